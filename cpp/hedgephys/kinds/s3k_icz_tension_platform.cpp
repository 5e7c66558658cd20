// Ice Cap's tension platforms (issue 18, h-misc): S3K
// `Obj_ICZTensionPlatform` (S3 Set $C3, SK Set 1 $BA; s3.asm, sonic3k.asm the
// same routine), docs/kinds/s3k_icz.md.
//
// A top-solid platform on a spring (ObjDat_ICZTensionPlatform; its two
// children only draw the spring). $30 = its layout Y. Each frame
// (loc_5904E): sub_590E8, then sub_591B4:
//   sub_590E8, while $38 bit 2 (active): d1 = y - $32 (the target) and $39 =
//   y < $32 (scs: unsigned borrow); above it d1 = $32 - y and d0 = $80, else
//   d0 = -$80. When $39 changed (it crossed the target): y_vel += 2 d0; then
//   y_vel < -$80 and y_vel <= -$400 throws its riders of $3A (sub_59170,
//   sub_59192: y_vel = that speed, in the air, off the object, jumping 0,
//   anim $10, routine 2; the object's standing bit stays); y_vel >= -$80,
//   <= $80 with d1 <= 1 (unsigned) clears bit 2. Then y_vel += d0, within
//   -$900..$900, MoveSprite2, and when d1 >= $50 (unsigned) y_vel = -$100.
//   sub_591B4: the standing bits before the call kept, the players' y_vel
//   kept, SolidObjectTop with d1 = $23, d3 = $B; $3A = the standing bits
//   after it. When they changed (a rider landed or left): $32 = $30 + 8 per
//   player standing (status bits 3 and 4, sub_59236), bit 2 set, $39
//   cleared, and for each player whose bit changed (sub_59216): d5 = y_vel;
//   one who no longer stands with a negative kept y_vel (he jumped, or was
//   thrown) gets y_vel += d5 and his kept one is negated; then y_vel =
//   d5 + kept - (d5 + kept) >> 2 (asr.w).
// State: aux = $32, phase bit 0 = bit 2 of $38, bit 1 = $39, ysp = y_vel; $3A
// is the standing flag. It acts only after a rider: no phase, nothing from
// frame 0.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t TENSION_ACCEL = 0x80, TENSION_MAX = 0x900, TENSION_THROW = -0x400, TENSION_STILL = 0x80;
constexpr int32_t TENSION_FAR = 0x50, TENSION_BACK = -0x100, TENSION_SINK = 8;
constexpr uint8_t TENSION_RIDER_ANIM = 0x10;  // sub_59192: move.b #$10,anim(a1)
constexpr int32_t TENSION_ACTIVE = 1, TENSION_ABOVE = 2;

// sub_59192: a rider thrown at y speed v; the object's standing bit stays,
// so its SolidObjectTop lets him go later this frame.
void tension_throw(Player& p, int32_t v) {
    p.ysp = int16_t(v);
    p.airborne = 1;
    p.on_object = -1;  // bclr #Status_OnObj
    p.jumping = 0;
    p.anim = TENSION_RIDER_ANIM;
}

// sub_590E8: the spring's motion while active.
void tension_spring(Player& p, ObjectBatch& o, size_t k) {
    const uint16_t y = uint16_t(pixel(o.y[k])), target = uint16_t(o.aux[k]);
    const bool was_above = (o.phase[k] & TENSION_ABOVE) != 0;
    const bool above = y < target;  // scs $39(a0)
    o.phase[k] = (o.phase[k] & ~TENSION_ABOVE) | (above ? TENSION_ABOVE : 0);
    uint16_t d1 = uint16_t(y - target);
    int32_t d0 = TENSION_ACCEL;
    if (above) {
        d1 = uint16_t(-d1);
    } else {
        d0 = -d0;
    }
    int32_t v = o.ysp[k];
    if (above != was_above) {
        v = int16_t(v + 2 * d0);
        if (v < -TENSION_STILL) {
            if (v <= TENSION_THROW && o.standing[k]) tension_throw(p, v);  // sub_59170: the riders of $3A
        } else if (v <= TENSION_STILL && d1 <= 1) {
            o.phase[k] &= ~TENSION_ACTIVE;  // bclr #2,$38(a0)
        }
    }
    v = int16_t(v + d0);
    if (v < -TENSION_MAX) v = -TENSION_MAX;
    if (v > TENSION_MAX) v = TENSION_MAX;
    o.ysp[k] = int16_t(v);
    o.y[k] += uint32_t(v * 256);  // MoveSprite2
    if (d1 >= TENSION_FAR) o.ysp[k] = TENSION_BACK;
}

}  // namespace

// ---- the kind s3k_icz_tension_platform (object_kinds.hpp) ----
SolidResult kind_update_s3k_icz_tension_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                 const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.phase[k] & TENSION_ACTIVE) tension_spring(p, o, k);
    const bool had = o.standing[k] != 0;
    const int32_t kept = p.ysp;
    const SolidResult res = platform_object(p, o, k, i, r);  // SolidObjectTop, d1 $23, d3 $B
    const bool stands = o.standing[k] != 0;
    if (had == stands) return res;  // eor.b d1,d2: no change
    o.aux[k] = int32_t(uint16_t(o.y0[k] + (stands ? TENSION_SINK : 0)));  // sub_59236
    o.phase[k] = TENSION_ACTIVE;                                          // bset #2; clr.b $39
    int32_t d5 = o.ysp[k], d0 = kept;                                      // sub_59216
    if (!stands && int16_t(d0) < 0) {
        p.ysp = int16_t(p.ysp + d5);
        d0 = -d0;
    }
    d5 = int16_t(d5 + d0);
    o.ysp[k] = int16_t(d5 - (int16_t(d5) >> 2));
    return res;
}

// SolidObjectTop's window while it rests; moving (active) or ridden it is busy.
int32_t kind_busy_s3k_icz_tension_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if ((o.phase[k] & TENSION_ACTIVE) || o.standing[k]) return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

}  // namespace hp
