"""The player batch: state as a structure of numpy arrays (rules/terrain §6-§10).

``Players(n)`` holds n independent players sharing one rule set (game,
character, fixes). ``players.raw`` gives the core's own arrays as writable
numpy views (positions 16.16 fixed point as uint32, speeds int16 in 1/256 px
per frame, angles as hex bytes); the float properties (``x``, ``x_speed``...)
are pixel conveniences computed from them. A single player is a batch of one.
"""
from __future__ import annotations

from typing import Any, Iterable, Optional, Sequence, Union, cast

import numpy as np
from numpy.typing import ArrayLike, NDArray

from . import _aligned as aligned, _core, snapshot
from ._checks import period, whole
from .camera import CameraEvent, event_rows
from .fields import PlayerFields
from .level import Level
from .objects import Objects
from .rules import character_code, check_character, fix_mask, game_code
from .shields import shield_code
from .tiles import TileMap, layer_code
from .units import PixelPosition, pixel_state, position_words, speed_pixels, speed_units
from .water import set_water
from .water_events import WaterEvent, water_rows

#: Button bits (rules/scenario "Buttons"), from the core (player.hpp HP_BUTTONS).
_BUTTON_BITS: dict[str, int] = dict(_core.VOCABULARY["buttons"])
#: The button letters in the core's order (player.hpp HP_BUTTONS): "LRUDJ".
BUTTON_NAMES = "".join(_BUTTON_BITS)
L, R, U, D, J = (_BUTTON_BITS[b] for b in BUTTON_NAMES)
_BUTTON_MASK: int = _core.VOCABULARY["button_mask"]

#: Event bits of ``players.raw.events`` (rules/scenario "Events"; player.hpp HP_EVENTS).
EVENTS: dict[str, int] = dict(_core.VOCABULARY["events"])

#: Ground modes by their angle byte (rules/terrain §6.1; movement.hpp HP_GROUND_MODES).
MODES: dict[int, str] = {int(v): name for name, v in _core.VOCABULARY["ground_modes"].items()}

#: S3K Knuckles' moves by their ``raw.double_jump_flag`` value, the game's own
#: numbering (knuckles.hpp HP_KNUX_STATES; docs/knuckles.md): 0 none, 1 gliding,
#: 2 falling from a glide or a wall, 3 the landing slide, 4 climbing, 5 the ledge climb.
KNUCKLES_STATES: dict[int, str] = {int(v): name for name, v in _core.VOCABULARY["knuckles_states"].items()}


_BUTTON_TEXT = " ".join(f"{name}={bit}" for name, bit in _BUTTON_BITS.items())
_UINT8 = np.dtype(np.uint8)
_MAX_PLAYERS = 2**31 - 1


def buttons(spec: str) -> int:
    """The button mask for a string of held buttons among ``L R U D J``."""
    if not isinstance(spec, str):
        raise TypeError("buttons must be a string such as 'RJ'")
    mask = 0
    for ch in spec:
        if ch not in _BUTTON_BITS:
            raise ValueError(f"unknown button {ch!r} in {spec!r}; buttons are L, R, U, D, J")
        mask |= _BUTTON_BITS[ch]
    return mask


def ground_mode(angle: ArrayLike) -> NDArray[np.uint8]:
    """Ground mode byte from the ground angle (rules/terrain §6.1): 0x00 floor,
    0x40 left wall, 0x80 ceiling, 0xC0 right wall (:data:`MODES`), as the
    core's own routine computes it."""
    a = np.asarray(angle)
    if a.dtype.kind not in "iu" or (a.size and (a.min() < 0 or a.max() > 255)):
        raise ValueError("angle must be hex angles, integers 0..255")
    out = _core.ground_mode(np.ascontiguousarray(a, dtype=np.uint8).ravel())
    return cast("NDArray[np.uint8]", out.reshape(a.shape))


def _flags(name: str, value: ArrayLike) -> NDArray[np.bool_]:
    """A bool or an array of bools (numpy bools included); anything else is a
    TypeError, so that ``grounded="no"`` is not silently true."""
    v = np.asarray(value)
    if v.dtype != np.bool_:
        raise TypeError(f"{name} must be a bool or an array of bools, got {value!r}")
    return v


def _threads(threads: object) -> int:
    return whole("threads", threads, what="an int (1..256)")


def _byte(name: str, value: ArrayLike, what: str) -> NDArray[np.integer]:
    a = np.asarray(value)
    if a.dtype.kind not in "iu" or np.any(a < 0) or np.any(a > 255):
        raise ValueError(f"{name} must be {what}, an integer 0..255")
    return a


#: The raw fields :func:`hedgephys.units.pixel_state` reads.
_PIXEL_STATE_RAW = ("x", "y", "xsp", "ysp", "gsp", "angle", "airborne", "rolling", "pushing", "facing_left", "dead")

#: Which players :meth:`Players.place` sets: an index, a slice, an index array or a bool mask.
Index = Union[int, slice, Sequence[int], NDArray[np.integer], NDArray[np.bool_]]


class Players(PixelPosition):
    """A batch of ``n`` players stepped together.

    Parameters
    ----------
    n : number of players (>= 1)
    game : ``"s1"``, ``"s2"``, ``"s3k"``, ``"cd"`` or ``"s3"`` (Sonic 3 alone)
    character : ``"sonic"``, ``"tails"`` or ``"knuckles"``
    fixes : names of quirks to correct (see ``hedgephys.FIXES``)

    Every player starts standing still at (0, 0), grounded, facing right.
    """

    raw: PlayerFields

    def __init__(self, n: int = 1, game: str = "s2", character: str = "sonic",
                 fixes: Iterable[str] = ()) -> None:
        n = whole("n", n)
        if n < 1:
            raise ValueError(f"a batch needs n >= 1 players, got {n}")
        if n > _MAX_PLAYERS:
            raise ValueError(f"a batch holds at most {_MAX_PLAYERS} players (2**31 - 1), got {n}")
        self.game = game
        """The game whose rules the batch follows: ``"s1"``, ``"s2"``, ``"s3k"``, ``"cd"`` or ``"s3"``."""
        self.character = character
        """``"sonic"``, ``"tails"`` or ``"knuckles"``."""
        # (a single string is kept as it is, for fix_mask below to reject it)
        self.fixes: tuple[str, ...] = (tuple(fixes) if not isinstance(fixes, str)
                                       else cast("tuple[str, ...]", fixes))
        """The names of the quirks corrected (:data:`hedgephys.FIXES`)."""
        check_character(game, character)
        self._batch = _core.PlayerBatch(int(n), game_code(game), character_code(character),
                                        fix_mask(self.fixes))
        self.raw = PlayerFields(**{f: self._batch.field(f) for f in _core.PlayerBatch.field_names()})
        """The core's arrays as writable (n,) views (:class:`hedgephys.fields.PlayerFields`)."""
        sx, sy, rx, ry = self._batch.radii
        self.standing_radii = (sx, sy)
        """(width, height) radii in pixels while standing (rules/terrain §9)."""
        self.rolling_radii = (rx, ry)
        """(width, height) radii in pixels while rolling or in a jump (rules/terrain §9)."""

    def __len__(self) -> int:
        return self._batch.n

    def set_level_bounds(self, camera: Optional[Sequence[int]] = None, *, screen_locked: bool = False,
                         wrap_y: Optional[int] = None, min_y: int = 0) -> None:
        """Turn the level boundaries on (rules/terrain §8.9) with a camera box
        ``(min_x, max_x, max_y)`` in pixels, or off with ``None`` (the default,
        as in scenario files, which have no camera).

        With a camera, the player is clamped at ``min_x + 16`` on the left and at
        the game's right limit (S1/S2: ``max_x + 296``, plus 64 unless
        ``screen_locked``; CD: ``max_x + 304``, plus 56 unless ``screen_locked``;
        S3K: ``max_x + 296``, clamping only past it; Sonic 3 alone: ``max_x + 296``),
        and a player whose y passes ``max_y + 224`` is dead
        (a signed compare: a player above y = 0 lives; the hurt routine's own
        line is unsigned in S1 and CD): ``raw.dead`` is set and he no longer moves.

        ``wrap_y``: the act wraps vertically (in the original, its camera top is
        -$100): after the state routine (and in the hurt routine before its
        collision) the player's y pixel is taken modulo ``wrap_y`` (S2
        ``Obj01_Control``: 2048; S3K ``Sonic_Control``: 4096, or 2048 in ICZ1
        and SOZ2). Give the map the same period (``TileMap(..., wrap_y=...)``)
        so that sensors read the wrapped terrain. Independent of ``camera``.

        With a camera the bounds become each player's own state (``raw.cam_min_x``
        ... ``raw.cam_max_y``, from these values; ``min_y`` the top, -256 for
        an act that wraps vertically), a camera follows each player
        (``raw.cam_x``, ``raw.cam_y``, placed on him now and by :meth:`place`)
        and the act's events move the bounds (:meth:`set_camera_events`;
        docs/camera.md). :meth:`use_level` does all of it for a real act.
        """
        wrap = period("wrap_y", wrap_y) or 0
        if camera is None:
            self._batch.set_level_bounds(False, 0, 0, 0, False, wrap)
            self._bounds: tuple[Any, ...] = (False, 0, 0, 0, False, wrap, 0)
            return
        if len(camera) != 3:
            raise ValueError("camera must be (min_x, max_x, max_y) in pixels")
        min_x, max_x, max_y = (int(v) for v in camera)
        top = whole("min_y", min_y)
        self._batch.set_level_bounds(True, min_x, max_x, max_y, bool(screen_locked), wrap, top)
        self._bounds = (True, min_x, max_x, max_y, bool(screen_locked), wrap, top)

    def set_camera_events(self, events: Sequence[CameraEvent] = ()) -> None:
        """The act's level events that move the bounds as the camera goes
        (:mod:`hedgephys.camera`; :func:`hedgephys.camera.act_events`), run
        after the camera every frame while the bounds are on; ``()``: none.
        Raises ValueError / TypeError naming a bad row."""
        rows = event_rows(tuple(events))
        self._batch.set_camera_events(rows)
        self._events = tuple(events)

    def use_level(self, level: Level) -> None:
        """The bounds, vertical wrap, camera events and moving water of ``level``
        (a real act of :func:`hedgephys.levels.load`); a level without bounds
        turns them off. The water's surface itself is :meth:`set_water`'s
        (``players.set_water(level.water)``)."""
        b = level.bounds
        mw = level.moving_water
        if mw is not None and level.water is not None:
            self.set_water_events(mw.events, wobble=mw.wobble, start=level.water)
        else:
            self.set_water_events(())
        if b is None:
            self.set_level_bounds(None, wrap_y=level.wrap_y)
            self.set_camera_events(())
            return
        self.set_camera_events(level.camera_events)
        self.set_level_bounds(level.camera, wrap_y=level.wrap_y, min_y=b.min_y)

    def set_water_events(self, events: Sequence[WaterEvent] = (), *, wobble: bool = False, start: int = 0) -> None:
        """How the act's level events move the water (:mod:`hedgephys.water_events`;
        :func:`hedgephys.water_events.act_water`): rows run before the player
        every frame while the level bounds are on, for the players whose world
        has water; ``wobble``: the first oscillator moves the surface (S1
        Labyrinth, S2 outside Aquatic Ruin); ``start``: the surface the act
        starts with, which :meth:`reset` puts back. ``()`` without ``wobble``:
        the surface stays where :meth:`set_water` put it (docs/water.md).
        Raises ValueError / TypeError naming a bad row."""
        if not isinstance(wobble, (bool, np.bool_)):
            raise TypeError(f"wobble must be True or False, got {wobble!r}")
        rows = water_rows(tuple(events))
        self._batch.set_water_events(rows, bool(wobble), whole("start", start, -0x8000, 0x7FFF, unit="pixels"))
        self._water_events = (tuple(events), bool(wobble), int(start))

    @property
    def camera(self) -> NDArray[np.int64]:
        """(n, 4) int64: each player's camera view ``(x0, y0, x1, y1)`` in pixels,
        its top-left corner (``raw.cam_x``, ``raw.cam_y``) plus the 320 x 224
        screen (docs/camera.md); meaningful with the level bounds on."""
        r = self.raw
        x, y = r.cam_x.astype(np.int64), r.cam_y.astype(np.int64)
        return np.stack([x, y, x + 320, y + 224], axis=1)

    def set_ring_deaths(self, on: bool = True) -> None:
        """Whether a hit kills a player who has no rings (``raw.rings == 0``),
        as in the games (S1 ``HurtSonic``, S2/S3K ``HurtCharacter``: no shield
        and no rings -> ``KillSonic`` / ``KillCharacter``): he is then
        ``raw.crushed`` (the death fall: ``y_speed`` -7, no collision) and the
        object that hit him has the ``killed`` event. Off by default (as in
        scenario files): every hit knocks back (rules/scenario "hurt"). Either
        way a hit with rings sets ``raw.rings`` to 0 (the scattered rings are
        not modelled). A real act turns it on: ``players.set_ring_deaths()``
        after ``hedgephys.levels.load`` (docs/kinds/touch.md)."""
        if not isinstance(on, (bool, np.bool_)):
            raise TypeError(f"ring deaths must be True or False, got {on!r}")
        self._batch.set_ring_deaths(bool(on))

    def set_water(self, y: Optional[ArrayLike], index: Index = slice(None)) -> None:
        """Give the selected players' worlds (all by default) a water surface
        at ``y`` pixels (an int, or an array with one per selected player), or
        None for no water (docs/water.md). Below the surface (y greater) the
        player is underwater from the next frame's test on (S1 ``Sonic_Water``,
        S2 ``Obj01_InWater``, S3K ``Sonic_InWater``): the underwater constants,
        the entry and exit speed changes, the air countdown and drowning.
        :meth:`reset` keeps the water (it belongs to the world)."""
        set_water(self.raw, y, index)

    @property
    def water_surface(self) -> NDArray[np.float64]:
        """Each player's water surface y in pixels (NaN: his world has no water)."""
        r = self.raw
        return np.where(r.water != 0, r.water_y.astype(np.float64), np.nan)

    @property
    def underwater(self) -> NDArray[np.bool_]:
        """Whether each player is underwater (status bit 6)."""
        flags: NDArray[np.bool_] = self.raw.underwater != 0
        return flags

    @property
    def ring_deaths(self) -> bool:
        """Whether a hit without rings kills (:meth:`set_ring_deaths`)."""
        return bool(self._batch.ring_deaths)

    def __getstate__(self) -> dict[str, Any]:
        """For pickle and copy: the settings, the level bounds, the ring
        deaths rule and every field's values (numpy arrays), not the core's batch."""
        return {"n": self.n, "game": self.game, "character": self.character, "fixes": self.fixes,
                "bounds": getattr(self, "_bounds", None), "ring_deaths": self.ring_deaths,
                "camera_events": getattr(self, "_events", ()),
                "water_events": getattr(self, "_water_events", ((), False, 0)),
                "fields": {f: getattr(self.raw, f).copy() for f in _core.PlayerBatch.field_names()}}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["n"], state["game"], state["character"], state["fixes"])  # type: ignore[misc]
        if state["bounds"] is not None:
            self._batch.set_level_bounds(*state["bounds"])
            self._bounds = state["bounds"]
        self.set_camera_events(state.get("camera_events", ()))
        events, wobble, start = state.get("water_events", ((), False, 0))
        self.set_water_events(events, wobble=wobble, start=start)
        self._batch.set_ring_deaths(bool(state.get("ring_deaths", False)))
        for f, values in state["fields"].items():
            getattr(self.raw, f)[...] = values

    @property
    def n(self) -> int:
        """The number of players in the batch."""
        return self._batch.n

    def __repr__(self) -> str:
        return f"Players(n={self.n}, game={self.game!r}, character={self.character!r}, fixes={list(self.fixes)})"

    # ----- stepping -----------------------------------------------------------
    def step(self, terrain: TileMap, buttons: ArrayLike = 0, *, objects: Optional[Objects] = None,
             threads: int = 1, record: Union[None, str, Iterable[str], dict[str, NDArray[Any]]] = None,
             ) -> Optional[dict[str, NDArray[Any]]]:
        """Advance every player by one frame (buttons of shape (n,)) or by k
        frames (buttons of shape (k, n)), in place.

        ``buttons`` is a uint8 bit mask per player and frame (L=1 R=2 U=4 D=8
        J=16; see :func:`hedgephys.buttons`); a scalar applies to everyone for
        one frame. ``threads`` splits the players over that many threads; the
        result is bit-identical for every thread count. ``record`` asks for a
        rollout: a list of raw field names (arrays of shape (k, n) are made and
        returned) or a dict mapping names to caller-provided, writable,
        C-contiguous (k, n) arrays of the field's dtype, filled after every frame.
        ``objects``: a :class:`hedgephys.Objects` batch with one environment per
        player, run after each player's update every frame (rules/objects §0.6).
        Everything is checked before any state changes. The GIL is released
        while stepping, except for calls of at most 64 player-frames (they take
        less time than releasing it), which also run on the calling thread.
        """
        try:
            handle = terrain._terrain
        except AttributeError:
            raise TypeError("terrain must be a hedgephys.TileMap") from None
        # Fast path: a C-contiguous uint8 array goes straight to the core, which
        # checks its shape and values (dtype identity: numpy's built-in dtypes
        # are singletons, and `is` costs a fraction of `==`).
        btn: NDArray[np.uint8]
        if type(buttons) is np.ndarray and buttons.dtype is _UINT8 and buttons.flags.c_contiguous:
            btn = buttons
        else:
            btn = self._button_array(buttons)
        if record is not None and not isinstance(record, dict):
            frames = btn.shape[0] if btn.ndim == 2 else 1
            record = self._record_arrays(record, frames)
        core_objects = None if objects is None else self._core_objects(objects)
        if type(threads) is not int:
            threads = _threads(threads)
        self._batch.step(handle, btn, core_objects, threads, record)
        return record

    def _core_objects(self, objects: object) -> _core.ObjectBatch:
        if not isinstance(objects, Objects):
            raise TypeError("objects must be a hedgephys.Objects batch or None")
        objects._check_players(self)
        return objects._batch

    def _button_array(self, buttons: ArrayLike) -> NDArray[np.uint8]:
        b = np.asarray(buttons)
        if b.dtype.kind not in "iu":  # 2.5 or True is no bit mask (bool would pass as 0/1)
            raise TypeError(f"buttons must be integers (bit masks), got {buttons!r}" if b.ndim == 0
                            else f"buttons must be integers (bit masks), got dtype {b.dtype}")
        if b.ndim == 0:
            b = np.full(self.n, b, dtype=b.dtype)
        if b.size and (b.min() < 0 or b.max() > _BUTTON_MASK):
            raise ValueError(f"buttons are bit masks {_BUTTON_TEXT}, each value 0..{_BUTTON_MASK}")
        if b.ndim not in (1, 2) or b.shape[-1] != self.n:
            raise ValueError(f"buttons must have shape ({self.n},) or (k, {self.n}), got {b.shape}")
        return np.ascontiguousarray(b, dtype=np.uint8)

    def _record_arrays(self, names: Union[str, Iterable[str]], frames: int) -> dict[str, NDArray[Any]]:
        if isinstance(names, str):
            names = [names]
        out = {}
        for name in names:
            field = getattr(self.raw, name, None)
            if field is None:
                raise KeyError(f"no player field named {name!r}; see Players.fields")
            out[name] = aligned.empty((frames, self.n), field.dtype)  # (no false sharing between threads)
        return out

    @property
    def fields(self) -> tuple[str, ...]:
        """The raw field names (:attr:`raw`), in the core's order."""
        return tuple(vars(self.raw))

    def snapshot(self, indices: Optional[ArrayLike] = None, objects: Optional[Objects] = None) -> bytes:
        """The exact state of the selected environments (all by default; an
        index array or a boolean mask) as bytes, for :meth:`restore`; with
        ``objects`` (the batch stepped with these players) their object state too."""
        return snapshot.save(self, indices, objects)

    def restore(self, data: Union[bytes, bytearray, memoryview], indices: Optional[ArrayLike] = None,
                objects: Optional[Objects] = None) -> None:
        """Restore a :meth:`snapshot` into the selected environments (and their
        objects, when the snapshot holds them). A corrupted or mismatched
        snapshot raises ``SnapshotError`` and changes nothing."""
        snapshot.load(self, data, indices, objects)

    def reset(self, mask: Optional[ArrayLike] = None) -> None:
        """Put the selected players (bool mask of shape (n,); all when None) back
        into the starting state: standing still at (0, 0)."""
        m = np.ones(self.n, bool) if mask is None else np.asarray(mask)
        if m.dtype != bool or m.shape != (self.n,):
            raise ValueError(f"mask must be a bool array of shape ({self.n},)")
        self._batch.reset(np.ascontiguousarray(m))

    # ----- setting a state ----------------------------------------------------
    def place(self, index: Index = slice(None), *, x: Optional[ArrayLike] = None,
              y: Optional[ArrayLike] = None, x_speed: Optional[ArrayLike] = None,
              y_speed: Optional[ArrayLike] = None, ground_speed: Optional[ArrayLike] = None,
              angle: Optional[ArrayLike] = None, grounded: Optional[ArrayLike] = None,
              rolling: Optional[ArrayLike] = None, facing: Optional[str] = None,
              layer: Optional[str] = None, anim: Optional[ArrayLike] = None) -> None:
        """Set the state of some players (all by default) in pixel units.

        Positions and speeds must be exact multiples of 1/256 (the fixed-point
        step). Positions are 16-bit pixel words: -32768 .. 65535.99, a negative
        value being the same word as value + 65536. ``rolling`` also sets the
        radii (rolling or standing, rules/terrain §9); ``grounded=False`` makes the player airborne (a launched ball when rolling);
        ``grounded=True`` also ends an S3K Knuckles move (``raw.double_jump_flag`` 0, docs/knuckles.md).
        ``facing`` is ``"left"`` or ``"right"``; ``layer`` ``"a"`` or ``"b"``.
        """
        # Every value is checked before any is written: a bad argument leaves
        # the state as it was.
        r = self.raw
        writes: list[tuple[NDArray[Any], ArrayLike]] = []  # (field array, value)
        if x is not None:
            writes.append((r.x, position_words("x", x)))
        if y is not None:
            writes.append((r.y, position_words("y", y)))
        for name, val, field in (("x_speed", x_speed, r.xsp), ("y_speed", y_speed, r.ysp),
                                 ("ground_speed", ground_speed, r.gsp)):
            if val is not None:
                writes.append((field, speed_units(name, val)))
        if angle is not None:
            writes.append((r.angle, _byte("angle", angle, "a hex angle")))
        if grounded is not None:
            ground = _flags("grounded", grounded)
            writes.append((r.airborne, ~ground))
            # on the ground no S3K Knuckles move goes on (every landing ends it: Knux_TouchFloor)
            writes.append((r.double_jump_flag, np.where(ground, 0, r.double_jump_flag[index])))
        if rolling is not None:
            roll = _flags("rolling", rolling)
            writes += [(r.rolling, roll),
                       (r.xr, np.where(roll, self.rolling_radii[0], self.standing_radii[0])),
                       (r.yr, np.where(roll, self.rolling_radii[1], self.standing_radii[1]))]
            if anim is None:
                ids = self._batch.anim_ids
                anim_ids = np.where(roll, ids["roll"], ids["walk"])
        if anim is not None:
            anim_ids = _byte("anim", anim, "an animation id")
        if facing is not None:
            if facing not in ("left", "right"):
                raise ValueError("facing must be 'left' or 'right'")
            writes.append((r.facing_left, facing == "left"))
        if layer is not None:
            writes.append((r.layer, layer_code("layer", layer)))
        for field, value in writes:  # a shape that does not fit the index fails here, before any write
            np.broadcast_to(value, field[index].shape)
        for field, value in writes:
            field[index] = value
        if anim is not None or rolling is not None:
            self._set_anim(index, anim_ids)
        if x is not None or y is not None:  # the camera onto the player (with the bounds on)
            mask = np.zeros(self.n, bool)
            mask[index] = True
            self._batch.place_camera(mask)

    def set_shield(self, shield: str, index: Index = slice(None)) -> None:
        """Give the selected players (all by default) a shield, or take it
        away with ``"none"``: ``"plain"`` in every game, ``"fire"``,
        ``"lightning"``, ``"bubble"`` in s3k / s3 (:data:`hedgephys.shields.SHIELDS`,
        ``raw.shield``). Sonic's second jump press then makes the shield's
        move, and a hit takes the shield instead of the rings (docs/moves.md).
        The insta-shield's animation starts over (``raw.insta_shield`` 0)."""
        code = shield_code(self.game, shield)
        r = self.raw
        np.broadcast_to(code, r.shield[index].shape)  # a bad index fails before any write
        r.shield[index] = code
        r.insta_shield[index] = 0

    def _set_anim(self, index: Index, anim: ArrayLike) -> None:
        r = self.raw
        r.anim[index] = anim
        r.prev_anim[index] = anim
        r.anim_frame[index] = 0
        r.anim_timer[index] = 0

    # ----- pixel conveniences (copies; x, y: PixelPosition) ---------------------
    @property
    def x_speed(self) -> NDArray[np.float64]:
        """(n,) float64: x speed in pixels per frame (a copy; exact, a multiple of 1/256)."""
        return speed_pixels(self.raw.xsp)

    @property
    def y_speed(self) -> NDArray[np.float64]:
        """(n,) float64: y speed in pixels per frame, positive down (a copy; exact)."""
        return speed_pixels(self.raw.ysp)

    @property
    def ground_speed(self) -> NDArray[np.float64]:
        """(n,) float64: ground speed in pixels per frame, along the ground angle (a copy; exact)."""
        return speed_pixels(self.raw.gsp)

    @property
    def angle(self) -> NDArray[np.uint8]:
        """(n,) uint8: ground angle as a hex byte (a view: writable)."""
        return self.raw.angle

    @property
    def grounded(self) -> NDArray[np.bool_]:
        """(n,) bool: on the ground (a copy)."""
        return cast("NDArray[np.bool_]", self.raw.airborne == 0)

    @property
    def rolling(self) -> NDArray[np.bool_]:
        """(n,) bool: curled in a ball (a copy)."""
        return cast("NDArray[np.bool_]", self.raw.rolling != 0)

    @property
    def pushing(self) -> NDArray[np.bool_]:
        """(n,) bool: pushing against a wall or an object (a copy)."""
        return cast("NDArray[np.bool_]", self.raw.pushing != 0)

    @property
    def mode(self) -> NDArray[np.str_]:
        """(n,) str: ground mode names from the current angle (rules/terrain §6.1): ``"floor"``,
        ``"left_wall"``, ``"ceiling"`` or ``"right_wall"``."""
        return np.array([MODES[m] for m in ground_mode(self.raw.angle)])

    def events(self, i: int = 0) -> list[str]:
        """The events of player i's last frame, by name."""
        bits = int(self.raw.events[i])
        return [name for name, bit in EVENTS.items() if bits & bit]

    def state(self, i: int = 0) -> dict[str, Any]:
        """Player i's state as a dict of plain Python values (pixels, bytes, flags)."""
        r = self.raw
        s = {k: v.item() for k, v in pixel_state({f: getattr(r, f)[i] for f in _PIXEL_STATE_RAW}).items()}
        return {
            **{k: s[k] for k in ("x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded", "rolling",
                                 "pushing")},
            "on_object": None if r.on_object[i] < 0 else int(r.on_object[i]),
            "facing": "left" if s["facing_left"] else "right",
            "anim": int(r.anim[i]),
            "dead": s["dead"],
        }
