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
  level trigger of its subtype's low nibble (loc_41BE0, loc_41C3A);
* Launch Base's trigger bridges (S3 and SK Set 1 $14
  ``Obj_LBZTriggerBridge``, s3.asm): two objects of the kind
  ``s3k_lbz_trigger_bridge`` (cpp/hedgephys/kinds/s3k_lbz_trigger_bridge.cpp),
  its first box and the box it turns into, each at the layout position plus
  its row of byte_24BE4 (subtype bits 4-6; the second's four rows on) with
  that row's sizes, SolidObjectFull2 d1 = width_pixels + $B, d2 =
  height_pixels, d3 = d2 + 1 (loc_24CB8). The exploding triggers $13 flip
  its trigger (place_s3k_lbz). Its init tests the trigger indexed by the
  whole subtype byte (tst.b (a3,d0.w)) and adds 4 to it when set, which
  changes the row only for a low nibble of $C or more (for a subtype of $10
  or more that byte is past the 16 triggers, Anim_Counters and on; below,
  it is the trigger when the camera loads it): such subtypes are not placed,
  nor those of bits 6-7 (rows that start waiting for the trigger to clear).
  None of the act's records is either.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .place_still import S3_ZONES
from .placing import Placement, placer

__all__ = ["LBZ_BRIDGE_ROWS", "SOZ_DOOR_SIZES", "SOZ_PUSH_SWITCH_SIZE", "SOZ_PUSH_SWITCH_SOLID", "lbz_bridge_boxes",
           "soz_door_sizes"]

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
    return [KindObject("s3k_soz_door", rec.x, rec.y, None, subtype=rec.subtype, x_flip=rec.x_flip,
                       **soz_door_sizes(rec.subtype))]


#: byte_24BE4's rows (s3.asm), by subtype bits 4-6: X offset, Y offset,
#: width_pixels, height_pixels (the routine and mapping frame bytes that
#: follow are the cycle's, the kind's states).
LBZ_BRIDGE_ROWS = ((0x48, 0, 8, 0x40), (0, 0x48, 0x40, 8), (-0x48, 0, 8, 0x40), (0, 0x48, 0x40, 8),
                   (0, 0x48, 0x40, 8), (0x48, 0, 8, 0x40), (0, 0x48, 0x40, 8), (-0x48, 0, 8, 0x40))


def lbz_bridge_boxes(x: int, y: int, subtype: int) -> list[ObjectDescription]:
    """The two objects of a trigger bridge at layout (x, y): its first box
    (row ``(subtype >> 4) & 7``) and the box it turns into (subtype + $40:
    four rows on), each with its row's offset and sizes."""
    out: list[ObjectDescription] = []
    for second in (False, True):
        dx, dy, w, h = LBZ_BRIDGE_ROWS[((subtype >> 4) + (4 if second else 0)) & 7]
        out.append(KindObject("s3k_lbz_trigger_bridge", x + dx, y + dy, subtype=subtype, second=second,
                              width_radius=w, height_radius=h, solid_width=w + 0xB, half_height=h,
                              stand_height=h + 1, width=w))
    return out


@placer("s3", 0x14)
@placer("sk1", 0x14)
def _lbz_trigger_bridge(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZTriggerBridge`` (init, loc_24CB8): the subtypes whose
    first row its init's read cannot change, starting at routine 0."""
    if not rec.act.startswith(S3_ZONES) or rec.subtype & 0xC0:  # rows from 4 on, or bit 7
        return []
    if rec.subtype & 0xF >= 0xC:  # tst.b (a3,d0.w) set at its loading: addq.w #4,d0 would change the row
        return []
    return lbz_bridge_boxes(rec.x, rec.y, rec.subtype)
