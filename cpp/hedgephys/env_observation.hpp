// One environment's observation and info for the vector environment
// (env.hpp, called by env_step.cpp; docs/gym.md): the player vector, the terrain window, the
// object rows and the compact vector with its sensor casts.
#pragma once
#include <cstddef>

#include "env.hpp"
#include "objects.hpp"
#include "player.hpp"

namespace hp {

// The compact vector's sensors (gym COMPACT_FIELDS), fixed screen-axis casts
// from the centre pixel (px, py) with the current radii (xr, yr), on the
// player's layer: floor_left / floor_right down at (px -/+ xr, py + yr),
// top solidity; ceiling_left / ceiling_right up at (px -/+ xr, py - yr),
// wall_left / wall_right left / right at (px -/+ 10, py), lrb solidity;
// ledge_left / ledge_right down at (px -/+ 32, py + yr), top solidity.
void compact_sensors(const Player& p, const Rules& rules, const TileMap& map, int32_t* out);

// The terrain windows of environments [begin, end) (one sample_window call
// over their stored positions and layers: its set-up is shared).
void observe_terrain(const PlayerBatch& players, const EnvObs& obs, size_t begin, size_t end);

// The object rows (gym OBJECT_FIELDS: dx, dy, present, state, kind) are the
// obs.nearest present objects nearest the player, path swappers left out
// (they act but are not observed): by the squared distance between the
// centre pixels, ties in the level's order; rows past those found are 0.
// Writes environment i's rows of obs except the terrain window, and
// io.events / io.object_events.
void observe_env(const Player& p, size_t i, const ObjectBatch* objects, const Rules& rules,
                 const TileMap& map, const EnvIO& io, const EnvObs& obs);

}  // namespace hp
