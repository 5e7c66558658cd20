// Sonic CD's solid-object routine (rules/objects §9 procedure H, `Level/Object
// Solid.asm`): one routine for full (type 0) and top-only (type 1) solids.
// Standing is re-evaluated by the full test every frame. Not modelled (no
// such state in the library): drowning/invisible/"give up" animations,
// springs and spinning discs, the second-object and wall crush checks and
// the wall/floor/ceiling probes after a moving object carries the player.
#include <cstdlib>

#include "animation.hpp"
#include "objects.hpp"

namespace hp {

namespace {

// H12 get off: stop pushing this object; if standing on it, set air and clear.
void get_off(Player& p, ObjectBatch& o, size_t k, int32_t i) {
    if (o.pushed[k]) {
        o.pushed[k] = 0;
        p.pushing = 0;
    }
    if (o.standing[k]) {
        o.standing[k] = 0;
        if (p.on_object == i) {
            p.on_object = -1;
            if (!p.airborne) p.events |= EV_LEFT_GROUND;
            p.airborne = 1;
        }
    }
}

}  // namespace

SolidResult cd_solid(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                     const TileMap&, int type) {
    SolidResult res;
    if (p.crushed || p.dead) {  // H1
        get_off(p, o, k, i);
        return res;
    }
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
    const int32_t px = pixel(p.x), py = pixel(p.y), hr = p.yr;
    const int32_t W = o.wr[k], Hh = o.hr[k];
    const int32_t cxd = W + 10;  // H2: player X radius 9 hard-wired, + 1
    const uint16_t left = uint16_t(px - ox + cxd);
    if (int16_t(left) < 0 || left >= uint16_t(2 * cxd)) {
        get_off(p, o, k, i);
        return res;
    }
    if (type == 1 && p.ysp < 0) {  // H3
        get_off(p, o, k, i);
        return res;
    }
    const int32_t cyd = Hh + hr + 2;  // H4
    const uint16_t top = uint16_t(py - oy + cyd);
    if (int16_t(top) < 0 || top >= uint16_t(2 * cyd)) {
        get_off(p, o, k, i);
        return res;
    }
    // H5
    const int32_t xd = int32_t(left) <= cxd ? int32_t(left) : int32_t(left) - 2 * cxd;
    const int32_t yd = int32_t(top) <= cyd ? int32_t(top) : int32_t(top) - 2 * cyd;
    const int32_t ax = std::abs(xd), ay = std::abs(yd);
    res.xd = xd;
    if (!(ay < ax)) {
        // H6: horizontal
        if (type == 1 || (ay & 0xFF) <= 4) {
            get_off(p, o, k, i);
            return res;
        }
        // H7: clear standing on this object, pop, stop rule.
        if (o.standing[k]) {
            o.standing[k] = 0;
            if (p.on_object == i) {
                p.on_object = -1;
                p.airborne = 1;
            }
        }
        set_pixel_x(p, px - xd);
        if ((xd >= 0 && p.xsp > 0) || (xd < 0 && p.xsp < 0)) {
            if (!p.airborne) {
                p.pushing = 1;
                o.pushed[k] = 1;
                p.gsp = 0;
            }
            p.xsp = 0;
        } else {
            p.pushing = 0;
            o.pushed[k] = 0;
        }
        return {0, CONTACT_SIDE, xd, xd};
    }
    // H9 vertical
    if (o.kind[k] == OBJ_MONITOR && p.rolling) {
        get_off(p, o, k, i);
        return res;
    }
    if (yd >= 0) {
        if (p.ysp < 0) {
            get_off(p, o, k, i);
            return res;
        }
        // H9: py = oy - (Hh + hr), then the object's speed (8.8) << 8 is added
        // to the player's 32-bit X and Y. The original object moves after its
        // solid call; here it moved first (rules/scenario), so the placement uses
        // its Y before this frame's motion and the add brings both in step.
        const int32_t oy_before = pixel(add_speed(o.y[k], -o.dy[k]));
        set_pixel_y(p, oy_before - (Hh + hr));
        p.x = add_speed(p.x, o.dx[k]);
        p.y = add_speed(p.y, o.dy[k]);
        // H11 stand on.
        if (p.hurt) end_hurt(p);
        p.jumping = 0;  // clr.b oPlayerJump, stood on or not
        if (!o.standing[k]) {
            p.rolljump = 0;
            if (p.rolling) {
                // Only when the roll bit was set: radii $13/9, y - 5 and the
                // walking animation (.NotMini, .SetWalk).
                p.y = add_pixels(p.y, -(int32_t(r.stand_yr) - p.yr));
                p.anim = r.anim->id.walk;
            }
            p.rolling = 0;
            p.xr = r.stand_xr;
            p.yr = r.stand_yr;
            o.standing[k] = 1;
            if (p.on_object >= 0 && p.on_object != i && size_t(p.on_object) < o.count)
                o.standing[k - size_t(i) + size_t(p.on_object)] = 0;
            p.gsp = p.xsp;
            o.events[k] |= OEV_LANDED;
        }
        p.on_object = int16_t(i);
        p.angle = 0;
        p.ysp = 0;
        p.airborne = 0;
        return {1, CONTACT_TOP, xd, yd};
    }
    // H10 bottom
    if (type == 1) {
        get_off(p, o, k, i);
        return res;
    }
    if (!p.airborne && o.dy[k] > 0) crush(p, o, k, r);
    set_pixel_y(p, py - yd);
    p.ysp = 0;
    p.pushing = 0;
    get_off(p, o, k, i);
    return {1, CONTACT_BOTTOM, xd, yd};
}

}  // namespace hp
