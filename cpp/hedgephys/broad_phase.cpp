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
#include "objects.hpp"

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
#define HP_KIND_CASE(id, name, file, states, params) \
    case id:                                         \
        return kind_busy_##name(p, o, k, r);
        HP_OBJECT_KIND_LIST(HP_KIND_CASE)
#undef HP_KIND_CASE
        default:
            return ALWAYS_BUSY;
    }
}

bool object_idle(const Player& p, const ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if ((o.dx[k] | o.dy[k]) != 0 || o.standing[k] || o.pushed[k] || p.on_object == i) return false;
    const int32_t radius = busy_radius(p, o, k, r);
    if (radius == NEVER_BUSY) return true;
    if (!usable(radius)) return false;
    const int32_t d = int16_t(uint16_t(pixel(p.x) - pixel(o.x[k])));
    return d > radius || d < -radius;
}

QuietSpan quiet_span(const Player& p, const ObjectBatch& o, size_t env, const Rules& r) {
    QuietSpan q;
    const uint16_t px = pixel(p.x);
    // Steps from px to the nearest busy pixel, going right and going left.
    uint32_t right = 0x10000, left = 0x10000;
    const size_t base = env * o.count;
    uint64_t busy = 0;
    for (size_t j = 0; j < o.count; ++j) {
        const size_t k = base + j;
        // Idle while skipped: still, with x_prev already its pixel X (a block
        // that moved itself this frame has not), nothing set to clear (the
        // events of a skipped object must stay zero), not the player's
        // on_object (the Q4 tests of absent objects and broken monitors), and
        // clear of the player. Anything else is busy: it runs every frame.
        const bool idle = (o.dx[k] | o.dy[k]) == 0 && o.x_prev[k] == pixel(o.x[k]) &&
                          !o.standing[k] && !o.pushed[k] && !o.events[k] &&
                          p.on_object != int32_t(j);
        const int32_t radius = idle ? busy_radius(p, o, k, r) : ALWAYS_BUSY;
        if (radius == NEVER_BUSY) continue;
        const uint16_t ox = pixel(o.x[k]);
        const int32_t d = int16_t(uint16_t(px - ox));
        const bool at_wrap = radius == 0 && px == 0;  // a line (see below)
        if (!usable(radius) || (d <= radius && d >= -radius) || at_wrap) {
            if (j >= 64) return q;  // no bit for it: no span
            busy |= uint64_t(1) << j;
            continue;
        }
        const uint32_t to_right = uint16_t(ox - radius - px);  // first busy pixel going right
        const uint32_t to_left = uint16_t(px - (ox + radius));
        if (to_right < right) right = to_right;
        if (to_left < left) left = to_left;
        if (radius == 0) {
            // A line's side test is unsigned: 65535 and 0 are on opposite sides,
            // so the span may not contain both (pixel 0 counts as busy too).
            if (0x10000u - px < right) right = 0x10000u - px;
            if (px < left) left = px;
        }
    }
    q.busy = busy;
    // Quiet for px - (left - 1) .. px + (right - 1).
    const uint32_t span = (left - 1) + (right - 1);
    q.lo = uint16_t(px - (left - 1));
    q.span = span > 0xFFFF ? uint16_t(0xFFFF) : uint16_t(span);
    q.valid = true;
    return q;
}

}  // namespace hp
