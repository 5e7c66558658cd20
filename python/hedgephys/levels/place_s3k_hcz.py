"""Placers of Hydrocity's objects of h-hcz (issue 18), read in s3.asm; the
same objects count in the Sonic 3 & Knuckles acts of the zone (the
``"sk1"`` table).

``Obj_HCZConveryorSpike`` (S3 Set and SK Set 1 $3F, the disassembly's
spelling): the kind ``s3k_hcz_conveyor_spike``
(cpp/hedgephys/kinds/s3k_hcz_conveyor_spike.cpp, docs/kinds/s3k_hcz.md) at
its layout position with its X flip, the ends of its belt L and R (its init
reads the row subtype & $F of ``word_2FD7E``, the table Hydrocity's conveyor
belts read too) and the box of its collision byte $8B (hurting,
``Touch_Sizes``).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .place_still import S3_ZONES
from .touch_data import touch_size

__all__: list[str] = []

#: word_2FD7E: the belts' (L, R) by subtype & $F.
HCZ_BELT_ENDS = ((0xB28, 0xCD8), (0xBA8, 0xCD8), (0xBA8, 0xCD8), (0xEA8, 0x1058), (0x11A8, 0x12D8),
                 (0x1928, 0x19D8), (0x21A8, 0x2358), (0x21A8, 0x2358), (0x22A8, 0x2458), (0x23A8, 0x2558),
                 (0x2528, 0x26D8), (0x26A8, 0x27D8), (0x26A8, 0x2958), (0x2728, 0x28D8), (0x3328, 0x3458),
                 (0x3328, 0x33D8))
#: Obj_HCZConveryorSpike's collision byte.
CONVEYOR_SPIKE_COLLISION = 0x8B


def _conveyor_spike(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_HCZConveryorSpike``: the kind ``s3k_hcz_conveyor_spike``
    with word_2FD7E's row subtype & $F and the box of collision $8B."""
    if not rec.act.startswith(S3_ZONES):
        return []
    left, right = HCZ_BELT_ENDS[rec.subtype & 0xF]
    w, h = touch_size("s3k", CONVEYOR_SPIKE_COLLISION)
    return [KindObject("s3k_hcz_conveyor_spike", rec.x, rec.y, width_radius=w, height_radius=h,
                       x_flip=rec.x_flip, left=left, right=right)]


placer("s3", 0x3F)(_conveyor_spike)   # Object pointers - S3 Set
placer("sk1", 0x3F)(_conveyor_spike)  # Object pointers - SK Set 1
