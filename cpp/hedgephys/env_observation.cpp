#include "env_observation.hpp"

#include <utility>
#include <vector>

#include "sensors.hpp"

namespace hp {
namespace {

// A 16.16 position word read as signed pixels (gym's _signed_px).
inline float signed_px(uint32_t word) { return float(double(int32_t(word)) / 65536.0); }

// The water surface minus the player's centre pixel, a signed 16-bit word;
// 32767 when his world has no water (docs/water.md, docs/gym.md).
inline int16_t water_delta(const Player& p) {
    return p.water ? int16_t(uint16_t(uint16_t(p.water_y) - (p.y >> 16))) : int16_t(32767);
}

// An object's centre pixel minus the player's, as a signed 16-bit word.
inline int16_t pixel_delta(uint32_t object, uint32_t player) {
    return int16_t(uint16_t((object >> 16) - (player >> 16)));
}

// Fills rows (k of them, OBS_OBJECT values each) with environment i's
// nearest observed objects (env_observation.hpp), zeros past them.
template <typename T>
void nearest_rows(const ObjectBatch* objects, size_t i, const Player& p, size_t k, T* rows) {
    for (size_t r = 0; r < k * OBS_OBJECT; ++r) rows[r] = T(0);
    if (!objects || k == 0) return;
    thread_local std::vector<std::pair<int64_t, size_t>> best;  // (distance, object), ascending
    best.clear();
    const size_t count = objects->count;
    for (size_t j = 0, at = i * count; j < count; ++j, ++at) {
        const uint8_t kind = objects->kind[at];  // the path swappers' lines are not observed
        if (!objects->present[at] || kind == OBJ_PATH_SWAPPER || kind == OBJ_S3K_SOZ_PATH_SWAP) continue;
        const int64_t dx = pixel_delta(objects->x[at], p.x), dy = pixel_delta(objects->y[at], p.y);
        const int64_t d = dx * dx + dy * dy;
        if (best.size() == k && d >= best.back().first) continue;  // (ties: the earlier object stays)
        if (best.size() < k) best.emplace_back(d, j);
        else best.back() = {d, j};
        for (size_t b = best.size() - 1; b > 0 && best[b].first < best[b - 1].first; --b)
            std::swap(best[b], best[b - 1]);
    }
    for (const auto& [d, j] : best) {
        const size_t at = i * count + j;
        rows[0] = T(pixel_delta(objects->x[at], p.x));
        rows[1] = T(pixel_delta(objects->y[at], p.y));
        rows[2] = T(1);
        rows[3] = T(objects->state[at]);
        rows[4] = T(objects->kind[at]);
        rows += OBS_OBJECT;
    }
    static_assert(OBS_OBJECT == 5);
}

}  // namespace

void compact_sensors(const Player& p, const Rules& rules, const TileMap& map, int32_t* out) {
    const uint16_t px = uint16_t(p.x >> 16), py = uint16_t(p.y >> 16), xr = p.xr, yr = p.yr;
    const bool cd = rules.cd();
    const int layer = p.layer & 1;
    // Constant directions and solidities: each cast compiles to its specialised probe.
    auto distance = [&](uint16_t sx, uint16_t sy, Direction dir, Solidity solid) -> int32_t {
        Angle reg = 0;  // the angle register a cast may write: not observed
        return cast(map, sx, sy, dir, solid, layer, cd, &reg).distance;
    };
    out[0] = distance(uint16_t(px - xr), uint16_t(py + yr), CAST_DOWN, SOLID_TOP);
    out[1] = distance(uint16_t(px + xr), uint16_t(py + yr), CAST_DOWN, SOLID_TOP);
    out[2] = distance(uint16_t(px - xr), uint16_t(py - yr), CAST_UP, SOLID_LRB);
    out[3] = distance(uint16_t(px + xr), uint16_t(py - yr), CAST_UP, SOLID_LRB);
    out[4] = distance(uint16_t(px - 10), py, CAST_LEFT, SOLID_LRB);
    out[5] = distance(uint16_t(px + 10), py, CAST_RIGHT, SOLID_LRB);
    out[6] = distance(uint16_t(px - 32), uint16_t(py + yr), CAST_DOWN, SOLID_TOP);
    out[7] = distance(uint16_t(px + 32), uint16_t(py + yr), CAST_DOWN, SOLID_TOP);
    static_assert(COMPACT_SENSORS == 8);
}

void observe_terrain(const PlayerBatch& b, const EnvObs& obs, size_t begin, size_t end) {
    if (!obs.terrain || begin >= end) return;
    const size_t s = obs.side;
    sample_window(obs.image, b.x.data() + begin, b.y.data() + begin, b.layer.data() + begin,
                  end - begin, obs.offsets, s, obs.offsets, s, obs.terrain + begin * s * s);
}

void observe_env(const Player& p, size_t i, const ObjectBatch* objects, const Rules& rules,
                 const TileMap& map, const EnvIO& io, const EnvObs& obs) {
    const size_t count = objects ? objects->count : 0;
    if (obs.player) {
        float* o = obs.player + i * OBS_PLAYER;
        o[0] = signed_px(p.x);
        o[1] = signed_px(p.y);
        o[2] = float(p.xsp / 256.0);
        o[3] = float(p.ysp / 256.0);
        o[4] = float(p.gsp / 256.0);
        o[5] = float(p.angle);
        o[6] = p.airborne == 0;
        o[7] = p.rolling != 0;
        o[8] = p.pushing != 0;
        o[9] = p.facing_left != 0;
        o[10] = p.double_jump_flag;  // the character moves (gym MOVE_FIELDS)
        o[11] = p.double_jump_property;
        o[12] = p.shield;
        o[13] = float(water_delta(p));  // the water (docs/water.md)
        o[14] = p.underwater != 0;
    }
    if (obs.objects) nearest_rows(objects, i, p, obs.nearest, obs.objects + i * obs.nearest * OBS_OBJECT);
    if (obs.compact) {
        int32_t* o = obs.compact + i * (COMPACT_PLAYER + COMPACT_SENSORS + OBS_OBJECT * obs.nearest);
        o[0] = int32_t(p.x);
        o[1] = int32_t(p.y);
        o[2] = p.xsp;
        o[3] = p.ysp;
        o[4] = p.gsp;
        o[5] = p.angle;
        o[6] = p.airborne == 0;
        o[7] = p.rolling != 0;
        o[8] = p.pushing != 0;
        o[9] = p.facing_left != 0;
        o[10] = p.double_jump_flag;
        o[11] = p.double_jump_property;
        o[12] = p.shield;
        o[13] = water_delta(p);
        o[14] = p.underwater != 0;
        o[15] = p.layer;
        compact_sensors(p, rules, map, o + COMPACT_PLAYER);
        nearest_rows(objects, i, p, obs.nearest, o + COMPACT_PLAYER + COMPACT_SENSORS);
    }
    if (io.events) io.events[i] = p.events;
    if (io.object_events) {
        uint32_t bits = 0;
        for (size_t j = 0, k = i * count; j < count; ++j, ++k) bits |= objects->events[k];
        io.object_events[i] = bits;
    }
}

}  // namespace hp
