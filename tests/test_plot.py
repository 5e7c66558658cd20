"""Pictures (hedgephys.plot): maps (rules/terrain §4.1 solidity), casts (rules/terrain §5.1
distances), players and their sensors (rules/terrain §6.1-§6.3, §7, §9)."""
import subprocess
import sys

import numpy as np
import pytest

matplotlib = pytest.importorskip("matplotlib")
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.colors import to_rgba  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402
from matplotlib.text import Annotation  # noqa: E402

import hedgephys as hp  # noqa: E402
from hedgephys.builtin import BUILTIN_TILES, builtin_tileset  # noqa: E402
from hedgephys.draw import mask_from_tilemap  # noqa: E402
from hedgephys.plot import MAP_COLORS, frame_casts, plot_casts, plot_map, plot_player, player_sensors  # noqa: E402

TS = builtin_tileset()
FULL = BUILTIN_TILES["full"]


@pytest.fixture
def ax():
    fig, ax = plt.subplots()
    yield ax
    plt.close(fig)


def small_map():
    cells = np.zeros((4, 6), np.uint16)
    cells[3] = FULL
    cells[2, 1] = BUILTIN_TILES["slope_1_1"]
    cells[2, 2] = hp.cell(BUILTIN_TILES["slope_1_1"], xflip=True)
    cells[1, 4] = hp.cell(BUILTIN_TILES["half"], solid="top")      # a jump-through
    return hp.TileMap(cells, TS)


def test_matplotlib_is_imported_lazily():
    code = "import sys, hedgephys.plot; print('matplotlib' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_plot_map_draws_the_solid_pixels(ax):
    tm = small_map()
    assert plot_map(tm, ax, labels=True, legend=True) is ax
    (image,) = ax.get_images()
    rgba = np.asarray(image.get_array())
    solid = mask_from_tilemap(tm, solidity="any")
    assert rgba.shape[:2] == solid.shape == (64, 96)
    assert np.array_equal(rgba[..., 3] > 0, solid)                  # transparent where empty
    assert np.allclose(rgba[60, 5], to_rgba(MAP_COLORS["all"]))
    assert np.allclose(rgba[16 + 12, 64 + 3], to_rgba(MAP_COLORS["top"]))
    assert len(ax.collections) == 2                                 # vertical and horizontal grid
    slope, half = BUILTIN_TILES["slope_1_1"], BUILTIN_TILES["half"]
    assert sorted(t.get_text() for t in ax.texts) == sorted([str(FULL)] * 6 + [f"{slope}", f"{slope}x", f"{half}"])
    assert ax.get_ylim() == (64, 0)                                 # y points down, as on screen
    assert {t.get_text() for t in ax.get_legend().get_texts()} == {"solidity all", "solidity top"}


def test_plot_map_options(ax):
    tm = small_map()
    plot_map(tm, ax, grid=False)
    assert not ax.collections and not ax.texts
    fig, ax2 = plt.subplots()
    try:
        plot_map(tm, ax2, view="widths")
        assert np.array_equal(np.asarray(ax2.get_images()[0].get_array())[..., 3] > 0,
                              mask_from_tilemap(tm, solidity="any", view="widths"))
    finally:
        plt.close(fig)
    assert plot_map(tm).figure is not None                          # makes its own axes
    plt.close("all")


def test_plot_casts_arrow_lengths(ax):
    tm = small_map()
    x = np.array([5, 20, 40, 70, 70])
    y = np.array([30, 20, 52, 5, 60])
    d = ["down", "down", "down", "down", "up"]
    r = tm.cast(x, y, d, "top")
    dist = r.distance.tolist()
    assert dist[2] < 0 and dist[3] >= 0                              # one inside solid
    assert plot_casts(ax, x, y, d, r, names=list("abcde")) is ax
    arrows = [c for c in ax.get_children() if isinstance(c, Annotation)]
    assert len(arrows) == len(x)
    for arrow, sx, sy, dname, v in zip(arrows, x, y, d, dist):
        (x0, y0), (x1, y1) = arrow.xyann, arrow.xy
        assert (x0, y0) == (sx + 0.5, sy + 0.5)
        sign = 1 if dname == "down" else -1
        assert x1 == x0 and y1 - y0 == sign * v                      # length |d|, backwards if d < 0
        want = "tab:red" if v < 0 else "tab:blue"
        assert arrow.arrow_patch.get_edgecolor() == pytest.approx(to_rgba(want))
    labels = [t.get_text() for t in ax.texts if not isinstance(t, Annotation)]
    assert labels == [f"{n} {v}" for n, v in zip("abcde", dist)]
    # the arrow of a down cast ends on the last free pixel above the surface (rules/terrain §5.1)
    assert not mask_from_tilemap(tm)[int(arrows[0].xy[1]), 5]
    assert mask_from_tilemap(tm)[int(arrows[0].xy[1]) + 1, 5]


def test_plot_casts_checks_its_inputs(ax):
    r = small_map().cast(np.array([1, 2]), np.array([1, 2]), "down")
    with pytest.raises(ValueError, match="names"):
        plot_casts(ax, [1, 2], [1, 2], "down", r, names=["a"])
    with pytest.raises(ValueError, match="direction"):
        plot_casts(ax, [1, 2], [1, 2], "sideways", r)


def flat_player(**place):
    cells = np.zeros((4, 8), np.uint16)
    cells[3] = FULL                        # level ground, top at y = 48
    tm = hp.TileMap(cells, TS)
    p = hp.Players(1, game=place.pop("game", "s2"))
    p.place(**{"x": 64, "y": 48 - 20, **place})
    return tm, p


def test_player_sensors_are_the_cores_own_casts_standing():
    # rules/terrain §6.2: standing still, the frame casts A/B at (x -/+ xr, y + yr)
    # down (top bit) and finds the floor at 0; no push sensor (gsp = 0, rules/terrain §6.3)
    # and no ceiling pair (no jump, rules/terrain §6.4); balancing probes the ledge (rules/terrain §6.5).
    tm, p = flat_player()
    before = p.state()
    s = player_sensors(p, tm)
    assert (s["A"].x, s["A"].y, s["A"].direction, s["A"].solidity, s["A"].distance) == (55, 47, "down", "top", 0)
    assert (s["B"].x, s["B"].y, s["B"].distance) == (73, 47, 0)
    assert not {"C", "D", "E", "F"} & set(s)
    assert (s["balance"].x, s["balance"].y) == (64, 47)
    assert p.state() == before  # the player is not moved


def test_player_sensors_push_and_jump():
    # rules/terrain §6.3: moving right, F casts right from where the speed takes him (x + xsp),
    # 8 px lower on flat ground; rules/terrain §6.4: a jump press casts C/D up first.
    tm, p = flat_player(ground_speed=1.0, x_speed=1.0)
    s = player_sensors(p, tm)
    assert (s["F"].x, s["F"].y, s["F"].direction, s["F"].solidity) == (74, 36, "right", "lrb")
    assert "E" not in s
    casts = frame_casts(p, tm, buttons=hp.J)
    assert [c.role for c in casts[:2]] == ["D", "C"] and casts[0].direction == "up"
    assert (casts[0].x, casts[0].y, casts[1].x) == (73, 9, 55)


def test_player_sensors_rotate_with_the_ground_mode():
    # rules/terrain §6.1/§6.2 table: right wall (a = 0xC0): primary (x + yr, y - xr), secondary
    # (x + yr, y + xr) casting right; A is the secondary (rules/terrain §12 item 2).
    tm, p = flat_player(angle=0xC0)
    s = player_sensors(p, tm)
    assert (s["A"].x, s["A"].y, s["A"].direction) == (64 + 19, 28 + 9, "right")
    assert (s["B"].x, s["B"].y) == (64 + 19, 28 - 9)
    _, p = flat_player(angle=0x80)
    s = player_sensors(p, tm)
    assert (s["A"].x, s["A"].y, s["A"].direction) == (64 + 9, 28 - 19, "up")   # ceiling


def test_player_sensors_airborne():
    # rules/terrain §7: not rotated; the wall probes E/F at the centre height; which pairs are
    # cast follows the quadrant of the motion angle.
    tm, p = flat_player(grounded=False, y=20, x_speed=0.0, y_speed=3.0)  # mostly down
    s = player_sensors(p, tm)
    assert set(s) == set("ABEF") and s["A"].direction == "down"
    assert (s["E"].direction, s["F"].direction) == ("left", "right") and s["E"].y == s["F"].y
    tm, p = flat_player(grounded=False, y=20, x_speed=-4.0, y_speed=-1.0)   # mostly left, rising
    assert set(player_sensors(p, tm)) == set("CDE")


def test_frame_casts_checks_its_inputs():
    tm, p = flat_player()
    with pytest.raises(TypeError, match="TileMap"):
        frame_casts(p, np.zeros((2, 2)))
    with pytest.raises(IndexError, match="out of range"):
        frame_casts(p, tm, 5)
    with pytest.raises(ValueError, match="0..31"):
        frame_casts(p, tm, 0, 64)


def test_plot_player_box_and_sensors(ax):
    tm, p = flat_player()
    assert plot_player(ax, p, terrain=tm, buttons=hp.J) is ax
    (box,) = [a for a in ax.patches if isinstance(a, Rectangle)]
    assert box.get_xy() == (64 - 9, 28 - 19)
    assert (box.get_width(), box.get_height()) == (19, 39)          # 2 r + 1 (rules/terrain §9)
    assert sorted(t.get_text() for t in ax.texts) == sorted(player_sensors(p, tm, buttons=hp.J))
    n = len(ax.texts)
    p.place(angle=0xC0)
    plot_player(ax, p)  # no terrain: the box only
    box = [a for a in ax.patches if isinstance(a, Rectangle)][-1]
    assert (box.get_width(), box.get_height()) == (39, 19)          # rotated on a wall
    p.place(rolling=True)
    plot_player(ax, p, sensors=False)
    box = [a for a in ax.patches if isinstance(a, Rectangle)][-1]
    assert (box.get_width(), box.get_height()) == (29, 15)          # rolling radii 7/14, still on the wall
    assert len(ax.texts) == n
