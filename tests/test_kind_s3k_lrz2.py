"""More of Lava Reef's Sonic & Knuckles-only objects (issue 18;
docs/kinds/s3k_lrz2.md), whose code is in sonic3k.asm only: the checkout
lacks it, so the routines' numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm) and each test names the label they come
from; the launcher's animation script is read from the checkout
(Levels/LRZ/Misc Object Data/Anim - Spike Ball Launcher.asm).

* the swinging spike balls, kind ``s3k_lrz_swing_ball`` (SK Set 2 $20
  Obj_LRZSwingingSpikeBall, loc_435E0, sub_43604);
* the spike ball launchers, a SolidBox and the kind ``s3k_lrz_launched_ball``
  ($37 Obj_LRZSpikeBallLauncher, loc_448A8, loc_448E2, loc_44916);
* the spike balls of subtype 0, kind ``s3k_lrz_rolling_ball`` ($22
  Obj_LRZSpikeBall, loc_4397E).

The expected places come from emulating each routine frame by frame from
its loading (the object loaded on the act's first frame), not from the
kinds' closed forms.
"""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_lrz2 import (LRZ_LAUNCHED_BALL_COLLISION, LRZ_LAUNCHED_BALL_DY, LRZ_LAUNCHER_SOLID,
                                             LRZ_ROLLING_BALL_COLLISION, LRZ_SWING_BALL_COLLISION)
from hedgephys.levels.placing import Placement, place, placers
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_checkout, disasm_read, object_frames, sine_cosine

OX, OY = 600, 300


def placed(object_id, subtype=0, x_flip=False, y_flip=False, x=OX, y=OY):
    rec = Placement("s3k", "lrz1", "sk2", 0, x, y, object_id, subtype, x_flip, y_flip, False)
    return placers()[("sk2", object_id)](rec)


def place_of(o, j=0):
    return int(o.raw.x[0, j]) >> 16, int(o.raw.y[0, j]) >> 16


def s32(v):
    v &= 0xFFFFFFFF
    return v - (1 << 32) if v & 0x80000000 else v


# ----- the numbers read in sonic3k.asm ------------------------------------------------

def test_the_placers_take_the_routines_numbers():
    # Obj_LRZSwingingSpikeBall: collision_flags $9A (Touch_Sizes $1A: 12 x 12)
    (ball,) = placed(0x20, 3, x_flip=True)
    assert LRZ_SWING_BALL_COLLISION == 0x9A and touch_size("s3k", 0x9A) == (12, 12)
    assert (ball.kind, ball.subtype, ball.x_flip, ball.width_radius, ball.height_radius) == (
        "s3k_lrz_swing_ball", 3, True, 12, 12)
    assert placed(0x20, 0x10) == []  # (subtype & $F) - 1 = -1: dbf would loop 65536 times
    # Obj_LRZSpikeBallLauncher: loc_448FA d1 $1B, d2 4, d3 5; the ball 8 px up, collision $9A
    box, launched = placed(0x37, 0x60)
    assert LRZ_LAUNCHER_SOLID == (0x1B, 4, 5) and LRZ_LAUNCHED_BALL_DY == -8
    assert isinstance(box, hp.SolidBox) and (box.x, box.y, box.width_radius, box.height_radius,
                                             box.stand_height) == (OX, OY, 0x10, 4, 5)
    assert LRZ_LAUNCHED_BALL_COLLISION == 0x9A
    assert (launched.kind, launched.x, launched.y, launched.subtype, launched.width_radius) == (
        "s3k_lrz_launched_ball", OX, OY - 8, 0x60, 12)
    # Obj_LRZSpikeBall: subtype 0 sets collision_flags $8F (Touch_Sizes $F: 24 x 24); the others are left
    (rolling,) = placed(0x22, 0, y_flip=True)
    assert LRZ_ROLLING_BALL_COLLISION == 0x8F
    assert (rolling.kind, rolling.y_flip, rolling.width_radius, rolling.height_radius) == (
        "s3k_lrz_rolling_ball", True, 24, 24)
    assert placed(0x22, 0xC0) == []


def test_the_catalogue_says_why_the_rest_is_left():
    assert ("sk2", 0x20) not in catalogue.REASONS_BY_ID and ("sk2", 0x37) not in catalogue.REASONS_BY_ID
    assert catalogue.REASONS_BY_ID[("sk2", 0x22)].startswith("a nonzero subtype")
    for oid in (0x1E, 0x1F):
        assert catalogue.REASONS_BY_ID[("sk2", oid)].endswith(": not modelled")


# ----- the swinging spike ball ------------------------------------------------------

def sub_43604(angle, subtype, d0_high, d1_high):
    """sub_43604 on 32-bit registers: GetSineCosine writes the low words,
    swap, asr.l #4; the sums start at one step (two with subtype bit 7) and
    gain one per link; the ball takes the sums' high words."""
    sin, cos = sine_cosine(angle)
    d0 = s32(((sin & 0xFFFF) << 16) | d0_high) >> 4
    d1 = s32(((cos & 0xFFFF) << 16) | d1_high) >> 4
    d4, d5 = d0, d1
    if subtype & 0x80:
        d4, d5 = d4 + d0, d5 + d1
    for _ in range(subtype & 0xF):
        d4, d5 = d4 + d0, d5 + d1
    high = (lambda v: s32(v) >> 16)
    return high(d5), high(d4)


@pytest.mark.parametrize("subtype, x_flip", [(2, False), (3, True), (4, False), (0x84, True), (0xF, False)])
def test_swinging_ball_circles_by_2_a_frame_from_loading(subtype, x_flip):
    """Obj_LRZSwingingSpikeBall runs on into loc_435E0: sub_43604 at $34 (0 at
    loading), then $34 += $36 (2, -2 X-flipped). d0's old high word is
    loc_435E0's address's ($0004; 0 on the init frame), d1's taken as 0
    (kinds/s3k_lrz_balls.cpp)."""
    (ball,) = placed(0x20, subtype, x_flip=x_flip)
    angle = 0
    for n, (_table, o) in enumerate(object_frames([ball], 300, game="s3k")):
        dx, dy = sub_43604(angle, subtype, 0 if n == 0 else 0x0004, 0)
        assert place_of(o) == (OX + dx, OY + dy)
        angle = (angle + (-2 if x_flip else 2)) & 0xFF


def test_d0s_high_word_never_carries():
    """$0004 >> 4 = 0: the Y sum is the same whatever the init left (0) or
    Process_Sprites loads (the routine's address, $000435E0)."""
    for angle in range(256):
        for subtype in (2, 3, 4, 0x8F):
            assert sub_43604(angle, subtype, 4, 0)[1] == sub_43604(angle, subtype, 0, 0)[1]


def test_swinging_ball_hurts_a_player_it_touches():
    (ball,) = placed(0x20, 3)
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    p.place(x=OX - 300, y=OY, grounded=False)
    o = hp.Objects([ball], 1, "s3k")
    p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.hurt[0] == 0
    x, y = place_of(o)
    p.place(x=x, y=y, grounded=False)
    p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.hurt[0] == 1


@pytest.mark.parametrize("seq", [[2] * 60 + [18] * 30, [1] * 30 + [0] * 60])
def test_swinging_ball_broad_phase(seq):
    (p1, o1), (p2, o2) = broad_phase_worlds(placed(0x20, 3, x=OX, y=FLOOR - 0x40), OX - 0x80, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ----- the spike ball launcher --------------------------------------------------------

def launcher_script():
    """Ani_LRZSpikeBallLauncher from the checkout: its two scripts as
    (frame, delay) pairs, codes included."""
    text = disasm_read("s3k", "Levels/LRZ/Misc Object Data/Anim - Spike Ball Launcher.asm")
    scripts = []
    for label in ("byte_4495E", "byte_44964"):
        body = text.split(label + ":", 1)[1].split("byte_", 1)[0].split("even", 1)[0]
        nums = [int(v.replace("$", "0x"), 0) for v in re.findall(r"\$?[0-9A-Fa-f]+", " ".join(
            line.split("dc.b", 1)[1] for line in body.splitlines() if "dc.b" in line))]
        scripts.append(list(zip(nums[::2], nums[1::2])))
    return scripts


def throws(frames):
    """Animate_SpriteIrregularDelay over the launcher's scripts, from anim 0
    at loading (anim_frame_timer 0): the frames (0 = the loading frame) on
    which $FC runs with anim 1 (loc_448E2: the throw)."""
    scripts = launcher_script()
    anim, prev, index, timer, out = 0, 0, 0, 0, []
    for t in range(frames):
        if anim != prev:
            prev, index, timer = anim, 0, 0
        timer = (timer - 1) & 0xFF
        if timer == 0xFF:
            frame, delay = scripts[anim][index]
            if frame < 0x80:
                timer, index = delay, index + 1
            elif frame == 0xFD:
                anim = delay
            elif frame == 0xFC:
                timer, index = 0, index + 1
                if anim == 1:
                    out.append(t)
            else:
                raise AssertionError(f"code {frame:#x} unexpected")
    return out


def test_the_launcher_throws_on_frame_270_then_every_272():
    got = throws(2000)
    assert got[:3] == [270, 542, 814] and all(b - a == 272 for a, b in zip(got, got[1:]))


def launched_run(subtype, frames):
    """The ball emulated: resting at $46 = y - 8 (fraction 0), thrown on
    frame 270 + 272 n: MoveSprite until y > $46 (unsigned), then the pixel
    word reset to $46, the fraction kept."""
    y, vel, flying, out = (OY - 8) << 16, 0, False, []
    for t in range(frames):
        if t >= 270 and (t - 270) % 272 == 0:
            flying, vel = True, -(subtype << 4)
        if flying:
            y = (y + (vel << 8)) & 0xFFFFFFFF
            vel += 0x38
            if (y >> 16) > OY - 8:
                y, flying = ((OY - 8) << 16) | (y & 0xFFFF), False
        out.append((y >> 16, flying))
    return out


@pytest.mark.parametrize("subtype", [0x50, 0x60, 0x70, 0])
def test_the_launched_ball_flies_up_and_back(subtype):
    (_box, ball) = placed(0x37, subtype)
    want = launched_run(subtype, 900)
    for t, (_table, o) in enumerate(object_frames([ball], 900, game="s3k")):
        assert (place_of(o), int(o.raw.state[0, 0]) != 0) == ((OX, want[t][0]), want[t][1]), t
    assert min(y for y, _ in want) < OY - 8 - (0x30 if subtype else -1)


def drop(objs, frames=40):
    """A player let go above the launcher at OX, OY on an empty map; whether
    he was hurt, and whether he stands on object 0 at the end."""
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 0x40, grounded=False)
    o = hp.Objects(objs, 1, "s3k")
    hurt = False
    for _ in range(frames):
        p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
        hurt = hurt or bool(p.raw.hurt[0])
    return hurt, bool(o.raw.standing[0, 0])


def test_the_launcher_is_solid_and_its_resting_ball_hurts_a_rider():
    """loc_448FA: SolidObjectFull ($1B / 4 / 5): he lands on the box; the
    resting ball ($9A, 8 px above it) reaches down over its top: a player
    landing there is hurt."""
    box, ball = placed(0x37, 0x60)
    assert drop([box]) == (False, True)
    assert drop([box, ball])[0]


@pytest.mark.parametrize("seq", [[2] * 40 + [18] * 30 + [0] * 300, [0] * 400])
def test_launcher_broad_phase(seq):
    (p1, o1), (p2, o2) = broad_phase_worlds(placed(0x37, 0x50, x=OX, y=FLOOR - 4), OX - 0x80, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ----- the rolling spike ball ---------------------------------------------------------

@pytest.mark.parametrize("y_flip", [False, True])
def test_rolling_ball_rolls_in_place_on_the_floor(y_flip):
    """loc_4397E: x = $44 + (cos($26) asr 2), then (unless Y-flipped)
    ObjCheckFloorDist from y + $20 and y += it (the floor's top row is
    FLOOR: y + $20 ends on the pixel above it, as a standing player's feet);
    $26 -= 2."""
    y0 = FLOOR - 0x28
    (ball,) = placed(0x22, 0, y_flip=y_flip, x=OX, y=y0)
    angle = 0
    for _table, o in object_frames([ball], 200, game="s3k", tm=WIDE):
        _sin, cos = sine_cosine(angle)
        assert place_of(o) == (OX + (cos >> 2), y0 if y_flip else FLOOR - 0x21)
        angle = (angle - 2) & 0xFF


def test_rolling_ball_hurts():
    (ball,) = placed(0x22, 0, x=OX, y=FLOOR - 0x20)
    p = hp.Players(1, game="s3k")
    p.place(x=OX - 0xA0, y=FLOOR - 20, grounded=True)
    o = hp.Objects([ball], 1, "s3k")
    hurt = False
    for _ in range(90):
        p.step(WIDE, np.array([[2]], np.uint8), objects=o)
        hurt = hurt or bool(p.raw.hurt[0])
    assert hurt


@pytest.mark.parametrize("seq", [[2] * 40 + [18] * 30, [0] * 200])
def test_rolling_ball_broad_phase(seq):
    (p1, o1), (p2, o2) = broad_phase_worlds(placed(0x22, 0, x=OX + 0x40, y=FLOOR - 0x20), OX - 0x80, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ----- the real layouts ---------------------------------------------------------------

@pytest.mark.parametrize("object_id, kind, counts, records", [
    (0x20, "s3k_lrz_swing_ball", {"lrz1": 11, "lrz2": 14}, {"lrz1": 11, "lrz2": 14}),
    (0x37, "s3k_lrz_launched_ball", {"lrz1": 0, "lrz2": 9}, {"lrz1": 0, "lrz2": 9}),
    (0x22, "s3k_lrz_rolling_ball", {"lrz1": 5, "lrz2": 0}, {"lrz1": 6, "lrz2": 0}),  # one of subtype $C0
])
def test_every_record_is_placed(object_id, kind, counts, records):
    for act, n in counts.items():
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
        recs = lay.objects[lay.objects["id"] == object_id]
        objs = [o for o in place(recs, "s3k", act) if str(o.kind) == kind]
        assert len(recs) == records[act] and len(objs) == n
        hp.Objects(place(recs, "s3k", act), 1, "s3k")  # accepted by the core
