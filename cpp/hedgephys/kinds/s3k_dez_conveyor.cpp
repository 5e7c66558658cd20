// Death Egg's conveyor belts (issue 18): SK Set 2 $50 `Obj_DEZConveyorBelt`,
// read in sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm):
// no solid and no touch, it carries a grounded player along its belt.
// docs/kinds/s3k_sk_timed.md.
//
// The init: $32 = (subtype & $7F) * 8 (the half width), $34 = twice that,
// the step $30 = 2, -2 when X-flipped (status bit 0). Every frame
// (loc_47842), sub_47854 for each player: when x_pos(player) - x_pos + $32
// is below $34 and y_pos(player) - y_pos + $30 below $60 (unsigned words:
// the player's centre at dx -$32..$32 - 1, dy -$30..$2F) and his air bit is
// clear, x_pos(player) += $30 above the belt's centre line (dy < 0), -$30 on
// or below it (the belt's lower run): a word added to the pixel, the
// fraction kept. It never moves.
#include "../objects.hpp"

namespace hp {

namespace {

// sub_47854's box: the y window (+$30, below $60) and the step's size.
constexpr int32_t DEZ_CONVEYOR_DY = 0x30, DEZ_CONVEYOR_STEP = 2;

int32_t dez_conveyor_half(const ObjectBatch& o, size_t k) { return int32_t(o.subtype[k] & 0x7F) << 3; }

}  // namespace

// ---- the kind s3k_dez_conveyor (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_conveyor(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)i, (void)r, (void)map, (void)log;
    const int32_t half = dez_conveyor_half(o, k);
    if (uint16_t(pixel(p.x) - pixel(o.x[k]) + half) >= uint16_t(2 * half)) return {};  // bhs
    const uint16_t dy = uint16_t(pixel(p.y) - pixel(o.y[k]) + DEZ_CONVEYOR_DY);
    if (dy >= 2 * DEZ_CONVEYOR_DY || p.airborne) return {};
    int32_t step = (o.flags[k] & OF_XFLIP) ? -DEZ_CONVEYOR_STEP : DEZ_CONVEYOR_STEP;
    if (dy >= DEZ_CONVEYOR_DY) step = -step;  // subi.w #$30 without a borrow: neg
    set_pixel_x(p, pixel(p.x) + step);
    return {};
}

// Its box's half width: it acts on no player further away in x.
int32_t kind_busy_s3k_dez_conveyor(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return dez_conveyor_half(o, k);
}

}  // namespace hp
