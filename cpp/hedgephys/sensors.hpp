// The sensor probe (rules/terrain §5): one pixel, one cast direction, one
// solidity bit; returns a signed distance and may write an angle register.
#pragma once
#include <cstdint>

#include "tiles.hpp"

namespace hp {

#define HP_DIRECTIONS(X) X(CAST_DOWN, "down", 0) X(CAST_RIGHT, "right", 1) X(CAST_UP, "up", 2) X(CAST_LEFT, "left", 3)
enum Direction : uint8_t { HP_DIRECTIONS(HP_ENUM_VALUE) };

struct CastResult {
    int16_t distance;  // -32 .. +31 (rules/terrain §5.1)
    uint16_t tile;     // id of the last block probed that had the tested solidity, 0 if none
};

// Which sensor a cast is, in the Sonic Physics Guide's letters (A/B the floor
// pair, C/D the ceiling pair, E/F the push and wall sensors, each pair rotated
// with the ground mode), plus the ledge probe of balancing and an object's own
// casts. Only the cast log reads it (plot.frame_casts); in the frame it is a
// constant the compiler drops.
#define HP_SENSOR_ROLES(X)                                                                         \
    X(ROLE_A, "A", 0) X(ROLE_B, "B", 1) X(ROLE_C, "C", 2) X(ROLE_D, "D", 3) X(ROLE_E, "E", 4)      \
    X(ROLE_F, "F", 5) X(ROLE_BALANCE, "balance", 6) X(ROLE_OBJECT, "object", 7)
enum SensorRole : uint8_t { HP_SENSOR_ROLES(HP_ENUM_VALUE) };

// The casts one call made, in order (the binding's frame_casts turns it on for
// one player and one frame; null in the batch step). Casts past `capacity`
// are counted, not stored.
struct CastRecord {
    uint16_t x, y;
    uint8_t direction, solidity, layer, role;
    int16_t distance;
};
struct CastLog {
    CastRecord* records = nullptr;
    uint32_t capacity = 0, count = 0;
    void add(const CastRecord& c) {
        if (count < capacity) records[count] = c;
        ++count;
    }
};

// Defined inline: the callers pass constant directions and solidity bits, so
// each call site compiles to a specialised probe (the frame's hottest code).

namespace detail {

enum ProbeKind { EMPTY, PARTIAL, FULL, INSIDE };

struct Probe {
    ProbeKind kind;
    int32_t value;
};

// One block of a cast (rules/terrain §5.2 "probe"). (tx, ty) is any pixel of the block; r is
// the sensor's row (or column) index within its block, already mirrored for
// upward/leftward casts; lane is the column (vertical casts) or row index.
HP_ALWAYS_INLINE Probe probe_block(const TileMap& map, uint16_t tx, uint16_t ty, bool vertical,
                         bool backward, int32_t r, Solidity solid, int layer, bool cd_floor,
                         Angle* angle_reg, uint16_t* tile_out) {
    uint16_t c = map.cell(layer, tx >> 4, ty >> 4);
    uint32_t id = c & CELL_ID_MASK;
    uint16_t miss = solid == SOLID_TOP ? CELL_NO_TOP : CELL_NO_LRB;
    // 1. blank, lacking the tested bit, or shape 0 -> EMPTY, register untouched.
    //    An id beyond the tile set counts as blank (the binding rejects such maps
    //    when built, and warns after a call that met one: an in-place edit).
    if (id == 0 || (c & miss)) return {EMPTY, 0};
    if (id >= map.tiles.count) {
        map.invalid_seen->store(id, std::memory_order_relaxed);
        return {EMPTY, 0};
    }
    // 2. the flip-adjusted angle is written even if the column turns out empty.
    *angle_reg = flip_angle(map.tiles.angles[id], c);
    *tile_out = uint16_t(id);
    // 3. flip-adjusted height (or width) of the lane (rules/terrain §4.2).
    int32_t h;
    if (vertical) {
        uint32_t col = tx & 15;
        if (c & CELL_XFLIP) col = 15 - col;
        h = map.tiles.heights[id * 16 + col];
        if (bool(c & CELL_YFLIP) != backward) h = -h;
        // rules/terrain §5.4 Sonic CD: a downward cast treats a negative column as full, angle 0.
        if (cd_floor && !backward && h < 0) {
            *angle_reg = 0;
            return {PARTIAL, 15 - (r + 16)};
        }
    } else {
        uint32_t row = ty & 15;
        if (c & CELL_YFLIP) row = 15 - row;
        h = map.tiles.widths[id * 16 + row];
        if (bool(c & CELL_XFLIP) != backward) h = -h;
    }
    if (h == 0) return {EMPTY, 0};
    if (h > 0 && h < 16) return {PARTIAL, 15 - (r + h)};
    if (h >= 16) return {FULL, 0};
    if (r + h >= 0) return {EMPTY, 0};  // the sensor lies beyond the solid run
    return {INSIDE, -1 - r};
}

}  // namespace detail

// cast (rules/terrain §5.2): first probe, then one neighbour (extension or regression).
// cd_floor: Sonic CD's rule for downward casts through negative heights (rules/terrain §5.4).
// angle_reg is written only when a probed block has the tested solidity (rules/terrain §5.2).
HP_ALWAYS_INLINE CastResult cast_blocks(const TileMap& map, uint16_t sx, uint16_t sy, Direction dir,
                                        Solidity solid, int layer, bool cd_floor, Angle* angle_reg) {
    using namespace detail;
    const bool vertical = dir == CAST_DOWN || dir == CAST_UP;
    const bool backward = dir == CAST_UP || dir == CAST_LEFT;
    // Mirror trick: upward/leftward casts work on the coordinate XOR 15.
    uint16_t along = vertical ? sy : sx;
    if (backward) along ^= 15;
    const int32_t r = along & 15;
    const int32_t step = backward ? -16 : 16;
    uint16_t tile = 0;

    // First probe: the block holding the sensor pixel.
    const Probe first = probe_block(map, vertical ? sx : along, vertical ? along : sy, vertical,
                                    backward, r, solid, layer, cd_floor, angle_reg, &tile);
    if (first.kind == PARTIAL) return {int16_t(first.value), tile};  // no neighbour, even if < 0
    // EMPTY -> extension (the next block along the cast), FULL/INSIDE ->
    // regression (the previous one); the second probe never looks further.
    const int32_t sign = first.kind == EMPTY ? 1 : -1;
    const uint16_t next = uint16_t(along + sign * step);
    const Probe second = probe_block(map, vertical ? sx : next, vertical ? next : sy, vertical,
                                     backward, r, solid, layer, cd_floor, angle_reg, &tile);
    int32_t d;
    switch (second.kind) {
        case PARTIAL:
        case INSIDE: d = second.value; break;
        case FULL: d = -1 - r; break;   // 15 - (r + 16)
        default: d = 15 - r; break;     // EMPTY: the far edge of that block
    }
    return {int16_t(d + 16 * sign), tile};
}

// A sensor cast (rules/terrain §5): the two-block probe, recorded when the map carries a
// cast log (never in the batch step: one predictable branch).
HP_ALWAYS_INLINE CastResult cast(const TileMap& map, uint16_t sx, uint16_t sy, Direction dir, Solidity solid,
                                 int layer, bool cd_floor, Angle* angle_reg, SensorRole role = ROLE_OBJECT) {
    const CastResult c = cast_blocks(map, sx, sy, dir, solid, layer, cd_floor, angle_reg);
    if (map.cast_log) [[unlikely]]
        map.cast_log->add({sx, sy, uint8_t(dir), uint8_t(solid), uint8_t(layer & 1), uint8_t(role), c.distance});
    return c;
}

}  // namespace hp
