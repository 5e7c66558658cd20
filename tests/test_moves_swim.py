"""Tails' swimming and the shields in water (issue 23; docs/moves.md "Tails'
swimming", "Shields in water"): golden traces whose numbers are those of the
s3.asm routines each test names (Tails_Move_FlySwim,
Tails_Set_Flying_Animation, Tails_InputAcceleration_Freespace, Touch_Enemy,
BubbleShield_Bounce, Obj_FireShield_Main, Obj_LightningShield_Main,
AirCountdown_Countdown), a property (the fuel never goes up, dry or wet) and
the scenario example."""
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys as hp
from helpers import assert_flight_fuel_falls, run_frames
from hedgephys.scenario import run_scenario

FULL = [16] * 16
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
SWIM, SWIM_UP, SWIM_TIRED = 0x25, 0x26, 0x28  # Tails_Set_Flying_Animation underwater
FLY, FLY_UP = 0x20, 0x21
SURFACE = 100  # the water's surface, far above the players


def world(floor_row=35):
    ts = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((40, 60), np.uint16)
    c[floor_row:, :] = 1
    return hp.TileMap(c, ts)


def swimmer(game="s3", y=300, y_speed=0, flag=1, fuel=100, level_frame=0, surface=SURFACE):
    """One Tails in the flight state (flag 1) at (400, y), underwater when y > surface."""
    p = hp.Players(1, game=game, character="tails")
    p.place(x=400, y=y, y_speed=y_speed / 256, grounded=False)
    p.set_water(surface)
    r = p.raw
    r.underwater[0] = int(y > surface)
    r.jumping[0] = 1
    r.double_jump_flag[0] = flag
    r.double_jump_property[0] = fuel
    r.level_frame[0] = level_frame
    return p


FIELDS = ("y", "xsp", "ysp", "double_jump_flag", "double_jump_property", "anim", "airborne", "underwater",
          "shield", "air", "air_timer", "insta_shield")


def run(p, tm, buttons, objects=None):
    return run_frames(p, tm, buttons, FIELDS, objects)


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_swimming_sinks_by_8_a_frame_with_anim_0x25_Tails_Move_FlySwim(game):
    # The flight's own fall (+8, MoveSprite2 without gravity) underwater; the
    # animation is the swimming one ($25 while y speed >= 0).
    t = run(swimmer(game), world(), [0, 0, 0])
    assert [f["ysp"] for f in t] == [8, 16, 24]
    assert {f["anim"] for f in t} == {SWIM} and all(f["underwater"] for f in t)


def test_a_stroke_underwater_is_the_flight_flap_Tails_Move_FlySwim():
    # The press test is the flight's (y speed >= -$100, fuel left; the
    # carrying test is two-player only): flag 2 and +8, then -$20 a frame
    # with flag 3, 4, ... and anim $26 once y speed is negative.
    t = run(swimmer(), world(), [hp.J, 0, 0, 0])
    assert [f["double_jump_flag"] for f in t] == [2, 3, 4, 5]
    assert [f["ysp"] for f in t] == [8, 8 - 0x20, 8 - 0x40, 8 - 0x60]
    assert [f["anim"] for f in t] == [SWIM, SWIM_UP, SWIM_UP, SWIM_UP]


def test_a_stroke_ends_below_minus_0x100_as_in_the_air():
    # cmpi.w #-$100: the rise stops (flag 1) once y speed < -$100, wet or dry.
    p = swimmer(y_speed=-0x110, flag=5)
    [f] = run(p, world(), [0])
    assert (f["double_jump_flag"], f["ysp"]) == (1, -0x110)


def test_tired_swimming_anim_0x28_and_no_stroke_without_fuel():
    t = run(swimmer(fuel=0), world(), [hp.J, 0])
    assert [f["double_jump_flag"] for f in t] == [1, 1]
    assert [f["ysp"] for f in t] == [8, 16] and {f["anim"] for f in t} == {SWIM_TIRED}


def test_the_fuel_underwater_goes_every_other_frame():
    # Level_frame_counter's low bit, as in the air: 10 -> 8 in four frames.
    t = run(swimmer(fuel=10, level_frame=0), world(), [0] * 4)
    assert [f["double_jump_property"] for f in t] == [9, 9, 8, 8]


def test_swimming_air_control_uses_the_underwater_acceleration():
    # Tails_InputAcceleration_Freespace: twice the acceleration, 6 underwater
    # (Tails_Water): +$C a frame holding right (dry: +$18).
    wet = run(swimmer(), world(), [hp.R] * 2)
    dry = run(swimmer(surface=1000), world(), [hp.R] * 2)
    assert [f["xsp"] for f in wet] == [0xC, 0x18]
    assert [f["xsp"] for f in dry] == [0x18, 0x30]


def test_a_flight_into_the_water_becomes_a_swim():
    # The frame that crosses the surface keeps the flight's anim (set before
    # Tails_Water), then x halved and y quartered (Tails_Water); the next
    # frame's animation is the swimming one.
    p = swimmer(y=308, y_speed=0x400, surface=310)
    t = run(p, world(), [0, 0])
    assert (t[0]["underwater"], t[0]["ysp"], t[0]["anim"]) == (1, (0x400 + 8) >> 2, FLY)
    assert (t[1]["ysp"], t[1]["anim"]) == (((0x400 + 8) >> 2) + 8, SWIM)


def test_out_of_the_water_the_animation_is_the_flight_one_again():
    # y 312, y speed -$100 + 8 a frame: 311 after the first frame, 310 (the
    # surface: above, cmp/bge) after the second, where Tails_Water doubles y
    # speed (>= -$400); the third frame's animation is the flight's $21.
    p = swimmer(y=312, y_speed=-0x100, flag=1, surface=310)
    t = run(p, world(), [0, 0, 0])
    assert [f["underwater"] for f in t] == [1, 0, 0]
    assert t[1]["ysp"] == 2 * (-0x100 + 16) and t[1]["anim"] == SWIM_UP
    assert (t[2]["ysp"], t[2]["anim"]) == (2 * (-0x100 + 16) + 8, FLY_UP)


@pytest.mark.parametrize("surface, destroyed", [(SURFACE, False), (1000, True)])
def test_a_swimming_tails_does_not_attack_Touch_Enemy(surface, destroyed):
    # Touch_Enemy: btst #Status_Underwater -> Touch_ChkHurt: a badnik above
    # a swimming Tails hurts him; the same touch dry destroys it.
    objs = hp.Objects([hp.Hitbox(400, 280, 8, 8, reaction="badnik")], 1, "s3")
    p = swimmer(surface=surface)
    run(p, world(), [0], objects=objs)
    assert (objs.state(0) == "destroyed") == destroyed
    assert p.raw.hurt[0] == (0 if destroyed else 1)


@given(st.lists(st.sampled_from([0, hp.J, hp.L | hp.J, hp.R, hp.R | hp.J]), min_size=1, max_size=150),
       st.integers(0, 1), st.integers(200, 560))
def test_fuel_never_goes_up_in_the_air_or_water(buttons, parity, surface):
    # The flight's property holds with water anywhere: the fuel only falls
    # while he flies or swims, until he lands.
    p = hp.Players(1, game="s3", character="tails")
    p.place(x=400, y=480, y_speed=-3.0, grounded=False, rolling=True)
    p.raw.jumping[0] = 1
    p.raw.level_frame[0] = parity
    p.set_water(surface)
    t = run(p, world(), [hp.J] * 10 + buttons)
    assert_flight_fuel_falls(t)


def test_swim_example_scenario():
    # examples/tails_swim_s3.json: the flight example's inputs under water
    # (surface y = 100): he swims, strokes up through the surface and flies
    # there; each id belongs to its side of the surface (the crossing frame
    # still shows the other side's, set before the water test).
    t = run_scenario(EXAMPLES / "tails_swim_s3.json")
    anim, y = t["anim"], t["y"]
    swim, fly = np.isin(anim, [SWIM, SWIM_UP]), np.isin(anim, [FLY, FLY_UP])
    assert swim.any() and fly.any() and np.flatnonzero(swim)[0] < np.flatnonzero(fly)[0]
    assert (y[fly] < SURFACE + 8).all() and (y[swim] > SURFACE - 8).all()
    assert t["grounded"][-1]


# ----- the shields in water ------------------------------------------------------

def sonic(shield, y=300, surface=SURFACE, game="s3"):
    p = hp.Players(1, game=game)
    p.place(x=400, y=y, grounded=False, rolling=True)
    p.set_water(surface)
    p.raw.underwater[0] = int(y > surface)
    p.raw.jumping[0] = 1
    p.set_shield(shield)
    return p


@pytest.mark.parametrize("shield", ["fire", "lightning"])
def test_fire_and_lightning_shields_go_out_underwater_Obj_FireShield_DestroyUnderwater(shield):
    # The shield's object (after the act's objects) sees Status_Underwater:
    # andi.b #$8E and the insta-shield object back (insta_shield 16, then 0).
    t = run(sonic(shield), world(), [0, 0])
    assert (t[0]["shield"], t[0]["insta_shield"]) == (0, 16)
    assert (t[1]["shield"], t[1]["insta_shield"]) == (0, 0)


@pytest.mark.parametrize("shield", ["fire", "lightning"])
def test_the_shield_goes_on_the_frame_he_enters(shield):
    # Sonic_InWater sets the status in the player's frame; the shield object
    # runs after it the same frame.
    p = sonic(shield, y=300, surface=305)
    p.raw.ysp[0] = 0x600
    [f] = run(p, world(), [0])
    assert f["underwater"] == 1 and f["shield"] == 0


def test_the_bubble_and_plain_shields_stay_underwater():
    for shield, code in (("bubble", 0x41), ("plain", 0x01)):
        t = run(sonic(shield), world(), [0] * 3)
        assert {f["shield"] for f in t} == {code}


def test_dry_fire_shield_stays():
    t = run(sonic("fire", surface=1000), world(), [0] * 3)
    assert {f["shield"] for f in t} == {0x11}


def test_the_bubble_shield_stops_the_air_countdown_AirCountdown_Countdown():
    # btst #Status_BublShield / bne: neither the timer nor the air moves.
    p = sonic("bubble")
    p.raw.air[0], p.raw.air_timer[0] = 20, 3
    t = run(p, world(), [0] * 10)
    assert {(f["air"], f["air_timer"]) for f in t} == {(20, 3)}
    q = sonic("plain")
    q.raw.air[0], q.raw.air_timer[0] = 20, 3
    t = run(q, world(), [0] * 5)
    assert [(f["air"], f["air_timer"]) for f in t][:5] == [(20, 2), (20, 1), (20, 0), (19, 59), (19, 58)]


@pytest.mark.parametrize("surface, bounce", [(SURFACE, 0x400), (1000, 0x780)])
def test_the_bubble_bounce_underwater_is_0x400_BubbleShield_Bounce(surface, bounce):
    # move.w #$780,d2 / btst #Status_Underwater / move.w #$400,d2: on flat
    # ground (angle 0) the bounce sets y speed -bounce (the landing zeroes it first).
    p = sonic("bubble", y=540, surface=surface)
    p.raw.ysp[0] = 0x800
    p.raw.double_jump_flag[0] = 1
    t = run(p, world(), [0] * 4)
    land = next(i for i, f in enumerate(t) if f["ysp"] < 0)
    assert t[land]["ysp"] == -bounce and t[land]["airborne"] == 1
