#include "cd_moves.hpp"

#include "animation.hpp"
#include "movement.hpp"
#include "objects.hpp"
#include "sensors.hpp"
#include "terrain.hpp"

namespace hp {

namespace {

constexpr uint8_t CHARGE_PEELOUT = 30;   // ObjSonic: the peel-out's full charge
constexpr uint8_t CHARGE_SPINDASH = 45;  // and the spin dash's
constexpr uint16_t BORED_FRAMES = 3 * 60 * 60;  // ObjSonic_ChkBoredom: 3 minutes
constexpr uint8_t ANIM_GIVE_UP = 0x2B;         // SonAni_GiveUp
// SonAni_GiveUp shows its first "jumping" frame (a mapping frame of $17 or
// more, what ObjSonic_MdGround waits for) at script index 29: the give-up
// leap starts once that frame has been shown (anim_frame 30 or more).
constexpr uint8_t GIVE_UP_LEAP_INDEX = 29;
// lookMode: a double-tap timer in bits 0-3, the look-up flag in bit 7 and the
// look-down flag in bit 6 (ObjSonic_MoveGround .CheckCharge).
constexpr uint8_t LOOK_TIMER = 0x0F, LOOK_UP = 0x80, LOOK_DOWN = 0x40;
constexpr uint16_t CAMERA_CENTRE = 0x60;

// ObjSonic_StartRoll: curl up (unless already rolling), the roll animation,
// and a rightward (or zero) speed below 0x200 becomes 0x200.
void start_roll(Player& p, const Rules& r) {
    if (!p.rolling) curl_up(p, r);
    p.anim = r.anim->id.roll;
    if (p.gsp >= 0 && p.gsp < 0x200) p.gsp = 0x200;
}

// The peel-out and spin dash charge: +inc a frame toward the facing side, up
// to twice the top speed (.Peelout: 100, MoveRoll .Spindash: 75).
void charge_speed(Player& p, const Rules& r, int32_t inc) {
    const int32_t cap = 2 * motion(p, r).top;
    int32_t g = w16(p.gsp + (p.facing_left ? -inc : inc));
    if (p.facing_left ? g < -cap : g > cap) g = p.facing_left ? -cap : cap;
    p.gsp = w16(g);
}

enum class Next { Settle, ResetScreen, Return };

// .CheckCharge onward: the double-tap look state, looking up (and the
// peel-out), ducking (and the spin dash start).
Next look(Player& p, const Rules& r, uint8_t held, uint8_t tapped) {
    const AnimIds& id = r.anim->id;
    if (p.look_mode & LOOK_TIMER) p.look_mode = uint8_t((p.look_mode + 1) & 0xCF);
    bool to_spindash = false;
    if (p.look_mode & LOOK_UP) {
        // .LookUp: the camera pans up while up is held
        if (held & BTN_U) {
            p.anim = id.look_up;
            if (p.camera_bias != 0xC8) p.camera_bias = uint16_t(p.camera_bias + 2);
            return Next::Settle;
        }
        to_spindash = true;
    } else if ((p.look_mode & LOOK_DOWN) || (held & BTN_D)) {
        to_spindash = true;
    } else {
        p.look_mode &= LOOK_TIMER;
        if (p.look_mode == 0) {
            if (tapped & BTN_U) {                // .CheckUpPress: start the double-tap timer
                p.look_mode = 1;
                return Next::Settle;
            }
        } else if (tapped & BTN_U) {             // a second tap: the look-up flag
            p.look_mode |= LOOK_UP;
            return Next::Settle;
        }
        if (held & BTN_U) {                      // .CheckUpHeld
            p.anim = id.look_up;
            if (p.spindash) {                    // .Peelout: charging
                p.anim = id.walk;
                charge_speed(p, r, 100);
                return Next::Return;
            }
            if (tapped & BTN_J) p.spindash = 1;  // .CheckStartCharge
            return Next::Settle;
        }
        // .CheckUnleashPeelout
        if (p.spindash == CHARGE_PEELOUT) {
            p.spindash = 0;
            return Next::ResetScreen;
        }
        p.spindash = 0;
        p.gsp = 0;
        to_spindash = true;
    }
    (void)to_spindash;
    // .CheckForSpindash
    if (p.look_mode & LOOK_DOWN) {
        // .Duck: the camera pans down while down is held
        if (!(held & BTN_D)) return Next::ResetScreen;
        p.anim = id.duck;
        if (p.camera_bias != 8) p.camera_bias = uint16_t(p.camera_bias - 2);
        return Next::Settle;
    }
    p.look_mode &= LOOK_TIMER;
    if (p.look_mode == 0) {
        if (tapped & BTN_D) {                    // .CheckDownPress
            p.look_mode = 1;
            return Next::Settle;
        }
    } else if (tapped & BTN_D) {
        p.look_mode |= LOOK_DOWN;
        return Next::Settle;
    }
    // .CheckSpindash
    if (!(held & BTN_D)) return Next::ResetScreen;
    p.anim = id.duck;
    if (p.spindash) return Next::Settle;
    if (tapped & BTN_J) {
        p.spindash = 1;
        p.gsp = p.facing_left ? -0x16 : 0x16;
        start_roll(p, r);
    }
    return Next::Settle;
}

// .BalanceRight / .BalanceLeft: the animation only (CD never turns the
// player): forwards facing the ledge, backwards ($32) facing away.
void balance(Player& p, const Rules& r, int side) {
    const bool toward = (side > 0) == (p.facing_left == 0);
    p.anim = toward ? r.anim->id.balance : r.anim->id.balance2;
    p.balance = side > 0 ? BAL_LEDGE_RIGHT : BAL_LEDGE_LEFT;
}

}  // namespace

void cd_charge_tick(Player& p) {
    if (!p.spindash) return;
    const uint32_t cap = p.rolling ? CHARGE_SPINDASH : CHARGE_PEELOUT;
    const uint32_t c = uint32_t(p.spindash) + 1;
    p.spindash = uint8_t(c >= cap ? cap : c);
}

bool cd_boredom(Player& p, const Rules& r) {
    if (p.anim == r.anim->id.wait) {
        if (p.idle_timer == 0) p.idle_timer = 1;
        if (p.idle_timer >= BORED_FRAMES) {
            // "I'm outta here": a leap off the screen (and a game over).
            p.idle_timer = 0;
            p.anim = ANIM_GIVE_UP;
            p.ysp = -0x500;
            p.xsp = p.facing_left ? -0x100 : 0x100;
            p.gsp = 0;
        }
    } else {
        p.idle_timer = 0;
    }
    if (p.anim != ANIM_GIVE_UP) return false;
    // Until the leap frame is shown nothing happens; then only the level
    // bounds and the move with gravity (ObjMoveGrv): no collision at all.
    const bool leaping = p.prev_anim == ANIM_GIVE_UP && p.anim_frame > GIVE_UP_LEAP_INDEX;
    if (leaping) {
        level_bounds(p, r);
        move_by_speed(p);
        p.ysp = w16(p.ysp + 0x38);
    }
    return true;
}

bool cd_standing(Player& p, const Rules& r, const TileMap& map, uint8_t held, uint8_t tapped,
                 const ObjectBatch* objects, size_t env) {
    p.balance = BAL_NONE;
    Next next = Next::ResetScreen;
    if (p.control_lock == 0 && snap(p.angle) == 0 && (p.gsp == 0 || p.spindash)) {
        if (p.gsp == 0) {  // .Stand
            p.pushing = 0;
            p.anim = r.anim->id.wait;
        }
        // .CheckBalance
        int side = 0;
        if (p.on_object >= 0) {
            if (objects && size_t(p.on_object) < objects->count) {
                const size_t k = env * objects->count + size_t(p.on_object);
                const int32_t w = objects->aw[k];
                const int32_t d = int16_t(uint16_t(w + pixel(p.x) - pixel(objects->x[k])));
                if (d < 4) side = -1;
                else if (d >= 2 * w - 4) side = +1;
            }
        } else {
            // ObjGetFloorDist from (x, y + yr), primary register preset 0
            p.areg_p = 0;
            const int32_t d = cast(map, pixel(p.x), uint16_t(pixel(p.y) + p.yr), CAST_DOWN,
                                   SOLID_TOP, p.layer, true, &p.areg_p, ROLE_BALANCE)
                                  .distance;
            if (d >= 12) {
                p.spindash = 0;  // stop any charging
                p.gsp = 0;
                if (p.saved_p == 3) side = +1;
                else if (p.saved_s == 3) side = -1;
            }
        }
        if (side) {
            balance(p, r, side);
        } else {
            next = look(p, r, held, tapped);
            if (next == Next::Return) return false;
        }
    }
    if (next == Next::ResetScreen) {
        // .ResetScreen: the camera back to the centre by 2 a frame; once
        // centred, an expired double-tap timer clears the look state.
        if (p.camera_bias == CAMERA_CENTRE) {
            if ((p.look_mode & LOOK_TIMER) == 0) p.look_mode = 0;
        } else {
            p.camera_bias = uint16_t(p.camera_bias < CAMERA_CENTRE ? p.camera_bias + 2 : p.camera_bias - 2);
        }
    }
    return true;  // .Settle: friction, speeds, push sensor
}

bool cd_roll_charge(Player& p, const Rules& r, uint8_t held) {
    if (p.control_lock == 0) roll_input(p, r, held);
    charge_speed(p, r, 75);  // .Spindash
    if (held & BTN_D) return false;
    if (p.spindash != CHARGE_SPINDASH) {
        // .ChargeNotFull: the charge is lost and he stands up
        p.spindash = 0;
        p.gsp = 0;
        p.xsp = p.ysp = 0;
        uncurl(p, r);
        p.anim = r.anim->id.wait;
        roll_speeds(p, r);
        return true;
    }
    p.spindash = 0;
    // released in full: roll toward the facing side, then settle as usual
    roll_input(p, r, p.facing_left ? BTN_L : BTN_R);
    roll_settle(p, r);
    return true;
}

}  // namespace hp
