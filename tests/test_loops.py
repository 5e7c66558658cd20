"""Sonic 1's loop rule (rules/terrain §4.3; S1 ``_incObj/Sonic Loops.asm``,
``Sonic_Loops``, and ``Sonic_ChkRoll`` in ``Sonic Roll.asm``), run by the core
at the end of every player update on a map with :class:`hedgephys.LoopChunks`.

The map here: one row of four 256x256 chunks, plain / roll tunnel / loop /
loop_grounded, with the wrap of a Sonic 1 layout (2048 px down, 32768 px across).
"""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys import routines

TILES = hp.TileSet(np.array([[0] * 16, [16] * 16]), angles=[0, 0xFF])
KINDS = [["plain", "roll_tunnel", "loop", "loop_grounded"]]
PLAIN, TUNNEL, LOOP, LOOP2 = 0, 256, 512, 768


def loop_map(**kw):
    cells = np.zeros((16, 64), np.uint16)
    cells[12:] = 1  # a floor at y = 192
    return hp.TileMap(cells, TILES, cells.copy(), wrap_x=32768, wrap_y=2048,
                      loops=hp.LoopChunks(KINDS), **kw)


MAP = loop_map()


def loops(x, y=100, **state):
    """Sonic_Loops on a player at pixel (x, y); returns the state after."""
    return routines.apply("sonic_loops", {"x": (x % 65536) << 16, "y": (y % 65536) << 16, **state},
                          game="s1", terrain=MAP)


def test_plain_chunk_returns_to_the_high_plane():
    # bclr #6,obRender: any chunk that is not a loop or a tunnel
    assert loops(PLAIN + 0x80, layer=1)["layer"] == 0
    assert loops(PLAIN + 0x80, layer=0)["layer"] == 0


@pytest.mark.parametrize("lx, angle, before, after", [
    (0x2B, 0x40, 1, 0),   # .chkifleft: x & 0xFF < 0x2C -> high plane
    (0x2C, 0x00, 0, 0),   # .chkangle1: angle 0 -> no change
    (0x2C, 0x01, 0, 1),   # 0 < angle <= 0x80 -> low plane
    (0xDF, 0x80, 0, 1),
    (0x80, 0x81, 0, 0),   # angle > 0x80 (bhi) -> stays high
    (0x80, 0x80, 1, 1),   # .chkangle2: angle <= 0x80 (bls) -> stays low
    (0x80, 0x81, 1, 0),   # upside down on the low plane -> high plane
    (0x80, 0xFF, 1, 0),
    (0xE0, 0x00, 0, 1),   # .chkifright: x & 0xFF >= 0xE0 -> low plane whatever the angle
    (0xFF, 0xC0, 0, 1),
])
def test_loop_chunk_thresholds(lx, angle, before, after):
    assert loops(LOOP + lx, angle=angle, layer=before)["layer"] == after
    # the second loop chunk (v_256loop2) does the same while grounded
    assert loops(LOOP2 + lx, angle=angle, layer=before)["layer"] == after


def test_second_loop_chunk_airborne_means_high_plane():
    # .chkifinair: btst #1,obStatus -> bclr #6 even right of 0xE0
    assert loops(LOOP2 + 0xF0, layer=1, airborne=1)["layer"] == 0
    # the first loop chunk does not test the air bit
    assert loops(LOOP + 0xF0, layer=0, airborne=1)["layer"] == 1


def test_roll_tunnel_makes_the_player_roll():
    # Sonic_ChkRoll: rolling, radii $E / 7, y + 5, ground speed $200 if it was 0
    s = loops(TUNNEL + 0x10, y=100, layer=1, gsp=0)
    assert (s["rolling"], s["yr"], s["xr"], s["y"] >> 16, s["gsp"]) == (1, 14, 7, 105, 0x200)
    assert s["layer"] == 1  # the plane is left alone
    # and the animation is Roll (move.b #id_Roll,obAnim): badniks and monitors read it
    assert s["anim"] == hp.anim_ids("s1")["roll"]
    s = loops(TUNNEL + 0x10, gsp=-0x300, airborne=1)  # also in the air; a moving player keeps g
    assert (s["rolling"], s["y"] >> 16, s["gsp"]) == (1, 105, -0x300)
    s = loops(TUNNEL + 0x10, y=100, rolling=1, xr=7, yr=14, gsp=0)  # already rolling: nothing
    assert (s["y"] >> 16, s["gsp"]) == (100, 0)


def test_chunk_index_wraps_like_the_layout():
    # Sonic_Loops masks the layout row with 7 (2048 px) and the column with 0x7F (32768 px)
    assert loops(LOOP + 0xE0, y=2048 + 100, layer=0)["layer"] == 1
    assert loops(32768 + LOOP + 0xE0, layer=0)["layer"] == 1
    assert loops(-65536 + 32768 + TUNNEL + 8)["rolling"] == 1
    # a chunk past the grid (column 4..127) is plain
    assert loops(4 * 256 + 0xE0, layer=1)["layer"] == 0


def test_a_map_without_loop_chunks_leaves_the_layer_alone():
    plain = hp.TileMap(MAP.cells, TILES, MAP.cells_b)
    s = routines.apply("sonic_loops", {"x": (PLAIN + 8) << 16, "layer": 1}, terrain=plain)
    assert s["layer"] == 1  # Sonic_Loops' .noloops (zones other than GHZ / SLZ)


def test_the_frame_runs_the_rule_last_and_not_while_hurt():
    p = hp.Players(2, game="s1")
    p.place(x=PLAIN + 0x80, y=192 - 20, layer="b")
    p.raw.hurt[1] = 1
    p.raw.airborne[1] = 1
    p.step(MAP, 0)
    # Sonic_Control ends with Sonic_Loops; Sonic_Hurt does not call it
    assert list(p.raw.layer) == [0, 1]
    # a player entering the tunnel rolls on that frame
    q = hp.Players(1, game="s1")
    q.place(x=TUNNEL - 2, y=192 - 20, x_speed=4, ground_speed=4)
    q.step(MAP, 0)
    assert q.raw.rolling[0] == 1 and q.y[0] == 192 - 20 + 5


def test_loop_chunks_errors():
    with pytest.raises(ValueError, match="unknown loop chunk kind 'ramp'"):
        hp.LoopChunks([["loop", "ramp"]])
    with pytest.raises(ValueError, match="codes 0..3"):
        hp.LoopChunks(np.array([[4]]))
    with pytest.raises(ValueError, match="2-D"):
        hp.LoopChunks([1, 2])
    with pytest.raises(TypeError, match="LoopChunks"):
        hp.TileMap(MAP.cells, TILES, loops=[[0]])
    with pytest.raises(TypeError, match="reads the map"):
        routines.apply("sonic_loops", {})
    with pytest.raises(ValueError, match="does not read the map"):
        routines.apply("slope_repel", {}, terrain=MAP)


def test_in_place_edits_are_seen_and_a_bad_code_is_plain():
    m = loop_map()
    p = hp.Players(1, game="s1")
    p.place(x=PLAIN + 0xF0, y=192 - 20)
    m.loops.kinds[0, 0] = hp.loops.LOOP_KINDS["loop"]
    p.step(m, 0)
    assert p.raw.layer[0] == 1  # now a loop chunk: right of 0xE0 -> low plane
    m.loops.kinds[0, 0] = 9     # not a kind: the core treats it as plain
    p.step(m, 0)
    assert p.raw.layer[0] == 0
    assert repr(m.loops).startswith("LoopChunks(1 x 4 chunks")
