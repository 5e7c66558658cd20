// The twisting ride two S3K objects give a player who stands on them
// (issue 18): Carnival Night's cylinders (sub_3161A, kinds/s3k_cnz_cylinder.cpp)
// and Hydrocity's spinning columns (sub_319AE, kinds/s3k_hcz_spinning_column.cpp),
// the same routine but for two lines: the column shrinks the distance by one
// a frame (its `subq.b #1,2(a2)` while it is not 0), and the cylinder sets
// the player's sprite priority by the depth (drawing only). Both read the
// object's y_vel: the cylinder's sinking speed, the column's word that it
// never writes (0). Docs: docs/kinds/s3k_cnz.md, docs/kinds/s3k_takeover.md.
//
// The rider's four bytes (the object's $32.. slot) are kept in aux: bits 0-7
// the turn angle, 8-15 the distance, 16-23 the depth; state ST_CYL_RIDDEN is
// the slot's flag (objects.hpp). A player standing on it (its standing bit)
// is taken: the angle is 0, or $80 when he is left of its X, the distance
// |px - x| (a byte); x_vel = y_vel = ground_vel = 0, object_control = 3, the
// default radii, not rolling, on the ground, not pushing nor roll-jumping,
// jumping 0, anim 0 (walk), the twist picture. On each later frame: a player
// hurt or dead (routine >= 4) is let go (in the air, object_control 0; so
// is one off the screen, which the camera never leaves here); one no longer
// standing only ends the ride (object_control kept, as in the game); else
// (the column: the distance less one unless 0) depth = (sin(angle) + $100)
// >> 2, x = x + (cos(angle) * (distance << 8 | depth)) >> 16 (muls.w,
// swap), the angle + 2, ground_vel 0, or $800 when he is on the ground and
// the object's |y_vel| >= $480; a press of A, B or C (the frame's
// Ctrl_1_logical pressed bits) jumps: jumping 1, radii $E and 7, anim 2,
// rolling, y_vel = the object's y_vel - $680, x_vel = ground_vel = 0, in the
// air, object_control 0. The picture (PlayerTwistFrames, by (angle + $B) /
// $16) is the player's mapping_frame, never the duck frame. While
// object_control bit 0 is set his own movement does not run (frame.cpp;
// Sonic_Control, Tails_Control), bit 1 skips his animation; the touch
// response still runs (S3 masks $A0).
#pragma once
#include <cstdlib>

#include "hedgephys/objects.hpp"
#include "hedgephys/trig.hpp"

namespace hp {

// PlayerTwistFrames: the rider's picture by (angle + $B) / $16.
inline constexpr uint8_t TWIST_RIDE_FRAMES[12] = {0x55, 0x59, 0x5A, 0x5B, 0x5A, 0x59,
                                                  0x55, 0x56, 0x57, 0x58, 0x57, 0x56};

// Bytes of the rider slot (aux).
inline uint32_t twist_ride_byte(const ObjectBatch& o, size_t k, int n) { return (uint32_t(o.aux[k]) >> (8 * n)) & 0xFF; }
inline void twist_ride_set_byte(ObjectBatch& o, size_t k, int n, uint32_t v) {
    const uint32_t m = 0xFFu << (8 * n);
    o.aux[k] = int32_t((uint32_t(o.aux[k]) & ~m) | ((v & 0xFF) << (8 * n)));
}

// loc_3174C / loc_31AD6: let him go.
inline void twist_ride_let_go(Player& p, ObjectBatch& o, size_t k) {
    p.airborne = 1;
    p.object_control = 0;
    o.state[k] = ST_IDLE;
}

// loc_31764 (loc_3176A): the twist picture (never the duck frame).
inline void twist_ride_picture(Player& p, uint32_t angle) {
    p.mapping_frame = TWIST_RIDE_FRAMES[((angle + 0xB) & 0xFF) / 0x16];
    p.crouch_frame = 0;
}

// sub_3161A (shrink false) / sub_319AE (shrink true) for the player; obj_ysp
// is the object's y_vel.
inline void twist_ride(Player& p, ObjectBatch& o, size_t k, const Rules& r, int32_t obj_ysp, bool shrink) {
    if (o.state[k] != ST_CYL_RIDDEN) {
        if (!o.standing[k]) return;
        int32_t d = int16_t(uint16_t(pixel(p.x) - pixel(o.x[k])));
        twist_ride_set_byte(o, k, 0, 0);
        if (d < 0) {
            d = -d;
            twist_ride_set_byte(o, k, 0, 0x80);
        }
        twist_ride_set_byte(o, k, 1, uint32_t(d));
        p.xsp = p.ysp = p.gsp = 0;
        p.object_control = 3;
        p.xr = r.stand_xr;  // default_x_radius, default_y_radius
        p.yr = r.stand_yr;
        p.rolling = p.airborne = p.pushing = p.rolljump = 0;
        p.jumping = 0;
        p.anim = 0;
        o.state[k] = ST_CYL_RIDDEN;
        twist_ride_picture(p, twist_ride_byte(o, k, 0));
        return;
    }
    if (p.hurt || p.dead || p.crushed || p.drown) return twist_ride_let_go(p, o, k);  // routine >= 4
    if (!o.standing[k]) {
        o.state[k] = ST_IDLE;  // loc_3175E / loc_31AE8: object_control stays
        return;
    }
    if (shrink && twist_ride_byte(o, k, 1)) twist_ride_set_byte(o, k, 1, twist_ride_byte(o, k, 1) - 1);
    const uint32_t angle = twist_ride_byte(o, k, 0);
    const uint32_t depth = uint32_t((sin_of(r.sine, angle) + 0x100) >> 2) & 0xFF;
    twist_ride_set_byte(o, k, 2, depth);
    const int32_t word = int16_t(uint16_t((twist_ride_byte(o, k, 1) << 8) | depth));
    set_pixel_x(p, pixel(o.x[k]) + ((cos_of(r.sine, angle) * word) >> 16));
    twist_ride_set_byte(o, k, 0, angle + 2);
    p.gsp = 0;
    if (!p.airborne && std::abs(obj_ysp) >= 0x480) p.gsp = 0x800;
    if (p.buttons_pressed & BTN_J) {  // A, B or C
        p.jumping = 1;
        p.yr = 0xE;
        p.xr = 7;
        p.anim = 2;
        p.rolling = 1;
        p.ysp = int16_t(obj_ysp - 0x680);
        p.xsp = p.gsp = 0;
        return twist_ride_let_go(p, o, k);
    }
    twist_ride_picture(p, twist_ride_byte(o, k, 0));
}

}  // namespace hp
