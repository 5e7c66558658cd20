"""Real-act loading (hedgephys.levels) on miniature checkouts written by
tests/synthetic_checkouts.py in each game's file layout and formats.

The games' facts checked here are cited where they come from: the block word
bit positions (rules/terrain §4.1), FindNearestTile / Find_Tile / Find_Tile_FG
(the wrap), the act tables (LevelSizeArray, LevelSize, LevelSizes), the S1
special chunks (0x29 -> 0x51) and the object layout format. Checks against
real checkouts are in test_levels_disasm.py (run when HEDGEPHYS_DISASM is set).
"""
import re
import shutil

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels import CheckoutError, LevelDataError, UnknownActError
from hedgephys.tiles import NO_LRB, NO_TOP, XFLIP, YFLIP
from synthetic_checkouts import FLOOR, LOOP_COL, geometry, kosinski_compress, s3k_layout, write_all

G = geometry()


ACTS = [("s1", "ghz1"), ("s2", "ehz1"), ("s3k", "aiz1"), ("s3k", "icz1"), ("s3k", "mhz1")]


def test_games_and_acts_are_found(co, tmp_path):
    assert {g: hp.levels.detect_game(p) for g, p in co.items()} == {"s1": "s1", "s2": "s2", "s3k": "s3k"}
    assert hp.levels.acts(co["s1"]) == ["ghz1", "lz3"]
    assert hp.levels.acts(co["s2"]) == ["ehz1", "mtz1"]
    assert hp.levels.acts(co["s3k"]) == ["aiz1", "icz1", "mhz1"]
    assert hp.levels.find_checkouts(co["s2"].parent) == {g: str(p) for g, p in co.items()}
    assert hp.levels.find_checkouts(co["s1"]) == {"s1": str(co["s1"])}
    assert hp.levels.find_checkouts(tmp_path) == {}
    assert hp.levels.ACTS["s2"]["ehz1"].title == "Emerald Hill Zone Act 1"
    assert len(hp.levels.ACTS["s1"]) == 19 and len(hp.levels.ACTS["s2"]) == 20 and len(hp.levels.ACTS["s3k"]) == 28


@pytest.mark.parametrize("game, act", ACTS)
def test_both_layers_and_the_shapes_come_back_exactly(co, game, act):
    """The miniature checkout was written from geometry(): every cell of both
    layers, and the height, width and angle arrays as stored (flagged angles
    such as the full block's 0xFF included), come back."""
    lv = hp.levels.load(co[game], act)
    t = lv.tilemap
    rows, cols = G.cells_a.shape
    assert np.array_equal(t.cells[:rows, :cols], G.cells_a)
    assert np.array_equal(t.cells_b[:rows, :cols], G.cells_b)
    assert not t.cells[rows:].any() and not t.cells[:, cols:].any()
    assert np.array_equal(t.tileset.heights, G.heights) and np.array_equal(t.tileset.widths, G.widths)
    assert np.array_equal(t.tileset.angles, G.angles) and t.tileset.angles[hp.builtin.BUILTIN_TILES["full"]] == 0xFF
    assert (lv.game, lv.name, lv.start) == (game, act, G.start)


def _replace_chunks(path, game, words):
    """Point the act's first chunk at raw block words (S1 16x16, else 8x8)."""
    if game == "s1":
        chunks = np.zeros((1, 16, 16), np.uint16)
        chunks[0, 0, :len(words)] = words
        (path / "map256/GHZ.kos").write_bytes(kosinski_compress(chunks.astype(">u2").tobytes()))
        (path / "levels/ghz1.bin").write_bytes(bytes([0, 0, 1]))
        (path / "collide/GHZ.bin").write_bytes(bytes(range(8)) + bytes(0x800 - 8))
        return hp.levels.load(path, "ghz1").tilemap
    chunks = np.zeros((2, 8, 8), np.uint16)
    chunks[1, 0, :len(words)] = words
    raw = chunks.astype(">u2").tobytes()
    primary, secondary = np.arange(0x300) & 0x7F, (np.arange(0x300) & 0x7F) + 0x80
    if game == "s2":
        ram = np.zeros(0x1000, np.uint8)
        ram[0] = 1
        (path / "level/layout/EHZ_1.kos").write_bytes(kosinski_compress(ram.tobytes()))
        (path / "mappings/128x128/EHZ_HTZ.kos").write_bytes(kosinski_compress(raw))
        for name, index in (("primary", primary), ("secondary", secondary)):
            (path / f"collision/EHZ and HTZ {name} 16x16 collision index.kos").write_bytes(
                kosinski_compress(index.astype(np.uint8).tobytes()))
        return hp.levels.load(path, "ehz1").tilemap
    (path / "Levels/AIZ/Layout/1.bin").write_bytes(s3k_layout(np.array([[1]])))
    (path / "Levels/AIZ/Chunks/Act 1.kos").write_bytes(kosinski_compress(raw))
    (path / "Levels/AIZ/Collision/1.bin").write_bytes(np.concatenate([primary, secondary]).astype(">u2").tobytes())
    return hp.levels.load(path, "aiz1").tilemap


def test_s1_block_words(fresh):
    """S1: id bits 0-10, X-flip 11, Y-flip 12, top 13, lrb 14 (rules/terrain §4.1;
    FindFloor: andi.w #$7FF, btst #$B / #$C, d5 = $D or $E). The index here maps
    block b to shape b for b < 8, 0 after."""
    t = _replace_chunks(fresh["s1"], "s1", [0x2803, 0x5003, 0x7803, 0x1803, 0x6403, 0x6000 | 0x7FF])
    assert list(t.cells[0, :6]) == [3 | XFLIP | NO_LRB, 3 | YFLIP | NO_TOP, 3 | XFLIP | YFLIP, 0, 0, 0]
    # 0x6403: id 0x403 (bit 10 is part of the id in S1), shape 0; 0x7FF: shape 0
    assert t.cells_b is None  # one layer


@pytest.mark.parametrize("game", ["s2", "s3k"])
def test_s2_and_s3k_block_words(fresh, game):
    """S2 and S3K: id bits 0-9, X-flip 10, Y-flip 11, layer A top 12 / lrb 13,
    layer B top 14 / lrb 15 (rules/terrain §4.1; Find_Tile: andi.w #$3FF, btst
    #$A / #$B, top_solid_bit $C/$E). Layer A uses the primary index (block b ->
    shape b & 0x7F), layer B the secondary (-> (b & 0x7F) + 0x80)."""
    t = _replace_chunks(fresh[game], game, [0x1403, 0xC803, 0x3003 | 0x0C00, 0x0403, 0x4005])
    a, b = list(t.cells[0, :5]), list(t.cells_b[0, :5])
    assert a == [3 | XFLIP | NO_LRB, 0, 3 | XFLIP | YFLIP, 0, 0]
    assert b == [0, 0x83 | YFLIP, 0, 0, 0x85 | NO_LRB]


def test_s1_special_chunks_and_loops(co):
    """FindNearestTile: a layout byte with bit 7 set reads chunk id & 0x7F, or
    (id & 0x7F) + 1 behind the loop, 0x51 instead of 0x29; Sonic_Loops only
    runs in GHZ and SLZ, by LoopTileNums (GHZ: loop 0xB5, roll tunnels 0x1F, 0x20)."""
    lz3 = hp.levels.load(co["s1"], "lz3").tilemap
    # byte 0xA8: layer A is chunk 0x28 (a floor), layer B chunk 0x51 (a wall at cell column 8)
    assert not lz3.cells[:FLOOR, 16 + 8].any() and lz3.cells_b[:, 16 + 8].all()
    assert np.array_equal(lz3.cells[:, :16], lz3.cells_b[:, :16])
    assert lz3.loops is None
    ghz = hp.levels.load(co["s1"], "ghz1").tilemap
    kinds = ghz.loops.kinds
    assert kinds.shape == (8, 128)
    assert (kinds[0, 2], kinds[0, 4]) == (hp.loops.LOOP_KINDS["loop"], hp.loops.LOOP_KINDS["roll_tunnel"])
    assert ghz.loops.count("loop") == 1 and ghz.loops.count("roll_tunnel") == 1


@pytest.mark.parametrize("game, act, wrap, wraps", [
    ("s1", "ghz1", (32768, 2048), False),   # FindNearestTile: column & 0x7F, row & 7 (256 px chunks)
    ("s1", "lz3", (32768, 2048), True),     # LevelSizeArray LZ3 top $FF00
    ("s2", "ehz1", (16384, 2048), False),   # Find_Tile: column & 0x7F, row & 15 (128 px chunks)
    ("s2", "mtz1", (16384, 2048), True),    # LevelSize MTZ1 ystart -$100
    ("s3k", "aiz1", (None, 4096), False),   # Find_Tile_FG: row mask $7C (32 rows), column unmasked
    ("s3k", "icz1", (None, 2048), True),    # ICZ1_ScreenInit: Layout_row_index_mask $3C
    ("s3k", "mhz1", (None, 4096), False),
])
def test_wrap(co, game, act, wrap, wraps):
    lv = hp.levels.load(co[game], act)
    assert (lv.tilemap.wrap_x, lv.tilemap.wrap_y) == wrap
    assert lv.wraps_vertically == wraps == (lv.bounds.min_y == -256)
    # the player's y wraps in S2 and S3K (Obj01_Control, Sonic_Control); S1's
    # camera does it, so no rule of the player's there
    assert lv.wrap_y == (wrap[1] if wraps and game != "s1" else None)
    # the floor seen from a period below is the same floor
    x = 100
    same = lv.tilemap.cast([x, x], [180, 180 + wrap[1]], "down")
    assert same.distance[0] == same.distance[1] == 16 * FLOOR - 180 - 1


@pytest.mark.parametrize("game, act, bounds", [
    ("s1", "ghz1", (0, 0x24BF, 0, 0x300)),       # LevelSizeArray GHZ act 1
    ("s2", "ehz1", (0, 0x29A0, 0, 0x320)),       # LevelSize EHZ act 1
    ("s3k", "aiz1", (0x1308, 0x6000, 0, 0x390)),  # LevelSizes AIZ1
    ("s3k", "mhz1", (0xC0, 0x4298, 0, 0xAA0)),   # MHZ1: camera min x $C0 for Sonic (Get_LevelSizeStart)
])
def test_bounds_from_the_tables(co, game, act, bounds):
    lv = hp.levels.load(co[game], act)
    assert tuple(lv.bounds) == bounds
    assert lv.camera == (bounds[0], bounds[1], bounds[3])


def test_s3k_start_by_character(co):
    """Knuckles reads Knux_Start_Locations and keeps MHZ1's own bounds; Tails
    alone skips ICZ1's snowboard (Get_LevelSizeStart)."""
    assert hp.levels.load(co["s3k"], "mhz1", character="knuckles").bounds.min_x == 0
    icz = hp.levels.load(co["s3k"], "icz1", character="tails")
    assert icz.start == (0x3780, 0x1E0) and (icz.bounds.min_x, icz.bounds.min_y) == (0x35A0, 0x200)
    with pytest.raises(ValueError, match="unknown character 'amy'"):
        hp.levels.load(co["s3k"], "aiz1", character="amy")


@pytest.mark.parametrize("game, act", [("s2", "ehz1"), ("s3k", "aiz1")])
def test_path_swappers_from_the_object_layout(co, game, act):
    """6-byte records (x; y with bit 13 the X-flip; id; subtype) up to x = $FFFF;
    only object $03 (S2 Obj03) / 2 (S3K Obj_PathSwap) is kept with objects="path"."""
    lv = hp.levels.load(co[game], act, objects="path")
    assert lv.objects == tuple(hp.PathSwapper(x, y, st, x_flip=xf) for x, y, st, xf in G.swappers)


def test_horizontal_swappers_come_first(fresh):
    """Layout order within each group, the horizontal lines first (the games'
    own order is their object slots', see place_path.path_swappers); a layout may
    also end with the file instead of an end marker."""
    records = [(100, 200, 3, 0x01), (300, 250, 3, 0x05), (500, 300, 0x26, 0), (700, 150, 3, 0x84)]
    data = b"".join(x.to_bytes(2, "big") + y.to_bytes(2, "big") + bytes([i, st]) for x, y, i, st in records)
    (fresh["s2"] / "level/objects/EHZ_1.bin").write_bytes(data)
    lv = hp.levels.load(fresh["s2"], "ehz1", objects="path")
    assert [(o.x, o.subtype) for o in lv.objects] == [(300, 0x05), (700, 0x84), (100, 0x01)]


@pytest.mark.parametrize("game, act", ACTS + [("s1", "lz3"), ("s2", "mtz1")])
def test_a_player_runs_through_the_act(co, game, act):
    """The whole chain: from the start, holding right, a player of the act's
    game runs round the loop (onto layer B at its top: S1 by Sonic_Loops, the
    others by the path swapper), jumps the pit at this speed and stops at the wall."""
    lv = hp.levels.load(co[game], act, objects="path")   # the terrain and its swappers
    if act == "lz3":
        return  # a two-chunk act, covered by the special chunk test
    p = hp.Players(1, game=lv.game)
    p.place(x=lv.start[0], y=lv.start[1])
    objs = hp.Objects(lv.objects, 1, lv.game) if lv.objects else None
    rec = p.step(lv.tilemap, np.full((400, 1), hp.R, np.uint8), objects=objs, record=["x", "y", "layer", "angle"])
    x, layer, angle = rec["x"][:, 0] >> 16, rec["layer"][:, 0], rec["angle"][:, 0]
    top = np.flatnonzero((angle > 0x70) & (angle < 0x90))
    assert top.size and layer[top[-1]] == 1          # upside down on the loop's top: layer B
    assert x.max() > 16 * (LOOP_COL + 9) and p.x[0] == pytest.approx(16 * 76 - 11, abs=1)


def test_level_keeps_working_as_before_and_in_the_gym(co):
    pytest.importorskip("gymnasium")
    from hedgephys.gym import HedgephysEnv
    plain = hp.Level(hp.default_level().tilemap, (64.0, 172.0))
    assert plain.bounds is None and plain.camera is None and plain.area == (0, 0, 1600, 256)
    lv = hp.levels.load(co["s2"], "ehz1")
    assert lv.area == (0, 0, 0x29A0 + 320, 0x320 + 224)
    env = HedgephysEnv(lv, max_episode_steps=50)
    obs, _ = env.reset(seed=1)
    for _ in range(50):
        obs, reward, terminated, truncated, info = env.step(2)
    assert env.unwrapped.level.bounds == lv.bounds and env.unwrapped.players.game == "s2"
    assert truncated and not terminated


# ----- errors -----------------------------------------------------------------------------

def test_checkout_errors(co, tmp_path):
    with pytest.raises(CheckoutError, match="no such folder"):
        hp.levels.load(tmp_path / "nowhere", "ehz1")
    (tmp_path / "file").write_text("x")
    with pytest.raises(CheckoutError, match="not a folder"):
        hp.levels.acts(tmp_path / "file")
    with pytest.raises(CheckoutError, match="not a checkout of a known disassembly"):
        hp.levels.load(tmp_path, "ehz1")
    with pytest.raises(CheckoutError, match="not a checkout of sonicretro/s2disasm .*it looks like sonicretro/s1disasm"):
        hp.levels.load(co["s1"], "ehz1", game="s2")
    with pytest.raises(ValueError, match="unknown game 'cd'"):
        hp.levels.acts(co["s1"], game="cd")
    with pytest.raises(UnknownActError, match="s2 has no act 'ghz1'; its acts are ehz1, ehz2"):
        hp.levels.load(co["s2"], "ghz1")
    with pytest.raises(TypeError, match="checkout must be a path"):
        hp.levels.load(3, "ehz1")
    assert hp.levels.load(co["s2"], " EHZ1 ").name == "ehz1"


def test_missing_file_is_named(fresh):
    (fresh["s2"] / "startpos/EHZ_1.bin").unlink()
    assert hp.levels.acts(fresh["s2"]) == ["mtz1"]
    with pytest.raises(LevelDataError, match=r"startpos/EHZ_1.bin: missing from the checkout .* \(start position\)"):
        hp.levels.load(fresh["s2"], "ehz1")


@pytest.mark.parametrize("game, act, rel, cut", [
    ("s1", "ghz1", "map256/GHZ.kos", 100),
    ("s2", "ehz1", "level/layout/EHZ_1.kos", 10),
    ("s2", "ehz1", "collision/EHZ and HTZ secondary 16x16 collision index.kos", 5),
    ("s3k", "aiz1", "Levels/AIZ/Chunks/Act 1.kos", 50),
])
def test_truncated_compressed_file_is_named(fresh, game, act, rel, cut):
    path = fresh[game] / rel
    path.write_bytes(path.read_bytes()[:cut])
    with pytest.raises(LevelDataError, match=f"{rel}: not valid Kosinski data: truncated"):
        hp.levels.load(fresh[game], act)


@pytest.mark.parametrize("game, act, rel, data, message", [
    ("s1", "ghz1", "levels/ghz1.bin", bytes([5, 0, 1, 2]), "a 6 x 1 layout needs 8 .*truncated"),
    ("s1", "ghz1", "levels/ghz1.bin", bytes([0x7F, 20]), "does not fit the game's layout RAM"),
    ("s1", "ghz1", "levels/ghz1.bin", bytes([0, 0, 0x50]), "names chunk 80 but map256/GHZ.kos holds 54"),
    ("s1", "ghz1", "collide/Angle Map.bin", bytes(10), "10 bytes, expected at least 256 .*truncated"),
    ("s1", "ghz1", "collide/Collision Array (Normal).bin", bytes([0x20]) * 4096, "shape 0 holds 32"),
    ("s2", "ehz1", "startpos/EHZ_1.bin", bytes(3), "3 bytes, expected at least 4"),
    ("s2", "ehz1", "level/objects/EHZ_1.bin", bytes(7), "not a whole number of 6-byte object records"),
    ("s3k", "aiz1", "Levels/AIZ/Layout/1.bin", bytes(4), "too short for a layout header"),
    ("s3k", "aiz1", "Levels/AIZ/Layout/1.bin", bytes([0, 1, 0, 0, 0, 1, 0, 0, 0x90, 0]),
     "row 0 points at 0x9000, outside the file"),
    ("s3k", "aiz1", "Levels/AIZ/Collision/1.bin", bytes(0x600), r"expected at least 3072 .*\(collision index"),
])
def test_corrupt_file_is_named(fresh, game, act, rel, data, message):
    (fresh[game] / rel).write_bytes(data)
    with pytest.raises(LevelDataError, match=f"{re.escape(rel)}: .*{message}"):
        hp.levels.load(fresh[game], act)


def test_solid_block_outside_the_collision_index_is_an_error(fresh):
    # the probes read the index only for a block with a solidity bit (btst d5 first)
    (fresh["s1"] / "collide/GHZ.bin").write_bytes(bytes(2))
    with pytest.raises(LevelDataError, match="collide/GHZ.bin: chunk .* uses solid block .* only 2 entries"):
        hp.levels.load(fresh["s1"], "ghz1")


def test_copied_checkout_is_independent(co, tmp_path):
    """A level holds its own arrays: removing the checkout afterwards changes nothing."""
    copy = tmp_path / "s2"
    shutil.copytree(co["s2"], copy)
    lv = hp.levels.load(copy, "ehz1")
    shutil.rmtree(copy)
    assert lv.tilemap.cast(100, 180, "down").distance == 16 * FLOOR - 181
