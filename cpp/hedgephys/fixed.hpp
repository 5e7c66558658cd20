// Fixed-point numbers and hex angles (rules/terrain §1, §2).
//
// Positions are 16.16: the high word is the pixel (an unsigned 16-bit word that
// wraps at 65536), the low word the fraction. Normal motion adds speed << 8, so
// only the upper fraction byte ever changes (16.8 in effect). Speeds are int16
// in 1/256 px per frame. Every shift is arithmetic (flooring), as the 68000's
// asr; C++20 defines >> on negative values that way and GCC/Clang/MSVC always did.
#pragma once
#include <cstdint>

// Force inlining where specialising on constant arguments is the point
// (the sensor cast: each call site has its own direction and solidity).
#if defined(__GNUC__)
#define HP_ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define HP_ALWAYS_INLINE inline
#endif

namespace hp {

using Pos = uint32_t;   // 16.16 position, pixel = high word
using Speed = int16_t;  // 8.8 speed, 256 = 1 px/frame
using Angle = uint8_t;  // hex angle, 256 steps per turn, clockwise on screen

// The pixel part of a position: collision only ever looks at this (rules/terrain §1).
inline uint16_t pixel(Pos p) { return uint16_t(p >> 16); }

// position += speed << 8 (SpeedToPos / ObjectMove), wrapping like the 32-bit add.
// The shift is done unsigned: the same bits for every 16-bit speed, and no
// signed overflow for any int32 a user may write into an object's motion.
inline Pos add_speed(Pos p, int32_t speed) { return p + uint32_t(speed) * 256u; }

// A position whose pixel is set to v, the fraction kept (move.w d0,x_pos).
inline Pos with_pixel(Pos p, int32_t v) { return (uint32_t(uint16_t(v)) << 16) | (p & 0xFFFFu); }

// A pixel written back into a position keeps the fraction (e.g. y += d).
inline Pos add_pixels(Pos p, int32_t d) { return p + uint32_t(d * 65536); }

// (speed * table) >> 8: muls.w then asr.l #8 (floor, not truncation) (rules/terrain §1).
inline int32_t mul_shift8(int32_t a, int32_t b) { return (a * b) >> 8; }

// Cardinal snap (a + 0x20) & 0xC0: exact diagonals go clockwise (rules/terrain §2).
inline Angle snap(Angle a) { return Angle((a + 0x20) & 0xC0); }

// A flagged angle has bit 0 set (rules/terrain §2): only 0xFF in the original data.
inline bool flagged(Angle a) { return (a & 1) != 0; }

// Signed high byte of a speed word (floor(speed / 256)), used by snap limits.
inline int32_t high_byte(int32_t speed) { return int8_t(uint16_t(speed) >> 8); }

// cond ? a : b without a branch. For choices made by the held buttons, which
// a branch predictor cannot learn when they are random (RL rollouts, fuzzing).
inline int32_t pick(bool cond, int32_t a, int32_t b) {
    const int32_t m = -int32_t(cond);
    return (a & m) | (b & ~m);
}

// Wrap an int to int16 the way a 68000 word add does.
inline int16_t w16(int32_t v) { return int16_t(uint16_t(uint32_t(v))); }

}  // namespace hp
