"""Casino Night's big moving block (kind ``s2_cnz_big_block``,
cpp/hedgephys/kinds/s2_cnz_big_block.cpp; docs/kinds/s2.md): S2 ObjD4
(ObjD4_Init, ObjD4_Main, ObjD4_Horizontal / ObjD4_Vertical). Its swing from
the routine's numbers, a rider carried, the broad phase's agreement, and
the placer on the real layouts (skipped without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s2_cnz import BIG_BLOCK_SOLID
from helpers import disasm_read, object_frames, placed_of

OX, OY = 900, 100  # far from the player


def swing(start, centre, n):
    """ObjD4 read from s2.asm: from start - $60 (16.16, the half pixel $8000),
    speed += 4 while centre > pixel (unsigned), else -= 4; then ObjectMove."""
    pos, v, out = ((start & 0xFFFF) << 16) | 0x8000, 0, []
    for _ in range(n):
        v += 4 if centre > (pos >> 16) else -4
        pos = (pos + v * 256) & 0xFFFFFFFF
        out.append((pos, v))
    return out


def run(obj, n):
    """Each frame: the block's (x, y, xsp, ysp) words after it."""
    return [(int(o.raw.x[0, 0]), int(o.raw.y[0, 0]), int(o.raw.xsp[0, 0]), int(o.raw.ysp[0, 0]))
            for _, o in object_frames([obj], n)]


def test_golden_first_frames():
    """ObjD4_Init then ObjD4_Main on the first frame: x0 - $60 at $8000, speed 4."""
    obj = KindObject("s2_cnz_big_block", OX, OY)
    out = run(obj, 3)
    assert out[0] == ((((OX - 0x60) << 16) | 0x8000) + 4 * 256, (OY << 16) | 0x8000, 4, 0)
    assert out[1][0] == out[0][0] + 8 * 256 and out[1][2] == 8
    assert out[2][0] == out[1][0] + 12 * 256
    frames = object_frames([obj], 1)
    assert next(frames)[1].state(0) == "ready"


@pytest.mark.parametrize("vertical, flip", [(False, False), (False, True), (True, False), (True, True)])
def test_swing_matches_the_routine(vertical, flip):
    obj = KindObject("s2_cnz_big_block", OX, OY, vertical=vertical, x_flip=flip and not vertical,
                     y_flip=flip and vertical)
    out = run(obj, 700)
    d = 0x60 if flip else -0x60
    ref = swing((OY if vertical else OX) + d, OY if vertical else OX, 700)
    for f, ((x, y, xsp, ysp), (pos, v)) in enumerate(zip(out, ref)):
        assert ((y, ysp) if vertical else (x, xsp)) == (pos, v), f
        assert ((x >> 16, xsp) if vertical else (y >> 16, ysp)) == ((OX, 0) if vertical else (OY, 0)), f
    pixels = [p >> 16 for p, _ in ref]
    centre = OY if vertical else OX
    assert min(pixels) <= centre - 0x5F and max(pixels) >= centre + 0x5F  # through the point and back


def test_a_rider_is_carried():
    """Landing on top (SolidObject, d3 = $21): he stands $21 + 19 px above its
    centre and moves with it, x by its pixel moves, each frame."""
    block = KindObject("s2_cnz_big_block", 400, FLOOR - 80)
    p = hp.Players(1, game="s2")
    p.place(x=400 - 0x60, y=FLOOR - 80 - 0x21 - 19 - 12, grounded=False)
    o = hp.Objects([block], 1, "s2")
    p.step(FLOOR_WORLD, np.zeros((20, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0 and p.raw.airborne[0] == 0
    gap = (int(p.raw.x[0]) >> 16) - (int(o.raw.x[0, 0]) >> 16)
    for _ in range(60):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        assert (int(p.raw.x[0]) >> 16) - (int(o.raw.x[0, 0]) >> 16) == gap
        assert int(p.raw.y[0]) >> 16 == FLOOR - 80 - 0x21 - 19


def test_it_pushes_a_player_in_its_way():
    """A horizontal block on the floor swinging into a player standing at
    x0 + 70: its side (d1 = $2B) pushes him along, never through."""
    p = hp.Players(1, game="s2")
    p.place(x=400, y=FLOOR - 20, grounded=True)
    o = hp.Objects([KindObject("s2_cnz_big_block", 330, FLOOR - 0x20)], 1, "s2")
    gaps = []
    for _ in range(300):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        gaps.append((int(p.raw.x[0]) >> 16) - (int(o.raw.x[0, 0]) >> 16))
    assert int(p.raw.x[0]) >> 16 > 400 + 0x40  # carried along by its side
    assert min(gaps) == 0x2B  # popped out to d1 from its centre (procedure A7), never inside


@pytest.mark.parametrize("vertical", [False, True])
def test_broad_phase_agrees(vertical):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80
    obj = KindObject("s2_cnz_big_block", 260, FLOOR - 60, vertical=vertical)
    (p1, o1), (p2, o2) = broad_phase_worlds([obj], 150, "s2")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_numbers_from_the_checkout():
    text = disasm_read("s2", "s2.asm")
    d4 = text[text.index("ObjD4_Init:"):text.index("ObjD4_MapUnc_2B9CA:")]
    assert re.search(r"move\.w\s+#\$2B,d1\s+move\.w\s+#\$20,d2\s+move\.w\s+#\$21,d3", d4)
    assert BIG_BLOCK_SOLID == (0x2B, 0x20, 0x21)
    assert "subi.w\t#$60,x_pos(a0)" in d4 and "addi.w\t#$C0,x_pos(a0)" in d4
    assert "subi.w\t#$60,y_pos(a0)" in d4 and "addi.w\t#$C0,y_pos(a0)" in d4
    assert "move.w\t#$8000,x_sub(a0)" in d4 and d4.count("moveq\t#4,d1") == 2


@pytest.mark.parametrize("act", ["cnz1", "cnz2"])
def test_placer_on_casino_night(act):
    recs, placed = placed_of("s2", act, 0xD4, KindObject)
    blocks = [b for b in placed if b.kind == "s2_cnz_big_block"]
    assert len(recs) == len(blocks) > 0
    for rec, b in zip(recs, blocks):
        assert (b.x, b.y, b.vertical, b.x_flip, b.y_flip) == (rec["x"], rec["y"], rec["subtype"] == 2,
                                                             rec["x_flip"], rec["y_flip"])
        assert (b.solid_width, b.half_height, b.stand_height, b.width_radius) == (0x2B, 0x20, 0x21, 0x20)
