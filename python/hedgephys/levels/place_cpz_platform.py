"""Placer of Sonic 2's platform of Chemical Plant, Oil Ocean and Wing Fortress
(id $19, s2.asm ``Obj19``: kind ``cpz_platform``; docs/kinds/s2.md).

``Obj19_Init``: ``width_pixels`` from ``Obj19_SubtypeProperties`` by
subtype bits 4-7 (4 entries: subtypes from $40 up read past it and are left
out); PlatformObject's surface d3 = $11; the type (subtype & $F) and the
x-flip are read by the routine itself.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

#: Obj19_SubtypeProperties: width_pixels by (subtype >> 4).
WIDTHS = (0x20, 0x18, 0x40, 0x20)
#: Obj19_Main: move.w #$11,d3 (PlatformObject's surface height).
SURFACE = 0x11


@placer("s2", 0x19)
def _s2_obj19(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj19 (Obj19_Init)."""
    index = rec.subtype >> 4
    if index >= len(WIDTHS):
        return []
    return [KindObject("cpz_platform", rec.x, rec.y, subtype=rec.subtype, width=WIDTHS[index], surface=SURFACE,
                        x_flip=rec.x_flip)]
