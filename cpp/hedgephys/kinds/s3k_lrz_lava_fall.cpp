// Lava Reef's lava falls (issue 18): S&K `Obj_LRZLavaFall` (SK Set 2 $1F),
// read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm): docs/kinds/s3k_lrz2.md.
//
// The object itself has no collision. Init: the word $30 = the subtype; it
// runs on into loc_436A8 on the same frame. Every frame (loc_436A8): when
// Level_frame_counter's low byte is at least $30 (cmp.w, blo: unsigned),
// anim_frame_timer - 1 (a byte, 0 at loading); when that passes 0 (bpl not
// taken) it is set to 5 and a lava fall is made after it
// (AllocateObjectAfterCurrent, so it runs on the same frame): at its X and
// Y, collision $99 (hurt class, Touch_Sizes $19), shield_reaction bit 4 (the
// fire shield spares the player: Touch_ChkHurt), y_vel $800, lifetime $2E =
// $1C ($24 when X-flipped, status bit 0). So it drops one on its first
// active frame and every 6th active frame after, keeping its count across
// the windows where the counter's byte is below the subtype. A lava fall
// (loc_43764; every other one through loc_4374C, which only plays a sound):
// $2E - 1; negative, it is deleted; else MoveSprite2 (Y + 8) and its touch
// is listed. The one made j frames ago is listed at Y + 8 (j + 1) for
// j = 0 .. $1B ($23).
//
// The kind keeps anim_frame_timer in timer and which of the last $24 frames
// made a lava fall in aux (bits 0-31) and phase (bits 32-35): bit j, made j
// frames before the last routine's frame. The player's scan reads the list
// that routine left: the falls of set bits j below the lifetime, each a $99
// box at dy = 8 (j + 1); they share X and size, so the kind tests the one
// nearest the scanning box (kinds/s3k_lbz_gate_laser.cpp). Phase from frame
// 0 (the game: its timer from when the camera loads it; the counter's byte
// is the level's in both).
#include <cstdlib>

#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t LAVA_FALL_WAIT = 5;                       // move.b #5,anim_frame_timer(a0)
constexpr int32_t LAVA_FALL_STEP = 8;                       // y_vel $800: MoveSprite2 moves 8 px a frame
constexpr int32_t LAVA_FALL_LIFE = 0x1C, LAVA_FALL_LIFE_FLIPPED = 0x24;  // $2E: the frames it is listed
constexpr uint8_t LAVA_FALL_SPARED_BY = 0x10;                // shield_reaction bit 4: the fire shield

int32_t lava_fall_life(const ObjectBatch& o, size_t k) {
    return (o.flags[k] & OF_XFLIP) ? LAVA_FALL_LIFE_FLIPPED : LAVA_FALL_LIFE;
}
uint64_t lava_fall_made(const ObjectBatch& o, size_t k) {
    return uint64_t(uint32_t(o.aux[k])) | (uint64_t(uint32_t(o.phase[k])) << 32);
}

}  // namespace

// ---- the kind s3k_lrz_lava_fall (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_lava_fall(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)r, (void)map, (void)log;
    uint64_t made = (lava_fall_made(o, k) << 1) & ((uint64_t(1) << lava_fall_life(o, k)) - 1);  // a frame older
    if ((osc_level_frame(o, k / o.count) & 0xFF) >= o.subtype[k]) {  // loc_436A8: blo skips
        if (--o.timer[k] < 0) {                                          // subq.b / bpl
            o.timer[k] = LAVA_FALL_WAIT;
            made |= 1;  // a lava fall, run (moved, listed) on this frame
        }
    }
    o.aux[k] = int32_t(uint32_t(made));
    o.phase[k] = int32_t(uint32_t(made >> 32));
    return {};
}

// Every frame: its timer and its falls move by themselves.
int32_t kind_busy_s3k_lrz_lava_fall(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// The falls the last frame listed, $99, spared by the fire shield: the one
// nearest the scanning box (module comment).
bool kind_touch_s3k_lrz_lava_fall(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    const uint64_t made = lava_fall_made(o, k);
    if (made == 0) return false;
    t.w = o.wr[k];
    t.h = o.hr[k];
    t.reaction = REACT_HURT;
    t.spare = LAVA_FALL_SPARED_BY;
    const int32_t size = t.h ? 2 * t.h - scan.shrink : 0;
    const int32_t rel = int32_t(int16_t(uint16_t(pixel(o.y[k]) - t.h - scan.top)));
    int32_t best = -1;
    for (int32_t j = 0; j < lava_fall_life(o, k); ++j) {
        if (!((made >> j) & 1)) continue;
        const int32_t d = LAVA_FALL_STEP * (j + 1);
        const int32_t gap = std::abs(2 * (rel + d) - (scan.height - size));
        if (best < 0 || gap < best) {
            best = gap;
            t.dy = d;
        }
    }
    return true;
}

}  // namespace hp
