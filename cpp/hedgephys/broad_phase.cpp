// Broad phase: a shortcut, not a rule. It decides, from the player's pixel X
// alone, when an object's update (objects.cpp) and the player's hitbox scan
// (hitbox.cpp) would change nothing, so the batch step can skip them.
//
// Every routine starts with a horizontal window test on the 16-bit word
// px - ox (rules/objects A2, C3.2, D1.2, F1.1, G2, H2) and, for an object that
// the player neither stands on nor pushes, the path out of that window only
// clears flags that are already clear (A11, H12). So outside a "busy radius"
// R around the object (|int16(px - ox)| > R) the whole update is a no-op.
// Each R below is the window of the routine the object runs, widened where
// convenient: a larger R only means more full updates, never a different
// result. The property tests in test_objects_properties.py compare the
// stepped states with and without this shortcut.
#include "broad_phase.hpp"

#include <algorithm>

#include "lazy_objects.hpp"

namespace hp {

namespace {

// Radii above this are not used (the 16-bit window tests change meaning when
// a window is half the 64 Ki circle), nor negative ones (a negative half-width
// wraps to a huge window): such an object is simply always busy.
constexpr int32_t MAX_RADIUS = 0x3FFF;
inline bool usable(int32_t radius) { return radius >= 0 && radius <= MAX_RADIUS; }

}  // namespace

// The radius of the kind's routine window (object_kinds.hpp: each kind's
// kind_busy_<name>, next to its routine), a switch made from the registry.
int32_t busy_radius(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    if (!o.present[k]) return NEVER_BUSY;  // only the Q4 release, excluded by on_object != i
    switch (o.kind[k]) {
#define HP_KIND_CASE(id, name, file, traits, states, params) \
    case id:                                         \
        return kind_busy_##name(p, o, k, r);
        HP_OBJECT_KIND_LIST(HP_KIND_CASE)
#undef HP_KIND_CASE
        default:
            return ALWAYS_BUSY;
    }
}

Idle object_idle(const Player& p, const ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                 const LazyObjects* lazy) {
    if ((o.dx[k] | o.dy[k]) != 0 || o.standing[k] || o.pushed[k] || p.on_object == i) return IDLE_NO;
    if (lazy && lazy->on) {  // a lazy object: stale while the player is outside R about x0
        const int32_t radius = lazy_radius(o, k, r);
        if (radius != NOT_LAZY) {
            const int32_t d = int16_t(uint16_t(pixel(p.x) - o.x0[k]));
            return d > radius || d < -radius ? IDLE_STALE : IDLE_NO;
        }
    }
    const int32_t radius = busy_radius(p, o, k, r);
    if (radius == NEVER_BUSY || radius == Y_LINE) return IDLE_STILL;  // Y_LINE: idle where he is now
    if (!usable(radius)) return IDLE_NO;
    const int32_t d = int16_t(uint16_t(pixel(p.x) - pixel(o.x[k])));
    return d > radius || d < -radius ? IDLE_STILL : IDLE_NO;
}

// ---- the index and the per-thread memory (broad_phase.hpp) ----

ObjectIndex::ObjectIndex(const ObjectBatch& o) : key(o.x0.begin(), o.x0.begin() + o.count) {
    ids.resize(o.count);
    for (size_t j = 0; j < o.count; ++j) ids[j] = uint32_t(j);
    std::stable_sort(ids.begin(), ids.end(), [&](uint32_t a, uint32_t b) { return key[a] < key[b]; });
    xs.resize(o.count);
    for (size_t i = 0; i < o.count; ++i) xs[i] = key[ids[i]];
}

namespace {
// A list holds at most this many objects (more: no span, every object runs).
constexpr size_t MAX_LIST = 4096;
}  // namespace

BroadScratch::BroadScratch(size_t envs, size_t count, const std::vector<uint32_t>& lazy_ids)
    : cap(uint32_t(count < MAX_LIST ? count : MAX_LIST)),
      lists_(new uint32_t[2 * envs * cap + 1]),
      work_(new uint32_t[2 * cap + count + 1]),
      marks_(new uint64_t[count / 64 + 1]()),
      since_(lazy_ids.empty() ? nullptr : new int32_t[envs * count + 1]),
      hist_(lazy_ids.empty() ? nullptr : new uint16_t[envs * LAZY_DEPTH * OSC_WORDS]),
      ids_(lazy_ids),
      count_(count) {
    busy_new = work_.get();
    odd_new = busy_new + cap;
    log = odd_new + cap;
    marks = marks_.get();
}

void BroadScratch::attach(BusySet& q, size_t j) const {
    q = BusySet{};
    q.cap = cap;
    q.busy = lists_.get() + 2 * j * cap;
    q.odd = q.busy + cap;
    if (since_) {  // every object as the call found it (lazy_objects.hpp)
        q.lazy.on = true;
        q.lazy.since = since_.get() + j * count_;
        q.lazy.hist = hist_.get() + j * LAZY_DEPTH * OSC_WORDS;
        q.lazy.ids = ids_.data();
        q.lazy.n_ids = uint32_t(ids_.size());
        for (size_t i = 0; i < count_; ++i) q.lazy.since[i] = -1;
    }
}

std::vector<BroadScratch> broad_scratch(const ObjectBatch* objects, size_t slots, size_t envs) {
    std::vector<BroadScratch> out;
    if (!objects) return out;
    // Stale objects only where there are objects of a lazy kind.
    const std::vector<uint32_t> lazy = lazy_allowed() ? lazy_candidates(*objects) : std::vector<uint32_t>{};
    out.reserve(slots);
    for (size_t t = 0; t < slots; ++t) out.emplace_back(envs, objects->count, lazy);
    return out;
}

namespace {

// An indexed object's radius is at most this (a wider one is odd): the index
// is searched this much beyond the span's edges.
constexpr int32_t INDEX_RADIUS = 0x180;  // a swinging or oscillating platform's lazy radius
// The span reaches at most this far on each side of the player.
constexpr uint32_t REACH = 0x1000;

// One refresh: every object examined once (marks), sorted into the new busy
// and odd lists, and the nearest busy pixels on each side of px.
struct Finder {
    const Player& p;
    const ObjectBatch& o;
    const Rules& r;
    const ObjectIndex& index;
    BroadScratch& s;
    const LazyObjects& lz;
    size_t base;
    int32_t rcap;
    bool marking;
    uint16_t px = pixel(p.x);
    // Steps from px to the nearest busy pixel, going right and going left.
    // A line's side test is unsigned: 65535 and 0 are on opposite sides, so
    // a span never contains both (pixel 0 counts as busy; at 0 every line is).
    uint32_t right = px ? std::min(REACH + 1, 0x10000u - px) : REACH + 1;
    uint32_t left = px ? std::min(REACH + 1, uint32_t(px)) : REACH + 1;
    uint32_t n_busy = 0, n_odd = 0, n_log = 0;
    int32_t widest = 0;  // the widest radius among the indexed objects seen
    bool lines = false;  // a line was seen
    bool overflow = false;
    // The pixel Y values on the same side of every Y_LINE as the player: ytop .. ybottom.
    uint32_t ytop = 0, ybottom = 0xFFFF;

    void push(uint32_t* list, uint32_t& n, uint32_t j) {
        if (n < s.cap) list[n++] = j;
        else overflow = true;
    }
    void examine(uint32_t j) {
        if (marking) {
            uint64_t& word = s.marks[j >> 6];
            const uint64_t bit = uint64_t(1) << (j & 63);
            if (word & bit) return;
            word |= bit;
            s.log[n_log++] = j;
        }
        const size_t k = base + j;
        // Idle while skipped: still, with x_prev already its pixel X (a block
        // that moved itself last frame has not), nothing set to clear (the
        // events of a skipped object must stay zero), not the player's
        // on_object (the Q4 tests of absent objects and broken monitors), and
        // clear of the player. Anything else is busy: it runs every frame.
        // A lazy object (lazy_objects.hpp) is instead stale while skipped,
        // clear of the player by its lazy radius about x0.
        const bool quiet = !o.events[k] && p.on_object != int32_t(j);
        const int32_t lazy = quiet && lz.on ? lazy_radius(o, k, r) : NOT_LAZY;
        const bool idle = quiet && (o.dx[k] | o.dy[k]) == 0 && o.x_prev[k] == pixel(o.x[k]) &&
                          !o.standing[k] && !o.pushed[k];
        const int32_t radius = lazy != NOT_LAZY ? lazy : idle ? busy_radius(p, o, k, r) : ALWAYS_BUSY;
        if (radius == NEVER_BUSY) return;  // only its own update could change that
        if (radius == Y_LINE) {  // idle until his Y crosses its Y: odd, so every refresh sees it again
            push(s.odd_new, n_odd, j);
            const uint16_t oy = pixel(o.y[k]), py = pixel(p.y);  // unsigned words, as the line's test
            if (oy <= py) ytop = std::max<uint32_t>(ytop, oy);
            else ybottom = std::min<uint32_t>(ybottom, uint32_t(oy - 1));
            return;
        }
        const uint16_t ox = lazy != NOT_LAZY ? o.x0[k] : pixel(o.x[k]);
        // Odd: what the index says of it (its place, a radius within rcap,
        // idle until the player comes near) does not hold.
        if (!usable(radius) || radius > rcap || ox != index.key[j]) push(s.odd_new, n_odd, j);
        else if (radius > widest) widest = radius;
        lines |= radius == 0;
        const int32_t d = int16_t(uint16_t(px - ox));
        const bool at_wrap = radius == 0 && px == 0;  // a line (see below)
        if (!usable(radius) || (d <= radius && d >= -radius) || at_wrap) {
            push(s.busy_new, n_busy, j);
            return;
        }
        const uint32_t to_right = uint16_t(ox - radius - px);  // first busy pixel going right
        const uint32_t to_left = uint16_t(px - (ox + radius));
        if (to_right < right) right = to_right;
        if (to_left < left) left = to_left;
    }
    // Every indexed object placed in a .. b (no wrap).
    void sweep(uint32_t a, uint32_t b) {
        for (auto i = std::lower_bound(index.xs.begin(), index.xs.end(), uint16_t(a));
             i != index.xs.end() && *i <= b; ++i)
            examine(index.ids[size_t(i - index.xs.begin())]);
    }
    // The indexed objects placed near px: going right (then left) from px in
    // the index until an object's place is further than rcap beyond the
    // nearest busy pixel found so far on that side (its window cannot come
    // nearer, nor reach the player); the pixel word wraps, each object is seen once.
    void search() {
        const size_t n = index.xs.size();
        if (n == 0) return;
        const size_t at = size_t(std::lower_bound(index.xs.begin(), index.xs.end(), px) - index.xs.begin());
        size_t steps = 0;
        for (size_t i = at; steps < n; ++steps, ++i) {
            if (i == n) i = 0;
            if (uint32_t(uint16_t(index.xs[i] - px)) >= uint32_t(rcap) + right) break;
            examine(index.ids[i]);
        }
        for (size_t i = at; steps < n; ++steps) {
            i = (i == 0 ? n : i) - 1;
            if (uint32_t(uint16_t(px - index.xs[i])) >= uint32_t(rcap) + left) break;
            examine(index.ids[i]);
        }
    }
};

}  // namespace

namespace {

// Where a player who left q's span went through, as an unwrapped range of
// pixels: a line placed there may have changed sides (a line is busy only at
// its own x, so a span reaches up to it and no further). Empty (a > b) while
// he is inside, or when the span was found at pixel 0 (every line busy then).
// False when he crossed the word wrap (every line may have changed sides).
bool swept(const BusySet& q, uint16_t px, uint32_t& a, uint32_t& b) {
    a = 1, b = 0;
    const uint32_t lo = q.lo, hi = lo + q.span;
    if (uint16_t(px - q.lo) <= q.span || hi > 0xFFFF) return true;
    // He moved a few pixels a frame: out of the nearer end.
    const uint32_t dr = uint16_t(px - hi), dl = uint16_t(lo - px);
    if (dr < dl) a = hi + 1, b = hi + dr;
    else a = lo - dl, b = lo - 1;  // (as signed: lo - dl >= 0 unless he wrapped)
    return b <= 0xFFFF && int32_t(a) > 0 && (dr < dl ? dr : dl) <= 0x4000;
}

}  // namespace

void refresh_busy(BusySet& q, const Player& p, const ObjectBatch& o, size_t env, const Rules& r,
                  const ObjectIndex& index, BroadScratch& s) {
    const uint16_t px = pixel(p.x);
    uint32_t a, b;
    const bool full = q.need == NEED_FULL || !q.valid || px == 0 || !swept(q, px, a, b);
    Finder f{p, o, r, index, s, q.lazy, env * o.count, full ? INDEX_RADIUS : q.rcap, !full};
    if (full) {
        for (size_t j = 0; j < o.count; ++j) f.examine(uint32_t(j));  // ascending already
    } else {
        for (uint32_t i = 0; i < q.n_odd; ++i) f.examine(q.odd[i]);
        for (uint32_t i = 0; i < q.n_busy; ++i) f.examine(q.busy[i]);
        if (q.lines) f.sweep(a, b);
        f.search();
        for (uint32_t i = 0; i < f.n_log; ++i) s.marks[s.log[i] >> 6] = 0;
        std::sort(s.busy_new, s.busy_new + f.n_busy);
    }
    q.need = NEED_NONE;
    q.valid = !f.overflow;
    if (!q.valid) {
        q.need = NEED_FULL;  // no span: every object runs, and the next frame tries again
        return;
    }
    if (full) q.rcap = f.widest;
    q.lines |= f.lines;
    std::copy(s.busy_new, s.busy_new + f.n_busy, q.busy);
    std::copy(s.odd_new, s.odd_new + f.n_odd, q.odd);
    q.n_busy = f.n_busy;
    q.n_odd = f.n_odd;
    // Quiet for px - (left - 1) .. px + (right - 1).
    q.lo = uint16_t(f.px - (f.left - 1));
    q.span = uint16_t((f.left - 1) + (f.right - 1));
    q.ylo = uint16_t(f.ytop);
    q.yspan = uint16_t(f.ybottom - f.ytop);
}

}  // namespace hp
