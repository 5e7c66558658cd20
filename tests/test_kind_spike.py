"""The kinds spikes and breakable (issue 18 point 4; cpp/hedgephys/kinds/spikes.cpp,
breakable.cpp; docs/kinds/spike.md): golden numbers from the disassemblies'
routines, per game, and their placers on real layouts (HEDGEPHYS_DISASM)."""
import os
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.objects import Breakable, Objects, Spikes
from hedgephys.levels.placing import place
from hedgephys.spike_kinds import BREAKS
from helpers import one_player, set_state

GAMES = ["s1", "s2", "s3k"]
OX, OY = 1000, 1000


def after(game, obj, **state):
    """One update of obj at (OX, OY) against a player in the given state:
    (routine result, player, objects)."""
    p = one_player(game, **state)
    o = Objects([obj], 1, game)
    return o.update(p, 0), p, o


def speeds(p):
    return int(p.raw.xsp[0]), int(p.raw.ysp[0]), int(p.raw.gsp[0])


# ---- sizes: the init routines' tables ----------------------------------------
@pytest.mark.parametrize("game, subtype, params", [
    # S1 Spik_Var / Spik_Upright: d1 = obActWid + $B, d2 = $10, d3 = $11
    ("s1", 0x00, (0x14 + 11, 16, 17, 0x14)), ("s1", 0x30, (0x1C + 11, 16, 17, 0x1C)),
    ("s1", 0x40, (0x40 + 11, 16, 17, 0x40)),
    # S1 Spik_SideWays: d1 = $1B, d2 = $14 (frame 1) or 4 (frame 5), d3 = d2 + 1
    ("s1", 0x10, (0x1B, 0x14, 0x15, 0x10)), ("s1", 0x52, (0x1B, 4, 5, 0x10)),
    # S2 Obj36_InitData / S3K byte_22602: d1 = width_pixels + $B, d2 = y_radius, d3 = d2 + 1
    ("s2", 0x10, (0x20 + 11, 16, 17, 0x20)), ("s2", 0x70, (0x1B, 0x40, 0x41, 0x10)),
    ("s3k", 0x31, (0x40 + 11, 16, 17, 0x40)), ("s3k", 0x50, (0x1B, 0x20, 0x21, 0x10)),
])
def test_spike_sizes_follow_the_init_routine(game, subtype, params):
    o = Objects([Spikes(OX, OY, subtype)], 1, game)
    assert tuple(int(getattr(o.raw, f)[0, 0]) for f in ("cx", "hj", "hs", "aw")) == params
    assert int(o.raw.subtype[0, 0]) == subtype


@pytest.mark.parametrize("game, subtype, words", [
    ("s1", 0x60, "high nibble 0..5"), ("s2", 0x80, "high nibble 0..7"), ("s3k", 0x03, "low nibble 0..2"),
    ("cd", 0x00, "not 'cd'"),
])
def test_spike_subtypes_outside_the_tables_are_refused(game, subtype, words):
    with pytest.raises(ValueError, match=words):
        Objects([Spikes(OX, OY, subtype)], 1, game)


def test_constructor_errors():
    with pytest.raises(ValueError, match="subtype"):
        Spikes(0, 0, 256)
    with pytest.raises(TypeError, match="y_flip"):
        Spikes(0, 0, 0, y_flip="yes")
    with pytest.raises(ValueError, match="x_flip"):
        Spikes(0, 0, 0, x_flip=2)
    s = Spikes(1, 2, 0x41, y_flip=True)
    assert eval(repr(s), {"Spikes": Spikes}) == s  # the repr builds the same object
    with pytest.raises(ValueError, match="breaks"):
        Breakable(0, 0, 16, 16, breaks="under")
    with pytest.raises(ValueError, match="width_radius"):
        Breakable(0, 0, -1, 16)
    with pytest.raises(ValueError, match="cd"):
        Objects([Breakable(0, 0, 16, 16)], 1, "cd")


# ---- upright spikes: hurt when stood on ---------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_landing_on_upright_spikes_hurts(game):
    """S1 Spik_Upright (standing bit or d4 < 0), S2 Obj36_Upright and S3K
    loc_226FC (standing bit): landed at oy - 16 - 19 - 1 = 964 (A8), then the
    hurt routine: ysp -0x400, xsp +0x200 (px >= ox), 120 frames."""
    res, p, o = after(game, Spikes(OX, OY, 0x00), x=OX, y=966, y_speed=0x100, in_air=True)
    assert res[1] == "top" and o.events(0) == ["landed_on_object:0", "hurt:0"]
    assert int(p.raw.y[0]) >> 16 == 964 and speeds(p) == (0x200, -0x400, 0)
    assert p.raw.hurt[0] == 1 and p.raw.invuln[0] == 120 and p.raw.airborne[0] == 1


@pytest.mark.parametrize("game, hurt", [("s1", True), ("s2", False), ("s3k", False)])
def test_invulnerable_player_and_the_s1_spike_bug(game, hurt):
    """S1 Spik_Hurt (revision 1) tests v_invinc only, not flashtime: a
    flashing player is hurt again (the spike bug). S2 Touch_ChkHurt2 and S3K
    sub_228EC test the invulnerability timer: he stands on them."""
    p = one_player(game, x=OX, y=966, y_speed=0x100, in_air=True)
    p.raw.invuln[0] = 5
    o = Objects([Spikes(OX, OY, 0x00)], 1, game)
    o.update(p, 0)
    assert bool(p.raw.hurt[0]) is hurt
    assert int(p.raw.invuln[0]) == (120 if hurt else 5)
    assert p.raw.on_object[0] == 0
    if not hurt:
        assert p.raw.airborne[0] == 0 and speeds(p) == (0, 0, 0)


@pytest.mark.parametrize("game", GAMES)
def test_hurt_or_dying_player_is_left_alone(game):
    """routine >= 4 (hurt, dead): no second hurt; the landing stands."""
    p = one_player(game, x=OX, y=966, y_speed=0x100, in_air=True)
    p.raw.hurt[0] = 1
    o = Objects([Spikes(OX, OY, 0x00)], 1, game)
    o.update(p, 0)
    assert "hurt:0" not in o.events(0) and p.raw.invuln[0] == 0


# ---- the underside: S1 hurts from below, S2/S3K only Y-flipped ones -----------
@pytest.mark.parametrize("game, y_flip, hurt", [
    ("s1", False, True), ("s1", True, True),        # S1: d4 = -1 for a bottom contact too
    ("s2", False, False), ("s2", True, True),      # Obj36_Upsidedown: the touch-bottom bit
    ("s3k", False, False), ("s3k", True, True),    # loc_227AA
])
def test_underside(game, y_flip, hurt):
    """A rising player whose head is 5 px inside the underside (A3, A9): popped
    down to oy + 16 + 19 = 1035, then hurt where the routine says so."""
    res, p, o = after(game, Spikes(OX, OY, 0x00, y_flip=y_flip), x=OX, y=1030, y_speed=-0x200, in_air=True)
    assert res[1] == "bottom" and int(p.raw.y[0]) >> 16 == 1035
    assert bool(p.raw.hurt[0]) is hurt
    assert speeds(p)[:2] == ((0x200, -0x400) if hurt else (0, 0))


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_standing_on_down_pointing_spikes_is_safe(game):
    res, p, o = after(game, Spikes(OX, OY, 0x00, y_flip=True), x=OX, y=966, y_speed=0x100, in_air=True)
    assert res[1] == "top" and p.raw.on_object[0] == 0 and not p.raw.hurt[0]


# ---- sideways spikes: either side hurts, the top does not ---------------------
SIDEWAYS = {"s1": 0x10, "s2": 0x40, "s3k": 0x40}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("x, xsp, end_x, hurt_xsp", [(975, 0x300, 973, -0x200), (1025, -0x300, 1027, 0x200)])
def test_sideways_spikes_hurt_from_either_side(game, x, xsp, end_x, hurt_xsp):
    """S1 Spik_SideWays (d4 = 1 while not stood on), S2 Obj36_Sideways and S3K
    loc_2274E (the touch-side bit; x_flip is the sprite's only): pushed out
    2 px (A7), then hurt away from the spikes. S2/S3K also clear the object's
    pushing flag (bclr #p1_pushing_bit); S1 keeps it."""
    res, p, o = after(game, Spikes(OX, OY, SIDEWAYS[game]), x=x, y=OY, x_speed=xsp, ground_speed=xsp)
    assert res[1] == "side" and int(p.raw.x[0]) >> 16 == end_x
    assert speeds(p) == (hurt_xsp, -0x400, 0) and p.raw.hurt[0] == 1
    assert o.raw.pushed[0, 0] == (1 if game == "s1" else 0)


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_sideways_invulnerable_pusher_loses_the_objects_flag_only(game):
    p = one_player(game, x=975, y=OY, x_speed=0x300, ground_speed=0x300)
    p.raw.invuln[0] = 30
    o = Objects([Spikes(OX, OY, SIDEWAYS[game])], 1, game)
    o.update(p, 0)
    assert not p.raw.hurt[0] and p.raw.pushing[0] == 1 and o.raw.pushed[0, 0] == 0


@pytest.mark.parametrize("game", GAMES)
def test_sideways_spikes_undo_the_frames_y_speed_before_hurting(game):
    """Spik_Hurt / Touch_ChkHurt2 / sub_228EC: y -= ysp << 8 (16.16) before
    the hurt routine: a player falling at 3 px/frame goes back up 3 px."""
    res, p, o = after(game, Spikes(OX, OY, SIDEWAYS[game]), x=975, y=OY, x_speed=0x100, y_speed=0x300,
                      in_air=True, suby=0x40)
    assert res[1] == "side" and int(p.raw.y[0]) == ((OY - 3) << 16) | 0x4000
    assert speeds(p)[:2] == (-0x200, -0x400)


@pytest.mark.parametrize("game", GAMES)
def test_standing_on_sideways_spikes_is_safe(game):
    res, p, o = after(game, Spikes(OX, OY, SIDEWAYS[game]), x=OX, y=OY - o_hj(game) - 17,
                      y_speed=0x100, in_air=True)
    assert res[1] == "top" and p.raw.on_object[0] == 0 and not p.raw.hurt[0]


def o_hj(game):
    return 0x14 if game == "s1" else 0x10


# ---- moving spikes -----------------------------------------------------------
# Spik_Wait / MoveSpikes_Delay / sub_22960: 8 px a frame out to 32 px, 60
# frames' pause, 8 px a frame back to 0, one more frame at 0 (the borrow),
# 60 frames' pause: a period of 129 frames.
CYCLE = [8, 16, 24, 32] + [32] * 60 + [24, 16, 8, 0, 0] + [0] * 60


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("subtype, axis", [(0x01, "y"), (0x02, "x")])
def test_retracting_spikes_timing(game, subtype, axis):
    p = one_player(game, x=100, y=100)
    o = Objects([Spikes(OX, OY, subtype)], 1, game)
    seen = []
    for _ in range(2 * len(CYCLE)):
        o.update(p, 0)
        seen.append((int(getattr(o.raw, axis)[0, 0]) >> 16) - (OY if axis == "y" else OX))
    assert len(CYCLE) == 129 and seen == CYCLE * 2
    other = "x" if axis == "y" else "y"
    assert int(getattr(o.raw, other)[0, 0]) >> 16 == (OX if other == "x" else OY)


@pytest.mark.parametrize("game, carried", [("s1", False), ("s2", True), ("s3k", False)])
def test_sideways_moving_spikes_carry_only_in_s2(game, carried):
    """The X a standing player is carried from (d4): S2 Obj36_Sideways passes
    the X before MoveSpikes, S1 Spik_Solid and S3K loc_2274E the X after."""
    p = one_player(game, x=OX + 8, y=OY - o_hj(game) - 17, y_speed=0x100, in_air=True)
    o = Objects([Spikes(OX, OY, SIDEWAYS[game] | 2)], 1, game)
    o.update(p, 0)  # moved to OX + 8, landed on
    assert p.raw.on_object[0] == 0 and int(o.raw.x[0, 0]) >> 16 == OX + 8
    o.update(p, 0)  # moved to OX + 16
    assert int(p.raw.x[0]) >> 16 == OX + (16 if carried else 8)


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_retracting_spikes_carry_a_standing_player(game):
    """Vertical spikes (x1) out at +32: an invulnerable player lands on them
    (oy - 16 - 19 - 1) and rides them (B1: oy - hs - 19) when they go back up
    8 px after the pause (59 more frames)."""
    p = one_player(game, x=OX, y=100)
    o = Objects([Spikes(OX, OY, 0x01)], 1, game)
    for _ in range(4):
        o.update(p, 0)  # out to +32, the pause starts
    set_state(p, x=OX, y=OY + 32 - 16 - 19 + 1, y_speed=0x100, in_air=True)
    p.raw.invuln[0] = 200
    o.update(p, 0)
    assert p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == OY + 32 - 36
    for _ in range(59):
        o.update(p, 0)
    assert int(o.raw.y[0, 0]) >> 16 == OY + 32 and int(p.raw.y[0]) >> 16 == OY + 32 - 36
    o.update(p, 0)
    assert int(o.raw.y[0, 0]) >> 16 == OY + 24 and int(p.raw.y[0]) >> 16 == OY + 24 - 17 - 19


# ---- breakable walls: broken from the side -----------------------------------
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("x, xsp, end_x", [(975, 0x500, 969), (1025, -0x500, 1031), (975, 0x480, 969)])
def test_rolling_fast_enough_breaks_a_wall(game, x, xsp, end_x):
    """S1 SmashWall .chkroll, S2 Obj3C_Main, S3K loc_1F88E: the object's
    pushing flag after the solid (A7 pops 2 px), the roll animation and
    |xsp before the solid| >= 0x480: X speed given back (and to ground
    speed), X + 4, then - 8 when the wall's X >= the player's."""
    res, p, o = after(game, Breakable(OX, OY, 0x10, 0x20, "side"), x=x, y=OY, x_speed=xsp,
                      ground_speed=xsp, hr=14, rolling=True)
    assert res[1] == "side" and o.state(0) == "broken"
    assert int(p.raw.x[0]) >> 16 == end_x and speeds(p) == (xsp, 0, xsp)
    assert p.raw.pushing[0] == 0 and o.raw.pushed[0, 0] == 0


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("xsp, rolling", [(0x47F, True), (0x600, False)])
def test_too_slow_or_not_rolling_does_not_break(game, xsp, rolling):
    res, p, o = after(game, Breakable(OX, OY, 0x10, 0x20, "side"), x=975, y=OY, x_speed=xsp,
                      ground_speed=xsp, hr=14 if rolling else None, rolling=rolling)
    assert o.state(0) == "idle" and int(p.raw.x[0]) >> 16 == 973 and speeds(p) == (0, 0, 0)
    assert p.raw.pushing[0] == 1


@pytest.mark.parametrize("game", GAMES)
def test_airborne_roller_does_not_break_a_wall(game):
    """The pushing flag is only set on the ground (A7.3)."""
    res, p, o = after(game, Breakable(OX, OY, 0x10, 0x20, "side"), x=975, y=OY, x_speed=0x800,
                      in_air=True, hr=14, rolling=True)
    assert res[1] == "side" and o.state(0) == "idle"


@pytest.mark.parametrize("game", GAMES)
def test_a_broken_wall_is_no_longer_solid(game):
    res, p, o = after(game, Breakable(OX, OY, 0x10, 0x20, "side"), x=975, y=OY, x_speed=0x500,
                      ground_speed=0x500, hr=14, rolling=True)
    set_state(p, x=OX, y=OY, x_speed=0x500)
    assert o.update(p, 0) == (0, "none", 0, 0) and int(p.raw.x[0]) >> 16 == OX


def knuckles(x, y, xsp):
    p = hp.Players(1, game="s3k", character="knuckles")
    set_state(p, x=x, y=y, x_speed=xsp, ground_speed=xsp)
    return p


@pytest.mark.parametrize("breaks, grounded, broken", [
    ("side", True, True), ("side", False, True),             # loc_1F88E: Knuckles on a side contact
    ("knuckles", True, True), ("knuckles", False, False),     # loc_1FB38: his pushing flag
    ("knuckles_touch", False, True),                          # loc_1D926 with bit 7
])
def test_knuckles_breaks_s3k_walls_walking(breaks, grounded, broken):
    p = knuckles(975, OY, 0x100)
    p.raw.airborne[0] = not grounded
    o = Objects([Breakable(OX, OY, 0x10, 0x20, breaks)], 1, "s3k")
    o.update(p, 0)
    assert (o.state(0) == "broken") is broken
    if broken:
        assert int(p.raw.x[0]) >> 16 == 969 and speeds(p)[0] == 0x100


@pytest.mark.parametrize("breaks", ["knuckles", "knuckles_touch", "never"])
def test_sonic_cannot_break_knuckles_walls(breaks):
    res, p, o = after("s3k", Breakable(OX, OY, 0x10, 0x20, breaks), x=975, y=OY, x_speed=0x800,
                      ground_speed=0x800, hr=14, rolling=True)
    assert o.state(0) == "idle" and int(p.raw.x[0]) >> 16 == 973


# ---- breakable blocks and rocks: broken from above ----------------------------
@pytest.mark.parametrize("game", GAMES)
def test_landing_curled_breaks_a_block_and_bounces(game):
    """S2 Obj32 (Obj32_BouncePlayer), S3K rock bit 0 (sub_1D7CE): stood on by
    a player whose animation before the solid was the roll: rolling, radii
    14 / 7, ysp -0x300, airborne, off the object. He had landed at
    oy - 16 - 14 - 1 = 969 and uncurled on landing (y - 5 = 964)."""
    res, p, o = after(game, Breakable(OX, OY, 0x18, 0x10, "top"), x=OX, y=OY - 16 - 14 + 1,
                      y_speed=0x200, in_air=True, hr=14, rolling=True)
    assert res[1] == "top" and o.state(0) == "broken"
    assert int(p.raw.y[0]) >> 16 == 964 and speeds(p)[1] == -0x300
    assert (p.raw.rolling[0], p.raw.yr[0], p.raw.xr[0], p.raw.airborne[0], p.raw.on_object[0]) == (1, 14, 7, 1, -1)
    assert o.raw.standing[0, 0] == 0


@pytest.mark.parametrize("game", GAMES)
def test_landing_uncurled_stands_on_a_block(game):
    res, p, o = after(game, Breakable(OX, OY, 0x18, 0x10, "top"), x=OX, y=OY - 16 - 19 + 1,
                      y_speed=0x200, in_air=True)
    assert o.state(0) == "idle" and p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == 964


@pytest.mark.parametrize("game, hs", [("s1", 0x10), ("s2", 0x10), ("s3k", 0x11)])
def test_rock_sinks_one_pixel_in_s1_and_s2(game, hs):
    """S1 Rock_Solid / S2 Obj3B_Main pass d3 = d2 = $10 (rules/objects §11 Q5);
    S3K's rocks d2 + 1."""
    o = Objects([Breakable(OX, OY, 0x13, 0x10, solid_width=0x1B)], 1, game)
    assert (int(o.raw.cx[0, 0]), int(o.raw.hs[0, 0]), int(o.raw.aw[0, 0])) == (0x1B, hs, 0x13)
    assert int(Objects([Breakable(OX, OY, 0x13, 0x10)], 1, game).raw.cx[0, 0]) == 0x13 + 11


# ---- placers on real layouts ---------------------------------------------------
DISASM = os.environ.get("HEDGEPHYS_DISASM")
needs_disasm = pytest.mark.skipif(not DISASM, reason="HEDGEPHYS_DISASM not set")


def placed(checkout, game, act):
    layout = hp.levels.object_layout(str(Path(DISASM) / checkout), act)
    objs = place(layout.objects, game, act)
    Objects(objs, 1, game)  # every placed object is accepted by its game
    return layout.objects, objs


@needs_disasm
@pytest.mark.parametrize("checkout, game, act, ids", [
    ("s1disasm", "s1", "ghz3", (0x36, 0x3B, 0x3C)), ("s1disasm", "s1", "mz2", (0x36,)),
    ("s2disasm", "s2", "htz1", (0x36, 0x32)), ("s2disasm", "s2", "mcz2", (0x36,)),
    ("skdisasm", "s3k", "aiz2", (5, 8)), ("skdisasm", "s3k", "cnz1", (8, 13)),  # h-trig: AIZ2's walls below
])
def test_every_record_is_placed(checkout, game, act, ids):
    records, _ = placed(checkout, game, act)
    objs = place(records[np.isin(records["id"], ids)], game, act)   # these ids' placers alone
    want = sum(int((records["id"] == i).sum()) for i in ids)
    mine = [o for o in objs if isinstance(o, (Spikes, Breakable))]
    assert len(mine) == want > 0
    where = {(int(r["x"]), int(r["y"]), int(r["subtype"])) for r in records if int(r["id"]) in ids}
    assert all((o.x, o.y, o.subtype) in where for o in mine if isinstance(o, Spikes))


@needs_disasm
def test_placed_kinds_follow_the_init_routines():
    _, objs = placed("s1disasm", "s1", "ghz3")
    walls = [o for o in objs if isinstance(o, Breakable)]
    assert Counter(BREAKS[o.breaks] for o in walls) == {"side": 12, "never": 7}
    assert {(o.width_radius, o.height_radius, o.solid_width) for o in walls} == {(0x10, 0x20, 0),
                                                                                (0x13, 0x10, 0x1B)}
    _, objs = placed("s2disasm", "s2", "cpz1")
    assert {(o.width_radius, o.breaks) for o in objs if isinstance(o, Breakable)} == {(0x10, 2)}
    _, objs = placed("s2disasm", "s2", "htz1")
    assert {(o.width_radius, o.breaks) for o in objs if isinstance(o, Breakable)} == {(0x18, 2)}
    records, objs = placed("skdisasm", "s3k", "aiz2")
    rocks = records[records["id"] == 5]
    kinds = Counter(BREAKS[o.breaks] for o in objs if isinstance(o, Breakable)
                    and o.height_radius != 0x28)
    assert kinds["knuckles_touch"] == int((rocks["subtype"] == 0x84).sum()) > 0
    walls = [o for o in objs if isinstance(o, Breakable) and o.height_radius == 0x28]
    # AIZ2's walls have bit 7: removed by level trigger 0, which its buttons set (h-trig): left out
    assert not walls and ((records["id"] == 13) & (records["subtype"] >= 0x80)).sum() == 10


@needs_disasm
def test_sk_zones_walls_and_outside_subtypes_are_not_placed():
    """S&K zones run code this checkout lacks (sonic3k.asm): their rocks are
    placed with sonic3k.asm's sizes (docs/kinds/spike.md), their walls with
    its zones' rules (h-dez: tests/test_place_cov_dez.py); FBZ's spikes of
    movement 3 are past s3.asm's table."""
    records, objs = placed("skdisasm", "s3k", "lrz1")
    rocks = [o for o in objs if isinstance(o, Breakable)]
    assert len(rocks) == int((records["id"] == 5).sum()) > 0
    records, objs = placed("skdisasm", "s3k", "mhz2")
    walls = [o for o in objs if isinstance(o, Breakable)]
    assert len(walls) == int((records["id"] == 13).sum()) > 0
    records, objs = placed("skdisasm", "s3k", "fbz1")
    assert sum(isinstance(o, Spikes) for o in objs) == int(((records["id"] == 8)
                                                           & (records["subtype"] & 0xF <= 2)).sum())


@pytest.mark.parametrize("game", GAMES)
def test_the_spike_bug_over_whole_frames(game):
    """Two beds of upright spikes, 64 px wide, on a floor; a player dropped on
    the first is hurt and bounced onto the second (frame L, still hurt).
    The frame after, his hurt state ends (120 frames of invulnerability,
    Sonic_HurtStop). S1 (Spik_Hurt, no flashtime test) hurts him again
    then; S2/S3K only when the invulnerability has run out, 120 frames later."""
    c = np.zeros((20, 100), np.uint16)
    c[15:, :] = 1
    world = hp.TileMap(c, hp.TileSet(np.array([[0] * 16, [16] * 16])))
    p = hp.Players(1, game=game)
    p.place(x=410, y=150, grounded=False)
    sub = 0x40 if game == "s1" else 0x30  # upright, width 64 (Spik_Var / Obj36_InitData)
    o = Objects([Spikes(400, 224, sub), Spikes(528, 224, sub)], 1, game)
    hurt, landed = [], None
    for f in range(200):
        p.step(world, np.zeros((1, 1), np.uint8), objects=o)
        if "hurt:0" in o.events(0) or "hurt:1" in o.events(0):
            hurt.append(f)
        if "landed_on_object:1" in o.events(0) and landed is None:
            landed = f
    assert hurt[0] == 18 and landed is not None
    assert hurt[1] == landed + (1 if game == "s1" else 1 + 120)
