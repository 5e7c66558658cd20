#include "movement.hpp"

#include "double_jump.hpp"

#include "animation.hpp"
#include "knuckles.hpp"

namespace hp {

void set_standing_radii(Player& p, const Rules& r) {
    p.xr = r.stand_xr;
    p.yr = r.stand_yr;
}

void set_rolling_radii(Player& p, const Rules& r) {
    p.xr = r.roll_xr;
    p.yr = r.roll_yr;
}

// rules/terrain §8.8 / §8.6 curling up: the rolling flag, the rolling radii, and y moved
// down by the change of height radius, so the feet stay where they were (S1
// Sonic_Roll and Sonic_Jump `addq.w #5,obY`; the same in S2/S3K, 1 px for
// Tails; the spin dash release; CD ObjSonic_StartRoll). S1 Sonic_Loops'
// roll tunnel adds its own 5 (loops.cpp).
void curl_up(Player& p, const Rules& r) {
    p.rolling = 1;
    set_rolling_radii(p, r);
    p.y = add_pixels(p.y, r.stand_yr - r.roll_yr);
}

// rules/terrain §8.8 / §8.10 uncurling, the reverse: the standing radii and y moved up by
// the same amount (S1 Sonic_RollSpeed and Sonic_ResetOnFloor `subq.w
// #5,obY`; the same in S2; CD's spin dash charge lost). S3K's landing moves
// by the current radius instead (terrain.cpp reset_on_floor).
void uncurl(Player& p, const Rules& r) {
    p.rolling = 0;
    set_standing_radii(p, r);
    p.y = add_pixels(p.y, -(r.stand_yr - r.roll_yr));
}

// rules/terrain §8.3 walking slope factor: skipped on the ceiling band 0x60..0x9F.
void slope_factor_walk(Player& p, const Rules& r) {
    if (p.angle >= 0x60 && p.angle < 0xA0) return;
    int32_t s = mul_shift8(sin_of(r.sine, p.angle), 0x20);
    if (p.gsp != 0) {
        p.gsp = w16(p.gsp + s);
    } else if (const int32_t t = r.traits.rest_slide; t && (s >= t || s <= -t)) {
        // S3K applies it from rest when |s| >= 13 (standing still slides).
        p.gsp = w16(s);
    }
}

// rules/terrain §8.4 rolling slope factor: uphill (against the motion) is a quarter.
void slope_factor_roll(Player& p, const Rules& r) {
    if (p.angle >= 0x60 && p.angle < 0xA0) return;
    int32_t s = mul_shift8(sin_of(r.sine, p.angle), 0x50);
    if (p.gsp >= 0 ? s < 0 : s >= 0) s >>= 2;  // g = 0 counts as moving right
    p.gsp = w16(p.gsp + s);
}

// Set facing; a change of facing while accelerating clears pushing (rules/terrain §8.2
// [erratum rules/terrain §14.4]) and forces the walk animation to restart (S1/S2
// Sonic_MoveLeft/Right `move.b #id_Run,prev_anim`; S3K prev_anim = 1).
static void face(Player& p, const Rules& r, bool left) {
    if (p.facing_left != uint8_t(left)) {
        p.facing_left = left;
        p.pushing = 0;
        p.prev_anim = r.anim->id.run;
    }
}

// Accelerate by acc toward -top (sign = -1) or +top (+1) (rules/terrain §8.2): S1 clamps
// even a faster speed to top; S2, S3K and CD keep a speed already above top.
static int32_t accelerate(int32_t g, int32_t acc, int32_t top, int sign, bool clamp_always) {
    int32_t ng = int16_t(w16(g + sign * acc));
    if (sign * ng >= top) {
        if (clamp_always || sign * g < top) return sign * top;
        return g;
    }
    return ng;
}

// rules/terrain §8.2 holding left / right while grounded (not rolling).
static void move_left(Player& p, const Rules& r) {
    int32_t g = p.gsp;
    if (g > 0) {  // braking: unsigned borrow when g < dec gives -0x80
        int32_t ng = g - motion(p, r).dec;
        if (g < motion(p, r).dec) ng = -0x80;
        p.gsp = w16(ng);
        // Skid: compares the new speed with its low byte replaced by the
        // quadrant (0), so it needs >= 0x400 [erratum rules/terrain §14.7]; faces the motion
        // and plays the skid (S1/S2 id_Stop, S3K $D).
        if (snap(p.angle) == 0 && int16_t(uint16_t(p.gsp) & 0xFF00) >= 0x400) {
            p.facing_left = 0;
            p.anim = r.anim->id.skid;
        }
        return;
    }
    face(p, r, true);
    p.gsp = w16(accelerate(g, motion(p, r).acc, motion(p, r).top, -1, r.s1()));
    p.anim = r.anim->id.walk;
}

static void move_right(Player& p, const Rules& r) {
    int32_t g = p.gsp;
    if (g < 0) {
        // Braking tests the unsigned carry of g + dec, set whenever g >= -dec, so
        // exactly -dec gives +0x80 [erratum rules/terrain §14.2] (fix_brake_carry: 0).
        int32_t ng = g + motion(p, r).dec;
        if (g >= -motion(p, r).dec) ng = (ng == 0 && r.has(FIX_BRAKE_CARRY)) ? 0 : 0x80;
        p.gsp = w16(ng);
        if (snap(p.angle) == 0 && int16_t(uint16_t(p.gsp) & 0xFF00) <= -0x400) {
            p.facing_left = 1;
            p.anim = r.anim->id.skid;
        }
        return;
    }
    face(p, r, false);
    p.gsp = w16(accelerate(g, motion(p, r).acc, motion(p, r).top, +1, r.s1()));
    p.anim = r.anim->id.walk;
}

void ground_input(Player& p, const Rules& r, uint8_t held) {
    if (p.control_lock != 0) return;  // rules/terrain §8.5: input ignored while locked
    if (held & BTN_L) move_left(p, r);
    if (held & BTN_R) move_right(p, r);
}

// rules/terrain §8.2 friction only when neither left nor right is held (even when locked).
void ground_friction(Player& p, const Rules& r, uint8_t held) {
    if (held & (BTN_L | BTN_R)) return;
    int32_t g = p.gsp;
    if (g > 0) g = g > motion(p, r).frc ? g - motion(p, r).frc : 0;
    else if (g < 0) g = -g > motion(p, r).frc ? g + motion(p, r).frc : 0;
    p.gsp = w16(g);
}

// rules/terrain §2: xsp = gsp cos >> 8, ysp = gsp sin >> 8.
void ground_velocity(Player& p, const Rules& r) {
    p.xsp = w16(mul_shift8(p.gsp, cos_of(r.sine, p.angle)));
    p.ysp = w16(mul_shift8(p.gsp, sin_of(r.sine, p.angle)));
}

static int32_t uabs16(int32_t g) { return g < 0 ? -g : g; }  // |-32768| = 32768, as unsigned

// rules/terrain §8.8 roll start, after the movement routine of the normal state (S1/S2
// Sonic_Roll, S3K SonicKnux_Roll / Tails_Roll, CD ObjSonic_CheckRoll).
bool try_roll_start(Player& p, const Rules& r, uint8_t held) {
    const int32_t roll_min = r.traits.roll_min;
    if (r.traits.moving_duck) {
        // S&K SonicKnux_Roll [erratum rules/terrain §14.12]: with down held and neither
        // left nor right, a speed below roll_min (0x100) ducks, even while
        // still sliding (not on an object); a player ducking who lets go of
        // down walks again (Player_ChkWalk). Ducking is what starts a spin
        // dash (spindash.cpp).
        if (held & (BTN_L | BTN_R)) return false;
        if (!(held & BTN_D)) {
            if (p.anim == r.anim->id.duck) p.anim = r.anim->id.walk;
            return false;
        }
        if (uabs16(p.gsp) < roll_min) {
            if (p.on_object < 0) p.anim = r.anim->id.duck;
            return false;
        }
        if (p.rolling) return false;
    } else if (r.cd()) {
        // CD ObjSonic_StartRoll also runs for a player already curled (a
        // spin dash just started): the roll animation and the speed fix-up.
        if (uabs16(p.gsp) < 0x80 || (held & (BTN_L | BTN_R)) || !(held & BTN_D)) return false;
        if (p.rolling) {
            p.anim = r.anim->id.roll;
            if (p.gsp >= 0 && p.gsp < 0x200) p.gsp = 0x200;
            return false;
        }
    } else {
        // S1/S2 Sonic_Roll, Sonic 3 alone Sonic_Roll / Tails_Roll (roll_min 0x80,
        // no ducking while moving: s3.asm only ducks standing still, Sonic_Move).
        if (p.rolling || (held & (BTN_L | BTN_R)) || !(held & BTN_D)) return false;
        if (uabs16(p.gsp) < roll_min) return false;
    }
    curl_up(p, r);
    p.anim = r.anim->id.roll;
    if (r.cd()) {
        if (p.gsp >= 0 && p.gsp < 0x200) p.gsp = 0x200;  // CD: slow rightward starts jump to 2.0
    } else if (p.gsp == 0) {
        p.gsp = 0x200;  // only reachable through forced-roll terrain
    }
    return true;
}

// rules/terrain §8.8 rolling input (braking only; S1/S2 Sonic_RollLeft / Sonic_RollRight):
// against the motion brake, else face the held direction and play the roll
// (from rest too).
void roll_input(Player& p, const Rules& r, uint8_t held) {
    int32_t g = p.gsp;
    if (held & BTN_L) {
        if (g > 0) {
            g = g < motion(p, r).rolldec ? -0x80 : g - motion(p, r).rolldec;  // unsigned borrow
        } else {
            p.facing_left = 1;
            p.anim = r.anim->id.roll;
        }
    }
    if (held & BTN_R) {
        if (g < 0) {
            int32_t ng = g + motion(p, r).rolldec;
            if (g >= -motion(p, r).rolldec) ng = (ng == 0 && r.has(FIX_BRAKE_CARRY)) ? 0 : 0x80;  // [erratum rules/terrain §14.2]
            g = ng;
        } else {
            p.facing_left = 0;
            p.anim = r.anim->id.roll;
        }
    }
    p.gsp = w16(g);
}

// rules/terrain §8.8 xsp/ysp from the ground speed while rolling: X capped to +-0x1000.
void roll_speeds(Player& p, const Rules& r) {
    p.ysp = w16(mul_shift8(p.gsp, sin_of(r.sine, p.angle)));
    int32_t xs = mul_shift8(p.gsp, cos_of(r.sine, p.angle));
    if (xs > 0x1000) xs = 0x1000;  // roll X-speed cap
    if (xs < -0x1000) xs = -0x1000;
    p.xsp = w16(xs);
}

// rules/terrain §8.8 friction always, unroll, then the speeds.
void roll_settle(Player& p, const Rules& r) {
    int32_t g = p.gsp;
    const int32_t fr = motion(p, r).acc >> 1;  // roll friction = acc / 2
    if (g > 0) g = g > fr ? g - fr : 0;
    else if (g < 0) g = -g > fr ? g + fr : 0;
    p.gsp = w16(g);
    // Unroll: S1, S2, CD, Sonic 3 alone (Sonic_RollSpeed, Tails_RollSpeed) at g = 0;
    // S3K when |g| < 0x80, keeping g [erratum rules/terrain §14.13].
    const int32_t band = r.traits.unroll_band;
    const bool unroll = p.gsp > -band && p.gsp < band;
    if (unroll) {
        uncurl(p, r);
        p.anim = r.anim->id.wait;  // Sonic_CheckRollStop / S3K Sonic_RollSpeed
    }
    roll_speeds(p, r);
}

// rules/terrain §8.8 the rolling routine's input (unless locked), friction, unroll, speeds.
void roll_input_friction(Player& p, const Rules& r, uint8_t held) {
    if (p.control_lock == 0) roll_input(p, r, held);
    roll_settle(p, r);
}

// rules/terrain §8.6 jump impulse, added to the current speeds; then the flags and radii.
void jump_impulse(Player& p, const Rules& r) {
    const int32_t f = motion(p, r).jump_force;
    p.xsp = w16(p.xsp + mul_shift8(sin_of(r.sine, p.angle), f));
    p.ysp = w16(p.ysp + mul_shift8(sin_of(r.sine, uint32_t(p.angle) - 0x40), f));
    p.airborne = 1;
    p.pushing = 0;
    p.jumping = 1;
    p.stick = 0;
    // Roll-jump quirk (S1, S2, S3K): standing radii are set before the rolling
    // flag is tested, so a roll-jump flies with standing radii. CD has no quirk.
    if (!r.cd() && !r.has(FIX_ROLLJUMP_RADII)) set_standing_radii(p, r);
    if (!p.rolling) {
        curl_up(p, r);
        p.anim = r.anim->id.roll;  // Sonic_Jump: the "jumping" animation
    } else {
        p.rolljump = 1;
    }
}

// rules/terrain §8.6 variable jump height, the first airborne step.
void jump_height(Player& p, const Rules& r, uint8_t held, bool pressed) {
    if (p.jumping) {
        if (p.ysp < motion(p, r).jump_release) {  // -0x400, underwater -0x200 (water.cpp)
            if (!(held & BTN_J)) {
                p.ysp = motion(p, r).jump_release;
                if (r.cd()) p.spindash = 0;  // CD ObjSonic_JumpHeight: stops a charge too
            }
        } else if (r.s3k() && pressed) {
            // S3K: the second press is each character's move, which first
            // clears the roll-jump lock [erratum rules/terrain §14.14] (double_jump.cpp).
            double_jump(p, r, pressed);
        }
    } else if (p.ysp < -0xFC0 && !((r.s2() || r.s3k()) && p.spindash)) {
        // non-jump upward cap; S2 Sonic_UpVelCap and S3K skip it while the
        // spin dash (pinball) flag is set (a detach while charging)
        p.ysp = -0xFC0;
    }
}

// rules/terrain §8.7 air control (skipped after a roll-jump in S1, S2, S3K), then air drag.
void air_control_drag(Player& p, const Rules& r, uint8_t held) {
    bool locked = p.rolljump && !r.cd() && !r.has(FIX_ROLLJUMP_AIR_CONTROL);
    if (!locked) {
        const int32_t acc = motion(p, r).acc * 2;
        const bool clamp_always = !r.s3k();  // S3K keeps a speed already beyond top
        // Left, then right (both when both are held), each also turning the
        // player; computed without branches on the buttons (fixed.hpp pick).
        const bool left = held & BTN_L, right = held & BTN_R;
        int32_t xs = p.xsp;
        xs = pick(left, accelerate(xs, acc, motion(p, r).top, -1, clamp_always), xs);
        xs = pick(right, accelerate(xs, acc, motion(p, r).top, +1, clamp_always), xs);
        p.facing_left = uint8_t(pick(right, 0, pick(left, 1, p.facing_left)));
        p.xsp = w16(xs);
    }
    // Drag when -0x400 <= ysp < 0 (unsigned compare): xsp -= xsp >> 5, which
    // also nudges -31..-1 by one (fix_air_drag_rounding leaves them alone).
    const bool drag = uint16_t(p.ysp) >= 0xFC00;
    int32_t d = p.xsp >> 5;
    if (r.has(FIX_AIR_DRAG_ROUNDING) && p.xsp < 0 && p.xsp > -32) d = 0;
    p.xsp = w16(p.xsp - pick(drag, d, 0));
}

// rules/terrain §8.7 position += current speed, then gravity; CD caps the fall at 0x1000.
void air_move_gravity(Player& p, const Rules& r) {
    move_by_speed(p);
    int32_t ys = p.ysp + motion(p, r).gravity;  // 0x38; underwater 0x38 - 0x28 (water.cpp)
    const int32_t cap = r.traits.fall_cap;
    if (cap && ys >= cap) ys = cap;
    p.ysp = w16(ys);
}

// rules/terrain §8.7 the angle returns toward 0 by 2 per airborne frame.
void air_angle_to_zero(Player& p) {
    int32_t a = p.angle;
    if (a == 0) return;
    if (a < 0x80) a = a >= 2 ? a - 2 : 0;
    else a = a + 2 >= 0x100 ? 0 : a + 2;
    p.angle = Angle(a);
}

// rules/terrain §8.5 falling off / slipping and the control lock countdown.
void slope_repel(Player& p, const Rules& r) {
    if (p.stick) return;
    if (p.control_lock != 0) {
        p.control_lock -= 1;
        return;
    }
    const bool slow = uabs16(p.gsp) < 0x280;
    if (!r.s3k()) {
        if (snap(p.angle) != 0 && slow) {
            p.gsp = 0;
            p.airborne = 1;
            p.events |= EV_LEFT_GROUND;
            p.control_lock = 30;
        }
        return;
    }
    const Angle a = p.angle;
    if (Angle(a + 0x18) < 0x30) return;  // 0xE8..0x17: nothing
    if (!slow) return;
    p.control_lock = 30;
    if (a >= 0x30 && a < 0xD0) {
        p.airborne = 1;  // g kept
        p.events |= EV_LEFT_GROUND;
    } else if (a < 0x30) {
        p.gsp = w16(p.gsp + 0x80);  // 0x18..0x2F
    } else {
        p.gsp = w16(p.gsp - 0x80);  // 0xD0..0xE7
    }
}

// rules/terrain §8.9 level boundaries, before the position update (only with a camera).
void level_bounds(Player& p, const Rules& r) {
    if (!r.bounds) return;
    const uint16_t predicted = pixel(add_speed(p.x, p.xsp));
    // The bounds are each player's own, moved by the act's events (camera.cpp).
    const uint16_t left = uint16_t(p.cam_min_x + 16);
    // Right limit per game [erratum rules/terrain §14.16]: S1 and S2 +296 (+64 unless the
    // screen is locked / a boss is active), CD +304 (+56 unless a boss), S3K
    // +296 with no extra margin and a strict test, Sonic 3 alone +296 and
    // clamped at the limit (s3.asm Player_LevelBound bls) (GAME_TRAITS).
    const GameTraits& t = r.traits;
    const uint16_t right = uint16_t(p.cam_max_x + t.right_margin + (r.screen_locked ? 0 : t.right_unlocked));
    const bool clamp_right = t.right_strict ? predicted > right : predicted >= right;
    const bool clamp_left = predicted < left;  // unsigned compares, as bhi/bls
    if (clamp_left || clamp_right) {
        p.x = Pos(clamp_left ? left : right) << 16;  // fraction = 0
        p.xsp = 0;
        p.gsp = 0;
    }
    // The bottom death line is a signed compare in all four games (S1
    // Sonic_LevelBound, S2 Sonic_LevelBound, S3K Player_LevelBound, CD
    // ObjSonic_LevelBound: blt): a player above y = 0 is not below it.
    if (int16_t(pixel(p.y)) > int16_t(uint16_t(p.cam_max_y + 224))) p.dead = 1;
}

// rules/terrain §8.9 the player's y in a vertically wrapping act: the pixel word ANDed
// with the act's mask, the fraction kept (S2 Obj01_Control / Obj01_Hurt
// `andi.w #$7FF,y_pos`; S3K Sonic_Control and the hurt routines, mask
// Screen_Y_wrap_value) [erratum rules/terrain §14.22].
void wrap_y(Player& p, const Rules& r) {
    if (r.wrap_y_mask == 0) return;
    p.y = (p.y & 0xFFFFu) | (uint32_t(pixel(p.y) & r.wrap_y_mask) << 16);
}

}  // namespace hp
