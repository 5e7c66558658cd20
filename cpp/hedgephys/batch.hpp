// k frames x N environments: the batch step, threads and rollouts.
//
// Environments are independent (each has its own player and object state and
// they share the read-only map), so splitting them over threads cannot change
// any result: the output is bit-identical for every thread count.
#pragma once
#include <cstddef>
#include <cstdint>

#include "objects.hpp"
#include "player.hpp"

namespace hp {

// Caller arrays of shape (frames, n) that receive chosen player fields after
// every frame (a rollout); a null pointer means "not recorded".
struct Record {
#define HP_RECORD_PTR(T, name) T* name = nullptr;
    HP_PLAYER_FIELDS(HP_RECORD_PTR)
#undef HP_RECORD_PTR
};

// buttons is (frames, n) row-major. objects may be null (no objects).
void step_batch(PlayerBatch& players, ObjectBatch* objects, const TileMap& map,
                const uint8_t* buttons, size_t frames, const Record* record, int threads);

}  // namespace hp
