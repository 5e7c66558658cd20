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
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"

namespace hp {

namespace {
// The oscillator byte (offset in v_oscillate) each type reads, by object:
// BBall_Move .type01 / .type02 both $E; Saw_Action .type01 $E, .type02 6.
constexpr uint32_t SPIKE_BALL_OSC[2][2] = {{0xE, 0xE}, {0xE, 0x6}};
}  // namespace

SolidResult kind_update_s1_spike_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)r, (void)map, (void)log;
    const int type = o.subtype[k] & 7;
    if (type != 1 && type != 2) return {};  // .type00: rts
    const bool saw = (o.flags[k] & OF_PLATFORM) != 0;
    int32_t d0 = osc_byte(o, k / o.count, SPIKE_BALL_OSC[saw][type - 1]);
    if (o.flags[k] & OF_XFLIP) d0 = (type == 1 ? 0x60 : 0x80) - d0;  // neg.w, add
    if (type == 1) set_object_x(o, k, o.x0[k] - d0);
    else set_object_y(o, k, o.y0[k] - d0);
    return {};
}

// Types 1 and 2 move every frame with the oscillator; type 0 is a still box.
int32_t kind_busy_s1_spike_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const int type = o.subtype[k] & 7;
    return (type == 1 || type == 2) ? ALWAYS_BUSY : hitbox_reach(o.wr[k], r);
}

}  // namespace hp
