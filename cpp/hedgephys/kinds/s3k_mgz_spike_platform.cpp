// Marble Garden's moving spike platforms (issue 18): S3K
// `Obj_MGZMovingSpikePlatform` (S3 Set and SK Set 1 $56), read in s3.asm
// (loc_33AC0, loc_33AFC). docs/kinds/s3k_mgz_spike_platform.md.
//
// Init: width_pixels $18, height_pixels $30; $30 / $32 = the layout X / Y;
// the flag $34 = the layout's X-flip (status bit 0); it falls through into
// loc_33AC0, so the frame it is loaded is also its first step. Every frame:
//   d4 = the X before the move (pushed on the stack);
//   flag clear: X + 1, and at X = $30 + $50 the flag is set;
//   flag set:   X - 1, and at X = $30 - $50 the flag is cleared;
//   Y = $32 + the byte at Oscillating_table + $12 (this frame's table,
//   unsigned);
//   SolidObjectFull with d1 = width + $B, d2 = height, d3 = height + 1;
//   a touch-side bit (swap d6 / andi #1|2): the object's pushing bit is
//   cleared (bclr #5 / #6), and when py - y + $28 is not negative (a word,
//   bmi) the player is hurt as by spikes (sub_228EC).
// So after n steps its X is x0 + t(n), t the triangle of period $140 = 320
// (0, 1 .. $50, $4F .. -$50, -$4F .. 0), negated when X-flipped.
//
// Phase from frame 0 (the game: from when the camera loads it): on the frame
// whose level frame counter is c (1 on the act's first frame) it has run c
// steps. A pure function of the counter and this frame's table (lazy far from
// the player, lazy_objects.hpp; an act's time limit ends it before the
// counter word wraps).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr int32_t MGZ_SPIKE_REACH = 0x50;      // $30 +- $50: where the flag turns
constexpr int32_t MGZ_SPIKE_PERIOD = 4 * MGZ_SPIKE_REACH;
constexpr uint32_t MGZ_SPIKE_OSC = 0x12;       // Oscillating_table + $12
constexpr int32_t MGZ_SPIKE_LOW = 0x28;        // py - y + $28 >= 0: the spiked part of a side

// X - x0 after n steps starting right (loc_33AC0's flag clear).
int32_t mgz_spike_offset(uint32_t n) {
    const int32_t m = int32_t(n % MGZ_SPIKE_PERIOD);
    if (m <= MGZ_SPIKE_REACH) return m;
    if (m <= 3 * MGZ_SPIKE_REACH) return 2 * MGZ_SPIKE_REACH - m;
    return m - MGZ_SPIKE_PERIOD;
}

int32_t mgz_spike_x(const ObjectBatch& o, size_t k, uint32_t n) {
    const int32_t t = mgz_spike_offset(n);
    return o.x0[k] + ((o.flags[k] & OF_XFLIP) ? -t : t);
}

}  // namespace

// ---- the kind s3k_mgz_spike_platform (object_kinds.hpp) ----
SolidResult kind_update_s3k_mgz_spike_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const uint32_t c = osc_level_frame(o, k / o.count);
    o.x_prev[k] = uint16_t(mgz_spike_x(o, k, c ? c - 1 : 0));  // d4: the X before this frame's step
    set_object_x(o, k, mgz_spike_x(o, k, c));
    set_object_y(o, k, o.y0[k] + osc_byte(o, k / o.count, MGZ_SPIKE_OSC));
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (res.contact == CONTACT_SIDE) {  // loc_33B2C: the touch-side bit
        o.pushed[k] = 0;                // bclr #5,status(a0)
        if (int16_t(uint16_t(pixel(p.y) - pixel(o.y[k]) + MGZ_SPIKE_LOW)) >= 0) spike_hurt(p, o, k, r);
    }
    return res;
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_mgz_spike_platform).
int32_t kind_busy_s3k_mgz_spike_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter and table.
// Radius: SolidObjectFull's window plus the farthest its X goes from x0.
int32_t kind_lazy_s3k_mgz_spike_platform(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k] + MGZ_SPIKE_REACH;
}
// No counters of its own.
void kind_lazy_skip_s3k_mgz_spike_platform(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
