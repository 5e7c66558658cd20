"""Traces: the :class:`Trace` of a run (writing it as JSON, comparing two)
and :func:`load_trace`, which reads and validates a trace file written by
this library or by another engine.
"""
from __future__ import annotations

import io
import json
import os
from typing import (Any, Dict, Iterable, List, Mapping, NamedTuple, Optional, Sequence, TextIO, Tuple,
                    Union)

import numpy as np

from ..rules import CHARACTERS, GAMES
from .format import (_COORD, _EVENT_NAME, _SPEED, _STAGE_NAME, ARRAY_DTYPES, EXTRA_PLAYER_FIELDS,
                     PLAYER_FIELDS,
                     SCENARIO_FORMAT, TRACE_FORMAT, ScenarioError, Source, TraceError, _boolean,
                     _check_format, _choice, _fixed, _integer, _key, _kind, _list, _object, _read)
from .reading import _fixes


# --------------------------------------------------------------------------------------
# running and traces
# --------------------------------------------------------------------------------------
class Difference(NamedTuple):
    """Where two traces first differ: ``frame`` index, ``field`` name
    (``"x"``, ``"events"``, ``"stages.player.x"``, ``"objects[0].x"`` or
    ``"frames"`` for the frame count) and the two values."""

    frame: int
    field: str
    a: Any
    b: Any


def _dump(v: Any) -> str:
    return json.dumps(v, ensure_ascii=True, allow_nan=False)


def write_frames(out: TextIO, scenario: Mapping[str, Any], frames: Iterable[Dict[str, Any]]) -> int:
    """Write a trace file's text (deterministic, one frame per line) to
    ``out`` as the frames come, without holding them all; returns how many
    were written. :meth:`Trace.to_json` is this over a trace's frames."""
    out.write(f'{{"format": {_dump(TRACE_FORMAT)}, "scenario": {_dump(dict(scenario))}, "frames": [\n')
    count = 0
    for frame in frames:
        if count:
            out.write(",\n")
        out.write(_dump(frame))
        count += 1
    out.write("\n]}\n")
    return count


class Trace:
    """The state after every frame of a run (rules/scenario "Trace").

    ``frames`` is the list of frame records exactly as written to the file
    (``frames[0]`` is the starting state); ``scenario`` the header (game,
    character, fixes). Numeric and flag fields are also numpy arrays of length
    ``len(trace)``: ``trace["x"]``, ``trace.x`` or ``trace.arrays()``
    (``on_object`` uses -1 for none); :meth:`event` gives one event's frames.
    """

    def __init__(self, frames: List[Dict[str, Any]], scenario: Mapping[str, Any]):
        self.frames = frames
        self.scenario = dict(scenario)
        self._arrays: Optional[Dict[str, np.ndarray]] = None

    def __len__(self) -> int:
        return len(self.frames)

    def __repr__(self) -> str:
        return (f"Trace({len(self.frames)} records, game={self.scenario.get('game')!r}, "
                f"character={self.scenario.get('character')!r})")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Trace):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def arrays(self) -> Dict[str, np.ndarray]:
        """Every numeric/flag field as a numpy array over the frames."""
        if self._arrays is None:
            self._arrays = {
                name: np.array([-1 if f[name] is None else f[name] for f in self.frames],
                               dtype=dtype).reshape(len(self.frames))
                for name, dtype in ARRAY_DTYPES.items()
                if all(name in f for f in self.frames)  # a foreign trace may lack "anim"
            }
        return self._arrays

    def __getitem__(self, name: str) -> np.ndarray:
        if name not in ARRAY_DTYPES:
            raise KeyError(f"{name!r} is not an array field; fields: {', '.join(ARRAY_DTYPES)}")
        return self.arrays()[name]

    def __getattr__(self, name: str) -> np.ndarray:
        if name in ARRAY_DTYPES:
            return self.arrays()[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def event(self, name: str) -> np.ndarray:
        """Bool array: the frames whose events include ``name`` (``"jumped"``
        matches only "jumped"; ``"touched"`` matches any "touched:i")."""
        return np.array([any(e == name or e.startswith(name + ":") for e in f["events"])
                         for f in self.frames], dtype=bool)

    # ----- writing -------------------------------------------------------------------
    def to_dict(self) -> Dict[str, Any]:
        """The trace as a JSON-ready dict."""
        return {"format": TRACE_FORMAT, "scenario": self.scenario, "frames": self.frames}

    def to_json(self) -> str:
        """The trace file's text: deterministic, one frame per line, ending in a newline."""
        out = io.StringIO()
        write_frames(out, self.scenario, self.frames)
        return out.getvalue()

    def write(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Write :meth:`to_json` to a file."""
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            write_frames(f, self.scenario, self.frames)

    # ----- comparing -----------------------------------------------------------------
    def compare(self, other: "Trace") -> Optional[Difference]:
        """The first difference between two traces' frames, or None.

        Frames are compared in order and, within a frame, fields in file order
        (events as sets, then objects, then stages when both traces have
        them). A trace that is a prefix of the other differs at field
        ``"frames"`` with the two lengths. The header is not compared.
        """
        for i, (fa, fb) in enumerate(zip(self.frames, other.frames)):
            diff = _first_difference(fa, fb)
            if diff is not None:
                return Difference(i, *diff)
        if len(self.frames) != len(other.frames):
            n = min(len(self.frames), len(other.frames))
            return Difference(n, "frames", len(self.frames), len(other.frames))
        return None


def _first_difference(a: Mapping[str, Any],
                      b: Mapping[str, Any]) -> Optional[Tuple[str, Any, Any]]:
    """The first differing (field, a, b) of two frame records (see Trace.compare)."""
    for name in PLAYER_FIELDS:
        if a[name] != b[name]:
            return name, a[name], b[name]
    for name in EXTRA_PLAYER_FIELDS:  # compared when both traces have them
        if name in a and name in b and a[name] != b[name]:
            return name, a[name], b[name]
    if sorted(a["events"]) != sorted(b["events"]):
        return "events", a["events"], b["events"]
    oa, ob = a["objects"], b["objects"]
    for j in range(max(len(oa), len(ob))):
        if j >= len(oa) or j >= len(ob):
            return f"objects[{j}]", oa[j] if j < len(oa) else None, ob[j] if j < len(ob) else None
        for key in sorted(set(oa[j]) | set(ob[j])):
            if oa[j].get(key) != ob[j].get(key):
                return f"objects[{j}].{key}", oa[j].get(key), ob[j].get(key)
    sa, sb = a.get("stages"), b.get("stages")
    if sa is not None and sb is not None:
        for stage in list(sa) + [s for s in sb if s not in sa]:
            if stage not in sa or stage not in sb:
                return f"stages.{stage}", sa.get(stage), sb.get(stage)
            for name in PLAYER_FIELDS + EXTRA_PLAYER_FIELDS:
                if name not in sa[stage] or name not in sb[stage]:
                    continue
                if sa[stage][name] != sb[stage][name]:
                    return f"stages.{stage}.{name}", sa[stage][name], sb[stage][name]
    return None


# --------------------------------------------------------------------------------------
# trace validation
# --------------------------------------------------------------------------------------
def load_trace(source: Source) -> Trace:
    """Read and validate a trace (``"format": "hedgephys-trace/1"``) from a file
    path or a dict, e.g. one written by another engine, for :meth:`Trace.compare`.

    Raises :class:`TraceError` naming the offending field.
    """
    return _read(source, TraceError, _trace_from_json)


def _trace_from_json(doc: Any) -> Trace:
    """Validate a parsed trace document; every error becomes a TraceError."""
    try:
        _check_format(doc, TRACE_FORMAT, SCENARIO_FORMAT)
        d = _object(doc, "", ("format", "scenario", "frames"))
        h = _object(d["scenario"], "scenario", ("game", "character"), ("fixes",))
        header = {"game": _choice(h["game"], "scenario.game", tuple(GAMES), "game"),
                  "character": _choice(h["character"], "scenario.character", tuple(CHARACTERS),
                                       "character"),
                  "fixes": list(_fixes(h.get("fixes", []), "scenario.fixes"))}
        frames = [_trace_frame(f, i) for i, f in enumerate(_list(d["frames"], "frames"))]
        if not frames:
            raise ScenarioError("frames", "expected at least the starting frame")
    except TraceError:
        raise
    except ScenarioError as e:
        raise TraceError(e.location, e.problem) from None
    return Trace(frames, header)


def _trace_player(value: Any, where: str, required: Sequence[str] = (),
                  optional: Sequence[str] = ()) -> Dict[str, Any]:
    """A frame's (or a stage's) fields: the player fields validated and
    normalized, the ``required``/``optional`` ones as given."""
    f = _object(value, where, PLAYER_FIELDS + tuple(required),
                EXTRA_PLAYER_FIELDS + tuple(optional))
    on_object = f["on_object"]
    extra = {}
    if "anim" in f:
        extra["anim"] = _integer(f["anim"], f"{where}.anim", 0, 255, "an animation id")
    if "dead" in f:
        extra["dead"] = _boolean(f["dead"], f"{where}.dead")
    return {
        **f, **extra,
        **{n: _fixed(f[n], f"{where}.{n}", _COORD) for n in ("x", "y")},
        **{n: _fixed(f[n], f"{where}.{n}", _SPEED)
           for n in ("x_speed", "y_speed", "ground_speed")},
        **{n: _boolean(f[n], f"{where}.{n}") for n in ("grounded", "rolling", "pushing")},
        "angle": _integer(f["angle"], f"{where}.angle", 0, 255),
        "on_object": None if on_object is None
        else _integer(on_object, f"{where}.on_object", 0, None, "an object index"),
    }


def _trace_frame(value: Any, i: int) -> Dict[str, Any]:
    """Frame ``i`` of a trace, validated and normalized."""
    where = f"frames[{i}]"
    f = _trace_player(value, where, ("frame", "events", "objects"), ("stages",))
    n = _integer(f["frame"], f"{where}.frame", 0, None)
    if n != i:
        raise ScenarioError(f"{where}.frame", f"is {n}; frames must be numbered 0, 1, 2... in order")
    events = _list(f["events"], f"{where}.events", "a list of event names")
    for j, e in enumerate(events):
        if not isinstance(e, str) or not _EVENT_NAME.fullmatch(e):
            raise ScenarioError(f"{where}.events[{j}]", 'expected an event name such as "landed" '
                                                        f'or "touched:0", got {_kind(e)}')
    objects = []
    for j, o in enumerate(_list(f["objects"], f"{where}.objects")):
        ow = f"{where}.objects[{j}]"
        if not isinstance(o, Mapping) or "x" not in o or "y" not in o:
            raise ScenarioError(ow, 'expected an object with at least "x" and "y"')
        objects.append({**o, "x": _fixed(o["x"], f"{ow}.x", _COORD),
                        "y": _fixed(o["y"], f"{ow}.y", _COORD)})
    out: Dict[str, Any] = {"frame": n, **{k: f[k] for k in PLAYER_FIELDS},
                           **{k: f[k] for k in EXTRA_PLAYER_FIELDS if k in f},
                           "events": events, "objects": objects}
    if f.get("stages") is not None:
        stages = f["stages"]
        if not isinstance(stages, Mapping):
            raise ScenarioError(f"{where}.stages", f"expected an object, got {_kind(stages)}")
        out["stages"] = {}
        for name, stage in stages.items():
            sw = _key(f"{where}.stages", str(name))
            if not _STAGE_NAME.fullmatch(str(name)):
                raise ScenarioError(sw, 'unknown stage; expected "player", "object:i" '
                                        'or "object:i:solid"')
            fields = _trace_player(stage, sw)
            out["stages"][name] = {k: fields[k] for k in PLAYER_FIELDS + EXTRA_PLAYER_FIELDS
                                   if k in fields}
    return out
