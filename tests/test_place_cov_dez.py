"""Sonic & Knuckles' own rows placed by h-dez (issue 18 points 3/4): Death
Egg's energy bridges and conveyor belts (docs/kinds/s3k_sk_timed.md), the
S&K zones' breakable walls (the rule ``knuckles_glide``, docs/kinds/spike.md),
buttons and Flying Battery's cork floors. Their code is in sonic3k.asm only
(the checkout lacks it): the numbers below were read from a public copy
(murshies/skdisasm's sonic3k.asm), each test naming the label they come
from; the real-layout tests need HEDGEPHYS_DISASM.

* ``Obj_DEZEnergyBridge`` (sub_47DDE, word_47DD6, loc_47E62, loc_47E8C,
  loc_47EAA, sub_47EE8);
* ``Obj_DEZConveyorBelt`` (its init, loc_47842, sub_47854);
* ``Obj_DEZStaircase`` (its init, loc_47690, loc_476EA, loc_476FE, off_4773A,
  loc_4774A, loc_47774, loc_4779E, loc_477C2, loc_477EC);
* ``Obj_BreakableWall`` (loc_214A4, loc_214DE, loc_21536, loc_21818,
  loc_21862, sub_218CE);
* ``Obj_Button`` (loc_2C5BE, loc_2C62C) and ``Obj_CorkFloor`` (loc_2A444).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels import catalogue
from hedgephys.levels.placing import Placement, placers
from hedgephys.objects import Objects, SolidBox
from hedgephys.spike_kinds import BREAKS, Breakable
from helpers import one_player, placed_of, set_state

FRAME = 33  # the level frame counter's word in the oscillators' table (oscillators.hpp)
OX, OY = 1000, 1000
#: word_47DD6: the period's mask by (subtype & $C) / 4.
MASKS = (0x7F, 0xFF, 0x1FF, 0x3FF)


def rec(table, object_id, subtype=0, act="dez1", x=OX, y=OY, x_flip=False):
    return Placement("s3k", act, table, 0, x, y, object_id, subtype, x_flip, False, False)


def placed(table, object_id, **kw):
    return placers()[(table, object_id)](rec(table, object_id, **kw))


# ----- Death Egg's energy bridges ------------------------------------------------

def bridge_routine(subtype, loaded, counters):
    """A frame-by-frame run of Obj_DEZEnergyBridge loaded on counter
    `loaded`: for each counter from then on, whether its routine called
    SolidObjectTop ("solid"), dropped its riders ("drop") or waited (None)."""
    mask = MASKS[(subtype & 0xC) >> 2]
    offset = ((mask + 1) >> 4) * (subtype >> 4)  # sub_47DDE: $30
    on = ((subtype & 3) + 2) << 5  # the time on: ((subtype & 3) + 2) * $20
    out = {}
    p = (loaded + offset) & mask
    timer = on - p if p < on else None  # the init: sub.w d1,d0 / bcc
    for c in range(loaded, loaded + counters):
        if timer is None:  # loc_47E62
            if (c + offset) & mask:
                out[c] = None
                continue
            timer = on
        timer -= 1  # loc_47E8C
        if timer:
            out[c] = "solid"
        else:
            out[c], timer = "drop", None
    return out


def bridge_phase(subtype, counter):
    mask = MASKS[(subtype & 0xC) >> 2]
    p = (counter + ((mask + 1) >> 4) * (subtype >> 4)) & mask
    on = ((subtype & 3) + 2) << 5
    return "solid" if p <= on - 2 else ("drop" if p == on - 1 else None)


@pytest.mark.parametrize("subtype", [0, 1, 2, 4, 7, 0xA, 0xF, 0x10, 0x35, 0x9E, 0xFF])
def test_bridge_state_is_the_counters_whenever_loaded(subtype):
    """Where D is at most the period, the routine's own state is a function
    of the counter: loaded on any frame, it agrees with the phase (no phase
    from loading)."""
    n = 2 * (MASKS[(subtype & 0xC) >> 2] + 1) + 5
    for loaded in (1, 2, 40, 97, 300, 1025):
        run = bridge_routine(subtype, loaded, n)
        assert all(run[c] == bridge_phase(subtype, c) for c in run), loaded


@pytest.mark.parametrize("subtype", [3, 0x13, 0xF3])
def test_bridge_longer_on_than_its_period_counts_from_loading(subtype):
    """subtype & $F = 3: mask $7F, D = 160 > 128: on at loading whatever p,
    so two loads a period apart differ; the kind is the one loaded on
    counter 1 (phase from frame 0)."""
    early, late = bridge_routine(subtype, 1, 800), bridge_routine(subtype, 129, 600)
    assert any(early[c] != late[c] for c in late)
    for counter in range(1, 700):
        _res, p, _o = bridge_after(subtype, counter, x=OX, y=OY - 9 - 19 + 2, y_speed=0x100, in_air=True)
        assert bool(p.raw.on_object[0] == 0) == (early[counter] == "solid"), counter


def bridge_after(subtype, counter, **player):
    (obj,) = placed("sk2", 0x55, subtype=subtype)
    p = one_player("s3k", **player)
    o = Objects([obj], 1, "s3k")
    o.oscillators[0, FRAME] = counter
    return o.update(p, 0), p, o


@pytest.mark.parametrize("subtype", [0, 5, 0x3A, 0xCF])
def test_bridge_is_landed_on_only_while_on(subtype):
    """loc_47EAA: SolidObjectTop with d1 = width_pixels $40, d3 = 9 (a falling
    player's feet reach oy - 9: he stands at oy - 9 - 19)."""
    period = MASKS[(subtype & 0xC) >> 2] + 1
    for counter in range(1, period + 3):
        res, p, o = bridge_after(subtype, counter, x=OX + 0x3F, y=OY - 9 - 19 + 2, y_speed=0x100, in_air=True)
        on = bridge_phase(subtype, counter) == "solid"
        assert bool(p.raw.on_object[0] == 0) == on, counter
        if on:
            assert int(p.raw.y[0]) >> 16 == OY - 9 - 19 - 1 and res[1] == "top"  # D1: surface - yr - 1


def test_bridge_window_and_surface():
    """The platform's window is d1 = $40 each side (procedure D: dx -$40..$3F)
    and its surface 9 px above its centre."""
    (obj,) = placed("sk2", 0x55)
    assert obj.kind == "s3k_dez_energy_bridge"
    o = Objects([obj], 1, "s3k")
    assert (int(o.raw.aw[0, 0]), int(o.raw.hs[0, 0])) == (0x40, 9)
    for dx, lands in ((-0x40, True), (0x3F, True), (-0x41, False), (0x40, False)):
        o = Objects([obj], 1, "s3k")
        o.oscillators[0, FRAME] = 1
        p = one_player("s3k", x=OX + dx, y=OY - 9 - 19 + 2, y_speed=0x100, in_air=True)
        o.update(p, 0)
        assert bool(p.raw.on_object[0] == 0) == lands, dx


def test_bridge_drops_its_rider_and_stays_away():
    """At phase D - 1, sub_47EE8 clears the object's standing bit and the
    player's on-object bit and sets his air bit; from D on it is away."""
    subtype = 0x01  # mask $7F, offset 0, D = 96: solid for counters 0..94 of each 128
    res, p, o = bridge_after(subtype, 94, x=OX, y=OY - 9 - 19 + 2, y_speed=0x100, in_air=True)
    assert p.raw.on_object[0] == 0 and o.raw.standing[0, 0] == 1 and p.raw.airborne[0] == 0
    o.oscillators[0, FRAME] = 95
    o.update(p, 0)
    assert (p.raw.on_object[0], o.raw.standing[0, 0], p.raw.airborne[0]) == (-1, 0, 1)
    for counter in (96, 127):
        o.oscillators[0, FRAME] = counter
        set_state(p, x=OX, y=OY - 9 - 19 + 2, y_speed=0x100, in_air=True)
        o.update(p, 0)
        assert p.raw.on_object[0] == -1
    o.oscillators[0, FRAME] = 128
    o.update(p, 0)
    assert p.raw.on_object[0] == 0


def test_bridge_whole_frames_from_the_acts_start():
    """A player falling onto a bridge of subtype 0 (D = 64, period 128) from
    the act's start stands on it until the routine of counter 63 drops him
    (phase D - 1): airborne again on that frame."""
    world = hp.TileMap(np.zeros((64, 128), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=600 - 9 - 19, grounded=False)
    o = Objects([KindObject("s3k_dez_energy_bridge", OX, 600, subtype=0)], 1, "s3k")
    out = p.step(world, np.zeros((70, 1), np.uint8), objects=o, record=["on_object", "airborne", "level_frame"])
    on = out["on_object"][:, 0] == 0
    assert on[:62].all() and not on[62] and out["level_frame"][62, 0] == 63 and out["airborne"][62, 0] == 1


def test_bridge_placer_on_the_real_layouts():
    for act in ("dez1", "dez2"):
        recs, objs = placed_of("s3k", act, 0x55, KindObject)
        objs = [o for o in objs if o.kind == "s3k_dez_energy_bridge"]
        assert len(objs) == len(recs)
        for r, o in zip(recs, objs):
            assert (o.x, o.y, o.params["subtype"]) == (r["x"], r["y"], r["subtype"])


# ----- Death Egg's conveyor belts ------------------------------------------------

def conveyor_after(subtype, dx, dy, in_air=False, x_flip=False):
    (obj,) = placed("sk2", 0x50, subtype=subtype, x_flip=x_flip)
    p = one_player("s3k", x=OX + dx, y=OY + dy, in_air=in_air, subx=0x40)
    o = Objects([obj], 1, "s3k")
    o.update(p, 0)
    return (int(p.raw.x[0]) >> 16) - OX - dx, int(p.raw.x[0]) >> 8 & 0xFF


@pytest.mark.parametrize("subtype", [1, 4, 0x10, 0x8C])
def test_conveyor_box_and_step(subtype):
    """sub_47854: x - x_pos + $32 below $34, y - y_pos + $30 below $60
    (unsigned), air bit clear; +$30 above the centre line, -$30 on or below
    it; $30 = 2, -2 X-flipped; the pixel word moves, the fraction stays."""
    half = (subtype & 0x7F) * 8
    for dx in (-half - 1, -half, 0, half - 1, half):
        for dy in (-0x31, -0x30, -1, 0, 0x2F, 0x30):
            inside = -half <= dx < half and -0x30 <= dy < 0x30
            for flip in (False, True):
                step = (-2 if flip else 2) * (1 if dy < 0 else -1)
                assert conveyor_after(subtype, dx, dy, x_flip=flip) == (step if inside else 0, 0x40), (dx, dy)
    assert conveyor_after(subtype, 0, -1, in_air=True) == (0, 0x40)


def test_conveyor_placer_on_the_real_layouts():
    recs, objs = placed_of("s3k", "dez1", 0x50, KindObject)
    recs2, objs2 = placed_of("s3k", "dez2", 0x50, KindObject)
    recs = list(recs) + list(recs2)
    objs = [o for o in objs + objs2 if o.kind == "s3k_dez_conveyor"]
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        assert (o.x, o.y, o.params["subtype"], o.params["x_flip"]) == (r["x"], r["y"], r["subtype"], r["x_flip"])
        assert (o.params["width_radius"], o.params["height_radius"]) == ((int(r["subtype"]) & 0x7F) * 8, 0x30)


# ----- Death Egg's staircases ----------------------------------------------------

def stair_words(subtype, t):
    """The first block's words $34, $36, $38, $3A on frame t after the frame
    (t = 0) whose solid calls set its trigger bits: the type's wait (30
    frames, or $3C shaking for types 2 and 6), then n one step a frame to
    +-$80 (loc_477C2 / loc_477EC: the long's high words, floors)."""
    wait = 0x3C if subtype & 2 else 30
    if t <= wait + 1:  # set on t = 1, reaching 0 on t = wait + 1
        timer = wait - (t - 1)
        if not subtype & 2 or t < 2:
            return (0, 0, 0, 0)
        d = (max(timer, 1) >> 2) & 1  # loc_4779E (the frame it reaches 0 keeps $30 = 1's)
        return (d, d ^ 1, d, d ^ 1)
    n = min(t - wait - 1, 0x80) * (-1 if subtype & 4 else 1)
    return (n, (n * 0xC000) >> 16, (n * 0x8000) >> 16, (n * 0x4000) >> 16)


def staircase(subtype=0, x_flip=False):
    return placed("sk2", 0x4F, subtype=subtype, x_flip=x_flip)


def test_staircase_blocks_as_its_init_places_them():
    """Four blocks $20 apart at the record's y (loc_47690), each SolidObjectFull
    with d1 $1B, d2 $10, d3 $11 (loc_476FE), width_pixels $10."""
    blocks = staircase(4, x_flip=True)
    assert [(b.kind, b.x, b.y, b.params["subtype"], b.params["x_flip"]) for b in blocks] == [
        ("s3k_dez_staircase", OX + 0x20 * j, OY, 4 | j << 4, True) for j in range(4)]
    o = Objects(blocks, 1, "s3k")
    assert {(int(o.raw.cx[0, j]), int(o.raw.hj[0, j]), int(o.raw.hs[0, j]), int(o.raw.aw[0, j]))
            for j in range(4)} == {(0x1B, 0x10, 0x11, 0x10)}


def run_staircase(subtype, x_flip, block, frames, bottom=False):
    """Frame by frame (the four updates in order), a player lands on (or hits
    the underside of) `block` on frame 0, then is far away: each frame's
    block y offsets."""
    o = Objects(staircase(subtype, x_flip), 1, "s3k")
    bx = OX + 0x20 * block
    if bottom:
        p = one_player("s3k", x=bx, y=OY + 0x10 + 19 - 6, y_speed=-0x400, in_air=True)
    else:
        p = one_player("s3k", x=bx, y=OY - 0x11 - 19 + 2, y_speed=0x100, in_air=True)
    out = []
    for t in range(frames):
        for j in range(4):
            res = o.update(p, j)
            if t == 0 and j == block:
                assert res[1] == ("bottom" if bottom else "top")
        out.append(tuple((int(o.raw.y[0, j]) >> 16) - OY for j in range(4)))
        set_state(p, x=OX + 0x400, y=OY)
    return out, o


@pytest.mark.parametrize("subtype, x_flip, block", [(0, False, 0), (0, True, 3), (4, False, 2), (4, True, 1),
                                                     (2, False, 1), (6, True, 0)])
def test_staircase_trigger_wait_and_slide(subtype, x_flip, block):
    """Block j reads word j ($34 + 2j), the other way round X-flipped."""
    out, o = run_staircase(subtype, x_flip, block, 0x3C + 0x90, bottom=bool(subtype & 2))
    for t, ys in enumerate(out):
        words = stair_words(subtype, t)
        assert ys == tuple(words[3 - j if x_flip else j] for j in range(4)), t
    assert o.state(0) == "moving" and abs(int(o.raw.aux[0, 0])) == 0x80


def test_staircase_odd_types_move_at_once_and_sonic_standing_rides():
    out, _o = run_staircase(1, False, 3, 5)
    assert out[0] == (1, 0, 0, 0) and out[4] == (5, 3, 2, 1)
    blocks = staircase(0)
    p = hp.Players(1, game="s3k")
    p.place(x=OX, y=OY - 0x11 - 19 - 1, grounded=False)
    o = Objects(blocks, 1, "s3k")
    world = hp.TileMap(np.zeros((64, 128), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
    rec_ = p.step(world, np.zeros((50, 1), np.uint8), objects=o, record=["on_object", "y"])
    landed = int(np.argmax(rec_["on_object"][:, 0] == 0))
    ys = rec_["y"][:, 0] >> 16
    assert (rec_["on_object"][landed:, 0] == 0).all()
    assert ys[landed + 31] == ys[landed] and ys[landed + 32] == ys[landed] + 1 and ys[-1] > ys[landed + 32]


def test_staircase_broad_phase_agrees_with_every_object_run():
    """A player runs into the first block of each, jumps on, and walks on
    while they move (subtype 0 down, 4 up): the broad phase (all four
    listed while one is in reach, always busy while they move) runs them
    as every object every frame does."""
    objs = [KindObject("s3k_dez_staircase", OX + 0x20 * j, FLOOR - 0x30, subtype=j << 4) for j in range(4)]
    objs += [KindObject("s3k_dez_staircase", OX + 0x300 + 0x20 * j, FLOOR - 0x30, subtype=4 | j << 4, x_flip=True)
             for j in range(4)]
    seq = ([2] * 50 + [18] * 6 + [2] * 30 + [0] * 40) * 3 + [2] * 200
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, OX - 0x80, "s3k")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


def test_staircase_placer_on_the_real_layouts():
    for act in ("dez1", "dez2"):
        recs, objs = placed_of("s3k", act, 0x4F, KindObject)
        objs = [o for o in objs if o.kind == "s3k_dez_staircase"]
        assert len(recs) and len(objs) == 4 * len(recs)
        for n, r in enumerate(recs):
            for j in range(4):
                o = objs[4 * n + j]
                assert (o.x, o.y, o.params["subtype"], o.params["x_flip"]) == (
                    r["x"] + 0x20 * j, r["y"], (int(r["subtype"]) & 7) | j << 4, r["x_flip"])


# ----- the S&K zones' breakable walls ---------------------------------------------

@pytest.mark.parametrize("act, size, breaks", [
    ("mhz1", (0x10, 0x20), "knuckles_glide"), ("mhz2", (0x10, 0x20), "knuckles_glide"),
    ("soz1", (0x10, 0x20), "knuckles_glide"), ("soz2", (0x10, 0x20), "knuckles_glide"),
    ("lrz2", (0x10, 0x20), "side"),
])
def test_sk_walls_by_zone(act, size, breaks):
    """sonic3k.asm's Obj_BreakableWall: MHZ (loc_214A4) and SOZ (loc_214DE,
    mapping frame 4 $30 high) run loc_21818; LRZ (loc_21536) loc_21568."""
    recs, objs = placed_of("s3k", act, 0x0D, Breakable)
    at = {(int(r["x"]), int(r["y"])) for r in recs}
    objs = [o for o in objs if (o.x, o.y) in at]  # (the act's rocks are Breakable too)
    assert len(recs) and len(objs) == len(recs)
    for r, o in zip(recs, objs):
        h = 0x30 if act.startswith("soz") and r["subtype"] & 0xF == 4 else size[1]
        assert (o.x, o.y, o.width_radius, o.height_radius) == (r["x"], r["y"], size[0], h)
        assert BREAKS[o.breaks] == ("never" if r["subtype"] & 0x80 else breaks)


def test_sk_wall_default_and_trigger_bit():
    (wall,) = placed("sk2", 0x0D, act="ssz1", subtype=0)
    assert (wall.width_radius, wall.height_radius, BREAKS[wall.breaks]) == (0x10, 0x28, "side")
    (wall,) = placed("sk2", 0x0D, act="mhz1", subtype=0x80)
    assert BREAKS[wall.breaks] == "never"


def knuckles(x, xsp, flag=0, anim=None):
    p = hp.Players(1, game="s3k", character="knuckles")
    set_state(p, x=x, y=OY, x_speed=xsp, ground_speed=xsp, in_air=True)
    p.raw.double_jump_flag[0] = flag
    if anim is not None:
        p.raw.anim[0] = anim
    return p


@pytest.mark.parametrize("x, xsp", [(975, 0x300), (1025, -0x300)])
def test_gliding_knuckles_breaks_the_wall_and_falls(x, xsp):
    """loc_21862 / sub_218CE: a side contact by Knuckles breaks it (x speed of
    before the solid, +4 then -8 px when the wall's x >= his), and a glide
    (double_jump_flag 1) becomes the fall: flag 2, animation $21, facing his
    x speed."""
    p = knuckles(x, xsp, flag=1, anim=0x20)
    o = Objects([Breakable(OX, OY, 0x10, 0x20, "knuckles_glide")], 1, "s3k")
    res = o.update(p, 0)
    assert res[1] == "side" and o.state(0) == "broken"
    assert int(p.raw.xsp[0]) == xsp == int(p.raw.gsp[0])
    assert (int(p.raw.double_jump_flag[0]), int(p.raw.anim[0]), bool(p.raw.facing_left[0])) == (2, 0x21, xsp < 0)
    px = int(p.raw.x[0]) >> 16  # popped out to the side (A7), then +4 (and -8 on its left)
    assert px == (OX - 0x1B + 4 - 8 if xsp > 0 else OX + 0x1B + 4)


def test_walking_knuckles_breaks_it_without_a_fall_sonic_never():
    p = knuckles(975, 0x100)
    p.raw.airborne[0] = 0
    anim = int(p.raw.anim[0])
    o = Objects([Breakable(OX, OY, 0x10, 0x20, "knuckles_glide")], 1, "s3k")
    o.update(p, 0)
    assert o.state(0) == "broken" and (int(p.raw.double_jump_flag[0]), int(p.raw.anim[0])) == (0, anim)
    p = one_player("s3k", x=975, y=OY, x_speed=0x800, ground_speed=0x800, hr=14, rolling=True)
    o = Objects([Breakable(OX, OY, 0x10, 0x20, "knuckles_glide")], 1, "s3k")
    o.update(p, 0)
    assert o.state(0) == "idle"


# ----- buttons, cork floors, the catalogue ---------------------------------------

def test_sk_buttons_and_fbz_cork_floors():
    """Obj_Button (loc_2C5BE: d1 $1B, d2 4, d3 5; loc_2C62C: d1 $10, d3 6) in
    every zone; Obj_CorkFloor in FBZ (loc_2A444): $10 x $10, a subtype other
    than 0 broken from above (loc_2A502)."""
    for act in ("lrz1", "lrz2", "fbz1", "fbz2"):
        recs = placed_of("s3k", act, 0x33, SolidBox)[0]
        assert len(recs)
        for r in recs:
            table = "sk2" if act.startswith("lrz") else "sk1"
            (obj,) = placed(table, 0x33, act=act, subtype=int(r["subtype"]), x=int(r["x"]), y=int(r["y"]))
            top = bool(r["subtype"] & 0x20)
            # h-trig: the kind s3k_button (place_s3k_trigger), solid as the JumpThrough / SolidBox before
            assert obj.kind == "s3k_button" and (obj.x, obj.y) == (r["x"], r["y"] + 4)
            o = Objects([obj], 1, "s3k")
            want = (0x10, 6) if top else (0x1B, 5)
            assert (int(o.raw.cx[0, 0]) if not top else int(o.raw.aw[0, 0]), int(o.raw.hs[0, 0])) == want
    recs, objs = placed_of("s3k", "fbz2", 0x2A, Breakable)
    corks = [o for o in objs if (o.x, o.y) in {(r["x"], r["y"]) for r in recs}]
    assert len(recs) and len(corks) == len(recs)
    assert {(o.width_radius, o.height_radius, BREAKS[o.breaks]) for o in corks} == {(0x10, 0x10, "top")}


@pytest.mark.parametrize("key", [("sk2", 0x4D), ("sk2", 0x7B), ("sk2", 0x7D),
                                 ("sk2", 0x7E), ("sk2", 0xA0), ("sk1", 0x2A)])
def test_rows_left_out_say_why(key):
    why = catalogue.REASONS_BY_ID[key]
    assert why.endswith(": not modelled") and len(why) > 60
