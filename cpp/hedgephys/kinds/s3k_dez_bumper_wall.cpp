// Death Egg's bumper walls (issue 18): SK Set 2 $60 `Obj_DEZBumperWall`, read
// in sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm).
// docs/kinds/s3k_dez.md.
//
// A still solid wall, SolidObjectFull2 (procedure A, no on-screen test) with
// the placer's sizes: subtype 0 d1 $17, d2 $20, d3 $21, width_pixels $C
// (loc_497C2); a positive subtype d1 $13, d2 = subtype, d3 = subtype + 1,
// width_pixels 8 (loc_49804). Its side bit of the returned d6 (the side
// contact, ground or air: RES_SIDE) bounces that player away (sub_49848,
// loc_49850): facing and x speed $C00 away from its x (left when his x is
// below the wall's, unsigned), the wall's pushing bit and his own cleared,
// in the air, double_jump_flag, the roll-jump bit and jumping cleared, the
// walk animation and ground speed 1 (-1 facing left); flip_angle,
// flips_remaining and flip_speed drive the tumbling picture only (not kept).
// A negative subtype (removed when the gravity puzzle's bits are all set,
// loc_497B4) is not placed. No state of its own.
//
// Death Egg's gravity puzzle, SK Set 2 $61 `Obj_DEZGravityPuzzle`, bounces
// players the same way (sub_49A02 -> loc_49850): a solid (SolidObjectFull2,
// d1 $23, d2 $30, d3 $31) that bobs by its own angle, +1 a frame from 0 on
// the frame it is loaded (loc_49986: y = $46 + (sine of the angle before the
// increment asr 2)). Phase from frame 0 (the game: from when the camera loads
// it): on the frame whose level frame counter is c (1 on the act's first
// frame) its angle is c - 1. The bits it sets in MHZ_pollen_counter by the
// side a player hits (sub_49A0E) only remove the negative-subtype bumper
// walls, which are not placed. A pure function of the counter (lazy far from
// the player, lazy_objects.hpp).
#include "../animation.hpp"
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t DEZ_BUMPER_SPEED = 0xC00;  // loc_49850: move.w #$C00,x_vel(a1)

// loc_49850, for the player whose side bit is set.
void dez_bumper_throw(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const bool left = uint16_t(pixel(p.x)) < uint16_t(pixel(o.x[k]));  // sub.w x_pos(a0),d0 / bcc
    p.facing_left = uint8_t(left);
    p.xsp = int16_t(left ? -DEZ_BUMPER_SPEED : DEZ_BUMPER_SPEED);
    o.pushed[k] = 0;  // bclr d5,status(a0)
    p.airborne = 1;
    p.pushing = 0;
    p.double_jump_flag = 0;
    p.rolljump = 0;
    p.jumping = 0;
    p.anim = r.anim->id.walk;  // move.b #0,anim(a1)
    p.gsp = p.facing_left ? -1 : 1;  // move.w #1,ground_vel; neg.w with status bit 0
    o.events[k] |= OEV_BUMPED;
}

}  // namespace

// ---- the kind s3k_dez_bumper_wall (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_bumper_wall(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObjectFull2
    if (res.code == RES_SIDE) dez_bumper_throw(p, o, k, r);  // swap d6 / andi.w #1|2,d6
    return res;
}

// A2 (cx): the bounce follows the solid's side result.
int32_t kind_busy_s3k_dez_bumper_wall(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];
}

// ---- the kind s3k_dez_gravity_puzzle (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_gravity_puzzle(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint32_t angle = uint32_t(osc_level_frame(o, k / o.count) - 1) & 0xFF;  // loc_49986
    set_object_y(o, k, o.y0[k] + (sin_of(r.sine, angle) >> 2));                   // asr.w #2, + $46
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObjectFull2
    if (res.code == RES_SIDE) dez_bumper_throw(p, o, k, r);                         // sub_49A02
    return res;
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_dez_gravity_puzzle).
int32_t kind_busy_s3k_dez_gravity_puzzle(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone. Radius:
// SolidObjectFull2's window (it never moves in X).
int32_t kind_lazy_s3k_dez_gravity_puzzle(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k];
}

// No counters of its own.
void kind_lazy_skip_s3k_dez_gravity_puzzle(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
