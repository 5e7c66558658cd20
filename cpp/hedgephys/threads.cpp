#include "threads.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace hp {
namespace detail {
namespace {

// Spin this long before sleeping, on both sides of a job: waking a sleeping
// thread costs 40-60 microseconds on a shared VM, more than a one-frame step of
// a few hundred players, while consecutive short calls come microseconds apart.
constexpr auto SPIN = std::chrono::microseconds(50);

inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

// Spin until ready() or SPIN has passed; true when ready.
template <class F>
bool spin_until(const F& ready) {
    const auto end = std::chrono::steady_clock::now() + SPIN;
    for (;;) {
        for (int i = 0; i < 64; ++i) {
            if (ready()) return true;
            cpu_relax();
        }
        if (std::chrono::steady_clock::now() >= end) return ready();
    }
}

// Workers wait for a new job (a new generation), run their slot of it if it
// has one, and count down; one caller at a time owns the pool. The job's
// fields are written before the generation is published (release) and read
// after it is seen (acquire).
struct Pool {
    std::mutex owner;  // held by the caller whose job runs
    std::mutex m;      // for sleeping and waking only
    std::condition_variable wake, done;
    std::atomic<uint64_t> generation{0};
    std::atomic<size_t> remaining{0};
    size_t slots = 0, workers = 0;
    SlotFn call = nullptr;
    const void* ctx = nullptr;
    pid_t pid = getpid();

    void work(size_t index, uint64_t seen) {
        for (;;) {
            auto fresh = [&] { return generation.load(std::memory_order_acquire) != seen; };
            if (!spin_until(fresh)) {
                std::unique_lock<std::mutex> lk(m);
                wake.wait(lk, fresh);
            }
            seen = generation.load(std::memory_order_acquire);
            if (index >= slots) continue;  // this job needs fewer workers
            call(ctx, index);
            if (remaining.fetch_sub(1, std::memory_order_acq_rel) == 1) {
                std::lock_guard<std::mutex> lk(m);  // the caller may be about to sleep
                done.notify_one();
            }
        }
    }
};

// The process's pool, made on first use; a forked child (whose workers did
// not survive the fork) makes its own. Never destroyed: its workers wait
// until the process ends.
Pool* pool() {
    static std::mutex guard;
    static Pool* current = nullptr;
    std::lock_guard<std::mutex> lk(guard);
    if (!current || current->pid != getpid()) current = new Pool;
    return current;
}

// Without the pool (another caller owns it): a thread per slot, as before.
void spawn_slots(size_t slots, SlotFn call, const void* ctx) {
    std::vector<std::thread> threads;
    threads.reserve(slots - 1);
    for (size_t j = 0; j + 1 < slots; ++j) threads.emplace_back(call, ctx, j);
    call(ctx, slots - 1);
    for (auto& th : threads) th.join();
}

}  // namespace

void run_slots(size_t slots, SlotFn call, const void* ctx) {
    Pool* p = pool();
    std::unique_lock<std::mutex> own(p->owner, std::try_to_lock);
    if (!own.owns_lock()) {
        spawn_slots(slots, call, ctx);
        return;
    }
    {
        std::lock_guard<std::mutex> lk(p->m);
        for (; p->workers + 1 < slots; ++p->workers)  // may throw before any job starts
            std::thread(&Pool::work, p, p->workers, p->generation.load()).detach();
        p->call = call;
        p->ctx = ctx;
        p->slots = slots - 1;
        p->remaining.store(slots - 1, std::memory_order_relaxed);
        p->generation.fetch_add(1, std::memory_order_release);
    }
    p->wake.notify_all();
    call(ctx, slots - 1);
    auto finished = [&] { return p->remaining.load(std::memory_order_acquire) == 0; };
    if (!spin_until(finished)) {
        std::unique_lock<std::mutex> lk(p->m);
        p->done.wait(lk, finished);
    }
}

}  // namespace detail
}  // namespace hp
