// Breakable walls and rocks (issue 18): procedure A (solid_full) with the
// routine's sizes, broken (state broken: no longer solid) by the player as
// the routine's `breaks` rule (the subtype field) says. Fragments, points and
// the S3K pushable rock's slide are not modelled. docs/kinds/spike.md.
//   never     S1 PurpleRock (3B), S2 Obj3B; S3K rocks and walls the player
//             cannot break (trigger walls, pushable rocks)
//   side      S1 SmashWall (3C), S2 Obj3C, S3K Obj_BreakableWall (loc_1F844)
//             and Obj_AIZLRZEMZRock subtype bit 2 (loc_1D8E0)
//   top       S2 Obj32 (breakable block / rock), S3K Obj_AIZLRZEMZRock bit 0
//   knuckles  S3K walls only Knuckles breaks by pushing (loc_1FAEC)
//   knuckles_touch  S3K rocks with subtype bits 2 and 7 (loc_1D926): Knuckles,
//             on any side contact
//   bottom    S3K Obj_CorkFloor of subtype 0 (loc_29858): any underside touch
//   plug      S3 Obj_LBZPipePlug (loc_2653A): the S1/S2 side rule in S3K
//             (no contact test, no Knuckles rule)
//   knuckles_glide  S&K Obj_BreakableWall's Knuckles-only walls (sonic3k.asm
//             loc_21818: MHZ, SOZ): a side contact by Knuckles, and a glide
//             that hits it turns into the fall (sub_218CE)
#include "../animation.hpp"
#include "../knuckles.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

enum Breaks : uint8_t { BREAK_NEVER, BREAK_SIDE, BREAK_TOP, BREAK_KNUCKLES, BREAK_KNUCKLES_TOUCH, BREAK_BOTTOM,
                      BREAK_PLUG, BREAK_KNUCKLES_GLIDE };

// Its pushing flag is cleared (bclr #p1_pushing_bit / Obj32 andi #~standing_mask).
void set_broken(ObjectBatch& o, size_t k) {
    o.state[k] = ST_BROKEN;
    o.pushed[k] = 0;
}

// Broken from the side (S1 SmashWall .chkroll, S2 Obj3C_Main, S3K sub_1F936 /
// sub_1DA08): the X speed of before the solid routine given back, the player
// put 4 px further out (+4, then -8 when the wall's X >= his, unsigned),
// ground speed = X speed, pushing cleared on both. (The S3K rock's
// sub_1DAA8 first drops a player standing on it: with one player, one who
// stands on it makes no side contact.)
void smash_from_side(Player& p, ObjectBatch& o, size_t k, int16_t xsp) {
    p.xsp = xsp;
    set_pixel_x(p, pixel(p.x) + 4);
    if (uint16_t(pixel(o.x[k])) >= uint16_t(pixel(p.x))) set_pixel_x(p, pixel(p.x) - 8);
    p.gsp = p.xsp;
    p.pushing = 0;
    set_broken(o, k);
}

// The speed test: |xsp| >= 0x480 as an unsigned word after the negation.
inline bool fast_enough(int16_t xsp) {
    return uint16_t(xsp < 0 ? -int32_t(xsp) : xsp) >= 0x480;
}

// Whether the side rule breaks it now. S1/S2: the object's pushing flag after
// the solid, the roll animation, the speed. S3K: a side contact first; then
// Knuckles always, others with the pushing flag, the roll animation (2) and
// the speed (Super forms and the fire shield are not modelled).
bool side_breaks(const Player& p, const ObjectBatch& o, size_t k, const SolidResult& res,
                 int16_t xsp, const Rules& r, bool s3k_rule) {
    if (s3k_rule) {
        if (res.contact != CONTACT_SIDE) return false;
        if (r.knuckles()) return true;
    }
    return o.pushed[k] && p.anim == r.anim->id.roll && fast_enough(xsp);
}

// Broken from above (S2 Obj32_BouncePlayer, S3K sub_1D7CE): the player who
// stood on it with the roll animation (before the solid) bounces off curled.
void smash_from_top(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    p.rolling = 1;
    p.yr = 14;
    p.xr = 7;
    p.anim = r.anim->id.roll;
    p.ysp = -0x300;
    if (!p.airborne) p.events |= EV_LEFT_GROUND;
    p.airborne = 1;
    p.on_object = -1;
    p.hurt = 0;  // routine 2
    o.standing[k] = 0;
    set_broken(o, k);
}

}  // namespace

// ---- the kind breakable (object_kinds.hpp) ----
SolidResult kind_update_breakable(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                  const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_BROKEN) {
        release_false_standing(p, o, k, i, r);  // no solid routine any more (rules/objects §11 Q4)
        return {};
    }
    const int16_t xsp = p.xsp;     // S1 smash_speed, S2 objoff_30, S3K $30: before the solid
    const uint8_t anim = p.anim;   // S2 breakableblock_mainchar_anim, S3K $32
    const int16_t ysp = p.ysp;     // S3K cork floor $30: before the solid
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    switch (o.subtype[k]) {
        case BREAK_SIDE:
            if (side_breaks(p, o, k, res, xsp, r, r.s3k())) smash_from_side(p, o, k, xsp);
            break;
        case BREAK_PLUG:  // loc_2656C: status bits $60 (pushing), anim 2, |$30| >= $480 unsigned;
            // then loc_265FA is sub_1F936's smash (X speed, +4 / -8 px, ground speed)
            if (side_breaks(p, o, k, res, xsp, r, false)) smash_from_side(p, o, k, xsp);
            break;
        case BREAK_TOP:
            if (o.standing[k] && anim == r.anim->id.roll) smash_from_top(p, o, k, r);
            break;
        case BREAK_KNUCKLES:  // loc_1FB38: the pushing flag, Knuckles
            if (o.pushed[k] && r.knuckles()) smash_from_side(p, o, k, xsp);
            break;
        case BREAK_KNUCKLES_TOUCH:  // loc_1D926 with subtype bit 7
            if (res.contact == CONTACT_SIDE && r.knuckles()) smash_from_side(p, o, k, xsp);
            break;
        case BREAK_BOTTOM:  // loc_29890: the touch-bottom bit gives the Y speed of before back
            // (after a crush too); loc_298CC drops a standing player, who cannot
            // also touch the underside (one player); then it breaks (loc_298FC)
            if (res.contact == CONTACT_BOTTOM) {
                p.ysp = ysp;
                set_broken(o, k);
            }
            break;
        case BREAK_KNUCKLES_GLIDE:  // loc_21862: the side-touch bit (d6) and character_id 2
            if (res.contact == CONTACT_SIDE && r.knuckles()) {
                smash_from_side(p, o, k, xsp);  // sub_218CE: the smash of sub_2165A
                if (p.double_jump_flag == KNUX_GLIDING) {  // then a glide becomes the fall
                    p.double_jump_flag = KNUX_FALLING;
                    p.anim = KNUX_ANIM_FALL;
                    p.facing_left = p.xsp < 0;  // facing the X speed just given back
                }
            }
            break;
        default:
            break;
    }
    return res;
}

int32_t kind_busy_breakable(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_BROKEN) return NEVER_BUSY;  // no routine left
    return o.cx[k];  // A2; the breaking follows the solid's result and flags
}

}  // namespace hp
