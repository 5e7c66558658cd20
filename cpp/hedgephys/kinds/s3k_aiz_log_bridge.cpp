// Angel Island's collapsing log bridges (issue 18, h-misc): S3K
// `Obj_AIZCollapsingLogBridge` of a subtype below $80 (S3 Set and SK Set 1
// $2C; s3.asm, sonic3k.asm the same routine), docs/kinds/s3k_aiz.md.
//
// Init: $36 = subtype, $35 = subtype + $30 (bytes), width_pixels $5A,
// height_pixels 8 (its logs are drawn by a child). loc_2A538, each frame
// while intact: when a player stands on it (its standing bits, from the last
// frame's call) $34 = $35 and it breaks (sub_2A6C6: the logs become falling
// fragments that collide with nothing) and goes to loc_2A638; then, that
// frame too, SolidObjectTop with d1 = $5A, d3 = 8. loc_2A638, each frame
// after: $34 - 1 (loc_2AB1A next when it reaches 0), then for a player
// standing on it (sub_2A664; it no longer carries or lands anyone): in the
// air, or px - x + $5A negative or $B4 or more, he is released; else with
// that offset (from the right when X-flipped: $B4 - it), the log under him
// is the byte ((offset >> 5) * 8 + $36) and he is released once $34 is no
// more than $35 - that byte (unsigned). Released: off the object, not
// pushing, in the air, prev_anim 1. At 0 every rider has been released;
// loc_2AB1A then deletes it (nobody left to drop).
//   timer: $34 (crumbling).
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t LOG_BRIDGE_DELAY = 0x30;  // addi.b #$30,d0: $35

// sub_2A664 for the player standing on it, d3 = $34.
void log_bridge_rider(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (!o.standing[k]) return;
    const int32_t w = o.aw[k];
    uint16_t t = uint16_t(pixel(p.x) - pixel(o.x[k]) + w);
    bool go = p.airborne || int16_t(t) < 0 || t >= uint16_t(2 * w);
    if (!go) {
        if (o.flags[k] & OF_XFLIP) t = uint16_t(2 * w - t);  // neg.w d0; add.w d2,d0
        const uint8_t log = uint8_t(((t >> 5) << 3) + o.subtype[k]);
        const uint8_t last = uint8_t(o.subtype[k] + LOG_BRIDGE_DELAY - log);  // $35 - d0
        go = !(uint8_t(o.timer[k]) > last);
    }
    if (!go) return;
    // loc_2A6A8: off the object (both bits), not pushing, in the air, prev_anim 1.
    o.standing[k] = 0, p.on_object = -1, p.pushing = 0, p.airborne = 1;
    p.prev_anim = r.anim->id.run;
}

}  // namespace

// ---- the kind s3k_aiz_log_bridge (object_kinds.hpp) ----
SolidResult kind_update_s3k_aiz_log_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                           const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_FALLEN) return {};
    if (o.state[k] == ST_IDLE) {  // loc_2A538
        if (o.standing[k]) {
            o.timer[k] = uint8_t(o.subtype[k] + LOG_BRIDGE_DELAY);  // $34 = $35
            o.state[k] = ST_CRUMBLING;
        }
        return platform_object(p, o, k, i, r, false);  // SolidObjectTop, d1 $5A, d3 8
    }
    o.timer[k] = uint8_t(o.timer[k] - 1);  // loc_2A638
    log_bridge_rider(p, o, k, r);
    if (o.timer[k] == 0) o.state[k] = ST_FALLEN;  // loc_2AB1A: deleted, nobody on it
    return {};
}

int32_t kind_busy_s3k_aiz_log_bridge(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == ST_FALLEN) return NEVER_BUSY;
    if (o.state[k] == ST_CRUMBLING) return ALWAYS_BUSY;  // counting down by itself
    return platform_reach(o, k, r);                      // D1.2
}

}  // namespace hp
