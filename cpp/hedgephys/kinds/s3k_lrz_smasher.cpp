// Lava Reef's smashing spike platforms (issue 18): SK Set 2 $21
// `Obj_LRZSmashingSpikePlatform`, read in sonic3k.asm (not in the checkout;
// a public copy, murshies/skdisasm). docs/kinds/s3k.md.
//
// Init: width_pixels $40, height_pixels $20; $46 = the layout Y; $38 =
// subtype * 8 (its drop); on into loc_43128 the next frame. Every frame
// (loc_43128), with $34 a long (pixel word, fraction word), $32 a flag, $3A
// a count and anim_frame / mapping_frame:
//   flag clear: d0 = y_vel; y_vel + $40; $34 + (d0 << 8) (ext.l, lsl.l #8);
//     once $34's word >= $38 (unsigned, blo): y_vel = 0, the word = $38 (the
//     fraction kept), flag set, $3A = 30, anim_frame = 0;
//   flag set, $3A not 0: $3A - 1; mapping_frame = RawAni_43196[anim_frame],
//     anim_frame + 1 unless that byte was 0;
//   flag set, $3A at 0: the word - 1 while it is not 0 (mapping_frame
//     toggling 0 / 8), else flag and mapping_frame cleared;
// then y = $46 + $34's word and SolidObjectFull with d1 = $40 + $B, d2 =
// $20 - (mapping_frame & 7), d3 = d2 + 1, d4 = x; a player touching its
// underside (the touch-bottom bits, swap d6 / andi #4|8) gets sub_24280,
// the spikes' hurt.
// A cycle from a fraction f: the fall (to the clamping step), 30 shaking
// steps, then $38 steps up and one that clears the flag. y_vel is a multiple
// of $40, so the fraction kept is a multiple of $4000: the cycles' fractions
// repeat after at most four cycles.
//
// Phase from frame 0 (the game: from when the camera loads it): on the frame
// whose level frame counter is c (1 on the act's first frame) it has run c
// steps. A pure function of the counter (lazy far from the player,
// lazy_objects.hpp; an act's time limit ends it before the counter word wraps).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr int32_t SMASHER_ACCEL = 0x40;     // addi.w #$40,y_vel(a0)
constexpr uint32_t SMASHER_SHAKE = 30;      // move.w #30,$3A(a0)
constexpr uint32_t SMASHER_DROP_UNIT = 8;   // lsl.w #3: $38 = subtype * 8
// RawAni_43196: the shake's mapping frames; its last byte (0) then repeats.
constexpr uint8_t SMASHER_SHAKE_FRAMES[] = {2, 4, 6, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0};
constexpr uint32_t SMASHER_SHAKE_LAST = sizeof SMASHER_SHAKE_FRAMES - 1;
constexpr int32_t SMASHER_CYCLES = 5;  // four fractions: a repeat within five cycles

// $34 and y_vel during a fall from fraction f: `steps` steps run (0: to the
// clamp); the pixel word reached, the steps run and the fraction left.
struct SmasherFall {
    uint32_t word = 0, steps = 0, fraction = 0;
};
SmasherFall smasher_fall(uint32_t f, uint32_t drop, uint32_t steps) {
    SmasherFall out;
    uint32_t pos = f, vel = 0;
    while (steps == 0 || out.steps < steps) {
        ++out.steps;
        pos += vel << 8;
        vel += SMASHER_ACCEL;
        out.word = pos >> 16;
        out.fraction = pos & 0xFFFFu;
        if (out.word >= drop) {  // the clamp: the word = $38, the fraction kept
            out.word = drop;
            break;
        }
    }
    return out;
}

// $34's word and the mapping frame (& 7) after c steps from loading.
struct SmasherAt {
    uint32_t word = 0, mapping = 0;
};
SmasherAt smasher_at(uint32_t c, uint32_t drop) {
    uint32_t f = 0, seen_f[SMASHER_CYCLES] = {}, seen_len[SMASHER_CYCLES] = {};
    int32_t n = 0;
    bool reduced = false;
    while (c > 0) {
        const SmasherFall fall = smasher_fall(f, drop, 0);
        const uint32_t len = fall.steps + SMASHER_SHAKE + drop + 1;
        if (c <= len) {
            if (c <= fall.steps) return {smasher_fall(f, drop, c).word, 0};
            const uint32_t j = c - fall.steps;  // 1 .. 30: shaking
            if (j <= SMASHER_SHAKE) return {drop, SMASHER_SHAKE_FRAMES[j - 1 < SMASHER_SHAKE_LAST ? j - 1 : SMASHER_SHAKE_LAST]};
            const uint32_t up = j - SMASHER_SHAKE;  // 1 .. drop + 1: climbing (mapping 0 or 8)
            return {up >= drop ? 0 : drop - up, 0};
        }
        if (!reduced) {
            for (int32_t m = 0; m < n; ++m) {
                if (seen_f[m] != f) continue;
                uint32_t period = 0;
                for (int32_t q = m; q < n; ++q) period += seen_len[q];
                c = (c - 1) % period + 1;  // from here the cycles repeat
                reduced = true;
            }
            if (reduced) continue;
            seen_f[n] = f;
            seen_len[n] = len;
            ++n;
        }
        c -= len;
        f = fall.fraction;
    }
    return {};
}

}  // namespace

// ---- the kind s3k_lrz_smasher (object_kinds.hpp): loc_43128 ----
SolidResult kind_update_s3k_lrz_smasher(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SmasherAt at = smasher_at(osc_level_frame(o, k / o.count), uint32_t(o.subtype[k]) * SMASHER_DROP_UNIT);
    set_object_y(o, k, o.y0[k] + int32_t(at.word));
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    // This frame's d2 and d3, lent to the solid (the parameters hold those of
    // mapping frame 0 and are given back unchanged).
    const int32_t hj = o.hj[k], hs = o.hs[k];
    o.hj[k] = hj - int32_t(at.mapping);
    o.hs[k] = o.hj[k] + 1;
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    o.hj[k] = hj, o.hs[k] = hs;
    if (res.contact == CONTACT_BOTTOM) spike_hurt(p, o, k, r);  // loc_43222: sub_24280
    return res;
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_lrz_smasher).
int32_t kind_busy_s3k_lrz_smasher(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone. Radius:
// SolidObjectFull's window (it never moves in X).
int32_t kind_lazy_s3k_lrz_smasher(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k];
}
// No counters of its own.
void kind_lazy_skip_s3k_lrz_smasher(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
