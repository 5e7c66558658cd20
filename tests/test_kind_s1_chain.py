"""Sonic 1's hurting objects on the level frame counter's time
(docs/kinds/s1_chain.md): the spiked balls on a chain (kind ``s1_chain_ball``,
cpp/hedgephys/kinds/s1_chain_ball.cpp; _incObj/57 Spiked Ball and Chain.asm
SBall_Main, SBall_Move .movesub; and _incObj/58 Big Spiked Ball.asm
BBall_Move .type03) and Scrap Brain's flamethrowers (kind
``s1_flamethrower``, cpp/hedgephys/kinds/s1_flamethrower.cpp; _incObj/6D
Flamethrower.asm Flame_Main, Flame_Action; _anim/Flamethrower.asm
Ani_Flame), against frame-by-frame runs of the routines, with the placers on
the real acts (HEDGEPHYS_DISASM)."""
import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_chain import (BIG_BALL_RADIUS, CHAIN_BALL_LZ_COLLISION, CHAIN_COLLISION,
                                             FLAME_COLLISION, chain_radii)
from hedgephys.levels.touch_data import touch_size
from hedgephys.s1_chain_kinds import S1ChainBall, chain_speed
from helpers import disasm_read, one_player, placed_of

FRAME = 33  # the counter's word in the oscillators' table
OX, OY = 600, 400
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
SINE = [int(v) for v in hp.trig.sine_table()]  # CalcSine's table (rules/terrain §3)


def in_checkout(rel, *lines):
    """Every line, as the checkout's file ``rel`` spells it."""
    text = disasm_read("s1", rel)
    assert [line for line in lines if line not in text] == []


# ---- spiked balls on a chain (SBall_Main, SBall_Move .movesub) ----
def chain_routine(subtype, radius, x_flip, y_flip, frames):
    """SBall_Main then SBall_Move frame by frame from the loading on the
    act's first frame: the piece's (x, y) after each frame's routine."""
    d1 = subtype & 0xF0  # andi.b #$F0, ext.w, asl.w #3
    speed = ((d1 - 0x100 if d1 & 0x80 else d1) * 8) & 0xFFFF
    angle = (x_flip | y_flip << 1) << 6 << 8  # obStatus ror.b #2, andi.b #$C0: the angle's first byte
    out = []
    for _ in range(frames):
        angle = (angle + speed) & 0xFFFF  # add.w d0,obAngle(a0)
        a = angle >> 8
        s, c = SINE[a], SINE[(a + 0x40) & 0xFF]  # CalcSine: d0 sine, d1 cosine
        out.append((OX + ((radius * c) >> 8), OY + ((radius * s) >> 8)))  # muls.w, asr.l #8, add.w
    return out


def piece(subtype, radius, x_flip=False, y_flip=False, size=(4, 4), x=OX, y=OY):
    return S1ChainBall(x, y, subtype=subtype, radius=radius, width_radius=size[0], height_radius=size[1],
                       x_flip=x_flip, y_flip=y_flip)


@pytest.mark.parametrize("subtype, radius, x_flip, y_flip", [
    (0x54, 0x40, True, False), (0x54, 0, True, False), (0xD5, 0x50, False, False), (0x26, 0x30, False, False),
    (0xF3, BIG_BALL_RADIUS, False, True), (0xB3, BIG_BALL_RADIUS, True, True), (0x05, 0x50, False, True),
    (0x80, 0x70, False, False)])
def test_chain_ball_follows_the_routine(subtype, radius, x_flip, y_flip):
    """Stepped far from any player (stale, then caught up at the end of each
    call) and near one, in calls of one and of several frames: after frame n
    the piece is where the routine's n-th run leaves it."""
    want = chain_routine(subtype, radius, x_flip, y_flip, 600)
    for px, per_call in ((OX + 3000, 1), (OX + 3000, 37), (OX, 1)):
        p = hp.Players(1, game="s1")
        p.place(x=px, y=100)
        p.raw.invuln[0] = 0xFF  # not hurt when near: the ball keeps its course either way
        o = hp.Objects([piece(subtype, radius, x_flip, y_flip)], 1, "s1")
        got = []
        for _ in range(600 // per_call):
            p.step(EMPTY, np.zeros((per_call, 1), np.uint8), objects=o)
            got.append((int(o.x[0, 0]), int(o.y[0, 0])))
        assert got == want[per_call - 1::per_call][:len(got)]


def test_chain_ball_golden_subtype_54():
    """Spring Yard's $54, X-flipped: speed $50 * 8 = $280 a frame from the
    angle $4000; the ball (radius $40) after frame 1 at angle byte $42
    (sine $FF, cosine -12: (OX - 3, OY + 63)), after frame 100 at
    ($4000 + 100 * $280) & $FFFF = $3A00: byte $3A (sine $FD, cosine $25:
    (OX + 9, OY + 63))."""
    got = chain_routine(0x54, 0x40, True, False, 100)
    assert (SINE[0x42], SINE[0x82]) == (0xFF, -12) and got[0] == (OX - 3, OY + 63)
    assert (SINE[0x3A], SINE[0x7A]) == (0xFD, 0x25) and got[99] == (OX + 9, OY + 63)
    assert chain_speed(0x54) == 0x280 and chain_speed(0xD5) == -0x180 and chain_speed(0x05) == 0


def test_chain_ball_hurts_where_the_routine_left_it():
    """The scan finds every piece where the previous frame's routine left it
    and hurts (the class $80: not while invulnerable); the player is thrown
    away from the piece that touched him."""
    radii = chain_radii(0x26)
    o = hp.Objects([piece(0x26, r, size=(4, 4)) for r in radii], 1, "s1")
    o.oscillators[0, FRAME] = 50
    for j in range(len(radii)):
        o.update(one_player("s1", x=OX + 3000, y=100), j)
    spots = [(int(o.x[0, j]), int(o.y[0, j])) for j in range(len(radii))]
    assert spots == [chain_routine(0x26, r, False, False, 50)[-1] for r in radii]
    for j, (x, y) in enumerate(spots):  # each piece alone: thrown right of it, left of it
        one = hp.Objects([piece(0x26, radii[j])], 1, "s1")
        one.oscillators[0, FRAME] = 50
        one.update(one_player("s1", x=OX + 3000, y=100), 0)
        for dx, right in ((3, True), (-3, False)):
            p = one_player("s1", x=x + dx, y=y + 20, in_air=True)
            one.scan(p)
            assert p.raw.hurt[0] and (p.raw.xsp[0] > 0) == right
    # G3: the first listed piece that touches reacts: the ball, before its links
    p = one_player("s1", x=spots[1][0], y=spots[1][1], in_air=True)
    o.scan(p)
    assert p.raw.hurt[0] and "hurt:0" in o.events(0)
    p = one_player("s1", x=OX + 200, y=OY + 20, in_air=True)
    o.scan(p)
    assert not p.raw.hurt[0]
    p = one_player("s1", x=spots[0][0], y=spots[0][1] + 20, in_air=True)
    p.raw.invuln[0] = 30
    o.scan(p)
    assert not p.raw.hurt[0]


def test_chain_ball_refuses_motion_and_bad_numbers():
    with pytest.raises(ValueError, match="motion"):
        S1ChainBall(OX, OY, 0x54, 0x40, 4, 4, motion=(1, 0))
    with pytest.raises(ValueError, match="radius"):
        S1ChainBall(OX, OY, 0x54, 0x100, 4, 4)
    with pytest.raises(TypeError, match="radius"):
        KindObject("s1_chain_ball", OX, OY, subtype=0x54, width_radius=4, height_radius=4)


def test_chain_pieces():
    """SBall_Main: the ball at (subtype & 7) * 16, then subtype & 7 links 16
    px apart down to the centre, or one fewer (none at the centre) with bit 3."""
    assert chain_radii(0x54) == [0x40, 0x30, 0x20, 0x10, 0]
    assert chain_radii(0x26) == [0x60, 0x50, 0x40, 0x30, 0x20, 0x10, 0]
    assert chain_radii(0x5C) == [0x40, 0x30, 0x20, 0x10]
    assert chain_radii(0x09) == [0x10] and chain_radii(0x08) == chain_radii(0x00) == [0]


def test_chain_numbers_from_the_checkout():
    in_checkout("_incObj/57 Spiked Ball and Chain.asm", "move.b\t#$98,obColType(a0)", "move.b\t#0,obColType(a0)",
                "move.b\t#$8B,obColType(a0)", "andi.b\t#$F0,d1", "asl.w\t#3,d1", "ror.b\t#2,d0",
                "andi.b\t#$C0,d0", "andi.w\t#7,d1", "lsl.w\t#4,d3", "btst\t#3,obSubtype(a0)", "subi.b\t#$10,d3",
                "add.w\td0,obAngle(a0)", "asr.l\t#8,d4", "asr.l\t#8,d5")
    in_checkout("_incObj/58 Big Spiked Ball.asm", "move.b\t#$50,bball_radius(a0)", "move.b\t#$86,obColType(a0)",
                "add.w\td0,obAngle(a0)")
    assert (CHAIN_COLLISION, CHAIN_BALL_LZ_COLLISION) == (0x98, 0x8B)
    assert touch_size("s1", CHAIN_COLLISION) == (4, 4) and touch_size("s1", CHAIN_BALL_LZ_COLLISION) == (8, 8)


@pytest.mark.parametrize("act, records, pieces", [("syz1", 2, 10), ("syz3", 2, 10), ("lz1", 4, 4),
                                                  ("lz3", 8, 8), ("sbz3", 16, 16)])
def test_chain_placer(act, records, pieces):
    """Spring Yard: the ball and every link ($98); Labyrinth and Scrap Brain 3
    (Labyrinth's fourth act): the ball alone ($8B)."""
    recs, placed = placed_of("s1", act, 0x57, S1ChainBall)
    placed = [o for o in placed if o.params["radius"] != BIG_BALL_RADIUS or o.params["width_radius"] != 16]
    assert len(recs) == records and len(placed) == pieces
    lz = not act.startswith("syz")
    assert {(o.params["width_radius"], o.params["height_radius"]) for o in placed} == {(8, 8) if lz else (4, 4)}
    firsts = [o for o in placed if o.params["radius"] == (o.params["subtype"] & 7) << 4]
    assert [(o.params["subtype"], o.params["x_flip"], o.params["y_flip"]) for o in firsts] == [
        (int(r["subtype"]), int(r["x_flip"]), int(r["y_flip"])) for r in recs]


@pytest.mark.parametrize("act, circling", [("syz1", 4), ("syz2", 5), ("syz3", 8)])
def test_big_spike_ball_type_3_placed_circling(act, circling):
    recs, placed = placed_of("s1", act, 0x58, S1ChainBall)
    placed = [o for o in placed if o.params["width_radius"] == 16]  # (the act's $57 pieces: 4 x 4)
    assert len(placed) == circling == sum(1 for r in recs if r["subtype"] & 7 == 3)
    assert {(o.params["radius"], o.params["width_radius"], o.params["height_radius"]) for o in placed} == {
        (BIG_BALL_RADIUS, 16, 16)}


# ---- flamethrowers (Flame_Main, Flame_Action, Ani_Flame) ----
PIPE1 = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xA)  # .pipe1: duration 3, then afBack 2
PIPE2 = (9, 7, 5, 3, 1, 0)                    # .pipe2: duration 0, then afBack 1
VALVE1 = tuple(f + 0xB for f in PIPE1)        # .valve1: $B .. $15
VALVE2 = (0x14, 0x12, 0x11, 0xF, 0xD, 0xB)    # .valve2


def flame_routine(subtype, frames, valve=False):
    """Flame_Main then Flame_Action frame by frame from the loading on the
    act's first frame: the collision byte each frame's routine leaves."""
    timer = flame = (subtype & 0xF0) * 2
    pause = (subtype & 0xF) << 5
    anim, armed_frame = (2, 0x15) if valve else (0, 0xA)
    scripts = {0: (3, PIPE1, 2), 1: (0, PIPE2, 1), 2: (3, VALVE1, 2), 3: (0, VALVE2, 1)}
    prev = ani_frame = time_frame = frame = 0
    out = []
    for _ in range(frames):
        timer -= 1
        if timer < 0:
            timer = pause
            old = anim & 1
            anim ^= 1  # bchg #0,obAnim(a0)
            if old:
                timer = flame
        if anim != prev:  # AnimateSprite
            prev, ani_frame, time_frame = anim, 0, 0
        time_frame -= 1
        if time_frame < 0:
            duration, script, back = scripts[anim]
            time_frame = duration
            if ani_frame == len(script):  # afBack
                ani_frame -= back
            frame = script[ani_frame]
            ani_frame += 1
        out.append(FLAME_COLLISION if frame == armed_frame else 0)
    return out


def flame(subtype):
    return KindObject("s1_flamethrower", OX, OY, subtype=subtype)


def model_armed(subtype, frames):
    """The scan of counters 1 .. frames: is a player in the flame hurt?"""
    o = hp.Objects([flame(subtype)], 1, "s1")
    out = []
    for counter in range(1, frames + 1):
        o.oscillators[0, FRAME] = counter
        p = one_player("s1", x=OX, y=OY, in_air=True)
        o.scan(p)
        out.append(bool(p.raw.hurt[0]))
    return out


@pytest.mark.parametrize("subtype", [0x43, 0x00, 0x10, 0x20, 0x21, 0x30, 0x5F, 0xF0, 0xFF, 0x0F, 0x16])
def test_flame_follows_the_routine(subtype):
    """The scan of counter c reads the byte the routine of counter c - 1 left
    (none before the first)."""
    n = 1400
    want = [False] + [b == FLAME_COLLISION for b in flame_routine(subtype, n - 1)]
    assert model_armed(subtype, n) == want
    assert flame_routine(subtype, n, valve=True) == flame_routine(subtype, n)


def test_flame_golden_subtype_43():
    """Scrap Brain's $43: flame $40 * 2 = 128 frames, pause 3 * $20 = 96.
    The flame begun at loading shows its 11th frame ($A) for the routines of
    counters 41-44 and every other 4 frames to 121-124; it goes out on
    counter 129 for 97 frames, comes back on 226 for 129 frames (armed
    266-269 ... 346-349, and 354: the 129th shows $A again), then on 452."""
    got = flame_routine(0x43, 500)
    on = [c for c in range(1, 501) if got[c - 1]]
    first = [c for a in range(41, 125, 8) for c in range(a, a + 4)]
    second = [c for a in range(266, 350, 8) for c in range(a, a + 4)] + [354]
    assert on == first + second + [492, 493, 494, 495, 500]
    assert model_armed(0x43, 500) == [False] + [bool(b) for b in got[:499]]


def test_flame_hurts_a_player_standing_in_it():
    """Stepped: a player standing still in the flame is hurt on counter 42,
    the first scan after the routine left $A3 (rules/objects G4 $80)."""
    p = hp.Players(1, game="s1")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([KindObject("s1_flamethrower", 200, FLOOR - 30, subtype=0x43)], 1, "s1")
    rec = p.step(FLOOR_WORLD, np.zeros((60, 1), np.uint8), objects=o, record=["hurt", "level_frame"])
    first = int(np.argmax(rec["hurt"][:, 0]))
    assert rec["hurt"][first, 0] and rec["level_frame"][first, 0] == 42


def test_flame_numbers_from_the_checkout():
    in_checkout("_incObj/6D Flamethrower.asm", "andi.w\t#$F0,d0", "add.w\td0,d0", "andi.w\t#$F,d0", "lsl.w\t#5,d0",
                "move.b\t#$A,objoff_36(a0)", "move.b\t#$15,objoff_36(a0)", "btst\t#1,obStatus(a0)",
                "bchg\t#0,obAnim(a0)", "move.b\t#$A3,obColType(a0)")
    in_checkout("_anim/Flamethrower.asm", ".pipe1:\t\tdc.b 3,\t0, 1, 2, 3, 4, 5, 6, 7,\t8, 9, $A, afBack, 2",
                ".pipe2:\t\tdc.b 0,\t9, 7, 5, 3, 1, 0, afBack, 1",
                ".valve1:\tdc.b 3,\t$B, $C,\t$D, $E,\t$F, $10, $11, $12, $13,\t$14, $15, afBack, 2",
                ".valve2:\tdc.b 0,\t$14, $12, $11, $F, $D, $B, afBack, 1")
    assert touch_size("s1", FLAME_COLLISION) == (12, 24) == (flame(0).width_radius, flame(0).height_radius)


@pytest.mark.parametrize("act, count", [("sbz1", 23), ("sbz2", 19)])
def test_flame_placer_on_scrap_brain(act, count):
    recs, placed = placed_of("s1", act, 0x6D, KindObject)
    placed = [o for o in placed if o.kind == "s1_flamethrower"]
    assert len(recs) == len(placed) == count
    assert [o.params["subtype"] for o in placed] == [int(r["subtype"]) for r in recs]


def test_balls_and_flames_lag_and_catch_up_exactly(monkeypatch):
    """Chain pieces (lazy: far ones skip frames and are caught up) and
    flamethrowers (skipped while out of reach) along a wide floor, a player
    running, jumping and hurt among them: the batch step equals every routine
    every frame (step_stages), with and without stale objects."""
    objs = []
    for i in range(10):
        x = 260 + 190 * i
        sub = (0x54, 0xD5, 0x26, 0xF3, 0x43)[i % 5]
        objs += [piece(sub, r, x_flip=bool(i & 1), x=x, y=FLOOR - 70) for r in chain_radii(sub)]
        objs.append(KindObject("s1_flamethrower", x + 90, FLOOR - 20, subtype=(0x43, 0x20)[i % 2]))
    seq = ([2] * 30 + [18] * 20 + [2] * 40 + [0] * 30 + [18] * 10) * 3 + [1] * 60 + [2] * 200
    p, o = broad_phase_worlds(objs, 150, "s1")[0]
    rec = p.step(FLOOR_WORLD, np.array(seq, np.uint8)[:, None], objects=o, record=["hurt"])
    assert rec["hurt"][:, 0].any()  # the runs compare a hurt player too
    for lazy in ("1", "0"):
        monkeypatch.setenv("HEDGEPHYS_LAZY_OBJECTS", lazy)
        (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s1")
        assert_same_as_stages(p1, o1, p2, o2, seq)
