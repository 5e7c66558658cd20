// One whole frame of the player, in the original order (rules/terrain §10).
#include "animation.hpp"
#include "camera.hpp"
#include "camera_lag.hpp"
#include "cd_moves.hpp"
#include "double_jump.hpp"
#include "knuckles.hpp"
#include "loops.hpp"
#include "movement.hpp"
#include "objects.hpp"
#include "player.hpp"
#include "spindash.hpp"
#include "terrain.hpp"
#include "water.hpp"

namespace hp {
namespace {

// rules/terrain §8.6 trigger + rules/terrain §6.4 head-room + impulse. True when the player jumped: the
// jump ends the state routine for this frame (no movement, no collision).
bool jump_check(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (!pressed) return false;
    if (r.cd()) {
        // CD ObjSonic_CheckJump: not while charging a peel-out or spin dash,
        // nor while up/down is held with g = 0 (their input).
        if (p.spindash) return false;
        if ((held & (BTN_U | BTN_D)) && p.gsp == 0) return false;
    }
    if (!room_overhead(p, r, map)) return false;
    jump_impulse(p, r);
    if (r.cd()) p.look_mode = 0;  // clr.b lookMode
    p.events |= EV_JUMPED;
    return true;
}

// rules/terrain §8.5 after floor following: S1 Sonic_MdNormal/MdRoll, S2 Obj01_MdNormal/
// MdRoll, S3K (Player_SlopeRepel, every character) and CD
// (ObjSonic_CheckFallOff) call the slope repel unconditionally, also on the
// frame floor following made the player airborne: the control lock still
// counts down, and at lock 0 the slip test still runs [erratum rules/terrain §14.20].
inline void slope_repel_after_floor(Player& p, const Rules& r) { slope_repel(p, r); }

// S2 Obj01_MdNormal_Checks (Sonic only) [erratum rules/terrain §14.21]: unless a jump
// button is newly pressed, the whole normal state is skipped while the Blink
// or GetUp animation plays, and while the late Wait animation (frame index
// $1E or more) plays; from the late Wait, holding any button starts Blink
// (GetUp from frame index $AC on). True: skip this frame's normal state.
bool idle_skip(Player& p, const Rules& r, uint8_t held, bool pressed) {
    if (!(r.s2() && r.sonic()) || pressed) return false;
    const AnimIds& id = r.anim->id;
    if (p.anim == id.blink || p.anim == id.get_up) return true;
    if (p.anim != id.wait || p.anim_frame < 0x1E) return false;
    if (held & BUTTON_MASK) {
        p.anim = p.anim_frame >= 0xAC ? id.get_up : id.blink;
    }
    return true;
}

// The standing logic (rules/terrain §8.2, §6.5): floor quadrant, no control lock, ground
// speed 0 (S1/S2 Sonic_Move, S3K Sonic_Move / Tails_InputAcceleration_Path /
// Knux_InputAcceleration_Path): the wait animation, balancing (on the terrain
// or at an object's edge), else looking up or ducking. (CD: cd_standing.)
// Returns the look it chose (camera.hpp Look) for the camera's bias.
uint8_t standing(Player& p, const Rules& r, const TileMap& map, uint8_t held,
                 const ObjectBatch* objects, size_t env) {
    p.balance = BAL_NONE;
    if (p.control_lock != 0 || snap(p.angle) != 0 || p.gsp != 0) return LOOK_NONE;
    // S1, S2 and S3K clear pushing [erratum rules/terrain §14.3] (S&K bclr Status_Push
    // too; CD's .Stand as well, cd_moves.cpp).
    p.pushing = 0;
    const AnimIds& id = r.anim->id;
    p.anim = id.wait;
    bool balancing;
    if (p.on_object < 0) {
        balancing = balance_check(p, r, map);
    } else {
        balancing = objects && size_t(p.on_object) < objects->count &&
                    balance_on_object(p, r, *objects, env * objects->count + size_t(p.on_object));
    }
    if (balancing) return LOOK_NONE;
    // Look up or duck: S1, S2 and Sonic 3 alone (Sonic_Move loc_12338,
    // Tails_InputAcceleration_Path) test up first, S&K down first (duck_first).
    const bool up = held & BTN_U, down = held & BTN_D;
    if (r.traits.duck_first && down) return p.anim = id.duck, LOOK_DOWN;
    if (up) return p.anim = id.look_up, LOOK_UP;
    if (down) return p.anim = id.duck, LOOK_DOWN;
    return LOOK_NONE;
}

// rules/terrain §10 "Normal (grounded, not rolling)".
void normal_state(Player& p, const Rules& r, const TileMap& map, uint8_t held, uint8_t tapped,
                  const ObjectBatch* objects, size_t env) {
    const bool pressed = tapped & BTN_J;
    if (r.cd() && cd_boredom(p, r)) return;                        // CD ObjSonic_MdGround
    if (idle_skip(p, r, held, pressed)) return;                    // S2 Obj01_MdNormal_Checks
    const bool charging_before = p.spindash;
    if (spindash(p, r, map, held, pressed)) {                      // 1: S2/S3K spin dash
        // Obj01_Spindash_ResetScr (S3K loc_11BA4): charging and the release, not the start
        if (charging_before) camera_look(p, r, LOOK_ROLL);
        return;
    }
    if (jump_check(p, r, map, held, pressed)) return;             // 2
    // CD: no slope factor and no left/right input while charging (the
    // ObjSonic_SlopeResist / MoveGndLeft / MoveGndRight tests of oPlayerCharge)
    const bool charging = r.cd() && p.spindash;
    if (!charging) slope_factor_walk(p, r);                        // 3
    if (!charging) ground_input(p, r, held);                       // 4: input & cap
    bool settle = true;
    if (r.cd()) settle = cd_standing(p, r, map, held, tapped, objects, env);
    else camera_look(p, r, standing(p, r, map, held, objects, env));  // Sonic_Move's look
    if (settle) {
        ground_friction(p, r, held);
        ground_velocity(p, r);
        push_sensor(p, r, map);
    }
    try_roll_start(p, r, held);                                    // 5
    level_bounds(p, r);                                            // 6
    move_by_speed(p);                                              // 7
    floor_following(p, r, map);                                    // 8
    slope_repel_after_floor(p, r);                                 // 9
}

// rules/terrain §10 "Rolling".
void rolling_state(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (r.cd() && p.spindash) {
        // CD ObjSonic_MdRoll while a spin dash charges: no jump, no slope
        // factor; ObjSonic_MoveRoll charges (cd_moves.cpp); no position
        // update until released.
        if (cd_roll_charge(p, r, held)) push_sensor(p, r, map);
        level_bounds(p, r);
        if (!p.spindash) move_by_speed(p);
        floor_following(p, r, map);
        slope_repel_after_floor(p, r);
        return;
    }
    // S2 Obj01_MdRoll / S3K Sonic_MdRoll: no jump while the spin dash
    // (pinball) flag is set.
    const bool pinball = (r.s2() || r.s3k()) && p.spindash;
    if (!pinball && jump_check(p, r, map, held, pressed)) return;
    slope_factor_roll(p, r);
    roll_input_friction(p, r, held);
    camera_look(p, r, LOOK_ROLL);  // S2 Obj01_Roll_ResetScr, S3K (not S1)
    push_sensor(p, r, map);
    level_bounds(p, r);
    move_by_speed(p);
    floor_following(p, r, map);
    slope_repel_after_floor(p, r);
}

// rules/terrain §10 "Airborne".
void air_state(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (p.double_jump_flag && knux_moves(r)) return knux_glide_freespace(p, r, map, held, pressed);  // Knux_MdAir
    // CD ObjSonic_MdAir (not curled): falling or still, the walk animation.
    if (r.cd() && !p.rolling && p.ysp >= 0) p.anim = r.anim->id.walk;
    // S3K Tails_Stand_Freespace: flying, Tails_FlyingSwimming's own vertical
    // move replaces the jump height routine, and MoveSprite2 has no gravity.
    const bool flying = tails_flying(p, r);
    if (flying) tails_move_fly(p, r, pressed);
    else jump_height(p, r, held, pressed);
    air_control_drag(p, r, held);
    camera_look(p, r, LOOK_AIR);  // S1 Sonic_JumpDirection, S2 Obj01_Jump_ResetScr
    level_bounds(p, r);
    if (flying) move_by_speed(p);
    else air_move_gravity(p, r);
    air_angle_to_zero(p);
    airborne_collision(p, r, map);
}

// rules/scenario "hurt" (S1 Sonic_Hurt / Sonic_HurtStop, S2 Obj01_Hurt_Normal /
// Sonic_HurtStop, S3K loc_122BE / sub_12318, CD ObjSonic_Hurt /
// ObjSonic_HurtChkLand): move, gravity 0x30, the y wrap, the death line, the
// airborne terrain collision with no input; when the player is no longer
// airborne (landed on the floor now, or on an object the frame before: the
// objects' landing does not end the hurt state) speeds become 0, control
// returns and the invulnerability timer restarts at 120; then the level
// bounds, as in every other routine.
void hurt_state(Player& p, const Rules& r, const TileMap& map) {
    move_by_speed(p);
    p.ysp = w16(p.ysp + motion(p, r).hurt_gravity);  // 0x30; underwater 0x30 - 0x20 (water.cpp)
    wrap_y(p, r);  // S2 Obj01_Hurt_Normal, S3K: before the collision
    // The death line of HurtStop: unsigned in S1 (blo) and CD (bcs), signed in
    // S2 and S3K (blt); with no camera bounds there is none.
    const uint16_t line = uint16_t(p.cam_max_y + 224);
    const uint16_t py = pixel(p.y);
    const bool below = (r.s1() || r.cd()) ? line < py : int16_t(line) < int16_t(py);
    if (r.bounds && below) {
        p.dead = 1;  // KillSonic returns into the hurt routine: no collision
    } else {
        airborne_collision(p, r, map);
        if (!p.airborne) {
            p.xsp = p.ysp = p.gsp = 0;
            end_hurt(p);
            p.anim = r.anim->id.walk;  // Sonic_HurtStop: id_Walk (S3K anim 0)
        }
    }
    level_bounds(p, r);  // Sonic_LevelBound after Sonic_HurtStop (all four games)
}

// The frame. wet: the world has water (the drowned state, the water test and
// the air countdown run); the constants in force are read through
// player.hpp motion() either way. Dry: a copy compiled for a world without
// water (see player_frame).
template <bool Dry>
bool frame_body(Player& p, const Rules& r, const TileMap& map, uint8_t buttons,
                const ObjectBatch* objects, size_t env) {
    const bool wet = !Dry && p.water;
    const uint8_t held = buttons & BUTTON_MASK;
    const uint8_t tapped = held & ~p.prev_buttons;  // newly pressed this frame
    const bool pressed = (tapped & BTN_J) != 0;     // the jump press edge, no branch
    p.buttons_pressed = tapped;  // the objects' Ctrl_1_logical pressed byte (kinds/s3k_cnz_cylinder.cpp)
    p.events = 0;
    ++p.level_frame;  // LevelLoop's Level_frame_counter, before the objects run
    if (p.dead) return false;  // below the bottom bound: nothing more happens (rules/terrain §8.9)
    if (p.crushed) {
        // rules/scenario "crushed": position += speed, ysp += 0x38, no collision.
        move_by_speed(p);
        p.ysp = w16(p.ysp + 0x38);
        p.prev_buttons = held;
        return false;
    }
    if (wet && p.drown) {  // drowned: no control, sinks until dead (water.cpp)
        drowned_frame(p, r);
        p.prev_buttons = held;
        return false;
    }
    if (r.cd()) cd_charge_tick(p);  // ObjSonic, before the routine
    const bool was_hurt = p.hurt;
    if (was_hurt) {
        p.balance = BAL_NONE;
        hurt_state(p, r, map);
    } else if (p.object_control & 1) {  // S3K Sonic_Control / Tails_Control: an object moves him
        p.double_jump_flag = 0;
    } else if (p.airborne) {
        p.balance = BAL_NONE;
        air_state(p, r, map, held, pressed);
    } else if (p.rolling) {
        p.balance = BAL_NONE;
        rolling_state(p, r, map, held, pressed);
    } else {
        normal_state(p, r, map, held, tapped, objects, env);
    }
    if (!was_hurt) wrap_y(p, r);  // S2 Obj01_Control, S3K Sonic_Control: after the mode
    // After the state routine (rules/terrain §10): keep the angle registers for next frame's balance test.
    p.saved_p = p.areg_p;
    p.saved_s = p.areg_s;
    p.prev_buttons = held;
    // S1 Sonic_Display: the post-hit invulnerability timer counts down; the
    // hurt routine does not call it (also not on its landing frame).
    if (p.invuln && !was_hurt) --p.invuln;
    if (p.invincible && !was_hurt) invincibility_tick(p, r);  // the same routine's next test (invincibility.cpp)
    record_position_if(p, r);  // Sonic_RecordPos: control and hurt routines (camera_lag.hpp)
    // Water entry and exit (S1 Sonic_Water after Sonic_RecordPosition, S2/S3K
    // the same place in the control routine; not in the hurt routines).
    if (wet && !was_hurt) player_water(p, r);
    // The animation routine, before the hitbox scan (S1 Sonic_Control, S2
    // Obj01_Control and Obj01_Hurt, S3K Sonic_Control and the hurt routines).
    if (!(p.object_control & 2)) animate(p, r);  // S3K: bit 1 skips Animate_Sonic
    if (r.cd()) cd_idle_tick(p);  // the vertical interrupt's RunBoredTimer
    if (wet) air_countdown(p, r);  // the countdown object, after the player (water.cpp)
    return !was_hurt;
}

}  // namespace

// Which copies of the frame a step holds (docs/camera.md "Cost"). Without
// objects, one copy serves dry and wet worlds: compiled once dry and once
// wet, the flattened step held the whole frame twice, and a world with water
// (even one the player never entered) ran 20% slower than a dry one on the
// same instructions. With objects (objects is then not null), a dry world
// keeps a copy of its own: the one copy ran the step with objects 17% slower.
bool player_frame(Player& p, const Rules& r, const TileMap& map, uint8_t buttons,
                  const ObjectBatch* objects, size_t env) {
    if (objects && !p.water) return frame_body<true>(p, r, map, buttons, objects, env);
    return frame_body<false>(p, r, map, buttons, objects, env);
}

void player_frame_end(Player& p, const Rules& r, const TileMap& map) {
    // S1 Sonic_Control ends with Sonic_Loops, after ReactToItem (loops.cpp).
    sonic_loops(p, r, map);
}

}  // namespace hp
