"""Placers of Lava Reef's Sonic & Knuckles-only objects (SK Set 2; their code
is in sonic3k.asm, which the checkout lacks, read from a public copy,
murshies/skdisasm): docs/kinds/s3k_lrz.md.

* the sinking rocks ($17 ``Obj_LRZSinkingRock``): the kind
  ``s3k_lrz_sinking_rock`` (cpp/hedgephys/kinds/s3k_lrz_sinking_rock.cpp);
* the falling spikes ($18 ``Obj_LRZFallingSpike``): the kind
  ``s3k_lrz_falling_spike`` (cpp/hedgephys/kinds/s3k_lrz_falling_spike.cpp);
* the turbines' blades of a nonzero subtype ($32 ``Obj_LRZTurbineSprites``):
  a constant hurt box, collision $A0 (subtype 0, the turbine that takes a
  player over, is not placed).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .place_touch import touch_hitbox
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_LRZSinkingRock: width_pixels $10 and loc_42804's SolidObjectFull d1, d2, d3.
LRZ_SINKING_ROCK_WIDTH = 0x10
LRZ_SINKING_ROCK_SOLID = (0x1B, 0x10, 0x11)


@placer("sk2", 0x17)
def _lrz_sinking_rock(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZSinkingRock``: SolidObjectFull with d1 = $1B, d2 = $10,
    d3 = $11, sinking by sin($2E) >> 3 as its counter $2E runs up to $40
    while it is stood on and back down to 0 when not (loc_427E2): the kind
    ``s3k_lrz_sinking_rock``."""
    d1, d2, d3 = LRZ_SINKING_ROCK_SOLID
    return [KindObject("s3k_lrz_sinking_rock", rec.x, rec.y, solid_width=d1, half_height=d2, stand_height=d3,
                       width=LRZ_SINKING_ROCK_WIDTH)]


#: Obj_LRZFallingSpike: its hanging and falling touch (collision_flags $82),
#: width_pixels $10 and loc_42904's SolidObjectFull d1, d2, d3 once landed.
LRZ_FALLING_SPIKE_COLLISION = 0x82
LRZ_FALLING_SPIKE_WIDTH = 0x10
LRZ_FALLING_SPIKE_SOLID = (0x13, 0x10, 0x11)


@placer("sk2", 0x18)
def _lrz_falling_spike(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZFallingSpike``: a hurt box ($82) that falls once a player
    is nearer than its subtype in X (loc_42898), then SolidObjectFull with
    d1 = $13, d2 = $10, d3 = $11 where it lands (loc_42904): the kind
    ``s3k_lrz_falling_spike``."""
    w, h = touch_size("s3k", LRZ_FALLING_SPIKE_COLLISION)
    d1, d2, d3 = LRZ_FALLING_SPIKE_SOLID
    return [KindObject("s3k_lrz_falling_spike", rec.x, rec.y, subtype=rec.subtype, hurt_width_radius=w,
                       hurt_height_radius=h, solid_width=d1, half_height=d2, stand_height=d3,
                       width=LRZ_FALLING_SPIKE_WIDTH)]


#: Obj_LRZTurbineSprites of a nonzero subtype: collision_flags $A0 (hurt
#: class, size $20), listed every frame (loc_44592, Sprite_CheckDeleteTouch3).
LRZ_TURBINE_BLADE_COLLISION = 0xA0


@placer("sk2", 0x32)
def _lrz_turbine_blades(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZTurbineSprites``: a nonzero subtype is the turbine's
    blades, a still hurt box of collision $A0 (its init; loc_44592 only
    animates it and lists its touch). Subtype 0 takes a player over
    (object_control 3, sub_44338): not placed."""
    if rec.subtype == 0:
        return []
    return [touch_hitbox("s3k", rec.x, rec.y, LRZ_TURBINE_BLADE_COLLISION)]
