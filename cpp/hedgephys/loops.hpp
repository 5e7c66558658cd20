// Sonic 1's loops (rules/terrain §4.3): a rule of the map, not an object.
#pragma once
#include "player.hpp"

namespace hp {

// S1 `Sonic_Loops` (_incObj/Sonic Loops.asm): at the very end of the player's
// update, the chunk under the player's centre (map.loops) moves him between the
// high plane (layer A) and the "behind the loop" low plane (layer B), or makes
// him roll in a roll tunnel. Does nothing on a map without loop chunks.
void sonic_loops(Player& p, const Rules& r, const TileMap& map);

}  // namespace hp
