// Sandopolis's pushable rocks (issue 18): S&K `Obj_SOZPushableRock` (SK Set
// 2 $3E), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm: loc_405AA, sub_406B4, sub_406E4, loc_405D8, loc_40654,
// loc_406AE). docs/kinds/s3k_soz2.md.
//
// Init: y_radius $B; $3A = the first word of its track (SOZRockRideInfo
// [subtype & $1F]), the next word's address in $36. Subtype bit 7 (moved by
// the push switch, sub_41AA8) is not placed.
// Each frame, by its routine, SolidObjectFull with d1 $1B, d2 $C, d3 $D
// (the kind's cx, hj, hs) and d4 = its x before the frame's move:
//   resting (loc_405AA): the player's status byte is kept ($30) before the
//     solid call; after it, when its pushing bit for him is set and his
//     kept Status_Push was set (sub_406E4): $32 - 1; below 0 it is 4 again
//     and the rock and he move 1 px away from him (his x at or left of its
//     x, unsigned: right), then ObjCheckFloorDist2 at its x -+ $10 (the
//     edge behind it) and its y + $B: a distance above $E starts its fall
//     (from the next frame), else it is added to its y. So the first push
//     moves it at once, and then every fifth frame he pushes.
//   falling (loc_405D8): MoveSprite (its speeds, then gravity $38); at
//     Camera_max_Y_pos + $120 or below (signed) its x (and d4) become $7F00;
//     once its y is past $3A (unsigned), y = $3A, y speed 0, and the next
//     word: negative, it stops; else that x is $3A and it slides, at +$100
//     toward it (-$100 when it is left of its x, unsigned).
//   sliding (loc_40654): MoveSprite2; once its x reaches $3A (unsigned, the
//     way it goes), the next word: negative, it stops; else that y is $3A
//     and it falls (its x speed kept).
//   stopped (loc_406AE): the solid only.
// The tracks are SOZRockRideInfo's lists as SonLVL's object definition
// (skdisasm, SonLVL INI Files/SOZ/PushableRock.cs) lists them, each closed
// by a negative word (sonic3k.asm's own tables are not in the checkout).
//   state: resting, falling, sliding, stopped; timer: $32; aux: the index of
//   $3A's word in its track; xsp, ysp: its speeds.
#include "../objects.hpp"
#include "../sensors.hpp"

namespace hp {

namespace {

constexpr int32_t ROCK_PUSH_FRAMES = 4;       // move.w #4,$32(a0)
constexpr int32_t ROCK_Y_RADIUS = 0xB;        // move.b #$B,y_radius(a0)
constexpr int32_t ROCK_EDGE = 0x10;           // addi.w / subi.w #$10,d3
constexpr int32_t ROCK_LEDGE = 0xE;           // cmpi.w #$E,d1
constexpr int32_t ROCK_GRAVITY = 0x38;        // MoveSprite
constexpr int16_t ROCK_SLIDE = 0x100;         // move.w #$100,x_vel(a0)
constexpr int32_t ROCK_GONE_BELOW = 0x120;    // addi.w #$120,d0 (Camera_max_Y_pos)
constexpr int32_t ROCK_GONE_X = 0x7F00;       // move.w #$7F00,d4
constexpr int32_t ROCK_TRACK_LEN = 6;
constexpr int32_t ROCK_TRACKS = 11;

// SOZRockRideInfo: y, x, y, ... targets, closed by -1.
constexpr int16_t ROCK_TRACK[ROCK_TRACKS][ROCK_TRACK_LEN] = {
    {0xA68, 0x13A0, 0xD00, -1, -1, -1},       {0xA70, 0x19C0, 0xAD2, 0x1AF0, -1, -1},
    {0x470, 0x1F40, 0x490, 0x1FA0, 0xD00, -1}, {0xAD0, 0x2D80, 0xB00, 0x2E30, 0xD00, -1},
    {0x450, 0x24C0, 0x4F0, 0x2560, 0xD00, -1}, {0x270, 0x1600, 0x2D2, 0x1730, -1, -1},
    {0xA68, 0x2740, 0xA80, 0x2838, 0xD00, -1}, {0x5EC, 0x47F0, -1, -1, -1, -1},
    {0x4E0, 0x4620, 0x600, -1, -1, -1},       {0x630, 0x460, 0x652, 0x4F0, -1, -1},
    {0x6F0, 0x2D70, -1, -1, -1, -1}};

int16_t rock_word(const ObjectBatch& o, size_t k, int32_t at) {
    const int32_t t = o.subtype[k] & 0x1F;
    if (t >= ROCK_TRACKS || at < 0 || at >= ROCK_TRACK_LEN) return -1;  // the placer refuses these
    return ROCK_TRACK[t][at];
}
uint16_t rock_target(const ObjectBatch& o, size_t k) { return uint16_t(rock_word(o, k, o.aux[k])); }

// The next word: negative, it stops; else it is $3A and the routine is next.
void rock_next(ObjectBatch& o, size_t k, uint8_t next) {
    if (rock_word(o, k, o.aux[k] + 1) < 0) {
        o.state[k] = ST_ROCK_STOPPED;
        return;
    }
    ++o.aux[k];
    o.state[k] = next;
}

// sub_406E4 for the one player (Player_2 is not modelled).
void rock_push(Player& p, ObjectBatch& o, size_t k, bool was_pushing, const Rules& r, const TileMap& map) {
    if (!o.pushed[k] || !was_pushing) return;  // btst d6,d3; btst #5,d0
    if (--o.timer[k] >= 0) return;             // subq.w #1,$32(a0); bpl
    o.timer[k] = ROCK_PUSH_FRAMES;
    const bool right = uint16_t(pixel(o.x[k])) >= uint16_t(pixel(p.x));  // cmp.w x_pos(a1),d2; bhs
    const int32_t step = right ? 1 : -1;
    set_object_x(o, k, pixel(o.x[k]) + step);
    set_pixel_x(p, pixel(p.x) + step);
    Angle a = 0;
    const int32_t d = cast(map, uint16_t(pixel(o.x[k]) - step * ROCK_EDGE), uint16_t(pixel(o.y[k]) + ROCK_Y_RADIUS),
                           CAST_DOWN, SOLID_TOP, 0, r.traits.cd_floor, &a)
                          .distance;  // ObjCheckFloorDist2, d5 = $C
    if (d > ROCK_LEDGE) {
        o.state[k] = ST_ROCK_FALLING;  // move.l #loc_405D8,(a0)
        return;
    }
    set_object_y(o, k, pixel(o.y[k]) + d);
}

// loc_405D8: returns d4.
int32_t rock_fall(const Player& p, ObjectBatch& o, size_t k) {
    int32_t d4 = pixel(o.x[k]);
    o.x[k] = add_speed(o.x[k], o.xsp[k]);  // MoveSprite
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    o.ysp[k] = w16(o.ysp[k] + ROCK_GRAVITY);
    if (int16_t(uint16_t(p.cam_max_y + ROCK_GONE_BELOW)) <= int16_t(uint16_t(pixel(o.y[k])))) {
        d4 = ROCK_GONE_X;
        set_object_x(o, k, ROCK_GONE_X);
    }
    if (rock_target(o, k) >= uint16_t(pixel(o.y[k]))) return d4;  // cmp.w y_pos(a0),d0; bhs
    set_object_y(o, k, rock_target(o, k));
    o.ysp[k] = 0;
    rock_next(o, k, ST_ROCK_SLIDING);
    if (o.state[k] == ST_ROCK_SLIDING)  // x_vel $100, negated when the x is left of it
        o.xsp[k] = rock_target(o, k) >= uint16_t(pixel(o.x[k])) ? ROCK_SLIDE : int16_t(-ROCK_SLIDE);
    return d4;
}

// loc_40654: returns d4.
int32_t rock_slide(ObjectBatch& o, size_t k) {
    const int32_t d4 = pixel(o.x[k]);
    o.x[k] = add_speed(o.x[k], o.xsp[k]);  // MoveSprite2
    o.y[k] = add_speed(o.y[k], o.ysp[k]);
    const uint16_t t = rock_target(o, k), x = uint16_t(pixel(o.x[k]));
    if (o.xsp[k] >= 0 ? t > x : t < x) return d4;  // bhi / blo: not there yet
    rock_next(o, k, ST_ROCK_FALLING);
    return d4;
}

}  // namespace

// ---- the kind s3k_soz_pushable_rock (object_kinds.hpp) ----
SolidResult kind_update_s3k_soz_pushable_rock(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                              const TileMap& map, StageLog* log) {
    (void)log;
    int32_t d4 = pixel(o.x[k]);
    switch (o.state[k]) {
        case ST_IDLE: {  // loc_405AA
            const bool was_pushing = p.pushing != 0;  // move.b (Player_1+status).w,$30(a0)
            o.x_prev[k] = uint16_t(d4);
            const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
            rock_push(p, o, k, was_pushing, r, map);
            return res;
        }
        case ST_ROCK_FALLING: d4 = rock_fall(p, o, k); break;
        case ST_ROCK_SLIDING: d4 = rock_slide(o, k); break;
        default: break;  // loc_406AE
    }
    o.x_prev[k] = uint16_t(d4);
    return solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);  // loc_4063C
}

// Resting or stopped: its solid's reach (a pusher or rider keeps it busy);
// falling or sliding it moves by itself.
int32_t kind_busy_s3k_soz_pushable_rock(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    if (o.state[k] == ST_ROCK_FALLING || o.state[k] == ST_ROCK_SLIDING) return ALWAYS_BUSY;
    return o.cx[k];
}

}  // namespace hp
