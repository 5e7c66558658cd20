// Lava Reef's orbiting spike balls (issue 18): SK Set 2 $2B
// `Obj_LRZOrbitingSpikeBallHorizontal` and $2C
// `Obj_LRZOrbitingSpikeBallVertical`, read in sonic3k.asm (not in the
// checkout; a public copy, murshies/skdisasm). The init clears subtype bit 0
// (bclr #0): set, a big ball (width_pixels $20, collision $8F), clear, a
// small one ($10, $9A). Each frame (loc_43B96, loc_43BDE, loc_43C88,
// loc_43CD6): collision_flags cleared; the angle = twice the low byte of
// Level_frame_counter, negated when X-flipped (status bit 0), plus the
// subtype (bit 0 now clear); a negative angle byte (the ball in front of its
// pivot) sets the collision ($9A or $8F: a hurt box, rules/objects G4 $80);
// then with c the cosine of the angle (GetSineCosine's d1, sine table x 256)
//   horizontal small: x = x0 + (c >> 3)              (loc_43BC4)
//   horizontal big:   x = x0 + ((c + (c >> 1)) >> 3) (loc_43C0C)
//   vertical small:   y = y0 + ((c + (c >> 2)) >> 3) (loc_43CB6)
//   vertical big:     y = y0 + (c >> 2) - ((c >> 2) >> 3) (loc_43D04)
// The player's scan (hitbox.cpp) finds it where, and harmful as, this
// routine left it on the previous frame. State: 1 while harmful.
// docs/kinds/s3k.md.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr uint8_t ORBIT_BALL_VERTICAL = OF_PLATFORM;  // flags bit 1 (object_kinds.hpp)
// The farthest a ball gets from x0 in X (the big one: (1.5 * $100) >> 3), and
// more than a player moves in one frame (an 8.8 speed word: under $80 px).
constexpr int32_t ORBIT_BALL_SWING = 0x30;

int32_t orbit_ball_offset(int32_t c, bool big, bool vertical) {
    if (!vertical) return big ? (c + (c >> 1)) >> 3 : c >> 3;
    return big ? (c >> 2) - ((c >> 2) >> 3) : (c + (c >> 2)) >> 3;
}

}  // namespace

// ---- the kind s3k_orbit_ball (object_kinds.hpp) ----
SolidResult kind_update_s3k_orbit_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)map, (void)log;
    uint8_t a = uint8_t(osc_level_frame(o, k / o.count) << 1);  // (Level_frame_counter+1) * 2
    if (o.flags[k] & OF_XFLIP) a = uint8_t(-a);
    a = uint8_t(a + (o.subtype[k] & 0xFE));
    o.state[k] = (a & 0x80) ? 1 : 0;  // bpl: harmless; else collision $9A / $8F
    const bool big = o.subtype[k] & 1, vertical = o.flags[k] & ORBIT_BALL_VERTICAL;
    const int32_t d = orbit_ball_offset(int16_t(cos_of(r.sine, a)), big, vertical);
    if (vertical) {
        set_object_y(o, k, o.y0[k] + d);
    } else {
        set_object_x(o, k, o.x0[k] + d);
    }
    return {};
}

// Every frame: the level frame counter moves it and switches its collision.
int32_t kind_busy_s3k_orbit_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's level frame counter
// alone. The player's scan reads it before the objects run (and a catch-up),
// so the radius adds a frame of his motion to its touch reach and swing: a
// player who was farther on the last objects frame cannot touch it now.
int32_t kind_lazy_s3k_orbit_ball(const ObjectBatch& o, size_t k, const Rules& r) {
    return hitbox_reach(o.wr[k], r) + ORBIT_BALL_SWING + LAZY_FRAME_MOVE;
}
// No counters of its own.
void kind_lazy_skip_s3k_orbit_ball(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// $9A / $8F once it orbits (state): hurts
bool kind_touch_s3k_orbit_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.state[k] && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
