// Sky Sanctuary's elevator bars (issue 18): S&K `Obj_SSZElevatorBar` (SK Set
// 2 $7A), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm: Obj_SSZElevatorBar, loc_4539E, sub_453E6,
// Gradual_SwingOffset). docs/kinds/s3k_soz2.md.
//
// A bar that swings up and down about its layout y and that a player hangs
// from. It calls no solid routine and sets no collision. Each frame
// (loc_4539E):
//   1. Gradual_SwingOffset with d0 = $18000, d1 = $480 over its speed $2E,
//      offset $32 (16.16 longs) and direction flag $36, all 0 at load (so
//      its phase is the load frame's: frame 0): going down (flag clear):
//      offset + speed; at or below 0 the speed is -$18000, the offset 0 and
//      the flag set; above 0 the speed loses $480. Going up (flag set):
//      offset + speed; below 0 the speed gains $480; at or above 0 the speed
//      is $18000, the offset 0 and the flag clear. Its y = layout y + the
//      offset's whole pixels.
//   2. sub_453E6 for the player (Player_1; d1 = $14, $11 for Tails alone):
//      held: his y = its y + d1; hurt or dead (routine 4 or more): let go
//      (object_control 0) and 60 frames before it grabs again; a press of
//      A, B or C: let go, 30 frames, x_vel -$200 with left held, $200 with
//      right held, else 0; y_vel = its speed $2E asr 8, plus -$400 unless
//      neither left nor right is held and down is; in the air, jumping 1,
//      radii $E / 7, anim 2, rolling.
//      not held: the wait counter, when not 0, goes down and at 0 lets the
//      test below run in the same frame; a player whose x - its x + $28 is
//      below $50 and y - its y below $18 (unsigned words), not held by an
//      object, not hurt or dead, is grabbed: y = its y + d1, x_vel = ground
//      speed = 0, spin_dash_flag 0, object_control 3, anim 0 (his y speed,
//      air bit and facing are kept).
//   state: free, holding; aux: $32; phase: $2E; timer: the wait (bits 0-7),
//   $36 (bit 8).
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t BAR_SPEED = 0x18000;      // move.l #$18000,d0
constexpr int32_t BAR_BRAKE = 0x480;        // move.l #$480,d1
constexpr int32_t BAR_HANG = 0x14, BAR_HANG_TAILS = 0x11;  // moveq #$14,d1 / #$11
constexpr int32_t BAR_REACH_X = 0x28, BAR_REACH_Y = 0x18;  // addi.w #$28; cmpi.w #$50 / #$18
constexpr int32_t BAR_WAIT_HURT = 60, BAR_WAIT_JUMP = 30;
constexpr int16_t BAR_THROW_X = 0x200, BAR_THROW_Y = -0x400;
constexpr int32_t BAR_GOING_UP = 0x100;     // timer bit: $36 set

// Gradual_SwingOffset: the offset's whole pixels.
int32_t bar_swing(ObjectBatch& o, size_t k) {
    const bool up = (o.timer[k] & BAR_GOING_UP) != 0;
    const int32_t speed = o.phase[k];
    const int32_t off = int32_t(uint32_t(o.aux[k]) + uint32_t(speed));  // add.l d2,$32(a0)
    o.aux[k] = off;
    if (up ? off >= 0 : off <= 0) {
        o.phase[k] = up ? BAR_SPEED : -BAR_SPEED;
        o.aux[k] = 0;
        o.timer[k] = (o.timer[k] & 0xFF) | (up ? 0 : BAR_GOING_UP);
    } else {
        o.phase[k] = int32_t(uint32_t(speed) - uint32_t(up ? -BAR_BRAKE : BAR_BRAKE));  // sub.l d1,$2E(a0)
    }
    return int16_t(uint16_t(uint32_t(o.aux[k]) >> 16));
}

void bar_set_wait(ObjectBatch& o, size_t k, int32_t n) { o.timer[k] = (o.timer[k] & BAR_GOING_UP) | n; }

// sub_453E6.
void bar_player(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t hang = r.character == Character::Tails ? BAR_HANG_TAILS : BAR_HANG;
    const int32_t oy = pixel(o.y[k]);
    if (o.state[k] == ST_BAR_HOLDING) {  // loc_4548A
        set_pixel_y(p, oy + hang);
        if (p.hurt || p.dead || p.crushed) {  // routine 4 or more
            p.object_control = 0;
            o.state[k] = ST_IDLE;
            bar_set_wait(o, k, BAR_WAIT_HURT);
            return;
        }
        if (!(p.buttons_pressed & BTN_J)) return;  // A, B or C
        p.object_control = 0;
        o.state[k] = ST_IDLE;
        bar_set_wait(o, k, BAR_WAIT_JUMP);
        const uint8_t held = p.prev_buttons;  // Ctrl_1_logical's held byte
        int32_t vx = 0, vy = BAR_THROW_Y;
        if (held & BTN_L) {
            vx = -BAR_THROW_X;
        } else if (held & BTN_R) {
            vx = BAR_THROW_X;
        } else if (held & BTN_D) {
            vy = 0;
        }
        p.xsp = w16(vx);
        p.ysp = w16((o.phase[k] >> 8) + vy);  // move.l $2E(a0),d0; asr.l #8,d0; add.w d2,d0
        if (!p.airborne) p.events |= EV_LEFT_GROUND;
        p.airborne = 1;
        p.jumping = 1;
        p.yr = 0xE;
        p.xr = 7;
        p.anim = r.anim->id.roll;
        p.rolling = 1;
        return;
    }
    if (o.timer[k] & 0xFF) {  // tst.b 2(a2); subq.b #1; bne: wait
        bar_set_wait(o, k, (o.timer[k] & 0xFF) - 1);
        if (o.timer[k] & 0xFF) return;
    }
    if (uint16_t(pixel(p.x) - pixel(o.x[k]) + BAR_REACH_X) >= 2 * BAR_REACH_X) return;
    if (uint16_t(pixel(p.y) - oy) >= BAR_REACH_Y) return;
    if (p.object_control || p.hurt || p.dead || p.crushed) return;  // routine 4 or more
    o.state[k] = ST_BAR_HOLDING;  // st (a2)
    set_pixel_y(p, oy + hang);
    p.xsp = 0;
    p.gsp = 0;
    p.spindash = 0;
    p.object_control = 3;
    p.anim = 0;
}

}  // namespace

// ---- the kind s3k_ssz_elevator_bar (object_kinds.hpp): loc_4539E ----
SolidResult kind_update_s3k_ssz_elevator_bar(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                             const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    set_object_y(o, k, o.y0[k] + bar_swing(o, k));  // add.w $1A(a0),d0
    o.x_prev[k] = pixel(o.x[k]);
    bar_player(p, o, k, r);
    return {};
}

// It swings by itself every frame.
int32_t kind_busy_s3k_ssz_elevator_bar(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

}  // namespace hp
