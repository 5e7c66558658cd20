// Launch Base's exploding triggers (issue 18): S3K `Obj_LBZExplodingTrigger`
// (S3 Set and SK Set 1 $13), read in s3.asm (loc_24944, sub_24980).
// docs/kinds/s3k_lbz.md.
//
// Init: collision_flags $C6 (the special class, Touch_Sizes 6: 16 x 16
// radii), then loc_24944 every frame, ending in Sprite_CheckDeleteTouch3
// (its touch listed). The player's scan (hitbox.cpp, rules/objects G3)
// counts a touch in its collision_property (aux here: Touch_Special
// loc_115EC, size 6 is one of its sizes, the main character's +1) and stops;
// loc_24944, later in the same frame, sees it: bit 0 cleared (bclr #0), and
// when the player's animation is 2 (the roll, sub_24980: cmpi.b #2,anim)
// his X and Y speeds are negated (neg.w x_vel / y_vel), the level trigger
// numbered by the subtype's low nibble flips (bchg, Level_trigger_array) and
// the trigger becomes an explosion (Obj_Explosion, routine 2, collision_flags
// and collision_property cleared): no touch from then on. Touched by a player
// who is not rolling, it only clears the bit.
//
// The level trigger it flips (bchg d3,(a3) with d3 = 0: bit 0 of the trigger
// numbered by its subtype's low nibble) is the kind's parameter `trigger`
// (its subtype byte field), 0 to 15; $10, the default, flips none (SOZ's sand
// corks, sub_41D5C, take this kind and flip none). A writer of the level
// triggers (level_triggers.hpp): the trigger bridges read them
// (kinds/s3k_lbz_trigger_bridge.cpp). docs/kinds/s3k_trigger2.md.
#include "../animation.hpp"
#include "../level_triggers.hpp"
#include "../objects.hpp"
#include "../touch_kinds.hpp"

namespace hp {

// ---- the kind s3k_lbz_exploding_trigger (object_kinds.hpp) ----
SolidResult kind_update_s3k_lbz_exploding_trigger(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                  const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    if (o.state[k] != ST_IDLE || o.aux[k] == 0) return {};  // loc_24944: tst collision_property
    const bool hit = (o.aux[k] & 1) != 0;                    // bclr #0 (Player_1)
    o.aux[k] = uint8_t(o.aux[k] & ~3u);                      // bclr #0, bclr #1
    if (hit && p.anim == r.anim->id.roll) {                  // sub_24980
        p.xsp = int16_t(-p.xsp);                             // neg.w x_vel(a1)
        p.ysp = int16_t(-p.ysp);                             // neg.w y_vel(a1)
        if (o.subtype[k] < LEVEL_TRIGGERS)                   // bchg d3,(a3): bit 0 of its trigger
            set_level_trigger(o, k, o.subtype[k], uint8_t(level_trigger(o, k, o.subtype[k]) ^ 1));
        o.state[k] = ST_DESTROYED;                           // Obj_Explosion: collision cleared
        o.aux[k] = 0;                                        // clr.b collision_property(a0)
    }
    return {};
}

int32_t kind_busy_s3k_lbz_exploding_trigger(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] != ST_IDLE) return NEVER_BUSY;
    if (o.aux[k] != 0) return ALWAYS_BUSY;  // a touch to answer
    return hitbox_reach(o.wr[k], r);        // G2: the scan can touch it only this close
}

// loc_115EC: $C6 counted while not exploded; exploded, its byte is $00
bool kind_touch_s3k_lbz_exploding_trigger(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.state[k] == ST_IDLE && touch_own_box(o, k, REACT_COUNTED, t);
}

}  // namespace hp
