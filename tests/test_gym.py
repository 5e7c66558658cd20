"""The Gymnasium adapter (hedgephys.gym): Gymnasium's own checker, the vector
environment against SyncVectorEnv in every autoreset mode, identical single and
vector trajectories, rewards, termination and truncation, seeds and options,
the terrain window, rendering, errors, and the optional dependency."""
import importlib
import os
import subprocess
import sys
import warnings

import numpy as np
import pytest

if os.environ.get("HEDGEPHYS_REQUIRE_INSTALLED"):   # CI: the test extra includes gymnasium
    import gymnasium as gym
else:
    gym = pytest.importorskip("gymnasium")

import hedgephys as hp  # noqa: E402
from hedgephys import palette  # noqa: E402
from gymnasium.utils.env_checker import check_env, data_equivalence  # noqa: E402
from gymnasium.vector import AutoresetMode, SyncVectorEnv  # noqa: E402
from gymnasium.vector.utils import batch_space  # noqa: E402
from hedgephys.gym import (  # noqa: E402
    ENV_ID, NEAREST_OBJECTS, OBJECT_FIELDS, PLAYER_FIELDS, RENDER_SHAPE, STATE_KEYS, TERRAIN_LRB, TERRAIN_TOP, HedgephysEnv,
    HedgephysVectorEnv, LayerZone, Level, default_level, progress_reward,
)

from hedgephys.objects import KINDS  # noqa: E402

FLOOR_Y = 172.0                   # a standing player's centre on the default level's floor
OVER_PIT = dict(start=(568.0, FLOOR_Y), start_jitter=24)   # some fall in, some stand


def same(a, b):
    return data_equivalence(a, b, exact=True)


def column(obs, name):
    return obs["player"][..., PLAYER_FIELDS.index(name)]


# ----- Gymnasium's checkers ------------------------------------------------------------

def test_check_env_passes_without_warnings():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(HedgephysEnv(), skip_render_check=True)
        check_env(HedgephysEnv(start_jitter=16, window_radius=3, window_stride=5), skip_render_check=True)


def test_registered_env_passes_check_env_with_its_render_modes():
    env = gym.make(ENV_ID, render_mode="rgb_array")
    assert isinstance(env.unwrapped, HedgephysEnv)
    check_env(env.unwrapped)          # has a spec: every declared render mode is made and rendered
    vec = gym.make_vec(ENV_ID, num_envs=3, max_episode_steps=7)
    assert isinstance(vec, HedgephysVectorEnv) and vec.num_envs == 3
    vec.reset(seed=0)
    assert not any(vec.step(np.zeros(3, int))[3].any() for _ in range(6))
    assert vec.step(np.zeros(3, int))[3].all()


def test_vector_spaces_are_batched_and_observations_inside():
    n = 5
    vec = HedgephysVectorEnv(n, **OVER_PIT)
    single = HedgephysEnv(**OVER_PIT)
    assert vec.single_observation_space == single.observation_space
    assert vec.single_action_space == single.action_space == gym.spaces.Discrete(32)
    assert vec.observation_space == batch_space(single.observation_space, n)
    assert vec.action_space == gym.spaces.MultiDiscrete([32] * n)
    obs, info = vec.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(60):
        assert obs in vec.observation_space
        assert obs["player"].dtype == np.float32 and obs["player"].shape == (n, len(PLAYER_FIELDS))
        assert obs["terrain"].dtype == np.uint8 and obs["terrain"].shape == (n, 33, 33)
        obs, reward, terminated, truncated, info = vec.step(rng.integers(0, 32, n))
        assert reward.dtype == np.float64 and reward.shape == (n,)
        assert terminated.dtype == truncated.dtype == np.bool_
        assert info["events"].shape == (n,) and info["_events"].all()


# ----- autoreset: exactly SyncVectorEnv's, in every mode ------------------------------------

@pytest.mark.parametrize("mode", list(AutoresetMode))
def test_vector_env_matches_sync_vector_env(mode):
    n, kw = 4, dict(OVER_PIT, max_episode_steps=40)
    vec = HedgephysVectorEnv(n, autoreset_mode=mode, **kw)
    sync = SyncVectorEnv([lambda: HedgephysEnv(**kw)] * n, autoreset_mode=mode)
    assert vec.metadata["autoreset_mode"] == sync.metadata["autoreset_mode"] == mode
    assert vec.observation_space == sync.observation_space and vec.action_space == sync.action_space
    assert same(vec.reset(seed=7), sync.reset(seed=7))
    rng = np.random.default_rng(3)
    terminations = truncations = 0
    for _ in range(130):
        actions = rng.integers(0, 32, n)
        got, want = vec.step(actions), sync.step(actions)
        assert same(got, want)
        terminations += got[2].sum()
        truncations += got[3].sum()
        if mode == AutoresetMode.DISABLED and (got[2] | got[3]).any():
            ended = got[2] | got[3]
            with pytest.raises(RuntimeError, match="reset_mask"):
                vec.step(actions)
            assert same(vec.reset(options={"reset_mask": ended}),
                        sync.reset(options={"reset_mask": ended.copy()}))
    assert terminations > 0 and truncations > 0       # both kinds of ending were exercised


def test_next_step_autoreset_by_hand():
    vec = HedgephysVectorEnv(2, start=(568.0, FLOOR_Y), max_episode_steps=None)   # both over the pit
    first, _ = vec.reset()
    vec.players.place(1, x=100.0)                         # player 1 on the floor
    while True:
        obs, reward, terminated, truncated, _ = vec.step(np.zeros(2, int))
        if terminated[0]:
            break
    assert not terminated[1] and not truncated.any()
    assert column(obs, "y")[0] >= 256                     # the last observation, below the map
    obs, reward, terminated, truncated, info = vec.step(np.array([hp.R, 0]))
    assert same(obs["player"][0], first["player"][0]) and same(obs["terrain"][0], first["terrain"][0])
    assert reward[0] == 0 and not terminated[0] and not truncated[0] and info["events"][0] == 0
    obs, *_ = vec.step(np.array([hp.R, 0]))
    assert column(obs, "x")[0] > 568                      # the new episode runs


def test_same_step_autoreset_by_hand():
    vec = HedgephysVectorEnv(2, start=(568.0, FLOOR_Y), autoreset_mode="SameStep")
    first, _ = vec.reset()
    vec.players.place(1, x=100.0)
    while True:
        obs, reward, terminated, truncated, info = vec.step(np.zeros(2, int))
        if terminated.any():
            break
    assert terminated.tolist() == [True, False]
    assert same(obs["player"][0], first["player"][0])     # already reset
    assert info["_final_obs"].tolist() == [True, False] and info["final_obs"][1] is None
    assert column(info["final_obs"][0], "y") >= 256
    assert info["final_obs"][0] in vec.single_observation_space


def test_disabled_autoreset_resets_only_the_masked_envs():
    vec = HedgephysVectorEnv(3, autoreset_mode=AutoresetMode.DISABLED, max_episode_steps=5)
    vec.reset(seed=0)
    for _ in range(5):
        before, *_, truncated, _ = vec.step(np.array([hp.R, hp.R, hp.L]))
    assert truncated.all()
    obs, info = vec.reset(options={"reset_mask": np.array([True, False, True])})
    assert column(obs, "x").tolist()[0::2] == [64.0, 64.0]
    assert same(obs["player"][1], before["player"][1])    # untouched
    assert info["_events"].tolist() == [True, False, True]
    with pytest.raises(RuntimeError, match=r"\[1\]"):
        vec.step(np.zeros(3, int))


@pytest.mark.parametrize("mode", [AutoresetMode.NEXT_STEP, AutoresetMode.SAME_STEP])
def test_gymnasium_episode_statistics_read_the_declared_mode(mode):
    # the wrapper reads metadata["autoreset_mode"]; it must see what it sees over
    # SyncVectorEnv (gymnasium 1.1's SAME_STEP count is one short after the first
    # episode, over both)
    def episodes(vec):
        vec = gym.wrappers.vector.RecordEpisodeStatistics(vec)
        vec.reset(seed=0)
        lengths, returns = [], []
        for _ in range(25):
            *_, info = vec.step(np.full(3, hp.R))
            if "episode" in info:
                lengths += info["episode"]["l"][info["_episode"]].tolist()
                returns += info["episode"]["r"][info["_episode"]].tolist()
        return lengths, returns

    ours = episodes(HedgephysVectorEnv(3, autoreset_mode=mode, max_episode_steps=10))
    sync = episodes(SyncVectorEnv([lambda: HedgephysEnv(max_episode_steps=10)] * 3, autoreset_mode=mode))
    assert ours == sync and len(ours[0]) == 6 and all(r > 0 for r in ours[1])
    if mode == AutoresetMode.NEXT_STEP:
        assert ours[0] == [10] * 6


# ----- single and vector environments agree -----------------------------------------------

@pytest.mark.parametrize("game,character", [("s2", "sonic"), ("s3k", "knuckles"), ("cd", "tails")])
def test_single_and_vector_envs_give_identical_trajectories(game, character):
    n, kw = 3, dict(game=game, character=character, start_jitter=20, max_episode_steps=None)
    singles = [HedgephysEnv(**kw) for _ in range(n)]
    vec = HedgephysVectorEnv(n, threads=2, **kw)
    obs, info = vec.reset(seed=11)
    for i, env in enumerate(singles):
        o, inf = env.reset(seed=11 + i)
        assert same(o, {k: v[i] for k, v in obs.items()}) and inf["events"] == info["events"][i]
    rng = np.random.default_rng(1)
    for step in range(150):
        actions = rng.integers(0, 32, n)
        obs, reward, terminated, truncated, info = vec.step(actions)
        for i, env in enumerate(singles):
            o, r, te, tr, inf = env.step(int(actions[i]))
            assert same(o, {k: v[i] for k, v in obs.items()})
            assert (r, te, tr, inf["events"]) == (reward[i], terminated[i], truncated[i], info["events"][i])
        if terminated.any():
            # S3K Knuckles glides off the map's left end and falls (step 87):
            # the environments agreed up to and including that step
            assert character == "knuckles" and step >= 80
            break


def test_thread_count_does_not_change_anything():
    runs = []
    for threads in (1, 2):
        vec = HedgephysVectorEnv(8, threads=threads, start_jitter=30)
        vec.reset(seed=5)
        rng = np.random.default_rng(2)
        runs.append([vec.step(rng.integers(0, 32, 8)) for _ in range(50)])
    assert same(runs[0], runs[1])


# ----- reward, termination, truncation ------------------------------------------------------

def test_default_reward_is_the_x_gained():
    env = HedgephysEnv()
    env.reset(seed=0)
    rng = np.random.default_rng(4)
    for _ in range(200):
        x0 = env.players.x[0]
        _, reward, *_ = env.step(int(rng.choice([hp.R, hp.L, hp.R | hp.J, 0])))
        assert reward == env.players.x[0] - x0
    assert progress_reward({"x": np.array([1.5])}, {"x": np.array([4.0])}).tolist() == [2.5]


def test_custom_reward_is_called_once_per_step_on_whole_arrays():
    calls = []

    def climb(prev, state):
        calls.append((set(prev), set(state), state["y"].shape))
        return prev["y"] - state["y"]

    vec = HedgephysVectorEnv(3, reward_fn=climb)
    vec.reset(seed=0)
    y0 = vec.players.y
    total = sum(vec.step(np.array([hp.J, 0, hp.J]))[1] for _ in range(3))
    assert calls == [(set(STATE_KEYS), set(STATE_KEYS), (3,))] * 3
    assert total.tolist() == (y0 - vec.players.y).tolist()
    assert total[1] == 0 and np.all(total[0::2] > 0)
    const = HedgephysEnv(reward_fn=lambda prev, state: -1)
    const.reset()
    assert const.step(0)[1] == -1.0


def test_reward_of_the_wrong_shape_is_an_error():
    vec = HedgephysVectorEnv(3, reward_fn=lambda prev, state: np.zeros(2))
    vec.reset()
    with pytest.raises(ValueError, match=r"shape \(3,\)"):
        vec.step(np.zeros(3, int))


def test_truncation_at_max_episode_steps():
    env = HedgephysEnv(max_episode_steps=6)
    env.reset()
    for t in range(1, 7):
        _, _, terminated, truncated, _ = env.step(hp.R)
        assert truncated == (t == 6) and not terminated
    env.reset()
    assert not env.step(hp.R)[3]                          # the count starts again


def test_terminated_when_the_centre_reaches_the_bottom_of_the_map():
    env = HedgephysEnv(start=(568.0, FLOOR_Y), max_episode_steps=None)
    env.reset()
    height = env.level.tilemap.size_px[1]
    for _ in range(200):
        _, _, terminated, truncated, _ = env.step(0)
        assert terminated == (env.players.y[0] >= height) and not truncated
        if terminated:
            break
    assert terminated


def test_dead_players_are_terminated():
    env = HedgephysEnv()
    env.reset()
    env.players.raw.dead[0] = 1
    assert env.step(0)[2]


# ----- observations ------------------------------------------------------------------------

def test_player_vector():
    env = HedgephysEnv()
    obs, _ = env.reset()
    assert obs["player"].tolist() == [64, FLOOR_Y, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 32767, 0]  # no water (docs/water.md)
    for _ in range(30):
        obs, *_ = env.step(hp.R)
    p = env.players
    expected = [p.x[0], p.y[0], p.x_speed[0], p.y_speed[0], p.ground_speed[0], p.angle[0],
                p.grounded[0], p.rolling[0], p.pushing[0], p.raw.facing_left[0],
                p.raw.double_jump_flag[0], p.raw.double_jump_property[0], p.raw.shield[0], 32767, 0]
    assert obs["player"].tolist() == np.array(expected, np.float32).tolist()
    assert column(obs, "x_speed") > 0
    for _ in range(40):
        obs, *_ = env.step(hp.L)
    assert column(obs, "facing_left") == 1
    env.players.place(x=-5.0, y=100.0, grounded=False,    # left of the map: a negative x
                      x_speed=0, y_speed=0, ground_speed=0)
    obs, *_ = env.step(0)
    assert column(obs, "x") == -5.0 and obs in env.observation_space
    assert not obs["terrain"][:, :16].any()               # outside the map is empty


def reference_value(tilemap, layer, x, y):
    """The terrain value of one pixel, straight from the definitions (rules/terrain §4)."""
    x, y = x & 0xFFFF, y & 0xFFFF
    width, height = tilemap.size_px
    if x >= width or y >= height:
        return 0
    cells = tilemap.cells_b if layer and tilemap.cells_b is not None else tilemap.cells
    word = int(cells[y // 16, x // 16])
    col = 15 - x % 16 if word & hp.tiles.XFLIP else x % 16
    row = 15 - y % 16 if word & hp.tiles.YFLIP else y % 16
    h = int(tilemap.tileset.heights[word & hp.tiles.ID_MASK][col])
    if not ((h > 0 and row >= 16 - h) or (h < 0 and row < -h)):
        return 0
    return (0 if word & hp.tiles.NO_TOP else TERRAIN_TOP) | (0 if word & hp.tiles.NO_LRB else TERRAIN_LRB)


def random_map(seed):
    rng = np.random.default_rng(seed)
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16, list(range(1, 17)), [-6] * 8 + [3] * 8,
                                 [5, 9, 0, -2] * 4]), angles=[0, 0xFF, 0xE0, 0, 0])
    layers = []
    for _ in range(2):
        words = [hp.cell(int(rng.integers(0, 5)), bool(rng.integers(2)), bool(rng.integers(2)),
                         str(rng.choice(["all", "top", "lrb", "none"]))) for _ in range(6 * 9)]
        layers.append(np.array(words, np.uint16).reshape(6, 9))
    return hp.TileMap(layers[0], tiles, layers[1])


@pytest.mark.parametrize("seed", [0, 1])
def test_terrain_window_follows_the_tile_definitions(seed):
    tm = random_map(seed)
    zone = LayerZone(0, 0, 70, 96, "b")                   # the left part is seen on layer B
    env = HedgephysEnv(Level(tm, (72.0, 40.0), (zone,)), window_radius=5, window_stride=3)
    rng = np.random.default_rng(seed)
    offsets = 3 * np.arange(-5, 6)
    for _ in range(12):
        x, y = int(rng.integers(0, 144)), int(rng.integers(0, 96))
        obs, _ = env.reset(options={"x": x, "y": y})
        layer = int(x < 70)
        assert env.players.raw.layer[0] == layer
        want = [[reference_value(tm, layer, x + dx, y + dy) for dx in offsets] for dy in offsets]
        assert obs["terrain"].tolist() == want
    tm.cells[:] = 0                                       # edits in place are seen
    tm.cells_b[:] = 0
    assert not env.reset()[0]["terrain"].any()


def test_window_sees_the_players_layer_on_the_default_level():
    # inside the loop (centre 1280, 128, radius 64) near its bottom-left quarter,
    # which layer A omits (the way in) and layer B has (the way out)
    where = {"x": 1240, "y": 168}
    env_a = HedgephysEnv(window_radius=4, window_stride=16)
    env_b = HedgephysEnv(window_radius=4, window_stride=16,
                         layer_zones=[LayerZone(1216, 128, 1280, 192, "b")])
    (obs_a, _), (obs_b, _) = env_a.reset(options=where), env_b.reset(options=where)
    assert (env_a.players.raw.layer[0], env_b.players.raw.layer[0]) == (0, 1)
    assert obs_a["terrain"][4, 4] == obs_b["terrain"][4, 4] == 0            # the loop's inside
    assert obs_a["terrain"][4, 3] == 0                                      # (1224, 168): omitted on A,
    assert obs_b["terrain"][4, 3] == TERRAIN_TOP | TERRAIN_LRB              # solid on B
    assert np.array_equal(obs_a["terrain"][:, 5:], obs_b["terrain"][:, 5:])  # the rest is shared


# ----- levels, seeds, options -----------------------------------------------------------------

def test_default_level_can_be_run_through():
    env = HedgephysEnv()
    obs, _ = env.reset()
    total, passed_loop = 0.0, False
    for t in range(900):
        x = float(column(obs, "x"))
        jump = (484 < x < 514 or 634 < x < 674) and t % 2 == 0   # over the pit, onto the wall
        obs, reward, terminated, truncated, _ = env.step(hp.R | (hp.J if jump else 0))
        total += reward
        passed_loop |= env.players.raw.layer[0] == 1 and column(obs, "x") > 16 * 84
        if terminated:
            break
    assert terminated and passed_loop and column(obs, "x") > 1600  # off the map's right end
    assert total == env.players.x[0] - 64


def test_default_level_is_new_on_every_call():
    a, b = default_level(), default_level()
    assert a.tilemap.cells is not b.tilemap.cells
    assert np.array_equal(a.tilemap.cells, b.tilemap.cells) and a.start == b.start


def test_seeds_drive_the_start_jitter():
    env = HedgephysEnv(start_jitter=10)
    xs = {seed: float(column(env.reset(seed=seed)[0], "x")) for seed in range(12)}
    assert len(set(xs.values())) > 3 and all(54 <= x <= 74 and x == int(x) for x in xs.values())
    assert all(float(column(env.reset(seed=s)[0], "x")) == x for s, x in xs.items())
    vec = HedgephysVectorEnv(4, start_jitter=10)
    assert column(vec.reset(seed=3)[0], "x").tolist() == [xs[3 + i] for i in range(4)]
    assert column(vec.reset(seed=[0, None, 5, 2])[0], "x")[[0, 2, 3]].tolist() == [xs[0], xs[5], xs[2]]
    assert HedgephysEnv().reset(seed=0)[0]["player"][0] == 64     # no jitter: seeds change nothing


def test_reset_options_move_the_start_for_one_reset():
    env = HedgephysEnv()
    obs, _ = env.reset(options={"x": 300, "y": 150.5})
    assert column(obs, "x") == 300 and column(obs, "y") == 150.5
    assert column(env.reset()[0], "x") == 64
    vec = HedgephysVectorEnv(3)
    obs, _ = vec.reset(options={"x": np.array([100.0, 200.0, 300.0])})
    assert column(obs, "x").tolist() == [100, 200, 300] and column(obs, "y").tolist() == [FLOOR_Y] * 3
    for bad, match in [({"speed": 3}, "unknown reset option"), ({"x": -1}, "inside the map"),
                       ({"y": 5000}, "inside the map"), ({"x": 10.001}, "1/256"),
                       ({"x": [1, 2]}, "shape")]:
        with pytest.raises(ValueError, match=match):
            env.reset(options=bad)


def test_bare_tilemap_level():
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF])
    cells = np.zeros((10, 30), np.uint16)
    cells[8:] = 1
    env = HedgephysEnv(hp.TileMap(cells, tiles), start=(40, 128 - 20), max_episode_steps=50)
    check_env(env, skip_render_check=True)
    obs, _ = env.reset()
    assert obs["terrain"][16 + 2, 16] == 0                                  # y + 16: above the floor
    assert obs["terrain"][16 + 3, 16] == TERRAIN_TOP | TERRAIN_LRB          # y + 24: in it


# ----- rendering --------------------------------------------------------------------------------

def test_rgb_array_render():
    env = HedgephysEnv(render_mode="rgb_array")
    env.reset()
    image = env.render()
    h, w = RENDER_SHAPE
    assert image.shape == (h, w, 3) and image.dtype == np.uint8
    centre, sky, ground = image[h // 2, w // 2], image[10, w // 2], image[h // 2 + 40, w // 2]
    assert len({tuple(centre), tuple(sky), tuple(ground)}) == 3
    vec = HedgephysVectorEnv(2, render_mode="rgb_array")
    vec.reset()
    frames = vec.render()
    assert isinstance(frames, tuple) and len(frames) == 2 and same(frames[0], image)
    with pytest.warns(UserWarning, match="render_mode"):
        assert HedgephysEnv().render() is None


# ----- objects ---------------------------------------------------------------------------------
# The default level's floor top is y = 192; a box standing on it 120 px from the start.
LEVEL_OBJECTS = (hp.SolidBox(184, 176, 16, 16), hp.Monitor(360, 176),
                 hp.Hitbox(450, 180, 8, 8, reaction="increment"))


def test_check_env_passes_with_objects():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(HedgephysEnv(objects=LEVEL_OBJECTS), skip_render_check=True)
    env = HedgephysEnv(objects=LEVEL_OBJECTS)
    assert env.observation_space["objects"].shape == (NEAREST_OBJECTS, len(OBJECT_FIELDS))
    assert HedgephysEnv().observation_space == env.observation_space     # one size, objects or not
    assert "objects" not in HedgephysEnv(nearest_objects=0).observation_space.spaces


def test_a_solid_box_stops_the_player_and_the_observation_sees_it():
    """rules/objects A7: running into the box's side leaves the centre cx = w + 11
    px left of the box's centre, grounded and pushing."""
    env = HedgephysEnv(objects=LEVEL_OBJECTS, nearest_objects=3)
    obs, _ = env.reset(seed=0)
    solid, monitor, hitbox = (KINDS[k] for k in ("solid", "monitor", "hitbox"))
    assert obs["objects"].tolist() == [[120, 4, 1, 0, solid], [296, 4, 1, 0, monitor], [386, 8, 1, 0, hitbox]]
    for _ in range(120):
        obs, *_ = env.step(hp.buttons("R"))
    assert int(column(obs, "x")) == 184 - 27 and column(obs, "pushing") == 1
    assert obs["objects"][0].tolist() == [27, 4, 1, 0, solid]


def test_objects_go_back_to_their_start_at_reset():
    """A monitor broken by a rolling jump (F5.2) is whole again after a reset;
    a masked vector reset restores only the selected sub-environments."""
    vec = HedgephysVectorEnv(2, objects=[hp.Monitor(100, 176)], start=(40.0, FLOOR_Y),
                             autoreset_mode="disabled")
    vec.reset(seed=0)
    for f in range(60):
        vec.step(np.full(2, hp.buttons("RJ" if f in (20, 21) else "R")))
    assert vec.objects.state(0, env=0) == "broken" and vec.objects.state(0, env=1) == "broken"
    obs, _ = vec.reset(options={"reset_mask": np.array([True, False])})
    assert vec.objects.state(0, env=0) == "idle" and vec.objects.state(0, env=1) == "broken"
    assert obs["objects"][:, 0, 3].tolist() == [0, 3]


def test_single_and_vector_envs_agree_with_objects():
    n, kw = 3, dict(objects=LEVEL_OBJECTS, start=(130.0, FLOOR_Y), start_jitter=20,
                    max_episode_steps=None)
    singles = [HedgephysEnv(**kw) for _ in range(n)]
    vec = HedgephysVectorEnv(n, **kw)
    vec.reset(seed=5)
    for i, env in enumerate(singles):
        env.reset(seed=5 + i)
    rng = np.random.default_rng(2)
    seen = np.zeros(n, np.int64)
    for _ in range(300):
        actions = rng.integers(0, 32, n)
        obs, reward, _, _, info = vec.step(actions)
        for i, env in enumerate(singles):
            o, r, te, tr, inf = env.step(int(actions[i]))
            assert same(o, {k: v[i] for k, v in obs.items()}) and r == reward[i]
            assert inf["object_events"] == info["object_events"][i]
        seen |= info["object_events"]
    assert seen.any()   # the players did meet the objects


def test_render_outlines_the_objects():
    env = HedgephysEnv(objects=[hp.SolidBox(100, 150, 10, 6)], start=(64.0, FLOOR_Y),
                       render_mode="rgb_array")
    env.reset(seed=0)
    image = env.render()
    outline = np.all(image == palette.OBJECT, axis=-1)      # hedgephys.palette
    rows, cols = np.nonzero(outline)
    cy, cx = RENDER_SHAPE[0] // 2, RENDER_SHAPE[1] // 2   # the player's centre pixel
    assert (rows.min() - cy, rows.max() - cy) == (150 - 6 - 172, 150 + 6 - 172)
    assert (cols.min() - cx, cols.max() - cx) == (100 - 10 - 64, 100 + 10 - 64)


# ----- errors --------------------------------------------------------------------------------------

BAD_ARGUMENTS = [
    (dict(level=b"level1"), TypeError, "level must be"),
    (dict(level="level1"), ValueError, "GAME/ACT"),
    (dict(level=default_level().tilemap), ValueError, "start=.* is required"),
    (dict(start=(-5, 100)), ValueError, "inside the map"),
    (dict(start=(64.001, 172)), ValueError, "1/256"),
    (dict(start=(1, 2, 3)), ValueError, r"start must be \(x, y\)"),
    (dict(start_jitter=100), ValueError, "inside the map"),
    (dict(start_jitter=-1), ValueError, "start_jitter must be >= 0"),
    (dict(game="s4"), ValueError, "unknown game"),
    (dict(character="amy"), ValueError, "unknown character"),
    (dict(fixes="fix_ledge"), TypeError, "list of fix names"),
    (dict(fixes=["nope"]), ValueError, "unknown fix"),
    (dict(max_episode_steps=0), ValueError, "max_episode_steps must be >= 1"),
    (dict(max_episode_steps=2.5), TypeError, "max_episode_steps must be an int"),
    (dict(reward_fn=3), TypeError, "reward_fn must be callable"),
    (dict(window_radius=-1), ValueError, "window_radius"),
    (dict(window_stride=0), ValueError, "window_stride"),
    (dict(threads=0), ValueError, "threads"),
    (dict(render_mode="human"), ValueError, "render_mode"),
    (dict(layer_zones=[(0, 0, 10, 10, "c")]), ValueError, "'a' or 'b'"),
    (dict(layer_zones=[(10, 0, 0, 10, "a")]), ValueError, "x0 < x1"),
    (dict(layer_zones=[(1, 2)]), ValueError, r"\(x0, y0, x1, y1, layer\)"),
    (dict(objects="box"), TypeError, "objects must be a sequence"),
    (dict(objects=[(200, 176, 16, 16)]), TypeError, r"objects\[0\] must be a SolidBox"),
]


@pytest.mark.parametrize("kwargs,error,match", BAD_ARGUMENTS)
def test_bad_constructor_arguments(kwargs, error, match):
    with pytest.raises(error, match=match):
        HedgephysEnv(**kwargs)
    with pytest.raises(error, match=match):
        HedgephysVectorEnv(2, **kwargs)


def test_bad_vector_arguments():
    with pytest.raises(ValueError, match="num_envs must be >= 1"):
        HedgephysVectorEnv(0)
    with pytest.raises(ValueError, match="autoreset_mode"):
        HedgephysVectorEnv(2, autoreset_mode="sometimes")
    with pytest.raises(TypeError, match="unexpected keyword"):
        HedgephysVectorEnv(2, sticky_actions=0.25)
    assert HedgephysVectorEnv(1, autoreset_mode="same_step").autoreset_mode == AutoresetMode.SAME_STEP


def test_bad_actions_and_resets():
    env, vec = HedgephysEnv(), HedgephysVectorEnv(3)
    env.reset()
    vec.reset()
    for action, error in [(32, ValueError), (-1, ValueError), (1.5, TypeError), ([1, 2], ValueError)]:
        with pytest.raises(error, match="actions"):
            env.step(action)
    for actions, error in [(np.zeros(2, int), ValueError), (np.full(3, 40), ValueError),
                           (np.zeros(3, bool), TypeError)]:
        with pytest.raises(error, match="actions"):
            vec.step(actions)
    for options in [{"reset_mask": [True, False, True]}, {"reset_mask": np.zeros(3, bool)},
                    {"reset_mask": np.ones(2, bool)}]:
        with pytest.raises(ValueError, match="reset_mask"):
            vec.reset(options=options)
    with pytest.raises(ValueError, match="list of 3 seeds"):
        vec.reset(seed=[1, 2])


# ----- the optional dependency ----------------------------------------------------------------------

def test_missing_gymnasium_gives_the_install_hint(monkeypatch):
    monkeypatch.setitem(sys.modules, "gymnasium", None)   # `import gymnasium` now fails
    monkeypatch.delitem(sys.modules, "hedgephys.gym")
    with pytest.raises(ImportError, match=r"pip install 'hedgephys\[gym\]' \(from a checkout: pip install '\.\[gym\]'\)"):
        importlib.import_module("hedgephys.gym")


def test_importing_hedgephys_does_not_need_gymnasium():
    code = ("import sys; sys.modules['gymnasium'] = None; import hedgephys, hedgephys.builtin; "
            "assert 'hedgephys.gym' not in sys.modules")
    path = os.path.dirname(os.path.dirname(hp.__file__))
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([path, os.environ.get("PYTHONPATH", "")]))
    subprocess.run([sys.executable, "-c", code], check=True, env=env)


def test_the_docs_examples_run():
    import pathlib
    import re
    doc = pathlib.Path(__file__).resolve().parent.parent / "docs" / "gym.md"
    blocks = re.findall(r"```python\n(.*?)```", doc.read_text(), re.S)
    assert len(blocks) == 8
    for block in blocks:
        if not block.lstrip().startswith("def reward_fn"):     # the signature sketch
            exec(compile(block, "docs/gym.md", "exec"), {})


def test_observation_field_names_match_the_core_widths():
    """The observation layout is named in Python (PLAYER_FIELDS, COMPACT_FIELDS,
    OBJECT_FIELDS) and positioned by the core (env.hpp widths, exported in
    VOCABULARY): the counts agree, and so do the spaces built from them."""
    from hedgephys import _core
    from hedgephys.gym import COMPACT_FIELDS, OBJECT_FIELDS, PLAYER_FIELDS
    w = _core.VOCABULARY["observation_widths"]
    assert len(PLAYER_FIELDS) == w["player"]
    assert len(OBJECT_FIELDS) == w["object"]
    assert COMPACT_FIELDS[:w["compact_player"]] == PLAYER_FIELDS + ("layer",)
    assert len(COMPACT_FIELDS) == w["compact_player"] + w["compact_sensors"]
    env = hp.gym.HedgephysEnv(nearest_objects=3, observation="compact")
    assert env.observation_space.shape == (len(COMPACT_FIELDS) + 3 * len(OBJECT_FIELDS),)
    env = hp.gym.HedgephysEnv(nearest_objects=3)
    assert env.observation_space["player"].shape == (len(PLAYER_FIELDS),)
    assert env.observation_space["objects"].shape == (3, len(OBJECT_FIELDS))


@pytest.mark.parametrize("on", [False, True])
def test_ring_deaths_option(on):
    """ring_deaths=True: a hit without rings kills, as in the games (S2
    HurtCharacter: no rings -> KillCharacter, the death fall: raw.crushed);
    the default keeps the knock-back of scenario files (raw.hurt)."""
    level = hp.gym.default_level()
    sx, sy = level.start
    env = hp.gym.HedgephysEnv(level, objects=[hp.Hitbox(sx + 40, sy, 8, 8, reaction="hurt")], ring_deaths=on)
    env.reset(seed=0)
    assert env.players.ring_deaths is on
    hit = False
    for _ in range(60):
        env.step(hp.R)
        raw = env.players.raw
        if raw.crushed[0] or raw.hurt[0]:
            hit = True
            assert bool(raw.crushed[0]) is on and bool(raw.hurt[0]) is not on
            break
    assert hit
    with pytest.raises(TypeError, match="ring_deaths"):
        hp.gym.HedgephysEnv(level, ring_deaths=1)
