"""The level events' memo (camera_events.hpp EventMemo, camera.cpp
level_events): within one call the camera skips the scan of the act's rows
while the last scan's answers still hold. Each call starts without a memo, so
stepping frame by frame (a scan every frame, the rows read as the games read
them: S1 DynamicLevelEvents, S2 RunDynamicLevelEvents, S3K Do_ResizeEvents)
is the reference for the same frames stepped in one call."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp
from hedgephys.camera import TRANSCRIBED, act_events

START_X, START_Y = 1000, 220
# every frame's values of these are compared (a memo that held one frame too
# long changes a bound for a frame, which the end state may no longer show)
TRACED = ("x", "y", "cam_x", "cam_y", "cam_min_x", "cam_max_x", "cam_min_y", "cam_max_y", "cam_target_y",
          "event_routine", "event_timer", "dead")


def world(cols=400):
    """A flat floor whose top is y = 240: a standing Sonic's centre is at 220."""
    c = np.zeros((20, cols), np.uint16)
    c[15:, :] = 1
    return hp.TileMap(c, hp.TileSet(np.array([[0] * 16, [16] * 16])))


def _hilly(cols=400):
    """Flat floor (top at y = 240) with a raised step every 24 blocks, so that
    the camera moves in y as well as in x."""
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    c = np.zeros((20, cols), np.uint16)
    c[15:, :] = 1
    for x0 in range(20, cols - 8, 24):
        c[13:15, x0:x0 + 6] = 1
    return hp.TileMap(c, tiles)


def _run(rows, buttons, game, one_call, events=None, terrain=None):
    p = hp.Players(2, game=game)
    if events is not None:
        p.set_camera_events(events)
    else:
        p._batch.set_camera_events(np.array(rows, np.int32).reshape(-1, 9))
    p.set_level_bounds((0, 5600, 0x400))
    p.place(x=[START_X, START_X + 300], y=START_Y)
    t = terrain or world(cols=400)
    b = np.asarray(buttons, np.uint8)
    if one_call:
        got = p.step(t, b, record=TRACED)
    else:
        got = {name: [] for name in TRACED}
        for frame in b:
            p.step(t, frame)
            for name in TRACED:
                got[name].append(np.array(getattr(p.raw, name)))
        got = {name: np.array(v) for name, v in got.items()}
    got.update({"end " + name: np.array(value) for name, value in vars(p.raw).items()})
    return got


def _same(a, b):
    for name in a:
        np.testing.assert_array_equal(a[name], b[name], err_msg=name)


# rows: (routine, cond, flags, at, min_x, max_x, min_y, target_y, max_y); the
# thresholds near where the players run (x 700..1700, camera y 0..400)
ROW = st.tuples(st.integers(0, 2), st.integers(0, 10),
                st.sampled_from([0, 1, 2, 8, 16, 24, 33, 64, 128, 136, 256, 264, 512, 320, 1028, 1048, 1308, 1052]),
                st.one_of(st.integers(600, 1800), st.integers(0, 400), st.integers(100, 300)),
                st.integers(0, 0x300), st.integers(0x700, 0x1000),
                st.integers(0, 0x100), st.integers(0x100, 0x400), st.integers(0x100, 0x400))


@settings(max_examples=60, deadline=None)
@given(rows=st.lists(ROW, min_size=1, max_size=12),
       buttons=st.lists(st.tuples(st.integers(0, 31), st.integers(0, 31)), min_size=2, max_size=150),
       game=st.sampled_from(["s1", "s2", "s3k", "s3"]))
def test_one_call_matches_frame_by_frame(rows, buttons, game):
    """Random rows of every condition and flag (the frame counter, the left
    bound at the camera, advance and retreat, table runs), two players running
    through their thresholds: every field after one call as after a call a frame."""
    _same(_run(rows, buttons, game, True, terrain=_hilly()), _run(rows, buttons, game, False, terrain=_hilly()))


@settings(max_examples=30, deadline=None)
@given(act=st.sampled_from(sorted(TRANSCRIBED)),
       buttons=st.lists(st.sampled_from([2, 2, 18, 1, 8, 10, 0]), min_size=2, max_size=200).map(
           lambda b: [(v, v) for v in b]))
def test_transcribed_acts_one_call_matches_frame_by_frame(act, buttons):
    """Each transcribed act's own rows (hedgephys.camera), the same comparison."""
    game, name = act.split("/")
    events = act_events(game, name)
    _same(_run(None, buttons, game, True, events=events), _run(None, buttons, game, False, events=events))


@pytest.mark.parametrize("cond, at_from_start", [(c, k) for c in (1, 2) for k in (1, 2, 3, 5, 8, 11)])
def test_every_camera_x_at_a_threshold(cond, at_from_start):
    """Walking right from standing, the camera's x takes every value past its
    start: a threshold at each of them (x >= at and x < at) changes the
    bottom's target on the frame the camera reaches it, in one call as frame by frame."""
    cam0 = START_X - 160
    rows = [(0, 0, 8, 0, 0, 0, 0, 0x300, 0), (0, cond, 8, cam0 + at_from_start, 0, 0, 0, 0x200, 0)]
    buttons = [(0, 0)] * 4 + [(2, 2)] * 100
    one = _run(rows, buttons, "s2", True)
    _same(one, _run(rows, buttons, "s2", False))
    assert set(np.unique(one["cam_x"][:, 0])) >= set(range(cam0, cam0 + 12))


@pytest.mark.parametrize("cond, at_from_start", [(c, k) for c in (7, 8) for k in (1, 2, 3, 5, 8, 11)])
def test_every_player_x_at_a_threshold(cond, at_from_start):
    """The player's x (cond 7: x >= at, 8: x < at; S&K MHZ1_ScreenEvent's
    Player_1+x_pos) walking right past a threshold: the bottom's target on the
    frame he reaches it, in one call as frame by frame."""
    rows = [(0, 0, 8, 0, 0, 0, 0, 0x300, 0), (0, cond, 8, START_X + at_from_start, 0, 0, 0, 0x200, 0)]
    buttons = [(0, 0)] * 4 + [(2, 2)] * 60
    one = _run(rows, buttons, "s3k", True)
    _same(one, _run(rows, buttons, "s3k", False))
    assert set(np.unique(one["cam_target_y"][:, 0])) == {0x200, 0x300}  # the answer changed


@pytest.mark.parametrize("cond, at", [(6, 200), (6, 185), (6, 219), (6, 221), (3, 112), (3, 124), (4, 115), (4, 123)])
def test_thresholds_in_y_while_jumping(cond, at):
    """The player's y (cond 6, S1 DLE_SYZ2's test of the player) and the
    camera's y (3: y >= at, 4: y < at) crossing a threshold while the camera's
    x stays put: jumps in place, the bottom's target by the answer, every
    frame as frame by frame."""
    rows = [(0, 0, 8, 0, 0, 0, 0, 0x300, 0), (0, cond, 8, at, 0, 0, 0, 0x200, 0)]
    buttons = ([(16, 16)] * 2 + [(0, 0)] * 3) * 30
    one = _run(rows, buttons, "s2", True)
    _same(one, _run(rows, buttons, "s2", False))
    assert set(np.unique(one["cam_target_y"][:, 0])) == {0x200, 0x300}  # the answer changed


@pytest.mark.parametrize("flags, at", [(f, a) for f in (1024 | 8, 1024 | 8 | 16) for a in (112, 116, 119, 122)])
def test_guarded_bottom_while_jumping(flags, at):
    """A guarded bottom (S&K sub_575EA: written only when at or below the
    camera's y) while jumps move the camera's y across it: every frame as
    frame by frame."""
    rows = [(0, 0, 8, 0, 0, 0, 0, 0x300, 0), (0, 0, flags, 0, 0, 0, 0, at, at if flags & 16 else 0)]
    buttons = ([(16, 16)] * 2 + [(0, 0)] * 3) * 30
    one = _run(rows, buttons, "s3k", True)
    _same(one, _run(rows, buttons, "s3k", False))
    assert set(np.unique(one["cam_target_y"][:, 0])) == {at, 0x300}  # the guard's answer changed


def _step_down(cols=400, at_x=1100):
    """world() with the floor 32 px lower from x = at_x on."""
    tm = world(cols)
    c = np.array(tm.cells)
    c[15:17, at_x // 16:] = 0
    return hp.TileMap(c, hp.TileSet(np.array([[0] * 16, [16] * 16])))


@pytest.mark.parametrize("at", [130, 140, 150])
def test_guarded_top_while_falling(at):
    """A guarded top (written only when at or above the camera's y): the
    camera's y passes it when the player walks off a step; every frame as
    frame by frame."""
    rows = [(0, 0, 4, 0, 0, 0, 0, 0, 0), (0, 0, 1024 | 4, 0, 0, 0, at, 0, 0)]
    buttons = [(2, 2)] * 120
    one = _run(rows, buttons, "s3k", True, terrain=_step_down())
    _same(one, _run(rows, buttons, "s3k", False, terrain=_step_down()))
    assert set(np.unique(one["cam_min_y"][:, 0])) == {0, at}


def test_memo_kept_across_a_threshold():
    """A run right past a bottom-target threshold in one call: the target
    changes on the frame the camera's x reaches it (S1 DLE_GHZ2-like rows), as
    frame by frame."""
    rows = [(0, 0, 8, 0, 0, 0, 0, 0x300, 0), (0, 1, 8, 1100, 0, 0, 0, 0x200, 0)]
    buttons = [(2, 2)] * 180
    one = _run(rows, buttons, "s2", True)
    _same(one, _run(rows, buttons, "s2", False))
    assert int(one["end cam_x"][0]) >= 1100 and int(one["end cam_target_y"][0]) == 0x200
