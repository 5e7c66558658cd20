"""Sonic 1's hurting objects on the level frame counter's time that need more
than a generated constructor (docs/kinds/s1_chain.md): the pieces of the
spiked balls on a chain of Labyrinth and Spring Yard (the registry kind
``s1_chain_ball``, cpp/hedgephys/kinds/s1_chain_ball.cpp; S1 ``SpikeBall``
$57, and ``BigSpikeBall`` $58's type 3). Scrap Brain's flamethrowers (kind
``s1_flamethrower``) take the generated constructor."""
from __future__ import annotations

from typing import Optional

from .kinds import KindObject, Motion

__all__ = ["S1ChainBall", "chain_speed"]


def chain_speed(subtype: int) -> int:
    """SBall_Main / BBall_Main: the angle word's step per frame, the subtype's
    high nibble as a signed byte (``andi.b #$F0``, ``ext.w``) times 8 (``asl.w #3``)."""
    high = subtype & 0xF0
    return (high - 0x100 if high & 0x80 else high) * 8


class S1ChainBall(KindObject):
    """One piece of a spiked ball on a chain (S1 ``SpikeBall``, ``SBall_Move
    .movesub``) going round the centre (x, y) at ``radius`` pixels: its angle
    word starts at the flips (``x_flip`` $40, ``y_flip`` $80, in its high
    byte) and moves by :func:`chain_speed` of ``subtype`` every frame, from
    the act's first frame on. A hurting touch box of ``width_radius`` x
    ``height_radius`` (its collision byte's size). It takes no ``motion``."""

    kind = "s1_chain_ball"

    def __init__(self, x: float, y: float, subtype: int, radius: int, width_radius: int, height_radius: int,
                 x_flip: bool = False, y_flip: bool = False, motion: Optional[Motion] = None) -> None:
        if motion is not None:
            raise ValueError("a s1_chain_ball goes round its centre by the level frame counter; it takes no motion")
        KindObject.__init__(self, "s1_chain_ball", x, y, None, subtype=subtype, radius=radius,
                            width_radius=width_radius, height_radius=height_radius, x_flip=x_flip, y_flip=y_flip)
