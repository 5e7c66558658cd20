"""Benchmark: rollouts and environment steps on Ray actors, against one process.

Prints figures; it asserts nothing. Run from anywhere after installing
``hedgephys[gym,ray]``:

    python benchmarks/bench_ray.py [--players 4096] [--frames 2000] [--envs 256]
                                   [--steps 300] [--repeat 3] [--cpus 2]

It starts a local Ray instance with ``--cpus`` CPUs (or uses the one already
running) and measures, on the generated level of bench_step.py with random
buttons keyed by (seed, player, frame) (``hedgephys.ray.random_buttons``):

* player-frames per second of one process stepping all N players
  (``Players.step``, 1 thread and 2), and of a ``RolloutPool`` of 1 and 2
  actors (1 thread each), the buttons made and x and y recorded every 1000
  frames in both (the pool also sends them back from its actors);
* env-steps per second of one ``HedgephysVectorEnv`` and of a
  ``VectorEnvPool`` of 1 and 2 actors collecting transitions.

A pool's time is a whole ``rollout`` / ``collect`` call (the actors exist
already): stepping, recording, sending the arrays back, concatenating.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np
import ray

import hedgephys as hp
from hedgephys.ray import RolloutPool, VectorEnvPool, random_buttons

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_step import FLOOR_ROW, benchmark_level  # noqa: E402


def _best(fn, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def _starts(tm: hp.TileMap, n: int) -> np.ndarray:
    return np.random.default_rng(1).integers(64, tm.size_px[0] - 64, n).astype(np.float64)


def local_rollout(level: hp.Level, n: int, frames: int, threads: int, repeat: int) -> float:
    x = _starts(level.tilemap, n)

    def run():   # the same work as a pool's: the buttons are made, then stepped in chunks of 1000 frames
        p = hp.Players(n)
        p.place(x=x, y=level.start[1])
        for f0 in range(0, frames, 1000):
            buttons = random_buttons(0, min(1000, frames - f0), n, start=f0)
            p.step(level.tilemap, buttons, threads=threads, record=["x", "y"])
    return n * frames / _best(run, repeat)


def pool_rollout(level: hp.Level, n: int, frames: int, actors: int, repeat: int) -> float:
    with RolloutPool(level, n, actors=actors) as pool:
        x = _starts(level.tilemap, n)

        def run():
            pool.reset(x=x)
            pool.rollout(frames, seed=0, record=["x", "y"], progress=False)
        return n * frames / _best(run, repeat)


def local_env(level: hp.Level, n: int, steps: int, repeat: int) -> float:
    from hedgephys.gym import HedgephysVectorEnv

    env = HedgephysVectorEnv(n, level, max_episode_steps=1000)
    env.reset(seed=0)
    actions = random_buttons(0, steps, n)

    def run():
        for t in range(steps):
            env.step(actions[t])
    return n * steps / _best(run, repeat)


def pool_env(level: hp.Level, n: int, steps: int, actors: int, repeat: int) -> float:
    with VectorEnvPool(n, level, actors=actors, max_episode_steps=1000) as pool:
        return n * steps / _best(lambda: pool.collect(steps, seed=0, progress=False), repeat)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4096)
    ap.add_argument("--frames", type=int, default=2000)
    ap.add_argument("--envs", type=int, default=256)
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--cpus", type=int, default=2)
    args = ap.parse_args(argv)
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=args.cpus, include_dashboard=False, log_to_driver=False)
    cpus = int(ray.cluster_resources().get("CPU", 0))
    tm = benchmark_level()
    level = hp.Level(tm, (64.0, 16.0 * FLOOR_ROW - 40))
    n, k = args.players, args.frames
    print(f"Ray {ray.__version__}, {cpus} CPUs; rollouts: {n} players x {k} frames, x and y recorded")
    for threads in (1, 2):
        print(f"  one process, {threads} thread{'s' if threads > 1 else ''}: "
              f"{local_rollout(level, n, k, threads, args.repeat) / 1e6:8.2f} M player-frames/s")
    for actors in (1, 2):
        print(f"  RolloutPool, {actors} actor{'s' if actors > 1 else ''}:   "
              f"{pool_rollout(level, n, k, actors, args.repeat) / 1e6:8.2f} M player-frames/s")
    e, s = args.envs, args.steps
    print(f"vector environment: {e} envs x {s} steps, default observation, transitions collected")
    print(f"  one HedgephysVectorEnv:   {local_env(level, e, s, args.repeat) / 1e3:8.1f} k env-steps/s")
    for actors in (1, 2):
        print(f"  VectorEnvPool, {actors} actor{'s' if actors > 1 else ''}:  "
              f"{pool_env(level, e, s, actors, args.repeat) / 1e3:8.1f} k env-steps/s")
    if started:
        ray.shutdown()


if __name__ == "__main__":
    main()
