"""Placer of Marble Zone's large grassy platforms, id $2F ``LargeGrass``
(kind ``s1_large_grass``, _incObj/2F MZ Large Grassy Platforms.asm;
docs/kinds/s1_grass.md).

``LGrass_Main`` reads the frame, obActWid and height array from
``LGrass_Data`` by subtype bits 4-6 (three entries: frames 0 and 1 $40 wide,
frame 2 $20) and keeps ``subtype & $F`` as the type (``LGrass_Types``: 0
still, 1-4 riding an oscillator, bit 3 reversed). Type 5 sinks when stood on
and sets the grass on fire (``GrassFire`` $35, touch $8B: it hurts the
player standing there), which no kind models: not placed, nor types 6 and 7
(past ``LGrass_TypeIndex``) or bits 4-6 past the table. The layout's flips
are dropped: ``LGrass_Main`` writes obRender = 4.
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..s1_grass import LGRASS_DATA, S1LargeGrass
from .placing import Placement, placer

__all__: list[str] = []


@placer("s1", 0x2F)
def _s1_large_grass(rec: Placement) -> list[ObjectDescription]:
    """S1 LGrass_Main / LGrass_Action: a sloped solid (SolidObject2F, d1 =
    obActWid + $B, d2 = $20, or $30 for frame 2) moving by subtype & 7; type
    5 (sinks and burns) and subtypes past LGrass_Data are not placed."""
    if (rec.subtype >> 4) & 7 >= len(LGRASS_DATA) or rec.subtype & 7 > 4:
        return []
    return [S1LargeGrass(rec.x, rec.y, subtype=rec.subtype)]
