"""The square blocks of Chemical Plant and Metropolis (kind
``s2_square_platform``, cpp/hedgephys/kinds/s2_square_platform.cpp;
docs/kinds/s2.md): S2 Obj6B (Obj6B_Init, Obj6B_Main, Obj6B_Types). Places
from the oscillator bytes the routine reads, the descending block's $E1 px,
a rider, the broad phase's agreement and the placer on the real layouts
(skipped without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s2_square import SQUARE_PROPERTIES
from helpers import disasm_read, object_frames, placed_of

OX, OY = 900, 300  # far from the player
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def block(subtype, x=OX, y=OY, **kw):
    w, h = SQUARE_PROPERTIES[(subtype >> 4) & 7]
    return KindObject("s2_square_platform", x, y, subtype=subtype, width_radius=w, height_radius=h,
                      solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w, **kw)


def run(obj, n):
    """Each frame: the table the objects read and the block's pixel place after it."""
    return [(table, int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16) for table, o in object_frames([obj], n)]


def osc_byte(table, off):
    """The byte at Oscillating_Data + off (the table + 2, big-endian words)."""
    off += 2
    w = int(table[off >> 1])
    return (w & 0xFF) if off & 1 else w >> 8


@pytest.mark.parametrize("type_, axis, off, span", [(1, "x", 8, 0x40), (2, "x", 0x1C, 0x80),
                                                    (3, "y", 8, 0x40), (4, "y", 0x1C, 0x80)])
@pytest.mark.parametrize("flip", [False, True])
def test_oscillating_types(type_, axis, off, span, flip):
    """Obj6B_Horizontal / _Vertical (.long): origin - byte at Oscillating_Data
    + 8 (+$1C); x-flipped: origin - (range - byte)."""
    for table, x, y in run(block(type_, x_flip=flip), 300):
        d = osc_byte(table, off)
        d = span - d if flip else d
        assert (x, y) == ((OX - d, OY) if axis == "x" else (OX, OY - d))


@pytest.mark.parametrize("type_, radius, off", [(8, 0x10, 0x28), (9, 0x30, 0x2C), (0xB, 0x70, 0x34)])
@pytest.mark.parametrize("flips", [0, 1, 2, 3])
def test_stairs_go_round_the_square(type_, radius, off, flips):
    """Obj6B_Stair: the side (obj6B_base_flip) starts at the layout's flips,
    turned once when the delta word at Oscillating_Data + off + 2 is negative
    (Obj6B_Init), and turns at every frame that word reads 0; then
    .leftToRight / .topToBottom / .rightToLeft / .bottomToTop."""
    out = run(block(0x10 | type_, x_flip=bool(flips & 1), y_flip=bool(flips & 2)), 700)
    delta = lambda t: np.int16(t[(off + 4) >> 1])  # noqa: E731
    side = flips ^ (1 if delta(out[0][0]) < 0 else 0)
    seen = set()
    for table, x, y in out:
        d = osc_byte(table, off)
        if type_ == 8:
            d >>= 1
        if delta(table) == 0:
            side = (side + 1) & 3
        seen.add(side)
        r = radius
        expect = {0: (OX + d - r, OY - r), 1: (OX + r, OY - (d - (r - 1))),
                  2: (OX - (d - (r - 1)), OY + r), 3: (OX - r, OY + d - r)}[side]
        assert (x, y) == expect
    assert seen == {0, 1, 2, 3}


def test_still_type():
    assert {(x, y) for _, x, y in run(block(0), 50)} == {(OX, OY)}


def test_descending_block_comes_down_e1_pixels_with_its_rider():
    """Obj6B_Descend: still until stood on; then ObjectMove with the speed
    growing by 8 to $2A8 and back to 0: 2 x 8 x (1 + ... + 84) + $2A8 =
    57800 / 256: $E1 px and $C8 of a pixel down, then type 0 (still)."""
    p = hp.Players(1, game="s2")
    p.place(x=300, y=OY - 12 - 19 - 8, grounded=False)
    o = hp.Objects([block(7, x=300)], 1, "s2")
    p.step(EMPTY, np.zeros((30, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0 and o.raw.y[0, 0] >> 16 > OY
    p.step(EMPTY, np.zeros((250, 1), np.uint8), objects=o)
    assert int(o.raw.y[0, 0]) == ((OY + 0xE1) << 16) | 0xC800  # 57800 * 256 in 16.16
    assert o.raw.ysp[0, 0] == 0 and p.raw.on_object[0] == 0
    assert int(p.raw.y[0]) >> 16 == OY + 0xE1 - 13 - 19


def test_running_into_a_still_block_stops_him():
    p = hp.Players(1, game="s2")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([block(0x10, x=330, y=FLOOR - 16)], 1, "s2")
    p.step(FLOOR_WORLD, np.full((120, 1), 2, np.uint8), objects=o)
    assert 330 - 0x1B - 8 <= int(p.raw.x[0]) >> 16 < 330 - 16 and p.raw.pushing[0] == 1


@pytest.mark.parametrize("subtype", [0x02, 0x07, 0x19])
def test_broad_phase_agrees(subtype):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80
    (p1, o1), (p2, o2) = broad_phase_worlds([block(subtype, x=260, y=FLOOR - 50)], 150, "s2")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_numbers_from_the_checkout():
    text = disasm_read("s2", "s2.asm")
    body = text[text.index("Obj6B_Properties:"):text.index("Obj6B_MapUnc_2800E:")]
    props = re.findall(r"obj6B_properties\s+(\d+),\s*(\d+),", body)
    assert [(int(w), int(h)) for w, h in props] == list(SQUARE_PROPERTIES)
    assert "move.b\t#8,obj6B_acceleration(a0)" in body and "cmpi.w\t#$2A8,y_vel(a0)" in body
    assert re.findall(r"move\.w\s+#\$(\w+),d1\s+; assume a radius", body) == ["10", "30", "50", "70"]
    assert "addi.w\t#$B,d1" in body and "addq.w\t#1,d3" in body


@pytest.mark.parametrize("act", ["cpz1", "cpz2", "mtz1", "mtz2", "mtz3"])
def test_placer(act):
    recs, placed = placed_of("s2", act, 0x6B, KindObject)
    blocks = [b for b in placed if b.kind == "s2_square_platform"]
    want = [r for r in recs if r["subtype"] & 0xF not in (5, 6)]
    assert len(want) == len(blocks)
    for rec, b in zip(want, blocks):
        w, h = SQUARE_PROPERTIES[(rec["subtype"] >> 4) & 7]
        assert (b.x, b.y, b.subtype, b.solid_width, b.half_height, b.stand_height) == (
            rec["x"], rec["y"], rec["subtype"], w + 0xB, h, h + 1)
