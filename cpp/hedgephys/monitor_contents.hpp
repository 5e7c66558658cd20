// What a monitor holds and gives (rules/objects F6, docs/kinds/touch.md "Monitor contents"):
// the contents object a broken monitor spawns (S1 PowerUp, S2 Obj2E,
// S3K Obj_MonitorContents) rises and gives its item after its own delay.
// The contents are kept in the monitor's subtype field, by name (the
// layout subtypes of each game map to these names in Python,
// hedgephys/monitor_contents.py).
#pragma once
#include <cstdint>

#include "objects.hpp"

namespace hp {

// The contents by name, consecutive codes (0: none, the package's monitor
// without contents, which gives nothing).
#define HP_MONITOR_CONTENTS(X)                                                                    \
    X(MC_NONE, "none", 0) X(MC_STATIC, "static", 1) X(MC_EGGMAN, "eggman", 2)                      \
    X(MC_ONE_UP, "one_up", 3) X(MC_TAILS_ONE_UP, "tails_one_up", 4) X(MC_RINGS, "rings", 5)        \
    X(MC_SPEED_SHOES, "speed_shoes", 6) X(MC_SHIELD, "shield", 7)                                   \
    X(MC_INVINCIBILITY, "invincibility", 8) X(MC_S, "s", 9) X(MC_GOGGLES, "goggles", 10)            \
    X(MC_TELEPORT, "teleport", 11) X(MC_RANDOM, "random", 12) X(MC_FIRE_SHIELD, "fire_shield", 13) \
    X(MC_LIGHTNING_SHIELD, "lightning_shield", 14) X(MC_BUBBLE_SHIELD, "bubble_shield", 15)        \
    X(MC_SUPER, "super", 16)
enum MonitorContents : uint8_t { HP_MONITOR_CONTENTS(HP_ENUM_VALUE) };
constexpr int32_t MC_COUNT = 17;

// The contents object's runs until it gives (all three games alike): y speed
// -$300, +$18 a run while negative (32 runs), the 33rd run sees 0 and gives.
// Its first run is the frame the monitor breaks (the first free object slot
// after the monitor's, as at an act's start with no object deleted yet).
constexpr int32_t CONTENTS_RUNS = 0x300 / 0x18 + 1;

// At the break: the runs the contents object has left (0: none to give).
inline int32_t contents_runs(uint8_t contents) { return contents == MC_NONE ? 0 : CONTENTS_RUNS; }

// One run of the contents object of broken monitor k (o.timer[k] > 0): on
// its last, the item goes to the player who broke it.
void monitor_contents_frame(Player& p, ObjectBatch& o, size_t k, const Rules& r);

}  // namespace hp
