// The kind s1_spin_platform: Scrap Brain's spinning platforms, S1 object $69
// `SpinPlatform` with a subtype of $80 or more (_incObj/69 SBZ Spinning
// Platforms.asm: Spin_Main, Spin_Spinner; _anim/SBZ Spinning Platforms.asm:
// Ani_Spin .spin1 / .spin2), a solid box that spins (and is not solid while it
// does) by the level frame counter (oscillators.hpp OSC_LEVEL_FRAME).
// docs/kinds/s1_timed.md. The trapdoors (subtypes below $80, Spin_Trapdoor)
// run a timer of their own from their loading: not this kind.
//
// Spin_Main: the wait T = (subtype & $F) * 6, the mask objoff_36 =
// ((subtype & $70) + $10) * 4 - 1, the animation .spin1 (a spin right away).
// Spin_Spinner, every frame: a counter AND the mask of 0 sets the flag
// objoff_34; while it is set the timer counts down from T, and when it passes
// 0 the flag is cleared, the timer set back to T and the animation flipped
// (.spin1 / .spin2, the same script): a spin starts T frames after each such
// counter, as long as T is less than the gap between two of them (the
// constructor refuses other subtypes). The script shows each of its 17
// entries for 2 frames, then holds the last; SolidObject (d1 $1B, d2 7, d3 8)
// runs only while the mapping frame (entry AND $1F) is 0: a spin's frames
// 0-1, 16-17 and from 32 on. Not solid: a rider's on-object bit and its own
// standing bit cleared (.notsolid2), nothing else.
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"

namespace hp {

namespace {

// The frames since the spin now showing started, with the object loaded on
// the act's first frame (counter 1): the load's own spin, or the last
// counter c0 >= 1 with c0 AND the mask = 0, plus T, at or before `counter`.
uint32_t spin_age(uint8_t subtype, uint16_t counter) {
    const uint32_t wait = uint32_t(subtype & 0xF) * 6;
    const uint32_t mask = ((uint32_t(subtype & 0x70) + 0x10) << 2) - 1;
    if (counter < wait + 1) return uint32_t(counter) - 1;  // the spin begun at loading
    uint32_t c = uint32_t(counter) - wait;  // the latest c0 <= c with no bit of the mask
    if (c & mask) {
        uint32_t b = 31;
        while (!((c & mask) >> b & 1)) --b;  // the highest mask bit set in c: cleared,
        c = (c & ~((2u << b) - 1)) | (((1u << b) - 1) & ~mask);  // the bits below it all but the mask's
    }
    if (c == 0) return uint32_t(counter) - 1;  // none yet
    return uint32_t(counter) - (c + wait);
}

}  // namespace

// Whether its SolidObject runs on this frame (the mapping frame shown is 0).
bool s1_spin_solid(const ObjectBatch& o, size_t k) {
    const uint32_t age = spin_age(o.subtype[k], osc_level_frame(o, k / o.count));
    return age < 2 || (age >= 16 && age < 18) || age >= 32;
}

SolidResult kind_update_s1_spin_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (s1_spin_solid(o, k)) return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (o.standing[k]) {  // Spin_Spinner .notsolid2: bclr #3 of both
        p.on_object = -1;
        o.standing[k] = 0;
    }
    return {};
}

// SolidObject's window (A2, cx); a rider keeps it busy (docs/objects.md).
int32_t kind_busy_s1_spin_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];
}

}  // namespace hp
