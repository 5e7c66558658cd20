// The kind bridge: log bridges that dip where the player stands.
//   S1  Object 11 (_incObj/11 Bridge (part 1..3).asm): Bri_Solid, Bri_WalkOff,
//       Bri_Bend, Bri_MoveSonic;
//   S2  Obj11 (s2.asm, EHZ and HPZ): Obj11_EHZ, sub_F872, Obj11_Depress;
//   S3K Obj_TensionBridge (s3.asm, HCZ and ICZ): loc_37DDE, sub_380A0, sub_382C0.
// One object per bridge at the layout position; its subtype is the log count
// n, the logs 16 px apart, the leftmost at x - (n / 2) * 16. The bend: timer
// is the bend's phase (objoff_3E / $3E: +4 a frame up to $40 while the player
// stands on the bridge, -4 a frame back to 0 after), aux the log he stands on
// (objoff_3F / $3F). Log j sits at y0 + its dip (bridge_dip). The player
// lands as on a platform (procedure D, surface 8 above the object) and is
// carried at 8 above his log's bent height. Sonic 1's object is itself one
// of the logs (the middle one, n / 2), so its y bends and its landing height
// with it; in S2/S3K the logs are separate sprites and y stays y0.
#include "../objects.hpp"
#include "../trig.hpp"
#include "bridge_tables.hpp"

namespace hp {

namespace {

constexpr int32_t BRIDGE_SURFACE = 8;  // d3 = 8 / Plat_NoXCheck's obY - 8 / Bri_MoveSonic's - 8

// The logs the bend works on. S1 Bri_Main rebuilds the subtype as the count
// of logs it made: it puts itself in the list only when its slot comes before
// the last child's, so 2 logs become 1 and 1 log (or 0) none (never solid).
int32_t log_count(const ObjectBatch& o, size_t k, const Rules& r) {
    const int32_t n = o.subtype[k];
    if (!r.s1() || n >= 3) return n;
    return n == 2 ? 1 : 0;
}

// S1: the object's own place among the logs (-1: not one of them).
int32_t own_log(int32_t n) { return n >= 3 ? n / 2 : -1; }

// The dip of log j (Bri_Bend / Obj11_Depress / sub_382C0): with the player on
// log f and the phase a, depth d = BRIDGE_DEPTH[n][f]; logs 0..f take the
// shape row f, the logs right of f the row r = n - f - 1 read backwards;
// dip = ((shape + 1) * d * sin(a)) >> 16 (mulu, swap).
int32_t bridge_dip(int32_t n, int32_t f, int32_t a, int32_t j, const Rules& r) {
    if (n <= 0 || n > 16 || f < 0 || f >= n || j < 0 || j >= n) return 0;
    const uint32_t sine = uint16_t(sin_of(r.sine, uint32_t(a)));  // CalcSine, d4 (a <= $40: >= 0)
    const uint32_t depth = BRIDGE_DEPTH[n][f & 0xF];
    uint32_t shape;
    if (j <= f) {
        shape = BRIDGE_SHAPE[f][j];
    } else {
        const int32_t rest = n - f - 1;
        shape = BRIDGE_SHAPE[rest][rest - 1 - (j - f - 1)];
    }
    return int32_t(((uint32_t(shape + 1) * depth) & 0xFFFF) * sine >> 16);
}

// S1: the object is log own_log(n) and bends with the others (Bri_Bend).
void s1_bend(ObjectBatch& o, size_t k, int32_t n, const Rules& r) {
    const int32_t own = own_log(n);
    if (own < 0) return;
    const int32_t dip = bridge_dip(n, o.aux[k], o.timer[k], own, r);
    set_object_y(o, k, o.y0[k] + dip);
}

// The walk-off window (S1 ExitPlatform2, S2 sub_F872, S3K sub_380A0) and the
// landing window (Bri_Solid, PlatformObject11_cont, sub_1C0BE): 0 <= t < 16n
// for t = px - ox + 8n + 8, a word (bmi, then an unsigned cmp).
bool on_bridge(uint16_t t, int32_t n) { return int16_t(t) >= 0 && t < uint16_t(16 * n); }

// Leaving without the air bit: every game's bridge clears only the on-object
// bits (ExitPlatform2, sub_F872, sub_380A0).
void walk_off(Player& p, ObjectBatch& o, size_t k) {
    p.on_object = -1;
    o.standing[k] = 0;
}

// The player carried on log f (Bri_MoveSonic, sub_F872, sub_380A0): py =
// the log's y - 8 - the player's height radius, the subpixel kept.
void carry_on_log(Player& p, const ObjectBatch& o, size_t k, int32_t dip) {
    set_pixel_y(p, o.y0[k] + dip - BRIDGE_SURFACE - p.yr);
}

// Landing: D1.1, the bridge's own window, then D1.4-D1.8 on `surface`.
SolidResult land(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t n,
                 uint16_t t, int32_t surface) {
    if (p.ysp < 0 || !on_bridge(t, n)) return {};
    return platform_land(p, o, k, i, r, surface);
}

// S1 Bri_Action (not stood on) / Bri_Platform (stood on).
SolidResult s1_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const int32_t n = log_count(o, k, r);
    const uint16_t t = uint16_t(pixel(p.x) - pixel(o.x[k]) + 8 * n + 8);
    if (o.standing[k]) {
        if (p.airborne || !on_bridge(t, n)) {  // Bri_WalkOff: ExitPlatform2, no bend that frame
            walk_off(p, o, k);
            return {};
        }
        o.aux[k] = t >> 4;
        if (o.timer[k] != 0x40) o.timer[k] += 4;
        s1_bend(o, k, n, r);
        carry_on_log(p, o, k, bridge_dip(n, o.aux[k], o.timer[k], o.aux[k], r));
        return {};
    }
    // Bri_Solid on the object's own (bent) height, then the bend eases.
    const SolidResult res = land(p, o, k, i, r, n, t, pixel(o.y[k]) - BRIDGE_SURFACE);
    if (o.timer[k] != 0) {
        o.timer[k] -= 4;
        s1_bend(o, k, n, r);
    }
    return res;
}

// S2 Obj11_EHZ / Obj11_HPZ, S3K loc_37DDE: the bend first (with last frame's
// log), then the player (sub_F872 / sub_380A0) on the logs just bent.
SolidResult s2_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const int32_t n = o.subtype[k];
    if (o.standing[k]) {
        if (o.timer[k] != 0x40) o.timer[k] += 4;
    } else if (o.timer[k] != 0) {
        o.timer[k] -= 4;
    }
    const uint16_t t = uint16_t(pixel(p.x) - pixel(o.x[k]) + 8 * n + 8);
    if (o.standing[k]) {
        if (p.airborne || !on_bridge(t, n)) {
            walk_off(p, o, k);
            return {};
        }
        const int32_t f = t >> 4;
        carry_on_log(p, o, k, bridge_dip(n, o.aux[k], o.timer[k], f, r));
        o.aux[k] = f;
        return {};
    }
    const SolidResult res = land(p, o, k, i, r, n, t, o.y0[k] - BRIDGE_SURFACE);
    if (o.standing[k]) o.aux[k] = uint16_t(pixel(p.x) - pixel(o.x[k]) + 8 * n + 8) >> 4;
    return res;
}

}  // namespace

// ---- the kind bridge (object_kinds.hpp) ----
SolidResult kind_update_bridge(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    return r.s1() ? s1_bridge(p, o, k, i, r) : s2_bridge(p, o, k, i, r);
}
int32_t kind_busy_bridge(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.timer[k] != 0) return ALWAYS_BUSY;  // the bend eases by itself
    return 8 * o.subtype[k] + 8;              // the window: -8n - 8 <= px - ox < 8n - 8
}

}  // namespace hp
