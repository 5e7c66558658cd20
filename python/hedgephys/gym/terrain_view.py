"""The map as the sensors see it, as a pixel image the terrain window reads."""
from __future__ import annotations

from typing import Optional

import numpy as np

from .. import _core
from ..draw import mask_from_tilemap
from ..tiles import LAYER_NAMES, TileMap
from .config import TERRAIN_LRB, TERRAIN_TOP


class _TerrainView:
    """The map as the sensors see it, rendered to pixels for fast windows.

    Each layer becomes an image of terrain values (:func:`hedgephys.draw.mask_from_tilemap`
    with ``view="heights"``: the tiles as vertical probes see them, flips
    applied; :data:`TERRAIN_TOP` where floor sensors see solid,
    :data:`TERRAIN_LRB` where wall and ceiling sensors do), padded with one
    empty row and column that stand for everything outside the map; a window
    is then one gather (1 byte per map pixel and layer). The map may be edited
    in place: its arrays are compared with the rendered copies on every use
    and the images are redrawn when they changed. Coordinates are 16-bit
    words like the core's (a pixel left of x = 0 is pixel 65535 and up).
    """

    def __init__(self, tilemap: TileMap):
        self.tilemap = tilemap
        self._sources: tuple[np.ndarray, ...] = ()
        self._phases: Optional[tuple[int, np.ndarray]] = None  # (stride, phases) of source()

    def _refresh(self) -> None:
        """Redraw the images when the map's arrays changed. A map that cannot
        be drawn (a cell naming a missing tile) raises a ValueError and keeps
        the old images, so the next call tries again."""
        tm = self.tilemap
        current = (tm.cells, tm.tileset.heights) + (() if tm.cells_b is None else (tm.cells_b,))
        if len(current) == len(self._sources) and all(
                a.shape == b.shape and np.array_equal(a, b) for a, b in zip(current, self._sources)):
            return
        sources = tuple(a.copy() for a in current)
        width, height = tm.size_px
        layers = LAYER_NAMES[:1] if tm.cells_b is None else LAYER_NAMES
        image = np.zeros((len(layers), height + 1, width + 1), np.uint8)
        for plane, layer in zip(image, layers):
            plane[:height, :width] = (mask_from_tilemap(tm, layer, "top") * TERRAIN_TOP
                                      | mask_from_tilemap(tm, layer, "lrb") * TERRAIN_LRB)
        # drawn: only now is it the current picture
        self._sources, self._image, self._phases = sources, image.ravel(), None

    def source(self, stride: int) -> tuple[np.ndarray, int, int, int, np.ndarray]:
        """The current image as the core's window sampler takes it: (pixels,
        planes, height, width, phases), phases being the image split by column
        phase for samples ``stride`` apart (``hp::WindowImage``: each window
        row is then one run of bytes)."""
        self._refresh()
        width, height = self.tilemap.size_px
        planes = 1 if self.tilemap.cells_b is None else 2
        if self._phases is None or self._phases[0] != stride:
            image = self._image.reshape(planes, height + 1, width + 1)
            cols = -(-(width + 1) // stride)
            # phases[p, q, y, c] = image[p, y, q + c * stride] (zero past the right edge)
            padded = np.zeros((planes, height + 1, cols * stride), np.uint8)
            padded[:, :, :width + 1] = image
            phases = padded.reshape(planes, height + 1, cols, stride).transpose(0, 3, 1, 2)
            self._phases = (stride, np.ascontiguousarray(phases).ravel())
        return self._image, planes, height, width, self._phases[1]

    def window(self, x: np.ndarray, y: np.ndarray, layer: np.ndarray,
               dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
        """Terrain values at the pixels (x + dx[j], y + dy[i]) for players at the
        16.16 words x, y (k,) on ``layer`` (k,): shape (k, len(dy), len(dx)), uint8.
        The gather runs in the compiled core (``_core.sample_window``)."""
        self._refresh()
        width, height = self.tilemap.size_px
        return _core.sample_window(
            self._image, 1 if self.tilemap.cells_b is None else 2, height, width,
            np.ascontiguousarray(x, np.uint32), np.ascontiguousarray(y, np.uint32),
            np.ascontiguousarray(layer, np.uint8), np.ascontiguousarray(dx, np.int32),
            np.ascontiguousarray(dy, np.int32))
