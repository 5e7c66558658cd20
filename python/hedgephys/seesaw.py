"""Sonic 2's seesaw of Hill Top Zone and its spiked ball (the registry kinds
``seesaw`` and ``seesaw_ball``: cpp/hedgephys/kinds/seesaw.cpp, s2.asm Obj14;
docs/kinds/s2.md), and Sonic 1's of Star Light Zone (Object 5E, "5E
Seesaw.asm"), the same procedure with its own numbers. Sonic 1 and 2 only:
the constructors refuse other games.

Place the ball right after its seesaw, with the seesaw's position and flip
(Obj14_Init allocates the ball after itself and gives it its own position and
status): the ball reads the seesaw before it.
"""
from __future__ import annotations

from typing import Optional, Union

from . import _core
from .kinds import KindObject, Motion, _pixels, _Row

__all__ = ["Seesaw", "SeesawBall", "BALL_COLLISION", "BALL_RADII", "ball_rest_position"]

#: Obj14_Ball_Init (S1 See_Spikeball): the ball's collision byte $8B: hurt
#: class, size $0B of Touch_Sizes (levels.touch_data), 8 x 8 in both games.
BALL_COLLISION = 0x8B
BALL_RADII = (8, 8)
#: Obj14_Ball_Init (S1 See_Spikeball): the ball starts $28 px right of the
#: seesaw's centre ($28 left when x-flipped); its objoff_34 is the seesaw's y
#: + $10 in Sonic 2, the seesaw's y itself in Sonic 1 (see_origY); resting on
#: the low end, Obj14_YOffsets' (S1 See_Speeds') -8 lifts it up by 8.
_BALL_X, _LOW_END = 0x28, -8
_BALL_DY = {"s1": 0, "s2": 0x10}


def _s1_s2_only(kind: str, game: str) -> None:
    if game not in _BALL_DY:
        raise ValueError(f"a {kind} is Sonic 1's and 2's object (s1 Object 5E, s2.asm Obj14), "
                         f"not modelled for {game!r}")


def ball_rest_position(x: float, y: float, x_flip: bool, game: str = "s2") -> tuple[int, int]:
    """Where the ball of a seesaw placed at ``(x, y)`` rests before anything
    moves (Obj14_SetBallToRestOnSeeSaw, S1 See_MoveSpike: the low end, in
    pixels; 16-bit words, so a seesaw near x = 0 or 65535 puts it across the
    wrap). ``game``: ``"s2"`` (y + 8) or ``"s1"`` (y - 8)."""
    _s1_s2_only("seesaw ball", game)
    px, py = _pixels("x", x) >> 16, _pixels("y", y) >> 16
    bx = px - _BALL_X if x_flip else px + _BALL_X
    return bx & 0xFFFF, (py + _BALL_DY[game] + _LOW_END) & 0xFFFF


class _Obj14Part(KindObject):
    """A part of Obj14 / S1 Object 5E (the seesaw or its ball): the layout's
    position and flip, no ``motion`` (its routine moves it, or nothing does),
    Sonic 1 and 2 only."""

    def __init__(self, x: float, y: float, x_flip: Union[bool, int] = False,
                 motion: Optional[Motion] = None) -> None:
        what = self.kind.replace("_", " ")
        if motion is not None:
            raise ValueError(f"a {what} moves only by its routine; it takes no motion")
        KindObject.__init__(self, self.kind, x, y, None, x_flip=x_flip)

    def _row(self, game: str) -> _Row:
        _s1_s2_only(self.kind.replace("_", " "), game)
        return super()._row(game)


class Seesaw(_Obj14Part):
    """Sonic 2's seesaw (Obj14) and Sonic 1's (Object 5E, its heights $10
    higher: See_DataSlope, See_DataFlat): a sloped platform 96 px wide that tilts
    toward the end the player stands on, one frame of its three (right end
    down, level within 8 px of the centre, left end down) a frame; with nobody
    on it toward the end it last tilted to or the ball came down on.
    ``x_flip``: the layout's flip (it starts with the left end down). The
    ball is a :class:`SeesawBall` placed right after it. Sonic 1 and 2
    only; it takes no ``motion`` (the routine never moves it).
    """

    kind = "seesaw"


class SeesawBall(_Obj14Part):
    """The spiked ball of a Sonic 2 seesaw (Obj14's Sol) or a Sonic 1 one
    (See_Spikeball; it rests 16 px higher relative to the seesaw): give it the
    seesaw's ``x``, ``y`` and ``x_flip`` and place it right after that
    seesaw. It starts resting on the low end (:func:`ball_rest_position`),
    is thrown up when the seesaw tilts away under it, tilts the seesaw where
    it comes down and launches a player standing on the end that rises. A
    hurt hitbox of 8 x 8 px (collision byte $8B). Sonic 1 and 2 only; no
    ``motion``.
    """

    kind = "seesaw_ball"

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        x, y = ball_rest_position(self.x, self.y, bool(self.x_flip), game)
        row["pos"] = (_pixels("x", x), _pixels("y", y))
        row["radii"] = BALL_RADII
        row["reaction"] = int(_core.VOCABULARY["reactions"]["hurt"])  # rules/objects G4 $80
        return row
