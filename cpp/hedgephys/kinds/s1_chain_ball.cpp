// The kind s1_chain_ball: the spiked balls on a chain of Labyrinth and Spring
// Yard, S1 object $57 `SpikeBall` (_incObj/57 Spiked Ball and Chain.asm:
// SBall_Main, SBall_Move .movesub), one row per piece that has a collision
// byte: a hurting touch box (rules/objects G4 $80) that goes round the
// layout position (x0, y0) at the piece's own radius. docs/kinds/s1_chain.md.
//
// SBall_Main: the speed sball_speed = the subtype's high nibble as a signed
// byte (andi.b #$F0, ext.w) times 8 (asl.w #3), added to the angle word
// obAngle every frame; the angle's first byte = the layout's flips (obStatus
// ror 2, andi #$C0: X flip $40, Y flip $80), its low byte 0. Each piece's
// radius sball_radius (the ball's (subtype & 7) * 16, the links' 16 less
// each); SBall_Move .movesub, from the loading frame on: angle += speed,
// then with s, c = CalcSine of the angle's first byte every piece goes to
//   y = y0 + ((radius * s) >> 8), x = x0 + ((radius * c) >> 8)   (muls, asr.l #8)
// Loaded on the act's first frame (level frame counter 1, the decision of
// docs/levels.md "Objects are present from the first frame"), the angle
// word on the frame of counter n is (flips << 8) + speed * n: a pure
// function of the counter (the game: from the frame the camera loads it).
// The player's scan (hitbox.cpp) finds it where the previous frame's
// routine left it.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

// SBall_Main: the angle word after the routine of the frame of counter n.
uint16_t chain_ball_angle(const ObjectBatch& o, size_t k, uint16_t n) {
    const int32_t speed = int32_t(int8_t(o.subtype[k] & 0xF0)) * 8;  // ext.w, asl.w #3
    const uint32_t first = ((o.flags[k] & OF_XFLIP) ? 0x40u : 0u) | ((o.flags[k] & OF_YFLIP) ? 0x80u : 0u);
    return uint16_t((first << 8) + uint32_t(speed) * n);
}

}  // namespace

// ---- the kind s1_chain_ball (object_kinds.hpp): SBall_Move .movesub ----
SolidResult kind_update_s1_chain_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)map, (void)log;
    const uint32_t a = chain_ball_angle(o, k, osc_level_frame(o, k / o.count)) >> 8;
    const int32_t radius = o.cx[k];  // sball_radius, a byte
    set_object_y(o, k, o.y0[k] + ((radius * sin_of(r.sine, a)) >> 8));
    set_object_x(o, k, o.x0[k] + ((radius * cos_of(r.sine, a)) >> 8));
    return {};
}

// It moves every frame (unless its speed is 0); far from the player it is
// stale instead (the lazy radius below).
int32_t kind_busy_s1_chain_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's level frame counter
// alone. The radius: its touch reach, its radius (the farthest it gets from
// x0) and a frame of the player's motion (the scan reads it before the
// objects run).
int32_t kind_lazy_s1_chain_ball(const ObjectBatch& o, size_t k, const Rules& r) {
    return hitbox_reach(o.wr[k], r) + o.cx[k] + LAZY_FRAME_MOVE;
}
// No counters of its own.
void kind_lazy_skip_s1_chain_ball(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// $98 / $8B: a hurt box on the counter's time
bool kind_touch_s1_chain_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
