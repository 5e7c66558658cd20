// Hydrocity's conveyor spikes (issue 18, h-hcz): S3K $3F
// `Obj_HCZConveryorSpike` (the disassembly's spelling), read in s3.asm (S3 Set
// and SK Set 1). docs/kinds/s3k_hcz.md.
//
// Init: $3C = L and $3E = R, the row of word_2FD7E by subtype & $F (the
// placer passes them: `left`, `right`); collision $8B (a hurt box, Touch_Sizes
// $B); $30 = x, $32 = y. Not X-flipped: y -= $18, angle word $40, and it
// falls through into loc_301DA on the same frame; X-flipped: y += $18 and
// loc_3022C on the same frame (angle word 0). Every frame then:
//   loc_301DA  x += 2; at x == R, $30 = x and loc_301F8 next frame;
//   loc_301F8  angle = (angle - 2) & $7E; x = $30 + T[angle / 2],
//              y = $32 + T[angle / 2 + 16]; at angle 0, loc_3022C next;
//   loc_3022C  x -= 2; at x == L, $30 = x and loc_30248 next;
//   loc_30248  the same step; at angle $40, loc_301DA next;
// T = word_302BE (80 words: a half turn of radius $18 down the right end,
// angle $40 -> 0, and up the left one, 0 -> $7E -> $40). Every frame it
// lists its box (loc_30280) while Camera_X_pos_coarse_back is within
// [(L & $FF80) - $280, R & $FF80], else it deletes itself (to be loaded
// again from the layout): here it is present from the act's first frame
// and always listed.
//
// So on the frame whose level frame counter is c (1: the act's first frame,
// the object loaded then and moving on it; the game: from when the camera
// loads it) its place is a function of c: a first run to R (or L) of
// (R - x0) / 2 (or (x0 - L) / 2) frames, then a cycle of h = (R - L) / 2
// frames right, 32 round the right end, h left, 32 round the left end. A run
// whose end the 2 px steps never meet (an odd distance) runs on for ever
// (x wraps as a word). The player's scan (hitbox.cpp) finds it where this
// routine left it on the previous frame.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

// word_302BE.
constexpr int8_t CONVEYOR_SPIKE_ARC[80] = {
    0,   2,   4,   6,   9,   11,  13,  15,  16,  18,  19,  21,  22,  22,  23,  23,   //
    24,  23,  23,  22,  22,  21,  19,  18,  16,  15,  13,  11,  9,   6,   4,   2,    //
    0,   -3,  -5,  -7,  -10, -12, -14, -16, -17, -19, -20, -22, -23, -23, -24, -24,  //
    -24, -24, -24, -23, -23, -22, -20, -19, -17, -16, -14, -12, -10, -7,  -5,  -3,   //
    0,   2,   4,   6,   9,   11,  13,  15,  16,  18,  19,  21,  22,  22,  23,  23};
constexpr int32_t CONVEYOR_SPIKE_RISE = 0x18;  // the init's y -/+ $18, the arcs' radius
constexpr int32_t CONVEYOR_SPIKE_TURN = 32;    // frames round one end (angle steps of 2)

struct SpikePlace {
    int32_t x, y;
};

// The first run's pixels (a word: the 2 px steps meet the end only when even).
uint32_t conveyor_spike_gap(const ObjectBatch& o, size_t k) {
    return (o.flags[k] & OF_XFLIP) ? uint16_t(o.x0[k] - o.cx[k]) : uint16_t(o.aw[k] - o.x0[k]);
}

// m frames round an end (loc_301F8 from angle $40 at R, loc_30248 from 0 at
// L): the angle word (angle0 - 2m) & $7E, x = base + T[a / 2], y = y0 + T[a / 2 + 16].
SpikePlace conveyor_spike_arc(int32_t base, int32_t y0, int32_t angle0, uint32_t m) {
    const int32_t a = (angle0 - 2 * int32_t(m)) & 0x7E;
    return {base + CONVEYOR_SPIKE_ARC[a / 2], y0 + CONVEYOR_SPIKE_ARC[a / 2 + 16]};
}

// Its place u frames into the cycle (R - L even, h = (R - L) / 2 frames a
// run) from the start of its rightward run at L (u = 0: x = L, on top).
SpikePlace conveyor_spike_cycle(const ObjectBatch& o, size_t k, uint32_t u) {
    const int32_t left = o.cx[k], right = o.aw[k], y0 = o.y0[k];
    const uint32_t h = uint32_t(uint16_t(right - left)) / 2, turn = CONVEYOR_SPIKE_TURN;
    u %= 2 * h + 2 * turn;
    if (u <= h) return {left + 2 * int32_t(u), y0 - CONVEYOR_SPIKE_RISE};        // loc_301DA
    if (u <= h + turn) return conveyor_spike_arc(right, y0, 0x40, u - h);          // loc_301F8
    if (u <= 2 * h + turn) return {right - 2 * int32_t(u - h - turn), y0 + CONVEYOR_SPIKE_RISE};  // loc_3022C
    return conveyor_spike_arc(left, y0, 0, u - 2 * h - turn);                      // loc_30248
}

SpikePlace conveyor_spike_place(const ObjectBatch& o, size_t k) {
    const uint32_t c = osc_level_frame(o, k / o.count), gap = conveyor_spike_gap(o, k);
    const int32_t x0 = o.x0[k], y0 = o.y0[k], left = o.cx[k], right = o.aw[k];
    const bool flip = o.flags[k] & OF_XFLIP;
    const int32_t rise = flip ? CONVEYOR_SPIKE_RISE : -CONVEYOR_SPIKE_RISE;
    if ((gap & 1) || c <= gap / 2) return {flip ? x0 - 2 * int32_t(c) : x0 + 2 * int32_t(c), y0 + rise};
    const uint32_t m = c - gap / 2, turn = CONVEYOR_SPIKE_TURN;  // frames past the first run's end
    if (m <= turn) return flip ? conveyor_spike_arc(left, y0, 0, m) : conveyor_spike_arc(right, y0, 0x40, m);
    if (uint16_t(right - left) & 1)  // the next run never meets its end either
        return {flip ? left + 2 * int32_t(m - turn) : right - 2 * int32_t(m - turn), y0 - rise};
    const uint32_t h = uint32_t(uint16_t(right - left)) / 2;
    return conveyor_spike_cycle(o, k, flip ? m - turn : h + m);
}

}  // namespace

// ---- the kind s3k_hcz_conveyor_spike (object_kinds.hpp) ----
SolidResult kind_update_s3k_hcz_conveyor_spike(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                               const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)r, (void)map, (void)log;
    const SpikePlace s = conveyor_spike_place(o, k);
    set_object_x(o, k, s.x);
    set_object_y(o, k, s.y);
    return {};
}

// Every frame: the level frame counter moves it (lazy far from the player).
int32_t kind_busy_s3k_hcz_conveyor_spike(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's level frame counter
// alone. Radius: its touch reach, the farthest its X gets from x0 (the ends
// of its belt and the arcs' $18), and a frame of the player's motion (the
// scan reads the place the last objects frame left).
// One whose runs do not all meet their ends, or placed off its belt, is not lazy.
int32_t kind_lazy_s3k_hcz_conveyor_spike(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t x0 = o.x0[k], left = o.cx[k], right = o.aw[k];
    if (left > x0 || x0 > right || ((right - left) | (conveyor_spike_gap(o, k))) & 1) return NOT_LAZY;
    const int32_t reach = x0 - left > right - x0 ? x0 - left : right - x0;
    return hitbox_reach(o.wr[k], r) + reach + CONVEYOR_SPIKE_RISE + LAZY_FRAME_MOVE;
}
// No counters of its own.
void kind_lazy_skip_s3k_hcz_conveyor_spike(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// $8B: hurts
bool kind_touch_s3k_hcz_conveyor_spike(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
