// The second jump press in the air (S3K): each character's own move, started
// from the one point where the game tests for it, the end of the jump height
// routine (s3.asm / sonic3k.asm Sonic_JumpHeight -> Sonic_ShieldMoves,
// Tails_JumpHeight -> Tails_Test_For_Flight, Knuckles_JumpHeight ->
// Knux_Test_For_Glide), and the state it leaves in double_jump_flag and
// double_jump_property (player.hpp). The moves themselves live in their own
// files: tails_flight.cpp, shields.cpp (Sonic), Knuckles' glide in its own.
#pragma once
#include "player.hpp"

namespace hp {

// The press in the air while jumping with ysp >= -0x400 (the jump height
// routine's second branch); Sonic 1/2 and CD have none (their routine stops
// at the jump height cap).
void double_jump(Player& p, const Rules& r, bool pressed);

// What landing does to the double jump (S3K Player_TouchFloor /
// Tails_TouchFloor, after the flags): the flag is cleared, a bubble shield's
// dive becomes the bounce first (shields.cpp).
void double_jump_land(Player& p, const Rules& r);

// Tails is flying: his airborne routine is Tails_FlyingSwimming instead of
// the jump routine (S3K Tails_Stand_Freespace tests double_jump_flag).
inline bool tails_flying(const Player& p, const Rules& r) {
    return r.tails() && r.s3k() && p.double_jump_flag != 0;
}

// tails_flight.cpp
void tails_test_for_flight(Player& p, const Rules& r, bool pressed);  // Tails_Test_For_Flight
void tails_move_fly(Player& p, const Rules& r, bool pressed);         // Tails_Move_FlySwim
// Touch_Enemy: flying Tails attacks a badnik he touches from below (the
// direction from it to him, GetArcTan, within $20 of straight down).
bool tails_flight_attacks(const Player& p, const Rules& r, const ObjectBatch& o, size_t k);
// shields.cpp
void sonic_shield_moves(Player& p, const Rules& r, bool pressed);     // Sonic_ShieldMoves
void bubble_shield_bounce(Player& p, const Rules& r);                 // BubbleShield_Bounce

}  // namespace hp
