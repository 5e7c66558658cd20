// The kind s3k_poindexter: Hydrocity's pufferfish badnik, S3K object
// `Obj_Poindexter` (s3.asm; S3 Set $9E, SK Set 1 $98), a touch object whose
// collision byte follows its animation. Its motion (Swing_UpAndDown,
// MoveSprite2, the turn of Obj_Wait) is not modelled: it stays at its layout
// position, as every badnik of issue 18. docs/kinds/s3k_fan.md.
//
// Obj_WaitOffscreen holds it for its first two runs (the set-up, then the
// return once it is on the screen: no touch); the third runs loc_56084
// (SetUp_ObjAttributes: collision 0, anim_frame_timer 0). From the fourth
// run on, loc_560D2: Animate_RawMultiDelay over AniRaw_Poindexter (pairs
// of mapping frame and delay: 0 $7F, 1 4, 2 $3F, 1 4, then $FC: back to the
// first pair), whose first step goes to the second pair; then collision $0A
// (enemy), or $86 (hurt) while mapping frame 2 shows. From the fourth run
// (m = 0): frame 1 for 5 runs, 2 for 64, 1 for 5, 0 for 128 (each pair's
// delay + 1: the run that shows it, then the delay's countdown to -1); a
// cycle of 202 runs.
//
// Loaded on the act's first frame (counter 1), its routine of counter c is
// its run c; the player's scan reads the byte the previous frame's routine
// left (hitbox.cpp), as for kinds/electro.cpp.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr uint16_t POINDEXTER_FIRST = 4;     // the run of the first loc_560D2
constexpr uint16_t POINDEXTER_CYCLE = 202;   // 5 + 64 + 5 + 128 runs
constexpr uint16_t POINDEXTER_HURT_FROM = 5, POINDEXTER_HURT_TO = 69;  // mapping frame 2

}  // namespace

// The reaction and box the scan of this frame finds: REACT_COUNT (none)
// before the first loc_560D2; $86's (hurt: cx, hj) on frame 2; else $0A's
// (badnik: wr, hr).
uint8_t s3k_poindexter_touch(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h) {
    const uint16_t run = uint16_t(osc_level_frame(o, k / o.count) - 1);  // the previous frame's routine
    if (run < POINDEXTER_FIRST) return REACT_COUNT;
    const uint16_t m = uint16_t((run - POINDEXTER_FIRST) % POINDEXTER_CYCLE);
    if (m >= POINDEXTER_HURT_FROM && m < POINDEXTER_HURT_TO) {
        w = o.cx[k];
        h = o.hj[k];
        return REACT_HURT;
    }
    w = o.wr[k];
    h = o.hr[k];
    return REACT_BADNIK;
}

// ---- the kind s3k_poindexter (object_kinds.hpp) ----
// G2: the scan can touch it only this close (the wider of its two boxes);
// once destroyed, never.
int32_t kind_busy_s3k_poindexter(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    const int32_t w = o.wr[k] > o.cx[k] ? o.wr[k] : o.cx[k];
    return o.state[k] == ST_IDLE ? hitbox_reach(w, r) : NEVER_BUSY;
}

// Its routine only animates (a function of the counter) and the scan tests
// it (hitbox.cpp), as a hitbox's.
SolidResult kind_update_s3k_poindexter(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    return kind_update_hitbox(p, o, k, i, r, map, log);
}

// $0A or $86 by its animation (s3k_poindexter_touch); a special one is counted
bool kind_touch_s3k_poindexter(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.state[k] == ST_IDLE && touch_by_byte(s3k_poindexter_touch(o, k, t.w, t.h), t);
}

}  // namespace hp
