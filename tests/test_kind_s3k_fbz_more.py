"""More of Flying Battery's Sonic & Knuckles-only objects (issue 18 points
3/4; docs/kinds/s3k_fbz.md). Their code is in sonic3k.asm only, which the
checkout lacks: the numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm) and each test names the label they come
from.

* trap springs, kind ``s3k_fbz_spring`` (SK Set 1 $E3 Obj_FBZTrapSpring,
  loc_3CB66, sub_3CBCE) and spring plungers (same kind, $D0
  Obj_FBZSpringPlunger, sub_86A3E, sub_8635E);
* propellers, kind ``s3k_fbz_propeller`` ($7C Obj_FBZPropeller, loc_3C1EE,
  CollisionSizes_FBZPropeller, Touch_Sizes $36 / $37);
* disappearing platforms, kind ``s3k_fbz_disappearing`` ($79
  Obj_FBZDisappearingPlatform, word_3BAAA, loc_3BB08, loc_3BB34, sub_3BB86,
  the checkout's Anim - Disappearing Platform.asm);
* rotating platforms, kind ``s3k_fbz_rotating`` ($77 Obj_FBZRotatingPlatform,
  byte_3B780, loc_3B86A, loc_3B8C2);
* player launchers, kind ``s3k_fbz_launcher`` (SK Set 1 and 2 $78
  Obj_FBZDEZPlayerLauncher, loc_3B97A, sub_3B9D8, loc_3BA4A);
* Obj_FBZExitHall ($8A) counted as no collision, the other rows' reasons.
"""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_lags_exactly, assert_same_as_stages, \
    broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_fbz_more import FBZ_ROTATING_ROWS, fbz_rotating_spokes
from hedgephys.levels.placing import Placement, placers
from hedgephys.players import R
from helpers import disasm_checkout

STAND = FLOOR - 20  # a standing player's pixel y on FLOOR_WORLD
X0 = 600
Y_RADIUS = 0x13


def rec(object_id, subtype=0, x=X0, y=STAND, x_flip=False, table="sk1", act="fbz1"):
    return Placement("s3k", act, table, 0, x, y, object_id, subtype, x_flip, False, False)


def place(object_id, subtype=0, **kw):
    return placers()[(kw.pop("table", "sk1"), object_id)](rec(object_id, subtype, **kw))


def dropped(objects, frames, px=X0, py=STAND - 0x40, world=FLOOR_WORLD, buttons=0):
    """A player dropped from (px, py): his (y, ysp, airborne, on_object, anim)
    and the objects' x pixels after each frame."""
    p = hp.Players(1, game="s3k")
    p.place(x=px, y=py, grounded=False)
    o = hp.Objects(objects, 1, "s3k")
    out = []
    for _ in range(frames):
        p.step(world, np.full((1, 1), buttons, np.uint8), objects=o)
        out.append({"x": int(p.raw.x[0]) >> 16, "y": int(p.raw.y[0]) >> 16, "ysp": int(p.raw.ysp[0]),
                    "xsp": int(p.raw.xsp[0]), "gsp": int(p.raw.gsp[0]), "air": bool(p.raw.airborne[0]),
                    "on": int(p.raw.on_object[0]), "anim": int(p.raw.anim[0]), "hurt": bool(p.raw.hurt[0]),
                    "ox": [int(v) >> 16 for v in o.raw.x[0]], "oy": [int(v) >> 16 for v in o.raw.y[0]]})
    return p, o, out


# ---- trap springs and spring plungers -------------------------------------------------

def test_spring_sizes_are_the_routines():
    """loc_3CBA6: SolidObjectTop d1 = $1B, d3 = 9; sub_86A3E: SolidObjectFull $1B, 4, 6."""
    (trap,), (plunger,) = place(0xE3, 2), place(0xD0, 0)
    assert (trap.kind, trap.subtype, trap.plunger, trap.width, trap.stand_height) == (
        "s3k_fbz_spring", 2, False, 0x1B, 9)
    assert (plunger.kind, plunger.plunger, plunger.solid_width, plunger.half_height, plunger.stand_height) == (
        "s3k_fbz_spring", True, 0x1B, 4, 6)
    assert plunger.width == 0x10  # ObjDat_FBZSpringPlunger's width_pixels: SolidObjectFull's landing width


@pytest.mark.parametrize("subtype, speed", [(0, -0x1000), (2, -0xA00), (1, -0x1000), (3, -0xA00)])
def test_trap_spring_throws_on_the_frame_after_landing(subtype, speed):
    """loc_3CB66: the standing bit the last frame's SolidObjectTop left is
    cleared and sub_3CBCE throws him before this frame's solid call: y speed
    -$1000 (-$A00 with bit 1), airborne, off it, anim $10; bit 0 the twirl
    (ground speed 1, anim 0)."""
    top = STAND - 0x30  # its surface, y - 9, is 9 + $13 below a player standing on it there
    _, o, out = dropped(place(0xE3, subtype, y=top + 9 + Y_RADIUS), 60, py=top - 0x40)
    landed = next(f for f, s in enumerate(out) if s["on"] == 0)
    assert not out[landed]["air"] and out[landed]["ysp"] == 0
    thrown = out[landed + 1]
    assert (thrown["ysp"], thrown["air"], thrown["on"]) == (speed, True, -1)
    assert (thrown["anim"], thrown["gsp"]) == ((0, 1) if subtype & 1 else (0x10, thrown["gsp"]))
    assert o.raw.standing[0, 0] == 0
    assert all(s["on"] == -1 for s in out[landed + 1:landed + 20])


def test_spring_plunger_throws_at_once():
    """Obj_FBZSpringPlunger: SolidObjectFull ($1B, 4, 6), then a player it
    stands now is thrown by sub_8635E at -$A00 on the same frame."""
    top = STAND - 0x30
    _, _, out = dropped(place(0xD0, 0, y=top + 6 + Y_RADIUS), 60, py=top - 0x40)
    thrown = next(f for f, s in enumerate(out) if s["ysp"] == -0xA00)
    assert out[thrown]["air"] and out[thrown]["on"] == -1 and out[thrown]["anim"] == 0x10
    assert all(s["on"] == -1 for s in out[:thrown])  # never seen standing after a frame
    assert out[thrown - 1]["ysp"] > 0


def test_plunger_is_a_wall():
    """SolidObjectFull d1 = $1B: run into from the left he stops $1B + his push radius short (A)."""
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x80, y=STAND, grounded=True)
    o = hp.Objects(place(0xD0, 0, y=FLOOR - 4), 1, "s3k")
    p.step(FLOOR_WORLD, np.full((90, 1), R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 == X0 - 0x1B


# ---- propellers ----------------------------------------------------------------------

def hurt_frame(obj, px, frames=8):
    p = hp.Players(1, game="s3k")
    p.place(x=px, y=STAND, grounded=True)
    o = hp.Objects([obj], 1, "s3k")
    for c in range(1, frames + 1):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        if p.raw.hurt[0]:
            return c
    return None


def test_propeller_boxes():
    """CollisionSizes_FBZPropeller $B6, $B7: Touch_Sizes $36 ($40 x 2) and $37 ($60 x 2)."""
    (prop,) = place(0x7C)
    assert (prop.width_radius, prop.height_radius, prop.wide_width_radius, prop.wide_height_radius) == (
        0x40, 2, 0x60, 2)


@pytest.mark.parametrize("dx, first", [(0, 3), (0x40 + 8, 3), (0x41 + 8, 4), (0x60 + 8, 4), (0x61 + 8, None)])
def test_propeller_touch_turns(dx, first):
    """loc_3C1EE from its first run (counter 1): entries 1, 2, 3, 0, ... of
    $B6, 0, $B6, $B7; the scan of counter c reads run c - 1's: none at 2,
    $B6 at 3, $B7 at 4. A player beside the $40 box is hurt only by $B7's."""
    assert hurt_frame(KindObject("s3k_fbz_propeller", X0, STAND), X0 + dx) == first
    assert hurt_frame(hp.Hitbox(X0, STAND, 0x40, 2, reaction="hurt"), X0 + min(dx, 0x40 + 8)) == 1


def test_propeller_touch_cycle():
    """Entries by counter: c = 3, 5, 7 ... $B6; 4, 8 ... $B7; 6, 10 ... none
    ((c - 1) & 3 = 2, 0, 3, 1)."""
    for c in range(3, 40):
        p = hp.Players(1, game="s3k")
        p.place(x=X0 - 0x200, y=STAND, grounded=True)
        o = hp.Objects([KindObject("s3k_fbz_propeller", X0, STAND)], 1, "s3k")
        p.step(FLOOR_WORLD, np.zeros((c - 1, 1), np.uint8), objects=o)
        p.raw.x[0] = (X0 + 0x50) << 16  # inside $B7's box only
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        assert bool(p.raw.hurt[0]) == ((c - 1) & 3 == 3), c


# ---- disappearing platforms ------------------------------------------------------------

#: word_3BAAA, and byte_3BBA2..byte_3BBB7 as the checkout's animation file has them.
MASKS = (0x7F, 0xFF, 0x1FF, 0x3FF)
SHOWN = (0x3C, 0x78, 0xB4, 0xF0)


def vanish_routine(subtype, frames):
    """loc_3BB08 / loc_3BB1C / loc_3BB34 with Animate_SpriteIrregularDelay,
    frame by frame from counter 1: whether frame 0 shows after each run."""
    mask = MASKS[(subtype & 0xC) >> 2]
    offset = ((mask + 1) >> 4) * (subtype >> 4)
    script = [(1, 5), (0, SHOWN[subtype & 3]), (1, 5), None]
    waiting, step, timer, frame, out = True, 0, 0, 2, []
    for c in range(1, frames + 1):
        if waiting and (c + offset) & mask == 0:
            waiting, step, timer = False, 0, 0
        if not waiting:
            timer -= 1
            if timer < 0:
                if script[step] is None:
                    waiting, frame = True, 2
                else:
                    frame, timer = script[step]
                    step += 1
        out.append(not waiting and frame == 0)
    return out


def land_at(subtype, c, kind=True):
    """A player put 2 px above its top, falling, on counter c: landed?"""
    top = FLOOR - 0x40
    obj = (KindObject("s3k_fbz_disappearing", X0, top + 0x11, subtype=subtype) if kind
           else hp.JumpThrough(X0, top + 0x11, 0x1B, 0x11))
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x200, y=STAND, grounded=True)
    o = hp.Objects([obj], 1, "s3k")
    if c > 1:
        p.step(FLOOR_WORLD, np.zeros((c - 1, 1), np.uint8), objects=o)
    p.place(x=X0, y=top - Y_RADIUS - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
    return p.raw.on_object[0] == 0


def test_vanish_routine_reference():
    """Subtype $89: mask $1FF, offset $100, frame 0 for $78: started at 256,
    solid 262..382, started again 512 later."""
    solid = vanish_routine(0x89, 1400)
    assert [c for c in range(1, 1401) if solid[c - 1]] == list(range(262, 383)) + list(range(774, 895)) + \
        list(range(1286, 1401))


@pytest.mark.parametrize("subtype", [0x89, 0xD9, 0x02, 0x13, 0x0F])
def test_disappearing_is_solid_while_frame_0_shows(subtype):
    solid = vanish_routine(subtype, 1200)
    changes = [c for c in range(2, 1200) if solid[c - 1] != solid[c - 2]]
    assert changes
    for c in {1, 2} | {d + e for d in changes for e in (-1, 0, 1)}:
        assert land_at(subtype, c) == solid[c - 1], c
    assert land_at(subtype, changes[0], kind=False)  # the same landing as a JumpThrough of its sizes


def test_disappearing_drops_its_rider():
    """sub_3BB86: once frame 1 shows again his standing bit is cleared, he is
    airborne and off it; SolidObjectTop carried him until then."""
    solid = vanish_routine(0x89, 400)
    top = FLOOR - 0x40
    p = hp.Players(1, game="s3k")
    p.place(x=X0 - 0x200, y=STAND, grounded=True)
    o = hp.Objects([KindObject("s3k_fbz_disappearing", X0, top + 0x11, subtype=0x89)], 1, "s3k")
    p.step(FLOOR_WORLD, np.zeros((299, 1), np.uint8), objects=o)
    p.place(x=X0, y=top - Y_RADIUS - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    on = []
    for c in range(300, 390):
        p.step(FLOOR_WORLD, np.zeros((1, 1), np.uint8), objects=o)
        on.append((c, p.raw.on_object[0] == 0, bool(p.raw.airborne[0])))
    assert all(stood and not air for c, stood, air in on if c <= 382)
    assert on[383 - 300] == (383, False, True)
    assert solid[381] and not solid[382]


# ---- rotating platforms ------------------------------------------------------------

def test_rotating_rows_are_byte_3B780():
    assert len(FBZ_ROTATING_ROWS) == 15
    assert FBZ_ROTATING_ROWS[0] == (0, (0x5C, 0x44, 0x2C, 0xD4, 0xBC, 0xA4))
    assert FBZ_ROTATING_ROWS[12] == (1, (0x44, 0x2C))
    spokes = fbz_rotating_spokes(X0, 300, 0x0C, x_flip=True)
    assert [(s.radius, s.spike_ball, s.first, s.x_flip) for s in spokes] == [
        (0x44, True, True, True), (0x2C, False, False, True)]
    assert (spokes[0].solid_width, spokes[0].half_height, spokes[0].stand_height, spokes[0].width) == (
        0x17, 0xC, 0xD, 0xC)  # width: width_pixels $C, SolidObjectFull's landing width
    assert (spokes[0].width_radius, spokes[0].height_radius) == (16, 16)  # $86: Touch_Sizes 6
    with pytest.raises(ValueError, match="byte_3B780"):
        fbz_rotating_spokes(X0, 300, 0x0F)
    assert place(0x77, 0x0F) == []


def high_word(trig, radius):
    """muls.w d2,d1 / swap: (trig * (radius byte << 8 as a signed word)) >> 16."""
    r = radius - 0x100 if radius >= 0x80 else radius
    return (trig * r * 256) >> 16


@pytest.mark.parametrize("subtype, flip", [(0, False), (0, True), (0x0C, False), (0x02, True)])
def test_rotating_spokes_turn_from_the_first_frame(subtype, flip):
    """loc_3B86A: the run of counter c uses angle (c - 1) & $FF (negated
    X-flipped): x = centre + high word of cos * (r << 8), y likewise with sin."""
    cy = 0x200  # below the floor, far from the player
    spokes = fbz_rotating_spokes(X0, cy, subtype, x_flip=flip)
    _, _, out = dropped(spokes, 300, px=100, py=STAND)
    for c, s in enumerate(out, start=1):
        a = (-(c - 1) if flip else c - 1) & 0xFF
        cos, sin = int(hp.cosine(a)), int(hp.sine(a))
        assert s["ox"] == [X0 + high_word(cos, k.radius) for k in spokes], c
        assert s["oy"] == [cy + high_word(sin, k.radius) for k in spokes], c


@pytest.mark.parametrize("first, hurt_from", [(False, 2), (True, 3)])
def test_rotating_spike_ball_touch(first, hurt_from):
    """loc_3B8C2 lists $86 (16 x 16) after each run from counter 1, but the
    layout's own object runs loc_3B86A on its first frame: the scan finds it
    from counter 2, the layout's own from 3. A plain spoke never hurts."""
    cy = STAND  # radius 0: it stays on its centre
    ball = KindObject("s3k_fbz_rotating", X0, cy, radius=0, spike_ball=True, first=first)
    assert hurt_frame(ball, X0 + 0x10) == hurt_from  # pushed out to $17 on frame 1: within 16 + 8
    assert hurt_frame(KindObject("s3k_fbz_rotating", X0, cy, radius=0), X0 + 0x10) is None


def test_rotating_rider_is_carried():
    """SolidObjectFull with d4 = its x before the move: a rider moves with it
    and stands d3 + his y_radius above it."""
    cy = FLOOR - 0x50
    spoke = KindObject("s3k_fbz_rotating", X0, cy, radius=0x2C)
    _, _, out = dropped([spoke], 120, px=X0 + 0x2C, py=cy - 0x24, world=WIDE)
    ride = [s for s in out if s["on"] == 0]
    assert len(ride) > 10
    assert len({s["x"] - s["ox"][0] for s in ride[1:]}) == 1
    assert all(s["y"] == s["oy"][0] - 0xD - Y_RADIUS for s in ride[1:])


def test_rotating_lags_exactly(monkeypatch):
    spokes = [s for sub, x in ((0, 400), (0x0C, 1100), (2, 1900)) for s in fbz_rotating_spokes(x, FLOOR - 0x70, sub)]
    assert_lags_exactly(monkeypatch, spokes, 6, 2300, seed=32)


# ---- player launchers --------------------------------------------------------------

def test_launcher_sizes_and_tables():
    """SolidObjectTop d1 = $10, d3 = 3 (loc_3B97A); the same object in both
    of S&K's lists ($78)."""
    for table in ("sk1", "sk2"):
        (obj,) = place(0x78, 0, table=table, x_flip=True)
        assert (obj.kind, obj.x_flip, obj.width, obj.stand_height) == ("s3k_fbz_launcher", True, 0x10, 3)


@pytest.mark.parametrize("flip", [False, True])
def test_launcher_throws_its_rider(flip):
    """Landed on frame L: from L + 1 he is held at its x + 4 (- 4) with its
    x speed; it moves 1, 2, 4, 8 then 16 px a frame (MoveSprite2, x_vel
    doubled 4 times) over L + 2 .. L + 12, lets him go on L + 13 (airborne,
    y speed 0, anim 0) and slides home 1 px a frame."""
    home = 1200
    top = STAND - 0x30
    _, o, out = dropped([KindObject("s3k_fbz_launcher", home, top + 3 + Y_RADIUS, x_flip=flip)], 320,
                        px=home, py=top - 0x20, world=WIDE)
    sign = -1 if flip else 1
    landed = next(f for f, s in enumerate(out) if s["on"] == 0)
    moves = [0, 1, 2, 4, 8] + [16] * 7 + [0]
    speeds = [0, 0x200, 0x400, 0x800] + [0x1000] * 8
    x = home
    for j, (m, v) in enumerate(zip(moves, speeds + [None]), start=1):
        s = out[landed + j]
        x += sign * m
        assert s["ox"][0] == x, j
        if v is not None:
            assert (s["x"], s["xsp"], s["gsp"], s["on"]) == (x + 4 * sign, sign * v, sign * v, 0), j
    let_go = out[landed + 13]
    assert let_go["air"] and let_go["ysp"] == 0 and let_go["anim"] == 0 and let_go["x"] == x + 4 * sign
    back = [s["ox"][0] for s in out[landed + 14:landed + 14 + 127]]
    assert back == [x - sign * (k + 1) for k in range(127)] and back[-1] == home
    assert o.state(0) == "idle"


# ---- the broad phase -------------------------------------------------------------

@pytest.mark.parametrize("objects", [
    [KindObject("s3k_fbz_spring", 300, FLOOR - 9)],
    [KindObject("s3k_fbz_spring", 300, FLOOR - 8, plunger=True, solid_width=0x1B, half_height=4, stand_height=6,
                width=0x10)],
    [KindObject("s3k_fbz_propeller", 300, FLOOR - 20)],
    [KindObject("s3k_fbz_disappearing", 300, FLOOR - 0x30, subtype=0x02)],
    [KindObject("s3k_fbz_launcher", 300, FLOOR - 0x20)],
    fbz_rotating_spokes(330, FLOOR - 0x70, 0x0C),
])
def test_broad_phase_agrees(objects):
    seq = [2] * 80 + [0] * 20 + [2] * 40 + [18] * 30 + [1] * 60 + [17] * 20
    (p1, o1), (p2, o2) = broad_phase_worlds(objects, 200, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


# ---- the catalogue ---------------------------------------------------------------

def test_exit_hall_has_no_collision():
    """Obj_FBZExitHall: SetUp_ObjAttributes2 from off_86D12 (collision 0), then Sprite_OnScreen_Test."""
    assert catalogue.CODE_FLAGS[("sk1", 0x8A)] == (False, False)


@pytest.mark.parametrize("object_id", [0x75, 0x7D, 0x7F, 0xE0, 0xE5, 0xCE, 0xCF, 0xFF])  # $7B: no collision (h-fbz2)
def test_left_rows_say_why(object_id):
    why = catalogue.unmodelled_reason("sk1", object_id)
    assert why.endswith(": not modelled") and why != catalogue.NOT_YET
    assert re.search(r"(loc|sub)_[0-9A-F]{5}|FBZSnake_ChangeDir|Check_PlayerCollision", why)


# ---- the real acts -----------------------------------------------------------------

@pytest.mark.parametrize("act, table, ids", [("fbz1", "sk1", (0x7C, 0x79, 0x77, 0xD0, 0x78)),
                                             ("fbz2", "sk1", (0x79, 0xE3, 0x78)),
                                             ("dez1", "sk2", (0x78,))])
def test_placers_on_real_acts(act, table, ids):
    from hedgephys.levels.placing import place as place_all
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
    kinds = {0x7C: "s3k_fbz_propeller", 0x79: "s3k_fbz_disappearing", 0x77: "s3k_fbz_rotating",
             0xD0: "s3k_fbz_spring", 0xE3: "s3k_fbz_spring", 0x78: "s3k_fbz_launcher"}
    placed = place_all(layout.objects, "s3k", act)
    for oid in ids:
        recs = layout.of_id(oid)
        assert len(recs) > 0, oid
        objs = [d for d in placed if isinstance(d, KindObject) and d.kind == kinds[oid]
                and (oid not in (0xD0, 0xE3) or d.plunger == (oid == 0xD0))]
        if oid == 0x77:
            assert len(objs) == sum(len(FBZ_ROTATING_ROWS[int(r["subtype"]) & 0xF][1]) for r in recs)
            continue
        assert len(objs) == len(recs), oid
        for r, f in zip(recs, objs):
            assert (f.x, f.y) == (r["x"], r["y"]), oid
            if oid in (0x79, 0xE3):
                assert f.subtype == r["subtype"]
