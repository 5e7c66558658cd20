// Sky Sanctuary's collapsing bridges (issue 18): SK Set 2 $7C
// `Obj_SSZCollapsingBridge` (flat) and $7B `Obj_SSZCollapsingBridgeDiagonal`
// (flag diagonal), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm). docs/kinds/s3k_ssz.md.
//
// Flat (loc_44C76): SolidObjectTop with d1 = $20 (width), d3 = 9 (stand_height).
// Diagonal (loc_44D98): SolidObjectTopSloped2 with d1 = $40 over byte_46658
// (64 bytes, one a 2 px column: the pairs -6, -6, -5, -5, ... $19, $19, so
// column j holds j / 2 - 6), and after it, for a player whose standing bit
// was set before the call: if he is now in the air and did not jump
// (jumping clear), his air bit is cleared again (a player walking off its end
// stays on the ground and runs his own floor check next frame).
// Subtype bit 7 set: never collapses. Clear: a player standing on it after
// the solid call starts the collapse (loc_44C9C / loc_44E02): $2E = (its x >=
// his x, an unsigned word compare), $30 = 6, $32 = width, pieces spawned
// that only fall and are drawn (no collision), and that frame ends there.
// Then each frame (loc_44D22 / loc_44EBA): $30 - 1; at 0: $30 = 6, $32 - 8
// (at 0, x = $7FFF: out of anyone's reach; the rider is let go by the solid
// call and the sprite deleted out of range), x + 8 ($2E set) or - 8, and the
// diagonal one also moves its height pointer $34 four bytes on and y up 2
// ($2E set) or down 2, the other way when X-flipped; then the solid call with
// d1 = $32 (d4 = x_pos after the move: no carry across) and, diagonal, the
// air-bit step above.
//   state: intact, collapsing, gone; timer: frames since the collapse started;
//   aux: bit 0 $2E.
#include <algorithm>

#include "../objects.hpp"

namespace hp {

namespace {

enum SszBridgeState : uint8_t { SSZ_BRIDGE_INTACT = 0, SSZ_BRIDGE_COLLAPSING = 1, SSZ_BRIDGE_GONE = 2 };
constexpr uint8_t OF_SSZ_DIAGONAL = OF_PLATFORM;  // the registry's KF_FLAG1
constexpr int32_t SSZ_BRIDGE_STEP_FRAMES = 6;      // $30 = 6
constexpr int32_t SSZ_BRIDGE_STEP = 8;             // $32 - 8, x +- 8
constexpr int32_t SSZ_DIAGONAL_RISE = 2;           // y -+ 2 (loc_44ED6)
constexpr int32_t SSZ_DIAGONAL_SKIP = 4;           // $34 + 4 (byte_46658 columns)
constexpr int32_t SSZ_DIAGONAL_BASE = -6;          // byte_46658[0]
constexpr int32_t SSZ_DIAGONAL_COLUMNS = 0x40;     // byte_46658: $40 bytes

bool ssz_diagonal(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_SSZ_DIAGONAL) != 0; }

// The top over the centre under a player t px from the left end of the
// current half-width w (from the right end when X-flipped), after n steps:
// byte_46658 read from $34 = 4n on, its column index clamped to what is left
// of it as height_at (sloped.cpp) clamps an array's.
int32_t ssz_bridge_top_height(const ObjectBatch& o, size_t k, uint16_t t, int32_t w, int32_t n) {
    if (!ssz_diagonal(o, k)) return o.hs[k];  // SolidObjectTop's d3
    int32_t j = t;
    if (o.flags[k] & OF_XFLIP) j = std::max(2 * w - 1 - j, 0);  // not.w d0; add.w d1,d0 (d1 doubled)
    const int32_t last = SSZ_DIAGONAL_COLUMNS - 1 - SSZ_DIAGONAL_SKIP * n;
    return (std::min(j >> 1, last) + SSZ_DIAGONAL_SKIP * n) / 2 + SSZ_DIAGONAL_BASE;
}

// SolidObjectTop / SolidObjectTopSloped2 (procedure D, the sloped one with
// B4) over the half-width w the collapse has left, after n steps.
SolidResult ssz_bridge_solid(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t w0,
                             int32_t n) {
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]), px = pixel(p.x);
    const int32_t w = r.has(FIX_PLATFORM_WALKOFF) ? w0 + 11 : w0;  // as platform_object
    if (o.standing[k]) {
        if (p.airborne || !within_standing(px - ox + w, w)) {
            leave(p, o, k, r);
            return {};
        }
        if (!ssz_diagonal(o, k)) {
            platform_carry(p, o, k, r);
            return {};
        }
        const int32_t h = ssz_bridge_top_height(o, k, uint16_t(px - ox + w0), w0, n);  // SolidObjSloped2
        set_pixel_y(p, oy - h - p.yr - (r.has(FIX_STANDING_OFFSET) ? 1 : 0));
        return {};
    }
    if (p.ysp < 0) return {};
    const uint16_t t = uint16_t(px - ox + w);
    if (int16_t(t) < 0 || t >= uint16_t(2 * w)) return {};
    return platform_land(p, o, k, i, r, oy - ssz_bridge_top_height(o, k, uint16_t(px - ox + w0), w0, n));
}

// The diagonal one's step after its solid call (loc_44D98, loc_44EF6).
void ssz_bridge_keep_grounded(Player& p, const ObjectBatch& o, size_t k, bool was_standing, uint32_t events) {
    if (!ssz_diagonal(o, k) || !was_standing || !p.airborne || p.jumping) return;
    p.airborne = 0;  // bclr #Status_InAir,status(a1)
    p.events = events | (p.events & ~uint32_t(EV_LEFT_GROUND));
}

// loc_44D22 / loc_44EBA: one frame of the collapse; false once gone.
bool ssz_bridge_step(ObjectBatch& o, size_t k) {
    if (++o.timer[k] % SSZ_BRIDGE_STEP_FRAMES != 0) return true;
    const int32_t n = o.timer[k] / SSZ_BRIDGE_STEP_FRAMES;
    if (o.aw[k] - SSZ_BRIDGE_STEP * n <= 0) return false;  // $32 at 0: x = $7FFF
    const bool right = (o.aux[k] & 1) != 0;
    set_object_x(o, k, pixel(o.x[k]) + (right ? SSZ_BRIDGE_STEP : -SSZ_BRIDGE_STEP));
    if (ssz_diagonal(o, k)) {
        const int32_t rise = (right != ((o.flags[k] & OF_XFLIP) != 0)) ? SSZ_DIAGONAL_RISE : -SSZ_DIAGONAL_RISE;
        set_object_y(o, k, pixel(o.y[k]) - rise);
    }
    return true;
}

}  // namespace

// ---- the kind s3k_ssz_bridge (object_kinds.hpp): loc_44C76 / loc_44D98 ----
SolidResult kind_update_s3k_ssz_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == SSZ_BRIDGE_GONE) {
        release_false_standing(p, o, k, i, r);  // deleted (rules/objects §11 Q4)
        return {};
    }
    const bool was_standing = o.standing[k] != 0;
    const uint32_t events = p.events;
    if (o.state[k] == SSZ_BRIDGE_COLLAPSING) {
        if (!ssz_bridge_step(o, k)) {  // d1 = 0: the rider let go, then deleted
            if (o.standing[k]) leave(p, o, k, r);
            ssz_bridge_keep_grounded(p, o, k, was_standing, events);
            o.state[k] = SSZ_BRIDGE_GONE;
            return {};
        }
        o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos after the move
        const int32_t n = o.timer[k] / SSZ_BRIDGE_STEP_FRAMES;
        const SolidResult res = ssz_bridge_solid(p, o, k, i, r, o.aw[k] - SSZ_BRIDGE_STEP * n, n);
        ssz_bridge_keep_grounded(p, o, k, was_standing, events);
        return res;
    }
    const SolidResult res = ssz_bridge_solid(p, o, k, i, r, o.aw[k], 0);
    ssz_bridge_keep_grounded(p, o, k, was_standing, events);
    if (!(o.subtype[k] & 0x80) && o.standing[k]) {  // loc_44C9C / loc_44E02
        o.state[k] = SSZ_BRIDGE_COLLAPSING;
        o.timer[k] = 0;
        o.aux[k] = uint16_t(pixel(o.x[k])) >= uint16_t(pixel(p.x)) ? 1 : 0;  // scc $2E(a0)
    }
    return res;
}

// Intact: its top's reach (a rider keeps it busy); collapsing it runs by
// itself; gone, nothing is left of it.
int32_t kind_busy_s3k_ssz_bridge(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == SSZ_BRIDGE_GONE) return NEVER_BUSY;
    if (o.state[k] == SSZ_BRIDGE_COLLAPSING) return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

}  // namespace hp
