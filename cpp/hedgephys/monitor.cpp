// Item monitors (rules/objects §7 procedure F): S1's own solid routine (F1),
// the generic procedure A in S2/S3K (F2/F3), Sonic CD's routine (F4), and the
// hitbox reaction (F5), run from the player's hitbox scan (hitbox.cpp).
#include <cstdlib>

#include "animation.hpp"
#include "knuckles.hpp"
#include "monitor_contents.hpp"
#include "objects.hpp"

namespace hp {

namespace {

// F1: S1 Mon_SolidSides and the monitor's standing state.
SolidResult s1_monitor(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    SolidResult res;
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
    const int32_t cx = o.cx[k], hj = o.hj[k], aw = o.aw[k];
    const int32_t px = pixel(p.x), py = pixel(p.y), hr = p.yr;
    if (o.standing[k]) {
        // Standing state: B5 with cx (range [0, 2cx)), then B1 with hs.
        if (p.airborne || !within_standing(px - ox + cx, cx)) {
            leave(p, o, k, r);  // S1 ExitPlatform: air untouched
            return res;
        }
        carry(p, o, k, r);
        return res;
    }
    if (o.state[k] != ST_IDLE) return res;  // solid only while idle
    // F1.7: curled (26 Monitor.asm: obAnim = id_Roll) with ysp >= 0 -> not
    // solid (exit-clear path).
    if (p.anim == r.anim->id.roll && p.ysp >= 0) {
        exit_clear(p, o, k, r);
        return res;
    }
    const uint16_t left = uint16_t(px - ox + cx);  // F1.1
    if (!overlaps_a2(left, cx)) {
        exit_clear(p, o, k, r);
        return res;
    }
    const int32_t cy = hj + hr;  // F1.2: no +4
    const uint16_t top = uint16_t(py - oy + cy);
    if (int16_t(top) < 0 || top >= uint16_t(2 * cy)) {
        exit_clear(p, o, k, r);
        return res;
    }
    if (p.crushed || p.dead) {  // F1.3
        exit_clear(p, o, k, r);
        return res;
    }
    const int32_t xd = int32_t(left) <= cx ? int32_t(left) : int32_t(left) - 2 * cx;  // F1.4
    // F1.5: TOP iff top < 16 and inside the action width + 4 each side.
    const uint16_t win = uint16_t(px - ox + aw + 4);
    if (top < 16 && int16_t(win) >= 0 && win < uint16_t(2 * (aw + 4))) {
        // F1.8: no ysp test (rules/objects §11 C10); the fix rejects a rising player.
        if (r.has(FIX_S1_MONITOR_RISING) && p.ysp < 0) return res;
        set_pixel_y(p, py - top);  // -> oy - hj - hr, no extra -1
        attach(p, o, k, i, r);
        return {RES_TOP, CONTACT_TOP, xd, int32_t(top)};
    }
    // F1.9 SIDE: moved only when moving towards the monitor.
    if (xd > 0 ? p.xsp >= 0 : (xd < 0 && p.xsp < 0)) {
        set_pixel_x(p, px - xd);
        p.xsp = p.gsp = 0;
    }
    p.pushing = p.airborne ? 0 : 1;
    o.pushed[k] = p.pushing;
    return {RES_SIDE, CONTACT_SIDE, xd, xd};
}

}  // namespace

SolidResult monitor_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                           const TileMap& map) {
    if (o.state[k] == ST_BROKEN) {
        // A broken monitor no longer runs a solid routine (S1, CD: a player
        // flagged on it stays "standing", rules/objects §11 Q4).
        release_false_standing(p, o, k, i, r);
        return {};
    }
    // A knocked-up monitor (rules/scenario): gravity 0x38, floor probe at (x, y + hr - 1).
    if (o.state[k] == ST_FALLING) object_fall(o, k, 0x38, r, map);
    if (r.s1()) return s1_monitor(p, o, k, i, r);
    if (r.cd()) {
        // F4: CD routine, not while falling.
        if (o.state[k] != ST_IDLE) return {};
        return cd_solid(p, o, k, i, r, map, 0);
    }
    // F2 (S2 SolidObject_Monitor_Sonic): skipped while the roll animation
    // plays; Tails (SolidObject_Monitor_Tails) collides in 1-player mode.
    // F3 (S3K SolidObject_Monitor_SonicKnux): skipped for player 1 of any
    // character while the roll animation plays.
    if (p.anim == r.anim->id.roll && (r.s3k() || r.character != Character::Tails)) return {};
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // solid while falling too
}

// F5: the monitor's hitbox reaction (collision type $46).
void monitor_touch(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const uint16_t py = pixel(p.y), oy = pixel(o.y[k]);
    if (p.ysp < 0 && r.traits.monitor_bounce) {
        // F5.1 S1, S2, Sonic 3 alone (s3.asm Touch_Monitor), CD: bounce off the bottom.
        if (uint16_t(py - 16) >= oy) {
            p.ysp = w16(-p.ysp);
            o.ysp[k] = -0x180;
            if (o.state[k] == ST_IDLE) o.state[k] = ST_FALLING;
            o.events[k] |= OEV_BOUNCED;
        }
        return;
    }
    // F5.2 (S&K: any ysp [erratum rules/objects §16.3]): the roll animation breaks it (S1
    // React_Monitor, S2 Touch_Monitor, S3K Touch_Monitor test anim = roll).
    if (p.anim != r.anim->id.roll && !knux_attacking(p, r)) return;  // S&K: or Knuckles gliding / sliding
    p.ysp = w16(-p.ysp);
    o.state[k] = ST_BROKEN;
    o.events[k] |= OEV_BROKEN;
    // The break routine spawns the contents object (S1 Mon_BreakOpen, S2
    // Obj26_Break, S3K Obj_MonitorSpawnIcon): monitor_contents.cpp.
    o.timer[k] = contents_runs(o.subtype[k]);
    if (!r.s1() && !r.cd()) {
        // F5.3 S2/S3K: a player standing on or pushing it is released.
        if (p.on_object == i || o.pushed[k]) {
            if (p.on_object == i) p.on_object = -1;
            p.pushing = 0;
            p.airborne = 1;
        }
        o.standing[k] = 0;
        o.pushed[k] = 0;
    }
}

// ---- the kind monitor (object_kinds.hpp): F1 S1, F2 S2, F3 S3K, F4 CD ----
SolidResult kind_update_monitor(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                const TileMap& map, StageLog* log) {
    (void)log;
    if (o.timer[k] > 0) monitor_contents_frame(p, o, k, r);  // the contents object's run
    return monitor_object(p, o, k, i, r, map);
}
int32_t kind_busy_monitor(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const uint8_t state = o.state[k];
    // F: no routine, no hitbox (G3); its contents object runs every frame until it gives.
    if (state == ST_BROKEN) return o.timer[k] > 0 ? ALWAYS_BUSY : NEVER_BUSY;
    if (state != ST_IDLE) return ALWAYS_BUSY;   // knocked up: it falls by itself
    const int32_t solid = r.cd() ? o.wr[k] + 10 : o.cx[k];  // F4 = H2; F1.1 / F2, F3 = A2
    const int32_t touch = hitbox_reach(16, r);                 // F5 through G: type $46
    return solid > touch ? solid : touch;
}

}  // namespace hp
