"""The edge wall kind (cpp/hedgephys/kinds/edge_wall.cpp, docs/kinds/wall.md):
S1 EdgeWalls ($44, _incObj/44 GHZ Edge Walls.asm) and its own solidity
routine Obj44_SolidWall / Obj44_SolidWall2 (sonic.asm): golden pushes with
d1 = $13, d2 = $28, the pushing flags, no standing on it, and the placer on
Green Hill's layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.edge_walls import EDGE_WALL_SIZE, EdgeWall
from helpers import disasm_read, one_player, placed_of

OX, OY = 200, 200


def wall(**player):
    p = one_player("s1", **player)
    o = hp.Objects([EdgeWall(OX, OY)], 1, "s1")
    result = o.update(p, 0)
    return p, o, result


def x_of(p):
    return int(p.raw.x[0]) >> 16


def test_running_into_its_left_side():
    """d0 = px - ox + $13 = 4 (left half, d5 = 4 < the vertical depth): moving
    right, x -= d0, speeds 0; on the ground both pushing flags set."""
    p, o, (code, contact, xd, _) = wall(x=OX - 15, y=OY, x_speed=0x300, ground_speed=0x300)
    assert (code, contact, xd) == (1, "side", 4)
    assert (x_of(p), int(p.raw.xsp[0]), int(p.raw.gsp[0])) == (OX - 19, 0, 0)
    assert p.raw.pushing[0] == 1 and o.raw.pushed[0, 0] == 1
    # moving away (xsp < 0) in the left half: not moved, still pushing (grounded)
    p, o, _ = wall(x=OX - 15, y=OY, x_speed=-0x100)
    assert (x_of(p), int(p.raw.xsp[0])) == (OX - 15, -0x100) and p.raw.pushing[0] == 1


def test_right_side_and_the_air():
    """Right half: d0 = d0 - 2 d1 < 0, pushed when moving left; in the air
    the pushing flags are cleared (loc_8AB6)."""
    p, o, _ = wall(x=OX + 15, y=OY, x_speed=-0x200, in_air=True)
    assert (x_of(p), int(p.raw.xsp[0])) == (OX + 19, 0)
    assert p.raw.pushing[0] == 0 and o.raw.pushed[0, 0] == 0
    # d0 = 0 exactly (px = ox - $13): no move whatever the speed
    p, _, (code, _, xd, _) = wall(x=OX - 0x13, y=OY, x_speed=0x300)
    assert (code, xd, x_of(p), int(p.raw.xsp[0])) == (1, 0, OX - 0x13, 0x300)


def test_vertical_contact_only_pushes_a_rising_player_down():
    """d2 = $28 + the player's height radius (19) = 59. Below the middle
    (d3 = 50 + 59 - 118 = -9, deeper sideways): rising, y -= d3 and ysp 0;
    above the middle nothing: it cannot be stood on."""
    p, _, (code, contact, _, _) = wall(x=OX, y=OY + 50, y_speed=-0x300, in_air=True)
    assert (code, contact) == (0, "bottom")
    assert (int(p.raw.y[0]) >> 16, int(p.raw.ysp[0])) == (OY + 59, 0)
    p, _, _ = wall(x=OX, y=OY + 50, y_speed=0x300, in_air=True)
    assert (int(p.raw.y[0]) >> 16, int(p.raw.ysp[0])) == (OY + 50, 0x300)
    p, o, (code, contact, _, _) = wall(x=OX, y=OY - 50, y_speed=0x300, in_air=True)
    assert (code, contact) == (0, "none")
    assert (int(p.raw.y[0]) >> 16, int(p.raw.ysp[0]), p.raw.airborne[0], o.raw.standing[0, 0]) == (
        OY - 50, 0x300, 1, 0)


def test_out_of_reach_and_walking_away():
    """d0 < 0 or > 2 d1, or d3 outside 0 .. 2 d2: no contact; a push in
    progress then ends with the walk animation restarted (move.w #id_Run,obAnim:
    anim walk, prev_anim run) and both flags cleared."""
    p, o, (code, contact, _, _) = wall(x=OX - 0x14, y=OY, x_speed=0x300)
    assert (code, contact, x_of(p)) == (0, "none", OX - 0x14)
    p = one_player("s1", x=OX - 15, y=OY, x_speed=0x300)
    o = hp.Objects([EdgeWall(OX, OY)], 1, "s1")
    o.update(p, 0)
    p.raw.x[0] = (OX - 40) << 16
    p.raw.anim[0] = 2
    o.update(p, 0)
    ids = hp.anim_ids("s1", "sonic")
    assert (p.raw.pushing[0], o.raw.pushed[0, 0]) == (0, 0)
    assert (int(p.raw.anim[0]), int(p.raw.prev_anim[0])) == (ids["walk"], ids["run"])


def test_whole_frames_on_a_floor():
    """Running right into a wall on the floor: stopped at ox - $13 - 1 or so,
    pushing, and it never lets him through."""
    p = hp.Players(1, game="s1")
    p.place(x=200, y=FLOOR - 20, grounded=True, ground_speed=4, x_speed=4)
    o = hp.Objects([EdgeWall(280, FLOOR - 40)], 1, "s1")
    rec = p.step(FLOOR_WORLD, np.full((60, 1), hp.buttons("R"), np.uint8), objects=o, record=["x"])
    xs = rec["x"][:, 0] >> 16
    assert xs.max() <= 280 - 0x13 + 9  # a frame's move past the edge at most, then pushed back
    assert xs[-1] == 280 - 0x13 and p.raw.pushing[0] == 1


def test_placer_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/44 GHZ Edge Walls.asm")
    body = text[text.index("Edge_Solid:"):]
    d1, d2 = (int(v, 16) for v in re.findall(r"move\.w\s+#\$([0-9A-F]+),d[12]", body)[:2])
    assert (d1, d2) == EDGE_WALL_SIZE == (0x13, 0x28)


@pytest.mark.parametrize("act, records, solid", [("ghz1", 12, 12), ("ghz2", 22, None), ("ghz3", 40, None)])
def test_placer_on_green_hill(act, records, solid):
    """Subtypes with bit 4 set are only drawn (routine 4): not placed."""
    recs, walls = placed_of("s1", act, 0x44, EdgeWall)
    kept = [r for r in recs if not r["subtype"] & 0x10]
    assert len(recs) == records and len(walls) == len(kept) == (solid or len(kept))
    assert len(kept) < records or act == "ghz1"
    for rec, w in zip(kept, walls):
        assert (w.x, w.y, w.half_width, w.half_height) == (rec["x"], rec["y"], 0x13, 0x28)
