"""Animations of rollouts and episodes: the terrain, the players and their
sensors, frame by frame, written as a GIF (imageio) or an MP4 (ffmpeg).

* :func:`frames` draws a rollout (the raw fields recorded by
  ``Players.step(..., record=VIDEO_FIELDS)`` or a
  :class:`~hedgephys.ray.RolloutPool`) over
  :func:`hedgephys.draw.level_image`: each player's collision box (rotated
  with the ground mode), its centre and the sensors its next frame casts
  (:func:`hedgephys.casts.player_sensors`: the core's own casts, each drawn to
  the surface it found). Pure numpy, no matplotlib.
* :func:`video` writes them to a file (``hedgephys.plot.video`` is the same).
* :func:`episode_frames` plays an environment's episode and keeps its
  ``render()`` images; :func:`write` writes any images.

imageio is optional (``pip install 'hedgephys[video]'``); an MP4 also needs an
ffmpeg program (``pip install imageio-ffmpeg`` brings one, or the system's).
"""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Optional, Sequence, Union, cast

import numpy as np
from numpy.typing import ArrayLike

from ._checks import is_int, is_number
from .casts import player_sensors
from .draw import level_image
from .level import Level
from .palette import PLAYERS
from .players import MODES, Players, ground_mode
from .tiles import TileMap

if TYPE_CHECKING:   # gymnasium is optional: only the annotations of episode_frames name it
    from gymnasium import Env
    from gymnasium.vector import VectorEnv

__all__ = ["VIDEO_FIELDS", "episode_frames", "frames", "video", "write"]

#: The raw fields to record for a video with boxes and sensors as the engine has them.
VIDEO_FIELDS = ("x", "y", "xr", "yr", "angle", "airborne", "xsp", "ysp", "gsp", "layer")
#: The screen the camera shows (the Mega Drive's, in pixels).
SCREEN = (320, 224)
_COLOURS = np.array(PLAYERS, np.uint8)   # hedgephys.palette: the same in render() and the plots
_UNIT = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}
#: The frame rates :func:`write` accepts: a GIF keeps each image's time in
#: hundredths of a second (at most 655.35 s), and 1000 images a second is past
#: any screen.
MIN_FPS, MAX_FPS = 0.01, 1000.0


def _whole(name: str, value: object) -> int:
    """An int >= 1; a ValueError otherwise (also for a non-int)."""
    v = cast(int, value)
    if not is_int(v) or v < 1:
        raise ValueError(f"{name} must be an int >= 1, got {value!r}")
    return int(v)


def _signed(words: np.ndarray) -> np.ndarray:
    """16.16 position words as signed whole pixels."""
    return ((words.astype(np.int64) >> 16) ^ 0x8000) - 0x8000


def _camera(region: Union[None, str, Iterable[float]], tilemap: TileMap, px: np.ndarray, py: np.ndarray) -> np.ndarray:
    """Per frame (x0, y0, x1, y1): a fixed region, the whole map, or a screen following (px, py)."""
    width, height = tilemap.size_px
    if region is None:
        w, h = min(SCREEN[0], width), min(SCREEN[1], height)
        x0 = np.clip(px - w // 2, 0, width - w)
        y0 = np.clip(py - h // 2, 0, height - h)
        return np.stack([x0, y0, x0 + w, y0 + h], axis=1)
    box = (0, 0, width, height) if isinstance(region, str) and region == "level" else region
    try:
        x0, y0, x1, y1 = (int(v) for v in box)
    except (TypeError, ValueError):
        raise ValueError(f"region must be None (follow), 'level' or (x0, y0, x1, y1), got {region!r}") from None
    if not (0 <= x0 < x1 <= width and 0 <= y0 < y1 <= height):
        raise ValueError(f"region {region!r} must lie inside the {width} x {height} px map")
    return np.tile([x0, y0, x1, y1], (len(px), 1))


def _rollout_arrays(rollout: Mapping[str, np.ndarray]) -> tuple[dict[str, np.ndarray], int, int]:
    if not isinstance(rollout, Mapping) or "x" not in rollout or "y" not in rollout:
        raise ValueError("rollout must be a dict of recorded raw fields with at least 'x' and 'y' "
                         "(record=hedgephys.video.VIDEO_FIELDS)")
    arrays = {k: np.asarray(v) for k, v in rollout.items()}
    shape = arrays["x"].shape
    if len(shape) != 2 or shape[0] < 1:
        raise ValueError(f"rollout arrays must have shape (frames, players), got {shape} for 'x'")
    for k, v in arrays.items():
        if v.shape != shape:
            raise ValueError(f"rollout[{k!r}] has shape {v.shape}, 'x' has {shape}")
    if arrays["x"].dtype != np.uint32 or arrays["y"].dtype != np.uint32:
        raise TypeError("rollout['x'] and ['y'] must be the raw 16.16 words (uint32) that Players.step records")
    return arrays, shape[0], shape[1]


class _Canvas:
    """One frame being drawn: an RGB image of the level region (x0, y0, ...)."""

    def __init__(self, image: np.ndarray, x0: int, y0: int):
        self.image, self.x0, self.y0 = image, x0, y0

    def put(self, x: ArrayLike, y: ArrayLike, colour: ArrayLike) -> None:
        x, y = np.broadcast_arrays(np.asarray(x, np.int64) - self.x0, np.asarray(y, np.int64) - self.y0)
        h, w = self.image.shape[:2]
        keep = (x >= 0) & (x < w) & (y >= 0) & (y < h)
        self.image[y[keep], x[keep]] = colour


def _draw_player(c: _Canvas, scratch: Players, tilemap: TileMap, colour: np.ndarray, sensors: bool) -> None:

    r = scratch.raw
    x, y = int(_signed(r.x)[0]), int(_signed(r.y)[0])
    xr, yr = int(r.xr[0]), int(r.yr[0])
    mode = "floor" if r.airborne[0] else MODES[int(ground_mode(r.angle)[0])]
    hw, hh = (yr, xr) if mode in ("left_wall", "right_wall") else (xr, yr)
    tx, ty = np.arange(-hw, hw + 1), np.arange(-hh, hh + 1)
    c.put(x + tx, y - hh, colour)
    c.put(x + tx, y + hh, colour)
    c.put(x - hw, y + ty, colour)
    c.put(x + hw, y + ty, colour)
    c.put(x + np.arange(-2, 3), y, colour)
    c.put(x, y + np.arange(-2, 3), colour)
    if not sensors:
        return
    # The casts the core makes in the player's next frame (no buttons held),
    # each drawn to what it found.
    found = player_sensors(scratch, tilemap, 0)
    for s in found.values():
        ux, uy = _UNIT[s.direction]
        d = int(np.clip(s.distance, -32, 32))
        t = np.arange(0, d + (1 if d >= 0 else -1), 1 if d >= 0 else -1)
        c.put(s.x + ux * t, s.y + uy * t, colour // 2 + 100)
    for s in found.values():
        dots = np.arange(-1, 2)
        c.put(s.x + dots[:, None], s.y + dots[None, :], colour)


def frames(level: Union[Level, TileMap], rollout: Mapping[str, np.ndarray], *,
           players: Optional[Sequence[int]] = None, region: Union[None, str, Iterable[float]] = None,
           every: int = 2, zoom: int = 1, sensors: bool = True, game: str = "s2",
           overlays: bool = True) -> np.ndarray:
    """The frames of a rollout as a (k, height, width, 3) uint8 array.

    ``level``: a :class:`~hedgephys.Level` or :class:`~hedgephys.TileMap`;
    ``rollout``: recorded raw fields, (frames, n) arrays with at least ``x``
    and ``y`` (the 16.16 words); record :data:`VIDEO_FIELDS` for boxes and
    sensors as the engine has them (a missing field reads as the standing
    player's: standing radii, angle 0, grounded, still, layer A).
    ``players``: which players to draw (default: the first six); player i
    is drawn in colour i mod 6: blue, red, green, purple, orange, cyan. ``region``: None (a
    320 x 224 screen following the first drawn player), ``"level"`` (the whole
    map) or ``(x0, y0, x1, y1)`` pixels. ``every``: keep every k-th frame (2:
    30 images for 60 game frames). ``zoom``: each pixel drawn as zoom x zoom.
    ``game``: the rules the sensors follow (S3K's wall sensors, CD's casts).
    """
    lv = level if hasattr(level, "tilemap") else None
    tilemap = cast(Level, level).tilemap if lv is not None else level   # it has a tilemap: a Level
    if not isinstance(tilemap, TileMap):
        raise TypeError("level must be a hedgephys.Level or a hedgephys.TileMap")
    arrays, n_frames, n = _rollout_arrays(rollout)
    every, zoom = _whole("every", every), _whole("zoom", zoom)
    chosen = list(range(min(n, len(_COLOURS)))) if players is None else [int(i) for i in players]
    if not chosen or any(not 0 <= i < n for i in chosen):
        raise ValueError(f"players must be indices 0..{n - 1}, got {players!r}")
    keep = np.arange(0, n_frames, every)
    follow = chosen[0]
    boxes = _camera(region, tilemap, _signed(arrays["x"][keep, follow]), _signed(arrays["y"][keep, follow]))
    bx0, by0 = boxes[:, 0].min(), boxes[:, 1].min()
    background = level_image(level, (bx0, by0, boxes[:, 2].max(), boxes[:, 3].max()), overlays=overlays)[..., :3]
    scratch = Players(1, game)
    defaults = {"xr": scratch.standing_radii[0], "yr": scratch.standing_radii[1]}
    names = [f for f in VIDEO_FIELDS if f in arrays or f in defaults]
    out = []
    for t, (x0, y0, x1, y1) in zip(keep, boxes):
        canvas = _Canvas(background[y0 - by0:y1 - by0, x0 - bx0:x1 - bx0].copy(), x0, y0)
        for i in chosen:
            scratch.reset()
            for f in names:
                getattr(scratch.raw, f)[0] = arrays[f][t, i] if f in arrays else defaults[f]
            _draw_player(canvas, scratch, tilemap, _COLOURS[i % len(_COLOURS)], sensors)
        img = canvas.image
        out.append(np.repeat(np.repeat(img, zoom, axis=0), zoom, axis=1) if zoom > 1 else img)
    return np.stack(out)


def _ffmpeg() -> Optional[str]:
    """An ffmpeg program: imageio-ffmpeg's, else the system's, else None."""
    try:
        import imageio_ffmpeg
    except ImportError:
        return shutil.which("ffmpeg")
    exe: str = imageio_ffmpeg.get_ffmpeg_exe()   # imageio-ffmpeg is untyped
    return exe


def write(images: ArrayLike, path: Union[str, os.PathLike[str]], *, fps: float = 30) -> Path:
    """Write images ((k, h, w, 3) uint8, or a sequence of (h, w, 3)) as an
    animation: ``.gif`` with imageio, looping; ``.mp4`` (H.264) with ffmpeg.
    Returns the path."""
    arr = np.asarray(images)
    if arr.ndim != 4 or arr.shape[-1] != 3 or arr.dtype != np.uint8 or len(arr) == 0:
        raise ValueError(f"images must be uint8 of shape (frames, height, width, 3), got {arr.dtype} {arr.shape}")
    if not is_number(fps) or not MIN_FPS <= fps <= MAX_FPS:
        raise ValueError(f"fps must be a number from {MIN_FPS:g} to {MAX_FPS:g} (images per second), got {fps!r}")
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix == ".gif":
        try:
            import imageio.v3 as iio
        except ImportError:
            raise ImportError("writing a GIF needs imageio: pip install 'hedgephys[video]'") from None
        iio.imwrite(path, arr, duration=1000.0 / fps, loop=0)
    elif suffix == ".mp4":
        exe = _ffmpeg()
        if exe is None:
            raise RuntimeError("writing an MP4 needs ffmpeg: pip install imageio-ffmpeg (or install ffmpeg), "
                               "or write a .gif")
        h, w = arr.shape[1:3]
        cmd = [exe, "-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", f"{w}x{h}",
               "-r", f"{fps:g}", "-i", "-", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p",
               "-c:v", "libx264", str(path)]
        done = subprocess.run(cmd, input=np.ascontiguousarray(arr).tobytes(), capture_output=True)
        if done.returncode != 0:
            raise RuntimeError(f"ffmpeg failed: {done.stderr.decode(errors='replace').strip()}")
    else:
        raise ValueError(f"the path must end in .gif or .mp4, got {path.name!r}")
    return path


def video(level: Union[Level, TileMap], rollout: Mapping[str, np.ndarray], path: Union[str, os.PathLike[str]], *,
          fps: float = 30, **kwargs: Any) -> Path:
    """Write a rollout's animation (:func:`frames`, with its keyword
    arguments) to ``path`` (``.gif`` or ``.mp4``, :func:`write`). At the
    default ``every=2`` and ``fps=30`` it plays in real time."""
    return write(frames(level, rollout, **kwargs), path, fps=fps)


def episode_frames(env: Union[Env[Any, Any], VectorEnv[Any, Any, Any]], steps: int, *,
                   policy: Optional[Callable[[Any], Any]] = None, seed: Optional[int] = None, index: int = 0,
                   every: int = 2) -> np.ndarray:
    """Play ``steps`` steps of a Gymnasium environment made with
    ``render_mode="rgb_array"`` (a ``HedgephysEnv``, or sub-environment
    ``index`` of a ``HedgephysVectorEnv``) from ``reset(seed=seed)`` and keep
    every ``every``-th ``render()`` image (the first included). ``policy(obs)``
    gives the actions (default: ``env.action_space.sample()``). A single
    environment stops at the end of its episode."""
    if getattr(env, "render_mode", None) != "rgb_array":
        raise ValueError("the environment must be made with render_mode='rgb_array'")
    steps, every = _whole("steps", steps), _whole("every", every)
    vector = hasattr(env, "num_envs")
    count = int(getattr(env, "num_envs", 1))
    if not is_int(index) or not 0 <= index < count:
        raise ValueError(f"index must be a sub-environment index 0..{count - 1}, got {index!r}"
                         if vector else f"index must be 0 for a single environment, got {index!r}")
    env.action_space.seed(seed)
    obs, _ = env.reset(seed=seed)
    shots = []
    for t in range(steps):
        if t % every == 0:
            # rgb_array mode: an image, a vector environment's a tuple of them (Gymnasium's
            # annotation covers every render mode's result, so this one is left untyped)
            image: Any = env.render()
            shots.append(image[index] if vector else image)
        obs, _, terminated, truncated, _ = env.step(env.action_space.sample() if policy is None else policy(obs))
        if not vector and (terminated or truncated):
            break
    return np.stack(shots)

