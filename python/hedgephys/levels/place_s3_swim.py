"""Placers of Hydrocity's Jawz badnik and Marble Garden's sinking mud
(h-swim, issue 18), read in s3.asm; the same objects count in the Sonic 3 &
Knuckles acts of Sonic 3's zones (the ``"sk1"`` table).

``Obj_Jawz`` (S3 Set $99, SK Set 1 $93): the kind ``s3k_jawz``
(cpp/hedgephys/kinds/s3k_jawz.cpp, docs/kinds/s3k_jawz.md) at its layout
position (its swim toward the player, Set_VelocityXTrackSonic at $200 and
MoveSprite2, is not modelled in issue 18), with the boxes of its two
collision bytes, sized by ``Touch_Sizes``: ObjDat_Jawz's $D7 (special: a
touch its routine answers, loc_556E4) and $8B, the hurting explosion
(ObjDat3_49BA8) it leaves when a player who is not rolling touches it.

``Obj_SinkingMud`` (S3 Set and SK Set 1 $4F): the kind ``s3k_sinking_mud``
(cpp/hedgephys/kinds/s3k_sinking_mud.cpp) with SolidObjectTop_1P's
half-width d1, its width_pixels: the subtype times 8 (``lsl.w #3`` kept as a
byte); its height ($38, from $30) is the kind's.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .place_s3_badnik import two_box_badnik
from .place_still import S3_ZONES

__all__: list[str] = []

#: ObjDat_Jawz's collision byte (special) and its explosion's (ObjDat3_49BA8: hurt).
JAWZ_COLLISION = (0xD7, 0x8B)


def _jawz(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_Jawz``: the kind ``s3k_jawz`` with the boxes of collision
    bytes $D7 and $8B (Touch_Sizes), in Sonic 3's zones."""
    return two_box_badnik("s3k_jawz", JAWZ_COLLISION, rec)


placer("s3", 0x99)(_jawz)   # Object pointers - S3 Set
placer("sk1", 0x93)(_jawz)  # Object pointers - SK Set 1


#: Obj_SinkingMud: width_pixels = subtype << 3, stored as a byte.
MUD_WIDTH_SHIFT = 3


def _sinking_mud(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_SinkingMud``: the kind ``s3k_sinking_mud``, half-width
    ``(subtype << 3) & $FF``, in Sonic 3's zones."""
    mud = KindObject("s3k_sinking_mud", rec.x, rec.y, width=(rec.subtype << MUD_WIDTH_SHIFT) & 0xFF)
    return [mud] if rec.act.startswith(S3_ZONES) else []


placer("s3", 0x4F)(_sinking_mud)   # Object pointers - S3 Set
placer("sk1", 0x4F)(_sinking_mud)  # Object pointers - SK Set 1
