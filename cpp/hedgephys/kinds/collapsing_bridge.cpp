// The kind collapsing_bridge: Sonic 3 & Knuckles' Obj_CollapsingBridge
// (s3.asm: loc_1E150, CollapsingPtfmHandlePlayerAndSmash,
// Obj_PlatformCollapseWait, Check_CollapsePlayerRelease), the collapsing
// bridges and ledges of HCZ, MGZ, ICZ and LBZ.
// A flat top-only platform (procedure D, SolidObjectTop with d3 = surface).
// Once stood on, a countdown (countdown frames, from the subtype: $38) runs;
// then it breaks into fragments, each with its own delay from the zone's list
// (the object's height pool holds it: column_delays, $30(a0)). The object
// becomes the first fragment, with the list's first byte as its delay (or,
// for a bridge that breaks away from the player (flip_by_side, subtype bit
// 7): when he stands left of its x, the flipped list's first byte,
// flip_delay, and its X flip toggled). While that fragment waits it neither
// carries nor lands anyone: a player standing on it stays put until the
// fragment under him falls (Check_CollapsePlayerRelease: when its delay left
// is no more than list[0] - list[his column]) or he leaves its width; then
// he is released in the air. Then it falls (MoveSprite, not modelled: gone).
//   timer: frames of the countdown counted (intact), the fragment's delay
//          left (crumbling); aux: bit 0 the stood-on flag ($3A), bit 1 the
//          X flip toggled at the break (bchg #0,status(a0)).
// h-trig: parameter trigger (the subtype field), 0 or n + 1: Hydrocity's and
// Ice Cap's bridges of subtype bit 7 run loc_1E2E8, where $3A is set once
// level trigger n (the subtype's low nibble, $40(a0)) is set (loc_1E332),
// not by a player standing on it; the rest is loc_1E150's. A reader of the
// level triggers (level_triggers.hpp).
#include "../animation.hpp"
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

// flip_by_side: kept in flag bit 1 (the registry's KF_FLAG1).
constexpr uint8_t OF_FLIP_BY_SIDE = OF_PLATFORM;

// The column delay list ($30(a0)): byte j of the object's array (the placer
// gives every column the width can index).
int32_t column_delay(const ObjectBatch& o, size_t k, uint32_t j) {
    if (j >= o.heights_len[k]) return 0;
    const size_t at = size_t(o.heights_off[k]) + j;
    return at < o.pool.size() ? o.pool[at] : 0;
}

// loc_1E19A (stood on) or loc_1E332 (its level trigger set): what sets $3A.
bool collapse_starts(const ObjectBatch& o, size_t k) {
    const uint8_t trigger = o.subtype[k];
    return trigger ? level_trigger(o, k, trigger - 1u) != 0 : o.standing[k] != 0;
}

bool flipped(const ObjectBatch& o, size_t k) {
    return ((o.flags[k] & OF_XFLIP) != 0) != ((o.aux[k] & 2) != 0);
}

// loc_1E150 -> CollapsingPtfmHandlePlayerAndSmash.
void smash(const Player& p, ObjectBatch& o, size_t k) {
    int32_t delay = column_delay(o, k, 0);
    if ((o.flags[k] & OF_FLIP_BY_SIDE) && o.standing[k] && pixel(p.x) < pixel(o.x[k])) {
        delay = o.hj[k];  // the flipped list ($34(a0)), its first byte
        o.aux[k] ^= 2;
    }
    o.state[k] = ST_CRUMBLING;
    o.timer[k] = delay;
}

// Check_CollapsePlayerRelease: the player leaves in the air, the object's
// and his on-object bits and his pushing bit cleared, prev_anim = run.
void release(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    o.standing[k] = 0;
    p.on_object = -1;
    p.pushing = 0;
    p.airborne = 1;
    p.prev_anim = r.anim->id.run;
}

// Obj_PlatformCollapseWaitHandlePlayer for the player standing on it; d3 is
// the fragment's delay left (a byte, compared unsigned).
void wait_handle_player(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (!o.standing[k]) return;
    const int32_t w = o.aw[k];
    uint16_t t = uint16_t(pixel(p.x) - pixel(o.x[k]) + w);
    if (p.airborne || int16_t(t) < 0 || t >= uint16_t(2 * w)) {
        release(p, o, k, r);
        return;
    }
    if (flipped(o, k)) t = uint16_t(2 * w - t);  // neg.w d0; add.w d2,d0
    const uint8_t gap = uint8_t(column_delay(o, k, 0) - column_delay(o, k, t >> 4));
    if (!(uint8_t(o.timer[k]) > gap)) release(p, o, k, r);
}

}  // namespace

// ---- the kind collapsing_bridge (object_kinds.hpp) ----
SolidResult kind_update_collapsing_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i,
                                          const Rules& r, const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_FALLEN) {
        release_false_standing(p, o, k, i, r);  // no routine left (rules/objects §11 Q4)
        return {};
    }
    if (o.state[k] == ST_IDLE) {  // loc_1E150
        if (o.aux[k] & 1) {
            if (o.timer[k] == o.cx[k]) {
                smash(p, o, k);
                return {};
            }
            ++o.timer[k];
        }
        if (collapse_starts(o, k)) o.aux[k] |= 1;
        return platform_object(p, o, k, i, r, false);  // SolidObjectTop, d3 = surface
    }
    // Obj_PlatformCollapseWait.
    if (o.timer[k] == 0) {
        o.state[k] = ST_FALLEN;  // Obj_PlatformCollapseFall
        return {};
    }
    --o.timer[k];
    if (o.aux[k] & 1) wait_handle_player(p, o, k, r);
    return {};
}
int32_t kind_busy_collapsing_bridge(const Player& p, const ObjectBatch& o, size_t k,
                                    const Rules& r) {
    (void)p;
    if (o.state[k] == ST_FALLEN) return NEVER_BUSY;
    if (o.state[k] != ST_IDLE || (o.aux[k] & 1)) return ALWAYS_BUSY;  // counting down by itself
    if (o.subtype[k] && collapse_starts(o, k)) return ALWAYS_BUSY;    // its trigger set: it starts
    return platform_reach(o, k, r);                                   // D1.2
}

}  // namespace hp
