// The kind s3k_sinking_mud: Marble Garden's sinking mud, S3K object
// `Obj_SinkingMud` (s3.asm; S3 Set and SK Set 1 $4F), one-player form
// (loc_31D3E; Competition_mode's loc_31E1C is not modelled).
// docs/kinds/s3k_jawz.md.
//
// Its init (width_pixels = subtype x 8, $38 = $30) falls through to
// loc_31D3E in the same run. Each run, for the first player:
//   1. standing on it (p1_standing_bit, from the last run's solid call):
//      $38 = 0 -> loc_31DF8: $38 = $30 and Kill_Character (the standing bit
//      it clears is d1's complement, a register this path does not set: not
//      modelled, the player is dead); else $38 - 1;
//   2. not standing: $38 + 2 while below $30 (so an odd height rests at
//      $31); then, while he stands on an object (Status_OnObj) that is a
//      sinking mud (interact, routine loc_31D3E), its $38 (loc_31D5E);
//   3. SolidObjectTop_1P with d1 = width_pixels, d3 = $38, d4 = x_pos (it
//      never moves: no carry): procedure D with the surface $38 above y.
// State: aux = $30 - $38 (0 for a new mud), the height's only store; hs,
// the surface platform_object reads, is set from it before each call.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t MUD_HEIGHT = 0x30;  // $38's start and resting height
constexpr int32_t MUD_SINK = 1, MUD_RISE = 2;

int32_t mud_height(const ObjectBatch& o, size_t k) { return MUD_HEIGHT - o.aux[k]; }

}  // namespace

// ---- the kind s3k_sinking_mud (object_kinds.hpp) ----
// Always busy: every mud takes the height of the mud the player stands on,
// wherever it is (step 2), so none can be skipped while he stands on one.
int32_t kind_busy_s3k_sinking_mud(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

SolidResult kind_update_s3k_sinking_mud(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    int32_t h = mud_height(o, k);
    if (o.standing[k]) {
        if (h == 0) {  // loc_31DF8
            o.aux[k] = 0;
            crush(p, o, k, r);  // Kill_Character
            return {};
        }
        h -= MUD_SINK;
    } else {
        if (h < MUD_HEIGHT) h += MUD_RISE;
        if (p.on_object >= 0) {  // loc_31D5E: the mud he stands on
            const size_t s = k - size_t(i) + size_t(p.on_object);
            if (o.kind[s] == OBJ_S3K_SINKING_MUD) h = mud_height(o, s);
        }
    }
    o.aux[k] = MUD_HEIGHT - h;
    o.hs[k] = h;
    return platform_object(p, o, k, i, r, false);  // SolidObjectTop_1P, d3 = $38
}

}  // namespace hp
