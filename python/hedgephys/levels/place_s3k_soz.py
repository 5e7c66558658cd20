"""Placers of Sandopolis's objects whose code only Sonic & Knuckles has
(sonic3k.asm, which the checkout lacks; read from a public copy,
murshies/skdisasm, as :mod:`.place_s3k_sk`): docs/kinds/s3k_soz.md.

* Sandopolis's path swappers (SK Set 2 $3A ``Obj_SOZPathSwap``): the kind
  ``s3k_soz_path_swap`` (cpp/hedgephys/kinds/s3k_soz_path_swap.cpp) with the
  layout's subtype and X-flip, read as ``Obj_PathSwap`` reads them (the
  line's half-length, direction, layers and grounded bit; an X-flipped one
  never swaps). Only its layer step differs: it counts the crossings of a
  player on path B and lets every second one through without the swap
  (sub_1D1E2, sub_1D3B8). It sets no collision, so the coverage does not
  count it (the catalogue's CODE_FLAGS);
* Sandopolis's rising sand walls (SK Set 2 $40 ``Obj_SOZRisingSandWall``):
  the kind ``s3k_soz_sand_wall`` (cpp/hedgephys/kinds/s3k_soz_sand_wall.cpp)
  with the layout's subtype (how near in X a player starts it) and the
  routine's sizes: width_pixels $C, height_pixels $34, SolidObjectFull
  d1 $17, d2 $34, d3 $35 (loc_40C0E). A player within its window starts it;
  it rises 4 px a frame for $1A frames and stays, solid, until a player with
  the roll animation touches its side, which halves his speeds and crumbles
  it (loc_40C2A);
* Sandopolis's sand corks (SK Set 2 $47 ``Obj_SOZSandCork``): the kind
  ``s3k_lbz_exploding_trigger`` at its layout position, with the box of its
  collision byte $C6 (the special class, Touch_Sizes 6: 16 x 16). Its
  routine does to the player what Launch Base's exploding trigger does:
  ``loc_41D32`` answers the touch the player's scan counted
  (collision_property bit 0, cleared), and ``sub_41D5C``, when his
  animation is the roll (anim 2), negates his X and Y speeds, clears its
  collision byte and falls away as debris (``loc_41DF4``, no collision);
  touched by a player who is not rolling it changes nothing. What else it
  does is not modelled and touches no player: the sand columns it leaves
  (``sub_41E1A``, no collision) and the level event it starts
  (``Events_fg_4`` / ``Events_fg_5``: the sand's layout, docs/levels.md
  "What is not read").

The other Sandopolis rows are not placed; the catalogue (``# h-soz``)
says why, each from its routine.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size

__all__ = ["SOZ_SAND_CORK_COLLISION", "SOZ_SAND_WALL_SIZE", "SOZ_SAND_WALL_SOLID"]

#: Obj_SOZRisingSandWall's init: width_pixels $C, height_pixels $34.
SOZ_SAND_WALL_SIZE = (0xC, 0x34)
#: loc_40C0E / loc_40C2A: SolidObjectFull's d1, d2, d3.
SOZ_SAND_WALL_SOLID = (0x17, 0x34, 0x35)

#: Obj_SOZSandCork's init: move.b #$C6,collision_flags(a0).
SOZ_SAND_CORK_COLLISION = 0xC6


@placer("sk2", 0x3A)
def _soz_path_swap(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZPathSwap`` (init; loc_1D1BA / loc_1D390): the subtype
    byte and the layout's X-flip, as Obj_PathSwap's."""
    return [KindObject("s3k_soz_path_swap", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


@placer("sk2", 0x40)
def _soz_sand_wall(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZRisingSandWall`` (init; loc_40B48): the subtype is the
    half-width of the window that starts it (sub_40B62); its sizes are the
    routine's."""
    w, h = SOZ_SAND_WALL_SIZE
    d1, d2, d3 = SOZ_SAND_WALL_SOLID
    return [KindObject("s3k_soz_sand_wall", rec.x, rec.y, subtype=rec.subtype, width_radius=w, height_radius=h,
                       solid_width=d1, half_height=d2, stand_height=d3, width=w)]


@placer("sk2", 0x47)
def _soz_sand_cork(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZSandCork``: collision $C6 (loc_41D32, sub_41D5C), the
    exploding trigger's rule (module doc)."""
    w, h = touch_size("s3k", SOZ_SAND_CORK_COLLISION)
    return [KindObject("s3k_lbz_exploding_trigger", rec.x, rec.y, width_radius=w, height_radius=h)]
