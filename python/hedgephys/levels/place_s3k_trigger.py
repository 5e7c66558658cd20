"""Placers of Sonic 3 & Knuckles' level-trigger objects (h-trig, issue 18):
the buttons that write the act's level triggers and two doors that read
them (docs/kinds/s3k_trigger.md; the triggers: docs/objects.md "Level
triggers"). Marble Garden's trigger platforms, also readers, are placed by
:mod:`.place_s3_fan` (kind ``s3k_mgz_trigger_platform``).

* the buttons (S3 Set, SK Set 1 and SK Set 2 $33 ``Obj_Button``, s3.asm;
  sonic3k.asm runs the same routine, loc_2C5BE / loc_2C62C there): the kind
  ``s3k_button`` (cpp/hedgephys/kinds/s3k_button.cpp) 4 px below the layout
  position (its init's ``addq.w #4,y_pos``), solid exactly as the
  :class:`~hedgephys.SolidBox` (subtype bit 5 clear: SolidObjectFull $1B / 4
  / 5) or :class:`~hedgephys.JumpThrough` (bit 5 set: SolidObjectTop $10 / 6)
  that placed them before, and setting Level_trigger_array[subtype & $F]
  while stood on (bit 7 of it with subtype bit 6, else bit 0), clearing it
  when left unless subtype bit 4 latches it;
* Flying Battery's screw doors (SK Set 1 $7A ``Obj_FBZScrewDoor``, sonic3k.asm
  read in a public copy): the kind ``s3k_fbz_screw_door``, solid, opening
  over 128 frames once their trigger is set (loc_3BC72, loc_3BC92);
* Lava Reef's side buttons (SK Set 2 $1C ``Obj_LRZButtonHorizontal``): the
  kind ``s3k_button`` with ``side=True``, SolidObjectFull $10 / $F / $10 as
  the still block that placed them before, setting the trigger of its
  subtype on the frames a player touches its side (loc_42D16);
* Lava Reef's doors (SK Set 2 $19 ``Obj_LRZDoor``): the kind
  ``s3k_lrz_door``, solid, rising $40 px by sin over $40 frames once their
  trigger is set (loc_42974, loc_42994), but where a writer of their trigger
  is not modelled (:data:`LRZ_DOORS_LEFT_OUT`: the shooting triggers $1D) or
  two writers of it may both run (Lava Reef 2's trigger 5).

:data:`BUTTON_TRIGGERS` and :data:`SIDE_BUTTON_TRIGGERS` list, per act, the
triggers its buttons write (a test checks them against the layouts); the
placers of the objects that read a trigger and were placed as if none were
ever set (Angel Island 2's walls of
subtype bit 7, Hydrocity 1's fans waiting on trigger 0) ask it, and leave out
those whose trigger a button of their act writes; Ice Cap's collapsing
bridges of subtype bit 7 read theirs (the kind ``collapsing_bridge``'s
``trigger``; docs/kinds/s3k_trigger.md "Other readers").
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: The triggers (subtype & $F) the buttons ($33) of each act write, in the S3
#: and S3K layouts (the same records in both): checked against the layouts
#: by tests/test_kind_s3k_trigger.py.
BUTTON_TRIGGERS: dict[str, frozenset[int]] = {
    "aiz2": frozenset({0}), "hcz1": frozenset({0}), "icz1": frozenset({1, 2, 3, 4}),
    "icz2": frozenset({1, 2, 3}), "fbz1": frozenset({0, 1, 2}),
    "fbz2": frozenset(set(range(0xE)) | {0xF}), "lrz1": frozenset({3, 0xA, 0xE}), "lrz2": frozenset({5}),
}
#: Obj_Button's init: addq.w #4,y_pos(a0).
BUTTON_DROP = 4
#: loc_2BB90: SolidObjectFull's d1, d2, d3; width_pixels $10 (the SolidBox's sizes).
BUTTON_FULL = (0x1B, 4, 5)
#: loc_2BBFE: SolidObjectTop's d1 and d3 (the JumpThrough's width and height).
BUTTON_TOP = (0x10, 6)
BUTTON_WIDTH = 0x10
#: byte_3BBE8: the screw door's (width_pixels, height_pixels) by (subtype >> 4) & 6.
SCREW_DOOR_SIZES = ((8, 0x20), (0x20, 8), (0x40, 8))
#: The triggers Lava Reef's side buttons ($1C) write in each act.
SIDE_BUTTON_TRIGGERS: dict[str, frozenset[int]] = {
    "lrz1": frozenset({1, 4, 5, 6, 7, 9, 0xB, 0xC, 0xD, 0xF}), "lrz2": frozenset(range(1, 0xC)),
}
#: Obj_LRZButtonHorizontal (loc_42D16): width_pixels $10; SolidObjectFull's
#: d1, d2, d3 ($10, not width + $B).
LRZ_BUTTON = (0x10, 0x10, 0xF, 0x10)
#: Obj_LRZDoor: width_pixels $10, height_pixels $28 ($20 in act 2); SolidObjectFull's d1 $1B.
LRZ_DOOR_WIDTH, LRZ_DOOR_SOLID = 0x10, 0x1B
LRZ_DOOR_HEIGHTS = {"lrz1": 0x28, "lrz2": 0x20}
#: The triggers of the Lava Reef doors not placed: Lava Reef 1's 0 and 2,
#: which its shooting triggers ($1D, not modelled) write; Lava Reef 2's 5,
#: written by a button ($33, x $2658) and a side button ($1C, x $2838) 480 px
#: apart, both of which may run in the game while the player is at either
#: (the clear's model wants a screen between them).
LRZ_DOORS_LEFT_OUT: dict[str, frozenset[int]] = {"lrz1": frozenset({0, 2}), "lrz2": frozenset({5})}


def button_sets(act: str, trigger: int) -> bool:
    """Whether a button of the act (S3 or S3K layouts: $33, or Lava Reef's
    side buttons $1C) writes level trigger ``trigger`` (0-15)."""
    return trigger in BUTTON_TRIGGERS.get(act, frozenset()) | SIDE_BUTTON_TRIGGERS.get(act, frozenset())


def _button(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_Button``: y + 4; subtype bit 5 clear: SolidObjectFull with
    d1 = $1B, d2 = 4, d3 = 5 (loc_2BB90); set: SolidObjectTop with d1 = $10,
    d3 = 6 (loc_2BBFE); then the trigger of subtype & $F."""
    y = rec.y + BUTTON_DROP
    if rec.subtype & 0x20:
        d1, d3 = BUTTON_TOP
        return [KindObject("s3k_button", rec.x, y, subtype=rec.subtype, width_radius=d1, height_radius=d3,
                           solid_width=d1, half_height=d3, stand_height=d3, width=d1)]
    d1, d2, d3 = BUTTON_FULL
    return [KindObject("s3k_button", rec.x, y, subtype=rec.subtype, width_radius=BUTTON_WIDTH, height_radius=d2,
                       solid_width=d1, half_height=d2, stand_height=d3, width=BUTTON_WIDTH)]


@placer("sk1", 0x7A)
def _fbz_screw_door(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZScrewDoor`` of subtype below $80 (bit 7: a door opened
    by the player's position, not this kind) in Flying Battery: sizes by
    byte_3BBE8 (an index of 6 would read past it); SolidObjectFull with d1 =
    width + $B, d2 = height, d3 = d2 + 1 (loc_3BCF2)."""
    index = (rec.subtype >> 4) & 6
    if rec.subtype & 0x80 or not rec.act.startswith("fbz") or index // 2 >= len(SCREW_DOOR_SIZES):
        return []
    w, h = SCREW_DOOR_SIZES[index // 2]
    return [KindObject("s3k_fbz_screw_door", rec.x, rec.y, subtype=rec.subtype, width_radius=w, height_radius=h,
                       solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w)]


@placer("sk2", 0x19)
def _lrz_door(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZDoor`` in Lava Reef: SolidObjectFull with d1 = $1B, d2 =
    height_pixels, d3 = d2 + 1 (loc_429BC); only where no unmodelled object
    (:data:`LRZ_DOORS_LEFT_OUT`) writes its trigger."""
    h = LRZ_DOOR_HEIGHTS.get(rec.act)
    if h is None or rec.subtype & 0xF in LRZ_DOORS_LEFT_OUT[rec.act]:
        return []
    return [KindObject("s3k_lrz_door", rec.x, rec.y, subtype=rec.subtype, width_radius=LRZ_DOOR_WIDTH,
                       height_radius=h, solid_width=LRZ_DOOR_SOLID, half_height=h, stand_height=h + 1,
                       width=LRZ_DOOR_WIDTH)]


@placer("sk2", 0x1C)
def _lrz_side_button(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZButtonHorizontal``: never moves; SolidObjectFull with d1
    = $10, d2 = $F, d3 = $10 and width_pixels $10 (the landing width), then
    the trigger of its subtype set on the frames a player touches its side
    (loc_42D16): the kind ``s3k_button`` with ``side=True``."""
    width, d1, d2, d3 = LRZ_BUTTON
    return [KindObject("s3k_button", rec.x, rec.y, subtype=rec.subtype, side=True, width_radius=width,
                       height_radius=d2, solid_width=d1, half_height=d2, stand_height=d3, width=width)]


for _table in ("s3", "sk1", "sk2"):  # Obj_Button in every zone (sk2: the S&K zones, sonic3k.asm's routine)
    placer(_table, 0x33)(_button)
