#include "terrain.hpp"

#include "animation.hpp"
#include "double_jump.hpp"
#include "knuckles.hpp"
#include "movement.hpp"
#include "objects.hpp"
#include "sensors.hpp"

namespace hp {
namespace {

inline uint16_t px(Pos p, int32_t d) { return uint16_t(pixel(p) + d); }

struct Pair {
    int32_t d1;  // winner: the smaller distance, the secondary on a tie (rules/terrain §5.5)
    int32_t d0;  // loser
    Angle angle; // the winner's angle register
};

// A primary/secondary pair (rules/terrain §5.5): casts write areg_p and areg_s respectively.
// role_p / role_s: the pair's sensor letters (sensors.hpp SensorRole), for the cast log.
inline Pair cast_pair(Player& p, const Rules& r, const TileMap& map, uint16_t px_, uint16_t py_,
                      uint16_t sx_, uint16_t sy_, Direction dir, Solidity solid, SensorRole role_p,
                      SensorRole role_s) {
    const bool cd_floor = r.traits.cd_floor;
    int32_t dp = cast(map, px_, py_, dir, solid, p.layer, cd_floor, &p.areg_p, role_p).distance;
    int32_t ds = cast(map, sx_, sy_, dir, solid, p.layer, cd_floor, &p.areg_s, role_s).distance;
    if (dp < ds) return {dp, ds, p.areg_p};
    return {ds, dp, p.areg_s};
}

// Airborne floor pair (rules/terrain §7): P (x+xr, y+yr), S (x-xr, y+yr), down, top bit; odd -> 0x00.
inline Pair air_floor(Player& p, const Rules& r, const TileMap& map) {
    Pair q = cast_pair(p, r, map, px(p.x, p.xr), px(p.y, p.yr), px(p.x, -p.xr), px(p.y, p.yr),
                       CAST_DOWN, SOLID_TOP, ROLE_B, ROLE_A);
    if (flagged(q.angle)) q.angle = 0x00;
    return q;
}

// Airborne ceiling pair (rules/terrain §7): P (x+xr, y-yr), S (x-xr, y-yr), up, lrb; odd -> 0x80.
inline Pair air_ceiling(Player& p, const Rules& r, const TileMap& map) {
    Pair q = cast_pair(p, r, map, px(p.x, p.xr), px(p.y, -p.yr), px(p.x, -p.xr), px(p.y, -p.yr),
                       CAST_UP, SOLID_LRB, ROLE_D, ROLE_C);
    if (flagged(q.angle)) q.angle = 0x80;
    return q;
}

// Single airborne wall probes at the exact centre y, push radius 10 (rules/terrain §7).
inline int32_t left_wall(Player& p, const Rules& r, const TileMap& map) {
    return cast(map, px(p.x, -10), px(p.y, 0), CAST_LEFT, SOLID_LRB, p.layer, r.traits.cd_floor, &p.areg_p, ROLE_E)
        .distance;
}
inline int32_t right_wall(Player& p, const Rules& r, const TileMap& map) {
    return cast(map, px(p.x, 10), px(p.y, 0), CAST_RIGHT, SOLID_LRB, p.layer, r.traits.cd_floor, &p.areg_p, ROLE_F)
        .distance;
}

inline bool steep(Angle a) { return ((a + 0x20) & 0x40) != 0; }  // 0x20..0x5F, 0xA0..0xDF
inline bool half(Angle a) { return ((a + 0x10) & 0x20) != 0; }

}  // namespace

int32_t check_left_wall(Player& p, const Rules& r, const TileMap& map) { return left_wall(p, r, map); }
int32_t check_right_wall(Player& p, const Rules& r, const TileMap& map) { return right_wall(p, r, map); }
int32_t check_floor(Player& p, const Rules& r, const TileMap& map, Angle* angle) {
    const Pair q = air_floor(p, r, map);
    *angle = q.angle;
    return q.d1;
}
int32_t check_ceiling(Player& p, const Rules& r, const TileMap& map, Angle* angle) {
    const Pair q = air_ceiling(p, r, map);
    *angle = q.angle;
    return q.d1;
}

// rules/terrain §7 "mostly down" step 4: land and convert the speeds by the new angle's class.
// The speeds are set around ResetOnFloor as the games order it (S3K
// SonicKnux_DoLevelCollision: y and x speed before Player_TouchFloor, the
// ground speed of the steep and half classes from the y speed after it,
// which a bubble shield's bounce has changed, double_jump.cpp).
void land_from_above(Player& p, const Rules& r, int32_t d1, Angle a) {
    p.y = add_pixels(p.y, d1);
    p.angle = a;
    const bool flat = !steep(a) && !half(a);
    if (steep(a)) {
        p.xsp = 0;
        if (p.ysp > 0xFC0) p.ysp = 0xFC0;  // landing speed cap
    } else if (half(a)) {
        p.ysp = Speed(p.ysp >> 1);
    } else {
        p.ysp = 0;
        p.gsp = p.xsp;
    }
    reset_on_floor(p, r, Landing::Floor);
    p.events |= EV_LANDED;
    if (!flat) p.gsp = a >= 0x80 ? w16(-p.ysp) : p.ysp;
}

namespace {

// The too-deep test of "mostly down" step 3, in signed byte arithmetic.
inline bool deep_enough(const Player& p, const Pair& q) {
    int8_t t = int8_t(-(int8_t(uint16_t(p.ysp) >> 8) + 8));
    return int8_t(q.d1) >= t || int8_t(q.d0) >= t;
}

// "Mostly down" and "mostly up" step 1: both wall probes pop the player out.
void wall_pops(Player& p, const Rules& r, const TileMap& map) {
    int32_t d = left_wall(p, r, map);
    if (d < 0) {
        p.x = add_pixels(p.x, -d);
        p.xsp = 0;
        p.events |= EV_HIT_WALL;
    }
    d = right_wall(p, r, map);
    if (d < 0) {
        p.x = add_pixels(p.x, d);
        p.xsp = 0;
        p.events |= EV_HIT_WALL;
    }
}

void air_down(Player& p, const Rules& r, const TileMap& map) {
    wall_pops(p, r, map);
    Pair q = air_floor(p, r, map);
    if (q.d1 >= 0) return;
    if (!deep_enough(p, q)) return;  // too deep: pass through
    land_from_above(p, r, q.d1, q.angle);
}

// "Mostly left" (sign -1) and "mostly right" (+1), rules/terrain §7.
void air_side(Player& p, const Rules& r, const TileMap& map, int sign) {
    int32_t d = sign < 0 ? left_wall(p, r, map) : right_wall(p, r, map);
    if (d < 0) {
        p.x = add_pixels(p.x, sign < 0 ? -d : d);
        p.xsp = 0;
        p.gsp = p.ysp;
        p.events |= EV_HIT_WALL;
        if (!r.s3k()) return;  // S1, S2, CD stop here; S3K continues
    }
    Pair c = air_ceiling(p, r, map);
    if (c.d1 < 0) {
        if (r.s3k() && sign < 0 && -c.d1 >= 0x14) {
            // S3K, left case only: too deep a ceiling -> a right-wall check instead.
            int32_t dr = right_wall(p, r, map);
            if (dr < 0) {
                p.x = add_pixels(p.x, dr);
                p.xsp = 0;
                p.events |= EV_HIT_WALL;
            }
            return;
        }
        p.y = add_pixels(p.y, -c.d1);
        if (p.ysp < 0) p.ysp = 0;
        p.events |= EV_HIT_CEILING;
        return;
    }
    if (p.ysp < 0) return;
    Pair f = air_floor(p, r, map);
    if (f.d1 >= 0) return;
    // No depth test here in any game (an original bug); fix_air_side_landing_depth adds it.
    if (r.has(FIX_AIR_SIDE_LANDING_DEPTH) && !deep_enough(p, f)) return;
    p.y = add_pixels(p.y, f.d1);
    p.angle = f.angle;
    p.ysp = 0;
    p.gsp = p.xsp;
    reset_on_floor(p, r, Landing::Floor);  // after the speeds, as S3K's order (land_from_above)
    p.events |= EV_LANDED;
}

void air_up(Player& p, const Rules& r, const TileMap& map) {
    wall_pops(p, r, map);
    Pair c = air_ceiling(p, r, map);
    if (c.d1 >= 0) return;
    p.y = add_pixels(p.y, -c.d1);
    if (steep(c.angle)) {
        // Land on a steep ceiling (rules/terrain §7 mostly up).
        p.angle = c.angle;
        if (r.cd()) {
            // CD's reduced reset keeps the rolling state and radii, no y shift.
            p.airborne = p.pushing = p.rolljump = p.jumping = 0;
        } else {
            reset_on_floor(p, r, Landing::Ceiling);
        }
        p.gsp = c.angle >= 0x80 ? w16(-p.ysp) : p.ysp;
        // Pushed out of the ceiling first, then landed on it: both events
        // (rules/scenario "Events").
        p.events |= EV_LANDED | EV_HIT_CEILING;
    } else {
        p.ysp = 0;  // head bump
        p.events |= EV_HIT_CEILING;
    }
}

}  // namespace

// rules/terrain §8.10 ResetOnFloor, after the landing correction, with the animation it
// sets [erratum rules/terrain §14.21]:
// * S1 Sonic_ResetOnFloor: a curled player uncurls to the walk animation; the
//   floor landings of Sonic_Floor then set id_Walk whatever he was doing (the
//   ceiling landing does not).
// * S2 Sonic_ResetOnFloor (terrain): with the spin dash / pinball byte set only
//   the flags are cleared (Part3); else id_Walk, and a curled player uncurls.
//   Objects and the hurt start enter at Part2: uncurl (id_Walk) only.
// * S3K Player_TouchFloor_Check_Spindash (terrain): with spin_dash_flag set
//   only the flags; else anim 0, then Player_TouchFloor. Objects and the hurt
//   start call Player_TouchFloor: anim 0 only for a curled player.
void reset_on_floor(Player& p, const Rules& r, Landing how) {
    if (knux_moves(r)) knux_touch_floor_extra(p);  // Knux_TouchFloor: the move ends (knuckles.hpp)
    p.airborne = 0;
    p.pushing = 0;
    p.rolljump = 0;
    p.jumping = 0;
    const uint8_t walk = r.anim->id.walk;
    const bool terrain = how != Landing::Object;
    if (r.s3k()) {
        // With spin_dash_flag set the terrain's landing skips to the flags
        // (Player_TouchFloor_Check_Spindash -> loc_13070), the double jump's included.
        if (!(terrain && p.spindash)) {
            if (terrain) p.anim = walk;
            // [erratum rules/terrain §14.11] shift = current - standing y radius (0 after a
            // roll-jump); radii always reset; S&K reverses it for 0x40..0xBF
            // (ceiling_away); Sonic 3 alone's Player_TouchFloor / Tails_TouchFloor never.
            int32_t d = int32_t(p.yr) - r.stand_yr;
            set_standing_radii(p, r);
            if (p.rolling) {
                p.rolling = 0;
                p.anim = walk;
                if (r.traits.ceiling_away && p.angle >= 0x40 && p.angle < 0xC0) d = -d;
                p.y = add_pixels(p.y, d);
            }
        }
        double_jump_land(p, r);  // the end of Player_TouchFloor / Tails_TouchFloor
        return;
    }
    if (r.s2() && terrain) {
        if (p.spindash) return;
        p.anim = walk;
    }
    if (p.rolling) {
        uncurl(p, r);
        p.anim = walk;
    }
    if (r.s1() && how == Landing::Floor) p.anim = walk;
}

// A flagged angle snaps the current one to a cardinal; S2/S3K also reject a
// change of 0x20 or more (a signed byte difference; 0x80 counts as large).
Angle floor_angle(Angle current, Angle found, const Rules& r) {
    bool reject = flagged(found);
    if (const int32_t t = r.traits.angle_jump) {  // S2, S3K: 0x20
        const int32_t diff = int8_t(Angle(found - current));
        if (diff >= t || diff <= -t) reject = true;
    }
    return reject ? snap(current) : found;
}

// 14 in S1 and CD; S2/S3K min(|signed high byte of the speed| + 4, 14), the
// speed being xsp in floor/ceiling modes and ysp in wall modes.
int32_t snap_limit(int32_t speed, const Rules& r) {
    if (r.traits.snap_fixed) return r.traits.snap_fixed;
    int32_t s = high_byte(speed);
    if (s < 0) s = -s;
    return s + 4 < 14 ? s + 4 : 14;
}

// rules/terrain §6.2 floor following ("AnglePos").
void floor_following(Player& p, const Rules& r, const TileMap& map) {
    if (p.on_object >= 0) {
        p.areg_p = p.areg_s = 0;
        return;
    }
    p.areg_p = p.areg_s = 3;  // preset: a flagged value (rules/terrain §5.5)
    const Angle mode = ground_mode(p.angle);
    const int32_t xr = p.xr, yr = p.yr;
    Pair q;
    switch (mode) {
        case 0x00:
            q = cast_pair(p, r, map, px(p.x, xr), px(p.y, yr), px(p.x, -xr), px(p.y, yr), CAST_DOWN,
                          SOLID_TOP, ROLE_B, ROLE_A);
            break;
        case 0xC0:  // A and B rotate with the mode: the upper one is B on the right wall
            q = cast_pair(p, r, map, px(p.x, yr), px(p.y, -xr), px(p.x, yr), px(p.y, xr), CAST_RIGHT,
                          SOLID_TOP, ROLE_B, ROLE_A);
            break;
        case 0x80:
            q = cast_pair(p, r, map, px(p.x, xr), px(p.y, -yr), px(p.x, -xr), px(p.y, -yr), CAST_UP,
                          SOLID_TOP, ROLE_A, ROLE_B);
            break;
        default:  // 0x40
            q = cast_pair(p, r, map, px(p.x, -yr), px(p.y, -xr), px(p.x, -yr), px(p.y, xr), CAST_LEFT,
                          SOLID_TOP, ROLE_A, ROLE_B);
            break;
    }
    p.angle = floor_angle(p.angle, q.angle, r);  // always, before the distance test

    const int32_t d = q.d1;
    if (d == 0) return;
    if (d > 0) {
        const int32_t limit = snap_limit((mode == 0x00 || mode == 0x80) ? p.xsp : p.ysp, r);
        if (d > limit && !p.stick) {
            p.airborne = 1;
            p.pushing = 0;
            // The animation restarts (prev_anim = Run: S1 Sonic_AnglePos
            // `move.b #id_Run,obPrevAni`, S2 AnglePos, S3K Player_AnglePos,
            // CD's floor collision `move.b #1,oPrevAnim`).
            p.prev_anim = r.anim->id.run;
            p.events |= EV_LEFT_GROUND;
            return;
        }
    } else if (d < -14) {
        return;  // too deep: stays grounded, no correction
    }
    switch (mode) {
        case 0x00: p.y = add_pixels(p.y, d); break;
        case 0xC0: p.x = add_pixels(p.x, d); break;
        case 0x80: p.y = add_pixels(p.y, -d); break;
        default: p.x = add_pixels(p.x, -d); break;
    }
}

// rules/terrain §6.3 the single grounded push sensor, before the position update.
void push_sensor(Player& p, const Rules& r, const TileMap& map) {
    if (p.gsp == 0) return;
    const Angle a = p.angle;
    bool active = int8_t(Angle(a + 0x40)) >= 0;
    // S3K adds exactly 0x40 and 0x80; Sonic 3 alone's Sonic_Move does not (push_cardinal).
    if (r.traits.push_cardinal && (a & 0x3F) == 0) active = true;
    if (!active) return;
    const Angle rot = p.gsp > 0 ? Angle(a - 0x40) : Angle(a + 0x40);
    const Angle m = ground_mode(rot);
    p.areg_p = p.areg_s = rot;  // preset [erratum rules/terrain §14.5]
    // Origin: where the player will be after this frame's position update.
    const uint16_t sx = pixel(add_speed(p.x, p.xsp));
    const uint16_t sy0 = pixel(add_speed(p.y, p.ysp));
    const uint16_t sy = (rot & 0x38) == 0 ? uint16_t(sy0 + 8) : sy0;  // lowered on flat ground
    const SensorRole role = p.gsp > 0 ? ROLE_F : ROLE_E;
    int32_t d;
    switch (m) {
        case 0x00: d = cast(map, sx, uint16_t(sy0 + 10), CAST_DOWN, SOLID_LRB, p.layer, r.traits.cd_floor, &p.areg_p, role).distance; break;
        case 0x80: d = cast(map, sx, uint16_t(sy0 - 10), CAST_UP, SOLID_LRB, p.layer, r.traits.cd_floor, &p.areg_p, role).distance; break;
        case 0x40: d = cast(map, uint16_t(sx - 10), sy, CAST_LEFT, SOLID_LRB, p.layer, r.traits.cd_floor, &p.areg_p, role).distance; break;
        default: d = cast(map, uint16_t(sx + 10), sy, CAST_RIGHT, SOLID_LRB, p.layer, r.traits.cd_floor, &p.areg_p, role).distance; break;
    }
    if (d >= 0) return;
    const int32_t D = int16_t(uint16_t(d << 8));
    // The response is chosen by (r + 0x20) & 0xC0, not by the cast mode [erratum rules/terrain §14.1].
    const Angle c = r.has(FIX_PUSH_RESPONSE_CLASS) ? m : Angle((rot + 0x20) & 0xC0);
    p.events |= EV_HIT_WALL;
    switch (c) {
        case 0xC0:
            p.xsp = w16(p.xsp + D);
            if (!r.s3k() || !p.facing_left) p.pushing = 1;  // S3K: only facing the wall
            p.gsp = 0;
            break;
        case 0x40:
            p.xsp = w16(p.xsp - D);
            if (!r.s3k() || p.facing_left) p.pushing = 1;
            p.gsp = 0;
            break;
        case 0x80: p.ysp = w16(p.ysp - D); break;
        default: p.ysp = w16(p.ysp + D); break;
    }
}

// rules/terrain §6.4 jump head-room: true when the nearer of two casts is at least 6.
bool room_overhead(Player& p, const Rules& r, const TileMap& map) {
    const Angle q = Angle(((p.angle + 0x80) + 0x20) & 0xC0);
    p.areg_p = p.areg_s = Angle(p.angle + 0x80);  // preset [erratum rules/terrain §14.5]
    const int32_t xr = p.xr, yr = p.yr;
    Pair c;
    switch (q) {
        case 0x80:
            c = cast_pair(p, r, map, px(p.x, xr), px(p.y, -yr), px(p.x, -xr), px(p.y, -yr), CAST_UP, SOLID_LRB, ROLE_D, ROLE_C);
            break;
        case 0x40:
            c = cast_pair(p, r, map, px(p.x, -yr), px(p.y, -xr), px(p.x, -yr), px(p.y, xr), CAST_LEFT, SOLID_LRB,
                          ROLE_D, ROLE_C);
            break;
        case 0xC0:
            c = cast_pair(p, r, map, px(p.x, yr), px(p.y, -xr), px(p.x, yr), px(p.y, xr), CAST_RIGHT, SOLID_LRB,
                          ROLE_C, ROLE_D);
            break;
        default:  // on a ceiling: the floor probes, top bit
            c = cast_pair(p, r, map, px(p.x, xr), px(p.y, yr), px(p.x, -xr), px(p.y, yr), CAST_DOWN, SOLID_TOP,
                          ROLE_C, ROLE_D);
            break;
    }
    return c.d1 >= 6;
}

namespace {

// The player balances with the ledge on the +x side (side > 0) or on the -x
// side; further: the "further out" case (S2 and S3K Sonic only probe for it).
// The animation and the facing per game and character (rules/terrain §6.5, erratum rules/terrain §14.19;
// S1 Sonic_Move, S2 Sonic_Balance / Tails_Balance, S3K Sonic_Balance and the
// Tails and Knuckles copies).
void balance(Player& p, const Rules& r, int side, bool further) {
    const AnimIds& id = r.anim->id;
    const bool toward = (side > 0) == (p.facing_left == 0);
    p.balance = side > 0 ? BAL_LEDGE_RIGHT : BAL_LEDGE_LEFT;
    if (further) p.balance |= BAL_FURTHER;
    if (r.s2() && r.sonic()) {
        // Facing the ledge: Balance, further Balance2; facing away: Balance3,
        // and further out Balance4, which turns him to the ledge.
        if (toward) {
            p.anim = further ? id.balance2 : id.balance;
        } else {
            p.anim = further ? id.balance4 : id.balance3;
            if (further) p.facing_left = side < 0;
        }
        return;
    }
    if (r.s3k() && r.knuckles() && !toward) {
        // Knuckles turning to the ledge: the balance animation restarted at
        // frame index 4 without the change test's reset (move.w #$0606,anim).
        p.facing_left = side < 0;
        p.anim_timer = 0;
        p.anim_frame = 4;
        restart_anim(p, id.balance, id.balance);
        return;
    }
    // S1, S2 Tails, S3K: turn to the ledge; S3K Sonic's further case Balance2.
    p.facing_left = side < 0;
    p.anim = (further && id.balance2 != 0xFF) ? id.balance2 : id.balance;
}

// Which characters probe 6 px back for the "further out" animation.
inline bool probes_further(const Rules& r) { return (r.s2() || r.s3k()) && r.sonic(); }

}  // namespace

// rules/terrain §6.5 balancing: floor quadrant, gsp = 0, not on an object (caller checks).
bool balance_check(Player& p, const Rules& r, const TileMap& map) {
    p.balance = BAL_NONE;
    auto probe = [&](int32_t dx) {
        p.areg_p = 0;  // preset [erratum rules/terrain §14.5]
        return cast(map, px(p.x, dx), px(p.y, p.yr), CAST_DOWN, SOLID_TOP, p.layer, r.traits.cd_floor, &p.areg_p, ROLE_BALANCE)
            .distance;
    };
    if (probe(0) < 12) return false;
    int side;  // +1: ledge on the +x side, -1: on the -x side
    if (p.saved_p == 3) side = +1;
    else if (p.saved_s == 3) side = -1;
    else return false;
    // The "further out" animation: a second probe 6 px back from the ledge.
    const bool further = probes_further(r) && probe(side > 0 ? -6 : 6) >= 12;
    balance(p, r, side, further);
    return true;
}

// rules/terrain §6.5 on an object: d = width + px - ox (the object's width_pixels / S1
// obActWid: the objects' aw); within the margin of its left or right end the
// player balances (S1, S2 Tails, S3K Tails: 4 px; S2 and S3K Sonic and
// Knuckles: 2 px), further out past -4 / 2w - margin + 6 (Sonic, S2 and S3K).
// (CD: cd_moves.cpp.)
bool balance_on_object(Player& p, const Rules& r, const ObjectBatch& o, size_t k) {
    p.balance = BAL_NONE;
    if (!o.present[k] || no_balancing(o, k)) return false;  // S2 Sonic_Move: no_balancing, to Sonic_Lookup
    const int32_t w = o.aw[k];
    const int32_t margin = r.tails() ? 4 : r.traits.balance_margin;
    const int32_t d = int16_t(uint16_t(w + pixel(p.x) - pixel(o.x[k])));
    const int32_t right = 2 * w - margin;
    if (d < margin) {
        balance(p, r, -1, probes_further(r) && d < -4);
    } else if (d >= right) {
        balance(p, r, +1, probes_further(r) && d >= right + 6);
    } else {
        return false;
    }
    return true;
}

// rules/terrain §7 airborne collision, by the quadrant of the motion angle.
void airborne_collision(Player& p, const Rules& r, const TileMap& map) {
    const Angle m = calc_angle(p.xsp, p.ysp);
    switch (Angle(m - 0x20) & 0xC0) {
        case 0x00: air_down(p, r, map); break;
        case 0x40: air_side(p, r, map, -1); break;
        case 0x80: air_up(p, r, map); break;
        default: air_side(p, r, map, +1); break;
    }
}

}  // namespace hp
