// Tails' flight (S3K and Sonic 3 alone; s3.asm, the same in sonic3k.asm):
// the press that starts it (Tails_Test_For_Flight), each frame of it
// (Tails_Move_FlySwim, the start of Tails_FlyingSwimming), its animation
// (Tails_Set_Flying_Animation) and the touch it attacks with (Touch_Enemy).
// The rest of a flying frame is the airborne routine's (frame.cpp air_state:
// the air control, the level bounds, MoveSprite2 without gravity, the angle,
// the level collision); landing ends it (Tails_TouchFloor, double_jump.cpp).
//
// Sonic 2's Tails has no flight in one-player play (his Tails_JumpHeight ends
// at the jump height cap), nor does any character of S1 or CD: the move runs
// only for game s3k / s3. The press is Tails' own (Player_mode 2, Tails
// alone); a CPU-driven sidekick Tails (Player_mode 0, Tails_CPU_idle_timer)
// and carrying Sonic (Tails_Carry_Sonic) are not modelled. Underwater the
// same routine swims (docs/moves.md "Tails' swimming"): the press, the rise,
// the fall and the fuel are the flight's, with the underwater constants of
// the air control; only the animations ($25-$28) and the attack differ.
#include "animation.hpp"
#include "double_jump.hpp"
#include "movement.hpp"
#include "objects.hpp"

namespace hp {

namespace {

// Tails_Test_For_Flight: move.b #(8*60)/2,double_jump_property: the fuel,
// spent one a frame every other frame: 480 frames, 8 seconds.
constexpr uint8_t FLIGHT_FUEL = 8 * 60 / 2;
// S3K Tails animation ids (Anim - Tails.asm): flying, flying up, tired.
constexpr uint8_t ANIM_FLY = 0x20, ANIM_FLY_UP = 0x21, ANIM_FLY_TIRED = 0x24;
// Tails_Move_FlySwim: a press lifts him while y speed >= -$100, for 30
// frames of -$20 (double_jump_flag counting 2..$1F); falling adds 8.
constexpr int16_t FLAP_LIMIT = -0x100, FLAP_LIFT = 0x20, FLY_GRAVITY = 8;
constexpr uint8_t FLAP_END = 0x20;

// Swimming (Tails_Set_Flying_Animation underwater): $25 sinking, $26
// rising, $27 carrying (two-player only: not modelled), $28 tired.
constexpr uint8_t ANIM_SWIM = 0x25, ANIM_SWIM_UP = 0x26, ANIM_SWIM_TIRED = 0x28;

// Tails_Set_Flying_Animation (one player, not carrying): out of water $21
// rising, $20 otherwise, $24 tired once the fuel is spent; underwater
// (Status_Underwater) the swimming ids, tested the same way.
void set_flying_animation(Player& p) {
    const bool wet = p.underwater;
    uint8_t a = p.ysp < 0 ? (wet ? ANIM_SWIM_UP : ANIM_FLY_UP) : (wet ? ANIM_SWIM : ANIM_FLY);
    if (p.double_jump_property == 0) a = wet ? ANIM_SWIM_TIRED : ANIM_FLY_TIRED;
    p.anim = a;
}

}  // namespace

void tails_test_for_flight(Player& p, const Rules& r, bool pressed) {
    if (p.double_jump_flag != 0 || !pressed) return;
    if (p.rolling) {
        // bclr Status_Roll; the default radii; y moved by the change of y radius.
        const int32_t d = int32_t(p.yr) - r.stand_yr;
        p.rolling = 0;
        set_standing_radii(p, r);
        p.y = add_pixels(p.y, d);
    }
    p.rolljump = 0;
    p.double_jump_flag = 1;
    p.double_jump_property = FLIGHT_FUEL;
    set_flying_animation(p);
}

void tails_move_fly(Player& p, const Rules& r, bool pressed) {
    // The fuel: one less on odd frames (Level_frame_counter's low bit).
    if ((p.level_frame & 1) && p.double_jump_property) --p.double_jump_property;
    if (p.double_jump_flag != 1) {
        // Rising after a press: -$20 a frame until y speed < -$100 or flag $20.
        if (p.ysp < FLAP_LIMIT) {
            p.double_jump_flag = 1;
        } else {
            p.ysp = w16(p.ysp - FLAP_LIFT);
            if (++p.double_jump_flag == FLAP_END) p.double_jump_flag = 1;
        }
    } else {
        // Gliding down: a press with fuel left (and y speed >= -$100) starts a
        // flap; underwater too (-$100 in s3.asm and sonic3k.asm alike): the
        // one underwater test, Flying_carrying_Sonic_flag, is two-player only.
        if (pressed && p.ysp >= FLAP_LIMIT && p.double_jump_property) p.double_jump_flag = 2;
        p.ysp = w16(p.ysp + FLY_GRAVITY);
    }
    // The top of the camera's range stops a rise: y <= Camera_min_Y_pos + $10
    // (a signed compare). The package's camera bounds have no minimum y:
    // with bounds on it is 0, as in most acts; a wrapping act's is -$100,
    // which no y reaches; without bounds there is no camera and no limit.
    if (r.bounds && r.wrap_y_mask == 0 && int16_t(pixel(p.y)) <= 0x10 && p.ysp < 0) p.ysp = 0;
    set_flying_animation(p);
}

bool tails_flight_attacks(const Player& p, const Rules& r, const ObjectBatch& o, size_t k) {
    // Touch_Enemy: flying, and not underwater (btst #Status_Underwater: a
    // swimming Tails is hurt as any player).
    if (!tails_flying(p, r) || p.underwater) return false;
    const Angle a = calc_angle(int16_t(pixel(p.x) - pixel(o.x[k])), int16_t(pixel(p.y) - pixel(o.y[k])));
    return Angle(a - 0x20) < 0x40;  // subi.b #$20; cmpi.b #$40; bhs -> hurt
}

}  // namespace hp
