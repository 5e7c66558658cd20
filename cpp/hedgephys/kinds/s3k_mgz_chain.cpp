// Marble Garden's objects on a chain (issue 18), read in s3.asm (the same
// routines in sonic3k.asm, SK Set 1): docs/kinds/s3k.md.
//
// Both place themselves at their pivot ($30, $32: the layout position) plus
// a chain's length along the sine table (GetSineCosine, x 256): the trig
// value v is swapped into a long's high word, shifted right 4 (asr.l #4) and
// added up once per link (sub_332C0: 5 times; sub_334BA / sub_33516: 6
// times), the pixel offset the long's high word:
//   offset = (links * ((v << 16 | w) >> 4)) >> 16 = (links * v) >> 4
// where w is the word the routine leaves in the register's low half, the
// high word it held before (d0: the routine's own address, below $40; d1:
// whatever the object run before it left). hedgephys takes d1's as 0: the
// game differs by 1 pixel where (links * v) mod 16 >= 12 and that word is
// $3340 (5 links) / $5560 (6 links) or more (rules/objects §11 C14).
//
// s3k_chain_platform: $53 `Obj_MGZSwingingPlatform`. The init: width_pixels
// $18, height_pixels $C; the angle $34 = the subtype, its step $36 = 1, -1
// when X-flipped (status bit 0); it falls through into loc_33286. Every
// frame (loc_33286): sub_332C0 places it at angle $34 (y = pivot + 5-link
// offset of the sine, x = of the cosine), then $34 += $36, then
// SolidObjectTop with d1 = width_pixels ($18), d3 = height_pixels + 1 ($D)
// and d4 = the x before the move (procedure D, carried by the move's delta).
// So on the frame whose level frame counter is c (1 on the act's first
// frame, the object loaded then: docs/levels.md "Objects are present from
// the first frame"; the game: from when the camera loads it) its angle is
// subtype + step * (c - 1).
//
// s3k_chain_ball: $58 `Obj_MGZSwingingSpikeBall`, a hurt box of collision
// $8F (size $F: 24 x 24, rules/objects G4 $80), always on. Subtype 0
// (loc_3342C) circles: sub_334BA puts x at pivot + the 6-link offset of the
// cosine of the angle byte $34 (0 at loading), y stays; then $34 += 2, -2
// when Y-flipped (status bit 1): on the frame of counter c the angle is
// step * (c - 1). Any other subtype (loc_3346A) swings over the top: the
// angle word $34 = $8000 and its speed $36 = $100 at loading; every frame
// sub_33516 puts y at pivot + the 6-link offset of the cosine of $34's high
// byte, then the speed gains $10 while that byte (before the move) is
// negative, loses $10 otherwise, and $34 += $36 (words). That pair is the
// ball's own counter (aux: angle ^ $8000 in the low word, speed - $100 in
// the high word, so 0 is the state at loading); it repeats every 6500
// frames. The player's scan (hitbox.cpp) finds it where this routine left it
// on the previous frame.
#include <cstdlib>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t CHAIN_PLATFORM_LINKS = 5, CHAIN_BALL_LINKS = 6;
// The farthest each gets from its pivot: (links * $100) >> 4.
constexpr int32_t CHAIN_PLATFORM_SWING = 0x50, CHAIN_BALL_SWING = 0x60;
// The swinging ball: its angle word and speed at loading, the speed's step.
constexpr uint16_t CHAIN_SWING_ANGLE0 = 0x8000, CHAIN_SWING_SPEED0 = 0x100, CHAIN_SWING_ACCEL = 0x10;
// The swinging ball's (angle, speed) pair comes back to its start every 6500
// frames (tests/test_s3k_mgz.py runs it).
constexpr int32_t CHAIN_SWING_PERIOD = 6500;

// The pixel offset of `links` links at trig value v (module comment).
int32_t chain_offset(int32_t v, int32_t links) { return (links * (v * 0x1000)) >> 16; }

// The frames since loading on this frame: the level frame counter - 1.
uint32_t chain_age(const ObjectBatch& o, size_t k) { return uint32_t(osc_level_frame(o, k / o.count)) - 1u; }

int32_t chain_still(const ObjectBatch& o, size_t k) {
    return std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
}

bool chain_ball_swings(const ObjectBatch& o, size_t k) { return o.subtype[k] != 0; }

// The swinging ball's angle word and speed from aux (module comment).
uint16_t chain_swing_angle(const ObjectBatch& o, size_t k) { return uint16_t(uint32_t(o.aux[k]) ^ CHAIN_SWING_ANGLE0); }
uint16_t chain_swing_speed(const ObjectBatch& o, size_t k) {
    return uint16_t((uint32_t(o.aux[k]) >> 16) + CHAIN_SWING_SPEED0);
}
// loc_3346A after sub_33516: the speed's step by the angle byte, then the move.
void chain_swing_step(ObjectBatch& o, size_t k) {
    const uint16_t angle = chain_swing_angle(o, k);
    uint16_t speed = chain_swing_speed(o, k);
    speed = uint16_t((angle & 0x8000) ? speed + CHAIN_SWING_ACCEL : speed - CHAIN_SWING_ACCEL);  // bpl
    const uint16_t next = uint16_t(angle + speed);
    o.aux[k] = int32_t(uint32_t(uint16_t(next ^ CHAIN_SWING_ANGLE0)) |
                       (uint32_t(uint16_t(speed - CHAIN_SWING_SPEED0)) << 16));
}

}  // namespace

// ---- the kind s3k_chain_platform (object_kinds.hpp) ----
SolidResult kind_update_s3k_chain_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint32_t step = (o.flags[k] & OF_XFLIP) ? 0xFFu : 1u;  // $36: 1, neg.w when X-flipped
    const uint8_t angle = uint8_t(o.subtype[k] + step * chain_age(o, k));
    set_object_y(o, k, o.y0[k] + chain_offset(sin_of(r.sine, angle), CHAIN_PLATFORM_LINKS));  // sub_332C0
    set_object_x(o, k, o.x0[k] + chain_offset(cos_of(r.sine, angle), CHAIN_PLATFORM_LINKS));
    return platform_object(p, o, k, i, r);  // SolidObjectTop, d4 = the x before the move (x_prev)
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_chain_platform).
int32_t kind_busy_s3k_chain_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone (x_prev
// of the last frame's). Radius: SolidObjectTop's window plus the chain.
int32_t kind_lazy_s3k_chain_platform(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t still = chain_still(o, k);
    return platform_reach(o, k, r) + (still > CHAIN_PLATFORM_SWING ? still : CHAIN_PLATFORM_SWING);
}
// No counters of its own.
void kind_lazy_skip_s3k_chain_platform(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// ---- the kind s3k_chain_ball (object_kinds.hpp): moved by its routine,
// touched by the scan (hitbox.cpp, G4 $80) ----
SolidResult kind_update_s3k_chain_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)map, (void)log;
    if (chain_ball_swings(o, k)) {  // loc_3346A: sub_33516, then the swing's step
        const uint8_t angle = uint8_t(chain_swing_angle(o, k) >> 8);
        set_object_y(o, k, o.y0[k] + chain_offset(cos_of(r.sine, angle), CHAIN_BALL_LINKS));
        chain_swing_step(o, k);
        return {};
    }
    const uint32_t step = (o.flags[k] & OF_YFLIP) ? 0xFEu : 2u;  // loc_33416: 2, neg.w when Y-flipped
    const uint8_t angle = uint8_t(step * chain_age(o, k));     // loc_3342C: sub_334BA, then $34 += $36
    set_object_x(o, k, o.x0[k] + chain_offset(cos_of(r.sine, angle), CHAIN_BALL_LINKS));
    return {};
}

// Every frame: it moves by itself.
int32_t kind_busy_s3k_chain_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): circling, a function of this frame's counter;
// swinging, of its own counter (kind_lazy_skip_s3k_chain_ball). The scan
// reads it before the objects run, so the radius adds a frame of the
// player's motion to its touch reach and swing (kinds/s3k_orbit_ball.cpp).
int32_t kind_lazy_s3k_chain_ball(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t swing = chain_ball_swings(o, k) ? 0 : CHAIN_BALL_SWING, still = chain_still(o, k);
    return hitbox_reach(o.wr[k], r) + (still > swing ? still : swing) + LAZY_FRAME_MOVE;
}
// The swinging ball's angle and speed advanced by `frames` frames (its period
// taken out first); the circling one has no counter of its own.
void kind_lazy_skip_s3k_chain_ball(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    if (!chain_ball_swings(o, k)) return;
    for (int32_t n = frames % CHAIN_SWING_PERIOD; n > 0; --n) chain_swing_step(o, k);
}

// $8F: hurts
bool kind_touch_s3k_chain_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
