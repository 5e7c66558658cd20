"""Placer of Sonic 2's seesaw (id $14, s2.asm ``Obj14``: kinds ``seesaw`` and
``seesaw_ball``, :mod:`hedgephys.seesaw`; docs/kinds/s2.md).

``Obj14_Init``: width $30 either side (SlopedPlatform's d1); the layout's
x-flip starts it on frame 2 (left end down); with subtype 0 it allocates its
ball (Sol) right after itself, at its own position and with its status
(flip), which the ball's init moves to the low end. A nonzero subtype has no
ball.
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..seesaw import Seesaw, SeesawBall
from .placing import Placement, placer


@placer("s2", 0x14)
def _s2_seesaw(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj14 (Obj14_Init): the seesaw, then its ball when the subtype is 0."""
    out: list[ObjectDescription] = [Seesaw(rec.x, rec.y, x_flip=rec.x_flip)]
    if rec.subtype == 0:
        out.append(SeesawBall(rec.x, rec.y, x_flip=rec.x_flip))
    return out
