// Water (docs/water.md): the surface of the player's world, entering and
// leaving it, the underwater constants, the air countdown and drowning.
//
// S1: Sonic_Water (_incObj/Sonic Water.asm, Labyrinth and Scrap Brain 3
// only), the countdown object DrownCount's Drown_Countdown and ResumeMusic.
// S2: Sonic_Water / Obj01_InWater / Obj01_OutWater, Tails_Water /
// Obj02_InWater / Obj02_OutWater, Obj0A_Countdown and ResumeMusic. S3K (s3.asm
// and sonic3k.asm read alike): Sonic_Water / Sonic_InWater / Sonic_OutWater,
// Tails_Water, Obj_AirCountdown's AirCountdown_Countdown and
// Player_ResetAirTimer. Sonic CD's water (Tidal Tempest) is not modelled:
// a world with water behaves as dry land there.
#pragma once
#include <cstddef>
#include <cstdint>

#include "player.hpp"
#include "rules.hpp"

namespace hp {

constexpr uint8_t AIR_FULL = 30;          // ResumeMusic / Player_ResetAirTimer: 30 seconds
constexpr int16_t AIR_SECOND = 60 - 1;    // the countdown timer's reload (move.w #59 / #60-1)
constexpr uint8_t DROWN_FRAMES = 0x78;    // frames from drowning to death (move.w #$78)
constexpr uint8_t DROWN_ANIM = 0x17;      // S1 id_Drown, S2 AniIDSonAni_Drown, S3K $17
constexpr int16_t DROWN_GRAVITY = 0x10;   // addi.w #$10,y_vel while drowned

// Entering or leaving the water, once a frame after the state routine (S1
// Sonic_Control, S2 Obj01_Control / Obj02_Control, S3K Sonic_Control /
// Tails_Control call it; the hurt routines do not). Only for a world with water.
void player_water(Player& p, const Rules& r);

// The air countdown object's frame, after the player's (S1 Drown_Countdown,
// S2 Obj0A_Countdown, S3K AirCountdown_Countdown): a second of air every 60
// frames underwater, drowning when none is left. Only for a world with water.
void air_countdown(Player& p, const Rules& r);

// A drowned player's frame (p.drown != 0): S1/S2 Sonic_Control with the
// controls locked, then the countdown object moves him; S3K the drowned
// routine (Sonic routine $C) moves him, then the object counts.
void drowned_frame(Player& p, const Rules& r);

}  // namespace hp
