"""h-misc's still solids (python/hedgephys/levels/place_s3k_misc.py): Angel
Island's drawbridge while raised (Obj_AIZDrawBridge: s3.asm loc_2A934 /
loc_2A9CC, sonic3k.asm loc_2B26C, the same numbers) and Carnival Night's water
level button (sonic3k.asm Obj_CNZWaterLevelButton, loc_4566A, read from a
public copy: the checkout lacks sonic3k.asm). Both are solid boxes while
_unkFAA3 stays clear, which only unmodelled objects set."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.place_s3k_misc import (AIZ_DRAW_BRIDGE_DY, AIZ_DRAW_BRIDGE_SIZE, CNZ_WATER_BUTTON_DY,
                                             CNZ_WATER_BUTTON_SIZE)
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, s3_routine_text

EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
OX, OY = 1000, 1000


def one(table, object_id, act, y_flip=False):
    rec = Placement("s3k", act, table, 0, OX, OY, object_id, 0, True, y_flip, False)
    (obj,) = placers()[(table, object_id)](rec)
    return obj


def sizes(obj):
    return obj.width_radius + 0xB, obj.height_radius, obj.stand_height


def test_the_drawbridge_is_its_raised_wall():
    assert AIZ_DRAW_BRIDGE_SIZE == (0x13, 0x60, 0x61) and AIZ_DRAW_BRIDGE_DY == 0x68  # loc_2A9CC, loc_2A84E
    for table in ("s3", "sk1"):
        up, down = one(table, 0x32, "aiz2"), one(table, 0x32, "aiz2", y_flip=True)
        assert isinstance(up, hp.SolidBox) and sizes(up) == AIZ_DRAW_BRIDGE_SIZE
        assert (up.x, up.y, down.y) == (OX, OY - 0x68, OY + 0x68)  # subi #$68; addi #$D0 when Y-flipped
    assert placers()[("sk1", 0x32)](Placement("s3k", "mhz1", "sk1", 0, OX, OY, 0x32, 0, False, False, False)) == []


def test_the_water_button_is_a_button_sized_solid_box():
    b = one("sk1", 0x89, "cnz2")
    assert CNZ_WATER_BUTTON_SIZE == (0x1B, 4, 5) and CNZ_WATER_BUTTON_DY == 4  # loc_4566A; addq.w #4,y_pos
    assert isinstance(b, hp.SolidBox) and sizes(b) == CNZ_WATER_BUTTON_SIZE and b.y == OY + 4


def test_s3_asm_says_the_drawbridge_numbers():
    init = s3_routine_text("Obj_AIZDrawBridge", 900)
    assert "subi.w\t#$68,y_pos(a0)" in init and "addi.w\t#$D0,y_pos(a0)" in init
    raised = s3_routine_text("loc_2A9CC", 400)
    assert re.findall(r"move\.w\t#\$([0-9A-F]+),d[123]", raised)[:3] == ["13", "60", "61"]
    assert "tst.b\t(_unkFAA3).w" in s3_routine_text("loc_2A934", 100)


def test_a_player_runs_into_the_raised_drawbridge_and_stands_on_the_button():
    wall = one("sk1", 0x32, "aiz2")
    button = one("sk1", 0x89, "cnz2")
    o = hp.Objects([wall], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX - 100, y=wall.y + 0x40, grounded=False)
    p.raw.xsp[0] = 0x600
    for _ in range(60):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 < OX - 8  # stopped by its left side (d1 = $13)
    o = hp.Objects([button], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=button.y - 40, grounded=False)
    for _ in range(40):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1 and int(p.raw.y[0]) >> 16 == button.y - 5 - 19  # d3 = 5, Sonic's radius 19


@pytest.mark.parametrize("game, act, object_id, n", [("s3k", "aiz2", 0x32, 2), ("s3", "aiz2", 0x32, 1),
                                                      ("s3k", "cnz2", 0x89, 1)])
def test_every_record_of_the_real_layouts_is_placed(game, act, object_id, n):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == object_id]
    objs = place(records, game, act)
    assert len(records) == len(objs) == n and all(isinstance(o, hp.SolidBox) for o in objs)
