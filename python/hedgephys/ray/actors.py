"""What every pool of Ray actors shares: its actors, their environment
ranges, and ending them (also as a context manager)."""
from __future__ import annotations

from typing import Any, TypeVar

import ray

_Pool = TypeVar("_Pool", bound="ActorPool")


class ActorPool:
    """A pool of Ray actors, actor j holding environments ``ranges[j]``."""

    actors: list[Any]
    ranges: list[tuple[int, int]]

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
