"""The kind s3k_smashing_pillar (cpp/hedgephys/kinds/s3k_smashing_pillar.cpp,
docs/kinds/s3k_smashing_pillar.md): S3K Obj_MGZLBZSmashingPillar (loc_2817A,
loc_281DA, loc_28212), read in s3.asm. Its place is checked against the
routine stepped frame by frame here from its loading (the object loaded on
the act's first frame), not against the kind's closed form."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.place_s3_ice import SMASHING_PILLAR_SIZES
from hedgephys.levels.placing import Placement, placers
from helpers import disasm_checkout, disasm_read, object_frames

OX, OY = 600, 300


def placed(subtype, act="mgz1", table="s3", object_id=0x52, x=OX, y=OY):
    rec = Placement("s3k", act, table, 0, x, y, object_id, subtype, False, False, False)
    (obj,) = placers()[(table, object_id)](rec)
    return obj


def routine_offsets(subtype):
    """loc_2817A step by step: $34 a long, y_vel a word, $32 the flag; the
    pixel word of $34 after each step."""
    pos, vel, flag, drop = 0, 0, False, subtype * 8
    while True:
        if not flag:
            d0 = vel
            vel += 0x80
            pos = (pos + (d0 << 8)) & 0xFFFFFFFF
            if pos >> 16 >= drop:
                vel, pos, flag = 0, (drop << 16) | (pos & 0xFFFF), True
        elif pos >> 16:
            pos -= 0x10000
        else:
            flag = False
        yield pos >> 16


@pytest.mark.parametrize("subtype, act, frames", [(0x0A, "mgz1", 700), (0x06, "lbz1", 400), (0x13, "lbz1", 800),
                                                  (0x00, "lbz1", 50), (0x01, "lbz1", 90), (0x03, "mgz2", 300),
                                                  (0xFF, "lbz1", 4500)])
def test_it_drops_and_climbs_as_its_routine_steps(subtype, act, frames):
    steps = routine_offsets(subtype)
    ys = set()
    for _table, o in object_frames([placed(subtype, act)], frames, game="s3k"):
        dy = next(steps)
        assert int(o.raw.y[0, 0]) >> 16 == OY + dy and int(o.raw.x[0, 0]) >> 16 == OX
        ys.add(dy)
    assert {0, subtype * 8} <= ys


def test_marble_gardens_cycle_is_100_frames():
    """Subtype $A: $50 px down in 19 frames (s(s - 1) / 4 >= $50), 80 up, one
    to clear the flag; the $8000 fraction kept puts every other fall half a
    pixel ahead (frame 3: 1 px, frame 103: 2 px), so the places repeat every 200."""
    ys = [(int(o.raw.y[0, 0]) >> 16) - OY for _t, o in object_frames([placed(0x0A)], 601, game="s3k")]
    assert [i for i, y in enumerate(ys) if y == 0x50 and ys[i - 1] < 0x50] == [18, 118, 218, 318, 418, 518]
    assert ys[97:101] == [1, 0, 0, 0] and (ys[2], ys[102]) == (1, 2)
    assert ys[:200] == ys[200:400] == ys[400:600] and ys[:100] != ys[100:200]


def test_it_is_solid_carries_a_rider_and_hurts_from_below():
    """SolidObjectFull d1 = $2B, d2 = $28, d3 = $29 (Marble Garden); a rider
    stands at d3 + his radius above its centre; the touch-bottom bit hurts
    (sub_228EC: his Y first goes back by his Y speed)."""
    pillar = placed(0x0A)
    assert (pillar.solid_width, pillar.half_height, pillar.stand_height, pillar.width) == (0x2B, 0x28, 0x29, 0x20)
    tm = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    none = np.zeros((1, 1), np.uint8)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([pillar], 1, "s3k")
    p.place(x=OX, y=OY - 0x28 - 19 - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    for _ in range(4):
        p.step(tm, none, objects=o)
    assert o.raw.standing[0, 0] == 1
    for _ in range(30):  # riding down and up (the routine's gravity, no fall off)
        p.step(tm, none, objects=o)
        oy = int(o.raw.y[0, 0]) >> 16
        if o.raw.standing[0, 0]:
            assert int(p.raw.y[0]) >> 16 == oy - 0x29 - int(p.raw.yr[0])
    # from below: rising into its underside
    p = hp.Players(1, game="s3k")
    o = hp.Objects([placed(0x0A)], 1, "s3k")
    p.place(x=OX, y=OY + 0x28 + 18, grounded=False)
    p.raw.ysp[0] = -0x400
    p.step(tm, none, objects=o)
    assert p.raw.hurt[0] == 1 and o.events(0) == ["hurt:0"]


def test_far_ones_are_skipped_and_agree_with_every_routine_every_frame():
    objs = [placed(s, act, x=300 + 230 * i, y=FLOOR - 100)
            for i, (s, act) in enumerate([(0x0A, "mgz1"), (0x06, "lbz1"), (0x13, "lbz1"), (0x0C, "lbz1"),
                                          (0x0A, "mgz2"), (0x14, "lbz1"), (0x02, "mgz1"), (0x0A, "mgz1")])]
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def routine_text(label):
    text = disasm_read("s3k", "s3.asm")
    start = text.index(f"\n{label}:")
    return text[start:start + 3000]


def test_sizes_are_s3_asm_numbers():
    text = routine_text("Obj_MGZLBZSmashingPillar")
    sizes = [int(v, 16) for v in re.findall(r"move\.b\s+#\$([0-9A-F]+),(?:width|height)_pixels\(a0\)", text)]
    assert sizes[:4] == [*SMASHING_PILLAR_SIZES["other"], *SMASHING_PILLAR_SIZES["mgz"]]
    assert re.search(r"lsl\.w\s+#3,d0", text) and re.search(r"addi\.w\s+#\$80,y_vel\(a0\)", text)
    assert re.search(r"andi\.w\s+#4\|8,d6", text) and "sub_228EC" in text


@pytest.mark.parametrize("game, act, object_id", [("s3", "mgz1", 0x52), ("s3k", "mgz2", 0x52),
                                                  ("s3", "lbz1", 0x20), ("s3k", "lbz1", 0x20)])
def test_placed_on_the_real_layouts(game, act, object_id):
    from hedgephys.levels.placing import place
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == object_id]
    objs = [o for o in place(records, game, act) if o.kind == "s3k_smashing_pillar"]
    assert len(objs) == len(records) > 0
    w, h = SMASHING_PILLAR_SIZES["mgz" if act.startswith("mgz") else "other"]
    assert {(o.x, o.y, o.subtype) for o in objs} == {(int(r["x"]), int(r["y"]), int(r["subtype"])) for r in records}
    assert {(o.solid_width, o.half_height, o.stand_height, o.width) for o in objs} == {(w + 0xB, h, h + 1, w)}
    hp.Objects(objs, 1, "s3k")
