"""One picture language (hedgephys.palette): the environments' render(), the
matplotlib map (hedgephys.plot), the act picture (hedgephys.draw.level_image)
and the videos (hedgephys.video) draw the same terrain in the same colours."""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys import palette
from hedgephys.builtin import BUILTIN_TILES, builtin_tileset
from hedgephys.draw import level_image
from hedgephys.gym.config import TERRAIN_LRB, TERRAIN_TOP

HALF = BUILTIN_TILES["half"]      # the lower 8 rows solid, angle 0 (not flagged: no shading)
START = (64.0, 20.0)
# a map pixel of each kind: (x, y), in the lower half of a cell of row 3
PIXELS = {"all": (8, 60), "top": (40, 60), "lrb": (72, 60), "background": (8, 20)}


def small_map():
    cells = np.zeros((4, 8), np.uint16)
    for col, solid in ((0, "all"), (2, "top"), (4, "lrb")):
        cells[3, col:col + 2] = hp.cell(HALF, solid=solid)
    return hp.TileMap(cells, builtin_tileset())


def expected(kind):
    return np.array(palette.TERRAIN[kind], np.uint8)


def test_the_map_has_one_unflagged_kind_per_pixel():
    tm = small_map()
    assert tm.tileset.angles[HALF] % 2 == 0


def test_level_image_and_video_use_the_palette():
    hv = pytest.importorskip("hedgephys.video")
    tm = small_map()
    img = level_image(tm)[..., :3]
    rollout = {"x": np.array([[int(START[0]) << 16]], np.uint32), "y": np.array([[int(START[1]) << 16]], np.uint32)}
    frame = hv.frames(tm, rollout, region="level", sensors=False)[0]
    for kind, (x, y) in PIXELS.items():
        assert (img[y, x] == expected(kind)).all(), kind
        assert (frame[y, x] == expected(kind)).all(), kind
    x, y = (int(v) for v in START)
    assert (frame[y, x] == palette.PLAYERS[0]).all()          # the player's centre cross


def test_render_uses_the_palette():
    pytest.importorskip("gymnasium")
    from hedgephys.gym import HedgephysEnv

    env = HedgephysEnv(small_map(), start=START, render_mode="rgb_array")
    env.reset(seed=0)
    image = env.render()
    x0, y0 = int(START[0]) - 160, int(START[1]) - 112          # the image's top-left map pixel
    for kind, (x, y) in PIXELS.items():
        assert (image[y - y0, x - x0] == expected(kind)).all(), kind
    assert (image[-y0 + int(START[1]), -x0 + int(START[0])] == palette.PLAYERS[0]).all()
    lut = palette.terrain_lookup(TERRAIN_TOP, TERRAIN_LRB)
    assert [tuple(c) for c in lut] == [palette.TERRAIN[k] for k in ("background", "top", "lrb", "all")]


def test_plot_map_uses_the_palette():
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from hedgephys.plot import plot_map

    fig, ax = plt.subplots()
    try:
        plot_map(small_map(), ax, grid=False)
        rgba = np.asarray(ax.get_images()[0].get_array())
    finally:
        plt.close(fig)
    for kind in ("all", "top", "lrb"):
        x, y = PIXELS[kind]
        assert np.allclose(rgba[y, x, :3] * 255, expected(kind)), kind


def test_hex_colour():
    assert palette.hex_colour((0x1F, 0x3F, 0xD0)) == "#1f3fd0"
