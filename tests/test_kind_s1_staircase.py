"""Sonic 1's Star Light staircase (s1disasm Object 5B, "5B Staircase.asm";
kind s1_staircase, docs/kinds/s1_path.md): golden drops from Stair_Type00 /
01 / 02's numbers ($1E and $3C frame waits, the bytes c, 3c/4, c/2, c/4 up to
c = $80, the shake), who sets them off (standing; a hit from below), the
flip's reversed order, the broad phase's agreement, and the placer on the
real layouts (skipped without HEDGEPHYS_DISASM)."""
import os
import pathlib

import numpy as np
import pytest
from broad_phase_world import assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.s1_path_kinds import STAIR_SIZE, S1Staircase, staircase

EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
SX, SY = 400, 300  # the layout entry: the parent block
HR = 19


def drop_bytes(c):
    """Stair_Type01's four bytes for the count c (objoff_38..3B)."""
    return [c, (3 * c) >> 2, c >> 1, c >> 2]


def run(objs, x, y, n, xsp=0, ysp=0):
    """n frames of a player placed at (x, y) airborne: each frame's block ys,
    the player's y and whether he stands on block 0..3."""
    players = hp.Players(1, game="s1")
    players.place(x=x, y=y, x_speed=xsp / 256, y_speed=ysp / 256, grounded=False)
    objects = hp.Objects(objs, 1, "s1")
    out = []
    for _ in range(n):
        players.step(EMPTY, np.zeros((1, 1), np.uint8), objects=objects)
        out.append(dict(ys=(objects.raw.y[0] >> 16).tolist(), py=int(players.raw.y[0]) >> 16,
                         standing=objects.raw.standing[0].tolist()))
    return out, objects


def test_type0_drops_30_frames_after_he_stands_on_it():
    """Stair_Type00: he lands on block 1; the parent reads the report the next
    frame and waits $1E frames, the type becomes 1 and Stair_Type01 counts
    c = 1, 2, ... $80: block n at y + byte n. He rides block 1 down (py = y - $11 - hr)."""
    f, objects = run(staircase(SX, SY, 0), SX + 0x20, SY - 60, 220, ysp=0x100)
    land = next(i for i, s in enumerate(f) if s["standing"][1])
    assert all(s["ys"] == [SY] * 4 for s in f[:land + 0x1F + 1])
    for j in range(1, 0x90):
        frame = land + 1 + 0x1E + j
        if frame >= len(f):
            break
        want = [SY + b for b in drop_bytes(min(j, 0x80))]
        assert f[frame]["ys"] == want, (j, f[frame]["ys"])
        assert f[frame]["py"] == want[1] - STAIR_SIZE[2] - HR
    assert objects.raw.phase[0, 0] & 0xFF == 0x80


def test_type0_flipped_drops_in_reverse_order():
    """x-flipped: block n reads byte 3 - n (Stair_Main: d3 from $3B down)."""
    f, _ = run(staircase(SX, SY, 0, x_flip=True), SX, SY - 60, 120, ysp=0x100)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    frame = land + 1 + 0x1E + 40
    assert f[frame]["ys"] == [SY + b for b in reversed(drop_bytes(40))]


def test_type2_ignores_standing_and_shakes_then_drops_after_a_hit_from_below():
    """Stair_Type02: standing reports 1 (no effect); a rising player hitting
    a block's bottom (SolidObject d4 = -1) sets it off: $3C frames of shaking
    (bytes b, b^1, b, b^1 with b = bit 2 of the timer), then type 3 drops."""
    f, _ = run(staircase(SX, SY, 2), SX + 0x40, SY - 60, 120, ysp=0x100)
    assert any(s["standing"][2] for s in f) and all(s["ys"] == [SY] * 4 for s in f)
    f, _ = run(staircase(SX, SY, 2), SX + 0x40, SY + 0x10 + HR + 12, 160, ysp=-0x400)
    hit = next(i for i, s in enumerate(f) if s["ys"] != [SY] * 4) - 2  # the hit, then the frame setting $3C
    for t in range(0x3B, 0, -1):
        b = (t >> 2) & 1
        assert f[hit + 2 + (0x3B - t)]["ys"] == [SY + b, SY + (b ^ 1), SY + b, SY + (b ^ 1)]
    # timer 0: the type becomes 3, the bytes stay; then the drop from c = 1
    assert f[hit + 2 + 0x3B]["ys"] == f[hit + 2 + 0x3A]["ys"]
    assert f[hit + 2 + 0x3B + 5]["ys"] == [SY + b for b in drop_bytes(5)]


def test_a_block_without_its_parent_stays_a_still_solid():
    f, objects = run([S1Staircase(SX, SY, subtype=1)], SX, SY - 60, 60, ysp=0x100)
    assert f[-1]["standing"][0] and f[-1]["ys"] == [SY] and f[-1]["py"] == SY - 0x11 - HR
    with pytest.raises(ValueError, match="motion"):
        S1Staircase(SX, SY, subtype=0, motion=(1, 0))
    with pytest.raises(ValueError):
        hp.Objects([S1Staircase(SX, SY, subtype=4)], 1, "s1")


def test_broad_phase_agrees():
    """A long step equals the routine-by-routine run: a type 0 staircase he
    stands on, a type 2 one he hits from below (both set off and dropping
    by the end of the first run) and a dropping one, by the player's path."""
    objs = staircase(260, 118, 0) + staircase(420, 70, 2, x_flip=True) + staircase(560, 118, 1)
    for seq in ([2] * 20 + [18] * 30 + [2] * 40 + [0] * 60 + [2] * 20 + [18] * 60 + [0] * 40,
                [2] * 40 + [18] * 20 + [0] * 60 + [18] * 50 + [2] * 60 + [1] * 30):
        (p1, o1), (p2, o2) = broad_phase_worlds(objs, 180, "s1")
        assert_same_as_stages(p1, o1, p2, o2, seq)
        if seq[0] == 2 and seq[20] == 18:
            assert o1.raw.phase[0, 0] & 0xFF == 0x80 and 0 < o1.raw.phase[0, 4] & 0xFF < 0x80


DISASM = os.environ.get("HEDGEPHYS_DISASM")
S1 = pathlib.Path(DISASM or "/nonexistent") / "s1disasm"


@pytest.mark.skipif(not S1.is_dir(), reason="needs HEDGEPHYS_DISASM with s1disasm")
def test_staircase_placer_on_star_light():
    """The numbers read from the routine's text; every staircase of SLZ
    placed as four blocks $20 px apart, the parent first."""
    text = (S1 / "_incObj" / "5B Staircase.asm").read_text(errors="replace")
    for needle in ("#$10,obActWid(a1)", "addi.w\t#$B,d1", "move.w\t#$10,d2", "move.w\t#$11,d3",
                   "addi.w\t#$20,d2", "#$1E,objoff_34", "#$3C,objoff_34", "cmpi.b\t#$80,(a1)"):
        assert needle in text, needle
    assert STAIR_SIZE == (0x10 + 0xB, 0x10, 0x11, 0x10)
    placed = 0
    for act in ("slz1", "slz2", "slz3"):
        recs = hp.levels.object_layout(str(S1), act).of_id(0x5B)
        objs = [o for o in hp.levels.load(str(S1), act).objects if o.kind == "s1_staircase"]
        assert len(objs) == 4 * len(recs)
        for n, rec in enumerate(recs):
            blocks = objs[4 * n:4 * n + 4]
            assert [(o.x, o.y) for o in blocks] == [(rec["x"] + 0x20 * j, rec["y"]) for j in range(4)]
            assert [bool(o.params["first"]) for o in blocks] == [True, False, False, False]
            assert all(o.params["subtype"] == rec["subtype"] for o in blocks)
        placed += len(recs)
    assert placed == 23
