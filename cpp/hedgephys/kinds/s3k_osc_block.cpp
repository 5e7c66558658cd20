// Sonic & Knuckles' solid blocks that ride the global oscillators (issue 18),
// read in sonic3k.asm (not in the checkout; a public copy): Sandopolis's
// floating pillars (SK Set 2 $42 `Obj_SOZFloatingPillar`, loc_411D8), Lava
// Reef's solid moving platforms ($2D `Obj_LRZSolidMovingPlatforms`,
// loc_2588C) and Death Egg's floating platforms ($4A
// `Obj_DEZFloatingPlatform`, loc_25A7E). Each frame the routine of the
// subtype's low nibble (the kind's subtype, parameter motion_type: SOZ's off_41210 numbering, which
// LRZ's off_258BC and DEZ's word_25AB8 share for 0-2 and 4-5) sets its X or
// Y from one oscillator byte of this frame's table (oscillators.hpp),
// negated when the layout's X-flip (status bit 0) is set:
//   0  none (locret_4126E)
//   1  x0 + (byte at Oscillating_table+$0A) - $20   (loc_41270)
//   2  x0 + (byte at +$1E) - $40                    (loc_4127C)
//   3  x0 + 2 * (byte at +$3A) - $80                (loc_41288, SOZ only)
//   4-6 the same three on y0                        (loc_412A8, loc_412B4, loc_412C0)
// then SolidObjectFull with d4 = the X before the move (procedure A: cx =
// width_pixels + $B, hj = height_pixels, hs = hj + 1). A pillar whose mapping
// frame is 1 has spikes on top: a player landing on it (the touch-top bits
// of d6, $30) is hurt by sub_24280 (the spikes' hurt, spike_hurt); frame 2
// has them below (the touch-bottom bits, $C). No state of its own: its place
// is a function of this frame's table. docs/kinds/s3k.md.
#include <cstdlib>

#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

// Flag bits of the kind's spikes (object_kinds.hpp: flags bits 1 and 2).
constexpr uint8_t OSC_BLOCK_SPIKES_TOP = OF_PLATFORM, OSC_BLOCK_SPIKES_BOTTOM = OF_YFLIP;
// off_41210's table offsets and centres, by motion 1-3 (4-6 the same on Y).
constexpr uint32_t OSC_BLOCK_BYTE[3] = {0x0A, 0x1E, 0x3A};
constexpr int32_t OSC_BLOCK_CENTRE[3] = {0x20, 0x40, 0x80};
// The farthest an X motion takes it from x0: |byte * scale - centre| at most.
constexpr int32_t OSC_BLOCK_SWING[3] = {0xFF - 0x20, 0xFF - 0x40, 2 * 0xFF - 0x80};

int32_t osc_block_motion(const ObjectBatch& o, size_t k) { return o.subtype[k] & 0xF; }

}  // namespace

// ---- the kind s3k_osc_block (object_kinds.hpp) ----
SolidResult kind_update_s3k_osc_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                      const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t motion = osc_block_motion(o, k);
    if (motion >= 1 && motion <= 6) {
        const int32_t m = (motion - 1) % 3;
        int32_t d = osc_byte(o, k / o.count, OSC_BLOCK_BYTE[m]);  // moveq #0 / move.b: unsigned
        if (m == 2) d += d;                                        // add.w d0,d0
        d -= OSC_BLOCK_CENTRE[m];
        if (o.flags[k] & OF_XFLIP) d = -d;  // btst #0,status(a0) / neg.w
        if (motion <= 3) {
            set_object_x(o, k, o.x0[k] + d);
        } else {
            set_object_y(o, k, o.y0[k] + d);
        }
    }
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // d4 = X before the move
    const bool hurts = ((o.flags[k] & OSC_BLOCK_SPIKES_TOP) && res.contact == CONTACT_TOP) ||
                       ((o.flags[k] & OSC_BLOCK_SPIKES_BOTTOM) && res.contact == CONTACT_BOTTOM);
    if (hurts) spike_hurt(p, o, k, r);  // loc_4121E / loc_4124A: sub_24280
    return res;
}

// Still (motion 0): the solid routine's window; else it moves every frame
// (lazy far from the player: kind_lazy_s3k_osc_block).
int32_t kind_busy_s3k_osc_block(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    const int32_t motion = osc_block_motion(o, k);
    return motion >= 1 && motion <= 6 ? ALWAYS_BUSY : o.cx[k];
}

// Lazy (lazy_objects.hpp): its place is a function of this frame's table
// alone, so far from the player it may lag. Radius: the solid window plus
// the farthest its X can be from x0 (an X motion's swing, or where it is).
int32_t kind_lazy_s3k_osc_block(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    const int32_t motion = osc_block_motion(o, k);
    if (motion < 1 || motion > 6) return NOT_LAZY;
    const int32_t still = std::abs(int32_t(int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]))));
    const int32_t swing = motion <= 3 ? OSC_BLOCK_SWING[motion - 1] : 0;
    return o.cx[k] + (swing > still ? swing : still);
}
// No counters of its own.
void kind_lazy_skip_s3k_osc_block(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
