// Scrap Brain's small doors (issue 18): S1 AutoDoor $2A (_incObj/2A SBZ
// Small Door.asm: ADoor_Main, ADoor_OpenShut; _anim/SBZ Small Door.asm:
// Ani_ADoor; _incObj/sub AnimateSprite.asm). docs/kinds/s1_stomp.md.
//
// ADoor_OpenShut picks an animation every frame from the player's x alone:
// "opening" (1) when px + $40 >= ox, px - $40 < ox (16-bit words, unsigned)
// and px is left of the door (X-flipped: at or right of it), else "closing"
// (0). AnimateSprite restarts a script when the animation changes (obAniFrame
// 0) and, the scripts' speed being 0, steps one entry a frame: closing shows
// mapping frames 8, 7, ... 0, opening 0, 1, ... 8, then each holds its last
// (afBack 1). The door is solid (SolidObject, procedure A: d1 = $11, d2 =
// $20, d3 = $21: the kind's cx, hj, hs) on a frame whose update leaves
// mapping frame 0, else it runs no collision at all (the standing flags stay).
// Its first frame (the act's first: the game's is when the camera loads it)
// starts the closing script from its first entry, as a new object does.
// State: phase = the animation (bit 8) and obAniFrame (0-9).
#include <algorithm>

#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t ADOOR_RANGE = 0x40;       // ADoor_OpenShut: move.w #$40,d1
constexpr int32_t ADOOR_LAST = 8;           // the scripts' last mapping frame (then afBack)
constexpr int32_t ADOOR_OPENING = 0x100;    // phase bit 8: obPrevAni = 1
constexpr int32_t ADOOR_AT_REST = ADOOR_LAST + 1;  // obAniFrame once the script holds

bool adoor_opens(const Player& p, const ObjectBatch& o, size_t k) {
    const uint16_t px = pixel(p.x), ox = pixel(o.x[k]);
    if (uint16_t(px + ADOOR_RANGE) < ox || uint16_t(px - ADOOR_RANGE) >= ox) return false;
    return (px >= ox) == ((o.flags[k] & OF_XFLIP) != 0);
}

}  // namespace

// ---- the kind s1_auto_door (object_kinds.hpp): ADoor_OpenShut ----
SolidResult kind_update_s1_auto_door(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                     const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const int32_t anim = adoor_opens(p, o, k) ? ADOOR_OPENING : 0;
    int32_t step = o.phase[k] & 0xFF;
    if ((o.phase[k] & ADOOR_OPENING) != anim) step = 0;  // AnimateSprite: a new animation
    const int32_t shown = std::min(step, ADOOR_LAST);   // afBack 1 holds the last entry
    const int32_t frame = anim ? shown : ADOOR_LAST - shown;
    o.phase[k] = anim | std::min(step + 1, ADOOR_AT_REST);
    if (frame != 0) return {};  // open (or on its way): no SolidObject
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Busy while its animation runs or it is open; shut and at rest, the player
// can open it only within $40 of it, and its window (A2) is cx.
int32_t kind_busy_s1_auto_door(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.phase[k] != ADOOR_AT_REST) return ALWAYS_BUSY;
    return std::max(o.cx[k], ADOOR_RANGE);
}

}  // namespace hp
