"""Placers of the invisible solid blocks, :class:`~hedgephys.SolidBox` (the
``solid`` kind, rules/objects §2 procedure A): Sonic 1's ``Invisibarrier``
($71), Sonic 2's ``Obj74`` ($74) and Sonic 3 & Knuckles' ``Obj_InvisibleBlock``
(id $28 in every pointer list; routine read in s3.asm). All three read the
subtype alike and call the solid routine with d1 = width + $B, d2 = height,
d3 = height + 1: a SolidBox with ``stand_height = height + 1``.

Sonic 1's barrier is solid only while ``ChkObjectVisible`` finds it on the
screen (its centre within the camera's view); hedgephys has no camera and
keeps it solid. A player touching it is near it, so the screen shows it,
save where a tall barrier's centre is off the screen above or below the
player (docs/levels.md "Objects are present from the first frame").
"""
from __future__ import annotations

from ..objects import ObjectDescription, SolidBox
from .placing import Placement, placer

__all__ = ["invisible_block"]


def invisible_block(rec: Placement) -> list[ObjectDescription]:
    """Invis_Main / Obj74_Init / Obj_InvisibleBlock: the width ((subtype &
    $F0) + $10) / 2, the height ((subtype & $F) + 1) * 8; then Invis_Solid /
    Obj74_Main / loc_1C834 call the solid routine (SolidObject71,
    SolidObject_Always, SolidObjectFull2) with d3 = height + 1."""
    width = ((rec.subtype & 0xF0) + 0x10) >> 1
    height = ((rec.subtype & 0x0F) + 1) << 3
    return [SolidBox(rec.x, rec.y, width, height, stand_height=height + 1)]


placer("s1", 0x71)(invisible_block)
placer("s2", 0x74)(invisible_block)
for _table in ("s3", "sk1", "sk2"):
    placer(_table, 0x28)(invisible_block)
