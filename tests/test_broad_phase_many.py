"""The broad phase with hundreds of objects (broad_phase.cpp: the index of the
objects by placed x, each environment's busy and odd lists): one long `step`
equals `step_stages` (every routine, every frame) frame by frame, and the
result is the same on any number of threads. Random objects of every kind:
test_objects_properties.py test_broad_phase_with_hundreds_of_objects."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import hedgephys as hp
from hedgephys.objects import STATE_FIELDS, step_stages
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

WIDTH = 160 * 16


def act_like(seed, n=300, lo=200, hi=WIDTH - 200):
    """n objects along x as an act spreads them: rows of rings, badnik and
    special hitboxes, solids, monitors, push blocks, platforms and path
    swappers, in layout order (by x), from a seeded generator."""
    rng = np.random.default_rng(seed)
    objs = []
    while len(objs) < n:
        x, pick = int(rng.integers(lo, hi)), rng.integers(0, 10)
        if pick < 4:  # a row of rings, on the floor or at jump height
            y = FLOOR - int(rng.choice([10, 40]))
            objs += [hp.Hitbox(x + 24 * k, y, 6, 6, reaction="increment") for k in range(4)]
        elif pick == 4:
            objs.append(hp.Hitbox(x, FLOOR - 16, int(rng.integers(4, 20)), 16,
                                  reaction=str(rng.choice(["badnik", "hurt", "special"]))))
        elif pick == 5:
            objs.append(hp.SolidBox(x, FLOOR - 16, int(rng.integers(4, 32)), 16))
        elif pick == 6:
            objs.append(hp.Monitor(x, FLOOR - 16))
        elif pick == 7:
            objs.append(hp.PushBlock(x, FLOOR - 16))
        elif pick == 8:
            objs.append(hp.JumpThrough(x, FLOOR - 30, int(rng.integers(8, 48)), 4))
        else:
            objs.append(hp.PathSwapper(x, FLOOR - 20, int(rng.integers(0, 256))))
    return sorted(objs[:n], key=lambda o: o.x)


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
@pytest.mark.parametrize("seed", [0, 1])
def test_three_hundred_objects_act_like(seed, game):
    """300 objects over the map, a player running through them and back."""
    objs = act_like(seed)
    rng = np.random.default_rng(seed + 10)
    seq = [2] * 150 + list(rng.choice([2, 18, 1, 16, 0], 100)) + [1] * 150 + [18] * 40
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 400 + 200 * seed, game)
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def test_many_environments_on_any_thread_count():
    """150 environments (more than two blocks of 64) with 300 objects each,
    started along the map: every thread count gives the same players and
    objects, and a few of them, stepped routine by routine (step_stages) in a
    batch of their own, give the same again frame by frame."""
    n, objs = 150, act_like(5)
    buttons = np.random.default_rng(6).choice(np.array([2, 2, 18, 1, 16, 0], np.uint8), (90, n))
    starts = np.linspace(250, WIDTH - 250, n).round()
    some = [0, 37, 64, 101, 149]
    runs = []
    for threads, envs in ((1, range(n)), (2, range(n)), (3, range(n)), (None, some)):
        p = hp.Players(len(envs), game="s2")
        p.place(x=starts[list(envs)], y=FLOOR - 20, grounded=True)
        o = hp.Objects(objs, len(envs), "s2")
        if threads is None:  # the reference: every routine of every object, frame by frame
            x = np.zeros((len(buttons), len(envs)), np.uint32)
            for k, b in enumerate(buttons[:, some]):
                step_stages(p, WIDE, b, o)
                x[k] = p.raw.x
        else:
            x = p.step(WIDE, buttons, objects=o, threads=threads, record=["x"])["x"]
        runs.append((x.copy(), {name: getattr(o.raw, name).copy() for name in STATE_FIELDS}))
    for x, state in runs[1:3]:
        assert np.array_equal(x, runs[0][0])
        for name in STATE_FIELDS:
            assert np.array_equal(state[name], runs[0][1][name]), name
    x, state = runs[3]
    assert np.array_equal(x, runs[0][0][:, some])
    for name in STATE_FIELDS:
        assert np.array_equal(state[name], runs[0][1][name][some]), name
    assert (runs[0][1]["state"] == 5).sum() > 0  # rings were collected


@pytest.mark.parametrize("game", ["s2", "cd"])
def test_odd_objects(game):
    """Objects the index cannot stand for: solids wider than it indexes
    (radius > 128), objects moved away from where they were placed before
    the call, moving ones and a pushed block, among 200 rings."""
    objs = [hp.Hitbox(100 + 8 * i, FLOOR - 10, 6, 6, reaction="increment") for i in range(200)]
    objs += [hp.SolidBox(900, FLOOR - 8, 200, 8), hp.JumpThrough(1400, FLOOR - 30, 150, 4),
             hp.PushBlock(700, FLOOR - 16), hp.SolidBox(1200, FLOOR - 16, 8, 16, motion=(-0.5, 0)),
             hp.Hitbox(1000, FLOOR - 10, 6, 6, reaction="increment"),
             hp.Monitor(1100, FLOOR - 16)]
    seq = [2] * 200 + [18] * 40 + [1] * 150 + [2] * 120
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 60, game)
    for o in (o1, o2):  # placed at 1000 and 1100, now elsewhere
        o.raw.x[0, 204] = 400 << 16
        o.raw.x[0, 205] = 500 << 16
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def test_more_busy_objects_than_a_list_holds():
    """4,100 objects in reach at once (a list holds 4,096): no span, every
    object runs, the same result."""
    objs = [hp.Hitbox(300, FLOOR - 14, 6, 6, reaction="special") for _ in range(4100)]
    objs += [hp.Hitbox(330, FLOOR - 14, 6, 6, reaction="increment")]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 260, "s2")
    assert_same_as_stages(p1, o1, p2, o2, [2] * 60 + [1] * 20, world=WIDE)
    assert o1.raw.state[0, 4100] == 5


@pytest.mark.parametrize("game", ["s2", "s3k"])
@pytest.mark.parametrize("direction", [2, 1])
def test_search_finds_a_wider_window_behind_a_nearer_object(direction, game):
    """The index search stops once objects are placed further than the widest
    radius beyond the nearest busy pixel found: a wide hurting hitbox placed
    beyond a narrow one but reaching one pixel nearer must still bound the
    span. The player walks up slowly from each pixel before both edges, out
    of a third hitbox's reach (which makes the broad phase search again
    there)."""
    sign = 1 if direction == 2 else -1
    # going right: the narrow one (radius 6 + 8) at 1014 is busy from 1000, the
    # wide one (radius 30 + 8) at 1037 from 999; going left, mirrored about 1000
    objs = [hp.Hitbox(1000 + sign * 14, FLOOR - 14, 6, 6, reaction="special"),
            hp.Hitbox(1000 + sign * 37, FLOOR - 14, 30, 6, reaction="hurt")]
    for offset in range(1, 24):
        start = 1000 - sign * (offset + 1)
        behind = hp.Hitbox(start - sign * 12, FLOOR - 14, 6, 6, reaction="special")
        (p1, o1), (p2, o2) = broad_phase_worlds(objs + [behind], start, game)
        assert_same_as_stages(p1, o1, p2, o2, [direction] * 40, world=WIDE)


@settings(max_examples=25, deadline=None)
@given(data=st.data(), speed=st.integers(0x600, 0x3000), start=st.integers(300, 600),
       game=st.sampled_from(["s2", "s3k"]))
def test_lines_crossed_at_speed(data, speed, start, game):
    """A vertical path swapper is busy only at its own x, so a span reaches up
    to its line; a player flying fast enough passes the line and the windows
    beyond it in one frame. Lines, rings and boxes moved away from where
    they were placed (the odd list) ahead of a player flung rightwards."""
    xs = data.draw(st.lists(st.integers(start, start + 900), min_size=5, max_size=40))
    kinds = data.draw(st.lists(st.sampled_from(["line", "ring", "box"]), min_size=len(xs),
                               max_size=len(xs)))
    objs = []
    for x, kind in zip(xs, kinds):
        if kind == "line":
            objs.append(hp.PathSwapper(x, FLOOR - 40, data.draw(st.sampled_from([0x08, 0x09, 0x0A, 0x11]))))
        elif kind == "ring":
            objs.append(hp.Hitbox(x, FLOOR - 60, 6, 6, reaction="increment"))
        else:
            objs.append(hp.SolidBox(x, FLOOR - 70, data.draw(st.integers(2, 20)), 4))
    moved = data.draw(st.lists(st.integers(-60, 60), min_size=len(xs), max_size=len(xs)))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, start - 20, game)
    for p, o in ((p1, o1), (p2, o2)):
        p.place(x=start - 20, y=FLOOR - 60, x_speed=speed / 256, grounded=False)
        for i, kind in enumerate(kinds):
            if kind == "box":
                o.raw.x[0, i] = (xs[i] + moved[i]) << 16
    assert_same_as_stages(p1, o1, p2, o2, [0] * 40, world=WIDE)


@pytest.mark.parametrize("game", ["s2", "s3k"])
@pytest.mark.parametrize("speed", [0x3800, 0x4000, 0x4800])
def test_a_line_passed_with_an_odd_window_beyond_it(speed, game):
    """A quiet line at 500 bounds the span; in one frame the player flies
    past it and past the window of a box moved away from where it was
    placed (an odd object, looked at first). Nearer windows behind him then
    stop the index search before the line, so the pixels he went through
    must be swept for lines he crossed."""
    objs = [hp.PathSwapper(500, FLOOR - 40, 0x09), hp.SolidBox(900, FLOOR - 8, 2, 4)]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 420, game)
    for p, o in ((p1, o1), (p2, o2)):
        p.place(x=420, y=FLOOR - 60, x_speed=speed / 256, grounded=False)
        o.raw.x[0, 1] = 520 << 16  # its window: 507 .. 533
        o.raw.state[0, 0] = 1  # minus_side: the player's side, initialised
    assert_same_as_stages(p1, o1, p2, o2, [0] * 20, world=WIDE)
    assert o1.state(0) == "plus_side"
