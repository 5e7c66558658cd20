"""The original sine table and CalcAngle, vectorized (rules/terrain §3)."""
from __future__ import annotations

import math

from typing import Union, cast, overload

import numpy as np
from numpy.typing import ArrayLike, NDArray

from . import _core

#: A Python or numpy integer: the scalar arguments (a scalar in, a scalar out).
_Int = Union[int, np.integer]

_SINE = _core.sine_table(False)
_SINE_FIXED = _core.sine_table(True)
_SINE.flags.writeable = False
_SINE_FIXED.flags.writeable = False


def sine_table(fixed: bool = False) -> NDArray[np.int16]:
    """The 256-entry sine table (int16, 256 = 1.0), read-only.

    ``fixed=True`` gives the table with the two original data errors corrected
    (entries 0x93 and 0xED hold -115 instead of -117; fix ``fix_sine_table``).
    """
    return _SINE_FIXED if fixed else _SINE


def _angles(angles: ArrayLike) -> NDArray[np.intp]:
    a = np.asarray(angles)
    if a.dtype.kind not in "iu":
        raise TypeError(f"angles must be integers (hex angles 0..255), got dtype {a.dtype}")
    if a.size and (a.min() < 0 or a.max() > 255):
        raise ValueError("angles must lie in 0..255 (hex angles; mask with & 0xFF to wrap)")
    return a.astype(np.intp)


@overload
def sine(angles: _Int, fixed: bool = False) -> np.int16: ...
@overload
def sine(angles: ArrayLike, fixed: bool = False) -> Union[NDArray[np.int16], np.int16]: ...
def sine(angles: ArrayLike, fixed: bool = False) -> Union[NDArray[np.int16], np.int16]:
    """sin of hex angles as the games compute it: table[angle] (int16, 256 = 1.0);
    the shape of ``angles`` (a scalar for a scalar)."""
    return sine_table(fixed)[_angles(angles)]


@overload
def cosine(angles: _Int, fixed: bool = False) -> np.int16: ...
@overload
def cosine(angles: ArrayLike, fixed: bool = False) -> Union[NDArray[np.int16], np.int16]: ...
def cosine(angles: ArrayLike, fixed: bool = False) -> Union[NDArray[np.int16], np.int16]:
    """cos of hex angles: table[(angle + 0x40) & 0xFF]."""
    return cast("NDArray[np.int16]", sine_table(fixed)[(_angles(angles) + 0x40) & 0xFF])


@overload
def angle_of(x: _Int, y: _Int) -> np.uint8: ...
@overload
def angle_of(x: ArrayLike, y: ArrayLike) -> Union[NDArray[np.uint8], np.uint8]: ...
def angle_of(x: ArrayLike, y: ArrayLike) -> Union[NDArray[np.uint8], np.uint8]:
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


_VECTOR_SCALE = 4096  # integer length of direction vectors given to angle_of


def tile_angle(dx: float, dy: float) -> int:
    """The unflagged hex angle of the direction (dx, dy) (screen y down).

    :func:`hedgephys.angle_of` (the game's arctangent) of the vector scaled to
    integers of magnitude up to 4096; an odd result, which the engine would
    treat as flagged (rules/terrain §2), is replaced by whichever even neighbour
    is nearer to the exact direction (on an exact tie, the multiple of 4, a
    rule that commutes with flips). E.g. ``tile_angle(16, -16) = 0xE0``,
    ``tile_angle(16, -8) = 0xEE`` (``angle_of`` gives 0xED).
    """
    big = max(abs(dx), abs(dy))
    if big == 0:
        raise ValueError("tile_angle needs a non-zero direction")
    ix = int(round(dx * _VECTOR_SCALE / big))
    iy = int(round(dy * _VECTOR_SCALE / big))
    a = int(angle_of(ix, iy))
    if a % 2 == 0:
        return a
    exact = math.atan2(iy, ix) * 128.0 / math.pi  # hex units, y down = clockwise

    def gap(b: int) -> float:
        return abs((exact - b + 128.0) % 256.0 - 128.0)

    lo, hi = (a - 1) & 0xFF, (a + 1) & 0xFF
    if gap(lo) < gap(hi):
        return lo
    if gap(hi) < gap(lo):
        return hi
    return lo if lo % 4 == 0 else hi
