"""Sonic 1's kinds of h-s1path that need more than a generated constructor
(docs/kinds/s1_path.md): Star Light Zone's staircase blocks (the registry
kind ``s1_staircase``, cpp/hedgephys/kinds/s1_staircase.cpp, S1 Object 5B)
and Marble Zone's green glass blocks (``s1_glass_block``,
cpp/hedgephys/kinds/s1_glass_block.cpp, S1 Object 30)."""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion, _Row

__all__ = ["GLASS_SIZE", "S1GlassBlock", "S1Staircase", "STAIR_SIZE", "STAIR_GAP", "staircase"]

#: Stair_Solid's SolidObject sizes: d1 = obActWid $10 + $B, d2 $10, d3 $11;
#: Stair_Main's obActWid $10 (the landing width, rules/objects A8.3).
STAIR_SIZE = (0x1B, 0x10, 0x11, 0x10)
#: Stair_Main: the blocks are $20 px apart (addi.w #$20,d2), four of them.
STAIR_GAP, STAIR_BLOCKS = 0x20, 4


class _S1Block(KindObject):
    """A solid block of one of these kinds: SolidObject's d1, d2, d3 as
    ``half_width``, ``half_height``, ``surface``, ``obActWid`` as ``width``;
    its routine places it, so it takes no ``motion``."""

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        if motion is not None:
            raise ValueError(f"a {self.kind} is placed by its routine; it takes no motion")
        KindObject.__init__(self, self.kind, x, y, None, **params)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["radii"] = (self.params["half_width"], self.params["half_height"])  # for pictures
        return row


class S1Staircase(_S1Block):
    """One block of a Star Light staircase at (x, y) (S1 ``Staircase``):
    ``subtype`` its type (0: drops $1E frames after the player stands on it;
    2: shakes $3C frames after he hits it from above or below and then drops;
    1 and 3: dropping from the start); ``first``: the parent block, which
    runs the staircase (``Stair_Move``) for itself and the up to three blocks
    right after it; ``x_flip``: the parent's flip (the blocks' drops in
    reverse order). ``half_width``, ``half_height``, ``surface``: SolidObject's
    d1, d2, d3; ``width``: ``obActWid``. Place a whole staircase with
    :func:`staircase`. It takes no ``motion`` (its routine places it)."""

    kind = "s1_staircase"

    def __init__(self, x: float, y: float, subtype: int, first: bool = False, x_flip: bool = False,
                 half_width: int = STAIR_SIZE[0], half_height: int = STAIR_SIZE[1],
                 surface: int = STAIR_SIZE[2], width: int = STAIR_SIZE[3],
                 motion: Optional[Motion] = None) -> None:
        _S1Block.__init__(self, x, y, motion, subtype=subtype, first=first, x_flip=x_flip,
                          half_width=half_width, half_height=half_height, surface=surface, width=width)


def staircase(x: int, y: int, subtype: int, x_flip: bool = False) -> list[S1Staircase]:
    """The four blocks of the staircase a layout entry at (x, y) makes
    (``Stair_Main``): the parent there, then three at x + $20, + $40, + $60,
    in that order (the order they run in)."""
    return [S1Staircase(x + STAIR_GAP * n, y, subtype=subtype, first=n == 0, x_flip=x_flip)
            for n in range(STAIR_BLOCKS)]


#: Glass_Block012's SolidObject sizes: d1 $2B, d2 $48, d3 $49; Glass_Main's
#: obActWid $20 (the landing width).
GLASS_SIZE = (0x2B, 0x48, 0x49, 0x20)


class S1GlassBlock(_S1Block):
    """A large green glass block of Marble Zone at (x, y) (S1 ``GlassBlock``,
    the block, not its reflection): ``subtype`` 1 rises and sinks with
    oscillator 4 (y = y0 - the value byte at ``v_oscillate+$12``), 2 the
    other way (y0 - ($40 - it)), 0 stays. ``half_width``, ``half_height``,
    ``surface``: SolidObject's d1, d2, d3; ``width``: ``obActWid``. It takes
    no ``motion``."""

    kind = "s1_glass_block"

    def __init__(self, x: float, y: float, subtype: int, half_width: int = GLASS_SIZE[0],
                 half_height: int = GLASS_SIZE[1], surface: int = GLASS_SIZE[2], width: int = GLASS_SIZE[3],
                 motion: Optional[Motion] = None) -> None:
        _S1Block.__init__(self, x, y, motion, subtype=subtype, half_width=half_width, half_height=half_height,
                          surface=surface, width=width)
