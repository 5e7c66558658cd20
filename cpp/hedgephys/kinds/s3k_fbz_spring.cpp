// Flying Battery's springs of its own (issue 18): the trap springs (SK Set 1
// $E3 `Obj_FBZTrapSpring`) and the spring plungers (SK Set 1 $D0
// `Obj_FBZSpringPlunger`), read in sonic3k.asm (not in the checkout; a public
// copy, murshies/skdisasm). docs/kinds/s3k_fbz.md.
//
// Trap spring (parameter plunger 0), loc_3CB66 each frame: its animation by
// Player_1's y (art only); then, per player, bclr of its standing bit: a
// player it carried since the last frame's solid routine is launched
// (sub_3CBCE) BEFORE this frame's SolidObjectTop (d1 = $1B, d3 = 9: the
// kind's aw, hs), so a player lands on it one frame and flies the next.
// sub_3CBCE: y_vel -$1000 (-$A00 with subtype bit 1), airborne, off the
// object (Status_OnObj), jumping 0, spin_dash_flag 0, anim $10, routine 2
// (control); subtype bit 0, the twirl: ground_vel 1 (-1 facing left) and
// anim 0 (flip_angle, flips_remaining, flip_speed only drive the picture).
// It never moves and sets no touch.
//
// Spring plunger (plunger 1), Obj_FBZSpringPlunger each frame (it never
// leaves its init): SolidObjectFull (sub_86A3E: d1 = $1B, d2 = 4, d3 = 6: the
// kind's cx, hj, hs), then a player its standing bit now holds is launched
// by sub_8635E with y_vel -$A00 (airborne, off the object, jumping 0,
// spin_dash_flag 0, anim $10, routine 2); its standing bit stays, and the
// next frame's solid routine sees him in the air and lets go (A0.4), as the
// S3K up spring (kinds/spring.cpp). No twirl, no layer bits, no y move.
//
// Neither has a phase: a pure function of the player.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t FBZ_SPRING_RED = -0x1000, FBZ_SPRING_YELLOW = -0xA00;  // sub_3CBCE / the plunger's d0
constexpr uint8_t FBZ_SPRING_ANIM = 0x10;                                // move.b #$10,anim(a1)

bool fbz_spring_is_plunger(const ObjectBatch& o, size_t k) { return (o.flags[k] & OF_PLATFORM) != 0; }

// sub_3CBCE / sub_8635E: the launch both share (y_vel given).
void fbz_spring_launch(Player& p, ObjectBatch& o, size_t k, int32_t ysp) {
    p.ysp = w16(ysp);
    p.airborne = 1;
    p.on_object = -1;
    p.jumping = 0;
    p.spindash = 0;
    p.anim = FBZ_SPRING_ANIM;
    p.hurt = 0;  // move.b #2,routine(a1): the control routine
    p.crushed = 0;
    o.events[k] |= OEV_SPRUNG;
}

}  // namespace

// ---- the kind s3k_fbz_spring (object_kinds.hpp): loc_3CB66 / Obj_FBZSpringPlunger ----
SolidResult kind_update_s3k_fbz_spring(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    o.x_prev[k] = pixel(o.x[k]);  // d4 = x_pos: it never moves
    if (fbz_spring_is_plunger(o, k)) {
        const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
        if (o.standing[k]) fbz_spring_launch(p, o, k, FBZ_SPRING_YELLOW);
        return res;
    }
    if (o.standing[k]) {  // bclr #p1_standing_bit,status(a0) / bsr.s sub_3CBCE
        o.standing[k] = 0;
        const uint8_t s = o.subtype[k];
        fbz_spring_launch(p, o, k, (s & 2) ? FBZ_SPRING_YELLOW : FBZ_SPRING_RED);
        if (s & 1) {  // the twirl
            p.gsp = p.facing_left ? -1 : 1;
            p.anim = r.anim->id.walk;
        }
    }
    return platform_object(p, o, k, i, r);
}

// The solid routine's window (a rider keeps it busy: broad_phase.cpp).
int32_t kind_busy_s3k_fbz_spring(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return fbz_spring_is_plunger(o, k) ? o.cx[k] : platform_reach(o, k, r);
}

}  // namespace hp
