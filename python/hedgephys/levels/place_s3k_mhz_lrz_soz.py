"""Placers of Mushroom Hill's, Lava Reef's and Sandopolis's objects whose code
only Sonic & Knuckles has (sonic3k.asm, which the checkout lacks; read from a public copy,
murshies/skdisasm, as :mod:`.place_s3k_sk`): docs/kinds/s3k.md.

* Mushroom Hill's still mushroom platforms (SK Set 2 $11
  ``Obj_MHZMushroomPlatform`` of subtype 0): a sloped top solid
  (SolidObjectTopSloped2, d1 = width_pixels $20, heights byte_3F42A), kind
  ``sloped``; the animation a rider starts is drawn only. Any other subtype
  falls $10 frames after it is first stood on (MoveSprite2, + $28 a frame)
  and is removed when it leaves the screen (render_flags): not placed;

* Lava Reef's collapsing bridges (SK Set 2 $31 ``Obj_LRZCollapsingBridge``;
  kind ``s3k_lrz_bridge``, cpp/hedgephys/kinds/s3k_lrz_bridge.cpp): a top
  solid ($40 wide, its top $1C over its centre) that breaks (subtype & $F) *
  $10 + 8 frames after it is first stood on, stays solid $2A frames more and
  is gone. Subtypes with bits 4-7 set read their sizes past byte_39CA4 (into
  the routine's code): not placed (none in the layouts);
* Lava Reef's smashing spike platforms (SK Set 2 $21
  ``Obj_LRZSmashingSpikePlatform``; kind ``s3k_lrz_smasher``,
  cpp/hedgephys/kinds/s3k_lrz_smasher.cpp): a full solid ($40 + $B wide,
  $20 high but for its shake) that drops subtype * 8 px, shakes 30 frames and
  climbs back, hurting from below, its phase from frame 0 (the game: from
  when the camera loads it);
* Sandopolis's swinging platforms (SK Set 2 $43 ``Obj_SOZSwingingPlatform``;
  kind ``s3k_soz_swing``, cpp/hedgephys/kinds/s3k_soz_swing.cpp): a top
  solid ($20 wide, its top $11 over its centre) on a chain of (subtype & $F)
  + 1 links of 16 px from its layout position, swung by oscillator 6
  (subtype bits 4-7 clear) or, the other subtypes, by a swing a rider starts
  (sub_41636).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SlopedObject
from .placing import Placement, placer

__all__: list[str] = []

#: Obj_MHZMushroomPlatform's init: width_pixels and height_pixels $20;
#: byte_3F42A: the top's height over its centre, one byte a 2 px column.
MHZ_MUSHROOM_PLATFORM_SIZE = (0x20, 0x20)
MHZ_MUSHROOM_PLATFORM_HEIGHTS = (0xC, 0xD, 0xE, 0xF, 0x10, 0x11, 0x12, 0x13, 0x13) + (0x14,) * 14 + (
    0x13, 0x13, 0x12, 0x11, 0x10, 0xF, 0xE, 0xD, 0xC)


@placer("sk2", 0x11)
def _mhz_mushroom_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_MHZMushroomPlatform`` (init; loc_3F39C): SolidObjectTopSloped2
    with d1 = width_pixels $20 over byte_3F42A; subtype 0 only (the others
    fall once stood on)."""
    if rec.subtype != 0:
        return []
    w, h = MHZ_MUSHROOM_PLATFORM_SIZE
    return [SlopedObject(rec.x, rec.y, w, h, heights=MHZ_MUSHROOM_PLATFORM_HEIGHTS, platform=True,
                         x_flip=rec.x_flip)]


#: Obj_LRZCollapsingBridge's byte_39CA4: width_pixels, height_pixels (its one
#: entry, subtype bits 4-7 clear); y_radius $1C (SolidObjectTop's d3).
LRZ_BRIDGE_SIZE = (0x40, 0x20)
LRZ_BRIDGE_SURFACE = 0x1C


@placer("sk2", 0x31)
def _lrz_collapsing_bridge(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZCollapsingBridge`` (init; loc_39CA8): SolidObjectTop with
    d1 = width_pixels $40, d3 = y_radius $1C; the countdown from the
    subtype's low nibble."""
    if rec.subtype & 0xF0:
        return []
    w, h = LRZ_BRIDGE_SIZE
    return [KindObject("s3k_lrz_bridge", rec.x, rec.y, subtype=rec.subtype, width_radius=w,
                       height_radius=h, width=w, stand_height=LRZ_BRIDGE_SURFACE)]


#: Obj_SOZSwingingPlatform's init: width_pixels $20, height_pixels $10;
#: SolidObjectTop's d1 $20 and d3 $11 (loc_414FE).
SOZ_SWING_SIZE = (0x20, 0x10)
SOZ_SWING_SOLID = (0x20, 0x11)


@placer("sk2", 0x43)
def _soz_swinging_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZSwingingPlatform`` (init; loc_414FE, sub_4154C,
    sub_41636): SolidObjectTop with d1 = $20, d3 = $11; the subtype (chain
    length, form) and the flips as the routine reads them."""
    (w, h), (d1, d3) = SOZ_SWING_SIZE, SOZ_SWING_SOLID
    return [KindObject("s3k_soz_swing", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       y_flip=rec.y_flip, width_radius=w, height_radius=h, width=d1, stand_height=d3)]


#: Obj_LRZSmashingSpikePlatform's init: width_pixels $40, height_pixels $20;
#: SolidObjectFull's d1 = width_pixels + $B, d2 = height_pixels (at mapping
#: frames 0 and 8), d3 = d2 + 1 (loc_431E0).
LRZ_SMASHER_SIZE = (0x40, 0x20)


@placer("sk2", 0x21)
def _lrz_smashing_spike_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZSmashingSpikePlatform`` (init; loc_43128, loc_431E0):
    SolidObjectFull with d1 = $40 + $B, d2 = $20 - (mapping frame & 7), d3 =
    d2 + 1; the drop subtype * 8."""
    w, h = LRZ_SMASHER_SIZE
    return [KindObject("s3k_lrz_smasher", rec.x, rec.y, subtype=rec.subtype, width_radius=w, height_radius=h,
                       solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w)]
