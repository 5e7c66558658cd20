"""Sonic 3 & Knuckles' level-trigger objects (h-trig, issue 18;
docs/kinds/s3k_trigger.md): the buttons that write the act's level triggers
and the doors that read them.

* kind ``s3k_button``: $33 Obj_Button (s3.asm loc_2BB90, loc_2BBFE;
  sonic3k.asm loc_2C5BE, loc_2C62C), the trigger subtype & $F, bit 7 with
  subtype bit 6, latched with bit 4;
* kind ``s3k_fbz_screw_door``: SK Set 1 $7A Obj_FBZScrewDoor (loc_3BC72,
  loc_3BC92, loc_3BCF2, byte_3BBE8; sonic3k.asm, read in a public copy);
* kind ``s3k_lrz_door``: SK Set 2 $19 Obj_LRZDoor (loc_42974, loc_42994,
  loc_429BC);
* the readers placed before as if no trigger were ever set, left out where
  a button of their act sets their trigger.

The expected frames come from the routines stepped by hand, not from the
kinds' code; the broad phase test checks a long call against step_stages.
"""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp
from broad_phase_world import FLOOR, WIDE
from hedgephys.collapsing import CollapsingBridge
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_trigger import (BUTTON_TRIGGERS, LRZ_DOOR_HEIGHTS, LRZ_DOORS_LEFT_OUT,
                                                SCREW_DOOR_SIZES, SIDE_BUTTON_TRIGGERS, button_sets)
from hedgephys.levels.placing import Placement, placers
from hedgephys.objects import STATE_FIELDS, step_stages
from hedgephys.players import J, L, R
from helpers import disasm_checkout, placed_kind

YR = 19  # a standing Sonic's y radius


def placed(table, object_id, subtype=0, x=600, y=FLOOR - 4, act="fbz1", x_flip=False):
    rec = Placement("s3k", act, table, 0, x, y, object_id, subtype, x_flip, False, False)
    return placers()[(table, object_id)](rec)


def button(x, subtype=0, act="fbz1"):
    """A button whose solid sits on the floor (the layout's y is 4 px above its centre)."""
    top = subtype & 0x20
    (b,) = placed("sk1", 0x33, subtype, x=x, y=FLOOR - (6 if top else 4) - 4, act=act)
    return b


def screw_door(x, subtype, y=400):
    (d,) = placed("sk1", 0x7A, subtype, x=x, y=y, act="fbz2")
    return d


def lrz_door(x, subtype=3, act="lrz1", y=400):
    (d,) = placed("sk2", 0x19, subtype, x=x, y=y, act=act)
    return d


def drop_onto(objects, x, frames, buttons=(), top=FLOOR - 8):
    """A player dropped from above `top` at x onto the floor or a button, then
    pressing `buttons` (per frame, 0 once they run out): each frame's
    (level triggers, object states, object timers, object x, object y, player x)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects(objects, 1, "s3k")
    p.place(x=x, y=top - YR - 6, grounded=False)
    rows = []
    for f in range(frames):
        b = buttons[f] if f < len(buttons) else 0
        p.step(WIDE, np.full((1, 1), b, np.uint8), objects=o)
        rows.append((o.level_triggers[0].tolist(), o.raw.state[0].tolist(), o.raw.timer[0].tolist(),
                     [int(v) >> 16 for v in o.raw.x[0]], [int(v) >> 16 for v in o.raw.y[0]],
                     int(p.raw.x[0]) >> 16, int(o.raw.standing[0, 0])))
    return rows


# ----- the buttons (kind s3k_button) -----------------------------------------------------

def test_buttons_are_solid_as_before():
    """loc_2BB90: SolidObjectFull d1 $1B, d2 4, d3 5; loc_2BBFE: SolidObjectTop
    d1 $10, d3 6; y + 4 (Obj_Button's addq.w #4,y_pos): the rows of the
    SolidBox / JumpThrough that placed them before."""
    (full,) = placed("sk1", 0x33, 0x01, x=500, y=300)
    (top,) = placed("sk1", 0x33, 0x21, x=500, y=300)
    for obj, was in ((full, hp.SolidBox(500, 304, 0x10, 4, stand_height=5)), (top, hp.JumpThrough(500, 304, 0x10, 6))):
        assert obj.kind == "s3k_button" and (obj.x, obj.y) == (500, 304)
        a, b = hp.Objects([obj], 1, "s3k"), hp.Objects([was], 1, "s3k")
        for name in ("x", "y", "wr", "hr", "cx", "hj", "hs", "aw"):
            assert np.array_equal(getattr(a.raw, name), getattr(b.raw, name)), name


@pytest.mark.parametrize("subtype, value, latched", [
    (0x03, 0x01, False),   # bset #0 (d3 = 0), bclr when left
    (0x43, 0x80, False),   # subtype bit 6: moveq #7,d3
    (0x13, 0x01, True),    # bit 4: never cleared (loc_2BBCE's btst #4)
    (0x23, 0x01, False),   # bit 5: the top solid, the same trigger code (loc_2BC38)
    (0x73, 0x80, True),
])
def test_a_button_sets_its_trigger_while_stood_on(subtype, value, latched):
    """loc_2BBE4: a standing player (status & standing_mask) sets bit d3 of
    Level_trigger_array[subtype & $F] on the frame he lands; walked off, it
    is cleared that frame unless subtype bit 4 is set."""
    rows = drop_onto([button(600, subtype)], 600, 60, [0] * 20 + [R] * 40)
    land = next(f for f, r in enumerate(rows) if r[6])
    assert all(r[0] == [0] * 16 for r in rows[:land])
    assert rows[land][0][3] == value and rows[land][1][0] == 160  # pressed
    off = next(f for f, r in enumerate(rows) if f > land and not r[6])
    assert all(r[0][3] == value for r in rows[land:off])
    assert rows[off][0][3] == (value if latched else 0) and rows[off][1][0] == 0
    assert all(r[0][3] == rows[off][0][3] for r in rows[off:])
    assert all(r[0][:3] + r[0][4:] == [0] * 15 for r in rows)  # only trigger 3


def test_a_trigger_set_by_python_is_left_by_an_idle_button():
    """Only a button that was stood on clears (docs/kinds/s3k_trigger.md: the
    game's clears while on screen; two buttons of one trigger never share one)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([button(600, 3)], 1, "s3k")
    p.place(x=300, y=FLOOR - 20, grounded=True)
    o.level_triggers[0, 3] = 1
    p.step(WIDE, np.zeros((20, 1), np.uint8), objects=o)
    assert o.level_triggers[0, 3] == 1


def test_a_side_button_sets_its_trigger_while_its_side_is_touched():
    """Obj_LRZButtonHorizontal (loc_42D16): SolidObjectFull $10 / $F / $10,
    then bset on a frame its routine reports a side touch (swap d6; andi.w
    #3), bclr on one it does not: here on the frame after the last touch. A
    door of that trigger opens."""
    (b,) = placed("sk2", 0x1C, 0x04, x=700, y=FLOOR - 0x10, act="lrz1")
    assert (b.kind, b.side, b.solid_width, b.half_height, b.stand_height) == ("s3k_button", 1, 0x10, 0xF, 0x10)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([b, lrz_door(1500, 4)], 1, "s3k")
    p.place(x=640, y=FLOOR - 20, grounded=True)
    seq = [R] * 50 + [L] * 30
    rows = []
    for k in seq:
        p.step(WIDE, np.full((1, 1), k, np.uint8), objects=o)
        rows.append((int(o.level_triggers[0, 4]), int(p.raw.pushing[0]), int(p.raw.x[0]) >> 16, int(o.raw.state[0, 0])))
    touch = [f for f, r in enumerate(rows) if r[0]]
    assert touch and rows[touch[0]][2] == 700 - 0x10  # pushed out to x - d1 (A7)
    assert touch == list(range(touch[0], touch[-1] + 1)) and rows[touch[-1] + 1][0] == 0
    assert all(r[1] for r in rows[touch[0] + 1:touch[-1] + 1])
    assert int(o.raw.state[0, 1]) == 161 and int(o.raw.timer[0, 1]) >= 20


# ----- the doors ---------------------------------------------------------------------------

@pytest.mark.parametrize("subtype, axis, end", [
    (0x02, "y", 0x40),    # bits 4-6 clear: y = $46 + $2E asr 1
    (0x12, "y", -0x40),   # bit 4: neg.w d0
    (0x22, "x", 0x40),    # bit 5: x = $44 + $2E asr 1
    (0x42, "x", 0x80),    # bit 6: x = $44 + $2E
    (0x52, "x", -0x80),
])
def test_a_screw_door_opens_over_128_frames(subtype, axis, end):
    """loc_3BC72 sees the trigger: loc_3BC92 runs that frame ($2E = 1) and
    127 more; at $80 the routine is loc_3BCF2 (solid only, stays open)."""
    door = screw_door(1500, subtype)
    o = hp.Objects([door], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=300, y=FLOOR - 20, grounded=True)
    p.step(WIDE, np.zeros((3, 1), np.uint8), objects=o)
    assert o.raw.state[0, 0] == 0 and int(o.raw.y[0, 0]) >> 16 == 400
    o.level_triggers[0, 2] = 1
    pos = []
    for f in range(140):
        p.step(WIDE, np.zeros((1, 1), np.uint8), objects=o)
        pos.append(((int(o.raw.x[0, 0]) >> 16) - 1500, (int(o.raw.y[0, 0]) >> 16) - 400,
                    int(o.raw.state[0, 0])))
        if f == 5:
            o.level_triggers[0, 2] = 0  # it opens on, whatever the trigger does
    i = 0 if axis == "x" else 1
    sign, shift = (1 if end > 0 else -1), (0 if abs(end) == 0x80 else 1)
    assert [q[i] for q in pos[:128]] == [(sign * (t + 1)) >> shift for t in range(128)]  # asr.w: floors
    assert pos[127][i] == end and all(q[i] == end and q[2] == 162 for q in pos[127:])
    assert all(q[1 - i] == 0 for q in pos) and all(q[2] == 161 for q in pos[:127])


def test_screw_door_sizes():
    """byte_3BBE8 by (subtype >> 4) & 6: (8, $20), ($20, 8), ($40, 8);
    loc_3BCF2: d1 = width + $B, d2 = height, d3 = d2 + 1; bit 7 and an index
    of 6 are not this kind."""
    for subtype, (w, h) in ((0x0A, SCREW_DOOR_SIZES[0]), (0x2D, SCREW_DOOR_SIZES[1]), (0x57, SCREW_DOOR_SIZES[2])):
        d = screw_door(500, subtype)
        o = hp.Objects([d], 1, "s3k")
        assert (int(o.raw.cx[0, 0]), int(o.raw.hj[0, 0]), int(o.raw.hs[0, 0])) == (w + 0xB, h, h + 1)
    assert SCREW_DOOR_SIZES == ((8, 0x20), (0x20, 8), (0x40, 8))
    assert placed("sk1", 0x7A, 0x61, act="fbz2") == [] and placed("sk1", 0x7A, 0x80, act="fbz2") == []


def test_an_lrz_door_rises_by_sine():
    """loc_42994: $2E + 1 a frame up to $40, y = $46 - (sin($2E) asr 2):
    the sine table's 6, $62, $B5, $100 at 1, $10, $20, $40."""
    door = lrz_door(1500, 3)
    o = hp.Objects([door], 1, "s3k")
    assert (int(o.raw.cx[0, 0]), int(o.raw.hj[0, 0]), int(o.raw.hs[0, 0])) == (0x1B, 0x28, 0x29)
    p = hp.Players(1, game="s3k")
    p.place(x=300, y=FLOOR - 20, grounded=True)
    o.level_triggers[0, 3] = 1
    ys = []
    for _ in range(70):
        p.step(WIDE, np.zeros((1, 1), np.uint8), objects=o)
        ys.append(400 - (int(o.raw.y[0, 0]) >> 16))
    assert (ys[0], ys[0xF], ys[0x1F], ys[0x3F]) == (6 >> 2, 0x62 >> 2, 0xB5 >> 2, 0x40)
    assert all(v == 0x40 for v in ys[0x3F:]) and int(o.raw.state[0, 0]) == 162
    assert all(a <= b for a, b in zip(ys, ys[1:]))
    (d2,) = placed("sk2", 0x19, 0x0C, act="lrz2")
    assert int(hp.Objects([d2], 1, "s3k").raw.hj[0, 0]) == LRZ_DOOR_HEIGHTS["lrz2"] == 0x20


def test_a_door_is_solid_while_shut_and_open():
    """loc_3BCF2 / loc_429BC: SolidObjectFull before, while and after it opens:
    a runner is stopped by the shut door, and passes once it has risen."""
    door = lrz_door(700, 3, y=FLOOR - 0x28)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([door], 1, "s3k")
    p.place(x=600, y=FLOOR - 20, grounded=True)
    p.step(WIDE, np.full((60, 1), R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 < 700 - 0x1B + 10 and int(p.raw.pushing[0]) == 1
    o.level_triggers[0, 3] = 1
    p.step(WIDE, np.full((120, 1), R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 > 800


# ----- writers and readers far apart: the broad phase -------------------------------------

def assert_same_as_stages_with_triggers(objects, start, seq):
    """One long `step` (the broad phase, busy sets) and step_stages (every
    routine every frame) agree on every player field of every frame, and on
    the level triggers and every object field after each frame (stepping
    in calls of 1 frame for the comparison after each frame)."""
    worlds = []
    for _ in range(3):
        p = hp.Players(1, game="s3k")
        p.place(x=start, y=FLOOR - 20, grounded=True)
        worlds.append((p, hp.Objects(objects, 1, "s3k")))
    (p1, o1), (p2, o2), (p3, o3) = worlds
    buttons = np.array(seq, np.uint8)[:, None]
    rec = p1.step(WIDE, buttons, objects=o1, record=p1.fields)
    trig = []
    for k, b in enumerate(seq):
        step_stages(p2, WIDE, np.array([b], np.uint8), o2)
        p3.step(WIDE, buttons[k:k + 1], objects=o3)
        for name in p1.fields:
            assert rec[name][k, 0] == getattr(p2.raw, name)[0], (k, name)
            assert getattr(p3.raw, name)[0] == getattr(p2.raw, name)[0], (k, name)
        assert np.array_equal(o3.level_triggers, o2.level_triggers), k
        for name in STATE_FIELDS:
            assert np.array_equal(getattr(o3.raw, name), getattr(o2.raw, name)), (k, name)
        trig.append(o2.level_triggers[0].copy())
    for name in vars(o1.raw):
        assert np.array_equal(getattr(o1.raw, name), getattr(o2.raw, name)), name
    assert np.array_equal(o1.level_triggers, o2.level_triggers)
    return o2, np.array(trig)


def test_readers_far_before_and_after_the_writer_follow_it_exactly():
    """A reader earlier in the list than the button sees its trigger one frame
    later than one after it (each at its own turn, as in the game), however
    far from the player; a long call with the broad phase gives every frame
    of running every routine."""
    objects = [screw_door(150, 0x03),                         # earlier than the writer, 1,050 px away
               lrz_door(250, 0x03),
               hp.SolidBox(900, FLOOR - 8, 8, 8),
               button(1200, 0x03),                            # the writer, trigger 3
               button(1300, 0x1A),                            # a latching top solid, trigger $A
               screw_door(2300, 0x03),                        # later, 1,100 px away
               lrz_door(2400, 0x0A),
               screw_door(2450, 0x07)]                        # a trigger nobody writes
    # jump onto the first button, stand, walk off; jump onto the second, walk off, stop
    seq = ([0] * 10 + [R] * 30 + [R | J] * 3 + [R] * 10 + [0] * 30 + [R] * 12 + [0] * 20 + [R | J] * 3 + [R] * 4
           + [0] * 40 + [R] * 40 + [0] * 150)
    start = 1110
    o, trig = assert_same_as_stages_with_triggers(objects, start, seq)
    on3 = trig[:, 3] != 0
    assert on3.any() and not on3[-1] and trig[-1, 0xA] == 1  # 3 cleared once left, $A latched
    states = o.raw.state[0].tolist()
    assert states[0] == states[1] == states[5] == 162 and states[6] == 162 and states[7] == 0
    assert int(o.raw.timer[0, 5]) == 0x80 and int(o.raw.timer[0, 0]) == 0x80


def test_a_side_button_and_far_readers_with_the_broad_phase():
    """Lava Reef's side button run into and left, its doors 1,000 px before
    and after it in the list: a long call equals step_stages."""
    (side,) = placed("sk2", 0x1C, 0x04, x=1200, y=FLOOR - 0x10, act="lrz1")
    objects = [lrz_door(150, 4), screw_door(300, 0x24), side, lrz_door(2300, 4), lrz_door(2350, 0x0B)]
    o, trig = assert_same_as_stages_with_triggers(objects, 1130, [R] * 60 + [0] * 20 + [J | R] * 2 + [0] * 140)
    assert trig[:, 4].any() and not trig[-1, 4]
    assert o.raw.state[0].tolist() == [162, 162, 0, 162, 0]


def test_the_earlier_reader_opens_a_frame_after_the_later_one():
    """The frame the button sets trigger 5: the later door's $2E is 1, the
    earlier door's still 0 (it read the byte before the button ran)."""
    objects = [screw_door(150, 0x05), button(1200, 0x05), screw_door(2300, 0x05)]
    rows = drop_onto(objects, 1200, 30)
    land = next(f for f, r in enumerate(rows) if r[0][5])
    assert rows[land][2][2] == 1 and rows[land][2][0] == 0 and rows[land][1][0] == 0
    assert rows[land + 1][2][0] == 1 and rows[land + 1][2][2] == 2


# ----- the real layouts ----------------------------------------------------------------------

def test_button_triggers_are_the_layouts():
    """BUTTON_TRIGGERS: the low nibbles of every act's buttons, S3 and S3K layouts alike."""
    for game in ("s3", "s3k"):
        mod = hp.levels.s3 if game == "s3" else hp.levels.s3k
        for act in mod.act_infos():
            layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
            found = {int(r["subtype"]) & 0xF for r in layout.of_id(0x33)}
            assert found == set(BUTTON_TRIGGERS.get(act, ())), (game, act)


def test_lrz_writers_are_the_layouts():
    """SIDE_BUTTON_TRIGGERS: the low nibbles of Lava Reef's side buttons $1C;
    LRZ_DOORS_LEFT_OUT: those of its shooting triggers $1D (not modelled),
    and the triggers two writers set within a screen of each other. No two
    writers of one trigger ($33, $1C; one of them not latching) lie within
    $200 px in x of each other in any act but those (the clear's model)."""
    co = disasm_checkout("s3k")
    for act in ("lrz1", "lrz2"):
        layout = hp.levels.object_layout(co, act)
        assert {int(r["subtype"]) & 0xF for r in layout.of_id(0x1C)} == set(SIDE_BUTTON_TRIGGERS[act])
        shooting = {int(r["subtype"]) & 0xF for r in layout.of_id(0x1D)}
        assert shooting <= set(LRZ_DOORS_LEFT_OUT[act])
    near = set()
    for game in ("s3", "s3k"):
        mod = hp.levels.s3 if game == "s3" else hp.levels.s3k
        for act in mod.act_infos():
            layout = hp.levels.object_layout(co, act, game=game)
            recs = [r for i in ((0x33, 0x1C) if act.startswith("lrz") else (0x33,)) for r in layout.of_id(i)]
            for a in range(len(recs)):
                for b in range(a):
                    latch = int(recs[a]["subtype"]) & int(recs[b]["subtype"]) & 0x10  # both latch: no clear
                    if int(recs[a]["subtype"]) & 0xF == int(recs[b]["subtype"]) & 0xF and not latch:
                        if abs(int(recs[a]["x"]) - int(recs[b]["x"])) < 0x200:
                            near.add((act, int(recs[a]["subtype"]) & 0xF))
    assert near == {("lrz2", 5)} and 5 in LRZ_DOORS_LEFT_OUT["lrz2"]


@pytest.mark.parametrize("act, object_id, kind, count", [
    ("fbz1", 0x7A, "s3k_fbz_screw_door", 4), ("fbz2", 0x7A, "s3k_fbz_screw_door", 18),
    ("lrz1", 0x19, "s3k_lrz_door", 13), ("lrz2", 0x19, "s3k_lrz_door", 10), ("lrz1", 0x1C, "s3k_button", 10),
    ("lrz2", 0x1C, "s3k_button", 11),
    ("fbz1", 0x33, "s3k_button", 4), ("fbz2", 0x33, "s3k_button", 16), ("lrz1", 0x33, "s3k_button", 3),
    ("lrz2", 0x33, "s3k_button", 1), ("icz1", 0x33, "s3k_button", 4), ("aiz2", 0x33, "s3k_button", 2),
])
def test_placed_on_the_real_layouts(act, object_id, kind, count):
    recs, objs = placed_kind("s3k", act, object_id, kind)
    assert len(objs) == count
    if count == len(recs):
        for r, o in zip(recs, objs):
            assert (o.x, o.subtype) == (r["x"], r["subtype"])
            assert o.y == r["y"] + (4 if object_id == 0x33 else 0)
    if object_id == 0x19:
        assert all(button_sets(act, o.subtype & 0xF) for o in objs)


def test_every_screw_door_trigger_has_a_button_in_its_act():
    for act in ("fbz1", "fbz2"):
        recs, objs = placed_kind("s3k", act, 0x7A, "s3k_fbz_screw_door")
        assert {o.subtype & 0xF for o in objs} <= set(BUTTON_TRIGGERS[act])


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_readers_of_a_button_trigger_are_left_out(game):
    """Angel Island 2's walls of subtype bit 7 (trigger 0, loc_1F844) and
    Hydrocity 1's fans of subtype bit 5 (trigger 0, loc_2F02C) read a
    trigger their act's buttons write, Hydrocity 1's collapsing bridges of
    subtype bit 7 (loc_1E2E8) one its Blastoids write: not placed; the rest
    of their ids are. Ice Cap's bridges of bit 7 read theirs (below)."""
    from hedgephys.levels.placing import place
    co = disasm_checkout("s3k")
    for act, object_id, test in (("aiz2", 0x0D, lambda s: s & 0x80), ("hcz1", 0x38, lambda s: s < 0x80 and s & 0x20),
                                 ("hcz1", 0x0F, lambda s: s & 0x80)):
        layout = hp.levels.object_layout(co, act, game=game)
        recs = layout.of_id(object_id)
        readers = recs[[bool(test(int(s))) for s in recs["subtype"]]]
        others = recs[[not test(int(s)) for s in recs["subtype"]]]
        assert len(readers) > 0
        assert place(readers, game, act) == []
        assert len(place(others, game, act)) >= (len(others) if object_id != 0x0F else 0)


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_ice_cap_trigger_bridges_read_their_trigger(game):
    """loc_1E0F0 (ICZ): subtype bit 7 runs loc_1E2E8 with $40 = the low
    nibble; every such bridge of Ice Cap is placed with trigger = nibble + 1
    and a button of that trigger in its act."""
    co = disasm_checkout("s3k")
    for act in ("icz1", "icz2"):
        from hedgephys.levels.placing import place
        recs = hp.levels.object_layout(co, act, game=game).of_id(0x0F)
        trig = recs[recs["subtype"] >= 0x80]
        objs = place(trig, game, act)
        assert len(objs) == len(trig) > 0
        assert [o.trigger for o in objs] == [(int(s) & 0xF) + 1 for s in trig["subtype"]]
        assert all(button_sets(act, o.trigger - 1) for o in objs)


def test_a_trigger_bridge_waits_for_its_trigger_not_a_rider():
    """loc_1E2E8: stood on, $3A stays 0 (only loc_1E332's trigger sets it);
    once trigger 1 is set, $38 = (subtype & $F) * 16 + 8 = 8 counts down
    (loc_1E32E) and the frame after it reaches 0 it breaks: the 10th frame."""
    (b,) = placed("sk1", 0x0F, 0x81, x=600, y=FLOOR - 0x30, act="icz1")
    assert (b.trigger, b.countdown) == (2, 8)
    rows = drop_onto([b], 600, 80, top=FLOOR - 0x30 - 0x10)
    assert rows[-1][6] == 1 and all(r[1][0] == 0 for r in rows)  # stood on, intact
    p = hp.Players(1, game="s3k")
    o = hp.Objects([b], 1, "s3k")
    p.place(x=300, y=FLOOR - 20, grounded=True)
    o.level_triggers[0, 1] = 1
    states = []
    for _ in range(12):
        p.step(WIDE, np.zeros((1, 1), np.uint8), objects=o)
        states.append(int(o.raw.state[0, 0]))
    assert states.index(16) == 9  # crumbling


def test_catalogue_reasons():
    assert ("sk1", 0x7A) not in catalogue.REASONS_BY_ID
    assert "shooting triggers" in catalogue.unmodelled_reason("sk2", 0x19)


def test_a_reader_kind_takes_its_trigger_from_the_subtype():
    """The low nibble only (andi.w #$F): subtype $1F reads trigger $F."""
    o = hp.Objects([KindObject("s3k_fbz_screw_door", 500, 100, subtype=0x1F)], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=100, y=FLOOR - 20, grounded=True)
    o.level_triggers[0, 0xF] = 0x80
    p.step(WIDE, np.zeros((2, 1), np.uint8), objects=o)
    assert int(o.raw.state[0, 0]) == 161 and int(o.raw.timer[0, 0]) == 2


# ----- Marble Garden's trigger platforms (kind s3k_mgz_trigger_platform) -------------------

def mgz_platform(subtype, x_flip=False, x=1500, y=400):
    rec = Placement("s3k", "mgz1", "sk1", 0, x, y, 0x57, subtype, x_flip, False, False)
    (obj,) = placers()[("sk1", 0x57)](rec)
    return obj


def run_reader(obj, trigger_by_frame, frames):
    """Step a far player `frames` frames; trigger n of the object's subtype
    written before each frame from trigger_by_frame(f) (None: left)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([obj], 1, "s3k")
    p.place(x=300, y=FLOOR - 20, grounded=True)
    rows = []
    for f in range(frames):
        v = trigger_by_frame(f)
        if v is not None:
            o.level_triggers[0, obj.subtype & 0xF] = v
        p.step(WIDE, np.zeros((1, 1), np.uint8), objects=o)
        rows.append(((int(o.raw.x[0, 0]) >> 16), (int(o.raw.y[0, 0]) >> 16), int(o.raw.state[0, 0])))
    return rows


@pytest.mark.parametrize("x_flip", [False, True])
def test_mgz_trigger_platform_slides_while_its_trigger_is_set(x_flip):
    """loc_338D0 (n = 0): x + 2 (- 2 X-flipped) on every frame the trigger is
    set, not latched; the $40th such frame x = $7F00 and it is gone (deleted
    by Sprite_OnScreen_Test2 with $36 = $7F00)."""
    obj = mgz_platform(0x04, x_flip)
    assert (obj.kind, obj.solid_width, obj.half_height, obj.stand_height) == ("s3k_mgz_trigger_platform", 0x4B, 0x1E,
                                                                              0x1F)
    on = lambda f: 1 if f < 10 or 15 <= f else 0  # noqa: E731
    rows = run_reader(obj, on, 80)
    d = -2 if x_flip else 2
    assert [r[0] - 1500 for r in rows[:15]] == [d * (f + 1) for f in range(10)] + [d * 10] * 5
    assert rows[15 + 52][0] - 1500 == d * 63 and rows[15 + 53][0] == 0x7F00 and rows[15 + 53][2] == 162
    assert all(r[1] == 400 for r in rows)


@pytest.mark.parametrize("subtype, x_flip, step", [(0x11, False, 1), (0x21, False, 2), (0x21, True, -2)])
def test_mgz_trigger_platform_moves_once_its_trigger_is_seen(subtype, x_flip, step):
    """loc_3393E (n = 1, 2): the trigger seen once sets $32 = 1; y + n (- n
    X-flipped) for $40 frames ($30), then $32 = -1: it stays."""
    rows = run_reader(mgz_platform(subtype, x_flip), lambda f: 1 if f == 3 else (0 if f == 4 else None), 100)
    assert all(r[1] == 400 and r[2] == 0 for r in rows[:3])
    assert [r[1] - 400 for r in rows[3:3 + 0x40]] == [step * (t + 1) for t in range(0x40)]
    assert all(r[1] - 400 == step * 0x40 and r[2] == 162 for r in rows[3 + 0x3F:])
    assert all(r[0] == 1500 for r in rows)


# ----- random worlds of writers and readers --------------------------------------------------

@settings(max_examples=25, deadline=None)
@given(data=st.data(), seq=st.lists(st.sampled_from([0, R, R, R | J, J, L, L | J]), min_size=100, max_size=300),
       start=st.integers(400, 2000))
def test_random_writers_and_readers_agree_with_stages(data, seq, start):
    """Buttons, side buttons, doors and trigger bridges of triggers 0-2 spread
    over 2,400 px around a runner: a long call (the broad phase) equals
    step_stages frame by frame, the level triggers included."""
    objects = []
    for x in sorted(data.draw(st.lists(st.integers(60, 2500), min_size=3, max_size=10))):
        n = data.draw(st.integers(0, 2))
        what = data.draw(st.integers(0, 6))
        if what == 0:
            objects.append(button(x, n | data.draw(st.sampled_from([0, 0x10, 0x20, 0x40, 0x30]))))
        elif what == 1:
            (b,) = placed("sk2", 0x1C, n, x=x, y=FLOOR - 0x10, act="lrz1")
            objects.append(b)
        elif what == 2:
            objects.append(screw_door(x, n | data.draw(st.sampled_from([0, 0x10, 0x20, 0x40])), y=FLOOR - 0x30))
        elif what == 3:
            objects.append(KindObject("s3k_lrz_door", x, FLOOR - 0x28, subtype=n))
        elif what == 4:
            objects.append(CollapsingBridge(x, FLOOR - 0x18, width=0x20, countdown=8, column_delays=[4, 8, 12, 16, 20],
                                            trigger=n + 1))
        elif what == 5:
            objects.append(mgz_platform(n | data.draw(st.sampled_from([0, 0x10, 0x20])), data.draw(st.booleans()),
                                        x=x, y=FLOOR - 0x50))
        else:
            objects.append(hp.SolidBox(x, FLOOR - 8, 8, 8))
    assert_same_as_stages_with_triggers(objects, start, seq)
