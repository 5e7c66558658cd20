// Lava Reef's Iwamodoki (issue 18, h-rock): SK Set 2 $9A `Obj_Iwamodoki`, read
// in sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm): a
// rock that bursts into four shards once a player comes near.
// docs/kinds/s3k_rock.md.
//
// The rock (kind s3k_lrz_iwamodoki). After its routine, every frame:
//   out of the object manager's range (x & $FF80 - Camera_X_pos_coarse_back
//   > $280): Displace_PlayerOffObject, deleted (loc_85088: its respawn bit
//   cleared, so the object manager loads it again, fresh, when the camera
//   comes back); else burst (status bit 7): Displace_PlayerOffObject only;
//   else SolidObjectFull, d1 = $17, d2 = $C, d3 = $B, d4 = x.
// Its routine:
//   loc_8FB42 (routine 0) SetUp_ObjAttributes (collision 0: no touch);
//   loc_8FB4C (routine 2) Find_SonicTails: nearer than $40 px in X (d2 < $40,
//     unsigned) -> routine 4 with the script byte_8FC30;
//   loc_8FB70 (routine 4) Animate_RawMultiDelay over byte_8FC30: its first
//     call steps past the first entry (anim_frame_timer 0 - 1 < 0), and each
//     later entry shows for its delay + 1 frames: 8 + 8 + $30 + 6 + 6 + 5 + 5
//     + 4 + 4 + 3 + 3 + 2 + 2 + 28 * 1 + $20 = 164 frames, then its $F4 calls
//     loc_8FB76 on the 165th run of routine 4: the burst.
//   loc_8FB76 it turns into Obj_Explosion (no collision), status bit 7, and
//     makes its four shards (CreateChild2_Complex, ChildObjDat_8FBD6) in the
//     free slots after its own: they run on the same frame.
// So a rock that sees a player within $40 px on frame F is solid up to frame
// F + 164 and bursts on F + 165 (timer: the frames since F). A burst rock
// never comes back (Obj_Explosion deletes itself without clearing the
// respawn bit); one deleted out of range before it burst comes back fresh.
//
// Its shards (kind s3k_lrz_iwamodoki_shard, placed as the four objects after
// their rock, subtype 0, 2, 4, 6 as CreateChild2_Complex numbers them):
//   loc_8FB90 (the burst frame): SetUp_ObjAttributes3 (word_8FBD0: collision
//     $98, hurt class, Touch_Sizes $18: 4 x 4), shield_reaction bit 3 (any
//     shield deflects it: hitbox.cpp), then Sprite_CheckDeleteTouchXY;
//   loc_86D5E (every later frame): loc_8FBB8 (MoveSprite: x += x_vel,
//     y += y_vel, then y_vel + $38; Animate_Raw: art only), then
//     Sprite_CheckDeleteTouchXY.
// Sprite_CheckDeleteTouchXY deletes it once x & $FF80 - Camera_X_pos_coarse_back
// > $280 or y - Camera_Y_pos + $80 > $200 (unsigned words), else lists its
// touch. The camera those tests read is the one of the previous frame (the
// object manager sets Camera_X_pos_coarse_back = (Camera_X_pos - $80) & $FF80
// at the end of LevelLoop, after DeformBgLayer): the player's cam_x / cam_y
// while the objects run here. Without a camera (Rules::bounds off: scenarios)
// nothing is deleted: a shard flies on for ever, and a rock is never reset.
//
// State of the rock: ST_IDLE (waiting, solid), ST_IWAMODOKI_WAKING (timer:
// routine 4's runs), ST_IWAMODOKI_BURST (gone); aux: its bursts so far. Of a
// shard: ST_IDLE (not made yet, or deleted: at its rock's place, no touch),
// ST_SHARD_FLYING (its $98 touch listed), ST_SHARD_DEFLECTED (a shield turned
// it away: collision 0, it flies on untouchable); aux: the rock's burst count
// it was made for.
#include <cstdint>

#include "../objects.hpp"
#include "../touch_kinds.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t IWAMODOKI_REACH = 0x40;        // loc_8FB4C: cmpi.w #$40,d2 / bhs
constexpr int32_t IWAMODOKI_BURST_RUN = 165;     // routine 4's run that reads byte_8FC30's $F4
constexpr int32_t SHARD_GRAVITY = 0x38;          // MoveSprite: addi.w #$38,y_vel(a0)
constexpr uint16_t RANGE_X = 0x280;              // Sprite_CheckDeleteTouchXY / Obj_Iwamodoki: cmpi.w #$280
constexpr uint16_t RANGE_Y_ABOVE = 0x80, RANGE_Y = 0x200;  // addi.w #$80 / cmpi.w #$200

// ChildObjDat_8FBD6: each shard's offset from its rock and its speeds.
struct ShardStart {
    int8_t dx, dy;
    int16_t xsp, ysp;
};
constexpr ShardStart SHARDS[4] = {{-4, 4, -0x400, -0x200}, {4, 4, 0x400, -0x200},
                                  {-8, -8, -0x200, -0x400}, {8, -8, 0x200, -0x400}};

// Find_SonicTails' d2 with Player_2's slot empty (X 0): objects.hpp.
uint16_t iwamodoki_distance(const Player& p, const ObjectBatch& o, size_t k) {
    return find_sonic_tails_dx(p, pixel(o.x[k]));
}

// The object manager's X range: x & $FF80 - Camera_X_pos_coarse_back > $280.
bool out_of_x_range(const Player& p, uint16_t x) {
    const uint16_t back = uint16_t((p.cam_x - 0x80) & 0xFF80);
    return uint16_t((x & 0xFF80) - back) > RANGE_X;
}

// Sprite_CheckDeleteTouchXY's tests (with a camera only).
bool shard_deleted(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    if (!r.bounds) return false;
    return out_of_x_range(p, pixel(o.x[k])) ||
           uint16_t(pixel(o.y[k]) - p.cam_y + RANGE_Y_ABOVE) > RANGE_Y;
}

// Displace_PlayerOffObject (S&K's): a player standing on it is put in the air.
void displace(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (p.on_object == i) leave(p, o, k, r);
    o.standing[k] = 0;
}

// The rock of shard k (the objects before it), or SIZE_MAX when the list has none there.
size_t shard_rock(const ObjectBatch& o, size_t k) {
    const size_t back = 1 + (o.subtype[k] >> 1);
    const size_t i = k % o.count;
    if (i < back || o.kind[k - back] != OBJ_S3K_LRZ_IWAMODOKI) return SIZE_MAX;
    return k - back;
}

int32_t rock_idle_radius(const ObjectBatch& o, size_t k) {
    const int16_t x = int16_t(uint16_t(pixel(o.x[k])));
    if ((x < 0 ? -int32_t(x) : int32_t(x)) < IWAMODOKI_REACH) return ALWAYS_BUSY;  // the empty Player_2 slot
    return o.cx[k] > IWAMODOKI_REACH ? o.cx[k] : IWAMODOKI_REACH;
}

// A deleted (or never made) shard waits at its rock's place.
void shard_home(ObjectBatch& o, size_t k, size_t rock) {
    o.state[k] = ST_IDLE;
    if (rock != SIZE_MAX) o.x[k] = o.x[rock], o.y[k] = o.y[rock];
}

}  // namespace

// ---- the kind s3k_lrz_iwamodoki (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_iwamodoki(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    if (o.state[k] == ST_IDLE) {  // loc_8FB4C
        if (iwamodoki_distance(p, o, k) < IWAMODOKI_REACH) o.state[k] = ST_IWAMODOKI_WAKING, o.timer[k] = 0;
    } else if (o.state[k] == ST_IWAMODOKI_WAKING) {  // loc_8FB70: Animate_RawMultiDelay
        if (++o.timer[k] == IWAMODOKI_BURST_RUN) {   // loc_8FB76: the shards (next in the list) start
            o.state[k] = ST_IWAMODOKI_BURST;
            o.aux[k] = o.aux[k] + 1;
        }
    }
    if (r.bounds && out_of_x_range(p, pixel(o.x[k]))) {  // loc_8FB2A: deleted, loaded again fresh
        displace(p, o, k, i, r);
        o.state[k] = ST_IDLE, o.timer[k] = 0;
        return {};
    }
    if (o.state[k] == ST_IWAMODOKI_BURST) {  // loc_8FB36
        displace(p, o, k, i, r);
        return {};
    }
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Waiting: its trigger window ($40) or its solid's, always where |X| < $40
// (the empty Player_2 slot); waking: busy; burst: never.
int32_t kind_busy_s3k_lrz_iwamodoki(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_IWAMODOKI_WAKING) return ALWAYS_BUSY;
    if (o.state[k] == ST_IWAMODOKI_BURST) return NEVER_BUSY;
    return rock_idle_radius(o, k);
}

// ---- the kind s3k_lrz_iwamodoki_shard (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_iwamodoki_shard(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    const size_t rock = shard_rock(o, k);
    o.x_prev[k] = pixel(o.x[k]);
    if (rock != SIZE_MAX && o.aux[rock] != o.aux[k]) {  // its rock burst on this frame: loc_8FB90
        const ShardStart& s = SHARDS[(o.subtype[k] >> 1) & 3];
        o.aux[k] = o.aux[rock];
        o.x[k] = with_pixel(0, pixel(o.x[rock]) + s.dx);  // CreateChild2_Complex: the pixel word, fraction 0
        o.y[k] = with_pixel(0, pixel(o.y[rock]) + s.dy);
        o.xsp[k] = s.xsp, o.ysp[k] = s.ysp;
        o.state[k] = ST_SHARD_FLYING;
    } else if (o.state[k] == ST_IDLE) {
        return {};
    } else {  // loc_86D5E -> loc_8FBB8: MoveSprite
        o.x[k] = add_speed(o.x[k], o.xsp[k]);
        o.y[k] = add_speed(o.y[k], o.ysp[k]);
        o.ysp[k] = w16(o.ysp[k] + SHARD_GRAVITY);
    }
    if (shard_deleted(p, o, k, r)) shard_home(o, k, rock);  // Sprite_CheckDeleteTouchXY
    return {};
}

// Flying (or deflected): busy; waiting: busy when its rock has just burst
// (it runs after the rock, which may have left the busy list's reach), else
// its rock's radius, so that it is listed whenever the rock may burst.
int32_t kind_busy_s3k_lrz_iwamodoki_shard(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    if (o.state[k] != ST_IDLE) return ALWAYS_BUSY;
    const size_t rock = shard_rock(o, k);
    if (rock == SIZE_MAX) return NEVER_BUSY;
    if (o.aux[rock] != o.aux[k]) return ALWAYS_BUSY;
    return kind_busy_s3k_lrz_iwamodoki(p, o, rock, r);
}

// $98 while it flies: hurts, and shields turn it away (REACT_PROJECTILE).
bool kind_touch_s3k_lrz_iwamodoki_shard(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.state[k] == ST_SHARD_FLYING && touch_own_box(o, k, REACT_PROJECTILE, t);
}

// Touch_ChkHurt_Bounce_Projectile / ShieldTouchResponse (hitbox.cpp): x_vel,
// y_vel = -$800 along the angle from it to the player (GetArcTan,
// GetSineCosine, muls / asr.l #8), collision_flags cleared.
void deflect_projectile(const Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const Angle a = calc_angle(int16_t(uint16_t(pixel(p.x) - pixel(o.x[k]))),
                               int16_t(uint16_t(pixel(p.y) - pixel(o.y[k]))));
    o.xsp[k] = w16((cos_of(r.sine, a) * -0x800) >> 8);
    o.ysp[k] = w16((sin_of(r.sine, a) * -0x800) >> 8);
    o.state[k] = ST_SHARD_DEFLECTED;
}

}  // namespace hp
