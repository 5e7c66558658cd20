// Death Egg's lift pads (issue 18): SK Set 2 $4E `Obj_DEZLiftPad`, read in
// sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm).
// docs/kinds/s3k_dez.md.
//
// A top solid (SolidObjectTop, d1 $18, d3 9, d4 its x before the frame's
// move: a rider is carried by its motion, loc_47440) at the end of a chain of
// n = subtype & $F links from its layout point (x0, y0), swung by an angle
// word W (the angle byte its high byte). Each frame (sub_4757A):
// * a cooldown $34 counts down while the first player does not stand on it;
// * else, stopped ($31 = 0), it waits for the first player to stand on it,
//   then sets $31 and swings that frame: going out ($30 = 0) the speed $32 +
//   8, W + $32, $31 cleared when $32 reaches 0, $30 set once the angle byte is
//   $20 or more; coming back ($30 = 1) $32 - 8, W + $32, the cooldown 30 when
//   $32 reaches 0, $30 cleared once the angle byte is below $20.
// Its position (sub_4748E) is a function of the angle byte a: d = a, -a with
// subtype bit 4 (then + $C0 with bit 5), -a + $40 with bit 5 alone; d + $80,
// then -d + $80 when X-flipped; with GetSineCosine's sine s and cosine c of d,
// a step of (s << 16) >> 4 and (c << 16) >> 4 taken n + 1 times: y = y0 +
// the high word of (n + 1) * (s << 12), x = x0 + that of (n + 1) * (c << 12)
// - $20 (+ $20 when X-flipped). n < 2 leaves it where it is. Only the first
// player's standing bit drives it (a batch environment's player). State:
// W in phase, $32 in aux, the cooldown in timer, $31 | $30 << 1 in state.
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t DEZ_LIFT_ACC = 8, DEZ_LIFT_TURN = 0x20, DEZ_LIFT_COOLDOWN = 30;
constexpr uint8_t DEZ_LIFT_ON = 1, DEZ_LIFT_BACK = 2;  // $31, $30

uint8_t dez_lift_angle(const ObjectBatch& o, size_t k) { return uint8_t(uint16_t(o.phase[k]) >> 8); }

// sub_4757A.
void dez_lift_swing(ObjectBatch& o, size_t k) {
    const bool stood = o.standing[k] != 0;  // btst #p1_standing_bit
    if (o.timer[k] != 0) {
        if (!stood) --o.timer[k];
        return;
    }
    if (!(o.state[k] & DEZ_LIFT_ON)) {
        if (!stood) return;
        o.state[k] |= DEZ_LIFT_ON;
    }
    const bool back = (o.state[k] & DEZ_LIFT_BACK) != 0;
    const int16_t speed = int16_t(o.aux[k] + (back ? -DEZ_LIFT_ACC : DEZ_LIFT_ACC));
    o.aux[k] = speed;
    o.phase[k] = uint16_t(uint16_t(o.phase[k]) + uint16_t(speed));
    if (speed == 0) {
        if (back) o.timer[k] = DEZ_LIFT_COOLDOWN;
        else o.state[k] &= uint8_t(~DEZ_LIFT_ON);
    }
    const bool far = dez_lift_angle(o, k) >= DEZ_LIFT_TURN;
    if (!back && far) o.state[k] |= DEZ_LIFT_BACK;
    if (back && !far) o.state[k] &= uint8_t(~DEZ_LIFT_BACK);
}

// sub_4748E's position for the angle byte.
void dez_lift_place(ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t n = o.subtype[k] & 0xF;
    if (n < 2) return;  // subq.w #2,d6 / bcs
    const uint8_t s = o.subtype[k];
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    int32_t d = dez_lift_angle(o, k);
    if (s & 0x10) d = (s & 0x20) ? d + 0xC0 : -d;
    else if (s & 0x20) d = -d + 0x40;
    d += 0x80;
    if (flip) d = -d + 0x80;
    const int64_t sy = int64_t(sin_of(r.sine, uint32_t(d))) << 12, cx = int64_t(cos_of(r.sine, uint32_t(d))) << 12;
    const int32_t dy = int32_t(int16_t(uint32_t(int32_t((n + 1) * sy)) >> 16));
    const int32_t dx = int32_t(int16_t(uint32_t(int32_t((n + 1) * cx)) >> 16));
    set_object_y(o, k, o.y0[k] + dy);
    set_object_x(o, k, o.x0[k] + dx + (flip ? 0x20 : -0x20));
}

}  // namespace

// ---- the kind s3k_dez_lift_pad (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_lift_pad(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    dez_lift_swing(o, k);
    dez_lift_place(o, k, r);
    return platform_object(p, o, k, i, r);  // SolidObjectTop, d1 $18, d3 9, carried by the move
}

// Busy by itself while it swings or cools down, and on its first update,
// which moves it from its layout point (x0, y0: a chain of n >= 2 links never
// leaves it there); at rest, the landing window about wherever it is,
// widened by the farthest its position lies from x0.
int32_t kind_busy_s3k_dez_lift_pad(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] != 0 || o.timer[k] != 0) return ALWAYS_BUSY;
    const bool unplaced = uint16_t(pixel(o.x[k])) == o.x0[k] && uint16_t(pixel(o.y[k])) == o.y0[k];
    if (unplaced && (o.subtype[k] & 0xF) >= 2) return ALWAYS_BUSY;
    return platform_reach(o, k, r) + ((o.subtype[k] & 0xF) + 1) * 0x10 + 0x20;  // |c| <= $100
}

}  // namespace hp
