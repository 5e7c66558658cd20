"""Placer of Sonic 1's pushable block (object $33, ``PushBlock``, Marble Zone
and Labyrinth Zone), the :class:`~hedgephys.PushBlock` kind (rules/objects §6).
Sonic 2 and 3&K place none.
"""
from __future__ import annotations

from ..objects import ObjectDescription, PushBlock
from .placing import Placement, placer

__all__: list[str] = []

# PushB_Var: obActWid by (subtype * 2) & $E: the single block and the long one
_WIDTHS = (0x10, 0x40)
_HEIGHT = 0x10   # loc_BF6E: SolidObject with d2 = $10, d3 = $11


@placer("s1", 0x33)
def _push_block(rec: Placement) -> list[ObjectDescription]:
    """PushB_Main: the width from PushB_Var at (subtype * 2) & $E (two
    entries: subtypes with bits 0-2 of 2 or more would read past it, and are
    left out); the solid call of loc_BF6E takes d1 = width + $B, d2 = $10,
    d3 = $11, which is the PushBlock kind's cx, hj, hs."""
    index = rec.subtype & 7
    if index >= len(_WIDTHS):
        return []
    return [PushBlock(rec.x, rec.y, width_radius=_WIDTHS[index], height_radius=_HEIGHT)]
