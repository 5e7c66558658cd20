// Sonic CD's own grounded moves (DevsArchive/sonic-cd-disassembly,
// Level/_Objects/Sonic/Main.asm): the standing logic of ObjSonic_MoveGround
// with its double-tap look state, the peel-out and the spin dash (both timed
// by the charge counter oPlayerCharge, kept in Player::spindash), the spin
// dash charge of ObjSonic_MoveRoll, and the boredom give-up of
// ObjSonic_ChkBoredom. rules/terrain §10 (CD), issue 10 item 3.
#pragma once
#include <cstddef>

#include "player.hpp"

namespace hp {

struct ObjectBatch;

// ObjSonic: before the player's routine, a running charge counts up to 45
// (spin dash: rolling) or 30 (peel-out).
void cd_charge_tick(Player& p);

// ObjSonic_ChkBoredom and the give-up of ObjSonic_MdGround, the first steps
// of the grounded normal state. True: the give-up took the frame.
bool cd_boredom(Player& p, const Rules& r);

// ObjSonic_MoveGround after left/right input: standing, balancing, looking
// up and down, the peel-out and the spin dash start. False when the routine
// returned early (a peel-out charging: no friction, speeds or push sensor).
bool cd_standing(Player& p, const Rules& r, const TileMap& map, uint8_t held, uint8_t tapped,
                 const ObjectBatch* objects, size_t env);

// ObjSonic_MoveRoll with a spin dash charging: the rolling input, the charge
// and its release. Returns false when it is still charging (no friction,
// speeds or push sensor; and MdRoll skips the position update).
bool cd_roll_charge(Player& p, const Rules& r, uint8_t held);

// VInt's RunBoredTimer: a running boredom timer counts every frame.
inline void cd_idle_tick(Player& p) {
    if (p.idle_timer) p.idle_timer = uint16_t(p.idle_timer + 1);
}

}  // namespace hp
