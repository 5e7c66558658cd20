// Sandopolis's rising sand walls (issue 18): S&K `Obj_SOZRisingSandWall`
// (SK Set 2 $40), read in sonic3k.asm (murshies/skdisasm: loc_40B48,
// sub_40B62, loc_40BCA, loc_40C0E, loc_40C2A). docs/kinds/s3k_soz.md.
//
// Init: width_pixels $C, height_pixels $34, the count $30 = $19. Then, every
// frame, by its routine:
//   waiting (loc_40B48): a player whose pixel X - its X + subtype, as an
//     unsigned word, is below 2 * subtype and whose pixel Y - its Y + $A4 is
//     below $C0 (sub_40B62) starts it: from the next frame it rises; this
//     frame it stays where it is;
//   rising (loc_40BCA): Y - 4, the count - 1; when the count passes 0 (the
//     26th frame, $68 px up) it is up from the next frame;
//   both: SolidObjectFull, d1 $17, d2 $34, d3 $35, d4 = X (loc_40C0E);
//   up (loc_40C2A): SolidObjectFull with the same numbers; when it reports a
//     side touch by the player (swap d6; andi.w #3: p1_touch_side_bit) whose
//     animation is the roll (anim 2), his X speed and ground speed are halved
//     (asr), a standing player is let go into the air (bclr Status_OnObj,
//     bset Status_InAir), a pushing one stops pushing (bclr Status_Push),
//     and it crumbles: no solid routine again (loc_40CEC only animates it,
//     then puts it at X $7F00).
// It waits for the player, so it needs no phase; its fields: state, timer
// (the frames it has risen).
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t SAND_WALL_TRIGGER_Y = 0xA4, SAND_WALL_TRIGGER_H = 0xC0;  // sub_40B62
constexpr int32_t SAND_WALL_STEP = 4, SAND_WALL_STEPS = 0x19 + 1;         // loc_40BCA: subq.w #4; $30 = $19

bool sand_wall_sees(const Player& p, const ObjectBatch& o, size_t k) {
    const int32_t sub = o.subtype[k];
    const uint16_t dx = uint16_t(pixel(p.x) - pixel(o.x[k]) + sub);
    const uint16_t dy = uint16_t(pixel(p.y) - pixel(o.y[k]) + SAND_WALL_TRIGGER_Y);
    return dx < uint16_t(2 * sub) && dy < SAND_WALL_TRIGGER_H;
}

// loc_40C2A's break: the roll halves his speeds; a rider falls, a pusher stops.
void sand_wall_crumble(Player& p, ObjectBatch& o, size_t k, int32_t i) {
    p.xsp = int16_t(p.xsp >> 1);  // asr x_vel(a1)
    p.gsp = int16_t(p.gsp >> 1);  // asr ground_vel(a1)
    if (o.standing[k]) {          // bclr #p1_standing_bit,status(a0)
        if (!p.airborne) p.events |= EV_LEFT_GROUND;
        p.airborne = 1;           // bset #Status_InAir
        if (p.on_object == i) p.on_object = -1;  // bclr #Status_OnObj
        o.standing[k] = 0;
    }
    if (o.pushed[k]) {            // bclr #p1_pushing_bit,status(a0)
        p.pushing = 0;            // bclr #Status_Push,status(a1)
        o.pushed[k] = 0;
    }
    o.state[k] = ST_BROKEN;
}

}  // namespace

// ---- the kind s3k_soz_sand_wall (object_kinds.hpp) ----
SolidResult kind_update_s3k_soz_sand_wall(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                          const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    switch (o.state[k]) {
        case ST_BROKEN:
            return {};
        case ST_IDLE:
            if (sand_wall_sees(p, o, k)) o.state[k] = ST_SAND_WALL_RISING;  // move.l #loc_40BCA,(a0)
            break;
        case ST_SAND_WALL_RISING:
            set_object_y(o, k, pixel(o.y[k]) - SAND_WALL_STEP);  // subq.w #4,y_pos(a0)
            if (++o.timer[k] == SAND_WALL_STEPS) o.state[k] = ST_SAND_WALL_RISEN;  // subq.w #1,$30; bpl
            break;
        default: {  // ST_SAND_WALL_RISEN: loc_40C2A
            o.x_prev[k] = pixel(o.x[k]);
            const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
            if (res.contact == CONTACT_SIDE && p.anim == r.anim->id.roll) sand_wall_crumble(p, o, k, i);
            return res;
        }
    }
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos: it never moves sideways
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // loc_40C0E
}

// Waiting: its trigger's reach or its solid's; rising: it moves by itself;
// up: its solid's; crumbled: no routine.
int32_t kind_busy_s3k_soz_sand_wall(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    switch (o.state[k]) {
        case ST_BROKEN: return NEVER_BUSY;
        case ST_SAND_WALL_RISING: return ALWAYS_BUSY;
        case ST_IDLE: return o.cx[k] > o.subtype[k] ? o.cx[k] : int32_t(o.subtype[k]);
        default: return o.cx[k];
    }
}

}  // namespace hp
