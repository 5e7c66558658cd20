"""Sonic 3 & Knuckles acts from a checkout of sonicretro/skdisasm (the
locked-on game, sonic3k.asm; s3.asm is Sonic 3 alone and is not what is read).

What is read, per act (tables transcribed from sonic3k.asm's
``LoadLevelLoadBlock2``/``LevelLoadBlock``, ``LevelPtrs``, ``SolidIndexes``,
``LevelSizes``, ``Sonic_Start_Locations``/``Knux_Start_Locations``, as the
checkout's ``SonLVL INI Files/SonLVL.ini`` also lists them):

* the layout ``Levels/<Z>/Layout/<n>.bin`` (uncompressed; ``Load_Level``
  copies it to ``Level_layout_header``): a header of four words (foreground
  width in chunks, background width, foreground rows, background rows), then
  row pointers (RAM addresses, $8000 + file offset) interleaved foreground /
  background, then the rows of chunk ids;
* the chunks ``Levels/<Z>/Chunks/...`` (Kosinski, 8x8 big-endian block words
  each; a secondary file is appended to the primary one);
* the collision index ``Levels/<Z>/Collision/<n>.bin``: for the Sonic 3 zones
  (AIZ, HCZ, MGZ, CNZ, ICZ, LBZ) two arrays of $300 words, primary then
  secondary, of which the low byte is read; for the Sonic & Knuckles zones
  $300 pairs of bytes, primary then secondary (``LoadSolids``); and the
  shared ``Levels/Misc/Height Maps.bin``, ``Height Maps Rotated.bin``,
  ``angles.bin``;
* the start position ``Levels/<Z>/Start Location/{Sonic,Knuckles}/<n>.bin``;
* the path swappers (object 2, ``Obj_PathSwap``) of ``Levels/<Z>/Object Pos/<n>.bin``;
* the level bounds of ``LevelSizes`` (``Get_LevelSizeStart``, with its
  per-character changes for MHZ1 and ICZ1).

Collision (``Find_Tile_FG``): layout row ``(y >> 7) & 31`` (``& 15`` in the
looping acts ICZ1 and SOZ2, whose ``ScreenInit`` sets
``Layout_row_index_mask`` to $3C), so the map wraps every 4096 (2048) px down;
the column ``x >> 7`` is not masked. Outside the foreground rows and columns
the game reads whatever bytes follow in RAM or ROM (the next layout row past a
row's end, the 68000 vector table for rows whose pointer is 0); those cells are
empty here.
"""
from __future__ import annotations

from typing import Optional, TypedDict

import numpy as np

from ..level import Level, LevelBounds
from ..tiles import TileMap
from .common import (S2_BITS, ActInfo, Checkout, LevelDataError, PathLike, chunk_cells, chunk_words,
                     paint, tileset, word_pair)
from .layout import act_end, read_objects
from .place_path import path_swappers

GAME = "s3k"
MARKER = "Levels/Misc/Height Maps.bin"
HEIGHTS = "Levels/Misc/Height Maps.bin"
WIDTHS = "Levels/Misc/Height Maps Rotated.bin"
ANGLES = "Levels/Misc/angles.bin"
#: The largest layout file: Load_Level copies it into Level_layout_header, $1000 bytes of RAM.
LAYOUT_MAX = 0x1000

_ZONES = {
    "AIZ": "Angel Island Zone", "HCZ": "Hydrocity Zone", "MGZ": "Marble Garden Zone",
    "CNZ": "Carnival Night Zone", "ICZ": "IceCap Zone", "LBZ": "Launch Base Zone",
    "MHZ": "Mushroom Hill Zone", "FBZ": "Flying Battery Zone", "SOZ": "Sandopolis Zone",
    "LRZ": "Lava Reef Zone", "SSZ": "Sky Sanctuary Zone", "DEZ": "Death Egg Zone",
    "DDZ": "The Doomsday Zone", "HPZ": "Hidden Palace Zone",
}
_S3_ZONES = {"AIZ", "HCZ", "MGZ", "CNZ", "ICZ", "LBZ"}  # word-array collision indexes
_LOOPING = {"icz1", "soz2"}  # Layout_row_index_mask = $3C

# act: (zone folder, title suffix, layout/objects number, start file stem, chunk files,
#       collision number, LevelSizes xstart, xend, ystart, yend)
_ACTS = {
    "aiz1": ("AIZ", "Act 1", "1", "1", ("Act 1.kos",), "1", (0x1308, 0x6000, 0, 0x390)),
    "aiz2": ("AIZ", "Act 2", "2", "2", ("Act 2.kos",), "2", (0, 0x4640, 0, 0x590)),
    "hcz1": ("HCZ", "Act 1", "1", "1", ("Primary.kos", "Act 1 Secondary.kos"), "1", (0, 0x6000, 0, 0x1000)),
    "hcz2": ("HCZ", "Act 2", "2", "2", ("Primary.kos", "Act 2 Secondary.kos"), "2", (0, 0x6000, 0, 0x1000)),
    "mgz1": ("MGZ", "Act 1", "1", "1", ("Primary.kos", "Act 1 Secondary.kos"), "1", (0, 0x6000, -0x100, 0x1000)),
    "mgz2": ("MGZ", "Act 2", "2", "2", ("Primary.kos", "Act 2 Secondary.kos"), "2", (0, 0x6000, 0, 0x1000)),
    "cnz1": ("CNZ", "Act 1", "1", "1", ("Primary.kos",), "1", (0, 0x6000, 0, 0xB20)),
    "cnz2": ("CNZ", "Act 2", "2", "2", ("Primary.kos",), "1", (0, 0x6000, 0x580, 0x1000)),
    "icz1": ("ICZ", "Act 1", "1", "1", ("Primary.kos", "Act 1 Secondary.kos"), "1", (0, 0x7000, -0x100, 0x800)),
    "icz2": ("ICZ", "Act 2", "2", "2", ("Primary.kos", "Act 2 Secondary.kos"), "2", (0, 0x7000, 0, 0xB20)),
    "lbz1": ("LBZ", "Act 1", "1", "1", ("Act 1.kos",), "1", (0, 0x6000, 0, 0x1000)),
    "lbz2": ("LBZ", "Act 2", "2", "2", ("Act 2.kos",), "2", (0, 0x6000, 0, 0xB20)),
    "mhz1": ("MHZ", "Act 1", "1", "1", ("Primary.kos", "Secondary.kos"), "1", (0, 0x4298, 0, 0xAA0)),
    "mhz2": ("MHZ", "Act 2", "2", "2", ("Primary.kos", "Secondary.kos"), "1", (0x98, 0x3C90, 0x620, 0x9A0)),
    "fbz1": ("FBZ", "Act 1", "1", "1", ("Primary.kos",), "1", (0, 0x2E60, 0, 0xB00)),
    "fbz2": ("FBZ", "Act 2", "2", "2", ("Primary.kos",), "1", (0, 0x6000, 0, 0xB00)),
    "soz1": ("SOZ", "Act 1", "1", "1", ("Primary.bin",), "1", (0, 0x4310, 0, 0xB20)),
    "soz2": ("SOZ", "Act 2", "2", "2", ("Primary.bin",), "1", (0, 0x6000, -0x100, 0x800)),
    "lrz1": ("LRZ", "Act 1", "1", "1", ("Primary.kos", "Act 1 Secondary.kos"), "1", (0, 0x2CC0, 0, 0xB20)),
    "lrz2": ("LRZ", "Act 2", "2", "2", ("Primary.kos", "Act 2 Secondary.kos"), "2", (0x940, 0x3EC0, 0, 0xB20)),
    "lrz3": ("LRZ", "Boss", "3", "Boss", ("../../HPZ/Chunks/Primary.kos", "Act 3 Secondary.kos"), "3",
             (0, 0xEC0, 0, 0x430)),
    "hpz": ("HPZ", "", "1", "1", ("Primary.kos", "Secondary.kos"), "1", (0, 0x1880, 0, 0xB20)),
    "ssz1": ("SSZ", "Act 1", "1", "1", ("Act 1 Primary.kos", "Act 1 Secondary.kos"), "1", (0, 0x19A0, -0x100, 0x1000)),
    "ssz2": ("SSZ", "Act 2", "2", "2", ("Act 2.kos",), "2", (0, 0x6000, 0, 0x400)),
    "dez1": ("DEZ", "Act 1", "1", "1", ("Primary.kos",), "1", (0, 0x6000, 0, 0xB20)),
    "dez2": ("DEZ", "Act 2", "2", "2", ("Primary.kos",), "1", (0, 0x6000, 0, 0xF10)),
    "dez3": ("DEZ", "Boss", "3", "Boss", ("Act 3.kos",), "1", (0, 0x6000, 0x20, 0x20)),
    "ddz": ("DDZ", "", "1", "1", ("Primary.kos",), "1", (0, 0x6000, 0, 0x1000)),
}


def end_ids(act: str) -> tuple[int, ...]:
    """None: the locked-on game's layouts hold no object that ends an act
    (docs/levels.md "Act ends": its signposts and capsules are created by the
    bosses), so every act takes the fallback."""
    return ()


def _norm(path: str) -> str:
    parts: list[str] = []
    for p in path.split("/"):
        if p == "..":
            parts.pop()
        else:
            parts.append(p)
    return "/".join(parts)


class _Files(TypedDict):
    """The checkout files of one act (relative paths)."""

    layout: str
    chunks: tuple[str, ...]
    collision: str
    start: str
    objects: str


def _files(act: str, character: str = "sonic", suffix: str = "") -> _Files:
    """``suffix``: the object layout's (Sonic 3 alone reads ``1-S3.bin``...)."""
    z, _t, num, start, chunks, col, _b = _ACTS[act]
    who = "Knuckles" if character == "knuckles" else "Sonic"
    return {
        "layout": f"Levels/{z}/Layout/{num}.bin",
        "chunks": tuple(_norm(f"Levels/{z}/Chunks/{c}") for c in chunks),
        "collision": f"Levels/{z}/Collision/{col}.bin",
        "start": f"Levels/{z}/Start Location/{who}/{start}.bin",
        "objects": f"Levels/{z}/Object Pos/{num}{suffix}.bin",
    }


def layout_files(act: str, suffix: str = "") -> tuple[str, Optional[str]]:
    """The object and ring layout files of the act (``LevelLoadBlock``'s
    object and ring pointers, as SonLVL.ini lists them)."""
    z, num = _ACTS[act][0], _ACTS[act][2]
    return _files(act, suffix=suffix)["objects"], f"Levels/{z}/Ring Pos/{num}{suffix}.bin"


def _title(act: str) -> str:
    z, suffix = _ACTS[act][0], _ACTS[act][1]
    return f"{_ZONES[z]} {suffix}".strip()


def act_infos(names: tuple[str, ...] = tuple(_ACTS), suffix: str = "") -> dict[str, ActInfo]:
    out = {}
    for act in names:
        f = _files(act, suffix=suffix)
        out[act] = ActInfo(act, _title(act), (f["layout"], *f["chunks"], f["collision"], f["start"],
                                               f["objects"], HEIGHTS, WIDTHS, ANGLES))
    return out


def _layout(co: Checkout, rel: str, rows: int) -> tuple[np.ndarray, np.ndarray]:
    """Find_Tile_FG's view of the layout: chunk ids (rows, width) for the
    foreground rows the period reaches, and which of them have data (a row
    pointer of 0, past the foreground's row count, reads ROM: left empty)."""
    data = co.read(rel, "level layout", LAYOUT_MAX)
    if len(data) < 8:
        raise LevelDataError(f"{rel}: {len(data)} bytes, too short for a layout header")
    width, _bgw, count, _bgc = (int.from_bytes(data[i:i + 2], "big") for i in range(0, 8, 2))
    if not 0 < width <= 512 or count > 32:
        raise LevelDataError(f"{rel}: a {width} x {count} chunk foreground; at most 512 x 32 (corrupt header?)")
    rows = min(count, rows)
    out = np.zeros((rows, width), np.uint8)
    valid = np.zeros(rows, bool)
    for r in range(rows):
        at = 8 + 4 * r
        if at + 2 > len(data):
            raise LevelDataError(f"{rel}: truncated in the row pointers ({len(data)} bytes)")
        ptr = int.from_bytes(data[at:at + 2], "big")
        if ptr == 0:
            continue
        off = ptr - 0x8000
        if off < 8 or off + width > len(data):
            raise LevelDataError(f"{rel}: foreground row {r} points at {ptr:#06x}, outside the file's "
                                 f"{len(data)} bytes (truncated or corrupt)")
        out[r] = np.frombuffer(data, np.uint8, width, off)
        valid[r] = True
    if not valid.any():
        raise LevelDataError(f"{rel}: no foreground row (corrupt header?)")
    return out, valid


def _indexes(co: Checkout, rel: str, s3_format: bool) -> tuple[np.ndarray, np.ndarray]:
    """LoadSolids: shape ids of blocks 0..$2FF, primary and secondary."""
    if s3_format:
        data = np.frombuffer(co.sized(rel, "collision index ($300 + $300 words)", 0xC00)[:0xC00], np.uint8)
        return data[1:0x600:2].copy(), data[0x601:0xC00:2].copy()
    data = np.frombuffer(co.sized(rel, "collision index ($300 byte pairs)", 0x600)[:0x600], np.uint8)
    return data[0::2].copy(), data[1::2].copy()


def load(checkout: PathLike, act: str, character: str = "sonic", *, game: str = GAME,
         sizes: Optional[tuple[int, int, int, int]] = None, suffix: str = "",
         ends: Optional[tuple[int, ...]] = None) -> Level:
    """The act as ``game`` reads it: Sonic 3 alone (levels/s3.py) passes its own
    ``LevelSizes`` row, object layout ``suffix`` and act-end object ids."""
    co = Checkout(checkout)
    z = _ACTS[act][0]
    f = _files(act, character, suffix)
    left, right, top, bottom = _ACTS[act][6] if sizes is None else sizes
    period = 2048 if act in _LOOPING else 4096
    layout, valid = _layout(co, f["layout"], period // 128)
    raw = b"".join(co.kosinski(rel, "128x128 chunks") for rel in f["chunks"])
    words = chunk_words(raw[:256 * 128], 8, f["chunks"][0])
    bad = (layout >= len(words)) & valid[:, None]
    if bad.any():
        r, c = np.argwhere(bad)[0]
        raise LevelDataError(f"{f['layout']}: row {r}, column {c} names chunk {layout[r, c]} but the chunks "
                             f"({' + '.join(f['chunks'])}) hold {len(words)}")
    used = np.zeros(len(words), bool)
    used[layout[valid]] = True
    layers = []
    for layer, index in enumerate(_indexes(co, f["collision"], z in _S3_ZONES)):
        cells = paint(layout, chunk_cells(words, index, S2_BITS, layer, f["collision"], used,
                                          " + ".join(f["chunks"])))
        cells[np.repeat(~valid, 8)] = 0
        layers.append(cells)
    tilemap = TileMap(layers[0], tileset(co, HEIGHTS, WIDTHS, ANGLES), layers[1], wrap_y=period)
    x, y = word_pair(co, f["start"], "start position")
    # Get_LevelSizeStart's changes by character (Player_mode: Tails alone 2, Knuckles 3)
    if act == "mhz1" and character != "knuckles":
        left = 0xC0  # Sonic or Tails with Sonic 3 locked on
    if act == "icz1" and character == "tails":
        x, y, left, top = 0x3780, 0x1E0, 0x35A0, 0x200  # Tails skips the snowboard
    # HPZ_ScreenInit (after Get_LevelSizeStart placed the camera; at the
    # act's start positions the camera is at the left end either way):
    # Knuckles' right bound $AA0, the others' left bound $AA0 above y $480
    if act == "hpz" and character == "knuckles":
        right = 0xAA0
    elif act == "hpz" and y < 0x480:
        left = 0xAA0
    bounds = LevelBounds(left, right, top, bottom)
    objects = read_objects(co, f["objects"], game)
    return Level(tilemap, (float(x), float(y)), objects=path_swappers(objects, game, act),
                 act_end=act_end(objects, end_ids(act) if ends is None else ends, bounds, tilemap, game),
                 bounds=bounds,
                 wraps_vertically=top == -0x100, game=game, name=act, title=_title(act))
