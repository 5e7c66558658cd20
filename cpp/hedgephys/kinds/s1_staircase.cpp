// Star Light Zone's staircase (issue 18): S1 Object 5B `Staircase`
// (_incObj/5B Staircase.asm: Stair_Main, Stair_Move, Stair_Solid,
// Stair_Type00 / 01 / 02); docs/kinds/s1_path.md "The staircase".
//
// One layout entry is four blocks in a row, $20 px apart (Stair_Main: the
// parent, then three it allocates after itself). Each is a solid block
// (SolidObject, procedure A: d1 = obActWid $10 + $B, d2 = $10, d3 = $11, the
// kind's cx, hj, hs, aw) whose y is its placed y plus one byte of the parent's
// four (objoff_38..3B: block n reads byte n, in reverse order when the parent
// is x-flipped). The parent (parameter first, flags bit 1) runs Stair_Move
// before its own Stair_Solid; a block finds its parent as the nearest object
// before it (at most 3 back) with first set.
//
// The parent's state: phase = the four bytes (byte n = objoff_38 + n); timer =
// objoff_34; aux byte 0 = objoff_36 (the blocks' report: 1 when the player
// stands on one, SolidObject's d4 when negative: a top or bottom contact),
// aux byte 1 = how often obSubtype was incremented (its type = subtype +
// that, & 7).
#include <algorithm>
#include <cstdlib>

#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t STAIR_STAND_WAIT = 0x1E;  // Stair_Type00: move.w #$1E,objoff_34
constexpr int32_t STAIR_SHAKE_WAIT = 0x3C;  // Stair_Type02: move.w #$3C,objoff_34
constexpr uint8_t STAIR_DROP_END = 0x80;    // Stair_Type01: cmpi.b #$80,(a1)
constexpr int32_t STAIR_BLOCKS = 4;         // Stair_Main: moveq #3,d1 (dbf)

inline bool stair_first(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }
inline uint8_t stair_byte(int32_t v, int n) { return uint8_t(uint32_t(v) >> (8 * n)); }
inline int32_t stair_with_byte(int32_t v, int n, uint8_t b) {
    const uint32_t mask = 0xFFu << (8 * n);
    return int32_t((uint32_t(v) & ~mask) | (uint32_t(b) << (8 * n)));
}
// Stair_TypeIndex: types 0 and 2 wait, 1 and 3 drop (Stair_Type01).
inline int stair_type(const ObjectBatch& o, size_t k) { return (o.subtype[k] + stair_byte(o.aux[k], 1)) & 3; }
inline bool stair_dropping(const ObjectBatch& o, size_t k) { return (stair_type(o, k) & 1) != 0; }

// The parent of block k (object i of its environment): k itself, or the
// nearest object at most 3 before it that is a first block; -1 when none.
int32_t stair_parent(const ObjectBatch& o, size_t k, int32_t i) {
    for (int32_t back = 0; back < STAIR_BLOCKS && back <= i; ++back) {
        const size_t a = k - size_t(back);
        if (o.kind[a] != OBJ_S1_STAIRCASE) return -1;
        if (stair_first(o, a)) return back;
    }
    return -1;
}

// Stair_Solid: block k's y, stair_origY + the byte objoff_37 of its parent
// `back` objects before it (objoff_38 + n for block n, objoff_3B - n when
// the parent is flipped), an unsigned byte.
int32_t stair_y(const ObjectBatch& o, size_t k, int32_t back) {
    const size_t a = k - size_t(back);
    const int n = (o.flags[a] & OF_XFLIP) ? STAIR_BLOCKS - 1 - back : back;
    return o.y0[k] + stair_byte(o.phase[a], n);
}

// Stair_Type00 / Stair_Type02: wait for the report (1: stood on; negative:
// hit), then the timer; at 0 the type goes up by one (a dropping type).
void stair_wait(ObjectBatch& o, size_t k) {
    const int8_t report = int8_t(stair_byte(o.aux[k], 0));
    const bool shakes = stair_type(o, k) == 2;
    if (o.timer[k] == 0) {
        if (shakes ? report < 0 : report == 1) o.timer[k] = shakes ? STAIR_SHAKE_WAIT : STAIR_STAND_WAIT;
        return;
    }
    if (--o.timer[k] == 0) {  // addq.b #1,obSubtype(a0)
        o.aux[k] = stair_with_byte(o.aux[k], 1, uint8_t(stair_byte(o.aux[k], 1) + 1));
        return;
    }
    if (!shakes) return;
    // loc_10FEC: the blocks shake, 0 and 1 alternating, flipping every 4 frames.
    const uint8_t b = uint8_t((uint8_t(o.timer[k]) >> 2) & 1);
    o.phase[k] = int32_t(uint32_t(b) | uint32_t(b ^ 1) << 8 | uint32_t(b) << 16 | uint32_t(b ^ 1) << 24);
}

// Stair_Type01: byte 0 counts up to $80; the others are 3/4, 1/2 and 1/4 of
// it (rounded down: the 16.16 halvings of lsr.l).
void stair_drop(ObjectBatch& o, size_t k) {
    uint8_t c = stair_byte(o.phase[k], 0);
    if (c == STAIR_DROP_END) return;
    ++c;
    const uint32_t half = uint32_t(c) << 15, quarter = half >> 1;
    const uint32_t three = (half + quarter) >> 16;
    o.phase[k] = int32_t(uint32_t(c) | (three & 0xFF) << 8 | ((half >> 16) & 0xFF) << 16 |
                         ((quarter >> 16) & 0xFF) << 24);
}

}  // namespace

// ---- the kind s1_staircase (object_kinds.hpp) ----
SolidResult kind_update_s1_staircase(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t back = stair_parent(o, k, i);
    if (back == 0) {  // Stair_Move (the parent only)
        if (stair_dropping(o, k)) stair_drop(o, k);
        else stair_wait(o, k);
    }
    // Stair_Solid: its y from the parent's byte, then SolidObject.
    if (back >= 0) {
        set_object_y(o, k, stair_y(o, k, back));
    }
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject
    if (back >= 0) {
        const size_t a = k - size_t(back);
        if (res.code < 0) o.aux[a] = stair_with_byte(o.aux[a], 0, 0xFF);  // tst.b d4: move.b d4,objoff_36(a2)
        if (o.standing[k]) o.aux[a] = stair_with_byte(o.aux[a], 0, 1);    // btst #3,obStatus(a0)
    }
    return res;
}

// Busy: a block runs whenever the player is near any block of its staircase
// (the report it gives the parent starts the parent's wait, which moves them
// all: the radius reaches every block's window), every frame while it is not
// where its parent's byte puts it or the parent waits out a report or
// drops, and only near itself once the drop has ended or when it has no
// parent.
int32_t kind_busy_s1_staircase(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const int32_t i = int32_t(k % o.count);
    const int32_t back = stair_parent(o, k, i);
    if (back < 0) return o.cx[k];
    const size_t a = k - size_t(back);
    if (uint16_t(pixel(o.y[k])) != uint16_t(stair_y(o, k, back))) return ALWAYS_BUSY;
    if (stair_dropping(o, a)) return stair_byte(o.phase[a], 0) == STAIR_DROP_END ? o.cx[k] : ALWAYS_BUSY;
    const int8_t report = int8_t(stair_byte(o.aux[a], 0));
    const bool set_off = stair_type(o, a) == 2 ? report < 0 : report == 1;
    if (o.timer[a] != 0 || set_off) return ALWAYS_BUSY;
    int32_t radius = o.cx[k];  // the farthest window of the staircase's blocks
    const size_t end = k - size_t(i) + o.count;
    for (size_t m = a; m < a + STAIR_BLOCKS && m < end; ++m) {
        if (o.kind[m] != OBJ_S1_STAIRCASE || (m != a && stair_first(o, m))) break;
        const int32_t d = std::abs(int32_t(int16_t(uint16_t(pixel(o.x[m]) - pixel(o.x[k])))));
        radius = std::max(radius, d + o.cx[m]);
    }
    return radius;
}

}  // namespace hp
