"""Benchmark: player-frames per second of the batch step.

Prints figures; it asserts nothing. Run from anywhere after installing:

    python benchmarks/bench_step.py [--players 4096] [--frames 600] [--repeat 3]
                                    [--compare OTHER_BUILD.whl]
    python benchmarks/bench_step.py --threads 1,2,4,8,16 [--imbalance]

What it measures, on a generated level (hills and slopes at 1:1, 1:2 and 1:4,
walls, a loop, jump-through platforms) with random button sequences:

* player-frames per second stepping N players for k frames in one call, on
  one thread and on two, on terrain alone and with 8 solid objects and 2
  monitors per environment (each environment its own copy of object state);
* the same with four fields recorded every frame (a rollout);
* the Python overhead of one single-player step call (the cost of a call
  that does one player-frame, minus the frame itself);
* the time of a short call (64, 256 and 4096 players x 1 frame) with
  threads=2, in microseconds: what a call pays besides its frames (starting
  or waking the worker threads);
* memory per environment (the player's state arrays);
* with --threads: only the scaling table (terrain alone, 4096 players; with
  objects, 4096 and 65536; 120 frames a call) at each thread count; with
  --imbalance: only what limits it, measured on one thread (the serial part
  of a call, and how unequal one contiguous range per thread would be);
* for scale, a straightforward pure-Python version of the grounded
  flat-ground step (walking input, friction, speed, position, one floor
  probe), written here, and the ratio to the compiled step.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

import numpy as np

import hedgephys as hp
from hedgephys.builtin import BUILTIN_TILES, builtin_tileset, loop_cells, slope_cells

FLOOR_ROW = 24


def benchmark_level(cols: int = 512, rows: int = 32, seed: int = 0) -> hp.TileMap:
    """Hills, slopes, walls, a loop and jump-through platforms, repeated."""
    rng = np.random.default_rng(seed)
    full = BUILTIN_TILES["full"]
    cells = np.zeros((rows, cols), np.uint16)
    cells[FLOOR_ROW:, :] = full
    c = 8
    while c < cols - 24:
        kind = rng.integers(0, 5)
        if kind == 0:  # a hill: up 1:2, a plateau, down 1:2
            up = slope_cells("1:2")
            down = slope_cells("1:2", falling=True)
            cells[FLOOR_ROW - 1, c:c + 2] = up[0]
            cells[FLOOR_ROW - 1, c + 2:c + 4] = full
            cells[FLOOR_ROW - 1, c + 4:c + 6] = down[0]
            c += 8
        elif kind == 1:  # steeper slopes
            cells[FLOOR_ROW - 1, c] = slope_cells("1:1")[0, 0]
            cells[FLOOR_ROW - 1, c + 1:c + 5] = full
            cells[FLOOR_ROW - 1, c + 5:c + 9] = slope_cells("1:4", falling=True)[0]
            c += 11
        elif kind == 2:  # a wall three blocks high
            cells[FLOOR_ROW - 3:FLOOR_ROW, c] = full
            c += 4
        elif kind == 3:  # jump-through platforms
            cells[FLOOR_ROW - 5, c:c + 6] = hp.cell(full, solid="top")
            c += 8
        else:  # a loop (radius 64), entered from the left
            loop = loop_cells(64, omit="bottom_left")
            k = loop.shape[0]
            if c + k < cols:
                cells[FLOOR_ROW - k:FLOOR_ROW, c:c + k] = np.where(loop != 0, loop,
                                                                  cells[FLOOR_ROW - k:FLOOR_ROW, c:c + k])
            c += k + 4
    return hp.TileMap(cells, builtin_tileset())


def place(players: hp.Players, tm: hp.TileMap, seed: int = 1) -> None:
    n = players.n
    width = tm.size_px[0]
    x = np.random.default_rng(seed).integers(64, width - 64, n)
    players.place(x=x, y=16 * FLOOR_ROW - 40, grounded=False)


def benchmark_objects(tm: hp.TileMap, game: str = "s2") -> list:
    """8 solid boxes and 2 monitors standing on the floor along the level."""
    width = tm.size_px[0]
    floor = 16 * FLOOR_ROW
    xs = np.linspace(200, width - 200, 10).round()
    objs = [hp.SolidBox(float(x), floor - 16, 16, 16) for x in xs[:8]]
    objs += [hp.Monitor(float(x), floor - 16) for x in xs[8:]]
    return objs


def level_bounds(p: hp.Players, tm: hp.TileMap) -> None:
    """The level bounds on over the whole level, with a camera and, where the
    build has them (docs/camera.md), level events moving the bottom by the
    camera's x (Sonic 1 GHZ2's table)."""
    if hasattr(p, "set_camera_events"):
        from hedgephys.camera import act_events
        p.set_camera_events(act_events("s1", "ghz2"))
    width, height = tm.size_px
    p.set_level_bounds((0, width - 320, height))


def frames_per_second(tm, n, k, threads, repeat, game="s2", objects=False, record=(), bounds=False,
                      character="sonic", water=False):
    buttons = np.random.default_rng(2).integers(0, 32, (k, n), dtype=np.uint8)
    best = 0.0
    for _ in range(repeat):
        p = hp.Players(n, game=game, character=character)
        if bounds:
            level_bounds(p, tm)
        place(p, tm)
        if water:  # 24 px above the floor: standing players are under, jumps cross it
            p.set_water(16 * FLOOR_ROW - 24)
        objs = hp.Objects(benchmark_objects(tm, game), n, game) if objects else None
        out = {f: np.zeros((k, n), getattr(p.raw, f).dtype) for f in record} or None
        t = time.perf_counter()
        p.step(tm, buttons, threads=threads, objects=objs, record=out)
        best = max(best, n * k / (time.perf_counter() - t))
    return best


def single_call_overhead(tm, calls=200_000):
    p = hp.Players(1)
    p.place(x=100, y=16 * FLOOR_ROW - 20)
    b = np.zeros(1, np.uint8)
    t = time.perf_counter()
    for _ in range(calls):
        p.step(tm, b)
    per_call = (time.perf_counter() - t) / calls
    # the frame itself, measured inside one long call
    q = hp.Players(1)
    q.place(x=100, y=16 * FLOOR_ROW - 20)
    bb = np.zeros((calls, 1), np.uint8)
    t = time.perf_counter()
    q.step(tm, bb)
    per_frame = (time.perf_counter() - t) / calls
    return per_call, per_frame


SHORT_CALLS = (64, 256, 4096)


def short_call_times(calls: int = 2000, threads: int = 2, repeat: int = 3) -> dict:
    """Microseconds per step call of n players x 1 frame (terrain only), by n;
    the best of repeat rounds of calls calls each."""
    tm = benchmark_level()
    out = {}
    for n in SHORT_CALLS:
        p = hp.Players(n)
        place(p, tm)
        b = np.zeros(n, np.uint8)
        k = max(1, calls * 64 // n)  # fewer calls for the larger batches
        best = float("inf")
        for _ in range(repeat):
            t = time.perf_counter()
            for _ in range(k):
                p.step(tm, b, threads=threads)
            best = min(best, (time.perf_counter() - t) / k)
        out[f"short {n}"] = best * 1e6
    return out


# ---- a straightforward pure-Python grounded flat-ground step (for scale) ----------
ACC, DEC, FRC, TOP = 0x0C, 0x80, 0x0C, 0x600


def python_flat_step(state, cells, floor_heights, buttons):
    """Walk on flat ground: input, friction, speed, position, one floor probe."""
    xs, ys, gs = state
    for i in range(len(xs)):
        g = gs[i]
        b = buttons[i]
        if b & 1:  # left
            if g > 0:
                g = g - DEC if g >= DEC else -0x80
            else:
                g = max(g - ACC, -TOP)
        if b & 2:  # right
            if g < 0:
                g = g + DEC if g < -DEC else 0x80
            else:
                g = min(g + ACC, TOP)
        if not b & 3:
            g = max(g - FRC, 0) if g > 0 else min(g + FRC, 0)
        xsp = (g * 256) >> 8
        x = xs[i] + (xsp << 8)
        px, py = (x >> 16) & 0xFFFF, (ys[i] >> 16) + 19
        col, row = px >> 4, py >> 4
        h = floor_heights[cells[row][col]] if 0 <= row < len(cells) else 0
        d = 15 - ((py & 15) + h) if h else 31 - (py & 15)
        if -14 <= d <= 14:
            ys[i] += d << 16
        xs[i], gs[i] = x, g


def python_speed(n=2000, k=50):
    cells = [[0] * 512 for _ in range(FLOOR_ROW)] + [[1] * 512 for _ in range(8)]
    heights = [0, 16]
    rng = np.random.default_rng(3)
    buttons = rng.integers(0, 4, (k, n)).tolist()
    state = ([int(v) << 16 for v in rng.integers(64, 8000, n)], [(16 * FLOOR_ROW - 20) << 16] * n, [0] * n)
    t = time.perf_counter()
    for f in range(k):
        python_flat_step(state, cells, heights, buttons[f])
    return n * k / (time.perf_counter() - t)


def flat_compiled_speed(n=4096, k=600):
    cells = np.zeros((32, 512), np.uint16)
    cells[FLOOR_ROW:, :] = 1
    tm = hp.TileMap(cells, hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))
    p = hp.Players(n)
    p.place(x=np.random.default_rng(3).integers(64, 8000, n), y=16 * FLOOR_ROW - 20)
    b = np.random.default_rng(4).integers(0, 4, (k, n), dtype=np.uint8)
    t = time.perf_counter()
    p.step(tm, b)
    return n * k / (time.perf_counter() - t)


def throughput(n, k, repeat) -> dict:
    """The step figures, in player-frames per second, by name."""
    tm = benchmark_level()
    out = {}
    for game in ("s1", "s2", "s3k", "cd"):
        out[f"{game} 1t"] = frames_per_second(tm, n, k, 1, repeat, game)
    # The characters' own moves (docs/moves.md): the random buttons press jump
    # in the air, so S3K Tails flies and S3K Sonic insta-shields.
    for character in CHARACTERS[1:]:
        out[f"s3k {character} 1t"] = frames_per_second(tm, n, k, 1, repeat, "s3k", character=character)
    for label, with_objects in (("terrain", False), ("objects", True)):
        for threads in (1, 2):
            out[f"{label} {threads}t"] = frames_per_second(tm, n, k, threads, repeat,
                                                          objects=with_objects)
    out["rollout 1t"] = frames_per_second(tm, n, k, 1, repeat, record=RECORDED)
    out["bounds 1t"] = frames_per_second(tm, n, k, 1, repeat, bounds=True)
    if hasattr(hp.Players, "set_water"):  # (a baseline build from before water has none)
        out["water 1t"] = frames_per_second(tm, n, k, 1, repeat, bounds=True, water=True)
    return out


RECORDED = ("x", "y", "airborne", "events")
#: The S3K characters measured next to Sonic (Knuckles joins with his moves).
CHARACTERS = ("sonic", "tails", "knuckles")


def baseline_figures(build: str, n: int, k: int, repeat: int) -> dict:
    """The same step figures measured with another build of hedgephys (a wheel
    file or a folder holding the hedgephys package), in a subprocess."""
    with tempfile.TemporaryDirectory() as tmp:
        path = build
        if build.endswith(".whl"):
            with zipfile.ZipFile(build) as z:
                z.extractall(tmp)
            path = tmp
        code = ("import json, sys; sys.path.insert(0, sys.argv[1]); sys.path.insert(1, sys.argv[2]);"
                "import bench_step; fig = bench_step.throughput("
                "int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]));"
                "fig.update(bench_step.short_call_times());"
                "print(json.dumps(fig))")
        env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
        done = subprocess.run([sys.executable, "-c", code, path, str(Path(__file__).parent),
                               str(n), str(k), str(repeat)], env=env, capture_output=True,
                              text=True, check=True)
        return json.loads(done.stdout.splitlines()[-1])


# ---- scaling with threads (--threads) and what limits it (--imbalance) ----------
SCALING_FRAMES = 120  # frames per call in the scaling table (the setup of issue 24)
# (label, players, objects, bounds with the camera and water)
SCALING_CASES = (("terrain, 4096 players", 4096, False, False), ("with objects, 4096", 4096, True, False),
                 ("with objects, 65536", 65536, True, False), ("camera and water, 4096", 4096, False, True))


def scaling_table(threads: list, repeat: int) -> None:
    """Player-frames per second at each thread count, and the speed-up over
    the first, for terrain alone, with the benchmark's objects, and with the
    level bounds, the camera and water on."""
    tm = benchmark_level()
    print(f"  scaling, {SCALING_FRAMES} frames a call, best of {repeat} "
          f"(this machine has {os.cpu_count()} CPUs):")
    print("  " + f"{'threads':>8}" + "".join(f"{label:>24}" for label, *_ in SCALING_CASES))
    first = {}
    for t in threads:
        cells = []
        for label, n, with_objects, wet in SCALING_CASES:
            rate = frames_per_second(tm, n, SCALING_FRAMES, t, repeat, objects=with_objects, bounds=wet,
                                     water=wet)
            first.setdefault(label, rate)
            cells.append(f"{rate / 1e6:7.2f} M/s" if rate is first[label] else
                         f"{rate / 1e6:7.2f} M/s (x{rate / first[label]:5.2f})")
        print("  " + f"{t:>8}" + "".join(f"{c:>24}" for c in cells))


BLOCK = 64  # environments a thread claims at a time (batch.cpp BLOCK)


def block_costs(tm, n: int, with_objects: bool, passes: int = 5) -> np.ndarray:
    """The CPU time of each block of BLOCK environments of the scaling setup,
    stepped alone on one thread (its own batch, the same start and buttons):
    the least of passes rounds, each round in a shuffled order."""
    full = hp.Players(n)
    place(full, tm)
    buttons = np.random.default_rng(2).integers(0, 32, (SCALING_FRAMES, n), dtype=np.uint8)
    descr = benchmark_objects(tm)
    blocks = n // BLOCK
    cols = [np.ascontiguousarray(buttons[:, b * BLOCK:(b + 1) * BLOCK]) for b in range(blocks)]
    costs = np.full(blocks, np.inf)
    q = hp.Players(BLOCK)
    for r in range(passes):
        for b in np.random.default_rng(r).permutation(blocks):
            for name, a in vars(full.raw).items():
                getattr(q.raw, name)[:] = a[b * BLOCK:(b + 1) * BLOCK]
            objs = hp.Objects(descr, BLOCK) if with_objects else None
            t = time.thread_time_ns()
            q.step(tm, cols[b], objects=objs)
            costs[b] = min(costs[b], time.thread_time_ns() - t)
    return costs


def serial_part(tm, n: int, with_objects: bool, repeat: int = 5) -> tuple[float, float]:
    """(seconds of a call that steps no frame: its checks, made on the calling
    thread before any other starts; seconds of a SCALING_FRAMES call), both on
    one thread, CPU time, the least of repeat."""
    p = hp.Players(n)
    place(p, tm)
    objs = hp.Objects(benchmark_objects(tm), n) if with_objects else None
    none = np.zeros((0, n), np.uint8)
    buttons = np.random.default_rng(2).integers(0, 32, (SCALING_FRAMES, n), dtype=np.uint8)
    checks = call = float("inf")
    for _ in range(repeat):
        t = time.thread_time()
        p.step(tm, none, objects=objs)
        checks = min(checks, time.thread_time() - t)
    for _ in range(max(1, repeat // 2)):
        q = hp.Players(n)
        place(q, tm)
        o = hp.Objects(benchmark_objects(tm), n) if with_objects else None
        t = time.thread_time()
        q.step(tm, buttons, objects=o)
        call = min(call, time.thread_time() - t)
    return checks, call


def imbalance_report(threads: list) -> None:
    """What a thread count can give at most, measured on one thread: the
    serial part of a call (Amdahl) and, for the old split into one contiguous
    range per thread, the slowest range against the mean (the blocks are now
    claimed one at a time, so this bounds only the old split)."""
    tm = benchmark_level()
    print(f"  what limits the speed-up, measured on one thread ({SCALING_FRAMES} frames a call):")
    for label, n, with_objects, wet in SCALING_CASES:
        if wet:  # (the same call as terrain alone's, with the camera's work per frame)
            continue
        checks, call = serial_part(tm, n, with_objects)
        s = checks / call
        amdahl = ", ".join(f"{t}: x{1 / (s + (1 - s) / t):.2f}" for t in threads if t > 1)
        print(f"  {label}: checks {checks * 1e3:.2f} ms of a {call * 1e3:.1f} ms call, serial "
              f"{100 * s:.2f}% -> ceiling {amdahl}")
        c = block_costs(tm, n, with_objects)
        ceil = []
        for t in threads:
            if t < 2:
                continue
            chunk = max(1, -(-n // t) // BLOCK)  # blocks per contiguous range
            slowest = max(c[j * chunk:(j + 1) * chunk].sum() for j in range(t))
            ceil.append(f"{t}: x{c.sum() / slowest:.2f}")
        print(f"    {len(c)} blocks of {BLOCK}: mean {c.mean() / 1e3:.0f} us, coefficient of "
              f"variation {c.std() / c.mean():.2f}; one contiguous range per thread -> ceiling "
              + ", ".join(ceil))


def thread_list(text: str) -> list:
    try:
        values = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected thread counts like 1,2,4,8,16, got {text!r}")
    if not values or min(values) < 1 or max(values) > 256:
        raise argparse.ArgumentTypeError(f"thread counts are 1..256, got {text!r}")
    return values


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4096)
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--compare", metavar="BUILD",
                    help="also measure another build (a hedgephys wheel file, or a folder "
                         "holding the hedgephys package) in the same run, alternating with this "
                         "one, and print both figures side by side")
    ap.add_argument("--threads", type=thread_list, metavar="T1,T2,...",
                    help="print only the scaling table: terrain (4096 players) and with objects "
                         "(4096 and 65536), 120 frames a call, at each thread count (e.g. 1,2,4,8,16)")
    ap.add_argument("--imbalance", action="store_true",
                    help="print only what limits the speed-up, measured on one thread: the serial "
                         "part of a call and the imbalance of one contiguous range per thread "
                         "(the thread counts of --threads, default 1,2,4,8,16)")
    args = ap.parse_args(argv)
    if args.threads or args.imbalance:
        print(f"hedgephys {hp.__version__}, {os.cpu_count()} CPUs")
        if args.threads:
            scaling_table(args.threads, args.repeat)
        if args.imbalance:
            imbalance_report(args.threads or [1, 2, 4, 8, 16])
        return
    tm = benchmark_level()
    n, k = args.players, args.frames
    print(f"hedgephys {hp.__version__}: {n} players x {k} frames, random buttons, "
          f"benchmark level {tm.shape[1]}x{tm.shape[0]} cells, {os.cpu_count()} CPUs")
    fig = throughput(n, k, args.repeat)
    short = short_call_times()
    base = base_short = None
    if args.compare:
        # A B A B: the machine's speed drifts, so each side keeps its best of two rounds.
        # Times (short calls): the smaller of the two is the better.
        first = baseline_figures(args.compare, n, k, args.repeat)
        again = throughput(n, k, args.repeat)
        fig = {key: max(v, again[key]) for key, v in fig.items()}
        again_short = short_call_times()
        short = {key: min(v, again_short[key]) for key, v in short.items()}
        second = baseline_figures(args.compare, n, k, args.repeat)
        base_short = {key: min(first.pop(key), second.pop(key)) for key in short}
        base = {key: max(v, second[key]) for key, v in first.items()}

    def show(key):
        text = f"{fig[key] / 1e6:6.2f} M/s"
        if base is not None and key in base:
            text += f" (baseline {base[key] / 1e6:6.2f}, x{fig[key] / base[key]:.2f})"
        return text

    for game in ("s1", "s2", "s3k", "cd"):
        print(f"  {game:4s} 1 thread : {show(f'{game} 1t')} player-frames/s")
    for character in CHARACTERS[1:]:
        key = f"s3k {character} 1t"
        print(f"  s3k {character}, 1 thread: {show(key)} player-frames/s "
              f"({fig[key] / fig['s3k 1t']:.2f} of Sonic's)")
    for label, key in (("terrain only", "terrain"), ("+ 8 solids, 2 monitors", "objects")):
        one, two = fig[f"{key} 1t"], fig[f"{key} 2t"]
        print(f"  s2, {label}: 1 thread {show(f'{key} 1t')}, 2 threads {show(f'{key} 2t')} "
              f"(x{two / one:.2f})")
    print(f"  s2, terrain only, recording {', '.join(RECORDED)} every frame (a rollout): "
          f"1 thread {show('rollout 1t')}")
    if "bounds 1t" in fig:  # (a baseline build from before it has the bounds figure too)
        print(f"  s2, terrain only, level bounds and camera on: 1 thread {show('bounds 1t')}")
    if "water 1t" in fig:
        # issue 19 point 5: against the baseline's terrain alone (the step before the camera and water)
        against = "" if base is None else f", {fig['water 1t'] / base['terrain 1t']:.2f} of the baseline's"
        print(f"  s2, terrain only, bounds, camera and water on: 1 thread {show('water 1t')} "
              f"({fig['water 1t'] / fig['terrain 1t']:.2f} of terrain only{against})")
    parts = []
    for n_short in SHORT_CALLS:
        key = f"short {n_short}"
        text = f"{n_short} x 1 frame {short[key]:.1f} us"
        if base_short and key in base_short:
            text += f" (baseline {base_short[key]:.1f})"
        parts.append(text)
    print(f"  short calls, terrain only, threads=2, per call: {', '.join(parts)}")
    per_call, per_frame = single_call_overhead(tm)
    print(f"  single-player step call: {per_call * 1e6:.2f} us, of which the frame "
          f"{per_frame * 1e6:.3f} us -> Python overhead {(per_call - per_frame) * 1e6:.2f} us")
    mem = sum(a.itemsize for a in vars(hp.Players(1).raw).values())
    objs = hp.Objects(benchmark_objects(tm), 1)
    omem = sum(a.nbytes for a in vars(objs.raw).values())
    print(f"  memory per environment: {mem} bytes of player state + {omem} bytes for its 10 objects")
    py = python_speed()
    flat = flat_compiled_speed()
    print(f"  flat-ground walking: pure Python {py / 1e6:.3f} M/s, compiled {flat / 1e6:.2f} M/s "
          f"(x{flat / py:.0f})")


if __name__ == "__main__":
    main()
