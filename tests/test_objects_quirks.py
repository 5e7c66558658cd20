"""Each quirk of rules/objects §11, reproduced by default and corrected by its
fix switch (rules/scenario "Fix names"), each citing its seed or code source."""
import numpy as np
import pytest

import hedgephys as hp
from helpers import one_player

EMPTY = hp.objects._empty_map()


def frames(players, objects, n, buttons=0, terrain=EMPTY):
    out = []
    for _ in range(n):
        players.step(terrain, np.array([buttons], np.uint8), objects=objects)
        out.append((players.state(0), objects.events(0)))
    return out


@pytest.mark.parametrize("fix", [False, True])
def test_q1_slipping_off_corners(fix):
    """Seed 000 "Slipping": inside the combined box but outside the action
    width, the landing is cancelled and the player slides down the side."""
    fixes = ["fix_slip_landing_width"] if fix else []
    p = hp.Players(1, game="s2", fixes=fixes)
    p.place(x=980, y=940, y_speed=2, grounded=False)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "s2")
    out = frames(p, objs, 20)
    landed = any("landed_on_object:0" in ev for _, ev in out)
    assert landed == fix
    if not fix:
        assert out[-1][0]["x"] == 973 and out[-1][0]["y"] > 1000 - 16 - 19


@pytest.mark.parametrize("fix", [None, "fix_slip_landing_width", "fix_priority"])
def test_q2_falling_between_two_spikes(fix):
    """Seed 000: two spikes not quite touching; the player slips off both tops
    and the last spike's side push wins, so he falls between them."""
    p = hp.Players(1, game="s1", fixes=[fix] if fix else [])
    p.place(x=1020, y=930, y_speed=2, grounded=False)
    # 46 px apart: at x 1020 the player is inside both combined boxes (+-27)
    # and outside both landing widths (+-16).
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16), hp.SolidBox(1046, 1000, 16, 16)], 1, "s1")
    out = frames(p, objs, 30)
    if fix:
        assert out[-1][0]["on_object"] is not None
    else:
        assert all(s["on_object"] is None for s, _ in out)
        assert out[-1][0]["y"] > 1000  # fell down between them
        # the last object (index 1) pushes last: its left edge is where he ends
        assert out[-1][0]["x"] == 1046 - 27


@pytest.mark.parametrize("fix", [False, True])
def test_q3_bottom_overlap(fix):
    """Seed 000 "Bottom Overlap": head 3 px inside the bottom is not detected;
    the fix detects it and pops to oy + hj + hr."""
    p = one_player("s1", ["fix_bottom_overlap"] if fix else [], x=1000, y=1032, y_speed=-1024, in_air=True)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "s1")
    code, contact, xd, dist = objs.update(p, 0)
    if fix:
        assert contact == "bottom" and p.y[0] == 1035 and p.raw.ysp[0] == 0
    else:
        assert contact == "none" and p.y[0] == 1032


@pytest.mark.parametrize("fix", [False, True])
def test_q4_false_standing_flag(fix):
    """Seed 000 "False Object Standing Flag": the stood-on object goes away; the
    player stays grounded in mid-air. The fix releases him."""
    p = hp.Players(1, game="s2", fixes=["fix_false_standing_flag"] if fix else [])
    p.place(x=1000, y=940, y_speed=1, grounded=False)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "s2")
    out = frames(p, objs, 20)
    assert out[-1][0]["on_object"] == 0
    y0 = out[-1][0]["y"]
    objs.remove(0)
    out = frames(p, objs, 10, buttons=hp.R)
    if fix:
        assert out[-1][0]["on_object"] is None and not out[-1][0]["grounded"]
        assert out[-1][0]["y"] > y0
    else:
        assert all(s["on_object"] == 0 and s["grounded"] and s["y"] == y0 for s, _ in out)
        assert out[-1][0]["x"] > 1000  # walking on air


@pytest.mark.parametrize("fix", [False, True])
def test_q5_one_pixel_standing_offset(fix):
    """Seeds 000/001 and B2: landing leaves oy - hj - hr - 1, the carry puts
    oy - hs - hr; with hs = hj (SolidBox, like the GHZ rock) the player sinks 1 px."""
    p = hp.Players(1, game="s1", fixes=["fix_standing_offset"] if fix else [])
    p.place(x=1000, y=960, y_speed=1, grounded=False)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "s1")
    out = frames(p, objs, 20)
    i = next(i for i, (_, ev) in enumerate(out) if "landed_on_object:0" in ev)
    assert out[i][0]["y"] == 1000 - 16 - 19 - 1
    assert out[i + 1][0]["y"] == (964 if fix else 965)
    # a push block passes hs = hj + 1 and stays consistent either way
    p = hp.Players(1, game="s1", fixes=["fix_standing_offset"] if fix else [])
    p.place(x=1000, y=960, y_speed=1, grounded=False)
    objs = hp.Objects([hp.PushBlock(1000, 1000)], 1, "s1")
    out = frames(p, objs, 20)
    i = next(i for i, (_, ev) in enumerate(out) if "landed_on_object:0" in ev)
    assert out[i][0]["y"] == out[i + 1][0]["y"] == 964


@pytest.mark.parametrize("fix", [False, True])
def test_c2_asymmetric_side_stop(fix):
    p = one_player("s1", ["fix_side_stop_symmetric"] if fix else [], x=975, y=1000, ground_speed=384,
                   in_air=True)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "s1")
    objs.update(p, 0)
    assert p.x[0] == 973
    assert p.raw.gsp[0] == (384 if fix else 0)


@pytest.mark.parametrize("fix", [False, True])
def test_c6_s3k_rising_snap(fix):
    p = one_player("s3k", ["fix_s3k_rising_snap"] if fix else [], x=1000, y=967, y_speed=-512, in_air=True)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "s3k")
    code, contact, xd, dist = objs.update(p, 0)
    assert contact == "none"
    assert p.y[0] == (967 if fix else 964)


@pytest.mark.parametrize("fix", [False, True])
def test_c10_s1_monitor_rising_landing(fix):
    p = one_player("s1", ["fix_s1_monitor_rising"] if fix else [], x=1000, y=971, y_speed=-256,
                   x_speed=256, in_air=True)
    objs = hp.Objects([hp.Monitor(1000, 1000)], 1, "s1")
    objs.update(p, 0)
    assert (p.raw.on_object[0] == 0) == (not fix)


@pytest.mark.parametrize("fix", [False, True])
def test_q6_odd_hitboxes(fix):
    """Seeds 001/004/003: boxes cover c - r .. c + r, one pixel more on the
    right and bottom than an even sprite; the fix uses c - r .. c + r - 1."""
    xs = []
    for dx in range(-30, 31):
        p = one_player("s1", [] if not fix else ["fix_hitbox_even"], x=1000, y=1000)
        objs = hp.Objects([hp.Hitbox(1000 + dx, 1000, 6, 6, reaction="increment")], 1, "s1")
        objs.scan(p)
        if objs.state(0) == "collected":
            xs.append(dx)
    # player box px-8 .. px+8; ring ox-6 .. ox+6 (fix: ox+5)
    assert min(xs) == (-14 if not fix else -13) and max(xs) == 14


@pytest.mark.parametrize("fix", [False, True])
def test_q8_platform_walkoff(fix):
    """Seeds: platforms pass their raw width, so the player walks off as soon as
    his centre passes the edge; the fix adds the push radius + 1."""
    p = one_player("s2", ["fix_platform_walkoff"] if fix else [], x=1032, y=1000 - 8 - 19)
    objs = hp.Objects([hp.JumpThrough(1000, 1000, 32, 8)], 1, "s2")
    objs.raw.standing[0, 0] = 1
    p.raw.on_object[0] = 0
    objs.update(p, 0)
    assert (p.raw.on_object[0] == 0) == fix


@pytest.mark.parametrize("fix", [False, True])
def test_c12_s2_crouch_hitbox_only_sonic(fix):
    terrain = hp.TileMap(np.array([[0] * 3, [0] * 3, [0] * 3, [1] * 3], np.uint16),
                         hp.TileSet(np.array([[0] * 16, [16] * 16])))
    p = hp.Players(1, game="s2", character="tails", fixes=["fix_crouch_hitbox"] if fix else [])
    p.place(x=24, y=48 - 16, grounded=True)  # Tails stands 15 high
    # a box just above the crouched box: touched only by the standing box
    # standing box y 20..44 (hr 15 - 3 = 12), crouched 32..52
    objs = hp.Objects([hp.Hitbox(24, 25, 0, 0, reaction="increment")], 1, "s2")
    p.step(terrain, np.array([hp.D], np.uint8), objects=objs)
    assert (objs.state(0) == "collected") == (not fix)


@pytest.mark.parametrize("fix", [False, True])
def test_c13_push_block_left_wall_probe(fix):
    """Erratum rules/objects §16.1: S1 ObjHitWallLeft reads the unmirrored column; the fix
    casts correctly. The block's left wall test must agree with the plain
    sensor cast (fix) or the cast from x XOR 15 (original)."""
    heights = [[0] * 16, list(range(1, 17))]  # a 45-degree slope: partial widths
    cells = np.zeros((4, 12), np.uint16)
    cells[2, 3] = 1
    cells[3, :] = 0
    terrain = hp.TileMap(cells, hp.TileSet(np.array(heights)))
    fixes = ["fix_push_block_left_wall"] if fix else []
    differ = 0
    for ox in range(70, 110):
        p = hp.Players(1, game="s1", fixes=fixes)
        p.place(x=ox + 27 - 1, y=40, grounded=True, facing="left")  # x distance -1 on the right side
        objs = hp.Objects([hp.PushBlock(ox, 40)], 1, "s1")
        objs.update(p, 0, terrain=terrain)
        moved = int(objs.raw.x[0, 0]) >> 16 != ox
        sx = ox - 16 - 1
        d_fix = terrain.cast(sx, 40, "left", "lrb", game="s1").distance
        d_orig = terrain.cast(sx ^ 15, 40, "left", "lrb", game="s1").distance
        expect_blocked = (d_fix if fix else d_orig) < 0
        assert moved == (not expect_blocked), ox
        differ += (d_fix < 0) != (d_orig < 0)
    assert differ > 0  # the bug is visible on this map


@pytest.mark.parametrize("game,wraps", [("s1", False), ("s2", True), ("s3k", False)])
def test_c8_y_wrap_masks(game, wraps):
    """A3.4 / rules/objects §11 C8: S2 masks the top difference to 11 bits, so a player 2048 px
    below a box registers on it (S3K's 12-bit mask needs 4096: see below)."""
    p = one_player(game, x=1000, y=964 + 2048 + 2, y_speed=256, in_air=True)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, game)
    code, contact, xd, dist = objs.update(p, 0)
    assert (contact == "top") == wraps
    if game == "s3k":
        p = one_player(game, x=1000, y=964 + 4096 + 2, y_speed=256, in_air=True)
        objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, game)
        code, contact, xd, dist = objs.update(p, 0)
        assert contact == "top"


def test_cd_table_row_no_plus_4_and_half_open_x():
    """rules/objects §10: CD has no +4 top extension and a half-open X overlap 0 <= left < 2cxd."""
    # feet 1 px above the top: S-games touch (+4), CD does not (cyd = Hh + hr + 2 though)
    for y, touch in ((1000 - 16 - 19 - 2, True), (1000 - 16 - 19 - 3, False)):
        p = one_player("cd", x=1000, y=y, y_speed=256, in_air=True)
        objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "cd")
        code, contact, xd, dist = objs.update(p, 0)
        assert (contact != "none") == touch, y
    for x, touch in ((1000 - 26, True), (1000 + 26, False)):  # left = 0 inside, left = 2cxd outside
        p = one_player("cd", x=x, y=1000, in_air=True)
        objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, "cd")
        code, contact, xd, dist = objs.update(p, 0)
        assert (contact != "none") == touch, x
