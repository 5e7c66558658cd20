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
    # that leaves the ledge still counts the lock down (terrain.md §8.5,
    # erratum §14.20); in the air it then stays.
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
    # 0x2F: lock 30, g += 0x80 (terrain.md §8.5, erratum §14.20).
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
    # terrain.md §7 "mostly up": pushed out of the ceiling (hit_ceiling), then,
    # the ceiling being steep (0xB0), landed on it (scenario.md "Events").
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
