// Sandopolis's doors (issue 18): S&K `Obj_SOZDoor` (SK Set 2 $46), read in
// sonic3k.asm (a public copy, murshies/skdisasm: Obj_SOZDoor, loc_41BE0,
// loc_41C16, loc_41C3A). docs/kinds/s3k_trigger2.md.
//
// A reader of the level triggers (level_triggers.hpp): the trigger numbered
// by its subtype's low nibble, written by the push switches $45.
// Init: $36 = that trigger; a subtype with a high nibble is a horizontal
// door (width_pixels $40, height_pixels $C, loc_41C3A: it moves in X),
// else a vertical one (width_pixels $C, height_pixels $40, loc_41BE0: in Y).
// It runs its routine on the same frame. Every frame:
//   1. $36 goes one toward the trigger (cmp.w $36,d0; beq; bcc: +1, else -1);
//   2. its Y (vertical) or X (horizontal) = where it was placed - $36
//      (X-flipped: + $36);
//   3. SolidObjectFull, d1 = width_pixels + $B, d2 = height_pixels,
//      d3 = d2 + 1, d4 = its X now (loc_41C16: a rider is not carried
//      sideways).
//
// Not modelled: the camera. Off screen it is deleted (Sprite_OnScreen_Test)
// and, loaded again, its init puts it where the trigger says at once; here
// it is always present and slides there (objects are from the act's first
// frame, docs/levels.md).
//
// The broad phase: busy while $36 is not its trigger (it slides), else its
// solid's window. Its fields: state (new / running), aux ($36).
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

inline bool door_horizontal(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 0xF0) != 0; }

}  // namespace

// ---- the kind s3k_soz_door (object_kinds.hpp) ----
SolidResult kind_update_s3k_soz_door(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t t = level_trigger(o, k, subtype_trigger(o, k));  // move.b (a3,d0.w),d0
    if (o.state[k] != ST_SOZ_DOOR_RUNNING) {  // its init
        o.state[k] = ST_SOZ_DOOR_RUNNING;
        o.aux[k] = t;  // move.w d0,$36(a0)
    }
    if (t != o.aux[k]) o.aux[k] += t > o.aux[k] ? 1 : -1;  // cmp.w $36(a0),d0; bcc; neg.w d1; add.w d1,$36
    const int32_t off = (o.flags[k] & OF_XFLIP) ? o.aux[k] : -o.aux[k];  // btst #0,status; neg.w d0
    if (door_horizontal(o, k)) set_object_x(o, k, int32_t(o.x0[k]) + off);  // add.w $44(a0),d0
    else set_object_y(o, k, int32_t(o.y0[k]) + off);                         // add.w $46(a0),d0
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // loc_41C16
}

// New: its init must run on frame 0. Sliding: busy. Else its solid's window.
int32_t kind_busy_s3k_soz_door(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] != ST_SOZ_DOOR_RUNNING) return ALWAYS_BUSY;
    if (o.aux[k] != level_trigger(o, k, subtype_trigger(o, k))) return ALWAYS_BUSY;
    return o.cx[k];
}

}  // namespace hp
