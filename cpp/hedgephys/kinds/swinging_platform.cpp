// The kind swinging_platform: Sonic 1's swinging platforms (object $15,
// _incObj/15 Swinging Platforms (part 1).asm, (part 2).asm: Swing_Main,
// Swing_SetSolid, Swing_Action2, Swing_Move, Swing_Move2), hanging from
// their placed position (the anchor) on a chain of subtype & $F links and
// swinging with oscillator 6 (v_oscillate+$1A, oscillators.hpp).
//
// Every frame: not stood on (routine 2), Swing_Solid (procedure D at the old
// position: surface oy - obHeight), then Swing_Move; stood on (routine 4),
// ExitPlatform (B5), Swing_Move, MvSonicOnPtfm with d3 = obHeight + 1 (B1:
// py = oy - obHeight - 1 - hr, x by the move's delta): the carry runs even
// on the frame the player walked off. The chain's links are drawn only: not
// modelled. Sizes (the placer's, from Swing_Main): obActWid $18 and obHeight
// 8 (GHZ, MZ), $20 and $10 (SLZ); aw = width_radius, hs = height_radius.
#include <cstdlib>

#include "hedgephys/lazy_objects.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
#include "s1_ride.hpp"

namespace hp {

namespace {

// Swing_Move: the angle is oscillator 6's high byte ($00 right .. $40 down ..
// $80 left), mirrored ($80 - it) when X-flipped; Swing_Move2: the platform
// is at the anchor + radius * (cos, sin) >> 8, radius = links * 16 + 8
// (Swing_Main: objoff_3C of the platform itself).
void swing_move(ObjectBatch& o, size_t k, const Rules& r) {
    int32_t angle = osc_byte(o, k / o.count, 0x1A);
    if (o.flags[k] & OF_XFLIP) angle = 0x80 - angle;
    const int32_t radius = uint8_t(((o.subtype[k] & 0xF) << 4) + 8);
    const int32_t y = o.y0[k] + ((radius * sin_of(r.sine, uint32_t(angle))) >> 8);
    const int32_t x = o.x0[k] + ((radius * cos_of(r.sine, uint32_t(angle))) >> 8);
    set_object_x(o, k, x);
    set_object_y(o, k, y);
}

}  // namespace

SolidResult kind_update_swinging_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map;
    (void)log;
    return s1_ride(p, o, k, i, r, swing_move);  // Swing_Solid / Swing_Action2, MvSonicOnPtfm
}

// Lazy (lazy_objects.hpp) while not stood on: its place is this frame's
// table's (depth 1, x_prev 2), X within the radius of its anchor x0 (or
// where it is, before its first frame).
int32_t kind_lazy_swinging_platform(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t swing = uint8_t(((o.subtype[k] & 0xF) << 4) + 8);
    const int32_t still = std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
    return platform_reach(o, k, r) + (swing > still ? swing : still);
}

// It moves every frame with the oscillator.
int32_t kind_busy_swinging_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    (void)o;
    (void)k;
    (void)r;
    return ALWAYS_BUSY;
}

// No counters of its own while lazy: the tables give its place.
void kind_lazy_skip_swinging_platform(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
