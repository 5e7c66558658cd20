// Marble Zone's large green glass blocks of types 0-2 (issue 18): S1 object
// $30 `GlassBlock` (_incObj/30 MZ Large Green Glass Blocks.asm: Glass_Main,
// Glass_Block012, Glass_Types .. Glass_Type02, loc_B5EE); docs/kinds/s1_path.md
// "The glass blocks".
//
// The block (routine 2) moves, then is a solid block (SolidObject, procedure
// A: d1 $2B, d2 $48, d3 $49, obActWid $20: the kind's cx, hj, hs, aw): y = its
// placed y - d0 (loc_B5EE), d0 the value byte at v_oscillate+$12
// (oscillator 4, oscillators.hpp) for type 1, $40 minus it for type 2; type 0
// stays where it is. Its reflection (routine 4) never collides and is not
// placed; types 3 and 4 (stood on, or a button) are not modelled.
#include <cstdlib>

#include "hedgephys/lazy_objects.hpp"
#include "hedgephys/objects.hpp"
#include "hedgephys/oscillators.hpp"

namespace hp {

namespace {
constexpr uint32_t GLASS_OSC = 0x12;   // Glass_Type01 / 02: move.b (v_oscillate+$12).w,d0
constexpr int32_t GLASS_RANGE = 0x40;  // move.w #$40,d1 (type 2: neg.w d0; add.w d1,d0)
}  // namespace

SolidResult kind_update_s1_glass_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int type = o.subtype[k] & 7;
    if (type == 1 || type == 2) {  // Glass_Type00: rts
        const int32_t byte = osc_byte(o, k / o.count, GLASS_OSC);
        set_object_y(o, k, o.y0[k] - (type == 1 ? byte : GLASS_RANGE - byte));  // loc_B5EE
    }
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // SolidObject
}

// Types 1 and 2 move every frame with the oscillator; type 0 is a still block.
int32_t kind_busy_s1_glass_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const int type = o.subtype[k] & 7;
    return (type == 1 || type == 2) ? ALWAYS_BUSY : o.cx[k];
}
// Lazy (lazy_objects.hpp): types 1 and 2 are a pure function of the
// oscillators' table, with no counters of their own; only y moves, so the
// window is SolidObject's (cx) about x0.
int32_t kind_lazy_s1_glass_block(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int type = o.subtype[k] & 7;
    if (type != 1 && type != 2) return NOT_LAZY;
    return o.cx[k] + std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
}
void kind_lazy_skip_s1_glass_block(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;  // no counters: its place is the table's
}

}  // namespace hp
