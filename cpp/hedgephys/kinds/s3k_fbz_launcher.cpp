// The player launchers of Flying Battery and Death Egg (issue 18): SK Set 1
// and SK Set 2 $78 `Obj_FBZDEZPlayerLauncher` (one routine, Death Egg only
// changes its art), read in sonic3k.asm (not in the checkout; a public copy,
// murshies/skdisasm). docs/kinds/s3k_fbz.md.
//
// Init: $44 = its x (home, the kind's x0). loc_3B97A each frame (state idle
// or launching):
//   1. while the timer $30 runs (launching): $30 - 1; at 0 x_vel = 0, the
//      release flag $32 = 1 and loc_3BA4A from the next frame (returning);
//      then MoveSprite2 (x += x_vel << 8) and, while $31 runs, $31 - 1 and
//      x_vel doubled (asl);
//   2. sub_3B9D8 for a player its standing bit holds (the last frame's
//      SolidObjectTop): he faces right (left X-flipped) and his x = its x + 4
//      (- 4); with $32 set he is let go: anim 0, airborne, y_vel 0; else his
//      x_vel and ground_vel = its x_vel, and an idle launcher starts: x_vel
//      $100 (-$100), $30 = $C, $31 = 4;
//   3. SolidObjectTop with d1 = $10, d3 = 3 (the kind's aw, hs) and d4 = its
//      x now (no carry of its own move).
// So a rider is thrown from the frame after he lands: x_vel $100 doubled
// four times to $1000, the launcher moving with him 1, 2, 4, 8 and then 16 px
// a frame, and let go on the twelfth frame (at his last x_vel), 127 px on.
// loc_3BA4A (returning): at home ($44) it is idle again ($32 = 0); else 1 px
// a frame toward home; SolidObjectTop with d4 = its x before the move (a
// rider is carried), no sub_3B9D8.
//
// State: idle, launching (timer $30, aux $31, xsp x_vel), returning. No
// phase: it moves only after a rider. The game deletes it off screen
// (Sprite_OnScreen_Test2 from $44) and a reloaded one is idle at home; here
// it goes on where it is (docs/levels.md "Objects are present from the first
// frame").
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

enum FbzLauncherState : uint8_t { FBZ_LAUNCHER_IDLE = 0, FBZ_LAUNCHER_LAUNCHING = 1, FBZ_LAUNCHER_RETURNING = 2 };
constexpr int32_t FBZ_LAUNCHER_HOLD = 4;       // moveq #4,d0: the rider's x past its own
constexpr int16_t FBZ_LAUNCHER_SPEED = 0x100;  // move.w #$100,d1
constexpr int32_t FBZ_LAUNCHER_FRAMES = 0xC, FBZ_LAUNCHER_DOUBLINGS = 4;  // $30, $31

// sub_3B9D8: a rider held, thrown or let go.
void fbz_launcher_rider(Player& p, ObjectBatch& o, size_t k, const Rules& r, bool release) {
    const bool flip = (o.flags[k] & OF_XFLIP) != 0;
    p.facing_left = uint8_t(flip);
    set_pixel_x(p, pixel(o.x[k]) + (flip ? -FBZ_LAUNCHER_HOLD : FBZ_LAUNCHER_HOLD));
    if (release) {
        p.anim = r.anim->id.walk;  // move.b #0,anim(a1)
        p.airborne = 1;
        p.ysp = 0;
        return;
    }
    p.xsp = o.xsp[k];
    p.gsp = o.xsp[k];
    if (o.state[k] == FBZ_LAUNCHER_IDLE) {
        o.xsp[k] = flip ? int16_t(-FBZ_LAUNCHER_SPEED) : FBZ_LAUNCHER_SPEED;
        o.timer[k] = FBZ_LAUNCHER_FRAMES;
        o.aux[k] = FBZ_LAUNCHER_DOUBLINGS;
        o.state[k] = FBZ_LAUNCHER_LAUNCHING;
    }
}

}  // namespace

// ---- the kind s3k_fbz_launcher (object_kinds.hpp): loc_3B97A / loc_3BA4A ----
SolidResult kind_update_s3k_fbz_launcher(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                         const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == FBZ_LAUNCHER_RETURNING) {  // loc_3BA4A
        o.x_prev[k] = pixel(o.x[k]);
        const int32_t d = int16_t(uint16_t(pixel(o.x[k]) - o.x0[k]));
        if (d == 0) o.state[k] = FBZ_LAUNCHER_IDLE;
        else set_object_x(o, k, pixel(o.x[k]) + (uint16_t(pixel(o.x[k])) < o.x0[k] ? 1 : -1));
        return platform_object(p, o, k, i, r);
    }
    bool release = false;
    if (o.state[k] == FBZ_LAUNCHER_LAUNCHING) {
        if (--o.timer[k] == 0) {
            o.xsp[k] = 0;
            o.state[k] = FBZ_LAUNCHER_RETURNING;
            release = true;  // $32 = 1
        }
        o.x[k] += uint32_t(int32_t(o.xsp[k]) * 256);  // MoveSprite2
        if (o.aux[k] != 0) {
            --o.aux[k];
            o.xsp[k] = int16_t(o.xsp[k] * 2);
        }
    }
    if (o.standing[k]) fbz_launcher_rider(p, o, k, r, release);
    return platform_at_rest(p, o, k, i, r);  // d4 = x_pos now
}

// Idle: SolidObjectTop's window (a rider keeps it busy: broad_phase.cpp);
// launching or returning it moves by itself.
int32_t kind_busy_s3k_fbz_launcher(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    return o.state[k] == FBZ_LAUNCHER_IDLE ? platform_reach(o, k, r) : ALWAYS_BUSY;
}

}  // namespace hp
