"""Placers of Sonic 3's Ice Cap objects (h-icz, issue 18), read in s3.asm;
the same objects count in the Sonic 3 & Knuckles acts of Ice Cap (the
``"sk1"`` table).

``Obj_ICZIceSpikes`` (S3 Set $C0, SK Set 1 $B7) of subtype 0: its init
(ObjDat_ICZIceSpikes: collision byte 0) creates one child
(ChildObjDat_58B14, or ChildObjDat_58B1C when the record is y-flipped:
render_flags bit 1) at y + $C (y - $C), then each frame (loc_58A92) calls
``SolidObjectFull`` with d1 = $17, d2 = 8, d3 = 8 at its layout position and
never moves: a :class:`~hedgephys.SolidBox` of width $C (d1 - $B), height 8,
``stand_height = 8``. The child (loc_58AE8) sets collision byte $98 (hurt
class, size $18: radii 4 x 4) and adds itself to the touch list every frame,
never moving: a :class:`~hedgephys.Hitbox` ``"hurt"`` there. It begins with
``Obj_WaitOffscreen``; here it is there from frame 0 (docs/levels.md "Objects
are present from the first frame": a player near it has it on the screen).
Another subtype (collision $92) shakes and falls when a player comes within
$40 px (loc_58AA6): not placed.

``Obj_ICZCrushingColumn`` (S3 Set $B8, SK Set 1 $AF) of subtypes 1-4: the
kind ``s3k_icz_crushing_column`` (cpp/hedgephys/kinds/s3k_icz_crushing_column.cpp,
docs/kinds/s3k_icz.md) with the layout's subtype and X-flip; SolidObjectFull
with d1 = $2B, d2 = $70, d3 = $70 (Obj_ICZCrushingColumn), y_radius $70
(loc_57C90). Subtype 1 rises when stood on, 2 on its timer; 3 drops to the
floor once Player_1 is $28 px past it and climbs back when he is behind it
again, 4 drops on its timer. Subtype 5 (Sonic 3 & Knuckles' layouts) takes a
routine from past its table once landed: not placed.

``Obj_ICZStalagtite`` (S3 Set $BE, SK Set 1 $B5): the kind
``s3k_icz_stalactite`` (cpp/hedgephys/kinds/s3k_icz_stalactite.cpp,
docs/kinds/s3k_icz.md): SolidObjectFull with d1 = $1B, d2 = $20, d3 = $20
(sub_58A22) while it hangs and once landed; a player nearer than $70 px in
X (Find_SonicTails, loc_58966) makes it shake 16 frames, then fall
(MoveSprite) with collision $82 (hurt class, size 2) until its top is in the
terrain (loc_589B2). Its routine reads no subtype.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import Hitbox, ObjectDescription, SolidBox
from .place_still import S3_ZONES
from .placing import Placement, placer
from .touch_data import REACTION_CLASSES, touch_size

__all__: list[str] = []

#: loc_58A92: SolidObjectFull's d1, d2, d3 (d1 = width $C + $B).
ICZ_ICE_SPIKES_SOLID = (0x17, 8, 8)
#: loc_58AE8: the child's collision byte; ChildObjDat_58B14 / _58B1C: its y offset (minus when y-flipped).
ICZ_ICE_SPIKES_CHILD = (0x98, 0xC)


def _icz_ice_spikes(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZIceSpikes`` of subtype 0: SolidObjectFull, d1 = $17,
    d2 = 8, d3 = 8 (loc_58A92), and its child's hurt box $98 at y + $C
    (y - $C y-flipped; loc_58AE8)."""
    if rec.subtype or not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = ICZ_ICE_SPIKES_SOLID
    collision, dy = ICZ_ICE_SPIKES_CHILD
    w, h = touch_size("s3k", collision)
    child_y = (rec.y - dy if rec.y_flip else rec.y + dy) & 0xFFFF
    return [SolidBox(rec.x, rec.y, d1 - 0xB, d2, stand_height=d3),
            Hitbox(rec.x, child_y, w, h, reaction=REACTION_CLASSES[collision & 0xC0])]


placer("s3", 0xC0)(_icz_ice_spikes)   # Object pointers - S3 Set
placer("sk1", 0xB7)(_icz_ice_spikes)  # Object pointers - SK Set 1


#: Obj_ICZCrushingColumn: SolidObjectFull's d1, d2, d3 (d1 = width $20 + $B); loc_57C90: y_radius.
ICZ_CRUSHING_COLUMN_SOLID = (0x2B, 0x70, 0x70)
ICZ_CRUSHING_COLUMN_Y_RADIUS = 0x70
#: The subtypes whose routines ICZCrushingColumn_Index and byte_57DA0 hold.
ICZ_CRUSHING_COLUMN_SUBTYPES = range(1, 5)


def _icz_crushing_column(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZCrushingColumn`` of subtypes 1-4: the kind
    ``s3k_icz_crushing_column``; SolidObjectFull with d1 = $2B, d2 = $70,
    d3 = $70, y_radius $70 (loc_57C90)."""
    if rec.subtype not in ICZ_CRUSHING_COLUMN_SUBTYPES or not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = ICZ_CRUSHING_COLUMN_SOLID
    return [KindObject("s3k_icz_crushing_column", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=d1 - 0xB, height_radius=ICZ_CRUSHING_COLUMN_Y_RADIUS, solid_width=d1,
                       half_height=d2, stand_height=d3, width=d1 - 0xB)]


placer("s3", 0xB8)(_icz_crushing_column)   # Object pointers - S3 Set
placer("sk1", 0xAF)(_icz_crushing_column)  # Object pointers - SK Set 1


#: sub_58A22: SolidObjectFull's d1, d2, d3 (d1 = width $10 + $B); loc_589A4: the falling touch's collision byte.
ICZ_STALACTITE_SOLID = (0x1B, 0x20, 0x20)
ICZ_STALACTITE_COLLISION = 0x82


def _icz_stalactite(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZStalagtite``: the kind ``s3k_icz_stalactite``;
    SolidObjectFull with d1 = $1B, d2 = $20, d3 = $20 (sub_58A22), its
    falling touch $82's box (loc_589A4)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = ICZ_STALACTITE_SOLID
    w, h = touch_size("s3k", ICZ_STALACTITE_COLLISION)
    return [KindObject("s3k_icz_stalactite", rec.x, rec.y, hurt_width_radius=w, hurt_height_radius=h,
                       solid_width=d1, half_height=d2, stand_height=d3, width=d1 - 0xB)]


placer("s3", 0xBE)(_icz_stalactite)   # Object pointers - S3 Set
placer("sk1", 0xB5)(_icz_stalactite)  # Object pointers - SK Set 1
