"""Solid tiles, tile maps and sensor casts (rules/terrain §4, §5).

A :class:`TileSet` holds the collision shapes: per tile 16 signed heights
(column 0 first), 16 signed widths (row 0 first) and one hex angle. A
:class:`TileMap` is a grid of 16x16-pixel cells over numpy ``uint16`` arrays
that the user builds and edits in place; the core reads them without copying.

Cell words (the library's own layout, so that a plain tile id means "solid
from every side, not flipped")::

    bits 0-11  tile id (0 = empty)
    bit 12     X-flip            bit 13  Y-flip
    bit 14     no top solidity   (the cell is left/right/bottom-solid only)
    bit 15     no lrb solidity   (the cell is top-solid only: a jump-through)

Build cell words with :func:`cell`.
"""
from __future__ import annotations

import warnings
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Union

import numpy as np
from numpy.typing import ArrayLike, NDArray

from . import _core
from ._checks import period as _period
from .loops import LoopChunks
from .rules import game_trait

# The cell word's bits, from the core (tiles.hpp HP_CELL_BITS).
_CELL_BITS: dict[str, int] = dict(_core.VOCABULARY["cell_bits"])
XFLIP: int = _CELL_BITS["XFLIP"]
YFLIP: int = _CELL_BITS["YFLIP"]
NO_TOP: int = _CELL_BITS["NO_TOP"]
NO_LRB: int = _CELL_BITS["NO_LRB"]
ID_MASK: int = _CELL_BITS["ID_MASK"]

#: The cell solidity kinds and their cell bits (:func:`cell`).
SOLIDITY_BITS: dict[str, int] = {"all": 0, "top": NO_LRB, "lrb": NO_TOP, "none": NO_TOP | NO_LRB}
DIRECTIONS: dict[str, int] = dict(_core.VOCABULARY["directions"])
SOLIDITIES: dict[str, int] = dict(_core.VOCABULARY["solidities"])
#: The two collision layers (the player's ``layer`` field): their names in code order.
LAYER_NAMES: tuple[str, ...] = ("a", "b")
LAYERS = {name: code for code, name in enumerate(LAYER_NAMES)}


def layer_code(name: str, value: object) -> int:
    """A layer name as its code (:data:`LAYERS`): the one check of a layer
    name, a ValueError naming ``name`` otherwise."""
    if not isinstance(value, str) or value not in LAYERS:
        raise ValueError(f"{name} must be {' or '.join(map(repr, LAYER_NAMES))}, got {value!r}")
    return LAYERS[value]


def cell(tile: int, xflip: bool = False, yflip: bool = False, solid: str = "all") -> int:
    """The cell word for a tile placed with flips and a solidity kind.

    ``solid`` is ``"all"``, ``"top"`` (jump-through: only the floor sensors see
    it), ``"lrb"`` (left/right/bottom only) or ``"none"`` (rules/terrain §4.1).
    """
    if not (0 <= int(tile) <= ID_MASK):
        raise ValueError(f"tile id {tile} out of range 0..{ID_MASK}")
    if solid not in SOLIDITY_BITS:
        raise ValueError(f"unknown solidity {solid!r}; expected all, top, lrb or none")
    return int(tile) | (XFLIP if xflip else 0) | (YFLIP if yflip else 0) | SOLIDITY_BITS[solid]


def widths_from_heights(heights: ArrayLike) -> NDArray[np.int8]:
    """Width arrays implied by height arrays (rules/scenario "Widths").

    Row r of column c is solid when h > 0 and r >= 16 - h, or h < 0 and r < -h.
    A fully solid row gets 16; otherwise the solid run touching the right edge
    gives +length, else the run touching the left edge gives -length, else 0.
    Works on one array of 16 or on an (n, 16) stack.
    """
    h = np.asarray(heights, dtype=np.int16)
    single = h.ndim == 1
    h = np.atleast_2d(h)
    rows = np.arange(16)[None, :, None]  # (1, row, 1)
    hc = h[:, None, :]                   # (n, 1, col)
    solid = ((hc > 0) & (rows >= 16 - hc)) | ((hc < 0) & (rows < -hc))  # (n, row, col)
    out = np.zeros(h.shape, dtype=np.int8)
    # run touching the right edge: count trailing solid columns
    right = np.cumprod(solid[:, :, ::-1], axis=2).sum(axis=2)
    left = np.cumprod(solid, axis=2).sum(axis=2)
    out[:] = np.where(right == 16, 16, np.where(right > 0, right, -left))
    return out[0] if single else out


class TileSet:
    """Collision shapes by id. Id 0 is always "no collision".

    Parameters
    ----------
    heights : int array (n, 16), values -16..16 (rules/terrain §4.1)
    widths : int array (n, 16) or None
        Stored separately in the original data (they differ from what the heights
        imply in a few shapes); derived with :func:`widths_from_heights` when None.
    angles : int array (n,), hex angles 0..255 (odd = flagged)
    """

    def __init__(self, heights: ArrayLike, widths: Optional[ArrayLike] = None,
                 angles: Optional[ArrayLike] = None) -> None:
        h = np.asarray(heights)
        if h.ndim != 2 or h.shape[1] != 16:
            raise ValueError(f"heights must have shape (n, 16), got {h.shape}")
        n = h.shape[0]
        if n < 1:
            raise ValueError("a tile set needs at least tile 0 (empty)")
        _check_range("heights", h, -16, 16)
        self.heights: NDArray[np.int8] = np.ascontiguousarray(h, dtype=np.int8)
        """(n, 16) int8: the heights of each tile, column 0 first, -16..16."""
        self.widths: NDArray[np.int8]
        """(n, 16) int8: the widths of each tile, row 0 first, -16..16."""
        if widths is None:
            self.widths = widths_from_heights(self.heights)
        else:
            w = np.asarray(widths)
            if w.shape != (n, 16):
                raise ValueError(f"widths must have shape ({n}, 16) like heights, got {w.shape}")
            _check_range("widths", w, -16, 16)
            self.widths = np.ascontiguousarray(w, dtype=np.int8)
        if angles is None:
            a = np.zeros(n, dtype=np.uint8)
        else:
            a = np.asarray(angles)
            if a.shape != (n,):
                raise ValueError(f"angles must have shape ({n},), got {a.shape}")
            _check_range("angles", a, 0, 255)
        self.angles: NDArray[np.uint8] = np.ascontiguousarray(a, dtype=np.uint8)
        """(n,) uint8: the hex angle of each tile (odd = flagged)."""

    def __len__(self) -> int:
        return int(self.heights.shape[0])

    def __repr__(self) -> str:
        return f"TileSet({len(self)} tiles)"

    @classmethod
    def from_dict(cls, tiles: Union[Mapping[int, Mapping[str, Any]], Mapping[str, Mapping[str, Any]]]) -> TileSet:
        """Build from ``{id: {"heights": [...], "widths": [...], "angle": a}}``;
        ids missing below the largest are empty tiles."""
        ids = [int(k) for k in tiles]
        n = max(ids, default=0) + 1
        heights = np.zeros((n, 16), np.int8)
        widths = np.zeros((n, 16), np.int8)
        angles = np.zeros(n, np.uint8)
        for k, t in tiles.items():
            i = int(k)
            heights[i] = t["heights"]
            w = t.get("widths")
            widths[i] = widths_from_heights(t["heights"]) if w is None else w
            angles[i] = t.get("angle", 0)
        return cls(heights, widths, angles)


def _check_range(name: str, arr: ArrayLike, lo: int, hi: int) -> None:
    a = np.asarray(arr)
    if a.dtype.kind not in "iu":
        raise TypeError(f"{name} must be integers, got dtype {a.dtype}")
    if a.size and (a.min() < lo or a.max() > hi):
        raise ValueError(f"{name} must lie in {lo}..{hi}, found {a.min()}..{a.max()}")


@dataclass(frozen=True)
class CastResult:
    """Sensor casts (rules/terrain §5.1): ``distance`` (int16, -32..31), ``angle``
    (the angle register afterwards, uint8), ``angle_written`` (bool: the cast
    met a block with collision and wrote the register) and ``tile`` (the id of
    the last block probed that had the tested solidity, 0 if none)."""

    distance: NDArray[np.int16]
    """int16, the shape of the sensors: pixels from the sensor to the surface (negative: inside)."""
    angle: NDArray[np.uint8]
    """uint8, the shape of the sensors: the angle register after the cast (a hex angle)."""
    angle_written: NDArray[np.bool_]
    """bool, the shape of the sensors: the cast met a block with collision and wrote the register."""
    tile: NDArray[np.uint16]
    """uint16, the shape of the sensors: id of the last block probed with the tested solidity, 0 if none."""


class TileMap:
    """A grid of cells over a tile set, with an optional second layer (rules/terrain §4.3).

    Parameters
    ----------
    cells : uint16 array (rows, cols)
        Cell words (see the module doc and :func:`cell`); row 0 is the top.
        Cell (row, col) covers pixels x = 16 col .. 16 col + 15, y = 16 row .. 16 row + 15.
        The array is used as given when it already is C-contiguous uint16, so
        edits made to it later are seen by the next call. Any other integer
        array is copied, with a ``UserWarning`` (your later edits to it would
        not be seen; edit ``tilemap.cells``, or pass
        ``np.ascontiguousarray(cells, dtype=np.uint16)``); nested lists are
        copied silently.
    tileset : TileSet
    cells_b : uint16 array (rows, cols) or None
        Layer B (Sonic 2 and 3&K path swapping); None means layer B = layer A.
    wrap_x, wrap_y : int or None
        Make the map repeat with this period in pixels (a power of two from 16
        to 65536, at least the map's width / height), as the originals' level
        layouts do: Sonic 1's ``FindNearestTile`` and Sonic 2's ``Find_Tile``
        mask the layout row, so their terrain repeats every 2048 px vertically
        (a sensor below y = 2047 reads the top rows again). A cell index is
        taken modulo ``period / 16``; indices past the map's rows or columns are
        still empty. None (the default, and scenario files): no wrap, every
        cell outside the map is empty.
    loops : hedgephys.LoopChunks or None
        Sonic 1's loop chunks (rules/terrain §4.3, ``Sonic_Loops``): after every
        player update the chunk under the player sets his layer (A = the high
        plane, B = the "behind the loop" low plane) or makes him roll. None
        (the default): no such rule. Real Green Hill and Star Light acts
        (:func:`hedgephys.levels.load`) carry one.
    """

    def __init__(self, cells: ArrayLike, tileset: TileSet, cells_b: Optional[ArrayLike] = None, *,
                 wrap_x: Optional[int] = None, wrap_y: Optional[int] = None,
                 loops: Optional[LoopChunks] = None) -> None:
        if not isinstance(tileset, TileSet):
            raise TypeError("tileset must be a hedgephys.TileSet")
        self._tileset = tileset
        self._cells_a = self._cells("cells", cells)
        self._cells_b = None if cells_b is None else self._cells("cells_b", cells_b)
        if self._cells_b is not None and self._cells_b.shape != self._cells_a.shape:
            raise ValueError(
                f"cells_b has shape {self._cells_b.shape} but cells has {self._cells_a.shape}"
            )
        self._wrap = (_period("wrap_x", wrap_x), _period("wrap_y", wrap_y))
        if loops is not None and not isinstance(loops, LoopChunks):
            raise TypeError("loops must be a hedgephys.LoopChunks or None")
        self._loops = loops
        self.validate()

    def __getstate__(self) -> dict[str, Any]:
        """For pickle and copy: the arrays (numpy arrays), the tile set, the
        wrap and the loops; not the core's view of them, rebuilt on load."""
        return {k: v for k, v in self.__dict__.items() if k != "_terrain"}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.validate()

    @property
    def cells(self) -> NDArray[np.uint16]:
        """(rows, cols) uint16: layer A's cell words (:func:`cell`); edit in place."""
        return self._cells_a

    @property
    def cells_b(self) -> Optional[NDArray[np.uint16]]:
        """(rows, cols) uint16: layer B's cell words, or None when layer B is layer A."""
        return self._cells_b

    @property
    def tileset(self) -> TileSet:
        """The tile set the cells' tile ids index."""
        return self._tileset

    def validate(self) -> None:
        """Check the arrays (every cell names an existing tile, heights and
        widths in -16..16) and hand them to the core.

        The core reads the same arrays, so in-place edits are seen by the next
        call without copying. Call this after editing the tile set or the
        cells: a cell naming a missing tile is otherwise only noticed when a
        probe meets it: the core reads it as empty, and the call (``step``,
        ``cast``) then emits a ``RuntimeWarning`` naming the tile.
        """
        ts = self._tileset
        self._terrain = _core.Terrain(self._cells_a, self._cells_b, ts.heights, ts.widths, ts.angles,
                                      self._wrap[0] or 0, self._wrap[1] or 0,
                                      None if self._loops is None else self._loops.kinds)

    @property
    def loops(self) -> Optional[LoopChunks]:
        """Sonic 1's loop chunks (:class:`hedgephys.LoopChunks`, one per 256 x 256 px), or None."""
        return self._loops

    @property
    def wrap_x(self) -> Optional[int]:
        """The horizontal period in pixels, or None."""
        return self._wrap[0]

    @property
    def wrap_y(self) -> Optional[int]:
        """The vertical period in pixels, or None."""
        return self._wrap[1]

    @staticmethod
    def _cells(name: str, cells: ArrayLike) -> NDArray[np.uint16]:
        c = np.asarray(cells)
        if c.ndim != 2:
            raise ValueError(f"{name} must be a 2-D array (rows, cols), got shape {c.shape}")
        if c.dtype != np.uint16:
            if c.dtype.kind not in "iu":
                raise TypeError(f"{name} must be an integer array of cell words, got dtype {c.dtype}")
            if c.size and (c.min() < 0 or c.max() > 0xFFFF):
                raise ValueError(f"{name} values must be 16-bit cell words (0..65535)")
        out = np.ascontiguousarray(c, dtype=np.uint16)
        if isinstance(cells, np.ndarray) and not np.may_share_memory(out, c):
            # The map reads its own copy: edits to the caller's array are not seen.
            warnings.warn(
                f"TileMap copied {name} (dtype {c.dtype}, {'C-contiguous' if c.flags.c_contiguous else 'not C-contiguous'}): "
                f"edits to your array will not be seen by the map; edit tilemap.{name} instead, or pass "
                f"np.ascontiguousarray({name}, dtype=np.uint16)", UserWarning, stacklevel=4)
        return out

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, cols): the map's size in 16 x 16 px cells."""
        return self.cells.shape

    @property
    def size_px(self) -> tuple[int, int]:
        """(width, height): the map's size in pixels (16 per cell)."""
        return self.cells.shape[1] * 16, self.cells.shape[0] * 16

    def __repr__(self) -> str:
        rows, cols = self.shape
        wrap = "".join(f", {n}={v}" for n, v in (("wrap_x", self.wrap_x), ("wrap_y", self.wrap_y)) if v)
        loops = "" if self._loops is None else f", {self._loops!r}"
        return (f"TileMap({rows} x {cols} cells, {len(self.tileset)} tiles, "
                f"layer b: {self.cells_b is not None}{wrap}{loops})")

    def cast(self, x: ArrayLike, y: ArrayLike, direction: Union[str, ArrayLike] = "down",
             solidity: Union[str, ArrayLike] = "top", layer: Union[str, ArrayLike] = "a", game: str = "s2",
             angle_preset: ArrayLike = 0) -> CastResult:
        """Cast sensors (rules/terrain §5), vectorized over ``x`` and ``y``.

        ``x``, ``y``: sensor pixels (integers; taken as 16-bit words, so they
        wrap at 65536 like the original). ``direction``: ``"down"``, ``"right"``,
        ``"up"`` or ``"left"``; ``solidity``: ``"top"`` or ``"lrb"``; ``layer``:
        ``"a"`` or ``"b"`` — each a single name or an array of names matching x.
        ``game="cd"`` applies Sonic CD's downward-probe rule (rules/terrain §5.4).
        ``angle_preset`` is the angle register's value before the cast.
        """
        xa, ya = np.broadcast_arrays(np.asarray(x), np.asarray(y))
        for name, v in (("x", xa), ("y", ya)):
            if v.dtype.kind not in "iu":
                raise TypeError(f"{name} must be integer pixels, got dtype {v.dtype}")
        shape = xa.shape
        d = _codes("direction", direction, DIRECTIONS, shape)
        s = _codes("solidity", solidity, SOLIDITIES, shape)
        la = _codes("layer", layer, LAYERS, shape)
        pre = np.broadcast_to(np.asarray(angle_preset), shape)
        _check_range("angle_preset", pre, 0, 255)
        cd = bool(game_trait(game, "cd_floor"))  # rules/terrain §5.4
        dist, ang, written, tile = _core.cast(
            self._terrain,
            (xa.ravel().astype(np.int64) & 0xFFFF).astype(np.uint16),
            (ya.ravel().astype(np.int64) & 0xFFFF).astype(np.uint16),
            d.ravel(), s.ravel(), la.ravel(),
            np.ascontiguousarray(pre.ravel(), dtype=np.uint8), cd,
        )
        return CastResult(dist.reshape(shape), ang.reshape(shape), written.reshape(shape),
                          tile.reshape(shape))


def _codes(name: str, value: Union[str, ArrayLike], table: Mapping[str, int],
           shape: tuple[int, ...]) -> NDArray[np.uint8]:
    if isinstance(value, str):
        if value not in table:
            raise ValueError(f"unknown {name} {value!r}; expected one of {', '.join(table)}")
        return np.full(shape, table[value], dtype=np.uint8)
    arr = np.broadcast_to(np.asarray(value), shape)
    out = np.empty(shape, dtype=np.uint8)
    for idx, v in np.ndenumerate(arr):
        if v not in table:
            raise ValueError(f"unknown {name} {v!r}; expected one of {', '.join(table)}")
        out[idx] = table[v]
    return out
