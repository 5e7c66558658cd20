"""Sonic 1's blocks that ride the global oscillators (kind
``s1_floating_block``, cpp/hedgephys/kinds/s1_floating_block.cpp;
docs/kinds/s1_blocks.md): S1 FloatingBlock $56 (_incObj/56 Floating Blocks
and Doors.asm: FBlock_Main, FBlock_Action .type01-.type04, .type08-.type0B,
.square) and MarbleBrick $46 (_incObj/46 MZ Bricks.asm: Brick_Type01,
Brick_Type04). Places from the v_oscillate bytes the routines read, a rider,
the broad phase and the stale-object shortcut, and the placers on the real
layouts (skipped without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_blocks import FBLOCK_SIZES, FBLOCK_SQUARES, FBLOCK_SWINGS
from helpers import disasm_read, object_frames, placed_of

BX, BY = 900, 300  # far from the player


def fblock(subtype, x=BX, y=BY, routine="floating_block", **kw):
    w, h = FBLOCK_SIZES[(subtype >> 4) & 7] if routine == "floating_block" else (0x10, 0x10)
    return KindObject("s1_floating_block", x, y, width_radius=w, height_radius=h, subtype=subtype,
                      routine=routine, solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w, **kw)


def places(obj, frames):
    """(v_oscillate as the block read it, its x pixel, its y pixel) per frame."""
    return [(t, int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16) for t, o in object_frames([obj], frames, "s1")]


def v_osc(table, off, word=False):
    """v_oscillate + off (the table's 68000 bytes: big-endian words)."""
    w = int(table[off >> 1])
    if word:
        return w
    return w >> 8 if off % 2 == 0 else w & 0xFF


@pytest.mark.parametrize("flip", [False, True])
@pytest.mark.parametrize("type_, off, span", [(1, 0x0A, 0x40), (2, 0x1E, 0x80), (3, 0x0A, 0x40), (4, 0x1E, 0x80)])
def test_swinging_types(type_, off, span, flip):
    """.type01/.type02 (.moveLR) and .type03/.type04 (.moveUD): origin minus
    the byte at v_oscillate+$A (+$1E); X-flipped, origin - (range - byte)."""
    seen = set()
    for table, x, y in places(fblock(0x10 | type_, x_flip=flip), 400):
        b = v_osc(table, off)
        moved = span - b if flip else b
        seen.add(moved)
        assert (x, y) == ((BX - moved, BY) if type_ <= 2 else (BX, BY - moved))
    assert len(seen) > 30  # it did swing


@pytest.mark.parametrize("n", [0, 1, 2, 3])
@pytest.mark.parametrize("flips", [0, 1, 2, 3])
def test_squares(n, flips):
    """.type08-.type0B: radius $10 + $20 n; value byte at v_oscillate+$2A+4n
    (type 8 halves it), delta word after it. FBlock_Main starts the side at
    the flips (obStatus bits 0, 1), turned (bchg #0) when that word is
    negative; .square turns it (addq.b #1 / andi.b #3) each frame the word
    reads 0, then places the block on that side."""
    frames = places(fblock(0x50 | (8 + n), x_flip=bool(flips & 1), y_flip=bool(flips & 2)), 800)
    r = 0x10 + 0x20 * n
    side = flips
    if np.int16(np.uint16(v_osc(frames[0][0], 0x2C + 4 * n, word=True))) < 0:
        side ^= 1
    sides = []
    for table, x, y in frames:
        d = v_osc(table, 0x2A + 4 * n) >> (1 if n == 0 else 0)
        if v_osc(table, 0x2C + 4 * n, word=True) == 0:
            side = (side + 1) % 4
        sides.append(side)
        top_left = d - r          # going right along the top, up the left side
        bottom_right = r - 1 - d  # going down the right side, left along the bottom
        want = [(top_left, -r), (r, bottom_right), (bottom_right, r), (-r, top_left)][side]
        assert (x - BX, y - BY) == want
    assert set(sides) == {0, 1, 2, 3}


@pytest.mark.parametrize("subtype", [0x01, 0x09])
def test_marble_brick_wobbles(subtype):
    """Brick_Type01: y = origin - byte at v_oscillate+$16; subtype bit 3:
    origin - ($10 - byte). Its x never moves."""
    for table, x, y in places(fblock(subtype, routine="marble_brick"), 300):
        b = v_osc(table, 0x16)
        assert (x, y) == (BX, BY - (0x10 - b if subtype & 8 else b))


def test_marble_brick_type_4():
    """Brick_Type04 (a brick that fell into the lava): origin - (byte at
    v_oscillate+$12 >> 3)."""
    for table, x, y in places(fblock(4, routine="marble_brick"), 200):
        assert (x, y) == (BX, BY - (v_osc(table, 0x12) >> 3))


@pytest.mark.parametrize("subtype, routine", [(0x00, "floating_block"), (0x05, "floating_block"),
                                              (0x0C, "floating_block"), (0x02, "marble_brick")])
def test_other_types_stand_still(subtype, routine):
    assert {(x, y) for _, x, y in places(fblock(subtype, routine=routine), 60)} == {(BX, BY)}


def test_rider_goes_up_and_down_with_it():
    """A player standing on a .type03 block is carried: his feet stay on its
    top (SolidObject's d3 = obHeight + 1 = $21) as it swings in y."""
    p = hp.Players(1, game="s1")
    o = hp.Objects([fblock(0x13, x=300)], 1, "s1")  # $20 x $20
    tm = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p.place(x=300, y=BY - 0x60, grounded=False)
    p.step(tm, np.zeros((60, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0
    ys = set()
    for _ in range(200):
        p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
        top = (int(o.raw.y[0, 0]) >> 16) - 0x21
        ys.add(top)
        assert p.raw.on_object[0] == 0 and (int(p.raw.y[0]) >> 16) == top - 19
    assert len(ys) > 20


def test_running_into_a_swinging_block_stops_him():
    """Solid from the side: a player running right into a .type01 block on
    the floor never gets past its left side (SolidObject's d1 = $1B), and it
    pushes him back as it swings towards him."""
    p = hp.Players(1, game="s1")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([fblock(0x01, x=560, y=FLOOR - 16)], 1, "s1")
    xs = []
    for _ in range(300):
        p.step(WIDE, np.full((1, 1), 2, np.uint8), objects=o)
        px, bx = int(p.raw.x[0]) >> 16, int(o.raw.x[0, 0]) >> 16
        assert px <= bx - 0x1B + 1
        xs.append(px)
    assert max(xs) > 560 - 0x40 - 0x1B - 2 and min(xs[150:]) < max(xs) - 30


@pytest.mark.parametrize("subtype", [0x01, 0x13, 0x58, 0x5B])
def test_broad_phase_agrees(subtype):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80
    (p1, o1), (p2, o2) = broad_phase_worlds([fblock(subtype, x=260, y=FLOOR - 40)], 150, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_stale_blocks_equal_every_frame():
    """Swinging blocks and bricks along a wide floor: the batch step, with
    the stale-object shortcut (lazy_objects.hpp) caught up when the player
    comes near and at the end of each call, equals step_stages."""
    rng = np.random.default_rng(5)
    objs = []
    for x in sorted(rng.integers(200, 2400, 60)):
        sub = int(rng.choice([0x01, 0x02, 0x13, 0x14, 0x58, 0x09]))
        routine = "marble_brick" if sub == 0x09 else "floating_block"
        objs.append(fblock(sub, x=int(x), y=FLOOR - 50, routine=routine, x_flip=bool(rng.integers(0, 2))))
    seq = [2] * 300 + list(rng.choice([2, 18, 1, 0], 200))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 250, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/56 Floating Blocks and Doors.asm")
    var = text[text.index("FBlock_Var:"):text.index("FBlock_Main:")]
    sizes = re.findall(r"dc\.b\s+\$?(\w+),\s*\$?(\w+)", var)
    assert [(int(w, 16), int(h, 16)) for w, h in sizes] == list(FBLOCK_SIZES)
    assert re.findall(r"move\.b\s+\(v_oscillate\+\$(\w+)\)\.w,d0", text)[:4] == ["A", "1E", "A", "1E"]
    assert re.findall(r"move\.w\s+#\$(\w+),d1", text[text.index(".type08:"):]) == ["10", "30", "50", "70"]
    assert "lea\t(v_oscillate+$2C).w,a2" in text and "andi.b\t#3,obStatus(a0)" in text
    brick = disasm_read("s1", "_incObj/46 MZ Bricks.asm")
    assert "(v_oscillate+$16).w,d0" in brick and "(v_oscillate+$12).w,d0" in brick
    assert "move.w\t#$1B,d1" in brick and "move.w\t#$11,d3" in brick


@pytest.mark.parametrize("act", ["syz1", "syz2", "syz3", "slz2", "slz3", "lz1", "sbz3"])
def test_floating_block_placer(act):
    recs, placed = placed_of("s1", act, 0x56, KindObject)
    blocks = [b for b in placed if b.kind == "s1_floating_block"]
    lz = act in ("lz1", "sbz3")
    want = [r for r in recs if not r["subtype"] & 0x80 and (
        r["subtype"] & 0xF in FBLOCK_SWINGS or (r["subtype"] & 0xF in FBLOCK_SQUARES and not lz))]
    assert len(blocks) == len(want) and (lz or blocks)
    for rec, b in zip(want, blocks):
        w, h = FBLOCK_SIZES[(rec["subtype"] >> 4) & 7]
        assert (b.x, b.y, b.subtype, b.routine, b.solid_width, b.half_height, b.stand_height, b.width) == (
            rec["x"], rec["y"], rec["subtype"], 0, w + 0xB, h, h + 1, w)


def test_marble_brick_placer():
    recs, placed = placed_of("s1", "mz1", 0x46, KindObject)
    bricks = [b for b in placed if b.kind == "s1_floating_block"]
    want = [r for r in recs if r["subtype"] & 7 == 1]
    assert len(bricks) == len(want) > 0
    assert all(b.routine == 1 and b.solid_width == 0x1B and b.stand_height == 0x11 for b in bricks)
