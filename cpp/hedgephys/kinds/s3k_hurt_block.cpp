// Sonic 3's invisible hurt and insta-kill blocks (issue 18): S3K objects
// $6A `Obj_InvisibleHurtBlockHorizontal` and $6B
// `Obj_InvisibleHurtBlockVertical` (s3.asm). Their inits size them from the
// subtype (width_pixels ((subtype & $F0) + $10) / 2, height_pixels
// ((subtype & $F) + 1) * 8: the Python class S3KHurtBlock sets cx = width +
// $B, hj = height, hs = hj + 1, the routines' d1, d2 and d3) and pick the
// routine by the layout's flips: each calls SolidObjectFull2 (procedure A,
// solid_full), then acts on a player who
//   no flip  stands on it (its standing bit after the solid: $6A loc_1D0F6,
//            $6B loc_1D284),
//   x-flip   touches either side (the touch-side bits of d6: loc_1D15C,
//            loc_1D2EA),
//   y-flip   touches its underside (the touch-bottom bits: loc_1D1C0,
//            loc_1D34E):
// $6A hurts him as spikes do (sub_228EC, spike_hurt), $6B kills him
// (sub_1D3B2: Kill_Character). The subtype field holds the `effect`
// (HURT_BLOCK_*): Sonic & Knuckles' $6E `Obj_InvisibleLavaBlock` and $6D
// `Obj_InvisibleShockBlock` (sonic3k.asm, read from a public copy) are $6A
// with shield_reaction bit 4 or 5 set, which its sonic3k.asm routines test
// before the hurt (sub_1F58C: shield_reaction & $73 & the player's
// status_secondary nonzero, a fire or lightning shield: no hurt; then
// sub_24280, the same hurt as s3.asm's sub_228EC). docs/kinds/s3k.md.
#include "../objects.hpp"
#include "../shields.hpp"

namespace hp {

namespace {

// The effect codes (object_kinds.hpp's "effect" choices, in order).
enum HurtBlockEffect : uint8_t { HURT_BLOCK_HURT, HURT_BLOCK_KILL, HURT_BLOCK_HURT_BUT_FIRE, HURT_BLOCK_HURT_BUT_LIGHTNING };

// sub_1F58C's test: the block's shield_reaction bit ($10 lava, $20 shock)
// against the player's shield bits.
bool hurt_block_spares(const Player& p, uint8_t effect) {
    if (effect == HURT_BLOCK_HURT_BUT_FIRE) return (p.shield & SHIELD_BIT_FIRE) != 0;
    if (effect == HURT_BLOCK_HURT_BUT_LIGHTNING) return (p.shield & SHIELD_BIT_LIGHTNING) != 0;
    return false;
}

}  // namespace

// ---- the kind s3k_hurt_block (object_kinds.hpp) ----
SolidResult kind_update_s3k_hurt_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    bool hit;
    if (o.flags[k] & OF_XFLIP) {  // status bit 0 is tested first (the inits' order)
        hit = res.contact == CONTACT_SIDE;
    } else if (o.flags[k] & OF_YFLIP) {
        hit = res.contact == CONTACT_BOTTOM;
    } else {
        hit = o.standing[k] != 0;
    }
    if (!hit) return res;
    if (o.subtype[k] != HURT_BLOCK_KILL) {
        if (!hurt_block_spares(p, o.subtype[k])) spike_hurt(p, o, k, r);
        return res;
    }
    // Kill_Character tests no player routine: a player the solid routine
    // already left alone (dead: A4) makes no contact and stands on nothing.
    kill_player(p, r);
    o.events[k] |= OEV_KILLED;
    return res;
}

int32_t kind_busy_s3k_hurt_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];  // A2; the hurt follows the solid's result or the standing flag
}

}  // namespace hp
