"""The games' basic moving platforms (the registry kinds ``moving_platform``,
cpp/hedgephys/kinds/moving_platform.cpp, and ``swinging_platform``,
cpp/hedgephys/kinds/swinging_platform.cpp; docs/kinds/platform.md).

Sonic 1's ``BasicPlatform`` (object $18), Sonic 2's ``Obj18`` and Sonic 3 &
Knuckles' ``Obj_FloatingPlatform``: stationary or moving by their subtype,
most in step with the games' global oscillators (:attr:`hedgephys.Objects.oscillators`),
sagging while stood on, Sonic 1's and 2's type 3 falling half a second after
being stood on. Sonic CD has no such object: it runs Sonic 1's routine.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion, _Row

__all__ = ["MovingPlatform", "SwingingPlatform", "PLATFORM_SURFACE"]

#: The height of the surface above the centre that the landing routine is
#: given, by game: S1 ``PlatformObject`` and S2 ``Obj18_TopSolid`` pass a fixed
#: 8; S3K ``SolidObjectTop`` height + 1 (``None``: height_radius + 1).
PLATFORM_SURFACE: dict[str, Optional[int]] = {"s1": 8, "s2": 8, "s3k": None, "cd": 8}


class _RoutineMoved(KindObject):
    """A platform kind whose routine moves it: no ``motion``; the routine's
    sizes from the radii (``_surface``: the height the landing routine is
    given)."""

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        if motion is not None:
            raise ValueError(f"a {self.kind} moves by its subtype's routine; it takes no motion")
        KindObject.__init__(self, self.kind, x, y, None, **params)

    def _surface(self, game: str, height: int) -> int:
        return height

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        wr, hr = row["radii"]
        row["params"] = (wr + 11, hr, self._surface(game, hr), wr)
        return row


class MovingPlatform(_RoutineMoved):
    """A moving (or stationary) platform of the games' basic platform object.

    ``subtype`` is the layout's subtype byte, read as the game's routine reads
    it (S1 and S2: the type in bits 0-3; S2 bit 7: a full solid with
    ``height_radius`` as its y radius; S3K: the type in bits 0-3, $D and $E
    Launch Base's falling types).
    ``width_radius``: the landing width (S1 ``obActWid``, S2/S3K
    ``width_pixels``); ``height_radius``: S3K's ``height_pixels`` (the surface
    is 1 px above it), S2's full-solid y radius; for S1 and S2's top-solid
    form it is only drawn (their surface is 8 px above the centre).
    ``x_flip`` / ``y_flip``: the layout's flip bits (S3K: they mirror the
    motion and pick a square's starting side). The motion comes from the
    routine: a platform takes no ``motion``.
    """

    kind = "moving_platform"

    def _surface(self, game: str, height: int) -> int:
        full = game == "s2" and bool(self.params["subtype"] & 0x80)
        surface = PLATFORM_SURFACE.get(game)
        return height + 1 if full or surface is None else surface


class SwingingPlatform(_RoutineMoved):
    """Sonic 1's swinging platform (object $15): hanging from its placed
    position on ``subtype & $F`` chain links (radius links * 16 + 8),
    swinging with oscillator 6; ``x_flip`` swings it the other way.
    ``width_radius``: the landing width (``obActWid``, $18; SLZ $20);
    ``height_radius``: the surface's height above the centre (``obHeight``,
    8; SLZ $10). Other games' rules run the same routine."""

    kind = "swinging_platform"
