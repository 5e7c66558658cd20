// Launch Base's closed tube elevators (issue 18): S3K `Obj_LBZTubeElevator`
// (S3 Set and SK Set 1 $10) of a subtype with bit 6 set, which stay closed
// (Obj_LBZTubeElevatorClosed, read in s3.asm). docs/kinds/s3k_lbz.md.
//
// Init: width_pixels $18, height_pixels $30, $46 = the layout Y; with bit 6
// it branches straight into Obj_LBZTubeElevatorClosed, so the frame it is
// loaded is its first step. Every frame:
//   (when the main player rides an active tube elevator, object_control set
//   and interact pointing at one, X = $7FF0: the active ones are not
//   modelled, so no player here ever does);
//   the byte $2F + 2, and when it lands in $B0-$CF it is moved on by $20;
//   d0 = the sine of that angle (GetSineCosine), $100 taken as $FF;
//   Y = $46 - (d0 asr 6);
//   SolidObjectFull with d1 = width + $B, d2 = height, d3 = height + 1,
//   d4 = X (it never moves sideways).
// After n steps the angle is 2 m (m = n mod 112) for m <= $57, else 2 m + $20
// (a byte): a period of 112 frames that skips the angles $B0-$CF.
//
// Phase from frame 0 (the game: from when the camera loads it): on the frame
// whose level frame counter is c (1 on the act's first frame) it has run c
// steps. A pure function of the counter (lazy far from the player,
// lazy_objects.hpp).
#include "../lazy_objects.hpp"
#include "../objects.hpp"
#include "../oscillators.hpp"
#include "../trig.hpp"

namespace hp {

namespace {

constexpr uint32_t TUBE_PERIOD = 112;     // 256 / 2 steps less the 16 skipped ones
constexpr uint32_t TUBE_LAST_PLAIN = 0x57;  // step $57: angle $AE; the next lands on $B0 -> $D0
constexpr uint32_t TUBE_SKIP = 0x20;

int32_t tube_offset(uint32_t n, const Rules& r) {
    const uint32_t m = n % TUBE_PERIOD;
    const uint32_t a = (2 * m + (m > TUBE_LAST_PLAIN ? TUBE_SKIP : 0)) & 0xFF;
    int32_t s = sin_of(r.sine, a);
    if (s == 0x100) s = 0xFF;  // cmpi.w #$100,d0 / subq.w #1
    return -(s >> 6);          // asr.w #6, subtracted from $46
}

}  // namespace

// ---- the kind s3k_lbz_closed_tube (object_kinds.hpp) ----
SolidResult kind_update_s3k_lbz_closed_tube(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                            const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    set_object_y(o, k, o.y0[k] + tube_offset(osc_level_frame(o, k / o.count), r));
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// It moves every frame (lazy far from the player: kind_lazy_s3k_lbz_closed_tube).
int32_t kind_busy_s3k_lbz_closed_tube(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)o, (void)k, (void)r;
    return ALWAYS_BUSY;
}

// Lazy (lazy_objects.hpp): a function of this frame's counter alone. Radius:
// SolidObjectFull's window (it never moves in X).
int32_t kind_lazy_s3k_lbz_closed_tube(const ObjectBatch& o, size_t k, const Rules& r) {
    (void)r;
    return o.cx[k];
}
// No counters of its own.
void kind_lazy_skip_s3k_lbz_closed_tube(ObjectBatch& o, size_t k, const Rules& r, int32_t frames) {
    (void)o, (void)k, (void)r, (void)frames;
}

}  // namespace hp
