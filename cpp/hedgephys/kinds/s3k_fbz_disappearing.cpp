// Flying Battery's disappearing platforms (issue 18): SK Set 1 $79
// `Obj_FBZDisappearingPlatform`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm), its animation in the checkout's
// Levels/FBZ/Misc Object Data/Anim - Disappearing Platform.asm.
// docs/kinds/s3k_fbz.md.
//
// Init: mapping frame 2 (retracted), the mask $32 = word_3BAAA[(subtype & $C)
// >> 2] ($7F, $FF, $1FF, $3FF) and the offset $30 = ((mask + 1) >> 4) *
// (subtype >> 4); on into loc_3BB08 the same frame. loc_3BB08 (waiting:
// no solid routine) each frame tests (Level_frame_counter + $30) & mask;
// at 0 (loc_3BB1C) it starts animation subtype & 3 and runs loc_3BB34 that
// frame. loc_3BB34 each frame: Animate_SpriteIrregularDelay over
// byte_3BBA2.. (frame 1 for 5, frame 0 for D = $3C, $78, $B4 or $F0, frame 1
// for 5, then $FC: routine + 2); while mapping frame 0 shows,
// SolidObjectTop (d1 = $1B, d3 = $11: the kind's aw, hs); else sub_3BB86
// drops a player its standing bit holds (the bit cleared, he is airborne
// and off the object) and, after the $FC, it waits again (frame 2). From the
// run T that starts it: runs T..T+5 frame 1, T+6..T+6+D frame 0 (solid),
// T+7+D..T+12+D frame 1, T+13+D the $FC (frame 1), and from T+14+D it waits
// for the next counter that passes the test: T + P, P the first multiple of
// mask + 1 not below 14 + D.
//
// Phase: the counter's own, but the game starts the wait when the camera
// loads it; hedgephys loads it on the act's first frame (counter 1), so its
// first start is the first counter T0 >= 1 passing the test, and every later
// one is T0 + n * P (P divides 65536: the counter's wrap keeps the beat). A
// pure function of the counter: nothing to keep. Where the beat itself already
// waits on every counter below T0 (T0 - 1 <= P - 14 - D: every subtype of the
// real layouts), that is all; otherwise counters below T0 wait as its first
// pass does, which after the 16-bit counter's wrap (65536 frames) differs
// from the game's beat: not modelled.
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr uint16_t FBZ_VANISH_MASKS[4] = {0x7F, 0xFF, 0x1FF, 0x3FF};  // word_3BAAA
constexpr int32_t FBZ_VANISH_SHOWN[4] = {0x3C, 0x78, 0xB4, 0xF0};     // byte_3BBA2.. frame 0's delay
constexpr int32_t FBZ_VANISH_RISE = 6;      // frame 1 for 5, then frame 0 from the 6th run on
constexpr int32_t FBZ_VANISH_SETTLE = 14;   // runs T..T+13+D animate; the wait tests from T+14+D

enum FbzVanishPhase : uint8_t { FBZ_VANISH_WAITING, FBZ_VANISH_HIDDEN, FBZ_VANISH_SOLID };

uint16_t fbz_vanish_mask(const ObjectBatch& o, size_t k) { return FBZ_VANISH_MASKS[(o.subtype[k] & 0xC) >> 2]; }

// T0: the first counter >= 1 with (T0 + $30) & mask = 0.
uint16_t fbz_vanish_first(const ObjectBatch& o, size_t k) {
    const uint16_t mask = fbz_vanish_mask(o, k);
    const uint16_t offset = uint16_t(((mask + 1) >> 4) * (o.subtype[k] >> 4));
    const uint16_t first = uint16_t(-offset) & mask;
    return first == 0 ? uint16_t(mask + 1) : first;
}

FbzVanishPhase fbz_vanish_phase(const ObjectBatch& o, size_t k, uint16_t c) {
    const uint8_t s = o.subtype[k];
    const uint16_t mask = fbz_vanish_mask(o, k), first = fbz_vanish_first(o, k);
    const int32_t shown = FBZ_VANISH_SHOWN[s & 3];
    int32_t period = mask + 1;
    while (period < FBZ_VANISH_SETTLE + shown) period += mask + 1;
    // before T0, waiting; the beat says so too unless T0 - 1 > P - 14 - D
    if (c < first && first - 1 > period - FBZ_VANISH_SETTLE - shown) return FBZ_VANISH_WAITING;
    const int32_t t = uint16_t(c - first) % period;  // period divides 65536 (1 or 2 times mask + 1)
    if (t >= FBZ_VANISH_SETTLE + shown) return FBZ_VANISH_WAITING;
    return t >= FBZ_VANISH_RISE && t <= FBZ_VANISH_RISE + shown ? FBZ_VANISH_SOLID : FBZ_VANISH_HIDDEN;
}

}  // namespace

// ---- the kind s3k_fbz_disappearing (object_kinds.hpp): loc_3BB08 / loc_3BB34 ----
SolidResult kind_update_s3k_fbz_disappearing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                             const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const FbzVanishPhase ph = fbz_vanish_phase(o, k, osc_level_frame(o, k / o.count));
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos: it never moves
    if (ph == FBZ_VANISH_SOLID) return platform_object(p, o, k, i, r);
    if (ph == FBZ_VANISH_HIDDEN && o.standing[k]) leave(p, o, k, r);  // sub_3BB86
    return {};
}

// SolidObjectTop's window (a rider keeps it busy: broad_phase.cpp); the
// drop only concerns a rider.
int32_t kind_busy_s3k_fbz_disappearing(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return platform_reach(o, k, r);
}

}  // namespace hp
