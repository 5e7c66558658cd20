"""Placers of Sonic 1's objects taken by h-s1path (issue 18 points 3/4):
Star Light Zone's seesaw (Object 5E, ``5E Seesaw.asm``: kinds ``seesaw`` and
``seesaw_ball``, :mod:`hedgephys.seesaw`; docs/kinds/s2.md "The seesaw's
kinds", which is Sonic 2's Obj14 procedure with Sonic 1's numbers) and
staircase (Object 5B, ``5B Staircase.asm``: kind ``s1_staircase``,
:mod:`hedgephys.s1_path_kinds`; docs/kinds/s1_path.md) and Scrap Brain's
pizza cutters (Object 6A, ``6A Saws and Pizza Cutters.asm``: kind
``s1_spike_ball`` with ``saw``) and Marble Zone's glass blocks (Object 30,
``30 MZ Large Green Glass Blocks.asm``: kind ``s1_glass_block``).
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..s1_kinds import S1SpikeBall
from ..s1_path_kinds import S1GlassBlock, staircase
from ..seesaw import Seesaw, SeesawBall
from .placing import Placement, placer
from .touch_data import touch_size

__all__ = ["SAW_COLLISION"]


@placer("s1", 0x5E)
def _s1_seesaw(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Seesaw`` (See_Main: obActWid $30; the layout's flip starts it on
    frame 2, the left end down; subtype 0 allocates its spiked ball with
    FindNextFreeObj, at its own position and status, which See_Spikeball moves
    $28 px to the low end): the seesaw, then its ball when the subtype is 0."""
    out: list[ObjectDescription] = [Seesaw(rec.x, rec.y, x_flip=rec.x_flip)]
    if rec.subtype == 0:
        out.append(SeesawBall(rec.x, rec.y, x_flip=rec.x_flip))
    return out


@placer("s1", 0x5B)
def _s1_staircase(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Staircase`` (Stair_Main: four blocks $20 px apart from the
    layout's x, each SolidObject d1 = obActWid $10 + $B, d2 $10, d3 $11; the
    parent first, its flip reversing the order the blocks drop in): kind
    ``s1_staircase``. Subtypes 0-3 (Stair_TypeIndex; every staircase of the
    layouts is 0 or 2); a higher one, whose type reaches past the table, is
    not placed."""
    if rec.subtype > 3:
        return []
    return list(staircase(rec.x, rec.y, rec.subtype, rec.x_flip))


#: Saw_Main: ``move.b #$A2,obColType(a0)`` (subtypes below 3 only).
SAW_COLLISION = 0xA2


@placer("s1", 0x6A)
def _s1_saw(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Saws`` (Saw_Main: collision $A2 when the subtype byte is below 3;
    Saw_Action types 0-2: still, or x0 minus oscillator 3's byte (flipped:
    $60 minus it), or y0 minus oscillator 1's (flipped: $80 minus it)): a
    ``s1_spike_ball`` with ``saw``. The ground saws (subtypes 3 and 4,
    ``.type03`` / ``.type04``: no collision until the player is $C0 px right
    of / $E0 px left of them within $80 px of their y, then $A2 and obVelX
    $600 / -$600) are the same kind's types 3 and 4; other subtypes (none in
    the layouts) are not placed."""
    if rec.subtype > 4:
        return []
    w, h = touch_size("s1", SAW_COLLISION)
    return [S1SpikeBall(rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip, width_radius=w, height_radius=h,
                        saw=True)]


@placer("s1", 0x30)
def _s1_glass_block(rec: Placement) -> list[ObjectDescription]:
    """S1 ``GlassBlock`` (Glass_Main: for types 0-2 the block, routine 2,
    SolidObject d1 $2B, d2 $48, d3 $49, obActWid $20, and its reflection,
    which never collides and is not placed): a ``s1_glass_block``. Types 3
    (stood on) and 4 (a button) are not placed."""
    if rec.subtype > 2:
        return []
    return [S1GlassBlock(rec.x, rec.y, subtype=rec.subtype)]
