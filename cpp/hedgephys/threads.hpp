// Independent environments split over threads (batch.cpp, env_step.cpp):
// contiguous ranges, one per thread, the calling thread taking the last one.
// Every environment is computed by exactly one thread from its own state and
// the shared read-only map, so no result depends on the thread count.
//
// The other ranges run on a pool of worker threads kept between calls
// (threads.cpp): starting a thread costs tens of microseconds, as much as a
// whole one-frame step of a few thousand players.
#pragma once
#include <cstddef>

namespace hp {

// The threads actually used for n environments when `threads` are asked for.
inline size_t thread_count(size_t n, int threads) {
    size_t t = threads < 1 ? 1 : size_t(threads);
    if (t > n) t = n;
    return t < 1 ? 1 : t;
}

namespace detail {
using SlotFn = void (*)(const void* ctx, size_t slot);
// call(ctx, slot) for slot 0 .. slots - 1, slot slots - 1 on the calling
// thread, the others on workers; returns when all are done.
void run_slots(size_t slots, SlotFn call, const void* ctx);
}  // namespace detail

// fn(begin, end, slot) for the ranges of [0, n), slot 0 .. thread_count - 1.
template <class F>
void for_each_range(size_t n, int threads, const F& fn) {
    const size_t t = thread_count(n, threads);
    if (t == 1) {
        fn(size_t(0), n, size_t(0));
        return;
    }
    const size_t chunk = (n + t - 1) / t;
    auto slot = [&](size_t j) {
        const size_t lo = j * chunk < n ? j * chunk : n, hi = lo + chunk < n ? lo + chunk : n;
        fn(lo, j + 1 == t ? n : hi, j);
    };
    using Slot = decltype(slot);
    detail::run_slots(t, [](const void* ctx, size_t j) { (*static_cast<const Slot*>(ctx))(j); }, &slot);
}

}  // namespace hp
