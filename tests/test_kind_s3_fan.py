"""Sonic 3's Hydrocity fans, Marble Garden's trigger platforms and
Hydrocity's Poindexter (h-s3fan, issue 18), read in s3.asm: golden numbers
from the routines, whole frames, and the placers on real layouts
(HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_checkout, disasm_read, one_player
from fan_model import fan_lift


def placed_of(game, act, object_id, cls):
    """An act's records of `object_id` (Sonic 3 alone, "s3", read from the
    skdisasm checkout) and the objects of class `cls` their placer gives."""
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game).of_id(object_id)
    return recs, [o for o in place(recs, game, act) if isinstance(o, cls)]


def routine_text(label, end):
    """s3.asm from `label` to the first `end` after it."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index(label):]
    return body[: body.index(end)]


# ----- Obj_MGZTriggerPlatform: a still SolidObjectFull until its level trigger ------

def test_mgz_trigger_platform_numbers_from_the_checkout():
    """byte_33868: (width, height, frame, count) by the subtype's high
    nibble; both routines call SolidObjectFull with d1 = width + $B, d2 =
    height, d3 = d2 + 1, and move only once Level_trigger_array is set."""
    from hedgephys.levels.place_s3_fan import MGZ_TRIGGER_PLATFORM_SIZES
    table = routine_text("byte_33868:", "even")
    rows = re.findall(r"dc\.b\s+\$([0-9A-F]+),\s*\$([0-9A-F]+),", table)
    assert tuple((int(w, 16), int(h, 16)) for w, h in rows) == MGZ_TRIGGER_PLATFORM_SIZES
    body = routine_text("Obj_MGZTriggerPlatform:", "Map_MGZTriggerPlatform:")
    assert body.count("addi.w\t#$B,d1") == 2 and body.count("addq.w\t#1,d3") == 2
    assert body.count("SolidObjectFull") == 2 and body.count("tst.b\t(a3,d0.w)") == 2


@pytest.mark.parametrize("game, act, records", [("s3", "mgz1", 23), ("s3", "mgz2", 23), ("s3k", "mgz2", 26)])
def test_mgz_trigger_platform_placer(game, act, records):
    from hedgephys.levels.place_s3_fan import MGZ_TRIGGER_PLATFORM_SIZES
    recs, boxes = placed_of(game, act, 0x57, KindObject)  # h-trig: s3k_mgz_trigger_platform, solid as the SolidBox
    assert len(recs) == len(boxes) == records and {b.kind for b in boxes} == {"s3k_mgz_trigger_platform"}
    o = hp.Objects(boxes, 1, "s3k")
    for i, rec in enumerate(recs):
        w, h = MGZ_TRIGGER_PLATFORM_SIZES[int(rec["subtype"]) >> 4]
        assert (boxes[i].x, boxes[i].y) == (rec["x"], rec["y"])
        assert (int(o.raw.cx[0, i]), int(o.raw.hj[0, i]), int(o.raw.hs[0, i])) == (w + 0xB, h, h + 1)
        was = hp.Objects([hp.SolidBox(int(rec["x"]), int(rec["y"]), w, h, stand_height=h + 1)], 1, "s3k")
        for name in ("wr", "hr", "cx", "hj", "hs", "aw"):
            assert int(getattr(o.raw, name)[0, i]) == int(getattr(was.raw, name)[0, 0]), name


@pytest.mark.parametrize("n", [0, 1])
def test_mgz_trigger_platform_is_solid(n):
    """A player landing on the platform stands on it at y - d3 - 19 (A8),
    one running into its side stops at its left edge (A side contact)."""
    from hedgephys.levels.place_s3_fan import _mgz_trigger_platform
    from hedgephys.levels.placing import Placement
    ox, oy = 400, 300
    box, = _mgz_trigger_platform(Placement("s3", "mgz1", "s3", 0, ox, oy, 0x57, n << 4, False, False, False))
    w, h = ((0x40, 0x1E), (0x20, 0x40))[n]
    p = one_player("s3k", x=ox, y=oy - h - 19 + 3, y_speed=0x200, in_air=True)
    o = hp.Objects([box], 1, "s3k")
    o.update(p, 0)
    assert (int(o.raw.standing[0, 0]), int(p.raw.airborne[0]), int(p.raw.y[0]) >> 16) == (1, 0, oy - h - 1 - 19)
    p = one_player("s3k", x=ox - (w + 0xB) + 2, y=oy, x_speed=0x600, ground_speed=0x600)
    o = hp.Objects([box], 1, "s3k")
    o.update(p, 0)
    assert (int(p.raw.xsp[0]), int(p.raw.gsp[0]), int(p.raw.x[0]) >> 16) == (0, 0, ox - (w + 0xB))


# ----- Obj_HCZCGZFan of a subtype below $80: the kind s3k_fan ------------------------

def fan_blowing(subtype, counter):
    """Whether the fan loaded on the act's first frame (counter 1: its init,
    loc_2EFE0, only) blows on the frame of `counter`: loc_2F02C's countdown
    run frame by frame from counter 2."""
    if subtype & 0x20 or counter < 2:
        return False
    if subtype & 0x10:
        return True
    timer = flag = 0
    for _ in range(counter - 1):
        timer -= 1
        if timer < 0:
            flag ^= 1
            timer = 2 * 60 if flag else 3 * 60
    return flag == 0


def test_fan_numbers_from_the_checkout():
    body = routine_text("Obj_HCZCGZFan:", "loc_2F212:")
    for line in ("andi.w\t#$F,d0\n\t\taddq.w\t#8,d0\n\t\tlsl.w\t#4,d0", "addi.w\t#$30,d0",
                 "move.w\t#2*60,$30(a0)", "move.w\t#3*60,$30(a0)", "move.b\t(Oscillating_table+$16).w,d1",
                 "addi.w\t#$18,d0\n\t\tcmpi.w\t#$30,d0", "asr.w\t#6,d1", "move.b\t#$F,anim(a1)",
                 "cmpi.b\t#4,routine(a1)", "btst\t#5,d0", "btst\t#4,subtype(a0)", "btst\t#6,subtype(a0)"):
        assert line in body, line
    # loc_2EFE0 ends with rts: loc_2F02C runs from the next frame on
    assert "move.l\t#loc_2F02C,(a1)\n\nlocret_2F02A:\n\t\trts" in body
    # the load frame, then 121 frames still, then 181 blowing (a period of 302)
    runs = [fan_blowing(6, c) for c in range(1, 607)]
    assert runs[:122] == [False] * 122 and runs[122:303] == [True] * 181 and runs[303:605] == runs[1:303]


def fan_objects(subtype, ox=400, oy=600, n=1):
    return hp.Objects([hp.objects.S3kFan(ox, oy, subtype=subtype)], n, "s3k")


def loaded_fan(subtype, ox, oy):
    """A fan past the frame it is loaded (loc_2EFE0: no lift then, even for
    a player in its window)."""
    o = fan_objects(subtype, ox, oy)
    p = one_player("s3k", x=ox, y=oy - 0x40)
    o.update(p, 0)
    assert (int(p.raw.airborne[0]), o.state(0)) == (0, "running")
    return o


@pytest.mark.parametrize("subtype", [0x19, 0x59, 0x10])
def test_fan_lift_as_sub_2F15C(subtype):
    """An always-on fan (bit 4) and players at heights across its window and
    beyond: the y change of the routine, in the air, y speed, jumping and
    the roll-jump bit cleared, ground speed 1, animation walk (bit 6: $F)."""
    ox, oy = 400, 600
    low = ((subtype & 0xF) + 8) * 16
    walk = hp.anim_ids("s3k", "sonic")["walk"]
    for dy in range(-low - 300, 80, 7):
        p = one_player("s3k", x=ox + 3, y=oy + dy, y_speed=0x300, ground_speed=0x500, rolling=True)
        p.raw.jumping[0] = p.raw.rolljump[0] = 1
        o = loaded_fan(subtype, ox, oy)
        osc = int(o.oscillators[0, 11]) >> 8  # the byte at +$16: the high byte of word 11
        o.update(p, 0)
        want = fan_lift(subtype, osc, oy + dy, oy)
        got = (int(p.raw.y[0]) >> 16) - (oy + dy)
        if want is None:
            assert (got, int(p.raw.ysp[0]), int(p.raw.airborne[0])) == (0, 0x300, 0), dy
            continue
        assert got == want, dy
        assert (int(p.raw.airborne[0]), int(p.raw.ysp[0]), int(p.raw.jumping[0]), int(p.raw.rolljump[0]),
                int(p.raw.gsp[0])) == (1, 0, 0, 0, 1), dy
        assert int(p.raw.anim[0]) == (0xF if subtype & 0x40 else walk)


def test_fan_window_edges_and_hurt():
    """uint16(px - x + $18) < $30: x - $18 .. x + $17; a hurt player
    (routine 4) is left alone."""
    ox, oy = 400, 600
    for dx, lifted in ((-0x19, False), (-0x18, True), (0x17, True), (0x18, False)):
        p = one_player("s3k", x=ox + dx, y=oy - 0x40)
        loaded_fan(0x10, ox, oy).update(p, 0)
        assert bool(p.raw.airborne[0]) == lifted, dx
    p = one_player("s3k", x=ox, y=oy - 0x40, in_air=True, y_speed=0x200)
    p.raw.hurt[0] = 1
    loaded_fan(0x10, ox, oy).update(p, 0)
    assert (int(p.raw.y[0]) >> 16, int(p.raw.ysp[0])) == (oy - 0x40, 0x200)


@pytest.mark.parametrize("subtype", [0x06, 0x45, 0x69])
def test_fan_timer_from_the_first_frame(subtype):
    """A player held in the air in the window of a timed fan (or one
    waiting for a level trigger, bit 5: never), frame by frame: the frames it
    lifts him are the countdown's, from the act's first frame (counter 1)."""
    from broad_phase_world import FLOOR_WORLD
    ox, oy = 400, 300
    p = hp.Players(1, game="s3k")
    o = fan_objects(subtype, ox, oy)
    lifted = []
    for c in range(1, 700):
        p.place(x=ox, y=oy - 0x50, grounded=False)
        p.raw.ysp[0] = 0
        p.step(FLOOR_WORLD, np.zeros(1, np.uint8), objects=o)
        assert int(p.raw.level_frame[0]) == c
        lifted.append(int(p.raw.ysp[0]) == 0)
    assert lifted == [fan_blowing(subtype, c) for c in range(1, 700)]
    assert any(lifted) == (subtype & 0x20 == 0)


@pytest.mark.parametrize("game, act, records, pairs", [("s3", "hcz1", 27, 17), ("s3", "hcz2", 36, 30),
                                                       ("s3k", "hcz2", 36, 30)])
def test_fan_placer(game, act, records, pairs):
    """Every record is a fan (those of subtype $80 or more with their block:
    tests/test_kind_s3_fan_block.py), with its subtype and X flip, but those
    waiting for level trigger 0 in an act whose buttons set it (h-trig:
    Hydrocity 1's two of subtype $69, tests/test_kind_s3k_trigger.py)."""
    recs, fans = placed_of(game, act, 0x38, KindObject)
    assert {f.kind for f in fans} == {"s3k_fan"}
    assert len(recs) == records
    waiting = [int(r["subtype"]) < 0x80 and int(r["subtype"]) & 0x20 and act == "hcz1" for r in recs]
    assert sum(waiting) == (2 if act == "hcz1" else 0)
    recs = recs[[not w for w in waiting]]
    assert len(fans) == len(recs)
    assert sum(int(r["subtype"]) >= 0x80 for r in recs) == pairs
    for rec, f in zip(recs, fans):
        assert (f.x, f.y, f.subtype, f.x_flip) == (rec["x"], rec["y"], rec["subtype"], rec["x_flip"])


def test_fans_lag_exactly(monkeypatch):
    """Timed and always-on fans along a floor, 40 players running and
    jumping through them in calls of 1 to 300 frames: with stale fans
    (lazy_objects.hpp, their countdown skipped arithmetically) every player
    field of every frame and every object field after every call is the one
    of running every fan every frame."""
    from broad_phase_world import FLOOR, assert_lags_exactly
    fans = [hp.objects.S3kFan(300 + 61 * i, FLOOR + 40, subtype=(0x06, 0x45, 0x19, 0x69)[i % 4]) for i in range(30)]
    rec = assert_lags_exactly(monkeypatch, fans, 40, 2200, 5)[2]
    assert ((rec["airborne"] == 1) & (rec["ysp"] == 0) & (rec["gsp"] == 1)).any()  # some were lifted


# ----- Obj_Poindexter: the kind s3k_poindexter ---------------------------------------

def poindexter_bytes(runs):
    """The collision byte each run of Obj_Poindexter leaves (index = run, 1 =
    the frame it is loaded; None: not in the collision list), simulated from
    the checkout's text: two runs of Obj_WaitOffscreen, loc_56084
    (collision 0), then loc_560D2: Animate_RawMultiDelay over
    AniRaw_Poindexter, collision $0A, or $86 on mapping frame 2."""
    text = routine_text("AniRaw_Poindexter:", "even")
    script = [int(v, 16) for v in re.findall(r"\$?([0-9A-F]+)", text.split(":", 1)[1])]
    out = [None, None, None, 0]
    anim_frame, timer, frame = 0, 0, 0
    for _ in range(4, runs + 1):
        timer -= 1
        if timer < 0:
            anim_frame += 2
            if script[anim_frame] & 0x80:  # $FC: back to the first pair (loc_52DE8)
                anim_frame = 0
            frame, timer = script[anim_frame], script[anim_frame + 1]
        out.append(0x86 if frame == 2 else 0x0A)
    return out


def test_poindexter_numbers_from_the_checkout():
    from hedgephys.levels.place_s3_fan import POINDEXTER_COLLISION
    body = routine_text("Obj_Poindexter:", "Obj_BubblesBadnik:")
    assert body.index("jsr\t(Obj_WaitOffscreen).l") < body.index("Poindexter_Index(pc,d0.w)")
    assert "move.b\t#$A,collision_flags(a0)\n\t\tcmpi.b\t#2,mapping_frame(a0)" in body
    assert "move.b\t#$86,collision_flags(a0)" in body
    assert re.search(r"ObjDat_Poindexter:.*?dc\.b\s+\$14, \$14,\s+0,\s+0", body, re.S)
    assert POINDEXTER_COLLISION == (0x0A, 0x86)
    b = poindexter_bytes(4 + 202 * 2)
    assert b[4:9] == [0x0A] * 5 and b[9:73] == [0x86] * 64 and b[73:206] == [0x0A] * 133
    assert b[4:206] == b[206:408]


def test_poindexter_touch_follows_its_animation():
    """One environment a frame: a rolling player put on the badnik before
    frame c finds, in that frame's scan, the byte the routine of frame c - 1
    left: none (destroyed? no, hurt? no), $0A (an enemy: destroyed, he
    bounces) or $86 (hurt, rolling or not)."""
    from broad_phase_world import FLOOR, FLOOR_WORLD
    from hedgephys.levels.place_s3_fan import _poindexter
    from hedgephys.levels.placing import Placement
    ox, oy, n = 500, FLOOR - 100, 240
    obj, = _poindexter(Placement("s3", "hcz1", "s3", 0, ox, oy, 0x9E, 0x20, False, False, False))
    p = hp.Players(n, game="s3k")
    p.place(x=2000, y=FLOOR - 20, grounded=True)
    o = hp.Objects([obj], n, "s3k")
    roll = hp.anim_ids("s3k", "sonic")["roll"]
    want = poindexter_bytes(n)
    for c in range(1, n):
        r = p.raw
        r.x[c], r.y[c] = ox << 16, oy << 16
        r.airborne[c] = r.rolling[c] = 1
        r.anim[c] = r.prev_anim[c] = roll
        r.xsp[c] = r.ysp[c] = r.gsp[c] = 0
        p.step(FLOOR_WORLD, np.zeros((1, n), np.uint8), objects=o)
        got = (o.state(0, c), int(r.hurt[c]))
        expect = {None: ("active", 0), 0: ("active", 0), 0x0A: ("destroyed", 0), 0x86: ("active", 1)}[want[c - 1]]
        assert got == expect, c


@pytest.mark.parametrize("game, act, records", [("s3", "hcz1", 29), ("s3", "hcz2", 11), ("s3k", "hcz1", 29)])
def test_poindexter_placer(game, act, records):
    from hedgephys.levels.touch_data import touch_size
    recs, badniks = placed_of(game, act, 0x9E if game == "s3" else 0x98, KindObject)
    assert {b.kind for b in badniks} == {"s3k_poindexter"}
    assert len(recs) == len(badniks) == records
    for rec, b in zip(recs, badniks):
        assert (b.x, b.y) == (rec["x"], rec["y"])
        assert (b.width_radius, b.height_radius) == touch_size("s3k", 0x0A)
        assert (b.hurt_width_radius, b.hurt_height_radius) == touch_size("s3k", 0x86)
