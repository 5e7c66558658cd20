// Hill Top's smashable ground (issue 18): S2 Obj2F `SmashableGround` (s2.asm
// Obj2F_Init, Obj2F_Main, loc_23444). A solid block (SolidObject: d1 =
// width_pixels $10 + $B, d2 = y_radius $20 (Obj2F_Init overwrites the
// table's), d3 = $21: the kind's cx, hj, hs). A player standing on it is put
// on path A (top_solid_bit $C, lrb_solid_bit $D) unless it breaks: it breaks
// under a player who had the roll animation before the solid and is on path
// B (top_solid_bit $E), or on either path when subtype bit 7 is set. He goes
// on curled and in the air; the block is gone (state broken). Fragments and
// points are not modelled. docs/kinds/s2.md "Hill Top's smashable ground".
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

// loc_23444 / loc_2345C: rolling, radii $E and 7, the roll animation, in the
// air, off the object, routine 2.
void smash_ground_drop(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    p.rolling = 1;
    p.yr = 0xE;
    p.xr = 7;
    p.anim = r.anim->id.roll;
    if (!p.airborne) p.events |= EV_LEFT_GROUND;
    p.airborne = 1;
    p.on_object = -1;
    p.hurt = 0;
    o.standing[k] = 0;  // andi.b #~standing_mask,status(a0)
    o.pushed[k] = 0;
    o.state[k] = ST_BROKEN;  // BreakObjectToPieces: no solid any more
}

// Obj2F_Main while it is whole.
SolidResult smash_ground_frame(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const uint8_t anim = p.anim;  // objoff_32: (MainCharacter+anim) before the solid
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (!o.standing[k]) return res;
    const bool any_path = (o.subtype[k] & 0x80) != 0;  // tst.b subtype / bmi
    if (anim == r.anim->id.roll && (any_path || p.layer == 1)) smash_ground_drop(p, o, k, r);
    else p.layer = 0;  // loc_23426: path A
    return res;
}

}  // namespace

// ---- the kind s2_smash_ground (object_kinds.hpp) ----
SolidResult kind_update_s2_smash_ground(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] != ST_BROKEN) return smash_ground_frame(p, o, k, i, r);
    release_false_standing(p, o, k, i, r);  // its fragments are not solid (rules/objects §11 Q4)
    return {};
}

int32_t kind_busy_s2_smash_ground(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_BROKEN) return NEVER_BUSY;  // fragments only
    return o.cx[k];  // A2; the rest follows the standing flag
}

}  // namespace hp
