"""Placer of Hydrocity's, Carnival Night's and Death Egg's doors (kind ``s3k_door``,
cpp/hedgephys/kinds/s3k_door.cpp; docs/kinds/s3k_door.md): S3K object $3C
``Obj_Door``, read in s3.asm.

The door opens (8 px a frame, to $40) while a player is in the zone beside
it and closes when none is: a function of the player's position, not of a
clock, so it does not matter that hedgephys places it at the act's first
frame. Sonic 3 alone (``"s3"``) runs s3.asm's routine; the locked-on game
(``"sk1"``: HCZ2 and CNZ; ``"sk2"``: Death Egg) runs sonic3k.asm's copy,
which the checkout lacks: read in a public copy of sonicretro/skdisasm's
sonic3k.asm, it is the same routine with the same numbers and one more
size entry, subtype 2 (Death Egg's door, :data:`SK_DOOR_SIZES`; not checked
by the real-checkout tests).
"""
from __future__ import annotations

from typing import Mapping

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: byte_2FAA8: (width_pixels, height_pixels) of the vertical doors, by subtype
#: (0 Hydrocity's, 1 Carnival Night's); byte_2FC28: the horizontal door's
#: (subtype $80: subtype & $7F indexes it).
DOOR_SIZES = {0x00: (0x10, 0x20), 0x01: (0x08, 0x20), 0x80: (0x20, 0x08)}
#: sonic3k.asm's tables (byte_30E18, byte_30FCE): s3.asm's and subtype 2,
#: Death Egg's door ($10 by $20).
SK_DOOR_SIZES = {**DOOR_SIZES, 0x02: (0x10, 0x20)}
#: The SolidObjectFull call after the move: d1 = width_pixels + $B.
DOOR_SOLID_EXTRA = 0xB


def door(x: int, y: int, subtype: int, x_flip: bool = False, y_flip: bool = False,
         sizes: Mapping[int, tuple[int, int]] = DOOR_SIZES) -> KindObject:
    """The ``s3k_door`` of ``Obj_Door`` with this layout entry: sized by its
    subtype (``sizes``: :data:`DOOR_SIZES`, s3.asm's, or :data:`SK_DOOR_SIZES`;
    a ValueError for a subtype past those tables), ``SolidObjectFull`` with d1 = width + $B, d2 = height, d3 =
    height + 1, landing within width_pixels; subtype bit 7 the horizontal
    door (loc_2FC2C)."""
    if subtype not in sizes:
        raise ValueError(f"Obj_Door subtype {subtype:#x} reads past its size tables "
                         f"(s3.asm byte_2FAA8, byte_2FC28): expected one of {', '.join(hex(s) for s in sizes)}")
    width, height = sizes[subtype]
    return KindObject("s3k_door", x, y, width_radius=width, height_radius=height, horizontal=subtype >= 0x80,
                      x_flip=x_flip, y_flip=y_flip, solid_width=width + DOOR_SOLID_EXTRA, half_height=height,
                      stand_height=height + 1, width=width)


def _door(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_Door``: sub_2FBCE's zone (vertical doors, loc_2FB18) or
    sub_2FD34's (the horizontal one, loc_2FC8E), the offset stepping by 8 to
    $40, then ``SolidObjectFull``. A subtype past the size tables of the
    game's copy is not placed."""
    sizes = DOOR_SIZES if rec.table == "s3" else SK_DOOR_SIZES
    if rec.subtype not in sizes:
        return []
    return [door(rec.x, rec.y, rec.subtype, rec.x_flip, rec.y_flip, sizes)]


for _table in ("s3", "sk1", "sk2"):
    placer(_table, 0x3C)(_door)
