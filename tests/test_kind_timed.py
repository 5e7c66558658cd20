"""The objects timed by the level frame counter (docs/kinds/timed.md): the
counter itself (S1 v_framecount, S2/S3K Level_frame_counter: the last word of
the oscillators' table) and S1's electrocution orbs (kind ``electro``,
cpp/hedgephys/kinds/electro.cpp; _incObj/6E Electrocuter.asm Elec_Shock,
_anim/Electrocuter.asm), with the placer on Scrap Brain (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.levels.touch_data import touch_size
from hedgephys.timed_kinds import ELECTRO_RADII, Electro
from helpers import disasm_read, one_player, placed_of

FRAME = 33  # the counter's word in the oscillators' table


def test_the_level_frame_counter_runs_from_one():
    """Cleared with OscillateNumInit, +1 at the top of every main-loop frame
    (before the objects), dead player or not: the first frame's objects read 1."""
    o = hp.Objects([Electro(500, 100, subtype=2)], 2, "s1")
    assert list(o.oscillators[:, FRAME]) == [1, 1]
    p = hp.Players(2, game="s1")
    p.place(x=100, y=FLOOR - 20, grounded=True)
    p.raw.dead[1] = 1
    p.step(FLOOR_WORLD, np.zeros((10, 2), np.uint8), objects=o)
    assert list(o.oscillators[:, FRAME]) == [11, 11]
    # the oscillators themselves stop for the dead player
    assert not np.array_equal(o.oscillators[0, :FRAME], o.oscillators[1, :FRAME])


def test_one_level_frame_counter_for_players_and_objects():
    """The game has one Level_frame_counter: the objects' word is the player's
    ``level_frame`` (which Tails' flight reads) taken before they run, so the two
    stay one when only the players, or only the objects, are reset or rebuilt."""
    p = hp.Players(2, game="s1")
    p.place(x=100, y=FLOOR - 20, grounded=True)
    o = hp.Objects([Electro(500, 100, subtype=2)], 2, "s1")
    zeros = np.zeros((10, 2), np.uint8)
    p.step(FLOOR_WORLD, zeros, objects=o)
    assert list(p.raw.level_frame) == [10, 10] and list(o.oscillators[:, FRAME]) == [11, 11]
    p.raw.level_frame[1] = 0  # player 1's counter restarts: its objects follow
    p.step(FLOOR_WORLD, zeros[:1], objects=o)
    assert list(o.oscillators[:, FRAME]) == [12, 2]
    fresh = hp.Objects([Electro(500, 100, subtype=2)], 2, "s1")  # objects rebuilt mid-run
    assert list(fresh.oscillators[:, FRAME]) == [1, 1]
    p.step(FLOOR_WORLD, zeros[:1], objects=fresh)
    assert list(fresh.oscillators[:, FRAME]) == [13, 3]


def test_the_orb_reads_the_players_counter():
    """An orb of subtype 2 whose objects are built when the player is already
    at frame 100 zaps on the counter's schedule, not the objects' age: first at
    counter value 103 (96 + 7), where the objects' own age would give 107."""
    p = hp.Players(1, game="s1")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    p.raw.level_frame[0] = 100
    o = hp.Objects([Electro(200, FLOOR - 30, subtype=2)], 1, "s1")
    rec = p.step(FLOOR_WORLD, np.zeros((40, 1), np.uint8), objects=o, record=["hurt", "level_frame"])
    first = int(np.argmax(rec["hurt"][:, 0]))
    assert rec["level_frame"][first, 0] == 103 and rec["hurt"][first - 1, 0] == 0


def scanned(frame, subtype=2, **player):
    p = one_player("s1", **player)
    o = hp.Objects([Electro(200, 200, subtype=subtype)], 1, "s1")
    o.oscillators[0, FRAME] = frame
    o.scan(p)
    return p, o


def zapping_frames(subtype, start, stop):
    """The scans that find $A4: Ani_Elec's zap script shows mapping frame 4 at
    its 7th-9th entries (0,1,1,1,2,3,3,4,4,4 from the start: one frame each),
    after the routine of counter values c with c AND (subtype * 16 - 1) = 0;
    the next frame's scan (counter c + 7 .. c + 9) sees the byte."""
    return [f for f in range(start, stop) if any(((f - 1 - d) & (subtype * 16 - 1)) == 0 for d in (6, 7, 8))]


@pytest.mark.parametrize("subtype", [2, 4, 8])
def test_electro_hurts_only_while_zapping(subtype):
    period = subtype * 16
    assert zapping_frames(subtype, 1, 2 * period + 1) == [7, 8, 9, period + 7, period + 8, period + 9]
    for frame in range(1, 2 * period + 12):
        p, o = scanned(frame, subtype, x=200, y=200)
        assert bool(p.raw.hurt[0]) == (frame in zapping_frames(subtype, 1, 2 * period + 12)), frame
        assert o.events(0) == (["hurt:0", "touched:0"] if p.raw.hurt[0] else [])


def test_electro_box_and_invulnerability():
    """Collision $A4: hurt class, size $24 = 72 x 8 radii; not while invulnerable."""
    assert ELECTRO_RADII == touch_size("s1", 0xA4) == (72, 8)
    p, _ = scanned(7, x=200 + 72 + 8, y=200)
    assert p.raw.hurt[0] == 1
    p, _ = scanned(7, x=200 + 72 + 9, y=200)
    assert p.raw.hurt[0] == 0
    p = one_player("s1", x=200, y=200)
    p.raw.invuln[0] = 30
    o = hp.Objects([Electro(200, 200, subtype=2)], 1, "s1")
    o.oscillators[0, FRAME] = 7
    o.scan(p)
    assert p.raw.hurt[0] == 0


def test_electro_whole_frames():
    """Standing under an orb of subtype 2: hurt on frame 7 of the act (1-based)."""
    p = hp.Players(1, game="s1")
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([Electro(200, FLOOR - 30, subtype=2)], 1, "s1")
    rec = p.step(FLOOR_WORLD, np.zeros((12, 1), np.uint8), objects=o, record=["hurt"])
    assert int(np.argmax(rec["hurt"][:, 0])) == 6


def test_electro_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/6E Electrocuter.asm")
    assert "move.b\t#$A4,obColType(a0)" in text and "cmpi.b\t#4,obFrame(a0)" in text
    assert re.search(r"lsl\.w\s+#4,d0\s+; multiply by \$10\s+subq\.w\s+#1,d0", text)
    anim = disasm_read("s1", "_anim/Electrocuter.asm")
    script = re.search(r"byte_161D0:\s+dc\.b\s+([^\n]+)", anim).group(1)
    frames = [int(v) for v in re.findall(r"\b(\d+)\b", script.split("afChange")[0])]
    assert frames[0] == 0  # one game frame per mapping frame
    assert [i for i, f in enumerate(frames[1:]) if f == 4] == [6, 7, 8]


@pytest.mark.parametrize("act, count", [("sbz1", 17), ("sbz2", 35)])
def test_placer_on_scrap_brain(act, count):
    recs, placed = placed_of("s1", act, 0x6E, Electro)
    assert len(recs) == len(placed) == count
    for rec, e in zip(recs, placed):
        assert (e.x, e.y, e.subtype, e.width_radius, e.height_radius) == (rec["x"], rec["y"], rec["subtype"], 72, 8)
