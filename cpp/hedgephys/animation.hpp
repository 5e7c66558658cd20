// The animation state the physics reads (issue 10; rules/terrain §10, erratum
// rules/terrain §14.21): the animation id, the previous id (the change test), the frame
// index and the frame timer, per game and character, and the games' own
// animation routine that steps them (S1/S2 Sonic_Animate, S2 Tails_Animate,
// S3K Animate_Sonic/_Tails/_Knuckles, CD's). Only what the rules read is kept:
// ids, indices and timers, never mapping frames or art.
#pragma once
#include <cstdint>

#include "player.hpp"

namespace hp {

// How a script ends (its last byte): $FF loop, $FE n back n frames, $FD n
// change to animation n, anything else ($FC...) hold.
enum AnimEnd : uint8_t { AE_LOOP = 0, AE_BACK = 1, AE_GOTO = 2, AE_HOLD = 3 };

// One animation script's timing (anim_tables.inc). duration < 0: the games
// time this script by the player's speed (walk/run, roll, push). In S1, S2
// and S3K no rule reads such a script's frame or timer, so hedgephys leaves
// both alone while it plays; in CD the crouch test can see a walk frame, so
// they are modelled there (animation.cpp cd_special).
struct AnimScript {
    int8_t duration;
    uint8_t frames;  // frames shown before the end command
    uint8_t end;     // AnimEnd
    uint8_t arg;     // n of $FE n / $FD n
    uint8_t crouch;  // index of the frame the crouch hitbox test reads (rules/objects G1), 0xFF none
};

// The animation ids the rules write or test, in the game's own numbering.
// 0xFF: the game has no such animation.
struct AnimIds {
    uint8_t walk, run, roll, wait, balance, balance2, balance3, balance4, look_up, duck,
        spindash, blink, get_up, skid, hurt, peelout;
};

struct AnimSet {
    const AnimScript* scripts;
    uint8_t count;
    AnimIds id;
    bool change_clears_push;  // S2 Sonic_Animate, S3K Animate_*: bclr push on a change
};

const AnimSet& anim_set(Game g, Character c);

// The animation routine (Sonic_Animate and its kin), after the state routine
// and before the hitbox scan (rules/terrain §10).
void animate(Player& p, const Rules& r);

// The frame shown now (after the last animate) is the frame the crouch
// hitbox test reads (Player::crouch_frame): S1 ReactToItem fr_Duck, S2
// TouchResponse $4D (the duck script's frames), CD Player_ObjCollide $39 (a
// walk frame, animation.cpp).
bool shows_crouch_frame(const Player& p, const Rules& r);

// A forced restart: anim and prev_anim written together, as the originals'
// word writes (`move.w #(a<<8)|b,anim(a1)`) and `move.b #1,prev_anim(a0)` do.
inline void restart_anim(Player& p, uint8_t anim, uint8_t prev) {
    p.anim = anim;
    p.prev_anim = prev;
}

}  // namespace hp
