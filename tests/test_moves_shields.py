"""Sonic's second jump press in Sonic 3 (issue 23; docs/moves.md "Shields"): the
insta-shield and the fire, lightning and bubble shields, with the numbers of
the s3.asm routines each test names (Sonic_ShieldMoves, Sonic_InstaShield,
Obj_InstaShield, TouchResponse, BubbleShield_Bounce, HurtCharacter), the
shield as player state (Players.set_shield, scenario files) and bad input."""
import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys as hp
from helpers import run_frames
from hedgephys import trig
from hedgephys.scenario import ScenarioError, load_scenario, run_scenario
from hedgephys.shields import SHIELDS

FULL = [16] * 16
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
FLOOR = 560


def world(floor_row=35):
    ts = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((40, 60), np.uint16)
    c[floor_row:, :] = 1
    return hp.TileMap(c, ts)


def sonic(game="s3", shield="none", y=300, y_speed=-0x100, facing="right", x_speed=0x300):
    """Sonic in a jump at (400, y), curled, past the height control's -$400."""
    p = hp.Players(1, game=game)
    p.place(x=400, y=y, y_speed=y_speed / 256, x_speed=x_speed / 256, grounded=False, rolling=True,
            facing=facing)
    p.raw.jumping[0] = 1
    p.set_shield(shield)
    return p


FIELDS = ("y", "xsp", "ysp", "gsp", "double_jump_flag", "airborne", "rolling", "jumping", "anim", "yr",
          "rolljump", "shield")


def run(p, tm, buttons, objects=None):
    return run_frames(p, tm, buttons, FIELDS, objects)


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_fire_dash_Sonic_FireShield(game):
    # x and ground speed $800 the way he faces, y speed 0 (then this frame's gravity).
    for facing, sign in (("right", 1), ("left", -1)):
        [f] = run(sonic(game, "fire", facing=facing), world(), [hp.J])
        assert (f["xsp"], f["gsp"], f["ysp"], f["double_jump_flag"]) == (sign * 0x800, sign * 0x800, 0x38, 1)


def test_lightning_jump_Sonic_LightningShield():
    # y speed -$580 and jumping cleared: letting go no longer cuts the rise.
    t = run(sonic("s3", "lightning"), world(), [hp.J, 0, 0])
    assert t[0]["ysp"] == -0x580 + 0x38 and t[0]["jumping"] == 0
    assert t[2]["ysp"] == -0x580 + 3 * 0x38  # no -$400 cap without the button


def test_bubble_dive_and_bounce_BubbleShield_Bounce():
    # The press: x speed 0, y speed $800. Landing (Player_TouchFloor): the
    # bounce adds $780 along the floor's normal, airborne, curled (radii 7 x 14,
    # y by the change), jumping, the flag cleared.
    p = sonic("s3", "bubble", y=FLOOR - 60)
    t = run(p, world(), [hp.J] + [0] * 12)
    assert (t[0]["xsp"], t[0]["gsp"], t[0]["ysp"]) == (0, 0, 0x800 + 0x38)
    land = next(i for i, f in enumerate(t) if f["ysp"] < 0)
    f = t[land]
    assert (f["ysp"], f["xsp"], f["airborne"], f["rolling"], f["yr"], f["jumping"], f["double_jump_flag"]) == \
        (-0x780, 0, 1, 1, 14, 1, 0)
    # landed curled at FLOOR - 15, uncurled 5 px up (Player_TouchFloor), curled 5 px down again
    assert f["y"] >> 16 == FLOOR - 15
    assert f["anim"] == hp.anim_ids("s3", "sonic")["roll"]
    assert t[land + 1]["ysp"] == -0x400 + 0x38  # jumping again: the height cap without the button


def test_bubble_bounce_on_a_slope_follows_the_normal():
    # BubbleShield_Bounce: x += cos(angle - $40) * $780 >> 8, y += sin(angle - $40) * $780 >> 8
    # (a floor of angle 8 lands in the flat class: y speed 0, ground speed = x speed first).
    angle = 0x08
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, angle])
    c = np.zeros((40, 60), np.uint16)
    c[35:, :] = 1
    p = sonic("s3", "bubble", y=FLOOR - 40, x_speed=0)
    t = run(p, hp.TileMap(c, ts), [hp.J] + [0] * 8)
    land = next(i for i, f in enumerate(t) if f["ysp"] < 0)
    s, co = int(trig.sine(angle - 0x40 + 256)), int(trig.cosine(angle - 0x40 + 256))
    assert (t[land]["xsp"], t[land]["ysp"]) == ((co * 0x780) >> 8, (s * 0x780) >> 8)


def test_insta_shield_attack_lasts_15_scans_Obj_InstaShield():
    # Sonic_InstaShield: flag 1; the insta-shield object (run after him) shows
    # Ani_InstaShield script 1 (0,1,2,3,4,5,6 x8,7): at its 15th frame,
    # mapping frame 7, the flag becomes 2 and stays until landing.
    p = sonic("s3", y=200, y_speed=-0x300)
    t = run(p, world(), [hp.J] + [0] * 20)
    assert [f["double_jump_flag"] for f in t] == [1] * 14 + [2] * 7
    assert p.raw.insta_shield[0] == 0  # back to its idle script


def test_one_double_jump_per_jump():
    # Sonic_ShieldMoves: nothing while double_jump_flag is set.
    p = sonic("s3", "lightning")
    t = run(p, world(), [hp.J, 0, hp.J])
    assert t[2]["ysp"] == t[1]["ysp"] + 0x38


def test_the_plain_shield_has_no_move_but_the_press_clears_the_roll_jump_lock():
    # Sonic_InstaShield: not with Status_Shield; the bclr RollJump came first.
    p = sonic("s3", "plain")
    p.raw.rolljump[0] = 1
    [f] = run(p, world(), [hp.J])
    assert (f["double_jump_flag"], f["rolljump"]) == (0, 0)


def test_no_move_while_the_jump_still_rises_fast():
    # Sonic_JumpHeight: y speed < -$400 takes the height control branch.
    [f] = run(sonic("s3", "fire", y_speed=-0x500), world(), [hp.J])
    assert f["double_jump_flag"] == 0 and f["xsp"] != 0x800


@pytest.mark.parametrize("dx, with_press", [(26, True), (26, False), (10, False)])
def test_insta_shield_box_reaches_further_TouchResponse(dx, with_press):
    # The attack scans with x - $18 .. x + $18 (and invincibility): a badnik
    # whose box starts 26 - 8 = 18 px to his right is destroyed; without the
    # attack it is out of reach of his own box (x - 8 .. x + 8), one at 10 is not.
    tm = world()
    objs = hp.Objects([hp.Hitbox(400 + dx, 300, 8, 8, reaction="badnik")], 1, "s3")
    p = sonic("s3", y=300, y_speed=0, x_speed=0)
    run(p, tm, [hp.J if with_press else 0], objects=objs)
    touched = objs.state(0) == "destroyed"
    assert touched == (with_press or dx == 10)


def test_insta_shield_makes_him_invincible_for_the_scan():
    # TouchResponse sets Status_Invincible around the attack's Touch_Process:
    # a hurting object (G4 $80) does not hurt; uncurled (hurt otherwise).
    tm = world()
    for press, hurt in ((True, 0), (False, 1)):
        objs = hp.Objects([hp.Hitbox(410, 300, 8, 8, reaction="hurt")], 1, "s3")
        p = sonic("s3", y=300, y_speed=0, x_speed=0)
        run(p, tm, [hp.J if press else 0], objects=objs)
        assert p.raw.hurt[0] == hurt


def test_the_rings_use_his_own_box_during_the_attack():
    # Test_Ring_Collisions runs before the insta-shield's scan, with his own box.
    tm = world()
    objs = hp.Objects([hp.Hitbox(426, 300, 8, 8, reaction="ring")], 1, "s3")
    p = sonic("s3", y=300, y_speed=0, x_speed=0)
    run(p, tm, [hp.J], objects=objs)
    assert p.raw.rings[0] == 0 and p.raw.double_jump_flag[0] == 1


@pytest.mark.parametrize("game", ["s1", "s2", "s3", "s3k", "cd"])
def test_a_hit_takes_the_shield_and_leaves_the_rings_HurtCharacter(game):
    # S1 HurtSonic .hasshield, S2/S3K HurtCharacter: a shield keeps the rings
    # (and the life, with ring deaths on); the knock-back is the same.
    tm = world()
    p = hp.Players(1, game=game)
    p.place(x=400, y=FLOOR - 19)
    p.set_shield("plain")
    p.set_ring_deaths(True)
    p.raw.rings[0] = 0
    objs = hp.Objects([hp.Hitbox(410, FLOOR - 19, 8, 8, reaction="hurt")], 1, game)
    run(p, tm, [0], objects=objs)
    assert (p.raw.hurt[0], p.raw.crushed[0], p.raw.shield[0]) == (1, 0, 0)


def test_hurt_with_a_shield_keeps_rings():
    tm = world()
    p = hp.Players(1, game="s3")
    p.place(x=400, y=FLOOR - 19)
    p.set_shield("fire")
    p.raw.rings[0] = 12
    objs = hp.Objects([hp.Hitbox(410, FLOOR - 19, 8, 8, reaction="hurt")], 1, "s3")
    run(p, tm, [0], objects=objs)
    assert (p.raw.hurt[0], p.raw.rings[0], p.raw.shield[0]) == (1, 12, 0)


def test_tails_and_knuckles_do_not_use_the_shields():
    # Only Sonic_JumpHeight calls Sonic_ShieldMoves; Tails' press flies.
    p = hp.Players(1, game="s3", character="tails")
    p.place(x=400, y=300, y_speed=-1.0, grounded=False, rolling=True)
    p.raw.jumping[0] = 1
    p.set_shield("fire")
    [f] = run(p, world(), [hp.J])
    assert f["xsp"] == 0 and f["double_jump_flag"] == 1 and p.raw.double_jump_property[0] == 240


def test_shield_names_are_the_games_bits():
    assert SHIELDS == {"none": 0, "plain": 0x01, "fire": 0x11, "lightning": 0x21, "bubble": 0x41}


@pytest.mark.parametrize("game, shield, error", [
    ("s3", "gold", ValueError), ("s3", 3, TypeError), ("s2", "fire", ValueError), ("s1", "bubble", ValueError),
    ("cd", "lightning", ValueError)])
def test_set_shield_rejects_bad_input(game, shield, error):
    p = hp.Players(1, game=game)
    with pytest.raises(error, match="shield"):
        p.set_shield(shield)
    assert p.raw.shield[0] == 0


def test_a_raw_shield_value_that_is_no_shield_is_rejected_by_step():
    p = hp.Players(2, game="s3")
    p.raw.shield[1] = 0x10  # the fire bit without Status_Shield
    with pytest.raises(ValueError, match=r"players.shield\[1\] is 16"):
        p.step(world(), 0)


def test_set_shield_index():
    p = hp.Players(3, game="s3k")
    p.set_shield("bubble", [0, 2])
    assert p.raw.shield.tolist() == [0x41, 0, 0x41]
    with pytest.raises(IndexError):
        p.set_shield("fire", 5)


@pytest.mark.parametrize("name, shield", [("insta_shield_s3.json", "none"), ("fire_dash_s3.json", "fire"),
                                          ("bubble_bounce_s3.json", "bubble"),
                                          ("lightning_jump_s3.json", "lightning")])
def test_shield_example_scenarios(name, shield):
    sc = load_scenario(EXAMPLES / name)
    assert sc.player.shield == shield and sc.make_players().raw.shield[0] == SHIELDS[shield]
    t = run_scenario(EXAMPLES / name)
    xs, ys = t["x_speed"], t["y_speed"]
    if shield == "fire":
        assert xs.max() == 8.0
    elif shield == "lightning":
        assert np.isclose(ys, -0x580 / 256 + 0x38 / 256).any()
    elif shield == "bubble":
        assert np.isclose(ys, -0x780 / 256).any() and ys.max() > 8.0
    assert t["grounded"][-1]


def test_scenario_shield_checks():
    raw = json.loads((EXAMPLES / "fire_dash_s3.json").read_text())
    raw["game"] = "s2"
    with pytest.raises(ScenarioError, match="player.shield"):
        load_scenario(raw)
    raw["game"] = "s3"
    raw["player"]["shield"] = "gold"
    with pytest.raises(ScenarioError, match='unknown shield "gold"'):
        load_scenario(raw)


@given(st.lists(st.sampled_from([0, hp.J, hp.R | hp.J, hp.L, hp.R]), min_size=1, max_size=120),
       st.sampled_from(sorted(SHIELDS)))
def test_at_most_one_shield_move_per_jump(buttons, shield):
    # Sonic_ShieldMoves runs once between two landings: the flag, once set,
    # stays set in the air (it goes 1 -> 2 for the insta-shield only).
    p = sonic("s3k", shield, y=400, y_speed=-0x200)
    t = run(p, world(), buttons)
    for a, b in zip(t, t[1:]):
        if a["double_jump_flag"] and b["airborne"] and a["airborne"]:
            assert b["double_jump_flag"] >= a["double_jump_flag"] or b["double_jump_flag"] == 0
            assert b["double_jump_flag"] != 0 or shield == "bubble"
