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
  Obj_LRZSpikeBall, loc_4397E);
* the lava falls, kind ``s3k_lrz_lava_fall`` ($1F Obj_LRZLavaFall,
  loc_436A8, loc_43764);
* the dash elevators, kind ``s3k_lrz_dash_elevator`` ($1E
  Obj_LRZDashElevator, loc_42F78, sub_4301C).

The expected places come from emulating each routine frame by frame from
its loading (the object loaded on the act's first frame), not from the
kinds' closed forms.
"""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_lrz2 import (LRZ_DASH_ELEVATOR_SOLID, LRZ_LAUNCHED_BALL_COLLISION, LRZ_LAUNCHED_BALL_DY, LRZ_LAUNCHER_SOLID,
                                             LRZ_LAVA_FALL_COLLISION, LRZ_ROLLING_BALL_COLLISION,
                                             LRZ_SWING_BALL_COLLISION)
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
    # Obj_LRZLavaFall: its falls' collision_flags $99 (Touch_Sizes $19: 32 x 8)
    (lava,) = placed(0x1F, 0x70, x_flip=True)
    assert LRZ_LAVA_FALL_COLLISION == 0x99
    assert (lava.kind, lava.subtype, lava.x_flip, lava.width_radius, lava.height_radius) == (
        "s3k_lrz_lava_fall", 0x70, True, 32, 8)
    # Obj_LRZDashElevator: width_pixels $20; loc_43000 d1 $2B, d2 8, d3 9
    (lift,) = placed(0x1E, 0xB6, x_flip=True)
    assert LRZ_DASH_ELEVATOR_SOLID == (0x2B, 8, 9)
    assert (lift.kind, lift.subtype, lift.x_flip, lift.solid_width, lift.half_height, lift.stand_height,
            lift.width) == ("s3k_lrz_dash_elevator", 0xB6, True, 0x2B, 8, 9, 0x20)


def test_the_catalogue_says_why_the_rest_is_left():
    for oid in (0x1E, 0x1F, 0x20, 0x37):
        assert ("sk2", oid) not in catalogue.REASONS_BY_ID
    assert catalogue.REASONS_BY_ID[("sk2", 0x22)].startswith("a nonzero subtype")


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


# ----- the lava fall -------------------------------------------------------------------

def lava_run(subtype, x_flip, frames):
    """loc_436A8 from loading (counter c = t + 1 on frame t): while c's low
    byte >= the subtype, anim_frame_timer - 1, passing 0: 5 and a fall made.
    Each frame's (timer, the ages j of the falls listed: made j frames ago,
    j below $1C / $24)."""
    life = 0x24 if x_flip else 0x1C
    timer, made, out = 0, [], []
    for t in range(frames):
        if ((t + 1) & 0xFF) >= subtype:
            timer -= 1
            if timer < 0:
                timer = 5
                made.append(t)
        out.append((timer, sorted(t - m for m in made if t - m < life)))
    return out


def ages_of(o):
    bits = (int(o.raw.aux[0, 0]) & 0xFFFFFFFF) | ((int(o.raw.phase[0, 0]) & 0xFFFFFFFF) << 32)
    return [j for j in range(64) if bits >> j & 1]


@pytest.mark.parametrize("subtype, x_flip", [(0, False), (0x70, True), (0x50, False), (0xFF, False)])
def test_lava_fall_drops_every_6th_frame_while_the_counter_byte_reaches_its_subtype(subtype, x_flip):
    (lava,) = placed(0x1F, subtype, x_flip=x_flip)
    want = lava_run(subtype, x_flip, 800)
    for t, (_table, o) in enumerate(object_frames([lava], 800, game="s3k")):
        assert (int(o.raw.timer[0, 0]), ages_of(o)) == want[t], t


def lava_touch(frames, dy, shield=0, x_flip=False):
    """The lava fall of subtype 0 run `frames` frames, then a player put at
    its X and Y + dy, in the air, for one frame: whether he is hurt."""
    (lava,) = placed(0x1F, 0, x_flip=x_flip)
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    p.place(x=OX - 600, y=OY, grounded=False)
    o = hp.Objects([lava], 1, "s3k")
    for _ in range(frames):
        p.place(x=OX - 600, y=OY, grounded=False)
        p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
    p.place(x=OX, y=OY + dy, grounded=False)
    p.raw.shield[0] = shield
    p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
    return bool(p.raw.hurt[0])


def test_lava_falls_hurt_where_the_last_frame_left_them():
    """The falls made 0, 6, 12, ... frames ago sit at Y + 8 (j + 1) (loc_43764:
    MoveSprite2 at y_vel $800 before the listing) while j < $1C; the scan reads
    the last frame's list."""
    # after 40 frames (t = 0..39), falls made on t = 12, 18, 24, 30, 36: j = 27, 21, 15, 9, 3
    assert lava_run(0, False, 40)[-1][1] == [3, 9, 15, 21, 27]
    assert lava_touch(40, 8 * 4)       # j = 3
    assert lava_touch(40, 8 * 28)      # j = 27: its last listed frame
    assert not lava_touch(40, 8 * 35)  # j = 34: deleted at j = $1C
    assert lava_touch(40, 8 * 35, x_flip=True)  # the X-flipped ones last $24 frames
    assert not lava_touch(40, -40)     # above the object: none there


def test_the_fire_shield_spares_the_player():
    """shield_reaction bit 4 (Touch_ChkHurt: status_secondary & $73 & it):
    the fire shield ($11) is not hurt; a plain shield ($01) is (and lost)."""
    assert not lava_touch(40, 8 * 4, shield=0x11)
    assert lava_touch(40, 8 * 4, shield=0x01)


@pytest.mark.parametrize("seq", [[2] * 60 + [18] * 30, [0] * 200])
def test_lava_fall_broad_phase(seq):
    (p1, o1), (p2, o2) = broad_phase_worlds(placed(0x1F, 0, x=OX, y=FLOOR - 0x100), OX - 0x80, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ----- the dash elevator ---------------------------------------------------------------

READY, DRIVEN = 121, 122  # ObjectState codes (objects.hpp): its flag $2E clear / set


def elevator_start(subtype, x_flip):
    """Obj_LRZDashElevator: d0 = (subtype & $7F) << 3, d1 = $20 with bit 7;
    $30's high word d1 (d0 - d1 X-flipped) and $46 = y (- d0 X-flipped)."""
    d0, d1 = (subtype & 0x7F) << 3, 0x20 if subtype & 0x80 else 0
    return (d0 - d1 if x_flip else d1), OY - (d0 if x_flip else 0), d0


def elevator_ride(subtype, x_flip, facing_left, presses):
    """A player dropped onto the elevator, turned to face one way, then
    ducking, charging with `presses` presses, releasing and rolling; each
    frame checked against sub_4301C and loc_42F78 emulated from what his own
    update left (anim, air, facing, spin_dash_counter) and the last frame's
    standing bit. Returns the elevator's y on each frame."""
    start, top, travel = elevator_start(subtype, x_flip)
    (lift,) = placed(0x1E, subtype, x_flip=x_flip)
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 0x30, grounded=False)
    o = hp.Objects([lift], 1, "s3k")
    for _ in range(30):
        p.step(empty, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.standing[0, 0] and int(o.raw.state[0, 0]) == READY
    pos = (max(start, 0) if start < travel else travel) << 16  # the init frame's clamps
    assert int(o.raw.aux[0, 0]) & 0xFFFFFFFF == pos and int(o.raw.y[0, 0]) >> 16 == top + (pos >> 16)
    p.raw.facing_left[0] = facing_left
    ids = hp.anim_ids("s3k")
    buttons = [hp.D, hp.D | hp.J] + [hp.D, hp.D | hp.J] * presses + [hp.D] + [0] * 90
    ys, driven = [], 0
    for b in buttons:
        state, standing = int(o.raw.state[0, 0]), bool(o.raw.standing[0, 0])
        p.step(empty, np.array([[b]], np.uint8), objects=o)
        anim, air = int(p.raw.anim[0]), bool(p.raw.airborne[0])
        d5 = 0
        if state == READY:
            want = DRIVEN if standing and anim == ids["spindash"] else READY
        elif air or anim not in (ids["roll"], ids["spindash"]):
            want = READY
            assert int(p.raw.xsp[0]) == 0
        else:
            want = DRIVEN
            push = (8 + (int(p.raw.spindash_counter[0]) >> 8)) & 0xFF
            d5 = push if p.raw.facing_left[0] else -push
            driven += 1
        pos = (pos + d5 * 0x2000) & 0xFFFFFFFF
        if pos & 0x80000000:
            pos = 0
        pos = min(pos, travel << 16)
        assert int(o.raw.state[0, 0]) == want
        assert int(o.raw.aux[0, 0]) & 0xFFFFFFFF == pos
        assert int(o.raw.y[0, 0]) >> 16 == top + (pos >> 16)
        if want == DRIVEN:
            assert int(p.raw.x[0]) >> 16 == OX  # his X word = its X
        ys.append(int(o.raw.y[0, 0]) >> 16)
    assert driven > 10 and int(o.raw.state[0, 0]) == READY  # the roll ran out: let go
    return ys, top, travel


@pytest.mark.parametrize("subtype, x_flip, facing_left, presses", [
    (0x10, False, True, 3), (0x10, True, False, 0), (0x90, False, True, 6), (0x46, True, False, 2),
    (0x04, False, False, 1), (0x02, True, True, 8)])
def test_a_spin_dash_on_the_elevator_drives_it(subtype, x_flip, facing_left, presses):
    """sub_4301C / loc_42F78: driven down facing left, up facing right, by
    (8 + the counter's high byte) * $2000 a frame while he spin-dashes and
    rolls on it, between 0 and its travel."""
    start, _top, _travel = elevator_start(subtype, x_flip)
    ys, top, travel = elevator_ride(subtype, x_flip, facing_left, presses)
    y0 = top + min(max(start, 0), travel)
    if facing_left:
        assert all(b >= a for a, b in zip(ys, ys[1:])) and (ys[-1] > y0 or y0 == top + travel)
    else:
        assert all(b <= a for a, b in zip(ys, ys[1:])) and (ys[-1] < y0 or y0 == top)


def test_dash_elevator_broad_phase():
    (lift,) = placed(0x1E, 0x10, x=OX, y=FLOOR - 0x30)
    for seq in ([2] * 40 + [18] * 30 + [0] * 30, [hp.D, hp.D | hp.J] * 4 + [hp.D] + [0] * 60):
        (p1, o1), (p2, o2) = broad_phase_worlds([lift], OX - 0x80, "s3k")
        assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ----- the real layouts ---------------------------------------------------------------

@pytest.mark.parametrize("object_id, kind, counts, records", [
    (0x20, "s3k_lrz_swing_ball", {"lrz1": 11, "lrz2": 14}, {"lrz1": 11, "lrz2": 14}),
    (0x37, "s3k_lrz_launched_ball", {"lrz1": 0, "lrz2": 9}, {"lrz1": 0, "lrz2": 9}),
    (0x22, "s3k_lrz_rolling_ball", {"lrz1": 5, "lrz2": 0}, {"lrz1": 6, "lrz2": 0}),  # one of subtype $C0
    (0x1F, "s3k_lrz_lava_fall", {"lrz1": 7, "lrz2": 0}, {"lrz1": 7, "lrz2": 0}),
    (0x1E, "s3k_lrz_dash_elevator", {"lrz1": 6, "lrz2": 0}, {"lrz1": 6, "lrz2": 0}),
])
def test_every_record_is_placed(object_id, kind, counts, records):
    for act, n in counts.items():
        lay = hp.levels.object_layout(disasm_checkout("s3k"), act, game="s3k")
        recs = lay.objects[lay.objects["id"] == object_id]
        objs = [o for o in place(recs, "s3k", act) if str(o.kind) == kind]
        assert len(recs) == records[act] and len(objs) == n
        hp.Objects(place(recs, "s3k", act), 1, "s3k")  # accepted by the core


def test_a_barrier_placed_near_the_words_wrap_is_busy():
    """Found by tests/test_objects_properties.py on this branch (not an LRZ
    kind): S2 Obj2D's window compares d2 signed and d3 unsigned, so a barrier
    at x -223 sees a player anywhere right of 0 in its y range; its busy
    radius was the $200 reach (kinds/s2_barrier.cpp)."""
    bar = KindObject("s2_barrier", -223, FLOOR - 17, width_radius=8, height_radius=32, solid_width=25,
                     half_height=17, stand_height=18, width=14)
    for game in ("s1", "s2"):
        (p1, o1), (p2, o2) = broad_phase_worlds([bar], 300, game)
        assert_same_as_stages(p1, o1, p2, o2, [2] * 20, world=WIDE)
