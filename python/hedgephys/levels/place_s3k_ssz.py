"""Placers of Sky Sanctuary's objects, whose code only Sonic & Knuckles has
(sonic3k.asm, which the checkout lacks; read from a public copy,
murshies/skdisasm, as :mod:`.place_s3k_sk`): docs/kinds/s3k_ssz.md.

* the collapsing bridges (SK Set 2 $7C ``Obj_SSZCollapsingBridge``, flat, and
  $7B ``Obj_SSZCollapsingBridgeDiagonal``; kind ``s3k_ssz_bridge``,
  cpp/hedgephys/kinds/s3k_ssz_bridge.cpp): top solids that, stood on (subtype
  bit 7 clear), shrink by 8 px every 6 frames away from the side the player
  stood on, and vanish;
* the floating platforms (SK Set 2 $7F ``Obj_SSZFloatingPlatform``; kind
  ``s3k_ssz_float``, cpp/hedgephys/kinds/s3k_ssz_float.cpp): top solids that
  sink up to 4 px, a pixel a frame, under a rider and rise back;
* the retracting springs (SK Set 2 $74 ``Obj_SSZRetractingSpring``; kind
  ``s3k_ssz_spring``, cpp/hedgephys/kinds/s3k_ssz_spring.cpp): sideways
  springs that come out of their wall, a frame every other frame, while a
  player is within $60 px before them, and throw one who touches their side
  at x speed $C00;
* the teleporter pads of subtype 0 (SK Set 2 $79 ``Obj_SSZHPZTeleporter``):
  still sloped top solids (kind ``sloped``) in Sky Sanctuary, but for the one
  of the end boss (x >= $1A00 above y $680: no solid) and but while the byte
  ``Events_bg+$04`` is not 0 (the acts' arrival script, Obj_57C1E, a
  teleporter's beam and the end boss write it; hedgephys runs none of them:
  docs/kinds/s3k_ssz.md).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SlopedObject
from ..s3k_ssz_kinds import S3kSszSpring
from .placing import Placement, placer

__all__: list[str] = []

#: Obj_SSZCollapsingBridge: width_pixels $20, height_pixels $10;
#: SolidObjectTop's d1 $20 and d3 9 (loc_44C76).
SSZ_BRIDGE_SIZE = (0x20, 0x10)
SSZ_BRIDGE_SOLID = (0x20, 9)
#: Obj_SSZCollapsingBridgeDiagonal: width_pixels $40, height_pixels $20;
#: SolidObjectTopSloped2's d1 $40 over byte_46658 (loc_44D98).
SSZ_DIAGONAL_SIZE = (0x40, 0x20)
SSZ_DIAGONAL_SOLID = 0x40
#: byte_46658: the top over the centre, one byte a 2 px column (the kind
#: computes it: column j holds j // 2 - 6).
SSZ_DIAGONAL_HEIGHTS = tuple(j // 2 - 6 for j in range(0x40))
#: Obj_SSZFloatingPlatform: width_pixels $20, height_pixels $11;
#: SolidObjectTop's d1 $2B and d3 $11 (loc_44ABE).
SSZ_FLOAT_SIZE = (0x20, 0x11)
SSZ_FLOAT_SOLID = (0x2B, 0x11)
#: Obj_SSZRetractingSpring: width_pixels $18, height_pixels $10; sub_1DD0E's
#: d1 $23 and d2 $10 (loc_464DA).
SSZ_SPRING_SIZE = (0x18, 0x10)
SSZ_SPRING_SOLID = (0x23, 0x10)
#: Obj_SSZHPZTeleporter: height_pixels $10; SolidObjectTopSloped2's d1 $23
#: over byte_466E8 (loc_45616).
SSZ_TELEPORTER_SOLID = (0x23, 0x10)
SSZ_TELEPORTER_HEIGHTS = (9,) * 12 + (0xB, 0xD, 0xF) + (0x11,) * 6 + (0xF, 0xD, 0xB) + (9,) * 12
#: loc_455BA: in Sky Sanctuary, a pad at x >= $1A00 above y $680 is the end
#: boss's (loc_45A66: drawn, no solid).
SSZ_TELEPORTER_BOSS = (0x1A00, 0x680)


@placer("sk2", 0x7C)
def _ssz_collapsing_bridge(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZCollapsingBridge`` (loc_44C76, loc_44C9C, loc_44D22):
    SolidObjectTop with d1 = $20, d3 = 9; subtype bit 7 set, it never
    collapses."""
    (w, h), (d1, d3) = SSZ_BRIDGE_SIZE, SSZ_BRIDGE_SOLID
    return [KindObject("s3k_ssz_bridge", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip, diagonal=False,
                       width_radius=w, height_radius=h, width=d1, stand_height=d3)]


@placer("sk2", 0x7B)
def _ssz_collapsing_bridge_diagonal(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZCollapsingBridgeDiagonal`` (loc_44D98, loc_44E02,
    loc_44EBA): SolidObjectTopSloped2 with d1 = $40 over byte_46658, mirrored
    when X-flipped; subtype bit 7 set, it never collapses."""
    w, h = SSZ_DIAGONAL_SIZE
    return [KindObject("s3k_ssz_bridge", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip, diagonal=True,
                       width_radius=w, height_radius=h, width=SSZ_DIAGONAL_SOLID)]


@placer("sk2", 0x7F)
def _ssz_floating_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZFloatingPlatform`` (loc_44AA0): SolidObjectTop with d1 =
    $2B, d3 = $11 at its layout y plus its sink (0..4). The subtype and flips
    are not read."""
    (w, h), (d1, d3) = SSZ_FLOAT_SIZE, SSZ_FLOAT_SOLID
    return [KindObject("s3k_ssz_float", rec.x, rec.y, width_radius=w, height_radius=h, width=d1, stand_height=d3)]


@placer("sk2", 0x79)
def _ssz_teleporter(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZHPZTeleporter`` of subtype 0 in Sky Sanctuary (init;
    loc_455F8, loc_45616): SolidObjectTopSloped2 with d1 = $23 over
    byte_466E8 at its layout position. Not placed: other subtypes (they beam
    a player away or rise on a boss flag), Hidden Palace's pads (its own
    scene, Current_zone $16) and the end boss's pad (loc_455BA)."""
    bx, by = SSZ_TELEPORTER_BOSS
    if rec.subtype != 0 or not rec.act.startswith("ssz") or (rec.x >= bx and rec.y < by):
        return []
    d1, h = SSZ_TELEPORTER_SOLID
    return [SlopedObject(rec.x, rec.y, d1, h, heights=SSZ_TELEPORTER_HEIGHTS, platform=True, x_flip=rec.x_flip)]


@placer("sk2", 0x74)
def _ssz_retracting_spring(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZRetractingSpring`` (loc_46452, sub_46514, sub_46536):
    sub_1DD0E with d1 = $23, d2 = $10 over byte_468DC, X-flipped by the
    layout (it faces right, its range right of it). The subtype is not read."""
    (w, h), (d1, d2) = SSZ_SPRING_SIZE, SSZ_SPRING_SOLID
    return [S3kSszSpring(rec.x, rec.y, x_flip=rec.x_flip, width_radius=w, height_radius=h, solid_width=d1,
                         half_height=d2, width=w)]
