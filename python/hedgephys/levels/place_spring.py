"""Placers of the springs (docs/kinds/spring.md): one :class:`~hedgephys.springs.Spring`
per layout record, with the record's subtype byte and x-flip bit as the
game's init routine reads them (S1 ``Spring_Main``, S2 ``Obj41_Init``, S3K
``Obj_Spring``); a subtype the routine cannot take (it would read outside its
tables) places nothing. The y-flip bit only turns the picture (the down
springs set their own), so it is not kept.
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..springs import Spring, spring_direction
from .placing import Placement, placer

__all__: list[str] = []

_GAMES = {"s1": "s1", "s2": "s2", "s3": "s3k", "sk1": "s3k", "sk2": "s3k"}


@placer("s1", 0x41)   # _inc/Object Pointers.asm: id $41 Springs
@placer("s2", 0x41)   # s2.asm ObjPtr_Spring: Obj41
@placer("s3", 0x07)   # Object pointers - S3 Set.asm, entry 7: Obj_Spring
@placer("sk1", 0x07)  # - SK Set 1.asm, entry 7
@placer("sk2", 0x07)  # - SK Set 2.asm, entry 7
def _spring(rec: Placement) -> list[ObjectDescription]:
    try:
        spring_direction(_GAMES[rec.table], rec.subtype)
    except ValueError:
        return []
    return [Spring(rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]
