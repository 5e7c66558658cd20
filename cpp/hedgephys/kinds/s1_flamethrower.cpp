// The kind s1_flamethrower: Scrap Brain's flamethrowers, S1 object $6D
// `Flamethrower` (_incObj/6D Flamethrower.asm: Flame_Main, Flame_Action;
// _anim/Flamethrower.asm: Ani_Flame), a hurting touch box (obColType $A3,
// rules/objects G4 $80) at its layout position, on only while the flame
// shows its longest mapping frame. docs/kinds/s1_chain.md.
//
// Flame_Main: the flaming time F = (subtype & $F0) * 2, the pause P =
// (subtype & $F) * $20, the timer objoff_30 = F, the animation 0 (.pipe1;
// Y-flipped: 2, .valve1) and the frame objoff_36 that arms it ($A; the
// valve's $15). Flame_Action, every frame from the loading one on: the
// timer counts down (subq.w, bpl); when it passes 0 the animation's bit 0
// flips (bchg) and the timer is set to P (the flame goes out: .pipe2 /
// .valve2) or F (it comes back: .pipe1 / .valve1). AnimateSprite restarts a
// script when the animation changes: .pipe1 / .valve1 show their 11 frames
// for 4 game frames each (duration 3), then alternate the last two (afBack
// 2); the collision byte is $A3 after a frame whose routine leaves the 11th
// ($A / $15), else 0. So, with j the frames since the flame came back, it is
// on when j / 4 is 10, 12, 14 ... (never with F under 64: subtypes below $20).
// Loaded on the act's first frame (counter 1, docs/levels.md "Objects are
// present from the first frame"; the game: when the camera loads it), the
// flame burns on counters 1 .. F, is out for P + 1 frames, burns F + 1, and
// so on: a pure function of the counter. The player's scan (hitbox.cpp)
// reads the byte the previous frame's routine left: s1_flame_armed below.
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"
#include "hedgephys/touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t FLAME_FRAME_TIME = 4;  // Ani_Flame .pipe1 / .valve1: duration 3
constexpr int32_t FLAME_LONGEST = 10;    // the script entry showing $A / $15 (objoff_36)

// The frames since the flame came back on the frame of counter n (n >= 1),
// or -1 while it is out.
int32_t flame_age(uint8_t subtype, int32_t n) {
    const int32_t flame = (subtype & 0xF0) * 2, pause = (subtype & 0xF) << 5;
    if (n <= flame) return n - 1;  // the flame begun at loading
    const int32_t t = (n - flame - 1) % (flame + pause + 2);  // a cycle: out P + 1, burning F + 1
    return t <= pause ? -1 : t - pause - 1;
}

}  // namespace

// Whether the scan of this frame finds the collision byte $A3: the routine
// of the previous frame (counter - 1; 0: not loaded yet) left the script's
// entry 10, or a later even one of its loop.
bool s1_flame_armed(const ObjectBatch& o, size_t k) {
    const int32_t n = int32_t(osc_level_frame(o, k / o.count)) - 1;
    if (n < 1) return false;
    const int32_t age = flame_age(o.subtype[k], n);
    if (age < 0) return false;
    const int32_t entry = age / FLAME_FRAME_TIME;
    return entry >= FLAME_LONGEST && entry % 2 == 0;
}

// ---- the kind s1_flamethrower (object_kinds.hpp): its routine only counts
// and animates; the scan tests it (hitbox.cpp) as a hitbox's, and can touch
// it only within G2's reach, armed or not: the electrocution orbs' window ----
SolidResult kind_update_s1_flamethrower(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    return kind_update_hitbox(p, o, k, i, r, map, log);
}
int32_t kind_busy_s1_flamethrower(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    return kind_busy_electro(p, o, k, r);  // kinds/electro.cpp: hitbox_reach of its width radius
}

// $A3 while its flame is out (s1_flame_armed): hurts
bool kind_touch_s1_flamethrower(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return s1_flame_armed(o, k) && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
