// The dispatch of the second jump press to each character's move
// (double_jump.hpp), and the landing reset of the double jump state.
#include "double_jump.hpp"

#include "knuckles.hpp"
#include "shields.hpp"

namespace hp {

void double_jump(Player& p, const Rules& r, bool pressed) {
    switch (r.character) {
        case Character::Sonic:
            sonic_shield_moves(p, r, pressed);  // Sonic_JumpHeight -> Sonic_ShieldMoves
            break;
        case Character::Tails:
            tails_test_for_flight(p, r, pressed);  // Tails_JumpHeight -> Tails_Test_For_Flight
            break;
        case Character::Knuckles:
            // The press clears the roll-jump lock [erratum rules/terrain §14.14];
            // S&K Knux_JumpHeight -> Knux_Test_For_Glide starts the glide (knuckles.cpp).
            if (pressed) p.rolljump = 0;
            if (knux_moves(r)) knux_test_for_glide(p, r, pressed);
            break;
    }
}

// S3K Player_TouchFloor (Sonic, Knuckles: a bubble shield's dive bounces
// first) and Tails_TouchFloor (the flag only): double_jump_flag = 0.
void double_jump_land(Player& p, const Rules& r) {
    if (p.double_jump_flag == 0) return;
    if (!r.tails() && (p.shield & SHIELD_BIT_BUBBLE)) bubble_shield_bounce(p, r);
    p.double_jump_flag = 0;
}

}  // namespace hp
