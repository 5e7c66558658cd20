// Full solid objects (rules/objects §2 procedure A), riding and walking off
// (rules/objects §3 procedure B) and jump-through platforms (rules/objects §5 procedure D).
//
// Every test reads 16-bit words (rules/objects §0.2) and every pop-out writes the
// pixel word only, keeping the fraction (rules/objects §0.1).
#include <cstdlib>

#include "animation.hpp"
#include "objects.hpp"
#include "shields.hpp"
#include "terrain.hpp"

namespace hp {

// rules/objects §0.1: a pop-out replaces the pixel word and keeps the subpixel.
void set_pixel_y(Player& p, int32_t v) { p.y = with_pixel(p.y, v); }
void set_pixel_x(Player& p, int32_t v) { p.x = with_pixel(p.x, v); }

// A0.4 / B5 leave: clear onobj and the object's flag; S2/S3K also set air
// (S1's form does not: the player runs ground sensors next frame).
void leave(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    p.on_object = -1;
    if (!s1_form(r) && !p.airborne) {
        p.airborne = 1;
        p.events |= EV_LEFT_GROUND;  // rules/scenario: grounded -> airborne, not by jumping
    }
    o.standing[k] = 0;
}

// rules/objects §11 Q4: an object that no longer runs its solid routine (removed, or a
// broken monitor in S1 and CD) leaves a player flagged on it "standing" in
// mid-air; fix_false_standing_flag releases him, as S2/S3K monitors do when
// they break (F5.3): clear onobj and the object's flag, set air.
void release_false_standing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (p.on_object == i && r.has(FIX_FALSE_STANDING_FLAG)) {
        p.on_object = -1;
        p.airborne = 1;
        o.standing[k] = 0;
    }
}

namespace {

// A7 pop sideways.
SolidResult pop_side(Player& p, ObjectBatch& o, size_t k, const Rules& r, int32_t xd) {
    // A7.1 / rules/objects §11 C2: the left side stops on xsp >= 0 (also clears gsp at xsp 0).
    if (xd > 0) {
        if (r.has(FIX_SIDE_STOP_SYMMETRIC) ? p.xsp > 0 : p.xsp >= 0) p.xsp = p.gsp = 0;
    } else if (xd < 0) {
        if (p.xsp < 0) p.xsp = p.gsp = 0;
    }
    set_pixel_x(p, pixel(p.x) - xd);  // A7.2
    // A7.3
    if (p.airborne) {
        p.pushing = 0;
        o.pushed[k] = 0;
    } else {
        p.pushing = 1;
        o.pushed[k] = 1;
    }
    return {RES_SIDE, CONTACT_SIDE, xd, xd};
}

}  // namespace

// A11 exit-clear: only acts when this object had set the pushing flag.
// The player's walk animation restarts (a word write: anim walk, prev_anim
// run; erratum rules/terrain §14.21): S1 Solid_Ignore and Mon_SolidSides always,
// S2 SolidObject_TestClearPush and Sonic 3 alone's SolidObject_cont
// (loc_1BE2E) unless the roll animation plays, S&K unless the roll or spin
// dash animation plays (clear_keeps_spindash).
void exit_clear(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (o.pushed[k]) {
        const AnimIds& id = r.anim->id;
        const bool keep = ((r.s2() || r.s3k()) && p.anim == id.roll) ||
                          (r.traits.clear_keeps_spindash && p.anim == id.spindash);
        if (!keep) restart_anim(p, id.walk, id.run);
        o.pushed[k] = 0;
        p.pushing = 0;
    }
}

// B1 carry (MvSonicOnPtfm): Y set from the object, X moved by its pixel delta.
// oy: the object's Y as its solid routine sees it (S&K SolidObjectFull_Offset:
// y + d3, loc_1BC22).
static void carry_from(Player& p, ObjectBatch& o, size_t k, const Rules& r, int32_t oy) {
    if (p.crushed || p.dead) return;  // B1.1
    // B2 / rules/objects §11 Q5: hs = hj sinks 1 px; the fix carries at the landing height.
    const int32_t py = r.has(FIX_STANDING_OFFSET) ? oy - o.hj[k] - p.yr - 1 : oy - o.hs[k] - p.yr;
    set_pixel_y(p, py);
    set_pixel_x(p, pixel(p.x) + moved_x(o, k));
}
void carry(Player& p, ObjectBatch& o, size_t k, const Rules& r) { carry_from(p, o, k, r, pixel(o.y[k])); }

// A10 attach (Solid_ResetFloor / RideObject_SetRide).
void attach(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const size_t base = k - size_t(i);
    if (p.on_object >= 0 && p.on_object != i && size_t(p.on_object) < o.count)
        o.standing[base + size_t(p.on_object)] = 0;  // A10.1
    p.angle = 0;  // A10.3
    p.ysp = 0;
    p.gsp = p.xsp;
    if (p.airborne) reset_on_floor(p, r, Landing::Object);  // A10.4, rules/terrain §8.10 (angle is already 0)
    // A hurt player stays hurt: S1 Solid_ResetFloor, S2 RideObject_SetRide and
    // S3K's only clear the air bit; the next frame's hurt routine ends the
    // state (Sonic_HurtStop sees the bit clear) after moving him once more.
    p.on_object = int16_t(i);  // A10.2 / A10.5
    o.standing[k] = 1;
    o.events[k] |= OEV_LANDED;
}

// rules/scenario "crushed" (S1 KillSonic): airborne, ysp -7, other speeds 0.
void kill_player(Player& p, const Rules& r) {
    // S2 KillCharacter / S3K Kill_Character: clr.b status_secondary (S1 KillSonic keeps v_shield).
    if (r.s2() || r.s3k()) lose_shield(p);
    reset_on_floor(p, r, Landing::Object);
    p.airborne = 1;
    p.crushed = 1;
    p.hurt = 0;
    p.ysp = -0x700;
    p.xsp = p.gsp = 0;
}
void crush(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    kill_player(p, r);
    o.events[k] |= OEV_CRUSHED;
}

// Procedure A (S1 SolidObject, S2 SolidObject, S3K SolidObjectFull). oy is
// the object's Y as the routine sees it (sloped solids pass oy - shift, C3.5).
// offset: S&K SolidObjectFull_Offset (loc_1BC42): oy = y + d3 for the
// overlap and the carry, the overlap word's sign tested (bmi) and not masked,
// and the underside at 2 * (d2 + y_radius) (no default height radius).
static SolidResult solid_full_form(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t oy,
                                   bool sloped, bool with_a0, bool offset) {
    SolidResult res;
    const int32_t ox = pixel(o.x[k]);
    const int32_t cx = o.cx[k], hj = o.hj[k];
    const int32_t px = pixel(p.x), py = pixel(p.y);

    // A0: already standing on this object -> walk-off test, then carry.
    if (with_a0 && o.standing[k]) {
        if (!p.airborne && within_standing(px - ox + cx, cx)) {
            carry_from(p, o, k, r, offset ? oy : pixel(o.y[k]));  // A0.3
        } else {
            leave(p, o, k, r);  // A0.4
        }
        return res;
    }
    // A1: every object is on screen (rules/scenario: no camera).

    // A2 horizontal overlap (rules/objects §11 C4: inclusive).
    const uint16_t left = uint16_t(px - ox + cx);
    if (!overlaps_a2(left, cx)) {
        exit_clear(p, o, k, r);
        return res;
    }

    // A3 vertical overlap, with the +4 of A3.2.
    const int32_t hr = p.yr;
    const int32_t cy = hj + hr;
    const bool s3k = r.s3k(), full = !sloped;
    uint16_t top = uint16_t(py - oy + 4 + cy);
    // A3.3: S&K's full solids have no sign test (mask instead); Sonic 3 alone's
    // SolidObject_cont has it (bmi), as S1 and S2 (a33_sign).
    if ((!full || r.traits.a33_sign || offset) && int16_t(top) < 0) {
        exit_clear(p, o, k, r);
        return res;
    }
    if (full && !offset) top &= r.traits.a34_mask;  // A3.4 / rules/objects §11 C8 (S2 0x7FF, S3K 0xFFF)
    // A3.5: S3K's underside uses the default (standing) height radius (rules/objects §11 C7).
    const int32_t lim = (s3k && full && !offset) ? 2 * hj + hr + r.stand_yr : 2 * cy;
    const bool fix_bottom = r.has(FIX_BOTTOM_OVERLAP);
    // A3.6: ">=", half-open; rules/objects §11 Q3 fix: the bottom edge is not raised by 4.
    if (int32_t(top) >= lim + (fix_bottom ? 4 : 0)) {
        exit_clear(p, o, k, r);
        return res;
    }

    // A4: a dead (crushed) player is left alone, flags untouched.
    if (p.crushed || p.dead) return res;

    // A5 sides and distances.
    const int32_t xd = int32_t(left) <= cx ? int32_t(left) : int32_t(left) - 2 * cx;
    const bool top_side = int32_t(top) <= cy + (fix_bottom ? 4 : 0);  // rules/objects §11 C1/Q3
    int32_t yd = top_side ? int32_t(top) : int32_t(top) - 4 - lim;
    const int32_t ax = std::abs(xd), ay = std::abs(yd);
    res.xd = xd;

    // A6 choose the axis: vertical iff ax > ay; ties go horizontal.
    bool vertical = ax > ay;
    if (!vertical) {
        if (ay <= 4) {
            if (s3k) {
                vertical = true;  // A6.2 S3K: resolve vertically
            } else {
                // A6.2 S1/S2 (rules/objects §11 C3): side code, no move, pushing cleared.
                p.pushing = 0;
                o.pushed[k] = 0;
                return {RES_SIDE, CONTACT_SIDE, xd, xd};
            }
        } else {
            return pop_side(p, o, k, r, xd);  // A7
        }
    }

    if (yd >= 0) {
        // A8 top side: landing.
        if (uint16_t(yd) >= 16) {
            exit_clear(p, o, k, r);
            return res;
        }
        yd -= 4;  // A8.2
        // A8.3 landing width test with the object's own width (rules/objects §11 Q1 slipping).
        const int32_t w = r.has(FIX_SLIP_LANDING_WIDTH) ? cx : o.aw[k];
        const uint16_t xc = uint16_t(px - ox + w);
        if (int16_t(xc) < 0 || xc >= uint16_t(2 * w)) return res;
        // A8.4: S3K moves the player first, then rejects a rising one (rules/objects §11 C6).
        if (s3k && !r.has(FIX_S3K_RISING_SNAP)) {
            set_pixel_y(p, py - yd - 1);
            if (p.ysp < 0) return res;
        } else {
            if (p.ysp < 0) return res;
            set_pixel_y(p, py - yd - 1);
        }
        attach(p, o, k, i, r);  // A8.5
        return {RES_TOP, CONTACT_TOP, xd, yd};
    }

    // A9 bottom side.
    const int32_t code = s1_form(r) ? RES_TOP : RES_BOTTOM;
    res = {code, CONTACT_BOTTOM, xd, yd};
    if (s3k && p.airborne) {  // A9 S3K.1: always popped down in the air
        p.gsp = 0;
        set_pixel_y(p, py - yd);
        p.ysp = 0;
        return res;
    }
    if (p.ysp == 0) {
        if (p.airborne) return res;  // S1/S2: nothing moves
        // C5: S2/S3K push sideways when within 16 px of the side instead of crushing.
        if (!s1_form(r) && ax < 16) return pop_side(p, o, k, r, xd);
        crush(p, o, k, r);
        return res;
    }
    if (p.ysp > 0) return res;
    set_pixel_y(p, py - yd);  // head bump: py = oy + hj + hr (S3K: + dyr)
    p.ysp = 0;
    return res;
}
SolidResult solid_full(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t oy,
                       bool sloped, bool with_a0) {
    return solid_full_form(p, o, k, i, r, oy, sloped, with_a0, false);
}
// S&K SolidObjectFull_Offset with d1 = cx, d2 = hj (hs = hj) and this d3.
SolidResult solid_full_offset(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t d3) {
    return solid_full_form(p, o, k, i, r, pixel(o.y[k]) + d3, false, true, true);
}

// Procedure D: jump-through platform (S1 PlatformObject, S2 PlatformObject_cont,
// S3K SolidObjectTop) and, for sloped objects with the platform flag, the
// sloped platform form (SlopeObject / SlopedPlatform_cont) carried by B4.
SolidResult platform_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    return platform_object(p, o, k, i, r, o.kind[k] == OBJ_SLOPED);
}
// sloped: the sloped form, over the object's height array (another kind
// running SlopeObject, e.g. S1's collapsing ledge).
SolidResult platform_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                            bool sloped) {
    SolidResult res;
    const int32_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
    const int32_t px = pixel(p.x);
    const int32_t w0 = o.aw[k];
    // rules/objects §11 Q8: the fix gives platforms the full solids' margin for walking off
    // and landing (w + push radius + 1).
    const int32_t w = r.has(FIX_PLATFORM_WALKOFF) ? w0 + 11 : w0;

    if (o.standing[k]) {
        // D2: walk-off (B5), then carry.
        if (p.airborne || !within_standing(px - ox + w, w)) {
            leave(p, o, k, r);
            return res;
        }
        if (sloped) {
            sloped_carry(p, o, k, w0, r);  // B4 over the platform's own width
            return res;
        }
        platform_carry(p, o, k, r);
        return res;
    }

    // D1 landing.
    if (p.ysp < 0) return res;  // D1.1: jump up through it
    const uint16_t t = uint16_t(px - ox + w);  // D1.2
    if (int16_t(t) < 0 || t >= uint16_t(2 * w)) return res;
    // D1.3 (sloped: over the platform's own width).
    const int32_t surface =
        sloped ? oy - height_under(o, k, uint16_t(px - ox + w0), w0, r, false) : oy - o.hs[k];
    return platform_land(p, o, k, i, r, surface);
}

// D1.4-D1.8 (S1 Platform3, S2 PlatformObject_ChkYRange, S3K loc_1C100): the
// landing on a surface at pixel row `surface`, once D1.1-D1.3 passed.
SolidResult platform_land(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                          int32_t surface) {
    const int32_t py = pixel(p.y);
    const uint16_t feet = uint16_t(py + p.yr + 4);  // D1.4
    if (uint16_t(surface) > feet) return {};      // D1.5 as the code: two unsigned tests
    const uint16_t d = uint16_t(uint16_t(surface) - feet);
    if (d < 0xFFF0) return {};
    if (p.crushed || p.dead) return {};   // D1.6
    set_pixel_y(p, py + int16_t(d) + 3);  // D1.7: py = surface - hr - 1
    attach(p, o, k, i, r);                // D1.8
    return {RES_TOP, CONTACT_TOP, 0, int16_t(d)};
}

// D2's carry of a flat platform: S1 B3 (MvSonicOnPtfm2): oy - 9 - hr, i.e.
// surface - 1 - hr; S2/S3K B1: surface - hr (Q5).
void platform_carry(Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    if (p.crushed || p.dead) return;
    const int32_t surface = pixel(o.y[k]) - o.hs[k];
    set_pixel_y(p, surface - p.yr - ((s1_form(r) || r.has(FIX_STANDING_OFFSET)) ? 1 : 0));
    set_pixel_x(p, pixel(p.x) + moved_x(o, k));
}

// ---- the kinds solid and platform (object_kinds.hpp) ----
// solid: A; Sonic CD: H, full.
SolidResult kind_update_solid(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                              const TileMap& map, StageLog* log) {
    (void)log;
    if (r.cd()) return cd_solid(p, o, k, i, r, map, 0);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}
int32_t kind_busy_solid(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return r.cd() ? o.wr[k] + 10 : o.cx[k];  // H2 (cxd = W + 10), A2 (cx)
}
// platform: D; Sonic CD: H, top-only.
SolidResult kind_update_platform(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                 const TileMap& map, StageLog* log) {
    (void)log;
    if (r.cd()) return cd_solid(p, o, k, i, r, map, 1);
    return platform_object(p, o, k, i, r);
}
int32_t kind_busy_platform(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return r.cd() ? o.wr[k] + 10 : platform_reach(o, k, r);  // H2, D1.2
}

}  // namespace hp
