// Green Hill's edge walls (issue 18): S1 object 44 `EdgeWalls` (_incObj/44
// GHZ Edge Walls.asm, Edge_Solid), whose solidity is its own routine,
// Obj44_SolidWall / Obj44_SolidWall2 (sonic.asm), not SolidObject: sides
// only (the player cannot stand on it), a ceiling push only when rising, and
// the pushing flags. d1 = $13 and d2 = $28 (the kind's half_width and
// half_height). Subtype bit 4 (no solidity) is the placer's. docs/kinds/wall.md.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

// Obj44_SolidWall2's result: 0 no contact, +1 horizontal (d0 the signed
// push), -1 vertical (d3 the signed push).
struct WallHit {
    int32_t side = 0;
    int16_t d0 = 0, d3 = 0;
};

WallHit wall_test(const Player& p, const ObjectBatch& o, size_t k) {
    WallHit h;
    const uint16_t d1 = uint16_t(o.cx[k]);
    uint16_t d0 = uint16_t(pixel(p.x) - pixel(o.x[k]) + d1);
    if (int16_t(d0) < 0 || d0 > uint16_t(2 * d1)) return h;  // bmi / bhi
    const uint16_t d2 = uint16_t(o.hj[k] + int8_t(p.yr));   // obHeight, ext.w
    uint16_t d3 = uint16_t(pixel(p.y) - pixel(o.y[k]) + d2);
    const uint16_t d4 = uint16_t(2 * d2);
    if (int16_t(d3) < 0 || d3 >= d4) return h;  // bmi / bhs
    if (p.dead || p.crushed) return h;          // player routine 6 or more
    uint16_t d5 = d0;  // the horizontal depth
    if (d1 < d0) {     // the right half: d0 negative
        d0 = uint16_t(d0 - 2 * d1);
        d5 = uint16_t(-d0);
    }
    uint16_t dv = d3;  // the vertical depth
    if (d2 < d3) {     // the lower half: d3 negative
        d3 = uint16_t(d3 - d4);
        dv = uint16_t(-d3);
    }
    h.side = d5 > dv ? -1 : 1;  // cmp.w d1,d5 / bhi: unsigned
    h.d0 = int16_t(d0);
    h.d3 = int16_t(d3);
    return h;
}

}  // namespace

// ---- the kind edge_wall (object_kinds.hpp): Obj44_SolidWall ----
SolidResult kind_update_edge_wall(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                  const TileMap& map, StageLog* log) {
    (void)i, (void)map, (void)log;
    const WallHit h = wall_test(p, o, k);
    SolidResult res;
    if (h.side == 0) {  // loc_8AA8: a push ends, the walk animation restarts (a word write)
        if (o.pushed[k]) {
            restart_anim(p, r.anim->id.walk, r.anim->id.run);
            o.pushed[k] = 0;
            p.pushing = 0;
        }
        return res;
    }
    if (h.side < 0) {  // loc_8AC4: only a rising player below its middle is pushed down
        if (p.ysp < 0 && h.d3 < 0) {
            set_pixel_y(p, pixel(p.y) - h.d3);
            p.ysp = 0;
            res.contact = CONTACT_BOTTOM;
        }
        return res;
    }
    res.code = RES_SIDE;
    res.contact = CONTACT_SIDE;
    res.xd = h.d0;
    // Pushed out only when moving into it (or still): left half with xsp >= 0,
    // right half with xsp < 0; d0 = 0 never moves him (loc_8A82).
    if ((h.d0 > 0 && p.xsp >= 0) || (h.d0 < 0 && p.xsp < 0)) {
        set_pixel_x(p, pixel(p.x) - h.d0);
        p.gsp = 0;
        p.xsp = 0;
    }
    // loc_8A92: on the ground, both pushing flags set; in the air, cleared.
    const uint8_t push = p.airborne ? 0 : 1;
    o.pushed[k] = push;
    p.pushing = push;
    return res;
}

int32_t kind_busy_edge_wall(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];  // d0 in 0 .. 2 d1; a push in progress keeps it busy (pushed)
}

}  // namespace hp
