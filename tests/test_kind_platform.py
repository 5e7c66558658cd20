"""The oscillators and the kind moving_platform (docs/kinds/platform.md):
golden values computed here from the disassemblies' tables, the platforms'
positions per subtype over the first frames, a player carried, the falling
platform's timing, state coverage and determinism, and the placers on real
layouts (skipped without HEDGEHPYS_DISASM)."""
import os
import pathlib

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels import placing
from hedgephys.objects import MovingPlatform, SwingingPlatform

# ---- OscillateNumInit / OscillateNumDo, written from the disassemblies ----
# S1 _inc/Oscillatory Routines.asm (.baselines, .settings); S2 s2.asm Osc_Data,
# Osc_Data2; S3K s3.asm Osc_Data, Osc_Data2 (the same as S2's).
S1_BASE = [0x7C] + [0x80, 0] * 9 + [0x50F0, 0x11E, 0x2080, 0xB4, 0x3080, 0x10E, 0x5080, 0x1C2,
                                    0x7080, 0x276, 0x80, 0, 0x80, 0]
S1_SET = [(2, 0x10), (2, 0x18), (2, 0x20), (2, 0x30), (4, 0x20), (8, 8), (8, 0x40), (4, 0x40),
          (2, 0x50), (2, 0x50), (2, 0x20), (3, 0x30), (5, 0x50), (7, 0x70), (2, 0x10), (2, 0x10)]
S2_BASE = [0x7D] + [0x80, 0] * 9 + [0x3848, 0xEE, 0x2080, 0xB4, 0x3080, 0x10E, 0x5080, 0x1C2,
                                    0x7080, 0x276, 0x80, 0, 0x4000, 0xFE]
S2_SET = S1_SET[:8] + [(2, 0x38), (2, 0x38)] + S1_SET[10:14] + [(2, 0x40), (2, 0x40)]
TABLES = {"s1": (S1_BASE, S1_SET), "s2": (S2_BASE, S2_SET), "s3k": (S2_BASE, S2_SET)}


def oscillate(t, settings):
    """One OscillateNumDo on a table (list of 33 words, then the level frame
    counter, which the main loop increases: docs/kinds/bumper.md)."""
    bits = t[0]
    for i, (freq, amp) in enumerate(settings):
        bit = 15 - i
        v, d = 1 + 2 * i, 2 + 2 * i
        if not bits >> bit & 1:
            t[d] = (t[d] + freq) & 0xFFFF
            t[v] = (t[v] + t[d]) & 0xFFFF
            if not amp > t[v] >> 8:
                bits |= 1 << bit
        else:
            t[d] = (t[d] - freq) & 0xFFFF
            t[v] = (t[v] + t[d]) & 0xFFFF
            if not amp <= t[v] >> 8:
                bits &= ~(1 << bit)
    t[0] = bits
    t[33] = (t[33] + 1) & 0xFFFF


def tables(game, frames, start=None):
    """The table before frame 1, 2, ... frames + 1 (after 0, 1, ... frames runs)."""
    base, settings = TABLES[game]
    t = list(base + [1] if start is None else start)
    out = [list(t)]
    for _ in range(frames):
        oscillate(t, settings)
        out.append(list(t))
    return out


def byte(t, off):
    w = t[off >> 1]
    return w & 0xFF if off & 1 else w >> 8


def s8(v):
    v &= 0xFF
    return v - 256 if v >= 128 else v


EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
GAMES = ["s1", "s2", "s3k"]


def world(game, objs, n=1, x=100.0, y=100.0, grounded=False):
    players = hp.Players(n, game=game)
    players.place(x=x, y=y, grounded=grounded)
    return players, hp.Objects(objs, n, game)


def run(players, objects, frames, buttons=0, record=("x", "y")):
    """Frame by frame: the objects' x, y pixels and the oscillators after each."""
    xs, ys, osc, rec = [], [], [], {k: [] for k in record}
    for _ in range(frames):
        players.step(EMPTY, np.full((1, players.n), buttons, np.uint8), objects=objects)
        xs.append(objects.raw.x[0] >> 16)
        ys.append(objects.raw.y[0] >> 16)
        osc.append(objects.oscillators[0].copy())
        for k in record:
            rec[k].append(getattr(players.raw, k)[0])
    return np.array(xs), np.array(ys), np.array(osc), {k: np.array(v) for k, v in rec.items()}


# ---- the oscillators ----

@pytest.mark.parametrize("game", GAMES)
def test_oscillators_start_from_the_games_table(game):
    """OscillateNumInit: the batch starts with the game's table in every environment."""
    _, objects = world(game, [MovingPlatform(300, 200, subtype=0)], n=3)
    assert objects.uses_oscillators
    assert objects.oscillators.shape == (3, 34)
    for env in range(3):
        assert list(objects.oscillators[env]) == TABLES[game][0] + [1]  # the frame counter: 1


@pytest.mark.parametrize("game", GAMES)
def test_oscillators_first_frames(game):
    """OscillateNumDo once per frame, after the objects: 1000 frames against
    the tables computed here (values, deltas and direction bits), through
    several turns of every oscillator."""
    players, objects = world(game, [MovingPlatform(300, 200, subtype=0)])
    _, _, osc, _ = run(players, objects, 1000)
    want = tables(game, 1000)[1:]
    assert np.array_equal(osc, np.array(want, np.uint16))
    # hand-checked: oscillator 0 after one run: delta 0 + 2, value $80 + 2
    assert (osc[0][1], osc[0][2]) == (0x82, 2)
    # every value turned at least once within the first 1000 frames
    assert all(len(set(np.array(want)[:, 0] >> (15 - i) & 1)) == 2 for i in range(16))


def test_oscillators_stop_once_the_player_is_dead():
    """OscillateNumDo returns when the player's routine is 6 (dead); the
    level frame counter still runs (Level_MainLoop's addq)."""
    players, objects = world("s2", [MovingPlatform(300, 200, subtype=0)])
    run(players, objects, 5)
    players.raw.dead[0] = 1
    before = objects.oscillators.copy()
    run(players, objects, 5)
    assert np.array_equal(objects.oscillators[:, :33], before[:, :33])
    assert objects.oscillators[0, 33] == before[0, 33] + 5 == 11


def test_oscillators_do_not_run_without_a_reader():
    """No object reads them: they are not run (no cost), and stay at the table."""
    players, objects = world("s1", [hp.SolidBox(300, 200, 8, 8)])
    assert not objects.uses_oscillators
    run(players, objects, 10)
    assert list(objects.oscillators[0]) == S1_BASE + [1]


def test_oscillators_are_per_environment_and_covered_by_reset_and_snapshots():
    players, objects = world("s2", [MovingPlatform(300, 200, subtype=1)], n=2)
    run(players, objects, 7)
    snap = players.snapshot(objects=objects)
    after7 = objects.oscillators.copy()
    assert list(after7[0]) == tables("s2", 7)[7]
    run(players, objects, 5)
    objects.reset(np.array([True, False]))
    assert list(objects.oscillators[0]) == S2_BASE + [1]
    assert list(objects.oscillators[1]) == tables("s2", 12)[12]
    players.restore(snap, objects=objects)
    assert np.array_equal(objects.oscillators, after7)
    objects.oscillators[1, 1] = 0x1234  # each environment its own table
    assert objects.oscillators[0, 1] != 0x1234


# ---- S1 BasicPlatform / S2 Obj18: positions by subtype ----

def s12_expected(game, subtype, frames, x0=300, y0=200):
    """Plat_Move / Obj18_Move: the position after each frame. The angle starts
    at $80 (Plat_Main, Obj18_Init) and each frame takes the byte at table
    offset $1A (S1 v_oscillate+$1A, S2 Oscillating_Data+$18) after moving;
    S1 types $B/$C and S2 $C/$D read offset $E."""
    t = tables(game, frames)
    angle, out = 0x80, []
    kind = ({1: "h", 2: "v", 5: "hr", 6: "vr", 0xA: "half", 0xB: "osc", 0xC: "oscr"} if game == "s1" else
            {1: "h", 2: "v", 5: "hr", 6: "vr", 0xA: "half", 0xB: "halfr", 0xC: "osc", 0xD: "oscr"})[subtype]
    x, y = x0, y0
    for f in range(frames):
        osc = byte(t[f], 0x0E)
        d = {"h": s8(angle - 0x40), "hr": s8(0x40 - angle), "v": s8(angle - 0x40), "vr": s8(0x40 - angle),
             "half": s8(angle - 0x40) >> 1, "halfr": s8(0x40 - angle) >> 1, "osc": s8(osc - 0x30),
             "oscr": s8(0x30 - osc)}[kind]
        if kind in ("h", "hr"):
            x = x0 + d
        else:
            y = y0 + d
        angle = byte(t[f], 0x1A)
        out.append((x, y))
    return out


@pytest.mark.parametrize("game, subtype", [("s1", s) for s in (1, 2, 5, 6, 0xA, 0xB, 0xC)]
                         + [("s2", s) for s in (1, 2, 5, 6, 0xA, 0xB, 0xC, 0xD, 0x9A, 0x9B)])
def test_s12_positions_per_subtype(game, subtype):
    """Golden positions of the first 400 frames (S1 Plat_Move .type01-.type0C,
    S2 Obj18_Move), no one standing on them."""
    players, objects = world(game, [MovingPlatform(300, 200, subtype=subtype)], x=2000)
    xs, ys, _, _ = run(players, objects, 400)
    want = s12_expected(game, subtype & 0xF, 400)
    assert list(zip(xs[:, 0].tolist(), ys[:, 0].tolist())) == want
    assert len(set(want)) > 20  # it does move
    # frame 1 moves by the init angle $80 (the far end of the range), or by
    # oscillator 3's starting value $0080 (high byte 0)
    assert want[0] in ((364, 200), (236, 200), (300, 264), (300, 136), (300, 232), (300, 168),
                       (300, 200 - 0x30), (300, 200 + 0x30))


@pytest.mark.parametrize("game", ["s1", "s2"])
def test_s12_stationary_types_stay(game):
    players, objects = world(game, [MovingPlatform(300, 200, subtype=s) for s in (0, 7, 9)], x=2000)
    xs, ys, _, _ = run(players, objects, 50)
    assert (xs == 300).all() and (ys == 200).all()


# ---- S3K Obj_FloatingPlatform ----

def s3k_expected(subtype, frames, x0=300, y0=200, flip=False, start=None):
    """FloatingPlatformIndex: the platform moves first, by the table as the
    previous frames left it (Oscillating_table + $0A / $1E / $2A..$38)."""
    t = tables("s3k", frames, start)
    out, quad = [], 1 if flip else 0
    if 8 <= subtype & 0xF <= 11 and t[0][(0x2C + 4 * ((subtype & 0xF) - 8)) >> 1] >= 0x8000:
        quad ^= 1  # init: the oscillator swings back, the square turns the other way
    value = delta = direction = 0
    x, y = x0, y0
    typ = subtype & 0xF
    for f in range(frames):
        a64, a128 = byte(t[f], 0x0A), byte(t[f], 0x1E)

        def h(rng, d0):
            return x0 + (rng - d0 if flip else d0)

        def v(rng, d0):
            return y0 - (rng - d0 if flip else d0)
        if typ == 1:
            x = h(64, a64)
        elif typ == 2:
            x = h(128, a128)
        elif typ == 3:
            y = v(64, a64)
        elif typ == 4:
            y = v(128, a128)
        elif typ == 5:
            x, y = h(128, a128), v(64, a128 >> 1)
        elif typ == 6:
            x, y = h(128, 128 - a128), v(64, a128 >> 1)
        elif 8 <= typ <= 11:
            n = typ - 8
            half = (32 + 64 * n) // 2
            d0 = byte(t[f], 0x2A + 4 * n) >> (1 if n == 0 else 0)
            if t[f][(0x2C + 4 * n) >> 1] == 0:
                quad = (quad + 1) & 3
            x, y = [(x0 + d0 - half, y0 - half), (x0 + half, y0 - (d0 - (half - 1))),
                    (x0 - (d0 - (half - 1)), y0 + half), (x0 - half, y0 + d0 - half)][quad]
        elif typ == 12:
            if not direction:
                delta = (delta + 4) & 0xFFFF
                value = (value + delta) & 0xFFFF
                direction = int(not 0x7F > value >> 8)
            else:
                delta = (delta - 4) & 0xFFFF
                value = (value + delta) & 0xFFFF
                direction = int(0x7F <= value >> 8)
            x = h(0x7F, value >> 8)
        out.append((x, y))
    return out


@pytest.mark.parametrize("subtype", [0x21, 0x22, 0x13, 0x14, 0x05, 0x06, 0x08, 0x09, 0x0A, 0x0B, 0x0C])
@pytest.mark.parametrize("flip", [False, True])
def test_s3k_positions_per_subtype(subtype, flip):
    """Golden positions of the first 600 frames (s3.asm Platform_Horizontal64
    .. Platform_Horizontal256), mirrored by the X flip."""
    players, objects = world("s3k", [MovingPlatform(300, 200, subtype=subtype, x_flip=flip)], x=2000)
    xs, ys, _, _ = run(players, objects, 600)
    want = s3k_expected(subtype, 600, flip=flip)
    assert list(zip(xs[:, 0].tolist(), ys[:, 0].tolist())) == want
    assert len(set(want)) > 20


@pytest.mark.parametrize("subtype", [0x08, 0x0B])
def test_s3k_square_starts_the_other_way_when_its_oscillator_swings_back(subtype):
    """Obj_FloatingPlatform's init: a square platform whose oscillator's
    delta is negative when it is created starts on the other side (bchg #0
    of its quadrant). The games create it when the camera comes near; here
    that is frame 1, so set the table before it."""
    players, objects = world("s3k", [MovingPlatform(300, 200, subtype=subtype)], x=2000)
    n = (subtype & 0xF) - 8
    objects.oscillators[0, (0x2C + 4 * n) >> 1] = 0xFFF0
    start = objects.oscillators[0].tolist()
    xs, ys, _, _ = run(players, objects, 300)
    want = s3k_expected(subtype, 300, start=start)
    assert list(zip(xs[:, 0].tolist(), ys[:, 0].tolist())) == want
    assert want != s3k_expected(subtype, 300)


def test_s3k_rising_platform_stops_at_the_ceiling_and_crushes_its_rider():
    """Platform_Rising (type 7): still until stood on; then MoveSprite2 with
    8 more up a frame while below $80 above its start; ObjCheckCeilingDist
    (from y - $C) stops it under the ceiling (speed 0, waiting again); the
    rider's own check (sub_10BA2, from his y - 4) kills him once he is in it."""
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16], np.int8))
    cells = np.zeros((32, 64), np.uint16)
    cells[0:3, :] = 1  # a ceiling: solid down to y = 47
    ceiling = hp.TileMap(cells, tiles)
    players, objects = world("s3k", [MovingPlatform(300, 200, subtype=0x07)], x=300, y=140)
    ys, on, crushed, timer = [], [], [], []
    for _ in range(130):
        players.step(ceiling, 0, objects=objects)
        ys.append(int(objects.raw.y[0, 0]))
        on.append(int(players.raw.on_object[0]))
        crushed.append(int(players.raw.crushed[0]))
        timer.append(int(objects.raw.timer[0, 0]))
    land = on.index(0)
    armed = timer.index(1)
    assert armed == land + 1  # it moves before its SolidObjectTop: sees him the next frame
    assert all(y == 200 << 16 for y in ys[:armed + 1])
    y, speed = 200 << 16, 0
    for f in range(armed + 1, 130):
        if timer[f] == 0:
            break
        y = (y + speed * 256) & 0xFFFFFFFF
        if not (200 - 0x80) >= y >> 16:
            speed -= 8
        assert ys[f] == y, f
    stop = timer.index(0, armed)
    assert ys[stop] >> 16 == 48 + 0xC and ys[-1] == ys[stop]  # pushed out of the ceiling, then still
    assert crushed.index(1) < stop and on[crushed.index(1)] == -1
    assert objects.raw.ysp[0, 0] == 0


# ---- riding: landing, the carry, the sag ----

@pytest.mark.parametrize("game, subtype, x, y", [("s1", 1, 250, 150), ("s2", 1, 250, 150), ("s3k", 0x02, 310, 150),
                                                 ("s2", 0x9A, 300, 100), ("s1", 0xB, 300, 90)])
def test_player_lands_and_is_carried(game, subtype, x, y):
    """A player falling onto a moving platform lands on it and is carried:
    his X moves by the platform's X delta, his Y follows its surface (S1
    MvSonicOnPtfm2: oy - 9 - hr; S2/S3K: oy - hs - hr)."""
    full = bool(subtype & 0x80)
    plat = MovingPlatform(300, 200, subtype=subtype, width_radius=32, height_radius=0x30 if full else 8)
    players, objects = world(game, [plat], x=x, y=y)
    xs, ys, _, rec = run(players, objects, 200, record=("x", "y", "on_object", "airborne", "yr"))
    stood = np.nonzero(rec["on_object"] == 0)[0]
    assert len(stood) > 100, "never landed"
    assert np.array_equal(stood, np.arange(stood[0], 200)), "fell off"
    tail = stood[1:]
    py = rec["y"][tail] >> 16
    hs = 0x31 if full else {"s1": 9, "s2": 8, "s3k": 9}[game]
    assert (py == ys[tail, 0] - hs - rec["yr"][tail]).all()
    # the player's X moves with the platform's
    assert np.array_equal(np.diff(rec["x"][tail] >> 16), np.diff(xs[tail, 0]))
    assert len(set(xs[tail, 0].tolist()) | set(ys[tail, 0].tolist())) > 10  # it did move him
    assert (rec["airborne"][tail] == 0).all()


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_sag_while_stood_on(game):
    """S1 Plat_Nudge, S2 Obj18_Nudge, S3K Platform_Stationary: 4 a frame up to
    $40 while stood on, y = base + sin(sag) >> 6: 4 px down after 16 frames;
    back up when he leaves."""
    players, objects = world(game, [MovingPlatform(300, 200, subtype=0, height_radius=8)], x=300, y=140)
    _, ys, _, rec = run(players, objects, 80, record=("on_object",))
    stood = np.nonzero(rec["on_object"] == 0)[0]
    assert len(stood) > 40
    assert (ys[:stood[0], 0] == 200).all() and ys[-1, 0] == 204
    assert sorted(set(ys[:, 0].tolist())) == [200, 201, 202, 203, 204]
    sag = objects.raw.phase[0, 0] >> 8 & 0xFF
    assert sag == 0x40
    # jump off: the platform rises back
    _, ys2, _, _ = run(players, objects, 40, buttons=hp.J)
    assert ys2[-1, 0] == 200


# ---- falling platforms (S1 .type03/.type04, S2 Obj18_Falling/Obj18_Fall) ----

@pytest.mark.parametrize("game", ["s1", "s2"])
def test_falling_platform_timing(game):
    """S1 .type03/.type04, S2 Obj18_Falling/Obj18_Fall: 30 frames after the
    timer is set (S1: the frame he lands, PlatformObject runs before
    Plat_Move; S2: the next frame, Obj18_Move runs first) the platform starts
    to drop, still solid and carrying him, falling with gravity $38; 32 frames
    later it drops him (in the air, with its speed) and stops being solid."""
    players, objects = world(game, [MovingPlatform(300, 200, subtype=3)], x=300, y=140)
    states, ys, on, air, ysp = [], [], [], [], []
    for _ in range(110):
        players.step(EMPTY, 0, objects=objects)
        states.append(objects.state(0))
        ys.append(int(objects.raw.y[0, 0]) >> 16)
        on.append(int(players.raw.on_object[0]))
        air.append(int(players.raw.airborne[0]))
        ysp.append(int(players.raw.ysp[0]))
    land = on.index(0)
    armed = land + (0 if game == "s1" else 1)
    drop = states.index("dropping")
    assert drop == armed + 30
    fall = states.index("falling")
    assert fall == drop + 32
    assert on[fall - 1] == 0 and air[fall - 1] == 0
    assert on[fall] == -1 and air[fall] == 1 and ysp[fall] == 31 * 0x38
    # dropping and falling: base y += ysp (8.8), ysp += $38, sagged 4 px
    y_fix, speed = 200 << 16, 0
    for f in range(drop + 1, 110):  # from the frame after it became type 4
        y_fix += speed * 256
        speed += 0x38
        assert ys[f] == ((y_fix >> 16) + 4) & 0xFFFF, f
    assert ys[drop - 1] == ys[drop] == 204


def test_falling_platform_without_a_camera_falls_for_ever():
    """S1/S2 delete a falling platform below the camera's bottom limit; with
    no level bounds there is none: type 4 placed as such falls from the
    first frame (its timer is 0: it never drops a rider) and stays."""
    players, objects = world("s2", [MovingPlatform(300, 200, subtype=4)], x=2000)
    _, ys, _, _ = run(players, objects, 30)
    assert objects.raw.present[0, 0] == 1 and objects.state(0) == "active"
    assert ys[1, 0] == 200 and ys[29, 0] > 200 + 20


def test_rising_platform_stops_after_0x200():
    """S1 .type08 / S2 Obj18_Rise: 2 px a frame, then type 0 (state stopped)."""
    players, objects = world("s2", [MovingPlatform(300, 0x300, subtype=8)], x=2000)
    _, ys, _, _ = run(players, objects, 0x100 + 5)
    assert ys[0, 0] == 0x300 - 2 and ys[0xFF, 0] == 0x100
    assert (ys[0x100:, 0] == 0x100).all()
    assert objects.state(0) == "stopped"


# ---- S1 swinging platforms (object $15) ----

@pytest.mark.parametrize("subtype, flip", [(4, False), (5, True), (6, False), (7, False), (8, True)])
def test_swinging_platform_positions(subtype, flip):
    """Swing_Move / Swing_Move2: angle = v_oscillate+$1A (no lag: the current
    table), $80 - it when X-flipped; the platform at the anchor + r * (cos,
    sin) >> 8 with r = links * 16 + 8. 500 frames, a full swing and back."""
    players, objects = world("s1", [SwingingPlatform(1000, 300, subtype=subtype, x_flip=flip)], x=3000)
    xs, ys, _, _ = run(players, objects, 500)
    t = tables("s1", 500)
    radius = (subtype & 0xF) * 16 + 8
    want = []
    for f in range(500):
        a = byte(t[f], 0x1A)
        a = (0x80 - a) & 0xFF if flip else a
        want.append((1000 + (radius * int(hp.cosine(a)) >> 8), 300 + (radius * int(hp.sine(a)) >> 8)))
    assert list(zip(xs[:, 0].tolist(), ys[:, 0].tolist())) == want
    assert max(x for x, _ in want) - min(x for x, _ in want) > radius  # it swings


def test_swinging_platform_carries_the_player():
    """Landed on (Swing_Solid, surface oy - obHeight), then carried
    (MvSonicOnPtfm, d3 = obHeight + 1: py = oy - 9 - hr) by its x delta."""
    swing = SwingingPlatform(1000, 300, subtype=6)
    players, objects = world("s1", [swing], x=1100, y=260)  # above where it starts (angle 0: right)
    xs, ys, _, rec = run(players, objects, 150, record=("x", "y", "on_object", "yr"))
    stood = np.nonzero(rec["on_object"] == 0)[0]
    assert len(stood) > 50
    tail = stood[1:]
    assert ((rec["y"][tail] >> 16) == ys[tail, 0] - 9 - rec["yr"][tail]).all()
    assert np.array_equal(np.diff(rec["x"][tail] >> 16), np.diff(xs[tail, 0]))


# ---- determinism, the broad phase, bad input ----

@pytest.mark.parametrize("game", GAMES)
def test_same_result_for_every_thread_count(game):
    """Platforms and oscillators bit-identical on 1 and 3 threads (96 players
    with random buttons over the act's platforms)."""
    rng = np.random.default_rng(5)
    n = 96
    subs = {"s1": [1, 2, 3, 5, 6, 0xA, 0xB], "s2": [1, 2, 3, 0x9A, 0xC], "s3k": [0x21, 0x13, 5, 9, 0xC]}[game]
    objs = [MovingPlatform(150 + 90 * i, 200 + 10 * (i % 3), subtype=s) for i, s in enumerate(subs)]
    buttons = rng.integers(0, 32, size=(300, n), dtype=np.uint8)
    results = []
    for threads in (1, 3):
        players = hp.Players(n, game=game)
        players.place(x=np.linspace(120, 800, n).round(), y=150.0, grounded=False)
        objects = hp.Objects(objs, n, game)
        players.step(EMPTY, buttons, objects=objects, threads=threads)
        results.append((players.snapshot(objects=objects), objects.oscillators.copy()))
    assert results[0][0] == results[1][0]
    assert np.array_equal(results[0][1], results[1][1])


def test_takes_no_motion_and_checks_its_parameters():
    with pytest.raises(ValueError, match="no motion"):
        MovingPlatform(0, 0, motion=(1, 0), subtype=1)
    with pytest.raises(ValueError, match="subtype"):
        MovingPlatform(0, 0, subtype=256)
    with pytest.raises(TypeError, match="subtype"):
        MovingPlatform(0, 0)


def test_oscillators_must_match_the_players_game():
    """The oscillators were set up for the objects' game (Objects refuses
    other players; the core checks it too)."""
    players = hp.Players(1, game="s1")
    objects = hp.Objects([MovingPlatform(300, 200, subtype=1)], 1, "s2")
    with pytest.raises(ValueError, match="game"):
        players.step(EMPTY, 0, objects=objects)


# ---- placers on real layouts ----

DISASM = os.environ.get("HEDGEPHYS_DISASM")
needs_disasm = pytest.mark.skipif(not DISASM, reason="HEDGEPHYS_DISASM not set")


@needs_disasm
def test_swinging_placer_on_real_layouts():
    """S1 Swing_Main: GHZ/MZ $18 x 8, SLZ $20 x $10; SBZ's spiked balls left out."""
    path = str(pathlib.Path(DISASM) / "s1disasm")
    for act, size in (("ghz2", (0x18, 8)), ("mz2", (0x18, 8)), ("slz3", (0x20, 0x10)), ("sbz2", None)):
        layout = hp.levels.object_layout(path, act)
        recs = layout.objects[layout.objects["id"] == 0x15]
        placed = placing.place(recs, "s1", act)
        assert len(recs) > 0
        if size is None:
            assert placed == []
            continue
        assert len(placed) == len(recs)
        assert all(isinstance(o, SwingingPlatform) and (o.width_radius, o.height_radius) == size for o in placed)
        assert [o.subtype for o in placed] == [int(r["subtype"]) for r in recs]


@needs_disasm
@pytest.mark.parametrize("checkout, act, ident, count", [
    ("s1disasm", "ghz1", 0x18, 20), ("s1disasm", "slz2", 0x18, 3), ("s2disasm", "ehz1", 0x18, 7),
    ("s2disasm", "htz1", 0x18, 8), ("skdisasm", "aiz2", 0x51, 26)])
def test_placers_on_real_layouts(checkout, act, ident, count):
    path = str(pathlib.Path(DISASM) / checkout)
    layout = hp.levels.object_layout(path, act)
    recs = layout.objects[layout.objects["id"] == ident]
    assert len(recs) == count
    game = {"s1disasm": "s1", "s2disasm": "s2", "skdisasm": "s3k"}[checkout]
    placed = [o for o in placing.place(recs, game, act) if isinstance(o, MovingPlatform)]
    assert len(placed) == count
    for rec, obj in zip(recs, placed):
        assert (obj.x, obj.y) == (int(rec["x"]), int(rec["y"]))
        if act.startswith("slz"):
            assert obj.subtype == 3  # Plat_Main forces it in Star Light
        else:
            assert obj.subtype == int(rec["subtype"])
    if game == "s2" and act == "htz1":  # Obj18_Init: bit 7 a full solid, y radius $30
        full = [o for o in placed if o.subtype & 0x80]
        assert full and all(o.height_radius == 0x30 for o in full)
    if game == "s3k":  # byte_243F0 by subtype bits 4-6
        assert {(o.subtype >> 4, o.width_radius, o.height_radius) for o in placed} <= {
            (0, 0x20, 0x20), (1, 0x18, 0x0C), (2, 0x20, 0x14)}
    # the act's platforms run
    players = hp.Players(1, game=game)
    players.place(x=float(placed[0].x), y=float(placed[0].y) - 60)
    objects = hp.Objects(placed, 1, game)
    players.step(EMPTY, np.zeros((120, 1), np.uint8), objects=objects)
