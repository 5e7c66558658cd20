"""Benchmark: the vector environment against the bare core step, in one run.

Prints figures; it asserts nothing. Run from anywhere after installing
(with gymnasium: ``pip install 'hedgephys[gym]'``):

    python benchmarks/bench_gym.py [--envs 4096] [--threads 2] [--steps 300] [--repeat 5]

What it measures, on the default level (``hedgephys.gym.default_level``) with
a start jitter and random actions (so players run, jump, fall into the pit and
are reset; NEXT_STEP autoreset, episodes of at most 3600 steps):

* the bare core step: ``Players.step`` of N players, one frame per call (the
  same granularity as an environment step), player-frames per second; and,
  for scale, 100 frames per call (the core's peak: a player stays in
  registers for many frames);
* ``HedgephysVectorEnv(N).step`` with the default dict observation (player
  vector and 33 x 33 terrain window) and with ``observation="compact"``,
  ``frame_skip=1``: environment steps per second and the ratio to the core;
* the same with ``frame_skip=4`` (steps and frames per second), and with a
  Python ``reward_fn`` (the slower path; here the default reward as a lambda).

Every figure is the best of ``--repeat`` runs (the machine may be shared),
as a rate in wall-clock time and per CPU-second (the process's CPU time, all
threads: what one core does; less sensitive to other jobs on a shared machine).
"""
from __future__ import annotations

import argparse
import time
from typing import Optional

import numpy as np

import hedgephys as hp
from hedgephys.gym import HedgephysVectorEnv, default_level


def best_rate(fn, count: int, repeat: int) -> tuple[float, float]:
    """The best rates (count per wall-clock second, per CPU-second) of fn() over repeat runs."""
    wall = cpu = float("inf")
    for _ in range(repeat):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall, cpu = min(wall, time.perf_counter() - t), min(cpu, time.process_time() - c)
    return count / wall, count / cpu


def core_rate(n: int, threads: int, steps: int, repeat: int, per_call: int = 1) -> tuple[float, float]:
    level = default_level()
    players = hp.Players(n, "s2")
    rng = np.random.default_rng(0)
    players.place(x=64.0 + rng.integers(-32, 33, n), y=172.0)
    buttons = rng.integers(0, 32, (steps // per_call, per_call, n)).astype(np.uint8)
    steps = buttons.shape[0] * per_call

    def run():
        for block in buttons:
            players.step(level.tilemap, block[0] if per_call == 1 else block, threads=threads)
    run()
    return best_rate(run, n * steps, repeat)


def env_rate(n: int, threads: int, steps: int, repeat: int, **kwargs) -> tuple[float, float]:
    env = HedgephysVectorEnv(n, threads=threads, start_jitter=32, **kwargs)
    env.reset(seed=0)
    actions = np.random.default_rng(1).integers(0, 32, (steps, n))

    def run():
        for a in actions:
            env.step(a)
    run()
    return best_rate(run, n * steps, repeat)


def main(argv: Optional[list[str]] = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--envs", type=int, default=4096)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    n, t, steps, rep = args.envs, args.threads, args.steps, args.repeat
    print(f"{n} environments, {t} thread(s), {steps} steps per run, best of {rep}")
    core, core_cpu = core_rate(n, t, steps, rep)
    print(f"  {'':44} {'wall clock':>22}   {'per CPU-second':>22}")
    print(f"  {'core step (Players.step, 1 frame per call)':44} {core / 1e6:6.2f} M player-frames/s   "
          f"{core_cpu / 1e6:6.2f} M player-frames/s")
    peak, peak_cpu = core_rate(n, t, max(steps, 100), rep, per_call=100)
    print(f"  {'core step, 100 frames per call':44} {peak / 1e6:6.2f} M player-frames/s   "
          f"{peak_cpu / 1e6:6.2f} M player-frames/s")
    for label, kwargs in [("vector env, dict observation", {}),
                          ("vector env, compact observation", {"observation": "compact"})]:
        rate, cpu = env_rate(n, t, steps, rep, **kwargs)
        print(f"  {label:44} {rate / 1e6:6.2f} M env-steps/s {rate / core:5.2f}x   "
              f"{cpu / 1e6:6.2f} M env-steps/s {cpu / core_cpu:5.2f}x   (x the core step)")
    for label, kwargs in [("frame_skip=4, dict", {}), ("frame_skip=4, compact", {"observation": "compact"})]:
        rate, cpu = env_rate(n, t, steps // 4, rep, frame_skip=4, **kwargs)
        print(f"  {label:44} {rate / 1e6:6.2f} M env-steps/s         {cpu / 1e6:6.2f} M env-steps/s"
              f"   (4 frames each)")
    rate, cpu = env_rate(n, t, steps // 4, rep, reward_fn=lambda prev, state: state["x"] - prev["x"])
    print(f"  {'Python reward_fn, dict observation':44} {rate / 1e6:6.2f} M env-steps/s         "
          f"{cpu / 1e6:6.2f} M env-steps/s")


if __name__ == "__main__":
    main()
