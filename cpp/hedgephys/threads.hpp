// Independent environments split over threads (batch.cpp, env_step.cpp):
// contiguous ranges, one per thread, the calling thread taking the last one.
// Every environment is computed by exactly one thread from its own state and
// the shared read-only map, so no result depends on the thread count.
#pragma once
#include <cstddef>
#include <thread>
#include <vector>

namespace hp {

// The threads actually used for n environments when `threads` are asked for.
inline size_t thread_count(size_t n, int threads) {
    size_t t = threads < 1 ? 1 : size_t(threads);
    if (t > n) t = n;
    return t < 1 ? 1 : t;
}

// fn(begin, end, slot) for the ranges of [0, n), slot 0 .. thread_count - 1.
template <class F>
void for_each_range(size_t n, int threads, const F& fn) {
    const size_t t = thread_count(n, threads);
    if (t == 1) {
        fn(size_t(0), n, size_t(0));
        return;
    }
    std::vector<std::thread> pool;
    pool.reserve(t - 1);
    const size_t chunk = (n + t - 1) / t;
    for (size_t j = 0; j + 1 < t; ++j) {
        const size_t lo = j * chunk, hi = lo + chunk < n ? lo + chunk : n;
        pool.emplace_back([&fn, lo, hi, j] { fn(lo, hi, j); });
    }
    fn((t - 1) * chunk < n ? (t - 1) * chunk : n, n, t - 1);
    for (auto& th : pool) th.join();
}

}  // namespace hp
