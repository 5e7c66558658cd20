// Carnival Night's cannons (issue 18): S3K `Obj_CNZCannon` (S3 Set and SK
// Set 1 $42, read in s3.asm), docs/kinds/s3k_cnz.md.
//
// Init: the barrel's frame (sub2_mapframe) 4, its angle 0; $34 (the state:
// ready, turning, fired, returning) 0. Each frame (loc_307B2): sub_307EC by
// the state, then the player's slot (sub_308B4, $30: the aux's low byte,
// its timer $32 the next byte):
//   ready: SolidObjectTop with d1 = $10 (width, aw), d3 = $29 (surface,
//     hs), d4 = its X (a player with object_control bit 7 who is not
//     standing on it is skipped, loc_1C100);
//   turning, returning: frame = (sin(angle) + $120) >> 6 (lsr.w), then the
//     angle + 2; returning ends (ready) when the frame is 4;
//   fired: $36 (timer) - 1; below 0: returning (the smoke is drawn only).
// The slot:
//   0: a standing bit set is cleared and the player taken: not on the
//     object, x = its x, x_vel = y_vel = ground_vel = 0, object_control
//     $81, rolling, in the air, radii $E and 7, anim 2 (slot 1);
//   1: y += y_vel << 8 (16.16, the speed of before), y_vel + $38; once he
//     is below its y (unsigned pixel words) his y is its y, anim $1C (slot 2);
//   2: the cannon starts turning (the slot word $200: no second player),
//     and a press of A, B or C (the frame's pressed byte) fires: the angle
//     (frame << 4) + $80 (a byte), x_vel = ground_vel = cos << 4, y_vel =
//     sin << 4, x = its x, y = its y - $18, object_control 0, in the air,
//     jumping 0, anim 2; the cannon fired with $36 = $F; slot 3, timer 8;
//   3: the timer - 1; at 0, slot 0.
// object_control $81: his movement does not run (bit 0, frame.cpp) nor his
// touch response (bits $A0, hitbox.cpp). No phase: it acts only on a rider.
// phase: bits 0-7 the angle, bits 8-15 the frame XOR 4 (0 at the init).
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

uint32_t cannon_frame(const ObjectBatch& o, size_t k) { return ((uint32_t(o.phase[k]) >> 8) & 0xFF) ^ 4; }

// sub_307EC's turn (loc_30804 / loc_3088E): the frame from the angle, the angle + 2.
uint32_t cannon_turn(ObjectBatch& o, size_t k, const Rules& r) {
    const uint32_t angle = uint32_t(o.phase[k]) & 0xFF;
    const uint32_t frame = (uint32_t(sin_of(r.sine, angle) + 0x120) & 0xFFFF) >> 6;
    o.phase[k] = int32_t(((frame ^ 4) << 8) | ((angle + 2) & 0xFF));
    return frame;
}

void cannon_barrel(ObjectBatch& o, size_t k, const Rules& r) {
    switch (o.state[k]) {
        case ST_CANNON_TURNING: cannon_turn(o, k, r); break;
        case ST_CANNON_FIRED:
            if (--o.timer[k] < 0) o.state[k] = ST_CANNON_RETURNING;
            break;
        case ST_CANNON_RETURNING:
            if (cannon_turn(o, k, r) == 4) o.state[k] = ST_IDLE;
            break;
        default: break;
    }
}

void cannon_set_slot(ObjectBatch& o, size_t k, uint32_t slot, uint32_t timer) {
    o.aux[k] = int32_t(slot | (timer << 8));
}

// sub_308B4 for the player.
void cannon_slot(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const uint32_t slot = uint32_t(o.aux[k]) & 0xFF;
    if (slot == 0) {
        if (!o.standing[k]) return;
        o.standing[k] = 0;  // bclr d6,status(a0); bclr #Status_OnObj
        p.on_object = -1;
        set_pixel_x(p, pixel(o.x[k]));
        p.xsp = p.ysp = p.gsp = 0;
        p.object_control = 0x81;
        p.rolling = p.airborne = 1;
        p.yr = 0xE;
        p.xr = 7;
        p.anim = 2;
        cannon_set_slot(o, k, 1, 0);
        return;
    }
    if (slot == 1) {
        const int32_t v = p.ysp;
        p.ysp = int16_t(p.ysp + 0x38);
        p.y += uint32_t(v * 256);
        if (uint16_t(pixel(o.y[k])) >= uint16_t(pixel(p.y))) return;
        set_pixel_y(p, pixel(o.y[k]));
        p.anim = 0x1C;
        cannon_set_slot(o, k, 2, 0);
        return;
    }
    if (slot == 2) {
        if (o.state[k] != ST_CANNON_FIRED) {
            o.state[k] = ST_CANNON_TURNING;  // $30 = $200
            if (!(p.buttons_pressed & BTN_J)) return;
        }
        const uint32_t angle = ((cannon_frame(o, k) << 4) + 0x80) & 0xFF;
        p.xsp = p.gsp = int16_t(cos_of(r.sine, angle) * 16);
        p.ysp = int16_t(sin_of(r.sine, angle) * 16);
        set_pixel_x(p, pixel(o.x[k]));
        set_pixel_y(p, pixel(o.y[k]) - 0x18);
        p.object_control = 0;
        p.airborne = 1;
        p.jumping = 0;
        p.anim = 2;
        o.state[k] = ST_CANNON_FIRED;
        o.timer[k] = 0xF;
        cannon_set_slot(o, k, 3, 8);
        return;
    }
    const uint32_t timer = ((uint32_t(o.aux[k]) >> 8) - 1) & 0xFF;  // loc_309C6
    cannon_set_slot(o, k, timer ? 3 : 0, timer);
}

}  // namespace

// ---- the kind s3k_cnz_cannon (object_kinds.hpp) ----
SolidResult kind_update_s3k_cnz_cannon(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    SolidResult res;
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    if (o.state[k] == ST_IDLE) {
        if (o.standing[k] || !(p.object_control & 0x80)) res = platform_object(p, o, k, i, r, false);
    } else {
        cannon_barrel(o, k, r);
    }
    cannon_slot(p, o, k, r);
    return res;
}

// Ready with an empty slot: SolidObjectTop's window; else it acts every frame.
int32_t kind_busy_s3k_cnz_cannon(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return o.state[k] == ST_IDLE && (o.aux[k] & 0xFF) == 0 ? platform_reach(o, k, r) : ALWAYS_BUSY;
}

}  // namespace hp
