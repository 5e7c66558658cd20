"""The camera and the bounds it moves (docs/camera.md): golden traces worked
by hand from each disassembly's routines (S1 MoveScreenHoriz / ScrollVertical /
DynamicLevelEvents, S2 ScrollHoriz / ScrollVerti / RunDynamicLevelEvents, S3K
MoveCameraX / MoveCameraY / Do_ResizeEvents in s3.asm), a property (the camera
stays inside its bounds) and bad input."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp
from hedgephys.camera import TRANSCRIBED, CameraEvent, act_events, event_rows

FULL = [16] * 16
UP, DOWN = 4, 8


def world(cols=700, rows=20):
    """A flat floor whose top is y = 240: a standing Sonic's centre is at 220."""
    tiles = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((rows, cols), np.uint16)
    c[15:, :] = 1
    return hp.TileMap(c, tiles)


def standing(game, x=1000, bounds=(0, 5000, 1000), events=(), **kw):
    p = hp.Players(1, game=game)
    p.set_camera_events(events)
    p.set_level_bounds(bounds, **kw)
    p.place(x=x, y=220)
    return p


def trace(p, frames, buttons=0, field="cam_x", terrain=None):
    t = world() if terrain is None else terrain
    out = []
    for _ in range(frames):
        p.step(t, buttons)
        out.append(int(getattr(p.raw, field)[0]))
    return out


def test_camera_starts_on_the_player_inside_the_bounds():
    # S2 InitCameraValues / S1 LevelSizeLoad: x - 160, y - 96, clamped
    p = standing("s2")
    assert (p.raw.cam_x[0], p.raw.cam_y[0]) == (840, 124)
    assert p.camera[0].tolist() == [840, 124, 1160, 348]
    p = standing("s2", x=100, bounds=(50, 5000, 1000))
    assert p.raw.cam_x[0] == 50
    p = standing("s2", bounds=(0, 5000, 100))
    assert p.raw.cam_y[0] == 100


@pytest.mark.parametrize("game, right, left", [
    # rel 200 -> 40 past the window, capped at 16 (S1, S2) or 24 (S3K $18)
    ("s1", [816, 832, 840, 840], [856, 856]),          # MoveScreenHoriz: no cap going left
    ("s2", [816, 832, 840, 840], [884, 868, 856, 856]),  # ScrollHoriz: -16
    ("s3k", [824, 840, 840], [876, 856, 856]),         # MoveCameraX: +-$18
    ("s3", [824, 840, 840], [876, 856, 856]),
    ("cd", [816, 832, 840, 840], [856, 856]),          # counted as S1
])
def test_horizontal_follow_window_and_caps(game, right, left):
    p = standing(game)
    p.raw.cam_x[0] = 800  # the player 200 px from the left edge: right of the 144..160 window
    assert trace(p, len(right)) == right
    p = standing(game)
    p.raw.cam_x[0] = 900  # 100 px: left of it
    assert trace(p, len(left)) == left


def test_horizontal_follow_stops_at_the_left_bound():
    p = standing("s2", bounds=(870, 5000, 1000))
    p.raw.cam_x[0] = 900
    assert trace(p, 3) == [884, 870, 870]


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_vertical_follow_on_the_ground(game):
    # standing, |gsp| < $800 and the bias at rest: at most 6 px a frame, then exactly
    p = standing(game)
    p.raw.cam_y[0] = 100
    assert trace(p, 6, field="cam_y") == [106, 112, 118, 124, 124, 124]
    p = standing(game)
    p.raw.cam_y[0] = 122
    assert trace(p, 2, field="cam_y") == [124, 124]


def test_vertical_follow_at_speed_uses_the_fast_cap():
    # |gsp| >= $800 on the ground after the frame (friction $C takes off $C): the fast
    # cap, 16 (S2) or 24 (S3K); 6 below it
    for game, cap in (("s2", 16), ("s3k", 24), ("s1", 16)):
        for gsp, step in ((0x80C, cap), (0x80B, 6)):
            p = standing(game)
            p.raw.cam_y[0] = 24
            p.place(ground_speed=gsp / 256)
            p.raw.cam_x[0] = p.raw.x[0] >> 16  # keep the x follow out of it
            t = world()
            p.step(t, 0)
            assert p.raw.cam_y[0] == 24 + step, (game, gsp)


def test_vertical_follow_in_the_air_has_a_window():
    # in the air the player may be 32 px either side of the bias before the camera moves
    p = standing("s2")
    p.place(grounded=False)
    p.raw.cam_y[0] = 124 - 20  # 20 px: inside the window
    t = hp.TileMap(np.zeros((20, 700), np.uint16), hp.TileSet(np.array([[0] * 16, FULL])))
    p.raw.ysp[0] = 0
    p.step(t, 0)
    assert p.raw.cam_y[0] == 104
    p.raw.cam_y[0] = 124 - 60  # 60: 28 below the window, capped at 16
    y0 = int(p.raw.y[0] >> 16)
    p.step(t, 0)
    d = int(p.raw.y[0] >> 16) - 64 - 0x60 - 0x20
    assert d > 16 and p.raw.cam_y[0] == 64 + 16, y0


@pytest.mark.parametrize("game, bias, cam_y, delay", [
    ("s1", 0xC8, 20, 0),     # Sonic_LookUp: at once, 2 a frame up to $C8
    ("s2", 0x76, 102, 120),  # Sonic_Lookup: after 120 frames ($78): 11 frames of panning
    ("s3k", 0x76, 102, 120),  # loc_12338 (scroll_delay_counter)
])
def test_look_up_pans_after_the_delay(game, bias, cam_y, delay):
    p = standing(game)
    ys = trace(p, 130, UP, "cam_y")
    assert p.raw.camera_bias[0] == bias and ys[-1] == cam_y and p.raw.look_delay[0] == delay
    if delay:  # nothing moves before the 120th frame
        assert ys[:119] == [124] * 119 and ys[119:121] == [122, 120]
    # released: the bias goes back by 2 a frame (ResetScr) and the delay restarts
    trace(p, 1)
    assert p.raw.camera_bias[0] == bias - 2 and p.raw.look_delay[0] == 0


@pytest.mark.parametrize("game", ["s2", "s3k", "s3"])
def test_spin_dash_recentres_except_on_its_first_frame(game):
    # S2 Sonic_CheckSpindash returns before Sonic_Move (no bias change); while it
    # charges, Obj01_Spindash_ResetScr (S3K loc_11BA4) moves the bias back by 2
    p = standing(game)
    trace(p, 130, DOWN)
    assert p.raw.camera_bias[0] == 0x60 - 22
    trace(p, 1, DOWN | 16)
    assert p.raw.spindash[0] == 1 and p.raw.camera_bias[0] == 0x60 - 22
    trace(p, 1, DOWN)
    assert p.raw.camera_bias[0] == 0x60 - 20


def test_duck_pans_down():
    p = standing("s1", bounds=(0, 5000, 1000))
    ys = trace(p, 3, DOWN, "cam_y")
    assert p.raw.camera_bias[0] == 0x60 - 6 and ys == [126, 128, 130]


def test_bottom_bound_approaches_its_target_by_2():
    # S1 DynamicLevelEvents / S2 RunDynamicLevelEvents: 2 px a frame on the ground
    ev = (CameraEvent(0, "always", target_y=0x380),)
    p = standing("s2", bounds=(0, 5000, 0x300), events=ev)
    assert trace(p, 5, field="cam_max_y") == [0x302, 0x304, 0x306, 0x308, 0x30A]
    assert p.raw.cam_target_y[0] == 0x380 and p.raw.cam_changing[0] == 1
    # up: from the camera's top (made even) when the camera is below the target
    ev = (CameraEvent(0, "always", target_y=0x50),)
    p = standing("s2", bounds=(0, 5000, 0x300), events=ev)
    p.raw.cam_y[0] = 0x75
    ys = trace(p, 1, field="cam_max_y")
    # the camera first follows (7 px off, 6 px down: $7B, odd), then the bound: ($7B & ~1) - 2
    assert p.raw.cam_y[0] == 0x7B and ys == [0x78]


def test_bottom_bound_moves_8_when_airborne_near_it():
    ev = (CameraEvent(0, "always", target_y=0x300),)
    p = standing("s1", bounds=(0, 5000, 0x70), events=ev)
    assert p.raw.cam_y[0] == 0x70  # the camera sits on the bound
    p.place(grounded=False)
    t = hp.TileMap(np.zeros((20, 700), np.uint16), hp.TileSet(np.array([[0] * 16, FULL])))
    p.step(t, 0)
    assert p.raw.cam_y[0] == 0x70 and p.raw.cam_max_y[0] == 0x78  # inside the air window; + 8


def test_death_line_follows_the_moving_bottom():
    # the same fall dies under the act's first bottom and lives once the bound has moved
    t = hp.TileMap(np.zeros((20, 700), np.uint16), hp.TileSet(np.array([[0] * 16, FULL])))
    for target, dead in ((0, True), (0x200, False)):
        ev = (CameraEvent(0, "always", target_y=target),) if target else ()
        p = standing("s2", bounds=(0, 5000, 0), events=ev)
        p.place(grounded=False)
        for _ in range(30):
            p.step(t, 0)
        assert bool(p.raw.dead[0]) is dead, target


def test_s1_ghz1_events_by_camera_x():
    # DLE_GHZ1: bottom $300, $400 from camera x $1780
    ev = act_events("s1", "ghz1")
    p = standing("s1", x=0x1780 + 160, bounds=(0, 0x2000, 0x300), events=ev)
    trace(p, 3, field="cam_max_y")
    assert p.raw.cam_target_y[0] == 0x400 and p.raw.cam_max_y[0] == 0x306
    p = standing("s1", x=0x1780 + 159, bounds=(0, 0x2000, 0x300), events=ev)
    trace(p, 3)
    assert p.raw.cam_target_y[0] == 0x300 and p.raw.cam_max_y[0] == 0x300


def test_s2_ehz2_locks_the_screen_and_the_clamp_follows():
    # LevEvents_EHZ2_Routine1: at camera x $2780 the left bound becomes the camera's x
    ev = act_events("s2", "ehz2")
    p = standing("s2", x=0x2780 + 160, bounds=(0, 0x2940, 0x420), events=ev)
    trace(p, 1)
    assert (p.raw.cam_min_x[0], p.raw.event_routine[0], p.raw.cam_target_y[0]) == (0x2780, 1, 0x390)
    # walking left, the player is stopped at the new left bound + 16
    trace(p, 200, 1)
    assert p.raw.x[0] >> 16 == 0x2780 + 16


def test_s2_boss_arena_counts_90_frames_then_follows_the_camera():
    # LevEvents_CPZ2_Routine3: Boss_spawn_delay counts to $5A, then Routine4 keeps the
    # left bound at the camera's x
    p = standing("s2", x=0x2900 + 160, bounds=(0, 0x2A80, 0x720), events=act_events("s2", "cpz2"))
    p.raw.event_routine[0] = 2
    trace(p, 0x59)
    assert (p.raw.event_routine[0], p.raw.event_timer[0]) == (2, 0x59)
    trace(p, 1)
    assert (p.raw.event_routine[0], p.raw.event_timer[0]) == (3, 0)
    trace(p, 1)
    assert p.raw.cam_min_x[0] == p.raw.cam_x[0] == 0x2900


def test_s2_ehz2_routine4_waits_for_the_boss():
    # LevEvents_EHZ2_Routine4 tests Boss_defeated_flag (set by the boss: not
    # modelled), so the left bound stays where Routine2 put it
    p = standing("s2", x=0x2900 + 160, bounds=(0x28F0, 0x2940, 0x420), events=act_events("s2", "ehz2"))
    p.raw.event_routine[0] = 3
    trace(p, 2)
    assert (p.raw.cam_min_x[0], p.raw.cam_x[0], p.raw.event_routine[0]) == (0x28F0, 0x2900, 3)


def test_s3_aiz1_max_y_from_x_table():
    # s3.asm AIZ1_Resize routine 2: Resize_MaxYFromX (word_1AA84); $8390 sets the bottom at once
    ev = act_events("s3", "aiz1")
    p = standing("s3", x=0x1600 + 160, bounds=(0, 0x4000, 0x1000), events=ev)
    p.raw.event_routine[0] = 2
    trace(p, 1)
    assert p.raw.cam_max_y[0] == 0x390 and p.raw.cam_target_y[0] == 0x390 and p.raw.cam_min_y[0] == 0


def test_s1_vertical_wrap_of_the_player():
    # ScrollVertical loc_6700: the camera passes the bottom of a wrapping act ($800): it
    # and the player's y go back by the period ($7FF mask), in the camera code
    t = hp.TileMap(np.zeros((20, 700), np.uint16), hp.TileSet(np.array([[0] * 16, FULL])))
    for game, player_y in (("s1", 0x86), ("s2", 0x886)):
        p = hp.Players(1, game=game)
        p.set_level_bounds((0, 5000, 0x800), min_y=-256)
        p.place(x=1000, y=0x886, grounded=False)
        p.raw.cam_y[0] = 0x7FC
        p.step(t, 0)
        # 10 px below the air window: the camera moves 10, to $806, which wraps to 6
        assert p.raw.cam_y[0] == 6, game
        assert p.raw.y[0] >> 16 == player_y, game  # S2 wraps the player in Obj01_Control instead


def test_nothing_changes_without_bounds():
    p = hp.Players(1, game="s2")
    p.place(x=1000, y=220)
    trace(p, 130, UP)
    assert p.raw.cam_x[0] == 0 and p.raw.cam_y[0] == 0 and p.raw.camera_bias[0] == 0x60


def test_reset_restores_the_acts_bounds():
    ev = (CameraEvent(0, "always", target_y=0x380, min_x=7),)
    p = standing("s2", bounds=(0, 5000, 0x300), events=ev)
    trace(p, 3)
    assert p.raw.cam_min_x[0] == 7
    p.reset()
    assert (p.raw.cam_min_x[0], p.raw.cam_max_y[0], p.raw.cam_target_y[0]) == (0, 0x300, 0x300)


def test_transcribed_acts_have_rows():
    for act in TRANSCRIBED:
        game, name = act.split("/")
        rows = act_events(game, name)
        assert rows is not None
        event_rows(rows)  # every table converts
    assert act_events("s2", "htz3") is None  # no such act


@pytest.mark.parametrize("bad, match", [
    (CameraEvent(0, "x>", 5), "condition"),
    (CameraEvent(0, "x>=", 70000), "at 0..65535"),
    (CameraEvent(300, "always"), "routine"),
    (CameraEvent(0, "always", max_x=1 << 20), "max_x"),
    (CameraEvent(0, "always", min_x="player"), "min_x"),
])
def test_bad_events(bad, match):
    p = hp.Players(1)
    with pytest.raises(ValueError, match=match):
        p.set_camera_events([bad])
    with pytest.raises(TypeError, match="CameraEvent"):
        p.set_camera_events([(0, "always")])


def test_bad_bounds_and_raw_rows():
    p = hp.Players(1)
    with pytest.raises(ValueError, match="min_y"):
        p.set_level_bounds((0, 10, 10), min_y=40000)
    with pytest.raises(ValueError, match="at most 48"):
        p.set_camera_events([CameraEvent(0, "always")] * 49)
    with pytest.raises(ValueError, match="condition"):
        p._batch.set_camera_events(np.array([[0, 11, 0, 0, 0, 0, 0, 0, 0]], np.int32))
    with pytest.raises(ValueError, match="flags must be 0..4095"):
        p._batch.set_camera_events(np.array([[0, 0, 4096, 0, 0, 0, 0, 0, 0]], np.int32))
    # the screen flag (S&K ScreenEvents: after the bottom's move) is the act's, on every row or none
    with pytest.raises(ValueError, match="screen flag"):
        p._batch.set_camera_events(np.array([[0, 0, 2048, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0]], np.int32))
    with pytest.raises(ValueError, match="screen must be the same"):
        p.set_camera_events([CameraEvent(0, "always", screen=True), CameraEvent(0, "always")])
    with pytest.raises(ValueError, match="shape|dimension"):
        p._batch.set_camera_events(np.zeros((2, 8), np.int32))


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(["s1", "s2", "s3k", "s3", "cd"]),
       min_x=st.integers(0, 400), width=st.integers(0, 3000), max_y=st.integers(0, 400),
       target=st.integers(0, 400), at=st.integers(0, 4000),
       buttons=st.lists(st.integers(0, 31), min_size=1, max_size=120), start=st.integers(0, 6000))
def test_camera_never_leaves_its_bounds(game, min_x, width, max_y, target, at, buttons, start):
    """After every frame the camera is inside the bounds it scrolled against:
    x in min_x..max_x, y in min_y..max_y, except that the bottom bound itself
    may rise by up to 3 px past the camera after the scroll (the games'
    approach from the camera's top made even, minus 2: the next scroll clamps)."""
    ev = (CameraEvent(0, "x>=", at, target_y=target),)
    p = hp.Players(1, game=game)
    p.set_camera_events(ev)
    p.set_level_bounds((min_x, min_x + width, max_y))
    p.place(x=start, y=220)
    t = world(cols=500)
    r = p.raw
    for b in buttons:
        p.step(t, b)
        if r.dead[0]:
            break
        assert r.cam_min_x[0] <= r.cam_x[0] <= r.cam_max_x[0]
        assert 0 <= r.cam_y[0] <= r.cam_max_y[0] + 3


def _scan_reference(rows, routine, timer, cam_x, cam_y, player_y, bounds, player_x=0, airborne=False):
    """The level events' scan as docs/camera.md words it, row by row over every
    row (the games' nested compares: S1 DynamicLevelEvents, S2
    RunDynamicLevelEvents, S3K Do_ResizeEvents with Resize_MaxYFromX's lookup)."""
    looked_up = False
    for routine_, cond, flags, at, *values in rows:
        if routine_ != routine:
            continue
        table = bool(flags & 256)
        if not table:
            looked_up = False
        elif looked_up:
            continue
        if cond == 5:
            timer += 1
        passed = {0: True, 1: cam_x >= at, 2: cam_x < at, 3: cam_y >= at, 4: cam_y < at, 5: timer >= at,
                  6: player_y >= at, 7: player_x >= at, 8: player_x < at, 9: player_y < at, 10: airborne}[cond]
        if not passed:
            if table or flags & 128:
                continue
            break
        looked_up = table
        for bit, key, value in zip((1, 2, 4, 8), ("min_x", "max_x", "min_y", "target_y"), values):
            if flags & 1024 and key == "min_y" and value > cam_y:
                continue  # guarded (S&K sub_575EA): the top only at or above the camera's y
            if flags & 1024 and key == "target_y" and (values[4] if flags & 16 else value) < cam_y:
                continue  # and the bottom only at or below it
            if flags & bit:
                bounds[key] = cam_x if (key == "min_x" and flags & 32) else value
        if flags & (64 | 512):
            return routine + (1 if flags & 64 else -1), 0, bounds
    return routine, timer, bounds


@settings(max_examples=150, deadline=None)
@given(rows=st.lists(st.tuples(st.integers(0, 2), st.integers(0, 10), st.sampled_from([0, 1, 8, 33, 64, 128, 256, 257, 264, 384, 512, 320, 1028, 1048, 1308, 1052]),
                               st.integers(0, 0x900), st.integers(0, 0x300), st.integers(0x400, 0x1000),
                               st.integers(0, 0x200), st.integers(0, 0x300), st.integers(0, 0x300)),
                     max_size=32),
       routine=st.integers(1, 2), timer=st.integers(0, 10), x=st.integers(200, 2400))
def test_event_scan_matches_the_row_by_row_reading(rows, routine, timer, x):
    """camera_events.hpp's scan jumps past rows it would not test (a table run
    once one row applied, another routine's rows): the same bounds, routine
    and timer as a scan that reads every row."""
    p = standing("s2", x=x, bounds=(0, 0x1000, 0x300))
    p._batch.set_camera_events(np.array(rows, np.int32).reshape(-1, 9))
    r = p.raw
    r.event_routine[0], r.event_timer[0] = routine, timer
    before = {k: int(getattr(r, "cam_" + k)[0]) for k in ("min_x", "max_x", "min_y", "target_y")}
    p.step(world(cols=300), 0)
    cam_x, cam_y = int(r.cam_x[0]), int(r.cam_y[0])
    player_y, player_x = int(r.y[0]) >> 16, int(r.x[0]) >> 16
    want = _scan_reference([list(row) for row in rows], routine, timer, cam_x, cam_y, player_y, before, player_x,
                           bool(r.airborne[0]))
    got = (int(r.event_routine[0]), int(r.event_timer[0]),
           {k: int(getattr(r, "cam_" + k)[0]) for k in ("min_x", "max_x", "min_y", "target_y")})
    assert got == want
