"""Whole-frame behaviour of each object kind (rules/objects §3, §5-§9;
rules/scenario outcomes): moving platforms, monitors, hitboxes, hurt and
crushed players, the push block over a ledge, Sonic CD's routine."""
import numpy as np
import pytest

import hedgephys as hp

FLAT = hp.TileSet(np.array([[0] * 16, [16] * 16]))


def floor_map(cols=40, rows=8, floor_row=6):
    cells = np.zeros((rows, cols), np.uint16)
    cells[floor_row:, :] = 1
    return hp.TileMap(cells, FLAT)


def step(p, terrain, objs, n=1, btn=0):
    out = []
    for _ in range(n):
        p.step(terrain, np.array([btn], np.uint8), objects=objs)
        out.append((p.state(0), objs.events(0)))
    return out


EMPTY = hp.objects._empty_map()


# ---- D: jump-through and moving platforms ----------------------------------
@pytest.mark.parametrize("game,offset", [("s1", 1), ("s2", 0), ("s3k", 0)])
def test_platform_ride_follows_motion(game, offset):
    """D1 lands at surface - hr - 1; D2 carries at surface - hr - 1 (S1 B3) or
    surface - hr (S2/S3K B1, one pixel deeper), moving with the platform."""
    p = hp.Players(1, game=game)
    p.place(x=500, y=440, y_speed=1, grounded=False)
    objs = hp.Objects([hp.JumpThrough(500, 480, 32, 8, motion=(1, -0.5))], 1, game)
    out = step(p, EMPTY, objs, 40)
    i = next(i for i, (_, ev) in enumerate(out) if "landed_on_object:0" in ev)
    for s, _ in out[i + 1:]:
        assert s["on_object"] == 0 and s["grounded"]
    s = out[-1][0]
    oy = objs.y[0, 0]
    assert int(s["y"]) == int(oy) - 8 - 19 - offset
    # carried horizontally by the platform's pixel motion
    assert s["x"] - out[i][0]["x"] == objs.x[0, 0] - (500 + 1 + i)


def test_jump_up_through_platform():
    p = hp.Players(1, game="s2")
    p.place(x=500, y=500, y_speed=-6, grounded=False)
    objs = hp.Objects([hp.JumpThrough(500, 480, 32, 8)], 1, "s2")
    out = step(p, EMPTY, objs, 60)
    ys = [s["y"] for s, _ in out]
    assert min(ys) < 480 - 8 - 19  # passed through from below
    assert out[-1][0]["on_object"] == 0 and int(out[-1][0]["y"]) == 480 - 8 - 19


@pytest.mark.parametrize("game", ["s1", "s2"])
def test_walk_off_platform(game):
    """B5: the player leaves when his centre passes the raw width; S1 keeps
    the grounded flag (ground sensors then find nothing), S2 sets air."""
    p = hp.Players(1, game=game)
    p.place(x=528, y=480 - 8 - 19 - (1 if game == "s1" else 0), ground_speed=1, x_speed=1, grounded=True)
    p.raw.on_object[0] = 0
    objs = hp.Objects([hp.JumpThrough(500, 480, 32, 8)], 1, game)
    objs.raw.standing[0, 0] = 1
    out = step(p, EMPTY, objs, 8, hp.R)
    off = next(i for i, (s, _) in enumerate(out) if s["on_object"] is None)
    if game == "s2":
        assert "left_ground" in p.events(0) or not out[off][0]["grounded"]
    assert out[off - 1][0]["x"] < 532 <= out[off][0]["x"] or out[off][0]["x"] >= 532
    assert out[-1][0]["grounded"] is False


def test_moving_solid_box_pushes_player():
    """A box moving left into a standing player pushes him (A7 each frame)."""
    terrain = floor_map()
    p = hp.Players(1, game="s2")
    p.place(x=200, y=96 - 20, grounded=True)
    objs = hp.Objects([hp.SolidBox(260, 80, 16, 16, motion=(-2, 0))], 1, "s2")
    out = step(p, terrain, objs, 40)
    assert out[-1][0]["x"] == objs.x[0, 0] - 27
    assert out[-1][0]["pushing"]


# ---- F: monitors -------------------------------------------------------------
@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_rolling_player_breaks_monitor(game):
    terrain = floor_map()
    sizes = hp.objects.MONITOR_SIZES[game]
    p = hp.Players(1, game=game)
    # CD stops a player at left = 0 (px = ox - 25) one pixel short of the
    # monitor's hitbox, so the roll must reach past it within one frame:
    # start at 101 (6 px per frame reaches 137 before the push).
    p.place(x=101, y=96 - 15, ground_speed=6, x_speed=6, rolling=True, grounded=True)
    objs = hp.Objects([hp.Monitor(160, 96 - sizes[1] - 1)], 1, game)
    out = step(p, terrain, objs, 20)
    ev = [e for _, evs in out for e in evs]
    assert "monitor_broken:0" in ev and "touched:0" in ev
    assert objs.state(0) == "broken"
    assert out[-1][0]["x"] > 160  # rolled through


@pytest.mark.parametrize("game", ["s1", "s2", "cd"])
def test_walking_player_blocked_by_monitor(game):
    terrain = floor_map()
    sizes = hp.objects.MONITOR_SIZES[game]
    p = hp.Players(1, game=game)
    p.place(x=100, y=96 - 20, grounded=True)
    objs = hp.Objects([hp.Monitor(160, 96 - sizes[1] - 1)], 1, game)
    out = step(p, terrain, objs, 60, hp.R)
    assert objs.state(0) == "idle"
    assert out[-1][0]["x"] < 160 - sizes[0]
    assert out[-1][0]["pushing"]


@pytest.mark.parametrize("game,expect", [("s1", "monitor_bounced:0"), ("s2", "monitor_bounced:0"),
                                         ("s3k", "monitor_broken:0")])
def test_monitor_hit_from_below(game, expect):
    """F5: S1/S2 (and Sonic 3 alone, CD) bounce the player and knock the
    monitor up; S&K treats it as an ordinary hit (erratum rules/objects §16.3)."""
    terrain = floor_map()
    p = hp.Players(1, game=game)
    p.place(x=160, y=76, grounded=True)
    objs = hp.Objects([hp.Monitor(160, 30)], 1, game)
    out = step(p, terrain, objs, 1, hp.J)
    out += step(p, terrain, objs, 30, hp.J)
    ev = [e for _, evs in out for e in evs]
    assert expect in ev
    if expect == "monitor_bounced:0":
        out += step(p, terrain, objs, 60)
        assert objs.state(0) == "idle"  # fell back and landed (floor probe at y + hr - 1)


def test_s2_tails_stands_on_monitor_while_curled_sonic_does_not():
    for character, solid in (("sonic", False), ("tails", True)):
        p = hp.Players(1, game="s2", character=character)
        p.place(x=500, y=450, y_speed=2, rolling=True, grounded=False)
        objs = hp.Objects([hp.Monitor(500, 500)], 1, "s2")
        objs.raw.state[0, 0] = 0
        out = step(p, EMPTY, objs, 1)
        # hitbox first: a falling curled player breaks it from above
        p2 = hp.Players(1, game="s2", character=character)
        p2.place(x=500, y=472, y_speed=2, rolling=True, grounded=False)
        o2 = hp.Objects([hp.Monitor(500, 500)], 1, "s2")
        o2.update(p2, 0)
        assert (p2.raw.y[0] >> 16 != 472) == solid
        assert (p2.raw.on_object[0] == 0) == solid


# ---- G: hitboxes, hurt, crushed -----------------------------------------------
def test_badnik_destroyed_by_rolling_player_bounce():
    p = hp.Players(1, game="s1")
    p.place(x=500, y=485, y_speed=3, rolling=True, grounded=False)
    objs = hp.Objects([hp.Hitbox(500, 500, 8, 8, reaction="badnik")], 1, "s1")
    objs.scan(p)
    assert objs.state(0) == "destroyed" and objs.events(0) == ["touched:0"]
    assert p.raw.ysp[0] == -3 * 256  # above it: y speed negated


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_hurt_then_recover(game):
    terrain = floor_map()
    p = hp.Players(1, game=game)
    p.place(x=100, y=96 - 20, grounded=True)
    objs = hp.Objects([hp.Hitbox(130, 86, 8, 8, reaction="badnik")], 1, game)
    out = step(p, terrain, objs, 120, hp.R)
    hurt = next(i for i, (_, ev) in enumerate(out) if "hurt:0" in ev)
    s = out[hurt][0]
    assert not s["grounded"] and s["x_speed"] == -2 and s["y_speed"] == -4 and p.raw.invuln[0] > 0
    land = next(i for i, (s, _) in enumerate(out) if i > hurt and s["grounded"])
    assert out[land][0]["x_speed"] == 0 and out[land][0]["ground_speed"] == 0
    # while invulnerable the badnik only reports the touch
    later = [ev for _, ev in out[land:]]
    assert all("hurt:0" not in ev for ev in later)
    assert p.raw.hurt[0] == 0


def test_hurt_invulnerability_and_increment():
    p = hp.Players(1, game="s1")
    p.place(x=500, y=500, grounded=True)
    p.raw.invuln[0] = 100
    objs = hp.Objects([hp.Hitbox(500, 500, 4, 4, reaction="hurt"),
                       hp.Hitbox(500, 500, 4, 4, reaction="increment")], 1, "s1")
    objs.scan(p)
    assert objs.events(0) == ["touched:0"] and p.raw.hurt[0] == 0  # one reaction per frame
    objs2 = hp.Objects([hp.Hitbox(500, 500, 4, 4, reaction="increment")], 1, "s1")
    objs2.scan(p)
    assert objs2.state(0) == "active"  # timer >= 90
    p.raw.invuln[0] = 89
    objs2.scan(p)
    assert objs2.state(0) == "collected"
    objs3 = hp.Objects([hp.Hitbox(500, 500, 4, 4, reaction="special")], 1, "s1")
    objs3.scan(p)
    assert objs3.state(0) == "active" and objs3.events(0) == ["touched:0"]


@pytest.mark.parametrize("game", ["s1", "s2"])
def test_crushed_by_descending_box(game):
    terrain = floor_map()
    p = hp.Players(1, game=game)
    p.place(x=100, y=96 - 20, grounded=True)
    objs = hp.Objects([hp.SolidBox(100, 20, 32, 16, motion=(0, 1))], 1, game)
    out = step(p, terrain, objs, 40)
    i = next(i for i, (_, ev) in enumerate(out) if "crushed:0" in ev)
    assert out[i][0]["y_speed"] == -7 and not out[i][0]["grounded"]
    assert p.raw.crushed[0] == 1
    # afterwards only position += speed, y speed += 0x38
    s0, s1 = out[i + 1][0], out[i + 2][0]
    assert s1["y_speed"] - s0["y_speed"] == 0x38 / 256


# ---- E: push block over a ledge ------------------------------------------------
def test_push_block_over_ledge_slides_and_falls():
    cells = np.zeros((10, 30), np.uint16)
    cells[4, :8] = 1      # upper floor (y 64) up to x 127
    cells[8, :] = 1       # lower floor (y 128)
    terrain = hp.TileMap(cells, FLAT)
    p = hp.Players(1, game="s1")
    p.place(x=60, y=64 - 20, grounded=True)
    objs = hp.Objects([hp.PushBlock(100, 48)], 1, "s1")
    states = []
    for _ in range(400):
        p.step(terrain, np.array([hp.R], np.uint8), objects=objs)
        states.append(objs.state(0))
        if states[-1] == "idle" and "falling" in states:
            break
    assert "sliding" in states and "falling" in states and states[-1] == "idle"
    assert int(objs.x[0, 0]) % 16 == 0
    assert int(objs.y[0, 0]) == 128 - 16  # resting on the lower floor (probe radius 15)


# ---- H: Sonic CD ---------------------------------------------------------------
def test_cd_solid_landing_and_side():
    p = hp.Players(1, game="cd")
    p.place(x=500, y=440, y_speed=1, grounded=False)
    objs = hp.Objects([hp.SolidBox(500, 500, 16, 16)], 1, "cd")
    out = step(p, EMPTY, objs, 40)
    assert out[-1][0]["on_object"] == 0
    assert int(out[-1][0]["y"]) == 500 - 16 - 19  # absolute placement, no -1
    # side: cxd = W + 10, half-open
    q = hp.Players(1, game="cd")
    q.place(x=500 - 26 + 2, y=500, x_speed=1, grounded=False)
    o = hp.Objects([hp.SolidBox(500, 500, 16, 16)], 1, "cd")
    code, contact, xd, dist = o.update(q, 0)
    assert contact == "side" and xd == 2 and q.x[0] == 474 and q.raw.xsp[0] == 0


def test_cd_platform_top_only():
    p = hp.Players(1, game="cd")
    p.place(x=500, y=520, y_speed=-5, grounded=False)
    objs = hp.Objects([hp.JumpThrough(500, 500, 32, 8)], 1, "cd")
    out = step(p, EMPTY, objs, 80)
    assert out[-1][0]["on_object"] == 0 and int(out[-1][0]["y"]) == 500 - 8 - 19


# ---- C: sloped objects in a frame --------------------------------------------------
def test_walk_over_sloped_object_s1():
    mz = [32] * 6 + list(range(33, 64)) + [64] * 18 + list(range(63, 48, -1)) + [48] * 6
    p = hp.Players(1, game="s1")
    p.place(x=940, y=1000 - 33 - 19 - 1, grounded=True)
    p.raw.on_object[0] = 0
    objs = hp.Objects([hp.SlopedObject(1000, 1000, 64, 32, heights=mz)], 1, "s1")
    objs.raw.standing[0, 0] = 1
    out = step(p, EMPTY, objs, 60, hp.R)
    for s, _ in out:
        if s["on_object"] == 0:
            i = (int(s["x"]) - 1000 + 75) >> 1
            assert s["y"] == 1000 - mz[i] - 19 and s["angle"] == 0  # C4: no angle


def test_sloped_platform_landing():
    ledge = [32] * 8 + [v for k in range(33, 48) for v in (k, k)] + [48] * 10
    p = hp.Players(1, game="s1")
    p.place(x=1000, y=900, y_speed=2, grounded=False)
    objs = hp.Objects([hp.SlopedObject(1000, 1000, 24, 32, heights=ledge, platform=True)], 1, "s1")
    out = step(p, EMPTY, objs, 80)
    j = (1000 - 1000 + 24)
    assert out[-1][0]["on_object"] == 0
    assert int(out[-1][0]["y"]) == 1000 - ledge[j >> 1] - 19


def test_walk_off_event_left_ground_s2():
    p = hp.Players(1, game="s2")
    p.place(x=531, y=480 - 8 - 19, ground_speed=2, x_speed=2, grounded=True)
    p.raw.on_object[0] = 0
    objs = hp.Objects([hp.JumpThrough(500, 480, 32, 8)], 1, "s2")
    objs.raw.standing[0, 0] = 1
    p.step(EMPTY, np.array([hp.R], np.uint8), objects=objs)
    assert p.state(0)["on_object"] is None and not p.state(0)["grounded"]
    assert "left_ground" in p.events(0)


def test_cd_riding_a_moving_platform_keeps_the_offset():
    """H9 with a moving object: the player stays at oy - (Hh + hr) of the
    object's position and moves with its speed (subpixels included)."""
    p = hp.Players(1, game="cd")
    p.place(x=500, y=500 - 16 - 19, grounded=True)
    objs = hp.Objects([hp.SolidBox(500, 500, 16, 16, motion=(0.5, 0.75))], 1, "cd")
    p.raw.on_object[0] = 0
    objs.raw.standing[0, 0] = 1
    for _ in range(20):
        p.step(EMPTY, np.array([0], np.uint8), objects=objs)
        assert p.state(0)["on_object"] == 0
        assert p.y[0] - objs.y[0, 0] == -(16 + 19)
        assert p.x[0] - objs.x[0, 0] == 0


def test_invulnerability_timer_restarts_at_120_on_landing():
    """S1 Sonic_HurtStop sets the timer to 120 on landing; Sonic_Display (not
    run while hurt) counts it down from the next frame."""
    terrain = floor_map()
    p = hp.Players(1, game="s1")
    p.place(x=100, y=76, grounded=True)
    objs = hp.Objects([hp.Hitbox(100, 76, 4, 4, reaction="hurt")], 1, "s1")
    timers, hurt = [], []
    for _ in range(80):
        p.step(terrain, np.array([0], np.uint8), objects=objs)
        timers.append(int(p.raw.invuln[0]))
        hurt.append(int(p.raw.hurt[0]))
    land = hurt.index(0, 1)
    assert all(t == 120 for t in timers[:land + 1])
    assert timers[land + 1] == 119 and timers[land + 2] == 118


def test_sloped_underside_is_distorted_too():
    """Seed 000 "Sloped Objects": the whole object shifts by H[i] - H[0], so the
    underside is sloped as well (why a diagonal spring's spring side is lower
    than its base side from below)."""
    up = [16] * 12 + [14, 12, 10, 8, 6, 4, 2, 0, -2] + [-4] * 7  # S2 Obj41 slope data (up)
    bumps = {}
    for x in (1000 - 10, 1000 + 10):  # |x distance| 17 > |y distance|: vertical
        p = hp.Players(1, game="s2")
        p.place(x=x, y=1060, y_speed=-8, grounded=False)
        objs = hp.Objects([hp.SlopedObject(1000, 1000, 16, 16, heights=up)], 1, "s2")
        for _ in range(20):
            p.step(EMPTY, np.array([0], np.uint8), objects=objs)
            if p.raw.ysp[0] >= 0:
                break
        i = (x - 1000 + 27) >> 1
        bumps[x] = int(p.y[0])
        assert bumps[x] == 1000 - (up[i] - up[0]) + 16 + 19  # oy_eff + hj + hr
    assert bumps[990] - bumps[1010] == up[(10 + 27) >> 1] - up[0] == -14


def test_objects_reset_restores_the_start():
    terrain = floor_map()
    p = hp.Players(2, game="s1")
    p.place(x=np.array([60.0, 60.0]), y=76, grounded=True)
    objs = hp.Objects([hp.PushBlock(100, 80)], 2, "s1")
    p.step(terrain, np.full((60, 2), hp.R, np.uint8), objects=objs)
    assert (objs.x[:, 0] > 100).all()
    objs.reset(np.array([True, False]))
    assert objs.x[0, 0] == 100 and objs.x[1, 0] > 100 and objs.raw.events[0, 0] == 0
    with pytest.raises(ValueError, match="mask"):
        objs.reset(np.array([1, 0]))
