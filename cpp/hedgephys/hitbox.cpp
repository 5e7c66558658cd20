// Hitboxes (rules/objects §8 procedure G): the player's box (G1, crouching
// included), the inclusive overlap rule (G2), the one-reaction scan (G3) and
// the reaction classes (G4), with the hurt outcome of rules/scenario ("Outcomes
// the pages leave open": the library follows Sonic 1's code there).
#include "animation.hpp"
#include "double_jump.hpp"
#include "knuckles.hpp"
#include "objects.hpp"
#include "invincibility.hpp"
#include "shields.hpp"
#include "terrain.hpp"
#include "touch_kinds.hpp"

namespace hp {

namespace {

// G2, one axis, as the original arithmetic: a = obj_lo - pl_lo; without a
// borrow touch iff a <= pl_size (u); with a borrow touch iff a + obj_size
// carries out of 16 bits.
inline bool axis_touch(uint16_t obj_lo, int32_t obj_size, uint16_t pl_lo, int32_t pl_size) {
    const uint16_t a = uint16_t(obj_lo - pl_lo);
    if (obj_lo >= pl_lo) return int32_t(a) <= pl_size;
    return uint32_t(a) + uint32_t(obj_size) >= 0x10000u;
}

// G1 crouch detection, from the animation state (erratum rules/terrain §14.21):
// S1 ReactToItem tests the mapping frame fr_Duck, S2 TouchResponse the
// mapping frame $4D: the duck script's frame the animation shows now. S2's
// duck script is 5,$4C,$4D,$FE,1, so its first six frames show $4C and keep
// the standing box; only Sonic's frames have a $4D (Tails never crouches)
// unless fix_crouch_hitbox (rules/objects §11 C12: the duck animation, any character).
// CD Player_ObjCollide tests $39, S1's duck frame, which CD's duck script
// never shows but one of its walk frames does (animation.cpp). S3K: no
// crouch box.
bool crouching(const Player& p, const Rules& r) {
    if (r.s3k()) return false;
    if (r.s2() && r.has(FIX_CROUCH_HITBOX)) return p.anim == r.anim->id.duck;
    if (r.s2() && !r.sonic()) return false;
    return shows_crouch_frame(p, r);
}

// G1's box of the player and G2's test of an object box against it (the
// Q6 fix shrinks the object's box; a zero radius stays a one-pixel box).
struct PlayerBox {
    uint16_t left, top;
    int32_t hh, shrink;
    int32_t width = 16;
    bool touches(const ObjectBatch& o, size_t k, int32_t w, int32_t h, int32_t dy = 0) const {
        const uint16_t ox = pixel(o.x[k]), oy = uint16_t(pixel(o.y[k]) + dy);
        return axis_touch(uint16_t(ox - w), w ? 2 * w - shrink : 0, left, width) &&
               axis_touch(uint16_t(oy - h), h ? 2 * h - shrink : 0, top, 2 * hh);
    }
};

}  // namespace

// The post-hit invulnerability, in frames (S1 HurtSonic `move.w
// #120,flashtime(a0)` and Sonic_HurtStop `move.w #$78,...`; every game).
constexpr uint8_t HURT_INVULN_FRAMES = 120;

// The hurt state ends when the player is no longer airborne (S1/S2
// Sonic_HurtStop, S3K sub_12318, CD ObjSonic_HurtChkLand; CD's StandOnObject
// too, rules/objects §9 H step 11): control returns and the invulnerability
// timer restarts.
void end_hurt(Player& p) {
    p.hurt = 0;
    p.invuln = HURT_INVULN_FRAMES;
}

// One ring more: S2 CollectRing / S3K GiveRing stop at 999; S1 CollectRing
// has no limit (the word wraps; CD counted as S1).
void collect_ring(Player& p, const Rules& r) {
    if ((r.s2() || r.s3k()) && p.rings >= 999) return;
    p.rings = uint16_t(p.rings + 1);
}

// rules/scenario "hurt" (S1 HurtSonic): reset as on landing, then airborne with
// ysp -4, xsp -2 (+2 when px >= ox), gsp 0, 120 frames of invulnerability.
// Rings (shields are not modelled): with none, and Rules::ring_deaths, the hit
// kills (S1 HurtSonic .norings -> KillSonic; S2/S3K HurtCharacter ->
// KillCharacter); with some, the lost-rings object the hit spawns (S1
// RingLoss, S2 Obj37, S3K Obj_Bouncing_Ring) sets the count to 0 (its
// scattered rings, which can be caught again, are not modelled).
void hurt_player(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    // A shield takes the hit instead of the rings (S1 HurtSonic .hasshield,
    // S2/S3K HurtCharacter: Status_Shield set -> andi.b #$8E, shields.hpp).
    const bool shielded = lose_shield(p);
    if (!shielded && r.ring_deaths && p.rings == 0) {
        kill_player(p, r);
        o.events[k] |= OEV_HURT | OEV_KILLED;
        return;
    }
    if (!shielded) p.rings = 0;
    reset_on_floor(p, r, Landing::Object);
    p.anim = r.anim->id.hurt;  // S1 HurtSonic id_Hurt, S2 HurtCharacter Hurt2, S3K $1A
    p.airborne = 1;
    p.hurt = 1;
    // Underwater the bounce is halved (S1 HurtSonic, S2/S3K HurtCharacter: btst #6).
    const int slow = p.underwater;
    p.ysp = int16_t(-(0x400 >> slow));
    p.xsp = int16_t(uint16_t(pixel(p.x)) >= uint16_t(pixel(o.x[k])) ? 0x200 >> slow : -(0x200 >> slow));
    p.gsp = 0;
    p.invuln = HURT_INVULN_FRAMES;
    o.events[k] |= OEV_HURT;
}

void hitbox_scan(Player& p, ObjectBatch& o, size_t env, const Rules& r, const uint32_t* only,
                 size_t n_only) {
    // G3: no scan while hurt, dead or crushed (rules/scenario), nor while CD's
    // Sonic gives up from boredom (ObjSonic_Main: anim $2B, no Player_ObjCollide).
    if (p.hurt || p.crushed || p.dead || p.drown) return;  // drowned: controls locked ($81)
    if (p.object_control & 0xA0) return;  // S3K Sonic_Control: no TouchResponse (kinds/s3k_cnz_cannon.cpp)
    if (r.cd() && p.anim == 0x2B) return;
    const uint16_t px = pixel(p.x), py = pixel(p.y);
    // G1: left px - 8, width 16; top py - (hr - 3), height 2 (hr - 3);
    // crouching: top edge + 12, half-height 10.
    int32_t hh = int32_t(p.yr) - 3;
    uint16_t top = uint16_t(py - hh);
    if (crouching(p, r)) {
        top = uint16_t(top + 12);
        hh = 10;
    }
    const PlayerBox box{uint16_t(px - 8), top, hh, r.has(FIX_HITBOX_EVEN) ? 1 : 0};
    // S3K TouchResponse: after the rings (Test_Ring_Collisions, his own box),
    // Sonic's insta-shield attack scans the objects with a $30 x $30 box
    // around him, invincible for the scan (shields.hpp).
    const bool insta = insta_shield_attacking(p, r);
    const PlayerBox attack{uint16_t(px - INSTA_SHIELD_HALF), uint16_t(py - INSTA_SHIELD_HALF), INSTA_SHIELD_HALF,
                           box.shrink, 2 * INSTA_SHIELD_HALF};
    const PlayerBox& scan = insta ? attack : box;
    const TouchScan tscan{scan.top, 2 * scan.hh, scan.shrink};
    const size_t base = env * o.count;
    // Out of reach (broad phase): only the listed objects are tested.
    const size_t n = only ? n_only : o.count;
    // G5: the ring manager's rings first (S2 TouchResponse calls Touch_Rings,
    // S3K Test_Ring_Collisions, before the objects): every touching ring is
    // collected, none while the invulnerability timer is 90 or more.
    if (p.invuln < 90) {
        for (size_t a = 0; a < n; ++a) {
            const size_t k = base + (only ? only[a] : a);
            if (!o.present[k] || o.kind[k] != OBJ_HITBOX || o.reaction[k] != REACT_RING) continue;
            if (o.state[k] != ST_IDLE || !box.touches(o, k, o.wr[k], o.hr[k])) continue;
            o.state[k] = ST_COLLECTED;
            o.events[k] |= OEV_TOUCHED;
            collect_ring(p, r);
        }
    }
    // S3K ShieldTouchResponse, before the scan: with any shield, the first
    // listed projectile (hurt class, shield_reaction bit 3) within the $30 x $30
    // box about him is turned away (touch_kinds.hpp REACT_PROJECTILE).
    if (r.s3k() && (p.shield & SHIELD_BITS) != 0) {
        const PlayerBox shield{uint16_t(px - INSTA_SHIELD_HALF), uint16_t(py - INSTA_SHIELD_HALF),
                               INSTA_SHIELD_HALF, box.shrink, 2 * INSTA_SHIELD_HALF};
        const TouchScan sscan{shield.top, 2 * shield.hh, shield.shrink};
        for (size_t a = 0; a < n; ++a) {
            const size_t k = base + (only ? only[a] : a);
            Touch t;
            if (!o.present[k] || !object_touch(o, k, sscan, t) || t.reaction != REACT_PROJECTILE) continue;
            if (!shield.touches(o, k, t.w, t.h, t.dy)) continue;
            deflect_projectile(p, o, k, r);
            break;
        }
    }
    for (size_t a = 0; a < n; ++a) {
        const size_t j = only ? only[a] : a;
        const size_t k = base + j;
        if (!o.present[k]) continue;
        Touch t;  // the box and reaction it offers now (touch_kinds.hpp)
        if (!object_touch(o, k, tscan, t) || !scan.touches(o, k, t.w, t.h, t.dy)) continue;
        const uint16_t oy = pixel(o.y[k]);
        // G3: the first touching object reacts and the scan stops.
        o.events[k] |= OEV_TOUCHED;
        const int32_t i = int32_t(j);
        if (t.reaction == REACT_MONITOR) {
            monitor_touch(p, o, k, i, r);
            return;
        }
        if (t.reaction == REACT_COUNTED) {
            bumper_touch(o, k);  // G4 0xC0, type $D7 / $CA: counted, answered by its routine
            return;
        }
        switch (t.reaction) {
            case REACT_BADNIK:
                // S1 React_Enemy: invincible (v_invinc, its first test) or the
                // roll animation; S2 Touch_Enemy and S3K: invincible, the roll
                // or the spin dash animation (invincibility.hpp).
                if (insta || invincible(p) || p.anim == r.anim->id.roll ||
                    ((r.s2() || r.s3k()) && p.anim == r.anim->id.spindash) ||
                    tails_flight_attacks(p, r, o, k) ||
                    knux_attacking(p, r)) {  // S&K Touch_Enemy: Knuckles gliding or sliding
                    // G4 0x00 normal enemy: destroyed, the player bounces.
                    o.state[k] = ST_DESTROYED;
                    if (p.ysp < 0) p.ysp = w16(p.ysp + 0x100);
                    else if (py >= oy) p.ysp = w16(p.ysp - 0x100);
                    else p.ysp = w16(-p.ysp);
                } else if (p.invuln == 0) {  // (never while the insta-shield attacks)
                    hurt_player(p, o, k, r);
                }
                break;
            case REACT_INCREMENT:
                // G4 0x40, a ring here (G5: S1 Rings $47, S3K Obj_Ring): its
                // next routine, Ring_Collect, runs this frame and adds it.
                if (p.invuln < 90) {
                    o.state[k] = ST_COLLECTED;
                    collect_ring(p, r);
                }
                break;
            case REACT_PROJECTILE:
                // S3K Touch_ChkHurt with shield_reaction bit 3: a shield
                // (Touch_ChkHurt_HaveShield), or no power-up and double_jump_flag 1
                // (Tails flying, Knuckles gliding; Sonic's insta-shield makes him
                // invincible for the scan), turns it away; invincible, nothing.
                // (Another game has no shield_reaction: a plain hurt touch.)
                if (r.s3k() &&
                    (p.shield != SHIELD_NONE || (!insta && !invincible(p) && p.double_jump_flag == 1))) {
                    deflect_projectile(p, o, k, r);
                } else if (p.invuln == 0 && !insta && !invincible(p)) {
                    hurt_player(p, o, k, r);
                }
                break;
            case REACT_HURT:
                // G4 0x80; S1 React_ChkHurt / S2, S3K Touch_ChkHurt2: not while invincible;
                // S3K Touch_ChkHurt: nor where a shield of his is in its shield_reaction.
                if (p.invuln == 0 && !insta && !invincible(p) && !(p.shield & t.spare)) hurt_player(p, o, k, r);
                break;
            default:
                break;  // G4 0xC0 special: no effect, stays active
        }
        return;
    }
}

// ---- the kind hitbox (object_kinds.hpp): G. It has no update of its own: it
// only reacts to the player's scan (hitbox_scan above) ----
SolidResult kind_update_hitbox(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)p, (void)o, (void)k, (void)i, (void)r, (void)map, (void)log;
    return {};
}
int32_t kind_busy_hitbox(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.state[k] == ST_IDLE ? hitbox_reach(o.wr[k], r) : NEVER_BUSY;  // G3 skips spent ones
}

}  // namespace hp
