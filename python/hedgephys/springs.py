"""Springs (docs/kinds/spring.md): the :class:`Spring` constructor of the
registry kind ``spring`` (routine: cpp/hedgephys/kinds/spring.cpp).

A spring is described as the level layout describes it: its ``subtype`` byte
and its ``x_flip`` bit, read as each game's init routine reads them
(:func:`spring_direction`; :func:`spring_subtype` builds one). The sizes its
routine passes to the solid procedure, and the diagonal springs' height
arrays, are the game's own and follow from the game the :class:`Objects`
batch is built for:

* Sonic 1 ``Springs`` (``_incObj/41 Springs.asm``): bit 4 sideways, bit 5
  down; ``subtype & 0xF`` indexes the two powers (0 red, 2 yellow).
* Sonic 2 ``Obj41`` and Sonic 3 & Knuckles ``Obj_Spring``: ``(subtype >> 3)
  & 0xE`` picks up, horizontal, down, diagonally up, diagonally down; bit 1
  yellow; bit 0 twirl; bits 2-3 = 1 / 2 put the player on layer A / B; bit 7
  stops the other speed component (not on diagonal springs).

``x_flip``: a horizontal spring faces left (it launches the player to the
left), a diagonal one faces up-left / down-left.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion, _Row

__all__ = ["DIRECTIONS", "STRENGTHS", "SPRING_SIZES", "SPRING_HEIGHTS", "Spring", "spring_direction",
           "spring_subtype"]

#: Direction names, in the order of the S2/S3K routine table.
DIRECTIONS = ("up", "horizontal", "down", "diagonal_up", "diagonal_down")
#: Strength names by the subtype's bit 1 (S1: subtype & 0xF = 0 or 2).
STRENGTHS = ("red", "yellow")

#: (cx, hj, hs, aw) by game and direction: the routine's d1, d2, d3 for the
#: solid procedure and the object's width_pixels (S1 obActWid). S1 Spring_Up /
#: Spring_Dwn / Spring_LR; S2 Obj41_Up / _Down / _Horizontal / _Diagonally*; S3K
#: Obj_Spring_Up / _Down (d3 = 9) / _Horizontal / _UpDiag / _DownDiag. The
#: diagonal ones run the sloped procedure, which has no d3.
SPRING_SIZES: dict[str, dict[str, tuple[int, int, int, int]]] = {
    "s1": {"up": (0x1B, 8, 0x10, 0x10), "horizontal": (0x13, 0xE, 0xF, 8), "down": (0x1B, 8, 0x10, 0x10)},
    "s2": {"up": (0x1B, 8, 0x10, 0x10), "horizontal": (0x13, 0xE, 0xF, 8), "down": (0x1B, 8, 0x10, 0x10),
           "diagonal_up": (0x1B, 0x10, 0, 0x10), "diagonal_down": (0x1B, 0x10, 0, 0x10)},
    "s3k": {"up": (0x1B, 8, 0x10, 0x10), "horizontal": (0x13, 0xE, 0xF, 8), "down": (0x1B, 8, 9, 0x10),
            "diagonal_up": (0x1B, 0x10, 0, 0x10), "diagonal_down": (0x1B, 0x10, 0, 0x10)},
}
# Sonic 3 alone (game "s3" where the package has it): s3.asm is where the
# numbers above were read, and its routines are the S3K branches of the kind's.
SPRING_SIZES["s3"] = SPRING_SIZES["s3k"]
#: The diagonal springs' height arrays, 28 signed values (one per 2 px of the
#: 2 x 0x1B combined width): S2 Obj41_SlopeData_DiagUp / _DiagDown, S3K
#: byte_21D78 / byte_21D94 (the same numbers; rules/objects §12.4).
SPRING_HEIGHTS: dict[str, tuple[int, ...]] = {
    "diagonal_up": (16,) * 12 + (14, 12, 10, 8, 6, 4, 2, 0, -2) + (-4,) * 7,
    "diagonal_down": (-12,) + (-16,) * 11 + (-14, -12, -10, -8, -6, -4, -2, 0, 2) + (4,) * 7,
}


def _game(game: str) -> str:
    if game not in SPRING_SIZES:
        raise ValueError(f"springs are modelled for Sonic 1, 2 and 3 (& Knuckles) "
                         f"({', '.join(map(repr, SPRING_SIZES))}), not {game!r}")
    return game


def spring_direction(game: str, subtype: int) -> str:
    """The direction the game's init routine reads from a spring's subtype
    (module doc); a ValueError for a subtype it cannot take (the original
    would read its power or its routine from outside its table)."""
    _game(game)
    if game == "s1":
        if subtype & 0xF not in (0, 2):
            raise ValueError(f"a Sonic 1 spring's subtype {subtype:#04x}: subtype & 0xF must be 0 (red) or "
                             "2 (yellow); Spring_Main reads its power past Spring_Powers otherwise")
        return "down" if subtype & 0x20 else "horizontal" if subtype & 0x10 else "up"
    index = (subtype >> 4) & 7
    if index >= len(DIRECTIONS):
        raise ValueError(f"a spring's subtype {subtype:#04x}: (subtype >> 3) & 0xE = {2 * index} is past the "
                         f"game's table of five spring routines (0..8)")
    return DIRECTIONS[index]


def spring_subtype(game: str, direction: str = "up", strength: str = "red", twirl: bool = False,
                   layer: Optional[str] = None, stop: bool = False) -> int:
    """The subtype byte of a spring (module doc): ``direction`` one of
    :data:`DIRECTIONS` (the diagonal ones are Sonic 2 and 3&K only),
    ``strength`` ``"red"`` or ``"yellow"``; Sonic 2 and 3&K only: ``twirl``
    (bit 0), ``layer`` ``"A"`` / ``"B"`` given to the player (bits 2-3),
    ``stop`` (bit 7: the other speed component set to 0)."""
    _game(game)
    if direction not in SPRING_SIZES[game]:
        raise ValueError(f"a {game} spring's direction is one of {', '.join(SPRING_SIZES[game])}, "
                         f"not {direction!r}")
    if strength not in STRENGTHS:
        raise ValueError(f"a spring's strength is 'red' or 'yellow', not {strength!r}")
    bits = 2 * STRENGTHS.index(strength)
    if game == "s1":
        if twirl or layer is not None or stop:
            raise ValueError("Sonic 1's springs have no twirl, layer or stop bits")
        return bits | {"up": 0, "horizontal": 0x10, "down": 0x20}[direction]
    if layer not in (None, "A", "B"):
        raise ValueError(f"layer must be None, 'A' or 'B', not {layer!r}")
    bits |= (1 if twirl else 0) | {None: 0, "A": 4, "B": 8}[layer] | (0x80 if stop else 0)
    return bits | DIRECTIONS.index(direction) << 4


class Spring(KindObject):
    """A spring (registry kind ``spring``; module doc): ``subtype`` (the layout's
    byte, default 0: a red spring facing up) and ``x_flip``. Its sizes and, for
    a diagonal one, its heights are the game's (:data:`SPRING_SIZES`,
    :data:`SPRING_HEIGHTS`), taken when the :class:`~hedgephys.Objects` batch
    is built; a subtype the game cannot take is refused then.
    State ``"sprung"`` while its launch animation plays (``timer`` frames
    left): a Sonic 1 spring is not solid then, a horizontal Sonic 2 / 3&K one
    launches only players pushing it. Event ``"sprung"``: it launched the player.
    """

    kind = "spring"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        KindObject.__init__(self, "spring", x, y, motion, **params)

    def direction(self, game: str) -> str:
        """Its direction in ``game`` (:func:`spring_direction`)."""
        return spring_direction(game, self.subtype)

    def _row(self, game: str) -> _Row:
        direction = self.direction(game)
        cx, hj, hs, aw = SPRING_SIZES[game][direction]
        if game == "s1" and self.subtype & 0x30 == 0x30:
            aw = 8  # Spring_Main: the sideways branch set obActWid before the down one won
        row = super()._row(game)
        row["params"] = (cx, hj, hs, aw)
        row["radii"] = (aw, hj)  # the box drawn: width_pixels x the solid height
        row["heights"] = SPRING_HEIGHTS.get(direction, ())
        return row
