"""What the three games' level loaders share: reading a checkout's files with
clear errors, the tile set from the collision arrays and cells from chunk words
(object layouts: layout.py).

A checkout is a folder holding one of the public disassemblies
(sonicretro/s1disasm, sonicretro/s2disasm, sonicretro/skdisasm). Paths inside
it are given with forward slashes, relative to its root.
"""
from __future__ import annotations

import os
import stat
from dataclasses import dataclass
from typing import Optional, Union

import numpy as np

from ..tiles import NO_LRB, NO_TOP, XFLIP, YFLIP, TileSet
from . import kosinski

__all__ = ["ActInfo", "BlockBits", "CheckoutError", "LevelDataError", "LevelError", "PathLike",
           "UnknownActError"]

#: A checkout's folder: a path as a string or an ``os.PathLike``.
PathLike = Union[str, "os.PathLike[str]"]


class LevelError(ValueError):
    """A level could not be loaded from a checkout."""


class CheckoutError(LevelError):
    """The folder is missing, or is not a checkout of the expected game."""


class UnknownActError(LevelError):
    """The act is not one the game has."""


class LevelDataError(LevelError):
    """A file of the checkout is missing, truncated or corrupt; the message
    names the file (relative to the checkout)."""


@dataclass(frozen=True)
class ActInfo:
    """One act of a game: its short name (``"ghz1"``), its title and the
    checkout files its collision comes from (relative paths)."""

    name: str
    title: str
    files: tuple[str, ...]


class Checkout:
    """Reads files of one checkout; every failure names the file."""

    def __init__(self, root: PathLike) -> None:
        self.root = os.fspath(root)

    def path(self, rel: str) -> str:
        return os.path.join(self.root, *rel.split("/"))

    def has(self, rel: str) -> bool:
        return os.path.isfile(self.path(rel))

    def read(self, rel: str, what: str, limit: int) -> bytes:
        """The bytes of a regular file of at most ``limit`` bytes (the most its
        format can hold). Anything else -- a folder, a FIFO, a device (a link
        to ``/dev/zero``), a larger file -- is a :class:`LevelDataError`
        naming the file, found without blocking and without reading more than
        ``limit + 1`` bytes."""
        data = self._read(rel, what, limit + 1)
        if len(data) > limit:
            raise LevelDataError(f"{rel}: larger than the {limit} bytes a {what} file can hold "
                                 "(not the checkout's file?)")
        return data

    def _read(self, rel: str, what: str, most: int) -> bytes:
        """At most ``most`` bytes from the start of a regular file."""
        path = self.path(rel)
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
        try:
            # O_NONBLOCK: opening a FIFO returns at once (it would wait for a writer)
            fd = os.open(path, flags)
        except FileNotFoundError:
            raise LevelDataError(f"{rel}: missing from the checkout {self.root} ({what})") from None
        except OSError as e:
            raise LevelDataError(f"{rel}: cannot be read ({what}): {e.strerror or e}") from None
        try:
            mode = os.fstat(fd).st_mode
            if not stat.S_ISREG(mode):
                kind = ("a folder" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode)
                        else "a device" if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) else "a socket"
                        if stat.S_ISSOCK(mode) else "not a regular file")
                raise LevelDataError(f"{rel}: {kind}, not a regular file ({what}); only regular files "
                                     "of the checkout are read")
            with os.fdopen(fd, "rb", closefd=False) as f:
                return f.read(most)
        except OSError as e:
            raise LevelDataError(f"{rel}: cannot be read ({what}): {e.strerror or e}") from None
        finally:
            os.close(fd)

    def kosinski(self, rel: str, what: str, max_size: int = 1 << 17) -> bytes:
        """A Kosinski file decompressed to at most ``max_size`` bytes."""
        try:
            return kosinski.decompress(self.read(rel, what, kosinski.max_input(max_size)), max_size=max_size,
                                       name=rel)
        except kosinski.KosinskiError as e:
            raise LevelDataError(f"{e} ({what})") from None

    def sized(self, rel: str, what: str, size: int) -> bytes:
        """The first ``size`` bytes of a file of that format (a longer file's
        rest is not read); a shorter file is an error."""
        data = self._read(rel, what, size)
        if len(data) < size:
            raise LevelDataError(f"{rel}: {len(data)} bytes, expected at least {size} ({what}); "
                                 "truncated?")
        return data


def tileset(co: Checkout, heights: str, widths: str, angles: str) -> TileSet:
    """The 256 collision shapes (rules/terrain §4.1): 16 signed heights per shape
    (column 0 first), 16 signed widths (row 0 first) and one angle byte,
    exactly as stored (flagged angles such as 0xFF included)."""
    h = np.frombuffer(co.sized(heights, "collision heights", 4096)[:4096], np.int8).reshape(256, 16)
    w = np.frombuffer(co.sized(widths, "collision widths", 4096)[:4096], np.int8).reshape(256, 16)
    a = np.frombuffer(co.sized(angles, "collision angles", 256)[:256], np.uint8)
    for rel, arr in ((heights, h), (widths, w)):
        bad = np.argwhere((arr < -16) | (arr > 16))
        if bad.size:
            t, c = bad[0]
            raise LevelDataError(f"{rel}: shape {t} holds {arr[t, c]} at {c}; heights and widths are "
                                 "-16..16 (corrupt collision array?)")
    return TileSet(h.copy(), w.copy(), a.copy())


@dataclass(frozen=True)
class BlockBits:
    """Where a chunk's block word keeps its fields (rules/terrain §4.1):
    S1 id 0-10, flips 11/12, solidity top 13 / lrb 14 (one layer);
    S2 and S3K id 0-9, flips 10/11, layer A top 12 / lrb 13, layer B 14 / 15."""

    id_mask: int
    xflip: int
    yflip: int
    top: tuple[int, int]   # the top solidity bit of layer A and of layer B
    lrb: tuple[int, int]


#: The largest object or ring layout read: 64 KiB, 10,922 object records
#: (the largest real one, S3K AIZ2, is 4,512 bytes).
OBJECT_LAYOUT_MAX = 0x10000

S1_BITS = BlockBits(0x7FF, 11, 12, (13, 13), (14, 14))
S2_BITS = BlockBits(0x3FF, 10, 11, (12, 14), (13, 15))


def chunk_cells(words: np.ndarray, index: np.ndarray, bits: BlockBits, layer: int, rel_index: str,
                used: Optional[np.ndarray] = None, rel_chunks: str = "the chunks") -> np.ndarray:
    """Cell words (the library's layout, :func:`hedgephys.cell`) of every block
    of every chunk, for one layer: ``words`` is (chunks, n, n) block words,
    ``index`` the layer's collision index (block id -> shape id). A block with
    id 0, shape 0 or neither solidity bit is an empty cell. ``used``: a bool
    per chunk; only the solid blocks of those chunks must be inside the index.
    ``rel_index``, ``rel_chunks``: the files, for the messages."""
    if len(index) == 0:
        raise LevelDataError(f"{rel_index}: the collision index is empty (0 entries); it holds one shape "
                             "id per block")
    w = words.astype(np.int64)
    ids = w & bits.id_mask
    top = (w >> bits.top[layer]) & 1
    lrb = (w >> bits.lrb[layer]) & 1
    # The probes test the solidity bit before they read the index (S1
    # FindFloor: btst d5,d4 first), so only a solid block must be inside it.
    too_big = (ids >= len(index)) & ((top | lrb) != 0)
    if used is not None:
        too_big &= used[:, None, None]
    if too_big.any():
        c = int(np.argwhere(too_big)[0][0])
        raise LevelDataError(f"{rel_index}: chunk {c} of {rel_chunks} uses solid block {int(ids[too_big].max())} "
                             f"but the collision index has only {len(index)} entries")
    shape = np.where(ids < len(index), index[np.minimum(ids, len(index) - 1)], 0).astype(np.int64)
    cells = (shape
             | np.where((w >> bits.xflip) & 1, XFLIP, 0)
             | np.where((w >> bits.yflip) & 1, YFLIP, 0)
             | np.where(top == 0, NO_TOP, 0)
             | np.where(lrb == 0, NO_LRB, 0))
    empty = (ids == 0) | (shape == 0) | ((top == 0) & (lrb == 0))
    return np.where(empty, 0, cells).astype(np.uint16)


def chunk_words(data: bytes, size: int, rel: str) -> np.ndarray:
    """Big-endian block words as (chunks, size, size), row-major chunks."""
    per = size * size * 2
    if len(data) % per:
        raise LevelDataError(f"{rel}: {len(data)} bytes is not a whole number of {size}x{size} chunks "
                             f"({per} bytes each)")
    return np.frombuffer(data, ">u2").reshape(-1, size, size)


def paint(layout: np.ndarray, chunks: np.ndarray) -> np.ndarray:
    """The cell grid of a layout: chunk ids (rows, cols) -> cells
    (rows * n, cols * n) through per-chunk cells (count, n, n)."""
    rows, cols = layout.shape
    n = chunks.shape[1]
    return np.ascontiguousarray(chunks[layout].transpose(0, 2, 1, 3).reshape(rows * n, cols * n))


def word_pair(co: Checkout, rel: str, what: str) -> tuple[int, int]:
    """A start position file: x word, y word (big-endian)."""
    data = co.sized(rel, what, 4)
    return int.from_bytes(data[0:2], "big"), int.from_bytes(data[2:4], "big")
