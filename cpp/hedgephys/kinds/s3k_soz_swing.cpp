// Sandopolis's swinging platforms (issue 18): SK Set 2 $43
// `Obj_SOZSwingingPlatform`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k.md.
//
// Init: width_pixels $20, height_pixels $10; the pivot ($44, $46) is the
// layout position; the chain's sprite count n = subtype & $F; angle word =
// $4000, $32 = 0; subtype &= $F0 (what is left picks the form). Every frame
// (loc_414FE): sub_4154C, then SolidObjectTop with d1 = $20, d3 = $11 and d4
// = the x before sub_4154C (procedure D, the rider carried by the move).
// sub_4154C: d0 = the byte Oscillating_table+$1A + $80 (oscillator 6's
// high byte, oscillators.hpp), or, for a nonzero subtype (bits 4-7), the
// angle word's high byte after sub_41636's step; when it equals the byte
// kept from the last change ($36, 0 at loading) nothing moves; else it is
// kept, mirrored ($80 - it) when X-flipped (status bit 0), negated when
// Y-flipped (bit 1); with n < 2 nothing moves (subq #2 / bcs); else the
// platform goes to the pivot plus (n + 1) links of 16 px along the sine
// (Y) and cosine (X) of GetSineCosine: each value swapped into a long's
// high word over a cleared low word (moveq #0), shifted right 4, 1.5 links
// then n - 1 links then half a link added up, so that the offset is
// exactly ((n + 1) * v) >> 4; a nonzero subtype puts x $18 left of that
// ($18 right when X-flipped: -$18 + $30).
// sub_41636, the swing a rider starts ($30 direction, $31 running, $32
// speed, $34 pause): with $34 set, it counts down while player 1 does not
// stand on it (status bit 3) and nothing else happens; else, not running,
// a rider starts it; running: $30 clear, speed + 8 and angle + speed, the
// run ends when the speed comes back to 0, $30 set once the angle's high
// byte reaches $80; $30 set, speed - 8 and angle + speed, a speed back at 0
// starts a pause of $1E frames, $30 cleared once the high byte is below $80.
// State: phase = the angle word ^ $4000 (0 at loading); aux bit 0 $30, bit 1
// $31, bits 8-15 $36, bits 16-31 the speed $32; timer $34.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr uint32_t SOZ_SWING_OSC = 0x1A;      // Oscillating_table+$1A
constexpr uint8_t SOZ_SWING_HALF = 0x80;      // addi.b #$80 / the mirror's $80
constexpr uint16_t SOZ_SWING_ANGLE0 = 0x4000;  // the angle word at loading
constexpr int32_t SOZ_SWING_ACCEL = 8, SOZ_SWING_PAUSE = 0x1E;
constexpr int32_t SOZ_SWING_SHIFT = 0x18, SOZ_SWING_FLIP_SHIFT = 0x30;  // a rider's swing: x - $18 (+ $30)
constexpr int32_t SOZ_SWING_LINK_SHIFT = 4;    // asr.l #4 of v << 16: v / 16 px a link
constexpr uint32_t SOZ_SWING_DIR = 1, SOZ_SWING_RUN = 2;

bool soz_swing_ridden(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 0xF0) != 0; }
int32_t soz_swing_links(const ObjectBatch& o, size_t k) { return o.subtype[k] & 0xF; }
uint16_t soz_swing_angle(const ObjectBatch& o, size_t k) { return uint16_t(o.phase[k] ^ SOZ_SWING_ANGLE0); }
int16_t soz_swing_speed(const ObjectBatch& o, size_t k) { return int16_t(uint32_t(o.aux[k]) >> 16); }
uint8_t soz_swing_kept(const ObjectBatch& o, size_t k) { return uint8_t(uint32_t(o.aux[k]) >> 8); }

void soz_swing_set(ObjectBatch& o, size_t k, uint16_t angle, int16_t speed, uint32_t bits) {
    o.phase[k] = int32_t(angle ^ SOZ_SWING_ANGLE0);
    o.aux[k] = int32_t((uint32_t(uint16_t(speed)) << 16) | (uint32_t(soz_swing_kept(o, k)) << 8) | bits);
}

// sub_41636: the rider's swing; its angle word's high byte.
uint8_t soz_swing_step(ObjectBatch& o, size_t k) {
    uint16_t angle = soz_swing_angle(o, k);
    int16_t speed = soz_swing_speed(o, k);
    uint32_t bits = uint32_t(o.aux[k]) & (SOZ_SWING_DIR | SOZ_SWING_RUN);
    if (o.timer[k] != 0) {
        if (!o.standing[k]) --o.timer[k];
        return uint8_t(angle >> 8);
    }
    if (!(bits & SOZ_SWING_RUN)) {
        if (!o.standing[k]) return uint8_t(angle >> 8);  // (Debug_placement_mode: never on)
        bits |= SOZ_SWING_RUN;
    }
    if (!(bits & SOZ_SWING_DIR)) {
        speed = int16_t(speed + SOZ_SWING_ACCEL);
        angle = uint16_t(angle + speed);
        if (speed == 0) bits &= ~SOZ_SWING_RUN;
        if ((angle >> 8) >= SOZ_SWING_HALF) bits |= SOZ_SWING_DIR;
    } else {
        speed = int16_t(speed - SOZ_SWING_ACCEL);
        angle = uint16_t(angle + speed);
        if (speed == 0) o.timer[k] = SOZ_SWING_PAUSE;
        if ((angle >> 8) < SOZ_SWING_HALF) bits &= ~SOZ_SWING_DIR;
    }
    soz_swing_set(o, k, angle, speed, bits);
    return uint8_t(angle >> 8);
}

// sub_4154C.
void soz_swing_move(ObjectBatch& o, size_t k, const Rules& r) {
    uint8_t a = uint8_t(osc_byte(o, k / o.count, SOZ_SWING_OSC) + SOZ_SWING_HALF);
    if (soz_swing_ridden(o, k)) a = soz_swing_step(o, k);
    if (a == soz_swing_kept(o, k)) return;
    o.aux[k] = int32_t((uint32_t(o.aux[k]) & ~0xFF00u) | (uint32_t(a) << 8));
    uint32_t angle = a;
    if (o.flags[k] & OF_XFLIP) angle = uint32_t(SOZ_SWING_HALF - angle);  // neg.w / addi.w #$80
    if (o.flags[k] & OF_YFLIP) angle = uint32_t(-int32_t(angle));
    angle &= 0xFF;  // GetSineCosine's andi.w #$FF
    const int32_t n = soz_swing_links(o, k);
    if (n < 2) return;
    int32_t x = o.x0[k] + (((n + 1) * cos_of(r.sine, angle)) >> SOZ_SWING_LINK_SHIFT);
    const int32_t y = o.y0[k] + (((n + 1) * sin_of(r.sine, angle)) >> SOZ_SWING_LINK_SHIFT);
    if (soz_swing_ridden(o, k)) x += (o.flags[k] & OF_XFLIP) ? SOZ_SWING_FLIP_SHIFT - SOZ_SWING_SHIFT : -SOZ_SWING_SHIFT;
    set_object_y(o, k, y);
    set_object_x(o, k, x);
}

}  // namespace

// ---- the kind s3k_soz_swing (object_kinds.hpp): loc_414FE ----
SolidResult kind_update_s3k_soz_swing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    soz_swing_move(o, k, r);
    return platform_object(p, o, k, i, r, false);  // SolidObjectTop, d1 = $20, d3 = $11
}

// The oscillator's swing runs every frame (lazy far from the player); a
// rider's swing runs while it swings or pauses, and until its first
// placement; at rest it waits for a rider (SolidObjectTop's reach).
int32_t kind_busy_s3k_soz_swing(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (!soz_swing_ridden(o, k) || o.timer[k] != 0 || (o.aux[k] & SOZ_SWING_RUN) ||
        soz_swing_kept(o, k) != uint8_t(soz_swing_angle(o, k) >> 8))
        return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

// Lazy (lazy_objects.hpp), the oscillator's swing only: a function of the
// tables and of the byte kept from the last change. Radius: SolidObjectTop's
// window plus the chain ((n + 1) links of at most 16 px).
int32_t kind_lazy_s3k_soz_swing(const ObjectBatch& o, size_t k, const Rules& r) {
    if (soz_swing_ridden(o, k)) return NOT_LAZY;
    return platform_reach(o, k, r) + (soz_swing_links(o, k) + 1) * (0x100 >> SOZ_SWING_LINK_SHIFT);
}
// No counters of its own.
void kind_lazy_skip_s3k_soz_swing(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
