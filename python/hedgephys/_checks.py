"""Argument checks shared by the Python layer (private): the one gate for
whole numbers (and plain numbers) that every public function goes through."""
from __future__ import annotations

from typing import Optional, cast

import numpy as np


def is_int(value: object) -> bool:
    """True for a Python or NumPy int; bools (``np.bool_`` is no NumPy int)
    and floats are not."""
    return isinstance(value, (int, np.integer)) and not isinstance(value, bool)


def is_number(value: object) -> bool:
    """True for a Python or NumPy int or float; bools are not."""
    return isinstance(value, (int, float, np.integer, np.floating)) and not isinstance(value, bool)


def whole(name: str, value: object, minimum: Optional[int] = None, maximum: Optional[int] = None,
          what: str = "an int", unit: str = "") -> int:
    """``value`` as an int in ``minimum .. maximum`` (either bound may be
    None): a TypeError "``name`` must be ``what``" for anything but an int
    (bools and floats included), a ValueError naming the bounds (and ``unit``)."""
    if not is_int(value):
        raise TypeError(f"{name} must be {what}, got {type(value).__name__}")
    v = int(cast(int, value))
    unit = f" {unit}" if unit else ""
    if maximum is None and minimum is not None and v < minimum:
        raise ValueError(f"{name} must be >= {minimum}{unit}, got {v}")
    if maximum is not None and ((minimum is not None and v < minimum) or v > maximum):
        bounds = f"{minimum}..{maximum}" if minimum is not None else f"<= {maximum}"
        raise ValueError(f"{name} must be {bounds}{unit}, got {v}")
    return v


def period(name: str, value: object) -> Optional[int]:
    """A vertical wrap period (``wrap_y``) or None: a power of two from 16 to
    65536 pixels (rules/terrain §8.9)."""
    if value is None:
        return None
    v = whole(name, value, what="an int (pixels) or None")
    if v < 16 or v > 65536 or v & (v - 1):
        raise ValueError(f"{name} must be a power of two from 16 to 65536 pixels, got {v}")
    return v
