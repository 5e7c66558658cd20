"""Sonic 2's seesaw of Hill Top Zone and its spiked ball (the registry kinds
``seesaw`` and ``seesaw_ball``: cpp/hedgephys/kinds/seesaw.cpp, s2.asm Obj14;
docs/kinds/s2.md). Sonic 2 only: the constructors refuse other games.

Place the ball right after its seesaw, with the seesaw's position and flip
(Obj14_Init allocates the ball after itself and gives it its own position and
status): the ball reads the seesaw before it.
"""
from __future__ import annotations

from typing import Optional, Union

from . import _core
from .kinds import KindObject, Motion, _pixels, _Row

__all__ = ["Seesaw", "SeesawBall", "BALL_COLLISION", "BALL_RADII", "ball_rest_position"]

#: Obj14_Ball_Init: the ball's collision byte $8B: hurt class, size $0B of
#: S2 Touch_Sizes (levels.touch_data), 8 x 8.
BALL_COLLISION = 0x8B
BALL_RADII = (8, 8)
#: Obj14_Ball_Init: the ball starts $28 px right of the seesaw's centre ($28
#: left when x-flipped) and $10 px lower (objoff_34); resting on the low end,
#: Obj14_YOffsets' -8 lifts it back up by 8.
_BALL_X, _BALL_DY, _LOW_END = 0x28, 0x10, -8


def _s2_only(kind: str, game: str) -> None:
    if game != "s2":
        raise ValueError(f"a {kind} is Sonic 2's object (s2.asm Obj14), not modelled for {game!r}")


def ball_rest_position(x: float, y: float, x_flip: bool) -> tuple[int, int]:
    """Where the ball of a seesaw placed at ``(x, y)`` rests before anything
    moves (Obj14_SetBallToRestOnSeeSaw: the low end, in pixels; 16-bit
    words, so a seesaw near x = 0 or 65535 puts it across the wrap)."""
    px, py = _pixels("x", x) >> 16, _pixels("y", y) >> 16
    bx = px - _BALL_X if x_flip else px + _BALL_X
    return bx & 0xFFFF, (py + _BALL_DY + _LOW_END) & 0xFFFF


class _Obj14Part(KindObject):
    """A part of Obj14 (the seesaw or its ball): the layout's position and
    flip, no ``motion`` (its routine moves it, or nothing does), Sonic 2 only."""

    def __init__(self, x: float, y: float, x_flip: Union[bool, int] = False,
                 motion: Optional[Motion] = None) -> None:
        what = self.kind.replace("_", " ")
        if motion is not None:
            raise ValueError(f"a {what} moves only by its routine; it takes no motion")
        KindObject.__init__(self, self.kind, x, y, None, x_flip=x_flip)

    def _row(self, game: str) -> _Row:
        _s2_only(self.kind.replace("_", " "), game)
        return super()._row(game)


class Seesaw(_Obj14Part):
    """Sonic 2's seesaw (Obj14): a sloped platform 96 px wide that tilts
    toward the end the player stands on, one frame of its three (right end
    down, level within 8 px of the centre, left end down) a frame; with nobody
    on it toward the end it last tilted to or the ball came down on.
    ``x_flip``: the layout's flip (it starts with the left end down). The
    ball is a :class:`SeesawBall` placed right after it. Sonic 2 only; it
    takes no ``motion`` (the routine never moves it).
    """

    kind = "seesaw"


class SeesawBall(_Obj14Part):
    """The spiked ball of a Sonic 2 seesaw (Obj14's Sol): give it the
    seesaw's ``x``, ``y`` and ``x_flip`` and place it right after that
    seesaw. It starts resting on the low end (:func:`ball_rest_position`),
    is thrown up when the seesaw tilts away under it, tilts the seesaw where
    it comes down and launches a player standing on the end that rises. A
    hurt hitbox of 8 x 8 px (collision byte $8B). Sonic 2 only; no ``motion``.
    """

    kind = "seesaw_ball"

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        x, y = ball_rest_position(self.x, self.y, bool(self.x_flip))
        row["pos"] = (_pixels("x", x), _pixels("y", y))
        row["radii"] = BALL_RADII
        row["reaction"] = int(_core.VOCABULARY["reactions"]["hurt"])  # rules/objects G4 $80
        return row
