"""Sandopolis's objects (issue 18 points 3/4; docs/kinds/s3k_soz.md), whose
code is in sonic3k.asm only: the checkout lacks it, so the numbers below were
read from a public copy (murshies/skdisasm's sonic3k.asm) and each test names
the label they come from.

* $3A Obj_SOZPathSwap (loc_1D1BA / sub_1D1E2, loc_1D390 / sub_1D3B8): the
  kind ``s3k_soz_path_swap``, checked against that routine's layer step
  emulated here (:func:`soz_swap_model`) and against Obj_PathSwap's
  (``hp.PathSwapper``), which differs only there;
* $40 Obj_SOZRisingSandWall (loc_40B48, sub_40B62, loc_40BCA, loc_40C0E,
  loc_40C2A): the kind ``s3k_soz_sand_wall``, its rise stepped here from the
  routine and its solid checked against a still SolidObjectFull
  (``hp.SolidBox`` with its d1, d2, d3);
* $47 Obj_SOZSandCork (loc_41D32, sub_41D5C): the kind
  ``s3k_lbz_exploding_trigger`` with collision $C6's box;
* the rows left out (the catalogue's ``# h-soz`` block): no collision
  (CODE_FLAGS) or a reason naming the routine.
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds
from hypothesis import given, settings, strategies as st

import hedgephys as hp
from hedgephys.levels import catalogue, coverage
from hedgephys.levels.place_s3k_soz import SOZ_SAND_CORK_COLLISION, SOZ_SAND_WALL_SIZE, SOZ_SAND_WALL_SOLID
from hedgephys.objects import STATE_NAMES
from hedgephys.levels.placing import Placement, placers
from hedgephys.levels.touch_data import touch_size
from helpers import flying_runs, placed_kind

OX, OY = 600, 300
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
NONE = np.zeros((1, 1), np.uint8)


def placed(object_id, subtype=0, x_flip=False, x=OX, y=OY, act="soz2"):
    rec = Placement("s3k", act, "sk2", 0, x, y, object_id, subtype, x_flip, False, False)
    (obj,) = placers()[("sk2", object_id)](rec)
    return obj


# ---- the path swapper ----

def soz_swap_model(subtype, layer, count, toward_plus):
    """sub_1D1E2's layer step (from btst #3,d0 / btst #4,d0), for a crossing
    that passed Obj_PathSwap's tests: (layer, count) after it."""
    names_b = (subtype >> (3 if toward_plus else 4)) & 1
    if layer == 0:          # cmpi.b #$C,top_solid_bit(a1); beq: count cleared, he stays on A
        return 0, 0
    count = (count + 1) & 0xFF  # addq.b #1,1(a2)
    if count == 2:          # cmpi.b #2,1(a2): cleared, no swap
        return layer, 0
    return (1 if names_b else 0), count


def crossings(obj, xs, layer, ys=None):
    """A player put at each (x, y) in turn (in the air, no speed), stepping
    once there: (layer, count, state) after each frame, `layer` set before
    the first."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([obj], 1, "s3k")
    p.place(x=xs[0], y=OY, grounded=False)
    p.raw.layer[0] = layer
    out = []
    for i, x in enumerate(xs):
        y = OY if ys is None else ys[i]
        p.raw.x[0], p.raw.y[0] = x << 16, y << 16
        p.raw.xsp[0] = p.raw.ysp[0] = 0
        p.raw.airborne[0] = True
        p.step(EMPTY, NONE, objects=o)
        out.append((int(p.raw.layer[0]), int(o.raw.aux[0, 0]), o.state(0)))
    return out


def test_the_path_swap_is_placed_with_its_subtype_and_flip():
    obj = placed(0x3A, 0x4B, x_flip=True, act="soz1")
    assert obj.kind == "s3k_soz_path_swap" and (obj.x, obj.y, obj.subtype, obj.x_flip) == (OX, OY, 0x4B, True)


def test_every_second_crossing_of_a_player_on_path_b_is_let_through():
    """Subtype 3 (half-length $100, both ways path A): a player on B crossing
    is put on A (count 1); put back on B, his next crossing only clears the
    count (2 -> 0) and he stays on B; the one after swaps again. Obj_PathSwap
    (hp.PathSwapper) swaps him every time."""
    left, right = OX - 8, OX + 8
    for cls, want in ((lambda: placed(0x3A, 3, act="soz1"), [1, 0, 1, 0]),
                      (lambda: hp.PathSwapper(OX, OY, 3), [1, 0, 0, 0])):
        p = hp.Players(1, game="s3k")
        o = hp.Objects([cls()], 1, "s3k")
        layers = []
        for x in [left, right, left, right]:
            p.raw.layer[0] = 1          # on path B before each frame
            p.raw.x[0], p.raw.y[0], p.raw.xsp[0], p.raw.ysp[0] = x << 16, OY << 16, 0, 0
            p.raw.airborne[0] = True
            p.step(EMPTY, NONE, objects=o)
            layers.append(int(p.raw.layer[0]))
        assert layers == want, cls().kind


@pytest.mark.parametrize("subtype", [0x03, 0x0B, 0x13, 0x1B, 0x23, 0x83])
@pytest.mark.parametrize("start_layer", [0, 1])
def test_crossings_follow_the_routine_step_by_step(subtype, start_layer):
    """Back and forth over a vertical line, the layer set again before some
    frames: layer and count after each frame as sub_1D1E2's step says; a
    frame that does not cross changes neither (the side flag: new, then the
    side he is on)."""
    xs = [OX - 8, OX + 8, OX + 9, OX - 8, OX + 8, OX - 8, OX - 9, OX + 8, OX - 8]
    p = hp.Players(1, game="s3k")
    o = hp.Objects([placed(0x3A, subtype, act="soz1")], 1, "s3k")
    layer, count, side = start_layer, 0, None
    p.raw.layer[0] = layer
    for i, x in enumerate(xs):
        if i in (3, 6):                 # another swapper's doing: he is on B again
            p.raw.layer[0] = layer = 1
        p.raw.x[0], p.raw.y[0], p.raw.xsp[0], p.raw.ysp[0] = x << 16, OY << 16, 0, 0
        p.raw.airborne[0] = True
        p.step(EMPTY, NONE, objects=o)
        now = "plus_side" if x > OX else "minus_side"  # cmp.w x_pos(a1),d1; bhs (strictly before him)
        if side is not None and now != side and not subtype & 0x80:  # bit 7: grounded only (he is not)
            layer, count = soz_swap_model(subtype, layer, count, now == "plus_side")
        side = now
        assert (int(p.raw.layer[0]), int(o.raw.aux[0, 0]), o.state(0)) == (layer, count, side), i


def test_a_line_naming_b_never_swaps_and_a_flipped_one_does_nothing():
    """Bit 3 and 4 set (both ways path B): a player on A stays on A (the count
    cleared), one on B stays on B; X-flipped (render_flags bit 0), no count."""
    xs = [OX - 8, OX + 8, OX - 8, OX + 8]
    assert [f[0] for f in crossings(placed(0x3A, 0x1B, act="soz1"), xs, 0)] == [0] * 4
    assert [f[0] for f in crossings(hp.PathSwapper(OX, OY, 0x1B), xs, 0)] == [0, 1, 1, 1]
    assert [f[:2] for f in crossings(placed(0x3A, 0x1B, act="soz1"), xs, 1)] == [(1, 0), (1, 1), (1, 0), (1, 1)]
    assert [f[:2] for f in crossings(placed(0x3A, 0x03, x_flip=True, act="soz1"), xs, 1)] == [(1, 0)] * 4


def test_the_line_range_and_the_40_px_test_are_obj_path_swap_s():
    """Out of the half-length along the line ($20 for subtype 0), or $40 px
    or more across it (S3K's test), the flag follows and nothing else."""
    far = crossings(placed(0x3A, 0x00, act="soz1"), [OX - 8, OX + 8], 1, ys=[OY + 0x20, OY + 0x20])
    assert far[-1] == (1, 0, "plus_side")
    jump = crossings(placed(0x3A, 0x03, act="soz1"), [OX - 8, OX + 0x40], 1)
    assert jump[-1] == (1, 0, "plus_side")
    near = crossings(placed(0x3A, 0x03, act="soz1"), [OX - 8, OX + 0x3F], 1)
    assert near[-1] == (0, 1, "plus_side")


def test_a_horizontal_line_counts_y_crossings():
    """Subtype bit 2 (loc_1D390, sub_1D3B8): the same step for crossings in y."""
    ys = [OY - 8, OY + 8, OY - 8, OY + 8]
    got = crossings(placed(0x3A, 0x07, act="soz1"), [OX] * 4, 1, ys=ys)
    assert [f[:2] for f in got] == [(1, 0), (0, 1), (0, 0), (0, 0)]


@settings(max_examples=15, deadline=None)
@given(data=st.data())
def test_far_lines_are_skipped_and_agree_with_every_routine_every_frame(data):
    """Sandopolis's swappers among Obj_PathSwap's, a player running and
    jumping through them: the broad phase (their busy radius is the path
    swapper's) gives what every routine every frame gives (step_stages)."""
    objs = []
    for k in range(data.draw(st.integers(1, 12))):
        x = 300 + 120 * k
        sub = data.draw(st.integers(0, 255))
        objs.append(placed(0x3A, sub, bool(sub & 0x20), x=x, y=FLOOR - data.draw(st.integers(0, 60)), act="soz1")
                    if k % 3 else hp.PathSwapper(x, FLOOR - 20, sub))
    seq = data.draw(st.lists(st.sampled_from([0, 1, 2, 16, 18, 17]), min_size=40, max_size=160))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 280, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


# ---- the rising sand wall ----

WALL_CODES = {name: code for code, name in STATE_NAMES["s3k_soz_sand_wall"].items()}


def test_the_sand_wall_is_placed_with_the_routine_s_sizes():
    """Obj_SOZRisingSandWall's init: width_pixels $C, height_pixels $34;
    loc_40C0E: SolidObjectFull d1 $17, d2 $34, d3 $35."""
    obj = placed(0x40, 0x60, act="soz1")
    assert SOZ_SAND_WALL_SIZE == (0xC, 0x34) and SOZ_SAND_WALL_SOLID == (0x17, 0x34, 0x35)
    assert obj.kind == "s3k_soz_sand_wall" and obj.subtype == 0x60
    assert (obj.width_radius, obj.height_radius, obj.solid_width, obj.half_height, obj.stand_height,
            obj.width) == (0xC, 0x34, 0x17, 0x34, 0x35, 0xC)


def wall_sees(dx, dy, subtype):
    """sub_40B62: (px - x + subtype) and (py - y + $A4), unsigned words,
    below 2 * subtype and $C0."""
    return (dx + subtype) & 0xFFFF < 2 * subtype and (dy + 0xA4) & 0xFFFF < 0xC0


@pytest.mark.parametrize("dx, dy", [(-0x60, 0), (-0x61, 0), (0x5F, 0), (0x60, 0), (-0x40, -0xA4),
                                    (-0x40, -0xA5), (-0x40, 0x1B), (-0x40, 0x1C)])
def test_a_player_in_its_window_starts_it_and_it_rises_26_frames(dx, dy):
    """A player held at (dx, dy) from it: loc_40BCA from the next frame
    after sub_40B62 sees him, Y - 4 a frame for $19 + 1 frames, then up."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([placed(0x40, 0x60, act="soz1")], 1, "s3k")
    sees = wall_sees(dx, dy, 0x60)
    ys, states = [], []
    for _ in range(30):
        p.raw.x[0], p.raw.y[0], p.raw.xsp[0], p.raw.ysp[0] = (OX + dx) << 16, (OY + dy) << 16, 0, 0
        p.raw.airborne[0] = True
        p.step(EMPTY, NONE, objects=o)
        ys.append(int(o.raw.y[0, 0]) >> 16)
        states.append(o.state(0))
    if not sees:
        assert ys == [OY] * 30 and states == ["waiting"] * 30
        return
    want = [OY] + [OY - 4 * n for n in range(1, 27)] + [OY - 0x68] * 3
    assert ys == want
    assert states == ["rising"] * 26 + ["risen"] * 4


def test_a_rider_is_carried_up_as_it_rises():
    """Standing on it starts it (he is in its window); SolidObjectFull keeps
    him on its top: his Y = its Y - d3 - his Y radius, every frame."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([placed(0x40, 0x60, act="soz1")], 1, "s3k")
    p.place(x=OX, y=OY - 0x35 - 19 - 1, grounded=False)
    p.raw.ysp[0] = 0x100
    tops = []
    for _ in range(32):
        p.step(EMPTY, NONE, objects=o)
        if o.raw.standing[0, 0]:
            tops.append((int(p.raw.y[0]) >> 16) - ((int(o.raw.y[0, 0]) >> 16) - 0x35 - int(p.raw.yr[0])))
    assert o.state(0) == "risen" and int(o.raw.y[0, 0]) >> 16 == OY - 0x68
    assert len(tops) > 26 and set(tops) == {0}


def risen_wall_and_box(anim, x_speed, dx):
    """The same frame against the risen wall and against a still
    SolidObjectFull of its numbers: a player in the air `dx` px left of it,
    with the animation `anim` and that X speed (still overlapping its side
    after his move: SolidObjectFull runs after the player)."""
    d1, d2, d3 = SOZ_SAND_WALL_SOLID
    out = []
    for obj in (placed(0x40, 0x60, act="soz1"), hp.SolidBox(OX, OY, 0xC, d2, stand_height=d3)):
        p = hp.Players(1, game="s3k")
        o = hp.Objects([obj], 1, "s3k")
        if obj.kind == "s3k_soz_sand_wall":
            o.raw.state[0, 0] = WALL_CODES["risen"]
        p.place(x=OX + dx, y=OY, grounded=False)
        p.raw.xsp[0], p.raw.gsp[0], p.raw.ysp[0], p.raw.anim[0] = x_speed, x_speed, 0, anim
        p.step(EMPTY, NONE, objects=o)
        out.append((int(p.raw.xsp[0]), int(p.raw.gsp[0]), o.state(0), o.events(0)))
    return out


@pytest.mark.parametrize("x_speed", [-0x100, -0x333, 0x200])
def test_a_rolling_player_at_its_side_halves_his_speeds_and_crumbles_it(x_speed):
    """loc_40C2A: a side touch (swap d6) by a player with anim 2: asr x_vel,
    asr ground_vel, after SolidObjectFull's own push; then no solid."""
    wall, box = risen_wall_and_box(2, x_speed, -0x17 + 5)
    assert wall[2] == "crumbled"
    assert wall[:2] == (box[0] >> 1, box[1] >> 1)
    # crumbled: no solid routine any more (loc_40CEC): a player inside it stays inside
    p = hp.Players(1, game="s3k")
    o = hp.Objects([placed(0x40, 0x60, act="soz1")], 1, "s3k")
    o.raw.state[0, 0] = WALL_CODES["crumbled"]
    p.place(x=OX, y=OY, grounded=False)
    p.raw.ysp[0] = 0
    p.step(EMPTY, NONE, objects=o)
    assert int(p.raw.x[0]) >> 16 == OX and o.events(0) == []


def test_a_player_who_is_not_rolling_meets_a_still_solid():
    wall, box = risen_wall_and_box(0, -0x100, -0x17 + 5)
    assert wall[2] == "risen" and wall[:2] == box[:2] and wall[3] == box[3]


def test_sand_walls_agree_with_every_routine_every_frame():
    """Walls under the floor of the broad phase's world, started by the
    player running past, rising, some rolled into: the same as every
    routine every frame (step_stages)."""
    objs = [placed(0x40, sub, x=400 + 260 * i, y=FLOOR + 0x34 + 40, act="soz1")
            for i, sub in enumerate([0x20, 0x60, 0x40, 0x60, 0x10, 0x60])]
    seq = ([2] * 60 + [10] * 30 + [2] * 40 + [18] * 10 + [0] * 30) * 3 + [1] * 60 + [2] * 200
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)
    assert {o1.state(i) for i in range(len(objs))} - {"waiting"}


# ---- the sand cork ----

def test_the_sand_cork_is_an_exploding_trigger_with_its_collision_box():
    """Obj_SOZSandCork's init: move.b #$C6,collision_flags(a0): the special
    class, Touch_Sizes 6 (16 x 16)."""
    obj = placed(0x47, 0x18)
    assert SOZ_SAND_CORK_COLLISION == 0xC6
    assert obj.kind == "s3k_lbz_exploding_trigger" and (obj.x, obj.y) == (OX, OY)
    assert (obj.width_radius, obj.height_radius) == touch_size("s3k", 0xC6) == (0x10, 0x10)


def test_a_rolling_player_is_thrown_back_and_the_cork_is_gone():
    """sub_41D5C: cmpi.b #2,anim(a1) (the roll): neg.w x_vel, neg.w y_vel;
    collision_flags cleared (loc_41DF4 falls as debris): no touch again."""
    with_it, without = flying_runs(placed(0x47), 2, OX - 40, OY)
    hit = next(i for i, f in enumerate(with_it) if f[2] != 0)
    assert with_it[hit][3] == ["touched:0"]
    assert with_it[hit][:2] == (-without[hit][0], -without[hit][1])
    assert all(f[2] == with_it[hit][2] and f[3] == [] for f in with_it[hit + 1:])


def test_a_player_who_is_not_rolling_leaves_the_cork_as_it_is():
    """sub_41D5C returns at once for another animation (bne locret_41DF2)."""
    with_it, without = flying_runs(placed(0x47), 0, OX - 40, OY)
    assert any(f[3] == ["touched:0"] for f in with_it)
    assert [f[:3] for f in with_it] == [f[:3] for f in without]


# ---- the rows left out ----

QUIET = {0x38: "Obj_SOZQuicksand", 0x3A: "Obj_SOZPathSwap", 0x3B: "Obj_SOZLoopFallthrough",
         0x41: "Obj_SOZLightSwitch", 0x48: "Obj_SOZRapelWire", 0xAB: "set_SOZ_capsule_Hyudoro_cg"}
LEFT = {0x39: "loc_402CC", 0x3B: "sub_40474", 0x3E: "sub_406E4",  # h-soz2: $3F modelled
        0x41: "sub_40F52", 0x45: "sub_41AA8", 0x48: "sub_4AF80", 0x95: "loc_8EAD2",
        0x96: "loc_8EF3C", 0x98: "Obj_SOZEndBoss", 0xAB: "Check_PlayerInRange", 0xAC: "loc_89C14"}


def test_the_rows_without_collision_are_not_counted():
    """Their routines set no collision_flags and call no solid routine: the
    coverage counts none of their records as colliding."""
    for oid, label in QUIET.items():
        assert catalogue.routine("sk2", oid) == label
        assert catalogue.CODE_FLAGS[("sk2", oid)] == (False, False)
        row = coverage.Row("sk2", oid, catalogue.name("sk2", oid), label, False, False, (), False, 10, 0)
        assert row.colliding == 0


def test_the_rows_left_out_say_why_from_their_routines():
    for oid, label in LEFT.items():
        why = catalogue.unmodelled_reason("sk2", oid)
        assert label in why and why.endswith(": not modelled") and len(why) > 60, oid


# ---- the real layouts ----

@pytest.mark.parametrize("act", ["soz1", "soz2"])
def test_the_path_swaps_are_placed_on_the_real_layouts(act):
    recs, objs = placed_kind("s3k", act, 0x3A, "s3k_soz_path_swap")
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y, o.subtype, o.x_flip) == (r["x"], r["y"], r["subtype"], bool(r["x_flip"]))

@pytest.mark.parametrize("act", ["soz1", "soz2"])
def test_the_sand_walls_are_placed_on_the_real_layouts(act):
    recs, objs = placed_kind("s3k", act, 0x40, "s3k_soz_sand_wall")
    assert len(recs) and len(objs) == len(recs)
    assert [(o.x, o.y, o.subtype) for o in objs] == [(r["x"], r["y"], r["subtype"]) for r in recs]


def test_the_corks_are_placed_on_the_real_layout():
    recs, objs = placed_kind("s3k", "soz2", 0x47, "s3k_lbz_exploding_trigger")
    assert len(recs) == len(objs) == 4
    assert [(o.x, o.y) for o in objs] == [(int(r["x"]), int(r["y"])) for r in recs]
