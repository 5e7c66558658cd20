"""The simulation both environments wrap: n players on one level, reset,
stepped, rewarded and observed as whole arrays."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence, Union

import numpy as np

from ..objects import Objects
from ..players import Players
from ..tiles import LAYERS
from ..units import pixel_state, signed_pixels, signed_word
from .config import _OBJECT_COLOUR, _PALETTE, _PLAYER_COLOUR, MOVE_FIELDS, RENDER_SHAPE, _check_positions, _Config
from .step_arrays import RECORDED, _StepArrays, start_words
from .terrain_view import _TerrainView


def _state(r: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The state dict (:data:`STATE_KEYS`) of raw field arrays, as fresh arrays."""
    s = pixel_state(r, signed=True)
    return {**{k: s[k] for k in ("x", "y", "x_speed", "y_speed", "ground_speed", "angle", "grounded", "rolling",
                                 "pushing", "facing_left")},
            **{k: r[k].copy() for k in MOVE_FIELDS},
            "layer": r["layer"].copy(), "events": r["events"].copy(), "dead": s["dead"],
            "rings": r["rings"].copy(), "star_post": r["star_post"].copy()}


# ----- the simulation both environments wrap --------------------------------------------

class _Sim:
    """n players on one level: reset, step, reward, observe, render, vectorized.

    A step is one core call (:class:`_StepArrays`); the observation, reward,
    flags and info arrays it fills are reused from step to step."""

    def __init__(self, n: int, cfg: _Config):
        self.cfg = cfg
        self.tilemap = cfg.level.tilemap
        self._view = _TerrainView(self.tilemap)
        self.players = Players(n, cfg.game, cfg.character, cfg.fixes)
        if cfg.ring_deaths:  # a hit without rings kills, as in the games (docs/kinds/touch.md)
            self.players.set_ring_deaths()
        self.objects = Objects(cfg.level.objects, n, cfg.game) if cfg.level.objects else None
        self._arrays = _StepArrays(n, cfg, self.players, self.objects, self._view)
        self.steps = self._arrays.steps
        self.frame = np.zeros(n, np.int64)         # frames since the reset (info["frame"])
        self.act_cleared = np.zeros(n, bool)       # the step ended at the act's end
        lv = cfg.level
        self._act = f"{lv.game}/{lv.name}" if lv.game and lv.name else ""
        # info["act"]: one read-only array made once (an object array filled
        # anew each step cost a millisecond at 16,384 players, more than a
        # tenth of a one-thread step: docs/physics.md, scaling with threads)
        self._act_info = np.full(n, self._act, dtype=object)
        self._act_info.flags.writeable = False
        if cfg.level.bounds is not None:  # a real act: the bounds its game sets (rules/terrain §8.9)
            self.players.use_level(cfg.level)  # with its camera events (docs/camera.md)
        if cfg.level.water is not None:  # the act's water (docs/water.md); reset keeps it
            self.players.set_water(cfg.level.water)
        x, y = cfg.level.start
        self.players.place(x=x, y=y)
        self._apply_zones()
        self._arrays.observe()

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

    def _jittered(self, x: np.ndarray, rngs: Sequence[np.random.Generator]) -> np.ndarray:
        jitter = self.cfg.start_jitter
        if jitter:
            x = x + np.array([rng.integers(-jitter, jitter + 1) for rng in rngs], np.float64)
        return x

    def check_reset(self, mask: np.ndarray, x: np.ndarray, y: np.ndarray) -> None:
        """Everything :meth:`reset` needs, checked while nothing has changed
        yet: the starts (x, y)[mask] inside the map as far as the jitter
        reaches, the map drawable and the batches as the core checks them."""
        jitter = self.cfg.start_jitter
        _check_positions(self.tilemap, np.concatenate([x[mask] - jitter, x[mask] + jitter]), y[mask],
                         "the start (with start_jitter)" if jitter else "the start")
        self._arrays.check()

    def reset(self, mask: np.ndarray, x: np.ndarray, y: np.ndarray,
              rngs: Sequence[np.random.Generator]) -> None:
        """Put the players of ``mask`` at rest at (x, y)[mask]; with a start
        jitter, x moves by a whole number of pixels drawn from ``rngs`` (one
        generator per selected player, in order). Checks first
        (:meth:`check_reset`): a failing reset changes nothing."""
        self.check_reset(mask, x, y)
        x, y = self._jittered(x[mask], rngs), y[mask]
        self.players.reset(mask)
        if self.objects is not None:
            self.objects.reset(mask)
        self.players.place(mask, x=x, y=y)
        self.steps[mask] = 0
        self.frame[mask] = 0
        self.act_cleared[mask] = False
        self._apply_zones()
        self._arrays.observe(mask)

    def _apply_zones(self) -> None:
        zones = self.cfg.level.layer_zones
        if not zones:
            return
        r = self.players.raw
        x, y = signed_pixels(r.x), signed_pixels(r.y)
        for z in zones:
            r.layer[(x >= z.x0) & (x < z.x1) & (y >= z.y0) & (y < z.y1)] = LAYERS[z.layer]

    def state(self) -> dict[str, np.ndarray]:
        """Every player's state (:data:`STATE_KEYS`) as fresh arrays."""
        r = self.players.raw
        return _state({name: getattr(r, name) for name in RECORDED})

    def advance(self, buttons: np.ndarray, reset: Optional[np.ndarray] = None,
                rngs: Sequence[np.random.Generator] = ()) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """One step for every player (one core call): ``frame_skip`` frames,
        or a reset at the configured start for those of ``reset`` (jittered
        with ``rngs``, one per selected player). Returns the reused rewards,
        terminated and truncated arrays."""
        a = self._arrays
        if reset is not None:
            a.check()   # before the objects and the starts change (the core checks the rest first)
            index = np.flatnonzero(reset)
            if self.cfg.start_jitter:
                x = self._jittered(np.full(len(index), self.cfg.level.start[0]), rngs)
                a.start_x[index] = start_words("the start x", x)
            if self.objects is not None:
                self.objects.reset(reset)
        a.step(buttons, reset)
        self.frame += a.frames
        if reset is not None:
            self.frame[reset] = 0
            self.act_cleared[reset] = False
        self._check_act_end(a)
        if a.record is not None:
            self._custom_reward(a.record)
        return a.reward, a.terminated, a.truncated

    def _check_act_end(self, a: _StepArrays) -> None:
        """The act is cleared when a step ends with the player's x (whole
        pixels) at or past the act's end (``Level.act_end``; the signpost's
        ``Sign_Touch`` / ``Obj0D_Main`` test, docs/levels.md "Act ends"):
        the episode terminates there. Checked after each step, so with
        ``frame_skip`` > 1 the player may be a few frames past it."""
        end = self.cfg.level.act_end
        if end is None:
            return
        x = self.players.raw.x.view(np.int32) >> 16
        self.act_cleared[:] = (x >= end) & (a.frames > 0) & ~a.terminated
        a.terminated |= self.act_cleared

    def _custom_reward(self, record: dict[str, np.ndarray]) -> None:
        """The Python ``reward_fn`` over each frame of the step, summed; frames
        not stepped (after the episode's end, or a reset) count 0. ``record``:
        the step's recorded fields (the arrays' ``record``)."""
        a, n = self._arrays, self.n
        rows = [_state({name: v[f] for name, v in record.items()}) for f in range(self.cfg.frame_skip + 1)]
        for f in range(self.cfg.frame_skip):
            reward = np.asarray(self.cfg.reward_fn(rows[f], rows[f + 1]), dtype=np.float64)
            try:
                reward = np.broadcast_to(reward, (n,))
            except ValueError:
                raise ValueError(f"reward_fn must return a number or an array of shape ({n},), "
                                 f"got shape {reward.shape}") from None
            reward = np.where(f < a.frames, reward, 0.0)
            a.reward[:] = reward if f == 0 else a.reward + reward

    def info(self) -> dict[str, np.ndarray]:
        """Per-player info values, (n,) arrays (docs/gym.md "Info"): the
        level variables ``x``, ``y`` (the centre, whole pixels), ``act``
        (``"s2/ehz1"``; ``""`` for a hand-made level), ``frame`` (frames
        since the reset), ``dead``, ``act_cleared``; ``events`` (bits of the
        last frame) and, with objects, ``object_events`` (the bits of
        :data:`hedgephys.objects.OBJECT_EVENTS` raised by any object). Rings
        are not modelled, so there is no ``rings``. Every array is a fresh
        one except ``act``, which is read-only and the same every call."""
        a, r = self._arrays, self.players.raw
        out = {"x": (r.x.view(np.int32) >> 16).astype(np.int64), "y": (r.y.view(np.int32) >> 16).astype(np.int64),
               "act": self._act_info, "frame": self.frame.copy(), "dead": r.dead != 0,
               "act_cleared": self.act_cleared.copy(), "events": a.events.copy()}
        if a.object_events is not None:
            out["object_events"] = a.object_events.copy()
        return out

    def window(self, index: Any, dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """Terrain values around the selected players' centre pixels, on each
        one's layer: shape (k, len(dy), len(dx)), element [i, j] at the pixel
        (x + dx[j], y + dy[i]) (see :class:`_TerrainView`)."""
        r = self.players.raw
        return self._view.window(r.x[index], r.y[index], r.layer[index], dx, dy)

    def observe(self, index: Optional[np.ndarray] = None) -> Union[dict[str, np.ndarray], np.ndarray]:
        """The observations as the core last wrote them: the reused buffers
        themselves, or copies of the rows of an index array."""
        obs = self._arrays.obs
        if index is not None:
            obs = {key: value[index] for key, value in obs.items()}
        return obs["compact"] if self.cfg.observation == "compact" else dict(obs)

    def _object_offsets(self, index: Any) -> tuple[np.ndarray, np.ndarray]:
        """Each object's centre pixel minus the selected players' centre
        pixels, as signed 16-bit words: two arrays of shape (k, count)."""
        assert self.objects is not None  # (called only with objects)
        r, o = self.players.raw, self.objects.raw
        return (signed_word((o.x[index] >> 16) - (r.x[index] >> 16)[..., None]),
                signed_word((o.y[index] >> 16) - (r.y[index] >> 16)[..., None]))

    def render(self) -> np.ndarray:
        """(n, 224, 320, 3) uint8 images, 1 px per pixel: each player's camera view
        on a real act (the level bounds on: ``raw.cam_x``, ``raw.cam_y``, docs/camera.md),
        else the terrain around him; the player's collision box (his radii) drawn."""
        h, w = RENDER_SHAPE
        r = self.players.raw
        if self.cfg.level.bounds is not None:  # the camera's view: its top-left corner
            sx = (r.cam_x.astype(np.int64) - (r.x >> 16)) % 65536
            sy = (r.cam_y.astype(np.int64) - (r.y >> 16)) % 65536
            sx, sy = np.where(sx >= 32768, sx - 65536, sx), np.where(sy >= 32768, sy - 65536, sy)
        else:  # the player at the centre
            sx, sy = np.full(self.n, -(w // 2), np.int64), np.full(self.n, -(h // 2), np.int64)
        dy, dx = np.arange(h), np.arange(w)
        origin_x = (r.x.astype(np.int64) + (sx << 16)) % (1 << 32)
        origin_y = (r.y.astype(np.int64) + (sy << 16)) % (1 << 32)
        image: np.ndarray = _PALETTE[self._view.window(origin_x, origin_y, r.layer, dx, dy)]
        # offsets from the player's centre, per player: (n, h) and (n, w)
        py, px = dy[None, :] + sy[:, None], dx[None, :] + sx[:, None]
        body = ((np.abs(py)[:, :, None] <= r.yr[:, None, None])
                & (np.abs(px)[:, None, :] <= r.xr[:, None, None]))
        if self.objects is not None:  # present objects' boxes (their radii), outlined
            o = self.objects.raw
            ox, oy = self._object_offsets(slice(None))
            for i in range(len(self.objects)):
                ay = np.abs(py[:, :, None] - oy[:, i, None, None])
                ax = np.abs(px[:, None, :] - ox[:, i, None, None])
                wr, hr = o.wr[:, i, None, None], o.hr[:, i, None, None]
                edge = (ay <= hr) & (ax <= wr) & ~((ay < hr) & (ax < wr))
                image[edge & (o.present[:, i] != 0)[:, None, None]] = _OBJECT_COLOUR
        image[body] = _PLAYER_COLOUR
        return image
