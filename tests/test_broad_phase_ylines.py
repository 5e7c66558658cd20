"""Horizontal path swappers in the broad phase (broad_phase.cpp, Y_LINE): a
horizontal line acts when the player's pixel Y crosses its Y, wherever his
X is (S2 Obj03_MainY, S3K Obj_PathSwap sub_1B258: the side flag follows every
crossing). The busy set keeps a span of Y between the nearest lines above and
below him, and skips the lines while he stays inside it; these tests check
that one long `step` still equals `step_stages` (every routine, every frame)."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import hedgephys as hp
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

HORIZONTAL = 0x04  # subtype bit 2: the line is horizontal (reacts to Y crossings)


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_a_lift_earlier_in_the_list_carries_him_across_a_line(game):
    """A box rising 2 px a frame carries the player standing on it (its
    update, before the line's in list order) up through a horizontal line
    far from its own X range: the line must see him at its turn, on the
    frame he crossed, not on the next frame's refresh."""
    line_y = FLOOR - 40
    objs = [hp.SolidBox(500, FLOOR - 8, 32, 8, motion=(0, -2)),
            hp.PathSwapper(510, line_y, HORIZONTAL | 0x10 | 0x03)]  # toward -y: layer B; half-length $100
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 500, game)
    for p in (p1, p2):
        p.place(x=500, y=FLOOR - 16 - 19, grounded=True)
    assert_same_as_stages(p1, o1, p2, o2, [0] * 20, world=WIDE)
    assert o1.state(1) == "minus_side"  # he went up through it (y 106 -> 67)
    assert int(p1.raw.layer[0]) == 1


@settings(max_examples=25, deadline=None)
@given(data=st.data(), start=st.integers(300, 1800), game=st.sampled_from(["s2", "s3k"]))
def test_lines_above_and_below_a_jumping_player(data, start, game):
    """Horizontal lines at random heights and places (some far from him in
    X: their flags follow him all the same), vertical ones and rings among
    them, a player running and jumping through: the same as step_stages."""
    n = data.draw(st.integers(1, 30))
    objs = []
    for _ in range(n):
        kind = data.draw(st.sampled_from(["hline", "hline", "vline", "ring"]))
        x = data.draw(st.integers(start - 600, start + 600))
        if kind == "hline":
            sub = HORIZONTAL | data.draw(st.sampled_from([0x00, 0x08, 0x10, 0x18, 0x83, 0x9A]))
            objs.append(hp.PathSwapper(x, data.draw(st.integers(FLOOR - 140, FLOOR + 4)), sub))
        elif kind == "vline":
            objs.append(hp.PathSwapper(x, FLOOR - 40, data.draw(st.sampled_from([0x08, 0x09, 0x11]))))
        else:
            objs.append(hp.Hitbox(x, FLOOR - 50, 6, 6, reaction="increment"))
    objs.sort(key=lambda o: o.x)
    seq = data.draw(st.lists(st.sampled_from([0, 1, 2, 16, 17, 18]), min_size=30, max_size=90))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, start, game)
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def test_a_fall_through_lines_on_many_environments():
    """Environments falling from different heights through a stack of
    horizontal lines, stepped in one call on 1 and 3 threads: the same
    flags and layers, and the flags say the side each one ended on."""
    ys = [FLOOR - 120, FLOOR - 90, FLOOR - 60, FLOOR - 30]
    objs = [hp.PathSwapper(400 + 200 * k, y, HORIZONTAL | 0x08 | 0x03) for k, y in enumerate(ys)]
    out = []
    for threads in (1, 3):
        p = hp.Players(40, game="s2")
        o = hp.Objects(objs, 40, "s2")
        k = np.arange(40)
        p.place(x=300 + 23 * k, y=FLOOR - 200 + 12 * (k % 8), grounded=False)
        p.step(WIDE, np.zeros((24, 40), np.uint8), objects=o, threads=threads)
        out.append((p.raw.layer.copy(), o.raw.state.copy()))
        ends = p.raw.y >> 16
        for k, y in enumerate(ys):
            assert all(o.state(k, env=e) == ("plus_side" if ends[e] >= y else "minus_side") for e in range(40))
    assert np.array_equal(out[0][0], out[1][0]) and np.array_equal(out[0][1], out[1][1])
