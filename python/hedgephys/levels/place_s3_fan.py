"""Placers of Sonic 3's Hydrocity fans and Marble Garden's trigger platforms
(h-s3fan, issue 18), read in s3.asm; the same objects count in the Sonic 3 &
Knuckles acts of those zones (the ``"sk1"`` table).

``Obj_MGZTriggerPlatform`` (S3 Set and SK Set 1 $57): its init reads
byte_33868 by the subtype's high nibble n (0, 1 or 2 in the layouts):
width_pixels, height_pixels, mapping frame and a count $40. Until the level
trigger numbered by the subtype's low nibble (``Level_trigger_array``) is
set, its routine (loc_338D0 for n = 0, loc_3393E for n = 1 or 2) does
nothing but call ``SolidObjectFull`` with d1 = width + $B, d2 = height, d3 =
height + 1 at its layout position. Once the trigger is set it slides
sideways 2 px a frame (n = 0) or moves down or up by n px a frame (n = 1, 2)
for $40 frames. Level triggers are set by other objects (buttons, Marble
Garden's head triggers) that hedgephys does not model, so no trigger is ever
set here: the still :class:`~hedgephys.SolidBox` is exactly the routine
while that holds; what a trigger would do (the platform sliding or sinking
away) is left out.
"""
from __future__ import annotations

from ..objects import ObjectDescription, SolidBox
from .placing import Placement, placer
from .place_still import S3_ZONES

__all__: list[str] = []

#: byte_33868: (width_pixels, height_pixels) by the subtype's high nibble.
MGZ_TRIGGER_PLATFORM_SIZES = ((0x40, 0x1E), (0x20, 0x40), (0x20, 0x40))


def _mgz_trigger_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_MGZTriggerPlatform`` before its trigger: SolidObjectFull,
    d1 = width + $B, d2 = height, d3 = height + 1 (byte_33868 by subtype >> 4)."""
    n = rec.subtype >> 4
    if not rec.act.startswith(S3_ZONES) or n >= len(MGZ_TRIGGER_PLATFORM_SIZES):
        return []
    w, h = MGZ_TRIGGER_PLATFORM_SIZES[n]
    return [SolidBox(rec.x, rec.y, w, h, stand_height=h + 1)]


placer("s3", 0x57)(_mgz_trigger_platform)   # Object pointers - S3 Set
placer("sk1", 0x57)(_mgz_trigger_platform)  # Object pointers - SK Set 1
