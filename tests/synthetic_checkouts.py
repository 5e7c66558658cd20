"""Miniature disassembly checkouts for the level loaders' tests and notebook 04.

hedgephys ships no game data and its tests must not need a real checkout, so
these helpers write small made-up acts in each game's real file layout and
formats (the folders and names of sonicretro/s1disasm, s2disasm and
skdisasm; Kosinski-compressed where the games compress, with the compressor
below, written from the format's description in
hedgephys/levels/kosinski.py). Nothing here comes from the games: the shapes
are hedgephys' built-in tiles, the geometry is drawn here.

One geometry serves every game (:func:`geometry`): a floor, a hill, a loop
split over the two layers as the originals split theirs, a pit and a wall.
Sonic 1 keeps the loop in its special chunk pair 0x35 / 0x36 (Green Hill's
``LoopTileNums`` loop id 0xB5) and a roll tunnel chunk 0x1F; Sonic 2 and 3&K
get the path swappers that move the player onto the loop's way out.

This module lives with the tests (not in the package) because it is test
infrastructure -- a compressor and a writer of fake game files -- that a user
of the library never needs; notebook 04 imports it from the repository's
``tests`` folder when no real checkout is given.
"""
from __future__ import annotations

import os
import pathlib
from dataclasses import dataclass

import numpy as np

from hedgephys.builtin import BUILTIN_TILES, builtin_tileset, loop_cells, slope_cells
from hedgephys.tiles import ID_MASK, NO_LRB, NO_TOP, XFLIP, YFLIP


# ----- Kosinski, the compressor --------------------------------------------------------

def kosinski_compress(data: bytes) -> bytes:
    """A valid Kosinski stream for ``data`` (greedy matching; the games' own
    files were made by another compressor, only the format matters). The
    description field for the next bits is placed as soon as the previous one
    is full, before the data bytes of the command that filled it, as the
    decoder reads it (S1 ``KosDec``: ``dbf d4`` then reload)."""
    data = bytes(data)
    out = bytearray(b"\0\0")
    state = {"slot": 0, "bits": 0, "count": 0}

    def bit(b: int) -> None:
        state["bits"] |= (b & 1) << state["count"]
        state["count"] += 1
        if state["count"] == 16:
            out[state["slot"]:state["slot"] + 2] = state["bits"].to_bytes(2, "little")
            state.update(slot=len(out), bits=0, count=0)
            out.extend(b"\0\0")

    i, n = 0, len(data)
    recent: dict[bytes, list[int]] = {}  # where each 2-byte string was seen, newest last

    def remember(upto: int) -> None:
        for j in range(remember.done, upto):
            recent.setdefault(data[j:j + 2], []).append(j)
        remember.done = upto
    remember.done = 0

    while i < n:
        best_len, best_off = 0, 0
        for start in reversed(recent.get(data[i:i + 2], [])[-64:]):
            if i - start > 0x2000:
                break
            length = 0
            while length < 256 and i + length < n and data[start + length] == data[i + length]:
                length += 1
            if length > best_len:
                best_len, best_off = length, start - i
        if best_len >= 2 and best_off >= -256 and best_len <= 5:
            bit(0), bit(0), bit((best_len - 2) >> 1), bit((best_len - 2) & 1)
            out.append(best_off + 256)
            i += best_len
            remember(i)
        elif best_len >= 3:
            bit(0), bit(1)
            word = best_off + 0x2000
            lo, hi = word & 0xFF, (word >> 5) & 0xF8
            if best_len <= 9:
                out += bytes([lo, hi | (best_len - 2)])
            else:
                out += bytes([lo, hi, best_len - 1])
            i += best_len
            remember(i)
        else:
            bit(1)
            out.append(data[i])
            i += 1
            remember(i)
    bit(0), bit(1)
    out += b"\x00\xF0\x00"  # a full match of count 0: the end
    out[state["slot"]:state["slot"] + 2] = state["bits"].to_bytes(2, "little")
    return bytes(out)


# ----- the made-up act -------------------------------------------------------------------

ROWS, COLS, FLOOR = 16, 96, 12    # cells; the floor's top is y = 192
LOOP_COL = 36                     # the loop: cells 36..43 x 4..11 (x 576..703, y 64..191)
START = (48.0, 16.0 * FLOOR - 20)
SIGNPOST_X = 16 * 70              # the signpost (S1 / S2 object $0D): past the pit, before the wall


@dataclass(frozen=True)
class Geometry:
    cells_a: np.ndarray
    cells_b: np.ndarray
    heights: np.ndarray   # (256, 16) int8, the builtin shapes then empty ones
    widths: np.ndarray
    angles: np.ndarray    # (256,) uint8
    start: tuple
    swappers: tuple       # (x, y, subtype, x_flip) of S2 / S3K path swappers


def geometry() -> Geometry:
    """Both layers of the made-up act, in hedgephys cell words over the built-in tiles."""
    full = BUILTIN_TILES["full"]
    a = np.zeros((ROWS, COLS), np.uint16)
    a[FLOOR:] = full
    hill = np.concatenate([slope_cells("1:2")[0], [full, full], slope_cells("1:2", falling=True)[0]])
    a[FLOOR - 1, 10:10 + hill.size] = hill
    a[FLOOR - 9:FLOOR, LOOP_COL - 1:LOOP_COL + 9] = full          # the loop in solid ground
    a[FLOOR - 3:FLOOR, [LOOP_COL - 1, LOOP_COL + 8]] = 0          # its way in and out
    b = a.copy()
    a[FLOOR - 8:FLOOR, LOOP_COL:LOOP_COL + 8] = loop_cells(64, omit="bottom_left")
    b[FLOOR - 8:FLOOR, LOOP_COL:LOOP_COL + 8] = loop_cells(64, omit="bottom_right")
    for layer in (a, b):
        layer[FLOOR:, 60:63] = 0                                   # a pit
        layer[FLOOR - 3:FLOOR, 76] = full                          # a wall
    ts = builtin_tileset()
    n = len(ts)
    heights = np.zeros((256, 16), np.int8)
    widths = np.zeros((256, 16), np.int8)
    angles = np.zeros(256, np.uint8)
    heights[:n], widths[:n], angles[:n] = ts.heights, ts.widths, ts.angles
    centre = 16 * (LOOP_COL + 4)
    swappers = (
        (16 * LOOP_COL - 48, 16 * FLOOR - 32, 0x01, False),  # before the loop: layer A both ways
        (centre, 16 * (FLOOR - 8) + 16, 0x10, False),         # its top, going left: layer B
    )
    return Geometry(a, b, heights, widths, angles, START, swappers)


# ----- writing files -----------------------------------------------------------------------

def _write(root: pathlib.Path, rel: str, data: bytes) -> None:
    path = root.joinpath(*rel.split("/"))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(data))


def _be16(values) -> bytes:
    return np.asarray(values, ">u2").tobytes()


def _objects(records) -> bytes:
    out = bytearray()
    for x, y, oid, subtype, xflip in records:
        out += _be16([x, (y & 0xFFF) | (0x2000 if xflip else 0)]) + bytes([oid, subtype])
    return bytes(out + b"\xff\xff\x00\x00\x00\x00")


def s1_objects(records) -> bytes:
    """Sonic 1 object records (OPL_MakeItem): x; y with bit 14 the X-flip and
    bit 15 the Y-flip; id with bit 7 "remember"; subtype; then the end marker."""
    out = bytearray()
    for x, y, oid, subtype, xflip, yflip, remember in records:
        out += _be16([x, (y & 0xFFF) | (0x4000 if xflip else 0) | (0x8000 if yflip else 0)])
        out += bytes([oid | (0x80 if remember else 0), subtype])
    return bytes(out + b"\xff\xff\x00\x00\x00\x00")


#: The made-up acts' other objects, (x, y, id, subtype, x_flip, y_flip, flag), in layout order
S1_OBJECTS = ((200, 160, 0x26, 0x03, False, False, True), (400, 150, 0x41, 0x10, True, True, False),
              (SIGNPOST_X, 160, 0x0D, 0x00, False, False, False))
#: S2 ring groups: (x, y, count, column) and the single S3K rings (x, y)
S2_RINGS = ((300, 150, 3, False), (500, 100, 2, True))
S3K_RINGS = ((300, 150), (324, 150), (700, 90))


def s2_rings(groups) -> bytes:
    """RingsManager_Setup's records: x; y with bits 12-14 the count - 1 and bit 15 a column."""
    words = [w for x, y, count, column in groups
             for w in (x, y | ((count - 1) << 12) | (0x8000 if column else 0))]
    return _be16(words + [0xFFFF])


def s3k_rings(rings) -> bytes:
    """Load_Rings' records: a leading 0, 0 (never loaded), then x, y per ring, then $FFFF."""
    return _be16([0, 0] + [w for ring in rings for w in ring] + [0xFFFF])


def _solid_bits(word: int) -> tuple[int, int]:
    return int(not word & NO_TOP), int(not word & NO_LRB)


class Blocks:
    """Block ids for the cells of a map: one id per distinct (layer A word,
    layer B word) pair, id 0 for an empty pair."""

    def __init__(self):
        self.pairs = {(0, 0): 0}

    def id(self, wa: int, wb: int) -> int:
        return self.pairs.setdefault((wa, wb), len(self.pairs))

    def indexes(self, size: int) -> tuple[np.ndarray, np.ndarray]:
        p = np.zeros(size, np.uint8)
        s = np.zeros(size, np.uint8)
        for (wa, wb), i in self.pairs.items():
            p[i], s[i] = wa & ID_MASK, wb & ID_MASK
        return p, s


def s2_word(block: int, wa: int, wb: int) -> int:
    """An S2 / S3K chunk word: id 0-9, X-flip 10, Y-flip 11, layer A top 12 /
    lrb 13, layer B top 14 / lrb 15 (rules/terrain §4.1)."""
    flips = [w & (XFLIP | YFLIP) for w in (wa, wb) if w & ID_MASK]
    if len(set(flips)) > 1:
        raise ValueError("the two layers of a block share its flips")
    f = flips[0] if flips else 0
    ta, la = _solid_bits(wa) if wa & ID_MASK else (0, 0)
    tb, lb = _solid_bits(wb) if wb & ID_MASK else (0, 0)
    return (block | (1 << 10 if f & XFLIP else 0) | (1 << 11 if f & YFLIP else 0)
            | ta << 12 | la << 13 | tb << 14 | lb << 15)


def s1_word(block: int, w: int) -> int:
    """An S1 chunk word: id 0-10, X-flip 11, Y-flip 12, top 13, lrb 14."""
    if not w & ID_MASK:
        return 0
    t, lr = _solid_bits(w)
    return (block | (1 << 11 if w & XFLIP else 0) | (1 << 12 if w & YFLIP else 0) | t << 13 | lr << 14)


def _chunks_of(cells_a, cells_b, n):
    """(rows, cols) grid of n x n chunks of both layers."""
    rows, cols = cells_a.shape[0] // n, cells_a.shape[1] // n
    return [[(cells_a[r * n:(r + 1) * n, c * n:(c + 1) * n], cells_b[r * n:(r + 1) * n, c * n:(c + 1) * n])
             for c in range(cols)] for r in range(rows)]


def _collision_arrays(root, g: Geometry, heights: str, widths: str, angles: str) -> None:
    _write(root, heights, g.heights.tobytes())
    _write(root, widths, g.widths.tobytes())
    _write(root, angles, g.angles.tobytes())


# ----- Sonic 1 ---------------------------------------------------------------------------

S1_LOOP, S1_TUNNEL = 0x35, 0x1F   # Green Hill's LoopTileNums: loop 0xB5 (bit 7 set), roll tunnel 0x1F


def write_s1(root) -> pathlib.Path:
    """A miniature s1disasm: ghz1 (the act, with its loop in the special chunk
    pair 0x35 / 0x36 and a roll tunnel chunk 0x1F) and lz3 (two chunks; a
    special byte 0xA8 whose low plane is 0x29, read as 0x51; the act wraps)."""
    root = pathlib.Path(root)
    g = geometry()
    _collision_arrays(root, g, "collide/Collision Array (Normal).bin", "collide/Collision Array (Rotated).bin",
                      "collide/Angle Map.bin")
    # chunk contents by RAM index (chunk number - 1); 0x52 chunks at most
    blocks: dict[int, int] = {0: 0}
    chunks = np.zeros((0x52, 16, 16), np.uint16)

    def put(number, cells):
        for (r, c), w in np.ndenumerate(cells):
            key = int(w) & (ID_MASK | XFLIP | YFLIP | NO_TOP | NO_LRB)
            chunks[number - 1, r, c] = s1_word(blocks.setdefault(key, len(blocks)), int(w))

    grid = _chunks_of(g.cells_a, g.cells_b, 16)[0]
    layout = []
    plain = iter(range(1, 0x1F))
    for col, (ca, cb) in enumerate(grid):
        if (ca != cb).any():              # the loop's chunk: special pair 0x35 / 0x36
            put(S1_LOOP, ca)
            put(S1_LOOP + 1, cb)
            layout.append(0x80 | S1_LOOP)
        elif col == 4:                    # plain floor, but chunk 0x1F: a roll tunnel
            put(S1_TUNNEL, ca)
            layout.append(S1_TUNNEL)
        else:
            number = next(plain)
            put(number, ca)
            layout.append(number)
    index = np.zeros(max(blocks.values()) + 1, np.uint8)
    for key, i in blocks.items():
        index[i] = key & ID_MASK
    _write(root, "map256/GHZ.kos", kosinski_compress(chunks[:S1_LOOP + 1].astype(">u2").tobytes()))
    _write(root, "collide/GHZ.bin", index.tobytes())
    _write(root, "levels/ghz1.bin", bytes([len(layout) - 1, 0] + layout))
    _write(root, "startpos/ghz1.bin", _be16([int(g.start[0]), int(g.start[1])]))
    _write(root, "objpos/ghz1.bin", s1_objects(S1_OBJECTS))
    _write(root, "objpos/lz3 (JP1).bin", s1_objects(S1_OBJECTS[:1]))
    # lz3: chunk 1 a floor, chunk 0x28 the same floor, chunk 0x51 a wall (the low plane of 0xA8)
    lz = np.zeros((0x51, 16, 16), np.uint16)
    floor = np.zeros((16, 16), np.uint16)
    floor[FLOOR:] = 1 | (1 << 13) | (1 << 14)      # block 1: full, solid all round
    wall = floor.copy()
    wall[:, 8] = 1 | (1 << 13) | (1 << 14)
    lz[0], lz[0x28 - 1], lz[0x51 - 1] = floor, floor, wall
    _write(root, "map256/LZ.kos", kosinski_compress(lz.astype(">u2").tobytes()))
    _write(root, "collide/LZ.bin", bytes([0, BUILTIN_TILES["full"]]))
    _write(root, "levels/lz3.bin", bytes([1, 0, 0x01, 0xA8]))
    _write(root, "startpos/lz3.bin", _be16([64, 172]))
    # the water heights (docs/water.md): Labyrinth 1-3, Scrap Brain 3
    _write(root, "_inc/LZWaterFeatures.asm", b"WaterHeight:\tdc.w $B8\n\tdc.w $328\n\tdc.w $900\n\tdc.w $228\n")
    return root


# ----- Sonic 2 ---------------------------------------------------------------------------

def _s2_blocks(g: Geometry, n: int):
    """Chunks (count, n, n) of block words, the layout grid of chunk ids and
    the primary / secondary indexes. Chunk 0 is empty."""
    blocks = Blocks()
    chunks = [np.zeros((n, n), np.uint16)]
    seen = {chunks[0].tobytes(): 0}
    grid = _chunks_of(g.cells_a, g.cells_b, n)
    layout = np.zeros((len(grid), len(grid[0])), np.uint8)
    for r, row in enumerate(grid):
        for c, (ca, cb) in enumerate(row):
            words = np.array([[s2_word(blocks.id(int(wa), int(wb)), int(wa), int(wb))
                               for wa, wb in zip(ra, rb)] for ra, rb in zip(ca, cb)], np.uint16)
            key = words.tobytes()
            if key not in seen:
                seen[key] = len(chunks)
                chunks.append(words)
            layout[r, c] = seen[key]
    return np.array(chunks), layout, blocks


def write_s2(root) -> pathlib.Path:
    """A miniature s2disasm: ehz1 (the act, with two path swappers) and mtz1
    (the same map; Metropolis has one collision index for both layers and
    wraps vertically)."""
    root = pathlib.Path(root)
    g = geometry()
    _collision_arrays(root, g, "collision/Collision array - Vertical.bin",
                      "collision/Collision array - Horizontal.bin", "collision/Curve and resistance mapping.bin")
    chunks, grid, blocks = _s2_blocks(g, 8)
    ram = np.zeros((16, 2, 128), np.uint8)
    ram[:grid.shape[0], 0, :grid.shape[1]] = grid
    layout = kosinski_compress(ram.tobytes())
    p, s = blocks.indexes(0x300)
    for act, stem, chunk_set, col in (("ehz1", "EHZ_1", "EHZ_HTZ", "EHZ and HTZ"), ("mtz1", "MTZ_1", "MTZ", "MTZ")):
        _write(root, f"level/layout/{stem}.kos", layout)
        _write(root, f"mappings/128x128/{chunk_set}.kos", kosinski_compress(chunks.astype(">u2").tobytes()))
        _write(root, f"startpos/{stem}.bin", _be16([int(g.start[0]), int(g.start[1])]))
        _write(root, f"level/objects/{stem}.bin",
               _objects([(x, y, 0x03, st, xf) for x, y, st, xf in g.swappers] + [(900, 150, 0x26, 0, False),
                                                                                (SIGNPOST_X, 160, 0x0D, 0, False)]))
        _write(root, f"level/rings/{stem}.bin", s2_rings(S2_RINGS))
    _write(root, "collision/EHZ and HTZ primary 16x16 collision index.kos", kosinski_compress(p.tobytes()))
    _write(root, "collision/EHZ and HTZ secondary 16x16 collision index.kos", kosinski_compress(s.tobytes()))
    _write(root, "collision/MTZ primary 16x16 collision index.kos", kosinski_compress(p.tobytes()))
    return root


# ----- Sonic 3 & Knuckles ----------------------------------------------------------------

def s3k_layout(grid: np.ndarray) -> bytes:
    """An S3K layout file: header (fg width, bg width, fg rows, bg rows),
    $40 row pointers (fg / bg interleaved, $8000 + offset, 0 past the rows),
    then the rows: the foreground rows, then one background row."""
    rows, cols = grid.shape
    data_at = 8 + 0x80
    pointers = np.zeros(0x40, np.int64)
    for r in range(rows):
        pointers[2 * r] = 0x8000 + data_at + r * cols
    pointers[1] = 0x8000 + data_at + rows * cols
    return (_be16([cols, 1, rows, 1]) + _be16(pointers) + grid.astype(np.uint8).tobytes() + b"\0")


def write_s3k(root) -> pathlib.Path:
    """A miniature skdisasm: aiz1 (Sonic 3 zone: collision as two word
    arrays), icz1 (the same; a looping act, rows wrap every 2048 px) and mhz1
    (Sonic & Knuckles zone: collision as byte pairs; its chunks are split over
    a primary and a secondary file)."""
    root = pathlib.Path(root)
    g = geometry()
    _collision_arrays(root, g, "Levels/Misc/Height Maps.bin", "Levels/Misc/Height Maps Rotated.bin",
                      "Levels/Misc/angles.bin")
    chunks, grid, blocks = _s2_blocks(g, 8)
    raw = chunks.astype(">u2").tobytes()
    p, s = blocks.indexes(0x300)
    words = np.concatenate([p, s]).astype(">u2").tobytes()        # low byte = the shape id
    pairs = np.stack([p, s], axis=1).astype(np.uint8).tobytes()   # primary, secondary per block
    objects = _objects([(x, y, 0x02, st, xf) for x, y, st, xf in g.swappers] + [(900, 150, 0x01, 0, False)])
    start = _be16([int(g.start[0]), int(g.start[1])])
    _write(root, "Levels/Misc/StartingWaterHeights.bin", _be16([0x504, 0x528] + [0x600] * 30))  # docs/water.md
    for zone, chunk_files, col in (("AIZ", {"Act 1.kos": raw}, words),
                                   ("ICZ", {"Primary.kos": raw, "Act 1 Secondary.kos": b""}, words),
                                   ("MHZ", {"Primary.kos": raw[:3 * 128], "Secondary.kos": raw[3 * 128:]}, pairs)):
        _write(root, f"Levels/{zone}/Layout/1.bin", s3k_layout(grid))
        for name, data in chunk_files.items():
            _write(root, f"Levels/{zone}/Chunks/{name}", kosinski_compress(data))
        _write(root, f"Levels/{zone}/Collision/1.bin", col)
        _write(root, f"Levels/{zone}/Object Pos/1.bin", objects)
        _write(root, f"Levels/{zone}/Ring Pos/1.bin", s3k_rings(S3K_RINGS))
        for who in ("Sonic", "Knuckles"):
            _write(root, f"Levels/{zone}/Start Location/{who}/1.bin", start)
    return root


def write_all(root) -> dict[str, pathlib.Path]:
    """One miniature checkout per game under root: {"s1": ..., "s2": ..., "s3k": ...}."""
    root = pathlib.Path(root)
    return {"s1": write_s1(root / "s1disasm"), "s2": write_s2(root / "s2disasm"),
            "s3k": write_s3k(root / "skdisasm")}


if __name__ == "__main__":  # pragma: no cover - write them somewhere to look at
    import sys
    print(write_all(sys.argv[1] if len(sys.argv) > 1 else os.getcwd()))
