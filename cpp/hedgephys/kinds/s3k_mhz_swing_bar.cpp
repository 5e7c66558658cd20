// Mushroom Hill's vertical swing bars (issue 18): S&K `Obj_MHZSwingBarVertical`
// (SK Set 2 $0C), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm: loc_3F08C, sub_3F0D8, sub_3F11C, byte_3F156, loc_3F166,
// loc_3F17A, loc_3F1C8, loc_3F246). docs/kinds/s3k_soz2.md.
//
// Each frame (loc_3F08C): SolidObjectTop with d1 = width_pixels 4, d3 $21
// (the kind's width, stand_height), d4 = its x; then sub_3F0D8 for the
// player (Player_1):
//   free: a wait 2(a2), when not 0, goes down and nothing else happens this
//     frame. Else (loc_3F252) a player on the ground (air bit clear), held
//     by no object, not hurt or dead, running at x speed $400 or more with
//     x - its x - $10 below $18 (or at -$400 or less with x - its x + $28
//     below $18) and y - its y + $20 below $40 (unsigned words) is taken:
//     x, y and ground speeds 0, radii back to standing (a rolling player
//     also not rolling, his y moved by the radii's difference), his x = its
//     x + $12 (- $12 from the right), anim 0, object_control 3, the swing
//     4(a2) = 8;
//   held: hurt or dead, he is let go; a press of A, B or C lets him go with
//     y_vel -$500 (-$200 under water). Let go (loc_3F17A): a wait of 30
//     frames (60 under water), object_control bits 0-1 cleared, in the air,
//     jumping 1, radii $E / 7, anim 2, rolling, not rolljump. Else, with
//     the swing at $F8 he is flung (loc_3F1C8): anim 0, a wait of 8, his x
//     its x, x_vel $1000 facing right (-$1000 facing left from the right),
//     move_lock 15, ground speed = x_vel, jumping 0, spin dash flag 0,
//     routine 2, not rolljump, double_jump_flag 0 (he stays on the ground).
//     Otherwise the swing + 8 and his x = its x + byte_3F156[swing >> 4]
//     (negated from the right: the render flag the grab set, which his
//     stopped animation keeps).
// The forced scroll while held (Scroll_force_positions) and his mapping
// frames move only the camera and the picture.
//   state: free, holding; aux: the swing 4(a2) (bits 0-7), from the right
//   (bit 8); timer: the wait 2(a2).
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t SWING_SPEED = 0x400;              // cmpi.w #$400 / #-$400
constexpr int32_t SWING_REACH = 0x18;               // cmpi.w #$18,d0
constexpr int32_t SWING_NEAR = 0x10, SWING_FAR = 0x28;  // subi.w #$10 / addi.w #$28
constexpr int32_t SWING_Y = 0x20, SWING_H = 0x40;   // addi.w #$20; cmpi.w #$40
constexpr int32_t SWING_HANG = 0x12;                // moveq #$12,d2
constexpr int32_t BAR_SWING_START = 8, BAR_SWING_STEP = 8, BAR_SWING_END = 0xF8;
constexpr int32_t SWING_FROM_RIGHT = 0x100;
constexpr int16_t SWING_JUMP = -0x500, SWING_JUMP_WATER = -0x200;
constexpr int32_t SWING_WAIT = 30, SWING_WAIT_WATER = 60, SWING_WAIT_FLING = 8;
constexpr int16_t SWING_FLING = 0x1000;
constexpr uint16_t SWING_LOCK = 15;
// byte_3F156: his x from its x, by the swing's high nibble.
constexpr int8_t SWING_X[16] = {0x12, 0x12, 4, 4, 4, -0xA, -0xA, -0xA, -0x12, -0x12, -0x12, -0x12, -0x12, 0xA, 0xA, 0xA};

// loc_3F17A.
void swing_let_go(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    o.state[k] = ST_IDLE;
    o.timer[k] = p.underwater ? SWING_WAIT_WATER : SWING_WAIT;
    p.object_control = uint8_t(p.object_control & 0xFC);
    if (!p.airborne) p.events |= EV_LEFT_GROUND;
    p.airborne = 1;
    p.jumping = 1;
    p.yr = 0xE;  // move.b #$E,y_radius(a1)
    p.xr = 7;
    p.anim = r.anim->id.roll;
    p.rolling = 1;
    p.rolljump = 0;
}

// loc_3F1C8.
void swing_fling(Player& p, ObjectBatch& o, size_t k) {
    const bool from_right = (o.aux[k] & SWING_FROM_RIGHT) != 0;
    p.anim = 0;  // move.w #0,anim(a1)
    p.prev_anim = 0;
    o.state[k] = ST_IDLE;
    o.timer[k] = SWING_WAIT_FLING;
    p.object_control = uint8_t(p.object_control & 0xFC);
    set_pixel_x(p, pixel(o.x[k]));
    p.xsp = from_right ? int16_t(-SWING_FLING) : SWING_FLING;
    p.facing_left = from_right ? 1 : 0;
    p.control_lock = SWING_LOCK;
    p.gsp = p.xsp;
    p.jumping = 0;
    p.spindash = 0;
    p.hurt = 0;  // move.b #2,routine(a1)
    p.crushed = 0;
    p.rolljump = 0;
    p.double_jump_flag = 0;
}

// loc_3F252: the grab.
void swing_grab(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t ox = pixel(o.x[k]), px = pixel(p.x);
    int32_t hang;
    if (p.xsp < 0) {
        if (p.xsp > -SWING_SPEED || uint16_t(px - ox + SWING_FAR) >= SWING_REACH) return;
        hang = -SWING_HANG;
    } else {
        if (p.xsp < SWING_SPEED || uint16_t(px - ox - SWING_NEAR) >= SWING_REACH) return;
        hang = SWING_HANG;
    }
    if (uint16_t(pixel(p.y) - pixel(o.y[k]) + SWING_Y) >= SWING_H) return;
    if (p.hurt || p.dead || p.crushed || p.object_control || p.airborne) return;
    p.xsp = p.ysp = p.gsp = 0;
    const int32_t old_yr = p.yr;
    p.yr = r.stand_yr;  // default_y_radius, default_x_radius
    p.xr = r.stand_xr;
    if (p.rolling) {  // bclr #Status_Roll; beq
        p.rolling = 0;
        set_pixel_y(p, pixel(p.y) + int8_t(uint8_t(old_yr - r.stand_yr)));
    }
    set_pixel_x(p, ox + hang);
    p.anim = 0;
    p.object_control = 3;
    o.aux[k] = BAR_SWING_START | (hang < 0 ? SWING_FROM_RIGHT : 0);
    o.state[k] = ST_BAR_HOLDING;
}

// sub_3F0D8 for the player.
void swing_player(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] != ST_BAR_HOLDING) {  // loc_3F246
        if (o.timer[k]) {
            --o.timer[k];
            return;
        }
        swing_grab(p, o, k, r);
        return;
    }
    if (p.hurt || p.dead || p.crushed) {  // routine 4 or more
        swing_let_go(p, o, k, r);
        return;
    }
    if (p.buttons_pressed & BTN_J) {  // A, B or C
        p.ysp = p.underwater ? SWING_JUMP_WATER : SWING_JUMP;
        swing_let_go(p, o, k, r);
        return;
    }
    const int32_t swing = o.aux[k] & 0xFF;
    if (swing == BAR_SWING_END) {
        swing_fling(p, o, k);
        return;
    }
    const int32_t next = (swing + BAR_SWING_STEP) & 0xFF;
    o.aux[k] = (o.aux[k] & SWING_FROM_RIGHT) | next;
    const int32_t dx = SWING_X[next >> 4];
    set_pixel_x(p, pixel(o.x[k]) + ((o.aux[k] & SWING_FROM_RIGHT) ? -dx : dx));  // sub_3F11C
}

}  // namespace

// ---- the kind s3k_mhz_swing_bar (object_kinds.hpp): loc_3F08C ----
SolidResult kind_update_s3k_mhz_swing_bar(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SolidResult res = platform_at_rest(p, o, k, i, r);  // d4 = x_pos (it never moves), SolidObjectTop
    swing_player(p, o, k, r);
    return res;
}

// Free with no wait: its grab box ($28 px either side, wider than its top);
// holding or waiting it changes by itself.
int32_t kind_busy_s3k_mhz_swing_bar(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] != ST_IDLE || o.timer[k] != 0) return ALWAYS_BUSY;
    const int32_t reach = platform_reach(o, k, r);
    return reach > SWING_FAR ? reach : SWING_FAR;
}

}  // namespace hp
