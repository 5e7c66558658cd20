// Path swappers (rules/terrain §4.3): S2 `Obj03` (s2.asm Obj03_Init, Obj03_MainX,
// Obj03_MainY) and S3K `Obj_PathSwap` (s3.asm sub_1B0F0 / sub_1B258; the S&K
// copy is the same code). An invisible line; crossing it puts the player on
// collision layer A or B. Its state is one side flag per player (here per
// environment: objects.hpp SWAP_*), which is updated on EVERY crossing, in
// range or not, so jumping over or around a swapper never triggers it later.
//
// Subtype bits: 0-1 half-length {$20, $40, $80, $100} (word_1FD68); 2 the line
// is horizontal (reacts to Y crossings) instead of vertical (X crossings);
// 3 / 4 the layer given when crossing toward +x/+y / toward -x/-y (0 = A,
// 1 = B); 5 / 6 the sprite priority (drawing only, not modelled); 7 only while
// grounded. An X-flipped swapper never changes the layer (priority only).
//
// Creation: the original's init (routine 0) runs the first time the object
// is updated and falls through to the main routine in the same call; here
// SWAP_NEW plays routine 0, so a swapper initialises itself on its first
// frame after the batch is built or reset, from the player's position then.
#include "objects.hpp"

namespace hp {

namespace {

constexpr int32_t HALF_LENGTH[4] = {0x20, 0x40, 0x80, 0x100};  // word_1FD68 / word_1B048

// Crossing axis a (x for a vertical line), along-line axis b.
struct Axes {
    uint16_t oa, pa, ob, pb;
};
inline Axes axes(const Player& p, const ObjectBatch& o, size_t k) {
    const uint16_t ox = pixel(o.x[k]), oy = pixel(o.y[k]), px = pixel(p.x), py = pixel(p.y);
    return path_swapper_vertical(o, k) ? Axes{ox, px, oy, py} : Axes{oy, py, ox, px};
}

}  // namespace

bool path_swapper_idle(const Player& p, const ObjectBatch& o, size_t k) {
    if (o.state[k] == SWAP_NEW) return false;
    const Axes a = axes(p, o, k);
    // The flag is set exactly when the player is at or past the line (unsigned words).
    return (o.state[k] == SWAP_PLUS) == (a.oa <= a.pa);
}

int path_swapper_cross(Player& p, ObjectBatch& o, size_t k, bool near_line) {
    const uint8_t subtype = uint8_t(o.cx[k]);
    const Axes a = axes(p, o, k);
    // Init: flag = 1 iff the swapper is strictly before the player
    // (cmp.w x_pos(a1),d1; bhs: unsigned), then the main routine.
    if (o.state[k] == SWAP_NEW) o.state[k] = a.oa < a.pa ? SWAP_PLUS : SWAP_MINUS;
    bool toward_plus;
    if (o.state[k] == SWAP_MINUS) {
        if (a.oa > a.pa) return 0;  // bhi: still before the line
        o.state[k] = SWAP_PLUS;
        toward_plus = true;
    } else {
        if (a.oa <= a.pa) return 0;  // bls: still at or past it
        o.state[k] = SWAP_MINUS;
        toward_plus = false;
    }
    // In range along the line: ob - half <= pb < ob + half, signed words.
    const int32_t half = HALF_LENGTH[subtype & 3];
    const int16_t lo = int16_t(uint16_t(a.ob - half)), hi = int16_t(uint16_t(a.ob + half));
    if (int16_t(a.pb) < lo || int16_t(a.pb) >= hi) return 0;
    if ((subtype & 0x80) && p.airborne) return 0;  // bit 7: grounded only
    if (near_line) {
        // S3K only: within $40 px of the line (sub.w; neg.w on borrow; bhs).
        const uint16_t d = a.pa >= a.oa ? uint16_t(a.pa - a.oa) : uint16_t(a.oa - a.pa);
        if (d >= 0x40) return 0;
    }
    if (o.flags[k] & OF_XFLIP) return 0;  // render_flags x-flip: priority only
    return toward_plus ? SWAP_PLUS : SWAP_MINUS;
}

void path_swapper(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int toward = path_swapper_cross(p, o, k, r.s3k());
    if (toward == 0) return;
    p.layer = uint8_t((uint8_t(o.cx[k]) >> (toward == SWAP_PLUS ? 3 : 4)) & 1);
}

// ---- the kind path_swapper (object_kinds.hpp): S2 Obj03, S3K Obj_PathSwap ----
SolidResult kind_update_path_swapper(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    path_swapper(p, o, k, r);
    return {};
}
// A vertical line whose flag matches the player's side acts only when his
// pixel X reaches its X (and, the compare being unsigned, when X wraps:
// no span contains the wrap, broad_phase.cpp). A horizontal one acts only
// when his pixel Y crosses its Y, wherever his X is: a line of the busy set's
// span of Y (Y_LINE).
int32_t kind_busy_path_swapper(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    if (!path_swapper_idle(p, o, k)) return ALWAYS_BUSY;
    return path_swapper_vertical(o, k) ? 0 : Y_LINE;
}

}  // namespace hp
