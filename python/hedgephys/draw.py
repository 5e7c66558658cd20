"""Drawing terrain as pixels: boolean masks to tiles and a map, and back.

A mask is a 2-D bool numpy image, True = solid, row 0 = top, one element per
pixel. :func:`tilemap_from_mask` cuts it into 16x16 blocks (rules/terrain §4.1),
describes each block as a solid tile (heights, widths, angle), stores each
distinct tile once and returns a :class:`~hedgephys.TileMap` over them.
:func:`mask_from_tilemap` renders a map back into pixels.

How a block becomes a tile
--------------------------
Heights (one per column, column 0 first): a column whose solid pixels form one
run touching the bottom edge gets ``+length`` (16 when full), one run touching
the top edge ``-length``, no solid pixel 0. Any other column cannot be stored
(rules/terrain §4.1) and is approximated: the run touching the bottom edge if
there is one (the pixels above it are dropped), else the run touching the top
edge, else (only floating runs) the column is filled from its topmost solid
pixel down to the bottom edge, which keeps the surface a floor sensor meets.
``strict=True`` raises :class:`ValueError` instead, naming the block and column.

Widths (one per row, row 0 first) come from the pixels of each row by the rule
of :func:`hedgephys.widths_from_heights`: a full row 16, else the run touching
the right edge ``+length``, else the run touching the left edge ``-length``,
else 0. (Rows are not checked by ``strict``: the original data loses the same
information in its width arrays.)

Angle (rules/terrain §2, §4.1): the direction of the block's surface, going so
that the solid is on its right-hand side (rightwards along a floor, leftwards
along a ceiling, up a wall on the right), through :func:`tile_angle`:

* a block whose heights are all 16 is a full block: the flagged angle 0xFF, as
  in the original data;
* a block with a floor column (0 < height < 16) is a floor: a straight line
  is fitted (least squares, y on x) through the tops of its floor columns at
  the column centres, and of its full columns whose top is a surface (the
  pixel just above the block is empty); the direction goes rightwards;
* else a block with a ceiling column (height < 0) is a ceiling: the same
  through the bottoms of those columns and of the full columns whose bottom
  is a surface; the direction goes leftwards (a player runs on a ceiling
  upside down), so that a Y-flipped copy of a floor block gets
  ``(0x80 - a) & 0xFF`` as the core gives Y-flipped tiles (rules/terrain §4.2). (A block of
  full and empty columns only is a floor if a full column's top is a
  surface, else a ceiling if a bottom is, else only walls);
* when that line is steeper than 45°, has fewer than two points, or there
  are neither floor nor ceiling columns (a wall face under more solid), the
  line is fitted instead through the rows whose solid run ends inside the
  block (x on y, at the run's inner edge), which is well conditioned for
  walls; a vertical face is walked with the solid on the right-hand side
  (0xC0 for a wall on the right, 0x40 for one on the left);
* with nothing to fit the surface counts as level: 0x00 (0x80 for a ceiling).

An empty block is tile 0.

Odd angles are flagged (rules/terrain §2: "any angle byte with bit 0 set"), which
changes how the player reacts to the tile (rules/terrain §5.5, §6.2), while the arctangent
returns odd values for many slopes; :func:`tile_angle` therefore moves an odd
result to the nearer even neighbour.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Optional, Sequence, Union, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from .tiles import (ID_MASK, NO_LRB, NO_TOP, XFLIP, YFLIP, TileMap, TileSet, cell, layer_code,
                    widths_from_heights)
from ._checks import is_int
from .loops import LOOP_KINDS
from .objects import KINDS, Objects, PathSwapper
from .palette import FLAGGED_SHADE, LAYER_TINTS, MARKERS, TERRAIN, object_kind_colour
from .trig import tile_angle  # re-exported: hedgephys.draw.tile_angle

if TYPE_CHECKING:  # pragma: no cover  (only for the annotation; level_image tests for a Level by its attributes)
    from .level import Level

_FULL_ANGLE = 0xFF
_SOLIDITY_FILTER = {"top": NO_TOP, "lrb": NO_LRB, "any": 0}
_VIEWS = ("heights", "widths")


def _edge_runs(solid: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Lengths of the solid runs touching the end and the start of the last axis."""
    end = np.cumprod(solid[..., ::-1], axis=-1).sum(axis=-1)
    start = np.cumprod(solid, axis=-1).sum(axis=-1)
    return end, start


def _edge_values(solid: np.ndarray) -> np.ndarray:
    """Signed edge-run values along the last axis: run at the end ``+len``
    (16 if full), else run at the start ``-len``, else 0."""
    end, start = _edge_runs(solid)
    return np.where(end > 0, end, -start)


def _block_heights(cols: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Heights of blocks given as (..., column, row) bool pixels.

    Returns (heights, representable) where ``representable`` says that the
    column's solid pixels are exactly one edge run (or none).
    """
    end, start = _edge_runs(cols)
    count = cols.sum(axis=-1)
    representable = (count == end) | (count == start)
    top = np.argmax(cols, axis=-1)  # topmost solid row (0 when empty, masked below)
    floating = np.where(count > 0, 16 - top, 0)
    heights = np.where(end > 0, end, np.where(start > 0, -start, floating))
    return heights, representable


def _fit_slope(along2: np.ndarray, values: np.ndarray) -> Fraction:
    """Exact least-squares slope of integer ``values`` against the positions
    ``along2 / 2`` (doubled so that pixel centres are integers); at least two
    distinct positions. Exact arithmetic keeps mirror images exact mirrors."""
    a = [int(v) for v in along2]
    b = [int(v) for v in values]
    n = len(a)
    sab = n * sum(p * q for p, q in zip(a, b)) - sum(a) * sum(b)
    saa = n * sum(p * p for p in a) - sum(a) ** 2
    return Fraction(2 * sab, saa)


def surface_angle(heights: ArrayLike, widths: Optional[ArrayLike] = None,
                  solid_above: Optional[ArrayLike] = None, solid_below: Optional[ArrayLike] = None) -> int:
    """The angle of a tile (the rule in the module doc).

    ``heights``: its 16 heights. ``widths``: its 16 widths (None: derived with
    :func:`hedgephys.widths_from_heights`). ``solid_above`` / ``solid_below``:
    16 bools each, True where the pixel just above (below) the tile in that
    column is solid, so that a full column's edge there is no surface (None:
    nothing there). Returns 0xFF for a full block, 0 for an empty one.
    """
    h = np.asarray(heights, dtype=np.int64)
    if h.shape != (16,):
        raise ValueError(f"heights must have 16 values, got shape {h.shape}")
    h = np.where(h == -16, 16, h)  # a full column, whichever edge it is measured from
    w = widths_from_heights(h) if widths is None else np.asarray(widths, dtype=np.int64)
    above = np.zeros(16, bool) if solid_above is None else np.asarray(solid_above, dtype=bool)
    below = np.zeros(16, bool) if solid_below is None else np.asarray(solid_below, dtype=bool)
    if np.all(h == 16):
        return _FULL_ANGLE
    if not h.any():
        return 0
    centres2 = 2 * np.arange(16) + 1  # doubled column (and row) centres
    full = h == 16
    # sense: +1 floor (walked rightwards), -1 ceiling (leftwards), 0 walls only
    if ((h > 0) & ~full).any() or ((full & ~above).any() and not (h < 0).any()):
        points, ys, sense = (h > 0) & ~(full & above), 16 - h, 1
    elif (h < 0).any() or (full & ~below).any():
        points, ys, sense = (h < 0) | (full & ~below), np.where(full, 16, -h), -1
    else:
        points, ys, sense = np.zeros(16, bool), h, 0
    m = _fit_slope(centres2[points], ys[points]) if points.sum() >= 2 else None
    if m is not None and abs(m) <= 1:
        return tile_angle(sense, sense * float(m))
    inner = (w != 0) & (np.abs(w) < 16)
    if inner.sum() >= 2:
        k = float(_fit_slope(centres2[inner], np.where(w > 0, 16 - w, -w)[inner]))  # x = k y + b
        if sense != 0 and k != 0:
            up = (k < 0) == (sense > 0)  # a floor rising to the right is walked upwards
        else:  # vertical, or walls only: walk with the solid on the right-hand side
            up = (w[inner] > 0).sum() >= (w[inner] < 0).sum()
        return tile_angle(-k, -1.0) if up else tile_angle(k, 1.0)
    if m is not None:
        return tile_angle(sense, sense * float(m))
    return 0x80 if sense < 0 else 0


def pixels_from_heights(heights: ArrayLike) -> NDArray[np.bool_]:
    """Solid pixels (bool, ..., 16 rows, 16 columns) of tiles given by their
    heights (..., 16): h > 0 fills rows 16-h..15 of its column, h < 0 rows
    0..|h|-1 (rules/terrain §4.1). This is the tile as vertical probes see it."""
    h = np.asarray(heights, dtype=np.int64)[..., None, :]  # (..., 1, col)
    rows = np.arange(16)[:, None]                          # (row, 1)
    return ((h > 0) & (rows >= 16 - h)) | ((h < 0) & (rows < -h))


def pixels_from_widths(widths: ArrayLike) -> NDArray[np.bool_]:
    """Solid pixels (bool, ..., 16 rows, 16 columns) of tiles given by their
    widths (..., 16): w > 0 fills columns 16-w..15 of its row, w < 0 columns
    0..|w|-1. This is the tile as horizontal probes see it."""
    return np.swapaxes(pixels_from_heights(widths), -1, -2)


def _blocks(mask: ArrayLike, name: str) -> NDArray[np.bool_]:
    """The mask padded with empty pixels to whole blocks, as (rows, cols, 16, 16)."""
    m = np.asarray(mask)
    if m.ndim != 2:
        raise ValueError(f"{name} must be a 2-D image, got shape {m.shape}")
    if m.dtype != bool:
        raise TypeError(f"{name} must be a bool array (True = solid), got dtype {m.dtype}")
    if m.size == 0:
        raise ValueError(f"{name} is empty")
    rows, cols = -(-m.shape[0] // 16), -(-m.shape[1] // 16)
    padded = np.zeros((rows * 16, cols * 16), bool)
    padded[:m.shape[0], :m.shape[1]] = m
    return padded.reshape(rows, 16, cols, 16).swapaxes(1, 2)


def _check_strict(representable: np.ndarray, name: str) -> None:
    bad = np.argwhere(~representable)
    if bad.size:
        r, c, col = (int(v) for v in bad[0])
        raise ValueError(
            f"{name}: block (row {r}, col {c}) (pixels x {16 * c}..{16 * c + 15}, "
            f"y {16 * r}..{16 * r + 15}) column {col} (x = {16 * c + col}) is not one solid run "
            f"touching the top or bottom edge, which a height cannot describe "
            f"({bad.shape[0]} such column(s) in all); use strict=False to approximate"
        )


def _shapes_of(blocks: np.ndarray, strict: bool,
               name: str) -> tuple[NDArray[np.int8], NDArray[np.int8], NDArray[np.bool_], NDArray[np.bool_]]:
    """Heights, widths and the solid flags of the pixel rows just above and just
    below (each (n, 16)) of every block of (rows, cols, 16, 16) pixels; the
    mask's outside counts as empty."""
    heights, representable = _block_heights(blocks.swapaxes(-1, -2))  # columns first
    if strict:
        _check_strict(representable, name)
    widths = _edge_values(blocks)
    above = np.zeros(blocks.shape[:3], bool)
    above[1:] = blocks[:-1, :, 15, :]
    below = np.zeros(blocks.shape[:3], bool)
    below[:-1] = blocks[1:, :, 0, :]
    return (heights.reshape(-1, 16).astype(np.int8), widths.reshape(-1, 16).astype(np.int8),
            above.reshape(-1, 16), below.reshape(-1, 16))


def tilemap_from_mask(mask: ArrayLike, *, mask_b: Optional[ArrayLike] = None, solid: str = "all",
                      strict: bool = False,
                      tileset: Optional[TileSet] = None) -> TileMap:
    """A :class:`~hedgephys.TileMap` drawn from a bool image (True = solid).

    Parameters
    ----------
    mask : 2-D bool array, row 0 = top
        Any size; it is padded with empty pixels to whole 16x16 blocks on the
        right and at the bottom. Block (row, col) becomes cell (row, col).
    mask_b : 2-D bool array or None
        Layer B (rules/terrain §4.3), the same shape as ``mask``; both layers share
        one tile set. None: no separate layer B.
    solid : ``"all"``, ``"top"``, ``"lrb"`` or ``"none"``
        Solidity of every non-empty cell (see :func:`hedgephys.cell`).
    strict : raise :class:`ValueError` for a column a height cannot describe
        instead of approximating it (module doc).
    tileset : TileSet or None
        Start from these tiles: they keep their ids, and a block whose heights
        and widths equal one of them uses it (the lowest such id, with its own
        angle). New shapes are appended. None: start from the empty tile only.

    Each distinct (heights, widths, angle) is stored once (the angle can
    differ between blocks of one shape, as it depends on the pixels above a
    block: module doc); id 0 is the empty tile; cells are plain tile ids (no
    flips). Raises ValueError when more than
    4095 tiles would be needed.
    """
    word = cell(0, solid=solid)  # validates the solidity name
    layers = [_blocks(mask, "mask")]
    if mask_b is not None:
        if np.shape(mask_b) != np.shape(mask):
            raise ValueError(f"mask_b has shape {np.shape(mask_b)} but mask has {np.shape(mask)}")
        layers.append(_blocks(mask_b, "mask_b"))
    base = tileset if tileset is not None else TileSet(np.zeros((1, 16), np.int8))
    heights = list(base.heights)
    widths = list(base.widths)
    angles = [int(a) for a in base.angles]
    known: dict[bytes, int] = {}  # shape of a base tile, or shape + angle of a new one -> id
    for i in range(len(base) - 1, 0, -1):  # the lowest id wins
        known[base.heights[i].tobytes() + base.widths[i].tobytes()] = i
    cell_layers = []
    for name, blocks in zip(("mask", "mask_b"), layers):
        h, w, above, below = _shapes_of(blocks, strict, name)
        ids = np.zeros(len(h), np.int64)
        for k in np.flatnonzero(h.any(axis=1)):
            shape = h[k].tobytes() + w[k].tobytes()
            if shape in known:
                ids[k] = known[shape]
                continue
            angle = surface_angle(h[k], w[k], above[k], below[k])
            key = shape + bytes([angle])
            if key not in known:
                known[key] = len(heights)
                heights.append(h[k])
                widths.append(w[k])
                angles.append(angle)
            ids[k] = known[key]
        if len(heights) - 1 > ID_MASK:
            raise ValueError(f"the mask needs {len(heights) - 1} distinct tiles; a map holds at most {ID_MASK}")
        cells = np.where(ids > 0, ids | word, 0).astype(np.uint16)
        cell_layers.append(cells.reshape(blocks.shape[:2]))
    ts = TileSet(np.array(heights, np.int8), np.array(widths, np.int8), np.array(angles, np.uint8))
    return TileMap(cell_layers[0], ts, cell_layers[1] if len(cell_layers) > 1 else None)


def check_tiles(tilemap: TileMap) -> None:
    """Raise a ValueError naming the first cell (of either layer) whose tile
    id is beyond the tile set: an in-place edit made after the map was
    validated, which a picture of the map cannot draw."""
    count = len(tilemap.tileset.heights)
    for name, cells in (("cells", tilemap.cells), ("cells_b", tilemap.cells_b)):
        if cells is None or not cells.size:
            continue
        bad = (cells & ID_MASK) >= count
        if bad.any():
            r, c = (int(v) for v in np.argwhere(bad)[0])
            raise ValueError(f"tilemap.{name}[{r}, {c}] names tile {int(cells[r, c]) & ID_MASK} but the tile set "
                             f"has only {count} tiles (edited after the TileMap was built?); fix the cell or "
                             "the tile set")


def layer_cells(tilemap: TileMap, layer: str = "a") -> NDArray[np.uint16]:
    """The cell words of layer ``"a"`` or ``"b"`` (layer B is layer A when the
    map has no separate layer B, rules/terrain §4.3)."""
    return tilemap.cells if layer_code("layer", layer) == 0 or tilemap.cells_b is None else tilemap.cells_b


def mask_from_tilemap(tilemap: TileMap, layer: str = "a", solidity: str = "top",
                      view: str = "heights") -> NDArray[np.bool_]:
    """The solid pixels of a map as a bool image (rows x 16, cols x 16).

    ``layer``: ``"a"`` or ``"b"`` (layer B falls back to A when the map has
    none). ``solidity``: draw the cells a probe testing that bit sees —
    ``"top"`` (floor sensors), ``"lrb"`` (ceiling and push sensors) or
    ``"any"`` (every non-empty cell) (rules/terrain §4.1). ``view``:
    ``"heights"`` renders the tiles as vertical probes see them, ``"widths"``
    as horizontal probes see them (the two differ when a shape is not
    describable both ways). Flips mirror the tile pictures (rules/terrain §4.2).
    """
    if solidity not in _SOLIDITY_FILTER:
        raise ValueError(f"solidity must be 'top', 'lrb' or 'any', got {solidity!r}")
    if view not in _VIEWS:
        raise ValueError(f"view must be 'heights' or 'widths', got {view!r}")
    check_tiles(tilemap)
    words = layer_cells(tilemap, layer).astype(np.int64)
    ts = tilemap.tileset
    pictures = pixels_from_heights(ts.heights) if view == "heights" else pixels_from_widths(ts.widths)
    ids = words & ID_MASK
    seen = (ids > 0) & ((words & _SOLIDITY_FILTER[solidity]) == 0)
    img = pictures[ids] & seen[..., None, None]                   # (rows, cols, 16, 16)
    xf = ((words & XFLIP) != 0)[..., None, None]
    yf = ((words & YFLIP) != 0)[..., None, None]
    img = np.where(xf, img[..., :, ::-1], img)
    img = np.where(yf, img[..., ::-1, :], img)
    rows, cols = words.shape
    return cast("NDArray[np.bool_]", img.swapaxes(1, 2).reshape(rows * 16, cols * 16))


#: Colours of :func:`level_image` (RGB), all from :mod:`hedgephys.palette`:
#: one per solidity kind (``TERRAIN``: all, top-only, left/right/bottom-only),
#: tinted where only one layer is solid (``LAYER_TINTS``); a flagged tile (odd
#: angle, e.g. the full blocks' 0xFF) is drawn darker (``FLAGGED_SHADE``); the
#: start, path swappers and loop chunks of a :class:`~hedgephys.Level` are
#: drawn on top (``MARKERS``).
LEVEL_COLORS: dict[str, tuple[int, int, int]] = {**TERRAIN, **LAYER_TINTS, **MARKERS}


def _layer_pixels(words: np.ndarray, pictures: NDArray[np.bool_],
                  flagged_ids: NDArray[np.bool_]) -> tuple[NDArray[np.bool_], NDArray[Any], NDArray[np.bool_]]:
    """Per pixel of a band of cells: solid (bool), solidity kind (1 all, 2 top,
    3 lrb) and flagged (bool)."""
    w = words.astype(np.int64)
    ids = w & ID_MASK
    img = pictures[ids]
    xf = ((w & XFLIP) != 0)[..., None, None]
    yf = ((w & YFLIP) != 0)[..., None, None]
    img = np.where(xf, img[..., :, ::-1], img)
    img = np.where(yf, img[..., ::-1, :], img)
    notop, nolrb = (w & NO_TOP) != 0, (w & NO_LRB) != 0
    kind = np.where(notop & nolrb, 0, np.where(notop, 3, np.where(nolrb, 2, 1)))
    solid = img & (ids > 0)[..., None, None] & (kind > 0)[..., None, None]
    rows, cols = w.shape

    def spread(a: NDArray[Any]) -> NDArray[Any]:
        return np.broadcast_to(a[..., None, None], img.shape).swapaxes(1, 2).reshape(rows * 16, cols * 16)
    return (solid.swapaxes(1, 2).reshape(rows * 16, cols * 16), spread(kind),
            spread(flagged_ids[ids] & (ids > 0)))


#: The largest ``scale`` of :func:`level_image` (one picture pixel per 256
#: level pixels: two Sonic 2 chunks; the start cross grows with the scale).
MAX_SCALE = 256
#: The most pixels a :func:`level_image` may have (2**28: 1 GiB as RGBA; the
#: largest map, 65536 x 65536 px, needs scale 4).
MAX_IMAGE_PIXELS = 1 << 28


#: What ``region`` may name in :func:`level_image` (and ``hedgephys level --png --region``).
REGIONS = ("act", "camera", "map")


def picture_region(level: Union[Level, TileMap], region: Union[None, str, Sequence[int]] = "act") -> tuple[int, int, int, int]:
    """``(x0, y0, x1, y1)`` pixels of a picture of ``level``: ``region`` as
    given (a sequence of 4 ints, clipped to the map) or named:

    * ``"act"``: the whole act: every cell that holds a tile (either layer),
      the start and what the camera can show at the start;
    * ``"camera"``: what the camera can show with the bounds the act starts
      with (:attr:`~hedgephys.Level.area`; the whole map for a TileMap or a
      level without bounds);
    * ``"map"``: the whole map.

    None is ``"camera"``. Raises ValueError for a region that holds no pixel of
    the map."""
    lv = cast("Optional[Level]", level if hasattr(level, "tilemap") else None)
    tilemap = lv.tilemap if lv is not None else level
    if not isinstance(tilemap, TileMap):
        raise TypeError("level must be a hedgephys.Level or a hedgephys.TileMap")
    width, height = tilemap.size_px
    box: Sequence[int]
    if region is None or isinstance(region, str):
        name = "camera" if region is None else region
        if name not in REGIONS:
            raise ValueError(f"region must be one of {', '.join(REGIONS)} or (x0, y0, x1, y1), got {region!r}")
        box = (0, 0, width, height) if name == "map" or lv is None else lv.area
        if name == "act":
            used = np.zeros(tilemap.shape, bool)
            for cells in (tilemap.cells, tilemap.cells_b):
                if cells is not None:
                    used |= (cells & ID_MASK) != 0
            rows, cols = np.flatnonzero(used.any(axis=1)), np.flatnonzero(used.any(axis=0))
            if len(rows):
                sx, sy = (int(v) for v in lv.start) if lv is not None else (box[0], box[1])
                box = (min(box[0], 16 * int(cols[0]), sx), min(box[1], 16 * int(rows[0]), sy),
                       max(box[2], 16 * int(cols[-1]) + 16, sx + 1), max(box[3], 16 * int(rows[-1]) + 16, sy + 1))
    else:
        box = region
    try:
        x0, y0, x1, y1 = (int(v) for v in box)
    except (TypeError, ValueError):
        raise ValueError(f"region must be (x0, y0, x1, y1) in pixels, got {region!r}") from None
    x0, y0 = max(0, x0), max(0, y0)
    x1, y1 = min(width, x1), min(height, y1)
    if x1 <= x0 or y1 <= y0:
        raise ValueError(f"region {region!r} holds no pixel of the {width} x {height} px map")
    return x0, y0, x1, y1


def level_image(level: Union[Level, TileMap], region: Union[None, str, Sequence[int]] = None, *, scale: int = 1,
                overlays: bool = True) -> NDArray[np.uint8]:
    """An RGBA picture (uint8, height x width x 4) of the collision of a
    :class:`~hedgephys.TileMap` or :class:`~hedgephys.Level`, both layers.

    Pixels as vertical probes see them (the height arrays), coloured by
    solidity (:data:`LEVEL_COLORS`: all / top-only / lrb-only); a pixel solid
    in one layer only is tinted blue (A) or green (B); flagged tiles (odd
    angle) are darker. With a Level and ``overlays``: its start (a cross),
    its path swappers (lines), its other objects (their boxes outlined in
    their kind's colour, :func:`hedgephys.palette.object_kind_colour`) and
    Sonic 1's loop chunks (outlined: loops green, roll tunnels orange). ``region``: ``(x0, y0, x1, y1)`` in pixels or a name
    (:func:`picture_region`: ``"act"``, ``"camera"``, ``"map"``), default
    ``"camera"``: the level's :attr:`~hedgephys.Level.area` (the whole map for
    a TileMap);
    ``scale``: keep every ``scale``-th pixel (a smaller picture of a big act).
    """
    # a Level (not imported: level imports draw)
    lv = cast("Optional[Level]", level if hasattr(level, "tilemap") else None)
    tilemap = lv.tilemap if lv is not None else level
    if not isinstance(tilemap, TileMap):
        raise TypeError("level must be a hedgephys.Level or a hedgephys.TileMap")
    if not is_int(scale) or not 1 <= scale <= MAX_SCALE:
        raise ValueError(f"scale must be an int from 1 to {MAX_SCALE} (level pixels per picture pixel), "
                         f"got {scale!r}")
    check_tiles(tilemap)
    x0, y0, x1, y1 = picture_region(level, region)
    size = ((x1 - x0 + scale - 1) // scale) * ((y1 - y0 + scale - 1) // scale)
    if size > MAX_IMAGE_PIXELS:
        raise ValueError(f"a picture of {x1 - x0} x {y1 - y0} px at scale {scale} has {size} pixels, more than "
                         f"{MAX_IMAGE_PIXELS} (1 GiB of RGBA); give a larger scale or a smaller region")
    ts = tilemap.tileset
    pictures = pixels_from_heights(ts.heights)
    flagged_ids = (ts.angles & 1) != 0
    layers = [tilemap.cells, tilemap.cells if tilemap.cells_b is None else tilemap.cells_b]
    colors = np.array([LEVEL_COLORS[k] for k in ("background", "all", "top", "lrb")], np.float32)
    c0, c1 = x0 // 16, (x1 + 15) // 16
    out = np.empty(((y1 - y0 + scale - 1) // scale, (x1 - x0 + scale - 1) // scale, 4), np.uint8)
    out[..., 3] = 255
    band = 32  # cell rows per pass: bounded memory for big acts
    r = y0 // 16
    while r * 16 < y1:
        r1 = min(r + band, (y1 + 15) // 16)
        ys = slice(max(y0, r * 16) - r * 16, min(y1, r1 * 16) - r * 16)
        xs = slice(x0 - c0 * 16, x1 - c0 * 16)
        (sa, ka, fa), (sb, kb, fb) = (
            (a[ys, xs] for a in _layer_pixels(cells[r:r1, c0:c1], pictures, flagged_ids)) for cells in layers)
        kind = np.where(sa, ka, np.where(sb, kb, 0))
        rgb = colors[kind]
        for only, tint in ((sa & ~sb, "only_a"), (sb & ~sa, "only_b")):
            rgb[only] = 0.5 * rgb[only] + 0.5 * np.array(LEVEL_COLORS[tint], np.float32)
        rgb[np.where(sa, fa, fb & sb)] *= FLAGGED_SHADE
        top = (max(y0, r * 16) - y0)
        first = (-top) % scale
        rows_out = rgb[first::scale, ::scale]
        o = (top + first) // scale
        out[o:o + rows_out.shape[0], :, :3] = rows_out.astype(np.uint8)
        r = r1
    if lv is not None and overlays:
        _overlays(out, lv, x0, y0, x1, y1, scale)
    return out


def object_boxes(lv: Level) -> list[tuple[str, int, int, int, int]]:
    """``(kind, x, y, width_radius, height_radius)`` in pixels of every
    object of a level but its path swappers (drawn as lines), as the core
    sizes them at the start (an :class:`~hedgephys.Objects` batch of one)."""
    others = [o for o in lv.objects if not isinstance(o, PathSwapper)]
    if not others:
        return []
    batch = Objects(others, 1, lv.game or "s2")
    xs, ys = batch.x[0].astype(np.int64), batch.y[0].astype(np.int64)
    return [(str(k), int(x), int(y), int(w), int(h))
            for k, x, y, w, h in zip(batch.kinds, xs, ys, batch.raw.wr[0], batch.raw.hr[0])]


def _overlays(img: NDArray[np.uint8], lv: Level, x0: int, y0: int, x1: int, y1: int, scale: int) -> None:
    h, w = img.shape[:2]

    def put(x: ArrayLike, y: ArrayLike, color: tuple[int, int, int]) -> None:
        x, y = np.broadcast_arrays(np.asarray(x), np.asarray(y))
        keep = (x >= x0) & (x < x1) & (y >= y0) & (y < y1)
        img[(y[keep] - y0) // scale, (x[keep] - x0) // scale, :3] = color

    loops = lv.tilemap.loops
    if loops is not None:
        for (row, col), k in np.ndenumerate(loops.kinds):
            if k == LOOP_KINDS["plain"]:
                continue
            color = LEVEL_COLORS["roll_tunnel" if k == LOOP_KINDS["roll_tunnel"] else "loop"]
            t = np.arange(256)
            bx, by = 256 * col, 256 * row
            for dx in (0, 1):
                put(bx + t, by + dx, color)
                put(bx + t, by + 255 - dx, color)
                put(bx + dx, by + t, color)
                put(bx + 255 - dx, by + t, color)
    for o in lv.objects:
        if isinstance(o, PathSwapper):
            t = np.arange(-o.half_length, o.half_length)
            for d in range(-max(1, scale) // 2 + 1, max(1, scale) // 2 + 2):
                if o.horizontal:
                    put(int(o.x) + t, int(o.y) + d, LEVEL_COLORS["swapper"])
                else:
                    put(int(o.x) + d, int(o.y) + t, LEVEL_COLORS["swapper"])
    for kind, x, y, wr, hr in object_boxes(lv):
        color = object_kind_colour(KINDS[kind])
        for d in range(max(1, scale)):   # outlines at least one picture pixel thick
            t = np.arange(-wr, wr + 1)
            put(x + t, y - hr + d, color)
            put(x + t, y + hr - d, color)
            t = np.arange(-hr, hr + 1)
            put(x - wr + d, y + t, color)
            put(x + wr - d, y + t, color)
    sx, sy = int(lv.start[0]), int(lv.start[1])
    arm = np.arange(-8 * scale, 8 * scale + 1)
    for d in range(-scale, scale + 1):
        put(sx + arm, sy + d, LEVEL_COLORS["start"])
        put(sx + d, sy + arm, LEVEL_COLORS["start"])


__all__ = [
    "FLAGGED_SHADE", "LEVEL_COLORS", "MAX_IMAGE_PIXELS", "MAX_SCALE", "REGIONS", "check_tiles", "layer_cells",
    "object_boxes",
    "level_image", "mask_from_tilemap", "picture_region", "pixels_from_heights", "pixels_from_widths",
    "surface_angle", "tile_angle", "tilemap_from_mask",
]
