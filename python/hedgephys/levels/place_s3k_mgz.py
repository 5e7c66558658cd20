"""Placers of Marble Garden's chained platforms and spike balls and of
Hydrocity's snake blocks (docs/kinds/s3k.md), read in s3.asm. Sonic 3 alone
(``"s3"``) and the locked-on game (``"sk1"``: the same routines in
sonic3k.asm) place them alike.

* $53 ``Obj_MGZSwingingPlatform`` (kind ``s3k_chain_platform``,
  cpp/hedgephys/kinds/s3k_mgz_chain.cpp): circles its pivot on a 5-link
  chain (sub_332C0), its angle the subtype plus 1 (X-flipped: minus 1) a
  frame; ``SolidObjectTop`` with d1 = width_pixels $18, d3 = height_pixels
  $C + 1;
* $58 ``Obj_MGZSwingingSpikeBall`` (kind ``s3k_chain_ball``, the same file):
  a hurt box of collision $8F on a 6-link chain, circling (subtype 0,
  sub_334BA: x only, 2 a frame, Y-flipped -2) or swinging over the top
  (any other subtype, sub_33516: y only, its own angle and speed);
* $67 ``Obj_HCZSnakeBlocks`` (kind ``s3k_snake_block``,
  cpp/hedgephys/kinds/s3k_snake_block.cpp): round a square by its own angle
  (sub_24666), ``SolidObjectFull`` with d1 = width_pixels $10 + $B, d2 =
  height_pixels $10, d3 = d2 + 1.

Each starts its angle at the act's first frame, as if loaded then (the
game: from when the camera loads it; docs/levels.md "Objects are present
from the first frame").
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_MGZSwingingPlatform's init: width_pixels, height_pixels; loc_33286's
#: SolidObjectTop takes d1 = width_pixels and d3 = height_pixels + 1.
MGZ_PLATFORM_SIZE = (0x18, 0xC)
#: Obj_MGZSwingingSpikeBall's init: collision_flags (hurt class $80, size $F).
MGZ_SPIKE_BALL_COLLISION = 0x8F
#: Obj_HCZSnakeBlocks' init: width_pixels, height_pixels; loc_2461A's
#: SolidObjectFull takes d1 = width_pixels + $B, d2 = height_pixels, d3 = d2 + 1.
HCZ_SNAKE_SIZE = (0x10, 0x10)
SOLID_FULL_EXTRA = 0xB


def _mgz_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_MGZSwingingPlatform``: the angle $34 = the subtype, its step
    $36 = 1 (-1 X-flipped), SolidObjectTop with d1 = $18, d3 = $C + 1."""
    width, height = MGZ_PLATFORM_SIZE
    return [KindObject("s3k_chain_platform", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=width, height_radius=height, width=width, stand_height=height + 1)]


def _mgz_spike_ball(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_MGZSwingingSpikeBall``: collision_flags $8F (a hurt box of
    Touch_Sizes entry $F), circling with subtype 0 (step 2, -2 Y-flipped),
    swinging otherwise."""
    w, h = touch_size("s3k", MGZ_SPIKE_BALL_COLLISION)
    return [KindObject("s3k_chain_ball", rec.x, rec.y, subtype=rec.subtype, y_flip=rec.y_flip,
                       width_radius=w, height_radius=h)]


def _hcz_snake_block(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_HCZSnakeBlocks``: the angle subtype & $7F, stepping -1 with
    subtype bit 7; the side from the status' flip bits; SolidObjectFull with
    d1 = $10 + $B, d2 = $10, d3 = $11, landing within width_pixels $10."""
    width, height = HCZ_SNAKE_SIZE
    return [KindObject("s3k_snake_block", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       y_flip=rec.y_flip, width_radius=width, height_radius=height,
                       solid_width=width + SOLID_FULL_EXTRA, half_height=height, stand_height=height + 1,
                       width=width)]


for _table in ("s3", "sk1"):
    placer(_table, 0x53)(_mgz_platform)     # Obj_MGZSwingingPlatform
    placer(_table, 0x58)(_mgz_spike_ball)   # Obj_MGZSwingingSpikeBall
    placer(_table, 0x67)(_hcz_snake_block)  # Obj_HCZSnakeBlocks
