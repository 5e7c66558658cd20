// Springs (issue 18; docs/kinds/spring.md): Sonic 1's Springs (_incObj/41
// Springs.asm), Sonic 2's Obj41 (s2.asm) and Sonic 3 & Knuckles' Obj_Spring
// (s3.asm, Sonic 3's copy: the S&K-only sonic3k.asm is not read). Each spring
// runs the game's own solid procedure (A: SolidObject, C: the sloped form for
// the diagonal ones) and launches the player from what it returns.
//
// The object's parameters come from its init routine (hedgephys/springs.py:
// cx, hj, hs, aw = d1, d2, d3, width_pixels; the diagonal height arrays); the
// subtype byte is read here as the routines read it. State: ST_SPRUNG while the
// spring's launch animation plays (timer = frames left): Sonic 1's spring has
// no solidity then (Spring_AniUp/LR/Dwn and Spring_Reset* call no
// SolidObject), a horizontal Sonic 2 / 3&K spring does not look for a player
// in front of it (loc_18BC6 / sub_2190C test anim 3); elsewhere it is only seen.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

// Named, so that the core's unity build (every file in one unit) keeps these
// helpers apart from other files' own.
namespace spring_kind {
namespace {

enum SpringDir : uint8_t { DIR_UP = 0, DIR_SIDE = 1, DIR_DOWN = 2, DIR_DIAG_UP = 3, DIR_DIAG_DOWN = 4 };

// The player's spring animation: S1 id_Spring, S2 AniIDSonAni_Spring, S3K
// move.b #$10,anim(a1): 0x10 in every game and for every character.
constexpr uint8_t SPRING_ANIM = 0x10;
// Frames of the launch animation (Ani_Spring / Ani_obj41: ten frames of
// duration 0, then $FD back to the rest animation), counted from the launch
// frame; Sonic 1's ends with afRoutine and a frame in Spring_Reset*, one more.
constexpr int32_t SPRUNG_FRAMES = 11, S1_SPRUNG_FRAMES = 12;
// S2 loc_18BC6 / S3K sub_2190C: the box in front of a horizontal spring in
// which a grounded player moving away (or still) is launched.
constexpr int32_t FRONT_WIDTH = 0x28, FRONT_HALF_HEIGHT = 0x18;

// S1 Spring_Main: bit 5 down (tested last, so it wins), bit 4 sideways.
// S2 Obj41_Init / S3K Obj_Spring: (subtype >> 3) & 0xE indexes a table of five
// routines (the constructor refuses the indexes past it, which the originals
// read from outside their table).
SpringDir direction(const ObjectBatch& o, size_t k, const Rules& r) {
    const uint8_t s = o.subtype[k];
    if (r.s1()) return (s & 0x20) ? DIR_DOWN : (s & 0x10) ? DIR_SIDE : DIR_UP;
    const uint8_t d = uint8_t((s >> 4) & 7);
    return d <= DIR_DIAG_DOWN ? SpringDir(d) : DIR_UP;
}

// S1 Spring_Powers[subtype & 0xF] (0 or 2), S2 Obj41_Strengths / S3K
// word_215A2 [subtype & 2]: red -0x1000, yellow -0xA00.
int32_t power(const ObjectBatch& o, size_t k) { return (o.subtype[k] & 2) ? -0xA00 : -0x1000; }

bool x_flipped(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_XFLIP) != 0; }

// move.b #2,routine(a1): the control routine again (a hurt player's
// knock-back, or a player killed by the same spring's bottom this frame, ends).
void to_control(Player& p) {
    p.hurt = 0;
    p.crushed = 0;
}

// Airborne, off the object, in the control routine (S3K also clears jumping).
void send_flying(Player& p, const Rules& r) {
    p.airborne = 1;
    p.on_object = -1;
    to_control(p);
    if (r.s3k()) p.jumping = 0;
}

void sprung(ObjectBatch& o, size_t k, const Rules& r) {
    o.state[k] = ST_SPRUNG;
    o.timer[k] = r.s1() ? S1_SPRUNG_FRAMES : SPRUNG_FRAMES;
    o.events[k] |= OEV_SPRUNG;
}

// Up: S1 Spring_BounceUp, S2 loc_189CA, S3K sub_2164A.
void launch_up(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    set_pixel_y(p, pixel(p.y) + 8);
    p.ysp = w16(power(o, k));
    send_flying(p, r);
    p.anim = SPRING_ANIM;
    if (r.s1()) {
        o.standing[k] = 0;  // bclr #3,obStatus(a0); clr.b obSolid(a0)
    } else {
        // S2/S3K keep their standing bit: the next frame's SolidObject sees
        // the player in the air and lets go (A0.4).
        if (r.s3k()) p.spindash = 0;  // clr.b spin_dash_flag(a1)
        if (o.subtype[k] & 0x80) p.xsp = 0;
        spring_twirl_and_layer(p, o, k, r);
    }
}

// Down: S1 Spring_BounceDwn, S2 loc_18CC6, S3K sub_21A6A.
void launch_down(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    set_pixel_y(p, pixel(p.y) - 8);
    p.ysp = w16(-power(o, k));
    if (r.s3k() && p.ysp == 0x1000) p.ysp = 0xD00;  // S3K: a red one gives 0xD00
    send_flying(p, r);
    if (r.game == Game::S3K) p.double_jump_flag = 0;  // S&K sub_233CA ends the move (s3.asm does not)
    if (r.s1()) {
        o.standing[k] = 0;
    } else {
        if (o.subtype[k] & 0x80) p.xsp = 0;
        spring_twirl_and_layer(p, o, k, r);
    }
}

// Horizontal: S1 Spring_BounceLR, S2 loc_18AEE, S3K sub_21836. Away from the
// spring's face: to the right, or to the left when it is x-flipped.
void launch_side(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    const bool flip = x_flipped(o, k);
    const int32_t v = power(o, k);
    p.xsp = w16(flip ? v : -v);
    set_pixel_x(p, pixel(p.x) + (flip ? 8 : -8));
    p.control_lock = 0xF;  // move_lock
    p.gsp = p.xsp;
    // S1 toggles the facing (bchg #0), S2/S3K face the way he goes.
    p.facing_left = r.s1() ? uint8_t(p.facing_left ^ 1) : uint8_t(flip);
    if (!p.rolling) p.anim = r.anim->id.walk;
    if (!r.s1()) {
        if (o.subtype[k] & 0x80) p.ysp = 0;
        spring_twirl_and_layer(p, o, k, r);
    }
    o.pushed[k] = 0;
    p.pushing = 0;
    if (r.game == Game::S3K) p.double_jump_flag = 0;  // S&K sub_23190 (loc_2324C) ends the move (s3.asm does not)
}

// Diagonal: S2 loc_18DD8 / loc_18EE6, S3K loc_21B98 / sub_21CB2 (up, down).
void launch_diagonal(Player& p, ObjectBatch& o, size_t k, const Rules& r, bool up) {
    const bool flip = x_flipped(o, k);
    const int32_t v = power(o, k);
    p.ysp = w16(up ? v : -v);
    p.xsp = w16(flip ? v : -v);
    set_pixel_y(p, pixel(p.y) + (up ? 6 : -6));
    set_pixel_x(p, pixel(p.x) + (flip ? 6 : -6));
    p.facing_left = uint8_t(flip);
    send_flying(p, r);
    if (up) p.anim = SPRING_ANIM;
    spring_twirl_and_layer(p, o, k, r);
}

// S2 Obj41_Horizontal / S3K Obj_Spring_Horizontal: only a player on the
// spring's face side is launched (x_pos(a0) - x_pos(a1) borrows: he is right of it).
bool on_face_side(const Player& p, const ObjectBatch& o, size_t k) {
    const bool right = uint16_t(pixel(o.x[k])) < uint16_t(pixel(p.x));
    return right != x_flipped(o, k);
}

// S2 loc_18BC6 / S3K sub_2190C: a grounded player in the box in front of the
// face, not moving toward it (ground speed >= 0 toward the face's direction).
bool in_front(const Player& p, const ObjectBatch& o, size_t k) {
    if (p.airborne) return false;
    const bool flip = x_flipped(o, k);
    if ((flip ? w16(-p.gsp) : p.gsp) < 0) return false;
    const uint16_t ox = pixel(o.x[k]), oy = pixel(o.y[k]);
    const uint16_t x0 = flip ? uint16_t(ox - FRONT_WIDTH) : ox, x1 = flip ? ox : uint16_t(ox + FRONT_WIDTH);
    const uint16_t y0 = uint16_t(oy - FRONT_HALF_HEIGHT), y1 = uint16_t(oy + FRONT_HALF_HEIGHT);
    const uint16_t px = pixel(p.x), py = pixel(p.y);
    return px >= x0 && px < x1 && py >= y0 && py < y1;
}

// S2 loc_18DB4 / S3K sub_21B74: a player standing on a diagonal spring is
// launched once past 4 px behind its centre (on the face side).
bool past_diagonal_centre(const Player& p, const ObjectBatch& o, size_t k) {
    const uint16_t px = pixel(p.x), ox = pixel(o.x[k]);
    return x_flipped(o, k) ? uint16_t(ox + 4) >= px : uint16_t(ox - 4) < px;
}

// Sonic 1 (41 Springs.asm): Spring_Up, Spring_LR, Spring_Dwn.
SolidResult s1_spring(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (o.state[k] == ST_SPRUNG) return {};  // Spring_Ani*, Spring_Reset*: not solid
    const SpringDir d = direction(o, k, r);
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (d == DIR_UP && o.standing[k]) {
        launch_up(p, o, k, r);  // tst.b obSolid(a0): landed (or standing)
    } else if (d == DIR_SIDE && o.pushed[k]) {
        launch_side(p, o, k, r);  // btst #5,obStatus(a0): pushed, from either side
    } else if (d == DIR_DOWN && !o.standing[k] && res.code == RES_TOP) {
        launch_down(p, o, k, r);  // d4 = -1 and not standing: the bottom (S1 returns -1)
    } else {
        return res;
    }
    sprung(o, k, r);
    return res;
}

// Sonic 2 (Obj41) and Sonic 3 & Knuckles (Obj_Spring), one player.
SolidResult later_spring(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const SpringDir d = direction(o, k, r);
    const bool diagonal = d == DIR_DIAG_UP || d == DIR_DIAG_DOWN;
    // SolidObject_Always_SingleCharacter / SolidObjectFull2_1P (A), or
    // SlopedSolid_SingleCharacter / sub_1BADA (C) with the diagonal arrays.
    const SolidResult res =
        diagonal ? sloped_object(p, o, k, i, r) : solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    bool launched = true;
    if (d == DIR_UP && o.standing[k]) {
        launch_up(p, o, k, r);
    } else if ((d == DIR_DOWN || d == DIR_DIAG_DOWN) && res.code == RES_BOTTOM) {
        if (d == DIR_DOWN) launch_down(p, o, k, r);
        else launch_diagonal(p, o, k, r, false);
    } else if (d == DIR_DIAG_UP && o.standing[k] && past_diagonal_centre(p, o, k)) {
        launch_diagonal(p, o, k, r, true);
    } else if (d == DIR_SIDE) {
        // S2: the spring's pushing bit (a grounded push); S3K: the side
        // contact bit SolidObjectFull returns in d6 (any side pop, in the air too).
        const bool touched = r.s3k() ? res.contact == CONTACT_SIDE : o.pushed[k] != 0;
        if (touched && on_face_side(p, o, k)) launch_side(p, o, k, r);
        else launched = false;
        // then the look in front of it, skipped while anim 3 plays
        if (o.state[k] != ST_SPRUNG && !launched && in_front(p, o, k)) {
            launch_side(p, o, k, r);
            launched = true;
        }
    } else {
        launched = false;
    }
    if (launched) sprung(o, k, r);
    return res;
}

}  // namespace
}  // namespace spring_kind

// What every launch of S2/S3K ends with (loc_189FE..loc_18A66 and their
// copies): subtype bit 0, the twirl: ground speed 1 (-1 facing left) and
// the walk animation (flip_angle, flips_remaining and flip_speed only drive
// the tumbling picture: not kept); bits 2-3 = 1 or 2, the collision layer
// (top_solid_bit $C/$E: layer A/B).
void spring_twirl_and_layer(Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    const uint8_t s = o.subtype[k];
    if (s & 1) {
        p.gsp = p.facing_left ? -1 : 1;
        p.anim = r.anim->id.walk;
    }
    if ((s & 0xC) == 4) p.layer = 0;
    if ((s & 0xC) == 8) p.layer = 1;
}

// The up launch alone (S&K sub_22F98, the same as s3.asm's sub_2164A), for
// other kinds' springs (kinds/s3k_dez_retracting_spring.cpp).
void spring_launch_up(Player& p, ObjectBatch& o, size_t k, const Rules& r) { spring_kind::launch_up(p, o, k, r); }

// ---- the kind spring (object_kinds.hpp) ----
SolidResult kind_update_spring(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                               const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (r.cd()) return {};  // not a Sonic CD object: the constructor refuses the game
    const SolidResult res =
        r.s1() ? spring_kind::s1_spring(p, o, k, i, r) : spring_kind::later_spring(p, o, k, i, r);
    // AnimateSprite, last in each routine: the launch animation runs down.
    if (o.state[k] == ST_SPRUNG && --o.timer[k] <= 0) {
        o.state[k] = ST_IDLE;
        o.timer[k] = 0;
    }
    return res;
}

int32_t kind_busy_spring(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (r.cd()) return NEVER_BUSY;
    if (o.state[k] == ST_SPRUNG) return ALWAYS_BUSY;  // its animation runs down by itself
    // A2 / C3.2 (cx); a horizontal S2/S3K spring also looks 0x28 px in front.
    using spring_kind::FRONT_WIDTH;
    if (!r.s1() && spring_kind::direction(o, k, r) == spring_kind::DIR_SIDE)
        return o.cx[k] > FRONT_WIDTH ? o.cx[k] : FRONT_WIDTH;
    return o.cx[k];
}

}  // namespace hp
