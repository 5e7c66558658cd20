"""Arrays whose data starts on a 64-byte cache line.

The core's threads write blocks of 64 environments (cpp/hedgephys/threads.hpp).
An output array whose data starts inside a cache line puts two threads'
writes into one line at every block's edge, and the line then travels
between the cores on each write (false sharing). The core's own state arrays
are aligned (cpp/hedgephys/aligned.hpp); the arrays the library allocates for
the core to write (rollouts, the vector environment's outputs) come from here.
"""
from __future__ import annotations

import numpy as np
from numpy.typing import DTypeLike

LINE = 64


def empty(shape: int | tuple[int, ...], dtype: DTypeLike) -> np.ndarray:
    """Like ``np.empty``, with the data on a cache line (a view of a larger buffer)."""
    dt = np.dtype(dtype)
    dims = (shape,) if isinstance(shape, int) else tuple(shape)
    size = int(np.prod(dims, dtype=np.int64)) * dt.itemsize
    raw = np.empty(size + LINE, np.uint8)
    start = -raw.ctypes.data % LINE
    return raw[start:start + size].view(dt).reshape(dims)


def zeros(shape: int | tuple[int, ...], dtype: DTypeLike) -> np.ndarray:
    """Like ``np.zeros``, with the data on a cache line."""
    out = empty(shape, dtype)
    out.fill(0)
    return out
