"""Flying Battery's Sonic & Knuckles-only objects (issue 18 points 3/4;
docs/kinds/s3k_fbz.md), whose code is in sonic3k.asm only: the checkout lacks
it, so the routines' numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm) and each test names the label they come from.

* the sliding platform blocks, kind ``s3k_fbz_block`` (SK Set 1 $7E
  Obj_FBZPlatformBlocks, byte_3C344, loc_3C3A8, loc_3C3EE);
* the bent pipes, a still SolidBox ($76 Obj_FBZBentPipe, byte_3B6D8, loc_3B718);
* the floating platforms, kind ``s3k_fbz_float`` ($71 Obj_FBZFloatingPlatform,
  off_3A56C, loc_3A5DA, loc_3A620, loc_3A63A, loc_3A646, loc_3A664;
  loc_3A692, loc_3A6A4, loc_3A6D0; SolidObjectFull_Offset).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_fbz import FBZ_BLOCK_SIZES, FBZ_PIPE_SIZES, fbz_block
from hedgephys.levels.place_s3k_sk import osc_block
from hedgephys.levels.touch_data import touch_size
from hedgephys.levels.placing import Placement, placers
from hedgephys.players import R
from helpers import disasm_checkout

STAND = FLOOR - 20  # a standing player's pixel y on FLOOR_WORLD
X0 = 600
#: loc_3C3A8's numbers: the step, and the player's y - its y that moves it.
STEP, BELOW, ABOVE = 8, 0x20, -0x28
#: byte_3C344 and byte_3B6D8 as read in sonic3k.asm.
BLOCK_SIZES = ((0x10, 0x10), (0x20, 0x10), (0x30, 0x10), (0x40, 0x10))
PIPE_SIZES = ((0x18, 0x10), (0x10, 0x08), (0x18, 0x10))


def rec(object_id, subtype=0, x=X0, y=STAND, x_flip=False, act="fbz1"):
    return Placement("s3k", act, "sk1", 0, x, y, object_id, subtype, x_flip, False, False)


def block_run(obj, py, n, px=X0 - 0x100, o=None, p=None):
    """A still player at (px, py), grounded (or the given players); the
    block's x pixel after each of n frames."""
    if p is None:
        p = hp.Players(1, game="s3k")
        p.place(x=px, y=py, grounded=True)
    if o is None:
        o = hp.Objects([obj], 1, "s3k")
    out = []
    for _ in range(n):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        out.append(int(o.raw.x[0, 0]) >> 16)
    return p, o, out


def sliding(n, reach):
    """$32 + 8 a frame (addq.w #8) until it is the reach $30."""
    return [min(STEP * (f + 1), reach) for f in range(n)]


def test_sizes_are_the_routines():
    assert FBZ_BLOCK_SIZES == BLOCK_SIZES and FBZ_PIPE_SIZES == PIPE_SIZES
    for sub in (0x00, 0x14, 0x2F, 0x3A):
        w, h = BLOCK_SIZES[sub >> 4]
        b = fbz_block(X0, 100, sub)
        assert (b.width_radius, b.height_radius, b.solid_width, b.half_height, b.stand_height, b.width) == (
            w, h, w + 0xB, h, h + 1, w)
    with pytest.raises(ValueError, match="Obj_FBZPlatformBlocks subtype 0x40.*byte_3C344"):
        fbz_block(X0, 100, 0x40)
    assert placers()[("sk1", 0x7E)](rec(0x7E, 0x44)) == []


@pytest.mark.parametrize("flip", [False, True])
def test_it_slides_out_8_a_frame_while_he_is_below_it(flip):
    """Subtype $14: reach $40; he stands $20 below it (the least, cmpi.w #$20 / blt)."""
    _, _, out = block_run(fbz_block(X0, STAND - BELOW, 0x14, x_flip=flip), STAND, 12)
    assert out == [X0 + (-d if flip else d) for d in sliding(12, 0x40)]


@pytest.mark.parametrize("dy, moves", [(BELOW, True), (BELOW - 1, False), (0, False), (-1, False),
                                       (ABOVE, False), (ABOVE - 1, False)])
def test_it_stays_closed_unless_he_is_far_enough_below(dy, moves):
    """His y - its y = dy: out only from $20 down; closed it has nowhere to go back to."""
    _, _, out = block_run(fbz_block(X0, STAND - dy, 0x12), STAND, 3)
    assert out == ([X0 + 8, X0 + 16, X0 + 0x18] if moves else [X0] * 3)


@pytest.mark.parametrize("dy, back", [(ABOVE - 1, True), (ABOVE, False), (-1, False), (BELOW - 1, False)])
def test_it_slides_back_while_he_is_more_than_0x28_above_it(dy, back):
    """Out to $20 (reach of subtype 2) with him below, then he stands at dy
    from it: back 8 a frame to 0 only for dy < -$28 (cmpi.w #-$28 / bge)."""
    block = fbz_block(X0, STAND - BELOW, 0x02)
    p, o, out = block_run(block, STAND, 5)
    assert out[-1] == X0 + 0x20
    o.raw.y[0, 0] = (STAND - dy) << 16  # the block moved so that he is dy from it
    _, _, out = block_run(block, STAND, 5, o=o, p=p)
    assert out == ([X0 + 0x18, X0 + 0x10, X0 + 8, X0, X0] if back else [X0 + 0x20] * 5)


def test_a_still_block_is_a_wall():
    """Reach 0 (subtype $10): loc_3C3EE alone, SolidObjectFull with d1 = $20 + $B."""
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x80, y=STAND, grounded=True)
    o = hp.Objects([fbz_block(X0, FLOOR - 0x10, 0x10)], 1, "s3k")
    p.step(FLOOR_WORLD, np.full((120, 1), R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 == X0 - (0x20 + 0xB)
    assert int(o.raw.x[0, 0]) >> 16 == X0


def test_a_rider_stays_put():
    """Standing on it he is above it by its height + his y_radius + 1 ($24
    for a $10-high block), inside the dead zone: it does not move."""
    top = FLOOR + 0x10  # a block whose top is the floor's
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=STAND, grounded=True)
    o = hp.Objects([fbz_block(X0, top, 0x14)], 1, "s3k")
    p.step(FLOOR_WORLD, np.zeros((20, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0 and int(o.raw.x[0, 0]) >> 16 == X0


@pytest.mark.parametrize("subtype, dy", [(0x14, BELOW), (0x01, 0x40), (0x20, 0)])
def test_broad_phase_agrees(subtype, dy):
    seq = [R] * 80 + [0] * 20 + [2] * 40 + [R] * 60
    (p1, o1), (p2, o2) = broad_phase_worlds([fbz_block(700, STAND - dy, subtype)], 200, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


@pytest.mark.parametrize("subtype", [0, 1, 2])
def test_a_bent_pipe_is_a_still_solid_box(subtype):
    """loc_3B718: SolidObjectFull with d1 = width + $B, d2 = height, d3 = d2 + 1."""
    w, h = PIPE_SIZES[subtype]
    (pipe,) = placers()[("sk1", 0x76)](rec(0x76, subtype, y=FLOOR - h))
    assert isinstance(pipe, hp.SolidBox) and (pipe.width_radius, pipe.height_radius, pipe.stand_height) == (
        w, h, h + 1)
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x80, y=STAND, grounded=True)
    o = hp.Objects([pipe], 1, "s3k")
    p.step(WIDE, np.full((120, 1), R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 == X0 - (w + 0xB)
    assert placers()[("sk1", 0x76)](rec(0x76, 3)) == []


def test_reasons_name_the_routines():
    """The rows left ✘ say why, ending as the catalogue wants ($74 and $E2,
    and $73's subtype 0: tests/test_kind_s3k_fbz2.py; $7A: h-trig's kind,
    tests/test_kind_s3k_trigger.py; $6F $70 $72 $7B have no collision:
    catalogue's _FBZ_QUIET)."""
    for oid, label in ((0x73, "$80 and up"), (0xE4, "sub_3CBCE")):
        why = catalogue.REASONS_BY_ID[("sk1", oid)]
        assert label in why and why.endswith(": not modelled"), oid
    for oid, label in ((0x6F, "sub_39F7E"), (0x70, "sub_3A270"), (0x72, "sub_3AA7E"), (0x7B, "loc_3C0DC")):
        assert label in catalogue.REASONS_BY_ID[("sk1", oid)] and catalogue.CODE_FLAGS[("sk1", oid)] == (
            False, False), oid


@pytest.mark.parametrize("act", ["fbz1", "fbz2"])
def test_placer_on_real_acts(act):
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
    placed = place(layout.objects, "s3k", act)
    blocks = [d for d in placed if isinstance(d, KindObject) and d.kind == "s3k_fbz_block"]
    recs = layout.of_id(0x7E)
    assert len(recs) == len(blocks) > 0
    for r, b in zip(recs, blocks):
        w, h = BLOCK_SIZES[(int(r["subtype"]) >> 4) & 7]
        assert (b.x, b.y, b.subtype, b.x_flip, b.width_radius, b.height_radius, b.solid_width) == (
            r["x"], r["y"], r["subtype"], r["x_flip"], w, h, w + 0xB)
    solid = {(d.x, d.y, d.width_radius, d.height_radius, d.stand_height) for d in placed
             if isinstance(d, hp.SolidBox)}
    pipes = layout.of_id(0x76)
    assert len(pipes) == (32 if act == "fbz1" else 0)
    for r in pipes:
        w, h = PIPE_SIZES[int(r["subtype"]) & 3]
        assert (r["x"], r["y"], w, h, h + 1) in solid


# ----- floating platforms ($71) --------------------------------------------------

FLOAT_Y = 100
#: loc_3A5DA: SolidObjectFull_Offset's d1, d2, d3; the init's collision byte.
FLOAT_D1, FLOAT_D2, FLOAT_D3, FLOAT_COLLISION = 0x2B, 0xC, -0xD, 0x8C


def floater(subtype, x=X0, y=FLOAT_Y, flip=False):
    (obj,) = placers()[("sk1", 0x71)](rec(0x71, subtype, x=x, y=y, x_flip=flip))
    return obj


def float_run(objs, n, px=50, py=STAND, grounded=True):
    """The objects' (x, y) pixels after each of n frames (level frame counter
    1..n), a still player at (px, py) (far from them by default: they lag and
    are caught up)."""
    p = hp.Players(1, game="s3k")
    p.place(x=px, y=py, grounded=grounded)
    o = hp.Objects(objs, 1, "s3k")
    out = []
    for _ in range(n):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        out.append([(int(o.raw.x[0, j]) >> 16, int(o.raw.y[0, j]) >> 16) for j in range(len(objs))])
    return p, o, out


def test_float_placer():
    f = floater(0x38, flip=True)
    assert (f.kind, f.subtype, f.x_flip) == ("s3k_fbz_float", 0x38, True)
    assert (f.solid_width, f.half_height, f.stand_height, f.width) == (FLOAT_D1, FLOAT_D2, FLOAT_D2, 0x20)
    assert (f.width_radius, f.height_radius) == touch_size("s3k", FLOAT_COLLISION) == (0x14, 0x10)
    for sub in (0x50, 0x5F, 0x70):  # past off_3A56C
        assert placers()[("sk1", 0x71)](rec(0x71, sub)) == []


def test_float_bobs_from_the_first_frame():
    """Motion 0 (loc_3A620): $27 from 0 on the first objects frame (counter
    1), y = y0 + (sin($27) >> 5) (asr.w #5); X-flip does not change it."""
    _, _, out = float_run([floater(0x00), floater(0x03, x=X0 + 40, flip=True)], 300)
    for c, ((x, y), (x2, y2)) in enumerate(out, start=1):
        dy = int(hp.sine((c - 1) & 0xFF)) >> 5
        assert (x, y, x2, y2) == (X0, FLOAT_Y + dy, X0 + 40, FLOAT_Y + dy), c


@pytest.mark.parametrize("motion, flip", [(1, False), (2, False), (1, True), (2, True)])
def test_float_rides_the_oscillators(motion, flip):
    """Motions 1 and 2 (loc_3A63A / loc_3A646): y0 + the byte at +$0A - $20
    or +$1E - $40, negated when flipped: the same as S&K's osc blocks' y
    motions 4 and 5 (loc_412A8, loc_412B4) on the same frames."""
    block = osc_block(rec(0x42, x=X0 + 60, y=FLOAT_Y, x_flip=flip), 0x20, 0x10, motion + 3)
    _, _, out = float_run([floater(motion << 4, flip=flip), block], 400)
    assert len({y for (_, y), _ in out}) > 20
    assert all((x, y - FLOAT_Y) == (X0, by - FLOAT_Y) for (x, y), (_, by) in out)


@pytest.mark.parametrize("subtype, flip", [(0x30, False), (0x38, True), (0x3F, False)])
def test_float_circles_on_the_level_frame_counter(subtype, flip):
    """Motion 3 (loc_3A664): a = (counter & $FF, negated when flipped) +
    (subtype & $F) << 4; x = x0 + (sin a >> 2), y = y0 + (cos a >> 2)."""
    _, _, out = float_run([floater(subtype, flip=flip)], 300)
    for c, ((x, y),) in enumerate(out, start=1):
        a = ((-c if flip else c) + ((subtype & 0xF) << 4)) & 0xFF
        assert (x, y) == (X0 + (int(hp.sine(a)) >> 2), FLOAT_Y + (int(hp.cosine(a)) >> 2)), c


def test_a_player_rides_it_at_its_offset_box():
    """SolidObjectFull_Offset: a player dropped onto it lands on the box
    centred at y + d3 (half-height d2) and is carried at y + d3 - d2 -
    y_radius every frame after its motion (loc_1BC22), having landed 1 px
    higher (loc_1BED0)."""
    p, o, out = float_run([floater(0x10)], 1, px=X0, py=FLOAT_Y - 0x60, grounded=False)
    ys = []
    for _ in range(120):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        if p.raw.on_object[0] == 0:
            ys.append((int(p.raw.y[0]) >> 16, int(o.raw.y[0, 0]) >> 16))
    assert len(ys) > 60 and len({oy for _, oy in ys}) > 5
    (land_py, land_oy), ride = ys[0], ys[1:]
    assert land_py == land_oy + FLOAT_D3 - FLOAT_D2 - 0x13 - 1  # loc_1BED0: subq.w #1 after the landing
    assert all(py == oy + FLOAT_D3 - FLOAT_D2 - 0x13 for py, oy in ride)


def test_its_touch_hurts_from_below():
    """Collision $8C (Touch_Sizes $C: $14 x $10 radii) hangs below the solid
    box (y - $19 .. y - 1): a player standing dy under it (its bob is 0 for
    the first frames) is hurt exactly where a still hurt Hitbox of that size
    would hurt him, and below the solid box's reach he is not pushed."""
    seen = set()
    for dy in range(0x16, 0x30):
        p, _, _ = float_run([floater(0x00, y=STAND - dy)], 3, px=X0)
        q, _, _ = float_run([hp.Hitbox(X0, STAND - dy, 0x14, 0x10, reaction="hurt")], 3, px=X0)
        assert (p.raw.hurt[0], p.raw.x[0], p.raw.y[0]) == (q.raw.hurt[0], q.raw.x[0], q.raw.y[0]), dy
        seen.add(bool(p.raw.hurt[0]))
    assert seen == {True, False}


@pytest.mark.parametrize("subtype", [0x00, 0x10, 0x20, 0x38, 0x41])
def test_float_broad_phase_agrees(subtype):
    seq = [R] * 80 + [0] * 20 + [2] * 40 + [R] * 60
    (p1, o1), (p2, o2) = broad_phase_worlds([floater(subtype, x=700, y=FLOOR - 0x30)], 200, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


@pytest.mark.parametrize("act", ["fbz1", "fbz2"])
def test_float_placer_on_real_acts(act):
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
    placed = [d for d in place(layout.objects, "s3k", act) if isinstance(d, KindObject) and d.kind == "s3k_fbz_float"]
    recs = [r for r in layout.of_id(0x71) if (int(r["subtype"]) >> 4) & 7 < 5]
    assert len(recs) == len(placed) > 0
    for r, f in zip(recs, placed):
        assert (f.x, f.y, f.subtype, f.x_flip) == (r["x"], r["y"], r["subtype"], r["x_flip"])


# A world with no terrain, 1,024 px deep: a platform's dip stays in it.
EMPTY = hp.TileMap(np.zeros((64, 64), np.uint16), hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))


def drop_routine(subtype, stood_from, frames, flip=False):
    """Motion 4 frame by frame (loc_3A692, loc_3A6A4, loc_3A6D0, loc_3A712,
    loc_3A620) with the status bits a standing player leaves from the routine
    of counter stood_from on: y - y0 for counters 1..frames."""
    c27, stage, s30, s32, s34, base, out = 0, "wait", 0, 0, 0, 0, []
    d2 = ((subtype & 0xF) * 2 + 0x28 - 1) & 0xFF  # $36 - 1, compared as bytes
    for c in range(1, frames + 1):
        if stage == "wait" and c >= stood_from:
            stage = "align"
        if stage == "align" and c27 & 0x7F == 0:
            stage, c27 = "dip", 0
        if stage == "dip":
            s34 += -4 if s30 else 4
            s32 = (s32 + s34) & 0xFFFF
            s30 = int(d2 <= s32 >> 8) if not s30 else int(not d2 > s32 >> 8)
            y = base + (-(s32 >> 6) if flip else s32 >> 6)
            if s34 == 0:
                base, stage = y, "rest"
        else:  # loc_3A620
            y = base + (int(hp.sine(c27)) >> 5)
            c27 = (c27 + 1) & 0xFF
        out.append(y)
    return out


@pytest.mark.parametrize("subtype", [0x41, 0x45, 0x4F])
def test_float_drops_once_stood_on(subtype):
    """A player dropped onto a motion-4 platform: it bobs until he has
    landed and its $27 is 0 or $80, dips (its speed +4 a frame until $32's
    high byte reaches $36 - 1, then -4 until 0), rests lower and bobs from
    there; he rides it all the way."""
    y0 = 100
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=y0 - 0x60, grounded=False)
    o = hp.Objects([floater(subtype, y=y0)], 1, "s3k")
    ys, stood = [], []
    for _ in range(700):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        ys.append((int(o.raw.y[0, 0]) >> 16) - y0)
        stood.append(p.raw.on_object[0] == 0)
    landed = stood.index(True) + 1  # the counter of his landing: its routine sees him from the next
    assert all(stood[landed:])
    assert ys == drop_routine(subtype, landed + 1, 700)
    assert max(ys) > 0x100 and ys[-1] != ys[landed]


def test_float_dip_is_flipped_upward():
    """loc_3A712: the dip's offset is negated when X-flipped (the bob is not)."""
    assert drop_routine(0x41, 5, 400, flip=True)[:4] == drop_routine(0x41, 5, 400)[:4]
    p = hp.Players(1, game="s3k")
    p.place(x=X0, y=700 - 0x60, grounded=False)
    o = hp.Objects([floater(0x41, y=700, flip=True)], 1, "s3k")
    ys, stood = [], []
    for _ in range(500):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        ys.append((int(o.raw.y[0, 0]) >> 16) - 700)
        stood.append(p.raw.on_object[0] == 0)
    landed = stood.index(True) + 1
    assert ys == drop_routine(0x41, landed + 1, 500, flip=True) and min(ys) < -0x100
