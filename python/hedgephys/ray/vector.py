"""Episodes of the vector environment on Ray actors: :class:`VectorEnvPool`.

Each actor holds one :class:`~hedgephys.gym.HedgephysVectorEnv` over its
share ``lo .. hi-1`` of the N sub-environments, reset with seeds
``seed + lo .. seed + hi-1``, so that sub-environment i behaves exactly as
sub-environment i of one ``HedgephysVectorEnv(N)`` reset with ``seed`` (the
environments are independent and each has its own seeded generator). A
:meth:`VectorEnvPool.collect` returns transitions as numpy arrays with the
environments along axis 1.
"""
from __future__ import annotations

import importlib
from typing import Any, Callable, Optional, Union, cast

import numpy as np
import ray

from .actors import PLACEMENT_TIMEOUT, ActorPool
from .actors import placement_timeout as _placement_timeout
from ..level import Level
from ..tiles import TileMap
from .._checks import whole as _int
from .buttons import random_buttons
from .payload import pack, unpack
from .pool import check_cpus, split
from .progress import progress_bar

__all__ = ["VectorEnvPool"]

#: ``policy(obs) -> actions``: a dict of (k, ...) observation arrays of an
#: actor's k sub-environments (one array for ``observation="compact"``) to k
#: button masks (0..31).
Policy = Callable[[Any], Any]
#: An observation of the vector environment: a dict of arrays, or one array.
Observation = Union[dict[str, np.ndarray], np.ndarray]


def _map(fn: Callable[[np.ndarray], np.ndarray], obs: Observation) -> Observation:
    """``fn`` over an observation: each entry of a dict, or a plain array (``observation="compact"``)."""
    return {k: fn(v) for k, v in obs.items()} if isinstance(obs, dict) else fn(obs)


def _store(buffers: Observation, t: int, obs: Observation) -> None:
    """Copy an observation into row ``t`` of its buffers (the environment reuses its arrays)."""
    if isinstance(obs, dict):
        named = cast(dict[str, np.ndarray], buffers)   # the buffers are made from obs (_map): a dict too
        for k, v in obs.items():
            named[k][t] = v
    else:
        cast(np.ndarray, buffers)[t] = obs


def _concat(parts: list[Observation], axis: int) -> Observation:
    """Observations of consecutive sub-environment ranges joined along ``axis``."""
    if isinstance(parts[0], dict):   # the actors' observations all have the same form
        named = cast(list[dict[str, np.ndarray]], parts)
        return {k: np.concatenate([p[k] for p in named], axis=axis) for k in parts[0]}
    return np.concatenate(cast(list[np.ndarray], parts), axis=axis)


class _EnvWorker:
    """One actor: a vector environment over sub-environments ``lo .. hi-1``."""

    def __init__(self, payload: Optional[dict[str, Any]], lo: int, hi: int, seed: int, kwargs: dict[str, Any]):
        from ..gym import HedgephysVectorEnv

        self.lo, self.hi = lo, hi
        level = None if payload is None else unpack(payload)
        self.env = HedgephysVectorEnv(hi - lo, level, **kwargs)
        self.obs, _ = self.env.reset(seed=seed + lo)
        self.step = 0

    def collect(self, steps: int, actions: Optional[np.ndarray], seed: Optional[int],
                policy: Optional[Policy]) -> dict[str, Any]:
        k = self.hi - self.lo
        obs = _map(lambda v: np.empty((steps,) + v.shape, v.dtype), self.obs)
        out: dict[str, Any] = {"obs": obs, "action": np.empty((steps, k), np.int64),
                               "reward": np.empty((steps, k)), "terminated": np.empty((steps, k), bool),
                               "truncated": np.empty((steps, k), bool)}
        if seed is not None:
            actions = random_buttons(seed, steps, np.arange(self.lo, self.hi), start=self.step)
        for t in range(steps):   # without a policy, actions were sent or made from the seed
            _store(obs, t, self.obs)
            a = cast(np.ndarray, actions)[t] if policy is None else np.asarray(policy(self.obs))
            self.obs, reward, terminated, truncated, _ = self.env.step(a)
            out["action"][t] = a
            out["reward"][t], out["terminated"][t], out["truncated"][t] = reward, terminated, truncated
        self.step += steps
        out["last_obs"] = _map(np.copy, self.obs)
        return out


class VectorEnvPool(ActorPool):
    """``num_envs`` sub-environments of :class:`~hedgephys.gym.HedgephysVectorEnv`
    split over ``actors`` Ray actors (one vector environment each).

    ``level`` and ``**env_kwargs`` are those of ``HedgephysVectorEnv``
    (``max_episode_steps``, ``start_jitter``, ``reward_fn``, ``threads``,
    ``autoreset_mode``...; a custom ``reward_fn`` must pickle, as Ray sends it
    with cloudpickle). Sub-environment i is reset with ``seed + i``.
    ``cpus``: CPUs Ray reserves per actor; actors Ray cannot place raise
    :class:`~hedgephys.ray.PlacementError` (at once when the cluster has too
    few CPUs, else after ``placement_timeout`` seconds).
    """

    def __init__(self, num_envs: int, level: Union[Level, TileMap, None] = None, *, actors: int = 2,
                 seed: int = 0, cpus: float = 1, placement_timeout: float = PLACEMENT_TIMEOUT,
                 **env_kwargs: Any):
        importlib.import_module("hedgephys.gym")   # a missing gymnasium fails here, with its install line
        self.n = _int("num_envs", num_envs, 1)
        actors = _int("actors", actors, 1)
        if actors > self.n:
            raise ValueError(f"actors ({actors}) must not exceed num_envs ({self.n})")
        self.seed = _int("seed", seed, 0)
        timeout = _placement_timeout(placement_timeout)
        cpus = check_cpus(actors, cpus)
        from ..gym import HedgephysVectorEnv

        HedgephysVectorEnv(1, level, **env_kwargs)   # bad arguments fail here, not in an actor
        self.ranges = split(self.n, actors)
        payload = None if level is None else ray.put(pack(level))
        cls: Any = ray.remote(num_cpus=cpus)(_EnvWorker)   # Any: see the note at the top of .pool
        self.actors: list[Any] = [cls.remote(payload, lo, hi, self.seed, env_kwargs) for lo, hi in self.ranges]
        self._placed(cpus, timeout)

    def collect(self, steps: int, *, actions: Optional[np.ndarray] = None, seed: Optional[int] = None,
                policy: Optional[Policy] = None, progress: Optional[bool] = None) -> dict[str, Any]:
        """Step every sub-environment ``steps`` times and return the transitions.

        The action source is one of: ``actions`` (a (steps, num_envs) array),
        ``seed`` (random button masks keyed by sub-environment index and step,
        :func:`~hedgephys.ray.random_buttons`, counting steps since the pool
        was made) or ``policy`` (``policy(obs) -> actions`` run in each actor
        on its own sub-environments' observations; it must pickle).

        Returns ``obs`` (a dict of (steps, num_envs, ...) arrays, or one
        array for a flat observation space: the observation each action was
        taken in), ``action`` (int64), ``reward``
        (float64), ``terminated``, ``truncated`` (bool), all (steps, num_envs),
        and ``last_obs`` (the observations after the last step, for
        bootstrapping). Episodes end and reset as the environment's
        ``autoreset_mode`` says (default NEXT_STEP: the step after an end is a
        reset step, reward 0). The next call continues from there.
        """
        steps = _int("steps", steps, 1)
        if sum(v is not None for v in (actions, seed, policy)) != 1:
            raise ValueError("give exactly one action source: actions=, seed= or policy=")
        if actions is not None:
            actions = np.asarray(actions)
            if actions.shape != (steps, self.n) or actions.dtype.kind not in "iu":
                raise ValueError(f"actions must be integers of shape (steps, num_envs) = {(steps, self.n)}, "
                                 f"got {actions.dtype} {actions.shape}")
        if seed is not None:
            random_buttons(seed, 0, 1)   # checks the seed
        if policy is not None and not callable(policy):
            raise TypeError("policy must be callable as policy(obs) -> actions")
        bar = progress_bar(steps * self.n, "collect", "env-steps", progress)
        refs = [a.collect.remote(steps, None if actions is None else actions[:, lo:hi], seed, policy)
                for a, (lo, hi) in zip(self.actors, self.ranges)]
        pending = {r: steps * (hi - lo) for r, (lo, hi) in zip(refs, self.ranges)}
        self._wait(pending, bar)
        parts = ray.get(refs)
        out: dict[str, Any] = {k: np.concatenate([p[k] for p in parts], axis=1)
                               for k in ("action", "reward", "terminated", "truncated")}
        out["obs"] = _concat([p["obs"] for p in parts], axis=1)
        out["last_obs"] = _concat([p["last_obs"] for p in parts], axis=0)
        return out

    def __repr__(self) -> str:
        return f"VectorEnvPool({self.n} envs over {len(self.ranges)} actors)"
