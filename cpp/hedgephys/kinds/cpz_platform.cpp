// The kind cpz_platform: Sonic 2's platform of Chemical Plant, Oil Ocean and
// Wing Fortress (s2.asm Obj19; docs/kinds/s2.md "Obj19"): a jump-through
// platform (PlatformObject, d1 = width_pixels from Obj19_SubtypeProperties,
// d3 = $11) moved by its type (subtype & $F, Obj19_Move) in step with the
// global oscillators (oscillators.hpp), or rising once stood on.
//
// State: ST_IDLE until its first update runs Obj19_Init (types 7, and 3 when
// x-flipped, start $C0 px higher), then ST_PLATFORM_READY; aux = its type, which the
// routine changes (3 -> 4 when stood on, 4 -> 5 when it comes to rest); ysp =
// its y speed (types 4, 6, 7).
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace cpz_platform_kind {
namespace {

// Offsets in the table (oscillators.hpp: S2's Oscillating_Data is the table
// + 2) of the bytes Obj19_Move reads: Oscillating_Data+8, +$C, +$1C, +$38, +$3C.
constexpr uint32_t OSC_H1 = 0x0A, OSC_H2 = 0x0E, OSC_V = 0x1E, OSC_CX = 0x3A, OSC_CY = 0x3E;
constexpr int32_t RISE = 0xC0;      // Obj19_Init: subi.w #$C0,y_pos
constexpr int32_t MIDDLE = 0x60;    // Obj19_MoveRoutine5/6: objoff_32 - $60
constexpr int32_t ACCEL = 8;


// Obj19_MoveRoutine5 / 6: ObjectMove, then y_vel += 8 toward objoff_32 - $60
// (bhs: unsigned). True when y_vel came back to 0.
bool spring_toward_middle(ObjectBatch& o, size_t k) {
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    const bool above = uint16_t(o.y0[k] - MIDDLE) >= uint16_t(pixel(o.y[k]));
    o.ysp[k] = int16_t(w16(o.ysp[k] + (above ? ACCEL : -ACCEL)));
    return o.ysp[k] == 0;
}

// Obj19_MoveRoutine7 (types 8-$B) and 8 ($C-$F): around the placed point with
// oscillators 14 and 15; type bit 1 turns it half round, bit 0 a quarter.
void circle(ObjectBatch& o, size_t k, size_t env, uint8_t type) {
    int32_t dx = int8_t(osc_byte(o, env, OSC_CX) - 0x40), dy = int8_t(osc_byte(o, env, OSC_CY) - 0x40);
    if (type & 2) dx = -dx, dy = -dy;
    if (type & 1) {
        const int32_t t = -dx;
        dx = dy;
        dy = t;
    }
    if (type >= 0xC) dx = -dx;
    set_object_x(o, k, o.x0[k] + dx);
    set_object_y(o, k, o.y0[k] + dy);
}

// Obj19_Move.
void move(ObjectBatch& o, size_t k, size_t env) {
    const uint8_t type = uint8_t(o.aux[k] & 0xF);
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    switch (type) {
        case 0:
        case 1: {  // Obj19_MoveRoutine1/2: x = objoff_30 - osc (flipped: - ($40/$60 - osc))
            const int32_t v = osc_byte(o, env, type ? OSC_H2 : OSC_H1), span = type ? 0x60 : 0x40;
            set_object_x(o, k, o.x0[k] - (flip ? span - v : v));
            return;
        }
        case 2: {  // Obj19_MoveRoutine3
            const int32_t v = osc_byte(o, env, OSC_V);
            set_object_y(o, k, o.y0[k] - (flip ? 0x80 - v : v));
            return;
        }
        case 3:  // Obj19_MoveRoutine4: waits to be stood on
            if (o.standing[k]) o.aux[k] = 4;
            return;
        case 4:  // Obj19_MoveRoutine5: to the far end, then still (type 5)
            if (spring_toward_middle(o, k)) o.aux[k] = 5;
            return;
        case 5: return;  // Obj19_MoveRoutineNull
        case 6:
        case 7: spring_toward_middle(o, k); return;  // Obj19_MoveRoutine6
        default: circle(o, k, env, type); return;
    }
}

}  // namespace
}  // namespace cpz_platform_kind

SolidResult kind_update_cpz_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    using namespace cpz_platform_kind;
    (void)map, (void)log;
    if (o.state[k] == ST_IDLE) {  // Obj19_Init: andi.b #$F,subtype
        o.aux[k] = o.subtype[k] & 0xF;
        const bool flip = (o.flags[k] & OF_XFLIP) != 0;
        if ((o.aux[k] == 3 && flip) || o.aux[k] == 7) set_object_y(o, k, pixel(o.y[k]) - RISE);
        o.state[k] = ST_PLATFORM_READY;
    }
    move(o, k, k / o.count);
    return platform_object(p, o, k, i, r);  // PlatformObject: d1 = aw, d3 = hs ($11)
}
int32_t kind_busy_cpz_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == ST_IDLE) return ALWAYS_BUSY;
    const int32_t type = o.aux[k] & 0xF;
    return (type == 3 || type == 5) ? platform_reach(o, k, r) : ALWAYS_BUSY;  // still ones: D1.2
}

}  // namespace hp
