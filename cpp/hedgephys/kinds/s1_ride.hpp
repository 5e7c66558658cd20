// The riding frame Sonic 1's moving platforms share (swinging_platform.cpp,
// circling_platform.cpp): not stood on (routine 2), PlatformObject (procedure
// D) at the old position, then the move; stood on (routine 4), ExitPlatform
// (B5), the move, then MvSonicOnPtfm / MvSonicOnPtfm2 (B3 carry with the
// move's X delta), which runs even on the frame the player walked off.
#pragma once
#include "hedgephys/objects.hpp"

namespace hp {

template <class Move>
inline SolidResult s1_ride(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, Move move) {
    SolidResult res;
    const bool stood = o.standing[k];
    if (!stood) {
        res = platform_object(p, o, k, i, r);  // at the old position
    } else {
        const int32_t w = platform_reach(o, k, r);  // ExitPlatform (B5; Q8 fix: + 11)
        if (p.airborne || !within_standing(pixel(p.x) - pixel(o.x[k]) + w, w)) leave(p, o, k, r);
    }
    move(o, k, r);
    if (stood) platform_carry(p, o, k, r);
    return res;
}

}  // namespace hp
