"""Sonic & Knuckles' timed hazards (issue 18 points 3/4/7; docs/kinds/s3k_sk_timed.md),
whose code is in sonic3k.asm only: the checkout lacks it, so the routines'
numbers below were read from a public copy (murshies/skdisasm's sonic3k.asm)
and each test names the label they come from; the lightning's animation
script is in the checkout (Levels/DEZ/Misc Object Data/Anim - Lightning.asm).

* Death Egg's lightning, kind ``s3k_dez_lightning`` (Obj_DEZLightning,
  loc_478BE, loc_478CC, loc_478E2, loc_47906, loc_4791A; Ani_DEZLightning);
* Flying Battery's mines, kind ``s3k_fbz_mine`` (Obj_FBZMine, loc_3C972,
  sub_3C984, loc_3C9BC, loc_3C9E4).
"""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_sk_timed import DEZ_LIGHTNING_COLLISION, FBZ_MINE_COLLISION
from hedgephys.levels.placing import Placement, placers
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_read, one_player, placed_of

FRAME = 33  # the level frame counter's word in the oscillators' table (oscillators.hpp)
OX, OY = 600, 300
#: Ani_DEZLightning (the checkout's Anim - Lightning.asm): delay, then the script.
LIGHTNING_DELAY, LIGHTNING_SCRIPT = 1, (1, 2, 3, 4, 0xFC)


def rec(table, object_id, subtype=0, act="dez1", x=OX, y=OY):
    return Placement("s3k", act, table, 0, x, y, object_id, subtype, False, False, False)


def lightning(subtype, x=OX, y=OY):
    (obj,) = placers()[("sk2", 0x52)](rec("sk2", 0x52, subtype, x=x, y=y))
    return obj


def mine(x=OX, y=OY):
    (obj,) = placers()[("sk1", 0xE1)](rec("sk1", 0xE1, act="fbz1", x=x, y=y))
    return obj


# ----- Death Egg's lightning ----------------------------------------------------

def lightning_routine(subtype, counters):
    """A frame-by-frame run of Obj_DEZLightning loaded on counter 1 (the
    first objects frame): the counters whose routine leaves mapping frame 3,
    which calls Sprite_CheckDeleteTouch3 (loc_47906). Animate_Sprite as
    s3.asm's (the same routine): a changed anim resets anim_frame and the
    timer; the timer byte counts down and, when it borrows, reloads the delay
    and shows the next entry, $FC raising the routine byte instead."""
    code, wait, anim, prev_anim = "start", 0, 0, 0
    anim_frame = timer = mapping = routine = 0
    listed = []
    for c in range(1, counters + 1):
        if code == "wait":  # loc_4791A: subq.w #1,$30 / bmi loc_478BE
            wait -= 1
            if wait >= 0:
                continue
            code = "start"
        if code == "start":  # loc_478CC: $30 = subtype; anim / prev_anim = 0 / 1
            wait, anim, prev_anim, code = subtype, 0, 1, "anim"
        if anim != prev_anim:  # loc_478E2: Animate_Sprite
            prev_anim, anim_frame, timer = anim, 0, 0
        timer = (timer - 1) & 0xFF
        if timer == 0xFF:
            timer = LIGHTNING_DELAY
            entry = LIGHTNING_SCRIPT[anim_frame]
            if entry == 0xFC:
                routine, timer = routine + 2, 0
            else:
                mapping = entry
            anim_frame += 1
        if routine:
            routine, mapping, code = 0, 0, "wait"
        if mapping == 3:
            listed.append(c)
    return listed


def scanned(obj, counter, **player):
    p = one_player("s3k", **player)
    o = hp.Objects([obj], 1, "s3k")
    o.oscillators[0, FRAME] = counter
    o.scan(p)
    return p, o


@pytest.mark.parametrize("subtype", [0, 1, 2, 7, 0x1E, 0x3C, 0xFF])
def test_lightning_hurts_the_scan_after_each_listed_frame(subtype):
    """The scan of counter c finds the touch when the routine of c - 1 listed
    it: strikes 9 + subtype frames apart, two listed frames each."""
    n = 3 * (9 + subtype) + 12
    listed = lightning_routine(subtype, n)
    period = 9 + subtype
    assert listed[:4] == [5, 6, 5 + period, 6 + period]
    for counter in range(1, n + 1):
        p, o = scanned(lightning(subtype), counter, x=OX, y=OY)
        assert bool(p.raw.hurt[0]) == (counter - 1 in listed), counter
        assert o.events(0) == (["hurt:0", "touched:0"] if p.raw.hurt[0] else [])


def test_lightning_box_and_invulnerability():
    """Collision $9F: hurt class, Touch_Sizes $1F = 4 x 24 radii; not while
    invulnerable (Touch_ChkHurt)."""
    obj = lightning(0)
    assert DEZ_LIGHTNING_COLLISION == 0x9F and touch_size("s3k", 0x9F) == (4, 24)
    assert (obj.params["width_radius"], obj.params["height_radius"]) == (4, 24)
    assert scanned(obj, 6, x=OX + 4 + 8, y=OY)[0].raw.hurt[0] == 1
    assert scanned(obj, 6, x=OX + 4 + 9, y=OY)[0].raw.hurt[0] == 0
    assert scanned(obj, 7, x=OX, y=OY)[0].raw.hurt[0] == 1
    assert scanned(obj, 8, x=OX, y=OY)[0].raw.hurt[0] == 0
    p = one_player("s3k", x=OX, y=OY)
    p.raw.invuln[0] = 30
    o = hp.Objects([obj], 1, "s3k")
    o.oscillators[0, FRAME] = 6
    o.scan(p)
    assert p.raw.hurt[0] == 0


def test_lightning_before_the_first_frame_and_at_the_counter_wrap():
    """No objects frame precedes the act's first (counter 1): no scan of
    counter 1 is hurt. The counter is a word: the routines of counters 65534
    and 65535 are still in the phase counted from 1 (for subtype 0, (c - 1)
    mod 9 = 4 and 5: listed, so the scans of 65535 and 0 are hurt, that of
    65534 not), and from counter 1 on the strikes start over."""
    for subtype in (0, 3, 0x3C, 0xFF):
        assert scanned(lightning(subtype), 1, x=OX, y=OY)[0].raw.hurt[0] == 0
    assert ((65534 - 1) % 9, (65535 - 1) % 9) == (4, 5)
    hurt = [int(scanned(lightning(0), c, x=OX, y=OY)[0].raw.hurt[0]) for c in (65534, 65535, 0, 1, 6)]
    assert hurt == [0, 1, 1, 0, 1]


def test_lightning_whole_frames_phase_from_frame_zero():
    """A player standing in the bolt from the act's start: the first strike
    starts on the first frame (counter 1), its touch is listed by the routines
    of counters 5 and 6, so the player is hurt on the 6th frame (index 5)."""
    p = hp.Players(1, game="s3k")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([lightning(5, x=200, y=FLOOR - 30)], 1, "s3k")
    rec_ = p.step(FLOOR_WORLD, np.zeros((12, 1), np.uint8), objects=o, record=["hurt", "level_frame"])
    first = int(np.argmax(rec_["hurt"][:, 0]))
    assert first == 5 and rec_["level_frame"][first, 0] == 6


def test_lightning_numbers_from_the_checkout():
    """Ani_DEZLightning in the checkout: delay 1, mapping frames 1-4, $FC."""
    text = disasm_read("s3k", "Levels/DEZ/Misc Object Data/Anim - Lightning.asm")
    row = re.search(r"dc\.b\s+([^\n;]+)", text).group(1)
    values = tuple(int(v.strip().lstrip("$"), 16) for v in row.split(","))
    assert values == (LIGHTNING_DELAY,) + LIGHTNING_SCRIPT


def test_lightning_placer_on_the_real_layouts():
    recs, objs = placed_of("s3k", "dez1", 0x52, KindObject)
    recs2, objs2 = placed_of("s3k", "dez2", 0x52, KindObject)
    recs, objs = list(recs) + list(recs2), [o for o in objs + objs2 if o.kind == "s3k_dez_lightning"]
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y, o.params["subtype"]) == (r["x"], r["y"], r["subtype"])


# ----- Flying Battery's mines ----------------------------------------------------

def mine_after(dx, dy, updates=1):
    p = one_player("s3k", x=OX + dx, y=OY + dy)
    o = hp.Objects([mine()], 1, "s3k")
    for _ in range(updates):
        o.update(p, 0)
    return p, o


@pytest.mark.parametrize("dx", [-0x11, -0x10, 0, 0xF, 0x10])
@pytest.mark.parametrize("dy", [-0x19, -0x18, 0, 7, 8])
def test_mine_sees_a_player_in_its_box(dx, dy):
    """sub_3C984: x_pos(player) - x_pos + $10 and y_pos(player) - y_pos + $18
    unsigned below $20."""
    _p, o = mine_after(dx, dy)
    assert o.state(0) == ("counting" if -0x10 <= dx <= 0xF and -0x18 <= dy <= 7 else "waiting")


def test_mine_fuse_and_one_harmful_scan():
    """loc_3C9BC: $30 = $1E on the frame it sees the player, then one less a
    frame; when it passes 0 (the 31st update after) collision $8B is set and
    listed, loc_3C9E4 clears it on the next update (an explosion). Only the
    scan between those two updates is hurt: $8B is hurt class, Touch_Sizes
    $B = 8 x 8 radii."""
    assert FBZ_MINE_COLLISION == 0x8B and touch_size("s3k", 0x8B) == (8, 8)
    p, o = mine_after(0, 0)
    assert (o.state(0), int(o.raw.timer[0, 0])) == ("counting", 0x1E)
    for n in range(0x1E):
        o.scan(p)
        assert p.raw.hurt[0] == 0
        o.update(p, 0)
        assert o.state(0) == "counting" and int(o.raw.timer[0, 0]) == 0x1E - 1 - n
    o.update(p, 0)
    assert o.state(0) == "exploding"
    far = one_player("s3k", x=OX + 8 + 9, y=OY)
    o.scan(far)
    assert far.raw.hurt[0] == 0
    edge = one_player("s3k", x=OX + 8 + 8, y=OY)
    o.scan(edge)
    assert edge.raw.hurt[0] == 1 and o.events(0) == ["hurt:0", "touched:0"]
    o.update(p, 0)
    assert o.state(0) == "exploded"
    again = one_player("s3k", x=OX, y=OY)
    o.scan(again)
    o.update(again, 0)
    assert again.raw.hurt[0] == 0 and o.state(0) == "exploded"  # never a mine again


def test_mine_whole_frames():
    """A player standing at a mine from the first frame: seen on frame 0,
    listed by frame 31's routine, hurt on frame 32 (0-based), once."""
    p = hp.Players(1, game="s3k")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([mine(x=200, y=FLOOR - 20)], 1, "s3k")
    rec_ = p.step(FLOOR_WORLD, np.zeros((40, 1), np.uint8), objects=o, record=["hurt"])
    assert int(np.argmax(rec_["hurt"][:, 0])) == 32 and o.state(0) == "exploded"


def test_mine_placer_on_the_real_layouts():
    recs, objs = placed_of("s3k", "fbz1", 0xE1, KindObject)
    recs2, objs2 = placed_of("s3k", "fbz2", 0xE1, KindObject)
    recs, objs = list(recs) + list(recs2), [o for o in objs + objs2 if o.kind == "s3k_fbz_mine"]
    assert len(recs) and len(objs) == len(recs)
    assert [(o.x, o.y) for o in objs] == [(r["x"], r["y"]) for r in recs]


# ----- both: the broad phase, the catalogue -------------------------------------

def test_lightning_and_mines_skipped_far_away_exactly():
    """Far bolts and waiting mines are skipped by the broad phase: the same
    frames as every routine every frame (step_stages), a player running past
    bolts of several subtypes and into mines along the floor."""
    objs = []
    for i in range(8):
        x = 250 + 150 * i
        objs.append(lightning((13 * i) & 0xFF, x=x, y=FLOOR - 30))
        objs.append(mine(x=x + 70, y=FLOOR - 20 + (i % 3) * 8))
    seq = ([2] * 40 + [18] * 20 + [0] * 30 + [2] * 60 + [1] * 30) * 2 + [2] * 120
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)
    assert "exploded" in [o1.state(i) for i in range(len(objs))]


def test_the_flame_thrower_says_why():
    why = catalogue.unmodelled_reason("sk2", 0x29)
    assert "on screen" in why and why.endswith(": not modelled")
