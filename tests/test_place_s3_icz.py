"""Sonic 3's Ice Cap ice spikes (levels/place_s3_icz.py): the sizes are the
routine's numbers, read from s3.asm where a checkout is there
(HEDGEPHYS_DISASM), and a player meets a placed one as its routine makes him."""
import re

import pytest

import hedgephys as hp
from hedgephys.levels.place_s3_icz import ICZ_ICE_SPIKES_CHILD, ICZ_ICE_SPIKES_SOLID
from hedgephys.levels.placing import place
from hedgephys.levels.touch_data import touch_size
from hedgephys.objects import Hitbox, Objects, SolidBox
from helpers import disasm_checkout, disasm_read, one_player


def s3_lines(label, count):
    lines = disasm_read("s3k", "s3.asm").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{label}:"))
    return [line.split(";")[0].strip() for line in lines[start:start + count]]


def test_the_ice_spikes_numbers_are_the_routines():
    """loc_58A92: moveq d1, d2, d3 before SolidObjectFull; loc_58AE8: the
    child's collision byte; ChildObjDat_58B14 / _58B1C: its offsets."""
    regs = {}
    for line in s3_lines("loc_58A92", 6):
        m = re.match(r"moveq\s+#\$?([0-9A-F]+),(d[123])$", line, re.I)
        if m:
            regs[m.group(2)] = int(m.group(1), 16)
    assert (regs["d1"], regs["d2"], regs["d3"]) == ICZ_ICE_SPIKES_SOLID == (0x17, 8, 8)
    assert re.match(r"move\.b\s+#\$98,collision_flags\(a0\)$", s3_lines("loc_58AE8", 2)[1])
    assert ICZ_ICE_SPIKES_CHILD == (0x98, 0xC)
    assert "dc.b    0,  $C" in s3_lines("ChildObjDat_58B14", 4)[3]
    assert "dc.b    0, -$C" in s3_lines("ChildObjDat_58B1C", 4)[3]


def placed(game, act, obj_id):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == obj_id]
    return records, place(records, game, act)


@pytest.mark.parametrize("game, obj_id", [("s3", 0xC0), ("s3k", 0xB7)])
def test_every_ice_spike_of_subtype_0_is_a_solid_and_a_hurt_box(game, obj_id):
    for act in ("icz1", "icz2"):
        records, objs = placed(game, act, obj_id)
        zero = records[records["subtype"] == 0]
        assert 0 < len(zero) <= len(records)
        solids = [o for o in objs if isinstance(o, SolidBox)]
        hurts = [o for o in objs if isinstance(o, Hitbox)]
        assert len(solids) == len(hurts) == len(zero) == len(objs) // 2
        assert {(s.x, s.y) for s in solids} == {(int(r["x"]), int(r["y"])) for r in zero}
        assert {(h.x, h.y) for h in hurts} == {(int(r["x"]), int(r["y"]) + (-0xC if r["y_flip"] else 0xC))
                                               for r in zero}
        o = Objects(solids, 1, "s3k")
        assert {(int(o.raw.cx[0, i]), int(o.raw.hj[0, i]), int(o.raw.hs[0, i])) for i in range(len(solids))} \
            == {ICZ_ICE_SPIKES_SOLID}
        assert {(h.width_radius, h.height_radius, h.reaction) for h in hurts} == {(*touch_size("s3k", 0x98), "hurt")}


def test_the_falling_ice_spikes_are_not_placed():
    records, objs = placed("s3", "icz2", 0xC0)
    falling = records[records["subtype"] != 0]
    assert len(falling) == 1
    assert not any(o.x == int(falling[0]["x"]) for o in objs)


def spikes_at(ox, oy, y_flip=False):
    from hedgephys.levels.placing import Placement
    from hedgephys.levels.place_s3_icz import _icz_ice_spikes
    return _icz_ice_spikes(Placement("s3k", "icz1", "s3", 0, ox, oy, 0xC0, 0, False, y_flip, False))


def test_a_player_lands_on_ice_spikes_and_stands_at_d3():
    ox, oy = 1000, 1000
    solid, _hurt = spikes_at(ox, oy)
    o = Objects([solid], 1, "s3k")
    p = one_player("s3k", x=ox, y=oy - 8 - 18, y_speed=0x100, in_air=True)
    assert o.update(p, 0)[1] == "top" and int(p.raw.y[0]) >> 16 == oy - 8 - 20
    o.update(p, 0)
    assert p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == oy - 8 - 19


@pytest.mark.parametrize("y_flip", [False, True])
def test_the_spike_childs_box_hurts_on_its_side_only(y_flip):
    """The child's 4 x 4 box is $C below the centre (above when y-flipped):
    a player overlapping it is hurt; one on the other side of the solid is not."""
    ox, oy = 1000, 1000
    objs = spikes_at(ox, oy, y_flip)
    side = -1 if y_flip else 1
    o = Objects(objs, 1, "s3k")
    p = one_player("s3k", x=ox, y=oy + side * (0xC + 10), in_air=True)
    o.scan(p)
    assert p.raw.hurt[0] == 1 and "hurt:1" in o.events(0)
    o = Objects(objs, 1, "s3k")
    p = one_player("s3k", x=ox, y=oy - side * (0xC + 10), in_air=True)
    o.scan(p)
    assert p.raw.hurt[0] == 0
