"""Gymnasium environments over the hedgephys core (``docs/gym.md``).

:class:`HedgephysEnv` is one player on a level; :class:`HedgephysVectorEnv` is
``num_envs`` independent players on the same level, stepped together by ONE
call into the core per step (the players are one :class:`~hedgephys.Players`
batch). Both share every rule below, so a vector environment and as many
single environments given the same actions and seeds produce the same data.

* **Action**: ``Discrete(32)``, the button bit mask itself (L=1 R=2 U=4 D=8
  J=16, :func:`hedgephys.buttons`): one step is one frame with those buttons held.
* **Observation**: a ``Dict`` of two ``Box`` es, ``"player"`` (float32, the
  components :data:`PLAYER_FIELDS`) and ``"terrain"`` (uint8, a square window of
  the solidity around the player, :data:`TERRAIN_TOP` / :data:`TERRAIN_LRB` bits).
* **Objects** (optional, ``Level.objects`` or ``objects=``): solid boxes,
  platforms, monitors, hitboxes ... (:mod:`hedgephys.objects`), one copy per
  sub-environment, put back in their starting state at every reset. With
  objects the observation has a third entry, ``"objects"`` (float32, one row
  per object: :data:`OBJECT_FIELDS`).
* **Reward**: ``reward_fn(prev, state)`` on dicts of arrays (:data:`STATE_KEYS`),
  by default :func:`progress_reward` (x gained, in pixels).
* **Termination**: the player's centre is at or below the map's bottom edge
  (y >= rows * 16), or ``raw.dead`` is set (only with level bounds turned on);
  **truncation** after ``max_episode_steps`` steps.

Gymnasium is an optional dependency (``pip install hedgephys[gym]``); importing
:mod:`hedgephys` does not import this module.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Optional, Sequence, Union

import numpy as np

try:
    import gymnasium
    from gymnasium import spaces
    from gymnasium.utils import seeding
    from gymnasium.vector import AutoresetMode, VectorEnv
    from gymnasium.vector.utils import batch_space
except ImportError as exc:
    raise ImportError(
        "hedgephys.gym needs gymnasium >= 1.1 (the version with vector autoreset modes); "
        "install it with: pip install hedgephys[gym]"
    ) from exc

from . import _core
from .draw import mask_from_tilemap
from .level import LayerZone, Level, default_level
from .objects import Objects
from .players import Players
from .tiles import TileMap

__all__ = [
    "ENV_ID", "OBJECT_FIELDS", "PLAYER_FIELDS", "RENDER_SHAPE", "STATE_KEYS", "TERRAIN_LRB", "TERRAIN_TOP",
    "HedgephysEnv", "HedgephysVectorEnv", "LayerZone", "Level", "RewardFn", "default_level",
    "progress_reward",
]

#: The id under which the environments are registered with Gymnasium.
ENV_ID = "hedgephys/Hedgephys-v0"

#: The components of ``obs["player"]``, in order (see :data:`STATE_KEYS` for units).
PLAYER_FIELDS: tuple[str, ...] = (
    "x", "y", "x_speed", "y_speed", "ground_speed", "angle",
    "grounded", "rolling", "pushing", "facing_left",
)

#: The columns of ``obs["objects"]`` (levels with objects): one row per object,
#: in the level's order. ``dx``, ``dy``: the object's centre minus the player's,
#: in whole pixels (signed 16-bit words); ``present``: 1 until it is removed;
#: ``state``: its state number (:data:`hedgephys.objects.STATE_NAMES`, 0 idle).
OBJECT_FIELDS: tuple[str, ...] = ("dx", "dy", "present", "state")

#: The keys of the state dicts given to ``reward_fn``: arrays of shape (n,).
#: ``x``, ``y``: centre in pixels, float64, exact, map coordinates (origin at the
#: map's top-left corner, y down; the 16-bit words read as signed, so a player
#: just left of or above the map has small negative values). ``x_speed``,
#: ``y_speed``, ``ground_speed``: pixels per frame, float64. ``angle``: the hex
#: ground angle (uint8). ``grounded``, ``rolling``, ``pushing``, ``facing_left``,
#: ``dead``: bool. ``layer``: 0 (a) or 1 (b), uint8. ``events``: the event bits
#: of the last frame (:data:`hedgephys.EVENTS`), uint32.
STATE_KEYS: tuple[str, ...] = PLAYER_FIELDS + ("layer", "events", "dead")

#: ``obs["terrain"]`` bit: the pixel is solid to the floor sensors (top solidity).
TERRAIN_TOP = 1
#: ``obs["terrain"]`` bit: the pixel is solid to wall and ceiling sensors (lrb solidity).
TERRAIN_LRB = 2

#: (height, width) of a ``render()`` image: the Mega Drive screen, 1 px per pixel.
RENDER_SHAPE: tuple[int, int] = (224, 320)

_BUTTONS = 32
_FPS = 60
_PLAYER_BOUNDS = {
    "x": (-32768.0, 32768.0), "y": (-32768.0, 32768.0),
    "x_speed": (-128.0, 128.0), "y_speed": (-128.0, 128.0), "ground_speed": (-128.0, 128.0),
    "angle": (0.0, 255.0),
}
# colours by terrain value (empty, top only, lrb only, all), then the player
_PALETTE = np.array([[92, 148, 252], [236, 196, 116], [140, 140, 140], [120, 72, 32]], np.uint8)
_PLAYER_COLOUR = np.array([24, 40, 200], np.uint8)
_OBJECT_COLOUR = np.array([220, 40, 40], np.uint8)

#: ``reward_fn(prev, state) -> rewards``: two dicts of arrays of shape (n,) (keys
#: :data:`STATE_KEYS`), the state before and after the frame, for all n players
#: at once; returns a scalar or an array of shape (n,) (cast to float64).
RewardFn = Callable[[Mapping[str, np.ndarray], Mapping[str, np.ndarray]], Any]


def progress_reward(prev: Mapping[str, np.ndarray], state: Mapping[str, np.ndarray]) -> np.ndarray:
    """The default reward: progress to the right, the x gained this frame in pixels."""
    return state["x"] - prev["x"]


# ----- configuration -------------------------------------------------------------------

def _int(name: str, value: Any, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{name} must be an int, got {type(value).__name__}")
    if value < minimum:
        raise ValueError(f"{name} must be >= {minimum}, got {value}")
    return int(value)


def _check_positions(tilemap: TileMap, x: np.ndarray, y: np.ndarray, what: str) -> None:
    width, height = tilemap.size_px
    for name, v, size in (("x", x, width), ("y", y, height)):
        if not np.all(np.isfinite(v)) or np.any(v * 256 != np.round(v * 256)):
            raise ValueError(f"{what} {name} must be a multiple of 1/256 px (the fixed-point step)")
        if np.any(v < 0) or np.any(v >= size):
            raise ValueError(f"{what} {name} must lie inside the map: 0 <= {name} < {size} px, got {v}")


def _zones(zones: Sequence[Any]) -> tuple[LayerZone, ...]:
    out = []
    for z in zones:
        try:
            zone = LayerZone(*z)
        except TypeError:
            raise ValueError(f"a layer zone is (x0, y0, x1, y1, layer), got {z!r}") from None
        if zone.layer not in ("a", "b"):
            raise ValueError(f"a layer zone's layer must be 'a' or 'b', got {zone.layer!r}")
        if not (zone.x0 < zone.x1 and zone.y0 < zone.y1):
            raise ValueError(f"a layer zone needs x0 < x1 and y0 < y1, got {zone!r}")
        out.append(zone)
    return tuple(out)


@dataclass(frozen=True)
class _Config:
    """Everything both environments are built from, validated."""

    level: Level
    game: str
    character: str
    fixes: tuple[str, ...]
    max_episode_steps: Optional[int]
    reward_fn: RewardFn
    window_radius: int
    window_stride: int
    start_jitter: int
    threads: int
    render_mode: Optional[str]

    @classmethod
    def build(cls, level: Union[Level, TileMap, None] = None, *,
              start: Optional[tuple[float, float]] = None,
              layer_zones: Optional[Sequence[LayerZone]] = None,
              objects: Optional[Sequence[Any]] = None,
              game: Optional[str] = None, character: str = "sonic", fixes: Sequence[str] = (),
              max_episode_steps: Optional[int] = 3600, reward_fn: Optional[RewardFn] = None,
              window_radius: int = 16, window_stride: int = 8, start_jitter: int = 0,
              threads: int = 1, render_mode: Optional[str] = None) -> "_Config":
        if level is None:
            level = default_level()
        elif isinstance(level, TileMap):
            if start is None:
                raise ValueError("start=(x, y) is required when the level is a bare TileMap")
            level = Level(level, start)
        elif not isinstance(level, Level):
            raise TypeError(f"level must be a hedgephys.gym.Level, a hedgephys.TileMap or None, "
                            f"got {type(level).__name__}")
        if start is not None or layer_zones is not None or objects is not None:
            if start is not None and np.shape(start) != (2,):
                raise ValueError(f"start must be (x, y) in pixels, got {start!r}")
            level = replace(level,
                            start=level.start if start is None else (float(start[0]), float(start[1])),
                            layer_zones=level.layer_zones if layer_zones is None else _zones(layer_zones),
                            objects=level.objects if objects is None else objects)
        if isinstance(level.objects, (str, bytes)) or not isinstance(level.objects, Sequence):
            raise TypeError("objects must be a sequence of hedgephys object descriptions "
                            "(SolidBox, JumpThrough, SlopedObject, PushBlock, Monitor, Hitbox)")
        if not isinstance(level.objects, tuple):
            level = replace(level, objects=tuple(level.objects))
        if game is None:  # a real act's own game
            game = level.game or "s2"
        Objects(level.objects, 1, game)  # checks every description now, with a clear error
        if isinstance(fixes, str):
            raise TypeError("fixes must be a list of fix names, not a single string")
        if max_episode_steps is not None:
            max_episode_steps = _int("max_episode_steps", max_episode_steps, 1)
        if reward_fn is None:
            reward_fn = progress_reward
        elif not callable(reward_fn):
            raise TypeError("reward_fn must be callable as reward_fn(prev, state)")
        jitter = _int("start_jitter", start_jitter, 0)
        sx, sy = level.start
        _check_positions(level.tilemap, np.array([sx - jitter, sx + jitter]), np.array([sy]),
                         "the start (with start_jitter)")
        if render_mode not in (None, "rgb_array"):
            raise ValueError(f"render_mode must be None or 'rgb_array', got {render_mode!r}")
        return cls(level, game, character, tuple(fixes), max_episode_steps, reward_fn,
                   _int("window_radius", window_radius, 0), _int("window_stride", window_stride, 1),
                   jitter, _int("threads", threads, 1), render_mode)

    def observation_space(self) -> spaces.Dict:
        """The observation space of one player."""
        low, high = zip(*(_PLAYER_BOUNDS.get(f, (0.0, 1.0)) for f in PLAYER_FIELDS))
        side = 2 * self.window_radius + 1
        return spaces.Dict({
            "player": spaces.Box(np.array(low, np.float32), np.array(high, np.float32), dtype=np.float32),
            "terrain": spaces.Box(0, TERRAIN_TOP | TERRAIN_LRB, shape=(side, side), dtype=np.uint8),
            **({"objects": spaces.Box(
                np.tile(np.array([-32768, -32768, 0, 0], np.float32), (len(self.level.objects), 1)),
                np.tile(np.array([32767, 32767, 1, 255], np.float32), (len(self.level.objects), 1)),
                dtype=np.float32)} if self.level.objects else {}),
        })


def _signed_px(words: np.ndarray) -> np.ndarray:
    """16.16 position words as signed pixels (float64, exact)."""
    return ((words.astype(np.int64) ^ 0x80000000) - 0x80000000) / 65536.0


def _signed_word(v: np.ndarray) -> np.ndarray:
    """A difference of pixel words as a signed 16-bit value (int64)."""
    return ((v.astype(np.int64) + 0x8000) & 0xFFFF) - 0x8000


def _buttons(actions: Any, shape: tuple[int, ...]) -> np.ndarray:
    """Actions checked against the action space, as the core's uint8 button array."""
    a = np.asarray(actions)
    if a.dtype.kind not in "iu":
        raise TypeError(f"actions are button masks, integers 0..31; got dtype {a.dtype}")
    if a.shape != shape:
        raise ValueError(f"actions must have shape {shape}, got {a.shape}")
    if a.size and (a.min() < 0 or a.max() >= _BUTTONS):
        raise ValueError("actions are button masks L=1 R=2 U=4 D=8 J=16, each value 0..31")
    return np.ascontiguousarray(a.reshape(-1), dtype=np.uint8)


def _batched_info(info: Mapping[str, np.ndarray], mask: np.ndarray) -> dict[str, np.ndarray]:
    """Per-player info arrays in Gymnasium's vector layout: a value array with
    zeros where ``mask`` is False and a ``_key`` mask array, for every key."""
    out: dict[str, np.ndarray] = {}
    for key, value in info.items():
        out[key] = np.where(mask, value, np.zeros_like(value))
        out[f"_{key}"] = mask.copy()
    return out


class _TerrainView:
    """The map as the sensors see it, rendered to pixels for fast windows.

    Each layer becomes an image of terrain values (:func:`hedgephys.draw.mask_from_tilemap`
    with ``view="heights"``: the tiles as vertical probes see them, flips
    applied; :data:`TERRAIN_TOP` where floor sensors see solid,
    :data:`TERRAIN_LRB` where wall and ceiling sensors do), padded with one
    empty row and column that stand for everything outside the map; a window
    is then one gather (1 byte per map pixel and layer). The map may be edited
    in place: its arrays are compared with the rendered copies on every use
    and the images are redrawn when they changed. Coordinates are 16-bit
    words like the core's (a pixel left of x = 0 is pixel 65535 and up).
    """

    def __init__(self, tilemap: TileMap):
        self.tilemap = tilemap
        self._sources: tuple[np.ndarray, ...] = ()

    def _refresh(self) -> None:
        tm = self.tilemap
        current = (tm.cells, tm.tileset.heights) + (() if tm.cells_b is None else (tm.cells_b,))
        if len(current) == len(self._sources) and all(
                a.shape == b.shape and np.array_equal(a, b) for a, b in zip(current, self._sources)):
            return
        self._sources = tuple(a.copy() for a in current)
        width, height = tm.size_px
        layers = ("a",) if tm.cells_b is None else ("a", "b")
        image = np.zeros((len(layers), height + 1, width + 1), np.uint8)
        for plane, layer in zip(image, layers):
            plane[:height, :width] = (mask_from_tilemap(tm, layer, "top") * TERRAIN_TOP
                                      | mask_from_tilemap(tm, layer, "lrb") * TERRAIN_LRB)
        self._image = image.ravel()

    def window(self, x: np.ndarray, y: np.ndarray, layer: np.ndarray,
               dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """Terrain values at the pixels (x + dx[j], y + dy[i]) for players at the
        16.16 words x, y (k,) on ``layer`` (k,): shape (k, len(dy), len(dx)), uint8.
        The gather runs in the compiled core (``_core.sample_window``)."""
        self._refresh()
        width, height = self.tilemap.size_px
        return _core.sample_window(
            self._image, 1 if self.tilemap.cells_b is None else 2, height, width,
            np.ascontiguousarray(x, np.uint32), np.ascontiguousarray(y, np.uint32),
            np.ascontiguousarray(layer, np.uint8), np.ascontiguousarray(dx, np.int32),
            np.ascontiguousarray(dy, np.int32))


# ----- the simulation both environments wrap --------------------------------------------

class _Sim:
    """n players on one level: reset, step, reward, observe, render, vectorized."""

    def __init__(self, n: int, cfg: _Config):
        self.cfg = cfg
        self.tilemap = cfg.level.tilemap
        self._view = _TerrainView(self.tilemap)
        self.players = Players(n, cfg.game, cfg.character, cfg.fixes)
        self.objects = Objects(cfg.level.objects, n, cfg.game) if cfg.level.objects else None
        self.steps = np.zeros(n, np.int64)
        self._offsets = cfg.window_stride * np.arange(-cfg.window_radius, cfg.window_radius + 1)
        if cfg.level.bounds is not None:  # a real act: the bounds its game sets (terrain.md §8.9)
            self.players.set_level_bounds(cfg.level.camera, wrap_y=cfg.level.wrap_y)
        x, y = cfg.level.start
        self.players.place(x=x, y=y)
        self._apply_zones()

    @property
    def n(self) -> int:
        return self.players.n

    def starts(self, options: Optional[Mapping[str, Any]]) -> tuple[np.ndarray, np.ndarray]:
        """Start positions (n,) from reset options ``x`` / ``y`` (scalars or (n,)
        arrays), the level's start where absent."""
        options = {} if options is None else dict(options)
        unknown = sorted(set(options) - {"x", "y"})
        if unknown:
            raise ValueError(f"unknown reset option(s) {unknown}; the options are 'x' and 'y' (pixels)")
        out = []
        for name, default in zip(("x", "y"), self.cfg.level.start):
            v = np.asarray(options.get(name, default), dtype=np.float64)
            if v.shape not in ((), (self.n,)):
                raise ValueError(f"reset option {name!r} must be a number or an array of shape ({self.n},)")
            out.append(np.broadcast_to(v, (self.n,)).copy())
        return out[0], out[1]

    def reset(self, mask: np.ndarray, x: np.ndarray, y: np.ndarray,
              rngs: Sequence[np.random.Generator]) -> None:
        """Put the players of ``mask`` at rest at (x, y)[mask]; with a start
        jitter, x moves by a whole number of pixels drawn from ``rngs`` (one
        generator per selected player, in order)."""
        x, y = x[mask], y[mask]
        jitter = self.cfg.start_jitter
        if jitter:
            x = x + np.array([rng.integers(-jitter, jitter + 1) for rng in rngs], np.float64)
        _check_positions(self.tilemap, x, y, "the start")
        self.players.reset(mask)
        if self.objects is not None:
            self.objects.reset(mask)
        self.players.place(mask, x=x, y=y)
        self.steps[mask] = 0
        self._apply_zones()

    def _apply_zones(self) -> None:
        zones = self.cfg.level.layer_zones
        if not zones:
            return
        r = self.players.raw
        x, y = _signed_px(r.x), _signed_px(r.y)
        for z in zones:
            r.layer[(x >= z.x0) & (x < z.x1) & (y >= z.y0) & (y < z.y1)] = z.layer == "b"

    def state(self) -> dict[str, np.ndarray]:
        """Every player's state (:data:`STATE_KEYS`) as fresh arrays."""
        r = self.players.raw
        return {
            "x": _signed_px(r.x), "y": _signed_px(r.y),
            "x_speed": r.xsp / 256.0, "y_speed": r.ysp / 256.0, "ground_speed": r.gsp / 256.0,
            "angle": r.angle.copy(), "grounded": r.airborne == 0, "rolling": r.rolling != 0,
            "pushing": r.pushing != 0, "facing_left": r.facing_left != 0,
            "layer": r.layer.copy(), "events": r.events.copy(), "dead": r.dead != 0,
        }

    def advance(self, buttons: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """One frame for every player (one core call); rewards, terminated, truncated."""
        prev = self.state()
        self.players.step(self.tilemap, buttons, objects=self.objects, threads=self.cfg.threads)
        self._apply_zones()
        self.steps += 1
        state = self.state()
        reward = np.asarray(self.cfg.reward_fn(prev, state), dtype=np.float64)
        try:
            reward = np.broadcast_to(reward, (self.n,)).copy()
        except ValueError:
            raise ValueError(f"reward_fn must return a number or an array of shape ({self.n},), "
                             f"got shape {reward.shape}") from None
        terminated = state["dead"] | (state["y"] >= self.tilemap.size_px[1])
        limit = self.cfg.max_episode_steps
        truncated = np.zeros(self.n, bool) if limit is None else self.steps >= limit
        return reward, terminated, truncated

    def info(self) -> dict[str, np.ndarray]:
        """Per-player info values, (n,) arrays: ``events`` (bits of the last
        frame) and, with objects, ``object_events`` (the bits of
        :data:`hedgephys.objects.OBJECT_EVENTS` raised by any object)."""
        info = {"events": self.players.raw.events.astype(np.int64)}
        if self.objects is not None:
            info["object_events"] = np.bitwise_or.reduce(self.objects.raw.events, axis=1).astype(np.int64)
        return info

    def window(self, index: Any, dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """Terrain values around the selected players' centre pixels, on each
        one's layer: shape (k, len(dy), len(dx)), element [i, j] at the pixel
        (x + dx[j], y + dy[i]) (see :class:`_TerrainView`)."""
        r = self.players.raw
        return self._view.window(r.x[index], r.y[index], r.layer[index], dx, dy)

    def observe(self, index: Any = slice(None)) -> dict[str, np.ndarray]:
        """Batched observations of the selected players (fresh arrays)."""
        state = self.state()
        player = np.stack([state[f][index] for f in PLAYER_FIELDS], axis=-1).astype(np.float32)
        obs = {"player": player, "terrain": self.window(index, self._offsets, self._offsets)}
        if self.objects is not None:
            o = self.objects.raw
            ox, oy = self._object_offsets(index)
            obs["objects"] = np.stack([ox, oy, o.present[index], o.state[index]], axis=-1).astype(np.float32)
        return obs

    def _object_offsets(self, index: Any) -> tuple[np.ndarray, np.ndarray]:
        """Each object's centre pixel minus the selected players' centre
        pixels, as signed 16-bit words: two arrays of shape (k, count)."""
        r, o = self.players.raw, self.objects.raw
        return (_signed_word((o.x[index] >> 16) - (r.x[index] >> 16)[..., None]),
                _signed_word((o.y[index] >> 16) - (r.y[index] >> 16)[..., None]))

    def render(self) -> np.ndarray:
        """(n, 224, 320, 3) uint8 images: the terrain around each player, 1 px per
        pixel, the player's collision box (his radii) drawn at the centre."""
        h, w = RENDER_SHAPE
        dy, dx = np.arange(h) - h // 2, np.arange(w) - w // 2
        image = _PALETTE[self.window(slice(None), dx, dy)]
        r = self.players.raw
        body = ((np.abs(dy)[None, :, None] <= r.yr[:, None, None])
                & (np.abs(dx)[None, None, :] <= r.xr[:, None, None]))
        if self.objects is not None:  # present objects' boxes (their radii), outlined
            o = self.objects.raw
            ox, oy = self._object_offsets(slice(None))
            for i in range(len(self.objects)):
                ay = np.abs(dy[None, :, None] - oy[:, i, None, None])
                ax = np.abs(dx[None, None, :] - ox[:, i, None, None])
                wr, hr = o.wr[:, i, None, None], o.hr[:, i, None, None]
                edge = (ay <= hr) & (ax <= wr) & ~((ay < hr) & (ax < wr))
                image[edge & (o.present[:, i] != 0)[:, None, None]] = _OBJECT_COLOUR
        image[body] = _PLAYER_COLOUR
        return image


def _warn_no_render_mode(env: Any) -> None:
    gymnasium.logger.warn(f"{type(env).__name__}.render() called with render_mode=None; "
                          "create the environment with render_mode='rgb_array'")


# ----- the environments ----------------------------------------------------------------

class _SimAccess:
    """What both environments expose of the simulation behind them."""

    _sim: _Sim

    @property
    def players(self) -> Players:
        """The :class:`~hedgephys.Players` batch behind the environment, one
        player per (sub-)environment (edit with care)."""
        return self._sim.players

    @property
    def objects(self) -> Optional[Objects]:
        """The :class:`~hedgephys.Objects` batch, one environment per player
        (None without objects)."""
        return self._sim.objects

    @property
    def level(self) -> Level:
        return self._sim.cfg.level


class HedgephysEnv(_SimAccess, gymnasium.Env):
    """One player on a level (see the module doc and ``docs/gym.md``).

    Parameters
    ----------
    level : Level, TileMap or None
        The map, start and layer zones; None: :func:`default_level`. A bare
        TileMap needs ``start`` and has no layer zones.
    start : (x, y) or None
        Override the level's start: the player's centre in pixels (multiples of
        1/256, inside the map). The player is put there at rest, grounded,
        facing right, on layer A (then the layer zones apply).
    layer_zones : sequence of LayerZone or None
        Override the level's layer zones.
    objects : sequence of object descriptions or None
        Override the level's objects (:class:`hedgephys.SolidBox`, ...); they
        go back to their starting state at every reset.
    game, character, fixes
        As :class:`hedgephys.Players`; ``game`` None means the level's own
        (a real act of :mod:`hedgephys.levels`), else ``"s2"``. A level with
        bounds (a real act) turns the player's level bounds on with them.
    max_episode_steps : int or None
        Truncate after this many steps (frames); None: never.
    reward_fn : RewardFn or None
        ``reward_fn(prev, state)`` (:data:`RewardFn`); None: :func:`progress_reward`.
    window_radius, window_stride : int
        ``obs["terrain"]`` is (2 r + 1) x (2 r + 1) samples ``stride`` pixels apart,
        centred on the player's centre pixel.
    start_jitter : int
        At every reset, x moves by a whole number of pixels drawn uniformly in
        [-jitter, jitter] from the environment's seeded generator (0: no draw).
    threads : int
        Threads for the core's step (results do not depend on it).
    render_mode : None or ``"rgb_array"``
    """

    metadata: dict[str, Any] = {"render_modes": ["rgb_array"], "render_fps": _FPS}

    def __init__(self, level: Union[Level, TileMap, None] = None, *,
                 start: Optional[tuple[float, float]] = None,
                 layer_zones: Optional[Sequence[LayerZone]] = None,
                 objects: Optional[Sequence[Any]] = None,
                 game: Optional[str] = None, character: str = "sonic", fixes: Sequence[str] = (),
                 max_episode_steps: Optional[int] = 3600, reward_fn: Optional[RewardFn] = None,
                 window_radius: int = 16, window_stride: int = 8, start_jitter: int = 0,
                 threads: int = 1, render_mode: Optional[str] = None):
        cfg = _Config.build(level, start=start, layer_zones=layer_zones, objects=objects, game=game,
                            character=character, fixes=fixes, max_episode_steps=max_episode_steps,
                            reward_fn=reward_fn, window_radius=window_radius,
                            window_stride=window_stride, start_jitter=start_jitter,
                            threads=threads, render_mode=render_mode)
        self._sim = _Sim(1, cfg)
        self.render_mode = render_mode
        self.observation_space = cfg.observation_space()
        self.action_space = spaces.Discrete(_BUTTONS)

    def _obs(self) -> dict[str, np.ndarray]:
        return {key: value[0] for key, value in self._sim.observe().items()}

    def _info(self) -> dict[str, int]:
        return {key: int(value[0]) for key, value in self._sim.info().items()}

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[dict[str, Any]] = None) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Start an episode. ``options``: ``{"x": px, "y": px}`` overrides the
        start for this reset only (the jitter still applies)."""
        x, y = self._sim.starts(options)
        super().reset(seed=seed)
        self._sim.reset(np.ones(1, bool), x, y, [self.np_random])
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        """One frame with the buttons of ``action`` (an int 0..31) held."""
        reward, terminated, truncated = self._sim.advance(_buttons(action, ()))
        return self._obs(), float(reward[0]), bool(terminated[0]), bool(truncated[0]), self._info()

    def render(self) -> Optional[np.ndarray]:
        """A (224, 320, 3) uint8 image with ``render_mode="rgb_array"``, else None."""
        if self.render_mode is None:
            _warn_no_render_mode(self)
            return None
        return self._sim.render()[0]


def _autoreset_mode(value: Union[AutoresetMode, str]) -> AutoresetMode:
    if isinstance(value, AutoresetMode):
        return value
    for mode in AutoresetMode:
        if value in (mode.value, mode.name) or (isinstance(value, str) and value.upper() == mode.name):
            return mode
    names = ", ".join(f"{m.name} ({m.value!r})" for m in AutoresetMode)
    raise ValueError(f"unknown autoreset_mode {value!r}; expected a gymnasium.vector.AutoresetMode: {names}")


def _seeds(seed: Union[int, Sequence[Optional[int]], None], n: int) -> list[Optional[int]]:
    """Per-environment seeds as SyncVectorEnv takes them: None, an int s (s, s+1, ...) or a list."""
    if seed is None:
        return [None] * n
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool):
        return [int(seed) + i for i in range(n)]
    seeds = list(seed)
    if len(seeds) != n:
        raise ValueError(f"seed must be None, an int or a list of {n} seeds, got {len(seeds)}")
    return seeds


def _reset_mask(mask: Any, n: int) -> np.ndarray:
    if mask is None:
        return np.ones(n, bool)
    if not isinstance(mask, np.ndarray) or mask.dtype != np.bool_ or mask.shape != (n,):
        raise ValueError(f"options['reset_mask'] must be a numpy bool array of shape ({n},)")
    if not mask.any():
        raise ValueError("options['reset_mask'] selects no environment")
    return mask.copy()


class HedgephysVectorEnv(_SimAccess, VectorEnv):
    """``num_envs`` independent players on one level, stepped by one core call.

    Keyword arguments are those of :class:`HedgephysEnv`, plus
    ``autoreset_mode`` (a :class:`gymnasium.vector.AutoresetMode` or its value;
    default ``NEXT_STEP``), declared in ``metadata["autoreset_mode"]`` and
    implemented as :class:`gymnasium.vector.SyncVectorEnv` does it:

    * ``NEXT_STEP``: the step after a sub-environment ends resets it instead of
      stepping it (its action is ignored): reset observation and info, reward
      0, terminated and truncated False.
    * ``SAME_STEP``: a sub-environment that ends is reset in the same step; the
      returned observation is the reset one, the last one is in
      ``infos["final_obs"]`` (and its info in ``infos["final_info"]``), with the
      masks ``infos["_final_obs"]`` / ``infos["_final_info"]``.
    * ``DISABLED``: nothing is reset; stepping while a sub-environment has ended
      raises RuntimeError; reset them with
      ``reset(options={"reset_mask": mask})``.

    ``reset(seed=s)`` seeds sub-environment i with s + i (a list gives one seed
    each), so that sub-environment i behaves like ``HedgephysEnv`` reset with
    that seed. Options ``x`` / ``y`` may be numbers or (num_envs,) arrays.
    """

    metadata: dict[str, Any] = {"render_modes": ["rgb_array"], "render_fps": _FPS,
                                "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, num_envs: int = 1, level: Union[Level, TileMap, None] = None, *,
                 autoreset_mode: Union[AutoresetMode, str] = AutoresetMode.NEXT_STEP,
                 **kwargs: Any):
        n = _int("num_envs", num_envs, 1)
        self.autoreset_mode = _autoreset_mode(autoreset_mode)
        cfg = _Config.build(level, **kwargs)
        self._sim = _Sim(n, cfg)
        self.num_envs = n
        self.metadata = {**type(self).metadata, "autoreset_mode": self.autoreset_mode}
        self.render_mode = cfg.render_mode
        self.single_observation_space = cfg.observation_space()
        self.single_action_space = spaces.Discrete(_BUTTONS)
        self.observation_space = batch_space(self.single_observation_space, n)
        self.action_space = batch_space(self.single_action_space, n)
        self._rngs: list[Optional[np.random.Generator]] = [None] * n
        self._ended = np.zeros(n, bool)

    def _reset_envs(self, mask: np.ndarray, starts: Optional[tuple[np.ndarray, np.ndarray]] = None) -> None:
        index = np.flatnonzero(mask)
        for i in index:
            if self._rngs[i] is None:
                self._rngs[i] = seeding.np_random()[0]
        x, y = self._sim.starts(None) if starts is None else starts
        self._sim.reset(mask, x, y, [self._rngs[i] for i in index])
        self._ended[mask] = False

    def reset(self, *, seed: Union[int, Sequence[Optional[int]], None] = None,
              options: Optional[dict[str, Any]] = None) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        """Reset all sub-environments, or those of ``options["reset_mask"]``."""
        options = {} if options is None else dict(options)
        mask = _reset_mask(options.pop("reset_mask", None), self.num_envs)
        seeds = _seeds(seed, self.num_envs)
        starts = self._sim.starts(options)
        for i in np.flatnonzero(mask):
            if seeds[i] is not None:
                self._rngs[i] = seeding.np_random(seeds[i])[0]
        self._reset_envs(mask, starts)
        return self._sim.observe(), _batched_info(self._sim.info(), mask)

    def step(self, actions: Any) -> tuple[dict[str, np.ndarray], np.ndarray, np.ndarray,
                                          np.ndarray, dict[str, Any]]:
        """One frame for every sub-environment (``actions``: (num_envs,) ints 0..31)."""
        buttons = _buttons(actions, (self.num_envs,))
        if self.autoreset_mode == AutoresetMode.DISABLED and self._ended.any():
            raise RuntimeError(
                f"sub-environment(s) {np.flatnonzero(self._ended).tolist()} ended and autoreset_mode "
                "is DISABLED: reset them first with reset(options={'reset_mask': mask})")
        reward, terminated, truncated = self._sim.advance(buttons)
        infos: dict[str, Any] = {}
        if self.autoreset_mode == AutoresetMode.NEXT_STEP and self._ended.any():
            resetting = self._ended.copy()
            self._reset_envs(resetting)
            reward[resetting] = 0.0
            terminated[resetting] = False
            truncated[resetting] = False
        elif self.autoreset_mode == AutoresetMode.SAME_STEP and (terminated | truncated).any():
            done = terminated | truncated
            index = np.flatnonzero(done)
            last = self._sim.observe(index)
            final_obs = np.full(self.num_envs, None, dtype=object)
            for j, i in enumerate(index):
                final_obs[i] = {key: value[j] for key, value in last.items()}
            infos = {"final_obs": final_obs, "_final_obs": done.copy(),
                     "final_info": _batched_info(self._sim.info(), done), "_final_info": done.copy()}
            self._reset_envs(done)
        infos.update(_batched_info(self._sim.info(), np.ones(self.num_envs, bool)))
        self._ended = terminated | truncated
        return self._sim.observe(), reward, terminated, truncated, infos

    def render(self) -> Optional[tuple[np.ndarray, ...]]:
        """One (224, 320, 3) uint8 image per sub-environment with
        ``render_mode="rgb_array"``, else None."""
        if self.render_mode is None:
            _warn_no_render_mode(self)
            return None
        return tuple(self._sim.render())


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point=f"{__name__}:HedgephysEnv",
                       vector_entry_point=f"{__name__}:HedgephysVectorEnv")
