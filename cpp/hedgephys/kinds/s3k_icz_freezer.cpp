// The kind s3k_icz_freezer: Ice Cap's freezer, S3K object `Obj_ICZFreezer`
// (s3.asm; S3 Set $BB, SK Set 1 $B2): a hurting nozzle that blows frost,
// which freezes a player into an ice block. docs/kinds/s3k_badnik2.md.
//
// Obj_WaitOffscreen holds it for its first two runs; the third is its init
// (ObjDat_ICZFreezer: collision $9A, listed by Sprite_CheckDeleteTouch on
// that run and every later one: it always hurts). From the fourth:
//   waiting  loc_57E4E: Find_SonicTails' d2 (the nearer player's |dX|; with
//            one player, Player_2's empty slot gives |X|) below $40: to
//            blowing, $2E = $30 = $39 = 0 (the bit below is clear);
//   blowing  loc_57E76: d2 at $40 or more: back to waiting, bit 1 of $38
//            cleared (loc_57EBE). Else $30 - 1; below 0, $39 bit 1 toggles,
//            $30 = $40 and: bit 1 of $38 set and a frost child made (on,
//            loc_57EE6: ChildObjDat_582A8, at Y + $30, or ChildObjDat_582B0
//            at Y - $30 when Y-flipped), or bit 1 cleared (off, loc_57EDE):
//            on for 65 runs, off for 65. Its puffs (sub_57F00) are drawn only.
// A frost child (loc_57F40 ... loc_57F9A), after its parent in the frame:
// while the bit is set it waits 32 runs (loc_57F54, $2E from $1F), then
// checks each run (loc_57F70); the run it finds the bit clear it starts its
// tail ($2E = $1F, no check that run) and checks on each of the 32 runs after
// (loc_57F9A: Obj_Wait, then the check, its last the run Go_Delete_Sprite
// marks it). Every frost child checks the same box, so the model keeps: the
// age of the child of the blow now on (checks from age 33), and the runs of
// tail left (the latest blow-off's 32 cover any earlier one's).
// The check (sub_5819C: Check_PlayerInRange, word_58206): X - $10 <= px <
// X + $10, Yf - $28 <= py < Yf + $28 (unsigned words; Yf the frost's Y).
// A player found (sub_581B6) with object_control 0, not invincible, no
// invulnerability and routine below 4 (not hurt, dead, drowning) is frozen:
// object_control $81, anim $1A, in the air, spin_dash_flag, x_vel, y_vel and
// ground_vel 0, and an ice block made (loc_57FA6, the same frame): at his
// pixel position, x_vel $200 (-$200 when his X is below the frost's), y_vel
// -$400, $2E = $7F. From the next run the block, flying (loc_58004): x_vel
// cleared once past Camera_X_pos + $128 going right, or not past
// Camera_X_pos + $20 going left; MoveSprite (gravity $38); ObjCheckFloorDist
// (y_radius $10) negative: y + d1, landed (loc_58044 from then). Then, also
// landed, his pixel position = the block's; $2E - 1; below 0 (its 128th run)
// loc_58066: HurtCharacter (a2 = the block), x_vel $200 if he faces left,
// else -$200 (unless it killed him: anim $18), then in the air,
// object_control 0, invulnerability 120; the block is deleted.
// Sonic & Knuckles' copy (sonic3k.asm, loc_8A656 ... sub_8AA38) is the same
// but for one step: it holds Knuckles 4 px behind the block's X and 2 px
// below its Y (loc_8A84C); Sonic 3 has no Knuckles.
//
// One player: Player_2's empty slot (X 0, Y 0) is never in a placed frost's
// box (the placer's X); its rolling break of the block (sub_5820E) needs a
// second player. State: ST_IDLE waiting, ST_FREEZER_COLD blowing with the
// bit clear, ST_FREEZER_BLOWING with it set; timer $30; aux: bits 0-7 the
// blowing child's age, 8-15 the tail left; phase: the
// block (bit 8 a player frozen, bit 9 landed, bits 0-7 $2E); while a player
// is frozen x, y, xsp, ysp are the block's (the freezer's own box is not
// scanned then: object_control $81 has bit 7), restored from x0, y0 after.
// Loaded on the act's first frame (counter 1), its routine of counter c is
// its run c (the scan reads the list the previous frame's routines left):
// the counter is a word, so past 65,535 frames the model holds it 3 frames
// again, as the Bubbles (kinds/s3k_bubbles.cpp).
#include "../objects.hpp"
#include "../invincibility.hpp"
#include "../oscillators.hpp"
#include "../sensors.hpp"
#include "../touch_kinds.hpp"

namespace hp {

namespace {

constexpr uint16_t FREEZER_FIRST = 4;        // the run of the first loc_57E4E (the init is run 3)
constexpr uint16_t FREEZER_REACH = 0x40;     // cmpi.w #$40,d2
constexpr int32_t FREEZER_TOGGLE = 0x40;     // word_57ED6
constexpr int32_t FROST_WAIT = 33;           // loc_57F40 $2E = $1F: checks from the 33rd run after
constexpr int32_t FROST_TAIL = 32;           // loc_57F84 $2E = $1F: 32 checking runs
constexpr int32_t FROST_DY = 0x30;           // ChildObjDat_582A8 / 582B0
constexpr int32_t FROST_X = -0x10, FROST_W = 0x20, FROST_Y = -0x28, FROST_H = 0x50;  // word_58206
constexpr int32_t BLOCK_XSP = 0x200, BLOCK_YSP = -0x400, BLOCK_TIME = 0x7F;     // loc_57FA6
constexpr int32_t BLOCK_GRAVITY = 0x38, BLOCK_Y_RADIUS = 0x10;                 // MoveSprite, y_radius
constexpr uint16_t BLOCK_RIGHT = 0x128, BLOCK_LEFT = 0x20;                      // loc_58004
constexpr int16_t BLOCK_KNOCK = 0x200;                                          // loc_58066
constexpr uint8_t FROZEN_CONTROL = 0x81, FROZEN_ANIM = 0x1A;                   // sub_581B6
constexpr uint8_t RELEASE_INVULN = 2 * 60;                                     // loc_58090
constexpr int32_t KNUCKLES_DX = 4, KNUCKLES_DY = 2;                             // sonic3k.asm loc_8A84C

constexpr int32_t AUX_AGE = 0xFF, AUX_TAIL_SHIFT = 8;
constexpr int32_t PH_FROZEN = 1 << 8, PH_LANDED = 1 << 9, PH_TIME = 0xFF;

int32_t tail_left(const ObjectBatch& o, size_t k) { return (o.aux[k] >> AUX_TAIL_SHIFT) & 0xFF; }
void set_tail(ObjectBatch& o, size_t k, int32_t t) {
    o.aux[k] = (o.aux[k] & ~(0xFF << AUX_TAIL_SHIFT)) | (t << AUX_TAIL_SHIFT);
}

// Find_SonicTails' d2 with Player_2's slot empty (X 0): objects.hpp.
uint16_t freezer_distance(const Player& p, uint16_t x) { return find_sonic_tails_dx(p, x); }

// sub_5819C for Player_1 and sub_581B6: freezes him (the block's init, loc_57FA6).
void frost_check(Player& p, ObjectBatch& o, size_t k) {
    const uint16_t fx = o.x0[k];
    const uint16_t fy = uint16_t(o.y0[k] + ((o.flags[k] & OF_YFLIP) ? -FROST_DY : FROST_DY));
    const uint16_t px = pixel(p.x), py = pixel(p.y);
    const uint16_t left = uint16_t(fx + FROST_X), top = uint16_t(fy + FROST_Y);
    if (px < left || px >= uint16_t(left + FROST_W) || py < top || py >= uint16_t(top + FROST_H)) return;
    if (p.object_control || invincible(p) || p.invuln) return;
    if (p.hurt || p.dead || p.drown || p.crushed) return;  // cmpi.b #4,routine(a4) / bhs
    p.object_control = FROZEN_CONTROL;
    p.anim = FROZEN_ANIM;
    p.airborne = 1;
    p.spindash = 0;
    p.xsp = p.ysp = p.gsp = 0;
    o.x[k] = uint32_t(px) << 16;  // move.w x_pos(a1),x_pos(a0): a new slot's subpixels are 0
    o.y[k] = uint32_t(py) << 16;
    o.xsp[k] = px >= fx ? BLOCK_XSP : -BLOCK_XSP;  // cmp.w x_pos(a2),d0 / bhs
    o.ysp[k] = BLOCK_YSP;
    o.phase[k] = PH_FROZEN | BLOCK_TIME;
}

// loc_58004 / loc_58044 / loc_58066 / loc_58090: one run of the block.
void block_run(Player& p, ObjectBatch& o, size_t k, const Rules& r, const TileMap& map) {
    if (!(o.phase[k] & PH_LANDED)) {
        const uint16_t x = pixel(o.x[k]);
        if (o.xsp[k] >= 0) {
            if (uint16_t(p.cam_x + BLOCK_RIGHT) < x) o.xsp[k] = 0;  // blo.s loc_58026
        } else if (!(uint16_t(p.cam_x + BLOCK_LEFT) < x)) {
            o.xsp[k] = 0;
        }
        o.x[k] = add_speed(o.x[k], o.xsp[k]);  // MoveSprite
        o.y[k] = add_speed(o.y[k], o.ysp[k]);
        o.ysp[k] = w16(o.ysp[k] + BLOCK_GRAVITY);
        Angle a = 0;
        const int32_t d = cast(map, pixel(o.x[k]), uint16_t(pixel(o.y[k]) + BLOCK_Y_RADIUS), CAST_DOWN, SOLID_TOP, 0,
                               r.traits.cd_floor, &a).distance;  // ObjCheckFloorDist
        if (d < 0) {
            o.y[k] = with_pixel(o.y[k], pixel(o.y[k]) + d);
            o.phase[k] |= PH_LANDED;
        }
    }
    // loc_58044: the pixel words only; sonic3k.asm's loc_8A84C puts Knuckles
    // (character_id 2) 4 px behind (X - 4, + 4 facing left) and 2 px lower.
    int32_t dx = 0, dy = 0;
    if (r.character == Character::Knuckles) {
        dx = p.facing_left ? KNUCKLES_DX : -KNUCKLES_DX;
        dy = KNUCKLES_DY;
    }
    set_pixel_x(p, pixel(o.x[k]) + dx);
    set_pixel_y(p, pixel(o.y[k]) + dy);
    const int32_t t = (o.phase[k] & PH_TIME) - 1;
    if (t >= 0) {
        o.phase[k] = (o.phase[k] & ~PH_TIME) | t;
        return;
    }
    hurt_player(p, o, k, r);  // loc_58066: HurtCharacter, a2 = the block
    if (!p.dead) p.xsp = p.facing_left ? BLOCK_KNOCK : int16_t(-BLOCK_KNOCK);
    p.airborne = 1;  // loc_58090
    p.object_control = 0;
    p.invuln = RELEASE_INVULN;
    o.phase[k] = 0;
    o.x[k] = uint32_t(o.x0[k]) << 16;
    o.y[k] = uint32_t(o.y0[k]) << 16;
    o.xsp[k] = o.ysp[k] = 0;
}

}  // namespace

// ---- the kind s3k_icz_freezer (object_kinds.hpp) ----
// Blowing, a tail or a frozen player: every frame; waiting: the trigger
// ($40 in X, always where |X| < $40: Player_2's empty slot) or the hurt
// box's reach, the wider.
int32_t kind_busy_s3k_icz_freezer(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] != ST_IDLE || tail_left(o, k) || o.phase[k]) return ALWAYS_BUSY;
    if (o.x0[k] < FREEZER_REACH) return ALWAYS_BUSY;
    const int32_t reach = hitbox_reach(o.wr[k], r);
    return reach > FREEZER_REACH ? reach : int32_t(FREEZER_REACH);
}

SolidResult kind_update_s3k_icz_freezer(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                        const TileMap& map, StageLog* log) {
    (void)i, (void)log;
    if (osc_level_frame(o, k / o.count) < FREEZER_FIRST) return {};  // held, then its init
    // The parent (its Find_SonicTails reads his X before the block's run).
    const uint8_t before = o.state[k];
    if (o.state[k] == ST_IDLE) {  // loc_57E4E
        if (freezer_distance(p, o.x0[k]) < FREEZER_REACH) {
            o.state[k] = ST_FREEZER_COLD;
            o.timer[k] = 0;
        }
    } else if (freezer_distance(p, o.x0[k]) >= FREEZER_REACH) {  // loc_57EBE
        o.state[k] = ST_IDLE;
    } else if (--o.timer[k] < 0) {  // loc_57E76: the toggle
        o.timer[k] = FREEZER_TOGGLE;
        o.state[k] = o.state[k] == ST_FREEZER_COLD ? ST_FREEZER_BLOWING : ST_FREEZER_COLD;
    }
    const bool on = o.state[k] == ST_FREEZER_BLOWING;
    // The frost children, after it: the blowing one's age or its tail, the tails'.
    bool check = false;
    int32_t age = o.aux[k] & AUX_AGE;
    if (before == ST_FREEZER_BLOWING && on) {
        if (age < FROST_WAIT) ++age;
        check = age >= FROST_WAIT;
    }
    const int32_t tail = tail_left(o, k);
    if (tail) {
        check = true;
        set_tail(o, k, tail - 1);
    }
    if (before == ST_FREEZER_BLOWING && !on) set_tail(o, k, FROST_TAIL);  // loc_57F84: from the next run
    if (on && before != ST_FREEZER_BLOWING) age = 0;                       // loc_57F40: made this run
    o.aux[k] = (o.aux[k] & ~AUX_AGE) | age;
    // The block (made by a check of this run: its init only), after them.
    if (o.phase[k] & PH_FROZEN) {
        block_run(p, o, k, r, map);
    } else if (check) {
        frost_check(p, o, k);
    }
    o.x_prev[k] = pixel(o.x[k]);
    return {};
}

// $9A from the init's run on (read by the next frame's scan)
bool kind_touch_s3k_icz_freezer(const ObjectBatch& o, size_t k, const TouchScan& scan, Touch& t) {
    (void)scan;
    if (uint16_t(osc_level_frame(o, k / o.count) - 1) < FREEZER_FIRST - 1 || o.phase[k]) return false;
    t.w = o.wr[k], t.h = o.hr[k], t.dy = 0, t.reaction = REACT_HURT;
    return true;
}

}  // namespace hp
