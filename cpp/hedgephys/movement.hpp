// Movement physics (rules/terrain §8): input, slope factors, friction, jumping
// impulse, air control and drag, gravity, rolling.
#pragma once
#include "player.hpp"

namespace hp {

// Ground mode from an angle (rules/terrain §6.1): 0x00 floor, 0x40 left wall, 0x80 ceiling, 0xC0 right wall.
#define HP_GROUND_MODES(X)                                                                         \
    X(MODE_FLOOR, "floor", 0x00) X(MODE_LEFT_WALL, "left_wall", 0x40) X(MODE_CEILING, "ceiling", 0x80) \
    X(MODE_RIGHT_WALL, "right_wall", 0xC0)
enum GroundMode : uint8_t { HP_GROUND_MODES(HP_ENUM_VALUE) };
inline Angle ground_mode(Angle a) {
    return Angle(((a & 0x7F) < 0x60 ? a + 0x1F : a + 0x20) & 0xC0);
}

// position += speed << 8 on both axes (SpeedToPos, rules/terrain §8.2 step 7 / §8.7).
inline void move_by_speed(Player& p) {
    p.x = add_speed(p.x, p.xsp);
    p.y = add_speed(p.y, p.ysp);
}

void slope_factor_walk(Player& p, const Rules& r);          // rules/terrain §8.3
void slope_factor_roll(Player& p, const Rules& r);          // rules/terrain §8.4
void ground_input(Player& p, const Rules& r, uint8_t held); // rules/terrain §8.2, left then right
void ground_friction(Player& p, const Rules& r, uint8_t held);
void ground_velocity(Player& p, const Rules& r);            // xsp/ysp from gsp (rules/terrain §2, §8.2)
bool try_roll_start(Player& p, const Rules& r, uint8_t held);  // rules/terrain §8.8
void roll_input_friction(Player& p, const Rules& r, uint8_t held);  // rules/terrain §8.8
void roll_input(Player& p, const Rules& r, uint8_t held);   // rules/terrain §8.8 its parts: input,
void roll_settle(Player& p, const Rules& r);                // friction, unroll and speeds,
void roll_speeds(Player& p, const Rules& r);                // speeds with the X cap
void jump_impulse(Player& p, const Rules& r);               // rules/terrain §8.6, after the head-room check
void jump_height(Player& p, const Rules& r, uint8_t held, bool pressed);  // rules/terrain §8.6
void air_control_drag(Player& p, const Rules& r, uint8_t held);  // rules/terrain §8.7
void air_move_gravity(Player& p, const Rules& r);           // rules/terrain §8.7
void air_angle_to_zero(Player& p);                          // rules/terrain §8.7
void slope_repel(Player& p, const Rules& r);                // rules/terrain §8.5
void level_bounds(Player& p, const Rules& r);               // rules/terrain §8.9
void wrap_y(Player& p, const Rules& r);                     // rules/terrain §8.9 vertical wrap
void set_standing_radii(Player& p, const Rules& r);
void set_rolling_radii(Player& p, const Rules& r);
void curl_up(Player& p, const Rules& r);  // rules/terrain §8.8: rolling, its radii, y down by the radius change
void uncurl(Player& p, const Rules& r);   // rules/terrain §8.8 / §8.10: the reverse

}  // namespace hp
