// Knuckles' glide in Sonic 3 & Knuckles (sonic3k.asm, Obj_Knuckles): its
// start (Knux_Test_For_Glide), the speed and turn (Knuckles_Move_Glide), the
// dispatch of the moves (Knuckles_Glide), the glide's own terrain collision
// (Knux_DoLevelCollision_CheckRet), the landing, the wall grab, the fall and
// the landing slide. Climbing: knuckles_climb.cpp. docs/knuckles.md.
#include "knuckles.hpp"

#include "animation.hpp"
#include "movement.hpp"
#include "sensors.hpp"
#include "terrain.hpp"

namespace hp {
namespace {

// The glide's radii (Knux_Test_For_Glide: bytes_to_word(20/2,20/2)).
constexpr uint8_t GLIDE_RADIUS = 10;

// Knuckles_Set_Gliding_Animation: the glide animation restarted every frame
// (timer $20, frame 0, anim and prev_anim $20), pushing and facing cleared,
// the frame of the turn from the angle byte (RawAni_Knuckles_GlideTurn); the
// middle of the turn ($C4) faces left and shows $C0.
void set_gliding_animation(Player& p) {
    static constexpr uint8_t TURN[8] = {0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xC3, 0xC2, 0xC1};
    p.anim_timer = 0x20;
    p.anim_frame = 0;
    restart_anim(p, KNUX_ANIM_GLIDE, KNUX_ANIM_GLIDE);
    p.pushing = 0;
    p.facing_left = 0;
    p.mapping_frame = TURN[uint8_t(p.double_jump_property + 0x10) >> 5];
    if (p.mapping_frame == 0xC4) {
        p.facing_left = 1;
        p.mapping_frame = 0xC0;
    }
}

// Knuckles_Move_Glide (run for double_jump_flag 1 only: its own test of the
// byte is made once, by knux_glide_freespace's dispatch): the speed |gsp| grows by 8
// below 0x400, else by 4 below 0x1800 while not turning; the turn angle
// byte moves by 2 toward 0x80 (left held) or 0 (right held), or on through a
// turn begun; xsp = cos(angle) * gsp >> 8; y speed +0x20 below 0x80, -0x20
// from 0x80 (the slow descent). The level's top boundary (Camera_min_Y_pos)
// is not modelled: the package keeps no camera top.
void knuckles_move_glide(Player& p, const Rules& r, uint8_t held) {
    // (Written as selects rather than branches: the buttons change from frame
    // to frame, and the results are the routine's branches' exactly.)
    const uint8_t a = p.double_jump_property;
    const bool turning = (a & 0x7F) != 0;
    uint32_t g = uint16_t(p.gsp < 0 ? -p.gsp : p.gsp);  // mvabs.w, compared unsigned
    g += g < 0x400 ? 8u : ((g < 0x1800) & !turning) ? 4u : 0u;
    p.gsp = w16(int32_t(g));
    // Left held (not at 0x80): from the angle's positive form; else right
    // held (not at 0): from its negative form; else a turn begun goes on.
    const bool left = ((held & BTN_L) != 0) & (a != 0x80);
    const bool right = !left & ((held & BTN_R) != 0) & (a != 0);
    const bool negative = int8_t(a) < 0;
    const uint8_t from = ((left & negative) | (right & !negative)) ? uint8_t(-a) : a;
    p.double_jump_property = uint8_t(from + ((left | right | turning) ? 2 : 0));
    p.xsp = w16(mul_shift8(cos_of(r.sine, p.double_jump_property), p.gsp));
    p.ysp = w16(p.ysp >= 0x80 ? p.ysp - 0x20 : p.ysp + 0x20);
}

// What Knux_DoLevelCollision_CheckRet leaves in Gliding_collision_flags:
// whether it put Knuckles on a floor (Status_InAir cleared) or pushed him
// out of a wall (Status_Push set) this frame. (Every way into the gliding
// and falling states sets InAir and clears Push first, so the game's byte
// says no more than this frame's result.)
struct GlideContact {
    bool landed = false, pushed = false;
};

bool pop_left(Player& p, const Rules& r, const TileMap& map) {
    const int32_t d = check_left_wall(p, r, map);
    if (d >= 0) return false;
    p.x = add_pixels(p.x, -d);
    p.xsp = 0;
    p.events |= EV_HIT_WALL;
    return true;
}

bool pop_right(Player& p, const Rules& r, const TileMap& map) {
    const int32_t d = check_right_wall(p, r, map);
    if (d >= 0) return false;
    p.x = add_pixels(p.x, d);
    p.xsp = 0;
    p.events |= EV_HIT_WALL;
    return true;
}

// The floor pair under him: any depth lands (no test of it), y moved out,
// the floor's angle taken and the y speed stopped; no speed conversion.
bool glide_floor(Player& p, const Rules& r, const TileMap& map) {
    Angle a = 0;
    const int32_t d = check_floor(p, r, map, &a);
    if (d >= 0) return false;
    p.y = add_pixels(p.y, d);
    p.angle = a;
    p.ysp = 0;
    return true;
}

// Out of the ceiling the pair found d px deep (d < 0): pushed down;
// keep_falling: a falling speed is kept (the sideways cases), else any y
// speed stops.
void out_of_ceiling(Player& p, int32_t d, bool keep_falling) {
    p.y = add_pixels(p.y, -d);
    if (!keep_falling || p.ysp < 0) p.ysp = 0;
    p.events |= EV_HIT_CEILING;
}

// Knux_DoLevelCollision_CheckRet: SonicKnux_DoLevelCollision's quadrants of
// the motion angle with the glide's own answers (rules/terrain §7 for the
// probes): no ground speed, no landing conversion, no ResetOnFloor.
GlideContact glide_collision(Player& p, const Rules& r, const TileMap& map) {
    GlideContact c;
    Angle a = 0;  // the ceiling's angle: not used
    switch (Angle(calc_angle(p.xsp, p.ysp) - 0x20) & 0xC0) {
        case 0x00:  // mostly down: both walls, then the floor
            c.pushed = pop_left(p, r, map);
            c.pushed = pop_right(p, r, map) || c.pushed;
            c.landed = glide_floor(p, r, map);
            break;
        case 0x40: {  // mostly left
            c.pushed = pop_left(p, r, map);
            const int32_t d = check_ceiling(p, r, map, &a);
            if (d < 0 && -d >= 0x14) {
                c.pushed = pop_right(p, r, map) || c.pushed;  // too deep a ceiling: the right wall
            } else if (d < 0) {
                out_of_ceiling(p, d, true);
            } else if (p.ysp >= 0) {
                c.landed = glide_floor(p, r, map);
            }
            break;
        }
        case 0x80: {  // mostly up: both walls, then the ceiling
            c.pushed = pop_left(p, r, map);
            c.pushed = pop_right(p, r, map) || c.pushed;
            const int32_t d = check_ceiling(p, r, map, &a);
            if (d < 0) out_of_ceiling(p, d, false);
            break;
        }
        default: {  // mostly right
            c.pushed = pop_right(p, r, map);
            const int32_t d = check_ceiling(p, r, map, &a);
            if (d < 0) out_of_ceiling(p, d, true);
            else if (p.ysp >= 0) c.landed = glide_floor(p, r, map);
            break;
        }
    }
    return c;
}

// Knux_Gliding_HitFloor: facing the motion; on a slope (quadrant not 0) he
// lands at once, his x speed taken from the ground speed (the glide's |gsp|:
// a glide to the left lands moving right, as the game does); on flat ground
// the landing slide starts (double_jump_flag 3, frame $CC, timer $7F).
// (One frame per glide: kept out of the glide's hot path, as the other
// one-frame changes of state below.)
[[gnu::cold]] void gliding_hit_floor(Player& p, const Rules& r) {
    p.facing_left = p.xsp < 0;
    if (snap(p.angle) != 0) {
        p.xsp = p.gsp;
        p.ysp = 0;
        knux_touch_floor(p, r);
        return;
    }
    p.double_jump_flag = KNUX_SLIDING;
    p.mapping_frame = 0xCC;
    p.anim_timer = 0x7F;
    p.anim_frame = 0;
}

// Knuckles_Gliding_HitWall: the side from the turn angle (0x40 + angle
// negative: left). He grabs when both CheckLeftCeilingDist /
// CheckRightCeilingDist casts (sideways from x -/+ yr at y -/+ xr, lrb) are
// exactly 0 (left: x + 1), or when the wall's top lies 0..11 px below y - 11
// (ChkFloorEdge_Part3 down from x -/+ (xr + 1), top solidity: y moved onto
// it); else he falls.
[[gnu::cold]] void gliding_hit_wall(Player& p, const Rules& r, const TileMap& map) {
    const bool left = int8_t(uint8_t(0x40 + p.double_jump_property)) < 0;
    p.facing_left = left;
    const uint16_t px = pixel(p.x), py = pixel(p.y);
    const bool cd = r.traits.cd_floor;
    const Direction dir = left ? CAST_LEFT : CAST_RIGHT;
    const SensorRole role = left ? ROLE_E : ROLE_F;
    const uint16_t sx = uint16_t(left ? px - p.yr : px + p.yr);
    const int32_t top = cast(map, sx, uint16_t(py - p.xr), dir, SOLID_LRB, p.layer, cd, &p.areg_p, role).distance;
    const int32_t low = cast(map, sx, uint16_t(py + p.xr), dir, SOLID_LRB, p.layer, cd, &p.areg_s, role).distance;
    if ((top | low) == 0) {
        if (left) p.x = add_pixels(p.x, 1);
        knux_grab(p);
        return;
    }
    const uint16_t ex = uint16_t(left ? px - p.xr - 1 : px + p.xr + 1);
    p.areg_p = 0;  // ChkFloorEdge_Part3: clr.b (a4)
    const int32_t d = cast(map, ex, uint16_t(py - 11), CAST_DOWN, SOLID_TOP, p.layer, cd, &p.areg_p, ROLE_A).distance;
    if (d >= 0 && d < 12) {
        p.y = add_pixels(p.y, d);
        knux_grab(p);
        return;
    }
    knux_fall(p, r);
}

// Knuckles_Glide, double_jump_flag 1 (and any value it does not name): the
// collision; a floor -> HitFloor, a wall -> HitWall; jump let go -> the fall
// (animation $21, facing the motion, x speed / 4, the standing radii with no
// change of y); else the glide animation.
void knuckles_gliding(Player& p, const Rules& r, const TileMap& map, uint8_t held) {
    const GlideContact c = glide_collision(p, r, map);
    if (c.landed) return gliding_hit_floor(p, r);
    if (c.pushed) return gliding_hit_wall(p, r, map);
    if (held & BTN_J) return set_gliding_animation(p);
    p.double_jump_flag = KNUX_FALLING;
    p.anim = KNUX_ANIM_FALL;
    p.facing_left = p.xsp < 0;
    p.xsp = Speed(p.xsp >> 2);  // two asr.w
    set_standing_radii(p, r);
}

// Landing from the fall and standing up from the slide: stopped, y moved by
// the height radius minus the standing one (a signed byte), Knux_TouchFloor.
[[gnu::cold]] void stop_and_stand(Player& p, const Rules& r) {
    p.xsp = p.ysp = p.gsp = 0;
    p.y = add_pixels(p.y, int8_t(uint8_t(p.yr - r.stand_yr)));
    knux_touch_floor(p, r);
}

// Knuckles_Fall_From_Glide, double_jump_flag 2: air control and drag
// (Knux_ChgJumpDir), gravity 0x38, the glide's collision; on a floor he
// stops and lands; on flat ground (quadrant 0) also 15 frames of control
// lock and the landing animation $23.
void knuckles_fall_from_glide(Player& p, const Rules& r, const TileMap& map, uint8_t held) {
    air_control_drag(p, r, held);
    p.ysp = w16(p.ysp + 0x38);
    if (!glide_collision(p, r, map).landed) return;
    const bool flat = snap(p.angle) == 0;
    stop_and_stand(p, r);
    if (flat) {
        p.control_lock = 15;
        p.anim = KNUX_ANIM_GLIDE_LAND;
    }
}

// Knuckles_Sliding, double_jump_flag 3: with jump held the x speed falls by
// 0x20 toward 0 while it keeps its sign; letting go, or the speed crossing
// 0, stands him up (15 frames of control lock, animation $22). Sliding, the
// glide's collision runs and then the floor pair: 14 px or more below, he
// slid off a ledge and falls; else y follows the floor and its angle.
[[gnu::noinline]] void knuckles_sliding(Player& p, const Rules& r, const TileMap& map, uint8_t held) {
    bool get_up = !(held & BTN_J);
    if (!get_up) {
        const bool left = p.xsp < 0;
        p.xsp = w16(p.xsp + (left ? 0x20 : -0x20));
        get_up = left ? p.xsp >= 0 : p.xsp < 0;
    }
    if (get_up) {
        stop_and_stand(p, r);
        p.control_lock = 15;
        p.anim = KNUX_ANIM_GET_UP;
        return;
    }
    glide_collision(p, r, map);
    Angle a = 0;
    const int32_t d = check_floor(p, r, map, &a);
    if (d >= 14) return knux_fall(p, r);
    p.y = add_pixels(p.y, d);
    p.angle = a;
}

}  // namespace

void knux_touch_floor(Player& p, const Rules& r) {
    // Player_TouchFloor's common part (terrain.cpp: the standing radii, the
    // roll's y change, the flags) and, through its hook, the move's end.
    reset_on_floor(p, r, Landing::Object);
    p.events |= EV_LANDED;
}

[[gnu::cold]] void knux_fall(Player& p, const Rules& r) {
    p.double_jump_flag = KNUX_FALLING;
    p.anim = KNUX_ANIM_FALL;
    set_standing_radii(p, r);
}

[[gnu::cold]] void knux_grab(Player& p) {
    p.xsp = p.ysp = p.gsp = 0;
    p.double_jump_flag = KNUX_CLIMBING;
    p.mapping_frame = 0xB7;
    p.anim_timer = 0x7F;
    p.anim_frame = 0;
    p.double_jump_property = 3;
    // x_pos+2 = x_pos: the pixel word written into the fraction, the mark
    // Knuckles_Wall_Climb compares the pixel with to know he has not moved.
    p.x = (p.x & 0xFFFF0000u) | pixel(p.x);
}

void knux_test_for_glide(Player& p, const Rules&, bool pressed) {
    if (p.double_jump_flag != KNUX_NONE || !pressed) return;
    p.rolling = 0;  // bclr Status_Roll, y unchanged
    p.xr = p.yr = GLIDE_RADIUS;
    p.rolljump = 0;
    p.double_jump_flag = KNUX_GLIDING;
    const Speed ys = w16(p.ysp + 0x200);
    p.ysp = ys < 0 ? Speed(0) : ys;
    p.gsp = 0x400;
    p.xsp = p.facing_left ? Speed(-0x400) : Speed(0x400);
    p.double_jump_property = p.facing_left ? 0x80 : 0x00;
    p.angle = 0;
    set_gliding_animation(p);
}

void knux_glide_freespace(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    // One test of the move byte for the whole frame: Knuckles_Move_Glide
    // (gliding only), the bounds and MoveSprite2 never change it.
    const uint8_t move = p.double_jump_flag;
    if (move == KNUX_GLIDING) knuckles_move_glide(p, r, held);
    level_bounds(p, r);
    move_by_speed(p);  // MoveSprite2: no gravity here
    switch (move) {
        case KNUX_FALLING: knuckles_fall_from_glide(p, r, map, held); break;
        case KNUX_SLIDING: knuckles_sliding(p, r, map, held); break;
        case KNUX_CLIMBING: knuckles_wall_climb(p, r, map, held, pressed); break;
        case KNUX_LEDGE: knuckles_climb_ledge(p, r); break;
        default: knuckles_gliding(p, r, map, held); break;
    }
}

}  // namespace hp
