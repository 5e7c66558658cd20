"""A seeded fuzz of the whole step: random terrain, random player state (every
raw field, over its whole range where the binding allows it), random objects
of every kind, every game, character and fix, random buttons.

Each case is one environment: a player (with its copy of the world's objects)
stepped for FRAMES frames. The properties: nothing crashes or reads out of
bounds (CI also runs this file under AddressSanitizer and
UndefinedBehaviorSanitizer, see .ci/run), the result does not depend on the
thread count or on how the frames are split into calls, and the only errors
are the documented Python exceptions.

HEDGEPHYS_FUZZ_CASES sets the number of cases (default 4,096; the sanitizer
run of .ci/run uses 100,000).
"""
import os

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.objects import STATE_FIELDS, STATE_NAMES
from hedgephys.shields import SHIELDS
from helpers import random_objects, random_tileset

CASES = int(os.environ.get("HEDGEPHYS_FUZZ_CASES", "4096"))
ENVS = 512             # cases per world
FRAMES = 48
WORLDS = max(1, -(-CASES // ENVS))  # at least CASES cases
FIX_NAMES = sorted(hp.FIXES)


def random_map(rng, tiles):
    rows, cols = int(rng.integers(1, 48)), int(rng.integers(1, 64))
    ids = rng.integers(0, len(tiles), (rows, cols))
    ids[rng.random((rows, cols)) < 0.5] = 0
    flags = rng.integers(0, 16, (rows, cols)) << 12
    cells = (ids | flags).astype(np.uint16)
    cells_b = None
    if rng.random() < 0.5:
        cells_b = cells.copy()
        cells_b[rng.random((rows, cols)) < 0.3] = 1
    wrap = {}
    if rng.random() < 0.3:
        wrap["wrap_y"] = int(2 ** int(np.ceil(np.log2(max(rows * 16, 16)))) * int(rng.choice([1, 2])))
    if rng.random() < 0.2:
        wrap["wrap_x"] = int(2 ** int(np.ceil(np.log2(max(cols * 16, 16)))))
    return hp.TileMap(cells, tiles, cells_b, **wrap)


def randomize_players(rng, players, terrain, n_objects):
    """Every raw field over its dtype's range, then the values the binding
    checks brought into range; positions mostly near the map."""
    n = players.n
    for name in players.fields:
        arr = getattr(players.raw, name)
        info = np.iinfo(arr.dtype)
        arr[:] = rng.integers(info.min, info.max, n, dtype=arr.dtype, endpoint=True)
    r = players.raw
    w, h = terrain.size_px
    near = rng.random(n) < 0.9
    r.x[near] = (rng.integers(-48, w + 48, near.sum()) % 65536).astype(np.uint32) << 16 | \
        rng.integers(0, 65536, near.sum()).astype(np.uint32)
    r.y[near] = (rng.integers(-48, h + 48, near.sum()) % 65536).astype(np.uint32) << 16 | \
        rng.integers(0, 65536, near.sum()).astype(np.uint32)
    r.layer[:] = rng.integers(0, 2, n)
    r.on_object[:] = rng.integers(-1, n_objects, n) if n_objects else -1
    # flags mostly clear, so that ordinary play is covered as well
    for name in ("dead", "crushed", "hurt"):
        getattr(r, name)[rng.random(n) < 0.9] = 0
    small = rng.random(n) < 0.7
    for name in ("xsp", "ysp", "gsp"):
        getattr(r, name)[small] = rng.integers(-0x1000, 0x1000, small.sum())
    # a shield is one of the game's values (the step refuses others: test_moves_shields)
    r.shield[:] = rng.choice(np.array(sorted(SHIELDS.values()), np.uint8), n)


def randomize_objects(rng, objects):
    o = objects.raw
    shape = o.x.shape
    o.standing[:] = rng.integers(0, 2, shape) * (rng.random(shape) < 0.2)
    o.pushed[:] = rng.integers(0, 2, shape) * (rng.random(shape) < 0.2)
    o.present[:] = rng.random(shape) < 0.9
    # any state of each object's kind (the registry's; the binding rejects others)
    states = [sorted(STATE_NAMES.get(kind, {0: "none"})) for kind in objects.kinds]
    picked = np.array([[rng.choice(s) for s in states] for _ in range(shape[0])]).reshape(shape)
    o.state[:] = picked * (rng.random(shape) < 0.3)
    o.xsp[:] = rng.integers(-0x800, 0x800, shape)
    o.ysp[:] = rng.integers(-0x800, 0x800, shape)


def state_of(players, objects):
    out = {f: getattr(players.raw, f).copy() for f in players.fields}
    if objects is not None:
        out.update({"o." + f: getattr(objects.raw, f).copy() for f in STATE_FIELDS})
    return out


def copy_state(src_p, src_o, dst_p, dst_o):
    for f in src_p.fields:
        getattr(dst_p.raw, f)[:] = getattr(src_p.raw, f)
    if src_o is not None:
        for f in STATE_FIELDS:
            getattr(dst_o.raw, f)[:] = getattr(src_o.raw, f)


@pytest.mark.parametrize("world", range(WORLDS))
def test_fuzz_step(world):
    rng = np.random.default_rng(0x5EED0000 + world)
    game = str(rng.choice(list(hp.GAMES)))
    # the game's own characters (Sonic 3 alone has no Knuckles)
    character = str(rng.choice([c for c, code in hp.CHARACTERS.items()
                                if hp.rules.GAME_TRAITS[game]["characters"] >> code & 1]))
    fixes = [f for f in FIX_NAMES if rng.random() < 0.2]
    terrain = random_map(rng, random_tileset(rng))
    descriptions = random_objects(rng, *terrain.size_px)
    make = lambda: (hp.Players(ENVS, game, character, fixes),  # noqa: E731
                    hp.Objects(descriptions, ENVS, game) if descriptions else None)
    p1, o1 = make()
    randomize_players(rng, p1, terrain, len(descriptions))
    if o1 is not None:
        randomize_objects(rng, o1)
    buttons = rng.integers(0, 32, (FRAMES, ENVS), dtype=np.uint8)
    p2, o2 = make()
    copy_state(p1, o1, p2, o2)
    start = state_of(p1, o1)

    rec = p1.step(terrain, buttons, objects=o1, threads=2, record=["x", "y", "airborne"])
    # the same frames in calls of 1, 7 and the rest, on one thread
    for a, b in ((0, 1), (1, 8), (8, FRAMES)):
        p2.step(terrain, buttons[a:b], objects=o2, threads=1)
    end1, end2 = state_of(p1, o1), state_of(p2, o2)
    for name in end1:
        assert np.array_equal(end1[name], end2[name]), (world, name)
    assert rec["x"].shape == (FRAMES, ENVS) and np.array_equal(rec["x"][-1], p1.raw.x)
    # a snapshot taken before the run, restored, replays the run bit for bit
    copy_state(p1, o1, p2, o2)
    snap = p2.snapshot(objects=o2)
    for name, value in start.items():
        (getattr(p2.raw, name) if not name.startswith("o.") else getattr(o2.raw, name[2:]))[:] = value
    p2.step(terrain, buttons, objects=o2, threads=1)
    for name, value in state_of(p2, o2).items():
        assert np.array_equal(value, end1[name]), (world, "replay", name)
    p2.restore(snap, objects=o2)
    for name, value in state_of(p2, o2).items():
        assert np.array_equal(value, end1[name]), (world, "restore", name)
