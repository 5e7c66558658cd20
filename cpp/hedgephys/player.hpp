// Player state (rules/terrain §6-§10) as a structure of arrays: one array per
// field, one element per player; a single player is a batch of one.
//
// The frame routines work on a Player value (the fields of one element loaded
// into locals) and store it back, so the hot loop touches each array once.
#pragma once
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "fixed.hpp"
#include "rules.hpp"
#include "tiles.hpp"

namespace hp {

// Buttons held this frame (rules/scenario "Buttons"). J is any jump button.
#define HP_BUTTONS(X) X(BTN_L, "L", 1) X(BTN_R, "R", 2) X(BTN_U, "U", 4) X(BTN_D, "D", 8) X(BTN_J, "J", 16)
enum Button : uint8_t { HP_BUTTONS(HP_ENUM_VALUE) };
constexpr uint8_t BUTTON_MASK = 31;

// Events of one frame (rules/scenario "Events"), a bit each.
#define HP_EVENTS(X)                                                                               \
    X(EV_JUMPED, "jumped", 1u << 0) X(EV_LANDED, "landed", 1u << 1)                                \
    X(EV_LEFT_GROUND, "left_ground", 1u << 2) X(EV_HIT_WALL, "hit_wall", 1u << 3)                 \
    X(EV_HIT_CEILING, "hit_ceiling", 1u << 4)
enum Event : uint32_t { HP_EVENTS(HP_ENUM_VALUE) };

// Balancing (rules/terrain §6.5): which side the ledge is on, and the S2 "further out" case.
enum Balance : uint8_t { BAL_NONE = 0, BAL_LEDGE_RIGHT = 1, BAL_LEDGE_LEFT = 2, BAL_FURTHER = 4 };

struct Player {
    Pos x, y;                // 16.16
    Speed xsp, ysp, gsp;     // 8.8
    Angle angle;             // ground angle
    uint8_t xr, yr;          // current width / height radius (rules/terrain §9)
    uint8_t airborne, rolling, jumping, rolljump, pushing, facing_left, stick;
    uint8_t layer;           // 0 = A, 1 = B (rules/terrain §4.3)
    uint16_t control_lock;   // frames (rules/terrain §8.5)
    int16_t on_object;       // index of the object stood on, -1 = none
    Angle areg_p, areg_s;    // the two angle registers (rules/terrain §5.5)
    Angle saved_p, saved_s;  // their copy saved at the end of the previous frame (rules/terrain §10)
    uint8_t prev_buttons;    // last frame's buttons, for the jump press edge
    uint8_t balance;         // Balance bits, output only
    uint8_t dead;            // fell below the level's bottom bound (rules/terrain §8.9); frozen
    uint32_t events;         // Event bits of the last frame, output only
    // objects (rules/scenario "Outcomes the pages leave open")
    uint8_t invuln;          // post-hit invulnerability timer (frames)
    uint8_t hurt;            // knocked back by a hit; control returns on landing
    uint8_t crushed;         // killed by a solid object: falls, no collision
    // animation state the rules read (animation.hpp; rules/terrain §10, erratum rules/terrain §14.21)
    uint8_t anim;            // animation id, the game's numbering
    uint8_t prev_anim;       // the id the animation routine last saw (the change test)
    uint8_t anim_frame;      // frame index within the script
    uint8_t anim_timer;      // frames left on the current frame (a signed byte)
    uint8_t crouch_frame;    // the frame shown is the one the crouch hitbox test reads (rules/objects G1)
    // the spin dash (S2 Sonic_CheckSpindash, S3K SonicKnux_Spindash) and CD's
    // spin dash and peel-out (spindash.cpp)
    uint8_t spindash;        // S2/S3K: charging flag (S2's byte doubles as pinball_mode);
                             // CD: oPlayerCharge, the frames charged (peel-out or spin dash)
    uint16_t spindash_counter;  // S2/S3K: the charge
    // Sonic CD's look state and timers (cd_moves.cpp)
    uint8_t look_mode;       // lookMode: double-tap timer (bits 0-3), look-up (7) / down (6) flags
    uint16_t camera_bias;    // camYCenter, 0x60 at rest: its return gates the look reset
    uint16_t idle_timer;     // boredTimer: frames spent in the wait animation
};

// Every field of Player as an array. Adding a field: add it to Player, to
// PLAYER_FIELDS below and nowhere else; load/store and the binding follow.
// Which process's thread is running a call on a batch (0: none). The binding
// takes it for a whole step (checks.hpp BatchHold), so calls on one batch from
// several Python threads run one after another; the core never reads it. A
// copy of a batch starts free.
struct CallHold {
    std::atomic<int> pid{0};
    CallHold() = default;
    CallHold(const CallHold&) {}
    CallHold& operator=(const CallHold&) { return *this; }
};

struct PlayerBatch {
    Rules rules;
    size_t n = 0;
    mutable CallHold hold;
#define HP_PLAYER_FIELDS(X)                                                                 \
    X(uint32_t, x) X(uint32_t, y) X(int16_t, xsp) X(int16_t, ysp) X(int16_t, gsp)            \
    X(uint8_t, angle) X(uint8_t, xr) X(uint8_t, yr) X(uint8_t, airborne) X(uint8_t, rolling) \
    X(uint8_t, jumping) X(uint8_t, rolljump) X(uint8_t, pushing) X(uint8_t, facing_left)     \
    X(uint8_t, stick) X(uint8_t, layer) X(uint16_t, control_lock) X(int16_t, on_object)      \
    X(uint8_t, areg_p) X(uint8_t, areg_s) X(uint8_t, saved_p) X(uint8_t, saved_s)            \
    X(uint8_t, prev_buttons) X(uint8_t, balance) X(uint8_t, dead) X(uint32_t, events)         \
    X(uint8_t, invuln) X(uint8_t, hurt) X(uint8_t, crushed) X(uint8_t, anim)                  \
    X(uint8_t, prev_anim) X(uint8_t, anim_frame) X(uint8_t, anim_timer)                       \
    X(uint8_t, crouch_frame) X(uint8_t, spindash) X(uint16_t, spindash_counter)               \
    X(uint8_t, look_mode) X(uint16_t, camera_bias) X(uint16_t, idle_timer)
#define HP_DECLARE(T, name) std::vector<T> name;
    HP_PLAYER_FIELDS(HP_DECLARE)
#undef HP_DECLARE

    void resize(size_t count);
    void reset(size_t i);  // standing, still, at (0, 0), facing right
    Player load(size_t i) const;
    void store(size_t i, const Player& p);
};

struct ObjectBatch;  // objects.hpp

// One whole frame for one player, in the original order (rules/terrain §10), up to and
// including the animation routine; then comes the hitbox scan (the start of
// the objects' frame, objects.cpp) and player_frame_end. objects / env: the
// player's objects, for balancing at the edge of the one stood on (may be
// null). Returns whether the control routine ran (not the hurt routine, not
// dead or crushed): only then does player_frame_end run.
bool player_frame(Player& p, const Rules& rules, const TileMap& map, uint8_t buttons,
                  const ObjectBatch* objects = nullptr, size_t env = 0);
// What the control routine does after the hitbox scan: S1's Sonic_Loops.
void player_frame_end(Player& p, const Rules& rules, const TileMap& map);

}  // namespace hp
