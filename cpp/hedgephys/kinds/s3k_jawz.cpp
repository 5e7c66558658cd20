// The kind s3k_jawz: Hydrocity's shark badnik, S3K object `Obj_Jawz`
// (s3.asm; S3 Set $99, SK Set 1 $93), a special touch ($D7) that its own
// routine answers. Its motion (Set_VelocityXTrackSonic: x speed $200 toward
// the first player, MoveSprite2) is not modelled: it stays at its layout
// position, as every badnik of issue 18. docs/kinds/s3k_jawz.md.
//
// Obj_WaitOffscreen holds it for its first two runs; the third is its init
// (SetUp_ObjAttributes with ObjDat_Jawz: collision $D7, listed by no
// routine yet); from the fourth, loc_556CA lists it (Sprite_CheckDeleteTouch).
// The scan counts a touch in collision_property (S3K Touch_Special
// loc_115EC, size $17: the main character's +1; bumper_touch) and stops;
// loc_556CA, later in the same frame, reads it (loc_556E4): a player whose
// animation is 2 (roll) or 9 (spin dash) destroys it (EnemyDefeat_Score,
// whose bounce negates his y speed only while he falls and is above it:
// its other two cases add to the enemy's own y_vel); any other animation
// (invincible or not) leaves it to Go_Delete_Sprite after CreateChild1_Normal
// made ChildObjDat_49BF4 at its position: loc_49586, an explosion whose
// collision $8B (hurt, size $B) Draw_And_Touch_Sprite lists on its first
// run, the same frame, and loc_495AC while Animate_Raw over byte_49D4A
// (delay 7: frames 0, 0, 1, 2, 3, 4) shows a mapping frame below 3: its
// runs 1-25, so the scans of the 25 frames after the touch.
//
// Loaded on the act's first frame (counter 1), its routine of counter c is
// its run c; the player's scan reads the list the previous frame's routines
// left (hitbox.cpp), as for kinds/s3k_poindexter.cpp. aux counts the touch
// (collision_property); timer is the counter of the frame it exploded.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr uint16_t JAWZ_FIRST = 4;       // the run of the first loc_556CA (listed from here)
constexpr uint16_t JAWZ_EXPLOSION = 25;  // the explosion's listed runs (byte_49D4A: 1 + 8 + 8 + 8)
constexpr uint8_t JAWZ_ROLL = 2, JAWZ_SPINDASH = 9;  // the player animations it reads (anim(a1))
constexpr uint8_t ST_JAWZ_EXPLODING = ST_FALLING;  // deleted, its explosion child listed

}  // namespace

// The reaction and box the scan of this frame finds: REACT_COUNT (none)
// before the first loc_556CA and once destroyed; $D7's (counted: wr, hr)
// while it swims; the explosion's $8B (hurt: cx, hj) for 25 frames.
uint8_t s3k_jawz_touch(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h) {
    const uint16_t now = osc_level_frame(o, k / o.count);
    if (o.state[k] == ST_JAWZ_EXPLODING) {
        const uint16_t since = uint16_t(now - uint16_t(o.timer[k]));
        if (since < 1 || since > JAWZ_EXPLOSION) return REACT_COUNT;
        w = o.cx[k];
        h = o.hj[k];
        return REACT_HURT;
    }
    if (o.state[k] != ST_IDLE || uint16_t(now - 1) < JAWZ_FIRST) return REACT_COUNT;  // the previous run's list
    w = o.wr[k];
    h = o.hr[k];
    return REACT_SPECIAL;
}

// ---- the kind s3k_jawz (object_kinds.hpp) ----
// G2: the scan can touch it only this close (the wider of its two boxes); a
// touch to answer or an explosion to end: every frame; once gone, never.
int32_t kind_busy_s3k_jawz(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] == ST_JAWZ_EXPLODING || o.aux[k] != 0) return ALWAYS_BUSY;
    return kind_busy_s3k_poindexter(p, o, k, r);
}

// loc_556E4 (the player of collision_property 1 or 3 is Player_1; a second
// player is not modelled), then the end of the explosion's listed runs.
SolidResult kind_update_s3k_jawz(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                 const TileMap& map, StageLog* log) {
    (void)i, (void)r, (void)map, (void)log;
    const uint16_t now = osc_level_frame(o, k / o.count);
    if (o.state[k] == ST_JAWZ_EXPLODING) {
        if (uint16_t(now - uint16_t(o.timer[k])) >= JAWZ_EXPLOSION) o.state[k] = ST_DESTROYED;  // deleted
        return {};
    }
    if (o.state[k] != ST_IDLE || o.aux[k] == 0) return {};
    o.aux[k] = 0;
    if (p.anim == JAWZ_ROLL || p.anim == JAWZ_SPINDASH) {  // cmpi.b #2 / #9,anim(a1)
        o.state[k] = ST_DESTROYED;  // EnemyDefeat_Score: Obj_Explosion, no collision
        if (p.ysp >= 0 && uint16_t(pixel(p.y)) < uint16_t(pixel(o.y[k]))) p.ysp = w16(-p.ysp);  // neg.w y_vel(a1)
        return {};
    }
    o.state[k] = ST_JAWZ_EXPLODING;  // CreateChild1_Normal (ChildObjDat_49BF4), Go_Delete_Sprite
    o.timer[k] = now;
    return {};
}

// $D7 counted, or its explosion's $8B (s3k_jawz_touch)
bool kind_touch_s3k_jawz(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return touch_by_byte(s3k_jawz_touch(o, k, t.w, t.h), t);
}

}  // namespace hp
