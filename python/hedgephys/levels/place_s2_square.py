"""Placer of the square blocks of Chemical Plant and Metropolis (kind
``s2_square_platform``, cpp/hedgephys/kinds/s2_square_platform.cpp;
docs/kinds/s2.md "The Obj6B square blocks"): S2 ``Obj6B`` (CPZSquarePform).

``Obj6B_Init`` reads ``width_pixels`` and ``y_radius`` from
``Obj6B_Properties`` by subtype bits 4-6 (2 entries: a subtype from $20 up
reads past it and is not placed); ``Obj6B_Main`` calls SolidObject with d1 =
width + $B, d2 = y_radius, d3 = y_radius + 1 after moving by the type
(subtype & $F). Type 5 (and 6, which it becomes) sinks once stood on until
it is below the camera's lowest edge (``Camera_Max_Y_pos``): a stop that
depends on the camera, not placed; types past $B read past ``Obj6B_Types``.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: Obj6B_Properties: (width_pixels, y_radius) by (subtype >> 4) & 7.
SQUARE_PROPERTIES = ((32, 12), (16, 16))
#: The types (subtype & $F) placed: still, oscillating, descending, stairs.
SQUARE_TYPES = (0, 1, 2, 3, 4, 7, 8, 9, 0xA, 0xB)


@placer("s2", 0x6B)
def _s2_square_block(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj6B (Obj6B_Init, Obj6B_Main)."""
    index = (rec.subtype >> 4) & 7
    if index >= len(SQUARE_PROPERTIES) or rec.subtype & 0xF not in SQUARE_TYPES:
        return []
    width, y_radius = SQUARE_PROPERTIES[index]
    return [KindObject("s2_square_platform", rec.x, rec.y, width_radius=width, height_radius=y_radius,
                       subtype=rec.subtype, x_flip=rec.x_flip, y_flip=rec.y_flip, solid_width=width + 0xB,
                       half_height=y_radius, stand_height=y_radius + 1, width=width)]
