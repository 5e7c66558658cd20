"""Placers of Sonic 1's blocks (issue 18): the subtypes that stand still,
whose routine does nothing but call ``SolidObject`` with constant sizes
(:class:`~hedgephys.SolidBox`, rules/objects §2 procedure A); Marble Zone's
button, and its green block that a curled player breaks from above
(:class:`~hedgephys.Breakable`, ``"top"``); the subtypes of
``FloatingBlock`` and ``MarbleBrick`` that ride the global oscillators
(kind ``s1_floating_block``) and Labyrinth Zone's blocks that sink, fall,
rise or float (kind ``s1_labyrinth_block``), docs/kinds/s1_blocks.md. The
other falling, timed and switch-driven subtypes of the same objects are not
placed (the coverage table says why, :mod:`.catalogue_reasons_s1`).

Each routine passes ``d1 = obActWid + $B``, so the SolidBox's width radius
is ``obActWid`` (its ``aw``) and ``cx`` is ``width + 11`` as the kind makes
it; ``d2`` is the height radius and ``d3`` its ``stand_height``.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SolidBox
from ..spike_kinds import Breakable
from .placing import Placement, placer

__all__ = ["BUTTON_DROP", "FBLOCK_SIZES", "FBLOCK_SWINGS", "FBLOCK_SQUARES", "LBLOCK_SIZES", "LBLOCK_TYPES"]

#: FBlock_Var (_incObj/56 Floating Blocks and Doors.asm): (obActWid,
#: obHeight) by (subtype >> 4) & 7.
FBLOCK_SIZES = ((0x10, 0x10), (0x20, 0x20), (0x10, 0x20), (0x20, 0x1A),
                (0x10, 0x27), (0x10, 0x10), (0x08, 0x20), (0x40, 0x10))
#: LBlk_Var (_incObj/61 LZ Blocks.asm): (obActWid, obHeight) by (subtype >> 4) & 3.
LBLOCK_SIZES = ((0x10, 0x10), (0x20, 0x0C), (0x10, 0x10), (0x10, 0x10))
#: FloatingBlock's types (subtype & $F) that swing with an oscillator
#: (.type01-.type04: x or y, $40 or $80 px) and that go round a square
#: (.type08-.type0B: FBlock_Main turns their start outside Labyrinth Zone).
FBLOCK_SWINGS = (1, 2, 3, 4)
FBLOCK_SQUARES = (8, 9, 0xA, 0xB)
#: LabyrinthBlock's types (subtype & $F) of the kind s1_labyrinth_block:
#: sinks then falls (1), sinks then rises (3), floats with the water (7).
LBLOCK_TYPES = (1, 3, 7)
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


def _oscillating_block(rec: Placement, width: int, height: int, routine: str) -> list[ObjectDescription]:
    """The kind s1_floating_block: SolidObject with d1 = obActWid + $B,
    d2 = obHeight, d3 = obHeight + 1 after the type's move."""
    return [KindObject("s1_floating_block", rec.x, rec.y, width_radius=width, height_radius=height,
                       subtype=rec.subtype, routine=routine, x_flip=rec.x_flip, y_flip=rec.y_flip,
                       solid_width=width + 0xB, half_height=height, stand_height=height + 1, width=width)]


@placer("s1", 0x56)
def _floating_block(rec: Placement) -> list[ObjectDescription]:
    """FBlock_Main / FBlock_Action: size from FBlock_Var. Type 0 (subtype
    bit 7 clear, low nibble 0: ``.type00`` does not move) is a SolidBox;
    types 1-4 (``.moveLR`` / ``.moveUD``) and, outside Labyrinth Zone (whose
    FBlock_Main skips the square's turn; sbz3 is its fourth act), 8-$B
    (``.square``) move with the oscillators. Bit 7 makes a switch-driven
    door of it (types 5 and $C), types 5-7 and $C-$F wait for switches: not
    placed."""
    if rec.subtype & 0x80:
        return []
    type_ = rec.subtype & 0xF
    if type_ == 0:
        return _sized_block(rec, 0x8F, FBLOCK_SIZES)
    in_lz = rec.act.startswith("lz") or rec.act == "sbz3"
    if type_ in FBLOCK_SWINGS or (type_ in FBLOCK_SQUARES and not in_lz):
        width, height = FBLOCK_SIZES[(rec.subtype >> 4) & 7]
        return _oscillating_block(rec, width, height, "floating_block")
    return []


@placer("s1", 0x46)
def _marble_brick(rec: Placement) -> list[ObjectDescription]:
    """Brick_Main / Brick_Action: obActWid $10; the solid call has
    d1 = $1B, d2 = $10, d3 = $11. Type 0 (subtype & 7) is a SolidBox;
    type 1 (``Brick_Type01``) wobbles with the oscillator at v_oscillate+$16
    (kind s1_floating_block); type 2 falls once the player comes within $90
    px and type 3 falls: not placed."""
    type_ = rec.subtype & 7
    if type_ == 0:
        return [SolidBox(rec.x, rec.y, 0x10, 0x10, stand_height=0x11)]
    if type_ == 1:
        return _oscillating_block(rec, 0x10, 0x10, "marble_brick")
    return []


@placer("s1", 0x61)
def _labyrinth_block(rec: Placement) -> list[ObjectDescription]:
    """LBlk_Main / LBlk_Action: size from LBlk_Var. Type 0 (low nibble 0)
    neither moves nor sinks when stood on (loc_12180 leaves a block alone
    whose untouched flag LBlk_Main did not set): a SolidBox. Types 1 and 3
    (sink, then fall or rise, once stood on) and 7 (floats with the water)
    are the kind s1_labyrinth_block; 5 (falls once pushed from a side) is
    not placed."""
    type_ = rec.subtype & 0xF
    if type_ == 0:
        return _sized_block(rec, 0x0F, LBLOCK_SIZES)
    if type_ not in LBLOCK_TYPES:
        return []
    width, height = LBLOCK_SIZES[(rec.subtype >> 4) & 3]
    return [KindObject("s1_labyrinth_block", rec.x, rec.y, width_radius=width, height_radius=height,
                       subtype=rec.subtype, solid_width=width + 0xB, half_height=height,
                       stand_height=height + 1, width=width)]


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
