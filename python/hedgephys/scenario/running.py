"""Running a scenario: :func:`run_scenario` steps the player (and the
objects) frame by frame and records the trace.
"""
from __future__ import annotations

from typing import Any, Dict, Iterator, List, Optional, Tuple, Union

import numpy as np

from ..players import Players
from ..players import buttons as button_mask
from ..objects import Objects, step_stages
from ..units import pixel_state, pixels
from .format import EXTRA_PLAYER_FIELDS, PLAYER_FIELDS, Source, _json_number
from .reading import Scenario, load_scenario
from .trace import Trace


#: The trace event of the frame the player dies (``dead`` becomes true).
DIED = "died"


def _player_fields(players: Players) -> Dict[str, Any]:
    """The trace's player fields for player 0, as plain Python values."""
    s = players.state(0)
    return {name: s[name] for name in PLAYER_FIELDS + EXTRA_PLAYER_FIELDS}


def _stage_fields(raw: Dict[str, int]) -> Dict[str, Any]:
    """The trace's player fields from the core's raw fields of a stage."""
    s = {k: v.item() for k, v in pixel_state(raw).items()}
    return {
        **{k: s[k] for k in ("x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded", "rolling")},
        "on_object": None if raw["on_object"] < 0 else int(raw["on_object"]),
        "pushing": s["pushing"], "anim": int(raw["anim"]), "dead": s["dead"],
    }


def _object_fields(objects: Objects, i: int) -> Dict[str, Any]:
    out: Dict[str, Any] = {"x": _json_number(float(pixels(objects.raw.x[0, i]))),
                           "y": _json_number(float(pixels(objects.raw.y[0, i])))}
    state = objects.state(i, 0)
    if state is not None:
        out["state"] = state
    return out


def iter_frames(scenario: Scenario, stages: bool = False) -> Iterator[Dict[str, Any]]:
    """The trace's frame records of a validated scenario, one at a time (the
    starting state first): what :func:`run_scenario` collects and
    ``hedgephys trace`` streams to its output."""
    players = scenario.make_players()
    objects = scenario.make_objects()
    tilemap = scenario.tilemap
    count = len(scenario.objects)

    def record(n: int, events: List[str],
               stage_list: Optional[List[Tuple[str, Dict[str, int]]]] = None) -> Dict[str, Any]:
        fields = _player_fields(players)
        objs = [] if objects is None else [_object_fields(objects, i) for i in range(count)]
        frame: Dict[str, Any] = {"frame": n, **fields, "events": events, "objects": objs}
        if stages:
            if stage_list is None:
                frame["stages"] = {"player": dict(fields)} if n else {}
            else:
                frame["stages"] = {name: _stage_fields(f) for name, f in stage_list}
        return frame

    yield record(0, [])
    was_dead = bool(players.raw.dead[0])
    held = np.zeros(1, np.uint8)
    n = 0
    for buttons, count_frames in scenario.inputs:
        held[0] = button_mask(buttons)
        for _ in range(count_frames):
            n += 1
            stage_list = None
            if objects is not None and stages:
                stage_list = step_stages(players, tilemap, held, objects)[0]
            else:
                players.step(tilemap, held, objects=objects)
            events = players.events(0) + (objects.events(0) if objects is not None else [])
            if players.raw.dead[0] and not was_dead:
                events.append(DIED)  # the frame the player dies (level bounds: below the bottom line)
            was_dead = bool(players.raw.dead[0])
            yield record(n, events, stage_list)


def run_scenario(source: Union[Source, Scenario], stages: bool = False) -> Trace:
    """Run a scenario (a path, a dict or a :class:`Scenario`) and return its trace.

    Each input entry's buttons are held for its frames, one frame at a time;
    the trace records the starting state and the state after every frame.
    With ``stages=True`` each frame also carries ``"stages"``: the player's
    fields after each routine of the frame: ``"player"`` after the player's own
    update, ``"object:i"`` after object i's, ``"object:i:solid"`` for a push
    block after its solid routine and before it moves (frame 0, before any
    update, has ``{}``).

    Raises :class:`ScenarioError` for invalid input.
    """
    scenario = load_scenario(source)
    return Trace(list(iter_frames(scenario, stages)), scenario.header())
