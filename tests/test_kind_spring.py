"""The spring kind (cpp/hedgephys/kinds/spring.cpp, docs/kinds/spring.md):
golden numbers per game and direction from the disassemblies' routines
(S1 _incObj/41 Springs.asm, S2 s2.asm Obj41, S3K s3.asm Obj_Spring), the
launch animation's timing, whole-frame behaviour, the constructor and the
placers on real layouts (HEDGEPHYS_DISASM)."""
import os

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.placing import place
from hedgephys.springs import SPRING_HEIGHTS, Spring, spring_direction, spring_subtype
from helpers import one_player

OX, OY = 200, 200
GAMES = ["s1", "s2", "s3k"]
LATER = ["s2", "s3k"]


def xy(p):
    return int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16


def run(game, spring, **player):
    """One call of the spring's routine on one player: (players, objects, contact)."""
    p = one_player(game, **player)
    o = hp.Objects([spring], 1, game)
    _, contact, _, _ = o.update(p, 0)
    return p, o, contact


def fall_onto(game, subtype=0, x=OX, **extra):
    """A player falling onto an up spring's top: lands at oy - hj - hr - 1 (A8)."""
    return run(game, Spring(OX, OY, subtype=subtype), x=x, y=OY - 8 - 19 - 2, y_speed=0x200, in_air=True,
               **extra)


# ---- up: S1 Spring_Up / Spring_BounceUp, S2 Obj41_Up / loc_189CA, S3K Obj_Spring_Up / sub_2164A ----
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("strength, speed", [("red", -0x1000), ("yellow", -0xA00)])
def test_up_spring_launches_on_landing(game, strength, speed):
    p, o, contact = fall_onto(game, spring_subtype(game, "up", strength), x_speed=0x180)
    r = p.raw
    assert contact == "top"
    # landed at 200 - 8 - 19 - 1 = 172, then addq.w #8,y_pos(a1)
    assert xy(p) == (OX, 180)
    assert (int(r.ysp[0]), int(r.xsp[0])) == (speed, 0x180)
    assert r.airborne[0] and r.on_object[0] == -1
    assert r.anim[0] == 0x10  # id_Spring / AniIDSonAni_Spring / $10
    assert o.events(0) == ["landed_on_object:0", "sprung:0"]
    assert o.state(0) == "sprung"
    # S1 clears its standing flags (bclr #3 / clr.b obSolid); S2/S3K keep theirs
    # until the next frame's SolidObject sees the player in the air (A0.4)
    assert o.raw.standing[0, 0] == (game != "s1")
    o.update(p, 0)
    assert o.raw.standing[0, 0] == 0 and r.on_object[0] == -1


@pytest.mark.parametrize("game", GAMES)
def test_up_spring_ends_the_hurt_routine(game):
    """move.b #2,routine(a1): a hurt player landing on a spring is in control
    again (no invulnerability is given)."""
    p = one_player(game, x=OX, y=OY - 29, y_speed=0x200, in_air=True)
    p.raw.hurt[0] = 1
    o = hp.Objects([Spring(OX, OY)], 1, game)
    o.update(p, 0)
    assert p.raw.hurt[0] == 0 and p.raw.invuln[0] == 0 and p.raw.ysp[0] == -0x1000


@pytest.mark.parametrize("game", LATER)
@pytest.mark.parametrize("facing_left, gsp", [(False, 1), (True, -1)])
def test_up_spring_twirl_stop_and_layer(game, facing_left, gsp):
    """Subtype bit 0: ground speed +-1 and the walk animation (loc_189FE);
    bit 7: x speed 0; bits 2-3 = 2: layer B (top_solid_bit $E)."""
    sub = spring_subtype(game, "up", twirl=True, stop=True, layer="B")
    assert sub == 0x89
    p, o, _ = fall_onto(game, sub, x_speed=0x300, facing_left=facing_left)
    r = p.raw
    assert (int(r.gsp[0]), int(r.xsp[0]), int(r.anim[0]), int(r.layer[0])) == (gsp, 0, 0, 1)
    p = one_player(game, x=OX, y=OY - 29, y_speed=0x200, in_air=True)
    p.raw.layer[0] = 1
    hp.Objects([Spring(OX, OY, subtype=spring_subtype(game, "up", layer="A"))], 1, game).update(p, 0)
    assert p.raw.layer[0] == 0 and p.raw.anim[0] == 0x10


def test_s3k_up_spring_clears_jumping_and_spin_dash():
    """sub_2164A: clr.b jumping(a1), clr.b spin_dash_flag(a1); S2 clears
    neither (seen on a player standing on it: landing resets jumping itself)."""
    for game in ("s2", "s3k"):
        p = one_player(game, x=OX, y=OY - 8 - 19 - 1)
        p.raw.jumping[0], p.raw.spindash[0] = 1, 1
        o = hp.Objects([Spring(OX, OY)], 1, game)
        o.raw.standing[0, 0] = 1
        p.raw.on_object[0] = 0
        o.update(p, 0)
        assert p.raw.ysp[0] == -0x1000
        assert (p.raw.jumping[0], p.raw.spindash[0]) == ((0, 0) if game == "s3k" else (1, 1))


# ---- down: S1 Spring_Dwn / Spring_BounceDwn, S2 Obj41_Down / loc_18CC6, S3K Obj_Spring_Down / sub_21A6A ----
@pytest.mark.parametrize("game, strength, speed", [
    ("s1", "red", 0x1000), ("s1", "yellow", 0xA00), ("s2", "red", 0x1000), ("s2", "yellow", 0xA00),
    ("s3k", "red", 0xD00), ("s3k", "yellow", 0xA00)])  # S3K: cmpi.w #$1000 -> #$D00
def test_down_spring_launches_from_below(game, strength, speed):
    # rising into its underside: py 222 is 5 px inside (A3, cy = 8 + 19)
    p, o, contact = run(game, Spring(OX, OY, subtype=spring_subtype(game, "down", strength)),
                        x=OX, y=222, y_speed=-0x300, in_air=True)
    assert contact == "bottom"
    # popped to oy + hj + hr = 227 (A9), then subq.w #8,y_pos(a1)
    assert xy(p) == (OX, 219)
    assert int(p.raw.ysp[0]) == speed and p.raw.airborne[0]
    assert o.events(0) == ["sprung:0"]


@pytest.mark.parametrize("game", GAMES)
def test_down_spring_is_a_floor_from_above(game):
    """Landing on a down spring's top stands on it, no launch (S1: obSolid set;
    S2/S3K: d4 is not -2). S3K's carries the player 9 px into it (d3 = 9)."""
    p, o, contact = run(game, Spring(OX, OY, subtype=spring_subtype(game, "down")), x=OX, y=OY - 29,
                        y_speed=0x200, in_air=True)
    assert contact == "top" and p.raw.on_object[0] == 0 and o.events(0) == ["landed_on_object:0"]
    o.update(p, 0)
    assert xy(p)[1] == OY - (9 if game == "s3k" else 16) - 19


def test_s1_down_spring_revives_a_player_it_crushed():
    """Solid_Squash kills a grounded player under it with y speed 0 and returns
    -1, so Spring_BounceDwn follows and sets Sonic's routine back to 2."""
    p, o, _ = run("s1", Spring(OX, OY, subtype=0x20), x=OX + 4, y=220)
    assert p.raw.crushed[0] == 0 and p.raw.hurt[0] == 0
    assert (int(p.raw.ysp[0]), xy(p)[1]) == (0x1000, 212) and p.raw.airborne[0]


# ---- horizontal: S1 Spring_LR / Spring_BounceLR, S2 Obj41_Horizontal / loc_18AEE, S3K sub_21836 ----
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("flip", [False, True])
def test_side_spring_pushes_away_and_locks_control(game, flip):
    """Pushed on its face: x speed 0x1000 away from it, x moved 8 px the other
    way (addq #8 then subi #$10 unflipped), move_lock $F, inertia = x speed,
    walk animation, pushing cleared."""
    sub = spring_subtype(game, "horizontal")
    side = -1 if flip else 1  # the face: right of an unflipped spring
    px = OX + side * 18       # 1 px inside cx = $13
    p, o, contact = run(game, Spring(OX, OY, subtype=sub, x_flip=flip), x=px, y=OY, x_speed=-side * 0x100,
                        ground_speed=-side * 0x100, facing_left=not flip)
    r = p.raw
    assert contact == "side"
    # popped to ox +- 19 (A7), then +8 / -8
    assert xy(p) == (OX + side * 19 - side * 8, OY)
    assert (int(r.xsp[0]), int(r.gsp[0]), int(r.control_lock[0])) == (side * 0x1000, side * 0x1000, 15)
    assert bool(r.facing_left[0]) == flip  # S1 toggles (bchg), S2/S3K set it
    assert (r.pushing[0], o.raw.pushed[0, 0], r.anim[0], r.airborne[0]) == (0, 0, 0, 0)
    assert o.events(0) == ["sprung:0"]


@pytest.mark.parametrize("game", GAMES)
def test_side_spring_from_its_back(game):
    """S1 launches whichever side pushes it (no side test; the player is put
    8 px further behind it); S2/S3K only from the face (x_pos(a0) - x_pos(a1))."""
    p, o, _ = run(game, Spring(OX, OY, subtype=spring_subtype(game, "horizontal")), x=OX - 18, y=OY,
                  x_speed=0x100, ground_speed=0x100)
    if game == "s1":
        assert xy(p) == (OX - 19 - 8, OY) and p.raw.xsp[0] == 0x1000 and p.raw.facing_left[0] == 1
    else:
        assert xy(p) == (OX - 19, OY) and p.raw.xsp[0] == 0 and p.raw.pushing[0] == 1
        assert o.events(0) == []


@pytest.mark.parametrize("game, launched", [("s1", False), ("s2", False), ("s3k", True)])
def test_side_spring_hit_in_the_air(game, launched):
    """In the air a side pop sets no pushing bit: S1 and S2 do not launch; S3K
    reads SolidObjectFull's side contact bit (d6) and does."""
    p, o, _ = run(game, Spring(OX, OY, subtype=spring_subtype(game, "horizontal")), x=OX + 18, y=OY,
                  x_speed=-0x200, in_air=True)
    assert (int(p.raw.xsp[0]) == 0x1000) == launched
    assert xy(p)[0] == (OX + 11 if launched else OX + 19)


@pytest.mark.parametrize("game", LATER)
def test_side_spring_stop_bit_zeroes_y_speed(game):
    sub = spring_subtype(game, "horizontal", stop=True)
    p, _, _ = run(game, Spring(OX, OY, subtype=sub), x=OX + 18, y=OY, x_speed=-0x100, ground_speed=-0x100,
                  y_speed=0x123)
    assert p.raw.ysp[0] == 0 and p.raw.xsp[0] == 0x1000


def in_front(game, o, dx=30, gsp=0):
    """A grounded player standing in front of the face (loc_18BC6 / sub_2190C box)."""
    p = one_player(game, x=OX + dx, y=OY + 10, ground_speed=gsp)
    o.update(p, 0)
    return p


@pytest.mark.parametrize("game", GAMES)
def test_front_look_and_its_timing(game):
    """S2/S3K launch a grounded player in [ox, ox + $28) x [oy - $18, oy + $18)
    not moving toward the face; not while the launch animation (anim 3: ten
    frames, then $FD) plays: the next launch comes 11 frames later. S1 has no
    such look."""
    o = hp.Objects([Spring(OX, OY, subtype=spring_subtype(game, "horizontal"))], 1, game)
    p = in_front(game, o)
    if game == "s1":
        assert p.raw.xsp[0] == 0 and o.state(0) == "idle"
        return
    assert xy(p)[0] == OX + 30 - 8 and p.raw.xsp[0] == 0x1000 and p.raw.control_lock[0] == 15
    for frame in range(1, 11):
        assert o.state(0) == "sprung"
        assert in_front(game, o).raw.xsp[0] == 0, frame
    assert o.state(0) == "idle"
    assert in_front(game, o).raw.xsp[0] == 0x1000
    # the box's edges, and a player moving toward the face
    fresh = lambda: hp.Objects([Spring(OX, OY, subtype=0x10)], 1, game)  # noqa: E731
    assert in_front(game, fresh(), dx=39).raw.xsp[0] == 0x1000
    assert in_front(game, fresh(), dx=40).raw.xsp[0] == 0
    assert in_front(game, fresh(), dx=30, gsp=-1).raw.gsp[0] == -1


# ---- diagonal (S2/S3K): Obj41_DiagonallyUp / loc_18DB4, _DiagonallyDown / loc_18EE6;
# ---- S3K Obj_Spring_UpDiag / sub_21B74, _DownDiag / sub_21CB2 ----
@pytest.mark.parametrize("game", LATER)
def test_diagonal_up_spring(game):
    sub = spring_subtype(game, "diagonal_up")
    # landing at px 210: index (210 - 200 + 27) >> 1 = 18, H = 2: py = 200 - 2 - 19 - 1;
    # past ox - 4, so launched at once: y + 6, x - 6, speeds -0x1000 up and +0x1000 right
    p, o, contact = run(game, Spring(OX, OY, subtype=sub), x=210, y=OY - 2 - 19 - 3, y_speed=0x200, in_air=True)
    r = p.raw
    assert contact == "top" and o.events(0) == ["landed_on_object:0", "sprung:0"]
    assert xy(p) == (204, 184)
    assert (int(r.xsp[0]), int(r.ysp[0]), r.facing_left[0], r.anim[0]) == (0x1000, -0x1000, 0, 0x10)
    # behind ox - 4 it is a slope to stand on: index 8, H = 16
    p, o, contact = run(game, Spring(OX, OY, subtype=sub), x=196, y=OY - 16 - 19 - 3, y_speed=0x200,
                        in_air=True)
    assert contact == "top" and xy(p) == (196, OY - 16 - 19 - 1) and p.raw.on_object[0] == 0
    # flipped: launched when px <= ox + 4, to the left
    p, o, _ = run(game, Spring(OX, OY, subtype=sub, x_flip=True), x=204, y=OY - 16 - 19 - 3,
                  y_speed=0x200, in_air=True)
    assert (int(p.raw.xsp[0]), p.raw.facing_left[0]) == (-0x1000, 1) and xy(p)[0] == 210


@pytest.mark.parametrize("game", LATER)
def test_diagonal_down_spring(game):
    """Hit from below: x speed +-0x1000, y speed +0x1000, y - 6, x -+ 6; no
    spring animation for the player."""
    sub = spring_subtype(game, "diagonal_down")
    # px 200: index 13, H = -12 = H[0]: the underside is at oy + hj = 216
    p, o, contact = run(game, Spring(OX, OY, subtype=sub), x=OX, y=230, y_speed=-0x300, in_air=True)
    assert contact == "bottom" and o.events(0) == ["sprung:0"]
    assert xy(p) == (OX - 6, 216 + 19 - 6)
    assert (int(p.raw.xsp[0]), int(p.raw.ysp[0])) == (0x1000, 0x1000) and p.raw.anim[0] != 0x10


def test_diagonal_heights_are_the_games():
    """rules/objects §12.4; Obj41_SlopeData_DiagUp / _DiagDown (S3K byte_21D78 / byte_21D94)."""
    up, down = SPRING_HEIGHTS["diagonal_up"], SPRING_HEIGHTS["diagonal_down"]
    assert len(up) == len(down) == 0x1B + 1
    assert up[:13] == (16,) * 12 + (14,) and up[-8:] == (-2,) + (-4,) * 7
    assert down[:2] == (-12, -16) and down[-8:] == (2,) + (4,) * 7


# ---- Sonic 1's launch animation: no solidity (Spring_AniUp, Spring_ResetUp) ----
def test_s1_spring_is_not_solid_while_it_springs():
    o = hp.Objects([Spring(OX, OY, subtype=0x02)], 1, "s1")
    p = one_player("s1", x=OX, y=OY - 29, y_speed=0x200, in_air=True)
    o.update(p, 0)
    assert p.raw.ysp[0] == -0xA00 and int(o.raw.timer[0, 0]) == 11
    for frame in range(1, 12):  # ten more animation frames, then Spring_ResetUp's frame
        p = one_player("s1", x=OX, y=OY - 29, y_speed=0x200, in_air=True)
        _, contact, _, _ = o.update(p, 0)
        assert contact == "none" and p.raw.ysp[0] == 0x200, frame
    assert o.state(0) == "idle"
    p = one_player("s1", x=OX, y=OY - 29, y_speed=0x200, in_air=True)
    o.update(p, 0)
    assert p.raw.ysp[0] == -0xA00


@pytest.mark.parametrize("game", LATER)
def test_later_springs_stay_solid_while_they_spring(game):
    """Their animation is only seen. The frame after a launch the standing bit
    they keep lets the player go (A0.4) instead of colliding; the next frame
    they launch again, their animation still playing."""
    o = hp.Objects([Spring(OX, OY)], 1, game)
    for frame in range(5):
        p = one_player(game, x=OX, y=OY - 29, y_speed=0x200, in_air=True)
        o.update(p, 0)
        assert p.raw.ysp[0] == (-0x1000 if frame % 2 == 0 else 0x200), frame
        assert o.state(0) == "sprung"


# ---- whole frames ----
FLOOR = 144
WORLD = hp.TileMap(np.array([[0] * 60] * 9 + [[1] * 60], np.uint16),
                   hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))


@pytest.mark.parametrize("game", GAMES)
def test_a_spring_launches_a_falling_player(game):
    p = hp.Players(1, game=game)
    p.place(x=300, y=40, grounded=False)
    o = hp.Objects([Spring(300, FLOOR - 8)], 1, game)
    rec = p.step(WORLD, np.zeros((40, 1), np.uint8), objects=o, record=["y", "ysp", "airborne"])
    ysp = rec["ysp"][:, 0]
    k = int(np.argmax(ysp == -0x1000))
    assert ysp[k] == -0x1000 and (rec["y"][k, 0] >> 16) == FLOOR - 8 - 8 - 19 - 1 + 8
    rising = np.diff((rec["y"][k:, 0] >> 16).astype(np.uint16).view(np.int16))  # pixel words: past y = 0 too
    assert rec["airborne"][k:, 0].all() and (rising < 0).all()


@pytest.mark.parametrize("game", GAMES)
def test_running_into_a_side_spring(game):
    """Running right into an x-flipped horizontal spring (its face looks left):
    thrown back at 0x1000 and deaf to the right button for 15 frames."""
    p = hp.Players(1, game=game)
    p.place(x=200, y=FLOOR - 19, grounded=True)
    o = hp.Objects([Spring(300, FLOOR - 14, subtype=spring_subtype(game, "horizontal"), x_flip=True)], 1, game)
    rec = p.step(WORLD, np.full((100, 1), 2, np.uint8), objects=o, record=["xsp", "control_lock", "x"])
    lock = rec["control_lock"][:, 0]
    k = int(np.argmax(lock == 15))
    assert lock[k] == 15 and rec["xsp"][k, 0] == -0x1000
    assert (rec["xsp"][k:k + 15, 0] < 0).all()  # locked: the right button does nothing
    assert list(lock[k:k + 16]) == list(range(15, -1, -1))


# ---- the constructor ----
def test_constructor_and_subtypes():
    assert [spring_direction("s1", s) for s in (0x00, 0x02, 0x10, 0x12, 0x20, 0x22, 0x30)] == \
        ["up", "up", "horizontal", "horizontal", "down", "down", "down"]
    assert [spring_direction("s2", s) for s in (0x00, 0x10, 0x20, 0x30, 0x40, 0x82)] == \
        ["up", "horizontal", "down", "diagonal_up", "diagonal_down", "up"]
    with pytest.raises(ValueError, match="subtype & 0xF"):
        spring_direction("s1", 0x04)
    with pytest.raises(ValueError, match="past the game's table"):
        spring_direction("s3k", 0x50)
    with pytest.raises(ValueError, match="Sonic 1, 2 and 3"):
        hp.Objects([Spring(0, 0)], 1, "cd")
    with pytest.raises(ValueError, match="past the game's table"):
        hp.Objects([Spring(0, 0, subtype=0x70)], 1, "s2")
    with pytest.raises(ValueError, match="direction"):
        spring_subtype("s1", "diagonal_up")
    with pytest.raises(ValueError):
        Spring(0, 0, subtype=256)
    o = hp.Objects([Spring(10, 20, subtype=0x12), hp.objects.KindObject("spring", 10, 20, subtype=0x12)], 1, "s1")
    for f in ("cx", "hj", "hs", "aw", "wr", "hr", "subtype"):
        a = getattr(o.raw, f)[0]
        assert a[0] == a[1], f  # the generic constructor builds the same spring
    assert (int(o.raw.cx[0, 0]), int(o.raw.hj[0, 0]), int(o.raw.hs[0, 0]), int(o.raw.aw[0, 0])) == (0x13, 0xE, 0xF, 8)


def test_scenario_spring():
    d = {"format": "hedgephys-scenario/1", "game": "s2", "inputs": [["", 40]],
         "tiles": {"1": {"heights": [16] * 16, "angle": 0}}, "map": [[0] * 40] * 9 + [[1] * 40],
         "player": {"x": 300, "y": 40}, "objects": [{"type": "spring", "x": 300, "y": 136, "subtype": 2}]}
    frames = hp.scenario.run_scenario(d).frames
    assert any("sprung:0" in f["events"] for f in frames)
    assert {f["objects"][0]["state"] for f in frames} == {"idle", "sprung"}


# ---- placers on real layouts ----
ROOT = os.environ.get("HEDGEPHYS_DISASM")
CHECKOUTS = hp.levels.find_checkouts(ROOT) if ROOT else {}


@pytest.mark.skipif(not ROOT, reason="HEDGEPHYS_DISASM is not set (no disassembly checkout)")
@pytest.mark.parametrize("game, act, spring_id, count", [("s1", "ghz1", 0x41, 4), ("s2", "ehz1", 0x41, 14),
                                                        ("s3k", "aiz1", 0x07, 12)])
def test_placers_on_real_acts(game, act, spring_id, count):
    if game not in CHECKOUTS:
        pytest.skip(f"no {game} checkout")
    layout = hp.levels.object_layout(CHECKOUTS[game], act)
    recs = layout.of_id(spring_id)
    placed = [s for s in place(layout.objects, game, act) if isinstance(s, Spring)]
    assert len(recs) == len(placed) == count
    for rec, s in zip(recs, placed):
        assert (s.x, s.y, s.subtype, bool(s.x_flip)) == (rec["x"], rec["y"], rec["subtype"], rec["x_flip"])
    o = hp.Objects(placed, 1, game)  # every subtype taken by its game
    assert len(o) == count
    if game == "s1":  # GHZ1's four are yellow, facing up (subtype 2)
        assert {s.direction("s1") for s in placed} == {"up"} and {s.subtype for s in placed} == {2}
    if game == "s2":  # EHZ1: six diagonal springs (subtypes $32, $3A)
        assert sum(s.direction("s2") == "diagonal_up" for s in placed) == 6


@pytest.mark.skipif(not ROOT, reason="HEDGEPHYS_DISASM is not set (no disassembly checkout)")
@pytest.mark.parametrize("game, act, ups", [("s1", "ghz1", 4), ("s2", "ehz1", 3), ("s3k", "aiz1", 8)])
def test_every_up_spring_of_a_real_act_launches(game, act, ups):
    """Dropped from 60 px above each up spring of the act, on the act's own
    terrain, the player is launched at the spring's power (these are yellow)."""
    if game not in CHECKOUTS:
        pytest.skip(f"no {game} checkout")
    level = hp.levels.load(CHECKOUTS[game], act)
    layout = hp.levels.object_layout(CHECKOUTS[game], act)
    springs = [s for s in place(layout.objects, game, act) if isinstance(s, Spring) and s.direction(game) == "up"]
    assert len(springs) == ups
    for s in springs:
        p = hp.Players(1, game=game)
        p.place(x=s.x, y=s.y - 60, grounded=False)
        o = hp.Objects([s], 1, game)
        rec = p.step(level.tilemap, np.zeros((40, 1), np.uint8), objects=o, record=["ysp"])
        power = -0xA00 if s.subtype & 2 else -0x1000
        assert rec["ysp"][:, 0].min() == power, (s.x, s.y)
