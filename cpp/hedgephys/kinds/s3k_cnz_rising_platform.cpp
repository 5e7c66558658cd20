// Carnival Night's rising platforms (issue 18): S3K `Obj_CNZRisingPlatform`
// (S3 Set and SK Set 1 $43, read in s3.asm), docs/kinds/s3k_cnz.md.
//
// Init: width_pixels $30, height_pixels $10, y_radius 6. Each frame
// (loc_30C0E) sub_30C48 moves it, then (loc_30C10) SolidObjectTop with
// d1 = $30 (the parameter width, aw) and d3 = $11 (surface, hs) and d4 =
// its X (it never moves sideways). sub_30C48, with $30 a flag (the state):
//   flag clear (idle): a rider (its standing bits) sets the flag; then, in
//     both cases, while y_vel is not 0: MoveSprite2 (16.16 y += y_vel <<
//     8), y_vel += 8, and once y_vel is not negative it is 0;
//   flag set (sinking): with a rider, MoveSprite2, y_vel += $18 while it is
//     below $200, then ObjCheckFloorDist (a downward cast from y + y_radius
//     on layer A's top solidity): a negative distance moves it up by that
//     much and it stays there for good (only loc_30C10 runs: state landed);
//     without one, y_vel = -y_vel - $80 (it springs back up) and the flag
//     is cleared.
// No phase: it moves only after a rider. State: idle, sinking, landed; its
// y_vel is ysp.
#include "../objects.hpp"
#include "../sensors.hpp"

namespace hp {

namespace {

// ObjCheckFloorDist: y_radius 6, d5 = $C (layer A's top solidity).
constexpr int32_t RISING_Y_RADIUS = 6;

void rising_platform_move(ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    if (o.state[k] == ST_IDLE) {
        if (o.standing[k]) o.state[k] = ST_RISING_SINKING;
        if (o.ysp[k] != 0) {  // loc_30C64
            o.y[k] += uint32_t(int32_t(o.ysp[k]) * 256);
            o.ysp[k] = int16_t(o.ysp[k] + 8);
            if (o.ysp[k] >= 0) o.ysp[k] = 0;
        }
        return;
    }
    if (!o.standing[k]) {  // loc_30CC4
        o.ysp[k] = int16_t(-o.ysp[k] - 0x80);
        o.state[k] = ST_IDLE;
        return;
    }
    o.y[k] += uint32_t(int32_t(o.ysp[k]) * 256);  // loc_30C8A
    if (o.ysp[k] < 0x200) o.ysp[k] = int16_t(o.ysp[k] + 0x18);
    Angle a = 0;
    const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + RISING_Y_RADIUS), CAST_DOWN, SOLID_TOP,
                           0, r.traits.cd_floor, &a)
                          .distance;
    if (d < 0) {
        set_object_y(o, k, pixel(o.y[k]) + d);
        o.state[k] = ST_RISING_LANDED;
    }
}

}  // namespace

// ---- the kind s3k_cnz_rising_platform (object_kinds.hpp) ----
SolidResult kind_update_s3k_cnz_rising_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                const TileMap& map, StageLog* log) {
    (void)log;
    if (o.state[k] != ST_RISING_LANDED) rising_platform_move(o, k, r, map);
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    return platform_object(p, o, k, i, r, false);
}

// Still (idle at rest, or landed): SolidObjectTop's window; else it moves.
int32_t kind_busy_s3k_cnz_rising_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const bool still = o.state[k] == ST_RISING_LANDED || (o.state[k] == ST_IDLE && o.ysp[k] == 0);
    return still ? platform_reach(o, k, r) : ALWAYS_BUSY;
}

}  // namespace hp
