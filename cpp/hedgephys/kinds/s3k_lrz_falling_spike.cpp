// Lava Reef's falling spikes (issue 18): S&K `Obj_LRZFallingSpike` (SK Set 2
// $18), read in sonic3k.asm (a public copy): docs/kinds/s3k_lrz.md.
//
// Init (its first frame): width $10, y_radius $C, collision $82 (hurt class,
// size 2), $2E.w = the subtype (its byte $2F; $2E stays 0), nothing else:
// the init does not run on into loc_42898 and lists no touch. Then:
//   hanging  loc_42898: the smaller (bls: unsigned) of |X - Player_1's X|
//            and |X - Player_2's X| (words; with one player Player_2's slot
//            is empty, X 0), below $2E.w (bhs: unsigned): falling from the
//            next frame. Sprite_CheckDeleteTouch3 lists its $82 touch;
//   falling  loc_428D6: MoveSprite (y += the old y_vel, then y_vel + $38),
//            ObjCheckFloorDist (down from Y + y_radius $C, the top-solid
//            bit): negative: Y += it, collision 0, landed (loc_42904 from the
//            next frame). Listed with $82 until then;
//   landed   loc_42904: SolidObjectFull, d1 = $13, d2 = $10, d3 = $11, d4 = X
//            (the kind's cx, hj, hs; aw its width_pixels $10).
// The player's scan reads the list the last frame's routines left: a hanging
// spike hurts from the act's third frame (timer: the frames it has run,
// up to 2). State: ST_IDLE hanging, ST_FALLING (ysp), ST_PILLAR_LANDED.
#include "../objects.hpp"
#include "../sensors.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t LRZ_SPIKE_GRAVITY = 0x38;   // MoveSprite: addi.w #$38,y_vel(a0)
constexpr int32_t LRZ_SPIKE_Y_RADIUS = 0xC;   // Obj_LRZFallingSpike: move.b #$C,y_radius(a0)
constexpr int16_t LRZ_SPIKE_LISTED = 2;       // the init's frame, then loc_42898's first (its listing)

// loc_42898's d0: |X - Player_1's X| and |X - 0| (the empty Player_2), the
// smaller of the two as unsigned words (neg.w of a negative difference).
uint16_t lrz_spike_distance(int32_t ox, int32_t px) {
    const uint16_t a = uint16_t(ox - px), b = uint16_t(ox);
    const uint16_t abs_a = (a & 0x8000) ? uint16_t(-a) : a, abs_b = (b & 0x8000) ? uint16_t(-b) : b;
    return abs_a <= abs_b ? abs_a : abs_b;
}

}  // namespace

// ---- the kind s3k_lrz_falling_spike (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_falling_spike(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* /*log*/) {
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    if (o.state[k] == ST_PILLAR_LANDED) return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // loc_42904
    if (o.state[k] == ST_IDLE) {  // the init's frame, then loc_42898
        const bool init = o.timer[k] == 0;
        if (o.timer[k] < LRZ_SPIKE_LISTED) ++o.timer[k];
        const uint16_t dist = lrz_spike_distance(pixel(o.x[k]), pixel(p.x));
        if (!init && dist < uint16_t(o.subtype[k])) o.state[k] = ST_FALLING;  // bhs: unsigned
        return {};
    }
    o.y[k] = add_speed(o.y[k], o.ysp[k]);  // loc_428D6: MoveSprite
    o.ysp[k] = w16(o.ysp[k] + LRZ_SPIKE_GRAVITY);
    Angle a = 0;
    const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + LRZ_SPIKE_Y_RADIUS), CAST_DOWN, SOLID_TOP, 0,
                           r.traits.cd_floor, &a).distance;  // ObjCheckFloorDist
    if (d < 0) {
        set_object_y(o, k, pixel(o.y[k]) + d);
        o.state[k] = ST_PILLAR_LANDED;  // collision 0; loc_42904 from the next frame
    }
    release_false_standing(p, o, k, i, r);  // no solid routine while it falls
    return {};
}

// Hanging: its trigger window (the subtype) or its touch's reach, always
// where |X| is within the subtype (the empty Player_2 slot's distance);
// falling: busy; landed: cx.
int32_t kind_busy_s3k_lrz_falling_spike(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == ST_FALLING) return ALWAYS_BUSY;
    if (o.state[k] != ST_IDLE) return o.cx[k];
    const int16_t x = int16_t(uint16_t(pixel(o.x[k])));
    if ((x < 0 ? -int32_t(x) : int32_t(x)) < int32_t(o.subtype[k]) || o.timer[k] < LRZ_SPIKE_LISTED)
        return ALWAYS_BUSY;
    const int32_t reach = hitbox_reach(o.wr[k], r);
    return reach > int32_t(o.subtype[k]) ? reach : int32_t(o.subtype[k]);
}

// $82 while it hangs (once listed) and while it falls: hurts
bool kind_touch_s3k_lrz_falling_spike(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    const bool listed = o.state[k] == ST_FALLING || (o.state[k] == ST_IDLE && o.timer[k] >= LRZ_SPIKE_LISTED);
    return listed && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
