#include "spindash.hpp"

#include "camera_lag.hpp"
#include "animation.hpp"
#include "movement.hpp"
#include "terrain.hpp"

namespace hp {

namespace {

// S2 SpindashSpeeds / Tails_SpindashSpeeds, S3K's table: by the high byte of
// the charge (0..8); Super speeds are not modelled.
constexpr int16_t RELEASE_SPEED[9] = {0x800, 0x880, 0x900, 0x980, 0xA00, 0xA80, 0xB00, 0xB80, 0xC00};

// What every spin dash frame ends with (S2 Obj01_Spindash_ResetScr /
// loc_1AD8C, S3K loc_11C24): the level bounds and floor following, then the
// rest of the normal state is skipped (`addq.l #4,sp`). No position update,
// no slope repel, no speed recomputed from the ground speed.
bool finish(Player& p, const Rules& r, const TileMap& map) {
    level_bounds(p, r);
    floor_following(p, r, map);
    return true;
}

// S2 Sonic_CheckSpindash / Tails_CheckSpindash, S3K SonicKnux_Spindash /
// Tails_Spindash (the same steps in both games).
bool spin_dash(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    const AnimIds& id = r.anim->id;
    if (!p.spindash) {
        // Start: the duck animation is current and a jump button is newly
        // pressed (not "down held": the animation may lag the buttons).
        if (p.anim != id.duck || !pressed) return false;
        p.anim = id.spindash;
        p.spindash = 1;
        p.spindash_counter = 0;
        return finish(p, r, map);
    }
    if (held & BTN_D) {
        // Charging: the charge decays by 1/32 (a logical shift, never below
        // 0); a press restarts the animation (a word write: anim = spin dash,
        // prev_anim = walk) and adds 0x200, up to 0x800.
        p.spindash_counter = uint16_t(p.spindash_counter - (p.spindash_counter >> 5));
        if (pressed) {
            restart_anim(p, id.spindash, id.walk);
            uint32_t c = uint32_t(p.spindash_counter) + 0x200;
            p.spindash_counter = uint16_t(c >= 0x800 ? 0x800 : c);
        }
        return finish(p, r, map);
    }
    // Release: curl up (rolling radii, y moved by the radius change: Sonic
    // and Knuckles 5, Tails 1), the speed from the table by the charge's high
    // byte, negated when facing left.
    curl_up(p, r);
    p.anim = id.roll;
    p.spindash = 0;
    const uint32_t i = uint32_t(p.spindash_counter >> 8);
    const int32_t g = RELEASE_SPEED[i < 9 ? i : 8];  // above 8 only through the raw arrays
    p.gsp = w16(p.facing_left ? -g : g);
    spindash_lag(p, r, g);  // the camera's lag (camera_lag.hpp)
    return finish(p, r, map);
}

}  // namespace

bool spindash(Player& p, const Rules& r, const TileMap& map, uint8_t held, bool pressed) {
    if (r.s2() || r.s3k()) return spin_dash(p, r, map, held, pressed);
    return false;  // S1 has none; CD: spin dash and peel-out (TODO: CD's own moves)
}

}  // namespace hp
