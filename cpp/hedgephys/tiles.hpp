// Solid tiles and the tile map (rules/terrain §4).
//
// Both are non-owning views over caller arrays (numpy arrays in Python), so a
// user edits the map in place and the core reads the edit on the next call.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>

#include "fixed.hpp"
#include "vocabulary.hpp"

namespace hp {

// A solid tile set: tile id t has heights[16 t .. 16 t + 15] (column 0 first,
// rules/terrain §4.1), widths[16 t ..] (row 0 first) and one angle byte. Id 0 is "no collision".
struct TileSet {
    const int8_t* heights = nullptr;
    const int8_t* widths = nullptr;
    const uint8_t* angles = nullptr;
    uint32_t count = 0;
};

// A map cell is a 16-bit word: the tile id and its placement (rules/terrain §4.1). The bit
// layout is the library's own (the spec allows it) and chosen so that a plain
// tile id means "solid from every side, not flipped":
//   bits 0-11 tile id, bit 12 X-flip, bit 13 Y-flip,
//   bit 14 no top solidity (left/right/bottom only), bit 15 no lrb solidity (top only).
#define HP_CELL_BITS(X)                                                                            \
    X(CELL_ID_MASK, "ID_MASK", 0x0FFF) X(CELL_XFLIP, "XFLIP", 1u << 12)                          \
    X(CELL_YFLIP, "YFLIP", 1u << 13) X(CELL_NO_TOP, "NO_TOP", 1u << 14) X(CELL_NO_LRB, "NO_LRB", 1u << 15)
enum CellBit : uint16_t { HP_CELL_BITS(HP_ENUM_VALUE) };

// Which solidity bit a probe tests (rules/terrain §4.1).
#define HP_SOLIDITIES(X) X(SOLID_TOP, "top", 0) X(SOLID_LRB, "lrb", 1)
enum Solidity : uint8_t { HP_SOLIDITIES(HP_ENUM_VALUE) };

// Sonic 1's loop chunks (rules/terrain §4.3; the rule is loops.cpp, S1
// `Sonic_Loops`): one kind per 256x256 chunk of the layout, row-major over
// rows x cols chunks. The chunk under a pixel is row (y >> 8) & row_mask,
// column (x >> 8) & col_mask, as `Sonic_Loops` indexes the layout RAM (8 rows
// of 128 chunk bytes: masks 7 and 0x7F); a chunk outside the grid is plain.
// kinds == nullptr: the map has no loop rule (every zone but GHZ and SLZ).
//   plain: any other chunk, back to the high plane; roll_tunnel: v_256roll1/2,
//   Sonic_ChkRoll; loop: v_256loop1, the plane follows the position and angle;
//   loop_grounded: v_256loop2, the same, but airborne means the high plane.
#define HP_LOOP_KINDS(X)                                                                           \
    X(LOOP_PLAIN, "plain", 0) X(LOOP_ROLL_TUNNEL, "roll_tunnel", 1) X(LOOP_LOOP, "loop", 2)        \
    X(LOOP_LOOP_GROUNDED, "loop_grounded", 3)
enum LoopKind : uint8_t { HP_LOOP_KINDS(HP_ENUM_VALUE) LOOP_KIND_COUNT = HP_COUNT(HP_LOOP_KINDS) };
struct LoopChunks {
    const uint8_t* kinds = nullptr;
    uint32_t rows = 0, cols = 0;
    uint32_t row_mask = 0xFFFF, col_mask = 0xFFFF;

    uint8_t kind(uint16_t x, uint16_t y) const {
        const uint32_t col = uint32_t(x >> 8) & col_mask, row = uint32_t(y >> 8) & row_mask;
        if (!kinds || col >= cols || row >= rows) return LOOP_PLAIN;
        return kinds[size_t(row) * cols + col];
    }
};

// Two collision layers (rules/terrain §4.3): each layer maps a cell to its own tile and
// solidity. cells[1] may equal cells[0] (one layer, as in S1 and CD).
//
// Wrap: the originals look a sensor's cell up through a layout whose row (and
// column) index is masked, so their terrain repeats: S1 FindNearestTile and
// S2 Find_Tile take the layout row from y masked to 2048 px (rules/terrain §4.3,
// erratum rules/terrain §14.22). row_mask / col_mask are the cell index masks of such a map
// (period / 16 - 1, a power of two minus one); 0xFFFF leaves the index as is.
struct CastLog;  // sensors.hpp

struct TileMap {
    const uint16_t* cells[2] = {nullptr, nullptr};
    uint32_t rows = 0, cols = 0;
    uint32_t row_mask = 0xFFFF, col_mask = 0xFFFF;
    TileSet tiles;
    LoopChunks loops;  // S1 GHZ/SLZ only (loops.cpp)
    // Set when a probe met a cell naming a tile beyond the set (an in-place
    // edit after validation): the probe treats it as empty and the binding
    // raises after the call. Never null when the map is used by the core.
    std::atomic<uint32_t>* invalid_seen = nullptr;
    // The casts of a call, for pictures (sensors.hpp CastLog); null when stepping.
    CastLog* cast_log = nullptr;

    // Cells outside the map are empty (rules/scenario "The map"). The layer is
    // masked: the core never indexes with a value it has not bounded (a
    // player's layer array stays writable while a call runs).
    uint16_t cell(int layer, uint32_t col, uint32_t row) const {
        col &= col_mask;
        row &= row_mask;
        if (col >= cols || row >= rows) return 0;
        return cells[layer & 1][size_t(row) * cols + col];
    }
};

// Angle of a placed tile (rules/terrain §4.2): X-flip negates, Y-flip reflects about 0x40.
inline Angle flip_angle(Angle a, uint16_t cell) {
    bool xf = cell & CELL_XFLIP, yf = cell & CELL_YFLIP;
    if (xf && yf) return Angle(a + 0x80);
    if (xf) return Angle(-a);
    if (yf) return Angle(0x80 - a);
    return a;
}

}  // namespace hp
