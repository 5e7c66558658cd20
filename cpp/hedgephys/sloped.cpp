// Sloped solid objects and height arrays (rules/objects §4 procedure C; the
// sloped carry B4). Sloped jump-through platforms are procedure D's sloped
// form (solid.cpp platform_object).
#include "objects.hpp"

namespace hp {


SolidResult sloped_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r0) {
    // CD uses the S1 rules for sloped objects (rules/scenario "Objects -> routines").
    Rules r = r0;
    if (r.cd()) r.game = Game::S1;
    SolidResult res;
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
    const int32_t cx = o.cx[k];
    const int32_t px = pixel(p.x);
    const bool flip = o.flags[k] & OF_XFLIP;

    if (o.standing[k]) {
        // Walk-off as A0 with cx, then B4 sloped carry.
        const uint16_t t = uint16_t(px - ox + cx);
        if (p.airborne || !within_standing(t, cx)) {
            leave(p, o, k, r);
            return res;
        }
        int32_t idx = int32_t(t >> 1);   // B4.2 (logical shift of the word)
        if (flip) idx = cx - 1 - idx;    // B4.3
        const int32_t h = height_at(o, k, idx, r);  // B4.4
        // B4.5 (no ctrl/dead guard); rules/objects §11 Q5 fix: one pixel higher, as landing.
        set_pixel_y(p, oy - h - p.yr - (r.has(FIX_STANDING_OFFSET) ? 1 : 0));
        set_pixel_x(p, px + moved_x(o, k));
        return res;
    }

    // C3.2: the same horizontal overlap as A2.
    const uint16_t left = uint16_t(px - ox + cx);
    if (!overlaps_a2(left, cx)) {
        exit_clear(p, o, k, r);
        return res;
    }
    // C3.3 index, C3.4 shift relative to H[0] (S1 unsigned byte, S2/S3K signed).
    uint32_t idx = left;
    if (flip) idx = uint16_t(2 * cx - 1 - int32_t(left));
    idx >>= 1;
    const int32_t diff = height_at(o, k, int32_t(idx), r) - height_at(o, k, 0, r);
    const int32_t shift = (r.s1()) ? int32_t(uint8_t(diff)) : int32_t(int8_t(diff));
    // C3.5: continue with A3-A11 on oy - shift; sloped: plain lim, no mask.
    return solid_full(p, o, k, i, r, oy - shift, true, false);
}

}  // namespace hp
