"""Casino Night's sideways flippers (docs/kinds/s2_bounce.md "Sideways
flippers"): S2 Obj86 with a nonzero subtype (cpp/hedgephys/kinds/
s2_side_flipper.cpp: Obj86_HorizontalType, loc_2B35C). Golden numbers from
those routines: solid ($13 / $18 / $19), the throw at $1000 back the way the
player came, 8 px in (16 back on the right), lock $F, the roll; the placer
on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.kinds import KindObject
from helpers import disasm_read, placed_of

OX, OY = 200, FLOOR - 0x18
ROLL = 2  # S2 AniIDSonAni_Roll


def flipper():
    return KindObject("s2_side_flipper", OX, OY)


def run_into(direction, frames=40):
    """A player running into it along the floor, holding the direction."""
    p = hp.Players(1, game="s2")
    left = direction == "L"
    p.place(x=OX + 60 if left else OX - 60, y=FLOOR - 20, grounded=True, ground_speed=-2 if left else 2,
            x_speed=-2 if left else 2)
    o = hp.Objects([flipper()], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.full((frames, 1), hp.buttons(direction), np.uint8), objects=o,
                 record=["x", "y", "xsp", "gsp", "control_lock", "rolling", "yr", "xr", "anim", "facing_left"])
    return rec


@pytest.mark.parametrize("direction", ["R", "L"])
def test_thrown_back(direction):
    """Pushing it (the pushing bit of SolidObject): x speed and ground speed
    -$1000 from the left, $1000 from the right; x + 8 (right: x + 8 - 16);
    lock $F; rolling with radii $E / 7 and 5 px lower; facing away."""
    rec = run_into(direction)
    k = int(np.argmax(rec["control_lock"][:, 0] == 0xF))
    assert k > 0
    x = [int(v) >> 16 for v in rec["x"][:, 0]]
    y = [int(v) >> 16 for v in rec["y"][:, 0]]
    sign = -1 if direction == "R" else 1
    assert int(rec["xsp"][k, 0]) == int(rec["gsp"][k, 0]) == sign * 0x1000
    # popped out to its side (A7: x -+ d1, $13), then + 8; on the right that is
    # past its x, so - 16 more
    assert x[k] == (OX - 0x13 + 8 if direction == "R" else OX + 0x13 + 8 - 16) == (189 if direction == "R" else 211)
    assert x[k - 1] < OX - 0x13 if direction == "R" else x[k - 1] > OX + 0x13
    assert y[k] == y[k - 1] + 5
    assert (int(rec["rolling"][k, 0]), int(rec["yr"][k, 0]), int(rec["xr"][k, 0]), int(rec["anim"][k, 0])) == \
        (1, 0xE, 7, ROLL)
    assert int(rec["facing_left"][k, 0]) == (direction == "R")


def test_solid_top():
    """Landing on it: SolidObject d2 = $18, the top at y - $18 (A8)."""
    p = hp.Players(1, game="s2")
    p.place(x=OX, y=OY - 60, grounded=False)
    o = hp.Objects([flipper()], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.zeros((30, 1), np.uint8), objects=o, record=["y", "airborne"])
    assert rec["airborne"][-1, 0] == 0 and (int(rec["y"][-1, 0]) >> 16) == OY - 0x18 - 19 - 1


def test_numbers_from_the_checkout():
    s2 = disasm_read("s2", "s2.asm")
    side = s2[s2.index("Obj86_HorizontalType:"):s2.index("byte_2B3C6:")]
    assert re.search(r"move\.w\s+#\$13,d1\s+move\.w\s+#\$18,d2\s+move\.w\s+#\$19,d3", side)
    assert "move.w\t#-$1000,x_vel(a1)" in side and "addq.w\t#8,x_pos(a1)" in side
    assert "subi.w\t#$10,x_pos(a1)" in side and "move.w\t#$F,move_lock(a1)" in side
    assert "move.b\t#$18,width_pixels(a0)" in s2[s2.index("Obj86_Init:"):s2.index("Obj86_UpwardsType:")]


@pytest.mark.parametrize("act, count, side", [("cnz1", 38, 5), ("cnz2", 25, 2)])
def test_placer_on_real_acts(act, count, side):
    """Only the subtype-1 flippers are placed (the upward ones need obj_control)."""
    recs, placed = placed_of("s2", act, 0x86, KindObject)
    flippers = [f for f in placed if f.kind == "s2_side_flipper"]
    assert len(recs) == count and len(flippers) == side == sum(1 for r in recs if r["subtype"])
    for rec, f in zip([r for r in recs if r["subtype"]], flippers):
        assert (f.x, f.y, f.solid_width, f.half_height, f.stand_height, f.width) == \
            (rec["x"], rec["y"], 0x13, 0x18, 0x19, 0x18)
