"""The water surface an act starts with (docs/water.md), read from the checkout.

* Sonic 1: ``WaterHeight`` (``_inc/LZWaterFeatures.asm``), one word for each
  of Labyrinth 1-3 and Scrap Brain 3; only those acts have water
  (``Sonic_Water`` and ``LZWaterFeatures`` test the zone, Scrap Brain 3 being
  Labyrinth's fourth act).
* Sonic 2: ``WaterHeight`` in s2.asm (a pair of words per zone, two acts);
  ``Water_flag`` is set for Chemical Plant 2, Aquatic Ruin and Hidden Palace
  (``Level_InitWater``).
* Sonic 3 / Sonic 3 & Knuckles: ``StartingWaterHeights``
  (``Levels/Misc/StartingWaterHeights.bin``), a word per zone and act;
  ``CheckLevelForWater`` sets ``Water_flag`` for Angel Island 1 and 2,
  Hydrocity 1 and 2, Carnival Night 2, IceCap 2 and Launch Base 2
  (sonic3k.asm: not Knuckles in Angel Island 2 or Carnival Night 2).

The games move the surface during the act (S1 ``LZDynamicWater`` by the
camera's x, and ``v_oscillate+2`` / 2 added each frame; S2 ``DynamicWater``
and ``Oscillating_Data`` / 2 outside Aquatic Ruin; S3 ``DynamicWaterHeight``):
:mod:`hedgephys.water_events` has those routines, ``level.moving_water``.
"""
from __future__ import annotations

import re
from typing import Optional

from .common import Checkout, LevelDataError

_S1_FILE = "_inc/LZWaterFeatures.asm"
_S1_ACTS = ("lz1", "lz2", "lz3", "sbz3")  # WaterHeight's order
_S2_FILE = "s2.asm"
_S2_ACTS = {"cpz2": ("CPZ", 1), "arz1": ("ARZ", 0), "arz2": ("ARZ", 1)}
_S3_FILE = "Levels/Misc/StartingWaterHeights.bin"
_S3_ZONES = {"aiz": 0, "hcz": 1, "cnz": 3, "icz": 5, "lbz": 6}  # the zone numbers of the acts with water
_S3_ACTS = ("aiz1", "aiz2", "hcz1", "hcz2", "cnz2", "icz2", "lbz2")
_NOT_KNUCKLES = ("aiz2", "cnz2")  # sonic3k.asm CheckLevelForWater (Player_mode 3)
_WORD = r"\$([0-9A-Fa-f]+)"


def start_water(checkout: str, game: str, act: str, character: str = "sonic") -> Optional[int]:
    """The surface y in pixels the act starts with, or None for an act
    without water; a :class:`LevelDataError` naming the file when the table
    cannot be read."""
    co = Checkout(checkout)
    if game == "s1":
        return _s1(co, act)
    if game == "s2":
        return _s2(co, act)
    if game in ("s3", "s3k"):
        if act not in _S3_ACTS or (game == "s3k" and character == "knuckles" and act in _NOT_KNUCKLES):
            return None
        data = co.read(_S3_FILE, "starting water heights", 4096)
        at = (_S3_ZONES[act[:3]] * 2 + int(act[3]) - 1) * 2
        if len(data) < at + 2:
            raise LevelDataError(f"{_S3_FILE}: {len(data)} bytes, too short for {act} (needs {at + 2})")
        return _signed(int.from_bytes(data[at:at + 2], "big"))
    return None


def _s1(co: Checkout, act: str) -> Optional[int]:
    if act not in _S1_ACTS:
        return None
    text = co.read(_S1_FILE, "Labyrinth water code", 1 << 20).decode("latin-1")
    m = re.search(r"^WaterHeight:(.*?)(?:^\S|\Z)", text, re.M | re.S)
    words = re.findall(r"dc\.w\s+" + _WORD, m.group(1)) if m else []
    if len(words) < len(_S1_ACTS):
        raise LevelDataError(f"{_S1_FILE}: no WaterHeight table of {len(_S1_ACTS)} words")
    return _signed(int(words[_S1_ACTS.index(act)], 16))


def _s2(co: Checkout, act: str) -> Optional[int]:
    if act not in _S2_ACTS:
        return None
    zone, index = _S2_ACTS[act]
    text = co.read(_S2_FILE, "Sonic 2 source", 1 << 24).decode("latin-1")
    at = text.find("\nWaterHeight:")
    pair = re.compile(r"(?:zoneTableEntry\.w|dc\.w)\s+" + _WORD + r",\s*" + _WORD + r"\s*;\s*" + zone + r"\b")
    m = pair.search(text, at) if at >= 0 else None
    if m is None:
        raise LevelDataError(f"{_S2_FILE}: no WaterHeight entry for {zone}")
    return _signed(int(m.group(1 + index), 16))


def _signed(word: int) -> int:
    return word - 0x10000 if word >= 0x8000 else word
