"""Sky Sanctuary's retracting springs (the registry kind ``s3k_ssz_spring``,
cpp/hedgephys/kinds/s3k_ssz_spring.cpp; docs/kinds/s3k_ssz.md): SK Set 2 $74
``Obj_SSZRetractingSpring`` (sonic3k.asm, read from a public copy), whose
solid routine (sub_1DD0E, procedure C) reads the height array byte_468DC,
which the constructor gives the batch.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion, _Row

__all__ = ["SSZ_SPRING_HEIGHTS", "S3kSszSpring"]

#: byte_468DC: the top over its centre, one byte a 2 px column from its left
#: end (from its right end when X-flipped), $24 bytes.
SSZ_SPRING_HEIGHTS = (0x11,) * 17 + (0x10, 0x10, 0xF, 0xE, 0xD, 0xC, 0xB, 9, 7, 5, 2, -1, -5) + (-0xC,) * 6


class S3kSszSpring(KindObject):
    """A retracting spring (registry kind ``s3k_ssz_spring``): ``x_flip`` and
    its sizes (width_pixels $18, height_pixels $10; sub_1DD0E's d1 $23, d2
    $10 by default), over :data:`SSZ_SPRING_HEIGHTS`. States ``ready``,
    ``pushed``, ``thrown``, ``recoiling``; event ``"sprung"``: it threw the
    player."""

    kind = "s3k_ssz_spring"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        KindObject.__init__(self, "s3k_ssz_spring", x, y, motion, **params)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["heights"] = SSZ_SPRING_HEIGHTS
        return row
