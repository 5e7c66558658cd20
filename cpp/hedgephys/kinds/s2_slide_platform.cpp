// Metropolis's long platforms that slide out while a player is near (issue
// 18): S2 Obj65 `MTZLongPlatform` of subtype $1x with low nybble 3 (s2.asm
// Obj65_Init, loc_26C1C, loc_26D94, loc_26E1A). Obj65_Init reads four bytes
// of Obj65_Properties at (subtype >> 2) & $1C: for $1x, width_pixels $20,
// y_radius $C and objoff_3C = $40 (its reach). SolidObject with d1 =
// width_pixels + 5, d2 = y_radius, d3 = y_radius + 1 (the kind's cx, hj, hs)
// and d4 = its x after this frame's move (objoff_2E): a standing player is
// not carried across. Its extension objoff_3A goes $10 a frame toward the
// reach while a player is in its window, back toward 0 otherwise; its x is
// the placed x less the extension (less $40 - extension when x-flipped).
// docs/kinds/s2.md "Metropolis's sliding platforms".
//
// State: new until its first frame (Obj65_Init falls through to loc_26C1C,
// which places an x-flipped one $40 px left at once), then ready; aux the
// extension objoff_3A.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t SLIDE_REACH = 0x40;  // objoff_3C: the third byte of its Obj65_Properties entry
constexpr int32_t SLIDE_STEP = 0x10;   // addi.w / subi.w #$10,objoff_3A(a0)
constexpr int32_t SLIDE_FLIPPED = 0x40;  // loc_26E1A: neg.w d0 / addi.w #$40,d0
// loc_26D94's window about the placed x: [x - $20, x + $60), x-flipped
// [x - $A0, x - $20); y from its y - $10 to y + $40 (unsigned words).
constexpr int32_t SLIDE_LEFT = 0x20, SLIDE_RIGHT = 0x60, SLIDE_LEFT_FLIPPED = 0xA0;
constexpr int32_t SLIDE_ABOVE = 0x10, SLIDE_BELOW = 0x40;

bool slide_sees(const Player& p, const ObjectBatch& o, size_t k) {
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    const uint16_t x0 = o.x0[k], y = uint16_t(pixel(o.y[k]));
    const uint16_t left = uint16_t(x0 - (flip ? SLIDE_LEFT_FLIPPED : SLIDE_LEFT));
    const uint16_t right = flip ? uint16_t(x0 - SLIDE_LEFT) : uint16_t(x0 + SLIDE_RIGHT);
    const uint16_t px = uint16_t(pixel(p.x)), py = uint16_t(pixel(p.y));
    return px >= left && px < right && py >= uint16_t(y - SLIDE_ABOVE) && py < uint16_t(y + SLIDE_BELOW);
}

}  // namespace

// ---- the kind s2_slide_platform (object_kinds.hpp) ----
SolidResult kind_update_s2_slide_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.state[k] = ST_PLATFORM_READY;
    if (slide_sees(p, o, k)) {
        if (o.aux[k] != SLIDE_REACH) o.aux[k] += SLIDE_STEP;  // at its reach: x_pos kept (return_26E3A)
    } else if (o.aux[k] != 0) {
        o.aux[k] -= SLIDE_STEP;
    }
    const int32_t out = (o.flags[k] & OF_XFLIP) ? SLIDE_FLIPPED - o.aux[k] : o.aux[k];
    set_object_x(o, k, o.x0[k] - out);
    o.x_prev[k] = uint16_t(pixel(o.x[k]));  // d4 = objoff_2E, the x after the move
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// New or out of the wall: busy; else its window (about its x: $60 either way) or A2 (cx).
int32_t kind_busy_s2_slide_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_IDLE || o.aux[k]) return ALWAYS_BUSY;
    return o.cx[k] > SLIDE_RIGHT ? o.cx[k] : SLIDE_RIGHT;
}

}  // namespace hp
