// Knuckles' own moves in Sonic 3 & Knuckles (sonic3k.asm, Obj_Knuckles): the
// glide, the fall from it, the landing slide, the wall grab, climbing and the
// ledge climb. The game keeps the move in double_jump_flag (KnuxState, its own
// numbering) and runs it from Knux_MdAir while that byte is set
// (Knux_Glide_Freespace); the player stays airborne (Status_InAir) the whole
// time, sliding and climbing included. docs/knuckles.md.
// Speed (docs/knuckles.md "Speed"): the one-frame changes of state (a
// landing, a grab, a fall, letting go) are [[gnu::cold]] and the rarer
// states [[gnu::noinline]], so that the glide and the fall stay compact.
#pragma once
#include "player.hpp"

namespace hp {

// double_jump_flag for Knuckles (Knuckles_Glide's dispatch).
#define HP_KNUX_STATES(X)                                                                          \
    X(KNUX_NONE, "none", 0) X(KNUX_GLIDING, "gliding", 1) X(KNUX_FALLING, "falling", 2)            \
    X(KNUX_SLIDING, "sliding", 3) X(KNUX_CLIMBING, "climbing", 4) X(KNUX_LEDGE, "ledge", 5)
enum KnuxState : uint8_t { HP_KNUX_STATES(HP_ENUM_VALUE) };

// Knuckles' animation ids the moves write (AniKnuckles): the glide, the fall
// from it, getting up from the slide, the landing from the fall, and waiting.
constexpr uint8_t KNUX_ANIM_GLIDE = 0x20, KNUX_ANIM_FALL = 0x21, KNUX_ANIM_GET_UP = 0x22,
                  KNUX_ANIM_GLIDE_LAND = 0x23, KNUX_ANIM_WAIT = 0x05, KNUX_ANIM_ROLL = 0x02;

// Whether the rules run Knuckles' S&K moves (S3K Knuckles only: Sonic 3 alone
// has no Knuckles, and the other games keep their own rules).
inline bool knux_moves(const Rules& r) { return r.game == Game::S3K && r.knuckles(); }

// Knux_Test_For_Glide, from Knux_JumpHeight once the jump is past its
// -0x400 cap: a new jump press with double_jump_flag 0 starts the glide.
void knux_test_for_glide(Player& p, const Rules& r, bool pressed);

// Knux_MdAir with double_jump_flag set (Knux_Glide_Freespace):
// Knuckles_Move_Glide, Player_LevelBound, MoveSprite2, then the move
// (Knuckles_Glide's dispatch).
void knux_glide_freespace(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed);

// What Knux_TouchFloor (and Player_TouchFloor for Knuckles) add to the
// common landing (terrain.cpp reset_on_floor): the move ends, and an
// animation of the moves ($20 and up) returns to the walk.
inline void knux_touch_floor_extra(Player& p) {
    p.double_jump_flag = KNUX_NONE;
    if (p.anim >= KNUX_ANIM_GLIDE) p.anim = 0;
}

// Touch_Enemy and Touch_Monitor (S&K): Knuckles gliding (1) or sliding (3)
// attacks as the roll animation does.
inline bool knux_attacking(const Player& p, const Rules& r) {
    return knux_moves(r) && (p.double_jump_flag == KNUX_GLIDING || p.double_jump_flag == KNUX_SLIDING);
}

// The parts knuckles.cpp and knuckles_climb.cpp share.
void knux_touch_floor(Player& p, const Rules& r);  // Knux_TouchFloor
void knux_fall(Player& p, const Rules& r);         // the falling state's entry (.fail paths)
void knux_grab(Player& p);                         // Knuckles_Gliding_HitWall .success
void knuckles_wall_climb(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed);
void knuckles_climb_ledge(Player& p, const Rules& r);

}  // namespace hp
