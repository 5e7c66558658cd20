// Terrain collision of the player (terrain.md §6, §7, §8.10): floor
// following, the grounded push sensor, the jump head-room check, balancing,
// airborne collision and landing.
#pragma once
#include "player.hpp"

namespace hp {

void floor_following(Player& p, const Rules& r, const TileMap& map);   // §6.2
void push_sensor(Player& p, const Rules& r, const TileMap& map);       // §6.3
bool room_overhead(Player& p, const Rules& r, const TileMap& map);     // §6.4: true = may jump
void balance_check(Player& p, const Rules& r, const TileMap& map);     // §6.5
void airborne_collision(Player& p, const Rules& r, const TileMap& map);  // §7
void reset_on_floor(Player& p, const Rules& r);                        // §8.10

}  // namespace hp
