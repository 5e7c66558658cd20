"""Hydrocity's fans of a subtype of $80 or more, paired with a block
(Obj_HCZCGZFan's loc_2F22E, s3.asm; h-hcz, issue 18): the kind s3k_fan with
subtype bit 7. Golden numbers from the routine (read in the checkout's text
where it is there), the block's slide and latch frame by frame against a
model of loc_2F22E, its solidity, and the latched fan."""
import numpy as np
import pytest

import hedgephys as hp
from helpers import disasm_read, one_player
from fan_model import fan_lift

OX, OY = 600, 400


def block_body():
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_HCZCGZFan:"):]
    return body[: body.index("Obj_HCZLargeFan:")]


def test_block_numbers_from_the_checkout():
    """The init's drop $1C and slide (subtype & $30) * 2, the fan made
    always-on (bit 5 cleared, bit 4 set), loc_2F22E's heights $20 and -$30,
    its 8 px steps, and SolidObjectFull with width_pixels $10 + $B, height
    $10, d3 = d2 + 1."""
    from hedgephys.levels.place_s3_fan import HCZ_FAN_BLOCK_SIZE
    body = block_body()
    for line in ("addi.w\t#$1C,y_pos(a0)", "andi.w\t#$30,d0\n\t\tadd.w\td0,d0\n\t\tmove.w\td0,$3A(a0)",
                 "bclr\t#5,subtype(a1)", "bset\t#4,subtype(a1)", "move.w\t(Player_1+y_pos).w,d0",
                 "cmpi.w\t#$20,d0\n\t\tblt.s", "cmpi.w\t#-$30,d0\n\t\tbge.s", "addq.w\t#8,$30(a0)",
                 "subq.w\t#8,$30(a0)", "tst.b\t$42(a0)\n\t\tbne.s\tloc_2F080", "addi.w\t#$B,d1",
                 "move.w\td2,d3\n\t\taddq.w\t#1,d3", "AllocateObjectAfterCurrent"):
        assert line in body, line
    block = body[body.index("Map_HCZWaterRushBlock"):]
    assert "move.b\t#$10,width_pixels(a0)\n\t\tmove.b\t#$10,height_pixels(a0)" in block
    assert HCZ_FAN_BLOCK_SIZE == (0x10, 0x10)


def block_model(subtype, flip, ys):
    """loc_2F22E frame by frame for the first player's y pixels `ys` (one a
    frame, from the frame it is loaded: the init only): (x, latch, offset)
    after each frame."""
    by, off, latch, out = OY + 0x1C, 0, 0, []
    for n, py in enumerate(ys):
        if n:
            d = (py - by) & 0xFFFF
            signed = d - 0x10000 if d & 0x8000 else d
            if py >= by and signed >= 0x20:
                latch = 1
                off += 8 if off != (subtype & 0x30) * 2 else 0
            elif py < by and signed < -0x30:
                latch = 0
                off -= 8 if off else 0
        out.append((OX - off if flip else OX + off, latch, off))
    return out


def pair(subtype, flip=False):
    return hp.Objects([hp.objects.S3kFan(OX, OY, subtype=subtype, x_flip=flip)], 1, "s3k")


@pytest.mark.parametrize("subtype, flip", [(0xA4, False), (0xA4, True), (0xB6, False), (0x86, False)])
def test_block_slides_and_latches_by_the_players_height(subtype, flip):
    """A player far away in x (the latch reads his height from anywhere) at
    heights going down past $20 below the block, staying, then up past
    -$30 above it: the block's x, the latch and its offset each frame."""
    ys = [OY] * 3 + [OY + 0x1C + 0x1F] * 2 + [OY + 0x1C + 0x20] * 20 + [OY + 0x1C - 0x30] * 3 + \
         [OY + 0x1C - 0x31] * 20 + [OY + 0x1C + 0x900] * 4 + [OY + 0x1C + 0x8100] * 3
    o = pair(subtype, flip)
    got = []
    for py in ys:
        p = one_player("s3k", x=OX + 3000, y=py & 0xFFFF)
        o.update(p, 0)
        got.append((int(o.raw.x[0, 0]) >> 16, int(o.raw.aux[0, 0]), int(o.raw.timer[0, 0])))
    assert got == block_model(subtype, flip, [y & 0xFFFF for y in ys])
    assert int(o.raw.y[0, 0]) >> 16 == OY + 0x1C
    assert max(t for _, _, t in got) == (subtype & 0x30) * 2


def latched_pair(subtype):
    """A pair past its load frame (the block moved down $1C) and one frame
    latched by a player $20 below the block, far away (its fan blows a
    player over it off the block while unlatched): the block slid 8 px."""
    o = pair(subtype)
    o.update(one_player("s3k", x=OX + 3000, y=OY), 0)
    o.update(one_player("s3k", x=OX + 3000, y=OY + 0x1C + 0x20), 0)
    assert (int(o.raw.aux[0, 0]), int(o.raw.x[0, 0]) >> 16) == (1, OX + 8)
    return o


def test_block_is_solid():
    """A player landing on the block stands at its y - d3 - 19 (y + $1C -
    $11 - 19), not carried by its slide (d4 = x after the move); one running
    into its side stops at x - $1B."""
    o = latched_pair(0xA4)
    by, bx = OY + 0x1C, OX + 8
    p = one_player("s3k", x=bx, y=by - 0x10 - 19 + 3, y_speed=0x200, in_air=True)
    o.update(p, 0)
    assert (int(o.raw.standing[0, 0]), int(p.raw.airborne[0]), int(p.raw.y[0]) >> 16) == (1, 0, by - 0x11 - 19)
    o.update(p, 0)  # standing, it latches nothing: the block stays
    assert (int(o.raw.x[0, 0]) >> 16, int(p.raw.x[0]) >> 16, int(o.raw.standing[0, 0])) == (bx, bx, 1)
    o = latched_pair(0xA4)
    p = one_player("s3k", x=bx - 0x1B + 2, y=by, x_speed=0x600, ground_speed=0x600)
    o.update(p, 0)  # he is not $20 below it: it stays
    assert (int(p.raw.xsp[0]), int(p.raw.x[0]) >> 16) == (0, bx - 0x1B)


@pytest.mark.parametrize("subtype", [0xA6, 0xE6])
def test_latched_fan_does_not_blow(subtype):
    """Its fan blows from the load frame on (always on, even with bit 5: the
    init clears it) until the player has been $20 below the block, and
    again once he has been more than $30 above it (the window reaches from
    L + osc above the fan to $30 - osc below it)."""
    o = pair(subtype)
    p = one_player("s3k", x=OX, y=OY - 0x40)
    osc = int(o.oscillators[0, 11]) >> 8
    o.update(p, 0)
    assert (int(p.raw.y[0]) >> 16) - (OY - 0x40) == fan_lift(subtype, osc, OY - 0x40, OY)
    o.update(one_player("s3k", x=OX + 3000, y=OY + 0x1C + 0x20), 0)  # latched
    # in the fan's window, over the block and no more than $30 above it: still latched
    p = one_player("s3k", x=OX + 8, y=OY - 0x10, y_speed=0x300, in_air=True)
    osc = int(o.oscillators[0, 11]) >> 8
    assert fan_lift(subtype, osc, OY - 0x10, OY) is not None
    o.update(p, 0)
    assert (int(p.raw.y[0]) >> 16, int(p.raw.ysp[0]), int(o.raw.aux[0, 0])) == (OY - 0x10, 0x300, 1)
    p = one_player("s3k", x=int(o.raw.x[0, 0]) >> 16, y=OY + 0x1C - 0x31, y_speed=0x300, in_air=True)
    osc = int(o.oscillators[0, 11]) >> 8
    o.update(p, 0)  # unlatched by that height, and lifted in the same frame
    assert int(o.raw.aux[0, 0]) == 0
    assert (int(p.raw.y[0]) >> 16) - (OY + 0x1C - 0x31) == fan_lift(subtype, osc, OY + 0x1C - 0x31, OY)


def test_pairs_run_in_a_level_step():
    """Pairs in a whole-frame step: the broad phase never skips them (they
    follow the player's height from anywhere), so a player falling past a
    far block latches it."""
    from broad_phase_world import FLOOR, WIDE
    o = hp.Objects([hp.objects.S3kFan(3000, FLOOR - 104, subtype=0xA4)], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    p.step(WIDE, np.zeros((40, 1), np.uint8), objects=o)
    assert (int(o.raw.aux[0, 0]), int(o.raw.timer[0, 0])) == (1, 0x40)
    assert int(o.raw.x[0, 0]) >> 16 == 3000 + 0x40
