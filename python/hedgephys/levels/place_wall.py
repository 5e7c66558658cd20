"""Placers of Green Hill's edge walls (docs/kinds/wall.md): the kind
``edge_wall`` (cpp/hedgephys/kinds/edge_wall.cpp)."""
from __future__ import annotations

from ..edge_walls import EDGE_WALL_SIZE, EdgeWall
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []


@placer("s1", 0x44)
def _s1_edge_wall(rec: Placement) -> list[ObjectDescription]:
    """S1 ``EdgeWalls`` (Edge_Main: the subtype is the mapping frame; with
    bit 4 set the wall is only drawn (routine 4, Edge_Display): nothing
    placed. Otherwise Edge_Solid: ``Obj44_SolidWall`` with d1 = $13, d2 = $28)."""
    if rec.subtype & 0x10:
        return []
    return [EdgeWall(rec.x, rec.y, *EDGE_WALL_SIZE)]
