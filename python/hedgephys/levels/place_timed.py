"""Placers of the objects timed by the level frame counter (docs/kinds/timed.md)."""
from __future__ import annotations

from ..objects import ObjectDescription
from ..timed_kinds import Electro
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: The collision byte of a zapping orb (Elec_Shock: ``move.b #$A4,obColType``).
ELECTRO_COLLISION = 0xA4


@placer("s1", 0x6E)
def _s1_electro(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Electro`` (Elec_Main: the subtype times 16 is the zap period;
    Elec_Shock: hurt box $A4, size $24 = 72 x 8 radii)."""
    w, h = touch_size("s1", ELECTRO_COLLISION)
    return [Electro(rec.x, rec.y, subtype=rec.subtype, width_radius=w, height_radius=h)]
