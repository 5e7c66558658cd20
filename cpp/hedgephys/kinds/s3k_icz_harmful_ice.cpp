// Ice Cap's breakable harmful ice (issue 18): S3K `Obj_ICZHarmfulIce` (S3 Set
// $C1, SK Set 1 $B8) of a nonzero subtype, read in s3.asm: docs/kinds/s3k_icz.md.
// (Subtype 0, a plain hurt box $82, is a Hitbox: levels/place_still.py.)
//
// ObjDat3_58CD6: collision $D7, special class, size $17 (the kind's width and
// height radii). The player's scan counts a touch in its collision_property
// (aux here, as the bumpers', kinds/bumper.cpp bumper_touch) and stops; its
// routine (loc_58C8C), later in the same frame, reads the count: nonzero, it
// calls HurtCharacter on the player of word_58CC4 (1: Player_1) with no
// invincibility or invulnerability test (the disassembly's bug: a FixBugs
// build adds them), then deletes itself (Go_Delete_Sprite; its debris,
// ChildObjDat_58CE2, has no collision).
#include "../objects.hpp"
#include "../touch_kinds.hpp"

namespace hp {

// ---- the kind s3k_icz_harmful_ice (object_kinds.hpp) ----
SolidResult kind_update_s3k_icz_harmful_ice(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    if (o.aux[k] == 0) return {};  // Sprite_CheckDeleteTouch: listed for the next scan
    hurt_player(p, o, k, r);       // HurtCharacter, a0 = Player_1, a2 = the ice
    o.present[k] = 0;              // Go_Delete_Sprite
    return {};
}

// A touch to answer: busy; else the scan's reach of its box (G2).
int32_t kind_busy_s3k_icz_harmful_ice(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return o.aux[k] != 0 ? ALWAYS_BUSY : hitbox_reach(o.wr[k], r);
}

// S3K loc_58C8C: $D7, counted and answered by its routine
bool kind_touch_s3k_icz_harmful_ice(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_COUNTED, t);
}

}  // namespace hp
