"""Path swappers (rules/terrain §4.3): S2 ``Obj03`` (s2.asm Obj03_Init /
Obj03_MainX / Obj03_MainY), S3K ``Obj_PathSwap`` (s3.asm sub_1B0F0, the
same code in S&K plus its "within $40 px of the line" test).

Each test runs the object's update alone (``Objects.update``) against a player
placed by hand, or whole frames where the frame order matters.
"""
import numpy as np
import pytest

import hedgephys as hp

FLOOR = np.zeros((20, 80), np.uint16)
FLOOR[15:] = 1
WORLD = hp.TileMap(FLOOR, hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))
B_PLUS, B_MINUS, GROUNDED, HORIZONTAL = 0x08, 0x10, 0x80, 0x04


def setup(swapper, x, y=200, game="s2", layer="a", airborne=False):
    p = hp.Players(1, game=game)
    p.place(x=x, y=y, layer=layer, grounded=not airborne)
    return p, hp.Objects([swapper], 1, game)


def move(p, o, x=None, y=None, airborne=None):
    """Put the player at (x, y) and run the swapper's update once."""
    p.place(x=p.x[0] if x is None else x, y=p.y[0] if y is None else y,
            grounded=None if airborne is None else not airborne)
    o.update(p, 0, terrain=WORLD)
    return "ab"[p.raw.layer[0]], o.state(0)


def test_creation_sets_the_flag_from_the_position():
    # Obj03_Init: flag = 1 iff swapper x < player x (cmp.w x_pos(a1),d1; bhs), then MainX
    for x, state in ((99, "minus_side"), (101, "plus_side")):
        p, o = setup(hp.PathSwapper(100, 200, B_PLUS), x)
        assert o.state(0) == "new"
        assert move(p, o) == ("a", state)


def test_created_exactly_on_the_line_switches_at_once():
    # init leaves the flag clear at x == swapper x, and the main routine in the
    # same call sees x >= swapper x: a crossing toward +x, in range
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS), 100)
    assert move(p, o) == ("b", "plus_side")


def test_crossings_give_the_layers_of_bits_3_and_4():
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS), 90)
    assert move(p, o) == ("a", "minus_side")
    assert move(p, o, x=100) == ("b", "plus_side")     # flag 0 and x >= 100: bit 3 -> B
    assert move(p, o, x=130) == ("b", "plus_side")     # no crossing, nothing
    assert move(p, o, x=99) == ("a", "minus_side")     # flag 1 and x < 100: bit 4 clear -> A
    p, o = setup(hp.PathSwapper(100, 200, B_MINUS), 120, layer="a")
    move(p, o)
    assert move(p, o, x=80) == ("b", "minus_side")


@pytest.mark.parametrize("y, switches", [(200 - 0x40, True), (200 - 0x41, False),
                                         (200 + 0x3F, True), (200 + 0x40, False)])
def test_range_along_the_line_is_half_open(y, switches):
    # subtype & 3 = 1: half-length $40; oy - r <= py < oy + r (blt / bge)
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS | 1), 90, y=y)
    move(p, o)
    assert move(p, o, x=110) == ("b" if switches else "a", "plus_side")


def test_range_compare_is_signed():
    # swapper at y = 0x7FF0 with half-length 0x20: oy + r = 0x8010 is negative as a
    # signed word, so no player y is below it and nothing is ever in range
    p, o = setup(hp.PathSwapper(100, 0x7FF0, B_PLUS), 90, y=0x7FF0)
    move(p, o)
    assert move(p, o, x=110) == ("a", "plus_side")


def test_the_flag_follows_every_crossing_even_out_of_range():
    # jumping over a swapper (out of range) and coming back down past it does
    # not switch: the flag was updated while out of range
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS), 90)
    move(p, o)
    assert move(p, o, x=110, y=100) == ("a", "plus_side")   # crossed 100 px above the line's end
    assert move(p, o, x=112, y=200) == ("a", "plus_side")   # in range now, but no crossing


def test_grounded_only_bit():
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS | GROUNDED), 90)
    move(p, o)
    assert move(p, o, x=110, airborne=True) == ("a", "plus_side")  # flag set, no switch
    assert move(p, o, x=90, airborne=False) == ("a", "minus_side")
    assert move(p, o, x=110, airborne=False) == ("b", "plus_side")


def test_x_flipped_swapper_never_changes_the_layer():
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS | B_MINUS, x_flip=True), 90)
    move(p, o)
    assert move(p, o, x=110) == ("a", "plus_side")
    p.raw.layer[0] = 1
    assert move(p, o, x=90) == ("b", "minus_side")


def test_horizontal_line_reacts_to_y():
    # Obj03_MainY: the same with x and y exchanged
    p, o = setup(hp.PathSwapper(100, 200, HORIZONTAL | B_PLUS), 100, y=190)
    assert move(p, o) == ("a", "minus_side")
    assert move(p, o, y=200) == ("b", "plus_side")
    assert move(p, o, x=100 + 0x20, y=150) == ("b", "minus_side")   # x out of range: flag only
    p.raw.layer[0] = 0
    assert move(p, o, x=100 - 0x20, y=250) == ("b", "plus_side")    # x = ox - r is in range


def test_comparisons_are_unsigned_words():
    # a player left of x = 0 has pixel x 65535: past any swapper as an unsigned word
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS), 90)
    move(p, o)
    assert move(p, o, x=-1) == ("b", "plus_side")


@pytest.mark.parametrize("game, switches", [("s2", True), ("s3k", False)])
def test_s3k_switches_only_near_the_line(game, switches):
    # S3K: |player x - swapper x| < $40 (sub.w, neg.w on borrow, bhs); S2 has no such test
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS), 90, game=game)
    move(p, o)
    assert move(p, o, x=100 + 0x40)[0] == ("b" if switches else "a")
    p, o = setup(hp.PathSwapper(100, 200, B_PLUS), 90, game=game)
    move(p, o)
    assert move(p, o, x=100 + 0x3F)[0] == "b"


def test_runs_after_the_player_and_reset_reinitialises():
    # a whole frame: the player walks across, the swapper runs after his update
    # (rules/objects §0.6), so the switch holds from that frame on
    p, o = setup(hp.PathSwapper(200, 220, B_PLUS), 150, y=220)
    layers = []
    for _ in range(40):
        p.step(WORLD, hp.R, objects=o)
        layers.append((int(p.x[0]) >= 200, int(p.raw.layer[0])))
    assert all(past == layer for past, layer in layers)
    # reset: the flag is "new" again and takes the side of the new position
    o.reset()
    assert o.state(0) == "new"
    p.place(x=300, y=220, layer="a")
    p.step(WORLD, 0, objects=o)
    assert (o.state(0), p.raw.layer[0]) == ("plus_side", 0)


def test_description_and_errors():
    s = hp.PathSwapper(10, 20, 0b1001_1111)
    assert (s.horizontal, s.half_length, s.layers, s.grounded_only) == (True, 0x100, ("b", "b"), True)
    o = hp.Objects([s], 2, "s2")
    assert o.raw.kind[0, 0] == 6 and o.raw.cx[0, 0] == 0b1001_1111 and o.raw.wr[0, 0] == 0x100
    with pytest.raises(ValueError, match="byte"):
        hp.PathSwapper(0, 0, 256)
    with pytest.raises(TypeError, match="subtype"):
        hp.PathSwapper(0, 0, 1.5)
    with pytest.raises(TypeError, match="x_flip"):
        hp.PathSwapper(0, 0, 1, x_flip=1)
    o.raw.state[1, 0] = 3
    p = hp.Players(2, game="s2")
    with pytest.raises(ValueError, match="path_swapper whose state is 3; its states are 0 \\(new\\)"):
        p.step(WORLD, 0, objects=o)
