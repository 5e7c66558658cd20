"""A level: a map, where players start, its layer zones and its objects, and
for the real acts of :mod:`hedgephys.levels` the bounds the game sets.

The Gymnasium environments (:mod:`hedgephys.gym`) take a :class:`Level`; the
loaders of real acts (:func:`hedgephys.levels.load`) return one. This module
needs no optional dependency.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple, Optional

import numpy as np

from .camera import CameraEvent
from .water_events import MovingWater
from .builtin import BUILTIN_TILES, builtin_tileset, loop_cells, slope_cells
from .objects import ObjectDescription
from .tiles import TileMap

__all__ = ["LayerZone", "Level", "LevelBounds", "default_level"]


class LayerZone(NamedTuple):
    """A path swapper (rules/terrain §4.3): after every frame (and every reset) a
    player whose centre lies in ``x0 <= x < x1``, ``y0 <= y < y1`` (pixels,
    bounds may be infinite) is put on collision layer ``layer`` (``"a"`` or
    ``"b"``). Later zones win where zones overlap."""

    x0: float
    y0: float
    x1: float
    y1: float
    layer: str


class LevelBounds(NamedTuple):
    """The camera's limits an act starts with, in pixels (S1 ``LevelSizeArray``,
    S2 ``LevelSize``, S3K ``LevelSizes``): the player is kept between
    ``min_x + 16`` and the right limit past ``max_x``, and dies below
    ``max_y + 224`` (rules/terrain §8.9). A ``min_y`` of -256 (the games' -$100)
    means the act wraps vertically."""

    min_x: int
    max_x: int
    min_y: int
    max_y: int


@dataclass(frozen=True)
class Level:
    """A map, where players start (their centre, in pixels), the layer zones
    and the objects (:mod:`hedgephys.objects` descriptions, e.g.
    :class:`hedgephys.SolidBox` or :class:`hedgephys.PathSwapper`; each
    sub-environment gets its own copy).

    A real act (:func:`hedgephys.levels.load`) also says which ``game`` it
    belongs to, its short ``name`` (``"ehz1"``) and ``title``, the ``bounds``
    the game sets at the act's start and whether it ``wraps_vertically`` (the
    camera's top is -256: the game wraps the player's y by the map's period,
    ``tilemap.wrap_y``). ``bounds`` None: no bounds (a hand-made level).
    ``act_end``: the x in pixels at which the act is cleared (the signpost's,
    docs/levels.md "Act ends"; the Gymnasium environments terminate there);
    None: no end. ``water``: the y in pixels of the water surface the act
    starts with (docs/water.md; :meth:`hedgephys.Players.set_water` takes it),
    None: no water. ``camera_events``: the act's level events that move the
    bounds (:mod:`hedgephys.camera`; empty where they are not transcribed).
    ``moving_water``: how the act's level events move its water
    (:mod:`hedgephys.water_events`); None: the surface stays.
    """

    tilemap: TileMap
    start: tuple[float, float]
    layer_zones: tuple[LayerZone, ...] = ()
    objects: tuple[ObjectDescription, ...] = ()
    bounds: Optional[LevelBounds] = None
    wraps_vertically: bool = False
    game: Optional[str] = None
    name: Optional[str] = None
    title: Optional[str] = None
    act_end: Optional[int] = None
    water: Optional[int] = None
    camera_events: tuple[CameraEvent, ...] = ()
    moving_water: Optional[MovingWater] = None

    @property
    def camera(self) -> Optional[tuple[int, int, int]]:
        """``(min_x, max_x, max_y)`` as :meth:`hedgephys.Players.set_level_bounds`
        takes it, or None without bounds."""
        b = self.bounds
        return None if b is None else (b.min_x, b.max_x, b.max_y)

    @property
    def wrap_y(self) -> Optional[int]:
        """The period the game wraps the player's y with in this act, as
        :meth:`hedgephys.Players.set_level_bounds` takes it (``wrap_y=``): the
        map's vertical period when the act wraps vertically, in Sonic 2
        (``Obj01_Control``) and Sonic 3 & Knuckles (``Sonic_Control``). None
        when the act does not wrap, and in Sonic 1, whose camera code
        (``DeformLayers``) wraps the player's y as it scrolls: without a camera
        the player's y keeps counting past the map's period there, which changes
        no collision, since every terrain lookup wraps it (docs/levels.md)."""
        if not self.wraps_vertically or self.game == "s1":
            return None
        return self.tilemap.wrap_y

    @property
    def area(self) -> tuple[int, int, int, int]:
        """``(x0, y0, x1, y1)`` in pixels: what the camera can show (its bounds
        plus one 320 x 224 screen), clipped to the map; the whole map without
        bounds. Pictures of an act use it."""
        width, height = self.tilemap.size_px
        b = self.bounds
        if b is None:
            return 0, 0, width, height
        x0, y0 = max(0, b.min_x), max(0, b.min_y)
        return (min(x0, width), min(y0, height), min(width, max(x0, b.max_x + 320)),
                min(height, max(y0, b.max_y + 224)))

    def __repr__(self) -> str:
        if self.name is None:
            return (f"Level({self.tilemap!r}, start={self.start}, {len(self.layer_zones)} layer zones, "
                    f"{len(self.objects)} objects)")
        bounds = None if self.bounds is None else tuple(self.bounds)
        return (f"Level({self.game} {self.name}: {self.title}, start={self.start}, bounds={bounds}"
                f"{', wraps vertically' if self.wraps_vertically else ''}, {len(self.objects)} objects, "
                f"{self.tilemap!r})")


def default_level() -> Level:
    """A small test level built from the built-in tiles (100 x 16 cells, 1600 x 256 px).

    From the start (x 64, standing on the floor whose top is y = 192): a 1:4
    hill, a 1:2 hill, a pit three cells wide (falling in ends the episode), a
    wall 48 px high to jump over (or stand on), a long run-up, a loop of
    radius 64 px and a last stretch of floor that ends at the map's right edge.
    The loop is split over the two layers as in the originals (A: the way in,
    B: the way out) and the level's two layer zones switch a player to B in
    the loop's top-left quarter and back to A anywhere left of the loop. A new
    map is built on every call (edit it freely).
    """
    full = BUILTIN_TILES["full"]
    rows, cols, floor, loop = 16, 100, 12, 76
    cells = np.zeros((rows, cols), np.uint16)
    cells[floor:] = full
    for col, ratio in ((12, "1:4"), (24, "1:2")):
        hill = np.concatenate([slope_cells(ratio)[0], [full, full], slope_cells(ratio, falling=True)[0]])
        cells[floor - 1, col:col + hill.size] = hill
    cells[floor:, 34:37] = 0                              # the pit
    cells[floor - 3:floor, 44:46] = full                  # the wall
    cells[floor - 9:floor, loop - 1:loop + 9] = full      # the loop is set in solid ground,
    cells[floor - 3:floor, [loop - 1, loop + 8]] = 0      # with a way in and a way out
    cells_b = cells.copy()
    cells[floor - 8:floor, loop:loop + 8] = loop_cells(64, omit="bottom_left")
    cells_b[floor - 8:floor, loop:loop + 8] = loop_cells(64, omit="bottom_right")
    zones = (
        LayerZone(-math.inf, -math.inf, 16 * loop, math.inf, "a"),
        LayerZone(16 * loop, 16 * (floor - 8), 16 * (loop + 4), 16 * (floor - 4), "b"),
    )
    return Level(TileMap(cells, builtin_tileset(), cells_b), (64.0, 16.0 * floor - 20), zones)
