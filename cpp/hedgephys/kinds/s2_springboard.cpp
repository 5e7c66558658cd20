// The springboards of Chemical Plant, Aquatic Ruin and Mystic Cave (issue
// 18): S2 Obj40 (s2.asm Obj40_Init, Obj40_Main, loc_2641E..loc_26546,
// byte_26550, Obj40_SlopeData_DiagUp / _Straight, Ani_obj40).
// docs/kinds/s2_bounce.md "Springboards".
//
// A sloped solid (procedure C: SlopedSolid_SingleCharacter, cx = $27,
// hj = 8) whose heights follow its picture: its pool array holds DiagUp
// (mapping frame 0) then Straight (frame 1), half of heights_len each. A player standing
// past its trigger line ($10 px before its centre on the raised side) starts
// the press animation (anim 1); the frame the picture is back to 0 with anim
// still 1, he is thrown: y speed -$400 less byte_26550[his place] in the high
// byte, x speed's high byte moved the same way when he runs at $400 or more.
// phase: Ani_obj40's animation state while anim 1 plays (0: the still picture).
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t BOARD_TRIGGER = 0x10;  // loc_2641E: subi.w / addi.w #$10
constexpr int32_t BOARD_LEFT = 0x1C;     // loc_2645E: subi.w #$1C
constexpr int32_t BOARD_FLIPPED = 0x27;  // addi.w #$27 (2 * $1C was meant: the game's bug, kept)
constexpr int32_t BOARD_SPEED = -0x400;  // move.w #-$400,y_vel(a1)
constexpr uint8_t BOARD_PLAYER_ANIM = 0x10;  // AniIDSonAni_Spring
constexpr uint8_t BOARD_PRESS_DELAY = 3;     // Ani_obj40 script 1: duration 3, frames 1, 0, $FD 0

// byte_26550: what the throw adds, by the player's x - (board x - $1C).
constexpr uint8_t BOARD_BOOST[] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
    1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 4, 4, 0, 0, 0, 0, 0, 0, 0, 0,
    0, 0, 0, 0, 0, 0, 0, 0};
constexpr int32_t BOARD_BOOSTS = int32_t(sizeof BOARD_BOOST);

// Ani_obj40 as AnimateSprite runs it: anim, prev_anim, anim_frame,
// anim_frame_duration and the mapping frame. The still script (anim 0:
// $F, frame 0, $FF) shows frame 0 whatever its counters, and a change of
// anim resets them: with anim = prev_anim = 0 nothing else is kept (phase 0).
struct BoardAnim {
    uint8_t anim, prev, frame, dur, picture;
};

BoardAnim board_anim_get(const ObjectBatch& o, size_t k) {
    const uint32_t v = uint32_t(o.phase[k]);
    return {uint8_t(v & 0xFF), uint8_t((v >> 8) & 0xFF), uint8_t((v >> 16) & 0xFF), uint8_t((v >> 24) & 0xF),
            uint8_t((v >> 28) & 1)};
}

void board_anim_put(ObjectBatch& o, size_t k, const BoardAnim& a) {
    const bool still = a.anim == 0 && a.prev == 0;
    o.phase[k] = still ? 0 : int32_t(uint32_t(a.anim) | uint32_t(a.prev) << 8 | uint32_t(a.frame) << 16 |
                                     uint32_t(a.dur & 0xF) << 24 | uint32_t(a.picture & 1) << 28);
}

// AnimateSprite with Ani_obj40 (the press script: frame 1, frame 0, then
// $FD 0, each shown 4 frames).
void board_animate(ObjectBatch& o, size_t k) {
    BoardAnim a = board_anim_get(o, k);
    if (a.anim != a.prev) a = {a.anim, a.anim, 0, 0, a.picture};
    if (a.dur > 0) {
        --a.dur;
    } else if (a.anim == 0) {
        a.picture = 0;  // the still script (its duration is never read again)
    } else {
        a.dur = BOARD_PRESS_DELAY;
        if (a.frame < 2) {
            a.picture = a.frame == 0 ? 1 : 0;
            ++a.frame;
        } else {
            a.anim = 0;  // $FD 0
        }
    }
    board_anim_put(o, k, a);
}

// loc_2641E: past the trigger line (x - $10 < px, unsigned; flipped:
// x + $10 >= px).
bool board_past_trigger(const Player& p, const ObjectBatch& o, size_t k) {
    const uint16_t ox = pixel(o.x[k]), px = pixel(p.x);
    return (o.flags[k] & OF_XFLIP) ? uint16_t(ox + BOARD_TRIGGER) >= px : uint16_t(ox - BOARD_TRIGGER) < px;
}

// loc_2645E..loc_26546: the throw.
void board_throw(Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    int32_t at = int16_t(uint16_t(pixel(p.x) - (pixel(o.x[k]) - BOARD_LEFT)));
    if (flip) at = int16_t(uint16_t(~uint16_t(at) + BOARD_FLIPPED));  // not.w / addi.w #$27
    if (at < 0) at = 0;
    if (at >= BOARD_BOOSTS) at = BOARD_BOOSTS - 1;  // standing keeps him within $27 of x: never reached
    uint8_t boost = BOARD_BOOST[at];
    // sub.b d0,y_vel(a1): the high byte of the word.
    p.ysp = int16_t(uint16_t(uint8_t((BOARD_SPEED >> 8) - boost)) << 8);
    p.facing_left = flip ? 1 : 0;  // bset, then bclr unless flipped
    if (!flip) boost = uint8_t(-boost);
    const uint16_t speed = uint16_t(p.xsp < 0 ? -int32_t(p.xsp) : p.xsp);  // mvabs.w, cmpi.w #$400 (unsigned)
    if (speed >= 0x400) {
        const uint16_t x = uint16_t(p.xsp);
        p.xsp = int16_t(uint16_t(uint8_t((x >> 8) - boost) << 8 | (x & 0xFF)));
    }
    p.airborne = 1;
    p.on_object = -1;
    p.anim = BOARD_PLAYER_ANIM;
    p.hurt = 0;  // move.b #2,routine(a1)
    p.crushed = 0;
    p.spindash = 0;
    spring_twirl_and_layer(p, o, k, r);  // subtype bits 0 and 2-3, as Obj41's
}

}  // namespace

// ---- the kind s2_springboard (object_kinds.hpp) ----
SolidResult kind_update_s2_springboard(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    board_animate(o, k);  // Obj40_Main: AnimateSprite first
    // The heights of the picture now shown (DiagUp for frame 0, else Straight).
    BoardAnim a = board_anim_get(o, k);
    // (The pool holds both arrays; this object's offset and length are
    // narrowed to one of them for the call and put back: they stay the
    // parameters the caller gave.)
    const uint32_t off = o.heights_off[k], len = o.heights_len[k];
    o.heights_off[k] = off + (a.picture ? len / 2 : 0);
    o.heights_len[k] = len / 2;
    const SolidResult res = sloped_object(p, o, k, i, r);
    o.heights_off[k] = off;
    o.heights_len[k] = len;
    if (!o.standing[k] || !board_past_trigger(p, o, k)) return res;
    if (a.anim != 1) {
        a.anim = 1;  // move.w #(1<<8)|(0<<0),anim(a0): anim 1, prev_anim 0
        a.prev = 0;
        board_anim_put(o, k, a);
    } else if (a.picture == 0) {
        board_throw(p, o, k, r);
        o.events[k] |= OEV_SPRUNG;
    }
    return res;
}

int32_t kind_busy_s2_springboard(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.phase[k] != 0) return ALWAYS_BUSY;  // its press animation runs by itself
    return o.cx[k];                           // C3.2 = A2
}

}  // namespace hp
