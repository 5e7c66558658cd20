"""The kinds s3k_lbz_exploding_trigger, s3k_lbz_gate_laser (docs/kinds/s3k_lbz.md)
and s3k_mgz_spike_platform (docs/kinds/s3k_mgz_spike_platform.md), placed by
levels/place_s3k_lbz.py: S3K Obj_LBZExplodingTrigger (loc_24944, sub_24980),
Obj_LBZGateLaser (loc_282D4, loc_2836A) and Obj_MGZMovingSpikePlatform
(loc_33AC0, loc_33AFC), read in s3.asm. Places and beams are checked against
the routines stepped frame by frame here from their loading (the objects
loaded on the act's first frame), not against the kinds' closed forms."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.place_s3k_lbz import (LBZ_LASER_COLLISION, LBZ_TRIGGER_COLLISION, LBZ_TUBE_CLOSED, LBZ_TUBE_SIZE,
                                            MGZ_SPIKE_PLATFORM_SIZE)
from hedgephys.levels.placing import Placement, placers
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_checkout, flying_runs, object_frames, s3_routine_text

OX, OY = 600, 300
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
NONE = np.zeros((1, 1), np.uint8)


def placed(object_id, subtype=0, x_flip=False, act="lbz1", table="s3", x=OX, y=OY):
    rec = Placement("s3k", act, table, 0, x, y, object_id, subtype, x_flip, False, False)
    (obj,) = placers()[(table, object_id)](rec)
    return obj




# ---- the routines' numbers ----

def test_the_numbers_are_s3_asm_s():
    trigger = s3_routine_text("Obj_LBZExplodingTrigger", 1200)
    assert re.search(r"move\.b\s+#\$C6,collision_flags\(a0\)", trigger) and LBZ_TRIGGER_COLLISION == 0xC6
    assert re.search(r"cmpi\.b\s+#2,anim\(a1\)", trigger)
    assert re.search(r"neg\.w\s+x_vel\(a1\)", trigger) and re.search(r"neg\.w\s+y_vel\(a1\)", trigger)
    laser = s3_routine_text("Obj_LBZGateLaser", 2600)
    for pattern in (r"andi\.w\s+#\$F,d0", r"lsl\.w\s+#3,d0", r"lsr\.b\s+#1,d1", r"andi\.w\s+#\$78,d1",
                    r"addq\.w\s+#8,d1", r"move\.b\s+#\$98,collision_flags\(a1\)", r"addq\.w\s+#4,y_pos\(a0\)"):
        assert re.search(pattern, laser), pattern
    assert LBZ_LASER_COLLISION == 0x98
    spike = s3_routine_text("Obj_MGZMovingSpikePlatform", 2600)
    sizes = [int(v, 16) for v in re.findall(r"move\.b\s+#\$([0-9A-F]+),(?:width|height)_pixels\(a0\)", spike)]
    assert tuple(sizes[:2]) == MGZ_SPIKE_PLATFORM_SIZE == (0x18, 0x30)
    for pattern in (r"addi\.w\s+#\$50,d0", r"subi\.w\s+#\$50,d0", r"\(Oscillating_table\+\$12\)",
                    r"addi\.w\s+#\$B,d1", r"andi\.w\s+#1\|2,d6", r"addi\.w\s+#\$28,d0", r"sub_228EC"):
        assert re.search(pattern, spike), pattern
    # Touch_Sizes 6 and $18 (s3.asm's table, rows of two bytes)
    table = s3_routine_text("Touch_Sizes", 1200).splitlines()[2:]  # after "" and the label
    rows = [tuple(int(v.replace("$", ""), 16 if "$" in v else 10) for v in re.findall(r"\$?[0-9A-F]+", line))
            for line in table[:0x19]]
    assert rows[6] == touch_size("s3k", 0xC6) == (0x10, 0x10)
    assert rows[0x18] == touch_size("s3k", 0x98) == (4, 4)


# ---- Marble Garden's moving spike platform ----

def spike_platform_steps(x_flip):
    """loc_33AC0 step by step: X - x0 after each step."""
    x, flag = 0, x_flip
    while True:
        if not flag:
            x += 1
            if x == 0x50:
                flag = True
        else:
            x -= 1
            if x == -0x50:
                flag = False
        yield x


@pytest.mark.parametrize("x_flip", [False, True])
def test_the_spike_platform_runs_and_bobs_as_its_routine_steps(x_flip):
    steps = spike_platform_steps(x_flip)
    xs = []
    for table, o in object_frames([placed(0x56, x_flip=x_flip, act="mgz1")], 700, game="s3k"):
        dx = next(steps)
        assert int(o.raw.x[0, 0]) >> 16 == OX + dx
        assert int(o.raw.y[0, 0]) >> 16 == OY + (int(table[0x12 >> 1]) >> 8)  # the byte at +$12
        xs.append(dx)
    assert max(xs) == 0x50 and min(xs) == -0x50 and xs[:320] == xs[320:640]


def landed(obj, x, y, ysp, frames):
    """A player dropped at (x, y) with Y speed ysp onto obj: standing on it after `frames`."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([obj], 1, "s3k")
    p.place(x=x, y=y, grounded=False)
    p.raw.ysp[0] = ysp
    for _ in range(frames):
        p.step(EMPTY, NONE, objects=o)
    assert o.raw.standing[0, 0] == 1
    return p, o


def spike_world(x_flip=False):
    p = hp.Players(1, game="s3k")
    o = hp.Objects([placed(0x56, x_flip=x_flip, act="mgz1")], 1, "s3k")
    return p, o


def frame_one_place():
    """The platform's (x, y) on the act's first frame."""
    ((_, o),) = list(object_frames([placed(0x56, act="mgz1")], 1, game="s3k"))
    return int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16


@pytest.mark.parametrize("dy, hurt", [(0, True), (0x20, True), (-0x28, True), (-0x29, False)])
def test_its_sides_hurt_below_its_top_part(dy, hurt):
    """A player flying into its left side (the touch-side bit) is stopped, and
    hurt (sub_228EC) when his Y - its Y + $28 is not negative."""
    ox, oy = frame_one_place()
    p, o = spike_world()
    p.place(x=ox - 0x23 - 1, y=oy + dy, grounded=False)  # his step of 4 px takes him 3 px in
    p.raw.xsp[0], p.raw.ysp[0] = 0x400, 0
    p.step(EMPTY, NONE, objects=o)
    assert p.raw.hurt[0] == hurt
    if not hurt:
        assert p.raw.xsp[0] == 0 and (int(p.raw.x[0]) >> 16) < ox - 0x23 + 1


def test_a_rider_is_carried_and_not_hurt():
    """SolidObjectFull d1 = $23, d2 = $30, d3 = $31 with d4 the X before the step:
    a rider stands at d3 + his radius above its centre and moves with it."""
    obj = placed(0x56, act="mgz1")
    assert (obj.solid_width, obj.half_height, obj.stand_height, obj.width) == (0x23, 0x30, 0x31, 0x18)
    ox, oy = frame_one_place()
    p, o = landed(obj, ox, oy - 0x31 - 19 - 1, 0x100, 4)
    for _ in range(100):
        x_before = int(o.raw.x[0, 0]) >> 16
        px_before = int(p.raw.x[0]) >> 16
        p.step(EMPTY, NONE, objects=o)
        assert o.raw.standing[0, 0] == 1 and p.raw.hurt[0] == 0
        assert (int(p.raw.x[0]) >> 16) - px_before == (int(o.raw.x[0, 0]) >> 16) - x_before
        assert int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 0x31 - int(p.raw.yr[0])


# ---- Launch Base's exploding trigger ----

def trigger_runs(anim):
    """A player in the air flying into the placed $13 with the animation `anim`, and the same player
    without it: both runs, frame by frame."""
    return flying_runs(placed(0x13), anim, OX - 40, OY)


def test_a_rolling_player_is_thrown_back_and_it_explodes():
    """sub_24980: anim 2 (the roll) negates both speeds; Obj_Explosion: no touch again."""
    with_it, without = trigger_runs(2)
    hit = next(i for i, f in enumerate(with_it) if f[2] != 0)
    assert with_it[hit][3] == ["touched:0"]
    assert with_it[hit][:2] == (-without[hit][0], -without[hit][1])
    assert all(f[2] == with_it[hit][2] and f[3] == [] for f in with_it[hit + 1:])
    assert with_it[:hit] == [f[:2] + (0, []) for f in without[:hit]]


def test_a_player_who_is_not_rolling_changes_nothing():
    with_it, without = trigger_runs(0)
    assert any(f[3] == ["touched:0"] for f in with_it)
    assert [f[:3] for f in with_it] == [f[:3] for f in without]


# ---- Launch Base's gate laser ----

def laser_listed(subtype, frames, y0):
    """loc_282D4 / loc_2836A step by step: for each frame c (1 on the first),
    the Ys of the beams its player's scan finds (those the routines of frame
    c - 1 listed, where they moved them)."""
    wait, length = ((subtype >> 1) & 0x78) + 8, (subtype & 0xF) * 8
    countdown, beams, listed = 0, [], []
    for _c in range(1, frames + 1):
        yield [y for y in listed]
        countdown -= 1
        if countdown < 0:
            countdown = wait
            beams.append(y0)
        listed, alive = [], []
        for y in beams:
            if y >= y0 + length:  # d0 = Y before the move, not below $2E: deleted
                continue
            alive.append(y + 4)
            listed.append(y + 4)
        beams = alive


@pytest.mark.parametrize("subtype, gap", [(0x88, 40), (0x88, 70), (0x13, 20), (0x0F, 100), (0x80, 10)])
def test_a_standing_player_is_hurt_when_a_beam_reaches_him(subtype, gap):
    alone = hp.Players(1, game="s3k")
    alone.place(x=200, y=FLOOR - 20, grounded=True)
    alone.step(FLOOR_WORLD, NONE)
    py = int(alone.raw.y[0]) >> 16  # where he stands still
    top = py - (int(alone.raw.yr[0]) - 3)  # G1: his box
    p = hp.Players(1, game="s3k")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([placed(0x21, subtype, x=200, y=py - gap)], 1, "s3k")
    expected = None
    for c, ys in enumerate(laser_listed(subtype, 200, py - gap), start=1):
        if any(top - 8 <= y - 4 <= top + 2 * (int(alone.raw.yr[0]) - 3) for y in ys):
            expected = c
            break
    hurt_on = None
    for c in range(1, 201):
        p.step(FLOOR_WORLD, NONE, objects=o)
        if p.raw.hurt[0]:
            hurt_on = c
            break
    assert hurt_on == expected
    if subtype == 0x80:  # no length: deleted on the step it is fired, never touched
        assert expected is None


def test_far_ones_are_skipped_and_agree_with_every_routine_every_frame():
    objs = [placed(0x56, act="mgz1", x=300, y=FLOOR - 60), placed(0x21, 0x88, x=700, y=FLOOR - 80),
            placed(0x10, 0x50, x=500, y=FLOOR - 52), placed(0x10, 0x51, x=2100, y=FLOOR - 70),
            placed(0x13, x=900, y=FLOOR - 40), placed(0x56, x_flip=True, act="mgz2", x=1200, y=FLOOR - 70),
            placed(0x21, 0x13, x=1500, y=FLOOR - 30), placed(0x13, x=1800, y=FLOOR - 20)]
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300 + [10] * 100
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


# ---- Launch Base's closed tube elevator ----

def test_the_closed_tubes_numbers_are_s3_asm_s():
    init = s3_routine_text("Obj_LBZTubeElevator", 800)
    assert re.search(r"btst\s+#6,subtype\(a0\)", init) and LBZ_TUBE_CLOSED == 0x40
    sizes = [int(v, 16) for v in re.findall(r"move\.b\s+#\$([0-9A-F]+),(?:width|height)_pixels\(a0\)", init)]
    assert tuple(sizes[:2]) == LBZ_TUBE_SIZE == (0x18, 0x30)
    closed = s3_routine_text("Obj_LBZTubeElevatorClosed", 1400)
    for pattern in (r"addq\.b\s+#2,1\(a4\)", r"cmpi\.b\s+#\$B0,d0", r"cmpi\.b\s+#\$D0,d0", r"addi\.b\s+#\$20,d0",
                    r"cmpi\.w\s+#\$100,d0", r"asr\.w\s+#6,d0", r"addi\.w\s+#\$B,d1", r"SolidObjectFull"):
        assert re.search(pattern, closed), pattern


def tube_steps(sine):
    """Obj_LBZTubeElevatorClosed step by step: Y - $46 after each step."""
    angle = 0
    while True:
        angle = (angle + 2) & 0xFF
        if 0xB0 <= angle < 0xD0:
            angle = (angle + 0x20) & 0xFF
        s = int(sine[angle])
        if s == 0x100:
            s -= 1
        yield -(s >> 6)


def test_the_closed_tube_bobs_as_its_routine_steps():
    sine = hp.sine_table()  # GetSineCosine's table (the games' own, data errors kept)
    ys = [(int(o.raw.y[0, 0]) >> 16) - OY for _t, o in object_frames([placed(0x10, 0x50)], 336, game="s3k")]
    assert ys[:112] == ys[112:224] == ys[224:336] and min(ys) == -3 and max(ys) == 4
    assert ys == [dy for dy, _ in zip(tube_steps(sine), range(336))]


def test_only_closed_tubes_are_placed_and_they_carry_a_rider():
    rec = Placement("s3k", "lbz1", "s3", 0, OX, OY, 0x10, 0x10, False, False, False)
    assert placers()[("s3", 0x10)](rec) == []
    tube = placed(0x10, 0x52)
    assert (tube.solid_width, tube.half_height, tube.stand_height, tube.width) == (0x23, 0x30, 0x31, 0x18)
    p, o = landed(tube, OX, OY - 0x31 - 19 - 8, 0x200, 6)
    for _ in range(120):
        p.step(EMPTY, NONE, objects=o)
        assert o.raw.standing[0, 0] == 1
        assert int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 0x31 - int(p.raw.yr[0])


# ---- the real layouts ----

@pytest.mark.parametrize("game, act, object_id, kind", [
    ("s3", "lbz1", 0x13, "s3k_lbz_exploding_trigger"), ("s3k", "lbz2", 0x13, "s3k_lbz_exploding_trigger"),
    ("s3", "lbz2", 0x21, "s3k_lbz_gate_laser"), ("s3k", "lbz2", 0x21, "s3k_lbz_gate_laser"),
    ("s3", "mgz2", 0x56, "s3k_mgz_spike_platform"), ("s3k", "mgz1", 0x56, "s3k_mgz_spike_platform"),
    ("s3", "lbz1", 0x10, "s3k_lbz_closed_tube"), ("s3k", "lbz1", 0x10, "s3k_lbz_closed_tube")])
def test_placed_on_the_real_layouts(game, act, object_id, kind):
    from hedgephys.levels.placing import place
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == object_id]
    if kind == "s3k_lbz_closed_tube":  # the active ones (bit 6 clear) are not placed
        assert 0 < len(records[records["subtype"] & LBZ_TUBE_CLOSED != 0]) < len(records)
        records = records[records["subtype"] & LBZ_TUBE_CLOSED != 0]
    objs = [o for o in place(records, game, act) if o.kind == kind]
    assert len(objs) == len(records) > 0
    assert {(o.x, o.y) for o in objs} == {(int(r["x"]), int(r["y"])) for r in records}
    if kind == "s3k_lbz_gate_laser":
        assert {o.subtype for o in objs} == {int(r["subtype"]) for r in records}
    if kind == "s3k_mgz_spike_platform":
        assert sorted(o.x_flip for o in objs) == sorted(bool(r["x_flip"]) for r in records)
    hp.Objects(objs, 1, "s3k")
