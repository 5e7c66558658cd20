"""Placers of Death Egg's objects whose code only sonic3k.asm has (the
checkout lacks it; read from a public copy, murshies/skdisasm, as
:mod:`.place_s3k_sk`): docs/kinds/s3k_sk_timed.md.

* Energy bridges (SK Set 2 $55 ``Obj_DEZEnergyBridge``; kind
  ``s3k_dez_energy_bridge``, cpp/hedgephys/kinds/s3k_dez_energy_bridge.cpp):
  a top-only platform (SolidObjectTop, d1 = width_pixels $40, d3 = 9) that
  is there for D - 1 of every 2^n frames, by the level frame counter
  (sub_47DDE, loc_47E62, loc_47E8C). Every subtype.
* Conveyor belts (SK Set 2 $50 ``Obj_DEZConveyorBelt``; kind
  ``s3k_dez_conveyor``, cpp/hedgephys/kinds/s3k_dez_conveyor.cpp): no
  solid, they move a grounded player in their box 2 px a frame (sub_47854).
  Every subtype.
* Staircases (SK Set 2 $4F ``Obj_DEZStaircase``; kind ``s3k_dez_staircase``,
  cpp/hedgephys/kinds/s3k_dez_staircase.cpp): four solid blocks $20 apart
  (SolidObjectFull, d1 $1B, d2 $10, d3 $11) that slide down or up once a
  player lands on (or, types 2 and 6, touches the underside of) any of them
  (loc_476EA, off_4773A). Every subtype.
* Bumper walls (SK Set 2 $60 ``Obj_DEZBumperWall``; kind
  ``s3k_dez_bumper_wall``, cpp/hedgephys/kinds/s3k_dez_bumper_wall.cpp,
  docs/kinds/s3k_dez.md): still solids (SolidObjectFull2) that bounce a
  player touching their sides away at $C00 (loc_49850). Subtypes 0-$7F (a
  negative one vanishes when the gravity puzzle is solved, loc_497B4).
* Retracting springs (SK Set 2 $5D ``Obj_DEZRetractingSpring``; kind
  ``s3k_dez_retracting_spring``, docs/kinds/s3k_dez.md): a top-solid spring
  sliding out of its wall by the first player's height (loc_480D4). Every
  subtype.
* The gravity puzzle (SK Set 2 $61 ``Obj_DEZGravityPuzzle``; kind
  ``s3k_dez_gravity_puzzle``, in cpp/hedgephys/kinds/s3k_dez_bumper_wall.cpp,
  docs/kinds/s3k_dez.md): a solid that bobs by its own angle (phase from
  frame 0) and bounces players at its sides as the bumper walls do.
* Conveyor pads (SK Set 2 $53 ``Obj_DEZConveyorPad``; kind
  ``s3k_dez_conveyor_pad``, docs/kinds/s3k_dez.md): a solid pad that, once
  stood on, moves (subtype & $7F) * 8 px up or down and carries its rider 2
  px a frame (loc_47A14). Subtypes other than 0 (0 rides along the floor).
* Lift pads (SK Set 2 $4E ``Obj_DEZLiftPad``; kind ``s3k_dez_lift_pad``,
  docs/kinds/s3k_dez.md): a top solid on a chain that swings out and back
  once the first player stands on it (sub_4757A, sub_4748E). Every subtype.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: Obj_DEZEnergyBridge: width_pixels $40, height_pixels 8; loc_47EAA's d3.
DEZ_BRIDGE_WIDTH, DEZ_BRIDGE_HEIGHT, DEZ_BRIDGE_SURFACE = 0x40, 8, 9


@placer("sk2", 0x55)
def _dez_energy_bridge(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZEnergyBridge``: SolidObjectTop with d1 = width_pixels
    ($40), d3 = 9 while its phase (Level_frame_counter + $30) AND $32 is
    below D - 1 (sub_47DDE: the mask word_47DD6[(subtype & $C) / 4], the
    offset ((mask + 1) >> 4) * (subtype >> 4), D = ((subtype & 3) + 2) *
    $20); at D - 1 it drops its riders (sub_47EE8)."""
    return [KindObject("s3k_dez_energy_bridge", rec.x, rec.y, subtype=rec.subtype,
                       width_radius=DEZ_BRIDGE_WIDTH, height_radius=DEZ_BRIDGE_HEIGHT,
                       width=DEZ_BRIDGE_WIDTH, stand_height=DEZ_BRIDGE_SURFACE)]


#: sub_47854's box: half width (subtype & $7F) * 8, half height $30.
DEZ_CONVEYOR_HALF_HEIGHT = 0x30


@placer("sk2", 0x50)
def _dez_conveyor(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZConveyorBelt``: $32 = (subtype & $7F) * 8; each frame a
    grounded player whose centre is at dx -$32..$32 - 1, dy -$30..$2F from it
    moves 2 px (-2 when X-flipped) above its centre line, the other way on or
    below it (sub_47854)."""
    half = (rec.subtype & 0x7F) * 8
    return [KindObject("s3k_dez_conveyor", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=half, height_radius=DEZ_CONVEYOR_HALF_HEIGHT)]


#: Obj_DEZStaircase: four blocks (the record's object and three after it), $20 apart.
DEZ_STAIR_BLOCKS, DEZ_STAIR_SPACING = 4, 0x20


@placer("sk2", 0x4F)
def _dez_staircase(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZStaircase``: block j at x + $20 * j, the record's y
    (loc_47690), each SolidObjectFull with d1 $1B, d2 $10, d3 $11
    (loc_476FE); the kind's subtype is the record's & 7 plus $10 * j (the
    first block, j = 0, runs the type's routine, off_4773A)."""
    return [KindObject("s3k_dez_staircase", rec.x + DEZ_STAIR_SPACING * j, rec.y,
                       subtype=(rec.subtype & 7) | (j << 4), x_flip=rec.x_flip)
            for j in range(DEZ_STAIR_BLOCKS)]


#: loc_497C2 (subtype 0): d1 $17, d2 $20, d3 $21, width_pixels $C, height_pixels $20.
DEZ_BUMPER_WIDE = (0x17, 0x20, 0xC)
#: loc_49804 (subtypes 1-$7F): d1 $13, d2 = subtype, d3 = subtype + 1, width_pixels 8.
DEZ_BUMPER_NARROW_CX, DEZ_BUMPER_NARROW_WIDTH = 0x13, 8


@placer("sk2", 0x60)
def _dez_bumper_wall(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZBumperWall``: SolidObjectFull2 with subtype 0's sizes
    (loc_497C2: d1 $17, d2 $20, d3 $21, width_pixels $C) or, for subtypes
    1-$7F, d1 $13, d2 = height_pixels = subtype, d3 = subtype + 1 and
    width_pixels 8 (loc_49804); a side contact bounces the player away at
    $C00 (sub_49848, loc_49850). A negative subtype is removed once the
    gravity puzzle sets MHZ_pollen_counter to $3F (loc_497B4): not placed."""
    if rec.subtype & 0x80:
        return []
    if rec.subtype == 0:
        cx, h, w = DEZ_BUMPER_WIDE
    else:
        cx, h, w = DEZ_BUMPER_NARROW_CX, rec.subtype, DEZ_BUMPER_NARROW_WIDTH
    return [KindObject("s3k_dez_bumper_wall", rec.x, rec.y, width_radius=w, height_radius=h, solid_width=cx,
                       half_height=h, stand_height=h + 1, width=w)]


#: Obj_DEZRetractingSpring: width_pixels $10 (d1), d3 9, height_pixels $20.
DEZ_SPRING_WIDTH, DEZ_SPRING_SURFACE, DEZ_SPRING_HEIGHT = 0x10, 9, 0x20


@placer("sk2", 0x5D)
def _dez_retracting_spring(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZRetractingSpring``: slides out to $20 px, 8 a frame, while
    the first player is $20 px or more below it and back while he is more
    than $20 above (loc_480D4, loc_48124: the way by its X and Y flips), a
    SolidObjectTop_1P with d1 = width_pixels $10, d3 9 launching a rider up
    at word_4808A[subtype & 2] (-$1000, -$A00) by sub_22F98."""
    return [KindObject("s3k_dez_retracting_spring", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       y_flip=rec.y_flip, width_radius=DEZ_SPRING_WIDTH, height_radius=DEZ_SPRING_HEIGHT,
                       stand_height=DEZ_SPRING_SURFACE, width=DEZ_SPRING_WIDTH)]


@placer("sk2", 0x53)
def _dez_conveyor_pad(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZConveyorPad`` with a subtype other than 0: width_pixels
    $80, height_pixels $10 (its init), SolidObjectFull with d1 = width_pixels
    + $B, d2 = height_pixels, d3 = d2 + 1 (loc_47A58); once stood on it moves
    1 px a frame (up with subtype bit 7) for (subtype & $7F) * 8 frames and
    moves a rider 2 px a frame, the way its X-flip and each new landing give
    (loc_479F0, loc_47A14, sub_47A96). Subtype 0 rides along the floor
    (sub_47B58): not placed."""
    if rec.subtype == 0:
        return []
    return [KindObject("s3k_dez_conveyor_pad", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


@placer("sk2", 0x4E)
def _dez_lift_pad(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZLiftPad``: SolidObjectTop with d1 $18, d3 9 (loc_47440) at
    the end of a chain of subtype & $F links, swung by an angle that speeds up
    8 a frame once the first player stands on it (sub_4757A; the position,
    sub_4748E, by subtype bits 4-5 and the X-flip)."""
    return [KindObject("s3k_dez_lift_pad", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


@placer("sk2", 0x61)
def _dez_gravity_puzzle(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZGravityPuzzle``: width_pixels $20, height_pixels $30 (its
    init); SolidObjectFull2 with d1 $23, d2 $30, d3 $31 at y = y0 + (the sine
    of its angle asr 2), the angle + 1 a frame (loc_49986); its side bits
    bounce the player away at $C00 (sub_49A02, loc_49850)."""
    return [KindObject("s3k_dez_gravity_puzzle", rec.x, rec.y)]
