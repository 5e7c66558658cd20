"""Objects tied by the level triggers (docs/kinds/s3k_trigger2.md,
docs/objects.md "Level triggers"): Sandopolis's push switches and doors,
whose code is in sonic3k.asm only (the checkout lacks it; the numbers below
were read from a public copy, murshies/skdisasm's sonic3k.asm, and each test
names the label they come from).

* $45 Obj_SOZPushSwitch (loc_418E4, sub_419C6, sub_419FA, sub_41A6C): the
  writer kind ``s3k_soz_push_switch``;
* $46 Obj_SOZDoor (loc_41BE0, loc_41C16, loc_41C3A): the reader kind
  ``s3k_soz_door``;
* S3 / SK1 $13 Obj_LBZExplodingTrigger (loc_24944, sub_24980): the kind
  ``s3k_lbz_exploding_trigger`` now flips its trigger (bchg);
* S3 / SK1 $14 Obj_LBZTriggerBridge (byte_24BE4, loc_24CB8, loc_24CFE,
  loc_24D58, loc_24D6A, loc_24D7A, loc_24D8C; s3.asm): the reader kind
  ``s3k_lbz_trigger_bridge``, two objects a record;
* writers and readers far apart, stepped with the broad phase, against
  step_stages (every routine every frame), a reader before and one after
  the writer in the list.
"""
import os

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds
from hypothesis import given, settings, strategies as st

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue, coverage
from hedgephys.levels.place_s3k_trigger2 import (LBZ_BRIDGE_ROWS, SOZ_PUSH_SWITCH_SIZE, SOZ_PUSH_SWITCH_SOLID,
                                                 lbz_bridge_boxes, soz_door_sizes)
from hedgephys.levels.placing import Placement, placers
from hedgephys.objects import STATE_NAMES, step_stages
from helpers import placed_kind

RIGHT, LEFT, NONE = 2, 1, 0
SWITCH_Y = FLOOR - 0x10  # its bottom on the floor (height_pixels $10)
DOOR_Y = FLOOR - 0x40


def placed(object_id, subtype=0, x_flip=False, x=400, y=SWITCH_Y):
    rec = Placement("s3k", "soz2", "sk2", 0, x, y, object_id, subtype, x_flip, False, False)
    return placers()[("sk2", object_id)](rec)


def switch(x, subtype, x_flip=False, y=SWITCH_Y):
    (obj,) = placed(0x45, subtype, x_flip, x, y)
    return obj


def door(x, subtype, x_flip=False, y=DOOR_Y):
    (obj,) = placed(0x46, subtype, x_flip, x, y)
    return obj


def world(objs, x, game="s3k"):
    p = hp.Players(1, game=game)
    p.place(x=x, y=FLOOR - 20, grounded=True)
    return p, hp.Objects(objs, 1, game)


def run(p, o, buttons, world_map=WIDE):
    """Step frame by frame: (player x, trigger table, object x, object y, aux) after each."""
    out = []
    for b in buttons:
        p.step(world_map, np.array([[b]], np.uint8), objects=o)
        out.append((int(p.raw.x[0]) >> 16, o.level_triggers[0].copy(), (o.raw.x[0] >> 16).copy(),
                    (o.raw.y[0] >> 16).copy(), o.raw.aux[0].copy()))
    return out


# ---- the placers ----

def test_the_switch_takes_its_subtype_flip_and_the_routines_sizes():
    obj = switch(400, 0x13, True)
    w, h = SOZ_PUSH_SWITCH_SIZE
    d1, d2, d3 = SOZ_PUSH_SWITCH_SOLID
    assert (d1, d2, d3) == (0x17, 0x10, 0x11)  # loc_418E4: move.w #$17,d1; #$10,d2; #$11,d3
    assert obj.kind == "s3k_soz_push_switch" and obj.subtype == 0x13 and obj.x_flip
    assert (obj.width_radius, obj.height_radius, obj.solid_width, obj.half_height, obj.stand_height) == \
        (w, h, d1, d2, d3)
    assert placed(0x45, 0x9B) == []  # bit 7: the pushable rock moves it too (sub_41AA8)


@pytest.mark.parametrize("subtype, d", [(0x01, (0xC, 0x40)), (0x1D, (0x40, 0xC)), (0x28, (0x40, 0xC))])
def test_the_door_is_vertical_or_horizontal_by_its_high_nibble(subtype, d):
    """Obj_SOZDoor's init: width_pixels $C, height_pixels $40, or with a
    high nibble $40, $C; loc_41C16: d1 = width_pixels + $B, d2, d3 = d2 + 1."""
    obj = door(1000, subtype)
    w, h = d
    assert (obj.width_radius, obj.height_radius, obj.solid_width, obj.half_height, obj.stand_height) == \
        (w, h, w + 0xB, h, h + 1)
    assert obj.subtype == subtype


# ---- the push switch (sub_419FA, sub_41A6C) ----

def push_into(obj, frames, x=330, buttons=RIGHT, then=()):
    p, o = world([obj], x)
    return run(p, o, [buttons] * frames + list(then))


def test_pushed_it_goes_up_one_a_frame_to_0x80_and_moves_a_pixel_every_fourth():
    """sub_419FA: held by a pushing player, $36 + 1 a frame until $80; each
    multiple of 4 moves him 1 px (addq.w #1,x_pos(a1)); its X is where it
    was placed + $36 / 4 (loc_41934)."""
    trace = push_into(switch(400, 0x13), 260)
    values = [int(t[1][3]) for t in trace]
    first = next(k for k, v in enumerate(values) if v)
    held = values[first:first + 0x80]
    assert held == list(range(1, 0x81))  # one a frame, never back while held
    assert values[-1] == 0x80 and set(values[first + 0x7F:]) == {0x80}
    for px, trig, xs, _ys, _aux in trace:
        assert xs[0] == 400 + int(trig[3]) // 4
    assert not any(t[1][np.arange(16) != 3].any() for t in trace)  # only its own trigger


def test_pushed_from_the_wrong_side_it_does_not_move():
    """sub_419FA: pushed from the left an X-flipped one (btst #0,status) is
    not held: it stays at 0."""
    trace = push_into(switch(400, 0x13, x_flip=True), 120)
    assert all(int(t[1][3]) == 0 and t[2][0] == 400 for t in trace)


def test_an_x_flipped_one_is_pushed_from_the_right():
    trace = push_into(switch(400, 0x13, x_flip=True), 150, x=470, buttons=LEFT)
    values = [int(t[1][3]) for t in trace]
    assert max(values) > 0x20
    for t in trace:
        assert t[2][0] == 400 - int(t[1][3]) // 4  # neg.w d0


def released(subtype, frames=160):
    trace = push_into(switch(400, subtype), 160, then=[LEFT] * 30 + [NONE] * frames)
    return [int(t[1][subtype & 15]) for t in trace[160:]]


def test_let_go_it_goes_back_one_every_tenth_frame():
    """sub_41A6C: none of subtype bits 4-6: $34 counts down every frame it
    is not held and $36 goes back one when it passes 0 (then $34 = 9)."""
    values = released(0x03)
    drops = [k for k in range(1, len(values)) if values[k] == values[k - 1] - 1]
    assert len(drops) >= 10 and all(values[k] >= values[k - 1] - 1 for k in range(1, len(values)))
    assert {b - a for a, b in zip(drops, drops[1:])} == {10}


def test_with_a_subtype_bit_4_to_6_it_goes_back_every_frame():
    values = released(0x13)
    drops = [k for k in range(1, len(values)) if values[k] == values[k - 1] - 1]
    assert values[-1] == 0 and {b - a for a, b in zip(drops, drops[1:])} == {1}


def test_two_switches_of_one_trigger_both_write_it():
    """Each reads the trigger into $36 and writes it back: two of the same
    number go back twice as fast (the act has such pairs: triggers 1, 3, 6, 8, $A)."""
    p, o = world([switch(400, 0x13), switch(1400, 0x13)], 330)
    o.level_triggers[0, 3] = 0x40
    trace = run(p, o, [NONE] * 10)
    assert [int(t[1][3]) for t in trace] == list(range(0x3E, 0x3E - 20, -2))


# ---- the door (loc_41BE0, loc_41C3A, loc_41C16) ----

DOOR_CODES = {name: code for code, name in STATE_NAMES["s3k_soz_door"].items()}


@pytest.mark.parametrize("subtype, x_flip, axis, sign", [(0x05, False, "y", -1), (0x05, True, "y", 1),
                                                         (0x15, False, "x", -1), (0x15, True, "x", 1)])
def test_the_door_slides_one_pixel_a_frame_toward_its_trigger(subtype, x_flip, axis, sign):
    """$36 goes one toward the trigger each frame; Y (a high nibble: X) =
    where it was placed - $36 (X-flipped: + $36)."""
    p, o = world([door(1000, subtype, x_flip)], 300)
    run(p, o, [NONE])  # its init: $36 = 0
    o.level_triggers[0, 5] = 0x30
    trace = run(p, o, [NONE] * 0x40)
    auxes = [int(t[4][0]) for t in trace]
    assert auxes == list(range(1, 0x31)) + [0x30] * 0x10
    for t in trace:
        x, y = int(t[2][0]), int(t[3][0])
        assert (x, y) == ((1000 + sign * int(t[4][0]), DOOR_Y) if axis == "x" else (1000, DOOR_Y + sign * int(t[4][0])))
    o.level_triggers[0, 5] = 0x2C
    assert [int(t[4][0]) for t in run(p, o, [NONE] * 6)] == [0x2F, 0x2E, 0x2D, 0x2C, 0x2C, 0x2C]
    assert o.raw.state[0, 0] == DOOR_CODES["running"]


def test_its_init_takes_the_trigger_at_once():
    """Obj_SOZDoor's init: $36 = the trigger (move.w d0,$36(a0))."""
    p, o = world([door(1000, 0x07)], 300)
    assert o.raw.state[0, 0] == DOOR_CODES["new"]
    o.level_triggers[0, 7] = 0x50
    (t,) = run(p, o, [NONE])
    assert int(t[4][0]) == 0x50 and int(t[3][0]) == DOOR_Y - 0x50


@pytest.mark.parametrize("subtype", [0x02, 0x12])
def test_a_still_door_is_its_solid_object_full(subtype):
    """loc_41C16: SolidObjectFull with d1 = width_pixels + $B, d2 =
    height_pixels, d3 = d2 + 1, as a still SolidBox of those sizes."""
    sizes = soz_door_sizes(subtype)
    x, y = 420, FLOOR - sizes["height_radius"] - (0 if subtype < 0x10 else 0x10)
    runs = []
    for obj in (door(x, subtype, y=y), hp.SolidBox(x, y, sizes["width_radius"], sizes["half_height"],
                                                   stand_height=sizes["stand_height"])):
        p, o = world([obj], 300)
        frames = []
        for b in [RIGHT] * 80 + [RIGHT | 16] * 30 + [LEFT] * 40:
            p.step(WIDE, np.array([[b]], np.uint8), objects=o)
            frames.append((int(p.raw.x[0]), int(p.raw.y[0]), int(p.raw.xsp[0]), int(p.raw.pushing[0])))
        runs.append(frames)
    assert runs[0] == runs[1]


# ---- a writer and readers far apart with the broad phase ----

def far_world(start=330):
    """A reader before the writer in the list (index 0) and one after it (3),
    both over 1,500 px from it, and more objects between."""
    return [door(2000, 0x03), hp.SolidBox(1500, FLOOR - 8, 8, 8), switch(400, 0x13), door(2300, 0x13, True),
            switch(700, 0x05, True), hp.Monitor(1200, FLOOR - 16), door(60, 0x05)]


SEQ = [RIGHT] * 250 + [NONE] * 100 + [LEFT] * 80 + [RIGHT] * 120 + [NONE] * 300 + [RIGHT] * 300 + [LEFT] * 80


def test_far_readers_follow_the_writer_as_every_routine_every_frame():
    """One long Players.step (the broad phase: the doors are outside every
    busy window) equals step_stages frame by frame, and in calls of 1, 2, 3,
    5, ... frames (tests/broad_phase_world.py)."""
    (p1, o1), (p2, o2) = broad_phase_worlds(far_world(), 330, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, SEQ, world=WIDE)


def test_a_reader_before_the_writer_sees_it_a_frame_later():
    """docs/objects.md "Level triggers": the reader after the writer in the
    list follows it on the same frame, the one before it on the next, with
    the broad phase as with step_stages."""
    for stages in (False, True):
        p, o = world(far_world(), 330)
        seen = []
        for b in [RIGHT] * 200:
            if stages:
                step_stages(p, WIDE, np.array([b], np.uint8), o)
            else:
                p.step(WIDE, np.array([[b]], np.uint8), objects=o)
            seen.append((int(o.level_triggers[0, 3]), int(o.raw.aux[0, 0]), int(o.raw.aux[0, 3])))
        rising = [s for s in seen if 0 < s[0] < 0x80]
        assert len(rising) > 60
        for trig, before, after in rising:
            assert after == trig and before == trig - 1
        if stages:
            assert seen == kept
        kept = seen


@settings(max_examples=15, deadline=None)
@given(seq=st.lists(st.sampled_from([RIGHT, RIGHT, RIGHT, LEFT, NONE, RIGHT | 16, LEFT | 16]), min_size=50,
                    max_size=400), start=st.integers(250, 800), flips=st.lists(st.booleans(), min_size=3, max_size=3))
def test_random_runs_agree_with_stages(seq, start, flips):
    objs = [door(1900, 0x13, flips[0]), switch(start + 80, 0x03, flips[1]), door(start + 40, 0x03, flips[2]),
            switch(start - 120, 0x13, not flips[1]), door(2400, 0x03)]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, start, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ---- the act's rows ----

def test_sandopolis_2_places_its_switches_and_doors():
    recs, objs = placed_kind("s3k", "soz2", 0x45, "s3k_soz_push_switch")
    assert len(recs) == 19 and len(objs) == 18  # the one of subtype $9B (bit 7) is left out
    drecs, doors = placed_kind("s3k", "soz2", 0x46, "s3k_soz_door")
    assert len(drecs) == len(doors) == 20
    written = {o.subtype & 15 for o in objs}
    read = {o.subtype & 15 for o in doors}
    # every door's trigger has a placed switch but $B's, whose switch the rock pushes
    assert read - written == {0xB}
    assert sum(1 for o in doors if o.subtype & 0xF0) == 6  # horizontal ones


def test_the_coverage_rows_say_what_is_left_out():
    """$46: every record placed, no reason; $45: the rock's switch left out, and why."""
    assert ("sk2", 0x46) not in catalogue.REASONS_BY_ID
    switches = coverage.Row("sk2", 0x45, catalogue.name("sk2", 0x45), "Obj_SOZPushSwitch", None, None,
                            ("s3k_soz_push_switch",), True, 19, 18)
    assert switches.reason.startswith("some subtypes not modelled: a subtype with bit 7") and "sub_41AA8" in \
        switches.reason
    doors = coverage.Row("sk2", 0x46, catalogue.name("sk2", 0x46), "Obj_SOZDoor", None, None, ("s3k_soz_door",),
                         True, 20, 20)
    assert doors.reason == "" and doors.colliding == 20


# ---- Launch Base: the exploding triggers flip, the trigger bridges follow ----

BRIDGE_CODES = {name: code for code, name in STATE_NAMES["s3k_lbz_trigger_bridge"].items()}


def exploding(x, subtype, act="lbz1", table="sk1"):
    rec = Placement("s3k", act, table, 0, x, FLOOR - 0x20, 0x13, subtype, False, False, False)
    (obj,) = placers()[(table, 0x13)](rec)
    return obj


def roll_through(objs, frames=90, x=300):
    """A player running right who jumps (the roll, anim 2) at frame 30."""
    p, o = world(objs, x)
    out = []
    for b in [RIGHT] * 30 + [RIGHT | 16] + [RIGHT] * (frames - 31):
        p.step(WIDE, np.array([[b]], np.uint8), objects=o)
        out.append((o.level_triggers[0].copy(), o.raw.state[0].copy(), o.raw.timer[0].copy()))
    return p, o, out


def test_a_rolling_touch_flips_bit_0_of_its_trigger():
    """sub_24980: bchg d3,(a3) with d3 = 0, the trigger of the subtype's low nibble."""
    obj = exploding(400, 0x25)
    assert obj.trigger == 5
    p, o, out = roll_through([obj])
    assert STATE_NAMES["s3k_lbz_exploding_trigger"][int(o.raw.state[0, 0])] == "exploded"
    assert out[-1][0].tolist() == [0] * 5 + [1] + [0] * 10
    o.raw.state[0, 0], o.level_triggers[0, 5] = 0, 0x81  # again, over a trigger with other bits: bit 0 only
    p.place(x=300, y=FLOOR - 20, grounded=True)
    for b in [RIGHT] * 30 + [RIGHT | 16] + [RIGHT] * 40:
        p.step(WIDE, np.array([[b]], np.uint8), objects=o)
    assert o.level_triggers[0, 5] == 0x80


def test_the_sand_cork_flips_none():
    """SOZ's sand corks take the kind without a trigger (sub_41D5C has no bchg)."""
    rec = Placement("s3k", "soz2", "sk2", 0, 400, FLOOR - 0x20, 0x47, 0x05, False, False, False)
    (obj,) = placers()[("sk2", 0x47)](rec)
    assert obj.trigger == 0x10
    p, o, out = roll_through([obj])
    assert o.raw.state[0, 0] != 0 and not o.level_triggers.any()


def test_the_bridge_rows_are_byte_24BE4():
    first, second = lbz_bridge_boxes(1000, 500, 0x13)
    assert (first.x, first.y, first.width_radius, first.height_radius) == (1000, 500 + 0x48, 0x40, 8)
    assert (second.x, second.y, second.width_radius, second.height_radius) == (1000 + 0x48, 500, 8, 0x40)
    assert not first.second and second.second and first.subtype == second.subtype == 0x13
    assert (second.solid_width, second.half_height, second.stand_height) == (8 + 0xB, 0x40, 0x41)
    for row in range(8):  # four rows on: the other orientation
        assert LBZ_BRIDGE_ROWS[row][2:] == LBZ_BRIDGE_ROWS[(row + 4) % 8][3:1:-1]
    rec = Placement("s3k", "lbz1", "sk1", 0, 1000, 500, 0x14, 0x4C, False, False, False)
    assert placers()[("sk1", 0x14)](rec) == []


def bridge_cycle(trigger_writes, frames):
    """A bridge (subtype 3) with the trigger written from Python at given frames: state per frame."""
    p, o = world(lbz_bridge_boxes(1500, 200, 0x03), 300)
    states = []
    for f in range(frames):
        if f in trigger_writes:
            o.level_triggers[0, 3] = trigger_writes[f]
        p.step(WIDE, np.array([[NONE]], np.uint8), objects=o)
        states.append((int(o.raw.state[0, 0]), int(o.raw.timer[0, 0])))
        assert o.raw.state[0, 0] == o.raw.state[0, 1] and o.raw.timer[0, 0] == o.raw.timer[0, 1]
    return states


def test_the_bridge_turns_waits_eight_frames_then_follows_the_trigger():
    """loc_24CFE sees it set: turning for 8 frames (routine 4's $38 from 8),
    then loc_24D8C waits for it to clear; the same back (routine $A)."""
    c = BRIDGE_CODES
    states = bridge_cycle({3: 1, 6: 0}, 30)
    assert states[:3] == [(c["first"], 0)] * 3
    assert states[3:11] == [(c["turning"], t) for t in range(8)]
    # cleared at frame 6, seen when it starts waiting (frame 11): returning at once
    assert states[11:19] == [(c["returning"], t) for t in range(8)]
    assert states[19:] == [(c["first"], 0)] * 11
    states = bridge_cycle({2: 1, 40: 0}, 60)
    assert states[10:40] == [(c["second"], 0)] * 30 and states[40] == (c["returning"], 0)


def test_a_rider_of_the_first_box_is_let_go_when_it_goes():
    """loc_24D58: the 7th frame after the turn puts it at X $7FFF before its
    solid call, which lets its rider go (in the air)."""
    first, second = lbz_bridge_boxes(400, FLOOR - 0x48 - 0x30, 0x13)  # first: $40 x 8 at y + $48
    p, o = world([first, second], 400)
    p.place(x=400, y=first.y - 8 - 40, grounded=False)
    for _ in range(60):
        p.step(WIDE, np.array([[NONE]], np.uint8), objects=o)
    assert p.raw.on_object[0] == 0 and not p.raw.airborne[0]
    o.level_triggers[0, 3] = 1
    air = []
    for _ in range(9):
        p.step(WIDE, np.array([[NONE]], np.uint8), objects=o)
        air.append(int(p.raw.airborne[0]))
    assert air[:7] == [0] * 7 and air[7] == 1


def lbz_far_world():
    return (lbz_bridge_boxes(1800, FLOOR - 0x48, 0x33) + [exploding(400, 0x03), exploding(700, 0x13)]
            + lbz_bridge_boxes(2300, FLOOR - 0x48, 0x13) + [hp.SolidBox(1500, FLOOR - 8, 8, 8)])


def test_far_bridges_follow_the_exploding_triggers_as_every_routine_every_frame():
    """Two exploding triggers of one number (set, then clear) and bridges
    before and after them in the list, far away: the broad phase's run
    equals step_stages, and the bridges turned and returned."""
    seq = [RIGHT] * 30 + [RIGHT | 16] + [RIGHT] * 60 + [NONE] * 60 + [RIGHT] * 110 + [RIGHT | 16] + [RIGHT] * 100
    (p1, o1), (p2, o2) = broad_phase_worlds(lbz_far_world(), 300, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)
    p, o = world(lbz_far_world(), 300)
    seen = set()
    for b in seq:
        p.step(WIDE, np.array([[b]], np.uint8), objects=o)
        seen.add(int(o.raw.state[0, 0]))
    assert {BRIDGE_CODES["turning"], BRIDGE_CODES["returning"]} <= seen and o.level_triggers[0, 3] == 0


@pytest.mark.parametrize("act, n", [("lbz1", 7), ("lbz2", 4)])
def test_launch_base_places_every_trigger_bridge(act, n):
    recs, objs = placed_kind("s3k", act, 0x14, "s3k_lbz_trigger_bridge")
    assert len(recs) == n and len(objs) == 2 * n
    assert [o.second for o in objs] == [False, True] * n
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(hp.levels.find_checkouts(os.environ["HEDGEPHYS_DISASM"])["s3k"], act)
    idx = [i for i, o in enumerate(place(layout.objects, "s3k", act)) if o.kind == "s3k_lbz_trigger_bridge"]
    assert idx[1::2] == [i + 1 for i in idx[::2]]  # a record's two boxes run one after the other
    trecs, triggers = placed_kind("s3k", act, 0x13, "s3k_lbz_exploding_trigger")
    assert [t.trigger for t in triggers] == [int(r["subtype"]) & 15 for r in trecs]
