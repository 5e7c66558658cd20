"""The arrays of one vector step, preallocated, and the one core call that
fills them (``_core.env_step``, ``cpp/hedgephys/env_step.hpp``): for every
environment an autoreset or ``frame_skip`` frames, the layer zones after each
frame, the default reward, the end flags, the info and the observation."""
from __future__ import annotations

import math
from typing import Optional, Sequence

import numpy as np
from numpy.typing import ArrayLike, NDArray

from .. import _core
from .._aligned import zeros
from ..level import LayerZone
from ..objects import Objects
from ..players import Players
from ..tiles import LAYERS
from ..units import position_words
from .config import COMPACT_FIELDS, OBJECT_FIELDS, PLAYER_FIELDS, _Config
from .terrain_view import _TerrainView

#: The raw player fields a Python ``reward_fn`` reads (STATE_KEYS' sources).
RECORDED = ("x", "y", "xsp", "ysp", "gsp", "angle", "airborne", "rolling", "pushing", "facing_left",
            "double_jump_flag", "double_jump_property", "shield", "layer", "events", "dead", "rings", "star_post")


def _bound(v: float) -> int:
    """A zone bound in pixels as the least 16.16 word at or past it (so that
    ``x >= bound`` on pixels is ``X >= word`` on words), clamped far outside
    the 32-bit range."""
    return int(math.ceil(min(max(float(v) * 65536.0, -2.0 ** 40), 2.0 ** 40)))


def zone_boxes(zones: Sequence[LayerZone]) -> np.ndarray:
    """Layer zones as the core's (count, 5) int64 rows x0, y0, x1, y1, layer."""
    rows = [[_bound(z.x0), _bound(z.y0), _bound(z.x1), _bound(z.y1), LAYERS[z.layer]] for z in zones]
    return np.array(rows, np.int64).reshape(-1, 5)


def start_words(name: str, px: ArrayLike) -> NDArray[np.uint32]:
    """Start positions in pixels as 16.16 words (hedgephys.units, as ``Players.place``)."""
    return position_words(name, px).astype(np.uint32)


class _StepArrays:
    """The preallocated outputs of the core step for n environments."""

    def __init__(self, n: int, cfg: _Config, players: Players, objects: Optional[Objects],
                 view: _TerrainView):
        self.cfg, self.players, self.objects, self.view = cfg, players, objects, view
        count = cfg.nearest_objects   # object rows: the nearest objects (OBJECT_FIELDS)
        self.steps = zeros(n, np.int64)
        self.reward = zeros(n, np.float64)
        self.terminated = zeros(n, bool)
        self.truncated = zeros(n, bool)
        self.frames = zeros(n, np.int32)
        self.events = zeros(n, np.int64)
        self.object_events = zeros(n, np.int64) if objects is not None else None
        x, y = cfg.level.start
        self.start_x = np.full(n, start_words("the start x", x), np.uint32)
        self.start_y = np.full(n, start_words("the start y", y), np.uint32)
        self.zones = zone_boxes(cfg.level.layer_zones)
        self.bottom = cfg.level.tilemap.size_px[1] << 16
        side = 2 * cfg.window_radius + 1
        self.obs: dict[str, np.ndarray]   # name -> (n, ...) buffer (_core.env_step's obs)
        if cfg.observation == "compact":
            self.obs = {"compact": zeros((n, len(COMPACT_FIELDS) + len(OBJECT_FIELDS) * count), np.int32)}
            self.offsets = None
        else:
            self.obs = {"player": zeros((n, len(PLAYER_FIELDS)), np.float32),
                        "terrain": zeros((n, side, side), np.uint8)}
            if count:
                self.obs["objects"] = zeros((n, count, len(OBJECT_FIELDS)), np.float32)
            self.offsets = (cfg.window_stride * np.arange(-cfg.window_radius, cfg.window_radius + 1)
                            ).astype(np.int32)
        k = cfg.frame_skip
        self.record: Optional[dict[str, np.ndarray]]   # field -> (frame_skip + 1, n), for a reward_fn
        self.record = ({name: np.zeros((k + 1, n), getattr(players.raw, name).dtype) for name in RECORDED}
                       if cfg.custom_reward else None)

    def _window(self) -> Optional[tuple[np.ndarray, int, int, int, np.ndarray, np.ndarray, int]]:
        if self.offsets is None:
            return None
        image, planes, height, width, phases = self.view.source(self.cfg.window_stride)  # redrawn if edited
        return image, planes, height, width, self.offsets, phases, self.cfg.window_stride

    def _objects(self) -> Optional[_core.ObjectBatch]:
        return None if self.objects is None else self.objects._batch

    def step(self, buttons: np.ndarray, reset: Optional[np.ndarray]) -> None:
        """One step of every environment (``reset``: a bool mask of those to
        reset instead, at ``start_x``, ``start_y``; None: none)."""
        cfg = self.cfg
        _core.env_step(
            self.players._batch, self.view.tilemap._terrain, self._objects(), buttons, reset,
            self.start_x, self.start_y, self.steps, self.reward, self.terminated, self.truncated,
            self.frames, self.events, self.object_events, cfg.frame_skip, cfg.max_episode_steps or 0,
            self.bottom, self.zones, self.obs, self._window(), self.record, cfg.threads)

    def check(self) -> None:
        """The checks of :meth:`observe` and :meth:`step` with nothing
        changed: the window's image redrawn if the map was edited (a cell
        naming a missing tile raises), the core's checks of the batches and
        of the map (an observation of no environment)."""
        n = len(self.steps)
        _core.env_observe(self.players._batch, self.view.tilemap._terrain, self._objects(),
                          self.events, self.object_events, self.obs, self._window(), np.zeros(n, bool), 1)

    def observe(self, mask: Optional[np.ndarray] = None) -> None:
        """Recompute the observation and info of the environments of mask (all: None)."""
        _core.env_observe(self.players._batch, self.view.tilemap._terrain, self._objects(),
                          self.events, self.object_events, self.obs, self._window(), mask,
                          self.cfg.threads)
