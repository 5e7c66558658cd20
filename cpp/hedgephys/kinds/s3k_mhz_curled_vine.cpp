// Mushroom Hill's curled vines (issue 18): SK Set 2 $09 `Obj_MHZCurledVine`,
// read in sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm).
// docs/kinds/s3k_mhz.md.
//
// Init: the curl $32 = $FFF40000 (a long whose high word is -12); a child
// draws the eight segments. Each frame (loc_3E8A2):
//   1. n = 0 with no player standing on it, else the standing player's column
//      ($36, $37: the greater) + 1; the curl steps $10000 (1 in its high
//      word) towards dword_3E8D2[n] (high words -12, -6, -5, -4, -3, -2, -1,
//      -1, -1), and the rider's window is byte_3E8F6[n] ($40, $40, $40, $40,
//      $50, $60, $70, $80, $80) px from x - $40;
//   2. the segments: segment 0 at (x - $38, y); an angle long from $A0000
//      grows by a step that starts at the curl and grows by the curl / 2
//      (asr.l #1) each segment, and segment i is segment i - 1 plus the
//      cosine and sine (GetSineCosine) of the angle's high word, each asr 4:
//      one 16 px link;
//   3. sub_3E9C6 per player, t = px - x + $40 (a word): a rider in the air,
//      or with t negative or t >= the window (unsigned), lets go (his
//      on-object bit and its standing bit cleared, his column 0: he is not set
//      in the air); else his column is t >> 4 and his y pixel the column's
//      segment y - 8 - his y radius (he is not carried in X). A player not on
//      it with y speed >= 0 and t inside the window lands on the column's
//      segment y - 8 by SolidObjectTop's landing part (loc_1E45A: D1.4-D1.8).
// State: aux = the curl's high word + 12 (0 at rest), phase = the rider's
// column ($36, kept while nobody stands on it, as the game keeps it).
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t VINE_REST = -12;                                    // $32 = $FFF40000
constexpr int32_t VINE_TARGET[9] = {-12, -6, -5, -4, -3, -2, -1, -1, -1};  // dword_3E8D2, high words
constexpr int32_t VINE_WINDOW[9] = {0x40, 0x40, 0x40, 0x40, 0x50, 0x60, 0x70, 0x80, 0x80};  // byte_3E8F6
constexpr int32_t VINE_LEFT = 0x40;        // sub_3E9AC: d1 = $40, t = px - x + d1
constexpr uint32_t VINE_ANGLE0 = 0xA0000;  // d5 = $A0000
constexpr int32_t VINE_SURFACE = 8;  // subq.w #8: the top 8 px over the segment

int32_t vine_curl(const ObjectBatch& o, size_t k) { return o.aux[k] + VINE_REST; }

// The y pixel of segment `col` for this curl (loc_3E900 .. loc_3E952).
int32_t vine_segment_y(int32_t oy, int32_t curl, int32_t col, const Rules& r) {
    uint32_t step = uint32_t(curl) << 16;                     // d4
    const uint32_t grow = uint32_t(int32_t(step) >> 1);       // d1 = d4 asr.l #1
    uint32_t angle = VINE_ANGLE0;                             // d5
    int32_t y = oy;
    for (int32_t s = 1; s <= col; ++s) {
        angle += step;
        step += grow;
        y += sin_of(r.sine, angle >> 16) >> 4;  // GetSineCosine: d0 = sine, asr.w #4
    }
    return y;
}

// The release of sub_3E9C6 (loc_3E9E6): no air bit, unlike SolidObjectTop's.
void vine_release(Player& p, ObjectBatch& o, size_t k) {
    p.on_object = -1;
    o.standing[k] = 0;
    o.phase[k] = 0;
}

}  // namespace

// ---- the kind s3k_mhz_curled_vine (object_kinds.hpp): loc_3E8A2 ----
SolidResult kind_update_s3k_mhz_curled_vine(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t n = o.standing[k] ? o.phase[k] + 1 : 0;
    const int32_t curl = vine_curl(o, k), target = VINE_TARGET[n];
    o.aux[k] += curl < target ? 1 : curl > target ? -1 : 0;
    const int32_t window = VINE_WINDOW[n];
    const uint16_t t = uint16_t(pixel(p.x) - pixel(o.x[k]) + VINE_LEFT);
    const bool inside = int16_t(t) >= 0 && t < uint16_t(window);
    const int32_t oy = pixel(o.y[k]);
    if (o.standing[k]) {
        if (p.airborne || !inside) {
            vine_release(p, o, k);
        } else {
            o.phase[k] = t >> 4;
            set_pixel_y(p, vine_segment_y(oy, vine_curl(o, k), o.phase[k], r) - VINE_SURFACE - p.yr);
        }
        return {};
    }
    if (p.ysp < 0 || !inside) return {};
    return platform_land(p, o, k, i, r, vine_segment_y(oy, vine_curl(o, k), t >> 4, r) - VINE_SURFACE);
}

// Curling or uncurling, or ridden, it runs by itself; at rest, only a player in
// its window ($40 px left of it, at rest) can change anything.
int32_t kind_busy_s3k_mhz_curled_vine(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.standing[k] || o.aux[k] != 0) return ALWAYS_BUSY;
    return VINE_LEFT;
}

}  // namespace hp
