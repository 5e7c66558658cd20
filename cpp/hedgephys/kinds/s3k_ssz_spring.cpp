// Sky Sanctuary's retracting springs (issue 18): SK Set 2 $74
// `Obj_SSZRetractingSpring`, read in sonic3k.asm (not in the checkout; a
// public copy, murshies/skdisasm). docs/kinds/s3k_ssz.md.
//
// A sideways spring that comes out of its wall when a player is before it.
// Each frame (loc_46452):
//   1. on frames whose level frame counter is odd (btst #0,Level_frame_counter+1):
//      a player not held by an object (object_control clear) at y in
//      [y + $10 - $60, y + $10] and x in [x - $60, x] (X-flipped: [x, x + $60];
//      unsigned words, sub_46514) is in range. None in range: a mapping frame
//      other than 0 clears the players' states ($2E.l) and goes one down
//      (3, 4 and 5 go to 2). One in range: a frame below 3 goes one up.
//   2. mapping frame below 2: the solid call sees x = $7FFF (out of anyone's
//      reach: a rider is let go, a pusher's push cleared). Then sub_1DD0E
//      (SolidObjectFullSloped_Spring: procedure C) with d1 = $23, d2 = $10
//      over byte_468DC (the placer's heights), d4 = that x.
//   3. sub_46536 for the player, by his state $2E: 0, touching a side this
//      frame (the solid call's side bit): standing left of its x (px - x
//      negative) of an unflipped one, he is moved 8 px right; right of (or at)
//      a flipped one's, 8 px left; mapping frame 4, state 1. 1: x_vel =
//      ground_vel = -$C00 (flipped: $C00), his facing bit set (flipped:
//      clear), mapping frame 3, state 2. 2: mapping frame 5, $2F = 8, state
//      3. 3: $2F - 1; at 0, mapping frame 3 and state 0.
//   state: $2E; timer: $2F; aux: the mapping frame.
#include "../objects.hpp"
#include "../oscillators.hpp"

namespace hp {

namespace {

constexpr int32_t SSZ_SPRING_RANGE = 0x60;     // subi.w #$60 (loc_46452)
constexpr int32_t SSZ_SPRING_BELOW = 0x10;     // addi.w #$10,d2
constexpr int32_t SSZ_SPRING_PUSH = 8;         // moveq #8,d1 (sub_46536)
constexpr int16_t SSZ_SPRING_SPEED = 0xC00;    // move.w #$C00,d1
constexpr int32_t SSZ_SPRING_RECOIL = 8;       // move.b #8,1(a2)
constexpr int32_t SSZ_SPRING_OUT = 0x7FFF;     // move.w #$7FFF,x_pos(a0)
enum SszSpringFrame : int32_t { SSZ_SPRING_SOLID = 2, SSZ_SPRING_UP = 3, SSZ_SPRING_PUSHED = 4, SSZ_SPRING_RECOILING = 5 };

bool ssz_spring_flipped(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_XFLIP) != 0; }

// sub_46514: the player in the box before it (unsigned words).
bool ssz_spring_in_range(const Player& p, const ObjectBatch& o, size_t k) {
    if (p.object_control) return false;
    const int32_t ox = pixel(o.x[k]), bottom = pixel(o.y[k]) + SSZ_SPRING_BELOW;
    const uint16_t left = uint16_t(ssz_spring_flipped(o, k) ? ox : ox - SSZ_SPRING_RANGE);
    const uint16_t right = uint16_t(ssz_spring_flipped(o, k) ? ox + SSZ_SPRING_RANGE : ox);
    const uint16_t px = uint16_t(pixel(p.x)), py = uint16_t(pixel(p.y));
    return py >= uint16_t(bottom - SSZ_SPRING_RANGE) && py <= uint16_t(bottom) && px >= left && px <= right;
}

// loc_46452's first half: the mapping frame by who is in range.
void ssz_spring_extend(const Player& p, ObjectBatch& o, size_t k) {
    int32_t frame = o.aux[k];
    if (!ssz_spring_in_range(p, o, k)) {
        if (frame == 0) return;
        o.state[k] = 0;  // clr.l $2E(a0)
        o.timer[k] = 0;
        frame = frame - 1 >= SSZ_SPRING_UP ? SSZ_SPRING_SOLID : frame - 1;
    } else if (frame < SSZ_SPRING_UP) {
        ++frame;
    }
    o.aux[k] = frame;
}

// sub_46536.
void ssz_spring_player(Player& p, ObjectBatch& o, size_t k, bool side) {
    const bool flip = ssz_spring_flipped(o, k);
    switch (o.state[k]) {
    case 0: {
        if (!side) return;
        const bool left_of = int16_t(uint16_t(pixel(p.x) - pixel(o.x[k]))) < 0;
        if (left_of == flip) return;
        set_pixel_x(p, pixel(p.x) + (flip ? -SSZ_SPRING_PUSH : SSZ_SPRING_PUSH));
        o.aux[k] = SSZ_SPRING_PUSHED;
        o.state[k] = 1;
        return;
    }
    case 1:
        p.xsp = p.gsp = flip ? SSZ_SPRING_SPEED : int16_t(-SSZ_SPRING_SPEED);
        p.facing_left = flip ? 0 : 1;
        o.aux[k] = SSZ_SPRING_UP;
        o.state[k] = 2;
        o.events[k] |= OEV_SPRUNG;
        return;
    case 2:
        o.aux[k] = SSZ_SPRING_RECOILING;
        o.timer[k] = SSZ_SPRING_RECOIL;
        o.state[k] = 3;
        return;
    default:
        if (--o.timer[k] != 0) return;
        o.aux[k] = SSZ_SPRING_UP;
        o.state[k] = 0;
        return;
    }
}

}  // namespace

// ---- the kind s3k_ssz_spring (object_kinds.hpp): loc_46452 ----
SolidResult kind_update_s3k_ssz_spring(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (osc_level_frame(o, k / o.count) & 1) ssz_spring_extend(p, o, k);
    const uint32_t x = o.x[k];
    if (o.aux[k] < SSZ_SPRING_SOLID) set_object_x(o, k, SSZ_SPRING_OUT);
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos as the solid call sees it
    const SolidResult res = sloped_object(p, o, k, i, r);
    o.x[k] = x;
    o.x_prev[k] = pixel(o.x[k]);
    ssz_spring_player(p, o, k, res.contact == CONTACT_SIDE);
    return res;
}

// Retracted and idle, the box before it (wider than its solid reach);
// otherwise it runs by itself (it retracts, or its throw goes on).
int32_t kind_busy_s3k_ssz_spring(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.aux[k] != 0 || o.state[k] != 0) return ALWAYS_BUSY;
    return SSZ_SPRING_RANGE;
}

}  // namespace hp
