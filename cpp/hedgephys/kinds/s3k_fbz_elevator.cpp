// Flying Battery's elevators (issue 18): SK Set 1 $E2 `Obj_FBZElevator`,
// read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm). docs/kinds/s3k_fbz2.md.
//
// The layout's object is a spawner with no collision (loc_3CA20): each frame
// $30 - 1; negative (its first frame, then every $60 frames): $30 = $5F and
// a platform (AllocateObjectAfterCurrent: it runs the same frame) at its x,
// y with $30 = subtype * 8 and y_vel 1 (the spawner X-flipped, status bit 0:
// the kind's parameter down) or -1. The platform's own status is clear: its
// slope is never mirrored.
// A platform each frame (loc_3CA92): $30 - 1, negative: x = $7F00 (out of
// anyone's reach; Sprite_OnScreen_Test then deletes it); y + y_vel (the
// pixel word); sub_1DD0E (procedure C: solid.cpp / sloped.cpp
// sloped_object) with d1 = $3B, d2 = $10 over byte_3CAD0 (the placer's
// heights; SolidObjectFull's landing width: width_pixels $30, the kind's
// width), d4 = x; going down (y_vel not negative), CheckPlayerReleaseFromObj:
// a player standing on it whose floor (SonicOnObjHitFloor: down from his y +
// y_radius on his own path's top-solid bit) is at or above his feet (d1 <= 0)
// is let go (airborne, off it).
//
// The spawner starts its count when the camera loads it; hedgephys on the
// act's first frame (counter 1: docs/levels.md), so platform n is made on
// counter 1 + $60 n and, on counter c, has run a = c - 1 - $60 n times
// before this one: y = y0 + y_vel * (a + 1); for a < subtype * 8 it is solid
// at x, at a = subtype * 8 at $7F00, and after that gone. One object of this
// kind is one slot of a pool of P = subtype * 8 / $60 + 1 platforms (the
// fewest that a platform is gone, after subtype * 8 + 1 runs, before its
// slot's next one comes $60 * P frames later), the slot `slot` taking
// platforms n = slot, slot + P, ... (a slot at or past P takes none). A pure
// function of the counter: nothing to keep but the rider.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../sensors.hpp"

namespace hp {

namespace {

constexpr int32_t ELEVATOR_PERIOD = 0x60;      // loc_3CA20: move.w #$5F,$30(a0)
constexpr int32_t ELEVATOR_LIFE_SHIFT = 3;     // lsl.w #3,d0
constexpr int32_t ELEVATOR_OUT = 0x7F00;       // loc_3CA92: move.w #$7F00,x_pos(a0)

// The runs platform `slot` has made before counter c (its age a), or -1
// when it has none yet.
int32_t elevator_age(const ObjectBatch& o, size_t k, uint16_t c) {
    if (c == 0) return -1;
    const int32_t slot = o.wr[k];  // the parameter slot
    const int32_t pool = (int32_t(o.subtype[k]) << ELEVATOR_LIFE_SHIFT) / ELEVATOR_PERIOD + 1;
    if (slot >= pool) return -1;
    const int32_t last = (c - 1) / ELEVATOR_PERIOD;  // the newest platform made by now
    if (last < slot) return -1;
    const int32_t n = last - (last - slot) % pool;
    return c - 1 - ELEVATOR_PERIOD * n;
}

}  // namespace

// ---- the kind s3k_fbz_elevator (object_kinds.hpp): loc_3CA92 ----
SolidResult kind_update_s3k_fbz_elevator(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)log;
    const int32_t a = elevator_age(o, k, osc_level_frame(o, k / o.count));
    const int32_t life = int32_t(o.subtype[k]) << ELEVATOR_LIFE_SHIFT;
    if (a < 0 || a > life) {  // not made yet, or deleted
        set_object_x(o, k, o.x0[k]);
        o.x_prev[k] = pixel(o.x[k]);
        release_false_standing(p, o, k, i, r);
        return {};
    }
    const bool down = (o.flags[k] & OF_YFLIP) != 0;  // the parameter down: y_vel 1; else -1
    set_object_x(o, k, a == life ? ELEVATOR_OUT : o.x0[k]);
    set_object_y(o, k, o.y0[k] + (down ? a + 1 : -(a + 1)));
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos as sub_1DD0E sees it
    const SolidResult res = sloped_object(p, o, k, i, r);
    if (down && o.standing[k]) {  // CheckPlayerReleaseFromObj: SonicOnObjHitFloor
        Angle an = 0;
        const int32_t d = cast(map, pixel(p.x), uint16_t(pixel(p.y) + p.yr), CAST_DOWN, SOLID_TOP, p.layer,
                               r.traits.cd_floor, &an).distance;
        if (d <= 0) leave(p, o, k, r);
    }
    return res;
}

// A platform is made, moves and is removed by the counter: every frame.
int32_t kind_busy_s3k_fbz_elevator(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

}  // namespace hp
