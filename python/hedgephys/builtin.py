"""A built-in tile set for building levels by hand (rules/terrain §4).

:func:`builtin_tileset` returns a :class:`~hedgephys.TileSet` holding the
shapes a level designer usually needs, and :data:`BUILTIN_TILES` names their
ids. Every shape is stored once, in one orientation; the other orientations are
cell flips (rules/terrain §4.2), whose angles the core derives on its own
(X-flip ``(-a) & 0xFF``, Y-flip ``(0x80 - a) & 0xFF``).

Shapes (names in :data:`BUILTIN_TILES`):

``empty`` (id 0)
    No collision.
``full``
    A full 16x16 block with the flagged angle 0xFF, as full blocks are in the
    original data: grounded sensors snap the ground angle to a right angle on
    it, airborne probes use the cardinal of their direction (rules/terrain §5.5, §6.2).
``full_level``
    A full block with the unflagged level angle 0x00, for ground that slopes
    run into. On a flagged block the grounded angle snaps to the nearest
    cardinal, and exact diagonals snap clockwise (rules/terrain §2, §6.2): in
    Sonic 1 and CD (no angle-difference test) a player coming down a 45°
    slope falling to the right (0x20) onto flagged ground snaps to 0x40, a
    wall mode, and can get stuck flipping between the two; on ``full_level``
    ground he takes 0x00.
``half``
    The bottom half (heights 8, angle 0). The top half is the same tile
    Y-flipped (``cell(BUILTIN_TILES["half"], yflip=True)``, angle 0x80). A
    Y-flipped tile is solid from the top down, i.e. a *ceiling*: upward
    probes see it like a floor, but a downward probe from above only finds it
    when the sensor row lies inside its solid run (rules/terrain §5.2-§5.3), so
    do not use it as a floor to stand on.
``slope_1_1``
    45°: rises 16 px over 16 px; angle ``tile_angle(16, -16)`` = 0xE0.
``slope_1_2_0``, ``slope_1_2_1``
    1:2 (about 26.6°): a pair of tiles rising 8 px each, low end first;
    angle ``tile_angle(16, -8)`` = 0xEE (``angle_of`` gives the odd 0xED).
``slope_1_4_0`` ... ``slope_1_4_3``
    1:4 (about 14°): four tiles rising 4 px each; angle ``tile_angle(16, -4)`` = 0xF6.
``pipe{R}_r{row}_c{col}``
    Concave quarter-circle pieces of radius R (R = 64, 80, 96, 112, 128 px,
    i.e. R/16 cells a side): the quadrant is solid *outside* a circle centred
    on its top-left corner, so the surface starts flat at the bottom-left and
    curves up into a vertical wall on the right: a quarter pipe, and the
    bottom-right quarter of a loop. ``row``/``col`` index the cell inside the
    stored quadrant (row 0 = top). Partially solid cells get a piece, and so
    do fully solid cells next to a cell that is not full (heights all 16 but
    the arc's angle, unflagged), because a probe can reach the surface
    through them and a flagged block there would snap the player's angle
    mid-curve (rules/terrain §6.2); the other cells are ``full`` or ``empty``.
``round{R}_r{row}_c{col}``
    Convex quarter-circle pieces: the quadrant is solid *inside* a circle
    centred on its bottom-right corner: a vertical face at the left that
    rounds over into a flat top at the right (the left shoulder of a rounded
    hill or platform).

In Sonic 2 and 3&K a tile angle 0x20 or more away from the ground angle is
rejected (rules/terrain §6.2), so a 45° slope (0xE0) straight after level ground
is walked with the angle kept at 0; put a 1:2 tile (0xEE) between the two for
a gradual change.

All slopes and curves are stored **rising to the right**; a surface falling to
the right is the same tile X-flipped. Slope tiles join seamlessly: flat floor
at the bottom edge on their left, the next tile of the series (or a full block)
on their right, each column at most 1 px above its neighbour.

Heights: a pixel of a curve quadrant is solid when its centre lies on the solid
side of the circle; a column's height is its solid pixel count (the shapes are
monotone, so every column is one run touching the bottom edge and every row
one run touching the right edge). Widths are derived with
:func:`hedgephys.widths_from_heights`, which is exact for these shapes.
Angles are the game's arctangent (:func:`hedgephys.angle_of`) of the surface
direction going rightwards along the top: for slopes the vector
``(16, -rise)``, for curves the tangent of the arc at its point nearest the
cell's centre. An odd result would make the tile
flagged (rules/terrain §2: only full blocks are, in the original data), so it is
moved to the nearer even value (:func:`hedgephys.draw.tile_angle`).

Placement helpers return blocks of uint16 cell words (see :func:`hedgephys.cell`)
to paste into ``TileMap.cells``: :func:`slope_cells`, :func:`quarter_pipe_cells`,
:func:`quarter_round_cells` and :func:`loop_cells`.
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Optional, cast

import numpy as np

from .tiles import TileSet, cell, widths_from_heights
from .trig import tile_angle

#: Radii (px) of the curve pieces; each is a whole number of 16 px cells.
CURVE_RADII: tuple[int, ...] = (64, 80, 96, 112, 128)

#: Number of tiles in each slope series, by ratio name.
SLOPE_RATIOS: dict[str, int] = {"1:1": 1, "1:2": 2, "1:4": 4}

_FLAGGED_FULL = 0xFF


def _slope_heights(n: int, i: int) -> np.ndarray:
    """Heights of tile ``i`` (0 = low end) of a slope series of ``n`` tiles.

    The ideal surface rises ``16 / n`` px per tile; each column takes the
    surface height at its centre, rounded half up, so the series is
    symmetric about its middle and joins floor (0) and full blocks (16)
    without gaps.
    """
    rise = 16 // n
    cols = np.arange(16)
    # floor(rise * (c + 0.5) / 16 + 0.5) in integers
    return (i * rise + (rise * (2 * cols + 1) + 16) // 32).astype(np.int8)


def _slope_names(ratio: str) -> list[str]:
    """Names of the tiles of a slope series, low end first."""
    n = SLOPE_RATIOS[ratio]
    return ["slope_1_1"] if n == 1 else [f"slope_{ratio.replace(':', '_')}_{i}" for i in range(n)]


def _quadrant_pixels(kind: str, radius: int) -> np.ndarray:
    """The solid pixels (bool, rows x cols, row 0 = top) of a curve quadrant."""
    c = np.arange(radius) + 0.5
    if kind == "pipe":    # outside the circle centred on the top-left corner
        return c[:, None] ** 2 + c[None, :] ** 2 >= radius ** 2
    if kind == "round":   # inside the circle centred on the bottom-right corner
        d = radius - c
        return d[:, None] ** 2 + d[None, :] ** 2 <= radius ** 2
    raise ValueError(f"unknown curve kind {kind!r}; expected 'pipe' or 'round'")


def _cell_counts(kind: str, radius: int) -> np.ndarray:
    """Solid pixel count of every cell (k x k) of a curve quadrant."""
    k = radius // 16
    return cast("np.ndarray", _quadrant_pixels(kind, radius).reshape(k, 16, k, 16).sum(axis=(1, 3)))


def _arc_angle(kind: str, radius: int, row: int, col: int) -> int:
    """Hex angle of a curve quadrant's cell (row, col): the rightward tangent
    of the arc at its point nearest the cell's centre, through
    :func:`hedgephys.draw.tile_angle`.

    The arc is parametrised by t in [0, pi/2] (0 = its vertical end, pi/2 =
    its level end); for both kinds the rightward tangent at t is
    (sin t, -cos t).
    """
    x, y = 16 * col + 8, 16 * row + 8
    if kind == "pipe":   # centre (0, 0), arc point R (cos t, sin t)
        t = math.atan2(y, x)
    else:                # centre (R, R), arc point R (1 - cos t, 1 - sin t)
        t = math.atan2(radius - y, radius - x)
    t = min(max(t, 0.0), math.pi / 2)
    return tile_angle(math.sin(t), -math.cos(t))


@lru_cache(maxsize=None)
def _quadrant_layout(kind: str, radius: int) -> tuple[tuple[int, int, bytes, int], ...]:
    """The named cells of a curve quadrant: (row, col, heights, angle).

    Partially solid cells, and fully solid cells next to a cell that is not
    full (8-neighbourhood inside the quadrant), get a piece with the arc's
    angle: a probe can reach the surface through those, and a flagged full
    block there would snap the player's angle (rules/terrain §6.2). Other cells
    are ``empty`` or the flagged ``full`` block.
    """
    pix = _quadrant_pixels(kind, radius)
    k = radius // 16
    count = _cell_counts(kind, radius)
    full = count == 256
    padded = np.pad(full, 1, constant_values=True)
    surrounded = np.ones_like(full)
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            surrounded &= padded[1 + dr:1 + dr + k, 1 + dc:1 + dc + k]
    out = []
    for row in range(k):
        for col in range(k):
            if count[row, col] == 0 or (full[row, col] and surrounded[row, col]):
                continue
            heights = pix[16 * row:16 * row + 16, 16 * col:16 * col + 16].sum(axis=0).astype(np.int8)
            out.append((row, col, heights.tobytes(), _arc_angle(kind, radius, row, col)))
    return tuple(out)


def _shapes() -> list[tuple[str, np.ndarray, int]]:
    """Every named shape: (name, heights, angle), in id order before dedup."""
    shapes: list[tuple[str, np.ndarray, int]] = [
        ("empty", np.zeros(16, np.int8), 0),
        ("full", np.full(16, 16, np.int8), _FLAGGED_FULL),
        ("full_level", np.full(16, 16, np.int8), 0x00),
        ("half", np.full(16, 8, np.int8), 0),
    ]
    for ratio, n in SLOPE_RATIOS.items():
        a = tile_angle(16, -(16 // n))
        for i, name in enumerate(_slope_names(ratio)):
            shapes.append((name, _slope_heights(n, i), a))
    for kind in ("pipe", "round"):
        for radius in CURVE_RADII:
            for row, col, heights, angle in _quadrant_layout(kind, radius):
                shapes.append((f"{kind}{radius}_r{row}_c{col}", np.frombuffer(heights, np.int8), angle))
    return shapes


@lru_cache(maxsize=1)
def _build() -> tuple[np.ndarray, np.ndarray, dict[str, int]]:
    heights: list[np.ndarray] = []
    angles: list[int] = []
    ids: dict[str, int] = {}
    seen: dict[tuple[bytes, int], int] = {}
    for name, h, a in _shapes():
        key = (h.tobytes(), a)
        if key not in seen:
            seen[key] = len(heights)
            heights.append(h)
            angles.append(a)
        ids[name] = seen[key]
    return np.array(heights, np.int8), np.array(angles, np.uint8), ids


#: Tile id of every built-in shape, by name (see the module documentation).
#: Names of identical shapes share one id.
BUILTIN_TILES: dict[str, int] = dict(_build()[2])


def builtin_tileset() -> TileSet:
    """A new :class:`~hedgephys.TileSet` of the built-in shapes (ids as in
    :data:`BUILTIN_TILES`); widths are derived from the heights."""
    heights, angles, _ = _build()
    return TileSet(heights.copy(), widths_from_heights(heights), angles.copy())


def _flip_block(ids: np.ndarray, xflip: bool, yflip: bool, solid: str) -> np.ndarray:
    """Cell words for a block of tile ids, the whole block mirrored as a picture.

    Mirroring the block reverses the cell order along the flipped axis and sets
    the flip bit of every non-empty cell; empty cells stay 0.
    """
    ids = np.asarray(ids)
    if xflip:
        ids = ids[:, ::-1]
    if yflip:
        ids = ids[::-1, :]
    words = np.vectorize(lambda t: cell(int(t), xflip, yflip, solid) if t else 0,
                         otypes=[np.uint16])(ids)
    return np.ascontiguousarray(words, dtype=np.uint16)


def _quadrant_ids(kind: str, radius: int) -> np.ndarray:
    """Tile ids (k x k, as stored: rising to the right) of a curve quadrant."""
    if radius not in CURVE_RADII:
        raise ValueError(f"radius must be one of {', '.join(map(str, CURVE_RADII))} px, got {radius!r}")
    count = _cell_counts(kind, radius)
    out = np.where(count > 0, BUILTIN_TILES["full"], BUILTIN_TILES["empty"]).astype(np.int64)
    for row, col, _, _ in _quadrant_layout(kind, radius):
        out[row, col] = BUILTIN_TILES[f"{kind}{radius}_r{row}_c{col}"]
    return out


def slope_cells(ratio: str = "1:1", *, falling: bool = False, solid: str = "all") -> np.ndarray:
    """A one-row block (1 x n) of cell words placing a straight slope.

    ``ratio`` is ``"1:1"`` (one tile), ``"1:2"`` (two) or ``"1:4"`` (four).
    Rising to the right by default; ``falling=True`` mirrors it (X-flip).
    The low end meets a floor whose surface is the block's bottom edge; the
    high end meets a full block at the same row.
    """
    if ratio not in SLOPE_RATIOS:
        raise ValueError(f"unknown slope ratio {ratio!r}; expected one of {', '.join(SLOPE_RATIOS)}")
    ids = np.array([[BUILTIN_TILES[name] for name in _slope_names(ratio)]])
    return _flip_block(ids, falling, False, solid)


def quarter_pipe_cells(radius: int = 64, *, xflip: bool = False, yflip: bool = False,
                       solid: str = "all") -> np.ndarray:
    """A (R/16 x R/16) block of cell words placing a concave quarter pipe.

    As stored the floor curves up into a wall on the RIGHT (a run to the right
    goes up it); ``xflip=True`` puts the wall on the left; ``yflip=True`` makes
    the ceiling version (a loop's upper quarters). The arc touches the block's
    bottom edge at its left end: place the block on a floor whose surface is
    that edge.
    """
    return _flip_block(_quadrant_ids("pipe", radius), xflip, yflip, solid)


def quarter_round_cells(radius: int = 64, *, xflip: bool = False, yflip: bool = False,
                        solid: str = "all") -> np.ndarray:
    """A (R/16 x R/16) block of cell words placing a convex quarter circle.

    As stored: a vertical face on the left rounding over to a flat top that
    meets the block's top edge at the right (the left shoulder of a hill);
    ``xflip=True`` gives the right shoulder, ``yflip=True`` the underside.
    """
    return _flip_block(_quadrant_ids("round", radius), xflip, yflip, solid)


_LOOP_OMIT = (None, "bottom_left", "bottom_right")


def loop_cells(radius: int = 64, *, omit: Optional[str] = None, solid: str = "all") -> np.ndarray:
    """A (2k x 2k) block of cell words (k = radius / 16) placing a loop.

    The loop's inside is a circle of the given radius touching the four edges
    of the block; its quarters are quarter pipes: bottom-right as stored,
    bottom-left X-flipped, top-right Y-flipped, top-left X- and Y-flipped.
    Place it on a floor whose surface is the block's bottom edge, and set it
    in solid ground (full blocks around it): the curve is only one cell thick
    in places, and a fast player's sensors can reach past it into the
    neighbouring cells. So placed, players run round loops of every radius
    in all four games without leaving the ground (see tests/test_builtin.py).

    A closed loop cannot be entered from the floor: the bottom-left quarter
    is a wall for a player arriving from the left. The originals split a loop
    over the two collision layers (rules/terrain §4.3): ``omit="bottom_left"``
    gives the layer a player enters on (run in from the left, up the right
    side), ``omit="bottom_right"`` the layer they leave on (down the left side,
    out to the right); a path swapper at the top of the loop switches layers.
    """
    if omit not in _LOOP_OMIT:
        raise ValueError(f"omit must be None, 'bottom_left' or 'bottom_right', got {omit!r}")
    q = quarter_pipe_cells(radius, solid=solid)
    k = q.shape[0]
    out = np.zeros((2 * k, 2 * k), np.uint16)
    out[k:, k:] = q
    out[k:, :k] = quarter_pipe_cells(radius, xflip=True, solid=solid)
    out[:k, k:] = quarter_pipe_cells(radius, yflip=True, solid=solid)
    out[:k, :k] = quarter_pipe_cells(radius, xflip=True, yflip=True, solid=solid)
    if omit == "bottom_left":
        out[k:, :k] = 0
    elif omit == "bottom_right":
        out[k:, k:] = 0
    return out


__all__ = [
    "BUILTIN_TILES", "CURVE_RADII", "SLOPE_RATIOS", "builtin_tileset", "loop_cells",
    "quarter_pipe_cells", "quarter_round_cells", "slope_cells",
]
