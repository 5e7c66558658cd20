// Marble Zone's large grassy platforms, S1 LargeGrass $2F (issue 18;
// _incObj/2F MZ Large Grassy Platforms.asm: LGrass_Main, LGrass_Action,
// LGrass_Types, LGrass_Type00-LGrass_Type04). docs/kinds/s1_grass.md.
//
// A sloped solid of its own: LGrass_Action first moves it by its type, then,
// not stood on, SolidObject2F (rules/objects §4 C3, d1 = obActWid + $B: the
// kind's cx; d2 = $20, or $30 for frame 2: its hj, = H[0] of its array) and,
// stood on, ExitPlatform with the same d1 and SlopeObject2 (B5, B4): the
// sloped kind's routine (sloped.cpp sloped_object) over the array the placer
// gives (LGrass_Data: the subtype's bits 4-6 pick mz_pfm1 / mz_pfm3 / mz_pfm2).
// Types (subtype & 7; LGrass_Types): 0 still; 1-4 y = y0 - the byte at
// v_oscillate+2 / +6 / +$A / +$E, subtype bit 3: y0 - ($20 / $30 / $40 / $60
// - byte). Type 5 (sinks when stood on and sets the grass on fire: GrassFire
// $35, a hurting touch object) is not this kind's: the placer leaves it.
// LGrass_Main writes obRender = 4, so the layout's flips never reach it.
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// LGrass_Type01-LGrass_Type04: the v_oscillate offset (oscillators.hpp: from
// the table's start) and the range a reversed one (subtype bit 3) counts from.
constexpr uint32_t LGRASS_OSC[4] = {0x02, 0x06, 0x0A, 0x0E};
constexpr int32_t LGRASS_RANGE[4] = {0x20, 0x30, 0x40, 0x60};

int32_t lgrass_type(const ObjectBatch& o, size_t k) { return o.subtype[k] & 7; }
bool lgrass_moves(const ObjectBatch& o, size_t k) {
    const int32_t t = lgrass_type(o, k);
    return t >= 1 && t <= 4;
}

// LGrass_Move: y = y0 - byte (bit 3: y0 - (range - byte)).
void lgrass_move(ObjectBatch& o, size_t k, size_t env) {
    if (!lgrass_moves(o, k)) return;
    const int32_t n = lgrass_type(o, k) - 1;
    int32_t d0 = osc_byte(o, env, LGRASS_OSC[n]);
    if (o.subtype[k] & 8) d0 = LGRASS_RANGE[n] - d0;
    set_object_y(o, k, o.y0[k] - d0);
}

}  // namespace

// ---- the kind s1_large_grass (object_kinds.hpp): LGrass_Action ----
SolidResult kind_update_s1_large_grass(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    lgrass_move(o, k, k / o.count);     // LGrass_Types
    return sloped_object(p, o, k, i, r);  // ExitPlatform + SlopeObject2, or SolidObject2F
}

// Busy while it moves; a still one within its window (C3.2 = A2).
int32_t kind_busy_s1_large_grass(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return lgrass_moves(o, k) ? ALWAYS_BUSY : o.cx[k];
}

// Lazy (lazy_objects.hpp): a moving one's place is a function of this
// frame's table alone and its x never changes, so its window is cx.
int32_t kind_lazy_s1_large_grass(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return lgrass_moves(o, k) ? o.cx[k] : NOT_LAZY;
}

// No counters of its own.
void kind_lazy_skip_s1_large_grass(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
