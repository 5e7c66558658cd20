"""Sonic 1's Star Light seesaw (s1disasm Object 5E, "5E Seesaw.asm"), run by
the kinds seesaw and seesaw_ball (Sonic 2's Obj14 procedure; docs/kinds/s2.md)
with Sonic 1's numbers: See_DataSlope / See_DataFlat (the heights, $10 more
than Obj14's), the ball's see_origY (the seesaw's own y, not y + $10),
See_Speeds and See_MoveSpike's throws (the broad phase's agreement:
test_kind_s2.py); Scrap Brain's pizza cutters (Object
6A, "6A Saws and Pizza Cutters.asm") on the kind s1_spike_ball; Marble
Zone's glass blocks (Object 30, kind s1_glass_block); and the placers on the
real layouts (skipped without HEDGEPHYS_DISASM)."""
import os
import pathlib

import numpy as np
import pytest
from seesaw_world import EMPTY, HR, LEVEL, OX, OY, TILTED, YOFFSETS, ball_flight, frames, height, world

import hedgephys as hp
from hedgephys.levels.place_s1_path import SAW_COLLISION
from hedgephys.levels.touch_data import touch_size
from hedgephys.objects import Seesaw, SeesawBall
from hedgephys.s1_kinds import S1SpikeBall
from hedgephys.s1_path_kinds import GLASS_SIZE, S1GlassBlock
from hedgephys.seesaw import ball_rest_position

# See_DataSlope (misc/slzssaw1.bin) and See_DataFlat (misc/slzssaw2.bin).
S1_TILTED = [36, 36, 38, 40, 42, 44, 42, 40, 38, 36, 35, 34, 33, 32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22,
             21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 2, 2, 2, 2]
S1_FLAT = 0x15


def s1_height(frame, px):
    """SlopeObject / SlopeObject2 over See_DataSlope (mirrored on frame 2) or See_DataFlat."""
    if frame == 1:
        return S1_FLAT
    t = px - OX + 0x30
    return S1_TILTED[(0x5F - t if frame == 2 else t) >> 1]


def test_s1_heights_are_obj14s_plus_16():
    """The tables this kind reads for Sonic 1 (SeesawNumbers::lift)."""
    assert S1_TILTED == [h + 0x10 for h in TILTED] and S1_FLAT == LEVEL + 0x10
    assert all(s1_height(f, px) == height(f, px) + 0x10 for f in (0, 1, 2) for px in range(OX - 48, OX + 48))


def test_s1_tilts_toward_the_player_and_carries_him_on_its_heights():
    """See_Slope / See_ChgFrame: he lands left of the centre on frame 0
    (Platform3: py = surface - hr - 1), it goes level, then left end down
    (See_Slope2, SlopeObject2: py = oy - H - hr)."""
    px = OX - 20
    players, objects = world([Seesaw(OX, OY)], px, OY - 80, ysp=0x200, game="s1")
    f = frames(players, objects, 40)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    assert f[land]["phase"][0] & 0xFFFF == 0
    assert f[land]["py"] == OY - s1_height(0, px) - HR - 1 == OY - 31 - HR - 1
    assert f[land + 1]["phase"][0] & 0xFFFF == 0x0201
    assert f[land + 1]["py"] == OY - S1_FLAT - HR
    assert f[land + 2]["phase"][0] & 0xFFFF == 0x0202
    assert f[land + 2]["py"] == f[-1]["py"] == OY - s1_height(2, px) - HR == OY - 12 - HR


def test_s1_ball_rests_on_the_low_end():
    """See_Spikeball + See_MoveSpike: $28 px out, see_origY (the seesaw's y) - 8."""
    for flip, bx in ((False, OX + 0x28), (True, OX - 0x28)):
        players, objects = world([Seesaw(OX, OY, x_flip=flip), SeesawBall(OX, OY, x_flip=flip)], 1000, 0,
                                 game="s1")
        assert ball_rest_position(OX, OY, flip, "s1") == (bx, OY - 8)
        assert (objects.raw.x[0, 1] >> 16, objects.raw.y[0, 1] >> 16) == (bx, OY - 8)
        f = frames(players, objects, 5)
        assert (f[-1]["x"][1], f[-1]["y"][1]) == (bx, OY + YOFFSETS[0])


def test_s1_ball_thrown_by_a_level_seesaw_launches_the_player():
    """He lands at the centre: one step off, See_MoveSpike throws the ball
    (-$818, -$114), See_SpikeFall flies it (twice a frame while rising below
    see_origY - $2F) down onto the left end at see_origY + See_Speeds[3];
    See_Spring launches him with its speed reversed (the spring animation)."""
    players, objects = world([Seesaw(OX, OY), SeesawBall(OX, OY)], OX, OY - 50, ysp=0x100, game="s1")
    f = frames(players, objects, 200)
    throw = next(i for i, s in enumerate(f) if s["standing"][0]) + 1
    flight = ball_flight(OX + 0x28, OY - 8, -0x114, -0x818,
                         lambda x: OY + YOFFSETS[1 + (2 if x < OX else 0)], origin=OY)
    got = [(f[throw + j]["xw"][1], f[throw + j]["yw"][1], f[throw + j]["ysp"][1]) for j in range(len(flight) - 1)]
    assert got == flight[:-1]
    hit = throw + len(flight) - 1
    x, y, ysp = flight[-1]
    assert f[hit]["pysp"] == -ysp and f[hit]["air"] == 1 and f[hit]["anim"] == 0x10
    assert (f[hit]["x"][1], f[hit]["y"][1]) == (x >> 16, y >> 16) and x >> 16 < OX


DISASM = os.environ.get("HEDGEPHYS_DISASM")
S1 = pathlib.Path(DISASM or "/nonexistent") / "s1disasm"


@pytest.mark.skipif(not S1.is_dir(), reason="needs HEDGEPHYS_DISASM with s1disasm")
def test_s1_seesaw_placer_on_star_light():
    """The tables read from the checkout; every seesaw of SLZ 2 and 3 placed,
    with its ball right after it when the subtype is 0 (See_Main)."""
    assert list((S1 / "misc" / "slzssaw1.bin").read_bytes()) == S1_TILTED
    assert list((S1 / "misc" / "slzssaw2.bin").read_bytes()) == [S1_FLAT] * 48
    text = (S1 / "_incObj" / "5E Seesaw.asm").read_text(errors="replace")
    assert "dc.w -8, -$1C, -$2F, -$1C, -8" in text and "#$30,obActWid" in text
    placed = 0
    for act in ("slz1", "slz2", "slz3"):
        recs = hp.levels.object_layout(str(S1), act).of_id(0x5E)
        objs = hp.levels.load(str(S1), act).objects
        seesaws = [i for i, o in enumerate(objs) if o.kind == "seesaw"]
        assert len(seesaws) == len(recs)
        for i, rec in zip(seesaws, recs):
            assert (objs[i].x, objs[i].y, bool(objs[i].x_flip)) == (rec["x"], rec["y"], bool(rec["x_flip"]))
            has_ball = i + 1 < len(objs) and objs[i + 1].kind == "seesaw_ball"
            assert has_ball == (rec["subtype"] == 0)
        placed += len(recs)
    assert placed == 16


# ---- Scrap Brain's pizza cutters (S1 $6A Saws types 1, 2: kind s1_spike_ball with saw) ----
@pytest.mark.parametrize("subtype, flip", [(1, False), (1, True), (2, False), (2, True)])
def test_saw_follows_its_oscillators(subtype, flip):
    """Saw_Action .type01: x = x0 - the byte at v_oscillate+$E ($60 minus it
    flipped); .type02: y = y0 - the byte at v_oscillate+6 ($80 minus it
    flipped): oscillator 1, where the spiked ball's type 2 reads oscillator 3."""
    p = hp.Players(1, game="s1")
    p.place(x=3000, y=100)
    o = hp.Objects([S1SpikeBall(OX, OY, subtype, x_flip=flip, saw=True)], 1, "s1")
    seen = set()
    for _ in range(300):
        byte = int(o.oscillators[0, (0xE if subtype == 1 else 6) >> 1]) >> 8
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        d0 = ((0x60 if subtype == 1 else 0x80) - byte) if flip else byte
        assert (o.x[0, 0], o.y[0, 0]) == ((OX - d0, OY) if subtype == 1 else (OX, OY - d0))
        seen.add(byte)
    assert len(seen) > 40  # oscillator 1 spans 0-$30, oscillator 3 more


@pytest.mark.skipif(not S1.is_dir(), reason="needs HEDGEPHYS_DISASM with s1disasm")
def test_saw_numbers_and_placer_on_scrap_brain():
    """Collision $A2 (Touch_Sizes $22) for subtypes below 3; every saw of SBZ
    1 and 2 placed: the pizza cutters (types 1 and 2) and the ground saws (3
    and 4: test_kind_s1_ground_saw.py)."""
    text = (S1 / "_incObj" / "6A Saws and Pizza Cutters.asm").read_text(errors="replace")
    for line in ("move.b\t#$A2,obColType(a0)", "cmpi.b\t#3,obSubtype(a0)", "move.b\t(v_oscillate+$E).w,d0",
                 "move.b\t(v_oscillate+6).w,d0", "move.w\t#$60,d1", "addi.w\t#$80,d0"):
        assert line in text, line
    assert SAW_COLLISION == 0xA2
    placed = 0
    for act in ("sbz1", "sbz2"):
        recs = hp.levels.object_layout(str(S1), act).of_id(0x6A)
        saws = [o for o in hp.levels.load(str(S1), act).objects
                if o.kind == "s1_spike_ball" and o.params["saw"]]
        want = [(int(r["x"]), int(r["y"]), int(r["subtype"])) for r in recs]
        assert [(o.x, o.y, o.params["subtype"]) for o in saws] == want
        assert all((o.params["width_radius"], o.params["height_radius"]) == touch_size("s1", 0xA2) for o in saws)
        placed += len(saws)
    assert placed == 14


# ---- Marble Zone's glass blocks (S1 $30 GlassBlock types 0-2: kind s1_glass_block) ----
@pytest.mark.parametrize("subtype", [0, 1, 2])
def test_glass_block_follows_oscillator_4_and_carries_its_rider(subtype):
    """Glass_Type01 / 02, loc_B5EE: y = y0 - the byte at v_oscillate+$12 (type
    2: y0 - ($40 - it)), type 0 stays; then SolidObject: he lands on it and
    rides it at a constant height above it."""
    p = hp.Players(1, game="s1")
    p.place(x=OX + 10, y=OY - 0x49 - 0x50, grounded=False)
    o = hp.Objects([S1GlassBlock(OX, OY, subtype)], 1, "s1")
    seen, rides = set(), []
    for _ in range(300):
        byte = int(o.oscillators[0, 0x12 >> 1]) >> 8
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        assert o.y[0, 0] == OY - (byte if subtype == 1 else 0x40 - byte if subtype == 2 else 0)
        if o.raw.standing[0, 0]:
            rides.append((int(p.raw.y[0]) >> 16) - int(o.y[0, 0]))
        seen.add(byte)
    assert len(seen) > 50 and len(rides) > 250 and len(set(rides[1:])) == 1


@pytest.mark.skipif(not S1.is_dir(), reason="needs HEDGEPHYS_DISASM with s1disasm")
def test_glass_block_numbers_and_placer_on_marble():
    text = (S1 / "_incObj" / "30 MZ Large Green Glass Blocks.asm").read_text(errors="replace")
    for line in ("move.w\t#$2B,d1", "move.w\t#$48,d2", "move.w\t#$49,d3", "move.b\t#$20,obActWid(a1)",
                 "move.b\t(v_oscillate+$12).w,d0", "move.w\t#$40,d1"):
        assert line in text, line
    assert GLASS_SIZE == (0x2B, 0x48, 0x49, 0x20)
    placed = 0
    for act in ("mz1", "mz2", "mz3"):
        recs = hp.levels.object_layout(str(S1), act).of_id(0x30)
        blocks = [o for o in hp.levels.load(str(S1), act).objects if o.kind == "s1_glass_block"]
        want = [(int(r["x"]), int(r["y"]), int(r["subtype"])) for r in recs if r["subtype"] <= 2]
        assert [(o.x, o.y, o.params["subtype"]) for o in blocks] == want
        placed += len(blocks)
    assert placed == 11
