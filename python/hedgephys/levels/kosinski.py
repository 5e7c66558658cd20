"""Kosinski decompression: the LZ77 format of the Mega Drive Sonic games'
level chunks, S2 layouts and S2 collision indexes (S1 ``KosDec`` in
``_inc/Kosinski Decompression.asm``; the S2 and S3K decoders read the same format).

The stream interleaves 16-bit description fields with data bytes. A
description field is two bytes, little-endian; its bits are read from bit 0
up, and as soon as its 16th bit has been read the next field is read (before
the data bytes that bit asks for). Bits, then bytes:

* ``1``: a literal, the next byte.
* ``0 0 a b``: an inline match: the next byte ``d`` gives the offset
  ``d - 256`` (-256..-1), ``2 a + b + 2`` bytes (2..5) are copied.
* ``0 1``: a full match, two bytes ``lo, hi``: offset
  ``((hi & 0xF8) << 5 | lo) - 0x2000`` (-8192..-1); ``hi & 7`` nonzero gives
  ``(hi & 7) + 2`` bytes (3..9), else a third byte ``n``: 0 ends the stream,
  1 does nothing, otherwise ``n + 1`` bytes (3..256) are copied.

Copies go byte by byte, so a match may overlap what it writes (a run).
"""
from __future__ import annotations

__all__ = ["KosinskiError", "decompress", "max_input"]


class KosinskiError(ValueError):
    """Kosinski data that cannot be decompressed (truncated or corrupt)."""


def max_input(max_size: int) -> int:
    """The most bytes of stream read for at most ``max_size`` bytes of
    output: twice the output, plus 64. Literals alone, the costliest way to
    write a byte (a byte and a description bit), take 9/8 of the output plus
    the end marker; the rest leaves room for padding after the end and the
    command that does nothing."""
    return 2 * max_size + 64


def decompress(data: bytes, *, max_size: int = 1 << 20, name: str = "data") -> bytes:
    """Decompress one Kosinski stream; returns the bytes (what follows the end
    marker, such as padding, is ignored).

    Raises :class:`KosinskiError` naming ``name`` when the data ends before the
    end marker, a match reaches back before the start of the output, or the
    output would pass ``max_size`` bytes.
    """
    src = memoryview(bytes(data))
    n = len(src)
    out = bytearray()
    pos = 0

    def fail(why: str) -> KosinskiError:
        return KosinskiError(f"{name}: not valid Kosinski data: {why}")

    if n < 2:
        raise fail("shorter than one description field")
    field = src[0] | (src[1] << 8)
    pos = 2
    left = 16

    def bit() -> int:
        nonlocal field, left, pos
        b = field & 1
        field >>= 1
        left -= 1
        if left == 0:  # the 16th bit read: the next field comes now
            if pos + 2 > n:
                raise fail(f"truncated at byte {pos} (description field)")
            field = src[pos] | (src[pos + 1] << 8)
            pos += 2
            left = 16
        return b

    while True:
        if bit():
            if pos >= n:
                raise fail(f"truncated at byte {pos} (literal)")
            out.append(src[pos])
            pos += 1
            if len(out) > max_size:
                raise fail(f"more than {max_size} bytes of output")
            continue
        if bit():
            if pos + 2 > n:
                raise fail(f"truncated at byte {pos} (full match)")
            lo, hi = src[pos], src[pos + 1]
            pos += 2
            offset = (((hi & 0xF8) << 5) | lo) - 0x2000
            count = hi & 7
            if count:
                count += 2
            else:
                if pos >= n:
                    raise fail(f"truncated at byte {pos} (match length)")
                count = src[pos]
                pos += 1
                if count == 0:
                    return bytes(out)
                if count == 1:
                    continue
                count += 1
        else:
            count = (bit() << 1 | bit()) + 2
            if pos >= n:
                raise fail(f"truncated at byte {pos} (inline match)")
            offset = src[pos] - 0x100
            pos += 1
        start = len(out) + offset
        if start < 0:
            raise fail(f"a match at output byte {len(out)} reaches {-start} bytes before the start")
        if len(out) + count > max_size:
            raise fail(f"more than {max_size} bytes of output")
        if -offset >= count:
            out += out[start:start + count]
        else:  # overlapping: byte by byte
            for i in range(count):
                out.append(out[start + i])
