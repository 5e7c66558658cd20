"""Mushroom Hill's curled vines (issue 18 points 3/4; docs/kinds/s3k_mhz.md):
SK Set 2 $09 ``Obj_MHZCurledVine``, whose code is in sonic3k.asm only (the
checkout lacks it; the numbers below were read from a public copy,
murshies/skdisasm's sonic3k.asm, and each test names the label they come from).

The expected states come from emulating the routine (loc_3E8A2, sub_3E9C6)
frame by frame here, with the sine table (GetSineCosine), not from the kind's code.
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_mhz import CURLED_VINE_SIZE
from hedgephys.levels.placing import Placement, placers
from hedgephys.players import J, R
from helpers import placed_kind

OX, OY = 600, 300
M = 0xFFFFFFFF
TARGET = (-12, -6, -5, -4, -3, -2, -1, -1, -1)  # dword_3E8D2's high words
WINDOW = (0x40, 0x40, 0x40, 0x40, 0x50, 0x60, 0x70, 0x80, 0x80)  # byte_3E8F6


def vine(x=OX, y=OY, subtype=0, x_flip=False, act="mhz1"):
    rec = Placement("s3k", act, "sk2", 0, x, y, 0x09, subtype, x_flip, False, False)
    return placers()[("sk2", 0x09)](rec)


def empty_map():
    return hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def segment_y(oy, curl, col):
    """loc_3E900 .. loc_3E952: d4 = the curl long, d1 = d4 asr.l #1, d5 =
    $A0000; each segment adds d4 to d5, d1 to d4, and the sine of d5's high
    word asr 4 to y."""
    d4 = (curl << 16) & M
    d1 = ((d4 - (1 << 32) if d4 >> 31 else d4) >> 1) & M
    d5, y = 0xA0000, oy
    for _ in range(col):
        d5 = (d5 + d4) & M
        d4 = (d4 + d1) & M
        y += int(hp.sine((d5 >> 16) & 0xFF)) >> 4
    return y


class VineModel:
    """loc_3E8A2 for one player: the curl's high word and the rider's column ($36)."""

    def __init__(self):
        self.curl, self.col = -12, 0

    def step(self, standing, px):
        n = self.col + 1 if standing else 0
        self.curl += (self.curl < TARGET[n]) - (self.curl > TARGET[n])
        t = (px - OX + 0x40) & 0xFFFF
        return t < 0x8000 and t < WINDOW[n], t >> 4


def test_placer_puts_every_subtype_and_flip_at_its_position():
    """The routine reads neither the subtype nor the flips: one kind for all."""
    for subtype, flip in ((0, False), (3, True)):
        (v,) = vine(subtype=subtype, x_flip=flip)
        assert v.kind == "s3k_mhz_curled_vine" and (v.x, v.y) == (OX, OY)
        assert (v.width_radius, v.height_radius) == CURLED_VINE_SIZE == (0x40, 0x30)
    assert ("sk2", 0x09) not in catalogue.REASONS_BY_ID  # modelled: no reason left


@pytest.mark.parametrize("dx", [-0x3F, -0x30, -0x11, -1])
def test_landing_at_rest_on_the_left_half_and_walking_it_as_the_routine(dx):
    """At rest (curl -12, window $40 from x - $40) a falling player lands on
    his column's segment y - 8 (loc_1E45A: py = surface - y_radius - 1); then,
    holding right, each frame the curl steps 1 towards dword_3E8D2[column +
    1], the window is byte_3E8F6[column + 1], and his y is the new curl's
    segment y - 8 - y_radius (sub_3E9C6), until he walks out of the window
    and is let go without the air bit."""
    (v,) = vine()
    p = hp.Players(1, game="s3k")
    o = hp.Objects([v], 1, "s3k")
    land_y = segment_y(OY, -12, (dx + 0x40) >> 4) - 8
    p.place(x=OX + dx, y=land_y - 19 - 6, grounded=False)
    p.raw.ysp[0] = 0x100
    model, standing, landed, released = VineModel(), False, False, False
    for frame in range(160):
        buttons = np.full((1, 1), R if landed else 0, np.uint8)
        p.step(empty_map(), buttons, objects=o)
        px, py, yr = int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16, int(p.raw.yr[0])
        inside, col = model.step(standing, px)
        now = bool(o.raw.standing[0, 0])
        if not standing:
            if now:  # the landing (its column is not stored until the next frame)
                assert inside and not landed
                assert py == segment_y(OY, model.curl, col) - 8 - yr - 1
                landed = True
        elif inside:
            model.col = col
            assert now and py == segment_y(OY, model.curl, col) - 8 - yr, frame
        else:  # loc_3E9E6: on-object and standing bits cleared, column 0, no air bit
            model.col = 0
            assert not now and int(p.raw.on_object[0]) == -1 and not p.raw.airborne[0]
            released = True
        standing = now
        assert int(o.raw.aux[0, 0]) == model.curl + 12 and int(o.raw.phase[0, 0]) == model.col, frame
        if released and model.curl == -12:
            break
    assert landed and released and model.curl == -12  # back at rest, 1 a frame
    assert px >= OX + 0x40  # he walked the whole window: byte_3E8F6[8] = $80 from x - $40


def test_the_right_half_is_not_solid_at_rest():
    """byte_3E8F6[0] = $40: with nobody on it the window is x - $40 .. x - 1."""
    (v,) = vine()
    p = hp.Players(1, game="s3k")
    o = hp.Objects([v], 1, "s3k")
    p.place(x=OX + 8, y=segment_y(OY, -12, 4) - 8 - 19 - 6, grounded=False)
    p.raw.ysp[0] = 0x100
    p.step(empty_map(), np.zeros((30, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 0 and int(p.raw.y[0]) >> 16 > OY + 50 and o.raw.aux[0, 0] == 0


def test_a_jump_lets_go_and_the_curl_relaxes():
    """A rider in the air is let go (sub_3E9C6); with no rider the curl
    steps back to -12, 1 a frame."""
    (v,) = vine()
    p = hp.Players(1, game="s3k")
    o = hp.Objects([v], 1, "s3k")
    p.place(x=OX - 8, y=segment_y(OY, -12, 3) - 8 - 19 - 4, grounded=False)
    p.raw.ysp[0] = 0x100
    p.step(empty_map(), np.zeros((40, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1 and o.raw.phase[0, 0] == 3
    curl = int(o.raw.aux[0, 0]) - 12
    assert curl == TARGET[4]  # 40 frames on column 3: the target dword_3E8D2[4]
    p.step(empty_map(), np.full((1, 1), J, np.uint8), objects=o)
    p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 0 and o.raw.phase[0, 0] == 0
    seen = [int(o.raw.aux[0, 0]) - 12]
    for _ in range(12):
        p.step(empty_map(), np.zeros((1, 1), np.uint8), objects=o)
        seen.append(int(o.raw.aux[0, 0]) - 12)
    assert all(b == max(a - 1, -12) for a, b in zip(seen, seen[1:])) and seen[-1] == -12


def test_broad_phase_agrees_with_every_routine_every_frame():
    """Vines at rest wait, vines ridden or relaxing run every frame: the same
    as every routine every frame (step_stages)."""
    objs = []
    for i in range(6):
        objs += vine(x=300 + 350 * i, y=FLOOR - 30 - 8 * i)
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


@pytest.mark.parametrize("act", ["mhz1", "mhz2"])
def test_placed_on_the_real_layouts(act):
    """Every $09 record of Mushroom Hill's layouts becomes one vine at its position."""
    recs, objs = placed_kind("s3k", act, 0x09, "s3k_mhz_curled_vine")
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y) == (r["x"], r["y"])
