"""Sonic 3 alone (game "s3", skdisasm s3.asm) against Sonic & Knuckles ("s3k"):
one golden test per difference (rules/terrain §11 "Sonic 3 alone", docs/physics.md
traits). The numbers are those of the s3.asm routine each test names."""
import os

import numpy as np
import pytest

import hedgephys as hp
from hedgephys import routines

FULL = [16] * 16


def flat(cols=60, rows=20, floor_row=15, angle=0):
    """A flat floor of full blocks whose top pixel row is 16 * floor_row."""
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, angle])
    cells = np.zeros((rows, cols), np.uint16)
    cells[floor_row:, :] = 1
    return hp.TileMap(cells, ts)


def step(p, tm, buttons=0, objects=None):
    p.step(tm, np.full(p.n, buttons, np.uint8), objects=objects)


# ---- Player_LevelBound: `cmp.w d1,d0 / bls` clamps at the limit ----------------------------------
@pytest.mark.parametrize("game, limit", [("s3", 1000 + 0x128), ("s3k", 1000 + 0x128 + 1)])
def test_right_bound_clamps_at_the_limit(game, limit):
    # R = Camera_max_X_pos + $128: S3 clamps when the predicted x >= R (bls),
    # S&K only past it (bcs): [erratum rules/terrain §14.16]
    tm = flat(cols=120)
    p = hp.Players(1, game=game)
    p.set_level_bounds((0, 1000, 1000))
    p.place(x=limit - 40, y=240 - 19, ground_speed=6, x_speed=6)
    for _ in range(30):
        step(p, tm, hp.R)
    if game == "s3":
        assert p.raw.x[0] == (1000 + 0x128) << 16 and p.raw.xsp[0] == 0
    else:
        assert p.raw.x[0] >> 16 == 1000 + 0x128


# ---- Sonic_RollSpeed: the roll ends at gsp 0 ---------------------------------------------------------
def test_roll_ends_at_zero():
    # friction acc >> 1 = 6 each frame from 0x100: 0x100 - 6 * 42 = 4, then 0 on
    # frame 43; `tst.w ground_vel / bne` unrolls only at 0 (y += 14 - 19)
    tm = flat()
    p = hp.Players(1, game="s3")
    p.place(x=300, y=240 - 15, rolling=True, ground_speed=1)
    for frame in range(1, 60):
        step(p, tm)
        if not p.raw.rolling[0]:
            break
    assert frame == 43
    assert p.raw.gsp[0] == 0 and p.raw.y[0] >> 16 == 240 - 20  # the feet stay on the floor top
    assert p.raw.anim[0] == hp.anim_ids("s3")["wait"]


def test_roll_input_friction_keeps_rolling_below_0x80():
    # S&K unrolls below 0x80 keeping the speed (erratum rules/terrain §14.13);
    # S3's Sonic_RollSpeed rolls on: a turn-around (0x10 braked left: -0x80 + 6)
    state = {"gsp": 0x10, "rolling": 1, "xr": 7, "yr": 14}
    out = routines.apply("roll_input_friction", state, held="L", game="s3")
    assert out["gsp"] == -0x7A and out["rolling"] == 1 and out["yr"] == 14
    assert routines.apply("roll_input_friction", state, held="L", game="s3k")["rolling"] == 0


# ---- Sonic_Roll: `cmpi.w #$80,d0 / blo`, no ducking while moving ---------------------------------------
@pytest.mark.parametrize("gsp, rolls", [(0x80, True), (-0x80, True), (0x7F, False), (0x100, True)])
def test_roll_start_from_0x80(gsp, rolls):
    out = routines.apply("roll_start", {"gsp": gsp, "y": 100 << 16}, held="D", game="s3")
    assert bool(out["rolling"]) == rolls
    if rolls:
        assert out["y"] >> 16 == 105 and (out["xr"], out["yr"]) == (7, 14)


@pytest.mark.parametrize("game, anim", [("s3", "walk"), ("s3k", "duck")])
def test_down_while_moving_slowly_does_not_duck(game, anim):
    # S&K SonicKnux_Roll ducks below $100 (erratum rules/terrain §14.12); S3's
    # Sonic_Roll returns below $80 and leaves the walk animation
    out = routines.apply("roll_start", {"gsp": 0x40, "anim": 0}, held="D", game=game)
    assert out["rolling"] == 0 and out["anim"] == hp.anim_ids(game)[anim]


@pytest.mark.parametrize("character", ["sonic", "tails"])
def test_tails_rolls_from_0x80_too(character):
    # Tails_Roll: `cmpi.w #$80,d0 / bcs`, y + 1 (15 - 14)
    out = routines.apply("roll_start", {"gsp": 0x80, "y": 100 << 16}, held="D", game="s3",
                         character=character)
    assert out["rolling"] == 1 and out["y"] >> 16 == (105 if character == "sonic" else 101)


# ---- Sonic_Move (loc_12338): standing still, up is tested first ---------------------------------------
@pytest.mark.parametrize("game, anim", [("s3", "look_up"), ("s3k", "duck")])
def test_up_and_down_held_standing(game, anim):
    tm = flat()
    p = hp.Players(1, game=game)
    p.place(x=300, y=240 - 19)
    step(p, tm, hp.U | hp.D)
    assert p.raw.anim[0] == hp.anim_ids(game)[anim]


# ---- Player_TouchFloor: the curled shift is never reversed ------------------------------------------------
@pytest.mark.parametrize("game, shift", [("s3", -5), ("s3k", +5)])
def test_curled_ceiling_landing(game, shift):
    # A curled player hits a steep ceiling (0xB0) whose bottom row is y = 95:
    # pushed out to y = 96 + 14, then Player_TouchFloor adds y_radius -
    # default_y_radius = 14 - 19 = -5 whatever the angle (S&K: +5 on 0x40..0xBF,
    # erratum rules/terrain §14.11)
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, 0xB0])
    cells = np.zeros((20, 40), np.uint16)
    cells[5, :] = 1
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game=game)
    p.place(x=300, y=120, x_speed=1, y_speed=-8, grounded=False, rolling=True)
    for _ in range(10):
        step(p, tm)
        if p.grounded[0]:
            break
    assert p.grounded[0] and p.angle[0] == 0xB0 and not p.raw.rolling[0]
    assert p.raw.y[0] >> 16 == 96 + 14 + shift


def test_reset_on_floor_routine_on_a_ceiling():
    state = {"rolling": 1, "airborne": 1, "xr": 7, "yr": 14, "angle": 0x80, "y": 100 << 16}
    assert routines.apply("reset_on_floor", state, game="s3")["y"] >> 16 == 95
    assert routines.apply("reset_on_floor", state, game="s3k")["y"] >> 16 == 105


# ---- Sonic_Move (loc_123F4): no push sensor at exactly 0x40 / 0x80 ------------------------------------------
@pytest.mark.parametrize("game, hits", [("s3", False), ("s3k", True)])
def test_no_push_sensor_at_0x40(game, hits):
    # `addi.b #$40,d0 / bmi`: at angle 0x40 the sum is 0x80 (negative), no
    # sensor; S&K also casts at 0x40 and 0x80. Here (mode 0x00 after the
    # rotation by -0x40) its cast down from y + 10 finds the floor.
    tm = flat()
    p = hp.Players(1, game=game)
    p.place(x=300, y=240 - 8, angle=0x40, ground_speed=1)
    p.raw.control_lock[0] = 5
    step(p, tm)
    assert ("hit_wall" in p.events(0)) == hits


# ---- Touch_Monitor: a rising player bounces off the bottom ------------------------------------------------
@pytest.mark.parametrize("game, event", [("s3", "monitor_bounced:0"), ("s3k", "monitor_broken:0")])
def test_monitor_hit_from_below(game, event):
    # ysp < 0 and y - $10 >= the monitor's y: neg.w y_vel, the monitor's y
    # speed -$180 (S&K Touch_Monitor: the roll animation breaks it instead)
    tm = flat()
    objs = hp.Objects([hp.Monitor(300, 150)], 1, game)
    p = hp.Players(1, game=game)
    p.place(x=300, y=180, y_speed=-4, grounded=False, rolling=True)
    for _ in range(6):
        step(p, tm, objects=objs)
        if objs.events(0):
            break
    assert event in objs.events(0)
    assert p.raw.ysp[0] > 0
    if game == "s3":
        # knocked up at -$180, then the same frame's gravity $38 as it falls
        assert objs.raw.ysp[0, 0] == -0x180 + 0x38 and objs.raw.state[0, 0] != 0


# ---- SolidObject_cont: the sign test of the overlap word (bmi) ----------------------------------------------
@pytest.mark.parametrize("game, contact", [("s3", False), ("s3k", True)])
def test_solid_4096_px_below(game, contact):
    # top = py - oy + 4 + cy (cy = 16 + 19): 4096 + 29 px above the box it is
    # -4096 + 10; S3 exits (bmi), S&K masks it with $FFF to 10, a landing
    # distance, and lands the player 4096 px away (rules/objects A3.3, A8)
    tm = flat(rows=300, floor_row=290)
    objs = hp.Objects([hp.SolidBox(300, 4400, 16, 16)], 1, game)
    p = hp.Players(1, game=game)
    p.place(x=300, y=4400 - 4096 - 29, grounded=False)
    step(p, tm, objects=objs)
    assert ("landed_on_object:0" in objs.events(0)) == contact


# ---- SolidObject_cont (loc_1BE2E): the exit-clear keeps only the roll animation --------------------------
@pytest.mark.parametrize("game, anim", [("s3", "walk"), ("s3k", "spindash")])
def test_exit_clear_restarts_the_walk_over_the_spin_dash(game, anim):
    ids = hp.anim_ids(game)
    tm = flat()
    objs = hp.Objects([hp.SolidBox(400, 240 - 16, 16, 16)], 1, game)
    p = hp.Players(1, game=game)
    p.place(x=300, y=240 - 19)
    objs.raw.pushed[0, 0] = 1                    # it had set the pushing flag
    p.raw.pushing[0] = 1
    p.raw.anim[0] = p.raw.prev_anim[0] = ids["spindash"]
    p.raw.spindash[0] = 1
    step(p, tm, hp.D, objects=objs)              # charging; far from the box: exit-clear
    assert p.raw.pushing[0] == 0 and objs.raw.pushed[0, 0] == 0
    assert p.raw.anim[0] == ids[anim]


# ---- what Sonic 3 alone shares with S&K ------------------------------------------------------------------
def test_second_press_clears_rolljump():
    # Sonic_JumpHeight -> Sonic_ShieldMoves: bclr #Status_RollJump on a press
    state = {"jumping": 1, "rolljump": 1, "ysp": -0x300, "prev_buttons": 0}
    assert routines.apply("jump_height", state, held="J", game="s3")["rolljump"] == 0


def test_rest_slide_and_slip():
    # Player_SlopeResist: at gsp 0 applied when |s| >= $D; Player_SlopeRepel's
    # slip on 0x18..0x2F adds $80
    assert routines.apply("slope_factor_walk", {"angle": 0x20, "gsp": 0}, game="s3")["gsp"] != 0
    out = routines.apply("slope_repel", {"angle": 0x20, "gsp": 0x100}, game="s3")
    assert out["gsp"] == 0x180 and out["airborne"] == 0 and out["control_lock"] == 30


def test_no_knuckles():
    for make in (lambda: hp.Players(1, game="s3", character="knuckles"),
                 lambda: hp.anim_ids("s3", "knuckles"),
                 lambda: routines.apply("jump_height", {}, game="s3", character="knuckles")):
        with pytest.raises(ValueError, match="knuckles.*s3"):
            make()
    hp.Players(1, game="s3", character="tails")


def test_scenario_with_knuckles_is_refused():
    doc = {"format": "hedgephys-scenario/1", "game": "s3", "character": "knuckles",
           "tiles": {"1": {"heights": FULL, "angle": 0}}, "map": [[0, 0], [1, 1]],
           "player": {"x": 8.0, "y": 0.0}, "inputs": [["", 1]]}
    with pytest.raises(hp.ScenarioError, match="character"):
        hp.load_scenario(doc)
    hp.load_scenario(dict(doc, character="tails"))


def test_s3_traits_and_anim_ids():
    t = hp.rules.GAME_TRAITS["s3"]
    assert (t["roll_min"], t["unroll_band"], t["right_strict"], t["characters"]) == (0x80, 1, 0, 3)
    assert hp.anim_ids("s3") == hp.anim_ids("s3k")
    assert hp.anim_ids("s3", "tails") == hp.anim_ids("s3k", "tails")


# ---- with a checkout (HEDGEPHYS_DISASM) -------------------------------------------------------------------
def _skdisasm():
    root = os.environ.get("HEDGEPHYS_DISASM")
    if not root:
        pytest.skip("HEDGEPHYS_DISASM is not set")
    found = hp.levels.find_checkouts(root)
    if "s3k" not in found:
        pytest.skip("no skdisasm checkout")
    return found["s3k"]


def test_s3_anim_scripts_are_the_shared_tables():
    # Anim - Sonic S3.asm: S&K's numbers; Anim - Tails S3.asm: S&K's without $29
    import importlib.util
    root = _skdisasm()
    here = os.path.dirname(__file__)
    spec = importlib.util.spec_from_file_location("gen", os.path.join(here, "..", "tools", "gen_anim_tables.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    from pathlib import Path
    ours = gen.s3k(Path(root))
    for name, path, prefix in (("S3K_SONIC", "Sonic/Anim - Sonic S3.asm", "AniSonic"),
                               ("S3K_TAILS", "Tails/Anim - Tails S3.asm", "AniTails")):
        lines = (Path(root) / "General" / "Sprites" / path).read_text(errors="replace").splitlines()
        head = next(i for i, line in enumerate(lines) if line.startswith(prefix + "_:"))
        labels = []
        for line in lines[head + 1:]:
            if f"-{prefix}_" not in line:
                break
            labels.append(line.split("dc.w")[1].split("-")[0].strip())
        s3 = gen.table_from_pointers(lines, labels, {})
        assert s3 == ours[name][:len(s3)]
        assert len(s3) == (len(ours[name]) if name == "S3K_SONIC" else 0x29)


def test_levels_load_the_sonic3_acts():
    root = _skdisasm()
    assert hp.levels.detect_game(root) == "s3k"
    names = hp.levels.acts(root, "s3")
    assert names == ["aiz1", "aiz2", "hcz1", "hcz2", "mgz1", "mgz2", "cnz1", "cnz2", "icz1", "icz2",
                     "lbz1", "lbz2"]
    s3 = hp.levels.load(root, "cnz2", game="s3")
    s3k = hp.levels.load(root, "cnz2", game="s3k")
    assert s3.game == "s3" and s3k.game == "s3k"
    assert (s3.bounds.min_y, s3k.bounds.min_y) == (0, 0x580)       # LevelSizes CNZ2
    assert np.array_equal(s3.tilemap.cells, s3k.tilemap.cells)
    assert hp.levels.load(root, "lbz2", game="s3").bounds.max_y == 0x1000
    assert hp.levels.object_layout(root, "hcz2", game="s3").files[0].endswith("2-S3.bin")
    assert hp.levels.load(root, "hcz2", game="s3").act_end == 17104      # its egg capsule ($C6)
    assert hp.levels.load_act("s3/aiz1", checkout=root).game == "s3"
    with pytest.raises(ValueError, match="knuckles"):
        hp.levels.load(root, "aiz1", game="s3", character="knuckles")
    with pytest.raises(hp.levels.UnknownActError):
        hp.levels.load(root, "mhz1", game="s3")
