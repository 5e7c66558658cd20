"""Objects the player collides with (rules/objects), batched like the players.

Build a list of object descriptions with the readable constructors below, then
an :class:`Objects` batch holding one copy of their state per environment (one
environment per player of a :class:`~hedgephys.Players` batch)::

    objs = Objects([SolidBox(200, 300, 16, 16), PushBlock(260, 304)], n_envs=1, game="s1")
    players.step(terrain, buttons, objects=objs)
    objs.x, objs.events(0)

Positions are pixels (exact multiples of 1/256); the collision routines only
ever read and write the pixel word (rules/objects §0.1). Each frame the player's
hitbox scan runs first, then every object in list order moves by its
``motion`` and pushes the player out of itself (rules/objects §0.6).
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import Any, Iterable, Optional, Sequence, Union, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from . import _core
from .fields import ObjectFields, PlayersLike
from ._checks import is_int, whole
from .kinds import (KIND_PARAMS, KINDS, STATE_NAMES, KindObject, Motion, _motion, _pixels, _radius, _Row,
                    flag_bits, kind_class)
from .kinds import kinds_table as _kinds_table
from .collapsing import CollapsingBridge, CollapsingPlatform
from .platforms import MovingPlatform, SwingingPlatform
from .rules import game_code
from .seesaw import Seesaw, SeesawBall
from .spike_kinds import Breakable, Spikes
from .springs import Spring
from .bumpers import Bumper
from .s2_springboards import S2Springboard
from .s1_grass import S1LargeGrass
from .s1_stomp_kinds import S1ChainStomp, S1ScrapStomp
from .edge_walls import EdgeWall
from .timed_kinds import Electro
from .circling import CirclingPlatform
from .monitor_contents import CONTENTS, contents_code
from .s3k_hurt_blocks import S3KHurtBlock
from .s3k_ssz_kinds import S3kSszSpring
from .s3k_fbz2_kinds import S3kFbzElevator
from .s1_kinds import S1SpikeBall, S1SpinPlatform
from .s1_chain_kinds import S1ChainBall
from .s1_path_kinds import S1GlassBlock, S1Staircase
from .tiles import LAYER_NAMES, TileMap, TileSet
from .units import PixelPosition


__all__ = [
    "SolidBox", "JumpThrough", "SlopedObject", "PushBlock", "Monitor", "Hitbox", "PathSwapper", "KindObject",
    "Spring",
    "Objects", "OBJECT_EVENTS", "REACTIONS", "MONITOR_SIZES", "STATE_NAMES", "PARAMETER_FIELDS", "STATE_FIELDS",
    "ENV_STATE",
    "KINDS", "KIND_PARAMS", "KIND_CLASSES", "kinds_table", "Spikes", "Breakable", "CollapsingPlatform",
    "CollapsingBridge", "MovingPlatform",
    "SwingingPlatform", "Bumper", "EdgeWall", "Electro", "CirclingPlatform", "S3KHurtBlock",
    "S1SpinPlatform", "S1SpikeBall", "S2Springboard",
    "S1Staircase", "S1GlassBlock", "S1LargeGrass", "S1ChainBall",
]

#: Hitbox reaction classes (rules/objects §8 G4), in code order.
REACTIONS: dict[str, int] = dict(_core.VOCABULARY["reactions"])
#: Per-object event bits (rules/scenario "Events"), named "<name>:<index>".
OBJECT_EVENTS: dict[str, int] = dict(_core.VOCABULARY["object_events"])
#: The games' own monitor radii (width, height), rules/scenario "Objects -> routines".
MONITOR_SIZES: dict[str, tuple[int, int]] = {g: (int(w), int(h)) for g, (w, h) in _core.VOCABULARY["monitor_sizes"].items()}


@dataclass(frozen=True)
class _Object:
    x: float
    y: float
    width_radius: int
    height_radius: int

    kind = "solid"

    def __post_init__(self) -> None:
        self._check()
        _motion(getattr(self, "motion", None))

    def _check(self) -> None:
        _pixels("x", self.x)
        _pixels("y", self.y)
        _radius("width_radius", self.width_radius)
        _radius("height_radius", self.height_radius)

    def _row(self, game: str) -> _Row:
        wr, hr = self.width_radius, self.height_radius
        return _Row(kind=KINDS[self.kind], pos=(_pixels("x", self.x), _pixels("y", self.y)),
                    radii=(wr, hr), params=(wr + 11, hr, hr, wr), flags=0, reaction=0,
                    heights=(), motion=_motion(getattr(self, "motion", None)))


@dataclass(frozen=True)
class SolidBox(_Object):
    """A full solid box (rules/objects §2 procedure A; Sonic CD: rules/objects §9 H).

    Parameters as the original routine is called (rules/scenario):
    ``cx = width_radius + 11``, ``hj = hs = height_radius``, ``aw = width_radius``.
    ``motion``: ``(dx, dy)`` pixels per frame, applied before its collision.
    ``stand_height``: ``hs`` (the routine's ``d3``, the height the player
    stands at) where it is not ``height_radius``; the games' invisible blocks
    pass ``height_radius + 1`` (S2 ``Obj74_Main``).
    """
    motion: Optional[Motion] = None
    stand_height: Optional[int] = None
    kind = "solid"

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.stand_height is not None:
            _radius("stand_height", self.stand_height)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        if self.stand_height is not None:
            cx, hj, _hs, aw = row["params"]
            row["params"] = (cx, hj, self.stand_height, aw)
        return row


@dataclass(frozen=True)
class JumpThrough(_Object):
    """A jump-through (top-solid) platform (rules/objects §5 procedure D).

    Landing width ``width_radius`` (the raw width: the player walks off when
    his centre passes the edge, rules/objects §11 Q8); surface ``y - height_radius``.
    """
    motion: Optional[Motion] = None
    kind = "platform"

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        wr, hr = self.width_radius, self.height_radius
        row["params"] = (wr, hr, hr, wr)
        return row


@dataclass(frozen=True)
class SlopedObject(_Object):
    """A sloped solid (rules/objects §4 procedure C) or, with ``platform=True``, a
    sloped jump-through platform (rules/objects §5 with the sloped carry B4).

    ``heights``: the stored, compressed height array (one value per 2 px,
    heights above ``y``): at least ``width_radius + 12`` values for a solid,
    ``width_radius`` for a platform. Read unsigned (0..255) in S1 and CD,
    signed (-128..127) in S2/S3K; values must fit a byte either way.
    """
    heights: Sequence[int] = ()
    platform: bool = False
    x_flip: bool = False
    motion: Optional[Motion] = None
    kind = "sloped"

    def __post_init__(self) -> None:
        self._check()
        _motion(self.motion)
        h = list(self.heights) if not isinstance(self.heights, (str, bytes)) else None
        if h is None or not all(is_int(v) for v in h):
            raise TypeError("heights must be a sequence of ints")
        if any(v < -128 or v > 255 for v in h):
            raise ValueError("heights must fit a byte: -128..255")
        need = self.width_radius if self.platform else self.width_radius + 12
        if len(h) < max(need, 1):
            raise ValueError(f"heights has {len(h)} values; a sloped {'platform' if self.platform else 'solid'} "
                             f"with width_radius {self.width_radius} needs at least {max(need, 1)}")
        object.__setattr__(self, "heights", tuple(int(v) for v in h))

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["flags"] = flag_bits("sloped", x_flip=self.x_flip, platform=self.platform)
        row["heights"] = self.heights
        return row


@dataclass(frozen=True)
class PushBlock(_Object):
    """The pushable block of Sonic 1 (rules/objects §6 procedure E over A).

    ``aw = width_radius``, ``cx = width_radius + 11``, ``hj = height_radius``,
    ``hs = height_radius + 1``; its floor probe uses radius ``height_radius - 1``.
    Defaults: the single block, 16 x 16.
    """
    width_radius: int = 16
    height_radius: int = 16
    motion: Optional[Motion] = None
    kind = "push_block"

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        wr, hr = self.width_radius, self.height_radius
        row["params"] = (wr + 11, hr, hr + 1, wr)
        return row


@dataclass(frozen=True)
class Monitor:
    """An item monitor (rules/objects §7: F1 S1, F2 S2, F3 S3K, F4 CD).

    Radii default to the game's own (``MONITOR_SIZES``: 15/15 S1 and S2, 14/16
    S3K, 15/14 CD), resolved when the :class:`Objects` batch is built. Solid
    with ``cx = wr + 11``, ``hj = hr``, ``hs = hr + 1``, ``aw = wr``; its hitbox
    is always 16 x 16.

    ``contents``: what it gives 32 frames after it breaks (event
    ``monitor_gave``), a name of :data:`hedgephys.monitor_contents.CONTENTS`
    the game has: ``"rings"`` (+10), ``"shield"`` (S1, S2),
    ``"fire_shield"``, ``"lightning_shield"``, ``"bubble_shield"`` (s3k, s3),
    ``"invincibility"`` (``players.raw.invincible``); the other items are
    accepted and give nothing (not modelled);
    ``"none"`` (the default) gives nothing. The level placers read it from
    the layout's subtype.
    """
    x: float
    y: float
    width_radius: Optional[int] = None
    height_radius: Optional[int] = None
    motion: Optional[Motion] = None
    contents: str = "none"
    kind = "monitor"

    def __post_init__(self) -> None:
        _pixels("x", self.x)
        _pixels("y", self.y)
        if not isinstance(self.contents, str) or self.contents not in CONTENTS:
            contents_code("s1", self.contents)  # raises, naming the accepted names
        if self.width_radius is not None:
            _radius("width_radius", self.width_radius)
        if self.height_radius is not None:
            _radius("height_radius", self.height_radius)
        _motion(self.motion)

    def _row(self, game: str) -> _Row:
        dw, dh = MONITOR_SIZES[game]
        wr = dw if self.width_radius is None else self.width_radius
        hr = dh if self.height_radius is None else self.height_radius
        return _Row(kind=KINDS["monitor"], pos=(_pixels("x", self.x), _pixels("y", self.y)),
                    radii=(wr, hr), params=(wr + 11, hr, hr + 1, wr), flags=0, reaction=0,
                    heights=(), motion=_motion(self.motion), subtype=contents_code(game, self.contents))


@dataclass(frozen=True)
class Hitbox(_Object):
    """A touch box (rules/objects §8 procedure G) with radii ``(width_radius,
    height_radius)``, covering ``x - w .. x + w`` inclusive (2w+1 px, rules/objects §11 Q6).

    ``reaction``: ``"badnik"`` (destroyed by a curled player, who bounces;
    otherwise it hurts), ``"hurt"``, ``"increment"`` (a ring object, S1 ``$47``:
    collected, one more in ``players.raw.rings``), ``"special"`` (no effect)
    or ``"ring"`` (a ring of the S2/S3K ring manager: tested before the
    objects, every touching one collected each frame; docs/kinds/touch.md).
    """
    reaction: str = "badnik"
    motion: Optional[Motion] = None
    kind = "hitbox"

    def __post_init__(self) -> None:
        self._check()
        _motion(self.motion)
        if not isinstance(self.reaction, str) or self.reaction not in REACTIONS:
            raise ValueError(f"unknown reaction {self.reaction!r}; expected one of {', '.join(REACTIONS)}")

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["reaction"] = REACTIONS[self.reaction]
        return row


#: Half-lengths of a path swapper's line by subtype & 3 (S2 word_1FD68).
SWAPPER_HALF_LENGTHS = (0x20, 0x40, 0x80, 0x100)


@dataclass(frozen=True)
class PathSwapper:
    """A collision path swapper (rules/terrain §4.3): Sonic 2's ``Obj03``, Sonic 3
    & Knuckles' ``Obj_PathSwap``. An invisible line through (x, y); a player
    crossing it is put on collision layer A or B.

    ``subtype`` is the object's byte from the level's object layout:

    * bits 0-1: half-length of the line, 0x20, 0x40, 0x80 or 0x100 px;
    * bit 2: a horizontal line, crossed by moving in y (else a vertical line,
      crossed in x);
    * bit 3: the layer given when crossing toward +x / +y (0 = A, 1 = B);
      bit 4: the layer given when crossing toward -x / -y;
    * bits 5, 6: the sprite priority given (drawing only; not modelled);
    * bit 7: only switch a grounded player.

    ``x_flip`` (the layout's flip bit): the swapper never changes the layer.

    The rule (path_swapper.cpp): the swapper remembers which side of its line
    the player is on, set from his position on its first update (state
    ``"new"``, as the original's init; :meth:`Objects.reset` puts it back) and
    updated at EVERY crossing, in range or not. A crossing switches the layer
    only when the player is within the half-length along the line
    (``y - r <= player y < y + r``, signed words), grounded if bit 7 says so,
    and -- Sonic 3 & Knuckles only -- within 0x40 px of the line. Its state
    names are :data:`STATE_NAMES` ``["path_swapper"]``.
    """
    x: float
    y: float
    subtype: int
    x_flip: bool = False
    kind = "path_swapper"

    def __post_init__(self) -> None:
        _pixels("x", self.x)
        _pixels("y", self.y)
        if not 0 <= whole("subtype", self.subtype, what="an int (the layout's subtype byte)") <= 0xFF:
            raise ValueError(f"subtype must be a byte, 0..255, got {self.subtype}")
        if not isinstance(self.x_flip, (bool, np.bool_)):
            raise TypeError(f"x_flip must be a bool, got {type(self.x_flip).__name__}")

    @property
    def horizontal(self) -> bool:
        """True for a horizontal line (crossed in y), subtype bit 2."""
        return bool(self.subtype & 4)

    @property
    def half_length(self) -> int:
        """Half the line's length in pixels (subtype bits 0-1)."""
        return SWAPPER_HALF_LENGTHS[self.subtype & 3]

    @property
    def layers(self) -> tuple[str, str]:
        """The layers given when crossing toward + and toward - (bits 3 and 4)."""
        return (LAYER_NAMES[bool(self.subtype & 8)], LAYER_NAMES[bool(self.subtype & 16)])

    @property
    def grounded_only(self) -> bool:
        """Subtype bit 7: only a grounded player is switched."""
        return bool(self.subtype & 0x80)

    def _row(self, game: str) -> _Row:
        r = self.half_length
        radii = (r, 0) if self.horizontal else (0, r)  # the line, for pictures
        return _Row(kind=KINDS["path_swapper"], pos=(_pixels("x", self.x), _pixels("y", self.y)),
                    radii=radii, params=(int(self.subtype), 0, 0, 0),
                    flags=flag_bits("path_swapper", x_flip=self.x_flip),
                    reaction=0, heights=(), motion=(0, 0))


#: Any object description an :class:`Objects` batch takes.
ObjectDescription = Union[SolidBox, JumpThrough, SlopedObject, PushBlock, Monitor, Hitbox, PathSwapper,
                          Spikes, Breakable, KindObject]
_HAND_WRITTEN: dict[str, type[Any]] = {
    "solid": SolidBox, "platform": JumpThrough, "sloped": SlopedObject, "push_block": PushBlock,
    "monitor": Monitor, "hitbox": Hitbox, "path_swapper": PathSwapper, "spikes": Spikes,
    "breakable": Breakable, "spring": Spring,
    "collapsing": CollapsingPlatform, "collapsing_bridge": CollapsingBridge,
    "moving_platform": MovingPlatform, "swinging_platform": SwingingPlatform,
    "bumper": Bumper, "edge_wall": EdgeWall, "electro": Electro, "circling_platform": CirclingPlatform,
    "seesaw": Seesaw, "seesaw_ball": SeesawBall,
    "s3k_hurt_block": S3KHurtBlock,
    "s1_spin_platform": S1SpinPlatform, "s1_spike_ball": S1SpikeBall,
    "s1_staircase": S1Staircase, "s1_glass_block": S1GlassBlock,
    "s2_springboard": S2Springboard, "s1_large_grass": S1LargeGrass,
    "s1_chain_ball": S1ChainBall,
    "s1_chain_stomp": S1ChainStomp, "s1_scrap_stomp": S1ScrapStomp,
    "s3k_ssz_spring": S3kSszSpring,  # h-ssz: the kind takes byte_468DC (s3k_ssz_kinds.py)
    "s3k_fbz_elevator": S3kFbzElevator,  # h-fbz2: the kind takes byte_3CAD0 (s3k_fbz2_kinds.py)
}
#: The constructor class of every kind of the registry, in code order: the
#: hand-written ones above, and for any other kind a subclass of
#: :class:`KindObject` made from its registry entry (named after the kind:
#: ``"spring"`` -> ``Spring``).
KIND_CLASSES: dict[str, type[Any]] = {
    name: _HAND_WRITTEN.get(name) or kind_class(name) for name in KINDS
}
for _cls in KIND_CLASSES.values():
    if _cls.__name__ not in globals():
        globals()[_cls.__name__] = _cls
        __all__.append(_cls.__name__)
_OBJECT_TYPES = tuple(KIND_CLASSES.values()) + (KindObject,)
#: The core's names of a solid contact (objects.hpp Contact) and of a stage
#: (objects.hpp StageTag: a template, ``{i}`` the object's index), by code.
_CONTACT_NAMES = {code: name for name, code in _core.VOCABULARY["contacts"].items()}
_STAGE_NAMES = {code: name for name, code in _core.VOCABULARY["stage_tags"].items()}


def kinds_table() -> str:
    """The kinds table of docs/objects.md, made from the registry (markdown)."""
    return _kinds_table(KIND_CLASSES)

#: The raw fields that describe an object (its kind, sizes, routine
#: parameters, flags, reaction class and where its heights sit in the height
#: pool). They are read-only views: change an object with :meth:`Objects.replace`.
PARAMETER_FIELDS = ("kind", "wr", "hr", "cx", "hj", "hs", "aw", "flags", "reaction", "subtype", "x0", "y0",
                    "heights_off", "heights_len")
#: The raw fields that hold an object's state (writable views; snapshots,
#: resets and restores cover exactly these).
STATE_FIELDS = ("x", "y", "dx", "dy", "x_prev", "standing", "pushed", "present", "state", "xsp",
                "ysp", "events", "timer", "aux", "phase")
#: State of the batch that is per environment, not per object: the global
#: oscillators (:attr:`Objects.oscillators`) and the level triggers
#: (:attr:`Objects.level_triggers`). Snapshots, resets and pickles cover these
#: too, after the :data:`STATE_FIELDS`.
ENV_STATE = ("oscillators", "level_triggers")


class Objects(PixelPosition):
    """A batch of objects: ``n_envs`` independent copies of ``objects``, one per
    player of the :class:`~hedgephys.Players` batch they are stepped with.

    ``game`` only resolves the monitors' default sizes; it must match the
    players' game when stepped. ``raw`` holds the core's arrays as numpy views
    of shape ``(n_envs, count)`` (positions 16.16 as uint32): the state fields
    (:data:`STATE_FIELDS`) are writable, the parameter fields
    (:data:`PARAMETER_FIELDS`) read-only; :meth:`replace` changes an object.
    """

    raw: ObjectFields

    def __init__(self, objects: Iterable[ObjectDescription], n_envs: int = 1, game: str = "s2") -> None:
        n_envs = whole("n_envs", n_envs, 1)
        game_code(game)  # the one game check (rules.game_code)
        objs = list(objects)
        for i, o in enumerate(objs):
            _check_type(f"objects[{i}]", o)
        self.game = game
        """The game the monitors' default sizes come from (the players' game)."""
        self._build(objs, int(n_envs))

    def _build(self, objs: list[ObjectDescription], n_envs: int) -> None:
        game = self.game
        self.objects = tuple(objs)
        """The object descriptions, in order (object i is ``objects[i]``)."""
        rows = [_own_class(o)._row(game) for o in objs]
        m = len(rows)
        pool: list[int] = []
        extra = np.zeros((m, 5), np.int32)
        for i, row in enumerate(rows):
            extra[i] = (row["flags"], row["reaction"], len(pool), len(row["heights"]), row.get("subtype", 0))
            pool.extend(v & 0xFF for v in row["heights"])
        self._batch = _core.ObjectBatch(
            int(n_envs),
            np.array([r["kind"] for r in rows], np.uint8).reshape(m),
            np.array([r["pos"] for r in rows], np.uint32).reshape(m, 2),
            np.array([r["radii"] for r in rows], np.int32).reshape(m, 2),
            np.array([r["params"] for r in rows], np.int32).reshape(m, 4),
            extra,
            np.array([r["motion"] for r in rows], np.int32).reshape(m, 2),
            np.array(pool, np.uint8),
            game_code(game),
        )
        self.raw = ObjectFields(**{f: self._batch.field(f) for f in _core.ObjectBatch.field_names()})
        """The core's arrays as (n_envs, count) views (:class:`hedgephys.fields.ObjectFields`)."""
        for f in PARAMETER_FIELDS:
            getattr(self.raw, f).flags.writeable = False
        self.kinds = tuple(o.kind for o in objs)
        """The kind name of each object (``"solid"``, ``"platform"``, ...), in order."""
        self._initial = {f: v.copy() for f, v in self.state_arrays().items()}

    @property
    def oscillators(self) -> NDArray[np.uint16]:
        """The games' global oscillators, one table per environment: a
        writable (n_envs, 34) uint16 view in the game's RAM layout (the
        direction bits, then 16 (value, delta) pairs; S1 ``v_oscillate``, S2
        ``Oscillation_Control``, S3K ``Oscillating_table``), then one word
        that is not the game's table: the level frame counter (S1
        ``v_framecount``, S2/S3K ``Level_frame_counter``) as the next frame's
        objects read it, 1 at the start: a copy of the player's ``level_frame``
        taken before the objects run (docs/kinds/bumper.md). Set up from the
        game's table when the batch is built and run once per frame after the
        objects, only when an object reads them (:attr:`uses_oscillators`)."""
        return self._batch.oscillators

    @property
    def level_triggers(self) -> NDArray[np.uint8]:
        """The act's level triggers, one set per environment: a writable
        (n_envs, 16) uint8 view. Byte n is trigger n, as the games index them
        by a subtype's low nibble: Sonic 3 & Knuckles ``Level_trigger_array``
        (Sonic 1 ``f_switch``, Sonic 2 ``ButtonVine_Trigger``). Objects that
        set them (buttons, switches) write them; objects that read them
        (doors, trigger bridges) follow them. Zero when the batch is built,
        as the games clear them when the act starts; a value written here
        acts on the next step (docs/objects.md "Level triggers")."""
        return self._batch.level_triggers

    @property
    def uses_oscillators(self) -> bool:
        """Whether an object of the batch reads the oscillators (they run only then)."""
        return bool(self._batch.oscillators_used)

    def state_arrays(self) -> dict[str, NDArray[Any]]:
        """Every state array, first axis the environment: the
        :data:`STATE_FIELDS` (n_envs, count) and the :data:`ENV_STATE` arrays.
        Writable views: what snapshots, resets and pickles cover."""
        out: dict[str, NDArray[Any]] = {f: getattr(self.raw, f) for f in STATE_FIELDS}
        out["oscillators"] = self.oscillators
        out["level_triggers"] = self.level_triggers
        return out

    def __getstate__(self) -> dict[str, Any]:
        """For pickle and copy: the descriptions, the game and every state
        field's values (numpy arrays), with the starting state; not the core's batch."""
        return {"objects": self.objects, "envs": self._batch.envs, "game": self.game,
                "state": {f: v.copy() for f, v in self.state_arrays().items()},
                "initial": {f: v.copy() for f, v in self._initial.items()}}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.game = state["game"]
        self._build(list(state["objects"]), int(state["envs"]))
        arrays = self.state_arrays()
        for f, values in state["state"].items():
            arrays[f][...] = values
        self._initial = {f: v.copy() for f, v in state["initial"].items()}

    def replace(self, i: int, obj: ObjectDescription) -> None:
        """Put the object description ``obj`` in place of object ``i`` in every
        environment, in its starting state; the other objects keep their
        state. (How an object's parameters are changed: they are read-only in
        ``raw``.) A player flagged as standing on object ``i`` keeps the flag
        (rules/objects §11 Q4), as when an object is removed."""
        if not is_int(i) or not 0 <= i < len(self):
            raise IndexError(f"object index {i!r} out of range 0..{len(self) - 1}")
        _check_type("obj", obj)
        old = self.state_arrays()
        objs = list(self.objects)
        objs[i] = obj
        self._build(objs, self.n_envs)
        keep = np.arange(len(self)) != i
        for f in STATE_FIELDS:
            getattr(self.raw, f)[:, keep] = old[f][:, keep]
        for f in ENV_STATE:  # per environment: kept
            self.state_arrays()[f][...] = old[f]

    def parameters_digest(self) -> int:
        """A CRC-32 of every parameter of the objects and of their height pool:
        what a snapshot of their state depends on besides the kinds."""
        crc = 0
        for f in PARAMETER_FIELDS:
            crc = zlib.crc32(np.ascontiguousarray(getattr(self.raw, f)[0]).astype(
                getattr(self.raw, f).dtype.newbyteorder("<")).tobytes(), crc)
        return zlib.crc32(self._batch.pool, crc)

    def __len__(self) -> int:
        return len(self.objects)

    @property
    def n_envs(self) -> int:
        """The number of environments (one copy of every object each)."""
        return self._batch.envs

    def __repr__(self) -> str:
        return f"Objects({len(self)} objects x {self.n_envs} envs, game={self.game!r})"

    def state(self, i: int, env: int = 0) -> Optional[str]:
        """The state name of object i (None for kinds without a state)."""
        names = STATE_NAMES.get(self.kinds[i])
        return None if names is None else names.get(int(self.raw.state[env, i]), "idle")

    def standing(self, env: int = 0) -> NDArray[np.bool_]:
        """Per object: is the player of env flagged as standing on it."""
        return cast("NDArray[np.bool_]", self.raw.standing[env] != 0)

    def events(self, env: int = 0) -> list[str]:
        """The object events of env's last frame, e.g. ``["landed_on_object:0"]``."""
        out = []
        for i, bits in enumerate(self.raw.events[env]):
            for name, bit in OBJECT_EVENTS.items():
                if int(bits) & bit:
                    out.append(f"{name}:{i}")
        return out

    def reset(self, mask: Optional[ArrayLike] = None) -> None:
        """Put the selected environments' objects (bool mask of shape
        (n_envs,); all when None) back into their starting state. Reset the
        players of those environments too (a player flagged on an object
        otherwise keeps his ``on_object``)."""
        m = np.ones(self.n_envs, bool) if mask is None else np.asarray(mask)
        if m.dtype != bool or m.shape != (self.n_envs,):
            raise ValueError(f"mask must be a bool array of shape ({self.n_envs},)")
        for f, arr in self.state_arrays().items():
            arr[m] = self._initial[f][m]

    def remove(self, i: int, env: Optional[int] = None) -> None:
        """Remove object i (from every environment, or one): it stops running.
        A player standing on it keeps his flag (rules/objects §11 Q4) unless
        ``fix_false_standing_flag`` is on."""
        if not (0 <= i < len(self)):
            raise IndexError(f"object index {i} out of range 0..{len(self) - 1}")
        sel = slice(None) if env is None else env
        self.raw.present[sel, i] = 0

    # ----- single routines (tests, engine comparisons) --------------------------
    def update(self, players: PlayersLike, index: int, env: int = 0,
               terrain: Optional[TileMap] = None) -> tuple[int, str, int, int]:
        """Run object ``index``'s update (motion + routine) once against player
        ``env`` without the player's frame. Returns ``(code, contact, xd,
        distance)``: the original return code, ``"none"/"side"/"top"/"bottom"``,
        the A5 x distance and the vector distance of objects_examples.json."""
        self._check_players(players)
        terrain = terrain if terrain is not None else _empty_map()
        if not isinstance(terrain, TileMap):
            raise TypeError("terrain must be a hedgephys.TileMap")
        code, contact, xd, dist = self._batch.update(players._batch, env, index, terrain._terrain)
        return code, _CONTACT_NAMES[contact], xd, dist

    def scan(self, players: PlayersLike, env: int = 0) -> None:
        """Run the player's hitbox scan (rules/objects §8) alone."""
        self._check_players(players)
        self._batch.scan(players._batch, env)

    def _check_players(self, players: PlayersLike) -> None:
        # (a Players batch, known by its core batch: this module does not
        # import players, which imports it)
        if not isinstance(getattr(players, "_batch", None), _core.PlayerBatch):
            raise TypeError("players must be a hedgephys.Players")
        if players.game != self.game:
            raise ValueError(f"the objects were built for game {self.game!r} but the players are "
                             f"{players.game!r}")
        if players.n != self.n_envs:
            raise ValueError(f"the objects batch has {self.n_envs} environments but there are "
                             f"{players.n} players")


def _own_class(obj: ObjectDescription) -> ObjectDescription:
    """A generic ``KindObject(kind, ...)`` of a kind whose own class derives
    its row from the same parameters (a :class:`KindObject` subclass, e.g.
    :class:`Spring`) is built as that class."""
    cls = KIND_CLASSES.get(obj.kind)
    if type(obj) is not KindObject or cls is None or not issubclass(cls, KindObject):
        return obj
    make: Any = cls  # its own constructor: (x, y, motion, **params)
    return cast(ObjectDescription, make(obj.x, obj.y, obj.motion, **obj.params))


def _check_type(name: str, obj: object) -> None:
    if not isinstance(obj, _OBJECT_TYPES):
        names = [c.__name__ for c in _OBJECT_TYPES]
        raise TypeError(f"{name} must be a {', '.join(names[:-1])} or {names[-1]}, "
                        f"got {type(obj).__name__}")


_EMPTY: Optional[TileMap] = None


def _empty_map() -> TileMap:
    global _EMPTY
    if _EMPTY is None:
        _EMPTY = TileMap(np.zeros((1, 1), np.uint16), TileSet(np.zeros((1, 16), np.int8)))
    return _EMPTY


def step_stages(players: PlayersLike, terrain: TileMap, buttons: ArrayLike,
                objects: Objects) -> list[list[tuple[str, dict[str, int]]]]:
    """One frame with within-frame snapshots (rules/scenario "stages"): per
    environment a list of ``(stage_name, player_fields)`` with stage names
    ``"player"``, ``"object:i"`` and ``"object:i:solid"``."""
    objects._check_players(players)
    b = np.asarray(buttons)
    if b.ndim == 0:
        b = np.full(players.n, b)
    raw = _core.step_stages(players._batch, objects._batch, terrain._terrain,
                            np.ascontiguousarray(b, dtype=np.uint8))
    out = []
    for env_stages in raw:
        named = []
        for tag, i, fields in env_stages:
            name = _STAGE_NAMES[tag].format(i=i)
            named.append((name, fields))
        out.append(named)
    return out
