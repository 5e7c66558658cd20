// Sonic's shield moves and the insta-shield (shields.hpp), S3K and Sonic 3
// alone alike (s3.asm; sonic3k.asm has the same routines). The shields'
// objects are modelled only for the insta-shield's timer and the fire and
// lightning shields going out in water (shield_object_frame); the fire
// dash's camera lag is camera_lag.cpp's. Not modelled: Super Sonic
// (Sonic_CheckTransform: no emeralds here).
#include "shields.hpp"

#include "animation.hpp"
#include "camera_lag.hpp"
#include "double_jump.hpp"
#include "invincibility.hpp"
#include "movement.hpp"

namespace hp {

// Sonic_ShieldMoves: once per jump (double_jump_flag 0), a press clears the
// roll-jump lock, then the shield held decides the move.
void sonic_shield_moves(Player& p, const Rules& r, bool pressed) {
    if (p.double_jump_flag != 0 || !pressed) return;
    p.rolljump = 0;  // bclr #Status_RollJump, before any shield test
    if (invincible(p)) return;  // Sonic_FireShield: btst #Status_Invincible / bne: nothing more
    if (p.shield & SHIELD_BIT_FIRE) {
        // Sonic_FireShield: a dash at 8 px a frame the way he faces, no y speed.
        p.double_jump_flag = 1;
        const Speed dash = p.facing_left ? Speed(-0x800) : Speed(0x800);
        p.xsp = dash;
        p.gsp = dash;
        p.ysp = 0;
        fire_dash_lag(p, r);  // H_scroll_frame_offset, Reset_Player_Position_Array
    } else if (p.shield & SHIELD_BIT_LIGHTNING) {
        // Sonic_LightningShield: the double jump, y speed -$580, the jump's
        // height control ended (clr.b jumping).
        p.double_jump_flag = 1;
        p.ysp = -0x580;
        p.jumping = 0;
    } else if (p.shield & SHIELD_BIT_BUBBLE) {
        // Sonic_BubbleShield: straight down at 8 px a frame; the bounce comes on landing.
        p.double_jump_flag = 1;
        p.xsp = 0;
        p.gsp = 0;
        p.ysp = 0x800;
    } else if (!(p.shield & SHIELD_BIT_ANY)) {
        // Sonic_InstaShield (not with the plain shield): the attack starts,
        // the insta-shield object told to play its animation 1.
        p.double_jump_flag = 1;
        p.insta_shield |= 0x80;
    }
}

// BubbleShield_Bounce (from Player_TouchFloor, after the radii reset): $780
// along the floor's normal (angle - $40) added to the speeds, airborne and
// curled again, jumping (so the jump height routine runs once more).
void bubble_shield_bounce(Player& p, const Rules& r) {
    // move.w #$780,d2; btst #Status_Underwater / move.w #$400,d2.
    const int32_t bounce = p.underwater ? 0x400 : 0x780;
    const uint32_t a = uint32_t(p.angle) - 0x40;
    p.xsp = w16(p.xsp + mul_shift8(cos_of(r.sine, a), bounce));
    p.ysp = w16(p.ysp + mul_shift8(sin_of(r.sine, a), bounce));
    p.airborne = 1;
    p.pushing = 0;
    p.jumping = 1;
    p.stick = 0;
    curl_up(p, r);  // y_radius $E, x_radius 7, Status_Roll, y moved by the change
    p.anim = r.anim->id.roll;  // anim 2
}

bool lose_shield(Player& p) {
    if (!(p.shield & SHIELD_BIT_ANY)) return false;
    p.shield = SHIELD_NONE;  // andi.b #$8E,status_secondary
    p.insta_shield = 16;     // Obj_InstaShield comes back: anim 0, prev_anim 1
    return true;
}

// The Shield slot's object, after the act's objects: Obj_FireShield_Main and
// Obj_LightningShield_Main end their shield when the player is underwater
// (Obj_FireShield_DestroyUnderwater / Obj_LightningShield_DestroyUnderwater:
// andi.b #$8E, the insta-shield object back in the slot), not while he shows
// the blank animation $1C nor while he is invincible (their first test,
// invincibility.hpp); the bubble shield stays (Obj_BubbleShield_Main has no such
// test). Otherwise Sonic's insta-shield object runs.
void shield_object_frame(Player& p, const Rules& r) {
    constexpr uint8_t ANIM_BLANK = 0x1C;
    if (invincible(p)) return;  // each shield object's first test (and Obj_InstaShield_Main's)
    if (p.underwater && (p.shield & (SHIELD_BIT_FIRE | SHIELD_BIT_LIGHTNING)) && p.anim != ANIM_BLANK) {
        lose_shield(p);  // the insta-shield object starts next frame (Obj_InstaShield init)
        return;
    }
    if (p.insta_shield && r.character == Character::Sonic) insta_shield_tick(p, r);
}

// Obj_InstaShield_Main with Ani_InstaShield (Animate_Sprite, delay 0):
// script 1 shows mapping frames 0,1,2,3,4,5, then 6 eight times, then 7, then
// $FD returns to script 0 (frame 6 held). insta_shield's low bits count the
// frames of script 1 shown (1..15), 16 once $FD has run (anim 0, prev_anim
// still 1), 0 in script 0. Each frame that ends on mapping frame 7 (the
// 15th, and the $FD frame after it) sets double_jump_flag = 2.
void insta_shield_tick(Player& p, const Rules& r) {
    if (!(r.s3k() && r.sonic()) || p.shield != SHIELD_NONE) return;
    constexpr uint8_t LAST = 15;  // frames of script 1 before $FD
    const uint8_t anim = p.insta_shield >> 7;
    uint8_t s = p.insta_shield & 0x7F;
    const uint8_t prev = s != 0;
    if (anim != prev) s = 0;  // a new script: anim_frame = 0
    if (anim == 0) {
        p.insta_shield = 0;  // script 0 shows frame 6 (its loop)
        return;
    }
    if (s < LAST) {
        ++s;  // the next frame of script 1
    } else {
        s = 16;  // $FD: anim = 0, the frame shown stays 7
        p.insta_shield = s;
        p.double_jump_flag = 2;
        return;
    }
    p.insta_shield = uint8_t(0x80 | s);
    if (s == LAST) p.double_jump_flag = 2;  // mapping frame 7: the attack is over
}

}  // namespace hp
