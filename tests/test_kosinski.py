"""Kosinski decompression (hedgephys/levels/kosinski.py) on hand-made streams,
built bit by bit from the format (S1 ``_inc/Kosinski Decompression.asm``
``KosDec``), round trips through the tests' compressor, and bad data."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from hedgephys.levels.kosinski import KosinskiError, decompress
from synthetic_checkouts import kosinski_compress

END = b"\x00\xF0\x00"  # a full match whose count byte is 0


def field(*bits):
    """A description field from bits in reading order (bit 0 first)."""
    return sum(b << i for i, b in enumerate(bits)).to_bytes(2, "little")


def test_literals():
    # 1, 1, 1: three literals; 0, 1: a full match -> the end marker
    assert decompress(field(1, 1, 1, 0, 1) + b"ABC" + END) == b"ABC"


def test_inline_match():
    # 2 literals, then 0 0 a=1 b=0: copy 2*1+0+2 = 4 bytes from offset 0xFE - 0x100 = -2
    assert decompress(field(1, 1, 0, 0, 1, 0, 0, 1) + b"AB" + b"\xFE" + END) == b"ABABAB"


def test_full_match_short_and_long_forms():
    # offset word ((hi & 0xF8) << 5 | lo) - 0x2000 = -1; hi & 7 = 3 -> 5 bytes
    short = field(1, 0, 1, 0, 1) + b"Z" + bytes([0xFF, 0xF8 | 3]) + END
    assert decompress(short) == b"Z" * 6
    # hi & 7 = 0: a third byte n = 9 -> n + 1 = 10 bytes
    long = field(1, 0, 1, 0, 1) + b"Z" + bytes([0xFF, 0xF8, 9]) + END
    assert decompress(long) == b"Z" * 11
    # n = 1 copies nothing and goes on
    assert decompress(field(1, 0, 1, 1, 0, 1) + b"Q" + bytes([0xFF, 0xF8, 1]) + b"R" + END) == b"QR"


def test_next_field_comes_right_after_the_sixteenth_bit():
    # KosDec reloads the field as soon as its 16th bit has been shifted out
    # (dbf d4): the 16th literal's byte comes AFTER the next field
    stream = field(*[1] * 16) + b"abcdefghijklmno" + field(0, 1) + b"p" + END
    assert decompress(stream) == b"abcdefghijklmnop"


def test_errors_name_the_data():
    good = field(1, 1, 1, 0, 1) + b"ABC" + END
    for cut in range(len(good) - 1):
        with pytest.raises(KosinskiError, match="map256/X.kos: not valid Kosinski data: (truncated|shorter)"):
            decompress(good[:cut], name="map256/X.kos")
    with pytest.raises(KosinskiError, match="reaches 1 bytes before the start"):
        decompress(field(0, 1) + bytes([0xFF, 0xFB]) + END)  # a match with no output yet
    with pytest.raises(KosinskiError, match="more than 4 bytes"):
        decompress(field(1, 1, 1, 1, 1, 0, 1) + b"ABCDE" + END, max_size=4)


@given(st.one_of(st.binary(max_size=3000),
                 st.lists(st.sampled_from([b"\x00" * 7, b"ab", b"\x12\x34", b"xyz" * 40, b"\xff"]),
                          max_size=200).map(b"".join)))
def test_round_trip(data):
    assert decompress(kosinski_compress(data)) == data
