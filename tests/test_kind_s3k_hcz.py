"""Hydrocity's conveyor spikes (h-hcz, issue 18), read in s3.asm: the kind
s3k_hcz_conveyor_spike frame by frame against a simulation of
Obj_HCZConveryorSpike's four routines over the checkout's own tables, its
hurt box, its lag far from the player, and the placer on real layouts
(HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_checkout, disasm_read, one_player


def routine_text(label, end):
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index(label):]
    return body[: body.index(end)]


def table_words(label, end):
    body = routine_text(label, end).split(":", 1)[1]
    return [(-1 if sign else 1) * int(num, 16 if dollar else 10)
            for sign, dollar, num in re.findall(r"(-?)(\$?)([0-9A-F]+)", body)]


def simulate(x0, y0, flip, left, right, frames):
    """Obj_HCZConveryorSpike run frame by frame (the init's frame moves it
    too): its (x, y) after each frame, word_302BE read from the checkout."""
    arc = table_words("word_302BE:", "Map_HCZConveyorSpike:")
    assert len(arc) == 80
    x, y, angle, base = x0, y0, 0, x0
    if flip:
        y, routine = y0 + 0x18, "left"
    else:
        y, angle, routine = y0 - 0x18, 0x40, "right"
    out = []
    for _ in range(frames):
        if routine == "right":      # loc_301DA
            x = (x + 2) & 0xFFFF
            if x == right:
                routine, base = "arc_r", x
        elif routine == "left":     # loc_3022C
            x = (x - 2) & 0xFFFF
            if x == left:
                routine, base = "arc_l", x
        else:                       # loc_301F8 / loc_30248
            angle = (angle - 2) & 0x7E
            x, y = base + arc[angle // 2], y0 + arc[angle // 2 + 16]
            if routine == "arc_r" and angle == 0:
                routine = "left"
            elif routine == "arc_l" and angle == 0x40:
                routine = "right"
        out.append((x, y))
    return out


def test_numbers_from_the_checkout():
    """word_2FD7E is the placer's belt table; the init's collision $8B and
    y ∓ $18; 2 px steps; the turn's angle steps of 2."""
    from hedgephys.levels.place_s3k_hcz import CONVEYOR_SPIKE_COLLISION, HCZ_BELT_ENDS
    ends = table_words("word_2FD7E:", "Obj_HCZConveyorBelt:")
    assert tuple(zip(ends[::2], ends[1::2])) == HCZ_BELT_ENDS
    body = routine_text("Obj_HCZConveryorSpike:", "word_302BE:")
    for line in ("move.b\t#$8B,collision_flags(a0)", "addi.w\t#$18,y_pos(a0)", "subi.w\t#$18,y_pos(a0)",
                 "move.w\t#$40,angle(a0)", "addq.w\t#2,x_pos(a0)", "subq.w\t#2,x_pos(a0)",
                 "subq.w\t#2,angle(a0)\n\t\tandi.w\t#$7E,angle(a0)", "andi.w\t#$F,d0\n\t\tlsl.w\t#2,d0"):
        assert line in body, line
    assert CONVEYOR_SPIKE_COLLISION == 0x8B
    assert hp.levels.touch_data.touch_size("s3k", 0x8B) == (8, 8)


def spike(x0, y0, flip, left, right):
    return KindObject("s3k_hcz_conveyor_spike", x0, y0, width_radius=8, height_radius=8, x_flip=flip,
                      left=left, right=right)


@pytest.mark.parametrize("x0, flip, left, right", [(0xC40, False, 0xBA8, 0xCD8), (0xC40, True, 0xBA8, 0xCD8),
                                                   (0x2380, False, 0x22A8, 0x2458),
                                                   (0x2600, True, 0x2528, 0x26D8),
                                                   (0x2600, False, 0x2600, 0x2640),  # placed at L
                                                   (0x2600, True, 0x2601, 0x2640),   # never meets L
                                                   (0x2600, False, 0x25F8, 0x2623)])  # an odd belt
def test_spike_goes_round_as_the_routine(x0, flip, left, right):
    """Frame by frame from the act's first frame (level frame counter 1,
    the load frame, which moves it too), past two cycles: its place is the
    simulated routine's."""
    y0 = 0x3E0
    n = 2 * (abs(right - left) + 64) + 200
    want = simulate(x0, y0, flip, left, right, n)
    p = hp.Players(1, game="s3k")
    p.place(x=x0 + 3000, y=100, grounded=False)
    o = hp.Objects([spike(x0, y0, flip, left, right)], 1, "s3k")
    world = hp.TileMap(np.zeros((4, 4), np.uint16), hp.TileSet(np.zeros((1, 16), np.int64)))
    got = []
    for _ in range(n):
        p.place(x=x0 + 3000, y=100, grounded=False)
        p.step(world, np.zeros(1, np.uint8), objects=o)
        got.append(((int(o.raw.x[0, 0]) >> 16), int(o.raw.y[0, 0]) >> 16))
    assert got == [((x & 0xFFFF), y) for x, y in want]


def test_spike_hurts():
    """Its $8B box (8 x 8) hurts a player touching it, rolling or not."""
    world = hp.TileMap(np.zeros((4, 4), np.uint16), hp.TileSet(np.zeros((1, 16), np.int64)))
    for rolling in (False, True):
        o = hp.Objects([spike(0xC40, 0x3E0, False, 0xBA8, 0xCD8)], 1, "s3k")
        p = one_player("s3k", x=0x1000, y=0x3E0)
        p.step(world, np.zeros(1, np.uint8), objects=o)  # the spike at x + 2, y - $18
        assert (int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16) == (0xC42, 0x3C8)
        p = one_player("s3k", x=0xC42 + 8, y=0x3C8, hr=14 if rolling else None, rolling=rolling, in_air=True)
        p.raw.rings[0] = 5
        p.step(world, np.zeros(1, np.uint8), objects=o)
        assert int(p.raw.hurt[0]) == 1, rolling
        p = one_player("s3k", x=0xC42 + 8 + 8 + 9 + 3, y=0x3C8, in_air=True)  # beyond its box
        p.step(world, np.zeros(1, np.uint8), objects=o)
        assert int(p.raw.hurt[0]) == 0


def test_spikes_lag_exactly(monkeypatch):
    """Spikes on belts along a floor, 30 players running and jumping through
    them in calls of 1 to 300 frames: with stale spikes (lazy_objects.hpp)
    every player field of every frame and every object field after every
    call is the one of running every spike every frame."""
    from broad_phase_world import FLOOR, assert_lags_exactly
    objs = [spike(400 + 500 * i + 40, FLOOR - 12, i % 2 == 1, 400 + 500 * i, 400 + 500 * i + 0x98)
            for i in range(5)]
    rec = assert_lags_exactly(monkeypatch, objs, 30, 2400, 7)
    assert any((r["hurt"] == 1).any() for r in rec)  # some were hit


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_conveyor_spike_placer(game):
    """Hydrocity 1's six records: each a spike with its belt's ends
    (word_2FD7E by subtype & $F), its X flip and the $8B box."""
    from hedgephys.levels.place_s3k_hcz import HCZ_BELT_ENDS
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), "hcz1", game=game).of_id(0x3F)
    objs = [o for o in place(recs, game, "hcz1") if isinstance(o, KindObject)]
    assert len(recs) == len(objs) == 6
    for rec, o in zip(recs, objs):
        left, right = HCZ_BELT_ENDS[int(rec["subtype"]) & 0xF]
        assert (o.kind, o.x, o.y, o.x_flip, o.left, o.right) == ("s3k_hcz_conveyor_spike", rec["x"], rec["y"],
                                                                 rec["x_flip"], left, right)
        assert (o.width_radius, o.height_radius) == (8, 8)
        assert left <= o.x <= right and (o.x - left) % 2 == 0
