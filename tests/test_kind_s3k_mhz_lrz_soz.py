"""Sonic & Knuckles' Mushroom Hill, Lava Reef and Sandopolis objects (issue 18
points 3/4/7; docs/kinds/s3k.md), whose code is in sonic3k.asm only: the
checkout lacks it, so the numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm) and each test names the label they come from.

* kind ``s3k_lrz_bridge``: $31 Obj_LRZCollapsingBridge (loc_39CA8, loc_39D84,
  loc_39CE8, sub_39D1A);
* kind ``s3k_soz_swing``: $43 Obj_SOZSwingingPlatform (loc_414FE, sub_4154C,
  sub_41636);
* kind ``s3k_lrz_smasher``: $21 Obj_LRZSmashingSpikePlatform (loc_43128,
  RawAni_43196, loc_431E0, loc_43222);
* kind ``sloped``: $11 Obj_MHZMushroomPlatform's still form (byte_3F42A).

The expected states come from emulating each routine frame by frame from its
loading (the object loaded on the act's first frame), not from the kinds' code.
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_mhz_lrz_soz import (LRZ_BRIDGE_SIZE, LRZ_BRIDGE_SURFACE, LRZ_SMASHER_SIZE,
                                                    MHZ_MUSHROOM_PLATFORM_HEIGHTS, MHZ_MUSHROOM_PLATFORM_SIZE,
                                                    SOZ_SWING_SIZE, SOZ_SWING_SOLID)
from hedgephys.levels.placing import Placement, placers
from helpers import disasm_checkout, object_frames

OX, OY = 600, 300


def placed(object_id, subtype=0, x_flip=False, y_flip=False, x=OX, y=OY, act="lrz1"):
    rec = Placement("s3k", act, "sk2", 0, x, y, object_id, subtype, x_flip, y_flip, False)
    return placers()[("sk2", object_id)](rec)


def empty_map():
    return hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def rider_on(obj, surface, dx=0):
    """A player falling onto `obj` from 2 px over its top (`surface` px over
    its centre), `dx` px from its x; the player and the batch."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([obj], 1, "s3k")
    p.place(x=OX + dx, y=OY - surface - 19 - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    return p, o


# ----- Lava Reef's collapsing bridges (kind s3k_lrz_bridge) ---------------------------

@pytest.mark.parametrize("subtype", [0, 1, 2])
def test_lrz_bridge_breaks_after_its_countdown_and_drops_its_rider(subtype):
    """loc_39CA8: the frame after the landing sets $32; then $30 =
    (subtype & $F) * $10 + 8 counts down one a frame and, at 0, loc_39D84
    breaks it on the next frame (no SolidObjectTop that frame); loc_39CE8
    keeps it solid $2A frames and on the last one sub_39D1A drops the rider
    (in the air, prev_anim 1) before the object is deleted."""
    (bridge,) = placed(0x31, subtype)
    p, o = rider_on(bridge, LRZ_BRIDGE_SURFACE)
    rows = []
    for _ in range(0x150):
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        rows.append((int(o.raw.state[0, 0]), int(o.raw.standing[0, 0]), int(p.raw.airborne[0]),
                     int(p.raw.y[0]) >> 16))
    land = next(i for i, r in enumerate(rows) if r[1])
    countdown = (subtype & 0xF) * 0x10 + 8
    broken = land + 2 + countdown
    assert all(r[0] == 0 for r in rows[:broken]) and rows[broken][0] == 1
    gone = broken + 0x2A
    for r in rows[land + 1:gone]:  # carried on its top (MvSonicOnPtfm) until the last frame
        assert r[1] == 1 and r[2] == 0 and r[3] == OY - LRZ_BRIDGE_SURFACE - 19
    assert rows[gone - 1][0] == 1 and rows[gone][0] == 2
    assert rows[gone][1] == 0 and rows[gone][2] == 1 and int(p.raw.prev_anim[0]) in (1, int(p.raw.anim[0]))
    assert rows[-1][3] > OY + 100  # fell through where it was


def test_lrz_bridge_is_top_solid_only_and_waits_for_a_rider():
    """SolidObjectTop (d1 = width_pixels $40): a player running under it is
    not stopped, and untouched it never breaks."""
    (bridge,) = placed(0x31, 0)
    assert (bridge.width, bridge.stand_height, bridge.width_radius, bridge.height_radius) == (
        LRZ_BRIDGE_SIZE[0], LRZ_BRIDGE_SURFACE, *LRZ_BRIDGE_SIZE)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([bridge], 1, "s3k")
    p.place(x=OX - 120, y=OY + 4, grounded=False)
    p.raw.xsp[0] = 0x600
    p.step(empty_map(), np.zeros((40, 1), np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 > OX + 0x40 and o.raw.state[0, 0] == 0 and o.raw.standing[0, 0] == 0


def test_lrz_bridge_placer_reads_the_subtype_as_the_init():
    """Subtype bits 4-7 would index byte_39CA4 past its one entry: not placed."""
    (b,) = placed(0x31, 0x02)
    assert b.kind == "s3k_lrz_bridge" and b.subtype == 2
    assert placed(0x31, 0x10) == []


# ----- Sandopolis's swinging platforms (kind s3k_soz_swing) ---------------------------

def sine(a):
    return int(hp.sine(a & 0xFF))


def cosine(a):
    return int(hp.cosine(a & 0xFF))


def table_byte(table, offset):
    word = int(table[offset >> 1])
    return (word & 0xFF) if offset & 1 else word >> 8


def links_offset(v, n):
    """sub_4154C: v swapped over a cleared low word, asr.l #4; 1.5 links,
    n - 1 links, half a link: the long's high word."""
    one = (v << 16) >> 4
    total = one + (one >> 1) + (n - 1) * one + (one >> 1)
    return total >> 16


class SwingModel:
    """sub_4154C / sub_41636 emulated from the object's loading."""

    def __init__(self, subtype, x_flip, y_flip):
        self.n, self.ridden = subtype & 0xF, bool(subtype & 0xF0)
        self.x_flip, self.y_flip = x_flip, y_flip
        self.angle, self.speed, self.dir, self.run, self.pause, self.kept = 0x4000, 0, 0, 0, 0, 0
        self.pos = (OX, OY)

    def step(self, osc_byte, standing):
        a = (osc_byte + 0x80) & 0xFF
        if self.ridden:
            a = self.swing(standing)
        if a == self.kept:
            return self.pos
        self.kept = a
        if self.x_flip:
            a = 0x80 - a
        if self.y_flip:
            a = -a
        if self.n < 2:
            return self.pos
        x = OX + links_offset(cosine(a), self.n)
        y = OY + links_offset(sine(a), self.n)
        if self.ridden:
            x += 0x18 if self.x_flip else -0x18
        self.pos = (x, y)
        return self.pos

    def swing(self, standing):
        if self.pause:
            if not standing:
                self.pause -= 1
            return self.angle >> 8
        if not self.run:
            if not standing:
                return self.angle >> 8
            self.run = 1
        if not self.dir:
            self.speed = ((self.speed + 8 + 0x8000) & 0xFFFF) - 0x8000
            self.angle = (self.angle + self.speed) & 0xFFFF
            if self.speed == 0:
                self.run = 0
            if self.angle >> 8 >= 0x80:
                self.dir = 1
        else:
            self.speed = ((self.speed - 8 + 0x8000) & 0xFFFF) - 0x8000
            self.angle = (self.angle + self.speed) & 0xFFFF
            if self.speed == 0:
                self.pause = 0x1E
            if self.angle >> 8 < 0x80:
                self.dir = 0
        return self.angle >> 8


def place_of(o):
    return int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16


@pytest.mark.parametrize("subtype, x_flip, y_flip", [(5, False, False), (4, True, False), (6, False, True),
                                                     (7, True, True), (1, False, False)])
def test_soz_swing_rides_oscillator_6(subtype, x_flip, y_flip):
    """sub_4154C with a zero form: Oscillating_table+$1A + $80, mirrored and
    negated by the flips, (n + 1) links from the pivot; no move while the
    byte equals the one kept ($36) or with fewer than 2 sprites."""
    (swing,) = placed(0x43, subtype, x_flip, y_flip, act="soz1")
    model = SwingModel(subtype, x_flip, y_flip)
    seen = set()
    for table, o in object_frames([swing], 400, game="s3k"):
        want = model.step(table_byte(table, 0x1A), False)
        assert place_of(o) == want
        seen.add(want)
    assert (len(seen) > 20) == (subtype >= 2)


@pytest.mark.parametrize("subtype, x_flip", [(0x13, False), (0x15, True)])
def test_soz_swing_a_rider_starts(subtype, x_flip):
    """sub_41636: at rest ($4000) until stood on; then the swing's speed
    grows by 8 to the bottom's far side, shrinks back, pauses $1E frames
    (counted while nobody stands on it), swings back and stops at rest.
    SolidObjectTop (d1 = $20, d3 = $11) carries the rider with the move."""
    (swing,) = placed(0x43, subtype, x_flip, act="soz2")
    assert (swing.width, swing.stand_height, swing.width_radius, swing.height_radius) == (*SOZ_SWING_SOLID,
                                                                                           *SOZ_SWING_SIZE)
    model = SwingModel(subtype, x_flip, False)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([swing], 1, "s3k")
    rest = model.step(0, False)
    x0, y0 = rest
    p.place(x=x0, y=y0 - 0x11 - 19 - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    moved, back = 0, 0
    for f in range(700):
        standing = bool(o.raw.standing[0, 0])
        buttons = np.zeros((1, 1), np.uint8)
        if 300 <= f < 360:  # jump off mid-swing and away: the pause then counts down
            buttons[0, 0] = 18 if f == 300 else 2
        p.step(empty_map(), buttons, objects=o)
        want = model.step(0, standing)
        assert place_of(o) == want, f
        moved += want != rest
        back += f > 360 and want == rest
        if standing and o.raw.standing[0, 0]:
            assert int(p.raw.y[0]) >> 16 == want[1] - 0x11 - int(p.raw.yr[0])
    assert moved > 100 and back > 0 and not model.run


def test_broad_phase_agrees_with_every_routine_every_frame():
    """Far oscillator swings skip frames (lazy), rider swings and untouched
    bridges wait, bridges a player crossed count down, break and go: the
    same as every routine every frame (step_stages)."""
    objs = []
    for i in range(6):
        x = 300 + 300 * i
        objs += placed(0x43, (4 + i) | (0x10 if i % 2 else 0), bool(i & 1), bool(i & 2), x=x, y=FLOOR - 90,
                       act="soz1")
        objs += placed(0x31, i % 3, x=x + 150, y=FLOOR - 40)
        objs += placed(0x21, 1 + i, x=x + 220, y=FLOOR - 140)
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


# ----- Lava Reef's smashing spike platforms (kind s3k_lrz_smasher) --------------------

SHAKE = (2, 4, 6, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 0)  # RawAni_43196


class SmasherModel:
    """loc_43128 emulated step by step from the object's loading."""

    def __init__(self, subtype):
        self.drop, self.pos, self.vel, self.flag, self.count, self.anim, self.mapping = subtype * 8, 0, 0, 0, 0, 0, 0

    def step(self):
        if not self.flag:
            d0, self.vel = self.vel, self.vel + 0x40
            self.pos = (self.pos + (d0 << 8)) & 0xFFFFFFFF
            if self.pos >> 16 >= self.drop:
                self.vel, self.pos = 0, (self.drop << 16) | (self.pos & 0xFFFF)
                self.flag, self.count, self.anim = 1, 30, 0
        elif self.count:
            self.count -= 1
            self.mapping = SHAKE[self.anim]
            if self.mapping:
                self.anim += 1
        elif self.pos >> 16:
            self.pos -= 0x10000
            self.mapping = (self.mapping + 8) & 8
        else:
            self.flag, self.mapping = 0, 0
        return self.pos >> 16, 0x20 - (self.mapping & 7)


@pytest.mark.parametrize("subtype", [0, 1, 9, 0x1D])
def test_lrz_smasher_drops_shakes_and_climbs_from_frame_0(subtype):
    """Its drop (+$40 a frame to subtype * 8, the fraction kept), its 30-frame
    shake and its climb, from the act's first frame (phase from frame 0), for
    4000 frames (several cycles of the fractions) with the player far: lazy,
    and caught up exactly."""
    (smasher,) = placed(0x21, subtype)
    model = SmasherModel(subtype)
    seen = set()
    for _table, o in object_frames([smasher], 4000, game="s3k"):
        word, _height = model.step()
        assert place_of(o) == (OX, OY + word)
        seen.add(word)
    assert {0, subtype * 8} <= seen


def test_lrz_smasher_carries_a_rider_at_its_shaking_height_and_hurts_from_below():
    """SolidObjectFull: d2 = $20 - (mapping frame & 7), d3 = d2 + 1, so a
    rider sits d3 + his radius over its centre, lower while it shakes; a
    player rising into its underside is hurt (sub_24280)."""
    (smasher,) = placed(0x21, 9)
    w, h = LRZ_SMASHER_SIZE
    assert (smasher.solid_width, smasher.half_height, smasher.stand_height, smasher.width) == (w + 0xB, h, h + 1, w)
    model = SmasherModel(9)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([smasher], 1, "s3k")
    p.place(x=OX, y=OY - 0x21 - 19, grounded=False)
    offsets = set()
    for f in range(400):
        was = bool(o.raw.standing[0, 0])
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        word, height = model.step()
        if was and o.raw.standing[0, 0]:
            offsets.add(OY + word - (int(p.raw.y[0]) >> 16))
            assert int(p.raw.y[0]) >> 16 == OY + word - (height + 1) - int(p.raw.yr[0]), f
    assert len(offsets) > 3
    p = hp.Players(1, game="s3k")
    o = hp.Objects([smasher], 1, "s3k")
    p.place(x=OX, y=OY + 0x20 + 19 + 6, grounded=False)
    p.raw.ysp[0] = -0x400
    hurt = False
    for _ in range(6):
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        hurt |= bool(p.raw.hurt[0])
    assert hurt


# ----- Mushroom Hill's still mushroom platforms (kind sloped) -------------------------

def test_mhz_mushroom_platform_is_a_sloped_top():
    """Subtype 0: SolidObjectTopSloped2 with d1 = $20 over byte_3F42A (one
    height a 2 px column; $14 in the middle); other subtypes fall once
    stood on: not placed."""
    (plat,) = placed(0x11, 0, act="mhz1")
    assert isinstance(plat, hp.objects.SlopedObject) and plat.platform
    assert (plat.width_radius, plat.height_radius) == MHZ_MUSHROOM_PLATFORM_SIZE
    assert plat.heights == MHZ_MUSHROOM_PLATFORM_HEIGHTS and len(plat.heights) == 0x20
    assert placed(0x11, 1, act="mhz1") == []
    assert "fall" in catalogue.unmodelled_reason("sk2", 0x11)
    p, o = rider_on(plat, 0x14)
    p.step(empty_map(), np.zeros((3, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1 and int(p.raw.y[0]) >> 16 == OY - 0x14 - 19


# ----- the real layouts ------------------------------------------------------------------

@pytest.mark.parametrize("act, object_id, kind", [
    ("lrz1", 0x31, "s3k_lrz_bridge"), ("lrz1", 0x21, "s3k_lrz_smasher"), ("soz1", 0x43, "s3k_soz_swing"), ("soz2", 0x43, "s3k_soz_swing"),
    ("mhz2", 0x11, "sloped")])
def test_placed_on_the_real_layouts(act, object_id, kind):
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act).of_id(object_id)
    if object_id == 0x11:
        recs = recs[recs["subtype"] == 0]
    objs = [o for o in place(recs, "s3k", act) if o.kind == kind]
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y) == (r["x"], r["y"])
        if kind != "sloped":
            assert o.subtype == r["subtype"]
