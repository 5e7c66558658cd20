// Scrap Brain's electrocution orbs (issue 18): S1 object 6E `Electro`
// (_incObj/6E Electrocuter.asm, Elec_Shock; _anim/Electrocuter.asm), a
// hurting touch object switched on and off by the level frame counter.
// docs/kinds/timed.md.
//
// Elec_Main: the period mask elec_freq = subtype * 16 - 1. Elec_Shock: when
// v_framecount AND the mask is 0, the "zap" animation starts (byte_161D0:
// one game frame per mapping frame, 1,1,1,2,3,3,4,4,4,5,5,5,0, then back to
// the still animation); the collision byte is $A4 (hurt, size $24) after the
// routine of a frame that shows mapping frame 4, the 6th to 8th frames after
// the zap started, and 0 otherwise. The player's scan (hitbox.cpp) reads the
// byte the previous frame's routine left: electro_armed below.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

// The frames after a zap's start whose routine leaves the byte $A4 (the
// script's mapping frame 4: its 7th, 8th and 9th entries, counted from 0).
constexpr uint16_t ELECTRO_FIRST = 6, ELECTRO_LAST = 8;

// Whether the scan of this frame finds the collision byte $A4: the previous
// frame's counter (the level frame counter - 1) is 6 to 8 frames after a
// counter value whose AND with the mask is 0. A zap needs the still
// animation to start from, which a period of 16 frames or more leaves
// (subtype 0: the mask $FFFF, a zap at counter 0 only).
bool electro_armed(const ObjectBatch& o, size_t k) {
    const uint16_t mask = uint16_t(o.subtype[k] * 16 - 1);
    const uint16_t before = uint16_t(osc_level_frame(o, k / o.count) - 1);
    for (uint16_t d = ELECTRO_FIRST; d <= ELECTRO_LAST; ++d)
        if ((uint16_t(before - d) & mask) == 0) return true;
    return false;
}

// ---- the kind electro (object_kinds.hpp): its routine only animates, and
// the scan tests it (hitbox.cpp, G4 0x80), as a hitbox's ----
SolidResult kind_update_electro(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                const TileMap& map, StageLog* log) {
    return kind_update_hitbox(p, o, k, i, r, map, log);
}

// G2: the scan can touch it only this close, armed or not (its byte follows the counter).
int32_t kind_busy_electro(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return hitbox_reach(o.wr[k], r);
}

// $A4, a hurt box, only on the frames its routine set that byte (electro_armed)
bool kind_touch_electro(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return electro_armed(o, k) && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
