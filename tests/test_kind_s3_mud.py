"""Marble Garden's sinking mud (h-swim, issue 18), read in s3.asm: its
height under a standing player, the kill, the rise, the copy from the mud he
stands on, and the placer on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_checkout, disasm_read

# FLOOR_WORLD's pit is x = 352..383: a mud over it has no floor under the player.
PIT_X = 368


def mud_text():
    """s3.asm's Obj_SinkingMud up to its competition-mode form."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_SinkingMud:"):]
    return body[: body.index("loc_31E1C:")]


def test_mud_numbers_from_the_checkout():
    """The init's width (subtype << 3, a byte) and height $30, the sink of 1
    and rise of 2 to $30, the kill at 0, the copy from the mud he stands on,
    SolidObjectTop_1P with d1 = width, d3 = height: kinds/s3k_sinking_mud.cpp."""
    from hedgephys.levels.place_s3_swim import MUD_WIDTH_SHIFT
    body = mud_text()
    assert f"lsl.w\t#{MUD_WIDTH_SHIFT},d0\n\t\tmove.b\td0,width_pixels(a0)" in body
    assert "move.b\t#$30,$38(a0)" in body
    assert re.search(r"cmpi\.b\t#\$30,\$38\(a0\)\n\t\tbhs\.s\t\w+\n\t\taddq\.b\t#2,\$38\(a0\)", body)
    assert re.search(r"tst\.b\t\$38\(a0\)\n\t\tbeq\.s\t(\w+)\n\t\tsubq\.b\t#1,\$38\(a0\)", body)
    assert "cmpi.l\t#loc_31D3E,(a2)\n\t\tbne.s\tloc_31D84\n\t\tmove.b\t$38(a2),$38(a0)" in body
    assert "move.b\twidth_pixels(a0),d1" in body and "move.b\t$38(a0),d3" in body
    assert "jsr\t(SolidObjectTop_1P).l" in body and "jsr\t(Kill_Character).l" in body


def mud(x, y, subtype=2):
    from hedgephys.levels.place_s3_swim import _sinking_mud
    from hedgephys.levels.placing import Placement
    obj, = _sinking_mud(Placement("s3", "mgz1", "s3", 0, x, y, 0x4F, subtype, False, False, False))
    return obj


def drop_on(objects, x, top, frames=200):
    """One player dropped above x onto the muds; his y each frame, the frame
    he landed and the frame he died (crushed), and the objects."""
    from broad_phase_world import FLOOR_WORLD
    p = hp.Players(1, game="s3k")
    p.place(x=x, y=top - 40, grounded=False)
    o = hp.Objects(objects, 1, "s3k")
    ys, landed, died = [], None, None
    for f in range(1, frames + 1):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        ys.append(int(p.raw.y[0]) >> 16)
        if landed is None and p.raw.on_object[0] >= 0:
            landed = f
        if died is None and "crushed:0" in o.events(0):
            died = f
    return ys, landed, died, o, p


def test_a_standing_player_sinks_one_pixel_a_frame_and_dies():
    """He lands on the surface $30 above the mud's y (D1.7), then sinks 1 px
    a frame (the carry, B1, puts him on the surface) and is killed on the 49th frame after
    landing (height 0, then Kill_Character)."""
    from broad_phase_world import FLOOR
    ys, landed, died, _o, p = drop_on([mud(PIT_X, FLOOR)], PIT_X, FLOOR - 0x30)
    assert landed is not None
    yr = 19  # Sonic standing
    assert ys[landed - 1] == FLOOR - 0x30 - yr - 1  # D1.7 lands him 1 px above the carry's place
    for n in range(1, 49):
        assert ys[landed - 1 + n] == FLOOR - 0x30 + n - yr, n
    assert died == landed + 49
    assert p.raw.crushed[0] == 1


def test_mud_rises_by_two_to_30_or_31():
    """A player taken off after sinking leaves the height rising 2 a frame to
    $30 or, after an odd sink, $31 (one pixel higher than a new mud)."""
    from broad_phase_world import FLOOR, FLOOR_WORLD
    for sink in (6, 7):
        p = hp.Players(1, game="s3k")
        p.place(x=PIT_X, y=FLOOR - 0x30 - 40, grounded=False)
        o = hp.Objects([mud(PIT_X, FLOOR)], 1, "s3k")
        f = 0
        while p.raw.on_object[0] < 0:
            p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
            f += 1
            assert f < 100
        for _ in range(sink):
            p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        assert 0x30 - int(o.raw.aux[0, 0]) == 0x30 - sink
        p.raw.x[0] = 100 << 16  # away (on the floor), off the mud
        heights = []
        for _ in range(6):
            p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
            heights.append(0x30 - int(o.raw.aux[0, 0]))
        # the frame he is moved off still finds him standing (sink 1), then + 2 a frame
        h, want = 0x30 - sink - 1, []
        for _ in range(6):
            want.append(h)
            h += 2 if h < 0x30 else 0
        assert heights == want and heights[-1] == {6: 0x31, 7: 0x30}[sink]


def test_a_far_mud_takes_the_height_of_the_mud_he_stands_on():
    """loc_31D5E: a mud not stood on, however far, takes the height of the
    mud the player stands on (the one before it in the layout: already this
    frame's; the one after: last frame's)."""
    from broad_phase_world import FLOOR
    far = 2000
    objects = [mud(far, FLOOR), mud(PIT_X, FLOOR), mud(far + 300, FLOOR)]
    ys, landed, died, o, _p = drop_on(objects, PIT_X, FLOOR - 0x30, frames=60)
    h = [0x30 - int(a) for a in o.raw.aux[0]]
    assert h[1] == 0x30 - (60 - landed)
    assert h[2] == h[1] and h[0] == h[1] + 1


@pytest.mark.parametrize("game, act", [("s3", "mgz1"), ("s3", "mgz2"), ("s3k", "mgz1"), ("s3k", "mgz2")])
def test_mud_placer(game, act):
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game).of_id(0x4F)
    muds = [b for b in place(recs, game, act) if isinstance(b, KindObject)]
    assert {b.kind for b in muds} == {"s3k_sinking_mud"}
    assert len(recs) == len(muds) > 0
    for rec, b in zip(recs, muds):
        assert (b.x, b.y, b.width) == (rec["x"], rec["y"], (int(rec["subtype"]) << 3) & 0xFF)
