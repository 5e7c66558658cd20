"""Sonic 3 alone acts (game ``"s3"``) from a checkout of sonicretro/skdisasm,
as ``s3.asm`` reads them.

Sonic 3 alone loads its six zones from the same files as the locked-on game
(levels/s3k.py: layouts, chunks, collision indexes, height maps and Sonic's
start positions are the ones ``s3.asm`` includes too), with its own tables
where they differ:

* the object and ring layouts ``Levels/<Z>/Object Pos/<n>-S3.bin`` and
  ``Ring Pos/<n>-S3.bin`` (``AIZ1_Sprites``, ``AIZ1_Rings``...);
* the level bounds of its ``LevelSizes`` (``Get_LevelSizeStart``): Carnival
  Night 2 starts at the top (ystart 0, not $580) and Launch Base 2's bottom is
  $1000 (not $B20);
* the act ends: its layouts place the egg capsule (``Obj_EggCapsule``, id $C6
  of ``Object pointers - S3 Set.asm``) in Hydrocity 2, Carnival Night 2 and
  IceCap 2 (docs/levels.md "Act ends");
* no Knuckles (his start positions are Sonic & Knuckles'): ``character`` is
  ``"sonic"`` or ``"tails"``; Tails alone skips IceCap 1's snowboard as in
  the locked-on game (``Get_LevelSizeStart``, ``Player_mode`` 2).

Flying Battery is not a Sonic 3 alone act: ``s3.asm`` keeps its object
layouts as leftovers, but ``Layout_FBZ1`` and ``Solid_FBZ1`` are empty labels
that fall through to IceCap's data and the level select marks it disabled. The intro
start of Angel Island 1 (Sonic at $40, $420 under the intro's control) is
not modelled, as in levels/s3k.py: the act starts where ``LevelSizes`` and
the start file put it.
"""
from __future__ import annotations

from typing import Optional

from ..level import Level
from ..rules import check_character
from . import s3k
from .common import ActInfo, PathLike

GAME = "s3"
#: Sonic 3 alone's checkout is the locked-on game's (skdisasm); s3.asm is its own file.
MARKER = "s3.asm"
CHECKOUT_OF = "s3k"
CAPSULE_ID = 0xC6  # Obj_EggCapsule in the S3 object pointer set
_SUFFIX = "-S3"
_NAMES = ("aiz1", "aiz2", "hcz1", "hcz2", "mgz1", "mgz2", "cnz1", "cnz2", "icz1", "icz2", "lbz1", "lbz2")
# s3.asm LevelSizes rows that differ from sonic3k.asm's (xstart, xend, ystart, yend)
_SIZES = {"cnz2": (0, 0x6000, 0, 0x1000), "lbz2": (0, 0x6000, 0, 0x1000)}


def act_infos() -> dict[str, ActInfo]:
    return s3k.act_infos(_NAMES, _SUFFIX)


def layout_files(act: str) -> tuple[str, Optional[str]]:
    """The ``-S3`` object and ring layouts of the act."""
    return s3k.layout_files(act, _SUFFIX)


def end_ids(act: str) -> tuple[int, ...]:
    """The egg capsule, which three of Sonic 3 alone's act 2 layouts place."""
    return (CAPSULE_ID,)


def load(checkout: PathLike, act: str, character: str = "sonic") -> Level:
    check_character(GAME, character)
    return s3k.load(checkout, act, character, game=GAME, sizes=_SIZES.get(act), suffix=_SUFFIX,
                    ends=end_ids(act))
