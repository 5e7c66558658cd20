"""The player batch: hypothesis invariants (issue: determinism, int16 speeds,
standing still) and errors at the boundary."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import hedgephys as hp
from helpers import FULL, hills_map

GAMES = ["s1", "s2", "s3k", "cd", "s3"]
CHARS = ["sonic", "tails", "knuckles"]
#: (game, character) pairs the games have (Sonic 3 alone: no Knuckles)
PAIRS = [(g, c) for g in GAMES for c in CHARS if hp.rules.GAME_TRAITS[g]["characters"] >> hp.CHARACTERS[c] & 1]


button_seqs = st.lists(st.integers(0, 31), min_size=1, max_size=300)


def snapshot(p):
    return {k: v.copy() for k, v in vars(p.raw).items()}


@settings(max_examples=40)
@given(pair=st.sampled_from(PAIRS), seq=button_seqs,
       seed=st.integers(0, 3))
def test_same_inputs_same_trace(pair, seq, seed):
    game, character = pair
    tm = hills_map(seed)
    traces = []
    for _ in range(2):
        p = hp.Players(1, game=game, character=character)
        p.place(x=100, y=16 * 18 - 20 - 1)
        states = []
        for b in seq:
            p.step(tm, np.array([b], np.uint8))
            states.append(snapshot(p))
        traces.append(states)
    for a, b in zip(*traces):
        for k in a:
            assert np.array_equal(a[k], b[k]), k


@settings(max_examples=30)
@given(game=st.sampled_from(GAMES), seqs=st.lists(st.lists(st.integers(0, 31), min_size=50, max_size=50),
                                                  min_size=2, max_size=5))
def test_batch_equals_each_player_alone_and_k_frames_equal_k_steps(game, seqs):
    tm = hills_map(1)
    n = len(seqs)
    buttons = np.array(seqs, np.uint8).T.copy()  # (k, n)
    batch = hp.Players(n, game=game)
    batch.place(x=np.arange(n) * 40 + 100, y=16 * 18 - 20)
    batch.step(tm, buttons)  # k frames in one call
    for i in range(n):
        one = hp.Players(1, game=game)
        one.place(x=i * 40 + 100, y=16 * 18 - 20)
        for k in range(buttons.shape[0]):
            one.step(tm, buttons[k, i:i + 1])
        for name, arr in vars(batch.raw).items():
            assert arr[i] == getattr(one.raw, name)[0], (name, i)


@settings(max_examples=40)
@given(pair=st.sampled_from(PAIRS), seq=button_seqs,
       seed=st.integers(0, 3))
def test_speeds_never_wrap(pair, seq, seed):
    game, character = pair
    # Speeds are int16 words; on this level nothing may come near the wrap, so
    # a wrapped value would show as an absurd jump. Bounds from rules/terrain §8.1: ground
    # speed gains at most 0x50 per frame from slopes, air speed is capped by
    # gravity over the frames played.
    tm = hills_map(seed)
    p = hp.Players(1, game=game, character=character)
    p.place(x=100, y=16 * 18 - 20)
    prev = None
    for b in seq:
        p.step(tm, np.array([b], np.uint8))
        cur = np.array([p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0]], np.int32)
        assert np.all(np.abs(cur) <= 0x2000), cur
        if prev is not None:
            assert np.all(np.abs(cur - prev) <= 0x1000), (prev, cur)
        prev = cur


@settings(max_examples=60)
@given(pair=st.sampled_from(PAIRS),
       x=st.integers(40, 900), frac=st.integers(0, 255), frames=st.integers(1, 120),
       angle_byte=st.sampled_from([0x00, 0xFF]))
def test_standing_still_on_flat_ground_stays_put(pair, x, frac, frames, angle_byte):
    game, character = pair
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, angle_byte])
    cells = np.zeros((20, 64), np.uint16)
    cells[15:, :] = 1
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game=game, character=character)
    yr = p.standing_radii[1]
    p.place(x=x + frac / 256, y=240 - yr - 1)
    before = snapshot(p)
    p.step(tm, np.zeros((frames, 1), np.uint8))
    for k in ("x", "y", "xsp", "ysp", "gsp", "angle", "airborne", "rolling"):
        assert getattr(p.raw, k)[0] == before[k][0], k


@settings(max_examples=40)
@given(game=st.sampled_from(GAMES), seq=button_seqs)
def test_grounded_on_flat_ground_means_feet_on_the_floor(game, seq):
    # With the roll-jump radii fixed (no 5 px float, rules/terrain §8.6), a grounded player on
    # a flat floor always has his feet on its top row.
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, 0xFF])
    cells = np.zeros((20, 200), np.uint16)
    cells[15:, :] = 1
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game=game, fixes=["fix_rolljump_radii"])
    p.place(x=1000, y=220)
    for b in seq:
        p.step(tm, np.array([b], np.uint8))
        if p.grounded[0]:
            assert (p.raw.y[0] >> 16) + p.raw.yr[0] == 239
            assert p.angle[0] == 0


# ---- errors at the boundary ------------------------------------------------------
def test_constructor_errors():
    with pytest.raises(ValueError, match="n >= 1"):
        hp.Players(0)
    with pytest.raises(TypeError):
        hp.Players(1.5)
    with pytest.raises(ValueError, match="unknown game"):
        hp.Players(1, game="sonic4")
    with pytest.raises(ValueError, match="unknown character"):
        hp.Players(1, character="amy")
    with pytest.raises(ValueError, match="unknown fix"):
        hp.Players(1, fixes=["fix_everything"])
    with pytest.raises(TypeError, match="list of fix names"):
        hp.Players(1, fixes="fix_sine_table")
    with pytest.raises(ValueError, match="at most 2147483647 players"):  # not pybind's argument dump
        hp.Players(2**63)


def small_map():
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, 0xFF])
    return hp.TileMap(np.ones((4, 4), np.uint16), ts)


@pytest.mark.parametrize("buttons, err, words", [
    (np.zeros(3, np.uint8), ValueError, "shape"),
    (np.zeros((2, 3), np.uint8), ValueError, "shape"),
    (np.zeros((2, 2, 2), np.uint8), ValueError, "shape"),
    (np.full(2, 32), ValueError, "0..31"),
    (np.full(2, -1), ValueError, "0..31"),
    (np.zeros(2, float), TypeError, "integers"),
    (2.5, TypeError, "integers"),  # a scalar 2.5 is not truncated to 2
    (True, TypeError, "integers"),
])
def test_step_rejects_bad_buttons(buttons, err, words):
    p = hp.Players(2)
    before = snapshot(p)
    with pytest.raises(err, match=words):
        p.step(small_map(), buttons)
    after = snapshot(p)
    assert all(np.array_equal(before[k], after[k]) for k in before)


@pytest.mark.parametrize("threads", [2.5, "2", None, True])
def test_step_rejects_threads_that_are_not_an_int(threads):
    p = hp.Players(2)
    before = snapshot(p)
    with pytest.raises(TypeError, match="threads must be an int"):
        p.step(small_map(), 0, threads=threads)
    assert all(np.array_equal(before[k], snapshot(p)[k]) for k in before)


def test_step_rejects_a_non_map():
    with pytest.raises(TypeError, match="TileMap"):
        hp.Players(1).step(np.zeros((4, 4)), 0)


def test_invalid_layer_edit_is_caught_before_stepping():
    p = hp.Players(2)
    p.raw.layer[1] = 7
    with pytest.raises(ValueError, match=r"layer\[1\]"):
        p.step(small_map(), 0)


def test_place_rejects_inexact_values():
    p = hp.Players(1)
    with pytest.raises(ValueError, match="multiple"):
        p.place(x=10.001)
    with pytest.raises(ValueError, match="out of range"):
        p.place(x_speed=200)
    with pytest.raises(ValueError, match="angle"):
        p.place(angle=300)
    with pytest.raises(ValueError, match="facing"):
        p.place(facing="up")
    with pytest.raises(TypeError, match="x must be a number"):
        p.place(x="left")


@pytest.mark.parametrize("kwargs", [dict(grounded="no"), dict(grounded=0), dict(rolling="yes"),
                                    dict(rolling=[1, 0])])
def test_place_takes_only_bools_for_flags(kwargs):
    p = hp.Players(2)
    with pytest.raises(TypeError, match="must be a bool"):
        p.place(**kwargs)


def test_place_checks_every_value_before_writing_any():
    p = hp.Players(2)
    before = snapshot(p)
    for bad in (dict(x=50, y=20, angle=999), dict(x=50, grounded="no"), dict(x=50, layer="c"),
                dict(x=[1, 2, 3], y=5)):
        with pytest.raises((TypeError, ValueError)):
            p.place(**bad)
        assert all(np.array_equal(before[k], snapshot(p)[k]) for k in before), bad


def test_raw_fields_are_views():
    p = hp.Players(3)
    p.raw.gsp[:] = 0x600
    assert p.ground_speed.tolist() == [6.0, 6.0, 6.0]
    p.place(1, x=12.5, rolling=True)
    assert p.raw.x[1] == int(12.5 * 65536) and p.raw.yr[1] == 14
    p.reset(np.array([False, True, False]))
    assert p.raw.x[1] == 0 and p.raw.gsp[0] == 0x600
