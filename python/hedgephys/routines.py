"""Single rules of the frame, one at a time, on one player state.

The frame (``Players.step``) runs these same C++ routines in the original
order (rules/terrain §10). Calling one alone lets an engine author check a single
rule against their own engine, and lets a learner see what one rule does::

    >>> from hedgephys import routines
    >>> routines.apply("slope_factor_walk", {"angle": 0x08, "gsp": 768})["gsp"]
    774

State keys are the raw player fields (``hedgephys.Players(...).raw``): x and y
in 16.16 fixed point, speeds ``xsp``, ``ysp``, ``gsp`` in 1/256 px per frame,
``angle`` as a hex byte, flags as 0/1. Missing keys take the starting state
(standing still at (0, 0), standing radii).
"""
from __future__ import annotations

from typing import Iterable, Optional

from . import _core
from .players import buttons as _buttons
from .rules import character_code, fix_mask, game_code
from .tiles import TileMap

#: Routines that read the map (they need ``terrain=``): ``sonic_loops``, Sonic
#: 1's loop rule (rules/terrain §4.3, :class:`hedgephys.LoopChunks`).
MAP_NAMES = tuple(_core.map_routine_names())
#: Routine names accepted by :func:`apply`, each a step of rules/terrain §8/§7 (rules/terrain §4.3).
NAMES = tuple(_core.routine_names()) + MAP_NAMES


def apply(name: str, state: dict[str, int], *, game: str = "s2", character: str = "sonic",
          fixes: Iterable[str] = (), held: str = "", terrain: Optional[TileMap] = None) -> dict[str, int]:
    """Run one routine on one player state and return the state afterwards.

    ``held`` is a string of held buttons (``"LRUDJ"``) for the input routines;
    ``terrain`` the :class:`~hedgephys.TileMap` for the routines of
    :data:`MAP_NAMES` (and only for them).
    """
    if name not in NAMES:
        raise ValueError(f"unknown routine {name!r}; expected one of {', '.join(NAMES)}")
    if not isinstance(state, dict):
        raise TypeError("state must be a dict of raw player fields")
    if name in MAP_NAMES:
        if not isinstance(terrain, TileMap):
            raise TypeError(f"routine {name!r} reads the map: pass terrain=<a hedgephys.TileMap>")
        return dict(_core.map_routine(name, terrain._terrain, game_code(game), character_code(character),
                                      fix_mask(fixes), state))
    if terrain is not None:
        raise ValueError(f"routine {name!r} does not read the map; terrain= is only for {', '.join(MAP_NAMES)}")
    return dict(_core.routine(name, game_code(game), character_code(character),
                              fix_mask(fixes), state, _buttons(held)))


def floor_angle(current: int, found: int, game: str = "s2") -> int:
    """The ground angle floor following keeps (rules/terrain §6.2): the found angle,
    or the current one snapped to a cardinal when the found one is flagged (and,
    in S2/S3K, when it differs by 0x20 or more)."""
    for v in (current, found):
        if not (0 <= int(v) <= 255):
            raise ValueError("angles are hex bytes 0..255")
    return int(_core.floor_angle(int(current), int(found), game_code(game)))


def snap_limit(speed: int, game: str = "s2") -> int:
    """The largest positive distance floor following snaps down to (rules/terrain §6.2)."""
    if not (-32768 <= int(speed) <= 32767):
        raise ValueError("speed must be an int16 in 1/256 px per frame")
    return int(_core.snap_limit(int(speed), game_code(game)))
