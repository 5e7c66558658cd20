"""Marble Zone's large grassy platforms (kind ``s1_large_grass``,
cpp/hedgephys/kinds/s1_large_grass.cpp; docs/kinds/s1_grass.md): S1
LargeGrass $2F (_incObj/2F MZ Large Grassy Platforms.asm: LGrass_Main,
LGrass_Action, LGrass_Types, LGrass_Type01-LGrass_Type04; SolidObject2F,
ExitPlatform, SlopeObject2). Places from the v_oscillate bytes the routine
reads, the sloped surface a player lands on and is carried along, its sides,
the broad phase and the stale-object shortcut, the constructor's checks and
the placer on the real layouts (skipped without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.s1_grass import LGRASS_DATA, S1LargeGrass
from hedgephys.scenario import load_scenario, run_scenario
from helpers import disasm_checkout, disasm_read, object_frames, placed_of

BX, BY = 900, 300  # far from the player
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
#: LGrass_Type01-LGrass_Type04: (v_oscillate offset, range of a reversed one).
TYPES = {1: (0x02, 0x20), 2: (0x06, 0x30), 3: (0x0A, 0x40), 4: (0x0E, 0x60)}


def v_osc(table, off):
    """The byte at v_oscillate + off (the table's 68000 words, big-endian)."""
    w = int(table[off >> 1])
    return w >> 8 if off % 2 == 0 else w & 0xFF


def places(obj, frames):
    return [(t, int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16) for t, o in object_frames([obj], frames, "s1")]


@pytest.mark.parametrize("reverse", [False, True])
@pytest.mark.parametrize("type_", [1, 2, 3, 4])
def test_types_ride_their_oscillator(type_, reverse):
    """LGrass_Move: y = y0 - byte; subtype bit 3: y0 - (range - byte). x never moves."""
    off, span = TYPES[type_]
    seen = set()
    for table, x, y in places(S1LargeGrass(BX, BY, subtype=0x20 | type_ | (8 if reverse else 0)), 400):
        b = v_osc(table, off)
        moved = span - b if reverse else b
        seen.add(moved)
        assert (x, y) == (BX, BY - moved)
    assert len(seen) > 20  # it did move


def test_type_0_stands_still():
    assert {(x, y) for _, x, y in places(S1LargeGrass(BX, BY, subtype=0x10), 60)} == {(BX, BY)}


@pytest.mark.parametrize("shape", [0, 1, 2])
def test_landing_and_walking_along_the_slope(shape):
    """Dropped onto it and walking right across it: SolidObject2F lands him on
    y - H[i] (the first frame one pixel higher, rules/objects B2), then
    SlopeObject2 keeps his centre at y - H[(px - x + cx) >> 1] - 19 every frame
    he stands there (no angle), until ExitPlatform lets him walk off the end."""
    _, width, heights = LGRASS_DATA[shape]
    cx = width + 0xB
    ox, oy = 300, 200
    p = hp.Players(1, game="s1")
    o = hp.Objects([S1LargeGrass(ox, oy, subtype=shape << 4)], 1, "s1")
    p.place(x=ox - width + 4, y=oy - 0x70, grounded=False)
    p.step(EMPTY, np.zeros((40, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1
    standing_frames = 0
    for _ in range(120):
        p.step(EMPTY, np.full((1, 1), 2, np.uint8), objects=o)  # right
        if not o.raw.standing[0, 0]:
            break
        px, py = int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16
        assert py == oy - heights[(px - ox + cx) >> 1] - 19
        assert p.raw.angle[0] == 0
        standing_frames += 1
    assert standing_frames > 20 and (int(p.raw.x[0]) >> 16) - ox >= cx


def test_solid_from_the_side():
    """Running right along the floor into a still one whose body reaches the
    floor: stopped at its left side (d1 = obActWid + $B), never inside."""
    p = hp.Players(1, game="s1")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([S1LargeGrass(500, FLOOR - 0x20, subtype=0x00)], 1, "s1")
    for _ in range(200):
        p.step(WIDE, np.full((1, 1), 2, np.uint8), objects=o)
        assert (int(p.raw.x[0]) >> 16) <= 500 - 0x4B + 1
    assert (int(p.raw.x[0]) >> 16) >= 500 - 0x4B - 12 and o.raw.standing[0, 0] == 0


def test_rider_moves_with_it():
    """Standing on a type 3 one: carried up and down on its surface."""
    p = hp.Players(1, game="s1")
    o = hp.Objects([S1LargeGrass(300, BY, subtype=0x23)], 1, "s1")
    p.place(x=300, y=BY - 0x90, grounded=False)
    p.step(EMPTY, np.zeros((60, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1
    heights = LGRASS_DATA[2][2]
    ys = set()
    for _ in range(200):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        top = int(o.raw.y[0, 0]) >> 16
        ys.add(top)
        assert (int(p.raw.y[0]) >> 16) == top - heights[(300 - 300 + 0x2B) >> 1] - 19
    assert len(ys) > 20


@pytest.mark.parametrize("subtype", [0x01, 0x12, 0x2B, 0x20])
def test_broad_phase_agrees(subtype):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80
    (p1, o1), (p2, o2) = broad_phase_worlds([S1LargeGrass(300, FLOOR - 50, subtype=subtype)], 150, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_stale_platforms_equal_every_frame():
    """Moving ones along a wide floor: the batch step with the stale-object
    shortcut (lazy_objects.hpp) equals step_stages."""
    rng = np.random.default_rng(7)
    objs = [S1LargeGrass(int(x), FLOOR - 60, subtype=int(rng.choice([0x01, 0x12, 0x23, 0x2C, 0x0A])))
            for x in range(300, 4000, 260)]
    seq = [2] * 300 + list(rng.choice([2, 18, 1, 0], 200))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 250, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


@pytest.mark.parametrize("subtype, params, exc", [
    (0x05, {}, ValueError), (0x15, {}, ValueError), (0x07, {}, ValueError), (0x30, {}, ValueError),
    (0x100, {}, TypeError), ("1", {}, TypeError), (0x01, {"solid_width": 0x40}, ValueError),
    (0x01, {"stand_height": 3}, ValueError)])
def test_constructor_errors(subtype, params, exc):
    with pytest.raises(exc, match="s1_large_grass"):
        S1LargeGrass(0, 0, subtype=subtype, **params)


def test_generic_row_is_its_own_class():
    """A KindObject of the kind (a scenario file's) builds the same batch."""
    a = S1LargeGrass(300, 200, subtype=0x21)
    b = hp.kinds.KindObject("s1_large_grass", 300, 200, **a.params)
    assert b.params == a.params
    oa, ob = hp.Objects([a], 1, "s1"), hp.Objects([b], 1, "s1")
    assert hp.objects.Objects  # noqa: the batches below must agree
    for o in (oa, ob):
        p = hp.Players(1, game="s1")
        p.place(x=300, y=100, grounded=False)
        p.step(EMPTY, np.zeros((50, 1), np.uint8), objects=o)
    assert int(oa.raw.y[0, 0]) == int(ob.raw.y[0, 0]) and oa.raw.standing[0, 0] == ob.raw.standing[0, 0] == 1


def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/2F MZ Large Grassy Platforms.asm")
    data = text[text.index("LGrass_Data:"):text.index("LGrass_Main:")]
    entries = re.findall(r"dc\.w\s+(LGrass_Data\d)-LGrass_Data[ \t]*(?:;[^\n]*)?\n\s*dc\.b\s+(\d+),\s*\$(\w+)", data)
    files = dict(re.findall(r"(LGrass_Data\d):\s+binclude\s+\"([^\"]+)\"", text))
    assert [(int(f), int(w, 16)) for _, f, w in entries] == [(f, w) for f, w, _ in LGRASS_DATA]
    root = disasm_checkout("s1")
    for (label, _, _), (_, width, heights) in zip(entries, LGRASS_DATA):
        with open(f"{root}/{files[label]}", "rb") as f:
            assert tuple(f.read()) == heights and len(heights) == width + 0xB + 1
    types = text[text.index("LGrass_Type01:"):text.index("LGrass_Move:")]
    assert re.findall(r"v_oscillate\+\$?(\w+)\)\.w,d0\s+move\.w\s+#\$(\w+),d1", types) == [
        (f"{off:X}", f"{span:X}") for off, span in TYPES.values()]
    assert "move.b\t#$40,obHeight(a0)" in text and "move.b\t#4,obRender(a0)" in text
    assert "addi.w\t#$B,d1" in text and "move.w\t#$20,d2" in text and "move.w\t#$30,d2" in text
    assert "bsr.w\tSolidObject2F" in text and "bsr.w\tSlopeObject2" in text
    fire = disasm_read("s1", "_incObj/35 Burning Grass.asm")
    assert "move.b\t#$8B,obColType(a0)" in fire  # the fire type 5 lights hurts: not placed


@pytest.mark.parametrize("act", ["mz1", "mz2", "mz3"])
def test_placer(act):
    recs, placed = placed_of("s1", act, 0x2F, S1LargeGrass)
    want = [r for r in recs if r["subtype"] & 7 <= 4 and (r["subtype"] >> 4) & 7 < 3]
    assert len(placed) == len(want) > 0 and len(want) < len(recs) or act == "mz3"
    for rec, g in zip(want, placed):
        _, width, heights = LGRASS_DATA[(rec["subtype"] >> 4) & 7]
        assert (g.x, g.y, g.subtype, g.solid_width, g.width_radius, g.heights) == (
            rec["x"], rec["y"], rec["subtype"], width + 0xB, width, heights)


def test_scenario_object():
    """A scenario file's "s1_large_grass" (its registry parameters) is the
    constructor's object, heights included: a player dropped on it stands on
    y - H[i]."""
    grass = S1LargeGrass(64, 120, subtype=0x20)
    d = {"format": "hedgephys-scenario/1", "game": "s1", "tiles": {"1": {"heights": [16] * 16, "angle": 0}},
         "map": [[0] * 12] * 9 + [[1] * 12], "player": {"x": 64, "y": 0},
         "objects": [dict(type="s1_large_grass", x=64, y=120, **grass.params)], "inputs": [["", 60]]}
    assert load_scenario(d).objects[0].to_dict() == d["objects"][0]
    last = run_scenario(d).frames[-1]
    assert int(last["y"]) == 120 - 48 - 19 and last["on_object"] == 0 and last["grounded"]
    with pytest.raises(ValueError, match="solid_width follows from its subtype 0x20: 43, got 3"):
        run_scenario(dict(d, objects=[dict(d["objects"][0], solid_width=3)]))
