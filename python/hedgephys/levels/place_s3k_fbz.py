"""Placers of Flying Battery's objects whose code only Sonic & Knuckles has
(SK Set 1; sonic3k.asm, which the checkout lacks: read from a public copy,
murshies/skdisasm, as :mod:`.place_s3k_sk`): docs/kinds/s3k_fbz.md.

* the sliding platform blocks ($7E ``Obj_FBZPlatformBlocks``; kind
  ``s3k_fbz_block``, cpp/hedgephys/kinds/s3k_fbz_block.cpp): a solid block
  that slides out by (subtype & $F) * $10 pixels, 8 a frame, while the
  player is $20 or more below it, and back while he is more than $28 above
  it. A function of where the player is, not of a clock: hedgephys placing
  it at the act's first frame changes nothing until the game would unload
  it (docs/levels.md "Objects are present from the first frame");
* the bent pipes ($76 ``Obj_FBZBentPipe``): a still
  :class:`~hedgephys.SolidBox` (SolidObjectFull with constant sizes; solid
  only while on the screen in the game, kept solid here as the other still
  blocks, :mod:`.place_still`);
* the floating platforms ($71 ``Obj_FBZFloatingPlatform``; kind
  ``s3k_fbz_float``, cpp/hedgephys/kinds/s3k_fbz_float.cpp): solid through
  S&K's SolidObjectFull_Offset (a box $D above its y) with a hurting touch
  $8C, bobbing on a counter of its own (motion 0: phase from frame 0, the
  game: from when the camera loads it), riding the oscillators (1, 2),
  circling on the level frame counter (3), or bobbing until stood on, then
  dipping to a lower rest by a speed of its own (4, loc_3A692).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SolidBox
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: byte_3C344: (width_pixels, height_pixels) by (subtype >> 4) & 7 (the
#: mapping frame); entries 4-7 read past the table.
FBZ_BLOCK_SIZES = ((0x10, 0x10), (0x20, 0x10), (0x30, 0x10), (0x40, 0x10))
#: loc_3C3EE's SolidObjectFull: d1 = width_pixels + $B.
FBZ_BLOCK_SOLID_EXTRA = 0xB


def fbz_block(x: int, y: int, subtype: int, x_flip: bool = False) -> KindObject:
    """The ``s3k_fbz_block`` of ``Obj_FBZPlatformBlocks`` with this layout
    entry: sized by byte_3C344 from (subtype >> 4) & 7 (a ValueError past
    its four entries), sliding (subtype & $F) << 4 pixels (x0 - that when
    X-flipped); SolidObjectFull with d1 = width + $B, d2 = height, d3 =
    height + 1."""
    row = (subtype >> 4) & 7
    if row >= len(FBZ_BLOCK_SIZES):
        raise ValueError(f"Obj_FBZPlatformBlocks subtype {subtype:#x}: (subtype >> 4) & 7 = {row} reads past "
                         f"byte_3C344's {len(FBZ_BLOCK_SIZES)} sizes")
    width, height = FBZ_BLOCK_SIZES[row]
    return KindObject("s3k_fbz_block", x, y, width_radius=width, height_radius=height, subtype=subtype,
                      x_flip=x_flip, solid_width=width + FBZ_BLOCK_SOLID_EXTRA, half_height=height,
                      stand_height=height + 1, width=width)


@placer("sk1", 0x7E)
def _fbz_platform_blocks(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZPlatformBlocks``: byte_3C344's size, loc_3C3A8's slide
    (reach (subtype & $F) << 4, 8 a frame by Player_1's y), loc_3C3EE's
    SolidObjectFull. A subtype past byte_3C344 is not placed."""
    if (rec.subtype >> 4) & 7 >= len(FBZ_BLOCK_SIZES):
        return []
    return [fbz_block(rec.x, rec.y, rec.subtype, rec.x_flip)]


#: byte_3B6D8: the bent pipe's (width_pixels, height_pixels) by subtype & 3
#: (the mapping frame is the whole subtype: the art only); entry 3 reads past
#: the table into the routine's code.
FBZ_PIPE_SIZES = ((0x18, 0x10), (0x10, 0x08), (0x18, 0x10))


@placer("sk1", 0x76)
def _fbz_bent_pipe(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZBentPipe``: byte_3B6D8's size by subtype & 3, then
    loc_3B718 every frame: SolidObjectFull with d1 = width_pixels + $B, d2 =
    height_pixels, d3 = d2 + 1 (it never moves). Subtype & 3 = 3 is not
    placed."""
    if rec.subtype & 3 >= len(FBZ_PIPE_SIZES):
        return []
    w, h = FBZ_PIPE_SIZES[rec.subtype & 3]
    return [SolidBox(rec.x, rec.y, w, h, stand_height=h + 1)]


#: Obj_FBZFloatingPlatform's init: collision_flags $8C (hurt, Touch_Sizes $C).
FBZ_FLOAT_COLLISION = 0x8C
#: off_3A56C's motions ((subtype >> 4) & 7): 0 the bob, 1-2 the
#: oscillators, 3 the circle, 4 the dip once stood on; 5-7 read past the table.
FBZ_FLOAT_MOTIONS = range(5)


@placer("sk1", 0x71)
def _fbz_floating_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZFloatingPlatform``: its motion by (subtype >> 4) & 7
    (off_3A56C; 0-4), the circle's start angle (subtype & $F) << 4,
    then loc_3A5DA: SolidObjectFull_Offset with d1 = $2B, d2 = $C, d3 = -$D
    (the kind's defaults) and its touch $8C listed every frame."""
    if (rec.subtype >> 4) & 7 not in FBZ_FLOAT_MOTIONS:
        return []
    w, h = touch_size("s3k", FBZ_FLOAT_COLLISION)
    return [KindObject("s3k_fbz_float", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h)]
