"""The constructor of the ``collapsing`` kind (cpp/hedgephys/kinds/collapsing.cpp):
ledges and platforms that crumble 7 frames after being stood on, and the
games' height arrays of the sloped ones (docs/kinds/bridge.md).

A :class:`~hedgephys.kinds.KindObject` of the registry's parameters
(``width``, ``fragment_delay``, ``surface``, ``x_flip``) plus a height array:
empty for a flat platform (procedure D, surface ``surface`` pixels above
``y``), or the heights above ``y`` of a sloped one (its sloped form, one
value per 2 px, at least ``width`` values)::

    CollapsingPlatform(x, y, width=48, fragment_delay=28, heights=GHZ_LEDGE_HEIGHTS)
"""
from __future__ import annotations

from typing import Optional, Sequence, Union

from ._checks import is_int
from .kinds import KindObject, Motion, _Row

__all__ = ["CollapsingPlatform", "GHZ_LEDGE_HEIGHTS", "AIZ_COLLAPSING_HEIGHTS", "ICZ_COLLAPSING_HEIGHTS"]

#: S1 Ledge_SlopeData (misc/GHZ Collapsing Ledge Heightmap.bin,
#: rules/objects §12.4): 32 x 8, then 33, 33, 34, 34, ..., 47, 47, then 48 x 10.
GHZ_LEDGE_HEIGHTS: tuple[int, ...] = (32,) * 8 + tuple(33 + i // 2 for i in range(30)) + (48,) * 10
#: S3K byte_1E658 (s3.asm, Obj_CollapsingPlatform outside ICZ): 31 x 22, then
#: 30, 30, 29, 29, ..., 15, 15, then 14 x 10.
AIZ_COLLAPSING_HEIGHTS: tuple[int, ...] = (0x1F,) * 22 + tuple(0x1E - i // 2 for i in range(32)) + (0xE,) * 10
#: S3K byte_1E698 (s3.asm, Obj_CollapsingPlatform in ICZ).
ICZ_COLLAPSING_HEIGHTS: tuple[int, ...] = ((0x30,) * 12 + (0x2F,) * 12 + (0x2E,) * 8 + (0x2D,) * 13
                                           + (0x2C, 0x2B, 0x2A))


class CollapsingPlatform(KindObject):
    """A ``collapsing`` object (registry kind; its routine: kinds/collapsing.cpp).

    ``width``: the platform's half-width (d1: S1 ledge 48, S1 floor 32, S2
    Obj1F 68 / OOZ 64 / MCZ, ARZ 32, S3K 60 / ICZ 48); ``fragment_delay``:
    the first byte of the game's fragment delay list, the frames the broken
    object still carries a player; ``surface``: a flat one's surface above
    ``y`` (S1 8, S2 16); ``x_flip``; ``heights``: see the module doc (S1 reads
    them unsigned, S2/S3K signed; every value must fit a byte).
    """

    kind = "collapsing"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 heights: Sequence[int] = (), **params: Union[int, str, bool]) -> None:
        KindObject.__init__(self, "collapsing", x, y, motion, **params)
        if isinstance(heights, (str, bytes)) or not all(is_int(v) for v in heights):
            raise TypeError("a collapsing object's heights must be a sequence of ints")
        h = tuple(int(v) for v in heights)
        if any(v < -128 or v > 255 for v in h):
            raise ValueError("a collapsing object's heights must fit a byte: -128..255")
        if h and len(h) < self.params["width"]:
            raise ValueError(f"a collapsing object's heights has {len(h)} values; its width "
                             f"{self.params['width']} needs at least {self.params['width']}")
        self.heights = h

    def __eq__(self, other: object) -> bool:
        return (KindObject.__eq__(self, other) and isinstance(other, CollapsingPlatform)
                and self.heights == other.heights)

    def __hash__(self) -> int:
        return hash((KindObject.__hash__(self), self.heights))

    def __repr__(self) -> str:
        text = KindObject.__repr__(self)
        return text[:-1] + f", heights={self.heights!r})" if self.heights else text

    def _row(self, game: str) -> _Row:
        row = KindObject._row(self, game)
        row["heights"] = self.heights
        row["radii"] = (self.params["width"], self.params["surface"])
        return row
