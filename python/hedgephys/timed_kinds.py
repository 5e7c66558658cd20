"""Objects switched on and off by the level frame counter (docs/kinds/timed.md):
Sonic 1's electrocution orbs (the registry kind ``electro``,
cpp/hedgephys/kinds/electro.cpp).

The level frame counter is the last word of each environment's table of
:attr:`hedgephys.Objects.oscillators` (S1 ``v_framecount``, S2/S3K
``Level_frame_counter``): 1 at the act's first frame, as the game's main loop
counts it.
"""
from __future__ import annotations

from typing import Optional

from .kinds import KindObject, Motion

__all__ = ["Electro", "ELECTRO_RADII"]

#: The hurt box of collision byte $A4 (S1 size $24): width and height radii.
ELECTRO_RADII = (0x48, 8)


class Electro(KindObject):
    """Sonic 1's electrocution orb (object $6E, ``Electro``): every
    ``subtype * 16`` frames of the level frame counter it zaps, and its hurt
    box ($A4) is there for the scans of the 7th to 9th frames after the
    zap started (``Elec_Shock``, ``Ani_Elec``)."""

    kind = "electro"

    def __init__(self, x: float, y: float, subtype: int, width_radius: int = ELECTRO_RADII[0],
                 height_radius: int = ELECTRO_RADII[1], motion: Optional[Motion] = None) -> None:
        KindObject.__init__(self, "electro", x, y, motion, subtype=subtype, width_radius=width_radius,
                            height_radius=height_radius)
