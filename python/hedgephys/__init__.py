"""hedgephys: the exact player physics and collision of the classic Mega Drive
Sonic games (Sonic 1, Sonic 2, Sonic 3 & Knuckles, Sonic CD), batched over numpy.

The core is integer C++; this package is a typed layer over it.
"""
from .level import LayerZone, Level, LevelBounds, default_level
from .loops import LoopChunks
from .objects import (Hitbox, JumpThrough, Monitor, Objects, PathSwapper, PushBlock, SlopedObject,
                      SolidBox)
from .players import EVENTS, MODES, D, J, L, Players, R, U, buttons, ground_mode
from .rules import CHARACTERS, FIXES, GAMES, anim_ids
from .scenario import (NotSupportedError, Scenario, ScenarioError, Trace, load_scenario,
                       load_trace, run_scenario)
from .tiles import CastResult, TileMap, TileSet, cell, widths_from_heights
from .trig import angle_of, cosine, sine, sine_table

from . import levels  # noqa: E402  (needs the names above)

__version__ = "0.1.0"

__all__ = [
    "CHARACTERS", "CastResult", "D", "EVENTS", "FIXES", "GAMES", "Hitbox", "J", "JumpThrough", "L", "LayerZone", "Level",
    "LevelBounds", "LoopChunks", "MODES", "Monitor", "anim_ids", "NotSupportedError", "Objects", "PathSwapper", "Players", "PushBlock", "R", "Scenario",
    "ScenarioError", "SlopedObject", "SolidBox", "TileMap", "TileSet", "Trace", "U", "angle_of",
    "buttons", "cell", "cosine", "default_level", "ground_mode", "levels", "load_scenario", "load_trace", "run_scenario",
    "sine", "sine_table", "widths_from_heights",
]
