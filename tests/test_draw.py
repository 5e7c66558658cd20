"""Masks to tiles and back (hedgephys.draw): rules/terrain §4.1 (heights, widths,
angle), rules/terrain §4.2 (flips), rules/terrain §2 (angles, flagged), rules/terrain §5.3 (a drawn map answers casts like
a pixel scan)."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys as hp
from hedgephys.builtin import BUILTIN_TILES, builtin_tileset, slope_cells
from hedgephys.draw import (
    mask_from_tilemap, pixels_from_heights, pixels_from_widths, surface_angle, tile_angle,
    tilemap_from_mask,
)
from hedgephys.tiles import ID_MASK, NO_LRB


def _columns(h):
    """A 16-row strip of pixels from one signed height per pixel column: +h =
    a run of h pixels on the bottom edge, -h = on the top edge (rules/terrain §4.1)."""
    out = np.zeros((16, len(h)), bool)
    rows = np.arange(16)[:, None]
    out |= (h > 0) & (rows >= 16 - h)
    out |= (h < 0) & (rows < -h)
    return out


def block(heights):
    """One 16x16 block of pixels from 16 heights."""
    return pixels_from_heights(np.asarray(heights))


# ----- round trip and dedup (the brief's two required properties) -------------------

@st.composite
def run_masks(draw):
    """Masks of any size made of per-column runs on a block's bottom or top edge.

    Returns (mask, heights per block row); when the height is not a multiple
    of 16, the last block row holds only top runs that fit (padding below them
    keeps every column a single edge run)."""
    rows = draw(st.integers(1, 3))
    width = draw(st.integers(1, 60))
    cut = draw(st.integers(0, 15))
    row_values = [st.integers(-16, 16)] * (rows - 1) + [st.integers(-(16 - cut), 16 if cut == 0 else 0)]
    hs = np.array([draw(st.lists(v, min_size=width, max_size=width)) for v in row_values])
    mask = np.vstack([_columns(r) for r in hs])
    return mask[:16 * rows - cut], hs


@given(run_masks())
def test_run_masks_round_trip_exactly(mh):
    # rules/terrain §4.1: a column that is one run on an edge is exactly a height; padding is empty.
    mask, _ = mh
    tm = tilemap_from_mask(mask, strict=True)
    back = mask_from_tilemap(tm)
    assert back.shape == (16 * -(-mask.shape[0] // 16), 16 * -(-mask.shape[1] // 16))
    assert np.array_equal(back[:mask.shape[0], :mask.shape[1]], mask)
    assert not back[mask.shape[0]:].any() and not back[:, mask.shape[1]:].any()


@given(run_masks())
def test_tiles_are_unique_and_blocks_share_them(mh):
    mask, _ = mh
    tm = tilemap_from_mask(mask)
    ts = tm.tileset
    assert not ts.heights[0].any() and ts.angles[0] == 0          # id 0 = empty
    keys = {(ts.heights[i].tobytes(), ts.widths[i].tobytes(), int(ts.angles[i])) for i in range(len(ts))}
    assert len(keys) == len(ts)                                    # no tile stored twice
    rows, cols = tm.shape
    padded = np.zeros((16 * rows, 16 * cols), bool)
    padded[:mask.shape[0], :mask.shape[1]] = mask
    blocks = padded.reshape(rows, 16, cols, 16).swapaxes(1, 2).reshape(rows * cols, 256)
    ids = tm.cells.ravel() & ID_MASK
    for pattern in {b.tobytes() for b in blocks}:
        same = [int(ids[i]) for i, b in enumerate(blocks) if b.tobytes() == pattern]
        # equal blocks share one shape (their angle may differ: a full column's
        # top is a surface only where nothing solid lies above the block)
        assert len({ts.heights[i].tobytes() + ts.widths[i].tobytes() for i in same}) == 1
    assert (ids == 0).tolist() == [not b.any() for b in blocks]    # empty blocks are 0


def test_repeated_blocks_are_deduplicated():
    slope = block(np.arange(1, 17))
    mask = np.hstack([slope, slope, np.zeros((16, 16), bool), slope, np.ones((16, 16), bool)])
    tm = tilemap_from_mask(mask)
    assert len(tm.tileset) == 3                                    # empty, slope, full
    assert tm.cells.tolist() == [[1, 1, 0, 1, 2]]


@given(run_masks())
def test_widths_follow_widths_from_heights(mh):
    # For shapes a height array describes, the widths read from the pixels are
    # what hedgephys.widths_from_heights implies (same rule, rules/terrain §4.1).
    mask, _ = mh
    ts = tilemap_from_mask(mask).tileset
    assert np.array_equal(ts.widths, hp.widths_from_heights(ts.heights))


# ----- heights of columns a height cannot describe ---------------------------------

def one_column(rows_solid):
    m = np.zeros((16, 16), bool)
    m[list(rows_solid), 0] = True
    return m


@pytest.mark.parametrize("rows_solid, height", [
    (range(10, 16), 6),                    # bottom run
    (range(0, 5), -5),                     # top run
    (range(16), 16),                       # full
    ((), 0),                               # empty
    ([0, 1, *range(10, 16)], 6),           # ceiling and floor: keep the floor run
    ([0, 1, 2, 7, 8], -3),                 # top run and a floating one: keep the top run
    (range(4, 8), 12),                     # floating only: filled down from its top
])
def test_column_heights(rows_solid, height):
    tm = tilemap_from_mask(one_column(rows_solid))
    assert tm.tileset.heights[tm.cells[0, 0] & ID_MASK][0] == height


def test_strict_names_block_and_column():
    mask = np.zeros((32, 48), bool)
    mask[16 + 4:16 + 8, 32 + 5] = True     # floating run in block (1, 2), column 5
    with pytest.raises(ValueError, match=r"block \(row 1, col 2\).*column 5 \(x = 37\)"):
        tilemap_from_mask(mask, strict=True)
    tilemap_from_mask(mask)                # approximated without strict


def test_rows_use_the_widths_rule():
    m = np.zeros((16, 16), bool)
    m[0, 12:] = True                       # right run: +4
    m[1, :3] = True                        # left run: -3
    m[2, 5:9] = True                       # floating: 0
    m[3, :2] = m[3, 14:] = True            # both edges: the right one wins, +2
    m[4] = True                            # full: 16
    tm = tilemap_from_mask(m)
    assert tm.tileset.widths[1][:5].tolist() == [4, -3, 0, 2, 16]


# ----- angles (rules/terrain §2, §4.1) -----------------------------------------------------------

def angle_of_block(pixels, tileset=None):
    tm = tilemap_from_mask(pixels, tileset=tileset)
    return int(tm.tileset.angles[tm.cells[0, 0] & ID_MASK])


def test_full_empty_and_flat_angles():
    assert angle_of_block(np.ones((16, 16), bool)) == 0xFF        # full: flagged, as in the data
    assert tilemap_from_mask(np.zeros((16, 16), bool)).cells[0, 0] == 0
    assert angle_of_block(block([8] * 16)) == 0x00
    assert angle_of_block(block([-8] * 16)) == 0x80               # a ceiling, walked upside down


def test_slope_angles_use_the_game_arctangent():
    # rules/terrain §2: a floor rising to the right is in 0xC1..0xFF; 45° = angle_of(16, -16) = 0xE0.
    assert angle_of_block(block(np.arange(1, 17))) == int(hp.angle_of(16, -16)) == 0xE0
    assert angle_of_block(block(np.arange(16, 0, -1))) == 0x20    # falling right: 0x01..0x3F
    assert angle_of_block(block(np.arange(15, -1, -1))) == 0x20


def test_odd_arctangent_results_are_made_even():
    # rules/terrain §2: an odd angle is flagged; angle_of(16, -8) = 0xED would be.
    assert int(hp.angle_of(16, -8)) == 0xED
    assert tile_angle(16, -8) == 0xEE      # exact direction 237.1 -> nearer even 238
    assert tile_angle(-16, 8) == 0x6E and tile_angle(-16, -8) == 0x92  # flips commute


def test_walls_under_solid():
    # A face with more solid above and below it: its full columns' ends are no surface.
    wall_left = np.zeros((48, 16), bool)
    wall_left[:, :8] = True
    tm = tilemap_from_mask(wall_left)
    angle = [int(tm.tileset.angles[tm.cells[r, 0] & ID_MASK]) for r in range(3)]
    assert angle == [0x00, 0x40, 0x80]     # a step's top (level), a wall on the left, an overhang
    assert len({int(c) for c in tm.cells[:, 0]}) == 3              # one shape, three angles
    assert int(tilemap_from_mask(np.fliplr(wall_left)).tileset.angles[2]) == 0xC0
    assert surface_angle([0] * 8 + [16] * 8, solid_above=[True] * 16,
                         solid_below=[True] * 16) == 0xC0          # a wall on the right


@st.composite
def rising_blocks(draw):
    """Floor blocks rising to the right (non-decreasing heights), not full."""
    hs = sorted(draw(st.lists(st.integers(0, 16), min_size=16, max_size=16)))
    if hs[0] == 16 or hs[-1] == 0:
        hs[0], hs[-1] = 0, 16
    return np.array(hs)


@given(rising_blocks())
def test_mirrored_blocks_get_flipped_angles(hs):
    # rules/terrain §4.2: the core gives an X-flipped tile (-a) & 0xFF and a Y-flipped one
    # (0x80 - a) & 0xFF; drawing the mirrored picture gives the same angle.
    pix = block(hs)
    a = angle_of_block(pix)
    assert a % 2 == 0 and (a >= 0xC0 or a == 0)                    # rising right, unflagged
    assert angle_of_block(np.fliplr(pix)) == (-a) & 0xFF
    assert angle_of_block(np.flipud(pix)) == (0x80 - a) & 0xFF


@given(run_masks())
def test_only_full_blocks_are_flagged(mh):
    mask, _ = mh
    ts = tilemap_from_mask(mask).tileset
    flagged = ts.angles % 2 == 1
    assert np.array_equal(flagged, (ts.heights == 16).all(axis=1))
    assert np.all(ts.angles[flagged] == 0xFF)


def test_builtin_slopes_drawn_give_builtin_angles():
    ts = builtin_tileset()
    for ratio in ("1:1", "1:2", "1:4"):
        row = slope_cells(ratio)
        mask = mask_from_tilemap(hp.TileMap(row, ts))
        drawn = tilemap_from_mask(mask)
        for i, word in enumerate(row[0]):
            want = int(ts.angles[word])
            got = int(drawn.tileset.angles[drawn.cells[0, i]])
            assert abs(got - want) <= 2, (ratio, i, hex(got), hex(want))  # one even step at most


def test_tileset_argument_reuses_existing_ids():
    ts = builtin_tileset()
    mask = mask_from_tilemap(hp.TileMap(slope_cells("1:2"), ts))
    mask = np.hstack([mask, np.ones((16, 16), bool), block([3] * 16)])
    tm = tilemap_from_mask(mask, tileset=ts)
    assert tm.cells[0, :3].tolist() == [BUILTIN_TILES["slope_1_2_0"], BUILTIN_TILES["slope_1_2_1"],
                                        BUILTIN_TILES["full"]]
    assert tm.cells[0, 3] == len(ts)                               # a new shape is appended
    assert len(tm.tileset) == len(ts) + 1
    assert np.array_equal(tm.tileset.angles[:len(ts)], ts.angles)  # old tiles keep their angles


# ----- layers, solidity, rendering --------------------------------------------------

def test_layer_b_and_solidity():
    a = np.zeros((16, 32), bool)
    a[8:, :16] = True
    b = np.zeros((16, 32), bool)
    b[8:, 16:] = True
    tm = tilemap_from_mask(a, mask_b=b, solid="top")
    assert len(tm.tileset) == 2                                    # one shared tile set
    assert tm.cells[0, 0] == tm.cells_b[0, 1] == (1 | NO_LRB)      # top-only: a jump-through (rules/terrain §4.1)
    assert np.array_equal(mask_from_tilemap(tm, "b"), b)
    assert np.array_equal(mask_from_tilemap(tm, "a", solidity="top"), a)
    assert not mask_from_tilemap(tm, "a", solidity="lrb").any()   # invisible to lrb probes
    assert np.array_equal(mask_from_tilemap(tm, "a", solidity="any"), a)
    # the core agrees: a floor sensor lands on it, a ceiling/push probe does not see it
    assert int(tm.cast(4, 0, "down", "top").distance) == 7
    assert int(tm.cast(4, 0, "down", "lrb").distance) == 31
    with pytest.raises(ValueError, match="mask_b has shape"):
        tilemap_from_mask(a, mask_b=b[:, :16])


def test_flips_mirror_rendered_tiles():
    ts = builtin_tileset()
    s = BUILTIN_TILES["slope_1_1"]
    cells = np.array([[s, hp.cell(s, xflip=True), hp.cell(s, yflip=True), hp.cell(s, True, True)]],
                     np.uint16)
    img = mask_from_tilemap(hp.TileMap(cells, ts))
    tile = img[:, :16]
    assert np.array_equal(img[:, 16:32], tile[:, ::-1])
    assert np.array_equal(img[:, 32:48], tile[::-1, :])
    assert np.array_equal(img[:, 48:], tile[::-1, ::-1])


def test_widths_view():
    h = np.array([16] * 8 + [0] * 8)
    w = np.array([-8] * 4 + [0] * 12)      # stored widths may disagree with the heights (rules/terrain §4.1)
    tm = hp.TileMap(np.array([[1]], np.uint16), hp.TileSet(np.stack([h * 0, h]), np.stack([w * 0, w])))
    assert np.array_equal(mask_from_tilemap(tm, view="heights"), pixels_from_heights(h))
    assert np.array_equal(mask_from_tilemap(tm, view="widths"), pixels_from_widths(w))
    assert mask_from_tilemap(tm, view="widths").sum() == 32


@given(run_masks(), st.data())
def test_drawn_map_casts_like_a_pixel_scan(mh, data):
    # rules/terrain §5.3: with floor shapes, a downward cast equals scanning the pixel column
    # over the sensor's tile and the next one.
    mask, hs = mh
    mask = np.vstack([_columns(np.abs(r)) for r in hs])            # floors only
    tm = tilemap_from_mask(mask)
    x = data.draw(st.integers(0, mask.shape[1] - 1))
    y = data.draw(st.integers(0, mask.shape[0] - 1))
    if mask[y, x]:
        return
    col = np.concatenate([mask[:, x], np.zeros(64, bool)])
    limit = 16 * (y // 16) + 32                                     # end of the next tile
    solid = np.flatnonzero(col[y + 1:limit])
    want = int(solid[0]) if solid.size else limit - 1 - y
    assert int(tm.cast(x, y, "down").distance) == want


@pytest.mark.parametrize("bad, err", [
    (np.zeros((4, 4, 4), bool), ValueError),
    (np.zeros((4, 4), np.uint8), TypeError),
    (np.zeros((0, 4), bool), ValueError),
])
def test_mask_validation(bad, err):
    with pytest.raises(err):
        tilemap_from_mask(bad)


def test_unknown_names_raise():
    m = np.ones((16, 16), bool)
    with pytest.raises(ValueError, match="solidity"):
        tilemap_from_mask(m, solid="sideways")
    tm = tilemap_from_mask(m)
    for kwargs in ({"layer": "c"}, {"solidity": "all"}, {"view": "diagonal"}):
        with pytest.raises(ValueError):
            mask_from_tilemap(tm, **kwargs)


def test_too_many_tiles():
    # 4096 distinct non-empty blocks: ids would reach 4096 > 4095 (12-bit ids).
    i = np.arange(4096)
    bits = (i[:, None] >> np.arange(12)) & 1                        # (4096, 12)
    heights = np.concatenate([1 + bits, np.ones((4096, 4), int)], axis=1)
    pix = pixels_from_heights(heights).reshape(64, 64, 16, 16).swapaxes(1, 2).reshape(1024, 1024)
    with pytest.raises(ValueError, match="4096 distinct tiles"):
        tilemap_from_mask(pix)
