// Flying Battery's propellers (issue 18): SK Set 1 $7C `Obj_FBZPropeller`,
// read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm). docs/kinds/s3k_fbz.md.
//
// A hurting blade that never moves and whose touch byte turns with its
// picture. The init clears the child sprite's mapping frame and falls into
// loc_3C1EE, which runs every frame from then on: the frame counter
// (sub2_mapframe) goes up by 1 and is kept to 0..3 (andi.b #3), and
// collision_flags = CollisionSizes_FBZPropeller[it]: $B6, 0, $B6, $B7 (hurt,
// Touch_Sizes $36: $40 x 2 radii; none; $36 again; $37: $60 x 2), listed by
// Sprite_CheckDeleteTouch3. Its n-th run (n = 0 on the frame it is loaded)
// leaves the byte of entry (n + 1) & 3.
//
// Phase from frame 0 (the game: from when the camera loads it): loaded on the
// act's first frame (counter 1), its run of counter c is run c - 1; the
// player's scan reads the byte the previous frame's routine left
// (hitbox.cpp), so the scan of counter c finds entry (c - 1) & 3, and none at
// c < 2 (no run yet). A function of the counter: nothing to keep.
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

// CollisionSizes_FBZPropeller: 0 none, 1 $B6 (wr x hr), 2 $B7 (cx x hj).
constexpr uint8_t FBZ_PROPELLER_BYTES[4] = {1, 0, 1, 2};

}  // namespace

// ---- the kind s3k_fbz_propeller (object_kinds.hpp): loc_3C1EE ----
// Its routine only turns the byte (a function of the counter); the scan
// tests it (hitbox.cpp), as a hitbox's.
SolidResult kind_update_s3k_fbz_propeller(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    return kind_update_hitbox(p, o, k, i, r, map, log);
}

// G2: the scan can touch it only this close (the wider of its two boxes).
int32_t kind_busy_s3k_fbz_propeller(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return hitbox_reach(o.wr[k] > o.cx[k] ? o.wr[k] : o.cx[k], r);
}

// $B6 or $B7 (hurt) by the previous frame's entry, or none.
bool kind_touch_s3k_fbz_propeller(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    const uint16_t c = osc_level_frame(o, k / o.count);
    if (c < 2) return false;  // no run before this frame's scan
    const uint8_t b = FBZ_PROPELLER_BYTES[uint16_t(c - 1) & 3];
    if (b == 0) return false;
    t.w = b == 1 ? o.wr[k] : o.cx[k];
    t.h = b == 1 ? o.hr[k] : o.hj[k];
    t.dy = 0, t.reaction = REACT_HURT;
    return true;
}

}  // namespace hp
