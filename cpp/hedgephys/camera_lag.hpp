// The camera's lag after a spin dash or a fire shield dash (docs/camera.md
// "The spin dash's lag"): S2 Sonic_UpdateSpindash sets Horiz_scroll_delay_val
// and ScrollHoriz then follows the x that Sonic_RecordPos wrote to
// Sonic_Pos_Record_Buf frames ago; S3K (s3.asm) the spin dash routines and
// Sonic_FireShield set H_scroll_frame_offset and MoveCameraX reads Pos_table.
// Sonic 1 and Sonic CD have none. Player state, kept only while the level
// bounds (the camera) are on: without them nothing here runs.
#pragma once
#include <cstdint>

#include "player.hpp"

namespace hp {

// The record keeps the x words of the last POS_RECORD_SLOTS records (the
// games' buffer has 64 entries of x, y; the lag reads 32 back at most).
constexpr unsigned POS_RECORD_SLOTS = 32;

// The game and character have the lag: S2 Sonic (Tails' spin dash writes
// Horiz_scroll_delay_val_P2, which the one-player camera never reads, and
// Tails_RecordPos its own buffer), every S3 / S3K character as player 1.
inline bool has_camera_lag(const Rules& r) { return r.s3k() || (r.s2() && !r.tails()); }

// Sonic_RecordPos (S2, S3K): the player's x into the record's next slot,
// the index on by 4 (a byte: 64 entries). Once a frame in the control,
// hurt and drowned routines; with the bounds on.
void record_position(Player& p, const Rules& r);
inline void record_position_if(Player& p, const Rules& r) {
    if (r.bounds) record_position(p, r);
}

// The release's lag from the dash's speed g (before its sign): $2000 -
// ((g - $800) * 2 & $1F00) (S2 Sonic_UpdateSpindash, S3K the spin dash
// routines: H_scroll_frame_offset).
void spindash_lag(Player& p, const Rules& r, int32_t g);
// Sonic_FireShield: $2000, and Reset_Player_Position_Array fills the record
// with the player's x (index 0).
void fire_dash_lag(Player& p, const Rules& r);
// The act's start (S2 Obj01_Init_Continued, S3K Sonic_Init_Continued): the
// record filled with x - $20, index 0, no lag.
void camera_lag_start(Player& p);

// The x ScrollHoriz / MoveCameraX follows: with a lag, the delay goes down by
// $100 and the x is read (delay's high byte + 1) records back, masked (S2
// $3FFF, S3K $7FFF); otherwise the player's x.
uint16_t camera_follow_x(Player& p, const Rules& r);

}  // namespace hp
