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
//   4  motion 0's bob until a player stands on it (the status bits its last
//      solid call left: loc_3A692), then on until $27 & $7F = 0 (loc_3A6A4),
//      then a dip (loc_3A6D0, $27 = 0): $36 = (subtype & $F) * 2 + $28; the
//      speed $34 + 4 a frame and the word $32 + $34 until $32's high byte
//      reaches $36 - 1 ($30 set), then $34 - 4 a frame; y = $46 + ($32 >> 6)
//      (negated when flipped); when $34 is 0 again $46 = y and it bobs for
//      good from there (loc_3A620, $27 from 0).
// Motion 0's counter $27 starts at 0 when the game loads it: here on the
// act's first objects frame (level frame counter 1), so it is (counter - 1 -
// phase) & $FF with phase 0 (motion 4 after its dip: the counter of the
// dip's last frame), a function of the level frame counter
// (osc_level_frame) as are motions 1-3 of the oscillators' table
// (docs/levels.md "Objects are present from the first frame"). Motion 4's
// state: state bits 0-1 its stage, bit 2 $30; timer $32, aux $34, ysp $46 -
// y0.
#include <algorithm>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../trig.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t FBZ_FLOAT_D3 = -0xD;  // loc_3A5DA: move.w #-$D,d3
// loc_3A63A / loc_3A646: the oscillator bytes and their centres.
constexpr uint32_t FBZ_FLOAT_OSC[2] = {0x0A, 0x1E};
constexpr int32_t FBZ_FLOAT_CENTRE[2] = {0x20, 0x40};
constexpr int32_t FBZ_FLOAT_CIRCLE = 0x40;  // loc_3A664: $100 >> 2, its farthest from x0

int32_t fbz_float_motion(const ObjectBatch& o, size_t k) { return (o.subtype[k] >> 4) & 7; }

// Motion 4's stages (state bits 0-1; bit 2 is $30, the dip's second half).
enum FbzFloatStage : uint8_t { FLOAT_WAIT = 0, FLOAT_ALIGN = 1, FLOAT_DIP = 2, FLOAT_REST = 3 };
constexpr uint8_t FLOAT_STAGE = 3, FLOAT_SLOWING = 4;
constexpr int32_t FBZ_FLOAT_ACCEL = 4;        // addq.w #4 / subq.w #4,d1
constexpr int32_t FBZ_FLOAT_DIP_BASE = 0x28;  // addi.w #$28,d0
constexpr int32_t FBZ_FLOAT_DIP_SHIFT = 6;    // lsr.w #6,d0

// loc_3A620: y = $46 + (sin($27) >> 5), $27 = (counter - 1 - phase) & $FF.
void fbz_float_bob(ObjectBatch& o, size_t k, const Rules& r, uint16_t frame) {
    const uint8_t c = uint8_t(frame - 1 - o.phase[k]);
    set_object_y(o, k, o.y0[k] + o.ysp[k] + (sin_of(r.sine, c) >> 5));
}

// loc_3A692 / loc_3A6A4 / loc_3A6D0 (motion 4).
void fbz_float_drop(ObjectBatch& o, size_t k, const Rules& r, uint16_t frame, bool flip) {
    uint8_t& st = o.state[k];
    if ((st & FLOAT_STAGE) == FLOAT_WAIT) {
        if (!o.standing[k]) return fbz_float_bob(o, k, r, frame);  // standing_mask clear
        st = FLOAT_ALIGN;
    }
    if ((st & FLOAT_STAGE) == FLOAT_ALIGN) {
        if (uint8_t(frame - 1 - o.phase[k]) & 0x7F) return fbz_float_bob(o, k, r, frame);
        st = FLOAT_DIP;  // $27 = 0, not counted during the dip
    }
    if ((st & FLOAT_STAGE) == FLOAT_REST) return fbz_float_bob(o, k, r, frame);
    const uint8_t d2 = uint8_t(((o.subtype[k] & 0xF) << 1) + FBZ_FLOAT_DIP_BASE - 1);  // $36 - 1, cmp.b
    uint16_t pos = uint16_t(o.timer[k]);
    if (!(st & FLOAT_SLOWING)) {
        o.aux[k] = int16_t(o.aux[k] + FBZ_FLOAT_ACCEL);
        pos = uint16_t(pos + o.aux[k]);
        if (d2 <= uint8_t(pos >> 8)) st |= FLOAT_SLOWING;  // bhi not taken
    } else {
        o.aux[k] = int16_t(o.aux[k] - FBZ_FLOAT_ACCEL);
        pos = uint16_t(pos + o.aux[k]);
        if (d2 > uint8_t(pos >> 8)) st &= uint8_t(~FLOAT_SLOWING);  // bls not taken
    }
    o.timer[k] = pos;
    int32_t d = pos >> FBZ_FLOAT_DIP_SHIFT;
    if (flip) d = -d;
    set_object_y(o, k, o.y0[k] + o.ysp[k] + d);
    if (o.aux[k] == 0) {  // tst.w $34: $46 = y, back to loc_3A620
        o.ysp[k] = int16_t(pixel(o.y[k]) - o.y0[k]);
        o.phase[k] = frame;
        st = FLOAT_REST;
    }
}

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
        case 0:  // loc_3A620: $27 = 0 on the first objects frame (counter 1); not flipped
            fbz_float_bob(o, k, r, frame);
            break;
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
        case 4:
            fbz_float_drop(o, k, r, frame, flip);
            break;
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
// last frame's), but for motion 4 on its way to its dip or in it. Radius: its solid window or touch reach, whichever is
// wider, plus the circle's swing (motion 3), plus a frame of the player's
// motion (his scan reads its touch before the objects run).
int32_t kind_lazy_s3k_fbz_float(const ObjectBatch& o, size_t k, const Rules& r) {
    const uint8_t stage = o.state[k] & FLOAT_STAGE;
    if (fbz_float_motion(o, k) == 4 && (stage == FLOAT_ALIGN || stage == FLOAT_DIP)) return NOT_LAZY;
    const int32_t reach = std::max(o.cx[k], hitbox_reach(o.wr[k], r)) + LAZY_FRAME_MOVE;
    return reach + (fbz_float_motion(o, k) == 3 ? FBZ_FLOAT_CIRCLE : 0);
}
// No counters of its own.
void kind_lazy_skip_s3k_fbz_float(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// $8C: hurts
bool kind_touch_s3k_fbz_float(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
