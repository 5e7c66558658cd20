// k frames x N environments: the batch step, threads and rollouts.
//
// Environments are independent (each has its own player and object state and
// they share the read-only map), so splitting them over threads cannot change
// any result: the output is bit-identical for every thread count.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "broad_phase.hpp"
#include "lazy_objects.hpp"
#include "objects.hpp"
#include "oscillators.hpp"
#include "player.hpp"
#include "threads.hpp"

namespace hp {

// Caller arrays of shape (frames, n) that receive chosen player fields after
// every frame (a rollout); a null pointer means "not recorded".
struct Record {
#define HP_RECORD_PTR(T, name, ...) T* name = nullptr;
    HP_PLAYER_FIELDS(HP_RECORD_PTR)
#undef HP_RECORD_PTR
};

// One frame of environment i, in the frame order (player.hpp frame_in_order).
// Broad phase (broad_phase.hpp): before the objects' frame, bring the busy
// set up to date where the player is (when he left its span or it asked for
// it), then skip a frame of objects that would change nothing, or run only
// the busy ones. quiet starts with need = NEED_FULL (every object examined).
// Stale objects (lazy_objects.hpp): the caller catches them up after its
// last frame (lazy_finish).
HP_ALWAYS_INLINE void env_frame(Player& p, BusySet& quiet, const ObjectIndex* index, BroadScratch* scratch,
                                const Rules& rules, const TileMap& m, uint8_t buttons,
                                ObjectBatch* objects, size_t i) {
    frame_in_order(p, rules, m, buttons, objects, i, [&](bool control) {
        if (!objects) return false;
        objects_take_level_frame(*objects, i, p);  // before the broad phase's tables (oscillators.hpp)
        if (quiet.need != NEED_NONE || !quiet.covers(p)) refresh_busy(quiet, p, *objects, i, rules, *index, *scratch);
        if (quiet.skips_frame(p)) return false;  // the scan would touch nothing
        const BusyNeed need = objects_frame(p, *objects, i, rules, m, control, nullptr,
                                            quiet.valid ? &quiet : nullptr, &quiet.lazy);
        if (need > quiet.need) quiet.need = need;
        return true;
    });
    if (objects) lazy_end_frame(objects, i, quiet.lazy);  // the table its objects read (lazy_objects.hpp)
    objects_oscillate(objects, i, p, rules);  // after the objects, as the games (oscillators.hpp)
}

// buttons is (frames, n) row-major. objects may be null (no objects).
// Returns the threads planned and used (threads.hpp ThreadUse).
ThreadUse step_batch(PlayerBatch& players, ObjectBatch* objects, const TileMap& map,
                     const uint8_t* buttons, size_t frames, const Record* record, int threads);

// stages.cpp: one frame of every environment (buttons: n values) with the
// player recorded at each stage of it (rules/scenario "stages"): after the
// player's own update (STAGE_PLAYER, index -1), after each object's update
// (STAGE_OBJECT, its index) and inside the push block (STAGE_OBJECT_SOLID).
// Every object's update runs (no broad phase): the reference step_batch's
// broad phase is tested against. Element e of the result: environment e's.
struct Stage {
    StageTag tag;
    int32_t index;
    Player player;
};
std::vector<std::vector<Stage>> step_stages(PlayerBatch& players, ObjectBatch& objects,
                                            const TileMap& map, const uint8_t* buttons);

}  // namespace hp
