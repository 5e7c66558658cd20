// Death Egg's lightning (issue 18): SK Set 2 $52 `Obj_DEZLightning`, read in
// sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm), a
// still hurt box that strikes on a timer of its own. docs/kinds/s3k_sk_timed.md.
//
// Init: collision_flags $9F (hurt, Touch_Sizes $1F: 4 x 24 radii), then on
// into loc_478BE / loc_478CC, which start a strike: the word $30 = the
// subtype, and anim / prev_anim = 0 / 1, so Animate_Sprite (the same frame,
// loc_478E2) restarts Ani_DEZLightning's one script (delay 1: each entry
// shows 2 frames): mapping frames 1, 2, 3, 4, then $FC raises the routine
// byte, which loc_478E2 turns into mapping frame 0 and the wait loc_4791A.
// loc_47906: only on a frame that leaves mapping frame 3 does it call
// Sprite_CheckDeleteTouch3 (its touch listed); else Sprite_OnScreen_Test.
// loc_4791A: $30 - 1, and when it passes 0 (bmi) loc_478BE starts the next
// strike that frame.
//
// So with s the subtype and a strike started on frame F: mapping frame 1 on
// F, F + 1; 2 on F + 2, F + 3; 3 on F + 4, F + 5; 4 on F + 6, F + 7; 0 from
// F + 8 (the $FC); the next strike on F + 9 + s. The period is 9 + s frames
// and the touch is listed by the routines of frames F + 4 and F + 5.
//
// Phase from frame 0 (the game: from when the camera loads it): the first
// strike starts on the act's first objects frame, level frame counter 1
// (docs/levels.md "Objects are present from the first frame"), so the
// routine of counter c >= 1 lists the touch when (c - 1) mod (9 + s) is 4
// or 5. The player's scan (hitbox.cpp) reads the list the previous frame's
// routines left: s3k_dez_lightning_armed.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

// Ani_DEZLightning: 4 mapping frames of 2 game frames each, then the $FC
// frame: a strike's routine frames before the wait's first decrement.
constexpr uint16_t DEZ_LIGHTNING_STRIKE = 9;
// The routine frames of a strike (from 0) that leave mapping frame 3.
constexpr uint16_t DEZ_LIGHTNING_FIRST = 4, DEZ_LIGHTNING_LAST = 5;

}  // namespace

// Whether this frame's scan finds the touch: the previous frame's routine
// (counter b = the counter now - 1) left mapping frame 3. Counter 0 has no
// objects frame before the act's first.
bool s3k_dez_lightning_armed(const ObjectBatch& o, size_t k) {
    const uint16_t before = uint16_t(osc_level_frame(o, k / o.count) - 1);
    if (before == 0) return false;
    const uint32_t period = DEZ_LIGHTNING_STRIKE + uint32_t(o.subtype[k]);  // loc_478CC: $30 = subtype
    const uint32_t at = uint32_t(before - 1) % period;
    return at >= DEZ_LIGHTNING_FIRST && at <= DEZ_LIGHTNING_LAST;
}

// ---- the kind s3k_dez_lightning (object_kinds.hpp): its routine only
// animates, a function of the counter; the scan tests it (hitbox.cpp, G4 $80) ----
SolidResult kind_update_s3k_dez_lightning(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)p, (void)o, (void)k, (void)i, (void)r, (void)map, (void)log;
    return {};
}

// G2: the scan can touch it only this close, striking or not (it never moves).
int32_t kind_busy_s3k_dez_lightning(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return hitbox_reach(o.wr[k], r);
}

// $9F, only while its strike is listed (s3k_dez_lightning_armed): hurts
bool kind_touch_s3k_dez_lightning(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return s3k_dez_lightning_armed(o, k) && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
