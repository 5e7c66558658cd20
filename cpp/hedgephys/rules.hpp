// One RuleSet value per run: the game, the character and the quirk fixes.
// Every routine reads it; per-game differences are branches on it inside the
// routine that differs (rules/terrain §11), never a second copy of the routine.
#pragma once
#include <cstdint>

#include "camera_events.hpp"
#include "water_events.hpp"
#include "trig.hpp"
#include "vocabulary.hpp"

namespace hp {

// The games and characters (rules/terrain §9, §11), by the names scenario files use.
// S3 is Sonic 3 alone (s3.asm): the S3K routines, with the differences that
// s3.asm has against Sonic & Knuckles read from its GAME_TRAITS row.
#define HP_GAMES(X) X(S1, "s1", 0) X(S2, "s2", 1) X(S3K, "s3k", 2) X(CD, "cd", 3) X(S3, "s3", 4)
#define HP_CHARACTERS(X) X(Sonic, "sonic", 0) X(Tails, "tails", 1) X(Knuckles, "knuckles", 2)
enum class Game : uint8_t { HP_GAMES(HP_ENUM_VALUE) };
enum class Character : uint8_t { HP_CHARACTERS(HP_ENUM_VALUE) };

struct AnimSet;                                          // animation.hpp
const AnimSet& anim_set(Game g, Character c);

// Quirk fixes: a set bit corrects the quirk instead of reproducing it
// (docs/physics.md, docs/objects.md "Fix switches"). Terrain fixes take the
// low bits, object fixes bits 16 and up, so one mask carries all of them.
// X(identifier, name, bit, what the fix does and where the spec describes it)
#define HP_FIXES(X)                                                                                     \
    X(FIX_ROLLJUMP_RADII, "fix_rolljump_radii", 0, "rules/terrain §8.6: a roll-jump keeps the rolling radii") \
    X(FIX_ROLLJUMP_AIR_CONTROL, "fix_rolljump_air_control", 1,                                          \
      "rules/terrain §8.6/§8.7: air control stays after a roll-jump")                                      \
    X(FIX_AIR_SIDE_LANDING_DEPTH, "fix_air_side_landing_depth", 2,                                      \
      "rules/terrain §7: the mostly-left/right floor landing uses the mostly-down depth test")             \
    X(FIX_SINE_TABLE, "fix_sine_table", 3, "rules/terrain §3: sine entries 0x93 and 0xED hold -115")        \
    X(FIX_BRAKE_CARRY, "fix_brake_carry", 4,                                                            \
      "rules/terrain §8.2/§8.8 [erratum rules/terrain §14.2]: braking right from exactly -dec gives 0, not +0x80")       \
    X(FIX_AIR_DRAG_ROUNDING, "fix_air_drag_rounding", 5,                                                \
      "rules/terrain §8.7: air drag leaves x speeds -31..-1 alone, like 1..31")                            \
    X(FIX_PUSH_RESPONSE_CLASS, "fix_push_response_class", 6,                                            \
      "rules/terrain §6.3 [erratum rules/terrain §14.1]: the push sensor responds by its cast direction")                \
    X(FIX_SLIP_LANDING_WIDTH, "fix_slip_landing_width", 16,                                             \
      "rules/objects §11 Q1: the landing test uses the combined radius cx, so the player no longer slips off corners") \
    X(FIX_PRIORITY, "fix_priority", 16,                                                                 \
      "rules/objects §11 Q2: behaves as fix_slip_landing_width (the seeds give no other fix)")             \
    X(FIX_BOTTOM_OVERLAP, "fix_bottom_overlap", 17,                                                     \
      "rules/objects §11 Q3/C1: the +4 no longer shrinks the underside; bottom contact when the centre is below the object") \
    X(FIX_FALSE_STANDING_FLAG, "fix_false_standing_flag", 18,                                           \
      "rules/objects §11 Q4: removing a stood-on object clears the standing flag and makes the player airborne") \
    X(FIX_STANDING_OFFSET, "fix_standing_offset", 19,                                                   \
      "rules/objects §11 Q5: carrying places the player 1 px higher, where landing put him")               \
    X(FIX_HITBOX_EVEN, "fix_hitbox_even", 20, "rules/objects §11 Q6: object hitboxes cover c-r .. c+r-1 (even sizes)") \
    X(FIX_PLATFORM_WALKOFF, "fix_platform_walkoff", 21, "rules/objects §11 Q8: platforms use width + 11 for walking off") \
    X(FIX_SIDE_STOP_SYMMETRIC, "fix_side_stop_symmetric", 22,                                           \
      "rules/objects §11 C2: the left side stops the player only when xsp > 0")                            \
    X(FIX_S3K_RISING_SNAP, "fix_s3k_rising_snap", 23,                                                   \
      "rules/objects §11 C6: S3K tests a rising player before moving him onto the top")                    \
    X(FIX_S1_MONITOR_RISING, "fix_s1_monitor_rising", 24,                                               \
      "rules/objects §11 C10: S1 monitors no longer land a rising player")                                 \
    X(FIX_CROUCH_HITBOX, "fix_crouch_hitbox", 25,                                                       \
      "rules/objects §11 C12: S2 shrinks the hitbox for any character while ducking")                      \
    X(FIX_PUSH_BLOCK_LEFT_WALL, "fix_push_block_left_wall", 26, "rules/objects §6 step 3, §11 C13")
#define HP_FIX_ENUM(id, name, bit, doc) id = 1u << (bit),
enum Fix : uint32_t { HP_FIXES(HP_FIX_ENUM) };
#undef HP_FIX_ENUM

// Per-game numbers, one row per game (Game's order): the routines read them
// here, and branch on the game only where the behaviour itself differs.
// X(type, name, what it is and where the rule is described):
#define HP_GAME_TRAIT_FIELDS(X)                                                                    \
    X(uint16_t, right_margin, "rules/terrain §8.9 [erratum rules/terrain §14.16]: right limit = camera max x + this") \
    X(uint16_t, right_unlocked, "rules/terrain §8.9: + this more unless the screen is locked")     \
    X(bool, right_strict, "rules/terrain §8.9: clamps only past the limit (S3K), not at it")       \
    X(int16_t, fall_cap, "rules/terrain §8.7: y speed capped here after gravity (CD ObjSonic_ObjectFall); 0: none") \
    X(uint8_t, monitor_wr, "rules/objects §7: the game's monitor width radius")                     \
    X(uint8_t, monitor_hr, "rules/objects §7: the game's monitor height radius")                    \
    X(bool, cd_floor, "rules/terrain §5.4: Sonic CD's rule for downward casts through negative heights") \
    X(uint8_t, snap_fixed, "rules/terrain §6.2: fixed snap limit; 0: min(|speed high byte| + 4, 14)") \
    X(uint8_t, balance_margin, "rules/terrain §6.5: balance margin on an object, Sonic and Knuckles (Tails: 4)") \
    X(int16_t, unroll_band, "rules/terrain §8.8 [erratum rules/terrain §14.13]: unroll when |gsp| < this") \
    X(uint16_t, a34_mask, "rules/objects §11 C8: full solids' A3.4 mask on the vertical overlap word") \
    X(uint8_t, rest_slide, "rules/terrain §8.3: the slope factor moves a still player when |factor| >= this; 0: never") \
    X(uint8_t, angle_jump, "rules/terrain §6.2: a floor angle change of this or more is rejected; 0: none") \
    X(uint8_t, characters, "rules/terrain §9: the characters the game has, a bit per character code") \
    X(bool, push_cardinal, "rules/terrain §6.3: the push sensor also runs at exactly 0x40 and 0x80 (S&K)") \
    X(uint16_t, roll_min, "rules/terrain §8.8 [erratum rules/terrain §14.12]: the roll start needs |gsp| >= this") \
    X(bool, moving_duck, "rules/terrain §8.8 [erratum rules/terrain §14.12]: down below roll_min ducks (S&K)") \
    X(bool, duck_first, "rules/terrain §8.2: standing still, down is tested before up (S&K)") \
    X(bool, ceiling_away, "rules/terrain §8.10 [erratum rules/terrain §14.11]: a curled ceiling landing shifts y away (S&K)") \
    X(bool, monitor_bounce, "rules/objects F5.1: a rising player bounces off a monitor's bottom") \
    X(bool, a33_sign, "rules/objects A3.3: full solids test the overlap word's sign (all but S&K)") \
    X(bool, clear_keeps_spindash, "rules/objects A11: exit-clear keeps the spin dash animation too (S&K)")
struct GameTraits {
#define HP_TRAIT_DECLARE(T, name, doc) T name;
    HP_GAME_TRAIT_FIELDS(HP_TRAIT_DECLARE)
#undef HP_TRAIT_DECLARE
};
constexpr GameTraits GAME_TRAITS[HP_COUNT(HP_GAMES)] = {
    // right margin, unlocked, strict, fall cap, monitor wr, hr, cd_floor, snap, balance, unroll,
    // A3.4, rest slide, angle jump, characters, push cardinal, roll min, moving duck, duck first,
    // ceiling away, monitor bounce, A3.3 sign, clear keeps spin dash
    /* S1  */ {296, 64, false, 0, 15, 15, false, 14, 4, 1, 0xFFFF, 0, 0, 7, false, 0x80, false, false,
               false, true, true, false},
    /* S2  */ {296, 64, false, 0, 15, 15, false, 0, 2, 1, 0x07FF, 0, 0x20, 7, false, 0x80, false, false,
               false, true, true, false},
    /* S3K */ {296, 0, true, 0, 14, 16, false, 0, 2, 0x80, 0x0FFF, 0x0D, 0x20, 7, true, 0x100, true, true,
               true, false, false, true},
    /* CD  */ {304, 56, false, 0x1000, 15, 14, true, 14, 4, 1, 0xFFFF, 0, 0, 7, false, 0x80, false, false,
               false, true, true, false},
    // Sonic 3 alone (s3.asm), where it differs from S&K: Player_LevelBound clamps at
    // the limit (bls); Sonic_RollSpeed unrolls at 0; no Knuckles; Sonic_Move's
    // push sensor has no 0x40/0x80 addition; Sonic_Roll starts at 0x80 and never
    // ducks; Sonic_Move tests up first; Player_TouchFloor never reverses the shift;
    // Touch_Monitor bounces; SolidObject_cont tests the sign (bmi) and its
    // exit-clear keeps only the roll animation.
    /* S3  */ {296, 0, false, 0, 14, 16, false, 0, 2, 1, 0x0FFF, 0x0D, 0x20, 3, false, 0x80, false, false,
               false, true, true, false},
};

// The movement constants that water lowers (rules/terrain §8.1, §8.6-§8.8;
// water.cpp underwater_motion): one set out of water, one underwater, both
// made with the rules (make_rules), so that a frame picks one by index.
struct Motion {
    int16_t acc = 0x0C, dec = 0x80, frc = 0x0C, top = 0x600;  // normal state (rules/terrain §8.1)
    int16_t jump_force = 0x680;
    int16_t rolldec = 0x20;
    // Read by the airborne and hurt routines.
    int16_t gravity = 0x38;         // rules/terrain §8.7 ObjectFall / ObjectMoveAndFall / MoveSprite
    int16_t hurt_gravity = 0x30;    // S1 Sonic_Hurt, S2 Obj01_Hurt_Normal, S3K loc_122BE: addi #$30
    int16_t jump_release = -0x400;  // rules/terrain §8.6 Sonic_JumpHeight: the release cap
};

struct Rules;
// The underwater constants of the rules' game and character (water.cpp).
Motion underwater_motion(const Rules& r);

struct Rules {
    Game game = Game::S2;
    Character character = Character::Sonic;
    uint32_t fixes = 0;
    const int16_t* sine = nullptr;  // the table in use (rules/terrain §3, fix_sine_table)
    const AnimSet* anim = nullptr;  // the game's and character's animations (animation.hpp)
    GameTraits traits = GAME_TRAITS[1];  // the game's numbers (GAME_TRAITS)
    // sizes (rules/terrain §9)
    uint8_t stand_xr = 9, stand_yr = 19, roll_xr = 7, roll_yr = 14;
    // The constants water changes, out of water ([0]) and underwater ([1]);
    // a frame reads the pair's entry in force (player.hpp motion()).
    Motion motion[2];
    // Level boundaries (rules/terrain §8.9): off unless a camera is given (scenarios have none).
    bool bounds = false;
    bool screen_locked = false;  // S1 screen lock / S2, CD boss: no extra right margin
    // The act's starting bounds: each player's own (player state, camera.cpp)
    // start from them and move with the act's events (docs/camera.md).
    uint16_t cam_min_x = 0, cam_max_x = 0, cam_max_y = 0, cam_min_y = 0;
    CameraEvents camera_events;  // the act's level events (camera_events.hpp); none by default
    WaterEvents water_events;    // the act's moving water (water_events.hpp); a still surface by default
    // Vertical wrap of the player's y (rules/terrain §8.9, erratum rules/terrain §14.22): the
    // pixel word is ANDed with this mask after the state routine when the act
    // wraps (S2 Obj01_Control: andi.w #$7FF when the camera's top is -$100;
    // S3K: Screen_Y_wrap_value, $FFF or $7FF). 0: no wrap.
    uint16_t wrap_y_mask = 0;
    // Hurt without rings kills (S1 HurtSonic .norings -> KillSonic, S2
    // HurtCharacter / S3K HurtCharacter -> KillCharacter when the ring count is
    // 0; shields are not modelled). Off by default: a hurt player is knocked
    // back whatever his rings (rules/scenario "hurt"), as scenario files
    // expect; a real act turns it on (Players.set_ring_deaths).
    bool ring_deaths = false;
    bool has(Fix f) const { return (fixes & f) != 0; }
    bool s1() const { return game == Game::S1; }
    bool s2() const { return game == Game::S2; }
    // The Sonic 3 engine: `s3k` and Sonic 3 alone (`s3`) share every S3K branch;
    // where s3.asm differs the routine reads a GAME_TRAITS field instead.
    bool s3k() const { return game == Game::S3K || game == Game::S3; }
    bool cd() const { return game == Game::CD; }
    bool sonic() const { return character == Character::Sonic; }
    bool tails() const { return character == Character::Tails; }
    bool knuckles() const { return character == Character::Knuckles; }
};

inline Rules make_rules(Game g, Character c, uint32_t fixes) {
    Rules r;
    r.game = g;
    r.character = c;
    r.fixes = fixes;
    r.sine = sine_table((fixes & FIX_SINE_TABLE) != 0);
    r.anim = &anim_set(g, c);
    r.traits = GAME_TRAITS[uint8_t(g)];
    // rules/terrain §9: Tails stands 15 high; everyone rolls 7 x 14.
    if (c == Character::Tails) r.stand_yr = 15;
    // rules/terrain §8.6: jump force Sonic/Tails 0x680, Knuckles 0x600.
    r.motion[0].jump_force = (c == Character::Knuckles) ? 0x600 : 0x680;
    // rules/terrain §8.8: roll braking 0x20 for S2 Sonic and every S3K character; otherwise
    // dec >> 2 (S1, CD, S2 Tails, Sonic 3 alone's Tails_RollSpeed: also 0x20 out of
    // water, so the value agrees either way here).
    r.motion[0].rolldec = 0x20;
    r.motion[1] = underwater_motion(r);
    return r;
}

}  // namespace hp
