// The original sine and arctangent tables and CalcAngle (rules/terrain §3).
#pragma once
#include <cstdint>

#include "fixed.hpp"

namespace hp {

// The table as shipped (entries 0x93 and 0xED hold -117) and the corrected one
// (-115 there) selected by the fix switch fix_sine_table.
const int16_t* sine_table(bool fixed);

inline int32_t sin_of(const int16_t* table, uint32_t a) { return table[a & 0xFF]; }
inline int32_t cos_of(const int16_t* table, uint32_t a) { return table[(a + 0x40) & 0xFF]; }

// CalcAngle / GetArcTan: direction of (x, y) with y pointing down (rules/terrain §3).
Angle calc_angle(int16_t x, int16_t y);

}  // namespace hp
