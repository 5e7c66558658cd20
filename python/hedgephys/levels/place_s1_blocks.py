"""Placers of Sonic 1's blocks that stand still (issue 18): the subtypes
whose routine does nothing but call ``SolidObject`` with constant sizes
(:class:`~hedgephys.SolidBox`, rules/objects §2 procedure A), Marble Zone's
button, and its green block that a curled player breaks from above
(:class:`~hedgephys.Breakable`, ``"top"``). The moving, falling, timed and
switch-driven subtypes of the same objects are not placed (the coverage
table says why, :mod:`.catalogue_reasons_s1`).

Each routine passes ``d1 = obActWid + $B``, so the SolidBox's width radius
is ``obActWid`` (its ``aw``) and ``cx`` is ``width + 11`` as the kind makes
it; ``d2`` is the height radius and ``d3`` its ``stand_height``.
"""
from __future__ import annotations

from ..objects import ObjectDescription, SolidBox
from ..spike_kinds import Breakable
from .placing import Placement, placer

__all__ = ["BUTTON_DROP", "FBLOCK_SIZES", "LBLOCK_SIZES"]

#: FBlock_Var (_incObj/56 Floating Blocks and Doors.asm): (obActWid,
#: obHeight) by (subtype >> 4) & 7.
FBLOCK_SIZES = ((0x10, 0x10), (0x20, 0x20), (0x10, 0x20), (0x20, 0x1A),
                (0x10, 0x27), (0x10, 0x10), (0x08, 0x20), (0x40, 0x10))
#: LBlk_Var (_incObj/61 LZ Blocks.asm): (obActWid, obHeight) by (subtype >> 4) & 3.
LBLOCK_SIZES = ((0x10, 0x10), (0x20, 0x0C), (0x10, 0x10), (0x10, 0x10))
#: But_Main moves the button down by 3 px (``addq.w #3,obY``).
BUTTON_DROP = 3


def _sized_block(rec: Placement, moving: int, sizes: tuple[tuple[int, int], ...]) -> list[ObjectDescription]:
    """A block sized by ``sizes[(subtype >> 4) & (len - 1)]`` (obActWid,
    obHeight), placed unless a bit of ``moving`` is set in its subtype; the
    solid call has d1 = obActWid + $B, d2 = obHeight, d3 = obHeight + 1."""
    if rec.subtype & moving:
        return []
    width, height = sizes[(rec.subtype >> 4) & (len(sizes) - 1)]
    return [SolidBox(rec.x, rec.y, width, height, stand_height=height + 1)]


@placer("s1", 0x56)
def _floating_block(rec: Placement) -> list[ObjectDescription]:
    """FBlock_Main / FBlock_Action: size from FBlock_Var. Only type 0
    (subtype bit 7 clear, low nibble 0: ``.type00`` does not move) is
    placed; bit 7 makes a switch-driven door of it (types 5 and $C)."""
    return _sized_block(rec, 0x8F, FBLOCK_SIZES)


@placer("s1", 0x46)
def _marble_brick(rec: Placement) -> list[ObjectDescription]:
    """Brick_Main / Brick_Action: obActWid $10; the solid call has
    d1 = $1B, d2 = $10, d3 = $11. Type 0 (subtype & 7) only: types 1-4
    wobble with an oscillator or fall."""
    if rec.subtype & 7:
        return []
    return [SolidBox(rec.x, rec.y, 0x10, 0x10, stand_height=0x11)]


@placer("s1", 0x61)
def _labyrinth_block(rec: Placement) -> list[ObjectDescription]:
    """LBlk_Main / LBlk_Action: size from LBlk_Var. Type 0 (low nibble 0)
    only: it neither moves nor sinks when stood on (loc_12180 leaves a block
    alone whose untouched flag LBlk_Main did not set)."""
    return _sized_block(rec, 0x0F, LBLOCK_SIZES)


@placer("s1", 0x32)
def _button(rec: Placement) -> list[ObjectDescription]:
    """But_Main / But_Pressed: obActWid $10, 3 px below its layout
    position; the solid call has d1 = $1B, d2 = d3 = 5 (the player sinks
    1 px after landing, rules/objects B2). What it does to the switches
    (``f_switch``) is left to the objects that read them."""
    return [SolidBox(rec.x, (rec.y + BUTTON_DROP) & 0xFFFF, 0x10, 5)]


@placer("s1", 0x51)
def _smash_block(rec: Placement) -> list[ObjectDescription]:
    """Smab_Main / Smab_Solid: obActWid $10; the solid call has d1 = $1B,
    d2 = $10, d3 = $11; a player standing on it with the roll animation of
    before the call is bounced off curled (y speed -$300) and it breaks:
    the ``"top"`` rule of the breakable kind (S2 Obj32's)."""
    return [Breakable(rec.x, rec.y, 0x10, 0x10, "top")]
