// The star posts (checkpoints) of every game (issue 18): S1 object $79
// `Lamppost` (_incObj/79 Lamppost.asm: Lamp_Main, Lamp_Blue, Lamp_Twirl,
// Lamp_StoreInfo), S2 Obj79 (s2.asm: Obj79_Init, Obj79_Main,
// Obj79_CheckActivation, loc_1F222, Obj79_Dongle, Obj79_SaveData; Ani_obj79)
// and S3K Obj_StarPost (s3.asm loc_2C436 / sonic3k.asm loc_2CFC0, sub_2C49E /
// sub_2D028, loc_2C580 / loc_2D10A, sub_2C5DA / sub_2D164; Ani_Starpost).
// No collision: each post tests the player's position itself. docs/kinds/star_post.md.
//
// The game's checkpoint number (S1 v_lastlamp, S2 Last_star_pole_hit, S3K
// Last_star_post_hit) is the player's field star_post (player.hpp), 0 at the
// act's start. A post compares its number (subtype AND $7F) with the
// player's (AND $7F): not higher, it is passed (S1 red, frame 3; S2/S3K anim
// 2) without a touch; higher, it is hit when px - x + 8 < $10 and py - y + $40
// < $68 (16-bit words, unsigned): the player's number becomes its whole
// subtype byte (Lamp_StoreInfo / Obj79_SaveData / sub_2D164), it shows the
// post without its ball (S1 frame 1, S2/S3K anim 1) and a second object, the
// ball (S1 Lamp_Twirl, S2 Obj79_Dongle, S3K loc_2C580), circles above it for
// $20 + 1 runs of its own; then S2/S3K set the post's anim 2 (mapping frame 0),
// S1 leaves the ball at rest (the post stays frame 1). What the games save
// with the number (position, rings, time, camera, water) is for a restart
// at the post after a death, which hedgephys does not model (an episode
// ends at death); neither does it model S2/S3K's bonus-stage stars (a hit
// with 50 rings, S&K 20: Obj79_MakeSpecialStars / sub_2D3C8): phase records
// that they would have appeared.
//
// State: timer the ball's countdown (objoff_36 / $36 / lamp_time), aux the
// level frame counter when anim 2 (or S1's red frame) began, phase 1 where
// the stars would have appeared.
#include "../objects.hpp"

namespace hp {

namespace {

// The kind's states (object_kinds.hpp; new: its init has not run yet).
enum StarPostState : uint8_t { STAR_NEW = 0, STAR_IDLE = 1, STAR_TWIRLING = 2, STAR_LIT = 3, STAR_PASSED = 4 };

constexpr int32_t STAR_BALL_TIME = 0x20;   // move.w #$20,objoff_36(a1) / lamp_time(a1)
constexpr uint16_t STAR_REACH_X = 8;       // addq.w #8,d0 / addi.w #8,d0
constexpr uint16_t STAR_WIDTH = 0x10;      // cmpi.w #$10,d0
constexpr uint16_t STAR_REACH_Y = 0x40;    // addi.w #$40,d0
constexpr uint16_t STAR_HEIGHT = 0x68;     // cmpi.w #$68,d0
constexpr uint16_t STAR_RINGS_S2 = 50;     // Obj79_CheckActivation / s3.asm sub_2C49E: cmpi.w #50,(Ring_count).w
constexpr uint16_t STAR_RINGS_SK = 20;     // sonic3k.asm sub_2D028: cmpi.w #20,(Ring_count).w

inline uint8_t star_number(uint8_t byte) { return byte & 0x7F; }  // andi.b #$7F

// The post's own compare (Lamp_Blue's first test, loc_1F222, loc_2D0EA):
// the player's number is this post's or higher.
inline bool star_post_behind(const Player& p, const ObjectBatch& o, size_t k) {
    return star_number(p.star_post) >= star_number(o.subtype[k]);
}

// A post passed without a touch: S1 red (Lamp_Blue: routine 4, frame 3),
// S2/S3K anim 2 (only from anim 0, i.e. idle); its animation starts now.
inline void star_post_pass(const Player& p, ObjectBatch& o, size_t k) {
    o.state[k] = STAR_PASSED;
    o.aux[k] = p.level_frame;
}

// What the other posts of this environment do on their own next run after
// the player's number grew: those idle whose number is now behind it turn
// passed. Those after object i in the list run later on this frame, those
// before it on the next (the list's order stands for the slots' order).
void star_post_pass_others(const Player& p, ObjectBatch& o, size_t k, int32_t i, bool later) {
    const size_t base = k - size_t(i);
    const size_t from = later ? size_t(i) + 1 : 0, to = later ? o.count : size_t(i);
    for (size_t j = from; j < to; ++j)
        if (o.kind[base + j] == OBJ_STAR_POST && o.present[base + j] && o.state[base + j] == STAR_IDLE &&
            star_post_behind(p, o, base + j))
            star_post_pass(p, o, base + j);
}

// The bonus-stage stars a hit would spawn (not modelled; module comment):
// S2 and Sonic 3 from 50 rings (S2 also not with 7 emeralds or in two-player
// mode, neither modelled), Sonic & Knuckles from 20, Sonic 1 none.
bool star_post_stars(const Player& p, const Rules& r) {
    if (r.s2() || r.game == Game::S3) return p.rings >= STAR_RINGS_S2;
    return r.game == Game::S3K && p.rings >= STAR_RINGS_SK;
}

// Lamp_Blue .chkhit / Obj79_CheckActivation / sub_2D028 past the compare:
// the range test, then the hit (Lamp_StoreInfo / Obj79_SaveData / sub_2D164
// write the subtype byte as the number).
void star_post_check(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (star_post_behind(p, o, k)) return star_post_pass(p, o, k);
    const uint16_t dx = uint16_t(uint16_t(pixel(p.x)) - uint16_t(pixel(o.x[k])) + STAR_REACH_X);
    if (dx >= STAR_WIDTH) return;
    const uint16_t dy = uint16_t(uint16_t(pixel(p.y)) - uint16_t(pixel(o.y[k])) + STAR_REACH_Y);
    if (dy >= STAR_HEIGHT) return;
    p.star_post = o.subtype[k];
    o.state[k] = STAR_TWIRLING;
    o.timer[k] = STAR_BALL_TIME;
    o.phase[k] = star_post_stars(p, r) ? 1 : 0;
    star_post_pass_others(p, o, k, i, true);
}

}  // namespace

// ---- the kind star_post (object_kinds.hpp) ----
SolidResult kind_update_star_post(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                  const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    switch (o.state[k]) {
        case STAR_NEW:  // Lamp_Main / Obj79_Init / loc_2C436, on the act's first frame
            if (star_post_behind(p, o, k)) {
                star_post_pass(p, o, k);  // S1: and nothing more this frame; S2/S3K: Main finds anim 2
                break;
            }
            o.state[k] = STAR_IDLE;
            star_post_check(p, o, k, i, r);  // into Lamp_Blue / Obj79_Main / loc_2C488
            break;
        case STAR_IDLE:
            star_post_check(p, o, k, i, r);
            break;
        case STAR_TWIRLING:  // the ball's run (its slot taken as before the post's: from the next frame)
            if (o.timer[k] == STAR_BALL_TIME) star_post_pass_others(p, o, k, i, false);
            if (--o.timer[k] < 0) {  // subq.w #1 / bpl: its $21st run
                o.state[k] = STAR_LIT;  // S2/S3K: the post's anim 2, mapping frame 0
                o.aux[k] = p.level_frame;
            }
            break;
        default:  // lit or passed: S1 Lamp_Finish; S2/S3K the compare finds anim 2
            break;
    }
    return {};
}

// New and twirling: every frame. Idle: the range test's window (|px - x| <= 8),
// or at once when the player's number is already past it (a write between
// calls: the call's first examination finds it). Lit and passed: nothing more.
int32_t kind_busy_star_post(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    switch (o.state[k]) {
        case STAR_NEW:
        case STAR_TWIRLING:
            return ALWAYS_BUSY;
        case STAR_IDLE:
            return star_post_behind(p, o, k) ? ALWAYS_BUSY : int32_t(STAR_REACH_X);
        default:
            return NEVER_BUSY;
    }
}

}  // namespace hp
