"""Golden behaviour of the player on terrain, from the seed's own numbers
(seeds/003 SPG:Slope Collision) and the spec (rules/terrain §6-§8)."""
import numpy as np
import pytest

import hedgephys as hp
from conftest import load_json

GAMES = ["s1", "s2", "s3k", "cd"]
FULL = [16] * 16


def tileset():
    # 0 empty, 1 full block (flagged 0xFF as in the original data), 2 full block angle 0
    return hp.TileSet(np.array([[0] * 16, FULL, FULL]), angles=[0, 0xFF, 0])


def world(cols, rows, floor_row, walls=(), ceiling=None):
    """A flat floor whose top pixel row is 16 * floor_row, optional full-block
    wall columns (cell indices) and a ceiling row."""
    cells = np.zeros((rows, cols), np.uint16)
    cells[floor_row:, :] = 1
    for c in walls:
        cells[:, c] = 1
    if ceiling is not None:
        cells[ceiling, :] = 1
    return hp.TileMap(cells, tileset())


def run(players, tm, buttons, frames):
    for _ in range(frames):
        players.step(tm, np.full(players.n, buttons, np.uint8))


# ---- push sensors: 704 -> 693, 831 -> 842 (seed 003, Push Sensors, Process) -----
@pytest.mark.parametrize("game", GAMES)
def test_grounded_wall_on_the_right_stops_at_693(game):
    tm = world(60, 20, floor_row=15, walls=[44])  # wall's left side at x = 704
    p = hp.Players(1, game=game)
    p.place(x=600, y=16 * 15 - 20)  # standing: feet (y + 19) on the floor top row 240
    run(p, tm, hp.R, 100)
    for _ in range(60):  # pushing on: never past 693
        p.step(tm, np.array([hp.R], np.uint8))
        assert p.raw.x[0] >> 16 == 693 and p.grounded[0]
    assert p.pushing[0]


@pytest.mark.parametrize("game", GAMES)
def test_grounded_wall_on_the_left_stops_at_842(game):
    tm = world(80, 20, floor_row=15, walls=[51])  # wall's right side at x = 831
    p = hp.Players(1, game=game)
    p.place(x=950, y=220, facing="left")
    run(p, tm, hp.L, 100)
    for _ in range(60):
        p.step(tm, np.array([hp.L], np.uint8))
        assert p.raw.x[0] >> 16 == 842 and p.grounded[0]


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("direction, wall, start, stop", [("R", 44, 640, 693), ("L", 51, 900, 842)])
def test_airborne_wall_stops_at_the_same_place(game, direction, wall, start, stop):
    tm = world(80, 40, floor_row=38, walls=[wall])
    p = hp.Players(1, game=game)
    speed = 4 if direction == "R" else -4
    p.place(x=start, y=300, x_speed=speed, y_speed=0, grounded=False)
    for _ in range(60):
        p.step(tm, hp.buttons(direction))
        if p.raw.xsp[0] == 0:
            break
    assert p.raw.x[0] >> 16 == stop and "hit_wall" in p.events()


# ---- ledges: balance 2656, further out 2662, fall 2665 (seed 003, Balancing) -----
def ledge_world():
    cells = np.zeros((20, 200), np.uint16)
    cells[15:, :166] = 1  # last solid column is x = 165 * 16 + 15 = 2655
    return hp.TileMap(cells, tileset())


def stand_at(x, game, frames=2):
    p = hp.Players(1, game=game)
    p.place(x=x, y=220)
    run(p, ledge_world(), 0, frames)
    return p


@pytest.mark.parametrize("game", GAMES)
def test_balancing_starts_at_2656(game):
    assert stand_at(2655, game).raw.balance[0] == 0
    p = stand_at(2656, game)
    assert p.raw.balance[0] & 3 == 1  # ledge on the +x side
    assert p.grounded[0] and p.x[0] == 2656


@pytest.mark.parametrize("game, further", [("s1", False), ("cd", False), ("s2", True), ("s3k", True)])
def test_further_out_balance_from_2662(game, further):
    assert stand_at(2661, game).raw.balance[0] & 4 == 0
    assert bool(stand_at(2662, game).raw.balance[0] & 4) == further


@pytest.mark.parametrize("game", GAMES)
def test_falls_at_2665(game):
    assert stand_at(2664, game, 1).grounded[0]
    p = stand_at(2665, game, 1)
    assert not p.grounded[0] and "left_ground" in p.events()


@pytest.mark.parametrize("game, faces_left_after", [("s1", False), ("s3k", False), ("s2", True), ("cd", True)])
def test_balancing_turns_the_player_per_game(game, faces_left_after):
    # rules/terrain §6.5: S1 (and S3K) face the ledge whenever balancing; S2 only when further
    # out; CD never. At 2656 (not further out), facing left:
    p = hp.Players(1, game=game)
    p.place(x=2656, y=220, facing="left")
    run(p, ledge_world(), 0, 2)
    assert bool(p.raw.facing_left[0]) == faces_left_after


def test_balance_on_the_left_side():
    cells = np.zeros((20, 200), np.uint16)
    cells[15:, 100:] = 1  # first solid column x = 1600
    p = hp.Players(1, game="s1")
    p.place(x=1599, y=220)
    run(p, hp.TileMap(cells, tileset()), 0, 2)
    assert p.raw.balance[0] == 2 and p.raw.facing_left[0] == 1


# ---- jump head-room: no jump under a ceiling 25 px above (seed 003, Jump Check) ---
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("gap, jumps", [(25, False), (26, True)])
def test_jump_blocked_by_low_ceiling(game, gap, jumps):
    y = 220
    cells = np.zeros((20, 20), np.uint16)
    cells[15:, :] = 1
    ceiling_bottom = y - gap
    assert (ceiling_bottom + 1) % 16 == 0 or True
    # build a ceiling whose lowest solid pixel row is exactly y - gap
    ts = hp.TileSet(np.array([[0] * 16, FULL, [-(ceiling_bottom % 16 + 1)] * 16]), angles=[0, 0xFF, 0x80])
    cells[ceiling_bottom // 16, :] = 2
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game=game)
    p.place(x=100, y=y)
    p.step(tm, hp.J)
    assert ("jumped" in p.events()) == jumps
    assert p.grounded[0] != jumps


# ---- rules/terrain §8.6 jumping --------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_jump_frame_has_no_movement(game):
    tm = world(20, 20, floor_row=15)
    p = hp.Players(1, game=game)
    p.place(x=100, y=220, ground_speed=2, x_speed=2)
    p.step(tm, hp.J)
    # the jump ends the state routine: no position update on the jump frame,
    # curling moves y by 19 - 14 = 5
    assert p.x[0] == 100 and p.y[0] == 225
    assert p.raw.ysp[0] == -0x680 and p.raw.xsp[0] == 0x200
    assert p.rolling[0] and not p.grounded[0]


@pytest.mark.parametrize("game", GAMES)
def test_jump_needs_a_fresh_press(game):
    tm = world(20, 20, floor_row=15)
    p = hp.Players(1, game=game)
    p.place(x=100, y=220)
    buttons = np.array([[hp.J]] * 80, np.uint8)
    p.step(tm, buttons)
    # one jump, landed again, and holding J does not jump again
    assert p.grounded[0]
    p.step(tm, np.array([hp.J], np.uint8))
    assert p.grounded[0]


@pytest.mark.parametrize("game, hold, apex_lower", [("s2", 0, True), ("s2", hp.J, False)])
def test_variable_jump_height(game, hold, apex_lower):
    tm = world(20, 30, floor_row=25)
    heights = []
    for held in (0, hp.J):
        p = hp.Players(1, game=game)
        p.place(x=100, y=16 * 25 - 20)
        p.step(tm, np.array([hp.J], np.uint8))
        top = p.y[0]
        for _ in range(60):
            p.step(tm, np.array([held], np.uint8))
            top = min(top, p.y[0])
        heights.append(top)
    assert heights[0] > heights[1]  # releasing early gives a lower apex


# ---- landing and roll-jumps (rules/terrain §8.6, §8.10) -----------------------------------------
@pytest.mark.parametrize("game, fixes, gap", [
    ("s1", (), 5), ("s2", (), 5), ("s3k", (), 0), ("cd", (), 0), ("s2", ("fix_rolljump_radii",), 0),
])
def test_rolljump_landing_float(game, fixes, gap):
    # S1/S2 roll-jump flies with standing radii and lands 5 px above the floor;
    # S3K computes the shift from the current radius; CD has no quirk.
    tm = world(40, 30, floor_row=25)
    p = hp.Players(1, game=game, fixes=fixes)
    floor = 16 * 25
    p.place(x=100, y=floor - 15, rolling=True, ground_speed=1, x_speed=1)
    p.step(tm, np.array([hp.J], np.uint8))
    assert p.raw.rolljump[0] == 1
    for _ in range(200):
        p.step(tm, np.array([0], np.uint8))
        if "landed" in p.events():
            break
    assert "landed" in p.events()
    feet = p.y[0] + p.raw.yr[0]
    assert floor - 1 - int(feet) == gap


def test_landing_after_a_normal_jump_is_flush():
    tm = world(40, 30, floor_row=25)
    for game in GAMES:
        p = hp.Players(1, game=game)
        p.place(x=100, y=16 * 25 - 20)
        p.step(tm, np.array([[hp.J]] + [[0]] * 80, np.uint8))
        assert p.grounded[0] and p.raw.y[0] >> 16 == 16 * 25 - 20, game


# ---- walking, friction, top speed, slopes -----------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_flat_run_reaches_top_speed_exactly(game):
    # rules/terrain §8.1: acc 12 per frame from rest reaches 0x600 after 128 frames
    tm = world(300, 20, floor_row=15)
    p = hp.Players(1, game=game)
    p.place(x=64, y=220)
    speeds = []
    for _ in range(150):
        p.step(tm, np.array([hp.R], np.uint8))
        speeds.append(int(p.raw.gsp[0]))
    assert speeds[0] == 12 and speeds[127] == 0x600 and speeds[149] == 0x600
    assert p.y[0] == 220 and p.grounded[0] and p.angle[0] == 0


def test_flat_run_position_is_the_sum_of_speeds():
    tm = world(300, 20, floor_row=15)
    p = hp.Players(1, game="s2")
    p.place(x=64, y=220)
    total = 64 * 256
    for _ in range(150):
        p.step(tm, np.array([hp.R], np.uint8))
        total += int(p.raw.xsp[0])
        assert p.raw.x[0] == total << 8


def test_friction_stops_the_player():
    tm = world(300, 20, floor_row=15)
    p = hp.Players(1, game="s2")
    p.place(x=64, y=220, ground_speed=1, x_speed=1)
    run(p, tm, 0, 30)
    assert p.raw.gsp[0] == 0 and p.raw.xsp[0] == 0


# ---- the loop: all four modes ------------------------------------------------------
def loop_world():
    d = load_json("loop_four_modes_s2.json")
    ts = hp.TileSet.from_dict(d["tiles"])
    cells = np.array(d["map"], np.uint16)
    return d, hp.TileMap(cells, ts)


def test_loop_runs_through_all_four_modes_in_order():
    # spec/examples/loop_four_modes_s2.json: Sonic enters a loop at 9 px/frame
    d, tm = loop_world()
    pl = d["player"]
    p = hp.Players(1, game="s2")
    p.place(x=pl["x"], y=pl["y"], x_speed=pl["x_speed"], ground_speed=pl["ground_speed"])
    modes, events = [], []
    for _ in range(75):
        p.step(tm, np.array([hp.R], np.uint8))
        events += p.events()
        m = p.mode[0] if p.grounded[0] else "air"
        if not modes or modes[-1] != m:
            modes.append(m)
    # up the right wall, across the ceiling, down the left wall; the map's loop
    # is open below its left wall, so he leaves it and lands on the floor.
    assert modes == ["floor", "right_wall", "ceiling", "left_wall", "air", "floor"]
    assert events == ["left_ground", "landed"]


def test_push_sensor_changes_mode_before_the_ground_sensors():
    # seed 003 / rules/terrain §6.3: the push sensor's rotated angle r = a - 0x40
    # gives its cast direction; it turns from "right" to "up" at a = 0xE0,
    # while the ground sensors leave floor mode only below 0xE0.
    import csv
    from conftest import DATA
    with open(DATA / "angle_classes.csv") as f:
        rows = {int(r["angle"]): r for r in csv.DictReader(l for l in f if not l.startswith("#"))}
    assert rows[0xE0]["push_dir_gsp_pos"] == "up" and rows[0xE0]["ground_mode"] == "floor"
    # run it: standing on a 0xE0 slope moving right the push sensor casts up,
    # so a wall ahead is not seen as a wall (no pushing) while on the floor mode
    d, tm = loop_world()
    pl = d["player"]
    p = hp.Players(1, game="s2")
    p.place(x=pl["x"], y=pl["y"], x_speed=pl["x_speed"], ground_speed=pl["ground_speed"])
    first_up_push = first_wall_mode = None
    for f in range(75):
        p.step(tm, np.array([hp.R], np.uint8))
        a = int(p.angle[0])
        r = (a - 0x40) & 0xFF
        push_mode = int(hp.ground_mode(r))
        if first_up_push is None and push_mode == 0x80:
            first_up_push = f
        if first_wall_mode is None and p.mode[0] == "right_wall":
            first_wall_mode = f
    assert first_up_push is not None and first_wall_mode is not None
    assert first_up_push <= first_wall_mode


# ---- the seed's Bugs section ---------------------------------------------------------
def test_ledge_dip_on_a_slanted_ledge():
    # seed 003 Bugs: on a slanted ledge, when sensor B drops off, the player
    # defaults to sensor A's level, so he moves up, drops down and moves up again.
    slope = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]  # rising right, 45 deg
    ts = hp.TileSet(np.array([[0] * 16, FULL, slope]), angles=[0, 0xFF, 0xE0])
    cells = np.zeros((20, 40), np.uint16)
    cells[15:, :10] = 1
    cells[14, 10] = 2  # a slope tile ending in a drop
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game="s1")
    p.place(x=140, y=220)
    ys = []
    for _ in range(60):
        p.step(tm, np.array([hp.R], np.uint8))
        if not p.grounded[0]:
            break
        ys.append(p.y[0])
    dy = np.diff(ys)
    # up (negative dy), then a drop (positive dy) while still grounded, then up again
    ups = np.nonzero(dy < 0)[0]
    downs = np.nonzero(dy > 0)[0]
    assert len(downs) and ups[0] < downs[0] < ups[-1]


def test_wrong_angle_between_opposing_ramps():
    # seed 003 Bugs: where two opposing ramps meet, the higher sensor wins, so
    # the player keeps the angle of the ramp on the left while over the right one.
    up = [i // 2 + 1 for i in range(16)]      # rising right (about 0xF0)
    down = [8 - i // 2 for i in range(16)]    # falling right (about 0x10)
    ts = hp.TileSet(np.array([[0] * 16, FULL, up, down]), angles=[0, 0xFF, 0xEC, 0x14])
    cells = np.zeros((20, 40), np.uint16)
    cells[15:, :] = 1
    cells[14, 10] = 2
    cells[14, 11] = 3
    tm = hp.TileMap(cells, ts)
    # ridge between x = 175 and 176 (surface y = 232). At x = 180 the player is
    # over the right ramp; his left sensor (x - 9 = 171, surface 234) is higher
    # than his right one (x + 9 = 189, surface 238), so it wins.
    p = hp.Players(1, game="s2")
    p.place(x=180, y=234 - 20)
    p.step(tm, np.array([0], np.uint8))
    assert p.grounded[0] and p.raw.y[0] >> 16 == 234 - 20
    assert p.angle[0] == 0xEC  # the left ramp's angle, not 0x14
    # jumping now goes backwards (perpendicular to the wrong ramp)
    p.step(tm, np.array([hp.J], np.uint8))
    assert p.raw.xsp[0] < 0


# ---- rules/terrain §8.9 level boundaries (only with a camera) -------------------------------------
@pytest.mark.parametrize("game, locked, limit", [
    ("s1", False, 1000 + 296 + 64), ("s1", True, 1000 + 296), ("s2", False, 1000 + 360),
    ("cd", False, 1000 + 304 + 56), ("cd", True, 1000 + 304), ("s3k", False, 1000 + 296 + 1),
])
def test_right_level_bound(game, locked, limit):
    # S3K clamps only past the limit (>), the others at it (>=) [erratum rules/terrain §14.16]
    tm = world(200, 20, floor_row=15)
    p = hp.Players(1, game=game)
    p.set_level_bounds((0, 1000, 1000), screen_locked=locked)
    p.place(x=limit - 40, y=220, ground_speed=6, x_speed=6)
    run(p, tm, hp.R, 30)
    if game == "s3k":
        # clamped to R = limit - 1; creeping by subpixels is allowed until past R
        assert p.raw.x[0] >> 16 == limit - 1
    else:
        # clamped every frame: x = R exactly, fraction 0
        assert p.raw.x[0] == limit << 16 and p.raw.xsp[0] == 0


def test_left_level_bound_clamps_and_stops():
    tm = world(200, 20, floor_row=15)
    p = hp.Players(1, game="s2")
    p.set_level_bounds((100, 1000, 1000))
    p.place(x=130, y=220, ground_speed=-6, x_speed=-6)
    run(p, tm, hp.L, 20)
    assert p.raw.x[0] == 116 << 16
    p.set_level_bounds(None)
    run(p, tm, hp.L, 20)
    assert p.raw.x[0] >> 16 < 116


def test_falling_below_the_bottom_bound_kills():
    tm = world(20, 20, floor_row=19)
    p = hp.Players(1, game="s2")
    p.set_level_bounds((0, 1000, 0))
    p.place(x=100, y=200, grounded=False)
    run(p, tm, 0, 30)
    assert p.raw.dead[0] == 1
    y = p.raw.y[0]
    run(p, tm, 0, 5)
    assert p.raw.y[0] == y
