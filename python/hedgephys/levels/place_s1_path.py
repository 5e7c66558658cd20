"""Placers of Sonic 1's objects taken by h-s1path (issue 18 points 3/4):
Star Light Zone's seesaw (Object 5E, ``5E Seesaw.asm``: kinds ``seesaw`` and
``seesaw_ball``, :mod:`hedgephys.seesaw`; docs/kinds/s2.md "The seesaw's
kinds", which is Sonic 2's Obj14 procedure with Sonic 1's numbers).
"""
from __future__ import annotations

from ..objects import ObjectDescription
from ..seesaw import Seesaw, SeesawBall
from .placing import Placement, placer


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
