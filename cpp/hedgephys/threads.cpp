#include "threads.hpp"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
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

// Without the pool (another caller owns it): a thread per slot, as many as
// the system gives (a thread that cannot be started fails with
// std::system_error: then the call runs on those it has; letting the
// exception pass would destroy joinable threads, which aborts the process).
size_t spawn_slots(size_t slots, SlotFn call, const void* ctx) {
    std::vector<std::thread> threads;
    try {
        threads.reserve(slots - 1);
        for (size_t j = 0; j + 1 < slots; ++j) threads.emplace_back(call, ctx, j);
    } catch (const std::exception&) {
        // (no more threads: the slots not started are not needed, see above)
    }
    const size_t used = threads.size() + 1;
    call(ctx, used - 1);
    for (auto& th : threads) th.join();
    return used;
}

}  // namespace

size_t run_slots(size_t slots, SlotFn call, const void* ctx) {
    Pool* p = pool();
    std::unique_lock<std::mutex> own(p->owner, std::try_to_lock);
    if (!own.owns_lock()) return spawn_slots(slots, call, ctx);
    size_t used;
    {
        std::lock_guard<std::mutex> lk(p->m);
        try {
            for (; p->workers + 1 < slots; ++p->workers)  // before any job starts
                std::thread(&Pool::work, p, p->workers, p->generation.load()).detach();
        } catch (const std::exception&) {
            // The system starts no more threads (a process or memory limit):
            // run on the workers there are; the next call tries again.
        }
        used = p->workers + 1 < slots ? p->workers + 1 : slots;
        p->call = call;
        p->ctx = ctx;
        p->slots = used - 1;
        p->remaining.store(used - 1, std::memory_order_relaxed);
        p->generation.fetch_add(1, std::memory_order_release);
    }
    p->wake.notify_all();
    call(ctx, used - 1);
    auto finished = [&] { return p->remaining.load(std::memory_order_acquire) == 0; };
    if (!spin_until(finished)) {
        std::unique_lock<std::mutex> lk(p->m);
        p->done.wait(lk, finished);
    }
    return used;
}

}  // namespace detail
}  // namespace hp
