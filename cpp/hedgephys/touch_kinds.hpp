// What the player's hitbox scan (hitbox.cpp, rules/objects §8 G) tests of an
// object on this frame: a box (half-width w, half-height h, centred at its x
// and its y + dy) and the reaction a touch of it starts (G4). A kind with a
// touch has KT_TOUCH in its registry entry (object_kinds.hpp) and defines,
// next to its routine,
//   bool kind_touch_<name>(const ObjectBatch&, size_t k, const TouchScan&, Touch&);
// false: its routine does not list it for touches on this frame (spent,
// unarmed, between beams...). Hitboxes' and monitors' are below (the scan's
// own, inline). A kind without KT_TOUCH has no touch.
#pragma once
#include <cstddef>
#include <cstdint>

#include "objects.hpp"

namespace hp {

// Reactions beyond G4's classes (REACT_*): a touch only counted in the
// object's collision_property, answered by its own routine (S1/S2/S3K
// bumpers, S2 ObjD8 / ObjD7, S3K $D7 objects: bumper_touch), and a monitor's.
constexpr uint8_t REACT_COUNTED = REACT_COUNT + 1;
constexpr uint8_t REACT_MONITOR = REACT_COUNT + 2;
// A hurt touch (G4 $80) with shield_reaction bit 3 (S3K): any shield turns it
// away (hitbox.cpp: ShieldTouchResponse, Touch_ChkHurt_Bounce_Projectile).
constexpr uint8_t REACT_PROJECTILE = REACT_COUNT + 3;

struct Touch {
    int32_t w = 0, h = 0, dy = 0;
    uint8_t reaction = REACT_HURT;
    // S3K shield_reaction: the shield bits (status_secondary, Player::shield)
    // that spare the player a hurt (Touch_ChkHurt; S&K's lava falls: the fire
    // shield's $10, kinds/s3k_lrz_lava_fall.cpp).
    uint8_t spare = 0;
};
// The scanning box (the player's, or the insta-shield's: shields.hpp): its
// top pixel, height and the Q6 fix's shrink, for a kind whose box depends on
// it (the LBZ gate laser's beams).
struct TouchScan {
    uint16_t top;
    int32_t height, shrink;
};
// The box of the object's own width and height radii, with a reaction.
inline bool touch_own_box(const ObjectBatch& o, size_t k, uint8_t reaction, Touch& t) {
    t.w = o.wr[k], t.h = o.hr[k], t.dy = 0, t.reaction = reaction;
    return true;
}

// A touch its routine picks by its collision byte on this frame (the reaction,
// REACT_COUNT for none; the box already in t.w, t.h): a special one ($D7...)
// is only counted.
inline bool touch_by_byte(uint8_t reaction, Touch& t) {
    t.dy = 0, t.reaction = reaction == REACT_SPECIAL ? REACT_COUNTED : reaction;
    return reaction != REACT_COUNT;
}

// G: a ring of the ring manager is collected before (hitbox.cpp).
inline bool kind_touch_hitbox(const ObjectBatch& o, size_t k, const TouchScan&, Touch& t) {
    return o.state[k] == ST_IDLE && o.reaction[k] != REACT_RING && touch_own_box(o, k, o.reaction[k], t);
}
// Type $46 in every game (rules/objects §12.3 size 6).
inline bool kind_touch_monitor(const ObjectBatch& o, size_t k, const TouchScan&, Touch& t) {
    t.w = t.h = 16, t.dy = 0, t.reaction = REACT_MONITOR;
    return o.state[k] != ST_BROKEN;
}

// Declared for every kind of the registry; defined and called only for those
// with KT_TOUCH (if constexpr on the trait).
#define HP_TOUCH_DECLARE(id, name, file, traits, states, params) \
    bool kind_touch_##name(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t);
HP_OBJECT_KIND_LIST(HP_TOUCH_DECLARE)
#undef HP_TOUCH_DECLARE

// Object k's touch on this frame: a hitbox's, a monitor's or its kind's hook.
inline bool object_touch(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    switch (o.kind[k]) {
#define HP_TOUCH_CASE(id, name, file, traits, states, params)         \
    case id:                                                          \
        if constexpr (((traits) & KT_TOUCH) != 0)                     \
            return kind_touch_##name(o, k, scan, t);                  \
        else                                                          \
            return false;
        HP_OBJECT_KIND_LIST(HP_TOUCH_CASE)
#undef HP_TOUCH_CASE
        default:
            return false;
    }
}

}  // namespace hp
