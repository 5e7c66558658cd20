"""hedgephys: the exact player physics and collision of the classic Mega Drive
Sonic games (Sonic 1, Sonic 2, Sonic 3 & Knuckles, Sonic CD), batched over numpy.

The core is integer C++; this package is a typed layer over it.
"""
from .level import LayerZone, Level, LevelBounds, default_level
from .loops import LoopChunks
from .objects import (Hitbox, JumpThrough, Monitor, Objects, PathSwapper, PushBlock, SlopedObject,
                      SolidBox)
from .players import EVENTS, KNUCKLES_STATES, MODES, D, J, L, Players, R, U, buttons, ground_mode
from .rules import CHARACTERS, FIXES, GAMES, anim_ids
from .scenario import (NotSupportedError, Scenario, ScenarioError, Trace, load_scenario,
                       load_trace, run_scenario)
from .tiles import CastResult, TileMap, TileSet, cell, widths_from_heights
from .trig import angle_of, cosine, sine, sine_table

from . import levels  # noqa: E402  (needs the names above)

import importlib as _importlib  # noqa: E402
from typing import TYPE_CHECKING as _TYPE_CHECKING  # noqa: E402

if _TYPE_CHECKING:  # for mypy: what the module __getattr__ below loads
    from . import gym, ray, routines, video  # noqa: F401

#: Submodules loaded on first attribute access (``hp.gym.HedgephysEnv``),
#: not by ``import hedgephys``: they pull optional dependencies (Gymnasium,
#: Ray, matplotlib) or are rarely needed.
_LAZY = ("gym", "ray", "routines", "video")


def __getattr__(name: str) -> object:
    """``hp.gym``, ``hp.ray``, ``hp.routines``, ``hp.video``: imported on first use."""
    if name in _LAZY:
        module = _importlib.import_module(f".{name}", __name__)
        globals()[name] = module
        return module
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))

__version__ = "0.1.0"

__all__ = [
    "CHARACTERS", "CastResult", "D", "EVENTS", "FIXES", "GAMES", "Hitbox", "J", "JumpThrough", "L", "LayerZone", "Level",
    "KNUCKLES_STATES", "LevelBounds", "LoopChunks", "MODES", "Monitor", "anim_ids", "NotSupportedError", "Objects", "PathSwapper", "Players", "PushBlock", "R", "Scenario",
    "ScenarioError", "SlopedObject", "SolidBox", "TileMap", "TileSet", "Trace", "U", "angle_of",
    "buttons", "cell", "cosine", "default_level", "ground_mode", "levels", "load_scenario", "load_trace", "run_scenario",
    "sine", "sine_table", "widths_from_heights",
]
