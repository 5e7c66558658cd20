"""Helpers shared by the tests (no test module imports another): terrain,
players and digests that several test files build the same way."""
import hashlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

import hedgephys as hp

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
FULL = [16] * 16


def hills_map(seed=0, cols=64):
    """Rolling hills: gentle slopes of the builtin-like kind, a wall and a floor."""
    up8 = [i // 2 + 1 for i in range(16)]
    down8 = [8 - i // 2 for i in range(16)]
    up16 = list(range(1, 17))
    down16 = list(range(16, 0, -1))
    ts = hp.TileSet(np.array([[0] * 16, FULL, up8, down8, up16, down16]),
                    angles=[0, 0xFF, 0xEC, 0x14, 0xE0, 0x20])
    rng = np.random.default_rng(seed)
    cells = np.zeros((24, cols), np.uint16)
    cells[18:, :] = 1
    for c in range(2, cols - 2, 4):
        kind = rng.integers(0, 3)
        if kind == 1:
            cells[17, c], cells[17, c + 1] = 2, 3
        elif kind == 2:
            cells[17, c], cells[17, c + 1] = 4, 5
    cells[10:18, cols - 1] = 1
    return hp.TileMap(cells, ts)


def flat_world():
    """A flat floor 100 cells wide and one player standing on it: (cells, map, players)."""
    tiles = hp.TileSet(np.array([[0] * 16, FULL]))
    c = np.zeros((20, 100), np.uint16)
    c[15:, :] = 1
    t = hp.TileMap(c, tiles)
    p = hp.Players(1)
    p.place(x=100, y=220)
    return c, t, p


def load_benchmark(name: str) -> ModuleType:
    """A script of benchmarks/ as a module (sys.path left as it was)."""
    path = BENCHMARKS / f"{name}.py"
    saved = list(sys.path)
    spec = importlib.util.spec_from_file_location(name, path)
    bench = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(bench)
    finally:
        sys.path[:] = saved
    return bench


def one_player(game, fixes=(), **state):
    p = hp.Players(1, game=game, fixes=list(fixes))
    set_state(p, **state)
    return p


def set_state(p, x, y, x_speed=0, y_speed=0, ground_speed=0, in_air=False, hr=None, rolling=False,
              facing_left=False, subx=0, suby=0):
    r = p.raw
    r.x[0] = (x << 16) | (subx << 8)
    r.y[0] = (y << 16) | (suby << 8)
    r.xsp[0], r.ysp[0], r.gsp[0] = x_speed, y_speed, ground_speed
    r.airborne[0] = in_air
    r.rolling[0] = rolling
    # the vectors' "anim: roll" (and a curled player) plays the roll animation
    r.anim[0] = r.prev_anim[0] = hp.anim_ids(p.game, p.character)["roll" if rolling else "walk"]
    r.facing_left[0] = facing_left
    if hr is not None:
        r.yr[0] = hr
        r.xr[0] = 7 if hr == 14 else 9


def make(n=64, game="s2", seed=0):
    p = hp.Players(n, game=game)
    rng = np.random.default_rng(seed)
    p.place(x=rng.integers(60, 900, n), y=16 * 18 - 20)
    return p


def digest(p):
    h = hashlib.sha256()
    for name, arr in vars(p.raw).items():
        h.update(name.encode())
        h.update(arr.tobytes())
    return h.hexdigest()


def random_tileset(rng):
    n = int(rng.integers(2, 40))
    heights = rng.integers(-16, 17, (n, 16))
    widths = rng.integers(-16, 17, (n, 16))
    # some ordinary shapes among the noise
    heights[1] = 16
    widths[1] = 16
    angles = rng.integers(0, 256, n)
    angles[rng.random(n) < 0.2] = 0xFF
    return hp.TileSet(heights, widths, angles)


def random_objects(rng, width, height):
    out = []
    for _ in range(int(rng.integers(0, 9))):
        kind = int(rng.integers(0, 6))
        x = float(rng.integers(-64, width + 64))
        y = float(rng.integers(-64, height + 64))
        wr, hr = int(rng.integers(0, 40)), int(rng.integers(0, 40))
        motion = None if rng.random() < 0.6 else (float(rng.integers(-512, 513)) / 256,
                                                 float(rng.integers(-512, 513)) / 256)
        if kind == 0:
            out.append(hp.SolidBox(x, y, wr, hr, motion=motion))
        elif kind == 1:
            out.append(hp.JumpThrough(x, y, wr, hr, motion=motion))
        elif kind == 2:
            platform = bool(rng.random() < 0.5)
            need = max(wr if platform else wr + 12, 1)
            heights = rng.integers(-128, 256, need + int(rng.integers(0, 4))).tolist()
            out.append(hp.SlopedObject(x, y, wr, hr, heights=heights, platform=platform,
                                       x_flip=bool(rng.random() < 0.5), motion=motion))
        elif kind == 3:
            out.append(hp.PushBlock(x, y, max(wr, 1), max(hr, 1), motion=motion))
        elif kind == 4:
            out.append(hp.Monitor(x, y, motion=motion))
        else:
            out.append(hp.Hitbox(x, y, wr, hr, reaction=str(rng.choice(list(hp.objects.REACTIONS))),
                                 motion=motion))
    return out


# ----- real disassembly checkouts (HEDGEPHYS_DISASM; tests skip without one) -----
DISASM_ROOT = os.environ.get("HEDGEPHYS_DISASM")
DISASM_CHECKOUTS = hp.levels.find_checkouts(DISASM_ROOT) if DISASM_ROOT else {}


def disasm_checkout(game):
    """The checkout of `game` under HEDGEPHYS_DISASM; skips the test without one."""
    if game not in DISASM_CHECKOUTS:
        pytest.skip(f"no {hp.levels.GAMES[game]} checkout under HEDGEPHYS_DISASM")
    return DISASM_CHECKOUTS[game]


def disasm_read(game, rel):
    """The text of file `rel` of that checkout (latin-1); skips when it is not there."""
    path = os.path.join(disasm_checkout(game), *rel.split("/"))
    if not os.path.isfile(path):
        pytest.skip(f"{rel} is not in the {game} checkout")
    with open(path, encoding="latin-1") as f:
        return f.read()


def s3_routine_text(label, size=3000):
    """`size` characters of s3.asm from the line of `label` (skips without the checkout)."""
    text = disasm_read("s3k", "s3.asm")
    start = text.index(f"\n{label}:")
    return text[start:start + size]


def placed_of(game, act, object_id, cls):
    """A real act's layout records of `object_id` and the objects of class
    `cls` its placers gave (skips without the checkout)."""
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout(game), act)
    return layout.of_id(object_id), [o for o in place(layout.objects, game, act) if isinstance(o, cls)]


def placed_kind(game, act, object_id, kind):
    """A real act's layout records of `object_id` and the objects of `kind` its placers gave for them
    (skips without the checkout)."""
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout(game), act).of_id(object_id)
    return recs, [o for o in place(recs, game, act) if o.kind == kind]


def run_frames(p, tm, buttons, fields, objects=None):
    """Step a one-player batch once per entry of buttons; the raw ``fields``
    of player 0 after each frame, as a list of dicts of ints."""
    out = []
    for b in buttons:
        p.step(tm, np.array([b], np.uint8), objects=objects)
        out.append({k: int(getattr(p.raw, k)[0]) for k in fields})
    return out


def assert_flight_fuel_falls(trace):
    """Tails' flight property (issue 23): while he flies (or swims), until he
    lands, the fuel (double_jump_property) never goes up and the flight
    state stays (a new flight needs a landing first). ``trace``: run_frames' dicts."""
    for a, b in zip(trace, trace[1:]):
        if b["airborne"] and a["double_jump_flag"]:
            assert b["double_jump_property"] <= a["double_jump_property"]
            assert b["double_jump_flag"] != 0


def object_frames(objs, n, game="s2", tm=None, player_x=100, player_y=124):
    """Run a batch of objects n frames with one idle player far from them:
    for each frame, the oscillator table the objects read (a copy taken
    before the step) and the Objects batch after it (read it at once)."""
    p = hp.Players(1, game=game)
    p.place(x=player_x, y=player_y, grounded=True)
    o = hp.Objects(objs, 1, game)
    tm = tm or hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    for _ in range(n):
        table = o.oscillators[0].copy()
        p.step(tm, np.zeros((1, 1), np.uint8), objects=o)
        yield table, o


def sine_cosine(a):
    """GetSineCosine's (sin, cos) of the angle byte a (the games' table: hp.sine_table())."""
    table = hp.sine_table()
    return int(table[a & 0xFF]), int(table[(a + 0x40) & 0xFF])


def drop_onto(obj, frames, x, y, game="s3k"):
    """One player let go at (x, y), falling at y speed $100, onto ``obj`` alone on an empty map; the
    players and objects after ``frames`` idle frames."""
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game=game)
    o = hp.Objects([obj], 1, game)
    p.place(x=x, y=y, grounded=False)
    p.raw.ysp[0] = 0x100
    none = np.zeros((1, 1), np.uint8)
    for _ in range(frames):
        p.step(empty, none, objects=o)
    return p, o


def flying_runs(obj, anim, x, y, frames=8):
    """A player in the air at (x, y) flying right into ``obj`` (x speed $400, y speed -$200) with the
    animation ``anim``, and the same player without it, on an empty map: both runs, frame by frame
    (x speed, y speed, the object's state, its events)."""
    empty = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    none = np.zeros((1, 1), np.uint8)
    runs = []
    for objs in ([obj], []):
        p = hp.Players(1, game="s3k")
        o = hp.Objects(objs, 1, "s3k") if objs else None
        p.place(x=x, y=y, grounded=False)
        p.raw.xsp[0], p.raw.ysp[0], p.raw.anim[0] = 0x400, -0x200, anim
        run = []
        for _ in range(frames):
            p.step(empty, none, objects=o)
            run.append((int(p.raw.xsp[0]), int(p.raw.ysp[0]), int(o.raw.state[0, 0]) if o else 0,
                        o.events(0) if o else []))
        runs.append(run)
    return runs

def assert_taken_round(p, o):
    """A player standing on a sub_3161A-style twist ride (CNZ cylinder, HCZ column), not yet taken,
    running at $300: on the next frame it takes him (object_control 3, speeds, air bit and animation 0)."""
    assert o.raw.standing[0, 0] == 1 and p.raw.object_control[0] == 0
    p.raw.xsp[0] = 0x300
    p.step(hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8))),
           np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.object_control[0] == 3 and o.state(0, 0) == "riding"
    assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0], p.raw.airborne[0], p.raw.anim[0]) == (0, 0, 0, 0, 0)


# The sanitizer stage of .ci/run preloads AddressSanitizer. A child forked while
# another thread of the parent is inside ASan's allocator (a Python thread
# finishing just after its join, say) waits on that allocator's lock for ever:
# GCC 12's libsanitizer takes no allocator locks around fork(). That is the
# sanitizer's hazard, not the core's; the fork tests run in the main suite.
UNDER_ASAN = "libasan" in os.environ.get("LD_PRELOAD", "")


def wait_child(pid: int, seconds: float = 60.0) -> int:
    """The exit code of forked child ``pid``, waiting at most ``seconds``
    (then it is killed and the code is -9): a hung child fails its test
    instead of hanging the run."""
    import time
    deadline = time.monotonic() + seconds
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        if time.monotonic() > deadline:
            os.kill(pid, 9)
            os.waitpid(pid, 0)
            return -9
        time.sleep(0.05)
