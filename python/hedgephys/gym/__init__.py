"""Gymnasium environments over the hedgephys core (``docs/gym.md``).

:class:`HedgephysEnv` is one player on a level; :class:`HedgephysVectorEnv` is
``num_envs`` independent players on the same level, stepped together by ONE
call into the core per step (the players are one :class:`~hedgephys.Players`
batch; frames, reward, end flags, autoreset and observation are all computed
in that call, ``cpp/hedgephys/env_step.cpp``). Both share every rule below, so a vector environment and as many
single environments given the same actions and seeds produce the same data.

* **Action**: ``Discrete(32)``, the button bit mask itself (L=1 R=2 U=4 D=8
  J=16, :func:`hedgephys.buttons`): one step is ``frame_skip`` frames (default 1)
  with those buttons held.
* **Observation**: a ``Dict`` of two ``Box`` es, ``"player"`` (float32, the
  components :data:`PLAYER_FIELDS`) and ``"terrain"`` (uint8, a square window of
  the solidity around the player, :data:`TERRAIN_TOP` / :data:`TERRAIN_LRB` bits);
  or, with ``observation="compact"``, one flat int32 vector (:data:`COMPACT_FIELDS`).
  The vector environment's observation arrays are reused by the next step.
* **Objects** (optional, ``Level.objects`` or ``objects=``): solid boxes,
  platforms, monitors, hitboxes ... (:mod:`hedgephys.objects`), one copy per
  sub-environment, put back in their starting state at every reset. With
  objects the observation has a third entry, ``"objects"`` (float32, one row
  per object: :data:`OBJECT_FIELDS`).
* **Reward**: ``reward_fn(prev, state)`` on dicts of arrays (:data:`STATE_KEYS`),
  by default :func:`progress_reward` (x gained, in pixels; computed in the core),
  summed over the frames of a step.
* **Termination**: the player's centre is at or below the map's bottom edge
  (y >= rows * 16), or ``raw.dead`` is set (only with level bounds turned on);
  **truncation** after ``max_episode_steps`` steps.

Gymnasium is an optional dependency (``pip install 'hedgephys[gym]'``); importing
:mod:`hedgephys` does not import this module.
"""
from __future__ import annotations

try:
    import gymnasium
    from gymnasium.vector import AutoresetMode  # noqa: F401  (new in 1.1)
except ImportError as exc:
    raise ImportError(
        "hedgephys.gym needs gymnasium >= 1.1 (the version with vector autoreset modes); "
        "install it with: pip install 'hedgephys[gym]' (from a checkout: pip install '.[gym]')"
    ) from exc

from ..level import LayerZone, Level, default_level
from .config import (COMPACT_FIELDS, ENV_ID, MOVE_FIELDS, NEAREST_OBJECTS, OBJECT_FIELDS, OBSERVATIONS, PLAYER_FIELDS,
                     RENDER_SHAPE, STATE_KEYS,
                     TERRAIN_LRB, TERRAIN_TOP, RewardFn, progress_reward)
from .env import HedgephysEnv
from .vector import HedgephysVectorEnv

__all__ = [
    "COMPACT_FIELDS", "ENV_ID", "MOVE_FIELDS", "NEAREST_OBJECTS", "OBJECT_FIELDS", "OBSERVATIONS", "PLAYER_FIELDS",
    "RENDER_SHAPE", "STATE_KEYS",
    "TERRAIN_LRB", "TERRAIN_TOP",
    "HedgephysEnv", "HedgephysVectorEnv", "LayerZone", "Level", "RewardFn", "default_level",
    "progress_reward",
]

if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point=f"{__name__}:HedgephysEnv",
                       vector_entry_point=f"{__name__}:HedgephysVectorEnv")
