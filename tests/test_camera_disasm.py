"""The camera events transcribed in hedgephys.camera, checked against the
disassemblies' text, and a camera on a real act (docs/camera.md). Skipped
unless HEDGEPHYS_DISASM names the checkouts."""
import re

import numpy as np
import pytest
from helpers import DISASM_ROOT, disasm_checkout as checkout, disasm_read as read

import hedgephys as hp
from hedgephys.camera import act_events

pytestmark = pytest.mark.skipif(not DISASM_ROOT, reason="HEDGEPHYS_DISASM is not set (no disassembly checkout)")


def block(text, label):
    """The lines of routine `label` up to the next routine's label."""
    start = text.index(f"\n{label}:")
    end = re.search(r"\n(DLE_|locret_|loc_)\w*:", text[start + len(label) + 2:])
    return text[start:start + len(label) + 2 + (end.start() if end else 0)]


def hexes(text, pattern):
    return [int(v, 16) for v in re.findall(pattern, text)]


@pytest.mark.parametrize("act", ["ghz1", "ghz2", "mz2", "sbz1"])
def test_s1_ghz_bottoms_match_dynamic_level_events(act):
    text = read("s1", "_inc/DynamicLevelEvents.asm")
    b = block(text, f"DLE_{act.upper()}")
    bottoms = hexes(b, r"move\.w\s+#\$([0-9A-F]+),\(v_limitbtm1\)")
    xs = hexes(b, r"cmpi\.w\s+#\$([0-9A-F]+),\(v_screenposx\)")
    rows = act_events("s1", act)
    assert [r.target_y for r in rows] == bottoms
    assert [r.at for r in rows[1:]] == xs and rows[0].cond == "always"


@pytest.mark.parametrize("act", ["ehz2", "cpz2"])
def test_s2_boss_thresholds_match_lev_events(act):
    text = read("s2", "s2.asm")
    start = text.index(f"LevEvents_{act.upper()}_Routine1:")
    b = text[start:text.index(f"LevEvents_{act.upper()}_Routine4:")]
    rows = act_events("s2", act)
    assert hexes(b, r"cmpi\.w\s+#\$([0-9A-F]+),\(Camera_X_pos\)") == [rows[0].at, rows[1].at]
    assert hexes(b, r"move\.w\s+#\$([0-9A-F]+),\(Camera_Max_Y_pos_target\)") == [rows[0].target_y]
    assert hexes(b, r"cmpi\.w\s+#\$([0-9A-F]+),\(Camera_Y_pos\)") == [rows[2].at]
    assert hexes(b, r"move\.w\s+#\$([0-9A-F]+),\(Camera_Max_X_pos\)")[-1:] == [rows[1].max_x]
    assert hexes(b, r"cmpi\.b\s+#\$([0-9A-F]+),\(Boss_spawn_delay\)") == [rows[3].at]


def test_s3_aiz1_table_matches_word_1aa84():
    text = read("s3k", "s3.asm")
    start = text.index("\nword_1AA84:")
    pairs = re.findall(r"dc\.w\s+\$([0-9A-F]+),\s*\$([0-9A-F]+)", text[start:start + 400])[:6]
    table = [r for r in act_events("s3", "aiz1") if r.table and r.routine == 2]
    assert [r.target_y for r in table] == [int(v, 16) & 0x7FFF for v, _ in pairs]
    assert [r.at - 1 for r in table[:-1]] == [int(x, 16) for _, x in pairs[:-1]]


@pytest.mark.parametrize("game, act", [("s1", "ghz1"), ("s2", "ehz1"), ("s3k", "aiz1")])
def test_camera_on_a_real_act(game, act):
    level = hp.levels.load(checkout(game), act, objects=None)
    p = hp.Players(4, game=level.game)
    p.use_level(level)
    p.place(x=level.start[0], y=level.start[1])
    r = p.raw
    b = level.bounds
    x0 = int(r.cam_x[0])
    assert x0 == min(max(int(level.start[0]) - 160, b.min_x), b.max_x)
    assert level.camera_events == (act_events(game, act) or ())
    buttons = np.array([2, 2 | 16, 2, 0], np.uint8)  # right, right and jump, ...
    for _ in range(240):
        p.step(level.tilemap, buttons)
        assert np.all((r.cam_min_x <= r.cam_x) & (r.cam_x <= r.cam_max_x))
    assert r.cam_x[0] > x0  # the camera went right with the player
    assert abs(int(r.x[0] >> 16) - int(r.cam_x[0]) - 152) <= 24  # the player near the window
