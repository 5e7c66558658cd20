// The level events that move the camera's bounds (docs/camera.md), as data:
// S1 DynamicLevelEvents (DLE_GHZ1..), S2 RunDynamicLevelEvents (LevEvents_EHZ..),
// S3K Do_ResizeEvents (AIZ1_Resize..), transcribed per act into rows.
#pragma once
#include <cstdint>

#include "vocabulary.hpp"

namespace hp {

// The test a row makes on the camera (unsigned word compares: the games' blo/bhs).
// CAM_FRAMES counts the frames the row is reached (event_timer) and passes
// from the at-th on (S2 LevEvents_*_Routine3's Boss_spawn_delay, $5A).
// CAM_PLAYER_Y_GE tests the player's own y pixel, not the camera's (S1
// DLE_SYZ2's cmpi.w #$4D0,(v_player+obY)), CAM_PLAYER_Y_LT the other side;
// CAM_PLAYER_X_GE / _LT his x pixel (S&K MHZ1_ScreenEvent's cmpi.w
// #$4100,(Player_1+x_pos)); CAM_AIRBORNE his in-air status bit (S&K
// sub_575EA's btst #1,(Player_1+status)).
#define HP_CAMERA_CONDS(X) X(CAM_ALWAYS, "always", 0) X(CAM_X_GE, "x>=", 1) X(CAM_X_LT, "x<", 2) \
    X(CAM_Y_GE, "y>=", 3) X(CAM_Y_LT, "y<", 4) X(CAM_FRAMES, "frames", 5) X(CAM_PLAYER_Y_GE, "player_y>=", 6) \
    X(CAM_PLAYER_X_GE, "player_x>=", 7) X(CAM_PLAYER_X_LT, "player_x<", 8) X(CAM_PLAYER_Y_LT, "player_y<", 9) \
    X(CAM_AIRBORNE, "airborne", 10)
enum CameraCond : uint8_t { HP_CAMERA_CONDS(HP_ENUM_VALUE) };
constexpr uint8_t CAM_LAST_COND = CAM_AIRBORNE;

// What a passing row does: each SET_ bit writes its value; MIN_X_CAMERA writes
// the camera's x to the left bound instead (S2 LevEvents_EHZ2 locking the
// screen); ADVANCE moves the act's event routine on (Dynamic_Resize_Routine,
// v_dle_routine) and ends the frame's events; a failing row ends them unless
// it is GO_ON (the games' nested compares fall through to rts). TABLE rows
// in a run form a lookup: the first that passes applies, the rest of the run
// is skipped (S3K Resize_MaxYFromX). RETREAT moves the routine back and ends
// them (S1 DLE_GHZ3boss going back left of $960). GUARD writes the top only
// when it is at or above the camera's y and the bottom (and its target) only
// when at or below it (S&K sub_575EA's cmp.w d0,d2 / bhi and blo before its
// stores). SCREEN, on every row of an act: its rows are a screen or
// background event routine (S&K ScreenEvents), which runs after
// Do_ResizeEvents has moved the bottom towards its target; other acts' rows
// are the resize routines, which run before that move.
enum CameraEventFlag : uint16_t {
    CE_SET_MIN_X = 1, CE_SET_MAX_X = 2, CE_SET_MIN_Y = 4, CE_SET_TARGET_Y = 8, CE_SET_MAX_Y = 16,
    CE_MIN_X_CAMERA = 32, CE_ADVANCE = 64, CE_GO_ON = 128, CE_TABLE = 256, CE_RETREAT = 512, CE_GUARD = 1024,
    CE_SCREEN = 2048,
};
constexpr uint16_t CE_ALL_FLAGS = 4095;

struct CameraEvent {
    uint8_t routine = 0;  // the event routine the row belongs to (0, 1, ...)
    uint8_t cond = CAM_ALWAYS;
    uint16_t flags = 0;
    uint16_t at = 0;  // the compared value, pixels
    uint16_t min_x = 0, max_x = 0, min_y = 0, target_y = 0, max_y = 0;
    // Where the scan goes on (CameraEvents::link): past this row's table run
    // once it applied, and past the rows of this routine when it is not the
    // act's. Derived from the rows; they only save the rows the scan would
    // pass over without testing.
    uint8_t run_end = 0, routine_end = 0;
};

// An act's rows, in the order the game tests them.
constexpr unsigned MAX_CAMERA_EVENTS = 48;
struct CameraEvents {
    uint8_t count = 0;
    bool screen = false;  // the rows are screen events (CE_SCREEN): after the bottom's move
    CameraEvent rows[MAX_CAMERA_EVENTS];
    // Fill each row's run_end and routine_end and `screen`; call after setting the rows.
    void link() {
        screen = count && (rows[0].flags & CE_SCREEN);
        for (unsigned i = 0; i < count; ++i) {
            const uint8_t r = rows[i].routine;
            unsigned j = i + 1;
            while (j < count && (rows[j].routine != r || (rows[j].flags & CE_TABLE))) ++j;
            rows[i].run_end = uint8_t(j);  // the next row of this routine that is not a table row
            j = i + 1;
            while (j < count && rows[j].routine == r) ++j;
            rows[i].routine_end = uint8_t(j);
        }
    }
};

// What the last scan of the rows found, so that the next frame's scan can be
// skipped (camera.cpp level_events): while the player's routine is the same
// and the camera's x and y and the player's x and y stay in the boxes below, every
// row the scan tests answers as it did, so the scan would write the same
// values. Of those, only the bottom bound's can have changed since (the
// approach to its target, camera.cpp approach_bottom): the left, right and
// top bounds and the bottom's target are written by the events alone, so
// they still hold the scan's values. (Code that writes them elsewhere must
// clear the memo.) Kept only while a call steps one player (a member of
// Player that is not a field: never stored, snapshotted or recorded; every
// Player starts without one). A scan that counted frames, locked the left
// bound at the camera or moved the routine is not kept.
struct EventMemo {
    uint16_t key = 0;  // MEMO_VALID | the routine it was made for; 0: none
    uint16_t x_lo = 0, x_span = 0;  // the camera's x: x - x_lo <= x_span
    bool by_more = false;  // the box also limits the camera's y or the player's x or y (most acts test x alone)
    uint16_t y_lo = 0, y_span = 0, py_lo = 0, py_span = 0, px_lo = 0, px_span = 0;
    bool sets_max_y = false;  // the scan wrote the bottom bound: max_y
    uint16_t max_y = 0;
};
constexpr uint16_t MEMO_VALID = 0x100;

}  // namespace hp
