"""The circling platform kind (cpp/hedgephys/kinds/circling_platform.cpp,
docs/kinds/circling.md): S1 CirclingPlatform ($5A, _incObj/5A SLZ Circling
Platform.asm, Circ_Types) positions from the oscillator bytes at $22 / $26,
riding, and the placer on Star Light's layouts (HEDGEPHYS_DISASM)."""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys.circling import CIRCLING_SIZE, CirclingPlatform
from helpers import disasm_read, one_player, placed_of

OX, OY = 300, 200
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))

# With the value bytes $60 at +$22 and $40 at +$26: d1 = $10, d2 = -$10, then
# bit 0 negates both, bit 1 makes (d2, -d1), type $4 negates d1 last.
def s8(v):
    """subi.b / ext.w: a byte read as signed."""
    v &= 0xFF
    return v - 256 if v >= 128 else v


OFFSETS = {0: (16, -16), 1: (-16, 16), 2: (-16, -16), 3: (16, 16),
           4: (-16, -16), 5: (16, 16), 6: (16, -16), 7: (-16, 16)}


@pytest.mark.parametrize("subtype", list(OFFSETS))
def test_circ_types_offsets(subtype):
    p = one_player("s1", x=0, y=0)
    o = hp.Objects([CirclingPlatform(OX, OY, subtype)], 1, "s1")
    o.oscillators[0, 0x22 >> 1] = 0x6012  # the value byte is the word's high byte
    o.oscillators[0, 0x26 >> 1] = 0x4034
    o.update(p, 0)
    dx, dy = OFFSETS[subtype]
    assert (o.x[0, 0], o.y[0, 0]) == (OX + dx, OY + dy)


def test_follows_the_oscillators_every_frame():
    """Frame by frame, the position is x0 + (byte $22 - $50), y0 + (byte $26 - $50)
    of the table as the frames before left it (OscillateNumDo after the objects)."""
    p = hp.Players(1, game="s1")
    p.place(x=2000, y=100)
    o = hp.Objects([CirclingPlatform(OX, OY, 0)], 1, "s1")
    for _ in range(200):
        before = o.oscillators[0].copy()
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        d1 = s8((int(before[0x22 >> 1]) >> 8) - 0x50)
        d2 = s8((int(before[0x26 >> 1]) >> 8) - 0x50)
        assert (o.x[0, 0], o.y[0, 0]) == (OX + d1, OY + d2)


def test_carries_its_rider():
    """Landed on from above, the player rides it (MvSonicOnPtfm2: oy - 9 - 19)
    frame after frame while it goes round."""
    p = hp.Players(1, game="s1")
    o = hp.Objects([CirclingPlatform(OX, OY, 0)], 1, "s1")
    p.place(x=OX - 80, y=OY - 120)  # above where it will be
    ys = []
    for _ in range(60):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        if p.raw.on_object[0] == 0:
            ys.append((int(p.raw.y[0]) >> 16, int(o.y[0, 0])))
    assert len(ys) > 10 and p.raw.on_object[0] == 0
    # after the landing frame, carried at oy - 9 - 19 every frame while it moves
    assert all(py == oy - 9 - 19 for py, oy in ys[1:])
    assert len({oy for _, oy in ys}) > 3


def test_placer_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/5A SLZ Circling Platform.asm")
    assert "move.b\t#$18,obActWid(a0)" in text
    assert text.count("(v_oscillate+$22).w") == 2 and text.count("(v_oscillate+$26).w") == 2
    assert text.count("subi.b\t#$50") == 4
    assert CIRCLING_SIZE == (0x18, 8)


@pytest.mark.parametrize("act, count", [("slz1", 44), ("slz2", 16), ("slz3", 8)])
def test_placer_on_star_light(act, count):
    recs, placed = placed_of("s1", act, 0x5A, CirclingPlatform)
    assert len(recs) == len(placed) == count
    for rec, c in zip(recs, placed):
        assert (c.x, c.y, c.subtype, c.width_radius, c.height_radius) == (rec["x"], rec["y"], rec["subtype"], 0x18, 8)
