// Objects (objects.md): state as a structure of arrays, one copy per
// environment, run after the player each frame in list order (objects.md §0.6).
//
// Placeholder until the object procedures land: no objects, nothing to do.
#pragma once
#include <cstddef>

#include "player.hpp"

namespace hp {

struct ObjectBatch {
    size_t envs = 0;   // environments (one per player of the batch)
    size_t count = 0;  // objects per environment
};

// Every object of environment env, in list order, after the player's update.
inline void objects_frame(Player&, ObjectBatch&, size_t /*env*/, const Rules&, const TileMap&) {}

}  // namespace hp
