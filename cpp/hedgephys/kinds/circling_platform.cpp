// The kind circling_platform: Sonic 1's Star Light circling platforms
// (object $5A, _incObj/5A SLZ Circling Platform.asm: Circ_Main,
// Circ_Platform, Circ_Action, Circ_Types .type00 / .type04), going round
// their placed point with oscillators 8 and 9 (v_oscillate+$22 and +$26,
// oscillators.hpp). The riding frame is s1_ride.hpp's (PlatformObject at the
// old position, or ExitPlatform, the move and MvSonicOnPtfm2: the surface 8
// px above the centre, the placer's height_radius). obActWid $18 is the
// placer's width_radius. docs/kinds/circling.md.
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
#include "s1_ride.hpp"

namespace hp {

namespace {

// Circ_Types: d1 = the value byte at $22 - $50, d2 = the one at $26 - $50
// (signed bytes, ext.w); subtype bit 0 negates both, bit 1 makes (d1, d2) =
// (d2, -d1); type $4 (subtype & $C) negates d1 last. x = x0 + d1, y = y0 + d2.
void circ_move(ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const size_t env = k / o.count;
    int32_t d1 = int8_t(uint8_t(osc_byte(o, env, 0x22) - 0x50));
    int32_t d2 = int8_t(uint8_t(osc_byte(o, env, 0x26) - 0x50));
    const uint8_t sub = o.subtype[k];
    if (sub & 1) {
        d1 = -d1;
        d2 = -d2;
    }
    if (sub & 2) {
        const int32_t t = -d1;
        d1 = d2;
        d2 = t;
    }
    if ((sub & 0xC) == 4) d1 = -d1;
    set_object_x(o, k, o.x0[k] + d1);
    set_object_y(o, k, o.y0[k] + d2);
}

}  // namespace

SolidResult kind_update_circling_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    return s1_ride(p, o, k, i, r, circ_move);
}

// It moves every frame with the oscillators.
int32_t kind_busy_circling_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

}  // namespace hp
