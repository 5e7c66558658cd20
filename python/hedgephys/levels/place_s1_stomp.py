"""Placers of Sonic 1's stompers, girders and small doors
(docs/kinds/s1_stomp.md): Marble Zone's chained stompers, id $31
``ChainStomp`` (kind ``s1_chain_stomp``, _incObj/31 Chained Stompers.asm),
Scrap Brain's stompers and sliding doors, id $6B ``ScrapStomp`` (kind
``s1_scrap_stomp``, _incObj/6B SBZ Stomper and Door.asm), its large girder
blocks, id $70 ``Girder`` (kind ``s1_girder``, _incObj/70 Girder Block.asm)
and its small doors, id $2A ``AutoDoor`` (kind ``s1_auto_door``,
_incObj/2A SBZ Small Door.asm).

Each is a SolidObject (procedure A) with d1 = obActWid + $B and the heights
below; the kinds move them as their routines do, from the act's first frame.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from ..s1_stomp_kinds import SOLID_EXTRA, S1ChainStomp, S1ScrapStomp, chain_stomp_width, scrap_stomp_size
from .placing import Placement, placer

__all__ = ["GIRD_SIZE", "ADOOR_SIZE"]

#: Gird_Main: obActWid $60, obHeight $18 (d3 = obHeight + 1).
GIRD_SIZE = (0x60, 0x18)
#: ADoor_Main obActWid 8; ADoor_Animate d1 = $11, d2 = $20, d3 = $21.
ADOOR_SIZE = (8, 0x11, 0x20, 0x21)


@placer("s1", 0x31)
def _chain_stomp(rec: Placement) -> list[ObjectDescription]:
    """CStom_Main / loc_B798: a subtype with bit 7 is switch stomper $80 or
    $81 (CStom_SwchNums: type 0, size 0; other values read past the table);
    else type = subtype & $F (0-6: CStom_TypeIndex) and the size entry
    (subtype >> 4) & 7 (0-2: CStom_Var2). Type 0 waits for a button (not
    modelled): it stays where its routine leaves it, $70 px down."""
    if chain_stomp_width(rec.subtype) is None:
        return []
    return [S1ChainStomp(rec.x, rec.y, subtype=rec.subtype)]


@placer("s1", 0x6B)
def _scrap_stomp(rec: Placement) -> list[ObjectDescription]:
    """Sto_Main / Sto_Action: sizes from Sto_Var by (subtype >> 4) & 7 (past
    the fifth entry: not placed); the type is the entry's (subtype bit 7) or
    subtype & $F (0-5). Buttons are not modelled: doors (1, 2) and type 5
    stand where their routine keeps them with no switch pressed. In Scrap
    Brain 3 (LZ's zone, v_obj6B) only the first one the camera loads exists
    (Sto_Main deletes any other while it does): not placed."""
    if rec.act == "sbz3":
        return []
    if scrap_stomp_size(rec.subtype) is None:
        return []
    return [S1ScrapStomp(rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


@placer("s1", 0x70)
def _girder(rec: Placement) -> list[ObjectDescription]:
    """Gird_Main / Gird_Action: every subtype the same, SolidObject with d1 =
    $60 + $B, d2 = $18, d3 = $19."""
    width, height = GIRD_SIZE
    return [KindObject("s1_girder", rec.x, rec.y, solid_width=width + SOLID_EXTRA, half_height=height,
                       stand_height=height + 1, width=width)]


@placer("s1", 0x2A)
def _auto_door(rec: Placement) -> list[ObjectDescription]:
    """ADoor_Main / ADoor_OpenShut: every subtype the same; the X flip says
    which side it opens to."""
    width, cx, hj, hs = ADOOR_SIZE
    return [KindObject("s1_auto_door", rec.x, rec.y, x_flip=rec.x_flip, solid_width=cx, half_height=hj,
                       stand_height=hs, width=width)]
