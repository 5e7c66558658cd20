// The camera and the bounds it moves (docs/camera.md): player state, run after
// the objects' frame as the games run it (S1 Level_MainLoop -> DeformLayers,
// S2 Level_MainLoop -> DeformBgLayer, S3K LevelLoop -> DeformBgLayer), only
// while the level bounds are on (Rules::bounds): without them it costs nothing.
#pragma once
#include <cstdint>

#include "player.hpp"

namespace hp {

// The camera's per-game numbers (S1 MoveScreenHoriz / ScrollVertical, S2
// ScrollHoriz / ScrollVerti, S3K MoveCameraX / MoveCameraY; CD: Sonic 1's,
// docs/camera.md says why).
struct CameraTraits {
    uint8_t x_cap_left;   // the most the camera moves left a frame; 0: no cap (S1)
    uint8_t x_cap_right;  // ... right
    uint8_t y_cap_fast;   // vertical cap in the air or at |gsp| >= 0x800
    bool signed_x;        // the follow window's tests are signed (S2, S3K: blt/bge; S1 bcs/bcc)
    uint8_t look_delay;   // frames up/down is held before the bias moves (S2, S3K: 120); 0: at once
    bool roll_recentre;   // the roll and spin dash routines recentre the bias (S2, S3K)
    bool wrap_player;     // the vertical wrap also wraps the player's y (S1 ScrollVertical)
};
const CameraTraits& camera_traits(const Rules& r);

// Which routine moves the look bias (Camera_Y_pos_bias, S1 v_lookshift, S3K
// Distance_from_top): Sonic_Move's standing logic with nothing held
// (Sonic_ResetScr / Obj01_ResetScr: the delay restarts), up, down; AIR: the
// air routine's reset (Sonic_JumpDirection, Obj01_Jump_ResetScr), ROLL: the
// roll and spin dash routines' (Obj01_Roll_ResetScr, Obj01_Spindash_ResetScr;
// not in S1): the bias goes back to $60 by 2, the delay is kept.
enum Look : uint8_t { LOOK_NONE = 0, LOOK_UP = 1, LOOK_DOWN = 2, LOOK_AIR = 3, LOOK_ROLL = 4 };
void camera_look_on(Player& p, const Rules& r, uint8_t look);
// Inline, so that a batch without bounds pays one test and no call.
inline void camera_look(Player& p, const Rules& r, uint8_t look) {
    if (r.bounds) camera_look_on(p, r, look);
}

// The camera's frame: horizontal, vertical, then the level events and the
// bottom bound's approach to its target (S1 DeformLayers order).
void camera_frame(Player& p, const Rules& r);
// The act's starting bounds (from Rules) and the camera placed on the player,
// clamped inside them (S1 LevelSizeLoad, S2 InitCameraValues: x - 160, y - 96),
// and the position record started (camera_lag.hpp camera_lag_start).
void camera_start(Player& p, const Rules& r);
void camera_place(Player& p, const Rules& r);

}  // namespace hp
