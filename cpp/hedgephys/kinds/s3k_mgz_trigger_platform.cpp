// The kind s3k_mgz_trigger_platform: Marble Garden's trigger platforms, S3K
// object $57 `Obj_MGZTriggerPlatform` (s3.asm; S3 Set and SK Set 1). A reader
// of the level triggers (level_triggers.hpp). docs/kinds/s3k_trigger.md.
//
// Init: byte_33868 by n = subtype >> 4 gives width_pixels, height_pixels (the
// placer's sizes) and the count $30 = $40; $34 = n; $36 = the placed x.
// Every frame, the trigger being Level_trigger_array[subtype & $F]:
//   n = 0 (loc_338D0): while the trigger is set (read every frame, not
//     latched), x + 2 (- 2 with the layout's X flip, status bit 0) and the
//     count - 1; when it reaches 0, x = $7F00 (and $36: Sprite_OnScreen_Test2
//     deletes it after this frame's solid routine, which lets a rider go);
//   n = 1, 2 (loc_3393E): once the trigger is seen set, $32 = 1 (latched;
//     -1 once done); while it is 1, y + n (- n X-flipped) and the count - 1,
//     and at 0, $32 = -1: it stays there.
// Then SolidObjectFull with d1 = width + $B, d2 = height, d3 = d2 + 1, d4 =
// x after the move (loc_33916, loc_3398E). Screen_shake_flag: the camera's.
// State: ST_IDLE before it moved, ST_TRIGGER_OPENING while it moves (n = 0:
// once it has moved), ST_TRIGGER_OPEN done (n = 0: gone); timer: the frames
// it moved ($40 - $30).
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t MGZ_TRIGGER_COUNT = 0x40;   // byte_33868's fourth byte: $30
constexpr int32_t MGZ_TRIGGER_GONE_X = 0x7F00;  // move.w #$7F00,x_pos(a0)
constexpr int32_t MGZ_TRIGGER_SLIDE = 2;         // loc_338D0: moveq #2,d0

bool mgz_trigger_set(const ObjectBatch& o, size_t k) { return level_trigger(o, k, subtype_trigger(o, k)) != 0; }
int32_t mgz_trigger_kind(const ObjectBatch& o, size_t k) { return o.subtype[k] >> 4; }  // $34

}  // namespace

SolidResult kind_update_s3k_mgz_trigger_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                 const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t n = mgz_trigger_kind(o, k);
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    if (n == 0) {
        if (o.state[k] == ST_TRIGGER_OPEN) {  // deleted (Sprite_OnScreen_Test2 with $36 = $7F00)
            release_false_standing(p, o, k, i, r);
            return {};
        }
        if (mgz_trigger_set(o, k)) {  // loc_338D0
            set_object_x(o, k, pixel(o.x[k]) + (flip ? -MGZ_TRIGGER_SLIDE : MGZ_TRIGGER_SLIDE));
            o.state[k] = ST_TRIGGER_OPENING;
            if (++o.timer[k] == MGZ_TRIGGER_COUNT) {  // subq.w #1,$30(a0) / bne
                set_object_x(o, k, MGZ_TRIGGER_GONE_X);
                o.state[k] = ST_TRIGGER_OPEN;
            }
        }
    } else {
        if (o.state[k] == ST_IDLE && mgz_trigger_set(o, k)) o.state[k] = ST_TRIGGER_OPENING;  // $32 = 1
        if (o.state[k] == ST_TRIGGER_OPENING) {                                              // loc_3395C
            set_object_y(o, k, pixel(o.y[k]) + (flip ? -n : n));
            if (++o.timer[k] == MGZ_TRIGGER_COUNT) o.state[k] = ST_TRIGGER_OPEN;  // $32 = -1
        }
    }
    o.x_prev[k] = pixel(o.x[k]);  // SolidObjectFull's d4: x after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Busy while it moves or its trigger would start it; gone: never; else the
// solid's reach.
int32_t kind_busy_s3k_mgz_trigger_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const bool slide = mgz_trigger_kind(o, k) == 0;
    if (o.state[k] == ST_TRIGGER_OPEN) return slide ? NEVER_BUSY : o.cx[k];
    if (slide ? mgz_trigger_set(o, k) : (o.state[k] == ST_TRIGGER_OPENING || mgz_trigger_set(o, k)))
        return ALWAYS_BUSY;
    return o.cx[k];
}

}  // namespace hp
