"""Pickling and deep copies (issue 22 point 5): the map, the tiles, levels,
players, objects and both environments come back exactly (numpy arrays as
arrays), and go on exactly as the originals; Gymnasium's AsyncVectorEnv
with the spawn start method runs the environment; the vector environment's
call / get_attr / set_attr."""
import copy
import pickle

import numpy as np
import pytest

import hedgephys as hp

gymnasium = pytest.importorskip("gymnasium")
from hedgephys.gym import HedgephysEnv, HedgephysVectorEnv  # noqa: E402

BOXES = (hp.SolidBox(184, 176, 16, 16), hp.Monitor(360, 176))
ROUND_TRIPS = [lambda o: pickle.loads(pickle.dumps(o)), copy.deepcopy]


def _stepped_players():
    level = hp.default_level()
    p = hp.Players(3, game="s1", fixes=())
    p.place(x=64, y=172)
    p.set_level_bounds((0, 1000, 100))
    objs = hp.Objects(BOXES, 3, "s1")
    p.step(level.tilemap, np.full((40, 3), hp.R, np.uint8), objects=objs)
    return level, p, objs


@pytest.mark.parametrize("round_trip", ROUND_TRIPS, ids=["pickle", "deepcopy"])
def test_maps_tiles_and_levels_come_back_exactly(round_trip):
    level = hp.default_level()
    back = round_trip(level)
    assert isinstance(back.tilemap.cells, np.ndarray) and back.tilemap.cells is not level.tilemap.cells
    assert np.array_equal(back.tilemap.cells, level.tilemap.cells)
    assert np.array_equal(back.tilemap.cells_b, level.tilemap.cells_b)
    ts = round_trip(level.tilemap.tileset)
    assert all(np.array_equal(getattr(ts, k), getattr(level.tilemap.tileset, k)) for k in ("heights", "widths", "angles"))
    assert back.start == level.start and back.layer_zones == level.layer_zones
    # the copy's core sees the copy's arrays: a cast agrees, an edit of the copy leaves the original
    args = (np.array([100]), np.array([150]), "down", "top")
    assert back.tilemap.cast(*args).distance.tolist() == level.tilemap.cast(*args).distance.tolist()
    back.tilemap.cells[:] = 0
    back.tilemap.validate()
    assert level.tilemap.cells.any()


@pytest.mark.parametrize("round_trip", ROUND_TRIPS, ids=["pickle", "deepcopy"])
def test_players_and_objects_come_back_and_go_on_exactly(round_trip):
    level, p, objs = _stepped_players()
    p2, o2 = round_trip((p, objs))
    assert p2.game == "s1" and len(p2) == 3
    for f in ("x", "y", "xsp", "gsp", "angle", "anim", "events"):
        assert np.array_equal(getattr(p2.raw, f), getattr(p.raw, f)), f
    assert np.array_equal(o2.raw.x, objs.raw.x) and o2.objects == objs.objects
    buttons = np.full((90, 3), hp.R | hp.J, np.uint8)
    a = p.step(level.tilemap, buttons, objects=objs, record=["x", "y", "dead"])
    b = p2.step(level.tilemap, buttons, objects=o2, record=["x", "y", "dead"])
    assert all(np.array_equal(a[k], b[k]) for k in a)       # bounds (the death line) travelled too
    o2.reset()
    assert np.array_equal(o2.raw.present, np.ones_like(o2.raw.present))


@pytest.mark.parametrize("round_trip", ROUND_TRIPS, ids=["pickle", "deepcopy"])
def test_environments_come_back_and_go_on_exactly(round_trip):
    env = HedgephysEnv(objects=BOXES, start_jitter=3)
    env.reset(seed=5)
    for _ in range(30):
        env.step(hp.R)
    twin = round_trip(env)
    rng = np.random.default_rng(0)
    for _ in range(60):
        a = int(rng.integers(0, 32))
        one, two = env.step(a), twin.step(a)
        assert np.array_equal(one[0]["player"], two[0]["player"]) and one[1:4] == two[1:4]
    assert env.reset()[0]["player"].tolist() == twin.reset()[0]["player"].tolist()   # the seeded jitter too
    vec = HedgephysVectorEnv(4, observation="compact")
    vec.reset(seed=1)
    vec.step(np.full(4, hp.R))
    vtwin = round_trip(vec)
    actions = np.array([hp.R, hp.L, hp.J, 0])
    assert np.array_equal(vec.step(actions)[0], vtwin.step(actions)[0])


def test_async_vector_env_with_spawn():
    envs = gymnasium.vector.AsyncVectorEnv([lambda: HedgephysEnv(max_episode_steps=20)] * 2, context="spawn")
    try:
        obs, _ = envs.reset(seed=3)
        for _ in range(5):
            obs, reward, *_ = envs.step(np.array([hp.R, hp.R]))
        assert obs["player"].shape == (2, 11) and reward.tolist() == [reward[0]] * 2 and reward[0] > 0
    finally:
        envs.close()


def test_vector_call_get_attr_set_attr():
    vec = HedgephysVectorEnv(3)
    assert vec.get_attr("num_envs") == (3, 3, 3)
    results = vec.call("reset", seed=1)
    assert len(results) == 3 and results[0][0]["player"].shape == (3, 11)
    vec.set_attr("render_mode", "rgb_array")
    assert vec.get_attr("render_mode") == ("rgb_array",) * 3
    vec.set_attr("render_mode", [None] * 3)
    assert vec.render_mode is None
    with pytest.raises(ValueError, match="must be equal"):
        vec.set_attr("render_mode", [None, "rgb_array", None])
    with pytest.raises(ValueError, match="expected 3 values"):
        vec.set_attr("render_mode", [None])
