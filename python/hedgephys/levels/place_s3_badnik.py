"""Placer of Marble Garden's Bubbles badnik (h-s3badnik, issue 18), read in
s3.asm; the same object counts in the Sonic 3 & Knuckles acts of Sonic 3's
zones (the ``"sk1"`` table).

``Obj_BubblesBadnik`` (S3 Set $A3, SK Set 1 $9B): the kind ``s3k_bubbles``
(cpp/hedgephys/kinds/s3k_bubbles.cpp, docs/kinds/s3k_bubbles.md) at its
layout position (badnik motion, its MoveSprite2 and Swing_UpAndDown, is not
modelled in issue 18), with the boxes of its two collision bytes (set after
its routine on every run: $12, an enemy, and $86, hurting, while its mapping
frame 4 shows), sized by ``Touch_Sizes``. Its touch is not water's: the
routine never reads the water level.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .place_still import S3_ZONES
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_BubblesBadnik: the collision byte it sets after its routine (an
#: enemy), and the one while mapping frame 4 shows (hurting).
BUBBLES_COLLISION = (0x12, 0x86)


def two_box_badnik(kind: str, collision: tuple[int, int], rec: Placement) -> list[ObjectDescription]:
    """A badnik kind with two touch boxes at the record's position, in Sonic
    3's zones: ``width_radius`` / ``height_radius`` the first collision
    byte's Touch_Sizes box, ``hurt_width_radius`` / ``hurt_height_radius``
    the second's (also place_s3_swim's Jawz)."""
    w, h, hw, hh = (v for c in collision for v in touch_size("s3k", c))
    badnik = KindObject(kind, rec.x, rec.y, width_radius=w, height_radius=h, hurt_width_radius=hw,
                        hurt_height_radius=hh)
    return [badnik] if rec.act.startswith(S3_ZONES) else []


def _bubbles(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_BubblesBadnik``: the kind ``s3k_bubbles`` with the boxes of
    collision bytes $12 and $86 (Touch_Sizes), in Sonic 3's zones."""
    return two_box_badnik("s3k_bubbles", BUBBLES_COLLISION, rec)


placer("s3", 0xA3)(_bubbles)   # Object pointers - S3 Set
placer("sk1", 0x9B)(_bubbles)  # Object pointers - SK Set 1
