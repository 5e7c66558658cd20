// The barriers that rise while a player is near them (issue 18): S2 Obj2D
// `Barrier` (s2.asm Obj2D_Init, Obj2D_Main, Obj2D_CheckCharacter): Chemical
// Plant, Hill Top, Metropolis, Wing Fortress and Death Egg. A solid block
// (SolidObject: d1 = width_pixels + $B, d2 = $20, d3 = $21: the kind's cx,
// hj, hs; width_pixels $C in Metropolis, else 8) that rises 8 px a frame, up
// to $40, while a player is in a window beside it, and sinks back 8 px a
// frame otherwise. docs/kinds/s2.md "The rising barriers".
//
// State: timer the offset word objoff_30 (0..$40), aux routine_secondary
// (1: it saw a player in its window last frame, which widens the window).
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t BARRIER_TOP = 0x40;     // cmpi.w #$40,objoff_30(a0)
constexpr int32_t BARRIER_STEP = 8;       // addq.w / subq.w #8,objoff_30(a0)
constexpr int32_t BARRIER_REACH = 0x200;  // Obj2D_Init: x - $200 (x + $200 x-flipped)
constexpr int32_t BARRIER_BACK = 0x18;    // x + $18 (x - $18 x-flipped) behind it
constexpr int32_t BARRIER_HALF_Y = 0x20;  // Obj2D_Main: objoff_32 -/+ $20

// Obj2D_CheckCharacter with Obj2D_Main's rectangle: x from d2 (signed
// compare) to d3 (unsigned, excluded), y within placed y -/+ $20 (unsigned).
bool barrier_sees(const Player& p, const ObjectBatch& o, size_t k) {
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    const bool rising = o.aux[k] != 0;
    const uint16_t x = uint16_t(pixel(o.x[k])), x0 = o.x0[k];
    // objoff_38 / objoff_3A of Obj2D_Init, from its placed x
    const uint16_t left = flip ? uint16_t(x0 - BARRIER_BACK) : uint16_t(x0 - BARRIER_REACH);
    const uint16_t right = flip ? uint16_t(x0 + BARRIER_REACH) : uint16_t(x0 + BARRIER_BACK);
    const uint16_t d2 = flip && !rising ? x : left;
    const uint16_t d3 = !flip && !rising ? x : right;
    const uint16_t px = uint16_t(pixel(p.x)), py = uint16_t(pixel(p.y));
    if (int16_t(px) < int16_t(d2) || px >= d3) return false;
    return py >= uint16_t(o.y0[k] - BARRIER_HALF_Y) && py < uint16_t(o.y0[k] + BARRIER_HALF_Y);
}

}  // namespace

// ---- the kind s2_barrier (object_kinds.hpp) ----
SolidResult kind_update_s2_barrier(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                   const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.aux[k] = barrier_sees(p, o, k) ? 1 : 0;  // routine_secondary 0, then 2 if seen
    if (o.aux[k] && o.timer[k] != BARRIER_TOP) o.timer[k] += BARRIER_STEP;
    else if (!o.aux[k] && o.timer[k] != 0) o.timer[k] -= BARRIER_STEP;
    set_object_y(o, k, o.y0[k] - o.timer[k]);  // objoff_32 - objoff_30
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // d4 = x_pos: it never moves across
}

// Rising or not yet back down: busy; else its window (reach $200) or A2
// (cx). The window is [d2, d3) only where both ends lie in 0 .. $7FFF (d2
// is compared signed, d3 unsigned): placed nearer the word's wrap (x0 under
// $200 or past $7DFF), it can take in the whole map: busy (h-lrz2: found by
// tests/test_objects_properties.py with a barrier at x -223).
int32_t kind_busy_s2_barrier(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.aux[k] || o.timer[k]) return ALWAYS_BUSY;
    const uint16_t x0 = o.x0[k];
    if (x0 < BARRIER_REACH || x0 > 0x7FFF - BARRIER_REACH) return ALWAYS_BUSY;
    return o.cx[k] > BARRIER_REACH ? o.cx[k] : BARRIER_REACH;
}

}  // namespace hp
