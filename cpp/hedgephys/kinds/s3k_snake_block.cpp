// Hydrocity's snake blocks (issue 18): S3K $67 `Obj_HCZSnakeBlocks`, read in
// s3.asm (the same routine in sonic3k.asm, SK Set 1): docs/kinds/s3k.md.
//
// The init: width_pixels $10, height_pixels $10; the angle = subtype & $7F,
// its step 1, -1 with subtype bit 7; the side $2E = the status byte (its
// bits 0-1: the layout's X and Y flips); it falls through into loc_2461A.
// Every frame (loc_2461A) sub_24666 first steps the angle: going up, a wrap
// to 0 moves the side on (+1); going down, a step from 0 (no carry out of
// add.b $FF) moves it back (-1); then with a = the angle, or $80 while it is
// below $80 (the block waits at a corner for half its 256 frames), and
// d = the cosine of a >> 2 (-$40 .. $40), by side & 3:
//   0  x = x0 + d, y = y0 - $40     1  y = y0 + d, x = x0 + $40
//   2  x = x0 - d, y = y0 + $40     3  y = y0 - d, x = x0 - $40
// (round a square of $80, one side per 256 frames), then SolidObjectFull
// with d1 = width_pixels + $B ($1B), d2 = height_pixels ($10), d3 = d2 + 1
// and d4 = x_pos after the move: a rider is not carried in x (x_prev is
// that x). So on the frame whose level frame counter is c (1 on the act's
// first frame, the object loaded then; the game: from when the camera loads
// it) the angle is a0 + step * c and the side has moved on by the wraps
// among frames 1 .. c: floor((a0 + c) / 256) going up, floor((c + 255 - a0)
// / 256) going down; both keep the same phase when the counter word wraps
// (65536 frames are 256 sides).
#include <cstdlib>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// The farthest it gets from x0 (the cosine >> 2, and the side's $40).
constexpr int32_t SNAKE_SWING = 0x40;

struct SnakePlace {
    uint8_t angle, side;
};

SnakePlace snake_place(const ObjectBatch& o, size_t k) {
    const uint32_t c = osc_level_frame(o, k / o.count);
    const uint32_t a0 = o.subtype[k] & 0x7Fu;
    const uint32_t start = ((o.flags[k] & OF_XFLIP) ? 1u : 0u) | ((o.flags[k] & OF_YFLIP) ? 2u : 0u);
    if (o.subtype[k] & 0x80) return {uint8_t(a0 - c), uint8_t((start - (c + 255 - a0) / 256) & 3)};
    return {uint8_t(a0 + c), uint8_t((start + (a0 + c) / 256) & 3)};
}

}  // namespace

// ---- the kind s3k_snake_block (object_kinds.hpp) ----
SolidResult kind_update_s3k_snake_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SnakePlace s = snake_place(o, k);
    const int32_t d = int16_t(cos_of(r.sine, s.angle < 0x80 ? 0x80u : s.angle)) >> 2;  // asr.w #2
    const int32_t x0 = o.x0[k], y0 = o.y0[k];
    switch (s.side) {
        case 0: set_object_x(o, k, x0 + d); set_object_y(o, k, y0 - SNAKE_SWING); break;
        case 1: set_object_y(o, k, y0 + d); set_object_x(o, k, x0 + SNAKE_SWING); break;
        case 2: set_object_x(o, k, x0 - d); set_object_y(o, k, y0 + SNAKE_SWING); break;
        default: set_object_y(o, k, y0 - d); set_object_x(o, k, x0 - SNAKE_SWING); break;
    }
    o.x_prev[k] = pixel(o.x[k]);  // SolidObjectFull's d4: x_pos after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_snake_block).
int32_t kind_busy_s3k_snake_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone.
// Radius: SolidObjectFull's window plus the farthest its X is from x0.
int32_t kind_lazy_s3k_snake_block(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int32_t still = std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
    return o.cx[k] + (still > SNAKE_SWING ? still : SNAKE_SWING);
}
// No counters of its own.
void kind_lazy_skip_s3k_snake_block(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
