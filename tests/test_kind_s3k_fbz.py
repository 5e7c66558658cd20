"""Flying Battery's Sonic & Knuckles-only objects (issue 18 points 3/4;
docs/kinds/s3k_fbz.md), whose code is in sonic3k.asm only: the checkout lacks
it, so the routines' numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm) and each test names the label they come from.

* the sliding platform blocks, kind ``s3k_fbz_block`` (SK Set 1 $7E
  Obj_FBZPlatformBlocks, byte_3C344, loc_3C3A8, loc_3C3EE);
* the bent pipes, a still SolidBox ($76 Obj_FBZBentPipe, byte_3B6D8, loc_3B718).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_fbz import FBZ_BLOCK_SIZES, FBZ_PIPE_SIZES, fbz_block
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
    """The rows left ✘ say why, ending as the catalogue wants."""
    for oid, label in ((0x6F, "sub_39F7E"), (0x71, "SolidObjectFull_Offset"), (0x72, "sub_3AA7E"),
                       (0x73, "_unkF7C1"), (0x74, "SolidObjectFull_Offset"), (0x7A, "Level_trigger_array"),
                       (0xE2, "sub_1DD0E"), (0xE4, "sub_3CBCE")):
        why = catalogue.REASONS_BY_ID[("sk1", oid)]
        assert label in why and why.endswith(": not modelled"), oid


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
