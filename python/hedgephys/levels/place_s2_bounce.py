"""Placers of Sonic 2's bouncers (docs/kinds/s2_bounce.md): Casino Night's
bonus blocks S2 ``ObjD8`` (kind ``s2_bonus_block``,
cpp/hedgephys/kinds/s2_bonus_block.cpp) and hexagonal bumpers S2 ``ObjD7``
(kind ``s2_hex_bumper``, cpp/hedgephys/kinds/s2_hex_bumper.cpp), both touch
objects of the special class, at the record's position with their collision
byte's Touch_Sizes radii; the springboards S2 ``Obj40`` (kind
``s2_springboard``, cpp/hedgephys/kinds/s2_springboard.cpp) and Casino
Night's sideways flippers S2 ``Obj86`` (kind ``s2_side_flipper``,
cpp/hedgephys/kinds/s2_side_flipper.cpp).

A sliding hexagonal bumper starts its slide from the frame it is loaded,
modelled as loaded on the act's first frame (docs/levels.md "Objects are
present from the first frame").
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from ..s2_springboards import S2Springboard
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: ObjD8_Init: ``move.b #$D7,collision_flags(a0)`` (size $17: 8 x 8).
BONUS_BLOCK_COLLISION = 0xD7
#: ObjD7_Init: ``move.b #$CA,collision_flags(a0)`` (size $0A: 16 x 8).
HEX_BUMPER_COLLISION = 0xCA
#: ObjD8_Init: anim = subtype rol 2 and 3; Ani_objD8 scripts 0-2 show the
#: vertical, diagonal and horizontal block (mapping frames 0, 1, 2).
BONUS_SHAPES = ("vertical", "diagonal", "horizontal")


@placer("s2", 0xD8)
def _s2_bonus_block(rec: Placement) -> list[ObjectDescription]:
    """S2 ``ObjD8`` (ObjD8_Init: collision $D7; anim, the shape, from
    subtype bits 6-7; loc_2C74E: bounce at $700 by the shape; the third hit
    breaks it, loc_2C884). Bits 6-7 = 3 (anim 3, the vertical block's hit
    animation first) are in no layout: not placed."""
    anim = (rec.subtype >> 6) & 3
    if anim >= len(BONUS_SHAPES):
        return []
    w, h = touch_size("s2", BONUS_BLOCK_COLLISION)
    return [KindObject("s2_bonus_block", rec.x, rec.y, shape=BONUS_SHAPES[anim], x_flip=rec.x_flip,
                       width_radius=w, height_radius=h)]


@placer("s2", 0xD7)
def _s2_hex_bumper(rec: Placement) -> list[ObjectDescription]:
    """S2 ``ObjD7`` (ObjD7_Init: collision $CA, objoff_34 = 1 when X-flipped;
    ObjD7_BouncePlayerOff: $800 by the side; ObjD7_MainContinued: a nonzero
    subtype slides one pixel a frame within $60 of its placed x)."""
    w, h = touch_size("s2", HEX_BUMPER_COLLISION)
    return [KindObject("s2_hex_bumper", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h)]


@placer("s2", 0x40)
def _s2_springboard(rec: Placement) -> list[ObjectDescription]:
    """S2 ``Obj40`` (Obj40_Main: SlopedSolid_SingleCharacter, d1 = $27, d2 = 8,
    DiagUp / Straight heights by its picture; loc_2641E..loc_26546: the
    throw, subtype bit 0 the twirl, bits 2-3 the layer; the strength it
    stores from subtype bit 1, objoff_30, is never read)."""
    return [S2Springboard(rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


#: Obj86_HorizontalType: SolidObject_Always_SingleCharacter d1, d2, d3; Obj86_Init: width_pixels.
SIDE_FLIPPER_SOLID = (0x13, 0x18, 0x19)
SIDE_FLIPPER_WIDTH = 0x18


@placer("s2", 0x86)
def _s2_side_flipper(rec: Placement) -> list[ObjectDescription]:
    """S2 ``Obj86`` with a nonzero subtype (Obj86_Init: routine 4,
    Obj86_HorizontalType: a solid box, $13 / $18 / $19, throwing a player
    who pushes it at $1000, loc_2B35C). Subtype 0, the upward flipper
    (Obj86_UpwardsType), holds the player (obj_control) and throws him when
    a jump button is pressed: not placed."""
    if rec.subtype == 0:
        return []
    d1, d2, d3 = SIDE_FLIPPER_SOLID
    return [KindObject("s2_side_flipper", rec.x, rec.y, solid_width=d1, half_height=d2, stand_height=d3,
                       width=SIDE_FLIPPER_WIDTH, width_radius=SIDE_FLIPPER_WIDTH, height_radius=d2)]
