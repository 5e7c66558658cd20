// What the vector environment's step (env_step.hpp) and its observation
// (env_observation.hpp) share: the settings every environment shares, the
// observation buffers and the per-environment arrays, all plain pointers into
// the caller's arrays (docs/gym.md). Types only: the observation sits below
// the step that calls it, and both include this.
#pragma once
#include <cstddef>
#include <cstdint>

#include "batch.hpp"
#include "window.hpp"

namespace hp {

// A path swapper of the adapter (gym LayerZone): after every frame and
// reset, a player whose centre, as signed 16.16 words, lies in
// x0 <= x < x1 and y0 <= y < y1 goes onto `layer` (later zones win).
struct LayerBox {
    int64_t x0, y0, x1, y1, layer;
};

// What every environment shares.
struct EnvRules {
    uint32_t frame_skip = 1;    // frames per step (action repeat)
    int64_t max_steps = 0;      // truncated after this many steps; 0: never
    int64_t bottom = 0;         // terminated when the signed y word >= bottom (map height << 16)
    const LayerBox* zones = nullptr;
    size_t zone_count = 0;
};

// Observation widths (gym PLAYER_FIELDS, COMPACT_FIELDS, OBJECT_FIELDS).
constexpr size_t OBS_PLAYER = 11;
constexpr size_t COMPACT_PLAYER = 12;
constexpr size_t COMPACT_SENSORS = 8;
constexpr size_t OBS_OBJECT = 5;

// Observation buffers, one row per environment; a null pointer is not written.
struct EnvObs {
    float* player = nullptr;     // (n, OBS_PLAYER)
    uint8_t* terrain = nullptr;  // (n, side, side): the window of image at offsets (window.hpp)
    WindowImage image{};
    const int32_t* offsets = nullptr;
    size_t side = 0;
    size_t nearest = 0;          // K: object rows per environment (env_observation.hpp)
    float* objects = nullptr;    // (n, nearest, OBS_OBJECT)
    int32_t* compact = nullptr;  // (n, COMPACT_PLAYER + COMPACT_SENSORS + OBS_OBJECT * nearest)
};

// Per-environment arrays of n elements (record: (frame_skip + 1, n) rows).
struct EnvIO {
    const uint8_t* buttons = nullptr;
    const bool* reset = nullptr;       // true: reset instead of stepping (autoreset); null: none
    const uint32_t* start_x = nullptr; // where a reset puts the player (16.16 words)
    const uint32_t* start_y = nullptr;
    int64_t* steps = nullptr;          // steps since the reset
    double* reward = nullptr;          // the x gained over the step, pixels (progress_reward)
    bool* terminated = nullptr;        // dead, or the centre at or below the map's bottom
    bool* truncated = nullptr;         // steps >= max_steps
    int32_t* frames = nullptr;         // frames stepped (0 for a reset)
    int64_t* events = nullptr;         // info: the player's event bits
    int64_t* object_events = nullptr;  // info: the OR of the objects' event bits (with objects)
    const Record* record = nullptr;    // row 0 the state before, row f after frame f (then frozen)
};

}  // namespace hp
