"""Hydrocity's twisting loops (the kind s3k_hcz_twisting_loop,
cpp/hedgephys/kinds/s3k_hcz_twisting_loop.cpp): S3K Obj_HCZTwistingLoop
(loc_38700, loc_38796, sub_386C0, sub_38806, loc_3885A ... loc_389BC, the
tables word_3863A and byte_38604 ... byte_38626), read in s3.asm."""
import re

import numpy as np
import pytest
from broad_phase_world import assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, s3_routine_text, sine_cosine

EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
#: word_3863A: the loop's X, Y and route by subtype & $7F.
ROUTE_A = (2, 4, 4, 4, 4, 4, 0xC, 0)                         # byte_38604
ROUTE_B = (2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 0xA, 0xA, 0)        # byte_3860C
ROUTE_C = (2, 4, 6, 6, 6, 6, 8, 8, 8, 8, 0xA, 0)             # byte_3861A
ROUTE_D = (2, 4, 6, 6, 6, 6) + (8,) * 12 + (0xE, 0)          # byte_38626
ROWS = [(0x840, 0x120, ROUTE_A), (0x1540, 0x620, ROUTE_B), (0x1740, 0x3A0, ROUTE_B), (0x1CC0, 0x620, ROUTE_A),
        (0x1FC0, 0x2A0, ROUTE_C), (0x24C0, 0x220, ROUTE_D), (0x26C0, 0x120, ROUTE_A), (0x3040, 0x620, ROUTE_B)]


def loop(subtype, x, y, x_flip=False, table="s3"):
    rec = Placement("s3k", "hcz2", table, 0, x, y, 0x69, subtype, x_flip, False, False)
    (obj,) = placers()[(table, 0x69)](rec)
    return obj


def s16(v):
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def sin(a):
    return sine_cosine(a)[0]


def cos(a):
    return sine_cosine(a)[1]


def swing(a):
    return (sin(a) * -0x2800) >> 16


def seg_x(seg, d):
    """off_386F0's routines: the X offset from $30 for the distance word d."""
    if seg == 2:
        return swing(((max(d - 0x16, 0) * 0xDD) & 0xFFFF) >> 8)
    if seg == 4:
        return swing(s16(d * 0xAA) >> 8)
    if seg == 8:
        return swing(s16(((d - 0x180) & 0xFFFF) * 0xAA) >> 8) + 0x100
    base = {6: 0xC0, 0xA: 0x240, 0xC: 0x240, 0xE: 0x540}[seg]
    return (s16(d - base) * 0xAA) >> 8


def speeds(angle, gsp):
    """sub_38806: x_vel, y_vel and the new ground_vel."""
    xsp, ysp = s16((cos(angle) * gsp) >> 8), s16((sin(angle) * gsp) >> 8)
    d = (sin(angle) * 0x50) >> 8
    if gsp >= 0:
        d = d >> 2 if d < 0 else d
        return xsp, ysp, gsp if gsp >= 0x1800 else s16(gsp + d)
    return xsp, ysp, s16(gsp + (d >> 2 if d >= 0 else d))


def model(subtype, py, gsp):
    """The routine from the frame it takes the player: (x, y, xsp, ysp, gsp)
    after each frame it holds him, and the frame's slot after it."""
    x0, y0, route = ROWS[subtype & 0x7F]
    dist = ((py - y0) & 0xFFFF) << 16
    xsp, ysp, gsp = speeds(0x28, gsp)
    seg = route[(dist >> 16) // 0x60]
    out = [(None, None, xsp, ysp, gsp, seg)]
    while seg:
        d = dist >> 16
        x, y = (x0 + seg_x(seg, d)) & 0xFFFF, (d + y0) & 0xFFFF
        dist = (dist + ysp * 256) & 0xFFFFFFFF
        xsp, ysp, gsp = speeds(0x28, gsp)
        seg = route[(dist >> 16) // 0x60]
        out.append((x, y, xsp, ysp, gsp, seg))
    return out


@pytest.mark.parametrize("subtype", [0, 1, 4, 5])
def test_a_rolling_player_is_driven_through_the_loop_as_its_routine_steps(subtype):
    x0, y0, _route = ROWS[subtype]
    p = hp.Players(1, game="s3k")
    o = hp.Objects([loop(subtype, x0, y0)], 1, "s3k")
    p.place(x=x0, y=y0 + 0x10, grounded=False)
    p.raw.gsp[0], p.raw.xsp[0], p.raw.ysp[0] = 0x600, 0x600, 0
    none = np.zeros((1, 1), np.uint8)
    p.step(EMPTY, none, objects=o)
    py = int(p.raw.y[0]) >> 16
    assert (p.raw.object_control[0], p.raw.anim[0], p.raw.yr[0], p.raw.xr[0], p.raw.angle[0]) == (1, 2, 0xE, 7, 0x28)
    assert p.raw.rolling[0] == 1
    frames = model(subtype, py, 0x600)
    assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0]) == frames[0][2:5]
    for x, y, xsp, ysp, gsp, seg in frames[1:]:
        p.step(EMPTY, none, objects=o)
        assert (int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16) == (x, y)
        assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0]) == (xsp, ysp, gsp)
        assert p.raw.object_control[0] == (1 if seg else 0)
        assert o.raw.state[0, 0] == seg
    assert len(frames) > 20


def test_a_player_rolling_the_wrong_way_or_outside_the_window_is_not_taken():
    x0, y0, _r = ROWS[1]
    # his own frame first moves him by x_vel: 6 px (y_vel 0: no air drag)
    for dx, dy, gsp, flip in [(0, 0x10, -0x600, False), (2, 0x10, 0x600, False), (0, 0x30, 0x600, False),
                              (0, 0x10, 0x600, True), (-15, 0x10, 0x600, False)]:
        p = hp.Players(1, game="s3k")
        o = hp.Objects([loop(1, x0, y0, x_flip=flip)], 1, "s3k")
        p.place(x=x0 + dx, y=y0 + dy, grounded=False)
        p.raw.gsp[0], p.raw.xsp[0], p.raw.ysp[0] = gsp, abs(gsp), 0
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        assert p.raw.object_control[0] == 0 and o.state(0, 0) == "waiting", (dx, dy, gsp, flip)


def test_x_flipped_it_takes_a_player_rolling_left_and_turns_him_round():
    """loc_38700: X-flipped, ground_vel and x_vel both negative; ground_vel negated."""
    x0, y0, _r = ROWS[3]
    p = hp.Players(1, game="s3k")
    o = hp.Objects([loop(3, x0, y0, x_flip=True)], 1, "s3k")
    p.place(x=x0, y=y0 + 0x10, grounded=False)
    p.raw.gsp[0], p.raw.xsp[0], p.raw.ysp[0] = -0x600, -0x600, 0
    p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.object_control[0] == 1
    assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0]) == model(3, int(p.raw.y[0]) >> 16, 0x600)[0][2:5]


def test_a_ride_agrees_with_every_routine_every_frame():
    """A player flying right into row 1's loop at its own place ($1540, $620; the row's X and Y are
    absolute): taken, driven, let go; the far loops are skipped by the broad phase."""
    objs = [loop(s, ROWS[s & 0x7F][0], ROWS[s & 0x7F][1]) for s in (1, 4, 0x80)]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 0x1540 - 40, "s3k")
    for p in (p1, p2):
        p.place(x=0x1540 - 40, y=0x620 + 0x10, grounded=False)
        p.raw.gsp[0], p.raw.xsp[0], p.raw.ysp[0] = 0x400, 0x400, 0
    seq = [0] * 300
    p = hp.Players(1, game="s3k")
    p.place(x=0x1540 - 40, y=0x620 + 0x10, grounded=False)
    p.raw.gsp[0], p.raw.xsp[0], p.raw.ysp[0] = 0x400, 0x400, 0
    o = hp.Objects(objs, 1, "s3k")
    taken = p.step(EMPTY, np.zeros((300, 1), np.uint8), objects=o, record=["object_control"])["object_control"]
    assert 20 < (taken == 1).sum() < 300 and taken[-1, 0] == 0
    assert_same_as_stages(p1, o1, p2, o2, seq, EMPTY)


@pytest.mark.parametrize("gsp, angle", [(-0x1000, 0x70), (-0x600, 0x28)])
def test_from_the_far_end_it_runs_the_route_back(gsp, angle):
    """loc_38796 (subtype bit 7): a player rolling left (ground_vel < 0) below it is taken at the
    route's end and the distance falls; sub_38806 pushes ground_vel up by a quarter of (sin($28) *
    $50) >> 8 a frame. Fast, he gets back below $16, where loc_3885A lets him go with angle $70; slow,
    he turns round and leaves at the route's end (angle $28)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([loop(0x80, 2176, 960)], 1, "s3k")
    p.place(x=2176 + 6, y=950, grounded=False)
    p.raw.gsp[0], p.raw.xsp[0], p.raw.ysp[0] = gsp, gsp, 0
    none = np.zeros((1, 1), np.uint8)
    p.step(EMPTY, none, objects=o)
    assert p.raw.object_control[0] == 1 and o.state(0, 0) == "segment_c"  # ($3A6 - $120) / $60 = 6: $C
    ys, frames = [], 0
    while p.raw.object_control[0] == 1 and frames < 600:
        p.step(EMPTY, none, objects=o)
        ys.append(int(p.raw.y[0]) >> 16)
        frames += 1
    assert 20 < frames < 600 and p.raw.angle[0] == angle and o.state(0, 0) == "waiting"
    assert min(ys) < ys[0] and (min(ys) - 0x120 < 0x16 + 0x10) == (angle == 0x70)


def test_the_numbers_are_s3_asm_s():
    text = s3_routine_text("word_3863A", 500)
    words = [int(v, 16) for v in re.findall(r"dc\.w\s+\$([0-9A-F]+)", text)[:16]]
    assert words == [v for x, y, _r in ROWS for v in (x, y)]
    tables = re.findall(r"dc\.l\s+(byte_[0-9A-F]+)", text)[:8]
    names = {ROUTE_A: "byte_38604", ROUTE_B: "byte_3860C", ROUTE_C: "byte_3861A", ROUTE_D: "byte_38626"}
    assert tables == [names[r] for _x, _y, r in ROWS]
    for route, name in names.items():
        data = s3_routine_text(name, 200).split("even")[0]
        assert tuple(int(v.lstrip("$"), 16) for v in re.findall(r"\$?[0-9A-F]+(?=,|\s*$)", data.split(":", 1)[1],
                                                                  re.M)) == route
    take = s3_routine_text("loc_38700", 1000)
    assert "#$28,angle(a1)" in take and "#1,object_control(a1)" in take and "#$E,y_radius(a1)" in take
    speeds_text = s3_routine_text("sub_38806", 600)
    assert "#$50,d0" in speeds_text and "#$1800,ground_vel(a1)" in speeds_text
    assert "#$70,angle(a1)" in s3_routine_text("loc_3885A", 300) and "#$DD,d0" in s3_routine_text("loc_38880", 60)


@pytest.mark.parametrize("game", ["s3", "s3k"])
def test_every_loop_of_the_real_layouts_is_placed(game):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "hcz2", game=game)
    records = lay.objects[lay.objects["id"] == 0x69]
    objs = [o for o in place(records, game, "hcz2") if o.kind == "s3k_hcz_twisting_loop"]
    assert len(objs) == len(records) == 16
    assert {(o.x, o.y, o.subtype, bool(o.x_flip)) for o in objs} == {
        (int(r["x"]), int(r["y"]), int(r["subtype"]), bool(r["x_flip"])) for r in records}
    hp.Objects(objs, 1, "s3k")
