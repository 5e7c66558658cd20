"""Sonic 2's seesaw and its ball (s2.asm Obj14; docs/kinds/s2.md): golden
values from the routine's tables (byte_21C8E, byte_21CBF, Obj14_YOffsets) and
its numbers (Obj14_Ball_Main's throws, ObjectMoveAndFall), the tilt toward
the player, the ball thrown, flying, landing and launching the player,
the broad phase's agreement, and the placer on the real layouts (skipped
without HEDGEPHYS_DISASM)."""
import os
import pathlib

import pytest
from broad_phase_world import assert_same_as_stages, broad_phase_worlds
from seesaw_world import HR, LEVEL, OX, OY, TILTED, YOFFSETS, ball_flight, frames, height, world

import hedgephys as hp
from hedgephys.objects import Seesaw, SeesawBall


def test_tilts_one_frame_a_step_toward_the_player():
    """Obj14_Main / Obj14_SetMapping: he lands left of the centre on frame 0's
    slope, then it goes level, then left end down; he rides each height
    (MvSonicOnSlope: py = oy - H - hr)."""
    px = OX - 20
    players, objects = world([Seesaw(OX, OY)], px, OY - 60, ysp=0x200)
    f = frames(players, objects, 40)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    assert f[land]["phase"][0] & 0xFFFF == 0  # landed on frame 0, aiming at 0
    assert f[land]["py"] == OY - height(0, px) - HR - 1  # PlatformObject_ChkYRange
    assert f[land + 1]["phase"][0] & 0xFFFF == 0x0201  # frame 1, aiming at 2
    assert f[land + 1]["py"] == OY - LEVEL - HR
    assert f[land + 2]["phase"][0] & 0xFFFF == 0x0202
    assert f[land + 2]["py"] == OY - height(2, px) - HR == OY + 4 - HR  # TILTED[33] = -4
    assert f[-1]["py"] == f[land + 2]["py"]
    assert objects.state(0) == "ready"


@pytest.mark.parametrize("dx, aim", [(20, 0), (7, 1), (-7, 1), (0, 1), (-8, 2), (8, 0)])
def test_aims_by_the_player_side(dx, aim):
    """|ox - px| < 8: level; px <= ox: left end down; right of it: right end down."""
    start = 2 if aim == 0 else 0
    players, objects = world([Seesaw(OX, OY, x_flip=start == 2)], OX + dx, OY - 40, ysp=0x100)
    f = frames(players, objects, 40)
    assert f[-1]["standing"][0]
    assert f[-1]["phase"][0] & 0xFF == aim
    assert (f[-1]["phase"][0] >> 8) & 0xFF == aim


def test_ball_rests_on_the_low_end():
    """Obj14_Ball_Init + Obj14_SetBallToRestOnSeeSaw: $28 px out, y + $10 - 8."""
    for flip, bx in ((False, OX + 0x28), (True, OX - 0x28)):
        ball = SeesawBall(OX, OY, x_flip=flip)
        players, objects = world([Seesaw(OX, OY, x_flip=flip), ball], 1000, 0)
        assert (objects.raw.x[0, 1] >> 16, objects.raw.y[0, 1] >> 16) == (bx, OY + 8)
        f = frames(players, objects, 5)
        assert (f[-1]["x"][1], f[-1]["y"][1]) == (bx, OY + 0x10 + YOFFSETS[0])
        assert objects.state(1) == "resting"


def test_ball_thrown_by_a_level_seesaw_launches_the_player_at_the_centre():
    """He lands at the centre: the seesaw goes level (aim 1), the ball, one
    step off, is thrown (-$818, -$114: from the right end it flies left),
    comes down on the left end, which is not the seesaw's frame (1): the
    seesaw aims at 2 and he is launched with the ball's speed reversed
    (Obj14_LaunchCharacter: airborne, the spring animation)."""
    players, objects = world([Seesaw(OX, OY), SeesawBall(OX, OY)], OX, OY - 40, ysp=0x100)
    f = frames(players, objects, 200)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    throw = land + 1
    assert f[throw - 1]["ysp"][1] == 0
    flight = ball_flight(OX + 0x28, OY + 8, -0x114, -0x818,
                         lambda x: OY + 0x10 + YOFFSETS[1 + (2 if x < OX else 0)])
    got = [(f[throw + j]["xw"][1], f[throw + j]["yw"][1], f[throw + j]["ysp"][1])
           for j in range(len(flight) - 1)]
    # the frame of the throw moves it too (bra.s Obj14_Ball_Fly); a frame's
    # y speed is the one after its last ObjectMoveAndFall
    assert got == [(x, y, v) for x, y, v in flight[:-1]]
    hit = throw + len(flight) - 1
    x, y, ysp = flight[-1]
    assert x >> 16 < OX
    assert f[hit]["pysp"] == -ysp and f[hit]["air"] == 1 and f[hit]["anim"] == 0x10
    assert (f[hit]["phase"][0] >> 8) & 0xFF == 2 and f[hit]["phase"][1] & 0xFF == 2
    assert (f[hit]["xsp"][1], f[hit]["ysp"][1]) == (0, 0)
    assert f[hit]["x"][1] == x >> 16 and f[hit]["y"][1] == y >> 16
    assert objects.raw.events[0, 0] or any(s["air"] for s in f[hit:])


@pytest.mark.parametrize("ysp, throw", [(0x300, (-0xAF0, -0xCC)), (0xA00, (-0xE00, -0xA0))])
def test_ball_thrown_hard_by_a_fast_landing(ysp, throw):
    """Obj14_Ball_Main: two steps off: (-$AF0, -$CC), or (-$E00, -$A0) when the
    seesaw kept a falling speed of $A00 or more (objoff_38, the frame he landed)."""
    players, objects = world([Seesaw(OX, OY), SeesawBall(OX, OY)], OX - 40, OY - 80, ysp=ysp)
    f = frames(players, objects, 30)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    assert objects.raw.timer[0, 0] >= (0xA00 if ysp >= 0xA00 else 0)
    x, y = OX + 0x28, OY + 8
    first = ball_flight(x, y, throw[1], throw[0], lambda _x: 10 ** 6, limit=1)[0]
    assert (f[land + 1]["xw"][1], f[land + 1]["yw"][1], f[land + 1]["ysp"][1]) == first
    assert f[land + 1]["xsp"][1] == throw[1]


def test_ball_falls_on_a_player_standing_where_it_lands():
    """Flipped (left end down, ball on the left): he lands on the raised right
    end, the ball is thrown right (x speed negated on the left) and comes
    down on him: a hurt hitbox ($8B)."""
    players, objects = world([Seesaw(OX, OY, x_flip=True), SeesawBall(OX, OY, x_flip=True)],
                             OX + 40, OY - 40, ysp=0x100)
    players.raw.rings[0] = 5
    f = frames(players, objects, 150)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    assert f[land + 1]["xsp"][1] == 0xCC
    assert players.raw.rings[0] == 0 and players.raw.invuln[0] > 0


@pytest.mark.parametrize("game, y", [("s2", 120), ("s1", 130)])
def test_broad_phase_agrees(game, y):
    """A long step equals the routine-by-routine run (both kinds are always
    busy), in Sonic 2 and with Sonic 1's numbers (S1 Object 5E)."""
    objs = [Seesaw(300, y), SeesawBall(300, y), Seesaw(420, y + 4, x_flip=True),
            SeesawBall(420, y + 4, x_flip=True)]
    for seq in ([2] * 40 + [18] * 30 + [0] * 80, [2] * 20 + [0] * 100 + [1] * 60):
        (p1, o1), (p2, o2) = broad_phase_worlds(objs, 240, game)
        assert_same_as_stages(p1, o1, p2, o2, seq)


def test_checks():
    for obj in (Seesaw(OX, OY), SeesawBall(OX, OY)):
        with pytest.raises(ValueError, match="Sonic 1's and 2's"):
            hp.Objects([obj], 1, "s3k")
    with pytest.raises(ValueError, match="motion"):
        Seesaw(OX, OY, motion=(1, 0))
    with pytest.raises(ValueError, match="motion"):
        SeesawBall(OX, OY, motion=(1, 0))
    # a ball without its seesaw before it stays where it is
    players, objects = world([SeesawBall(OX, OY)], OX - 200, OY)
    frames(players, objects, 5)
    assert (objects.raw.x[0, 0] >> 16, objects.raw.y[0, 0] >> 16) == (OX + 0x28, OY + 8)


def test_state_is_covered_by_snapshots():
    players, objects = world([Seesaw(OX, OY), SeesawBall(OX, OY)], OX, OY - 40, ysp=0x100)
    frames(players, objects, 10)
    snap = players.snapshot(objects=objects)
    a = frames(players, objects, 60)
    players.restore(snap, objects=objects)
    b = frames(players, objects, 60)
    assert a == b


DISASM = os.environ.get("HEDGEPHYS_DISASM")
S2 = pathlib.Path(DISASM or "/nonexistent") / "s2disasm"


@pytest.mark.skipif(not S2.is_dir(), reason="needs HEDGEPHYS_DISASM with s2disasm")
def test_placer_on_hill_top():
    """Every seesaw of HTZ 1 and 2 (subtype 0) with its ball right after it;
    the tables here read from the checkout."""
    text = (S2 / "s2.asm").read_text(errors="replace")
    block = text[text.index("byte_21C8E:"):text.index("byte_21CBF:")]
    nums = [int(v) for line in block.splitlines() if "dc.b" in line for v in line.split("dc.b")[1].split(",")]
    assert nums[:48] == TILTED
    assert "dc.w -8, -28, -47, -28, -8" in text
    for act in ("htz1", "htz2"):
        level = hp.levels.load(str(S2), act)
        layout = hp.levels.object_layout(str(S2), act)
        recs = layout.of_id(0x14)
        objs = level.objects
        seesaws = [i for i, o in enumerate(objs) if o.kind == "seesaw"]
        assert len(seesaws) == len(recs) > 0
        for i, rec in zip(seesaws, recs):
            assert objs[i + 1].kind == "seesaw_ball"
            assert (objs[i].x, objs[i].y, bool(objs[i].x_flip)) == (rec["x"], rec["y"], bool(rec["x_flip"]))


# ---- S2 Obj19, the platform of CPZ, OOZ and WFZ (kind cpz_platform) ----
CpzPlatform = hp.objects.CpzPlatform


def s8(v):
    v &= 0xFF
    return v - 256 if v >= 128 else v


def osc_byte(table, n):
    """The byte at Oscillating_Data + n (the batch's table starts 2 bytes
    earlier, with the direction bits: tests/test_kind_platform.py checks it
    against OscillateNumDo)."""
    w = int(table[(n + 2) >> 1])
    return w & 0xFF if n & 1 else w >> 8


def obj19_expected(subtype, flip, t, x0=OX, y0=OY):
    """Obj19_Move for the oscillator types from the table the frame reads."""
    typ = subtype & 0xF
    x, y = x0, y0
    if typ in (0, 1):
        v, span = (osc_byte(t, 8), 0x40) if typ == 0 else (osc_byte(t, 0xC), 0x60)
        x = x0 - (span - v if flip else v)
    elif typ == 2:
        v = osc_byte(t, 0x1C)
        y = y0 - (0x80 - v if flip else v)
    else:
        dx, dy = s8(osc_byte(t, 0x38) - 0x40), s8(osc_byte(t, 0x3C) - 0x40)
        if typ & 2:
            dx, dy = -dx, -dy
        if typ & 1:
            dx, dy = dy, -dx
        if typ >= 0xC:
            dx = -dx
        x, y = x0 + dx, y0 + dy
    return x, y


@pytest.mark.parametrize("subtype", [0x00, 0x01, 0x02, 0x18, 0x19, 0x1A, 0x3B, 0x3C, 0x3D, 0x3E, 0x3F])
@pytest.mark.parametrize("flip", [False, True])
def test_obj19_oscillator_types(subtype, flip):
    """Golden positions of 300 frames from the oscillator tables (Obj19_MoveRoutine1-3, 7, 8)."""
    players, objects = world([CpzPlatform(OX, OY, subtype=subtype, width=0x20, x_flip=flip)], 2000, 0)
    got, want = [], []
    for _ in range(300):
        want.append(obj19_expected(subtype, flip, objects.oscillators[0].copy()))  # the table it reads
        got.append((frames(players, objects, 1)[0]["x"][0], int(objects.raw.y[0, 0]) >> 16))
    assert got == want
    assert len(set(got)) > 20


def obj19_swing(y, n, stop):
    """Obj19_MoveRoutine5/6 from y (16.16) at rest: each frame's y word."""
    ysp, out = 0, []
    for _ in range(n):
        y = (y + ysp * 256) & 0xFFFFFFFF
        ysp += 8 if ((OY - 0x60) & 0xFFFF) >= (y >> 16) else -8
        out.append(y)
        if stop and ysp == 0:
            break
    return out


def test_obj19_rises_once_stood_on():
    """Type 3 (OOZ's $23): still until he lands; the next frame it becomes type
    4 (Obj19_MoveRoutine4), then swings up from y0 and stops ($C0 higher,
    type 5) when its speed is back to 0; he rides it (surface $11)."""
    players, objects = world([CpzPlatform(OX, OY, subtype=0x23, width=0x40)], OX, OY - 60, ysp=0x100)
    f = frames(players, objects, 260)
    land = next(i for i, s in enumerate(f) if s["standing"][0])
    assert all(s["yw"][0] == OY << 16 for s in f[:land + 3])
    assert f[land]["py"] == OY - 0x11 - HR - 1
    want = obj19_swing(OY << 16, 250, stop=True)
    got = [s["yw"][0] for s in f[land + 2:land + 2 + len(want)]]
    assert got == want
    # the half swing's discrete end: 1 px short of $C0 above y0
    assert want[-1] >> 16 == OY - 0xC0 + 1 and int(objects.raw.aux[0, 0]) == 5
    assert f[-1]["yw"][0] == want[-1]
    assert f[-1]["py"] == ((want[-1] >> 16) - 0x11 - HR) & 0xFFFF  # carried up (above y = 0)


@pytest.mark.parametrize("subtype, flip, start", [(0x07, False, OY - 0xC0), (0x23, True, OY - 0xC0),
                                                  (0x06, False, OY), (0x23, False, OY)])
def test_obj19_init_raises_types_7_and_flipped_3(subtype, flip, start):
    """Obj19_Init: subi.w #$C0,y_pos for type 7, and type 3 when x-flipped;
    6 and 7 swing for ever (Obj19_MoveRoutine6)."""
    players, objects = world([CpzPlatform(OX, OY, subtype=subtype, width=0x20, x_flip=flip)], 2000, 0)
    f = frames(players, objects, 400)
    if subtype & 0xF == 3:
        assert all(s["y"][0] == start for s in f)
        return
    want = obj19_swing(start << 16, 400, stop=False)
    assert [s["yw"][0] for s in f] == want
    assert min(want) >> 16 < OY - 0x80 and max(want) >> 16 > OY - 0x40


@pytest.mark.skipif(not S2.is_dir(), reason="needs HEDGEPHYS_DISASM with s2disasm")
def test_obj19_placer():
    """Every Obj19 of CPZ, OOZ and WFZ placed with Obj19_SubtypeProperties'
    width (read from the checkout) and the surface $11."""
    text = (S2 / "s2.asm").read_text(errors="replace")
    block = text[text.index("Obj19_SubtypeProperties:"):text.index("Obj19_Init:")]
    widths = [int(line.split("dc.b")[1].split(",")[0].strip().lstrip("$"), 16)
              for line in block.splitlines() if "dc.b" in line]
    assert "move.w\t#$11,d3" in text[text.index("Obj19_Main:"):text.index("Obj19_Move:")]
    placed = 0
    for act in hp.levels.acts(str(S2)):
        if act[:3] not in ("cpz", "ooz", "wfz"):
            continue
        recs = hp.levels.object_layout(str(S2), act).of_id(0x19)
        objs = [o for o in hp.levels.load(str(S2), act).objects if o.kind == "cpz_platform"]
        assert len(objs) == len(recs)
        for o, rec in zip(objs, recs):
            assert (o.x, o.y, o.subtype) == (rec["x"], rec["y"], rec["subtype"])
            assert (o.width, o.surface) == (widths[rec["subtype"] >> 4], 0x11)
        placed += len(objs)
    assert placed == 55


def test_ball_of_a_seesaw_at_the_word_wrap():
    """The ball's rest place is a 16-bit pixel word (found by the property
    test: a seesaw at x = -51 put its ball past 65535)."""
    objs = hp.Objects([Seesaw(-51, 113), SeesawBall(-51, 113), Seesaw(5, 10, x_flip=True),
                       SeesawBall(5, 10, x_flip=True)], 1, "s2")
    x = (objs.raw.x[0] >> 16).tolist()
    assert x[0] == 65536 - 51 and x[1] == (x[0] + 0x28) & 0xFFFF and x[3] == (5 - 0x28) & 0xFFFF
