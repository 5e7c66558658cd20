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

#include "aligned.hpp"
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

// The player's fields, in the order of struct Player and of the batch arrays:
// X(type, name, role, "doc"). The role says how the core uses the field
// (HP_FIELD_ROLES): state carries from frame to frame, parameter is set from
// outside and only read, scratch is written during a frame before it is read,
// output is written for the caller and never read back by the physics.
#define HP_FIELD_ROLES(X) X(FIELD_STATE, "state", 0) X(FIELD_PARAMETER, "parameter", 1) \
    X(FIELD_SCRATCH, "scratch", 2) X(FIELD_OUTPUT, "output", 3)
enum FieldRole : uint8_t { HP_FIELD_ROLES(HP_ENUM_VALUE) };

#define HP_PLAYER_BASE_FIELDS(X)                                                                          \
    X(hp::Pos, x, state, "x position, 16.16")                                                             \
    X(hp::Pos, y, state, "y position, 16.16, y down")                                                     \
    X(hp::Speed, xsp, state, "x speed, 8.8")                                                              \
    X(hp::Speed, ysp, state, "y speed, 8.8")                                                              \
    X(hp::Speed, gsp, state, "ground speed, 8.8")                                                         \
    X(hp::Angle, angle, state, "ground angle")                                                            \
    X(uint8_t, xr, state, "current width radius (rules/terrain §9)")                                      \
    X(uint8_t, yr, state, "current height radius (rules/terrain §9)")                                     \
    X(uint8_t, airborne, state, "in the air")                                                             \
    X(uint8_t, rolling, state, "curled in a ball")                                                        \
    X(uint8_t, jumping, state, "in a jump")                                                               \
    X(uint8_t, rolljump, state, "jumped while rolling")                                                   \
    X(uint8_t, pushing, state, "pushing a wall or an object")                                             \
    X(uint8_t, facing_left, state, "facing left")                                                         \
    X(uint8_t, stick, state, "stays on the ground however far it falls away")                             \
    X(uint8_t, layer, state, "0 = A, 1 = B (rules/terrain §4.3)")                                         \
    X(uint16_t, control_lock, state, "frames of horizontal control lock (rules/terrain §8.5)")            \
    X(int16_t, on_object, state, "index of the object stood on, -1 = none")                               \
    X(hp::Angle, areg_p, state, "primary angle register, kept while no cast writes it (rules/terrain §5.5)") \
    X(hp::Angle, areg_s, state, "secondary angle register, kept while no cast writes it (rules/terrain §5.5)") \
    X(hp::Angle, saved_p, state, "areg_p saved at the end of the previous frame (rules/terrain §10)")     \
    X(hp::Angle, saved_s, state, "areg_s saved at the end of the previous frame (rules/terrain §10)")     \
    X(uint8_t, prev_buttons, state, "last frame's buttons, for the jump press edge")                      \
    X(uint8_t, balance, output, "Balance bits of the frame (rules/terrain §6.5)")                         \
    X(uint8_t, dead, state, "fell below the level's bottom bound (rules/terrain §8.9); frozen")           \
    X(uint32_t, events, output, "Event bits of the last frame")                                           \
    X(uint8_t, invuln, state, "post-hit invulnerability timer (frames)")                                  \
    X(uint8_t, hurt, state, "knocked back by a hit; control returns on landing")                          \
    X(uint8_t, crushed, state, "killed (KillSonic): crushed, or hurt without rings; falls, no collision")                           \
    X(uint8_t, anim, state, "animation id, the game's numbering (animation.hpp)")                         \
    X(uint8_t, prev_anim, state, "the id the animation routine last saw (the change test)")               \
    X(uint8_t, anim_frame, state, "frame index within the script")                                        \
    X(uint8_t, anim_timer, state, "frames left on the current frame (a signed byte)")                     \
    X(uint8_t, crouch_frame, state, "the frame shown is the crouch hitbox frame (rules/objects G1)")      \
    X(uint8_t, spindash, state, "S2/S3K: spin dash charging flag; CD: frames charged (spindash.cpp)")     \
    X(uint16_t, spindash_counter, state, "S2/S3K: the spin dash charge")                                  \
    X(uint8_t, look_mode, state, "CD lookMode: double-tap timer (bits 0-3), look up (7) / down (6)")      \
    X(uint16_t, camera_bias, state, "CD camYCenter, 0x60 at rest: its return gates the look reset")       \
    X(uint16_t, idle_timer, state, "CD boredTimer: frames spent in the wait animation")                  \
    X(uint16_t, rings, state, "ring count (S1 v_rings, S2/S3K Ring_count): rings collected, 0 after a hit") \
    X(uint8_t, water, state, "the player's world has water (S1 LZ/SBZ3 zone test, S2/S3K Water_flag; water.cpp)") \
    X(int16_t, water_y, state, "water surface y in pixels (S1 v_waterpos1, S2 Water_Level_1, S3K Water_level)") \
    X(uint8_t, underwater, state, "below the surface (status bit 6, Sonic_Water / Obj01_InWater / Sonic_InWater)") \
    X(uint8_t, air, state, "seconds of air left, 30 when full (S1 v_air, S2/S3K air_left)")             \
    X(int16_t, air_timer, state, "frames to the next air second (S1 drown_time, S2 obj0a_timer, S3K $3C)") \
    X(uint8_t, drown, state, "drowned: frames until dead (S1 objoff_2C, S2 obj0a_time_until_freeze, S3K $30); 0: not") \
    X(uint8_t, double_jump_flag, state, "S3K double_jump_flag: Sonic 1 shield move or insta-shield attack, 2 over; Tails 1 flying, 2..31 rising (double_jump.hpp)") \
    X(uint8_t, double_jump_property, state, "S3K double_jump_property: Tails' flight fuel, 240 at the start, -1 every other frame (tails_flight.cpp)") \
    X(uint8_t, shield, state, "S3K status_secondary shield bits: 0 none, 0x01 plain, 0x11 fire, 0x21 lightning, 0x41 bubble (shields.hpp)") \
    X(uint8_t, insta_shield, state, "the insta-shield object's animation: bit 7 its anim, bits 0-6 the attack frame (shields.cpp)") \
    X(uint16_t, level_frame, state, "Level_frame_counter as the player's frame sees it, +1 a frame (the flight fuel's pace)") \
    X(uint8_t, mapping_frame, state, "S3K mapping_frame as Knuckles' glide, slide and climb routines set it") \
    X(uint16_t, cam_x, state, "camera's left edge in pixels (S1 v_screenposx, S2/S3K Camera_X_pos); with bounds on") \
    X(uint16_t, cam_y, state, "camera's top edge in pixels (S1 v_screenposy, S2/S3K Camera_Y_pos)")       \
    X(uint16_t, cam_min_x, state, "camera's left bound (Camera_Min_X_pos, S1 v_limitleft2)")               \
    X(uint16_t, cam_max_x, state, "camera's right bound (Camera_Max_X_pos, S1 v_limitright2)")             \
    X(uint16_t, cam_min_y, state, "camera's top bound (Camera_Min_Y_pos, S1 v_limittop2); 0xFF00: wraps") \
    X(uint16_t, cam_max_y, state, "camera's bottom bound (Camera_Max_Y_pos, S1 v_limitbtm2): death at +224") \
    X(uint16_t, cam_target_y, state, "the bottom bound's target (Camera_Max_Y_pos_target, S1 v_limitbtm1)") \
    X(uint8_t, cam_changing, state, "the bottom bound moved this frame (Camera_Max_Y_Pos_Changing, S1 f_bgscrollvert)") \
    X(uint8_t, look_delay, state, "S2/S3K look up/down delay counter (Sonic_Look_delay_counter), up to 120") \
    X(uint8_t, event_routine, state, "the act's level event routine (Dynamic_Resize_Routine, S1 v_dle_routine)") \
    X(uint8_t, event_timer, state, "frames counted by the act's events (S2 Boss_spawn_delay), 0 at each routine") \
    X(uint16_t, invincible, state, "a monitor's invincibility left: S1 invtime / S2 invincibility_time frames, S3K invincibility_timer 8-frame ticks; 0 none (invincibility.hpp)") \
    X(uint8_t, star_post, state, "the last star post hit, its subtype byte (S1 v_lastlamp, S2 Last_star_pole_hit, S3K Last_star_post_hit): number AND $7F; 0 at the start (kinds/star_post.cpp)") \
    X(uint8_t, object_control, state, "S3K object_control: an object holds the player; bit 0 skips his movement, bit 1 his animation, bits $A0 his touch response (frame.cpp, hitbox.cpp; kinds/s3k_cnz_*.cpp)") \
    X(uint8_t, buttons_pressed, scratch, "the buttons newly pressed this frame, as objects read them (S3K Ctrl_1_logical's pressed byte)")

// The camera's lag after a spin dash (camera_lag.hpp), appended last. The
// position record (S2 Sonic_Pos_Record_Buf, S3K Pos_table): the x words of its
// last 32 entries, entry j in bits 16 * (j % 4) of pos_rec_(j / 4).
#define HP_POS_RECORD_FIELD(X, k) X(uint64_t, pos_rec_##k, state, "position record entries 4*" #k " .. 4*" #k "+3 (x words)")
#define HP_CAMERA_LAG_FIELDS(X)                                                                           \
    X(uint16_t, scroll_delay, state, "the camera's lag after a dash (S2 Horiz_scroll_delay_val, S3K H_scroll_frame_offset); camera_lag.cpp") \
    X(uint8_t, pos_rec_index, state, "the position record's next entry x 4 (S2 Sonic_Pos_Record_Index, S3K Pos_table_index)") \
    HP_POS_RECORD_FIELD(X, 0) HP_POS_RECORD_FIELD(X, 1) HP_POS_RECORD_FIELD(X, 2) HP_POS_RECORD_FIELD(X, 3)    \
    HP_POS_RECORD_FIELD(X, 4) HP_POS_RECORD_FIELD(X, 5) HP_POS_RECORD_FIELD(X, 6) HP_POS_RECORD_FIELD(X, 7)
// The moving water (water_move.hpp): with the bounds on, in an act whose water moves.
#define HP_WATER_MOVE_FIELDS(X)                                                                           \
    X(int16_t, water_target, state, "the water's target level (S1 v_waterpos3, S2 Water_Level_3, S3 Target_water_level)") \
    X(int16_t, water_mean, state, "the water's mean level (S1 v_waterpos2, S2 Water_Level_2, S3 Mean_water_level)") \
    X(uint8_t, water_speed, state, "pixels a frame the mean level moves (S1 f_water, S2 Water_on, S3 Water_speed)") \
    X(uint8_t, water_routine, state, "the act's water routine (S1 v_wtr_routine, S3 AIZ2 Level_trigger_array)")
// Loaded and stored only with the level bounds on (PlayerBatch::load).
#define HP_CAMERA_ONLY_FIELDS(X) HP_CAMERA_LAG_FIELDS(X) HP_WATER_MOVE_FIELDS(X)

#define HP_PLAYER_FIELDS(X) HP_PLAYER_BASE_FIELDS(X) HP_CAMERA_ONLY_FIELDS(X)

// One player's fields as locals (the frame routines' working copy).
struct Player {
#define HP_PLAYER_MEMBER(T, name, ...) T name;
    HP_PLAYER_FIELDS(HP_PLAYER_MEMBER)
#undef HP_PLAYER_MEMBER
    // Not a field: what the camera's last scan of the level events found
    // (camera_events.hpp), derived while one call steps the player.
    EventMemo event_memo;
};

// The movement constants in force (rules.hpp Motion): the underwater set
// while the player is underwater in a world with water (water.cpp), else the
// dry one. Every routine reads them through here, so a frame has one copy of
// its code for both.
inline const Motion& motion(const Player& p, const Rules& r) { return r.motion[(p.water != 0) & (p.underwater != 0)]; }

// Every field of Player as an array. Adding a field: add it to HP_PLAYER_FIELDS
// above and nowhere else; Player, load/store and the binding follow.
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
#define HP_DECLARE(T, name, ...) std::vector<T, CacheAligned<T>> name;  // (aligned.hpp)
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
// S3K: the Shield slot's object (the insta-shield, the fire and lightning
// shields lost in water), which runs after the act's objects (shields.cpp).
void shield_object_frame(Player& p, const Rules& rules);
// The display routine's invincibility countdown (S1 Sonic_Display, S2
// Obj01_Display, S3K Sonic_ChkInvin), after the invulnerability timer's
// (invincibility.cpp); only while p.invincible.
void invincibility_tick(Player& p, const Rules& rules);
// The camera's frame, after the objects' (camera.hpp), with the bounds on.
void camera_frame(Player& p, const Rules& r);
// The moving water, before the player's frame (water_move.hpp).
void water_frame(Player& p, const Rules& r);

// The order of one frame, written once (rules/objects §0.6, rules/terrain §10):
// the player's frame, then its objects' frame, which runs the hitbox scan and
// ends the player's frame itself (objects.cpp); without it, the end of the
// player's frame follows at once. objects_part(control) runs the objects'
// frame, if it runs one, and returns whether it did. Used by the batch step
// (batch.hpp env_frame), the stages (stages.cpp) and the binding's frame_casts.
template <class ObjectsPart>
HP_ALWAYS_INLINE void frame_in_order(Player& p, const Rules& rules, const TileMap& map, uint8_t buttons,
                                     const ObjectBatch* objects, size_t env, ObjectsPart&& objects_part) {
    if (rules.bounds && p.water) water_frame(p, rules);  // before the objects (LZWaterFeatures, WaterEffects)
    const bool control = player_frame(p, rules, map, buttons, objects, env);
    if (!objects_part(control) && control) player_frame_end(p, rules, map);
    // (idle, insta_shield 0 and dry, it changes nothing: the call is skipped)
    if ((p.insta_shield || p.underwater) && rules.s3k()) shield_object_frame(p, rules);
    if (rules.bounds) camera_frame(p, rules);  // after the objects (DeformLayers, docs/camera.md)
}
// A frame without objects: the player's frame and its end.
inline void frame_in_order(Player& p, const Rules& rules, const TileMap& map, uint8_t buttons) {
    frame_in_order(p, rules, map, buttons, nullptr, 0, [](bool) { return false; });
}

}  // namespace hp
