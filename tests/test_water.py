"""Water (docs/water.md): golden traces whose numbers come from each
disassembly's routines (S1 Sonic_Water / Drown_Countdown, S2 Obj01_InWater /
Obj01_OutWater / Obj0A_Countdown, S3K Sonic_InWater / Sonic_OutWater /
AirCountdown_Countdown), a property, the start heights read from the
checkouts and bad input."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import hedgephys as hp
from helpers import disasm_checkout, flat_world

WATER_GAMES = ("s1", "s2", "s3k", "s3")
FLOOR_Y = 220  # flat_world: standing centre y (floor top 240, height radius 19)
R, L, D, J = (hp.buttons(b) for b in "RLDJ")


def world(game, character="sonic", water=100, **place):
    """flat_world's floor with a player of `game`, placed, and a surface at `water`."""
    _c, tm, _p = flat_world()
    p = hp.Players(1, game=game, character=character)
    p.place(**{"x": 400, "y": FLOOR_Y, **place})
    if water is not None:
        p.set_water(water)
    return tm, p


def run(p, tm, buttons, frames, fields):
    return {k: v[:, 0] for k, v in p.step(tm, np.full((frames, 1), buttons, np.uint8), record=fields).items()}


def dive(p):
    """Start underwater (the flag already set, as after an earlier frame's entry)."""
    p.raw.underwater[0] = 1


# ----- entering and leaving ----------------------------------------------------------

@pytest.mark.parametrize("game", WATER_GAMES)
@pytest.mark.parametrize("xsp", [0x300, -0x301])
def test_entry_halves_x_and_quarters_y(game, xsp):
    # Airborne above the surface, falling through it this frame: gravity 0x38
    # (dry: the flag is clear during the state routine), then Sonic_Water's
    # asr x_vel / asr y_vel twice (arithmetic shifts: -0x301 gives -0x181).
    tm, p = world(game, water=60, y=58, grounded=False, x_speed=xsp / 256, y_speed=0x400 / 256)
    r = run(p, tm, 0, 1, ["xsp", "ysp", "underwater", "air"])
    assert r["underwater"][0] == 1
    assert r["xsp"][0] == xsp >> 1
    assert r["ysp"][0] == (0x400 + 0x38) >> 2 == 0x10E
    assert r["air"][0] == 29  # ResumeMusic: 30, then the countdown's first tick that frame


@pytest.mark.parametrize("game, slow, fast", [
    ("s1", -0x5E0, -0x1000), ("s2", -0x5E0, -0x1000),
    # S3K Sonic_OutWater doubles only from -0x400 up (cmpi.w #-$400 / blt)
    ("s3k", -0x5E0, -0x8F0), ("s3", -0x5E0, -0x8F0)])
def test_exit_doubles_y_with_the_games_cap(game, slow, fast):
    for ysp, want in ((-0x300, slow), (-0x900, fast)):
        tm, p = world(game, water=100, y=102, grounded=False, x_speed=1, y_speed=ysp / 256)
        dive(p)
        r = run(p, tm, 0, 1, ["xsp", "ysp", "underwater"])
        # underwater gravity 0x10 first (0x38 - 0x28), then out: x untouched
        assert r["underwater"][0] == 0
        assert r["ysp"][0] == want
        drag = (0x100 >> 5) if ysp >= -0x400 else 0  # air drag only (-0x400 <= ysp < 0 before the move)
        assert r["xsp"][0] == 0x100 - drag


@pytest.mark.parametrize("game", WATER_GAMES)
def test_surface_test_is_y_greater_than_the_surface(game):
    # cmp.w y_pos,d0 / bge: at the surface's own y the player is above it
    tm, p = world(game, water=FLOOR_Y)
    assert run(p, tm, 0, 1, ["underwater"])["underwater"][0] == 0
    tm, p = world(game, water=FLOOR_Y - 1)
    assert run(p, tm, 0, 1, ["underwater"])["underwater"][0] == 1


# ----- the underwater constants ------------------------------------------------------

@pytest.mark.parametrize("game, character", [(g, "sonic") for g in WATER_GAMES]
                         + [("s2", "tails"), ("s3k", "knuckles"), ("s3", "tails")])
def test_top_speed_and_acceleration_on_flat_ground(game, character):
    # top $300, acceleration 6 (Sonic_Water / Obj01_InWater / Sonic_InWater)
    tm, p = world(game, character)
    dive(p)
    g = run(p, tm, R, 200, ["gsp"])["gsp"]
    assert list(g[:3]) == [6, 12, 18]
    assert g[127] == 0x300 and g.max() == 0x300 and g[-1] == 0x300


@pytest.mark.parametrize("game", WATER_GAMES)
def test_braking_and_friction_underwater(game):
    # deceleration $40 while holding against the motion, friction 6 (= acc) when letting go
    tm, p = world(game, ground_speed=0x200 / 256, x_speed=0x200 / 256)
    dive(p)
    assert run(p, tm, L, 1, ["gsp"])["gsp"][0] == 0x200 - 0x40
    tm, p = world(game, ground_speed=0x200 / 256, x_speed=0x200 / 256)
    dive(p)
    assert run(p, tm, 0, 1, ["gsp"])["gsp"][0] == 0x200 - 6


@pytest.mark.parametrize("game, character, want", [
    ("s1", "sonic", 0x400 - 0x10 - 3),    # Sonic_RollSpeed: dec >> 2, friction acc >> 1
    ("s2", "sonic", 0x400 - 0x20 - 3),    # the fixed #$20
    ("s2", "tails", 0x400 - 0x10 - 3),    # Tails_RollSpeed: dec >> 2
    ("s3k", "knuckles", 0x400 - 0x20 - 3),
    ("s3", "tails", 0x400 - 0x10 - 3)])
def test_roll_braking_underwater(game, character, want):
    tm, p = world(game, character, ground_speed=4, x_speed=4, rolling=True)
    dive(p)
    assert run(p, tm, L, 1, ["gsp"])["gsp"][0] == want


@pytest.mark.parametrize("game, character, force", [
    ("s1", "sonic", 0x380), ("s2", "sonic", 0x380), ("s2", "tails", 0x380),
    ("s3k", "sonic", 0x380), ("s3k", "knuckles", 0x300), ("s3", "sonic", 0x380)])
def test_jump_underwater(game, character, force):
    # Sonic_Jump's #$380 (S&K Knux_Jump #$300); gravity $10 while held; released,
    # Sonic_JumpHeight caps at -$200
    tm, p = world(game, character)
    dive(p)
    held = run(p, tm, J, 3, ["ysp", "airborne"])
    assert held["airborne"][0] == 1
    assert list(held["ysp"]) == [-force, -force + 0x10, -force + 0x20]
    assert run(p, tm, 0, 1, ["ysp"])["ysp"][0] == -0x200 + 0x10
    # dry, the same jump is 0x680 (Knuckles 0x600) with gravity 0x38
    tm, p = world(game, character, water=None)
    dry = run(p, tm, J, 2, ["ysp"])["ysp"]
    assert dry[1] - dry[0] == 0x38


@pytest.mark.parametrize("game", WATER_GAMES)
@pytest.mark.parametrize("water, underwater, gravity", [(1, 1, 0x38 - 0x28), (0, 1, 0x38), (1, 0, 0x38)])
def test_single_routines_read_the_constants_in_force(game, water, underwater, gravity):
    # docs/water.md: the underwater set only when underwater in a world with
    # water (Sonic_MdAir's subi.w #$28), as the frame reads it; the same for
    # the air control (Sonic_ChgJumpDir: 2 x acceleration, 0x0C underwater)
    state = {"water": water, "underwater": underwater, "airborne": 1, "ysp": 0, "xsp": 0}
    assert hp.routines.apply("air_move_gravity", state, game=game)["ysp"] == gravity
    acc = 2 * (6 if gravity == 0x10 else 0x0C)
    assert hp.routines.apply("air_control_drag", state, held="R", game=game)["xsp"] == acc


@pytest.mark.parametrize("game", WATER_GAMES)
def test_hurt_underwater_bounces_half_and_falls_slower(game):
    # HurtSonic / HurtCharacter: -$200 / -$100 underwater; the hurt routine's $30 - $20
    _c, tm, _p = flat_world()
    p = hp.Players(1, game=game)
    p.place(x=400, y=FLOOR_Y)
    p.set_water(100)
    dive(p)
    objs = hp.Objects([hp.Hitbox(410, FLOOR_Y, 8, 8, reaction="hurt")], 1, game)
    rec = p.step(tm, np.zeros((2, 1), np.uint8), objects=objs, record=["xsp", "ysp", "hurt"])
    assert rec["hurt"][0, 0] == 1
    assert (rec["xsp"][0, 0], rec["ysp"][0, 0]) == (-0x100, -0x200)
    assert rec["ysp"][1, 0] == -0x200 + 0x10


# ----- air and drowning --------------------------------------------------------------

@pytest.mark.parametrize("game, moves", [("s1", 119), ("s2", 119), ("s3k", 120), ("s3", 120)])
def test_air_countdown_drowns_at_the_games_frame(game, moves):
    # Entering on frame 0, the countdown object's timer (0 when made) ticks at
    # once: 30 -> 29; then every 60 frames; from 0 the next tick drowns (frame
    # 1800): Sonic_ResetOnFloor, the drowning animation $17, airborne, speeds
    # 0, air back to 30, and $78 frames to death. S1/S2 the object moves him
    # while frames are left (119 moves); S3K's drowned routine moves him before
    # the object counts (120).
    tm, p = world(game)
    r = run(p, tm, 0, 1921, ["air", "air_timer", "drown", "dead", "airborne", "anim", "y", "ysp"])
    assert r["air"][0] == 29 and r["air_timer"][0] == 59
    assert r["air"][59] == 29 and r["air"][60] == 28
    assert r["air"][1740] == 0 and r["drown"][1799] == 0
    assert r["drown"][1800] == 0x78 and r["air"][1800] == 30
    assert r["anim"][1800] == 0x17 and r["airborne"][1800] == 1 and r["ysp"][1800] == 0
    assert r["dead"][1919] == 0 and r["dead"][1920] == 1
    fall = int(r["y"][1920]) - int(r["y"][1800])
    assert fall == sum(0x10 * k for k in range(moves)) << 8


def test_leaving_the_water_refills_the_air_but_keeps_the_timer():
    # ResumeMusic sets air to 30; the countdown object (and its frame timer) stays
    tm, p = world("s2")
    r = run(p, tm, 0, 90, ["air", "air_timer"])
    assert r["air"][-1] == 28 and r["air_timer"][-1] == 30  # ticks on frames 0 and 60
    p.raw.water_y[0] = 400  # surface below him: out next frame
    r = run(p, tm, 0, 1, ["air", "air_timer", "underwater"])
    assert (r["underwater"][0], r["air"][0], r["air_timer"][0]) == (0, 30, 30)  # no count above water


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(WATER_GAMES), st.lists(st.sampled_from([0, R, L, R | D, L | D, D]), min_size=1, max_size=40),
       st.integers(1, 30))
def test_underwater_on_flat_ground_never_exceeds_top_speed(game, pattern, hold):
    tm, p = world(game)
    dive(p)
    buttons = np.repeat(np.array(pattern, np.uint8), hold)[:600, None]
    rec = p.step(tm, buttons, record=["gsp", "xsp", "underwater"])
    assert rec["underwater"].all()
    assert np.abs(rec["gsp"].astype(int)).max() <= 0x300
    assert np.abs(rec["xsp"].astype(int)).max() <= 0x300


# ----- no water ----------------------------------------------------------------------

def test_no_water_by_default_and_none_removes_it():
    tm, p = world("s2", water=None)
    assert np.isnan(p.water_surface[0]) and not p.underwater[0]
    assert run(p, tm, R, 10, ["underwater"])["underwater"].sum() == 0
    p.set_water(100)
    run(p, tm, 0, 1, ["underwater"])
    assert p.underwater[0] and p.water_surface[0] == 100
    p.raw.drown[0] = 5
    p.set_water(None)
    assert not p.underwater[0] and p.raw.air[0] == 30 and np.isnan(p.water_surface[0])
    assert p.raw.drown[0] == 0
    # a world without water ignores the water fields (S2/S3K Water_flag clear)
    p.raw.underwater[0], p.raw.water_y[0] = 1, -1000
    g = run(p, tm, R, 200, ["gsp", "underwater"])
    assert g["gsp"].max() == 0x600 and g["underwater"].all()


def test_reset_keeps_the_worlds_water():
    tm, p = world("s3k")
    run(p, tm, 0, 5, ["underwater"])
    p.reset()
    assert p.water_surface[0] == 100 and not p.underwater[0] and p.raw.air[0] == 30


def test_sonic_cd_has_no_water_modelled():
    tm, p = world("cd")
    r = run(p, tm, R, 30, ["underwater", "gsp"])
    assert r["underwater"].sum() == 0 and r["gsp"][0] == 12


def test_set_water_per_player():
    _c, tm, _p = flat_world()
    p = hp.Players(3, game="s2")
    p.place(x=400, y=FLOOR_Y)
    p.set_water([100, 300], index=[0, 2])
    rec = p.step(tm, np.zeros((1, 3), np.uint8), record=["underwater"])
    assert list(rec["underwater"][0]) == [1, 0, 0]
    assert np.isnan(p.water_surface[1])


@pytest.mark.parametrize("bad, error", [("100", TypeError), (1.5, TypeError), (True, TypeError),
                                        (40000, ValueError), (-40000, ValueError), ([1, 2], ValueError)])
def test_bad_water(bad, error):
    p = hp.Players(3)
    with pytest.raises(error, match="y"):
        p.set_water(bad, index=[0, 1, 2])
    assert not p.raw.water.any()


# ----- levels, scenarios, gym --------------------------------------------------------

@pytest.mark.parametrize("game, act, character, want", [
    ("s1", "lz1", "sonic", 0xB8), ("s1", "sbz3", "sonic", 0x228), ("s1", "ghz1", "sonic", None),
    ("s2", "cpz2", "sonic", 0x710), ("s2", "arz1", "sonic", 0x410), ("s2", "ehz1", "sonic", None),
    ("s3k", "hcz1", "sonic", 0x500), ("s3k", "aiz2", "knuckles", None), ("s3", "lbz2", "sonic", 0x65E)])
def test_start_heights_from_the_checkout(game, act, character, want):
    from hedgephys.levels.water import start_water
    root = disasm_checkout("s3k" if game == "s3" else game)
    assert start_water(root, game, act, character) == want


def test_scenario_water_key():
    doc = {"format": "hedgephys-scenario/1", "game": "s2", "tiles": {"1": {"heights": [16] * 16, "angle": 0}},
           "map": [[0, 0, 0, 0], [0, 0, 0, 0], [1, 1, 1, 1]],
           "player": {"x": 24, "y": 12}, "inputs": [["", 3]], "water": 10}
    s = hp.load_scenario(doc)
    assert s.water == 10 and s.to_dict()["water"] == 10
    assert s.make_players().water_surface[0] == 10
    with pytest.raises(hp.ScenarioError, match="water"):
        hp.load_scenario({**doc, "water": "deep"})
    with pytest.raises(hp.ScenarioError, match="water"):
        hp.load_scenario({**doc, "water": 70000})


def test_gym_observation_shows_the_water():
    from hedgephys.gym import COMPACT_FIELDS, PLAYER_FIELDS
    c, tm, _p = flat_world()
    level = hp.Level(tm, start=(400.0, float(FLOOR_Y)), water=150)
    env = hp.gym.HedgephysEnv(level=level)
    obs, _ = env.reset(seed=0)
    player = dict(zip(PLAYER_FIELDS, obs["player"]))
    assert player["water_dy"] == 150 - FLOOR_Y and player["underwater"] == 0
    obs, *_ = env.step(0)
    assert dict(zip(PLAYER_FIELDS, obs["player"]))["underwater"] == 1
    compact = hp.gym.HedgephysEnv(level=hp.Level(tm, start=(400.0, float(FLOOR_Y))), observation="compact")
    obs, _ = compact.reset(seed=0)
    row = dict(zip(COMPACT_FIELDS, obs))
    assert row["water_dy"] == 32767 and row["underwater"] == 0
    assert compact.observation_space.contains(obs) and env.observation_space.contains(env.reset(seed=1)[0])
