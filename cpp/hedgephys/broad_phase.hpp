// The broad phase's search structures (broad_phase.cpp; docs/objects.md "The
// broad phase"): a shortcut, not a rule. Per call, one index of the objects
// sorted by the x where they were placed, shared by every environment; per
// environment, a BusySet (objects.hpp) found from the objects near the player
// through that index, so that its cost follows the objects near him, not
// their count.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "objects.hpp"

namespace hp {

// Object j's place in the index is key[j], its x0 (a parameter: the same in
// every environment); xs/ids list the objects by key, ascending.
struct ObjectIndex {
    std::vector<uint16_t> key;
    std::vector<uint16_t> xs;
    std::vector<uint32_t> ids;
    explicit ObjectIndex(const ObjectBatch& o);
};

// Per-thread memory of the broad phase, allocated by the caller before any
// thread starts: the lists of `envs` BusySets (each list `cap` long) and the
// scratch of a refresh (new lists, the marks and log of examined objects).
class BroadScratch {
   public:
    // lazy_ids: the objects of a lazy kind (lazy_objects.hpp lazy_candidates);
    // when there are any, with the stale objects' records of each slot.
    BroadScratch(size_t envs, size_t count, const std::vector<uint32_t>& lazy_ids);
    // Lists for environment slot j (below envs), attached to q.
    void attach(BusySet& q, size_t j) const;
    uint32_t cap;
    uint32_t* busy_new;
    uint32_t* odd_new;
    uint32_t* log;
    uint64_t* marks;  // one bit per object, all clear between refreshes

   private:
    std::unique_ptr<uint32_t[]> lists_, work_;
    std::unique_ptr<uint64_t[]> marks_;
    std::unique_ptr<int32_t[]> since_;
    std::unique_ptr<uint16_t[]> hist_;
    std::vector<uint32_t> ids_;
    size_t count_;
};

// One BroadScratch per thread slot, for `envs` environments per slot; none
// when objects is null.
std::vector<BroadScratch> broad_scratch(const ObjectBatch* objects, size_t slots, size_t envs);

// Brings q up to date for the player where he is now (before the objects'
// frame): a full examination of every object when q.need says so, else of
// the odd and busy ones and those the index finds near him.
void refresh_busy(BusySet& q, const Player& p, const ObjectBatch& o, size_t env, const Rules& r,
                  const ObjectIndex& index, BroadScratch& s);

// The busy sets kept between calls (broad_keep.cpp): the fingerprint of the
// rules (once a call), then of environment env's state (its player, the
// objects' state fields and oscillators); resume q (attached, at the call's
// start) from what the last call kept when the stamp of p and env is the
// same; keep q (at the call's end) with the stamp of the state it leaves.
uint64_t rules_stamp(const Rules& r);
uint64_t env_stamp(uint64_t rules, const Player& p, const ObjectBatch& o, size_t env);
void resume_busy(BusySet& q, const BroadKeep& k, uint64_t rules, const Player& p, const ObjectBatch& o,
                 size_t env);
void keep_busy(BroadKeep& k, const BusySet& q, uint64_t rules, const Player& p, const ObjectBatch& o,
               size_t env);

}  // namespace hp
