"""Placers of Launch Base's moving platforms (S3K object $11
``Obj_LBZMovingPlatform``, s3.asm) as the kind ``moving_platform``
(:class:`~hedgephys.platforms.MovingPlatform`, docs/kinds/platform.md).

Its init is ``Obj_FloatingPlatform``'s (the same start position words, the
status copy, the squares' start from ``Oscillating_table+$2C``) and its
move runs the same ``Platform_*`` routines (``LBZMovingPlatformIndex``
holds ``FloatingPlatformIndex``'s entries 0-6 and 8-12, then its own $D
``Platform_FallingDelayed`` and $E ``Platform_Falling``, which the S3K
``MovingPlatform`` runs for those types), then ``SolidObjectTop`` with d1 =
width_pixels and d3 = 9: the floating platform's height + 1 for its size
from ``byte_23D2A``, (width_pixels, height_pixels) = ($20, 8) for subtypes
$00-$1F (a larger one reads past the table: not placed). Not placed either:
type 7 (``Platform_DiagonalLift``, where the floating platform has
``Platform_Rising``) and subtype bit 7 (a delay, then type 7).
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..platforms import MovingPlatform
from .placing import Placement, placer
from .place_still import S3_ZONES

__all__: list[str] = []

#: byte_23D2A: (width_pixels, height_pixels) of entries 0 and 1 (subtype >> 4).
LBZ_PLATFORM_SIZES = ((0x20, 8), (0x20, 8))
#: The types (subtype & $F) whose LBZMovingPlatformIndex entry the S3K
#: MovingPlatform runs: FloatingPlatformIndex's, and the falling $D and $E.
SHARED_TYPES = frozenset((0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14))


def _lbz_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZMovingPlatform`` (loc_23D64 / loc_23DE8)."""
    if not rec.act.startswith(S3_ZONES) or rec.subtype >> 4 >= len(LBZ_PLATFORM_SIZES):
        return []  # bit 7 set reads as index 8 or more too
    if rec.subtype & 0xF not in SHARED_TYPES:
        return []
    width, height = LBZ_PLATFORM_SIZES[rec.subtype >> 4]
    return [MovingPlatform(rec.x, rec.y, subtype=rec.subtype, width_radius=width, height_radius=height,
                           x_flip=rec.x_flip, y_flip=rec.y_flip)]


for _table in ("s3", "sk1"):  # entry $11 of both; sk2 reads its ids in S&K zones only
    placer(_table, 0x11)(_lbz_platform)
