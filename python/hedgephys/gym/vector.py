"""``num_envs`` players on one level stepped by one core call:
:class:`HedgephysVectorEnv`."""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence, Union, cast

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ..level import Level
from ..tiles import TileMap
from .._checks import is_int
from .._checks import whole as _int
from .config import _BUTTONS, _FPS, _Config
from .env import _buttons, _SimAccess, _warn_no_render_mode
from .sim import _Sim


def _batched_info(info: Mapping[str, np.ndarray], mask: np.ndarray) -> dict[str, np.ndarray]:
    """Per-player info arrays in Gymnasium's vector layout: a value array with
    zeros where ``mask`` is False and a ``_key`` mask array, for every key."""
    out: dict[str, np.ndarray] = {}
    for key, value in info.items():
        blank = np.full_like(value, None) if value.dtype == object else np.zeros_like(value)
        out[key] = np.where(mask, value, blank)
        out[f"_{key}"] = mask.copy()
    return out


def _copy(obs: Any) -> Any:
    """A fresh copy of an observation (a dict of arrays or an array)."""
    return obs.copy() if isinstance(obs, np.ndarray) else {key: value.copy() for key, value in obs.items()}


def _same(a: Any, b: Any) -> bool:
    """Whether two attribute values are equal (arrays element-wise)."""
    try:
        return a is b or bool(np.array_equal(a, b) if isinstance(a, np.ndarray) else a == b)
    except (TypeError, ValueError):
        return False


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
    if is_int(seed):
        return [int(cast(int, seed)) + i for i in range(n)]
    seeds = list(cast(Sequence[Optional[int]], seed))  # (True is no int seed: list() rejects it)
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

    One step is one core call (``docs/gym.md``, "What is computed where"):
    the observation arrays it returns are preallocated and overwritten by the
    next step (copy them to keep them); ``reset()`` returns fresh copies.

    ``reset(seed=s)`` seeds sub-environment i with s + i (a list gives one seed
    each), so that sub-environment i behaves like ``HedgephysEnv`` reset with
    that seed. Options ``x`` / ``y`` may be numbers or (num_envs,) arrays.
    """

    metadata: dict[str, Any] = {"render_modes": ["rgb_array"], "render_fps": _FPS,
                                "autoreset_mode": AutoresetMode.NEXT_STEP}

    def __init__(self, num_envs: int = 1, level: Union[Level, TileMap, str, None] = None, *,
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
        self._all = np.ones(n, bool)

    def _reset_envs(self, mask: np.ndarray, starts: Optional[tuple[np.ndarray, np.ndarray]] = None) -> None:
        index = np.flatnonzero(mask)
        for i in index:
            if self._rngs[i] is None:
                self._rngs[i] = seeding.np_random()[0]
        x, y = self._sim.starts(None) if starts is None else starts
        self._sim.reset(mask, x, y, [cast(np.random.Generator, self._rngs[i]) for i in index])
        self._ended[mask] = False

    def reset(self, *, seed: Union[int, Sequence[Optional[int]], None] = None,
              options: Optional[dict[str, Any]] = None) -> tuple[Any, dict[str, Any]]:
        """Reset all sub-environments, or those of ``options["reset_mask"]``
        (the observation returned is a fresh copy)."""
        options = {} if options is None else dict(options)
        mask = _reset_mask(options.pop("reset_mask", None), self.num_envs)
        seeds = _seeds(seed, self.num_envs)
        starts = self._sim.starts(options)
        self._sim.check_reset(mask, *starts)   # a failing reset changes nothing, the seeds included
        for i in np.flatnonzero(mask):
            if seeds[i] is not None:
                self._rngs[i] = seeding.np_random(seeds[i])[0]
        self._reset_envs(mask, starts)
        return _copy(self._sim.observe()), _batched_info(self._sim.info(), mask)

    def step(self, actions: Any) -> tuple[Any, np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]:
        """One step (``frame_skip`` frames) for every sub-environment
        (``actions``: (num_envs,) ints 0..31). The observation arrays are
        reused by the next step: copy them to keep them."""
        buttons = _buttons(actions, (self.num_envs,))
        ended = self._ended
        if self.autoreset_mode == AutoresetMode.DISABLED and ended.any():
            raise RuntimeError(
                f"sub-environment(s) {np.flatnonzero(ended).tolist()} ended and autoreset_mode "
                "is DISABLED: reset them first with reset(options={'reset_mask': mask})")
        if self.autoreset_mode == AutoresetMode.NEXT_STEP and ended.any():
            # reset in the core call instead of stepped (action ignored, reward 0, flags False)
            reward, terminated, truncated = self._sim.advance(buttons, ended, self._jitter_rngs(ended))
        else:
            reward, terminated, truncated = self._sim.advance(buttons)
        reward, terminated, truncated = reward.copy(), terminated.copy(), truncated.copy()
        infos: dict[str, Any] = {}
        if self.autoreset_mode == AutoresetMode.SAME_STEP and (terminated | truncated).any():
            done = terminated | truncated
            index = np.flatnonzero(done)
            last = self._sim.observe(index)
            final_obs = np.full(self.num_envs, None, dtype=object)
            for j, i in enumerate(index):
                final_obs[i] = last[j] if isinstance(last, np.ndarray) else \
                    {key: value[j] for key, value in last.items()}
            infos = {"final_obs": final_obs, "_final_obs": done.copy(),
                     "final_info": _batched_info(self._sim.info(), done), "_final_info": done.copy()}
            self._reset_envs(done)
        # every sub-environment: no masking to do; the info arrays are fresh (sim.info)
        for key, value in self._sim.info().items():
            infos[key], infos[f"_{key}"] = value, self._all.copy()
        self._ended = terminated | truncated
        return self._sim.observe(), reward, terminated, truncated, infos

    def _jitter_rngs(self, mask: np.ndarray) -> list[np.random.Generator]:
        """The generators of the sub-environments of mask, for the start jitter
        of their autoreset (none without a jitter)."""
        if not self._sim.cfg.start_jitter:
            return []
        index = np.flatnonzero(mask)
        for i in index:
            if self._rngs[i] is None:
                self._rngs[i] = seeding.np_random()[0]
        return [cast(np.random.Generator, self._rngs[i]) for i in index]  # (set just above)

    # ----- Gymnasium's vector-env attribute access (as SyncVectorEnv) --------------------
    # The sub-environments share one simulation (one Players batch), so an
    # attribute is one value for all of them: get_attr and call return it
    # once per sub-environment, and set_attr takes one value (or num_envs
    # equal ones).

    def call(self, name: str, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        """``getattr(env, name)`` called with the arguments when callable (else
        the value itself), as a tuple with one entry per sub-environment."""
        value = self.get_wrapper_attr(name) if hasattr(self, "get_wrapper_attr") else getattr(self, name)
        result = value(*args, **kwargs) if callable(value) else value
        return (result,) * self.num_envs

    def get_attr(self, name: str) -> tuple[Any, ...]:
        """The attribute ``name``, one entry per sub-environment."""
        return self.call(name)

    def set_attr(self, name: str, values: Union[list[Any], tuple[Any, ...], Any]) -> None:
        """Set the attribute ``name``: one value, or a list / tuple of num_envs
        values that must be equal (the sub-environments share it)."""
        if isinstance(values, (list, tuple)):
            if len(values) != self.num_envs:
                raise ValueError(f"set_attr({name!r}): expected {self.num_envs} values (one per "
                                 f"sub-environment), got {len(values)}")
            if not all(_same(v, values[0]) for v in values[1:]):
                raise ValueError(f"set_attr({name!r}): the sub-environments share one simulation, so "
                                 "their values must be equal")
            values = values[0]
        setattr(self, name, values)

    def render(self) -> Optional[tuple[np.ndarray, ...]]:
        """One (224, 320, 3) uint8 image per sub-environment with
        ``render_mode="rgb_array"``, else None."""
        if self.render_mode is None:
            _warn_no_render_mode(self)
            return None
        return tuple(self._sim.render())
