"""Hydrocity's and Carnival Night's doors (kind ``s3k_door``,
cpp/hedgephys/kinds/s3k_door.cpp; docs/kinds/s3k_door.md): S3K object $3C
``Obj_Door`` (s3.asm loc_2FB18 / sub_2FBCE, the vertical doors; loc_2FC8E /
sub_2FD34, the horizontal one). Its opening and closing from the routine's
numbers, its zone's edges, a player passing under it, the broad phase's
agreement, and the placer on the real layouts (skipped without
HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s3k_door import DOOR_SIZES, SK_DOOR_SIZES, door
from hedgephys.players import L, R
from helpers import disasm_checkout, disasm_read

X0, Y0 = 600, FLOOR - 0x20  # Hydrocity's door (subtype 0, height $20) on the floor
STAND = FLOOR - 20          # a standing player's pixel y on FLOOR_WORLD


def door_run(obj, px, py, n, game="s3"):
    """A still player at (px, py), grounded; the door's (x, y) pixels after each of n frames."""
    p = hp.Players(1, game=game)
    p.place(x=px, y=py, grounded=True)
    o = hp.Objects([obj], 1, game)
    out = []
    for _ in range(n):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        out.append((int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16))
    return p, o, out


def opening(n):
    """loc_2FB18: the offset + 8 a frame (addq.w #8) until $40, y = y0 - offset."""
    return [min(8 * (f + 1), 0x40) for f in range(n)]


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_it_rises_8_a_frame_to_0x40_while_a_player_is_near(game):
    _, _, out = door_run(door(X0, Y0, 0), X0 - 0x100, STAND, 12, game)
    assert out == [(X0, Y0 - d) for d in opening(12)]


def test_it_closes_8_a_frame_when_he_leaves():
    p, o, out = door_run(door(X0, Y0, 0), X0 - 0x100, STAND, 10)
    assert out[-1] == (X0, Y0 - 0x40)
    p.place(x=X0 - 0x300, y=STAND, grounded=True)  # out of the zone (x0 - $200)
    ys = []
    for _ in range(10):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        ys.append(int(o.raw.y[0, 0]) >> 16)
    assert ys == [Y0 - max(0x40 - 8 * (f + 1), 0) for f in range(10)]


@pytest.mark.parametrize("dx, dy, opens", [
    (-0x200, 0, True), (-0x201, 0, False), (-0x40, 0, True),      # x >= x0 - $200 (blt: signed)
    (-0x100, -0x20 - STAND + Y0 + 0x20, True),                   # y >= y0 - $20 (blo)
])
def test_zone_edges(dx, dy, opens):
    """sub_2FBCE: x in [x0 - $200, x0), y in [y0 - $20, y0 + $20)."""
    _, _, out = door_run(door(X0, Y0, 0), X0 + dx, STAND + dy, 3)
    assert out[-1][1] == (Y0 - 24 if opens else Y0)


def test_zone_height():
    """y0 + $20 is out (bhs), y0 - $20 in: a door placed so that the player's
    y is each of those."""
    for y0, opens in ((STAND - 0x20, False), (STAND + 0x20, True), (STAND + 0x21, False), (STAND - 0x1F, True)):
        _, _, out = door_run(door(X0, y0, 0), X0 - 0x100, STAND, 1)
        assert out[0][1] == (y0 - 8 if opens else y0), y0


def test_the_zone_reaches_past_the_door_only_while_it_is_open():
    """$38, the last frame's near flag: the zone ends at x while shut, at x0 +
    $18 while open. Shut, a player at x0 + $10 (inside its solid) is pushed
    out and it stays shut; open, he stands under it and it stays open."""
    p, o, out = door_run(door(X0, Y0, 0), X0 + 0x10, STAND, 5)
    assert [y for _, y in out] == [Y0] * 5
    p, o, out = door_run(door(X0, Y0, 0), X0 - 0x40, STAND, 8)
    p.place(x=X0 + 0x10, y=STAND, grounded=True)
    for _ in range(20):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        assert int(o.raw.y[0, 0]) >> 16 == Y0 - 0x40
    p.place(x=X0 + 0x18, y=STAND, grounded=True)
    p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
    assert int(o.raw.y[0, 0]) >> 16 == Y0 - 0x38


def test_x_flipped_zone_is_on_the_right():
    """X-flipped: [x, x0 + $200) ($34 = x0 - $18 while open)."""
    _, _, out = door_run(door(X0, Y0, 0, x_flip=True), X0 + 0x1FF, STAND, 2)
    assert out[-1][1] == Y0 - 16
    _, _, out = door_run(door(X0, Y0, 0, x_flip=True), X0 + 0x200, STAND, 2)
    assert out[-1][1] == Y0
    _, _, out = door_run(door(X0, Y0, 0, x_flip=True), X0 - 0x100, STAND, 2)
    assert out[-1][1] == Y0


def test_a_runner_passes_under_it():
    """Holding right from x0 - $180 (a wide floor): the door is up by the
    time he reaches it ($40 in 8 frames), he runs under it untouched, and it
    closes behind him once he is past x0 + $18."""
    x0 = 1300
    p = hp.Players(1, game="s3")
    p.place(x=x0 - 0x180, y=STAND, grounded=True)
    o = hp.Objects([door(x0, Y0, 0)], 1, "s3")
    ys, xs = [], []
    while int(p.raw.x[0]) >> 16 < x0 + 0x60:
        p.step(WIDE, np.full((1, 1), R, np.uint8), objects=o)
        ys.append(int(o.raw.y[0, 0]) >> 16)
        xs.append(int(p.raw.x[0]) >> 16)
        assert p.raw.on_object[0] == -1 and not p.raw.dead[0]
    assert min(ys) == Y0 - 0x40 and xs == sorted(xs)
    p.step(WIDE, np.zeros((8, 1), np.uint8), objects=o)
    assert int(o.raw.y[0, 0]) >> 16 == Y0


def test_a_closed_door_is_a_wall():
    """With the zone behind it (X-flipped, he comes from the left): a plain
    solid wall (SolidObjectFull, d1 = $10 + $B)."""
    p = hp.Players(1, game="s3")
    p.place(x=X0 - 0x80, y=STAND, grounded=True)
    o = hp.Objects([door(X0, Y0, 0, x_flip=True)], 1, "s3")
    p.step(FLOOR_WORLD, np.full((120, 1), R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 == X0 - (0x10 + 0xB)  # d1 = width + $B from its centre (A7)
    assert int(o.raw.y[0, 0]) >> 16 == Y0


@pytest.mark.parametrize("flip", [False, True])
def test_horizontal_door_slides(flip):
    """Subtype $80 (loc_2FC8E): x = x0 +- the offset while a player is in
    [x0 - $20, x0 + $20) x [y0 - $100, y0); a rider is not carried (d4 = x after the move)."""
    y0 = STAND + 40
    _, _, out = door_run(door(X0, y0, 0x80, x_flip=flip), X0 + 0x1F, STAND, 10)
    assert out == [(X0 + (-d if flip else d), y0) for d in opening(10)]
    _, _, out = door_run(door(X0, y0, 0x80), X0 + 0x20, STAND, 3)
    assert out[-1] == (X0, y0)


def test_a_rider_of_the_horizontal_door_is_not_carried():
    """A door whose top is the floor's, a player standing on both in its zone:
    he lands on it, and it slides $40 away under him without moving him."""
    p = hp.Players(1, game="s3")
    p.place(x=X0, y=STAND, grounded=True)
    o = hp.Objects([door(X0, FLOOR + 8, 0x80)], 1, "s3")
    p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0
    for _ in range(8):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        assert int(p.raw.x[0]) >> 16 == X0
    assert int(o.raw.x[0, 0]) >> 16 == X0 + 0x40


@pytest.mark.parametrize("subtype, flip", [(0, False), (1, True), (0x80, False)])
def test_broad_phase_agrees(subtype, flip):
    seq = [R] * 80 + [0] * 20 + [L] * 90 + [R] * 60
    obj = door(700, FLOOR - DOOR_SIZES[subtype][1] - (40 if subtype == 0x80 else 0), subtype, x_flip=flip)
    (p1, o1), (p2, o2) = broad_phase_worlds([obj], 200, "s3")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_broad_phase_agrees_with_a_door_left_of_x_0():
    """sub_2FBCE's zone is x >= x0 - $200 (signed) and x < x0 (unsigned): a
    door placed at x -34 ($FFDE) opens for a player anywhere in x 0 .. $7FFF,
    far beyond its reach, so the broad phase must not skip it there."""
    obj = door(-34, FLOOR - DOOR_SIZES[0][1], 0)
    _, _, out = door_run(obj, 1500, STAND, 3)
    assert [y for _x, y in out] == [FLOOR - DOOR_SIZES[0][1] - d for d in opening(3)]
    (p1, o1), (p2, o2) = broad_phase_worlds([obj], 1500, "s3")
    assert_same_as_stages(p1, o1, p2, o2, [0] * 20 + [R] * 30)


def test_bad_subtype_is_a_clear_error():
    with pytest.raises(ValueError, match="Obj_Door subtype 0x3"):
        door(0, 0, 3, sizes=SK_DOOR_SIZES)


def test_numbers_from_the_checkout():
    text = disasm_read("s3k", "s3.asm")
    sizes = text[text.index("byte_2FAA8:"):text.index("Obj_Door:")]
    assert re.findall(r"dc\.b\s+\$?([0-9A-F]+),\s+\$([0-9A-F]+)", sizes) == [("10", "20"), ("8", "20")]
    body = text[text.index("Obj_Door:"):text.index("Map_HCZCNZDoor:")]
    for needle in ("subi.w\t#$200,d2", "addi.w\t#$18,d3", "subi.w\t#-$1E8,d2", "addi.w\t#$1E8,d3",
                   "cmpi.w\t#$40,$30(a0)", "addq.w\t#8,$30(a0)", "subq.w\t#8,$30(a0)",
                   "addi.w\t#$B,d1", "jsr\t(SolidObjectFull).l"):
        assert needle in body, needle
    horizontal = text[text.index("byte_2FC28:"):text.index("sub_2FD34:")]
    assert re.search(r"dc\.b\s+\$20,\s+8", horizontal)
    for needle in ("subi.w\t#$100,d2", "subi.w\t#-$E8,d2", "addi.w\t#$E8,d3", "addi.w\t#$B,d1"):
        assert needle in horizontal, needle
    assert DOOR_SIZES == {0: (0x10, 0x20), 1: (8, 0x20), 0x80: (0x20, 8)}


def door_records(game, act):
    """A real act's $3C records and the doors placed (s3: skdisasm's s3.asm layouts)."""
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    placed = place(layout.objects, game, act)
    return layout.of_id(0x3C), [d for d in placed if isinstance(d, KindObject) and d.kind == "s3k_door"]


@pytest.mark.parametrize("game, act", [("s3", "hcz2"), ("s3", "cnz1"), ("s3k", "cnz2")])
def test_placer_on_real_acts(game, act):
    recs, doors = door_records(game, act)
    assert len(recs) == len(doors) > 0
    for rec, d in zip(recs, doors):
        w, h = DOOR_SIZES[int(rec["subtype"])]
        assert (d.x, d.y, d.horizontal, d.x_flip, d.y_flip) == (rec["x"], rec["y"], rec["subtype"] == 0x80,
                                                               rec["x_flip"], rec["y_flip"])
        assert (d.width_radius, d.height_radius, d.solid_width, d.half_height, d.stand_height, d.width) == (
            w, h, w + 0xB, h, h + 1, w)


@pytest.mark.parametrize("act", ["dez1", "dez2"])
def test_death_egg_doors(act):
    """sk2's DEZ doors, subtype 2: sonic3k.asm's third entry ($10 by $20),
    which s3.asm's byte_2FAA8 lacks (a ValueError there)."""
    recs, doors = door_records("s3k", act)
    assert len(recs) == len(doors) > 0 and set(int(r["subtype"]) for r in recs) == {2}
    assert {(d.width_radius, d.height_radius, d.solid_width) for d in doors} == {(0x10, 0x20, 0x1B)}
    assert SK_DOOR_SIZES[2] == (0x10, 0x20)
    with pytest.raises(ValueError, match="subtype 0x2"):
        door(0, 0, 2)
