// Round bumpers (issue 18): S1 object 47 `Bumper` (_incObj/47 Bumper.asm,
// Bump_Hit), S2 Obj44 (s2.asm, Obj44_Main / Obj44_BumpCharacter), S3K
// Obj_Bumper (s3.asm, loc_3211A / sub_32146; the Sonic & Knuckles copy is
// not in this checkout). docs/kinds/bumper.md.
//
// Collision byte $D7 in every game: size $17 (the kind's width and height
// radii, 8 x 8) and the special class. The player's hitbox scan (hitbox.cpp,
// rules/objects G3) counts a touch in the bumper's collision_property
// (aux here: S1 React_Special .D7orE1, S2 Touch_Special loc_3FA00, S3K
// loc_115EC, the main character's +1) and stops; the bumper's own routine,
// later in the same frame, sees it, clears it and throws the player away.
// Not modelled: the score, and the S1/S2/S3K limit of ten scoring hits per
// bumper ($8A in the respawn table), which only gate the points.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../trig.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

// The bounce speed: -$700 times the cosine / sine of the angle, over 256
// (muls.w #-$700 / asr.l #8, the low word kept).
constexpr int32_t BUMPER_SPEED = -0x700;

// S3K loc_320EE: a bumper with a nonzero subtype circles its placed point,
// radius 64 px (GetSineCosine's values >> 2), at the angle subtype + the low
// byte of the level frame counter (negated when X-flipped).
void bumper_circle(ObjectBatch& o, size_t k, const Rules& r) {
    uint8_t a = uint8_t(osc_level_frame(o, k / o.count));
    if (o.flags[k] & OF_XFLIP) a = uint8_t(-a);
    a = uint8_t(a + o.subtype[k]);
    const int32_t x = o.x0[k] + (cos_of(r.sine, a) >> 2), y = o.y0[k] + (sin_of(r.sine, a) >> 2);
    set_object_x(o, k, x);
    set_object_y(o, k, y);
}

inline bool circles(const ObjectBatch& o, size_t k, const Rules& r) { return r.s3k() && o.subtype[k] != 0; }

// S1 Bump_Hit, S2 Obj44_BumpCharacter, S3K sub_32146: the angle from the
// player to the bumper (CalcAngle / GetArcTan of bumper - player), S2/S3K
// plus bits 0-1 of the level frame counter's HIGH byte (a byte read of the
// word's address), then the speeds; airborne, roll-jump, pushing and
// jumping flags cleared. No control lock, no facing, no animation change.
void bumper_bounce(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int16_t dx = int16_t(uint16_t(pixel(o.x[k]) - pixel(p.x)));
    const int16_t dy = int16_t(uint16_t(pixel(o.y[k]) - pixel(p.y)));
    uint32_t a = calc_angle(dx, dy);
    if (!r.s1() && !r.cd()) a += (osc_level_frame(o, k / o.count) >> 8) & 3;
    p.xsp = int16_t((cos_of(r.sine, a) * BUMPER_SPEED) >> 8);
    p.ysp = int16_t((sin_of(r.sine, a) * BUMPER_SPEED) >> 8);
    p.airborne = 1;   // bset #1 (in air)
    p.rolljump = 0;   // bclr #4 (roll-jump)
    p.pushing = 0;    // bclr #5 (pushing)
    p.jumping = 0;    // clr.b objoff_3C / jumping
    o.events[k] |= OEV_BUMPED;
}

}  // namespace

// The touch of the player's scan (hitbox.cpp): collision_property + 1 (a byte).
void bumper_touch(ObjectBatch& o, size_t k) { o.aux[k] = uint8_t(o.aux[k] + 1); }

// ---- the kind bumper (object_kinds.hpp) ----
SolidResult kind_update_bumper(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    if (circles(o, k, r)) bumper_circle(o, k, r);  // before the touch test (loc_320EE)
    if (o.aux[k] == 0) return {};
    // S1: any count (tst.b); S2/S3K: bit 0, the main character's (bclr #0).
    const bool hit = (r.s1() || r.cd()) ? true : (o.aux[k] & 1) != 0;
    o.aux[k] = 0;  // clr.b collision_property
    if (hit) bumper_bounce(p, o, k, r);
    return {};
}

int32_t kind_busy_bumper(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (circles(o, k, r) || o.aux[k] != 0) return ALWAYS_BUSY;  // moves by itself / a touch to answer
    return hitbox_reach(o.wr[k], r);  // G2: the scan can touch it only this close
}

// S1/S2/S3K bumpers: type $D7 (S2 Touch_Special loc_3FA00), counted and answered by the routine
bool kind_touch_bumper(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_COUNTED, t);
}

}  // namespace hp
