"""A level: a map, where players start, its layer zones and its objects.

The Gymnasium environments (:mod:`hedgephys.gym`) take a :class:`Level`; so do
the loaders of real acts (:mod:`hedgephys.levels`). This module needs no
optional dependency.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from .builtin import BUILTIN_TILES, builtin_tileset, loop_cells, slope_cells
from .tiles import TileMap

__all__ = ["LayerZone", "Level", "default_level"]


class LayerZone(NamedTuple):
    """A path swapper (terrain.md §4.3): after every frame (and every reset) a
    player whose centre lies in ``x0 <= x < x1``, ``y0 <= y < y1`` (pixels,
    bounds may be infinite) is put on collision layer ``layer`` (``"a"`` or
    ``"b"``). Later zones win where zones overlap."""

    x0: float
    y0: float
    x1: float
    y1: float
    layer: str


@dataclass(frozen=True)
class Level:
    """A map, where players start (their centre, in pixels), the layer zones
    and the objects (:mod:`hedgephys.objects` descriptions, e.g.
    :class:`hedgephys.SolidBox`; each sub-environment gets its own copy)."""

    tilemap: TileMap
    start: tuple[float, float]
    layer_zones: tuple[LayerZone, ...] = ()
    objects: tuple = ()


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
