"""Matplotlib pictures of maps, sensor casts and players.

matplotlib is an optional dependency (``pip install 'hedgephys[plot]'``; from a checkout ``pip install '.[plot]'``); it is
imported inside the functions that draw. All pictures use screen coordinates:
pixel (x, y) covers the square x..x+1, y..y+1 and the y axis points down, as
in the games (rules/terrain §1). Every drawing function returns the Axes.

:func:`frame_casts` gives the casts the core makes in a player's next frame
(positions, directions, distances): :func:`plot_player` draws them, and they
can be cast again with :meth:`hedgephys.TileMap.cast`.
"""
from __future__ import annotations

import os
from collections import Counter
from typing import TYPE_CHECKING, Optional, Sequence, Union, cast

import numpy as np
from numpy.typing import ArrayLike

from .casts import Cast, Sensor, frame_casts, player_sensors
from .draw import (FLAGGED_SHADE, LEVEL_COLORS, layer_cells, level_image, mask_from_tilemap, object_boxes,
                   picture_region)
from .level import Level
from .objects import KINDS
from .palette import PLAYERS, TERRAIN, hex_colour, object_kind_colour
from .players import MODES, Players, ground_mode
from .tiles import ID_MASK, XFLIP, YFLIP, CastResult, TileMap

if TYPE_CHECKING:  # pragma: no cover
    from matplotlib.axes import Axes

#: Colours of :func:`plot_map`, by the solidity a cell has (rules/terrain §4.1):
#: :data:`hedgephys.palette.TERRAIN` as matplotlib's ``"#rrggbb"`` strings.
MAP_COLORS: dict[str, str] = {k: hex_colour(TERRAIN[k]) for k in ("all", "top", "lrb", "none")}

_UNIT = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}


def _axes(ax: Optional["Axes"]) -> "Axes":
    import matplotlib.pyplot as plt

    if ax is None:
        _, ax = plt.subplots()
    return ax


def plot_map(tilemap: TileMap, ax: Optional["Axes"] = None, layer: str = "a", *,
             grid: bool = True, labels: bool = False, view: str = "heights",
             legend: bool = False) -> "Axes":
    """Draw the solid pixels of a map, coloured by solidity (:data:`MAP_COLORS`).

    ``layer``: ``"a"`` or ``"b"``. ``view``: ``"heights"`` shows the tiles as
    vertical probes (floor, ceiling) see them, ``"widths"`` as horizontal
    probes (walls) see them (see :func:`hedgephys.draw.mask_from_tilemap`).
    ``grid``: draw the 16 px cell boundaries. ``labels``: write each non-empty
    cell's tile id, followed by ``x``/``y`` for its flips. ``legend``: name the
    solidity kinds present. A new figure is made when ``ax`` is None.
    """
    from matplotlib.colors import to_rgba
    from matplotlib.patches import Patch

    ax = _axes(ax)
    top = mask_from_tilemap(tilemap, layer, "top", view)
    lrb = mask_from_tilemap(tilemap, layer, "lrb", view)
    any_ = mask_from_tilemap(tilemap, layer, "any", view)
    kinds = {"all": top & lrb, "top": top & ~lrb, "lrb": lrb & ~top, "none": any_ & ~(top | lrb)}
    height, width = any_.shape
    rgba = np.zeros((height, width, 4))
    for kind, where in kinds.items():
        rgba[where] = to_rgba(MAP_COLORS[kind])
    ax.imshow(rgba, extent=(0, width, height, 0), interpolation="nearest", origin="upper")
    if grid:
        ax.vlines(np.arange(0, width + 1, 16), 0, height, colors="#bbbbbb", linewidths=0.5)
        ax.hlines(np.arange(0, height + 1, 16), 0, width, colors="#bbbbbb", linewidths=0.5)
    if labels:
        for (row, col), word in np.ndenumerate(layer_cells(tilemap, layer).astype(np.int64)):
            if word & ID_MASK:
                text = str(word & ID_MASK) + ("x" if word & XFLIP else "") + ("y" if word & YFLIP else "")
                ax.text(16 * col + 8, 16 * row + 8, text, ha="center", va="center", fontsize=6,
                        color="#1f77b4")
    if legend:
        handles = [Patch(color=MAP_COLORS[k], label=f"solidity {k}") for k, w in kinds.items() if w.any()]
        if handles:
            ax.legend(handles=handles, loc="upper right", fontsize="small")
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.set_aspect("equal")
    return ax


def plot_casts(ax: "Axes", x: ArrayLike, y: ArrayLike, direction: Union[str, ArrayLike], result: CastResult, *,
               names: Optional[Sequence[str]] = None, color: str = "tab:blue",
               inside_color: str = "tab:red", label: bool = True) -> "Axes":
    """Draw sensor casts (rules/terrain §5.1) as arrows.

    Each sensor pixel (``x``, ``y``, arrays or scalars) gets a dot at its
    centre and an arrow along its cast ``direction`` (a name or an array of
    names) whose length is the cast's distance, ending on the centre of the
    last free pixel before the surface. A negative distance (the sensor is
    inside solid) gives an arrow pointing back, against the cast direction,
    drawn in ``inside_color``. Each arrow is labelled with its distance
    (prefixed by ``names[i]`` when given). ``result`` is what
    :meth:`hedgephys.TileMap.cast` returned for the same sensors.
    """
    d = np.asarray(result.distance).astype(np.int64)
    xs, ys, dirs, dist = (a.ravel() for a in np.broadcast_arrays(np.asarray(x), np.asarray(y),
                                                                  np.asarray(direction), d))
    if names is not None and len(names) != dist.size:
        raise ValueError(f"names has {len(names)} entries for {dist.size} sensors")
    colors = [inside_color if v < 0 else color for v in dist]
    ax.scatter(xs + 0.5, ys + 0.5, s=12, c=colors, zorder=3)
    for i, (sx, sy, dname, v) in enumerate(zip(xs, ys, dirs, dist)):
        if dname not in _UNIT:
            raise ValueError(f"unknown direction {dname!r}; expected one of {', '.join(_UNIT)}")
        ux, uy = _UNIT[dname]
        start = (sx + 0.5, sy + 0.5)
        end = (start[0] + ux * v, start[1] + uy * v)
        ax.annotate("", xy=end, xytext=start, zorder=3,
                    arrowprops=dict(arrowstyle="-|>", color=colors[i], lw=1.2,
                                    shrinkA=0, shrinkB=0, mutation_scale=8))
        if label:
            text = str(v) if names is None else f"{names[i]} {v}"
            ax.text(end[0] + 1.5 * uy * uy + 0.6 * ux, end[1] + 1.5 * ux * ux + 0.6 * uy, text,
                    fontsize=7, color=colors[i], ha="left" if ux >= 0 else "right",
                    va="bottom" if uy < 0 else "top", zorder=4)
    return ax


def plot_player(ax: "Axes", players: Players, i: int = 0, *, terrain: Optional[TileMap] = None,
                buttons: int = 0, color: str = hex_colour(PLAYERS[0]), sensors: bool = True) -> "Axes":
    """Draw player ``i``: its collision box and, given the ``terrain``, the
    sensors its next frame casts.

    The box spans ``x - xr .. x + xr`` and ``y - yr .. y + yr`` (2 r + 1
    pixels, rules/terrain §9; radii from ``players.raw.xr``/``yr``), rotated with
    the ground mode while grounded (rules/terrain §6.1), around the pixel part of the
    position (rules/terrain §1), which gets a cross. Sensors are the core's own casts
    (:func:`player_sensors` with ``buttons`` held), each a dot with a short
    tick in its cast direction, labelled with its letter.
    """
    from matplotlib.patches import Rectangle

    r = players.raw
    x, y = int(r.x[i]) >> 16, int(r.y[i]) >> 16
    xr, yr = int(r.xr[i]), int(r.yr[i])
    mode = MODES[int(ground_mode(int(r.angle[i])))] if not r.airborne[i] else "floor"
    half_w, half_h = (yr, xr) if mode in ("left_wall", "right_wall") else (xr, yr)
    ax.add_patch(Rectangle((x - half_w, y - half_h), 2 * half_w + 1, 2 * half_h + 1,
                           fill=False, edgecolor=color, lw=1.2, zorder=4))
    ax.plot([x + 0.5], [y + 0.5], marker="+", color=color, zorder=5)
    if sensors and terrain is not None:
        for name, s in player_sensors(players, terrain, i, buttons).items():
            cx, cy = s.x + 0.5, s.y + 0.5
            ux, uy = _UNIT[s.direction]
            ax.plot([cx, cx + 3 * ux], [cy, cy + 3 * uy], color=color, lw=1, zorder=5)
            ax.plot([cx], [cy], marker="o", markersize=4, color=color, zorder=6)
            ax.text(cx - 2.5 * ux + (2 if uy else 0), cy - 2.5 * uy + (2 if ux else 0), name,
                    fontsize=7, color=color, ha="center", va="center", zorder=6)
    return ax


def plot_camera(ax: "Axes", players: Players, i: int = 0, *, color: str = hex_colour(PLAYERS[0]),
                bounds: bool = True) -> "Axes":
    """Draw player ``i``'s camera view: the 320 x 224 rectangle from its
    top-left corner (``players.camera[i]``, docs/camera.md), dashed, and with
    ``bounds`` the area its bounds let it show (``cam_min_x .. cam_max_x +
    320``, ``cam_min_y .. cam_max_y + 224``), dotted. Meaningful with the level
    bounds on (:meth:`hedgephys.Players.use_level`)."""
    from matplotlib.patches import Rectangle

    x0, y0, x1, y1 = (int(v) for v in players.camera[i])
    ax.add_patch(Rectangle((x0, y0), x1 - x0, y1 - y0, fill=False, edgecolor=color, lw=1.2,
                           ls="--", zorder=4))
    if bounds:
        r = players.raw
        lo_x, hi_x = int(r.cam_min_x[i]), int(r.cam_max_x[i]) + 320
        lo_y = int(r.cam_min_y[i].astype(np.int16))
        hi_y = int(r.cam_max_y[i]) + 224
        ax.add_patch(Rectangle((lo_x, lo_y), hi_x - lo_x, hi_y - lo_y, fill=False, edgecolor=color,
                               lw=0.8, ls=":", zorder=3))
    return ax


# ----- whole acts -------------------------------------------------------------------------

_LEGEND = (
    ("all", "solid all round"), ("top", "top-only (jump-through)"), ("lrb", "left/right/bottom only"),
    ("only_a", "layer A only"), ("only_b", "layer B only"), ("start", "start"),
    ("swapper", "path swapper"), ("loop", "S1 loop chunk"), ("roll_tunnel", "S1 roll tunnel"),
)


def _auto_scale(region: tuple[int, int, int, int], target: int = 4096) -> int:
    x0, y0, x1, y1 = region
    return max(1, -(-max(x1 - x0, y1 - y0) // target))


def _rgb(color: tuple[int, int, int], shade: float = 1.0) -> tuple[float, float, float]:
    """A :data:`LEVEL_COLORS` colour as matplotlib's floats 0..1, times ``shade``."""
    r, g, b = (c * shade / 255 for c in color)
    return r, g, b


def plot_level(level: Union[Level, TileMap], ax: Optional["Axes"] = None, *,
               region: Union[str, Sequence[int]] = "act", scale: Optional[int] = None,
               legend: bool = True, title: bool = True) -> "Axes":
    """Draw a whole act (a :class:`~hedgephys.Level`, e.g. from
    :func:`hedgephys.levels.load`) or a :class:`TileMap`: both collision
    layers, solidity coloured, flagged tiles darker, the start, path swappers,
    the other objects (boxes by kind, counted in the legend) and S1 loop
    chunks (:func:`hedgephys.draw.level_image`). ``region``:
    ``(x0, y0, x1, y1)`` pixels or a name (:func:`hedgephys.draw.picture_region`),
    default ``"act"``: the whole act (``"camera"``: what the camera can show
    with the bounds the act starts with); ``scale``: keep every ``scale``-th pixel,
    default so that the picture is at most 4096 px across. Axes are in pixels.
    """
    from matplotlib.patches import Patch

    ax = _axes(ax)
    lv = level if isinstance(level, Level) else None
    tilemap = lv.tilemap if lv is not None else cast(TileMap, level)
    x0, y0, x1, y1 = picture_region(level, region)
    scale = _auto_scale((x0, y0, x1, y1)) if scale is None else scale
    img = level_image(level, (x0, y0, x1, y1), scale=scale)
    ax.imshow(img, extent=(x0, x1, y1, y0), interpolation="nearest", origin="upper")
    if legend:
        loops = tilemap.loops
        present = {"only_a": tilemap.cells_b is not None, "only_b": tilemap.cells_b is not None,
                   "start": lv is not None, "swapper": lv is not None and any(
                       getattr(o, "kind", "") == "path_swapper" for o in lv.objects),
                   "loop": loops is not None and (loops.count("loop") + loops.count("loop_grounded")) > 0,
                   "roll_tunnel": loops is not None and loops.count("roll_tunnel") > 0}
        handles = [Patch(color=_rgb(LEVEL_COLORS[k]), label=label) for k, label in _LEGEND
                   if present.get(k, True)]
        handles.append(Patch(color=_rgb(LEVEL_COLORS["all"], FLAGGED_SHADE), label="flagged angle (darker)"))
        if lv is not None:
            kinds = Counter(k for k, *_box in object_boxes(lv))
            handles += [Patch(facecolor="none", edgecolor=_rgb(object_kind_colour(KINDS[k])), linewidth=2,
                              label=f"{k} ({n})") for k, n in sorted(kinds.items())]
        ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.01, 1), fontsize="small")
    if title and lv is not None and lv.title:
        ax.set_title(f"{lv.title} ({lv.game} {lv.name})")
    ax.set_aspect("equal")
    return ax


def save_level_png(level: Union[Level, TileMap], path: Union[str, "os.PathLike[str]"], *,
                   region: Union[str, Sequence[int]] = "act", scale: int = 1) -> tuple[int, int]:
    """Write :func:`hedgephys.draw.level_image` of an act to a PNG file, one
    picture pixel per ``scale`` level pixels; returns (width, height) of the
    picture. ``region``: as :func:`plot_level`'s, default the whole act.
    Needs matplotlib. ``path`` must end in ``.png``."""
    import matplotlib.image

    name = os.fspath(path)
    if not name.lower().endswith(".png"):
        raise ValueError(f"the picture is written as PNG: the path must end in .png, got {name!r}")
    img = level_image(level, region, scale=scale)
    matplotlib.image.imsave(name, img, format="png")
    return img.shape[1], img.shape[0]


__all__ = ["MAP_COLORS", "Cast", "Sensor", "frame_casts", "plot_camera", "plot_casts", "plot_level", "plot_map",
           "plot_player", "player_sensors",
           "save_level_png"]

from .video import video  # noqa: E402,F401  (hp.plot.video: the animations live in hedgephys.video)
