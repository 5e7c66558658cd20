"""A seeded fuzz of two surfaces a user feeds from outside: the level loader
over corrupted checkouts, and the vector environment over random arguments.

* Levels: the miniature checkouts of synthetic_checkouts.py, one file of an
  act spoiled per case (truncated, emptied, grown past its format, bytes
  changed to wrong ids, replaced by another file of the checkout, by a
  folder, a FIFO, a link to /dev/zero, a dangling or looping link). The load
  either gives a level, which a player then runs through, or raises
  ``LevelError`` naming the file; nothing else, and never a hang (FIFOs and
  devices are not read).
* The vector environment: random maps, objects and constructor arguments
  (many out of range), resets with random options and steps with random
  actions, some of them invalid, with the map or the batch spoiled between
  calls. Only the documented errors come out, and a call that raises leaves
  every array as it was (check first, then act).

CI runs this file under AddressSanitizer and UndefinedBehaviorSanitizer (see
.ci/run). HEDGEPHYS_SURFACE_FUZZ_CASES sets the number of cases of each
(default 200; the sanitizer run uses 10,000).
"""
import functools
import os
import warnings

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels import LevelError
from synthetic_checkouts import write_all
from helpers import random_objects, random_tileset

CASES = int(os.environ.get("HEDGEPHYS_SURFACE_FUZZ_CASES", "200"))
PARTS = 8    # each fuzz runs as PARTS tests of CASES / PARTS cases
ACTS = [("s1", "ghz1"), ("s1", "lz3"), ("s2", "ehz1"), ("s2", "mtz1"), ("s3k", "aiz1"), ("s3k", "icz1"),
        ("s3k", "mhz1")]


# ----- levels ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def checkouts(tmp_path_factory):
    return write_all(tmp_path_factory.mktemp("fuzz_checkouts"))


@pytest.fixture(scope="module", autouse=True)
def cached_kosinski():
    """The decoder is a pure function of its input: its results are kept by
    input, so that the cases spend their time on the spoiled file."""
    from hedgephys.levels import kosinski

    original = kosinski.decompress
    kosinski.decompress = functools.lru_cache(maxsize=256)(original)
    yield
    kosinski.decompress = original


def _spoil(rng, root, rel, files):
    """Spoil root/rel one way at random; returns what was done."""
    path = root.joinpath(*rel.split("/"))
    data = path.read_bytes()
    how = int(rng.integers(0, 11))
    path.unlink()
    if how == 0:
        path.write_bytes(data[:int(rng.integers(0, max(len(data), 1)))])
        return "truncated"
    if how == 1:
        path.write_bytes(b"")
        return "empty"
    if how == 2:
        path.write_bytes(data)
        with open(path, "ab") as f:
            f.truncate(len(data) + int(rng.choice([1, 64, 1 << 12, 1 << 18, 1 << 20])))   # sparse
        return "grown"
    if how in (3, 4):   # wrong ids: bytes changed, some to 0xFF
        spoilt = bytearray(data)
        for _ in range(int(rng.integers(1, 9))):
            if spoilt:
                spoilt[int(rng.integers(0, len(spoilt)))] = 0xFF if how == 4 else int(rng.integers(0, 256))
        path.write_bytes(bytes(spoilt))
        return "bytes changed"
    if how == 5:
        other = root.joinpath(*str(rng.choice(files)).split("/"))
        path.write_bytes(other.read_bytes() if other.exists() else b"")
        return "another file"
    if how == 6:
        path.mkdir()
        return "a folder"
    if how == 7 and hasattr(os, "mkfifo"):
        os.mkfifo(path)
        return "a FIFO"
    if how == 8 and os.path.exists("/dev/zero"):
        os.symlink("/dev/zero", path)
        return "/dev/zero"
    if how == 9:
        os.symlink(path.name + ".nowhere", path)
        return "a dangling link"
    if how == 10:
        os.symlink(path.name, path)
        return "a looping link"
    path.write_bytes(data[::-1])
    return "reversed"


def _restore(root, rel, data):
    path = root.joinpath(*rel.split("/"))
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.write_bytes(data)


@pytest.mark.parametrize("part", range(PARTS))
def test_fuzz_level_loader(checkouts, part):
    rng = np.random.default_rng(0x1E7E1000 + part)
    outcomes = {"loaded": 0, "refused": 0}
    for case in range(part, CASES, PARTS):
        game, act = ACTS[int(rng.integers(0, len(ACTS)))]
        root = checkouts[game]
        files = [f for f in hp.levels.ACTS[game][act].files if root.joinpath(*f.split("/")).is_file()]
        rel = str(rng.choice(files))
        original = root.joinpath(*rel.split("/")).read_bytes()
        how = _spoil(rng, root, rel, files)
        try:
            level = hp.levels.load(root, act)
        except LevelError as e:
            # the spoilt file, or the other one of a pair that no longer agrees
            assert any(f in str(e) for f in files), (case, rel, how, e)
            outcomes["refused"] += 1
        else:
            outcomes["loaded"] += 1
            players = hp.Players(2, game=level.game)
            players.place(x=level.start[0], y=level.start[1])
            players.set_level_bounds(level.camera, wrap_y=level.wrap_y)
            objects = hp.Objects(level.objects, 2, level.game) if level.objects else None
            players.step(level.tilemap, np.full((30, 2), hp.R, np.uint8), objects=objects)
        finally:
            _restore(root, rel, original)
    assert CASES < PARTS * 20 or min(outcomes.values()) > 0, outcomes


# ----- the vector environment -----------------------------------------------------------------

def _choice(rng, good, bad, p_bad=0.08):
    """A valid value drawn by ``good(rng)``, or now and then one of ``bad``."""
    return bad[int(rng.integers(0, len(bad)))] if rng.random() < p_bad else good(rng)


def _small_map(rng):
    tiles = random_tileset(rng)
    rows, cols = int(rng.integers(1, 20)), int(rng.integers(1, 40))
    ids = rng.integers(0, len(tiles), (rows, cols))
    ids[rng.random((rows, cols)) < 0.5] = 0
    cells = (ids | (rng.integers(0, 16, (rows, cols)) << 12)).astype(np.uint16)
    cells_b = cells.copy() if rng.random() < 0.5 else None
    if cells_b is not None:
        cells_b[rng.random((rows, cols)) < 0.3] = 1
    return hp.TileMap(cells, tiles, cells_b)


def _kwargs(rng, tilemap):
    from gymnasium.vector import AutoresetMode

    w, h = tilemap.size_px
    start = (float(rng.integers(0, w)) + float(rng.integers(0, 256)) / 256, float(rng.integers(0, h)))
    kw = dict(
        level=tilemap,
        num_envs=_choice(rng, lambda r: int(r.integers(1, 7)), [0, -1, 2.5, True]),
        start=_choice(rng, lambda r: start, [(-5.0, 10.0), (w + 1.0, 0.0), (1.0, 2.0, 3.0), (0.001, 1.0)]),
        frame_skip=_choice(rng, lambda r: int(r.integers(1, 9)), [0, 1001, "2"]),
        max_episode_steps=_choice(rng, lambda r: [None, int(r.integers(1, 20)), 2 ** 63 - 1][int(r.integers(0, 3))],
                                  [0, 2 ** 63, 1.5]),
        window_radius=_choice(rng, lambda r: int(r.integers(0, 7)), [-1, 40_000]),
        window_stride=_choice(rng, lambda r: int(r.integers(1, 40)), [0, 65537, 10 ** 9]),
        observation=_choice(rng, lambda r: ["dict", "compact"][int(r.integers(0, 2))], ["pixels", 3]),
        autoreset_mode=_choice(rng, lambda r: list(AutoresetMode)[int(r.integers(0, 3))], ["sometimes"]),
        start_jitter=_choice(rng, lambda r: int(r.integers(0, 4)), [-1, 10 ** 6]),
        threads=_choice(rng, lambda r: int(r.integers(1, 4)), [0, 300]),
        game=_choice(rng, lambda r: str(r.choice(list(hp.GAMES))), ["s4"]),
    )
    if rng.random() < 0.4:
        kw["objects"] = random_objects(rng, w, h)
    if rng.random() < 0.1:   # (a reward_fn runs after the step; one that fails cannot undo it)
        kw["reward_fn"] = lambda prev, state: state["x"] - prev["x"]
    return kw


def _state(vec):
    sim = vec._sim
    out = {"p." + k: v.copy() for k, v in vars(sim.players.raw).items()}
    if sim.objects is not None:
        out.update({"o." + k: v.copy() for k, v in vars(sim.objects.raw).items()})
    out.update({"obs." + k: v.copy() for k, v in sim._arrays.obs.items()})
    out["steps"], out["ended"] = sim.steps.copy(), vec._ended.copy()
    return out


def _unchanged(before, after, where):
    for k in before:
        assert np.array_equal(before[k], after[k]), (where, k)


def _spoil_env(rng, vec):
    """Now and then spoil the map or a player's layer; returns how to undo it."""
    tm, raw = vec.level.tilemap, vec.players.raw
    what = int(rng.integers(0, 12))
    if what == 0:
        r, c = int(rng.integers(0, tm.shape[0])), int(rng.integers(0, tm.shape[1]))
        old = int(tm.cells[r, c])
        tm.cells[r, c] = 0xFFF
        return lambda: tm.cells.__setitem__((r, c), old)
    if what == 1:
        i, old = int(rng.integers(0, len(raw.layer))), None
        old = int(raw.layer[i])
        raw.layer[i] = 2
        return lambda: raw.layer.__setitem__(i, old)
    return lambda: None


def _call(rng, vec, where, fn, *args, **kwargs):
    """Call fn; an error must be a documented one and change nothing."""
    before = _state(vec)
    try:
        return fn(*args, **kwargs)
    except (ValueError, TypeError, RuntimeError) as e:
        if isinstance(e, RuntimeError):
            assert "DISABLED" in str(e), (where, e)
        _unchanged(before, _state(vec), where)
        return None


def _actions(rng, n):
    pick = rng.random()
    if pick < 0.9:
        return rng.integers(0, 32, n)
    return [rng.integers(0, 40, n), rng.integers(0, 32, n + 1), rng.random(n), -rng.integers(1, 3, n)][
        int(rng.integers(0, 4))]


@pytest.mark.parametrize("part", range(PARTS))
def test_fuzz_vector_env(part):
    gym = pytest.importorskip("hedgephys.gym")
    rng = np.random.default_rng(0xE7F0000 + part)
    built = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)   # a missing tile read as empty (compact observation)
        warnings.simplefilter("ignore", UserWarning)
        for case in range(part, CASES, PARTS):
            tilemap = _small_map(rng)
            kw = _kwargs(rng, tilemap)
            n = kw.pop("num_envs")
            try:
                vec = gym.HedgephysVectorEnv(n, **kw)
            except (ValueError, TypeError):
                continue
            built += 1
            w, h = tilemap.size_px
            options = None if rng.random() < 0.7 else {
                "x": _choice(rng, lambda r: float(r.integers(0, w)), [-1.0, float(w), np.nan], p_bad=0.3)}
            if _call(rng, vec, (case, "first reset"), vec.reset, seed=int(rng.integers(0, 1000)),
                     options=options) is None:
                vec.reset(seed=0)
            for t in range(int(rng.integers(1, 6))):
                undo = _spoil_env(rng, vec)
                _call(rng, vec, (case, t, "step"), vec.step, _actions(rng, vec.num_envs))
                if rng.random() < 0.2:
                    mask = rng.random(vec.num_envs) < 0.5
                    _call(rng, vec, (case, t, "reset"), vec.reset, options={"reset_mask": mask})
                undo()
            _call(rng, vec, (case, "last step"), vec.step, np.zeros(vec.num_envs, np.int64))
    assert CASES < PARTS * 20 or built > 0
