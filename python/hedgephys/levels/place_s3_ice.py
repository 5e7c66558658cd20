"""Placers of Sonic 3's Ice Cap, Launch Base and Marble Garden solids that existing kinds
reproduce (h-s3ice, issue 18), read in s3.asm; the same objects count in the
Sonic 3 & Knuckles acts of those zones (the ``"sk1"`` table).

``Obj_ICZBreakableWall`` (S3 Set $BA, SK Set 1 $B1): each frame (loc_57AA6)
it calls ``SolidObjectFull`` with d1 = $2B, d2 = $40, d3 = $70 at its layout
position: a :class:`~hedgephys.SolidBox` of width $20 (d1 - $B) and height
$40 with ``stand_height = $70``. It breaks only when the object in
``_unkFAA4`` is ``Obj_ICZPathFollowPlatform_2`` (Ice Cap's path-following
platform, $B9, which hedgephys does not model) and that platform's centre is
in the box x - $30 .. x + $30, y - $40 .. y + $40 (word_57B12); the player
never breaks it himself. With no such platform it never breaks, so the still
solid is exactly the routine while that holds.

``Obj_LBZPipePlug`` (S3 Set and SK Set 1 $1B) of subtype 0: each frame
(loc_2653A) it saves the players' X speeds, calls ``SolidObjectFull`` with
d1 = $1B, d2 = $20, d3 = $21, and breaks (loc_2656C) when its pushing flag
is set, the player's animation is the roll (2) and the saved speed's
magnitude is at least $480 (unsigned): a
:class:`~hedgephys.spike_kinds.Breakable` with ``breaks="plug"``
(docs/kinds/spike.md). A subtype other than 0 also starts an automatic
tunnel (``Obj_AutomaticTunnelDelayed``, subtypes other than $1F) and a tunnel
exhaust when broken (loc_2661E), which carry the player: not placed.

``Obj_ICZIceCube`` (S3 Set $BF, SK Set 1 $B6): each frame (loc_58B3C) it
saves the players' animations, calls ``SolidObjectFull`` with d1 = $23,
d2 = $10, d3 = $10, and (sub_58B62) a player standing on it after the solid
whose animation before it was the roll (2) is bounced off curled (Status_Roll,
radii $E / 7, anim 2, y_vel -$300, in the air, off the object, routine 2)
and the cube is deleted: a :class:`~hedgephys.spike_kinds.Breakable` of
width $18, height $10, ``stand_height = $10`` with ``breaks="top"`` (the
rocks' sub_1D7CE bounce, docs/kinds/spike.md). Its ObjDat's collision byte
$2E is never used: it ends with ``Sprite_OnScreen_Test``, which does not add
it to the touch list. It begins with ``Obj_WaitOffscreen``: it does nothing
until the screen first shows it, then starts (its init, then the routine from
the next frame); here it is solid from frame 0 (docs/levels.md "Objects are
present from the first frame": a player near it has it on the screen).

``Obj_MGZLBZSmashingPillar`` (S3 Set and SK Set 1 $52 and $20): the kind
``s3k_smashing_pillar`` (cpp/hedgephys/kinds/s3k_smashing_pillar.cpp,
docs/kinds/s3k_smashing_pillar.md): it drops subtype * 8 px under gravity
$80, climbs back 1 px a frame, and hurts a player under it as spikes do;
phase from frame 0 (the game: from when the camera loads it).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SolidBox
from ..spike_kinds import Breakable
from .place_still import S3_ZONES
from .placing import Placement, placer

__all__: list[str] = []

#: loc_57AA6: SolidObjectFull's d1, d2, d3 (d1 = width $20 + $B).
ICZ_BREAKABLE_WALL_SOLID = (0x2B, 0x40, 0x70)
#: loc_58B3C: SolidObjectFull's d1, d2, d3 (d1 = width $18 + $B, d3 = d2).
ICZ_ICE_CUBE_SOLID = (0x23, 0x10, 0x10)
#: loc_2653A: SolidObjectFull's d1, d2, d3 (d1 = width $10 + $B).
LBZ_PIPE_PLUG_SOLID = (0x1B, 0x20, 0x21)


def _icz_breakable_wall(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZBreakableWall`` with no path-following platform in it:
    SolidObjectFull, d1 = $2B, d2 = $40, d3 = $70 (loc_57AA6)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = ICZ_BREAKABLE_WALL_SOLID
    return [SolidBox(rec.x, rec.y, d1 - 0xB, d2, stand_height=d3)]


placer("s3", 0xBA)(_icz_breakable_wall)   # Object pointers - S3 Set
placer("sk1", 0xB1)(_icz_breakable_wall)  # Object pointers - SK Set 1


def _lbz_pipe_plug(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZPipePlug`` of subtype 0: SolidObjectFull, d1 = $1B,
    d2 = $20, d3 = $21 (loc_2653A), broken by the ``"plug"`` rule
    (loc_2656C); d3 = d2 + 1 is the Breakable's own stand height."""
    if not rec.act.startswith(S3_ZONES) or rec.subtype:
        return []
    d1, d2, _d3 = LBZ_PIPE_PLUG_SOLID
    return [Breakable(rec.x, rec.y, d1 - 0xB, d2, "plug")]


placer("s3", 0x1B)(_lbz_pipe_plug)   # Object pointers - S3 Set
placer("sk1", 0x1B)(_lbz_pipe_plug)  # Object pointers - SK Set 1


def _icz_ice_cube(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZIceCube``: SolidObjectFull, d1 = $23, d2 = $10, d3 = $10
    (loc_58B3C), broken from the top by a rolling rider (sub_58B62)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = ICZ_ICE_CUBE_SOLID
    return [Breakable(rec.x, rec.y, d1 - 0xB, d2, "top", stand_height=d3)]


placer("s3", 0xBF)(_icz_ice_cube)   # Object pointers - S3 Set
placer("sk1", 0xB6)(_icz_ice_cube)  # Object pointers - SK Set 1


#: Obj_MGZLBZSmashingPillar's (width_pixels, height_pixels): Marble Garden
#: (Current_zone 2) and any other zone (Launch Base).
SMASHING_PILLAR_SIZES = {"mgz": (0x20, 0x28), "other": (0x10, 0x10)}


def _smashing_pillar(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_MGZLBZSmashingPillar``: the kind ``s3k_smashing_pillar``
    with the layout's subtype (its drop, subtype * 8) and the zone's size;
    SolidObjectFull with d1 = width + $B, d2 = height, d3 = height + 1
    (loc_281DA)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    w, h = SMASHING_PILLAR_SIZES["mgz" if rec.act.startswith("mgz") else "other"]
    return [KindObject("s3k_smashing_pillar", rec.x, rec.y, subtype=rec.subtype, width_radius=w,
                       height_radius=h, solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w)]


for _table in ("s3", "sk1"):  # Object pointers - S3 Set, SK Set 1: the same routine at both ids
    placer(_table, 0x52)(_smashing_pillar)
    placer(_table, 0x20)(_smashing_pillar)
