"""Placers of the star posts, every game's checkpoint (docs/kinds/star_post.md):
Sonic 1's ``Lamppost`` ($79), Sonic 2's ``Obj79`` ($79) and Sonic 3 &
Knuckles' ``Obj_StarPost`` ($34 in its three id tables), each a
``star_post`` whose number is the record's subtype."""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []


@placer("s1", 0x79)
@placer("s2", 0x79)
@placer("s3", 0x34)
@placer("sk1", 0x34)
@placer("sk2", 0x34)
def _star_post(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Lamppost`` (Lamp_Main), S2 ``Obj79`` (Obj79_Init), S3K
    ``Obj_StarPost`` (loc_2C436 / loc_2CFC0): the subtype byte is the post's
    number (AND $7F in every compare); flips change only its picture."""
    return [KindObject("star_post", rec.x, rec.y, subtype=rec.subtype)]
