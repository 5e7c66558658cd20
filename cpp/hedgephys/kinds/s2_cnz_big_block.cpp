// Casino Night's big moving block (issue 18): S2 ObjD4 `CNZBigBlock`
// (s2.asm ObjD4_Init, ObjD4_Main, ObjD4_Horizontal / ObjD4_Vertical). A
// solid block (SolidObject, procedure A: d1 = $2B, d2 = $20, d3 = $21, the
// kind's cx, hj, hs) that swings back and forth through its placed point on
// its own speed: docs/kinds/s2.md "Casino Night's big block".
//
// State: ST_IDLE until its first update runs ObjD4_Init (it starts $60 px
// before its placed point, after it when flipped, at the half pixel $8000),
// then ST_PLATFORM_READY; xsp / ysp its speed. Parameter vertical (flags
// bit 1): the layout's subtype 2 (ObjD4_Types' second entry), else subtype 0.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t BLOCK_START = 0x60;  // ObjD4_Init: subi.w #$60 (flipped: addi.w #$C0 after it)
constexpr int32_t BLOCK_PULL = 4;      // ObjD4_Horizontal / _Vertical: moveq #4,d1
constexpr uint32_t HALF_PIXEL = 0x8000;  // ObjD4_Init: move.w #$8000,x_sub / y_sub

inline bool vertical(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }

// ObjD4_Init: the start, $60 px before the placed point on its axis (after
// it when x-flipped, horizontal, or y-flipped, vertical).
void big_block_init(ObjectBatch& o, size_t k) {
    const bool v = vertical(o, k);
    const bool flip = (o.flags[k] & (v ? OF_YFLIP : OF_XFLIP)) != 0;
    const int32_t d = flip ? BLOCK_START : -BLOCK_START;
    o.x[k] = (uint32_t(uint16_t(o.x0[k] + (v ? 0 : d))) << 16) | HALF_PIXEL;
    o.y[k] = (uint32_t(uint16_t(o.y0[k] + (v ? d : 0))) << 16) | HALF_PIXEL;
    o.xsp[k] = o.ysp[k] = 0;
    o.state[k] = ST_PLATFORM_READY;
}

}  // namespace

// ---- the kind s2_cnz_big_block (object_kinds.hpp) ----
SolidResult kind_update_s2_cnz_big_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_IDLE) {
        big_block_init(o, k);
        o.x_prev[k] = pixel(o.x[k]);  // ObjD4_Main's d4: the x after the init
    }
    // ObjD4_Horizontal / _Vertical: +4 while the placed point is above the
    // position (bhi: unsigned words), else -4; then ObjectMove.
    if (vertical(o, k)) {
        const bool ahead = o.y0[k] > uint16_t(pixel(o.y[k]));
        o.ysp[k] = int16_t(w16(o.ysp[k] + (ahead ? BLOCK_PULL : -BLOCK_PULL)));
    } else {
        const bool ahead = o.x0[k] > uint16_t(pixel(o.x[k]));
        o.xsp[k] = int16_t(w16(o.xsp[k] + (ahead ? BLOCK_PULL : -BLOCK_PULL)));
    }
    o.x[k] = add_speed(o.x[k], o.xsp[k]);
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject, d4 = x before the move
}

// It moves by itself for ever.
int32_t kind_busy_s2_cnz_big_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

}  // namespace hp
