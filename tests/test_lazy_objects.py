"""Stale objects (cpp/hedgephys/lazy_objects.hpp): platforms that ride the
global oscillators and retracting spikes skip their frames while no player is near them and are
caught up exactly when one comes near and at the end of every call. Every
state a caller can read must be the one of running every object every frame:
the batch step is compared with step_stages (every routine, every frame) and
with itself with the shortcut switched off (HEDGEPHYS_LAZY_OBJECTS=0), on
layouts spread as a real act spreads its objects."""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys.objects import STATE_FIELDS, MovingPlatform, SwingingPlatform
from hedgephys.s1_path_kinds import S1GlassBlock
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

WIDTH = 160 * 16
# The subtypes whose motion is a pure function of the oscillators (they may
# lag), with some of every other kind of motion among them: still (0), the
# falling ones (3), the rising one (8), S3K's rising (7) and its own-counter
# (12) and square (8-11) types, S2's full-solid bit (0x80).
LAZY_SUBTYPES = {"s1": [1, 2, 5, 6, 0xA, 0xB, 0xC], "s2": [1, 2, 5, 6, 0xA, 0xB, 0xC, 0xD, 0x81, 0x85],
                 "s3k": [1, 2, 3, 4, 5, 6], "cd": [1, 2, 5, 6]}
OTHER_SUBTYPES = {"s1": [0, 3, 8], "s2": [0, 3, 8, 0x80], "s3k": [0, 7, 8, 11, 12], "cd": [0, 3]}


def platforms_act(game, seed, n=220):
    """n objects along a wide floor, by x as a layout lists them: mostly
    oscillating platforms (low enough to land on, some within reach of each
    other so that a carried player meets the next one), swinging platforms
    (S1 and Sonic CD, which runs S1's routines), S1's glass blocks, retracting
    spikes (their own counters), rings and solids."""
    rng = np.random.default_rng(seed)
    objs = []
    swinging = game in ("s1", "cd")
    while len(objs) < n:
        x, pick = int(rng.integers(150, WIDTH - 150)), int(rng.integers(0, 10))
        if pick < 6:
            pool = LAZY_SUBTYPES[game] if pick < 5 else OTHER_SUBTYPES[game]
            objs.append(MovingPlatform(x, FLOOR - int(rng.choice([12, 30, 60])), subtype=int(rng.choice(pool)),
                                       width_radius=int(rng.choice([16, 24, 32])),
                                       x_flip=bool(rng.integers(0, 2))))
        elif pick == 6 and game == "s1" and rng.integers(0, 3) == 0:  # Marble's glass blocks (oscillator 4)
            objs.append(S1GlassBlock(x, FLOOR - 130, subtype=int(rng.integers(1, 3))))
        elif pick == 6 and swinging:
            objs.append(SwingingPlatform(x, FLOOR - int(rng.integers(60, 110)), subtype=int(rng.integers(1, 7)),
                                         x_flip=bool(rng.integers(0, 2))))
        elif pick < 9:
            objs.append(hp.Hitbox(x, FLOOR - 40, 6, 6, reaction="increment"))
        elif game != "cd" and rng.integers(0, 2):  # retracting spikes: up, sideways, down
            sub = int(rng.choice([0x01, 0x02, 0x11, 0x12, 0x51, 0x52]))
            objs.append(hp.objects.Spikes(x, FLOOR - 16, sub, y_flip=bool(rng.integers(0, 2))))
        else:
            objs.append(hp.SolidBox(x, FLOOR - 16, int(rng.integers(4, 24)), 16))
    return sorted(objs[:n], key=lambda o: o.x)


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_lagging_platforms_as_step_stages(game):
    """A player running and jumping through 220 objects, most of them
    oscillating platforms: the batch step (stale platforms caught up when he
    comes near and at the end of each call, in calls of 1, 2, 3, 5, ...
    frames) equals step_stages frame by frame."""
    objs = platforms_act(game, 3)
    rng = np.random.default_rng(4)
    seq = [2] * 200 + list(rng.choice([2, 18, 18, 1, 16, 0], 200)) + [1] * 150 + [17] * 60
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 300, game)
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def _run(game, objs, buttons, starts, calls, monkeypatch, lazy):
    """The players (every field, every frame) and the objects (every state
    field and the oscillators, after every call) of a batch stepped through
    buttons in calls of the given lengths, with or without stale objects."""
    monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", "1" if lazy else "0")
    n = buttons.shape[1]
    p = hp.Players(n, game=game)
    p.place(x=starts, y=FLOOR - 20, grounded=True)
    o = hp.Objects(objs, n, game)
    frames, after = [], []
    k = 0
    for size in calls:
        rec = p.step(WIDE, buttons[k:k + size], objects=o, record=p.fields)
        frames.append(rec)
        after.append({name: getattr(o.raw, name).copy() for name in STATE_FIELDS} | {"osc": o.oscillators.copy()})
        k += size
    return frames, after


def _lazy_as_eager(game, objs, buttons, starts, calls, monkeypatch):
    """_run with stale objects and without: every player field of every frame
    and every object field after every call the same. Returns the lazy run."""
    lazy = _run(game, objs, buttons, starts, calls, monkeypatch, lazy=True)
    eager = _run(game, objs, buttons, starts, calls, monkeypatch, lazy=False)
    for c, (a, b) in enumerate(zip(lazy[0], eager[0])):
        for name in a:
            assert np.array_equal(a[name], b[name]), (c, name)
    for c, (a, b) in enumerate(zip(lazy[1], eager[1])):
        for name in a:
            assert np.array_equal(a[name], b[name]), (c, name)
    return lazy


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_lazy_equals_every_object_every_frame(game, monkeypatch):
    """70 environments (more than a block of 64) started along the act, 400
    frames of random play in calls of 1 to 150 frames: with stale objects and
    with every object run every frame, every player field of every frame and
    every object field after every call are the same."""
    objs = platforms_act(game, 7, n=260)
    n = 70
    buttons = np.random.default_rng(8).choice(np.array([2, 2, 18, 1, 17, 16, 0], np.uint8), (400, n))
    starts = np.linspace(200, WIDTH - 200, n).round()
    calls = [1, 2, 3, 150, 1, 7, 90, 3, 143]
    lazy = _lazy_as_eager(game, objs, buttons, starts, calls, monkeypatch)
    # the platforms did ride their oscillators: the runs compare moving objects
    assert not np.array_equal(lazy[1][0]["x"], lazy[1][-1]["x"])


def test_lazy_switch_named_value_only(monkeypatch):
    """Only "0" switches the shortcut off; the results agree either way, and
    with a dead player the oscillators (and so the stale platforms) stop."""
    objs = platforms_act("s2", 11, n=120)
    buttons = np.full((120, 3), 2, np.uint8)
    runs = []
    for value in ("0", "", "yes"):
        monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", value)
        p = hp.Players(3, game="s2")
        p.place(x=[300, 1200, 2200], y=FLOOR - 20, grounded=True)
        p.raw.dead[1] = 1
        o = hp.Objects(objs, 3, "s2")
        p.step(WIDE, buttons[:60], objects=o)
        p.step(WIDE, buttons[60:], objects=o)
        runs.append((p.raw.x.copy(), o.raw.x.copy(), o.raw.x_prev.copy(), o.oscillators.copy()))
    for run in runs[1:]:
        for a, b in zip(run, runs[0]):
            assert np.array_equal(a, b)
    osc = runs[0][3]
    assert not np.array_equal(osc[0], osc[1])  # environment 1's player is dead: its table did not move


def test_vector_env_sees_caught_up_objects(monkeypatch):
    """The gym's vector env (env_step.cpp: several frames a step, stale
    objects caught up before the observation): the observations (the nearest
    objects' places included), rewards and flags agree with the shortcut on
    and off."""
    from hedgephys.gym import HedgephysVectorEnv
    objs = platforms_act("s1", 13, n=150)
    actions = np.random.default_rng(14).integers(0, 32, (60, 6))
    runs = []
    for value in ("1", "0"):
        monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", value)
        env = HedgephysVectorEnv(6, WIDE, start=(500, FLOOR - 20), game="s1", objects=objs, frame_skip=7,
                                 nearest_objects=6)
        obs, _ = env.reset(seed=1)
        out = [{k: v.copy() for k, v in obs.items()}]
        for a in actions:
            obs, reward, terminated, truncated, _ = env.step(a)
            out.append({k: v.copy() for k, v in obs.items()} | {"reward": reward.copy(), "ended": terminated | truncated})
        runs.append(out)
    for a, b in zip(*runs):
        for name in a:
            assert np.array_equal(a[name], b[name]), name
    assert not np.array_equal(runs[0][1]["objects"], runs[0][-1]["objects"])


def metropolis_act(seed, n=40):
    """Metropolis's moving kinds along the floor, as S2's placers make them
    from layout records: cogs (Obj70, eight teeth each), large rotating
    platforms (Obj6E), square blocks (Obj6B, types 1-4 oscillating, 8-B
    stairs), floor spikes (Obj6D) and spiky blocks (Obj68, their spikes)."""
    from hedgephys.levels.placing import Placement, placers
    table = placers()
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        x = int(rng.integers(300, WIDTH - 300))
        oid, sub, y = [(0x70, 0, FLOOR - 0x60), (0x6E, int(rng.choice([0, 1, 2, 3, 0x10])), FLOOR - 0x50),
                       (0x6B, int(rng.choice([1, 2, 3, 4, 8, 9])), FLOOR - 0x60),
                       (0x6D, int(rng.integers(0, 0x80)), FLOOR - 8),
                       (0x68, int(rng.integers(0, 4)), FLOOR - 0x40)][i % 5]
        rec = Placement("s2", "mtz1", "s2", i, x, y, oid, sub, bool(rng.integers(0, 2)), False, False)
        out += table[("s2", oid)](rec)
    return sorted(out, key=lambda o: o.x)


@pytest.mark.parametrize("calls", [[1, 2, 3, 150, 1, 7, 90, 3, 143], [2600, 1, 99]])
def test_metropolis_kinds_lazy_equal_every_frame(calls, monkeypatch):
    """Metropolis's cogs, rotating platforms, oscillating square blocks and
    spikes (kinds/s2_cog.cpp, s2_rot_platform.cpp, s2_square_platform.cpp,
    s2_mtz_spike.cpp) lag while no player is near: a cog tooth is a function
    of the counter's steps since its first frame, a spike runs the frames it
    missed (whole periods of $200 frames skipped once settled: the 2600-frame
    call). With and without stale objects, every player field of every frame
    and every object field after every call are the same."""
    objs = metropolis_act(5)
    n = 96
    frames = sum(calls)
    rng = np.random.default_rng(6)
    buttons = rng.choice(np.array([2, 2, 18, 1, 17, 16, 0, 0, 0], np.uint8), (frames, n))
    buttons[:1800, ::2] = 0  # half the players stand still for a long time, then move
    starts = np.linspace(200, WIDTH - 200, n).round()
    lazy = _lazy_as_eager("s2", objs, buttons, starts, calls, monkeypatch)
    hurt = sum(int(np.count_nonzero(rec["hurt"])) for rec in lazy[0])
    assert hurt > 0  # players met the spikes
