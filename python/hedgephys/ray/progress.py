"""The progress bar of long runs from Python: tqdm when it is installed, else
the command line's own progress line (:mod:`hedgephys._progress`).

``progress=None`` (the default of the pools) shows it only on a terminal and
never inside pytest; True forces it, False turns it off.
"""
from __future__ import annotations

import os
import sys
from typing import Optional, Protocol

from .._progress import Progress

__all__ = ["Bar", "progress_bar", "wanted"]


class Bar(Protocol):
    """What the pools use of a progress bar (tqdm's, :class:`Progress`, or none)."""

    def update(self, steps: int = ..., /) -> object: ...

    def close(self) -> object: ...


def wanted(progress: Optional[bool]) -> bool:
    """Whether to show a bar: ``progress`` if given, else only when standard
    error is a terminal and no test is running."""
    if progress is not None:
        return bool(progress)
    if "PYTEST_CURRENT_TEST" in os.environ:
        return False
    return bool(getattr(sys.stderr, "isatty", lambda: False)())


class _Off:
    def update(self, steps: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def progress_bar(total: int, label: str, unit: str, progress: Optional[bool]) -> Bar:
    """An object with ``update(steps)`` and ``close()``: a tqdm bar, a
    :class:`hedgephys._progress.Progress` line, or nothing (see :func:`wanted`)."""
    if not wanted(progress):
        return _Off()
    try:
        from tqdm.auto import tqdm
    except ImportError:
        return Progress(total, label, unit, threshold=0, interval=0.0)
    bar: Bar = tqdm(total=total, desc=label, unit=unit.rstrip("s") or unit, unit_scale=True)   # tqdm is untyped
    return bar
