// Ice Cap's stalactites (issue 18): S3K `Obj_ICZStalagtite` (S3 Set $BE, SK
// Set 1 $B5), read in s3.asm: docs/kinds/s3k_icz.md.
//
// Init: ObjDat_ICZStalagtite (width $10, height $20, collision 0), y_radius
// $10. Then, by routine:
//   hanging  loc_58966: sub_58A22 (SolidObjectFull, d1 = $1B, d2 = $20,
//            d3 = $20, d4 = X), then Find_SonicTails: nearer than $70 px in X
//            (d2 < $70, unsigned): shaking, $2E = $F;
//   shaking  loc_5898C: X ± 2 by V_int_run_count's parity, Obj_Wait; once $2E
//            is negative (16 runs), loc_589A4: collision $82, falling. No
//            solid and no touch while it shakes;
//   falling  loc_589B2: MoveSprite (y_vel + $38 after the move),
//            ObjCheckCeilingDist (up from Y - $10, the LRB bit): negative
//            (its top is in the terrain): collision 0, landed. Its touch is
//            collision $82's box, hurt class (hitbox.cpp);
//   landed   loc_589E0: sub_58A22 every frame.
// Find_SonicTails with one player: Player_2's slot is empty (X 0), so the
// distance is the smaller of |X - his X| and |X| (cmp.w d3,d2 / bls, words).
// The shake is not modelled: nothing collides with it then, and its 16
// alternate steps leave it at its X (one step a frame; a lag frame, which
// this model does not have, would not alternate).
//
// State: ST_IDLE hanging, ST_PILLAR_SHAKING (timer: $2E), ST_FALLING (ysp),
// ST_PILLAR_LANDED.
#include "../objects.hpp"
#include "../sensors.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr int32_t STALACTITE_REACH = 0x70;    // loc_58966: cmpi.w #$70,d2 / bhs
constexpr int32_t STALACTITE_SHAKES = 0xF;    // move.w #$F,$2E(a0)
constexpr int32_t STALACTITE_GRAVITY = 0x38;  // MoveSprite: addi.w #$38,y_vel(a0)
constexpr int32_t STALACTITE_Y_RADIUS = 0x10;  // Obj_ICZStalagtite: move.b #$10,y_radius(a0)

// Find_SonicTails' d2 with Player_2's slot empty (X 0): objects.hpp.
uint16_t stalactite_distance(const Player& p, const ObjectBatch& o, size_t k) {
    return find_sonic_tails_dx(p, pixel(o.x[k]));
}

}  // namespace

// ---- the kind s3k_icz_stalactite (object_kinds.hpp) ----
SolidResult kind_update_s3k_icz_stalactite(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)log;
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    switch (o.state[k]) {
        case ST_IDLE: {  // loc_58966: the solid, then the player's distance
            const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
            if (stalactite_distance(p, o, k) < STALACTITE_REACH) {
                o.state[k] = ST_PILLAR_SHAKING;
                o.timer[k] = STALACTITE_SHAKES;
            }
            return res;
        }
        case ST_PILLAR_SHAKING:  // loc_5898C: Obj_Wait, then loc_589A4 (collision $82)
            if (--o.timer[k] < 0) o.state[k] = ST_FALLING;
            release_false_standing(p, o, k, i, r);  // no solid routine while it shakes or falls (rules/objects §11 Q4)
            return {};
        case ST_FALLING: {  // loc_589B2
            o.y[k] = add_speed(o.y[k], o.ysp[k]);
            o.ysp[k] = w16(o.ysp[k] + STALACTITE_GRAVITY);
            Angle a = 0;
            const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) - STALACTITE_Y_RADIUS), CAST_UP,
                                   SOLID_LRB, 0, r.traits.cd_floor, &a).distance;
            if (d < 0) o.state[k] = ST_PILLAR_LANDED;  // loc_589E0 from the next frame, collision 0
            release_false_standing(p, o, k, i, r);
            return {};
        }
        default:  // landed: loc_589E0
            return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    }
}

// Hanging: its trigger window ($70), or always where |X| < $70 (the empty
// Player_2 slot's distance); shaking or falling: busy; landed: cx.
int32_t kind_busy_s3k_icz_stalactite(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_PILLAR_SHAKING || o.state[k] == ST_FALLING) return ALWAYS_BUSY;
    if (o.state[k] != ST_IDLE) return o.cx[k];
    const int16_t x = int16_t(uint16_t(pixel(o.x[k])));
    if ((x < 0 ? -int32_t(x) : int32_t(x)) < STALACTITE_REACH) return ALWAYS_BUSY;
    return o.cx[k] > STALACTITE_REACH ? o.cx[k] : STALACTITE_REACH;
}

// $82 while it falls: hurts
bool kind_touch_s3k_icz_stalactite(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    return o.state[k] == ST_FALLING && touch_own_box(o, k, REACT_HURT, t);
}

}  // namespace hp
