// Stale objects (lazy_objects.hpp): which objects may lag, and their catch-up.
#include "lazy_objects.hpp"

#include <cstdlib>
#include <cstring>

namespace hp {

namespace {

// The broad phase uses radii up to this (broad_phase.cpp MAX_RADIUS).
constexpr int32_t LAZY_MAX_RADIUS = 0x3FFF;

bool lazy_able(const ObjectBatch& o, size_t k, const Rules& r) { return lazy_radius(o, k, r) != NOT_LAZY; }

void lazy_skip(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    switch (o.kind[k]) {
#define HP_LAZY_SKIP(id, name, file, traits, states, params)                   \
    case id:                                                                    \
        if constexpr (((traits) & KT_LAZY) != 0) kind_lazy_skip_##name(o, k, r, frames); \
        break;
        HP_OBJECT_KIND_LIST(HP_LAZY_SKIP)
#undef HP_LAZY_SKIP
        default:
            break;
    }
}

// Catches object j up over the frames since + 1 .. upto: its own counters
// advanced over all but the last LAZY_DEPTH, then those replayed (its state
// after them depends on their tables and its counters only), each with the
// table its objects read on that frame and a player as far from it as the
// pixel word allows.
void lazy_replay(const Player& p, ObjectBatch& o, size_t env, size_t j, const Rules& r, const TileMap& map,
            LazyObjects& lazy, int32_t upto) {
    const size_t k = env * o.count + j;
    int32_t from = lazy.since[j] + 1;
    if (from < upto - (LAZY_DEPTH - 1)) {
        lazy_skip(o, k, r, upto - (LAZY_DEPTH - 1) - from);
        from = upto - (LAZY_DEPTH - 1);
    }
    if (from > upto) return;
    uint16_t* table = o.osc.data() + env * OSC_WORDS;
    uint16_t now[OSC_WORDS];
    std::memcpy(now, table, sizeof now);
    Player far = p;
    far.x = uint32_t(uint16_t(o.x0[k] + 0x8000)) << 16;
    far.on_object = -1;
    for (int32_t g = from; g <= upto; ++g) {
        std::memcpy(table, lazy.hist + size_t(g % LAZY_DEPTH) * OSC_WORDS, sizeof now);
        object_update(far, o, env, int32_t(j), r, map, nullptr);
    }
    std::memcpy(table, now, sizeof now);
}

}  // namespace

int32_t lazy_radius(const ObjectBatch& o, size_t k, const Rules& r) {
    if (!o.present[k] || o.standing[k] || o.pushed[k] || (o.dx[k] | o.dy[k]) != 0) return NOT_LAZY;
    int32_t radius = NOT_LAZY;
    switch (o.kind[k]) {
#define HP_LAZY_CASE(id, name, file, traits, states, params)                       \
    case id:                                                                        \
        if constexpr (((traits) & KT_LAZY) != 0) radius = kind_lazy_##name(o, k, r); \
        break;
        HP_OBJECT_KIND_LIST(HP_LAZY_CASE)
#undef HP_LAZY_CASE
        default:
            break;
    }
    return radius >= 0 && radius <= LAZY_MAX_RADIUS ? radius : NOT_LAZY;
}

std::vector<uint32_t> lazy_candidates(const ObjectBatch& o) {
    std::vector<uint32_t> ids;
    for (size_t j = 0; j < o.count; ++j)
        if (kind_has(o.kind[j], KT_LAZY)) ids.push_back(uint32_t(j));
    return ids;
}

bool lazy_allowed() {
    const char* v = std::getenv("HEDGEPHYS_LAZY_OBJECTS");
    return !(v && std::strcmp(v, "0") == 0);
}

void lazy_catch_up(const Player& p, ObjectBatch& o, size_t env, size_t j, const Rules& r,
                   const TileMap& map, LazyObjects& lazy) {
    if (!lazy.on) return;
    if (lazy.since[j] < lazy.frame - 1 && lazy_able(o, env * o.count + j, r))
        lazy_replay(p, o, env, j, r, map, lazy, lazy.frame - 1);
    lazy.since[j] = lazy.frame;
}

void lazy_finish(const Player& p, ObjectBatch* o, size_t env, const Rules& r, const TileMap& map,
                 LazyObjects& lazy) {
    if (!o || !lazy.on) return;
    const int32_t last = lazy.frame - 1;
    for (uint32_t a = 0; a < lazy.n_ids; ++a) {
        const size_t j = lazy.ids[a];
        if (lazy.since[j] >= last || !lazy_able(*o, env * o->count + j, r)) continue;
        lazy_replay(p, *o, env, j, r, map, lazy, last);
        lazy.since[j] = last;
    }
}

}  // namespace hp
