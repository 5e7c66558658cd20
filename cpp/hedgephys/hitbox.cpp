// Hitboxes (objects.md §8 procedure G): the player's box (G1, crouching
// included), the inclusive overlap rule (G2), the one-reaction scan (G3) and
// the reaction classes (G4), with the hurt outcome of scenario.md ("Outcomes
// the pages leave open": the library follows Sonic 1's code there).
#include "objects.hpp"
#include "terrain.hpp"

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

// G1 crouch detection: S1 and CD on the duck frame, S2 only Sonic (frame
// $4D; §11 C12 fix: any character), S3K never. The duck pose is what the
// standing logic of terrain.md §10 selects: grounded, not rolling, no control
// lock, on a floor-mode angle, ground speed 0, down held and up not (up
// selects looking up first). The library does not animate, so S2's
// last-duck-frame delay is not modelled.
bool crouching(const Player& p, const Rules& r) {
    if (r.s3k()) return false;
    if (r.s2() && r.character != Character::Sonic && !r.has(FIX_CROUCH_HITBOX)) return false;
    const uint8_t held = p.prev_buttons;  // this frame's buttons (stored at the end of the player's frame)
    return !p.airborne && !p.rolling && p.control_lock == 0 && snap(p.angle) == 0 && p.gsp == 0 &&
           (held & BTN_D) && !(held & BTN_U);
}

}  // namespace

// scenario.md "hurt" (S1 HurtSonic): reset as on landing, then airborne with
// ysp -4, xsp -2 (+2 when px >= ox), gsp 0, 120 frames of invulnerability.
void hurt_player(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    reset_on_floor(p, r);
    p.airborne = 1;
    p.hurt = 1;
    p.ysp = -0x400;
    p.xsp = uint16_t(pixel(p.x)) >= uint16_t(pixel(o.x[k])) ? 0x200 : -0x200;
    p.gsp = 0;
    p.invuln = 120;
    o.events[k] |= OEV_HURT;
}

void hitbox_scan(Player& p, ObjectBatch& o, size_t env, const Rules& r, uint64_t only) {
    // G3: no scan while hurt, dead or crushed (scenario.md).
    if (p.hurt || p.crushed || p.dead) return;
    const uint16_t px = pixel(p.x), py = pixel(p.y);
    // G1: left px - 8, width 16; top py - (hr - 3), height 2 (hr - 3);
    // crouching: top edge + 12, half-height 10.
    int32_t hh = int32_t(p.yr) - 3;
    uint16_t top = uint16_t(py - hh);
    if (crouching(p, r)) {
        top = uint16_t(top + 12);
        hh = 10;
    }
    const uint16_t pl_left = uint16_t(px - 8);
    const int32_t shrink = r.has(FIX_HITBOX_EVEN) ? 1 : 0;  // §11 Q6 fix: c-r .. c+r-1
    const size_t base = env * o.count;
    for (size_t j = 0; j < o.count; ++j) {
        // Out of reach (broad phase): go to the next object in `only`; past
        // the 64th (no bit) every object is tested.
        if (j < 64) {
            j = next_in_mask(only, j);
            if (j >= o.count) break;
        }
        const size_t k = base + j;
        if (!o.present[k]) continue;
        int32_t w, h;
        if (o.kind[k] == OBJ_HITBOX && o.state[k] == ST_IDLE) {
            w = o.wr[k];
            h = o.hr[k];
        } else if (o.kind[k] == OBJ_MONITOR && o.state[k] != ST_BROKEN) {
            w = h = 16;  // type $46 in every game (§12.3 size 6)
        } else {
            continue;
        }
        const uint16_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
        // (a zero radius stays a one-pixel box under the fix)
        if (!axis_touch(uint16_t(ox - w), w ? 2 * w - shrink : 0, pl_left, 16)) continue;
        if (!axis_touch(uint16_t(oy - h), h ? 2 * h - shrink : 0, top, 2 * hh)) continue;
        // G3: the first touching object reacts and the scan stops.
        o.events[k] |= OEV_TOUCHED;
        const int32_t i = int32_t(j);
        if (o.kind[k] == OBJ_MONITOR) {
            monitor_touch(p, o, k, i, r);
            return;
        }
        switch (o.reaction[k]) {
            case REACT_BADNIK:
                if (p.rolling) {
                    // G4 0x00 normal enemy: destroyed, the player bounces.
                    o.state[k] = ST_DESTROYED;
                    if (p.ysp < 0) p.ysp = w16(p.ysp + 0x100);
                    else if (py >= oy) p.ysp = w16(p.ysp - 0x100);
                    else p.ysp = w16(-p.ysp);
                } else if (p.invuln == 0) {
                    hurt_player(p, o, k, r);
                }
                break;
            case REACT_INCREMENT:
                if (p.invuln < 90) o.state[k] = ST_COLLECTED;  // G4 0x40
                break;
            case REACT_HURT:
                if (p.invuln == 0) hurt_player(p, o, k, r);  // G4 0x80
                break;
            default:
                break;  // G4 0xC0 special: no effect, stays active
        }
        return;
    }
}

}  // namespace hp
