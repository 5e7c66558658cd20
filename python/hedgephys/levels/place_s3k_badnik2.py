"""Placers of Sonic 3's enemies read by h-badnik (issue 18), read in s3.asm
and checked against Sonic & Knuckles' copies in sonic3k.asm; the same
objects count in the Sonic 3 & Knuckles acts of Sonic 3's zones (the
``"sk1"`` table).

``Obj_ICZFreezer`` (S3 Set $BB, SK Set 1 $B2): the kind ``s3k_icz_freezer``
(cpp/hedgephys/kinds/s3k_icz_freezer.cpp, docs/kinds/s3k_badnik2.md) at its
layout position, with the box of ObjDat_ICZFreezer's collision byte ($9A,
hurting: ``Touch_Sizes``) and its Y-flip (render_flags bit 1: its frost
below it, or above when flipped). A freezer whose X is below $40 is not
placed: there the empty Player_2 slot (X 0) would count as a player within
its reach (Find_SonicTails), which the kind does not follow (none in the
layouts).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .place_still import S3_ZONES
from .touch_data import touch_size

__all__: list[str] = []

#: ObjDat_ICZFreezer's collision byte (hurt).
FREEZER_COLLISION = 0x9A
#: loc_57E4E: cmpi.w #$40,d2 (Find_SonicTails' nearer |dX|).
FREEZER_REACH = 0x40


def _icz_freezer(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZFreezer``: the kind ``s3k_icz_freezer`` with collision
    $9A's box (Touch_Sizes) and the record's Y-flip, in Sonic 3's zones."""
    if not rec.act.startswith(S3_ZONES) or rec.x < FREEZER_REACH:
        return []
    w, h = touch_size("s3k", FREEZER_COLLISION)
    return [KindObject("s3k_icz_freezer", rec.x, rec.y, width_radius=w, height_radius=h, y_flip=int(rec.y_flip))]


placer("s3", 0xBB)(_icz_freezer)   # Object pointers - S3 Set
placer("sk1", 0xB2)(_icz_freezer)  # Object pointers - SK Set 1
