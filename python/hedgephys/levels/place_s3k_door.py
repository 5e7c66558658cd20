"""Placer of Hydrocity's and Carnival Night's doors (kind ``s3k_door``,
cpp/hedgephys/kinds/s3k_door.cpp; docs/kinds/s3k_door.md): S3K object $3C
``Obj_Door``, read in s3.asm.

The door opens (8 px a frame, to $40) while a player is in the zone beside
it and closes when none is: a function of the player's position, not of a
clock, so it does not matter that hedgephys places it at the act's first
frame. Placed in the tables whose acts run s3.asm's routine (``"s3"``, and
``"sk1"``: HCZ2 and CNZ); Death Egg's doors (``"sk2"``, subtype 2) read a
size entry that s3.asm's table lacks and are not placed.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: byte_2FAA8: (width_pixels, height_pixels) of the vertical doors, by subtype
#: (0 Hydrocity's, 1 Carnival Night's); byte_2FC28: the horizontal door's
#: (subtype $80: subtype & $7F indexes it).
DOOR_SIZES = {0x00: (0x10, 0x20), 0x01: (0x08, 0x20), 0x80: (0x20, 0x08)}
#: The SolidObjectFull call after the move: d1 = width_pixels + $B.
DOOR_SOLID_EXTRA = 0xB


def door(x: int, y: int, subtype: int, x_flip: bool = False, y_flip: bool = False) -> KindObject:
    """The ``s3k_door`` of ``Obj_Door`` with this layout entry: sized by its
    subtype (:data:`DOOR_SIZES`; a ValueError for a subtype past s3.asm's
    tables), ``SolidObjectFull`` with d1 = width + $B, d2 = height, d3 =
    height + 1, landing within width_pixels; subtype bit 7 the horizontal
    door (loc_2FC2C)."""
    if subtype not in DOOR_SIZES:
        raise ValueError(f"Obj_Door subtype {subtype:#x} reads past s3.asm's size tables "
                         f"(byte_2FAA8, byte_2FC28): expected one of {', '.join(hex(s) for s in DOOR_SIZES)}")
    width, height = DOOR_SIZES[subtype]
    return KindObject("s3k_door", x, y, width_radius=width, height_radius=height, horizontal=subtype >= 0x80,
                      x_flip=x_flip, y_flip=y_flip, solid_width=width + DOOR_SOLID_EXTRA, half_height=height,
                      stand_height=height + 1, width=width)


def _door(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_Door``: sub_2FBCE's zone (vertical doors, loc_2FB18) or
    sub_2FD34's (the horizontal one, loc_2FC8E), the offset stepping by 8 to
    $40, then ``SolidObjectFull``. A subtype past the size tables is not placed."""
    if rec.subtype not in DOOR_SIZES:
        return []
    return [door(rec.x, rec.y, rec.subtype, rec.x_flip, rec.y_flip)]


for _table in ("s3", "sk1"):
    placer(_table, 0x3C)(_door)
