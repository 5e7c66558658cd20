"""Placers of Sonic 3 & Knuckles objects (h-misc, issue 18). Angel Island's
disappearing floors (``Obj_AIZDisappearingFloor``, $29) are the kind
``s3k_aiz_disappearing_floor`` and its collapsing log bridges
(``Obj_AIZCollapsingLogBridge``, $2C) the kind ``s3k_aiz_log_bridge``
(docs/kinds/s3k_aiz.md; the burning drawbridge of subtype $80 and up is a
:class:`~hedgephys.JumpThrough` while ``_unkFAA2``, set by the end boss only,
is clear), Ice Cap's tension platforms (``Obj_ICZTensionPlatform``, S3 Set
$C3, SK Set 1 $BA) the kind ``s3k_icz_tension_platform``
(docs/kinds/s3k_icz.md). The others act on the player only through
a solid routine with constant sizes while the flag that changes them stays
clear, and that flag is set only by objects hedgephys does not model (a boss,
a cutscene): a :class:`~hedgephys.SolidBox` each (h-misc, issue 18).

* Carnival Night's water level button (``Obj_CNZWaterLevelButton``, SK Set 1
  $89, sonic3k.asm): y + 4 at load, then every frame ``SolidObjectFull``
  with d1 = $1B, d2 = 4, d3 = 5 (loc_4566A). Stood on, it shows its pressed
  picture and, only when ``_unkFAA3`` is set, clears it and sets
  ``Target_water_level`` to $A58. ``_unkFAA3`` is set by the gray button
  that Knuckles' cutscene presses (``Obj_CutsceneButton`` subtype 4,
  loc_45556) and by Angel Island's end boss, neither of which hedgephys
  models: in hedgephys the flag stays clear and the button is a solid box.
* Angel Island's drawbridge (``Obj_AIZDrawBridge``, S3 Set and SK Set 1
  $32; s3.asm loc_2A934, sonic3k.asm loc_2B26C, the same routine): raised,
  it is a wall at y - $68 (y + $68 when Y-flipped), ``SolidObjectFull2``
  with d1 = $13, d2 = $60, d3 = $61 (loc_2A9CC: the angle $38 is -$40 or
  $40), until ``_unkFAA3`` is set (by Angel Island 2's end boss,
  ``Obj_AIZEndBoss`` loc_47360, or the cutscene button above), when it
  lowers into a bridge and later burns (_unkFAA9). Neither setter is
  modelled: in hedgephys it stays the raised wall.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import JumpThrough, ObjectDescription, SolidBox
from .placing import Placement, placer
from .place_still import S3_ZONES

__all__: list[str] = []

#: loc_4566A: SolidObjectFull's d1, d2, d3, and the y offset of its init.
CNZ_WATER_BUTTON_SIZE = (0x1B, 4, 5)
CNZ_WATER_BUTTON_DY = 4


@placer("sk1", 0x89)  # Object pointers - SK Set 1
def _cnz_water_button(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_CNZWaterLevelButton``: y + 4, SolidObjectFull with d1 = $1B, d2 = 4, d3 = 5
    (loc_4566A); its water change waits for ``_unkFAA3``, which nothing placed sets."""
    d1, d2, d3 = CNZ_WATER_BUTTON_SIZE
    return [SolidBox(rec.x, rec.y + CNZ_WATER_BUTTON_DY, d1 - 0xB, d2, stand_height=d3)]


#: loc_2A9CC: SolidObjectFull2's d1, d2, d3 while raised, and the init's y offset (loc_2A84E).
AIZ_DRAW_BRIDGE_SIZE = (0x13, 0x60, 0x61)
AIZ_DRAW_BRIDGE_DY = 0x68


def _aiz_draw_bridge(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_AIZDrawBridge`` while raised: y - $68 (+ $D0 when Y-flipped), SolidObjectFull2
    with d1 = $13, d2 = $60, d3 = $61 (loc_2A9CC); it lowers only once ``_unkFAA3`` is set."""
    if not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = AIZ_DRAW_BRIDGE_SIZE
    y = rec.y + (AIZ_DRAW_BRIDGE_DY if rec.y_flip else -AIZ_DRAW_BRIDGE_DY)
    return [SolidBox(rec.x, y, d1 - 0xB, d2, stand_height=d3)]


placer("s3", 0x32)(_aiz_draw_bridge)   # Object pointers - S3 Set
placer("sk1", 0x32)(_aiz_draw_bridge)  # Object pointers - SK Set 1 (sonic3k.asm's copy, the same numbers)


#: word_29316 is 2^(n+1) - 1 for n = subtype & $F; from n = 7 (period 256) each cycle ends before the next.
AIZ_FLOOR_MIN_N = 7


def _aiz_disappearing_floor(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_AIZDisappearingFloor``: the kind ``s3k_aiz_disappearing_floor`` (the child's
    SolidObjectFull $2B/$18/$19 by the level frame counter, loc_293BA, loc_29450), for
    subtype & $F >= 7 (a period of 256 frames or more; docs/kinds/s3k_aiz.md)."""
    if not rec.act.startswith(S3_ZONES) or rec.subtype & 0xF < AIZ_FLOOR_MIN_N:
        return []
    return [KindObject("s3k_aiz_disappearing_floor", rec.x, rec.y, subtype=rec.subtype)]


placer("s3", 0x29)(_aiz_disappearing_floor)   # Object pointers - S3 Set
placer("sk1", 0x29)(_aiz_disappearing_floor)  # Object pointers - SK Set 1 (sonic3k.asm's copy, the same routine)


#: loc_5904E / sub_591B4: SolidObjectTop's d1 (width) and d3 (surface height).
ICZ_TENSION_PLATFORM_SIZE = (0x23, 0xB)


def _icz_tension_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZTensionPlatform``: top-solid (SolidObjectTop, d1 = $23, d3 = $B) on a spring
    that sinks under a rider and springs back (sub_590E8, sub_591B4): the kind
    ``s3k_icz_tension_platform`` (docs/kinds/s3k_icz.md)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    width, surface = ICZ_TENSION_PLATFORM_SIZE
    return [KindObject("s3k_icz_tension_platform", rec.x, rec.y, width=width, surface=surface)]


placer("s3", 0xC3)(_icz_tension_platform)   # Object pointers - S3 Set
placer("sk1", 0xBA)(_icz_tension_platform)  # Object pointers - SK Set 1 (sonic3k.asm's copy, the same routine)


#: Obj_AIZCollapsingLogBridge: SolidObjectTop's d1 (width_pixels) and d3 (height_pixels), by subtype bit 7
#: (clear: the log bridge, loc_2A538; set: the burning drawbridge, loc_2A5CE).
AIZ_LOG_BRIDGE_SIZE = (0x5A, 8)
AIZ_BURNING_BRIDGE_SIZE = (0x60, 8)


def _aiz_log_bridge(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_AIZCollapsingLogBridge``: a subtype below $80 is the kind ``s3k_aiz_log_bridge``
    (SolidObjectTop $5A/8 until stood on, then its logs fall one by one: loc_2A538, loc_2A638,
    sub_2A664); $80 and up is the burning drawbridge, SolidObjectTop $60/8 (loc_2A5CE) until
    ``_unkFAA2`` is set (by Angel Island 2's end boss, not modelled): a JumpThrough."""
    if not rec.act.startswith(S3_ZONES):
        return []
    if rec.subtype & 0x80:
        return [JumpThrough(rec.x, rec.y, *AIZ_BURNING_BRIDGE_SIZE)]
    width, surface = AIZ_LOG_BRIDGE_SIZE
    return [KindObject("s3k_aiz_log_bridge", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width=width, surface=surface)]


placer("s3", 0x2C)(_aiz_log_bridge)   # Object pointers - S3 Set
placer("sk1", 0x2C)(_aiz_log_bridge)  # Object pointers - SK Set 1 (sonic3k.asm's copy, the same routine)
