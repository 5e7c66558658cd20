"""The constructors of the ``collapsing`` kind (cpp/hedgephys/kinds/collapsing.cpp):
ledges and platforms that crumble 7 frames after being stood on, and the
games' height arrays of the sloped ones; and of the ``collapsing_bridge`` kind
(kinds/collapsing_bridge.cpp, Sonic 3 & Knuckles' Obj_CollapsingBridge) with
its column delays (docs/kinds/bridge.md).

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

__all__ = ["CollapsingBridge", "CollapsingPlatform", "GHZ_LEDGE_HEIGHTS", "AIZ_COLLAPSING_HEIGHTS",
           "ICZ_COLLAPSING_HEIGHTS"]

#: S1 Ledge_SlopeData (misc/GHZ Collapsing Ledge Heightmap.bin,
#: rules/objects §12.4): 32 x 8, then 33, 33, 34, 34, ..., 47, 47, then 48 x 10.
GHZ_LEDGE_HEIGHTS: tuple[int, ...] = (32,) * 8 + tuple(33 + i // 2 for i in range(30)) + (48,) * 10
#: S3K byte_1E658 (s3.asm, Obj_CollapsingPlatform outside ICZ): 31 x 22, then
#: 30, 30, 29, 29, ..., 15, 15, then 14 x 10.
AIZ_COLLAPSING_HEIGHTS: tuple[int, ...] = (0x1F,) * 22 + tuple(0x1E - i // 2 for i in range(32)) + (0xE,) * 10
#: S3K byte_1E698 (s3.asm, Obj_CollapsingPlatform in ICZ).
ICZ_COLLAPSING_HEIGHTS: tuple[int, ...] = ((0x30,) * 12 + (0x2F,) * 12 + (0x2E,) * 8 + (0x2D,) * 13
                                           + (0x2C, 0x2B, 0x2A))


class _WithArray(KindObject):
    """A registry kind whose objects also carry a byte array, kept in the
    objects' height pool: its name, the values it takes and how many it needs
    are the subclass's."""

    _array = ""
    _lo, _hi = 0, 255
    _optional = False  # may the array be empty

    def __init__(self, kind: str, x: float, y: float, motion: Optional[Motion],
                 values: Sequence[int], params: dict[str, Union[int, str, bool]]) -> None:
        KindObject.__init__(self, kind, x, y, motion, **params)
        what = f"a {kind}'s {self._array}"
        if isinstance(values, (str, bytes)) or not all(is_int(v) for v in values):
            raise TypeError(f"{what} must be a sequence of ints")
        array = tuple(int(v) for v in values)
        if any(v < self._lo or v > self._hi for v in array):
            raise ValueError(f"{what} must fit a byte: {self._lo}..{self._hi}")
        need = self._needs()
        if (array or not self._optional) and len(array) < need:
            raise ValueError(f"{what} has {len(array)} values; its width {self.params['width']} "
                             f"needs at least {need}")
        self._values = array

    def _needs(self) -> int:
        return 0

    def __eq__(self, other: object) -> bool:
        return (KindObject.__eq__(self, other) and isinstance(other, _WithArray)
                and self._values == other._values)

    def __hash__(self) -> int:
        return hash((KindObject.__hash__(self), self._values))

    def __repr__(self) -> str:
        text = KindObject.__repr__(self)
        return text[:-1] + f", {self._array}={self._values!r})" if self._values else text

    def _row(self, game: str) -> _Row:
        row = KindObject._row(self, game)
        row["heights"] = self._values
        row["radii"] = (self.params["width"], self.params["surface"])
        return row


class CollapsingPlatform(_WithArray):
    """A ``collapsing`` object (registry kind; its routine: kinds/collapsing.cpp).

    ``width``: the platform's half-width (d1: S1 ledge 48, S1 floor 32, S2
    Obj1F 68 / OOZ 64 / MCZ, ARZ 32, S3K 60 / ICZ 48); ``fragment_delay``:
    the first byte of the game's fragment delay list, the frames the broken
    object still carries a player; ``surface``: a flat one's surface above
    ``y`` (S1 8, S2 16); ``x_flip``; ``heights``: see the module doc (S1 reads
    them unsigned, S2/S3K signed; every value must fit a byte).
    """

    kind = "collapsing"
    _array = "heights"
    _lo = -128
    _optional = True  # empty: flat

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 heights: Sequence[int] = (), **params: Union[int, str, bool]) -> None:
        _WithArray.__init__(self, "collapsing", x, y, motion, heights, params)

    def _needs(self) -> int:
        return int(self.params["width"])

    @property
    def heights(self) -> tuple[int, ...]:
        """The height array (empty: flat)."""
        return self._values


class CollapsingBridge(_WithArray):
    """A ``collapsing_bridge`` object (registry kind; its routine:
    kinds/collapsing_bridge.cpp): S3K Obj_CollapsingBridge.

    ``width``: half-width (d1); ``countdown``: frames from the first stand to
    the break ($38); ``surface``: the surface above ``y`` (d3 = $10);
    ``column_delays``: the start of the zone's fragment delay list ($30(a0)),
    one byte per 16 px column, at least ``2 * width // 16 + 1`` values (the
    first is the broken object's own delay; the player is released when the
    delay left is no more than the first minus his column's);
    ``flip_by_side``: a bridge that breaks away from a player standing left of
    its x (subtype bit 7), then waiting ``flip_delay`` frames (the flipped
    list's first byte); ``x_flip``.
    """

    kind = "collapsing_bridge"
    _array = "column_delays"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 column_delays: Sequence[int] = (), **params: Union[int, str, bool]) -> None:
        _WithArray.__init__(self, "collapsing_bridge", x, y, motion, column_delays, params)

    def _needs(self) -> int:
        return 2 * int(self.params["width"]) // 16 + 1

    @property
    def column_delays(self) -> tuple[int, ...]:
        """The column delay list."""
        return self._values
