"""Rules of the original games' code that the spec's scenarios did not pin,
found by comparing hedgephys with the original Sonic 1, 2 and 3 running on
their own levels (issue 10). Each test builds synthetic terrain, reproduces
the original's numbers frame by frame and names the routine it follows.
"""
import numpy as np
import pytest

import hedgephys as hp

FULL = [16] * 16


def flat_world(cols=80, rows=20, floor_row=15, angle=0, holes=()):
    """A floor of full blocks whose top pixel row is 16 * floor_row, with the
    given tile angle, and empty columns (cell indices) cut out of it."""
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, angle])
    cells = np.zeros((rows, cols), np.uint16)
    cells[floor_row:, :] = 1
    for c in holes:
        cells[floor_row:, c] = 0
    return hp.TileMap(cells, ts)


def step(players, tm, buttons, frames=1, **kw):
    for _ in range(frames):
        players.step(tm, np.full(players.n, buttons, np.uint8), **kw)


# ---- 1. slope repel on the frame floor following detaches the player -------------

@pytest.mark.parametrize("game, routine", [
    ("s1", "Sonic_MdNormal"), ("s2", "Obj01_MdNormal"), ("s3k", "Sonic_MdNormal")])
@pytest.mark.parametrize("rolling", [False, True])
def test_the_control_lock_counts_down_on_the_frame_the_player_walks_off(game, routine, rolling):
    # S1 Sonic_MdNormal/MdRoll, S2 Obj01_MdNormal/MdRoll, S3K Sonic_MdNormal/
    # MdRoll call the slope repel right after AnglePos whatever it did: the frame
    # that leaves the ledge still counts the lock down (rules/terrain §8.5,
    # erratum rules/terrain §14.20); in the air it then stays.
    tm = flat_world(holes=range(20, 80))       # the floor ends at x = 319
    p = hp.Players(1, game=game)
    p.place(x=300, y=16 * 15 - (14 if rolling else 19) - 1, ground_speed=4, x_speed=4,
            rolling=rolling)
    p.raw.control_lock[0] = 10
    lock = []
    for _ in range(12):
        step(p, tm, 0)
        lock.append(int(p.raw.control_lock[0]))
        if not p.grounded[0]:
            break
    assert "left_ground" in p.events(0)
    frames_on_ground = len(lock) - 1
    # one count per grounded frame, and one more on the detach frame
    assert lock[-1] == 10 - frames_on_ground - 1
    step(p, tm, 0, 5)
    assert p.raw.control_lock[0] == lock[-1] and not p.grounded[0]


@pytest.mark.parametrize("game, gsp_after", [("s1", 0), ("s2", 0), ("s3k", 0x280)])
def test_a_slow_player_detaching_on_a_steep_angle_slips_in_the_same_frame(game, gsp_after):
    # Floor following takes the angle of what it found before its distance
    # test, also on the frame it detaches. Walking off a floor of angle 0x10
    # over a lower one of angle 0x20, 15 px down (beyond the snap limit), the
    # slope repel sees 0x20 (steep), |g| = 0x200 < 0x280 and lock 0:
    # S1/S2 Sonic_SlopeRepel: g = 0, lock 30; S3K Player_SlopeRepel on 0x18..
    # 0x2F: lock 30, g += 0x80 (rules/terrain §8.5, erratum rules/terrain §14.20).
    ts = hp.TileSet(np.array([[0] * 16, FULL, [1] * 16]), angles=[0, 0x10, 0x20])
    cells = np.zeros((20, 60), np.uint16)
    cells[15:, :20] = 1                   # upper floor, top y = 240, ends at x = 319
    cells[15, 20:] = 2                    # lower floor, top y = 255
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game=game)
    p.place(x=329, y=220, ground_speed=2, x_speed=2, angle=0x10)
    step(p, tm, 0)
    assert not p.grounded[0] and "left_ground" in p.events(0)
    assert p.angle[0] == 0x20
    assert p.raw.control_lock[0] == 30
    assert p.raw.gsp[0] == gsp_after


# ---- 5. events: a ceiling landing is a ceiling hit and a landing ------------------

@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_a_ceiling_landing_reports_hit_ceiling_and_landed(game):
    # rules/terrain §7 "mostly up": pushed out of the ceiling (hit_ceiling), then,
    # the ceiling being steep (0xB0), landed on it (rules/scenario "Events").
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, 0xB0])
    cells = np.zeros((20, 40), np.uint16)
    cells[5, :] = 1                                  # a ceiling whose bottom row is y = 95
    tm = hp.TileMap(cells, ts)
    p = hp.Players(1, game=game)
    p.place(x=300, y=120, x_speed=1, y_speed=-8, grounded=False, rolling=True)
    for _ in range(10):
        step(p, tm, 0)
        if p.grounded[0]:
            break
    assert set(p.events(0)) >= {"landed", "hit_ceiling"}
    assert p.angle[0] == 0xB0


# ---- 4. vertical wrap ---------------------------------------------------------------

def wrapping_world(wrap=True):
    """128 rows (2048 px, the layout height of S1 FindNearestTile and S2
    Find_Tile) with a floor only at the top: rows 2.. of columns 0..39."""
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, 0])
    cells = np.zeros((128, 40), np.uint16)
    cells[2:4, :] = 1                                  # floor top y = 32
    return hp.TileMap(cells, ts, wrap_y=2048 if wrap else None)


def test_a_wrapping_map_reads_its_top_rows_below_its_bottom():
    # S1 FindNearestTile masks the layout row ((y >> 1) & $380), S2 Find_Tile
    # ((y * 2) & $F00): a sensor at y >= 2048 reads y & 2047.
    tm = wrapping_world()
    hit = tm.cast(x=[100, 100], y=[2048 + 20, 20])
    assert hit.distance.tolist() == [11, 11]
    plain = wrapping_world(wrap=False).cast(x=[100], y=[2048 + 20])
    assert plain.distance[0] == 31 - (20 & 15)       # nothing found: the map ends


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_falling_past_the_bottom_lands_on_the_wrapped_floor(game):
    tm = wrapping_world()
    p = hp.Players(1, game=game)
    p.place(x=100, y=2030, y_speed=4, grounded=False)
    for _ in range(30):
        step(p, tm, 0)
        if p.grounded[0]:
            break
    assert p.grounded[0] and "landed" in p.events(0)
    # standing on the floor at y = 32 of the next repeat: feet on 2048 + 31
    assert p.raw.y[0] >> 16 == 2048 + 32 - 20
    # without the wrap the map's bottom is open air: no landing
    q = hp.Players(1, game=game)
    q.place(x=100, y=2030, y_speed=4, grounded=False)
    step(q, wrapping_world(wrap=False), 0, 30)
    assert not q.grounded[0]


@pytest.mark.parametrize("game, mask", [("s2", 0x7FF), ("s3k", 0x7FF), ("s3k", 0xFFF)])
def test_the_players_y_wraps_in_a_wrapping_act(game, mask):
    # S2 Obj01_Control: `andi.w #$7FF,y_pos` after the mode routine when the
    # camera's top is -$100; S3K Sonic_Control ANDs Screen_Y_wrap_value
    # ($7FF in ICZ1 and SOZ2, $FFF elsewhere). The fraction is kept.
    tm = wrapping_world()
    p, q = hp.Players(1, game=game), hp.Players(1, game=game)
    p.set_level_bounds(wrap_y=mask + 1)
    for players in (p, q):
        players.place(x=100, y=mask - 9.5, y_speed=4, grounded=False)
    period = (mask + 1) << 16
    wrapped = False
    for _ in range(40):
        step(p, tm, 0)
        step(q, tm, 0)
        if not q.grounded[0]:
            # the same motion, the pixel word masked, the fraction untouched
            assert p.raw.y[0] == q.raw.y[0] % period
            assert p.raw.y[0] < period
            wrapped |= p.raw.y[0] != q.raw.y[0]
        if p.grounded[0]:
            break
    assert wrapped
    if mask == 0x7FF:
        # both land on the floor at y = 32 of the map's next repeat
        assert p.grounded[0] and p.raw.y[0] >> 16 == 32 - 20
        assert q.raw.y[0] >> 16 == 2048 + 32 - 20


def test_wrap_y_is_checked():
    p = hp.Players(1)
    for bad in (0, 100, 1 << 17):
        with pytest.raises(ValueError, match="power of two"):
            p.set_level_bounds(wrap_y=bad)
    with pytest.raises(TypeError):
        p.set_level_bounds(wrap_y=2048.0)
    for bad in (100, 8):
        with pytest.raises(ValueError, match="power of two"):
            hp.TileMap(np.zeros((2, 2), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)), wrap_y=bad)
    with pytest.raises(ValueError, match="at least the map's extent"):
        hp.TileMap(np.zeros((200, 2), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)), wrap_y=2048)


# ---- 2. the animation state the physics reads ---------------------------------------

def wall_world(game_floor=15, wall_col=44):
    """A floor (top y = 240) and a wall column whose left side is x = 704."""
    ts = hp.TileSet(np.array([[0] * 16, FULL]), angles=[0, 0xFF])
    cells = np.zeros((20, 80), np.uint16)
    cells[game_floor:, :] = 1
    cells[:, wall_col] = 1
    return hp.TileMap(cells, ts)


def at_the_wall(game, x):
    """Standing at x (the wall's left side is x = 704), still, facing right,
    with the pushing flag set and the walk animation playing."""
    tm = wall_world()
    p = hp.Players(1, game=game)
    p.place(x=x, y=220, anim=hp.anim_ids(game)["walk"])
    p.raw.pushing[0] = 1
    return p, tm


@pytest.mark.parametrize("game, clears", [("s1", False), ("s2", True), ("s3k", True)])
def test_turning_against_a_wall_restarts_the_walk_and_clears_pushing(game, clears):
    # Holding left+right from rest against a wall on the right: left turns
    # the player (facing left: Sonic_MoveLeft clears pushing and forces the
    # walk to restart, prev_anim = id_Run), right then brakes to +0x80 and the
    # push sensor sets pushing again (the predicted x 694 reaches the wall).
    # S2 Sonic_Animate and S3K Animate_Sonic see the restart (anim walk !=
    # prev_anim run) and clear pushing; S1's Sonic_Animate does not.
    p, tm = at_the_wall(game, 693.5)
    step(p, tm, hp.L | hp.R)
    assert p.raw.facing_left[0] == 1 and "hit_wall" in p.events(0)
    assert p.pushing[0] == (not clears)
    assert p.raw.anim[0] == p.raw.prev_anim[0] == hp.anim_ids(game)["walk"]
    # the next push response comes without a restart: the flag stays
    for _ in range(20):
        step(p, tm, hp.L | hp.R)
        if "hit_wall" in p.events(0):
            break
    assert "hit_wall" in p.events(0) and p.pushing[0]


@pytest.mark.parametrize("game, clears", [("s1", False), ("s2", True), ("s3k", True)])
def test_starting_to_walk_into_a_wall_clears_the_first_push(game, clears):
    # Standing (the wait animation) against the wall, then holding right: the
    # walk animation starts this frame, so S2/S3K's animation routine clears
    # the pushing flag the push sensor just set (S1: kept); the next push
    # response, with the walk still playing, keeps it.
    p, tm = at_the_wall(game, 693 + 255 / 256)
    p.raw.pushing[0] = 0
    step(p, tm, 0)
    assert not p.pushing[0] and p.raw.anim[0] == hp.anim_ids(game)["wait"]
    step(p, tm, hp.R)
    assert "hit_wall" in p.events(0) and p.pushing[0] == (not clears)
    for _ in range(20):
        step(p, tm, hp.R)
        if "hit_wall" in p.events(0):
            break
    assert "hit_wall" in p.events(0) and p.pushing[0]


def touch_box_world():
    tm = flat_world()
    # a box that touches the standing hitbox (top y - 16) but not the crouch
    # box (top y - 4): covering y - 21 .. y - 17 above a player standing at
    # y = 220 (rules/objects G1, G2)
    return tm, hp.Hitbox(300, 220 - 19, 4, 2, reaction="special")


@pytest.mark.parametrize("game, character, fixes, crouch_from", [
    ("s2", "sonic", (), 7),          # SonAni_Duck 5,$4C,$4D: $4D from the 7th frame
    ("s2", "tails", (), None),       # TouchResponse tests mapping frame $4D: never Tails'
    ("s2", "tails", ("fix_crouch_hitbox",), 1),  # rules/objects §11 C12: the duck animation, any character
    ("s2", "sonic", ("fix_crouch_hitbox",), 1),
    ("s1", "sonic", (), 1),          # SonAni_Duck $3F,fr_Duck: shown at once
    ("s3k", "sonic", (), None),      # no crouch box at all
])
def test_the_crouch_hitbox_follows_the_duck_frame(game, character, fixes, crouch_from):
    tm, box = touch_box_world()
    p = hp.Players(1, game=game, character=character, fixes=fixes)
    y = 240 - 1 - p.standing_radii[1]
    p.place(x=300, y=y)
    objs = hp.Objects([hp.Hitbox(300, y - p.standing_radii[1] + 1, 4, 2, reaction="special")], 1, game)
    step(p, tm, 0, 3, objects=objs)
    assert objs.events(0) == ["touched:0"]              # standing: the box touches
    touched = []
    for _ in range(10):
        step(p, tm, hp.D, objects=objs)
        touched.append(objs.events(0) == ["touched:0"])
    expected = [True] * 10 if crouch_from is None else [k + 1 < crouch_from for k in range(10)]
    assert touched == expected


def stand_then(p, tm, frames):
    step(p, tm, 0, frames)


def test_s2_idle_animation_skips_the_normal_state():
    # S2 Obj01_MdNormal_Checks: standing still, the Wait animation (5, 179
    # frames) reaches frame index $1E after 1 + 29 * 6 = 175 frames. On the
    # 176th a held button starts Blink (1,2,$FD,0) and the normal state is
    # skipped while Blink plays: frames 176, 177, 178; on 179 Blink has
    # changed to Walk and he moves.
    tm = flat_world()
    p = hp.Players(1, game="s2")
    p.place(x=300, y=220)
    step(p, tm, 0, 175)
    ids = hp.anim_ids("s2")
    assert p.raw.anim[0] == ids["wait"] and p.raw.anim_frame[0] == 0x1E
    xs = []
    for _ in range(4):
        step(p, tm, hp.R)
        xs.append(int(p.raw.x[0]))
    assert xs[0] == xs[1] == xs[2] == 300 << 16 and xs[3] > xs[2]
    # Sonic 2's Tails has no such check, and Sonic 1 neither
    for game, character in (("s2", "tails"), ("s1", "sonic"), ("s3k", "sonic")):
        q = hp.Players(1, game=game, character=character)
        q.place(x=300, y=240 - 1 - q.standing_radii[1])
        step(q, tm, 0, 175)
        step(q, tm, hp.R)
        assert q.raw.x[0] > 300 << 16, (game, character)


def test_s2_a_jump_press_is_never_skipped_and_getup_skips_longer():
    tm = flat_world()
    p = hp.Players(1, game="s2")
    p.place(x=300, y=220)
    step(p, tm, 0, 175)
    step(p, tm, hp.J)
    assert "jumped" in p.events(0)
    # frame index $AC after 1 + 171 * 6 = 1027 frames: GetUp (3,$A,$FD,0)
    # is shown for 4 frames and changes to Walk on the 5th: 5 frames skipped
    q = hp.Players(1, game="s2")
    q.place(x=300, y=220)
    step(q, tm, 0, 1027)
    assert q.raw.anim_frame[0] == 0xAC
    xs = []
    for _ in range(7):
        step(q, tm, hp.R)
        xs.append(int(q.raw.x[0]))
    assert xs[:5] == [300 << 16] * 5 and xs[5] > xs[4]


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_touch_reactions_read_the_roll_animation_not_the_rolling_flag(game):
    # S1 React_Enemy / React_Monitor and 26 Monitor.asm, S2 Touch_Enemy /
    # Touch_Monitor / SolidObject_Monitor_Sonic, S3K Touch_Enemy /
    # Touch_Monitor test the animation: a curled player without the roll
    # animation (a solid's exit after pushing restarts the walk) is hurt by a
    # badnik and does not break a monitor.
    tm = flat_world()
    ids = hp.anim_ids(game)
    for anim, destroyed in ((ids["roll"], True), (ids["walk"], False)):
        p = hp.Players(1, game=game)
        p.place(x=300, y=240 - 15, rolling=True, anim=anim, x_speed=4, ground_speed=4)
        objs = hp.Objects([hp.Hitbox(320, 224, 8, 8, reaction="badnik")], 1, game)
        step(p, tm, 0, objects=objs)
        assert objs.state(0) == "active" and p.rolling[0]
        step(p, tm, 0, 2, objects=objs)
        assert (objs.state(0) == "destroyed") == destroyed, (game, anim)
        assert bool(p.raw.hurt[0]) == (not destroyed)


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_the_spin_dash_animation_destroys_badniks(game):
    # S2 Touch_Enemy and S3K: the spin dash animation counts as rolling.
    tm = flat_world()
    p = hp.Players(1, game=game)
    p.place(x=300, y=220)
    objs = hp.Objects([hp.Hitbox(300, 226, 8, 8, reaction="badnik")], 1, game)
    objs.remove(0)
    step(p, tm, hp.D, 2, objects=objs)
    step(p, tm, hp.D | hp.J, objects=objs)      # a spin dash starts
    assert p.raw.spindash[0] and p.raw.anim[0] == hp.anim_ids(game)["spindash"]
    objs.raw.present[0, 0] = 1
    step(p, tm, hp.D, objects=objs)
    assert objs.state(0) == "destroyed" and not p.raw.hurt[0]


def test_s2_solid_exit_after_pushing_restarts_the_walk_unless_rolling():
    # SolidObject_TestClearPush: the object had set pushing; leaving it writes
    # anim = walk, prev_anim = run (a restart) unless the roll animation plays.
    tm = flat_world()
    for anim_name, restarted in (("walk", True), ("roll", False)):
        p = hp.Players(1, game="s2")
        ids = hp.anim_ids("s2")
        p.place(x=300, y=220, anim=ids[anim_name])
        objs = hp.Objects([hp.SolidBox(340, 224, 16, 16)], 1, "s2")
        objs.raw.pushed[0, 0] = 1
        p.raw.pushing[0] = 1
        p.place(x=200)                         # far from it: the exit path
        objs.update(p, 0)
        assert not p.pushing[0] and not objs.raw.pushed[0, 0]
        assert (p.raw.anim[0], p.raw.prev_anim[0]) == (
            (ids["walk"], ids["run"]) if restarted else (ids["roll"], ids["roll"]))


# ---- balancing: the animation and the facing per character --------------------------

@pytest.mark.parametrize("game, character, facing, anim, facing_after, further", [
    # S2 Sonic_Balance: facing the ledge Balance, away Balance3; at x 322 the
    # probe 6 px back still finds the floor: not further out
    ("s2", "sonic", "right", "balance", "right", False),
    ("s2", "sonic", "left", "balance3", "left", False),
    # S2 Tails_Balance and S3K Tails / Knuckles: one probe, turn to the ledge
    ("s2", "tails", "left", "balance", "right", False),
    ("s3k", "tails", "left", "balance", "right", False),
    ("s3k", "knuckles", "left", "balance", "right", False),
    ("s3k", "sonic", "left", "balance", "right", False),
    ("s1", "sonic", "left", "balance", "right", False),
])
def test_balancing_on_a_ledge(game, character, facing, anim, facing_after, further):
    tm = flat_world(holes=range(20, 80))            # the floor ends at x = 319
    p = hp.Players(1, game=game, character=character)
    p.place(x=322, y=240 - 1 - p.standing_radii[1], facing=facing)
    step(p, tm, 0, 3)
    assert p.grounded[0]
    assert p.raw.anim[0] == hp.anim_ids(game, character)[anim]
    assert p.state(0)["facing"] == facing_after
    assert bool(p.raw.balance[0] & 4) == further    # BAL_FURTHER


@pytest.mark.parametrize("game, character, further", [
    ("s2", "sonic", True), ("s3k", "sonic", True), ("s2", "tails", False), ("s3k", "tails", False),
    ("s3k", "knuckles", False), ("s1", "sonic", False)])
def test_only_sonic_probes_further_out(game, character, further):
    # S2 Sonic_Balance / S3K Sonic_Balance probe 6 px back from the ledge
    # (ChkFloorEdge_Part2); Tails and Knuckles do not (one probe only).
    tm = flat_world(holes=range(20, 80))
    p = hp.Players(1, game=game, character=character)
    p.place(x=327, y=240 - 1 - p.standing_radii[1], facing="right")
    step(p, tm, 0, 3)
    assert p.grounded[0] and p.raw.balance[0] & 1
    assert bool(p.raw.balance[0] & 4) == further
    if further:
        assert p.raw.anim[0] == hp.anim_ids(game)["balance2"]


@pytest.mark.parametrize("game, margin, anim, facing", [
    ("s1", 4, "balance", "right"), ("s2", 2, "balance3", "left"), ("s3k", 2, "balance", "right")])
def test_balancing_at_an_objects_edge(game, margin, anim, facing):
    # S1 Sonic_Move: within 4 px of the stood-on object's end (obActWid);
    # S2 / S3K Sonic: 2 px (width_pixels). Facing away from the edge, S1 and
    # S3K turn to it; S2 plays Balance3 and turns only further out.
    tm = flat_world()
    ids = hp.anim_ids(game)
    for dx, balancing in ((16 - margin, True), (16 - margin - 1, False)):
        p = hp.Players(1, game=game)
        objs = hp.Objects([hp.SolidBox(300, 200, 16, 8)], 1, game)
        p.place(x=300 + dx, y=200 - 8 - 19, facing="left")
        p.raw.on_object[0] = 0
        objs.raw.standing[0, 0] = 1
        step(p, tm, 0, objects=objs)
        assert p.raw.on_object[0] == 0
        assert (p.raw.anim[0] == ids[anim]) == balancing, dx
        assert p.state(0)["facing"] == (facing if balancing else "left")


# ---- 3. the spin dash (S2 Sonic_CheckSpindash/UpdateSpindash, S3K SonicKnux_Spindash) ---

@pytest.mark.parametrize("game", ["s2", "s3k"])
@pytest.mark.parametrize("character, lift", [("sonic", 5), ("tails", 1)])
def test_spin_dash_charge_and_release(game, character, lift):
    tm = flat_world()
    p = hp.Players(1, game=game, character=character)
    y = 240 - 1 - p.standing_radii[1]
    p.place(x=300, y=y)
    ids = hp.anim_ids(game, character)
    step(p, tm, hp.D)                                # ducks
    assert p.raw.anim[0] == ids["duck"]
    step(p, tm, hp.D | hp.J)                         # the duck animation + a press: start
    assert p.raw.spindash[0] == 1 and p.raw.anim[0] == ids["spindash"] and not p.events(0)
    counters = []
    for b in (hp.D, hp.D | hp.J, hp.D, hp.D | hp.J, hp.D):
        step(p, tm, b)
        counters.append(int(p.raw.spindash_counter[0]))
    # each frame the charge loses counter >> 5, a press adds 0x200 (cap 0x800)
    assert counters == [0, 0x200, 0x1F0, 0x3E1, 0x3C2]
    assert p.raw.x[0] == 300 << 16 and p.raw.y[0] >> 16 == y
    step(p, tm, 0)                                   # down released: go
    assert p.rolling[0] and p.raw.spindash[0] == 0 and p.raw.anim[0] == ids["roll"]
    assert p.raw.gsp[0] == 0x980                     # SpindashSpeeds[0x3C2 >> 8]
    assert (p.raw.xr[0], p.raw.yr[0]) == p.rolling_radii
    assert p.raw.y[0] >> 16 == y + lift
    assert p.raw.x[0] == 300 << 16                   # no position update on the release frame
    step(p, tm, 0)
    assert p.raw.x[0] > 300 << 16


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_spin_dash_starts_from_the_duck_animation_not_the_down_button(game):
    # "Ducking, then right + jump" starts a spin dash: Sonic_CheckSpindash
    # runs first and tests the duck animation, which the last frame set.
    tm = flat_world()
    p = hp.Players(1, game=game)
    p.place(x=300, y=220, facing="left")
    step(p, tm, hp.D)
    step(p, tm, hp.R | hp.J)
    assert p.raw.spindash[0] and "jumped" not in p.events(0) and p.grounded[0]
    step(p, tm, hp.R)                                # down is not held: released at once
    assert p.rolling[0] and p.raw.gsp[0] == -0x800   # SpindashSpeeds[0], facing left


def test_s3k_ducks_while_still_sliding_and_can_spin_dash():
    # S3K SonicKnux_Roll: down held with |g| < 0x100 ducks even while moving;
    # the charge then freezes the position (no position update while charging).
    tm = flat_world()
    p = hp.Players(1, game="s3k")
    p.place(x=300, y=220, ground_speed=0.5, x_speed=0.5)
    step(p, tm, hp.D)
    assert p.raw.anim[0] == hp.anim_ids("s3k")["duck"] and p.raw.gsp[0] != 0
    step(p, tm, hp.D | hp.J)
    x = int(p.raw.x[0])
    step(p, tm, hp.D, 5)
    assert p.raw.spindash[0] and p.raw.x[0] == x
    # Sonic 2 ducks only standing still (the standing logic, g = 0): the
    # same buttons make him jump
    q = hp.Players(1, game="s2")
    q.place(x=300, y=220, ground_speed=0.5, x_speed=0.5)
    step(q, tm, hp.D)
    assert q.raw.anim[0] != hp.anim_ids("s2")["duck"]
    step(q, tm, hp.D | hp.J)
    assert "jumped" in q.events(0) and not q.raw.spindash[0]


def test_no_spin_dash_in_s1():
    tm = flat_world()
    p = hp.Players(1, game="s1")
    p.place(x=300, y=220)
    step(p, tm, hp.D)
    step(p, tm, hp.D | hp.J)
    assert "jumped" in p.events(0) and not p.raw.spindash[0]


# ---- 3. Sonic CD's spin dash, peel-out, look state and boredom ----------------------
# (DevsArchive/sonic-cd-disassembly Level/_Objects/Sonic/Main.asm)

def cd_player(**place):
    tm = flat_world()
    p = hp.Players(1, game="cd")
    p.place(x=300, y=220, **place)
    return p, tm


def test_cd_spin_dash_charges_45_frames_and_releases_at_full_speed():
    # ObjSonic_MoveGround .CheckSpindash: down held with a jump press starts
    # the charge (oPlayerCharge 1, g 0x16 -> ObjSonic_StartRoll: 0x200); the
    # start frame still settles (0x1F4) and moves; then ObjSonic_MoveRoll adds
    # 75 a frame (cap 0xC00) without moving him, ObjSonic counts the charge to
    # 45; released at 45 it rolls away (friction 6: 0xBFA).
    p, tm = cd_player()
    step(p, tm, hp.D)          # tap: the double-tap timer starts
    step(p, tm, hp.D)          # held: ducking
    assert p.raw.anim[0] == hp.anim_ids("cd")["duck"]
    step(p, tm, hp.D | hp.J)
    assert p.rolling[0] and p.raw.spindash[0] == 1 and not p.events(0)
    assert p.raw.gsp[0] == 0x200 and p.raw.xsp[0] == 0x1F4
    x = int(p.raw.x[0])
    assert x == (300 << 16) + (0x1F4 << 8)
    for k in range(1, 46):
        step(p, tm, hp.D)
        assert p.raw.spindash[0] == min(1 + k, 45)
        assert p.raw.gsp[0] == min(0x200 + 75 * k, 0xC00)
        assert p.raw.x[0] == x
    step(p, tm, 0)
    assert p.raw.spindash[0] == 0 and p.rolling[0]
    assert p.raw.gsp[0] == 0xC00 - 6 and p.raw.xsp[0] == 0xC00 - 6
    assert p.raw.x[0] == x + ((0xC00 - 6) << 8)


def test_cd_spin_dash_released_early_is_lost():
    # MoveRoll .ChargeNotFull: below 45 the charge stops, g = 0, he stands up.
    p, tm = cd_player()
    step(p, tm, hp.D, 2)
    step(p, tm, hp.D | hp.J)
    step(p, tm, hp.D, 10)
    step(p, tm, 0)
    assert not p.rolling[0] and p.raw.spindash[0] == 0 and p.raw.gsp[0] == 0
    assert p.raw.anim[0] == hp.anim_ids("cd")["wait"]


def test_cd_peel_out_charges_30_frames_without_moving():
    # .CheckUpHeld / .CheckStartCharge: up held and a jump press starts the
    # charge (no jump: ObjSonic_CheckJump refuses with up held at g = 0);
    # .Peelout adds 100 a frame (cap 0xC00) and returns before the speeds are
    # computed, so he stays put; released at a full 30 he runs (friction 0xC).
    p, tm = cd_player()
    step(p, tm, hp.U)
    step(p, tm, hp.U | hp.J)
    assert p.raw.spindash[0] == 1 and "jumped" not in p.events(0)
    assert p.raw.anim[0] == hp.anim_ids("cd")["look_up"]
    for k in range(1, 33):
        step(p, tm, hp.U)
        assert p.raw.gsp[0] == min(100 * k, 0xC00)
        assert p.raw.spindash[0] == min(1 + k, 30)
        assert p.raw.x[0] == 300 << 16 and p.raw.xsp[0] == 0
    step(p, tm, 0)
    assert p.raw.spindash[0] == 0 and p.raw.gsp[0] == 0xC00 - 0xC
    assert p.raw.x[0] == (300 << 16) + ((0xC00 - 0xC) << 8)


def test_cd_peel_out_released_early_stops():
    p, tm = cd_player()
    step(p, tm, hp.U)
    step(p, tm, hp.U | hp.J)
    step(p, tm, hp.U, 10)
    step(p, tm, 0)
    assert p.raw.spindash[0] == 0 and p.raw.gsp[0] == 0 and p.raw.x[0] == 300 << 16


def test_cd_double_tap_up_looks_up_instead_of_charging():
    # lookMode: a second tap of up within the double-tap timer sets the look-up
    # flag; holding up then pans the camera (.LookUp) and no peel-out starts.
    p, tm = cd_player()
    step(p, tm, hp.U)
    step(p, tm, 0)
    step(p, tm, hp.U)
    assert p.raw.look_mode[0] & 0x80
    step(p, tm, hp.U | hp.J)
    assert p.raw.spindash[0] == 0 and "jumped" not in p.events(0)
    bias = int(p.raw.camera_bias[0])
    step(p, tm, hp.U)
    assert p.raw.camera_bias[0] == bias + 2


def test_cd_gives_up_after_three_minutes_idle():
    # ObjSonic_ChkBoredom: the timer starts on the first frame the wait
    # animation is current (frame 2) and counts every frame (RunBoredTimer);
    # at 3 * 60 * 60 he gives up (anim $2B, ysp -5, xsp +1); ObjSonic_MdGround
    # then waits until SonAni_GiveUp shows its leap frame (index 29: 1 + 29 * 5
    # frames later) before moving him with gravity and no collision.
    p, tm = cd_player()
    step(p, tm, 0, 10800)
    assert p.raw.anim[0] == hp.anim_ids("cd")["wait"]
    step(p, tm, 0)                                   # frame 10801
    assert p.raw.anim[0] == 0x2B and p.raw.ysp[0] == -0x500 and p.raw.xsp[0] == 0x100
    y = int(p.raw.y[0])
    step(p, tm, 0, 145)                              # up to frame 10946: still
    assert p.raw.y[0] == y and p.raw.x[0] == 300 << 16
    step(p, tm, 0)                                   # 10947: the leap
    assert p.raw.y[0] == y - (5 << 16) and p.raw.x[0] == (300 + 1) << 16
    step(p, tm, 0, 200)
    assert p.raw.y[0] >> 16 > 300 and p.grounded[0]  # through the floor, still "grounded"
    # any other animation resets the timer: walking one frame every minute
    q, _ = cd_player()
    for _ in range(5):
        step(q, tm, 0, 3000)
        step(q, tm, hp.R)
        step(q, tm, hp.L)
    assert q.raw.anim[0] != 0x2B


def test_cd_crouch_hitbox_is_a_walk_frame_on_a_slope():
    # Player_ObjCollide tests mapping frame $39 (Sonic 1's duck frame): CD's
    # duck frame is $60, so ducking keeps the standing box; SonAni_Walk's frame
    # 4 ($33) with the angle offset 6 is $39 (ObjSonic_Animate .SpecialAnim).
    from hedgephys import routines
    state = {"anim": 0, "prev_anim": 0, "anim_frame": 4, "anim_timer": 0, "gsp": 0x200}
    out = routines.apply("animate", dict(state, angle=0x20, facing_left=1), game="cd")
    assert out["anim_frame"] == 5 and out["crouch_frame"] == 1
    assert out["anim_timer"] == (0x800 - 0x200) >> 8
    for angle, left in ((0x00, 1), (0x20, 0), (0xE0, 1)):
        out = routines.apply("animate", dict(state, angle=angle, facing_left=left), game="cd")
        assert out["crouch_frame"] == 0, (angle, left)
    out = routines.apply("animate", dict(state, angle=0xE0, facing_left=0), game="cd")
    assert out["crouch_frame"] == 1
    # ducking: the standing box stays
    tm = flat_world()
    p = hp.Players(1, game="cd")
    p.place(x=300, y=220)
    objs = hp.Objects([hp.Hitbox(300, 220 - 19 + 1, 4, 2, reaction="special")], 1, "cd")
    step(p, tm, hp.D, 5, objects=objs)
    assert p.raw.anim[0] == hp.anim_ids("cd")["duck"] and objs.events(0) == ["touched:0"]


def test_cd_balances_without_turning():
    # CD .BalanceRight / .BalanceLeft pick forwards (6) or backwards ($32) by
    # facing and never turn the player.
    tm = flat_world(holes=range(20, 80))
    ids = hp.anim_ids("cd")
    for facing, anim in (("right", "balance"), ("left", "balance2")):
        p = hp.Players(1, game="cd")
        p.place(x=322, y=220, facing=facing)
        step(p, tm, 0, 3)
        assert p.raw.anim[0] == ids[anim] and p.state(0)["facing"] == facing


def test_cd_falling_plays_the_walk_animation():
    # ObjSonic_MdAir: airborne and not curled, moving down or level: anim 0.
    p, tm = cd_player(grounded=False, y_speed=1)
    p.raw.anim[0] = p.raw.prev_anim[0] = hp.anim_ids("cd")["wait"]
    step(p, tm, 0)
    assert p.raw.anim[0] == hp.anim_ids("cd")["walk"]


# ---- the scenario examples of docs/scenario.md -------------------------------------
EXAMPLES = __import__("pathlib").Path(__file__).resolve().parent.parent / "examples"


def test_example_spindash_s2():
    # Sonic_CheckSpindash starts on the first press while ducking; two more
    # presses charge (0x200 each, 1/32 decay a frame); letting go of down
    # releases at SpindashSpeeds[counter >> 8] = 0x980, curled 5 px lower,
    # without moving on the release frame.
    t = hp.run_scenario(EXAMPLES / "spindash_s2.json")
    ids = hp.anim_ids("s2")
    assert [f["anim"] for f in t.frames[1:4]] == [ids["duck"], ids["duck"], ids["spindash"]]
    release = t.frames[13]
    assert release["rolling"] and release["ground_speed"] == 0x980 / 256
    assert release["x"] == 48 and release["y"] == 81
    assert all(f["x"] == 48 for f in t.frames[:14]) and t.frames[14]["x"] > 48
    assert not any("jumped" in f["events"] for f in t.frames)


def test_example_wrap_s2():
    # Find_Tile's row mask and Obj01_Control's `andi.w #$7FF,y_pos`.
    t = hp.run_scenario(EXAMPLES / "wrap_s2.json")
    ys = t["y"]
    assert ys.max() < 2048 and (np.diff(ys) < 0).any()        # wrapped, never past 2047
    landed = t.event("landed")
    assert landed.sum() == 1
    assert t.frames[int(np.argmax(landed))]["y"] == pytest.approx(32 - 20, abs=1)


def test_example_duck_hitbox_s2():
    # TouchResponse shrinks the box on mapping frame $4D only: ducking from
    # frame 3, the box above the head is touched through frame 8 ($4C shows
    # for six frames) and not from frame 9.
    t = hp.run_scenario(EXAMPLES / "duck_hitbox_s2.json")
    touched = t.event("touched").tolist()
    assert touched == [False] + [True] * 8 + [False] * 4


# ---- the hurt routine -----------------------------------------------------------

def hurt_player(game, x, y, xsp=-0x200, ysp=0x100):
    p = hp.Players(1, game=game)
    p.place(x=x, y=y, grounded=False)
    p.raw.hurt[0] = 1
    p.raw.xsp[0], p.raw.ysp[0] = xsp, ysp
    p.raw.invuln[0] = 120
    return p


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_a_hurt_player_landing_on_an_object_stays_hurt_one_more_frame(game):
    # S1 Solid_ResetFloor, S2 RideObject_SetRide and S3K's landing only clear the
    # air bit; the next hurt frame (Sonic_Hurt: SpeedToPos, then Sonic_HurtStop,
    # which finds the bit clear) moves him by his x speed once more and then
    # ends the state: speeds 0, anim Walk, timer 120.
    tm = flat_world(holes=range(0, 80))                     # no terrain at all
    objs = hp.Objects([hp.SolidBox(200, 150, 32, 16)], 1, game)
    p = hurt_player(game, 200, 150 - 16 - 19 - 3)
    for _ in range(10):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
        if "landed_on_object:0" in objs.events(0):
            break
    assert "landed_on_object:0" in objs.events(0)
    assert p.raw.hurt[0] == 1 and p.grounded[0] and p.raw.xsp[0] == -0x200
    x = int(p.raw.x[0])
    p.step(tm, np.zeros(1, np.uint8), objects=objs)
    assert p.raw.hurt[0] == 0 and p.raw.invuln[0] == 120
    assert int(p.raw.x[0]) == x - (2 << 16)               # one more move by x speed -0x200
    assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0]) == (0, 0, 0)
    assert p.raw.anim[0] == hp.anim_ids(game)["walk"]


def test_cd_ends_the_hurt_state_on_the_object_at_once():
    # CD StandOnObject (rules/objects H11): a hurt player returns to normal there
    tm = flat_world(holes=range(0, 80))
    objs = hp.Objects([hp.SolidBox(200, 150, 32, 16)], 1, "cd")
    p = hurt_player("cd", 200, 150 - 16 - 19 - 3)
    for _ in range(10):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
        if "landed_on_object:0" in objs.events(0):
            break
    assert p.raw.hurt[0] == 0 and p.raw.invuln[0] == 120


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_no_hitbox_scan_on_the_frame_the_hurt_state_ends(game):
    # The scan (S1 ReactToItem, S2/S3K TouchResponse) ends the control routine;
    # the hurt routine never calls it, also not on the frame it lands.
    tm = flat_world()
    objs = hp.Objects([hp.Hitbox(200, 232, 8, 8, reaction="special")], 1, game)
    p = hurt_player(game, 200, 240 - 19 - 2, xsp=0, ysp=0x100)
    touched = []
    for _ in range(4):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
        touched.append(("touched:0" in objs.events(0), bool(p.raw.hurt[0])))
    landing = [h for _, h in touched].index(False)
    assert touched[landing] == (False, False)              # landed: no scan yet
    assert touched[landing + 1] == (True, False)           # the next frame scans


@pytest.mark.parametrize("game, dies", [("s1", True), ("cd", True), ("s2", False), ("s3k", False)])
def test_the_hurt_routines_death_line_is_unsigned_in_s1_and_cd(game, dies):
    # S1 Sonic_HurtStop `blo KillSonic`, CD ObjSonic_HurtChkLand `bcs`; S2
    # Sonic_HurtStop and S3K sub_12318 `blt`: above the top of the level (y
    # pixel >= $8000 as a word) S1 and CD kill the hurt player, S2 and S3K not.
    tm = flat_world()
    p = hurt_player(game, 200, -40, xsp=0, ysp=-0x400)
    p.set_level_bounds((0, 1000, 100))
    p.step(tm, np.zeros(1, np.uint8))
    assert bool(p.raw.dead[0]) == dies


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_the_level_bounds_death_line_is_signed(game):
    # Sonic_LevelBound (S1, S2), Player_LevelBound (S3K), ObjSonic_LevelBound
    # (CD): `blt`, a signed compare; a player above y = 0 lives, one below
    # max_y + 224 dies.
    tm = flat_world()
    p = hp.Players(2, game=game)
    p.place(x=200, y=-40, grounded=False)
    p.raw.ysp[:] = -0x400
    p.raw.y[1] = (100 + 224 + 8) << 16
    p.raw.ysp[1] = 0
    p.set_level_bounds((0, 1000, 100))
    p.step(tm, np.zeros(2, np.uint8))
    assert list(p.raw.dead) == [0, 1]


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_the_hurt_routine_applies_the_level_bounds(game):
    # Sonic_LevelBound runs after Sonic_HurtStop: a hurt player knocked back
    # against the left bound stops there, at min_x + 16
    tm = flat_world()
    p = hurt_player(game, 40 + 16 + 1, 100, xsp=-0x200, ysp=-0x400)
    p.set_level_bounds((40, 1000, 1000))
    p.step(tm, np.zeros(1, np.uint8))
    assert p.raw.x[0] >> 16 == 56 and p.raw.xsp[0] == 0 and p.raw.hurt[0] == 1


def test_s1_floor_following_restarts_the_animation_on_detach():
    # S1 Sonic_AnglePos: `move.b #id_Run,obPrevAni` when the floor falls away
    # (as S2 AnglePos, S3K Player_AnglePos and CD's floor collision do)
    tm = flat_world(holes=range(20, 80))
    p = hp.Players(1, game="s1")
    p.place(x=310, y=240 - 20, ground_speed=2, x_speed=2)
    p.raw.anim_frame[0] = 3   # somewhere in the walk script
    for _ in range(20):
        step(p, tm, 0)
        if not p.grounded[0]:
            break
    assert "left_ground" in p.events(0)
    assert p.raw.prev_anim[0] == p.raw.anim[0] == hp.anim_ids("s1")["walk"]
    assert p.raw.anim_frame[0] == 0  # and Sonic_Animate restarted the script


def test_cd_landing_curled_on_an_object_sets_the_walk_animation():
    # CD StandOnObject: when the roll bit was set, radii $13/9, y - 5 and
    # `move.b #0,oAnim` (.SetWalk); the badnik test then reads a walking player
    tm = flat_world(holes=range(0, 80))
    objs = hp.Objects([hp.SolidBox(200, 150, 32, 16)], 1, "cd")
    p = hp.Players(1, game="cd")
    p.place(x=200, y=150 - 16 - 14 - 3, grounded=False, rolling=True, y_speed=1)
    assert p.raw.anim[0] == hp.anim_ids("cd")["roll"]
    for _ in range(10):
        p.step(tm, np.zeros(1, np.uint8), objects=objs)
        if "landed_on_object:0" in objs.events(0):
            break
    assert "landed_on_object:0" in objs.events(0)
    assert not p.raw.rolling[0] and p.raw.yr[0] == 19
    assert p.raw.anim[0] == hp.anim_ids("cd")["walk"]
