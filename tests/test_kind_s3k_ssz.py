"""Sky Sanctuary's objects (issue 18 points 3/4/7; docs/kinds/s3k_ssz.md),
whose code is in sonic3k.asm only: the checkout lacks it, so the numbers below
were read from a public copy (murshies/skdisasm's sonic3k.asm) and each test
names the label they come from.

* kind ``s3k_ssz_bridge``: $7C Obj_SSZCollapsingBridge (loc_44C76, loc_44C9C,
  loc_44D22) and $7B Obj_SSZCollapsingBridgeDiagonal (loc_44D98, loc_44E02,
  loc_44EBA, byte_46658);
* kind ``s3k_ssz_float``: $7F Obj_SSZFloatingPlatform (loc_44AA0);
* kind ``s3k_ssz_spring``: $74 Obj_SSZRetractingSpring (loc_46452, sub_46514,
  sub_46536, byte_468DC);
* kind ``sloped``: $79 Obj_SSZHPZTeleporter's pads of subtype 0 (loc_45616,
  byte_466E8);
* the catalogue's rows of the ids with no collision ($8B, $AF, $B0, $B3).

The expected frames come from stepping each routine by hand from the frame a
player lands, not from the kinds' code.
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_ssz import (SSZ_BRIDGE_SIZE, SSZ_BRIDGE_SOLID, SSZ_DIAGONAL_HEIGHTS,
                                            SSZ_DIAGONAL_SIZE, SSZ_FLOAT_SIZE, SSZ_FLOAT_SOLID, SSZ_SPRING_SIZE,
                                            SSZ_SPRING_SOLID,
                                            SSZ_TELEPORTER_HEIGHTS, SSZ_TELEPORTER_SOLID)
from hedgephys.levels.placing import Placement, placers
from hedgephys.players import J, L, R
from hedgephys.s3k_ssz_kinds import SSZ_SPRING_HEIGHTS
from helpers import placed_kind

OX, OY = 600, 300
YR = 19  # a standing Sonic's y radius


def placed(object_id, subtype=0, x_flip=False, x=OX, y=OY, act="ssz1"):
    rec = Placement("s3k", act, "sk2", 0, x, y, object_id, subtype, x_flip, False, False)
    return placers()[("sk2", object_id)](rec)


def empty_map():
    return hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))


def ride(obj, top, dx, frames, buttons=()):
    """A player dropped 2 px over `top` (px over the object's centre), `dx`
    px from its x; each frame's (state, standing, airborne, player x, player
    y, object x, object y). buttons: per frame, after the landing (none when
    the list runs out)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([obj], 1, "s3k")
    p.place(x=OX + dx, y=OY - top - YR - 2, grounded=False)
    p.raw.ysp[0] = 0x100
    rows, landed = [], None
    for f in range(frames):
        b = buttons[f - landed - 1] if landed is not None and f - landed - 1 < len(buttons) else 0
        p.step(empty_map(), np.full((1, 1), b, np.uint8), objects=o)
        rows.append((int(o.raw.state[0, 0]), int(o.raw.standing[0, 0]), int(p.raw.airborne[0]),
                     int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16, int(o.raw.x[0, 0]) >> 16,
                     int(o.raw.y[0, 0]) >> 16))
        if landed is None and rows[-1][1]:
            landed = f
    assert landed is not None
    return rows, landed


def diagonal_top(dx, n=0, x_flip=False):
    """byte_46658 read from $34 = 4n (loc_44EBA) under a player dx px from the
    centre of a bridge whose d1 is $40 - 8n (SolidObjSloped2's index: (dx +
    d1) / 2, from the right end when X-flipped)."""
    w = 0x40 - 8 * n
    j = dx + w
    if x_flip:
        j = 2 * w - 1 - j
    return SSZ_DIAGONAL_HEIGHTS[4 * n + (j >> 1)]


# ----- the collapsing bridges (kind s3k_ssz_bridge) --------------------------------------

def test_byte_46658_is_the_kinds_slope():
    """byte_46658: the pairs -6, -6, -5, -5, ... $19, $19 (64 bytes)."""
    assert SSZ_DIAGONAL_HEIGHTS[:4] == (-6, -6, -5, -5) and SSZ_DIAGONAL_HEIGHTS[-2:] == (0x19, 0x19)
    assert len(SSZ_DIAGONAL_HEIGHTS) == 0x40


@pytest.mark.parametrize("dx", [-10, 10])
def test_flat_bridge_shrinks_from_the_side_stood_on(dx):
    """loc_44C9C: stood on, $2E = (its x >= his x), $30 = 6, $32 = $20; then
    loc_44D22 every 6th frame: $32 - 8 and x + 8 ($2E set) or - 8, and the
    SolidObjectTop with d1 = $32 (d4 = the new x: no carry); at $32 = 0 it is
    gone. A rider 10 px off centre is let go (in the air) on the 2nd step."""
    (bridge,) = placed(0x7C, 0)
    assert (bridge.width_radius, bridge.height_radius) == SSZ_BRIDGE_SIZE
    assert (bridge.width, bridge.stand_height) == SSZ_BRIDGE_SOLID and not bridge.diagonal
    rows, land = ride(bridge, SSZ_BRIDGE_SOLID[1], dx, 80)
    step = 8 if dx < 0 else -8
    for f in range(land, land + 24):
        n = (f - land) // 6
        assert rows[f][0] == 1 and rows[f][5] == OX + step * n and rows[f][6] == OY
    assert rows[land + 24][0] == 2
    for f in range(land + 1, land + 12):  # carried at d3 = 9 over its centre
        assert rows[f][1] == 1 and rows[f][2] == 0 and rows[f][4] == OY - 9 - YR and rows[f][3] == OX + dx
    assert rows[land + 12][1] == 0 and rows[land + 12][2] == 1
    assert rows[-1][4] > OY + 100


def test_bridge_of_subtype_bit_7_never_collapses():
    """loc_44C76 / loc_44DEC: tst.b subtype; bmi: no collapse whoever stands on it."""
    for object_id in (0x7C, 0x7B):
        (bridge,) = placed(object_id, 0x80)
        top = SSZ_BRIDGE_SOLID[1] if object_id == 0x7C else diagonal_top(0)
        rows, land = ride(bridge, top, 0, 200)
        assert all(r[0] == 0 and r[5] == OX for r in rows)
        assert all(r[1] == 1 and r[4] == OY - top - YR for r in rows[land + 1:])


@pytest.mark.parametrize("x_flip", [False, True])
@pytest.mark.parametrize("dx", [-0x3F, -0x21, -1, 0, 1, 0x1E, 0x3F])
def test_diagonal_bridge_top_follows_byte_46658(dx, x_flip):
    """SolidObjCheckSloped2 / SolidObjSloped2: the top under a player is
    byte_46658[(x - its x + $40) / 2] over its centre (X-flipped: counted from
    the right end), and a rider is carried at y = its y - that - his radius."""
    (bridge,) = placed(0x7B, 0x80, x_flip)
    assert (bridge.width_radius, bridge.height_radius) == SSZ_DIAGONAL_SIZE and bridge.diagonal
    top = diagonal_top(dx, x_flip=x_flip)
    rows, land = ride(bridge, top, dx, 10)
    assert all(r[1] == 1 and r[4] == OY - top - YR for r in rows[land + 1:])


def test_diagonal_bridge_collapse_steps_and_keeps_its_rider_grounded():
    """loc_44EBA: every 6th frame x + 8, y - 2 ($2E set: he stood left of its
    centre), $32 - 8 and the heights read 4 bytes on; the rider (20 px left)
    keeps the same top under him until the 3rd step leaves him past its left
    end: SolidObjectTopSloped2 lets him go in the air and loc_44F2E clears his
    air bit again (no jump), so that frame he is grounded off it; his own floor
    check (nothing under him) puts him in the air the next."""
    (bridge,) = placed(0x7B, 0)
    rows, land = ride(bridge, diagonal_top(-20), -20, 80)
    for f in range(land, land + 48):
        n = (f - land) // 6
        assert rows[f][0] == 1 and (rows[f][5], rows[f][6]) == (OX + 8 * n, OY - 2 * n)
    assert rows[land + 48][0] == 2
    for f in range(land + 1, land + 18):
        n = (f - land) // 6
        assert rows[f][1] == 1 and rows[f][4] == OY - 2 * n - diagonal_top(-20 - 8 * n, n) - YR
    assert rows[land + 18][1:3] == (0, 0)
    assert rows[land + 19][2] == 1 and rows[-1][4] > OY + 100


@pytest.mark.parametrize("x_flip", [False, True])
def test_diagonal_bridge_moves_down_from_the_right(x_flip):
    """loc_44ED6: $2E clear (he stood right of its centre): x - 8 and y + 2;
    X-flipped, the rise is negated (y - 2 from the right, + 2 from the left)."""
    (bridge,) = placed(0x7B, 0, x_flip)
    rows, land = ride(bridge, diagonal_top(12, x_flip=x_flip), 12, 40)
    dy = -2 if x_flip else 2
    assert (rows[land + 6][5], rows[land + 6][6]) == (OX - 8, OY + dy)
    assert (rows[land + 12][5], rows[land + 12][6]) == (OX - 16, OY + 2 * dy)


def test_walking_off_a_diagonal_bridge_stays_grounded_but_a_jump_does_not():
    """loc_44D98: a player who was standing and is now in the air without
    `jumping` gets his air bit cleared; one who jumped keeps it. The flat
    bridge (loc_44C76) has no such step: walking off, he is in the air at once."""
    for object_id, grounded in ((0x7B, True), (0x7C, False)):
        (bridge,) = placed(object_id, 0x80)
        top = diagonal_top(0x3C) if object_id == 0x7B else SSZ_BRIDGE_SOLID[1]
        rows, land = ride(bridge, top, 0x3C if object_id == 0x7B else 0x1C, 60, buttons=[R] * 60)
        off = next(f for f in range(land, len(rows)) if not rows[f][1])
        assert rows[off][2] == (0 if grounded else 1)
        assert rows[off + 1][2] == 1
    (bridge,) = placed(0x7B, 0x80)
    rows, land = ride(bridge, diagonal_top(0), 0, 30, buttons=[J] * 3)
    off = next(f for f in range(land, len(rows)) if not rows[f][1])
    assert all(r[2] == 1 for r in rows[off:off + 10])


# ----- the floating platforms (kind s3k_ssz_float) ---------------------------------------

def test_floating_platform_sinks_under_a_rider_and_rises_back():
    """loc_44AA0: $2E + 1 a frame while stood on, up to 4, - 1 otherwise;
    y = layout y + $2E, then SolidObjectTop (d1 $2B, d3 $11) carries him."""
    (plat,) = placed(0x7F)
    assert (plat.width_radius, plat.height_radius) == SSZ_FLOAT_SIZE
    assert (plat.width, plat.stand_height) == SSZ_FLOAT_SOLID
    rows, land = ride(plat, SSZ_FLOAT_SOLID[1], 0, 30, buttons=[0] * 10 + [J] * 3)
    for k in range(1, 11):
        sink = min(k, 4)
        assert rows[land + k][6] == OY + sink and rows[land + k][4] == OY + sink - 0x11 - YR
    off = next(f for f in range(land, len(rows)) if not rows[f][1])
    assert [r[6] - OY for r in rows[off:off + 6]] == [4, 3, 2, 1, 0, 0]
    assert all(r[0] == 0 for r in rows)


# ----- the retracting springs (kind s3k_ssz_spring) -------------------------------------

def spring_run(x_flip, start_dx, buttons, frames):
    """A spring standing on WIDE's floor (its bottom $10 under its y on
    the floor) and a player on the floor start_dx px from it; each frame's
    (level frame counter, mapping frame, state, timer, player x, x speed,
    ground speed, facing left, events)."""
    (spring,) = placed(0x74, 0, x_flip, x=OX, y=FLOOR - 0x10)
    p = hp.Players(1, game="s3k")
    o = hp.Objects([spring], 1, "s3k")
    p.place(x=OX + start_dx, y=FLOOR - YR, grounded=True)
    rows = []
    for f in range(frames):
        b = buttons[f] if f < len(buttons) else 0
        p.step(WIDE, np.full((1, 1), b, np.uint8), objects=o)
        rows.append((int(p.raw.level_frame[0]), int(o.raw.aux[0, 0]), int(o.raw.state[0, 0]),
                     int(o.raw.timer[0, 0]), int(p.raw.x[0]) >> 16, int(p.raw.xsp[0]), int(p.raw.gsp[0]),
                     int(p.raw.facing_left[0]), o.events(0)))
    return rows


def test_spring_heights_and_sizes():
    """byte_468DC ($24 bytes); width_pixels $18, height_pixels $10;
    sub_1DD0E's d1 $23, d2 $10 (loc_464DA)."""
    assert len(SSZ_SPRING_HEIGHTS) == 0x24 and SSZ_SPRING_HEIGHTS[:17] == (0x11,) * 17
    assert SSZ_SPRING_HEIGHTS[17:30] == (0x10, 0x10, 0xF, 0xE, 0xD, 0xC, 0xB, 9, 7, 5, 2, -1, -5)
    assert SSZ_SPRING_HEIGHTS[30:] == (-0xC,) * 6
    (spring,) = placed(0x74, 0, True)
    assert isinstance(spring, hp.objects.S3kSszSpring) and spring.x_flip == 1
    assert (spring.width_radius, spring.height_radius) == SSZ_SPRING_SIZE
    assert (spring.solid_width, spring.half_height, spring.width) == (*SSZ_SPRING_SOLID, SSZ_SPRING_SIZE[0])


@pytest.mark.parametrize("x_flip", [False, True])
def test_spring_comes_out_on_odd_frames_while_a_player_is_before_it(x_flip):
    """loc_46452: only on frames whose level frame counter is odd, a player in
    the box before it (x - $60..x; X-flipped x..x + $60) raises the mapping
    frame by one up to 3; the player gone, each odd frame lowers it (3 -> 2)
    to 0. A player behind it does nothing."""
    side = 1 if x_flip else -1
    rows = spring_run(x_flip, side * 0x50, [], 12)
    frame = 0
    for counter, aux, *_ in rows:
        if counter & 1:
            frame = min(frame + 1, 3)
        assert aux == frame
    assert rows[-1][1] == 3
    behind = spring_run(x_flip, -side * 0x50, [], 12)
    assert all(r[1] == 0 for r in behind)
    leave = spring_run(x_flip, side * 0x50, [0] * 8 + [R if x_flip else L] * 60, 68)
    gone = [r for r in leave[8:] if r[1] < 3]
    assert [r[1] for r in gone][:3] == [2, 2, 1] and gone[0][0] & 1
    assert leave[-1][1] == 0


@pytest.mark.parametrize("x_flip", [False, True])
def test_spring_throws_a_player_who_pushes_its_face(x_flip):
    """sub_46536: touching its side (the solid call's side bit) on its face's
    side, he is moved 8 px into it (frame 4, state 1); the next frame x_vel =
    ground_vel = -$C00 ($C00 flipped), facing its way, frame 3 (state 2);
    then frame 5 and $2F = 8 (state 3)."""
    side = 1 if x_flip else -1
    toward = L if x_flip else R
    rows = spring_run(x_flip, side * 0x40, [0] * 8 + [toward] * 60, 90)
    c = next(f for f, r in enumerate(rows) if r[2] == 1)
    assert rows[c][1] == 4 and rows[c - 1][2] == 0
    speed = 0xC00 if x_flip else -0xC00
    assert rows[c + 1][1:3] == (3, 2) and rows[c + 1][5:7] == (speed, speed)
    assert rows[c + 1][7] == (0 if x_flip else 1) and "sprung:0" in rows[c + 1][8]
    assert rows[c + 2][1:4] == (5, 3, 8)
    assert rows[c][4] - rows[c - 1][4] in range(-0x10, 0x10)
    assert rows[c + 3][4] < rows[c][4] if not x_flip else rows[c + 3][4] > rows[c][4]


def test_spring_pushes_into_it_by_8_px():
    """loc_46560: sub.w d1,x_pos(a1) with d1 = -8 (unflipped, player left of
    it): the frame of the side touch he ends 8 px further right than the
    solid call left him, which puts him at its x - d1 ($23): at x - $1B."""
    rows = spring_run(False, -0x40, [0] * 8 + [R] * 60, 60)
    c = next(f for f, r in enumerate(rows) if r[2] == 1)
    stopped = rows[c][4] - 8
    assert stopped == OX - SSZ_SPRING_SOLID[0]


# ----- the teleporter pads of subtype 0 (kind sloped) ------------------------------------

def test_teleporter_pad_of_subtype_0_is_a_sloped_top():
    """loc_45616: SolidObjectTopSloped2 with d1 = $23 over byte_466E8 for
    subtype 0 ($1A = 0); not placed: other subtypes, Hidden Palace's pads,
    the end boss's (x >= $1A00 above y $680, loc_455BA)."""
    (pad,) = placed(0x79, 0)
    assert isinstance(pad, hp.objects.SlopedObject) and pad.platform
    assert (pad.width_radius, pad.height_radius) == SSZ_TELEPORTER_SOLID
    assert pad.heights == SSZ_TELEPORTER_HEIGHTS and len(pad.heights) == 36
    assert SSZ_TELEPORTER_HEIGHTS[:12] == (9,) * 12 and max(SSZ_TELEPORTER_HEIGHTS) == 0x11
    for subtype, x, y, act in ((0x15, OX, OY, "ssz1"), (0xAA, OX, OY, "ssz1"), (0, OX, OY, "hpz"),
                               (0, 0x1A40, 0x670, "ssz1")):
        assert placed(0x79, subtype, x=x, y=y, act=act) == []
    assert placed(0x79, 0, x=0x1A40, y=0x680)  # y $680 is not above it
    rows, land = ride(pad, 0x11, 0, 10)
    assert all(r[1] == 1 and r[4] == OY - 0x11 - YR for r in rows[land + 1:])
    rows, land = ride(pad, 9, -0x20, 10)
    assert all(r[1] == 1 and r[4] == OY - 9 - YR for r in rows[land + 1:])


# ----- the broad phase -------------------------------------------------------------------

def test_broad_phase_keeps_the_ssz_objects_exact():
    """Bridges, floats and pads along a floor: one batch of frames, stage by
    stage, and in chunks of frames give the same states (the busy radii)."""
    objs = []
    for i, x in enumerate(range(200, 2600, 400)):
        objs += placed(0x7C, (i % 2) * 0x80, x=x, y=FLOOR - 30)
        objs += placed(0x7B, 0, i % 2 == 1, x=x + 120, y=FLOOR - 50)
        objs += placed(0x7F, x=x + 260, y=FLOOR - 40)
        objs += placed(0x79, x=x + 330, y=FLOOR - 20)
        objs += placed(0x74, 0, i % 2 == 0, x=x + 190, y=FLOOR - 0x10)
    seq = ([2] * 40 + [18] * 20 + [2] * 60 + [0] * 20 + [18] * 10) * 3 + [1] * 80 + [2] * 300
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


# ----- the catalogue and the real layouts ------------------------------------------------

def test_catalogue_rows_of_sky_sanctuary_and_hidden_palace():
    """$8B Obj_SpriteMask, $AF Obj_SSZCutsceneButton, $B0 Obj_HPZMasterEmerald,
    $B3 Obj_StartNewLevel set no collision and call no solid routine; the rows
    left out say why, ending ': not modelled'."""
    for object_id in (0x8B, 0xAF, 0xB0, 0xB3):
        assert catalogue.CODE_FLAGS[("sk2", object_id)] == (False, False)
    for object_id in (0x75, 0x77, 0x79, 0x82, 0xB2, 0xB4):  # h-soz2: $7A, $76 modelled (test_kind_s3k_soz2.py)
        assert catalogue.unmodelled_reason("sk2", object_id).endswith(": not modelled")
    assert catalogue.QUIET_SUBTYPES[("sk2", 0x82)][:2] == (0xFF, 0x30)
    assert catalogue.QUIET_SUBTYPES[("sk2", 0xA0)][:2] == (0x0F, 0x00)  # sub_9185E: the low nibble
    assert catalogue.unmodelled_reason("sk2", 0xA0).endswith(": not modelled")


@pytest.mark.parametrize("act, object_id, kind, count", [
    ("ssz1", 0x7B, "s3k_ssz_bridge", 35), ("ssz1", 0x7C, "s3k_ssz_bridge", 8),
    ("ssz1", 0x7F, "s3k_ssz_float", 8), ("ssz1", 0x74, "s3k_ssz_spring", 5), ("ssz1", 0x79, "sloped", 4), ("ssz2", 0x79, "sloped", 1),
    ("hpz", 0x79, "sloped", 0)])
def test_placed_on_the_real_layouts(act, object_id, kind, count):
    recs, objs = placed_kind("s3k", act, object_id, kind)
    assert len(objs) == count
    if object_id != 0x79:
        assert len(objs) == len(recs)
        for r, o in zip(recs, objs):
            assert (o.x, o.y) == (r["x"], r["y"])
            if object_id == 0x74:
                assert o.x_flip == bool(r["x_flip"])
            elif object_id != 0x7F:
                assert (o.subtype, o.x_flip) == (r["subtype"], bool(r["x_flip"]))
