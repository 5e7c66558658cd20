// Flying Battery's mines (issue 18): SK Set 1 $E1 `Obj_FBZMine`, read in
// sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm).
// docs/kinds/s3k_sk_timed.md.
//
// Init: no collision; on into loc_3C972 the same frame. loc_3C972, each
// frame: sub_3C984 for each player: when x_pos(player) - x_pos + $10 and
// y_pos(player) - y_pos + $18 are both below $20 (unsigned words: the player
// at dx -$10..$F, dy -$18..7 from it, after his own frame's move) and debug
// mode is off, the word $30 = $1E and the next frames run loc_3C9BC. That
// routine (its mapping frame's blink is art only) takes 1 from $30; when it
// passes 0 (bmi: the 31st frame after the one that saw the player) it sets
// collision_flags $8B (hurt, Touch_Sizes $B: 8 x 8 radii), lists its touch
// (Add_SpriteToCollisionResponseList) and goes on to loc_3C9E4, which on the
// next frame clears the collision and becomes an explosion (harmless), never
// a mine again. The player's scan reads what the previous frame's routines
// left (hitbox.cpp), so the one scan that can be hurt is the next frame's,
// before loc_3C9E4 runs.
//
// State: S3K_MINE_WAITING, S3K_MINE_COUNTING (timer = $30),
// S3K_MINE_EXPLODING (its touch listed for this frame's scan) and
// S3K_MINE_EXPLODED. A pure function of the player: no phase to keep.
#include "../objects.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

enum S3kMineState : uint8_t {
    S3K_MINE_WAITING = 0, S3K_MINE_COUNTING = 1, S3K_MINE_EXPLODING = 2, S3K_MINE_EXPLODED = 3
};
// sub_3C984: the box (dx + $10, dy + $18 unsigned below $20) and the fuse $1E.
constexpr uint16_t FBZ_MINE_DX = 0x10, FBZ_MINE_DY = 0x18, FBZ_MINE_BOX = 0x20;
constexpr int32_t FBZ_MINE_FUSE = 0x1E;

}  // namespace

// This frame's scan finds its touch ($8B): listed by the last frame's routine.
bool s3k_fbz_mine_armed(const ObjectBatch& o, size_t k) { return o.state[k] == S3K_MINE_EXPLODING; }

// ---- the kind s3k_fbz_mine (object_kinds.hpp): loc_3C972 / loc_3C9BC / loc_3C9E4 ----
SolidResult kind_update_s3k_fbz_mine(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)i, (void)r, (void)map, (void)log;
    switch (o.state[k]) {
        case S3K_MINE_WAITING: {  // sub_3C984 (Debug_placement_mode: not modelled, never on)
            const uint16_t dx = uint16_t(pixel(p.x) - pixel(o.x[k]) + FBZ_MINE_DX);
            const uint16_t dy = uint16_t(pixel(p.y) - pixel(o.y[k]) + FBZ_MINE_DY);
            if (dx < FBZ_MINE_BOX && dy < FBZ_MINE_BOX) {
                o.state[k] = S3K_MINE_COUNTING;
                o.timer[k] = FBZ_MINE_FUSE;
            }
            break;
        }
        case S3K_MINE_COUNTING:  // loc_3C9BC: subq.w #1 / bpl
            if (--o.timer[k] < 0) o.state[k] = S3K_MINE_EXPLODING;
            break;
        case S3K_MINE_EXPLODING:  // loc_3C9E4: collision cleared, an explosion from now on
            o.state[k] = S3K_MINE_EXPLODED;
            break;
        default:
            break;
    }
    return {};
}

// Waiting: sub_3C984 acts only for dx in -$10..$F; counting and exploding
// it runs by itself; exploded, nothing is left of it.
int32_t kind_busy_s3k_fbz_mine(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    switch (o.state[k]) {
        case S3K_MINE_WAITING:
            return FBZ_MINE_DX;
        case S3K_MINE_EXPLODED:
            return NEVER_BUSY;
        default:
            return ALWAYS_BUSY;
    }
}

// $8B, only on its explosion's frame (s3k_fbz_mine_armed): hurts
bool kind_touch_s3k_fbz_mine(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return s3k_fbz_mine_armed(o, k) && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
