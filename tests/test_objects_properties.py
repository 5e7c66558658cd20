"""Properties of object collision (rules/objects §2, §0.6, seeds' "Bugs" and
priority sections) and boundary errors of the objects API."""
import numpy as np
import pytest
from hypothesis import example, given, settings, strategies as st

import hedgephys as hp
from hedgephys import _core
from hedgephys.collapsing import CollapsingBridge, CollapsingPlatform
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s3k_door import door
from hedgephys.s3k_hurt_blocks import S3KHurtBlock
from hedgephys.s3k_ssz_kinds import S3kSszSpring
from hedgephys.s3k_fbz2_kinds import S3kFbzElevator  # h-fbz2
from hedgephys.levels.place_s3k_trigger2 import lbz_bridge_boxes, soz_door_sizes
from hedgephys.s1_kinds import S1SpikeBall, S1SpinPlatform
from hedgephys.s1_chain_kinds import S1ChainBall
from hedgephys.s1_path_kinds import S1GlassBlock, S1Staircase
from hedgephys.s1_stomp_kinds import S1ChainStomp, S1ScrapStomp
from hedgephys.s1_grass import S1LargeGrass
from hedgephys.objects import (CirclingPlatform, CpzPlatform, MovingPlatform, Seesaw, SeesawBall,
                               SwingingPlatform, step_stages)
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds
from helpers import one_player

EMPTY = hp.objects._empty_map()


def strictly_inside(px, py, hr, ox, oy, wr, hj):
    """The player's centre strictly inside the combined box horizontally and
    his body overlapping the object's true vertical extent."""
    cx = wr + 11
    return 0 < px - ox + cx < 2 * cx and py + hr > oy - hj and py - hr < oy + hj


def named_quirk(game, px, py, hr, ysp, air, ox, oy, wr, hj, fixes=()):
    """Which documented quirk (rules/objects §11 / A-step) leaves the player
    inside, from the state before the routine (None: none applies)."""
    cx, cy = wr + 11, hj + hr
    left, top = px - ox + cx, py - oy + 4 + cy
    lim = 2 * hj + hr + 19 if game == "s3k" else 2 * cy
    if top >= lim:
        return "Q3 bottom overlap (A3.6)"
    xd = left if left <= cx else left - 2 * cx
    yd = top if top <= cy else top - 4 - lim
    ax, ay = abs(xd), abs(yd)
    vertical = ax > ay
    if not vertical and ay <= 4:
        if game != "s3k":
            return "C3 shallow corner (A6.2)"
        vertical = True
    if not vertical:
        return None
    if yd >= 0:
        if yd >= 16:
            return "too deep to land (A8.1)"
        if not (0 <= px - ox + wr < 2 * wr):
            return "Q1 slipping (A8.3)"
        if ysp < 0:
            return "rising through the top (A8.4)"
        return None
    if game == "s3k" and air:
        return None
    if ysp > 0 or (ysp == 0 and air):
        return "bottom contact without a pop (A9)"
    return None


@given(game=st.sampled_from(["s1", "s2", "s3k"]),
       wr=st.integers(4, 32), hj=st.integers(4, 32),
       dx=st.integers(-45, 45), dy=st.integers(-60, 60),
       xsp=st.integers(-0x800, 0x800), ysp=st.integers(-0x800, 0x800),
       air=st.booleans(), rolling=st.booleans())
def test_after_the_pass_outside_or_standing(game, wr, hj, dx, dy, xsp, ysp, air, rolling):
    ox, oy = 1000, 1000
    hr = 14 if rolling else 19
    px, py = ox + dx, oy + dy
    p = one_player(game, x=px, y=py, x_speed=xsp, y_speed=ysp, ground_speed=xsp, in_air=air, hr=hr,
                   rolling=rolling)
    objs = hp.Objects([hp.SolidBox(ox, oy, wr, hj)], 1, game)
    objs.update(p, 0)
    qx, qy, qhr = int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16, int(p.raw.yr[0])
    if p.raw.on_object[0] == 0:
        assert qy + qhr < oy - hj or qy == oy - hj - qhr - 1  # standing on the top
        return
    if p.raw.crushed[0]:
        return  # killed by the object (A9): the crushed outcome
    if strictly_inside(qx, qy, qhr, ox, oy, wr, hj):
        q = named_quirk(game, px, py, hr, ysp, air, ox, oy, wr, hj)
        assert q is not None, (px, py)
        assert (qx, qy) == (px, py) or q.startswith("Q1")  # a quirk never half-moves the player


@given(game=st.sampled_from(["s1", "s2", "s3k"]),
       a=st.tuples(st.integers(960, 1040), st.integers(980, 1020), st.integers(4, 24), st.integers(4, 24)),
       b=st.tuples(st.integers(960, 1040), st.integers(980, 1020), st.integers(4, 24), st.integers(4, 24)),
       px=st.integers(950, 1050), py=st.integers(950, 1050), ysp=st.integers(-0x400, 0x400),
       air=st.booleans())
def test_two_objects_in_both_orders(game, a, b, px, py, ysp, air):
    """Seeds' priority: each object resolves in list order and writes the
    player at once; the next object sees that position (rules/objects §0.6, Q2).
    The frame equals the objects' routines applied one after the other, in
    either order."""
    for order in ((a, b), (b, a)):
        boxes = [hp.SolidBox(*o) for o in order]
        # the whole frame's object pass (hitbox scan, then 0, then 1)
        p1 = one_player(game, x=px, y=py, y_speed=ysp, in_air=air)
        o1 = hp.Objects(boxes, 1, game)
        o1.update(p1, 0)
        o1.update(p1, 1)
        # one at a time, each seeing the previous result
        p2 = one_player(game, x=px, y=py, y_speed=ysp, in_air=air)
        first = hp.Objects([boxes[0]], 1, game)
        first.update(p2, 0)
        mid = p2.state(0)
        second = hp.Objects([boxes[1]], 1, game)
        if mid["on_object"] is not None:
            p2.raw.on_object[0] = -1  # the second batch has no object 0 flag to clear
        code, contact, xd, dist = second.update(p2, 0)
        s1, s2 = p1.state(0), p2.state(0)
        assert (s1["x"], s1["y"], s1["y_speed"]) == (s2["x"], s2["y"], s2["y_speed"])
        if contact == "side" and s2["x"] != mid["x"]:
            # the last object to push sideways decides the net horizontal position
            # (C3's shallow-corner side result does not move the player)
            w = order[1][2] + 11
            assert s1["x"] in (order[1][0] - w, order[1][0] + w)


def test_last_push_wins_between_spikes():
    """Seed 000: "only the last spike to do so will actually result in a net
    position change" (both orders)."""
    for boxes, end in (([(1000, 1000), (1046, 1000)], 1046 - 27), ([(1046, 1000), (1000, 1000)], 1000 + 27)):
        p = one_player("s1", x=1020, y=1000, y_speed=256, in_air=True)
        o = hp.Objects([hp.SolidBox(x, y, 16, 16) for x, y in boxes], 1, "s1")
        o.update(p, 0)
        o.update(p, 1)
        assert p.x[0] == end


def test_objects_step_batch_matches_single_envs():
    """Environments are independent: a batch of 3 equals three batches of 1."""
    terrain = hp.TileMap(np.array([[0] * 8, [0] * 8, [1] * 8], np.uint16),
                         hp.TileSet(np.array([[0] * 16, [16] * 16])))
    xs = [40, 60, 80]
    p = hp.Players(3, game="s2")
    p.place(x=np.array(xs, float), y=12, grounded=True)
    objs = hp.Objects([hp.SolidBox(70, 24, 8, 8), hp.Monitor(100, 17)], 3, "s2")
    btn = np.full((30, 3), hp.R, np.uint8)
    p.step(terrain, btn, objects=objs)
    for i, x in enumerate(xs):
        q = hp.Players(1, game="s2")
        q.place(x=x, y=12, grounded=True)
        o = hp.Objects([hp.SolidBox(70, 24, 8, 8), hp.Monitor(100, 17)], 1, "s2")
        q.step(terrain, btn[:, :1], objects=o)
        assert q.state(0) == p.state(i)
        assert (o.raw.x[0] == objs.raw.x[i]).all()


def test_threads_give_identical_results():
    terrain = hp.TileMap(np.array([[0] * 8, [0] * 8, [1] * 8], np.uint16),
                         hp.TileSet(np.array([[0] * 16, [16] * 16])))
    res = []
    for threads in (1, 2):
        p = hp.Players(8, game="s1")
        p.place(x=np.linspace(20, 90, 8).round(), y=12, grounded=True)
        objs = hp.Objects([hp.PushBlock(64, 16, 16, 16)], 8, "s1")
        btn = np.full((40, 8), hp.R, np.uint8)
        p.step(terrain, btn, objects=objs, threads=threads)
        res.append((p.raw.x.copy(), objs.raw.x.copy()))
    assert (res[0][0] == res[1][0]).all() and (res[0][1] == res[1][1]).all()


# ---- boundary errors ---------------------------------------------------------
@pytest.mark.parametrize("make,exc,words", [
    (lambda: hp.SolidBox(0, 0, -1, 4), ValueError, "width_radius"),
    (lambda: hp.SolidBox(0, 0, 4, -2), ValueError, "height_radius"),
    (lambda: hp.SolidBox(0, 0, 4.5, 4), TypeError, "width_radius"),
    (lambda: hp.SolidBox(0.1, 0, 4, 4), ValueError, "x"),
    (lambda: hp.SolidBox(0, 70000, 4, 4), ValueError, "y"),
    (lambda: hp.SolidBox(0, 0, 4, 4, motion=(0.001, 0)), ValueError, "motion dx"),
    (lambda: hp.SolidBox(0, 0, 4, 4, motion={"dz": 1}), ValueError, "motion"),
    (lambda: hp.SolidBox(0, 0, 4, 4, motion="fast"), TypeError, "motion"),
    (lambda: hp.Hitbox(0, 0, 4, 4, reaction="explode"), ValueError, "reaction"),
    (lambda: hp.Hitbox(0, 0, 4, 4, reaction=3), ValueError, "reaction"),
    (lambda: hp.SlopedObject(0, 0, 16, 16, heights=[1] * 27), ValueError, "heights"),
    (lambda: hp.SlopedObject(0, 0, 16, 16, heights=[1] * 15, platform=True), ValueError, "heights"),
    (lambda: hp.SlopedObject(0, 0, 16, 16, heights=[300] * 28), ValueError, "heights"),
    (lambda: hp.SlopedObject(0, 0, 16, 16, heights="abc"), TypeError, "heights"),
    (lambda: hp.PushBlock(0, 0, 16, -1), ValueError, "height_radius"),
    (lambda: hp.Monitor(0, 0, width_radius=-3), ValueError, "width_radius"),
    (lambda: hp.Objects([hp.SolidBox(0, 0, 4, 4)], 0), ValueError, "n_envs"),
    (lambda: hp.Objects([hp.SolidBox(0, 0, 4, 4)], 1, game="s4"), ValueError, "game"),
    (lambda: hp.Objects([(0, 0, 4, 4)], 1), TypeError, r"objects\[0\]"),
])
def test_constructor_errors(make, exc, words):
    with pytest.raises(exc, match=words):
        make()


def test_core_batch_errors():
    z = np.zeros
    ok = dict(kinds=z(1, np.uint8), positions=z((1, 2), np.uint32), radii=z((1, 2), np.int32),
              params=z((1, 4), np.int32), extra=z((1, 5), np.int32), motion=z((1, 2), np.int32),
              pool=z(0, np.uint8))
    _core.ObjectBatch(1, **ok)
    with pytest.raises(ValueError, match="kinds"):
        _core.ObjectBatch(1, **{**ok, "kinds": np.array([200], np.uint8)})
    with pytest.raises(TypeError, match="positions"):
        _core.ObjectBatch(1, **{**ok, "positions": z((1, 2), np.int64)})
    with pytest.raises(ValueError, match="radii"):
        _core.ObjectBatch(1, **{**ok, "radii": np.array([[-1, 3]], np.int32)})
    with pytest.raises(ValueError, match="params"):
        _core.ObjectBatch(1, **{**ok, "params": z((2, 4), np.int32)})
    with pytest.raises(ValueError, match="reaction"):
        _core.ObjectBatch(1, **{**ok, "extra": np.array([[0, 7, 0, 0, 0]], np.int32)})
    with pytest.raises(ValueError, match="subtype"):
        _core.ObjectBatch(1, **{**ok, "extra": np.array([[0, 0, 0, 0, 256]], np.int32)})
    with pytest.raises(ValueError, match="flags"):
        _core.ObjectBatch(1, **{**ok, "extra": np.array([[8, 0, 0, 0, 0]], np.int32)})
    with pytest.raises(ValueError, match="heights"):
        _core.ObjectBatch(1, **{**ok, "kinds": np.array([2], np.uint8),
                                "params": np.array([[27, 16, 16, 16]], np.int32),
                                "extra": np.array([[0, 0, 0, 0, 0]], np.int32)})
    with pytest.raises(ValueError, match="envs"):
        _core.ObjectBatch(0, **ok)


def test_step_errors():
    p = hp.Players(2, game="s2")
    with pytest.raises(ValueError, match="environments"):
        p.step(EMPTY, 0, objects=hp.Objects([hp.SolidBox(0, 0, 4, 4)], 1, "s2"))
    with pytest.raises(ValueError, match="game"):
        p.step(EMPTY, 0, objects=hp.Objects([hp.SolidBox(0, 0, 4, 4)], 2, "s1"))
    with pytest.raises(TypeError, match="objects"):
        p.step(EMPTY, 0, objects=[hp.SolidBox(0, 0, 4, 4)])
    objs = hp.Objects([hp.SolidBox(0, 0, 4, 4)], 2, "s2")
    p.raw.on_object[0] = 5
    x0 = p.raw.x.copy()
    with pytest.raises(ValueError, match="on_object"):
        p.step(EMPTY, 0, objects=objs)
    assert (p.raw.x == x0).all()  # nothing changed
    p.raw.on_object[0] = -1
    objs.raw.state[0, 0] = 9
    with pytest.raises(ValueError, match="state"):
        p.step(EMPTY, 0, objects=objs)
    with pytest.raises(IndexError):
        objs.remove(3)


@given(game=st.sampled_from(["s1", "s2", "s3k"]), wr=st.integers(4, 24), hj=st.integers(8, 32),
       data=st.data(), dx=st.integers(-40, 40), dy=st.integers(-70, 50),
       ysp=st.integers(-0x600, 0x600), air=st.booleans())
def test_sloped_outside_or_standing(game, wr, hj, data, dx, dy, ysp, air):
    """C3: a sloped solid is procedure A on oy - (H[i] - H[0]); after its pass
    the player is outside that shifted box, standing on it, or in a named quirk."""
    n = wr + 12
    heights = data.draw(st.lists(st.integers(hj - 8, hj + 8), min_size=n, max_size=n))
    heights[0] = hj
    ox, oy = 1000, 1000
    px, py = ox + dx, oy + dy
    p = one_player(game, x=px, y=py, y_speed=ysp, in_air=air)
    objs = hp.Objects([hp.SlopedObject(ox, oy, wr, hj, heights=heights)], 1, game)
    objs.update(p, 0)
    left = px - ox + wr + 11
    if not 0 <= left <= 2 * (wr + 11):
        assert (p.x[0], p.y[0]) == (px, py)
        return
    i = min(left >> 1, n - 1)
    shift = heights[i] - heights[0]
    if game == "s1":
        shift &= 0xFF  # C3.4: S1 takes the byte difference unsigned (a dip wraps to 256 - d)
    oy_eff = oy - shift
    qx, qy = int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16
    if p.raw.on_object[0] == 0:
        assert qy == oy - heights[i] - 19 - 1  # landed: oy - H[i] - hr - 1
        return
    if p.raw.crushed[0]:
        return
    if strictly_inside(qx, qy, 19, ox, oy_eff, wr, hj):
        # sloped solids use the plain 2*cy bottom in every game (C3.5)
        q = named_quirk("s2" if game == "s3k" else game, px, py, 19, ysp, air, ox, oy_eff, wr, hj)
        if game == "s3k" and q == "C3 shallow corner (A6.2)":
            q = None
        assert q is not None or (game == "s3k" and (qx, qy) == (px, py)), (px, py)


@given(game=st.sampled_from(["s1", "s2", "s3k"]), w=st.integers(8, 48), h=st.integers(0, 24),
       dx=st.integers(-60, 60), dy=st.integers(-60, 20), ysp=st.integers(-0x400, 0x800))
def test_platform_lands_exactly_in_its_window(game, w, h, dx, dy, ysp):
    """D1: lands iff ysp >= 0, 0 <= px - ox + w < 2w and -16 <= d <= -1 with
    d = surface - (py + hr + 4); then py = surface - hr - 1. Otherwise untouched."""
    ox, oy = 1000, 1000
    px, py = ox + dx, oy - h + dy
    p = one_player(game, x=px, y=py, y_speed=ysp, in_air=True)
    objs = hp.Objects([hp.JumpThrough(ox, oy, w, h)], 1, game)
    objs.update(p, 0)
    surface = oy - h
    d = surface - (py + 19 + 4)
    lands = ysp >= 0 and 0 <= px - ox + w < 2 * w and -16 <= d <= -1
    assert (p.raw.on_object[0] == 0) == lands
    assert int(p.raw.y[0]) >> 16 == (surface - 19 - 1 if lands else py)


# ---- the batch step's broad phase is only a shortcut ----------------------------
# broad_phase.cpp skips an object whose update would change nothing, and a whole
# objects frame while the player stays inside its busy set's span; the stage-logging
# path (step_stages) runs every routine every frame. Both must agree exactly.
OBJECT_FIXES = [name for name, (bit, _) in hp.rules.FIXES.items() if bit >= 1 << 16]
KINDS = ["solid", "platform", "sloped", "sloped_platform", "push_block", "monitor", "hitbox",
         "path_swapper", "spikes", "breakable", "spring",
         "bridge", "collapsing", "collapsing_bridge", "moving_platform",
         "swinging_platform", "bumper", "edge_wall", "circling_platform", "seesaw", "seesaw_ball", "cpz_platform",
         "s3k_hurt_block",
         "s2_mtz_spike", "s2_cnz_big_block", "s2_square_platform", "s2_rot_platform",
         "s1_vanish_platform", "s1_spin_platform", "s1_spike_ball", "s1_staircase", "s1_glass_block",
         "s1_floating_block", "s1_elevator", "s1_moving_block", "s1_labyrinth_block",
         "s2_spring_wall", "s2_barrier", "s2_smash_ground", "s2_slide_platform", "s2_falling_pillar",
         "s2_cog", "s2_nut",
         "s3k_door", "s3k_osc_block", "s3k_mushroom_cap", "s1_large_grass",
         "s1_chain_ball", "s1_flamethrower",
         "s3k_chain_platform", "s3k_chain_ball", "s3k_snake_block",
         "s1_chain_stomp", "s1_scrap_stomp", "s1_girder", "s1_auto_door", "s3k_smashing_pillar",
         "s3k_mgz_spike_platform", "s3k_lbz_exploding_trigger", "s3k_lbz_gate_laser", "s3k_lbz_closed_tube",
         "s3k_fbz_block", "s3k_fbz_float",
         "s3k_icz_crushing_column", "s3k_icz_stalactite", "s3k_icz_harmful_ice",
         "s3k_mhz_curled_vine",
         "s3k_lrz_sinking_rock", "s3k_lrz_falling_spike",
         "s3k_dez_bumper_wall", "s3k_dez_retracting_spring", "s3k_dez_conveyor_pad", "s3k_dez_lift_pad",
         "s3k_dez_gravity_puzzle",
         "s3k_ssz_bridge", "s3k_ssz_float", "s3k_ssz_spring"]  # h-ssz
# Spring subtypes every game with springs takes (S1: subtype & 0xF = 0 or 2):
# up, down, sideways and (S2/S3K) diagonal, red or yellow, S2/S3K's stop bit.
SPRING_SUBTYPES = [0x00, 0x02, 0x10, 0x12, 0x20, 0x22, 0x30, 0x32, 0x40, 0x42, 0x80, 0x90, 0xA2]
# Kinds modelled for the Mega Drive games only (their constructors refuse Sonic CD).
NOT_IN_CD = ("spikes", "breakable", "spring")
# Kinds of Sonic 1 and 2 only (their constructors refuse the other games).
S1_S2_ONLY = ("seesaw", "seesaw_ball")
# Kinds of Sonic 3 & Knuckles only (their rows refuse the other games here).
S3K_ONLY = ("s3k_hurt_block", "s3k_osc_block", "s3k_mushroom_cap",  # the last two: placed in S3K acts only
            "s3k_fbz_block", "s3k_fbz_float",  # h-fbz: S&K's FBZ (SolidObjectFull_Offset is S&K's)
            "s3k_mhz_curled_vine",  # h-mhz: S&K's MHZ (loc_1E45A's landing as S&K's)
            "s3k_dez_bumper_wall", "s3k_dez_retracting_spring", "s3k_dez_conveyor_pad",  # h-dez: S&K's DEZ
            "s3k_dez_lift_pad", "s3k_dez_gravity_puzzle",
            "s3k_ssz_bridge", "s3k_ssz_float", "s3k_ssz_spring")  # h-ssz: placed in S&K's SSZ only
# h-fbz (session 32): S&K's FBZ trap springs and plungers, propellers, disappearing and rotating
# platforms, FBZ/DEZ launchers (docs/kinds/s3k_fbz.md)
FBZ_MORE = ("s3k_fbz_spring", "s3k_fbz_propeller", "s3k_fbz_disappearing", "s3k_fbz_rotating", "s3k_fbz_launcher")
KINDS += list(FBZ_MORE)
S3K_ONLY += FBZ_MORE
KINDS += ["s3k_icz_freezer"]  # h-badnik: Ice Cap's freezer (docs/kinds/s3k_badnik2.md)
S3K_ONLY += ("s3k_icz_freezer",)
# h-rock: Lava Reef's Iwamodoki and its shards (docs/kinds/s3k_rock.md); a shard drawn alone
# follows the object before it only if that is a rock
ROCK_KINDS = ("s3k_lrz_iwamodoki", "s3k_lrz_iwamodoki_shard")
KINDS += list(ROCK_KINDS)
S3K_ONLY += ROCK_KINDS
KINDS += ["s3k_auto_tunnel"]  # h-tunnel: automatic tunnels (docs/kinds/s3k_tunnel.md)
S3K_ONLY += ("s3k_auto_tunnel",)
# h-trig2: Sandopolis's push switches and doors, a writer and a reader of trigger 3 (docs/kinds/s3k_trigger2.md)
TRIGGER2 = ("s3k_soz_push_switch", "s3k_soz_door", "s3k_lbz_trigger_bridge")
KINDS += list(TRIGGER2)
S3K_ONLY += TRIGGER2
# h-lrz2: Lava Reef's swinging, launched and rolling spike balls, lava falls, dash elevators (docs/kinds/s3k_lrz2.md)
LRZ_BALLS = ("s3k_lrz_swing_ball", "s3k_lrz_launched_ball", "s3k_lrz_rolling_ball", "s3k_lrz_lava_fall",
             "s3k_lrz_dash_elevator")
KINDS += list(LRZ_BALLS)
# h-trig: S3K's buttons (writers of the level triggers) and the doors that read them
TRIGGER_KINDS = ("s3k_button", "s3k_fbz_screw_door", "s3k_lrz_door", "s3k_mgz_trigger_platform")
KINDS += list(TRIGGER_KINDS)
S3K_ONLY += TRIGGER_KINDS
# h-soz2: S&K's SOZ spring vines (docs/kinds/s3k_soz2.md)
SOZ2_MORE = ("s3k_soz_spring_vine", "s3k_soz_pushable_rock", "s3k_ssz_elevator_bar",
             "s3k_ssz_swinging_carrier", "s3k_ssz_rotating_platform", "s3k_mhz_swing_bar")
KINDS += list(SOZ2_MORE)
S3K_ONLY += SOZ2_MORE


def fbz_more_object(draw, kind, x, y):
    """One of FBZ_MORE near (x, y); disappearing ones that start within the
    first 64 frames (their counter's test, loc_3BB08)."""
    if kind == "s3k_fbz_spring":
        plunger = draw(st.booleans())
        sizes = {"solid_width": 0x1B, "half_height": 4, "stand_height": 6, "width": 0x10} if plunger else {}
        return KindObject(kind, x, y - draw(st.integers(0, 40)), subtype=draw(st.integers(0, 3)), plunger=plunger,
                          **sizes)
    if kind == "s3k_fbz_disappearing":
        return KindObject(kind, x, y - draw(st.integers(10, 60)),
                          subtype=draw(st.sampled_from([0xF0, 0xF1, 0xE4, 0xFC])))
    if kind == "s3k_fbz_rotating":
        return KindObject(kind, x, y - draw(st.integers(40, 120)), radius=draw(st.integers(0, 255)),
                          x_flip=draw(st.booleans()), spike_ball=draw(st.booleans()), first=draw(st.booleans()))
    if kind == "s3k_fbz_launcher":
        return KindObject(kind, x, y - draw(st.integers(0, 40)), x_flip=draw(st.booleans()))
    return KindObject(kind, x, y - draw(st.integers(0, 40)))


# h-fbz2: FBZ's magnetic platforms and spike balls, elevators (docs/kinds/s3k_fbz2.md)
FBZ2 = ("s3k_fbz_magnet", "s3k_fbz_elevator")
KINDS += list(FBZ2)
S3K_ONLY += FBZ2


def fbz2_object(draw, kind, x, y):
    """One of FBZ2 near (x, y): a magnet falling from up to 60 px above the
    floor (its flag turns at counter $100), an elevator slot of a short pool."""
    if kind == "s3k_fbz_magnet":
        ball = draw(st.booleans())
        return KindObject(kind, x, FLOOR - 0x10 - draw(st.integers(0, 60)), subtype=draw(st.integers(0, 0x10)),
                          spike_ball=ball, **({"width_radius": 12, "height_radius": 12} if ball else {}))
    subtype = draw(st.integers(1, 0x18))
    pool = subtype * 8 // 0x60 + 1
    return S3kFbzElevator(x, y - draw(st.integers(0, 40)), subtype=subtype, down=draw(st.booleans()),
                          slot=draw(st.integers(0, pool)))


@st.composite
def any_object(draw, near, game="s2"):
    kind = draw(st.sampled_from([k for k in KINDS if (game != "cd" or k not in NOT_IN_CD)
                                 and (game in ("s1", "s2") or k not in S1_S2_ONLY)
                                 and (game == "s3k" or k not in S3K_ONLY)]))
    x = draw(st.integers(near - 70, near + 70))
    y = FLOOR - draw(st.integers(4, 28))
    w, h = draw(st.integers(0, 20)), draw(st.integers(1, 16))
    motion = draw(st.sampled_from([None, None, None, (1, 0), (-1, 0), (0, 1)]))
    if kind == "solid":
        return hp.SolidBox(x, y, w, h, motion=motion)
    if kind == "platform":
        return hp.JumpThrough(x, y, w, h, motion=motion)
    if kind.startswith("sloped"):
        platform = kind == "sloped_platform"
        heights = draw(st.lists(st.integers(0, 24), min_size=max(w if platform else w + 12, 1),
                                max_size=w + 14))
        return hp.SlopedObject(x, y, w, h, heights=heights, platform=platform,
                               x_flip=draw(st.booleans()), motion=motion)
    if kind == "push_block":
        return hp.PushBlock(x, FLOOR - 16, motion=motion)
    if kind == "monitor":  # the hitbox (G, 16 x 16) reaches further than a narrow solid;
        # one in the air can be knocked up from below (F5.1) and falls by itself
        return hp.Monitor(x, draw(st.sampled_from([FLOOR - 16, FLOOR - 70])),
                          width_radius=draw(st.sampled_from([None, 2, 8])), motion=motion)
    if kind == "moving_platform":  # any subtype of any game: moving, falling, full solid (S2 bit 7)
        return MovingPlatform(x, y, subtype=draw(st.integers(0, 255)), width_radius=w + 8, height_radius=h,
                              x_flip=draw(st.booleans()), y_flip=draw(st.booleans()))
    if kind == "swinging_platform":  # a short chain, so that it swings past the player
        return SwingingPlatform(x, y - 40, subtype=draw(st.integers(0, 3)), width_radius=w + 8, height_radius=h,
                                x_flip=draw(st.booleans()))
    if kind == "seesaw":  # tilts toward the player, always busy (its ball: the next kind)
        return Seesaw(x, y, x_flip=draw(st.booleans()))
    if kind == "seesaw_ball":  # thrown when it follows a seesaw, else a still hurt box
        return SeesawBall(x, y - 8, x_flip=draw(st.booleans()))
    if kind == "cpz_platform":  # any type: oscillating, circling, rising once stood on
        return CpzPlatform(x, y, subtype=draw(st.integers(0, 0x3F)), width=w + 8, x_flip=draw(st.booleans()))
    if kind == "s2_mtz_spike":  # S2 Obj6D / Obj68's spike: slides out and back by the level frame counter
        return KindObject("s2_mtz_spike", x, y, subtype=draw(st.integers(0, 255)), around_block=draw(st.booleans()))
    if kind == "s2_cnz_big_block":  # S2 ObjD4: swings through its point on its own speed
        return KindObject("s2_cnz_big_block", x, y - 20, vertical=draw(st.booleans()), x_flip=draw(st.booleans()),
                          y_flip=draw(st.booleans()), solid_width=w + 11, half_height=h, stand_height=h + 1,
                          width=w)
    if kind == "s2_square_platform":  # S2 Obj6B: still, oscillating, descending once stood on, stairs
        return KindObject("s2_square_platform", x, y, width_radius=w, height_radius=h,
                          subtype=draw(st.sampled_from([0, 1, 2, 3, 4, 7, 8, 9, 10, 11])),
                          x_flip=draw(st.booleans()), y_flip=draw(st.booleans()), solid_width=w + 11,
                          half_height=h, stand_height=h + 1, width=w)
    if kind == "s2_rot_platform":  # S2 Obj6E: round its point with the oscillators
        return KindObject("s2_rot_platform", x, y - 20, width_radius=w, height_radius=h,
                          subtype=draw(st.integers(0, 3)), solid_width=w + 11, half_height=h,
                          stand_height=h + 1, width=w)
    if kind == "s2_spring_wall":  # S2 Obj66: solid; throws back a player jumping into its face
        return KindObject("s2_spring_wall", x, y, subtype=draw(st.sampled_from([0, 1, 3, 4, 8, 0x80, 0x11])),
                          x_flip=draw(st.booleans()), solid_width=w + 11, half_height=h + 8, stand_height=h + 9,
                          width=w)
    if kind == "s2_barrier":  # S2 Obj2D: rises 8 px a frame while the player is in its window
        return KindObject("s2_barrier", x, y - draw(st.integers(0, 40)), x_flip=draw(st.booleans()),
                          solid_width=w + 11, half_height=h + 8, stand_height=h + 9, width=w, motion=motion)
    if kind == "s2_smash_ground":  # S2 Obj2F: breaks under a curled player on path B (or any, bit 7)
        return KindObject("s2_smash_ground", x, y, subtype=draw(st.sampled_from([0, 0x80])), solid_width=w + 11,
                          half_height=h, stand_height=h + 1, width=w, motion=motion)
    if kind == "s2_slide_platform":  # S2 Obj65 type 3: slides $40 out while the player is near
        return KindObject("s2_slide_platform", x, y - draw(st.integers(0, 60)), x_flip=draw(st.booleans()),
                          solid_width=w + 5, half_height=h, stand_height=h + 1, width=w)
    if kind == "s2_falling_pillar":  # S2 Obj23's lower part: shakes once the player is near, falls, lies
        return KindObject("s2_falling_pillar", x, y - draw(st.integers(0, 60)), solid_width=w + 11,
                          half_height=h, stand_height=h + 1, width=w)
    if kind == "s2_cog":  # S2 Obj70's tooth: steps round its cog every 16 frames of the counter
        return KindObject("s2_cog", x, y - draw(st.integers(0, 60)), tooth=draw(st.integers(0, 7)),
                          x_flip=draw(st.booleans()))
    if kind == "s2_nut":  # S2 Obj69: turned up or down by a player walking on it; a negative one drops
        return KindObject("s2_nut", x, y - draw(st.integers(0, 40)), subtype=draw(st.sampled_from([1, 2, 0x81])))
    if kind == "path_swapper":  # any subtype: vertical or horizontal, any range, grounded-only...
        return hp.PathSwapper(x, FLOOR - draw(st.integers(0, 60)), draw(st.integers(0, 255)),
                              x_flip=draw(st.booleans()))
    if kind == "spikes":  # any size and orientation of the game's table, still or moving
        sub = draw(st.integers(0, 5 if game == "s1" else 7)) << 4 | draw(st.integers(0, 2))
        return hp.objects.Spikes(x, FLOOR - draw(st.integers(4, 40)), sub, y_flip=draw(st.booleans()),
                                 motion=motion)
    if kind == "breakable":
        return hp.objects.Breakable(x, y, w, h, breaks=draw(st.sampled_from(hp.spike_kinds.BREAKS)),
                                    motion=motion)
    if kind == "spring":  # not in Sonic CD; launched players come back down on the floor
        return hp.objects.Spring(x, y, subtype=draw(st.sampled_from(SPRING_SUBTYPES)),
                                 x_flip=draw(st.booleans()), motion=motion)
    if kind == "bridge":  # it bends by itself for 16 frames after the player leaves it
        return KindObject("bridge", x, y + 8, logs=draw(st.integers(1, 16)), motion=motion)
    if kind == "collapsing":  # counts down by itself once stood on, then is gone
        heights = draw(st.sampled_from([[], [h] * max(w, 1), list(range(max(w, 1)))]))
        return CollapsingPlatform(x, y, width=max(w, 1), surface=h, heights=heights,
                                  fragment_delay=draw(st.integers(1, 40)), x_flip=draw(st.booleans()),
                                  motion=motion)
    if kind == "collapsing_bridge":  # breaks away from the player, releases him column by column
        width = max(w, 1)
        delays = draw(st.lists(st.integers(0, 40), min_size=2 * width // 16 + 1, max_size=2 * width // 16 + 3))
        return CollapsingBridge(x, y, width=width, surface=h, countdown=draw(st.integers(0, 20)),
                                flip_delay=draw(st.integers(0, 40)), flip_by_side=draw(st.booleans()),
                                x_flip=draw(st.booleans()), column_delays=delays, motion=motion,
                                trigger=draw(st.sampled_from([0, 0, 1, 2])))  # h-trig: HCZ/ICZ bit 7's trigger
    if kind == "s1_vanish_platform":  # solid or not by the level frame counter (from frame 16 or 159)
        return KindObject("s1_vanish_platform", x, y - 20, subtype=draw(st.sampled_from([0x10, 0x10, 0x00, 0x06])),
                          width=w + 8, surface=h)
    if kind == "s1_spin_platform":  # a solid box, not solid while it spins (by the level frame counter)
        return S1SpinPlatform(x, y - 10, subtype=draw(st.sampled_from([0x80, 0x81, 0x93])), half_width=w + 11,
                              half_height=h, surface=h + 1, width=w)
    if kind == "s1_spike_ball":  # a hurt box swinging with oscillator 3 (type 1: in X, 2: in Y), or still;
        saw = draw(st.booleans())  # with saw, 3 and 4 wait for the player to pass ($C0 / $E0), then run
        return S1SpikeBall(x + 40, y - 30, subtype=draw(st.integers(0, 4 if saw else 2)), x_flip=draw(st.booleans()),
                           width_radius=w, height_radius=h, saw=saw)
    if kind == "s1_staircase":  # a block of a staircase (a parent runs those after it), any spacing
        return S1Staircase(x, y - 10, subtype=draw(st.integers(0, 3)), first=draw(st.booleans()),
                           x_flip=draw(st.booleans()), half_width=w + 11, half_height=h, surface=h + 1, width=w)
    if kind == "s1_glass_block":  # a solid rising and sinking with oscillator 4, or still
        return S1GlassBlock(x, y - 10, subtype=draw(st.integers(0, 2)), half_width=w + 11, half_height=h,
                            surface=h + 1, width=w)
    if kind == "s1_floating_block":  # S1 $56 / $46: still, swinging, round a square, wobbling (oscillators)
        brick = draw(st.booleans())
        sub = draw(st.sampled_from([0, 1, 4, 9, 0xC] if brick else [0, 1, 2, 3, 4, 8, 9, 0xA, 0xB, 5]))
        return KindObject("s1_floating_block", x, y - 20, width_radius=w, height_radius=h, subtype=sub,
                          routine="marble_brick" if brick else "floating_block", x_flip=draw(st.booleans()),
                          y_flip=draw(st.booleans()), solid_width=w + 11, half_height=h, stand_height=h + 1,
                          width=w)
    if kind == "s1_elevator":  # S1 $59: still until stood on, then up, down or diagonally
        return KindObject("s1_elevator", x, y - 10, subtype=draw(st.integers(0, 0xD)), width=w + 8)
    if kind == "s1_moving_block":  # S1 $52: still, swinging (oscillators), out and back once stood on
        return KindObject("s1_moving_block", x, y - 10, subtype=draw(st.sampled_from([0, 1, 8, 9, 0x19])),
                          x_flip=draw(st.booleans()), width=w + 8)
    if kind == "s1_labyrinth_block":  # S1 $61: still, sinks then falls or rises once stood on, floats
        return KindObject("s1_labyrinth_block", x, y - 20, width_radius=w, height_radius=h,
                          subtype=draw(st.sampled_from([0, 1, 3, 7, 0x13])), solid_width=w + 11, half_height=h,
                          stand_height=h + 1, width=w)
    if kind == "circling_platform":  # goes round its point with the oscillators
        return CirclingPlatform(x, y - 20, subtype=draw(st.integers(0, 7)), width_radius=w + 8, height_radius=h)
    if kind == "bumper":  # S3K: a nonzero subtype circles by the level frame counter
        return hp.objects.Bumper(x, y - 10, subtype=draw(st.sampled_from([0, 0, 0x40, 0xC0])),
                                 x_flip=draw(st.booleans()), motion=motion)
    if kind == "s3k_hurt_block":  # a solid that hurts or kills on its top, sides or underside (the flips)
        return S3KHurtBlock(x, y, w, h, x_flip=draw(st.booleans()), y_flip=draw(st.booleans()),
                            kills=draw(st.booleans()), motion=motion)
    if kind == "s3k_door":  # S3K Obj_Door: slides open while he is in its zone, shuts once he is not
        return KindObject("s3k_door", x, y, width_radius=w, height_radius=h, horizontal=draw(st.booleans()),
                          x_flip=draw(st.booleans()), y_flip=draw(st.booleans()), solid_width=w + 11,
                          half_height=h, stand_height=h + 1, width=w, motion=motion)
    if kind == "s3k_osc_block":  # S&K's pillars and platforms on the oscillators, spiked on top or below
        spikes = draw(st.sampled_from([(0, 0), (1, 0), (0, 1)]))
        return KindObject("s3k_osc_block", x, y - 20, width_radius=w, height_radius=h,
                          motion_type=draw(st.integers(0, 6)), x_flip=draw(st.booleans()), spikes_top=spikes[0],
                          spikes_bottom=spikes[1], solid_width=w + 11, half_height=h, stand_height=h + 1, width=w)
    if kind == "s1_large_grass":  # S1 $2F: sloped solid, still or riding an oscillator (its heights: 32..64)
        return S1LargeGrass(x, y + draw(st.integers(0, 40)), subtype=draw(st.sampled_from([0, 0x01, 0x12, 0x2B, 0x24])))
    if kind == "s1_chain_ball":  # S1 $57's pieces: a hurt box going round (x, y) by the counter (lazy)
        return S1ChainBall(x, y - 30, subtype=draw(st.sampled_from([0x54, 0xD5, 0x26, 0xF3, 0x05])),
                           radius=draw(st.sampled_from([0, 0x10, 0x30, 0x50, 0x70])), width_radius=w,
                           height_radius=h, x_flip=draw(st.booleans()), y_flip=draw(st.booleans()))
    if kind == "s1_flamethrower":  # S1 $6D: a hurt box armed by the counter (from counter 42, $20: 41)
        return KindObject("s1_flamethrower", x, y - 10, subtype=draw(st.sampled_from([0x43, 0x20, 0x21])),
                          width_radius=w, height_radius=h, motion=motion)
    if kind == "s1_chain_stomp":  # S1 $31: cycling, waiting for the player ($90), or hanging still; spikes below
        return S1ChainStomp(x, y - draw(st.integers(40, 140)),
                            subtype=draw(st.sampled_from([0x80, 0x11, 0x02, 0x23, 0x13, 0x24])))
    if kind == "s1_scrap_stomp":  # S1 $6B: cycling down and back (types 3, 4), a still door (flipped: $80 left)
        return S1ScrapStomp(x, y - draw(st.integers(10, 90)),
                            subtype=draw(st.sampled_from([0x34, 0x24, 0x13, 0x80, 0x40])), x_flip=draw(st.booleans()))
    if kind == "s1_girder":  # S1 $70: right, down, up-left, up on a 288-frame cycle
        return KindObject("s1_girder", x - 40, y - draw(st.integers(20, 80)), solid_width=w + 11, half_height=h,
                          stand_height=h + 1, width=w)
    if kind == "s1_auto_door":  # S1 $2A: opens for a player within $40 on one side, solid only shut
        return KindObject("s1_auto_door", x, FLOOR - draw(st.integers(16, 40)), x_flip=draw(st.booleans()))
    if kind == "s3k_mushroom_cap":  # MHZ's bouncy cap: top solid, sways, springs a rider
        return KindObject("s3k_mushroom_cap", x, y - 10)
    if kind.startswith("s3k_chain") or kind == "s3k_snake_block":  # S3 $53 $58 $67 (docs/kinds/s3k_mgz.md)
        flips = {"s3k_chain_platform": ("x_flip",), "s3k_chain_ball": ("y_flip",)}.get(kind, ("x_flip", "y_flip"))
        return KindObject(kind, x, y - draw(st.integers(0, 80)), subtype=draw(st.integers(0, 255)),
                          **{f: draw(st.booleans()) for f in flips})
    if kind == "s3k_smashing_pillar":  # S3 $52 $20: drops subtype * 8 px and climbs back by the counter
        return KindObject(kind, x, y - draw(st.integers(60, 120)), subtype=draw(st.integers(0, 12)),
                          width_radius=w, height_radius=h, solid_width=w + 11, half_height=h, stand_height=h + 1,
                          width=w)
    if kind == "s3k_mgz_spike_platform":  # S3 $56: runs +-$50 px by the counter, bobs by +$12, spiked sides
        return KindObject(kind, x, y - draw(st.integers(40, 90)), x_flip=draw(st.booleans()))
    if kind == "s3k_lbz_exploding_trigger":  # S3 $13: a special touch a rolling player bounces off
        return KindObject(kind, x, y, trigger=draw(st.sampled_from([3, 3, 0x10])))  # h-trig2: it flips trigger 3
    if kind == "s3k_lbz_gate_laser":  # S3 $21: hurting beams fired down on a wait, by the counter
        return KindObject(kind, x, y - draw(st.integers(0, 60)), subtype=draw(st.integers(0, 255)))
    if kind == "s3k_lbz_closed_tube":  # S3 $10 with bit 6: a solid bobbing -3..+4 px by the counter
        return KindObject(kind, x, y - draw(st.integers(40, 90)))
    if kind == "s3k_fbz_block":  # S&K $7E: slides out while he is $20 below it, back while $28 above
        return KindObject(kind, x, y - draw(st.integers(-40, 80)), subtype=draw(st.integers(0, 0x3F)),
                          x_flip=draw(st.booleans()), width_radius=w, height_radius=h, solid_width=w + 11,
                          half_height=h, stand_height=h + 1, width=w)
    if kind == "s3k_fbz_float":  # S&K $71: SolidObjectFull_Offset + touch $8C, bob / oscillators / circle / dip
        return KindObject(kind, x, y - draw(st.integers(10, 80)), subtype=draw(st.integers(0, 0x4F)),
                          x_flip=draw(st.booleans()))
    if kind == "s3k_icz_crushing_column":  # S3 $B8: rises or drops by its subtype's trigger (docs/kinds/s3k_icz.md)
        return KindObject(kind, x, FLOOR - 0x70 - draw(st.integers(1, 40)), subtype=draw(st.integers(1, 4)),
                          x_flip=draw(st.booleans()))
    if kind == "s3k_icz_harmful_ice":  # S3 $C1 (nonzero subtype): a touch ($D7) hurts and breaks it
        return KindObject(kind, x, y, width_radius=8, height_radius=8)
    if kind == "s3k_dez_bumper_wall":  # S&K $60: solid; a side contact throws him away at $C00
        return KindObject(kind, x, y, width_radius=w, height_radius=h, solid_width=w + 11, half_height=h,
                          stand_height=h + 1, width=w)
    if kind == "s3k_dez_retracting_spring":  # S&K $5D: slides by his height; a top-solid spring
        return KindObject(kind, x, y - draw(st.integers(-40, 80)), subtype=draw(st.integers(0, 255)),
                          x_flip=draw(st.booleans()), y_flip=draw(st.booleans()))
    if kind == "s3k_dez_conveyor_pad":  # S&K $53: moves and carries once stood on
        return KindObject(kind, x, y - draw(st.integers(0, 60)), subtype=draw(st.integers(1, 255)),
                          x_flip=draw(st.booleans()), width_radius=w + 8, height_radius=h, solid_width=w + 19,
                          half_height=h, stand_height=h + 1, width=w + 8)
    if kind == "s3k_dez_lift_pad":  # S&K $4E: a top solid swung on its chain once stood on
        return KindObject(kind, x, y - draw(st.integers(0, 80)), subtype=draw(st.integers(0, 0x3F)),
                          x_flip=draw(st.booleans()))
    if kind == "s3k_dez_gravity_puzzle":  # S&K $61: bobs by the counter; bounces at its sides
        return KindObject(kind, x, y - draw(st.integers(20, 90)))
    if kind == "s3k_icz_stalactite":  # S3 $BE: falls 16 frames after a player comes within $70 px
        return KindObject(kind, x, FLOOR - 0x20 - draw(st.integers(8, 60)))
    if kind == "s3k_mhz_curled_vine":  # S&K $09: top solid on its segments, curling with its rider
        return KindObject(kind, x, y - draw(st.integers(0, 40)))
    if kind == "s3k_lrz_sinking_rock":  # S&K $17: sinks by sin($2E) >> 3 while stood on
        return KindObject(kind, x, FLOOR - 0x30 - draw(st.integers(0, 40)))
    if kind == "s3k_lrz_falling_spike":  # S&K $18: falls once a player is nearer than its subtype in X
        return KindObject(kind, x, FLOOR - 0x10 - draw(st.integers(8, 60)), subtype=draw(st.integers(0, 0x40)))
    if kind == "s3k_icz_freezer":  # S3 $BB: blows while he is within $40 px, freezes him in its frost
        return KindObject(kind, x, FLOOR - 0x50 + draw(st.integers(0, 20)), width_radius=12, height_radius=12,
                          y_flip=draw(st.booleans()))
    if kind == "s3k_auto_tunnel":  # $24: takes him within its window, carries him along an absolute path
        return KindObject(kind, x, FLOOR - draw(st.integers(0, 0x30)),
                          subtype=draw(st.sampled_from([0x00, 0x03, 0x43, 0x83, 0xE3, 0x13, 0x55, 0xD9])))
    if kind in FBZ_MORE:  # h-fbz (session 32)
        return fbz_more_object(draw, kind, x, y)
    if kind in FBZ2:  # h-fbz2
        return fbz2_object(draw, kind, x, y)
    if kind == "s3k_lrz_iwamodoki":  # S&K $9A (h-rock): solid; bursts 165 frames after he comes within $40
        return KindObject(kind, x, FLOOR - 0xC - draw(st.integers(0, 40)))
    if kind == "s3k_lrz_iwamodoki_shard":  # its shard: waits for the rock before it, then flies ($98)
        return KindObject(kind, x, y, subtype=draw(st.sampled_from([0, 2, 4, 6])))
    if kind == "s3k_soz_push_switch":  # S&K $45: pushed 1 px every 4 frames, it writes trigger 3 (h-trig2)
        return KindObject(kind, x, FLOOR - 0x10, subtype=draw(st.sampled_from([0x03, 0x13])),
                          x_flip=draw(st.booleans()))
    if kind == "s3k_soz_door":  # S&K $46: slides 1 px a frame toward trigger 3
        sub = draw(st.sampled_from([0x03, 0x13]))
        return KindObject(kind, x, y - draw(st.integers(0, 60)), subtype=sub, x_flip=draw(st.booleans()),
                          **soz_door_sizes(sub))
    if kind == "s3k_lbz_trigger_bridge":  # S3 $14: one of a bridge's two boxes, turned by trigger 3
        first, second = lbz_bridge_boxes(x, y - draw(st.integers(0, 60)), draw(st.sampled_from([0x03, 0x13, 0x23])))
        return second if draw(st.booleans()) else first
    if kind == "s3k_lrz_swing_ball":  # S&K $20: circles its pivot by 2 a frame, 3-17 steps of (trig >> 4)
        return KindObject(kind, x, y - draw(st.integers(0, 60)), subtype=draw(st.sampled_from([2, 3, 4, 0x82, 0xF])),
                          x_flip=draw(st.booleans()), width_radius=12, height_radius=12)
    if kind == "s3k_lrz_launched_ball":  # S&K $37's ball: thrown up every 272 frames (first on frame 270)
        return KindObject(kind, x, y - 8, subtype=draw(st.sampled_from([0, 0x10, 0x50, 0x70])),
                          width_radius=12, height_radius=12)
    if kind == "s3k_lrz_rolling_ball":  # S&K $22 subtype 0: rolls +-$40 px on the floor (ObjCheckFloorDist)
        return KindObject(kind, x, y - draw(st.integers(0, 40)), y_flip=draw(st.booleans()),
                          width_radius=24, height_radius=24)
    if kind == "s3k_lrz_lava_fall":  # S&K $1F: drops $99 falls every 6th frame the counter's byte is >= subtype
        return KindObject(kind, x, y - draw(st.integers(0, 120)), subtype=draw(st.sampled_from([0, 0x10, 0x70])),
                          x_flip=draw(st.booleans()), width_radius=32, height_radius=8)
    if kind == "s3k_lrz_dash_elevator":  # S&K $1E: a solid a spin dash on it drives up or down
        return KindObject(kind, x, y - draw(st.integers(0, 40)), subtype=draw(st.sampled_from([0x04, 0x10, 0x90])),
                          x_flip=draw(st.booleans()))
    if kind == "s3k_button":  # h-trig: S3K $33 on the floor, full or top solid, its trigger 0 or 1
        subtype = draw(st.sampled_from([0x00, 0x01, 0x10, 0x41, 0x20, 0x31, 0x61]))
        if draw(st.booleans()):  # Lava Reef's side button ($1C)
            return KindObject(kind, x, FLOOR - 0x10, subtype=subtype, side=True, width_radius=0x10, height_radius=0xF,
                              solid_width=0x10, half_height=0xF, stand_height=0x10, width=0x10)
        if subtype & 0x20:
            return KindObject(kind, x, FLOOR - 6, subtype=subtype, width_radius=0x10, height_radius=6,
                              solid_width=0x10, half_height=6, stand_height=6, width=0x10)
        return KindObject(kind, x, FLOOR - 4, subtype=subtype)
    if kind == "s3k_mgz_trigger_platform":  # h-trig: slides (n = 0) or sinks (1, 2) on trigger 0 or 1
        subtype = draw(st.sampled_from([0x00, 0x01, 0x10, 0x21]))
        w, h = (0x40, 0x1E) if subtype < 0x10 else (0x20, 0x40)
        return KindObject(kind, x, FLOOR - h - draw(st.integers(0, 20)), subtype=subtype, x_flip=draw(st.booleans()),
                          width_radius=w, height_radius=h, solid_width=w + 0xB, half_height=h, stand_height=h + 1,
                          width=w)
    if kind in ("s3k_fbz_screw_door", "s3k_lrz_door"):  # h-trig: readers of trigger 0 or 1
        subtype = draw(st.sampled_from([0x00, 0x01, 0x11, 0x20, 0x41, 0x50]))
        return KindObject(kind, x, FLOOR - draw(st.integers(0x20, 0x60)), subtype=subtype)
    if kind == "s3k_ssz_bridge":  # S&K $7C / $7B: a top (sloped: byte_46658) shrinking once stood on
        diagonal = draw(st.booleans())
        d1 = 0x40 if diagonal else 0x20
        return KindObject(kind, x, y, subtype=draw(st.sampled_from([0, 0x80])), x_flip=draw(st.booleans()),
                          diagonal=diagonal, width_radius=d1, height_radius=d1 // 2, width=d1)
    if kind == "s3k_ssz_float":  # S&K $7F: a top sinking 0..4 px under a rider
        return KindObject(kind, x, y)
    if kind == "s3k_soz_spring_vine":  # S&K $3F: a 45-degree top sagging under its rider, throws him at $EF0
        return KindObject(kind, x, y - draw(st.integers(0, 60)), x_flip=draw(st.booleans()))
    if kind == "s3k_ssz_elevator_bar":  # S&K $7A: swings up and down; holds a player below it until a jump
        return KindObject(kind, x, FLOOR - 0x30 - draw(st.integers(0, 60)))
    if kind == "s3k_ssz_swinging_carrier":  # S&K $75: a solid on a swinging chain; holds a rider, hurts from the side
        return KindObject(kind, x, FLOOR - 0x90 - draw(st.integers(0, 60)), subtype=draw(st.integers(0, 3)),
                          width_radius=0x18, height_radius=0xC, solid_width=0x23, half_height=8, stand_height=8,
                          width=0x18)
    if kind == "s3k_ssz_rotating_platform":  # S&K $76: a top solid holding a rider (turned round it when lower)
        lower = draw(st.booleans())
        return KindObject(kind, x, y - draw(st.integers(0, 30)), lower=lower, width=0x6B if lower else 0x10,
                          stand_height=0x11 if lower else 0x21)
    if kind == "s3k_mhz_swing_bar":  # S&K $0C: takes a player running past at $400, swings and flings him
        return KindObject(kind, x, FLOOR - 20 - draw(st.integers(-8, 8)))
    if kind == "s3k_soz_pushable_rock":  # S&K $3E: pushed 1 px every fifth frame; falls and rides its track
        return KindObject(kind, x, FLOOR - 0xC - draw(st.sampled_from([0, 0, 20])), subtype=draw(st.integers(0, 10)),
                          width_radius=0x10, height_radius=0xC, solid_width=0x1B, half_height=0xC,
                          stand_height=0xD, width=0x10)
    if kind == "s3k_ssz_spring":  # S&K $74: out of its wall while he is within $60 px, throws at $C00
        return S3kSszSpring(x, FLOOR - 0x10 - draw(st.integers(0, 20)), x_flip=draw(st.booleans()))
    if kind == "edge_wall":  # sides only; a rising player is pushed down out of its lower half
        return hp.objects.EdgeWall(x, FLOOR - draw(st.integers(10, 60)), half_width=w, motion=motion)
    return hp.Hitbox(x, y, w, h, reaction=draw(st.sampled_from(list(hp.objects.REACTIONS))),
                     motion=motion)


@settings(max_examples=80, deadline=None)
@given(data=st.data(), seq=st.lists(st.integers(0, 31), min_size=20, max_size=160),
       start=st.integers(100, 540), game=st.sampled_from(["s1", "s2", "s3k", "cd"]),
       fixes=st.sets(st.sampled_from(OBJECT_FIXES)), absent=st.sets(st.integers(0, 7), max_size=2))
def test_broad_phase_changes_nothing(data, seq, start, game, fixes, absent):
    """Every frame of one long call (where quiet spans apply) equals the same
    frame run routine by routine, for every kind, game and fix."""
    objects = data.draw(st.lists(any_object(near=start, game=game), min_size=1, max_size=8))
    (p1, o1), (p2, o2) = broad_phase_worlds(objects, start, game, fixes, absent)
    assert_same_as_stages(p1, o1, p2, o2, seq)


@settings(max_examples=12, deadline=None)
@given(data=st.data(), seq=st.lists(st.sampled_from([2, 2, 2, 18, 1, 1, 17, 16, 0, 8, 10]), min_size=60,
                                    max_size=200),
       start=st.integers(300, 2260), game=st.sampled_from(["s1", "s2", "s3k", "cd"]))
def test_broad_phase_with_hundreds_of_objects(data, seq, start, game):
    """65-110 objects of every kind, most within reach of a running player,
    the rest spread over a wide map (tests/test_broad_phase_many.py has more
    of the broad phase's lists and index)."""
    near = data.draw(st.lists(st.integers(start - 500, start + 500), min_size=65, max_size=110))
    objects = [data.draw(any_object(near=c, game=game)) for c in near]
    (p1, o1), (p2, o2) = broad_phase_worlds(objects, start, game)
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


RUN, BACK = [2] * 70, [1] * 70
EDGE_CASES = {
    "solid": (hp.SolidBox(300, FLOOR - 8, 10, 8), [RUN, BACK, [2] * 40 + [18] * 30]),
    "platform": (hp.JumpThrough(300, FLOOR - 12, 12, 4), [RUN, BACK, [2] * 40 + [18] * 30]),
    # low enough to land on while walking in: the landing window's edge (D1.2)
    "platform_low": (hp.JumpThrough(230, FLOOR - 4, 12, 4), [RUN, BACK]),
    # jumping against its side leaves the airborne player exactly on the
    # window's edge (A7, pushing not set): the edge itself is busy
    "solid_tall": (hp.SolidBox(230, FLOOR - 40, 10, 40), [[2] * 40 + [18] * 40]),
    "sloped": (hp.SlopedObject(300, FLOOR - 8, 6, 8, heights=list(range(18))), [RUN, BACK]),
    "sloped_platform": (hp.SlopedObject(300, FLOOR - 12, 8, 4, heights=[2] * 8, platform=True),
                        [RUN, [2] * 40 + [18] * 30]),
    # pushed over the pit's edge, then left behind while it slides and falls (E6/E7)
    "push_block": (hp.PushBlock(330, FLOOR - 16), [RUN, [2] * 141 + [1] * 50]),
    "monitor": (hp.Monitor(300, FLOOR - 16), [RUN, BACK]),
    "monitor_narrow": (hp.Monitor(300, FLOOR - 16, width_radius=4), [RUN, BACK]),
    # knocked up from below by a standing jump (F5.1; S3K breaks it), then
    # left behind while it falls
    "monitor_air": (hp.Monitor(300, FLOOR - 70), [[16] * 10 + [1] * 60]),
    "hitbox": (hp.Hitbox(300, FLOOR - 14, 6, 6, reaction="special"), [RUN, BACK]),
    "hitbox_high": (hp.Hitbox(300, FLOOR - 44, 6, 6, reaction="increment"), [RUN, BACK]),
    # a ring of the ring manager (S2/S3K Touch_Rings: tested before the scan)
    "hitbox_ring": (hp.Hitbox(300, FLOOR - 14, 6, 6, reaction="ring"), [RUN, BACK]),
    # a vertical line (busy only at its x) and a horizontal one (always busy),
    # crossed walking and jumping
    "path_swapper": (hp.PathSwapper(300, FLOOR - 20, 0x09), [RUN, BACK, [2] * 40 + [18] * 30]),
    "path_swapper_horizontal": (hp.PathSwapper(300, FLOOR - 40, 0x0D), [[16] * 10 + [2] * 40, RUN]),
    # hurt on landing (a long jump), from a side, from below; retracting ones always busy
    "spikes": (hp.objects.Spikes(430, FLOOR - 16, 0x00), [[2] * 40 + [18] * 20 + [2] * 60, BACK]),
    "spikes_sideways": (hp.objects.Spikes(230, FLOOR - 16, 0x50), [[2] * 70, [2] * 40 + [18] * 40]),
    "spikes_down": (hp.objects.Spikes(300, FLOOR - 60, 0x00, y_flip=True), [[16] * 10 + [2] * 40]),
    "spikes_moving": (hp.objects.Spikes(300, FLOOR - 16, 0x01), [RUN, [2] * 40 + [18] * 30]),
    # a run, then a roll (down alone) into the wall breaks it; a curled landing breaks a block
    "breakable_side": (hp.objects.Breakable(440, FLOOR - 32, 16, 32, "side"), [[2] * 100 + [8] * 30, BACK]),
    "breakable_top": (hp.objects.Breakable(230, FLOOR - 16, 24, 16, "top"),
                      [[2] * 30 + [16] + [0] * 10 + [8] * 30, [2] * 40 + [18] * 40]),
    # springs (not in Sonic CD): jumped onto, run into from either side (the
    # S2/S3K front look reaches 0x28 px), a diagonal one (S1: down)
    "spring_up": (hp.objects.Spring(300, FLOOR - 8, subtype=0x02), [RUN, BACK, [2] * 40 + [18] * 30]),
    "spring_side": (hp.objects.Spring(300, FLOOR - 14, subtype=0x10), [RUN, BACK]),
    "spring_side_flipped": (hp.objects.Spring(300, FLOOR - 14, subtype=0x12, x_flip=True), [RUN, BACK]),
    # walking back toward its face, then turning away in front of it: the
    # S2/S3K front look (up to 0x28 px out) launches him
    "spring_front": (hp.objects.Spring(300, FLOOR - 14, subtype=0x10), [[1] * 58 + [2] * 40, [1] * 64 + [0] * 30]),
    "spring_diagonal": (hp.objects.Spring(300, FLOOR - 16, subtype=0x30), [RUN, BACK, [2] * 40 + [18] * 30]),
    # walked over (its window), jumped off (the bend eases back by itself)
    "bridge": (KindObject("bridge", 215, FLOOR + 4, logs=5),
               [[2] * 110, [1] * 110, [2] * 45 + [18] * 30, [2] * 50 + [0] * 40]),
    # walked onto and over, or stopping on it until it crumbles and is gone
    "collapsing": (CollapsingPlatform(215, FLOOR + 4, width=40, fragment_delay=4),
                   [[2] * 110, [1] * 110, [2] * 50 + [0] * 40]),
    "collapsing_bridge": (CollapsingBridge(215, FLOOR + 4, width=40, surface=8, countdown=3, flip_delay=9,
                                           flip_by_side=True, column_delays=(9, 7, 5, 3, 1, 8)),
                          [[2] * 110, [1] * 110, [2] * 50 + [0] * 40, [2] * 40 + [0] * 40]),
    # a stationary one (busy only near it, and while it sags) and a falling one
    "moving_platform": (MovingPlatform(300, FLOOR - 12, subtype=0, width_radius=16), [RUN, BACK,
                                                                                   [2] * 40 + [18] * 30]),
    "moving_platform_falling": (MovingPlatform(300, FLOOR - 30, subtype=3, width_radius=16),
                                [[2] * 40 + [18] * 30 + [0] * 80]),
    "swinging_platform": (SwingingPlatform(300, FLOOR - 60, subtype=2), [RUN, [2] * 40 + [18] * 30]),
    # run into (thrown back), jumped into; an S3K one circling its point
    "bumper": (hp.objects.Bumper(300, FLOOR - 14), [RUN, BACK, [2] * 40 + [18] * 30]),
    "bumper_circling": (hp.objects.Bumper(300, FLOOR - 70, subtype=0x40), [RUN, [2] * 40 + [18] * 30]),
    # run into from either side (pushing, then walking away), jumped under
    "edge_wall": (hp.objects.EdgeWall(300, FLOOR - 40), [RUN, BACK, [2] * 40 + [18] * 30]),
    "circling_platform": (CirclingPlatform(300, FLOOR - 60, subtype=0), [RUN, [2] * 40 + [18] * 30]),
    # jumps through it while it is not solid, waits, jumps onto it once solid
    # (counter 159) and stands until it vanishes (counter 287)
    "s1_vanish_platform": (KindObject("s1_vanish_platform", 300, FLOOR - 30, subtype=0x10),
                           [[16] * 10 + [0] * 140 + [16] * 20 + [0] * 140, RUN]),
    # run into, jumped onto; spins (not solid) from counter 1, then 64 and 128
    "s1_spin_platform": (S1SpinPlatform(300, FLOOR - 20, subtype=0x80),
                         [RUN, BACK, [2] * 40 + [18] * 30 + [0] * 60]),
    # swinging in X across the floor, in Y down onto it: run into, jumped into
    "s1_spike_ball": (S1SpikeBall(380, FLOOR - 16, subtype=1), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s1_spike_ball_vertical": (S1SpikeBall(300, FLOOR + 100, subtype=2, x_flip=True), [RUN, BACK]),
    "s1_saw_vertical": (S1SpikeBall(300, FLOOR - 60, subtype=2, saw=True), [RUN, BACK]),
    # a one-block staircase stood on (drops after $1E frames), run into; a glass block run into, jumped onto
    "s1_staircase": (S1Staircase(300, FLOOR - 12, subtype=0, first=True), [RUN, BACK, [2] * 40 + [18] * 30 + [0] * 90]),
    "s1_glass_block": (S1GlassBlock(300, FLOOR - 40, subtype=1), [RUN, BACK, [2] * 40 + [18] * 30]),
    # S2 only: walked over (it tilts under him), jumped onto
    "seesaw": (Seesaw(300, FLOOR - 10), [RUN, BACK, [2] * 40 + [18] * 30]),
    # S2 Obj19: one that rises once stood on, one that swings sideways
    "cpz_platform": (CpzPlatform(300, FLOOR - 30, subtype=3, width=16), [[2] * 40 + [18] * 30 + [0] * 80]),
    "cpz_platform_moving": (CpzPlatform(300, FLOOR - 30, subtype=1, width=16), [RUN, [2] * 40 + [18] * 30]),
    # S3K only: run into (alive: it kills only stood on), jumped onto (killed); X-flipped ones run into
    "s3k_hurt_block": (S3KHurtBlock(300, FLOOR - 16, 16, 16, kills=True), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_hurt_block_side": (S3KHurtBlock(300, FLOOR - 16, 16, 16, x_flip=True), [RUN, BACK]),
    "s3k_kill_block_side": (S3KHurtBlock(300, FLOOR - 16, 16, 16, x_flip=True, kills=True), [RUN, BACK]),
    # S2 Obj6D rising out of the floor under a runner; Obj68's spike turning round its block
    "s2_mtz_spike": (KindObject("s2_mtz_spike", 300, FLOOR + 8, subtype=0x30), [RUN, BACK, [2] * 20 + [0] * 150]),
    "s2_mtz_spike_block": (KindObject("s2_mtz_spike", 300, FLOOR - 40, subtype=2, around_block=True),
                           [RUN, [2] * 40 + [18] * 30]),
    # S2 ObjD4 swinging under a runner; Obj6B still, descending once landed on, and a stair block
    "s2_cnz_big_block": (KindObject("s2_cnz_big_block", 300, FLOOR - 40), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_square_platform": (KindObject("s2_square_platform", 300, FLOOR - 12, width_radius=16, height_radius=12,
                                      subtype=0, solid_width=0x1B, half_height=12, stand_height=13, width=16),
                           [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_square_platform_descend": (KindObject("s2_square_platform", 300, FLOOR - 40, width_radius=16,
                                              height_radius=12, subtype=7, solid_width=0x1B, half_height=12,
                                              stand_height=13, width=16), [[2] * 40 + [18] * 30 + [0] * 80]),
    "s2_square_platform_stairs": (KindObject("s2_square_platform", 300, FLOOR - 50, width_radius=16,
                                             height_radius=16, subtype=0x19, solid_width=0x1B, half_height=16,
                                             stand_height=17, width=16), [RUN, [2] * 40 + [18] * 30]),
    # S3K Obj_Door: run at and under (it opens ahead of him, shuts behind), a horizontal one stood on
    "s3k_door": (door(300, FLOOR - 0x20, 0), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_door_flipped": (door(300, FLOOR - 0x20, 1, x_flip=True), [RUN, BACK]),
    "s3k_door_horizontal": (door(300, FLOOR + 8, 0x80), [RUN, BACK, [2] * 40 + [18] * 30]),
    # S1 $56 swinging sideways on the floor, one going round a square, and $46's wobbling brick
    "s1_floating_block": (KindObject("s1_floating_block", 300, FLOOR - 16, width_radius=16, height_radius=16,
                                     subtype=0x01, solid_width=0x1B, half_height=16, stand_height=17, width=16),
                          [RUN, BACK, [2] * 40 + [18] * 30]),
    "s1_floating_block_square": (KindObject("s1_floating_block", 300, FLOOR - 60, width_radius=16,
                                            height_radius=16, subtype=0x58, solid_width=0x1B, half_height=16,
                                            stand_height=17, width=16), [RUN, [2] * 40 + [18] * 30]),
    "s1_floating_block_brick": (KindObject("s1_floating_block", 300, FLOOR - 16, width_radius=16, height_radius=16,
                                           subtype=0x01, routine="marble_brick", solid_width=0x1B, half_height=16,
                                           stand_height=17, width=16), [RUN, BACK, [2] * 40 + [18] * 30]),
    # S1 $2F: run into its side, jumped onto, a moving one ridden
    "s1_large_grass": (S1LargeGrass(330, FLOOR - 0x20, subtype=0x20), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s1_large_grass_moving": (S1LargeGrass(330, FLOOR - 0x50, subtype=0x23), [RUN, [2] * 40 + [18] * 30]),
    # S1 $31 run under and jumped onto (cycling), a waiting one set off; $6B's stomper; $70 ridden; $2A run through
    "s1_chain_stomp": (S1ChainStomp(330, FLOOR - 0x60, subtype=0x11), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s1_chain_stomp_waiting": (S1ChainStomp(330, FLOOR - 0x40, subtype=0x23), [RUN, [2] * 40 + [18] * 30]),
    "s1_scrap_stomp": (S1ScrapStomp(330, FLOOR - 0x50, subtype=0x24), [RUN, BACK]),
    "s1_girder": (KindObject("s1_girder", 300, FLOOR - 0x40), [RUN, [2] * 40 + [18] * 30]),
    "s1_auto_door": (KindObject("s1_auto_door", 330, FLOOR - 0x20), [RUN, BACK]),
    "s1_auto_door_flipped": (KindObject("s1_auto_door", 330, FLOOR - 0x20, x_flip=True), [RUN, BACK]),
    # S1 $61 landed on (sinks, then falls to the floor)
    "s1_labyrinth_block": (KindObject("s1_labyrinth_block", 300, FLOOR - 40, width_radius=16, height_radius=16,
                                      subtype=1, solid_width=0x1B, half_height=16, stand_height=17, width=16),
                           [[2] * 40 + [18] * 30 + [0] * 120, RUN]),
    # S1 $59 ridden up, and $52 ridden out and back
    "s1_elevator": (KindObject("s1_elevator", 300, FLOOR - 30, subtype=0), [[2] * 40 + [18] * 30 + [0] * 120]),
    "s1_moving_block": (KindObject("s1_moving_block", 300, FLOOR - 30, subtype=0x09, width=16),
                        [[2] * 40 + [18] * 30 + [0] * 120, RUN]),
    # S2 Obj66 jumped into from its face (thrown back) and run into; Obj2D rising over a runner
    # and met from behind; Obj2F jumped onto; Obj65 type 3 sliding out over a runner
    "s2_spring_wall": (KindObject("s2_spring_wall", 300, FLOOR - 0x40, x_flip=True),
                       [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_spring_wall_right": (KindObject("s2_spring_wall", 300, FLOOR - 0x40), [BACK, [1] * 40 + [17] * 30]),
    "s2_barrier": (KindObject("s2_barrier", 330, FLOOR - 36), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_barrier_flipped": (KindObject("s2_barrier", 280, FLOOR - 0x20, x_flip=True), [RUN, BACK]),
    "s2_smash_ground": (KindObject("s2_smash_ground", 300, FLOOR - 0x20, subtype=0x80),
                        [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_slide_platform": (KindObject("s2_slide_platform", 330, FLOOR - 60), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_slide_platform_flipped": (KindObject("s2_slide_platform", 300, FLOOR - 50, x_flip=True), [RUN, BACK]),
    "s2_falling_pillar": (KindObject("s2_falling_pillar", 330, FLOOR - 60), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_cog": (KindObject("s2_cog", 300, FLOOR - 30, tooth=2), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s2_nut": (KindObject("s2_nut", 300, FLOOR - 30, subtype=0x81), [RUN, BACK, [2] * 40 + [18] * 30 + [1] * 60]),
    "s2_rot_platform": (KindObject("s2_rot_platform", 300, FLOOR - 70, width_radius=16, height_radius=12,
                                   subtype=0, solid_width=0x1B, half_height=12, stand_height=13, width=16),
                        [RUN, [2] * 40 + [18] * 30]),
    # S&K: a still spiked pillar run into and jumped onto; one swinging sideways; a mushroom cap jumped onto
    "s3k_osc_block": (KindObject("s3k_osc_block", 300, FLOOR - 20, width_radius=16, height_radius=20,
                                 motion_type=0, spikes_top=1, solid_width=0x1B, half_height=20, stand_height=21,
                                 width=16), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_osc_block_moving": (KindObject("s3k_osc_block", 300, FLOOR - 40, width_radius=16, height_radius=12,
                                        motion_type=1, solid_width=0x1B, half_height=12, stand_height=13,
                                        width=16), [RUN, [2] * 40 + [18] * 30]),
    "s3k_mushroom_cap": (KindObject("s3k_mushroom_cap", 300, FLOOR - 30), [RUN, [2] * 40 + [18] * 30 + [0] * 60]),
    # S1 $57 going round near the floor (its chain reaching it), run into, jumped into; S1 $6D armed
    # from counter 42, stood in after running and jumping in
    "s1_chain_ball": (S1ChainBall(330, FLOOR - 40, subtype=0x54, radius=0x30, width_radius=4, height_radius=4),
                      [RUN, BACK, [2] * 40 + [18] * 30]),
    "s1_flamethrower": (KindObject("s1_flamethrower", 300, FLOOR - 20, subtype=0x20),
                        [RUN, BACK, [2] * 40 + [18] * 30 + [0] * 60]),
    # S3: MGZ's swinging platform and spike ball, HCZ's snake block (docs/kinds/s3k_mgz.md)
    "s3k_chain_platform": (KindObject("s3k_chain_platform", 300, FLOOR - 100, subtype=0x40), [RUN, [2] * 40 + [18] * 30]),
    "s3k_chain_ball": (KindObject("s3k_chain_ball", 300, FLOOR - 40, subtype=1), [RUN, BACK]),
    "s3k_snake_block": (KindObject("s3k_snake_block", 300, FLOOR - 60, subtype=0x7F), [RUN, [2] * 40 + [18] * 30]),
    # S3: Marble Garden's smashing pillar run under and jumped onto (docs/kinds/s3k_smashing_pillar.md)
    "s3k_smashing_pillar": (KindObject("s3k_smashing_pillar", 300, FLOOR - 0x60, subtype=0x0A),
                            [RUN, [2] * 40 + [18] * 30]),
    # S3: Marble Garden's moving spike platform run into and jumped onto, Launch Base's exploding
    # trigger rolled into and gate laser walked under (docs/kinds/s3k_mgz_spike_platform.md, s3k_lbz.md)
    "s3k_mgz_spike_platform": (KindObject("s3k_mgz_spike_platform", 300, FLOOR - 0x50),
                               [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_lbz_exploding_trigger": (KindObject("s3k_lbz_exploding_trigger", 300, FLOOR - 16),
                                  [RUN, BACK, [2] * 40 + [10] * 30]),
    "s3k_lbz_gate_laser": (KindObject("s3k_lbz_gate_laser", 300, FLOOR - 60, subtype=0x13), [RUN, BACK]),
    "s3k_lbz_closed_tube": (KindObject("s3k_lbz_closed_tube", 300, FLOOR - 0x60), [RUN, [2] * 40 + [18] * 30]),
    # S&K FBZ: a sliding block he runs under (it slides out) and jumps at; a floating platform circling
    "s3k_fbz_block": (KindObject("s3k_fbz_block", 300, FLOOR - 0x40, subtype=0x14, width_radius=0x20,
                                 height_radius=0x10, solid_width=0x2B, half_height=0x10, stand_height=0x11,
                                 width=0x20), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_fbz_float": (KindObject("s3k_fbz_float", 300, FLOOR - 0x30, subtype=0x30), [RUN, [2] * 40 + [18] * 30]),
    "s3k_fbz_float_dip": (KindObject("s3k_fbz_float", 300, FLOOR - 0x40, subtype=0x41), [RUN, [2] * 40 + [18] * 30]),
    # S3: Ice Cap's crushing column stood on (it rises), and one that drops once passed (docs/kinds/s3k_icz.md)
    "s3k_icz_crushing_column": (KindObject("s3k_icz_crushing_column", 300, FLOOR - 0x78, subtype=1),
                                [RUN, [2] * 40 + [18] * 30 + [0] * 60]),
    # S3: Ice Cap's stalactite falling on a runner, jumped under (docs/kinds/s3k_icz.md)
    "s3k_icz_stalactite": (KindObject("s3k_icz_stalactite", 300, FLOOR - 0x50), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_icz_harmful_ice": (KindObject("s3k_icz_harmful_ice", 300, FLOOR - 16), [RUN, BACK, [2] * 40 + [18] * 30]),
    # S&K MHZ: a curled vine jumped onto from both sides and run along (docs/kinds/s3k_mhz.md)
    "s3k_mhz_curled_vine": (KindObject("s3k_mhz_curled_vine", 300, FLOOR - 0x28),
                            [RUN, BACK, [2] * 40 + [18] * 30 + [2] * 40]),
    # S&K: Lava Reef's sinking rock jumped onto and left; a falling spike dropping on a runner (docs/kinds/s3k_lrz.md)
    "s3k_lrz_sinking_rock": (KindObject("s3k_lrz_sinking_rock", 300, FLOOR - 0x30),
                             [RUN, [2] * 40 + [18] * 30 + [0] * 80 + [2] * 40]),
    "s3k_lrz_falling_spike": (KindObject("s3k_lrz_falling_spike", 300, FLOOR - 0x50, subtype=0x20),
                              [RUN, BACK, [2] * 40 + [18] * 30]),
    # S&K DEZ: a bumper wall run and jumped into; a retracting spring run under and jumped onto
    "s3k_dez_bumper_wall": (KindObject("s3k_dez_bumper_wall", 300, FLOOR - 0x20), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_dez_retracting_spring": (KindObject("s3k_dez_retracting_spring", 300, FLOOR - 0x40),
                                  [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_dez_conveyor_pad": (KindObject("s3k_dez_conveyor_pad", 300, FLOOR - 0x30, subtype=2),
                             [RUN, [2] * 40 + [18] * 30 + [0] * 60]),
    "s3k_dez_lift_pad": (KindObject("s3k_dez_lift_pad", 300, FLOOR - 0x30, subtype=7),
                         [RUN, [2] * 40 + [18] * 30 + [0] * 60]),
    "s3k_dez_gravity_puzzle": (KindObject("s3k_dez_gravity_puzzle", 300, FLOOR - 0x60), [RUN, BACK]),
}
# h-rock: Lava Reef's Iwamodoki run into and jumped onto, then left while it wakes and bursts
EDGE_CASES["s3k_lrz_iwamodoki"] = (KindObject("s3k_lrz_iwamodoki", 300, FLOOR - 0x20),
                                   [RUN + [0] * 100, BACK + [2] * 100, [2] * 40 + [18] * 30 + [0] * 100])
# h-fbz (session 32): jumped onto (thrown), run under, stood on as it hides, ridden
EDGE_CASES.update({
    "s3k_fbz_spring": (KindObject("s3k_fbz_spring", 300, FLOOR - 0x30, subtype=1), [RUN, [2] * 40 + [18] * 30]),
    "s3k_fbz_spring_plunger": (KindObject("s3k_fbz_spring", 300, FLOOR - 4, plunger=True, solid_width=0x1B,
                                          half_height=4, stand_height=6, width=0x10),
                               [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_fbz_propeller": (KindObject("s3k_fbz_propeller", 300, FLOOR - 0x28), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_fbz_disappearing": (KindObject("s3k_fbz_disappearing", 300, FLOOR - 0x20, subtype=0xF1),
                             [RUN, [2] * 40 + [18] * 30 + [0] * 90]),
    "s3k_fbz_rotating": (KindObject("s3k_fbz_rotating", 300, FLOOR - 0x40, radius=0x2C, spike_ball=True),
                         [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_fbz_launcher": (KindObject("s3k_fbz_launcher", 300, FLOOR - 0x20), [RUN, [2] * 40 + [18] * 30 + [0] * 60]),
})
# h-badnik: Ice Cap's freezer run under (its blow starts, its frost freezes him and the block
# flies) and stood under; flipped, its frost above a runner
EDGE_CASES.update({
    "s3k_icz_freezer": (KindObject("s3k_icz_freezer", 300, FLOOR - 0x50, width_radius=12, height_radius=12),
                        [RUN, BACK, [2] * 60 + [0] * 250, [2] * 64 + [0] * 250]),
    "s3k_icz_freezer_flipped": (KindObject("s3k_icz_freezer", 300, FLOOR + 0x10, width_radius=12, height_radius=12,
                                           y_flip=True), [RUN, [2] * 62 + [0] * 250]),
})
# h-fbz2: a magnetic platform fallen to the floor, run into and jumped onto; an elevator's rising
# platforms jumped onto, and a descending one
EDGE_CASES.update({
    "s3k_fbz_magnet": (KindObject("s3k_fbz_magnet", 300, FLOOR - 0x20, subtype=0xF),
                       [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_fbz_magnet_ball": (KindObject("s3k_fbz_magnet", 300, FLOOR - 0x20, spike_ball=True, width_radius=12,
                                       height_radius=12), [RUN, BACK]),
    "s3k_fbz_elevator": (S3kFbzElevator(300, FLOOR - 0x10, subtype=0x10), [RUN, [2] * 40 + [18] * 30]),
    "s3k_fbz_elevator_down": (S3kFbzElevator(300, FLOOR - 0x60, subtype=0x10, down=True),
                              [RUN, [2] * 40 + [18] * 30 + [0] * 60]),
})
# h-tunnel: an automatic tunnel run into and jumped into (taken, carried along path 3, let go)
EDGE_CASES.update({
    "s3k_auto_tunnel": (KindObject("s3k_auto_tunnel", 300, FLOOR - 0x10, subtype=3),
                        [RUN, BACK, [2] * 40 + [18] * 30 + [0] * 60]),
})
# h-lrz2: Lava Reef's spike balls run into and jumped at; a launched ball waited for (thrown on frame 270)
EDGE_CASES.update({
    "s3k_lrz_swing_ball": (KindObject("s3k_lrz_swing_ball", 300, FLOOR - 0x40, subtype=3, width_radius=12,
                                      height_radius=12), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_lrz_launched_ball": (KindObject("s3k_lrz_launched_ball", 300, FLOOR - 12, subtype=0x50, width_radius=12,
                                         height_radius=12), [RUN, [2] * 40 + [18] * 30 + [0] * 230]),
    "s3k_lrz_rolling_ball": (KindObject("s3k_lrz_rolling_ball", 300, FLOOR - 0x21, width_radius=24,
                                        height_radius=24), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_lrz_lava_fall": (KindObject("s3k_lrz_lava_fall", 300, FLOOR - 0x80, subtype=0, width_radius=32,
                                     height_radius=8), [RUN, BACK, [2] * 40 + [18] * 30]),
    "s3k_lrz_dash_elevator": (KindObject("s3k_lrz_dash_elevator", 300, FLOOR - 0x30, subtype=0x10),
                              [RUN, [2] * 40 + [18] * 30 + [8, 24] * 4 + [8] + [0] * 40]),
})
# h-trig: a button run into and jumped onto (its trigger set, then cleared), a latching top one; a door run into
EDGE_CASES.update({
    "s3k_button": (KindObject("s3k_button", 300, FLOOR - 4, subtype=3), [RUN, BACK, [2] * 40 + [18] * 30 + [2] * 30]),
    "s3k_button_top": (KindObject("s3k_button", 300, FLOOR - 6, subtype=0x33, width_radius=0x10, height_radius=6,
                                  solid_width=0x10, half_height=6, stand_height=6, width=0x10),
                       [RUN, [2] * 40 + [18] * 30 + [2] * 30]),
    "s3k_lrz_door": (KindObject("s3k_lrz_door", 300, FLOOR - 0x28, subtype=3), [RUN, BACK]),
    "s3k_button_side": (KindObject("s3k_button", 300, FLOOR - 0x10, subtype=4, side=True, width_radius=0x10,
                                   height_radius=0xF, solid_width=0x10, half_height=0xF, stand_height=0x10,
                                   width=0x10), [RUN, BACK, [2] * 40 + [18] * 30]),
})


def test_broad_phase_runs_a_skipped_object_once_the_player_leaves_the_span():
    """Found by a random search: on frame 2 an earlier object moves the player
    out of the quiet span, so a later object that was being skipped must run
    (he lands on the platform) and the span must be found again."""
    objs = [hp.Monitor(351, FLOOR - 16, width_radius=6), hp.JumpThrough(368, FLOOR - 2, 6, 2),
            hp.SolidBox(381, FLOOR - 18, 12, 3)]
    seq = [8, 1, 16, 16, 16, 8, 17, 8, 2, 18, 18, 8, 17, 1, 0, 2, 0, 1, 0, 8, 17, 16, 18, 2]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 375, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


@pytest.mark.parametrize("game", ["s2", "cd"])
def test_broad_phase_with_more_objects_than_its_mask(game):
    """The broad phase once kept a 64-bit busy mask; its lists now hold any
    number. 70 objects, far away except a monitor, a box and a hitbox past
    the 64th (test_broad_phase_many.py has hundreds)."""
    objs = [hp.SolidBox(1000 + 40 * i, FLOOR - 8, 8, 8) for i in range(66)]
    objs += [hp.Monitor(330, FLOOR - 16), hp.Hitbox(200, FLOOR - 14, 6, 6, reaction="increment"),
             hp.SolidBox(260, FLOOR - 8, 8, 8), hp.Hitbox(420, FLOOR - 14, 6, 6, reaction="special")]
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [16, 0] * 10 + [2] * 50
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, game)
    assert_same_as_stages(p1, o1, p2, o2, seq)
    assert o1.raw.state[0, 67] == 5  # the increment past the 64th was collected


@pytest.mark.parametrize("game", ["s2", "s3k"])
@pytest.mark.parametrize("start, seq", [(40, [1] * 60), (65500, [2] * 60), (20, [1] * 30 + [2] * 40)])
def test_broad_phase_path_swapper_at_the_word_wrap(start, seq, game):
    """A swapper's side test is an unsigned word compare, so walking (here:
    falling, off the map) from x = 0 to 65535 or back crosses every swapper's
    line; the quiet span must not hide that crossing. The line is long
    enough to reach the player."""
    objs = [hp.PathSwapper(300, FLOOR - 20, 0x0B), hp.PathSwapper(500, FLOOR - 20, 0x13)]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, start, game)
    assert_same_as_stages(p1, o1, p2, o2, seq)
    assert o1.state(1) in ("minus_side", "plus_side")


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
@pytest.mark.parametrize("kind", list(EDGE_CASES))
def test_broad_phase_edges(kind, game):
    """Run into (and jump onto or under) each kind of object from a range of
    start offsets, so the player crosses the edge of every busy radius; with
    and without the fix that widens platforms (Q8)."""
    obj, seqs = EDGE_CASES[kind]
    if game == "cd" and obj.kind in NOT_IN_CD:
        pytest.skip(f"{obj.kind} are not modelled for Sonic CD")
    if game not in ("s1", "s2") and obj.kind in S1_S2_ONLY:
        pytest.skip(f"{obj.kind} is Sonic 1's and 2's")
    if game != "s3k" and obj.kind in S3K_ONLY:
        pytest.skip(f"{obj.kind} is Sonic 3's")
    for offset in range(0, 48, 3):
        for seq in seqs:
            start = {2: 150 + offset, 1: 450 - offset, 16: 280 + offset}[seq[0]]
            for fixes in ([], ["fix_platform_walkoff"]) if "platform" in kind else ([],):
                (p1, o1), (p2, o2) = broad_phase_worlds([obj], start, game, fixes)
                assert_same_as_stages(p1, o1, p2, o2, seq)


@settings(max_examples=30, deadline=None)
@given(seq=st.lists(st.integers(0, 31), min_size=20, max_size=120),
       xs=st.lists(st.integers(30, 220), min_size=1, max_size=6),
       start=st.integers(20, 230), game=st.sampled_from(["s1", "s2", "s3k", "cd"]))
# an earlier object moves the player into or out of range of a later one
@example(seq=[0] * 20, xs=[30, 30, 52], start=31, game="s1")
@example(seq=[0] * 20, xs=[33, 30, 71], start=34, game="s1")
def test_broad_phase_per_frame_calls(seq, xs, start, game):
    """One frame per call (no quiet span carries over between calls): solids
    and hitboxes side by side, as the per-object shortcut sees them."""
    objs = [hp.SolidBox(x, FLOOR - 8, 8, 8) if i % 2 == 0
            else hp.Hitbox(x, FLOOR - 14, 8, 8, reaction="special") for i, x in enumerate(xs)]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, start, game)
    for b in seq:
        p1.step(FLOOR_WORLD, np.array([b], np.uint8), objects=o1)
        step_stages(p2, FLOOR_WORLD, np.array([b], np.uint8), o2)
        assert p1.state(0) == p2.state(0)
        for name in vars(o1.raw):
            assert np.array_equal(getattr(o1.raw, name), getattr(o2.raw, name)), name
