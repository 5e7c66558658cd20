// Hydrocity's and Carnival Night's doors (issue 18): S3K object $3C
// `Obj_Door` (s3.asm). A solid block (SolidObjectFull: d1 = width_pixels +
// $B, d2 = height_pixels, d3 = height_pixels + 1, the kind's cx, hj, hs) that
// opens while a player is in a zone beside it and closes again when none is:
// docs/kinds/s3k_door.md.
//
//   vertical door (subtype < $80, loc_2FB18): its offset grows by 8 a frame
//     to $40 while a player is near (sub_2FBCE), else shrinks by 8 to 0; its
//     y is the placed y - offset (it rises). Near: y in [y0 - $20, y0 + $20)
//     (unsigned) and x in [x0 - $200, x) (x >= signed, < unsigned), the zone
//     reaching to x0 + $18 while the door was opening (the flag of the last
//     frame); X-flipped, the zone is [x, x0 + $200), from x0 - $18 while open.
//   horizontal door (subtype $80, loc_2FC8E): the same offset, x = x0 +
//     offset (x0 - offset X-flipped); near (sub_2FD34): x in [x0 - $20, x0 +
//     $20) (unsigned) and y in [y0 - $100, y) (y >= signed), to y0 + $18
//     while open; Y-flipped [y, y0 + $100), from y0 - $18 while open.
//
// The game's test also skips a player whose object_control has bit 7 set;
// nothing modelled sets it. The solid routine's d4 is the door's x after its
// move, so a player standing on a horizontal door is not carried sideways
// (x_prev is that x). State: timer the offset ($30), aux the near flag ($38).
#include <algorithm>

#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t S3K_DOOR_STEP = 8;        // addq.w #8 / subq.w #8,$30(a0)
constexpr int32_t S3K_DOOR_OPEN = 0x40;     // cmpi.w #$40,$30(a0)
constexpr int32_t S3K_DOOR_REACH = 0x200;   // vertical: subi.w #$200 (flipped: $18 + $1E8)
constexpr int32_t S3K_DOOR_REACH_H = 0x100; // horizontal: subi.w #$100 (flipped: $18 + $E8)
constexpr int32_t S3K_DOOR_BACK = 0x18;     // addi.w #$18: the zone's end while open
constexpr int32_t S3K_DOOR_SPAN = 0x20;     // subi.w / addi.w #$20: the zone's other axis

inline bool s3k_door_horizontal(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }

// sub_2FBCE / sub_2FD34: a player inside [lo, hi) along the door's own axis
// (cmp.w d2 blt: signed; cmp.w d3 bhs: unsigned) and [mid - $20, mid + $20)
// across it (blo / bhs: unsigned).
bool s3k_door_zone(int32_t along, int32_t lo, int32_t hi, int32_t across, int32_t mid) {
    if (int16_t(along) < int16_t(lo) || uint16_t(along) >= uint16_t(hi)) return false;
    return uint16_t(across) >= uint16_t(mid - S3K_DOOR_SPAN) && uint16_t(across) < uint16_t(mid + S3K_DOOR_SPAN);
}

// loc_2FB18 / loc_2FC8E: the zone's ends along the door's axis; now = the
// door's current x (vertical) or y (horizontal), base its placed one.
bool s3k_door_near(const Player& p, const ObjectBatch& o, size_t k) {
    const bool h = s3k_door_horizontal(o, k);
    const bool flip = (o.flags[k] & (h ? OF_YFLIP : OF_XFLIP)) != 0;
    const int32_t base = h ? o.y0[k] : o.x0[k], now = pixel(h ? o.y[k] : o.x[k]);
    const int32_t reach = h ? S3K_DOOR_REACH_H : S3K_DOOR_REACH;
    const bool open = o.aux[k] != 0;
    const int32_t lo = flip ? (open ? base - S3K_DOOR_BACK : now) : base - reach;
    const int32_t hi = flip ? base + reach : (open ? base + S3K_DOOR_BACK : now);
    const int32_t px = pixel(p.x), py = pixel(p.y);
    return h ? s3k_door_zone(py, lo, hi, px, o.x0[k]) : s3k_door_zone(px, lo, hi, py, o.y0[k]);
}

}  // namespace

// ---- the kind s3k_door (object_kinds.hpp) ----
SolidResult kind_update_s3k_door(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                 const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const bool near = s3k_door_near(p, o, k);
    o.aux[k] = near ? 1 : 0;  // move.b #0 / #1,$38(a0)
    const int32_t before = o.timer[k];
    if (near && before != S3K_DOOR_OPEN) o.timer[k] += S3K_DOOR_STEP;
    if (!near && before != 0) o.timer[k] -= S3K_DOOR_STEP;
    if (o.timer[k] != before) {  // loc_2FB9E / loc_2FCFA: placed only when the offset changed
        const int32_t d = o.timer[k];
        if (!s3k_door_horizontal(o, k)) set_object_y(o, k, o.y0[k] - d);
        else set_object_x(o, k, o.x0[k] + ((o.flags[k] & OF_XFLIP) ? -d : d));
    }
    o.x_prev[k] = pixel(o.x[k]);  // SolidObjectFull's d4: x_pos after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Busy while open or opening (it closes by itself); shut, only within its
// zone's reach along x (the solid window is narrower). A vertical door's zone
// ends below at a signed compare and above at an unsigned one (sub_2FBCE):
// with that upper end past $8000 (a door left of x 0, or its flipped zone
// wrapping) it takes in every x from 0 to $7FFF, so it is always busy.
int32_t kind_busy_s3k_door(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.timer[k] != 0 || o.aux[k] != 0) return ALWAYS_BUSY;
    if (!s3k_door_horizontal(o, k)) {
        const bool flip = (o.flags[k] & OF_XFLIP) != 0;
        const uint16_t hi = uint16_t(flip ? o.x0[k] + S3K_DOOR_REACH : pixel(o.x[k]));
        if (hi > 0x8000) return ALWAYS_BUSY;
    }
    return std::max(s3k_door_horizontal(o, k) ? S3K_DOOR_SPAN : S3K_DOOR_REACH, o.cx[k]);
}

}  // namespace hp
