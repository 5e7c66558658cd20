"""The water surface as the games move it (docs/water.md "The moving surface"):
S1 LZWaterFeatures / LZDynamicWater (DynWater_LZ1..3, DynWater_SBZ3), S2
WaterEffects / DynamicWater (DynamicWaterCPZ2) / MoveWater, S3
Handle_Onscreen_Water_Height / DynamicWaterHeight (_AIZ2, _HCZ1, _HCZ2).
Golden traces worked from the routines (the frame a surface reaches its
target), a property (the mean level moves at most the game's step a frame, the
surface is the mean plus the oscillation), bad input, and the checkout's text."""
import re

import numpy as np
import pytest
from helpers import DISASM_ROOT, disasm_read
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp
from hedgephys.water_events import KNUCKLES, TRANSCRIBED, WaterEvent, act_water, water_rows

FULL = [16] * 16


def wobble(k):
    """Half of oscillator 0's high byte after k OscillateNumDo steps (S1
    .baselines/.settings, S2 Osc_Data/Osc_Data2: $80, 0, up, frequency 2, amplitude $10)."""
    value, delta, down = 0x80, 0, False
    for _ in range(k % 252):
        delta = (delta - 2 if down else delta + 2) & 0xFFFF
        value = (value + delta) & 0xFFFF
        high = value >> 8
        if not down and high >= 0x10:
            down = True
        elif down and high < 0x10:
            down = False
    return (value >> 8) >> 1


def world(cols, floor_y=240, rows=None):
    tiles = hp.TileSet(np.array([[0] * 16, FULL]))
    rows = rows or floor_y // 16 + 5
    c = np.zeros((rows, cols), np.uint16)
    c[floor_y // 16:, :] = 1
    return hp.TileMap(c, tiles)


def act(game, name, start, x, floor_y=240, character="sonic"):
    """A player standing at x on a floor, the camera on, the act's water from `start`."""
    mw = act_water(game, name)
    p = hp.Players(1, game=game, character=character)
    p.set_water_events(mw.events, wobble=mw.wobble, start=start)
    p.set_level_bounds((0, 0x7000, 0x2000))
    p.set_water(start)
    p.place(x=x, y=floor_y - 1 - p.standing_radii[1])
    return p, world(x // 16 + 40, floor_y)


def run(p, tm, frames):
    out = []
    for _ in range(frames):
        p.step(tm, np.array([0], np.uint8))
        out.append((int(p.raw.water_mean[0]), int(p.raw.water_y[0]), int(p.raw.water_target[0])))
    return out


def test_wobble_period_and_swing():
    assert [wobble(k) for k in (0, 10, 11, 20)] == [0, 0, 0, 1]
    assert max(wobble(k) for k in range(252)) == 15 and wobble(252) == 0


def test_s2_cpz2_rises_to_510_one_pixel_a_frame():
    # DynamicWaterCPZ2: from camera x $1DE0 the target is $510; DynamicWater moves
    # Water_Level_2 by Water_on (1) a frame: $200 frames from $710; MoveWater adds
    # Oscillating_Data >> 1 as it stands at the frame's start.
    p, tm = act("s2", "cpz2", 0x710, 0x1DE0 + 160)
    assert p.raw.cam_x[0] == 0x1DE0
    t = run(p, tm, 0x210)
    means = [m for m, _, _ in t]
    assert means[:3] == [0x70F, 0x70E, 0x70D]
    assert means.index(0x510) == 0x200 - 1 and means[-1] == 0x510  # reached on frame $200, then stays
    assert all(y == m + wobble(k) for k, (m, y, _) in enumerate(t))
    assert t[0][2] == 0x510


def test_s2_cpz2_left_of_the_trigger_the_surface_only_wobbles():
    p, tm = act("s2", "cpz2", 0x710, 0x1000)
    t = run(p, tm, 300)
    assert {m for m, _, _ in t} == {0x710}
    assert [y for _, y, _ in t] == [0x710 + wobble(k) for k in range(300)]


def test_s1_lz2_by_the_camera_x():
    # DynWater_LZ2: $328 left of $500, $3C8 left of $B00, then $428
    p, tm = act("s1", "lz2", 0x328, 0x800 + 160)
    t = run(p, tm, 0xA5)
    assert t[0][2] == 0x3C8 and t[0][0] == 0x329
    assert [m for m, _, _ in t].index(0x3C8) == 0xA0 - 1
    p, tm = act("s1", "lz2", 0x328, 0x400 + 160)
    assert {(m, tg) for m, _, tg in run(p, tm, 20)} == {(0x328, 0x328)}


def test_s1_lz3_sets_the_level_at_once_and_moves_its_routine():
    # DynWater_LZ3: camera past $600 with Sonic between y $3C0 and $600: $4C8 at
    # once (.setwaterlz3 writes v_waterpos2 too) and the second routine
    p, tm = act("s1", "lz3", 0x900, 0x700 + 160, floor_y=0x500)
    t = run(p, tm, 1)
    assert t[0][:1] == (0x4C8,) and t[0][1] == 0x4C8 + wobble(0) and p.raw.water_routine[0] == 1
    # .routine2 left of $770: target $4C8, no move
    assert run(p, tm, 3)[-1][0] == 0x4C8
    # Sonic above y $3C0 in the first routine: $900 stays
    p, tm = act("s1", "lz3", 0x900, 0x700 + 160, floor_y=0x300)
    assert run(p, tm, 2)[-1][0] == 0x900 and p.raw.water_routine[0] == 0


def test_s1_lz1_second_routine_once_3a8_is_reached():
    # DynWater_LZ1: camera past $1380 (Sonic below y $200): target $3A8; the
    # routine moves on only on a frame that starts with the mean level at $3A8
    p, tm = act("s1", "lz1", 0x3A0, 0x1400 + 160, floor_y=0x300)
    t = run(p, tm, 10)
    assert [m for m, _, _ in t][:9] == list(range(0x3A1, 0x3A9)) + [0x3A8]
    assert p.raw.water_routine[0] == 1
    # .routine2, camera past $1300, Sonic below $2E0: skipped, target kept
    assert run(p, tm, 1)[0][2] == 0x3A8


def test_s3_aiz2_drains_at_two_pixels_a_frame():
    # DynamicWaterHeight_AIZ2: left of $2440 with the target $618: target $528, Water_speed 2
    p, tm = act("s3", "aiz2", 0x618, 0x1000 + 160)
    t = run(p, tm, 125)
    means = [m for m, _, _ in t]
    assert means[:2] == [0x616, 0x614] and means.index(0x528) == 120 - 1
    assert p.raw.water_speed[0] == 2 and all(y == m for m, y, _ in t)  # no oscillation in Sonic 3


def test_s3_hcz1_table_sets_the_level_at_once():
    # word_5324: $8680 up to camera x $2A00 (bit 15: Mean_water_level too)
    p, tm = act("s3", "hcz1", 0x500, 0x1000 + 160)
    assert run(p, tm, 1)[0] == (0x680, 0x680, 0x680)


def test_s3_and_sk_aiz2_differ_on_the_bottom_target():
    # s3.asm tests Camera_target_max_Y_pos == $820 first; sonic3k.asm only for Knuckles
    for game, drains in (("s3", False), ("s3k", True)):
        mw = act_water(game, "aiz2")
        p = hp.Players(1, game=game)
        p.set_water_events(mw.events, start=0x618)
        p.set_level_bounds((0, 0x7000, 0x820))
        p.set_water(0x618)
        p.place(x=0x1000 + 160, y=220)
        run(p, world(0x1000 // 16 + 40), 3)
        assert (p.raw.water_mean[0] < 0x618) == drains


def test_sk_knuckles_has_his_own_tables():
    # sonic3k.asm DynamicWaterHeight_HCZ2 word_6EC2 (Player_mode 3): $700 up to
    # camera x $4100, then $8360: $360 at once; Sonic's word_6EBA: $7E0 from $3E01
    assert act_water("s3k", "hcz2", "knuckles") != act_water("s3k", "hcz2")
    p, tm = act("s3k", "hcz2", 0x700, 0x4200 + 160, character="knuckles")
    p.set_water_events(act_water("s3k", "hcz2", "knuckles").events, start=0x700)
    p.set_water(0x700)
    assert run(p, tm, 1)[0] == (0x360, 0x360, 0x360)
    p, tm = act("s3k", "hcz2", 0x700, 0x4200 + 160)
    assert run(p, tm, 1)[0] == (0x701, 0x701, 0x7E0)
    assert act_water("s3k", "lbz2") is None and act_water("s3k", "lbz2", "knuckles").events[0].mean == 0xFF0


def test_no_bounds_or_no_events_keep_the_surface():
    p = hp.Players(1, game="s2")
    mw = act_water("s2", "cpz2")
    p.set_water_events(mw.events, wobble=True, start=0x710)
    p.set_water(0x710)
    p.place(x=0x1F00, y=220)
    tm = world(600)
    run(p, tm, 30)
    assert p.raw.water_y[0] == 0x710  # no camera: the act's routines do not run
    q, tm = act("s2", "cpz2", 0x710, 0x1DE0 + 160)
    q.set_water_events(())
    q.set_water(0x710)
    assert {y for _, y, _ in run(q, tm, 30)} == {0x710}


def test_reset_puts_the_act_start_back_and_snapshots_carry_it():
    p, tm = act("s2", "cpz2", 0x710, 0x1DE0 + 160)
    run(p, tm, 40)
    snap = p.snapshot()
    after = run(p, tm, 5)
    p.restore(snap)
    assert run(p, tm, 5) == after
    p.reset()
    assert (p.raw.water_y[0], p.raw.water_mean[0], p.raw.water_target[0]) == (0x710, 0x710, 0x710)


def test_the_moving_surface_moves_the_water_entry():
    # a player standing at y 220 (feet at 239) enters the water the frame
    # after the surface rises above his y (S2 Sonic_Water tests Water_Level_1)
    p, tm = act("s2", "cpz2", 221 + 3, 0x1DE0 + 160)
    p.set_water_events([WaterEvent(0, target=150)], start=224)
    p.set_water(224)
    entered = None
    for k in range(10):
        p.step(tm, np.array([0], np.uint8))
        if p.raw.underwater[0] and entered is None:
            entered = k
    assert entered == 4  # the surface at 219 on the fifth frame: 219 < 220


@pytest.mark.parametrize("mw", list(TRANSCRIBED.values()) + list(KNUCKLES.values()))
def test_transcribed_rows_are_valid(mw):
    rows = water_rows(mw.events)
    assert rows.shape == (len(mw.events), 9) and len(mw.events) <= 24


def test_bad_rows_are_refused():
    p = hp.Players(1, game="s1")
    with pytest.raises(ValueError, match="cond"):
        p.set_water_events([WaterEvent(0, cond="x>")])
    with pytest.raises(TypeError, match="WaterEvent"):
        p.set_water_events([(0, "always")])
    with pytest.raises(ValueError, match="target"):
        p.set_water_events([WaterEvent(0, target=0x10000)])
    with pytest.raises(ValueError, match="speed"):
        p.set_water_events([WaterEvent(0, speed=-1)])
    with pytest.raises(ValueError, match="start"):
        p.set_water_events((), wobble=True, start=0x8000)
    with pytest.raises(TypeError, match="wobble"):
        p.set_water_events((), wobble=1)
    with pytest.raises(ValueError, match="at most 24"):
        p.set_water_events([WaterEvent(0)] * 25)


@settings(max_examples=30, deadline=None)
@given(key=st.sampled_from(sorted(TRANSCRIBED)), start=st.integers(0x80, 0x900),
       xs=st.lists(st.integers(200, 0x3000), min_size=1, max_size=6), frames=st.integers(1, 40))
def test_property_the_mean_moves_at_most_its_step(key, start, xs, frames):
    game, name = key
    mw = TRANSCRIBED[key]
    instant = any(e.mean is not None for e in mw.events)
    p, tm = act(game, name, start, xs[0])
    tm = world(0x3000 // 16 + 40)
    for x in xs:
        p.place(x=x)
        for _ in range(frames):
            before = int(p.raw.water_mean[0])
            k = int(p.raw.level_frame[0])
            p.step(tm, np.array([0], np.uint8))
            mean, y = int(p.raw.water_mean[0]), int(p.raw.water_y[0])
            if not instant:
                assert abs(mean - before) <= int(p.raw.water_speed[0])
            assert y == mean + (wobble(k) if mw.wobble else 0)


needs_checkout = pytest.mark.skipif(not DISASM_ROOT, reason="HEDGEPHYS_DISASM is not set")


def _block(text, label, end):
    at = text.index(f"\n{label}:")
    return text[at:text.index(end, at + len(label) + 2)]


def _hexes(text, pattern):
    return [int(v, 16) for v in re.findall(pattern, text)]


@needs_checkout
def test_checkout_s1_lz2_and_sbz3():
    text = disasm_read("s1", "_inc/LZWaterFeatures.asm")
    lz2 = _block(text, "DynWater_LZ2", "rts")
    assert _hexes(lz2, r"move\.w\s+#\$([0-9A-F]+),d1") == [e.target for e in act_water("s1", "lz2").events]
    assert _hexes(lz2, r"cmpi\.w\s+#\$([0-9A-F]+),d0") == [e.at for e in act_water("s1", "lz2").events[:2]]
    sbz3 = _block(text, "DynWater_SBZ3", "rts")
    assert _hexes(sbz3, r"move\.w\s+#\$([0-9A-F]+),d1") == [e.target for e in act_water("s1", "sbz3").events]
    move = _block(text, "LZDynamicWater", "DynWater_Index:")
    assert "move.b\t(f_water).w,d1" in move and "add.w\td1,(v_waterpos2).w" in move
    feat = _block(text, "LZWaterFeatures", "WaterHeight:")
    assert "move.b\t(v_oscillate+2).w,d0" in feat and "lsr.w\t#1,d0" in feat


@needs_checkout
def test_checkout_s2_cpz2_and_move_water():
    text = disasm_read("s2", "s2.asm")
    cpz2 = _block(text, "DynamicWaterCPZ2", "; ||||")
    [row] = act_water("s2", "cpz2").events
    assert _hexes(cpz2, r"#\$([0-9A-F]+)") == [row.at, row.target]
    move = _block(text, "MoveWater", "NonWaterEffects:")
    assert "aquatic_ruin_zone" in move and "move.b\t(Oscillating_Data).w,d0" in move


@needs_checkout
def test_checkout_s3_tables():
    text = disasm_read("s3k", "s3.asm")  # skdisasm holds s3.asm
    for label, name in (("word_5324", "hcz1"), ("word_5344", "hcz2")):
        words = _hexes(_block(text, label, "; ----"), r"\$([0-9A-F]+)")
        pairs = list(zip(words[::2], words[1::2]))
        rows = act_water("s3", name).events
        assert [v & 0x7FFF for v, _ in pairs] == [e.target for e in rows]
        assert [bool(v & 0x8000) for v, _ in pairs] == [e.mean is not None for e in rows]
        assert [lim + 1 for _, lim in pairs[:-1]] == [e.at for e in rows[:-1]] and pairs[-1][1] == 0xFFFF
    aiz2 = _block(text, "DynamicWaterHeight_AIZ2", "Obj_5308:")
    assert _hexes(aiz2, r"cmpi\.w\s+#\$([0-9A-F]+),\(Camera_X_pos\)") == [0x2440, 0x2850, 0x2900]
    assert "move.b\t#2,(Water_speed).w" in aiz2


@needs_checkout
@pytest.mark.parametrize("game, name", [("s1", "lz1"), ("s2", "cpz2"), ("s3", "hcz1")])
def test_real_act_water_moves_with_the_camera(game, name):
    from helpers import disasm_checkout
    level = hp.levels.load(disasm_checkout("s3k" if game == "s3" else game), name, game=game, objects=None)
    assert level.water is not None and level.moving_water == act_water(game, name)
    p = hp.Players(2, game=game)
    p.use_level(level)
    p.set_water(level.water)
    p.place(x=level.start[0], y=level.start[1])
    before = p.raw.water_mean.copy()
    for _ in range(60):
        m = p.raw.water_mean.astype(int)
        p.step(level.tilemap, np.array([hp.R, 0], np.uint8))
        if game != "s3":
            assert (np.abs(p.raw.water_mean.astype(int) - m) <= 1).all()
    assert p.raw.water_y.dtype == np.int16 and before.shape == (2,)
