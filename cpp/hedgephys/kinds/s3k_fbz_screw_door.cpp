// The kind s3k_fbz_screw_door: Flying Battery's screw doors, S&K object $7A
// of SK Set 1 `Obj_FBZScrewDoor` (sonic3k.asm, which the checkout lacks: read
// in a public copy). A reader of the level triggers (level_triggers.hpp).
// docs/kinds/s3k_trigger.md.
//
// Init: anim = (subtype >> 4) & 7; byte_3BBE8 by anim & 6 gives width_pixels
// and height_pixels (the placer's sizes); $44 / $46 keep the placed x, y.
// Subtype bit 7 (a door that opens by the player's position and keeps it in
// the respawn table) is not this kind (none in the layouts).
// loc_3BC72, every frame: while Level_trigger_array[subtype & $F] is 0, only
// the solid below; once it is not, the routine becomes loc_3BC92 on that
// frame: $2E (a byte) + 1, and at $80 the routine becomes loc_3BCF2 (the
// solid alone: it stays open, whatever the trigger does after). d0 = $2E,
// negated when subtype bit 4 is set; bit 5 set: x = $44 + d0 asr 1; else
// bit 6 set: x = $44 + d0; else y = $46 + d0 asr 1.
// loc_3BCF2: SolidObjectFull with d1 = width_pixels + $B, d2 = height_pixels,
// d3 = d2 + 1 (cx, hj, hs) and d4 = x_pos after the move (no carry in x).
// State: ST_IDLE shut, ST_TRIGGER_OPENING, ST_TRIGGER_OPEN; timer = $2E.
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t SCREW_DOOR_FRAMES = 0x80;  // cmpi.b #$80,$2E(a0)

}  // namespace

SolidResult kind_update_s3k_fbz_screw_door(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint8_t sub = o.subtype[k];
    if (trigger_door_step(o, k, SCREW_DOOR_FRAMES)) {  // loc_3BC72, loc_3BC92
        int32_t d = o.timer[k];                                               // moveq #0 / move.b
        if (sub & 0x10) d = -d;                                               // neg.w d0
        if (sub & 0x20) set_object_x(o, k, o.x0[k] + (d >> 1));              // asr.w #1; add.w $44
        else if (sub & 0x40) set_object_x(o, k, o.x0[k] + d);                 // add.w $44
        else set_object_y(o, k, o.y0[k] + (d >> 1));                          // asr.w #1; add.w $46
    }
    o.x_prev[k] = pixel(o.x[k]);  // SolidObjectFull's d4: x_pos after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Busy while it opens, and while shut with its trigger set; else the
// solid's reach (level_triggers.hpp).
int32_t kind_busy_s3k_fbz_screw_door(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return trigger_door_busy(o, k, o.cx[k]);
}

}  // namespace hp
