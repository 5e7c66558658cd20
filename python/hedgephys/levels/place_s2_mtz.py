"""Placers of Metropolis's moving spikes (kind ``s2_mtz_spike``,
cpp/hedgephys/kinds/s2_mtz_spike.cpp; docs/kinds/s2.md "Metropolis's
moving spikes"): S2 ``Obj6D`` (FloorSpike) and ``Obj68`` (SpikyBlock).

Both are timed by the level frame counter and start, as every timed object
here, on the act's first frame (docs/levels.md "Objects are present from the
first frame"): the floor spike's first rise and the block spike's first side
follow the frame the game loads them on, every later one the counter alone.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SolidBox
from .placing import Placement, placer

__all__: list[str] = []

#: Obj68_Block: SolidObject with d1 = $1B (width_pixels $10 + $B), d2 = $10, d3 = $11.
SPIKY_BLOCK_RADII = (0x10, 0x10)
SPIKY_BLOCK_STAND = 0x11


@placer("s2", 0x6D)
def _s2_floor_spike(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj6D (Obj6D_Init: collision $84; Obj6D_Action: 32 px up in steps
    of 4, 3 frames out, back down, then waiting for (counter - subtype) AND
    $7F = 0)."""
    return [KindObject("s2_mtz_spike", rec.x, rec.y, subtype=rec.subtype)]


@placer("s2", 0x68)
def _s2_spiky_block(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj68: the block (Obj68_Block, a still solid box) and the spike its
    init allocates after it (Obj68_Spike: out 32 px in steps of 8 and back
    every 64 frames of the counter, a quarter turn round the block each
    time; collision $84 or $A6 by side, Obj68_CollisionFlags)."""
    w, h = SPIKY_BLOCK_RADII
    return [SolidBox(rec.x, rec.y, w, h, stand_height=SPIKY_BLOCK_STAND),
            KindObject("s2_mtz_spike", rec.x, rec.y, subtype=rec.subtype, around_block=True)]
