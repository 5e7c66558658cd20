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
