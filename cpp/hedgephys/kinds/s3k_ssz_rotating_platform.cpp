// Sky Sanctuary's rotating platforms (issue 18): S&K `Obj_SSZRotatingPlatform`
// (SK Set 2 $76), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm: loc_45E2E, sub_45E6E, loc_45E90, loc_45F10, loc_45F3A,
// loc_45F74, loc_45FB8, loc_45FE4, loc_46042). docs/kinds/s3k_soz2.md.
//
// The game's two objects, one kind each way (parameter lower):
//   the column (lower 0, loc_45E2E): SolidObjectTop with d1 $10, d3 $21 (the
//     kind's width, stand_height) at its layout position, then sub_45E6E:
//     a player its standing bit holds becomes "stood" ($2E.w = $100); the
//     next frame, still standing (or once held), he is held (loc_45E90:
//     x_vel and ground speed 0, spin dash flag 0, anim 0, not rolling,
//     object_control 3) and moved 1 px toward its x each frame;
//   the platform (lower 1, loc_45F10 / loc_45F3A): $30 px lower,
//     SolidObjectTop with d1 $B + width_pixels ($60, $A0 with subtype bit
//     0) and d3 $11; a player standing on it is "stood" ($2E.w = $1FF, the
//     radius 4(a3) = |his x - its x|, the angle 2(a3) = 0, $80 left of its
//     x); the next frame, still standing (or once held), he is held
//     (loc_45FE4, as the column's) and turned round it (loc_46042): angle
//     + 2, the radius + 1 while below $14, his x = its x + (cos(angle) *
//     radius) asr 8.
// Held, a press of A, B or C lets him go: y_vel -$680, object_control 0,
// rolling, in the air, jumping 1, anim 2, radii $E / 7 (the next solid call
// lets him off it). A stood player who is no longer standing is let be.
// The sprite work (Animate_Sprite, the mapping frames and priorities it
// gives him) touches no player.
//   state: free, stood, holding; aux: the angle 2(a3); timer: the radius 4(a3).
#include "../animation.hpp"
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int16_t ROT_JUMP = -0x680;     // move.w #-$680,y_vel(a1)
constexpr int32_t ROT_RADIUS = 0x14;     // cmpi.w #$14,4(a3)
constexpr int32_t ROT_TURN = 2;          // addq.b #2,2(a3)
constexpr int32_t ROT_LEFT = 0x80;       // moveq #-$80,d1

bool rot_lower(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }

// loc_45E90 / loc_45FE4; true while he stays held.
bool rot_hold(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    o.state[k] = ST_ROT_HOLDING;  // st (a3)
    p.xsp = 0;
    p.gsp = 0;
    p.spindash = 0;
    p.anim = 0;
    p.rolling = 0;  // bclr #Status_Roll
    p.object_control = 3;
    if (!(p.buttons_pressed & BTN_J)) return true;  // A, B or C
    o.state[k] = ST_IDLE;
    p.ysp = ROT_JUMP;
    p.object_control = 0;
    p.rolling = 1;
    if (!p.airborne) p.events |= EV_LEFT_GROUND;
    p.airborne = 1;
    p.jumping = 1;
    p.anim = r.anim->id.roll;
    p.yr = 0xE;
    p.xr = 7;
    return false;
}

// sub_45E6E / loc_45F74 for the player.
void rot_player(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t ox = pixel(o.x[k]), px = pixel(p.x);
    if (o.state[k] == ST_IDLE) {
        if (!o.standing[k]) return;
        o.state[k] = ST_ROT_STOOD;
        if (rot_lower(o, k)) {  // loc_45FB8
            const int16_t d = int16_t(uint16_t(px - ox));
            o.timer[k] = d < 0 ? int32_t(uint16_t(-d)) : d;
            o.aux[k] = d < 0 ? ROT_LEFT : 0;
        }
        return;
    }
    if (o.state[k] == ST_ROT_STOOD && !o.standing[k]) {  // clr.b (a3)
        o.state[k] = ST_IDLE;
        return;
    }
    if (!rot_hold(p, o, k, r)) return;
    if (!rot_lower(o, k)) {  // loc_45EEE: 1 px toward its x
        const int16_t d = int16_t(uint16_t(px - ox));
        if (d != 0) set_pixel_x(p, px + (d < 0 ? 1 : -1));
        return;
    }
    o.aux[k] = (o.aux[k] + ROT_TURN) & 0xFF;  // loc_46042
    if (uint16_t(o.timer[k]) < ROT_RADIUS) ++o.timer[k];
    const int32_t c = cos_of(r.sine, uint32_t(o.aux[k]));  // GetSineCosine
    set_pixel_x(p, ox + ((c * int16_t(uint16_t(o.timer[k]))) >> 8));  // muls.w; asr.l #8; add.w x_pos
}

}  // namespace

// ---- the kind s3k_ssz_rotating_platform (object_kinds.hpp): loc_45E2E / loc_45F3A ----
SolidResult kind_update_s3k_ssz_rotating_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                  const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SolidResult res = platform_at_rest(p, o, k, i, r);  // d4 = x_pos (it never moves), SolidObjectTop
    rot_player(p, o, k, r);
    return res;
}

// Free: its top's reach; a player stood on or held keeps it busy.
int32_t kind_busy_s3k_ssz_rotating_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return o.state[k] == ST_IDLE ? platform_reach(o, k, r) : ALWAYS_BUSY;
}

}  // namespace hp
