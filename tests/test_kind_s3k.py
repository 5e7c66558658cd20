"""Sonic 3's objects added for issue 18 (session 28): the hurt and
insta-kill blocks (kind s3k_hurt_block, cpp/hedgephys/kinds/s3k_hurt_block.cpp,
s3.asm Obj_InvisibleHurtBlockHorizontal / Vertical: SolidObjectFull2, then
sub_228EC or Kill_Character by the flip bits), the cork floors (Obj_CorkFloor as the breakable kind, its
``bottom`` rule loc_29858 and ``top`` rule loc_29742) and Launch Base's
moving platforms (Obj_LBZMovingPlatform as the moving_platform kind, its
falling types Platform_FallingDelayed / Platform_Falling); golden
numbers from the routines, whole frames, and the placers on real layouts
(HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.levels.place_s3k_cork import cork_floor
from hedgephys.platforms import MovingPlatform
from hedgephys.s3k_hurt_blocks import S3KHurtBlock, hurt_block_size
from hedgephys.spike_kinds import Breakable
from helpers import disasm_checkout, disasm_read, one_player


def placed_of(game, act, object_id, cls):
    """The act's layout records of `object_id` and the objects of class `cls`
    their placer gave; Sonic 3 alone ("s3") read from the skdisasm checkout."""
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    recs = layout.of_id(object_id)
    return recs, [o for o in place(recs, game, act) if isinstance(o, cls)]

OX, OY = 200, 200
W, H = 0x10, 0x18  # subtype $12: ($10 + $10) / 2, (2 + 1) * 8


def block(x_flip=False, y_flip=False, game="s3k", kills=True, **player):
    """One call of the block's routine on one player: (players, objects, result)."""
    p = one_player(game, **player)
    o = hp.Objects([S3KHurtBlock(OX, OY, W, H, x_flip=x_flip, y_flip=y_flip, kills=kills)], 1, game)
    result = o.update(p, 0)
    return p, o, result


def killed(p):
    """Kill_Character: in the air, ysp -$700, xsp and ground speed 0, dead."""
    r = p.raw
    return (int(r.crushed[0]), int(r.airborne[0]), int(r.ysp[0]), int(r.xsp[0]), int(r.gsp[0])) == (
        1, 1, -0x700, 0, 0)


def test_sizes_from_the_subtype():
    """width ((subtype & $F0) + $10) / 2, height ((subtype & $F) + 1) * 8."""
    assert hurt_block_size(0x12) == (W, H)
    assert hurt_block_size(0x00) == (8, 8)
    assert hurt_block_size(0xF1) == (0x80, 0x10)
    row = S3KHurtBlock(0, 0, W, H, kills=True)._row("s3k")
    assert row["params"] == (W + 0xB, H, H + 1, W)  # d1, d2, d3 of loc_1D284
    assert (row["subtype"], S3KHurtBlock(0, 0, W, H)._row("s3")["subtype"]) == (1, 0)
    for game in ("s1", "s2", "cd"):
        with pytest.raises(ValueError, match="s3k_hurt_block"):
            hp.Objects([S3KHurtBlock(0, 0, W, H)], 1, game)


@pytest.mark.parametrize("game", ["s3k", "s3"])
def test_unflipped_kills_a_player_landing_on_it(game):
    """loc_1D284: landing on top (the standing bit after the solid) kills."""
    p, o, (_, contact, _, _) = block(game=game, x=OX, y=OY - H - 19 + 2, y_speed=0x200, in_air=True)
    assert contact == "top" and killed(p)
    assert "killed:0" in o.events(0)
    # a side touch does not: pushed out, alive
    p, o, (_, contact, _, _) = block(game=game, x=OX - W - 0xB + 2, y=OY, x_speed=0x300, ground_speed=0x300)
    assert contact == "side" and p.raw.crushed[0] == 0 and int(p.raw.xsp[0]) == 0


def test_x_flipped_kills_on_either_side():
    """loc_1D2EA: the touch-side bits; standing on it is safe."""
    for x, speed in ((OX - W - 0xB + 2, 0x300), (OX + W + 0xB - 2, -0x300)):
        p, o, (_, contact, _, _) = block(x_flip=True, x=x, y=OY, x_speed=speed, ground_speed=speed)
        assert contact == "side" and killed(p)
    p, o, (_, contact, _, _) = block(x_flip=True, x=OX, y=OY - H - 19 + 2, y_speed=0x200, in_air=True)
    assert contact == "top" and p.raw.crushed[0] == 0 and o.raw.standing[0, 0] == 1


def test_y_flipped_kills_from_below_only():
    """loc_1D34E: the touch-bottom bits; X-flip is tested first (both set:
    the side routine)."""
    p, _, (_, contact, _, _) = block(y_flip=True, x=OX, y=OY + H + 19 - 6, y_speed=-0x400, in_air=True)
    assert contact == "bottom" and killed(p)
    p, _, (_, contact, _, _) = block(y_flip=True, x=OX, y=OY - H - 19 + 2, y_speed=0x200, in_air=True)
    assert contact == "top" and p.raw.crushed[0] == 0
    p, _, (_, contact, _, _) = block(x_flip=True, y_flip=True, x=OX, y=OY + H + 19 - 6, y_speed=-0x400,
                                     in_air=True)
    assert contact == "bottom" and p.raw.crushed[0] == 0


def test_the_horizontal_block_hurts_as_spikes_do():
    """$6A (kills=False): sub_228EC, the spikes' hurt: Y back by the Y speed,
    then the hurt routine; not while invulnerable."""
    p, o, (_, contact, _, _) = block(kills=False, x_flip=True, x=OX - W - 0xB + 2, y=OY, x_speed=0x300,
                                     ground_speed=0x300, in_air=True)
    assert contact == "side" and p.raw.hurt[0] == 1 and p.raw.crushed[0] == 0
    assert "hurt:0" in o.events(0) and "killed:0" not in o.events(0)
    p = one_player("s3k", x=OX, y=OY - H - 19 + 2, y_speed=0x200, in_air=True)
    p.raw.invuln[0] = 30
    o = hp.Objects([S3KHurtBlock(OX, OY, W, H)], 1, "s3k")
    o.update(p, 0)
    assert o.raw.standing[0, 0] == 1 and p.raw.hurt[0] == 0


def test_whole_frames_running_into_a_side_block():
    """Running right on the floor into an X-flipped block: killed on the
    frame he touches it, never through it; the dead player then falls
    through the floor (no more contact)."""
    p = hp.Players(1, game="s3k")
    p.place(x=200, y=FLOOR - 19, grounded=True, ground_speed=4, x_speed=4)
    o = hp.Objects([S3KHurtBlock(280, FLOOR - H, W, H, x_flip=True, kills=True)], 1, "s3k")
    rec = p.step(FLOOR_WORLD, np.full((40, 1), hp.buttons("R"), np.uint8), objects=o, record=["x", "crushed"])
    dead = np.flatnonzero(rec["crushed"][:, 0])
    assert dead.size and (rec["x"][: dead[0] + 1, 0] >> 16).max() <= 280 - W - 0xB + 19


# ----- cork floors ---------------------------------------------------------------

def test_cork_floor_broken_from_below_keeps_the_rising_speed():
    """loc_29858 / loc_29890: the touch-bottom bit gives back the Y speed of
    before the solid routine, then it breaks (no longer solid)."""
    p = one_player("s3k", x=OX, y=OY + 0x20 + 19 - 6, y_speed=-0x600, in_air=True)
    o = hp.Objects([Breakable(OX, OY, 0x20, 0x20, "bottom")], 1, "s3k")
    _, contact, _, _ = o.update(p, 0)
    assert contact == "bottom" and int(p.raw.ysp[0]) == -0x600
    assert o.state(0) == "broken"
    # from above it is a plain solid: stood on, not broken
    p = one_player("s3k", x=OX, y=OY - 0x20 - 19 + 2, y_speed=0x200, in_air=True)
    o = hp.Objects([Breakable(OX, OY, 0x20, 0x20, "bottom")], 1, "s3k")
    o.update(p, 0)
    assert o.raw.standing[0, 0] == 1 and o.state(0) == "idle"


def test_cork_floor_sizes_by_zone():
    """Obj_CorkFloor's init: AIZ $10 x $28 (act 2 $2C), CNZ and LBZ $20 x $20;
    subtype 0 from below, others from above; Ice Cap's sloped ones left out."""
    assert cork_floor("aiz", "aiz1", 1) == (0x10, 0x28, "top")
    assert cork_floor("aiz", "aiz2", 0) == (0x10, 0x2C, "bottom")
    assert cork_floor("cnz", "cnz2", 1) == (0x20, 0x20, "top")
    assert cork_floor("lbz", "lbz1", 0) == (0x20, 0x20, "bottom")
    assert cork_floor("icz", "icz2", 4) is None
    assert cork_floor("icz", "icz2", 0x12) == (0x10, 0x10, "top")


# ----- real layouts ------------------------------------------------------------------

def test_kill_block_numbers_from_the_checkout():
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_InvisibleHurtBlockVertical:"):]
    body = body[: body.index("Kill_Character")]
    assert re.search(r"andi\.w\s+#\$F0,d0\s+addi\.w\s+#\$10,d0\s+lsr\.w\s+#1,d0", body)
    assert re.search(r"andi\.w\s+#\$F,d1\s+addq\.w\s+#1,d1\s+lsl\.w\s+#3,d1", body)
    assert body.count("addi.w\t#$B,d1") == 3 and body.count("SolidObjectFull2") == 3


@pytest.mark.parametrize("game, act, records", [("s3", "hcz2", 40), ("s3k", "cnz2", 23), ("s3k", "fbz1", 16),
                                                 ("s3k", "soz1", 26)])
def test_kill_block_placer(game, act, records):
    """Every record, sized and flipped as the init reads it (the Sonic &
    Knuckles zones too: sonic3k.asm's copy is the same routine)."""
    recs, blocks = placed_of(game, act, 0x6B, S3KHurtBlock)
    assert len(recs) == records and len(blocks) == records and all(b.kills for b in blocks)
    for rec, b in zip(recs, blocks):
        assert (b.x, b.y) == (rec["x"], rec["y"])
        assert (b.width_radius, b.height_radius) == hurt_block_size(int(rec["subtype"]))
        assert (b.x_flip, b.y_flip) == (int(rec["x_flip"]), int(rec["y_flip"]))


@pytest.mark.parametrize("game, act, records, placed", [("s3", "aiz2", 11, 11), ("s3k", "icz2", 35, 0),
                                                        ("s3", "lbz1", 4, 4)])
def test_cork_floor_placer(game, act, records, placed):
    recs, floors = placed_of(game, act, 0x2A, Breakable)
    assert (len(recs), len(floors)) == (records, placed)
    for rec, f in zip(recs, floors):
        w, h, breaks = cork_floor(act[:3], act, int(rec["subtype"]))
        assert (f.x, f.y, f.width_radius, f.height_radius, f.breaks) == (
            rec["x"], rec["y"], w, h, hp.spike_kinds.BREAKS.index(breaks))


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_lbz_platform_placer(game):
    """Types 0-6 and 8-$E of subtypes below $20 as the floating platform of
    ($20, 8); type 7 (Platform_DiagonalLift) and bit 7 left out."""
    recs, plats = placed_of(game, "lbz1", 0x11, MovingPlatform)
    kept = [r for r in recs if r["subtype"] < 0x20 and r["subtype"] & 0xF != 7]
    assert len(recs) == 30 and len(plats) == len(kept) == 28
    for rec, pl in zip(kept, plats):
        assert (pl.x, pl.y, pl.subtype, pl.width_radius, pl.height_radius) == (
            rec["x"], rec["y"], rec["subtype"], 0x20, 8)


@pytest.mark.parametrize("act", ["hcz2", "aiz2", "lbz1"])
def test_sonic3_alone_acts_step_with_their_objects(act):
    """Sonic 3 alone ("s3") takes the S3K kinds (spikes, breakables, kill
    blocks, platforms): its acts' objects build and run."""
    level = hp.levels.load(disasm_checkout("s3k"), act, game="s3")
    p = hp.Players(1, game="s3")
    p.place(x=level.start[0], y=level.start[1])
    p.use_level(level)
    objects = hp.Objects(level.objects, 1, level.game)
    assert any(o.kind == "s3k_hurt_block" and o.kills for o in level.objects) == (act == "hcz2")
    p.step(level.tilemap, np.full((120, 1), hp.buttons("R"), np.uint8), objects=objects)
    assert int(p.raw.x[0]) >> 16 > level.start[0]


def test_icz_ice_block_numbers_from_the_checkout():
    """loc_57B5A: moveq #$1B,d1 / moveq #$11,d3, then SolidObjectTop."""
    from hedgephys.levels.place_s3k_still import ICZ_ICE_BLOCK_SIZE
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_ICZIceBlock:"):]
    body = body[: body.index("SolidObjectTop")]
    d1 = int(re.search(r"moveq\s+#\$([0-9A-F]+),d1", body).group(1), 16)
    d3 = int(re.search(r"moveq\s+#\$([0-9A-F]+),d3", body).group(1), 16)
    assert (d1, d3) == ICZ_ICE_BLOCK_SIZE
    recs, blocks = placed_of("s3", "icz2", 0xC8, hp.JumpThrough)
    assert len(blocks) == len(recs) > 0
    for rec, b in zip(recs, blocks):
        assert (b.x, b.y, b.width_radius, b.height_radius) == (rec["x"], rec["y"], d1, d3)
    # a player landing on one stands at surface - 19 - 1 (procedure D1.7), surface = y - $11
    p = one_player("s3k", x=OX, y=OY - 0x11 - 19 + 2, y_speed=0x200, in_air=True)
    o = hp.Objects([hp.JumpThrough(OX, OY, d1, d3)], 1, "s3k")
    o.update(p, 0)
    assert (o.raw.standing[0, 0], p.raw.airborne[0], int(p.raw.y[0]) >> 16) == (1, 0, OY - 0x11 - 19 - 1)


def test_lbz_falling_platform():
    """Platform_FallingDelayed ($D): from the frame after one it is stood on,
    a count of 30, then Platform_Falling with a count of 32: it falls (16.16
    y += y_vel << 8, then y_vel + $38) carrying the player, and when the
    count runs out drops him with its Y speed ($38 * 31) and stops being
    solid (Obj_FallingPlatformIntangible)."""
    oy = FLOOR - 60
    p = hp.Players(1, game="s3k")
    p.place(x=300, y=oy - 9 - 19 - 4, grounded=False)
    o = hp.Objects([MovingPlatform(300, oy, subtype=0x0D, width_radius=0x20, height_radius=8)], 1, "s3k")
    ys, states, stood, air, ysp = [], [], [], [], []
    for _ in range(110):
        p.step(FLOOR_WORLD, np.zeros(1, np.uint8), objects=o)
        ys.append(int(o.raw.y[0, 0]))
        states.append(o.state(0))
        stood.append(int(o.raw.standing[0, 0]))
        air.append(int(p.raw.airborne[0]))
        ysp.append(int(p.raw.ysp[0]))
    t0 = stood.index(1)
    assert set(ys[: t0 + 32]) == {oy << 16} and states[t0 + 31] == "dropping" and states[t0 + 30] == "active"
    for n in range(31):
        assert ys[t0 + 32 + n] == (oy << 16) + ((0x38 * n * (n + 1) // 2) << 8), n
        assert stood[t0 + 32 + n] == 1 and air[t0 + 32 + n] == 0
    drop = t0 + 63
    assert (states[drop], stood[drop], air[drop], ysp[drop]) == ("falling", 0, 1, 0x38 * 31)
    assert ys[drop + 1] == (oy << 16) + ((0x38 * 33 * 32 // 2) << 8)  # it goes on falling, not solid


@pytest.mark.parametrize("act, records", [("lrz2", 25), ("lrz3", 8), ("soz1", 14), ("soz2", 6), ("fbz2", 2)])
def test_sk_zones_collapsing_bridges(act, records):
    """sonic3k.asm's Obj_CollapsingBridge init in the Sonic & Knuckles zones:
    LRZ / its boss act (byte_2089A: $20, byte_20E85), SOZ (byte_20952: $20,
    byte_20E71), FBZ ($40, byte_20DA9, subtype $80); countdown
    (subtype & $F) * 16 + 8."""
    from hedgephys.collapsing import CollapsingBridge
    width, delays, flip, by_side = {"l": (0x20, (0x18, 0x12, 0xC, 6, 0x16), 0x18, False),
                                    "s": (0x20, (0x20, 0x18, 0x10, 8, 0x1E), 0x20, False),
                                    "f": (0x40, (0x40, 0x38, 0x30, 0x28, 0x20, 0x18, 0x10, 8, 0x3E), 0x40, True)}[act[0]]
    recs, bridges = placed_of("s3k", act, 0x0F, CollapsingBridge)
    assert len(recs) == len(bridges) == records
    for rec, b in zip(recs, bridges):
        assert (b.x, b.y, b.width, b.countdown) == (rec["x"], rec["y"], width, (rec["subtype"] & 0xF) * 16 + 8)
        assert (tuple(b.column_delays), b.flip_delay, bool(b.flip_by_side)) == (delays, flip, by_side)


def test_sk_zones_rocks():
    """sonic3k.asm's Obj_AIZLRZEMZRock (byte_1F9D0's eight sizes): LRZ1's
    $40 ($10 x $28, never), $44 (side), $50 ($28 x $10, never), $68 (bit 3,
    loc_1FF48: from below), LRZ2's $F4 ($10 x $20, bits 7 and 2: Knuckles
    on a side touch)."""
    want = {0x40: (0x10, 0x28, "never"), 0x44: (0x10, 0x28, "side"), 0x50: (0x28, 0x10, "never"),
            0x68: (0x28, 0x10, "bottom"), 0xF4: (0x10, 0x20, "knuckles_touch")}
    for act, count in (("lrz1", 89), ("lrz2", 21)):
        recs, rocks = placed_of("s3k", act, 0x05, Breakable)
        assert len(recs) == len(rocks) == count
        for rec, r in zip(recs, rocks):
            w, h, breaks = want[int(rec["subtype"])]
            assert (r.x, r.y, r.width_radius, r.height_radius, r.breaks) == (
                rec["x"], rec["y"], w, h, hp.spike_kinds.BREAKS.index(breaks))


@pytest.mark.parametrize("act, records", [("soz1", 16), ("soz2", 14)])
def test_soz_solid_sprites(act, records):
    """sonic3k.asm Obj_SOZSolidSprites: SolidObjectFull with d1, d2, d3 =
    $1B, $18, $19 (subtype 0, loc_41F90) or $2B, 8, 9 (loc_41FAC)."""
    recs, boxes = placed_of("s3k", act, 0x49, hp.SolidBox)
    assert len(recs) == len(boxes) == records
    o = hp.Objects(boxes, 1, "s3k")
    for i, rec in enumerate(recs):
        d = (0x1B, 0x18, 0x19) if rec["subtype"] == 0 else (0x2B, 8, 9)
        assert (int(o.raw.cx[0, i]), int(o.raw.hj[0, i]), int(o.raw.hs[0, i])) == d
        assert (boxes[i].x, boxes[i].y) == (rec["x"], rec["y"])
