// Metropolis's spring walls (issue 18): S2 Obj66 `MTZSpringWall` (s2.asm
// Obj66_Init, Obj66_Main, loc_27042). A still solid wall (SolidObject_Always_
// SingleCharacter: d1 = $13, d2 = y_radius, d3 = y_radius + 1, y_radius $40,
// or $80 when (subtype >> 4) & 7 is nonzero: the kind's cx, hj, hs) that
// throws back a player who, in the air, hits its face side: the side the
// wall faces (right of it, or left when x-flipped). docs/kinds/s2.md
// "Metropolis's spring walls". No state of its own.
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t SPRING_WALL_SPEED = 0x800;  // loc_2704C: move.w #-$800,x_vel / y_vel
constexpr int32_t SPRING_WALL_LOCK = 0xF;     // move.w #$F,move_lock(a1)

// Obj66_Main: the side test after the solid (d4 = 1), the air bit, then
// x_pos(a0) - x_pos(a1) borrowing (he is right of it) against its x-flip.
bool spring_wall_hit(const Player& p, const ObjectBatch& o, size_t k, const SolidResult& res) {
    if (res.code != RES_SIDE || !p.airborne) return false;
    const bool right = uint16_t(pixel(o.x[k])) < uint16_t(pixel(p.x));
    return right != ((o.flags[k] & OF_XFLIP) != 0);
}

// loc_27042 (REV01: not a hurt or dead player, routine >= 4) / loc_2704C.
void spring_wall_throw(Player& p, ObjectBatch& o, size_t k, const Rules& r) {
    if (p.hurt || p.dead || p.crushed) return;
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    const uint8_t s = o.subtype[k];
    p.xsp = int16_t(flip ? -SPRING_WALL_SPEED : SPRING_WALL_SPEED);  // neg.w x_vel unless x-flipped
    p.ysp = int16_t(-SPRING_WALL_SPEED);
    p.facing_left = uint8_t(flip);  // bset, then bclr unless x-flipped
    p.control_lock = SPRING_WALL_LOCK;
    p.gsp = p.xsp;  // inertia = x_vel
    if (!p.rolling) p.anim = r.anim->id.walk;
    if (s & 0x80) p.ysp = 0;  // tst.b subtype / bpl
    if (s & 1) {
        // the twirl: inertia 1 (-1 facing left) and the walk animation
        // (flip_angle, flips_remaining, flip_speed drive the picture only)
        p.gsp = p.facing_left ? -1 : 1;
        p.anim = r.anim->id.walk;
    }
    const uint8_t layer_bits = s & 0xC;  // loc_270DC: top_solid_bit $C / $E
    if (layer_bits == 4) p.layer = 0;
    if (layer_bits == 8) p.layer = 1;
    o.pushed[k] = 0;  // bclr #p1_pushing_bit, #p2_pushing_bit
    p.pushing = 0;    // bclr #status.player.pushing
    o.events[k] |= OEV_SPRUNG;
}

}  // namespace

// ---- the kind s2_spring_wall (object_kinds.hpp) ----
SolidResult kind_update_s2_spring_wall(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                       const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    const SolidResult res = solid_full(p, o, k, i, r, pixel(o.y[k]), false, true);
    if (spring_wall_hit(p, o, k, res)) spring_wall_throw(p, o, k, r);
    return res;
}

// A2 (cx): the throw follows the solid's side result.
int32_t kind_busy_s2_spring_wall(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p, (void)r;
    return o.cx[k];
}

}  // namespace hp
