// Sandopolis's spring vines (issue 18): S&K `Obj_SOZSpringVine` (SK Set 2
// $3F), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm: loc_40852, sub_40878, sub_4093E, loc_409BA, sub_40A08,
// byte_40AAA, word_408D4). docs/kinds/s3k_soz2.md.
//
// A vine at 45 degrees: a top-only sloped solid (SolidObjectTopSloped with
// d1 = $30 and one height byte per pixel, SolidObjSloped) whose $60 heights
// the object writes every frame into a RAM buffer from two words: $30, the
// rider's place along it (init $60), and $32, its sag (0 at rest, -$100
// under a rider). Its init moves it $28 px down (the placer's y).
// Each frame (loc_40852):
//   1. sub_40878: for the player (Player_1; Player_2 is not modelled) whose
//      standing bit the last solid call left set and whose x - its x + $30
//      is below $60 (unsigned; X-flipped: $5F minus that), sub_4093E sets
//      $30 to that place and the target sag to -$100 (else 0), and steps his
//      byte ($34): 0: -1 below place $3C (he came on at the low end), 1 at
//      or above it. -1: at or above $3C he is thrown. 1: his ground speed
//      loses $18 (X-flipped: gains $19, not.w of $18), and below $3C he is
//      thrown. The throw (loc_409BA): the byte 0, the wobble flag $36 set,
//      y_vel -$EF0, x_vel -$EF0 facing left (X-flipped: +$EF0 facing
//      right), in the air, off the object, jumping 0, anim $10, routine 2,
//      double_jump_flag 0. A player not standing has his byte cleared.
//      Then, wobbling ($36): $32 = word_408D4[$23 / 2], $23 + 2; at the
//      table's closing 0 the flag and $23 are cleared. Otherwise $32 steps
//      $40 toward the target.
//   2. sub_40A08, when $30 is not 0: with p = $30, D = $32, the table's
//      first p bytes climb from 0 by ((byte_40AAA[p] * D + p * 256) / p)
//      / 256 px a byte, the rest by (($6000 - that sum) / ($60 - p)) / 256,
//      in 16.16 steps (divs, truncated) summed with carries, each byte the
//      low byte of the sum's whole pixels. At $30 = 0 the buffer keeps what
//      was last written (by this vine: kept here as the last p, D used).
//   3. SolidObjectTopSloped (d1 = $30, d4 = its x: it never moves).
//   state: new (its init not run yet), still, low (byte -1), high (byte 1);
//   aux: $30 (low word), $32 (high word); phase: the (p, D) the buffer was
//   last written from, packed as aux; timer: $23 (bits 0-7), $36 (bit 8).
#include <algorithm>

#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t VINE_HALF = 0x30;            // move.w #$30,d1
constexpr int32_t VINE_LEN = 0x60;             // cmpi.w #$60,d0; $60 height bytes
constexpr int32_t VINE_TURN = 0x3C;            // cmpi.w #$3C,d0
constexpr int32_t VINE_SAG = -0x100;           // move.w #-$100,d4
constexpr int32_t VINE_SAG_STEP = 0x40;        // move.w #$40,d0 (sub_40878)
constexpr int32_t VINE_PUSH = 0x18;            // moveq #$18,d1 (loc_40996)
constexpr int16_t VINE_THROW = -0xEF0;         // loc_409BA
constexpr uint8_t VINE_THROW_ANIM = 0x10;      // move.b #$10,anim(a1)
constexpr int32_t VINE_WOBBLING = 0x100;       // timer bit: $36 set

// byte_40AAA, indexed by $30 (0 .. $61).
constexpr uint8_t VINE_DEPTHS[0x62] = {
    0x00, 0x00, 0x01, 0x01, 0x02, 0x03, 0x03, 0x04, 0x05, 0x05, 0x06, 0x07, 0x07, 0x08, 0x09, 0x09, 0x0A,
    0x0B, 0x0B, 0x0C, 0x0D, 0x0D, 0x0E, 0x0F, 0x0F, 0x10, 0x11, 0x11, 0x12, 0x13, 0x13, 0x14, 0x15, 0x15,
    0x16, 0x17, 0x17, 0x18, 0x19, 0x19, 0x1A, 0x1B, 0x1B, 0x1C, 0x1D, 0x1D, 0x1E, 0x1F, 0x1F, 0x20, 0x21,
    0x21, 0x22, 0x23, 0x23, 0x24, 0x25, 0x25, 0x26, 0x27, 0x27, 0x28, 0x27, 0x27, 0x26, 0x25, 0x24, 0x23,
    0x22, 0x21, 0x20, 0x1F, 0x1E, 0x1D, 0x1C, 0x1B, 0x1A, 0x19, 0x18, 0x17, 0x16, 0x15, 0x14, 0x13, 0x12,
    0x11, 0x10, 0x0F, 0x0E, 0x0D, 0x0C, 0x0B, 0x0A, 0x09, 0x08, 0x07, 0x00, 0x00};
// word_408D4: the sag after a throw, one word a frame, closed by 0.
constexpr int16_t VINE_WOBBLE[] = {
    -0x100, -0xC0, -0x80, -0x40, -1,    0x40,  0x80,  0xC0,  0x100, 0xC0,  0x80,  0x40,  1,     -0x20,
    -0x40,  -0x60, -0x80, -0x60, -0x40, -0x20, -1,    0x10,  0x20,  0x30,  0x40,  0x30,  0x20,  0x10,
    1,      -8,    -0x10, -0x18, -0x20, -0x18, -0x10, -8,    -1,    4,     8,     0xC,   0x10,  0xC,
    8,      4,     1,     -2,    -4,    -6,    -8,    -6,    -4,    -2,    0};

enum VineState : uint8_t { VINE_NEW = 0, VINE_STILL = ST_VINE_STILL, VINE_LOW = ST_VINE_LOW, VINE_HIGH = ST_VINE_HIGH };

int32_t vine_place(int32_t packed) { return int32_t(uint16_t(uint32_t(packed))); }
int32_t vine_sag(int32_t packed) { return int16_t(uint16_t(uint32_t(packed) >> 16)); }
int32_t vine_pack(int32_t place, int32_t sag) { return int32_t(uint32_t(uint16_t(place)) | (uint32_t(uint16_t(sag)) << 16)); }

// divs.w d1,d0; ext.l d0; asl.l #8,d0: the quotient (truncated), or on an
// overflow the dividend's low word, sign-extended, times 256 (16.16).
uint32_t vine_step(int32_t dividend, int32_t divisor) {
    int32_t q = dividend;
    const int32_t d = int16_t(divisor);
    if (d != 0) {
        const int32_t t = dividend / d;
        if (t >= INT16_MIN && t <= INT16_MAX) q = t;
    }
    return uint32_t(int32_t(int16_t(uint16_t(uint32_t(q))))) << 8;
}

// sub_40A08's byte j (0 .. $5F) for place p (1 .. $60) and sag d, signed as
// SolidObjSloped reads it (ext.w).
int32_t vine_height(int32_t p, int32_t d, int32_t j) {
    const int32_t first = int32_t(VINE_DEPTHS[p]) * d + (p << 8);  // muls.w $32; + $30 << 8
    const uint32_t step1 = vine_step(first, p);
    uint32_t sum;
    if (j < p) {
        sum = uint32_t(j) * step1;
    } else {
        const uint32_t step2 = vine_step(0x6000 - first, VINE_LEN - p);
        sum = uint32_t(p) * step1 + uint32_t(j - p) * step2;
    }
    return int8_t(uint8_t(sum >> 16));
}

bool vine_flipped(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_XFLIP) != 0; }

// The height under the player t px from its left end (SolidObjSloped: one
// byte a pixel, from the right end when X-flipped), from the buffer.
int32_t vine_height_under(const ObjectBatch& o, size_t k, uint16_t t) {
    int32_t j = int16_t(t);
    if (vine_flipped(o, k)) j = 2 * VINE_HALF - 1 - j;  // not.w d0; add.w d1,d0 (twice)
    j = std::min(std::max(j, 0), VINE_LEN - 1);  // only FIX_PLATFORM_WALKOFF's wider range gets out of it
    return vine_height(vine_place(o.phase[k]), vine_sag(o.phase[k]), j);
}

// loc_409BA.
void vine_throw(Player& p, ObjectBatch& o, size_t k) {
    const bool flip = vine_flipped(o, k);
    p.ysp = VINE_THROW;
    p.xsp = flip ? int16_t(-VINE_THROW) : VINE_THROW;
    p.facing_left = flip ? 0 : 1;
    if (!p.airborne) p.events |= EV_LEFT_GROUND;  // rules/scenario: grounded -> airborne, not by jumping
    p.airborne = 1;
    p.on_object = -1;
    p.jumping = 0;
    p.anim = VINE_THROW_ANIM;
    p.hurt = 0;  // move.b #2,routine(a1): the control routine
    p.crushed = 0;
    p.double_jump_flag = 0;
    o.events[k] |= OEV_SPRUNG;
}

// sub_40878 for the one player: $30, the target sag, his byte, the throw;
// then the wobble or the sag's step.
void vine_rider(Player& p, ObjectBatch& o, size_t k) {
    int32_t place = vine_place(o.aux[k]), sag = vine_sag(o.aux[k]), target = 0;
    if (!o.standing[k]) {
        o.state[k] = VINE_STILL;  // move.b #0,(a2)
    } else {
        const uint16_t t = uint16_t(pixel(p.x) - pixel(o.x[k]) + VINE_HALF);
        if (t < VINE_LEN) {
            const int32_t at = vine_flipped(o, k) ? VINE_LEN - 1 - t : t;  // not.w d0; addi.w #$60,d0
            place = at;
            target = VINE_SAG;
            if (o.state[k] == VINE_STILL) {
                o.state[k] = at >= VINE_TURN ? VINE_HIGH : VINE_LOW;
            } else {
                if (o.state[k] == VINE_HIGH)
                    p.gsp = w16(p.gsp + (vine_flipped(o, k) ? VINE_PUSH + 1 : -VINE_PUSH));
                if ((o.state[k] == VINE_HIGH) == (at < VINE_TURN)) {
                    o.state[k] = VINE_STILL;
                    o.timer[k] |= VINE_WOBBLING;  // move.b #1,$36(a0)
                    vine_throw(p, o, k);
                }
            }
        }
    }
    if (o.timer[k] & VINE_WOBBLING) {  // loc_408B6
        const int32_t n = o.timer[k] & 0xFF;
        sag = VINE_WOBBLE[n >> 1];
        o.timer[k] = (o.timer[k] & ~0xFF) | ((n + 2) & 0xFF);
        if (sag == 0) o.timer[k] = 0;
    } else if (sag != target) {
        sag += target > sag ? VINE_SAG_STEP : -VINE_SAG_STEP;
    }
    o.aux[k] = vine_pack(place, sag);
}

}  // namespace

// ---- the kind s3k_soz_spring_vine (object_kinds.hpp): loc_40852 ----
SolidResult kind_update_s3k_soz_spring_vine(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == VINE_NEW) {  // Obj_SOZSpringVine / loc_40840
        o.aux[k] = vine_pack(VINE_LEN, 0);
        o.phase[k] = o.aux[k];
        o.timer[k] = 0;
        o.state[k] = VINE_STILL;
    }
    vine_rider(p, o, k);
    if (vine_place(o.aux[k]) != 0) o.phase[k] = o.aux[k];  // sub_40A08 writes the buffer
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos: it never moves

    // SolidObjectTopSloped (sub_1E36C), d1 = $30.
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]), px = pixel(p.x);
    const int32_t w = r.has(FIX_PLATFORM_WALKOFF) ? VINE_HALF + 11 : VINE_HALF;  // as platform_object
    if (o.standing[k]) {
        if (p.airborne || !within_standing(px - ox + w, w)) {
            leave(p, o, k, r);
            return {};
        }
        const int32_t h = vine_height_under(o, k, uint16_t(px - ox + VINE_HALF));  // SolidObjSloped
        set_pixel_y(p, oy - h - p.yr - (r.has(FIX_STANDING_OFFSET) ? 1 : 0));
        return {};
    }
    if (p.ysp < 0) return {};  // SolidObjCheckSloped
    const uint16_t t = uint16_t(px - ox + w);
    if (int16_t(t) < 0 || t >= uint16_t(2 * w)) return {};
    return platform_land(p, o, k, i, r, oy - vine_height_under(o, k, uint16_t(px - ox + VINE_HALF)));
}

// Still (no sag, no wobble, no byte, the buffer as its next write leaves
// it): its top's reach (a rider keeps it busy); otherwise it changes by
// itself (its init, the sag coming back, the wobble, a byte to clear).
int32_t kind_busy_s3k_soz_spring_vine(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] != VINE_STILL || o.timer[k] != 0 || vine_sag(o.aux[k]) != 0) return ALWAYS_BUSY;
    if (vine_place(o.aux[k]) != 0 && o.phase[k] != o.aux[k]) return ALWAYS_BUSY;
    return r.has(FIX_PLATFORM_WALKOFF) ? VINE_HALF + 11 : VINE_HALF;
}

}  // namespace hp
