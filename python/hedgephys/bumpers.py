"""Round bumpers (the registry kind ``bumper``, cpp/hedgephys/kinds/bumper.cpp;
docs/kinds/bumper.md).

Sonic 1's ``Bumper`` (object $47, Spring Yard), Sonic 2's ``Obj44`` (Casino
Night) and Sonic 3 & Knuckles' ``Obj_Bumper`` (Carnival Night): a touch
object of collision byte $D7 (8 x 8 radii, the special class) that throws the
touching player away from its centre at speed $700, along the angle from the
player to the bumper (``CalcAngle``; Sonic 2 and 3 add bits 0-1 of the level
frame counter's high byte). S3K's bumpers with a nonzero subtype circle their
placed point (radius 64 px) with the level frame counter.
"""
from __future__ import annotations

from typing import Optional

from .kinds import KindObject, Motion

__all__ = ["Bumper", "BUMPER_RADIUS"]

#: The touch radii of collision byte $D7 (size $17 of every game's table).
BUMPER_RADIUS = 8


class Bumper(KindObject):
    """A round bumper at (x, y). ``subtype`` and ``x_flip`` as the layout
    gives them (S3K ``Obj_Bumper``: a nonzero subtype circles, starting at
    that angle, the other way round when X-flipped; S1 and S2 ignore both).
    ``width_radius`` / ``height_radius``: its touch box (8 x 8 in the games)."""

    kind = "bumper"

    def __init__(self, x: float, y: float, subtype: int = 0, x_flip: bool = False,
                 width_radius: int = BUMPER_RADIUS, height_radius: int = BUMPER_RADIUS,
                 motion: Optional[Motion] = None) -> None:
        KindObject.__init__(self, "bumper", x, y, motion, subtype=subtype, x_flip=x_flip,
                            width_radius=width_radius, height_radius=height_radius)
