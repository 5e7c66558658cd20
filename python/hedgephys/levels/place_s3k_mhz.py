"""Placer of Mushroom Hill's curled vines (h-mhz, session 32), whose code only
Sonic & Knuckles has (sonic3k.asm, which the checkout lacks; read from a public
copy, murshies/skdisasm, as :mod:`.place_s3k_sk`): docs/kinds/s3k_mhz.md.

``Obj_MHZCurledVine`` (SK Set 2 $09): the kind ``s3k_mhz_curled_vine``
(cpp/hedgephys/kinds/s3k_mhz_curled_vine.cpp) at its layout position, every
subtype and flip alike (the routine reads neither). A top solid whose
surface is the y of its eight 16 px segments - 8, one segment a 16 px column
from x - $40, its curl moving 1 a frame towards the rider's column
(loc_3E8A2, dword_3E8D2, byte_3E8F6, sub_3E9C6). Its drawn size is its
child's: width_pixels $40, height_pixels $30.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: Obj_MHZCurledVine's child (the segments' drawing): width_pixels, height_pixels.
CURLED_VINE_SIZE = (0x40, 0x30)


@placer("sk2", 0x09)
def _mhz_curled_vine(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_MHZCurledVine`` (loc_3E8A2): the curled vine at the record's
    position; its numbers are the routine's, in the kind."""
    w, h = CURLED_VINE_SIZE
    return [KindObject("s3k_mhz_curled_vine", rec.x, rec.y, width_radius=w, height_radius=h)]
