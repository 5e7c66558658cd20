"""Placers of spikes and of breakable walls and rocks (docs/kinds/spike.md):
each reads the layout record as the object's init routine does."""
from __future__ import annotations

from ..objects import ObjectDescription
from ..spike_kinds import SPIKE_SIZES, Breakable, Spikes
from .place_s3k_trigger import button_sets
from .placing import Placement, placer

__all__: list[str] = []

_S3K_TABLES = ("s3", "sk1", "sk2")
# The zones whose objects Sonic 3's own code (s3.asm) places; the Sonic &
# Knuckles zones' walls and rocks run code this checkout lacks (sonic3k.asm).
_S3_ZONES = ("aiz", "hcz", "mgz", "cnz", "icz", "lbz")


@placer("s1", 0x36)  # Spik_Main (_incObj/36 Spikes.asm)
@placer("s2", 0x36)  # Obj36_Init
def _spikes(rec: Placement) -> list[ObjectDescription]:
    """Spikes: the subtype as the init reads it; one outside the game's
    tables (a movement past 2, a size past the table) is not placed."""
    game = "s3k" if rec.table in _S3K_TABLES else rec.table
    if rec.subtype >> 4 >= len(SPIKE_SIZES[game]) or rec.subtype & 0xF > 2:
        return []
    return [Spikes(rec.x, rec.y, rec.subtype, x_flip=rec.x_flip, y_flip=rec.y_flip)]


for _table in _S3K_TABLES:  # Obj_Spikes, entry 8 of every S3K set
    placer(_table, 8)(_spikes)


@placer("s1", 0x3B)  # Rock_Main: obActWid $13; Rock_Solid d1 = $1B, d2 = d3 = $10
@placer("s2", 0x3B)  # Obj3B_Init / Obj3B_Main, the same
def _purple_rock(rec: Placement) -> list[ObjectDescription]:
    return [Breakable(rec.x, rec.y, 0x13, 0x10, "never", solid_width=0x1B)]


@placer("s1", 0x3C)  # Smash_Main: obActWid $10; Smash_Solid d2 = d3 = $20
@placer("s2", 0x3C)  # Obj3C_Init / Obj3C_Main, the same
def _smash_wall(rec: Placement) -> list[ObjectDescription]:
    return [Breakable(rec.x, rec.y, 0x10, 0x20, "side")]


@placer("s2", 0x32)
def _breakable_block(rec: Placement) -> list[ObjectDescription]:
    """Obj32_Init: width_pixels $18 (HTZ rock), $10 in Chemical Plant (metal
    block); Obj32_Main d2 = $10, d3 = $11; broken from above."""
    return [Breakable(rec.x, rec.y, 0x10 if rec.act.startswith("cpz") else 0x18, 0x10, "top")]


# byte_1D64E: (width_pixels, height_pixels) by subtype bits 4-6; the table has
# four entries (a larger index reads past it: not placed).
_ROCK_SIZES = ((0x18, 0x27), (0x18, 0x17), (0x18, 0x0F), (0x0E, 0x0F))
# sonic3k.asm's copy (the Sonic & Knuckles zones; not in the checkout, read
# from a public copy as touch_data's SK_ONLY_BADNIKS): byte_1F9D0 has eight
# entries, Sonic 3's four then these.
_SK_ROCK_SIZES = _ROCK_SIZES + ((0x10, 0x28), (0x28, 0x10), (0x28, 0x10), (0x10, 0x20))


def _sk_rock(rec: Placement) -> list[ObjectDescription]:
    """sonic3k.asm's Obj_AIZLRZEMZRock in the Sonic & Knuckles zones: the
    size from byte_1F9D0; subtype & $F = $F runs loc_20002 (broken from
    above by Knuckles only: not placed); then bit 2 from the side
    (loc_1FD08, as Sonic 3's loc_1D8E0), bit 3 from below (loc_1FF48: the
    player keeps his Y speed, the rule "bottom"), else bit 0 from above."""
    w, h = _SK_ROCK_SIZES[(rec.subtype >> 4) & 7]
    if rec.subtype & 0xF == 0xF:
        return []
    if rec.subtype & 4:
        breaks = "knuckles_touch" if rec.subtype & 0x80 else "side"
    elif rec.subtype & 8:
        breaks = "bottom"
    else:
        breaks = "top" if rec.subtype & 1 else "never"
    return [Breakable(rec.x, rec.y, w, h, breaks)]


def _rock(rec: Placement) -> list[ObjectDescription]:
    """Obj_AIZLRZEMZRock: bit 2 breakable from the side (loc_1D8E0; with
    bit 7 by Knuckles only), else bit 0 from above (loc_1D712); bit 1 (pushed
    by the player, sub_1DAD2) is not modelled."""
    if not rec.act.startswith(_S3_ZONES):
        return _sk_rock(rec)
    size = (rec.subtype >> 4) & 7
    if size >= len(_ROCK_SIZES):
        return []
    w, h = _ROCK_SIZES[size]
    if rec.subtype & 4:
        breaks = "knuckles_touch" if rec.subtype & 0x80 else "side"
    else:
        breaks = "top" if rec.subtype & 1 else "never"
    return [Breakable(rec.x, rec.y, w, h, breaks)]


# sonic3k.asm's Obj_BreakableWall in the Sonic & Knuckles zones (a public
# copy, murshies/skdisasm): (width_pixels, height_pixels, breaks) by zone,
# AIZ's for a zone without its own. MHZ (Current_zone 7, loc_214A4) and SOZ
# (8, loc_214DE) run loc_21818: broken by Knuckles on a side contact, whose
# glide becomes the fall (sub_218CE); SOZ's mapping frame 4 is $30 high.
# LRZ (9, loc_21536) runs loc_21568, the side rule of Sonic 3's loc_1F844.
_SK_WALLS = {"mhz": (0x10, 0x20, "knuckles_glide"), "soz": (0x10, 0x20, "knuckles_glide"),
             "lrz": (0x10, 0x20, "side")}
_SK_WALL_DEFAULT = (0x10, 0x28, "side")
_SOZ_TALL_FRAME, _SOZ_TALL_HEIGHT = 4, 0x30


def _sk_wall(rec: Placement) -> list[ObjectDescription]:
    """sonic3k.asm's Obj_BreakableWall in the S&K zones (_SK_WALLS):
    SolidObjectFull with d1 = width + $B, d2 = height, d3 = d2 + 1; bit 7:
    removed by a level trigger only (never by the player)."""
    zone = rec.act[:3]
    w, h, breaks = _SK_WALLS.get(zone, _SK_WALL_DEFAULT)
    if zone == "soz" and rec.subtype & 0xF == _SOZ_TALL_FRAME:
        h = _SOZ_TALL_HEIGHT
    return [Breakable(rec.x, rec.y, w, h, "never" if rec.subtype & 0x80 else breaks)]


def _wall(rec: Placement) -> list[ObjectDescription]:
    """Obj_BreakableWall: the zone's size and routine. Bit 7: removed by a
    level trigger only (never by the player); HCZ and CNZ frame 2, MGZ bit 4
    and every LBZ wall: Knuckles only (loc_1FAEC); MGZ frame 2 (loc_1FA02,
    broken by a state of the player this library does not have): solid."""
    zone, frame = rec.act[:3], rec.subtype & 0xF
    if rec.subtype & 0x80 and button_sets(rec.act, 0):
        return []  # h-trig: removed once level trigger 0 is set (loc_1F844), which a button of its act sets
    if zone not in _S3_ZONES:
        return _sk_wall(rec)
    w, h, breaks = 0x10, 0x28, "side"  # AIZ's (and any zone without its own)
    if zone in ("hcz", "cnz", "lbz"):
        w, h = (0x18 if zone == "hcz" and frame == 2 else 0x10), 0x20
        if zone == "lbz" or frame == 2:
            breaks = "knuckles"
    elif zone == "mgz":
        w, h = 0x20, 0x28
        breaks = "knuckles" if rec.subtype & 0x10 else ("never" if frame == 2 else "side")
    if rec.subtype & 0x80:
        breaks = "never"
    return [Breakable(rec.x, rec.y, w, h, breaks)]


for _table in _S3K_TABLES:  # entries 5 and 13 of every S3K set
    placer(_table, 5)(_rock)
    placer(_table, 13)(_wall)
