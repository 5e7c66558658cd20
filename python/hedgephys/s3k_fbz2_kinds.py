"""Flying Battery's elevator platforms (the registry kind ``s3k_fbz_elevator``,
cpp/hedgephys/kinds/s3k_fbz_elevator.cpp; docs/kinds/s3k_fbz2.md): the
platforms SK Set 1 $E2 ``Obj_FBZElevator`` (sonic3k.asm, read from a public
copy) makes, whose solid routine (sub_1DD0E, procedure C) reads the height
array byte_3CAD0, which the constructor gives the batch.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion, _Row

__all__ = ["FBZ_ELEVATOR_HEIGHTS", "S3kFbzElevator"]

#: byte_3CAD0: the top over its centre, one byte a 2 px column from its left
#: end, $3C bytes (the platform's status is clear: never mirrored).
FBZ_ELEVATOR_HEIGHTS = ((0x10,) * 7 + (0x11, 0x12, 0x12)
                        + tuple(h for h in range(0x13, 0x21) for _ in range(3)) + (0x21,) * 8)


class S3kFbzElevator(KindObject):
    """One slot of an elevator's pool of platforms (registry kind
    ``s3k_fbz_elevator``): the spawner's ``subtype`` (a platform rides
    subtype * 8 frames), ``down`` (the spawner X-flipped: y_vel 1, else -1),
    ``slot`` (of a pool of subtype * 8 // $60 + 1, this object carries
    platforms slot, slot + pool, ...; platform n is made on level frame
    counter 1 + $60 n; a slot past the pool carries none), its sizes
    (sub_1DD0E's d1 $3B, d2 $10; ``width`` width_pixels $30, the landing
    width, by default), over :data:`FBZ_ELEVATOR_HEIGHTS`."""

    kind = "s3k_fbz_elevator"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        KindObject.__init__(self, "s3k_fbz_elevator", x, y, motion, **params)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["heights"] = FBZ_ELEVATOR_HEIGHTS
        return row
