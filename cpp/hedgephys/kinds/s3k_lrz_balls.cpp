// Lava Reef's spike balls (issue 18), S&K SK Set 2, read in sonic3k.asm (the
// checkout lacks it; a public copy, murshies/skdisasm): docs/kinds/s3k_lrz2.md.
//
// s3k_lrz_swing_ball: $20 `Obj_LRZSwingingSpikeBall`, a hurt ball of
// collision $9A (size $1A, rules/objects G4 $80) at the end of a chain. The
// init keeps the layout position as the pivot ($44, $46), makes the chain's
// sprite object with (subtype & $F) links and sets the angle's step $36 = 2,
// -2 when X-flipped (status bit 0; a byte, added with add.b); the angle $34
// is 0 at loading and the init runs on into loc_435E0 on the same frame.
// Every frame (loc_435E0): sub_43604 places it, then $34 += $36, then
// loc_1B666 lists its touch (d0 = the pivot's X for the range check). So on
// the frame whose level frame counter is c (1 on the act's first frame: the
// object loaded then, docs/levels.md) its angle is step * (c - 1).
// sub_43604: GetSineCosine of $34 writes the words sin (d0) and cos (d1),
// swapped into the longs' high words over the old high words, asr.l #4;
// d4/d5 start at that step (twice it with subtype bit 7) and gain one step
// per link; the ball is at the pivot plus the sums' high words (after the
// links' loop: links + 1 steps, + 2 with bit 7):
//   y = $46 + high((steps * ((sin << 16 | w0) >> 4))),
//   x = $44 + high((steps * ((cos << 16 | w1) >> 4)))
// where w0, w1 are the words the registers held before. d0's is the high
// word of the routine's address that Process_Sprites loads into d0 (loc_435E0:
// $0004; on the init frame the init's moveq leaves 0): w0 >> 4 = 0, so
// y = $46 + ((steps * sin) >> 4) exactly. d1's is whatever the object run
// before it left; hedgephys takes it as 0, as for Marble Garden's chains
// (kinds/s3k_mgz_chain.cpp, rules/objects §11 C14): x = $44 + ((steps * cos)
// >> 4), which the game's differs from by 1 pixel where (steps * cos) mod 16
// >= 16 - steps and that word is large enough to carry.
//
// s3k_lrz_launched_ball: the ball of $37 `Obj_LRZSpikeBallLauncher` (the
// launcher itself is a still SolidObjectFull box, $1B / 4 / 5: a SolidBox
// placed with it). The init makes the ball right after the launcher (it runs
// after it on every frame): X the launcher's, Y and $46 the launcher's - 8,
// collision $9A, loc_44954 (Sprite_CheckDeleteTouch3: listed every frame).
// The launcher's animation (Animate_SpriteIrregularDelay over
// Ani_LRZSpikeBallLauncher) is its own clock: anim 0 holds frame 3 for $80
// frames then runs its $FC (routine + 2: loc_448A8 clears it, anim 0: only
// a sound) and its $FD (anim 1); anim 1's 42 frames last 140 frames, then
// its $FC throws the ball (loc_448E2: the ball's code loc_44916, y_vel =
// -(subtype << 4)), and its $FD goes back to anim 0. With t the frames since
// loading (0 on the first), the launcher throws on t = 270 + 272 n: the
// kind's timer is t mod 272. The thrown ball (loc_44916, the same frame):
// MoveSprite (y += the old y_vel, y_vel + $38) until Y is past $46
// (bhs: unsigned), then Y's pixel word = $46 (its fraction kept) and
// loc_44954 again. State: ST_IDLE resting, ST_LRZ_BALL_FLYING.
//
// s3k_lrz_rolling_ball: $22 `Obj_LRZSpikeBall` of subtype 0, a hurt ball of
// collision $8F (size $F), x_radius / y_radius $20, pivot $44 = its layout X.
// The init jumps into loc_4397E on the same frame. Every frame (loc_4397E):
// x = $44 + (cos($26) asr 2) (words), then unless Y-flipped (status bit 1)
// ObjCheckFloorDist (down from Y + $20, the top-solid bit) and Y += that
// distance whatever its sign; the rock debris sub_439EC throws has no
// collision; then $26 -= 2 and loc_1B666 lists its touch. Its angle byte is
// its own (phase): -2 t on the frame t frames after loading.
//
// The player's scan (hitbox.cpp) finds each where this routine left it on
// the previous frame.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../sensors.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

// ---- the swinging ball ----
constexpr uint32_t SWING_STEP = 2;  // loc_435CA: moveq #2,d0 (neg.w when X-flipped)

// The steps of the ball's sums: the links' loop runs (subtype & $F) times
// after the first step, twice that first step with subtype bit 7.
int32_t swing_steps(const ObjectBatch& o, size_t k) {
    return int32_t(o.subtype[k] & 0xF) + 1 + ((o.subtype[k] & 0x80) ? 1 : 0);
}
// The high word of steps * ((v << 16) >> 4) (module comment): (steps * v) >> 4.
int32_t swing_offset(int32_t v, int32_t steps) { return (steps * (v * 0x1000)) >> 16; }

// ---- the launched ball ----
constexpr int32_t LAUNCH_CYCLE = 272;  // the launcher's animation: $80 + 1 + 1 + 140 + 1 + 1 frames
constexpr int32_t LAUNCH_THROW = 270;  // anim 1's $FC: $80 + 2 + 140 frames after loading
constexpr int32_t LAUNCH_GRAVITY = 0x38;  // MoveSprite: addi.w #$38,y_vel(a0)

// ---- the rolling ball ----
constexpr int32_t ROLL_Y_RADIUS = 0x20;  // Obj_LRZSpikeBall: move.b #$20,y_radius(a0)
constexpr uint8_t ROLL_STEP = 2;         // loc_439DE: subq.b #2,angle(a0)

}  // namespace

// ---- the kind s3k_lrz_swing_ball (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_swing_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)map, (void)log;
    const uint32_t step = (o.flags[k] & OF_XFLIP) ? uint32_t(-int32_t(SWING_STEP)) : SWING_STEP;  // $36
    const uint8_t angle = uint8_t(step * (uint32_t(osc_level_frame(o, k / o.count)) - 1u));  // $34
    const int32_t steps = swing_steps(o, k);
    set_object_y(o, k, o.y0[k] + swing_offset(sin_of(r.sine, angle), steps));  // sub_43604: d4
    set_object_x(o, k, o.x0[k] + swing_offset(cos_of(r.sine, angle), steps));  // d5
    return {};
}

// Every frame: it moves by itself.
int32_t kind_busy_s3k_lrz_swing_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone. The
// scan reads it before the objects run, so the radius adds a frame of the
// player's motion to its touch reach and its reach in X ($100 * steps >> 4).
int32_t kind_lazy_s3k_lrz_swing_ball(const ObjectBatch& o, size_t k, const Rules& r) {
    return hitbox_reach(o.wr[k], r) + swing_steps(o, k) * 0x10 + LAZY_FRAME_MOVE;
}
// No counters of its own.
void kind_lazy_skip_s3k_lrz_swing_ball(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

// $9A: hurts
bool kind_touch_s3k_lrz_swing_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

// ---- the kind s3k_lrz_launched_ball (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_launched_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)r, (void)map, (void)log;
    const int32_t t = o.timer[k];
    o.timer[k] = t + 1 == LAUNCH_CYCLE ? 0 : t + 1;
    if (t == LAUNCH_THROW) {  // loc_448E2: the launcher's anim 1 reached its $FC
        o.state[k] = ST_LRZ_BALL_FLYING;
        o.ysp[k] = int16_t(-int32_t(uint32_t(o.subtype[k]) << 4));
    }
    if (o.state[k] != ST_LRZ_BALL_FLYING) return {};
    o.y[k] = add_speed(o.y[k], o.ysp[k]);  // loc_44916: MoveSprite
    o.ysp[k] = w16(o.ysp[k] + LAUNCH_GRAVITY);
    if (uint16_t(o.y0[k]) < uint16_t(pixel(o.y[k]))) {  // cmp.w y_pos,$46 / bhs: still flying
        set_object_y(o, k, o.y0[k]);                     // the pixel word only
        o.state[k] = ST_IDLE;                            // loc_44954
    }
    return {};
}

// Every frame: the launcher's clock runs.
int32_t kind_busy_s3k_lrz_launched_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// $9A, resting or flying: hurts
bool kind_touch_s3k_lrz_launched_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

// ---- the kind s3k_lrz_rolling_ball (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_rolling_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                             const TileMap& map, StageLog* log) {
    (void)p, (void)i, (void)log;
    const uint8_t angle = uint8_t(o.phase[k]);  // $26 (angle): 0 at loading
    set_object_x(o, k, o.x0[k] + (int16_t(cos_of(r.sine, angle)) >> 2));  // loc_4397E: asr.w #2
    if (!(o.flags[k] & OF_YFLIP)) {                                          // btst #1,status
        Angle a = 0;
        const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + ROLL_Y_RADIUS), CAST_DOWN, SOLID_TOP,
                               0, r.traits.cd_floor, &a).distance;  // ObjCheckFloorDist
        set_object_y(o, k, pixel(o.y[k]) + d);
    }
    o.phase[k] = int32_t(uint8_t(angle - ROLL_STEP));  // loc_439DE
    return {};
}

// Every frame: it rolls by itself.
int32_t kind_busy_s3k_lrz_rolling_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// $8F: hurts
bool kind_touch_s3k_lrz_rolling_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
