"""The kinds bridge and collapsing (cpp/hedgephys/kinds/bridge.cpp,
collapsing.cpp; docs/kinds/bridge.md): golden numbers from the disassemblies'
routines, behaviour per game, determinism, and the placers on real layouts
(skipped without HEDGEPHYS_DISASM)."""
import os

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.collapsing import GHZ_LEDGE_HEIGHTS, CollapsingBridge, CollapsingPlatform
from hedgephys.kinds import KindObject
from hedgephys.levels import placing

FLOOR = 144
PIT = (256, 512)  # no floor under x = 256 .. 511
PIT_WORLD = hp.TileMap(np.array([[0] * 64] * 9 + [[1] * 16 + [0] * 16 + [1] * 32], np.uint16),
                       hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF]))
GAMES = ["s1", "s2", "s3k"]
OX = 392  # a 16-log bridge centred here spans the pit exactly (S1 Bri_Main: leftmost log at x - 128)
OY = FLOOR + 8  # its surface (y - 8, Bri_Solid / PlatformObject11_cont d3 = 8) at the floor's


def bridge(logs, x=OX, y=OY):
    return KindObject("bridge", x, y, logs=logs)


def log_x(logs, f, ox=OX):
    """The player's x in the middle of log f's 16 px (t = px - ox + 8n + 8 = 16f + 8)."""
    return ox - 8 * logs + 16 * f


def stand_still(game, objs, x, frames=44):
    """A player dropped onto the objects at x, then standing still: (players, objects, record)."""
    p = hp.Players(1, game=game)
    p.place(x=x, y=FLOOR - 40, grounded=False)
    o = hp.Objects(objs, 1, game)
    rec = p.step(PIT_WORLD, np.zeros((frames, 1), np.uint8), objects=o, record=["y", "on_object"])
    return p, o, rec


# ---- the bend: Bri_Bend / Obj11_Depress / sub_382C0 ------------------------------------

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("logs", [3, 8, 9, 12, 16])
def test_full_dip_under_the_player_is_the_bend_depth_table(game, logs):
    """Standing on log f once the bend phase has reached $40 (sine 256), the
    player is carried at y0 + depth - 8 - hr (Bri_MoveSonic, sub_F872,
    sub_380A0), depth = Obj11_BendData / Obj11_DepressionOffsets row n,
    column f: 2 px per log counted from the nearer end."""
    if game != "s1" and logs < 8:
        pytest.skip("S2/S3K have no rows for fewer than 8 logs")
    for f in range(logs):
        p, o, rec = stand_still(game, [bridge(logs)], log_x(logs, f))
        assert o.raw.timer[0, 0] == 0x40 and o.raw.aux[0, 0] == f
        depth = 2 * min(f + 1, logs - f)
        assert p.raw.y[0] >> 16 == OY + depth - 8 - p.raw.yr[0], (f, depth)


def test_s1_own_log_bends_with_the_shape_table():
    """S1's object is log n / 2 (Bri_Main): with the player on log 2 of 12 at
    full bend its y is y0 + ((Obj11_BendData2 row 9 col 5 ($CD) + 1) * 6) >> 8
    = y0 + 4, and its landing height follows it (Bri_Solid: obY - 8)."""
    p, o, _ = stand_still("s1", [bridge(12)], log_x(12, 2))
    assert o.y[0, 0] == OY + (0xCE * 6 >> 8) == OY + 4
    p, o, _ = stand_still("s1", [bridge(12)], log_x(12, 6))  # its own log: the full depth 12
    assert o.y[0, 0] == OY + 12


@pytest.mark.parametrize("game", GAMES)
def test_bend_phase_ramps_by_the_sine_and_eases_back(game):
    """The phase objoff_3E rises 4 a frame to $40 while stood on, falls 4 a
    frame after; the dip is depth * sin(phase) >> 8 (CalcSine, mulu, swap).
    Trace of the 12-log bridge's middle log (depth 12) from the landing on."""
    p, o, rec = stand_still(game, [bridge(12)], log_x(12, 6), frames=60)
    on = np.flatnonzero(rec["on_object"][:, 0] == 0)
    land = on[0]
    carried = rec["y"][land + 1:land + 18, 0] >> 16
    yr = p.raw.yr[0]
    # S1 bends after setting the log (Bri_WalkOff), S2/S3K before it (Obj11_EHZ):
    # both with the phase of this frame; the first carried frame has phase 4.
    phases = [min(4 * i, 0x40) for i in range(1, 18)]
    expected = [OY + (256 * 12 * int(hp.sine(a)) >> 16) - 8 - yr for a in phases]
    assert carried.tolist() == expected
    # Jump off (no bend that frame: the phase stays $40), then it eases back 4 a frame.
    p.step(PIT_WORLD, np.full((1, 1), hp.J, np.uint8), objects=o)
    assert o.raw.timer[0, 0] == 0x40 and p.raw.on_object[0] < 0
    p.step(PIT_WORLD, np.zeros((15, 1), np.uint8), objects=o)
    assert o.raw.timer[0, 0] == 4
    p.step(PIT_WORLD, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.timer[0, 0] == 0 and o.y[0, 0] == OY


@pytest.mark.parametrize("game", GAMES)
def test_running_player_crosses_the_bridge_and_keeps_on_it(game):
    """Holding right over the pit: the bridge carries him from its left end
    to its right end, never below its deepest dip, and he reaches the far floor."""
    p = hp.Players(1, game=game)
    p.place(x=200, y=FLOOR - 20, grounded=True)
    o = hp.Objects([bridge(16)], 1, game)
    rec = p.step(PIT_WORLD, np.full((160, 1), hp.R, np.uint8), objects=o,
                 record=["x", "y", "on_object", "airborne"])
    x, y = rec["x"][:, 0] >> 16, rec["y"][:, 0] >> 16
    over = (x >= PIT[0] + 8) & (x < PIT[1] - 8)
    assert over.any() and (rec["on_object"][over, 0] == 0).all()
    assert not rec["airborne"][:, 0].any()
    assert (y[over] <= OY + 16 - 8 - 19).all()
    assert x[-1] > PIT[1] + 100 and not p.raw.dead[0]


@pytest.mark.parametrize("game", GAMES)
def test_walking_off_the_end_leaves_without_the_air_bit(game):
    """ExitPlatform2 / sub_F872 / sub_380A0 clear only the on-object bits: a
    player leaving the bridge's window is grounded and on no object."""
    p = hp.Players(1, game=game)
    p.place(x=log_x(16, 15), y=FLOOR - 40, grounded=False)
    o = hp.Objects([bridge(16)], 1, game)
    p.step(PIT_WORLD, np.zeros((20, 1), np.uint8), objects=o)
    assert p.raw.on_object[0] == 0
    rec = p.step(PIT_WORLD, np.full((20, 1), hp.R, np.uint8), objects=o, record=["on_object", "airborne"])
    left = int(np.flatnonzero(rec["on_object"][:, 0] < 0)[0])
    assert not rec["airborne"][left, 0] and not o.raw.standing[0, 0]


def test_s1_tiny_bridges_as_bri_main_builds_them():
    """Bri_Main makes n - 1 logs plus itself only when its slot comes before
    the last: a 1-log bridge has no log in its list (never solid)."""
    p, o, rec = stand_still("s1", [bridge(1)], OX, frames=30)
    assert (rec["on_object"][:, 0] < 0).all()


def test_bad_bridge_parameters():
    with pytest.raises(ValueError, match="logs"):
        bridge(0)
    with pytest.raises(ValueError, match="logs"):
        bridge(17)
    with pytest.raises(TypeError, match="logs"):
        KindObject("bridge", 10, 10)


# ---- collapsing ledges and platforms ------------------------------------------------------

def ledge(game):
    if game == "s1":  # S1 Ledge_Main: d1 = $30, Ledge_SlopeData, CFlo_Data1's first $1C
        return CollapsingPlatform(304, FLOOR + 32, width=48, fragment_delay=0x1C, heights=GHZ_LEDGE_HEIGHTS)
    return CollapsingPlatform(324, FLOOR + 16, width=0x44, surface=16, fragment_delay=0x1E)  # S2 Obj1F


@pytest.mark.parametrize("game, held", [("s1", 36), ("s2", 39), ("s3k", 39)])
def test_collapse_timing(game, held):
    """Stood on at frame L: S1 Ledge_Collapse counts ledge_timedelay 7 down
    on L+1..L+7 and breaks at L+8; its first fragment (delay $1C) carries
    the player until loc_82D0 releases him at L+36 and falls at L+37. S2
    Obj1F_Main sets the stood-on flag at L+1, counts L+2..L+8, breaks at
    L+9; the fragment (delay $1E) releases him (sub_10B36) at L+39. S3K as S2,
    the release also setting the air bit (sub_1DF18)."""
    p = hp.Players(1, game=game)
    p.place(x=300, y=FLOOR - 60, grounded=False)
    o = hp.Objects([ledge(game)], 1, game)
    rec = p.step(PIT_WORLD, np.zeros((80, 1), np.uint8), objects=o,
                 record=["on_object", "airborne", "prev_anim"])
    on = np.flatnonzero(rec["on_object"][:, 0] == 0)
    land = on[0]
    assert on[-1] - land + 1 == held and len(on) == held
    release = land + held
    assert bool(rec["airborne"][release, 0]) == (game == "s3k")
    assert rec["prev_anim"][release, 0] == hp.anim_ids(game, "sonic")["run"]
    assert o.state(0) == "fallen"


@pytest.mark.parametrize("game", GAMES)
def test_touched_once_it_collapses_anyway(game):
    """The countdown goes on after the player leaves (S1 Ledge_Touch with the
    collapse flag, S2 Obj1F_Main with the stood-on flag): a jump off the
    ledge right after landing does not save it."""
    p = hp.Players(1, game=game)
    p.place(x=300, y=FLOOR - 60, grounded=False)
    o = hp.Objects([ledge(game)], 1, game)
    rec = p.step(PIT_WORLD, np.zeros((40, 1), np.uint8), objects=o, record=["on_object"])
    land = int(np.flatnonzero(rec["on_object"][:, 0] == 0)[0])
    p2 = hp.Players(1, game=game)
    p2.place(x=300, y=FLOOR - 60, grounded=False)
    o2 = hp.Objects([ledge(game)], 1, game)
    p2.step(PIT_WORLD, np.zeros((land + 3, 1), np.uint8), objects=o2)
    p2.step(PIT_WORLD, np.full((1, 1), hp.J | hp.L, np.uint8), objects=o2)
    p2.step(PIT_WORLD, np.full((60, 1), hp.L, np.uint8), objects=o2)
    assert o2.state(0) == "fallen" and p2.raw.on_object[0] < 0


def test_bad_collapsing_parameters():
    with pytest.raises(ValueError, match="heights"):
        CollapsingPlatform(0, 0, width=48, fragment_delay=28, heights=[1] * 47)
    with pytest.raises(ValueError, match="heights"):
        CollapsingPlatform(0, 0, width=4, fragment_delay=28, heights=[300] * 4)
    with pytest.raises(TypeError, match="heights"):
        CollapsingPlatform(0, 0, width=4, fragment_delay=28, heights="abcd")
    with pytest.raises(ValueError, match="fragment_delay"):
        CollapsingPlatform(0, 0, width=4, fragment_delay=0)


# HCZ's first configuration (Obj_CollapsingBridge, byte_1E03E: width $40, byte_1E508
# / byte_1E518, subtype bit 7), its countdown 8 ((subtype & $F) * 16 + 8).
HCZ_DELAYS = (32, 28, 24, 20, 16, 12, 8, 4, 30)


def hcz_bridge():
    return CollapsingBridge(384, FLOOR + 16, width=0x40, countdown=8, flip_delay=32, flip_by_side=True,
                            column_delays=HCZ_DELAYS)


@pytest.mark.parametrize("x, flipped", [(340, True), (364, True), (400, False), (440, False)])
def test_s3k_collapsing_bridge_releases_when_the_piece_under_the_player_falls(x, flipped):
    """Obj_CollapsingBridge: landed at L, the stood-on flag is set at L + 1,
    the countdown of 8 runs L + 2 .. L + 9 and it breaks at L + 10 (loc_1E150);
    a player left of its x makes it break away from him (bchg #0: his column
    counted from the right end). The fragment neither carries nor lands;
    Check_CollapsePlayerRelease lets him go, in the air, once the delay left
    is no more than list[0] - list[column]: column c falls c's delay after the break."""
    p = hp.Players(1, game="s3k")
    p.place(x=x, y=FLOOR - 60, grounded=False)
    o = hp.Objects([hcz_bridge()], 1, "s3k")
    rec = p.step(PIT_WORLD, np.zeros((90, 1), np.uint8), objects=o, record=["on_object", "airborne"])
    on = np.flatnonzero(rec["on_object"][:, 0] == 0)
    t = x - 384 + 0x40
    column = ((0x80 - t) if flipped else t) >> 4
    assert len(on) == 10 + HCZ_DELAYS[column] and on[-1] - on[0] + 1 == len(on)
    assert rec["airborne"][on[-1] + 1, 0] and o.state(0) == "fallen"
    assert bool(o.raw.aux[0, 0] & 2) == flipped


def test_bad_collapsing_bridge_parameters():
    with pytest.raises(ValueError, match="column_delays"):
        CollapsingBridge(0, 0, width=0x40, countdown=8, column_delays=HCZ_DELAYS[:8])
    with pytest.raises(ValueError, match="column_delays"):
        CollapsingBridge(0, 0, width=0x10, countdown=8, column_delays=(1, 2, 300))
    with pytest.raises(ValueError, match="countdown"):
        CollapsingBridge(0, 0, width=0x10, countdown=256, column_delays=(1, 2, 3))


# ---- determinism ------------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_bit_identical_whatever_the_thread_count(game):
    objs = [bridge(16), bridge(9, x=700, y=FLOOR), ledge(game), hcz_bridge()]
    rng = np.random.default_rng(7)
    buttons = rng.integers(0, 32, (300, 24)).astype(np.uint8)
    out = []
    for threads in (1, 3):
        p = hp.Players(24, game=game)
        p.place(x=np.arange(150, 630, 20), y=FLOOR - 30, grounded=False)
        o = hp.Objects(objs, 24, game)
        p.step(PIT_WORLD, buttons, objects=o, threads=threads)
        out.append((p.snapshot(objects=o), o.raw.timer.copy(), o.raw.state.copy()))
    assert out[0][0] == out[1][0]
    assert np.array_equal(out[0][1], out[1][1]) and np.array_equal(out[0][2], out[1][2])


# ---- real layouts (HEDGEPHYS_DISASM) ----------------------------------------------------

ROOT = os.environ.get("HEDGEPHYS_DISASM")
CHECKOUTS = hp.levels.find_checkouts(ROOT) if ROOT else {}
needs_disasm = pytest.mark.skipif(not ROOT, reason="HEDGEPHYS_DISASM is not set (no disassembly checkout)")


def checkout(game):
    if game not in CHECKOUTS:
        pytest.skip(f"no {game} checkout under HEDGEPHYS_DISASM")
    return CHECKOUTS[game]


def placed(game, act):
    lay = hp.levels.object_layout(checkout(game), act)
    return lay, placing.place(lay.objects, game, act)


@needs_disasm
def test_bend_tables_are_the_checkouts():
    """The depth the core dips by is misc/ghzbend1.bin's (S1 Obj11_BendData)."""
    with open(os.path.join(checkout("s1"), "misc", "ghzbend1.bin"), "rb") as f:
        table = f.read()
    for logs in (3, 12, 16):
        for f in range(logs):
            p, o, _ = stand_still("s1", [bridge(logs)], log_x(logs, f))
            assert (p.raw.y[0] >> 16) - (OY - 8 - p.raw.yr[0]) == table[logs * 16 + f]


@needs_disasm
@pytest.mark.parametrize("game, act, kinds", [
    ("s1", "ghz1", {"bridge": 3, "collapsing": 3}), ("s2", "ehz1", {"bridge": 7}),
    ("s2", "mcz1", {"collapsing": 19}), ("s3k", "hcz2", {"bridge": 7}), ("s3k", "aiz1", {"collapsing": 4}),
    # Obj_CollapsingBridge: every LBZ1 one, HCZ1's but those of bit 7; MGZ1's configuration 2 (loc_1E1C2) is left out
    ("s3k", "hcz1", {"collapsing_bridge": 3}),  # h-trig: less the 4 of bit 7 (Blastoid triggers)
    ("s3k", "mgz1", {"collapsing_bridge": 12}),
    ("s3k", "lbz1", {"collapsing_bridge": 19})])
def test_placers_on_real_layouts(game, act, kinds):
    lay, objs = placed(game, act)
    counts = {k: sum(o.kind == k for o in objs) for k in kinds}
    assert counts == kinds
    for o in objs:
        if o.kind == "bridge":
            assert 8 <= o.logs <= 16


@needs_disasm
def test_ghz1_ledges_read_their_flip():
    lay, objs = placed("s1", "ghz1")
    recs = lay.of_id(0x1A)
    ledges = [o for o in objs if o.kind == "collapsing"]
    assert [bool(o.x_flip) for o in ledges] == [bool(r["x_flip"]) for r in recs]
    assert all(o.heights == GHZ_LEDGE_HEIGHTS and o.width == 0x30 for o in ledges)


@needs_disasm
def test_ehz1_held_right_crosses_the_bridges():
    """Issue 18: with the bridges placed, a player holding right from EHZ1's
    start crosses the first bridge (he fell through its gap at frame ~380)."""
    level = hp.levels.load(checkout("s2"), "ehz1")
    _, objs = placed("s2", "ehz1")
    objs = [b for b in objs if b.kind == "bridge"]  # the bridges alone (the act's badniks would hurt him)
    p = hp.Players(1, game="s2")
    p.place(x=level.start[0], y=level.start[1])
    p.set_level_bounds(level.camera, wrap_y=level.wrap_y)
    o = hp.Objects(list(level.objects) + objs, 1, "s2")
    first = min(objs, key=lambda b: b.x)
    rec = p.step(level.tilemap, np.full((600, 1), hp.R, np.uint8), objects=o, record=["x", "dead", "on_object"])
    assert not rec["dead"].any()
    assert (rec["x"][:, 0] >> 16).max() > first.x + 8 * first.logs + 200
    assert (rec["on_object"][:, 0] == len(level.objects) + objs.index(first)).any()
