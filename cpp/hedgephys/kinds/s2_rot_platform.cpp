// Metropolis's large rotating platforms (issue 18): S2 Obj6E `LargeRotPform`
// (s2.asm Obj6E_Init, loc_28432). A solid block (SolidObject, procedure A:
// d1 = width_pixels + $B, d2 = y_radius, d3 = y_radius + 1: the kind's cx,
// hj, hs) that goes round its placed point with the global oscillators
// (oscillators.hpp): docs/kinds/s2.md "Metropolis's rotating platforms".
// No state of its own: its place is a function of this frame's table, so
// it may lag while no player is near (a lazy kind, lazy_objects.hpp).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// loc_28432: the bytes at Oscillating_Data+$20 and +$24 (the table + 2), less $38.
constexpr uint32_t ROT_OSC_X = 2 + 0x20, ROT_OSC_Y = 2 + 0x24;
constexpr int32_t ROT_CENTRE = 0x38;
constexpr int32_t ROT_REACH = 0x80;  // ext.w of a byte: never further than this from its point

}  // namespace

// ---- the kind s2_rot_platform (object_kinds.hpp) ----
SolidResult kind_update_s2_rot_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const size_t env = k / o.count;
    int32_t dx = int8_t(osc_byte(o, env, ROT_OSC_X) - ROT_CENTRE);  // subi.b #$38 / ext.w
    int32_t dy = int8_t(osc_byte(o, env, ROT_OSC_Y) - ROT_CENTRE);
    if (o.subtype[k] & 1) dx = -dx, dy = -dy;  // half a turn
    if (o.subtype[k] & 2) {                    // a quarter: neg.w d1, exg d1,d2
        const int32_t t = -dx;
        dx = dy;
        dy = t;
    }
    set_object_x(o, k, o.x0[k] + dx);
    set_object_y(o, k, o.y0[k] + dy);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject, d4 = x before the move
}

// It moves with the oscillators every frame.
int32_t kind_busy_s2_rot_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp) while not stood on: a function of the table alone.
int32_t kind_lazy_s2_rot_platform(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k] + ROT_REACH;
}

// No counters of its own.
void kind_lazy_skip_s2_rot_platform(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
