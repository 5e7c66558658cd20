"""Placers of Metropolis's moving spikes (kind ``s2_mtz_spike``,
cpp/hedgephys/kinds/s2_mtz_spike.cpp; docs/kinds/s2.md "Metropolis's
moving spikes"): S2 ``Obj6D`` (FloorSpike) and ``Obj68`` (SpikyBlock); and
of its large rotating platforms, S2 ``Obj6E`` (kind ``s2_rot_platform``,
"Metropolis's rotating platforms").

The spikes are timed by the level frame counter and start, as every timed object
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


#: Obj6E's byte_283C0: (width_pixels, y_radius) by (subtype >> 4) & 7; entry 3
#: (mapping frame 3) is the wheel's indent, drawn only (loc_284BC: no SolidObject).
ROT_PLATFORM_PROPERTIES = ((0x10, 0xC), (0x28, 8), (0x60, 0x18))


@placer("s2", 0x6E)
def _s2_rot_platform(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj6E (Obj6E_Init; loc_28432: round its placed point with the
    oscillator bytes at Oscillating_Data + $20 and + $24, less $38, turned by
    subtype bits 0-1; SolidObject with d1 = width + $B, d2 = y_radius, d3 =
    y_radius + 1). The indent (entry 3) has no collision: not placed."""
    index = (rec.subtype >> 4) & 7
    if index >= len(ROT_PLATFORM_PROPERTIES):
        return []
    width, y_radius = ROT_PLATFORM_PROPERTIES[index]
    return [KindObject("s2_rot_platform", rec.x, rec.y, width_radius=width, height_radius=y_radius,
                       subtype=rec.subtype, solid_width=width + 0xB, half_height=y_radius,
                       stand_height=y_radius + 1, width=width)]
