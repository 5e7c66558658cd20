"""Benchmark: the vector environment against the bare core step, in one run.

Prints figures; it asserts nothing. Run from anywhere after installing
(with gymnasium: ``pip install 'hedgephys[gym]'``):

    python benchmarks/bench_gym.py [--envs 4096] [--threads 2] [--steps 300] [--repeat 5]
    python benchmarks/bench_gym.py --threads 1,2,4,8,16 [--envs 16384] [--imbalance]

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

With several thread counts (``--threads 1,2,4,8,16``) it prints only the
scaling table of the compact-observation vector env (16384 environments
unless ``--envs``); with ``--imbalance``, only the part of a step that no
thread count shortens (the Python around the core call) and the ceiling it
leaves.

Every figure is the best of ``--repeat`` runs (the machine may be shared),
as a rate in wall-clock time and per CPU-second (the process's CPU time, all
threads: what one core does; less sensitive to other jobs on a shared machine).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Optional

import numpy as np

import hedgephys as hp
from hedgephys.gym import HedgephysVectorEnv, default_level

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_step import thread_list  # noqa: E402  (the same --threads list)


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


SCALING_ENVS = 16384  # the scaling table's default (the setup of issue 24)


def scaling_table(n: int, threads: list[int], steps: int, repeat: int) -> None:
    """Environment steps per second of the compact-observation vector env at
    each thread count, and the speed-up over the first."""
    print(f"  scaling: vector env, compact observation, {n} environments, {steps} steps a run, "
          f"best of {repeat}")
    print(f"  {'threads':>8} {'env-steps/s':>16}")
    first = None
    for t in threads:
        rate, _ = env_rate(n, t, steps, repeat, observation="compact")
        first = first or rate
        print(f"  {t:>8} {rate / 1e6:10.2f} M/s" + ("" if rate is first else f" (x{rate / first:5.2f})"))


def serial_report(n: int, threads: list[int], steps: int) -> None:
    """The part of a vector env step that no thread count shortens: the
    Python around the core call (CPU time of one thread, the core call on one
    thread), and the speed-up ceiling it leaves (Amdahl)."""
    from hedgephys import _core
    from hedgephys.gym import step_arrays
    inside = [0.0]
    core_step = _core.env_step

    def timed(*args):
        t = time.thread_time()
        core_step(*args)
        inside[0] += time.thread_time() - t

    env = HedgephysVectorEnv(n, threads=1, start_jitter=32, observation="compact")
    env.reset(seed=0)
    actions = np.random.default_rng(1).integers(0, 32, (steps, n))
    step_arrays._core = type("_Timed", (), {"env_step": staticmethod(timed),
                                            "env_observe": staticmethod(_core.env_observe)})
    try:
        best = None
        for _ in range(3):
            inside[0] = 0.0
            t = time.thread_time()
            for a in actions:
                env.step(a)
            total = time.thread_time() - t
            if best is None or total - inside[0] < best[0] - best[1]:
                best = (total, inside[0])
    finally:
        step_arrays._core = _core
    total, core = best
    s = (total - core) / total
    ceiling = ", ".join(f"{t}: x{1 / (s + (1 - s) / t):.2f}" for t in threads if t > 1)
    print(f"  serial part, vector env, compact, {n} environments, one thread: a step {total / steps * 1e3:.3f} ms, "
          f"of which the core call {core / steps * 1e3:.3f} ms; outside it {100 * s:.1f}% -> ceiling {ceiling}")


def main(argv: Optional[list[str]] = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--envs", type=int, default=None,
                    help=f"environments (default 4096; {SCALING_ENVS} for the scaling table)")
    ap.add_argument("--threads", type=thread_list, default=[2], metavar="T or T1,T2,...",
                    help="threads (default 2); several (e.g. 1,2,4,8,16): print only the scaling "
                         "table of the compact vector env")
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--imbalance", action="store_true",
                    help="print only the serial part of a vector env step (the Python around the "
                         "core call) and the speed-up ceiling it leaves")
    args = ap.parse_args(argv)
    if len(args.threads) > 1 or args.imbalance:
        n = args.envs or SCALING_ENVS
        if len(args.threads) > 1:
            scaling_table(n, args.threads, args.steps, args.repeat)
        if args.imbalance:
            serial_report(n, args.threads if len(args.threads) > 1 else [1, 2, 4, 8, 16], args.steps)
        return
    n, t, steps, rep = args.envs or 4096, args.threads[0], args.steps, args.repeat
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
