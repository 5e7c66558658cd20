// Lava Reef's collapsing bridges (issue 18): SK Set 2 $31
// `Obj_LRZCollapsingBridge`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k.md.
//
// Init: $30 = (subtype & $F) * $10 + 8, the countdown; byte_39CA4 (its one
// entry, for subtype bits 4-7 clear): width_pixels $40, height_pixels $20;
// y_radius $1C. Each frame, loc_39CA8:
//   1. if the stood-on flag $32 is set: with $30 at 0, loc_39D84 breaks it
//      (fragments that only fall and are drawn: no collision; $30 = $2A,
//      routine loc_39CE8) and the frame ends there, without SolidObjectTop;
//      else $30 - 1;
//   2. a player standing on it (the standing bits of the last SolidObjectTop)
//      sets $32;
//   3. SolidObjectTop with d1 = width_pixels ($40) and d3 = y_radius ($1C).
// loc_39CE8, once broken: SolidObjectTop as before, then $30 - 1; when it
// reaches 0, sub_39D1A for a player standing on it (on-object and pushing
// bits cleared, in the air, prev_anim 1) and Delete_Current_Sprite.
// State: intact (aux bit 0 the flag $32, timer the countdown's frames
// counted), broken (timer the frames of $2A left), gone.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

enum LrzBridgeState : uint8_t { LRZ_BRIDGE_INTACT = 0, LRZ_BRIDGE_BROKEN = 1, LRZ_BRIDGE_GONE = 2 };
constexpr int32_t LRZ_BRIDGE_STEP = 0x10, LRZ_BRIDGE_BASE = 8;  // $30 = (subtype & $F) * $10 + 8
constexpr int32_t LRZ_BRIDGE_BROKEN_FRAMES = 0x2A;              // loc_39D84: $30 = $2A

int32_t lrz_bridge_countdown(const ObjectBatch& o, size_t k) {
    return (o.subtype[k] & 0xF) * LRZ_BRIDGE_STEP + LRZ_BRIDGE_BASE;
}

// sub_39D1A: the standing player leaves in the air.
void lrz_bridge_release(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (!o.standing[k]) return;
    o.standing[k] = 0;
    p.on_object = -1;
    p.pushing = 0;
    p.airborne = 1;
    p.prev_anim = r.anim->id.run;  // move.b #1,prev_anim(a1)
}

}  // namespace

// ---- the kind s3k_lrz_bridge (object_kinds.hpp): loc_39CA8 / loc_39CE8 ----
SolidResult kind_update_s3k_lrz_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == LRZ_BRIDGE_GONE) {
        release_false_standing(p, o, k, i, r);  // deleted (rules/objects §11 Q4)
        return {};
    }
    if (o.state[k] == LRZ_BRIDGE_BROKEN) {  // loc_39CE8
        const SolidResult res = platform_object(p, o, k, i, r, false);
        if (--o.timer[k] == 0) {
            lrz_bridge_release(p, o, k, r);
            o.state[k] = LRZ_BRIDGE_GONE;
        }
        return res;
    }
    if (o.aux[k] & 1) {  // $32 set
        if (o.timer[k] == lrz_bridge_countdown(o, k)) {  // $30 at 0: loc_39D84
            o.state[k] = LRZ_BRIDGE_BROKEN;
            o.timer[k] = LRZ_BRIDGE_BROKEN_FRAMES;
            return {};
        }
        ++o.timer[k];
    }
    if (o.standing[k]) o.aux[k] |= 1;
    return platform_object(p, o, k, i, r, false);  // SolidObjectTop, d1 = $40, d3 = $1C
}

// Intact and untouched: SolidObjectTop's reach; counting or broken it runs by
// itself; gone, nothing is left of it.
int32_t kind_busy_s3k_lrz_bridge(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == LRZ_BRIDGE_GONE) return NEVER_BUSY;
    if (o.state[k] != LRZ_BRIDGE_INTACT || (o.aux[k] & 1)) return ALWAYS_BUSY;
    return platform_reach(o, k, r);
}

}  // namespace hp
