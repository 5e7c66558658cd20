// Casino Night's hexagonal bumpers (issue 18): S2 ObjD7 (s2.asm ObjD7_Init,
// ObjD7_Main, ObjD7_BouncePlayerOff, ObjD7_MainContinued).
// docs/kinds/s2_bounce.md "Hexagonal bumpers".
//
// Collision byte $CA (size $0A, 16 x 8; the special class): the player's
// hitbox scan counts a touch in aux (kinds/bumper.cpp bumper_touch, S2
// Touch_Special loc_3FA00) and stops; the bumper's routine, later in the
// frame, answers it, then a bumper with a nonzero subtype slides one pixel a
// frame between x0 - $60 and x0 + $60 (ObjD7_MainContinued), leftward first
// when X-flipped (objoff_34 = 1). State: ST_IDLE while it goes the way it
// started, ST_TURNED the other way.
#include "../objects.hpp"
#include "../trig.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t HEX_SPEED = 0x800;   // ObjD7_BouncePlayerOff: #-$800 / #$800
constexpr int32_t HEX_NUDGE = 0x200;   // ObjD7_BounceDown / _BounceUp: subi.w #$200 (+$400 right of it)
constexpr int32_t HEX_REACH = 0x60;    // ObjD7_Init: objoff_30 = x - $60, objoff_32 = x + $60

inline bool hex_moves(const ObjectBatch& o, size_t k) { return o.subtype[k] != 0; }

// ObjD7_BouncePlayerOff: CalcAngle(bumper - player) + $20, its quadrant
// ($C0 mask) picks the side: left or right sets x speed -$800 / $800; above
// or below sets y speed -$800 / $800 and moves x speed by -$200, +$200 when
// the player is right of the bumper. Then the flags of every bumper.
void hex_bounce(Player& p, ObjectBatch& o, size_t k) {
    const int16_t dx = int16_t(uint16_t(pixel(o.x[k]) - pixel(p.x)));
    const int16_t dy = int16_t(uint16_t(pixel(o.y[k]) - pixel(p.y)));
    const uint8_t side = uint8_t(calc_angle(dx, dy) + 0x20) & 0xC0;
    if (side == 0x00 || side == 0x80) {
        p.xsp = int16_t(side == 0x00 ? -HEX_SPEED : HEX_SPEED);
    } else {
        p.xsp = int16_t(w16(p.xsp - HEX_NUDGE + (dx < 0 ? 2 * HEX_NUDGE : 0)));
        p.ysp = int16_t(side == 0x40 ? -HEX_SPEED : HEX_SPEED);
    }
    p.airborne = 1;   // ObjD7_BounceEnd: bset in_air
    p.rolljump = 0;   // bclr rolljumping
    p.pushing = 0;    // bclr pushing
    p.jumping = 0;    // clr.b jumping
    o.events[k] |= OEV_BUMPED;
}

// ObjD7_MainContinued: one pixel a frame, turning on reaching either end.
void hex_slide(ObjectBatch& o, size_t k) {
    const bool left = ((o.flags[k] & OF_XFLIP) != 0) != (o.state[k] == ST_TURNED);
    const uint16_t x = uint16_t(pixel(o.x[k]) + (left ? -1 : 1));
    const uint16_t end = uint16_t(o.x0[k] + (left ? -HEX_REACH : HEX_REACH));
    if (x == end) o.state[k] = o.state[k] == ST_TURNED ? ST_IDLE : ST_TURNED;
    set_object_x(o, k, x);
}

}  // namespace

// ---- the kind s2_hex_bumper (object_kinds.hpp) ----
SolidResult kind_update_s2_hex_bumper(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)i, (void)r, (void)map, (void)log;
    if (o.aux[k] != 0) {
        if (o.aux[k] & 1) hex_bounce(p, o, k);  // bclr #0: the main character's touch
        o.aux[k] = 0;                           // clr.b collision_property
    }
    if (hex_moves(o, k)) hex_slide(o, k);
    return {};
}

int32_t kind_busy_s2_hex_bumper(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (hex_moves(o, k) || o.aux[k] != 0) return ALWAYS_BUSY;  // slides by itself / a touch to answer
    return hitbox_reach(o.wr[k], r);
}

// S2 ObjD7: type $CA, counted and answered by its routine (bumper_touch)
bool kind_touch_s2_hex_bumper(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_COUNTED, t);
}

}  // namespace hp
