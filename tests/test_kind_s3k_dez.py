"""Death Egg's bumper walls and retracting springs (issue 18 points 3/4;
docs/kinds/s3k_dez.md). Their code is in sonic3k.asm only (the checkout
lacks it): the numbers below were read from a public copy (murshies/skdisasm's
sonic3k.asm), each test naming the label they come from; the real-layout
tests need HEDGEPHYS_DISASM.

* ``Obj_DEZBumperWall`` (its init, loc_497C2, loc_49804, sub_49848,
  loc_49850);
* ``Obj_DEZRetractingSpring`` (its init, word_4808A, loc_480D4, loc_48102,
  loc_48124) with the spring's up launch sub_22F98.
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.placing import Placement, placers
from hedgephys.objects import Objects
from helpers import one_player, placed_of

OX, OY = 1000, 1000
SONIC_YR = 19  # S3K Sonic's standing y_radius
BUMPER_SPEED = 0xC00  # loc_49850: move.w #$C00,x_vel(a1)
LEFT, RIGHT, JUMP = 1, 2, 16  # the buttons byte


def placed(object_id, subtype=0, x_flip=False, y_flip=False):
    rec = Placement("s3k", "dez1", "sk2", 0, OX, OY, object_id, subtype, x_flip, y_flip, False)
    return placers()[("sk2", object_id)](rec)


def sizes(obj):
    o = Objects([obj], 1, "s3k")
    return tuple(int(getattr(o.raw, f)[0, 0]) for f in ("cx", "hj", "hs", "aw"))


def broad_phase_agrees(objs, seq):
    """The broad phase runs them as every object every frame does."""
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 600, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def real_layout(acts, object_id, kind, count, fields=(), keep=lambda r: True):
    """The acts' records of object_id that its placer keeps, and their objects
    of `kind`: as many, each at its record's position with its fields."""
    recs, objs = [], []
    for act in acts:
        r, o = placed_of("s3k", act, object_id, KindObject)
        recs += [x for x in r if keep(x)]
        objs += [x for x in o if x.kind == kind]
    assert len(recs) == count and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y, *(o.params[f] for f in fields)) == (r["x"], r["y"], *(r[f] for f in fields))
    return recs, objs


# ----- Obj_DEZBumperWall ---------------------------------------------------------

def test_bumper_sizes_by_subtype():
    """loc_497C2 (subtype 0): d1 $17, d2 $20, d3 $21, width_pixels $C;
    loc_49804 (1-$7F): d1 $13, d2 = subtype, d3 = subtype + 1, width_pixels 8;
    a negative subtype (removed with the gravity puzzle, loc_497B4) is not placed."""
    (wall,) = placed(0x60, 0)
    assert wall.kind == "s3k_dez_bumper_wall" and sizes(wall) == (0x17, 0x20, 0x21, 0xC)
    for s in (0x18, 0x38, 0x7F):
        (wall,) = placed(0x60, s)
        assert sizes(wall) == (0x13, s, s + 1, 8)
    assert placed(0x60, 0x80) == [] and placed(0x60, 0xFF) == []


def bump(subtype, side, in_air, x_speed):
    (wall,) = placed(0x60, subtype)
    cx = sizes(wall)[0]
    x = OX - cx + 2 if side == "left" else OX + cx - 2
    p = one_player("s3k", x=x, y=OY, x_speed=x_speed, ground_speed=x_speed, y_speed=0x123 if in_air else 0,
                   in_air=in_air)
    r = p.raw
    r.double_jump_flag[0] = r.jumping[0] = r.rolljump[0] = 1
    o = Objects([wall], 1, "s3k")
    res = o.update(p, 0)
    return res, p, o


@pytest.mark.parametrize("subtype", [0, 0x18])
@pytest.mark.parametrize("side, in_air", [("left", False), ("left", True), ("right", False), ("right", True)])
def test_bumper_side_contact_bounces_away(subtype, side, in_air):
    """SolidObjectFull2's side bit (ground or air) runs loc_49850: x speed
    $C00 away, facing that way, in the air, the pushing bits, double_jump_flag,
    the roll-jump bit and jumping cleared, the walk animation, ground speed
    1 (-1 facing left); the y speed is left as it was."""
    res, p, o = bump(subtype, side, in_air, 0x300 if side == "left" else -0x300)
    r = p.raw
    assert res[1] == "side"
    left = side == "left"
    assert int(r.xsp[0]) == (-BUMPER_SPEED if left else BUMPER_SPEED)
    assert (bool(r.facing_left[0]), int(r.gsp[0])) == (left, -1 if left else 1)
    assert (r.airborne[0], r.pushing[0], o.raw.pushed[0, 0]) == (1, 0, 0)
    assert (r.double_jump_flag[0], r.jumping[0], r.rolljump[0]) == (0, 0, 0)
    assert int(r.anim[0]) == 0  # move.b #0,anim(a1): the walk
    assert int(r.ysp[0]) == (0x123 if in_air else 0)


def test_bumper_landed_on_is_a_plain_solid():
    """Only the side bit bounces: a player landing on its top stands."""
    (wall,) = placed(0x60, 0)
    p = one_player("s3k", x=OX, y=OY - 0x20 - SONIC_YR + 2, y_speed=0x100, in_air=True)
    o = Objects([wall], 1, "s3k")
    res = o.update(p, 0)
    assert res[1] == "top" and p.raw.on_object[0] == 0 and int(p.raw.xsp[0]) == 0


def test_bumper_whole_frames_and_broad_phase():
    """A player running right into one is thrown back left at $C00 (then
    the air drag and gravity of his frames); the broad phase runs it as
    every object every frame does."""
    objs = [KindObject("s3k_dez_bumper_wall", 700, FLOOR - 0x20),
            KindObject("s3k_dez_bumper_wall", 1100, FLOOR - 0x18, solid_width=0x13, half_height=0x18,
                       stand_height=0x19, width=8, width_radius=8, height_radius=0x18)]
    seq = [RIGHT] * 120 + [LEFT] * 120 + [RIGHT] * 200 + [RIGHT | JUMP] * 60
    broad_phase_agrees(objs, seq)
    p = broad_phase_worlds(objs, 600, "s3k")[0][0]
    o = Objects(objs, 1, "s3k")
    rec = p.step(WIDE, np.full((80, 1), RIGHT, np.uint8), objects=o, record=["xsp", "airborne"])
    hit = int((rec["xsp"][:, 0] < 0).argmax())
    assert rec["xsp"][hit, 0] == -BUMPER_SPEED and rec["airborne"][hit, 0] == 1


def test_bumper_placer_on_the_real_layouts():
    recs, objs = real_layout(("dez1",), 0x60, "s3k_dez_bumper_wall", 8, keep=lambda r: not r["subtype"] & 0x80)
    for r, o in zip(recs, objs):
        h = int(r["subtype"]) or 0x20
        assert (o.params["half_height"], o.params["stand_height"]) == (h, h + 1)


# ----- Obj_DEZGravityPuzzle -------------------------------------------------------

FRAME = 33  # the level frame counter's word in the oscillators' table (oscillators.hpp)


def puzzle_at(counter, **player):
    (obj,) = placed(0x61)
    o = Objects([obj], 1, "s3k")
    o.oscillators[0, FRAME] = counter
    p = one_player("s3k", **player)
    return o.update(p, 0), p, o


def test_puzzle_bobs_by_its_angle_from_frame_0():
    """Its init: width_pixels $20, height_pixels $30; loc_49986: y = y0 +
    (GetSineCosine's sine of the angle asr 2), the angle c - 1 on counter c;
    SolidObjectFull2 d1 $23, d2 $30, d3 $31."""
    (obj,) = placed(0x61)
    assert obj.kind == "s3k_dez_gravity_puzzle" and sizes(obj) == (0x23, 0x30, 0x31, 0x20)
    for counter in (1, 2, 65, 129, 193, 256, 257, 1000, 65535, 0):
        _res, _p, o = puzzle_at(counter, x=OX + 0x400, y=OY)
        assert int(o.raw.y[0, 0]) >> 16 == OY + (int(hp.sine((counter - 1) & 0xFF)) >> 2), counter


def test_puzzle_alone_moves_the_level_frame_counter():
    """It reads the level frame counter (loc_49986), so a batch holding only it moves the oscillators'
    table (registry trait KT_OSC): frame after frame its y follows the counter, not frame 0's."""
    (obj,) = placed(0x61)
    o = Objects([obj], 1, "s3k")
    assert o.uses_oscillators
    p = one_player("s3k", x=OX + 0x400, y=OY)
    none = np.zeros((1, 1), np.uint8)
    ys = []
    for _ in range(70):
        p.step(WIDE, none, objects=o)
        ys.append(int(o.raw.y[0, 0]) >> 16)
    assert int(o.oscillators[0, FRAME]) >= 70 and len(set(ys)) > 1


@pytest.mark.parametrize("side", ["left", "right"])
def test_puzzle_side_contact_bounces_as_the_walls(side):
    """sub_49A02 -> loc_49850, as Obj_DEZBumperWall's."""
    left = side == "left"
    res, p, _o = puzzle_at(1, x=OX - 0x23 + 2 if left else OX + 0x23 - 2, y=OY, x_speed=0x200 if left else -0x200,
                           ground_speed=0x200 if left else -0x200)
    assert res[1] == "side" and int(p.raw.xsp[0]) == (-BUMPER_SPEED if left else BUMPER_SPEED)
    assert (bool(p.raw.facing_left[0]), int(p.raw.gsp[0]), p.raw.airborne[0]) == (left, -1 if left else 1, 1)


def test_puzzle_whole_frames_and_broad_phase():
    """Stood on while it bobs (carried), run into; lazy far from him."""
    objs = [KindObject("s3k_dez_gravity_puzzle", 800, FLOOR - 0x60),
            KindObject("s3k_dez_gravity_puzzle", 1500, FLOOR - 0x30)]
    broad_phase_agrees(objs, [RIGHT] * 40 + [RIGHT | JUMP] * 14 + [0] * 120 + [RIGHT] * 300 + [LEFT] * 60)


def test_puzzle_lazy_equals_every_object_every_frame(monkeypatch):
    """Far from every player it lags and is caught up from the counter: with
    and without stale objects (HEDGEPHYS_LAZY_OBJECTS), every player field of
    every frame and every object field after every call are the same."""
    objs = [KindObject("s3k_dez_gravity_puzzle", 300 + 160 * i, FLOOR - 0x40 - 8 * (i % 3)) for i in range(12)]
    buttons = np.random.default_rng(5).choice(np.array([RIGHT, RIGHT, RIGHT | JUMP, LEFT, LEFT | JUMP, 0], np.uint8),
                                              (700, 6))
    calls = [1, 2, 3, 250, 1, 9, 434]

    def run():
        p = hp.Players(6, game="s3k")
        p.place(x=np.linspace(150, 2000, 6).round(), y=FLOOR - 20, grounded=True)
        o = Objects(objs, 6, "s3k")
        ends = np.cumsum(calls)
        return [(p.step(WIDE, buttons[end - size:end], objects=o, record=p.fields),
                 {f: getattr(o.raw, f).copy() for f in ("x", "y", "standing", "pushed")})
                for size, end in zip(calls, ends)]

    monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", "1")
    lazy = run()
    monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", "0")
    eager = run()
    for (ra, oa), (rb, ob) in zip(lazy, eager):
        for name in ra:
            assert np.array_equal(ra[name], rb[name]), name
        for name in oa:
            assert np.array_equal(oa[name], ob[name]), name


def test_puzzle_placer_on_the_real_layout():
    real_layout(("dez1",), 0x61, "s3k_dez_gravity_puzzle", 1)


# ----- Obj_DEZRetractingSpring ---------------------------------------------------

def spring(subtype=2, x_flip=False, y_flip=False):
    (obj,) = placed(0x5D, subtype, x_flip, y_flip)
    return obj


def slide(obj, player_ys):
    """Each frame with the player far to the side at one of player_ys: its x - x0."""
    o = Objects([obj], 1, "s3k")
    out = []
    for y in player_ys:
        p = one_player("s3k", x=OX + 0x300, y=y)
        o.update(p, 0)
        out.append((int(o.raw.x[0, 0]) >> 16) - OX)
    return out


@pytest.mark.parametrize("x_flip, y_flip, sign", [(False, False, -1), (True, False, 1), (False, True, 1),
                                                  (True, True, -1)])
def test_spring_slides_by_the_first_players_height(x_flip, y_flip, sign):
    """loc_480D4: d0 = his y - its y; no borrow and d0 >= $20: $34 + 8 up to
    $20; a borrow and d0 < -$20: $34 - 8 down to 0; loc_48124: x = x0 + $34,
    negated unless X-flipped, negated again when Y-flipped."""
    obj = spring(x_flip=x_flip, y_flip=y_flip)
    below, above = OY + 0x20, OY - 0x21
    ys = [OY + 0x1F, below, below, below, below, below, OY, OY - 0x20, above, above, above, above, above]
    want = [0, 8, 16, 24, 32, 32, 32, 32, 24, 16, 8, 0, 0]
    assert slide(obj, ys) == [sign * w for w in want]


def test_spring_launches_a_player_landing_on_it():
    """SolidObjectTop_1P (d1 = width_pixels $10, d3 9) lands him on its
    surface, then sub_22F98: 8 px down, y speed word_4808A[subtype & 2]
    (-$A00 for subtype 2, -$1000 for 0), in the air, the spring animation."""
    for subtype, speed in ((2, -0xA00), (0, -0x1000)):
        for dx, lands in ((-0x10, True), (0xF, True), (-0x11, False), (0x10, False)):
            o = Objects([spring(subtype)], 1, "s3k")
            y = OY - 9 - SONIC_YR + 2
            p = one_player("s3k", x=OX + dx, y=y, y_speed=0x100, in_air=True)
            o.update(p, 0)
            r = p.raw
            if lands:
                assert (int(r.ysp[0]), int(r.y[0]) >> 16) == (speed, OY - 9 - SONIC_YR - 1 + 8), dx
                assert (r.airborne[0], r.on_object[0], int(r.anim[0])) == (1, -1, 0x10)
            else:
                assert (int(r.ysp[0]), int(r.y[0]) >> 16) == (0x100, y), dx


def test_spring_whole_frames_and_broad_phase():
    """Run under one (it slides out while he is $20 below it), jumped onto
    (launched), and left behind; the broad phase runs it every frame."""
    objs = [KindObject("s3k_dez_retracting_spring", 700, FLOOR - 0x40, subtype=2),
            KindObject("s3k_dez_retracting_spring", 900, FLOOR - 0x10, subtype=0, x_flip=True)]
    seq = [RIGHT] * 60 + [RIGHT | JUMP] * 10 + [RIGHT] * 60 + [LEFT] * 100 + [LEFT | JUMP] * 8 + [RIGHT] * 100
    broad_phase_agrees(objs, seq)


def test_spring_placer_on_the_real_layouts():
    _recs, objs = real_layout(("dez2",), 0x5D, "s3k_dez_retracting_spring", 13, ("subtype", "x_flip", "y_flip"))
    assert {(o.params["width"], o.params["stand_height"]) for o in objs} == {(0x10, 9)}


# ----- Obj_DEZConveyorPad ----------------------------------------------------------

def stand_on(obj, dx=0):
    """A player landing on it this frame (its update run once)."""
    o = Objects([obj], 1, "s3k")
    surface = OY - 0x10
    p = one_player("s3k", x=OX + dx, y=surface - SONIC_YR + 2, y_speed=0x100, in_air=True)
    assert o.update(p, 0)[1] == "top" and p.raw.on_object[0] == 0
    return o, p


def test_conveyor_pad_sizes_and_subtype_zero():
    """Its init: width_pixels $80 (subtype other than 0), height_pixels $10;
    loc_47A58: d1 = width_pixels + $B, d2 = height_pixels, d3 = d2 + 1.
    Subtype 0 (sub_47B58, along the floor) is not placed."""
    (pad,) = placed(0x53, 0x28)
    assert pad.kind == "s3k_dez_conveyor_pad" and sizes(pad) == (0x8B, 0x10, 0x11, 0x80)
    assert placed(0x53, 0) == []


@pytest.mark.parametrize("subtype, x_flip", [(0x28, False), (0x01, True), (0xB0, False), (0x81, True)])
def test_conveyor_pad_moves_and_carries_once_stood_on(subtype, x_flip):
    """loc_479F0: the frame after the landing, anim = the X-flip; loc_47A14
    from the next: y + 1 (- 1 with bit 7) for (subtype & $7F) * 8 frames, the
    rider 2 px a frame (+2 while anim is 0), and the landing that started it
    toggles anim on that first moving frame (bchg on a standing bit that was
    clear at the last such frame)."""
    (pad,) = placed(0x53, subtype, x_flip)
    o, p = stand_on(pad)
    count, step = (subtype & 0x7F) * 8, -1 if subtype & 0x80 else 1
    x0 = int(p.raw.x[0]) >> 16
    o.update(p, 0)  # loc_479F0: anim = $31, no move yet
    assert (o.state(0), int(o.raw.y[0, 0]) >> 16, int(p.raw.x[0]) >> 16) == ("moving", OY, x0)
    first = -2 if x_flip else 2  # anim = $31 on the first moving frame: the carry, then the toggle
    for t in range(1, count + 3):
        if t == 31:  # he has ridden 30 frames (2 px a frame the other way from the second): he leaves
            p.raw.airborne[0], p.raw.ysp[0] = 1, -0x400
        o.update(p, 0)
        assert int(o.raw.y[0, 0]) >> 16 == OY + step * min(t, count), t
        if t <= 30:
            assert int(p.raw.x[0]) >> 16 == x0 + first - first * (t - 1), t
            assert p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 0x11 - SONIC_YR


def test_conveyor_pad_each_new_landing_turns_it():
    """sub_47A96 moves whoever its standing bits name (set by the last
    frame's solid, even if he has just jumped), then a landing after a frame
    without him toggles anim: the carry of that frame is still the old way."""
    (pad,) = placed(0x53, 0x02)
    o, p = stand_on(pad)
    o.update(p, 0)  # loc_479F0: anim 0
    o.update(p, 0)  # carried +2, then toggled to 1
    x = int(p.raw.x[0]) >> 16
    p.raw.airborne[0], p.raw.ysp[0] = 1, -0x400  # he jumps: still carried -2 by the old standing bit
    o.update(p, 0)
    assert int(p.raw.x[0]) >> 16 == x - 2 and p.raw.on_object[0] == -1
    o.update(p, 0)  # $30 cleared
    p.raw.x[0] = x << 16
    p.raw.y[0] = ((int(o.raw.y[0, 0]) >> 16) - 0x10 - SONIC_YR + 2) << 16
    p.raw.ysp[0] = 0x100
    o.update(p, 0)
    assert p.raw.on_object[0] == 0  # landed again
    o.update(p, 0)
    assert int(p.raw.x[0]) >> 16 == x - 2  # anim still 1, then toggled to 0
    o.update(p, 0)
    assert int(p.raw.x[0]) >> 16 == x


def test_conveyor_pad_whole_frames_and_broad_phase():
    objs = [KindObject("s3k_dez_conveyor_pad", 700, FLOOR - 0x40, subtype=0x04),
            KindObject("s3k_dez_conveyor_pad", 1100, FLOOR - 0x20, subtype=0x82, x_flip=True)]
    seq = [RIGHT] * 30 + [RIGHT | JUMP] * 12 + [0] * 90 + [RIGHT] * 100 + [RIGHT | JUMP] * 10 + [0] * 120
    broad_phase_agrees(objs, seq)


def test_conveyor_pad_placer_on_the_real_layouts():
    real_layout(("dez1", "dez2"), 0x53, "s3k_dez_conveyor_pad", 7, ("subtype", "x_flip"), keep=lambda r: r["subtype"])


# ----- Obj_DEZLiftPad --------------------------------------------------------------

def lift_reference(subtype, x_flip, stood):
    """sub_4757A and sub_4748E frame by frame (stood: the first player's
    standing bit each frame): the pad's (x, y) after each."""
    w = speed = cooldown = on = back = 0
    out = []
    n = subtype & 0xF
    for s in stood:
        if cooldown:
            cooldown -= 0 if s else 1
        elif on or s:
            on = 1
            speed += -8 if back else 8
            w = (w + speed) & 0xFFFF
            if speed == 0:
                if back:
                    cooldown = 30
                else:
                    on = 0
            far = (w >> 8) >= 0x20
            back = 0 if (back and not far) else (1 if (not back and far) else back)
        a = w >> 8
        d = a
        if subtype & 0x10:
            d = d + 0xC0 if subtype & 0x20 else -d
        elif subtype & 0x20:
            d = -d + 0x40
        d += 0x80
        if x_flip:
            d = -d + 0x80
        if n < 2:
            out.append((OX, OY))
            continue
        sy, cx = int(hp.sine(d & 0xFF)) << 12, int(hp.cosine(d & 0xFF)) << 12
        dy, dx = ((n + 1) * sy) >> 16, ((n + 1) * cx) >> 16
        out.append((OX + dx + (0x20 if x_flip else -0x20), OY + dy))
    return out


@pytest.mark.parametrize("subtype, x_flip", [(0x07, False), (0x27, False), (0x27, True), (0x17, False),
                                             (0x37, True), (0x03, False), (0x01, False)])
def test_lift_pad_swings_as_its_routine(subtype, x_flip):
    """Stood on from frame 0 for 200 frames (out, back, the cooldown held by
    the rider), then left: the cooldown, the swing home, and at rest."""
    (pad,) = placed(0x4E, subtype, x_flip)
    o = Objects([pad], 1, "s3k")
    stood = [True] * 200 + [False] * 160
    want = lift_reference(subtype, x_flip, stood)
    far = one_player("s3k", x=OX + 0x800, y=OY)
    for t, s in enumerate(stood):
        o.raw.standing[0, 0] = s  # the first player's standing bit as the routine reads it
        o.update(far, 0)
        assert ((int(o.raw.x[0, 0]) >> 16), int(o.raw.y[0, 0]) >> 16) == want[t], t
    assert o.state(0) == "waiting" and int(o.raw.phase[0, 0]) & 0xFFFF < 0x2000


def test_lift_pad_rest_position():
    """Angle 0: d = $80 (subtype 7: cosine -256, sine 0): x = x0 - $80 - $20;
    subtype $27: d = $C0 (sine -256): y = y0 - $80, x = x0 - $20."""
    for subtype, want in ((0x07, (OX - 0x80 - 0x20, OY)), (0x27, (OX - 0x20, OY - 0x80))):
        (pad,) = placed(0x4E, subtype)
        o = Objects([pad], 1, "s3k")
        o.update(one_player("s3k", x=OX + 0x800, y=OY), 0)
        assert ((int(o.raw.x[0, 0]) >> 16), int(o.raw.y[0, 0]) >> 16) == want


def test_lift_pad_whole_frames_and_broad_phase():
    """Landed on (it swings him out and back, carried), then left."""
    objs = [KindObject("s3k_dez_lift_pad", 800, FLOOR - 0x30, subtype=0x07),
            KindObject("s3k_dez_lift_pad", 1300, FLOOR - 0x28, subtype=0x27, x_flip=True)]
    seq = [RIGHT] * 20 + [RIGHT | JUMP] * 14 + [0] * 200 + [RIGHT] * 150 + [RIGHT | JUMP] * 14 + [0] * 150
    broad_phase_agrees(objs, seq)


def test_lift_pad_placer_on_the_real_layouts():
    real_layout(("dez1",), 0x4E, "s3k_dez_lift_pad", 7, ("subtype", "x_flip"))


# ----- the rows left out ------------------------------------------------------------

@pytest.mark.parametrize("object_id", [0x4C, 0x56, 0x57, 0x59, 0x5A, 0x5B, 0x5C, 0x5E, 0x5F])
def test_takeovers_and_triggers_set_no_collision(object_id):
    """Read in sonic3k.asm: no collision_flags and no solid routine in any
    subtype, so not counted as colliding; the row says what they do."""
    from hedgephys.levels import catalogue
    assert catalogue.CODE_FLAGS[("sk2", object_id)] == (False, False)
    assert catalogue.REASONS_BY_ID[("sk2", object_id)].startswith("no collision: ")


@pytest.mark.parametrize("object_id", [0x4B, 0x4D, 0x53, 0x58, 0x60, 0xA6, 0xA7, 0xB6, 0xB7, 0xB8])
def test_rows_left_out_name_their_routine(object_id):
    from hedgephys.levels import catalogue
    why = catalogue.REASONS_BY_ID[("sk2", object_id)]
    assert why.endswith(": not modelled") and any(label in why for label in ("loc_", "sub_", "word_", "Obj_"))
