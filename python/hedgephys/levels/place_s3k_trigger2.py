"""Placers of objects tied by the level triggers (docs/objects.md "Level
triggers"): Sandopolis's push switches and doors, whose code only Sonic &
Knuckles has (sonic3k.asm, read from a public copy, murshies/skdisasm, as
:mod:`.place_s3k_soz`). docs/kinds/s3k_trigger2.md.

* Sandopolis's push switches (SK Set 2 $45 ``Obj_SOZPushSwitch``): the kind
  ``s3k_soz_push_switch`` (cpp/hedgephys/kinds/s3k_soz_push_switch.cpp)
  with the layout's subtype and X-flip and its routine's sizes:
  width_pixels $30, height_pixels $10, SolidObjectFull d1 $17, d2 $10,
  d3 $11 (loc_418E4). A pushing player moves it 1 px every 4 frames, up to
  $80 / 4 px (sub_419FA); it goes back by itself (sub_41A6C) and writes how
  far it is in into the level trigger of its subtype's low nibble. A
  subtype with bit 7 is also moved by a pushable rock (sub_41AA8:
  ``Obj_SOZPushableRock`` of subtype bit 7, which is not modelled): not
  placed;
* Sandopolis's doors (SK Set 2 $46 ``Obj_SOZDoor``): the kind
  ``s3k_soz_door`` (cpp/hedgephys/kinds/s3k_soz_door.cpp) with the
  layout's subtype and X-flip and its init's sizes: a subtype with a high
  nibble is horizontal (width_pixels $40, height_pixels $C), else vertical
  ($C, $40); SolidObjectFull d1 = width_pixels + $B, d2 = height_pixels,
  d3 = d2 + 1 (loc_41C16). It slides 1 px a frame toward the value of the
  level trigger of its subtype's low nibble (loc_41BE0, loc_41C3A).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__ = ["SOZ_DOOR_SIZES", "SOZ_PUSH_SWITCH_SIZE", "SOZ_PUSH_SWITCH_SOLID", "soz_door_sizes"]

#: Obj_SOZPushSwitch's init: width_pixels $30, height_pixels $10.
SOZ_PUSH_SWITCH_SIZE = (0x30, 0x10)
#: loc_418E4: SolidObjectFull's d1, d2, d3.
SOZ_PUSH_SWITCH_SOLID = (0x17, 0x10, 0x11)
#: Obj_SOZDoor's init: (width_pixels, height_pixels) of a vertical door
#: (subtype's high nibble 0) and of a horizontal one.
SOZ_DOOR_SIZES = ((0xC, 0x40), (0x40, 0xC))


def soz_door_sizes(subtype: int) -> dict[str, int]:
    """The kind's sizes for a door of ``subtype``: its init's width_pixels
    and height_pixels, and loc_41C16's d1 = width_pixels + $B, d2 =
    height_pixels, d3 = d2 + 1."""
    w, h = SOZ_DOOR_SIZES[1 if subtype & 0xF0 else 0]
    return {"width_radius": w, "height_radius": h, "solid_width": w + 0xB, "half_height": h,
            "stand_height": h + 1, "width": w}


@placer("sk2", 0x45)
def _soz_push_switch(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZPushSwitch`` (init; loc_418E4): its subtype (the low
    nibble its trigger, bits 4-6 set: it goes back every frame) and X-flip
    (pushed from the right); bit 7 (the rock pushes it, sub_41AA8): none."""
    if rec.subtype & 0x80:
        return []
    w, h = SOZ_PUSH_SWITCH_SIZE
    d1, d2, d3 = SOZ_PUSH_SWITCH_SOLID
    return [KindObject("s3k_soz_push_switch", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h, solid_width=d1, half_height=d2, stand_height=d3, width=w)]


@placer("sk2", 0x46)
def _soz_door(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZDoor`` (init; loc_41BE0 / loc_41C3A): its subtype (the
    low nibble its trigger, a high nibble: horizontal) and X-flip (opens
    the other way)."""
    return [KindObject("s3k_soz_door", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       **soz_door_sizes(rec.subtype))]
