// Casino Night's bonus bumper blocks (issue 18): S2 ObjD8 (s2.asm
// ObjD8_Init, loc_2C6FC, loc_2C74E, loc_2C884; Ani_objD8).
// docs/kinds/s2_bounce.md "Bonus blocks".
//
// Collision byte $D7 (size $17, 8 x 8; the special class): the player's
// hitbox scan counts a touch in aux (kinds/bumper.cpp bumper_touch, S2
// Touch_Special loc_3FA00) and stops; the block's routine, later in the
// frame, answers it. State: the hits taken (art_tile's palette line, 2 down
// to 0: ST_IDLE, ST_HIT_ONCE, ST_HIT_TWICE), then ST_BROKEN (routine 4),
// deleted (present 0) when its hit animation ends. timer: objoff_30, the main
// character's wait after a hit (4 frames). phase: Ani_objD8's animation
// state while a hit animation plays (0: the shape's still picture). The
// shape (KF_SUBTYPE 0, 1, 2: the mapping frame's class 0/3, 1/4, 2/5) is
// subtype bits 6-7 (ObjD8_Init: rol.b #2 / andi.b #3 into anim).
// Not modelled: the points and CNZ_saucer_data (they only score).
#include "../objects.hpp"
#include "../trig.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t BONUS_SPEED = 0x700;  // loc_2C75C / loc_2C7EC: #-$700; loc_2C7D0: muls.w #-$700
constexpr int32_t BONUS_WAIT = 4;       // loc_2C87E: move.b #4,(a4)
constexpr uint8_t BONUS_HIT_ANIM = 3;   // anim 3 + shape: frames a, b, a (3 frames each + 1), then $FD shape
constexpr uint8_t BONUS_HIT_FRAMES = 3;  // the hit scripts' frames before $FD
constexpr uint8_t BONUS_HIT_DELAY = 3;   // their duration byte

enum BonusShape : uint8_t { BONUS_VERTICAL = 0, BONUS_DIAGONAL = 1, BONUS_HORIZONTAL = 2 };

// Ani_objD8 as AnimateSprite runs it: anim, prev_anim, anim_frame,
// anim_frame_duration. Only the hit scripts (anim 3-5) are kept: a still
// script (anim 0-2, $F then $FF) shows one picture, and a change to a hit
// script resets the counters, so its own counters are never read.
struct BonusAnim {
    uint8_t anim, prev, frame;
    int8_t dur;
};

BonusAnim bonus_anim_get(const ObjectBatch& o, size_t k) {
    const uint32_t v = uint32_t(o.phase[k]);
    if (v == 0) return {o.subtype[k], o.subtype[k], 0, 0};
    return {uint8_t(v), uint8_t(v >> 8), uint8_t(v >> 16), int8_t(uint8_t(v >> 24))};
}

void bonus_anim_put(ObjectBatch& o, size_t k, const BonusAnim& a) {
    const bool still = a.anim < BONUS_HIT_ANIM && a.prev == a.anim;
    o.phase[k] = still ? 0 : int32_t(uint32_t(a.anim) | uint32_t(a.prev) << 8 | uint32_t(a.frame) << 16 |
                                     uint32_t(uint8_t(a.dur)) << 24);
}

// AnimateSprite (s2.asm) with Ani_objD8: the hit script 3 + s runs
// 3 frames of 4 ticks, then $FD sets anim back to s.
void bonus_animate(ObjectBatch& o, size_t k) {
    BonusAnim a = bonus_anim_get(o, k);
    if (a.anim != a.prev) a = {a.anim, a.anim, 0, 0};
    if (--a.dur < 0) {
        if (a.anim < BONUS_HIT_ANIM) {
            a.dur = 0xF;  // still script: duration $F, its one frame
        } else {
            a.dur = BONUS_HIT_DELAY;
            if (a.frame < BONUS_HIT_FRAMES) ++a.frame;
            else a.anim = uint8_t(a.anim - BONUS_HIT_ANIM);  // $FD, s: run the still script
        }
    }
    bonus_anim_put(o, k, a);
}

// loc_2C77A..loc_2C7D0: the diagonal shape reflects the player's velocity
// angle about d3 ($20 flipped, $60 not): CalcAngle's WORD (0..$100), the
// distance |angle - d3| tested as a byte; near the axis (byte $38..$3F from
// it, or from its opposite) the player goes along d3 or d3 + $80.
uint32_t bonus_diagonal_angle(const Player& p, const ObjectBatch& o, size_t k) {
    const int32_t d3 = (o.flags[k] & OF_XFLIP) ? 0x20 : 0x60;
    int32_t angle = calc_angle(p.xsp, p.ysp);
    if (angle == 0 && p.ysp < 0) angle = 0x100;  // neg.w / addi.w #$100 of a zero angle
    const int32_t diff = angle - d3;
    const int32_t reflected = d3 - diff;           // neg.w d0 / add.w d3,d0
    uint8_t d1 = uint8_t(diff < 0 ? -diff : diff);  // mvabs.w d0,d1 (read as a byte)
    if (d1 >= 0x40) {
        d1 = uint8_t(0x80 - d1);  // subi.w #$80 / neg.w
        return uint32_t(d1 < 0x38 ? reflected : d3 + 0x80);
    }
    return uint32_t(d1 < 0x38 ? reflected : d3);
}

// loc_2C74E..loc_2C806: the throw by the shape, then the flags of every
// bumper (in air; roll-jump, pushing, jumping cleared).
void bonus_bounce(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const uint8_t shape = o.subtype[k];
    if (shape == BONUS_VERTICAL) {  // loc_2C75C: up, or down when the player is below its y
        const int16_t dy = int16_t(uint16_t(pixel(o.y[k]) - pixel(p.y)));
        p.ysp = int16_t(dy < 0 ? BONUS_SPEED : -BONUS_SPEED);
    } else if (shape == BONUS_HORIZONTAL) {  // loc_2C7EC: left, or right when the player is right of its x
        const int16_t dx = int16_t(uint16_t(pixel(o.x[k]) - pixel(p.x)));
        p.xsp = int16_t(dx < 0 ? BONUS_SPEED : -BONUS_SPEED);
    } else {
        const uint32_t a = bonus_diagonal_angle(p, o, k);
        p.xsp = int16_t((cos_of(r.sine, a) * -BONUS_SPEED) >> 8);
        p.ysp = int16_t((sin_of(r.sine, a) * -BONUS_SPEED) >> 8);
    }
    p.airborne = 1;
    p.rolljump = 0;
    p.pushing = 0;
    p.jumping = 0;
    o.events[k] |= OEV_BUMPED;
    BonusAnim an = bonus_anim_get(o, k);
    an.anim = uint8_t(BONUS_HIT_ANIM + shape);  // move.b #3/#4/#5,anim(a0)
    bonus_anim_put(o, k, an);
    // subi.w #palette_line_1,art_tile(a0): the third hit borrows (routine 4).
    o.state[k] = o.state[k] == ST_IDLE ? ST_HIT_ONCE : o.state[k] == ST_HIT_ONCE ? ST_HIT_TWICE : ST_BROKEN;
    o.timer[k] = BONUS_WAIT;
}

}  // namespace

// ---- the kind s2_bonus_block (object_kinds.hpp) ----
SolidResult kind_update_s2_bonus_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    if (o.state[k] == ST_BROKEN) {  // loc_2C884: animate, deleted once anim is below 3
        bonus_animate(o, k);
        if (bonus_anim_get(o, k).anim < BONUS_HIT_ANIM) o.present[k] = 0;
        return {};
    }
    // loc_2C6FC / loc_2C70A: the main character's wait counts down first;
    // only without it does his touch (bit 0) throw him.
    if (o.timer[k] > 0) --o.timer[k];
    else if (o.aux[k] & 1) bonus_bounce(p, o, k, r);
    o.aux[k] = 0;  // clr.b collision_property
    bonus_animate(o, k);
    return {};
}

int32_t kind_busy_s2_bonus_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    // A touch to answer, a wait or a hit animation running, or broken (its deletion to come).
    if (o.aux[k] != 0 || o.timer[k] != 0 || o.phase[k] != 0 || o.state[k] == ST_BROKEN) return ALWAYS_BUSY;
    return hitbox_reach(o.wr[k], r);
}

// S2 ObjD8: type $D7, counted and answered by its routine (bumper_touch)
bool kind_touch_s2_bonus_block(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_COUNTED, t);
}

}  // namespace hp
