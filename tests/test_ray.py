"""hedgephys.ray on a local Ray instance (2 CPUs, started once for the
module): rollout pools and vector-environment pools give the same bits as one
process for any number of actors, explicit button sources, the level sent as
plain arrays, argument errors, and the progress bar's default. If Ray is
installed but cannot start, the tests fail with the reason."""
import hashlib
import os
import pickle

import numpy as np
import pytest

if os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):   # CI installs the [ray] extra
    import ray
else:
    ray = pytest.importorskip("ray", reason="Ray is not installed: pip install 'hedgephys[ray]'")

import hedgephys as hp  # noqa: E402
from hedgephys.ray import RolloutPool, VectorEnvPool, pack, random_buttons, split, unpack  # noqa: E402
from hedgephys.ray.progress import progress_bar, wanted  # noqa: E402

FIELDS = ["x", "y", "xsp", "gsp", "angle", "airborne", "anim"]


def _needs_gym():
    """VectorEnvPool needs gymnasium (in CI, always installed: the test extra has it)."""
    if not os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):
        pytest.importorskip("gymnasium", reason="gymnasium is not installed: pip install 'hedgephys[gym]'")


@pytest.fixture(scope="module", autouse=True)
def local_ray():
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, configure_logging=False)
    except Exception as exc:   # noqa: BLE001  (any failure to start is the test's failure)
        pytest.fail(f"Ray is installed but a local instance could not start: {type(exc).__name__}: {exc}")
    yield
    ray.shutdown()


def _level():
    lv = hp.default_level()
    return hp.Level(lv.tilemap, lv.start, objects=(hp.SolidBox(300, 170, 16, 16), hp.Monitor(500, 176),
                                                   hp.PushBlock(700, 176)))


def _digest(arrays):
    h = hashlib.sha256()
    for a in arrays:
        h.update(np.ascontiguousarray(a).tobytes())
    return h.hexdigest()


def _local(level, n, buttons):
    players = hp.Players(n)
    objects = hp.Objects(level.objects, n, "s2")
    players.place(x=level.start[0], y=level.start[1])
    rec = players.step(level.tilemap, buttons, objects=objects, record=FIELDS)
    return _digest(rec[f] for f in FIELDS)


def test_pack_sends_arrays():
    lv = _level()
    tm = lv.tilemap
    assert np.array_equal(pickle.loads(pickle.dumps(tm)).cells, tm.cells)   # (a TileMap pickles too)
    loops = hp.LoopChunks([["plain", "loop"]])
    wrapped = hp.TileMap(tm.cells, tm.tileset, tm.cells_b, wrap_y=256, loops=loops)
    back = unpack(pickle.loads(pickle.dumps(pack(hp.Level(wrapped, lv.start, objects=lv.objects)))))
    assert np.array_equal(back.tilemap.cells, tm.cells) and np.array_equal(back.tilemap.cells_b, tm.cells_b)
    assert back.tilemap.wrap_y == 256 and np.array_equal(back.tilemap.loops.kinds, loops.kinds)
    assert back.objects == lv.objects and back.start == lv.start
    assert np.array_equal(back.tilemap.tileset.heights, tm.tileset.heights)
    x, y = np.arange(0, 1600, 7), np.full(229, 150)
    assert np.array_equal(back.tilemap.cast(x, y).distance, wrapped.cast(x, y).distance)
    assert isinstance(unpack(pack(tm)), hp.TileMap)
    with pytest.raises(TypeError, match="Level or a hedgephys.TileMap"):
        pack("level")


def test_random_buttons_do_not_depend_on_how_they_are_cut():
    whole = random_buttons(9, 300, 50, hold=3)
    assert whole.shape == (300, 50) and whole.dtype == np.uint8
    cut = np.concatenate([random_buttons(9, 100, np.arange(50), hold=3),
                          random_buttons(9, 200, np.arange(50), start=100, hold=3)])
    assert np.array_equal(cut, whole)
    assert np.array_equal(random_buttons(9, 300, np.arange(20, 50), hold=3), whole[:, 20:])
    blocks = whole.reshape(100, 3, 50)
    assert (blocks == blocks[:, :1]).all()                    # held for 3 frames
    assert not np.array_equal(random_buttons(10, 300, 50, hold=3), whole)
    counts = np.bincount(random_buttons(1, 1000, 64).ravel(), minlength=32)
    assert counts.min() > 1500 and counts.max() < 2500      # uniform over the 32 masks (2000 each)
    assert set(np.unique(random_buttons(1, 500, 8, choices=[hp.R, hp.R | hp.J]))) == {hp.R, hp.R | hp.J}
    with pytest.raises(ValueError, match="0..31"):
        random_buttons(1, 5, 2, choices=[40])
    with pytest.raises(ValueError, match="hold"):
        random_buttons(1, 5, 2, hold=0)


@pytest.mark.parametrize("actors", [1, 2, 3])
def test_rollout_pool_has_the_bits_of_one_process(actors):
    lv, n, frames = _level(), 37, 400
    with RolloutPool(lv, n, actors=actors, cpus=2 / actors) as pool:
        got = pool.rollout(frames, seed=5, hold=6, record=FIELDS, chunk=150)
        final = pool.state(["x", "y"])
    assert all(got[f].shape == (frames, n) for f in FIELDS)
    assert _digest(got[f] for f in FIELDS) == _local(lv, n, random_buttons(5, frames, n, hold=6))
    assert np.array_equal(final["x"], got["x"][-1]) and np.array_equal(final["y"], got["y"][-1])
    assert np.unique(got["x"][-1]).size > n // 2              # the players went different ways


def test_rollout_pool_with_explicit_buttons_continues_and_resets():
    lv, n = _level(), 12
    buttons = np.random.default_rng(0).integers(0, 32, (200, n)).astype(np.uint8)
    with RolloutPool(lv, n, actors=2) as pool:
        first = pool.rollout(120, buttons=buttons[:120], record=FIELDS)
        second = pool.rollout(80, buttons=buttons[120:], record=FIELDS)
        pool.reset()
        again = pool.rollout(200, buttons=buttons, record=FIELDS)
        snaps = pool.snapshots()
    both = {f: np.concatenate([first[f], second[f]]) for f in FIELDS}
    assert _digest(both[f] for f in FIELDS) == _digest(again[f] for f in FIELDS) == _local(lv, n, buttons)
    assert len(snaps) == 2 and all(isinstance(s, bytes) for s in snaps)


def test_rollout_pool_errors_name_the_argument():
    lv = _level()
    with pytest.raises(ValueError, match="must not exceed"):
        RolloutPool(lv, 2, actors=3)
    with pytest.raises(ValueError, match="start"):
        RolloutPool(lv.tilemap, 2)
    with pytest.raises(ValueError, match="unknown game|game"):
        RolloutPool(lv, 2, game="s9")
    with RolloutPool(lv, 4, actors=2) as pool:
        with pytest.raises(ValueError, match="exactly one button source"):
            pool.rollout(10)
        with pytest.raises(ValueError, match=r"\(frames, n_envs\)"):
            pool.rollout(10, buttons=np.zeros((10, 3), np.uint8))
        with pytest.raises(ValueError, match="0..31"):
            pool.rollout(2, buttons=np.full((2, 4), 99))
        with pytest.raises(KeyError, match="no player field named 'speed'"):
            pool.rollout(10, seed=1, record=["speed"])
        with pytest.raises(ValueError, match="fixed-point step"):
            pool.reset(x=10.001)
        with pytest.raises(ValueError, match=r"shape \(4,\)"):
            pool.reset(y=[1.0, 2.0])


def test_split_covers_every_environment_once():
    for n, parts in ((10, 3), (5, 5), (1000, 7)):
        r = split(n, parts)
        assert r[0][0] == 0 and r[-1][1] == n and all(a[1] == b[0] for a, b in zip(r, r[1:]))
        assert max(hi - lo for lo, hi in r) - min(hi - lo for lo, hi in r) <= 1


def _transitions(tr):
    keys = sorted(tr["obs"])
    return _digest([tr["action"], tr["reward"], tr["terminated"], tr["truncated"]]
                   + [tr["obs"][k] for k in keys] + [tr["last_obs"][k] for k in keys])


def test_vector_env_pool_matches_one_vector_env():
    _needs_gym()
    from hedgephys.gym import HedgephysVectorEnv

    n, steps, kw = 6, 90, dict(max_episode_steps=40, start_jitter=8, window_radius=2)
    env = HedgephysVectorEnv(n, _level(), **kw)
    obs, _ = env.reset(seed=3)
    actions = random_buttons(11, steps, n)
    rec = {"obs": {k: [] for k in obs}, "action": actions.astype(np.int64), "reward": [], "terminated": [],
           "truncated": []}
    for t in range(steps):
        for k in obs:
            rec["obs"][k].append(obs[k].copy())
        obs, r, te, tu, _ = env.step(actions[t])
        rec["reward"].append(r)
        rec["terminated"].append(te)
        rec["truncated"].append(tu)
    local = {k: np.array(v) for k, v in rec.items() if k != "obs"}
    local["obs"] = {k: np.array(v) for k, v in rec["obs"].items()}
    local["last_obs"] = obs
    assert local["truncated"].sum() >= n * 2               # episodes ended and were reset
    digests = set()
    for actors in (1, 2):
        with VectorEnvPool(n, _level(), actors=actors, seed=3, **kw) as pool:
            first = pool.collect(50, seed=11)
            rest = pool.collect(steps - 50, actions=actions[50:])
        whole = {k: np.concatenate([first[k], rest[k]]) for k in ("action", "reward", "terminated", "truncated")}
        whole["obs"] = {k: np.concatenate([first["obs"][k], rest["obs"][k]]) for k in first["obs"]}
        whole["last_obs"] = rest["last_obs"]
        digests.add(_transitions(whole))
    assert digests == {_transitions(local)}


def test_vector_env_pool_runs_a_policy_in_the_actors():
    _needs_gym()

    def right_when_slow(obs):    # hold right, jump while the x speed is below 2 px/frame
        return np.where(obs["player"][:, 2] < 2.0, hp.R | hp.J, hp.R)

    with VectorEnvPool(4, actors=2, seed=0, max_episode_steps=500) as pool:
        tr = pool.collect(60, policy=right_when_slow)
        assert tr["obs"]["player"].shape == (60, 4, 11) and tr["obs"]["terrain"].shape == (60, 4, 33, 33)
        assert set(np.unique(tr["action"])) == {hp.R, hp.R | hp.J}
        assert tr["reward"].sum() > 0
        with pytest.raises(ValueError, match="exactly one action source"):
            pool.collect(5, seed=1, policy=right_when_slow)
        with pytest.raises(ValueError, match="shape"):
            pool.collect(5, actions=np.zeros((5, 3), int))
    with pytest.raises(ValueError, match="must not exceed"):
        VectorEnvPool(1, actors=2)
    with pytest.raises(ValueError, match="max_episode_steps"):
        VectorEnvPool(2, max_episode_steps=0)


def test_progress_bar_is_off_inside_tests_and_on_when_asked(capsys):
    from hedgephys.ray.progress import _Off

    assert wanted(None) is False and wanted(True) is True and wanted(False) is False
    assert isinstance(progress_bar(10, "rollout", "frames", None), _Off)
    bar = progress_bar(10, "rollout", "frames", True)
    assert not isinstance(bar, _Off)
    bar.close()
    capsys.readouterr()
    with RolloutPool(_level(), 2, actors=1) as pool:
        pool.rollout(5, seed=0)
        assert "rollout" not in capsys.readouterr().err
        pool.rollout(5, seed=0, progress=True)
        assert "rollout" in capsys.readouterr().err


def test_asking_for_more_cpus_than_the_cluster_has_raises_at_once():
    from hedgephys.ray import PlacementError
    from hedgephys.ray.pool import check_cpus

    assert check_cpus(2, 1) == 1.0
    with pytest.raises(PlacementError, match=r"3 actors x 2 CPUs each ask for 6 CPUs but the Ray cluster has 2 "
                                             r"\([\d.]+ free\)"):   # (actors of earlier tests may still be ending)
        check_cpus(3, 2)
    with pytest.raises(ValueError, match="cpus must be a number > 0"):
        check_cpus(1, 0)
    # issue 22: this used to warn, then wait in the constructor for ever
    with pytest.raises(PlacementError, match=r"ask for 4 CPUs but the Ray cluster has 2 \([\d.]+ free\)"):
        RolloutPool(_level(), 16, actors=2, threads=2)
    _needs_gym()
    with pytest.raises(PlacementError, match=r"ask for 4 CPUs but the Ray cluster has 2"):
        VectorEnvPool(4, actors=2, cpus=2)


def test_actors_that_cannot_be_placed_in_time_raise_with_the_numbers():
    from hedgephys.ray import PlacementError

    with RolloutPool(_level(), 2, actors=2, cpus=1):          # holds both CPUs
        with pytest.raises(PlacementError, match=r"placed 0 of 1 actors within 2 s: the actors ask for 1 CPUs "
                                                 r"\(1 each\) and the cluster has [\d.]+ CPUs free of 2"):
            RolloutPool(_level(), 2, actors=1, placement_timeout=2)
        with pytest.raises(ValueError, match="placement_timeout must be a number of seconds > 0"):
            RolloutPool(_level(), 2, actors=1, placement_timeout=0)
    with RolloutPool(_level(), 2, actors=1, placement_timeout=30) as pool:   # the waiting actor was ended
        assert pool.state()["x"].shape == (2,)


def test_benchmark_script_prints_its_figures(capsys):
    _needs_gym()
    from helpers import load_benchmark

    bench = load_benchmark("bench_ray")
    bench.main(["--players", "8", "--frames", "5", "--envs", "4", "--steps", "3", "--repeat", "1"])
    out = capsys.readouterr().out
    for words in ("8 players x 5 frames", "one process, 2 threads:", "RolloutPool, 2 actors:",
                  "4 envs x 3 steps", "one HedgephysVectorEnv:", "VectorEnvPool, 2 actors:"):
        assert words in out, words
    assert ray.is_initialized()          # it used the running instance and left it running


def test_docs_examples_run(monkeypatch, capsys, tmp_path):
    _needs_gym()
    import pathlib
    import re

    doc = pathlib.Path(__file__).resolve().parents[1] / "docs" / "ray.md"
    blocks = re.findall(r"```python\n(.*?)```", doc.read_text(), re.S)
    assert len(blocks) == 5
    monkeypatch.chdir(tmp_path)                  # the video example writes run.gif
    calls = []
    monkeypatch.setattr(ray, "init", lambda *a, **kw: calls.append((a, kw)))   # the module's instance is running
    for block in blocks:
        exec(compile(block, "docs/ray.md", "exec"), {})
    assert {"num_cpus": 2} in [kw for _, kw in calls] and {"address": "auto"} in [kw for _, kw in calls]
    assert "best: jump below" in capsys.readouterr().out
    assert (tmp_path / "run.gif").read_bytes()[:6] == b"GIF89a"


def test_ray_and_imageio_stay_optional():
    import subprocess
    import sys

    code = ("import sys, hedgephys, hedgephys.plot, hedgephys.video; "
            "print(sorted(m for m in ('ray', 'imageio', 'gymnasium') if m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout.strip() == "[]"
    code = "import sys; sys.modules['ray'] = None; import hedgephys.ray"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode != 0 and "pip install 'hedgephys[ray]'" in done.stderr


def test_flat_observations_are_collected_as_one_array():
    from hedgephys.ray.vector import _concat, _map, _store

    flat = np.arange(6).reshape(2, 3)
    buffers = _map(lambda v: np.zeros((4,) + v.shape, v.dtype), flat)
    _store(buffers, 2, flat)
    assert buffers.shape == (4, 2, 3) and np.array_equal(buffers[2], flat) and not buffers[1].any()
    assert _concat([buffers, buffers[:, :1]], axis=1).shape == (4, 3, 3)
    nested = {"a": flat}
    both = _map(lambda v: np.zeros((4,) + v.shape, v.dtype), nested)
    _store(both, 1, nested)
    assert np.array_equal(both["a"][1], flat) and _concat([both, both], axis=1)["a"].shape == (4, 4, 3)
