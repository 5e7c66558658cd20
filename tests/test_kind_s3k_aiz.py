"""Angel Island's disappearing floors: the kind s3k_aiz_disappearing_floor
(cpp/hedgephys/kinds/s3k_aiz_disappearing_floor.cpp, docs/kinds/s3k_aiz.md),
S3K Obj_AIZDisappearingFloor (s3.asm: its init, loc_293BA, loc_29450,
word_29316, Animate_SpriteIrregularDelay with Ani_AIZDisappearingFloor). The
kind's closed form is checked against the routine stepped frame by frame
here from its loading on the act's first frame (counter 1)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, disasm_read, s3_routine_text

FRAME = 33  # the level frame counter's word in the oscillators' table (oscillators.hpp)
OX, OY = 1000, 1000
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
#: Ani_AIZDisappearingFloor: (frame, delay) pairs and the $FD / $FF commands, as bytes.
ANIMS = ((0, 0x1F, 0xFF),
         (1, 1, 2, 1, 3, 1, 4, 1, 5, 0x7F, 5, 0x3F),
         (4, 3, 3, 2, 2, 1, 1, 1, 0xFD, 0))
SOLID = (0x2B, 0x18, 0x19)  # loc_29478: SolidObjectFull's d1, d2, d3


def script(anim):
    """The bytes Animate_SpriteIrregularDelay reads from animation anim on (animation 1 runs on into 2's)."""
    return [b for a in ANIMS[anim:] for b in a]


def routine_solid(subtype, frames):
    """The parent and its child stepped from loading at counter 1: the child's solidity on counters 1..frames."""
    n = subtype & 0xF
    mask = (2 << n) - 1  # word_29316
    off = ((subtype >> 4) & 0xF) << max(n - 3, 0)
    anim = prev = aframe = timer = mapping = made = 0
    d0 = (1 + off) & mask
    if d0 and d0 < 0xC8:  # the init: animation 2 at frame 5
        timer, aframe, anim, prev, mapping = (0xC8 - d0) & 0xFF, 0, 2, 2, 5
    child = False
    out = []
    for c in range(1, frames + 1):
        if (c + off) & mask == 0:  # loc_293BA
            anim, prev, made = 1, 0, 0
        if anim != prev:  # Animate_SpriteIrregularDelay
            prev, aframe, timer = anim, 0, 0
        timer = (timer - 1) & 0xFF
        if timer == 0xFF:
            s = script(anim)
            at = 2 * aframe
            f = s[at]
            if f == 0xFF:  # loc_1934A: back to the first frame, the timer from beside the $FF
                aframe, f = 0, s[0]
            if f == 0xFD:  # loc_1936E: the next animation
                anim = s[at + 1]
            else:
                timer, mapping, aframe = s[at + 1], f, aframe + 1
        if mapping == 5 and not made:  # loc_293E4: the child, run the same frame
            made, child = 1, True
        if child and mapping == 3:  # loc_29450: to x $7FF0
            child = False
        out.append(child)
    return out


def kind_solid(subtype, counters):
    floor = hp.objects.KindObject("s3k_aiz_disappearing_floor", OX, OY, subtype=subtype)
    o = hp.Objects([floor], 1, "s3k")
    p = hp.Players(1, game="s3k")
    out = []
    for c in counters:
        o.oscillators[0, FRAME] = c & 0xFFFF
        o.raw.standing[0, 0] = 0
        p.place(x=OX, y=OY - SOLID[2] - 19 + 2, grounded=False)
        p.raw.ysp[0] = 0x100
        out.append(o.update(p, 0)[1] == "top")
    return out


@pytest.mark.parametrize("subtype", [0x07, 0x47, 0x87, 0xC7, 0x37, 0xF7, 0x18, 0x28, 0x08])
def test_the_kind_follows_the_routine_frame_by_frame(subtype):
    frames = 3 * ((2 << (subtype & 0xF)) + 1) + 40
    assert kind_solid(subtype, range(1, frames + 1)) == routine_solid(subtype, frames)


def test_the_counter_word_wraps_as_a_new_loading():
    assert kind_solid(0x47, [0x10000 + c for c in range(1, 300)]) == routine_solid(0x47, 299)


def test_a_player_on_the_floor_falls_when_it_goes():
    floor = hp.objects.KindObject("s3k_aiz_disappearing_floor", OX, OY, subtype=0x07)
    assert (floor.solid_width, floor.half_height, floor.stand_height) == SOLID
    o = hp.Objects([floor], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 0x40, grounded=False)
    solid = routine_solid(0x07, 600)
    stood = []
    for _ in range(600):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        stood.append(int(o.raw.standing[0, 0]))
    first_off = next(c for c in range(300, 600) if solid[c - 1] and not solid[c])
    assert stood[first_off - 1] == 1 and stood[first_off] == 0  # dropped on the frame the child went


def test_the_routine_numbers_in_the_checkout():
    text = disasm_read("s3k", "Levels/AIZ/Misc Object Data/Anim - Disappearing Floor.asm")
    rows = [tuple(int(v.replace("$", ""), 16) for v in re.findall(r"\$?[0-9A-F]+", line.split("dc.b")[1]))
            for line in text.splitlines() if "dc.b" in line]
    assert tuple(rows) == ANIMS
    masks = re.findall(r"dc\.w\s+\$?([0-9A-F]+)", s3_routine_text("word_29316", 400))[:16]
    assert [int(m, 16) for m in masks] == [(2 << n) - 1 for n in range(16)]
    init = s3_routine_text("Obj_AIZDisappearingFloor", 1400)
    assert "subi.w\t#$C8,d0" in init and "subq.w\t#3,d2" in init
    child = s3_routine_text("loc_29478", 200)
    assert re.findall(r"move\.w\t#\$([0-9A-F]+),d[123]", child)[:3] == ["2B", "18", "19"]


@pytest.mark.parametrize("game", ["s3k", "s3"])
def test_every_floor_of_the_real_layouts_is_placed(game):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "aiz2", game=game)
    records = lay.objects[lay.objects["id"] == 0x29]
    objs = place(records, game, "aiz2")
    assert len(objs) == len(records) == 6
    assert all(o.kind == "s3k_aiz_disappearing_floor" for o in objs)
    table = "sk1" if game == "s3k" else "s3"
    short = Placement(game, "aiz2", table, 0, OX, OY, 0x29, 0x46, False, False, False)
    assert placers()[(table, 0x29)](short) == []  # period 128: not placed


# ----- the collapsing log bridges (Obj_AIZCollapsingLogBridge: loc_2A538, loc_2A638, sub_2A664) -----

def log_bridge(subtype=8, x_flip=False):
    rec = Placement("s3k", "aiz2", "sk1", 0, OX, OY, 0x2C, subtype, x_flip, False, False)
    (obj,) = placers()[("sk1", 0x2C)](rec)
    return obj


def release_frame(px, subtype=8, x_flip=False):
    """Frames from landing until a player standing still at px is let go, and the objects."""
    o = hp.Objects([log_bridge(subtype, x_flip)], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=px, y=OY - 8 - 19 + 2, grounded=False)
    p.raw.ysp[0] = 0x100
    o.update(p, 0)
    assert o.raw.standing[0, 0] == 1
    for f in range(1, 200):
        o.update(p, 0)
        if not o.raw.standing[0, 0]:
            return f, o, p
    raise AssertionError("never released")


def routine_release(px, subtype=8, x_flip=False):
    """The frame sub_2A664 lets him go, counted as release_frame does (1: the frame after landing)."""
    t = px - OX + 0x5A
    if x_flip:
        t = 0xB4 - t
    log = ((t >> 5) * 8 + subtype) & 0xFF
    last = (subtype + 0x30 - log) & 0xFF
    countdown = (subtype + 0x30) & 0xFF  # $34 = $35 on the frame after landing (f = 1)
    for f in range(2, 300):  # loc_2A638 from the next frame: $34 - 1, then the test
        countdown = (countdown - 1) & 0xFF
        if not countdown > last:
            return f


@pytest.mark.parametrize("dx", [-0x5A, -0x40, -0x21, -1, 0, 0x1F, 0x20, 0x3F, 0x59])
@pytest.mark.parametrize("x_flip", [False, True])
def test_a_rider_is_let_go_when_his_log_goes(dx, x_flip):
    f, o, p = release_frame(OX + dx, x_flip=x_flip)
    assert f == routine_release(OX + dx, x_flip=x_flip)
    assert p.raw.airborne[0] == 1 and p.raw.on_object[0] == -1 and o.state(0, 0) == "crumbling"


def test_it_crumbles_once_stood_on_and_is_gone_after_its_countdown():
    o = hp.Objects([log_bridge()], 1, "s3k")
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 40, grounded=False)
    states = []
    for _ in range(150):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        states.append(o.state(0, 0))
    first = states.index("crumbling")
    assert states.index("fallen") - first == 8 + 0x30  # $34 = $35 counts down to 0
    assert int(p.raw.y[0]) >> 16 > OY + 100  # he fell through where it was


def test_the_burning_drawbridge_is_top_solid_until_the_boss():
    b = log_bridge(0x88)
    assert isinstance(b, hp.JumpThrough) and (b.width_radius, b.height_radius) == (0x60, 8)
    assert "tst.b\t(_unkFAA2).w" in s3_routine_text("loc_2A5AA", 100)
    text = s3_routine_text("Obj_AIZCollapsingLogBridge", 2200)
    assert "addi.b\t#$30,d0" in text and "move.b\t#$5A,width_pixels(a0)" in text
    assert "move.b\t#$60,width_pixels(a0)" in text and "move.b\t#8,height_pixels(a0)" in text


@pytest.mark.parametrize("game", ["s3k", "s3"])
def test_every_log_bridge_of_the_real_layouts_is_placed(game):
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "aiz2", game=game)
    records = lay.objects[lay.objects["id"] == 0x2C]
    objs = place(records, game, "aiz2")
    assert len(objs) == len(records) > 0
    assert sum(o.kind == "s3k_aiz_log_bridge" for o in objs) == sum(int(r["subtype"]) < 0x80 for r in records)
