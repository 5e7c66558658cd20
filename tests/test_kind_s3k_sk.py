"""Sonic & Knuckles' own objects (issue 18 points 3/4; docs/kinds/s3k.md),
whose code is in sonic3k.asm only: the checkout lacks it, so the numbers
below were read from a public copy (murshies/skdisasm's sonic3k.asm) and
each test names the label they come from.

* the kind ``s3k_osc_block`` (cpp/hedgephys/kinds/s3k_osc_block.cpp):
  Obj_SOZFloatingPillar (byte_4116A, off_41210, loc_411D8, loc_4121E,
  loc_4124A), Obj_LRZSolidMovingPlatforms (byte_25826, off_258BC,
  loc_2588C) and Obj_DEZFloatingPlatform (word_25AB8, loc_25A7E);
* the hurt blocks of the S&K zones: Obj_InvisibleShockBlock /
  Obj_InvisibleLavaBlock (shield_reaction bits 5 / 4) and their shared
  Obj_InvisibleHurtBlockHorizontal routines' sub_1F58C;
* Obj_FBZMagneticSpikeBall's still form (subtype 1-$7F, collision $9A);
* the catalogue's reasons for those left out (LRZFlameThrower, DDZAsteroid...).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_sk import (DEZ_PLATFORM, FBZ_SPIKE_BALL_COLLISION, LRZ_PLATFORMS, OSC_MOTIONS,
                                           SOZ_PILLARS, osc_block)
from hedgephys.levels.placing import Placement
from hedgephys.levels.touch_data import touch_size
from hedgephys.s3k_hurt_blocks import S3KHurtBlock, hurt_block_size
from helpers import object_frames, one_player

OX, OY = 600, 300
# off_41210's motions 1-3 (4-6 the same on Y): (table byte offset, doubled, centre).
MOTION_READS = {1: (0x0A, False, 0x20), 2: (0x1E, False, 0x40), 3: (0x3A, True, 0x80)}


def rec(x=OX, y=OY, subtype=0, x_flip=False, table="sk2", act="soz1", object_id=0x42):
    return Placement("s3k", act, table, 0, x, y, object_id, subtype, x_flip, False, False)


def pillar(subtype, x=OX, y=OY, x_flip=False):
    width, height, frame, _mask = SOZ_PILLARS[(subtype >> 4) & 7]
    return osc_block(rec(x, y, subtype, x_flip), width, height, subtype & 0xF,
                     spikes_top=frame == 1, spikes_bottom=frame == 2)


def table_byte(table, offset):
    word = int(table[offset >> 1])
    return (word & 0xFF) if offset & 1 else word >> 8


@pytest.mark.parametrize("motion", [1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("x_flip", [False, True])
def test_osc_block_rides_its_oscillator_byte(motion, x_flip):
    """off_41210 (loc_41270 ... loc_412C0): x0 or y0 plus (byte - centre),
    the byte at Oscillating_table + $0A, + $1E or twice the one at + $3A,
    negated by status bit 0 (the X-flip); read from this frame's table."""
    offset, doubled, centre = MOTION_READS[(motion - 1) % 3 + 1]
    seen = set()
    for table, o in object_frames([pillar(motion, x_flip=x_flip)], 300, game="s3k"):
        d = table_byte(table, offset) * (2 if doubled else 1) - centre
        d = -d if x_flip else d
        want = (OX + d, OY) if motion <= 3 else (OX, OY + d)
        assert ((int(o.raw.x[0, 0]) >> 16), (int(o.raw.y[0, 0]) >> 16)) == want
        seen.add(d)
    assert len(seen) > 20  # it moves


def test_still_block_does_not_move():
    """locret_4126E: motion 0 leaves it where it was placed."""
    for _table, o in object_frames([pillar(0)], 50, game="s3k"):
        assert ((int(o.raw.x[0, 0]) >> 16), (int(o.raw.y[0, 0]) >> 16)) == (OX, OY)


def drop_onto(obj, game="s3k", **state):
    """A player falling onto the top of a still block at (OX, OY): (players, objects)."""
    height = obj.params["half_height"]
    p = one_player(game, x=OX, y=OY - height - 19 + 2, y_speed=0x200, in_air=True, **state)
    o = hp.Objects([obj], 1, game)
    o.update(p, 0)
    return p, o


def test_pillar_sizes_and_solidity():
    """byte_4116A row 0: width_pixels $20, height_pixels $40: SolidObjectFull
    with d1 = $2B, d2 = $40, d3 = $41; a player landing on it stands, unhurt."""
    block = pillar(0x00)
    assert (block.solid_width, block.half_height, block.stand_height, block.width) == (0x2B, 0x40, 0x41, 0x20)
    p, o = drop_onto(block)
    assert o.raw.standing[0, 0] == 1 and p.raw.hurt[0] == 0 and p.raw.airborne[0] == 0


def test_pillar_with_spikes_on_top_hurts_a_player_landing():
    """Row 1 (mapping frame 1, mask $30): loc_4121E hurts a player whose
    touch-top bit is set (landing on it this frame) with sub_24280."""
    p, o = drop_onto(pillar(0x10))
    assert p.raw.hurt[0] == 1 and "hurt:0" in o.events(0)
    # invulnerable (sub_24280's invulnerability_timer test): he just stands
    p = one_player("s3k", x=OX, y=OY - 0x50 - 19 + 2, y_speed=0x200, in_air=True)
    p.raw.invuln[0] = 30
    o = hp.Objects([pillar(0x10)], 1, "s3k")
    o.update(p, 0)
    assert o.raw.standing[0, 0] == 1 and p.raw.hurt[0] == 0


def test_pillar_with_spikes_below_hurts_from_below_only():
    """Row 2 (mapping frame 2, mask $C): loc_4124A hurts on the touch-bottom
    bits; landing on its top does nothing."""
    p, o = drop_onto(pillar(0x20))
    assert o.raw.standing[0, 0] == 1 and p.raw.hurt[0] == 0
    p = one_player("s3k", x=OX, y=OY + 0x50 + 19 - 6, y_speed=-0x400, in_air=True)
    o = hp.Objects([pillar(0x20)], 1, "s3k")
    (_, contact, _, _) = o.update(p, 0)
    assert contact == "bottom" and p.raw.hurt[0] == 1
    p = one_player("s3k", x=OX, y=OY + 0x50 + 19 - 6, y_speed=-0x400, in_air=True)
    o = hp.Objects([pillar(0x10)], 1, "s3k")  # spikes on top: a bottom touch does nothing
    (_, contact, _, _) = o.update(p, 0)
    assert contact == "bottom" and p.raw.hurt[0] == 0


def test_a_rider_moves_with_a_vertical_block():
    """Stood on a Y-moving block (motion 4) the player keeps its top under him."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([pillar(0x04, y=OY)], 1, "s3k")
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p.place(x=OX, y=(int(o.raw.y[0, 0]) >> 16) - 0x41 - 19 - 30, grounded=False)
    p.step(empty, np.zeros((40, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0
    tops = set()
    for _ in range(120):
        p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
        assert p.raw.on_object[0] == 0
        assert int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 0x41 - 19
        tops.add(int(o.raw.y[0, 0]) >> 16)
    assert len(tops) > 10


def test_osc_blocks_broad_phase_and_lazy_agree():
    """The batch step (busy radii, lazy blocks far from the player) equals
    every routine every frame (step_stages)."""
    objs = [pillar(s, x=300 + 90 * i, y=FLOOR - 0x41 - 10 * (i % 3), x_flip=bool(i & 1))
            for i, s in enumerate([0, 1, 2, 3, 4, 5, 6, 0x11, 0x24, 0x15])]
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80 + [8] * 200
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


# ----- the hurt blocks' shields ---------------------------------------------------

W, H = hurt_block_size(0x71)


@pytest.mark.parametrize("spared_by, shield, hurt", [
    ("lightning", 0x21, 0), ("lightning", 0x11, 1), ("lightning", 0x01, 1), ("lightning", 0x00, 1),
    ("fire", 0x11, 0), ("fire", 0x21, 1), ("fire", 0x41, 1), (None, 0x21, 1)])
def test_shock_and_lava_blocks_spare_a_matching_shield(spared_by, shield, hurt):
    """sub_1F58C: shield_reaction ($20 shock, $10 lava) & $73 & the player's
    status_secondary: nonzero, no hurt; else sub_24280 (the spikes' hurt)."""
    p = one_player("s3k", x=OX, y=OY - H - 19 + 2, y_speed=0x200, in_air=True)
    p.raw.shield[0] = shield
    o = hp.Objects([S3KHurtBlock(OX, OY, W, H, spared_by=spared_by)], 1, "s3k")
    o.update(p, 0)
    assert o.raw.standing[0, 0] == (1 - hurt) or hurt
    assert int(p.raw.hurt[0]) == hurt


def test_hurt_block_effect_parameter():
    """The registry's effect: hurt, kill, hurt_but_fire_shield,
    hurt_but_lightning_shield (the row's subtype)."""
    assert S3KHurtBlock(0, 0, W, H)._row("s3k")["subtype"] == 0
    assert S3KHurtBlock(0, 0, W, H, kills=True)._row("s3k")["subtype"] == 1
    assert S3KHurtBlock(0, 0, W, H, spared_by="fire")._row("s3k")["subtype"] == 2
    assert S3KHurtBlock(0, 0, W, H, spared_by="lightning")._row("s3k")["subtype"] == 3
    assert S3KHurtBlock(0, 0, W, H, effect="hurt_but_lightning_shield").spared_by == "lightning"
    assert S3KHurtBlock(0, 0, W, H, effect=1).kills
    with pytest.raises(ValueError, match="spared_by"):
        S3KHurtBlock(0, 0, W, H, spared_by="water")
    with pytest.raises(ValueError, match="spared by no shield"):
        S3KHurtBlock(0, 0, W, H, kills=True, spared_by="fire")
    with pytest.raises(TypeError, match="either effect"):
        S3KHurtBlock(0, 0, W, H, kills=True, effect=1)
    with pytest.raises(ValueError):
        S3KHurtBlock(0, 0, W, H, effect=4)


# ----- placers -------------------------------------------------------------------

def test_placer_numbers():
    """byte_4116A: ($20, $40, 0, 0), ($20, $50, 1, $30), ($20, $50, 2, $C);
    byte_25826: ($20, $20) twice; Obj_DEZFloatingPlatform's init: $20 by $10;
    off_258BC / word_25AB8 read the oscillators for 1, 2, 4, 5 (3, 6-8 run
    sub_25974); Obj_FBZMagneticSpikeBall: collision_flags $9A."""
    assert SOZ_PILLARS == ((0x20, 0x40, 0, 0), (0x20, 0x50, 1, 0x30), (0x20, 0x50, 2, 0x0C))
    assert LRZ_PLATFORMS == ((0x20, 0x20), (0x20, 0x20)) and DEZ_PLATFORM == (0x20, 0x10)
    assert OSC_MOTIONS == (0, 1, 2, 4, 5) and FBZ_SPIKE_BALL_COLLISION == 0x9A


def placed(table, object_id, subtype, act, x_flip=False):
    from hedgephys.levels.placing import placers
    return placers()[(table, object_id)](rec(subtype=subtype, x_flip=x_flip, table=table, act=act,
                                            object_id=object_id))


def test_placers_read_the_subtype_as_the_inits():
    (p,) = placed("sk2", 0x42, 0x25, "soz1", x_flip=True)
    assert (p.motion_type, p.x_flip, p.spikes_top, p.spikes_bottom, p.half_height) == (5, 1, 0, 1, 0x50)
    assert placed("sk2", 0x42, 0x30, "soz1") == [] and placed("sk2", 0x42, 0x07, "soz1") == []
    (p,) = placed("sk2", 0x2D, 0x12, "lrz2")
    assert (p.motion_type, p.solid_width, p.half_height, p.spikes_top) == (2, 0x2B, 0x20, 0)
    assert all(placed("sk2", 0x2D, t, "lrz2") == [] for t in (3, 6, 7, 8, 0x13, 0x20))
    (p,) = placed("sk2", 0x4A, 0x04, "dez2")
    assert (p.motion_type, p.solid_width, p.half_height, p.stand_height) == (4, 0x2B, 0x10, 0x11)
    assert placed("sk2", 0x4A, 0x03, "dez2") == []
    (s,) = placed("sk2", 0x6D, 0xE1, "dez1")
    (f,) = placed("sk2", 0x6E, 0x31, "lrz1")
    (h,) = placed("sk2", 0x6A, 0xF1, "dez2")
    assert (s.spared_by, f.spared_by, h.spared_by, h.kills) == ("lightning", "fire", None, False)
    assert (s.params["width_radius"], s.params["height_radius"]) == hurt_block_size(0xE1)
    (b,) = placed("sk1", 0x73, 0x01, "fbz1")
    assert isinstance(b, hp.Hitbox) and (b.width_radius, b.height_radius) == touch_size("s3k", 0x9A)
    assert b.reaction == "hurt"
    assert placed("sk1", 0x73, 0x81, "fbz1") == []
    (m,) = placed("sk1", 0x73, 0x00, "fbz1")  # h-fbz2: subtype 0 falls and rises (tests/test_kind_s3k_fbz2.py)
    assert m.kind == "s3k_fbz_magnet" and m.spike_ball


def test_reasons_of_those_left_out():
    """Their rows say why, read in their routines (not the default)."""
    for table, object_id, word in [("sk2", 0xB7, "flies"), ("sk2", 0x29, "on screen"),
                                   ("sk2", 0x38, "its box")]:
        why = catalogue.unmodelled_reason(table, object_id)
        assert word in why and why.endswith(": not modelled")


@pytest.mark.parametrize("act, object_id, want", [
    ("soz1", 0x42, None), ("soz2", 0x42, None), ("lrz2", 0x2D, OSC_MOTIONS), ("dez2", 0x4A, OSC_MOTIONS),
    ("dez1", 0x6D, None), ("dez2", 0x6D, None), ("lrz1", 0x6E, None), ("lrz3", 0x6E, None)])
def test_placers_on_the_real_layouts(act, object_id, want):
    """Every record placed, but for the motions that count their own speed."""
    from helpers import disasm_checkout
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act)
    recs = layout.of_id(object_id)
    objs = place(recs, "s3k", act)
    expect = [r for r in recs if want is None or (r["subtype"] & 0xF) in want]
    assert len(recs) and len(objs) == len(expect)
    for r, o in zip(expect, objs):
        assert (o.x, o.y) == (r["x"], r["y"])
        if object_id in (0x6D, 0x6E):
            assert o.spared_by == ("lightning" if object_id == 0x6D else "fire")
            assert (o.params["width_radius"], o.params["height_radius"]) == hurt_block_size(int(r["subtype"]))
        else:
            assert o.motion_type == r["subtype"] & 0xF and o.x_flip == r["x_flip"]


# ----- Mushroom Hill's caps (kind s3k_mushroom_cap) ------------------------------

# MHZMushroomCap_Positions (54 (x, y) pairs), read from sonic3k.asm.
CAP_SWAY = ([(0, 0)] * 4 + [(-1, 0)] * 3 + [(-2, 0)] * 3 + [(-3, 1)] * 6 + [(-2, 0)] * 3 + [(-1, 0)] * 3
            + [(0, 0)] * 4 + [(1, 0)] * 3 + [(2, 0)] * 3 + [(3, 1)] * 6 + [(2, 0)] * 3 + [(1, 0)] * 3
            + [(0, 0)] * 4 + [(-1, 0)] * 3 + [(-2, 0)] * 3)
CAP_LIGHT_OFFSET = 0x14  # Obj_MHZMushroomCap's init: $36 for subtype bit 0

def empty_map():
    return hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def cap(x=OX, y=OY, subtype=0):
    return hp.kinds.KindObject("s3k_mushroom_cap", x, y, subtype=subtype)


@pytest.mark.parametrize("subtype", [0x00, 0x01, 0xC1])
def test_cap_sways_with_the_tile_animation_counter(subtype):
    """UpdatePosition: the pair at Anim_Counters+$F + $36 ($14 for the
    light-spotted caps, subtype bit 0), the counter stepped by 2 by
    AnimateTiles_MHZ (loc_28180) after the objects, wrapping at $58, and
    read as 2 on the first frame (one Animate_Tiles before LevelLoop)."""
    assert len(CAP_SWAY) == 54 and (0x56 + CAP_LIGHT_OFFSET) // 2 == len(CAP_SWAY) - 1
    offset = CAP_LIGHT_OFFSET if subtype & 1 else 0
    for f, (_table, o) in enumerate(object_frames([cap(subtype=subtype)], 200, game="s3k"), start=1):
        dx, dy = CAP_SWAY[((2 * f) % 0x58 + offset) // 2]
        assert ((int(o.raw.x[0, 0]) >> 16), (int(o.raw.y[0, 0]) >> 16)) == (OX + dx, OY + dy)


def drop_on_cap(y_speed, height=40):
    """A player falling onto a cap from `height` px over its top: the record
    of his fields and the cap's state, frame by frame."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([cap()], 1, "s3k")
    p.place(x=OX, y=OY - 0x12 - 19 - height, grounded=False)
    p.raw.ysp[0] = y_speed
    rows = []
    for _ in range(60):
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        rows.append({"y": int(p.raw.y[0]) >> 16, "ysp": int(p.raw.ysp[0]), "air": int(p.raw.airborne[0]),
                     "anim": int(p.raw.anim[0]), "standing": int(o.raw.standing[0, 0]),
                     "cap_y": int(o.raw.y[0, 0]) >> 16, "events": o.events(0)})
    return rows


def test_cap_launches_on_its_first_spring_frame():
    """Landing (frame L): animation 1 starts next frame; frames L+1..L+5 show
    mapping frame 1, the top 8 px over the centre (byte_3E0DA); L+6 shows
    frame 3 and BounceCharacter launches him at -(speed + $20), the speed
    $660 / $760 / $860 by the Y speed stored on the frame before landing
    (below $660, below $760, else)."""
    bands = set()
    for y_speed in (0, 0x500, 0x600, 0x680, 0x700, 0x780, 0x900):
        rows = drop_on_cap(y_speed)
        land = next(i for i, r in enumerate(rows) if r["standing"])
        stored = rows[land - 1]["ysp"]
        want = 0x660 if stored < 0x660 else 0x760 if stored < 0x760 else 0x860
        bands.add(want)
        for i in range(land, land + 6):
            assert rows[i]["air"] == 0 and rows[i]["standing"] == 1
        for i in range(land + 1, land + 6):
            assert rows[i]["y"] == rows[i]["cap_y"] - 8 - 19
        r = rows[land + 6]
        assert r["ysp"] == -(want + 0x20) and r["air"] == 1 and r["anim"] == 0x10
        assert "sprung:0" in r["events"]
    assert bands == {0x660, 0x760, 0x860}


def test_cap_at_rest_is_a_top_solid_platform():
    """Animation 0: frame 0, its top $12 over its centre; a player walking
    under or beside it is not stopped (SolidObjectTop)."""
    rows = drop_on_cap(0, height=2)
    land = next(i for i, r in enumerate(rows) if r["standing"])
    assert rows[land]["y"] == rows[land]["cap_y"] - 0x12 - 19 - 1
    p = hp.Players(1, game="s3k")
    o = hp.Objects([cap()], 1, "s3k")
    p.place(x=OX - 80, y=OY + 0x12, grounded=False)
    p.raw.xsp[0] = 0x400
    p.step(empty_map(), np.zeros((30, 1), np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 > OX + 0x18 and o.raw.standing[0, 0] == 0


def test_cap_placer():
    """Dark and light-spotted caps placed, the subtype kept (bit 0: the
    sway's offset)."""
    (c,) = placed("sk2", 0x23, 0x00, "mhz1")
    assert c.kind == "s3k_mushroom_cap" and (c.width, c.width_radius, c.height_radius) == (0x18, 0x20, 0x10)
    for subtype in (0x81, 0xC1, 0x40):
        (c,) = placed("sk2", 0x23, subtype, "mhz2")
        assert c.subtype == subtype
    assert "light-spotted" not in catalogue.unmodelled_reason("sk2", 0x23)


@pytest.mark.parametrize("act", ["mhz1", "mhz2"])
def test_cap_placer_on_the_real_layouts(act):
    from helpers import disasm_checkout
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act).of_id(0x23)
    objs = place(recs, "s3k", act)
    assert any(r["subtype"] & 1 for r in recs) and len(objs) == len(recs)
    assert [(o.x, o.y, o.subtype) for o in objs] == [(r["x"], r["y"], r["subtype"]) for r in recs]


# ----- Lava Reef's orbiting spike balls (kind s3k_orbit_ball) ---------------------

def orbit_offset(c, big, vertical):
    """loc_43BC4, loc_43C0C, loc_43CB6, loc_43D04 (arithmetic shifts of the cosine)."""
    if not vertical:
        return (c + (c >> 1)) >> 3 if big else c >> 3
    return (c >> 2) - ((c >> 2) >> 3) if big else (c + (c >> 2)) >> 3


@pytest.mark.parametrize("subtype, x_flip, vertical", [(0x00, False, False), (0x81, True, False),
                                                       (0x40, False, True), (0x31, True, True)])
def test_orbit_ball_swings_by_the_level_frame_counter(subtype, x_flip, vertical):
    """The angle: twice the counter's low byte (negated when X-flipped) plus
    the subtype less bit 0; harmful while that byte is negative; X or Y from
    its cosine (GetSineCosine's d1)."""
    from hedgephys.levels.placing import placers
    (ball,) = placers()[("sk2", 0x2C if vertical else 0x2B)](
        rec(subtype=subtype, x_flip=x_flip, object_id=0x2C if vertical else 0x2B, act="lrz2"))
    assert (ball.width_radius, ball.height_radius) == touch_size("s3k", 0x8F if subtype & 1 else 0x9A)
    states = set()
    for table, o in object_frames([ball], 300, game="s3k"):
        frame = int(table[-1])  # the level frame counter the objects read (oscillators.hpp)
        a = (2 * frame) & 0xFF
        a = (-a) & 0xFF if x_flip else a
        a = (a + (subtype & 0xFE)) & 0xFF
        d = orbit_offset(int(hp.cosine(a)), bool(subtype & 1), vertical)
        want = (OX, OY + d) if vertical else (OX + d, OY)
        assert ((int(o.raw.x[0, 0]) >> 16), (int(o.raw.y[0, 0]) >> 16)) == want
        assert int(o.raw.state[0, 0]) == (a >> 7)
        states.add(a >> 7)
    assert states == {0, 1}


def test_orbit_ball_hurts_only_while_in_front():
    """A player standing in the ball's box is hurt on a frame after one whose
    angle was negative (collision $9A set), never while it is behind."""
    hurt_frames = []
    for start in range(0, 128, 8):
        p = hp.Players(1, game="s3k")
        p.place(x=OX, y=OY, grounded=False)
        o = hp.Objects([hp.kinds.KindObject("s3k_orbit_ball", OX, OY, width_radius=16, height_radius=16,
                                            subtype=(start * 2) & 0xFE, vertical=True)], 1, "s3k")
        p.raw.ysp[0] = 0
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        harmful = int(o.raw.state[0, 0])
        p.place(x=int(o.raw.x[0, 0]) >> 16, y=int(o.raw.y[0, 0]) >> 16, grounded=False)
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        assert int(p.raw.hurt[0]) == harmful
        hurt_frames.append(harmful)
    assert 0 in hurt_frames and 1 in hurt_frames


@pytest.mark.parametrize("act, object_id", [("lrz2", 0x2B), ("lrz2", 0x2C)])
def test_orbit_ball_placer_on_the_real_layouts(act, object_id):
    from helpers import disasm_checkout
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act).of_id(object_id)
    objs = place(recs, "s3k", act)
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y, o.subtype, o.x_flip, o.vertical) == (r["x"], r["y"], r["subtype"], r["x_flip"],
                                                                object_id == 0x2C)


def test_lrz_button_is_a_still_full_solid():
    """loc_42D16: SolidObjectFull with d1 = $10, d2 = $F, d3 = $10; width_pixels
    $10 (the top landing's width, loc_1BED0)."""
    (b,) = placed("sk2", 0x1C, 0x02, "lrz1")
    # h-trig: the kind s3k_button with side=True (it also writes its level trigger: test_kind_s3k_trigger.py)
    assert (b.kind, b.side, b.solid_width, b.half_height, b.stand_height, b.width) == (
        "s3k_button", 1, 0x10, 0xF, 0x10, 0x10)
    p, o = drop_onto(b)
    assert o.raw.standing[0, 0] == 1 and p.raw.hurt[0] == 0


def test_soz_sand_rock_breaks_under_a_curled_player():
    """loc_4172E: SolidObjectFull d1 = $23, d2 = $10, d3 = $11 (width_pixels
    $18); a player standing on it whose animation was 2 (roll) before the
    solid routine bounces off at -$300, curled (sub_417AC), and it stops
    being solid (loc_4180A)."""
    (b,) = placed("sk2", 0x44, 0, "soz1")
    row = b._row("s3k")
    assert row["params"] == (0x23, 0x10, 0x11, 0x18) and b.breaks == 2  # "top"
    p = one_player("s3k", x=OX, y=OY - 0x11 - 19, in_air=False)
    o = hp.Objects([b], 1, "s3k")
    o.raw.standing[0, 0] = 1
    p.raw.on_object[0] = 0
    p.raw.anim[0] = 2
    o.update(p, 0)
    assert int(p.raw.ysp[0]) == -0x300 and p.raw.airborne[0] == 1 and p.raw.rolling[0] == 1
    assert o.state(0) == "broken"


def test_caps_and_balls_lag_and_catch_up_exactly():
    """Lazy mushroom caps and orbiting balls (far ones skip frames and are
    caught up) against every routine every frame (step_stages), a player
    running, jumping and landing on caps along a wide floor."""
    objs = []
    for i in range(12):
        x = 250 + 170 * i
        objs.append(cap(x, FLOOR - 30 - 8 * (i % 3)))
        objs.append(hp.kinds.KindObject("s3k_orbit_ball", x + 60, FLOOR - 24, width_radius=16, height_radius=16,
                                        subtype=(37 * i) & 0xFF, x_flip=bool(i & 1), vertical=bool(i & 2)))
    seq = ([2] * 30 + [18] * 20 + [2] * 40 + [0] * 30 + [18] * 10) * 3 + [1] * 60 + [2] * 200
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)
