"""Sonic 2's springboards (the registry kind ``s2_springboard``,
cpp/hedgephys/kinds/s2_springboard.cpp; docs/kinds/s2_bounce.md
"Springboards"): ``Obj40`` of Chemical Plant, Aquatic Ruin and Mystic Cave.

A sloped solid (``SlopedSolid_SingleCharacter``, d1 = $27, d2 = 8) whose
height array follows its picture: :data:`SPRINGBOARD_HEIGHTS` (frame 0,
``Obj40_SlopeData_DiagUp``) while it rests, :data:`SPRINGBOARD_PRESSED`
(frame 1, ``Obj40_SlopeData_Straight``) while pressed. A player standing
past its trigger line presses it and is thrown up when it springs back.
"""
from __future__ import annotations

from typing import Optional

from .kinds import KindObject, Motion, _Row

__all__ = ["S2Springboard", "SPRINGBOARD_HEIGHTS", "SPRINGBOARD_PRESSED", "SPRINGBOARD_WIDTH"]

#: Obj40_SlopeData_DiagUp: one height per 2 px from the left end (frame 0).
SPRINGBOARD_HEIGHTS: tuple[int, ...] = (
    8, 8, 8, 8, 8, 8, 8, 9, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF, 0x10, 0x10,
    0x11, 0x12, 0x13, 0x14, 0x14, 0x15, 0x15, 0x16, 0x17, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18,
    0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18, 0x18)
#: Obj40_SlopeData_Straight (frame 1, pressed).
SPRINGBOARD_PRESSED: tuple[int, ...] = (
    8, 8, 8, 8, 8, 8, 8, 9, 0xA, 0xB, 0xC, 0xC, 0xC, 0xC, 0xD, 0xD,
    0xD, 0xD, 0xD, 0xD, 0xE, 0xE, 0xF, 0xF, 0x10, 0x10, 0x10, 0x10, 0xF, 0xF, 0xE, 0xE,
    0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD, 0xD)
#: Obj40_Init: width_pixels $1C (its drawn half-width).
SPRINGBOARD_WIDTH = 0x1C


class S2Springboard(KindObject):
    """A springboard at (x, y): ``subtype`` as the layout gives it (bit 0:
    the player twirls; bits 2-3 = 1 or 2: layer A or B, as a spring's) and
    ``x_flip`` (raised on the left). ``solid_width`` / ``half_height``: the
    routine's d1 / d2 ($27, 8); ``width``: its width_pixels ($1C), the
    landing test's half-width (rules/objects A8.3). Event ``"sprung"``: it threw the player."""

    kind = "s2_springboard"

    def __init__(self, x: float, y: float, subtype: int = 0, x_flip: bool = False,
                 solid_width: int = 0x27, half_height: int = 8, width: int = SPRINGBOARD_WIDTH,
                 motion: Optional[Motion] = None) -> None:
        KindObject.__init__(self, "s2_springboard", x, y, motion, subtype=subtype, x_flip=x_flip,
                            solid_width=solid_width, half_height=half_height, width=width)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["radii"] = (self.width, self.half_height)
        row["heights"] = SPRINGBOARD_HEIGHTS + SPRINGBOARD_PRESSED
        return row
