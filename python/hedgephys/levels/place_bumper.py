"""Placers of the round bumpers (docs/kinds/bumper.md): the kind ``bumper``
(cpp/hedgephys/kinds/bumper.cpp) at the record's position, touch radii 8 x 8
(collision byte $D7, size $17 of every game's table)."""
from __future__ import annotations

from ..bumpers import Bumper
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: The collision byte every bumper's init routine gives it.
BUMPER_COLLISION = 0xD7


def _bumper(rec: Placement, game: str, subtype: int = 0, x_flip: bool = False) -> list[ObjectDescription]:
    w, h = touch_size(game, BUMPER_COLLISION)
    return [Bumper(rec.x, rec.y, subtype=subtype, x_flip=x_flip, width_radius=w, height_radius=h)]


@placer("s1", 0x47)
def _s1_bumper(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Bumper`` (Bump_Main: ``obColType`` $D7; the subtype is not read)."""
    return _bumper(rec, "s1")


@placer("s2", 0x44)
def _s2_bumper(rec: Placement) -> list[ObjectDescription]:
    """S2 ``Obj44`` (Obj44_Init: ``collision_flags`` $D7; the subtype is not read)."""
    return _bumper(rec, "s2")


@placer("s3", 74)
@placer("sk1", 74)
def _s3k_bumper(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_Bumper`` (s3.asm: ``collision_flags`` $D7; a nonzero subtype
    is its circling start angle, status bit 0, the layout's X-flip, turns
    it the other way)."""
    return _bumper(rec, "s3k", subtype=rec.subtype, x_flip=rec.x_flip)
