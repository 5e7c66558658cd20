"""Argument checks shared by the Python layer (private)."""
from __future__ import annotations

import numpy as np


def whole(name: str, value: object, minimum: int) -> int:
    """``value`` as an int of at least ``minimum``: a TypeError for anything
    but an int (bools and floats included), a ValueError naming the bound."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")
    return int(value)
