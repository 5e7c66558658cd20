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
void land_from_above(Player& p, const Rules& r, int32_t d1, Angle a);  // §7 mostly down, step 4

// §6.2 the new ground angle from the winning sensor's angle register.
Angle floor_angle(Angle current, Angle found, const Rules& r);
// §6.2 the largest positive distance floor following still snaps to.
int32_t snap_limit(int32_t speed, const Rules& r);

}  // namespace hp
