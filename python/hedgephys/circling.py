"""Sonic 1's circling platforms (the registry kind ``circling_platform``,
cpp/hedgephys/kinds/circling_platform.cpp; docs/kinds/circling.md).

Star Light's ``CirclingPlatform`` (object $5A) goes round its placed point
with the global oscillators 8 and 9 (:attr:`hedgephys.Objects.oscillators`):
a jump-through platform (``PlatformObject``) that carries its rider.
"""
from __future__ import annotations

from typing import Optional

from .kinds import Motion
from .platforms import _RoutineMoved

__all__ = ["CirclingPlatform", "CIRCLING_SIZE"]

#: Circ_Main's ``obActWid`` ($18) and the surface's height above the centre
#: (``PlatformObject`` and ``MvSonicOnPtfm2``: 8).
CIRCLING_SIZE = (0x18, 8)


class CirclingPlatform(_RoutineMoved):
    """A circling platform placed at (x, y) (the circle's centre).
    ``subtype``: bit 0 half a turn ahead, bit 1 a quarter turn, ``subtype &
    $C`` = 4 the other way round (``Circ_Types``). ``width_radius``: the
    landing width; ``height_radius``: the surface's height above the centre.
    The motion comes from the routine: it takes no ``motion``."""

    kind = "circling_platform"

    def __init__(self, x: float, y: float, subtype: int, width_radius: int = CIRCLING_SIZE[0],
                 height_radius: int = CIRCLING_SIZE[1], motion: Optional[Motion] = None) -> None:
        _RoutineMoved.__init__(self, x, y, motion, subtype=subtype, width_radius=width_radius,
                               height_radius=height_radius)
