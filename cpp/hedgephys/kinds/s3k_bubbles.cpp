// The kind s3k_bubbles: Marble Garden's spiked bubble badnik, S3K object
// `Obj_BubblesBadnik` (s3.asm; S3 Set $A3, SK Set 1 $9B), a touch object
// whose collision byte follows its animation. Its motion (MoveSprite2 at
// x speed $80, Swing_UpAndDown) is not modelled: it stays at its layout
// position, as every badnik of issue 18. docs/kinds/s3k_bubbles.md.
//
// Obj_WaitOffscreen holds it for its first two runs (no touch); every later
// run ends with collision $12 (enemy), or $86 (hurt) while mapping frame 4
// shows. The third run is the init (loc_5615C: y_vel $100, $3E $100, $40 2,
// script byte_56239, mapping frame 0). From the fourth, loc_56198 animates
// byte_56239 (frames 0 $7F, 3 3, 4 $6B, 4 $6B, 3 3, 0 $7F, $FC) and swings
// (y_vel - 2 a run down to -$100, then + 2 up to $100 and back: 510 runs a
// swing); the run y_vel reaches 0 from above it switches to loc_561D2,
// whose script byte_5622A (first step to its second pair: 0 $77, 1 3, 2 3,
// 2 3, 1 3, 0 $77, then $F4: loc_56200, back to loc_56198 with byte_56239
// from its start) never shows frame 4. Counted from run 4: frame 3 for 4
// runs, frame 4 (two pairs of $6B + 1) until the first switch on run 131
// (y_vel $100 to 0 by 2: 128 runs), loc_561D2 for 257 runs (2 × $78 + 4 ×
// 4 + the $F4 run), then loc_56198 from run 389: frame 3 for 4 runs, frame
// 4 for 216 (runs 393-608), frames 3 and 0 until the next switch, 510 runs
// after the last (runs 641, 1151, ...). So: $12 on runs 3-7 and 132-392,
// $86 on 8-131, then from run 393 a cycle of 510 runs: $86 for 216, $12 for
// 294.
//
// Loaded on the act's first frame (counter 1), its routine of counter c is
// its run c; the player's scan reads the byte the previous frame's routine
// left (hitbox.cpp), as for kinds/s3k_poindexter.cpp.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr uint16_t BUBBLES_FIRST = 3;                           // the init run: $12 from here
constexpr uint16_t BUBBLES_FIRST_HURT = 8, BUBBLES_FIRST_END = 132;  // frame 4 before the first switch
constexpr uint16_t BUBBLES_CYCLE_FROM = 393;                    // frame 4 after the first loc_561D2
constexpr uint16_t BUBBLES_CYCLE = 510, BUBBLES_HURT = 216;     // one swing; two pairs of $6B + 1

bool bubbles_hurts(uint16_t run) {
    if (run < BUBBLES_CYCLE_FROM) return run >= BUBBLES_FIRST_HURT && run < BUBBLES_FIRST_END;
    return (run - BUBBLES_CYCLE_FROM) % BUBBLES_CYCLE < BUBBLES_HURT;
}

}  // namespace

// The reaction and box the scan of this frame finds: REACT_COUNT (none)
// before the init run; $86's (hurt: cx, hj) on frame 4; else $12's
// (badnik: wr, hr).
uint8_t s3k_bubbles_touch(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h) {
    const uint16_t run = uint16_t(osc_level_frame(o, k / o.count) - 1);  // the previous frame's routine
    if (run < BUBBLES_FIRST) return REACT_COUNT;
    const bool hurts = bubbles_hurts(run);
    w = hurts ? o.cx[k] : o.wr[k];
    h = hurts ? o.hj[k] : o.hr[k];
    return hurts ? REACT_HURT : REACT_BADNIK;
}

// ---- the kind s3k_bubbles (object_kinds.hpp) ----
// G2: the reach of the wider of its two boxes, none once destroyed: the
// Poindexter's (the same fields: wr/hr the enemy's box, cx/hj the hurt one).
int32_t kind_busy_s3k_bubbles(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    return kind_busy_s3k_poindexter(p, o, k, r);
}

// Its routine only animates and swings (a function of the counter) and the
// scan tests it (hitbox.cpp), as a hitbox's.
SolidResult kind_update_s3k_bubbles(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                    const TileMap& map, StageLog* log) {
    return kind_update_hitbox(p, o, k, i, r, map, log);
}

// $12 or $86 by its animation (s3k_bubbles_touch); a special one is counted
bool kind_touch_s3k_bubbles(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.state[k] == ST_IDLE && touch_by_byte(s3k_bubbles_touch(o, k, t.w, t.h), t);
}

}  // namespace hp
