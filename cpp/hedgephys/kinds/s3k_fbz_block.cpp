// Flying Battery's sliding platform blocks (issue 18): SK Set 1 $7E
// `Obj_FBZPlatformBlocks`, read in sonic3k.asm (not in the checkout; a public
// copy, murshies/skdisasm). docs/kinds/s3k_fbz.md.
//
// Init: width_pixels / height_pixels from byte_3C344 by (subtype >> 4) & 7
// (the placer's sizes), the slide's reach $30 = (subtype & $F) << 4 (the
// kind's subtype keeps the low nibble); a block of reach 0 runs loc_3C3EE
// alone, a still SolidObjectFull. loc_3C3A8, each frame before its solid
// routine, reads Player_1's y after his own move this frame: d0 = his y -
// its y (words);
//   * no borrow (his y >= its y, unsigned: bcs) and d0 >= $20 (signed: blt):
//     the offset $32 grows by 8 (addq.w #8) unless it already is the reach;
//   * a borrow and d0 < -$28 (signed: bge): $32 shrinks by 8 unless it is 0;
//   * else it stays;
// then x = x0 + $32 (x0 - $32 X-flipped: status bit 0), every frame, and
// SolidObjectFull with d1 = width_pixels + $B, d2 = height_pixels, d3 = d2 + 1
// (the kind's cx, hj, hs) and d4 = x after the move, so a rider is not
// carried sideways. State: timer holds $32. The game deletes it off screen
// (Sprite_OnScreen_Test2, from x0) and a reloaded one starts at 0; here it
// stays where the player left it (docs/levels.md "Objects are present from
// the first frame").
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t FBZ_BLOCK_STEP = 8;      // addq.w #8 / subq.w #8,$32(a0)
constexpr int32_t FBZ_BLOCK_BELOW = 0x20;  // cmpi.w #$20,d0 (he is below it)
constexpr int32_t FBZ_BLOCK_ABOVE = -0x28; // cmpi.w #-$28,d0 (he is above it)

// $30: (subtype & $F) << 4 (lsl.w #4).
int32_t fbz_block_reach(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 0xF) << 4; }

}  // namespace

// ---- the kind s3k_fbz_block (object_kinds.hpp): loc_3C3A8 / loc_3C3EE ----
SolidResult kind_update_s3k_fbz_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t reach = fbz_block_reach(o, k);
    if (reach != 0) {
        const uint16_t py = uint16_t(pixel(p.y)), oy = uint16_t(pixel(o.y[k]));
        const int16_t d = int16_t(uint16_t(py - oy));
        if (py >= oy) {  // sub.w / bcs: no borrow
            if (d >= FBZ_BLOCK_BELOW && o.timer[k] != reach) o.timer[k] += FBZ_BLOCK_STEP;
        } else if (d < FBZ_BLOCK_ABOVE && o.timer[k] != 0) {
            o.timer[k] -= FBZ_BLOCK_STEP;
        }
        const int32_t off = o.timer[k];
        set_object_x(o, k, o.x0[k] + ((o.flags[k] & OF_XFLIP) ? -off : off));
    }
    o.x_prev[k] = pixel(o.x[k]);  // SolidObjectFull's d4: x_pos after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Still (reach 0): the solid routine's window. A sliding one reads the
// player's y wherever he is along x, so it runs every frame.
int32_t kind_busy_s3k_fbz_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return fbz_block_reach(o, k) != 0 ? ALWAYS_BUSY : o.cx[k];
}

}  // namespace hp
