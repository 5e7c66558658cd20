"""Sonic 1's blocks that stand still, buttons and green blocks
(levels/place_s1_blocks.py): the placers' numbers are the routines' (read
from the checkout), the real layouts' records of the still subtypes are
placed and the others not, and a player lands on and runs into each placed
kind as into a solid (HEDGEPHYS_DISASM; skipped without it)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.place_s1_blocks import BUTTON_DROP, FBLOCK_SIZES, LBLOCK_SIZES
from hedgephys.levels.placing import Placement, place, placers
from hedgephys.spike_kinds import BREAKS, Breakable
from helpers import disasm_checkout, disasm_read

_NUM = r"\$?([0-9A-Fa-f]+)"


def _num(text):
    return int(text[1:], 16) if text.startswith("$") else int(text)


def _var_table(text, label, rows):
    """The (byte, byte) rows of a dc.b table that starts at `label`."""
    body = text[text.index(label + ":"):]
    pairs = re.findall(r"dc\.b\s+(\$?[0-9A-Fa-f]+),\s*(\$?[0-9A-Fa-f]+)", body)[:rows]
    return tuple((_num(a), _num(b)) for a, b in pairs)


def _solid_call(text, label):
    """d1, d2, d3 as the code after `label` sets them up for its SolidObject call."""
    body = text[text.index(label + ":"):]
    body = body[:body.index("SolidObject")]
    regs = {}
    for value, reg in re.findall(r"move\.w\s+#(\$?[0-9A-Fa-f]+),\s*(d[123])", body):
        regs[reg] = _num(value)
    return regs.get("d1"), regs.get("d2"), regs.get("d3")


def _act_wid(text):
    return _num(re.search(r"move\.b\s+#(\$?[0-9A-Fa-f]+),\s*obActWid", text).group(1))


def _rec(oid, subtype, act="mz1", x=0x200, y=0x300):
    return Placement("s1", act, "s1", 0, x, y, oid, subtype, False, False, False)


def test_size_tables_are_the_checkouts():
    assert _var_table(disasm_read("s1", "_incObj/56 Floating Blocks and Doors.asm"), "FBlock_Var", 8) \
        == FBLOCK_SIZES
    assert _var_table(disasm_read("s1", "_incObj/61 LZ Blocks.asm"), "LBlk_Var", 4) == LBLOCK_SIZES


@pytest.mark.parametrize("file, label, oid", [
    ("46 MZ Bricks", "Brick_Action", 0x46), ("32 Button", "But_Pressed", 0x32),
    ("51 Smashable Green Block", "Smab_Solid", 0x51)])
def test_constant_solid_calls_are_the_checkouts(file, label, oid):
    """d1 = obActWid + $B (the kinds' cx), d2 the height (hj), d3 the stand height (hs)."""
    text = disasm_read("s1", f"_incObj/{file}.asm")
    d1, d2, d3 = _solid_call(text, label)
    obj, = placers()[("s1", oid)](_rec(oid, 0))
    raw = hp.Objects([obj], 1, "s1").raw
    assert (int(raw.cx[0, 0]), int(raw.hj[0, 0]), int(raw.hs[0, 0]), int(raw.aw[0, 0])) \
        == (d1, d2, d3, _act_wid(text))
    if oid == 0x32:
        assert re.search(rf"addq\.w\s+#{BUTTON_DROP},\s*obY\(a0\)", text)
        assert obj.y == 0x300 + BUTTON_DROP


@pytest.mark.parametrize("oid, file, label", [(0x56, "56 Floating Blocks and Doors", "FBlock_Action"),
                                              (0x61, "61 LZ Blocks", "LBlk_Action")])
def test_table_sized_blocks_pass_height_plus_one(oid, file, label):
    """The solid call: d1 = obActWid + $B, d2 = obHeight, d3 = obHeight + 1."""
    body = disasm_read("s1", f"_incObj/{file}.asm")
    body = body[body.index(label + ":"):body.index("bsr.w\tSolidObject")]
    assert re.search(r"addi\.w\s+#\$B,d1", body) and re.search(r"addq\.w\s+#1,d3", body)
    sizes = FBLOCK_SIZES if oid == 0x56 else LBLOCK_SIZES
    for i, (w, h) in enumerate(sizes):
        box, = placers()[("s1", oid)](_rec(oid, i << 4))
        assert box == hp.SolidBox(0x200, 0x300, w, h, stand_height=h + 1)


@pytest.mark.parametrize("oid, subtype", [(0x56, 0x80), (0x56, 0x37), (0x46, 0x0A), (0x46, 0x03)])
def test_switch_doors_and_falling_bricks_are_not_placed(oid, subtype):
    """FBlock_Main's switch-driven doors (bit 7, type 7) and MarbleBrick types 2 and 3 (they fall once
    the player comes near, then read the block under them) stay unplaced; the oscillator, square and
    Labyrinth types are kinds now (tests/test_kind_s1_floating_block.py, test_kind_s1_labyrinth_block.py)."""
    assert placers()[("s1", oid)](_rec(oid, subtype)) == []


def _still(oid, subtype):
    return {0x56: subtype & 0x8F == 0, 0x46: subtype & 7 == 0, 0x61: subtype & 0xF == 0}.get(oid, True)


@pytest.mark.parametrize("act, counts", [
    ("syz1", {0x56: 7, 0x32: 2}), ("mz2", {0x46: 39, 0x51: 17, 0x32: 2}), ("lz1", {0x61: 13, 0x32: 10})])
def test_real_layouts_place_their_still_records(act, counts):
    """Every record of these ids whose subtype stands still gives one object at its position;
    the counts are the layouts' (a change in the checkout shows here)."""
    layout = hp.levels.object_layout(disasm_checkout("s1"), act)
    objs = place(layout.objects, "s1", act)
    hp.Objects(objs, 1, "s1")
    for oid, want in counts.items():
        recs = [r for r in layout.objects if int(r["id"]) == oid and _still(oid, int(r["subtype"]))]
        assert len(recs) == want
        drop = BUTTON_DROP if oid == 0x32 else 0
        spots = {(int(r["x"]), int(r["y"]) + drop) for r in recs}
        kind = Breakable if oid == 0x51 else hp.SolidBox
        assert sum(isinstance(o, kind) and (o.x, o.y) in spots for o in objs) >= want


def _placed_one(act, oid):
    layout = hp.levels.object_layout(disasm_checkout("s1"), act)
    rec = next(r for r in layout.objects if int(r["id"]) == oid and _still(oid, int(r["subtype"])))
    obj, = placers()[("s1", oid)](_rec(oid, int(rec["subtype"]), act, int(rec["x"]), int(rec["y"])))
    return obj


def _moved(obj, x, y):
    if isinstance(obj, Breakable):
        return Breakable(x, y, obj.width_radius, obj.height_radius, BREAKS[obj.breaks])
    return hp.SolidBox(x, y, obj.width_radius, obj.height_radius, stand_height=obj.stand_height)


CASES = [("syz1", 0x56), ("mz2", 0x46), ("lz1", 0x61), ("mz2", 0x32), ("mz2", 0x51)]
FLOOR = 240


def _world():
    c = np.zeros((20, 100), np.uint16)
    c[FLOOR // 16:, :] = 1
    return hp.TileMap(c, hp.TileSet(np.array([[0] * 16, [16] * 16])))


@pytest.mark.parametrize("act, oid", CASES)
def test_a_player_lands_and_stands_on_a_placed_one(act, oid):
    obj = _placed_one(act, oid)
    ox, oy = 600, FLOOR - 80
    objects = hp.Objects([_moved(obj, ox, oy)], 1, "s1")
    hs = int(objects.raw.hs[0, 0])
    p = hp.Players(1, game="s1")
    p.place(x=ox, y=oy - obj.height_radius - 60, grounded=False)
    landed = False
    for _ in range(90):
        p.step(_world(), np.zeros((1, 1), np.uint8), objects=objects)
        landed |= "landed_on_object:0" in objects.events(0)
    assert landed and p.grounded[0]
    assert int(p.y[0]) == oy - hs - 19 and float(p.x[0]) == ox   # carried at hs, the pixel word (B1)


@pytest.mark.parametrize("act, oid", CASES)
def test_a_player_running_into_a_placed_one_is_stopped_at_its_side(act, oid):
    obj = _placed_one(act, oid)
    ox, oy = 600, FLOOR - obj.height_radius
    objects = hp.Objects([_moved(obj, ox, oy)], 1, "s1")
    cx = int(objects.raw.cx[0, 0])
    p = hp.Players(1, game="s1")
    p.place(x=ox - 120, y=FLOOR - 19, grounded=True)
    p.step(_world(), np.full((150, 1), 2, np.uint8), objects=objects)   # hold right
    # popped out to the side's pixel (A7 moves the pixel word only), pushing
    assert int(p.x[0]) == ox - cx and p.pushing[0] and abs(p.x_speed[0]) < 1


def test_sonic1_reasons_name_real_objects_and_reach_the_table():
    from hedgephys.levels import catalogue
    from hedgephys.levels.catalogue_reasons_s1 import S1_REASONS
    from hedgephys.levels.coverage import Row

    for oid, why in S1_REASONS.items():
        assert catalogue.name("s1", oid) != "(no entry)" and why.endswith(": not modelled")
        assert catalogue.unmodelled_reason("s1", oid) == why
    gargoyle = S1_REASONS[0x62]  # Gargoyle: spits fireballs while on screen
    assert "ChkObjectVisible" in gargoyle and catalogue.unmodelled_reason("s1", 0x62) == gargoyle
    assert catalogue.unmodelled_reason("s2", 0x62) != gargoyle   # by table
    part = Row("s1", 0x46, "MarbleBrick", "MarbleBrick", True, False, ("solid",), True, 99, 76)
    assert part.reason == "some subtypes not modelled: falls once the player comes near, then sinks in the lava"
    assert Row("s2", 0x18, "EHZPlatform", "Obj18", True, False, ("moving_platform",), True, 9, 8).reason \
        == "some subtypes not modelled"
