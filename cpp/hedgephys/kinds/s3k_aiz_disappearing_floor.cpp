// Angel Island's disappearing floors (issue 18, h-misc): S3K
// `Obj_AIZDisappearingFloor` (S3 Set and SK Set 1 $29; s3.asm, sonic3k.asm
// the same routine), docs/kinds/s3k_aiz.md.
//
// The init: n = subtype & $F; the mask $32 = word_29316[n] (2^(n+1) - 1);
// the offset $34 = (subtype >> 4) << max(n - 3, 0). With d0 = (counter +
// $34) & mask (Level_frame_counter on the frame it loads), 0 < d0 < $C8
// starts animation 2 (Ani_AIZDisappearingFloor byte_2A3C5) at mapping frame 5
// with its timer $C8 - d0. Every frame (loc_293BA): a frame whose (counter +
// $34) & mask is 0 restarts animation 1 (byte_2A3B9) and clears $36; then
// Animate_SpriteIrregularDelay; the first frame showing mapping frame 5 with
// $36 clear sets it and makes the solid child (AllocateObjectAfterCurrent,
// loc_29450: it runs the same frame), which calls SolidObjectFull with d1 =
// $2B, d2 = $18, d3 = $19 at the parent's place until the parent shows
// mapping frame 3, when it goes to x $7FF0 (its SolidObjectFull drops a
// rider) and is deleted off screen.
//
// Animation 1 shows frames 1-4 for 2 frames each, 5 for $80 + $40 frames,
// then 4 (4 frames), 3 (3), 2, 1 and goes to animation 0 (frame 0): t frames
// after a restart the child is solid for 8 <= t <= 203 (frame 5 at t = 8,
// frame 3 at t = 204). Animation 2 from loading: frame 5 for the timer, 4
// for 4 frames, then 3: solid from loading to $C8 - d0 + 4 frames later.
//
// A period (mask + 1) of 256 or more (n >= 7; every layout's is 7) lets each
// cycle end before the next restart: the child is solid on counter c
// (1..65536, the word read as 65536 when 0) for (c + $34) & mask in 8..203
// once c has reached the first restart, and before it, from loading only.
// Shorter periods restart before frame 3 shows (not placed). Phase from
// frame 0 (the game: from when the camera loads it): loaded on the act's
// first objects frame, counter 1 (docs/levels.md "Objects are present from
// the first frame"); past 65,535 frames it starts over as if loaded again.
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr uint32_t AIZ_FLOOR_ON = 8, AIZ_FLOOR_OFF = 204;  // frame 5 shows, frame 3 shows (t)
constexpr uint32_t AIZ_FLOOR_INIT = 0xC8;                   // the init's subi.w #$C8

// The child's solidity on this frame (module comment).
bool aiz_floor_solid(const ObjectBatch& o, size_t k) {
    const uint32_t s = o.subtype[k], n = s & 0xF;
    const uint32_t mask = (2u << n) - 1;                        // word_29316
    const uint32_t off = ((s >> 4) & 0xF) << (n > 3 ? n - 3 : 0);  // $34
    const uint16_t counter = osc_level_frame(o, k / o.count);
    const uint32_t c = counter ? counter : 0x10000u;
    const uint32_t first = 1 + ((0u - (1 + off)) & mask);  // the first restart, counter >= 1
    if (c >= first) {
        const uint32_t t = (c + off) & mask;
        return t >= AIZ_FLOOR_ON && t < AIZ_FLOOR_OFF;
    }
    const uint32_t d0 = (1 + off) & mask;  // the init on counter 1; not 0 here
    return d0 < AIZ_FLOOR_INIT && c < 1 + (AIZ_FLOOR_INIT - d0) + 4;
}

}  // namespace

// ---- the kind s3k_aiz_disappearing_floor (object_kinds.hpp) ----
SolidResult kind_update_s3k_aiz_disappearing_floor(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                   const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (aiz_floor_solid(o, k)) return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // loc_29478
    // At x $7FF0 (the frame it goes; deleted after) its SolidObjectFull lets a
    // rider go, or clears a pusher's bits.
    if (o.standing[k]) {
        leave(p, o, k, r);
    } else {
        exit_clear(p, o, k, r);
    }
    return {};
}

// SolidObjectFull's window; a rider keeps it busy (docs/objects.md). It never
// moves and its state is a function of the counter: nothing to catch up.
int32_t kind_busy_s3k_aiz_disappearing_floor(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];
}

}  // namespace hp
