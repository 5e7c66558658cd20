"""Rollouts and environment episodes beyond one process, on Ray (``docs/ray.md``).

* :class:`RolloutPool`: N players split over Ray actors, stepped with
  ``Players.step``; recorded fields come back as (frames, N) arrays, the same
  bits as one process stepping all N.
* :class:`VectorEnvPool`: one :class:`~hedgephys.gym.HedgephysVectorEnv` per
  actor; :meth:`~VectorEnvPool.collect` returns transitions as arrays.
* :func:`random_buttons`: button masks keyed by (seed, environment, frame),
  so results do not depend on how many actors or machines there are.
* :func:`pack` / :func:`unpack`: a level as plain arrays (for Ray's
  object store).

Ray is optional: ``pip install 'hedgephys[ray]'`` (and ``[gym]`` for
:class:`VectorEnvPool`). ``import hedgephys`` never imports Ray.
"""
from __future__ import annotations

try:
    import ray  # noqa: F401
except ImportError as exc:
    raise ImportError("hedgephys.ray needs Ray; install it with: pip install 'hedgephys[ray]'") from exc

from .actors import PlacementError
from .buttons import random_buttons
from .payload import pack, unpack
from .pool import RolloutPool, split
from .vector import VectorEnvPool

__all__ = ["PlacementError", "RolloutPool", "VectorEnvPool", "pack", "random_buttons", "split", "unpack"]
