// Sonic's shields and the insta-shield (S3K; s3.asm, sonic3k.asm): the shield
// a player holds, as the game keeps it in status_secondary (Status_Shield,
// bit 0, with Status_FireShield 4, Status_LtngShield 5 or Status_BublShield 6;
// Monitor_Give_FireShield and its siblings set both bits), the shield moves
// of the second jump press (Sonic_ShieldMoves), the bubble bounce on landing
// (BubbleShield_Bounce), the insta-shield's attack (Obj_InstaShield) and its
// larger touch box (TouchResponse), and the shield lost to a hit
// (HurtCharacter `andi.b #$8E,status_secondary`).
#pragma once
#include "player.hpp"

namespace hp {

// The shields by name, with the game's status_secondary bits as the value.
#define HP_SHIELDS(X)                                                                              \
    X(SHIELD_NONE, "none", 0x00) X(SHIELD_PLAIN, "plain", 0x01) X(SHIELD_FIRE, "fire", 0x11)       \
    X(SHIELD_LIGHTNING, "lightning", 0x21) X(SHIELD_BUBBLE, "bubble", 0x41)
enum Shield : uint8_t { HP_SHIELDS(HP_ENUM_VALUE) };
constexpr uint8_t SHIELD_BIT_ANY = 0x01, SHIELD_BIT_FIRE = 0x10, SHIELD_BIT_LIGHTNING = 0x20,
                  SHIELD_BIT_BUBBLE = 0x40;
// HurtCharacter / Monitor_Give_*Shield: `andi.b #$8E` keeps the other status bits.
constexpr uint8_t SHIELD_BITS = 0x71;

// True when v is one of HP_SHIELDS' values.
inline bool valid_shield(uint8_t v) {
    return v == SHIELD_NONE || v == SHIELD_PLAIN || v == SHIELD_FIRE || v == SHIELD_LIGHTNING ||
           v == SHIELD_BUBBLE;
}

// The insta-shield's touch box (TouchResponse): x - 0x18, y - 0x18, 0x30 x
// 0x30, with the player invincible for the scan; only Sonic without a
// shield, while double_jump_flag is 1.
constexpr int32_t INSTA_SHIELD_HALF = 0x18;
inline bool insta_shield_attacking(const Player& p, const Rules& r) {
    return r.s3k() && r.sonic() && p.shield == SHIELD_NONE && p.double_jump_flag == 1;
}

// The shield a hit takes away (HurtCharacter: a shield keeps the rings);
// returns whether there was one. The insta-shield object comes back in its
// initial state (Obj_InstaShield: anim 0, prev_anim 1).
bool lose_shield(Player& p);

// One frame of the insta-shield object (Obj_InstaShield_Main), after the
// player's touch response: its animation, and double_jump_flag = 2 once it
// shows its last frame.
void insta_shield_tick(Player& p, const Rules& r);

}  // namespace hp
