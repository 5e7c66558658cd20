// Objects (rules/objects): state as a structure of arrays over (envs x count),
// one copy per environment, run after the player each frame in list order
// (rules/objects §0.6). Element k = env * count + i is object i of environment env.
//
// The procedures live one group per file: solid.cpp (A full solids, B riding
// and walking off, D jump-through platforms), sloped.cpp (C), push_block.cpp
// (E), monitor.cpp (F), hitbox.cpp (G and the player's hitbox, hurt and
// crushed outcomes), cd_solid.cpp (H, Sonic CD). objects.cpp runs a frame.
#pragma once
#include <cstddef>
#include <climits>
#include <cstdint>
#include <vector>

#include "broad_keep.hpp"
#include "object_kinds.hpp"
#include "player.hpp"

namespace hp {

// Object kinds (rules/scenario "Objects -> routines"), one entry each in the
// registry object_kinds.hpp: the enum and the count come from it.
//   solid: A (CD: H); platform: D (CD: H, top-only); sloped: C (flag
//   OF_PLATFORM: the sloped platform form of D with B4); push_block: E over A
//   (CD: H); monitor: F1 S1, F2 S2, F3 S3K, F4 CD; hitbox: G; path_swapper:
//   S2 Obj03, S3K Obj_PathSwap (path_swapper.cpp).
#define HP_KIND_ENUM(id, name, file, traits, states, params) id,
enum ObjectKind : uint8_t { HP_OBJECT_KIND_LIST(HP_KIND_ENUM) OBJ_KIND_COUNT };
#undef HP_KIND_ENUM

// What a kind does besides its update and busy radius (object_kinds.hpp
// "traits"), and each kind's, from the registry.
enum KindTrait : uint8_t { KT_OSC = 1, KT_LAZY = 2, KT_TOUCH = 4 };
#define HP_KIND_TRAITS(id, name, file, traits, states, params) uint8_t(traits),
inline constexpr uint8_t KIND_TRAITS[OBJ_KIND_COUNT] = {HP_OBJECT_KIND_LIST(HP_KIND_TRAITS)};
#undef HP_KIND_TRAITS
inline bool kind_has(uint8_t kind, KindTrait t) { return kind < OBJ_KIND_COUNT && (KIND_TRAITS[kind] & t) != 0; }

// Hitbox reaction classes (rules/objects G4: c AND 0xC0, in this order), and
// the ring manager's rings (rules/objects G5: S2 Touch_Rings, S3K
// Test_Ring_Collisions), tested before the objects, all of them each frame.
#define HP_REACTIONS(X)                                                                            \
    X(REACT_BADNIK, "badnik", 0) X(REACT_INCREMENT, "increment", 1) X(REACT_HURT, "hurt", 2)       \
    X(REACT_SPECIAL, "special", 3) X(REACT_RING, "ring", 4)
enum Reaction : uint8_t { HP_REACTIONS(HP_ENUM_VALUE) };
constexpr int REACT_COUNT = HP_COUNT(HP_REACTIONS);  // the codes are 0 .. REACT_COUNT - 1

// Per-kind state (rules/scenario "Outcomes the pages leave open"). One number
// space for every kind; the Python layer names them per kind.
enum ObjectState : uint8_t {
    ST_IDLE = 0,       // push block / monitor idle, hitbox active
    ST_SLIDING = 1,    // push block going over a ledge (rules/objects §6 step 6)
    ST_FALLING = 2,    // push block (rules/objects §6 step 7) or knocked-up monitor (F5)
    ST_BROKEN = 3,     // monitor
    ST_DESTROYED = 4,  // badnik hitbox
    ST_COLLECTED = 5,  // increment hitbox
    ST_CRUMBLING = 16,  // collapsing ledge or platform broken, its first fragment still waiting
    ST_FALLEN = 17,     // collapsing ledge or platform gone (kinds/collapsing.cpp)
    ST_SPRUNG = 20,    // spring: its launch animation plays (kinds/spring.cpp)
    ST_SEESAW_READY = 40,  // seesaw past its init (kinds/seesaw.cpp)
    ST_BALL_RESTING = 41,  // seesaw ball resting on its seesaw's low end
    ST_BALL_FLYING = 42,   // seesaw ball thrown up, until it comes down on the seesaw
    ST_PLATFORM_READY = 43,  // S2 Obj19 platform past its init (kinds/cpz_platform.cpp)
    ST_SPIKE_READY = 44,     // S2 Obj6D / Obj68 spike past its init (kinds/s2_mtz_spike.cpp)
    ST_HIT_ONCE = 70,   // S2 ObjD8 bonus block hit once, twice (kinds/s2_bonus_block.cpp)
    ST_HIT_TWICE = 71,
    ST_TURNED = 72,     // S2 ObjD7 hexagonal bumper sliding back (kinds/s2_hex_bumper.cpp)
    ST_PILLAR_SHAKING = 60,  // S2 Obj23's lower part shaking before it drops (kinds/s2_falling_pillar.cpp)
    ST_PILLAR_LANDED = 61,   // S2 Obj23's lower part on the floor, still again
    ST_CYL_RIDDEN = 96,      // S3K Obj_CNZCylinder, Obj_HCZSpinningColumn taking a rider round (kinds/s3k_twist_ride.hpp)
    ST_RISING_SINKING = 97,  // S3K Obj_CNZRisingPlatform sinking under a rider (kinds/s3k_cnz_rising_platform.cpp)
    ST_RISING_LANDED = 98,   // S3K Obj_CNZRisingPlatform on the floor for good
    ST_CANNON_TURNING = 99,    // S3K Obj_CNZCannon's barrel turning with a player in it (kinds/s3k_cnz_cannon.cpp)
    ST_CANNON_FIRED = 100,     // S3K Obj_CNZCannon just fired (its smoke countdown)
    ST_CANNON_RETURNING = 101, // S3K Obj_CNZCannon's barrel turning back to frame 4
    ST_SAND_WALL_RISING = 102,  // S&K Obj_SOZRisingSandWall rising (kinds/s3k_soz_sand_wall.cpp)
    ST_SAND_WALL_RISEN = 103,   // S&K Obj_SOZRisingSandWall up, breakable by a rolling player
    ST_FREEZER_COLD = 140,      // S3K Obj_ICZFreezer blowing, its frost off (kinds/s3k_icz_freezer.cpp)
    ST_FREEZER_BLOWING = 141,   // S3K Obj_ICZFreezer blowing, its frost on
    // h-fbz2 (130-139): S&K Flying Battery's magnet objects (kinds/s3k_fbz_magnet.cpp)
    ST_MAGNET_RESTING = 130,    // landed, waiting for the magnet flag (loc_3B3EC)
    ST_MAGNET_RISING = 131,     // rising with the flag (loc_3B3FA)
    ST_MAGNET_HELD = 132,       // at the ceiling or its chain's end, waiting for the flag to clear (loc_3B450)
    ST_IWAMODOKI_WAKING = 110,  // S&K Obj_Iwamodoki's animation before it bursts (kinds/s3k_lrz_iwamodoki.cpp)
    ST_IWAMODOKI_BURST = 111,   // S&K Obj_Iwamodoki burst: gone
    ST_SHARD_FLYING = 112,      // its shard flying, its $98 touch listed
    ST_SHARD_DEFLECTED = 113,   // its shard turned away by a shield: collision 0 (hitbox.cpp)
    ST_TUNNEL_RUN = 180,        // S3K Obj_AutomaticTunnel carrying a player along its path (kinds/s3k_auto_tunnel.cpp)
    ST_TUNNEL_LAST = 181,       // S3K Obj_AutomaticTunnel's last two frames (Obj_AutoTunnelLastMove)
    ST_SOZ_DOOR_RUNNING = 170,    // S&K Obj_SOZDoor past its init (kinds/s3k_soz_door.cpp)
    ST_LBZ_BRIDGE_TURNING = 171,    // S3K Obj_LBZTriggerBridge: the trigger set, to the second box (kinds/s3k_lbz_trigger_bridge.cpp)
    ST_LBZ_BRIDGE_SECOND = 172,     // its second box there, waiting for the trigger to clear
    ST_LBZ_BRIDGE_RETURNING = 173,  // the trigger clear, back to the first box
    ST_LRZ_BALL_FLYING = 120,   // S&K Obj_LRZSpikeBallLauncher's ball thrown (kinds/s3k_lrz_balls.cpp)
    ST_LRZ_ELEVATOR_READY = 121,   // S&K Obj_LRZDashElevator loaded, not driven (kinds/s3k_lrz_dash_elevator.cpp)
    ST_LRZ_ELEVATOR_DRIVEN = 122,  // S&K Obj_LRZDashElevator driven by a spin dash on it (its flag $2E set)
    ST_BUTTON_PRESSED = 160,    // S3K Obj_Button stood on at its last update (kinds/s3k_button.cpp)
    ST_TRIGGER_OPENING = 161,   // S&K Obj_FBZScrewDoor / Obj_LRZDoor opening, its trigger seen (kinds/s3k_fbz_screw_door.cpp)
    ST_TRIGGER_OPEN = 162,      // S&K Obj_FBZScrewDoor / Obj_LRZDoor open for good
    ST_VINE_STILL = 150,  // S&K Obj_SOZSpringVine: no rider's byte (kinds/s3k_soz_spring_vine.cpp)
    ST_VINE_LOW = 151,    // S&K Obj_SOZSpringVine: its rider came on at the low end (byte -1)
    ST_VINE_HIGH = 152,   // S&K Obj_SOZSpringVine: its rider came on at the high end (byte 1)
    ST_ROCK_FALLING = 153,  // S&K Obj_SOZPushableRock falling to its track's next y (kinds/s3k_soz_pushable_rock.cpp)
    ST_ROCK_SLIDING = 154,  // S&K Obj_SOZPushableRock sliding to its track's next x
    ST_ROCK_STOPPED = 155,  // S&K Obj_SOZPushableRock at its track's end: solid only
    ST_BAR_HOLDING = 156,   // S&K Obj_SSZElevatorBar holding the player (kinds/s3k_ssz_elevator_bar.cpp)
    ST_CARRIER_HOLDING = 157,  // S&K Obj_SSZSwingingCarrier holding the player (kinds/s3k_ssz_swinging_carrier.cpp)
    ST_ROT_STOOD = 158,     // S&K Obj_SSZRotatingPlatform stood on since the last frame (kinds/s3k_ssz_rotating_platform.cpp)
    ST_ROT_HOLDING = 159,   // S&K Obj_SSZRotatingPlatform holding the player
};

// A path swapper's state is its side flag for the player (path_swapper.cpp):
// SWAP_NEW until its first update initialises it from the player's position.
enum SwapperState : uint8_t { SWAP_NEW = 0, SWAP_MINUS = 1, SWAP_PLUS = 2 };

// A moving platform's state (kinds/moving_platform.cpp): PLAT_NEW until its
// first update runs the object's init routine; then riding its subtype's
// motion (PLAT_ACTIVE), a falling type that has started to drop and is still
// solid (PLAT_DROPPING: S1/S2 type 3 became 4), falling without solidity
// (PLAT_FALLING: S1 routine 8, S2 Obj18_NonSolid) or a rising type that
// reached its end (PLAT_STOPPED: S1/S2 type 8 became 0).
enum PlatformState : uint8_t {
    PLAT_NEW = 0, PLAT_ACTIVE = 1, PLAT_DROPPING = 2, PLAT_FALLING = 3, PLAT_STOPPED = 4
};

// The games' global oscillators (oscillators.hpp): OSC_WORDS words per
// environment, laid out as the game's RAM table (S1 v_oscillate, S2
// Oscillation_Control + Oscillating_Data, S3K Oscillating_table): the
// direction bits, then 16 (value, delta) pairs; then one word that is not
// the game's table: the level frame counter (OSC_LEVEL_FRAME, oscillators.hpp).
// Then the act's level triggers (level_triggers.hpp): LEVEL_TRIGGERS bytes in
// the words from OSC_TRIGGERS on, no oscillators either, kept in the same
// table so that everything that keeps, copies or fingerprints an
// environment's table (snapshots, resets, the lazy objects' history, the
// broad phase's stamp) keeps them too.
constexpr size_t OSC_TABLE_WORDS = 34;  // the oscillators and the level frame counter
constexpr size_t OSC_LEVEL_FRAME = 33;
constexpr size_t OSC_TRIGGERS = OSC_TABLE_WORDS;
constexpr size_t LEVEL_TRIGGERS = 16;
constexpr size_t OSC_WORDS = OSC_TABLE_WORDS + LEVEL_TRIGGERS / 2;  // an environment's whole table

// Object flags.
enum ObjectFlag : uint8_t { OF_XFLIP = 1, OF_PLATFORM = 2, OF_YFLIP = 4 };

// Per-object events of the last frame (rules/scenario "Events"), a bit each.
// Named "<name>:<i>"; pushed_object: a push block actually moved; touched:
// the hitbox scan selected it (or collected it, a ring manager's ring);
// killed: its hit killed a player without rings (Rules::ring_deaths);
// sprung: a spring launched the player; bumped: a bumper threw him away.
#define HP_OBJECT_EVENTS(X)                                                                        \
    X(OEV_LANDED, "landed_on_object", 1u << 0) X(OEV_PUSHED, "pushed_object", 1u << 1)            \
    X(OEV_CRUSHED, "crushed", 1u << 2) X(OEV_HURT, "hurt", 1u << 3)                                \
    X(OEV_BROKEN, "monitor_broken", 1u << 4) X(OEV_BOUNCED, "monitor_bounced", 1u << 5)            \
    X(OEV_TOUCHED, "touched", 1u << 6) X(OEV_KILLED, "killed", 1u << 7) X(OEV_SPRUNG, "sprung", 1u << 8)                              \
    X(OEV_BUMPED, "bumped", 1u << 9) X(OEV_GIVEN, "monitor_gave", 1u << 10)
enum ObjectEvent : uint32_t { HP_OBJECT_EVENTS(HP_ENUM_VALUE) };

struct ObjectBatch {
    size_t envs = 0;   // environments (one per player of the batch)
    size_t count = 0;  // objects per environment
    // Every field below has envs * count elements (element env * count + i).
// X(type, name, role, "doc"); roles as for the player's fields (player.hpp
// HP_FIELD_ROLES): parameters are set by the scenario and read-only to the
// caller, state is what snapshots and resets cover.
#define HP_OBJECT_FIELDS(X)                                                                              \
    X(uint8_t, kind, parameter, "object kind, the registry's code")                                      \
    X(uint32_t, x, state, "centre x, 16.16")                                                             \
    X(uint32_t, y, state, "centre y, 16.16")                                                             \
    X(uint16_t, wr, parameter, "width radius, pixels")                                                   \
    X(uint16_t, hr, parameter, "height radius, pixels")                                                  \
    X(int32_t, cx, parameter, "the routine's horizontal half-size (d1), pixels")                         \
    X(int32_t, hj, parameter, "the routine's height radius checking collision (d2), pixels")             \
    X(int32_t, hs, parameter, "the routine's height placing a standing player (d3), pixels")             \
    X(int32_t, aw, parameter, "action width (S1 obActWid), pixels")                                      \
    X(uint8_t, flags, parameter, "1 X-flipped, 2 platform")                                              \
    X(uint8_t, reaction, parameter, "hitbox reaction (HP_REACTIONS)")                                    \
    X(uint8_t, subtype, parameter, "the layout's subtype byte, read as the kind's routine reads it")      \
    X(uint16_t, x0, parameter, "x pixel where it was placed (its layout position)")                      \
    X(uint16_t, y0, parameter, "y pixel where it was placed (its layout position)")                      \
    X(int32_t, dx, state, "movement of the last frame, x")                                               \
    X(int32_t, dy, state, "movement of the last frame, y")                                               \
    X(uint32_t, heights_off, parameter, "start of the height array in the pool")                         \
    X(uint32_t, heights_len, parameter, "length of the height array")                                    \
    X(uint16_t, x_prev, state, "x pixel before the last frame's move")                                   \
    X(uint8_t, standing, state, "the player stands on it")                                               \
    X(uint8_t, pushed, state, "the player pushes it")                                                    \
    X(uint8_t, present, state, "still in the level (not broken)")                                        \
    X(uint8_t, state, state, "the kind's routine state")                                                 \
    X(int16_t, xsp, state, "x speed, 8.8")                                                               \
    X(int16_t, ysp, state, "y speed, 8.8")                                                               \
    X(uint32_t, events, state, "ObjectEvent bits of the last frame")                                     \
    X(int32_t, timer, state, "the kind's frame counter")                                                 \
    X(int32_t, aux, state, "the kind's second state word")                                               \
    X(int32_t, phase, state, "the kind's angle bytes (a platform's motion and sag angles)")
#define HP_OBJ_DECLARE(T, name, ...) std::vector<T, CacheAligned<T>> name;  // (aligned.hpp: no false sharing)
    HP_OBJECT_FIELDS(HP_OBJ_DECLARE)
#undef HP_OBJ_DECLARE
    // Height arrays of sloped objects (rules/objects C1), raw bytes; S1 reads
    // them unsigned, S2/S3K signed (rules/objects §10). Shared by every environment.
    std::vector<uint8_t> pool;
    // The oscillators (state, envs * OSC_WORDS: environment e's table starts at
    // e * OSC_WORDS), run once per frame only when osc_used (an object reads
    // them: oscillators.cpp), from the table of game osc_game.
    std::vector<uint16_t> osc;
    bool osc_used = false;
    uint8_t osc_game = 0;
    // Per environment: an object wrote a level trigger it changed during the
    // objects frame now running (level_triggers.hpp). Not state: objects_frame
    // clears it once it has made every later object of the frame be tested.
    std::vector<uint8_t> triggers_changed;
    // The broad phase's set of each environment, kept from the last call
    // (broad_keep.hpp): not state, a cache checked against the state.
    std::vector<BroadKeep> keep;

    void resize(size_t n_envs, size_t n_objects) {
        envs = n_envs;
        count = n_objects;
#define HP_OBJ_RESIZE(T, name, ...) name.assign(envs * count, T());
        HP_OBJECT_FIELDS(HP_OBJ_RESIZE)
#undef HP_OBJ_RESIZE
        osc.assign(envs * OSC_WORDS, 0);
        triggers_changed.assign(envs, 0);
        keep.assign(envs, BroadKeep{});
    }
};

// Within-frame snapshots of the player (rules/scenario "stages"): null in the hot
// loop; the scenario runner passes one to see the seeds' within-frame values.
// The names are the stage names' templates ({i}: the object's index).
#define HP_STAGE_TAGS(X) \
    X(STAGE_PLAYER, "player", 0) X(STAGE_OBJECT, "object:{i}", 1) X(STAGE_OBJECT_SOLID, "object:{i}:solid", 2)
enum StageTag : uint8_t { HP_STAGE_TAGS(HP_ENUM_VALUE) };
struct StageLog {
    Player* snaps = nullptr;
    uint8_t* tags = nullptr;
    int32_t* index = nullptr;
    size_t n = 0, cap = 0;
    void add(const Player& p, StageTag t, int32_t i) {
        if (n < cap) {
            snaps[n] = p;
            tags[n] = t;
            index[n] = i;
            ++n;
        }
    }
};

// Return codes of the full-solid routine (rules/objects §0.5).
enum SolidCode : int32_t { RES_NONE = 0, RES_SIDE = 1, RES_TOP = -1, RES_BOTTOM = -2 };
// Which side was resolved, independent of the per-game return code (S1's
// bottom contact returns -1 like a top one).
#define HP_CONTACTS(X) \
    X(CONTACT_NONE, "none", 0) X(CONTACT_SIDE, "side", 1) X(CONTACT_TOP, "top", 2) X(CONTACT_BOTTOM, "bottom", 3)
enum Contact : uint8_t { HP_CONTACTS(HP_ENUM_VALUE) };
struct SolidResult {
    int32_t code = RES_NONE;
    uint8_t contact = CONTACT_NONE;
    int32_t xd = 0;        // A5 x distance (the S1 push block reads it)
    int32_t distance = 0;  // as objects_examples.json: side xd, top yd after A8.2, bottom yd
};

// Procedures A-D in Sonic 1's form: S1's own, and those of Sonic CD, whose
// only objects that run them are its sloped ones, with the S1 rules
// (rules/scenario "Objects -> routines"; its other solids run procedure H).
// Where the forms differ: walking off (B5, ExitPlatform) keeps the air bit,
// heights are read unsigned (C1, C3.4, rules/objects §10), a bottom contact returns -1
// (rules/objects §0.5) and crushes without the S2/S3K side push (C5), and the flat
// platform carries 1 px higher (B3).
inline bool s1_form(const Rules& r) { return r.s1() || r.cd(); }

// ---- shared tests of the procedures (rules/objects §0.2: 16-bit words) ----
// A2 horizontal overlap, also C3.2 and F1.1: left = px - ox + cx, touching
// iff 0 <= left (signed) and left <= 2cx (unsigned), inclusive (rules/objects §11 C4).
inline bool overlaps_a2(uint16_t left, int32_t cx) {
    return int16_t(left) >= 0 && left <= uint16_t(2 * cx);
}
// Standing range test of A0.2 / B5: 0 <= t (signed) and t < 2w (unsigned), half-open.
inline bool within_standing(int32_t t, int32_t w) {
    const uint16_t tw = uint16_t(t);
    return int16_t(tw) >= 0 && tw < uint16_t(2 * w);
}
// Pixel delta of the object this frame (B1.3), as a signed word.
inline int32_t moved_x(const ObjectBatch& o, size_t k) {
    return int16_t(uint16_t(pixel(o.x[k]) - o.x_prev[k]));
}

// ObjFloorDist (objects.cpp): the floor distance under an object's bottom.
int32_t object_floor_distance(const ObjectBatch& o, size_t k, const Rules& r, const TileMap& map);
// An object falling with the given gravity until it lands (objects.cpp).
void object_fall(ObjectBatch& o, size_t k, int32_t gravity, const Rules& r, const TileMap& map);
bool s2_object_drop(ObjectBatch& o, size_t k, int32_t gravity, int32_t radius, const Rules& r,
                    const TileMap& map);  // S2 loc_259B8 / loc_279FC (kinds/s2_falling_pillar.cpp)

// Object k's x / y pixel set to v, the fraction kept (move.w d0,x_pos(a0)).
inline void set_object_x(ObjectBatch& o, size_t k, int32_t v) { o.x[k] = with_pixel(o.x[k], v); }
inline void set_object_y(ObjectBatch& o, size_t k, int32_t v) { o.y[k] = with_pixel(o.y[k], v); }

// ---- the procedures (one file each; k = env * count + i) ----
// solid.cpp
void set_pixel_y(Player& p, int32_t v);
void set_pixel_x(Player& p, int32_t v);
SolidResult solid_full(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r, int32_t oy,
                       bool sloped, bool with_a0);                               // A0-A11
SolidResult solid_full_offset(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                              int32_t d3);  // S&K SolidObjectFull_Offset: A about y + d3 (solid.cpp)
void carry(Player& p, ObjectBatch& o, size_t k, const Rules& r);                 // B1
void attach(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r);     // A10
void exit_clear(Player& p, ObjectBatch& o, size_t k, const Rules& r);                            // A11
void leave(Player& p, ObjectBatch& o, size_t k, const Rules& r);                 // A0.4 / B5
void release_false_standing(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r);  // rules/objects §11 Q4
void crush(Player& p, ObjectBatch& o, size_t k, const Rules& r);                 // rules/scenario crushed
SolidResult platform_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r);  // D
SolidResult platform_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                            bool sloped);  // D, flat or its sloped form (B4) whatever the kind
// D for a platform that has not moved this frame: d4 = x_pos now (no carry of
// its own), then SolidObjectTop (S3K's swing bar, rotating platform, launcher).
inline SolidResult platform_at_rest(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r) {
    o.x_prev[k] = pixel(o.x[k]);
    return platform_object(p, o, k, i, r);
}
// D1.4-D1.8: land on the surface row `surface` (the caller made D1.1-D1.3's tests).
SolidResult platform_land(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                          int32_t surface);
void platform_carry(Player& p, const ObjectBatch& o, size_t k, const Rules& r);  // D2's carry (B1 / B3)
// sloped.cpp
SolidResult sloped_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r);  // C
// A sloped object's height at index idx of its array (C1, rules/objects §10, §11 C11).
int32_t height_at(const ObjectBatch& o, size_t k, int32_t idx, const Rules& r);
// Its height under the player, t = px - ox + w (C3.3, D1.3, B4.2-B4.4).
int32_t height_under(const ObjectBatch& o, size_t k, uint16_t t, int32_t w, const Rules& r,
                     bool word_flip);
void sloped_carry(Player& p, const ObjectBatch& o, size_t k, int32_t w, const Rules& r);  // B4
// push_block.cpp
SolidResult push_block(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                       const TileMap& map, StageLog* log);                               // E
// monitor.cpp
SolidResult monitor_object(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                           const TileMap& map);                                          // F1-F4
void monitor_touch(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r);     // F5
// hitbox.cpp
// only: the n_only objects (ascending indices) the scan considers, the others
// being known to be out of reach (broad phase); null: every object.
void hitbox_scan(Player& p, ObjectBatch& o, size_t env, const Rules& r,
                 const uint32_t* only = nullptr, size_t n_only = 0);                     // G
void hurt_player(Player& p, ObjectBatch& o, size_t k, const Rules& r);                  // rules/scenario hurt
void kill_player(Player& p, const Rules& r);                      // S1 KillSonic, S2/S3K KillCharacter
void collect_ring(Player& p, const Rules& r);                     // S1 CollectRing, S2/S3K GiveRing
void end_hurt(Player& p);                                  // its end: control back, invulnerable 120
void bumper_touch(ObjectBatch& o, size_t k);               // kinds/bumper.cpp: the scan touched it
// S2's no_balancing status bit (Sonic_Move: a player standing still on such
// an object looks up or ducks instead of balancing): S2 Obj40's; S3K's status
// bit 7 (Sonic_NotRight `tst.b status(a1)`), set by Obj_DEZEnergyBridge.
inline bool no_balancing(const ObjectBatch& o, size_t k) {
    return o.kind[k] == OBJ_S2_SPRINGBOARD || o.kind[k] == OBJ_S3K_DEZ_ENERGY_BRIDGE;
}
// kinds/spring.cpp: S2/S3K springs' subtype bit 0 (the twirl) and bits 2-3 (the layer), also S2 Obj40's
void spring_twirl_and_layer(Player& p, const ObjectBatch& o, size_t k, const Rules& r);
void spring_launch_up(Player& p, ObjectBatch& o, size_t k, const Rules& r);  // kinds/spring.cpp: S&K sub_22F98
bool electro_armed(const ObjectBatch& o, size_t k);        // kinds/electro.cpp: its byte is $A4 now
bool s1_spike_ball_armed(const ObjectBatch& o, size_t k);  // kinds/s1_spike_ball.cpp: ground saws
bool s3k_dez_lightning_armed(const ObjectBatch& o, size_t k);  // kinds/s3k_dez_lightning.cpp: $9F listed
bool s3k_fbz_mine_armed(const ObjectBatch& o, size_t k);       // kinds/s3k_fbz_mine.cpp: $8B listed
bool s3k_lbz_gate_laser_box(const ObjectBatch& o, size_t k, uint16_t pl_top, int32_t pl_height, int32_t shrink,
                            int32_t& w, int32_t& h, int32_t& dy);  // kinds/s3k_lbz_gate_laser.cpp: a $98 beam
bool s1_flame_armed(const ObjectBatch& o, size_t k);       // kinds/s1_flamethrower.cpp: its byte is $A3 now
// kinds/s3k_poindexter.cpp: the reaction (REACT_COUNT: none) and box its byte gives this frame
uint8_t s3k_poindexter_touch(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h);
// kinds/s1_chain_stomp.cpp: its spikes' box (w, h at its y + dy), if it has them now
bool s1_chain_stomp_spikes(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h, int32_t& dy);
uint8_t s3k_bubbles_touch(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h);  // kinds/s3k_bubbles.cpp: $12 or $86
uint8_t s3k_jawz_touch(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h);  // kinds/s3k_jawz.cpp: $D7 or $8B
// kinds/s3k_lrz_iwamodoki.cpp: a touch of REACT_PROJECTILE (touch_kinds.hpp) that a shield
// turns away (Touch_ChkHurt_Bounce_Projectile, ShieldTouchResponse): its speed and collision
void deflect_projectile(const Player& p, ObjectBatch& o, size_t k, const Rules& r);
// kinds/spikes.cpp: S1 Spik_Hurt, S2 Touch_ChkHurt2, S3K sub_228EC (also the S3K hurt blocks')
void spike_hurt(Player& p, ObjectBatch& o, size_t k, const Rules& r);
void s2_mtz_spike_box(const ObjectBatch& o, size_t k, int32_t& w, int32_t& h);  // kinds/s2_mtz_spike.cpp
// cd_solid.cpp
SolidResult cd_solid(Player& p, ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                     const TileMap& map, int type);                                      // H

// path_swapper.cpp (the subtype byte is the object's cx parameter)
void path_swapper(Player& p, ObjectBatch& o, size_t k, const Rules& r);
// The crossing step path_swapper runs before it sets the layer: SWAP_PLUS or
// SWAP_MINUS (the way the player crossed) when the layer routine is reached
// (in range, grounded if bit 7 says so, within $40 px of the line when
// near_line (S3K), not X-flipped), else 0; the side flag updated either way.
int path_swapper_cross(Player& p, ObjectBatch& o, size_t k, bool near_line);
int32_t kind_busy_path_swapper(const Player& p, const ObjectBatch& o, size_t k, const Rules& r);
// True when the swapper's update would change nothing: initialised, and its
// flag already says the side of its line the player is on.
bool path_swapper_idle(const Player& p, const ObjectBatch& o, size_t k);
// A vertical line (reacts to X crossings; subtype bit 2 clear).
inline bool path_swapper_vertical(const ObjectBatch& o, size_t k) { return (o.cx[k] & 4) == 0; }

// broad_phase.cpp: when an update would change nothing (a shortcut, not a rule).
// busy_radius: the update of object k can act only while |int16(px - ox)| <= R.
constexpr int32_t NEVER_BUSY = INT32_MIN;
constexpr int32_t ALWAYS_BUSY = 0x7FFFFFFF;
// Idle while the player's pixel Y stays on the side of the object's Y where it
// is now (a horizontal path swapper, whose flag is the side of its line): the
// busy set keeps a span of Y as well (BusySet::ylo), found from these lines.
constexpr int32_t Y_LINE = INT32_MIN + 1;
// A radius of 0 is a line the player crosses (a path swapper): the only radius
// that may depend on the player (on his side of the line); spans never
// contain the unsigned pixel word's wrap (broad_phase.cpp refresh_busy).
int32_t busy_radius(const Player& p, const ObjectBatch& o, size_t k, const Rules& r);
// G2: the player's box is px - 8 .. px + 8; an object box of half-width w
// touches it only if |px - ox| <= w + 8 (modulo 64 Ki: the original's
// unsigned compare admits a subset of that). S3K Sonic's insta-shield box is
// px - $18 .. px + $18 (shields.hpp), and may start within a span: his reach is
// always the wider one.
inline int32_t hitbox_reach(int32_t w, const Rules& r) {
    return w + (r.s3k() && r.sonic() ? 0x18 : 8);
}
// S3K Find_SonicTails' d2 for an object at pixel X x: the nearer player's
// |dX| (a word, as the routine's abs of the signed difference). With one
// player per environment, Player_2's empty slot counts as a player at X 0,
// so its |X| competes (the ICZ stalactite and freezer, LRZ's Iwamodoki).
inline uint16_t find_sonic_tails_dx(const Player& p, uint16_t x) {
    const int16_t d1 = int16_t(uint16_t(x - pixel(p.x)));
    const int16_t d2 = int16_t(x);
    const uint16_t a = d1 < 0 ? uint16_t(-d1) : uint16_t(d1);
    const uint16_t b = d2 < 0 ? uint16_t(-d2) : uint16_t(d2);
    return a <= b ? a : b;
}
// D1.2: 0 <= px - ox + w < 2w, w = aw (+ 11 with the Q8 fix).
inline int32_t platform_reach(const ObjectBatch& o, size_t k, const Rules& r) {
    return o.aw[k] + (r.has(FIX_PLATFORM_WALKOFF) ? 11 : 0);
}

// Each kind's update (after its motion) and busy radius, as the registry
// (object_kinds.hpp) names them; defined in the kind's own file.
#define HP_KIND_DECLARE(id, name, file, traits, states, params)                                     \
    SolidResult kind_update_##name(Player& p, ObjectBatch& o, size_t k, int32_t i,                \
                                   const Rules& r, const TileMap& map, StageLog* log);           \
    int32_t kind_busy_##name(const Player& p, const ObjectBatch& o, size_t k, const Rules& r);
HP_OBJECT_KIND_LIST(HP_KIND_DECLARE)
#undef HP_KIND_DECLARE
// Stale objects (lazy_objects.hpp), one environment's record for one call
// of the batch step: an object whose motion is a pure function of the
// oscillators may skip frames while the player is far from it (stale), and
// is caught up exactly before it runs again and at the end of the call.
// since[i]: the last frame of the call object i ran or was caught up to (-1:
// the call's start); hist: the oscillator tables the objects read on the
// call's last LAZY_DEPTH frames (frame f at f % LAZY_DEPTH).
constexpr int32_t LAZY_DEPTH = 3;
struct LazyObjects {
    bool on = false;
    int32_t frame = 0;  // the frame of the call the objects run now
    int32_t* since = nullptr;
    uint16_t* hist = nullptr;
    const uint32_t* ids = nullptr;  // the objects of a lazy kind (lazy_candidates)
    uint32_t n_ids = 0;
};
// What an object's update would do this frame: change something (IDLE_NO);
// only rewrite x_prev (IDLE_STILL: still, not stood on or pushed, the player
// outside its busy radius); nothing the caller can see before its catch-up
// (IDLE_STALE: a stale object, the player outside its lazy radius).
enum Idle : uint8_t { IDLE_NO = 0, IDLE_STILL = 1, IDLE_STALE = 2 };
Idle object_idle(const Player& p, const ObjectBatch& o, size_t k, int32_t i, const Rules& r,
                 const LazyObjects* lazy);
// The broad phase's state for one environment (broad_phase.hpp): the player
// pixel X values lo .. lo + span for which every object not listed in busy
// stays idle (its update and the hitbox scan's test of it would change
// nothing), as long as those objects are not run. busy lists object indices
// in ascending order (the order they run in); odd lists the objects the index
// does not stand for in this environment (moved, moving, busy, wider than
// rcap): a refresh examines them all. With no busy object and the player
// inside the span, a whole objects frame is a no-op.
enum BusyNeed : uint8_t { NEED_NONE = 0, NEED_REFRESH = 1, NEED_FULL = 2 };
struct BusySet {
    uint16_t lo = 0, span = 0;
    uint8_t need = NEED_FULL;  // what the next refresh must examine (BusyNeed)
    bool valid = false;        // a span was found (its lists fit in cap)
    int32_t rcap = 0;          // the widest radius the index stands for here
    bool lines = false;        // a line (radius 0) was seen: leaving the span, sweep
    // The player pixel Y values ylo .. ylo + yspan on the same side of every
    // Y_LINE object (its flag matches): they are in odd, examined at each refresh.
    uint16_t ylo = 0, yspan = 0xFFFF;
    uint32_t n_busy = 0, n_odd = 0, cap = 0;
    uint32_t* busy = nullptr;
    uint32_t* odd = nullptr;
    LazyObjects lazy;
    bool covers(const Player& p) const {
        return valid && uint16_t(pixel(p.x) - lo) <= span && uint16_t(pixel(p.y) - ylo) <= yspan;
    }
    bool skips_frame(const Player& p) const { return n_busy == 0 && covers(p); }
};

// One object's whole update (motion, then its routine). Exposed so a single
// routine can be checked against a spec vector.
SolidResult object_update(Player& p, ObjectBatch& o, size_t env, int32_t i, const Rules& r,
                          const TileMap& map, StageLog* log);

// Every object of environment env, in list order, after the player's update
// (rules/objects §0.6). The player's hitbox scan (rules/objects §8, rules/terrain §10) is the end
// of the player's own update, so it runs first, against the objects'
// positions of the previous frame.
// quiet: a busy set that covers the player at the start of the frame; the
// objects not in its busy list are skipped while the player stays inside its
// span. Returns what it needs before the next frame: NEED_FULL when an object
// outside the list had to run, NEED_REFRESH when one in it turned out idle.
// end_player: the player's control routine ran this frame (player_frame's
// result): its last step, player_frame_end (S1 Sonic_Loops), follows the scan.
// lazy: stale objects are skipped while the player is far, caught up before they run.
BusyNeed objects_frame(Player& p, ObjectBatch& objs, size_t env, const Rules& r, const TileMap& map,
                       bool end_player, StageLog* log = nullptr, const BusySet* quiet = nullptr,
                       LazyObjects* lazy = nullptr);

}  // namespace hp
