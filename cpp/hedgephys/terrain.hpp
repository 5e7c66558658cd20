// Terrain collision of the player (rules/terrain §6, §7, §8.10): floor
// following, the grounded push sensor, the jump head-room check, balancing,
// airborne collision and landing.
#pragma once
#include "player.hpp"  // (and its forward declaration of ObjectBatch, objects.hpp)

namespace hp {

void floor_following(Player& p, const Rules& r, const TileMap& map);   // rules/terrain §6.2
void push_sensor(Player& p, const Rules& r, const TileMap& map);       // rules/terrain §6.3
bool room_overhead(Player& p, const Rules& r, const TileMap& map);     // rules/terrain §6.4: true = may jump
// rules/terrain §6.5 balancing on the terrain / at the edge of the object stood on (element
// k of objs): true when balancing (the look-up / duck test is then skipped);
// sets the balance animation and, per game and character, the facing.
bool balance_check(Player& p, const Rules& r, const TileMap& map);
bool balance_on_object(Player& p, const Rules& r, const ObjectBatch& objs, size_t k);
void airborne_collision(Player& p, const Rules& r, const TileMap& map);  // rules/terrain §7
// What a landing came through: the terrain's floor or ceiling procedures,
// or an object (and the hurt start), which enter ResetOnFloor differently.
enum class Landing : uint8_t { Floor, Ceiling, Object };
void reset_on_floor(Player& p, const Rules& r, Landing how);           // rules/terrain §8.10
void land_from_above(Player& p, const Rules& r, int32_t d1, Angle a);  // rules/terrain §7 mostly down, step 4

// The airborne collision's own probes, for moves that call them outside it
// (knuckles.cpp, Knux_DoLevelCollision_CheckRet; rules/terrain §7):
// CheckLeftWallDist / CheckRightWallDist (x -/+ 10 at y, lrb) and the pairs
// Sonic_CheckFloor / Sonic_CheckCeiling (the winner's distance and angle,
// odd -> 0x00 / 0x80).
int32_t check_left_wall(Player& p, const Rules& r, const TileMap& map);
int32_t check_right_wall(Player& p, const Rules& r, const TileMap& map);
int32_t check_floor(Player& p, const Rules& r, const TileMap& map, Angle* angle);
int32_t check_ceiling(Player& p, const Rules& r, const TileMap& map, Angle* angle);

// rules/terrain §6.2 the new ground angle from the winning sensor's angle register.
Angle floor_angle(Angle current, Angle found, const Rules& r);
// rules/terrain §6.2 the largest positive distance floor following still snaps to.
int32_t snap_limit(int32_t speed, const Rules& r);

}  // namespace hp
