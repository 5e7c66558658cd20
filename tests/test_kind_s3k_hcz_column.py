"""Hydrocity's spinning columns (the kind s3k_hcz_spinning_column,
cpp/hedgephys/kinds/s3k_hcz_spinning_column.cpp; its ride
kinds/s3k_twist_ride.hpp): S3K Obj_HCZSpinningColumn (loc_318E0, sub_3193C,
loc_31950, loc_31990, sub_319AE), read in s3.asm. Its motion 1 runs from
frame 0 (docs/levels.md)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_lags_exactly, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.place_s3k_takeover import HCZ_COLUMN_SOLID
from hedgephys.levels.placing import Placement, place, placers
from helpers import assert_taken_round, disasm_checkout, drop_onto, object_frames, s3_routine_text, sine_cosine

OX, OY = 600, 300
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def column(subtype, x=OX, y=OY, x_flip=False, table="s3"):
    rec = Placement("s3k", "hcz2", table, 0, x, y, 0x68, subtype, x_flip, False, False)
    (obj,) = placers()[(table, 0x68)](rec)
    return obj


def routine_slide(subtype, x_flip):
    """loc_31950 step by step from the init: x - x0 after each run."""
    counter = subtype & 0xF0
    step = -1 if counter == 0xE0 else 1
    while True:
        counter = (counter + step) & 0xFFFF
        if (step > 0 and counter == 0xE0) or (step < 0 and counter == 0):
            step = -step
        d = counter - 0x70
        yield -d if x_flip else d


@pytest.mark.parametrize("subtype, x_flip", [(0x01, False), (0x41, False), (0x81, False), (0xC1, False),
                                             (0xD1, True), (0xE1, False), (0xE1, True), (0x41, True)])
def test_motion_1_slides_as_its_routine_steps_from_the_first_frame(subtype, x_flip):
    slide = routine_slide(subtype, x_flip)
    seen = set()
    for _table, o in object_frames([column(subtype, x_flip=x_flip)], 1000, game="s3k"):
        d = next(slide)
        assert (int(o.raw.x[0, 0]) >> 16) - OX == d and int(o.raw.y[0, 0]) >> 16 == OY
        seen.add(d)
    assert seen == set(range(-0x70, 0x71))


@pytest.mark.parametrize("x_flip", [False, True])
def test_motion_2_bobs_with_oscillator_7(x_flip):
    """loc_31990: y = y0 + the byte at Oscillating_table + $1E (the high byte
    of word $F), or y0 + $80 - it when X-flipped; x stays."""
    seen = set()
    for table, o in object_frames([column(0x02, x_flip=x_flip)], 600, game="s3k"):
        b = int(table[0x1E // 2]) >> 8
        assert int(o.raw.y[0, 0]) >> 16 == OY + (0x80 - b if x_flip else b)
        assert int(o.raw.x[0, 0]) >> 16 == OX
        seen.add(b)
    assert len(seen) > 0x20


def test_motion_0_stays_still():
    for _t, o in object_frames([column(0x40)], 50, game="s3k"):
        assert (int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16) == (OX, OY)


def stand_on(col, frames, x):
    return drop_onto(col, frames, x, OY - 0x21 - 19 - 1)


@pytest.mark.parametrize("dx", [-10, 7])
def test_a_rider_spirals_in_and_jumps_off_at_y_speed_minus_680(dx):
    """sub_319AE: taken the frame after he lands (object_control 3, speeds 0,
    turn $80 from the left, 0 from the right, distance |dx|); then each frame
    the distance - 1 while not 0, x = its x + (cos(turn) * (distance << 8 |
    depth)) >> 16, turn + 2, ground speed 0 (its y_vel is 0); a jump press:
    y speed 0 - $680."""
    p, o = stand_on(column(0x40), frames=1, x=OX + dx)
    assert_taken_round(p, o)
    none = np.zeros((1, 1), np.uint8)
    angle, dist = (0x80 if dx < 0 else 0), abs(dx)
    for _ in range(40):
        p.step(EMPTY, none, objects=o)
        dist = max(dist - 1, 0)
        sin, cos = sine_cosine(angle)
        depth = ((sin + 0x100) >> 2) & 0xFF
        word = (dist << 8) | depth
        word = word - 0x10000 if word & 0x8000 else word
        assert int(p.raw.x[0]) >> 16 == (OX + ((cos * word) >> 16)) & 0xFFFF
        assert int(p.raw.y[0]) >> 16 == OY - 0x21 - int(p.raw.yr[0])
        assert (p.raw.object_control[0], p.raw.xsp[0], p.raw.gsp[0]) == (3, 0, 0)
        angle = (angle + 2) & 0xFF
    assert dist == 0 and abs((int(p.raw.x[0]) >> 16) - OX) <= 1  # at its axis
    p.step(EMPTY, np.full((1, 1), hp.J, np.uint8), objects=o)
    assert (p.raw.object_control[0], p.raw.airborne[0], p.raw.rolling[0], p.raw.jumping[0]) == (0, 1, 1, 1)
    assert p.raw.ysp[0] == -0x680 and (p.raw.yr[0], p.raw.xr[0], p.raw.anim[0]) == (0xE, 7, 2)
    assert o.state(0, 0) == "idle"


def test_a_rider_bobs_with_a_bobbing_column():
    p, o = stand_on(column(0x02), frames=3, x=OX)
    none = np.zeros((1, 1), np.uint8)
    ys = set()
    for _ in range(200):
        p.step(EMPTY, none, objects=o)
        assert p.raw.object_control[0] == 3
        assert int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 0x21 - int(p.raw.yr[0])
        ys.add(int(o.raw.y[0, 0]) >> 16)
    assert len(ys) > 10


def test_far_ones_are_skipped_and_agree_with_every_routine_every_frame():
    objs = [column(s, x=300 + 260 * i, y=FLOOR - 50, x_flip=f)  # one ride, from a jump
            for i, (s, f) in enumerate([(0x41, False), (0x02, True), (0x81, True), (0x40, False),
                                        (0xC1, False), (0x02, False), (0x01, False)])]
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def test_stale_columns_catch_up_exactly(monkeypatch):
    objs = [column(s, x=400 + 300 * i, y=FLOOR - 80, x_flip=f)
            for i, (s, f) in enumerate([(0x41, False), (0x02, True), (0x81, True), (0xC1, False), (0x02, False)])]
    assert_lags_exactly(monkeypatch, objs, 6, 2000, seed=68)


def solid_numbers(label):
    """The d1-d3 that move.w sets in the routine's first lines ($: hex, else decimal)."""
    regs = re.findall(r"move\.w\s+#(\$?)([0-9A-F]+),(d[123])", s3_routine_text(label, 800))
    return {r: int(v, 16 if h else 10) for h, v, r in regs}


def test_the_numbers_are_s3_asm_s():
    assert solid_numbers("loc_318E0") == dict(zip(("d1", "d2", "d3"), HCZ_COLUMN_SOLID))
    c = column(0)
    assert (c.solid_width, c.half_height, c.stand_height, c.width) == (0x1B, 0x20, 0x21, 0x10)
    init = s3_routine_text("Obj_HCZSpinningColumn", 900)
    assert "#$10,width_pixels(a0)" in init and "#$20,height_pixels(a0)" in init
    assert (c.width_radius, c.height_radius) == (0x10, 0x20)
    slide = s3_routine_text("loc_31950", 400)
    assert slide.count("#$E0,d0") == 1 and "#$70,d0" in slide
    assert "(Oscillating_table+$1E).w" in s3_routine_text("loc_31990", 200)
    ride = s3_routine_text("sub_319AE")
    assert "#3,object_control(a1)" in ride and "#-$680,y_vel(a1)" in ride and "subq.b\t#1,2(a2)" in ride
    assert "y_vel(a0)" in ride and "y_vel(a0)" not in s3_routine_text("Obj_HCZSpinningColumn", 2500)  # never written


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_every_column_of_the_real_layouts_is_placed(game):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "hcz2", game=game)
    records = lay.objects[lay.objects["id"] == 0x68]
    objs = [o for o in place(records, game, "hcz2") if o.kind == "s3k_hcz_spinning_column"]
    assert len(objs) == len(records) == 27
    assert {(o.x, o.y, o.subtype, bool(o.x_flip)) for o in objs} == {
        (int(r["x"]), int(r["y"]), int(r["subtype"]), bool(r["x_flip"])) for r in records}
    hp.Objects(objs, 1, "s3k")


def test_motions_past_the_table_are_not_placed():
    rec = Placement("s3k", "hcz2", "s3", 0, OX, OY, 0x68, 0x43, False, False, False)
    assert placers()[("s3", 0x68)](rec) == []
    rec = Placement("s3k", "hcz2", "sk1", 0, OX, OY, 0x68, 0xF1, False, False, False)
    assert placers()[("sk1", 0x68)](rec) == []
