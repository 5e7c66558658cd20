"""Hydrocity's hand launchers (the kind s3k_hcz_hand_launcher,
cpp/hedgephys/kinds/s3k_hcz_hand_launcher.cpp): S3K Obj_HCZHandLauncher
(loc_2F6D8, loc_2F786, sub_2F878, sub_2F80C), read in s3.asm."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels.place_s3k_takeover import HCZ_HAND_SIZE
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, s3_routine_text

OX, OY = 600, 300
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
NONE = np.zeros((1, 1), np.uint8)


def hand(x=OX, y=OY, x_flip=False, table="s3"):
    rec = Placement("s3k", "hcz1", table, 0, x, y, 0x3A, 0, x_flip, False, False)
    (obj,) = placers()[(table, 0x3A)](rec)
    return obj


def offset(o):
    return (int(o.raw.y[0, 0]) >> 16) - OY


def test_a_hand_with_nobody_near_sinks_to_50_on_its_first_frame_and_stays():
    p = hp.Players(1, game="s3k")
    p.place(x=OX + 0x20, y=OY, grounded=False)  # x - (its x - $20) = $40: not near
    o = hp.Objects([hand()], 1, "s3k")
    for _ in range(5):
        p.step(EMPTY, NONE, objects=o)
        assert offset(o) == 0x50 and o.state(0, 0) == "idle"


def ride(character="sonic", game="s3k", x_flip=False, frames=200, press=None):
    """A player dropped from above onto the hand's centre: its $30 after each
    frame, and the players after the frame where each change happened."""
    p = hp.Players(1, game=game, character=character)
    o = hp.Objects([hand(x_flip=x_flip)], 1, game)
    p.place(x=OX, y=OY + 0x18 - 0x11 - 0x13 - 8, grounded=False)
    offs, grab, states = [], None, []
    for f in range(frames):
        buttons = np.full((1, 1), hp.J if press == f else 0, np.uint8)
        before = int(p.raw.object_control[0])
        p.step(EMPTY, buttons, objects=o)
        offs.append(offset(o))
        states.append(o.state(0, 0))
        if grab is None and before == 0 and p.raw.object_control[0] == 1:
            grab = f
            grabbed = {n: int(getattr(p.raw, n)[0]) for n in ("x", "gsp", "xr", "yr", "anim", "facing_left",
                                                               "rolling", "pushing")}
        if grab is not None and before == 1 and p.raw.object_control[0] == 0:
            return offs, grab, grabbed, {n: int(getattr(p.raw, n)[0]) for n in p.fields}, f, states
    raise AssertionError("never let go")


def test_it_rises_grabs_waits_rises_and_throws_on_its_own_clock():
    """loc_2F6D8: near, $30 - 8 a frame down to $18; the grab (sub_2F878); 19
    frames ($36 = 19); $30 - 8 to 0; loc_2F786 with $36 = 59; 59 frames;
    $30 + 8 a frame; at $18 the throw (sub_2F80C): ground_vel = x_vel =
    $1000, y_vel 0, object_control 0; the hand goes back down to $50."""
    offs, g, grabbed, thrown, t, states = ride()
    assert offs[:7] == [0x48, 0x40, 0x38, 0x30, 0x28, 0x20, 0x18]
    assert (grabbed["x"] >> 16, grabbed["gsp"], grabbed["xr"], grabbed["yr"], grabbed["anim"]) == (OX - 2, 0x1000,
                                                                                                     9, 0x13, 0)
    assert (grabbed["facing_left"], grabbed["rolling"], grabbed["pushing"]) == (0, 0, 0)
    after = [0x18] * 19 + [0x10, 8] + [0] * 61 + [8, 0x10, 0x18, 0x20]
    assert offs[g + 1:t + 1] == after and t == g + 86
    assert (thrown["gsp"], thrown["xsp"], thrown["ysp"], thrown["anim"]) == (0x1000, 0x1000, 0, 0)
    assert thrown["on_object"] == -1 and thrown["airborne"] == 0
    assert states[g] == "holding" and states[g + 23] == "throwing" and states[t] == "returning"


def test_x_flipped_it_throws_left_and_tails_is_grabbed_with_radius_f():
    _offs, _g, grabbed, thrown, _t, _s = ride(character="tails", x_flip=True)
    assert (grabbed["x"] >> 16, grabbed["gsp"], grabbed["facing_left"], grabbed["yr"]) == (OX + 2, -0x1000, 1, 0xF)
    assert (thrown["gsp"], thrown["xsp"]) == (-0x1000, -0x1000)


@pytest.mark.parametrize("game, character, radius", [("s3k", "knuckles", 0x13), ("s3", "tails", 0xF),
                                                     ("s3", "sonic", 0x13)])
def test_the_grab_radius_by_character(game, character, radius):
    """s3.asm: $F for any player not Obj_Sonic; sonic3k.asm (sub_30CF8): only Obj_Tails."""
    assert ride(character=character, game=game)[2]["yr"] == radius


@pytest.mark.parametrize("press, state", [(20, "idle"), (40, "returning")])
def test_a_jump_press_while_held_lets_go_at_800_and_minus_400(press, state):
    """sub_2F878: ground_vel = x_vel = $800, y_vel = -$400, object_control 0, in the air, off it; waiting
    (loc_2F6D8) the hand is idle again, counting down in loc_2F786 it goes on back down."""
    _offs, g, _grabbed, let_go, t, states = ride(press=press)
    assert t == press > g and states[t - 1] == ("holding" if state == "idle" else "throwing")
    assert (let_go["gsp"], let_go["xsp"], let_go["ysp"], let_go["airborne"], let_go["on_object"]) == (
        0x800, 0x800, -0x400, 1, -1)
    assert states[t] == state


def test_runners_across_hands_agree_with_every_routine_every_frame():
    objs = [hand(x=500 + 400 * i, y=FLOOR - 7, x_flip=bool(i % 2)) for i in range(4)]
    seq = ([2] * 60 + [0] * 120 + [2] * 30 + [18] * 10 + [0] * 100) * 2 + [1] * 60 + [2] * 200
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 300, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def test_the_numbers_are_s3_asm_s():
    wait = s3_routine_text("loc_2F762", 300)
    regs = dict((r, int(v, 16)) for v, r in re.findall(r"move\.w\s+#\$([0-9A-F]+),(d[13])", wait))
    assert regs == {"d1": HCZ_HAND_SIZE[0], "d3": HCZ_HAND_SIZE[1]}
    h = hand()
    assert (h.width, h.surface) == HCZ_HAND_SIZE == (0x20, 0x11)
    assert "#$50,$30(a0)" in s3_routine_text("Obj_HCZHandLauncher", 600)
    assert "#20-1,$36(a0)" in s3_routine_text("loc_2F730", 100)
    assert "#60-1,$36(a0)" in s3_routine_text("loc_2F722", 100)
    throw = s3_routine_text("sub_2F80C", 400)
    assert "#$1000,ground_vel(a1)" in throw and "#0,y_vel(a1)" in throw
    grab = s3_routine_text("sub_2F878", 1200)
    assert "#$800,x_vel(a1)" in grab and "#-$400,y_vel(a1)" in grab and "#$13,y_radius(a1)" in grab
    assert "#$F,y_radius(a1)" in grab and "#1,object_control(a1)" in grab


@pytest.mark.parametrize("game, act, count", [("s3", "hcz1", 5), ("s3", "hcz2", 7), ("s3k", "hcz1", 5),
                                              ("s3k", "hcz2", 7)])
def test_every_hand_of_the_real_layouts_is_placed(game, act, count):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    records = lay.objects[lay.objects["id"] == 0x3A]
    objs = [o for o in place(records, game, act) if o.kind == "s3k_hcz_hand_launcher"]
    assert len(objs) == len(records) == count
    assert sorted((o.x, o.y, bool(o.x_flip)) for o in objs) == sorted(
        (int(r["x"]), int(r["y"]), bool(r["x_flip"])) for r in records)
    hp.Objects(objs, 1, "s3k")
