"""Sonic 1's moving platform blocks (kind ``s1_moving_block``,
cpp/hedgephys/kinds/s1_moving_block.cpp; docs/kinds/s1_blocks.md "Moving
blocks"): S1 MovingBlock $52 (_incObj/52 Moving Blocks.asm: MBlock_Main,
MBlock_Platform, MBlock_StandOn, MBlock_Move, MBlock_Type01, _Type02,
_Type08, _Type0A). Places against v_oscillate, the out-and-back block with
a rider, the broad phase, and the placer on the real layouts (skipped
without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_moving import MBLOCK_TYPES, MBLOCK_WIDTHS
from helpers import disasm_read, object_frames, placed_of

MX, MY = 900, 300
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def mblock(subtype, x=MX, y=MY, width=0x20, **kw):
    return KindObject("s1_moving_block", x, y, subtype=subtype, width=width, **kw)


def osc_at(table, off):
    w = int(table[off >> 1])
    return w >> 8 if off % 2 == 0 else w & 0xFF


@pytest.mark.parametrize("flip", [False, True])
@pytest.mark.parametrize("type_, off, span", [(1, 0x0E, 0x60), (8, 0x1E, 0x80)])
def test_oscillating_types(type_, off, span, flip):
    """MBlock_Type01: x = x0 - byte at v_oscillate+$E (X-flipped: $60 - it);
    MBlock_Type08: y = y0 - byte at v_oscillate+$1E (X-flipped: $80 - it)."""
    moves = set()
    for table, o in object_frames([mblock(0x40 | type_, x_flip=flip)], 300, "s1"):
        b = osc_at(table, off)
        d = span - b if flip else b
        moves.add(d)
        x, y = int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16
        assert (x, y) == ((MX - d, MY) if type_ == 1 else (MX, MY - d))
    assert len(moves) > 20


@pytest.mark.parametrize("flip", [False, True])
def test_out_and_back_once_stood_on(flip):
    """Type 9 (MBlock_Type02): the first frame that starts stood on turns it
    to $A; MBlock_Type0A moves it 8 px a frame to 2 x obActWid ($40 here:
    8 frames), waits 300 frames more (the count set on its last move runs
    out on the 300th), then comes back 8 px a frame and is type 9 again. The rider
    is carried."""
    p = hp.Players(1, game="s1")
    p.place(x=MX, y=MY - 8 - 19 - 20, grounded=False)
    o = hp.Objects([mblock(0x19, x_flip=flip)], 1, "s1")
    xs, rider = [], []
    landed = None
    for f in range(420):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        xs.append(int(o.raw.x[0, 0]) >> 16)
        rider.append((int(p.raw.x[0]) >> 16) - xs[-1])
        if landed is None and p.raw.on_object[0] == 0:
            landed = f
    assert landed is not None
    sign = -1 if flip else 1
    out = [MX + sign * 8 * n for n in range(1, 9)]
    # landing frame: PlatformObject after the move; next frame: type 9 -> $A; then it moves
    assert xs[:landed + 2] == [MX] * (landed + 2)
    assert xs[landed + 2:landed + 10] == out
    assert xs[landed + 10:landed + 10 + 300] == [MX + sign * 0x40] * 300
    back = xs[landed + 10 + 300:landed + 10 + 300 + 8]
    assert back == [MX + sign * 8 * n for n in range(7, -1, -1)]
    assert p.raw.on_object[0] == 0 and len(set(rider)) <= 2  # carried with the block (he started 0 off it)


def test_still_type_stays():
    assert all(int(o.raw.x[0, 0]) >> 16 == MX for _, o in object_frames([mblock(0x20)], 40, "s1"))


@pytest.mark.parametrize("subtype", [0x41, 0x28, 0x39])
def test_broad_phase_agrees(subtype):
    seq = [2] * 30 + [18] * 20 + [0] * 120 + [1] * 40
    (p1, o1), (p2, o2) = broad_phase_worlds([mblock(subtype, x=280, y=FLOOR - 40)], 150, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/52 Moving Blocks.asm")
    var = text[text.index("MBlock_Var:"):text.index("MBlock_Main:")]
    assert [int(w, 16) for w in re.findall(r"dc\.b\s+\$(\w+),", var)] == list(MBLOCK_WIDTHS)
    assert "(v_oscillate+$E).w,d0" in text and "move.w\t#$60,d1" in text
    assert "(v_oscillate+$1E).w,d0" in text and "move.w\t#$80,d1" in text
    assert "moveq\t#8,d1" in text and "move.w\t#300,objoff_34(a0)" in text


def test_stale_blocks_equal_every_frame():
    """Swinging blocks (types 1 and 8, stale while no player is near:
    lazy_objects.hpp) and out-and-back ones along a wide floor, low enough
    to land on: the batch step equals step_stages."""
    rng = np.random.default_rng(9)
    objs = [mblock(int(rng.choice([0x41, 0x28, 0x01, 0x39])), x=int(x), y=FLOOR - int(rng.choice([20, 40])),
                   x_flip=bool(rng.integers(0, 2)))
            for x in sorted(rng.integers(200, 2400, 40))]
    seq = [2] * 300 + list(rng.choice([2, 18, 1, 0], 200))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 250, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


@pytest.mark.parametrize("act", ["mz1", "mz2", "mz3", "sbz1", "sbz2"])
def test_placer(act):
    recs, placed = placed_of("s1", act, 0x52, KindObject)
    placed = [b for b in placed if b.kind == "s1_moving_block"]
    want = [r for r in recs if r["subtype"] & 0xF in MBLOCK_TYPES and r["subtype"] >> 4 < len(MBLOCK_WIDTHS)]
    assert len(placed) == len(want)
    for rec, b in zip(want, placed):
        assert (b.kind, b.x, b.y, b.subtype, b.width, b.surface) == (
            "s1_moving_block", rec["x"], rec["y"], rec["subtype"], MBLOCK_WIDTHS[rec["subtype"] >> 4], 8)
