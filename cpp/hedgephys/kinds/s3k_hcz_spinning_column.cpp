// Hydrocity's spinning columns (issue 18): S3K `Obj_HCZSpinningColumn` (S3
// Set $68, read in s3.asm; Sonic & Knuckles' copy, SK Set 1 $68 in
// sonic3k.asm, is the same routine), docs/kinds/s3k_takeover.md.
//
// The init: $2E, $30 = the layout X, Y; $3A = 2 * (subtype & 3), the motion;
// $40 = subtype & $F0, its counter; $42 = 1, or -1 when $40 is $E0.
// Each frame (loc_318E0): the motion (sub_3193C, off_31948), the rider
// routine sub_319AE, then SolidObjectFull with d1 = $1B, d2 = $20, d3 = $21
// and d4 = its X after the move (no sideways carry). The motions:
//   0  locret_3194E: still.
//   1  loc_31950: $40 += $42, the step turned round when $40 reaches $E0
//      going up or 0 going down; x = $2E + ($40 - $70), negated when
//      X-flipped (status bit 0). After c steps from s = subtype & $F0 (at
//      most $E0): t = (s + c) mod $1C0, $40 = t, or $1C0 - t past $E0.
//   2  loc_31990: y = $30 + the byte at Oscillating_table + $1E, or $30 +
//      $80 - that byte when X-flipped.
//   3  reads past off_31948 in the game: not placed; here it stays still.
// The rider (sub_319AE) is the twisting ride of kinds/s3k_twist_ride.hpp,
// its distance shrinking by one a frame; the column never writes its y_vel,
// so the ride reads 0 there: no ground speed $800, a jump at y_vel -$680.
//
// Phase from frame 0 (the game: from when the camera loads it): motion 1
// has run c steps on the frame whose level frame counter is c (1 on the
// act's first frame), so its X is a function of c; motion 2 of the table:
// lazy far from the player (lazy_objects.hpp).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "s3k_twist_ride.hpp"

namespace hp {

namespace {

// loc_31950's turning points and the X offset it subtracts.
constexpr uint32_t COLUMN_TOP = 0xE0, COLUMN_MID = 0x70;

int32_t column_motion(const ObjectBatch& o, size_t k) { return o.subtype[k] & 3; }

// loc_31950's counter $40 after c steps.
uint32_t column_counter(const ObjectBatch& o, size_t k, uint32_t c) {
    const uint32_t t = ((o.subtype[k] & 0xF0u) + c) % (2 * COLUMN_TOP);
    return t <= COLUMN_TOP ? t : 2 * COLUMN_TOP - t;
}

// sub_3193C on the frame whose level frame counter is c.
void column_move(ObjectBatch& o, size_t k, uint32_t c) {
    const bool flip = o.flags[k] & OF_XFLIP;
    switch (column_motion(o, k)) {
        case 1: {
            const int32_t d = int32_t(column_counter(o, k, c)) - int32_t(COLUMN_MID);
            set_object_x(o, k, o.x0[k] + (flip ? -d : d));
            break;
        }
        case 2: {
            const int32_t b = osc_byte(o, k / o.count, 0x1E);
            set_object_y(o, k, o.y0[k] + (flip ? 0x80 - b : b));
            break;
        }
        default: break;
    }
}

}  // namespace

// ---- the kind s3k_hcz_spinning_column (object_kinds.hpp) ----
SolidResult kind_update_s3k_hcz_spinning_column(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    column_move(o, k, osc_level_frame(o, k / o.count));
    twist_ride(p, o, k, r, 0, true);  // sub_319AE: y_vel(a0) is never written
    o.x_prev[k] = pixel(o.x[k]);      // d4 = x_pos
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Motion 0 (or 3) not ridden: the solid routine's window; else it moves every
// frame (lazy far from the player) or holds its rider.
int32_t kind_busy_s3k_hcz_spinning_column(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const int32_t m = column_motion(o, k);
    return ((m == 0 || m == 3) && o.state[k] != ST_CYL_RIDDEN) ? o.cx[k] : ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): motion 1 is a function of this frame's counter,
// motion 2 of the table. Radius: SolidObjectFull's window plus the farthest
// its X moves from x0 ($70, motion 1).
int32_t kind_lazy_s3k_hcz_spinning_column(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int32_t m = column_motion(o, k);
    if (m == 0 || m == 3 || o.state[k] == ST_CYL_RIDDEN) return NOT_LAZY;
    return o.cx[k] + (m == 1 ? int32_t(COLUMN_MID) : 0);
}
// No counters of its own.
void kind_lazy_skip_s3k_hcz_spinning_column(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
