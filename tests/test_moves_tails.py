"""Tails' flight (issue 23; docs/moves.md "Tails' flight"): golden traces whose
numbers are those of the s3.asm routines each test names (Tails_Test_For_Flight,
Tails_Move_FlySwim, Tails_Set_Flying_Animation, Tails_TouchFloor, Touch_Enemy),
Sonic 2's Tails without flight, a property (the fuel never goes up in the air)
and the scenario example."""
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys as hp
from helpers import assert_flight_fuel_falls, run_frames
from hedgephys.scenario import run_scenario

FULL = [16] * 16
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
FLY, FLY_UP, TIRED = 0x20, 0x21, 0x24  # S3K Tails anims (Tails_Set_Flying_Animation)


def world(rows=40, cols=60, floor_row=35):
    """A flat floor whose top is y = 16 * floor_row (none with floor_row=None)."""
    ts = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((rows, cols), np.uint16)
    if floor_row is not None:
        c[floor_row:, :] = 1
    return hp.TileMap(c, ts)


def tails(game="s3", y=300, y_speed=0, rolling=False, flag=0, fuel=0, level_frame=0):
    """One airborne jumping Tails at (400, y)."""
    p = hp.Players(1, game=game, character="tails")
    p.place(x=400, y=y, y_speed=y_speed / 256, grounded=False, rolling=rolling)
    r = p.raw
    r.jumping[0] = 1
    r.double_jump_flag[0] = flag
    r.double_jump_property[0] = fuel
    r.level_frame[0] = level_frame
    return p


FIELDS = ("y", "ysp", "double_jump_flag", "double_jump_property", "anim", "airborne", "rolling", "yr")


def run(p, tm, buttons, objects=None):
    return run_frames(p, tm, buttons, FIELDS, objects)


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_flight_starts_on_a_press_after_the_jump_peak_Tails_Test_For_Flight(game):
    # Tails_JumpHeight -> Tails_Test_For_Flight (ysp >= -$400): uncurled (y by
    # the y radius change, 14 - 15), flag 1, fuel (8*60)/2, anim $21 (ysp < 0);
    # the frame itself still has gravity (Tails_Stand_Freespace chose MoveSprite).
    p = tails(game, y=300, y_speed=-0x100, rolling=True)
    [f] = run(p, world(), [hp.J])
    assert (f["double_jump_flag"], f["double_jump_property"], f["rolling"], f["yr"]) == (1, 240, 0, 15)
    assert p.raw.xr[0] == 9 and p.raw.rolljump[0] == 0
    assert f["y"] >> 16 == 300 - 1 - 1  # the uncurl, then -$100 of speed
    assert f["ysp"] == -0x100 + 0x38 and f["anim"] == FLY_UP


def test_no_flight_while_the_jump_still_rises_fast():
    # Tails_JumpHeight: ysp < -$400 takes the height cap branch, not the flight test.
    p = tails(y=300, y_speed=-0x500)
    [f] = run(p, world(), [hp.J])
    assert f["double_jump_flag"] == 0 and f["ysp"] == -0x500 + 0x38


def test_no_flight_without_a_jump():
    # Tails_JumpHeight with jumping = 0 is only the upward cap (loc_15C64).
    p = tails(y=300, y_speed=0)
    p.raw.jumping[0] = 0
    [f] = run(p, world(), [hp.J])
    assert f["double_jump_flag"] == 0


def test_a_flap_rises_by_0x20_a_frame_until_minus_0x100_Tails_Move_FlySwim():
    # Flying (flag 1), a press with ysp >= -$100 and fuel sets flag 2 and still
    # adds 8; then -$20 a frame (flag 3, 4, ...) until ysp < -$100, which sets
    # flag 1 without a change of speed; then +8 a frame. No gravity (MoveSprite2).
    p = tails(y=300, flag=1, fuel=240)
    t = run(p, world(), [hp.J] + [0] * 12)
    assert [f["ysp"] for f in t] == [8, -24, -56, -88, -120, -152, -184, -216, -248, -280, -280, -272, -264]
    assert [f["double_jump_flag"] for f in t] == [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 1, 1]
    assert [f["anim"] for f in t[:3]] == [FLY, FLY_UP, FLY_UP]


def test_a_flap_lasts_at_most_30_frames():
    # double_jump_flag counts 2 .. $1F; at $20 it becomes 1 (30 frames of -$20).
    p = tails(y=300, y_speed=0x300, flag=1, fuel=240)
    t = run(p, world(floor_row=None), [hp.J] + [0] * 31)
    assert t[0]["ysp"] == 0x308
    assert t[30]["ysp"] == 0x308 - 30 * 0x20 and t[30]["double_jump_flag"] == 1
    assert t[29]["double_jump_flag"] == 0x1F
    assert t[31]["ysp"] == 0x308 - 30 * 0x20 + 8


def test_fuel_goes_every_other_frame_then_tired():
    # One less on odd Level_frame_counter values; at 0, anim $24 and a press no longer flaps.
    p = tails(y=300, flag=1, fuel=3, level_frame=0)
    t = run(p, world(), [0] * 5 + [hp.J, 0])
    assert [f["double_jump_property"] for f in t[:5]] == [2, 2, 1, 1, 0]
    assert t[4]["anim"] == TIRED and t[3]["anim"] == FLY
    assert t[5]["double_jump_flag"] == 1 and t[5]["ysp"] == t[4]["ysp"] + 8


def test_eight_seconds_of_fuel():
    # (8*60)/2 = 240, one every other frame: gone after 479 frames from an even counter.
    p = tails(y=100, flag=1, fuel=240, level_frame=0)
    tm = world(floor_row=None)
    run(p, tm, [0] * 478)
    assert p.raw.double_jump_property[0] == 1
    run(p, tm, [0])
    assert p.raw.double_jump_property[0] == 0 and p.raw.anim[0] == TIRED


def test_landing_ends_the_flight_Tails_TouchFloor():
    # Tails_TouchFloor: double_jump_flag = 0 (the fuel is left as it was);
    # the next jump's press starts a new flight with full fuel.
    tm = world()
    p = tails(y=560 - 40, y_speed=0x100, flag=1, fuel=100)
    t = run(p, tm, [0] * 60)
    land = next(i for i, f in enumerate(t) if not f["airborne"])
    assert t[land]["double_jump_flag"] == 0 and t[land]["yr"] == 15
    assert t[land - 1]["double_jump_flag"] == 1
    run(p, tm, [0, hp.J] + [hp.J] * 40 + [0])  # jump, hold past the peak, let go
    assert p.raw.airborne[0] and p.raw.double_jump_flag[0] == 0
    run(p, tm, [hp.J])
    assert p.raw.double_jump_flag[0] == 1 and p.raw.double_jump_property[0] == 240


def test_the_camera_top_stops_a_rise_only_with_bounds():
    # Tails_Move_FlySwim: y <= Camera_min_Y_pos + $10 with ysp < 0 -> ysp 0.
    tm = world()
    for bounds, want in ((True, 0), (False, -0x78)):
        p = tails(y=16, y_speed=-0x80, flag=1, fuel=100)
        if bounds:
            p.set_level_bounds((0, 2000, 2000))
        [f] = run(p, tm, [0])
        assert f["ysp"] == want


@pytest.mark.parametrize("dx, dy, destroyed", [(0, 20, True), (12, 20, True), (16, 0, False), (0, -20, False)])
def test_flying_tails_attacks_a_badnik_from_below_Touch_Enemy(dx, dy, destroyed):
    # Touch_Enemy: flying (and dry) Tails hits a badnik when GetArcTan of
    # (him - it), minus $20, is below $40: from below; elsewhere it hurts him.
    tm = world()
    objs = hp.Objects([hp.Hitbox(400 - dx, 300 - dy, 8, 8, reaction="badnik")], 1, "s3")
    p = tails(y=300, flag=1, fuel=100)
    run(p, tm, [0], objects=objs)
    assert (objs.state(0) == "destroyed") == destroyed
    assert p.raw.hurt[0] == (0 if destroyed else 1)


@pytest.mark.parametrize("game, character", [("s2", "tails"), ("s1", "sonic"), ("cd", "sonic")])
def test_no_double_jump_outside_sonic_3(game, character):
    # Sonic 2's Tails_JumpHeight (and S1/CD Sonic_JumpHeight) end at the jump height cap.
    p = hp.Players(1, game=game, character=character)
    p.place(x=400, y=300, y_speed=-1.0, grounded=False, rolling=True)
    p.raw.jumping[0] = 1
    t = run(p, world(), [hp.J, 0, hp.J])
    assert all(f["double_jump_flag"] == 0 for f in t)
    assert t[-1]["ysp"] == -0x100 + 3 * 0x38


@given(st.lists(st.sampled_from([0, hp.J, hp.L | hp.J, hp.R, hp.R | hp.J]), min_size=1, max_size=200),
       st.integers(0, 1))
def test_flight_fuel_never_goes_up_in_the_air(buttons, parity):
    # Once flying, the fuel only falls until he lands (a new flight needs a landing first).
    p = tails(y=480, y_speed=-0x300, level_frame=parity)
    t = run(p, world(), [hp.J] * 10 + buttons)
    assert_flight_fuel_falls(t)


def test_flight_example_scenario():
    # examples/tails_flight_s3.json: run, jump, fly with a press every 24 frames, land.
    t = run_scenario(EXAMPLES / "tails_flight_s3.json")
    anims = set(t["anim"].tolist())
    assert {FLY, FLY_UP} <= anims
    y = t["y"]
    jump = int(np.flatnonzero(t.event("jumped"))[0])
    assert y[jump:].min() < y[0] - 100  # higher than a jump alone (about 60 px)
    assert t["grounded"][-1]


def test_the_flight_fields_are_checked_state():
    # The new fields are plain state: snapshots carry them.
    p = tails(y=300, flag=1, fuel=77)
    snap = p.snapshot()
    p.raw.double_jump_property[0] = 0
    p.restore(snap)
    assert p.raw.double_jump_property[0] == 77 and p.raw.double_jump_flag[0] == 1


@pytest.mark.parametrize("observation", ["dict", "compact"])
def test_gym_observes_the_flight(observation):
    # docs/gym.md: the player part of both observations carries double_jump_flag,
    # double_jump_property and shield (gym MOVE_FIELDS), and so do reward_fn's states.
    gym = pytest.importorskip("hedgephys.gym")
    seen = {}

    def reward(prev, state):
        seen.update(state)
        return np.zeros(len(state["x"]))

    env = gym.HedgephysEnv(game="s3", character="tails", observation=observation, reward_fn=reward)
    env.reset()
    for b in [hp.J] * 20 + [0, hp.J]:
        obs, *_ = env.step(b)
    if observation == "dict":
        row, fields = obs["player"], gym.PLAYER_FIELDS
    else:
        row, fields = obs, gym.COMPACT_FIELDS
    got = {k: int(row[fields.index(k)]) for k in gym.MOVE_FIELDS}
    assert got == {"double_jump_flag": 1, "double_jump_property": 240, "shield": 0}
    assert int(seen["double_jump_property"][0]) == 240 and set(gym.MOVE_FIELDS) <= set(gym.STATE_KEYS)
    assert env.observation_space.contains(obs)
