// The kind s3k_fan: Hydrocity's fans, S3K object $38 `Obj_HCZCGZFan`
// (s3.asm, the S3 Set and SK Set 1 entry $38). docs/kinds/s3k_fan.md.
// Subtype bit 7 pairs the fan with a block (below: "The pair").
//
// Init (loc_2EFE0, the frame it is loaded: nothing else that frame, its
// code pointer becomes loc_2F02C; state 0 -> 1 here): $36 = ((subtype & $F)
// + 8) * 16, $38 = $36 + $30; the countdown $30 and the flag $32 start at
// 0. loc_2F02C, every frame from the next:
//  * subtype bit 5: waits for Level_trigger_array (then it becomes a bit-4
//    fan); here it never blows: the only such fans (Hydrocity 1's $69) wait
//    on a trigger its buttons set, and are not placed (place_s3_fan, h-trig);
//  * bit 4: always blowing;
//  * else the timer: $30 - 1; below 0, $30 = 2 * 60 and bit 0 of $32 flips;
//    flipped to 0 (it was 1), $30 = 3 * 60. Blowing while $32 is 0. From
//    the first run of loc_2F02C (the act's second frame here): 121 frames
//    still, then 181 blowing, a period of 302.
// While blowing, sub_2F15C for each player (here the one) of routine < 4
// (not hurt, dead, crushed or drowned): when uint16(px - x + $18) < $30 and
// e = uint16(osc + py + $36) - y (osc: the byte at Oscillating_table + $16,
// as the previous frames left it) is 0 .. $38 - 1 (no borrow): y_pos +=
// asr(-e, 6) (e < $36) or asr(2 (e - $36) + 2 - $36, 6); in the air,
// RollJump, y_vel, double_jump_flag and jumping cleared, ground_vel 1, and
// the animation: bit 6, $F; else walk (0) when flip_angle is 0 (the tumble,
// flip_angle, flips_remaining and flip_speed, only drives the picture: not
// kept, as for the springs' twirl: the walk is set on every such frame).
// object_control (not a player state here) would only set ground_vel 1.
//
// Its timer runs every frame (busy), and far from the player it lags
// (lazy_objects.hpp): kind_lazy_skip advances the countdown arithmetically.
//
// The pair (subtype bit 7): Obj_HCZCGZFan's init makes the object itself a
// block (loc_2F22E) and allocates the fan after it (AllocateObjectAfterCurrent:
// later in the slot order, so it runs in the same frames, after the block),
// runs the fan's init loc_2EFE0 on it with the subtype's bit 5 cleared and
// bit 4 set (always blowing), and moves the block down $1C; the block does
// nothing else on that frame, while its fan runs loc_2F02C already. Here the
// object is the block (y = y0 + $1C) and its fan (x the same, y = y0): the
// block's offset $30 is timer and the fan's latch $42 is aux. loc_2F22E,
// every frame from the next, with d = Player_1's y - the block's y (a word;
// the first player wherever he is): below the block (no borrow) by $20 or
// more (signed), the latch is set and $30 moves 8 towards $3A =
// (subtype & $30) * 2; above it (a borrow) by more than $30 (signed, below
// -$30), the latch is cleared and $30 moves 8 towards 0. Then x = $40 (the
// layout x) + $30, or - $30 when X-flipped, for both, and SolidObjectFull
// with d1 = width_pixels $10 + $B, d2 = height_pixels $10, d3 = d2 + 1 and
// d4 = x after the move (a rider is not carried in x). The fan, latched
// (loc_2F080), only animates; unlatched it lifts (sub_2F15C at its x, y0).
// It follows the player's height from anywhere, so it is always busy and
// never lazy (docs/kinds/s3k_fan.md).
#include "../animation.hpp"
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr int32_t FAN_STILL = 2 * 60, FAN_BLOW = 3 * 60;  // loc_2F04A's two countdowns
constexpr uint32_t FAN_OSC = 0x16;                           // Oscillating_table + $16
constexpr int32_t FAN_REACH = 0x18;                          // uint16(px - x + $18) < $30
constexpr uint8_t FAN_TRIGGER = 0x20, FAN_ALWAYS = 0x10, FAN_BUBBLES = 0x40;
constexpr uint8_t FAN_BUBBLE_ANIM = 0xF, FAN_PAIR = 0x80, FAN_SLIDE = 0x30;
constexpr int32_t FAN_BLOCK_DROP = 0x1C;                     // addi.w #$1C,y_pos(a0)
constexpr int32_t FAN_BELOW = 0x20, FAN_ABOVE = -0x30, FAN_STEP = 8;  // loc_2F22E

// One tick of loc_2F04A's countdown ($30 in timer, bit 0 of $32 in aux).
void s3k_fan_tick(ObjectBatch& o, size_t k) {
    if (--o.timer[k] >= 0) return;
    o.aux[k] ^= 1;
    o.timer[k] = o.aux[k] ? FAN_STILL : FAN_BLOW;
}

bool s3k_fan_timed(const ObjectBatch& o, size_t k) { return (o.subtype[k] & (FAN_TRIGGER | FAN_ALWAYS)) == 0; }

// sub_2F15C on the player, the fan at (ox, oy).
void s3k_fan_lift(Player& p, const ObjectBatch& o, size_t k, const Rules& r, uint16_t ox, uint16_t oy) {
    if (p.hurt || p.dead || p.crushed || p.drown) return;  // routine >= 4
    const uint16_t px = pixel(p.x), py = pixel(p.y);
    if (uint16_t(px - ox + FAN_REACH) >= 2 * FAN_REACH) return;
    const uint16_t low = uint16_t(((o.subtype[k] & 0xF) + 8) * 16);  // $36
    const uint16_t sum = uint16_t(osc_byte(o, k / o.count, FAN_OSC) + py + low);
    if (sum < oy) return;  // bcs
    const uint16_t e = uint16_t(sum - oy);
    if (e >= low + 0x30) return;  // $38
    const int16_t push = e < low ? int16_t(-int32_t(e)) : int16_t(2 * (e - low) + 2 - low);
    p.y = (uint32_t(uint16_t(py + (push >> 6))) << 16) | (p.y & 0xFFFF);
    p.airborne = 1;
    p.rolljump = 0;
    p.ysp = 0;
    p.double_jump_flag = 0;
    p.jumping = 0;
    p.gsp = 1;
    p.anim = (o.subtype[k] & FAN_BUBBLES) ? FAN_BUBBLE_ANIM : r.anim->id.walk;
}

// The pair: the block's loc_2F22E, then its fan's loc_2F02C.
SolidResult s3k_fan_pair(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (o.state[k] == 0) {  // the block's init, the fan's first loc_2F02C
        o.state[k] = 1;
        set_object_y(o, k, o.y0[k] + FAN_BLOCK_DROP);
        o.x_prev[k] = pixel(o.x[k]);
        s3k_fan_lift(p, o, k, r, o.x0[k], o.y0[k]);
        return {};
    }
    const uint16_t py = pixel(p.y), by = pixel(o.y[k]);
    const int32_t d = int16_t(uint16_t(py - by));
    if (py >= by && d >= FAN_BELOW) {
        o.aux[k] = 1;
        if (o.timer[k] != (o.subtype[k] & FAN_SLIDE) * 2) o.timer[k] += FAN_STEP;
    } else if (py < by && d < FAN_ABOVE) {
        o.aux[k] = 0;
        if (o.timer[k] != 0) o.timer[k] -= FAN_STEP;
    }
    set_object_x(o, k, o.x0[k] + ((o.flags[k] & OF_XFLIP) ? -o.timer[k] : o.timer[k]));
    o.x_prev[k] = pixel(o.x[k]);  // SolidObjectFull's d4: x_pos after the move
    const SolidResult res = solid_full(p, o, k, i, r, by, false, true);
    if (o.aux[k] == 0) s3k_fan_lift(p, o, k, r, pixel(o.x[k]), o.y0[k]);
    return res;
}

}  // namespace

SolidResult kind_update_s3k_fan(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.subtype[k] & FAN_PAIR) return s3k_fan_pair(p, o, k, i, r);
    if (o.subtype[k] & FAN_TRIGGER) return {};  // waits for trigger 0: not placed where a button sets it
    if (o.state[k] == 0) {  // loc_2EFE0 only
        o.state[k] = 1;
        return {};
    }
    if (s3k_fan_timed(o, k)) s3k_fan_tick(o, k);
    if (!s3k_fan_timed(o, k) || o.aux[k] == 0) s3k_fan_lift(p, o, k, r, pixel(o.x[k]), pixel(o.y[k]));
    return {};
}

// Its init and its countdown run every frame; one waiting for a trigger does
// nothing; a pair follows the player's height from anywhere.
int32_t kind_busy_s3k_fan(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.subtype[k] & FAN_PAIR) return ALWAYS_BUSY;
    if (o.subtype[k] & FAN_TRIGGER) return NEVER_BUSY;
    return o.state[k] == 0 || s3k_fan_timed(o, k) ? ALWAYS_BUSY : FAN_REACH;
}

// Lazy while the player is out of its X window: its countdown alone changes.
int32_t kind_lazy_s3k_fan(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return (o.subtype[k] & FAN_PAIR) ? NOT_LAZY : FAN_REACH;
}
void kind_lazy_skip_s3k_fan(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    if (frames <= 0 || (o.subtype[k] & (FAN_TRIGGER | FAN_PAIR))) return;
    if (o.state[k] == 0) {  // its init's frame
        o.state[k] = 1;
        --frames;
    }
    if (!s3k_fan_timed(o, k)) return;
    frames %= FAN_STILL + 1 + FAN_BLOW + 1;  // the countdown's period, 302
    while (frames > 0) {
        const int32_t n = frames < o.timer[k] + 1 ? frames : o.timer[k] + 1;
        o.timer[k] -= n - 1;
        frames -= n;
        s3k_fan_tick(o, k);
    }
}

}  // namespace hp
