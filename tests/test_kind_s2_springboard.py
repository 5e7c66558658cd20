"""Sonic 2's springboards (docs/kinds/s2_bounce.md "Springboards"): S2 Obj40
(cpp/hedgephys/kinds/s2_springboard.cpp: Obj40_Main, loc_2641E..loc_26546,
byte_26550, Ani_obj40). Golden numbers from those routines: the heights by
picture, the press timing, the throw (-$400 less byte_26550 in the high
byte, the x speed's high byte), the flipped board's $27 bug, the twirl and
layer bits, no balancing; the placers on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.objects import SlopedObject
from hedgephys.s2_springboards import SPRINGBOARD_HEIGHTS, SPRINGBOARD_PRESSED, S2Springboard
from helpers import disasm_read, placed_of

OX, OY = 120, FLOOR - 8
# byte_26550, as read from s2.asm by test_tables_from_the_checkout
BOOST = [0] * 24 + [1] * 16 + [2] * 8 + [3] * 6 + [4] * 2 + [0] * 16
WAIT_ANIM = 5  # S2 AniIDSonAni_Wait


def drop(board, d, frames=30):
    """A player dropped onto the board d px right of its centre: whole
    frames with no input; his record."""
    p = hp.Players(1, game="s2")
    p.place(x=OX + d, y=OY - 52, grounded=False)
    o = hp.Objects([board], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.zeros((frames, 1), np.uint8), objects=o,
                 record=["y", "xsp", "ysp", "gsp", "airborne", "anim", "layer", "facing_left"])
    return rec, o


def first_standing(rec):
    return int(np.argmax(rec["airborne"][:, 0] == 0))


def test_tables_from_the_checkout():
    s2 = disasm_read("s2", "s2.asm")

    def table(label):
        body = s2[s2.index(label + ":"):]
        body = body[body.index("\n") + 1:]
        out = []
        for line in body.splitlines():
            m = re.match(r"\s*dc\.b\s+(.*?)(;.*)?$", line)
            if not m:
                break
            out += [int(v.strip().replace("$", "0x"), 0) if not v.strip().startswith("-") else
                    -int(v.strip()[1:].replace("$", "0x"), 0) for v in m.group(1).split(",")]
        return out

    assert table("Obj40_SlopeData_DiagUp") == list(SPRINGBOARD_HEIGHTS)
    assert table("Obj40_SlopeData_Straight") == list(SPRINGBOARD_PRESSED)
    assert table("byte_26550") == BOOST
    main = s2[s2.index("Obj40_Main:"):s2.index("byte_26550:")]
    assert "move.w\t#$27,d1" in main and "move.w\t#8,d2" in main
    assert "move.w\t#-$400,y_vel(a1)" in main and "addi.w\t#$27,d0" in main and "subi.w\t#$1C,d0" in main
    assert "move.b\t#$1C,width_pixels(a0)" in s2[s2.index("Obj40_Init:"):s2.index("Obj40_Main:")]


def test_press_and_throw_timing():
    """Landing past the trigger line: anim 1 that frame; the next 4 frames
    the pressed picture (Straight: 8 px lower there); the frame it shows
    picture 0 again the player is thrown: -$400 less byte_26550[$2C] = 2."""
    rec, _ = drop(S2Springboard(OX, OY), 16)
    a = first_standing(rec)
    y = [int(v) >> 16 for v in rec["y"][:, 0]]
    i = (16 + 0x27) // 2  # the height under him: index 27
    # landing (A8: 1 px above), then carried (B4: oy - H[i] - yr) on the pressed picture
    assert y[a] == OY - SPRINGBOARD_HEIGHTS[i] - 19 - 1 == 92
    assert y[a + 1:a + 5] == [OY - SPRINGBOARD_PRESSED[i] - 19] * 4 == [101] * 4
    assert list(rec["airborne"][a:a + 5, 0]) == [0] * 5
    assert rec["airborne"][a + 5, 0] == 1 and int(rec["ysp"][a + 5, 0]) == -0x400 - 0x200
    assert rec["facing_left"][a + 5, 0] == 0 and rec["anim"][a + 5, 0] == 0x10


@pytest.mark.parametrize("flip, d, boost", [
    (False, -15, 0), (False, 0, 1), (False, 16, 2), (False, 20, 3), (False, 26, 4), (False, 27, 4),
    # flipped: not.w / addi.w #$27: index $A - d, 1 at most where one lands (the bug; 2 * $1C would give 4)
    (True, 16, 0), (True, -13, 0), (True, -14, 1), (True, -27, 1),
])
def test_throw_strength_by_place(flip, d, boost):
    rec, _ = drop(S2Springboard(OX, OY, x_flip=flip), d)
    k = int(np.argmax(rec["ysp"][:, 0] < 0))
    assert k > 0 and int(rec["ysp"][k, 0]) == -0x400 - (boost << 8)
    assert rec["facing_left"][k, 0] == int(flip)


def test_no_throw_before_the_trigger_line():
    """loc_2641E: x - $10 < px (flipped: x + $10 >= px), else nothing."""
    for flip, d in ((False, -16), (True, 17)):
        rec, o = drop(S2Springboard(OX, OY, x_flip=flip), d, frames=40)
        assert not (rec["ysp"][:, 0] < 0).any() and rec["airborne"][-1, 0] == 0
        assert int(o.raw.phase[0, 0]) == 0


def board_standing(board, xsp, d):
    """A player set standing on the board, d px right of its centre, with
    that x speed; the board's routine alone run until it throws him."""
    p = hp.Players(1, game="s2")
    o = hp.Objects([board], 1, "s2")
    p.place(x=OX + d, y=OY - 40, grounded=True)
    r = p.raw
    r.xsp[0] = xsp
    r.on_object[0] = 0
    o.raw.standing[0, 0] = 1
    for _ in range(6):
        o.update(p, 0)
    return p


@pytest.mark.parametrize("flip, d, xsp, after", [
    (False, 20, 0x480, 0x780),    # sub.b -3: the high byte $04 + 3
    (False, 20, -0x500, -0x200),  # $FB + 3 = $FE
    (False, 20, 0x3FF, 0x3FF),    # below $400: kept
    (False, 20, -0x400, -0x100),  # |-$400| = $400: moved
    (True, -20, 0x480, 0x380),    # flipped: boost 1, subtracted
    (True, -20, -0x4C0, -0x5C0),
])
def test_x_speed_high_byte(flip, d, xsp, after):
    p = board_standing(S2Springboard(OX, OY, x_flip=flip), xsp, d)
    assert p.raw.airborne[0] == 1 and int(p.raw.xsp[0]) == after


@pytest.mark.parametrize("flip", [False, True])
def test_twirl_and_layer(flip):
    """Subtype bit 0: ground speed 1, -1 facing left (flipped), the walk
    animation; bits 2-3 = 2: layer B (top_solid_bit $E); 4: layer A."""
    p = board_standing(S2Springboard(OX, OY, subtype=0x9, x_flip=flip), 0, -20 if flip else 20)
    assert (int(p.raw.gsp[0]), int(p.raw.anim[0]), int(p.raw.layer[0])) == (-1 if flip else 1, 0, 1)
    p = board_standing(S2Springboard(OX, OY, subtype=0x4), 0, 20)
    assert (int(p.raw.gsp[0]), int(p.raw.anim[0]), int(p.raw.layer[0])) == (0, 0x10, 0)


def test_no_balancing():
    """Obj40_Init sets no_balancing: standing still at its edge the player
    does not balance (Sonic_Move goes to Sonic_Lookup); on a sloped object
    without it he does."""
    rec, _ = drop(S2Springboard(OX, OY), -27, frames=40)
    assert rec["airborne"][-1, 0] == 0 and int(rec["anim"][-1, 0]) == WAIT_ANIM
    rec, _ = drop(SlopedObject(OX, OY, 0x1C, 8, SPRINGBOARD_HEIGHTS), -27, frames=40)
    assert rec["airborne"][-1, 0] == 0 and int(rec["anim"][-1, 0]) != WAIT_ANIM


@pytest.mark.parametrize("act, count", [("cpz2", 6), ("arz1", 6), ("arz2", 10), ("mcz2", 9)])
def test_placers_on_real_acts(act, count):
    recs, placed = placed_of("s2", act, 0x40, S2Springboard)
    assert len(recs) == len(placed) == count
    for rec, b in zip(recs, placed):
        assert (b.x, b.y, b.subtype, bool(b.x_flip)) == (rec["x"], rec["y"], rec["subtype"], rec["x_flip"])
        assert (b.solid_width, b.half_height, b.width) == (0x27, 8, 0x1C)
