// Star Light's elevators (issue 18): S1 Elevator $59 (_incObj/59 SLZ
// Elevators.asm: Elev_Main, Elev_Platform, Elev_Action, Elev_Types, Elev_Move).
// docs/kinds/s1_blocks.md "Elevators".
//
// A platform (PlatformObject, procedure D: obActWid $28, the surface 8 px
// above the centre; stood on, ExitPlatform, the move, MvSonicOnPtfm2: the
// riding frame of kinds/s1_ride.hpp) that waits until stood on, then travels
// 2 x elev_dist: Elev_Main reads (distance / 4, type) from Elev_Var2 by
// subtype & $F; types 1, 3, 5, 7 wait (.type01: the next type once the
// routine is 4, stood on), 2 rises, 4 sinks, 6 goes up-right (y - d / 2,
// x + d), 8 down-left (y + d / 2, x - d). Elev_Move: the speed (objoff_38)
// grows by $10 a frame up to $800, the distance d (objoff_34, 16.16) by the
// speed << 8; past elev_dist the speed shrinks by $10 to 0; at exactly
// 2 x elev_dist the type is cleared (0: still).
//
// State: ST_IDLE until its first update (Elev_Main), then ST_PLATFORM_READY;
// aux = d (16.16), timer = the speed, phase byte 0 the type, byte 1 the
// slowing flag (objoff_3A).
#include "../objects.hpp"
#include "s1_ride.hpp"

namespace hp {

namespace {

// Elev_Var2: (distance to move / 4, type) by subtype & $F.
constexpr uint8_t ELEV_VAR2[16][2] = {{0x10, 1}, {0x20, 1}, {0x34, 1}, {0x10, 3}, {0x20, 3}, {0x34, 3},
                                      {0x14, 1}, {0x24, 1}, {0x2C, 1}, {0x14, 3}, {0x24, 3}, {0x2C, 3},
                                      {0x20, 5}, {0x20, 7}, {0x30, 9}, {0, 0}};
constexpr int32_t ELEV_ACCEL = 0x10, ELEV_TOP_SPEED = 0x800;  // Elev_Move

int32_t elev_dist(const ObjectBatch& o, size_t k) { return ELEV_VAR2[o.subtype[k] & 0xF][0] * 4; }
uint8_t elev_type(const ObjectBatch& o, size_t k) { return uint8_t(o.phase[k]); }
bool elev_slowing(const ObjectBatch& o, size_t k) { return (o.phase[k] >> 8) & 1; }

// Elev_Move: the speed, then the distance; the turn to slowing and the stop.
void elev_move(ObjectBatch& o, size_t k) {
    int32_t speed = o.timer[k];
    if (!elev_slowing(o, k)) {
        if (uint16_t(speed) < ELEV_TOP_SPEED) speed += ELEV_ACCEL;  // cmpi.w #$800,d0 / bhs
    } else if (speed != 0) {
        speed -= ELEV_ACCEL;
    }
    o.timer[k] = int16_t(speed);
    o.aux[k] = int32_t(uint32_t(o.aux[k]) + (uint32_t(int32_t(int16_t(speed))) << 8));  // ext.l, asl.l #8
    const uint16_t d = uint16_t(uint32_t(o.aux[k]) >> 16), dist = uint16_t(elev_dist(o, k));
    if (d > dist) o.phase[k] |= 0x100;                      // bls: unsigned
    if (d == uint16_t(2 * dist)) o.phase[k] &= ~0xFF;       // clr.b obSubtype
}

// Elev_Types, after the landing test (stood on: routine 4).
void elev_types(ObjectBatch& o, size_t k) {
    const uint8_t type = elev_type(o, k);
    if (type & 1) {
        if (o.standing[k] && type < 9) o.phase[k] += 1;  // .type01 (9 is the spawned kind's: not placed)
        return;
    }
    if (type == 0 || type > 8) return;
    elev_move(o, k);
    const int32_t d = int16_t(uint16_t(uint32_t(o.aux[k]) >> 16));
    switch (type) {
        case 2: set_object_y(o, k, o.y0[k] - d); break;                                        // .type02
        case 4: set_object_y(o, k, o.y0[k] + d); break;                                        // .type04
        case 6: set_object_y(o, k, o.y0[k] - (d >> 1)), set_object_x(o, k, o.x0[k] + d); break;  // .type06
        default: set_object_y(o, k, o.y0[k] + (d >> 1)), set_object_x(o, k, o.x0[k] - d); break;  // .type08
    }
}

}  // namespace

// ---- the kind s1_elevator (object_kinds.hpp) ----
SolidResult kind_update_s1_elevator(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                    const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_IDLE) {  // Elev_Main
        o.phase[k] = ELEV_VAR2[o.subtype[k] & 0xF][1];
        o.aux[k] = 0;
        o.timer[k] = 0;
        o.state[k] = ST_PLATFORM_READY;
    }
    return s1_ride(p, o, k, i, r, [](ObjectBatch& ob, size_t kk, const Rules&) { elev_types(ob, kk); });
}

// Busy while it travels (or before its init); else the platform's window.
int32_t kind_busy_s1_elevator(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const uint8_t type = elev_type(o, k);
    const bool travels = type != 0 && !(type & 1) && type <= 8 && !(elev_slowing(o, k) && o.timer[k] == 0);
    if (o.state[k] == ST_IDLE || travels) return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

}  // namespace hp
