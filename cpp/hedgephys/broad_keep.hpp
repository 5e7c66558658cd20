// The broad phase kept between calls (broad_keep.cpp; docs/objects.md "The
// broad phase"): a shortcut, not a rule. Without it, each call of the step
// examined every object of every environment on its first frame, and a caller
// stepping one frame a call (the vector environment) paid that every frame.
#pragma once
#include <cstdint>

namespace hp {

// One environment's busy set as the last call left it, with the fingerprint
// of the state it was found for (the player, the objects' state and
// oscillators, the rules). The next call takes it only if that state is
// unchanged, bit for bit (any write between calls, a reset, a restore, or
// another batch of players gives another fingerprint), else examines every
// object as before. Sets whose lists are longer than KEEP_LIST are not kept.
constexpr uint32_t KEEP_LIST = 96;
struct BroadKeep {
    uint64_t stamp = 0;  // 0: nothing kept
    uint16_t lo = 0, span = 0, ylo = 0, yspan = 0xFFFF;
    uint8_t need = 0;
    bool lines = false;
    uint16_t n_busy = 0, n_odd = 0;
    int32_t rcap = 0;
    uint32_t ids[KEEP_LIST];  // the busy list, then the odd list
};

}  // namespace hp
