// The Gymnasium vector environment's step (docs/gym.md) over plain arrays:
// for every environment, an autoreset or k frames of the batch step (layer
// zones after each frame, stopping at the frame the episode ends on), then
// its reward, end flags, info and observation, in one call; environments are
// split over threads as in batch.cpp, so results never depend on the count.
//
// Not physics: the physics is env_frame (batch.hpp). The only floating point
// of the core is here and in env_observation.cpp: exact integers written into
// the float32 observation and the float64 reward, never read back.
#pragma once
#include <cstddef>
#include <cstdint>

#include "batch.hpp"
#include "env.hpp"
#include "objects.hpp"
#include "player.hpp"

namespace hp {

// Both return the threads planned and used (threads.hpp ThreadUse).
ThreadUse env_step(PlayerBatch& players, ObjectBatch* objects, const TileMap& map, const EnvRules& rules,
                   const EnvIO& io, const EnvObs& obs, int threads);

// The observation and info of the environments selected by mask (null: all),
// without stepping (after resets made elsewhere).
ThreadUse env_observe(const PlayerBatch& players, const ObjectBatch* objects, const TileMap& map,
                      const EnvIO& io, const EnvObs& obs, const bool* mask, int threads);

}  // namespace hp
