"""Progress of long runs on standard error (the command line's traces).

A run counts as long when it has at least ``threshold`` steps; then a line
``label: 41% (4,100,000 / 10,000,001 frames, 61,000 frames/s, 1m37s left)``
is shown, rewritten in place on a terminal and printed every 10% otherwise,
at most twice a second. Nothing is printed for short runs.
"""
from __future__ import annotations

import sys
import time
from typing import Iterable, Iterator, Optional, TextIO, TypeVar

T = TypeVar("T")


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    if seconds < 60:
        return f"{seconds}s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes}m{seconds:02d}s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}m"


class Progress:
    """Counts steps of a run of ``total`` and reports them on ``stream``."""

    def __init__(self, total: int, label: str, unit: str = "frames", *,
                 stream: Optional[TextIO] = None, threshold: int = 200_000,
                 interval: float = 0.5):
        self.total, self.label, self.unit = int(total), label, unit
        self.stream = sys.stderr if stream is None else stream
        self.enabled = self.total >= threshold
        self.tty = bool(getattr(self.stream, "isatty", lambda: False)())
        self.interval = interval
        self.done = 0
        self.start = time.monotonic()
        self._last = self.start
        self._last_decile = 0

    def line(self) -> str:
        elapsed = max(time.monotonic() - self.start, 1e-9)
        rate = self.done / elapsed
        pct = 100 * self.done // max(self.total, 1)
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        return (f"{self.label}: {pct}% ({self.done:,} / {self.total:,} {self.unit}, "
                f"{rate:,.0f} {self.unit}/s, {_duration(left)} left)")

    def update(self, steps: int = 1) -> None:
        self.done += steps
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self._last < self.interval:
            return
        decile = 10 * self.done // max(self.total, 1)
        if self.tty:
            self.stream.write("\r" + self.line() + "\x1b[K")
            self.stream.flush()
        elif decile > self._last_decile:
            self.stream.write(self.line() + "\n")
            self.stream.flush()
            self._last_decile = decile
        self._last = now

    def close(self) -> None:
        if self.enabled and self.tty:
            self.stream.write("\r\x1b[K")
            self.stream.flush()

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def wrap(self, items: Iterable[T]) -> Iterator[T]:
        """Yield ``items``, counting one step each."""
        try:
            for item in items:
                yield item
                self.update()
        finally:
            self.close()
