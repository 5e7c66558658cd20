"""Placers of log bridges and collapsing ledges, platforms and bridges (kinds
``bridge``, ``collapsing`` and ``collapsing_bridge``; docs/kinds/bridge.md): each reads its layout record as the
object's init routine does."""
from __future__ import annotations

from typing import Optional

from ..collapsing import (AIZ_COLLAPSING_HEIGHTS, GHZ_LEDGE_HEIGHTS, ICZ_COLLAPSING_HEIGHTS,
                          CollapsingBridge, CollapsingPlatform)
from ..kinds import KindObject
from ..objects import ObjectDescription
from .place_s3k_trigger import button_sets
from .placing import Placement, placer

#: The most logs the bend tables have a row for (Obj11_BendData2: 16 rows).
MAX_LOGS = 16


def _bridge(rec: Placement, logs: int) -> list[ObjectDescription]:
    if not 1 <= logs <= MAX_LOGS:
        return []  # no log (S1: never solid), or past the tables' rows
    return [KindObject("bridge", rec.x, rec.y, logs=logs)]


@placer("s1", 0x11)
def _s1_bridge(rec: Placement) -> list[ObjectDescription]:
    """S1 Bri_Main: the subtype is the log count (the core rebuilds it as Bri_Main does)."""
    return _bridge(rec, rec.subtype)


@placer("s2", 0x11)
def _s2_bridge(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj11_Init (EHZ, HPZ): the subtype is the log count."""
    return _bridge(rec, rec.subtype)


@placer("s3", 0x6C)
@placer("sk1", 0x6C)
@placer("sk2", 0x6C)
def _s3k_bridge(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_TensionBridge: the log count is subtype & $7F. Bit 7 outside
    ICZ (loc_37DB4) waits for a level trigger to collapse (the trigger is
    not modelled: a plain bridge); in ICZ it is the slanted bridge
    (loc_37F44, sub_38372), not modelled."""
    if rec.subtype & 0x80 and rec.act.startswith("icz"):
        return []
    return _bridge(rec, rec.subtype & 0x7F)


@placer("s1", 0x1A)
def _s1_ledge(rec: Placement) -> list[ObjectDescription]:
    """S1 Ledge_Main (GHZ collapsing ledge): SlopeObject with d1 = $30 over
    Ledge_SlopeData, flipped with the layout's X flip; its first fragment
    waits CFlo_Data1's $1C frames. The subtype is only its art frame."""
    return [CollapsingPlatform(rec.x, rec.y, width=0x30, fragment_delay=0x1C, x_flip=rec.x_flip,
                               heights=GHZ_LEDGE_HEIGHTS)]


@placer("s1", 0x53)
def _s1_floor(rec: Placement) -> list[ObjectDescription]:
    """S1 CFlo_Main (MZ, SLZ, SBZ collapsing floor): PlatformObject with d1 =
    $20 (surface 8 above y); subtype bit 0 picks CFlo_Data3 ($16) over
    CFlo_Data2 ($1E) for the first fragment (bit 7 only flips its art)."""
    return [CollapsingPlatform(rec.x, rec.y, width=0x20, surface=8,
                               fragment_delay=0x16 if rec.subtype & 1 else 0x1E)]


#: S2 Obj1F_Init: (width_pixels, first byte of the delay list) by zone.
_OBJ1F_ZONES = {"ooz": (0x40, 0x1A), "mcz": (0x20, 0x1A), "arz": (0x20, 0x16)}


@placer("s2", 0x1F)
def _s2_collapsing(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj1F_Init (ARZ, MCZ, OOZ collapsing platform): PlatformObject with
    d1 = width_pixels and d3 = $10; the width and delay list by zone
    (Obj1F_OOZ/MCZ/ARZ_DelayData), elsewhere $44 and, by subtype bit 0,
    Obj1F_DelayData_OddSubtype ($16) or _EvenSubtype ($1E)."""
    width, delay = _OBJ1F_ZONES.get(rec.act[:3], (0x44, 0x16 if rec.subtype & 1 else 0x1E))
    return [CollapsingPlatform(rec.x, rec.y, width=width, surface=0x10, fragment_delay=delay,
                               x_flip=rec.x_flip)]


@placer("s3", 0x04)
@placer("sk1", 0x04)
@placer("sk2", 0x04)
def _s3k_collapsing(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_CollapsingPlatform: SolidObjectTopSloped2 with d1 =
    width_pixels over $3C(a0): $3C and byte_1E658 (AIZ and elsewhere), $30
    and byte_1E698 in ICZ; the first fragment waits byte_1E49C / byte_1E4BA's
    $30 frames. The subtype is only its art frame."""
    icz = rec.act.startswith("icz")
    return [CollapsingPlatform(rec.x, rec.y, width=0x30 if icz else 0x3C, fragment_delay=0x30,
                               x_flip=rec.x_flip,
                               heights=ICZ_COLLAPSING_HEIGHTS if icz else AIZ_COLLAPSING_HEIGHTS)]


#: S3K Obj_CollapsingBridge by zone and configuration: (width_pixels, the
#: start of the $30(a0) delay list (every column the width indexes), the
#: first byte of the $34(a0) flipped list, subtype bit 7 after the init
#: (flip by side)). HCZ byte_1E03E / off_1E04E, MGZ byte_1E0CC / off_1E0D8,
#: ICZ loc_1E0F0, LBZ loc_1DF7A.
_Config = tuple[int, tuple[int, ...], int, bool]
_HCZ: tuple[_Config, ...] = ((0x40, (32, 28, 24, 20, 16, 12, 8, 4, 30), 32, True),  # byte_1E508 / 1E518
                             (0x50, (40, 36, 32, 28, 24, 20, 16, 12, 8, 4, 38), 40, True),  # byte_1E528 / 1E53C
                             (0x40, (28, 4, 8, 12, 16, 20, 24, 2, 6), 28, False),  # byte_1E550 twice
                             (0x50, (48, 42, 36, 30, 24, 18, 12, 6, 46, 40, 34), 48, True))  # byte_1E55F / 1E577
_MGZ: tuple[_Config, ...] = ((0x40, (64, 56, 48, 40, 32, 24, 16, 8, 62), 64, True),  # byte_1E58F / 1E5AF
                             (0x30, (48, 40, 32, 24, 16, 8, 46), 48, True))  # byte_1E5CF / byte_1E5E7
_ICZ: _Config = (0x50, (40, 36, 32, 28, 24, 20, 16, 12, 8, 4, 39), 40, False)  # byte_1E5FF / byte_1E62B
# LBZBridgeCollapse_TimerArray / _TimerFlipArray
_LBZ_BRIDGE: tuple[int, tuple[int, ...], int] = (0x40, (32, 28, 24, 20, 16, 12, 8, 4, 30), 32)
_LBZ_LEDGE: tuple[int, tuple[int, ...]] = (0x20, (32, 24, 16, 8, 30))  # LBZLedgeCollapse_TimerArray (no flipped list)
# The Sonic & Knuckles zones' entries of sonic3k.asm's Obj_CollapsingBridge
# init (not in the checkout; read from a public copy, as touch_data's
# SK_ONLY_BADNIKS): one configuration each, read by the subtype's bits 4-6
# (4-7 in FBZ), past it the table's end. LRZ, its boss act and HPZ (zones 9
# and $16, loc_20862): byte_2089A, byte_20E85 / byte_20E91; SOZ (loc_20904):
# byte_20952, byte_20E71 / byte_20E7B; neither writes the subtype, whose own
# bit 7 then picks the flip by side. FBZ (loc_208A6): FBZBridgeSpriteAttribute,
# byte_20DA9 / byte_20DC9, subtype $80 written.
_SK_ZONES: dict[str, _Config] = {"lrz": (0x20, (24, 18, 12, 6, 22), 24, False),
                                  "hpz": (0x20, (24, 18, 12, 6, 22), 24, False),
                                  "soz": (0x20, (32, 24, 16, 8, 30), 32, False),
                                  "fbz": (0x40, (64, 56, 48, 40, 32, 24, 16, 8, 62), 64, True)}


def _s3k_bridge_config(zone: str, subtype: int) -> Optional[tuple[_Config, int]]:
    """Obj_CollapsingBridge's init: (width, delays, flip delay, flip by side,
    countdown) for a zone and subtype, None where it is not modelled."""
    if zone == "lbz":  # loc_1DF7A: countdown (subtype & $3F) * 4 + 8, a byte
        countdown = ((subtype & 0x3F) * 4 + 8) & 0xFF
        if subtype & 0x40:
            if subtype & 0x80:
                return None  # flip by side with no flipped list ($34(a0) never set)
            width, delays = _LBZ_LEDGE
            return (width, delays, 0, False), countdown
        width, delays, flip = _LBZ_BRIDGE
        return (width, delays, flip, bool(subtype & 0x80)), countdown
    if zone in _SK_ZONES:
        index = subtype >> 4 if zone == "fbz" else (subtype >> 4) & 7
        if index:
            return None  # past the one-entry table
        width, delays, flip, by_side = _SK_ZONES[zone]
        return (width, delays, flip, by_side or bool(subtype & 0x80)), (subtype & 0xF) * 16 + 8
    if zone in ("hcz", "icz") and subtype & 0x80:
        subtype &= 0x70  # loc_1E2E8: started by a level trigger (the placer's trigger)
    countdown = (subtype & 0xF) * 16 + 8  # loc_1E006 / loc_1E112
    if zone == "icz":
        return _ICZ, countdown
    table = {"hcz": _HCZ, "mgz": _MGZ}.get(zone, ())
    config = subtype >> 4
    if config >= len(table):
        return None  # MGZ configuration 2 (loc_1E1C2) and past the tables
    return table[config], countdown


@placer("s3", 0x0F)
@placer("sk1", 0x0F)
@placer("sk2", 0x0F)
def _s3k_collapsing_bridge(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_CollapsingBridge (s3.asm) in HCZ, MGZ, ICZ and LBZ, and (the
    init's tables of sonic3k.asm, read from a public copy) in LRZ, HPZ, SOZ
    and FBZ; the routine after the init is the same."""
    trigger = 0
    if rec.act[:3] in ("hcz", "icz") and rec.subtype & 0x80:
        # h-trig: loc_1E2E8, collapsing once the level trigger of its low nibble is set (loc_1E332), not
        # when stood on: placed where the act's buttons write that trigger (Ice Cap's), not where other
        # objects do (Hydrocity's Blastoids, sub_557A6, not modelled)
        if not button_sets(rec.act, rec.subtype & 0xF):
            return []
        trigger = (rec.subtype & 0xF) + 1
    found = _s3k_bridge_config(rec.act[:3], rec.subtype)
    if found is None:
        return []
    (width, delays, flip, by_side), countdown = found
    return [CollapsingBridge(rec.x, rec.y, width=width, countdown=countdown, flip_delay=flip,
                             flip_by_side=by_side, x_flip=rec.x_flip, column_delays=delays, trigger=trigger)]
