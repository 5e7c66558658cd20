"""Test helper: the worlds of the broad phase's tests (test_objects_properties.py,
test_broad_phase_many.py), and the check that one long `step` equals
`step_stages` (every routine of every object, every frame)."""
import numpy as np

import hedgephys as hp
from hedgephys.objects import STATE_FIELDS, step_stages

# A floor at y = 144 with a pit at x = 352..383 (push blocks slide into it, E6/E7).
FLOOR = 144
FLOOR_WORLD = hp.TileMap(np.array([[0] * 40] * 9 + [[1] * 22 + [0] * 2 + [1] * 16], np.uint16),
                         hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))
# 160 cells (2,560 px) of floor at the same height, with two pits.
_ROW = [1] * 50 + [0] * 2 + [1] * 60 + [0] * 3 + [1] * 45
WIDE = hp.TileMap(np.array([[0] * 160] * 9 + [_ROW], np.uint16),
                  hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))


def broad_phase_worlds(objects, start, game, fixes=(), absent=()):
    out = []
    for _ in range(2):
        p = hp.Players(1, game=game, fixes=fixes)
        p.place(x=start, y=FLOOR - 20, grounded=True)
        o = hp.Objects(objects, 1, game)
        for i in absent:
            if i < len(objects):
                o.raw.present[0, i] = False
        out.append((p, o))
    return out


CHUNKS = (1, 2, 3, 5, 8, 13, 21)


def assert_same_as_stages(p1, o1, p2, o2, seq, world=FLOOR_WORLD):
    """p1 steps all of seq in one call, p2 runs it routine by routine: every
    frame's player state and the final object state agree. A copy of p1 then
    steps seq again in calls of 1, 2, 3, 5, ... frames: the object state
    (events included) agrees at the end of every call too."""
    p3, o3 = hp.Players(1, game=p1.game, fixes=p1.fixes), hp.Objects(o1.objects, 1, p1.game)
    for name in p1.fields:
        getattr(p3.raw, name)[:] = getattr(p1.raw, name)
    for name in STATE_FIELDS:
        getattr(o3.raw, name)[:] = getattr(o1.raw, name)
    buttons = np.array(seq, np.uint8)[:, None]
    rec = p1.step(world, buttons, objects=o1, record=p1.fields)
    objects_after = []
    for k, b in enumerate(seq):
        step_stages(p2, world, np.array([b], np.uint8), o2)
        objects_after.append({name: getattr(o2.raw, name).copy() for name in vars(o2.raw)})
        for name in p1.fields:
            assert rec[name][k, 0] == getattr(p2.raw, name)[0], (k, name)
    for name in vars(o1.raw):
        assert np.array_equal(getattr(o1.raw, name), getattr(o2.raw, name)), name
    assert np.array_equal(o1.oscillators, o2.oscillators)
    k = 0
    for size in CHUNKS * (len(seq) // sum(CHUNKS) + 1):
        if k >= len(seq):
            break
        p3.step(world, buttons[k:k + size], objects=o3)
        k = min(k + size, len(seq))
        for name, value in objects_after[k - 1].items():
            assert np.array_equal(getattr(o3.raw, name), value), (k, name)


def assert_lags_exactly(monkeypatch, objects, n, x_end, seed, game="s3k"):
    """`n` players spread over x 100 .. `x_end` of WIDE, running and jumping
    at random through `objects` in calls of 1 to 300 frames: with stale
    objects (lazy_objects.hpp, HEDGEPHYS_LAZY_OBJECTS=1) every player field
    of every frame and every object field after every call is the one of
    running every object every frame. Returns the lazy run's records."""
    buttons = np.random.default_rng(seed).choice(np.array([2, 2, 18, 1, 17, 16, 0], np.uint8), (700, n))
    runs = []
    for lazy in ("1", "0"):
        monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", lazy)
        p = hp.Players(n, game=game)
        p.place(x=np.linspace(100, x_end, n).round(), y=FLOOR - 20, grounded=True)
        o = hp.Objects(objects, n, game)
        frames, after, k = [], [], 0
        for size in (1, 2, 300, 3, 1, 150, 243):
            frames.append(p.step(WIDE, buttons[k:k + size], objects=o, record=p.fields))
            after.append({name: getattr(o.raw, name).copy() for name in STATE_FIELDS})
            k += size
        runs.append((frames, after))
    for a, b in zip(runs[0][0] + runs[0][1], runs[1][0] + runs[1][1]):
        for name in a:
            assert np.array_equal(a[name], b[name]), name
    return runs[0][0]
