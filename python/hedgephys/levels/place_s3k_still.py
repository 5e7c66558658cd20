"""Placers of Sonic 3 & Knuckles objects that never move and act on the
player only through a solid routine with constant sizes (see
:mod:`.place_still`): Ice Cap's ice blocks (S3K ``Obj_ICZIceBlock``,
s3.asm), a :class:`~hedgephys.JumpThrough`, and Sandopolis's solid sprites
(``Obj_SOZSolidSprites``, SK Set 2 $49), a :class:`~hedgephys.SolidBox`.

``Obj_ICZIceBlock`` first waits to be on the screen (``Obj_WaitOffscreen``),
then each frame calls ``SolidObjectTop`` with d1 = $1B and d3 = $11
(loc_57B5A): top-solid, landing width $1B, surface $11 above its position.
hedgephys has no camera and keeps it solid from the first frame, as for
Ice Cap's harmful ice (docs/levels.md "Objects are present from the first
frame").
"""
from __future__ import annotations

from ..objects import JumpThrough, ObjectDescription, SolidBox
from .placing import Placement, placer
from .place_still import S3_ZONES

__all__: list[str] = []

#: loc_57B5A: SolidObjectTop's d1 (width) and d3 (surface height).
ICZ_ICE_BLOCK_SIZE = (0x1B, 0x11)


def _icz_ice_block(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZIceBlock``: SolidObjectTop, d1 = $1B, d3 = $11."""
    if not rec.act.startswith(S3_ZONES):
        return []
    return [JumpThrough(rec.x, rec.y, *ICZ_ICE_BLOCK_SIZE)]


placer("s3", 0xC8)(_icz_ice_block)   # Object pointers - S3 Set
placer("sk1", 0xBB)(_icz_ice_block)  # Object pointers - SK Set 1


#: Obj_SOZSolidSprites (sonic3k.asm, not in the checkout; read from a public
#: copy as touch_data's SK_ONLY_BADNIKS): SolidObjectFull's d1, d2, d3 for
#: subtype 0 (loc_41F90) and any other (loc_41FAC).
SOZ_SOLID_SIZES = ((0x1B, 0x18, 0x19), (0x2B, 8, 9))


@placer("sk2", 0x49)
def _soz_solid(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZSolidSprites``: never moves; each frame SolidObjectFull
    with d1 = width + $B, d2, d3 = d2 + 1 by the subtype (0 or not)."""
    d1, d2, d3 = SOZ_SOLID_SIZES[rec.subtype != 0]
    return [SolidBox(rec.x, rec.y, d1 - 0xB, d2, stand_height=d3)]
