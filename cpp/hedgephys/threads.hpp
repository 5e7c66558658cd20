// Independent environments split over threads (batch.cpp, env_step.cpp), in
// blocks of environments that the threads claim one at a time from a shared
// counter, the calling thread being one of them. Every environment is
// computed by exactly one thread from its own state and the shared read-only
// map, so no result depends on the thread count or on which thread took which
// block.
//
// Claimed blocks, not one fixed range per thread: a thread that starts late
// (a worker woken from sleep, or descheduled by the system) takes fewer blocks
// instead of holding up the call; and when threads cannot be started at all
// the others take its blocks (see ThreadUse). docs/physics.md "How the batch
// step runs" has the measurements.
//
// The threads are a pool of workers kept between calls (threads.cpp):
// starting a thread costs tens of microseconds, as much as a whole one-frame
// step of a few thousand players.
#pragma once
#include <atomic>
#include <cstddef>

namespace hp {

// The threads a call planned (one per slot) and those that ran: fewer when the
// system refused to start a thread (a process or memory limit); the call then
// ran on those it had, with the same result. The binding says so (a warning).
struct ThreadUse {
    size_t planned = 1, used = 1;
};

// The slots (threads) for n environments when `threads` are asked for: at
// most one per environment.
inline size_t slot_count(size_t n, int threads) {
    size_t t = threads < 1 ? 1 : size_t(threads);
    if (t > n) t = n;
    return t < 1 ? 1 : t;
}

namespace detail {
using SlotFn = void (*)(const void* ctx, size_t slot);
// call(ctx, slot) for slots 0 .. used - 1 (used <= slots: the threads that
// could be had), the last on the calling thread, the others on workers;
// returns used when all are done. Never throws once a worker has started.
size_t run_slots(size_t slots, SlotFn call, const void* ctx);
}  // namespace detail

// fn(begin, end, slot) for the blocks [begin, end) of [0, n), each block once,
// on slot_count(n, threads) slots (the slot: an index below that count, for
// per-thread scratch; one slot's calls come one after another). A block has
// `most` environments, or n / slots when that is fewer (a small batch still
// gives every slot a share). On one slot: a single call fn(0, n, 0).
template <class F>
ThreadUse for_each_block(size_t n, size_t most, int threads, const F& fn) {
    const size_t t = slot_count(n, threads);
    if (t == 1) {
        fn(size_t(0), n, size_t(0));
        return {};
    }
    const size_t even = (n + t - 1) / t, block = even < most ? even : most;
    const size_t blocks = (n + block - 1) / block;
    // The next unclaimed block, alone in its cache line: every claim writes it.
    struct alignas(64) Counter {
        std::atomic<size_t> value{0};
    } next;
    auto slot = [&next, &fn, n, block, blocks](size_t j) {
        for (size_t k; (k = next.value.fetch_add(1, std::memory_order_relaxed)) < blocks;)
            fn(k * block, (k + 1) * block < n ? (k + 1) * block : n, j);
    };
    using Slot = decltype(slot);
    const size_t used =
        detail::run_slots(t, [](const void* ctx, size_t j) { (*static_cast<const Slot*>(ctx))(j); }, &slot);
    return {t, used};
}

}  // namespace hp
