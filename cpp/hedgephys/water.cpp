// Water (docs/water.md): entering and leaving it, the underwater constants,
// the air countdown and drowning. Each rule names the routine it follows.
#include "water.hpp"

#include "animation.hpp"
#include "camera_lag.hpp"
#include "movement.hpp"
#include "shields.hpp"
#include "terrain.hpp"

namespace hp {

Motion underwater_motion(const Rules& r) {
    Motion out = r.motion[0];
    // S1 Sonic_Water, S2 Obj01_InWater / Obj02_InWater, S3K Sonic_InWater /
    // Tails_InWater: top speed $300, acceleration 6, deceleration $40 (Super
    // forms are not modelled). Friction is the acceleration in every game.
    out.top = 0x300;
    out.acc = 6;
    out.frc = 6;
    out.dec = 0x40;
    // Sonic_Jump / Tails_Jump: #$380 underwater; S&K Knux_Jump #$300.
    out.jump_force = r.knuckles() ? 0x300 : 0x380;
    // Rolling deceleration (rules/terrain §8.8): S2 Sonic, S3 Sonic and every
    // S&K character keep the fixed #$20; S1 Sonic_RollSpeed, S2 Tails_RollSpeed
    // and Sonic 3 alone's Tails_RollSpeed use deceleration >> 2.
    const bool fixed = (r.s2() && !r.tails()) || r.game == Game::S3K || (r.game == Game::S3 && !r.tails());
    out.rolldec = fixed ? 0x20 : (0x40 >> 2);
    // Sonic_MdAir / Sonic_MdJump: subi.w #$28 after the fall's $38; the hurt
    // routines subi.w #$20 after their $30; Sonic_JumpHeight: -$200.
    out.gravity = 0x38 - 0x28;
    out.hurt_gravity = 0x30 - 0x20;
    out.jump_release = -0x200;
    return out;
}

// S1 ResumeMusic, S2 ResumeMusic, S3K Player_ResetAirTimer: air back to 30
// (the music they also pick is not modelled).
static void reset_air(Player& p) { p.air = AIR_FULL; }

void player_water(Player& p, const Rules& r) {
    if (r.cd()) return;  // Sonic CD's water is not modelled (water.hpp)
    // cmp.w y_pos,d0 / bge: the player is above while the surface >= his y (signed).
    if (p.water_y < int16_t(pixel(p.y))) {
        if (p.underwater) return;  // bset: already underwater
        p.underwater = 1;
        reset_air(p);
        // asr x_vel, asr y_vel twice: x halved, y quartered (the S3K test of
        // object_control, which skips it, reads a state not modelled here).
        p.xsp = int16_t(p.xsp >> 1);
        p.ysp = int16_t(p.ysp >> 2);
        return;
    }
    if (!p.underwater) return;  // bclr: already above
    p.underwater = 0;
    reset_air(p);
    if (r.s3k()) {
        // Sonic_OutWater / Tails_Water: doubled only from -$400 up (cmpi.w
        // #-$400 / blt), and no cap in the blank animation $1C.
        if (p.ysp >= -0x400) p.ysp = w16(p.ysp * 2);
        if (p.anim == 0x1C) return;
    } else {
        // S1 Sonic_Water .abovewater, S2 Obj01_OutWater / Obj02_OutWater: asl
        // (S2's hurt exception is never reached: only the control routine calls it).
        p.ysp = w16(p.ysp * 2);
    }
    // cmpi.w #-$1000 / bgt: the upward speed leaving the water is capped.
    if (p.ysp != 0 && p.ysp <= -0x1000) p.ysp = -0x1000;
}

// The moment the air runs out: S1 Drown_Countdown .reduceair, S2
// Obj0A_ReduceAir, S3K AirCountdown_ReduceAir.
static void drown_now(Player& p, const Rules& r) {
    reset_air(p);  // ResumeMusic / Player_ResetAirTimer
    // S1 Sonic_ResetOnFloor, S2 Sonic_ResetOnFloor_Part2, S3K Player_TouchFloor.
    reset_on_floor(p, r, Landing::Object);
    p.anim = DROWN_ANIM;
    p.airborne = 1;
    p.xsp = p.ysp = p.gsp = 0;
    p.hurt = 0;  // S3K sets the drowned routine $C; S1/S2 lock the controls ($81)
    p.drown = DROWN_FRAMES;
}

void air_countdown(Player& p, const Rules& r) {
    // Only while underwater and alive (cmpi.b #6,routine / btst #6,status); the
    // drowned player is counted by drowned_frame.
    if (r.cd() || !p.underwater || p.drown || p.dead || p.crushed) return;
    // S3K AirCountdown_Countdown: btst #Status_BublShield / bne: with the
    // bubble shield the countdown stands still (air and timer kept).
    if (r.s3k() && (p.shield & SHIELD_BIT_BUBBLE)) return;
    if (--p.air_timer >= 0) return;  // subq.w #1,timer / bpl: not a second yet
    p.air_timer = AIR_SECOND;
    if (p.air != 0) {  // subq.b #1,air_left / bcc
        --p.air;
        return;
    }
    drown_now(p, r);
}

void drowned_frame(Player& p, const Rules& r) {
    if (r.s3k()) {
        // The drowned routine (Sonic_Index $C, loc_13404): MoveSprite2, +$10;
        // then AirCountdown_Countdown counts down and sets routine 6 (dead).
        move_by_speed(p);
        p.ysp = w16(p.ysp + DROWN_GRAVITY);
        record_position_if(p, r);  // Sonic_RecordPos (camera_lag.hpp)
        animate(p, r);
        if (--p.drown == 0) p.dead = 1;
        return;
    }
    // S1 Sonic_Control / S2 Obj01_Control with the controls locked: no mode
    // routine, but the water test and the animation; then the countdown
    // object (Drown_Countdown .loc_13F86, Obj0A_PlayerHasDrowned) counts,
    // and moves him while frames are left. S2 Sonic_RecordPos comes first.
    record_position_if(p, r);
    if (p.water) player_water(p, r);
    animate(p, r);
    if (--p.drown == 0) {
        p.dead = 1;
        return;
    }
    move_by_speed(p);
    p.ysp = w16(p.ysp + DROWN_GRAVITY);
}

}  // namespace hp
