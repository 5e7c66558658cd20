"""Placers of the games' basic moving platforms (kind ``moving_platform``,
:class:`hedgephys.objects.MovingPlatform`; docs/kinds/platform.md).

Each reads the layout record as the object's init routine does:

* Sonic 1, id $18 ``BasicPlatform`` (``_incObj/18 Platforms.asm``,
  ``Plat_Main``): landing width ``obActWid`` $20 for every frame; in Star
  Light Zone the subtype is forced to 3 (falling when stood on);
* Sonic 1, id $15 ``SwingingPlatform`` (``_incObj/15 Swinging Platforms
  (part 1).asm``, ``Swing_Main``): ``obActWid`` $18 and ``obHeight`` 8, in
  Star Light $20 and $10; Scrap Brain's spiked balls on chains (the same
  object, touch only) are not placed;
* Sonic 2, id $18 ``Obj18`` (``Obj18_Init``): width from
  ``Obj18_InitData`` by subtype bits 4-6; bit 7 a full solid with y radius
  $30 ($28 in Aquatic Ruin);
* Sonic 3 & Knuckles, id $51 in all three tables ``Obj_FloatingPlatform``
  (s3.asm): width and height from ``byte_243F0`` by subtype bits 4-6.

Subtypes whose size the init routine reads past its table are left out.
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..platforms import MovingPlatform, SwingingPlatform
from .placing import Placement, placer

#: S2 Obj18_InitData: width_pixels by (subtype >> 4) & 7.
S2_WIDTHS = (0x20, 0x20, 0x20, 0x40, 0x30)
#: S3K byte_243F0: (width_pixels, height_pixels) by (subtype >> 4) & 7.
S3K_SIZES = ((0x20, 0x20), (0x18, 0x0C), (0x20, 0x14))
#: S1 and S2's top-solid form: the sprite's half height, for pictures only
#: (their surface is 8 px above the centre whatever it is).
DRAWN_HEIGHT = 8


@placer("s1", 0x18)
def _s1_platform(rec: Placement) -> list[ObjectDescription]:
    """S1 BasicPlatform (Plat_Main): SLZ forces subtype 3."""
    subtype = 3 if rec.act.startswith("slz") else rec.subtype
    return [MovingPlatform(rec.x, rec.y, subtype=subtype, width_radius=0x20, height_radius=DRAWN_HEIGHT,
                           x_flip=rec.x_flip, y_flip=rec.y_flip)]


@placer("s2", 0x18)
def _s2_platform(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj18 (Obj18_Init)."""
    index = (rec.subtype >> 4) & 7
    if index >= len(S2_WIDTHS):
        return []
    full = bool(rec.subtype & 0x80)
    height = (0x28 if rec.act.startswith("arz") else 0x30) if full else DRAWN_HEIGHT
    return [MovingPlatform(rec.x, rec.y, subtype=rec.subtype, width_radius=S2_WIDTHS[index],
                           height_radius=height, x_flip=rec.x_flip, y_flip=rec.y_flip)]


@placer("s3", 0x51)
@placer("sk1", 0x51)
@placer("sk2", 0x51)
def _s3k_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_FloatingPlatform (its init, s3.asm)."""
    index = (rec.subtype >> 4) & 7
    if index >= len(S3K_SIZES):
        return []
    width, height = S3K_SIZES[index]
    return [MovingPlatform(rec.x, rec.y, subtype=rec.subtype, width_radius=width, height_radius=height,
                           x_flip=rec.x_flip, y_flip=rec.y_flip)]


@placer("s1", 0x15)
def _s1_swing(rec: Placement) -> list[ObjectDescription]:
    """S1 SwingingPlatform (Swing_Main): sizes by zone; SBZ's is a spiked ball."""
    if rec.act.startswith("sbz"):
        return []
    width, height = (0x20, 0x10) if rec.act.startswith("slz") else (0x18, 8)
    return [SwingingPlatform(rec.x, rec.y, subtype=rec.subtype, width_radius=width, height_radius=height,
                             x_flip=rec.x_flip)]
