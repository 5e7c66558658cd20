"""Flying Battery's magnets and elevators (issue 18; docs/kinds/s3k_fbz2.md).
Their code is in sonic3k.asm only, which the checkout lacks: the numbers
below were read from a public copy (murshies/skdisasm's sonic3k.asm) and
each test names the label they come from.

* magnetic platforms ($74 Obj_FBZMagneticPlatform: loc_3B3C0, loc_3B3EC,
  loc_3B3FA, loc_3B450, loc_3B462) and subtype 0 spike balls ($73
  Obj_FBZMagneticSpikeBall: loc_3B16E, loc_3B18C, loc_3B1C4), kind
  ``s3k_fbz_magnet``, moved by the magnet flag _unkF7C1 that AnPal_FBZ flips
  when Level_frame_counter's low byte is 0;
* elevators ($E2 Obj_FBZElevator: loc_3CA20, loc_3CA92, byte_3CAD0), kind
  ``s3k_fbz_elevator``.
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_fbz2 import fbz_elevator, fbz_elevator_pool, fbz_magnet
from hedgephys.levels.placing import Placement, placers
from hedgephys.s3k_fbz2_kinds import FBZ_ELEVATOR_HEIGHTS, S3kFbzElevator
from helpers import disasm_checkout

X0 = 600
Y_RADIUS = 0x13
CEILING = 48  # the bottom of a row of blocks at y 32..47
#: A floor at FLOOR (as FLOOR_WORLD) and a ceiling whose last solid row is CEILING - 1.
ROOF_WORLD = hp.TileMap(np.array([[0] * 60] * 2 + [[1] * 60] + [[0] * 60] * 6 + [[1] * 60], np.uint16),
                        hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))


def rec(object_id, subtype=0, x=X0, y=FLOOR - 0x20, x_flip=False, act="fbz1"):
    return Placement("s3k", act, "sk1", 0, x, y, object_id, subtype, x_flip, False, False)


def place(object_id, subtype=0, **kw):
    return placers()[("sk1", object_id)](rec(object_id, subtype, **kw))


# ---- the magnet flag and the routine ------------------------------------------------------

def magnet_model(y0, subtype, ball, frames, ceiling=None):
    """loc_3B3C0 / loc_3B3EC / loc_3B3FA / loc_3B450 (loc_3B18C ... for the
    ball) from counter 1, the flag (c >> 8) & 1 (AnPal_FBZ before the
    objects); a flat floor at FLOOR (ObjCheckFloorDist: 0 with y + y_radius
    = FLOOR - 1) and a ceiling whose last row is `ceiling` - 1. (y pixel,
    y_vel, state) after each frame."""
    y, v, st, yr = y0 << 16, 0, "falling", 0xA if ball else 0xF
    chain = (subtype * 0x10 - 0x20) & 0xFFFF  # the init's $2E
    out = []
    for c in range(1, frames + 1):
        flag = (c >> 8) & 1
        if st == "falling":
            y, v = y + (v << 8), v + 0x58
            d = FLOOR - 1 - ((y >> 16) + yr)
            if d < 0:
                y, v, st = y + (d << 16), 0, "resting"
                yr = yr if ball else 0x10
            if flag:
                st = "rising"
        elif st == "resting":
            st = "rising" if flag else st
        elif st == "rising":
            y, v = y + (v << 8), v - 0x18
            if not ball and (y0 - (y >> 16)) & 0xFFFF >= chain:
                y, v, st = (((y0 - chain) & 0xFFFF) << 16) | (y & 0xFFFF), 0, "held"
            elif ceiling is not None and (y >> 16) - yr - ceiling < 0:
                y, v, st = y - (((y >> 16) - yr - ceiling) << 16), 0, "held"
            if not flag:
                st, yr = "falling", yr if ball else 0xF
        elif not flag:
            st, yr = "falling", yr if ball else 0xF
        out.append((y >> 16, v, st))
    return out


def magnet_run(obj, frames, world=ROOF_WORLD, px=X0 - 0x100):
    """The object's (y pixel, y_vel, state) after each frame, a player far from it."""
    p = hp.Players(1, game="s3k")
    p.place(x=px, y=FLOOR - 20, grounded=True)
    o = hp.Objects([obj], 1, "s3k")
    out = []
    for _ in range(frames):
        p.step(world, np.zeros((1, 1), np.uint8), objects=o)
        out.append((int(o.raw.y[0, 0]) >> 16, int(o.raw.ysp[0, 0]), o.state(0)))
    return out


@pytest.mark.parametrize("y0, subtype", [(FLOOR - 0x40, 4), (FLOOR - 0x10, 0xF), (FLOOR - 0x10, 0xE),
                                         (FLOOR - 0x10, 4), (FLOOR - 0x30, 2), (FLOOR - 0x10, 0)])
def test_platform_follows_its_routine_and_the_flag(y0, subtype):
    """Falls with $58, rests, rises with -$18 from counter $100 to the
    ceiling or its chain's end ($46 - $2E: one below its start is put there
    at once), falls again from counter $200 (loc_3B3C0 ... loc_3B450)."""
    got = magnet_run(fbz_magnet(X0, y0, subtype), 0x2C0)
    assert got == magnet_model(y0, subtype, False, 0x2C0, CEILING)
    assert got[0xFE][2] == "resting" and got[0xFF][2] == "rising" and got[0x1FF][2] == "falling"


@pytest.mark.parametrize("y0", [FLOOR - 0x60, FLOOR - 0x10])
def test_spike_ball_rises_to_the_ceiling(y0):
    """Subtype 0's loc_3B18C / loc_3B1C4: y_radius $A throughout, no chain:
    it stops at the ceiling (ObjCheckCeilingDist)."""
    got = magnet_run(fbz_magnet(X0, y0, 0, spike_ball=True), 0x2C0)
    assert got == magnet_model(y0, 0, True, 0x2C0, CEILING)
    assert got[0x1FE][0] - 0xA == CEILING and got[0x1FE][2] == "held"


def test_flag_is_the_counter_bit_8():
    """AnPal_FBZ's bchg on each counter with low byte 0, from 0 (the level's
    clearRAM): set on counters $100-$1FF, $300-$3FF, ... A platform resting
    starts rising on the frame the counter reaches $100 * odd, and falling
    on $100 * even."""
    got = magnet_run(fbz_magnet(X0, FLOOR - 0x10, 0xF), 0x420)
    states = [s for _, _, s in got]
    for c in (0x100, 0x300):
        assert states[c - 2] in ("resting", "held", "falling") and states[c - 1] == "rising"
    for c in (0x200, 0x400):
        assert states[c - 2] != "falling" and states[c - 1] == "falling"


def test_landing_agrees_with_a_falling_spike():
    """ObjCheckFloorDist's rest: y + y_radius on the floor's last free row,
    as the LRZ falling spike (y_radius $C) lands with the same cast."""
    got = magnet_run(fbz_magnet(X0, FLOOR - 0x40, 0, spike_ball=True), 60, world=FLOOR_WORLD)
    spike = KindObject("s3k_lrz_falling_spike", X0, FLOOR - 0x40, subtype=0xFF)
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x20, y=FLOOR - 20, grounded=True)
    o = hp.Objects([spike], 1, "s3k")
    p.step(FLOOR_WORLD, np.zeros((60, 1), np.uint8), objects=o)
    assert got[-1][0] + 0xA == (int(o.raw.y[0, 0]) >> 16) + 0xC == FLOOR - 1


def test_platform_carries_its_rider_up_and_hurts_from_below():
    """SolidObjectFull_Offset (d1 $23, d2 8, d3 -9): a player landing on a
    resting platform stands at y - 9 - 8 - his y_radius and rises with it;
    its touch $8D (20 x 8 about y) hurts a player it reaches."""
    top = FLOOR - 0x10
    obj = fbz_magnet(X0, top, 0xF)
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=top - 0x60, grounded=False)
    o = hp.Objects([obj], 1, "s3k")
    ys = []
    for _ in range(0x110):
        p.step(ROOF_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        ys.append((int(p.raw.y[0]) >> 16, int(o.raw.y[0, 0]) >> 16, int(p.raw.on_object[0])))
    rest = ys[0xF0]
    assert rest[2] == 0 and rest[0] == rest[1] - 9 - 8 - Y_RADIUS
    assert ys[0x10F][1] < rest[1]  # risen with the flag
    assert ys[0x10F][2] == 0 or bool(p.raw.hurt[0]) or bool(p.raw.crushed[0])


def test_touch_is_listed_from_the_second_frame():
    """The init runs on into loc_3B18C and Sprite_CheckDeleteTouch3 lists
    $9A on the first frame: the player's scan (before the objects) sees it
    on the second."""
    for frames, hurt in ((1, False), (2, True)):
        p = hp.Players(1, game="s3k")
        p.place(x=X0, y=FLOOR - 20, grounded=True)
        o = hp.Objects([fbz_magnet(X0, FLOOR - 0x14, 0, spike_ball=True)], 1, "s3k")
        p.step(FLOOR_WORLD, np.zeros((frames, 1), np.uint8), objects=o)
        assert bool(p.raw.hurt[0]) == hurt


def test_magnet_sizes_are_the_routines():
    """Init: touch $8D (Touch_Sizes $D: 20 x 8), width_pixels $18;
    SolidObjectFull_Offset d1 $23, d2 8; loc_3B16E: touch $9A (12 x 12)."""
    (plat,), (ball,), (still,) = place(0x74, 0xF), place(0x73, 0), place(0x73, 1)
    assert (plat.kind, plat.subtype, plat.width_radius, plat.height_radius, plat.solid_width, plat.half_height,
            plat.width) == ("s3k_fbz_magnet", 0xF, 20, 8, 0x23, 8, 0x18)
    assert (ball.kind, ball.spike_ball, ball.width_radius, ball.height_radius) == ("s3k_fbz_magnet", True, 12, 12)
    assert still.kind != "s3k_fbz_magnet"
    assert place(0x73, 0x80) == [] and place(0x73, 0x81) == []


def test_magnets_broad_phase_changes_nothing():
    """Run into, jumped onto: every frame equals the routines run one by one,
    across the flag's turns."""
    seq = [2] * 0x80 + [18] * 0x30 + [0] * 0xA0 + [1] * 0x60 + [16, 0] * 0x20
    for obj in (fbz_magnet(300, FLOOR - 0x10, 0xF), fbz_magnet(340, FLOOR - 0x30, 0, spike_ball=True)):
        (p1, o1), (p2, o2) = broad_phase_worlds([obj], 150, "s3k")
        assert_same_as_stages(p1, o1, p2, o2, seq)


# ---- elevators ----------------------------------------------------------------------------

def elevator_model(y0, subtype, down, slot, pool, c):
    if slot >= pool:
        return None
    """loc_3CA20 / loc_3CA92 on counter c: platform n made on 1 + $60 n;
    (x on or off, y) of the slot's platform after its run, None when none."""
    last = (c - 1) // 0x60
    if last < slot:
        return None
    n = last - (last - slot) % pool
    a = c - 1 - 0x60 * n
    if a > subtype * 8:
        return None
    return (a < subtype * 8, y0 + (a + 1 if down else -(a + 1)))


@pytest.mark.parametrize("subtype, down", [(0x4B, False), (0x37, True), (0xF, True), (0x1E, False), (0xC, False)])
def test_elevator_slots_follow_the_spawner(subtype, down):
    """Every counter: each slot's platform where loc_3CA92 has moved it, solid
    (x at the spawner) while a < subtype * 8, at $7F00 on a = subtype * 8."""
    y0 = 0x400
    objs = fbz_elevator(X0, y0, subtype, down)
    assert len(objs) == fbz_elevator_pool(subtype) == subtype * 8 // 0x60 + 1
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x300, y=FLOOR - 20, grounded=True)
    o = hp.Objects(objs, 1, "s3k")
    for c in range(1, 0x500):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        for j, obj in enumerate(objs):
            want = elevator_model(y0, subtype, down, j, len(objs), c)
            if want is None:
                continue
            x, y = int(o.raw.x[0, j]) >> 16, int(o.raw.y[0, j]) >> 16
            assert (x == X0 if want[0] else x == 0x7F00) and y == want[1], (c, j)
    live = [elevator_model(y0, subtype, down, j, len(objs), c) for c in range(1, 0x2000) for j in range(len(objs))]
    assert any(w is not None for w in live)


def test_a_slot_past_the_pool_carries_none():
    """The kind's pool is subtype * 8 // $60 + 1 (fbz_elevator_pool): a slot at or past it is never solid."""
    objs = [S3kFbzElevator(X0, 0x400, subtype=0x30, slot=j) for j in range(fbz_elevator_pool(0x30) + 1)]
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x300, y=FLOOR - 20, grounded=True)
    o = hp.Objects(objs, 1, "s3k")
    ys = []
    for _ in range(0x200):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        ys.append([int(v) >> 16 for v in o.raw.y[0]])
    assert all(y[-1] == 0x400 for y in ys) and any(y[-2] != 0x400 for y in ys)


def test_elevator_pool_never_overlaps():
    """A platform lives subtype * 8 + 1 runs; its slot's next is made $60 *
    pool frames after it: always later (every subtype byte)."""
    for s in range(0x100):
        assert 0x60 * fbz_elevator_pool(s) > s * 8


def test_elevator_carries_a_rider_up_and_lets_go_at_its_end():
    """A player standing on a rising platform (sub_1DD0E over byte_3CAD0, d1
    $3B, d2 $10) rides 1 px a frame; on the run its $30 runs out the platform
    is at $7F00 and he walks off (airborne)."""
    subtype = 0x8
    obj = S3kFbzElevator(X0, FLOOR - 0x10, subtype=subtype)
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x30, y=FLOOR - 0x60, grounded=False)
    o = hp.Objects([obj], 1, "s3k")
    trace = []
    for _ in range(0x50):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        trace.append((int(p.raw.y[0]) >> 16, int(p.raw.on_object[0]), bool(p.raw.airborne[0])))
    on = [c for c, (_, k, _) in enumerate(trace) if k == 0]
    assert on and on[-1] == subtype * 8 - 1  # standing after run a = subtype * 8 - 1, the last solid one
    assert trace[on[-1] + 1][1] == -1 and trace[on[-1] + 1][2]
    ys = [trace[c][0] for c in on[1:]]
    assert all(b - a == -1 for a, b in zip(ys, ys[1:]))
    # byte_3CAD0 at his column: t = px - x + $3B, his y = y - (H[t >> 1] - H[0]) - $10 - 1 ... as procedure C
    assert len(FBZ_ELEVATOR_HEIGHTS) == 60 and FBZ_ELEVATOR_HEIGHTS[0] == 0x10 and FBZ_ELEVATOR_HEIGHTS[-1] == 0x21


def test_descending_elevator_lets_a_rider_go_at_the_floor():
    """Going down (the spawner X-flipped), CheckPlayerReleaseFromObj lets a
    rider go once his floor (SonicOnObjHitFloor) is at or above his feet."""
    obj = S3kFbzElevator(X0, FLOOR - 0x60, subtype=0x10, down=True)
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=FLOOR - 0xA0, grounded=False)
    o = hp.Objects([obj], 1, "s3k")
    trace = []
    for _ in range(0x80):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        trace.append((int(p.raw.y[0]) >> 16, int(p.raw.on_object[0]), bool(p.raw.airborne[0])))
    assert any(k == 0 for _, k, _ in trace)
    assert trace[-1][1] == -1 and trace[-1][0] == FLOOR - 20  # on the floor, off the platform


def test_elevators_broad_phase_changes_nothing():
    seq = [2] * 0x40 + [18] * 0x30 + [0] * 0x80 + [1] * 0x40
    for objs in (fbz_elevator(300, FLOOR - 0x10, 0x10), fbz_elevator(300, FLOOR - 0x70, 0x14, True)):
        (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
        assert_same_as_stages(p1, o1, p2, o2, seq)


# ---- the acts -----------------------------------------------------------------------------

def test_every_magnet_and_elevator_row_is_placed():
    """FBZ1/2: the $74 platforms, the $73 subtype 0 balls and the $E2
    spawners (each its pool) are placed; no reason is left for $74 and $E2."""
    from hedgephys.levels.placing import place as place_all
    root = disasm_checkout("s3k")
    counts = {}
    for act in ("fbz1", "fbz2"):
        layout = hp.levels.object_layout(root, act)
        for oid in (0x74, 0x73, 0xE2):
            recs = layout.of_id(oid)
            objs = place_all(recs, "s3k", act)
            counts[act, oid] = (len(recs), objs)
    for act in ("fbz1", "fbz2"):
        n, objs = counts[act, 0x74]
        assert len(objs) == n and all(o.kind == "s3k_fbz_magnet" and not o.spike_ball for o in objs)
        balls = [o for o in counts[act, 0x73][1] if o.kind == "s3k_fbz_magnet"]
        assert balls and all(o.spike_ball for o in balls)
        n, objs = counts[act, 0xE2]
        assert sum(o.slot == 0 for o in objs) == n
    assert ("sk1", 0x74) not in catalogue.REASONS_BY_ID and ("sk1", 0xE2) not in catalogue.REASONS_BY_ID
