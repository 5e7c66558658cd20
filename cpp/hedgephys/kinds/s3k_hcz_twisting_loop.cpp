// Hydrocity's twisting loops (issue 18): S3K `Obj_HCZTwistingLoop` (S3 Set
// $69, read in s3.asm; Sonic & Knuckles' copy, SK Set 1 $69 in sonic3k.asm,
// is the same routine), docs/kinds/s3k_takeover.md. An invisible object
// that takes a rolling player over and drives him through the loop.
//
// The init: by (subtype & $7F), word_3863A's row: $30 and $32, the loop's
// X and Y in the level (absolute), and its route (byte_38604, byte_3860C,
// byte_3861A or byte_38626: a segment routine per $60 of distance, 0 at
// the end). Each frame (loc_3869A, sub_386C0), the player's slot (a4: the
// segment, 0 waiting; 2(a4) the distance, a 16.16 long, in aux):
//   waiting (loc_38700), subtype bit 7 clear: a player with x - its x + 8
//     < $10 and y - its y < $30 (unsigned words) and object_control 0,
//     moving right (ground_vel >= 0), or, X-flipped, left (ground_vel and
//     x_vel < 0: ground_vel negated), is taken; bit 7 set (loc_38796): x -
//     its x + $10 < $20, y - its y + $10 < $10, object_control 0 and
//     ground_vel < 0. Taken: segment 2, object_control 1, anim 2, radii $E
//     and 7, rolling, not pushing, angle $28, the distance's pixel word = y
//     - $32 (its fraction kept from the last ride).
//   a segment (off_386F0: 2 loc_3885A, 4 loc_388B4, 6 loc_388EC, 8
//     loc_3891C, $A loc_3895C, $C loc_3898C, $E loc_389BC), with D the
//     distance's pixel word: his x = $30 + a function of D, his y = $32 +
//     D, then the distance += y_vel << 8. The functions: 2: d = D - $16
//     (at a borrow: 0, or, when ground_vel < 0, he is let go: slot 0,
//     object_control 0, angle $70, sub_38806, nothing more), (sin(lsr.w 8
//     of the word d * $DD) * -$2800) >> 16; 4: the same of the word D * $AA
//     (asr.w 8); 8: of (D - $180) * $AA (asr.w 8), + $100; 6, $A, $C, $E:
//     (D - $C0, - $240, - $240, - $540) * $AA (muls.w, asr.l 8).
//   Then, while the slot is not 0: sub_38806 (with his angle a: x_vel =
//   (cos(a) * ground_vel) >> 8, y_vel = (sin(a) * ground_vel) >> 8; d =
//   (sin(a) * $50) >> 8, quartered (asr.l 2) when it is negative and
//   ground_vel is not, or when it is not and ground_vel is; ground_vel += d,
//   but not while ground_vel >= $1800), the segment = the route's byte D /
//   $60 (divu.w), and at 0 object_control = 0 (he rolls on by himself).
// object_control 1: his own movement does not run (frame.cpp), his
// animation does. No phase: it acts only on a player in its window.
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

// byte_38604, byte_3860C, byte_3861A, byte_38626 as the ROM lays them out
// (each even-aligned): a reading past a route's 0 goes on into the next.
constexpr uint8_t LOOP_ROUTES[54] = {
    2, 4, 4, 4, 4, 4, 0xC, 0,                                              // byte_38604
    2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 0xA, 0xA, 0, 0,                          // byte_3860C (+ even)
    2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 0xA, 0,                                  // byte_3861A
    2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 0xE, 0};         // byte_38626
// word_3863A: the loop's X, Y and route (its offset in LOOP_ROUTES), by subtype & $7F.
struct LoopRow {
    int32_t x, y;
    uint32_t route;
};
constexpr LoopRow LOOP_ROWS[8] = {{0x840, 0x120, 0},   {0x1540, 0x620, 8}, {0x1740, 0x3A0, 8},
                                  {0x1CC0, 0x620, 0},  {0x1FC0, 0x2A0, 22}, {0x24C0, 0x220, 34},
                                  {0x26C0, 0x120, 0},  {0x3040, 0x620, 8}};
constexpr int32_t LOOP_ANGLE = 0x28, LOOP_LET_GO_ANGLE = 0x70, LOOP_SPEED_CAP = 0x1800;

const LoopRow& loop_row(const ObjectBatch& o, size_t k) { return LOOP_ROWS[(o.subtype[k] & 0x7F) & 7]; }
uint16_t loop_distance(const ObjectBatch& o, size_t k) { return uint16_t(uint32_t(o.aux[k]) >> 16); }

// (sin(a) * -$2800) >> 16: muls.w, swap.
int32_t loop_swing(const Rules& r, uint32_t a) { return (sin_of(r.sine, a & 0xFF) * -0x2800) >> 16; }

// The X offset a segment gives (off_386F0's routines but loc_3885A's let-go).
int32_t loop_x(const Rules& r, uint32_t seg, uint16_t d) {
    switch (seg) {
        case 2: return loop_swing(r, (uint16_t(d * 0xDDu) >> 8));  // lsr.w
        case 4: return loop_swing(r, uint32_t(int16_t(uint16_t(d * 0xAAu)) >> 8));  // asr.w
        case 8: return loop_swing(r, uint32_t(int16_t(uint16_t(uint16_t(d - 0x180) * 0xAAu)) >> 8)) + 0x100;
        case 6: return (int16_t(d - 0xC0) * 0xAA) >> 8;  // muls.w, asr.l
        case 0xE: return (int16_t(d - 0x540) * 0xAA) >> 8;
        default: return (int16_t(d - 0x240) * 0xAA) >> 8;  // $A, $C
    }
}

// sub_38806.
void loop_speeds(Player& p, const Rules& r) {
    const uint32_t a = p.angle & 0xFF;
    p.xsp = int16_t((cos_of(r.sine, a) * p.gsp) >> 8);
    p.ysp = int16_t((sin_of(r.sine, a) * p.gsp) >> 8);
    int32_t d = (sin_of(r.sine, a) * 0x50) >> 8;
    if (p.gsp >= 0) {
        if (int16_t(d) < 0) d >>= 2;
        if (p.gsp >= LOOP_SPEED_CAP) return;
    } else if (int16_t(d) >= 0) {
        d >>= 2;
    }
    p.gsp = int16_t(p.gsp + d);
}

// loc_38700 / loc_38796: take him?
bool loop_takes(const Player& p, const ObjectBatch& o, size_t k) {
    if (p.object_control) return false;
    const int32_t dx = pixel(p.x) - pixel(o.x[k]), dy = pixel(p.y) - pixel(o.y[k]);
    if (o.subtype[k] & 0x80) return uint16_t(dx + 0x10) < 0x20 && uint16_t(dy + 0x10) < 0x10 && p.gsp < 0;
    if (uint16_t(dx + 8) >= 0x10 || uint16_t(dy) >= 0x30) return false;
    if (!(o.flags[k] & OF_XFLIP)) return p.gsp >= 0;
    return p.gsp < 0 && p.xsp < 0;
}

void loop_take(Player& p, ObjectBatch& o, size_t k) {
    if (!(o.subtype[k] & 0x80) && (o.flags[k] & OF_XFLIP)) p.gsp = int16_t(-p.gsp);
    const uint32_t d = uint16_t(pixel(p.y) - loop_row(o, k).y);  // move.w d1,2(a4): the fraction stays
    o.aux[k] = int32_t((d << 16) | (uint32_t(o.aux[k]) & 0xFFFF));
    o.state[k] = 2;
    p.object_control = 1, p.anim = 2;
    p.yr = 0xE, p.xr = 7;  // the rolling radii
    p.rolling = 1, p.pushing = 0;
    p.angle = LOOP_ANGLE;
}

// A segment's move; false when loc_3885A let him go.
bool loop_segment(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const LoopRow& row = loop_row(o, k);
    uint16_t d = loop_distance(o, k);
    const uint32_t seg = o.state[k];
    if (seg == 2) {
        if (d < 0x16) {
            if (p.gsp < 0) {
                o.state[k] = 0;
                p.object_control = 0;
                p.angle = LOOP_LET_GO_ANGLE;
                loop_speeds(p, r);
                return false;
            }
            d = 0x16;  // d - $16 = 0
        }
        d = uint16_t(d - 0x16);
    }
    set_pixel_x(p, uint16_t(row.x + loop_x(r, seg, seg == 2 ? d : loop_distance(o, k))));
    set_pixel_y(p, uint16_t(loop_distance(o, k) + row.y));
    o.aux[k] = int32_t(uint32_t(o.aux[k]) + uint32_t(int32_t(p.ysp) * 256));
    return true;
}

}  // namespace

// ---- the kind s3k_hcz_twisting_loop (object_kinds.hpp) ----
SolidResult kind_update_s3k_hcz_twisting_loop(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    if (o.state[k] == 0) {
        if (!loop_takes(p, o, k)) return {};
        loop_take(p, o, k);
    } else if (!loop_segment(p, o, k, r)) {
        return {};
    }
    loop_speeds(p, r);
    const uint32_t at = loop_row(o, k).route + loop_distance(o, k) / 0x60u;
    o.state[k] = at < sizeof LOOP_ROUTES ? LOOP_ROUTES[at] : 0;  // past the tables: not reached (docs)
    if (!o.state[k]) p.object_control = 0;
    return {};
}

// Waiting: its window ($10 px either side with bit 7, 8 without); riding:
// every frame.
int32_t kind_busy_s3k_hcz_twisting_loop(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k]) return ALWAYS_BUSY;
    return (o.subtype[k] & 0x80) ? 0x10 : 8;
}

}  // namespace hp
