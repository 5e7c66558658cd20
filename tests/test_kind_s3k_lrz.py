"""Lava Reef's Sonic & Knuckles-only objects (issue 18 points 3/4;
docs/kinds/s3k_lrz.md), whose code is in sonic3k.asm only: the checkout lacks
it, so the routines' numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm) and each test names the label they come from.

* the sinking rocks, kind ``s3k_lrz_sinking_rock`` (SK Set 2 $17
  Obj_LRZSinkingRock, loc_427E2, loc_427F8, loc_42804);
* the falling spikes, kind ``s3k_lrz_falling_spike`` ($18 Obj_LRZFallingSpike,
  loc_42898, loc_428D6, loc_42904);
* the turbine blades, a hurt Hitbox ($32 Obj_LRZTurbineSprites of a nonzero
  subtype, loc_44592).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_lrz import (LRZ_FALLING_SPIKE_COLLISION, LRZ_FALLING_SPIKE_SOLID,
                                            LRZ_SINKING_ROCK_SOLID, LRZ_TURBINE_BLADE_COLLISION)
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout

X0 = 300
NONE = np.zeros((1, 1), np.uint8)


def rec(object_id, subtype=0, x=X0, y=FLOOR - 0x40, act="lrz1"):
    return Placement("s3k", act, "sk2", 0, x, y, object_id, subtype, False, False, False)


def placed(object_id, subtype=0, x=X0, y=FLOOR - 0x40):
    return placers()[("sk2", object_id)](rec(object_id, subtype, x, y))


# ----- the numbers read in sonic3k.asm ------------------------------------------------

def test_the_placers_take_the_routines_numbers():
    # loc_42804: move.w #$1B,d1 / #$10,d2 / #$11,d3; Obj_LRZSinkingRock: width_pixels $10
    (rock,) = placed(0x17)
    assert LRZ_SINKING_ROCK_SOLID == (0x1B, 0x10, 0x11)
    assert (rock.kind, rock.solid_width, rock.half_height, rock.stand_height, rock.width) == (
        "s3k_lrz_sinking_rock", 0x1B, 0x10, 0x11, 0x10)
    # Obj_LRZFallingSpike: collision_flags $82, width_pixels $10; loc_42904: $13 / $10 / $11
    (spike,) = placed(0x18, 3)
    assert (LRZ_FALLING_SPIKE_COLLISION, LRZ_FALLING_SPIKE_SOLID) == (0x82, (0x13, 0x10, 0x11))
    assert (spike.kind, spike.subtype, spike.hurt_width_radius, spike.hurt_height_radius) == (
        "s3k_lrz_falling_spike", 3, 12, 20)  # Touch_Sizes 2
    assert (spike.solid_width, spike.half_height, spike.stand_height, spike.width) == (0x13, 0x10, 0x11, 0x10)
    # Obj_LRZTurbineSprites: a nonzero subtype sets collision_flags $A0 (Touch_Sizes $20: 4 x 40)
    (blades,) = placed(0x32, 1)
    assert LRZ_TURBINE_BLADE_COLLISION == 0xA0
    assert isinstance(blades, hp.Hitbox) and (blades.width_radius, blades.height_radius, blades.reaction) == (
        4, 40, "hurt")
    assert placed(0x32, 0) == []  # sub_44338 takes a player over: not placed


def test_the_catalogue_says_why_the_others_are_left():
    for oid in (0x15, 0x16, 0x19, 0x1A, 0x1B, 0x1D, 0x22, 0x25, 0x32, 0x99,
                0x9C, 0x9E, 0xAD, 0xAE):
        assert catalogue.REASONS_BY_ID[("sk2", oid)].endswith(": not modelled")
    assert ("sk2", 0x18) not in catalogue.REASONS_BY_ID  # modelled now


# ----- the sinking rock -------------------------------------------------------------

RY = FLOOR - 0x50  # its top $10 above: a player standing on it is far above the floor


def rock_run(inputs, y0=RY):
    """A player dropped onto the rock, then the inputs: the rock's pixel y and
    whether he stands on it, after each frame."""
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=y0 - 0x40, grounded=False)
    o = hp.Objects(placed(0x17, y=y0), 1, "s3k")
    out = []
    for b in inputs:
        p.step(FLOOR_WORLD, np.array([[b]], np.uint8), objects=o)
        out.append((int(o.raw.y[0, 0]) >> 16, bool(o.raw.standing[0, 0])))
    return out


def test_a_sinking_rock_sinks_by_the_sine_while_stood_on_and_rises_back():
    """loc_427F8: $2E + 1 a frame while standing_mask is set (up to $40), else
    - 1 (loc_427E2, down to 0); loc_42804: y = $46 + (sin($2E) >> 3)."""
    got = rock_run([0] * 120 + [18] + [2] * 100)  # stands, then jumps off to the right
    land = next(i for i, (_y, s) in enumerate(got) if s)  # his landing frame: its standing bit set
    assert all(y == RY for y, _s in got[:land + 1])
    sink = [y for y, _s in got[land + 1:land + 1 + 0x45]]
    assert sink == [RY + (int(hp.sine(c)) >> 3) for c in range(1, 0x41)] + [RY + 0x20] * 5
    left = next(i for i in range(land + 1, len(got)) if not got[i][1])  # jumped off: the bit clear
    back = [y for y, _s in got[left + 1:left + 1 + 0x42]]
    assert back == [RY + (int(hp.sine(c)) >> 3) for c in range(0x3F, -1, -1)] + [RY] * 2


def test_a_sinking_rock_is_solid():
    """SolidObjectFull d1 = $1B: a runner is stopped by its side."""
    (rock,) = placed(0x17, x=X0, y=FLOOR - 0x10)
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x60, y=FLOOR - 20, grounded=True)
    o = hp.Objects([rock], 1, "s3k")
    for _ in range(60):
        p.step(FLOOR_WORLD, np.array([[2]], np.uint8), objects=o)  # right
    assert int(p.raw.x[0]) >> 16 < X0 - 0x1B + 1 and int(o.raw.y[0, 0]) >> 16 == FLOOR - 0x10


@pytest.mark.parametrize("seq", [[2] * 40 + [18] * 30 + [0] * 80 + [1] * 40, [0] * 30 + [16] + [0] * 90])
def test_sinking_rock_broad_phase(seq):
    (p1, o1), (p2, o2) = broad_phase_worlds(placed(0x17, x=X0 + 0x40, y=FLOOR - 0x30), X0, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


# ----- the falling spike ------------------------------------------------------------

SY = FLOOR - 0x60


def spike_run(dx, frames, subtype=5):
    """The spike at (X0, SY), a still player on the floor at X0 + dx: its y
    (16.16) and state after each frame."""
    p = hp.Players(1, game="s3k")
    p.place(x=X0 + dx, y=FLOOR - 20, grounded=True)
    o = hp.Objects(placed(0x18, subtype, y=SY), 1, "s3k")
    out = []
    for _ in range(frames):
        p.step(FLOOR_WORLD, NONE, objects=o)
        out.append((int(o.raw.y[0, 0]), o.state(0)))
    return out


def fall_ys(frames, trigger):
    """loc_42898 from frame 2 (the init's frame first): once the distance is
    below the subtype, loc_428D6 from the next frame: MoveSprite, then
    ObjCheckFloorDist from y + $C (negative: y + it, landed)."""
    y, vel, state, out = SY << 16, 0, "hanging", []
    for f in range(1, frames + 1):
        if state == "falling":
            y, vel = (y + vel * 256) & 0xFFFFFFFF, vel + 0x38
            d = int(FLOOR_WORLD.cast(np.array([X0]), np.array([(y >> 16) + 0xC]), "down", "top",
                                     game="s3k").distance[0])
            if d < 0:
                y, state = (y + (d << 16)) & 0xFFFFFFFF, "landed"
        elif state == "hanging" and f >= 2 and trigger:
            state = "falling"
        out.append((y, state))
    return out


@pytest.mark.parametrize("dx, trigger", [(4, True), (-4, True), (0, True), (5, False), (-5, False), (0x200, False)])
def test_a_falling_spike_falls_once_a_player_is_nearer_than_its_subtype(dx, trigger):
    got = spike_run(dx, 80)
    assert got == fall_ys(80, trigger)
    if trigger:
        assert got[1][1] == "falling" and got[-1][1] == "landed" and (got[-1][0] >> 16) + 0xC >= FLOOR - 1


def test_a_hanging_spike_hurts_from_the_third_frame():
    """The init lists no touch; loc_42898 lists $82 from frame 2, read by the
    player's scan of frame 3."""
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=FLOOR - 20, grounded=True)
    o = hp.Objects(placed(0x18, 5, x=X0 + 12, y=FLOOR - 20), 1, "s3k")  # 12 px away: beyond its trigger
    hurt_at = None
    for f in range(1, 10):
        p.step(FLOOR_WORLD, NONE, objects=o)
        if hurt_at is None and "hurt:0" in o.events(0):
            hurt_at = f
    assert hurt_at == 3 and o.state(0) == "hanging"


def test_a_landed_spike_is_solid():
    """loc_42904: SolidObjectFull d1 = $13: a runner is stopped by its side."""
    o = hp.Objects(placed(0x18, 5, x=X0, y=SY), 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=FLOOR - 20, grounded=True)
    for _ in range(4):  # triggers it, then walks away before it lands
        p.step(FLOOR_WORLD, NONE, objects=o)
    for _ in range(40):
        p.step(FLOOR_WORLD, np.array([[1]], np.uint8), objects=o)  # left
    assert o.state(0) == "landed"
    for _ in range(80):
        p.step(FLOOR_WORLD, np.array([[2]], np.uint8), objects=o)  # back right
    assert int(p.raw.x[0]) >> 16 < X0 - 0x13 + 1


@pytest.mark.parametrize("seq", [[2] * 60 + [18] * 30 + [1] * 40, [0] * 10 + [2] * 30 + [16] + [0] * 60])
def test_falling_spike_broad_phase(seq):
    (p1, o1), (p2, o2) = broad_phase_worlds(placed(0x18, 5, x=X0 + 0x40, y=FLOOR - 0x50), X0, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


# ----- the real layouts ---------------------------------------------------------------

@pytest.mark.parametrize("object_id, kind, counts", [
    (0x17, "s3k_lrz_sinking_rock", {"lrz1": 11, "lrz2": 0}),
    (0x18, "s3k_lrz_falling_spike", {"lrz1": 15, "lrz2": 0}),
    (0x32, "hitbox", {"lrz1": 0, "lrz2": 11}),
])
def test_every_record_is_placed(object_id, kind, counts):
    for act, n in counts.items():
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
        records = lay.objects[lay.objects["id"] == object_id]
        objs = [o for o in place(records, "s3k", act) if str(o.kind) == kind]
        assert len(objs) == n
        if object_id != 0x32:
            assert len(records) == n and [(o.x, o.y) for o in objs] == [(int(r["x"]), int(r["y"])) for r in records]
        else:  # the 7 turbines of subtype 0 are not placed
            assert len(records) == (18 if act == "lrz2" else 0)
        hp.Objects(objs, 1, "s3k")  # accepted by the core
