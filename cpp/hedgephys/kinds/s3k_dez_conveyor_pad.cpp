// Death Egg's conveyor pads (issue 18): SK Set 2 $53 `Obj_DEZConveyorPad`
// with a subtype other than 0, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k_dez.md.
//
// Its init: $31 = its X-flip (status bit 0, then cleared), the step $34 = 1
// (-1 with subtype bit 7), the count $32 = (subtype & $7F) * 8 frames,
// width_pixels $80, height_pixels $10. Each frame it runs SolidObjectFull
// (procedure A) with d1 = width_pixels + $B, d2 = height_pixels, d3 = d2 + 1
// (loc_47A58), after:
// * waiting (loc_479F0): once a player stands on it (its standing bits, set
//   by an earlier frame's solid), anim = $31 and the next frame moves on;
// * moving (loc_47A14): while $32 is not 0, $32 - 1 and y + $34; each
//   standing player's x + 2, or - 2 while anim is 1 (sub_47A96, with
//   Reverse_gravity_flag clear: not modelled); then the standing bits that
//   were clear at the last such frame ($30) toggle anim bit 0 (bchg).
// Ani_DEZConveyorPad (the checkout) has no $FD: anim changes only so.
// Subtype 0 (it rides along the floor, sub_47B58) is not placed. State: the
// count in timer, anim in aux bit 0, the last standing bits ($30) in bit 1.
#include "../objects.hpp"

namespace hp {

namespace {

enum DezPadState : uint8_t { DEZ_PAD_WAITING = 0, DEZ_PAD_MOVING = 1 };
constexpr int32_t DEZ_PAD_ANIM = 1, DEZ_PAD_LAST_STANDING = 2;  // aux bits
constexpr int32_t DEZ_PAD_CARRY = 2;                              // sub_47A96: moveq #2,d0

// loc_47A14 up to its solid call.
void dez_pad_move(Player& p, ObjectBatch& o, size_t k) {
    if (o.timer[k] != 0) {
        --o.timer[k];
        set_object_y(o, k, pixel(o.y[k]) + ((o.subtype[k] & 0x80) ? -1 : 1));
    }
    if (o.standing[k]) set_pixel_x(p, pixel(p.x) + ((o.aux[k] & DEZ_PAD_ANIM) ? -DEZ_PAD_CARRY : DEZ_PAD_CARRY));
    const bool newly = o.standing[k] && !(o.aux[k] & DEZ_PAD_LAST_STANDING);
    o.aux[k] = (o.aux[k] & DEZ_PAD_ANIM) | (o.standing[k] ? DEZ_PAD_LAST_STANDING : 0);
    if (newly) o.aux[k] ^= DEZ_PAD_ANIM;
}

}  // namespace

// ---- the kind s3k_dez_conveyor_pad (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_conveyor_pad(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                             const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == DEZ_PAD_WAITING) {
        if (o.standing[k]) {  // loc_479F0
            o.aux[k] = (o.flags[k] & OF_XFLIP) ? DEZ_PAD_ANIM : 0;
            o.timer[k] = (o.subtype[k] & 0x7F) * 8;
            o.state[k] = DEZ_PAD_MOVING;
        }
    } else {
        dez_pad_move(p, o, k);
    }
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObjectFull
}

// A2 (cx); busy by itself while it moves, and while its last standing bit
// is set (the next frame clears it, which a later landing reads).
int32_t kind_busy_s3k_dez_conveyor_pad(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == DEZ_PAD_MOVING && (o.timer[k] != 0 || (o.aux[k] & DEZ_PAD_LAST_STANDING))) return ALWAYS_BUSY;
    return o.cx[k];
}

}  // namespace hp
