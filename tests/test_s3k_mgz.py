"""Marble Garden's chained platforms and spike balls and Hydrocity's snake
blocks (issue 18 points 3/4/7; docs/kinds/s3k_mgz.md), read in s3.asm:

* kind ``s3k_chain_platform``: $53 Obj_MGZSwingingPlatform (loc_33286, sub_332C0);
* kind ``s3k_chain_ball``: $58 Obj_MGZSwingingSpikeBall (loc_3342C / sub_334BA,
  loc_3346A / sub_33516);
* kind ``s3k_snake_block``: $67 Obj_HCZSnakeBlocks (loc_2461A, sub_24666).

The expected places come from emulating each routine frame by frame from
its loading (the object loaded on the act's first frame), not from the
kinds' closed forms.
"""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.place_s3k_mgz import HCZ_SNAKE_SIZE, MGZ_PLATFORM_SIZE, MGZ_SPIKE_BALL_COLLISION
from hedgephys.levels.placing import Placement, placers
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_checkout, disasm_read, object_frames

OX, OY = 600, 300


def placed(object_id, subtype=0, x_flip=False, y_flip=False, table="s3", x=OX, y=OY):
    rec = Placement("s3k", "mgz1", table, 0, x, y, object_id, subtype, x_flip, y_flip, False)
    (obj,) = placers()[(table, object_id)](rec)
    return obj


def sine(a):
    return int(hp.sine(a & 0xFF))


def cosine(a):
    return int(hp.cosine(a & 0xFF))


def chain(v, links):
    """sub_332C0 / sub_334BA: swap, asr.l #4, added once per link, the high word
    (the register's low half taken as 0: kinds/s3k_mgz_chain.cpp)."""
    one = (v << 16) >> 4
    total = 0
    for _ in range(links):
        total += one
    return total >> 16


def place_of(o):
    return int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16


# ----- $53 Obj_MGZSwingingPlatform -----------------------------------------------

@pytest.mark.parametrize("subtype, x_flip", [(0x00, False), (0x40, True), (0xC3, False), (0x7F, True)])
def test_chain_platform_circles_from_its_subtype(subtype, x_flip):
    """The angle $34 starts at the subtype and steps by $36 = 1 (-1 X-flipped)
    after sub_332C0 places it: y from the sine, x from the cosine, 5 links."""
    angle, step = subtype, (-1 if x_flip else 1)
    seen = set()
    for _table, o in object_frames([placed(0x53, subtype, x_flip)], 300, game="s3k"):
        assert place_of(o) == (OX + chain(cosine(angle), 5), OY + chain(sine(angle), 5))
        seen.add(place_of(o))
        angle = (angle + step) & 0xFF
    assert len(seen) > 200


def test_chain_platform_sizes_and_carry():
    """width_pixels $18 and height_pixels $C: SolidObjectTop with d1 = $18,
    d3 = $D, d4 = the x before the move. A player landing on it stands
    $D + his radius above its centre and moves with it, frame by frame."""
    plat = placed(0x53, 0x20)
    assert (plat.width, plat.stand_height) == (0x18, 0xD) and MGZ_PLATFORM_SIZE == (0x18, 0xC)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([plat], 1, "s3k")
    tm = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    x1, y1 = OX + chain(cosine(0x20), 5), OY + chain(sine(0x20), 5)
    p.place(x=x1, y=y1 - 0xD - 19 - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1 and p.raw.airborne[0] == 0
    for _ in range(60):
        before_p, before_o = int(p.raw.x[0]) >> 16, place_of(o)
        p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
        ox, oy = place_of(o)
        assert o.raw.standing[0, 0] == 1
        assert (int(p.raw.x[0]) >> 16) - before_p == ox - before_o[0]
        assert (int(p.raw.y[0]) >> 16) == oy - 0xD - int(p.raw.yr[0])


# ----- $58 Obj_MGZSwingingSpikeBall -----------------------------------------------

@pytest.mark.parametrize("y_flip", [False, True])
def test_chain_ball_circles_in_x(y_flip):
    """Subtype 0 (loc_3342C): sub_334BA puts x at the pivot + 6 links of the
    cosine of $34 (0 at loading), then $34 += 2 (-2 Y-flipped); y stays."""
    angle = 0
    for _table, o in object_frames([placed(0x58, 0, y_flip=y_flip)], 260, game="s3k"):
        assert place_of(o) == (OX + chain(cosine(angle), 6), OY)
        angle = (angle + (-2 if y_flip else 2)) & 0xFF


def swing_steps():
    """loc_3346A: the angle word $8000 and speed $100 at loading; each frame
    sub_33516 reads $34's high byte, then the speed gains $10 while that byte
    is negative (loses it otherwise) and $34 += $36."""
    angle, speed = 0x8000, 0x100
    while True:
        yield angle >> 8
        speed = (speed + 0x10 if angle & 0x8000 else speed - 0x10) & 0xFFFF
        angle = (angle + speed) & 0xFFFF


def test_chain_ball_swings_over_the_top_in_y():
    steps = swing_steps()
    for _table, o in object_frames([placed(0x58, 1)], 400, game="s3k"):
        assert place_of(o) == (OX, OY + chain(cosine(next(steps)), 6))


def test_chain_ball_swing_repeats_every_6500_frames():
    """The period the kind's catch-up takes out (kinds/s3k_mgz_chain.cpp)."""
    angle, speed, n = 0x8000, 0x100, 0
    while True:
        speed = (speed + 0x10 if angle & 0x8000 else speed - 0x10) & 0xFFFF
        angle = (angle + speed) & 0xFFFF
        n += 1
        if (angle, speed) == (0x8000, 0x100):
            break
    assert n == 6500


def test_chain_ball_hurts_a_player_it_touches():
    """collision_flags $8F: a hurt box (class $80) of Touch_Sizes entry $F,
    always on; the scan finds it where the last frame's routine left it."""
    ball = placed(0x58, 0)
    assert (ball.width_radius, ball.height_radius) == touch_size("s3k", MGZ_SPIKE_BALL_COLLISION) == (24, 24)
    tm = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    p.place(x=OX - 300, y=OY, grounded=False)
    o = hp.Objects([ball], 1, "s3k")
    p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.hurt[0] == 0
    x, y = place_of(o)
    p.place(x=x, y=y, grounded=False)
    p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.hurt[0] == 1


# ----- $67 Obj_HCZSnakeBlocks -----------------------------------------------------

def snake_steps(subtype, status):
    """sub_24666 frame by frame: the angle steps (+1, or -1 with subtype bit
    7), the side $2E moving on at a wrap to 0 (going up) or back at a step
    from 0 (no carry out of add.b $FF); then d = cos(max(angle, $80)) asr 2."""
    step = 0xFF if subtype & 0x80 else 1
    angle, side = subtype & 0x7F, status
    while True:
        new = angle + step
        if step == 1 and new & 0xFF == 0:
            side = (side + 1) & 3
        if step == 0xFF and new <= 0xFF:  # bcs not taken: no carry
            side = (side - 1) & 3
        angle = new & 0xFF
        d = cosine(angle if angle >= 0x80 else 0x80) >> 2
        yield [(d, -0x40), (0x40, d), (-d, 0x40), (-0x40, -d)][side & 3]


@pytest.mark.parametrize("subtype, x_flip, y_flip", [(0x00, False, False), (0x7F, True, False),
                                                     (0x80, False, True), (0xB5, True, True), (0x40, False, False)])
def test_snake_block_goes_round_its_square(subtype, x_flip, y_flip):
    """Four sides of 256 frames each, from the side of the status' flip bits."""
    steps = snake_steps(subtype, int(x_flip) | (int(y_flip) << 1))
    seen = set()
    block = placed(0x67, subtype, x_flip, y_flip, table="sk1")
    for _table, o in object_frames([block], 1100, game="s3k"):
        dx, dy = next(steps)
        assert place_of(o) == (OX + dx, OY + dy)
        seen.add((dx, dy))
    assert {(0x40, 0), (-0x40, 0)} <= seen  # both vertical sides' middles


def test_snake_block_is_solid_and_does_not_carry_in_x():
    """SolidObjectFull with d1 = $1B, d2 = $10, d3 = $11, landing within
    width_pixels $10, and d4 = x_pos after the move: a rider is held on top ($11 + his radius above its centre) but
    not moved in x while the block slides under him."""
    block = placed(0x67, 0x7F)  # angle $80 on the first frame: side 0 moving right
    assert (block.solid_width, block.half_height, block.stand_height, block.width) == (0x1B, 0x10, 0x11, 0x10)
    assert HCZ_SNAKE_SIZE == (0x10, 0x10)
    tm = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    o = hp.Objects([block], 1, "s3k")
    bx, by = OX - 0x40, OY - 0x40
    p.place(x=bx + 8, y=by - 0x10 - 19 + 2, grounded=False)
    p.raw.ysp[0] = 0x100
    p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] == 1
    px = int(p.raw.x[0]) >> 16
    moved = set()
    for _ in range(30):
        p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
        ox, oy = place_of(o)
        moved.add(ox)
        assert o.raw.standing[0, 0] == 1 and (int(p.raw.x[0]) >> 16) == px
        assert (int(p.raw.y[0]) >> 16) == oy - 0x11 - int(p.raw.yr[0])
    assert len(moved) > 5


# ----- the broad phase and stale objects -------------------------------------------

def test_all_three_lag_and_catch_up_exactly():
    """Far ones skip frames and are caught up (the swinging ball by its own
    counter over more than its 6500-frame period) against every routine every
    frame (step_stages), a player running and jumping along a wide floor."""
    objs = []
    for i in range(8):
        x = 300 + 280 * i
        objs.append(placed(0x53, (41 * i) & 0xFF, bool(i & 1), x=x, y=FLOOR - 90))
        objs.append(placed(0x67, (0x93 * i) & 0xFF, bool(i & 1), bool(i & 2), x=x + 100, y=FLOOR - 80))
        objs.append(placed(0x58, i & 1, y_flip=bool(i & 2), x=x + 180, y=FLOOR - 120))
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)
    far = [placed(0x58, 1, x=2400, y=FLOOR - 120), placed(0x53, 0x11, x=2300, y=FLOOR - 90)]
    (p1, o1), (p2, o2) = broad_phase_worlds(far, 150, "s3k")
    p1.step(WIDE, np.zeros((6700, 1), np.uint8), objects=o1)
    for _ in range(6700):
        hp.objects.step_stages(p2, WIDE, np.zeros(1, np.uint8), o2)
    for name in ("x", "y", "aux", "x_prev"):
        assert np.array_equal(getattr(o1.raw, name), getattr(o2.raw, name)), name


# ----- the real layouts and s3.asm's numbers ----------------------------------------

def routine_text(label):
    text = disasm_read("s3k", "s3.asm")
    start = text.index(f"\n{label}:")
    return text[start:start + 4000]


def test_sizes_are_s3_asm_numbers():
    def byte(label, field):
        return int(re.search(rf"move\.b\s+#\$([0-9A-F]+),{field}\(a0\)", routine_text(label)).group(1), 16)
    assert (byte("Obj_MGZSwingingPlatform", "width_pixels"),
            byte("Obj_MGZSwingingPlatform", "height_pixels")) == MGZ_PLATFORM_SIZE
    assert byte("Obj_MGZSwingingSpikeBall", "collision_flags") == MGZ_SPIKE_BALL_COLLISION
    assert (byte("Obj_HCZSnakeBlocks", "width_pixels"), byte("Obj_HCZSnakeBlocks", "height_pixels")) == HCZ_SNAKE_SIZE
    assert "addi.w\t#$B,d1" in routine_text("loc_2461A") and "SolidObjectFull" in routine_text("loc_2461A")
    assert "SolidObjectTop" in routine_text("loc_33286")


@pytest.mark.parametrize("game, act, object_id, kind", [
    ("s3", "mgz1", 0x53, "s3k_chain_platform"), ("s3k", "mgz2", 0x53, "s3k_chain_platform"),
    ("s3", "mgz1", 0x58, "s3k_chain_ball"), ("s3k", "mgz2", 0x58, "s3k_chain_ball"),
    ("s3", "hcz2", 0x67, "s3k_snake_block"), ("s3k", "hcz2", 0x67, "s3k_snake_block")])
def test_placed_on_the_real_layouts(game, act, object_id, kind):
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game).of_id(object_id)
    objs = [o for o in place(recs, game, act) if o.kind == kind]
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y, o.subtype) == (r["x"], r["y"], r["subtype"])
