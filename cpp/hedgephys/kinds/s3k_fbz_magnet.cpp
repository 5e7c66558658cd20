// Flying Battery's magnet-driven objects (issue 18), read in sonic3k.asm (not
// in the checkout; a public copy, murshies/skdisasm): the magnetic platforms
// (SK Set 1 $74 `Obj_FBZMagneticPlatform`) and the subtype 0 spike balls ($73
// `Obj_FBZMagneticSpikeBall`, loc_3B16E). docs/kinds/s3k_fbz2.md.
//
// The level's magnet flag (_unkF7C1) is flipped only by AnPal_FBZ (bchg #0
// when Level_frame_counter's low byte is 0), which LevelLoop runs through
// Animate_Palette after the counter's addq and before Process_Sprites; the
// level's init clears it with $F700-$F7FF (clearRAM Tails_CPU_interact,$100),
// and the fade-in (Palette_fade_timer $16, Pal_FromBlack instead of AnPal)
// covers counters 1-$16 only. So the objects of the frame whose counter is c
// read the flag (c >> 8) & 1: 256 flips a wrap of the 16-bit counter (an even
// count) keep that true past the wrap. (A boss's routine, loc_765F2, clears it
// at its end: after the act's objects matter.)
//
// Each frame, by its routine (the kind's state):
//   falling  loc_3B3C0 (loc_3B18C): MoveSprite2, y_vel + $58,
//            ObjCheckFloorDist (down from y + y_radius, the top-solid bit):
//            negative: y + it, y_vel 0, y_radius $10 (the platform; the ball
//            keeps $A), resting. Landed or not, on into the flag test:
//   resting  loc_3B3EC (loc_3B1B2): the flag set: rising from the next frame;
//   rising   loc_3B3FA: MoveSprite2, y_vel - $18; the platform stops at its
//            chain's end: d0 = $46 - y (the layout y less y, a word), at or
//            past $2E (blo: unsigned; $2E = subtype * $10 - $20 from the
//            init) y = $46 - $2E, y_vel 0, held; else (the ball: always,
//            loc_3B1C4) ObjCheckCeilingDist (up from y - y_radius, the LRB
//            bit): negative: y - it, y_vel 0, held. On into:
//   held     loc_3B450 (loc_3B1EA): the flag clear: y_radius $F (the
//            platform), falling from the next frame.
// The y_radius starts at $F (platform) or $A (ball); y_vel is kept across a
// change of routine (a fall turned into a rise goes on at its speed).
// Then the platform's SolidObjectFull_Offset (d1 = $23, d2 = 8, d3 = -9, d4 =
// x: solid.cpp solid_full_offset) and, for both, Sprite_CheckDeleteTouch3,
// which lists the touch: $8D (hurt, Touch_Sizes $D) for the platform, $9A
// (hurt, Touch_Sizes $1A) for the ball. The init runs on into the fall on its
// first frame, so the player's scan sees the touch from the act's second
// frame (timer: the frames it has run, up to 1).
//
// The game starts the fall when the camera loads it; hedgephys loads it on
// the act's first frame (docs/levels.md). State: ST_IDLE falling,
// ST_MAGNET_RESTING, ST_MAGNET_RISING, ST_MAGNET_HELD; ysp y_vel; aux the
// platform's y_radius less $F (0 or 1).
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../sensors.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t MAGNET_FALL = 0x58;            // loc_3B3C0: addi.w #$58,y_vel(a0)
constexpr int32_t MAGNET_RISE = 0x18;            // loc_3B3FA: subi.w #$18,y_vel(a0)
constexpr int32_t MAGNET_PLATFORM_RADIUS = 0xF;  // Obj_FBZMagneticPlatform / loc_3B450: y_radius $F (+1 landed)
constexpr int32_t MAGNET_BALL_RADIUS = 0xA;      // loc_3B16E: move.b #$A,y_radius(a0)
constexpr int32_t MAGNET_CHAIN_STEP = 4;         // lsl.w #4,d1
constexpr int32_t MAGNET_CHAIN_LESS = 0x20;      // subi.w #$20,d1
constexpr int32_t MAGNET_D3 = -9;                // loc_3B462: move.w #-9,d3

// The parameter spike_ball (flags bit 1): $73 subtype 0.
bool magnet_ball(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }

int32_t magnet_radius(const ObjectBatch& o, size_t k) {
    return magnet_ball(o, k) ? MAGNET_BALL_RADIUS : MAGNET_PLATFORM_RADIUS + o.aux[k];
}

}  // namespace

// AnPal_FBZ's flag as the objects of counter c read it.
inline bool fbz_magnet_flag(uint16_t c) { return (c >> 8) & 1; }

// ---- the kind s3k_fbz_magnet (object_kinds.hpp) ----
SolidResult kind_update_s3k_fbz_magnet(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)log;
    const bool flag = fbz_magnet_flag(osc_level_frame(o, k / o.count));
    const bool ball = magnet_ball(o, k);
    if (o.timer[k] < 1) ++o.timer[k];
    Angle a = 0;
    switch (o.state[k]) {
        case ST_IDLE: {  // loc_3B3C0 / loc_3B18C
            o.y[k] = add_speed(o.y[k], o.ysp[k]);  // MoveSprite2
            o.ysp[k] = w16(o.ysp[k] + MAGNET_FALL);
            const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + magnet_radius(o, k)), CAST_DOWN,
                                   SOLID_TOP, 0, r.traits.cd_floor, &a).distance;  // ObjCheckFloorDist
            if (d < 0) {
                o.y[k] = add_pixels(o.y[k], d);  // add.w d1,y_pos(a0)
                o.ysp[k] = 0;
                if (!ball) o.aux[k] = 1;  // y_radius $10
                o.state[k] = ST_MAGNET_RESTING;
            }
            if (flag) o.state[k] = ST_MAGNET_RISING;  // loc_3B3EC, landed or not
            break;
        }
        case ST_MAGNET_RESTING:  // loc_3B3EC / loc_3B1B2
            if (flag) o.state[k] = ST_MAGNET_RISING;
            break;
        case ST_MAGNET_RISING: {  // loc_3B3FA / loc_3B1C4
            o.y[k] = add_speed(o.y[k], o.ysp[k]);
            o.ysp[k] = w16(o.ysp[k] - MAGNET_RISE);
            const uint16_t chain = uint16_t(o.subtype[k] * (1 << MAGNET_CHAIN_STEP) - MAGNET_CHAIN_LESS);  // $2E
            if (!ball && uint16_t(o.y0[k] - pixel(o.y[k])) >= chain) {  // cmp.w $2E(a0),d0 / blo
                set_object_y(o, k, o.y0[k] - chain);  // move.w d0,y_pos(a0)
                o.ysp[k] = 0;
                o.state[k] = ST_MAGNET_HELD;
            } else {
                const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) - magnet_radius(o, k)), CAST_UP,
                                       SOLID_LRB, 0, r.traits.cd_floor, &a).distance;  // ObjCheckCeilingDist
                if (d < 0) {
                    o.y[k] = add_pixels(o.y[k], -d);  // sub.w d1,y_pos(a0)
                    o.ysp[k] = 0;
                    o.state[k] = ST_MAGNET_HELD;
                }
            }
            if (!flag) {  // loc_3B450, reached or not
                o.aux[k] = 0;  // y_radius $F
                o.state[k] = ST_IDLE;
            }
            break;
        }
        default:  // ST_MAGNET_HELD: loc_3B450 / loc_3B1EA
            if (!flag) {
                o.aux[k] = 0;
                o.state[k] = ST_IDLE;
            }
            break;
    }
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos: it never moves sideways
    if (ball) {
        release_false_standing(p, o, k, i, r);  // no solid routine
        return {};
    }
    return solid_full_offset(p, o, k, i, r, MAGNET_D3);
}

// It moves, or waits for the flag the counter flips: every frame.
int32_t kind_busy_s3k_fbz_magnet(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// $8D (platform) or $9A (ball), listed from its first run: hurts
bool kind_touch_s3k_fbz_magnet(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.timer[k] >= 1 && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
