// The registry of object kinds: ONE entry per kind, from which everything else
// about a kind follows (docs/objects.md "Adding an object kind"):
//   the ObjectKind enum and OBJ_KIND_COUNT (objects.hpp), the routine dispatch
//   (objects.cpp object_update) and the broad phase's radius (broad_phase.cpp),
//   both switches generated from this list; the vocabulary exported to Python
//   (register_vocabulary.cpp: kind names, state names, constructor parameters);
//   the binding's checks of every object row and their messages
//   (register_objects.cpp); the Python constructor classes of kinds without a
//   hand-written one (hedgephys/objects.py), the scenario format's object types
//   (hedgephys/scenario) and the kinds table of docs/objects.md (a test fails
//   when it and this list disagree).
//
// X(id, name, routine file, traits, states, parameters):
//   id      the enum name; its value is the entry's place in the list.
//   name    the kind's name in Python, scenario files, traces and docs. Its file
//           defines, in namespace hp,
//             SolidResult kind_update_<name>(Player&, ObjectBatch&, size_t k,
//                 int32_t i, const Rules&, const TileMap&, StageLog*);
//             int32_t kind_busy_<name>(const Player&, const ObjectBatch&, size_t k,
//                 const Rules&);
//           the update (after the object's motion) and the broad phase's busy
//           radius (broad_phase.cpp: NEVER_BUSY, ALWAYS_BUSY or R >= 0).
//   file    the file (under cpp/hedgephys/) holding those two functions.
//   traits  what else the kind does, KindTrait bits OR'ed (objects.hpp), 0
//           for none; each is answered by a hook its file defines:
//             KT_OSC    it reads the global oscillators or the level frame
//                       counter (oscillators.hpp: the batch then moves them);
//             KT_LAZY   it may lag far from every player (lazy_objects.hpp:
//                       kind_lazy_<name>, kind_lazy_skip_<name>);
//             KT_TOUCH  the player's hitbox scan tests it (touch_kinds.hpp:
//                       kind_touch_<name>).
//   states  ({code, "name"}, ...,) the states a trace shows (ObjectState
//           codes), or () for a kind without states.
//   params  ({field, "name", lo, hi, default, "choices"}, ...,) its
//           constructor's parameters: the ObjectBatch field each one is stored
//           in (KindField; a 0/1 one may be a bit of flags), the range the binding checks, the default
//           (NO_DEFAULT: required) and "a|b|c" names for lo, lo + 1, ... ("" for
//           a plain integer). Positions x, y and motion are every kind's.
#pragma once

// A full solid's sizes with the routine's numbers as defaults: width_radius,
// height_radius (width_pixels, height_pixels), SolidObjectFull's d1 (solid_width),
// d2 (half_height), d3 (stand_height), and width.
#define HP_KIND_SOLID_SIZES(wr, hr, cx, hj, hs, aw)                                                \
    {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, wr, ""}, {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, hr, ""}, \
    {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, cx, ""}, {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, hj, ""}, \
    {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, hs, ""}, {KF_AW, "width", 0, KIND_MAX_RADIUS, aw, ""},

// Solid, platform and sloped objects keep state 0; the kinds' routines: see
// objects.hpp "Object kinds".
#define HP_OBJECT_KIND_LIST(X)                                                                     \
    X(OBJ_SOLID, solid, "solid.cpp", 0, (), (HP_KIND_RADII))                                        \
    X(OBJ_PLATFORM, platform, "solid.cpp", 0, (), (HP_KIND_RADII))                                  \
    X(OBJ_SLOPED, sloped, "sloped.cpp", 0, (),                                                      \
      (HP_KIND_RADII{KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_FLAG1, "platform", 0, 1, 0, ""}, ))     \
    X(OBJ_PUSH_BLOCK, push_block, "push_block.cpp", 0,                                              \
      ({ST_IDLE, "idle"}, {ST_SLIDING, "sliding"}, {ST_FALLING, "falling"}, ),                     \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 16, ""},                                        \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 16, ""}, ))                                    \
    X(OBJ_MONITOR, monitor, "monitor.cpp", KT_TOUCH,                                                \
      ({ST_IDLE, "idle"}, {ST_FALLING, "falling"}, {ST_BROKEN, "broken"}, ),                       \
      (HP_KIND_RADII{KF_SUBTYPE, "contents", 0, MC_COUNT - 1, 0, HP_MONITOR_CONTENT_CHOICES}, ))   \
    X(OBJ_HITBOX, hitbox, "hitbox.cpp", KT_TOUCH,                                                   \
      ({ST_IDLE, "active"}, {ST_DESTROYED, "destroyed"}, {ST_COLLECTED, "collected"}, ),           \
      (HP_KIND_RADII{KF_REACTION, "reaction", 0, REACT_COUNT - 1, REACT_BADNIK,                    \
                     HP_REACTION_CHOICES}, ))                                                      \
    X(OBJ_PATH_SWAPPER, path_swapper, "path_swapper.cpp", 0,                                        \
      ({SWAP_NEW, "new"}, {SWAP_MINUS, "minus_side"}, {SWAP_PLUS, "plus_side"}, ),                 \
      ({KF_CX, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))     \
    X(OBJ_SPIKES, spikes, "kinds/spikes.cpp", KT_LAZY, (),                                          \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""}, ))                                                       \
    X(OBJ_BREAKABLE, breakable, "kinds/breakable.cpp", 0, ({ST_IDLE, "idle"}, {ST_BROKEN, "broken"}, ), \
      (HP_KIND_RADII{KF_SUBTYPE, "breaks", 0, 7, 0, "never|side|top|knuckles|knuckles_touch|bottom|plug|knuckles_glide|"}, \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0, ""},                                    \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0, ""}, ))                               \
    X(OBJ_SPRING, spring, "kinds/spring.cpp", 0, ({ST_IDLE, "idle"}, {ST_SPRUNG, "sprung"}, ),      \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))             \
    X(OBJ_BRIDGE, bridge, "kinds/bridge.cpp", 0, (), ({KF_SUBTYPE, "logs", 1, 16, NO_DEFAULT, ""}, )) \
    X(OBJ_COLLAPSING, collapsing, "kinds/collapsing.cpp", 0,                                        \
      ({ST_IDLE, "intact"}, {ST_CRUMBLING, "crumbling"}, {ST_FALLEN, "fallen"}, ),                 \
      ({KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                       \
       {KF_CX, "fragment_delay", 1, 255, NO_DEFAULT, ""},                                          \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 8, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))        \
    X(OBJ_COLLAPSING_BRIDGE, collapsing_bridge, "kinds/collapsing_bridge.cpp", 0,                   \
      ({ST_IDLE, "intact"}, {ST_CRUMBLING, "crumbling"}, {ST_FALLEN, "fallen"}, ),                 \
      ({KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                       \
       {KF_CX, "countdown", 0, 255, NO_DEFAULT, ""}, {KF_HJ, "flip_delay", 0, 255, 0, ""},         \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 16, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},          \
       {KF_FLAG1, "flip_by_side", 0, 1, 0, ""},                                                    \
       {KF_SUBTYPE, "trigger", 0, 16, 0, ""}, ))                                                   \
    X(OBJ_MOVING_PLATFORM, moving_platform, "kinds/moving_platform.cpp", KT_OSC | KT_LAZY,          \
      ({PLAT_NEW, "new"}, {PLAT_ACTIVE, "active"}, {PLAT_DROPPING, "dropping"},                      \
       {PLAT_FALLING, "falling"}, {PLAT_STOPPED, "stopped"}, ),                                      \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                             \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 32, ""},                                          \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""}, ))                                                    \
    X(OBJ_SWINGING_PLATFORM, swinging_platform, "kinds/swinging_platform.cpp", KT_OSC | KT_LAZY, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                             \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                        \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))   \
    X(OBJ_BUMPER, bumper, "kinds/bumper.cpp", KT_OSC | KT_TOUCH, (),                                \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 8, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                     \
    X(OBJ_EDGE_WALL, edge_wall, "kinds/edge_wall.cpp", 0, (),                                       \
      ({KF_CX, "half_width", 0, KIND_MAX_RADIUS, 0x13, ""},                                        \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x28, ""}, ))                                    \
    X(OBJ_ELECTRO, electro, "kinds/electro.cpp", KT_OSC | KT_TOUCH, (),                             \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x48, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                     \
    X(OBJ_CIRCLING_PLATFORM, circling_platform, "kinds/circling_platform.cpp", KT_OSC, (),          \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                     \
    X(OBJ_SEESAW, seesaw, "kinds/seesaw.cpp", 0, ({ST_IDLE, "new"}, {ST_SEESAW_READY, "ready"}, ),  \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))                                                       \
    X(OBJ_SEESAW_BALL, seesaw_ball, "kinds/seesaw.cpp", KT_TOUCH,                                   \
      ({ST_IDLE, "new"}, {ST_BALL_RESTING, "resting"}, {ST_BALL_FLYING, "flying"}, ),              \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))                                                       \
    X(OBJ_CPZ_PLATFORM, cpz_platform, "kinds/cpz_platform.cpp", KT_OSC,                             \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                       \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0x11, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))     \
    X(OBJ_S3K_HURT_BLOCK, s3k_hurt_block, "kinds/s3k_hurt_block.cpp", 0, (),                        \
      (HP_KIND_RADII{KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_FLAG2, "y_flip", 0, 1, 0, ""},            \
       {KF_SUBTYPE, "effect", 0, 3, 0, "hurt|kill|hurt_but_fire_shield|hurt_but_lightning_shield|"}, ))                                                    \
    /* h-covs2: Sonic 2 kinds (issue 18 points 3/4) */                                             \
    X(OBJ_S2_MTZ_SPIKE, s2_mtz_spike, "kinds/s2_mtz_spike.cpp", KT_OSC | KT_LAZY | KT_TOUCH,        \
      ({ST_IDLE, "new"}, {ST_SPIKE_READY, "ready"}, ),                                             \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG1, "around_block", 0, 1, 0, ""}, ))      \
    X(OBJ_S2_CNZ_BIG_BLOCK, s2_cnz_big_block, "kinds/s2_cnz_big_block.cpp", 0,                      \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_FLAG1, "vertical", 0, 1, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                     \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},   \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x2B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""},                                \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                              \
    X(OBJ_S2_SQUARE_PLATFORM, s2_square_platform, "kinds/s2_square_platform.cpp", KT_OSC | KT_LAZY, \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_FLAG2, "y_flip", 0, 1, 0, ""},                       \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                          \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                   \
    X(OBJ_S2_ROT_PLATFORM, s2_rot_platform, "kinds/s2_rot_platform.cpp", KT_OSC | KT_LAZY, (),      \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                          \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))  \
    /* h-covs1: Sonic 1 kinds (docs/kinds/s1_timed.md) */                                          \
    X(OBJ_S1_VANISH_PLATFORM, s1_vanish_platform, "kinds/s1_vanish_platform.cpp", KT_OSC, (),       \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""},                                             \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 8, ""}, ))                                          \
    X(OBJ_S1_SPIN_PLATFORM, s1_spin_platform, "kinds/s1_spin_platform.cpp", KT_OSC, (),             \
      ({KF_SUBTYPE, "subtype", 0x80, 0xFF, NO_DEFAULT, ""},                                        \
       {KF_CX, "half_width", 0, KIND_MAX_RADIUS, 0x1B, ""},                                        \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 7, ""},                                          \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 8, ""},                                              \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                           \
    X(OBJ_S1_SPIKE_BALL, s1_spike_ball, "kinds/s1_spike_ball.cpp", KT_OSC | KT_TOUCH,               \
      ({0, "idle"}, {1, "running"}, ),                                                             \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_FLAG1, "saw", 0, 1, 0, ""}, ))                                                          \
    /* h-s1path: Sonic 1 kinds (docs/kinds/s1_path.md) */                                          \
    X(OBJ_S1_STAIRCASE, s1_staircase, "kinds/s1_staircase.cpp", 0, (),                              \
      ({KF_SUBTYPE, "subtype", 0, 3, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},           \
       {KF_FLAG1, "first", 0, 1, 0, ""}, {KF_CX, "half_width", 0, KIND_MAX_RADIUS, 0x1B, ""},     \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0x11, ""},                                           \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                          \
    X(OBJ_S1_GLASS_BLOCK, s1_glass_block, "kinds/s1_glass_block.cpp", KT_OSC | KT_LAZY, (),         \
      ({KF_SUBTYPE, "subtype", 0, 2, NO_DEFAULT, ""},                                              \
       {KF_CX, "half_width", 0, KIND_MAX_RADIUS, 0x2B, ""},                                        \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x48, ""},                                       \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0x49, ""},                                           \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                       \
    /* h-s3objs: Sonic 3's objects (issue 18 points 3/4) */                                         \
    X(OBJ_S3K_DOOR, s3k_door, "kinds/s3k_door.cpp", 0, (),                                          \
      (HP_KIND_RADII{KF_FLAG1, "horizontal", 0, 1, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},      \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""},                                                          \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                          \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                 \
    /* h-s1blocks: Sonic 1 blocks moved by the oscillators (docs/kinds/s1_blocks.md) */           \
    X(OBJ_S1_FLOATING_BLOCK, s1_floating_block, "kinds/s1_floating_block.cpp", KT_OSC | KT_LAZY,    \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_FLAG1, "routine", 0, 1, 0, "floating_block|marble_brick|"},                             \
       {KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_FLAG2, "y_flip", 0, 1, 0, ""},                       \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                          \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                    \
    X(OBJ_S1_ELEVATOR, s1_elevator, "kinds/s1_elevator.cpp", 0,                                     \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_SUBTYPE, "subtype", 0, 0x7F, NO_DEFAULT, ""},                                           \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x28, ""},                                             \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 8, ""}, ))                                          \
    X(OBJ_S1_MOVING_BLOCK, s1_moving_block, "kinds/s1_moving_block.cpp", KT_OSC | KT_LAZY,          \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                       \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 8, ""}, ))                                          \
    X(OBJ_S1_LABYRINTH_BLOCK, s1_labyrinth_block, "kinds/s1_labyrinth_block.cpp", 0,                \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                          \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                 \
    /* h-s2bounce: Sonic 2 Casino Night bumpers (docs/kinds/s2_bounce.md) */                       \
    X(OBJ_S2_BONUS_BLOCK, s2_bonus_block, "kinds/s2_bonus_block.cpp", KT_TOUCH,                     \
      ({ST_IDLE, "intact"}, {ST_HIT_ONCE, "hit_once"}, {ST_HIT_TWICE, "hit_twice"},                \
       {ST_BROKEN, "broken"}, ),                                                                   \
      ({KF_SUBTYPE, "shape", 0, 2, NO_DEFAULT, "vertical|diagonal|horizontal|"},                   \
       {KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 8, ""},      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                     \
    X(OBJ_S2_HEX_BUMPER, s2_hex_bumper, "kinds/s2_hex_bumper.cpp", KT_TOUCH,                        \
      ({ST_IDLE, "as_placed"}, {ST_TURNED, "turned"}, ),                                           \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                 \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                     \
    X(OBJ_S2_SPRINGBOARD, s2_springboard, "kinds/s2_springboard.cpp", 0, (),                        \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                 \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS, 0x27, ""},                                       \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 8, ""},                                          \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x1C, ""}, ))                                         \
    X(OBJ_S2_SIDE_FLIPPER, s2_side_flipper, "kinds/s2_side_flipper.cpp", 0, (),                     \
      ({KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x13, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x18, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x19, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""},                                             \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                               \
    /* h-s2mtz: Sonic 2 kinds (docs/kinds/s2.md, issue 18 points 3/4) */                           \
    X(OBJ_S2_SPRING_WALL, s2_spring_wall, "kinds/s2_spring_wall.cpp", 0, (),                        \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 1, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                 \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 8, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x40, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x13, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x40, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x41, ""},                               \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 8, ""}, ))                                          \
    X(OBJ_S2_BARRIER, s2_barrier, "kinds/s2_barrier.cpp", 0, (),                                    \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 8, ""},      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x13, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""},                               \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 8, ""}, ))                                          \
    X(OBJ_S2_SMASH_GROUND, s2_smash_ground, "kinds/s2_smash_ground.cpp", 0,                         \
      ({ST_IDLE, "intact"}, {ST_BROKEN, "broken"}, ),                                              \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""}, \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""},                               \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                       \
    X(OBJ_S2_SLIDE_PLATFORM, s2_slide_platform, "kinds/s2_slide_platform.cpp", 0,                   \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},   \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0xC, ""},                                      \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x25, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0xC, ""},                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0xD, ""},                                \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                       \
    X(OBJ_S2_FALLING_PILLAR, s2_falling_pillar, "kinds/s2_falling_pillar.cpp", 0,                   \
      ({ST_IDLE, "waiting"}, {ST_PILLAR_SHAKING, "shaking"}, {ST_FALLING, "falling"},               \
       {ST_PILLAR_LANDED, "landed"}, ),                                                            \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                       \
    X(OBJ_S2_COG, s2_cog, "kinds/s2_cog.cpp", KT_OSC | KT_LAZY, ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ), \
      ({KF_SUBTYPE, "tooth", 0, 7, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                      \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x10, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x10, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                       \
    X(OBJ_S2_NUT, s2_nut, "kinds/s2_nut.cpp", 0,                                                    \
      ({ST_IDLE, "turning"}, {ST_FALLING, "falling"}, {ST_FALLEN, "landed"}, ),                    \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 1, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""}, \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0xB, ""},                                      \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x2B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0xC, ""},                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0xD, ""},                                   \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                       \
    /* h-skobjs: Sonic & Knuckles kinds (docs/kinds/s3k.md) */                                     \
    X(OBJ_S3K_OSC_BLOCK, s3k_osc_block, "kinds/s3k_osc_block.cpp", KT_OSC | KT_LAZY, (),            \
      (HP_KIND_RADII{KF_SUBTYPE, "motion_type", 0, 6, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_FLAG1, "spikes_top", 0, 1, 0, ""}, {KF_FLAG2, "spikes_bottom", 0, 1, 0, ""},            \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                            \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                  \
    X(OBJ_S3K_MUSHROOM_CAP, s3k_mushroom_cap, "kinds/s3k_mushroom_cap.cpp", KT_LAZY,                \
      ({0, "idle"}, {1, "springing"}, ),                                                           \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""},                                             \
       {KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, ))                                                 \
    X(OBJ_S3K_ORBIT_BALL, s3k_orbit_ball, "kinds/s3k_orbit_ball.cpp", KT_OSC | KT_LAZY | KT_TOUCH,  \
      ({0, "harmless"}, {1, "harmful"}, ),                                                         \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_FLAG1, "vertical", 0, 1, 0, ""}, ))                \
    /* h-s1grass: Marble Zone's large grassy platforms (docs/kinds/s1_grass.md) */                 \
    X(OBJ_S1_LARGE_GRASS, s1_large_grass, "kinds/s1_large_grass.cpp", KT_OSC | KT_LAZY, (),         \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""},                                       \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                     \
    /* h-skdez: Sonic & Knuckles' timed hazards (docs/kinds/s3k_sk_timed.md) */                    \
    X(OBJ_S3K_DEZ_LIGHTNING, s3k_dez_lightning, "kinds/s3k_dez_lightning.cpp", KT_OSC | KT_TOUCH, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 4, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                                  \
    X(OBJ_S3K_FBZ_MINE, s3k_fbz_mine, "kinds/s3k_fbz_mine.cpp", KT_TOUCH,                           \
      ({0, "waiting"}, {1, "counting"}, {2, "exploding"}, {3, "exploded"}, ),                      \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 8, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                  \
    /* h-star: the star posts of every game (docs/kinds/star_post.md) */                           \
    X(OBJ_STAR_POST, star_post, "kinds/star_post.cpp", 0,                                           \
      ({0, "new"}, {1, "idle"}, {2, "twirling"}, {3, "lit"}, {4, "passed"}, ),                     \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, ))                                     \
    /* h-s1timed: Sonic 1's spiked balls on a chain and flamethrowers (docs/kinds/s1_chain.md) */  \
    X(OBJ_S1_CHAIN_BALL, s1_chain_ball, "kinds/s1_chain_ball.cpp", KT_OSC | KT_LAZY | KT_TOUCH, (), \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_CX, "radius", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},              \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""}, ))                                                       \
    X(OBJ_S1_FLAMETHROWER, s1_flamethrower, "kinds/s1_flamethrower.cpp", KT_OSC | KT_TOUCH, (),     \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0xC, ""},                                       \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                               \
    /* h-s3mgz: Marble Garden's chained platforms and spike balls, Hydrocity's snake blocks */      \
    X(OBJ_S3K_CHAIN_PLATFORM, s3k_chain_platform, "kinds/s3k_mgz_chain.cpp", KT_OSC | KT_LAZY, (),  \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0xC, ""},                                      \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0xD, ""}, ))                                \
    X(OBJ_S3K_CHAIN_BALL, s3k_chain_ball, "kinds/s3k_mgz_chain.cpp", KT_OSC | KT_LAZY | KT_TOUCH, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG2, "y_flip", 0, 1, 0, ""},       \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                                  \
    X(OBJ_S3K_SNAKE_BLOCK, s3k_snake_block, "kinds/s3k_snake_block.cpp", KT_OSC | KT_LAZY, (),      \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""}, {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},   \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                 \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                       \
    /* h-s3fan: Hydrocity's fans (docs/kinds/s3k_fan.md) */                                        \
    X(OBJ_S3K_FAN, s3k_fan, "kinds/s3k_fan.cpp", KT_OSC | KT_LAZY, ({0, "loading"}, {1, "running"}, ), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0xC, ""},                                      \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                 \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                         \
    X(OBJ_S3K_POINDEXTER, s3k_poindexter, "kinds/s3k_poindexter.cpp", KT_OSC | KT_TOUCH,            \
      ({ST_IDLE, "active"}, {ST_DESTROYED, "destroyed"}, ),                                        \
      (HP_KIND_RADII{KF_CX, "hurt_width_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},              \
       {KF_HJ, "hurt_height_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                    \
    /* h-s1stomp: Sonic 1's stompers, girders and small doors (docs/kinds/s1_stomp.md) */         \
    X(OBJ_S1_CHAIN_STOMP, s1_chain_stomp, "kinds/s1_chain_stomp.cpp", KT_LAZY | KT_TOUCH,           \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0xC, ""},                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0xD, ""},                                   \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                    \
    X(OBJ_S1_SCRAP_STOMP, s1_scrap_stomp, "kinds/s1_scrap_stomp.cpp", KT_LAZY,                      \
      ({ST_IDLE, "new"}, {ST_PLATFORM_READY, "ready"}, ),                                          \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                            \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                    \
    X(OBJ_S1_GIRDER, s1_girder, "kinds/s1_girder.cpp", KT_LAZY, (),                                 \
      ({KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x6B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x18, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x19, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x60, ""}, ))                                          \
    X(OBJ_S1_AUTO_DOOR, s1_auto_door, "kinds/s1_auto_door.cpp", 0, (),                              \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x11, ""}, \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 8, ""}, ))                                          \
    /* h-s3badnik: Marble Garden's Bubbles badnik (docs/kinds/s3k_bubbles.md) */                       \
    X(OBJ_S3K_BUBBLES, s3k_bubbles, "kinds/s3k_bubbles.cpp", KT_OSC | KT_TOUCH,                     \
      ({ST_IDLE, "active"}, {ST_DESTROYED, "destroyed"}, ),                                        \
      (HP_KIND_RADII{KF_CX, "hurt_width_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},              \
       {KF_HJ, "hurt_height_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                    \
    /* h-s3ice: Marble Garden's and Launch Base's smashing pillars (docs/kinds/s3k_smashing_pillar.md) */ \
    X(OBJ_S3K_SMASHING_PILLAR, s3k_smashing_pillar, "kinds/s3k_smashing_pillar.cpp", KT_OSC | KT_LAZY, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x28, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x2B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x28, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x29, ""},                                 \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                          \
    /* h-lbz: Marble Garden's moving spike platform (docs/kinds/s3k_mgz_spike_platform.md) */        \
    X(OBJ_S3K_MGZ_SPIKE_PLATFORM, s3k_mgz_spike_platform, "kinds/s3k_mgz_spike_platform.cpp", KT_OSC | KT_LAZY, (), \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x30, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x23, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x30, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x31, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                                          \
    /* h-lbz: Launch Base's exploding trigger (docs/kinds/s3k_lbz.md) */                          \
    X(OBJ_S3K_LBZ_EXPLODING_TRIGGER, s3k_lbz_exploding_trigger, "kinds/s3k_lbz_exploding_trigger.cpp", KT_TOUCH, \
      ({ST_IDLE, "active"}, {ST_DESTROYED, "exploded"}, ),                                         \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_SUBTYPE, "trigger", 0, 0x10, 0x10, ""}, ))                                              \
    /* h-lbz: Launch Base's gate laser (docs/kinds/s3k_lbz.md) */                                  \
    X(OBJ_S3K_LBZ_GATE_LASER, s3k_lbz_gate_laser, "kinds/s3k_lbz_gate_laser.cpp", KT_OSC | KT_TOUCH, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 4, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 4, ""}, ))                                     \
    /* h-lbz: Launch Base's closed tube elevator (docs/kinds/s3k_lbz.md) */                        \
    X(OBJ_S3K_LBZ_CLOSED_TUBE, s3k_lbz_closed_tube, "kinds/s3k_lbz_closed_tube.cpp", KT_OSC | KT_LAZY, (), \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x30, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x23, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x30, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x31, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                                       \
    /* h-hcz: Hydrocity's conveyor spikes (docs/kinds/s3k_hcz.md) */                               \
    X(OBJ_S3K_HCZ_CONVEYOR_SPIKE, s3k_hcz_conveyor_spike, "kinds/s3k_hcz_conveyor_spike.cpp", KT_OSC | KT_LAZY | KT_TOUCH, (), \
      (HP_KIND_RADII{KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_CX, "left", 0, 0xFFFF, NO_DEFAULT, ""}, \
       {KF_AW, "right", 0, 0xFFFF, NO_DEFAULT, ""}, ))                                          \
    /* h-swim: Hydrocity's Jawz, a special touch its routine answers (docs/kinds/s3k_jawz.md) */      \
    X(OBJ_S3K_JAWZ, s3k_jawz, "kinds/s3k_jawz.cpp", KT_OSC | KT_TOUCH,                              \
      ({ST_IDLE, "active"}, {ST_FALLING, "exploding"}, {ST_DESTROYED, "destroyed"}, ),             \
      (HP_KIND_RADII{KF_CX, "hurt_width_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},              \
       {KF_HJ, "hurt_height_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                    \
    /* h-swim: Marble Garden's sinking mud (docs/kinds/s3k_jawz.md) */                               \
    X(OBJ_S3K_SINKING_MUD, s3k_sinking_mud, "kinds/s3k_sinking_mud.cpp", 0, (),                     \
      ({KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                 \
    /* h-cnz: Carnival Night's cylinders (docs/kinds/s3k_cnz.md) */                               \
    X(OBJ_S3K_CNZ_CYLINDER, s3k_cnz_cylinder, "kinds/s3k_cnz_cylinder.cpp", KT_OSC | KT_LAZY,       \
      ({ST_IDLE, "idle"}, {ST_CYL_RIDDEN, "riding"}, ),                                           \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_FLAG1, "sk_copy", 0, 1, 0, ""},                                                         \
       HP_KIND_SOLID_SIZES(0x20, 0x20, 0x2B, 0x20, 0x21, 0x20)))                                   \
    X(OBJ_S3K_CNZ_RISING_PLATFORM, s3k_cnz_rising_platform, "kinds/s3k_cnz_rising_platform.cpp", 0, \
      ({ST_IDLE, "idle"}, {ST_RISING_SINKING, "sinking"}, {ST_RISING_LANDED, "landed"}, ),         \
      ({KF_AW, "width", 0, KIND_MAX_RADIUS, 0x30, ""},                                            \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0x11, ""}, ))                                       \
    X(OBJ_S3K_CNZ_CANNON, s3k_cnz_cannon, "kinds/s3k_cnz_cannon.cpp", 0,                            \
      ({ST_IDLE, "ready"}, {ST_CANNON_TURNING, "turning"}, {ST_CANNON_FIRED, "fired"},             \
       {ST_CANNON_RETURNING, "returning"}, ),                                                      \
      ({KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""},                                            \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0x29, ""}, ))                                     \
    /* h-dez: Death Egg's energy bridges (docs/kinds/s3k_sk_timed.md) */                           \
    X(OBJ_S3K_DEZ_ENERGY_BRIDGE, s3k_dez_energy_bridge, "kinds/s3k_dez_energy_bridge.cpp", KT_OSC, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x40, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""},                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 9, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x40, ""}, ))                                        \
    X(OBJ_S3K_DEZ_CONVEYOR, s3k_dez_conveyor, "kinds/s3k_dez_conveyor.cpp", 0, (),                  \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                              \
       {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))                                                       \
    X(OBJ_S3K_DEZ_STAIRCASE, s3k_dez_staircase, "kinds/s3k_dez_staircase.cpp", 0,                   \
      ({0, "idle"}, {1, "triggered"}, {2, "counting"}, {3, "moving"}, ),                           \
      ({KF_SUBTYPE, "subtype", 0, 0x37, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                 \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                       \
    /* h-mhz: Sonic & Knuckles' Lava Reef collapsing bridges (docs/kinds/s3k.md) */                \
    X(OBJ_S3K_LRZ_BRIDGE, s3k_lrz_bridge, "kinds/s3k_lrz_bridge.cpp", 0,                            \
      ({0, "intact"}, {1, "broken"}, {2, "gone"}, ),                                               \
      ({KF_SUBTYPE, "subtype", 0, 0xF, 0, ""},                                                     \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x40, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x40, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x1C, ""}, ))                               \
    X(OBJ_S3K_SOZ_SWING, s3k_soz_swing, "kinds/s3k_soz_swing.cpp", KT_OSC | KT_LAZY, (),            \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""}, ))                               \
    X(OBJ_S3K_LRZ_SMASHER, s3k_lrz_smasher, "kinds/s3k_lrz_smasher.cpp", KT_OSC | KT_LAZY, (),      \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x40, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x4B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x40, ""}, ))                                       \
    /* h-fbz: Flying Battery's objects (docs/kinds/s3k_fbz.md) */                                  \
    X(OBJ_S3K_FBZ_BLOCK, s3k_fbz_block, "kinds/s3k_fbz_block.cpp", 0, (),                           \
      (HP_KIND_RADII{KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, NO_DEFAULT, ""},                            \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                 \
       /* loc_3C3EE: d1 = width + $B, d2 = height, d3 = d2 + 1 (the placer's sizes) */             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, NO_DEFAULT, ""},                            \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""}, ))                                  \
    X(OBJ_S3K_FBZ_FLOAT, s3k_fbz_float, "kinds/s3k_fbz_float.cpp", KT_OSC | KT_LAZY | KT_TOUCH,     \
      ({0, "waiting"}, {1, "aligning"}, {2, "dipping"}, {3, "resting"}, {6, "slowing"}, ),           \
      ({KF_SUBTYPE, "subtype", 0, 0x4F, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x14, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x2B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0xC, ""},                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0xC, ""},                                   \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                       \
    /* h-icz: Ice Cap's crushing columns (docs/kinds/s3k_icz.md) */                                \
    X(OBJ_S3K_ICZ_CRUSHING_COLUMN, s3k_icz_crushing_column, "kinds/s3k_icz_crushing_column.cpp", KT_OSC | KT_LAZY, (), \
      ({KF_SUBTYPE, "subtype", 1, 4, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x70, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x2B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x70, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x70, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                          \
    /* h-icz: Ice Cap's stalactites (docs/kinds/s3k_icz.md) */                                     \
    X(OBJ_S3K_ICZ_STALACTITE, s3k_icz_stalactite, "kinds/s3k_icz_stalactite.cpp", KT_TOUCH,         \
      ({ST_IDLE, "hanging"}, {ST_PILLAR_SHAKING, "shaking"}, {ST_FALLING, "falling"},               \
       {ST_PILLAR_LANDED, "landed"}, ),                                                            \
      ({KF_WR, "hurt_width_radius", 0, KIND_MAX_RADIUS, 12, ""},                                   \
       {KF_HR, "hurt_height_radius", 0, KIND_MAX_RADIUS, 20, ""},                                  \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x20, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                          \
    /* h-icz: Ice Cap's breakable harmful ice (docs/kinds/s3k_icz.md) */                           \
    X(OBJ_S3K_ICZ_HARMFUL_ICE, s3k_icz_harmful_ice, "kinds/s3k_icz_harmful_ice.cpp", KT_TOUCH, (),  \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 8, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                    \
    /* h-mhz: Mushroom Hill's curled vines (docs/kinds/s3k_mhz.md) */                              \
    X(OBJ_S3K_MHZ_CURLED_VINE, s3k_mhz_curled_vine, "kinds/s3k_mhz_curled_vine.cpp", 0, (),         \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x40, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x30, ""}, ))                                   \
    /* h-lrz: Lava Reef's falling spikes (docs/kinds/s3k_lrz.md) */                                \
    X(OBJ_S3K_LRZ_FALLING_SPIKE, s3k_lrz_falling_spike, "kinds/s3k_lrz_falling_spike.cpp", KT_TOUCH, \
      ({ST_IDLE, "hanging"}, {ST_FALLING, "falling"}, {ST_PILLAR_LANDED, "landed"}, ),             \
      ({KF_SUBTYPE, "subtype", 0, 255, NO_DEFAULT, ""},                                            \
       {KF_WR, "hurt_width_radius", 0, KIND_MAX_RADIUS, 12, ""},                                   \
       {KF_HR, "hurt_height_radius", 0, KIND_MAX_RADIUS, 20, ""},                                  \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x13, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                         \
    /* h-lrz: Lava Reef's sinking rocks (docs/kinds/s3k_lrz.md) */                                 \
    X(OBJ_S3K_LRZ_SINKING_ROCK, s3k_lrz_sinking_rock, "kinds/s3k_lrz_sinking_rock.cpp", 0,          \
      ({ST_IDLE, "loading"}, {ST_PLATFORM_READY, "ready"}, ),                                      \
      ({KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x1B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                           \
    /* h-soz: Sandopolis's path swappers (docs/kinds/s3k_soz.md) */                                \
    X(OBJ_S3K_SOZ_PATH_SWAP, s3k_soz_path_swap, "kinds/s3k_soz_path_swap.cpp", 0,                   \
      ({SWAP_NEW, "new"}, {SWAP_MINUS, "minus_side"}, {SWAP_PLUS, "plus_side"}, ),                 \
      ({KF_CX, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))          \
    /* h-soz: Sandopolis's rising sand walls (docs/kinds/s3k_soz.md) */                            \
    X(OBJ_S3K_SOZ_SAND_WALL, s3k_soz_sand_wall, "kinds/s3k_soz_sand_wall.cpp", 0,                   \
      ({ST_IDLE, "waiting"}, {ST_SAND_WALL_RISING, "rising"}, {ST_SAND_WALL_RISEN, "risen"},        \
       {ST_BROKEN, "crumbled"}, ),                                                                 \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       HP_KIND_SOLID_SIZES(0xC, 0x34, 0x17, 0x34, 0x35, 0xC)))                                      \
    /* h-fbz (session 32): Flying Battery's trap springs and spring plungers (docs/kinds/s3k_fbz.md) */ \
    X(OBJ_S3K_FBZ_SPRING, s3k_fbz_spring, "kinds/s3k_fbz_spring.cpp", 0, (),                        \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG1, "plunger", 0, 1, 0, ""},                \
       HP_KIND_SOLID_SIZES(0x10, 0x10, 0x1B, 8, 9, 0x1B)))                                         \
    X(OBJ_S3K_FBZ_PROPELLER, s3k_fbz_propeller, "kinds/s3k_fbz_propeller.cpp", KT_OSC | KT_TOUCH, (), \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x40, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 2, ""},                                        \
       {KF_CX, "wide_width_radius", 0, KIND_MAX_RADIUS, 0x60, ""},                                 \
       {KF_HJ, "wide_height_radius", 0, KIND_MAX_RADIUS, 2, ""}, ))                                \
    X(OBJ_S3K_FBZ_DISAPPEARING, s3k_fbz_disappearing, "kinds/s3k_fbz_disappearing.cpp", KT_OSC, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x1B, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""}, ))                               \
    X(OBJ_S3K_FBZ_ROTATING, s3k_fbz_rotating, "kinds/s3k_fbz_rotating.cpp", KT_OSC | KT_LAZY | KT_TOUCH, (), \
      ({KF_SUBTYPE, "radius", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},         \
       {KF_FLAG1, "spike_ball", 0, 1, 0, ""}, {KF_FLAG2, "first", 0, 1, 0, ""},                    \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x17, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0xC, ""},                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0xD, ""},                                   \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0xC, ""}, ))                                           \
    X(OBJ_S3K_FBZ_LAUNCHER, s3k_fbz_launcher, "kinds/s3k_fbz_launcher.cpp", 0,                      \
      ({0, "idle"}, {1, "launching"}, {2, "returning"}, ),                                         \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 3, ""}, ))                                   \
    /* h-hcz: Hydrocity's spinning columns (docs/kinds/s3k_takeover.md) */                       \
    X(OBJ_S3K_HCZ_SPINNING_COLUMN, s3k_hcz_spinning_column, "kinds/s3k_hcz_spinning_column.cpp", KT_OSC | KT_LAZY, \
      ({ST_IDLE, "idle"}, {ST_CYL_RIDDEN, "riding"}, ),                                           \
      ({KF_SUBTYPE, "subtype", 0, 0xE3, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       HP_KIND_SOLID_SIZES(0x10, 0x20, 0x1B, 0x20, 0x21, 0x10)))                                  \
    /* h-hcz: Hydrocity's hand launchers (docs/kinds/s3k_takeover.md) */                         \
    X(OBJ_S3K_HCZ_HAND_LAUNCHER, s3k_hcz_hand_launcher, "kinds/s3k_hcz_hand_launcher.cpp", 0,       \
      ({0, "idle"}, {1, "holding"}, {2, "throwing"}, {3, "returning"}, ),                          \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""}, {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""},           \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0x11, ""}, ))                                       \
    /* h-hcz: Hydrocity's twisting loops (docs/kinds/s3k_takeover.md) */                           \
    X(OBJ_S3K_HCZ_TWISTING_LOOP, s3k_hcz_twisting_loop, "kinds/s3k_hcz_twisting_loop.cpp", 0,       \
      ({0, "waiting"}, {2, "segment_2"}, {4, "segment_4"}, {6, "segment_6"}, {8, "segment_8"},     \
       {10, "segment_a"}, {12, "segment_c"}, {14, "segment_e"}, ),                                 \
      ({KF_SUBTYPE, "subtype", 0, 0x87, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""}, ))      \
    /* h-dez: Death Egg's bumper walls (docs/kinds/s3k_dez.md) */                                  \
    X(OBJ_S3K_DEZ_BUMPER_WALL, s3k_dez_bumper_wall, "kinds/s3k_dez_bumper_wall.cpp", 0, (),         \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0xC, ""},                                       \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x17, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x20, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0xC, ""}, ))                                        \
    /* h-dez: Death Egg's retracting springs (docs/kinds/s3k_dez.md) */                            \
    X(OBJ_S3K_DEZ_RETRACTING_SPRING, s3k_dez_retracting_spring, "kinds/s3k_dez_retracting_spring.cpp", 0, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 2, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                 \
       {KF_FLAG2, "y_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 9, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""}, ))                                       \
    /* h-dez: Death Egg's conveyor pads (docs/kinds/s3k_dez.md) */                                 \
    X(OBJ_S3K_DEZ_CONVEYOR_PAD, s3k_dez_conveyor_pad, "kinds/s3k_dez_conveyor_pad.cpp", 0,          \
      ({0, "waiting"}, {1, "moving"}, ),                                                           \
      ({KF_SUBTYPE, "subtype", 1, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x80, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x8B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x80, ""}, ))                                       \
    /* h-dez: Death Egg's lift pads (docs/kinds/s3k_dez.md) */                                     \
    X(OBJ_S3K_DEZ_LIFT_PAD, s3k_dez_lift_pad, "kinds/s3k_dez_lift_pad.cpp", 0,                      \
      ({0, "waiting"}, {1, "swinging_out"}, {3, "swinging_back"}, ),                               \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 9, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                                       \
    /* h-dez: Death Egg's gravity puzzle (docs/kinds/s3k_dez.md) */                                \
    X(OBJ_S3K_DEZ_GRAVITY_PUZZLE, s3k_dez_gravity_puzzle, "kinds/s3k_dez_bumper_wall.cpp", KT_OSC | KT_LAZY, (), \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x30, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x23, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x30, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x31, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                           \
    /* h-misc: Angel Island's disappearing floors (docs/kinds/s3k_aiz.md) */                        \
    X(OBJ_S3K_AIZ_DISAPPEARING_FLOOR, s3k_aiz_disappearing_floor, "kinds/s3k_aiz_disappearing_floor.cpp", KT_OSC, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       HP_KIND_SOLID_SIZES(0x28, 0x20, 0x2B, 0x18, 0x19, 0x28)))                                   \
    /* h-misc: Ice Cap's tension platforms (docs/kinds/s3k_icz.md) */                              \
    X(OBJ_S3K_ICZ_TENSION_PLATFORM, s3k_icz_tension_platform, "kinds/s3k_icz_tension_platform.cpp", 0, (), \
      ({KF_AW, "width", 0, KIND_MAX_RADIUS, 0x23, ""},                                            \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 0xB, ""}, ))                                         \
    /* h-misc: Angel Island's collapsing log bridges (docs/kinds/s3k_aiz.md) */                    \
    X(OBJ_S3K_AIZ_LOG_BRIDGE, s3k_aiz_log_bridge, "kinds/s3k_aiz_log_bridge.cpp", 0,                \
      ({ST_IDLE, "intact"}, {ST_CRUMBLING, "crumbling"}, {ST_FALLEN, "fallen"}, ),                 \
      ({KF_SUBTYPE, "subtype", 0, 0x7F, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},         \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x5A, ""},                                            \
       {KF_HS, "surface", 0, KIND_MAX_RADIUS, 8, ""}, ))                                            \
    /* h-ssz: Sky Sanctuary's collapsing bridges (docs/kinds/s3k_ssz.md) */                        \
    X(OBJ_S3K_SSZ_BRIDGE, s3k_ssz_bridge, "kinds/s3k_ssz_bridge.cpp", 0,                            \
      ({0, "intact"}, {1, "collapsing"}, {2, "gone"}, ),                                           \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                 \
       {KF_FLAG1, "diagonal", 0, 1, 0, ""},                                                        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_AW, "width", 8, 0x40, 0x20, ""},                                                        \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 9, ""}, ))                                 \
    X(OBJ_S3K_SSZ_FLOAT, s3k_ssz_float, "kinds/s3k_ssz_float.cpp", 0, (),                           \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x11, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x2B, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x11, ""}, ))                             \
    X(OBJ_S3K_SSZ_SPRING, s3k_ssz_spring, "kinds/s3k_ssz_spring.cpp", KT_OSC,                       \
      ({0, "ready"}, {1, "pushed"}, {2, "thrown"}, {3, "recoiling"}, ),                            \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x18, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x10, ""},                                     \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x23, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x18, ""}, ))                                        \
    /* h-badnik: Ice Cap's freezer, frost that freezes a player into an ice block (docs/kinds/s3k_badnik2.md) */ \
    X(OBJ_S3K_ICZ_FREEZER, s3k_icz_freezer, "kinds/s3k_icz_freezer.cpp", KT_OSC | KT_TOUCH,          \
      ({ST_IDLE, "waiting"}, {ST_FREEZER_COLD, "blowing_off"}, {ST_FREEZER_BLOWING, "blowing_on"}, ), \
      (HP_KIND_RADII{KF_FLAG2, "y_flip", 0, 1, 0, ""}, ))                                            \
    /* h-fbz2: Flying Battery's magnetic platforms and spike balls (docs/kinds/s3k_fbz2.md) */      \
    X(OBJ_S3K_FBZ_MAGNET, s3k_fbz_magnet, "kinds/s3k_fbz_magnet.cpp", KT_OSC | KT_TOUCH,            \
      ({ST_IDLE, "falling"}, {ST_MAGNET_RESTING, "resting"}, {ST_MAGNET_RISING, "rising"},          \
       {ST_MAGNET_HELD, "held"}, ),                                                                \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG1, "spike_ball", 0, 1, 0, ""},             \
       HP_KIND_SOLID_SIZES(20, 8, 0x23, 8, 8, 0x18)))                                               \
    /* h-fbz2: Flying Battery's elevators, a slot of a spawner's pool (docs/kinds/s3k_fbz2.md) */   \
    X(OBJ_S3K_FBZ_ELEVATOR, s3k_fbz_elevator, "kinds/s3k_fbz_elevator.cpp", KT_OSC, (),              \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG2, "down", 0, 1, 0, ""},           \
       {KF_WR, "slot", 0, 15, 0, ""},                                                              \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x3B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 0x10, ""},                                       \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x10, ""},                                  \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x30, ""}, ))                                            \
    /* h-rock: Lava Reef's Iwamodoki and its shards (docs/kinds/s3k_rock.md) */                    \
    X(OBJ_S3K_LRZ_IWAMODOKI, s3k_lrz_iwamodoki, "kinds/s3k_lrz_iwamodoki.cpp", 0,                   \
      ({ST_IDLE, "waiting"}, {ST_IWAMODOKI_WAKING, "waking"}, {ST_IWAMODOKI_BURST, "burst"}, ),     \
      (HP_KIND_SOLID_SIZES(0xC, 0xC, 0x17, 0xC, 0xB, 0xC)))                                         \
    X(OBJ_S3K_LRZ_IWAMODOKI_SHARD, s3k_lrz_iwamodoki_shard, "kinds/s3k_lrz_iwamodoki.cpp", KT_TOUCH, \
      ({ST_IDLE, "waiting"}, {ST_SHARD_FLYING, "flying"}, {ST_SHARD_DEFLECTED, "deflected"}, ),     \
      ({KF_SUBTYPE, "subtype", 0, 7, 0, ""},                                                        \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 4, ""},                                          \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 4, ""}, ))                                       \
    /* h-tunnel: automatic tunnels, a player carried along a path (docs/kinds/s3k_tunnel.md) */    \
    X(OBJ_S3K_AUTO_TUNNEL, s3k_auto_tunnel, "kinds/s3k_auto_tunnel.cpp", 0,                         \
      ({ST_IDLE, "waiting"}, {ST_TUNNEL_RUN, "carrying"}, {ST_TUNNEL_LAST, "letting_go"}, ),        \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG1, "act_2", 0, 1, 0, ""}, ))        \
    /* h-trig2: Sandopolis's push switches and doors, the level triggers (docs/kinds/s3k_trigger2.md) */ \
    X(OBJ_S3K_SOZ_PUSH_SWITCH, s3k_soz_push_switch, "kinds/s3k_soz_push_switch.cpp", 0,             \
      (),                                                                                          \
      ({KF_SUBTYPE, "subtype", 0, 0x7F, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},         \
       HP_KIND_SOLID_SIZES(0x30, 0x10, 0x17, 0x10, 0x11, 0x30)))                                    \
    X(OBJ_S3K_SOZ_DOOR, s3k_soz_door, "kinds/s3k_soz_door.cpp", 0,                                  \
      ({0, "new"}, {ST_SOZ_DOOR_RUNNING, "running"}, ),                                            \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},         \
       HP_KIND_SOLID_SIZES(0xC, 0x40, 0x17, 0x40, 0x41, 0xC)))                                     \
    /* h-trig2: Launch Base's trigger bridges, readers of the level triggers (docs/kinds/s3k_trigger2.md) */ \
    X(OBJ_S3K_LBZ_TRIGGER_BRIDGE, s3k_lbz_trigger_bridge, "kinds/s3k_lbz_trigger_bridge.cpp", 0,    \
      ({ST_IDLE, "first"}, {ST_LBZ_BRIDGE_TURNING, "turning"}, {ST_LBZ_BRIDGE_SECOND, "second"},     \
       {ST_LBZ_BRIDGE_RETURNING, "returning"}, ),                                                  \
      ({KF_SUBTYPE, "subtype", 0, 0x3F, NO_DEFAULT, ""}, {KF_FLAG1, "second", 0, 1, 0, ""},         \
       HP_KIND_SOLID_SIZES(8, 0x40, 0x13, 0x40, 0x41, 8)))                                           \
    X(OBJ_S3K_LRZ_SWING_BALL, s3k_lrz_swing_ball, "kinds/s3k_lrz_balls.cpp", KT_OSC | KT_LAZY | KT_TOUCH, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 12, ""},                                        \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 12, ""}, ))                                    \
    X(OBJ_S3K_LRZ_LAUNCHED_BALL, s3k_lrz_launched_ball, "kinds/s3k_lrz_balls.cpp", KT_TOUCH,          \
      ({ST_IDLE, "resting"}, {ST_LRZ_BALL_FLYING, "flying"}, ),                                    \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""},                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 12, ""},                                        \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 12, ""}, ))                                    \
    X(OBJ_S3K_LRZ_ROLLING_BALL, s3k_lrz_rolling_ball, "kinds/s3k_lrz_balls.cpp", KT_TOUCH, (),        \
      ({KF_FLAG2, "y_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 24, ""},                                        \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 24, ""}, ))                                    \
    X(OBJ_S3K_LRZ_LAVA_FALL, s3k_lrz_lava_fall, "kinds/s3k_lrz_lava_fall.cpp", KT_OSC | KT_TOUCH, (), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 32, ""},                                        \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 8, ""}, ))                                     \
    X(OBJ_S3K_LRZ_DASH_ELEVATOR, s3k_lrz_dash_elevator, "kinds/s3k_lrz_dash_elevator.cpp", 0,        \
      ({ST_IDLE, "loading"}, {ST_LRZ_ELEVATOR_READY, "ready"}, {ST_LRZ_ELEVATOR_DRIVEN, "driven"}, ), \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, NO_DEFAULT, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},       \
       {KF_CX, "solid_width", 0, KIND_MAX_RADIUS + 11, 0x2B, ""},                                  \
       {KF_HJ, "half_height", 0, KIND_MAX_RADIUS, 8, ""},                                          \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 9, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x20, ""}, ))                                            \
    /* h-trig: S3K's buttons, FBZ's screw doors, LRZ's doors (docs/kinds/s3k_trigger.md) */        \
    X(OBJ_S3K_BUTTON, s3k_button, "kinds/s3k_button.cpp", 0,                                        \
      ({ST_IDLE, "idle"}, {ST_BUTTON_PRESSED, "pressed"}, ),                                       \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""}, {KF_FLAG1, "side", 0, 1, 0, ""},                   \
       HP_KIND_SOLID_SIZES(0x10, 4, 0x1B, 4, 5, 0x10)))                                            \
    X(OBJ_S3K_FBZ_SCREW_DOOR, s3k_fbz_screw_door, "kinds/s3k_fbz_screw_door.cpp", 0,                \
      ({ST_IDLE, "shut"}, {ST_TRIGGER_OPENING, "opening"}, {ST_TRIGGER_OPEN, "open"}, ),           \
      ({KF_SUBTYPE, "subtype", 0, 0x7F, 0, ""},                                                    \
       HP_KIND_SOLID_SIZES(8, 0x20, 0x13, 0x20, 0x21, 8)))                                         \
    X(OBJ_S3K_LRZ_DOOR, s3k_lrz_door, "kinds/s3k_lrz_door.cpp", 0,                                  \
      ({ST_IDLE, "shut"}, {ST_TRIGGER_OPENING, "opening"}, {ST_TRIGGER_OPEN, "open"}, ),           \
      ({KF_SUBTYPE, "subtype", 0, 0xFF, 0, ""},                                                    \
       HP_KIND_SOLID_SIZES(0x10, 0x28, 0x1B, 0x28, 0x29, 0x10)))                                  \
    X(OBJ_S3K_MGZ_TRIGGER_PLATFORM, s3k_mgz_trigger_platform, "kinds/s3k_mgz_trigger_platform.cpp", 0, \
      ({ST_IDLE, "waiting"}, {ST_TRIGGER_OPENING, "moving"}, {ST_TRIGGER_OPEN, "done"}, ),         \
      ({KF_SUBTYPE, "subtype", 0, 0x2F, 0, ""}, {KF_FLAG0, "x_flip", 0, 1, 0, ""},                 \
       HP_KIND_SOLID_SIZES(0x40, 0x1E, 0x4B, 0x1E, 0x1F, 0x40)))                                     \
    X(OBJ_S3K_SOZ_SPRING_VINE, s3k_soz_spring_vine, "kinds/s3k_soz_spring_vine.cpp", 0,              \
      ({0, "new"}, {ST_VINE_STILL, "still"}, {ST_VINE_LOW, "low"}, {ST_VINE_HIGH, "high"}, ),         \
      ({KF_FLAG0, "x_flip", 0, 1, 0, ""},                                                          \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x2C, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x2C, ""}, ))                                   \
    X(OBJ_S3K_SOZ_PUSHABLE_ROCK, s3k_soz_pushable_rock, "kinds/s3k_soz_pushable_rock.cpp", 0,         \
      ({ST_IDLE, "resting"}, {ST_ROCK_FALLING, "falling"}, {ST_ROCK_SLIDING, "sliding"},              \
       {ST_ROCK_STOPPED, "stopped"}, ),                                                            \
      ({KF_SUBTYPE, "subtype", 0, 10, NO_DEFAULT, ""},                                             \
       HP_KIND_SOLID_SIZES(0x10, 0xC, 0x1B, 0xC, 0xD, 0x10)))                                   \
    X(OBJ_S3K_SSZ_ELEVATOR_BAR, s3k_ssz_elevator_bar, "kinds/s3k_ssz_elevator_bar.cpp", 0,            \
      ({ST_IDLE, "free"}, {ST_BAR_HOLDING, "holding"}, ),                                          \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0x30, ""},                                      \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 4, ""}, ))                                   \
    X(OBJ_S3K_SSZ_SWINGING_CARRIER, s3k_ssz_swinging_carrier, "kinds/s3k_ssz_swinging_carrier.cpp", 0, \
      ({ST_IDLE, "free"}, {ST_CARRIER_HOLDING, "holding"}, ),                                      \
      ({KF_SUBTYPE, "subtype", 0, 0x7F, NO_DEFAULT, ""},                                           \
       HP_KIND_SOLID_SIZES(0x18, 0xC, 0x23, 8, 8, 0x18)))                                   \
    X(OBJ_S3K_SSZ_ROTATING_PLATFORM, s3k_ssz_rotating_platform, "kinds/s3k_ssz_rotating_platform.cpp", 0, \
      ({ST_IDLE, "free"}, {ST_ROT_STOOD, "stood"}, {ST_ROT_HOLDING, "holding"}, ),                   \
      ({KF_FLAG1, "lower", 0, 1, 0, ""},                                                           \
       {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 0xC, ""},                                       \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 0x10, ""},                                             \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""}, ))                                   \
    X(OBJ_S3K_MHZ_SWING_BAR, s3k_mhz_swing_bar, "kinds/s3k_mhz_swing_bar.cpp", 0,                 \
      ({ST_IDLE, "free"}, {ST_BAR_HOLDING, "holding"}, ),                                          \
      ({KF_WR, "width_radius", 0, KIND_MAX_RADIUS, 4, ""},                                         \
       {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, 0x20, ""},                                     \
       {KF_AW, "width", 0, KIND_MAX_RADIUS, 4, ""},                                                \
       {KF_HS, "stand_height", 0, KIND_MAX_RADIUS + 1, 0x21, ""}, ))

// The two radii most kinds take, required, in whole pixels.
#define HP_KIND_RADII                                                                              \
    {KF_WR, "width_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},                                   \
    {KF_HR, "height_radius", 0, KIND_MAX_RADIUS, NO_DEFAULT, ""},
