// The camera's follow, the look bias and the level events (docs/camera.md).
#include "camera.hpp"

#include "camera_lag.hpp"
#include "water_move.hpp"

namespace hp {

namespace {

// Row per game (Game's order): caps left/right, vertical fast cap, signed
// window, look delay, roll recentres, S1's player wrap.
constexpr CameraTraits CAMERA_TRAITS[HP_COUNT(HP_GAMES)] = {
    /* S1  */ {0, 16, 16, false, 0, false, true},     // MoveScreenHoriz, ScrollVertical
    /* S2  */ {16, 16, 16, true, 120, true, false},   // ScrollHoriz, ScrollVerti, Sonic_Lookup
    /* S3K */ {24, 24, 24, true, 120, true, false},   // MoveCameraX, MoveCameraY ($18)
    /* CD  */ {0, 16, 16, false, 0, false, true},     // as S1 (no disassembly here)
    /* S3  */ {24, 24, 24, true, 120, true, false},   // s3.asm MoveCameraX, MoveCameraY, loc_12338
};

constexpr uint16_t LOOK_REST = 0x60;  // (screen_height/2)-16: the bias at rest
constexpr uint16_t WRAP_TOP = 0xFF00;  // a top bound of -$100: the act wraps vertically

// The vertical period the camera wraps by: S1/S2 $800, S3K Screen_Y_wrap_value + 1.
uint16_t wrap_period(const Rules& r) {
    if (!r.s3k()) return 0x800;
    return uint16_t((r.wrap_y_mask ? r.wrap_y_mask : 0xFFF) + 1);
}

// S1 MoveScreenHoriz, S2 ScrollHoriz, S3K MoveCameraX; after a dash S2/S3K
// follow an x from the position record (camera_lag.hpp).
void scroll_horiz(Player& p, const Rules& r, const CameraTraits& t) {
    const uint16_t cam = p.cam_x;
    const uint16_t rel = uint16_t(camera_follow_x(p, r) - cam);  // from the screen's left edge
    uint16_t d = uint16_t(rel - 144);
    if (t.signed_x ? int16_t(d) < 0 : rel < 144) {  // blt / bcs: left of the window
        if (t.x_cap_left && int16_t(d) <= -int16_t(t.x_cap_left)) d = uint16_t(-int16_t(t.x_cap_left));
        const uint16_t n = uint16_t(cam + d);
        p.cam_x = int16_t(n) > int16_t(p.cam_min_x) ? n : p.cam_min_x;  // bgt
        return;
    }
    d = uint16_t(d - 16);
    if (t.signed_x ? int16_t(d) < 0 : uint16_t(rel - 144) < 16) return;  // inside the 16 px window
    if (d >= t.x_cap_right) d = t.x_cap_right;  // blo: unsigned
    const uint16_t n = uint16_t(cam + d);
    p.cam_x = int16_t(n) < int16_t(p.cam_max_x) ? n : p.cam_max_x;  // blt
}

// The new top of the camera going up / down, with the wrap of a vertically
// wrapping act (S1 loc_66CC / loc_6700, S2 .scrollUp / .scrollDown, S3K
// loc_1A694 / loc_1A6B4).
uint16_t clamp_up(Player& p, const Rules& r, const CameraTraits& t, uint16_t n) {
    if (int16_t(n) > int16_t(p.cam_min_y)) return n;
    if (int16_t(n) > -0x100) return p.cam_min_y;
    const uint16_t mask = uint16_t(wrap_period(r) - 1);
    if (t.wrap_player) p.y = (p.y & 0xFFFFu) | (uint32_t(pixel(p.y) & 0x7FF) << 16);  // S1: andi.w #$7FF,obY
    return uint16_t(n & mask);
}
uint16_t clamp_down(Player& p, const Rules& r, const CameraTraits& t, uint16_t n) {
    if (int16_t(n) < int16_t(p.cam_max_y)) return n;
    const uint16_t period = wrap_period(r);
    if (n < period) return p.cam_max_y;  // the subtraction borrows: the bottom bound
    if (t.wrap_player) p.y = (p.y & 0xFFFFu) | (uint32_t(pixel(p.y) & 0x7FF) << 16);
    return uint16_t(n - period);
}

// S1 ScrollVertical, S2 ScrollVerti, S3K MoveCameraY (Fast_V_scroll_flag is
// not modelled). The camera's y fraction is only ever kept or cleared, so it
// stays 0 and is not kept.
void scroll_verti(Player& p, const Rules& r, const CameraTraits& t) {
    const uint16_t bias = p.camera_bias;
    uint16_t d = uint16_t(pixel(p.y) - p.cam_y);
    if (p.cam_min_y == WRAP_TOP && !r.s1() && !r.cd()) d &= uint16_t(wrap_period(r) - 1);
    if (p.rolling) d = uint16_t(d - 5);
    int16_t cap;  // 0: follow exactly
    bool fast = false, still = false;
    if (p.airborne) {
        const uint16_t a = uint16_t(d + 0x20);
        if (a < bias) {  // bcs: above the window
            d = uint16_t(a - bias), fast = true;
        } else if (uint16_t(a - bias) >= 0x40) {  // bcc: below it
            d = uint16_t(a - bias - 0x40), fast = true;
        } else {
            still = true;
        }
    } else {
        d = uint16_t(d - bias);
        still = d == 0;
        if (!still && bias == LOOK_REST) {
            const int32_t g = p.gsp < 0 ? -int32_t(p.gsp) : int32_t(p.gsp);
            fast = uint16_t(g) >= 0x800;  // bhs on the word
        }
    }
    if (still) {
        if (!p.cam_changing) return;  // the camera stays
        p.cam_changing = 0, d = 0;     // the bottom bound moved: test it with no move
    }
    if (still) cap = 0;
    else if (fast) cap = t.y_cap_fast;
    else cap = bias == LOOK_REST ? 6 : 2;
    const int16_t sd = int16_t(d);
    int16_t move = sd;
    if (cap && sd > cap) move = cap;
    else if (cap && sd < -cap) move = int16_t(-cap);
    const uint16_t n = uint16_t(p.cam_y + move);
    p.cam_y = move < 0 ? clamp_up(p, r, t, n) : clamp_down(p, r, t, n);
}

bool event_test(const CameraEvent& e, Player& p) {
    switch (e.cond) {
        case CAM_FRAMES: return ++p.event_timer >= e.at;  // addq.b #1 / cmpi.b / blo
        case CAM_X_GE: return p.cam_x >= e.at;
        case CAM_X_LT: return p.cam_x < e.at;
        case CAM_Y_GE: return p.cam_y >= e.at;
        case CAM_Y_LT: return p.cam_y < e.at;
        case CAM_PLAYER_Y_GE: return pixel(p.y) >= e.at;
        case CAM_PLAYER_X_GE: return pixel(p.x) >= e.at;
        case CAM_PLAYER_X_LT: return pixel(p.x) < e.at;
        case CAM_PLAYER_Y_LT: return pixel(p.y) < e.at;
        case CAM_AIRBORNE: return p.airborne != 0;
        default: return true;
    }
}

// Narrow [lo, hi] to the values of v for which `v >= at` answers `passed`.
void keep_ge(uint16_t& lo, uint16_t& hi, uint16_t at, bool passed) {
    if (passed) {
        if (at > lo) lo = at;
    } else if (uint16_t(at - 1) < hi) {
        hi = uint16_t(at - 1);  // (failed: at >= 1)
    }
}

// The box a scan's answers hold in (EventMemo), inclusive.
struct MemoBox {
    uint16_t x_lo = 0, x_hi = 0xFFFF, y_lo = 0, y_hi = 0xFFFF, py_lo = 0, py_hi = 0xFFFF, px_lo = 0, px_hi = 0xFFFF;
    bool kept = true;  // false: a row whose answer is not a function of the box
    // Narrowed by one tested row.
    void row(const CameraEvent& e, bool passed) {
        switch (e.cond) {
            case CAM_FRAMES: kept = false; break;
            case CAM_X_GE: keep_ge(x_lo, x_hi, e.at, passed); break;
            case CAM_X_LT: keep_ge(x_lo, x_hi, e.at, !passed); break;
            case CAM_Y_GE: keep_ge(y_lo, y_hi, e.at, passed); break;
            case CAM_Y_LT: keep_ge(y_lo, y_hi, e.at, !passed); break;
            case CAM_PLAYER_Y_GE: keep_ge(py_lo, py_hi, e.at, passed); break;
            case CAM_PLAYER_X_GE: keep_ge(px_lo, px_hi, e.at, passed); break;
            case CAM_PLAYER_X_LT: keep_ge(px_lo, px_hi, e.at, !passed); break;
            case CAM_PLAYER_Y_LT: keep_ge(py_lo, py_hi, e.at, !passed); break;
            case CAM_AIRBORNE: kept = false; break;
            default: break;
        }
    }
    // Narrowed by a guarded write's test of the camera's y: `cam_y >= at` answered `passed`.
    void guard(uint16_t at, bool passed) { keep_ge(y_lo, y_hi, at, passed); }
};

// A passing row's top, bottom and bottom target. A GUARD row (S&K sub_575EA,
// loc_5764E / loc_57664) writes the top only when at or above the camera's y
// (unsigned) and the bottom and its target only when at or below it; the box
// keeps those answers.
void write_y_bounds(Player& p, const CameraEvent& e, MemoBox& box, bool& bottom) {
    const uint16_t f = e.flags, y = p.cam_y;
    const bool guard = f & CE_GUARD;
    if (f & CE_SET_MIN_Y) {
        const bool ok = !guard || e.min_y <= y;  // bhi: skipped when below the camera's top
        if (guard) box.guard(e.min_y, ok);
        if (ok) p.cam_min_y = e.min_y;
    }
    if (!(f & (CE_SET_TARGET_Y | CE_SET_MAX_Y))) return;
    bool ok = true;
    if (guard) {
        const uint16_t v = (f & CE_SET_MAX_Y) ? e.max_y : e.target_y;
        ok = v >= y;  // blo: skipped when above the camera's top
        if (v != 0xFFFF) box.guard(uint16_t(v + 1), !ok);  // y >= v + 1 answers !ok
    }
    if (ok && (f & CE_SET_TARGET_Y)) p.cam_target_y = e.target_y;
    if (ok && (f & CE_SET_MAX_Y)) p.cam_max_y = e.max_y, bottom = true;
}

// The scan of the act's rows for the player's routine (S1 DynamicLevelEvents'
// DLE_*, S2 LevEvents_*, S3K *_Resize), rows in order. Returns the box its
// answers hold in and whether it wrote the bottom bound (`bottom`).
MemoBox scan_events(Player& p, const CameraEvents& ev, bool& bottom) {
    const uint8_t routine = p.event_routine;
    MemoBox box;
    bottom = false;
    unsigned i = 0;
    while (i < ev.count) {
        const CameraEvent& e = ev.rows[i];
        if (e.routine != routine) {  // another routine's rows: not this frame's code
            i = e.routine_end;
            continue;
        }
        const bool table = e.flags & CE_TABLE;
        const bool passed = event_test(e, p);
        box.row(e, passed);
        if (!passed) {
            if (table || (e.flags & CE_GO_ON)) {
                ++i;
                continue;
            }
            return box;
        }
        const uint16_t f = e.flags;
        if (f & CE_SET_MIN_X) {
            p.cam_min_x = (f & CE_MIN_X_CAMERA) ? p.cam_x : e.min_x;
            if (f & CE_MIN_X_CAMERA) box.kept = false;  // the camera's x, not a constant
        }
        if (f & CE_SET_MAX_X) p.cam_max_x = e.max_x;
        write_y_bounds(p, e, box, bottom);
        if (f & (CE_RETREAT | CE_ADVANCE)) {
            p.event_routine = uint8_t(p.event_routine + ((f & CE_ADVANCE) ? 1 : -1));
            p.event_timer = 0;  // S2 clr.b (Boss_spawn_delay) on the way in
            box.kept = false;
            return box;
        }
        i = table ? e.run_end : i + 1;  // a table's first passing row is its lookup: the rest are skipped
    }
    return box;
}

// The act's events for the player's routine: the scan, or, while the last
// scan's memo holds, only its write of the bottom bound again (EventMemo).
void level_events(Player& p, const CameraEvents& ev) {
    if (!ev.count) return;
    EventMemo& m = p.event_memo;
    const bool holds = m.key == (MEMO_VALID | p.event_routine) && uint16_t(p.cam_x - m.x_lo) <= m.x_span &&
                       (!m.by_more || (uint16_t(p.cam_y - m.y_lo) <= m.y_span &&
                                       uint16_t(pixel(p.y) - m.py_lo) <= m.py_span &&
                                       uint16_t(pixel(p.x) - m.px_lo) <= m.px_span));
    if (holds) {
        if (m.sets_max_y) p.cam_max_y = m.max_y;
        return;
    }
    const uint8_t routine = p.event_routine;
    bool bottom;
    const MemoBox box = scan_events(p, ev, bottom);
    m.key = box.kept ? uint16_t(MEMO_VALID | routine) : 0;
    m.x_lo = box.x_lo, m.x_span = uint16_t(box.x_hi - box.x_lo);
    m.y_lo = box.y_lo, m.y_span = uint16_t(box.y_hi - box.y_lo);
    m.py_lo = box.py_lo, m.py_span = uint16_t(box.py_hi - box.py_lo);
    m.px_lo = box.px_lo, m.px_span = uint16_t(box.px_hi - box.px_lo);
    m.by_more = (m.y_span & m.py_span & m.px_span) != 0xFFFF;
    m.sets_max_y = bottom, m.max_y = p.cam_max_y;
}

// The bottom bound towards its target (S1 DynamicLevelEvents, S2
// RunDynamicLevelEvents, S3K Do_ResizeEvents): down by 2 a frame (8 while the
// player is in the air and the camera is within 8 px of the bound), up by 2
// from the camera's top (made even) when the camera is below the target.
void approach_bottom(Player& p) {
    const uint16_t target = p.cam_target_y;
    if (target == p.cam_max_y) return;
    if (target > p.cam_max_y) {  // bcc
        const bool near = uint16_t(p.cam_y + 8) >= p.cam_max_y;
        p.cam_max_y = uint16_t(p.cam_max_y + ((near && p.airborne) ? 8 : 2));
    } else {
        if (p.cam_y > target) p.cam_max_y = uint16_t(p.cam_y & 0xFFFE);  // bls
        p.cam_max_y = uint16_t(p.cam_max_y - 2);
    }
    p.cam_changing = 1;
}

}  // namespace

const CameraTraits& camera_traits(const Rules& r) { return CAMERA_TRAITS[uint8_t(r.game)]; }

void camera_look_on(Player& p, const Rules& r, uint8_t look) {
    if (r.cd()) return;  // CD: camYCenter moves in cd_moves.cpp
    const CameraTraits& t = camera_traits(r);
    if (look == LOOK_ROLL && !t.roll_recentre) return;  // S1 Sonic_RollSpeed leaves it
    if (look == LOOK_UP || look == LOOK_DOWN) {
        // S1 Sonic_LookUp / Sonic_Duck pan at once; S2 Sonic_Lookup and S3K
        // loc_12338 after the delay counter reaches 120.
        bool pan = true;
        if (t.look_delay) {
            if (p.look_delay < t.look_delay) ++p.look_delay;
            pan = p.look_delay >= t.look_delay;
        }
        if (pan) {
            const uint16_t stop = look == LOOK_UP ? 0xC8 : 8;
            if (p.camera_bias != stop) p.camera_bias = uint16_t(p.camera_bias + (look == LOOK_UP ? 2 : -2));
            return;
        }
    } else if (look == LOOK_NONE) {
        p.look_delay = 0;
    }
    // ResetScr: back to $60 by 2 a frame.
    if (p.camera_bias != LOOK_REST)
        p.camera_bias = uint16_t(p.camera_bias < LOOK_REST ? p.camera_bias + 2 : p.camera_bias - 2);
}

void camera_frame(Player& p, const Rules& r) {
    if (!r.bounds || p.dead || p.crushed) return;  // S1 Level_MainLoop: no scroll once Sonic died
    const CameraTraits& t = camera_traits(r);
    scroll_horiz(p, r, t);
    scroll_verti(p, r, t);
    if (r.camera_events.screen) {  // S&K: DeformBgLayer's Do_ResizeEvents, then ScreenEvents
        approach_bottom(p);
        level_events(p, r.camera_events);
    } else {
        level_events(p, r.camera_events);
        approach_bottom(p);
    }
}

void camera_start(Player& p, const Rules& r) {
    p.cam_min_x = r.cam_min_x;
    p.cam_max_x = r.cam_max_x;
    p.cam_min_y = r.cam_min_y;
    p.cam_max_y = p.cam_target_y = r.cam_max_y;
    p.cam_changing = 0;
    p.event_routine = p.event_timer = 0;
    p.event_memo = EventMemo{};  // (the bounds were written here)
    p.look_delay = 0;
    water_move_start(p, r);  // the act's water (water_move.hpp)
    camera_place(p, r);
}

void camera_place(Player& p, const Rules&) {
    const int32_t x = int32_t(pixel(p.x)) - 160, y = int32_t(pixel(p.y)) - 96;
    const int32_t x0 = int16_t(p.cam_min_x), x1 = int16_t(p.cam_max_x);
    const int32_t y0 = int16_t(p.cam_min_y), y1 = int16_t(p.cam_max_y);
    p.cam_x = uint16_t(x < x0 ? x0 : (x > x1 ? x1 : x));
    p.cam_y = uint16_t(y < y0 ? y0 : (y > y1 ? y1 : y));
    camera_lag_start(p);  // the player's start: his position record (camera_lag.hpp)
}

}  // namespace hp
