"""Sonic 1 acts from a checkout of sonicretro/s1disasm (revision 1, the
disassembly's default build: ``Revision = 1`` in sonic.asm).

What is read, per act (the zone tables below are transcribed from sonic.asm):

* the foreground layout ``levels/<act>.bin`` (uncompressed: width - 1, height -
  1, then the rows of 256x256 chunk ids; ``LevelLayoutLoad2``), through the
  ``Level_Index`` choice (Final Zone uses the sbz2 layout; "sbz3" is Labyrinth
  act 4);
* the zone's chunks ``map256/<zone>.kos`` (Kosinski, 16x16 big-endian block
  words each; ``LevelDataLoad``);
* the zone's collision index ``collide/<zone>.bin`` (one shape id per block)
  and the shared ``collide/Collision Array (Normal).bin`` (heights),
  ``(Rotated).bin`` (widths) and ``Angle Map.bin``;
* the start position ``startpos/<act>.bin`` (``StartLocArray``);
* the level bounds of ``LevelSizeArray`` (``LevelSizeLoad``) and the loop
  chunk ids of ``LoopTileNums``.

Collision (``FindNearestTile``): a layout byte ``n`` (1..0x7F) is chunk ``n``
(RAM chunk ``n - 1``), 0 is empty. A byte with bit 7 set is special: chunk
``n & 0x7F`` normally, chunk ``(n & 0x7F) + 1`` for a player "behind the
loop", 0x51 instead of 0x29 (rules/terrain §4.3): layer A holds the first, layer
B the second. The layout row is taken modulo 8 (2048 px) and the column modulo
128 (32768 px): the map wraps like that. Columns 64..127 of the game's layout
RAM hold the background layout, which the collision would read at x >= 16384
px; they are empty here (no act lets the player reach them).
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from ..level import Level, LevelBounds
from ..loops import LOOP_KINDS, LoopChunks
from ..tiles import TileMap
from .common import (S1_BITS, ActInfo, Checkout, LevelDataError, PathLike, chunk_cells, chunk_words,
                     paint, tileset, word_pair)
from .layout import act_end, read_objects

GAME = "s1"
#: A file only this game's checkout has (how the game is detected).
MARKER = "collide/Angle Map.bin"
HEIGHTS = "collide/Collision Array (Normal).bin"
WIDTHS = "collide/Collision Array (Rotated).bin"
ANGLES = "collide/Angle Map.bin"
#: The largest layout file: its two header bytes allow 256 x 256 chunk ids.
LAYOUT_MAX = 2 + 0x100 * 0x100
#: The largest collision index: one byte per block id (11 bits, rules/terrain §4.1).
INDEX_MAX = 0x800

# zone: (title, chunks, collision index, LoopTileNums: loop1, loop2, roll1, roll2 or None)
_ZONES = {
    "ghz": ("Green Hill Zone", "map256/GHZ.kos", "collide/GHZ.bin", (0xB5, 0x7F, 0x1F, 0x20)),
    "lz": ("Labyrinth Zone", "map256/LZ.kos", "collide/LZ.bin", None),
    "mz": ("Marble Zone", "map256/MZ (JP1).kos", "collide/MZ.bin", None),
    "slz": ("Star Light Zone", "map256/SLZ.kos", "collide/SLZ.bin", (0xAA, 0xB4, 0x7F, 0x7F)),
    "syz": ("Spring Yard Zone", "map256/SYZ.kos", "collide/SYZ.bin", None),
    "sbz": ("Scrap Brain Zone", "map256/SBZ (JP1).kos", "collide/SBZ.bin", None),
}
# act: (zone, title suffix, layout, LevelSizeArray left, right, top, bottom)
_ACTS = {
    "ghz1": ("ghz", "Act 1", "levels/ghz1.bin", (0x0000, 0x24BF, 0x0000, 0x0300)),
    "ghz2": ("ghz", "Act 2", "levels/ghz2.bin", (0x0000, 0x1EBF, 0x0000, 0x0300)),
    "ghz3": ("ghz", "Act 3", "levels/ghz3.bin", (0x0000, 0x2960, 0x0000, 0x0300)),
    "mz1": ("mz", "Act 1", "levels/mz1.bin", (0x0000, 0x17BF, 0x0000, 0x01D0)),
    "mz2": ("mz", "Act 2", "levels/mz2.bin", (0x0000, 0x17BF, 0x0000, 0x0520)),
    "mz3": ("mz", "Act 3", "levels/mz3.bin", (0x0000, 0x1800, 0x0000, 0x0720)),
    "syz1": ("syz", "Act 1", "levels/syz1.bin", (0x0000, 0x22C0, 0x0000, 0x0420)),
    "syz2": ("syz", "Act 2", "levels/syz2.bin", (0x0000, 0x28C0, 0x0000, 0x0520)),
    "syz3": ("syz", "Act 3", "levels/syz3.bin", (0x0000, 0x2C00, 0x0000, 0x0620)),
    "lz1": ("lz", "Act 1", "levels/lz1.bin", (0x0000, 0x19BF, 0x0000, 0x0530)),
    "lz2": ("lz", "Act 2", "levels/lz2.bin", (0x0000, 0x10AF, 0x0000, 0x0720)),
    "lz3": ("lz", "Act 3", "levels/lz3.bin", (0x0000, 0x202F, -0x100, 0x0800)),
    "slz1": ("slz", "Act 1", "levels/slz1.bin", (0x0000, 0x1FBF, 0x0000, 0x0640)),
    "slz2": ("slz", "Act 2", "levels/slz2.bin", (0x0000, 0x1FBF, 0x0000, 0x0640)),
    "slz3": ("slz", "Act 3", "levels/slz3.bin", (0x0000, 0x2000, 0x0000, 0x06C0)),
    "sbz1": ("sbz", "Act 1", "levels/sbz1.bin", (0x0000, 0x21C0, 0x0000, 0x0720)),
    "sbz2": ("sbz", "Act 2", "levels/sbz2.bin", (0x0000, 0x1E40, -0x100, 0x0800)),
    # Scrap Brain act 3 is Labyrinth act 4 in the tables (LZ chunks and index)
    "sbz3": ("lz", "Scrap Brain Zone Act 3", "levels/sbz3.bin", (0x0000, 0x20BF, 0x0000, 0x0720)),
    # Final Zone is Scrap Brain act 3 in the tables and reuses the sbz2 layout
    "fz": ("sbz", "Final Zone", "levels/sbz2.bin", (0x2080, 0x2460, 0x0510, 0x0510)),
}
_START = {a: f"startpos/{a}.bin" for a in _ACTS}
# ObjPos_Index (revision 1: the JP1 files where sonic.asm picks them); Final Zone has its own
_JP1 = {"ghz3", "lz1", "lz3", "mz1", "syz3", "sbz1"}
_OBJECTS = {a: f"objpos/{a}{' (JP1)' if a in _JP1 else ''}.bin" for a in _ACTS}
SIGNPOST_ID = 0x0D  # Obj0D Signpost (Sign_Touch)
CAPSULE_ID = 0x3E   # Obj3E Prison (the egg prison of the act 3s)


def _title(act: str) -> str:
    zone, suffix = _ACTS[act][0], _ACTS[act][1]
    return suffix if not suffix.startswith("Act") else f"{_ZONES[zone][0]} {suffix}"


def act_infos() -> dict[str, ActInfo]:
    out = {}
    for act, (zone, _suffix, layout, _b) in _ACTS.items():
        _t, chunks, index, _loops = _ZONES[zone]
        out[act] = ActInfo(act, _title(act), (layout, chunks, index, _START[act], _OBJECTS[act], HEIGHTS, WIDTHS,
                                              ANGLES))
    return out


def layout_files(act: str) -> tuple[str, Optional[str]]:
    """The object layout file of the act, and no ring file (rings are objects)."""
    return _OBJECTS[act], None


def end_ids(act: str) -> tuple[int, ...]:
    """The objects that end the act (docs/levels.md "Act ends"): the signpost,
    else the egg prison (the act 3s)."""
    return SIGNPOST_ID, CAPSULE_ID


def _layout(co: Checkout, rel: str) -> np.ndarray:
    """LevelLayoutLoad2: width - 1 and height - 1 bytes, then the rows; the
    game copies them into 8 rows of 0x80 bytes (foreground in 0..0x3F)."""
    data = co.read(rel, "level layout", LAYOUT_MAX)
    if len(data) < 2:
        raise LevelDataError(f"{rel}: {len(data)} bytes, too short for a layout header")
    cols, rows = data[0] + 1, data[1] + 1
    if rows > 8 or cols > 0x40:
        raise LevelDataError(f"{rel}: a {cols} x {rows} chunk layout does not fit the game's layout RAM "
                             "(at most 64 x 8 foreground chunks; corrupt header?)")
    if len(data) < 2 + cols * rows:
        raise LevelDataError(f"{rel}: {len(data)} bytes, a {cols} x {rows} layout needs "
                             f"{2 + cols * rows} (truncated)")
    return np.frombuffer(data, np.uint8, cols * rows, 2).reshape(rows, cols)


def load(checkout: PathLike, act: str, character: str = "sonic") -> Level:
    co = Checkout(checkout)
    zone, _suffix, layout_rel, (left, right, top, bottom) = _ACTS[act]
    ztitle, chunks_rel, index_rel, loop_ids = _ZONES[zone]
    layout = _layout(co, layout_rel)
    words = chunk_words(co.kosinski(chunks_rel, "256x256 chunks"), 16, chunks_rel)
    if len(words) == 0 or len(words) > 0x52:
        raise LevelDataError(f"{chunks_rel}: {len(words)} chunks; the game's chunk RAM holds 1..82")
    index = np.frombuffer(co.read(index_rel, "collision index", INDEX_MAX), np.uint8)
    ts = tileset(co, HEIGHTS, WIDTHS, ANGLES)

    # FindNearestTile: which RAM chunk each layout byte reads, normal and low plane
    ids = layout.astype(np.int64)
    special = ids >= 0x80
    base = ids & 0x7F
    low = np.where(special, base + 1, base)
    low = np.where(special & (low == 0x29), 0x51, low)
    for plane, chunk in (("normal", base), ("behind the loop", low)):
        bad = chunk > len(words)
        if bad.any():
            r, c = np.argwhere(bad)[0]
            raise LevelDataError(f"{layout_rel}: chunk byte {ids[r, c]:#04x} at row {r}, column {c} "
                                 f"({plane} plane) names chunk {chunk[r, c]} but {chunks_rel} holds "
                                 f"{len(words)}")
        if (special & (chunk == 0) & (plane == "normal")).any():
            raise LevelDataError(f"{layout_rel}: special chunk byte 0x80 (no chunk in the normal plane)")
    used = np.zeros(len(words) + 1, bool)
    used[base] = used[low] = True
    used = used[1:]
    # RAM chunk k is chunk k + 1; chunk 0 reads v_chunk0collision (0): empty
    blank = np.zeros((1, 16, 16), np.uint16)
    cells = np.concatenate([blank, chunk_cells(words, index, S1_BITS, 0, index_rel, used, chunks_rel)])
    cells_a = paint(base, cells)
    cells_b = paint(low, cells)
    loops = None
    if loop_ids is not None:
        loops = LoopChunks(_loop_kinds(layout, loop_ids))
    tilemap = TileMap(cells_a, ts, cells_b if (cells_b != cells_a).any() else None,
                      wrap_x=32768, wrap_y=2048, loops=loops)
    x, y = word_pair(co, _START[act], "start position")
    bounds = LevelBounds(left, right, top, bottom)
    end = act_end(read_objects(co, _OBJECTS[act], GAME), end_ids(act), bounds, tilemap, GAME)
    return Level(tilemap, (float(x), float(y)), act_end=end,
                 bounds=bounds,
                 wraps_vertically=top == -0x100, game=GAME, name=act, title=_title(act))


def _loop_kinds(layout: np.ndarray, ids: tuple[int, int, int, int]) -> np.ndarray:
    """Sonic_Loops compares the raw layout byte (bit 7 included) with
    v_256roll1/2 first, then v_256loop1, then v_256loop2; the grid is the
    game's 8 x 128 layout RAM (foreground columns only)."""
    loop1, loop2, roll1, roll2 = ids
    kinds = np.zeros((8, 128), np.uint8)
    rows, cols = layout.shape
    grid = np.zeros((8, 128), np.int64)  # the cleared layout RAM
    grid[:rows, :cols] = layout
    kinds[grid == loop2] = LOOP_KINDS["loop_grounded"]
    kinds[grid == loop1] = LOOP_KINDS["loop"]
    kinds[(grid == roll1) | (grid == roll2)] = LOOP_KINDS["roll_tunnel"]
    return kinds
