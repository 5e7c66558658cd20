"""Reading a scenario: :func:`load_scenario` validates a scenario file (or a
parsed dict) field by field into a :class:`Scenario`, which builds the
players, the map and the objects it describes.
"""
from __future__ import annotations

import json
import math
import numbers
import os
from dataclasses import dataclass, field, replace
from typing import Any, Dict, List, Mapping, Optional, Tuple, Union, cast

import numpy as np

from ..players import BUTTON_NAMES, Players
from ..players import buttons as button_mask
from ..rules import CHARACTERS, FIXES, GAMES, check_character
from .. import levels
from .. import objects as ob
from ..level import Level
from ..monitor_contents import CONTENTS
from ..shields import SHIELDS, shield_code
from ..objects import ObjectDescription, Objects
from ..tiles import ID_MASK, NO_LRB, NO_TOP, XFLIP, YFLIP, TileMap, TileSet, cell
from .format import (MAX_FRAMES, MAX_MAP_CELLS, _COORD, _EXTENSION_PREFIXES, _MAP_MARGIN, _SOLIDITY_NAMES, _SPEED, _TILE_KEY,
                     FACINGS, LAYERS, OBJECT_TYPES, REACTIONS, SCENARIO_FORMAT, SOLIDITY,
                     TRACE_FORMAT, ScenarioError, Source, _boolean, _check_format, _choice, _fixed,
                     _int_array, _integer, _is_bool, _json_number, _kind, _list, _object, _read,
                     _show)


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
    ``hitbox`` ones, ``contents`` to ``monitor`` ones (None: ``"none"``); ``motion`` is (dx, dy) in pixels per frame. ``params``:
    the registry parameters of any other type, ``(name, value)`` as given.
    """

    type: str
    x: float
    y: float
    width_radius: int = 0
    height_radius: int = 0
    motion: Optional[Tuple[float, float]] = None
    heights: Optional[Tuple[int, ...]] = None
    platform: bool = False
    reaction: Optional[str] = None
    contents: Optional[str] = None
    params: Tuple[Tuple[str, Union[int, str, bool]], ...] = ()

    def to_dict(self) -> Dict[str, Any]:
        """The object as written in a scenario's ``objects``."""
        out: Dict[str, Any] = {"type": self.type, "x": _json_number(self.x), "y": _json_number(self.y)}
        if self.type not in _OBJECT_FIELDS:
            out.update(self.params)
            if self.motion is not None:
                out["motion"] = {"dx": self.motion[0], "dy": self.motion[1]}
            return out
        out.update(width_radius=self.width_radius, height_radius=self.height_radius)
        if self.type == "sloped":
            out["heights"] = list(self.heights or ())
            if self.platform:
                out["platform"] = True
        if self.type == "hitbox":
            out["reaction"] = self.reaction
        if self.contents is not None:
            out["contents"] = self.contents
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
    #: the animation playing at the start (hedgephys.anim_ids); None: the
    #: roll animation when rolling, else the walk animation
    anim: Optional[int] = None
    #: the shield held (hedgephys.shields.SHIELDS; elemental ones in s3k / s3 only)
    shield: str = "none"

    def to_dict(self) -> Dict[str, Any]:
        """The state as written in a scenario's ``player`` (every field given)."""
        out = {f: getattr(self, f) for f in ("x", "y", "x_speed", "y_speed", "ground_speed",
                                             "angle", "grounded", "rolling", "facing", "layer")}
        if self.on_object is not None:
            out["on_object"] = self.on_object
        if self.anim is not None:
            out["anim"] = self.anim
        if self.shield != "none":
            out["shield"] = self.shield
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
    #: ``{"checkout": ..., "act": ...}`` (docs/scenario.md "A real act") or None
    level: Optional[Dict[str, str]] = None
    #: the loaded act (a :class:`hedgephys.Level`) when ``level`` is given
    level_data: Optional[Level] = field(default=None, repr=False)
    #: the map's vertical period in pixels (docs/scenario.md "Additions"), or None
    wrap_y: Optional[int] = None
    #: the water surface's y in pixels (docs/scenario.md "Additions", docs/water.md), or None
    water: Optional[int] = None

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

    def make_objects(self) -> Optional[Objects]:
        """The scenario's objects as a one-environment :class:`hedgephys.Objects`
        batch (rules/scenario "Objects -> routines"), or None when there are none.
        With ``player.on_object: i`` object i starts with its standing flag set."""
        act_objects = () if self.level_data is None else tuple(self.level_data.objects)
        if not self.objects and not act_objects:
            return None
        # a real act's path swappers come after the scenario's own objects
        objects = Objects([_build_object(o) for o in self.objects] + list(act_objects), 1, self.game)
        if self.player.on_object is not None:
            objects.raw.standing[0, self.player.on_object] = 1
        return objects

    def make_players(self) -> Players:
        """A fresh one-player batch in the starting state (rules/scenario
        "Starting state"): radii from ``rolling``, every other register clear."""
        self.check_supported()
        p = self.player
        players = Players(1, game=self.game, character=self.character, fixes=self.fixes)
        players.place(x=p.x % 65536, y=p.y % 65536, x_speed=p.x_speed, y_speed=p.y_speed,
                      ground_speed=p.ground_speed, angle=p.angle, grounded=p.grounded,
                      rolling=p.rolling, facing=p.facing, layer=p.layer)
        if p.on_object is not None:
            players.raw.on_object[0] = p.on_object
        if p.anim is not None:
            players.place(anim=p.anim)
        if p.shield != "none":
            players.set_shield(p.shield)
        if self.level_data is not None and self.level_data.bounds is not None:
            # the act's own bounds and wrap (rules/terrain §8.9)
            players.set_level_bounds(self.level_data.camera, wrap_y=self.level_data.wrap_y)
        elif self.wrap_y is not None and self.game in ("s2", "s3k", "s3"):
            # the game's own wrap of the player's y in a wrapping act (S2
            # Obj01_Control, S3K Sonic_Control); Sonic 1's camera does it (not
            # modelled), Sonic CD has none
            players.set_level_bounds(None, wrap_y=self.wrap_y)
        if self.water is not None:
            players.set_water(self.water)  # docs/water.md
        return players

    def to_dict(self) -> Dict[str, Any]:
        """The normalized scenario as a JSON-ready dict (defaults filled in,
        cells in their shortest form); ``load_scenario`` reads it back."""
        named = self.level is not None and set(self.level) == {"act"}   # "level": "GAME/ACT"
        world: Dict[str, Any] = {"level": self.level["act"] if named else dict(self.level)} \
            if self.level is not None else {
            "tiles": {str(k): t.to_dict() for k, t in sorted(self.tiles.items())},
            "map": _cells_to_json(self.cells),
            "map_b": None if self.cells_b is None else _cells_to_json(self.cells_b),
        }
        if self.wrap_y is not None:
            world["wrap_y"] = self.wrap_y
        level_water = self.level_data.water if self.level_data is not None else None
        if self.water != level_water:
            world["water"] = self.water
        return {
            "format": SCENARIO_FORMAT, "game": self.game, "character": self.character,
            "fixes": list(self.fixes),
            **world,
            "objects": [o.to_dict() for o in self.objects],
            "player": self.player.to_dict(),
            "inputs": [[b, n] for b, n in self.inputs],
        }


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
# scenario validation
# --------------------------------------------------------------------------------------
_TOP_REQUIRED = ("format", "player", "inputs")
_TOP_OPTIONAL = ("game", "character", "fixes", "map", "tiles", "map_b", "level", "objects", "wrap_y",
                 "water")


def load_scenario(source: Union[Source, Scenario]) -> Scenario:
    """Read and validate a scenario (rules/scenario) from a file path or a dict.

    Raises :class:`ScenarioError` naming the offending field for anything the
    format does not allow; the error's message starts with the file name when
    ``source`` is a path.
    """
    if isinstance(source, Scenario):
        return source
    # a real act's relative checkout path is taken from the scenario file's folder
    base = (os.path.dirname(os.fsdecode(source)) or ".") if isinstance(source, (str, os.PathLike)) else "."
    scenario = _read(source, ScenarioError, lambda doc: _scenario_from_json(doc, base))
    if isinstance(source, Mapping):
        return scenario
    return replace(scenario, source=os.fsdecode(source))


def _scenario_from_json(doc: Any, base: str = ".") -> Scenario:
    """Validate a parsed scenario document, field by field in file order."""
    _check_format(doc, SCENARIO_FORMAT, TRACE_FORMAT)
    d = _object(doc, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    character = _choice(d.get("character", "sonic"), "character", tuple(CHARACTERS), "character")
    level = level_data = None
    if "level" in d:
        for key in ("map", "map_b", "tiles"):
            if key in d:
                raise ScenarioError(key, '"level" gives the map: a scenario has a "level" or a "map" '
                                         '(with "tiles" and "map_b"), not both')
        level, level_data = _level(d["level"], base, character)
    elif "map" not in d:
        raise ScenarioError("map", 'required field is missing (or give a real act as "level")')
    game = _choice(d.get("game", level_data.game if level_data else "s2"), "game", tuple(GAMES), "game")
    try:
        check_character(game, character)  # Sonic 3 alone has no Knuckles
    except ValueError as e:
        raise ScenarioError("character", str(e)) from None
    fixes = _fixes(d.get("fixes", []))
    wrap_y = None
    if level_data is None:
        tiles = _tiles(d.get("tiles", {}))
        cells = _map(d["map"], "map", tiles, None)
        cells_b = None if d.get("map_b") is None else _map(d["map_b"], "map_b", tiles, cells.shape)
        if d.get("wrap_y") is not None:
            wrap_y = _wrap_y(d["wrap_y"], cells.shape[0])
        tilemap = TileMap(cells, TileSet.from_dict({k: t.to_dict() for k, t in tiles.items()}), cells_b,
                          wrap_y=wrap_y)
    else:
        if "wrap_y" in d:
            raise ScenarioError("wrap_y", '"level" gives the wrap: a real act wraps as the game does')
        tiles, tilemap = {}, level_data.tilemap
        cells, cells_b = tilemap.cells, tilemap.cells_b
    objects = tuple(_scenario_object(o, f"objects[{i}]")
                    for i, o in enumerate(_list(d.get("objects", []), "objects")))
    player = _player(d["player"], cells.shape, len(objects),
                     None if level_data is None else level_data.start, game)
    inputs = _inputs(d["inputs"])
    # "water": the surface's y (a level's own water by default; null: none)
    water = level_data.water if level_data is not None else None
    if d.get("water") is not None:
        water = _integer(d["water"], "water", -32768, 32767, "a y in pixels")
    elif "water" in d:
        water = None
    return Scenario(game=game, character=character, fixes=fixes, tiles=tiles, cells=cells,
                    cells_b=cells_b, objects=objects, player=player, inputs=inputs,
                    tilemap=tilemap, level=level, level_data=level_data, wrap_y=wrap_y, water=water)


def _wrap_y(value: Any, rows: int) -> int:
    """``wrap_y``: a power of two from 16 to 65536 pixels, at least the map's height."""
    period = _integer(value, "wrap_y", 16, 65536, "a period in pixels")
    if period & (period - 1):
        raise ScenarioError("wrap_y", f"is {period}; the period must be a power of two (16 .. 65536)")
    if rows * 16 > period:
        raise ScenarioError("wrap_y", f"is {period} px but the map is {rows * 16} px high; the period "
                                      "must be at least the map's height")
    return period


def _level(value: Any, base: str, character: str) -> Tuple[Dict[str, str], Level]:
    """The ``level`` object: a real act of a disassembly checkout (docs/levels.md),
    or a string ``"GAME/ACT"`` whose checkout is found from ``HEDGEPHYS_DISASM``
    (:func:`hedgephys.levels.load_act`)."""
    if isinstance(value, str):
        try:
            return {"act": value}, levels.load_act(value, character=character)
        except (levels.LevelError, ValueError) as e:
            raise ScenarioError("level", str(e)) from None
    d = _object(value, "level", ("checkout", "act"), ("game", "objects"))
    for key in d:
        if key == "objects":
            if d[key] not in levels.OBJECT_CHOICES:
                raise ScenarioError("level.objects", f"is {d[key]!r}; expected \"all\" (every modelled object "
                                                     "of the act), \"path\" (its path swappers) or null (none)")
        elif not isinstance(d[key], str):
            raise ScenarioError(f"level.{key}", f"expected a string, got {_kind(d[key])}")
    checkout = d["checkout"]
    path = checkout if os.path.isabs(checkout) else os.path.join(base, checkout)
    try:
        level = levels.load(path, d["act"], game=d.get("game"), character=character, objects=d.get("objects", "all"))
    except levels.UnknownActError as e:
        raise ScenarioError("level.act", str(e)) from None
    except (levels.LevelError, ValueError) as e:
        raise ScenarioError("level.game" if "unknown game" in str(e) else "level.checkout", str(e)) from None
    return dict(d), level


def _fixes(value: Any, where: str = "fixes") -> Tuple[str, ...]:
    """Fix names (rules/scenario "Fix names"; hedgephys.FIXES), duplicates dropped."""
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
        if r == 0 and width > MAX_MAP_CELLS:
            raise ScenarioError(f"{where}[0]", f"has {width} cells; a map is at most {MAX_MAP_CELLS} "
                                               f"cells wide and high (65536 px, the 16-bit pixel range)")
        if r == MAX_MAP_CELLS:
            raise ScenarioError(where, f"has more than {MAX_MAP_CELLS} rows; a map is at most "
                                       f"{MAX_MAP_CELLS} cells wide and high (65536 px, the 16-bit "
                                       "pixel range)")
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
    "monitor": ((), ("contents",)),
    "hitbox": (("reaction",), ()),
}


def _scenario_object(value: Any, where: str) -> ObjectSpec:
    """One entry of ``objects``; the fields allowed depend on its ``type``."""
    if not isinstance(value, Mapping):
        raise ScenarioError(where, f"expected an object, got {_kind(value)}")
    if "type" not in value:
        raise ScenarioError(f"{where}.type", "required field is missing")
    kind = _choice(value["type"], f"{where}.type", OBJECT_TYPES, "object type")
    if kind not in _OBJECT_FIELDS:
        return _registry_object(kind, value, where)
    extra_required, extra_optional = _OBJECT_FIELDS[kind]
    o = _object(value, where, ("type", "x", "y", "width_radius", "height_radius") + extra_required,
                ("motion",) + extra_optional)
    wr = _integer(o["width_radius"], f"{where}.width_radius", 0, 255)
    platform = _boolean(o.get("platform", False), f"{where}.platform")
    heights = None
    if kind == "sloped":
        heights = _int_array(o["heights"], f"{where}.heights", -128, 255,
                             min_length=wr if platform else wr + 12)
    return ObjectSpec(
        type=kind,
        x=_fixed(o["x"], f"{where}.x", _COORD),
        y=_fixed(o["y"], f"{where}.y", _COORD),
        width_radius=wr,
        height_radius=_integer(o["height_radius"], f"{where}.height_radius", 0, 255),
        motion=_object_motion(o, where), heights=heights, platform=platform,
        reaction=_choice(o["reaction"], f"{where}.reaction", REACTIONS, "reaction")
        if kind == "hitbox" else None,
        contents=_choice(o["contents"], f"{where}.contents", tuple(CONTENTS), "monitor contents")
        if "contents" in o else None,
    )


def _object_motion(o: Mapping[str, Any], where: str) -> Optional[Tuple[float, float]]:
    if o.get("motion") is None:
        return None
    m = _object(o["motion"], f"{where}.motion", (), ("dx", "dy"))
    return (_fixed(m.get("dx", 0), f"{where}.motion.dx", _SPEED),
            _fixed(m.get("dy", 0), f"{where}.motion.dy", _SPEED))


def _takes_motion(kind: str) -> bool:
    cls = ob.KIND_CLASSES[kind]
    return issubclass(cls, ob.KindObject) or "motion" in getattr(cls, "__dataclass_fields__", {})


def _registry_object(kind: str, value: Mapping[str, Any], where: str) -> ObjectSpec:
    """An object of a type whose fields are its registry entry's parameters
    (hedgephys.kinds.KIND_PARAMS): a 0/1 one is a boolean, one with choice
    names takes a name (or its integer), any other an integer in its range."""
    spec = ob.KIND_PARAMS[kind]
    required = tuple(p[0] for p in spec if p[4] is None)
    optional = tuple(p[0] for p in spec if p[4] is not None) + (("motion",) if _takes_motion(kind) else ())
    o = _object(value, where, ("type", "x", "y") + required, optional)
    params: List[Tuple[str, Union[int, str, bool]]] = []
    for name, _field, lo, hi, _default, choices in spec:
        if name not in o:
            continue
        at = f"{where}.{name}"
        v: Union[int, str, bool]
        if choices and isinstance(o[name], str):
            v = _choice(o[name], at, choices, name)
        elif (lo, hi) == (0, 1) and not choices:
            v = _boolean(o[name], at)
        else:
            v = _integer(o[name], at, lo, hi)
        params.append((name, v))
    return ObjectSpec(type=kind, x=_fixed(o["x"], f"{where}.x", _COORD), y=_fixed(o["y"], f"{where}.y", _COORD),
                      motion=_object_motion(o, where), params=tuple(params))


def _player(value: Any, map_shape: Tuple[int, int], n_objects: int,
            start: Optional[Tuple[float, float]] = None, game: str = "s2") -> PlayerStart:
    """The ``player`` object, checked against the map's size and the objects.
    With a real act (``start``), x and y default to the act's start."""
    p = _object(value, "player", ("x", "y") if start is None else (),
                ("x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded", "rolling",
                 "facing", "layer", "on_object", "anim", "shield"))
    # (without a start, x and y are required)
    x = _fixed(p["x"], "player.x") if "x" in p or start is None else start[0]
    y = _fixed(p["y"], "player.y") if "y" in p or start is None else start[1]
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
        anim=None if p.get("anim") is None else _integer(p["anim"], "player.anim", 0, 255,
                                                         "an animation id"),
        shield=_shield(p.get("shield", "none"), game),
    )


def _shield(value: Any, game: str) -> str:
    """``player.shield``: a shield name the game has (hedgephys.shields)."""
    name = _choice(value, "player.shield", tuple(SHIELDS), "shield")
    try:
        shield_code(game, name)
    except ValueError as e:
        raise ScenarioError("player.shield", str(e)) from None
    return name


def _inputs(value: Any) -> Tuple[Tuple[str, int], ...]:
    """The ``inputs`` list as (buttons, frames) pairs."""
    out = []
    total = 0
    for i, entry in enumerate(_list(value, "inputs", "a list of [buttons, frames]")):
        where = f"inputs[{i}]"
        if isinstance(entry, np.ndarray):
            entry = entry.tolist()
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise ScenarioError(where, f"expected [buttons, frames], got {_show(entry)}")
        held, frames = entry
        if not isinstance(held, str) or any(ch not in BUTTON_NAMES for ch in held):
            raise ScenarioError(where, "buttons must be a string of held buttons among "
                                       f"{', '.join(BUTTON_NAMES)}; got {_show(held)}")
        try:
            count = _integer(frames, where, 1, None)
        except ScenarioError:
            raise ScenarioError(where, f"frames must be a positive integer, got {_show(frames)}") \
                from None
        total += count
        if total > MAX_FRAMES:
            raise ScenarioError(where, f"the inputs add up to more than {MAX_FRAMES} frames, the most "
                                       "a scenario may hold")
        out.append((held, count))
    return tuple(out)


def _build_object(o: ObjectSpec) -> ObjectDescription:
    """The library object for one scenario object (rules/scenario "Objects -> routines")."""
    motion = None if o.motion is None else {"dx": o.motion[0], "dy": o.motion[1]}
    common: Dict[str, Any] = dict(x=o.x, y=o.y, width_radius=o.width_radius,
                                  height_radius=o.height_radius, motion=motion)
    if o.type == "solid":
        return ob.SolidBox(**common)
    if o.type == "platform":
        return ob.JumpThrough(**common)
    if o.type == "sloped":
        return ob.SlopedObject(**common, heights=tuple(o.heights or ()), platform=o.platform)
    if o.type == "push_block":
        return ob.PushBlock(**common)
    if o.type == "monitor":
        return ob.Monitor(**common, contents=o.contents or "none")
    if o.type == "hitbox":
        return ob.Hitbox(**common, reaction=cast(str, o.reaction))  # a hitbox spec has its reaction
    # any other type: its registry class, from its parameters
    extra: Dict[str, Any] = {"motion": motion} if motion is not None else {}
    return cast(ObjectDescription, ob.KIND_CLASSES[o.type](x=o.x, y=o.y, **dict(o.params), **extra))
