"""Real acts in the Gymnasium environments (issue 22 points 2-4): acts by
name (``GAME/ACT`` from ``checkout=`` or HEDGEPHYS_DISASM), the act's end
terminating the episode, the level variables in ``info``, and one
observation size for every act (the nearest K objects, path swappers left
out). Acts come from the miniature checkouts of tests/synthetic_checkouts.py.
"""
import os

import numpy as np
import pytest

gymnasium = pytest.importorskip("gymnasium")

import hedgephys as hp  # noqa: E402
from hedgephys.gym import (COMPACT_FIELDS, ENV_ID, NEAREST_OBJECTS, OBJECT_FIELDS, HedgephysEnv,  # noqa: E402
                           HedgephysVectorEnv)
from hedgephys.levels import CheckoutError  # noqa: E402
from synthetic_checkouts import SIGNPOST_X, write_all  # noqa: E402


@pytest.fixture(scope="module")
def root(tmp_path_factory):
    path = tmp_path_factory.mktemp("disasm")
    write_all(path)
    return path


@pytest.fixture
def disasm(root, monkeypatch):
    monkeypatch.setenv("HEDGEPHYS_DISASM", str(root))
    return root


# ----- acts by name ----------------------------------------------------------------------------

def test_an_act_by_name_from_the_environment_variable_and_from_checkout(disasm, root):
    env = gymnasium.make(ENV_ID, level="s2/ehz1")
    assert env.unwrapped.level.name == "ehz1" and env.unwrapped.level.game == "s2"
    assert HedgephysEnv(level="s1/ghz1").level.game == "s1"
    assert HedgephysEnv(level="s3k/aiz1", checkout=str(root / "skdisasm")).level.name == "aiz1"
    assert HedgephysVectorEnv(2, level="s2/ehz1").level.name == "ehz1"


def test_a_missing_checkout_is_one_line_naming_both(monkeypatch, tmp_path):
    monkeypatch.delenv("HEDGEPHYS_DISASM", raising=False)
    with pytest.raises(CheckoutError) as e:
        HedgephysEnv(level="s2/ehz1")
    assert "\n" not in str(e.value) and "checkout=" in str(e.value) and "HEDGEPHYS_DISASM" in str(e.value)
    monkeypatch.setenv("HEDGEPHYS_DISASM", str(tmp_path))
    with pytest.raises(CheckoutError, match=r"no checkout of sonicretro/s2disasm in HEDGEPHYS_DISASM.*checkout="):
        HedgephysEnv(level="s2/ehz1")
    with pytest.raises(ValueError, match="GAME/ACT"):
        hp.levels.load_act("ehz1")
    with pytest.raises(ValueError, match="checkout= goes with a level named"):
        HedgephysEnv(checkout=str(tmp_path))


def test_the_scenario_level_key_and_the_cli_take_a_name(disasm, capsys):
    from hedgephys.cli import main
    trace = hp.run_scenario({"format": "hedgephys-scenario/1", "level": "s2/ehz1", "player": {},
                            "inputs": [["R", 3]]})
    assert len(trace) == 4 and trace.frames[0]["x"] == 48.0
    assert main(["level", "s1/ghz1"]) == 0
    out = capsys.readouterr().out
    assert "Green Hill Zone Act 1 (s1 ghz1)" in out and f"act end    x {SIGNPOST_X}" in out


# ----- the act's end and info --------------------------------------------------------------------

INFO_KEYS = {"x", "y", "act", "frame", "dead", "act_cleared", "events"}


@pytest.mark.parametrize("name", ["s1/ghz1", "s2/ehz1"])
def test_the_signpost_ends_the_episode_with_act_cleared(disasm, name):
    # the terrain and its swappers: a run to the signpost that no badnik stops
    env = HedgephysEnv(level=hp.levels.load_act(name, objects="path"), max_episode_steps=2000)
    _obs, info = env.reset(seed=0)
    assert INFO_KEYS <= set(info) and info["act"] == name and info["frame"] == 0
    assert info["act_cleared"] is False and info["dead"] is False
    for step in range(1, 2000):
        _obs, _r, terminated, truncated, info = env.step(hp.R)
        if terminated or truncated:
            break
    assert terminated and info["act_cleared"] is True and not truncated
    assert info["x"] >= SIGNPOST_X and info["frame"] == step
    assert info["x"] == int(env.players.x[0])


def test_the_vector_env_clears_and_autoresets(disasm):
    vec = HedgephysVectorEnv(2, level=hp.levels.load_act("s2/ehz1", objects="path"), max_episode_steps=2000)
    vec.reset(seed=0)
    actions = np.array([hp.R, 0])
    for _ in range(2000):
        _obs, _r, terminated, _t, info = vec.step(actions)
        if terminated.any():
            break
    assert terminated.tolist() == [True, False] and info["act_cleared"].tolist() == [True, False]
    assert info["act"].tolist() == ["s2/ehz1"] * 2
    _obs, _r, terminated, _t, info = vec.step(actions)     # NEXT_STEP: the reset
    assert info["act_cleared"].tolist() == [False, False] and info["frame"][0] == 0


def test_a_hand_made_level_has_no_end():
    env = HedgephysEnv(max_episode_steps=5)
    _obs, info = env.reset(seed=0)
    assert info["act"] == "" and env.level.act_end is None
    for _ in range(5):
        *_x, info = env.step(hp.R)
    assert info["act_cleared"] is False and info["frame"] == 5


# ----- one observation for every act ----------------------------------------------------------

def test_the_observation_has_one_size_on_every_act(disasm):
    """Path swappers act but are not observed: the synthetic EHZ1 (two
    swappers) and the default level (no objects) observe the same K rows."""
    spaces = [HedgephysEnv(level=lv).observation_space for lv in ("s2/ehz1", "s3k/aiz1", None)]
    assert spaces[0] == spaces[1] == spaces[2]
    assert spaces[0]["objects"].shape == (NEAREST_OBJECTS, len(OBJECT_FIELDS))
    compact = [HedgephysEnv(level=lv, observation="compact").observation_space.shape for lv in ("s1/ghz1", None)]
    assert compact == [(len(COMPACT_FIELDS) + NEAREST_OBJECTS * len(OBJECT_FIELDS),)] * 2
    obs, _ = HedgephysEnv(level=hp.levels.load_act("s2/ehz1", objects="path")).reset(seed=0)
    assert not obs["objects"].any()                        # the swappers: never observed


def test_the_nearest_k_objects_nearest_first():
    boxes = [hp.SolidBox(400, 176, 16, 16), hp.SolidBox(100, 176, 16, 16), hp.PathSwapper(70, 150, 0),
             hp.Monitor(200, 176), hp.SolidBox(90, 176, 16, 16)]
    env = HedgephysEnv(objects=boxes, nearest_objects=3)   # the player's centre: (64, 172)
    obs, _ = env.reset(seed=0)
    kinds = hp.objects.KINDS
    assert obs["objects"].tolist() == [[26, 4, 1, 0, kinds["solid"]], [36, 4, 1, 0, kinds["solid"]],
                                       [136, 4, 1, 0, kinds["monitor"]]]
    compact = HedgephysEnv(objects=boxes, nearest_objects=3, observation="compact").reset(seed=0)[0]
    assert compact[len(COMPACT_FIELDS):].reshape(3, -1).tolist() == obs["objects"].tolist()
    few, _ = HedgephysEnv(objects=boxes[:1], nearest_objects=2).reset(seed=0)
    assert few["objects"].tolist() == [[336, 4, 1, 0, kinds["solid"]], [0, 0, 0, 0, 0]]
    assert "objects" not in HedgephysEnv(objects=boxes, nearest_objects=0).observation_space.spaces
    with pytest.raises(ValueError, match="nearest_objects"):
        HedgephysEnv(nearest_objects=-1)


@pytest.mark.skipif(not os.environ.get("HEDGEPHYS_DISASM"), reason="needs HEDGEPHYS_DISASM")
def test_real_acts_share_one_observation_size_and_end_at_their_signposts():
    """Green Hill 1 (no path swappers) and Mushroom Hill 1 (hundreds): the same
    compact size; EHZ1 ends at its signpost (object $0D at x = $2A40)."""
    found = hp.levels.find_checkouts(os.environ["HEDGEPHYS_DISASM"])
    names = [n for n, g in (("s1/ghz1", "s1"), ("s2/ehz1", "s2"), ("s3k/mhz1", "s3k")) if g in found]
    shapes = {HedgephysEnv(level=n, observation="compact").observation_space.shape for n in names}
    assert shapes == {(len(COMPACT_FIELDS) + NEAREST_OBJECTS * len(OBJECT_FIELDS),)}
    if "s2" in found:
        assert HedgephysEnv(level="s2/ehz1").level.act_end == 0x2A40
