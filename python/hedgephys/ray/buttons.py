"""Random buttons keyed by (seed, environment index, frame): the same for an
environment whichever actor or machine steps it, and however a rollout is cut
into calls.

The button mask of environment ``e`` at frame ``f`` is
``choices[h % len(choices)]`` with ``h = mix(mix(mix(seed) ^ e) ^ (f // hold))``,
``mix`` being SplitMix64's finaliser (a bijection of 64-bit words with good
avalanche). No generator state is carried, so any slice of environments and
frames is computed directly, in whole numpy arrays.
"""
from __future__ import annotations

from typing import Optional, Union

import numpy as np

from .._checks import whole as _int

__all__ = ["random_buttons"]

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)


def _mix(z: np.ndarray) -> np.ndarray:
    """SplitMix64's finaliser on a uint64 array (arithmetic modulo 2**64); a new array."""
    z = z + _GOLDEN
    for shift, mult in ((30, _M1), (27, _M2)):
        z ^= z >> np.uint64(shift)
        z *= mult
    z ^= z >> np.uint64(31)
    return z




def random_buttons(seed: int, frames: int, envs: Union[int, np.ndarray], *, start: int = 0,
                   hold: int = 1, choices: Optional[np.ndarray] = None) -> np.ndarray:
    """Button masks of shape (frames, len(envs)), uint8, for ``Players.step``.

    ``envs``: the environments' global indices (an int n means 0 .. n-1);
    frames ``start .. start + frames - 1`` of each. ``hold``: a mask is held
    for ``hold`` frames (frame blocks ``f // hold``). ``choices``: the masks
    drawn from, uniformly (default all 32: L=1 R=2 U=4 D=8 J=16 in any mix).
    ``seed``: any int 0 .. 2**64-1.
    """
    seed = _int("seed", seed, 0)
    if seed >= 1 << 64:
        raise ValueError(f"seed must be below 2**64, got {seed}")
    frames = _int("frames", frames, 0)
    start = _int("start", start, 0)
    hold = _int("hold", hold, 1)
    env = np.arange(_int("envs", envs, 0)) if isinstance(envs, (int, np.integer)) else np.asarray(envs)
    if env.ndim != 1 or (env.size and (env.dtype.kind not in "iu" or env.min() < 0)):
        raise ValueError("envs must be an int or a 1-D array of environment indices >= 0")
    if choices is None:
        table = np.arange(32, dtype=np.uint8)
    else:
        table = np.asarray(choices)
        if table.ndim != 1 or table.size == 0 or table.dtype.kind not in "iu":
            raise ValueError("choices must be a non-empty 1-D array of button masks")
        if table.min() < 0 or table.max() > 31:
            raise ValueError("choices are button masks L=1 R=2 U=4 D=8 J=16, each value 0..31")
        table = table.astype(np.uint8)
    key = _mix(_mix(np.array([seed], np.uint64)) ^ env.astype(np.uint64))           # (n,)
    blocks = np.arange(start // hold, (start + frames + hold - 1) // hold + 1, dtype=np.uint64)
    h = _mix(key[None, :] ^ _mix(blocks)[:, None])                                  # (blocks, n)
    size = np.uint64(table.size)
    pick = h & (size - np.uint64(1)) if table.size & (table.size - 1) == 0 else h % size
    masks = table[pick.astype(np.intp)]
    rows = (np.arange(start, start + frames) // hold) - start // hold
    return np.ascontiguousarray(masks[rows])
