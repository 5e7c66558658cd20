// S1 `Sonic_Loops` (_incObj/Sonic Loops.asm; rules/terrain §4.3), called by
// Sonic_Control after ReactToItem, the last thing of the player's update. The
// game runs it in GHZ and SLZ only; here a map has loop chunks only when its
// act is one of those (hedgephys.levels), so "no loop chunks" is `.noloops`.
//
// The plane is the player's layer: 0 = high plane (layer A, the normal chunk),
// 1 = low plane (layer B: FindNearestTile reads chunk (id & 0x7F) + 1 in a
// special chunk, rules/terrain §4.3; the map's layer B already holds that chunk).
#include "loops.hpp"

#include "animation.hpp"
#include "movement.hpp"

namespace hp {

void sonic_loops(Player& p, const Rules& r, const TileMap& map) {
    if (!map.loops.kinds) return;
    // The chunk byte at layout row (obY >> 8) & 7, column (high byte of obX) & 0x7F.
    const uint16_t x = pixel(p.x), y = pixel(p.y);
    switch (map.loops.kind(x, y)) {
        case LOOP_ROLL_TUNNEL:
            // Sonic_ChkRoll (Sonic Roll.asm): roll if not rolling yet; the plane
            // is left alone. Also airborne: the routine tests nothing else.
            if (!p.rolling) {
                p.rolling = 1;
                set_rolling_radii(p, r);       // obHeight $E, obWidth 7
                p.anim = r.anim->id.roll;      // move.b #id_Roll,obAnim
                p.y = add_pixels(p.y, 5);      // addq.w #5,obY
                if (p.gsp == 0) p.gsp = 0x200;
            }
            return;
        case LOOP_LOOP_GROUNDED:
            if (p.airborne) {  // .chkifinair: in the air -> high plane
                p.layer = 0;
                return;
            }
            break;
        case LOOP_LOOP:
            break;
        default:
            p.layer = 0;  // not a loop chunk: high plane
            return;
    }
    // .chkifleft / .chkifright: the low byte of obX is the x inside the chunk.
    const uint8_t in_chunk = uint8_t(x);
    if (in_chunk < 0x2C) {
        p.layer = 0;
    } else if (in_chunk >= 0xE0) {
        p.layer = 1;
    } else if (p.layer == 0) {
        // .chkangle1: to the low plane when 0 < angle <= 0x80 (unsigned)
        if (p.angle != 0 && p.angle <= 0x80) p.layer = 1;
    } else if (p.angle > 0x80) {
        p.layer = 0;  // .chkangle2: upside down on the low plane -> high plane
    }
}

}  // namespace hp
