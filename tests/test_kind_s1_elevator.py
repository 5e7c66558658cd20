"""Star Light's elevators (kind ``s1_elevator``,
cpp/hedgephys/kinds/s1_elevator.cpp; docs/kinds/s1_blocks.md "Elevators"):
S1 Elevator $59 (_incObj/59 SLZ Elevators.asm: Elev_Main, Elev_Platform,
Elev_Action, Elev_Types, Elev_Move). Its travel frame by frame against
Elev_Move's numbers, the rider carried, the broad phase, and the placer on
the real layouts (skipped without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_moving import ELEV_WIDTH
from helpers import disasm_read, placed_of

EX, EY = 300, 600
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
# Elev_Var2: (distance / 4, type) by subtype & $F (the first 14 entries: $E is
# the spawned elevators' own type 9, not placed).
VAR2 = [(0x10, 1), (0x20, 1), (0x34, 1), (0x10, 3), (0x20, 3), (0x34, 3), (0x14, 1), (0x24, 1), (0x2C, 1),
        (0x14, 3), (0x24, 3), (0x2C, 3), (0x20, 5), (0x20, 7)]


def travel(dist):
    """Elev_Move, frame by frame from being stood on: the distance's pixel
    word (objoff_34), until the type is cleared or the speed is back to 0."""
    speed, d, slowing, out = 0, 0, False, []
    while True:
        if not slowing:
            speed += 0x10 if speed < 0x800 else 0
        elif speed:
            speed -= 0x10
        d = (d + (speed << 8)) & 0xFFFFFFFF
        pixel = d >> 16
        slowing = slowing or pixel > dist
        out.append(pixel)
        if pixel == 2 * dist or (slowing and speed == 0):
            return out


def ride(subtype, frames=400):
    """A player dropped onto the elevator: per frame, the elevator's (x, y)
    and the player's (x, y, on_object), from the frame he lands."""
    p = hp.Players(1, game="s1")
    p.place(x=EX + 4, y=EY - 8 - 19 - 30, grounded=False)
    o = hp.Objects([KindObject("s1_elevator", EX, EY, subtype=subtype)], 1, "s1")
    out = []
    for _ in range(frames):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        row = (int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16, int(p.raw.x[0]) >> 16,
               int(p.raw.y[0]) >> 16, int(p.raw.on_object[0]))
        if out or row[4] == 0:
            out.append(row)
    return out


@pytest.mark.parametrize("subtype", list(range(14)))
def test_travel_when_stood_on(subtype):
    """Still until stood on; from the landing frame (.type01 turns to the next
    type in the same frame, then Elev_Move runs from the next) it moves by
    Elev_Move's distance d: type 2 up d, 4 down d, 6 up d / 2 and right d,
    8 down d / 2 and left d; then stays. The rider stays on it."""
    dist, kind = VAR2[subtype]
    dist *= 4
    path = travel(dist)
    rows = ride(subtype, 60 + len(path))
    assert rows[0][:2] == (EX, EY)  # the landing frame: not moved yet
    feet = rows[0][3] - EY  # where PlatformObject put him: the same above it while it carries him
    for d, (x, y, px, py, on) in zip(path + [path[-1]] * 20, rows[1:]):
        want = {1: (EX, EY - d), 3: (EX, EY + d), 5: (EX + d, EY - (d >> 1)), 7: (EX - d, EY + (d >> 1))}[kind]
        assert (x, y) == want and on == 0 and py == y + feet


def test_still_until_stood_on():
    o = hp.Objects([KindObject("s1_elevator", EX, EY, subtype=0)], 1, "s1")
    p = hp.Players(1, game="s1")
    p.place(x=EX - 200, y=EY, grounded=False)
    p.step(EMPTY, np.zeros((100, 1), np.uint8), objects=o)
    assert (int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16) == (EX, EY)


def test_distance_b0_never_reaches_its_end():
    """Subtypes 8 and $B: elev_dist $B0, and the speed is back to 0 at $15F,
    one short of 2 x $B0: the type is never cleared and it stays there."""
    assert travel(0xB0)[-1] == 0x15F
    rows = ride(8, 300)
    assert rows[-1][1] == EY - 0x15F


def test_subtype_range():
    with pytest.raises(ValueError, match="subtype"):
        hp.Objects([KindObject("s1_elevator", EX, EY, subtype=0x8A)], 1, "s1")


@pytest.mark.parametrize("subtype", [0, 3, 0xC])
def test_broad_phase_agrees(subtype):
    seq = [2] * 30 + [18] * 20 + [0] * 200 + [1] * 40
    (p1, o1), (p2, o2) = broad_phase_worlds([KindObject("s1_elevator", 280, FLOOR - 40, subtype=subtype)],
                                            150, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/59 SLZ Elevators.asm")
    var2 = text[text.index("Elev_Var2:"):text.index("Elev_Main:")]
    rows = re.findall(r"dc\.b\s+\$?(\w+),\s*(\w+)", var2)
    assert [(int(a, 16), int(b, 16)) for a, b in rows][:14] == VAR2
    assert re.search(r"Elev_Var1:\s+dc\.b \$(\w+),", text).group(1) == f"{ELEV_WIDTH:X}"
    assert "cmpi.w\t#$800,d0" in text and "addi.w\t#$10,d0" in text and "subi.w\t#$10,d0" in text


@pytest.mark.parametrize("act", ["slz1", "slz2", "slz3"])
def test_placer(act):
    recs, placed = placed_of("s1", act, 0x59, KindObject)
    placed = [e for e in placed if e.kind == "s1_elevator"]
    want = [r for r in recs if r["subtype"] < 0xE]
    assert len(placed) == len(want) > 0
    for rec, e in zip(want, placed):
        assert (e.kind, e.x, e.y, e.subtype, e.width, e.surface) == ("s1_elevator", rec["x"], rec["y"],
                                                                    rec["subtype"], ELEV_WIDTH, 8)
