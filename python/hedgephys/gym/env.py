"""One player on a level: :class:`HedgephysEnv`."""
from __future__ import annotations

import inspect

from typing import Any, Optional, Union

import gymnasium
import numpy as np
from gymnasium import spaces

from ..level import Level
from ..objects import Objects
from ..players import Players
from ..tiles import TileMap
from .config import _BUTTONS, _FPS, _Config
from .sim import _Sim


def _buttons(actions: Any, shape: tuple[int, ...]) -> np.ndarray:
    """Actions checked against the action space, as the core's uint8 button array."""
    a = np.asarray(actions)
    if a.dtype.kind not in "iu":
        raise TypeError(f"actions are button masks, integers 0..31; got dtype {a.dtype}")
    if a.shape != shape:
        raise ValueError(f"actions must have shape {shape}, got {a.shape}")
    # one pass: read as unsigned (same size and byte order), a negative value is out of range too
    if a.size and (a.view(a.dtype.str.replace("i", "u")) >= _BUTTONS).any():
        raise ValueError("actions are button masks L=1 R=2 U=4 D=8 J=16, each value 0..31")
    return np.ascontiguousarray(a.reshape(-1), dtype=np.uint8)


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
    level : Level, TileMap, str or None
        The map, start and layer zones; None: :func:`default_level`. A bare
        TileMap needs ``start`` and has no layer zones. A string names a real
        act, ``"GAME/ACT"`` (``"s2/ehz1"``, :func:`hedgephys.levels.load_act`),
        read from ``checkout`` or the checkouts of ``HEDGEPHYS_DISASM``.
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
        Truncate after this many steps (of ``frame_skip`` frames); None: never.
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
    frame_skip : int
        Frames per step (action repeat): the action is held for that many
        frames, the rewards summed; a step stops at the frame the episode ends on.
    observation : ``"dict"`` or ``"compact"``
        The default dict (player vector, terrain window, objects) or a flat
        int32 vector (:data:`COMPACT_FIELDS`, then the objects' rows).
    checkout : str or None
        The folder holding the checkout of an act named ``"GAME/ACT"``
        (None: ``HEDGEPHYS_DISASM``).
    nearest_objects : int
        K, the objects observed (:data:`OBJECT_FIELDS` rows, the nearest
        first): the observation has the same size on every act. 0: none.
    ring_deaths : bool
        A hit without rings kills the player, as in the games
        (:meth:`hedgephys.Players.set_ring_deaths`; the ring count is
        ``players.raw.rings``, ``state["rings"]``); default False: every hit
        knocks back, as in scenario files.
    """

    metadata: dict[str, Any] = {"render_modes": ["rgb_array"], "render_fps": _FPS}

    def __init__(self, level: Union[Level, TileMap, str, None] = None, **kwargs: Any):
        cfg = _Config.build(level, **kwargs)    # the keywords above (checked there)
        self._sim = _Sim(1, cfg)
        self.render_mode = cfg.render_mode
        self.observation_space = cfg.observation_space()
        self.action_space = spaces.Discrete(_BUTTONS)

    def _obs(self) -> Any:
        obs = self._sim.observe()     # the reused buffers: the single environment returns copies
        return obs[0].copy() if isinstance(obs, np.ndarray) else {key: value[0].copy() for key, value in obs.items()}

    def _info(self) -> dict[str, Any]:
        return {key: value[0].item() if isinstance(value[0], np.generic) else value[0]
                for key, value in self._sim.info().items()}

    def reset(self, *, seed: Optional[int] = None,
              options: Optional[dict[str, Any]] = None) -> tuple[Any, dict[str, Any]]:
        """Start an episode. ``options``: ``{"x": px, "y": px}`` overrides the
        start for this reset only (the jitter still applies)."""
        x, y = self._sim.starts(options)
        everyone = np.ones(1, bool)
        self._sim.check_reset(everyone, x, y)   # a failing reset changes nothing, the seed included
        super().reset(seed=seed)
        self._sim.reset(everyone, x, y, [self.np_random])
        return self._obs(), self._info()

    def step(self, action: Any) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """One step, ``frame_skip`` frames with the buttons of ``action`` (an
        int 0..31) held (fewer if the episode ends on one of them)."""
        reward, terminated, truncated = self._sim.advance(_buttons(action, ()))
        return self._obs(), float(reward[0]), bool(terminated[0]), bool(truncated[0]), self._info()

    def render(self) -> Optional[np.ndarray]:
        """A (224, 320, 3) uint8 image with ``render_mode="rgb_array"``, else None."""
        if self.render_mode is None:
            _warn_no_render_mode(self)
            return None
        image: np.ndarray = self._sim.render()[0]
        return image


# The keywords as _Config.build takes them (one list, checked there), shown by
# help() and inspect.signature as HedgephysEnv's own.
setattr(HedgephysEnv.__init__, "__signature__", inspect.Signature(
    [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD),
     *inspect.signature(_Config.build).parameters.values()]))
