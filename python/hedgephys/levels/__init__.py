"""Real acts of Sonic 1, Sonic 2, Sonic 3 & Knuckles and Sonic 3 alone, read
from a checkout of the public disassemblies (docs/levels.md).

hedgephys ships no game data. Clone one of

* https://github.com/sonicretro/s1disasm  (Sonic 1)
* https://github.com/sonicretro/s2disasm  (Sonic 2)
* https://github.com/sonicretro/skdisasm  (Sonic 3 & Knuckles; its Sonic 3
  alone acts with ``game="s3"``)

and point :func:`load` at the folder::

    import hedgephys as hp
    level = hp.levels.load("path/to/s2disasm", "ehz1")
    players = hp.Players(64, game=level.game)
    players.place(x=level.start[0], y=level.start[1])
    players.use_level(level)    # bounds, vertical wrap and camera events
    objects = hp.Objects(level.objects, 64, level.game)   # the act's modelled objects
    players.step(level.tilemap, buttons, objects=objects)

What is read: each act's layout, chunks, collision indexes, the game's height,
width and angle arrays, the start position, the object layout (every object's
id, subtype, flips and position: :func:`object_layout`; the signpost or
capsule gives its ``act_end``) and, for Sonic 2 and 3&K, the ring layout; the level bounds and
(Sonic 1) the loop chunks come from small tables in this package. The
layout's objects that hedgephys models become the level's objects
(:func:`placed_objects`: each id's placer, :mod:`.placing`; which ids are
modelled: the coverage tables of docs/levels.md). Acts by name,
``"s2/ehz1"``: :func:`load_act` (``HEDGEPHYS_DISASM``). Art is not read.
"""
from __future__ import annotations

import os
from dataclasses import replace
from typing import Optional, Protocol

from ..camera import act_events
from ..water_events import act_water
from ..level import Level
from ..objects import ObjectDescription
from ..rules import CHARACTERS
from . import s1, s2, s3, s3k
from .common import ActInfo, Checkout, CheckoutError, LevelDataError, LevelError, PathLike, UnknownActError
from .kosinski import KosinskiError
from .layout import OBJECT_DTYPE, RING_DTYPE, ObjectLayout, read_objects, read_rings
from .placing import place, ring_placer
from .water import start_water

__all__ = ["ACTS", "ActInfo", "CheckoutError", "GAMES", "KosinskiError", "LevelDataError", "LevelError",
           "OBJECT_DTYPE", "ObjectLayout", "RING_DTYPE", "UnknownActError", "acts", "detect_game",
           "OBJECT_CHOICES", "find_checkouts", "is_act_name", "load", "load_act", "object_layout", "placed_objects"]

#: What :func:`load` puts in ``level.objects``: every modelled object of the
#: act, only the path swappers, or none (``objects=None``).
OBJECT_CHOICES = ("all", "path", None)
ObjectsChoice = Optional[str]

#: The environment variable naming a folder that holds checkouts (or one
#: checkout), where acts named ``GAME/ACT`` are looked for.
DISASM_ENV = "HEDGEPHYS_DISASM"


class _GameModule(Protocol):
    """What each game's loader module (s1, s2, s3k) provides."""

    MARKER: str

    def act_infos(self) -> dict[str, ActInfo]: ...

    def load(self, checkout: PathLike, act: str, character: str = "sonic") -> Level: ...

    def layout_files(self, act: str) -> tuple[str, Optional[str]]: ...

    def end_ids(self, act: str) -> tuple[int, ...]: ...


_MODULES: dict[str, _GameModule] = {"s1": s1, "s2": s2, "s3k": s3k, "s3": s3}
#: The games a checkout can hold, with the disassembly each comes from.
GAMES = {"s1": "sonicretro/s1disasm", "s2": "sonicretro/s2disasm", "s3k": "sonicretro/skdisasm",
         "s3": "sonicretro/skdisasm"}
#: Games read from another game's checkout (Sonic 3 alone from skdisasm, which
#: :func:`detect_game` names ``"s3k"``): only a ``game=`` argument selects them.
_SHARED = {"s3": s3.CHECKOUT_OF}
#: Every act this package knows, by game: ``{game: {act: ActInfo}}`` (name,
#: title and the checkout files it reads).
ACTS: dict[str, dict[str, ActInfo]] = {g: m.act_infos() for g, m in _MODULES.items()}


def _root(checkout: PathLike) -> str:
    try:
        root = os.fspath(checkout)
    except TypeError:
        raise TypeError(f"checkout must be a path (str or os.PathLike), got {type(checkout).__name__}") from None
    if not os.path.exists(root):
        raise CheckoutError(f"{root}: no such folder (expected a checkout of one of "
                            f"{', '.join(GAMES.values())})")
    if not os.path.isdir(root):
        raise CheckoutError(f"{root}: not a folder (expected a checkout of one of {', '.join(GAMES.values())})")
    return root


def detect_game(checkout: PathLike) -> str:
    """``"s1"``, ``"s2"`` or ``"s3k"``: which disassembly the folder holds,
    from a collision file only that one has (skdisasm is ``"s3k"``; its Sonic
    3 alone acts need ``game="s3"``). Raises :class:`CheckoutError`."""
    root = _root(checkout)
    own = {g: m for g, m in _MODULES.items() if g not in _SHARED}
    found = [g for g, m in own.items() if os.path.isfile(os.path.join(root, *m.MARKER.split("/")))]
    if len(found) != 1:
        markers = "; ".join(f"{GAMES[g]} has {m.MARKER}" for g, m in own.items())
        raise CheckoutError(f"{root}: not a checkout of a known disassembly ({markers})"
                            if not found else f"{root}: looks like several games at once ({', '.join(found)})")
    return found[0]


def find_checkouts(path: PathLike) -> dict[str, str]:
    """The checkouts at ``path``: ``{game: folder}`` for ``path`` itself when it
    is a checkout, else for its immediate subfolders that are (e.g. a folder
    holding s1disasm/, s2disasm/ and skdisasm/). Empty when there is none."""
    root = _root(path)
    try:
        return {detect_game(root): root}
    except CheckoutError:
        pass
    found: dict[str, str] = {}
    for name in sorted(os.listdir(root)):
        sub = os.path.join(root, name)
        if os.path.isdir(sub):
            try:
                found.setdefault(detect_game(sub), sub)
            except CheckoutError:
                continue
    return found


def _game(checkout: PathLike, game: Optional[str]) -> str:
    if game is None:
        return detect_game(checkout)
    if game not in _MODULES:
        raise ValueError(f"unknown game {game!r} for levels; expected one of {', '.join(_MODULES)} "
                         "(Sonic CD's levels are not read)")
    root = _root(checkout)
    if not os.path.isfile(os.path.join(root, *_MODULES[game].MARKER.split("/"))):
        try:
            other = f"; it looks like {GAMES[detect_game(root)]}"
        except CheckoutError:
            other = ""
        raise CheckoutError(f"{root}: not a checkout of {GAMES[game]} (no {_MODULES[game].MARKER}){other}")
    return game


def acts(checkout: PathLike, game: Optional[str] = None) -> list[str]:
    """The acts of the checkout's game whose files are all present, in game
    order (e.g. ``["ghz1", "ghz2", ...]``); titles are in :data:`ACTS`."""
    g = _game(checkout, game)
    root = _root(checkout)
    return [name for name, info in ACTS[g].items()
            if all(os.path.isfile(os.path.join(root, *rel.split("/"))) for rel in info.files)]


def _act(g: str, act: object) -> str:
    if not isinstance(act, str):
        raise TypeError(f"act must be a name such as 'ehz1', got {type(act).__name__}")
    name = act.strip().lower()
    if name not in ACTS[g]:
        raise UnknownActError(f"{g} has no act {act!r}; its acts are {', '.join(ACTS[g])}")
    return name


def object_layout(checkout: PathLike, act: str, *, game: Optional[str] = None) -> ObjectLayout:
    """The act's object layout and (Sonic 2, 3&K) ring layout, as stored:
    every object's id, subtype, flips and position in layout order
    (:data:`OBJECT_DTYPE`), every ring's position (:data:`RING_DTYPE`; None
    in Sonic 1, whose rings are objects $25). Raises as :func:`load`
    (:class:`LevelDataError` names a missing or truncated file)."""
    g = _game(checkout, game)
    name = _act(g, act)
    co = Checkout(_root(checkout))
    objects_rel, rings_rel = _MODULES[g].layout_files(name)
    objects = read_objects(co, objects_rel, g)
    rings = None if rings_rel is None else read_rings(co, rings_rel, g)
    files = (objects_rel,) if rings_rel is None else (objects_rel, rings_rel)
    return ObjectLayout(g, name, objects, rings, files)


def _objects_choice(objects: object) -> ObjectsChoice:
    if objects is not None and not isinstance(objects, str):
        raise TypeError(f"objects must be 'all', 'path' or None, got {type(objects).__name__}")
    if objects not in OBJECT_CHOICES:
        raise ValueError(f"objects must be 'all' (every modelled object), 'path' (the path swappers) or "
                         f"None (no object), got {objects!r}")
    return objects


def placed_objects(layout: ObjectLayout) -> tuple[ObjectDescription, ...]:
    """Every modelled object of an act's layout (:func:`object_layout`): each
    record through its id's placer (:func:`hedgephys.levels.placing.place`,
    in layout order), then the rings of the ring layout (Sonic 2, 3&K: the
    touch placers' ``place_rings``, when that module is there)."""
    out = list(place(layout.objects, layout.game, layout.act))
    rings = ring_placer()
    if layout.rings is not None and rings is not None:
        out.extend(rings(layout))
    return tuple(out)


def load(checkout: PathLike, act: str, *, game: Optional[str] = None, character: str = "sonic",
         objects: ObjectsChoice = "all") -> Level:
    """The collision of one act as a :class:`hedgephys.Level`.

    ``checkout``: the folder of a disassembly checkout (its game is detected,
    or give ``game``). ``act``: a name of :data:`ACTS` (``"ghz1"``, ``"ehz1"``,
    ``"aiz1"``...; case is ignored). ``character``: whose start position and
    bounds (Sonic 3 & Knuckles has separate ones for Knuckles, and changes a
    few for Tails playing alone; the other games have one).

    The level holds a :class:`hedgephys.TileMap` with both collision layers
    (Sonic 1: layer B is the "behind the loop" plane, with the act's
    :class:`hedgephys.LoopChunks` in Green Hill and Star Light), the start
    position, the bounds the game sets at the act's start, whether the act
    wraps vertically, and its objects (``objects`` below). Raises :class:`CheckoutError` (missing folder, wrong
    game), :class:`UnknownActError` or :class:`LevelDataError` (a missing,
    truncated or corrupt file, named in the message).

    ``objects``: what ``level.objects`` holds: ``"all"`` (default) every
    object of the act that hedgephys models (:func:`placed_objects`: springs,
    platforms, monitors, rings..., in layout order, then the ring layout's
    rings), each present from the first frame wherever it is (docs/levels.md);
    ``"path"`` only the path swappers (horizontal lines first); None no object.
    """
    choice = _objects_choice(objects)
    g = _game(checkout, game)
    name = _act(g, act)
    if character not in CHARACTERS:
        raise ValueError(f"unknown character {character!r}; expected one of {', '.join(CHARACTERS)}")
    level = _MODULES[g].load(_root(checkout), name, character)
    level = replace(level, water=start_water(_root(checkout), g, name, character))
    level = replace(level, camera_events=act_events(g, name) or ())  # docs/camera.md
    if level.water is not None:  # docs/water.md "The moving surface"
        level = replace(level, moving_water=act_water(g, name, character))
    if choice == "path":
        return level
    if choice is None:
        return replace(level, objects=())
    return replace(level, objects=placed_objects(object_layout(checkout, name, game=g)))


def is_act_name(value: object) -> bool:
    """Whether ``value`` is an act named ``GAME/ACT`` (``"s2/ehz1"``)."""
    if not isinstance(value, str):
        return False
    game, sep, act = value.partition("/")
    return bool(sep) and game.strip().lower() in GAMES and bool(act.strip()) and "/" not in act


def load_act(name: str, *, checkout: Optional[PathLike] = None, character: str = "sonic",
             objects: ObjectsChoice = "all") -> Level:
    """A real act by name, ``GAME/ACT`` (``"s1/ghz1"``, ``"s2/ehz1"``,
    ``"s3k/aiz1"``), read with :func:`load` from the game's checkout found in
    ``checkout`` or, when that is None, in the folder the environment variable
    ``HEDGEPHYS_DISASM`` names: that folder itself, or one of its immediate
    subfolders (:func:`find_checkouts`). Raises :class:`CheckoutError`, in one
    line naming both, when neither gives the game's checkout. ``objects``: as
    :func:`load`'s."""
    _objects_choice(objects)
    if not is_act_name(name):
        raise ValueError(f"an act by name is GAME/ACT with GAME one of {', '.join(GAMES)} "
                         f"(e.g. 's2/ehz1'), got {name!r}")
    game, _sep, act = name.partition("/")
    game = game.strip().lower()
    where = checkout if checkout is not None else os.environ.get(DISASM_ENV) or None
    hint = (f"pass checkout=FOLDER or set {DISASM_ENV} to a folder holding a checkout of {GAMES[game]}")
    if where is None:
        raise CheckoutError(f"act {name!r} needs a checkout of {GAMES[game]}: no checkout= given and "
                            f"{DISASM_ENV} is not set ({hint})")
    source = "checkout=" if checkout is not None else DISASM_ENV
    try:
        found = find_checkouts(where)
    except (CheckoutError, TypeError) as e:
        raise CheckoutError(f"act {name!r}: {source} {os.fspath(where)!r} is no folder ({e}); {hint}") from None
    if _SHARED.get(game, game) not in found:
        raise CheckoutError(f"act {name!r}: no checkout of {GAMES[game]} in {source} {os.fspath(where)!r} "
                            f"(found: {', '.join(GAMES[g] for g in found) or 'none'}); {hint}")
    return load(found[_SHARED.get(game, game)], act, game=game, character=character, objects=objects)
