"""Every movement, landing, jump, drag, slope-factor, snap vector of
spec/tables/examples.json, each run through the routine the frame itself uses."""
import pytest

import hedgephys as hp
from hedgephys import routines

H = lambda s: int(s, 16)
GAMES = ["s1", "s2", "s3k", "cd"]


def test_ground_velocity(examples):
    # derived_ground_velocity: xsp = gsp cos >> 8, ysp = gsp sin >> 8 (rules/terrain §2)
    for c in examples["derived_ground_velocity"]["cases"]:
        out = routines.apply("ground_velocity", {"gsp": c["gsp"], "angle": H(c["angle"])})
        assert (out["xsp"], out["ysp"]) == (c["xsp"], c["ysp"]), c


@pytest.mark.parametrize("game", GAMES)
def test_walking_slope_factor(examples, game):
    # derived_slope_factor (rules/terrain §8.3); S3K alone applies it at gsp = 0
    key = "delta_s3" if game == "s3k" else "delta_s1_s2_cd"
    for c in examples["derived_slope_factor"]["cases"]:
        out = routines.apply("slope_factor_walk", {"gsp": c["gsp"], "angle": H(c["angle"])}, game=game)
        assert out["gsp"] - c["gsp"] == c[key], c


def test_walking_slope_factor_skipped_on_ceiling_band():
    for a in (0x60, 0x80, 0x9F):
        assert routines.apply("slope_factor_walk", {"gsp": 512, "angle": a})["gsp"] == 512


@pytest.mark.parametrize("game", GAMES)
def test_rolling_slope_factor(examples, game):
    # derived_roll_slope_factor (rules/terrain §8.4): uphill is a quarter, g = 0 counts as rightwards
    for c in examples["derived_roll_slope_factor"]["cases"]:
        out = routines.apply("slope_factor_roll", {"gsp": c["gsp"], "angle": H(c["angle"])}, game=game)
        assert out["gsp"] - c["gsp"] == c["delta"], c


@pytest.mark.parametrize("game", GAMES)
def test_air_drag(examples, game):
    # derived_air_drag (rules/terrain §8.7): -0x400 <= ysp < 0, xsp -= xsp >> 5
    for c in examples["derived_air_drag"]["cases"]:
        out = routines.apply("air_control_drag", {"xsp": c["xsp"], "ysp": c["ysp"], "airborne": 1}, game=game)
        assert out["xsp"] == c["new_xsp"], c


def test_air_drag_rounding_fix():
    out = routines.apply("air_control_drag", {"xsp": -31, "ysp": -256}, fixes=["fix_air_drag_rounding"])
    assert out["xsp"] == -31


def test_landing(examples):
    # derived_landing (rules/terrain §7 mostly down, step 4): the speed conversion by angle band
    for c in examples["derived_landing"]["cases"]:
        out = routines.apply("land", {"xsp": c["xsp_before"], "ysp": c["ysp_before"],
                                      "angle": H(c["angle"]), "airborne": 1})
        assert (out["xsp"], out["ysp"], out["gsp"]) == (c["xsp_after"], c["ysp_after"], c["gsp"]), c
        assert out["airborne"] == 0


def test_jump_impulse(examples):
    # derived_jump (rules/terrain §8.6): the impulse is added to the current speeds
    for c in examples["derived_jump"]["cases"]:
        force = H(c["force"])
        if force == 0x380:
            continue  # underwater force: water is not modelled; checked below by the formula
        out = routines.apply("jump_impulse", {"xsp": c["xsp_before"], "ysp": c["ysp_before"],
                                              "angle": H(c["angle"])})
        assert (out["xsp"], out["ysp"]) == (c["xsp_after"], c["ysp_after"]), c
        assert out["airborne"] == 1 and out["jumping"] == 1 and out["rolling"] == 1


def test_jump_forces_per_character():
    # rules/terrain §8.6: Sonic and Tails 0x680, Knuckles 0x600
    for ch, force in (("sonic", 0x680), ("tails", 0x680), ("knuckles", 0x600)):
        out = routines.apply("jump_impulse", {"angle": 0}, character=ch, game="s3k")
        assert out["ysp"] == -force


@pytest.mark.parametrize("game", GAMES)
def test_angle_snap(examples, game):
    # derived_angle_snap (rules/terrain §6.2), including SPG's 95 deg -> 90 deg example
    key = "result_s2_s3" if game in ("s2", "s3k") else "result_s1_cd"
    for c in examples["derived_angle_snap"]["cases"]:
        assert routines.floor_angle(H(c["current"]), H(c["tile"]), game) == H(c[key]), c


def test_snap_limit(examples):
    # derived_s2_s3_floor_snap_limit; S1 and CD always use 14 (rules/terrain §6.2)
    for c in examples["derived_s2_s3_floor_snap_limit"]["cases"]:
        assert routines.snap_limit(c["speed_used"], "s2") == c["limit"], c
        assert routines.snap_limit(c["speed_used"], "s3k") == c["limit"], c
        assert routines.snap_limit(c["speed_used"], "s1") == 14
        assert routines.snap_limit(c["speed_used"], "cd") == 14


def test_ground_modes(examples):
    # derived_ground_modes (rules/terrain §6.1)
    names = {"floor": 0x00, "left_wall": 0x40, "ceiling": 0x80, "right_wall": 0xC0}
    for c in examples["derived_ground_modes"]["cases"]:
        assert hp.ground_mode(H(c["angle"])) == names[c["ground_mode"]], c


def test_ground_modes_agree_with_angle_classes_csv():
    import csv
    from conftest import DATA
    names = {"floor": 0x00, "left_wall": 0x40, "ceiling": 0x80, "right_wall": 0xC0}
    with open(DATA / "angle_classes.csv") as f:
        rows = [r for r in csv.DictReader(l for l in f if not l.startswith("#"))]
    assert len(rows) == 256
    for r in rows:
        a = int(r["angle"])
        assert hp.ground_mode(a) == names[r["ground_mode"]], a
        assert (a + 0x20) & 0xC0 == int(r["snap_cardinal"], 16), a


# ---- rules/terrain §8.2 ground input: braking, the carry quirk, skids, clamps ----------------
@pytest.mark.parametrize("game, start, held, want", [
    ("s2", 0x80, "L", 0),          # braking left from exactly +dec gives 0
    ("s2", -0x80, "R", 0x80),      # braking right from exactly -dec gives +0x80 [erratum rules/terrain §14.2]
    ("s2", 0x40, "L", -0x80),      # braking across zero
    ("s2", 0x600, "R", 0x600),     # at top speed: stays
    ("s2", 0x700, "R", 0x700),     # S2 keeps a speed above top while holding forward
    ("s1", 0x700, "R", 0x600),     # S1 clamps it
    ("cd", 0x700, "R", 0x700),
    ("s2", 0x5F8, "R", 0x600),     # accelerating into the cap
    ("s2", 0, "", 0),
])
def test_ground_input(game, start, held, want):
    out = routines.apply("ground_input", {"gsp": start}, game=game, held=held)
    assert out["gsp"] == want


def test_brake_carry_fix():
    out = routines.apply("ground_input", {"gsp": -0x80}, held="R", fixes=["fix_brake_carry"])
    assert out["gsp"] == 0


def test_skid_sets_facing():
    # rules/terrain §8.2 [erratum rules/terrain §14.7]: braking left skids when the new g >= 0x400 (faces the motion)
    out = routines.apply("ground_input", {"gsp": 0x480, "facing_left": 1}, held="L")
    assert out["gsp"] == 0x400 and out["facing_left"] == 0
    out = routines.apply("ground_input", {"gsp": 0x47F, "facing_left": 1}, held="L")
    assert out["facing_left"] == 1
    # braking right skids when the new g <= -0x301
    out = routines.apply("ground_input", {"gsp": -0x381, "facing_left": 0}, held="R")
    assert out["gsp"] == -0x301 and out["facing_left"] == 1


@pytest.mark.parametrize("gsp, facing_before, held, facing, pushing", [
    (0, 0, "L", 1, 0),       # turning to accelerate left clears pushing
    (0, 1, "L", 1, 1),       # already facing left: pushing stays
    (0, 1, "R", 0, 0),
    (-0x100, 1, "L", 1, 1),
    (0x100, 0, "L", 0, 1),   # braking does not turn the player, pushing stays
    (-0x100, 1, "R", 1, 1),
    (0, 0, "LR", 1, 0),      # left turns (and clears); right then brakes -0xC, no turn
])
def test_turning_clears_pushing(gsp, facing_before, held, facing, pushing):
    # rules/terrain §8.2 [erratum rules/terrain §14.4]: a change of facing while accelerating clears pushing.
    out = routines.apply("ground_input", {"gsp": gsp, "facing_left": facing_before, "pushing": 1},
                         held=held)
    assert (out["facing_left"], out["pushing"]) == (facing, pushing)


def test_control_lock_blocks_input_not_friction():
    out = routines.apply("ground_input", {"gsp": 0x100, "control_lock": 5}, held="L")
    assert out["gsp"] == 0x100
    out = routines.apply("ground_friction", {"gsp": 0x100, "control_lock": 5})
    assert out["gsp"] == 0x100 - 0x0C


# ---- rules/terrain §8.8 rolling --------------------------------------------------------------
def test_rolling_turnaround():
    # rules/terrain §8.8/§12 item 6: braking then friction in the same frame gives -0x7A
    out = routines.apply("roll_input_friction", {"gsp": 0x10, "rolling": 1, "xr": 7, "yr": 14}, held="L")
    assert out["gsp"] == -0x7A and out["rolling"] == 1
    # |g| 0x20..0x26 braked ends at 0 (and unrolls), except -0x20 braked right -> +0x7A
    out = routines.apply("roll_input_friction", {"gsp": 0x20, "rolling": 1, "xr": 7, "yr": 14}, held="L")
    assert out["gsp"] == 0 and out["rolling"] == 0
    out = routines.apply("roll_input_friction", {"gsp": -0x20, "rolling": 1, "xr": 7, "yr": 14}, held="R")
    assert out["gsp"] == 0x7A


def test_s3k_unrolls_below_0x80_keeping_speed():
    # [erratum rules/terrain §14.13]
    out = routines.apply("roll_input_friction", {"gsp": 0x10, "rolling": 1, "xr": 7, "yr": 14},
                         held="L", game="s3k")
    assert out["gsp"] == -0x7A and out["rolling"] == 0 and out["yr"] == 19


def test_roll_x_speed_cap():
    out = routines.apply("roll_input_friction", {"gsp": 0x1200, "rolling": 1, "angle": 0})
    assert out["xsp"] == 0x1000 and out["gsp"] == 0x1200 - 6


@pytest.mark.parametrize("game, gsp, rolls", [
    ("s2", 0x80, True), ("s2", 0x7F, False), ("s2", -0x80, True),
    ("s3k", 0x80, False), ("s3k", 0x100, True),  # [erratum rules/terrain §14.12]
])
def test_roll_start_threshold(game, gsp, rolls):
    out = routines.apply("roll_start", {"gsp": gsp, "y": 100 << 16}, held="D", game=game)
    assert bool(out["rolling"]) == rolls
    if rolls:
        assert out["y"] >> 16 == 105 and (out["xr"], out["yr"]) == (7, 14)


def test_cd_roll_start_speed_fixup():
    out = routines.apply("roll_start", {"gsp": 0x80}, held="D", game="cd")
    assert out["gsp"] == 0x200
    out = routines.apply("roll_start", {"gsp": -0x80}, held="D", game="cd")
    assert out["gsp"] == -0x80


# ---- rules/terrain §8.5, §8.6, §8.7 ----------------------------------------------------------
@pytest.mark.parametrize("game, angle, gsp, airborne, gsp_after", [
    ("s2", 0x40, 0x100, 1, 0), ("s2", 0x40, 0x280, 0, 0x280), ("s2", 0x10, 0, 0, 0),
    ("s3k", 0x40, 0x100, 1, 0x100), ("s3k", 0x20, 0x100, 0, 0x180), ("s3k", 0xE0, 0x100, 0, 0x80),
    ("s3k", 0x10, 0x100, 0, 0x100),
])
def test_slope_repel(game, angle, gsp, airborne, gsp_after):
    out = routines.apply("slope_repel", {"angle": angle, "gsp": gsp}, game=game)
    assert out["airborne"] == airborne and out["gsp"] == gsp_after
    if airborne or gsp_after != gsp:
        assert out["control_lock"] == 30


def test_lock_counts_down_only():
    out = routines.apply("slope_repel", {"angle": 0x40, "gsp": 0, "control_lock": 3})
    assert out["control_lock"] == 2 and out["airborne"] == 0


def test_variable_jump_height():
    out = routines.apply("jump_height", {"jumping": 1, "ysp": -0x500}, held="")
    assert out["ysp"] == -0x400
    out = routines.apply("jump_height", {"jumping": 1, "ysp": -0x500}, held="J")
    assert out["ysp"] == -0x500
    out = routines.apply("jump_height", {"jumping": 0, "ysp": -0x1000})
    assert out["ysp"] == -0xFC0


def test_s3k_second_press_clears_rolljump():
    # [erratum rules/terrain §14.14]
    state = {"jumping": 1, "rolljump": 1, "ysp": -0x300, "prev_buttons": 0}
    assert routines.apply("jump_height", state, held="J", game="s3k")["rolljump"] == 0
    assert routines.apply("jump_height", state, held="J", game="s2")["rolljump"] == 1


@pytest.mark.parametrize("game, fixes, moves", [
    ("s1", (), False), ("s2", (), False), ("s3k", (), False), ("cd", (), True),
    ("s2", ("fix_rolljump_air_control",), True),
])
def test_rolljump_air_control(game, fixes, moves):
    out = routines.apply("air_control_drag", {"rolljump": 1, "xsp": 0, "ysp": 0x100}, held="R",
                         game=game, fixes=fixes)
    assert (out["xsp"] == 0x18) == moves


@pytest.mark.parametrize("game, want", [("s2", 0x600), ("s1", 0x600), ("cd", 0x600), ("s3k", 0x700)])
def test_air_speed_cap(game, want):
    out = routines.apply("air_control_drag", {"xsp": 0x700, "ysp": 0x100}, held="R", game=game)
    assert out["xsp"] == want


@pytest.mark.parametrize("held, facing_before, xsp, facing", [
    ("", 1, 0x100, 1), ("", 0, 0x100, 0), ("L", 0, 0x100 - 0x18, 1), ("R", 1, 0x100 + 0x18, 0),
    ("LR", 1, 0x100, 0), ("LR", 0, 0x100, 0),
])
def test_air_control_left_then_right(held, facing_before, xsp, facing):
    # rules/terrain §8.7: 0x18 per held direction, left then right; a held
    # direction sets facing, so with both held the player ends facing right.
    out = routines.apply("air_control_drag", {"xsp": 0x100, "ysp": 0x100, "facing_left": facing_before},
                         held=held)
    assert (out["xsp"], out["facing_left"]) == (xsp, facing)


@pytest.mark.parametrize("game, want", [("s2", 0x1038), ("cd", 0x1000)])
def test_gravity_and_cd_fall_cap(game, want):
    out = routines.apply("air_move_gravity", {"ysp": 0x1000, "y": 0}, game=game)
    assert out["ysp"] == want and out["y"] == 0x1000 << 8


def test_air_angle_returns_to_zero():
    for a, want in ((0x01, 0), (0x10, 0x0E), (0xFF, 0), (0xFE, 0), (0x80, 0x82), (0, 0)):
        assert routines.apply("air_angle_to_zero", {"angle": a})["angle"] == want


def test_routine_errors():
    with pytest.raises(ValueError, match="unknown routine"):
        routines.apply("teleport", {})
    with pytest.raises(KeyError):
        routines.apply("land", {"speed": 1})
    with pytest.raises(ValueError, match="unknown game"):
        routines.apply("land", {}, game="s4")
    with pytest.raises(ValueError, match="button"):
        routines.apply("ground_input", {}, held="X")
