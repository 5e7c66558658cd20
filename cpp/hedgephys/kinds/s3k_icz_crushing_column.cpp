// Ice Cap's crushing columns (issue 18): S3K `Obj_ICZCrushingColumn` (S3 Set
// $B8, SK Set 1 $AF), read in s3.asm: docs/kinds/s3k_icz.md.
//
// Every frame the routine of `routine` (ICZCrushingColumn_Index), then
// SolidObjectFull with d1 = $2B, d2 = $70, d3 = $70 and d4 = its X before the
// routine (it never moves sideways). Routines (the byte, then its label):
//   0 loc_57C90  init: y_radius $70, $3E = the layout Y, $2E = $1F, routine =
//                subtype * 2 (subtypes 1 and 2 also draw a child, no collision);
//   2 loc_57CCC  (subtype 1) a player standing on it: routine $A;
//   4 loc_57CDE  (subtype 2) $2E - 1; negative: routine $A;
//   6 loc_57CE6  (subtype 3) Find_OtherObject with Player_1: |dx| >= $28 and
//                the player right of it (left when X-flipped): routine $E;
//   8 loc_57D0C  (subtype 4) $2E - 1; negative: routine $E;
//   A loc_57D14  y_vel - $20 stored unless <= -$400 (so it stops at -$3E0),
//                MoveSprite2, ObjCheckCeilingDist; negative: lands;
//   E loc_57D7E  Y + 8, ObjCheckFloorDist; negative: lands;
//   land         loc_57D38: Y + the distance (add.w, for the ceiling too),
//                routine $10, $2E = $1F, then loc_57D92 at the wait's end;
//  10 loc_57D8E  Obj_Wait: $2E - 1; negative: routine byte_57DA0[subtype - 1]
//                ($14, $14, $16, $12);
//  12 loc_57DA4  Y - 1 unless that is <= $3E (unsigned); else $2E = $5F,
//                routine = subtype * 2 (so it stops 1 px below its start);
//  14 loc_57DC0  Y + 1 unless that is >= $3E (unsigned); else as 12 (1 px above);
//  16 loc_57DDC  the player at or left of it (right when X-flipped): routine $12.
// y_vel is never cleared: a second rise starts at -$3E0. Subtypes 0 and 5-$FF
// are refused by the registry (0 runs its init every frame, creating a child
// each time; 5 and up reach routines past the index or past byte_57DA0).
//
// Subtypes 2 and 4 run on their own timers from their init: phase from frame 0
// (the game: from when the camera loads it): on the frame whose level frame
// counter is c (1 on the act's first frame) they have run c steps; each update
// first runs the steps they missed (timer: the steps run), so they are lazy
// (lazy_objects.hpp). Subtypes 1 and 3 wait for a player: one step an update.
// State: phase the routine byte, aux the word $2E, ysp y_vel, timer steps run.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../sensors.hpp"

namespace hp {

namespace {

// ICZCrushingColumn_Index's routine bytes.
enum CrushRoutine : int32_t {
    CRUSH_INIT = 0, CRUSH_STAND = 2, CRUSH_TIMED_RISE = 4, CRUSH_PASSED = 6, CRUSH_TIMED_DROP = 8,
    CRUSH_RISE = 0xA, CRUSH_DROP = 0xE, CRUSH_WAIT = 0x10, CRUSH_UP_HOME = 0x12, CRUSH_DOWN_HOME = 0x14,
    CRUSH_BEHIND = 0x16
};
constexpr int16_t CRUSH_FIRST_WAIT = 0x1F;    // loc_57C90 / loc_57D38: move.w #$1F,$2E(a0)
constexpr int16_t CRUSH_HOME_WAIT = 0x5F;     // loc_57DB6 / loc_57DD2: move.w #$5F,$2E(a0)
constexpr int32_t CRUSH_RISE_ACCEL = 0x20;    // loc_57D14: addi.w #-$20,d0
constexpr int32_t CRUSH_RISE_LIMIT = -0x400;  // cmpi.w #-$400,d0 / ble: not stored
constexpr int32_t CRUSH_DROP_STEP = 8;        // loc_57D7E: addq.w #8,y_pos(a0)
constexpr int32_t CRUSH_REACH = 0x28;         // loc_57CE6: cmpi.w #$28,d2 / blo
// byte_57DA0: the routine after the wait, by subtype - 1.
constexpr int32_t CRUSH_AFTER_WAIT[4] = {CRUSH_DOWN_HOME, CRUSH_DOWN_HOME, CRUSH_BEHIND, CRUSH_UP_HOME};

bool crush_timed(const ObjectBatch& o, size_t k) { return o.subtype[k] == 2 || o.subtype[k] == 4; }

// Find_OtherObject's d0 after the flip test: 0 when the player is left of it
// or at its X (x - player x >= 0 as a word), 2 when right; - 2 when X-flipped.
int32_t crush_side(const Player& p, const ObjectBatch& o, size_t k, uint16_t& dist) {
    const int16_t d = int16_t(uint16_t(pixel(o.x[k]) - pixel(p.x)));
    dist = d < 0 ? uint16_t(-d) : uint16_t(d);
    return (d < 0 ? 2 : 0) - ((o.flags[k] & OF_XFLIP) ? 2 : 0);
}

// loc_57D38: Y + the distance (the pixel word), routine $10, $2E = $1F.
void crush_land(ObjectBatch& o, size_t k, int32_t d) {
    o.y[k] = add_pixels(o.y[k], d);
    o.phase[k] = CRUSH_WAIT;
    o.aux[k] = CRUSH_FIRST_WAIT;
}

// Arrived home (loc_57DB6 / loc_57DD2): $2E = $5F, routine = subtype * 2.
void crush_home(ObjectBatch& o, size_t k) {
    o.aux[k] = CRUSH_HOME_WAIT;
    o.phase[k] = o.subtype[k] * 2;
}

// $2E - 1 (subq.w); true once negative (bmi).
bool crush_count(ObjectBatch& o, size_t k) {
    o.aux[k] = int16_t(o.aux[k] - 1);
    return o.aux[k] < 0;
}

// One run of the routine of `phase` (the index above).
void crush_step(const Player& p, ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    Angle a = 0;
    const int32_t y = pixel(o.y[k]);
    uint16_t dist = 0;
    switch (o.phase[k]) {
        case CRUSH_INIT: o.aux[k] = CRUSH_FIRST_WAIT; o.phase[k] = o.subtype[k] * 2; break;
        case CRUSH_STAND: if (o.standing[k]) o.phase[k] = CRUSH_RISE; break;
        case CRUSH_TIMED_RISE: if (crush_count(o, k)) o.phase[k] = CRUSH_RISE; break;
        case CRUSH_PASSED:
            if (crush_side(p, o, k, dist) != 0 && dist >= CRUSH_REACH) o.phase[k] = CRUSH_DROP;
            break;
        case CRUSH_TIMED_DROP: if (crush_count(o, k)) o.phase[k] = CRUSH_DROP; break;
        case CRUSH_RISE: {
            const int16_t v = int16_t(o.ysp[k] - CRUSH_RISE_ACCEL);
            if (!(v <= CRUSH_RISE_LIMIT)) o.ysp[k] = v;
            o.y[k] = add_speed(o.y[k], o.ysp[k]);  // MoveSprite2
            // ObjCheckCeilingDist: up from y - y_radius, LRB bit, layer A
            const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) - o.hr[k]), CAST_UP, SOLID_LRB, 0,
                                   r.traits.cd_floor, &a).distance;
            if (d < 0) crush_land(o, k, d);
            break;
        }
        case CRUSH_DROP: {
            set_object_y(o, k, y + CRUSH_DROP_STEP);
            // ObjCheckFloorDist: down from y + y_radius, top bit, layer A
            const int32_t d = cast(map, pixel(o.x[k]), uint16_t(y + CRUSH_DROP_STEP + o.hr[k]), CAST_DOWN,
                                   SOLID_TOP, 0, r.traits.cd_floor, &a).distance;
            if (d < 0) crush_land(o, k, d);
            break;
        }
        case CRUSH_WAIT:
            if (crush_count(o, k)) o.phase[k] = CRUSH_AFTER_WAIT[(o.subtype[k] - 1) & 3];
            break;
        case CRUSH_UP_HOME:
            if (uint16_t(y - 1) <= o.y0[k]) crush_home(o, k);
            else set_object_y(o, k, y - 1);
            break;
        case CRUSH_DOWN_HOME:
            if (uint16_t(y + 1) >= o.y0[k]) crush_home(o, k);
            else set_object_y(o, k, y + 1);
            break;
        case CRUSH_BEHIND: if (crush_side(p, o, k, dist) == 0) o.phase[k] = CRUSH_UP_HOME; break;
        default: break;  // no other routine is reached from subtypes 1-4
    }
}

}  // namespace

// ---- the kind s3k_icz_crushing_column (object_kinds.hpp) ----
SolidResult kind_update_s3k_icz_crushing_column(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                                const TileMap& map, StageLog* log) {
    (void)log;
    if (crush_timed(o, k)) {  // the steps up to this frame's counter (none past it)
        const int32_t c = osc_level_frame(o, k / o.count);
        for (; o.timer[k] < c; ++o.timer[k]) crush_step(p, o, k, r, map);
    } else {
        crush_step(p, o, k, r, map);
    }
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos before the routine
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Subtype 1 waiting to be stood on: SolidObjectFull's window (cx); else busy
// (moving, timed, or subtype 3 watching the player on either side).
int32_t kind_busy_s3k_icz_crushing_column(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.subtype[k] == 1 && o.phase[k] == CRUSH_STAND ? o.cx[k] : ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): subtypes 2 and 4 (their update runs the steps they
// missed), within SolidObjectFull's window (they never move in X).
int32_t kind_lazy_s3k_icz_crushing_column(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return crush_timed(o, k) ? o.cx[k] : NOT_LAZY;
}
// Nothing: the next update runs the missed steps, counted by timer.
void kind_lazy_skip_s3k_icz_crushing_column(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
