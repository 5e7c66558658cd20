"""Why Sonic & Knuckles' own colliding objects (or some of their subtypes) are
not placed, by (table, id) (the coverage table's last column,
docs/levels.md), each read in its routine in sonic3k.asm, which the checkout
lacks (read from a public copy, murshies/skdisasm, as the placers of
:mod:`.place_s3k_sk`). No hedgephys kind reproduces what these do to the
player exactly, so placing them would approximate it.
"""
from __future__ import annotations

__all__ = ["SK_REASONS"]

#: (table, id) -> why it (or, for a placed id, its other subtypes) is not modelled.
SK_REASONS: dict[tuple[str, int], str] = {
    ("sk2", 0xB7): "Doomsday's asteroids: the player flies through that stage as Super Sonic, "
                   "a mode of play of its own: not modelled",
    ("sk2", 0x29): "a solid block (SolidObjectFull) whose flames ($98, spared by the fire shield) are "
                   "objects of their own, thrown every 4th frame of its bursts only while it is on "
                   "screen (render_flags bit 7, loc_43E4E): not modelled",
    ("sk1", 0x73): "subtype 0 falls to the floor and rises with the level's magnet flag "
                   "(loc_3B18C); $80 and up have no collision: not modelled",
    ("sk2", 0x2D): "types 3 and 6-8 move by a speed of their own counted from when they are loaded "
                   "(sub_25974): not modelled",
    ("sk2", 0x4A): "type 3 moves by a speed of its own counted from when it is loaded "
                   "(sub_25974): not modelled",
    ("sk2", 0x38): "holds a player in its box by speed rules of its own (sinking at $A8, out at -$800 "
                   "or $400 when he jumps; four forms by subtype bits 6-7, sub_3FD4E): not modelled",
    ("sk2", 0x9A): "a solid rock ($17/$C/$B) until a player is within $40, then bursts after its "
                   "animation into four flying shards ($98): not modelled",
    ("sk2", 0x23): "the light-spotted caps (subtype bit 0) add $14 to their sway's index, which then reads "
                   "past MHZMushroomCap_Positions into the next routine's bytes: not modelled",
}
