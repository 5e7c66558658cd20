// Launch Base's gate lasers (issue 18): S3K `Obj_LBZGateLaser` (S3 Set and
// SK Set 1 $21), read in s3.asm (loc_282D4, sub_2831E, loc_28364,
// loc_2836A). docs/kinds/s3k_lbz.md.
//
// Init: $2E = Y + (subtype & $F) * 8 (the beam's end), $32 = ((subtype >> 1)
// & $78) + 8 (its wait); the countdown $30 starts at 0 (cleared object RAM);
// it falls through into loc_282D4, so the frame it is loaded is its first
// step. loc_282D4: $30 - 1; when it passes 0 (bpl not taken) $30 = $32 and
// it fires: two children after it (AllocateObjectAfterCurrent, so they run
// the same frame), at its X and Y with its $2E; the second has collision
// $98 (hurt, Touch_Sizes $18: 4 x 4 radii) and starts at loc_28364, which
// lists its touch (Add_SpriteToCollisionResponseList) before loc_2836A:
// d0 = Y; Y + 4; when d0 >= $2E (unsigned: blo not taken) X = $7FF0 and
// Sprite_OnScreen_Test deletes it.
//
// So the gate fires on the steps 1, 1 + ($32 + 1), ...; the beam fired on
// step s, on step s + j (j >= 0), is listed and moves to Y + 4 (j + 1) while
// 4 j < (subtype & $F) * 8, and is deleted on the first step where it is
// not. The player's scan (hitbox.cpp) reads the list the previous frame's
// routines left, each beam where that frame moved it: with b = the counter
// now - 1, the beams of the steps s <= b with j = b - s and 4 j below the
// length, at dy = 4 (j + 1) under the gate, each a $98 box. They share X and
// size, so the scan's first touching beam is any that touches: the kind
// tests the one nearest the player's box (it touches if any does).
//
// Phase from frame 0 (the game: from when the camera loads it): its first
// step is the act's first objects frame, level frame counter 1
// (docs/levels.md "Objects are present from the first frame"). The gate
// itself (no collision) and the first child (drawn only) change nothing.
#include <cstdlib>

#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t LBZ_LASER_STEP = 4;  // addq.w #4,y_pos(a0)

}  // namespace

// The box of the beam the scan meets now, if any is listed: w, h its radii
// and dy its Y below the gate; the player's box spans pl_height pixels from
// pl_top, the object's 2 h - shrink (rules/objects G2, Q6).
bool s3k_lbz_gate_laser_box(const ObjectBatch& o, size_t k, uint16_t pl_top, int32_t pl_height, int32_t shrink,
                            int32_t& w, int32_t& h, int32_t& dy) {
    const uint16_t before = uint16_t(osc_level_frame(o, k / o.count) - 1);  // b: the last routine's step
    if (before == 0) return false;                                          // no objects frame before the first
    const uint32_t period = (uint32_t(o.subtype[k] >> 1) & 0x78) + 8 + 1;  // $32, then the step that passes 0
    const uint32_t length = uint32_t(o.subtype[k] & 0xF) * 8;              // $2E - Y
    w = o.wr[k];
    h = o.hr[k];
    const int32_t size = h ? 2 * h - shrink : 0;
    // The player's interval of touching box tops, doubled: its centre.
    const int32_t rel = int32_t(int16_t(uint16_t(pixel(o.y[k]) - h - pl_top)));
    int32_t best = -1;
    for (uint32_t j = uint32_t(before - 1) % period; j < before && LBZ_LASER_STEP * j < length; j += period) {
        const int32_t d = LBZ_LASER_STEP * int32_t(j + 1);
        const int32_t gap = std::abs(2 * (rel + d) - (pl_height - size));
        if (best < 0 || gap < best) {
            best = gap;
            dy = d;
        }
    }
    return best >= 0;
}

// ---- the kind s3k_lbz_gate_laser (object_kinds.hpp): its routine only
// fires beams, a function of the counter; the scan tests them (hitbox.cpp, G4 $80) ----
SolidResult kind_update_s3k_lbz_gate_laser(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)p, (void)o, (void)k, (void)i, (void)r, (void)map, (void)log;
    return {};
}

// G2: the scan can touch a beam only this close in X (they never move sideways).
int32_t kind_busy_s3k_lbz_gate_laser(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return hitbox_reach(o.wr[k], r);
}

// its beams, $98 (s3k_lbz_gate_laser_box: the beam the scanning box meets)
bool kind_touch_s3k_lbz_gate_laser(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    t.reaction = REACT_HURT;
    return s3k_lbz_gate_laser_box(o, k, scan.top, scan.height, scan.shrink, t.w, t.h, t.dy);
}

}  // namespace hp
