// Sky Sanctuary's floating platforms (issue 18): SK Set 2 $7F
// `Obj_SSZFloatingPlatform`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k_ssz.md.
//
// Init: $1A = its layout y. Each frame (loc_44AA0): its sink $2E goes one
// pixel down while a player stands on it (the standing bits the last
// SolidObjectTop left), up to 4, and one pixel back up otherwise, down to 0;
// y = $1A + $2E; then SolidObjectTop with d1 = $2B (width), d3 = $11
// (stand_height), d4 = x_pos (it never moves across).
//   timer: the sink $2E, 0..4.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t SSZ_FLOAT_SINK = 4;  // cmpi.w #4,d0 (loc_44AB6)

}  // namespace

// ---- the kind s3k_ssz_float (object_kinds.hpp): loc_44AA0 ----
SolidResult kind_update_s3k_ssz_float(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.standing[k]) {
        if (o.timer[k] < SSZ_FLOAT_SINK) ++o.timer[k];
    } else if (o.timer[k] != 0) {
        --o.timer[k];
    }
    set_object_y(o, k, o.y0[k] + o.timer[k]);
    return platform_object(p, o, k, i, r, false);
}

// Level and not stood on, its top's reach; stood on or rising back, busy.
int32_t kind_busy_s3k_ssz_float(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.timer[k] != 0) return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

}  // namespace hp
