#include "batch.hpp"

#include <cstddef>
#include <cstring>
#include <memory>

#include "threads.hpp"

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

// A rollout has the same shape problem in the other direction: storing one
// player's frames straight into (frames, n) arrays touches a new row, often
// a new page, every frame. So recorded fields first go to a per-thread
// buffer, one player's chunk of frames side by side, and each finished
// chunk is copied out row by row.
struct RecordBuffers {
    // One recorded field: where it sits in Player, its size, its buffer
    // (BLOCK x CHUNK elements) and its (frames, n) destination. Only the
    // recorded fields are listed, so a frame pays for what it records.
    struct Field {
        size_t offset, size;
        uint8_t* buf;
        uint8_t* dst;
    };
#define HP_RECBUF_COUNT(T, name, ...) +1
    static constexpr size_t MAX_FIELDS = 0 HP_PLAYER_FIELDS(HP_RECBUF_COUNT);
#undef HP_RECBUF_COUNT
    Field fields[MAX_FIELDS];
    size_t count = 0;

    // Bytes one thread needs for the fields that rec records.
    static size_t bytes(const Record& rec) {
        size_t total = 0;
#define HP_RECBUF_SIZE(T, name, ...) \
    if (rec.name) total += sizeof(T) * BLOCK * CHUNK;
        HP_PLAYER_FIELDS(HP_RECBUF_SIZE)
#undef HP_RECBUF_SIZE
        return total;
    }
    // Lays the buffers out in storage (bytes(rec) of them; every size is a
    // multiple of BLOCK * CHUNK bytes, so each buffer is aligned for its type).
    RecordBuffers(const Record* rec, uint8_t* storage) {
        if (!rec) return;
#define HP_RECBUF_SET(T, name, ...)                                                                   \
    if (rec->name) {                                                                             \
        fields[count++] = {offsetof(Player, name), sizeof(T), storage,                           \
                           reinterpret_cast<uint8_t*>(rec->name)};                               \
        storage += sizeof(T) * BLOCK * CHUNK;                                                    \
    }
        HP_PLAYER_FIELDS(HP_RECBUF_SET)
#undef HP_RECBUF_SET
    }
    void put(size_t j, size_t kk, const Player& p) const {
        const uint8_t* src = reinterpret_cast<const uint8_t*>(&p);
        const size_t at = j * CHUNK + kk;
        for (size_t f = 0; f < count; ++f) {
            const Field& d = fields[f];
            switch (d.size) {  // fixed-size copies, not a call to memcpy
                case 1: d.buf[at] = src[d.offset]; break;
                case 2: std::memcpy(d.buf + 2 * at, src + d.offset, 2); break;
                case 8: std::memcpy(d.buf + 8 * at, src + d.offset, 8); break;  // the position record
                default: std::memcpy(d.buf + 4 * at, src + d.offset, 4); break;
            }
        }
    }
    // Frames k0 .. k0 + kn of players i0 .. i0 + bn into the (frames, n) arrays.
    void copy_out(size_t n, size_t i0, size_t bn, size_t k0, size_t kn) const {
        for (size_t f = 0; f < count; ++f) {
            const Field& d = fields[f];
            switch (d.size) {
                case 1: copy_rows<uint8_t>(d, n, i0, bn, k0, kn); break;
                case 2: copy_rows<uint16_t>(d, n, i0, bn, k0, kn); break;
                case 8: copy_rows<uint64_t>(d, n, i0, bn, k0, kn); break;
                default: copy_rows<uint32_t>(d, n, i0, bn, k0, kn); break;
            }
        }
    }
    template <class T>
    static void copy_rows(const Field& d, size_t n, size_t i0, size_t bn, size_t k0, size_t kn) {
        const T* buf = reinterpret_cast<const T*>(d.buf);
        for (size_t kk = 0; kk < kn; ++kk) {
            T* row = reinterpret_cast<T*>(d.dst) + (k0 + kk) * n + i0;
            for (size_t j = 0; j < bn; ++j) row[j] = buf[j * CHUNK + kk];
        }
    }
};

// Environments [begin, end): each player is loaded into locals, stepped
// through a chunk of frames (player, then its objects: rules/objects §0.6) and
// stored back. Blocking changes only the order of independent work, never a
// result: each environment still sees its frames in order.
// flatten: inline the whole frame here (with LTO, across files): no calls,
// and the player's fields are read and written in place in this function's
// frame instead of through a pointer per routine.
// WITH_OBJECTS: two copies of the loop, so that terrain alone (no objects)
// runs a function without the objects' code inlined into it: with every
// object kind flattened in, the one shared copy ran terrain alone about 10%
// slower (register pressure and code size; the same work, the same results).
template <bool WITH_OBJECTS>
#if defined(__GNUC__)
__attribute__((flatten))
#endif
void step_range(PlayerBatch& b, ObjectBatch* objects_arg, const TileMap& map, const uint8_t* buttons,
                size_t frames, const Record* rec, uint8_t* rec_storage, const ObjectIndex* index,
                BroadScratch* scratch, size_t begin, size_t end) {
    ObjectBatch* const objects = WITH_OBJECTS ? objects_arg : nullptr;
    const size_t n = b.n;
    const RecordBuffers recorded(rec, rec_storage);
    // Local copies of the map view and the rules: a byte store to the player
    // (an angle register) may alias any memory the compiler cannot see is
    // private, so through the references it would reload table pointers and
    // rule fields after such stores (5% fewer instructions per frame).
    const TileMap m = map;
    const Rules rules = b.rules;
    // The busy sets the last call left (broad_keep.hpp), taken where the state is unchanged.
    const uint64_t rstamp = WITH_OBJECTS && scratch ? rules_stamp(b.rules) : 0;
    alignas(64) uint8_t held[BLOCK * CHUNK];
    BusySet spans[BLOCK];
    for (size_t i0 = begin; i0 < end; i0 += BLOCK) {
        const size_t bn = end - i0 < BLOCK ? end - i0 : BLOCK;
        // none until every object has been examined (the first objects frame)
        if (WITH_OBJECTS && scratch)
            for (size_t j = 0; j < bn; ++j) scratch->attach(spans[j], j);
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
                BusySet quiet = spans[j];
                if (rstamp && k0 == 0) resume_busy(quiet, objects->keep[i], rstamp, p, *objects, i);
                for (size_t kk = 0; kk < kn; ++kk) {
                    env_frame(p, quiet, index, scratch, rules, m, mine[kk], objects, i);
                    if (rec) recorded.put(j, kk, p);
                }
                if (k0 + kn == frames) {
                    lazy_finish(p, objects, i, rules, m, quiet.lazy);
                    if (rstamp) keep_busy(objects->keep[i], quiet, rstamp, p, *objects, i);
                }
                spans[j] = quiet;
                b.store(i, p);
            }
            if (rec) recorded.copy_out(n, i0, bn, k0, kn);
        }
    }
}

}  // namespace

ThreadUse step_batch(PlayerBatch& b, ObjectBatch* objects, const TileMap& map, const uint8_t* buttons,
                     size_t frames, const Record* rec, int threads) {
    const size_t n = b.n;
    const size_t t = slot_count(n, threads);
    // Record buffers for every thread, allocated here, before any thread
    // starts (an allocation failure raises in the caller, MemoryError in Python).
    const size_t per_thread = rec ? RecordBuffers::bytes(*rec) : 0;
    // (not zeroed: every element is written before it is copied out)
    const std::unique_ptr<uint8_t[]> storage(per_thread ? new uint8_t[per_thread * t] : nullptr);
    auto scratch = [&](size_t j) { return per_thread ? storage.get() + j * per_thread : nullptr; };
    // The broad phase's index (shared) and memory (one per thread), likewise.
    const std::unique_ptr<ObjectIndex> index(objects ? new ObjectIndex(*objects) : nullptr);
    std::vector<BroadScratch> broad = broad_scratch(objects, t, BLOCK);
    return for_each_block(n, BLOCK, threads, [&](size_t lo, size_t hi, size_t slot) {
        if (objects)
            step_range<true>(b, objects, map, buttons, frames, rec, scratch(slot), index.get(), &broad[slot],
                             lo, hi);
        else
            step_range<false>(b, nullptr, map, buttons, frames, rec, scratch(slot), nullptr, nullptr, lo, hi);
    });
}

}  // namespace hp
