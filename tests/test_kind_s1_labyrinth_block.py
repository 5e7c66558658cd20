"""Labyrinth Zone's blocks that sink, fall, rise or float (kind
``s1_labyrinth_block``, cpp/hedgephys/kinds/s1_labyrinth_block.cpp;
docs/kinds/s1_blocks.md "Labyrinth blocks"): S1 LabyrinthBlock $61
(_incObj/61 LZ Blocks.asm: LBlk_Main, LBlk_Action, .type01-.type07,
loc_12180). The sag, the fall to the floor, the rise, the float with the
water, the broad phase, and the placer on the real layouts (skipped without
HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_blocks import LBLOCK_SIZES, LBLOCK_TYPES
from helpers import disasm_read, placed_of

EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def lblock(subtype, x=200, y=FLOOR - 60):
    w, h = LBLOCK_SIZES[(subtype >> 4) & 3]
    return KindObject("s1_labyrinth_block", x, y, width_radius=w, height_radius=h, subtype=subtype,
                      solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w)


def ride(obj, tm, frames, water_y=None):
    """A player dropped onto the block: per frame, the block's y (16.16), its
    y speed, and whether he stands on it."""
    p = hp.Players(1, game="s1")
    p.place(x=obj.x, y=obj.y - 0x11 - 19 - 2, grounded=False)
    o = hp.Objects([obj], 1, "s1")
    rows = []
    for _ in range(frames):
        if water_y is not None:
            p.raw.water_y[0] = water_y
        p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
        rows.append((int(o.raw.y[0, 0]), int(o.raw.ysp[0, 0]), int(p.raw.on_object[0]) == 0))
    return rows


def test_sinks_then_falls_to_the_floor():
    """Type 1: stood on, it sags (loc_12180: angle + 4 a frame to $40, y =
    y0 + sin(angle) x $400 >> 16, 0-4 px); from the first frame that starts
    stood on, 30 frames (lblk_time), then type 2: SpeedToPos with the speed
    + 8 a frame until ObjFloorDist (from y + obHeight) is negative, then
    y + d + 1: it rests with its bottom (y + $10) on the floor's top."""
    y0 = FLOOR - 60
    rows = ride(lblock(0x01, y=y0), FLOOR_WORLD, 200)
    land = next(f for f, r in enumerate(rows) if r[2])
    sag = [r[0] >> 16 for r in rows[land:land + 20]]
    assert sag[0] == y0 and max(sag) == y0 + 4 and sag == sorted(sag)
    # the count is set on the frame after landing (the first that starts stood
    # on), runs out 30 frames later (the type turns), and it falls from the next
    fall = land + 2 + 30
    assert all(r[1] == 0 for r in rows[:fall])
    assert rows[fall][1] == 8 and rows[fall + 1][1] == 16  # the speed after each SpeedToPos
    rest = rows[-1]
    assert rest[1] == 0 and (rest[0] >> 16) + 0x10 == FLOOR
    ys = [r[0] for r in rows[fall:]]
    assert ys == sorted(ys)  # it only ever goes down


def test_rises_once_stood_on():
    """Type 3: the same wait, then type 4: the speed - 8 a frame (SpeedToPos
    first, so it starts moving the frame after), no ceiling here."""
    rows = ride(lblock(0x13, y=300), EMPTY, 120)
    land = next(f for f, r in enumerate(rows) if r[2])
    start = land + 2 + 30
    speeds = [r[1] for r in rows[start:start + 20]]
    assert speeds == [-8 * (n + 1) for n in range(20)]
    y = rows[start - 1][0]
    for n, r in enumerate(rows[start:start + 20]):
        y = (y + (-8 * n) * 256) & 0xFFFFFFFF
        assert r[0] == y


@pytest.mark.parametrize("water, step", [(250, -2), (400, 2), (311, 1), (309, -1)])
def test_floats_to_the_water(water, step):
    """Type 7: y moves towards v_waterpos1 (up when the surface is above it)
    by at most 2 px a frame, and stays on it (no terrain here)."""
    p = hp.Players(1, game="s1")
    p.place(x=40, y=100, grounded=True)
    o = hp.Objects([lblock(0x27, x=600, y=310)], 1, "s1")
    ys = []
    for _ in range(80):
        p.raw.water_y[0] = water
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        ys.append(int(o.raw.y[0, 0]) >> 16)
    assert ys[0] == 310 + step
    assert ys[-1] == water
    assert all(abs(b - a) <= 2 for a, b in zip([310] + ys, ys))


def test_still_type_and_type_7_do_not_sag():
    for sub in (0x30, 0x27):
        rows = ride(lblock(sub, y=300), EMPTY, 60, water_y=300)
        assert {r[0] >> 16 for r in rows} == {300}


def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/61 LZ Blocks.asm")
    var = text[text.index("LBlk_Var:"):text.index("lblk_origX")]
    sizes = re.findall(r"dc\.b\s+\$(\w+),\s*\$(\w+)", var)
    assert [(int(w, 16), int(h, 16)) for w, h in sizes] == list(LBLOCK_SIZES)
    assert "move.w\t#30,lblk_time(a0)" in text and "addq.w\t#8,obVelY(a0)" in text
    assert "subq.w\t#8,obVelY(a0)" in text and "cmpi.w\t#-2,d0" in text and "cmpi.w\t#2,d0" in text
    assert "move.w\t#$400,d1" in text and "cmpi.b\t#$40,objoff_3E(a0)" in text


@pytest.mark.parametrize("subtype", [0x01, 0x13, 0x27])
def test_broad_phase_agrees(subtype):
    seq = [2] * 30 + [18] * 20 + [0] * 120 + [1] * 40
    (p1, o1), (p2, o2) = broad_phase_worlds([lblock(subtype, x=280, y=FLOOR - 40)], 150, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq)


@pytest.mark.parametrize("act", ["lz1", "lz2", "lz3", "sbz3"])
def test_placer(act):
    recs, placed = placed_of("s1", act, 0x61, KindObject)
    blocks = [b for b in placed if b.kind == "s1_labyrinth_block"]
    want = [r for r in recs if r["subtype"] & 0xF in LBLOCK_TYPES]
    assert len(blocks) == len(want) > 0
    for rec, b in zip(want, blocks):
        w, h = LBLOCK_SIZES[(rec["subtype"] >> 4) & 3]
        assert (b.x, b.y, b.subtype, b.solid_width, b.half_height, b.stand_height, b.width) == (
            rec["x"], rec["y"], rec["subtype"], w + 0xB, h, h + 1, w)
