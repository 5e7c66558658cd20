// Sandopolis's path swappers (issue 18): S&K `Obj_SOZPathSwap` (SK Set 2 $3A),
// read in sonic3k.asm (murshies/skdisasm: loc_1D1BA / sub_1D1E2 for a vertical
// line, loc_1D390 / sub_1D3B8 for a horizontal one). docs/kinds/s3k_soz.md.
//
// The line, its init, its side flag, its range tests and its X-flip are
// Obj_PathSwap's (path_swapper.cpp, with the $40 px test: path_swapper_cross).
// Only the layer step differs. Its second byte per player ($36 for player 1,
// 1(a2) after the flag's tst.b (a2)+; here aux) counts crossings, and the layer
// the crossing's direction names (subtype bit 3 toward +x/+y, bit 4 toward
// -x/-y; 0 = A, 1 = B) is given as follows:
//   * a player on path A (cmpi.b #$C,top_solid_bit(a1): beq): the count is
//     cleared (move.b #0,1(a2)); he stays on A (bit clear: move.b #$C again;
//     bit set: bra past the swap);
//   * a player on path B: the count goes up by 1 (addq.b #1,1(a2)); at 2 it is
//     cleared and he stays on B; at 1 he is given the named layer (bit clear:
//     A, move.b #$C / #$D; bit set: B, which he is on).
// So a swapper naming B never changes the layer, and one naming A lets every
// second crossing of a player on B through.
#include "../objects.hpp"

namespace hp {

// ---- the kind s3k_soz_path_swap (object_kinds.hpp) ----
SolidResult kind_update_s3k_soz_path_swap(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)i, (void)r, (void)map, (void)log;
    const int toward = path_swapper_cross(p, o, k, true);  // sub_1D1E2 / sub_1D3B8 up to btst #0,render_flags
    if (toward == 0) return {};
    if (p.layer == 0) {  // on path A: cmpi.b #$C,top_solid_bit(a1); beq
        o.aux[k] = 0;    // move.b #0,1(a2)
        return {};
    }
    o.aux[k] = (o.aux[k] + 1) & 0xFF;  // addq.b #1,1(a2)
    if (o.aux[k] == 2) {               // cmpi.b #2,1(a2); bne
        o.aux[k] = 0;
        return {};
    }
    const uint8_t bit = toward == SWAP_PLUS ? 3 : 4;  // btst #3,d0 (toward +) / btst #4,d0 (toward -)
    if (((uint8_t(o.cx[k]) >> bit) & 1) == 0) p.layer = 0;  // move.b #$C,top_solid_bit; #$D,lrb_solid_bit
    return {};
}

// The path swapper's: busy only where the player can cross its line.
int32_t kind_busy_s3k_soz_path_swap(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    return kind_busy_path_swapper(p, o, k, r);
}

}  // namespace hp
