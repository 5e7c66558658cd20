// A monitor's invincibility (rules/objects F6, docs/kinds/touch.md "Monitor
// contents"): its length, its countdown and what it does, in each game's
// own routines. S1 v_invinc with invtime, S2 status_secondary's invincible
// bit with invincibility_time, S3K Status_Invincible with
// invincibility_timer; Player::invincible holds the time left (0: none).
#pragma once
#include <cstdint>

#include "player.hpp"

namespace hp {

// S1 Pow_ChkInvinc: move.w #$4B0,invtime; S2 invincible_monitor: 20*60
// frames; S3K Monitor_Give_Invincibility: (20*60)/8 ticks of 8 frames.
inline uint16_t invincibility_length(const Rules& r) { return r.s3k() ? (20 * 60) / 8 : 20 * 60; }

// What invincibility stops: a badnik's touch destroys it (S1 React_Enemy,
// S2 / S3K Touch_Enemy test it first), a hurting touch and spikes do
// nothing (S1 React_ChkHurt and Spik_Hurt, S2 / S3K Touch_ChkHurt2 and the
// spikes' hurt routine); S3K Sonic's press makes no shield move nor
// insta-shield (Sonic_FireShield's first test), and the shield objects do
// nothing (their first test: a fire or lightning shield stays in water).
inline bool invincible(const Player& p) { return p.invincible != 0; }

}  // namespace hp
