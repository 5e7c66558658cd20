"""Hydrocity's Jawz badnik (h-swim, issue 18), read in s3.asm: its special
touch ($D7) answered by its routine (loc_556E4), the explosion it leaves,
whole frames, and the placer on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_checkout, disasm_read


def jawz_text():
    """s3.asm from Obj_Jawz to the next badnik's routine."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_Jawz:"):]
    return body[: body.index("Obj_Blastoid:")]


def label_bytes(text, label, count):
    """The first `count` dc.b values after `label`."""
    values = []
    for line in text[text.index(label + ":"):].split("\n")[1:]:
        if "dc.b" in line:
            values += [int(v, 16) for v in re.findall(r"\$?([0-9A-F]+)", line.split("dc.b")[1])]
        if len(values) >= count:
            return values[:count]
    raise AssertionError(label)


def explosion_listed_runs(delay, frames):
    """Runs of the explosion child (loc_49586, then loc_495AC: Animate_Raw,
    listed while the mapping frame is below 3) that leave it in the
    collision list; run 1 (SetUp_ObjAttributes: frame 0, timer 0) is listed
    by Draw_And_Touch_Sprite."""
    runs, frame, timer, index = [1], 0, 0, 0
    for run in range(2, 200):
        timer -= 1
        if timer < 0:
            index += 1
            if index >= len(frames):
                break
            frame, timer = frames[index], delay
        if frame < 3:
            runs.append(run)
    return runs


def test_jawz_numbers_from_the_checkout():
    """ObjDat_Jawz's byte $D7 (Touch_Special's size $17 counts it), the
    animations 2 and 9 its routine reads, and the explosion ObjDat3_49BA8
    ($8B) listed on its runs 1-25 (byte_49D4A: delay 7, frames 0 0 1 2 3 4):
    the numbers of kinds/s3k_jawz.cpp and place_s3_swim.py."""
    from hedgephys.levels.place_s3_swim import JAWZ_COLLISION
    from hedgephys.levels.touch_data import touch_size
    body = jawz_text()
    text = disasm_read("s3k", "s3.asm")
    assert label_bytes(body, "ObjDat_Jawz", 4)[3] == JAWZ_COLLISION[0] == 0xD7
    assert "cmpi.b\t#2,anim(a1)" in body and "cmpi.b\t#9,anim(a1)" in body
    assert "lea\t(ChildObjDat_49BF4).l,a2" in body and "jmp\tEnemyDefeat_Score(pc)" in body
    child = text[text.index("ChildObjDat_49BF4:"):].split("\n")[2]
    assert "loc_49586" in child
    assert label_bytes(text, "ObjDat3_49BA8", 4)[3] == JAWZ_COLLISION[1] == 0x8B
    script = label_bytes(text, "byte_49D4A", 8)
    assert script[0] == 7 and script[-1] == 0xF4
    assert explosion_listed_runs(script[0], script[1:-1]) == list(range(1, 26))
    special = text[text.index("Touch_Special:"):text.index("loc_115EC:")]
    assert "cmpi.b\t#$17,d1" in special
    assert touch_size("s3k", 0xD7) == touch_size("s3k", 0x8B) == (8, 8)


def world(n, ox, oy):
    from broad_phase_world import FLOOR_WORLD
    from hedgephys.levels.place_s3_swim import _jawz
    from hedgephys.levels.placing import Placement
    obj, = _jawz(Placement("s3", "hcz1", "s3", 0, ox, oy, 0x99, 0, False, False, False))
    p = hp.Players(n, game="s3k")
    p.place(x=2000, y=oy, grounded=True)
    return p, hp.Objects([obj], n, "s3k"), FLOOR_WORLD


def put(p, e, x, y, anim, ysp=0):
    r = p.raw
    r.x[e], r.y[e] = x << 16, y << 16
    r.airborne[e] = 1
    r.rolling[e] = int(anim == 2)
    r.anim[e] = r.prev_anim[e] = anim
    r.xsp[e], r.ysp[e], r.gsp[e] = 0, ysp, 0


def test_jawz_touch_is_answered_by_its_routine():
    """Player put on the Jawz before frame c (one environment each): no touch
    before frame 5 (its first list, run 4); a rolling player destroys it and,
    falling from above, bounces (y speed negated); one walking into it is not
    hurt by the Jawz but by its explosion on the next frame."""
    from broad_phase_world import FLOOR
    ox, oy = 500, FLOOR - 64  # in the air: no landing changes his animation
    roll, walk = 2, 0
    cases = [(3, roll, 0x300, -12), (4, roll, 0x300, -12), (5, roll, 0x300, -12), (5, roll, -0x200, -12),
             (5, roll, 0x300, 4), (7, walk, 0, 0), (5, 9, 0x100, -12)]
    n = len(cases)
    p, o, w = world(n, ox, oy)
    for c in range(1, 8):
        for e, (at, anim, ysp, dy) in enumerate(cases):
            if at == c:
                put(p, e, ox, oy + dy, anim, ysp)
        before = p.raw.ysp.copy()
        p.step(w, np.zeros((1, n), np.uint8), objects=o)
        for e, (at, anim, ysp, dy) in enumerate(cases):
            if at != c:
                continue
            got = o.state(0, e)
            if c < 5:
                assert got == "active", (e, c)
            elif anim in (2, 9):
                assert got == "destroyed", e
                assert int(p.raw.hurt[e]) == 0
                moved = int(before[e]) + 0x38  # his own frame first (airborne: gravity $38)
                assert p.raw.ysp[e] == (-moved if moved >= 0 and dy < 0 else moved), e
            else:
                assert got == "exploding" and int(p.raw.hurt[e]) == 0, e
    e = len(cases) - 2
    p.step(w, np.zeros((1, n), np.uint8), objects=o)  # frame 8: the explosion's $8B in the scan
    assert int(p.raw.hurt[e]) == 1 and o.events(e)  # hurt by its explosion


def test_jawz_explosion_lasts_25_frames():
    """A player put on the explosion after k frames is hurt for k = 1..25,
    not from 26 on (the explosion's listed runs), and the Jawz is gone."""
    from broad_phase_world import FLOOR
    ox, oy = 500, FLOOR - 64  # in the air: no landing changes his animation
    ks = [1, 2, 25, 26, 27]
    n = 1 + len(ks)
    p, o, w = world(n, ox, oy)
    for c in range(1, 6):
        p.step(w, np.zeros((1, n), np.uint8), objects=o)
    for e in range(n):
        put(p, e, ox, oy, 0)  # walking into it: frame 6 explodes every copy
    for e in range(1, n):
        p.raw.invuln[e] = 0
    p.step(w, np.zeros((1, n), np.uint8), objects=o)
    assert all(o.state(0, e) == "exploding" for e in range(n))
    for e in range(1, n):
        p.raw.x[e] = 300 << 16  # away, until its frame
    for k in range(1, 28):
        for e, kk in enumerate(ks, start=1):
            if kk == k:
                put(p, e, ox, oy, 0)
        p.step(w, np.zeros((1, n), np.uint8), objects=o)
        for e, kk in enumerate(ks, start=1):
            if kk == k:
                assert int(p.raw.hurt[e]) == int(k <= 25), k
    assert all(o.state(0, e) == "destroyed" for e in range(n))


@pytest.mark.parametrize("game, act", [("s3", "hcz2"), ("s3k", "hcz2")])
def test_jawz_placer(game, act):
    from hedgephys.levels.placing import place
    from hedgephys.levels.touch_data import touch_size
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game).of_id(0x99 if game == "s3" else 0x93)
    jawz = [b for b in place(recs, game, act) if isinstance(b, KindObject)]
    assert {b.kind for b in jawz} == {"s3k_jawz"}
    assert len(recs) == len(jawz) == 19  # every Jawz is in act 2 (the coverage table: 19 each)
    for rec, b in zip(recs, jawz):
        assert (b.x, b.y) == (rec["x"], rec["y"])
        assert (b.width_radius, b.height_radius) == touch_size("s3k", 0xD7)
        assert (b.hurt_width_radius, b.hurt_height_radius) == touch_size("s3k", 0x8B)


def test_hidden_monitor_has_no_collision_before_the_signpost():
    """h-swim's decision (docs/levels.md "Coverage"): Obj_HiddenMonitorMain
    draws the monitor through Sprite_OnScreen_Test, which lists nothing for
    the touch scan, until a landed Obj_EndSign turns it into an Obj_Monitor;
    so the coverage rows of its ids say no collision, with why."""
    from hedgephys.levels import catalogue, coverage
    text = disasm_read("s3k", "s3.asm")
    main = text[text.index("Obj_HiddenMonitorMain:"):text.index("Obj_EndSign:")]
    calls = set(re.findall(r"j(?:mp|sr)\t\(?(\w+)", main))
    assert calls == {"Sprite_OnScreen_Test", "Play_SFX"}
    assert "move.l\t#Obj_Monitor,(a0)" in main and "cmpi.l\t#Obj_EndSign,(a1)" in main
    on_screen = text[text.index("Sprite_OnScreen_Test:"):text.index("Sprite_OnScreen_Test2:")]
    assert "Touch" not in on_screen and "CollisionResponse" not in on_screen
    for table, oid in (("s3", 0xC5), ("sk1", 0x80), ("sk2", 0x80)):
        assert catalogue.routine(table, oid) == "Obj_HiddenMonitor"
        row = coverage.Row(table, oid, "HiddenMonitor", "Obj_HiddenMonitor",
                           *catalogue.CODE_FLAGS[(table, oid)], (), False, 1, 0)
        assert not row.collides and row.reason == catalogue.HIDDEN_MONITOR_WHY
