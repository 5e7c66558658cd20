// Sky Sanctuary's swinging carriers (issue 18): S&K `Obj_SSZSwingingCarrier`
// (SK Set 2 $75) of subtype bit 7 clear, read in sonic3k.asm (not in the
// checkout; a public copy, murshies/skdisasm: loc_46172, loc_46216,
// loc_462C2, sub_46324, loc_4634A, loc_4639A, loc_463FC,
// Gradual_SwingOffset). docs/kinds/s3k_soz2.md.
//
// Three objects the game runs one after another each frame:
//   the pivot (loc_46172): its angle $20 = $41 + Gradual_SwingOffset with
//     d0 = $20000, d1 = $821 over $2E, $32, $36 (all 0 at load: its phase
//     is the load frame's, frame 0);
//   the chain (loc_46216): (subtype & 3) + 6 links from the pivot's
//     position, each (cos, sin) of the angle byte (GetSineCosine) << 12
//     further, summed as 16.16 longs from the pivot's x (and its y with the
//     fraction cleared);
//   the carrier (loc_462C2): at the last link's pixel position, $C px
//     lower; SolidObjectFull with d1 $23, d2 8, d3 8 (the kind's cx, hj,
//     hs) and d4 = that new x (a rider is not carried by it: he is held).
// Then sub_46324 for the player (Player_1): not held: a player held by an
// object or hurt or dead is left alone; standing on it, he is held
// (loc_4634A: object_control 1, x and y and ground speeds 0, spin dash
// flag 0, rolling, anim 2, radii $E / 7); else a side or bottom touch of
// this solid call hurts him as the spikes do (sub_24280). Held (also the
// frame he is taken): his x = its x, his y = its y - $C; a press of A, B or
// C lets him go: y_vel -$680, object_control 0, in the air, jumping 1 (the
// next solid call lets him off). Subtype bit 7 (a pivot turning 1 a frame
// and a floor check that drops him at $800, SonicOnObjHitFloor) is not
// placed.
//   state: free, holding; aux: $32; phase: $2E; timer: $36 (bit 8).
#include "../animation.hpp"
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t CARRIER_SPEED = 0x20000;   // move.l #$20000,d0
constexpr int32_t CARRIER_BRAKE = 0x821;     // move.l #$821,d1
constexpr int32_t CARRIER_ANGLE = 0x41;      // addi.w #$41,d0
constexpr int32_t CARRIER_LINKS = 6;         // addq.w #6,d0 (subtype & 3 more)
constexpr int32_t CARRIER_DROP = 0xC;        // addi.w #$C,d0; subi.w #$C,d0
constexpr int16_t CARRIER_JUMP = -0x680;     // move.w #-$680,y_vel(a1)
constexpr int32_t CARRIER_GOING_UP = 0x100;  // timer bit: $36 set

// Gradual_SwingOffset (as kinds/s3k_ssz_elevator_bar.cpp's): the offset's high word.
int32_t carrier_swing(ObjectBatch& o, size_t k) {
    const bool up = (o.timer[k] & CARRIER_GOING_UP) != 0;
    const int32_t speed = o.phase[k];
    const int32_t off = int32_t(uint32_t(o.aux[k]) + uint32_t(speed));
    o.aux[k] = off;
    if (up ? off >= 0 : off <= 0) {
        o.phase[k] = up ? CARRIER_SPEED : -CARRIER_SPEED;
        o.aux[k] = 0;
        o.timer[k] = up ? 0 : CARRIER_GOING_UP;
    } else {
        o.phase[k] = int32_t(uint32_t(speed) - uint32_t(up ? -CARRIER_BRAKE : CARRIER_BRAKE));
    }
    return int16_t(uint16_t(uint32_t(o.aux[k]) >> 16));
}

// loc_46216 and loc_462C2's position: the last link, $C px lower.
void carrier_place(ObjectBatch& o, size_t k, const Rules& r) {
    const uint32_t angle = uint32_t(carrier_swing(o, k) + CARRIER_ANGLE);
    const int16_t* table = r.sine;  // GetSineCosine
    const int32_t n = (o.subtype[k] & 3) + CARRIER_LINKS;
    const uint32_t dx = uint32_t(cos_of(table, angle)) << 12, dy = uint32_t(sin_of(table, angle)) << 12;
    const uint32_t x = (uint32_t(o.x0[k]) << 16) + uint32_t(n) * dx;  // move.l x_pos(a0),d3 (no fraction)
    const uint32_t y = (uint32_t(o.y0[k]) << 16) + uint32_t(n) * dy;  // y_pos, clr.w d2
    set_object_x(o, k, int32_t(x >> 16));
    set_object_y(o, k, int32_t(uint16_t(y >> 16)) + CARRIER_DROP);
}

// sub_46324 for the player.
void carrier_player(Player& p, ObjectBatch& o, size_t k, const Rules& r, uint8_t contact) {
    if (o.state[k] != ST_CARRIER_HOLDING) {
        if (p.object_control || p.hurt || p.dead || p.crushed) return;  // routine 4 or more
        if (!o.standing[k]) {
            if (contact == CONTACT_SIDE || contact == CONTACT_BOTTOM) spike_hurt(p, o, k, r);  // andi.w #5,d6
            return;
        }
        o.state[k] = ST_CARRIER_HOLDING;  // loc_4634A
        p.object_control = 1;
        p.ysp = p.xsp = p.gsp = 0;
        p.spindash = 0;
        p.rolling = 1;
        p.anim = r.anim->id.roll;
        p.yr = 0xE;
        p.xr = 7;
    }
    set_pixel_x(p, pixel(o.x[k]));  // loc_4639A
    set_pixel_y(p, pixel(o.y[k]) - CARRIER_DROP);
    if (!(p.buttons_pressed & BTN_J)) return;  // A, B or C (loc_463FC)
    o.state[k] = ST_IDLE;
    p.ysp = CARRIER_JUMP;
    p.object_control = 0;
    if (!p.airborne) p.events |= EV_LEFT_GROUND;
    p.airborne = 1;
    p.jumping = 1;
}

}  // namespace

// ---- the kind s3k_ssz_swinging_carrier (object_kinds.hpp): loc_46172, loc_46216, loc_462C2 ----
SolidResult kind_update_s3k_ssz_swinging_carrier(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                 const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    carrier_place(o, k, r);
    o.x_prev[k] = pixel(o.x[k]);  // d4 = the new x_pos
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    carrier_player(p, o, k, r, res.contact);
    return res;
}

// It swings by itself every frame.
int32_t kind_busy_s3k_ssz_swinging_carrier(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

}  // namespace hp
