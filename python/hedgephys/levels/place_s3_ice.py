"""Placers of Sonic 3's Ice Cap and Launch Base solids that existing kinds
reproduce (h-s3ice, issue 18), read in s3.asm; the same objects count in the
Sonic 3 & Knuckles acts of those zones (the ``"sk1"`` table).

``Obj_ICZBreakableWall`` (S3 Set $BA, SK Set 1 $B1): each frame (loc_57AA6)
it calls ``SolidObjectFull`` with d1 = $2B, d2 = $40, d3 = $70 at its layout
position: a :class:`~hedgephys.SolidBox` of width $20 (d1 - $B) and height
$40 with ``stand_height = $70``. It breaks only when the object in
``_unkFAA4`` is ``Obj_ICZPathFollowPlatform_2`` (Ice Cap's path-following
platform, $B9, which hedgephys does not model) and that platform's centre is
in the box x - $30 .. x + $30, y - $40 .. y + $40 (word_57B12); the player
never breaks it himself. With no such platform it never breaks, so the still
solid is exactly the routine while that holds.

``Obj_LBZPipePlug`` (S3 Set and SK Set 1 $1B) of subtype 0: each frame
(loc_2653A) it saves the players' X speeds, calls ``SolidObjectFull`` with
d1 = $1B, d2 = $20, d3 = $21, and breaks (loc_2656C) when its pushing flag
is set, the player's animation is the roll (2) and the saved speed's
magnitude is at least $480 (unsigned): a
:class:`~hedgephys.spike_kinds.Breakable` with ``breaks="plug"``
(docs/kinds/spike.md). A subtype other than 0 also starts an automatic
tunnel (``Obj_AutomaticTunnelDelayed``, subtypes other than $1F) and a tunnel
exhaust when broken (loc_2661E), which carry the player: not placed.
"""
from __future__ import annotations

from ..objects import ObjectDescription, SolidBox
from ..spike_kinds import Breakable
from .place_still import S3_ZONES
from .placing import Placement, placer

__all__: list[str] = []

#: loc_57AA6: SolidObjectFull's d1, d2, d3 (d1 = width $20 + $B).
ICZ_BREAKABLE_WALL_SOLID = (0x2B, 0x40, 0x70)
#: loc_2653A: SolidObjectFull's d1, d2, d3 (d1 = width $10 + $B).
LBZ_PIPE_PLUG_SOLID = (0x1B, 0x20, 0x21)


def _icz_breakable_wall(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_ICZBreakableWall`` with no path-following platform in it:
    SolidObjectFull, d1 = $2B, d2 = $40, d3 = $70 (loc_57AA6)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    d1, d2, d3 = ICZ_BREAKABLE_WALL_SOLID
    return [SolidBox(rec.x, rec.y, d1 - 0xB, d2, stand_height=d3)]


placer("s3", 0xBA)(_icz_breakable_wall)   # Object pointers - S3 Set
placer("sk1", 0xB1)(_icz_breakable_wall)  # Object pointers - SK Set 1


def _lbz_pipe_plug(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZPipePlug`` of subtype 0: SolidObjectFull, d1 = $1B,
    d2 = $20, d3 = $21 (loc_2653A), broken by the ``"plug"`` rule
    (loc_2656C); d3 = d2 + 1 is the Breakable's own stand height."""
    if not rec.act.startswith(S3_ZONES) or rec.subtype:
        return []
    d1, d2, _d3 = LBZ_PIPE_PLUG_SOLID
    return [Breakable(rec.x, rec.y, d1 - 0xB, d2, "plug")]


placer("s3", 0x1B)(_lbz_pipe_plug)   # Object pointers - S3 Set
placer("sk1", 0x1B)(_lbz_pipe_plug)  # Object pointers - SK Set 1
