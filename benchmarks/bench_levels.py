"""Benchmark: loading real acts, and stepping players on them.

Prints figures; it asserts nothing. Needs disassembly checkouts (docs/levels.md):

    python benchmarks/bench_levels.py [--checkout PATH] [--players 4096] [--frames 600] [--repeat 3]

PATH (default: $HEDGEPHYS_DISASM) is a checkout or a folder of checkouts; with
none the benchmark says so and stops. What it measures:

* the time ``hedgephys.levels.load`` takes for every act (best of --repeat),
  per game: the first acts (GHZ1, EHZ1, AIZ1) and the spread over all acts;
* player-frames per second on GHZ1, EHZ1 (a 1024 x 128-cell map) and AIZ1:
  N players from the act's start with random buttons, the act's bounds on,
  on one thread: terrain only (``objects=None``), with every modelled object
  of the act (``hp.levels.load``'s default ``objects="all"``, one copy per
  environment: ``hp.Objects(level.objects, N, game)``) and the ratio of the
  two (issue 18's goal: at least 0.5); then, for reference, with the path
  swappers alone (``objects="path"``) and terrain only on two threads; and,
  in the same run for comparison, the figure of bench_step.py's generated
  512 x 32-cell level (terrain only).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter

import numpy as np

import hedgephys as hp

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_step  # noqa: E402  (the generated level, for comparison)

FIRST = {"s1": "ghz1", "s2": "ehz1", "s3k": "aiz1"}


def load_times(path: str, game: str, repeat: int) -> dict[str, float]:
    out = {}
    for act in hp.levels.acts(path, game):
        best = float("inf")
        for _ in range(repeat):
            t = time.perf_counter()
            hp.levels.load(path, act, game=game)
            best = min(best, time.perf_counter() - t)
        out[act] = best
    return out


def step_rate(level: hp.Level, n: int, k: int, threads: int, repeat: int) -> float:
    """Player-frames per second with the level's objects (none when it has none)."""
    buttons = np.random.default_rng(2).integers(0, 32, (k, n), dtype=np.uint8)
    best = 0.0
    for _ in range(repeat):
        p = hp.Players(n, game=level.game)
        p.place(x=level.start[0], y=level.start[1], grounded=False)
        p.set_level_bounds(level.camera, wrap_y=level.wrap_y)
        objs = hp.Objects(level.objects, n, level.game) if level.objects else None
        t = time.perf_counter()
        p.step(level.tilemap, buttons, threads=threads, objects=objs)
        best = max(best, n * k / (time.perf_counter() - t))
    return best


def kinds_text(level: hp.Level) -> str:
    """``"3 spring, 19 path_swapper"``: the level's objects by kind."""
    count = Counter(str(o.kind) for o in level.objects)
    return ", ".join(f"{v} {k}" for k, v in sorted(count.items(), key=lambda kv: -kv[1])) or "none"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--checkout", default=os.environ.get("HEDGEPHYS_DISASM"))
    ap.add_argument("--players", type=int, default=4096)
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    if not args.checkout:
        print("no disassembly checkout: pass --checkout PATH or set HEDGEPHYS_DISASM (docs/levels.md)")
        return 0
    found = hp.levels.find_checkouts(args.checkout)
    if not found:
        print(f"{args.checkout}: no checkout of {', '.join(hp.levels.GAMES.values())} there")
        return 0
    n, k = args.players, args.frames
    print(f"hedgephys {hp.__version__}, {os.cpu_count()} CPUs; checkouts: "
          + ", ".join(f"{g} {p}" for g, p in found.items()))
    print("load time per act (best of %d):" % args.repeat)
    for game, path in found.items():
        times = load_times(path, game, args.repeat)
        if not times:
            continue
        ms = sorted(v * 1e3 for v in times.values())
        first = FIRST[game]
        head = f"{first} {times[first] * 1e3:6.1f} ms, " if first in times else ""
        print(f"  {game:4s} {head}{len(ms)} acts: min {ms[0]:.1f}, median {statistics.median(ms):.1f}, "
              f"max {ms[-1]:.1f} ms ({max(times, key=times.get)})")
    base = bench_step.frames_per_second(bench_step.benchmark_level(), n, k, 1, args.repeat)
    print(f"step, {n} players x {k} frames from the act's start, random buttons, bounds on:")
    print(f"  bench_step's generated 512x32-cell level, s2, terrain only, 1 thread: {base / 1e6:6.2f} M/s")
    for game, path in found.items():
        act = FIRST[game]
        if act not in hp.levels.acts(path, game):
            continue
        terrain = hp.levels.load(path, act, game=game, objects=None)
        every = hp.levels.load(path, act, game=game)
        rows, cols = terrain.tilemap.shape
        alone = step_rate(terrain, n, k, 1, args.repeat)
        full = step_rate(every, n, k, 1, args.repeat)
        print(f"  {game:4s} {act} ({cols}x{rows} cells), 1 thread: terrain only {alone / 1e6:6.2f} M/s; "
              f"with every modelled object ({len(every.objects)}: {kinds_text(every)}) {full / 1e6:6.2f} M/s; "
              f"ratio {full / alone:.2f}x")
        path_only = hp.levels.load(path, act, game=game, objects="path")
        if path_only.objects:
            print(f"  {game:4s} {act} with its {len(path_only.objects)} path swappers alone, 1 thread: "
                  f"{step_rate(path_only, n, k, 1, args.repeat) / 1e6:6.2f} M/s")
        print(f"  {game:4s} {act} terrain only, 2 threads: {step_rate(terrain, n, k, 2, args.repeat) / 1e6:6.2f} M/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
