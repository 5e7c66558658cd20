// Knuckles on a wall in Sonic 3 & Knuckles (sonic3k.asm): climbing up and
// down (Knuckles_Wall_Climb), letting go (Knuckles_LetGoOfWall), jumping off,
// and pulling himself over the top (Knuckles_ClimbUp,
// Knuckles_DoLedgeClimbingAnimation, Knuckles_Climb_Ledge). The grab that
// starts it: knuckles.cpp. docs/knuckles.md.
#include "knuckles.hpp"

#include "animation.hpp"
#include "movement.hpp"
#include "sensors.hpp"

namespace hp {
namespace {

// GetDistanceFromWall at row y: facing right sub_FAA4 (right from x + xr),
// facing left sub_FDC8 (left from x - 1 - xr); lrb solidity.
int32_t wall_distance(Player& p, const Rules& r, const TileMap& map, uint16_t y) {
    const uint16_t px = pixel(p.x);
    const bool cd = r.traits.cd_floor;
    if (p.facing_left)
        return cast(map, uint16_t(px - 1 - p.xr), y, CAST_LEFT, SOLID_LRB, p.layer, cd, &p.areg_p, ROLE_E).distance;
    return cast(map, uint16_t(px + p.xr), y, CAST_RIGHT, SOLID_LRB, p.layer, cd, &p.areg_p, ROLE_F).distance;
}

// sub_F828 from y + 9: down from (x, y + 9 + xr), top solidity.
int32_t floor_below(Player& p, const Rules& r, const TileMap& map) {
    return cast(map, pixel(p.x), uint16_t(pixel(p.y) + 9 + p.xr), CAST_DOWN, SOLID_TOP, p.layer,
                r.traits.cd_floor, &p.areg_p, ROLE_A).distance;
}

// CheckCeilingDist_WithRadius from y - 8: up from (x, y - 8 - xr), lrb solidity.
int32_t ceiling_above(Player& p, const Rules& r, const TileMap& map) {
    return cast(map, pixel(p.x), uint16_t(pixel(p.y) - 8 - p.xr), CAST_UP, SOLID_LRB, p.layer,
                r.traits.cd_floor, &p.areg_p, ROLE_C).distance;
}

// Knuckles_LetGoOfWall: the fall (double_jump_flag 2), animation $21 with
// prev_anim, frame $CB, timer 7, frame index 1, the standing radii.
[[gnu::cold]] void let_go(Player& p, const Rules& r) {
    p.double_jump_flag = KNUX_FALLING;
    restart_anim(p, KNUX_ANIM_FALL, KNUX_ANIM_FALL);
    p.mapping_frame = 0xCB;
    p.anim_timer = 7;
    p.anim_frame = 1;
    set_standing_radii(p, r);
}

// .reachedFloor: y moved onto the floor d px away, the angle the raw primary
// register (no odd test), stopped, Knux_TouchFloor, the wait animation.
[[gnu::cold]] void reached_floor(Player& p, const Rules& r, int32_t d) {
    p.y = add_pixels(p.y, d);
    p.angle = p.areg_p;
    p.xsp = p.ysp = p.gsp = 0;
    knux_touch_floor(p, r);
    p.anim = KNUX_ANIM_WAIT;
}

// Knuckles_ClimbLedge_Frames: mapping frame, x offset (negated facing
// left), y offset, frame timer, one row per step of the ledge climb.
struct LedgeStep {
    uint8_t frame;
    int8_t dx, dy;
    uint8_t timer;
};
constexpr LedgeStep LEDGE_STEPS[4] = {{0xBD, 3, -3, 6}, {0xBE, 8, -10, 6}, {0xBF, -8, -12, 6}, {0xD2, 8, -5, 6}};
constexpr uint8_t LEDGE_END = 4 * sizeof(LEDGE_STEPS) / sizeof(LEDGE_STEPS[0]);  // 16

// Knuckles_DoLedgeClimbingAnimation: the step double_jump_property / 4
// (the game reads past its table for a property it never writes; hedgephys
// wraps the index to the four rows), then property += 4 and frame index 0.
void ledge_step(Player& p) {
    const LedgeStep& s = LEDGE_STEPS[(p.double_jump_property >> 2) & 3];
    p.mapping_frame = s.frame;
    p.x = add_pixels(p.x, p.facing_left ? -s.dx : s.dx);
    p.y = add_pixels(p.y, s.dy);
    p.anim_timer = s.timer;
    p.double_jump_property = uint8_t(p.double_jump_property + 4);
    p.anim_frame = 0;
}

// Knuckles_ClimbUp: the wall ends above him: the ledge climb (5) and its
// first step (not when the first step's frame $BD shows already).
[[gnu::cold]] void climb_up(Player& p) {
    p.double_jump_flag = KNUX_LEDGE;
    if (p.mapping_frame == 0xBD) return;
    p.double_jump_property = 0;
    ledge_step(p);
}

// .finishMoving's animation: every 4th frame with a step d1 the climbing
// frame moves by d1 within $B7..$BC, wrapping.
void climb_frame(Player& p, int32_t d1) {
    if (d1 == 0) return;
    p.double_jump_property = uint8_t(p.double_jump_property - 1);
    if (int8_t(p.double_jump_property) >= 0) return;
    p.double_jump_property = 3;
    uint8_t f = uint8_t(p.mapping_frame + d1);
    if (f < 0xB7) f = 0xBC;
    if (f > 0xBC) f = 0xB7;
    p.mapping_frame = f;
}

// Jumping off the wall: x speed 0x400 away from it (the facing turned),
// y speed -0x380, a rolling jump with the rolling radii (y unchanged), the
// move over.
[[gnu::cold]] void jump_off(Player& p, const Rules& r) {
    p.facing_left ^= 1;
    p.xsp = p.facing_left ? Speed(-0x400) : Speed(0x400);
    p.ysp = -0x380;
    p.airborne = 1;
    p.jumping = 1;
    set_rolling_radii(p, r);
    p.anim = KNUX_ANIM_ROLL;
    p.rolling = 1;
    p.double_jump_flag = KNUX_NONE;
    p.events |= EV_JUMPED;
}

}  // namespace

// Knuckles_Wall_Climb, double_jump_flag 4. He lets go when his pixel x no
// longer equals the mark the grab left in its fraction (something moved
// him) or when he stands on an object. Up: the wall 11 px above his centre
// 4 px away or more is the top (the ledge climb); any other gap stops him;
// else 1 px up, or pushed out of a ceiling (CheckCeilingDist_WithRadius).
// Down: the wall 11 px below his centre gone lets go; a floor under him
// (sub_F828) stands him on it; else 1 px down. With neither held the floor
// test runs too (and its distance replaces the animation step: the game's
// own overwrite). Then a new jump press jumps off. The level's top boundary
// (Camera_min_Y_pos + 16) is not modelled: the package keeps no camera top.
[[gnu::noinline]] void knuckles_wall_climb(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (pixel(p.x) != uint16_t(p.x) || p.on_object >= 0) return let_go(p, r);
    p.xsp = p.ysp = p.gsp = 0;
    int32_t d1 = 0;       // the climbing animation's step
    bool finish = true;   // .finishMoving runs (false: straight to .notMoving)
    if (held & BTN_U) {
        const int32_t w = wall_distance(p, r, map, uint16_t(pixel(p.y) - 11));
        if (w >= 4) return climb_up(p);
        if (w != 0) {
            finish = false;
        } else {
            const int32_t c = ceiling_above(p, r, map);
            p.y = add_pixels(p.y, c < 0 ? -c : -1);
            d1 = 1;
        }
    } else if (held & BTN_D) {
        if (p.mapping_frame == 0xBD) {  // a ledge climb's first frame (never shown here)
            p.mapping_frame = 0xB7;
            p.y = add_pixels(p.y, 3);
            p.x = add_pixels(p.x, p.facing_left ? 3 : -3);
        }
        if (wall_distance(p, r, map, uint16_t(pixel(p.y) + 11)) != 0) return let_go(p, r);
        const int32_t f = floor_below(p, r, map);
        if (f < 0) return reached_floor(p, r, f);
        p.y = add_pixels(p.y, 1);
        d1 = -1;
    }
    if (finish) {
        if (!(held & (BTN_U | BTN_D))) {
            const int32_t f = floor_below(p, r, map);
            if (f < 0) return reached_floor(p, r, f);
            d1 = f;
        }
        climb_frame(p, d1);
    }
    p.anim_timer = 0x20;
    p.anim_frame = 0;
    if (pressed) jump_off(p, r);
}

// Knuckles_Climb_Ledge, double_jump_flag 5: each time the animation routine
// has run the step's timer down to 0, the next step; after the fourth (the
// property at 16) he stops, moves 1 px left when facing left, lands
// (Knux_TouchFloor) and waits.
[[gnu::noinline]] void knuckles_climb_ledge(Player& p, const Rules& r) {
    if (p.anim_timer != 0) return;
    ledge_step(p);
    if (p.double_jump_property != LEDGE_END) return;
    p.xsp = p.ysp = p.gsp = 0;
    if (p.facing_left) p.x = add_pixels(p.x, -1);
    knux_touch_floor(p, r);
    p.anim = KNUX_ANIM_WAIT;
}

}  // namespace hp
