#include "batch.hpp"

#include <thread>
#include <vector>

namespace hp {
namespace {

// Environments [begin, end): each player is loaded into locals once, stepped
// through every frame (player, then its objects: objects.md §0.6), stored back.
// flatten: inline the whole frame here (with LTO, across files) so the
// player's fields stay in registers instead of going through memory per call.
#if defined(__GNUC__)
__attribute__((flatten))
#endif
void step_range(PlayerBatch& b, ObjectBatch* objects, const TileMap& map, const uint8_t* buttons,
                size_t frames, const Record* rec, size_t begin, size_t end) {
    const size_t n = b.n;
    // Local copies of the map view and the rules: a byte store to the player
    // (an angle register) may alias any memory the compiler cannot see is
    // private, so through the references it would reload table pointers and
    // rule fields after such stores (5% fewer instructions per frame).
    const TileMap m = map;
    const Rules rules = b.rules;
    for (size_t i = begin; i < end; ++i) {
        Player p = b.load(i);
        QuietSpan quiet;  // none until a full objects frame has run
        for (size_t k = 0; k < frames; ++k) {
            player_frame(p, rules, m, buttons[k * n + i]);
            // Broad phase (broad_phase.cpp): skip a frame of objects that
            // would change nothing, or run only its busy objects; after a
            // full frame (or when a skipped object had to run) find the span again.
            if (objects && !quiet.skips_frame(p)) {
                const bool inside = quiet.covers(p);
                const bool stale = objects_frame(p, *objects, i, rules, m, nullptr, inside ? &quiet : nullptr);
                if (!inside || stale) quiet = quiet_span(p, *objects, i, rules);
            }
            if (rec) {
#define HP_RECORD_STORE(T, name) \
    if (rec->name) rec->name[k * n + i] = p.name;
                HP_PLAYER_FIELDS(HP_RECORD_STORE)
#undef HP_RECORD_STORE
            }
        }
        b.store(i, p);
    }
}

}  // namespace

void step_batch(PlayerBatch& b, ObjectBatch* objects, const TileMap& map, const uint8_t* buttons,
                size_t frames, const Record* rec, int threads) {
    const size_t n = b.n;
    size_t t = threads < 1 ? 1 : size_t(threads);
    if (t > n) t = n;
    if (t <= 1) {
        step_range(b, objects, map, buttons, frames, rec, 0, n);
        return;
    }
    // Contiguous chunks, one per thread; the calling thread takes the last one.
    std::vector<std::thread> pool;
    pool.reserve(t - 1);
    const size_t chunk = (n + t - 1) / t;
    for (size_t j = 0; j + 1 < t; ++j) {
        const size_t lo = j * chunk, hi = lo + chunk < n ? lo + chunk : n;
        pool.emplace_back(step_range, std::ref(b), objects, std::cref(map), buttons, frames, rec, lo, hi);
    }
    step_range(b, objects, map, buttons, frames, rec, (t - 1) * chunk < n ? (t - 1) * chunk : n, n);
    for (auto& th : pool) th.join();
}

}  // namespace hp
