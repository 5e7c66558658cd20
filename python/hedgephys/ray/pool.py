"""Rollouts of N players split over Ray actors: :class:`RolloutPool`.

Each actor holds its own :class:`~hedgephys.Players` batch (environments
``lo .. hi-1`` of the N), its own copy of the level's map (built from
:func:`~hedgephys.ray.payload.pack`'s arrays) and of the objects. A rollout
steps every actor's batch with ``Players.step`` and the recorded fields come
back as (frames, N) numpy arrays, the same bits as one process stepping all N
(players and their objects are independent environments, and the buttons are
given or keyed by environment index: :func:`~hedgephys.ray.random_buttons`).
"""
from __future__ import annotations

from typing import Any, Optional, Sequence, Union, cast

import numpy as np
import ray
from numpy.typing import ArrayLike

from ..level import Level
from ..objects import Objects
from ..players import Players
from ..units import position_words
from ..tiles import TileMap
from .actors import PLACEMENT_TIMEOUT, ActorPool, PlacementError, cpu_counts
from .actors import placement_timeout as _placement_timeout
from .._checks import is_number
from .._checks import whole as _int
from .buttons import random_buttons
from .payload import pack, unpack
from .progress import progress_bar

__all__ = ["PlacementError", "RolloutPool", "check_cpus", "split"]

# Ray's actors are typed Any here: ``ray.remote`` makes an actor class, its
# handles and each method's ``.remote`` at run time, which mypy cannot see on
# the decorated class (Ray's own annotations give a union with the bare class).
# The pools check every argument before it is sent, and give the results their
# types where they collect them.


def split(n: int, parts: int) -> list[tuple[int, int]]:
    """``parts`` contiguous ranges ``(lo, hi)`` covering 0 .. n-1, sizes differing by at most one."""
    return [(a * n // parts, (a + 1) * n // parts) for a in range(parts)]


def check_cpus(actors: int, cpus: float) -> float:
    """``cpus`` per actor, checked; a :class:`PlacementError` (with the CPUs
    asked and the CPUs the cluster has and has free) when the actors ask for
    more CPUs than the Ray cluster has: they could never all start."""
    if not is_number(cpus) or not 0 < cpus < float("inf"):
        raise ValueError(f"cpus must be a number > 0 (CPUs Ray reserves per actor), got {cpus!r}")
    if not ray.is_initialized():
        ray.init()
    total, free = cpu_counts()
    if actors * cpus > total:
        raise PlacementError(f"{actors} actors x {cpus:g} CPUs each ask for {actors * cpus:g} CPUs but the Ray "
                             f"cluster has {total:g} ({free:g} free): pass cpus= (e.g. cpus={total / actors:g}) "
                             "or fewer actors")
    return float(cpus)


class _Worker:
    """What one actor holds: players ``lo .. hi-1``, the map and the objects."""

    def __init__(self, payload: dict[str, Any], lo: int, hi: int, game: str, character: str,
                 fixes: Sequence[str], threads: int):
        level = unpack(payload)
        self.tilemap = level.tilemap if isinstance(level, Level) else level
        self.lo, self.hi, self.threads = lo, hi, threads
        self.players = Players(hi - lo, game, character, fixes)
        objects = level.objects if isinstance(level, Level) else ()
        self.objects = Objects(objects, hi - lo, game) if objects else None
        if isinstance(level, Level) and level.bounds is not None:
            self.players.use_level(level)  # bounds, wrap and camera events (docs/camera.md)
        self.frame = 0

    def reset(self, x: np.ndarray, y: np.ndarray) -> None:
        self.players.reset()
        if self.objects is not None:
            self.objects.reset()
        self.players.place(x=x, y=y)
        self.frame = 0

    def rollout(self, frames: int, buttons: Optional[np.ndarray], seed: Optional[int], hold: int,
                choices: Optional[np.ndarray], record: Sequence[str]) -> dict[str, np.ndarray]:
        if buttons is None:   # then the pool sent a seed
            buttons = random_buttons(cast(int, seed), frames, np.arange(self.lo, self.hi), start=self.frame,
                                     hold=hold, choices=choices)
        out = self.players.step(self.tilemap, np.ascontiguousarray(buttons, np.uint8), objects=self.objects,
                                threads=self.threads, record=list(record))
        self.frame += frames
        return cast(dict[str, np.ndarray], out)   # record is a list, so step returned the arrays

    def state(self, fields: Sequence[str]) -> dict[str, np.ndarray]:
        return {f: getattr(self.players.raw, f).copy() for f in fields}

    def snapshot(self) -> bytes:
        return self.players.snapshot(objects=self.objects)


class RolloutPool(ActorPool):
    """``n_envs`` players on one level, split over ``actors`` Ray actors.

    ``level``: a :class:`~hedgephys.Level` (its map, start, objects and
    bounds; layer zones are a rule of the Gymnasium environments and are not
    applied here, as ``Players.step`` does not) or a bare TileMap with
    ``start=(x, y)``. ``game`` None: the level's own, else ``"s2"``.
    ``threads``: core threads per actor (each actor asks Ray for that many
    CPUs, or ``cpus`` if given). Actors that ask for more CPUs than the
    cluster has raise :class:`PlacementError` at once; actors Ray cannot
    start within ``placement_timeout`` seconds (CPUs held by other work)
    raise it then. Connect to Ray first (``ray.init(...)``); without it a
    local instance is started with every CPU.

    Every player starts at the start at rest (:meth:`reset`); successive
    :meth:`rollout` calls continue from where the last one stopped.
    """

    def __init__(self, level: Union[Level, TileMap], n_envs: int, *, actors: int = 2,
                 start: Optional[tuple[float, float]] = None, game: Optional[str] = None,
                 character: str = "sonic", fixes: Sequence[str] = (), threads: int = 1,
                 cpus: Optional[float] = None, placement_timeout: float = PLACEMENT_TIMEOUT):
        self.n = _int("n_envs", n_envs, 1)
        actors = _int("actors", actors, 1)
        if actors > self.n:
            raise ValueError(f"actors ({actors}) must not exceed n_envs ({self.n})")
        threads = _int("threads", threads, 1)
        timeout = _placement_timeout(placement_timeout)
        cpus = check_cpus(actors, threads if cpus is None else cpus)
        if isinstance(level, TileMap):
            if start is None:
                raise ValueError("start=(x, y) is required when the level is a bare TileMap")
            level = Level(level, start)
        elif not isinstance(level, Level):
            raise TypeError(f"level must be a hedgephys.Level or a hedgephys.TileMap, got {type(level).__name__}")
        self.level = level
        self.start = level.start if start is None else (float(start[0]), float(start[1]))
        self.game = game or level.game or "s2"
        Players(1, self.game, character, fixes)   # a bad game, character or fix fails here, not in an actor
        Objects(level.objects, 1, self.game)
        self.fields = Players(1, self.game).fields
        self.ranges = split(self.n, actors)
        payload = ray.put(pack(level))
        cls: Any = ray.remote(num_cpus=cpus)(_Worker)   # Any: see the note at the top
        self.actors: list[Any] = [cls.remote(payload, lo, hi, self.game, character, tuple(fixes), threads)
                                  for lo, hi in self.ranges]
        self._placed(cpus, timeout)
        self.reset()

    def reset(self, x: Optional[ArrayLike] = None, y: Optional[ArrayLike] = None) -> None:
        """Put every player at rest at the start, or at ``x`` / ``y`` (numbers
        or (n_envs,) arrays, pixels); objects back to their starting state."""
        xs, ys = (np.asarray(self.start[i] if v is None else v, np.float64) for i, v in enumerate((x, y)))
        for name, v in (("x", xs), ("y", ys)):   # checked here, not in an actor (Players.place's rule)
            if v.shape not in ((), (self.n,)):
                raise ValueError(f"{name} must be a number or an array of shape ({self.n},), got shape {v.shape}")
            position_words(name, v)
        xs, ys = np.broadcast_to(xs, (self.n,)), np.broadcast_to(ys, (self.n,))
        ray.get([a.reset.remote(xs[lo:hi].copy(), ys[lo:hi].copy())
                 for a, (lo, hi) in zip(self.actors, self.ranges)])

    def rollout(self, frames: int, *, buttons: Optional[np.ndarray] = None, seed: Optional[int] = None,
                hold: int = 1, choices: Optional[np.ndarray] = None,
                record: Sequence[str] = ("x", "y"), chunk: int = 1000,
                progress: Optional[bool] = None) -> dict[str, np.ndarray]:
        """Step every player ``frames`` frames; the ``record`` ed raw fields
        (``Players.fields``) as (frames, n_envs) arrays.

        Buttons are explicit: ``buttons``, a (frames, n_envs) array of masks,
        or ``seed`` (with ``hold`` and ``choices``): those of
        :func:`~hedgephys.ray.random_buttons` for the global environment
        indices, counting frames from the last :meth:`reset`. Each actor runs
        ``chunk`` frames per call (bounding its memory); ``progress`` shows a
        bar (default: on a terminal only, never under pytest).
        """
        frames = _int("frames", frames, 1)
        chunk = _int("chunk", chunk, 1)
        if (buttons is None) == (seed is None):
            raise ValueError("give exactly one button source: buttons=(frames, n_envs) array or seed=int")
        if buttons is not None:
            buttons = np.asarray(buttons)
            if buttons.shape != (frames, self.n):
                raise ValueError(f"buttons must have shape (frames, n_envs) = {(frames, self.n)}, "
                                 f"got {buttons.shape}")
            buttons = Players(1)._button_array(buttons.reshape(-1, 1)).reshape(frames, self.n)
        else:   # exactly one source: the seed
            random_buttons(cast(int, seed), 0, 1, hold=hold, choices=choices)   # checks seed, hold and choices
        record = [record] if isinstance(record, str) else list(record)
        unknown = [f for f in record if f not in self.fields]
        if unknown:
            raise KeyError(f"no player field named {unknown[0]!r}; see Players.fields")
        bar = progress_bar(frames * self.n, "rollout", "player-frames", progress)
        pending: dict[Any, int] = {}   # Ray's object refs -> player-frames
        parts: list[list[Any]] = [[] for _ in self.actors]
        for f0 in range(0, frames, chunk):
            f1 = min(frames, f0 + chunk)
            for j, (a, (lo, hi)) in enumerate(zip(self.actors, self.ranges)):
                b = None if buttons is None else np.ascontiguousarray(buttons[f0:f1, lo:hi])
                ref = a.rollout.remote(f1 - f0, b, seed, hold, choices, record)
                pending[ref] = (f1 - f0) * (hi - lo)
                parts[j].append(ref)
        self._wait(pending, bar)
        results = [ray.get(refs) for refs in parts]
        return {f: np.concatenate([np.concatenate([r[f] for r in rs], axis=0) for rs in results], axis=1)
                for f in record}

    def state(self, fields: Sequence[str] = ("x", "y")) -> dict[str, np.ndarray]:
        """The players' current raw fields, (n_envs,) arrays."""
        fields = [fields] if isinstance(fields, str) else list(fields)
        unknown = [f for f in fields if f not in self.fields]
        if unknown:
            raise KeyError(f"no player field named {unknown[0]!r}; see Players.fields")
        parts = ray.get([a.state.remote(fields) for a in self.actors])
        return {f: np.concatenate([p[f] for p in parts]) for f in fields}

    def snapshots(self) -> list[bytes]:
        """Each actor's :meth:`Players.snapshot` (players and objects), in environment order."""
        return cast(list[bytes], ray.get([a.snapshot.remote() for a in self.actors]))

    def __repr__(self) -> str:
        return f"RolloutPool({self.n} envs over {len(self.ranges)} actors, game={self.game!r})"
