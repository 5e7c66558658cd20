// The kind s1_spike_ball: Spring Yard's giant spiked balls of types 1 and 2,
// S1 object $58 `BigSpikeBall` (_incObj/58 Big Spiked Ball.asm: BBall_Main,
// BBall_Move .type01 / .type02), a hurting touch box (obColType $86) that
// swings with oscillator 3 (the value byte at v_oscillate+$E,
// oscillators.hpp). docs/kinds/s1_timed.md.
//
// .type01 / .type02 (subtype & 7 = 1 / 2): d0 = the byte; X-flipped, d0 =
// $60 - d0 (type 1) or $80 - d0 (type 2); x = x0 - d0 (type 1) or y = y0 - d0
// (type 2), pixel words. Type 0 (.type00) stays where it is; type 3 (.type03)
// goes round by an angle of its own counted from its loading (a phase that
// depends on when the camera loads it) and types 4-7 read past the table:
// the constructor refuses them. The player's scan (hitbox.cpp, G4 $80: not
// while invulnerable) finds it where the previous frame's routine left it.
//
// Parameter saw (flags bit 1): Scrap Brain's pizza cutters, S1 object $6A
// `Saws` (_incObj/6A Saws and Pizza Cutters.asm: Saw_Main, Saw_Action .type01
// / .type02, obColType $A2), the same routine with one number of its own:
// its type 2 reads v_oscillate+6 (oscillator 1), not +$E (SPIKE_BALL_OSC).
// docs/kinds/s1_path.md.
//
// With saw, types 3 and 4 are the ground saws (Saw_Action .type03 / .type04):
// no collision until the player (this frame's x, y, read after his move)
// passes them, then collision $A2 and a constant obVelX of $600 (type 3,
// to the right) or -$600 (type 4), moved by SpeedToPos from the next frame
// on (6 px a frame, forever: never unloaded here, docs/levels.md). The
// trigger (saw_here): type 3 when px - $C0 >= x (unsigned words, px >= $C0),
// type 4 when px + $E0 < x (words); both also need py - $80 < y <= py + $80
// (words, cmp.w/bhs and blo). state: 0 idle (waiting), 1 running (saw_here).
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
#include "hedgephys/touch_kinds.hpp"

namespace hp {

namespace {
// The oscillator byte (offset in v_oscillate) each type reads, by object:
// BBall_Move .type01 / .type02 both $E; Saw_Action .type01 $E, .type02 6.
constexpr uint32_t SPIKE_BALL_OSC[2][2] = {{0xE, 0xE}, {0xE, 0x6}};
constexpr int32_t GROUND_SAW_SPEED = 0x600;  // move.w #$600,obVelX(a0) (type 4: -$600)

constexpr int32_t GROUND_SAW_RIGHT = 0xC0;  // .type03: subi.w #$C0,d0
constexpr int32_t GROUND_SAW_LEFT = 0xE0;   // .type04: addi.w #$E0,d0

// The x half of the ground saws' trigger (.nosaw03x / .nosaw04x not taken).
bool ground_saw_x_passed(const Player& p, const ObjectBatch& o, size_t k, int type) {
    const uint16_t px = pixel(p.x), ox = pixel(o.x[k]);
    return type == 3 ? !(px < GROUND_SAW_RIGHT || uint16_t(px - GROUND_SAW_RIGHT) < ox)  // sub.w obX: bcs
                     : uint16_t(px + GROUND_SAW_LEFT) < ox;                               // sub.w obX: bcc
}

// Saw_Action .type03 / .type04 before saw_here is set: does the player set it?
bool ground_saw_triggers(const Player& p, const ObjectBatch& o, size_t k, int type) {
    if (!ground_saw_x_passed(p, o, k, type)) return false;
    const uint16_t py = pixel(p.y), oy = pixel(o.y[k]);
    const uint16_t d0 = uint16_t(py - 0x80);
    return d0 < oy && uint16_t(d0 + 0x100) >= oy;  // bhs / blo .nosaw03y
}

// The ground saws (module comment): wait for the player, then run.
void ground_saw_update(const Player& p, ObjectBatch& o, size_t k, int type) {
    if (o.state[k]) {  // .here03 / .here04: SpeedToPos
        o.x[k] = add_pixels(o.x[k], (type == 3 ? GROUND_SAW_SPEED : -GROUND_SAW_SPEED) >> 8);
    } else if (ground_saw_triggers(p, o, k, type)) {
        o.state[k] = 1;  // saw_here; obColType $A2 from now on
    }
}
}  // namespace

// The ground saws' collision ($A2) is on once saw_here is set (hitbox.cpp).
bool s1_spike_ball_armed(const ObjectBatch& o, size_t k) {
    return (o.subtype[k] & 7) < 3 || o.state[k] != 0;
}

SolidResult kind_update_s1_spike_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)r, (void)map, (void)log;
    const int type = o.subtype[k] & 7;
    const bool saw = (o.flags[k] & OF_PLATFORM) != 0;
    if (saw && (type == 3 || type == 4)) ground_saw_update(p, o, k, type);
    if (type != 1 && type != 2) return {};  // .type00: rts
    int32_t d0 = osc_byte(o, k / o.count, SPIKE_BALL_OSC[saw][type - 1]);
    if (o.flags[k] & OF_XFLIP) d0 = (type == 1 ? 0x60 : 0x80) - d0;  // neg.w, add
    if (type == 1) set_object_x(o, k, o.x0[k] - d0);
    else set_object_y(o, k, o.y0[k] - d0);
    return {};
}

// Types 1 and 2 move every frame with the oscillator; type 0 is a still box.
// A running ground saw moves every frame: always busy. A waiting one changes
// only once the player is past its trigger x: always busy there, and idle
// outside the window ($C0 / $E0 about x) he must cross to get there (the
// broad phase refreshes when he enters a window, and a jump across the word
// wrap refreshes everything).
int32_t kind_busy_s1_spike_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    const int type = o.subtype[k] & 7;
    const bool ground = (type == 3 || type == 4) && (o.flags[k] & OF_PLATFORM);
    if (ground && !o.state[k] && !ground_saw_x_passed(p, o, k, type))
        return type == 3 ? GROUND_SAW_RIGHT : GROUND_SAW_LEFT;
    return (type == 1 || type == 2 || ground) ? ALWAYS_BUSY : hitbox_reach(o.wr[k], r);
}

// $86, only while armed (s1_spike_ball_armed): its own reaction
bool kind_touch_s1_spike_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return s1_spike_ball_armed(o, k) && touch_own_box(o, k, o.reaction[k], t);
}

}  // namespace hp
