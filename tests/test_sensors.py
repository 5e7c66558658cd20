"""Sensors (rules/terrain §5) and tiles (rules/terrain §4): the exact probe, flips, solidity, layers."""
import warnings

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import hedgephys as hp


def example_map(examples):
    """The synthetic map of examples.json derived_sensor_casts."""
    sc = examples["derived_sensor_casts"]
    ts = hp.TileSet.from_dict(sc["tiles"])
    cells = np.zeros((8, 10), np.uint16)
    for m in sc["map"]:
        solid = "all" if m["top_solid"] and m["lrb_solid"] else ("top" if m["top_solid"] else "lrb")
        cells[m["ty"], m["tx"]] = hp.cell(m["tile"], m["xflip"], m["yflip"], solid)
    return hp.TileMap(cells, ts)


def test_every_sensor_vector(examples):
    # examples.json derived_sensor_casts: distance and angle register (None = not written).
    tm = example_map(examples)
    for c in examples["derived_sensor_casts"]["casts"]:
        r = tm.cast(c["x"], c["y"], c["cast"], c["solidity_bit"])
        want = None if c["angle_register"] is None else int(c["angle_register"], 16)
        assert int(r.distance) == c["distance"], c
        assert (int(r.angle) if r.angle_written else None) == want, c


def test_sensor_vectors_vectorized(examples):
    casts = examples["derived_sensor_casts"]["casts"]
    tm = example_map(examples)
    r = tm.cast([c["x"] for c in casts], [c["y"] for c in casts],
                [c["cast"] for c in casts], [c["solidity_bit"] for c in casts])
    assert r.distance.tolist() == [c["distance"] for c in casts]


def test_unwritten_register_keeps_preset(examples):
    # rules/terrain §5.1: nothing found -> the angle register is not written.
    tm = example_map(examples)
    r = tm.cast(5, 100, "down", angle_preset=3)
    assert not r.angle_written and r.angle == 3 and r.tile == 0


def test_grounded_floor_step(examples):
    # examples.json grounded_floor_step: Sonic at (20, 20) over the synthetic map.
    step = examples["derived_sensor_casts"]["grounded_floor_step"]
    tm = example_map(examples)
    for s in ("primary_sensor", "secondary_sensor"):
        r = tm.cast(step[s]["x"], step[s]["y"], "down")
        assert int(r.distance) == step[s]["distance"]
        assert int(r.angle) == int(step[s]["angle"], 16)
    p = hp.Players(1, game="s2")
    p.place(x=20, y=20)
    p.step(tm, 0)
    assert p.y[0] == 19 and p.angle[0] == 0xE8


def test_spg_example_tile_widths(examples):
    # SPG:Solid Tiles example = S2 shape 0x99; the spec gives its stored widths,
    # which here agree with the widths implied by the heights.
    ex = examples["spg_worked_examples"][0]
    w = hp.widths_from_heights(ex["height_array"])
    assert w.tolist() == [0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14]


def test_widths_from_heights_rules():
    # rules/scenario "Widths": full rows 16, right-anchored runs +, left-anchored -.
    assert hp.widths_from_heights([16] * 16).tolist() == [16] * 16
    assert hp.widths_from_heights([0] * 16).tolist() == [0] * 16
    assert hp.widths_from_heights([-4] * 8 + [0] * 8).tolist() == [-8] * 4 + [0] * 12
    assert hp.widths_from_heights([0] * 8 + [8] * 8).tolist() == [0] * 8 + [8] * 8


def test_flipped_angles():
    # rules/terrain §4.2: X-flip -> -a, Y-flip -> 0x80 - a, both -> a + 0x80; flagged stays odd.
    ts = hp.TileSet(np.array([[0] * 16, [16] * 16, [16] * 16]), angles=[0, 0xE8, 0xFF])
    cells = np.array([[hp.cell(1), hp.cell(1, xflip=True), hp.cell(1, yflip=True),
                       hp.cell(1, True, True), hp.cell(2, xflip=True), hp.cell(2, yflip=True),
                       hp.cell(2, True, True)]], np.uint16)
    tm = hp.TileMap(cells, ts)
    r = tm.cast(np.arange(7) * 16 + 3, 8, "down")
    assert r.angle.tolist() == [0xE8, 0x18, 0x98, 0x68, 0x01, 0x81, 0x7F]


def test_layers_and_solidity():
    ts = hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0])
    a = np.array([[0], [hp.cell(1, solid="top")]], np.uint16)
    b = np.array([[0], [0]], np.uint16)
    tm = hp.TileMap(a, ts, cells_b=b)
    # top-only block: seen by a top probe, not by an lrb probe (rules/terrain §4.1)
    assert tm.cast(8, 4, "down", "top").distance == 11
    assert tm.cast(8, 4, "down", "lrb").distance == 27
    # layer b has nothing there (rules/terrain §4.3)
    assert tm.cast(8, 4, "down", "top", layer="b").distance == 27


def test_cd_downward_negative_height():
    # rules/terrain §5.4: Sonic CD treats a negative column as full height, angle 0, on downward casts.
    ts = hp.TileSet(np.array([[0] * 16, [-4] * 16]), angles=[0, 0x40])
    tm = hp.TileMap(np.array([[hp.cell(1)]], np.uint16), ts)
    assert tm.cast(5, 8, "down", game="s2").distance == 23  # beyond the run: empty, extension
    r = tm.cast(5, 8, "down", game="cd")
    assert r.distance == -1 - 8 and r.angle == 0


def test_positions_wrap_at_16_bits():
    ts = hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0])
    tm = hp.TileMap(np.array([[hp.cell(1)]], np.uint16), ts)
    assert tm.cast(5 + 65536, 4, "down").distance == tm.cast(5, 4, "down").distance
    # a sensor at x = -1 is the word 65535: far outside the map, so empty
    assert tm.cast(-1, 4, "down").distance == 31 - 4


# ---------------------------------------------------------------------------
# Errors at the boundary
def _tm():
    ts = hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF])
    return hp.TileMap(np.array([[1, 0], [1, 1]], np.uint16), ts)


@pytest.mark.parametrize("kwargs, err, words", [
    (dict(x=1.5, y=2), TypeError, "x"),
    (dict(x=1, y=2, direction="sideways"), ValueError, "direction"),
    (dict(x=1, y=2, solidity="middle"), ValueError, "solidity"),
    (dict(x=1, y=2, layer="c"), ValueError, "layer"),
    (dict(x=1, y=2, game="s4"), ValueError, "game"),
    (dict(x=1, y=2, angle_preset=300), ValueError, "angle_preset"),
])
def test_cast_rejects_bad_arguments(kwargs, err, words):
    with pytest.raises(err, match=words):
        _tm().cast(**kwargs)


def test_map_naming_missing_tile_is_rejected():
    ts = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    with pytest.raises(ValueError, match=r"cells\[0, 1\] names tile 5"):
        hp.TileMap(np.array([[1, 5]], np.uint16), ts)


def test_in_place_edit_to_a_missing_tile_is_caught():
    tm = _tm()
    tm.cells[1, 1] = 9
    # validate() names the cell ...
    with pytest.raises(ValueError, match=r"cells\[1, 1\] names tile 9"):
        tm.validate()
    # ... and a probe that meets it reads it as empty, and the call warns
    # (issue 13: no state change is undone after the fact)
    with pytest.warns(RuntimeWarning, match="names tile 9.*read it as empty"):
        hit = tm.cast(24, 20)
    empty = _tm()
    empty.cells[1, 1] = 0
    assert hit.distance == empty.cast(24, 20).distance  # read exactly as an empty cell
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert tm.cast(3, 3).distance == -4  # probes elsewhere are unaffected and do not warn


def test_in_place_edits_are_seen():
    tm = _tm()
    assert tm.cast(24, 4, "down").distance == 11
    tm.cells[1, 1] = 0
    assert tm.cast(24, 4, "down").distance == 27


@pytest.mark.parametrize("heights, err", [
    (np.zeros((2, 15)), ValueError),
    (np.full((2, 16), 17), ValueError),
    (np.full((2, 16), 1.5), TypeError),
])
def test_tileset_rejects_bad_heights(heights, err):
    with pytest.raises(err):
        hp.TileSet(heights)


def test_tileset_rejects_heights_edited_out_of_range():
    tm = _tm()
    tm.tileset.heights[1, 3] = 20
    with pytest.raises(ValueError, match="height of column 3"):
        tm.validate()


def test_map_rejects_bad_cells():
    ts = hp.TileSet(np.zeros((1, 16), int))
    with pytest.raises(ValueError, match="2-D"):
        hp.TileMap(np.zeros(4, np.uint16), ts)
    with pytest.raises(TypeError):
        hp.TileMap(np.zeros((2, 2)), ts)
    with pytest.raises(ValueError, match="cells_b"):
        hp.TileMap(np.zeros((2, 2), np.uint16), ts, cells_b=np.zeros((3, 2), np.uint16))


# ---------------------------------------------------------------------------
# rules/terrain §5.3 property: where every column met is solid from the side the probe
# arrives at, the cast equals a scan of the pixel solidity over the sensor's
# block and the next (or the previous one when starting inside solid).

ROWS, COLS = 6, 6


def pixel_image(tm, vertical, solidity):
    """Solid pixels as the probe sees them, rendered here from the tile data:
    heights for vertical casts, widths for horizontal ones, flips applied
    geometrically, cells lacking the tested solidity bit left empty."""
    rows, cols = tm.shape
    img = np.zeros((rows * 16, cols * 16), bool)
    miss = hp.tiles.NO_TOP if solidity == "top" else hp.tiles.NO_LRB
    for r in range(rows):
        for c in range(cols):
            word = int(tm.cells[r, c])
            tid = word & hp.tiles.ID_MASK
            if tid == 0 or word & miss:
                continue
            block = np.zeros((16, 16), bool)
            if vertical:
                for col, h in enumerate(tm.tileset.heights[tid]):
                    if h > 0:
                        block[16 - h:, col] = True
                    elif h < 0:
                        block[:-h, col] = True
            else:
                for row, w in enumerate(tm.tileset.widths[tid]):
                    if w > 0:
                        block[row, 16 - w:] = True
                    elif w < 0:
                        block[row, :-w] = True
            if word & hp.tiles.XFLIP:
                block = block[:, ::-1]
            if word & hp.tiles.YFLIP:
                block = block[::-1, :]
            img[r * 16:(r + 1) * 16, c * 16:(c + 1) * 16] = block
    return img


def brute_force(img, x, y, direction):
    """Distance by scanning pixels (rules/terrain §5.1), limited as rules/terrain §5.2's two probes are."""
    # Rotate the problem so that the cast always goes toward +s along a line.
    if direction in ("down", "up"):
        line, s = img[:, x], y
    else:
        line, s = img[y, :], x
    if direction in ("up", "left"):
        line, s = line[::-1], len(line) - 1 - s
    n = len(line)
    solid = lambda i: 0 <= i < n and line[i]  # outside the map: empty
    block_start = s - (s % 16)
    if not solid(s):
        for i in range(s + 1, block_start + 32):
            if solid(i):
                return i - s - 1
        return 31 - (s % 16)
    count = 0
    i = s
    while i >= block_start - 16 and solid(i):
        count += 1
        i -= 1
    return -count


@st.composite
def floor_maps(draw, direction):
    """Random tiles whose runs touch the far side for the given direction."""
    n = draw(st.integers(1, 6))
    vals = st.lists(st.integers(0, 16), min_size=16, max_size=16)
    heights = np.array([[0] * 16] + [draw(vals) for _ in range(n)])
    widths = np.array([[0] * 16] + [draw(vals) for _ in range(n)])
    ts = hp.TileSet(heights, widths, angles=np.zeros(n + 1, np.uint8))
    flip_x = direction == "left"
    flip_y = direction == "up"
    cells = np.zeros((ROWS, COLS), np.uint16)
    for r in range(ROWS):
        for c in range(COLS):
            tid = draw(st.integers(0, n))
            other = draw(st.booleans())  # the flip that does not matter for this direction
            solid = draw(st.sampled_from(["all", "all", "top", "lrb"]))
            xf = flip_x if direction in ("left", "right") else other
            yf = flip_y if direction in ("up", "down") else other
            cells[r, c] = hp.cell(tid, xf, yf, solid)
    return hp.TileMap(cells, ts)


@pytest.mark.parametrize("direction", ["down", "up", "right", "left"])
@pytest.mark.parametrize("solidity", ["top", "lrb"])
@settings(max_examples=60)
@given(data=st.data())
def test_cast_equals_pixel_scan(direction, solidity, data):
    tm = data.draw(floor_maps(direction))
    img = pixel_image(tm, direction in ("down", "up"), solidity)
    xs = np.array(data.draw(st.lists(st.integers(0, COLS * 16 - 1), min_size=20, max_size=20)))
    ys = np.array(data.draw(st.lists(st.integers(0, ROWS * 16 - 1), min_size=20, max_size=20)))
    got = tm.cast(xs, ys, direction, solidity).distance
    want = [brute_force(img, int(x), int(y), direction) for x, y in zip(xs, ys)]
    assert got.tolist() == want
    assert got.min() >= -32 and got.max() <= 31  # rules/terrain §5.1 range
