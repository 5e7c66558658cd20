"""Casino Night's bonus blocks and hexagonal bumpers (docs/kinds/s2_bounce.md):
S2 ObjD8 (cpp/hedgephys/kinds/s2_bonus_block.cpp: loc_2C6FC, loc_2C74E,
loc_2C884, Ani_objD8) and S2 ObjD7 (cpp/hedgephys/kinds/s2_hex_bumper.cpp:
ObjD7_BouncePlayerOff, ObjD7_MainContinued). Golden speeds from those
routines (CalcAngle, CalcSine, muls.w #-$700 / asr.l #8, $800 and $200),
the wait, the third hit and the deletion frame, the slide; whole frames;
the placers on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.kinds import KindObject
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_read, one_player, placed_of

OX, OY = 200, 200


def block(shape="vertical", **kw):
    return KindObject("s2_bonus_block", OX, OY, shape=shape, **kw)


def hexb(**kw):
    return KindObject("s2_hex_bumper", OX, OY, **kw)


def hit(obj, **player):
    """The player's scan, then the object's routine: (players, objects)."""
    p, o = one_player("s2", **player), hp.Objects([obj], 1, "s2")
    o.scan(p)
    o.update(p, 0)
    return p, o


def speeds(p):
    return tuple(int(v[0]) for v in (p.raw.xsp, p.raw.ysp))


def thrown(angle):
    """-$700 times the cosine and the sine, over 256 (loc_2C7D0)."""
    c, s = int(hp.cosine(angle)), int(hp.sine(angle))
    return (c * -0x700) >> 8, (s * -0x700) >> 8


# ---- ObjD8 -----------------------------------------------------------------

def test_bonus_block_touch_box():
    """ObjD8_Init: collision $D7, size $17 (8 x 8): touching at 8 + 8, not at 17."""
    assert touch_size("s2", 0xD7) == (8, 8)
    p, o = hit(block(), x=OX - 16, y=OY, x_speed=0x300)
    assert o.events(0) == ["touched:0", "bumped:0"]
    p, o = hit(block(), x=OX - 17, y=OY, x_speed=0x300)
    assert speeds(p) == (0x300, 0) and o.events(0) == []


def test_vertical_block():
    """loc_2C75C: y speed -$700, +$700 when the player is below its y; x speed kept."""
    p, o = hit(block(), x=OX - 3, y=OY - 10, x_speed=0x250, y_speed=0x300, in_air=True)
    assert speeds(p) == (0x250, -0x700)
    assert o.state(0) == "hit_once"
    p, _ = hit(block(), x=OX + 3, y=OY + 1, x_speed=-0x120, y_speed=-0x300, in_air=True)
    assert speeds(p) == (-0x120, 0x700)
    p, _ = hit(block(), x=OX + 3, y=OY, y_speed=0x300, in_air=True)  # level: d2 = 0, bpl: up
    assert speeds(p)[1] == -0x700


def test_horizontal_block():
    """loc_2C7EC: x speed -$700, +$700 when the player is right of its x; y speed kept."""
    p, _ = hit(block("horizontal"), x=OX - 10, y=OY + 2, x_speed=0x500, y_speed=0x80, in_air=True)
    assert speeds(p) == (-0x700, 0x80)
    p, _ = hit(block("horizontal"), x=OX + 1, y=OY, x_speed=-0x500, y_speed=0x80, in_air=True)
    assert speeds(p) == (0x700, 0x80)


@pytest.mark.parametrize("flip, xsp, ysp, angle", [
    # d3 = $60: CalcAngle($400, 0) = 0; |0 - $60| = $60 >= $40; $80 - $60 = $20 < $38: reflected, $C0
    (False, 0x400, 0, 0xC0),
    # CalcAngle($400, $400) = $20; |$20 - $60| = $40; $80 - $40 = $40 >= $38: d3 + $80 = $E0
    (False, 0x400, 0x400, 0xE0),
    # CalcAngle($400, -1): the word $100 (neg / addi.w #$100 of 0); $100 - $60 = $A0;
    # $80 - $A0 = -$20, the byte $E0 >= $38: d3 + $80 = $E0 (the byte 0 would give $C0)
    (False, 0x400, -1, 0xE0),
    # d3 = $20: |0 - $20| = $20 < $38: reflected, $40
    (True, 0x400, 0, 0x40),
    # CalcAngle(0, $400) = $40; |$40 - $20| = $20: reflected, 0
    (True, 0, 0x400, 0x00),
    # CalcAngle(-$400, -$100) = $8A; |$8A - $20| = $6A; $80 - $6A = $16 < $38: reflected $20 - $6A = -$4A
    (True, -0x400, -0x100, -0x4A),
    # CalcAngle(-$400, $10) = $7F; |$7F - $20| = $5F; $80 - $5F = $21 < $38: reflected $20 - $5F = -$3F
    (True, -0x400, 0x10, -0x3F),
    # CalcAngle($400, $400) = $20 flipped: |$20 - $20| = 0: reflected, $20 itself
    (True, 0x400, 0x400, 0x20),
    # CalcAngle(0, -$400) = $C0; |$C0 - $60| = $60; $80 - $60 = $20: reflected 0
    (False, 0, -0x400, 0x00),
    # CalcAngle(-$400, 0) = $80 flipped: |$80 - $20| = $60; $20 < $38: reflected -$40 = $C0
    (True, -0x400, 0, 0xC0),
    # CalcAngle($400, $200) = $13; |$13 - $60| = $4D; $80 - $4D = $33 < $38: reflected $AD
    (False, 0x400, 0x200, 0xAD),
    # CalcAngle(-$400, $400) = $60: on the axis d3 = $60: reflected, $60
    (False, -0x400, 0x400, 0x60),
    # CalcAngle($200, $400) = $2D flipped: |$2D - $20| = $0D: reflected $13
    (True, 0x200, 0x400, 0x13),
    # CalcAngle(-$400, -$400) = $A0 flipped: |$A0 - $20| = $80; $80 - $80 = 0: reflected -$60
    (True, -0x400, -0x400, -0x60),
    # CalcAngle(0, -$400) = $C0 flipped: |$C0 - $20| = $A0; $80 - $A0 = -$20, the byte $E0 >= $38: d3 + $80 = $A0
    (True, 0, -0x400, 0xA0),
    # d3 = $60: CalcAngle(0, $400) = $40, |$40 - $60| = $20: reflected $80
    (False, 0, 0x400, 0x80),
])
def test_diagonal_block(flip, xsp, ysp, angle):
    """loc_2C77A..loc_2C7D0: the player's velocity angle reflected about $60
    ($20 X-flipped), or sent along the axis when within $38..$3F of it."""
    p, _ = hit(block("diagonal", x_flip=flip), x=OX, y=OY - 4, x_speed=xsp, y_speed=ysp, in_air=True)
    assert speeds(p) == thrown(angle & 0xFF)


def test_calc_angle_values_used_above():
    assert [int(hp.angle_of(x, y)) for x, y in ((-0x400, -0x100), (-0x400, 0x10), (0x400, 0x400), (0x400, 0x200), (0x200, 0x400),
                                                      (-0x400, 0x400), (-0x400, -0x400), (0, -0x400))] == \
        [0x8A, 0x7F, 0x20, 0x13, 0x2D, 0x60, 0xA0, 0xC0]


def test_flags_and_wait():
    """loc_2C806: in air, roll-jump, pushing and jumping cleared; loc_2C87E:
    the main character waits 4 frames (objoff_30), each touch meanwhile is
    cleared unanswered; the next one is answered."""
    p = one_player("s2", x=OX, y=OY - 10, y_speed=0x300, ground_speed=0x300)
    r = p.raw
    r.rolljump[0] = r.pushing[0] = r.jumping[0] = 1
    o = hp.Objects([block()], 1, "s2")
    o.scan(p)
    o.update(p, 0)
    assert (r.airborne[0], r.rolljump[0], r.pushing[0], r.jumping[0], int(r.gsp[0])) == (1, 0, 0, 0, 0x300)
    for _ in range(4):
        r.ysp[0] = 0x300
        o.scan(p)
        o.update(p, 0)
        assert speeds(p)[1] == 0x300 and int(o.raw.aux[0, 0]) == 0
    o.scan(p)
    o.update(p, 0)
    assert speeds(p)[1] == -0x700 and o.state(0) == "hit_twice"


def hits_at(frames, last):
    """Touch the block on the given update numbers (0..last): whether it is
    still present after each update."""
    p = one_player("s2", x=OX, y=OY - 10)
    o = hp.Objects([block("horizontal")], 1, "s2")
    present = []
    for f in range(last + 1):
        if f in frames:
            o.scan(p)
        o.update(p, 0)
        present.append(bool(o.raw.present[0, 0]))
    return present, o


def test_third_hit_breaks_it():
    """subi.w #palette_line_1: the third answered hit borrows, routine 4
    (loc_2C884): it animates and is deleted when anim drops below 3, the
    hit script (3 frames of 4 ticks, then $FD) ending 12 frames after it."""
    present, o = hits_at({0, 20, 40}, 60)
    assert present.index(False) == 52 and not any(not x for x in present[:52])
    assert o.state(0) == "broken"
    # hits 5 frames apart: the one hit animation (not restarted: anim = prev_anim)
    # ends 12 frames after the first: deleted 2 frames after the third hit.
    present, _ = hits_at({0, 5, 10}, 20)
    assert present.index(False) == 12
    # a touch on the wait's frames is no hit: the third hit is the one at 15
    present, _ = hits_at({0, 3, 5, 9, 15}, 40)
    assert present.index(False) == 15 + 12


def test_broken_block_still_takes_touches():
    """Routine 4 keeps collision $D7 until deleted: the scan stops at it, nothing is thrown."""
    present, o = hits_at({0, 20, 40}, 41)
    p = one_player("s2", x=OX - 10, y=OY, x_speed=0x123)
    o.scan(p)
    o.update(p, 0)
    assert speeds(p) == (0x123, 0) and "touched:0" in o.events(0)


def test_running_into_a_bonus_block():
    """Whole frames on a floor: running right into a horizontal block, the
    player is thrown back left at -$700, airborne, and it goes after three hits."""
    p = hp.Players(1, game="s2")
    p.place(x=200, y=FLOOR - 20, grounded=True, ground_speed=4, x_speed=4)
    o = hp.Objects([KindObject("s2_bonus_block", 260, FLOOR - 20, shape="horizontal")], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.full((40, 1), hp.buttons("R"), np.uint8), objects=o,
                 record=["xsp", "airborne"])
    k = int(np.argmax(rec["xsp"][:, 0] < 0))
    assert k > 0 and int(rec["xsp"][k, 0]) == -0x700 and rec["airborne"][k, 0] == 1


# ---- ObjD7 -----------------------------------------------------------------

def test_hex_bumper_touch_box():
    """ObjD7_Init: collision $CA, size $0A: 16 x 8."""
    assert touch_size("s2", 0xCA) == (16, 8)
    p, o = hit(hexb(), x=OX - 24, y=OY, x_speed=0x300)
    assert o.events(0) == ["touched:0", "bumped:0"]
    p, o = hit(hexb(), x=OX - 25, y=OY, x_speed=0x300)
    assert o.events(0) == []


def test_hex_bumper_sides():
    """ObjD7_BouncePlayerOff: (CalcAngle + $20) and $C0: 0 left of it, x speed
    -$800; $80 right, $800; $40 above: y speed -$800, x speed -$200 (+$200
    when right of it, d1 < 0); $C0 below: y speed $800, the same nudge."""
    assert speeds(hit(hexb(), x=OX - 20, y=OY - 4, x_speed=0x300, y_speed=0x55)[0]) == (-0x800, 0x55)
    assert speeds(hit(hexb(), x=OX + 20, y=OY + 4, x_speed=-0x300, y_speed=0x55)[0]) == (0x800, 0x55)
    assert speeds(hit(hexb(), x=OX - 5, y=OY - 10, x_speed=0x100, y_speed=0x300)[0]) == (-0x100, -0x800)
    assert speeds(hit(hexb(), x=OX + 5, y=OY - 10, x_speed=0x100, y_speed=0x300)[0]) == (0x300, -0x800)
    assert speeds(hit(hexb(), x=OX, y=OY - 10, x_speed=0x100, y_speed=0x300)[0]) == (-0x100, -0x800)
    assert speeds(hit(hexb(), x=OX + 5, y=OY + 10, x_speed=0x100, y_speed=-0x300)[0]) == (0x300, 0x800)
    # angle $20 exactly (dx = dy): + $20 = $40: above
    assert speeds(hit(hexb(), x=OX - 6, y=OY - 6, x_speed=0, y_speed=0)[0]) == (-0x200, -0x800)
    p, _ = hit(hexb(), x=OX - 20, y=OY, in_air=False)
    assert p.raw.airborne[0] == 1


def test_hex_bumper_slides():
    """ObjD7_MainContinued: subtype nonzero: one pixel a frame, right first
    (left when X-flipped), turning on reaching x0 +- $60; subtype 0 stays."""
    p = one_player("s2", x=0, y=0)
    o = hp.Objects([hexb(subtype=1), hexb(subtype=1, x_flip=True), hexb()], 1, "s2")
    xs = []
    for _ in range(0x60 * 4 + 2):
        o.update(p, 0)
        o.update(p, 1)
        o.update(p, 2)
        xs.append((int(o.x[0, 0]), int(o.x[0, 1]), int(o.x[0, 2])))
    assert xs[0] == (OX + 1, OX - 1, OX)
    assert xs[0x60 - 1] == (OX + 0x60, OX - 0x60, OX)
    assert xs[0x60] == (OX + 0x5F, OX - 0x5F, OX)
    assert xs[0x60 * 3 - 1] == (OX - 0x60, OX + 0x60, OX)
    assert xs[0x60 * 3] == (OX - 0x5F, OX + 0x5F, OX)
    assert xs[0x60 * 4 + 1] == (OX + 2, OX - 2, OX)


# ---- placers -----------------------------------------------------------------

def test_numbers_from_the_checkout():
    s2 = disasm_read("s2", "s2.asm")
    d8 = s2[s2.index("ObjD8_Init:"):re.search(r"^ObjD8_MapUnc\w*:", s2, re.M).start()]
    d7 = s2[s2.index("ObjD7_Init:"):re.search(r"^ObjD7_MapUnc\w*:", s2, re.M).start()]
    assert "move.b\t#$D7,collision_flags(a0)" in d8
    assert re.search(r"move\.w\s+#-\$700,y_vel\(a1\)", d8) and re.search(r"muls\.w\s+#-\$700,d1", d8)
    assert "move.b\t#4,(a4)" in d8 and "subi.w\t#palette_line_1,art_tile(a0)" in d8
    assert re.search(r"dc\.b\s+3,\s+3,\s+0,\s+3,\$FD,\s+0", d8)
    assert "move.b\t#$CA,collision_flags(a0)" in d7
    assert "subi.w\t#$60,d0" in d7 and "addi.w\t#$60,d1" in d7
    assert "move.w\t#-$800,x_vel(a1)" in d7 and "subi.w\t#$200,x_vel(a1)" in d7


@pytest.mark.parametrize("act, n8, n7", [("cnz1", 44, 12), ("cnz2", 54, 6)])
def test_placers_on_real_acts(act, n8, n7):
    recs, placed = placed_of("s2", act, 0xD8, KindObject)
    blocks = [b for b in placed if b.kind == "s2_bonus_block"]
    assert len(recs) == len(blocks) == n8
    for rec, b in zip(recs, blocks):
        shape = rec["subtype"] >> 6  # 0 vertical, 1 diagonal, 2 horizontal
        assert (b.x, b.y, b.params["shape"], bool(b.params["x_flip"])) == (rec["x"], rec["y"], shape, rec["x_flip"])
        assert (b.params["width_radius"], b.params["height_radius"]) == (8, 8)
    recs, placed = placed_of("s2", act, 0xD7, KindObject)
    bumpers = [b for b in placed if b.kind == "s2_hex_bumper"]
    assert len(recs) == len(bumpers) == n7
    for rec, b in zip(recs, bumpers):
        assert (b.x, b.y, b.params["subtype"], b.params["width_radius"]) == (rec["x"], rec["y"], rec["subtype"], 16)
    # a player falling onto each still block of the act is thrown back up
    for b in blocks[:10]:
        if b.params["shape"] == 0:
            p, _ = hit(b, x=b.x + 2, y=b.y - 12, y_speed=0x400, in_air=True)
            assert speeds(p)[1] == -0x700


def _sliders_run(objs, lazy, monkeypatch):
    """40 players along a wide floor, 400 frames of random running and
    jumping in calls of 1 to 244 frames: every player field of every frame
    and the objects' x and state after every call."""
    from broad_phase_world import WIDE  # a 160-tile floor
    monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", "1" if lazy else "0")
    n = 40
    buttons = np.random.default_rng(5).choice(np.array([2, 2, 18, 1, 17, 16, 0], np.uint8), (400, n))
    p = hp.Players(n, game="s2")
    p.place(x=np.linspace(200, 160 * 16 - 200, n).round(), y=FLOOR - 20, grounded=True)
    o = hp.Objects(objs, n, "s2")
    out = []
    k = 0
    for size in (1, 2, 150, 3, 244):
        rec = p.step(WIDE, buttons[k:k + size], objects=o, record=p.fields)
        out.append((rec, o.raw.x.copy(), o.raw.state.copy()))
        k += size
    return out


def test_sliding_bumpers_lazy_equal_eager(monkeypatch):
    """Sliding and still ObjD7s among players running and jumping: the same
    players and objects with the shortcuts on (HEDGEPHYS_LAZY_OBJECTS) as with
    every object run every frame. (A slider is answered by the player's scan,
    which runs before a stale object's catch-up: it must not lag, and does not.)"""
    rng = np.random.default_rng(6)
    objs = [KindObject("s2_hex_bumper", int(x), FLOOR - int(rng.choice([24, 40, 70])), subtype=int(rng.integers(0, 3)),
                       x_flip=bool(rng.integers(0, 2)), width_radius=16, height_radius=8)
            for x in sorted(rng.integers(150, 160 * 16 - 150, 60))]
    lazy = _sliders_run(objs, True, monkeypatch)
    eager = _sliders_run(objs, False, monkeypatch)
    for (ra, xa, sa), (rb, xb, sb) in zip(lazy, eager):
        assert np.array_equal(xa, xb) and np.array_equal(sa, sb)
        for name in ra:
            assert np.array_equal(ra[name], rb[name]), name
    # the players did meet them: some were thrown
    assert any((r["xsp"] == 0x800).any() or (r["xsp"] == -0x800).any() for r, _, _ in lazy)
