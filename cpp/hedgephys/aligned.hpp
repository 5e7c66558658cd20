// An allocator whose arrays start on a cache line (64 bytes): the batch's
// field arrays (player.hpp PlayerBatch). Threads claim blocks of 64 players
// (threads.hpp); with each array starting on a line, a block's bytes of a
// one-byte field are exactly one line, and two threads never write the same
// line of a field (no false sharing at the blocks' edges).
#pragma once
#include <cstddef>
#include <new>

namespace hp {

constexpr std::size_t CACHE_LINE = 64;

template <class T>
struct CacheAligned {
    using value_type = T;
    CacheAligned() = default;
    template <class U>
    CacheAligned(const CacheAligned<U>&) {}
    T* allocate(std::size_t n) {
        return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(CACHE_LINE)));
    }
    void deallocate(T* p, std::size_t) { ::operator delete(p, std::align_val_t(CACHE_LINE)); }
    template <class U>
    bool operator==(const CacheAligned<U>&) const { return true; }
    template <class U>
    bool operator!=(const CacheAligned<U>&) const { return false; }
};

}  // namespace hp
