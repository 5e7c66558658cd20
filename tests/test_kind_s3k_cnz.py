"""Carnival Night's cylinders (the kind s3k_cnz_cylinder,
cpp/hedgephys/kinds/s3k_cnz_cylinder.cpp) and trap doors (a JumpThrough),
docs/kinds/s3k_cnz.md: S3K Obj_CNZCylinder (sub_3133C's motions, the ride
sub_3161A) and Obj_CNZTrapDoor (loc_30D5C), read in s3.asm. The cylinder's
place is checked against its routine stepped frame by frame here from its
loading (on the act's first frame), not against the kind's closed form."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.place_s3_cnz import CNZ_TRAP_DOOR_SIZE
from hedgephys.levels.placing import Placement, place, placers
from helpers import assert_taken_round, disasm_checkout, drop_onto, object_frames, s3_routine_text

OX, OY = 600, 300
SINE = hp.sine_table()
#: word_31252, the sinking motion's speed limit by (subtype >> 4) & 7.
SINK_LIMITS = (0x4E0, 0x6F0, 0x870, 0x9C0, 0xAE0, 0xC00, 0xCF0, 0xDE0)
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def cylinder(subtype, x=OX, y=OY, x_flip=False):
    rec = Placement("s3k", "cnz1", "s3", 0, x, y, 0x47, subtype, x_flip, False, False)
    (obj,) = placers()[("s3", 0x47)](rec)
    return obj


def sin(a):
    return int(SINE[a & 0xFF])


def cos(a):
    return int(SINE[(a + 0x40) & 0xFF])


def asr(v, n):
    return v >> n  # Python's >> on ints is arithmetic


def routine_places(subtype, x_flip=False):
    """sub_3133C step by step from the init: (x - x0, y - y0) after each run."""
    motion = subtype & 0xF
    step = (subtype & 0xF0) << 2
    if x_flip:
        step = -step & 0xFFFF
    word, side = 0, (motion - 0xA) & 3
    while True:
        angle = word >> 8
        if 1 <= motion <= 8:
            s = sin(angle)
            m = (motion - 1) % 4
            d = [asr(s, 3), asr(s, 2), asr(s, 2) + asr(asr(s, 2), 1), asr(s, 1)][m]
            word = (word + step) & 0xFFFF
            yield (d, 0) if motion <= 4 else (0, d)
            continue
        negative = step & 0x8000
        word = (word + step) & 0xFFFF
        if word >> 8 < 0x80:
            word = (((word >> 8) & 0x7F) + 0x80) << 8 | (word & 0xFF)
            side = (side + (-1 if negative else 1)) & 3
        d = asr(cos(word >> 8), 3)
        yield [(d, -0x20), (0x20, d), (-d, 0x20), (-0x20, -d)][side]


@pytest.mark.parametrize("subtype, x_flip", [(0x41, False), (0x41, True), (0x42, False), (0x43, False),
                                             (0x45, True), (0x46, False), (0x52, False), (0x53, False),
                                             (0x62, False), (0x63, True), (0x49, False), (0x49, True),
                                             (0x4A, True), (0x4B, False), (0x4C, True), (0xFC, False),
                                             (0xF9, True), (0x0B, False)])
def test_it_moves_as_its_routine_steps_from_the_first_frame(subtype, x_flip):
    places = routine_places(subtype, x_flip)
    seen = set()
    for _table, o in object_frames([cylinder(subtype, x_flip=x_flip)], 1500, game="s3k"):
        d = next(places)
        assert ((int(o.raw.x[0, 0]) >> 16) - OX, (int(o.raw.y[0, 0]) >> 16) - OY) == d
        seen.add(d)
    assert len(seen) > (1 if subtype >> 4 else 0)


def test_the_square_goes_round_all_four_sides():
    """Motion $A from side 0, step $100: the first run folds the angle to $81
    and goes to side 1; a side every $80 frames after, each $40 long."""
    places = [((int(o.raw.x[0, 0]) >> 16) - OX, (int(o.raw.y[0, 0]) >> 16) - OY)
              for _t, o in object_frames([cylinder(0x4A)], 520, game="s3k")]
    assert places[0] == (0x20, asr(cos(0x81), 3)) == (0x20, -0x20)
    sides = [places[127 + 128 * n:255 + 128 * n] for n in range(3)]
    assert {p[1] for p in sides[0]} == {0x20} and {p[0] for p in sides[1]} == {-0x20}
    assert {p[1] for p in sides[2]} == {-0x20} and {p[0] for p in places[:127]} == {0x20}
    assert max(p[0] for p in sides[0]) == 0x20 and min(p[0] for p in sides[0]) == -0x1F


def stand_on(cyl, frames=3, x=OX):
    """A player dropped onto the cylinder; the players and objects after `frames` idle frames."""
    return drop_onto(cyl, frames, x, OY - 0x21 - 19 - 1)


def test_a_rider_is_taken_round_and_jumps_off():
    """sub_3161A: the frame after he lands he is taken (object_control 3,
    speeds 0, angle $80 from the left); then x = its x + (cos(a) * (d << 8 |
    depth)) >> 16, a + 2 a frame; a jump press: y speed its y_vel - $680."""
    p, o = stand_on(cylinder(0x00), frames=1, x=OX - 10)
    assert_taken_round(p, o)
    none = np.zeros((1, 1), np.uint8)
    angle = 0x80
    for _ in range(70):
        p.step(EMPTY, none, objects=o)
        ox, oy = int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16
        depth = ((sin(angle) + 0x100) >> 2) & 0xFF
        word = (10 << 8) | depth
        assert int(p.raw.x[0]) >> 16 == (ox + ((cos(angle) * word) >> 16)) & 0xFFFF
        assert int(p.raw.y[0]) >> 16 == oy - 0x21 - int(p.raw.yr[0])
        assert p.raw.object_control[0] == 3 and p.raw.xsp[0] == 0
        angle = (angle + 2) & 0xFF
    p.step(EMPTY, np.full((1, 1), hp.J, np.uint8), objects=o)
    ysp = int(o.raw.ysp[0, 0])  # its motion runs first: the y_vel the rider routine reads
    assert (p.raw.object_control[0], p.raw.airborne[0], p.raw.rolling[0], p.raw.jumping[0]) == (0, 1, 1, 1)
    assert ysp != 0 and p.raw.ysp[0] == ysp - 0x680 and (p.raw.yr[0], p.raw.xr[0], p.raw.anim[0]) == (0xE, 7, 2)
    assert o.state(0, 0) == "idle"


def test_held_buttons_do_nothing_while_riding():
    """object_control bit 0: the player's own movement does not run."""
    p, o = stand_on(cylinder(0x00), frames=2, x=OX + 5)
    x0 = int(p.raw.x[0])
    right = np.full((1, 1), hp.R, np.uint8)
    for _ in range(40):
        p.step(EMPTY, right, objects=o)
    assert p.raw.xsp[0] == 0 and p.raw.gsp[0] == 0 and p.raw.object_control[0] == 3
    assert int(p.raw.x[0]) != x0  # the ride moves him


@pytest.mark.parametrize("subtype", [0x00, 0x20, 0x40])
def test_the_sinking_one_dips_under_a_new_rider(subtype):
    """loc_31362: a new rider adds $400 to y_vel (at most word_31252's limit);
    below its place it is pulled back by $20 + $10 a frame while y_vel >= 0."""
    _p, o = stand_on(cylinder(subtype), frames=2)
    limit = SINK_LIMITS[subtype >> 4]
    assert int(o.raw.ysp[0, 0]) == min(0x400, limit) - 0x30
    assert int(o.raw.y[0, 0]) >> 16 > OY


def test_riding_a_sinking_one_bobs_and_settles():
    p, o = stand_on(cylinder(0x10), frames=600)
    assert p.raw.object_control[0] == 3
    assert int(o.raw.ysp[0, 0]) == 0 and int(o.raw.y[0, 0]) >> 16 == OY


def test_far_ones_are_skipped_and_agree_with_every_routine_every_frame():
    objs = [cylinder(s, x=300 + 230 * i, y=FLOOR - 60, x_flip=f)
            for i, (s, f) in enumerate([(0x41, False), (0x45, True), (0x49, False), (0x4C, True),
                                        (0x00, False), (0x62, False), (0x10, False), (0x4A, True)])]
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)




def solid_numbers(label):
    """The d1-d3 that move.w sets in the routine's first lines ($: hex, else decimal)."""
    regs = re.findall(r"move\.w\s+#(\$?)([0-9A-F]+),(d[123])", s3_routine_text(label, 800))
    return {r: int(v, 16 if h else 10) for h, v, r in regs}


def test_the_numbers_are_s3_asm_s():
    assert solid_numbers("loc_312E2") == {"d1": 0x2B, "d2": 0x20, "d3": 0x21}
    c = cylinder(0)
    assert (c.solid_width, c.half_height, c.stand_height, c.width) == (0x2B, 0x20, 0x21, 0x20)
    table = s3_routine_text("word_31252", 200)
    assert tuple(int(v, 16) for v in re.findall(r"dc\.w\s+\$([0-9A-F]+)", table)[:8]) == SINK_LIMITS
    ride = s3_routine_text("sub_3161A")
    assert "#3,object_control(a1)" in ride and "#-$680,y_vel(a1)" in ride and "#$480,d0" in ride
    assert solid_numbers("loc_30D5C") == {"d1": 0x20, "d3": CNZ_TRAP_DOOR_SIZE[1]}
    assert CNZ_TRAP_DOOR_SIZE[0] == 0x20


@pytest.mark.parametrize("game, act", [("s3", "cnz1"), ("s3", "cnz2")])
def test_every_cylinder_of_the_real_layouts_is_placed(game, act):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == 0x47]
    objs = [o for o in place(records, game, act) if o.kind == "s3k_cnz_cylinder"]
    assert len(objs) == len(records) > 0
    assert {(o.x, o.y, o.subtype, bool(o.x_flip)) for o in objs} == {
        (int(r["x"]), int(r["y"]), int(r["subtype"]), bool(r["x_flip"])) for r in records}
    hp.Objects(objs, 1, "s3k")


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_trap_doors_are_top_solid_and_let_a_player_through_from_below(game):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "cnz1", game=game)
    records = lay.objects[lay.objects["id"] == 0x44]
    doors = [o for o in place(records, game, "cnz1") if isinstance(o, hp.JumpThrough)]
    assert len(doors) == len(records) == 2
    door = hp.JumpThrough(OX, OY, *CNZ_TRAP_DOOR_SIZE)
    o = hp.Objects([door], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY + 40, grounded=False)
    p.raw.ysp[0] = -0x600
    none = np.zeros((1, 1), np.uint8)
    top = OY + 40
    while p.raw.ysp[0] < 0:
        p.step(EMPTY, none, objects=o)
        top = min(top, int(p.raw.y[0]) >> 16)
    assert top < OY - 9 - 19 and o.raw.standing[0, 0] == 0
    for _ in range(60):
        p.step(EMPTY, none, objects=o)
    assert o.raw.standing[0, 0] == 1 and int(p.raw.y[0]) >> 16 == OY - 9 - 19


def floor_world(floor_row=30):
    """A flat floor whose top is at y = floor_row * 16."""
    cells = np.zeros((floor_row + 2, 80), np.uint16)
    cells[floor_row:, :] = 1
    return hp.TileMap(cells, hp.TileSet(np.array([[0] * 16, [16] * 16], np.int8)))


def rising(x=OX, y=OY):
    rec = Placement("s3k", "cnz1", "s3", 0, x, y, 0x43, 0, False, False, False)
    (obj,) = placers()[("s3", 0x43)](rec)
    return obj


def routine_sink(frames_ridden, floor_y):
    """sub_30C48 from the frame after the landing: the flag set (no move at
    speed 0), then sinking: (y 16.16, y_vel, landed) after each frame, until
    the floor (ObjCheckFloorDist from y + 6)."""
    y, vel = OY << 16, 0
    out = [(y, vel, False)]
    for _ in range(frames_ridden):
        y += vel * 256
        if vel < 0x200:
            vel += 0x18
        d = floor_y - 1 - ((y >> 16) + 6)  # 0: the probe on the row above the floor
        if d < 0:
            y = ((y >> 16) + d) << 16 | (y & 0xFFFF)
            out.append((y, vel, True))
            break
        out.append((y, vel, False))
    return out


def test_the_rising_platform_sinks_under_a_rider_to_the_floor_and_stays():
    tm = floor_world()
    floor_y = 30 * 16
    p = hp.Players(1, game="s3k")
    o = hp.Objects([rising()], 1, "s3k")
    p.place(x=OX, y=OY - 0x11 - 19 - 1, grounded=False)
    p.raw.ysp[0] = 0x100
    none = np.zeros((1, 1), np.uint8)
    p.step(tm, none, objects=o)
    assert o.raw.standing[0, 0] == 1 and o.state(0, 0) == "idle"
    expected = routine_sink(200, floor_y)
    assert expected[-1][2]
    for y, vel, landed in expected:
        p.step(tm, none, objects=o)
        assert (int(o.raw.y[0, 0]), int(o.raw.ysp[0, 0])) == (y, vel)
        assert o.state(0, 0) == ("landed" if landed else "sinking")
        assert int(p.raw.y[0]) >> 16 == (y >> 16) - 0x11 - int(p.raw.yr[0])
    for _ in range(20):
        p.step(tm, none, objects=o)
    assert int(o.raw.y[0, 0]) == expected[-1][0] and o.state(0, 0) == "landed"


def test_the_rising_platform_springs_back_when_the_rider_jumps():
    """loc_30CC4: y_vel = -y_vel - $80; then + 8 a frame until it is not negative."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([rising()], 1, "s3k")
    p.place(x=OX, y=OY - 0x11 - 19 - 1, grounded=False)
    p.raw.ysp[0] = 0x100
    none = np.zeros((1, 1), np.uint8)
    for _ in range(6):
        p.step(EMPTY, none, objects=o)
    vel = int(o.raw.ysp[0, 0])
    assert vel > 0 and o.state(0, 0) == "sinking"
    p.step(EMPTY, np.full((1, 1), hp.J, np.uint8), objects=o)  # he jumps: the platform still sees him
    vel = int(o.raw.ysp[0, 0])
    p.step(EMPTY, none, objects=o)
    assert o.state(0, 0) == "idle" and int(o.raw.ysp[0, 0]) == -vel - 0x80
    vel = -vel - 0x80
    y = int(o.raw.y[0, 0])
    while vel:
        p.step(EMPTY, none, objects=o)
        y += vel * 256
        vel = min(vel + 8, 0) if vel + 8 < 0 else 0
        assert (int(o.raw.y[0, 0]), int(o.raw.ysp[0, 0])) == (y & 0xFFFFFFFF, vel)
    assert int(o.raw.y[0, 0]) >> 16 < OY


@pytest.mark.parametrize("game, count", [("s3", 8), ("s3k", 8)])
def test_every_rising_platform_of_the_real_layouts_is_placed(game, count):
    records, objs = [], []
    for act in ("cnz1", "cnz2"):
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
        rec = lay.objects[lay.objects["id"] == 0x43]
        records += list(rec)
        objs += [o for o in place(rec, game, act) if o.kind == "s3k_cnz_rising_platform"]
    assert len(objs) == len(records) == count
    assert {(o.width, o.surface) for o in objs} == {(0x30, 0x11)}
    assert solid_numbers("loc_30C10") == {"d1": 0x30, "d3": 0x11}


def cannon(x=OX, y=OY):
    rec = Placement("s3k", "cnz1", "s3", 0, x, y, 0x42, 0, False, False, False)
    (obj,) = placers()[("s3", 0x42)](rec)
    return obj


def barrel_frames(n):
    """sub_307EC turning from angle 0: the frame after each turning frame."""
    return [((sin(2 * i) + 0x120) & 0xFFFF) >> 6 for i in range(n)]


def test_a_cannon_takes_a_player_turns_and_fires_him():
    """sub_308B4: taken on the frame he lands (object_control $81, in the
    air, rolling), he sinks into the barrel under gravity $38, it turns; a
    press fires him at (frame << 4) + $80 with speeds cos/sin << 4 from its
    y - $18; it is solid again once back at frame 4."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([cannon()], 1, "s3k")
    p.place(x=OX + 3, y=OY - 0x29 - 19 - 1, grounded=False)
    p.raw.ysp[0] = 0x100
    none = np.zeros((1, 1), np.uint8)
    p.step(EMPTY, none, objects=o)  # SolidObjectTop lands him, then his slot takes him: the same frame
    assert p.raw.object_control[0] == 0x81 and o.raw.standing[0, 0] == 0 and p.raw.on_object[0] == -1
    assert int(p.raw.x[0]) >> 16 == OX and (p.raw.airborne[0], p.raw.rolling[0], p.raw.yr[0]) == (1, 1, 0xE)
    y, vel, frames = int(p.raw.y[0]), 0, 0
    while (int(o.raw.aux[0, 0]) & 0xFF) == 1:
        p.step(EMPTY, none, objects=o)
        y, vel, frames = (y + vel * 256) & 0xFFFFFFFF, vel + 0x38, frames + 1
        if (int(o.raw.aux[0, 0]) & 0xFF) == 1:
            assert (int(p.raw.y[0]), int(p.raw.ysp[0])) == (y, vel)
    assert int(p.raw.y[0]) >> 16 == OY and p.raw.anim[0] == 0x1C and frames > 3
    turns = 20
    for _ in range(turns):
        p.step(EMPTY, none, objects=o)
        assert o.state(0, 0) == "turning" and p.raw.object_control[0] == 0x81
    # it turned on each of those frames but the first (it starts turning there), and turns again
    # on the frame he fires, before his slot reads the frame
    frame = barrel_frames(turns)[turns - 1]
    p.step(EMPTY, np.full((1, 1), hp.J, np.uint8), objects=o)
    angle = ((frame << 4) + 0x80) & 0xFF
    assert (int(p.raw.xsp[0]), int(p.raw.ysp[0])) == (cos(angle) * 16, sin(angle) * 16)
    assert p.raw.object_control[0] == 0 and o.state(0, 0) == "fired"
    for _ in range(0x11):
        p.step(EMPTY, none, objects=o)
    assert o.state(0, 0) == "returning"
    for _ in range(300):
        p.step(EMPTY, none, objects=o)
        if o.state(0, 0) == "ready":
            break
    assert o.state(0, 0) == "ready" and (int(o.raw.phase[0, 0]) >> 8) & 0xFF == 0  # frame 4


def test_no_touch_response_inside_a_cannon():
    """object_control $81: TouchResponse is skipped ($A0), a ring at his place stays."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([cannon(), hp.Hitbox(OX, OY, 8, 8, reaction="ring")], 1, "s3k")
    p.place(x=OX, y=OY - 0x29 - 19 - 1, grounded=False)
    p.raw.ysp[0] = 0x100
    none = np.zeros((1, 1), np.uint8)
    for _ in range(40):
        p.step(EMPTY, none, objects=o)
    assert p.raw.object_control[0] == 0x81 and int(p.raw.y[0]) >> 16 == OY
    assert p.raw.rings[0] == 0 and o.state(1, 0) == "active"


@pytest.mark.parametrize("game, count", [("s3", 4), ("s3k", 5)])
def test_every_cannon_of_the_real_layouts_is_placed(game, count):
    objs = []
    for act in ("cnz1", "cnz2"):
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
        objs += [o for o in place(lay.objects[lay.objects["id"] == 0x42], game, act) if o.kind == "s3k_cnz_cannon"]
    assert len(objs) == count and {(o.width, o.surface) for o in objs} == {(0x10, 0x29)}
    assert solid_numbers("sub_307EC") == {"d1": 0x10, "d3": 0x29}
