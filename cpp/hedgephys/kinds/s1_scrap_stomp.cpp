// Scrap Brain's stompers and sliding doors (issue 18): S1 ScrapStomp $6B
// (_incObj/6B SBZ Stomper and Door.asm: Sto_Main, Sto_Action, .type00 -
// .type05). docs/kinds/s1_stomp.md.
//
// Sto_Main reads Sto_Var by (subtype >> 4) & 7 (five entries: width, height,
// the travel objoff_3C, a type): a subtype with bit 7 takes the entry's type
// (its low nibble is a switch number), any other subtype & $F. Each frame the
// type moves it (Sto_Action), then SolidObject (procedure A: d1 = obActWid +
// $B, d2 = obHeight, d3 = obHeight + 1: the kind's cx, hj, hs; d4 = its x
// before the move). The types, with no switch pressed (buttons are not
// modelled):
//   0 still;
//   1 (a door) x = x0 - objoff_3A, X-flipped x0 - ($80 - it): objoff_3A
//     stays 0 until its switch is pressed; 2 (what 1 becomes once opened)
//     counts 65,536 frames down to 1 again: the same place;
//   3 (.type03) waits until objoff_36 passes 0, then y = y0 + objoff_3A
//     (X-flipped: y0 + $38 - it) with objoff_3A 8 px a frame down to the
//     travel, 1 px a frame back to 0, $3C frames there (objoff_36), again;
//   4 (.type04) 8 px a frame both ways, $3D frames at the travel, $3C at 0;
//   5 moves only once its switch is pressed: still.
// Entries past the fifth and types past 5 are past the routine's tables
// (never placed): still here. The cycles run from the object's first frame:
// the act's first (the game: from when the camera loads it), objoff_36 0.
// State: ST_IDLE until its first update, then ST_PLATFORM_READY; timer = its
// frames run, mod its cycle's length.
#include "../lazy_objects.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

struct StoEntry {
    int32_t travel, type;  // Sto_Var's objoff_3C and type number
};
constexpr StoEntry STO_VAR[5] = {{0x80, 1}, {0x38, 3}, {0x40, 4}, {0x60, 4}, {0, 5}};
constexpr int32_t STO_DOOR_FLIP = 0x80, STO_FLIP = 0x38;  // .noflip01, .noflip03 / .noflip04
constexpr int32_t STO_STEP = 8, STO_WAIT = 0x3C + 1;      // addq.w #8; objoff_36 $3C down past 0

int32_t sto_entry(const ObjectBatch& o, size_t k) { return (o.subtype[k] >> 4) & 7; }
int32_t sto_type(const ObjectBatch& o, size_t k) {
    const int32_t e = sto_entry(o, k);
    if (e >= 5) return 0;
    const int32_t type = (o.subtype[k] & 0x80) ? STO_VAR[e].type : o.subtype[k] & 0xF;
    return type <= 5 ? type : 0;
}
// Types 3 and 4 cycle (a travel of 0 with type 3 would run 8 Ki frames down a
// wrapping word: never placed, still here).
bool sto_cycles(const ObjectBatch& o, size_t k) {
    const int32_t type = sto_type(o, k);
    return (type == 3 && STO_VAR[sto_entry(o, k)].travel > 0) || type == 4;
}
int32_t sto_period(const ObjectBatch& o, size_t k) {
    const int32_t t = STO_VAR[sto_entry(o, k)].travel, n = t / STO_STEP;
    return sto_type(o, k) == 3 ? n + t + STO_WAIT - 1 : 2 * n + 2 * STO_WAIT - 1;
}

// objoff_3A after the cycle's frame t (0-based): type 3 8 a frame out to the
// travel, 1 a frame back, then 0 for $3C frames; type 4 8 a frame out, the
// travel for $3D frames, 8 a frame back, 0 for $3C frames.
int32_t sto_offset_at(const ObjectBatch& o, size_t k, int32_t t) {
    const int32_t travel = STO_VAR[sto_entry(o, k)].travel, n = travel / STO_STEP;
    if (t < n) return STO_STEP * (t + 1);
    if (sto_type(o, k) == 3) return t < n + travel ? travel - (t - n + 1) : 0;
    if (t < n + STO_WAIT) return travel;
    return t < 2 * n + STO_WAIT ? travel - STO_STEP * (t - n - STO_WAIT + 1) : 0;
}

}  // namespace

// ---- the kind s1_scrap_stomp (object_kinds.hpp): Sto_Action ----
SolidResult kind_update_s1_scrap_stomp(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.state[k] = ST_PLATFORM_READY;
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    const int32_t type = sto_type(o, k);
    if (type == 1 || type == 2) {
        set_object_x(o, k, o.x0[k] - (flip ? STO_DOOR_FLIP : 0));
    } else if (sto_cycles(o, k)) {
        const int32_t period = sto_period(o, k);
        o.timer[k] = (o.timer[k] + 1) % period;
        const int32_t d = sto_offset_at(o, k, (o.timer[k] + period - 1) % period);
        set_object_y(o, k, o.y0[k] + (flip ? STO_FLIP - d : d));
    }
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Busy while it cycles or before its first update; else its window (A2).
int32_t kind_busy_s1_scrap_stomp(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.state[k] == ST_IDLE || sto_cycles(o, k) ? ALWAYS_BUSY : o.cx[k];
}

// Lazy (lazy_objects.hpp) once it cycles: its y is a function of its frame
// counter, which kind_lazy_skip advances; its x never changes.
int32_t kind_lazy_s1_scrap_stomp(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.state[k] != ST_IDLE && sto_cycles(o, k) ? o.cx[k] : NOT_LAZY;
}

void kind_lazy_skip_s1_scrap_stomp(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)r;
    if (sto_cycles(o, k)) o.timer[k] = int32_t((int64_t(o.timer[k]) + frames) % sto_period(o, k));
}

}  // namespace hp
