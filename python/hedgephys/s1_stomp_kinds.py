"""Sonic 1's stompers (docs/kinds/s1_stomp.md): Marble Zone's chained
stompers (the registry kind ``s1_chain_stomp``, ``_incObj/31 Chained
Stompers.asm``) and Scrap Brain's stompers and sliding doors
(``s1_scrap_stomp``, ``_incObj/6B SBZ Stomper and Door.asm``). Their sizes
follow from the layout's subtype as their init routines read it
(``CStom_Main`` / ``CStom_Var2``, ``Sto_Main`` / ``Sto_Var``); a subtype
past those tables (or past the type tables, ``CStom_TypeIndex`` /
``Sto_Action``'s ``.index``) is refused: the game would read other bytes.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KindObject, Motion

__all__ = ["S1ChainStomp", "S1ScrapStomp", "CSTOM_WIDTHS", "CSTOM_HEIGHTS", "STO_VAR", "SOLID_EXTRA"]

#: SolidObject's d1 = obActWid + $B in both routines.
SOLID_EXTRA = 0xB
#: CStom_Var2: the block's obActWid by (subtype >> 4) & 7 (three entries).
CSTOM_WIDTHS = (0x38, 0x30, 0x10)
#: loc_B798: d2 = $C, d3 = $D.
CSTOM_HEIGHTS = (0xC, 0xD)
#: Sto_Var by (subtype >> 4) & 7: (obActWid, obHeight, travel objoff_3C, type).
STO_VAR = ((0x40, 0xC, 0x80, 1), (0x1C, 0x20, 0x38, 3), (0x1C, 0x20, 0x40, 4), (0x1C, 0x20, 0x60, 4),
           (0x80, 0x40, 0, 5))


def _subtype(kind: str, subtype: object) -> int:
    if isinstance(subtype, bool) or not isinstance(subtype, int) or not 0 <= subtype <= 0xFF:
        raise TypeError(f"an {kind}'s subtype must be an int 0..255, got {subtype!r}")
    return subtype


def _own(kind: str, subtype: int, own: dict[str, int], params: dict[str, Union[int, str, bool]]) -> None:
    for name, value in params.items():
        if name not in own or own[name] != value:
            raise ValueError(f"an {kind}'s {name} follows from its subtype {subtype:#04x}: "
                             f"{own.get(name, 'no such parameter')}, got {value!r}")


def chain_stomp_width(subtype: int) -> Optional[int]:
    """CStom_Main / CStom_SetSize: the block's obActWid, or None for a subtype
    past its tables (bit 7: $80 and $81 only; else type 0-6, size 0-2)."""
    if subtype & 0x80:
        return CSTOM_WIDTHS[0] if subtype & 0x7F <= 1 else None
    size = (subtype >> 4) & 7
    return CSTOM_WIDTHS[size] if subtype & 0xF <= 6 and size < len(CSTOM_WIDTHS) else None


def scrap_stomp_size(subtype: int) -> Optional[tuple[int, int]]:
    """Sto_Main: (obActWid, obHeight), or None past Sto_Var or its types 0-5."""
    entry = (subtype >> 4) & 7
    if entry >= len(STO_VAR):
        return None
    width, height, _, stype = STO_VAR[entry]
    if not subtype & 0x80:
        stype = subtype & 0xF
    return (width, height) if stype <= 5 else None


class S1ChainStomp(KindObject):
    """A chained stomper at (x, y) of the layout's ``subtype`` (see the module
    doc); ``solid_width`` (obActWid + $B), ``half_height`` ($C),
    ``stand_height`` ($D) and ``width`` (obActWid) follow from it: given, they
    must be those."""

    kind = "s1_chain_stomp"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None, subtype: int = 0,
                 **params: Union[int, str, bool]) -> None:
        sub = _subtype(self.kind, subtype)
        width = chain_stomp_width(sub)
        if width is None:
            raise ValueError(f"an s1_chain_stomp's subtype {sub:#04x} is not modelled: CStom_SwchNums has $80 and "
                             f"$81, CStom_TypeIndex types 0-6 (bits 0-3), CStom_Var2 sizes 0-2 (bits 4-6)")
        own = {"solid_width": width + SOLID_EXTRA, "half_height": CSTOM_HEIGHTS[0],
               "stand_height": CSTOM_HEIGHTS[1], "width": width}
        _own(self.kind, sub, own, params)
        KindObject.__init__(self, self.kind, x, y, motion, subtype=sub, **own)


class S1ScrapStomp(KindObject):
    """A Scrap Brain stomper or door at (x, y) of the layout's ``subtype`` and
    X flip (see the module doc); ``solid_width`` (obActWid + $B),
    ``half_height`` (obHeight), ``stand_height`` (+ 1) and ``width``
    (obActWid) follow from the subtype: given, they must be those."""

    kind = "s1_scrap_stomp"

    def __init__(self, x: float, y: float, motion: Optional[Motion] = None, subtype: int = 0,
                 x_flip: bool = False, **params: Union[int, str, bool]) -> None:
        sub = _subtype(self.kind, subtype)
        size = scrap_stomp_size(sub)
        if size is None:
            raise ValueError(f"an s1_scrap_stomp's subtype {sub:#04x} is not modelled: Sto_Var has 5 entries "
                             f"(bits 4-6 < 5) and Sto_Action types 0-5")
        width, height = size
        own = {"solid_width": width + SOLID_EXTRA, "half_height": height, "stand_height": height + 1,
               "width": width}
        _own(self.kind, sub, own, params)
        KindObject.__init__(self, self.kind, x, y, motion, subtype=sub, x_flip=x_flip, **own)
