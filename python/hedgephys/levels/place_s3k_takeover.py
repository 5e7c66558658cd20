"""Placers of Sonic 3 & Knuckles objects that take the player over
(``object_control``), read in s3.asm and checked against Sonic & Knuckles'
copy in sonic3k.asm (docs/kinds/s3k_takeover.md).

Hydrocity's spinning columns (``Obj_HCZSpinningColumn``, S3 Set and SK Set 1
$68; sonic3k.asm's copy, loc_326B6 / sub_32784, is the same routine): the
kind ``s3k_hcz_spinning_column``. Its motion is subtype & 3 (0 still, 1
sliding by its own counter, which starts at subtype & $F0, 2 bobbing by
oscillator 7); a motion of 3 reads past its table (off_31948) and no layout
has one: not placed, nor a counter start above $E0 (none either). Present
from the first frame, its phase from frame 0 (docs/levels.md).

Hydrocity's hand launchers (``Obj_HCZHandLauncher``, S3 Set and SK Set 1
$3A; sonic3k.asm's copy, loc_30B58 / sub_30CF8, is the same routine but for
the radius of a grabbed Knuckles): the kind ``s3k_hcz_hand_launcher``, a
top-solid hand (``SolidObjectTop``, d1 = $20, d3 = $11) that rises under a
player near it, grabs him and throws him. It ignores its subtype.

Hydrocity's twisting loops (``Obj_HCZTwistingLoop``, S3 Set and SK Set 1
$69; sonic3k.asm's copy is the same routine): the kind
``s3k_hcz_twisting_loop``, an invisible object that takes a rolling player
over and drives him through the loop by its row of word_3863A (subtype &
$7F; rows 0-7, the layouts' subtypes are 0-7 and $80-$87).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: loc_318E0: SolidObjectFull's d1 (solid width), d2 (half height), d3 (stand height).
HCZ_COLUMN_SOLID = (0x1B, 0x20, 0x21)
#: off_31948's entries: the motions (subtype & 3) its table holds.
HCZ_COLUMN_MOTIONS = 3
#: loc_31950: the counter turns round at $E0; a start above it is not placed.
HCZ_COLUMN_TOP = 0xE0


def _hcz_spinning_column(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_HCZSpinningColumn`` (loc_318E0): its motion (sub_3193C), the rider routine sub_319AE,
    then SolidObjectFull with d1 = $1B, d2 = $20, d3 = $21 (the kind's defaults)."""
    if rec.subtype & 3 >= HCZ_COLUMN_MOTIONS or rec.subtype & 0xF0 > HCZ_COLUMN_TOP:
        return []
    return [KindObject("s3k_hcz_spinning_column", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


placer("s3", 0x68)(_hcz_spinning_column)   # Object pointers - S3 Set
placer("sk1", 0x68)(_hcz_spinning_column)  # Object pointers - SK Set 1 (sonic3k.asm: the same routine)


#: loc_2F762: SolidObjectTop's d1 (width) and d3 (surface height).
HCZ_HAND_SIZE = (0x20, 0x11)


def _hcz_hand_launcher(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_HCZHandLauncher`` (loc_2F6D8, loc_2F786, sub_2F878, sub_2F80C): SolidObjectTop with
    d1 = $20, d3 = $11 (the kind's defaults) while it waits, and the grab and throw."""
    return [KindObject("s3k_hcz_hand_launcher", rec.x, rec.y, x_flip=rec.x_flip)]


placer("s3", 0x3A)(_hcz_hand_launcher)   # Object pointers - S3 Set
placer("sk1", 0x3A)(_hcz_hand_launcher)  # Object pointers - SK Set 1 (sonic3k.asm: the same routine)


#: word_3863A's rows: the subtypes (& $7F) a twisting loop reads a row for.
HCZ_LOOP_ROWS = 8


def _hcz_twisting_loop(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_HCZTwistingLoop`` (loc_3869A, sub_386C0, sub_38806): no collision of its own; it takes a
    rolling player in its window over and drives him through the loop by word_3863A's row (subtype & $7F)."""
    if rec.subtype & 0x7F >= HCZ_LOOP_ROWS:
        return []  # past word_3863A
    return [KindObject("s3k_hcz_twisting_loop", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip)]


placer("s3", 0x69)(_hcz_twisting_loop)   # Object pointers - S3 Set
placer("sk1", 0x69)(_hcz_twisting_loop)  # Object pointers - SK Set 1 (sonic3k.asm: the same routine)
