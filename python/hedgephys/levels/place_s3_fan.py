"""Placers of Sonic 3's Hydrocity fans, Marble Garden's trigger platforms and
Hydrocity's Poindexter badniks (h-s3fan, issue 18), read in s3.asm; the same
objects count in the Sonic 3 & Knuckles acts of those zones (the ``"sk1"``
table).

``Obj_Poindexter`` (S3 Set $9E, SK Set 1 $98): the kind ``s3k_poindexter``
(cpp/hedgephys/kinds/s3k_poindexter.cpp) at its layout position (badnik
motion is not modelled in issue 18), with the boxes of its two collision
bytes (loc_560D2: $0A, an enemy, and $86, hurting, while its mapping frame
2 shows), sized by ``Touch_Sizes``.

``Obj_HCZCGZFan`` (S3 Set and SK Set 1 $38) of a subtype below $80: the kind
``s3k_fan`` (cpp/hedgephys/kinds/s3k_fan.cpp, docs/kinds/s3k_fan.md), at its
layout position with the layout's subtype, which its routine reads (bits 0-3
the lift's height, 4 always on, 5 waiting for a level trigger, 6 bubbles and
animation $F). A subtype of $80 or more pairs the fan with a block
(loc_2F22E, a SolidObjectFull $10 + $B wide, $10 high, $1C below the fan,
that slides out by (subtype & $30) * 2 px and latches the fan off by the
first player's height): the same kind, with the layout's X flip, which
turns the slide the other way.

``Obj_MGZTriggerPlatform`` (S3 Set and SK Set 1 $57): its init reads
byte_33868 by the subtype's high nibble n (0, 1 or 2 in the layouts):
width_pixels, height_pixels, mapping frame and a count $40. Until the level
trigger numbered by the subtype's low nibble (``Level_trigger_array``) is
set, its routine (loc_338D0 for n = 0, loc_3393E for n = 1 or 2) does
nothing but call ``SolidObjectFull`` with d1 = width + $B, d2 = height, d3 =
height + 1 at its layout position. Once the trigger is set it slides
sideways 2 px a frame (n = 0) or moves down or up by n px a frame (n = 1, 2)
for $40 frames. Marble Garden's level triggers are set by its head
triggers ($55), dash triggers ($59) and Tunnelbots, none of which writes them
here (Marble Garden has no buttons, the writers hedgephys models:
place_s3k_trigger), so no trigger is ever set here. The kind
``s3k_mgz_trigger_platform`` (h-trig, docs/kinds/s3k_trigger.md) is the
routine: a still full solid (the :class:`~hedgephys.SolidBox` that placed it
before) while no trigger is set, sliding or sinking away once one is (when
a writer in Marble Garden sets it: exact while none does).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size
from .place_still import S3_ZONES
from .place_s3k_trigger import button_sets

__all__: list[str] = []

#: byte_33868: (width_pixels, height_pixels) by the subtype's high nibble.
MGZ_TRIGGER_PLATFORM_SIZES = ((0x40, 0x1E), (0x20, 0x40), (0x20, 0x40))


def _mgz_trigger_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_MGZTriggerPlatform``: SolidObjectFull, d1 = width + $B, d2 =
    height, d3 = height + 1 (byte_33868 by subtype >> 4); h-trig: the kind
    ``s3k_mgz_trigger_platform``, a reader of the level trigger of its low
    nibble (loc_338D0, loc_3393E; docs/kinds/s3k_trigger.md), still while
    no trigger is set, as the SolidBox that placed it before."""
    n = rec.subtype >> 4
    if not rec.act.startswith(S3_ZONES) or n >= len(MGZ_TRIGGER_PLATFORM_SIZES):
        return []
    w, h = MGZ_TRIGGER_PLATFORM_SIZES[n]
    return [KindObject("s3k_mgz_trigger_platform", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h, solid_width=w + 0xB, half_height=h, stand_height=h + 1,
                       width=w)]


placer("s3", 0x57)(_mgz_trigger_platform)   # Object pointers - S3 Set
placer("sk1", 0x57)(_mgz_trigger_platform)  # Object pointers - SK Set 1


#: loc_2EFE0: the fan's width_pixels and height_pixels (its drawing only).
HCZ_FAN_SIZE = (0x10, 0xC)


#: Obj_HCZCGZFan's block (subtype bit 7): width_pixels and height_pixels
#: $10, SolidObjectFull's d1 = width + $B, d2 = height, d3 = height + 1 (and
#: width_pixels its landing width).
HCZ_FAN_BLOCK_SIZE = (0x10, 0x10)


def _hcz_fan(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_HCZCGZFan``: the kind ``s3k_fan`` with the subtype
    (loc_2F02C, sub_2F15C; bit 7: with its block, loc_2F22E, and the X flip).
    h-trig: a fan of subtype bit 5 (below $80) waits for level trigger 0
    (loc_2F02C's tst.b (Level_trigger_array).w), which a button of its act
    may set (place_s3k_trigger.BUTTON_TRIGGERS; Hydrocity 1's also the
    Blastoids of subtype 0, not modelled): not placed there."""
    if not rec.act.startswith(S3_ZONES):
        return []
    if rec.subtype < 0x80 and rec.subtype & 0x20 and button_sets(rec.act, 0):
        return []
    w, h = HCZ_FAN_BLOCK_SIZE
    return [KindObject("s3k_fan", rec.x, rec.y, subtype=rec.subtype, width_radius=HCZ_FAN_SIZE[0],
                       height_radius=HCZ_FAN_SIZE[1], x_flip=rec.x_flip,
                       solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w)]


placer("s3", 0x38)(_hcz_fan)   # Object pointers - S3 Set
placer("sk1", 0x38)(_hcz_fan)  # Object pointers - SK Set 1


#: loc_560D2: the collision byte of its mapping frames 0 and 1 (an enemy),
#: and of frame 2 (hurting).
POINDEXTER_COLLISION = (0x0A, 0x86)


def _poindexter(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_Poindexter``: the kind ``s3k_poindexter`` with the boxes of
    collision bytes $0A and $86 (Touch_Sizes)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    (w, h), (hw, hh) = (touch_size("s3k", c) for c in POINDEXTER_COLLISION)
    return [KindObject("s3k_poindexter", rec.x, rec.y, width_radius=w, height_radius=h, hurt_width_radius=hw,
                       hurt_height_radius=hh)]


placer("s3", 0x9E)(_poindexter)   # Object pointers - S3 Set
placer("sk1", 0x98)(_poindexter)  # Object pointers - SK Set 1
