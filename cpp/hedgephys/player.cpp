#include "player.hpp"

#include "water.hpp"
#include "camera.hpp"

namespace hp {

void PlayerBatch::resize(size_t count) {
    n = count;
#define HP_RESIZE(T, name, ...) name.assign(count, T());
    HP_PLAYER_FIELDS(HP_RESIZE)
#undef HP_RESIZE
    for (size_t i = 0; i < n; ++i) reset(i);
}

void PlayerBatch::reset(size_t i) {
    // The world's water stays (docs/water.md): a reset puts the player back, not the act.
    const uint8_t has_water = water[i];
    const int16_t surface = water_y[i];
#define HP_ZERO(T, name, ...) name[i] = T();
    HP_PLAYER_FIELDS(HP_ZERO)
#undef HP_ZERO
    water[i] = has_water;
    water_y[i] = surface;
    xr[i] = rules.stand_xr;
    yr[i] = rules.stand_yr;
    on_object[i] = -1;
    camera_bias[i] = 0x60;  // the look bias at rest (camera.cpp; Sonic CD's camYCenter, cd_moves.cpp)
    air[i] = AIR_FULL;      // S1 v_air / S2, S3K air_left at the act's start (water.hpp)
    if (rules.bounds) {     // the act's starting bounds and camera (camera.cpp)
        Player p = load(i);
        camera_start(p, rules);
        store(i, p);
    }
}

Player PlayerBatch::load(size_t i) const {
    Player p;
#define HP_LOAD(T, name, ...) p.name = name[i];
    HP_PLAYER_BASE_FIELDS(HP_LOAD)
    if (rules.bounds) {  // the camera's lag and the moving water: only with the camera
        HP_CAMERA_ONLY_FIELDS(HP_LOAD)
    } else {
#define HP_CLEAR(T, name, ...) p.name = T();
        HP_CAMERA_ONLY_FIELDS(HP_CLEAR)
#undef HP_CLEAR
    }
#undef HP_LOAD
    return p;
}

void PlayerBatch::store(size_t i, const Player& p) {
#define HP_STORE(T, name, ...) name[i] = p.name;
    HP_PLAYER_BASE_FIELDS(HP_STORE)
    if (rules.bounds) {
        HP_CAMERA_ONLY_FIELDS(HP_STORE)
    }
#undef HP_STORE
}

}  // namespace hp
