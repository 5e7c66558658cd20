// Sloped solid objects and height arrays (rules/objects §4 procedure C; the
// sloped carry B4). Sloped jump-through platforms are procedure D's sloped
// form (solid.cpp platform_object), which reads its heights and carries the
// player with the routines here.
#include "objects.hpp"

namespace hp {

// C1/rules/objects §10: one stored byte per 2 px; S1's form reads it unsigned (CD too),
// S2/S3K signed. rules/objects §11 C11: an index past the array (the
// flipped left = 2cx case, 0x7FFF in the original) is clamped to the last
// value. The offset and length are checked against the pool when a call
// starts (register_objects.cpp); the bound here keeps the core from reading
// outside it whatever the arrays hold.
int32_t height_at(const ObjectBatch& o, size_t k, int32_t idx, const Rules& r) {
    const uint32_t len = o.heights_len[k];
    if (len == 0) return 0;
    if (idx < 0) idx = 0;
    if (uint32_t(idx) >= len) idx = int32_t(len) - 1;
    const size_t at = size_t(o.heights_off[k]) + uint32_t(idx);
    if (at >= o.pool.size()) return 0;
    const uint8_t b = o.pool[at];
    return s1_form(r) ? int32_t(b) : int32_t(int8_t(b));
}

// The height of a sloped object under the player (C3.3, D1.3, B4.2-B4.4):
// t = px - ox + w, the player's offset from the object's left end as a word,
// w the half-width the procedure indexes over (cx for the solid form, aw for
// the platform form); one value per 2 px, counted from the right end when the
// object is flipped. Past the far end of a flipped object (t >= 2w) the index
// is clamped to the first value, except where the routine computes it as a
// word (word_flip, C3.3: the inclusive A2 overlap's t = 2w gives 0x7FFF,
// which height_at clamps to the last value, rules/objects §11 C11).
int32_t height_under(const ObjectBatch& o, size_t k, uint16_t t, int32_t w, const Rules& r,
                     bool word_flip) {
    int32_t j = t;
    if (o.flags[k] & OF_XFLIP) {
        j = 2 * w - 1 - j;
        if (j < 0) j = word_flip ? int32_t(uint16_t(j)) : 0;
    }
    return height_at(o, k, j >> 1, r);
}

// B4 sloped carry (S1 SlopeObject2, S2 MvSonicOnSlope, S3K SolidObjSloped2):
// py = oy - H[i] - hr (no ctrl/dead guard in any game; rules/objects §11 Q5 fix: one pixel
// higher, as landing), px moved by the object's pixel delta.
void sloped_carry(Player& p, const ObjectBatch& o, size_t k, int32_t w, const Rules& r) {
    const int32_t px = pixel(p.x);
    const int32_t h = height_under(o, k, uint16_t(px - pixel(o.x[k]) + w), w, r, false);  // B4.2-B4.4
    set_pixel_y(p, pixel(o.y[k]) - h - p.yr - (r.has(FIX_STANDING_OFFSET) ? 1 : 0));    // B4.5
    set_pixel_x(p, px + moved_x(o, k));
}

SolidResult sloped_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    SolidResult res;
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
    const int32_t cx = o.cx[k];
    const int32_t px = pixel(p.x);

    if (o.standing[k]) {
        // Walk-off as A0 with cx, then B4 sloped carry.
        if (p.airborne || !within_standing(px - ox + cx, cx)) {
            leave(p, o, k, r);
            return res;
        }
        sloped_carry(p, o, k, cx, r);
        return res;
    }

    // C3.2: the same horizontal overlap as A2.
    const uint16_t left = uint16_t(px - ox + cx);
    if (!overlaps_a2(left, cx)) {
        exit_clear(p, o, k, r);
        return res;
    }
    // C3.3 index (a word), C3.4 shift relative to H[0] (S1's form: unsigned byte).
    const int32_t diff = height_under(o, k, left, cx, r, true) - height_at(o, k, 0, r);
    const int32_t shift = s1_form(r) ? int32_t(uint8_t(diff)) : int32_t(int8_t(diff));
    // C3.5: continue with A3-A11 on oy - shift; sloped: plain lim, no mask.
    return solid_full(p, o, k, i, r, oy - shift, true, false);
}

// ---- the kind sloped (object_kinds.hpp): C, or D with B4 (flag OF_PLATFORM);
// Sonic CD too, in S1's form (objects.hpp s1_form) ----
SolidResult kind_update_sloped(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.flags[k] & OF_PLATFORM) return platform_object(p, o, k, i, r);
    return sloped_object(p, o, k, i, r);
}
int32_t kind_busy_sloped(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return (o.flags[k] & OF_PLATFORM) ? platform_reach(o, k, r) : o.cx[k];  // D1.2, C3.2 = A2
}

}  // namespace hp
