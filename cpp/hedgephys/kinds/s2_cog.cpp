// Metropolis's big cogs, one tooth each (issue 18): S2 Obj70 `Cog` (s2.asm
// Obj70_Init, Obj70_Main, Obj70_Positions, byte_28706). Obj70_Init makes the
// object and seven more after it, eight teeth, tooth t placed at
// Obj70_Positions entry t (x, y offsets from the cog's centre and a mapping
// frame) with objoff_34 = 3 t and objoff_36 = 0. Every frame whose level frame
// counter's low nybble is 0 (Obj70_Main) each tooth steps: objoff_36 + $18,
// back to 0 at $60 with objoff_34 + 3 (0 again at $18); x-flipped the other
// way (objoff_36 - $18, to $48 with objoff_34 - 3 on a borrow, $15 again on a
// borrow); it goes to the entry at byte objoff_36 + objoff_34 of the table.
// Then SolidObject with d1 = $10 (no + $B), d2 = d3 = byte_28706's height by
// its mapping frame ($10, or $C / 8 / $C for frames 7-9) and d4 = its x
// before the step. docs/kinds/s2.md "Metropolis's cogs".
//
// The kind's object is placed where Obj70_Init puts the tooth (x0, y0); the
// centre is that less the tooth's first offsets. Its solid_width, half_height
// and stand_height parameters are the routine's usual $10, $10, $10; each
// frame's solid takes byte_28706's height for the tooth's mapping frame. State:
// new until its first frame, then ready; timer objoff_34, aux objoff_36;
// phase the level frame counter of its first frame (Obj70_Init's).
//
// Every step moves the tooth one entry along the same cycle of 32 (4 blocks
// of 8 teeth), so after n steps objoff_36 / objoff_34 are a function of n,
// and n of the counter: the tooth is computed from the counter each frame it
// runs rather than stepped, and so may lag while no player is near (a lazy
// kind, lazy_objects.hpp) and be caught up exactly.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// Obj70_Positions: 32 entries of (x, y, mapping frame), 8 teeth by 4 steps.
constexpr int8_t COG_POSITIONS[32][3] = {
    {0, -0x48, 0},       {0x32, -0x32, 4},    {0x48, 0, 8},        {0x32, 0x32, 0xC},
    {0, 0x48, 0x10},     {-0x32, 0x32, 0x14}, {-0x48, 0, 0x18},    {-0x32, -0x32, 0x1C},
    {0xD, -0x48, 1},     {0x3F, -0x26, 5},    {0x48, 0xC, 9},      {0x27, 0x3C, 0xD},
    {-0xD, 0x48, 0x11},  {-0x3F, 0x26, 0x15}, {-0x48, -0xC, 0x19}, {-0x27, -0x3C, 0x1D},
    {0x19, -0x44, 2},    {0x46, -0x17, 6},    {0x46, 0x17, 0xA},   {0x19, 0x44, 0xE},
    {-0x19, 0x44, 0x12}, {-0x46, 0x17, 0x16}, {-0x46, -0x17, 0x1A}, {-0x19, -0x44, 0x1E},
    {0x27, -0x3C, 3},    {0x48, -0xC, 7},     {0x3F, 0x26, 0xB},   {0xD, 0x48, 0xF},
    {-0x27, 0x3C, 0x13}, {-0x48, 0xC, 0x17},  {-0x3F, -0x26, 0x1B}, {-0xD, -0x48, 0x1F},
};
constexpr int32_t COG_ENTRY = 3;      // bytes per entry: objoff_34 steps by 3
constexpr int32_t COG_STEP = 0x18;    // objoff_36: a block of 8 entries
constexpr int32_t COG_BLOCKS = 0x60;  // cmpi.w #$60,d1
constexpr int32_t COG_HALF_WIDTH = 0x10;  // byte_28706: d1 $10 for every frame

// The table entry at byte offset b (objoff_36 + objoff_34).
const int8_t* cog_entry(int32_t b) { return COG_POSITIONS[(b / COG_ENTRY) & 31]; }

// byte_28706 by mapping frame (AND $F): height $10, but $C, 8, $C for 7, 8, 9.
int32_t cog_height(int32_t frame) {
    const int32_t f = frame & 0xF;
    return f == 8 ? 8 : (f == 7 || f == 9) ? 0xC : 0x10;
}

// Obj70_Main's steps counted: frames whose counter's low nybble is 0 from
// the first frame (its counter `first`) to this one (`now`), both included.
uint32_t cog_steps(uint16_t first, uint16_t now) {
    return uint32_t(uint16_t(now >> 4) - uint16_t(uint16_t(first - 1) >> 4)) & 0xFFF;
}

// objoff_34 / objoff_36 after n of Obj70_Main's steps from tooth t's start
// (3 t, 0). A step is objoff_36 + $18, back to 0 at $60 with objoff_34 + 3
// (to 0 at $18); x-flipped objoff_36 - $18, to $48 with objoff_34 - 3 on a
// borrow ($15 on a borrow): one position s = objoff_36 / $18 + 4 objoff_34 / 3
// of a cycle of 32, s + 1 (x-flipped s - 1) a step.
void cog_set_steps(ObjectBatch& o, size_t k, int32_t tooth, uint32_t n) {
    const bool back = (o.flags[k] & OF_XFLIP) != 0;
    const uint32_t s = (uint32_t(4 * tooth) + (back ? 32 - (n & 31) : n)) & 31;
    o.aux[k] = COG_STEP * int32_t(s & 3);
    o.timer[k] = COG_ENTRY * int32_t(s >> 2);
}

}  // namespace

// ---- the kind s2_cog (object_kinds.hpp) ----
SolidResult kind_update_s2_cog(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t tooth = o.subtype[k] & 7;
    const int8_t* first = COG_POSITIONS[tooth];
    const uint16_t counter = osc_level_frame(o, k / o.count);
    if (o.state[k] == ST_IDLE) {  // Obj70_LoadSubObject: objoff_34 = 3 t, objoff_36 = 0
        o.phase[k] = counter;
        o.state[k] = ST_PLATFORM_READY;
    }
    const uint32_t steps = cog_steps(uint16_t(o.phase[k]), counter);
    cog_set_steps(o, k, tooth, steps);
    if (steps != 0) {  // placed by its last step; before the first, where Obj70_Init put it
        const int8_t* e = cog_entry(o.aux[k] + o.timer[k]);
        set_object_x(o, k, o.x0[k] - first[0] + e[0]);  // objoff_32 + x offset
        set_object_y(o, k, o.y0[k] - first[1] + e[1]);  // objoff_30 + y offset
    }
    // Not stood on or pushed and out of A2's reach: the solid would change
    // nothing (A2 fails, A11 has no flag to clear), so it is not run.
    const uint16_t left = uint16_t(pixel(p.x) - pixel(o.x[k]) + COG_HALF_WIDTH);
    if (!o.standing[k] && !o.pushed[k] && !overlaps_a2(left, COG_HALF_WIDTH)) return {};
    // The routine's sizes for this frame, lent to the solid (the parameters
    // hold the placer's $10 and are given back unchanged).
    const int32_t cx = o.cx[k], hj = o.hj[k], hs = o.hs[k];
    o.cx[k] = COG_HALF_WIDTH;
    o.hj[k] = o.hs[k] = cog_height(cog_entry(o.aux[k] + o.timer[k])[2]);
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // d4: x before the step
    o.cx[k] = cx, o.hj[k] = hj, o.hs[k] = hs;
    return res;
}

// It turns by itself with the counter: busy every frame (unless lazy).
int32_t kind_busy_s2_cog(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp) once past its first frame: its place is a function
// of the counter. The tooth stays within $48 of the cog's centre, which is
// within $48 of x0; the solid reaches $10 beyond the tooth (A2, d1 = $10).
int32_t kind_lazy_s2_cog(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.state[k] == ST_PLATFORM_READY ? 2 * 0x48 + COG_HALF_WIDTH : NOT_LAZY;
}

// No counters of its own: the steps are counted from the level's counter.
void kind_lazy_skip_s2_cog(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
