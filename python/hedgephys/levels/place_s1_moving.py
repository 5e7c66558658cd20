"""Placers of Sonic 1's platforms that move when stood on or by the
oscillators (docs/kinds/s1_blocks.md): Star Light's elevators, id $59
``Elevator`` (kind ``s1_elevator``, _incObj/59 SLZ Elevators.asm), and the
moving blocks, id $52 ``MovingBlock`` (kind ``s1_moving_block``,
_incObj/52 Moving Blocks.asm).

``Elev_Main`` reads ``obActWid`` from ``Elev_Var1`` by subtype bits 4-6 (one
entry, $28: a subtype from $10 up reads past it) and (distance / 4, type)
from ``Elev_Var2`` by subtype & $F; a subtype with bit 7 is
``Elev_MakeMulti``, which spawns a new elevator every few frames from when it
is loaded (a camera-dependent phase), and type $E becomes the spawned
elevators' ``.type09``; neither is placed, nor $F (past ``Elev_Var2``).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__ = ["ELEV_WIDTH", "MBLOCK_TYPES", "MBLOCK_WIDTHS"]

#: Elev_Var1: obActWid of the subtypes below $10.
ELEV_WIDTH = 0x28
#: MBlock_Var: obActWid by (subtype >> 4) & $F (5 entries: past them the
#: table's end, not placed).
MBLOCK_WIDTHS = (0x10, 0x20, 0x20, 0x40, 0x30)
#: The MovingBlock types (subtype & $F) placed: still, swinging with an
#: oscillator (1: in x, 8: in y), out and back once stood on (9, then $A).
MBLOCK_TYPES = (0, 1, 8, 9, 0xA)


@placer("s1", 0x59)
def _elevator(rec: Placement) -> list[ObjectDescription]:
    """Elev_Main / Elev_Platform / Elev_Action (PlatformObject with d1 =
    obActWid $28, the surface 8 px above the centre)."""
    if rec.subtype >= 0xE:
        return []
    return [KindObject("s1_elevator", rec.x, rec.y, subtype=rec.subtype, width=ELEV_WIDTH)]


@placer("s1", 0x52)
def _moving_block(rec: Placement) -> list[ObjectDescription]:
    """MBlock_Main / MBlock_Platform / MBlock_StandOn (PlatformObject with
    d1 = obActWid from MBlock_Var). Types 2-5 move right until a wall
    (ObjHitWallRight) and 4 then falls to the floor, 7 waits for switch 2
    (and pops the stack): not placed."""
    index = (rec.subtype >> 4) & 0xF
    if index >= len(MBLOCK_WIDTHS) or rec.subtype & 0xF not in MBLOCK_TYPES:
        return []
    return [KindObject("s1_moving_block", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width=MBLOCK_WIDTHS[index])]
