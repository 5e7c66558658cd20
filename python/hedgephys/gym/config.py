"""What both environments are built from: the observation layout, the
reward signature and the validated configuration (docs/gym.md)."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Mapping, Optional, Sequence, Union, cast

import numpy as np
from gymnasium import spaces

from .._checks import whole as _int
from ..level import LayerZone, Level, default_level
from ..levels import load_act
from ..levels.common import PathLike
from ..objects import Objects
from ..palette import OBJECT, PLAYERS, terrain_lookup
from ..rules import check_character
from ..tiles import TileMap, layer_code

#: The id under which the environments are registered with Gymnasium.
ENV_ID = "hedgephys/Hedgephys-v0"

#: The components of ``obs["player"]``, in order (see :data:`STATE_KEYS` for units).
_MOTION_FIELDS: tuple[str, ...] = (
    "x", "y", "x_speed", "y_speed", "ground_speed", "angle",
    "grounded", "rolling", "pushing", "facing_left",
    "double_jump_flag", "double_jump_property", "shield",
)
#: The character moves' part of :data:`PLAYER_FIELDS` (docs/moves.md), the
#: raw fields as the game keeps them: ``double_jump_flag`` (S3K: Sonic's
#: shield move or insta-shield, Tails flying; 0 on the ground),
#: ``double_jump_property`` (Tails' flight fuel, 240 .. 0) and ``shield``
#: (0 none, 0x01 plain, 0x11 fire, 0x21 lightning, 0x41 bubble).
MOVE_FIELDS: tuple[str, ...] = ("double_jump_flag", "double_jump_property", "shield")
#: ... then the water (docs/water.md): ``water_dy``, the water surface's y
#: minus the player's centre y in whole pixels (a signed 16-bit word;
#: positive: the surface is below him; 32767 when the act has no water), and
#: ``underwater``, 0 or 1.
PLAYER_FIELDS: tuple[str, ...] = _MOTION_FIELDS + ("water_dy", "underwater")

#: The columns of ``obs["objects"]``: one row for each of the ``nearest_objects``
#: (K) present objects nearest the player, nearest first (squared distance
#: between the centre pixels, ties in the level's order); path swappers act
#: but are never observed. ``dx``, ``dy``: the object's centre minus the
#: player's, in whole pixels (signed 16-bit words); ``present``: 1 for an
#: object, 0 for a row past the objects there are (all its values 0);
#: ``state``: its state number (:data:`hedgephys.objects.STATE_NAMES`, 0
#: idle); ``kind``: :data:`hedgephys.objects.KINDS` value.
OBJECT_FIELDS: tuple[str, ...] = ("dx", "dy", "present", "state", "kind")

#: The default number of objects observed (K, ``nearest_objects=``): the
#: observation has the same size on every act.
NEAREST_OBJECTS = 8
_MAX_NEAREST = 4096

#: The components of the compact observation (``observation="compact"``), a
#: flat int32 vector, in order (then K rows of :data:`OBJECT_FIELDS`, the
#: nearest objects as in ``obs["objects"]``). ``x``, ``y``: the centre as signed 16.16
#: words (1/65536 px; map coordinates, as in ``PLAYER_FIELDS``); ``x_speed``,
#: ``y_speed``, ``ground_speed``: 8.8 words (1/256 px per frame); ``angle``
#: 0..255; the flags 0 or 1; ``water_dy`` and ``underwater`` as in
#: ``PLAYER_FIELDS``; ``layer`` 0 (a) or 1 (b); then eight sensor
#: distances -32..31 (:meth:`hedgephys.TileMap.cast` on the player's layer,
#: from his centre pixel (px, py) and current radii (xr, yr)): ``floor_left``
#: / ``floor_right`` down from (px -/+ xr, py + yr), top solidity;
#: ``ceiling_left`` / ``ceiling_right`` up from (px -/+ xr, py - yr), lrb;
#: ``wall_left`` / ``wall_right`` left / right from (px -/+ 10, py), lrb;
#: ``ledge_left`` / ``ledge_right`` down from (px -/+ 32, py + yr), top.
COMPACT_FIELDS: tuple[str, ...] = PLAYER_FIELDS + ("layer",) + (
    "floor_left", "floor_right", "ceiling_left", "ceiling_right",
    "wall_left", "wall_right", "ledge_left", "ledge_right",
)

#: The observation kinds: the dict of :data:`PLAYER_FIELDS`, the terrain window
#: (and objects), or the compact vector of :data:`COMPACT_FIELDS`.
OBSERVATIONS: tuple[str, ...] = ("dict", "compact")

#: The keys of the state dicts given to ``reward_fn``: arrays of shape (n,).
#: ``x``, ``y``: centre in pixels, float64, exact, map coordinates (origin at the
#: map's top-left corner, y down; the 16-bit words read as signed, so a player
#: just left of or above the map has small negative values). ``x_speed``,
#: ``y_speed``, ``ground_speed``: pixels per frame, float64. ``angle``: the hex
#: ground angle (uint8). ``double_jump_flag``, ``double_jump_property``,
#: ``shield``: :data:`MOVE_FIELDS` (uint8; Knuckles' moves in
#: :data:`hedgephys.KNUCKLES_STATES`). ``grounded``, ``rolling``, ``pushing``, ``facing_left``,
#: ``dead``: bool. ``layer``: 0 (a) or 1 (b), uint8. ``events``: the event bits
#: of the last frame (:data:`hedgephys.EVENTS`), uint32. ``rings``: the ring
#: count (``players.raw.rings``), uint16. ``star_post``: the last star post
#: hit, the game's checkpoint byte (``players.raw.star_post``, number in bits
#: 0-6; docs/kinds/star_post.md), uint8.
STATE_KEYS: tuple[str, ...] = _MOTION_FIELDS + ("layer", "events", "dead", "rings", "star_post")

#: ``obs["terrain"]`` bit: the pixel is solid to the floor sensors (top solidity).
TERRAIN_TOP = 1
#: ``obs["terrain"]`` bit: the pixel is solid to wall and ceiling sensors (lrb solidity).
TERRAIN_LRB = 2

#: (height, width) of a ``render()`` image: the Mega Drive screen, 1 px per pixel.
RENDER_SHAPE: tuple[int, int] = (224, 320)

_BUTTONS = 32
_OBJECT_LOW, _OBJECT_HIGH = (-32768, -32768, 0, 0, 0), (32767, 32767, 1, 255, 255)  # OBJECT_FIELDS
_MAX_FRAME_SKIP = 1000    # (a Python reward_fn records (frame_skip + 1, n) states per step)
#: The largest ``max_episode_steps``: the step counters are int64.
MAX_EPISODE_STEPS = 2 ** 63 - 1
#: The largest ``window_stride``: 65536 px, the whole 16-bit coordinate space.
MAX_WINDOW_STRIDE = 65536
#: The widest terrain window: ``window_radius * window_stride`` at most 32768 px
#: each side of the player, the 16-bit coordinate space (a wider one repeats).
MAX_WINDOW_REACH = 32768
_FPS = 60
_PLAYER_BOUNDS = {
    "x": (-32768.0, 32768.0), "y": (-32768.0, 32768.0),
    "x_speed": (-128.0, 128.0), "y_speed": (-128.0, 128.0), "ground_speed": (-128.0, 128.0),
    "angle": (0.0, 255.0), "water_dy": (-32768.0, 32767.0),
    "double_jump_flag": (0.0, 255.0), "double_jump_property": (0.0, 255.0), "shield": (0.0, 65.0),
}
# render()'s colours (hedgephys.palette, shared with the plots and videos): by
# terrain value (empty, top only, lrb only, all), the player, the objects' boxes
_PALETTE = terrain_lookup(TERRAIN_TOP, TERRAIN_LRB)
_PLAYER_COLOUR = np.array(PLAYERS[0], np.uint8)
_OBJECT_COLOUR = np.array(OBJECT, np.uint8)

#: ``reward_fn(prev, state) -> rewards``: two dicts of arrays of shape (n,) (keys
#: :data:`STATE_KEYS`), the state before and after the frame, for all n players
#: at once; returns a scalar or an array of shape (n,) (cast to float64).
RewardFn = Callable[[Mapping[str, np.ndarray], Mapping[str, np.ndarray]], Any]


def progress_reward(prev: Mapping[str, np.ndarray], state: Mapping[str, np.ndarray]) -> np.ndarray:
    """The default reward: progress to the right, the x gained this frame in pixels."""
    gained: np.ndarray = state["x"] - prev["x"]
    return gained


# ----- configuration -------------------------------------------------------------------



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
        layer_code("a layer zone's layer", zone.layer)
        if not (zone.x0 < zone.x1 and zone.y0 < zone.y1):
            raise ValueError(f"a layer zone needs x0 < x1 and y0 < y1, got {zone!r}")
        out.append(zone)
    return tuple(out)


def _window(radius: Any, stride: Any) -> tuple[int, int]:
    """``window_radius`` and ``window_stride``, checked against the limits."""
    radius, stride = _int("window_radius", radius, 0), _int("window_stride", stride, 1)
    if stride > MAX_WINDOW_STRIDE:
        raise ValueError(f"window_stride must be <= {MAX_WINDOW_STRIDE} px (the 16-bit coordinate space), "
                         f"got {stride}")
    if radius * stride > MAX_WINDOW_REACH:
        raise ValueError(f"window_radius * window_stride must be <= {MAX_WINDOW_REACH} px (half the 16-bit "
                         f"coordinate space; a wider window repeats itself), got {radius} * {stride}")
    return radius, stride


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
    frame_skip: int
    observation: str
    nearest_objects: int = NEAREST_OBJECTS
    ring_deaths: bool = False

    @property
    def custom_reward(self) -> bool:
        """A reward function other than the default, computed in Python."""
        return self.reward_fn is not progress_reward

    @classmethod
    def build(cls, level: Union[Level, TileMap, str, None] = None, *,
              start: Optional[tuple[float, float]] = None,
              layer_zones: Optional[Sequence[LayerZone]] = None,
              objects: Optional[Sequence[Any]] = None,
              game: Optional[str] = None, character: str = "sonic", fixes: Sequence[str] = (),
              max_episode_steps: Optional[int] = 3600, reward_fn: Optional[RewardFn] = None,
              window_radius: int = 16, window_stride: int = 8, start_jitter: int = 0,
              threads: int = 1, render_mode: Optional[str] = None, frame_skip: int = 1,
              observation: str = "dict", checkout: Optional[PathLike] = None,
              nearest_objects: int = NEAREST_OBJECTS, ring_deaths: bool = False) -> "_Config":
        if isinstance(level, str):  # a real act by name, "GAME/ACT" (hedgephys.levels.load_act)
            level = load_act(level, checkout=checkout, character=character)
        elif checkout is not None:
            raise ValueError("checkout= goes with a level named 'GAME/ACT' (e.g. level='s2/ehz1')")
        if level is None:
            level = default_level()
        elif isinstance(level, TileMap):
            if start is None:
                raise ValueError("start=(x, y) is required when the level is a bare TileMap")
            level = Level(level, start)
        elif not isinstance(level, Level):
            raise TypeError(f"level must be a hedgephys.gym.Level, a hedgephys.TileMap, an act name such as "
                            f"'s2/ehz1' or None, "
                            f"got {type(level).__name__}")
        if start is not None or layer_zones is not None or objects is not None:
            if start is not None and np.shape(start) != (2,):
                raise ValueError(f"start must be (x, y) in pixels, got {start!r}")
            level = replace(level,
                            start=level.start if start is None else (float(start[0]), float(start[1])),
                            layer_zones=level.layer_zones if layer_zones is None else _zones(layer_zones),
                            objects=level.objects if objects is None else cast(Any, objects))  # checked below
        if isinstance(level.objects, (str, bytes)) or not isinstance(level.objects, Sequence):
            raise TypeError("objects must be a sequence of hedgephys object descriptions "
                            "(SolidBox, JumpThrough, SlopedObject, PushBlock, Monitor, Hitbox)")
        if not isinstance(level.objects, tuple):
            level = replace(level, objects=tuple(level.objects))
        if game is None:  # a real act's own game
            game = level.game or "s2"
        Objects(level.objects, 1, game)  # checks every description now, with a clear error
        check_character(game, character)  # e.g. no Knuckles in Sonic 3 alone ("s3")
        if isinstance(fixes, str):
            raise TypeError("fixes must be a list of fix names, not a single string")
        if max_episode_steps is not None:
            max_episode_steps = _int("max_episode_steps", max_episode_steps, 1)
            if max_episode_steps > MAX_EPISODE_STEPS:
                raise ValueError(f"max_episode_steps must be <= {MAX_EPISODE_STEPS} (2**63 - 1, the int64 step "
                                 f"counters), got {max_episode_steps}; None never truncates")
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
        frame_skip = _int("frame_skip", frame_skip, 1)
        if frame_skip > _MAX_FRAME_SKIP:
            raise ValueError(f"frame_skip must be <= {_MAX_FRAME_SKIP}, got {frame_skip}")
        if not isinstance(observation, str) or observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {', '.join(map(repr, OBSERVATIONS))}, "
                             f"got {observation!r}")
        threads = _int("threads", threads, 1)
        if threads > 256:
            raise ValueError(f"threads must be <= 256, got {threads}")
        nearest = _int("nearest_objects", nearest_objects, 0)
        if nearest > _MAX_NEAREST:
            raise ValueError(f"nearest_objects must be <= {_MAX_NEAREST}, got {nearest}")
        if not isinstance(ring_deaths, (bool, np.bool_)):
            raise TypeError(f"ring_deaths must be True or False, got {ring_deaths!r}")
        radius, stride = _window(window_radius, window_stride)
        return cls(level, game, character, tuple(fixes), max_episode_steps, reward_fn, radius, stride,
                   jitter, threads, render_mode, frame_skip, observation, nearest, bool(ring_deaths))

    def observation_space(self) -> spaces.Space[Any]:
        """The observation space of one player."""
        if self.observation == "compact":
            return self._compact_space()
        low, high = zip(*(_PLAYER_BOUNDS.get(f, (0.0, 1.0)) for f in PLAYER_FIELDS))
        side = 2 * self.window_radius + 1
        return spaces.Dict({
            "player": spaces.Box(np.array(low, np.float32), np.array(high, np.float32), dtype=np.float32),
            "terrain": spaces.Box(0, TERRAIN_TOP | TERRAIN_LRB, shape=(side, side), dtype=np.uint8),
            **({"objects": spaces.Box(
                np.tile(np.array(_OBJECT_LOW, np.float32), (self.nearest_objects, 1)),
                np.tile(np.array(_OBJECT_HIGH, np.float32), (self.nearest_objects, 1)),
                dtype=np.float32)} if self.nearest_objects else {}),
        })

    def _compact_space(self) -> spaces.Box:
        count = self.nearest_objects
        word, speed = (-2 ** 31, 2 ** 31 - 1), (-32768, 32767)
        bounds = [word, word, speed, speed, speed, (0, 255)] + [(0, 1)] * 4 + [(0, 255), (0, 255), (0, 65)]
        bounds += [speed, (0, 1), (0, 1)] + [(-32, 31)] * 8
        bounds += list(zip(_OBJECT_LOW, _OBJECT_HIGH)) * count
        low, high = zip(*bounds)
        return spaces.Box(np.array(low, np.int32), np.array(high, np.int32), dtype=np.int32)
