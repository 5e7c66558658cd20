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
    ("sk1", 0x73): "$80 and up have no collision (the magnets' field: art only): not modelled",
    ("sk2", 0x2D): "types 3 and 6-8 move by a speed of their own counted from when they are loaded "
                   "(sub_25974): not modelled",
    ("sk2", 0x4A): "type 3 moves by a speed of its own counted from when it is loaded "
                   "(sub_25974): not modelled",
    ("sk2", 0x38): "holds a player in its box by speed rules of its own (sinking at $A8, out at -$800 "
                   "or $400 when he jumps; four forms by subtype bits 6-7, sub_3FD4E): not modelled",
    # h-dez: Death Egg's, Sky Sanctuary's and Ice Cap's rows read in sonic3k.asm
    ("sk2", 0x4D): "no collision of its own: only while it is on screen (render_flags bit 7, loc_471D6) does "
                   "it count subtype * 4 frames down and fire a torpedo (collision $9B, x speed $400), "
                   "which is deleted once off screen (loc_4728A): not modelled",
    ("sk2", 0x7B): "a sloped top (SolidObjectTopSloped2 over byte_46658, d1 $40) that clears a standing "
                   "player's air bit unless he jumped (loc_44D98); subtype bit 7 clear, stood on, it breaks "
                   "into eight pieces and shrinks 8 px every 6 frames (loc_44EBA): not modelled",
    ("sk2", 0x7D): "its sway's period is drawn by Random_Number at loading ($C00 + 0..$FFF, "
                   "Gradual_SwingOffset); a player who lands on it is held 7 frames and thrown at y speed "
                   "-$700 (sub_45170): not modelled",
    ("sk2", 0x7E): "its sway's period is drawn by Random_Number at loading ($800 + 0..$1FFF, "
                   "Gradual_SwingOffset); stood on, it collapses into eight pieces (loc_44B30): not modelled",
    ("sk2", 0xA0): "subtype $n0 flies in with no collision and, once off screen, sets bit n of _unkFA82 "
                   "that subtype $n2 waits for (sub_91914: deleted until then); that badnik (collision 6) "
                   "swings and fires lasers ($9C); subtype 4 drops badniks every 16 frames while on screen: "
                   "not modelled",
    ("sk1", 0x2A): "Ice Cap's with subtype bit 4 clear (loc_29914, sonic3k.asm loc_2A6D4): a sloped solid "
                   "(sub_1BB7C over byte_29AD4) that a rolling player breaks only with subtype bit 7 or his "
                   "top_solid_bit at $E, else it sets his solid bits to $C/$D: not modelled",
    # h-mhz: Mushroom Hill's and Lava Reef's rows read in sonic3k.asm and left out
    ("sk2", 0x11): "subtypes other than 0 fall $10 frames after they are first stood on (MoveSprite2, "
                   "y_vel + $28 a frame, CheckPlayerReleaseFromObj) and are removed once off screen "
                   "(render_flags, loc_3F3AE): not modelled",
    ("sk2", 0x0B): "takes the player over (object_control 3) while he hangs from it: his x moved 1 px "
                   "a frame by left/right, his y and mapping frame from its tables (sub_3EFBA, "
                   "RawAni_3F01A, byte_3F03A), let go by a jump (-$500, -$200 under water) or flung "
                   "over the top with 1.5 times the Y speed he caught it with (loc_3EE7A): "
                   "not modelled",
    # h-fbz: Flying Battery's own objects (docs/kinds/s3k_fbz.md)
    ("sk1", 0xE4): "a solid block ($1B/8/9) whose flames ($98, spared by the fire shield) are objects "
                   "of their own, thrown every 4th frame only while it is on screen (render_flags "
                   "bit 7); subtype < $80 stops them while stood on and, after $3C frames, launches "
                   "the rider up at -$1000 or -$A00 (sub_3CE1A, sub_3CBCE): not modelled",
}
