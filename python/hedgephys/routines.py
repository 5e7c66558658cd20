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

:meth:`hedgephys.Players.state` dicts are taken too (pixels, flags, facing):
they are converted to the raw fields, exactly (``apply(name, players.state(0))``);
the returned state is raw fields either way.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Optional

from . import _core
from .players import buttons as _buttons
from .rules import character_code, fix_mask, game_code
from .tiles import TileMap

#: Routines that read the map (they need ``terrain=``): ``sonic_loops``, Sonic
#: 1's loop rule (rules/terrain §4.3, :class:`hedgephys.LoopChunks`).
MAP_NAMES = tuple(_core.map_routine_names())
#: Routine names accepted by :func:`apply`, each a step of rules/terrain §8/§7 (rules/terrain §4.3).
NAMES = tuple(_core.routine_names()) + MAP_NAMES


# Players.state(i) keys: the raw field each becomes and its scale (1: as it is)
_STATE_SCALES = {"x": ("x", 65536), "y": ("y", 65536), "x_speed": ("xsp", 256), "y_speed": ("ysp", 256),
                 "ground_speed": ("gsp", 256), "angle": ("angle", 1), "anim": ("anim", 1)}
_STATE_ONLY = {"x_speed", "y_speed", "ground_speed", "grounded", "facing"}  # (not raw field names)


def _raw_state(state: Mapping[str, Any]) -> dict[str, Any]:
    """Raw fields from a :meth:`hedgephys.Players.state` dict (recognised by
    its own keys, e.g. ``x_speed``); a raw dict is returned as it is."""
    if not _STATE_ONLY & set(state):
        return dict(state)
    raw: dict[str, Any] = {}
    for key, value in state.items():
        if key in _STATE_SCALES:
            field, scale = _STATE_SCALES[key]
            scaled = float(value) * scale
            if scaled != int(scaled):
                raise ValueError(f"state[{key!r}] = {value!r} is not a multiple of 1/{scale} "
                                 "(a Players.state value, in pixels)")
            raw[field] = int(scaled)
        elif key in ("grounded", "rolling", "pushing", "dead"):
            raw["airborne" if key == "grounded" else key] = int(not value) if key == "grounded" else int(bool(value))
        elif key == "facing":
            if value not in ("left", "right"):
                raise ValueError(f"state['facing'] must be 'left' or 'right', got {value!r}")
            raw["facing_left"] = int(value == "left")
        elif key == "on_object":
            raw["on_object"] = -1 if value is None else int(value)
        else:
            raw[key] = value  # a raw field given alongside
    if "x" in raw:
        raw["x"] &= 0xFFFFFFFF   # signed pixels -> the 16.16 word
    if "y" in raw:
        raw["y"] &= 0xFFFFFFFF
    return raw


def apply(name: str, state: dict[str, Any], *, game: str = "s2", character: str = "sonic",
          fixes: Iterable[str] = (), held: str = "", terrain: Optional[TileMap] = None) -> dict[str, int]:
    """Run one routine on one player state and return the state afterwards.

    ``held`` is a string of held buttons (``"LRUDJ"``) for the input routines;
    ``terrain`` the :class:`~hedgephys.TileMap` for the routines of
    :data:`MAP_NAMES` (and only for them).
    """
    if name not in NAMES:
        raise ValueError(f"unknown routine {name!r}; expected one of {', '.join(NAMES)}")
    if not isinstance(state, dict):
        raise TypeError("state must be a dict of raw player fields (or a Players.state(i) dict)")
    state = _raw_state(state)
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
