// The act's level triggers: sixteen bytes that one object sets and others
// read, so that a button, a switch or a trigger it destroys opens a door, a
// bridge or a platform elsewhere in the act. Sonic 3 & Knuckles
// Level_trigger_array (s3.asm / sonic3k.asm; written by Obj_Button and the
// other switches, read by the doors, the trigger bridges and platforms by
// the subtype's low nibble), as Sonic 1's f_switch and Sonic 2's
// ButtonVine_Trigger hold the same sixteen bytes. The games clear them when
// the act starts (their level init clears that RAM); so does every batch.
// docs/objects.md "Level triggers".
//
// Each environment has its own, in its table beside the oscillators
// (ObjectBatch::osc, words OSC_TRIGGERS on: objects.hpp), byte n at byte
// offset n of those words in memory, so that Python sees them as a (envs, 16)
// uint8 view (hedgephys.Objects.level_triggers) and snapshots, resets, the
// lazy objects' history and the broad phase's stamp cover them.
//
// The broad phase (broad_phase.cpp) skips an object whose busy radius says
// it is idle; a reader's busy radius follows its trigger (busy while its
// state is not the one its trigger asks for). When a write changes a
// trigger, set_level_trigger marks the environment, and objects_frame
// (objects.cpp) then tests every later object of the frame and asks for a
// full refresh: a reader anywhere in the act sees the change on the frame
// the game's would, at its own turn in the object list. Writers are not
// lazy kinds (a lazy kind's catch-up runs against past tables).
#pragma once
#include <cstddef>
#include <cstdint>

#include "objects.hpp"

namespace hp {

inline const uint8_t* level_triggers(const ObjectBatch& o, size_t env) {
    return reinterpret_cast<const uint8_t*>(o.osc.data() + env * OSC_WORDS + OSC_TRIGGERS);
}

// Trigger n (the low nibble of a subtype, as the games index it: n & 15) of
// the environment of object slot k (k = env * count + i).
inline uint8_t level_trigger(const ObjectBatch& o, size_t k, uint32_t n) {
    return level_triggers(o, k / o.count)[n & (LEVEL_TRIGGERS - 1)];
}

// Writes trigger n of object slot k's environment (a move.b, bset or bclr
// of the game's: pass the byte it leaves); a change marks the environment.
inline void set_level_trigger(ObjectBatch& o, size_t k, uint32_t n, uint8_t value) {
    const size_t env = k / o.count;
    uint8_t* t = reinterpret_cast<uint8_t*>(o.osc.data() + env * OSC_WORDS + OSC_TRIGGERS);
    uint8_t& b = t[n & (LEVEL_TRIGGERS - 1)];
    if (b != value) {
        b = value;
        o.triggers_changed[env] = 1;
    }
}

// The trigger of an object's own subtype: its low nibble (andi.w #$F,d0 /
// lea (Level_trigger_array).w,a3), as every writer and reader here numbers it.
inline uint32_t subtype_trigger(const ObjectBatch& o, size_t k) { return o.subtype[k] & 0xFu; }

// One update of a reader that opens once (the FBZ screw doors, the LRZ doors):
// shut (ST_IDLE) until its subtype's trigger is set, then ST_TRIGGER_OPENING,
// its byte counter timer stepped each frame (addq.b #1,$2E(a0)), until it
// reaches frames: ST_TRIGGER_OPEN. True on the frames it moves.
inline bool trigger_door_step(ObjectBatch& o, size_t k, int32_t frames) {
    if (o.state[k] == ST_IDLE && level_trigger(o, k, subtype_trigger(o, k)) != 0) o.state[k] = ST_TRIGGER_OPENING;
    if (o.state[k] != ST_TRIGGER_OPENING) return false;
    o.timer[k] = (o.timer[k] + 1) & 0xFF;
    if (o.timer[k] == frames) o.state[k] = ST_TRIGGER_OPEN;
    return true;
}

// The busy radius of a reader that opens once (ST_IDLE shut, then
// ST_TRIGGER_OPENING, then ST_TRIGGER_OPEN: the FBZ screw doors, the LRZ
// doors): busy while it opens, and while shut with its trigger set (it starts
// on its next update); else reach, its solid's.
inline int32_t trigger_door_busy(const ObjectBatch& o, size_t k, int32_t reach) {
    if (o.state[k] == ST_TRIGGER_OPENING) return ALWAYS_BUSY;
    if (o.state[k] == ST_IDLE && level_trigger(o, k, subtype_trigger(o, k)) != 0) return ALWAYS_BUSY;
    return reach;
}

}  // namespace hp
