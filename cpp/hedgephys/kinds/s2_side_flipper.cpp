// Casino Night's sideways flippers (issue 18): S2 Obj86 with a nonzero
// subtype (s2.asm Obj86_Init, Obj86_HorizontalType, loc_2B35C).
// docs/kinds/s2_bounce.md "Sideways flippers".
//
// A solid box (SolidObject_Always_SingleCharacter, procedure A: d1 = $13,
// d2 = $18, d3 = $19; width_pixels $18) that throws a player pushing it
// back the way he came at $1000, rolling, with a 15-frame control lock. Its
// animation (anim 3 / 4, then 2) is only its picture: not kept.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t FLIPPER_SPEED = 0x1000;  // loc_2B35C: move.w #-$1000,x_vel(a1)
constexpr int32_t FLIPPER_NUDGE = 8;       // addq.w #8,x_pos(a1); subi.w #$10 on the right
constexpr uint16_t FLIPPER_LOCK = 0xF;     // move.w #$F,move_lock(a1)
constexpr uint8_t FLIPPER_ROLL_YR = 0xE, FLIPPER_ROLL_XR = 7;  // y_radius / x_radius
constexpr int32_t FLIPPER_CURL = 5;        // addq.w #5,y_pos(a1) when not rolling yet

// loc_2B35C: left at $1000 and 8 px in; right of its x (after that), 16 px
// back and right; then the lock, the ground speed, the roll.
void side_flipper_throw(Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    p.xsp = int16_t(-FLIPPER_SPEED);
    set_pixel_x(p, pixel(p.x) + FLIPPER_NUDGE);
    p.facing_left = 1;
    if (uint16_t(pixel(o.x[k])) < uint16_t(pixel(p.x))) {  // sub.w x_pos(a1),d0 borrows
        p.facing_left = 0;
        set_pixel_x(p, pixel(p.x) - 2 * FLIPPER_NUDGE);
        p.xsp = int16_t(FLIPPER_SPEED);
    }
    p.control_lock = FLIPPER_LOCK;
    p.gsp = p.xsp;
    p.yr = FLIPPER_ROLL_YR;
    p.xr = FLIPPER_ROLL_XR;
    p.anim = r.anim->id.roll;
    if (!p.rolling) set_pixel_y(p, pixel(p.y) + FLIPPER_CURL);  // bset: was not rolling
    p.rolling = 1;
}

}  // namespace

// ---- the kind s2_side_flipper (object_kinds.hpp) ----
SolidResult kind_update_s2_side_flipper(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (o.pushed[k]) {  // btst #p1_pushing_bit,status(a0)
        side_flipper_throw(p, o, k, r);
        o.events[k] |= OEV_SPRUNG;
    }
    return res;
}

int32_t kind_busy_s2_side_flipper(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];  // A2
}

}  // namespace hp
