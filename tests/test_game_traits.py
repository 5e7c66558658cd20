"""The per-game numbers (rules.hpp GAME_TRAITS) and the table of them in
docs/physics.md ("Games and characters") say the same; each trait changes the
behaviour it names (the routines read the trait, not a branch on the game)."""
import os
import re

import numpy as np

import hedgephys as hp
from hedgephys import _core

DOC = os.path.join(os.path.dirname(__file__), "..", "docs", "physics.md")


def doc_table():
    """{trait: {game: value}} from the table, its games read from its header row."""
    rows, games = {}, None
    with open(DOC, encoding="utf-8") as f:
        for line in f:
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if cells[0] == "trait" and games is None:
                games = cells[1:-1]
            m = re.fullmatch(r"`(\w+)`", cells[0])
            if m and games and all(c.isdigit() for c in cells[1:1 + len(games)]):
                rows[m.group(1)] = dict(zip(games, map(int, cells[1:1 + len(games)])))
    return rows


def test_doc_table_is_the_core_table():
    traits = _core.VOCABULARY["game_traits"]
    assert set(traits) == set(hp.GAMES)
    by_trait = {name: {g: traits[g][name] for g in traits} for name in traits["s1"]}
    assert doc_table() == by_trait
    assert set(_core.VOCABULARY["game_trait_docs"]) == set(by_trait)


def test_monitor_sizes_are_the_traits():
    traits = _core.VOCABULARY["game_traits"]
    for g, (wr, hr) in _core.VOCABULARY["monitor_sizes"].items():
        assert (traits[g]["monitor_wr"], traits[g]["monitor_hr"]) == (wr, hr)


def roll_to_stop(game, gsp):
    """A player rolling on flat ground at gsp: frames until he unrolls (rules/terrain §8.8)."""
    tiles = hp.TileSet([[0] * 16, [16] * 16], angles=[0, 0xFF])
    cells = np.zeros((16, 64), np.uint16)
    cells[10:, :] = 1
    terrain = hp.TileMap(cells, tiles)
    p = hp.Players(1, game=game)
    p.place(x=300, y=160 - 15, rolling=True, ground_speed=gsp / 256)
    for frame in range(200):
        p.step(terrain, 0)
        if not p.raw.rolling[0]:
            return frame + 1, int(p.raw.gsp[0])
    return None, int(p.raw.gsp[0])


def test_unroll_band():
    """S3K unrolls once |gsp| < 0x80 and keeps that speed (Sonic_RollSpeed,
    erratum rules/terrain §14.13); the others roll on to 0 (Sonic_RollSpeed /
    Sonic_CheckRollStop)."""
    band = _core.VOCABULARY["game_traits"]
    frames_s3k, gsp_s3k = roll_to_stop("s3k", 0x100)
    frames_s2, gsp_s2 = roll_to_stop("s2", 0x100)
    assert 0 < abs(gsp_s3k) < band["s3k"]["unroll_band"]
    assert gsp_s2 == 0
    assert frames_s3k < frames_s2
