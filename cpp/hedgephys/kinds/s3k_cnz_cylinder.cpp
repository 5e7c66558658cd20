// Carnival Night's cylinders (issue 18): S3K `Obj_CNZCylinder` (S3 Set $47,
// read in s3.asm), docs/kinds/s3k_cnz.md.
//
// The init (falls through into loc_312E2, so it runs on its first frame):
// $2E, $30 = the layout X, Y; $3A = 2 * (subtype & $F), the motion; $3E =
// word_31252[(subtype >> 4) & 7], the sinking type's speed limit; $44 =
// ((subtype & $F) - $A) & 3, the square's side; $46 = (subtype & $F0) << 2,
// negated when X-flipped (status bit 0): the angle word's step.
//
// Each frame (loc_312E2): the motion (sub_3133C, off_31348), the rider
// routine sub_3161A, then SolidObjectFull with d1 = $2B, d2 = $20, d3 = $21
// and d4 = its X after the move (no sideways carry). The motions:
//   0  loc_31362, sinks under a rider: a new rider (the standing bits grew
//      since last frame, kept in $3C) with |y_vel| < $200 and y - $30 + $40
//      < $80 (unsigned) adds $400 to y_vel, at most $3E; MoveSprite2 (16.16
//      y += y_vel << 8); then with d0 = y - $30 (pixel words): 0: y_vel = 0
//      if |y_vel| < $80; above (borrow): while y_vel < $3E, y_vel += $20,
//      and $10 more while it is negative or $20 more when a rider holds
//      down; below: while y_vel > -$3E, y_vel -= $20, and $10 more while it
//      is not negative or $20 more when a rider holds up.
//   1-4 x = $2E + sin(angle) >> 3, >> 2, (s >> 2) + (s >> 3), >> 1 (asr.w of
//      the sine of the angle byte), then the angle word += $46 (loc_3144A,
//      loc_31468, loc_31486, loc_314AA); 5-8 the same on y from $30.
//   9-12 (loc_31546) round a square of side $40: the angle word += $46;
//      while its byte is below $80 it becomes byte | $80 and $44 steps by one
//      (+1 going up, -1 down, mod 4); then d1 = cos(angle) >> 3 and side $44:
//      0 (x0 + d1, y0 - $20), 1 (x0 + $20, y0 + d1), 2 (x0 - d1, y0 + $20),
//      3 (x0 - $20, y0 - d1).
// Subtypes $D-$F read past off_31348: not placed.
//
// Sonic & Knuckles' copy (sonic3k.asm, SK Set 1 $47; sk_copy, flags bit 1)
// is the same routine (loc_32108 on: word_320E2, sub_321E2, sub_324C0) after
// one test first: the one placed at x $17E0 deletes itself
// (Delete_Current_Sprite) when Player_mode is 3, Knuckles alone: the run's
// character is Knuckles. It is absent from its first update on: no motion,
// no solidity, no ride.
//
// Phase from frame 0 (the game: from when the camera loads it): motions 1-12
// have run c steps on the frame whose level frame counter is c (1 on the
// act's first frame), so the angle is a function of c (lazy far from the
// player, lazy_objects.hpp); motion 0 keeps its own y_vel (ysp) and $3C
// (timer).
//
// The rider (sub_3161A) is the twisting ride it shares with Hydrocity's
// spinning columns: kinds/s3k_twist_ride.hpp, with this cylinder's y_vel
// (its sinking speed) and no shrinking distance.
#include <cstdlib>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../trig.hpp"
#include "s3k_twist_ride.hpp"

namespace hp {

namespace {

// word_31252: the sinking type's speed limit, by (subtype >> 4) & 7.
constexpr int32_t CYL_SINK_LIMIT[8] = {0x4E0, 0x6F0, 0x870, 0x9C0, 0xAE0, 0xC00, 0xCF0, 0xDE0};
// The farthest motions 1-4 (and 9-12: $20) take it from x0.
constexpr int32_t CYL_X_SWING[5] = {0, 0x20, 0x40, 0x60, 0x80};

int32_t cyl_motion(const ObjectBatch& o, size_t k) { return o.subtype[k] & 0xF; }

// S&K's Obj_CNZCylinder: x_pos $17E0 and Player_mode 3 delete it at load.
constexpr uint16_t CYL_SK_KNUCKLES_X = 0x17E0;
bool cyl_deleted(const ObjectBatch& o, size_t k, const Rules& r) {
    return (o.flags[k] & OF_PLATFORM) && o.x0[k] == CYL_SK_KNUCKLES_X && r.knuckles();
}

// $46: the angle word's step.
int32_t cyl_step(const ObjectBatch& o, size_t k) {
    const int32_t s = (o.subtype[k] & 0xF0) << 2;
    return (o.flags[k] & OF_XFLIP) ? -s : s;
}

// Motions 1-4 / 5-8: sin(angle) scaled (asr.w).
int32_t cyl_swing(int32_t s, int32_t m) {
    switch (m) {
        case 1: return s >> 3;
        case 2: return s >> 2;
        case 3: return (s >> 2) + ((s >> 2) >> 1);
        default: return s >> 1;
    }
}

// Motions 9-12 after c steps: the folded angle byte and the side $44.
void cyl_square(const ObjectBatch& o, size_t k, uint32_t c, uint32_t& angle, uint32_t& side) {
    const int32_t s = cyl_step(o, k);
    const uint32_t side0 = uint32_t(cyl_motion(o, k) - 0xA) & 3;
    uint32_t b, folds;
    if (s >= 0) {  // bpl: the first step folds 0 into $80
        const uint64_t t = uint64_t(c) * uint32_t(s);
        b = uint32_t(t % 0x8000);
        side = (side0 + 1 + uint32_t(t / 0x8000)) & 3;
    } else {
        const uint64_t t = uint64_t(c) * uint32_t(-s);
        b = uint32_t((0x8000 - t % 0x8000) % 0x8000);
        folds = t ? uint32_t((t - 1) / 0x8000) : 0;
        side = (side0 - folds) & 3;
    }
    angle = 0x80 | (b >> 8);
}

// sub_3133C's motions 1-12 for the c-th run.
void cyl_move_by_angle(ObjectBatch& o, size_t k, const Rules& r, uint32_t c) {
    const int32_t m = cyl_motion(o, k);
    if (m <= 8) {
        const uint32_t angle = ((c - 1) * uint32_t(cyl_step(o, k)) >> 8) & 0xFF;  // the step after the move
        const int32_t d = cyl_swing(sin_of(r.sine, angle), (m - 1) % 4 + 1);
        if (m <= 4) {
            set_object_x(o, k, o.x0[k] + d);
        } else {
            set_object_y(o, k, o.y0[k] + d);
        }
        return;
    }
    uint32_t angle = 0, side = 0;
    cyl_square(o, k, c, angle, side);
    const int32_t d = cos_of(r.sine, angle) >> 3;
    const int32_t dx[4] = {d, 0x20, -d, -0x20}, dy[4] = {-0x20, d, 0x20, -d};
    set_object_x(o, k, o.x0[k] + dx[side]);
    set_object_y(o, k, o.y0[k] + dy[side]);
}

// loc_31362: motion 0, sinking under a rider.
void cyl_sink(const Player& p, ObjectBatch& o, size_t k) {
    const int32_t limit = CYL_SINK_LIMIT[(o.subtype[k] >> 4) & 7];
    const int32_t mask = o.standing[k] ? 1 : 0;  // status & standing_mask (one player)
    if (mask != o.timer[k]) {
        const bool grew = mask > o.timer[k];
        o.timer[k] = mask;
        const int32_t off = int32_t(uint16_t(pixel(o.y[k]) - o.y0[k] + 0x40));
        if (grew && std::abs(int32_t(o.ysp[k])) < 0x200 && off < 0x80) {
            int32_t v = o.ysp[k] + 0x400;
            if (v >= limit) v = limit;
            o.ysp[k] = int16_t(v);
        }
    }
    o.y[k] += uint32_t(int32_t(o.ysp[k]) * 256);  // MoveSprite2
    const uint8_t held = o.standing[k] ? p.prev_buttons : 0;  // Ctrl_1_held_logical of a rider
    const uint16_t d = uint16_t(pixel(o.y[k]) - o.y0[k]);
    int32_t v = o.ysp[k];
    if (d == 0) {
        if (std::abs(v) < 0x80) v = 0;
    } else if (uint16_t(pixel(o.y[k])) < o.y0[k]) {  // above its place
        if (limit > v) {
            v += 0x20;
            if (int16_t(v) < 0) {
                v += 0x10;
            } else if (held & BTN_D) {
                v += 0x20;
            }
        }
    } else if (-limit < v) {  // below
        v -= 0x20;
        if (int16_t(v) >= 0) {
            v -= 0x10;
        } else if (held & BTN_U) {
            v -= 0x20;
        }
    }
    o.ysp[k] = int16_t(v);
}

}  // namespace

// ---- the kind s3k_cnz_cylinder (object_kinds.hpp) ----
SolidResult kind_update_s3k_cnz_cylinder(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (cyl_deleted(o, k, r)) {
        o.present[k] = 0;  // Delete_Current_Sprite
        return {};
    }
    if (cyl_motion(o, k) == 0) {
        cyl_sink(p, o, k);
    } else {
        cyl_move_by_angle(o, k, r, osc_level_frame(o, k / o.count));
    }
    twist_ride(p, o, k, r, o.ysp[k], false);  // sub_3161A
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Motion 0 at rest (and its $3C up to date): the solid routine's window; else
// it moves every frame (motions 1-12 lazy far from the player).
int32_t kind_busy_s3k_cnz_cylinder(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (cyl_deleted(o, k, r)) return ALWAYS_BUSY;  // its first update removes it
    const bool rest = cyl_motion(o, k) == 0 && o.ysp[k] == 0 && pixel(o.y[k]) == o.y0[k] &&
                      o.timer[k] == (o.standing[k] ? 1 : 0) && o.state[k] != ST_CYL_RIDDEN;
    return rest ? o.cx[k] : ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): motions 1-12 are a function of this frame's
// counter alone. Radius: SolidObjectFull's window plus the farthest its X
// moves from x0.
int32_t kind_lazy_s3k_cnz_cylinder(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t m = cyl_motion(o, k);
    if (m == 0 || o.state[k] == ST_CYL_RIDDEN || cyl_deleted(o, k, r)) return NOT_LAZY;
    return o.cx[k] + (m <= 4 ? CYL_X_SWING[m] : m <= 8 ? 0 : 0x20);
}
// No counters of its own.
void kind_lazy_skip_s3k_cnz_cylinder(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
