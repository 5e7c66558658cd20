"""Sonic 1's loop chunks: the "behind the loop" plane as a rule of the map
(rules/terrain §4.3; S1 ``Sonic_Loops``, ``FindNearestTile``).

Sonic 1 has one collision layer, but a layout chunk id with bit 7 set is
special: the player's "low plane" flag makes ``FindNearestTile`` read chunk
``(id & 0x7F) + 1`` instead of ``id & 0x7F`` (0x51 instead of 0x29), so a loop
keeps its way in and its way out in two chunks. hedgephys stores the normal
chunk in layer A and the low-plane chunk in layer B of a :class:`TileMap`, the
flag is the player's ``layer``, and ``Sonic_Loops`` -- which sets the flag at
the end of every player update in Green Hill and Star Light -- is this rule,
run by the core when the map carries a :class:`LoopChunks`.
"""
from __future__ import annotations

import numpy as np
from numpy.typing import ArrayLike, NDArray

from . import _core

__all__ = ["LOOP_KINDS", "LoopChunks"]

#: Kinds of a 256x256 chunk for ``Sonic_Loops`` (core: tiles.hpp ``LoopKind``).
#:
#: * ``plain``: any other chunk; the player goes back to the high plane (layer A).
#: * ``roll_tunnel`` (``v_256roll1/2``): a player not rolling starts to roll
#:   (``Sonic_ChkRoll``: rolling radii, y + 5, ground speed 0x200 if it was 0),
#:   grounded or not; the plane is left alone.
#: * ``loop`` (``v_256loop1``): x & 0xFF < 0x2C -> high plane; >= 0xE0 -> low
#:   plane (layer B); in between, from the high plane to the low one when
#:   0 < angle <= 0x80, back when angle > 0x80.
#: * ``loop_grounded`` (``v_256loop2``): the same while grounded; airborne -> high plane.
LOOP_KINDS: dict[str, int] = dict(_core.VOCABULARY["loop_kinds"])
CHUNK = 256


class LoopChunks:
    """What each 256x256 chunk of a map is for Sonic 1's ``Sonic_Loops``.

    ``kinds``: an integer array (chunk rows, chunk columns) of
    :data:`LOOP_KINDS` codes (or a nested list of names). Chunk (r, c) covers
    pixels x = 256 c .. 256 c + 255, y = 256 r .. 256 r + 255; the player's
    centre picks the chunk. A chunk outside the grid is plain. With the map's
    wrap (:class:`~hedgephys.TileMap` ``wrap_x`` / ``wrap_y``) the chunk index
    wraps with it, as ``Sonic_Loops`` masks the layout row with 7 and the column
    with 0x7F. Pass it as ``TileMap(..., loops=LoopChunks(kinds))``; edits to
    :attr:`kinds` in place are seen by the next step.
    """

    def __init__(self, kinds: ArrayLike) -> None:
        k = np.asarray(kinds)
        if k.dtype.kind in "UO":
            try:
                k = np.vectorize(lambda name: LOOP_KINDS[name], otypes=[np.uint8])(k)
            except KeyError as e:
                raise ValueError(f"unknown loop chunk kind {e.args[0]!r}; expected one of "
                                 f"{', '.join(LOOP_KINDS)}") from None
        if k.ndim != 2 or k.size == 0:
            raise ValueError(f"loop chunk kinds must be a non-empty 2-D array (rows, cols), got shape {k.shape}")
        if k.dtype.kind not in "iu":
            raise TypeError(f"loop chunk kinds must be integers or kind names, got dtype {k.dtype}")
        if k.min() < 0 or k.max() >= len(LOOP_KINDS):
            raise ValueError(f"loop chunk kinds must be codes 0..{len(LOOP_KINDS) - 1} "
                             f"({', '.join(LOOP_KINDS)}), found {k.min()}..{k.max()}")
        self.kinds: NDArray[np.uint8] = np.ascontiguousarray(k, dtype=np.uint8)
        """(chunk rows, chunk columns) uint8: the :data:`LOOP_KINDS` code of each chunk; edit in place."""

    @property
    def shape(self) -> tuple[int, int]:
        """(chunk rows, chunk columns): the grid's size in 256 x 256 px chunks."""
        return self.kinds.shape

    def count(self, kind: str) -> int:
        """How many chunks have this kind."""
        if kind not in LOOP_KINDS:
            raise ValueError(f"unknown loop chunk kind {kind!r}; expected one of {', '.join(LOOP_KINDS)}")
        return int(np.count_nonzero(self.kinds == LOOP_KINDS[kind]))

    def __repr__(self) -> str:
        named = ", ".join(f"{n}: {self.count(n)}" for n in LOOP_KINDS if n != "plain" and self.count(n))
        return f"LoopChunks({self.shape[0]} x {self.shape[1]} chunks{'; ' + named if named else ''})"
