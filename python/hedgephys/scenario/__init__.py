"""Scenario and trace files: the exchange format (rules/scenario).

A *scenario* (``"format": "hedgephys-scenario/1"``) describes a small world,
one player's starting state and the buttons held on each frame; running it
gives a *trace* (``"format": "hedgephys-trace/1"``): the player's state after
every frame.

* :func:`load_scenario` reads and fully validates a scenario (a path or an
  already-parsed dict) into a :class:`Scenario`;
* :func:`run_scenario` runs it and returns a :class:`Trace`;
* :func:`load_trace` reads and validates a trace file (for comparing engines,
  see :meth:`Trace.compare`).

Every malformed input raises :class:`ScenarioError` (a ``ValueError``) whose
message starts with the JSON-path-like location of the offending value, e.g.
``player.x: 12.3 is not a multiple of 1/256``. What the library accepts beyond
the spec, and every choice made where the spec is silent, is listed in
docs/scenario.md.
"""
from .format import (ARRAY_DTYPES, FACINGS, FRAME_FIELDS, LAYERS, OBJECT_TYPES, PLAYER_FIELDS,
                     REACTIONS, SCENARIO_FORMAT, SOLIDITY, TRACE_FORMAT, NotSupportedError,
                     ScenarioError, Source, TraceError)
from .reading import ObjectSpec, PlayerStart, Scenario, TileSpec, load_scenario
from .running import run_scenario
from .trace import Difference, Trace, load_trace

__all__ = [
    "ARRAY_DTYPES", "FACINGS", "FRAME_FIELDS", "LAYERS", "OBJECT_TYPES", "PLAYER_FIELDS",
    "REACTIONS", "SOLIDITY", "Source", "SCENARIO_FORMAT", "TRACE_FORMAT", "ScenarioError", "TraceError", "NotSupportedError",
    "TileSpec", "ObjectSpec", "PlayerStart", "Scenario", "Trace", "Difference",
    "load_scenario", "run_scenario", "load_trace",
]
