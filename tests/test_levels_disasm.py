"""hedgephys.levels against real disassembly checkouts: the package's act
tables compared with the disassemblies' own SonLVL definitions and asm
tables, shapes compared with the numbers rules/terrain §4.1 states.

Skipped unless HEDGEPHYS_DISASM names a checkout (sonicretro/s1disasm,
s2disasm or skdisasm) or a folder holding such checkouts; CI has none. Each
test skips the games it has no checkout of.
"""
import re

import numpy as np
import pytest

import hedgephys as hp
from helpers import DISASM_ROOT, disasm_checkout as checkout, disasm_read as read

pytestmark = pytest.mark.skipif(not DISASM_ROOT, reason="HEDGEPHYS_DISASM is not set (no disassembly checkout)")


# ----- SonLVL, the disassemblies' level editor definitions ------------------------------

def sonlvl(game):
    """{section: {key: value}} of 'SonLVL INI Files/SonLVL.ini', paths made
    relative to the checkout's root."""
    sections, cur = {}, None
    for line in read(game, "SonLVL INI Files/SonLVL.ini").splitlines():
        line = line.strip()
        if line.startswith("["):
            cur = sections.setdefault(line[1:-1].replace("\\\\", "\\"), {})
        elif "=" in line and cur is not None:
            key, value = line.split("=", 1)
            cur[key] = value
    return sections


def ini_path(value):
    """'../a/b.bin:extra' -> 'a/b.bin' (the file of one |-separated entry)."""
    return value.split(":")[0].replace("../", "", 1)


SECTIONS = {  # our act -> its SonLVL section where the titles differ
    ("s3k", "icz1"): "Sonic 3\\Icecap Zone Act 1", ("s3k", "icz2"): "Sonic 3\\Icecap Zone Act 2",
    ("s3k", "lrz3"): "Sonic & Knuckles\\Lava Reef Zone Act 2 Boss",
    ("s3k", "dez3"): "Sonic & Knuckles\\Death Egg Zone Act 2 Boss",
}
S3_ZONES = ("AIZ", "HCZ", "MGZ", "CNZ", "ICZ", "LBZ")


def section_of(game, act, ini):
    if (game, act) in SECTIONS:
        return ini[SECTIONS[(game, act)]]
    title = hp.levels.ACTS[game][act].title
    for name, sec in ini.items():
        if name.split("\\")[-1] == title and not name.startswith("2 Player"):
            return sec
    raise AssertionError(f"no SonLVL section for {title}")


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_files_match_sonlvl(game):
    """Every act reads the layout, chunks, collision index(es), start and
    object files SonLVL's definitions name for it."""
    ini = sonlvl(game)
    for act, info in hp.levels.ACTS[game].items():
        sec = section_of(game, act, ini)
        expected = {ini_path(v) for v in sec["chunks"].split("|")}
        expected.add(ini_path(sec.get("fglayout", sec.get("layout", ""))))
        for key in ("colind", "colind1", "colind2"):
            if key in sec:
                expected.add(ini_path(sec[key]))
        expected.add(ini_path(sec["startpos"].split("|")[0]))
        expected.add(ini_path(sec["objects"]))   # every game's object layout is read
        files = {f for f in info.files if "Misc/" not in f and "collide/Angle" not in f
                 and "Collision Array" not in f and "Collision array" not in f and "Curve and" not in f}
        assert {f.lower() for f in files} == {f.lower() for f in expected}, act


def test_s1_loop_chunks_match_sonlvl():
    """SonLVL's 'loopchunks' (chunk ids without bit 7) against LoopTileNums."""
    ini = sonlvl("s1")
    for act in ("ghz1", "ghz2", "ghz3", "slz1", "slz2", "slz3", "mz1", "lz1", "syz1", "sbz1"):
        lv = hp.levels.load(checkout("s1"), act)
        sec = section_of("s1", act, ini)
        stated = {int(v, 16) for v in sec.get("loopchunks", "").split(",") if v}
        if lv.tilemap.loops is None:
            assert not stated, act
            continue
        from hedgephys.levels import s1
        loop1, loop2, _r1, _r2 = s1._ZONES[act.rstrip("123")][3]
        assert {v & 0x7F for v in (loop1, loop2) if v != 0x7F} == stated, act


# ----- the asm tables -------------------------------------------------------------------

def words(line):
    return [int(v.replace("$", "0x"), 16) if "$" in v else int(v)
            for v in re.findall(r"-?\$?[0-9A-Fa-f]+", line.split(";")[0].split("dc.w", 1)[-1].split(".w", 1)[-1])]


def signed(v):
    return v - 0x10000 if v >= 0x8000 else v


def test_s1_bounds_and_loop_ids_match_the_asm():
    """LevelSizeArray (left, right, top, bottom after the unused word) and
    LoopTileNums of _inc/LevelSizeLoad & BgScrollSpeed (JP1).asm (Revision 1)."""
    text = read("s1", "_inc/LevelSizeLoad & BgScrollSpeed (JP1).asm")
    sizes = [words(l) for l in text.split("LevelSizeArray:")[1].split("zonewarning")[0].splitlines()
             if "dc.w" in l]
    zone_index = {"ghz": 0, "lz": 1, "mz": 2, "slz": 3, "syz": 4, "sbz": 5}
    where = {act: (zone_index[act.rstrip("123")], int(act[-1]) - 1) for act in hp.levels.ACTS["s1"] if act != "fz"}
    where.update(sbz3=(1, 3), fz=(5, 2))
    for act, (z, a) in where.items():
        _unused, left, right, top, bottom, _look = sizes[4 * z + a]
        lv = hp.levels.load(checkout("s1"), act)
        assert tuple(lv.bounds) == (left, right, signed(top), bottom), act
    loops = [words(l.replace("dc.b", "dc.w")) for l in text.split("LoopTileNums:")[1].split("even")[0].splitlines()
             if "dc.b" in l]
    from hedgephys.levels import s1
    assert tuple(loops[0]) == s1._ZONES["ghz"][3] and tuple(loops[3]) == s1._ZONES["slz"][3]
    assert all(v == 0x7F for z in (1, 2, 4, 5) for v in loops[z])  # no loop chunks elsewhere


def test_s2_bounds_match_the_asm():
    """s2.asm LevelSize (xstart, xend, ystart, yend) by zone comment and act."""
    text = read("s2", "s2.asm").split("LevelSize: zoneOrderedTable", 1)[1].split("zoneTableEnd", 1)[0]
    table, zone = {}, None
    for line in text.splitlines():
        if line.strip().startswith(";") and "Act" not in line:
            zone = line.strip("; \t").split()[0].lower()
        elif "zoneTableEntry.w" in line:
            act = int(re.search(r"Act (\d)", line).group(1))
            table[(zone, act)] = tuple(signed(v) for v in words(line))
    for act in hp.levels.ACTS["s2"]:
        zone, number = re.match(r"([a-z]+)(\d?)", act).groups()
        lv = hp.levels.load(checkout("s2"), act)
        assert tuple(lv.bounds) == table[(zone, int(number or 1))], act


def test_s3k_bounds_match_the_asm():
    """sonic3k.asm LevelSizes (only in a full skdisasm checkout)."""
    text = read("s3k", "sonic3k.asm").split("LevelSizes:", 1)[1].split("; ----", 1)[0]
    table = {}
    for line in text.splitlines():
        if "dc.w" in line:
            table.setdefault(line.split(";")[1].strip().lower(), tuple(signed(v) for v in words(line)))
    for act in hp.levels.ACTS["s3k"]:
        key = {"lrz3": "lrz boss", "dez3": "dez boss"}.get(act, act)
        lv = hp.levels.load(checkout("s3k"), act, character="knuckles")
        want = table[key]
        if act == "hpz":  # HPZ_ScreenInit: Knuckles' right bound $AA0
            want = (want[0], 0xAA0, *want[2:])
        assert tuple(lv.bounds) == want, act


def test_s3k_hpz_screen_init_bounds():
    """HPZ_ScreenInit (sonic3k.asm): Knuckles' right bound $AA0; Sonic starts
    below y $480 (Start Location/Sonic/1.bin), so his bounds stay LevelSizes'."""
    path = checkout("s3k")
    assert tuple(hp.levels.load(path, "hpz", character="knuckles").bounds) == (0, 0xAA0, 0, 0xB20)
    sonic = hp.levels.load(path, "hpz")
    assert sonic.start[1] >= 0x480 and tuple(sonic.bounds) == (0, 0x1880, 0, 0xB20)


# ----- the shapes, against rules/terrain §4.1 ------------------------------------------------

def test_shapes_stated_by_the_spec():
    """rules/terrain §4.1: S2 shape 0x99 (SPG:Solid Tiles' worked example); S1 has
    77 shapes with negative heights, S2 none; the width arrays differ from
    what the heights imply in 12 rows of S1 shape 85 and 14 rows of S2 shape 24."""
    s2 = hp.levels.load(checkout("s2"), "ehz1").tilemap.tileset
    assert list(s2.heights[0x99]) == [0, 0, 1, 2, 2, 3, 4, 5, 5, 6, 6, 7, 8, 9, 9, 9]
    assert list(s2.widths[0x99]) == [0, 0, 0, 0, 0, 0, 0, 3, 4, 5, 7, 9, 10, 11, 13, 14]
    assert s2.angles[0x99] == 0xE8
    assert not (s2.heights < 0).any()
    assert (s2.widths[24] != hp.widths_from_heights(s2.heights[24])).sum() == 14
    s1 = hp.levels.load(checkout("s1"), "ghz1").tilemap.tileset
    assert (s1.heights < 0).any(axis=1).sum() == 77
    assert (s1.widths[85] != hp.widths_from_heights(s1.heights[85])).sum() == 12


# ----- every act ----------------------------------------------------------------------------

@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_every_act_loads_and_a_player_stands_at_its_start(game):
    path = checkout(game)
    assert hp.levels.acts(path) == list(hp.levels.ACTS[game])
    for act in hp.levels.acts(path):
        lv = hp.levels.load(path, act)
        x0, y0, x1, y1 = lv.area
        assert x0 <= lv.start[0] < x1 and y0 <= lv.start[1] < y1 + 0x200, act
        p = hp.Players(1, game=game)
        p.place(x=lv.start[0], y=lv.start[1], grounded=False)
        p.set_level_bounds(lv.camera, wrap_y=lv.wrap_y)
        p.step(lv.tilemap, np.zeros((30, 1), np.uint8),
               objects=hp.Objects(lv.objects, 1, game) if lv.objects else None)


def test_the_three_first_acts():
    """Golden facts of GHZ1, EHZ1 and AIZ1: start files, layout sizes, loops, swappers."""
    ghz = hp.levels.load(checkout("s1"), "ghz1")
    assert ghz.start == (0x50, 0x3B0) and ghz.tilemap.shape == (5 * 16, 48 * 16)
    assert (ghz.tilemap.loops.count("loop"), ghz.tilemap.loops.count("roll_tunnel")) == (1, 6)
    ehz = hp.levels.load(checkout("s2"), "ehz1", objects="path")
    assert ehz.start == (0x60, 0x28F) and len(ehz.objects) == 19
    aiz = hp.levels.load(checkout("s3k"), "aiz1", objects="path")
    assert aiz.start == (0x13A0, 0x41A) and aiz.tilemap.shape == (13 * 8, 0x61 * 8) and len(aiz.objects) == 13


def test_s3k_ssz1_bottom_from_the_first_frame():
    """The act's own rows through Players.use_level (camera_acts_sk.py, SSZ1's
    sub_575EA): at the start position ($100, $C00; camera y $BA0) the bottom is
    word_5779A's $C60 from the first frame, not LevelSizes' $1000."""
    lv = hp.levels.load(checkout("s3k"), "ssz1")
    p = hp.Players(1, game="s3k")
    p.use_level(lv)
    p.place(x=lv.start[0], y=lv.start[1])
    assert (p.raw.cam_y[0], p.raw.cam_max_y[0]) == (0xBA0, 0x1000)
    p.step(lv.tilemap, 0)
    assert (p.raw.cam_max_y[0], p.raw.cam_target_y[0]) == (0xC60, 0xC60)
