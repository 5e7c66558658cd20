// Lava Reef's sinking rocks (issue 18): S&K `Obj_LRZSinkingRock` (SK Set 2
// $17), read in sonic3k.asm (a public copy): docs/kinds/s3k_lrz.md.
//
// Init (its first frame): width_pixels $10, $46 = its y; it does not run on
// into loc_427E2 (no solid that frame). loc_427E2, every frame after:
//   the counter $2E + 1 (up to $40) while a player stands on it (status &
//   standing_mask, left by the last frame's solid call), else - 1 (down to
//   0); y = $46 + (sin($2E) >> 3) (GetSineCosine, asr.w #3: 0 .. $20 px
//   down); then SolidObjectFull with d1 = $1B, d2 = $10, d3 = $11, d4 = X
//   (the kind's cx, hj, hs; aw its width_pixels $10).
// State: ST_IDLE before the init, ST_PLATFORM_READY after; timer the counter.
#include "../objects.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr int32_t LRZ_ROCK_DEPTH = 0x40;  // loc_427F8: cmpi.b #$40,$2E(a0)
constexpr int32_t LRZ_ROCK_SHIFT = 3;     // loc_42804: asr.w #3,d0

}  // namespace

// ---- the kind s3k_lrz_sinking_rock (object_kinds.hpp) ----
SolidResult kind_update_s3k_lrz_sinking_rock(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                             const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    if (o.state[k] == ST_IDLE) {  // the init's frame
        o.state[k] = ST_PLATFORM_READY;
        return {};
    }
    if (o.standing[k]) {  // loc_427F8
        if (o.timer[k] != LRZ_ROCK_DEPTH) ++o.timer[k];
    } else if (o.timer[k] != 0) {
        --o.timer[k];
    }
    set_object_y(o, k, o.y0[k] + (sin_of(r.sine, uint32_t(o.timer[k])) >> LRZ_ROCK_SHIFT));  // loc_42804
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Still at rest (counter 0): its solid window; before its init or while the
// counter runs back up: busy.
int32_t kind_busy_s3k_lrz_sinking_rock(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.state[k] == ST_IDLE || o.timer[k] != 0 ? ALWAYS_BUSY : o.cx[k];
}

}  // namespace hp
