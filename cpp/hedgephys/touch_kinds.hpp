// What the player's hitbox scan (hitbox.cpp, rules/objects §8 G) tests of an
// object on this frame: a box (half-width w, half-height h, centred at its x
// and its y + dy) and the reaction a touch of it starts (G4). Hitboxes and
// monitors are the scan's own (hitbox.cpp); every other kind with a touch
// lists itself in HP_TOUCH_KIND_LIST and defines, next to its routine,
//   bool kind_touch_<name>(const ObjectBatch&, size_t k, const TouchScan&, Touch&);
// false: its routine does not list it for touches on this frame (spent,
// unarmed, between beams...). A kind not listed has no touch.
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

struct Touch {
    int32_t w = 0, h = 0, dy = 0;
    uint8_t reaction = REACT_HURT;
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

#define HP_TOUCH_KIND_LIST(X)                                                                        \
    X(OBJ_BUMPER, bumper) X(OBJ_S2_BONUS_BLOCK, s2_bonus_block) X(OBJ_S2_HEX_BUMPER, s2_hex_bumper)   \
    X(OBJ_S3K_ICZ_HARMFUL_ICE, s3k_icz_harmful_ice)                                                  \
    X(OBJ_S3K_LBZ_EXPLODING_TRIGGER, s3k_lbz_exploding_trigger) X(OBJ_ELECTRO, electro)             \
    X(OBJ_S3K_POINDEXTER, s3k_poindexter) X(OBJ_S3K_BUBBLES, s3k_bubbles) X(OBJ_S3K_JAWZ, s3k_jawz)  \
    X(OBJ_S2_MTZ_SPIKE, s2_mtz_spike) X(OBJ_SEESAW_BALL, seesaw_ball)                                \
    X(OBJ_S1_SPIKE_BALL, s1_spike_ball) X(OBJ_S3K_ORBIT_BALL, s3k_orbit_ball)                        \
    X(OBJ_S1_CHAIN_BALL, s1_chain_ball) X(OBJ_S1_FLAMETHROWER, s1_flamethrower)                      \
    X(OBJ_S3K_CHAIN_BALL, s3k_chain_ball) X(OBJ_S3K_HCZ_CONVEYOR_SPIKE, s3k_hcz_conveyor_spike)      \
    X(OBJ_S3K_FBZ_FLOAT, s3k_fbz_float) X(OBJ_S3K_DEZ_LIGHTNING, s3k_dez_lightning)                  \
    X(OBJ_S3K_FBZ_MINE, s3k_fbz_mine) X(OBJ_S3K_ICZ_STALACTITE, s3k_icz_stalactite)                  \
    X(OBJ_S3K_LBZ_GATE_LASER, s3k_lbz_gate_laser) X(OBJ_S1_CHAIN_STOMP, s1_chain_stomp)              \
    X(OBJ_S3K_FBZ_PROPELLER, s3k_fbz_propeller) X(OBJ_S3K_FBZ_ROTATING, s3k_fbz_rotating) /* h-fbz (session 32) */

#define HP_TOUCH_DECLARE(id, name) \
    bool kind_touch_##name(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t);
HP_TOUCH_KIND_LIST(HP_TOUCH_DECLARE)
#undef HP_TOUCH_DECLARE

// Object k's touch on this frame: a hitbox's, a monitor's or its kind's hook.
inline bool object_touch(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    switch (o.kind[k]) {
        case OBJ_HITBOX:  // G: a ring of the ring manager is collected before (hitbox.cpp)
            return o.state[k] == ST_IDLE && o.reaction[k] != REACT_RING && touch_own_box(o, k, o.reaction[k], t);
        case OBJ_MONITOR:  // type $46 in every game (rules/objects §12.3 size 6)
            t.w = t.h = 16, t.dy = 0, t.reaction = REACT_MONITOR;
            return o.state[k] != ST_BROKEN;
#define HP_TOUCH_CASE(id, name) \
    case id:                    \
        return kind_touch_##name(o, k, scan, t);
            HP_TOUCH_KIND_LIST(HP_TOUCH_CASE)
#undef HP_TOUCH_CASE
        default:
            return false;
    }
}

}  // namespace hp
