"""Placers of Sonic 3's invisible insta-kill blocks (docs/kinds/s3k.md): the
kind ``s3k_hurt_block`` (cpp/hedgephys/kinds/s3k_hurt_block.cpp) with
``kills=True`` for S3K object $6B ``Obj_InvisibleHurtBlockVertical``, read in
s3.asm. (Its sibling $6A, which hurts, is placed by :mod:`.place_still`: as
still spikes where its size and flip make its routine theirs, else as this
kind.)

Placed in every zone, the Sonic & Knuckles ones too (SK Set 1's FBZ, SK
Set 2): the locked-on game runs sonic3k.asm's copy of the routine in every
zone, and the public copy of sonic3k.asm read has the same init and
routines (and, as its ``Obj_InvisibleBlock``, which the invisible block
placer places everywhere too, a ``bset #7,status(a0)`` in the init, which
the solid routines this model follows do not read).
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..s3k_hurt_blocks import S3KHurtBlock, hurt_block_size
from .placing import Placement, placer

__all__: list[str] = []


def _kill_block(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_InvisibleHurtBlockVertical``: width_pixels ((subtype & $F0)
    + $10) / 2, height_pixels ((subtype & $F) + 1) * 8; by status bit 0 (the
    X-flip) loc_1D2EA (kills on a side touch), else by bit 1 (the Y-flip)
    loc_1D34E (on a bottom touch), else loc_1D284 (stood on); each
    ``SolidObjectFull2`` with d1 = width + $B, d2 = height, d3 = d2 + 1, then
    ``Kill_Character`` (sub_1D3B2)."""
    width, height = hurt_block_size(rec.subtype)
    return [S3KHurtBlock(rec.x, rec.y, width, height, x_flip=rec.x_flip, y_flip=rec.y_flip, kills=True)]


for _table in ("s3", "sk1", "sk2"):  # entry $6B of all three
    placer(_table, 0x6B)(_kill_block)
