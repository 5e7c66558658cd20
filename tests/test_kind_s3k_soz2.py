"""Sandopolis's spring vines and pushable rocks, Sky Sanctuary's elevator
bars, swinging carriers and rotating platforms and Mushroom Hill's vertical
swing bars (issue 18; docs/kinds/s3k_soz2.md): SK Set 2 $3F
Obj_SOZSpringVine, $3E Obj_SOZPushableRock, $7A Obj_SSZElevatorBar, $75
Obj_SSZSwingingCarrier, $76 Obj_SSZRotatingPlatform and $0C
Obj_MHZSwingBarVertical, whose code is in sonic3k.asm only. The checkout lacks it,
so the numbers below were read from a public copy (murshies/skdisasm's
sonic3k.asm) and each test names the label they come from:

* loc_40840 (its init: $28 px down, $30 = $60), loc_40852 (each frame:
  sub_40878, sub_40A08, SolidObjectTopSloped with d1 $30);
* sub_40A08 / byte_40AAA: the heights, emulated here register by register
  (:func:`vine_table`: the swapped 16.16 sums of its loops), not from the
  kind's code;
* sub_4093E / loc_409BA: the rider's byte, the push and the throw;
  word_408D4: the wobble after it;
* the rock: loc_405AA (its status byte kept, SolidObjectFull $1B/$C/$D),
  sub_406E4 (the push every fifth frame, the floor behind it), loc_405D8
  (its fall to the track's y), loc_40654 (its slide to the track's x);
* the bar: loc_4539E (Gradual_SwingOffset $18000 / $480, emulated here as
  :func:`swing_offsets`), sub_453E6 (the grab, the hang, the throw);
* the carrier: loc_46172, loc_46216, loc_462C2 (its chain, emulated here as
  :func:`carrier_positions`), sub_46324 / loc_4634A / loc_4639A / loc_463FC
  (the hold, the throw, the spikes' hurt);
* the rotating platform: loc_45E2E / sub_45E6E (the column), loc_45F10 /
  loc_45F3A / loc_45F74 / loc_46042 (the platform turning him round it);
* the swing bar: loc_3F08C, sub_3F0D8, loc_3F252 (the grab), sub_3F11C /
  byte_3F156 (the swing), loc_3F1C8 (the fling), loc_3F166 / loc_3F17A (the
  jump).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from broad_phase_world import FLOOR_WORLD
from hedgephys.levels.place_s3k_soz2 import MHZ_SWING_BAR, SSZ_ROT_COLUMN, SSZ_ROT_DROP, SSZ_ROT_PLATFORM, SSZ_BAR_SIZE, SSZ_CARRIER_SIZE, SSZ_CARRIER_SOLID, SOZ_ROCK_SIZE, SOZ_ROCK_SOLID, SOZ_VINE_DROP, SOZ_VINE_SIZE
from hedgephys.levels.placing import Placement, placers
from hedgephys.players import D, J, L, R
from helpers import placed_kind, sine_cosine

OX, OY = 600, 300
YR = 19  # a standing Sonic's y radius
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))

# byte_40AAA ($62 bytes), indexed by the rider's place $30.
BYTE_40AAA = ([0, 0, 1, 1, 2, 3, 3, 4, 5, 5, 6, 7, 7, 8, 9, 9, 0xA, 0xB, 0xB, 0xC]
              + [0xD, 0xD, 0xE, 0xF, 0xF, 0x10, 0x11, 0x11, 0x12, 0x13, 0x13, 0x14, 0x15, 0x15, 0x16, 0x17, 0x17,
                 0x18, 0x19, 0x19]
              + [0x1A, 0x1B, 0x1B, 0x1C, 0x1D, 0x1D, 0x1E, 0x1F, 0x1F, 0x20, 0x21, 0x21, 0x22, 0x23, 0x23, 0x24,
                 0x25, 0x25, 0x26, 0x27]
              + [0x27, 0x28, 0x27, 0x27, 0x26, 0x25, 0x24, 0x23, 0x22, 0x21, 0x20, 0x1F, 0x1E, 0x1D, 0x1C, 0x1B,
                 0x1A, 0x19, 0x18, 0x17]
              + [0x16, 0x15, 0x14, 0x13, 0x12, 0x11, 0x10, 0xF, 0xE, 0xD, 0xC, 0xB, 0xA, 9, 8, 7, 0, 0])
# word_408D4: the sag ($32) of the frames after a throw, closed by 0.
WORD_408D4 = [-0x100, -0xC0, -0x80, -0x40, -1, 0x40, 0x80, 0xC0, 0x100, 0xC0, 0x80, 0x40, 1,
              -0x20, -0x40, -0x60, -0x80, -0x60, -0x40, -0x20, -1, 0x10, 0x20, 0x30, 0x40, 0x30, 0x20, 0x10, 1,
              -8, -0x10, -0x18, -0x20, -0x18, -0x10, -8, -1, 4, 8, 0xC, 0x10, 0xC, 8, 4, 1,
              -2, -4, -6, -8, -6, -4, -2, 0]


def _swap(v):
    return ((v << 16) | (v >> 16)) & 0xFFFFFFFF


def _divs_step(dividend, divisor):
    """divs.w; ext.l; asl.l #8 (no overflow occurs for these numbers)."""
    q = abs(dividend) // abs(divisor) * (1 if (dividend < 0) == (divisor < 0) else -1)
    assert -0x8000 <= q <= 0x7FFF
    return (q << 8) & 0xFFFFFFFF


def vine_table(place, sag):
    """sub_40A08's $60 bytes for $30 = place, $32 = sag: two loops that store
    the low byte of d3, then swap it, add the 16.16 step and swap back; read
    signed (ext.w, SolidObjSloped)."""
    out, d3 = [], 0
    d0 = BYTE_40AAA[place] * sag + (place << 8)  # muls.w $32(a0),d0; + d5 << 8
    d4 = d0
    step = _divs_step(d0, place)
    for _ in range(place):
        out.append(d3 & 0xFF)
        d3 = _swap((_swap(d3) + step) & 0xFFFFFFFF)
    if 0x60 - place > 0:
        step = _divs_step(0x6000 - d4, 0x60 - place)
        for _ in range(0x60 - place):
            out.append(d3 & 0xFF)
            d3 = _swap((_swap(d3) + step) & 0xFFFFFFFF)
    return [b - 0x100 if b & 0x80 else b for b in out]


def placed(x_flip=False, x=OX, y=OY, act="soz1"):
    rec = Placement("s3k", act, "sk2", 0, x, y, 0x3F, 0, x_flip, False, False)
    return placers()[("sk2", 0x3F)](rec)


def raw_offset(place, x_flip):
    """A player's x - its x for the rider's place (sub_4093E: x - its x + $30;
    X-flipped, $5F minus that)."""
    return (0x5F - place if x_flip else place) - 0x30


def land(place, x_flip=False):
    """A player dropped onto a still vine over `place`: (players, objects)
    on the frame he lands (its standing bit set)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects(placed(x_flip), 1, "s3k")
    oy = OY + SOZ_VINE_DROP
    p.place(x=OX + raw_offset(place, x_flip), y=oy - place - YR - 3, grounded=False)
    p.raw.ysp[0] = 0x100
    for _ in range(8):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        if o.raw.standing[0, 0]:
            return p, o
    raise AssertionError("he did not land")


def step(p, o, buttons=0):
    p.step(EMPTY, np.full((1, 1), buttons, np.uint8), objects=o)


def sag(o):
    """$32, the kind's aux high word."""
    return int(np.int16(np.uint16(int(o.raw.aux[0, 0]) >> 16 & 0xFFFF)))


# ----- the heights (sub_40A08) ---------------------------------------------------------

def test_the_table_at_rest_is_a_45_degree_slope_wherever_he_stood():
    """$32 = 0: both loops step exactly 1 px a byte ((p * 256 / p) << 8)."""
    for place in (0x60, 1, 0x20, 0x3C, 0x5F):
        assert vine_table(place, 0) == list(range(0x60))


def test_the_table_under_a_rider_by_hand():
    """$30 = $30, $32 = -$100: byte_40AAA[$30] = $1F; d0 = -$1F00 + $3000 =
    $1100, / $30 = $5A (step $5A00); ($6000 - $1100) / $30 = $1A5 (step
    $1A500): byte 47 = 47 * $5A00 >> 16 = 16, byte 48 = 16, byte 95 =
    (48 * $5A00 + 47 * $1A500) >> 16 = 94: he sinks 32 px."""
    t = vine_table(0x30, -0x100)
    assert (t[0], t[47], t[48], t[95]) == (0, 16, 16, 94)
    assert len(t) == 0x60 and t == sorted(t)


def test_a_rider_standing_still_sinks_by_40_a_frame():
    """Landed at place $20 (below $3C: his byte -1, never thrown standing
    there): each frame $32 steps -$40 toward -$100 (sub_40878) and he is
    put at its y - the table's byte at his place - his y radius
    (SolidObjSloped, one byte a pixel)."""
    p, o = land(0x20)
    oy = OY + SOZ_VINE_DROP
    ys = []
    for _ in range(7):
        step(p, o)
        ys.append(int(p.raw.y[0]) >> 16)
    sags = [-0x40, -0x80, -0xC0, -0x100, -0x100, -0x100, -0x100]
    assert ys == [oy - vine_table(0x20, s)[0x20] - YR for s in sags]
    assert o.state(0) == "low" and sag(o) == -0x100 and not p.raw.airborne[0]


@pytest.mark.parametrize("x_flip", [False, True])
def test_a_rider_who_came_on_low_is_thrown_at_place_3c(x_flip):
    """Byte -1 and his place at $3C or more (sub_4093E, loc_40982): y_vel
    -$EF0, x_vel -$EF0 facing left (X-flipped: +$EF0 facing right), in the
    air and off it, anim $10 (loc_409BA); the wobble starts at once
    ($36 set; $32 = word_408D4[0] the same frame)."""
    p, o = land(0x20, x_flip)
    for _ in range(3):
        step(p, o)
    p.raw.x[0] = (OX + raw_offset(0x3B, x_flip)) << 16
    step(p, o)
    assert not p.raw.airborne[0] and o.state(0) == "low"
    p.raw.x[0] = (OX + raw_offset(0x3C, x_flip)) << 16
    step(p, o)
    assert (int(p.raw.xsp[0]), int(p.raw.ysp[0])) == ((0xEF0 if x_flip else -0xEF0), -0xEF0)
    assert p.raw.airborne[0] and p.raw.anim[0] == 0x10 and p.raw.facing_left[0] == (not x_flip)
    assert p.raw.on_object[0] == -1 and not o.raw.standing[0, 0] and o.state(0) == "still"
    assert "sprung:0" in o.events(0)
    sags = [sag(o)]
    for _ in range(len(WORD_408D4) - 1):
        step(p, o)
        sags.append(sag(o))
    assert sags == WORD_408D4 and int(o.raw.timer[0, 0]) == 0


@pytest.mark.parametrize("x_flip", [False, True])
def test_a_rider_who_came_on_high_is_pushed_down_and_thrown_below_3c(x_flip):
    """Byte 1 (landed at place $50): from the next frame his ground speed
    loses $18 a frame (X-flipped: not.w of $18, he gains $19, down its slope
    either way), and once his place is below $3C he is thrown as from the
    low end."""
    p, o = land(0x50, x_flip)
    step(p, o)
    assert o.state(0) == "high" and int(p.raw.gsp[0]) == 0
    gsps = []
    for _ in range(60):
        step(p, o)
        if p.raw.airborne[0]:
            break
        gsps.append(int(p.raw.gsp[0]))
    assert p.raw.airborne[0], "not thrown"
    assert (int(p.raw.xsp[0]), int(p.raw.ysp[0])) == ((0xEF0 if x_flip else -0xEF0), -0xEF0)
    place = (int(p.raw.x[0]) >> 16) - OX + 0x30
    assert (0x5F - place if x_flip else place) < 0x3C
    down = [g if x_flip else -g for g in gsps]
    assert down == sorted(down) and down[0] > 0


def test_a_player_walking_off_leaves_it_to_spring_back():
    """Not standing: his byte is cleared and $32 steps back +$40 a frame to 0."""
    p, o = land(0x10)
    for _ in range(5):
        step(p, o)
    assert sag(o) == -0x100
    p.raw.x[0] = (OX - 0x30 - 30) << 16  # beyond its left end: let go by the solid call
    step(p, o)
    sags = []
    for _ in range(5):
        step(p, o)
        sags.append(sag(o))
    assert sags[:4] == [-0x80, -0x40, 0, 0] and o.state(0) == "still"


# ----- the placer, the broad phase, the layouts -----------------------------------------

def test_the_vine_is_placed_28_px_down_with_its_flip():
    """loc_40840: addi.w #$28,y_pos(a0); width_pixels, height_pixels $2C."""
    (obj,) = placed(True)
    assert obj.kind == "s3k_soz_spring_vine" and (obj.x, obj.y, obj.x_flip) == (OX, OY + 0x28, True)
    assert (obj.width_radius, obj.height_radius) == SOZ_VINE_SIZE == (0x2C, 0x2C)


def test_broad_phase_keeps_the_vines_exact():
    """Vines along a floor, walked onto from either end, ridden, thrown from:
    one long call, stage by stage and in chunks give the same states."""
    objs = []
    for i, x in enumerate(range(300, 2500, 300)):
        objs += placed(i % 2 == 1, x=x, y=FLOOR - 0x28 - (i % 3) * 4)
    seq = ([R] * 90 + [0] * 30 + [L] * 60 + [R | J] * 10 + [R] * 200 + [0] * 40 + [L] * 120) * 2
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def test_the_catalogue_no_longer_gives_a_reason():
    assert ("sk2", 0x3F) not in catalogue.REASONS_BY_ID
    assert ("sk2", 0x7A) not in catalogue.REASONS_BY_ID
    assert catalogue.REASONS_BY_ID[("sk2", 0x75)].startswith("subtype bit 7")
    assert ("sk2", 0x76) not in catalogue.REASONS_BY_ID
    assert ("sk2", 0x0C) not in catalogue.REASONS_BY_ID
    why = catalogue.REASONS_BY_ID[("sk2", 0x3E)]
    assert why.startswith("subtype bit 7") and "sub_41AA8" in why and why.endswith(": not modelled")


@pytest.mark.parametrize("act, count", [("soz1", 12), ("soz2", 5)])
def test_the_vines_are_placed_on_the_real_layouts(act, count):
    recs, objs = placed_kind("s3k", act, 0x3F, "s3k_soz_spring_vine")
    assert len(recs) == len(objs) == count
    assert [(o.x, o.y, o.x_flip) for o in objs] == [(int(r["x"]), int(r["y"]) + 0x28, bool(r["x_flip"]))
                                                   for r in recs]


# ----- the pushable rock (kind s3k_soz_pushable_rock) -----------------------------------

ROCK_Y = FLOOR - 0xC  # its bottom (y + y_radius $B) on the floor row


def rock(subtype=7, x=300, y=ROCK_Y, flip=False):
    rec = Placement("s3k", "soz1", "sk2", 0, x, y, 0x3E, subtype, flip, False, False)
    return placers()[("sk2", 0x3E)](rec)


def test_the_rock_is_placed_with_its_track_and_the_routines_sizes():
    """Init: width_pixels $10, height_pixels $C; subtype & $1F indexes
    SOZRockRideInfo (11 lists); bit 7 (the push switch's rock) or an index
    past them: not placed."""
    (obj,) = rock(0x69)
    assert obj.kind == "s3k_soz_pushable_rock" and obj.subtype == 9
    assert (obj.width_radius, obj.height_radius) == SOZ_ROCK_SIZE == (0x10, 0xC)
    assert (obj.solid_width, obj.half_height, obj.stand_height) == SOZ_ROCK_SOLID == (0x1B, 0xC, 0xD)
    assert rock(0x87) == [] and rock(0x0B) == [] and rock(0x1F) == []


def push_run(start_x, frames, x=300, cam_max_y=0x1000, subtype=7):
    """A player on the floor world holding right from start_x toward a rock
    at x: per frame (his Status_Push before it, its pushing bit after, rock
    x, player x, rock state, rock y, rock x speed, rock y speed)."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects(rock(subtype, x=x), 1, "s3k")
    p.place(x=start_x, y=FLOOR - YR - 1, grounded=True)
    p.raw.cam_max_y[0] = p.raw.cam_target_y[0] = cam_max_y
    rows = []
    for _ in range(frames):
        before = int(p.raw.pushing[0])
        p.step(FLOOR_WORLD, np.full((1, 1), R, np.uint8), objects=o)
        rows.append((before, int(o.raw.pushed[0, 0]), int(o.raw.x[0, 0]) >> 16, int(p.raw.x[0]) >> 16,
                     o.state(0), int(o.raw.y[0, 0]) >> 16, int(o.raw.xsp[0, 0]), int(o.raw.ysp[0, 0])))
    return rows


def test_a_pushing_player_moves_the_rock_1_px_every_fifth_frame():
    """sub_406E4: only when his Status_Push was set before the solid call
    ($30) and its pushing bit is set after it; $32 (0 at first) - 1, below
    0: 4 again and both move 1 px right (he is left of it)."""
    rows = push_run(240, 120)
    count, x = 0, rows[0][2]
    moves = 0
    for before, pushed, rx, px, state, *_ in rows:
        assert state == "resting"
        if before and pushed:
            count -= 1
            if count < 0:
                count, x = 4, x + 1
                moves += 1
        assert rx == x
    assert moves >= 10
    pushes = [i for i, r in enumerate(rows) if r[0] and r[1]]
    moved = [i for i in range(1, len(rows)) if rows[i][2] != rows[i - 1][2]]
    assert moved[:4] == pushes[0:16:5][:4]
    assert all(rows[i][3] == rows[i - 1][3] + 1 for i in moved[1:]), "he moves with it"


def test_the_rock_falls_once_the_floor_behind_it_is_gone_and_rides_its_track():
    """The floor world's pit is x 352..383: pushed right until the floor at
    its x - $10 (y + $B) is more than $E down, it falls (MoveSprite: y speed
    + $38 a frame) to the track's y ($5EC for track 7), then slides at +$100
    toward its x ($47F0)."""
    rows = push_run(300, 700, x=340)
    fall = next(i for i, r in enumerate(rows) if r[4] == "falling")
    assert rows[fall][2] - 0x10 >= 352  # the edge behind it over the pit
    ysps = [r[7] for r in rows[fall:] if r[4] == "falling"]
    assert ysps[:4] == [0, 0x38, 0x70, 0xA8]
    slide = next(i for i, r in enumerate(rows) if r[4] == "sliding")
    assert rows[slide][5] == 0x5EC and rows[slide][7] == 0 and rows[slide][6] == 0x100
    assert rows[slide + 10][2] == rows[slide][2] + 10


def test_the_rock_is_put_away_below_the_camera_bound():
    """loc_405D8: at Camera_max_Y_pos + $120 or below, x = $7F00."""
    rows = push_run(300, 300, x=340, cam_max_y=0)
    gone = next(i for i, r in enumerate(rows) if r[2] == 0x7F00)
    assert rows[gone][4] == "falling" and rows[gone][5] >= 0x120 and rows[gone - 1][5] < 0x120


def test_broad_phase_keeps_the_rocks_exact():
    objs = rock(7, x=200) + rock(8, x=340) + rock(9, x=500) + rock(1, x=600)
    seq = [R] * 300 + [0] * 20 + [L] * 40 + [R | J] * 20 + [R] * 200
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 120, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq)


@pytest.mark.parametrize("act, count, placed_count", [("soz1", 7, 7), ("soz2", 3, 2)])
def test_the_rocks_are_placed_on_the_real_layouts(act, count, placed_count):
    recs, objs = placed_kind("s3k", act, 0x3E, "s3k_soz_pushable_rock")
    assert len(recs) == count and len(objs) == placed_count
    kept = [r for r in recs if not int(r["subtype"]) & 0x80]
    assert [(o.x, o.y, o.subtype) for o in objs] == [(int(r["x"]), int(r["y"]), int(r["subtype"]) & 0x1F)
                                                   for r in kept]


# ----- the elevator bar (kind s3k_ssz_elevator_bar) -------------------------------------

def swing_offsets(n):
    """Gradual_SwingOffset(d0 = $18000, d1 = $480) from $2E = $32 = $36 = 0:
    the offset's high word and the speed $2E after each of n frames."""
    speed, off, up, out = 0, 0, False, []
    for _ in range(n):
        off += speed
        if (off >= 0) if up else (off <= 0):
            speed, off, up = (0x18000 if up else -0x18000), 0, not up
        else:
            speed += 0x480 if up else -0x480
        out.append(((off >> 16), speed))
    return out


def bar(x=OX, y=OY):
    rec = Placement("s3k", "ssz1", "sk2", 0, x, y, 0x7A, 0, False, False, False)
    return placers()[("sk2", 0x7A)](rec)


def test_the_bar_is_placed_where_the_layout_says():
    (obj,) = bar()
    assert obj.kind == "s3k_ssz_elevator_bar" and (obj.x, obj.y) == (OX, OY)
    assert (obj.width_radius, obj.height_radius) == SSZ_BAR_SIZE == (0x30, 4)


def test_the_bar_swings_by_gradual_swing_offset_from_the_first_frame():
    """$2E, $32, $36 are 0 at load: the first frame turns it upward at
    -$18000 (-1.5 px a frame), braked by $480 a frame, back through its
    layout y at +$18000, and so on: y = layout y + the offset's high word."""
    want = swing_offsets(400)
    assert want[:3] == [(0, -0x18000), (-2, -0x17B80), (-3, -0x17700)]
    assert min(w[0] for w in want) < -60 and max(w[0] for w in want) > 60
    p = hp.Players(1, game="s3k")
    p.place(x=OX + 400, y=OY, grounded=False)
    o = hp.Objects(bar(), 1, "s3k")
    got = []
    for _ in range(400):
        step(p, o)
        got.append(((int(o.raw.y[0, 0]) >> 16) - OY, int(o.raw.phase[0, 0])))
    assert got == want


def hang(dy=4, dx=0, frames=3):
    """A player in the air dy px below the bar's first-frame y, dx across:
    stepped `frames` idle frames."""
    p = hp.Players(1, game="s3k")
    p.place(x=OX + dx, y=OY + dy, grounded=False)
    o = hp.Objects(bar(), 1, "s3k")
    for _ in range(frames):
        step(p, o)
    return p, o


def test_a_player_below_it_is_grabbed_and_hangs_14_px_under_it():
    """sub_453E6: x - its x + $28 below $50, y - its y below $18: held
    (object_control 3, x_vel = ground_vel = 0, anim 0), his y its y + $14
    each frame while it swings."""
    p, o = hang()
    assert o.state(0) == "holding" and p.raw.object_control[0] == 3
    assert (int(p.raw.xsp[0]), int(p.raw.gsp[0]), int(p.raw.anim[0])) == (0, 0, 0)
    for _ in range(20):
        step(p, o)
        assert (int(p.raw.y[0]) >> 16) == (int(o.raw.y[0, 0]) >> 16) + 0x14
        assert o.state(0) == "holding"


@pytest.mark.parametrize("dy, dx", [(-1, 0), (0x18, 0), (4, 0x28), (4, -0x29)])
def test_a_player_outside_its_box_is_not_grabbed(dy, dx):
    p = hp.Players(1, game="s3k")
    p.place(x=OX + dx, y=OY + dy, grounded=False)
    p.raw.ysp[0] = 0  # he stays where he is this frame (gravity after the move)
    o = hp.Objects(bar(), 1, "s3k")
    step(p, o)
    assert o.state(0) == "free" and p.raw.object_control[0] == 0


@pytest.mark.parametrize("held, vx, vy", [(R, 0x200, -0x400), (L, -0x200, -0x400), (0, 0, -0x400), (D, 0, 0),
                                          (L | D, -0x200, -0x400)])
def test_a_jump_button_throws_him_with_its_speed(held, vx, vy):
    """loc_454AA: a press of A, B or C lets go (object_control 0), x_vel
    -$200 with left held, $200 with right, else 0; y_vel = $2E asr 8 plus
    -$400, or plus 0 with down alone; in the air, jumping, rolling, anim 2;
    30 frames before it grabs again."""
    p, o = hang(frames=10)
    step(p, o, held)
    step(p, o, held | J)
    speed = int(o.raw.phase[0, 0])  # the frame's swing runs before sub_453E6
    assert o.state(0) == "free" and p.raw.object_control[0] == 0
    assert (int(p.raw.xsp[0]), int(p.raw.ysp[0])) == (vx, (speed >> 8) + vy)
    assert p.raw.airborne[0] and p.raw.jumping[0] and p.raw.rolling[0] and p.raw.anim[0] == 2
    assert (p.raw.yr[0], p.raw.xr[0]) == (0xE, 7)
    assert int(o.raw.timer[0, 0]) & 0xFF == 30


def test_after_a_throw_it_waits_30_frames_before_grabbing_again():
    """The wait 2(a2) goes down each frame; the frame it reaches 0 the grab
    test runs: a player kept in its box is held again on the 30th frame."""
    p, o = hang(frames=5)
    step(p, o, J)
    assert o.state(0) == "free"
    for f in range(1, 31):
        p.raw.x[0] = OX << 16
        p.raw.y[0] = ((int(o.raw.y[0, 0]) >> 16) + 4 + 2) << 16  # within its box after its next swing step
        p.raw.xsp[0] = p.raw.ysp[0] = 0
        step(p, o)
        assert o.state(0) == ("holding" if f == 30 else "free"), f


def test_broad_phase_keeps_the_bars_exact():
    """Bars over a floor, one swinging down onto a player standing under it:
    held, thrown by jumps (left, right, none), grabbed again; one long call,
    stage by stage and in chunks give the same states."""
    objs = bar(x=300, y=FLOOR - 0x20) + bar(x=420, y=FLOOR - 0x28) + bar(x=700, y=FLOOR - 0x30)
    seq = ([0] * 190 + [R | J] + [R] * 30 + [0] * 120 + [L | J] + [L] * 20 + [0] * 200 + [J] + [0] * 60) * 2
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 300, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def test_the_bars_are_placed_on_the_real_layout():
    recs, objs = placed_kind("s3k", "ssz1", 0x7A, "s3k_ssz_elevator_bar")
    assert len(recs) == len(objs) == 5
    assert [(o.x, o.y) for o in objs] == [(int(r["x"]), int(r["y"])) for r in recs]


# ----- the swinging carrier (kind s3k_ssz_swinging_carrier) -----------------------------

def carrier_positions(n_frames, subtype=0, x0=OX, y0=OY):
    """loc_46172 / loc_46216 / loc_462C2: the pivot's angle $41 +
    Gradual_SwingOffset($20000, $821) from rest, (subtype & 3) + 6 links of
    (cos, sin) << 12 summed as 16.16 from the pivot, the carrier $C px below
    the last: its (x, y) each frame."""
    speed, off, up, out = 0, 0, False, []
    links = (subtype & 3) + 6
    for _ in range(n_frames):
        off += speed
        if (off >= 0) if up else (off <= 0):
            speed, off, up = (0x20000 if up else -0x20000), 0, not up
        else:
            speed += 0x821 if up else -0x821
        s, c = sine_cosine((off >> 16) + 0x41)
        x = ((x0 << 16) + links * (c << 12)) >> 16
        y = ((y0 << 16) + links * (s << 12)) >> 16
        out.append((x, y + 0xC))
    return out


def carrier(subtype=0, x=OX, y=OY, x_flip=False):
    rec = Placement("s3k", "ssz1", "sk2", 0, x, y, 0x75, subtype, x_flip, False, False)
    return placers()[("sk2", 0x75)](rec)


def test_the_carrier_is_placed_with_its_subtype_and_the_routines_sizes():
    """loc_46284: width_pixels $18, height_pixels $C; loc_462C2: SolidObjectFull
    $23 / 8 / 8; subtype bit 7 (the turning pivot and the floor check): none."""
    (obj,) = carrier(0x03)
    assert obj.kind == "s3k_ssz_swinging_carrier" and (obj.x, obj.y, obj.subtype) == (OX, OY, 3)
    assert (obj.width_radius, obj.height_radius) == SSZ_CARRIER_SIZE == (0x18, 0xC)
    assert (obj.solid_width, obj.half_height, obj.stand_height) == SSZ_CARRIER_SOLID == (0x23, 8, 8)
    assert carrier(0x80) == [] and carrier(0x82) == []


@pytest.mark.parametrize("subtype", [0, 3])
def test_the_carrier_hangs_at_the_end_of_its_swinging_chain(subtype):
    want = carrier_positions(300, subtype)
    assert want[0] == (OX + ((subtype + 6) * (sine_cosine(0x41)[1] << 12) >> 16),
                       OY + ((subtype + 6) * (sine_cosine(0x41)[0] << 12) >> 16) + 0xC)
    p = hp.Players(1, game="s3k")
    p.place(x=OX + 600, y=OY, grounded=False)
    o = hp.Objects(carrier(subtype), 1, "s3k")
    got = []
    for _ in range(300):
        step(p, o)
        got.append((int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16))
    assert got == want
    assert max(x for x, _ in want) - min(x for x, _ in want) > 60


def ride_carrier(frames=4):
    """A player dropped onto the carrier (its first frame's top): the frame
    he lands, he is held."""
    x, y = carrier_positions(1)[0]
    p = hp.Players(1, game="s3k")
    p.place(x=x, y=y - 8 - YR - 3, grounded=False)
    p.raw.ysp[0] = 0x100
    o = hp.Objects(carrier(), 1, "s3k")
    for _ in range(frames):
        step(p, o)
        if o.state(0) == "holding":
            return p, o
    raise AssertionError("not held")


def test_a_player_standing_on_it_is_held_and_carried():
    """loc_4634A: object_control 1, speeds 0, rolling, anim 2, radii $E / 7;
    loc_4639A: his x its x, his y its y - $C, every frame."""
    p, o = ride_carrier()
    assert p.raw.object_control[0] == 1 and p.raw.rolling[0] and p.raw.anim[0] == 2
    assert (p.raw.yr[0], p.raw.xr[0]) == (0xE, 7)
    for _ in range(40):
        step(p, o)
        assert o.state(0) == "holding"
        assert ((int(p.raw.x[0]) >> 16), (int(p.raw.y[0]) >> 16)) == (
            int(o.raw.x[0, 0]) >> 16, (int(o.raw.y[0, 0]) >> 16) - 0xC)
        assert (int(p.raw.xsp[0]), int(p.raw.ysp[0])) == (0, 0)


def test_a_jump_button_lets_him_go_at_680_up():
    """loc_463FC: y_vel -$680, object_control 0, in the air, jumping."""
    p, o = ride_carrier()
    step(p, o)
    step(p, o, J)
    assert o.state(0) == "free" and p.raw.object_control[0] == 0
    assert int(p.raw.ysp[0]) == -0x680 and p.raw.airborne[0] and p.raw.jumping[0]
    step(p, o)
    assert not o.raw.standing[0, 0]


def test_a_side_touch_hurts_as_spikes_do():
    """sub_46324: not standing, a side or bottom touch of the solid call
    (andi.w #5,d6) runs sub_24280 (the spikes' hurt)."""
    x, y = carrier_positions(1)[0]
    p = hp.Players(1, game="s3k")
    p.place(x=x - 0x23 - 12, y=y, grounded=False)
    p.raw.xsp[0], p.raw.ysp[0] = 0x600, -0x38
    o = hp.Objects(carrier(), 1, "s3k")
    for _ in range(20):  # it swings away from him at first
        step(p, o)
        if p.raw.hurt[0]:
            break
    assert p.raw.hurt[0] and o.state(0) == "free" and "hurt:0" in o.events(0)
    assert int(p.raw.xsp[0]) < 0  # knocked back away from it


def test_broad_phase_keeps_the_carriers_exact():
    """Carriers swinging over a floor, ridden and jumped from."""
    objs = carrier(0, x=400, y=FLOOR - 0x8A) + carrier(1, x=800, y=FLOOR - 0x9A) + carrier(3, x=1200, y=FLOOR - 0xBA)
    seq = ([R] * 50 + [R | J] * 12 + [0] * 60 + [J] * 2 + [0] * 40 + [L] * 30 + [L | J] * 12 + [0] * 50) * 3
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 300, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def test_the_carriers_are_placed_on_the_real_layout():
    recs, objs = placed_kind("s3k", "ssz1", 0x75, "s3k_ssz_swinging_carrier")
    assert len(recs) == 8 and len(objs) == 5
    kept = [r for r in recs if not int(r["subtype"]) & 0x80]
    assert [(o.x, o.y, o.subtype) for o in objs] == [(int(r["x"]), int(r["y"]), int(r["subtype"])) for r in kept]


# ----- the rotating platform (kind s3k_ssz_rotating_platform) ---------------------------

def rotating(subtype=0, x=OX, y=OY):
    rec = Placement("s3k", "ssz1", "sk2", 0, x, y, 0x76, subtype, False, False, False)
    return placers()[("sk2", 0x76)](rec)


def test_the_rotating_platform_is_a_column_and_a_platform_30_px_lower():
    """loc_45E2E: SolidObjectTop $10 / $21 at its position; loc_45F10: $30
    px lower, width_pixels $60 ($A0 with subtype bit 0), d1 $B + that, d3 $11."""
    for subtype, w in ((0, 0x60), (1, 0xA0)):
        col, plat = rotating(subtype)
        assert (col.kind, plat.kind) == ("s3k_ssz_rotating_platform",) * 2
        assert (col.x, col.y, col.lower, col.width, col.stand_height) == (OX, OY, False, 0x10, 0x21)
        assert (plat.x, plat.y, plat.lower, plat.width, plat.stand_height) == (OX, OY + 0x30, True, 0xB + w, 0x11)
    assert SSZ_ROT_COLUMN[2:] == (0x10, 0x21) and SSZ_ROT_DROP == 0x30 and SSZ_ROT_PLATFORM == ((0x60, 0xA0), 0xB, 0x11)


def stand_on(obj, dx):
    """A player dropped onto `obj` dx px from its x: (players, objects) on
    the frame he lands."""
    p = hp.Players(1, game="s3k")
    o = hp.Objects([obj], 1, "s3k")
    p.place(x=obj.x + dx, y=obj.y - obj.stand_height - YR - 3, grounded=False)
    p.raw.ysp[0] = 0x100
    for _ in range(8):
        step(p, o)
        if o.raw.standing[0, 0]:
            return p, o
    raise AssertionError("he did not land")


def test_the_column_holds_him_the_frame_after_and_draws_him_to_its_x():
    """sub_45E6E: standing, $2E.w = $100 ("stood"); the next frame still
    standing: held (object_control 3, x and ground speed 0, anim 0, not
    rolling) and 1 px toward its x each frame (loc_45EEE)."""
    col, _ = rotating()
    p, o = stand_on(col, 6)
    assert o.state(0) == "stood" and p.raw.object_control[0] == 0
    xs = []
    for _ in range(9):
        step(p, o)
        assert o.state(0) == "holding" and p.raw.object_control[0] == 3
        assert (int(p.raw.xsp[0]), int(p.raw.gsp[0]), int(p.raw.anim[0]), int(p.raw.rolling[0])) == (0, 0, 0, 0)
        xs.append((int(p.raw.x[0]) >> 16) - OX)
    assert xs == [5, 4, 3, 2, 1, 0, 0, 0, 0]


@pytest.mark.parametrize("dx, angle0", [(40, 0), (-10, 0x80), (-0x30, 0x80)])
def test_the_platform_turns_him_round_it(dx, angle0):
    """loc_45FB8: the radius |dx|, the angle 0 ($80 left of its x); held from
    the next frame: angle + 2, the radius + 1 while below $14, his x = its x
    + (cos(angle) * radius) asr 8 (loc_46042)."""
    _, plat = rotating()
    p, o = stand_on(plat, dx)
    assert o.state(0) == "stood"
    angle, radius = angle0, abs(dx)
    for _ in range(70):
        step(p, o)
        angle = (angle + 2) & 0xFF
        if radius < 0x14:
            radius += 1
        assert o.state(0) == "holding" and p.raw.object_control[0] == 3
        assert (int(p.raw.x[0]) >> 16) == OX + ((sine_cosine(angle)[1] * radius) >> 8)
        assert (int(p.raw.y[0]) >> 16) == OY + 0x30 - 0x11 - YR


@pytest.mark.parametrize("lower", [False, True])
def test_a_jump_button_throws_him_off_at_680(lower):
    """loc_45E90 / loc_45FE4: a press of A, B or C: y_vel -$680,
    object_control 0, rolling, in the air, jumping, anim 2, radii $E / 7."""
    obj = rotating()[1 if lower else 0]
    p, o = stand_on(obj, 4)
    step(p, o)
    step(p, o)
    step(p, o, J)
    assert o.state(0) == "free" and p.raw.object_control[0] == 0
    assert int(p.raw.ysp[0]) == -0x680 and p.raw.airborne[0] and p.raw.jumping[0] and p.raw.rolling[0]
    assert (int(p.raw.anim[0]), int(p.raw.yr[0]), int(p.raw.xr[0])) == (2, 0xE, 7)
    step(p, o)
    assert not o.raw.standing[0, 0]


def test_a_player_who_leaves_at_once_is_let_be():
    """Stood, then not standing the next frame (a jump the frame after he
    landed): clr.b (a3), never held."""
    col, _ = rotating()
    p, o = stand_on(col, 4)
    step(p, o, J)
    assert p.raw.airborne[0] and o.state(0) == "free" and p.raw.object_control[0] == 0


def test_broad_phase_keeps_the_rotating_platforms_exact():
    objs = rotating(0, x=400, y=FLOOR - 0x30) + rotating(1, x=900, y=FLOOR - 0x58)
    seq = ([R] * 40 + [R | J] * 10 + [0] * 80 + [J] * 2 + [R] * 30 + [0] * 50 + [L | J] * 8 + [0] * 90 + [J]) * 3
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 300, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


def test_the_rotating_platforms_are_placed_on_the_real_layout():
    recs, objs = placed_kind("s3k", "ssz1", 0x76, "s3k_ssz_rotating_platform")
    assert len(recs) == 7 and len(objs) == 14
    assert [(o.x, o.y, o.lower) for o in objs[::2]] == [(int(r["x"]), int(r["y"]), False) for r in recs]
    assert [(o.y, o.width) for o in objs[1::2]] == [(int(r["y"]) + 0x30, 0xB + (0xA0 if int(r["subtype"]) & 1 else 0x60))
                                                    for r in recs]


# ----- the vertical swing bar (kind s3k_mhz_swing_bar) ---------------------------------

BYTE_3F156 = [0x12, 0x12, 4, 4, 4, -0xA, -0xA, -0xA, -0x12, -0x12, -0x12, -0x12, -0x12, 0xA, 0xA, 0xA]
BAR_X = 200  # clear of the floor world's pit (x 352..383)


def swing_bar(x=BAR_X, y=FLOOR - 20):
    rec = Placement("s3k", "mhz1", "sk2", 0, x, y, 0x0C, 0, False, False, False)
    return placers()[("sk2", 0x0C)](rec)


def run_at(bar_objs, speed, start, frames, buttons=None):
    """A player on the floor world's floor running at `speed` from `start`:
    after each frame (state, object_control, x - its x, x speed, ground
    speed, airborne, the wait, his move_lock)."""
    p = hp.Players(1, game="s3k")
    p.place(x=start, y=FLOOR - YR - 1, grounded=True)
    p.raw.xsp[0] = p.raw.gsp[0] = speed
    p.raw.facing_left[0] = speed < 0
    o = hp.Objects(bar_objs, 1, "s3k")
    rows = []
    for f in range(frames):
        b = buttons[f] if buttons and f < len(buttons) else (R if speed > 0 else L)
        p.step(FLOOR_WORLD, np.full((1, 1), b, np.uint8), objects=o)
        rows.append((o.state(0), int(p.raw.object_control[0]), (int(p.raw.x[0]) >> 16) - BAR_X, int(p.raw.xsp[0]),
                     int(p.raw.gsp[0]), int(p.raw.airborne[0]), int(o.raw.timer[0, 0]), int(p.raw.control_lock[0])))
    return p, o, rows


def test_the_swing_bar_is_placed_with_the_routines_sizes():
    (obj,) = swing_bar()
    assert obj.kind == "s3k_mhz_swing_bar" and (obj.x, obj.y) == (BAR_X, FLOOR - 20)
    assert (obj.width_radius, obj.height_radius, obj.width, obj.stand_height) == (4, 0x20, 4, 0x21)
    assert MHZ_SWING_BAR == (4, 0x20, 0x21)


@pytest.mark.parametrize("speed", [0x600, -0x600])
def test_a_runner_is_swung_round_it_and_flung_on_at_1000(speed):
    """loc_3F252: on the ground at $400 or more, x - its x - $10 below $18
    (running left: x - its x + $28 below $18): taken at its x + $12 (- $12),
    speeds 0, object_control 3, swing 8. Each frame the swing + 8 and his x
    its x + byte_3F156[swing >> 4] (negated from the right); at $F8, flung
    (loc_3F1C8): x its x, x and ground speed $1000 his way, move_lock 15, a
    wait of 8, still on the ground."""
    sign = 1 if speed > 0 else -1
    start = BAR_X - 60 if speed > 0 else BAR_X + 60
    p, o, rows = run_at(swing_bar(), speed, start, 60)
    grab = next(i for i, r in enumerate(rows) if r[0] == "holding")
    assert rows[grab][1:6] == (3, sign * 0x12, 0, 0, 0)
    before = rows[grab - 1][2] + sign * 6  # his x after his own move in the grab frame ($600: 6 px)
    assert (0 <= before - 0x10 < 0x18) if sign > 0 else (0 <= before + 0x28 < 0x18)
    assert all(r[0] == "free" for r in rows[:grab])
    swing = 8
    for r in rows[grab + 1:grab + 31]:
        swing += 8
        assert r[:3] == ("holding", 3, sign * BYTE_3F156[swing >> 4])
    assert swing == 0xF8
    fling = rows[grab + 31]
    assert fling[0] == "free" and fling[1] == 0 and fling[5] == 0 and fling[6] == 8
    assert (fling[3], fling[4]) == (sign * 0x1000, sign * 0x1000) and fling[2] == 0
    assert fling[7] == 15


def test_a_jump_button_lets_him_go_at_500():
    """loc_3F166 / loc_3F17A: y_vel -$500, in the air, jumping, rolling,
    anim 2, radii $E / 7, object_control 0; a wait of 30 frames."""
    buttons = [R] * 16 + [J]
    p, o, rows = run_at(swing_bar(), 0x600, BAR_X - 60, 17, buttons)
    assert rows[15][0] == "holding"
    assert int(p.raw.ysp[0]) == -0x500 and p.raw.airborne[0] and p.raw.jumping[0] and p.raw.rolling[0]
    assert (int(p.raw.anim[0]), int(p.raw.yr[0]), int(p.raw.xr[0])) == (2, 0xE, 7)
    assert o.state(0) == "free" and int(o.raw.timer[0, 0]) == 30 and p.raw.object_control[0] == 0


@pytest.mark.parametrize("speed, air", [(0x3FF, False), (0x600, True)])
def test_too_slow_or_in_the_air_he_runs_past(speed, air):
    p = hp.Players(1, game="s3k")
    p.place(x=BAR_X - 40, y=FLOOR - YR - 1 - (30 if air else 0), grounded=not air)
    p.raw.xsp[0] = p.raw.gsp[0] = speed
    o = hp.Objects(swing_bar(), 1, "s3k")
    for _ in range(20):
        p.step(FLOOR_WORLD, np.full((1, 1), 0, np.uint8), objects=o)
        assert o.state(0) == "free" and p.raw.object_control[0] == 0


def test_broad_phase_keeps_the_swing_bars_exact():
    objs = swing_bar(x=260) + swing_bar(x=600, y=FLOOR - 40) + swing_bar(x=1000)
    seq = ([R] * 120 + [L] * 90 + [R | J] * 3 + [R] * 100 + [L] * 40 + [0] * 30) * 2
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 150, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, WIDE)


@pytest.mark.parametrize("act, count", [("mhz1", 3), ("mhz2", 2)])
def test_the_swing_bars_are_placed_on_the_real_layouts(act, count):
    recs, objs = placed_kind("s3k", act, 0x0C, "s3k_mhz_swing_bar")
    assert len(recs) == len(objs) == count
    assert [(o.x, o.y) for o in objs] == [(int(r["x"]), int(r["y"])) for r in recs]
