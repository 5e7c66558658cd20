"""The vocabulary of scenario and trace files (rules/scenario): format
names, field lists, value ranges, the errors, the value checkers that turn a
JSON value into a normalized one or raise :class:`ScenarioError`, and strict
JSON reading.
"""
from __future__ import annotations

import json
import math
import numbers
import os
import re
from fractions import Fraction
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple, TypeVar, Union

import numpy as np

from .. import _core
from ..kinds import KINDS
from ..tiles import LAYER_NAMES, SOLIDITY_BITS

SCENARIO_FORMAT = "hedgephys-scenario/1"
TRACE_FORMAT = "hedgephys-trace/1"

#: Source accepted by the loaders: a file path or an already-parsed JSON object.
Source = Union[str, "os.PathLike[str]", Mapping[str, Any]]

#: The object types: the core's registry of object kinds, in code order
#: (cpp/hedgephys/object_kinds.hpp).
OBJECT_TYPES: Tuple[str, ...] = tuple(KINDS)
#: A hitbox's reaction classes, the core's names in code order (rules/objects §8 G4).
REACTIONS: Tuple[str, ...] = tuple(_core.VOCABULARY["reactions"])
SOLIDITY = {name: bits for name, bits in SOLIDITY_BITS.items() if name != "none"}  # (a scenario cell is solid)
_SOLIDITY_NAMES = {bits: name for name, bits in SOLIDITY.items()}
FACINGS = ("right", "left")
LAYERS = LAYER_NAMES

#: Player fields of a trace frame (and of each ``stages`` entry), in file order.
PLAYER_FIELDS = ("x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded",
                 "rolling", "on_object", "pushing")
#: Player fields this library adds to every frame (and stage) it writes; a
#: trace from elsewhere may leave them out (docs/scenario.md "Additions").
#: ``anim``: the animation id, the game's numbering (hedgephys.anim_ids);
#: ``dead``: the player is dead (level bounds: below the act's bottom line;
#: the frame it happens has the event ``"died"``) and no longer moves.
EXTRA_PLAYER_FIELDS = ("anim", "dead")
#: Every field of a trace frame, in file order.
FRAME_FIELDS = ("frame",) + PLAYER_FIELDS + EXTRA_PLAYER_FIELDS + ("events", "objects")
#: Fields of :data:`FRAME_FIELDS` available as numpy arrays, with their dtypes.
ARRAY_DTYPES = {
    "frame": np.int64, "x": np.float64, "y": np.float64, "x_speed": np.float64,
    "y_speed": np.float64, "ground_speed": np.float64, "angle": np.int64,
    "grounded": np.bool_, "rolling": np.bool_, "on_object": np.int64, "pushing": np.bool_,
    "anim": np.int64, "dead": np.bool_,
}

_SPEED = (-128.0, 32767 / 256)           # int16 in 1/256 px per frame
_COORD = (-32768.0, 65535 + 255 / 256)   # a 16-bit pixel word (either reading) and its fraction
_MAP_MARGIN = 32                         # rules/scenario: "by more than 32 pixels"
#: The most cells a map may have per row and per column: 4096 cells of 16 px
#: cover the 16-bit pixel word (docs/scenario.md).
MAX_MAP_CELLS = 4096
#: The most frames a scenario's inputs may add up to (docs/scenario.md): about
#: 19 days of play at 60 frames per second, a trace file of some 30 GB.
MAX_FRAMES = 100_000_000
_TILE_KEY = re.compile(r"[1-9][0-9]*\Z")
_EXTENSION_PREFIXES = ("_", "x-")
_EVENT_NAME = re.compile(r"[a-z_]+(:[0-9]+)?")
_STAGE_NAME = re.compile(r"player|object:[0-9]+(:solid)?")


# --------------------------------------------------------------------------------------
# errors
# --------------------------------------------------------------------------------------
class ScenarioError(ValueError):
    """Invalid scenario (or trace) input.

    ``location`` is the JSON-path-like place of the offending value
    (``"player.x"``, ``"map[2][5]"``, ``'tiles["2"].heights'``; empty for the
    document as a whole), ``problem`` what is wrong with it and ``source`` the
    file it came from (None for a dict). ``str(error)`` joins the three into
    one line: ``scenario.json: player.x: 12.3 is not a multiple of 1/256``.
    """

    def __init__(self, location: str, problem: str, source: Optional[str] = None):
        self.location = location
        self.problem = problem
        self.source = source
        super().__init__(self._text())

    def _text(self) -> str:
        parts = [p for p in (self.source, self.location) if p]
        return ": ".join(parts + [self.problem]).replace("\n", " ")

    def with_source(self, source: Optional[str]) -> "ScenarioError":
        """The same error attributed to a file."""
        return type(self)(self.location, self.problem, source)


class TraceError(ScenarioError):
    """Invalid trace input (see :func:`load_trace`)."""


class NotSupportedError(NotImplementedError):
    """A valid scenario uses something the library cannot run (reserved for
    future format additions; nothing in format version 1 raises it)."""


# --------------------------------------------------------------------------------------
# value checkers: each returns the normalized value or raises ScenarioError
# --------------------------------------------------------------------------------------
def _show(value: Any, limit: int = 60) -> str:
    """A short JSON-like rendering of a value for an error message."""
    try:
        text = json.dumps(value, allow_nan=True)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _kind(value: Any) -> str:
    """The JSON kind of a value, with the value when short: 'a string ("12")'."""
    if value is None:
        return "null"
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"a string ({_show(value)})"
    if isinstance(value, Mapping):
        return "an object"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, numbers.Number):
        return _show(value)
    return f"a {type(value).__name__}"


def _is_bool(value: Any) -> bool:
    return isinstance(value, (bool, np.bool_))


def _number(value: Any, where: str) -> Union[int, float]:
    """A finite JSON number (not a boolean)."""
    if _is_bool(value) or not isinstance(value, numbers.Real):
        raise ScenarioError(where, f"expected a number, got {_kind(value)}")
    if isinstance(value, numbers.Integral):
        return int(value)
    if not math.isfinite(float(value)):
        raise ScenarioError(where, f"{_show(float(value))} is not a finite number")
    return float(value)


def _integer(value: Any, where: str, lo: int, hi: Optional[int], what: str = "an integer") -> int:
    """An integer in lo..hi (no upper bound when hi is None); an integral
    float such as 24.0 counts as one."""
    if _is_bool(value) or not isinstance(value, numbers.Real):
        raise ScenarioError(where, f"expected {what}, got {_kind(value)}")
    v = _number(value, where)
    if isinstance(v, float) and not v.is_integer():
        raise ScenarioError(where, f"{_show(value)} is not {what}")
    v = int(v)
    if hi is None and v < lo:
        raise ScenarioError(where, f"{_show(value)} is not {what}: it must be at least {lo}")
    if hi is not None and not lo <= v <= hi:
        raise ScenarioError(where, f"{_show(value)} is out of range {lo}..{hi}")
    return v


def _fixed(value: Any, where: str, bounds: Optional[Tuple[float, float]] = None) -> float:
    """A number that is an exact multiple of 1/256 (a fixed-point value),
    within ``bounds`` (lo, hi) when given."""
    v = _number(value, where)
    if (Fraction(v) * 256).denominator != 1:
        raise ScenarioError(where, f"{_show(value)} is not a multiple of 1/256")
    if bounds is not None and not bounds[0] <= v <= bounds[1]:
        lo, hi = (_show(_json_number(b)) for b in bounds)
        raise ScenarioError(where, f"{_show(value)} is out of range {lo}..{hi}")
    return float(v)


def _boolean(value: Any, where: str) -> bool:
    if not _is_bool(value):
        raise ScenarioError(where, f"expected true or false, got {_kind(value)}")
    return bool(value)


def _choice(value: Any, where: str, choices: Sequence[str], what: str,
            hint: Optional[str] = None) -> str:
    """One of ``choices``; the error lists them unless a ``hint`` replaces the list."""
    if not isinstance(value, str) or value not in choices:
        expected = hint or "expected one of " + ", ".join(json.dumps(c) for c in choices)
        raise ScenarioError(where, f"unknown {what} {_show(value)}; {expected}")
    return value


def _list(value: Any, where: str, what: str = "a list") -> List[Any]:
    """A JSON array (a list or tuple; a numpy array is taken as its list)."""
    if isinstance(value, np.ndarray):
        value = value.tolist()
    if not isinstance(value, (list, tuple)):
        raise ScenarioError(where, f"expected {what}, got {_kind(value)}")
    return list(value)


def _object(value: Any, where: str, required: Sequence[str], optional: Sequence[str] = (),
            what: str = "an object") -> Dict[str, Any]:
    """A JSON object with the given keys.

    A missing required key or a key outside ``required + optional`` is an
    error, except extension keys (starting with ``_`` or ``x-``), which are
    dropped. Returns the object without its extension keys.
    """
    if not isinstance(value, Mapping):
        raise ScenarioError(where, f"expected {what}, got {_kind(value)}")
    known = tuple(required) + tuple(optional)
    out: Dict[str, Any] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise ScenarioError(where, f"keys must be strings, got {_show(key)}")
        if key.startswith(_EXTENSION_PREFIXES):
            continue
        if key not in known:
            raise ScenarioError(_key(where, key),
                                f"unknown field; expected one of {', '.join(known)}")
        out[key] = item
    for key in required:
        if key not in out:
            raise ScenarioError(_key(where, key), "required field is missing")
    return out


def _key(where: str, key: str) -> str:
    """The location of a field inside an object."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key):
        return f"{where}.{key}" if where else key
    return f"{where}[{json.dumps(key)}]"


def _int_array(value: Any, where: str, lo: int, hi: int, length: Optional[int] = None,
               min_length: Optional[int] = None) -> Tuple[int, ...]:
    items = _list(value, where, "a list of integers")
    if length is not None and len(items) != length:
        raise ScenarioError(where, f"expected {length} values, got {len(items)}")
    if min_length is not None and len(items) < min_length:
        raise ScenarioError(where, f"expected at least {min_length} values, got {len(items)}")
    return tuple(_integer(v, f"{where}[{i}]", lo, hi) for i, v in enumerate(items))


# --------------------------------------------------------------------------------------
# reading JSON
# --------------------------------------------------------------------------------------
def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _no_duplicates(pairs: List[Tuple[str, Any]]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {json.dumps(key)} in an object")
        out[key] = value
    return out


def _parse_json(text: str, error: type[ScenarioError]) -> Any:
    """Strict JSON: no NaN/Infinity, no duplicate keys."""
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as e:
        raise error("", f"invalid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except ValueError as e:
        raise error("", f"invalid JSON: {e}") from None
    except RecursionError:
        raise error("", "invalid JSON: nested too deeply") from None


_T = TypeVar("_T")


def _read(source: Source, error: type[ScenarioError], reader: Callable[[Any], _T]) -> _T:
    """Apply ``reader`` to a parsed document, reading and parsing it first when
    ``source`` is a path; errors are attributed to the file."""
    if isinstance(source, Mapping):
        return reader(source)
    if not isinstance(source, (str, os.PathLike)):
        raise error("", f"expected a file path or a JSON object (dict), got {type(source).__name__}")
    name = os.fsdecode(source)
    try:
        with open(source, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise error("", f"cannot read the file: {e.strerror or e}", name) from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise error("", "invalid JSON: the file is not UTF-8 text", name) from None
    try:
        return reader(_parse_json(text, error))
    except ScenarioError as e:
        raise e.with_source(name) from None


def _json_number(v: float) -> Union[int, float]:
    """An integral float as an int (for pixel positions given as integers)."""
    return int(v) if float(v).is_integer() else v


def _check_format(doc: Any, expected: str, other: str) -> None:
    """The document is an object whose ``format`` is exactly ``expected``."""
    if not isinstance(doc, Mapping):
        raise ScenarioError("", f"expected a JSON object, got {_kind(doc)}")
    if "format" not in doc:
        raise ScenarioError("format", f"required field is missing; expected {json.dumps(expected)}")
    fmt = doc["format"]
    if fmt == other:
        raise ScenarioError("format", f"this is a {json.dumps(other)} file, "
                                      f"not a {json.dumps(expected)} one")
    if fmt != expected:
        raise ScenarioError("format", f"unsupported format {_show(fmt)}; "
                                      f"this library reads {json.dumps(expected)}")
