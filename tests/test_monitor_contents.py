"""Monitors' contents (issue 23 follow-up; docs/kinds/touch.md "Monitor
contents"): the contents object (S1 PowerUp, S2 Obj2E, S3K
Obj_MonitorContents) rises from y speed -$300 by $18 a run and gives on the
33rd run, 32 frames after the break: +10 rings (S2 super_ring and S3K
Monitor_Give_Rings stop at 999, S1 Pow_ChkRings does not), the shields (S1
Pow_ChkShield, S2 shield_monitor, S3K Monitor_Give_FireShield and its
siblings; Obj_BubbleShield's init refills the air); the layout subtypes the
placers read; bad input."""
from pathlib import Path

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.placing import Placement
from hedgephys.levels.place_touch import _monitor
from hedgephys.monitor_contents import CONTENTS, GAME_CONTENTS, LAYOUT_CONTENTS, layout_contents
from hedgephys.objects import Spikes
from hedgephys.scenario import ScenarioError, load_scenario, run_scenario

FULL = [16] * 16
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
GAMES = ["s1", "s2", "s3k", "s3"]
DELAY = 0x300 // 0x18  # the frames from the break to the gift (the 33rd run)


def world():
    ts = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((40, 60), np.uint16)
    c[35:, :] = 1
    return hp.TileMap(c, ts)


def break_monitor(game, contents, rings=0, frames=60, **raw):
    """Sonic falls curled onto a monitor holding ``contents``; the frame
    numbers of the break and the gift, and each frame's (rings, shield, air)."""
    p = hp.Players(1, game=game)
    p.place(x=300, y=500, y_speed=4, grounded=False, rolling=True)
    p.raw.rings[0] = rings
    for k, v in raw.items():
        getattr(p.raw, k)[0] = v
    objs = hp.Objects([hp.Monitor(300, 544, contents=contents)], 1, game)
    tm = world()
    broke = gave = None
    seen = []
    for f in range(frames):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
        ev = objs.events(0)
        if "monitor_broken:0" in ev:
            broke = f
        if "monitor_gave:0" in ev:
            assert gave is None
            gave = f
        seen.append((int(p.raw.rings[0]), int(p.raw.shield[0]), int(p.raw.air[0])))
    assert broke is not None
    return broke, gave, seen


@pytest.mark.parametrize("game", GAMES)
def test_ten_rings_32_frames_after_the_break(game):
    broke, gave, seen = break_monitor(game, "rings")
    assert gave == broke + DELAY
    assert [s[0] for s in seen[:gave]] == [0] * gave and seen[gave][0] == 10 and seen[-1][0] == 10


@pytest.mark.parametrize("game, want", [("s1", 1005), ("s2", 999), ("s3k", 999), ("s3", 999)])
def test_the_ring_count_stops_at_999_in_s2_and_s3k(game, want):
    _, gave, seen = break_monitor(game, "rings", rings=995)
    assert seen[gave][0] == want


@pytest.mark.parametrize("game, contents, code", [
    ("s1", "shield", 0x01), ("s2", "shield", 0x01), ("s3", "fire_shield", 0x11),
    ("s3k", "lightning_shield", 0x21), ("s3k", "bubble_shield", 0x41)])
def test_the_shields(game, contents, code):
    broke, gave, seen = break_monitor(game, contents)
    assert gave == broke + DELAY
    assert {s[1] for s in seen[:gave]} == {0} and seen[gave][1] == code


def test_the_bubble_shield_refills_the_air_Obj_BubbleShield():
    # Player_ResetAirTimer in the shield object's init: air back to 30.
    _, gave, seen = break_monitor("s3", "bubble_shield", air=7)
    assert seen[gave - 1][2] == 7 and seen[gave][2] == 30
    _, gave, seen = break_monitor("s3", "fire_shield", air=7)
    assert seen[gave][2] == 7


def test_a_new_shield_replaces_the_old_one():
    # andi.b #$8E before the new bits: fire over lightning.
    p = hp.Players(1, game="s3k")
    p.place(x=300, y=500, y_speed=4, grounded=False, rolling=True)
    p.set_shield("lightning")
    objs = hp.Objects([hp.Monitor(300, 544, contents="fire_shield")], 1, "s3k")
    for _ in range(60):
        p.step(world(), np.zeros(1, np.uint8), objects=objs)
    assert p.raw.shield[0] == 0x11


@pytest.mark.parametrize("game, contents", [("s1", "none"), ("s2", "speed_shoes"), ("s3k", "invincibility"),
                                            ("s2", "one_up"), ("s1", "eggman")])
def test_contents_without_physics_give_nothing(game, contents):
    # Lives, speed shoes, invincibility, the Eggman monitor: not modelled;
    # "none" (the default) has no contents object at all.
    broke, gave, seen = break_monitor(game, contents)
    assert gave == (None if contents == "none" else broke + DELAY)
    assert set(seen) == {(0, 0, 30)}


def test_the_default_monitor_gives_nothing():
    assert hp.Monitor(0, 0).contents == "none"
    objs = hp.Objects([hp.Monitor(300, 544)], 1, "s2")
    assert objs.raw.subtype[0, 0] == 0


def test_contents_are_kept_in_the_subtype_field():
    objs = hp.Objects([hp.Monitor(300, 544, contents="rings"), hp.Monitor(400, 544, contents="bubble_shield")],
                      1, "s3k")
    assert objs.raw.subtype[0].tolist() == [CONTENTS["rings"], CONTENTS["bubble_shield"]]


@pytest.mark.parametrize("game, subtype, want", [
    ("s1", 6, "rings"), ("s1", 4, "shield"), ("s1", 1, "eggman"), ("s1", 9, "none"),
    ("s2", 4, "rings"), ("s2", 6, "shield"), ("s2", 9, "random"), ("s2", 0x40, "none"),
    ("s3k", 3, "rings"), ("s3k", 5, "fire_shield"), ("s3k", 6, "lightning_shield"), ("s3k", 7, "bubble_shield"),
    ("s3", 0, "static")])
def test_layout_subtypes(game, subtype, want):
    # S1 Pow_Chk* order, S2 Obj2E_Types, S3K Obj_MonitorContents' table.
    assert layout_contents(game, subtype) == want


def test_the_placer_reads_the_subtype():
    rec = Placement("s3k", "aiz1", "s3", 0, 300, 544, 1, 7, False, False, False)
    [m] = _monitor(rec)
    assert isinstance(m, hp.Monitor) and m.contents == "bubble_shield"


def test_every_layout_name_is_a_contents_name():
    for names in LAYOUT_CONTENTS.values():
        assert set(names) <= set(CONTENTS)
    assert GAME_CONTENTS["cd"] == {"none"}


@pytest.mark.parametrize("contents, error, match", [
    ("gold", ValueError, "contents 'gold' is not one of"), (5, TypeError, "must be a name"),
    (None, TypeError, "must be a name")])
def test_bad_contents(contents, error, match):
    with pytest.raises(error, match=match):
        hp.Monitor(0, 0, contents=contents)


@pytest.mark.parametrize("game, contents", [("s1", "fire_shield"), ("s3k", "shield"), ("cd", "rings"),
                                            ("s2", "goggles")])
def test_contents_the_game_has_not(game, contents):
    with pytest.raises(ValueError, match=f"a {game} monitor cannot hold '{contents}'"):
        hp.Objects([hp.Monitor(0, 0, contents=contents)], 1, game)


def test_a_snapshot_carries_the_rising_contents():
    # The contents object's runs left are the monitor's timer (state): a
    # snapshot taken between the break and the gift gives the same gift.
    p = hp.Players(1, game="s2")
    p.place(x=300, y=500, y_speed=4, grounded=False, rolling=True)
    objs = hp.Objects([hp.Monitor(300, 544, contents="rings")], 1, "s2")
    tm = world()
    while "monitor_broken:0" not in objs.events(0):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
    snap = p.snapshot(objects=objs)
    for _ in range(DELAY):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
    assert p.raw.rings[0] == 10
    p.restore(snap, objects=objs)
    assert p.raw.rings[0] == 0
    for _ in range(DELAY):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
    assert p.raw.rings[0] == 10


def test_scenario_contents_and_bad_names(tmp_path):
    t = run_scenario(EXAMPLES / "monitor_rings_s3.json")
    gave = np.flatnonzero(t.event("monitor_gave:0"))
    broke = np.flatnonzero(t.event("monitor_broken:0"))
    assert len(gave) == 1 and gave[0] == broke[0] + DELAY
    s = (EXAMPLES / "monitor_rings_s3.json").read_text().replace('"contents": "rings"', '"contents": "gold"')
    bad = tmp_path / "bad.json"
    bad.write_text(s)
    with pytest.raises(ScenarioError, match="contents"):
        load_scenario(bad)


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_the_broad_phase_runs_the_rising_contents(game):
    # A broken monitor stays busy while its contents rise (kind_busy_monitor):
    # one long step equals step_stages frame by frame, on a row of monitors a
    # player jumps along, and the gifts arrive.
    from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds
    hold = {"s1": "rings", "s2": "rings", "s3k": "bubble_shield"}[game]
    objs = [hp.Monitor(300 + 48 * k, FLOOR - 16, contents=hold if k % 2 else "rings") for k in range(10)]
    seq = ([2] * 20 + [18] * 25) * 8
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 200, game)
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)
    broken = np.flatnonzero(o1.raw.state[0] == 3)
    assert len(broken) >= 2 and all(k % 2 for k in broken)  # this run breaks odd ones only
    if game == "s3k":
        assert (p1.raw.shield[0], p1.raw.rings[0]) == (0x41, 0)
    else:
        assert p1.raw.rings[0] == 10 * len(broken)


def test_the_gifts_are_the_same_on_any_thread_count():
    # 70 environments (more than one block of 64) along a row of monitors.
    from broad_phase_world import FLOOR, WIDE
    objs = [hp.Monitor(300 + 48 * k, FLOOR - 16, contents="rings") for k in range(20)]
    seq = np.array(([2] * 20 + [18] * 25) * 6, np.uint8)
    out = []
    for threads in (1, 3):
        p = hp.Players(70, game="s2")
        p.place(x=np.linspace(100, 1200, 70).round(), y=FLOOR - 20)
        o = hp.Objects(objs, 70, "s2")
        p.step(WIDE, np.repeat(seq[:, None], 70, axis=1), objects=o, threads=threads)
        out.append((p.raw.rings.copy(), o.raw.state.copy(), o.raw.timer.copy()))
    assert out[0][0].max() > 0
    for a, b in zip(*out):
        assert np.array_equal(a, b)


# ----- invincibility (S1 Pow_ChkInvinc, S2 invincible_monitor, S3K Monitor_Give_Invincibility) -----

@pytest.mark.parametrize("game, length", [("s1", 0x4B0), ("s2", 20 * 60), ("s3k", 20 * 60 // 8)])
def test_invincibility_is_given_with_the_game_s_length(game, length):
    p = hp.Players(1, game=game)
    p.place(x=300, y=500, y_speed=4, grounded=False, rolling=True)
    objs = hp.Objects([hp.Monitor(300, 544, contents="invincibility")], 1, game)
    seen = []
    for _ in range(60):
        p.step(world(), np.zeros(1, np.uint8), objects=objs)
        seen.append(int(p.raw.invincible[0]))
        if "monitor_gave:0" in objs.events(0):
            break
    assert seen[-1] == length and set(seen[:-1]) == {0}


def invincible_player(game, value, level_frame=0):
    p = hp.Players(1, game=game)
    p.place(x=300, y=300, grounded=False)
    p.raw.invincible[0] = value
    p.raw.level_frame[0] = level_frame
    return p


@pytest.mark.parametrize("game", ["s1", "s2"])
def test_invincibility_counts_frames_in_s1_s2_Sonic_Display(game):
    # S1 Sonic_Display .chkinvincible / S2 Obj01_ChkInvin: subq.w #1 a frame.
    p = invincible_player(game, 3)
    out = []
    for _ in range(4):
        p.step(world(), np.zeros(1, np.uint8))
        out.append(int(p.raw.invincible[0]))
    assert out == [2, 1, 0, 0]


def test_invincibility_counts_8_frame_ticks_in_s3k_Sonic_ChkInvin():
    # Level_frame_counter & 7 = 0: frames 8 and 16 of this run (level_frame 1..17).
    p = invincible_player("s3k", 3, level_frame=0)
    out = []
    for _ in range(17):
        p.step(world(), np.zeros(1, np.uint8))
        out.append(int(p.raw.invincible[0]))
    assert out == [3] * 7 + [2] * 8 + [1] * 2


def touch(game, reaction, invincible):
    """An uncurled Sonic walking into a hitbox; (hurt, object state)."""
    p = hp.Players(1, game=game)
    p.place(x=300, y=540, ground_speed=2.0, grounded=True)
    p.raw.invincible[0] = invincible
    objs = hp.Objects([hp.Hitbox(330, 540, 8, 8, reaction=reaction)], 1, game)
    for _ in range(20):
        p.step(world(), np.array([hp.R], np.uint8), objects=objs)
    return int(p.raw.hurt[0]), objs.state(0)


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "s3"])
def test_invincible_touches_destroy_badniks_and_nothing_hurts(game):
    # S1 React_Enemy (tst.b v_invinc first) / S2, S3K Touch_Enemy: a badnik
    # is destroyed whatever the animation; S1 React_ChkHurt / Touch_ChkHurt2:
    # a hurting object does not hurt. Without it both hurt.
    assert touch(game, "badnik", 100) == (0, "destroyed")
    assert touch(game, "hurt", 100)[0] == 0
    assert touch(game, "badnik", 0) == (1, "active")
    assert touch(game, "hurt", 0)[0] == 1


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_invincible_on_spikes(game):
    # S1 Spik_Hurt (tst.b v_invinc), S2 Touch_ChkHurt2, S3K sub_228EC: he stands on them.
    from helpers import one_player
    p = one_player(game, x=1000, y=966, y_speed=0x100, in_air=True)
    p.raw.invincible[0] = 50
    o = hp.Objects([Spikes(1000, 1000, 0x00)], 1, game)
    o.update(p, 0)
    assert p.raw.hurt[0] == 0 and p.raw.on_object[0] == 0 and p.raw.airborne[0] == 0


def test_invincible_sonic_has_no_shield_move_Sonic_FireShield():
    # btst #Status_Invincible / bne: the press only clears the roll-jump lock.
    for shield in ("none", "fire"):
        p = hp.Players(1, game="s3")
        p.place(x=300, y=300, y_speed=-1.0, grounded=False, rolling=True)
        p.raw.jumping[0] = 1
        p.raw.rolljump[0] = 1
        p.set_shield(shield)
        p.raw.invincible[0] = 100
        p.step(world(), np.array([hp.J], np.uint8))
        assert (p.raw.double_jump_flag[0], p.raw.rolljump[0], p.raw.insta_shield[0]) == (0, 0, 0)


def test_an_invincible_sonic_keeps_his_fire_shield_underwater_Obj_FireShield_Main():
    # The shield object's first test: invincible, it does nothing. The last
    # tick (Level_frame_counter 8) comes in his frame, before the shield's.
    p = hp.Players(1, game="s3")
    p.place(x=300, y=300, grounded=False)
    p.set_water(100)
    p.raw.underwater[0] = 1
    p.set_shield("fire")
    p.raw.invincible[0] = 1
    p.raw.level_frame[0] = 6
    out = []
    for _ in range(2):
        p.step(world(), np.zeros(1, np.uint8))
        out.append((int(p.raw.invincible[0]), int(p.raw.shield[0])))
    assert out == [(1, 0x11), (0, 0)]
