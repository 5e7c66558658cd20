#include "env_step.hpp"

#include <memory>
#include <vector>

#include "broad_phase.hpp"
#include "env_observation.hpp"
#include "lazy_objects.hpp"
#include "threads.hpp"

namespace hp {
namespace {

// Environments go in blocks: each block's terrain windows are sampled in one
// call once its players are stepped (and stored).
constexpr size_t ENV_BLOCK = 64;

void apply_zones(Player& p, const EnvRules& r) {
    const int64_t x = int32_t(p.x), y = int32_t(p.y);
    for (size_t z = 0; z < r.zone_count; ++z) {
        const LayerBox& b = r.zones[z];
        if (x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1) p.layer = uint8_t(b.layer);
    }
}

// The fields of p into row `row` of the recorded (rows, n) arrays.
void record_row(const Record& rec, size_t row, size_t n, size_t i, const Player& p) {
#define HP_ENV_ROW(T, name, ...) \
    if (rec.name) rec.name[row * n + i] = p.name;
    HP_PLAYER_FIELDS(HP_ENV_ROW)
#undef HP_ENV_ROW
}

// Environment i's whole step (see env_step.hpp).
void step_env(PlayerBatch& b, ObjectBatch* objects, const TileMap& m, const Rules& rules,
              const EnvRules& r, const EnvIO& io, const EnvObs& obs, const ObjectIndex* index,
              BroadScratch* scratch, uint64_t rstamp, size_t i) {
    const size_t n = b.n, k = r.frame_skip;
    const Record* rec = io.record;
    Player p;
    uint32_t frames = 0;
    int64_t gained = 0;
    bool terminated = false, truncated = false;
    if (io.reset && io.reset[i]) {  // the gym reset: Players.reset, then place (x, y), then zones
        b.reset(i);
        p = b.load(i);
        p.x = io.start_x[i];
        p.y = io.start_y[i];
        apply_zones(p, r);
        io.steps[i] = 0;
        if (rec)
            for (size_t f = 0; f <= k; ++f) record_row(*rec, f, n, i, p);
    } else {
        p = b.load(i);
        if (rec) record_row(*rec, 0, n, i, p);
        BusySet quiet{};
        if (scratch) {
            scratch->attach(quiet, 0);
            resume_busy(quiet, objects->keep[i], rstamp, p, *objects, i);  // the last call's set (broad_keep.hpp)
        }
        const uint8_t buttons = io.buttons[i];
        while (frames < k) {
            const int32_t x0 = int32_t(p.x);
            env_frame(p, quiet, index, scratch, rules, m, buttons, objects, i);
            apply_zones(p, r);
            gained += int64_t(int32_t(p.x)) - x0;
            ++frames;
            if (rec) record_row(*rec, frames, n, i, p);
            if (p.dead || int64_t(int32_t(p.y)) >= r.bottom) {
                terminated = true;  // the episode ends on this frame: no more frames
                break;
            }
        }
        lazy_finish(p, objects, i, rules, m, quiet.lazy);  // the stale objects (lazy_objects.hpp)
        if (scratch) keep_busy(objects->keep[i], quiet, rstamp, p, *objects, i);
        if (rec)
            for (size_t f = frames + 1; f <= k; ++f) record_row(*rec, f, n, i, p);
        io.steps[i] += 1;
        truncated = r.max_steps > 0 && io.steps[i] >= r.max_steps;
    }
    b.store(i, p);
    io.reward[i] = double(gained) / 65536.0;
    io.terminated[i] = terminated;
    io.truncated[i] = truncated;
    io.frames[i] = int32_t(frames);
    observe_env(p, i, objects, rules, m, io, obs);
}

// Environments [begin, end). As batch.cpp's step_range: local copies of the
// map view and the rules (no reloads after byte stores that may alias them).
// Not flattened, unlike batch.cpp's: inlining the whole frame a second time
// doubled the core's compile time (45 s more of one core in `pip install`)
// and did not make the vector env faster (bench_gym.py, 4,096 envs, one
// thread: compact 3.64 M env-steps/s flattened, 5.01 M not; dict 1.89 / 2.05).
void step_range(PlayerBatch& b, ObjectBatch* objects, const TileMap& map, const EnvRules& r,
                const EnvIO& io, const EnvObs& obs, const ObjectIndex* index, BroadScratch* scratch,
                size_t begin, size_t end) {
    const TileMap m = map;
    const Rules rules = b.rules;
    const uint64_t rstamp = scratch ? rules_stamp(b.rules) : 0;  // (broad_keep.hpp)
    for (size_t i0 = begin; i0 < end; i0 += ENV_BLOCK) {
        const size_t i1 = end - i0 < ENV_BLOCK ? end : i0 + ENV_BLOCK;
        for (size_t i = i0; i < i1; ++i) step_env(b, objects, m, rules, r, io, obs, index, scratch, rstamp, i);
        observe_terrain(b, obs, i0, i1);
    }
}

}  // namespace

ThreadUse env_step(PlayerBatch& b, ObjectBatch* objects, const TileMap& map, const EnvRules& r,
                   const EnvIO& io, const EnvObs& obs, int threads) {
    // The broad phase's index and per-thread memory (broad_phase.hpp), made
    // before any thread starts (an allocation failure raises in the caller).
    const std::unique_ptr<ObjectIndex> index(objects ? new ObjectIndex(*objects) : nullptr);
    std::vector<BroadScratch> broad = broad_scratch(objects, slot_count(b.n, threads), 1);
    return for_each_block(b.n, ENV_BLOCK, threads, [&](size_t lo, size_t hi, size_t slot) {
        step_range(b, objects, map, r, io, obs, index.get(), objects ? &broad[slot] : nullptr, lo, hi);
    });
}

ThreadUse env_observe(const PlayerBatch& b, const ObjectBatch* objects, const TileMap& map,
                      const EnvIO& io, const EnvObs& obs, const bool* mask, int threads) {
    return for_each_block(b.n, ENV_BLOCK, threads, [&](size_t lo, size_t hi, size_t) {
        for (size_t i = lo; i < hi; ++i) {
            if (mask && !mask[i]) continue;
            observe_env(b.load(i), i, objects, b.rules, map, io, obs);
            if (mask) observe_terrain(b, obs, i, i + 1);
        }
        if (!mask) observe_terrain(b, obs, lo, hi);
    });
}

}  // namespace hp
