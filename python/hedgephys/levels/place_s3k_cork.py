"""Placers of Sonic 3's cork floors (S3K object $2A ``Obj_CorkFloor``,
s3.asm): a :class:`~hedgephys.spike_kinds.Breakable` (docs/kinds/spike.md)
with the zone's size, ``SolidObjectFull`` with d1 = width + $B, d2 =
height, d3 = height + 1 (Breakable's ``cx``, ``hj``, ``hs``).

* subtype 0 (loc_29858): broken by a player touching its underside, who
  keeps the Y speed he had before the solid routine: ``breaks="bottom"``;
* any other subtype (loc_29742): broken by a player who lands on it curled
  (his animation before the solid routine is the roll, 2; sub_297CE
  bounces him at -$300 curled, as the S3K rocks' sub_1D7CE): ``breaks="top"``.

Placed in the zones whose code s3.asm holds, and in Flying Battery, whose
cork floors sonic3k.asm's Obj_CorkFloor (read in a public copy,
murshies/skdisasm) sizes $10 x $10 (loc_2A444) and runs through the same two
routines (loc_2A502 / loc_2A618: Sonic 3's, the numbers above); Ice Cap's
with subtype bit 4 clear run loc_29914, a sloped solid (sub_1BB7C over
byte_29AD4) with its own break rules: not placed.
"""
from __future__ import annotations

from typing import Optional

from ..objects import ObjectDescription
from ..spike_kinds import Breakable
from .placing import Placement, placer
from .place_still import S3_ZONES

__all__: list[str] = []

#: Obj_CorkFloor's init: (width_pixels, height_pixels) by zone; AIZ's for the
#: zones without their own; AIZ act 2 (Current_zone_and_act 1) height $2C;
#: Ice Cap's of subtype bit 4 (loc_296EE) height $10.
CORK_SIZES = {"aiz": (0x10, 0x28), "cnz": (0x20, 0x20), "icz": (0x10, 0x24), "lbz": (0x20, 0x20),
              "fbz": (0x10, 0x10)}  # h-dez: sonic3k.asm loc_2A444
AIZ2_HEIGHT = 0x2C
ICZ_TOP_HEIGHT = 0x10


def cork_floor(zone: str, act: str, subtype: int) -> Optional[tuple[int, int, str]]:
    """(width, height, breaks) of a cork floor as its init reads it, or None
    where its routine is not the Breakable kind's (Ice Cap's sloped ones)."""
    width, height = CORK_SIZES.get(zone, CORK_SIZES["aiz"])
    if act == "aiz2":
        height = AIZ2_HEIGHT
    if zone == "icz":
        if not subtype & 0x10:
            return None  # loc_29914: sloped, not placed
        height = ICZ_TOP_HEIGHT
    return width, height, "bottom" if subtype == 0 else "top"


def _cork_floor(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_CorkFloor`` (its init and loc_29742 / loc_29858)."""
    if not rec.act.startswith(S3_ZONES + ("fbz",)):
        return []
    found = cork_floor(rec.act[:3], rec.act, rec.subtype)
    if found is None:
        return []
    width, height, breaks = found
    return [Breakable(rec.x, rec.y, width, height, breaks)]


for _table in ("s3", "sk1"):  # entry $2A of both; sk2 reads its ids in S&K zones only
    placer(_table, 0x2A)(_cork_floor)
