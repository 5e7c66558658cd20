"""Green Hill's edge walls (the registry kind ``edge_wall``,
cpp/hedgephys/kinds/edge_wall.cpp; docs/kinds/wall.md).

Sonic 1's ``EdgeWalls`` (object $44) are solid by their own routine,
``Obj44_SolidWall``, not ``SolidObject``: they stop a player running into
their sides (and set the pushing flags on the ground), push a rising player
down out of their lower half, and cannot be stood on.
"""
from __future__ import annotations

from typing import Optional

from .kinds import KindObject, Motion, _Row

__all__ = ["EdgeWall", "EDGE_WALL_SIZE"]

#: The routine's d1 and d2 (Edge_Solid: ``move.w #$13,d1`` / ``move.w #$28,d2``).
EDGE_WALL_SIZE = (0x13, 0x28)


class EdgeWall(KindObject):
    """An edge wall at (x, y): ``half_width`` (d1) and ``half_height`` (d2,
    to which the routine adds the player's height radius)."""

    kind = "edge_wall"

    def __init__(self, x: float, y: float, half_width: int = EDGE_WALL_SIZE[0],
                 half_height: int = EDGE_WALL_SIZE[1], motion: Optional[Motion] = None) -> None:
        KindObject.__init__(self, "edge_wall", x, y, motion, half_width=half_width, half_height=half_height)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["radii"] = (self.params["half_width"], self.params["half_height"])  # for pictures
        return row
