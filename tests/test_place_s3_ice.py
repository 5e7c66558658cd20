"""Sonic 3's Ice Cap breakable walls and ice cubes and Launch Base pipe plugs
(levels/place_s3_ice.py; docs/kinds/spike.md ``plug``): the sizes are the
routines' numbers, read from s3.asm where a checkout is there
(HEDGEPHYS_DISASM), and a player meets a placed one as its routine makes him."""
import re

import pytest

import hedgephys as hp
from hedgephys.levels.place_s3_ice import ICZ_BREAKABLE_WALL_SOLID, ICZ_ICE_CUBE_SOLID, LBZ_PIPE_PLUG_SOLID
from hedgephys.levels.placing import place
from hedgephys.objects import Objects, SolidBox
from hedgephys.spike_kinds import Breakable
from helpers import disasm_checkout, disasm_read, one_player, set_state

OX, OY = 1000, 1000


def solid_numbers(label):
    """(d1, d2, d3) set by moveq / move.w before the first SolidObject call after `label:` in s3.asm."""
    lines = disasm_read("s3k", "s3.asm").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{label}:"))
    regs = {}
    for line in lines[start:start + 20]:
        m = re.match(r"\s*(?:moveq|move\.w)\s+#\$([0-9A-F]+),(d[123])\b", line, re.I)
        if m:
            regs[m.group(2)] = int(m.group(1), 16)
        if "SolidObject" in line:
            return regs["d1"], regs["d2"], regs["d3"]
    raise AssertionError(f"no solid call after {label}")


def test_the_sizes_are_the_routines():
    assert solid_numbers("loc_57AA6") == ICZ_BREAKABLE_WALL_SOLID == (0x2B, 0x40, 0x70)
    assert solid_numbers("loc_2653A") == LBZ_PIPE_PLUG_SOLID == (0x1B, 0x20, 0x21)
    assert solid_numbers("loc_58B3C") == ICZ_ICE_CUBE_SOLID == (0x23, 0x10, 0x10)


def test_the_ice_cubes_touch_byte_is_never_used():
    """ObjDat_ICZIceCube's last byte ($2E) is a collision byte, but loc_58B3C
    ends with Sprite_OnScreen_Test, which adds nothing to the touch list."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("\nloc_58B3C:"):text.index("\nsub_58B62:")]
    assert "Sprite_OnScreen_Test" in body and "CollisionResponseList" not in body and "Touch" not in body
    data = text[text.index("\nObjDat_ICZIceCube:"):][:200]
    assert re.search(r"dc\.b\s+\$18,\s*\$10,\s*3,\s*\$2E", data)


def placed(game, act, obj_id, cls):
    """The records of `obj_id` in the act read as `game` (s3: the S3 Set; s3k: SK Set 1) and what was placed."""
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == obj_id]
    objs = [o for o in place(records, game, act) if isinstance(o, cls)]
    return records, objs


def raw_params(obj):
    o = Objects([obj], 1, "s3k")
    return tuple(int(getattr(o.raw, f)[0, 0]) for f in ("cx", "hj", "hs", "aw"))


@pytest.mark.parametrize("game, obj_id", [("s3", 0xBA), ("s3k", 0xB1)])
def test_every_icz_wall_is_a_solid_box_with_the_routines_numbers(game, obj_id):
    records, walls = placed(game, "icz1", obj_id, SolidBox)
    assert len(walls) == len(records) > 0
    assert {(w.x, w.y) for w in walls} == {(int(r["x"]), int(r["y"])) for r in records}
    assert {raw_params(w) for w in walls} == {(0x2B, 0x40, 0x70, 0x20)}


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_pipe_plugs_of_subtype_0_are_placed_and_tunnel_ones_not(game):
    records, plugs = placed(game, "lbz2", 0x1B, Breakable)
    plain = {(int(r["x"]), int(r["y"])) for r in records if r["subtype"] == 0}
    assert 0 < len(plain) < len(records)  # subtypes $6C-$6F start a tunnel (loc_2661E)
    assert {(p.x, p.y) for p in plugs} == plain
    assert {raw_params(p) for p in plugs} == {(0x1B, 0x20, 0x21, 0x10)}
    assert {p.breaks for p in plugs} == {6}


def test_a_player_lands_on_an_icz_wall_stands_at_d3_and_is_stopped_by_its_side():
    wall = SolidBox(OX, OY, 0x20, 0x40, stand_height=0x70)
    p = one_player("s3k", x=OX, y=OY - 0x40 - 18, y_speed=0x100, in_air=True)
    o = Objects([wall], 1, "s3k")
    assert o.update(p, 0)[1] == "top" and int(p.raw.y[0]) >> 16 == OY - 0x40 - 20
    o.update(p, 0)  # standing: moved with it at d3 (MvSonicOnPtfm)
    assert p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == OY - 0x70 - 19
    p = one_player("s3k", x=OX - 0x2A, y=OY, x_speed=0x600, ground_speed=0x600)
    o = Objects([wall], 1, "s3k")
    assert o.update(p, 0)[1] == "side"
    assert int(p.raw.x[0]) >> 16 == OX - 0x2B and int(p.raw.xsp[0]) == 0


def plug_after(x, xsp, rolling=True, character="sonic"):
    p = hp.Players(1, game="s3k", character=character)
    set_state(p, x=x, y=OY, x_speed=xsp, ground_speed=xsp, hr=14 if rolling else None, rolling=rolling)
    o = Objects([Breakable(OX, OY, 0x10, 0x20, "plug")], 1, "s3k")
    return o.update(p, 0), p, o


@pytest.mark.parametrize("x, xsp, end_x", [(975, 0x500, 969), (1025, -0x500, 1031), (975, 0x480, 969)])
def test_a_rolling_push_at_0x480_breaks_a_plug(x, xsp, end_x):
    """loc_2656C: pushing flag, anim 2, |$30| >= $480; loc_265FA: X speed
    given back, + 4 px, - 8 px when the plug's X >= the player's, ground speed."""
    res, p, o = plug_after(x, xsp)
    assert res[1] == "side" and o.state(0) == "broken"
    assert int(p.raw.x[0]) >> 16 == end_x
    assert (int(p.raw.xsp[0]), int(p.raw.gsp[0])) == (xsp, xsp) and p.raw.pushing[0] == 0


@pytest.mark.parametrize("xsp, rolling", [(0x47F, True), (0x600, False)])
def test_too_slow_or_not_rolling_leaves_a_plug(xsp, rolling):
    res, p, o = plug_after(975, xsp, rolling)
    assert o.state(0) == "idle" and int(p.raw.x[0]) >> 16 == 973 and int(p.raw.xsp[0]) == 0


def test_knuckles_walking_does_not_break_a_plug_as_he_does_a_wall():
    """Obj_BreakableWall lets Knuckles through on any side contact; the plug's routine has no such rule."""
    res, p, o = plug_after(975, 0x100, rolling=False, character="knuckles")
    assert res[1] == "side" and o.state(0) == "idle"


@pytest.mark.parametrize("game, obj_id", [("s3", 0xBF), ("s3k", 0xB6)])
def test_every_ice_cube_is_a_top_breakable_with_the_routines_numbers(game, obj_id):
    for act in ("icz1", "icz2"):
        records, cubes = placed(game, act, obj_id, Breakable)
        assert len(cubes) == len(records) > 0
        assert {(c.x, c.y) for c in cubes} == {(int(r["x"]), int(r["y"])) for r in records}
        assert {raw_params(c) for c in cubes} == {(0x23, 0x10, 0x10, 0x18)} and {c.breaks for c in cubes} == {2}


def cube_after(rolling):
    p = one_player("s3k", x=OX, y=OY - 16 - (14 if rolling else 19) + 1, y_speed=0x200, in_air=True,
                   hr=14 if rolling else None, rolling=rolling)
    o = Objects([Breakable(OX, OY, 0x18, 0x10, "top", stand_height=0x10)], 1, "s3k")
    return o.update(p, 0), p, o


def test_a_rolling_landing_shatters_an_ice_cube_and_bounces():
    """sub_58B62: stood on after the solid, the animation saved before it 2:
    Status_Roll, radii $E / 7, y_vel -$300, in the air, off the object."""
    res, p, o = cube_after(rolling=True)
    assert res[1] == "top" and o.state(0) == "broken" and int(p.raw.ysp[0]) == -0x300
    assert (p.raw.rolling[0], p.raw.yr[0], p.raw.xr[0], p.raw.airborne[0], p.raw.on_object[0]) == (1, 14, 7, 1, -1)


def test_an_uncurled_landing_stands_on_an_ice_cube_sunk_a_pixel():
    """d3 = d2 = $10: he stands at $10 + his radius above its centre (the
    landing itself puts him at d2 + radius + 1)."""
    res, p, o = cube_after(rolling=False)
    assert o.state(0) == "idle" and p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == OY - 0x10 - 20
    o.update(p, 0)
    assert o.state(0) == "idle" and int(p.raw.y[0]) >> 16 == OY - 0x10 - 19
