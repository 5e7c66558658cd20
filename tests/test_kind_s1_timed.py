"""Sonic 1's kinds timed by the level frame counter (docs/kinds/s1_timed.md):
the vanishing platforms of Scrap Brain (kind ``s1_vanish_platform``,
cpp/hedgephys/kinds/s1_vanish_platform.cpp; _incObj/6C SBZ Vanishing
Platforms.asm VanP_Main, loc_16068, VanP_Vanish; _anim/SBZ Vanishing
Platforms.asm Ani_Van), against a frame-by-frame run of the routine, with the
placer on Scrap Brain (HEDGEPHYS_DISASM)."""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_timed import VANISH_SURFACE, VANISH_WIDTH
from hedgephys.levels.place_s1_timed import SPIKE_BALL_COLLISION
from hedgephys.levels.touch_data import touch_size
from hedgephys.s1_kinds import SPIKE_BALL_RADII, SPIN_SIZE, S1SpikeBall, S1SpinPlatform, spin_subtype_modelled
from helpers import disasm_read, one_player, placed_of

FRAME = 33  # the counter's word in the oscillators' table
OX, OY = 300, 200
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def vanish(subtype, x=OX, y=OY):
    return KindObject("s1_vanish_platform", x, y, subtype=subtype, width=VANISH_WIDTH, surface=VANISH_SURFACE)


def routine_solid(subtype, frames):
    """The routine run frame by frame from its loading on the act's first
    frame (counter 1), with no player: whether PlatformObject runs (the
    mapping frame AnimateSprite leaves has bit 1 clear, routine 2 or 4)."""
    d1 = ((subtype & 0xF) + 1) << 7  # VanP_Main
    timer = timelen = d1 - 1
    off36, off38 = ((subtype & 0xF0) * (d1 + 0x80)) >> 8, d1 + 0x7F
    scripts = ((0, 1, 2, 3), (3, 2, 1, 0))  # Ani_Van .vanish, .appear (duration 7, afBack 1)
    routine, anim, prev, ani_frame, time_frame, frame = 6, 0, 0, 0, 0, 0
    out = []
    for counter in range(1, frames + 1):
        solid = False
        if routine == 6 and ((counter - off36) & off38) & 0xFFFF:
            pass  # loc_16068: animate only
        else:
            routine = 2
            timer -= 1
            if timer < 0:
                timer = timelen if anim else 127
                anim ^= 1
        if anim != prev:  # AnimateSprite: a new animation restarts
            prev, ani_frame, time_frame = anim, 0, 0
        time_frame -= 1
        if time_frame < 0:
            time_frame = 7
            if ani_frame == 4:  # afBack, 1
                ani_frame = 3
            frame = scripts[anim][ani_frame]
            ani_frame += 1
        if routine != 6:
            solid = not frame & 2
        out.append(solid)
    return out


def lands_each_frame(obj, player_y, frames):
    """Counters 1 .. frames in turn: does a player falling at player_y onto
    it land (a "top" contact)? Its standing flag is cleared after each."""
    o = hp.Objects([obj], 1, "s1")
    out = []
    for counter in range(1, frames + 1):
        o.oscillators[0, FRAME] = counter
        p = one_player("s1", x=OX, y=player_y, y_speed=0x100, in_air=True)
        _, contact, _, _ = o.update(p, 0)
        out.append(contact == "top")
        o.raw.standing[0, 0] = 0
    return out


def model_solid(subtype, frames):
    """A player falling onto it from 2 px above (PlatformObject)."""
    return lands_each_frame(vanish(subtype), OY - VANISH_SURFACE - 19 - 3, frames)


@pytest.mark.parametrize("subtype", [0x00, 0x40, 0x80, 0xC0, 0xC6, 0xD6, 0xE6, 0x01, 0x13, 0x02, 0xFF])
def test_solid_frames_follow_the_routine(subtype):
    n = 2200 if subtype & 0xF < 4 else 4400
    assert model_solid(subtype, n) == routine_solid(subtype, n)


def test_golden_subtype_0():
    """Subtype 0: d1 = $80, offset 0, mask $FF: the sync on counter 256, the
    timer passes 0 127 frames later (appear from 383: frames 3, 2 not solid
    for 16 frames), solid 399-510, vanish from 511 (solid for its first 16
    frames, to 526), then appear again 256 frames after the first."""
    solid = routine_solid(0, 700)
    frames = [f + 1 for f, s in enumerate(solid) if s]
    assert frames == list(range(399, 527)) + list(range(655, 701))
    assert model_solid(0, 700) == solid


def test_rider_carried_then_dropped():
    """Stood on, it keeps the player (MvSonicOnPtfm2: oy - 9 - 19) until its
    frame shows bit 1; then his on-object bit is cleared (VanP_Vanish
    .notsolid) and, with no floor, he falls."""
    p = hp.Players(1, game="s1")
    o = hp.Objects([vanish(0)], 1, "s1")
    p.raw.level_frame[0] = 399  # the one counter is the player's: step 0's objects read 400
    p.place(x=OX, y=OY - 8 - 19 - 2)
    ys = []
    for _ in range(140):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        ys.append((int(p.raw.on_object[0]), int(p.raw.y[0]) >> 16))
    assert ys[5] == (0, OY - 9 - 19)
    on = [i for i, (obj, _) in enumerate(ys) if obj == 0]
    # counters 401..526 solid: the objects of step i read counter 400 + i
    assert on[-1] == 526 - 400 and ys[on[-1] + 1][0] == -1
    assert ys[-1][1] > OY - 9 - 19 + 8 and p.raw.airborne[0]


def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/6C SBZ Vanishing Platforms.asm")
    for line in ("move.b\t#$10,obActWid(a0)", "andi.w\t#$F,d0", "lsl.w\t#7,d0", "andi.w\t#$F0,d0",
                 "addi.w\t#$80,d1", "move.w\t#127,vanp_timer(a0)", "btst\t#1,obFrame(a0)",
                 "jsr\t(PlatformObject).l", "jsr\t(MvSonicOnPtfm2).l"):
        assert line in text, line
    anim = disasm_read("s1", "_anim/SBZ Vanishing Platforms.asm")
    assert ".vanish:\tdc.b 7,\t0, 1, 2, 3, afBack, 1" in anim
    assert ".appear:\tdc.b 7,\t3, 2, 1, 0, afBack, 1" in anim
    assert (VANISH_WIDTH, VANISH_SURFACE) == (0x10, 8)


@pytest.mark.parametrize("act, count", [("sbz1", 48), ("sbz2", 16)])
def test_placer_on_scrap_brain(act, count):
    recs, placed = placed_of("s1", act, 0x6C, KindObject)
    placed = [o for o in placed if o.kind == "s1_vanish_platform"]
    assert len(recs) == len(placed) == count
    assert [o.params["subtype"] for o in placed] == [int(r["subtype"]) for r in recs]


# ---- spinning platforms (kind s1_spin_platform; _incObj/69 SBZ Spinning Platforms.asm) ----
SPIN_SCRIPT = (0, 1, 2, 3, 4, 0x43, 0x42, 0x41, 0x40, 0x61, 0x62, 0x63, 0x64, 0x23, 0x22, 0x21, 0)  # .spin1


def spin_routine_solid(subtype, frames):
    """Spin_Main then Spin_Spinner frame by frame from the loading on the
    act's first frame (counter 1): whether SolidObject runs (mapping frame 0)."""
    wait = (subtype & 0xF) * 6
    mask = ((subtype & 0x70) + 0x10) * 4 - 1
    timer, flag, anim, prev, ani_frame, time_frame, frame = wait, 0, 2, 0, 0, 0, 0
    out = []
    for counter in range(1, frames + 1):
        if not counter & mask:
            flag = 1
        if flag:
            timer -= 1
            if timer < 0:
                timer, flag, anim = wait, 0, anim ^ 1
        if anim != prev:
            prev, ani_frame, time_frame = anim, 0, 0
        time_frame -= 1
        if time_frame < 0:
            time_frame = 1  # duration 1
            if ani_frame == len(SPIN_SCRIPT):  # afBack, 1
                ani_frame -= 1
            frame = SPIN_SCRIPT[ani_frame] & 0x1F
            ani_frame += 1
        out.append(frame == 0)
    return out


def spin_model_solid(subtype, frames):
    """A player 2 px into its top (SolidObject, d3 8)."""
    return lands_each_frame(S1SpinPlatform(OX, OY, subtype), OY - 8 - 19 + 2, frames)


@pytest.mark.parametrize("subtype", [0x80, 0x81, 0x82, 0x83, 0x90, 0x92, 0x96, 0x9A, 0x9E, 0xC5, 0xF1])
def test_spin_solid_frames_follow_the_routine(subtype):
    assert spin_subtype_modelled(subtype)
    assert spin_model_solid(subtype, 1100) == spin_routine_solid(subtype, 1100)


def test_spin_golden_subtype_81():
    """Subtype $81: wait 6, mask $3F. The spin begun at loading (solid on
    counters 1-2, 17-18 and from 33), then one 6 frames after each multiple
    of 64 (from 70: solid 70-71, 86-87 and from 102; from 134, 198 ...)."""
    solid = spin_routine_solid(0x81, 200)
    assert [c for c in range(1, 201) if solid[c - 1]] == (
        [1, 2, 17, 18] + list(range(33, 72)) + [86, 87] + list(range(102, 136)) + [150, 151]
        + list(range(166, 200)))
    assert spin_model_solid(0x81, 200) == solid


def test_spin_refuses_what_it_does_not_reproduce():
    for bad in (0x01, 0x7F, 0x8B, 0x8F):  # trapdoors; waits of 66-90 frames with a gap of 64
        assert not spin_subtype_modelled(bad)
        with pytest.raises(ValueError, match="s1_spin_platform"):
            S1SpinPlatform(OX, OY, bad)
    with pytest.raises(ValueError, match="motion"):
        S1SpinPlatform(OX, OY, 0x80, motion=(1, 0))


def test_spin_rider_dropped_while_it_spins():
    """Stood on, it keeps the player (SolidObject, d3 8) until a spin starts:
    then his on-object bit is cleared (.notsolid2) and he falls."""
    p = hp.Players(1, game="s1")
    o = hp.Objects([S1SpinPlatform(OX, OY, 0x80)], 1, "s1")
    p.raw.level_frame[0] = 39  # the one counter is the player's: step 0's objects read 40
    p.place(x=OX, y=OY - 8 - 19 - 2)
    ons = []
    for _ in range(30):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        ons.append(int(p.raw.on_object[0]))
    # step i's objects read counter 40 + i: the spin starts on counter 64, still
    # showing mapping frame 0 for its first 2 frames; released on counter 66
    assert ons[:26] == [0] * 26 and ons[26:] == [-1] * 4 and p.raw.airborne[0]


def test_spin_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/69 SBZ Spinning Platforms.asm")
    for line in ("mulu.w\t#6,d0", "andi.w\t#$70,d1", "addi.w\t#$10,d1", "lsl.w\t#2,d1", "subq.w\t#1,d1",
                 "move.b\t#2,obAnim(a0)", "move.w\t#$1B,d1", "move.b\t#$10,obActWid(a0)", "move.w\t#7,d2", "addq.w\t#1,d3",
                 "move.w\t(v_framecount).w,d0", "and.w\tobjoff_36(a0),d0"):
        assert line in text, line
    anim = disasm_read("s1", "_anim/SBZ Spinning Platforms.asm")
    spin = "dc.b 1,\t0, 1, 2, 3, 4, $43, $42, $41, $40, $61,\t$62, $63, $64, $23, $22, $21, 0, afBack, 1"
    assert ".spin1:\t\t" + spin in anim and ".spin2:\t\t" + spin in anim
    assert SPIN_SIZE == (0x1B, 7, 8, 0x10)


@pytest.mark.parametrize("act, placed_count, trapdoors", [("sbz1", 20, 5), ("sbz2", 28, 3)])
def test_spin_placer_on_scrap_brain(act, placed_count, trapdoors):
    recs, placed = placed_of("s1", act, 0x69, S1SpinPlatform)
    assert len(placed) == placed_count and len(recs) == placed_count + trapdoors
    assert [o.params["subtype"] for o in placed] == [int(r["subtype"]) for r in recs if r["subtype"] >= 0x80]


# ---- giant spiked balls (kind s1_spike_ball; _incObj/58 Big Spiked Ball.asm) ----
@pytest.mark.parametrize("subtype, flip", [(0x01, False), (0x01, True), (0x02, False), (0x02, True), (0x00, False)])
def test_spike_ball_follows_oscillator_3(subtype, flip):
    """BBall_Move .type01 / .type02 every frame: x0 (type 1) or y0 (type 2)
    minus the value byte at v_oscillate+$E as the previous frames left it
    ($60 / $80 minus it when X-flipped); type 0 stays."""
    p = hp.Players(1, game="s1")
    p.place(x=2000, y=100)
    o = hp.Objects([S1SpikeBall(OX, OY, subtype, x_flip=flip)], 1, "s1")
    seen = set()
    for _ in range(300):
        byte = int(o.oscillators[0, 0xE >> 1]) >> 8
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        d0 = ((0x60 if subtype == 1 else 0x80) - byte) if flip else byte
        want = (OX - d0, OY) if subtype == 1 else (OX, OY - d0) if subtype == 2 else (OX, OY)
        assert (o.x[0, 0], o.y[0, 0]) == want
        seen.add(byte)
    assert len(seen) > 50 or subtype == 0


def test_spike_ball_hurts_where_it_swung():
    """The scan finds it where the previous frame's routine left it (collision
    $86: 16 x 16 radii, the hurt class: not while invulnerable)."""
    o = hp.Objects([S1SpikeBall(OX, OY, 0x02)], 1, "s1")
    o.oscillators[0, 0xE >> 1] = 0x4000  # byte $40: y = OY - $40
    p = one_player("s1", x=OX, y=OY - 0x40 + 20, in_air=True)
    o.update(p, 0)
    o.scan(p)
    assert p.raw.hurt[0] and p.raw.ysp[0] < 0
    p2 = one_player("s1", x=OX, y=OY + 20, in_air=True)  # where it was placed: no longer there
    o.scan(p2)
    assert not p2.raw.hurt[0] and p2.raw.ysp[0] == 0


def test_spike_ball_refuses_types_it_does_not_reproduce():
    for bad in (0x03, 0xF3, 0x04, 0x07):
        with pytest.raises(ValueError, match="s1_spike_ball"):
            S1SpikeBall(OX, OY, bad)


def test_spike_ball_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/58 Big Spiked Ball.asm")
    for line in ("move.b\t#$86,obColType(a0)", "move.b\t(v_oscillate+$E).w,d0", "addi.w\t#$80,d0",
                 "move.w\t#$60,d1", "andi.w\t#7,d0"):
        assert line in text, line
    assert SPIKE_BALL_RADII == touch_size("s1", SPIKE_BALL_COLLISION) == (16, 16)


@pytest.mark.parametrize("act, placed_count, circling", [("syz1", 4, 4), ("syz2", 7, 5), ("syz3", 6, 8)])
def test_spike_ball_placer_on_spring_yard(act, placed_count, circling):
    recs, placed = placed_of("s1", act, 0x58, S1SpikeBall)
    assert len(placed) == placed_count and len(recs) == placed_count + circling
    assert [(o.params["subtype"], o.params["x_flip"]) for o in placed] == [
        (int(r["subtype"]), bool(r["x_flip"])) for r in recs if r["subtype"] & 7 <= 2]
