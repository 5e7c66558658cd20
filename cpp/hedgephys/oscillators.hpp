// The games' global oscillators: sixteen values that swing back and forth
// every frame, read by the objects that move in step with each other (the
// platforms of kinds/moving_platform.cpp). S1 OscillateNumInit /
// OscillateNumDo (_inc/Oscillatory Routines.asm, table v_oscillate), S2
// OscillateNumInit / OscillateNumDo (Osc_Data, Osc_Data2; table
// Oscillation_Control + Oscillating_Data), S3K OscillateNumInit /
// OscillateNumDo in s3.asm (Sonic & Knuckles' Init_OscillatingNumbers /
// Change_OscillatingNumbers: the same tables), table Oscillating_table.
//
// Each environment has its own table (ObjectBatch::osc, OSC_WORDS words, the
// game's RAM layout: the direction bits, then (value, delta) pairs), so that
// byte offsets read here are the disassembly's offsets from the table's
// start (S2's Oscillating_Data is the table + 2).
//
// The table's last word (OSC_LEVEL_FRAME) is no oscillator: the level frame
// counter (S1 v_framecount, S2/S3K Level_frame_counter), cleared with
// OscillateNumInit (S1 Level_SkipClr; S2 Level) and increased at the top of
// every main-loop frame, before the objects, dead player or not (S1/S2
// Level_MainLoop `addq.w #1`): it holds the value the next frame's objects
// read, 1 at the act's first frame. Objects timed by it read it through
// osc_level_frame (kinds/bumper.cpp). The counter itself is the player's
// (Player::level_frame, frame.cpp, which Tails' flight reads too): the word
// is a copy of it, taken before the objects run (objects_take_level_frame),
// so that the two never part, whichever of players and objects a caller
// resets.
#pragma once
#include <cstddef>
#include <cstdint>

#include "objects.hpp"

namespace hp {

// The table at the start of an act (OscillateNumInit) for game g.
void oscillators_init(uint16_t* table, Game g);
// One OscillateNumDo: every value moves by its delta, the delta by its
// frequency towards the value's limit. Not run once the player is dead
// (the games skip it when the player's routine is 6 or more).
void oscillate(uint16_t* table, const Player& p, const Rules& r);

// True when objects of this kind read the oscillators or the level frame
// counter (the batch then runs them).
bool kind_reads_oscillators(uint8_t kind);

// The byte / word at byte offset off of environment env's table, as the
// 68000 reads it (big-endian words).
inline uint8_t osc_byte(const ObjectBatch& o, size_t env, uint32_t off) {
    const uint16_t w = o.osc[env * OSC_WORDS + (off >> 1) % OSC_WORDS];
    return uint8_t((off & 1) ? w : w >> 8);
}
inline uint16_t osc_word(const ObjectBatch& o, size_t env, uint32_t off) {
    return o.osc[env * OSC_WORDS + (off >> 1) % OSC_WORDS];
}

// Once per frame for environment env when its objects read the oscillators:
// the games run OscillateNumDo in the level's main loop after the objects
// (S1 Level_MainLoop: ExecuteObjects ... OscillateNumDo; S2 Level_MainLoop:
// RunObjects ... OscillateNumDo; S3K LevelLoop: Process_Sprites ...
// OscillateNumDo), so the objects of frame f read the table as f - 1 runs
// of OscillateNumDo left it.
inline void objects_oscillate(ObjectBatch* o, size_t env, const Player& p, const Rules& r) {
    if (o && o->osc_used) {
        uint16_t* table = o->osc.data() + env * OSC_WORDS;
        oscillate(table, p, r);
        table[OSC_LEVEL_FRAME] = uint16_t(p.level_frame + 1);  // the next frame's addq.w #1
    }
}

// Before environment env's objects run on a frame: the counter they read is
// the player's, already increased for this frame (frame.cpp).
inline void objects_take_level_frame(ObjectBatch& o, size_t env, const Player& p) {
    if (o.osc_used) o.osc[env * OSC_WORDS + OSC_LEVEL_FRAME] = p.level_frame;
}

// The level frame counter environment env's objects read this frame.
inline uint16_t osc_level_frame(const ObjectBatch& o, size_t env) {
    return o.osc[env * OSC_WORDS + OSC_LEVEL_FRAME];
}

}  // namespace hp
