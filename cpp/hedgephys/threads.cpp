#include "threads.hpp"

#include <unistd.h>

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace hp {
namespace detail {
namespace {

// Workers wait for a new job (a new generation), run their slot of it if it
// has one, and count down; one caller at a time owns the pool.
struct Pool {
    std::mutex owner;  // held by the caller whose job runs
    std::mutex m;
    std::condition_variable wake, done;
    uint64_t generation = 0;
    size_t slots = 0, remaining = 0, workers = 0;
    SlotFn call = nullptr;
    const void* ctx = nullptr;
    pid_t pid = getpid();

    void work(size_t index, uint64_t seen) {
        std::unique_lock<std::mutex> lk(m);
        for (;;) {
            wake.wait(lk, [&] { return generation != seen; });
            seen = generation;
            if (index >= slots) continue;  // this job needs fewer workers
            const SlotFn f = call;
            const void* c = ctx;
            lk.unlock();
            f(c, index);
            lk.lock();
            if (--remaining == 0) done.notify_one();
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
            std::thread(&Pool::work, p, p->workers, p->generation).detach();
        p->call = call;
        p->ctx = ctx;
        p->slots = slots - 1;
        p->remaining = slots - 1;
        ++p->generation;
    }
    p->wake.notify_all();
    call(ctx, slots - 1);
    std::unique_lock<std::mutex> lk(p->m);
    p->done.wait(lk, [&] { return p->remaining == 0; });
}

}  // namespace detail
}  // namespace hp
