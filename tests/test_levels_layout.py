"""Object and ring layouts (hedgephys.levels.object_layout, levels/layout.py):
each game's record format on miniature checkouts (tests/synthetic_checkouts.py),
bad and truncated files, and the act ends read from them. Real checkouts:
the tests at the end, run when HEDGEPHYS_DISASM names a folder of checkouts.
"""
import os

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels import LevelDataError
from synthetic_checkouts import S1_OBJECTS, S2_RINGS, S3K_RINGS, SIGNPOST_X, geometry

G = geometry()
DISASM = os.environ.get("HEDGEPHYS_DISASM")


def _rows(layout):
    o = layout.objects
    return [(int(r["x"]), int(r["y"]), int(r["id"]), int(r["subtype"]), bool(r["x_flip"]), bool(r["y_flip"]),
             bool(r["flag"])) for r in o]


def test_sonic1_records_id_bit7_and_flips_in_bits_14_15(co):
    """OPL_MakeItem: the y word's bits 14 / 15 are the X / Y flips (rol.w #2),
    the id byte's bit 7 "remember state"; Sonic 1 has no ring file."""
    lay = hp.levels.object_layout(co["s1"], "ghz1")
    assert lay.objects.dtype == hp.levels.OBJECT_DTYPE
    assert _rows(lay) == list(S1_OBJECTS)
    assert lay.rings is None and lay.files == ("objpos/ghz1.bin",)
    assert hp.levels.object_layout(co["s1"], "lz3").files == ("objpos/lz3 (JP1).bin",)   # revision 1


@pytest.mark.parametrize("game, act, swapper", [("s2", "ehz1", 0x03), ("s3k", "aiz1", 0x02)])
def test_sonic2_and_3k_records_and_their_path_swappers(co, game, act, swapper):
    """ChkLoadObj / sub_19FDC: bits 13 / 14 of the y word are the flips; the
    level's path swappers are the layout's objects of the swapper id (one reader)."""
    lay = hp.levels.object_layout(co[game], act)
    rows = _rows(lay)
    assert [r[:4] for r in rows[:2]] == [(x, y, swapper, st) for x, y, st, _xf in G.swappers]
    assert [r[4] for r in rows[:2]] == [xf for *_r, xf in G.swappers]
    assert lay.of_id(swapper)["x"].tolist() == [x for x, *_r in G.swappers]
    level = hp.levels.load(co[game], act, objects="path")
    assert sorted(o.x for o in level.objects) == sorted(int(x) for x in lay.of_id(swapper)["x"])


def test_sonic2_ring_groups_are_spread_0x18_apart(co):
    """RingsManager_Setup: bits 12-14 of the y word are the count - 1, bit 15
    a column; each ring $18 px after the previous one."""
    rings = hp.levels.object_layout(co["s2"], "ehz1").rings
    expect = []
    for x, y, count, column in S2_RINGS:
        expect += [(x, y + 0x18 * k) if column else (x + 0x18 * k, y) for k in range(count)]
    assert rings.dtype == hp.levels.RING_DTYPE
    assert list(zip(rings["x"].tolist(), rings["y"].tolist())) == expect


def test_sonic3k_rings_one_per_record_without_the_leading_zero(co):
    rings = hp.levels.object_layout(co["s3k"], "mhz1").rings
    assert list(zip(rings["x"].tolist(), rings["y"].tolist())) == list(S3K_RINGS)


@pytest.mark.parametrize("game, rel", [("s1", "objpos/ghz1.bin"), ("s2", "level/objects/EHZ_1.bin"),
                                       ("s2", "level/rings/EHZ_1.bin"), ("s3k", "Levels/AIZ/Object Pos/1.bin"),
                                       ("s3k", "Levels/AIZ/Ring Pos/1.bin")])
def test_truncated_and_missing_layout_files_name_the_file(fresh, game, rel):
    act = {"s1": "ghz1", "s2": "ehz1", "s3k": "aiz1"}[game]
    path = fresh[game] / rel
    size = 6 if "bjec" in rel or "objpos" in rel else 4
    path.write_bytes(path.read_bytes()[:size + 3])           # no end marker, half a record
    with pytest.raises(LevelDataError, match=f"{rel}: {size + 3} bytes is not a whole number"):
        hp.levels.object_layout(fresh[game], act)
    path.unlink()
    with pytest.raises(LevelDataError, match=f"{rel}: missing from the checkout"):
        hp.levels.object_layout(fresh[game], act)


def test_a_layout_may_end_with_the_file_in_whole_records(fresh):
    path = fresh["s2"] / "level/objects/EHZ_1.bin"
    path.write_bytes(path.read_bytes()[:-6])                  # the end marker gone
    assert len(hp.levels.object_layout(fresh["s2"], "ehz1").objects) == 4


@pytest.mark.parametrize("game, act", [("s1", "ghz1"), ("s2", "ehz1")])
def test_the_act_end_is_the_signpost(co, game, act):
    """S1 Sign_Touch / S2 Obj0D_Main fire once the player's x is at or past the
    signpost's (object $0D)."""
    assert hp.levels.load(co[game], act).act_end == SIGNPOST_X


def test_without_a_signpost_the_act_end_is_the_players_right_limit(co):
    """S3K layouts hold no act-end object: the fallback is the player's right
    limit at the start bounds (max_x + $128, rules/terrain §8.9), or the map's
    last column when nearer (docs/levels.md "Act ends")."""
    for game, act, unlocked in (("s3k", "aiz1", 0), ("s1", "lz3", 0x40)):   # (lz3's layout has no signpost)
        lv = hp.levels.load(co[game], act)
        assert lv.act_end == min(lv.bounds.max_x + 0x128 + unlocked, lv.tilemap.size_px[0] - 1)


def test_the_layout_is_a_structured_array_in_layout_order(co):
    lay = hp.levels.object_layout(co["s2"], "EHZ1")    # act names ignore case
    assert isinstance(lay.objects, np.ndarray) and lay.objects.dtype.names == (
        "x", "y", "id", "subtype", "x_flip", "y_flip", "flag")
    assert lay.objects["x"].tolist() == [x for x, *_r in G.swappers] + [900, SIGNPOST_X]


# ----- real checkouts (HEDGEPHYS_DISASM) ---------------------------------------------------

needs_disasm = pytest.mark.skipif(not DISASM, reason="needs HEDGEPHYS_DISASM (a folder of disassembly checkouts)")


def _real():
    found = hp.levels.find_checkouts(DISASM) if DISASM else {}
    return [(g, a) for g, path in found.items() for a in hp.levels.acts(path)]


@needs_disasm
def test_every_real_act_has_a_layout_and_an_end():
    found = hp.levels.find_checkouts(DISASM)
    acts = _real()
    assert {g for g, _a in acts} == set(found)
    counts = {}
    for game, act in acts:
        lay = hp.levels.object_layout(found[game], act)
        counts[game, act] = (len(lay.objects), None if lay.rings is None else len(lay.rings))
        assert (lay.rings is None) == (game == "s1"), (game, act)
        assert np.all(lay.objects["y"] < 0x1000)
    # a few counts as read (the boss-only areas, e.g. S3K dez3, have empty layouts)
    expect = {("s1", "ghz1"): (214, None), ("s2", "ehz1"): (135, 226), ("s3k", "aiz1"): (153, 104)}
    assert {k: counts[k] for k in expect if k in counts} == {k: v for k, v in expect.items() if k in counts}


@needs_disasm
def test_real_signposts_where_the_games_put_them():
    """GHZ1's and EHZ1's signposts (object $0D) are the acts' ends."""
    found = hp.levels.find_checkouts(DISASM)
    for game, act, x in (("s1", "ghz1", 0x2560), ("s2", "ehz1", 0x2A40)):
        if game not in found:
            continue
        lay = hp.levels.object_layout(found[game], act)
        assert lay.of_id(0x0D)["x"].tolist() == [x]
        assert hp.levels.load(found[game], act).act_end == x


def _act_end_rows(found):
    """docs/levels.md's "Act ends" table rows, from the checkouts."""
    from hedgephys.levels import _MODULES, _SHARED
    rows = []
    for game in ("s1", "s2", "s3k", "s3"):
        path = found.get(_SHARED.get(game, game))  # Sonic 3 alone: the skdisasm checkout
        for act in hp.levels.acts(path, game) if path else ():
            lay, lv = hp.levels.object_layout(path, act, game=game), hp.levels.load(path, act, game=game)
            source = "fallback"
            for oid in _MODULES[game].end_ids(act):
                xs = lay.of_id(oid)["x"]
                if xs.size:
                    source = f"{ {0x0D: 'signpost', 0x3E: 'capsule', 0xC6: 'capsule'}[oid]} ${int(xs.min()):X}"
                    break
            rows.append(f"| {game} | {act} | {source} | ${lv.act_end:X} |")
    return rows


@needs_disasm
def test_the_act_end_table_of_the_docs_is_the_checkouts():
    found = hp.levels.find_checkouts(DISASM)
    with open(os.path.join(os.path.dirname(__file__), "..", "docs", "levels.md"), encoding="utf-8") as f:
        doc = f.read()
    for row in _act_end_rows(found):
        assert row in doc, row
