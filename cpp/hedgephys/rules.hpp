// One RuleSet value per run: the game, the character and the quirk fixes.
// Every routine reads it; per-game differences are branches on it inside the
// routine that differs (rules/terrain §11), never a second copy of the routine.
#pragma once
#include <cstdint>

#include "trig.hpp"

namespace hp {

enum class Game : uint8_t { S1 = 0, S2 = 1, S3K = 2, CD = 3 };
enum class Character : uint8_t { Sonic = 0, Tails = 1, Knuckles = 2 };

struct AnimSet;                                          // animation.hpp
const AnimSet& anim_set(Game g, Character c);

// Quirk fixes: a set bit corrects the quirk instead of reproducing it. The
// Python layer (hedgephys/rules.py) holds the names; keep the two in step.
enum Fix : uint32_t {
    // terrain (rules/scenario "Fix names", rules/terrain)
    FIX_ROLLJUMP_RADII = 1u << 0,          // rules/terrain §8.6: a roll-jump keeps the rolling radii
    FIX_ROLLJUMP_AIR_CONTROL = 1u << 1,    // rules/terrain §8.6/§8.7: air control stays after a roll-jump
    FIX_AIR_SIDE_LANDING_DEPTH = 1u << 2,  // rules/terrain §7: side floor landing uses the depth test
    FIX_SINE_TABLE = 1u << 3,              // rules/terrain §3: entries 0x93/0xED hold -115
    FIX_BRAKE_CARRY = 1u << 4,             // rules/terrain §8.2/§8.8 [erratum rules/terrain §14.2]: braking from -dec gives 0
    FIX_AIR_DRAG_ROUNDING = 1u << 5,       // rules/terrain §8.7: drag leaves -31..-1 alone, like 1..31
    FIX_PUSH_RESPONSE_CLASS = 1u << 6,     // rules/terrain §6.3 [erratum rules/terrain §14.1]: respond by the cast mode
    // objects (rules/objects §11); bits reserved here so one mask carries all fixes
    FIX_SLIP_LANDING_WIDTH = 1u << 16,
    FIX_BOTTOM_OVERLAP = 1u << 17,
    FIX_FALSE_STANDING_FLAG = 1u << 18,
    FIX_STANDING_OFFSET = 1u << 19,
    FIX_HITBOX_EVEN = 1u << 20,
    FIX_PLATFORM_WALKOFF = 1u << 21,
    FIX_SIDE_STOP_SYMMETRIC = 1u << 22,
    FIX_S3K_RISING_SNAP = 1u << 23,
    FIX_S1_MONITOR_RISING = 1u << 24,
    FIX_CROUCH_HITBOX = 1u << 25,
    FIX_PUSH_BLOCK_LEFT_WALL = 1u << 26,
};

struct Rules {
    Game game = Game::S2;
    Character character = Character::Sonic;
    uint32_t fixes = 0;
    const int16_t* sine = nullptr;  // the table in use (rules/terrain §3, fix_sine_table)
    const AnimSet* anim = nullptr;  // the game's and character's animations (animation.hpp)
    // sizes (rules/terrain §9)
    uint8_t stand_xr = 9, stand_yr = 19, roll_xr = 7, roll_yr = 14;
    // constants (rules/terrain §8.1), normal state out of water
    int16_t acc = 0x0C, dec = 0x80, frc = 0x0C, top = 0x600;
    int16_t jump_force = 0x680;
    int16_t rolldec = 0x20;
    // Level boundaries (rules/terrain §8.9): off unless a camera is given (scenarios have none).
    bool bounds = false;
    bool screen_locked = false;  // S1 screen lock / S2, CD boss: no extra right margin
    uint16_t cam_min_x = 0, cam_max_x = 0, cam_max_y = 0;
    // Vertical wrap of the player's y (rules/terrain §8.9, erratum rules/terrain §14.22): the
    // pixel word is ANDed with this mask after the state routine when the act
    // wraps (S2 Obj01_Control: andi.w #$7FF when the camera's top is -$100;
    // S3K: Screen_Y_wrap_value, $FFF or $7FF). 0: no wrap.
    uint16_t wrap_y_mask = 0;

    bool has(Fix f) const { return (fixes & f) != 0; }
    bool s1() const { return game == Game::S1; }
    bool s2() const { return game == Game::S2; }
    bool s3k() const { return game == Game::S3K; }
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
    // rules/terrain §9: Tails stands 15 high; everyone rolls 7 x 14.
    if (c == Character::Tails) r.stand_yr = 15;
    // rules/terrain §8.6: jump force Sonic/Tails 0x680, Knuckles 0x600.
    r.jump_force = (c == Character::Knuckles) ? 0x600 : 0x680;
    // rules/terrain §8.8: roll braking 0x20 for S2 Sonic and every S3K character; otherwise
    // dec >> 2 (also 0x20 out of water, so the value agrees either way here).
    r.rolldec = 0x20;
    return r;
}

}  // namespace hp
