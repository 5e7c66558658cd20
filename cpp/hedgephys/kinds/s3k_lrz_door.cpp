// The kind s3k_lrz_door: Lava Reef's doors, S&K object $19 of SK Set 2
// `Obj_LRZDoor` (sonic3k.asm, which the checkout lacks: read in a public
// copy). A reader of the level triggers (level_triggers.hpp).
// docs/kinds/s3k_trigger.md.
//
// Init: width_pixels $10, height_pixels $28 ($20 in act 2: the placer's
// sizes); $46 keeps the placed y. loc_42974, every frame: while
// Level_trigger_array[subtype & $F] is 0, only the solid below; once it is
// not, the routine becomes loc_42994 on that frame: $2E (a byte) + 1, at $40
// the routine becomes loc_429BC (the solid alone: it stays up, whatever the
// trigger does after); y = $46 - (sin($2E) asr 2) (GetSineCosine's d0,
// negated): $40 px up at $2E = $40.
// loc_429BC: SolidObjectFull with d1 = $1B, d2 = height_pixels, d3 = d2 + 1
// (cx, hj, hs), d4 = x_pos.
// State: ST_IDLE shut, ST_TRIGGER_OPENING, ST_TRIGGER_OPEN; timer = $2E.
#include "../level_triggers.hpp"
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t LRZ_DOOR_FRAMES = 0x40;  // cmpi.b #$40,$2E(a0)

}  // namespace

SolidResult kind_update_s3k_lrz_door(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (trigger_door_step(o, k, LRZ_DOOR_FRAMES)) {  // loc_42994
        const int32_t s = int16_t(sin_of(r.sine, uint32_t(o.timer[k])));  // GetSineCosine: d0
        set_object_y(o, k, o.y0[k] - (s >> 2));                            // asr.w #2; neg.w; add.w $46
    }
    o.x_prev[k] = pixel(o.x[k]);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Busy while it opens, and while shut with its trigger set; else the
// solid's reach (level_triggers.hpp).
int32_t kind_busy_s3k_lrz_door(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return trigger_door_busy(o, k, o.cx[k]);
}

}  // namespace hp
