// The spin dash (S2 Sonic_CheckSpindash / Sonic_UpdateSpindash and Tails'
// copies; S3K SonicKnux_Spindash / Tails_Spindash) and Sonic CD's spin dash
// and peel-out: moves of the grounded normal state (rules/terrain §10 step 1).
#pragma once
#include "player.hpp"

namespace hp {

// The first step of the normal state. True when the move took the frame: the
// rest of the normal state (jump, slope factor, input, roll, position update,
// slope repel) is skipped, and only the level bounds and floor following have
// run. False: the normal state goes on.
bool spindash(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed);

}  // namespace hp
