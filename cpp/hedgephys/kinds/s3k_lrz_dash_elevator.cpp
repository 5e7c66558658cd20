// Lava Reef's dash elevators (issue 18): S&K `Obj_LRZDashElevator` (SK Set 2
// $1E), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm): docs/kinds/s3k_lrz2.md.
//
// Init (the frame it is loaded; it runs on into loc_42F78): width_pixels
// $20, $46 = Y; d0 = (subtype & $7F) << 3, the travel: the long $34 = d0 in
// its high word; d1 = $20 with subtype bit 7 (then $30's high word = $20),
// else 0. X-flipped (status bit 0, cleared): $30's high word = d0 - d1 and
// $46 - d0. So the long $30 (16.16) is its offset below $46.
// Every frame (loc_42F78), d5 = 0, then for Player_1 (flag byte $2E) and
// Player_2 ($2F; hedgephys has one player: its slot is empty, its flag
// stays 0) sub_4301C:
//   flag 0: when the player stands on it (its status bit, left by the last
//     frame's SolidObjectFull) in anim 9 (the spin dash): his X word = its
//     X, flag 1;
//   flag 1: in the air, or in an anim other than 2 (rolling) and 9: his
//     x_vel = 0, flag 0; else his X word = its X, his ground_vel steps $40
//     towards 0 (to 0 where it would cross), and
//     d5 += 8 + the high byte of his spin_dash_counter (add.b), negated
//     unless he faces left (Status_Facing).
// Then $30 += d5 (the word swapped into a long's high half, asr.l #3:
// d5 * $2000); negative: 0 (and d5 0); at or past $34 (unsigned): $34;
// Y = $46 + $30's high word; SolidObjectFull with d1 = $2B, d2 = 8, d3 = 9,
// d4 = X (it never moves sideways). The mapping frame and sound that follow
// change nothing for the player.
// State: ST_IDLE before the init, ST_LRZ_ELEVATOR_READY (flag 0),
// ST_LRZ_ELEVATOR_DRIVEN (flag 1); aux the long $30.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t ELEVATOR_RAISED = 0x20;  // moveq #$20,d1 (subtype bit 7)
constexpr int32_t ELEVATOR_BRAKE = 0x40;   // sub_4301C: ground_vel -+ $40
constexpr int32_t ELEVATOR_PUSH = 8;       // moveq #8,d0

// d0 of the init: the travel in pixels.
int32_t elevator_travel(const ObjectBatch& o, size_t k) { return int32_t(o.subtype[k] & 0x7F) << 3; }
// $46: the layout Y, less the travel when X-flipped.
int32_t elevator_top(const ObjectBatch& o, size_t k) {
    return int32_t(o.y0[k]) - ((o.flags[k] & OF_XFLIP) ? elevator_travel(o, k) : 0);
}

}  // namespace

// ---- the kind s3k_lrz_dash_elevator (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_dash_elevator(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    const int32_t travel = elevator_travel(o, k), raised = (o.subtype[k] & 0x80) ? ELEVATOR_RAISED : 0;
    if (o.state[k] == ST_IDLE) {  // Obj_LRZDashElevator: $30's high word
        const int32_t start = (o.flags[k] & OF_XFLIP) ? travel - raised : raised;
        o.aux[k] = int32_t(uint32_t(start) << 16);
        o.state[k] = ST_LRZ_ELEVATOR_READY;
    }
    int32_t d5 = 0;
    const int32_t ox = pixel(o.x[k]);
    if (o.state[k] == ST_LRZ_ELEVATOR_READY) {  // sub_4301C, flag 0
        if (o.standing[k] && p.anim == r.anim->id.spindash) {
            set_pixel_x(p, ox);
            o.state[k] = ST_LRZ_ELEVATOR_DRIVEN;
        }
    } else if (p.airborne || (p.anim != r.anim->id.roll && p.anim != r.anim->id.spindash)) {  // loc_4303A
        p.xsp = 0;
        o.state[k] = ST_LRZ_ELEVATOR_READY;
    } else {  // loc_4305E
        set_pixel_x(p, ox);
        const uint16_t gv = uint16_t(p.gsp);
        if (gv != 0) {
            if (gv & 0x8000) p.gsp = int16_t(gv + ELEVATOR_BRAKE >= 0x10000 ? 0 : gv + ELEVATOR_BRAKE);  // bcc
            else p.gsp = int16_t(gv < ELEVATOR_BRAKE ? 0 : gv - ELEVATOR_BRAKE);
        }
        const int32_t push = uint8_t(ELEVATOR_PUSH + (p.spindash_counter >> 8));  // add.b: the word's high byte
        d5 = p.facing_left ? push : -push;
    }
    // loc_42F78: swap d5, asr.l #3, added to the long $30, then the clamps
    uint32_t pos = uint32_t(o.aux[k]) + (uint32_t(int32_t(int16_t(d5))) << 13);
    const uint32_t max = uint32_t(travel) << 16;  // $34
    if (pos & 0x80000000u) pos = 0;               // bpl
    if (pos >= max) pos = max;                    // blo: unsigned
    o.aux[k] = int32_t(pos);
    set_object_y(o, k, elevator_top(o, k) + int32_t(int16_t(uint16_t(pos >> 16))));
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Driven, or before its init: busy; waiting, its solid window (a player in
// the spin dash must stand on it).
int32_t kind_busy_s3k_lrz_dash_elevator(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.state[k] == ST_LRZ_ELEVATOR_READY ? o.cx[k] : ALWAYS_BUSY;
}

}  // namespace hp
