// The water surface as the games move it (docs/water.md "The moving
// surface"): S1 LZWaterFeatures / LZDynamicWater, S2 WaterEffects /
// DynamicWater / MoveWater, S3 Handle_Onscreen_Water_Height /
// DynamicWaterHeight. Run at the top of the frame, before the objects and
// the player (S1/S2 Level_MainLoop, S3 LevelLoop), with the level bounds on
// (the events read the camera) and an act whose water moves; otherwise the
// surface stays where Players.set_water put it.
#pragma once
#include "player.hpp"

namespace hp {

// The act's water routine, then the mean level one step (Water_speed, S1
// f_water, S2 Water_on: 1 px a frame) towards its target, then the surface:
// the mean plus half the first oscillator's high byte where the act wobbles.
void water_frame(Player& p, const Rules& r);
inline void water_frame_if(Player& p, const Rules& r) {
    if (r.bounds && p.water) water_frame(p, r);
}
// The act's start (with the bounds: camera_start): surface, mean and target
// at the act's start height, speed 1, routine 0; nothing for a still act.
void water_move_start(Player& p, const Rules& r);

// Half of oscillator 0's high byte after k OscillateNumDo steps (its period is
// WOBBLE_PERIOD frames from OscillateNumInit): the surface's offset.
constexpr unsigned WOBBLE_PERIOD = 252;
uint8_t water_wobble(unsigned k);

}  // namespace hp
