"""The built-in tile set (hedgephys.builtin): shapes (rules/terrain §4.1), flips
(rules/terrain §4.2), angles (rules/terrain §2), and players running its slopes and loops (rules/terrain §6.1, §6.2)."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys as hp
from hedgephys.builtin import (
    BUILTIN_TILES, CURVE_RADII, builtin_tileset, loop_cells, quarter_pipe_cells,
    quarter_round_cells, slope_cells,
)
from hedgephys.draw import mask_from_tilemap, pixels_from_heights, pixels_from_widths, tilemap_from_mask
from hedgephys.tiles import ID_MASK, XFLIP, YFLIP

TS = builtin_tileset()
FULL = BUILTIN_TILES["full"]
CURVES = [n for n in BUILTIN_TILES if n.startswith(("pipe", "round"))]


def flipped_angle(word: int) -> int:
    """The angle the core gives a placed cell (rules/terrain §4.2)."""
    a = int(TS.angles[word & ID_MASK])
    if word & XFLIP:
        a = (-a) & 0xFF
    if word & YFLIP:
        a = (0x80 - a) & 0xFF
    return a


def test_basic_shapes():
    assert BUILTIN_TILES["empty"] == 0 and not TS.heights[0].any() and TS.angles[0] == 0
    assert (TS.heights[FULL] == 16).all() and TS.angles[FULL] == 0xFF   # flagged, as in the data
    level = BUILTIN_TILES["full_level"]
    assert (TS.heights[level] == 16).all() and TS.angles[level] == 0
    half = BUILTIN_TILES["half"]
    assert (TS.heights[half] == 8).all() and TS.angles[half] == 0
    assert len(set(BUILTIN_TILES.values())) == len(TS)                   # every id is named


def test_only_the_full_block_is_flagged():
    # rules/terrain §2: an odd angle is flagged; in the original data only 0xFF is odd.
    odd = np.flatnonzero(TS.angles % 2 == 1)
    assert odd.tolist() == [FULL]


@given(st.sampled_from(sorted(BUILTIN_TILES)))
def test_every_tile_is_described_both_ways(name):
    # The widths are widths_from_heights of the heights, and both arrays
    # describe the same pixels: vertical and horizontal probes agree (rules/terrain §4.1).
    i = BUILTIN_TILES[name]
    assert np.array_equal(TS.widths[i], hp.widths_from_heights(TS.heights[i]))
    assert np.array_equal(pixels_from_heights(TS.heights[i]), pixels_from_widths(TS.widths[i]))


@given(st.sampled_from(CURVES))
def test_curve_angles_rise_to_the_right(name):
    # Stored rising to the right: floor angles 0xC0..0xFF, or level 0 (rules/terrain §2).
    a = int(TS.angles[BUILTIN_TILES[name]])
    assert a == 0 or 0xC0 <= a <= 0xFE


def test_slope_angles():
    # rules/terrain §2: 45° rising right = angle_of(16, -16) = 0xE0; odd arctangents made even.
    assert TS.angles[BUILTIN_TILES["slope_1_1"]] == int(hp.angle_of(16, -16)) == 0xE0
    assert int(hp.angle_of(16, -8)) == 0xED
    assert {int(TS.angles[BUILTIN_TILES[f"slope_1_2_{i}"]]) for i in range(2)} == {0xEE}
    assert {int(TS.angles[BUILTIN_TILES[f"slope_1_4_{i}"]]) for i in range(4)} == {int(hp.angle_of(16, -4))}


@pytest.mark.parametrize("ratio, n", [("1:1", 1), ("1:2", 2), ("1:4", 4)])
def test_slope_series_join_seamlessly(ratio, n):
    ids = slope_cells(ratio)[0]
    assert len(ids) == n
    profile = np.concatenate([[0], *[TS.heights[i] for i in ids], [16]])   # floor, slope, full block
    steps = np.diff(profile)
    assert set(steps.tolist()) <= {0, 1}                                   # never more than 1 px
    assert [int(TS.heights[i][-1]) for i in ids] == [16 * (k + 1) // n for k in range(n)]


def test_falling_slope_is_the_x_flip():
    row = slope_cells("1:2", falling=True)[0]
    assert [int(w) for w in row] == [hp.cell(BUILTIN_TILES["slope_1_2_1"], xflip=True),
                                     hp.cell(BUILTIN_TILES["slope_1_2_0"], xflip=True)]
    # the core reports the X-flipped angle (-a) & 0xFF = 0x12 on it (rules/terrain §4.2)
    tm = hp.TileMap(np.vstack([np.zeros((1, 2), np.uint16), row[None, :]]), TS)
    r = tm.cast(20, 4, "down")
    assert r.angle_written and int(r.angle) == (-0xEE) & 0xFF


def test_half_block_top_half_is_a_ceiling():
    # The top half is the bottom half Y-flipped; the core turns its angle into 0x80 (rules/terrain §4.2).
    top = hp.cell(BUILTIN_TILES["half"], yflip=True)
    tm = hp.TileMap(np.array([[top], [0], [0]], np.uint16), TS)
    up = tm.cast(3, 20, "up", "lrb")           # from below: the surface is row 7
    assert int(up.distance) == 20 - 8 and int(up.angle) == 0x80
    # from above, a downward probe sees a negative-height column only when the
    # sensor row lies inside its run (rules/terrain §5.2): here it reports nothing found
    tm2 = hp.TileMap(np.array([[0], [top]], np.uint16), TS)
    assert int(tm2.cast(3, 12, "down").distance) == 31 - 12   # yet the gap is 3 px
    assert int(tm2.cast(3, 4, "down").distance) == 11


@pytest.mark.parametrize("radius", CURVE_RADII)
def test_curves_are_the_circle(radius):
    # A pixel is solid when its centre is on the solid side of the circle.
    c = np.arange(radius) + 0.5
    r2 = c[:, None] ** 2 + c[None, :] ** 2
    pipe = r2 >= radius ** 2                          # outside the circle centred top-left
    round_ = r2[::-1, ::-1] <= radius ** 2            # inside the circle centred bottom-right
    for cells, want in ((quarter_pipe_cells(radius), pipe), (quarter_round_cells(radius), round_)):
        assert cells.shape == (radius // 16, radius // 16)
        assert np.array_equal(mask_from_tilemap(hp.TileMap(cells, TS)), want)
    # flips mirror the picture (rules/terrain §4.2)
    for kw, mirror in (({"xflip": True}, pipe[:, ::-1]), ({"yflip": True}, pipe[::-1]),
                       ({"xflip": True, "yflip": True}, pipe[::-1, ::-1])):
        assert np.array_equal(mask_from_tilemap(hp.TileMap(quarter_pipe_cells(radius, **kw), TS)), mirror)


@pytest.mark.parametrize("radius", CURVE_RADII)
def test_loop_layout(radius):
    k = radius // 16
    loop = loop_cells(radius)
    assert loop.shape == (2 * k, 2 * k) and loop.dtype == np.uint16
    assert np.array_equal(loop[k:, k:], quarter_pipe_cells(radius))
    assert np.array_equal(loop[k:, :k], quarter_pipe_cells(radius, xflip=True))
    assert np.array_equal(loop[:k, k:], quarter_pipe_cells(radius, yflip=True))
    assert np.array_equal(loop[:k, :k], quarter_pipe_cells(radius, xflip=True, yflip=True))
    assert not loop_cells(radius, omit="bottom_left")[k:, :k].any()
    assert not loop_cells(radius, omit="bottom_right")[k:, k:].any()
    inside = mask_from_tilemap(hp.TileMap(loop, TS))
    c = np.arange(2 * radius) + 0.5 - radius
    assert np.array_equal(inside, c[:, None] ** 2 + c[None, :] ** 2 >= radius ** 2)


@pytest.mark.parametrize("radius", CURVE_RADII)
def test_loop_angles_agree_with_the_pixels(radius):
    # Cross-check against hedgephys.draw, which fits angles to pixels on its own:
    # every curve cell of a loop drawn as a mask gets about the built-in angle
    # (one-pixel slivers have no line to fit and are left out).
    k = radius // 16
    cells = np.full((2 * k + 2, 2 * k + 2), FULL, np.uint16)
    cells[1:-1, 1:-1] = loop_cells(radius)
    drawn = tilemap_from_mask(mask_from_tilemap(hp.TileMap(cells, TS)))
    checked = 0
    for (r, c), word in np.ndenumerate(cells):
        shape = TS.heights[int(word) & ID_MASK]
        if (shape == 16).all() or np.abs(shape).sum() <= 1:
            continue
        got = int(drawn.tileset.angles[drawn.cells[r, c] & ID_MASK])
        diff = (got - flipped_angle(int(word)) + 128) % 256 - 128
        assert abs(diff) <= 4, (r, c, hex(got), hex(flipped_angle(int(word))))
        checked += 1
    assert checked >= 24


def test_helpers_reject_bad_arguments():
    with pytest.raises(ValueError, match="radius"):
        quarter_pipe_cells(72)
    with pytest.raises(ValueError, match="omit"):
        loop_cells(64, omit="top")
    with pytest.raises(ValueError, match="ratio"):
        slope_cells("1:3")
    with pytest.raises(ValueError, match="solidity"):
        loop_cells(64, solid="sideways")


def test_builtin_tileset_is_a_fresh_copy():
    a, b = builtin_tileset(), builtin_tileset()
    a.heights[BUILTIN_TILES["half"]] = 3
    assert (b.heights[BUILTIN_TILES["half"]] == 8).all()


def test_top_only_pieces():
    words = loop_cells(64, solid="top")
    nonempty = words[words != 0]
    assert nonempty.size and all(int(w) & 0x8000 for w in nonempty)   # no lrb bit: jump-through


# ----- players on the pieces (rules/terrain §6.1 modes, rules/terrain §6.2 floor following) ----------------------

SPEEDS = [6.0, 8.0, 10.0]


def run_modes(tm, game, x, y, frames, on_frame=None):
    """Players at the given speeds, holding right; the sequence of ground modes
    each passes through and whether it ever left the ground."""
    p = hp.Players(len(SPEEDS), game=game)
    p.place(x=x, y=y, ground_speed=np.array(SPEEDS), x_speed=np.array(SPEEDS))
    modes = [[0] for _ in SPEEDS]
    airborne = np.zeros(len(SPEEDS), bool)
    for _ in range(frames):
        p.step(tm, np.full(len(SPEEDS), hp.R, np.uint8))
        if on_frame is not None:
            on_frame(p)
        airborne |= ~p.grounded
        for seq, m in zip(modes, hp.ground_mode(p.raw.angle)):
            if seq[-1] != int(m):
                seq.append(int(m))
    return p, modes, airborne


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
@pytest.mark.parametrize("radius", CURVE_RADII)
def test_players_run_round_a_closed_loop(game, radius):
    # Inside a closed loop set in solid ground, a running player goes floor ->
    # right wall -> ceiling -> left wall -> floor without ever leaving it.
    k = radius // 16
    cells = np.full((2 * k + 4, 2 * k + 4), FULL, np.uint16)
    cells[2:2 + 2 * k, 2:2 + 2 * k] = loop_cells(radius)
    tm = hp.TileMap(cells, TS)
    bottom = 16 * (2 + 2 * k)
    _, modes, airborne = run_modes(tm, game, 16 * (2 + k), bottom - 20, 150)
    assert not airborne.any()
    for seq in modes:
        assert seq[:5] == [0x00, 0xC0, 0x80, 0x40, 0x00], [hex(m) for m in seq]


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
@pytest.mark.parametrize("radius", [64, 96, 128])
def test_players_run_through_a_two_layer_loop(game, radius):
    # rules/terrain §4.3: layer A lacks the bottom-left quarter (the way in), layer B the
    # bottom-right one (the way out); switching at the top, as a path swapper
    # does, takes the player in from the left, round, and out to the right.
    k = radius // 16
    width = 2 * k + 16
    base = np.full((2 * k + 4, width), FULL, np.uint16)
    layers = []
    for omit in ("bottom_left", "bottom_right"):
        c = base.copy()
        c[2:2 + 2 * k, 8:8 + 2 * k] = loop_cells(radius, omit=omit)
        c[2 * k - 1:2 * k + 2, :8] = 0                     # corridors, 3 cells high,
        c[2 * k - 1:2 * k + 2, 8 + 2 * k:width - 1] = 0    # a wall at the far end
        layers.append(c)
    tm = hp.TileMap(layers[0], TS, layers[1])
    cx, cy, floor = 16 * (8 + k), 16 * (2 + k), 16 * (2 + 2 * k)

    def swap_at_the_top(p):
        p.raw.layer[(p.y < cy) & (p.x < cx)] = 1

    p, modes, airborne = run_modes(tm, game, 40, floor - 20, 260, swap_at_the_top)
    assert not airborne.any()
    for seq in modes:
        assert seq == [0x00, 0xC0, 0x80, 0x40, 0x00], [hex(m) for m in seq]
    assert np.all(p.x > 16 * (8 + 2 * k)) and np.all(np.floor(p.y) == floor - 20)


@pytest.mark.parametrize("ratio", ["1:1", "1:2", "1:4"])
@pytest.mark.parametrize("game", ["s1", "s2"])
def test_players_run_over_a_hill_of_slopes(ratio, game):
    # A hill of built-in slopes: up a series, a plateau, down the X-flipped series.
    up, down = slope_cells(ratio)[0], slope_cells(ratio, falling=True)[0]
    n = len(up)
    level = BUILTIN_TILES["full_level"]
    row = np.concatenate([[0, 0], up, [level, level], down, [0] * 8]).astype(np.uint16)
    cells = np.zeros((4, len(row)), np.uint16)
    cells[2] = row
    cells[3] = level
    tm = hp.TileMap(cells, TS)
    p = hp.Players(1, game=game)
    p.place(x=8, y=48 - 20, ground_speed=4.0, x_speed=4.0)
    angles = set()
    for _ in range(300):
        p.step(tm, hp.R)
        assert p.grounded[0]
        angles.add(int(p.angle[0]))
        if p.x[0] >= 16 * (4 + 2 * n + 4):
            break
    assert p.x[0] >= 16 * (4 + 2 * n + 4) and int(p.y[0]) == 48 - 20
    slope = int(TS.angles[up[0]])
    if game == "s2" and ratio == "1:1":
        # rules/terrain §6.2: Sonic 2 rejects a tile angle 0x20 or more away from the ground
        # angle, so 0xE0 straight after level ground is never taken
        assert angles == {0}
    else:
        assert angles == {0, slope, (-slope) & 0xFF}                # both sides, rules/terrain §4.2 flip


def test_sonic1_diagonal_onto_flagged_ground_snaps_to_a_wall():
    # rules/terrain §2: snap(a) = (a + 0x20) & 0xC0 sends the diagonal 0x20 to 0x40. Coming
    # down a 45° slope (0x20) onto flagged full blocks, Sonic 1's player takes
    # 0x40 (left-wall mode); on full_level ground he takes the level 0x00.
    down = slope_cells("1:1", falling=True)[0]
    seen = {}
    for ground in ("full", "full_level"):
        g = BUILTIN_TILES[ground]
        cells = np.zeros((4, 12), np.uint16)
        cells[2, :3] = g
        cells[2, 3] = down[0]
        cells[3] = g
        p = hp.Players(1, game="s1")
        p.place(x=24, y=32 - 20, ground_speed=6.0, x_speed=6.0)
        angles = set()
        for _ in range(40):
            p.step(hp.TileMap(cells, TS), hp.R)
            angles.add(int(p.angle[0]))
        seen[ground] = angles
    assert 0x20 in seen["full"] and 0x40 in seen["full"]
    assert 0x20 in seen["full_level"] and 0x40 not in seen["full_level"]
