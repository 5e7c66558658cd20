// Scrap Brain's large girder blocks (issue 18): S1 Girder $70
// (_incObj/70 Girder Block.asm: Gird_Main, Gird_Action, Gird_ChgMove).
// docs/kinds/s1_stomp.md.
//
// Gird_Main sets the first of four moves (Gird_ChgMove's .settings: x / y
// speed and frames) and the delay 7; every frame (Gird_Action) the delay
// counts down and, once it reaches 0 (on that same frame), SpeedToPos moves
// the block by its speed and the move's frames count down; when they end,
// Gird_ChgMove sets the next move (the four in turn) and the delay 7 again.
// So each move is 6 still frames, then its frames of motion: right $100 for
// $60 frames, down $100 for $30, up-left (-$100, -$40) for $60, up $100 for
// $18: 288 frames, back where it began. Then SolidObject (procedure A: d1 =
// obActWid $60 + $B, d2 = obHeight $18, d3 = $19: the kind's cx, hj, hs;
// d4 = its x before the move).
//
// The cycle runs from the object's first frame: the act's first (the game:
// from when the camera loads it). State: timer = its frames run, mod 288
// (its place is a function of it: from x0, y0 with no fraction).
#include <algorithm>

#include "../lazy_objects.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

struct GirdMove {
    int32_t vx, vy, frames;
};
constexpr GirdMove GIRD_MOVES[4] = {{0x100, 0, 0x60}, {0, 0x100, 0x30}, {-0x100, -0x40, 0x60}, {0, -0x100, 0x18}};
constexpr int32_t GIRD_STILL = 6;  // the delay 7, counted down to 0 on the move's first frame
constexpr int32_t GIRD_PERIOD = 4 * GIRD_STILL + 0x60 + 0x30 + 0x60 + 0x18;
constexpr int32_t GIRD_REACH_X = 0x60;  // the farthest right of x0 it goes

}  // namespace

// ---- the kind s1_girder (object_kinds.hpp): Gird_Action ----
SolidResult kind_update_s1_girder(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                  const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.timer[k] = (o.timer[k] + 1) % GIRD_PERIOD;
    int32_t t = o.timer[k], dx = 0, dy = 0;  // frames into the cycle, its 8.8 offset
    for (const GirdMove& m : GIRD_MOVES) {
        const int32_t moved = std::min(std::max(t - GIRD_STILL, 0), m.frames);
        dx += m.vx * moved;
        dy += m.vy * moved;
        t -= GIRD_STILL + m.frames;
        if (t <= 0) break;
    }
    o.x[k] = (uint32_t(o.x0[k]) << 16) + uint32_t(dx * 256);  // SpeedToPos: 8.8 speeds, 16.16 places
    o.y[k] = (uint32_t(o.y0[k]) << 16) + uint32_t(dy * 256);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// It moves (or, at the turns, waits to) every frame.
int32_t kind_busy_s1_girder(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): its place is a function of its frame counter,
// which kind_lazy_skip advances; its window reaches cx beyond x0 .. x0 + $60.
int32_t kind_lazy_s1_girder(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k] + GIRD_REACH_X;
}

void kind_lazy_skip_s1_girder(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    o.timer[k] = int32_t((int64_t(o.timer[k]) + frames) % GIRD_PERIOD);
}

}  // namespace hp
