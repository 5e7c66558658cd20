// Death Egg's retracting springs (issue 18): SK Set 2 $5D
// `Obj_DEZRetractingSpring`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k_dez.md.
//
// Its init: x0 ($44) the layout x, the reach $32 = $20, the launch speed
// word_4808A[subtype & 2] (-$1000 red, -$A00 yellow: the spring's own
// strength rule), width_pixels $10. Each frame (loc_480D4), before its
// collision, the first player's y against its y (16-bit words: d0 = his y -
// its y): with no borrow and d0 >= $20 (signed) it slides out, $34 + 8 until
// $34 = $20; with a borrow and d0 < -$20 (signed) it slides back, $34 - 8
// until 0 (loc_48102); x = x0 + $34, negated unless X-flipped (status bit 0)
// and negated again when Y-flipped (status bit 1; loc_48124). Then
// SolidObjectTop_1P (procedure D) with d1 = width_pixels $10, d3 = 9, and a
// player it stands launches up (sub_22F98: the spring's launch, its subtype's
// bits read as a spring's: 7 x speed 0, 0 the twirl, 2-3 the layer).
// Reverse_gravity_flag is 0 in hedgephys (the objects that set it are not
// modelled): sub_22F98's +8 px is the normal gravity's. A batch environment's
// player is Player_1. State: $34 in aux.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t DEZ_RSPRING_REACH = 0x20, DEZ_RSPRING_STEP = 8;  // $32; addq.w / subq.w #8,$34(a0)

// loc_480D4: the slide by the first player's y, then x (loc_48124).
void dez_rspring_slide(const Player& p, ObjectBatch& o, size_t k) {
    const uint16_t py = uint16_t(pixel(p.y)), oy = uint16_t(pixel(o.y[k]));
    const int16_t d0 = int16_t(uint16_t(py - oy));
    int32_t& at = o.aux[k];
    if (py >= oy) {  // no borrow
        if (d0 >= DEZ_RSPRING_REACH && at != DEZ_RSPRING_REACH) at += DEZ_RSPRING_STEP;
    } else if (d0 < -DEZ_RSPRING_REACH && at != 0) {
        at -= DEZ_RSPRING_STEP;
    }
    int32_t d = at;
    if (!(o.flags[k] & OF_XFLIP)) d = -d;
    if (o.flags[k] & OF_YFLIP) d = -d;
    set_object_x(o, k, o.x0[k] + d);
}

}  // namespace

// ---- the kind s3k_dez_retracting_spring (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_retracting_spring(Player& p, ObjectBatch& o, size_t k, int32_t i,
                                                  const Rules& r, const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    dez_rspring_slide(p, o, k);
    const SolidResult res = platform_object(p, o, k, i, r);  // SolidObjectTop_1P, d1 $10, d3 9
    if (o.standing[k]) {  // btst #p1_standing_bit,status(a0)
        spring_launch_up(p, o, k, r);                        // sub_22F98
        o.events[k] |= OEV_SPRUNG;
    }
    return res;
}

// Its slide follows the player's y wherever he is: it runs every frame.
int32_t kind_busy_s3k_dez_retracting_spring(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

}  // namespace hp
