"""Sonic 2 acts from a checkout of sonicretro/s2disasm (the default build).

What is read, per act (zone tables transcribed from s2.asm):

* the layout ``level/layout/<ZONE>_<act>.kos`` (Kosinski, $1000 bytes: 16 rows
  of 128 foreground then 128 background chunk ids; ``loadLevelLayout``);
* the zone's chunks ``mappings/128x128/<set>.kos`` (Kosinski, 8x8 big-endian
  block words each; ``LevelArtPointers``);
* the zone's primary and secondary collision indexes
  ``collision/<set> primary|secondary 16x16 collision index.kos`` (Kosinski,
  one shape id per block; ``LoadCollisionIndexes``, ``Off_ColP`` /
  ``Off_ColS``; zones with no secondary index use the primary one twice) and
  the shared ``collision/Collision array - Vertical.bin`` (heights),
  ``- Horizontal.bin`` (widths) and ``Curve and resistance mapping.bin``
  (angles);
* the start position ``startpos/<ZONE>_<act>.bin`` (``StartLocations``);
* the path swappers (object $03, ``Obj03``) of ``level/objects/<ZONE>_<act>.bin``;
* the level bounds of ``LevelSize`` (``LevelSizeLoad``).

Collision (``Find_Tile``): layout row ``(y >> 7) & 15``, column ``(x >> 7) &
0x7F`` of the foreground, so the map is the whole 128 x 16 chunk layout and
wraps every 16384 px across and 2048 px down. Layer A is the primary index
with the block's layer-A solidity bits (12, 13), layer B the secondary index
with bits 14, 15 (rules/terrain §4.3).
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from ..level import Level, LevelBounds
from ..tiles import TileMap
from .common import (S2_BITS, ActInfo, Checkout, LevelDataError, PathLike, chunk_cells, chunk_words,
                     paint, tileset, word_pair)
from .layout import act_end, read_objects
from .place_path import path_swappers

GAME = "s2"
MARKER = "collision/Curve and resistance mapping.bin"
HEIGHTS = "collision/Collision array - Vertical.bin"
WIDTHS = "collision/Collision array - Horizontal.bin"
ANGLES = "collision/Curve and resistance mapping.bin"
SIGNPOST_ID = 0x0D  # Obj0D (Obj0D_Main)
CAPSULE_ID = 0x3E   # Obj3E, the egg prison
LAYOUT_SIZE = 0x1000

# zone: (title, chunks set, collision set, has a secondary index)
_ZONES = {
    "ehz": ("Emerald Hill Zone", "EHZ_HTZ", "EHZ and HTZ", True),
    "cpz": ("Chemical Plant Zone", "CPZ_DEZ", "CPZ and DEZ", True),
    "arz": ("Aquatic Ruin Zone", "ARZ", "ARZ", True),
    "cnz": ("Casino Night Zone", "CNZ", "CNZ", True),
    "htz": ("Hill Top Zone", "EHZ_HTZ", "EHZ and HTZ", True),
    "mcz": ("Mystic Cave Zone", "MCZ", "MCZ", False),
    "ooz": ("Oil Ocean Zone", "OOZ", "OOZ", False),
    "mtz": ("Metropolis Zone", "MTZ", "MTZ", False),
    "scz": ("Sky Chase Zone", "WFZ_SCZ", "WFZ and SCZ", True),
    "wfz": ("Wing Fortress Zone", "WFZ_SCZ", "WFZ and SCZ", True),
    "dez": ("Death Egg Zone", "CPZ_DEZ", "CPZ and DEZ", True),
}
# act: (zone, act title, file stem for the layout, for start/objects, LevelSize xstart, xend, ystart, yend)
_ACTS = {
    "ehz1": ("ehz", "Act 1", "EHZ_1", "EHZ_1", (0x0, 0x29A0, 0x0, 0x320)),
    "ehz2": ("ehz", "Act 2", "EHZ_2", "EHZ_2", (0x0, 0x2940, 0x0, 0x420)),
    "cpz1": ("cpz", "Act 1", "CPZ_1", "CPZ_1", (0x0, 0x2780, 0x0, 0x720)),
    "cpz2": ("cpz", "Act 2", "CPZ_2", "CPZ_2", (0x0, 0x2A80, 0x0, 0x720)),
    "arz1": ("arz", "Act 1", "ARZ_1", "ARZ_1", (0x0, 0x28C0, 0x200, 0x600)),
    "arz2": ("arz", "Act 2", "ARZ_2", "ARZ_2", (0x0, 0x3FFF, 0x180, 0x710)),
    "cnz1": ("cnz", "Act 1", "CNZ_1", "CNZ_1", (0x0, 0x27A0, 0x0, 0x720)),
    "cnz2": ("cnz", "Act 2", "CNZ_2", "CNZ_2", (0x0, 0x2A80, 0x0, 0x720)),
    "htz1": ("htz", "Act 1", "HTZ_1", "HTZ_1", (0x0, 0x2800, 0x0, 0x720)),
    "htz2": ("htz", "Act 2", "HTZ_2", "HTZ_2", (0x0, 0x3280, 0x0, 0x720)),
    "mcz1": ("mcz", "Act 1", "MCZ_1", "MCZ_1", (0x0, 0x2380, 0x3C0, 0x720)),
    "mcz2": ("mcz", "Act 2", "MCZ_2", "MCZ_2", (0x0, 0x3FFF, 0x60, 0x720)),
    "ooz1": ("ooz", "Act 1", "OOZ_1", "OOZ_1", (0x0, 0x2F80, 0x0, 0x680)),
    "ooz2": ("ooz", "Act 2", "OOZ_2", "OOZ_2", (0x0, 0x2D00, 0x0, 0x680)),
    "mtz1": ("mtz", "Act 1", "MTZ_1", "MTZ_1", (0x0, 0x2280, -0x100, 0x800)),
    "mtz2": ("mtz", "Act 2", "MTZ_2", "MTZ_2", (0x0, 0x1E80, -0x100, 0x800)),
    "mtz3": ("mtz", "Act 3", "MTZ_3", "MTZ_3", (0x0, 0x2A80, -0x100, 0x800)),
    "scz": ("scz", "", "SCZ", "SCZ_1", (0x0, 0x3FFF, 0x0, 0x000)),
    "wfz": ("wfz", "", "WFZ", "WFZ_1", (0x0, 0x3FFF, 0x0, 0x720)),
    "dez": ("dez", "", "DEZ", "DEZ_1", (0x0, 0x1000, 0xC8, 0xC8)),
}


def _files(act: str) -> dict[str, str]:
    zone, _t, layout, stem, _b = _ACTS[act]
    _z, chunks, col, secondary = _ZONES[zone]
    return {
        "layout": f"level/layout/{layout}.kos",
        "chunks": f"mappings/128x128/{chunks}.kos",
        "primary": f"collision/{col} primary 16x16 collision index.kos",
        "secondary": f"collision/{col} {'secondary' if secondary else 'primary'} 16x16 collision index.kos",
        "start": f"startpos/{stem}.bin",
        "objects": f"level/objects/{stem}.bin",
        "rings": f"level/rings/{stem}.bin",
    }


def layout_files(act: str) -> tuple[str, Optional[str]]:
    """The object and ring layout files of the act (``Off_Objects``, ``Off_Rings``)."""
    f = _files(act)
    return f["objects"], f["rings"]


def _title(act: str) -> str:
    zone, suffix = _ACTS[act][0], _ACTS[act][1]
    return f"{_ZONES[zone][0]} {suffix}".strip()


def act_infos() -> dict[str, ActInfo]:
    return {act: ActInfo(act, _title(act), tuple(dict.fromkeys((*(v for k, v in _files(act).items() if k != "rings"),
                                                                HEIGHTS, WIDTHS, ANGLES))))
            for act in _ACTS}


def end_ids(act: str) -> tuple[int, ...]:
    """The objects that end the act: Obj0D_Init keeps a signpost only in an
    act 1 (and Metropolis act 2) in one-player mode (it sets the others' x to
    0); the act 2s end at the egg prison."""
    return (SIGNPOST_ID, CAPSULE_ID) if _ACTS[act][1] in ("Act 1", "") or act == "mtz2" else (CAPSULE_ID,)


def load(checkout: PathLike, act: str, character: str = "sonic") -> Level:
    co = Checkout(checkout)
    f = _files(act)
    left, right, top, bottom = _ACTS[act][4]
    raw = co.kosinski(f["layout"], "level layout", max_size=LAYOUT_SIZE)
    # the layout fills Level_Layout ($1000 bytes); a shorter one leaves the rest clear
    ram = np.zeros(LAYOUT_SIZE, np.uint8)
    ram[:len(raw)] = np.frombuffer(raw, np.uint8)
    layout = ram.reshape(16, 2, 128)[:, 0, :]  # 16 rows: foreground 128 bytes, background 128
    words = chunk_words(co.kosinski(f["chunks"], "128x128 chunks"), 8, f["chunks"])
    if len(words) == 0 or len(words) > 256:
        raise LevelDataError(f"{f['chunks']}: {len(words)} chunks; the game's chunk table holds 1..256")
    bad = layout >= len(words)
    if bad.any():
        r, c = np.argwhere(bad)[0]
        raise LevelDataError(f"{f['layout']}: row {r}, column {c} names chunk {layout[r, c]} but "
                             f"{f['chunks']} holds {len(words)}")
    used = np.zeros(len(words), bool)
    used[layout] = True
    layers = []
    for layer, key in ((0, "primary"), (1, "secondary")):
        index = np.frombuffer(co.kosinski(f[key], f"{key} collision index", max_size=0x300), np.uint8)
        layers.append(paint(layout, chunk_cells(words, index, S2_BITS, layer, f[key], used, f["chunks"])))
    tilemap = TileMap(layers[0], tileset(co, HEIGHTS, WIDTHS, ANGLES), layers[1],
                      wrap_x=16384, wrap_y=2048)
    x, y = word_pair(co, f["start"], "start position")
    bounds = LevelBounds(left, right, top, bottom)
    objects = read_objects(co, f["objects"], GAME)
    return Level(tilemap, (float(x), float(y)), objects=path_swappers(objects, GAME, act),
                 act_end=act_end(objects, end_ids(act), bounds, tilemap, GAME), bounds=bounds,
                 wraps_vertically=top == -0x100, game=GAME, name=act, title=_title(act))
