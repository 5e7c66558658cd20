// Labyrinth Zone's blocks that sink, rise or float (issue 18): S1
// LabyrinthBlock $61 (_incObj/61 LZ Blocks.asm: LBlk_Main, LBlk_Action,
// .type01-.type07, loc_12180). docs/kinds/s1_blocks.md "Labyrinth blocks".
//
// Each frame the type's move, then SolidObject (procedure A: d1 = obActWid +
// $B, d2 = obHeight, d3 = obHeight + 1: the kind's cx, hj, hs), then the
// sag (loc_12180) while it is untouched. Types (subtype & $F): 0 still;
// 1 / 3 wait for a frame that starts stood on, count 30 frames (lblk_time),
// then become 2 / 4 (touched); 2 (and 6) fall: SpeedToPos, y speed + 8,
// ObjFloorDist (a downward cast on the top-solid bit from y + obHeight):
// negative, y + d + 1, stopped, type 0; 4 rises: y speed - 8, ObjHitCeiling
// (an upward cast on the LRB bit from y - obHeight): negative, y - d,
// stopped, type 0; 7 floats with the water: the water's y (v_waterpos1) -
// y, at most 2 a frame either way, then ObjFloorDist (sinking) or
// ObjHitCeiling (rising) pushes it back out. Type 5 (falls once pushed from
// a side) is not modelled here: still. The sag: LBlk_Main marks types other
// than 0 and 7 untouched; while untouched, stood on, its angle (objoff_3E)
// grows by 4 to $40, else shrinks by 4 to 0, and y = y0 + sin(angle) x $400
// >> 16.
//
// State: ST_IDLE until its first update (LBlk_Main), then ST_PLATFORM_READY;
// phase byte 0 the type, byte 1 untouched, byte 2 the sag angle; timer
// lblk_time; ysp the y speed.
#include "../objects.hpp"
#include "../sensors.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t LBLK_WAIT = 30, LBLK_GRAVITY = 8, LBLK_WATER_STEP = 2;

uint8_t lblk_byte(const ObjectBatch& o, size_t k, int n) { return uint8_t(uint32_t(o.phase[k]) >> (8 * n)); }
void lblk_set_byte(ObjectBatch& o, size_t k, int n, uint8_t v) {
    const uint32_t mask = 0xFFu << (8 * n);
    o.phase[k] = int32_t((uint32_t(o.phase[k]) & ~mask) | (uint32_t(v) << (8 * n)));
}

// ObjFloorDist (down from y + obHeight, top-solid bit) / ObjHitCeiling (up
// from y - obHeight, LRB bit), layer A.
int32_t lblk_floor(const ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    Angle a = 0;
    return cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + o.hj[k]), CAST_DOWN, SOLID_TOP, 0,
                r.traits.cd_floor, &a).distance;
}
int32_t lblk_ceiling(const ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    Angle a = 0;
    return cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) - o.hj[k]), CAST_UP, SOLID_LRB, 0,
                r.traits.cd_floor, &a).distance;
}

// .type02 / .type04: SpeedToPos, the speed, then the stop against the floor / ceiling.
void lblk_drop(ObjectBatch& o, size_t k, bool up, const Rules& r, const TileMap& map) {
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    o.ysp[k] = w16(o.ysp[k] + (up ? -LBLK_GRAVITY : LBLK_GRAVITY));
    const int32_t d = up ? lblk_ceiling(o, k, r, map) : lblk_floor(o, k, r, map);
    if (d < 0) {
        o.y[k] = add_pixels(o.y[k], up ? -d : d + 1);
        o.ysp[k] = 0;
        lblk_set_byte(o, k, 0, 0);
    }
}

// .type07: towards the water's surface, 2 px a frame at most.
void lblk_float(const Player& p, ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    const uint16_t y = pixel(o.y[k]);
    const uint16_t diff = uint16_t(uint16_t(p.water_y) - y);
    if (diff == 0) return;
    int32_t d0 = int16_t(diff);
    if (uint16_t(p.water_y) >= y) {  // bcc: above the water, sink
        if (d0 > LBLK_WATER_STEP) d0 = LBLK_WATER_STEP;
        set_object_y(o, k, y + d0);
        const int32_t d = lblk_floor(o, k, r, map);
        if (d < 0) o.y[k] = add_pixels(o.y[k], d + 1);
    } else {
        if (d0 < -LBLK_WATER_STEP) d0 = -LBLK_WATER_STEP;
        set_object_y(o, k, y + d0);
        const int32_t d = lblk_ceiling(o, k, r, map);
        if (d < 0) o.y[k] = add_pixels(o.y[k], -d);
    }
}

// loc_12180, after the solid test.
void lblk_sag(ObjectBatch& o, size_t k, const Rules& r) {
    if (!lblk_byte(o, k, 1)) return;
    uint8_t angle = lblk_byte(o, k, 2);
    if (o.standing[k]) {
        if (angle == 0x40) return;
        angle = uint8_t(angle + 4);
    } else {
        if (angle == 0) return;
        angle = uint8_t(angle - 4);
    }
    lblk_set_byte(o, k, 2, angle);
    set_object_y(o, k, o.y0[k] + ((sin_of(r.sine, angle) * 0x400) >> 16));
}

void lblk_move(const Player& p, ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    const uint8_t type = lblk_byte(o, k, 0);
    switch (type) {
        case 1: case 3:
            if (o.timer[k] == 0) {
                if (o.standing[k]) o.timer[k] = LBLK_WAIT;  // btst #3,obStatus: stood on last frame
            } else if (--o.timer[k] == 0) {
                lblk_set_byte(o, k, 0, uint8_t(type + 1));
                lblk_set_byte(o, k, 1, 0);  // touched
            }
            break;
        case 2: case 6: lblk_drop(o, k, false, r, map); break;
        case 4: lblk_drop(o, k, true, r, map); break;
        case 7: lblk_float(p, o, k, r, map); break;
        default: break;
    }
}

}  // namespace

// ---- the kind s1_labyrinth_block (object_kinds.hpp): LBlk_Action ----
SolidResult kind_update_s1_labyrinth_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)log;
    if (o.state[k] == ST_IDLE) {  // LBlk_Main
        const uint8_t type = o.subtype[k] & 0xF;
        o.phase[k] = type | ((type != 0 && type != 7) ? 0x100 : 0);
        o.timer[k] = 0;
        o.ysp[k] = 0;
        o.state[k] = ST_PLATFORM_READY;
    }
    lblk_move(p, o, k, r, map);
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject
    lblk_sag(o, k, r);
    return res;
}

// Busy while it moves, counts, sags or floats (or before its init); else its window (A2).
int32_t kind_busy_s1_labyrinth_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const uint8_t type = lblk_byte(o, k, 0);
    const bool busy = o.state[k] == ST_IDLE || type == 2 || type == 4 || type == 6 || type == 7 ||
                      o.timer[k] != 0 || lblk_byte(o, k, 2) != 0;
    return busy ? ALWAYS_BUSY : o.cx[k];
}

}  // namespace hp
