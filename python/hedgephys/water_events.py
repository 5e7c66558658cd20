"""The water surface as each game moves it during an act (docs/water.md "The
moving surface"), transcribed per act from the disassemblies as data: S1
``LZDynamicWater`` (``DynWater_LZ1`` ... ``DynWater_LZ3``, ``DynWater_SBZ3``)
and ``LZWaterFeatures``' oscillation, S2 ``DynamicWater``
(``DynamicWaterCPZ2``) and ``MoveWater``'s oscillation, S3 (s3.asm)
``DynamicWaterHeight`` (``DynamicWaterHeight_AIZ2``, ``_HCZ1``, ``_HCZ2``), and
Sonic & Knuckles' (sonic3k.asm: Knuckles' own Hydrocity 2 and Launch Base 2).

Each frame, before the objects, the act's routine picks the water's target
level (``raw.water_target``: S1 ``v_waterpos3``, S2 ``Water_Level_3``, S3
``Target_water_level``) by the camera's x and the player's y, and may move
the mean level at once; then the mean level (``raw.water_mean``: ``v_waterpos2``,
``Water_Level_2``, ``Mean_water_level``) moves ``raw.water_speed`` pixels
(1; S3 Angel Island 2 sets 2) towards the target; the surface
(``raw.water_y``) is the mean plus, in Sonic 1's Labyrinth and Scrap Brain 3
and Sonic 2 outside Aquatic Ruin, half the high byte of the first oscillator
(a swing of 0..15 px every 252 frames) - the surface the player's water test
reads, so it moves his entry and exit too. All of it runs with the level
bounds on (the routines read the camera): :meth:`hedgephys.Players.use_level`
gives an act's water to a batch, :meth:`hedgephys.Players.set_water_events`
any rows.

A routine is a decision list (:class:`WaterEvent` rows): the first row of the
player's water routine (``raw.water_routine``: S1 ``v_wtr_routine``, S3 Angel
Island 2's ``Level_trigger_array``) whose tests pass does what it gives,
the rest are skipped.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

import numpy as np
from numpy.typing import NDArray

__all__ = ["CONDITIONS", "KNUCKLES", "MovingWater", "TRANSCRIBED", "WaterEvent", "act_water", "water_rows"]

#: The tests a row makes, by name -> the core's code (unsigned 16-bit compares,
#: the games' ``blo``/``bhs``; ``==`` their ``beq``): the camera's x, the
#: player's y, the water's target or mean level, the camera's bottom target.
CONDITIONS = {"always": 0, "x>=": 1, "x<": 2, "player_y>=": 3, "player_y<": 4, "target==": 5, "mean==": 6,
              "bottom_target==": 7}
_TARGET, _MEAN, _SPEED, _ADVANCE = 1, 2, 4, 8


class WaterEvent(NamedTuple):
    """One row: in water routine ``routine``, when ``cond`` against ``at`` and
    ``cond2`` against ``at2`` pass, set the target level, the mean level (the
    surface moves at once) and the speed given (None: kept), and with
    ``advance`` move the routine on. A row that sets nothing stops the
    routine for the frame (the games' early ``rts``)."""

    routine: int
    cond: str = "always"
    at: int = 0
    cond2: str = "always"
    at2: int = 0
    target: Optional[int] = None
    mean: Optional[int] = None
    speed: Optional[int] = None
    advance: bool = False


class MovingWater(NamedTuple):
    """An act's moving water: its rows and whether the oscillator moves the surface."""

    events: tuple[WaterEvent, ...]
    wobble: bool


def water_rows(events: "tuple[WaterEvent, ...] | list[WaterEvent]") -> NDArray[np.int32]:
    """The (k, 9) int32 rows the core takes (``_core.PlayerBatch.set_water_events``).
    Raises TypeError / ValueError naming a bad row."""
    rows = np.zeros((len(events), 9), np.int32)
    for i, e in enumerate(events):
        if not isinstance(e, WaterEvent):
            raise TypeError(f"water event {i} must be a hedgephys.water_events.WaterEvent, got {type(e).__name__}")
        for name in ("cond", "cond2"):
            if getattr(e, name) not in CONDITIONS:
                raise ValueError(f"water event {i}: {name} must be one of {sorted(CONDITIONS)}, "
                                 f"got {getattr(e, name)!r}")
        flags = _ADVANCE if e.advance else 0
        values = {}
        for name, bit, hi in (("target", _TARGET, 0xFFFF), ("mean", _MEAN, 0xFFFF), ("speed", _SPEED, 255),
                              ("routine", 0, 255), ("at", 0, 0xFFFF), ("at2", 0, 0xFFFF)):
            v = getattr(e, name)
            if v is None:
                values[name] = 0
                continue
            lo = -0x8000 if hi == 0xFFFF else 0
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or not lo <= int(v) <= hi:
                raise ValueError(f"water event {i}: {name} must be a whole number {lo}..{hi}, got {v!r}")
            flags |= bit
            values[name] = int(v)
        rows[i] = (values["routine"], CONDITIONS[e.cond], values["at"], CONDITIONS[e.cond2], values["at2"], flags,
                   values["target"], values["mean"], values["speed"])
    return rows


def _w(routine: int, cond: str = "always", at: int = 0, cond2: str = "always", at2: int = 0, *,
       target: Optional[int] = None, mean: Optional[int] = None, speed: Optional[int] = None,
       advance: bool = False) -> WaterEvent:
    return WaterEvent(routine, cond, at, cond2, at2, target, mean, speed, advance)


def _both(routine: int, level: int, cond: str = "always", at: int = 0, cond2: str = "always", at2: int = 0,
          advance: bool = False) -> WaterEvent:
    """A row that sets the target and the mean level at once."""
    return _w(routine, cond, at, cond2, at2, target=level, mean=level, advance=advance)


# S1 _inc/LZWaterFeatures.asm DynWater_LZ1: by the camera's x, and Sonic above
# y $200 (.sonicishigh); $3A8 reached, the second routine (from $1300, $108).
_S1_LZ1 = (
    _w(0, "x<", 0x600, target=0xB8),
    _w(0, "player_y<", 0x200, "x<", 0xC80, target=0x108),
    _w(0, "player_y<", 0x200, "x<", 0x1500, target=0xE8),
    _w(0, "player_y<", 0x200, target=0x108),
    _w(0, "x<", 0xC00, target=0x108),
    _w(0, "x<", 0x1080, target=0x318),
    _w(0, "x<", 0x1380, target=0x5C8),
    _w(0, "mean==", 0x3A8, target=0x3A8, advance=True),
    _w(0, target=0x3A8),
    _w(1, "player_y>=", 0x2E0),
    _w(1, "x<", 0x1300, target=0x3A8),
    _w(1, target=0x108, advance=True),
)
# DynWater_LZ2: three targets by the camera's x.
_S1_LZ2 = (_w(0, "x<", 0x500, target=0x328), _w(0, "x<", 0xB00, target=0x3C8), _w(0, target=0x428))
# DynWater_LZ3: the first routine sets the level at once ($900, then $4C8
# with Sonic between y $3C0 and $600 from x $600); .routine2 (.sonicislow
# puts the mean at $508), .routine3, .routine4 (at once), .routine5.
_S1_LZ3 = (
    _both(0, 0x900, "x<", 0x600),
    _both(0, 0x900, "player_y<", 0x3C0),
    _both(0, 0x900, "player_y>=", 0x600),
    _both(0, 0x4C8, advance=True),
    _w(1, "x<", 0x770, target=0x4C8),
    _w(1, "x<", 0x1400, target=0x308),
    _both(1, 0x508, "target==", 0x508, "x>=", 0x1770, advance=True),
    _both(1, 0x508, "target==", 0x508),
    _both(1, 0x508, "player_y>=", 0x600, "x>=", 0x1770, advance=True),
    _both(1, 0x508, "player_y>=", 0x600),
    _w(1, "player_y>=", 0x280, target=0x308),
    _both(1, 0x508, "x>=", 0x1770, advance=True),
    _both(1, 0x508),
    _w(2, "x<", 0x1860, target=0x508),
    _w(2, "x>=", 0x1AF0, target=0x188, advance=True),
    _w(2, "mean==", 0x188, target=0x188, advance=True),
    _w(2, target=0x188),
    _both(3, 0x188, "x<", 0x1AF0),
    _both(3, 0x900, "x<", 0x1BC0),
    _w(3, target=0x608, mean=0x7C0, advance=True),
    _w(4, "x>=", 0x1E00, target=0x128),
)
# DynWater_SBZ3
_S1_SBZ3 = (_w(0, "x<", 0xF00, target=0x228), _w(0, target=0x4C8))
# S2 s2.asm DynamicWaterCPZ2: $510 from camera x $1DE0.
_S2_CPZ2 = (_w(0, "x>=", 0x1DE0, target=0x510),)
# s3.asm DynamicWaterHeight_HCZ1 / _HCZ2 (word_5324, word_5344, read by
# loc_537C: the first entry whose x the camera is not past; bit 15 moves the
# mean too) and DynamicWaterHeight_AIZ2 (Level_trigger_array is its routine).
_S3_HCZ1 = (_both(0, 0x500, "x<", 0x901), _both(0, 0x680, "x<", 0x2A01), _both(0, 0x680, "x<", 0x3501),
            _both(0, 0x6A0))
_S3_HCZ2 = (_w(0, "x<", 0x3E01, target=0x700), _w(0, target=0x7E0))
_S3_AIZ2 = tuple(row for r in (0, 1) for row in (
    _w(r, "bottom_target==", 0x820),
    _w(r, "x<", 0x2440, "target==", 0x618, target=0x528, speed=2),
    _w(r, "x<", 0x2440),
    *((_w(0, "x<", 0x2850),) if r == 0 else ()),
    _w(r, target=0x618, advance=r == 0),
))

# sonic3k.asm's DynamicWaterHeight: AIZ2 tests the camera's bottom target
# (and $3B60) only for Knuckles, who has no water there (CheckLevelForWater);
# HCZ2 (word_6EC2) and LBZ2 (word_6F12, while _unkF7C2 is clear) have
# Knuckles' own tables.
_SK_AIZ2 = tuple(e for e in _S3_AIZ2 if e.cond != "bottom_target==")
_SK_HCZ2_KNUCKLES = (_w(0, "x<", 0x4101, target=0x700), _both(0, 0x360))
_SK_LBZ2_KNUCKLES = (_both(0, 0xFF0, "x<", 0xD81), _both(0, 0xB20))

#: (game, act) -> the act's moving water; an act with water not listed keeps
#: its surface still (S2 Aquatic Ruin: ``MoveWater`` adds no oscillation and
#: ``DynamicWaterNull``; S3 Angel Island 1, Carnival Night 2, IceCap 2, Launch
#: Base 2: ``DynamicWaterHeight_Null``/``_AIZ1``'s ``rts``).
TRANSCRIBED: dict[tuple[str, str], MovingWater] = {
    ("s1", "lz1"): MovingWater(_S1_LZ1, True),
    ("s1", "lz2"): MovingWater(_S1_LZ2, True),
    ("s1", "lz3"): MovingWater(_S1_LZ3, True),
    ("s1", "sbz3"): MovingWater(_S1_SBZ3, True),
    ("s2", "cpz2"): MovingWater(_S2_CPZ2, True),
    ("s3", "aiz2"): MovingWater(_S3_AIZ2, False),
    ("s3", "hcz1"): MovingWater(_S3_HCZ1, False),
    ("s3", "hcz2"): MovingWater(_S3_HCZ2, False),
    ("s3k", "aiz2"): MovingWater(_SK_AIZ2, False),
    ("s3k", "hcz1"): MovingWater(_S3_HCZ1, False),
    ("s3k", "hcz2"): MovingWater(_S3_HCZ2, False),
}
#: (game, act) -> Knuckles' own moving water where it differs (sonic3k.asm
#: ``Player_mode`` 3).
KNUCKLES: dict[tuple[str, str], MovingWater] = {
    ("s3k", "hcz2"): MovingWater(_SK_HCZ2_KNUCKLES, False),
    ("s3k", "lbz2"): MovingWater(_SK_LBZ2_KNUCKLES, False),
}


def act_water(game: str, act: str, character: str = "sonic") -> Optional[MovingWater]:
    """The act's moving water for ``character``, or None where its surface
    stays (or the act has none)."""
    if character == "knuckles" and (game, act) in KNUCKLES:
        return KNUCKLES[(game, act)]
    return TRANSCRIBED.get((game, act))
