// Aquatic Ruin's falling pillar, its lower part (issue 18): S2 Obj23
// `FallingPillar` (s2.asm Obj23_Init, Obj23_Main, loc_2595E, loc_2598E,
// loc_259B8). The pillar is two objects: the top (routine_secondary 0, a still
// solid: placed apart as a SolidBox) and the part Obj23_Init allocates after
// it, $30 px lower (width_pixels $10, y_radius $10), modelled here. It waits
// until a player is less than $80 px away in x, shakes 8 frames about its x
// (byte_259B0), waits one frame more, then falls (ObjectMove, y_vel + $38) until
// ObjCheckFloorDist (from y + y_radius, path A's top solidity) is negative,
// and lies there. SolidObject each frame: d1 = width_pixels + $B, d2 =
// y_radius, d3 = y_radius + 1 (the kind's cx, hj, hs) and d4 = its x before
// this frame's shake. docs/kinds/s2.md "Aquatic Ruin's falling pillars".
//
// State: new (waiting), shaking (timer: objoff_34), falling (ysp), landed.
#include "../objects.hpp"
#include "../sensors.hpp"

namespace hp {

namespace {

constexpr int32_t PILLAR_REACH = 0x80;    // loc_2596E: cmpi.w #$80,d0 / bhs
constexpr int32_t PILLAR_SHAKES = 8;      // move.w #8,objoff_34(a0)
constexpr int32_t PILLAR_GRAVITY = 0x38;  // loc_259B8: addi.w #$38,y_vel(a0)
// byte_259B0: its x offset on each shaking frame, by the count left.
constexpr int8_t PILLAR_SHAKE[PILLAR_SHAKES] = {0, 1, -1, 1, 0, -1, 0, 1};

}  // namespace

// S2 ObjectMove, then y_vel + gravity, then ObjCheckFloorDist from y + radius
// on path A's top solidity: a negative distance puts it on the floor (y +
// distance, y_vel 0) and returns true. Obj23's loc_259B8 and Obj69's loc_279FC.
bool s2_object_drop(ObjectBatch& o, size_t k, int32_t gravity, int32_t radius, const Rules& r,
                    const TileMap& map) {
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    o.ysp[k] = w16(o.ysp[k] + gravity);
    Angle a = 0;
    const int32_t d = cast(map, uint16_t(pixel(o.x[k])), uint16_t(pixel(o.y[k]) + radius), CAST_DOWN,
                           SOLID_TOP, 0, r.traits.cd_floor, &a)
                          .distance;
    if (d >= 0) return false;
    o.y[k] = add_pixels(o.y[k], d);
    o.ysp[k] = 0;
    return true;
}

// ---- the kind s2_falling_pillar (object_kinds.hpp) ----
SolidResult kind_update_s2_falling_pillar(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)log;
    switch (o.state[k]) {
        case ST_IDLE: {  // loc_2596E: x - player x, negated when it borrows
            const uint16_t ox = uint16_t(pixel(o.x[k])), px = uint16_t(pixel(p.x));
            const uint16_t dist = ox >= px ? uint16_t(ox - px) : uint16_t(px - ox);
            if (dist < PILLAR_REACH) {
                o.state[k] = ST_PILLAR_SHAKING;
                o.timer[k] = PILLAR_SHAKES;
            }
            break;
        }
        case ST_PILLAR_SHAKING:  // loc_2598E: subq / bcc, then x = objoff_30 + byte_259B0[count]
            if (o.timer[k] == 0) {
                o.state[k] = ST_FALLING;
            } else {
                --o.timer[k];
                set_object_x(o, k, o.x0[k] + PILLAR_SHAKE[o.timer[k]]);
            }
            break;
        case ST_FALLING:  // loc_259B8
            if (s2_object_drop(o, k, PILLAR_GRAVITY, o.hj[k], r, map)) o.state[k] = ST_PILLAR_LANDED;
            break;
        default:  // landed: return_2598C
            break;
    }
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // d4: the x before the shake (x_prev)
}

// Waiting: within $80 px (its trigger) or A2 (cx); shaking or falling: busy; landed: A2.
int32_t kind_busy_s2_falling_pillar(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_PILLAR_SHAKING || o.state[k] == ST_FALLING) return ALWAYS_BUSY;
    if (o.state[k] == ST_IDLE) return o.cx[k] > PILLAR_REACH ? o.cx[k] : PILLAR_REACH;
    return o.cx[k];
}

}  // namespace hp
