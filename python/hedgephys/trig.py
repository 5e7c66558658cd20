"""The original sine table and CalcAngle, vectorized (rules/terrain §3)."""
from __future__ import annotations

import numpy as np

from . import _core

_SINE = _core.sine_table(False)
_SINE_FIXED = _core.sine_table(True)
_SINE.flags.writeable = False
_SINE_FIXED.flags.writeable = False


def sine_table(fixed: bool = False) -> np.ndarray:
    """The 256-entry sine table (int16, 256 = 1.0), read-only.

    ``fixed=True`` gives the table with the two original data errors corrected
    (entries 0x93 and 0xED hold -115 instead of -117; fix ``fix_sine_table``).
    """
    return _SINE_FIXED if fixed else _SINE


def _angles(angles) -> np.ndarray:
    a = np.asarray(angles)
    if a.dtype.kind not in "iu":
        raise TypeError(f"angles must be integers (hex angles 0..255), got dtype {a.dtype}")
    if a.size and (a.min() < 0 or a.max() > 255):
        raise ValueError("angles must lie in 0..255 (hex angles; mask with & 0xFF to wrap)")
    return a.astype(np.intp)


def sine(angles, fixed: bool = False) -> np.ndarray:
    """sin of hex angles as the games compute it: table[angle] (int16, 256 = 1.0)."""
    return sine_table(fixed)[_angles(angles)]


def cosine(angles, fixed: bool = False) -> np.ndarray:
    """cos of hex angles: table[(angle + 0x40) & 0xFF]."""
    return sine_table(fixed)[(_angles(angles) + 0x40) & 0xFF]


def angle_of(x, y) -> np.ndarray:
    """CalcAngle: the hex angle (uint8) of the vector (x, y), y pointing down.

    x and y are signed 16-bit values (speeds in 1/256 px, for instance); any
    integer array or scalar broadcasts. (0, 0) gives 0x40, as in the original.
    """
    xa, ya = np.broadcast_arrays(np.asarray(x), np.asarray(y))
    for name, v in (("x", xa), ("y", ya)):
        if v.dtype.kind not in "iu":
            raise TypeError(f"{name} must be integers (signed 16-bit), got dtype {v.dtype}")
        if v.size and (v.min() < -32768 or v.max() > 32767):
            raise ValueError(f"{name} must lie in the int16 range -32768..32767")
    shape = xa.shape
    out = _core.calc_angle(
        np.ascontiguousarray(xa.ravel(), dtype=np.int16),
        np.ascontiguousarray(ya.ravel(), dtype=np.int16),
    )
    return out.reshape(shape) if shape else np.uint8(out[0])
