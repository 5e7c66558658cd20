// Mushroom Hill's bouncy mushroom caps (issue 18): SK Set 2 $23
// `Obj_MHZMushroomCap`, read in sonic3k.asm (not in the checkout; a public
// copy, murshies/skdisasm). Each frame (Obj_MHZMushroomCap_Main):
//   1. Animate_Sprite with Ani_MHZMushroomCap: animation 0 holds mapping
//      frame 0 (byte_3E1DE); animation 1 (byte_3E1E1, delay 0) shows frames
//      1,1,1,1,1,3,0,3,0,3,0,3,0,3,0,2,0,2,0,2,0,2,0, one a frame, then $FC:
//      the routine byte rises and Main sets animation 0 back (anim, prev_anim
//      and anim_frame cleared);
//   2. MHZMushroomCap_UpdatePosition: x0, y0 plus the signed byte pair of
//      MHZMushroomCap_Positions (54 pairs) at Anim_Counters+$F + $36 ($36: 0
//      for the dark caps, $14 = 10 pairs for the light-spotted ones, subtype
//      bit 0; at most $56 + $14 = pair 53, the table's last). AnimateTiles_MHZ (loc_28180)
//      adds 2 to that counter after the objects every frame, back to 0 at
//      $58, from 0 at the level's start (the Level routine's clearRAM) and
//      once before the first frame (the Animate_Tiles call before LevelLoop):
//      the first frame reads 2;
//   3. SolidObjectTop with d1 = $18 and d3 = byte_3E0DA[mapping frame] ($12,
//      8, $12, $12), d4 = the new x_pos: no X carry (MvSonicOnPtfm adds
//      x_pos - d4);
//   4. MHZMushroomCap_BounceCharacter: a player not standing on it has his
//      y_vel stored ($30); one standing sets animation 1, and on mapping
//      frame 3 is launched at -($660, $760 or $860 + $20): $660 if the stored
//      speed was below $660, $760 below $760, else $860; in the air, off
//      the object, jumping and spin_dash_flag cleared, animation $10, routine
//      2 (the spring's sub_2164A does the same).
// Parameter: subtype (the layout's byte; bit 0 read). State: state = anim, phase bytes 0-3 = anim_frame, anim_frame_timer,
// mapping_frame, prev_anim; timer = the counter's steps (it reads 2 * (timer
// + 1) mod $58); aux = the stored y_vel. docs/kinds/s3k.md.
#include <cstdlib>

#include "../lazy_objects.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

// MHZMushroomCap_Positions: (x, y) byte pairs, 54 of them (44 steps of the
// counter, plus 10 more read by the light-spotted caps' offset).
constexpr int8_t CAP_SWAY[54][2] = {
    {0, 0},  {0, 0},  {0, 0},  {0, 0},  {-1, 0}, {-1, 0}, {-1, 0}, {-2, 0}, {-2, 0}, {-2, 0}, {-3, 1},
    {-3, 1}, {-3, 1}, {-3, 1}, {-3, 1}, {-3, 1}, {-2, 0}, {-2, 0}, {-2, 0}, {-1, 0}, {-1, 0}, {-1, 0},
    {0, 0},  {0, 0},  {0, 0},  {0, 0},  {1, 0},  {1, 0},  {1, 0},  {2, 0},  {2, 0},  {2, 0},  {3, 1},
    {3, 1},  {3, 1},  {3, 1},  {3, 1},  {3, 1},  {2, 0},  {2, 0},  {2, 0},  {1, 0},  {1, 0},  {1, 0},
    {0, 0},  {0, 0},  {0, 0},  {0, 0},  {-1, 0}, {-1, 0}, {-1, 0}, {-2, 0}, {-2, 0}, {-2, 0}};
constexpr int32_t CAP_STEPS = 44;  // $58 / 2
constexpr uint8_t CAP_LIGHT_BIT = 0x01;   // subtype bit 0: the light-spotted art
constexpr int32_t CAP_LIGHT_OFFSET = 10;  // its $36 = $14 bytes: 10 pairs
// byte_3E0DA: the top's height over the centre, by mapping frame.
constexpr int32_t CAP_SURFACE[4] = {0x12, 8, 0x12, 0x12};
// byte_3E1E1's frames after its delay byte (0), then its $FC.
constexpr uint8_t CAP_SPRING_FRAMES[] = {1, 1, 1, 1, 1, 3, 0, 3, 0, 3, 0, 3, 0, 3, 0, 2, 0, 2, 0, 2, 0, 2, 0};
constexpr uint8_t CAP_IDLE_DELAY = 7;  // byte_3E1DE: delay 7, frame 0, $FF
constexpr uint8_t CAP_LAUNCH_FRAME = 3;
constexpr int32_t CAP_LAUNCH[3] = {0x660, 0x760, 0x860};
constexpr int32_t CAP_LAUNCH_EXTRA = 0x20;
constexpr uint8_t CAP_SPRING_ANIM = 0x10;  // the player's spring animation
// The stored Y speed matters only on a landing, which needs the player within
// the landing width ($18, + 11 with the Q8 fix) plus the sway (3) of it; from
// one frame to the next he moves less than $100 px (an 8.8 speed word). So it
// is stored only while he is that near (the game stores it every frame: the
// same value wherever it is read), which lets a far cap lag (lazy).
constexpr int32_t CAP_NEAR_EXTRA = 11 + 3 + 0x100;

int32_t cap_near(const ObjectBatch& o, size_t k) { return o.aw[k] + CAP_NEAR_EXTRA; }

uint8_t cap_byte(const ObjectBatch& o, size_t k, int n) { return uint8_t(uint32_t(o.phase[k]) >> (8 * n)); }
void cap_set_byte(ObjectBatch& o, size_t k, int n, uint8_t v) {
    const uint32_t mask = 0xFFu << (8 * n);
    o.phase[k] = int32_t((uint32_t(o.phase[k]) & ~mask) | (uint32_t(v) << (8 * n)));
}

// Animate_Sprite over Ani_MHZMushroomCap, and Main's reset after the $FC.
void cap_animate(ObjectBatch& o, size_t k) {
    const uint8_t anim = o.state[k];
    uint8_t frame = cap_byte(o, k, 0), timer = cap_byte(o, k, 1), mapping = cap_byte(o, k, 2);
    if (anim != cap_byte(o, k, 3)) {  // a new animation: from its start
        cap_set_byte(o, k, 3, anim);
        frame = timer = 0;
    }
    if (timer-- == 0) {  // subq.b #1 / bcc: the frame is over
        if (anim == 0) {
            timer = CAP_IDLE_DELAY;
            mapping = 0;  // frame 0, or $FF: back to frame 0 (byte_3E1DE)
            frame = 1;    // either way anim_frame ends at 1
        } else if (frame < sizeof CAP_SPRING_FRAMES) {
            timer = 0;
            mapping = CAP_SPRING_FRAMES[frame++];
        } else {  // $FC: routine + 2, timer cleared; Main: anim, prev_anim, anim_frame 0
            timer = 0;
            frame = 0;
            o.state[k] = 0;
            cap_set_byte(o, k, 3, 0);
        }
    }
    cap_set_byte(o, k, 0, frame);
    cap_set_byte(o, k, 1, timer);
    cap_set_byte(o, k, 2, mapping);
}

// SolidObjectTop (procedure D) with this frame's surface and no X carry.
SolidResult cap_solid_top(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t surface) {
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]), px = pixel(p.x);
    const int32_t w = platform_reach(o, k, r);
    if (o.standing[k]) {  // D2: walk off, else MvSonicOnPtfm with d4 = x_pos
        if (p.airborne || !within_standing(px - ox + w, w)) {
            leave(p, o, k, r);
        } else if (!p.crushed && !p.dead) {
            set_pixel_y(p, oy - surface - p.yr - (r.has(FIX_STANDING_OFFSET) ? 1 : 0));
        }
        return {};
    }
    if (p.ysp < 0) return {};  // D1.1
    const uint16_t t = uint16_t(px - ox + w);  // D1.2
    if (int16_t(t) < 0 || t >= uint16_t(2 * w)) return {};
    return platform_land(p, o, k, i, r, oy - surface);
}

}  // namespace

// ---- the kind s3k_mushroom_cap (object_kinds.hpp) ----
SolidResult kind_update_s3k_mushroom_cap(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    cap_animate(o, k);
    const int32_t step = (o.timer[k] + 1) % CAP_STEPS;  // Anim_Counters+$F / 2 this frame
    const int32_t pair = step + ((o.subtype[k] & CAP_LIGHT_BIT) ? CAP_LIGHT_OFFSET : 0);
    set_object_x(o, k, o.x0[k] + CAP_SWAY[pair][0]);
    set_object_y(o, k, o.y0[k] + CAP_SWAY[pair][1]);
    o.timer[k] = step;  // AnimateTiles_MHZ, after the objects
    const uint8_t mapping = cap_byte(o, k, 2);
    const SolidResult res = cap_solid_top(p, o, k, i, r, CAP_SURFACE[mapping & 3]);
    if (!o.standing[k]) {
        if (std::abs(int32_t(int16_t(uint16_t(pixel(p.x) - o.x0[k])))) <= cap_near(o, k))
            o.aux[k] = p.ysp;  // move.w y_vel(a1),$30(a0)
        return res;
    }
    o.state[k] = 1;  // the spring animation
    if (mapping != CAP_LAUNCH_FRAME) return res;
    const int32_t landed = int16_t(o.aux[k]);
    const int32_t speed = landed < CAP_LAUNCH[0] ? CAP_LAUNCH[0] : landed < CAP_LAUNCH[1] ? CAP_LAUNCH[1] : CAP_LAUNCH[2];
    p.ysp = int16_t(-(speed + CAP_LAUNCH_EXTRA));
    p.airborne = 1;     // bset #Status_InAir
    p.on_object = -1;   // bclr #Status_OnObj (its standing bit stays: the next frame lets go)
    p.jumping = 0;
    p.spindash = 0;
    p.anim = CAP_SPRING_ANIM;
    p.hurt = 0;  // move.b #2,routine(a1)
    p.crushed = 0;
    o.events[k] |= OEV_SPRUNG;
    return res;
}

// It moves and animates by its own counters every frame.
int32_t kind_busy_s3k_mushroom_cap(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp) while no player is within the store window
// (cap_near): then its frame depends only on its own counters.
int32_t kind_lazy_s3k_mushroom_cap(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return cap_near(o, k);
}
// Its counters over that many frames: the sway's step and the animation.
void kind_lazy_skip_s3k_mushroom_cap(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    o.timer[k] = (o.timer[k] + frames % CAP_STEPS) % CAP_STEPS;
    for (int32_t f = 0; f < frames; ++f) {
        cap_animate(o, k);
        if (o.state[k] == 0 && cap_byte(o, k, 3) == 0 && f + 16 < frames) {  // idle: period 8
            f += (frames - f - 1) / 8 * 8 - 8;
        }
    }
}

}  // namespace hp
