"""Placers of Sandopolis's objects whose code only Sonic & Knuckles has
(sonic3k.asm, which the checkout lacks; read from a public copy,
murshies/skdisasm, as :mod:`.place_s3k_sk`): docs/kinds/s3k_soz.md.

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

__all__ = ["SOZ_SAND_CORK_COLLISION"]

#: Obj_SOZSandCork's init: move.b #$C6,collision_flags(a0).
SOZ_SAND_CORK_COLLISION = 0xC6


@placer("sk2", 0x47)
def _soz_sand_cork(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZSandCork``: collision $C6 (loc_41D32, sub_41D5C), the
    exploding trigger's rule (module doc)."""
    w, h = touch_size("s3k", SOZ_SAND_CORK_COLLISION)
    return [KindObject("s3k_lbz_exploding_trigger", rec.x, rec.y, width_radius=w, height_radius=h)]
