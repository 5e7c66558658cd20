// The sensor probe (terrain.md §5): one pixel, one cast direction, one
// solidity bit; returns a signed distance and may write an angle register.
#pragma once
#include <cstdint>

#include "tiles.hpp"

namespace hp {

enum Direction : uint8_t { CAST_DOWN = 0, CAST_RIGHT = 1, CAST_UP = 2, CAST_LEFT = 3 };

struct CastResult {
    int16_t distance;  // -32 .. +31 (§5.1)
    uint16_t tile;     // id of the last block probed that had the tested solidity, 0 if none
};

// cd_floor: Sonic CD's rule for downward casts through negative heights (§5.4).
// angle_reg is written only when a probed block has the tested solidity (§5.2).
CastResult cast(const TileMap& map, uint16_t sx, uint16_t sy, Direction dir, Solidity solid,
                int layer, bool cd_floor, Angle* angle_reg);

}  // namespace hp
