// Metropolis's nuts on their screws (issue 18): S2 Obj69 `Nut` (s2.asm
// Obj69_Init, Obj69_Main, Obj69_Action, loc_2792C, loc_2794C, loc_2796E,
// loc_279D4, loc_279FC, loc_278F4). A solid nut (SolidObject: d1 = $2B, d2 =
// $C, d3 = $D: the kind's cx, hj, hs; width_pixels $20, y_radius $B: aw, hr)
// that a player standing on it turns by walking: once he is within $10 px of
// its centre (from the side he came from) he is held at its x, and each
// frame the pixels he moved turn it: objoff_34 += (his x - its x), its y =
// placed y - (objoff_34 asr 3). Turned down by (subtype AND $7F) x 8 px it
// stops there; a negative subtype then drops (ObjectMove, y_vel + $38,
// ObjCheckFloorDist from y + $B) and lies where it lands. Its y word is
// ANDed with $7FF every frame. docs/kinds/s2.md "Metropolis's nuts".
//
// State: turning (phase: Obj69_Action's mode 0/2/4, its bit 8 the side flag;
// timer objoff_34), falling (ysp), landed.
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t NUT_MODE = 0xFF, NUT_FROM_RIGHT = 0x100;  // phase: mode byte, 1(a4)
constexpr int32_t NUT_HOLD = 0x10;     // loc_2794C: cmpi.w #$10,d0 / bhs
constexpr int32_t NUT_RIGHT_PAD = 0xF;  // addi.w #$F,d0 when he came from the right
constexpr int32_t NUT_GRAVITY = 0x38;  // loc_279FC: addi.w #$38,y_vel(a0)
constexpr uint16_t NUT_Y_MASK = 0x7FF;  // andi.w #$7FF,y_pos(a0)

void nut_set_y(ObjectBatch& o, size_t k, int32_t y) { set_object_y(o, k, int32_t(uint16_t(y) & NUT_Y_MASK)); }

// loc_2796E / loc_279D4: turned by the pixels he moved, he is put back on its x.
void nut_turn(Player& p, ObjectBatch& o, size_t k) {
    const uint16_t px = uint16_t(pixel(p.x)), ox = uint16_t(pixel(o.x[k]));
    const int16_t d = int16_t(uint16_t(px - ox));
    o.timer[k] = int16_t(o.timer[k] + d);  // add.w d0,objoff_34(a0)
    set_pixel_x(p, ox);
    const int32_t down = -(int16_t(o.timer[k]) >> 3);  // neg of objoff_34 asr 3
    nut_set_y(o, k, o.y0[k] + down);
    if (px >= ox) return;  // bcc loc_279D4: turned up, no limit
    const int32_t limit = (o.subtype[k] & 0x7F) << 3;  // objoff_36
    if (int16_t(down) < limit) return;                  // blt return_279D2
    nut_set_y(o, k, o.y0[k] + limit);
    o.timer[k] = int16_t(-(limit << 3));
    if (o.subtype[k] & 0x80) o.state[k] = ST_FALLING;  // routine 4
    else o.phase[k] = 0;                              // clr.b (a4)
}

// Obj69_Action for the player (standing bit of the last frame's solid).
void nut_action(Player& p, ObjectBatch& o, size_t k) {
    if (!o.standing[k]) o.phase[k] = 0;
    int32_t mode = o.phase[k] & NUT_MODE;
    if (mode == 0) {  // loc_2792C
        if (!o.standing[k]) return;
        const bool right = uint16_t(pixel(o.x[k])) < uint16_t(pixel(p.x));  // x_pos(a0) - x_pos(a1) borrows
        o.phase[k] = 2 | (right ? NUT_FROM_RIGHT : 0);
        mode = 2;
    }
    if (mode == 2) {  // loc_2794C
        uint16_t d = uint16_t(pixel(p.x) - pixel(o.x[k]));
        if (o.phase[k] & NUT_FROM_RIGHT) d = uint16_t(d + NUT_RIGHT_PAD);
        if (d < NUT_HOLD) {
            set_pixel_x(p, pixel(o.x[k]));
            o.phase[k] = (o.phase[k] & NUT_FROM_RIGHT) | 4;
        }
        return;
    }
    nut_turn(p, o, k);
}

}  // namespace

// ---- the kind s2_nut (object_kinds.hpp) ----
SolidResult kind_update_s2_nut(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)log;
    if (o.state[k] == ST_IDLE) nut_action(p, o, k);  // Obj69_Main
    else if (o.state[k] == ST_FALLING && s2_object_drop(o, k, NUT_GRAVITY, o.hr[k], r, map))
        o.state[k] = ST_FALLEN;  // loc_279FC: y_radius $B; routine 6 (its y masked below)
    nut_set_y(o, k, pixel(o.y[k]));  // loc_278F4
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
}

// Turning, falling or placed below y $7FF (its first frame masks it): busy; else A2 (cx).
int32_t kind_busy_s2_nut(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_FALLING || (o.phase[k] & NUT_MODE) != 0) return ALWAYS_BUSY;
    if (uint16_t(pixel(o.y[k])) > NUT_Y_MASK) return ALWAYS_BUSY;
    return o.cx[k];
}

}  // namespace hp
