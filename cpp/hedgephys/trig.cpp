#include "trig.hpp"

namespace hp {
namespace {
#include "trig_tables.inc"

struct FixedSine {
    int16_t v[256];
    constexpr FixedSine() : v() {
        for (int i = 0; i < 256; ++i) v[i] = SINE_TABLE[i];
        // The clean value trunc(256 sin) at the two data errors (rules/terrain §3).
        v[0x93] = -115;
        v[0xED] = -115;
    }
};
constexpr FixedSine FIXED_SINE{};
}  // namespace

const int16_t* sine_table(bool fixed) { return fixed ? FIXED_SINE.v : SINE_TABLE; }

// CalcAngle, step by step as rules/terrain §3 gives it.
Angle calc_angle(int16_t x, int16_t y) {
    if (x == 0 && y == 0) return 0x40;                      // step 1
    uint32_t ax = uint16_t(x < 0 ? -int32_t(x) : x);        // step 2 (|-32768| = 32768)
    uint32_t ay = uint16_t(y < 0 ? -int32_t(y) : y);
    int32_t r;
    if (ay < ax) r = ATAN_TABLE[(ay << 8) / ax];            // step 3, quotient 0..255
    else r = 0x40 - ATAN_TABLE[(ax << 8) / ay];             // quotient 0..256
    if (x < 0) r = 0x80 - r;                                // step 4
    if (y < 0) r = 0x100 - r;                               // step 5
    return Angle(r & 0xFF);                                 // step 6
}

}  // namespace hp
