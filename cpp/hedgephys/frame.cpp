// One whole frame of the player, in the original order (terrain.md §10).
#include "loops.hpp"
#include "movement.hpp"
#include "player.hpp"
#include "terrain.hpp"

namespace hp {
namespace {

// §8.6 trigger + §6.4 head-room + impulse. True when the player jumped: the
// jump ends the state routine for this frame (no movement, no collision).
bool jump_check(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (!pressed) return false;
    // CD refuses while up/down is held with g = 0 (peel-out / spindash input).
    if (r.cd() && (held & (BTN_U | BTN_D)) && p.gsp == 0) return false;
    if (!room_overhead(p, r, map)) return false;
    jump_impulse(p, r);
    p.events |= EV_JUMPED;
    return true;
}

// §8.5 after floor following: S1 Sonic_MdNormal/MdRoll, S2 Obj01_MdNormal/
// MdRoll and S3K (Player_SlopeRepel, every character) call the slope repel
// unconditionally, also on the frame floor following made the player
// airborne: the control lock still counts down, and at lock 0 the slip test
// still runs [erratum §14.20].
inline void slope_repel_after_floor(Player& p, const Rules& r) {
    if (!p.airborne || !r.cd()) slope_repel(p, r);
}

// §10 "Normal (grounded, not rolling)".
void normal_state(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (jump_check(p, r, map, held, pressed)) return;             // 2
    slope_factor_walk(p, r);                                       // 3
    ground_input(p, r, held);                                      // 4: input & cap
    p.balance = BAL_NONE;
    if (p.control_lock == 0 && snap(p.angle) == 0 && p.gsp == 0) {
        // standing logic: S1, S2 and S3K clear pushing [erratum §14.3] (S&K
        // Sonic_Move / Tails_InputAcceleration_Path / Knux_InputAcceleration_Path
        // bclr Status_Push too); balancing (§6.5)
        if (!r.cd()) p.pushing = 0;
        if (p.on_object < 0) balance_check(p, r, map);
    }
    ground_friction(p, r, held);
    ground_velocity(p, r);
    push_sensor(p, r, map);
    try_roll_start(p, r, held);                                    // 5
    level_bounds(p, r);                                            // 6
    move_by_speed(p);                                              // 7
    floor_following(p, r, map);                                    // 8
    slope_repel_after_floor(p, r);                                 // 9
}

// §10 "Rolling".
void rolling_state(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (jump_check(p, r, map, held, pressed)) return;
    slope_factor_roll(p, r);
    roll_input_friction(p, r, held);
    push_sensor(p, r, map);
    level_bounds(p, r);
    move_by_speed(p);
    floor_following(p, r, map);
    slope_repel_after_floor(p, r);
}

// §10 "Airborne".
void air_state(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    jump_height(p, r, held, pressed);
    air_control_drag(p, r, held);
    level_bounds(p, r);
    air_move_gravity(p, r);
    air_angle_to_zero(p);
    airborne_collision(p, r, map);
}

// scenario.md "hurt" (S1 Sonic_Hurt / Sonic_HurtStop): move, gravity 0x30,
// airborne terrain collision, no input; on landing speeds become 0, control
// returns and the invulnerability timer restarts at 120.
void hurt_state(Player& p, const Rules& r, const TileMap& map) {
    move_by_speed(p);
    p.ysp = w16(p.ysp + 0x30);
    wrap_y(p, r);  // S2 Obj01_Hurt_Normal, S3K: before the collision
    airborne_collision(p, r, map);
    if (!p.airborne) {
        p.xsp = p.ysp = p.gsp = 0;
        p.hurt = 0;
        p.invuln = 120;
    }
}

}  // namespace

void player_frame(Player& p, const Rules& r, const TileMap& map, uint8_t buttons) {
    const uint8_t held = buttons & BUTTON_MASK;
    const bool pressed = (held & ~p.prev_buttons & BTN_J) != 0;  // the press edge, no branch
    p.events = 0;
    if (p.dead) return;  // below the bottom bound: nothing more happens (§8.9)
    if (p.crushed) {
        // scenario.md "crushed": position += speed, ysp += 0x38, no collision.
        move_by_speed(p);
        p.ysp = w16(p.ysp + 0x38);
        p.prev_buttons = held;
        return;
    }
    const bool was_hurt = p.hurt;
    if (was_hurt) {
        p.balance = BAL_NONE;
        hurt_state(p, r, map);
    } else if (p.airborne) {
        p.balance = BAL_NONE;
        air_state(p, r, map, held, pressed);
    } else if (p.rolling) {
        p.balance = BAL_NONE;
        rolling_state(p, r, map, held, pressed);
    } else {
        normal_state(p, r, map, held, pressed);
    }
    if (!was_hurt) wrap_y(p, r);  // S2 Obj01_Control, S3K Sonic_Control: after the mode
    // After the state routine (§10): keep the angle registers for next frame's balance test.
    p.saved_p = p.areg_p;
    p.saved_s = p.areg_s;
    p.prev_buttons = held;
    // S1 Sonic_Display: the post-hit invulnerability timer counts down; the
    // hurt routine does not call it (also not on its landing frame).
    if (p.invuln && !was_hurt) --p.invuln;
    // S1 Sonic_Control ends with Sonic_Loops (not the hurt routine): loops.cpp.
    if (!was_hurt) sonic_loops(p, r, map);
}

}  // namespace hp
