// The kind s1_vanish_platform: Scrap Brain's vanishing platforms, S1 object
// $6C `VanishPlatform` (_incObj/6C SBZ Vanishing Platforms.asm: VanP_Main,
// loc_16068, VanP_Vanish / VanP_Appear; _anim/SBZ Vanishing Platforms.asm:
// Ani_Van), a jump-through platform that is solid or not by the level frame
// counter (oscillators.hpp OSC_LEVEL_FRAME). docs/kinds/s1_timed.md.
//
// VanP_Main: d1 = ((subtype & $F) + 1) * $80; the timer and its length
// d1 - 1; objoff_36 = ((subtype & $F0) * (d1 + $80)) >> 8; the mask objoff_38
// = d1 + $7F. loc_16068 (routine 6, not solid) waits for the first frame
// whose v_framecount - objoff_36 AND the mask is 0 (the sync); from then on
// VanP_Vanish / VanP_Appear count the timer down every frame: when it passes
// 0 the animation flips (to "appear" with the timer 127, to "vanish" with
// the timer d1 - 1). Ani_Van shows each of its four mapping frames for 8
// frames (appear 3, 2, 1, 0; vanish 0, 1, 2, 3, then holding the last): the
// platform is solid while the frame shown has bit 1 clear (0 or 1). So, with
// the object loaded on the act's first frame (counter 1) and s the sync's
// frame: not solid before s; from s for d1 - 1 frames the vanish animation
// begun at loading goes on (solid while fewer than 16 frames since loading);
// then cycles of d1 + $80 frames: appear (solid from its 16th frame for the
// rest of its 128), vanish (solid for its first 16 frames).
//
// Solid: PlatformObject (routine 2) or, stood on (routine 4), ExitPlatform
// and MvSonicOnPtfm2 (s1_ride.hpp, no move): obActWid $10, the surface 8 px
// above the centre. Not solid: a rider's on-object bit and its own standing
// bit cleared (routine 2), nothing else (the player keeps his air bit).
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
#include "s1_ride.hpp"

namespace hp {

namespace {

struct VanpTiming {
    uint32_t d1, offset, mask;
};

VanpTiming vanp_timing(uint8_t subtype) {
    const uint32_t d1 = (uint32_t(subtype & 0xF) + 1) << 7;                 // VanP_Main
    return {d1, ((subtype & 0xF0u) * (d1 + 0x80)) >> 8, d1 + 0x7F};
}

// The first frame (1-based, counter 1 on the act's first frame) whose counter
// c has (c - offset) AND mask = 0: the smallest x >= a = (1 - offset) mod 64 Ki
// with no bit of the mask (the frame 1 + x - a), else x = 0 after the wrap.
uint32_t vanp_sync(const VanpTiming& v) {
    const uint32_t a = (1u - v.offset) & 0xFFFFu;
    uint32_t x = a;
    while (x <= 0xFFFFu && (x & v.mask)) {
        uint32_t b = 31;
        while (!((x & v.mask) >> b)) --b;  // the highest bit of the mask set in x
        x = ((x >> b) + 1) << b;          // cleared below it, carried up
    }
    return x > 0xFFFFu ? 0x10001u - a : 1 + x - a;
}

}  // namespace

// Whether object k's platform is solid on this frame: the mapping frame its
// routine leaves has bit 1 clear (module comment). A pure function of the
// counter (the broad phase may skip it while the player is away), read as
// the frames since the act began: past 65,535 the word wraps and it waits
// for its sync again, as one the game loads then would.
bool s1_vanish_solid(const ObjectBatch& o, size_t k) {
    const uint16_t counter = osc_level_frame(o, k / o.count);
    const VanpTiming v = vanp_timing(o.subtype[k]);
    const uint32_t s = vanp_sync(v);
    if (counter < s) return false;                    // loc_16068: still waiting
    const uint32_t t = counter - s;
    if (t < v.d1 - 1) return counter - 1 < 16;        // the vanish animation begun at loading
    const uint32_t u = (t - (v.d1 - 1)) % (v.d1 + 0x80);
    return u < 0x80 ? u >= 16 : u - 0x80 < 16;        // appear, then vanish
}

SolidResult kind_update_s1_vanish_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (s1_vanish_solid(o, k)) return s1_ride(p, o, k, i, r, [](ObjectBatch&, size_t, const Rules&) {});
    if (o.standing[k]) {  // VanP_Vanish .notsolid: bclr #3 of both, routine 2
        p.on_object = -1;
        o.standing[k] = 0;
    }
    return {};
}

// PlatformObject's window (D1.2); a rider keeps it busy (docs/objects.md).
int32_t kind_busy_s1_vanish_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return platform_reach(o, k, r);
}

}  // namespace hp
