// The moving water surface (water_move.hpp, docs/water.md).
#include "water_move.hpp"

#include <array>

namespace hp {

namespace {

// Oscillator 0 (S1 .baselines / .settings, S2 and S3 Osc_Data / Osc_Data2:
// value $80, delta 0, going up, frequency 2, amplitude $10; oscillators.cpp
// has the whole table), stepped as OscillateNumDo steps it, its high byte
// halved (lsr.w #1) per step from OscillateNumInit.
constexpr std::array<uint8_t, WOBBLE_PERIOD> wobble_table() {
    std::array<uint8_t, WOBBLE_PERIOD> t{};
    uint16_t value = 0x80, delta = 0;
    bool down = false;
    for (unsigned k = 0; k < WOBBLE_PERIOD; ++k) {
        t[k] = uint8_t((value >> 8) >> 1);
        delta = uint16_t(down ? delta - 2 : delta + 2);
        value = uint16_t(value + delta);
        const uint8_t high = uint8_t(value >> 8);
        if (!down && !(0x10 > high)) down = true;      // bhi keeps going up
        else if (down && !(0x10 <= high)) down = false;  // bls keeps going down
    }
    return t;
}
constexpr std::array<uint8_t, WOBBLE_PERIOD> WOBBLE = wobble_table();

bool water_test(uint8_t cond, uint16_t at, const Player& p) {
    switch (cond) {
        case WATER_X_GE: return p.cam_x >= at;
        case WATER_X_LT: return p.cam_x < at;
        case WATER_Y_GE: return uint16_t(p.y >> 16) >= at;  // cmpi.w #,(v_player+obY): unsigned
        case WATER_Y_LT: return uint16_t(p.y >> 16) < at;
        case WATER_TARGET_EQ: return uint16_t(p.water_target) == at;
        case WATER_MEAN_EQ: return uint16_t(p.water_mean) == at;
        case WATER_BOTTOM_EQ: return p.cam_target_y == at;
        default: return true;
    }
}

// The act's routine (S1 DynWater_*, S2 DynamicWaterCPZ2, S3 DynamicWaterHeight_*):
// the first row of the player's water routine whose tests pass.
void water_events(Player& p, const WaterEvents& ev) {
    for (unsigned i = 0; i < ev.count; ++i) {
        const WaterEvent& e = ev.rows[i];
        if (e.routine != p.water_routine || !water_test(e.cond, e.at, p) || !water_test(e.cond2, e.at2, p))
            continue;
        if (e.flags & WE_SET_MEAN) p.water_mean = int16_t(e.mean);
        if (e.flags & WE_SET_TARGET) p.water_target = int16_t(e.target);
        if (e.flags & WE_SET_SPEED) p.water_speed = e.speed;
        if (e.flags & WE_ADVANCE) p.water_routine = uint8_t(p.water_routine + 1);
        return;
    }
}

}  // namespace

uint8_t water_wobble(unsigned k) { return WOBBLE[k % WOBBLE_PERIOD]; }

void water_frame(Player& p, const Rules& r) {
    const WaterEvents& ev = r.water_events;
    if (!ev.moves) return;
    // cmpi.b #6,(player routine) / bhs: once he is dead only the surface is set.
    if (!p.dead && !p.crushed) {
        water_events(p, ev);
        // move.b (f_water / Water_on / Water_speed),d1; target - mean: beq, bcc up, else neg.
        const uint16_t d = uint16_t(uint16_t(p.water_target) - uint16_t(p.water_mean));
        if (d) {
            const bool down = uint16_t(p.water_target) >= uint16_t(p.water_mean);
            p.water_mean = int16_t(uint16_t(p.water_mean) + (down ? p.water_speed : -int(p.water_speed)));
        }
    }
    // S1 .setheight / S2 MoveWater: v_oscillate+2 (Oscillating_Data) >> 1 added,
    // as it stands at the frame's start: level_frame steps from OscillateNumInit.
    const uint16_t wob = ev.wobble ? water_wobble(p.level_frame) : 0;
    p.water_y = int16_t(uint16_t(uint16_t(p.water_mean) + wob));
}

void water_move_start(Player& p, const Rules& r) {
    const WaterEvents& ev = r.water_events;
    if (!p.water || !ev.moves) return;
    p.water_y = p.water_mean = p.water_target = ev.start;  // Level_InitWater / CheckLevelForWater
    p.water_speed = 1;  // S1 f_water, S2 Water_on, S3 Water_speed: 1
    p.water_routine = 0;
}

}  // namespace hp
