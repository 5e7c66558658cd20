// The kind moving_platform: the games' basic platforms, stationary or moving
// by their subtype, most of them in step with the global oscillators
// (oscillators.hpp), sagging a few pixels while stood on, some falling a
// while after being stood on.
//   S1 BasicPlatform (_incObj/18 Platforms.asm: Plat_Main, Plat_Solid,
//      Plat_Action2, Plat_Action, Plat_Move .type00-.type0C, Plat_Nudge);
//   S2 Obj18 (s2.asm: Obj18_Init, Obj18_TopSolid, Obj18_FullSolid,
//      Obj18_NonSolid, Obj18_Move, Obj18_Nudge);
//   S3K Obj_FloatingPlatform (s3.asm: FloatingPlatformIndex, Platform_*)
//      and Obj_LBZMovingPlatform (LBZMovingPlatformIndex: types $D, $E);
//   Sonic CD has no such object: it runs S1's routine.
// Sizes come from the constructor (the placer reads them from the subtype as
// the init routine does): aw = width_radius, hs = the surface height (S1 and
// S2 8, S3K height + 1), S2's full-solid form cx = wr + 11, hj = hr, hs = hr + 1.
//
// State: aux = the unsagged y (S1 objoff_2C, S2 obj18_y_actual), 16.16; S3K
// type $C: its own oscillator (value low word, delta high word) with the
// direction in timer. timer = the fall delay (S1 objoff_3A, S2
// obj18_delay). phase: byte 0 the motion angle (S1/S2 obAngle / angle),
// byte 1 the sag angle (S1 objoff_38, S2 obj18_y_offset, S3K $3A), byte 2
// S3K's square quadrant ($2E). ysp: the fall speed.
#include <cstdlib>

#include "hedgephys/lazy_objects.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
#include "hedgephys/sensors.hpp"

namespace hp {

namespace {

// The motions of S1 Plat_Move and S2 Obj18_Move, by type (subtype & $F).
enum PlatMotion : uint8_t {
    PM_NONE,          // S1 .type00/09, S2 Obj18_Stationary (types past the table too)
    PM_H,             // .type01 / Obj18_Horizontal.normal: x0 + (angle - $40)
    PM_H_REV,         // .type05 / .reversed: x0 + ($40 - angle)
    PM_V,             // .type02 / Obj18_Vertical.normal
    PM_V_REV,         // .type06 / .reversed
    PM_FALL_WAIT,     // .type03 / Obj18_Falling: 30 frames after being stood on, drop
    PM_FALL,          // .type04 / Obj18_Fall
    PM_BUTTON,        // .type07 / Obj18_ButtonTrigger: no buttons here, never triggers
    PM_RISE,          // .type08 / Obj18_Rise: up 2 px a frame for $200 px
    PM_V_HALF,        // .type0A / Obj18_ShortVertical.reversed: (angle - $40) / 2
    PM_V_HALF_REV,    // S2 $B Obj18_ShortVertical.normal: ($40 - angle) / 2
    PM_V_OSC,         // S1 .type0B / S2 $C altNormal: oscillator 3 - $30
    PM_V_OSC_REV,     // S1 .type0C / S2 $D altReversed: $30 - oscillator 3
};
constexpr uint8_t PLAT_S1_TYPES[16] = {PM_NONE, PM_H,    PM_V,      PM_FALL_WAIT, PM_FALL,     PM_H_REV,
                                       PM_V_REV, PM_BUTTON, PM_RISE, PM_NONE,      PM_V_HALF,   PM_V_OSC,
                                       PM_V_OSC_REV, PM_NONE, PM_NONE, PM_NONE};
constexpr uint8_t PLAT_S2_TYPES[16] = {PM_NONE,  PM_H,      PM_V,          PM_FALL_WAIT, PM_FALL,
                                       PM_H_REV, PM_V_REV,  PM_BUTTON,     PM_RISE,      PM_NONE,
                                       PM_V_HALF, PM_V_HALF_REV, PM_V_OSC, PM_V_OSC_REV, PM_NONE, PM_NONE};
// Table offsets read (oscillators.hpp: from the table's start): S1
// v_oscillate+$1A, S2 Oscillating_Data+$18 (oscillator 6's value, the motion
// angle); S1 v_oscillate+$E, S2 Oscillating_Data+$C (oscillator 3).
constexpr uint32_t PLAT_OSC_ANGLE = 0x1A, PLAT_OSC_V = 0x0E;

uint8_t phase_byte(const ObjectBatch& o, size_t k, int n) { return uint8_t(uint32_t(o.phase[k]) >> (8 * n)); }
void set_phase_byte(ObjectBatch& o, size_t k, int n, uint8_t v) {
    const uint32_t mask = 0xFFu << (8 * n);
    o.phase[k] = int32_t((uint32_t(o.phase[k]) & ~mask) | (uint32_t(v) << (8 * n)));
}
// The pixel word of a 16.16 value kept in aux (S1 objoff_2C, S2 obj18_y_actual).
uint16_t base_y(const ObjectBatch& o, size_t k) { return uint16_t(uint32_t(o.aux[k]) >> 16); }
void set_base_y(ObjectBatch& o, size_t k, int32_t v) {
    o.aux[k] = int32_t(with_pixel(uint32_t(o.aux[k]), v));
}
size_t env_of(const ObjectBatch& o, size_t k) { return k / o.count; }
bool full_solid(const Rules& r, const ObjectBatch& o, size_t k) { return r.s2() && (o.subtype[k] & 0x80); }

// The sag while stood on: S1 Plat_Solid / Plat_Action2, S2 Obj18_TopSolid
// .sag, S3K Platform_Stationary: 4 a frame up to $40, back down by 4.
void sag_step(ObjectBatch& o, size_t k) {
    const uint8_t sag = phase_byte(o, k, 1);
    if (o.standing[k]) {
        if (sag != 0x40) set_phase_byte(o, k, 1, uint8_t(sag + 4));
    } else if (sag) {
        set_phase_byte(o, k, 1, uint8_t(sag - 4));
    }
}
// S1 Plat_Nudge, S2 Obj18_Nudge: y = base + sin(sag) * $400 >> 16 (0..4 px).
void nudge(ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t s = sin_of(r.sine, phase_byte(o, k, 1));
    set_object_y(o, k, base_y(o, k) + ((s * 0x400) >> 16));
}

// The platform's type (S1/S2): its subtype's, or what its routine changed it to.
uint8_t s12_motion(const ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] == PLAT_DROPPING || o.state[k] == PLAT_FALLING) return PM_FALL;  // type 3 + 1
    if (o.state[k] == PLAT_STOPPED) return PM_NONE;                                  // type 8 cleared
    return (r.s2() ? PLAT_S2_TYPES : PLAT_S1_TYPES)[o.subtype[k] & 0xF];
}

// S1 .type04 / S2 Obj18_Fall: when the 32-frame delay runs out the rider is
// dropped (in the air, off the object, with the platform's speed) and the
// platform stops being solid; it falls with gravity $38 and is deleted below
// the level's bottom (S1 v_limitbtm2 + $E0, S2 Camera_Max_Y_pos + $120; only
// with a camera: without one it falls for ever).
// The rider dropped when the fall delay runs out (S1 btst #3,obStatus; S2
// bclr #p1_standing_bit; S3K sub_2408A): in the air, off the object, with
// the platform's Y speed; it is no longer solid from the next frame.
void drop_rider(Player& p, ObjectBatch& o, size_t k) {
    if (o.standing[k]) {
        o.standing[k] = 0;
        p.on_object = -1;
        if (!p.airborne) p.events |= EV_LEFT_GROUND;
        p.airborne = 1;
        p.ysp = o.ysp[k];
    }
    o.state[k] = PLAT_FALLING;
}

void s12_fall(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (o.timer[k] != 0 && --o.timer[k] == 0) drop_rider(p, o, k);
    o.aux[k] = int32_t(uint32_t(o.aux[k]) + uint32_t(int32_t(o.ysp[k]) * 256));
    o.ysp[k] = int16_t(o.ysp[k] + 0x38);
    const uint16_t bottom = uint16_t(r.cam_max_y + (r.s2() ? 0x120 : 0xE0));
    if (r.bounds && base_y(o, k) > bottom) o.present[k] = 0;  // bhs keeps it: unsigned
}

// S1 Plat_Move / S2 Obj18_Move.
void s12_move(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const uint8_t motion = s12_motion(o, k, r);
    const int32_t x0 = o.x0[k], y0 = o.y0[k];
    const uint8_t angle = phase_byte(o, k, 0);
    const uint8_t osc = osc_byte(o, env_of(o, k), PLAT_OSC_V);
    switch (motion) {
        case PM_H: set_object_x(o, k, x0 + int8_t(angle - 0x40)); break;
        case PM_H_REV: set_object_x(o, k, x0 + int8_t(0x40 - angle)); break;
        case PM_V: set_base_y(o, k, y0 + int8_t(angle - 0x40)); break;
        case PM_V_REV: set_base_y(o, k, y0 + int8_t(0x40 - angle)); break;
        case PM_V_HALF: set_base_y(o, k, y0 + (int8_t(angle - 0x40) >> 1)); break;
        case PM_V_HALF_REV: set_base_y(o, k, y0 + (int8_t(0x40 - angle) >> 1)); break;
        case PM_V_OSC: set_base_y(o, k, y0 + int8_t(osc - 0x30)); break;
        case PM_V_OSC_REV: set_base_y(o, k, y0 + int8_t(0x30 - osc)); break;
        case PM_FALL_WAIT:
            if (o.timer[k] == 0) {
                if (o.standing[k]) o.timer[k] = 30;
            } else if (--o.timer[k] == 0) {
                o.timer[k] = 32;
                o.state[k] = PLAT_DROPPING;
            }
            return;
        case PM_FALL: s12_fall(p, o, k, r); return;
        case PM_RISE:
            set_base_y(o, k, base_y(o, k) - 2);
            if (uint16_t(y0 - 0x200) == base_y(o, k)) o.state[k] = PLAT_STOPPED;
            return;
        default: return;  // PM_NONE, PM_BUTTON: no motion, the angle is kept
    }
    // S1 .chgmotion / S2 Obj18_UpdateAngle: the angle the next frame moves by.
    set_phase_byte(o, k, 0, osc_byte(o, env_of(o, k), PLAT_OSC_ANGLE));
}

// S1 BasicPlatform: routine 2 (Plat_Solid: landing, then the move) or 4
// (Plat_Action2: walking off, the move, then the carry, which runs even on
// the frame the player walked off or was dropped: MvSonicOnPtfm2 follows
// ExitPlatform unconditionally) or 8 (Plat_Action: falling, no solidity).
SolidResult s1_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    SolidResult res;
    if (o.state[k] == PLAT_FALLING) {
        s12_move(p, o, k, r);
        nudge(o, k, r);
        return res;
    }
    const bool stood = o.standing[k];
    sag_step(o, k);
    if (!stood) {
        res = platform_object(p, o, k, i, r);  // D1 at the old position
    } else {
        // ExitPlatform (B5), with the platform's width as D1's (Q8 fix: + 11).
        const int32_t w = platform_reach(o, k, r);
        if (p.airborne || !within_standing(pixel(p.x) - pixel(o.x[k]) + w, w)) leave(p, o, k, r);
    }
    s12_move(p, o, k, r);
    nudge(o, k, r);
    if (stood) platform_carry(p, o, k, r);  // B3 with the X delta of the move
    return res;
}

// S2 Obj18: the move first, then PlatformObject (D) or, subtype bit 7,
// SolidObject (A) at the new position; Obj18_NonSolid once falling.
SolidResult s2_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    // The routine (TopSolid / FullSolid or NonSolid) is chosen at the start:
    // on the frame the platform drops its rider, it is still solid.
    const bool solid = o.state[k] != PLAT_FALLING;
    if (solid) sag_step(o, k);
    s12_move(p, o, k, r);
    nudge(o, k, r);
    if (!solid) return {};
    if (full_solid(r, o, k)) return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    return platform_object(p, o, k, i, r);
}

// ---- S3K Obj_FloatingPlatform ----
// Oscillator offsets (Oscillating_table+): types 1-6 read $0A (64 px) or
// $1E (128 px); the squares (types 8-11) the value byte and the delta word
// of oscillators 10-13.
constexpr uint32_t FP_OSC_64 = 0x0A, FP_OSC_128 = 0x1E, FP_SQUARE = 0x2A;

// sub_23ED4: x = x0 + d0, mirrored (range - d0) when X-flipped.
void fp_horizontal(ObjectBatch& o, size_t k, int32_t range, int32_t d0) {
    if (o.flags[k] & OF_XFLIP) d0 = range - d0;
    set_object_x(o, k, o.x0[k] + d0);
}
// loc_23F02: y = y0 - d0, mirrored when X-flipped.
void fp_vertical(ObjectBatch& o, size_t k, int32_t range, int32_t d0) {
    if (o.flags[k] & OF_XFLIP) d0 = range - d0;
    set_object_y(o, k, o.y0[k] - d0);
}

// Platform_Square*: one side of a square per half swing of its oscillator;
// the quadrant advances when the oscillator's delta is 0 (loc_241AE).
void fp_square(ObjectBatch& o, size_t k, int n) {
    const size_t env = env_of(o, k);
    const int32_t half = (32 + 64 * n) / 2;
    int32_t d0 = osc_byte(o, env, FP_SQUARE + 4 * uint32_t(n));
    if (n == 0) d0 >>= 1;
    if (osc_word(o, env, FP_SQUARE + 2 + 4 * uint32_t(n)) == 0)
        set_phase_byte(o, k, 2, uint8_t((phase_byte(o, k, 2) + 1) & 3));
    const int32_t x0 = o.x0[k], y0 = o.y0[k];
    switch (phase_byte(o, k, 2) & 3) {
        case 0: set_object_x(o, k, x0 + d0 - half); set_object_y(o, k, y0 - half); break;
        case 1: set_object_y(o, k, y0 - (d0 - (half - 1))); set_object_x(o, k, x0 + half); break;
        case 2: set_object_x(o, k, x0 - (d0 - (half - 1))); set_object_y(o, k, y0 + half); break;
        default: set_object_y(o, k, y0 + d0 - half); set_object_x(o, k, x0 - half); break;
    }
}

// Platform_Horizontal256: its own oscillator, delta +-4 a frame, turning
// where the value's high byte reaches $7F.
void fp_horizontal256(ObjectBatch& o, size_t k) {
    uint16_t value = uint16_t(o.aux[k]), delta = uint16_t(uint32_t(o.aux[k]) >> 16);
    if (o.timer[k] == 0) {
        delta = uint16_t(delta + 4);
        value = uint16_t(value + delta);
        if (!(0x7F > (value >> 8))) o.timer[k] = 1;
    } else {
        delta = uint16_t(delta - 4);
        value = uint16_t(value + delta);
        if (!(0x7F <= (value >> 8))) o.timer[k] = 0;
    }
    o.aux[k] = int32_t(uint32_t(value) | (uint32_t(delta) << 16));
    fp_horizontal(o, k, 0x7F, value >> 8);
}

// Platform_Rising (type 7): still until stood on ($3C, kept in timer, set;
// y_radius $C), then MoveSprite2 rising, 8 more up a frame until $80 above
// its start; ObjCheckCeilingDist (an upward cast on layer A's LRB bits from
// y - $C) stops it against a ceiling (pushed out, speed 0, waiting again);
// a rider whose own check (sub_10BA2: a downward cast from his y - 4 on his
// layer's LRB bits) finds him inside the terrain is killed (crushed).
void fp_rising(Player& p, ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    if (o.timer[k] == 0) {
        if (o.standing[k]) o.timer[k] = 1;
        return;
    }
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    if (!(uint16_t(o.y0[k] - 0x80) >= pixel(o.y[k]))) o.ysp[k] = int16_t(o.ysp[k] - 8);
    Angle a = 0;
    const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) - 0xC), CAST_UP, SOLID_LRB, 0,
                           r.traits.cd_floor, &a).distance;
    if (d < 0) {
        set_object_y(o, k, pixel(o.y[k]) - d);
        o.timer[k] = 0;
        o.ysp[k] = 0;
        return;
    }
    if (o.standing[k] && !p.crushed && !p.dead &&
        cast(map, pixel(p.x), uint16_t(pixel(p.y) - 4), CAST_DOWN, SOLID_LRB, p.layer, r.traits.cd_floor, &a)
                .distance < 0)
        crush(p, o, k, r);  // Kill_Character
}

// Obj_FloatingPlatform's init (the square's starting direction: bit 0 of
// its quadrant, from the status, flips when its oscillator is swinging back).
void s3k_init(ObjectBatch& o, size_t k) {
    uint8_t quad = uint8_t((o.flags[k] & OF_XFLIP ? 1 : 0) | (o.flags[k] & OF_YFLIP ? 2 : 0));
    const uint32_t type = o.subtype[k] & 0xF;
    if (type >= 8 && type < 12 && int16_t(osc_word(o, env_of(o, k), FP_SQUARE + 2 + 4 * (type - 8))) < 0)
        quad ^= 1;
    set_phase_byte(o, k, 2, quad);
}

// Launch Base's falling types (LBZMovingPlatformIndex $D and $E; the
// floating platform's table ends at $C). Platform_FallingDelayed: from a
// frame it is stood on, 30 frames, then Platform_Falling with a count of 32
// (state dropping). Platform_Falling: when its count runs out it drops its
// rider (sub_2408A: also routine 2) and turns into
// Obj_FallingPlatformIntangible (state falling: no solid routine); each
// frame it falls (16.16 y += y_vel << 8, then y_vel + $38) and is moved to
// x $7F00 (gone) below Camera_max_Y_pos + $120 (with level bounds only).
void fp_falling_delayed(ObjectBatch& o, size_t k) {
    if (o.timer[k] == 0) {
        if (o.standing[k]) o.timer[k] = 30;  // status & $18: the standing bits
    } else if (--o.timer[k] == 0) {
        o.timer[k] = 32;
        o.state[k] = PLAT_DROPPING;  // addq.b #2,subtype: the next type
    }
}
void fp_fall(ObjectBatch& o, size_t k, const Rules& r) {
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    o.ysp[k] = int16_t(o.ysp[k] + 0x38);
    if (r.bounds && uint16_t(r.cam_max_y + 0x120) < pixel(o.y[k])) o.present[k] = 0;  // bhs keeps it
}
void fp_falling(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (o.timer[k] != 0 && --o.timer[k] == 0) {
        if (o.standing[k]) p.hurt = 0;  // move.b #2,routine(a1)
        drop_rider(p, o, k);
    }
    fp_fall(o, k, r);
}

// loc_244EA (LBZ loc_23DE8): the type's move, then SolidObjectTop (D) at the
// new position; once intangible, only the fall.
SolidResult s3k_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, const TileMap& map) {
    if (o.state[k] == PLAT_FALLING) {
        fp_fall(o, k, r);
        return {};
    }
    const size_t env = env_of(o, k);
    const int32_t a64 = osc_byte(o, env, FP_OSC_64), a128 = osc_byte(o, env, FP_OSC_128);
    switch (o.state[k] == PLAT_DROPPING ? 14 : o.subtype[k] & 0xF) {
        case 0:  // Platform_Stationary: the sag, y = y0 + sin >> 6
            sag_step(o, k);
            set_object_y(o, k, o.y0[k] + (sin_of(r.sine, phase_byte(o, k, 1)) >> 6));
            break;
        case 1: fp_horizontal(o, k, 64, a64); break;    // Platform_Horizontal64
        case 2: fp_horizontal(o, k, 128, a128); break;  // Platform_Horizontal128
        case 3: fp_vertical(o, k, 64, a64); break;      // Platform_Vertical64
        case 4: fp_vertical(o, k, 128, a128); break;    // Platform_Vertical128
        case 5:                                         // Platform_DiagonalUp
            fp_horizontal(o, k, 128, a128);
            fp_vertical(o, k, 64, a128 >> 1);
            break;
        case 6:  // Platform_DiagonalDown
            fp_horizontal(o, k, 128, 128 - a128);
            fp_vertical(o, k, 64, a128 >> 1);
            break;
        case 8: case 9: case 10: case 11: fp_square(o, k, int(o.subtype[k] & 0xF) - 8); break;
        case 7: fp_rising(p, o, k, r, map); break;
        case 12: fp_horizontal256(o, k); break;
        case 13: fp_falling_delayed(o, k); break;  // Launch Base's only
        case 14: fp_falling(p, o, k, r); break;
        default: break;  // past the table
    }
    return platform_object(p, o, k, i, r);
}

// The init routines (S1 Plat_Main, S2 Obj18_Init, S3K Obj_FloatingPlatform):
// the base y is the placed y, the motion angle $80; each falls through into
// its first frame.
void platform_init(ObjectBatch& o, size_t k, const Rules& r) {
    o.aux[k] = int32_t(uint32_t(o.y0[k]) << 16);
    o.phase[k] = 0x80;
    o.timer[k] = 0;
    o.ysp[k] = 0;
    if (r.s3k()) {
        o.aux[k] = 0;  // type $C's oscillator
        s3k_init(o, k);
    }
    o.state[k] = PLAT_ACTIVE;
}

bool platform_moves(const ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] == PLAT_NEW || o.state[k] == PLAT_FALLING || o.state[k] == PLAT_DROPPING) return true;
    if (o.timer[k] != 0 || phase_byte(o, k, 1) != 0) return true;  // counting down, sagged
    if (r.s3k()) {
        const int type = o.subtype[k] & 0xF;
        return type != 0 && type != 7 && type != 13 && type < 15;  // 7 rising, 13: timer set (above)
    }
    const uint8_t m = s12_motion(o, k, r);
    return m != PM_NONE && m != PM_BUTTON && m != PM_FALL_WAIT;
}

// The window of its routine (D1.2, or A2 for S2's full-solid form).
int32_t platform_window(const ObjectBatch& o, size_t k, const Rules& r) {
    return full_solid(r, o, k) ? o.cx[k] : platform_reach(o, k, r);
}

}  // namespace

SolidResult kind_update_moving_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)log;
    if (o.state[k] == PLAT_NEW) platform_init(o, k, r);
    if (r.s3k()) return s3k_platform(p, o, k, i, r, map);
    if (r.s2()) return s2_platform(p, o, k, i, r);
    return s1_platform(p, o, k, i, r);
}

// Busy while it moves, counts or sags; else the window of its routine.
int32_t kind_busy_moving_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (platform_moves(o, k, r)) return ALWAYS_BUSY;
    return platform_window(o, k, r);
}

// Lazy (lazy_objects.hpp) while it only rides its oscillator: active, not
// counting (timer 0: S1/S2 fall delay, S3K type 7's and $C's own state),
// not sagged (the sag and its nudge follow the player), a motion read from
// the table alone: S1/S2 types 1, 2, 5, 6, $A-$D (their angle byte is the
// previous frame's table: depth 2, x_prev 3), S3K types 1-6 (this frame's
// table). Its X is x0 plus a signed byte (S1/S2) or x0 plus 0..255 or
// range - (0..255) (S3K), else it stays where it is.
int32_t kind_lazy_moving_platform(const ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] != PLAT_ACTIVE || o.timer[k] != 0 || phase_byte(o, k, 1) != 0) return NOT_LAZY;
    const int32_t still = std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
    int32_t swing = 0;
    if (r.s3k()) {
        const int type = o.subtype[k] & 0xF;
        if (type < 1 || type > 6) return NOT_LAZY;
        if (type != 3 && type != 4) swing = 0xFF;  // 3, 4: vertical only
    } else {
        switch (s12_motion(o, k, r)) {
            case PM_H: case PM_H_REV: swing = 0x80; break;
            case PM_V: case PM_V_REV: case PM_V_HALF: case PM_V_HALF_REV: case PM_V_OSC: case PM_V_OSC_REV:
                break;
            default: return NOT_LAZY;
        }
    }
    return platform_window(o, k, r) + (swing > still ? swing : still);
}

// No counters of its own while lazy: the tables give its place.
void kind_lazy_skip_moving_platform(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
