// Flying Battery's floating platforms (issue 18): SK Set 1 $71
// `Obj_FBZFloatingPlatform`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k_fbz.md.
//
// Init: width_pixels $20, height_pixels $18, collision_flags $8C (hurt,
// Touch_Sizes $C: the kind's width_radius / height_radius), x0 / y0 kept
// ($44 / $46), the motion off_3A56C[(subtype >> 4) & 7] (the kind's
// motion_type) and angle(a0) = (subtype & $F) << 4. loc_3A5DA, each frame:
// the motion, then SolidObjectFull_Offset with d1 = $2B, d2 = $C, d3 = -$D
// and d4 = the x before the motion (solid.cpp solid_full_offset: a box of
// half-height $C centred $D above its y), then its touch is listed
// (loc_1B666). The motions (negated when X-flipped, status bit 0):
//   0  y = y0 + (sin($27) >> 5), $27 + 1 each frame          (loc_3A620)
//   1  y = y0 + (byte at Oscillating_table+$0A) - $20        (loc_3A63A)
//   2  y = y0 + (byte at +$1E) - $40                         (loc_3A646)
//   3  a = (Level_frame_counter & $FF, negated) + angle:
//      x = x0 + (sin a >> 2), y = y0 + (cos a >> 2)          (loc_3A664)
// (motion 4, loc_3A692's drop once stood on, is not placed). Motion 0's
// counter $27 starts at 0 when the game loads it: here on the act's first
// objects frame (level frame counter 1), so it is (counter - 1) & $FF, a
// function of the level frame counter (osc_level_frame) as are motions 1-3
// of the oscillators' table: no state of its own (docs/levels.md "Objects
// are present from the first frame").
#include <algorithm>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t FBZ_FLOAT_D3 = -0xD;  // loc_3A5DA: move.w #-$D,d3
// loc_3A63A / loc_3A646: the oscillator bytes and their centres.
constexpr uint32_t FBZ_FLOAT_OSC[2] = {0x0A, 0x1E};
constexpr int32_t FBZ_FLOAT_CENTRE[2] = {0x20, 0x40};
constexpr int32_t FBZ_FLOAT_CIRCLE = 0x40;  // loc_3A664: $100 >> 2, its farthest from x0

int32_t fbz_float_motion(const ObjectBatch& o, size_t k) { return (o.subtype[k] >> 4) & 7; }

}  // namespace

// ---- the kind s3k_fbz_float (object_kinds.hpp): loc_3A5DA ----
SolidResult kind_update_s3k_fbz_float(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const size_t env = k / o.count;
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    const uint16_t frame = osc_level_frame(o, env);
    o.x_prev[k] = pixel(o.x[k]);  // move.w x_pos(a0),-(sp): d4, the x before the motion
    switch (fbz_float_motion(o, k)) {
        case 0: {  // loc_3A620: $27 = 0 on the first objects frame (counter 1)
            const int32_t s = sin_of(r.sine, uint8_t(frame - 1));
            set_object_y(o, k, o.y0[k] + (s >> 5));  // asr.w #5 (not negated by the flip)
            break;
        }
        case 1:
        case 2: {  // loc_3A63A / loc_3A646 -> loc_3A650
            const int32_t m = fbz_float_motion(o, k) - 1;
            int32_t d = int32_t(osc_byte(o, env, FBZ_FLOAT_OSC[m])) - FBZ_FLOAT_CENTRE[m];
            if (flip) d = -d;
            set_object_y(o, k, o.y0[k] + d);
            break;
        }
        case 3: {  // loc_3A664
            uint8_t a = uint8_t(frame);  // Level_frame_counter+1: the low byte
            if (flip) a = uint8_t(-a);
            a = uint8_t(a + ((o.subtype[k] & 0xF) << 4));  // add.b angle(a0)
            set_object_x(o, k, o.x0[k] + (sin_of(r.sine, a) >> 2));
            set_object_y(o, k, o.y0[k] + (cos_of(r.sine, a) >> 2));
            break;
        }
        default:
            break;
    }
    return solid_full_offset(p, o, k, i, r, FBZ_FLOAT_D3);
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_fbz_float).
int32_t kind_busy_s3k_fbz_float(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's tables (x_prev: the
// last frame's). Radius: its solid window or touch reach, whichever is
// wider, plus the circle's swing (motion 3), plus a frame of the player's
// motion (his scan reads its touch before the objects run).
int32_t kind_lazy_s3k_fbz_float(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t reach = std::max(o.cx[k], hitbox_reach(o.wr[k], r)) + LAZY_FRAME_MOVE;
    return reach + (fbz_float_motion(o, k) == 3 ? FBZ_FLOAT_CIRCLE : 0);
}
// No counters of its own.
void kind_lazy_skip_s3k_fbz_float(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
