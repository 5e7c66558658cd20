// Flying Battery's rotating platforms (issue 18): SK Set 1 $77
// `Obj_FBZRotatingPlatform`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k_fbz.md.
//
// The layout's object becomes one spoke and makes the others
// (AllocateObjectAfterCurrent), all from byte_3B780's row subtype & $F: a
// count, a bit mask (bit n set: spoke n is a spike ball) and the spokes'
// radii (signed bytes, $30(a1)). Each spoke (one hedgephys object: its
// radius byte in subtype, spike_ball, first: the layout's own) keeps the
// layout's x, y as its centre ($44, $46), its status (X flip) and an angle
// of its own from 0. Each frame (loc_3B86A; a spike ball loc_3B8C2): with
// d2 = the radius byte << 8 (the word $30) and GetSineCosine of the angle,
// x = centre x + high word of cos * d2, y = centre y + high word of sin *
// d2 (muls.w, swap: an arithmetic >> 16); SolidObjectFull with d1 = $17,
// d2 = $C, d3 = $D (the kind's cx, hj, hs) and d4 = its x before the move;
// then the angle + 1 (- 1 X-flipped). A spike ball (collision_flags $86:
// hurt, Touch_Sizes 6: 16 x 16, the kind's wr, hr) also lists its touch
// (loc_1B666). All spokes run their first frame together (the children after
// the layout's object in the same frame), the layout's own through
// loc_3B86A (no touch on that frame) even when it is a spike ball.
//
// Phase from frame 0 (the game: from when the camera loads it): loaded on the
// act's first frame (counter 1), the run of counter c uses angle (c - 1) &
// $FF (negated X-flipped); the player's scan reads what the previous frame's
// run left (hitbox.cpp): a spike ball's touch from counter 2 (the layout's
// own from 3). A function of the counter: nothing to keep.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr uint8_t FBZ_ROT_SPIKE = OF_PLATFORM, FBZ_ROT_FIRST = OF_YFLIP;  // flags bits 1, 2 (object_kinds.hpp)
constexpr int32_t FBZ_ROT_MAX_RADIUS = 0x80;  // a signed radius byte

// muls.w d2,d1 / swap: the high word of the 32-bit product.
int32_t fbz_rot_offset(int32_t trig, const ObjectBatch& o, size_t k) {
    const int32_t d2 = int32_t(int8_t(o.subtype[k])) * 256;
    return (trig * d2) >> 16;
}

uint8_t fbz_rot_angle(const ObjectBatch& o, size_t k, uint16_t c) {
    const uint8_t a = uint8_t(c - 1);
    return (o.flags[k] & OF_XFLIP) ? uint8_t(-a) : a;
}

}  // namespace

// ---- the kind s3k_fbz_rotating (object_kinds.hpp): loc_3B86A / loc_3B8C2 ----
SolidResult kind_update_s3k_fbz_rotating(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint8_t a = fbz_rot_angle(o, k, osc_level_frame(o, k / o.count));
    o.x_prev[k] = pixel(o.x[k]);  // d4: x before the move
    set_object_x(o, k, o.x0[k] + fbz_rot_offset(cos_of(r.sine, a), o, k));
    set_object_y(o, k, o.y0[k] + fbz_rot_offset(sin_of(r.sine, a), o, k));
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Every frame: the counter turns it.
int32_t kind_busy_s3k_fbz_rotating(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of the counter alone (x_prev: the last
// frame's place). Radius: its solid window or touch reach, whichever is
// wider, plus its radius, plus a frame of the player's motion.
int32_t kind_lazy_s3k_fbz_rotating(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t reach = o.cx[k] > hitbox_reach(o.wr[k], r) ? o.cx[k] : hitbox_reach(o.wr[k], r);
    return reach + FBZ_ROT_MAX_RADIUS + LAZY_FRAME_MOVE;
}
// No counters of its own.
void kind_lazy_skip_s3k_fbz_rotating(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// A spike ball's $86, listed by the last frame's run (not the layout's own
// first run).
bool kind_touch_s3k_fbz_rotating(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    if (!(o.flags[k] & FBZ_ROT_SPIKE)) return false;
    const uint16_t c = osc_level_frame(o, k / o.count);
    if (c < ((o.flags[k] & FBZ_ROT_FIRST) ? 3 : 2)) return false;
    return touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
