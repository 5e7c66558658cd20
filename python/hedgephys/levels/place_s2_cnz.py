"""Placer of Casino Night's big moving block (kind ``s2_cnz_big_block``,
cpp/hedgephys/kinds/s2_cnz_big_block.cpp; docs/kinds/s2.md "Casino Night's
big block"): S2 ``ObjD4`` (CNZBigBlock).

The block swings on a speed of its own from the frame it is loaded, modelled
as loaded on the act's first frame (docs/levels.md "Objects are present from
the first frame").
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: ObjD4_Main: SolidObject with d1 = $2B, d2 = $20, d3 = $21; ObjD4_Init: width_pixels $20.
BIG_BLOCK_SOLID = (0x2B, 0x20, 0x21)
BIG_BLOCK_WIDTH = 0x20
#: ObjD4_Types: the subtype is the table's byte offset: 0 horizontal, 2 vertical.
BIG_BLOCK_SUBTYPES = {0: False, 2: True}


@placer("s2", 0xD4)
def _s2_big_block(rec: Placement) -> list[ObjectDescription]:
    """S2 ObjD4 (ObjD4_Init: starts $60 px before its placed point, after it
    when flipped; ObjD4_Horizontal / _Vertical: speed +-4 toward the placed
    point each frame, ObjectMove, then SolidObject). A subtype other than 0
    and 2 would read past ``ObjD4_Types``: not placed."""
    if rec.subtype not in BIG_BLOCK_SUBTYPES:
        return []
    d1, d2, d3 = BIG_BLOCK_SOLID
    return [KindObject("s2_cnz_big_block", rec.x, rec.y, vertical=BIG_BLOCK_SUBTYPES[rec.subtype],
                       x_flip=rec.x_flip, y_flip=rec.y_flip, width_radius=BIG_BLOCK_WIDTH,
                       height_radius=d2, solid_width=d1, half_height=d2, stand_height=d3,
                       width=BIG_BLOCK_WIDTH)]
