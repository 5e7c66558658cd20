"""What every pool of Ray actors shares: its actors, their environment
ranges, and ending them (also as a context manager)."""
from __future__ import annotations

from typing import Any, Callable, TypeVar, cast

import ray

from .._checks import is_number

_Pool = TypeVar("_Pool", bound="ActorPool")
#: How long a pool waits by default for Ray to place its actors (seconds).
PLACEMENT_TIMEOUT = 60.0


class PlacementError(RuntimeError):
    """Ray cannot place a pool's actors: they ask for more CPUs than the
    cluster has, or than it frees within the pool's ``placement_timeout``."""


def cpu_counts() -> tuple[float, float]:
    """(CPUs of the Ray cluster, CPUs free now)."""
    total: Callable[[], dict[str, float]] = ray.cluster_resources   # typed here: Ray leaves them untyped
    free: Callable[[], dict[str, float]] = ray.available_resources
    return float(total().get("CPU", 0)), float(free().get("CPU", 0))


def placement_timeout(value: object) -> float:
    """``placement_timeout`` checked: a number of seconds > 0."""
    v = cast(float, value)
    if not is_number(v) or not 0 < v < float("inf"):
        raise ValueError(f"placement_timeout must be a number of seconds > 0, got {value!r}")
    return float(v)


class ActorPool:
    """A pool of Ray actors, actor j holding environments ``ranges[j]``."""

    actors: list[Any]
    ranges: list[tuple[int, int]]

    def _placed(self, cpus: float, timeout: float) -> None:
        """Wait at most ``timeout`` seconds for Ray to start every actor
        (``cpus`` each); raise :class:`PlacementError` with the numbers, the
        actors ended, when some are still waiting for CPUs. An actor whose
        constructor failed raises its error here."""
        refs = [a.__ray_ready__.remote() for a in self.actors]
        ready, waiting = ray.wait(refs, num_returns=len(refs), timeout=timeout)
        if waiting:
            total, free = cpu_counts()
            self.close()
            raise PlacementError(
                f"Ray placed {len(ready)} of {len(refs)} actors within {timeout:g} s: the actors ask for "
                f"{len(refs) * cpus:g} CPUs ({cpus:g} each) and the cluster has {free:g} CPUs free of {total:g} "
                "(others held by other actors or tasks); free them, pass cpus= or fewer actors, or a longer "
                "placement_timeout on a cluster that is growing")
        ray.get(ready)

    @staticmethod
    def _wait(pending: dict[Any, int], bar: Any) -> None:
        """Wait for every pending call, advancing the progress ``bar`` by each
        call's count as it ends (in the order they end), and close the bar."""
        try:
            while pending:
                done, _ = ray.wait(list(pending), num_returns=1)
                bar.update(pending.pop(done[0]))
        finally:
            bar.close()

    def close(self) -> None:
        """End the actors."""
        for a in self.actors:
            ray.kill(a)
        self.actors = []

    def __enter__(self: _Pool) -> _Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
