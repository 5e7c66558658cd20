// Chemical Plant's and Metropolis's square blocks (issue 18): S2 Obj6B
// `CPZSquarePform` (s2.asm Obj6B_Init, Obj6B_Main, Obj6B_Types). A solid
// block (SolidObject, procedure A: d1 = width_pixels + $B, d2 = y_radius, d3
// = y_radius + 1: the kind's cx, hj, hs) moved by its type (subtype & $F)
// before the solid test: docs/kinds/s2.md "The Obj6B square blocks".
//
// State: ST_IDLE until its first update runs Obj6B_Init (the stairs' turn
// from the oscillator's direction), then ST_PLATFORM_READY; aux = its type,
// which the routine changes (7 -> 0 once it has come down); phase = the
// stairs' side (obj6B_base_flip AND 3) or type 7's acceleration byte; ysp
// its y speed (type 7).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// Table offsets (oscillators.hpp: S2's Oscillating_Data is the table + 2).
constexpr uint32_t OSC_DATA = 2;
constexpr uint32_t OSC_64 = OSC_DATA + 0x08, OSC_128 = OSC_DATA + 0x1C;  // Obj6B_Horizontal / .long
constexpr uint32_t OSC_STAIRS = OSC_DATA + 0x28;  // Obj6B_Stair: value byte at +$28 + 4 n, delta word at +$2A + 4 n
constexpr int32_t STAIR_RADII[4] = {0x10, 0x30, 0x50, 0x70};  // .smallest .. .largest: move.w #r,d1
constexpr int32_t DESCEND_ACCEL = 8;       // Obj6B_Descend: move.b #8,obj6B_acceleration
constexpr int32_t DESCEND_TURN = 0x2A8;    // cmpi.w #$2A8,y_vel: the inflection point
constexpr int32_t DESCEND_WRAP = 0x7FF;    // andi.w #$7FF,y_pos


// Obj6B_Horizontal / _Vertical (.long): origin - osc byte (x-flipped:
// origin - (range - byte)).
void oscillate_axis(ObjectBatch& o, size_t k, size_t env, bool y_axis, bool wide) {
    const int32_t range = wide ? 0x80 : 0x40;
    int32_t d0 = osc_byte(o, env, wide ? OSC_128 : OSC_64);
    if (o.flags[k] & OF_XFLIP) d0 = range - d0;
    if (y_axis) set_object_y(o, k, o.y0[k] - d0);
    else set_object_x(o, k, o.x0[k] - d0);
}

// Obj6B_Stair: turn at the oscillator's stationary points (delta word 0),
// then one side of the square round the origin by the side (base flip).
void stairs(ObjectBatch& o, size_t k, size_t env, int32_t n) {
    int32_t r = STAIR_RADII[n];
    int32_t d0 = osc_byte(o, env, OSC_STAIRS + 4 * uint32_t(n));
    if (n == 0) d0 >>= 1;  // .smallest: lsr.w #1,d0
    if (osc_word(o, env, OSC_STAIRS + 2 + 4 * uint32_t(n)) == 0) o.phase[k] = (o.phase[k] + 1) & 3;
    const int32_t ox = o.x0[k], oy = o.y0[k];
    switch (o.phase[k] & 3) {
        case 0: set_object_x(o, k, ox + d0 - r), set_object_y(o, k, oy - r); return;                 // left to right
        case 1: --r, set_object_y(o, k, oy - (d0 - r)), set_object_x(o, k, ox + r + 1); return;      // top to bottom
        case 2: --r, set_object_x(o, k, ox - (d0 - r)), set_object_y(o, k, oy + r + 1); return;      // right to left
        default: set_object_y(o, k, oy + d0 - r), set_object_x(o, k, ox - r); return;                // bottom to top
    }
}

// Obj6B_Descend: still until stood on, then ObjectMove (y wrapped at $800),
// the speed growing by 8 a frame to $2A8, then shrinking; type 0 at rest.
void descend(ObjectBatch& o, size_t k) {
    if (o.phase[k] == 0) {
        if (!o.standing[k]) return;
        o.phase[k] = DESCEND_ACCEL;
    }
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    set_object_y(o, k, pixel(o.y[k]) & DESCEND_WRAP);
    if (o.ysp[k] == DESCEND_TURN) o.phase[k] = int8_t(-o.phase[k]) & 0xFF;  // neg.b
    o.ysp[k] = int16_t(w16(o.ysp[k] + int8_t(o.phase[k])));
    if (o.ysp[k] == 0) o.aux[k] = 0;
}

// Obj6B_Init: the stairs' side is the layout's flips, turned once when the
// oscillator's delta word is negative.
void square_init(ObjectBatch& o, size_t k, size_t env) {
    o.aux[k] = o.subtype[k] & 0xF;
    o.phase[k] = 0;  // type 7: obj6B_acceleration
    if (o.aux[k] >= 8 && o.aux[k] <= 0xB) {
        o.phase[k] = ((o.flags[k] & OF_XFLIP) ? 1 : 0) | ((o.flags[k] & OF_YFLIP) ? 2 : 0);
        if (int16_t(osc_word(o, env, OSC_STAIRS + 2 + 4 * uint32_t(o.aux[k] - 8))) < 0)
            o.phase[k] ^= 1;  // bchg #x_flip,obj6B_base_flip
    }
    o.state[k] = ST_PLATFORM_READY;
}

bool moves_by_itself(const ObjectBatch& o, size_t k) {
    const int32_t type = o.aux[k];
    return (type >= 1 && type <= 4) || (type >= 8 && type <= 0xB) || (type == 7 && o.phase[k] != 0);
}

}  // namespace

// ---- the kind s2_square_platform (object_kinds.hpp) ----
SolidResult kind_update_s2_square_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const size_t env = k / o.count;
    if (o.state[k] == ST_IDLE) square_init(o, k, env);
    switch (o.aux[k]) {
        case 1: case 2: oscillate_axis(o, k, env, false, o.aux[k] == 2); break;
        case 3: case 4: oscillate_axis(o, k, env, true, o.aux[k] == 4); break;
        case 7: descend(o, k); break;
        case 8: case 9: case 10: case 11: stairs(o, k, env, o.aux[k] - 8); break;
        default: break;  // 0: Obj6B_Type_Immobile (5 and 6 are not placed)
    }
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject, d4 = x before the move
}

// Busy while it moves (or before its init); a still one (type 0, or 7 not
// yet stood on) only within its solid window (A2).
int32_t kind_busy_s2_square_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_IDLE || moves_by_itself(o, k)) return ALWAYS_BUSY;
    return o.cx[k];
}

// Lazy (lazy_objects.hpp) in types 1-4, not stood on: its place is then a
// function of this frame's table alone (the stairs turn by the table's
// history, type 7 by its own speed: not lazy).
int32_t kind_lazy_s2_square_platform(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int32_t type = o.aux[k];
    if (o.state[k] != ST_PLATFORM_READY || type < 1 || type > 4) return NOT_LAZY;
    return o.cx[k] + 0x80;  // the .long range: origin - $80 .. origin
}

// No counters of its own in types 1-4.
void kind_lazy_skip_s2_square_platform(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
