"""Sonic & Knuckles' copy of Carnival Night's cylinder (sonic3k.asm's
Obj_CNZCylinder, SK Set 1 $47): the same routine as s3.asm's (loc_32108 on:
word_320E2, sub_321E2, sub_324C0, SolidObjectFull $2B/$20/$21) after one
test at load: x_pos $17E0 with Player_mode 3 (Knuckles alone) goes to
Delete_Current_Sprite. The kind s3k_cnz_cylinder with sk_copy
(docs/kinds/s3k_cnz.md)."""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.place_s3_cnz import CNZ_CYLINDER_SK_KNUCKLES_X
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout

EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
OY = 300


def cylinder(table, x, subtype=0):
    rec = Placement("s3k", "cnz2", table, 0, x, OY, 0x47, subtype, False, False, False)
    (obj,) = placers()[(table, 0x47)](rec)
    return obj


def drop_on(obj, character):
    """A player dropped from above onto the cylinder's middle: (standing frames, objects)."""
    o = hp.Objects([obj], 1, "s3k")
    p = hp.Players(1, game="s3k", character=character)
    p.place(x=obj.x, y=OY - 0x21 - 60, grounded=False)
    stood = 0
    for _ in range(40):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        stood += int(o.raw.standing[0, 0])
    return stood, o, p


def test_the_sk_copy_is_placed_with_its_flag_and_the_s3_copy_without():
    assert CNZ_CYLINDER_SK_KNUCKLES_X == 0x17E0  # sonic3k.asm Obj_CNZCylinder: cmpi.w #$17E0,x_pos(a0)
    assert cylinder("sk1", 0x1000).sk_copy and not cylinder("s3", 0x1000).sk_copy
    assert (cylinder("sk1", 0x1000).solid_width, cylinder("sk1", 0x1000).stand_height) == (0x2B, 0x21)


@pytest.mark.parametrize("character", ["sonic", "tails", "knuckles"])
def test_the_sk_copy_at_17e0_is_deleted_for_knuckles_only(character):
    stood, o, p = drop_on(cylinder("sk1", CNZ_CYLINDER_SK_KNUCKLES_X), character)
    if character == "knuckles":  # Player_mode 3: Delete_Current_Sprite before anything else
        assert stood == 0 and o.raw.present[0, 0] == 0
        assert int(p.raw.y[0]) >> 16 > OY  # fell through where it was
    else:
        assert stood > 0 and o.raw.present[0, 0] == 1
        assert o.state(0, 0) == "riding"


@pytest.mark.parametrize("table, x", [("sk1", CNZ_CYLINDER_SK_KNUCKLES_X + 1), ("s3", CNZ_CYLINDER_SK_KNUCKLES_X)])
def test_other_cylinders_stay_for_knuckles(table, x):
    stood, o, _ = drop_on(cylinder(table, x), "knuckles")
    assert stood > 0 and o.raw.present[0, 0] == 1


def test_a_knuckles_snapshot_reset_brings_it_back_and_deletes_it_again():
    obj = cylinder("sk1", CNZ_CYLINDER_SK_KNUCKLES_X)
    o = hp.Objects([obj], 2, "s3k")
    p = hp.Players(2, game="s3k", character="knuckles")
    p.place(x=obj.x, y=OY - 200, grounded=False)
    p.step(EMPTY, np.zeros((1, 2), np.uint8), objects=o)
    assert list(o.raw.present[:, 0]) == [0, 0]
    o.reset(np.array([True, False]))
    assert list(o.raw.present[:, 0]) == [1, 0]
    p.step(EMPTY, np.zeros((1, 2), np.uint8), objects=o)
    assert list(o.raw.present[:, 0]) == [0, 0]


@pytest.mark.parametrize("act", ["cnz1", "cnz2"])
def test_every_sk_cylinder_of_the_real_layouts_is_placed_as_the_sk_copy(act):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
    records = lay.objects[lay.objects["id"] == 0x47]
    objs = [o for o in place(records, "s3k", act) if o.kind == "s3k_cnz_cylinder"]
    assert len(objs) == len(records) > 0 and all(o.sk_copy for o in objs)
    at = [o for o in objs if o.x == CNZ_CYLINDER_SK_KNUCKLES_X]
    assert len(at) == (1 if act == "cnz2" else 0)
    for character in ("sonic", "knuckles"):
        o = hp.Objects(objs, 1, "s3k")
        p = hp.Players(1, game="s3k", character=character)
        p.place(x=100, y=100, grounded=False)
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        gone = [i for i, ob in enumerate(objs) if not o.raw.present[0, i]]
        want = [objs.index(a) for a in at] if character == "knuckles" else []
        assert gone == want
