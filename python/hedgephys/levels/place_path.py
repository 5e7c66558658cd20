"""Placers of the collision path swappers (rules/terrain §4.3): Sonic 2's
``Obj03`` (``ObjPtr_PlaneSwitcher``, id $03) and Sonic 3 & Knuckles'
``Obj_PathSwap`` (id 2 in every pointer list). Sonic 1 has none (its loops
switch the layer by chunk, ``Sonic_Loops``).

``objects="path"`` (:func:`hedgephys.levels.load`) gives these alone, in the
order of :func:`path_swappers`; ``objects="all"`` gives them with every other
placed object, in layout order.
"""
from __future__ import annotations

import numpy as np

from ..objects import ObjectDescription, PathSwapper
from .placing import Placement, place, placer

__all__ = ["SWAPPER_IDS", "path_swappers"]

#: The path swapper's id by id table.
SWAPPER_IDS = {"s2": 0x03, "s3": 0x02, "sk1": 0x02, "sk2": 0x02}


@placer("s2", SWAPPER_IDS["s2"])
@placer("s3", SWAPPER_IDS["s3"])
@placer("sk1", SWAPPER_IDS["sk1"])
@placer("sk2", SWAPPER_IDS["sk2"])
def _swapper(rec: Placement) -> list[ObjectDescription]:
    """Obj03_Init / Obj_PathSwap: the subtype byte is the line's size, its
    direction and layers; the layout's X-flip makes it never switch."""
    return [PathSwapper(rec.x, rec.y, rec.subtype, x_flip=rec.x_flip)]


def path_swappers(objects: np.ndarray, game: str, act: str) -> tuple[PathSwapper, ...]:
    """The path swappers among a layout's objects
    (:func:`~hedgephys.levels.layout.read_objects`), every other object left out.

    Order: the horizontal lines first, then the vertical ones, each in layout
    order. The games run objects in slot order, which depends on when the
    camera brought each one in, so no fixed order is theirs (it matters only
    when one frame crosses two lines); this one lets the broad phase skip the
    vertical lines (``broad_phase.cpp``: a horizontal line is always busy)."""
    from .catalogue import id_table

    table = id_table(game, act)
    if table not in SWAPPER_IDS:
        return ()
    mine = objects[objects["id"] == SWAPPER_IDS[table]]
    out = [o for o in place(mine, game, act, table) if isinstance(o, PathSwapper)]
    return tuple(sorted(out, key=lambda s: not s.horizontal))
