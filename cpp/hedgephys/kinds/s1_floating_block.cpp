// Sonic 1's solid blocks that ride the global oscillators (issue 18): the
// floating blocks of Spring Yard and Star Light, S1 FloatingBlock $56
// (_incObj/56 Floating Blocks and Doors.asm: FBlock_Main, FBlock_Action,
// .type01-.type04, .type08-.type0B, .square), and Marble Zone's wobbling
// brick, S1 MarbleBrick $46 (_incObj/46 MZ Bricks.asm: Brick_Main,
// Brick_Action, Brick_Type01, Brick_Type04). docs/kinds/s1_blocks.md.
//
// Each moves by its type before SolidObject (procedure A: d1 = obActWid +
// $B, d2 = obHeight, d3 = obHeight + 1: the kind's cx, hj, hs; d4 = its x
// before the move). routine 0 (FloatingBlock): type = subtype & $F; 1/2
// x = x0 - byte at v_oscillate+$A / +$1E, 3/4 the same in y (X-flipped:
// range $40 / $80 - byte); 8-$B round a square of radius $10/$30/$50/$70
// from the value byte at v_oscillate+$2A + 4 n (type 8 halved) and the
// delta word after it. routine 1 (MarbleBrick): type = subtype & 7; 1
// y = y0 - byte at v_oscillate+$16 (subtype bit 3: $10 - byte), 4
// y = y0 - (byte at v_oscillate+$12 >> 3). Other types stand still.
//
// State: ST_IDLE until its first update (FBlock_Main's turn of a square's
// side), then ST_PLATFORM_READY; phase = the side (the routine's obStatus
// AND 3, starting at the layout's flips).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// v_oscillate offsets (oscillators.hpp: from the table's start).
constexpr uint32_t FB_OSC_64 = 0x0A, FB_OSC_128 = 0x1E;   // .type01/.type03, .type02/.type04
constexpr uint32_t FB_OSC_SQUARE = 0x2A;                  // .type08: value byte $2A + 4 n, delta word $2C + 4 n
constexpr uint32_t BRICK_OSC_WOBBLE = 0x16, BRICK_OSC_LAVA = 0x12;  // Brick_Type01, Brick_Type04

bool fb_is_brick(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }
int32_t fb_type(const ObjectBatch& o, size_t k) { return o.subtype[k] & (fb_is_brick(o, k) ? 7 : 0xF); }

// .moveLR / .moveUD: origin - byte, X-flipped origin - (range - byte).
void fb_swing(ObjectBatch& o, size_t k, size_t env, int32_t type) {
    const bool wide = type == 2 || type == 4;
    const int32_t range = wide ? 0x80 : 0x40;
    int32_t d0 = osc_byte(o, env, wide ? FB_OSC_128 : FB_OSC_64);
    if (o.flags[k] & OF_XFLIP) d0 = range - d0;
    if (type >= 3) set_object_y(o, k, o.y0[k] - d0);
    else set_object_x(o, k, o.x0[k] - d0);
}

// .square: the side advances (addq.b #1 / andi.b #3 on obStatus, which also
// clears the object's pushed bit 5) when the delta word reads 0; then the
// place on that side: (dx, dy) from the origin, with d = the value byte.
void fb_square(ObjectBatch& o, size_t k, size_t env, int32_t n) {
    const int32_t r = 0x10 + 0x20 * n;
    int32_t d = osc_byte(o, env, FB_OSC_SQUARE + 4 * uint32_t(n));
    if (n == 0) d >>= 1;  // .type08: lsr.w #1,d0
    if (osc_word(o, env, FB_OSC_SQUARE + 2 + 4 * uint32_t(n)) == 0) {
        o.phase[k] = (o.phase[k] + 1) & 3;
        o.pushed[k] = 0;
    }
    // the side's own coordinate: d - r going forwards (top, left side),
    // (r - 1) - d going back (right, bottom side: subq.w #1,d1 ... neg.w d0)
    const int32_t along = d - r, back = r - 1 - d;
    const int32_t side = o.phase[k] & 3;
    const int32_t dx = side == 0 ? along : side == 1 ? r : side == 2 ? back : -r;
    const int32_t dy = side == 0 ? -r : side == 1 ? back : side == 2 ? r : along;
    set_object_x(o, k, o.x0[k] + dx);
    set_object_y(o, k, o.y0[k] + dy);
}

// Brick_Type01 / Brick_Type04.
void brick_wobble(ObjectBatch& o, size_t k, size_t env, int32_t type) {
    int32_t d0 = osc_byte(o, env, type == 1 ? BRICK_OSC_WOBBLE : BRICK_OSC_LAVA);
    if (type == 4) d0 >>= 3;
    else if (o.subtype[k] & 8) d0 = 0x10 - d0;
    set_object_y(o, k, o.y0[k] - d0);
}

// FBlock_Main (SYZ/SLZ: not LZ): a square's side starts at the layout's
// flips, turned once (bchg #0,obStatus) when its delta word is negative.
void fb_init(ObjectBatch& o, size_t k, size_t env) {
    o.phase[k] = ((o.flags[k] & OF_XFLIP) ? 1 : 0) | ((o.flags[k] & OF_YFLIP) ? 2 : 0);
    const int32_t type = fb_type(o, k);
    if (!fb_is_brick(o, k) && type >= 8 &&
        int16_t(osc_word(o, env, FB_OSC_SQUARE + 2 + 4 * uint32_t(type - 8))) < 0)
        o.phase[k] ^= 1;
    o.state[k] = ST_PLATFORM_READY;
}

bool fb_moves(const ObjectBatch& o, size_t k) {
    const int32_t type = fb_type(o, k);
    if (fb_is_brick(o, k)) return type == 1 || type == 4;
    return (type >= 1 && type <= 4) || (type >= 8 && type <= 0xB);
}

// The type's move (FBlock_Action's .index, Brick_TypeIndex); still types do nothing.
void fb_move(ObjectBatch& o, size_t k, size_t env) {
    if (!fb_moves(o, k)) return;
    const int32_t type = fb_type(o, k);
    if (fb_is_brick(o, k)) brick_wobble(o, k, env, type);
    else if (type <= 4) fb_swing(o, k, env, type);
    else fb_square(o, k, env, type - 8);
}

}  // namespace

// ---- the kind s1_floating_block (object_kinds.hpp): FBlock_Action / Brick_Action ----
SolidResult kind_update_s1_floating_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_IDLE) fb_init(o, k, k / o.count);  // FBlock_Main / Brick_Main
    fb_move(o, k, k / o.count);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject
}

// Busy while it moves (or before its init); a still one within its window (A2).
int32_t kind_busy_s1_floating_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_IDLE || fb_moves(o, k)) return ALWAYS_BUSY;
    return o.cx[k];
}

// Lazy (lazy_objects.hpp) once initialised when its place is a function of
// this frame's table alone: the swinging types (1-4) and the bricks. The
// squares keep a side that turns with the table's history: never lazy.
int32_t kind_lazy_s1_floating_block(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int32_t type = fb_type(o, k);
    if (o.state[k] != ST_PLATFORM_READY || !fb_moves(o, k) || (!fb_is_brick(o, k) && type >= 8)) return NOT_LAZY;
    const bool sideways = !fb_is_brick(o, k) && type <= 2;
    const int32_t still = int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k])));
    const int32_t off = still < 0 ? -still : still;
    const int32_t swing = sideways ? 0x100 : 0;  // x0 - byte, or x0 - (range - byte)
    return o.cx[k] + (swing > off ? swing : off);
}

// No counters of its own while lazy.
void kind_lazy_skip_s1_floating_block(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
