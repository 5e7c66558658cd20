// Death Egg's energy bridges (issue 18): SK Set 2 $55 `Obj_DEZEnergyBridge`,
// read in sonic3k.asm (not in the checkout; a public copy, murshies/skdisasm):
// a flat top-only platform that is there or not by the level frame counter.
// docs/kinds/s3k_sk_timed.md.
//
// The init (sub_47DDE): the mask $32 = word_47DD6[(subtype & $C) / 2] ($7F,
// $FF, $1FF, $3FF), the offset $30 = ((mask + 1) >> 4) * (subtype >> 4), the
// time on D = ((subtype & 3) + 2) * $20 (64..160 frames); width_pixels $40.
// With p = (Level_frame_counter + $30) AND the mask on the frame of loading:
// p < D starts it on with $34 = D - p (loc_47E8C the same frame), else it
// waits (loc_47E62) for a frame whose p is 0, which sets $34 = D and runs
// loc_47E8C that frame. loc_47E8C: $34 - 1; while not 0, SolidObjectTop with
// d1 = width_pixels ($40), d3 = 9 (procedure D); when it reaches 0,
// sub_47EE8 drops each player standing on it (its standing bit cleared, the
// player's on-object bit cleared, his air bit set: solid.cpp `leave`) and it
// waits again. So where D is at most the period (mask + 1), on a frame with
// phase p (the same p whenever it was loaded: the game's own state is this
// function of the counter, no phase from loading) it is solid for
// p <= D - 2, drops its riders at p = D - 1, and is away for p >= D.
//
// Where D is longer than the period (subtype & $F = 3: mask $7F, D 160; no
// layout has one) it is on at loading whatever p, and its cycles, from one
// start at p = 0 to the next, last L = the period * ceil(D / period): its
// phase is from loading. Phase from frame 0 (the game: from when the camera
// loads it): loaded on the act's first objects frame, counter 1
// (docs/levels.md "Objects are present from the first frame"); past 65,535
// frames (the word wraps) it starts over as if loaded again.
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// word_47DD6: the period's mask by (subtype & $C) / 4.
constexpr uint16_t DEZ_BRIDGE_MASKS[4] = {0x7F, 0xFF, 0x1FF, 0x3FF};

enum DezBridgeState : uint8_t { DEZ_BRIDGE_AWAY, DEZ_BRIDGE_ON, DEZ_BRIDGE_DROP };

// t frames after a start (loc_47E76 or the init's): on, the drop at D - 1, away.
DezBridgeState dez_bridge_since_start(uint32_t t, uint32_t on) {
    return t + 2 <= on ? DEZ_BRIDGE_ON : (t + 1 == on ? DEZ_BRIDGE_DROP : DEZ_BRIDGE_AWAY);
}

// The routine's state on this frame (module comment).
DezBridgeState dez_bridge_state(const ObjectBatch& o, size_t k) {
    const uint8_t s = uint8_t(o.subtype[k]);
    const uint32_t mask = DEZ_BRIDGE_MASKS[(s & 0xC) >> 2], period = mask + 1;
    const uint32_t offset = (period >> 4) * uint32_t(s >> 4);  // sub_47DDE: $30
    const uint32_t on = (uint32_t(s & 3) + 2) << 5;           // lsl.w #5
    const uint16_t counter = osc_level_frame(o, k / o.count);
    if (on <= period) return dez_bridge_since_start((counter + offset) & mask, on);
    const uint32_t c = counter ? counter : 0x10000u;  // frames from counter 1 (module comment)
    const uint32_t first_drop = on - ((1 + offset) & mask);  // $34 = D - p at loading
    if (c <= first_drop) return dez_bridge_since_start(c - 1 + on - first_drop, on);
    const uint32_t wait = first_drop + 1;
    const uint32_t start = wait + ((0u - (wait + offset)) & mask);  // loc_47E62: the next p = 0
    if (c < start) return DEZ_BRIDGE_AWAY;
    const uint32_t cycle = period * ((on + mask) / period);
    return dez_bridge_since_start((c - start) % cycle, on);
}

}  // namespace

// ---- the kind s3k_dez_energy_bridge (object_kinds.hpp) ----
SolidResult kind_update_s3k_dez_energy_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const DezBridgeState st = dez_bridge_state(o, k);
    if (st == DEZ_BRIDGE_ON) return platform_object(p, o, k, i, r);  // loc_47EAA: SolidObjectTop, d3 = 9
    if (st == DEZ_BRIDGE_DROP && o.standing[k]) leave(p, o, k, r);   // sub_47EE8
    return {};
}

// Procedure D's window (D1.2); a rider keeps it busy (docs/objects.md). It
// never moves: nothing to catch up far from the player.
int32_t kind_busy_s3k_dez_energy_bridge(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return platform_reach(o, k, r);
}

}  // namespace hp
