// Stale objects: a shortcut of the batch step, not a rule (docs/objects.md
// "The broad phase"). The broad phase (broad_phase.cpp) skips an object
// whose update would change nothing; an object that moves by itself changes
// every frame, so it would run every frame in every environment. But where
// its motion is a pure function of the global oscillators' table
// (oscillators.hpp) and no player is near it, its state after frame f depends
// only on the tables of frames f - LAZY_DEPTH + 1 .. f: it may lag (stale)
// and be caught up exactly by replaying at most LAZY_DEPTH frames with the
// tables of those frames, before it runs again (the player came near) and at
// the end of every call, so that every state a caller can read is the same
// as if it had run every frame. The replays run its own update with a player
// far from it (it was: the player stayed outside its lazy radius).
//
// A kind that can lag has KT_LAZY in its registry entry (object_kinds.hpp)
// and defines, next to its routine,
//   int32_t kind_lazy_<name>(const ObjectBatch&, size_t k, const Rules&);
// the lazy radius R: while |int16(px - x0)| > R its update cannot touch the
// player (R = the routine's window + the farthest its X can be from x0), its
// state after a frame depends only on the tables of the last LAZY_DEPTH
// frames (x_prev included) and on its own counters, and it stays so as long
// as it does not meet the player; or NOT_LAZY (sagging, falling, ...: it runs
// as before); and
//   void kind_lazy_skip_<name>(ObjectBatch&, size_t k, const Rules&, int32_t frames);
// which advances its own counters (not its place) by that many frames with
// no player near (nothing for a kind that has none): a catch-up skips all but
// the last LAZY_DEPTH frames that way, and replays those.
#pragma once
#include <cstddef>
#include <cstdint>
#include <vector>

#include "objects.hpp"

namespace hp {

constexpr int32_t NOT_LAZY = -1;
// A lazy kind the player's touch scan tests (hitbox.cpp) is read before the
// objects run, so before its catch-up: its radius adds more than a player
// moves in a frame (an 8.8 speed word: under $80 px), so that one who was farther on the last objects frame
// cannot touch it now.
constexpr int32_t LAZY_FRAME_MOVE = 0x100;
// Declared for every kind of the registry; defined and called only for those
// with KT_LAZY (lazy_objects.cpp: if constexpr on the trait).
#define HP_LAZY_DECLARE(id, name, file, traits, states, params)                            \
    int32_t kind_lazy_##name(const ObjectBatch& o, size_t k, const Rules& r);              \
    void kind_lazy_skip_##name(ObjectBatch& o, size_t k, const Rules& r, int32_t frames);
HP_OBJECT_KIND_LIST(HP_LAZY_DECLARE)
#undef HP_LAZY_DECLARE

// The objects of a lazy kind (the same in every environment), ascending:
// the only ones a catch-up at the end of a call looks at.
std::vector<uint32_t> lazy_candidates(const ObjectBatch& o);

// Object k's lazy radius about its x0, or NOT_LAZY: not a lazy kind, or in a
// state that is not a pure function of the tables, or moving by its motion,
// stood on, pushed, gone, or a radius the broad phase does not use.
int32_t lazy_radius(const ObjectBatch& o, size_t k, const Rules& r);

// Whether HEDGEPHYS_LAZY_OBJECTS (an environment variable, read at each call)
// allows stale objects: anything but "0". Tests compare both ways.
bool lazy_allowed();

// Before object j of environment env runs on the current frame: when it is
// stale, its skipped frames are replayed (at most LAZY_DEPTH); it is then
// recorded as running on this frame.
void lazy_catch_up(const Player& p, ObjectBatch& o, size_t env, size_t j, const Rules& r,
                   const TileMap& map, LazyObjects& lazy);

// After the objects' frame, before the oscillators move: remember the table
// the objects read on this frame, and count the frame.
inline void lazy_end_frame(const ObjectBatch* o, size_t env, LazyObjects& lazy) {
    if (lazy.on) {
        const uint16_t* table = o->osc.data() + env * OSC_WORDS;
        uint16_t* to = lazy.hist + size_t(lazy.frame % LAZY_DEPTH) * OSC_WORDS;
        for (size_t w = 0; w < OSC_WORDS; ++w) to[w] = table[w];
    }
    ++lazy.frame;
}

// At the end of a call: every stale object of environment env (among
// lazy.ids) caught up to the call's last frame.
void lazy_finish(const Player& p, ObjectBatch* o, size_t env, const Rules& r, const TileMap& map,
                 LazyObjects& lazy);

}  // namespace hp
