"""Metropolis's moving spikes (kind ``s2_mtz_spike``, cpp/hedgephys/kinds/s2_mtz_spike.cpp;
docs/kinds/s2.md): S2 Obj6D (FloorSpike: Obj6D_Main, Obj6D_Action) and the
spike of Obj68 (SpikyBlock: Obj68_Spike, Obj68_Spike_Action,
Obj68_CollisionFlags). Golden places from the routines' numbers, the hurt,
the broad phase's agreement, and the placers on the real layouts (skipped
without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_read, placed_of

FRAME = 33  # the level frame counter's word in the oscillators' table
OX, OY = 600, 100  # far from the player


def places(objs, n, game="s2"):
    """The objects' pixel places after each of n frames (player far away)."""
    p = hp.Players(1, game=game)
    p.place(x=100, y=FLOOR - 20, grounded=True)
    o = hp.Objects(objs, 1, game)
    out = []
    for _ in range(n):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        out.append([((int(x) >> 16), (int(y) >> 16)) for x, y in zip(o.raw.x[0], o.raw.y[0])])
    return out, o


def floor_spike_rise(start):
    """Obj6D_Action from the frame it starts: 8 frames up by 4 px ($400 of the
    offset word), 3 frames of floorspike_delay, 8 frames down, one more
    frame for the borrow that sets it waiting."""
    return {start + i: 4 * (i + 1) for i in range(8)} | {start + 8 + i: 32 for i in range(3)} | \
        {start + 11 + i: 28 - 4 * i for i in range(8)} | {start + 19: 0}


@pytest.mark.parametrize("subtype", [0, 0x20, 0x7F])
def test_floor_spike_golden_rise(subtype):
    """It starts on its first frame (loaded with the act: frame 1, counter 1),
    then again when (counter - subtype) AND $7F = 0, every 128 frames."""
    ups, o = places([KindObject("s2_mtz_spike", OX, OY, subtype=subtype)], 400)
    expect = {}
    expect.update(floor_spike_rise(1))
    c = next(c for c in range(21, 149) if (c - subtype) & 0x7F == 0)
    for s in (c, c + 128, c + 256):
        expect.update(floor_spike_rise(s))
    for f in range(1, 401):
        assert ups[f - 1][0] == (OX, OY - expect.get(f, 0)), f
    assert o.state(0) == "ready"


def test_block_spike_golden_turns():
    """Obj68_Init (counter 1: position = bit 6 = 0, side = (1 >> 7) + subtype):
    out in 4 frames of 8 px, waiting; at the next counter AND $3F = 0 back in
    (3 frames, 0 without a borrow, then the borrow), then the next side
    (Obj68_Spike_Directions: up, right, down, left); out again at 128, and
    so on round the block."""
    out, _ = places([KindObject("s2_mtz_spike", OX, OY, subtype=1, around_block=True)], 330)
    sides = [(0, -1), (1, 0), (0, 1), (-1, 0)]  # (dx, dy) of up, right, down, left
    expect = {f: (OX, OY) for f in range(1, 331)}
    for side, start in ((1, 1), (2, 128), (3, 256)):
        dx, dy = sides[side]
        back = (start // 64 + 1) * 64
        offsets = {start + i: 8 * (i + 1) for i in range(4)} | {f: 32 for f in range(start + 4, back)} | \
            {back + i: 24 - 8 * i for i in range(4)}
        for f, d in offsets.items():
            if f <= 330:
                expect[f] = (OX + dx * d, OY + dy * d)
    for f in range(1, 331):
        assert out[f - 1][0] == expect[f], f


def scan_at(spike, counter_frames, px, py):
    """A player at (px, py) scanned after the spike's routine ran that many frames."""
    _, o = places([spike], counter_frames)
    p = hp.Players(1, game="s2")
    p.place(x=px, y=py, grounded=False)
    o.scan(p)
    return int(p.raw.hurt[0])


def test_floor_spike_box_and_hurt():
    """Collision $84: hurt class, size 4 = 4 x 16 radii, 32 px up at its top."""
    assert touch_size("s2", 0x84) == (4, 16)
    spike = KindObject("s2_mtz_spike", 300, 200)
    # Sonic's box: 8 px each side of his x, hr - 3 = 16 above and below his y
    assert scan_at(spike, 8, 300 + 4 + 8, 200 - 32) == 1
    assert scan_at(spike, 8, 300 + 4 + 9, 200 - 32) == 0
    assert scan_at(spike, 8, 300, 200 - 32 - 16 - 16) == 1
    assert scan_at(spike, 8, 300, 200 - 32 - 16 - 17) == 0
    assert scan_at(spike, 20, 300, 200 - 32 - 16 - 16) == 0  # back down


def test_block_spike_sideways_box():
    """Obj68_CollisionFlags: $84 up and down, $A6 (size $26 = 16 x 4) right and left."""
    assert touch_size("s2", 0xA6) == (16, 4)
    spike = KindObject("s2_mtz_spike", 300, 200, subtype=1, around_block=True)  # right
    assert scan_at(spike, 10, 300 + 32 + 16 + 8, 200) == 1
    assert scan_at(spike, 10, 300 + 32 + 16 + 9, 200) == 0
    assert scan_at(spike, 10, 300 + 32, 200 + 4 + 16) == 1
    assert scan_at(spike, 10, 300 + 32, 200 + 4 + 17) == 0


def test_a_standing_player_is_hurt_by_a_rising_spike():
    """Standing over a floor spike sunk in the floor: its box reaches him as it rises."""
    p = hp.Players(1, game="s2")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([KindObject("s2_mtz_spike", 200, FLOOR + 28)], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.zeros((12, 1), np.uint8), objects=o, record=["hurt"])
    # his box's bottom: y + (hr - 3) = FLOOR - 4; the spike's top after frame g:
    # FLOOR + 28 - 4 g - 16, touching from g = 4 on (inclusive, rules/objects G2);
    # the scan of frame g + 1 sees it: row g of the record (row 0 = frame 1)
    assert int(np.argmax(rec["hurt"][:, 0])) == 4 and rec["hurt"][4, 0] == 1


@pytest.mark.parametrize("spike", [KindObject("s2_mtz_spike", 260, FLOOR - 8, subtype=3),
                                   KindObject("s2_mtz_spike", 260, FLOOR - 40, subtype=2, around_block=True)])
def test_broad_phase_agrees(spike):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80
    (p1, o1), (p2, o2) = broad_phase_worlds([spike, hp.SolidBox(500, FLOOR - 16, 16, 16)], 150, "s2")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_numbers_from_the_checkout():
    text = disasm_read("s2", "s2.asm")
    obj6d = text[text.index("Obj6D_Init:"):text.index("Obj6D_Action_End:")]
    assert "move.b\t#$84,collision_flags(a0)" in obj6d
    assert "subi.w\t#$400,floorspike_offset(a0)" in obj6d and "addi.w\t#$400,floorspike_offset(a0)" in obj6d
    assert "move.w\t#3,floorspike_delay(a0)" in obj6d and "andi.b\t#$7F,d0" in obj6d
    obj68 = text[text.index("Obj68_Init:"):text.index("Obj68_Obj6D_MapUnc_27750:")]
    assert re.search(r"move\.w\s+#\$1B,d1\s+move\.w\s+#\$10,d2\s+move\.w\s+#\$11,d3", obj68)
    assert "subi.w\t#$800,spikearoundblock_offset(a0)" in obj68 and "andi.b\t#$3F,d0" in obj68
    flags = re.search(r"Obj68_CollisionFlags:\s+((?:dc\.b\s+\$\w+[^\n]*\n\s*){4})", obj68).group(1)
    assert re.findall(r"\$(\w+)", flags) == ["84", "A6", "84", "A6"]


@pytest.mark.parametrize("act", ["mtz1", "mtz2", "mtz3"])
def test_placers_on_metropolis(act):
    recs, spikes = placed_of("s2", act, 0x6D, KindObject)
    spikes = [s for s in spikes if s.kind == "s2_mtz_spike" and not s.around_block]
    assert len(recs) == len(spikes)
    for rec, s in zip(recs, spikes):
        assert (s.x, s.y, s.subtype) == (rec["x"], rec["y"], rec["subtype"])
    recs, placed = placed_of("s2", act, 0x68, object)
    blocks = [b for b in placed if isinstance(b, hp.SolidBox) and (b.width_radius, b.height_radius) == (16, 16)
              and b.stand_height == 0x11]
    arounds = [s for s in placed if getattr(s, "kind", "") == "s2_mtz_spike" and s.around_block]
    assert len(recs) == len(arounds)
    for rec, s in zip(recs, arounds):
        assert (s.x, s.y, s.subtype) == (rec["x"], rec["y"], rec["subtype"])
        assert any((b.x, b.y) == (rec["x"], rec["y"]) for b in blocks)


def test_spiky_block_is_solid():
    """Running into a placed spiky block (its spike off to the far side) stops the player."""
    from hedgephys.levels.place_s2_mtz import SPIKY_BLOCK_RADII, SPIKY_BLOCK_STAND
    block = hp.SolidBox(300, FLOOR - 16, *SPIKY_BLOCK_RADII, stand_height=SPIKY_BLOCK_STAND)
    p = hp.Players(1, game="s2")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([block, KindObject("s2_mtz_spike", 300, FLOOR - 16, subtype=1, around_block=True)], 1, "s2")
    p.step(FLOOR_WORLD, np.full((90, 1), 2, np.uint8), objects=o)
    x = int(p.raw.x[0]) >> 16
    assert 300 - 0x1B - 8 <= x < 300 - 16 and p.raw.pushing[0] == 1
    p.step(FLOOR_WORLD, np.full((30, 1), 2, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 == x and p.raw.hurt[0] == 0


# ---- Obj6E, the large rotating platform (kind s2_rot_platform) ----

def rot_platform(subtype, x=OX, y=OY):
    from hedgephys.levels.place_s2_mtz import ROT_PLATFORM_PROPERTIES
    w, h = ROT_PLATFORM_PROPERTIES[(subtype >> 4) & 7]
    return KindObject("s2_rot_platform", x, y, width_radius=w, height_radius=h, subtype=subtype,
                      solid_width=w + 0xB, half_height=h, stand_height=h + 1, width=w)


@pytest.mark.parametrize("subtype", [0, 1, 2, 3, 0x10, 0x21])
def test_rot_platform_goes_round_with_the_oscillators(subtype):
    """loc_28432: dx, dy = bytes at Oscillating_Data + $20, + $24 less $38
    (signed); bit 0 negates both, bit 1 then turns a quarter."""
    from helpers import object_frames

    def sbyte(v):
        return (v & 0xFF) - 0x100 if v & 0x80 else v & 0xFF

    seen = set()
    for table, o in object_frames([rot_platform(subtype)], 400):
        dx, dy = sbyte((int(table[(2 + 0x20) >> 1]) >> 8) - 0x38), sbyte((int(table[(2 + 0x24) >> 1]) >> 8) - 0x38)
        if subtype & 1:
            dx, dy = -dx, -dy
        if subtype & 2:
            dx, dy = dy, -dx
        assert ((int(o.raw.x[0, 0]) >> 16), (int(o.raw.y[0, 0]) >> 16)) == (OX + dx, OY + dy)
        seen.add((dx > 0, dy > 0))
    assert len(seen) == 4  # all round


def test_rot_platform_carries_a_rider():
    """Dropped onto it (d3 = $C + 1): he rides it round, $D + 19 px above its centre."""
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s2")
    p.place(x=100, y=100, grounded=False)
    o = hp.Objects([rot_platform(0, 300, 200)], 1, "s2")
    p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
    p.place(x=int(o.raw.x[0, 0]) >> 16, y=(int(o.raw.y[0, 0]) >> 16) - 13 - 19 - 4, grounded=False)
    p.step(empty, np.zeros((20, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0
    for _ in range(100):
        p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
        assert p.raw.on_object[0] == 0
        assert int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 13 - 19


def test_rot_platform_numbers_from_the_checkout():
    from hedgephys.levels.place_s2_mtz import ROT_PLATFORM_PROPERTIES
    text = disasm_read("s2", "s2.asm")
    body = text[text.index("byte_283C0:"):text.index("loc_284BC:")]
    pairs = re.findall(r"dc\.b\s+\$?(\w+),\s*\$?(\w+)", body)[:3]
    assert [(int(a, 16), int(b, 16)) for a, b in pairs] == list(ROT_PLATFORM_PROPERTIES)
    assert "move.b\t(Oscillating_Data+$20).w,d1" in body and "subi.b\t#$38,d1" in body
    assert "move.b\t(Oscillating_Data+$24).w,d2" in body and "addi.w\t#$B,d1" in body


@pytest.mark.parametrize("act", ["mtz1", "mtz2", "mtz3"])
def test_rot_platform_placer(act):
    from hedgephys.levels.place_s2_mtz import ROT_PLATFORM_PROPERTIES
    recs, placed = placed_of("s2", act, 0x6E, KindObject)
    plats = [b for b in placed if b.kind == "s2_rot_platform"]
    want = [r for r in recs if (r["subtype"] >> 4) & 7 < 3]
    assert len(want) == len(plats)
    for rec, b in zip(want, plats):
        w, h = ROT_PLATFORM_PROPERTIES[(rec["subtype"] >> 4) & 7]
        assert (b.x, b.y, b.subtype, b.solid_width, b.half_height, b.width) == (
            rec["x"], rec["y"], rec["subtype"], w + 0xB, h, w)
