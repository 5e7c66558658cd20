// The level events that move the water (docs/water.md "The moving surface"),
// as data: S1 LZDynamicWater (DynWater_LZ1..3, DynWater_SBZ3), S2 DynamicWater
// (DynamicWaterCPZ2), S3 DynamicWaterHeight (DynamicWaterHeight_AIZ2, _HCZ1,
// _HCZ2), transcribed per act into rows (hedgephys.water_events).
#pragma once
#include <cstdint>

#include "vocabulary.hpp"

namespace hp {

// What a row tests (unsigned word compares, the games' blo/bhs; == for beq):
// the camera's x, the player's y, the water's target or mean level, the
// camera's bottom target (S3 AIZ2 Camera_target_max_Y_pos).
#define HP_WATER_CONDS(X) X(WATER_ALWAYS, "always", 0) X(WATER_X_GE, "x>=", 1) X(WATER_X_LT, "x<", 2) \
    X(WATER_Y_GE, "player_y>=", 3) X(WATER_Y_LT, "player_y<", 4) X(WATER_TARGET_EQ, "target==", 5) \
    X(WATER_MEAN_EQ, "mean==", 6) X(WATER_BOTTOM_EQ, "bottom_target==", 7)
enum WaterCond : uint8_t { HP_WATER_CONDS(HP_ENUM_VALUE) };

// What the first passing row of the routine does (a decision list: the
// games' compare chains end at the first branch taken): each SET_ writes its
// value (SET_MEAN moves the surface at once: S1 DynWater_LZ3 .setwaterlz3,
// S3 the tables' bit 15), ADVANCE moves the act's water routine on (S1
// v_wtr_routine, S3 Level_trigger_array). A row with no flag does nothing.
enum WaterEventFlag : uint8_t { WE_SET_TARGET = 1, WE_SET_MEAN = 2, WE_SET_SPEED = 4, WE_ADVANCE = 8 };
constexpr uint8_t WE_ALL_FLAGS = 15;

struct WaterEvent {
    uint8_t routine = 0;
    uint8_t cond = WATER_ALWAYS, cond2 = WATER_ALWAYS;  // both must pass
    uint8_t flags = 0;
    uint16_t at = 0, at2 = 0;
    uint16_t target = 0, mean = 0;
    uint8_t speed = 0;
};

constexpr unsigned MAX_WATER_EVENTS = 24;
// An act's moving water: its rows, whether the oscillator moves the surface
// (S1 LZWaterFeatures .setheight, S2 MoveWater outside Aquatic Ruin: half of
// the first oscillator's high byte), and the surface it starts at (S1
// WaterHeight, S2 WaterHeight, S3 StartingWaterHeights), for reset.
struct WaterEvents {
    uint8_t count = 0;
    bool wobble = false;
    bool moves = false;  // count or wobble: otherwise the surface stays
    int16_t start = 0;
    WaterEvent rows[MAX_WATER_EVENTS];
};

}  // namespace hp
