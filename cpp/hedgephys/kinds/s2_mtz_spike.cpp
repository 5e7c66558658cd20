// Metropolis's moving spikes (issue 18): S2 Obj6D `FloorSpike` (s2.asm,
// Obj6D_Main / Obj6D_Action) and the spike of S2 Obj68 `SpikyBlock`
// (Obj68_Spike / Obj68_Spike_Action; its block is a plain solid box, placed
// apart). A hurting touch object that slides 32 px out of its place and back,
// started by the low byte of the level frame counter. docs/kinds/s2.md.
//
// State: timer the offset word (its high byte the pixels out), phase bit 0
// the "position" word (1: out, or going back in), bit 1 the "waiting" word;
// aux the floor spike's delay word, or the block spike's direction
// (routine_secondary: 0 up, 1 right, 2 down, 3 left). A block spike reads the
// counter once more, in Obj68_Init (its parent's init, the same frame):
// state new until then. The player's scan (hitbox.cpp) tests the place and
// the collision byte the previous frame's routine left, as the game's
// TouchResponse does in the player's slot, before the spike's.
//
// While no player is near, a spike may lag (a lazy kind, lazy_objects.hpp):
// xsp keeps the counter of its last frame, ysp the frames since its init
// (capped), and its next update first runs the frames it missed
// (spike_catch_up). Past its first cycle its state repeats every
// MTZ_SPIKE_PERIOD frames of the counter (floor: $80; block: $80 a side, four
// sides), so a long gap is shortened by whole periods.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t SPIKE_OUT = 0x2000;           // cmpi.w #$2000: 32 px out
constexpr int32_t FLOOR_STEP = 0x400;           // Obj6D: addi.w / subi.w #$400
constexpr int32_t BLOCK_STEP = 0x800;           // Obj68: addi.w / subi.w #$800
constexpr int32_t FLOOR_DELAY = 3;              // Obj6D_Expanding: move.w #3,floorspike_delay
constexpr uint8_t FLOOR_PERIOD_MASK = 0x7F;     // Obj6D_Action: (counter - subtype) AND $7F
constexpr uint8_t BLOCK_PERIOD_MASK = 0x3F;     // Obj68_Spike_Action: counter AND $3F
constexpr int32_t POSITION = 1, WAITING = 2;    // phase bits
constexpr uint16_t MTZ_SPIKE_PERIOD = 0x200;        // a multiple of both kinds' cycles
constexpr int32_t MTZ_SPIKE_SETTLED = 0x100;        // past its first cycle by then
constexpr int32_t MTZ_SPIKE_REACH = 0x20 + 0x10;    // 32 px out, a box up to 16 px wide

// The kind's around_block parameter (flags bit 1): Obj68's spike, else Obj6D.
inline bool around_block(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }

// Obj6D_Action (floor) / Obj68_Spike_Action (block): one frame of the offset.
void spike_action(ObjectBatch& o, size_t k, uint16_t counter) {
    const bool block = around_block(o, k);
    if (!block && o.aux[k] > 0) {  // tst.w floorspike_delay / subq.w #1
        --o.aux[k];
        return;
    }
    if (o.phase[k] & WAITING) {
        const uint8_t low = uint8_t(counter);  // (Level_frame_counter+1).w
        const bool start = block ? (low & BLOCK_PERIOD_MASK) == 0
                                 : (uint8_t(low - o.subtype[k]) & FLOOR_PERIOD_MASK) == 0;
        if (!start) return;
        o.phase[k] &= ~WAITING;
    }
    const int32_t step = block ? BLOCK_STEP : FLOOR_STEP;
    if (o.phase[k] & POSITION) {  // retracting: subi.w, bcc
        o.timer[k] -= step;
        if (o.timer[k] >= 0) return;
        o.timer[k] = 0;
        o.phase[k] = WAITING;  // position 0, waiting 1
        if (block) o.aux[k] = (o.aux[k] + 1) & 3;  // the next side (addq.b #1, andi.b #3)
        return;
    }
    o.timer[k] += step;  // expanding
    if (o.timer[k] < SPIKE_OUT) return;
    o.timer[k] = SPIKE_OUT;
    if (block) o.phase[k] = POSITION | WAITING;
    else {
        o.phase[k] = POSITION;
        o.aux[k] = FLOOR_DELAY;
    }
}

// Obj6D_Main / Obj68_Spike_Directions: the place, offset's high byte out of
// the placed point (floor: up; block: its direction).
void spike_place(ObjectBatch& o, size_t k) {
    const int32_t d = o.timer[k] >> 8;
    int32_t x = o.x0[k], y = o.y0[k];
    const int32_t dir = around_block(o, k) ? o.aux[k] : 0;
    if (dir == 0) y -= d;
    else if (dir == 1) x += d;
    else if (dir == 2) y += d;
    else x -= d;
    o.x[k] = uint32_t(uint16_t(x)) << 16;
    o.y[k] = uint32_t(uint16_t(y)) << 16;
}

// The frames a lazy spike missed (lazy_objects.hpp), each with its counter:
// xsp holds the counter of its last frame, ysp the frames run since its init
// (up to MTZ_SPIKE_SETTLED). Once settled its state repeats every MTZ_SPIKE_PERIOD
// frames of the counter, so a long gap is shortened by whole periods.
void spike_catch_up(ObjectBatch& o, size_t k, uint16_t counter) {
    uint16_t c = uint16_t(o.xsp[k] + 1);
    for (; c != counter && o.ysp[k] < MTZ_SPIKE_SETTLED; ++c, ++o.ysp[k]) spike_action(o, k, c);
    const uint16_t missed = uint16_t(counter - c);
    if (missed >= 2 * MTZ_SPIKE_PERIOD) c = uint16_t(counter - MTZ_SPIKE_PERIOD - missed % MTZ_SPIKE_PERIOD);
    for (; c != counter; ++c) spike_action(o, k, c);
}

}  // namespace

// The touch box of collision byte $84 (size 4: 4 x 16) or, for a block spike
// pointing right or left, $A6 (size $26: 16 x 4): Obj6D_Init, Obj68_CollisionFlags.
void s2_mtz_spike_box(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h) {
    const bool sideways = around_block(o, k) && (o.aux[k] & 1);
    w = sideways ? 16 : 4;
    h = sideways ? 4 : 16;
}

// ---- the kind s2_mtz_spike (object_kinds.hpp) ----
SolidResult kind_update_s2_mtz_spike(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)r, (void)map, (void)log;
    const uint16_t counter = osc_level_frame(o, k / o.count);
    if (o.state[k] == ST_IDLE) {
        if (around_block(o, k)) {
            // Obj68_Init: position = bit 6 of the counter, direction = (counter >> 7) + subtype.
            o.phase[k] = (counter >> 6) & 1;
            o.aux[k] = int32_t(((counter >> 7) + o.subtype[k]) & 3);
        }
        o.state[k] = ST_SPIKE_READY;
        o.ysp[k] = 0;  // frames run since its init, up to MTZ_SPIKE_SETTLED
    } else {
        spike_catch_up(o, k, counter);
    }
    o.xsp[k] = int16_t(counter);
    spike_action(o, k, counter);
    if (o.ysp[k] < MTZ_SPIKE_SETTLED) ++o.ysp[k];
    spike_place(o, k);
    return {};
}

// It moves by itself, waiting for the counter: busy every frame (unless lazy).
int32_t kind_busy_s2_mtz_spike(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp) past its init: its own update runs what it missed.
// Its box is never further than MTZ_SPIKE_REACH from its place. The player's scan
// reads it before the objects run (and a catch-up), so the radius adds a
// frame of his motion: a player who was farther on the last objects frame
// cannot touch it now (as kinds/s3k_orbit_ball.cpp).
int32_t kind_lazy_s2_mtz_spike(const ObjectBatch& o, size_t k, const Rules& r) {
    return o.state[k] == ST_SPIKE_READY ? hitbox_reach(MTZ_SPIKE_REACH, r) + LAZY_FRAME_MOVE : NOT_LAZY;
}

// Nothing: the next update counts the frames it missed from xsp.
void kind_lazy_skip_s2_mtz_spike(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// $84 or $A6, moving (s2_mtz_spike_box): hurts
bool kind_touch_s2_mtz_spike(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    s2_mtz_spike_box(o, k, t.w, t.h);
    t.dy = 0, t.reaction = REACT_HURT;
    return true;
}

}  // namespace hp
