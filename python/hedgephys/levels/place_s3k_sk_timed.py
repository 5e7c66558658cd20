"""Placers of Sonic & Knuckles' timed hazards, whose code only sonic3k.asm has
(the checkout lacks it; read from a public copy, murshies/skdisasm, as
:mod:`.place_s3k_sk`): docs/kinds/s3k_sk_timed.md.

* Death Egg's lightning (SK Set 2 $52 ``Obj_DEZLightning``; kind
  ``s3k_dez_lightning``, cpp/hedgephys/kinds/s3k_dez_lightning.cpp): strikes
  every 9 + subtype frames (loc_478CC, Ani_DEZLightning, loc_4791A), its
  touch ($9F) listed on two frames of each strike; the phase from frame 0
  (the game: from when the camera loads it);
* Flying Battery's mines (SK Set 1 $E1 ``Obj_FBZMine``; kind
  ``s3k_fbz_mine``, cpp/hedgephys/kinds/s3k_fbz_mine.cpp): harmful ($8B)
  for one frame, 31 frames after a player came within its box (sub_3C984).

Lava Reef's flame throwers (SK Set 2 $29 ``Obj_LRZFlameThrower``) are not
placed: their flames are objects of their own, spawned only while the
thrower is on screen (catalogue_reasons_sk.py says so).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_DEZLightning's init: collision_flags $9F (hurt, Touch_Sizes $1F).
DEZ_LIGHTNING_COLLISION = 0x9F
#: loc_3C9BC: collision_flags $8B (hurt, Touch_Sizes $B) when the fuse runs out.
FBZ_MINE_COLLISION = 0x8B


@placer("sk2", 0x52)
def _dez_lightning(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZLightning``: a still hurt box of collision $9F whose
    strike restarts 9 + subtype frames apart (loc_478CC sets $30 = subtype;
    Ani_DEZLightning's four mapping frames of 2 frames each and its $FC;
    loc_4791A's countdown), its touch listed while mapping frame 3 shows
    (loc_47906). Every subtype."""
    width, height = touch_size("s3k", DEZ_LIGHTNING_COLLISION)
    return [KindObject("s3k_dez_lightning", rec.x, rec.y, subtype=rec.subtype, width_radius=width,
                       height_radius=height)]


@placer("sk1", 0xE1)
def _fbz_mine(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZMine``: waits for a player at dx -$10..$F, dy -$18..7
    (sub_3C984), then counts $1E down (loc_3C9BC) and is harmful (collision
    $8B) to the next frame's scan only, then explodes (loc_3C9E4). The
    subtype and flips are not read."""
    width, height = touch_size("s3k", FBZ_MINE_COLLISION)
    return [KindObject("s3k_fbz_mine", rec.x, rec.y, width_radius=width, height_radius=height)]
