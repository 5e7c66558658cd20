"""The kind s3k_icz_crushing_column (cpp/hedgephys/kinds/s3k_icz_crushing_column.cpp,
docs/kinds/s3k_icz.md): S3K Obj_ICZCrushingColumn (ICZCrushingColumn_Index,
loc_57C90 .. loc_57DDC), read in s3.asm. Its place is checked against the
routine stepped frame by frame here (the object loaded on the act's first
frame), the casts taken from the terrain's own sensor."""
import re

import numpy as np
import pytest
from broad_phase_world import assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s3_icz import (ICZ_CRUSHING_COLUMN_SOLID, ICZ_CRUSHING_COLUMN_SUBTYPES,
                                           ICZ_CRUSHING_COLUMN_Y_RADIUS)
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, object_frames, s3_routine_text

# A ceiling (rows 0-3: its underside at y = 64) and a floor from y = 480 on, 80 columns.
CEILING, FLOOR_Y, COLS = 64, 480, 80
_ROWS = [[1] * COLS] * 4 + [[0] * COLS] * 26 + [[1] * COLS] * 2
WORLD = hp.TileMap(np.array(_ROWS, np.uint16), hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))
OX, OY = 600, 272  # the column spans OY - $70 .. OY + $70: $60 px below the ceiling, $60 above the floor
NONE = np.zeros((1, 1), np.uint8)


def column(subtype, x=OX, y=OY, x_flip=False):
    rec = Placement("s3", "icz1", "s3", 0, x, y, 0xB8, subtype, x_flip, False, False)
    (obj,) = placers()[("s3", 0xB8)](rec)
    return obj


def routine_ys(subtype, frames, player_x=lambda f: 100, standing=lambda f: False, x=OX, y0=OY, x_flip=False):
    """ICZCrushingColumn_Index stepped frame by frame from its init: its Y
    (16.16) after each frame. player_x(f) is Player_1's X on frame f (1-based),
    standing(f) whether a player stood on it after the previous frame."""
    routine, t, y, vel = 0, 0, y0 << 16, 0
    after_wait = {1: 0x14, 2: 0x14, 3: 0x16, 4: 0x12}[subtype]  # byte_57DA0

    def dist(cy, direction, solidity):
        return int(WORLD.cast(np.array([x]), np.array([cy]), direction, solidity, game="s3k").distance[0])

    def side(f):  # Find_OtherObject's d0 after the flip, and d2
        d = (x - player_x(f)) & 0xFFFF
        d = d - 0x10000 if d & 0x8000 else d
        return (2 if d < 0 else 0) - (2 if x_flip else 0), abs(d)

    def land(d):
        nonlocal y, routine, t
        y = (y + (d << 16)) & 0xFFFFFFFF
        routine, t = 0x10, 0x1F

    out = []
    for f in range(1, frames + 1):
        py = y >> 16
        if routine == 0:
            t, routine = 0x1F, subtype * 2
        elif routine in (4, 8, 0x10):
            t -= 1
            if t < 0:
                routine = {4: 0xA, 8: 0xE, 0x10: after_wait}[routine]
        elif routine == 2:
            if standing(f):
                routine = 0xA
        elif routine == 6:
            d0, d2 = side(f)
            if d2 >= 0x28 and d0 != 0:
                routine = 0xE
        elif routine == 0xA:
            if vel - 0x20 > -0x400:
                vel -= 0x20
            y = (y + vel * 256) & 0xFFFFFFFF
            d = dist((y >> 16) - 0x70, "up", "lrb")
            if d < 0:
                land(d)
        elif routine == 0xE:
            y += 8 << 16
            d = dist((y >> 16) + 0x70, "down", "top")
            if d < 0:
                land(d)
        elif routine == 0x12:
            if py - 1 <= y0:
                t, routine = 0x5F, subtype * 2
            else:
                y -= 1 << 16
        elif routine == 0x14:
            if py + 1 >= y0:
                t, routine = 0x5F, subtype * 2
            else:
                y += 1 << 16
        elif routine == 0x16:
            if side(f)[0] == 0:
                routine = 0x12
        out.append(y)
    return out


@pytest.mark.parametrize("subtype", [2, 4])
def test_the_timed_columns_move_as_their_routine_steps(subtype):
    want = routine_ys(subtype, 900)
    got = [int(o.raw.y[0, 0]) for _t, o in object_frames([column(subtype)], 900, game="s3k", tm=WORLD)]
    assert got == want
    ys = {v >> 16 for v in want}
    assert len(ys) > 40 and OY in ys


def test_a_timed_riser_meets_the_ceiling_and_comes_back_1_px_above_home():
    """Subtype 2: $20 frames of countdown from its init, rising at -$20 a
    frame more (capped at -$3E0: -$400 is not stored), landed by add.w of the
    (negative) ceiling distance, $20 frames of wait, then down 1 px a frame,
    stopping 1 px above home; a second rise at once at -$3E0."""
    ys = [v >> 16 for v in routine_ys(2, 700)]
    assert ys[:33] == [OY] * 33 and ys[33] < OY  # frame 1 init, 2..33 countdown, 34 the first move
    top = min(ys)
    assert top < CEILING + 0x70  # the add.w of a negative distance puts it further up
    rest = ys[ys.index(top):]
    assert rest[:33] == [top] * 33 and rest[33] == top + 1  # the landing, then Obj_Wait's $1E .. -1
    assert OY - 1 in rest and OY not in rest


def test_a_timed_dropper_slams_8_px_a_frame_and_climbs_back_to_1_px_below_home():
    ys = [v >> 16 for v in routine_ys(4, 500)]
    assert ys[32] == OY and ys[33] == OY + 8
    low = max(ys)
    assert low + 0x70 == FLOOR_Y - 1  # the cast from its bottom read -1 there
    back = ys[ys.index(low) + 32:]
    assert OY + 1 in back and OY not in back


def carried_run(subtype, buttons, start_x, obj=None, frames=None):
    p = hp.Players(1, game="s3k")
    p.place(x=start_x, y=OY - 0x70 - 19 - 1, grounded=False)
    o = hp.Objects([obj or column(subtype)], 1, "s3k")
    ys, pys, stand = [], [], []
    for b in buttons:
        p.step(WORLD, np.array([[b]], np.uint8), objects=o)
        ys.append(int(o.raw.y[0, 0]))
        pys.append(int(p.raw.y[0]) >> 16)
        stand.append(bool(o.raw.standing[0, 0]))
    return ys, pys, stand, p, o


def test_standing_on_a_subtype_1_column_lifts_it_and_carries_the_player():
    """loc_57CCC: the standing bit set by last frame's SolidObjectFull starts
    the rise; the rider stays at d3 + his radius above its centre."""
    ys, pys, stand, p, o = carried_run(1, [0] * 120, OX)
    first = stand.index(True) + 1  # the first frame whose routine reads the bit
    want = routine_ys(1, 120, standing=lambda f: f - 1 >= first)
    assert ys == want
    assert ys[first] >> 16 == OY and ys[first + 1] < ys[first]
    for k in range(first, 60):
        if stand[k]:
            assert pys[k] == (ys[k] >> 16) - 0x70 - int(p.raw.yr[0])


def test_a_subtype_1_column_nobody_stands_on_stays_home():
    got = [int(o.raw.y[0, 0]) >> 16 for _t, o in object_frames([column(1)], 200, game="s3k", tm=WORLD)]
    assert set(got) == {OY}


@pytest.mark.parametrize("x_flip", [False, True])
def test_subtype_3_drops_once_player_1_is_0x28_past_it_and_climbs_when_he_is_back(x_flip):
    """loc_57CE6 / loc_57DDC with Find_OtherObject (Player_1 only): its X
    minus his as a word; X-flipped, the sides swap."""
    sign = -1 if x_flip else 1
    path = {f: OX + sign * (0x27 if f < 50 else 0x28 if f < 120 else -4 if f < 260 else 0x60) for f in range(1, 400)}
    ys = [v >> 16 for v in routine_ys(3, 399, player_x=path.get, x_flip=x_flip)]
    assert ys[49] == OY and ys[50] == OY + 8  # frame 50: 0x28 past it, the drop starts on it
    low = max(ys)
    assert ys[119] == low and ys[120] == low - 1  # down until he is back (frame 120), then up 1 px a frame
    assert ys[259] == OY + 1 and ys[260] == OY + 9  # passed again: the next drop from 1 px below home
    o = hp.Objects([column(3, x_flip=x_flip)], 1, "s3k")
    p = hp.Players(1, game="s3k")
    got = []
    for f in range(1, 400):
        p.place(x=path[f], y=FLOOR_Y - 400, grounded=False)  # far above it: only his X counts
        p.step(WORLD, NONE, objects=o)
        got.append(int(o.raw.y[0, 0]) >> 16)
    assert got == ys


def test_a_dropping_column_crushes_a_player_under_it():
    """SolidObjectFull: a grounded player the column comes down on (its
    bottom reaching his top on frame 41: 8 frames of drop from frame 34) is
    crushed (Kill_Character: y_vel -$700)."""
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=FLOOR_Y - 20, grounded=True)
    o = hp.Objects([column(4)], 1, "s3k")
    events = []
    for _ in range(60):
        p.step(WORLD, NONE, objects=o)
        events.append(o.events(0))
    assert events.index(["crushed:0"]) == 40 and p.raw.crushed[0] == 1


def test_far_ones_are_skipped_and_agree_with_every_routine_every_frame():
    world_floor = FLOOR_Y  # the players run on the floor under them
    objs = [column(s, x=200 + 150 * i, y=OY, x_flip=bool(i % 3 == 2)) for i, s in enumerate([2, 4, 1, 3, 4, 2, 3, 1])]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    for p in (p1, p2):
        p.place(x=150, y=world_floor - 20, grounded=True)
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    assert_same_as_stages(p1, o1, p2, o2, seq, WORLD)


def columns_in_calls(objs, buttons, calls):
    """Players along the floor under `objs`, stepped in calls of the given
    lengths: each call's record and the columns' state fields after it."""
    p = hp.Players(buttons.shape[1], game="s3k")
    p.place(x=np.linspace(100, 1300, buttons.shape[1]).round(), y=FLOOR_Y - 20, grounded=True)
    o = hp.Objects(objs, buttons.shape[1], "s3k")
    ends = np.cumsum(calls)
    return [(p.step(WORLD, buttons[end - size:end], objects=o, record=p.fields),
             {f: getattr(o.raw, f).copy() for f in ("y", "ysp", "phase", "aux", "timer", "standing")})
            for size, end in zip(calls, ends)]


def test_lazy_columns_equal_every_object_every_frame(monkeypatch):
    """Timed columns lag while no player is near and are brought up to date
    from the counter: with and without stale objects, every object field after
    every call and every player field of every frame are the same."""
    objs = [column(s, x=150 + 90 * i, y=OY) for i, s in enumerate([2, 4] * 7)]
    buttons = np.random.default_rng(3).choice(np.array([2, 2, 18, 1, 17, 0, 0], np.uint8), (900, 12))
    calls = [1, 2, 3, 300, 1, 7, 150, 3, 433]
    monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", "1")
    lazy = columns_in_calls(objs, buttons, calls)
    monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", "0")
    eager = columns_in_calls(objs, buttons, calls)
    for (ra, oa), (rb, ob) in zip(lazy, eager):
        for name in ra:
            assert np.array_equal(ra[name], rb[name]), name
        for name in oa:
            assert np.array_equal(oa[name], ob[name]), name


@pytest.mark.parametrize("subtype", [0, 5, 0xFF])
def test_subtypes_past_the_routines_are_refused(subtype):
    with pytest.raises(ValueError, match="subtype"):
        hp.Objects([KindObject("s3k_icz_crushing_column", OX, OY, subtype=subtype)], 1, "s3k")


# ----- the routine's numbers and the real layouts ----------------------------------



def test_the_numbers_are_s3_asm_s():
    body = s3_routine_text("Obj_ICZCrushingColumn", 600)
    regs = dict((r, int(v, 16)) for v, r in re.findall(r"moveq\s+#\$([0-9A-F]+),(d[123])", body))
    assert (regs["d1"], regs["d2"], regs["d3"]) == ICZ_CRUSHING_COLUMN_SOLID == (0x2B, 0x70, 0x70)
    init = s3_routine_text("loc_57C90", 400)
    assert re.search(r"move\.b\s+#\$70,y_radius\(a0\)", init) and ICZ_CRUSHING_COLUMN_Y_RADIUS == 0x70
    assert re.search(r"move\.w\s+#\$1F,\$2E\(a0\)", init)
    assert re.search(r"byte_57DA0:\s*\n\s*dc\.b\s+\$14,\s*\$14,\s*\$16,\s*\$12", s3_routine_text("loc_57D92", 300))
    assert re.search(r"addi\.w\s+#-\$20,d0\s*\n\s*cmpi\.w\s+#-\$400,d0\s*\n\s*ble", s3_routine_text("loc_57D14", 200))
    assert re.search(r"addq\.w\s+#8,y_pos\(a0\)", s3_routine_text("loc_57D7E", 100))
    assert re.search(r"cmpi\.w\s+#\$28,d2", s3_routine_text("loc_57CE6", 200))
    assert re.search(r"move\.w\s+#\$5F,\$2E\(a0\)", s3_routine_text("loc_57DA4", 400))
    assert list(ICZ_CRUSHING_COLUMN_SUBTYPES) == [1, 2, 3, 4]


@pytest.mark.parametrize("game, object_id", [("s3", 0xB8), ("s3k", 0xAF)])
def test_every_column_of_subtypes_1_to_4_is_placed(game, object_id):
    for act in ("icz1", "icz2"):
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
        records = lay.objects[lay.objects["id"] == object_id]
        objs = [o for o in place(records, game, act) if o.kind == "s3k_icz_crushing_column"]
        ok = [r for r in records if 1 <= r["subtype"] <= 4]
        assert len(objs) == len(ok) > 0
        assert [(o.x, o.y, o.subtype) for o in objs] == [(int(r["x"]), int(r["y"]), int(r["subtype"])) for r in ok]
        hp.Objects(objs, 1, "s3k")  # accepted by the core
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "icz1", game=game)
    fives = lay.objects[(lay.objects["id"] == object_id) & (lay.objects["subtype"] == 5)]
    assert len(fives) == (2 if game == "s3k" else 0)


# ----- the kind s3k_icz_stalactite -------------------------------------------------

SY = CEILING + 0x20  # hanging from the ceiling: the top of its solid there


def stalactite(x=OX, y=SY, table="s3", object_id=0xBE):
    rec = Placement("s3", "icz1", table, 0, x, y, object_id, 0, False, False, False)
    (obj,) = placers()[(table, object_id)](rec)
    return obj


def fall_ys(frames, trigger, x=OX, y0=SY):
    """loc_58966 .. loc_589E0 stepped from the frame `trigger` its distance
    test passes: 16 frames of Obj_Wait ($F .. -1), then MoveSprite and
    ObjCheckCeilingDist from Y - $10 until negative. Its Y (16.16) and state
    after each frame."""
    y, vel, out, state, t = y0 << 16, 0, [], "hanging", 0
    for f in range(1, frames + 1):
        if state == "hanging" and f >= trigger:
            state, t = "shaking", 0xF
        elif state == "shaking":
            t -= 1
            if t < 0:
                state = "falling"
        elif state == "falling":
            y, vel = (y + vel * 256) & 0xFFFFFFFF, vel + 0x38
            d = int(WORLD.cast(np.array([x]), np.array([(y >> 16) - 0x10]), "up", "lrb", game="s3k").distance[0])
            if d < 0:
                state = "landed"
        out.append((y, state))
    return out


@pytest.mark.parametrize("dx, trigger", [(-0x6F, 1), (0x6F, 1), (-0x70, None), (0x200, None)])
def test_a_stalactite_falls_16_frames_after_a_player_comes_within_0x70(dx, trigger):
    got = [(int(o.raw.y[0, 0]), o.state(0)) for _t, o in
           object_frames([stalactite()], 120, game="s3k", tm=WORLD, player_x=OX + dx, player_y=FLOOR_Y - 20)]
    assert got == fall_ys(120, trigger or 10 ** 6)
    if trigger:
        assert [s for _y, s in got[:18]] == ["shaking"] * 16 + ["falling"] * 2 and got[17][0] == SY << 16
        assert got[-1][1] == "landed" and (got[-1][0] >> 16) - 0x10 >= FLOOR_Y


def test_a_falling_stalactite_hurts_a_player_under_it_and_is_solid_once_landed():
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=FLOOR_Y - 20, grounded=True)
    o = hp.Objects([stalactite()], 1, "s3k")
    events = []
    for _ in range(120):
        p.step(WORLD, NONE, objects=o)
        events += o.events(0)
    assert "hurt:0" in events
    assert o.state(0) == "landed"  # solid again: a player walking into it is stopped by its side
    oy = int(o.raw.y[0, 0]) >> 16
    q = hp.Players(1, game="s3k")
    q.place(x=OX - 0x40, y=FLOOR_Y - 20, grounded=True)
    for _ in range(40):
        q.step(WORLD, np.array([[2]], np.uint8), objects=o)  # right
    assert int(q.raw.x[0]) >> 16 < OX - 0x1B + 1 and oy - 0x20 < FLOOR_Y


def test_the_stalactites_numbers_are_s3_asm_s():
    body = s3_routine_text("sub_58A22", 200)
    regs = dict((r, int(v, 16)) for v, r in re.findall(r"moveq\s+#\$([0-9A-F]+),(d[123])", body))
    assert (regs["d1"], regs["d2"], regs["d3"]) == (0x1B, 0x20, 0x20)
    assert re.search(r"cmpi\.w\s+#\$70,d2", s3_routine_text("loc_58966", 300))
    assert re.search(r"move\.w\s+#\$F,\$2E\(a0\)", s3_routine_text("loc_58966", 400))
    assert re.search(r"move\.b\s+#\$82,collision_flags\(a0\)", s3_routine_text("loc_589A4", 200))
    assert re.search(r"move\.b\s+#\$10,y_radius\(a0\)", s3_routine_text("Obj_ICZStalagtite", 300))
    s = stalactite()
    assert (s.solid_width, s.half_height, s.stand_height, s.width) == (0x1B, 0x20, 0x20, 0x10)
    assert (s.hurt_width_radius, s.hurt_height_radius) == (12, 20)


@pytest.mark.parametrize("game, object_id", [("s3", 0xBE), ("s3k", 0xB5)])
def test_every_stalactite_is_placed(game, object_id):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "icz1", game=game)
    records = lay.objects[lay.objects["id"] == object_id]
    objs = [o for o in place(records, game, "icz1") if o.kind == "s3k_icz_stalactite"]
    assert len(objs) == len(records) == 9
    assert [(o.x, o.y) for o in objs] == [(int(r["x"]), int(r["y"])) for r in records]


# ----- the kind s3k_icz_harmful_ice ----------------------------------------------

def test_breaking_ice_hurts_on_its_first_touch_and_is_gone():
    """loc_58C8C: the count of the scan's touch ($D7), HurtCharacter on
    Player_1 with no invulnerability test, Go_Delete_Sprite."""
    rec = Placement("s3", "icz1", "s3", 0, OX, FLOOR_Y - 24, 0xC1, 2, False, False, False)
    (ice,) = placers()[("s3", 0xC1)](rec)
    assert ice.kind == "s3k_icz_harmful_ice" and (ice.width_radius, ice.height_radius) == (8, 8)
    o = hp.Objects([ice], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX - 24, y=FLOOR_Y - 20, grounded=True)
    p.raw.rings[0] = 5
    p.raw.invuln[0] = 100  # no test of it: hurt all the same
    events = []
    for _ in range(20):
        p.step(WORLD, np.array([[2]], np.uint8), objects=o)
        events += o.events(0)
    assert "hurt:0" in events and "touched:0" in events
    assert p.raw.rings[0] == 0 and not o.raw.present[0, 0]


def test_breaking_ice_numbers_and_layouts():
    text = s3_routine_text("ObjDat3_58CD6", 200)
    assert re.search(r"dc\.b\s+\$10,\s*\$10,\s*4,\s*\$D7", text)
    assert re.search(r"jsr\s+\(HurtCharacter\)\.l", s3_routine_text("loc_58C98", 600))
    for game, object_id in (("s3", 0xC1), ("s3k", 0xB8)):
        lay = hp.levels.object_layout(disasm_checkout("s3k"), "icz1", game=game)
        records = lay.objects[lay.objects["id"] == object_id]
        objs = place(records, game, "icz1")
        assert len(objs) == len(records)
        assert sum(o.kind == "s3k_icz_harmful_ice" for o in objs) == int((records["subtype"] != 0).sum()) > 0
