// Marble Garden's and Launch Base's smashing pillars (issue 18): S3K
// `Obj_MGZLBZSmashingPillar` (S3 Set $52 and $20, SK Set 1 the same), read
// in s3.asm: docs/kinds/s3k_smashing_pillar.md.
//
// The init: width_pixels $10, height_pixels $10 (Marble Garden, zone 2:
// $20, $28); $30 = the layout Y; $38 = subtype * 8 (its drop); it falls
// through into loc_2817A, so it runs on the frame it is loaded. Every frame
// (loc_2817A), with $34 a long (pixel word, fraction word) and $32 a flag:
//   flag clear: d0 = y_vel; y_vel += $80; $34 += d0 << 8 (ext.l, lsl.l #8);
//     once $34's word >= $38 (unsigned, blo): y_vel = 0, the word = $38
//     (the fraction kept), flag = 1;
//   flag set: the word - 1 while it is not 0, else flag = 0;
// then y = $30 + $34's word and SolidObjectFull with d1 = width + $B,
// d2 = height, d3 = d2 + 1, d4 = x; a player touching its underside (the
// touch-bottom bits, swap d6 / andi #4|8) gets sub_228EC, the spikes' hurt.
// A cycle from a fraction f: the fall (to the clamping step), then $38
// steps up and one that clears the flag. The fraction it keeps is 0 or
// $8000 (y_vel is a multiple of $80), so the cycles' fractions repeat with
// a period of 1 or 2 cycles after at most two.
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

struct PillarFall {
    uint32_t steps;     // steps to the clamping one, included
    uint32_t fraction;  // $34's fraction word after it
};

// The fall from a fraction f, stopped after `limit` steps (0: to the clamp);
// `word` gets $34's pixel word then.
PillarFall pillar_fall(uint32_t f, uint32_t drop, uint32_t limit, uint32_t& word) {
    uint32_t pos = f;  // $34 as a long
    int32_t vel = 0;   // y_vel
    for (uint32_t s = 1;; ++s) {
        pos += uint32_t(vel) << 8;
        vel += 0x80;
        if ((pos >> 16) >= drop) {
            pos = (drop << 16) | (pos & 0xFFFFu);
            word = drop;
            return {s, pos & 0xFFFFu};
        }
        word = pos >> 16;
        if (s == limit) return {s, pos & 0xFFFFu};
    }
}

// $34's pixel word after c steps: whole cycles skipped (the fractions
// f, g(f), f, ... repeat two cycles at most from the second), then the
// fall simulated, or the rise by its count.
uint32_t pillar_offset(uint32_t c, uint32_t drop) {
    uint32_t f = 0, word = 0;
    bool reduced = false;
    for (;;) {
        const PillarFall a = pillar_fall(f, drop, 0, word);
        const uint32_t len = a.steps + drop + 1;
        if (c <= len) {
            if (c == 0) return 0;
            if (c <= a.steps) {
                pillar_fall(f, drop, c, word);
                return word;
            }
            const uint32_t up = c - a.steps;  // 1 .. drop + 1
            return up >= drop ? 0 : drop - up;
        }
        if (!reduced) {
            const PillarFall b = pillar_fall(a.fraction, drop, 0, word);
            if (b.fraction == f) {  // a period of two cycles from here
                c = (c - 1) % (len + b.steps + drop + 1) + 1;
                reduced = true;
                continue;
            }
        }
        c -= len;
        f = a.fraction;
    }
}

}  // namespace

// ---- the kind s3k_smashing_pillar (object_kinds.hpp) ----
SolidResult kind_update_s3k_smashing_pillar(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint32_t c = osc_level_frame(o, k / o.count);
    set_object_y(o, k, o.y0[k] + int32_t(pillar_offset(c, uint32_t(o.subtype[k]) * 8)));
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (res.contact == CONTACT_BOTTOM) spike_hurt(p, o, k, r);  // loc_28212
    return res;
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_smashing_pillar).
int32_t kind_busy_s3k_smashing_pillar(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone. Radius:
// SolidObjectFull's window (it never moves in X).
int32_t kind_lazy_s3k_smashing_pillar(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k];
}
// No counters of its own.
void kind_lazy_skip_s3k_smashing_pillar(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
