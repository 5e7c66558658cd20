#include "batch.hpp"

#include <thread>
#include <vector>

namespace hp {
namespace {

// Buttons arrive as (frames, n): one frame's row holds every environment. A
// player stepped through many frames would read them n bytes apart, and with
// n a power of two every read lands in the same cache set (4096 players: 20%
// slower than 4095). So environments go in blocks of BLOCK and frames in
// chunks of CHUNK: each chunk of the block's buttons is first copied into a
// small local array, one player's frames side by side.
constexpr size_t BLOCK = 64;
constexpr size_t CHUNK = 64;

// Environments [begin, end): each player is loaded into locals, stepped
// through a chunk of frames (player, then its objects: objects.md §0.6) and
// stored back. Blocking changes only the order of independent work, never a
// result: each environment still sees its frames in order.
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
    alignas(64) uint8_t held[BLOCK * CHUNK];
    QuietSpan spans[BLOCK];
    for (size_t i0 = begin; i0 < end; i0 += BLOCK) {
        const size_t bn = end - i0 < BLOCK ? end - i0 : BLOCK;
        for (size_t j = 0; j < bn; ++j) spans[j] = QuietSpan{};  // none until a full objects frame
        for (size_t k0 = 0; k0 < frames; k0 += CHUNK) {
            const size_t kn = frames - k0 < CHUNK ? frames - k0 : CHUNK;
            for (size_t kk = 0; kk < kn; ++kk) {
                const uint8_t* row = buttons + (k0 + kk) * n + i0;
                for (size_t j = 0; j < bn; ++j) held[j * CHUNK + kk] = row[j];
            }
            for (size_t j = 0; j < bn; ++j) {
                const size_t i = i0 + j;
                const uint8_t* mine = held + j * CHUNK;
                Player p = b.load(i);
                QuietSpan quiet = spans[j];
                for (size_t kk = 0; kk < kn; ++kk) {
                    player_frame(p, rules, m, mine[kk]);
                    // Broad phase (broad_phase.cpp): skip a frame of objects that
                    // would change nothing, or run only its busy objects; after a
                    // full frame (or when a skipped object had to run) find the span again.
                    if (objects && !quiet.skips_frame(p)) {
                        const bool inside = quiet.covers(p);
                        const bool stale =
                            objects_frame(p, *objects, i, rules, m, nullptr, inside ? &quiet : nullptr);
                        if (!inside || stale) quiet = quiet_span(p, *objects, i, rules);
                    }
                    if (rec) {
                        const size_t at = (k0 + kk) * n + i;
#define HP_RECORD_STORE(T, name) \
    if (rec->name) rec->name[at] = p.name;
                        HP_PLAYER_FIELDS(HP_RECORD_STORE)
#undef HP_RECORD_STORE
                    }
                }
                spans[j] = quiet;
                b.store(i, p);
            }
        }
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
