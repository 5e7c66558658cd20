"""Water in the players' worlds (docs/water.md).

Each player carries the water of his world: whether it has any
(``raw.water``), the surface's y in pixels (``raw.water_y``: Sonic 1
``v_waterpos1``, Sonic 2 ``Water_Level_1``, Sonic 3 & Knuckles
``Water_level``), and his own underwater flag, air and drowning countdown.
The core enters and leaves the water, swaps in the underwater constants and
counts the air each frame (cpp/hedgephys/water.cpp); a world without water
costs one test per frame. :meth:`hedgephys.Players.set_water` is the way in.
"""
from __future__ import annotations

from typing import Any, Optional

import numpy as np
from numpy.typing import ArrayLike, NDArray

from ._checks import is_int

#: Seconds of air when full (S1 ``ResumeMusic``, S2 ``ResumeMusic``, S3K ``Player_ResetAirTimer``).
AIR_FULL = 30
#: Frames of air per second (the countdown objects reload their timer with 59 and count to -1).
FRAMES_PER_SECOND_OF_AIR = 60
#: Frames from drowning to death (the countdown objects' ``#$78``).
DROWN_FRAMES = 0x78


def surface_words(y: ArrayLike, name: str = "y") -> NDArray[np.int16]:
    """Water surface heights as int16 pixel words: whole numbers -32768..32767
    (a scalar or an array); a clear error otherwise."""
    arr = np.asarray(y)
    if arr.dtype == bool or not (np.issubdtype(arr.dtype, np.integer) or arr.dtype == object):
        raise TypeError(f"{name} must be whole pixels (an int or an int array), got {arr.dtype}")
    if arr.dtype == object and not all(is_int(v) for v in arr.ravel()):
        raise TypeError(f"{name} must be whole pixels (ints)")
    wide = arr.astype(np.int64)
    if wide.size and (wide.min() < -32768 or wide.max() > 32767):
        raise ValueError(f"{name} must be -32768..32767 pixels (a 16-bit word), got "
                         f"{int(wide.min())}..{int(wide.max())}")
    return wide.astype(np.int16)


def set_water(raw: Any, y: Optional[ArrayLike], index: Any) -> None:
    """Write the water of the selected players' worlds into ``raw`` (a
    :class:`hedgephys.fields.PlayerFields`): a surface at ``y`` pixels, or
    None for no water. Removing the water also takes the players out of it
    (not underwater, not drowning, air full); setting it leaves their state alone: the next
    frame's test (``Sonic_Water``) enters or leaves the water as the game
    would."""
    if y is None:
        raw.water[index] = 0
        raw.water_y[index] = 0
        raw.underwater[index] = 0
        raw.air[index] = AIR_FULL
        raw.air_timer[index] = 0
        raw.drown[index] = 0
        raw.water_mean[index] = raw.water_target[index] = 0
        return
    words = surface_words(y)
    try:  # a shape that does not fit fails before any write
        np.broadcast_to(words, raw.water_y[index].shape)
    except ValueError:
        raise ValueError(f"y has shape {words.shape}, which does not fit the {raw.water_y[index].shape} "
                         "players selected") from None
    raw.water_y[index] = words
    raw.water[index] = 1
    # the moving water (water_events.py) starts from this surface: mean and
    # target levels here, speed 1, the act's first routine
    raw.water_mean[index] = words
    raw.water_target[index] = words
    raw.water_speed[index] = 1
    raw.water_routine[index] = 0
