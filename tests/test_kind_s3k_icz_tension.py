"""Ice Cap's tension platforms: the kind s3k_icz_tension_platform
(cpp/hedgephys/kinds/s3k_icz_tension_platform.cpp, docs/kinds/s3k_icz.md),
S3K Obj_ICZTensionPlatform (s3.asm: loc_5904E, sub_590E8, sub_59170,
sub_59192, sub_591B4, sub_59216, sub_59236). Its own arithmetic is checked
against the routine written again here, frame by frame, from what the solid
routine (SolidObjectTop, tested with the shared kinds) left: the rider's kept
y_vel and the standing bit before and after."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.place_s3k_misc import ICZ_TENSION_PLATFORM_SIZE
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, s3_routine_text

OX, OY = 1000, 1000
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def w16(v):
    return (v + 0x8000) % 0x10000 - 0x8000


class Routine:
    """Obj_ICZTensionPlatform's own state, as s3.asm steps it."""

    def __init__(self):
        self.y = OY << 16
        self.yvel = self.target = 0
        self.active = self.above = False

    def spring(self, riding):
        """sub_590E8; the speed it throws its riders at, or None."""
        thrown = None
        if not self.active:
            return thrown
        y = (self.y >> 16) & 0xFFFF
        was, self.above = self.above, y < self.target  # scs $39
        d1, d0 = (y - self.target) & 0xFFFF, 0x80
        if self.above:
            d1 = -d1 & 0xFFFF
        else:
            d0 = -d0
        d2 = self.yvel
        if was != self.above:
            d2 = w16(d2 + 2 * d0)
            if d2 < -0x80:
                if d2 <= -0x400 and riding:
                    thrown = d2  # sub_59170
            elif d2 <= 0x80 and d1 <= 1:
                self.active = False
        d2 = max(-0x900, min(0x900, w16(d2 + d0)))
        self.yvel = d2
        self.y = (self.y + d2 * 256) & 0xFFFFFFFF  # MoveSprite2
        if d1 >= 0x50:
            self.yvel = -0x100
        return thrown

    def after_solid(self, kept, had, stands):
        """sub_591B4 after SolidObjectTop; the rider's new y_vel, or None."""
        if had == stands:
            return None
        self.target = OY + (8 if stands else 0)  # sub_59236
        self.active, self.above = True, False
        d5, d0, his = self.yvel, kept, None
        if not stands and kept < 0:  # sub_59216
            his = w16(kept + d5)
            d0 = -d0
        d5 = w16(d5 + d0)
        self.yvel = w16(d5 - (d5 >> 2))
        return his


def platform():
    return hp.objects.KindObject("s3k_icz_tension_platform", OX, OY, width=0x23, surface=0xB)


def run(script):
    """Drive the kind with o.update: script(frame, players) sets the player up before each update."""
    o = hp.Objects([platform()], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX + 300, y=OY - 100, grounded=False)
    model = Routine()
    for f in range(240):
        script(f, p, o)
        had = bool(o.raw.standing[0, 0])
        thrown = model.spring(had)
        kept = int(p.raw.ysp[0]) if thrown is None else thrown
        o.update(p, 0)
        stands = bool(o.raw.standing[0, 0])
        his = model.after_solid(kept, had, stands)
        assert (int(o.raw.y[0, 0]), int(o.raw.ysp[0, 0])) == (model.y, model.yvel), f
        assert int(o.raw.aux[0, 0]) & 0xFFFF == model.target and bool(o.raw.phase[0, 0] & 1) == model.active, f
        if his is not None:
            assert int(p.raw.ysp[0]) == his, f
        if thrown is not None:
            assert p.raw.airborne[0] == 1 and p.raw.anim[0] == 0x10 and not stands, f
    return o, p, model


def land_then_jump(f, p, o):
    if f == 0:  # falling onto its top at $600
        p.place(x=OX, y=(int(o.raw.y[0, 0]) >> 16) - 0xB - 19 + 2, grounded=False)
        p.raw.ysp[0] = 0x600
    if f == 90:  # jumps off
        p.raw.airborne[0] = 1
        p.raw.ysp[0] = -0x680
    if f == 91:
        p.place(x=OX + 300, y=OY - 200, grounded=False)


def test_landing_riding_and_jumping_off_follow_the_routine():
    o, _p, model = run(land_then_jump)
    assert int(o.raw.y[0, 0]) != OY << 16 or model.yvel != 0  # it moved: the comparison saw the spring


def heavy_landing(f, p, o):
    if f == 0:
        p.place(x=OX, y=(int(o.raw.y[0, 0]) >> 16) - 0xB - 19 + 2, grounded=False)
        p.raw.ysp[0] = 0xF00


def test_a_heavy_landing_throws_the_rider_back_up():
    o = hp.Objects([platform()], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 0xB - 19 + 2, grounded=False)
    p.raw.ysp[0] = 0xF00
    o.update(p, 0)
    assert o.raw.standing[0, 0] == 1
    thrown = False
    for _ in range(120):
        o.update(p, 0)
        if p.raw.airborne[0] and p.raw.anim[0] == 0x10:
            thrown = True
            break
    assert thrown and int(p.raw.ysp[0]) <= -0x400 + 0x100
    run(heavy_landing)


def test_a_player_stepped_on_it_sinks_it_to_rest_8_px_down():
    o = hp.Objects([platform()], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 40, grounded=False)
    for _ in range(400):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1 and not o.raw.phase[0, 0] & 1
    assert abs((int(o.raw.y[0, 0]) >> 16) - (OY + 8)) <= 1  # sub_59236: the target, its d1 <= 1 stop
    assert int(p.raw.y[0]) >> 16 == (int(o.raw.y[0, 0]) >> 16) - 0xB - 19


def test_the_routine_numbers_in_the_checkout():
    solid = s3_routine_text("sub_591B4", 300)
    assert re.findall(r"moveq\t#\$([0-9A-F]+),d[13]", solid) == ["23", "B"]
    assert ICZ_TENSION_PLATFORM_SIZE == (0x23, 0xB)
    spring = s3_routine_text("sub_590E8", 1200)
    for n in ("#$80,d0", "#-$80,d2", "#-$400,d2", "#$80,d2", "#-$900,d3", "#$50,d1", "#-$100,y_vel(a0)"):
        assert n in spring
    assert "#$10,anim(a1)" in s3_routine_text("sub_59192", 300)
    assert "addq.w\t#8,d5" in s3_routine_text("sub_59236", 200)


@pytest.mark.parametrize("game, object_id", [("s3k", 0xBA), ("s3", 0xC3)])
def test_every_tension_platform_of_the_real_layouts_is_placed(game, object_id):
    n = 0
    for act in ("icz1", "icz2"):
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
        records = lay.objects[lay.objects["id"] == object_id]
        objs = place(records, game, act)
        assert len(objs) == len(records) and all(o.kind == "s3k_icz_tension_platform" for o in objs)
        n += len(objs)
    assert n > 0
    table = "sk1" if game == "s3k" else "s3"
    assert placers()[(table, object_id)](Placement(game, "mhz1", table, 0, OX, OY, object_id, 0,
                                                   False, False, False)) == []
