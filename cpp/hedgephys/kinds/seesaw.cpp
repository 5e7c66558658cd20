// The kinds seesaw and seesaw_ball: Sonic 2's seesaw of Hill Top Zone (s2.asm
// Obj14) and the spiked ball (Sol) that rides it (Obj14 routines 6-$A);
// docs/kinds/s2.md. Sonic 1's seesaw of Star Light Zone (s1disasm Object 5E,
// "5E Seesaw.asm": See_Slope/See_Slope2 and See_Spikeball/See_MoveSpike/
// See_SpikeFall) is the same procedure with its own numbers (SEESAW_NUMBERS);
// the Python constructors refuse the other games.
//
// The seesaw (Obj14_Main) tilts toward where the player stands: frame 0 (right
// end down) when he stands right of its centre, 2 (left end down) when left
// of it, 1 (level) within 8 px; with nobody on it, toward the frame it last
// aimed for (objoff_3A), which the ball's landing also sets. The frame moves
// one step a frame (Obj14_SetMapping). Then SlopedPlatform over 2 x $30 px:
// the tilted height array (byte_21C8E; mirrored in frame 2) or the level one
// (byte_21CBF, 5 throughout).
// State: phase byte 0 = the mapping frame, byte 1 = objoff_3A; timer =
// objoff_38, the highest falling speed of the two players the last frame nobody
// stood on it (the sidekick's slot is empty here: its y_vel counts as 0).
//
// The ball is the object right after its seesaw (the placer puts it there, as
// Obj14_Init allocates it after itself) and reads the seesaw's state: resting
// on the low end (Obj14_SetBallToRestOnSeeSaw) while its own angle (phase
// byte 0) equals the seesaw's objoff_3A, else thrown up (Obj14_Ball_Main) and
// flying (Obj14_Ball_Fly, ObjectMoveAndFall) until it comes down on the
// seesaw, which it tilts (and a player standing on the raised end is launched
// with the ball's speed, Obj14_LaunchCharacter). Its touch is a hurt hitbox
// (collision_flags $8B, hitbox.cpp's scan). It is placed resting (the
// constructor computes where), and its init (state new) only sets its angle.
#include "../objects.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace seesaw_kind {
namespace {

// Obj14_Init width_pixels $30: SlopedPlatform's d1 (S1 See_Main obActWid $30,
// SlopeObject's and ExitPlatform's d1).
constexpr int32_t HALF_WIDTH = 0x30;
// byte_21C8E: the tilted seesaw's heights, one per 2 px from its left end
// (frame 0; mirrored in frame 2); byte_21CBF: the level one's, all 5. Sonic 1's
// See_DataSlope (misc/slzssaw1.bin) is each of these + $10 and See_DataFlat
// (misc/slzssaw2.bin) $15 throughout: SeesawNumbers::lift.
constexpr int8_t TILTED[48] = {20, 20, 22, 24, 26, 28, 26, 24, 22, 20, 19, 18, 17, 16, 15, 14,
                               13, 12, 11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0,  -1, -2,
                               -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -14, -14, -14, -14};
constexpr int32_t LEVEL_HEIGHT = 5;
// Obj14_YOffsets (S1 See_Speeds, the same words): the ball's y on the seesaw
// (from objoff_34: SeesawNumbers::ball_dy below the seesaw's y) by frame, + 2
// on its left end: low, level, high, level, low.
constexpr int32_t BALL_Y[5] = {-8, -28, -47, -28, -8};
constexpr int32_t BALL_X = 0x28;
// The game's numbers, where Sonic 1's routine differs from Obj14's: lift, added
// to every height (See_DataSlope/See_DataFlat over byte_21C8E/byte_21CBF);
// ball_dy, the ball's objoff_34 below the seesaw's y (Obj14_Ball_Init adds
// $10; See_Spikeball keeps the seesaw's y as see_origY).
struct SeesawNumbers {
    int32_t lift, ball_dy;
};
constexpr SeesawNumbers S2_SEESAW = {0, 0x10}, S1_SEESAW = {0x10, 0};
const SeesawNumbers& seesaw_numbers(const Rules& r) { return r.s1() ? S1_SEESAW : S2_SEESAW; }
// Obj14_Ball_Fly (S1 See_SpikeFall): below this height over objoff_34 a rising
// ball moves twice a frame.
constexpr int32_t BALL_SLOW_LINE = 0x2F;
constexpr int32_t GRAVITY = 0x38;                 // ObjectMoveAndFall (S1 ObjectFall)
constexpr uint8_t SPRING_ANIM = 0x10;            // AniIDSonAni_Spring
constexpr int16_t HARD_LANDING = 0xA00;          // Obj14_Ball_Main: cmpi.w #$A00,objoff_38

uint8_t byte_of(int32_t v, int n) { return uint8_t(uint32_t(v) >> (8 * n)); }
void set_byte(int32_t& v, int n, uint8_t b) {
    const uint32_t mask = 0xFFu << (8 * n);
    v = int32_t((uint32_t(v) & ~mask) | (uint32_t(b) << (8 * n)));
}

// Obj14's heights (byte_21C8E, byte_21CBF) under t = px - ox + $30.
int32_t tilted_height(uint8_t frame, uint16_t t) {
    if (frame & 1) return LEVEL_HEIGHT;
    int32_t j = t;
    if (frame & 2) j = 2 * HALF_WIDTH - 1 - j;  // render flip: not.w d0; add.w d1,d0
    j >>= 1;
    if (j < 0) j = 0;  // only past the ends, with the Q8 fix's wider window
    if (j > 47) j = 47;
    return TILTED[j];
}
// SlopedPlatform_cont / MvSonicOnSlope (S1 SlopeObject / SlopeObject2): the
// height under t = px - ox + $30.
int32_t height(uint8_t frame, uint16_t t, const Rules& r) {
    return seesaw_numbers(r).lift + tilted_height(frame, t);
}

// SlopedPlatform: walk-off and carry (SlopedPlatform_SingleCharacter with
// MvSonicOnSlope: the seesaw never moves, no x carry) or landing
// (SlopedPlatform_cont, PlatformObject_ChkYRange); with the Q8 fix the window
// widens as every platform's (solid.cpp platform_object).
SolidResult sloped_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, uint8_t frame) {
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]), px = pixel(p.x);
    const int32_t w = r.has(FIX_PLATFORM_WALKOFF) ? HALF_WIDTH + 11 : HALF_WIDTH;
    const uint16_t t = uint16_t(px - ox + HALF_WIDTH);
    if (o.standing[k]) {
        if (p.airborne || !within_standing(px - ox + w, w)) {
            leave(p, o, k, r);
            return {};
        }
        set_pixel_y(p, oy - height(frame, t, r) - p.yr - (r.has(FIX_STANDING_OFFSET) ? 1 : 0));
        return {};
    }
    if (p.ysp < 0) return {};
    const uint16_t tw = uint16_t(px - ox + w);
    if (int16_t(tw) < 0 || tw >= uint16_t(2 * w)) return {};
    return platform_land(p, o, k, i, r, oy - height(frame, t, r));
}

// Obj14_LaunchCharacter (S1 See_Spring): the ball's speed, reversed; airborne, off the seesaw,
// not jumping, the spring animation, the control routine (routine 2).
void launch(Player& p, ObjectBatch& o, size_t seesaw, int16_t ball_ysp) {
    o.standing[seesaw] = 0;  // bclr #p1_standing_bit,status(a1)
    if (!p.airborne) p.events |= EV_LEFT_GROUND;
    p.ysp = w16(-int32_t(ball_ysp));
    p.airborne = 1;
    p.on_object = -1;
    p.jumping = 0;
    p.anim = SPRING_ANIM;
    p.hurt = 0;
    p.crushed = 0;
    o.events[seesaw] |= OEV_SPRUNG;
}

// ObjectMoveAndFall.
void move_and_fall(ObjectBatch& o, size_t k) {
    o.x[k] = add_speed(o.x[k], o.xsp[k]);
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    o.ysp[k] = int16_t(w16(o.ysp[k] + GRAVITY));
}

void set_pixels(uint32_t& pos, int32_t pixels) { pos = uint32_t(uint16_t(pixels)) << 16; }

// The ball's height on the seesaw: objoff_34 (S1 see_origY) + Obj14_YOffsets[frame (+ 2 on the left)].
int32_t rest_y(const ObjectBatch& o, size_t seesaw, bool left, const Rules& r) {
    const int32_t at = (byte_of(o.phase[seesaw], 0) & 3) + (left ? 2 : 0);  // frames 0-2
    return o.y0[seesaw] + seesaw_numbers(r).ball_dy + BALL_Y[at > 4 ? 4 : at];
}
// x_pos(a0) - objoff_30(a0) borrows: the ball is left of the seesaw's centre.
bool on_left(const ObjectBatch& o, size_t ball, size_t seesaw) {
    return uint16_t(pixel(o.x[ball])) < o.x0[seesaw];
}

// Obj14_Ball_Fly.
void ball_fly(Player& p, ObjectBatch& o, size_t k, size_t s, const Rules& r) {
    if (o.ysp[k] < 0) {
        move_and_fall(o, k);
        if (int16_t(o.y0[s] + seesaw_numbers(r).ball_dy - BALL_SLOW_LINE) <= int16_t(pixel(o.y[k]))) move_and_fall(o, k);
        return;
    }
    move_and_fall(o, k);
    if (int16_t(rest_y(o, s, on_left(o, k, s), r)) > int16_t(pixel(o.y[k]))) return;
    const uint8_t end = o.xsp[k] < 0 ? 2 : 0;  // the end it came down on
    set_byte(o.phase[s], 1, end);
    set_byte(o.phase[k], 0, end);
    if (byte_of(o.phase[s], 0) != end && o.standing[s]) launch(p, o, s, o.ysp[k]);
    o.xsp[k] = o.ysp[k] = 0;
    o.state[k] = ST_BALL_RESTING;
}

}  // namespace
}  // namespace seesaw_kind

SolidResult kind_update_seesaw(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    using namespace seesaw_kind;
    (void)map, (void)log;
    if (o.state[k] == ST_IDLE) {  // Obj14_Init: frame 2 when x-flipped, kept in objoff_3A
        const uint8_t f = (o.flags[k] & OF_XFLIP) ? 2 : 0;
        set_byte(o.phase[k], 0, f);
        set_byte(o.phase[k], 1, f);
        o.state[k] = ST_SEESAW_READY;
    }
    uint8_t frame = byte_of(o.phase[k], 0);
    uint8_t aim = byte_of(o.phase[k], 1);
    if (o.standing[k]) {  // Obj14_Main (S1 See_Slope2, See_ChkSide): where the player stands
        const uint16_t d = uint16_t(pixel(o.x[k]) - pixel(p.x));
        const bool left = uint16_t(pixel(o.x[k])) >= uint16_t(pixel(p.x));  // bcc: no borrow
        const uint16_t dist = left ? d : uint16_t(-d);
        aim = dist < 8 ? 1 : left ? 2 : 0;
    } else {  // loc_21A38: objoff_38 = the higher y_vel of the two players (S1 See_Slope:
              // see_speed = his y_vel, read only by a signed compare with $A00: the same)
        o.timer[k] = p.ysp > 0 ? p.ysp : 0;
    }
    if (frame != aim) {  // Obj14_SetMapping (S1 See_ChgFrame): one step toward it
        frame = uint8_t(frame < aim ? frame + 1 : frame - 1);
        set_byte(o.phase[k], 0, frame);
        set_byte(o.phase[k], 1, aim);
    }
    return sloped_platform(p, o, k, i, r, frame);
}
int32_t kind_busy_seesaw(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;  // it keeps the player's falling speed every frame (objoff_38)
}

SolidResult kind_update_seesaw_ball(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                    const TileMap& map, StageLog* log) {
    using namespace seesaw_kind;
    (void)map, (void)log;
    // Its seesaw is the object before it; without one it stays where it is.
    if (i == 0 || o.kind[k - 1] != OBJ_SEESAW || !o.present[k - 1]) return {};
    const size_t s = k - 1;
    if (o.state[k] == ST_IDLE) {  // Obj14_Ball_Init: the angle of the end it starts on
        set_byte(o.phase[k], 0, (o.flags[k] & OF_XFLIP) ? 2 : 0);
        o.state[k] = ST_BALL_RESTING;
    }
    if (o.state[k] == ST_BALL_RESTING) {  // Obj14_Ball_Main (S1 See_MoveSpike)
        const uint8_t angle = byte_of(o.phase[k], 0), aim = byte_of(o.phase[s], 1);
        if (angle == aim) {  // Obj14_SetBallToRestOnSeeSaw
            const bool left = on_left(o, k, s);
            set_pixels(o.y[k], rest_y(o, s, left, r));
            set_pixels(o.x[k], o.x0[s] + (left ? -BALL_X : BALL_X));
            return {};
        }
        const uint8_t steps = angle < aim ? uint8_t(aim - angle) : uint8_t(angle - aim);  // bcc: neg.b
        int16_t vy = -0x818, vx = -0x114;
        if (steps != 1) {
            const bool hard = int16_t(o.timer[s]) >= HARD_LANDING;
            vy = hard ? -0xE00 : -0xAF0;
            vx = hard ? -0xA0 : -0xCC;
        }
        o.ysp[k] = vy;
        o.xsp[k] = on_left(o, k, s) ? int16_t(-vx) : vx;
        o.state[k] = ST_BALL_FLYING;
    }
    ball_fly(p, o, k, s, r);
    return {};
}
int32_t kind_busy_seesaw_ball(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;  // it follows its seesaw's tilt every frame
}

// S2 Obj14's Sol: its own box and reaction ($8B)
bool kind_touch_seesaw_ball(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_own_box(o, k, o.reaction[k], t);
}

}  // namespace hp
