"""The core's fixed-point units (rules/terrain §1), converted in one place.

Positions are 16.16 words (uint32): the pixel is the high 16 bits, a 16-bit
word that wraps at 65536. Speeds are 8.8 (int16): 1/256 pixel per frame. The
conversions to pixels are exact in float64; the conversions from pixels
accept only exact multiples of 1/256 (the fixed-point step) and raise
ValueError naming the value otherwise.
"""
from __future__ import annotations

from typing import Any, Mapping

import numpy as np
from numpy.typing import ArrayLike, NDArray

#: One pixel as a 16.16 position word, and one pixel per frame as an 8.8 speed.
POSITION_ONE = 65536
SPEED_ONE = 256

_POSITION_LO, _POSITION_HI = -32768 * SPEED_ONE, 65535 * SPEED_ONE + 255  # in 1/256 px


def pixels(words: ArrayLike) -> NDArray[np.float64]:
    """16.16 position words as pixels, 0 .. 65535.99 (float64, exact; a 0-d
    array for a scalar)."""
    return np.asarray(words, dtype=np.float64) / float(POSITION_ONE)


def signed_pixels(words: ArrayLike) -> NDArray[np.float64]:
    """16.16 position words as signed pixels, -32768 .. 32767.99 (float64, exact):
    the pixel word read as a signed 16-bit value."""
    w = np.asarray(words).astype(np.int64)
    return ((w ^ 0x80000000) - 0x80000000) / float(POSITION_ONE)


def speed_pixels(speed: ArrayLike) -> NDArray[np.float64]:
    """8.8 speeds as pixels per frame (float64, exact; a 0-d array for a scalar)."""
    return np.asarray(speed, dtype=np.float64) / float(SPEED_ONE)


def signed_word(v: ArrayLike) -> NDArray[np.int64]:
    """A difference of pixel words as a signed 16-bit value (int64)."""
    return ((np.asarray(v).astype(np.int64) + 0x8000) & 0xFFFF) - 0x8000


def _steps(name: str, value: Any, what: str) -> NDArray[np.int64]:
    """``value`` in 1/256 units, checked to be an exact multiple of 1/256."""
    if isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name} must be a number of {what}, got {value!r}")
    try:
        v = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError):
        raise TypeError(f"{name} must be a number or an array of numbers ({what}), got {value!r}") from None
    raw = v * SPEED_ONE
    if not np.all(np.isfinite(raw)) or np.any(raw != np.round(raw)):
        raise ValueError(f"{name} must be an exact multiple of 1/256 (the fixed-point step), got {value!r}")
    return raw.astype(np.int64)


def position_words(name: str, value: Any) -> NDArray[np.int64]:
    """Pixels as 16.16 position words. Pixels are 16-bit words that wrap at
    65536 (rules/objects §0.1), so -32768 .. -1 are the words 32768 .. 65535."""
    raw = _steps(name, value, "pixels")
    if np.any(raw < _POSITION_LO) or np.any(raw > _POSITION_HI):
        raise ValueError(f"{name} out of range: a 16-bit pixel word, -32768 .. 65535.99 pixels "
                         f"(a negative value is the same word as value + 65536), got {value!r}")
    return (raw % (65536 * SPEED_ONE)) << 8


def speed_units(name: str, value: Any, limit: int = 32767) -> NDArray[np.int64]:
    """Pixels per frame as 8.8 speeds, within -limit-1 .. limit (1/256 units)."""
    raw = _steps(name, value, "pixels per frame")
    if np.any(raw < -limit - 1) or np.any(raw > limit):
        raise ValueError(f"{name} out of range: {(-limit - 1) / SPEED_ONE} .. {limit / SPEED_ONE} "
                         f"pixels per frame, got {value!r}")
    return raw


def pixel_state(raw: Mapping[str, ArrayLike], signed: bool = False) -> dict[str, NDArray[Any]]:
    """A player's state in pixels and flags from the core's raw fields (``x``,
    ``y``, ``xsp``, ``ysp``, ``gsp``, ``angle``, ``airborne``, ``rolling``,
    ``pushing``, ``facing_left``, ``dead``): fresh arrays of the raw fields'
    shape (0-d for scalars). ``signed``: positions as signed pixels
    (:func:`signed_pixels`) instead of 0 .. 65535.99. The one conversion
    behind ``Players.state``, the scenario trace and the Gymnasium state."""
    def flag(name: str) -> NDArray[np.bool_]:
        return np.not_equal(raw[name], 0)
    position = signed_pixels if signed else pixels
    return {
        "x": position(raw["x"]), "y": position(raw["y"]),
        "x_speed": speed_pixels(raw["xsp"]), "y_speed": speed_pixels(raw["ysp"]),
        "ground_speed": speed_pixels(raw["gsp"]), "angle": np.array(raw["angle"]),
        "grounded": ~flag("airborne"), "rolling": flag("rolling"), "pushing": flag("pushing"),
        "facing_left": flag("facing_left"), "dead": flag("dead"),
    }


class PixelPosition:
    """The ``x`` and ``y`` pixel properties of a batch (players or objects)
    whose ``raw`` fields hold 16.16 position words."""

    raw: Any

    @property
    def x(self) -> NDArray[np.float64]:
        """float64 of ``raw.x``'s shape (players: (n,), objects: (n_envs, count)):
        x position (an object's centre) in pixels (a copy; exact: the fraction is a multiple of 1/65536)."""
        return pixels(self.raw.x)

    @property
    def y(self) -> NDArray[np.float64]:
        """float64 of ``raw.y``'s shape: y position (an object's centre) in pixels, y down (a copy; exact)."""
        return pixels(self.raw.y)
