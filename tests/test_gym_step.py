"""The vector environment's one-call step (_core.env_step, docs/gym.md
"What is computed where"): frame skip, the compact observation, the reused
buffers, the terrain window's fast paths, determinism over thread counts and
the checks at the core boundary."""
import hashlib
import os
import warnings

import numpy as np
import pytest

if os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):
    import gymnasium as gym
else:
    gym = pytest.importorskip("gymnasium")

import hedgephys as hp  # noqa: E402
from gymnasium.utils.env_checker import check_env, data_equivalence  # noqa: E402
from gymnasium.vector import AutoresetMode, SyncVectorEnv  # noqa: E402
from hedgephys import _core  # noqa: E402
from hedgephys.gym import (  # noqa: E402
    COMPACT_FIELDS, OBJECT_FIELDS, PLAYER_FIELDS, HedgephysEnv, HedgephysVectorEnv,
)
from helpers import UNDER_ASAN, load_benchmark, wait_child  # noqa: E402

FLOOR_Y = 172.0
OVER_PIT = dict(start=(568.0, FLOOR_Y), start_jitter=24)
OBJECTS = (hp.SolidBox(184, 176, 16, 16), hp.Monitor(360, 176), hp.Hitbox(450, 180, 8, 8, reaction="increment"))


def same(a, b):
    return data_equivalence(a, b, exact=True)


def column(obs, name):
    return obs["player"][..., PLAYER_FIELDS.index(name)]


# ----- Gymnasium's checkers with the new options ----------------------------------------------

@pytest.mark.parametrize("kwargs", [dict(observation="compact"), dict(frame_skip=3),
                                    dict(observation="compact", frame_skip=2, objects=OBJECTS)])
def test_check_env_passes_with_the_new_options(kwargs):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(HedgephysEnv(**kwargs), skip_render_check=True)


@pytest.mark.parametrize("mode", list(AutoresetMode))
@pytest.mark.parametrize("kwargs", [dict(frame_skip=3), dict(observation="compact", objects=OBJECTS)])
def test_vector_env_matches_sync_vector_env_with_the_new_options(mode, kwargs):
    n, kw = 4, dict(OVER_PIT, max_episode_steps=15, **kwargs)
    vec = HedgephysVectorEnv(n, autoreset_mode=mode, **kw)
    sync = SyncVectorEnv([lambda: HedgephysEnv(**kw)] * n, autoreset_mode=mode)
    assert vec.observation_space == sync.observation_space
    assert same(vec.reset(seed=7), sync.reset(seed=7))
    rng = np.random.default_rng(3)
    ends = 0
    for _ in range(70):
        actions = rng.integers(0, 32, n)
        got, want = vec.step(actions), sync.step(actions)
        assert same(got, want)
        ends += (got[2] | got[3]).sum()
        if mode == AutoresetMode.DISABLED and (got[2] | got[3]).any():
            ended = got[2] | got[3]
            assert same(vec.reset(options={"reset_mask": ended}), sync.reset(options={"reset_mask": ended.copy()}))
    assert ends > 0


# ----- frame skip ------------------------------------------------------------------------------

def test_frame_skip_is_k_frames_with_the_rewards_summed():
    k, n = 4, 6
    kw = dict(start=(300.0, FLOOR_Y), start_jitter=30, max_episode_steps=None)
    skip = HedgephysVectorEnv(n, frame_skip=k, **kw)
    one = HedgephysVectorEnv(n, **kw)
    obs, _ = skip.reset(seed=2)
    assert same(obs, one.reset(seed=2)[0])
    rng = np.random.default_rng(5)
    for _ in range(50):
        actions = rng.integers(0, 32, n)
        obs, reward, terminated, truncated, info = skip.step(actions)
        total = np.zeros(n)
        for _ in range(k):
            o, r, te, *_ = one.step(actions)
            total += r
            assert not te.any()                            # (no episode ends here)
        assert same(obs, o) and same(reward, total) and not terminated.any()
    assert np.any(column(obs, "x") != 300)


def test_an_episode_ending_inside_the_skip_ends_there():
    """Over the pit: the step holding the terminating frame stops on it; the
    observation and the summed reward are those of that frame."""
    k = 8
    one = HedgephysEnv(start=(568.0, FLOOR_Y), max_episode_steps=None)
    one.reset()
    frames, total = 0, 0.0
    while True:
        obs_one, r, terminated, *_ = one.step(hp.R)
        frames, total = frames + 1, total + r
        if terminated:
            break
    assert frames % k != 0                                 # it ends inside a step
    skip = HedgephysEnv(start=(568.0, FLOOR_Y), max_episode_steps=None, frame_skip=k)
    skip.reset()
    returns = 0.0
    for step in range(1, 1000):
        obs, r, terminated, truncated, _ = skip.step(hp.R)
        returns += r
        if terminated:
            break
    assert step == -(-frames // k) and not truncated
    assert same(obs, obs_one) and returns == total


def test_frame_skip_counts_steps_for_truncation_and_resets_in_the_core():
    vec = HedgephysVectorEnv(2, frame_skip=5, max_episode_steps=3)
    vec.reset(seed=0)
    flags = [vec.step(np.full(2, hp.R))[3].tolist() for _ in range(4)]
    assert flags == [[False, False], [False, False], [True, True], [False, False]]
    assert vec.players.x.tolist() == [64.0, 64.0]         # the fourth step was the autoreset


def test_python_reward_fn_is_called_per_frame_and_frames_not_stepped_count_zero():
    calls = []

    def per_frame(prev, state):
        calls.append(1)
        return np.ones(len(state["x"]))

    k = 7
    one = HedgephysEnv(start=(568.0, FLOOR_Y), max_episode_steps=None)
    one.reset()
    frames = 1
    while not one.step(0)[2]:
        frames += 1                                        # the frame the fall ends on
    vec = HedgephysVectorEnv(2, start=(568.0, FLOOR_Y), frame_skip=k, reward_fn=per_frame,
                             max_episode_steps=None)
    vec.reset()
    vec.players.place(1, x=100.0)                          # player 0 falls into the pit
    rewards = []
    while True:
        _, reward, terminated, _, _ = vec.step(np.zeros(2, int))
        rewards.append(reward.copy())
        if terminated[0]:
            break
    assert len(calls) == k * len(rewards) and len(rewards) == -(-frames // k)
    assert rewards[-1].tolist() == [frames - k * (len(rewards) - 1), k] and frames % k != 0
    assert all(r.tolist() == [k, k] for r in rewards[:-1])
    assert vec.step(np.zeros(2, int))[1].tolist() == [0, k]   # the autoreset step: no frame


def test_python_reward_gives_the_default_reward_exactly():
    kw = dict(frame_skip=3, max_episode_steps=20, **OVER_PIT)
    fast = HedgephysVectorEnv(5, **kw)
    slow = HedgephysVectorEnv(5, reward_fn=lambda prev, state: state["x"] - prev["x"], **kw)
    assert same(fast.reset(seed=1), slow.reset(seed=1))
    rng = np.random.default_rng(0)
    for _ in range(40):
        actions = rng.integers(0, 32, 5)
        assert same(fast.step(actions), slow.step(actions))


# ----- the compact observation -------------------------------------------------------------------

SENSORS = {  # name: (dx, dy as functions of the radii), direction, solidity
    "floor_left": (lambda xr, yr: (-xr, yr), "down", "top"),
    "floor_right": (lambda xr, yr: (xr, yr), "down", "top"),
    "ceiling_left": (lambda xr, yr: (-xr, -yr), "up", "lrb"),
    "ceiling_right": (lambda xr, yr: (xr, -yr), "up", "lrb"),
    "wall_left": (lambda xr, yr: (-10, 0), "left", "lrb"),
    "wall_right": (lambda xr, yr: (10, 0), "right", "lrb"),
    "ledge_left": (lambda xr, yr: (-32, yr), "down", "top"),
    "ledge_right": (lambda xr, yr: (32, yr), "down", "top"),
}


@pytest.mark.parametrize("game", ["s2", "cd"])
def test_compact_observation_is_the_players_state_and_sensor_casts(game):
    n = 64
    vec = HedgephysVectorEnv(n, game=game, observation="compact", start_jitter=40, objects=OBJECTS[:2],
                             start=(200.0, FLOOR_Y), layer_zones=[], nearest_objects=3)
    obs, _ = vec.reset(seed=3)
    vec.players.raw.layer[::2] = 1                         # half of them on layer B (no zone here)
    rng = np.random.default_rng(1)
    seen_b = False
    tm = vec.level.tilemap
    for t in range(150):
        obs, *_ = vec.step(rng.choice([hp.R, hp.R | hp.J, hp.L, 0, hp.D], n))
        if t % 30:
            continue
        r, p = vec.players.raw, vec.players
        assert obs.dtype == np.int32 and obs.shape == (n, len(COMPACT_FIELDS) + 3 * len(OBJECT_FIELDS))
        col = {name: obs[:, i] for i, name in enumerate(COMPACT_FIELDS)}
        assert col["x"].tolist() == r.x.view(np.int32).tolist() and col["y"].tolist() == r.y.view(np.int32).tolist()
        assert (col["x"] / 65536).tolist() == np.where(p.x >= 32768, p.x - 65536, p.x).tolist()
        assert col["x_speed"].tolist() == r.xsp.tolist() and col["ground_speed"].tolist() == r.gsp.tolist()
        assert col["y_speed"].tolist() == r.ysp.tolist() and col["angle"].tolist() == r.angle.tolist()
        assert col["grounded"].tolist() == p.grounded.tolist() and col["layer"].tolist() == r.layer.tolist()
        assert col["rolling"].tolist() == (r.rolling != 0).tolist()
        assert col["facing_left"].tolist() == (r.facing_left != 0).tolist()
        px, py = r.x.astype(np.int64) >> 16, r.y.astype(np.int64) >> 16
        layers = np.where(r.layer == 1, "b", "a")
        seen_b |= (r.layer == 1).any()
        for name, (offset, direction, solidity) in SENSORS.items():
            dx, dy = offset(r.xr.astype(np.int64), r.yr.astype(np.int64))
            want = tm.cast(px + dx, py + dy, direction, solidity, layers, game=game).distance
            assert col[name].tolist() == want.tolist(), name
        rows = obs[:, len(COMPACT_FIELDS):].reshape(n, 3, len(OBJECT_FIELDS))
        o = vec.objects.raw
        dx = (((o.x >> 16).astype(np.int64) - px[:, None] + 0x8000) & 0xFFFF) - 0x8000
        dy = (((o.y >> 16).astype(np.int64) - py[:, None] + 0x8000) & 0xFFFF) - 0x8000
        # the present objects, nearest first (ties in the level's order), then a row of zeros
        d = np.where(o.present != 0, dx * dx + dy * dy, np.iinfo(np.int64).max)
        order = np.argsort(d, axis=1, kind="stable")
        shown = np.take_along_axis(o.present != 0, order, axis=1)
        want_dx = np.where(shown, np.take_along_axis(dx, order, axis=1), 0)
        assert rows[:, :2, 0].tolist() == want_dx.tolist() and rows[:, :2, 2].tolist() == shown.astype(int).tolist()
        assert not rows[:, 2].any()
        assert obs in vec.observation_space
    assert seen_b


def test_compact_and_dict_environments_run_the_same_players():
    kw = dict(frame_skip=2, objects=OBJECTS, **OVER_PIT)
    a, b = HedgephysVectorEnv(7, **kw), HedgephysVectorEnv(7, observation="compact", **kw)
    oa, _ = a.reset(seed=4)
    ob, _ = b.reset(seed=4)
    rng = np.random.default_rng(2)
    for _ in range(80):
        actions = rng.integers(0, 32, 7)
        oa, ra, ta, ua, _ = a.step(actions)
        ob, rb, tb, ub, _ = b.step(actions)
        assert same((ra, ta, ua), (rb, tb, ub))
        assert (ob[:, :2] / 65536).astype(np.float32).tolist() == oa["player"][:, :2].tolist()
        objects = ob[:, len(COMPACT_FIELDS):].reshape(oa["objects"].shape)
        assert objects.tolist() == oa["objects"].tolist()


# ----- buffers --------------------------------------------------------------------------------

def test_step_reuses_the_observation_buffers_and_reset_returns_copies():
    vec = HedgephysVectorEnv(3)
    first, _ = vec.reset(seed=0)
    a, reward, *_ = vec.step(np.full(3, hp.R))
    b, reward2, *_ = vec.step(np.full(3, hp.R))
    assert a["player"] is b["player"] and a["terrain"] is b["terrain"]     # reused: copy to keep
    assert reward is not reward2
    assert column(first, "x").tolist() == [64.0] * 3                        # untouched by the steps
    compact = HedgephysVectorEnv(2, observation="compact")
    compact.reset()
    assert compact.step(np.zeros(2, int))[0] is compact.step(np.zeros(2, int))[0]
    single = HedgephysEnv()
    single.reset()
    assert single.step(0)[0]["player"] is not single.step(0)[0]["player"]   # the single env copies


# ----- the terrain window's fast paths --------------------------------------------------------

def reference_window(image, planes, height, width, x, y, layer, offsets):
    """The window as window.hpp defines it, in numpy: 16-bit wrap, clamp to the padding."""
    img = image.reshape(planes, height + 1, width + 1)[np.minimum(layer, planes - 1)]
    sx = np.minimum((((x >> 16)[:, None] + offsets) & 0xFFFF), width)
    sy = np.minimum((((y >> 16)[:, None] + offsets) & 0xFFFF), height)
    return img[np.arange(len(x))[:, None, None], sy[:, :, None], sx[:, None, :]]


@pytest.mark.parametrize("radius,stride", [(16, 8), (5, 3), (0, 4), (7, 1)])
def test_the_terrain_window_equals_its_definition_everywhere(radius, stride):
    n = 400
    vec = HedgephysVectorEnv(n, window_radius=radius, window_stride=stride)
    vec.reset()
    rng = np.random.default_rng(radius)
    width, height = vec.level.tilemap.size_px
    # inside, near every edge, left of / above the map (negative words) and near 65535
    x = np.concatenate([rng.integers(0, width, n // 2), rng.integers(-200, 200, n // 8),
                        rng.integers(width - 200, width + 200, n // 8), rng.integers(65300, 65536, n // 4)])
    y = np.concatenate([rng.integers(-40, height + 40, n // 2), rng.integers(0, height, n // 2)])
    vec.players.place(x=x.astype(float) % 65536, y=y.astype(float) % 65536, grounded=False)
    vec.players.raw.layer[:] = rng.integers(0, 2, n)
    vec._sim._arrays.observe()
    terrain = vec._sim.observe()["terrain"]
    image, planes, h, w, _ = vec._sim._view.source(stride)
    offsets = stride * np.arange(-radius, radius + 1)
    r = vec.players.raw
    want = reference_window(image, planes, h, w, r.x.astype(np.int64), r.y.astype(np.int64),
                            r.layer.astype(np.int64), offsets)
    assert terrain.tolist() == want.tolist()
    assert terrain.any() and not terrain.all()


# ----- determinism over thread counts -----------------------------------------------------------

def run_hash(threads, **kwargs):
    n = 150                                                # above the single-thread small-call size
    vec = HedgephysVectorEnv(n, threads=threads, start=(400.0, FLOOR_Y), start_jitter=40,
                             max_episode_steps=50, **kwargs)
    digest = hashlib.sha256()
    obs, _ = vec.reset(seed=9)
    rng = np.random.default_rng(4)
    ended = 0
    for _ in range(120):
        obs, reward, terminated, truncated, info = vec.step(rng.integers(0, 32, n))
        ended += (terminated | truncated).sum()
        for part in [obs] if isinstance(obs, np.ndarray) else list(obs.values()):
            digest.update(part.tobytes())
        for part in (reward, terminated, truncated, info["events"], vec.players.raw.x, vec.players.raw.y):
            digest.update(part.tobytes())
    assert ended > 0
    return digest.hexdigest()


@pytest.mark.parametrize("kwargs", [dict(), dict(observation="compact", frame_skip=3, objects=OBJECTS),
                                    dict(frame_skip=2, objects=OBJECTS, autoreset_mode="SameStep")])
def test_the_step_is_identical_for_every_thread_count(kwargs):
    hashes = {threads: run_hash(threads, **kwargs) for threads in (1, 2, 4)}
    assert len(set(hashes.values())) == 1, hashes


# ----- errors ----------------------------------------------------------------------------------

@pytest.mark.parametrize("kwargs,error,match", [
    (dict(frame_skip=0), ValueError, "frame_skip must be >= 1"),
    (dict(frame_skip=2.0), TypeError, "frame_skip must be an int"),
    (dict(frame_skip=1001), ValueError, "frame_skip must be <= 1000"),
    (dict(observation="pixels"), ValueError, "observation must be one of 'dict', 'compact'"),
    (dict(observation=None), ValueError, "observation must be one of"),
    (dict(threads=300), ValueError, "threads must be <= 256"),
])
def test_bad_new_arguments(kwargs, error, match):
    with pytest.raises(error, match=match):
        HedgephysEnv(**kwargs)
    with pytest.raises(error, match=match):
        HedgephysVectorEnv(2, **kwargs)


def test_the_core_step_checks_its_arrays():
    vec = HedgephysVectorEnv(3)
    vec.reset()
    a = vec._sim._arrays
    buttons = np.zeros(3, np.uint8)
    a.step(buttons, None)
    for name, bad, error, match in [
            ("reward", np.zeros(3, np.float32), TypeError, "reward must have dtype float64"),
            ("steps", np.zeros(4, np.int64), ValueError, "steps has shape"),
            ("terminated", np.zeros(3, np.uint8), TypeError, "terminated must have dtype bool"),
            ("zones", np.zeros((1, 4), np.int64), ValueError, "zones has shape")]:
        good = getattr(a, name)
        setattr(a, name, bad)
        with pytest.raises(error, match=match):
            a.step(buttons, None)
        setattr(a, name, good)
    with pytest.raises(ValueError, match="buttons"):
        a.step(np.full(3, 40, np.uint8), None)
    a.obs["player"] = np.zeros((3, 9), np.float32)
    with pytest.raises(ValueError, match=r"obs\['player'\]"):
        a.step(buttons, None)
    with pytest.raises(ValueError, match="frame_skip"):
        _core.env_step(vec.players._batch, vec.level.tilemap._terrain, None, buttons, None, a.start_x,
                       a.start_y, a.steps, a.reward, a.terminated, a.truncated, a.frames, a.events, None,
                       0, 0, a.bottom, a.zones, {}, None, None, 1)


def test_the_benchmark_script_prints_its_figures(capsys):
    bench = load_benchmark("bench_gym")
    bench.main(["--envs", "8", "--steps", "8", "--repeat", "1"])
    out = capsys.readouterr().out
    for line in ("core step", "dict observation", "compact observation", "frame_skip=4, compact",
                 "Python reward_fn"):
        assert line in out
    assert out.count("x the core step") == 2          # the dict and compact ratios


def test_concurrent_and_forked_steps_give_the_same_results():
    """The core's worker pool (threads.hpp): two Python threads stepping their
    own environments at once (one of them without the pool), and a forked
    child (whose pool is its own), give the hashes of a lone run."""
    import threading
    want = run_hash(2)
    got = {}
    workers = [threading.Thread(target=lambda k=k: got.__setitem__(k, run_hash(2))) for k in range(3)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    assert got == {0: want, 1: want, 2: want}
    if not hasattr(os, "fork") or UNDER_ASAN:  # (helpers.UNDER_ASAN says why)
        return
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)    # (fork with threads alive)
        pid = os.fork()
    if pid == 0:                                           # the child never returns to pytest
        code = 1
        try:
            code = 0 if run_hash(2) == want else 1
        finally:
            os._exit(code)
    assert wait_child(pid) == 0
