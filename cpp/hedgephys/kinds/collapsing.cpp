// The kind collapsing: ledges and platforms that crumble after being stood on.
//   S1  Object 1A, GHZ collapsing ledge (_incObj/1A Collapsing Ledge (part 1).asm:
//       Ledge_Touch, Ledge_Collapse, Ledge_WalkOff, Ledge_Display; sloped,
//       SlopeObject over Ledge_SlopeData) and Object 53, collapsing floor
//       (_incObj/53 Collapsing Floors.asm: CFlo_*; flat, PlatformObject);
//   S2  Obj1F, collapsing platform of ARZ, MCZ and OOZ (s2.asm Obj1F_Main,
//       Obj1F_Fragment; flat, PlatformObject);
//   S3K Obj_CollapsingPlatform, AIZ and ICZ (s3.asm loc_1DEB2, loc_1DEEC,
//       loc_1DF00; sloped, SolidObjectTopSloped2).
// A platform (procedure D: flat with surface hs, or its sloped form over the
// object's height array). Once stood on, a countdown of 7 frames
// (ledge_timedelay / collapsing_platform_delay_counter / $38, set to 7 by the
// init routine) runs; when it is spent the object breaks into fragments that
// fall one after the other. The object itself becomes the first fragment,
// whose own delay is the first byte of the game's delay list
// (fragment_delay: S1 CFlo_Data1 28, CFlo_Data2 30, CFlo_Data3 22; S2
// Obj1F_*DelayData; S3K byte_1E49C / byte_1E4BA 48): while it counts down it
// still carries a player who stood on it when it broke, and releases him when
// it reaches 0; then it falls (ObjectFall / ObjectMoveAndFall / MoveSprite,
// not modelled: it is gone, state "fallen"). The other fragments are scenery.
//   timer: frames of the 7 already counted (intact), or the fragment's delay
//          left (crumbling); aux: the stood-on flag (ledge_collapse_flag,
//          collapsing_platform_stood_on_flag, $3A).
#include "../animation.hpp"
#include "../objects.hpp"

namespace hp {

namespace {

constexpr int32_t COLLAPSE_DELAY = 7;  // move.b #7,ledge_timedelay / #7,$38(a0)

bool sloped(const ObjectBatch& o, size_t k) { return o.heights_len[k] > 0; }

// The object breaks (S1 Ledge_Fragment / loc_847A, CFlo_Fragment / loc_8458;
// S2 Obj1F_CreateFragments; S3K ObjPlatformCollapse_CreateFragments): it
// becomes the first fragment, with the delay list's first byte.
void fragment(ObjectBatch& o, size_t k) {
    o.state[k] = ST_CRUMBLING;
    o.timer[k] = o.cx[k];
}

// The player released when the fragment's delay runs out: S1 loc_82D0 and
// S2 sub_10B36 test the player's on-object bit (whatever object he is on),
// clear it and the pushing bit and restart his animation (prev_anim = run);
// S3K sub_1DF18 tests its own standing bit and also sets the air bit.
void release(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    const bool on = r.s3k() ? p.on_object == i : p.on_object >= 0;
    if (on) {
        p.on_object = -1;
        p.pushing = 0;
        p.prev_anim = r.anim->id.run;
        if (r.s3k()) p.airborne = 1;
    }
    o.standing[k] = 0;
}

// Sonic 1 (and Sonic CD, which has no such object: the S1 form).
SolidResult s1_collapsing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (o.state[k] == ST_IDLE) {
        const bool stood = o.standing[k];  // routine 4 (Ledge_Collapse) or 2 (Ledge_Touch)
        if (stood || o.aux[k]) {
            if (o.timer[k] == COLLAPSE_DELAY) {
                if (!stood) o.aux[k] = 0;  // Ledge_Fragment clears the flag, loc_847A keeps it
                fragment(o, k);
                return {};
            }
            ++o.timer[k];
            if (stood) o.aux[k] = 1;
        }
        // Ledge_Touch: SlopeObject / PlatformObject; Ledge_WalkOff: ExitPlatform, then the carry.
        return platform_object(p, o, k, i, r, sloped(o, k));
    }
    // Ledge_Display / CFlo_Display (the fragment).
    if (o.timer[k] == 0) {
        o.state[k] = ST_FALLEN;  // Ledge_TimeZero: ObjectFall, no solid routine
        return {};
    }
    --o.timer[k];
    if (!o.aux[k]) return {};
    if (o.standing[k]) platform_object(p, o, k, i, r, sloped(o, k));  // loc_82D0: Ledge_WalkOff
    if (o.standing[k] && p.on_object >= 0) {
        if (o.timer[k] != 0) return {};
        release(p, o, k, i, r);
    }
    o.aux[k] = 0;  // loc_82FC
    return {};
}

// Sonic 2 Obj1F and Sonic 3 & Knuckles Obj_CollapsingPlatform.
SolidResult s2_collapsing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    if (o.state[k] == ST_IDLE) {  // Obj1F_Main / loc_1DEB2
        if (o.aux[k]) {
            if (o.timer[k] == COLLAPSE_DELAY) {
                fragment(o, k);
                return {};
            }
            ++o.timer[k];
        }
        if (o.standing[k]) o.aux[k] = 1;
        return platform_object(p, o, k, i, r, sloped(o, k));
    }
    // Obj1F_Fragment / loc_1DEEC.
    if (o.timer[k] == 0) {
        o.state[k] = ST_FALLEN;  // ObjectMoveAndFall / MoveSprite, no solid routine
        return {};
    }
    if (!o.aux[k]) {
        --o.timer[k];
        return {};
    }
    const SolidResult res = platform_object(p, o, k, i, r, sloped(o, k));  // sub_10AF8 / sub_1DED4
    if (--o.timer[k] == 0) release(p, o, k, i, r);
    return res;
}

}  // namespace

// ---- the kind collapsing (object_kinds.hpp) ----
SolidResult kind_update_collapsing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                                   const TileMap& map, StageLog* log) {
    (void)map, (void)log;
    if (o.state[k] == ST_FALLEN) {
        release_false_standing(p, o, k, i, r);  // no routine left (rules/objects §11 Q4)
        return {};
    }
    return s1_form(r) ? s1_collapsing(p, o, k, i, r) : s2_collapsing(p, o, k, i, r);
}
int32_t kind_busy_collapsing(const Player& p, const ObjectBatch& o, size_t k, const Rules& r) {
    (void)p;
    if (o.state[k] == ST_FALLEN) return NEVER_BUSY;
    if (o.state[k] != ST_IDLE || o.aux[k]) return ALWAYS_BUSY;  // counting down by itself
    return platform_reach(o, k, r);                              // D1.2
}

}  // namespace hp
