// Hydrocity's hand launchers (issue 18): S3K `Obj_HCZHandLauncher` (S3 Set
// $3A, read in s3.asm; Sonic & Knuckles' copy, SK Set 1 $3A in sonic3k.asm,
// is the same routine), docs/kinds/s3k_takeover.md.
//
// The init: $32 = the layout Y, $30 = $50 (how far below it the hand is),
// and it falls through into loc_2F6D8 on the same frame. Each frame, its
// routine (state: idle and holding are loc_2F6D8 with $34 clear / set,
// throwing and returning loc_2F786 with the player held or not, $35):
//   loc_2F6D8: a player with x - (its x - $20) < $40 (unsigned, any y) is
//     near. Near and holding: $36 - 1 while not 0, else $30 - 8 while not
//     0, else loc_2F786 with $36 = 59; then sub_2F878. Near and not
//     holding: $36 = 19; $30 - 8 while above $18, else sub_2F878. Not near:
//     $30 + 8 until $50. Then y = $32 + $30 and SolidObjectTop (d1 = $20,
//     d3 = $11, d4 = its X).
//   loc_2F786: $36 - 1 while not 0 and sub_2F878; else at $30 = $50,
//     $34 = 0 and loc_2F6D8 next frame; else at $30 = $18 the throw
//     (sub_2F80C) and, but at $50, $30 + 8. Then y = $32 + $30, and
//     SolidObjectTop only while $30 <= $18.
//   sub_2F878 (the frame's Ctrl_1_pressed_logical): a held player who
//     presses A, B or C is let go: ground_vel = x_vel = $800 (negated when
//     X-flipped), y_vel = -$400, object_control 0, off the object, in the
//     air; $34 = 0 when nobody is held. A player standing on it (its
//     standing bit), within 8 px of its X (x + 8 - its x < 16 unsigned; any
//     x while holding) and with object_control 0 is grabbed: anim 0, radii
//     9 and $13 ($F for Tails: s3.asm tests "not Obj_Sonic", Sonic 3 having
//     no Knuckles; sonic3k.asm's copy, sub_30CF8, "Obj_Tails"; the copy is
//     otherwise the same routine, loc_30B58 ...), not rolling,
//     object_control 1, not pushing, x = its x - 2 (+ 2 when X-flipped),
//     ground_vel $1000 (negated), facing right (left); $34 set.
//   sub_2F80C, the throw: a held player gets ground_vel = x_vel = $1000
//     (negated when X-flipped), y_vel 0, anim 0, object_control 0, and is
//     off the object (on the ground: not in the air); one only standing on
//     it is put in the air, off it.
// object_control 1: his movement does not run (frame.cpp), his animation
// does (anim 0 at ground speed $1000: the run). No phase: it moves only
// near a player. aux holds $50 - $30 (0 at the init), timer $36.
#include <algorithm>

#include "../objects.hpp"

namespace hp {

namespace {

// The states (the registry's names).
enum HandState : uint8_t { HAND_IDLE = 0, HAND_HOLDING = 1, HAND_THROWING = 2, HAND_RETURNING = 3 };
// $30's bounds: its start (down), the lowest it rises to waiting, its throw point.
constexpr int32_t HAND_DOWN = 0x50, HAND_WAIT = 0x18, HAND_STEP = 8;

int32_t hand_offset(const ObjectBatch& o, size_t k) { return HAND_DOWN - o.aux[k]; }
void hand_set_offset(ObjectBatch& o, size_t k, int32_t v) { o.aux[k] = HAND_DOWN - v; }
bool hand_flipped(const ObjectBatch& o, size_t k) { return o.flags[k] & OF_XFLIP; }
int16_t hand_signed(const ObjectBatch& o, size_t k, int32_t v) { return int16_t(hand_flipped(o, k) ? -v : v); }

// Off the object: bclr d6,status(a0) and bclr #Status_OnObj.
void hand_drop(Player& p, ObjectBatch& o, size_t k) {
    o.standing[k] = 0;
    p.on_object = -1;
}

// sub_2F878 for the player; the state is holding or throwing when held.
void hand_grab_or_release(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const bool held = o.state[k] == HAND_HOLDING || o.state[k] == HAND_THROWING;
    if (held) {
        if (!(p.buttons_pressed & BTN_J)) return;
        hand_drop(p, o, k);
        p.gsp = p.xsp = hand_signed(o, k, 0x800);
        p.ysp = -0x400;
        p.object_control = 0;
        p.airborne = 1;
        o.state[k] = o.state[k] == HAND_HOLDING ? HAND_IDLE : HAND_RETURNING;  // $34 = 0 (read in loc_2F6D8 only)
        return;
    }
    if (!o.standing[k]) return;
    if (uint16_t(pixel(p.x) + 8 - pixel(o.x[k])) >= 16) return;  // $34 clear: nobody held
    if (p.object_control) return;
    p.anim = 0;
    p.yr = r.character == Character::Tails ? 0xF : 0x13;  // s3.asm: not Obj_Sonic (no Knuckles); sonic3k.asm: Obj_Tails
    p.xr = 9;
    p.rolling = 0;
    p.object_control = 1;
    p.pushing = 0;
    set_pixel_x(p, pixel(o.x[k]) + (hand_flipped(o, k) ? 2 : -2));
    p.gsp = hand_signed(o, k, 0x1000);
    p.facing_left = hand_flipped(o, k) ? 1 : 0;
    o.state[k] = o.state[k] == HAND_RETURNING ? HAND_THROWING : HAND_HOLDING;
}

// sub_2F80C: the throw.
void hand_throw(Player& p, ObjectBatch& o, size_t k) {
    if (o.state[k] == HAND_THROWING) {
        p.gsp = p.xsp = hand_signed(o, k, 0x1000);
        p.ysp = 0;
        p.anim = 0;
        p.object_control = 0;
        hand_drop(p, o, k);
        o.state[k] = HAND_RETURNING;
    } else if (o.standing[k]) {
        hand_drop(p, o, k);
        p.airborne = 1;
    }
}

// loc_2F6D8; true when SolidObjectTop runs.
bool hand_wait(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t off = hand_offset(o, k);
    if (uint16_t(pixel(p.x) - (pixel(o.x[k]) - 0x20)) >= 0x40) {
        if (off != HAND_DOWN) hand_set_offset(o, k, off + HAND_STEP);
        return true;
    }
    if (o.state[k] == HAND_HOLDING) {
        if (o.timer[k]) {
            --o.timer[k];
        } else if (off) {
            hand_set_offset(o, k, off - HAND_STEP);
        } else {
            o.state[k] = HAND_THROWING;  // loc_2F786 next frame, the player still held
            o.timer[k] = 59;
        }
    } else {
        o.timer[k] = 19;
        if (off > HAND_WAIT) {
            hand_set_offset(o, k, off - HAND_STEP);
            return true;
        }
    }
    hand_grab_or_release(p, o, k, r);
    return true;
}

// loc_2F786; true when SolidObjectTop runs.
bool hand_launch(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t off = hand_offset(o, k);
    if (o.timer[k]) {
        --o.timer[k];
        hand_grab_or_release(p, o, k, r);
    } else if (off == HAND_DOWN) {
        o.state[k] = HAND_IDLE;  // $34 = 0, loc_2F6D8 next frame
    } else {
        if (off == HAND_WAIT) hand_throw(p, o, k);
        hand_set_offset(o, k, off + HAND_STEP);
    }
    return hand_offset(o, k) <= HAND_WAIT;
}

}  // namespace

// ---- the kind s3k_hcz_hand_launcher (object_kinds.hpp) ----
SolidResult kind_update_s3k_hcz_hand_launcher(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const bool waiting = o.state[k] == HAND_IDLE || o.state[k] == HAND_HOLDING;
    const bool solid = waiting ? hand_wait(p, o, k, r) : hand_launch(p, o, k, r);
    set_object_y(o, k, o.y0[k] + hand_offset(o, k));
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    return solid ? platform_object(p, o, k, i, r, false) : SolidResult{};
}

// Idle, down and in place: its near window ($20 px either side) or
// SolidObjectTop's, the wider; else it moves every frame.
int32_t kind_busy_s3k_hcz_hand_launcher(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const bool rest = o.state[k] == HAND_IDLE && o.aux[k] == 0 && pixel(o.y[k]) == o.y0[k] + HAND_DOWN;
    return rest ? std::max<int32_t>(0x20, platform_reach(o, k, r)) : ALWAYS_BUSY;
}

}  // namespace hp
