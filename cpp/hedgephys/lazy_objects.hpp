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
// A kind that can lag lists itself in HP_LAZY_KIND_LIST and defines, next to
// its routine,
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

#define HP_LAZY_KIND_LIST(X)                                                                    \
    X(OBJ_MOVING_PLATFORM, moving_platform) X(OBJ_SWINGING_PLATFORM, swinging_platform)         \
    X(OBJ_SPIKES, spikes) X(OBJ_S1_GLASS_BLOCK, s1_glass_block)                                 \
    X(OBJ_S1_FLOATING_BLOCK, s1_floating_block) X(OBJ_S1_MOVING_BLOCK, s1_moving_block)         \
    X(OBJ_S3K_OSC_BLOCK, s3k_osc_block) X(OBJ_S3K_MUSHROOM_CAP, s3k_mushroom_cap)               \
    X(OBJ_S3K_ORBIT_BALL, s3k_orbit_ball) X(OBJ_S1_LARGE_GRASS, s1_large_grass)                 \
    X(OBJ_S2_COG, s2_cog) X(OBJ_S2_ROT_PLATFORM, s2_rot_platform)                               \
    X(OBJ_S2_SQUARE_PLATFORM, s2_square_platform) X(OBJ_S2_MTZ_SPIKE, s2_mtz_spike)             \
    X(OBJ_S1_CHAIN_BALL, s1_chain_ball) X(OBJ_S3K_CHAIN_PLATFORM, s3k_chain_platform)           \
    X(OBJ_S3K_CHAIN_BALL, s3k_chain_ball) X(OBJ_S3K_SNAKE_BLOCK, s3k_snake_block)               \
    X(OBJ_S3K_FAN, s3k_fan) X(OBJ_S1_CHAIN_STOMP, s1_chain_stomp)                               \
    X(OBJ_S1_SCRAP_STOMP, s1_scrap_stomp) X(OBJ_S1_GIRDER, s1_girder)                           \
    X(OBJ_S3K_SMASHING_PILLAR, s3k_smashing_pillar)                                             \
    X(OBJ_S3K_MGZ_SPIKE_PLATFORM, s3k_mgz_spike_platform) X(OBJ_S3K_LBZ_CLOSED_TUBE, s3k_lbz_closed_tube) \
    X(OBJ_S3K_HCZ_CONVEYOR_SPIKE, s3k_hcz_conveyor_spike) \
    X(OBJ_S3K_CNZ_CYLINDER, s3k_cnz_cylinder) \
    X(OBJ_S3K_SOZ_SWING, s3k_soz_swing) X(OBJ_S3K_LRZ_SMASHER, s3k_lrz_smasher) /* h-mhz */ \
    X(OBJ_S3K_FBZ_FLOAT, s3k_fbz_float) \
    X(OBJ_S3K_ICZ_CRUSHING_COLUMN, s3k_icz_crushing_column) \
    X(OBJ_S3K_DEZ_GRAVITY_PUZZLE, s3k_dez_gravity_puzzle) /* h-dez */

constexpr int32_t NOT_LAZY = -1;
// A lazy kind the player's touch scan tests (hitbox.cpp) is read before the
// objects run, so before its catch-up: its radius adds more than a player
// moves in a frame (an 8.8 speed word: under $80 px), so that one who was farther on the last objects frame
// cannot touch it now.
constexpr int32_t LAZY_FRAME_MOVE = 0x100;
#define HP_LAZY_DECLARE(id, name)                                                          \
    int32_t kind_lazy_##name(const ObjectBatch& o, size_t k, const Rules& r);              \
    void kind_lazy_skip_##name(ObjectBatch& o, size_t k, const Rules& r, int32_t frames);
HP_LAZY_KIND_LIST(HP_LAZY_DECLARE)
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
