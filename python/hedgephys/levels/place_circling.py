"""Placers of Sonic 1's circling platforms (docs/kinds/circling.md)."""
from __future__ import annotations

from ..circling import CIRCLING_SIZE, CirclingPlatform
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []


@placer("s1", 0x5A)
def _s1_circling(rec: Placement) -> list[ObjectDescription]:
    """S1 ``CirclingPlatform`` (Circ_Main: obActWid $18; Circ_Types reads
    ``subtype & $C`` as an index into a table of two: only 0 and 4 are types,
    so others are not placed)."""
    if rec.subtype & 0xC not in (0, 4):
        return []
    return [CirclingPlatform(rec.x, rec.y, rec.subtype, *CIRCLING_SIZE)]
