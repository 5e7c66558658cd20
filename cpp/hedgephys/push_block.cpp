// The pushable block (rules/objects §6 procedure E, S1 object 33) over
// procedure A: idle (solid, pushable), stood on (A0: B5 then B1 with hs),
// sliding and falling after being pushed over a ledge (no solidity).
#include "objects.hpp"
#include "sensors.hpp"

namespace hp {

SolidResult push_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                       const TileMap& map, StageLog* log) {
    SolidResult res;
    if (o.state[k] == ST_SLIDING) {
        // rules/objects §6 step 6 [erratum rules/objects §16.2]: slide to a 16 px boundary, then fall.
        o.x[k] = add_speed(o.x[k], o.xsp[k]);
        if ((pixel(o.x[k]) & 0xC) == 0) {
            set_object_x(o, k, pixel(o.x[k]) & ~0xF);
            o.xsp[k] = 0;
            o.state[k] = ST_FALLING;
        }
        if (log) log->add(p, STAGE_OBJECT_SOLID, i);
        return res;
    }
    if (o.state[k] == ST_FALLING) {
        // rules/objects §6 step 7: move, gravity 0x18, land when the floor distance is negative.
        o.x[k] = add_speed(o.x[k], o.xsp[k]);
        object_fall(o, k, 0x18, r, map);
        if (log) log->add(p, STAGE_OBJECT_SOLID, i);
        return res;
    }

    // rules/objects §6 step 1: procedure A (standing: A0 = B5 with cx, then B1 with hs).
    res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (log) log->add(p, STAGE_OBJECT_SOLID, i);
    // Step 2: only a side result (+1, also A6.2's unmoved case, rules/objects §11 C3) with xd != 0.
    if (res.code != RES_SIDE || res.xd == 0) return res;
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]), aw = o.aw[k];
    Angle a = 0;
    int32_t dir;
    if (res.xd > 0) {
        // Step 3, player left of the block: facing right and no wall right of it.
        if (p.facing_left) return res;
        if (cast(map, uint16_t(ox + aw), uint16_t(oy), CAST_RIGHT, SOLID_LRB, 0, false, &a).distance < 0)
            return res;
        dir = 1;
    } else {
        if (!p.facing_left) return res;
        // S1 ObjHitWallLeft lacks the XOR-15 mirror [erratum rules/objects §16.1]: casting
        // from sx ^ 15 makes the mirrored column equal sx in the same tile.
        // fix_push_block_left_wall (rules/objects §11 C13) uses the correct cast.
        const uint16_t sx = uint16_t(ox - aw - 1);
        const uint16_t from = r.has(FIX_PUSH_BLOCK_LEFT_WALL) ? sx : uint16_t(sx ^ 15);
        if (cast(map, from, uint16_t(oy), CAST_LEFT, SOLID_LRB, 0, false, &a).distance < 0) return res;
        dir = -1;
    }
    o.x[k] = add_pixels(o.x[k], dir);         // block X +-= 1 px (pixel word)
    set_pixel_x(p, pixel(p.x) + dir);         // step 4
    p.gsp = int16_t(64 * dir);
    p.xsp = 0;
    o.events[k] |= OEV_PUSHED;
    // Step 5: floor under the block (subtype bit 7 clear).
    const int32_t d = object_floor_distance(o, k, r, map);
    if (d <= 4) {
        o.y[k] = add_pixels(o.y[k], d);
    } else {
        o.xsp[k] = int16_t(0x400 * dir);
        o.state[k] = ST_SLIDING;
    }
    return res;
}

// ---- the kind push_block (object_kinds.hpp): E over A; Sonic CD: H ----
SolidResult kind_update_push_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                   const TileMap& map, StageLog* log) {
    if (r.cd()) return cd_solid(p, o, k, i, r, map, 0);
    return push_block(p, o, k, i, r, map, log);
}
int32_t kind_busy_push_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (r.cd()) return o.wr[k] + 10;  // H2, whatever the block's state
    return o.state[k] == ST_IDLE ? o.cx[k] : ALWAYS_BUSY;  // E step 1 = A2; E6/E7 move it
}

}  // namespace hp
