// The broad phase kept between calls (broad_keep.hpp): a shortcut, not a
// rule. A kept set is taken only for the very state it was found for, so a
// call that takes it does what the previous call would have done had it gone
// on one frame more (the set carries its need, as between two frames of one
// call), and the stepped states are those without it.
#include <cstring>

#include "broad_phase.hpp"

namespace hp {

namespace {

// A 64-bit fingerprint in four independent lanes, fed whole words. Each step
// (h ^ w) * K (K odd) is one-to-one in h, so a state that differs from the
// kept one in a single word always gives another stamp, and any other change
// almost surely does; the lanes are mixed at the end. Not a rule of the games.
struct Stamp {
    uint64_t lane[4] = {0x243F6A8885A308D3u, 0x13198A2E03707344u, 0xA4093822299F31D0u, 0x082EFA98EC4E6C89u};
    static uint64_t step(uint64_t h, uint64_t w) { return (h ^ w) * 0x9E3779B97F4A7C15u; }
    static uint64_t mix(uint64_t h, uint64_t w) {
        h = step(h, w);
        return h ^ (h >> 29);
    }
    void word(uint64_t w) { lane[3] = step(lane[3], w); }
    void bytes(const void* data, size_t n) {
        const auto* b = static_cast<const unsigned char*>(data);
        uint64_t w[4];
        for (; n >= 32; n -= 32, b += 32) {
            std::memcpy(w, b, 32);
            for (int i = 0; i < 4; ++i) lane[i] = step(lane[i], w[i]);
        }
        for (; n >= 8; n -= 8, b += 8) {
            std::memcpy(w, b, 8);
            lane[1] = step(lane[1], w[0]);
        }
        uint64_t tail = n;  // the length of the rest, then its bytes
        for (size_t i = 0; i < n; ++i) tail = tail << 8 | b[i];
        lane[2] = step(lane[2], tail);
    }
    uint64_t done() const {
        const uint64_t h = mix(mix(mix(mix(lane[0], 0), lane[1]), lane[2]), lane[3]);
        return h ? h : 1;  // 0 means "nothing kept"
    }
};

}  // namespace

uint64_t rules_stamp(const Rules& r) {
    Stamp s;
    s.bytes(&r, sizeof r);  // (its padding, if any, only ever makes a set not taken)
    return s.done();
}

uint64_t env_stamp(uint64_t rules, const Player& p, const ObjectBatch& o, size_t env) {
    Stamp s;
    s.word(rules);
#define HP_STAMP_PLAYER(T, name, ...) s.word(uint64_t(p.name));
    HP_PLAYER_FIELDS(HP_STAMP_PLAYER)
#undef HP_STAMP_PLAYER
    // The state fields (parameters change only with a new batch).
#define HP_STAMP_state(T, name) s.bytes(o.name.data() + env * o.count, o.count * sizeof(T));
#define HP_STAMP_parameter(T, name)
#define HP_STAMP_OBJECT(T, name, role, ...) HP_STAMP_##role(T, name)
    HP_OBJECT_FIELDS(HP_STAMP_OBJECT)
#undef HP_STAMP_OBJECT
#undef HP_STAMP_parameter
#undef HP_STAMP_state
    s.bytes(o.osc.data() + env * OSC_WORDS, OSC_WORDS * sizeof(uint16_t));
    return s.done();
}

void resume_busy(BusySet& q, const BroadKeep& k, uint64_t rules, const Player& p, const ObjectBatch& o,
                 size_t env) {
    if (!k.stamp || uint32_t(k.n_busy) + k.n_odd > q.cap) return;  // q stays NEED_FULL
    if (k.stamp != env_stamp(rules, p, o, env)) return;
    q.lo = k.lo, q.span = k.span;
    q.ylo = k.ylo, q.yspan = k.yspan;
    q.need = k.need;
    q.valid = true;
    q.rcap = k.rcap;
    q.lines = k.lines;
    q.n_busy = k.n_busy, q.n_odd = k.n_odd;
    std::memcpy(q.busy, k.ids, k.n_busy * sizeof(uint32_t));
    std::memcpy(q.odd, k.ids + k.n_busy, k.n_odd * sizeof(uint32_t));
}

void keep_busy(BroadKeep& k, const BusySet& q, uint64_t rules, const Player& p, const ObjectBatch& o,
               size_t env) {
    k.stamp = 0;
    if (!q.valid || q.need == NEED_FULL || q.n_busy + q.n_odd > KEEP_LIST) return;
    k.lo = q.lo, k.span = q.span;
    k.ylo = q.ylo, k.yspan = q.yspan;
    k.need = q.need;
    k.rcap = q.rcap;
    k.lines = q.lines;
    k.n_busy = uint16_t(q.n_busy), k.n_odd = uint16_t(q.n_odd);
    std::memcpy(k.ids, q.busy, q.n_busy * sizeof(uint32_t));
    std::memcpy(k.ids + q.n_busy, q.odd, q.n_odd * sizeof(uint32_t));
    k.stamp = env_stamp(rules, p, o, env);
}

}  // namespace hp
