// Launch Base's trigger bridges (issue 18): S3K `Obj_LBZTriggerBridge` (S3
// and SK Set 1 $14), read in s3.asm (byte_24BE4, loc_24CB8, loc_24CFE,
// loc_24D58, loc_24D6A, loc_24D7A, loc_24D8C). docs/kinds/s3k_trigger2.md.
//
// A reader of the level triggers (level_triggers.hpp): the trigger of its
// subtype's low nibble, flipped by the exploding triggers $13. Its subtype's
// bits 4-6 pick a row of byte_24BE4: a box (offset from the layout position,
// width_pixels, height_pixels) and, four rows on (subtype + $40), the box it
// turns into. A layout record is two objects of this kind, its `first` box
// and its `second` (parameter `second`), placed one after the other; both run
// the same cycle, each seeing the trigger at its own turn (no object runs
// between them):
//   first (routine 0, loc_24CFE): the first box waits for the trigger to be
//     set. Seen set: `turning`: the first box stays 7 more frames (loc_24D58
//     counts $38 from 7, then puts it at X $7FFF) and the second box, a new
//     object after it (AllocateObjectAfterCurrent, subtype + $40, $34 = 1,
//     $38 = 8), is there from the same frame; it counts 8 frames (routine 4,
//     loc_24D6A) before it waits:
//   second (routine 6, loc_24D8C): the second box waits for the trigger to
//     be clear. Seen clear: `returning`, the same the other way (routine $A,
//     loc_24D7A, for the new first box), back to `first` after 8 frames.
// Each box, while there: SolidObjectFull2, d1 = width_pixels + $B, d2 =
// height_pixels, d3 = d2 + 1, d4 = its X (loc_24CB8; solid only when drawn,
// render_flags bit 7: every object counts as on screen, docs/rules/scenario).
//
// Not modelled: a box gone to X $7FFF is not solid here (the game's stays
// solid there, out of any player's reach in Launch Base; on the frame it
// goes, the solid call at $7FFF lets a rider or a pusher go, as here); the
// order of the two boxes' solid calls on the 7 frames of a return (the
// game's new first box runs after the second, wherever its free slot is;
// here before it); the camera (the game deletes them off screen and loads
// the first again, which then reads the trigger anew).
//
// Its fields: state (the cycle), timer (frames since it turned or returned).
#include "../level_triggers.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t BRIDGE_STAYS = 7;   // loc_24CFE / loc_24D8C: move.w #7,$38(a0), then loc_24D58
constexpr int32_t BRIDGE_ARRIVES = 8;  // move.w #8,$38(a1): routine 4 / $A, then 6 / 0 waits
constexpr int32_t BRIDGE_GONE_X = 0x7FFF;  // loc_24D58: move.w #$7FFF,x_pos(a0)

inline bool bridge_second(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }
inline bool bridge_set(const ObjectBatch& o, size_t k) { return level_trigger(o, k, subtype_trigger(o, k)) != 0; }

// Whether its box is there (solid) in the cycle's state and timer.
bool bridge_there(const ObjectBatch& o, size_t k) {
    const bool second = bridge_second(o, k);
    switch (o.state[k]) {
        case ST_LBZ_BRIDGE_TURNING: return second || o.timer[k] < BRIDGE_STAYS;
        case ST_LBZ_BRIDGE_SECOND: return second;
        case ST_LBZ_BRIDGE_RETURNING: return !second || o.timer[k] < BRIDGE_STAYS;
        default: return !second;  // first
    }
}

}  // namespace

// ---- the kind s3k_lbz_trigger_bridge (object_kinds.hpp) ----
SolidResult kind_update_s3k_lbz_trigger_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    switch (o.state[k]) {  // the routine of the box that waits or counts (off_24CF2)
        case ST_LBZ_BRIDGE_TURNING:
            if (++o.timer[k] == BRIDGE_ARRIVES) {  // routine 4: subq.w #1,$38; then addq.w #2,$36
                o.state[k] = ST_LBZ_BRIDGE_SECOND;
                o.timer[k] = 0;
                if (!bridge_set(o, k)) o.state[k] = ST_LBZ_BRIDGE_RETURNING;  // loc_24D8C at once
            }
            break;
        case ST_LBZ_BRIDGE_SECOND:
            if (!bridge_set(o, k)) o.state[k] = ST_LBZ_BRIDGE_RETURNING, o.timer[k] = 0;  // loc_24D8C
            break;
        case ST_LBZ_BRIDGE_RETURNING:
            if (++o.timer[k] == BRIDGE_ARRIVES) {  // routine $A (loc_24D7A): move.w #0,$36
                o.state[k] = ST_IDLE;
                o.timer[k] = 0;
                if (bridge_set(o, k)) o.state[k] = ST_LBZ_BRIDGE_TURNING;  // loc_24CFE at once
            }
            break;
        default:  // ST_IDLE: first, loc_24CFE
            if (bridge_set(o, k)) o.state[k] = ST_LBZ_BRIDGE_TURNING, o.timer[k] = 0;
            break;
    }
    const bool leaving = !bridge_there(o, k) &&
                         (o.state[k] == ST_LBZ_BRIDGE_TURNING || o.state[k] == ST_LBZ_BRIDGE_RETURNING) &&
                         o.timer[k] == BRIDGE_STAYS;
    if (leaving) {  // loc_24D58: x = $7FFF before this frame's solid call, d4 = that X
        const uint32_t here = o.x[k];
        set_object_x(o, k, BRIDGE_GONE_X);
        o.x_prev[k] = uint16_t(BRIDGE_GONE_X);
        const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
        o.x[k] = here;  // kept where it was, no longer solid (see above)
        o.x_prev[k] = uint16_t(pixel(here));
        return res;
    }
    if (!bridge_there(o, k)) return {};
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // loc_24CB8: SolidObjectFull2
}

// Turning or returning: its count runs. Waiting: busy when the trigger asks
// for the other box (it turns at its next update), else its solid's window
// while there, nothing while gone.
int32_t kind_busy_s3k_lbz_trigger_bridge(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    switch (o.state[k]) {
        case ST_LBZ_BRIDGE_TURNING:
        case ST_LBZ_BRIDGE_RETURNING:
            return ALWAYS_BUSY;
        case ST_LBZ_BRIDGE_SECOND:
            if (!bridge_set(o, k)) return ALWAYS_BUSY;
            break;
        default:
            if (bridge_set(o, k)) return ALWAYS_BUSY;
            break;
    }
    return bridge_there(o, k) ? o.cx[k] : NEVER_BUSY;
}

}  // namespace hp
