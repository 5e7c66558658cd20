"""Scenario and trace files: the exchange format (spec/scenario.md).

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
from __future__ import annotations

import json
import math
import numbers
import os
import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import (Any, Callable, Dict, List, Mapping, NamedTuple, Optional, Sequence, Tuple,
                    Union)

import numpy as np

from .players import Players, buttons as button_mask
from .rules import CHARACTERS, FIXES, GAMES
from .tiles import ID_MASK, NO_LRB, NO_TOP, XFLIP, YFLIP, TileMap, TileSet, cell

__all__ = [
    "SCENARIO_FORMAT", "TRACE_FORMAT", "ScenarioError", "TraceError", "NotSupportedError",
    "TileSpec", "ObjectSpec", "PlayerStart", "Scenario", "Trace", "Difference",
    "load_scenario", "run_scenario", "load_trace",
]

SCENARIO_FORMAT = "hedgephys-scenario/1"
TRACE_FORMAT = "hedgephys-trace/1"

#: Source accepted by the loaders: a file path or an already-parsed JSON object.
Source = Union[str, "os.PathLike[str]", Mapping[str, Any]]

OBJECT_TYPES = ("solid", "platform", "sloped", "push_block", "monitor", "hitbox")
REACTIONS = ("badnik", "hurt", "increment", "special")
SOLIDITY = {"all": 0, "top": NO_LRB, "lrb": NO_TOP}
_SOLIDITY_NAMES = {bits: name for name, bits in SOLIDITY.items()}
FACINGS = ("right", "left")
LAYERS = ("a", "b")

#: Player fields of a trace frame (and of each ``stages`` entry), in file order.
PLAYER_FIELDS = ("x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded",
                 "rolling", "on_object", "pushing")
#: Every field of a trace frame, in file order.
FRAME_FIELDS = ("frame",) + PLAYER_FIELDS + ("events", "objects")
#: Fields of :data:`FRAME_FIELDS` available as numpy arrays, with their dtypes.
ARRAY_DTYPES = {
    "frame": np.int64, "x": np.float64, "y": np.float64, "x_speed": np.float64,
    "y_speed": np.float64, "ground_speed": np.float64, "angle": np.int64,
    "grounded": np.bool_, "rolling": np.bool_, "on_object": np.int64, "pushing": np.bool_,
}

_SPEED = (-128.0, 32767 / 256)           # int16 in 1/256 px per frame
_COORD = (-32768.0, 65535 + 255 / 256)   # a 16-bit pixel word (either reading) and its fraction
_MAP_MARGIN = 32                         # scenario.md: "by more than 32 pixels"
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


def _list(value: Any, where: str, what: str = "a list") -> list:
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
# the scenario
# --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TileSpec:
    """One collision tile: 16 heights (column 0 first), its hex angle and its
    16 widths (row 0 first) when given (derived from the heights otherwise)."""

    heights: Tuple[int, ...]
    angle: int
    widths: Optional[Tuple[int, ...]] = None

    def to_dict(self) -> Dict[str, Any]:
        """The tile as written in a scenario's ``tiles``."""
        out: Dict[str, Any] = {"heights": list(self.heights), "angle": self.angle}
        if self.widths is not None:
            out["widths"] = list(self.widths)
        return out


@dataclass(frozen=True)
class ObjectSpec:
    """One object of a scenario (validated).

    ``heights`` and ``platform`` belong to ``sloped`` objects, ``reaction`` to
    ``hitbox`` ones; ``motion`` is (dx, dy) in pixels per frame.
    """

    type: str
    x: float
    y: float
    width_radius: int
    height_radius: int
    motion: Optional[Tuple[float, float]] = None
    heights: Optional[Tuple[int, ...]] = None
    platform: bool = False
    reaction: Optional[str] = None

    def to_dict(self) -> Dict[str, Any]:
        """The object as written in a scenario's ``objects``."""
        out: Dict[str, Any] = {"type": self.type, "x": _json_number(self.x),
                               "y": _json_number(self.y), "width_radius": self.width_radius,
                               "height_radius": self.height_radius}
        if self.type == "sloped":
            out["heights"] = list(self.heights or ())
            if self.platform:
                out["platform"] = True
        if self.type == "hitbox":
            out["reaction"] = self.reaction
        if self.motion is not None:
            out["motion"] = {"dx": self.motion[0], "dy": self.motion[1]}
        return out


@dataclass(frozen=True)
class PlayerStart:
    """The player's starting state (pixels, pixels per frame, hex angle)."""

    x: float
    y: float
    x_speed: float = 0.0
    y_speed: float = 0.0
    ground_speed: float = 0.0
    angle: int = 0
    grounded: bool = False
    rolling: bool = False
    facing: str = "right"
    layer: str = "a"
    on_object: Optional[int] = None

    def to_dict(self) -> Dict[str, Any]:
        """The state as written in a scenario's ``player`` (every field given)."""
        out = {f: getattr(self, f) for f in ("x", "y", "x_speed", "y_speed", "ground_speed",
                                             "angle", "grounded", "rolling", "facing", "layer")}
        if self.on_object is not None:
            out["on_object"] = self.on_object
        return out


@dataclass(frozen=True, eq=False)
class Scenario:
    """A validated scenario: normalized values plus the built world.

    ``cells`` / ``cells_b`` are the map's uint16 cell words (see
    :func:`hedgephys.cell`; ``cells_b`` None means layer B = layer A) and
    ``tilemap`` the :class:`~hedgephys.TileMap` over them. ``inputs`` holds
    ``(buttons, frames)`` pairs. ``source`` is the file it was read from.
    """

    game: str
    character: str
    fixes: Tuple[str, ...]
    tiles: Dict[int, TileSpec]
    cells: np.ndarray
    cells_b: Optional[np.ndarray]
    objects: Tuple[ObjectSpec, ...]
    player: PlayerStart
    inputs: Tuple[Tuple[str, int], ...]
    tilemap: TileMap = field(repr=False)
    source: Optional[str] = None

    @property
    def frame_count(self) -> int:
        """Number of frames the inputs cover (the trace has one more record)."""
        return sum(n for _, n in self.inputs)

    def button_masks(self) -> np.ndarray:
        """The held-button mask of every frame, shape (frame_count,), uint8."""
        masks = [np.full(n, button_mask(b), np.uint8) for b, n in self.inputs]
        return np.concatenate(masks) if masks else np.zeros(0, np.uint8)

    def header(self) -> Dict[str, Any]:
        """The ``scenario`` block of a trace: game, character and fixes."""
        return {"game": self.game, "character": self.character, "fixes": list(self.fixes)}

    def check_supported(self) -> None:
        """Raise :class:`NotSupportedError` when running needs what the library
        does not simulate. Everything in format version 1 is simulated now; the
        hook stays for future format additions."""

    def make_objects(self):
        """The scenario's objects as a one-environment :class:`hedgephys.Objects`
        batch (scenario.md "Objects -> routines"), or None when there are none.
        With ``player.on_object: i`` object i starts with its standing flag set."""
        if not self.objects:
            return None
        from .objects import Objects
        objects = Objects([_build_object(o) for o in self.objects], 1, self.game)
        if self.player.on_object is not None:
            objects.raw.standing[0, self.player.on_object] = 1
        return objects

    def make_players(self) -> Players:
        """A fresh one-player batch in the starting state (scenario.md
        "Starting state"): radii from ``rolling``, every other register clear."""
        self.check_supported()
        p = self.player
        players = Players(1, game=self.game, character=self.character, fixes=self.fixes)
        players.place(x=p.x % 65536, y=p.y % 65536, x_speed=p.x_speed, y_speed=p.y_speed,
                      ground_speed=p.ground_speed, angle=p.angle, grounded=p.grounded,
                      rolling=p.rolling, facing=p.facing, layer=p.layer)
        if p.on_object is not None:
            players.raw.on_object[0] = p.on_object
        return players

    def to_dict(self) -> Dict[str, Any]:
        """The normalized scenario as a JSON-ready dict (defaults filled in,
        cells in their shortest form); ``load_scenario`` reads it back."""
        return {
            "format": SCENARIO_FORMAT, "game": self.game, "character": self.character,
            "fixes": list(self.fixes),
            "tiles": {str(k): t.to_dict() for k, t in sorted(self.tiles.items())},
            "map": _cells_to_json(self.cells),
            "map_b": None if self.cells_b is None else _cells_to_json(self.cells_b),
            "objects": [o.to_dict() for o in self.objects],
            "player": self.player.to_dict(),
            "inputs": [[b, n] for b, n in self.inputs],
        }


def _json_number(v: float) -> Union[int, float]:
    """An integral float as an int (for pixel positions given as integers)."""
    return int(v) if float(v).is_integer() else v


def _cells_to_json(cells: np.ndarray) -> List[List[Any]]:
    """Cell words back to the map's JSON form (the shortest one for each cell)."""
    def one(word: int) -> Any:
        tile = word & ID_MASK
        solid = _SOLIDITY_NAMES[word & (NO_TOP | NO_LRB)]
        if word == tile:
            return tile
        out: Dict[str, Any] = {"tile": tile}
        if word & XFLIP:
            out["xflip"] = True
        if word & YFLIP:
            out["yflip"] = True
        if solid != "all":
            out["solid"] = solid
        return out
    return [[one(int(w)) for w in row] for row in cells]


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


def _parse_json(text: str, error: type) -> Any:
    """Strict JSON: no NaN/Infinity, no duplicate keys."""
    try:
        return json.loads(text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as e:
        raise error("", f"invalid JSON: {e.msg} at line {e.lineno} column {e.colno}") from None
    except ValueError as e:
        raise error("", f"invalid JSON: {e}") from None
    except RecursionError:
        raise error("", "invalid JSON: nested too deeply") from None


def _read(source: Source, error: type, reader: Callable[[Any], Any]) -> Any:
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


# --------------------------------------------------------------------------------------
# scenario validation
# --------------------------------------------------------------------------------------
_TOP_REQUIRED = ("format", "map", "player", "inputs")
_TOP_OPTIONAL = ("game", "character", "fixes", "tiles", "map_b", "objects")


def load_scenario(source: Source) -> Scenario:
    """Read and validate a scenario (spec/scenario.md) from a file path or a dict.

    Raises :class:`ScenarioError` naming the offending field for anything the
    format does not allow; the error's message starts with the file name when
    ``source`` is a path.
    """
    if isinstance(source, Scenario):
        return source
    scenario = _read(source, ScenarioError, _scenario_from_json)
    if isinstance(source, Mapping):
        return scenario
    return replace(scenario, source=os.fsdecode(source))


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


def _scenario_from_json(doc: Any) -> Scenario:
    """Validate a parsed scenario document, field by field in file order."""
    _check_format(doc, SCENARIO_FORMAT, TRACE_FORMAT)
    d = _object(doc, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    game = _choice(d.get("game", "s2"), "game", tuple(GAMES), "game")
    character = _choice(d.get("character", "sonic"), "character", tuple(CHARACTERS), "character")
    fixes = _fixes(d.get("fixes", []))
    tiles = _tiles(d.get("tiles", {}))
    cells = _map(d["map"], "map", tiles, None)
    cells_b = None if d.get("map_b") is None else _map(d["map_b"], "map_b", tiles, cells.shape)
    objects = tuple(_scenario_object(o, f"objects[{i}]")
                    for i, o in enumerate(_list(d.get("objects", []), "objects")))
    player = _player(d["player"], cells.shape, len(objects))
    inputs = _inputs(d["inputs"])
    tileset = TileSet.from_dict({k: t.to_dict() for k, t in tiles.items()})
    return Scenario(game=game, character=character, fixes=fixes, tiles=tiles, cells=cells,
                    cells_b=cells_b, objects=objects, player=player, inputs=inputs,
                    tilemap=TileMap(cells, tileset, cells_b))


def _fixes(value: Any, where: str = "fixes") -> Tuple[str, ...]:
    """Fix names (spec/scenario.md "Fix names"; hedgephys.FIXES), duplicates dropped."""
    names: List[str] = []
    for i, name in enumerate(_list(value, where, "a list of fix names")):
        _choice(name, f"{where}[{i}]", tuple(FIXES), "fix",
                "`hedgephys fixes` lists the names (hedgephys.FIXES)")
        if name not in names:
            names.append(name)
    return tuple(names)


def _tiles(value: Any) -> Dict[int, TileSpec]:
    """The ``tiles`` object: tile id -> TileSpec."""
    if not isinstance(value, Mapping):
        raise ScenarioError("tiles", f"expected an object of tiles by id, got {_kind(value)}")
    out: Dict[int, TileSpec] = {}
    for key, tile in value.items():
        where = f"tiles[{json.dumps(key) if isinstance(key, str) else _show(key)}]"
        if isinstance(key, str) and key.startswith(_EXTENSION_PREFIXES):
            continue
        if not isinstance(key, str) or not _TILE_KEY.match(key) or int(key) > ID_MASK:
            raise ScenarioError(where, f"tile ids are positive integers 1..{ID_MASK} written "
                                       "as strings without sign or leading zeros")
        t = _object(tile, where, ("heights", "angle"), ("widths",), "a tile object")
        out[int(key)] = TileSpec(
            heights=_int_array(t["heights"], f"{where}.heights", -16, 16, length=16),
            angle=_integer(t["angle"], f"{where}.angle", 0, 255),
            widths=None if t.get("widths") is None
            else _int_array(t["widths"], f"{where}.widths", -16, 16, length=16),
        )
    return out


def _map(value: Any, where: str, tiles: Mapping[int, TileSpec],
         shape: Optional[Tuple[int, int]]) -> np.ndarray:
    """A map (``map`` or ``map_b``, of the given shape when not None) as cell words."""
    rows = _list(value, where, "a list of rows")
    if not rows:
        raise ScenarioError(where, "expected at least one row")
    width: Optional[int] = None
    words = []
    for r, row in enumerate(rows):
        row = _list(row, f"{where}[{r}]", "a row (a list of cells)")
        if width is None:
            width = len(row)
            if width == 0:
                raise ScenarioError(f"{where}[{r}]", "expected at least one cell")
        elif len(row) != width:
            raise ScenarioError(f"{where}[{r}]", f"has {len(row)} cells but row 0 has {width} "
                                                 "(the map must be rectangular)")
        words.append([_cell(c, f"{where}[{r}][{col}]", tiles) for col, c in enumerate(row)])
    cells = np.array(words, dtype=np.uint16)
    if shape is not None and cells.shape != shape:
        raise ScenarioError(where, f"has {cells.shape[0]} rows of {cells.shape[1]} cells but map "
                                   f"has {shape[0]} rows of {shape[1]}; they must match")
    return cells


def _tile_id(value: Any, where: str, tiles: Mapping[int, TileSpec]) -> int:
    """0 or the id of a tile that ``tiles`` defines."""
    tile = _integer(value, where, 0, ID_MASK, "a tile id")
    if tile and tile not in tiles:
        raise ScenarioError(where, f'names tile {tile}, which "tiles" does not define')
    return tile


def _cell(value: Any, where: str, tiles: Mapping[int, TileSpec]) -> int:
    """One map cell (0, a tile id or a cell object) as a cell word."""
    if isinstance(value, Mapping):
        c = _object(value, where, ("tile",), ("xflip", "yflip", "solid"))
        return cell(_tile_id(c["tile"], f"{where}.tile", tiles),
                    xflip=_boolean(c.get("xflip", False), f"{where}.xflip"),
                    yflip=_boolean(c.get("yflip", False), f"{where}.yflip"),
                    solid=_choice(c.get("solid", "all"), f"{where}.solid", tuple(SOLIDITY),
                                  "solidity"))
    if _is_bool(value) or not isinstance(value, numbers.Real):
        raise ScenarioError(where, "expected 0, a tile id or a cell object "
                                   f'{{"tile": id, ...}}, got {_kind(value)}')
    return _tile_id(value, where, tiles)


_OBJECT_FIELDS = {
    "solid": ((), ()),
    "platform": ((), ()),
    "sloped": (("heights",), ("platform",)),
    "push_block": ((), ()),
    "monitor": ((), ()),
    "hitbox": (("reaction",), ()),
}


def _scenario_object(value: Any, where: str) -> ObjectSpec:
    """One entry of ``objects``; the fields allowed depend on its ``type``."""
    if not isinstance(value, Mapping):
        raise ScenarioError(where, f"expected an object, got {_kind(value)}")
    if "type" not in value:
        raise ScenarioError(f"{where}.type", "required field is missing")
    kind = _choice(value["type"], f"{where}.type", OBJECT_TYPES, "object type")
    extra_required, extra_optional = _OBJECT_FIELDS[kind]
    o = _object(value, where, ("type", "x", "y", "width_radius", "height_radius") + extra_required,
                ("motion",) + extra_optional)
    wr = _integer(o["width_radius"], f"{where}.width_radius", 0, 255)
    platform = _boolean(o.get("platform", False), f"{where}.platform")
    heights = None
    if kind == "sloped":
        heights = _int_array(o["heights"], f"{where}.heights", -128, 255,
                             min_length=wr if platform else wr + 12)
    motion = None
    if o.get("motion") is not None:
        m = _object(o["motion"], f"{where}.motion", (), ("dx", "dy"))
        motion = (_fixed(m.get("dx", 0), f"{where}.motion.dx", _SPEED),
                  _fixed(m.get("dy", 0), f"{where}.motion.dy", _SPEED))
    return ObjectSpec(
        type=kind,
        x=_fixed(o["x"], f"{where}.x", _COORD),
        y=_fixed(o["y"], f"{where}.y", _COORD),
        width_radius=wr,
        height_radius=_integer(o["height_radius"], f"{where}.height_radius", 0, 255),
        motion=motion, heights=heights, platform=platform,
        reaction=_choice(o["reaction"], f"{where}.reaction", REACTIONS, "reaction")
        if kind == "hitbox" else None,
    )


def _player(value: Any, map_shape: Tuple[int, int], n_objects: int) -> PlayerStart:
    """The ``player`` object, checked against the map's size and the objects."""
    p = _object(value, "player", ("x", "y"),
                ("x_speed", "y_speed", "ground_speed", "angle", "grounded", "rolling",
                 "facing", "layer", "on_object"))
    x, y = _fixed(p["x"], "player.x"), _fixed(p["y"], "player.y")
    rows, cols = map_shape
    for name, v, size in (("x", x, cols * 16), ("y", y, rows * 16)):
        pixel = math.floor(v)
        if not -_MAP_MARGIN <= pixel <= size - 1 + _MAP_MARGIN:
            raise ScenarioError(f"player.{name}", f"{_show(p[name])} is more than {_MAP_MARGIN} px "
                                                  f"outside the map's pixels 0..{size - 1}")
    on_object = p.get("on_object")
    if on_object is not None:
        on_object = _integer(on_object, "player.on_object", 0, None, "an object index")
        if on_object >= n_objects:
            raise ScenarioError("player.on_object", f"{on_object} is not an index into objects "
                                                    f"({n_objects} object(s))")
    grounded = _boolean(p.get("grounded", on_object is not None), "player.grounded")
    if on_object is not None and not grounded:
        raise ScenarioError("player.grounded", "false contradicts on_object (a player on an "
                                               "object starts grounded)")
    speeds = {name: _fixed(p.get(name, 0), f"player.{name}", _SPEED)
              for name in ("x_speed", "y_speed", "ground_speed")}
    return PlayerStart(
        x=x, y=y, **speeds,
        angle=_integer(p.get("angle", 0), "player.angle", 0, 255),
        grounded=grounded,
        rolling=_boolean(p.get("rolling", False), "player.rolling"),
        facing=_choice(p.get("facing", "right"), "player.facing", FACINGS, "facing"),
        layer=_choice(p.get("layer", "a"), "player.layer", LAYERS, "layer"),
        on_object=on_object,
    )


def _inputs(value: Any) -> Tuple[Tuple[str, int], ...]:
    """The ``inputs`` list as (buttons, frames) pairs."""
    out = []
    for i, entry in enumerate(_list(value, "inputs", "a list of [buttons, frames]")):
        where = f"inputs[{i}]"
        if isinstance(entry, np.ndarray):
            entry = entry.tolist()
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise ScenarioError(where, f"expected [buttons, frames], got {_show(entry)}")
        held, frames = entry
        if not isinstance(held, str) or any(ch not in "LRUDJ" for ch in held):
            raise ScenarioError(where, "buttons must be a string of held buttons among "
                                       f"L, R, U, D, J; got {_show(held)}")
        try:
            count = _integer(frames, where, 1, None)
        except ScenarioError:
            raise ScenarioError(where, f"frames must be a positive integer, got {_show(frames)}") \
                from None
        out.append((held, count))
    return tuple(out)


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


class Trace:
    """The state after every frame of a run (spec/scenario.md "Trace").

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
        def dump(v: Any) -> str:
            return json.dumps(v, ensure_ascii=True, allow_nan=False)
        lines = ",\n".join(dump(f) for f in self.frames)
        return (f'{{"format": {dump(TRACE_FORMAT)}, "scenario": {dump(self.scenario)}, '
                f'"frames": [\n{lines}\n]}}\n')

    def write(self, path: Union[str, "os.PathLike[str]"]) -> None:
        """Write :meth:`to_json` to a file."""
        with open(path, "w", encoding="utf-8", newline="\n") as f:
            f.write(self.to_json())

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
            for name in PLAYER_FIELDS:
                if sa[stage][name] != sb[stage][name]:
                    return f"stages.{stage}.{name}", sa[stage][name], sb[stage][name]
    return None


def _player_fields(players: Players) -> Dict[str, Any]:
    """The trace's player fields for player 0, as plain Python values."""
    s = players.state(0)
    return {name: s[name] for name in PLAYER_FIELDS}


def _stage_fields(raw: Dict[str, int]) -> Dict[str, Any]:
    """The trace's player fields from the core's raw fields of a stage."""
    return {
        "x": raw["x"] / 65536.0, "y": raw["y"] / 65536.0,
        "x_speed": raw["xsp"] / 256.0, "y_speed": raw["ysp"] / 256.0,
        "ground_speed": raw["gsp"] / 256.0, "angle": int(raw["angle"]),
        "grounded": raw["airborne"] == 0, "rolling": bool(raw["rolling"]),
        "on_object": None if raw["on_object"] < 0 else int(raw["on_object"]),
        "pushing": bool(raw["pushing"]),
    }


def _build_object(o: "ObjectSpec"):
    """The library object for one scenario object (scenario.md routine table)."""
    from . import objects as ob
    motion = None if o.motion is None else {"dx": o.motion[0], "dy": o.motion[1]}
    common = dict(x=o.x, y=o.y, width_radius=o.width_radius, height_radius=o.height_radius,
                  motion=motion)
    if o.type == "solid":
        return ob.SolidBox(**common)
    if o.type == "platform":
        return ob.JumpThrough(**common)
    if o.type == "sloped":
        return ob.SlopedObject(**common, heights=tuple(o.heights or ()), platform=o.platform)
    if o.type == "push_block":
        return ob.PushBlock(**common)
    if o.type == "monitor":
        return ob.Monitor(**common)
    return ob.Hitbox(**common, reaction=o.reaction)


def _object_fields(objects, i: int) -> Dict[str, Any]:
    out: Dict[str, Any] = {"x": _json_number(objects.raw.x[0, i] / 65536),
                           "y": _json_number(objects.raw.y[0, i] / 65536)}
    state = objects.state(i, 0)
    if state is not None:
        out["state"] = state
    return out


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
    players = scenario.make_players()
    objects = scenario.make_objects()
    tilemap = scenario.tilemap
    frames: List[Dict[str, Any]] = []
    count = len(scenario.objects)

    def record(n: int, events: List[str], stage_list=None) -> None:
        fields = _player_fields(players)
        objs = [_object_fields(objects, i) for i in range(count)]
        frame: Dict[str, Any] = {"frame": n, **fields, "events": events, "objects": objs}
        if stages:
            if stage_list is None:
                frame["stages"] = {"player": dict(fields)} if n else {}
            else:
                frame["stages"] = {name: _stage_fields(f) for name, f in stage_list}
        frames.append(frame)

    record(0, [])
    held = np.zeros(1, np.uint8)
    for n, mask in enumerate(scenario.button_masks(), start=1):
        held[0] = mask
        stage_list = None
        if objects is not None and stages:
            from .objects import step_stages
            stage_list = step_stages(players, tilemap, held, objects)[0]
        else:
            players.step(tilemap, held, objects=objects)
        events = players.events(0) + (objects.events(0) if objects is not None else [])
        record(n, events, stage_list)
    return Trace(frames, scenario.header())


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
    f = _object(value, where, PLAYER_FIELDS + tuple(required), tuple(optional))
    on_object = f["on_object"]
    return {
        **f,
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
            out["stages"][name] = {k: fields[k] for k in PLAYER_FIELDS}
    return out
