"""Marble Zone's large grassy platforms (the registry kind ``s1_large_grass``,
cpp/hedgephys/kinds/s1_large_grass.cpp; docs/kinds/s1_grass.md): Sonic 1's
``LargeGrass`` $2F (``_incObj/2F MZ Large Grassy Platforms.asm``).

A sloped solid (``SolidObject2F``; stood on: ``ExitPlatform`` and
``SlopeObject2``) with d1 = obActWid + $B, d2 = the first height, over one of
``LGrass_Data``'s three height arrays (one value per 2 px, ``cx + 1`` of
them), picked by the subtype's bits 4-6 (``LGrass_Main``); it moves by
``subtype & 7`` (``LGrass_Types``: 0 still, 1-4 up and down with the
oscillators at v_oscillate+2 / +6 / +$A / +$E, bit 3 reversed). Type 5 sinks
when stood on and sets the grass on fire (GrassFire $35, a hurting touch
object): not this kind's, refused, as are 6 and 7 (no routine).
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion, _Row

__all__ = ["S1LargeGrass", "LGRASS_DATA"]

# The game's height arrays, as runs (facts, not the files): misc/mz_pfm1.bin
# (frame 0), mz_pfm3.bin (frame 1), mz_pfm2.bin (frame 2).
_PFM1 = (32,) * 14 + tuple(range(33, 48)) + (48,) * 18 + tuple(range(47, 32, -1)) + (32,) * 14
_PFM3 = (32,) * 6 + tuple(range(33, 64)) + (64,) * 18 + tuple(range(63, 48, -1)) + (48,) * 6
_PFM2 = (48,) * 44

#: LGrass_Data by (subtype >> 4) & 7: (frame, obActWid, heights).
LGRASS_DATA: tuple[tuple[int, int, tuple[int, ...]], ...] = ((0, 0x40, _PFM1), (1, 0x40, _PFM3), (2, 0x20, _PFM2))
#: LGrass_Main: obHeight.
LGRASS_HEIGHT = 0x40


class S1LargeGrass(KindObject):
    """A large grassy platform at (x, y) of the layout's ``subtype``: bits 4-6
    pick its frame, width and heights (:data:`LGRASS_DATA`), bits 0-3 its
    motion type (0-4; see the module doc). The registry's other parameters
    (``width_radius`` and ``width`` = obActWid, the landing test's width
    (rules/objects A8.3), ``height_radius`` = obHeight $40, ``solid_width`` =
    d1, ``half_height`` = d2) follow from the subtype: given,
    they must be those."""

    kind = "s1_large_grass"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None, subtype: int = 0,
                 **params: Union[int, str, bool]) -> None:
        if isinstance(subtype, bool) or not isinstance(subtype, int) or not 0 <= subtype <= 0xFF:
            raise TypeError(f"an s1_large_grass's subtype must be an int 0..255, got {subtype!r}")
        shape = (subtype >> 4) & 7
        if shape >= len(LGRASS_DATA) or (subtype & 7) > 4:
            raise ValueError(f"an s1_large_grass's subtype {subtype:#04x} is not modelled: LGrass_Data has "
                             f"3 shapes (bits 4-6 < 3) and types 0-4 (bits 0-2; 5 burns, 6-7 have no routine)")
        frame, width, heights = LGRASS_DATA[shape]
        own = {"width_radius": width, "height_radius": LGRASS_HEIGHT, "solid_width": width + 0xB,
               "half_height": 0x30 if frame == 2 else 0x20, "width": width}
        for name, value in params.items():
            if own.get(name, value) != value or name not in own:
                raise ValueError(f"an s1_large_grass's {name} follows from its subtype {subtype:#04x}: "
                                 f"{own.get(name, 'no such parameter')}, got {value!r}")
        KindObject.__init__(self, "s1_large_grass", x, y, motion, subtype=subtype, **own)
        self.heights = heights

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["heights"] = self.heights
        return row
