"""Sonic 2's walls and blocks that answer a player (docs/kinds/s2.md):
Metropolis's spring walls (kind ``s2_spring_wall``, S2 Obj66: Obj66_Main,
loc_27042), the rising barriers (``s2_barrier``, S2 Obj2D: Obj2D_Main,
Obj2D_CheckCharacter), Hill Top's smashable ground (``s2_smash_ground``, S2
Obj2F: Obj2F_Main, loc_23444) and Metropolis's sliding long platforms
(``s2_slide_platform``, S2 Obj65 type 3: loc_26D94). Golden numbers from the
routines, the broad phase's agreement, and the placers on the real layouts
(skipped without HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_read, placed_of, set_state

WALK = hp.anim_ids("s2", "sonic")["walk"]
ROLL = hp.anim_ids("s2", "sonic")["roll"]
FIELDS = ["x", "y", "xsp", "ysp", "gsp", "airborne", "control_lock", "facing_left", "anim", "layer", "pushing"]


def run(objs, seq, start=200, **state):
    """One S2 player from (start, standing on the floor) or the given state,
    stepping seq; his recorded fields and the objects."""
    p = hp.Players(1, game="s2")
    p.place(x=start, y=FLOOR - 20, grounded=True)
    if state:
        set_state(p, **state)
    o = hp.Objects(objs, 1, "s2")
    rec = p.step(FLOOR_WORLD, np.array(seq, np.uint8)[:, None], objects=o, record=FIELDS)
    return {k: [int(v) for v in rec[k][:, 0]] for k in FIELDS}, p, o


def pixels(values):
    return [v >> 16 for v in values]


def each_frame(obj, seq, start, read):
    """read(objects, players) after each frame of seq, one S2 player
    starting at (start, standing on the floor) with obj."""
    p = hp.Players(1, game="s2")
    p.place(x=start, y=FLOOR - 20, grounded=True)
    o = hp.Objects([obj], 1, "s2")
    out = []
    for b in seq:
        p.step(FLOOR_WORLD, np.array([[b]], np.uint8), objects=o)
        out.append(read(o, p))
    return out


# ---- Obj66, the spring wall (kind s2_spring_wall) -------------------------------

def spring_wall(subtype=1, x_flip=True, x=300):
    from hedgephys.levels.place_s2_walls import SPRING_WALL_SOLID_WIDTH, SPRING_WALL_Y_RADII
    h = SPRING_WALL_Y_RADII[1 if (subtype >> 4) & 7 else 0]
    return KindObject("s2_spring_wall", x, FLOOR - h, subtype=subtype, x_flip=x_flip, height_radius=h,
                      solid_width=SPRING_WALL_SOLID_WIDTH, half_height=h, stand_height=h + 1)


def thrown_frame(rec):
    return next(f for f, v in enumerate(rec["control_lock"]) if v == 0xF)


@pytest.mark.parametrize("subtype, gsp, ysp", [(1, -1, -0x800), (0, -0x800, -0x800), (0x80, -0x800, 0),
                                               (0x11, -1, -0x800)])
def test_spring_wall_throws_back_a_player_who_jumps_into_its_face(subtype, gsp, ysp):
    """An x-flipped wall faces left: a player jumping right into it is thrown
    at x_vel -$800, y_vel -$800 (0 with subtype bit 7), move_lock $F, facing
    left, inertia = x_vel (the twirl of bit 0: 1, negated facing left), the
    walk animation with the twirl, else only for a player not rolling (his
    jump's roll stays: loc_2704C)."""
    rec, _, o = run([spring_wall(subtype)], [2] * 30 + [18] + [2] * 40)
    f = thrown_frame(rec)
    assert rec["airborne"][f] == 1 and rec["facing_left"][f] == 1
    assert rec["anim"][f] == (WALK if subtype & 1 else ROLL)
    assert (rec["xsp"][f], rec["ysp"][f], rec["gsp"][f]) == (-0x800, ysp, gsp)
    assert pixels(rec["x"])[f + 1] == pixels(rec["x"])[f] - 8  # -$800: 8 px a frame
    assert pixels(rec["x"])[f] == 300 - 0x13  # the solid's side push: at its face (A5)


def test_spring_wall_does_not_throw_a_grounded_player():
    """Obj66_Main tests the in_air bit: a runner pushes against it."""
    rec, p, _ = run([spring_wall(1)], [2] * 90)
    assert 0xF not in rec["control_lock"] and p.raw.pushing[0] == 1
    assert pixels(rec["x"])[-1] == pixels(rec["x"])[-2] == 300 - 0x13


def test_spring_wall_does_not_throw_from_its_back():
    """An unflipped wall faces right: jumping into it from the left, the
    player is only stopped (x_pos(a0) - x_pos(a1) does not borrow)."""
    rec, _, _ = run([spring_wall(1, x_flip=False)], [2] * 30 + [18] + [2] * 40)
    assert 0xF not in rec["control_lock"]
    assert max(pixels(rec["x"])) <= 300 - 0x13


def test_unflipped_spring_wall_throws_right():
    """From its right side (facing it, moving left) he goes right at $800, facing right."""
    rec, _, _ = run([spring_wall(0, x_flip=False)], [1] * 30 + [17] + [1] * 40, start=400)
    f = thrown_frame(rec)
    assert (rec["xsp"][f], rec["ysp"][f], rec["facing_left"][f]) == (0x800, -0x800, 0)


@pytest.mark.parametrize("subtype, layer", [(4, 0), (8, 1), (0, None)])
def test_spring_wall_sets_the_path_by_bits_2_3(subtype, layer):
    """loc_270DC: (subtype AND $C) = 4: top_solid_bit $C (path A), 8: $E (path B)."""
    for before in (0, 1):
        p = hp.Players(1, game="s2")
        p.place(x=200, y=FLOOR - 20, grounded=True)
        p.raw.layer[0] = before
        o = hp.Objects([spring_wall(subtype)], 1, "s2")
        rec = p.step(FLOOR_WORLD, np.array([2] * 30 + [18] + [2] * 40, np.uint8)[:, None], objects=o,
                     record=["control_lock", "layer"])
        f = int(np.argmax(rec["control_lock"][:, 0] == 0xF))
        assert rec["control_lock"][f, 0] == 0xF
        assert rec["layer"][f, 0] == (before if layer is None else layer)


def test_tall_spring_wall():
    """Obj66_Init: a nonzero mapping frame ((subtype >> 4) & 7) makes y_radius $80."""
    from hedgephys.levels.place_s2_walls import SPRING_WALL_Y_RADII
    assert SPRING_WALL_Y_RADII == (0x40, 0x80)
    rec, _, _ = run([spring_wall(0x11)], [2] * 30 + [18] + [2] * 40)
    assert 0xF in rec["control_lock"]


# ---- Obj2D, the barrier (kind s2_barrier) ----------------------------------------

def barrier(x=500, y=FLOOR - 20 + 0x20, x_flip=False, width=8):
    return KindObject("s2_barrier", x, y, x_flip=x_flip, width_radius=width, width=width, solid_width=width + 0xB)


def barrier_run(obj, seq, start=200):
    """The barrier's height (objoff_30: placed y less y) and the player's x after each frame."""
    return each_frame(obj, seq, start, lambda o, p: (int(obj.y) - (int(o.raw.y[0, 0]) >> 16), int(p.raw.x[0]) >> 16))


def barrier_heights(obj, seq, start=200):
    return [h for h, _ in barrier_run(obj, seq, start)]


def test_barrier_rises_while_a_player_is_near_and_sinks_back():
    """Obj2D_Main: objoff_30 += 8 a frame up to $40 while Obj2D_CheckCharacter
    sees him ($200 px before it, within -/+$20 px of its placed y), then -= 8."""
    up = barrier_heights(barrier(x=200 + 0x200), [0] * 12)
    assert up == [8, 16, 24, 32, 40, 48, 56, 64, 64, 64, 64, 64]
    assert barrier_heights(barrier(x=200 + 0x201), [0] * 3) == [0, 0, 0]


@pytest.mark.parametrize("dy, seen", [(0x20, True), (0x21, False), (-0x1F, True), (-0x20, False)])
def test_barrier_window_in_y(dy, seen):
    """y from objoff_32 - $20 (included) to + $20 (excluded), unsigned words;
    the player stands at y FLOOR - 20."""
    assert barrier_heights(barrier(x=300, y=FLOOR - 20 + dy), [0]) == [8 if seen else 0]


def test_barrier_window_widens_while_it_rises():
    """While it rises the window reaches $18 px past it (objoff_3A): a player
    who walks under it keeps it up until x + $18, then it sinks back 8 px a frame."""
    x0 = 260
    run_ = barrier_run(barrier(x=x0, y=FLOOR - 20 - 0x10), [2] * 120)  # up, he passes under
    for (h, _), (h_next, px) in zip(run_, run_[1:]):  # the player moves first, then the barrier looks
        if h == 64 and x0 <= px < x0 + 0x18:
            assert h_next == 64  # seen from past it: still up
        if h == 64 and px >= x0 + 0x18:
            assert h_next == 56
    xs = [px for _, px in run_]
    assert min(xs) < x0 and max(xs) > x0 + 0x18 and run_[-1][0] == 0


@pytest.mark.parametrize("x_flip", [False, True])
def test_barrier_window_edges(x_flip):
    """Unflipped: from x - $200 (signed) to x (excluded) at rest; x-flipped:
    from x to x + $200 (excluded)."""
    if x_flip:
        cases = [(200, True), (200 - 0x1FF, True), (200 - 0x200, False), (201, False)]
    else:
        cases = [(200 + 0x200, True), (200 + 0x201, False), (201, True), (200, False)]
    for x, seen in cases:
        assert barrier_heights(barrier(x=x, x_flip=x_flip), [0]) == [8 if seen else 0], x


def test_barrier_is_solid():
    """SolidObject with d1 = width_pixels + $B, d2 = $20: a runner coming from
    past it (outside its window) stops at its side, and it stays down."""
    obj = barrier(x=300, y=FLOOR - 0x20)
    rec, p, o = run([obj], [1] * 90, start=350)
    assert p.raw.pushing[0] == 1 and pixels(rec["x"])[-1] == 300 + 0x13
    assert int(o.raw.y[0, 0]) >> 16 == FLOOR - 0x20


# ---- Obj2F, the smashable ground (kind s2_smash_ground) ----------------------------

def smash_ground(subtype=0, x=300, y=FLOOR - 0x20):
    return KindObject("s2_smash_ground", x, y, subtype=subtype)


def drop_onto(obj, rolling, layer, y=FLOOR - 0x40 - 40):
    p = hp.Players(1, game="s2")
    set_state(p, x=300, y=y, in_air=True, rolling=rolling, hr=14 if rolling else 19)
    p.raw.layer[0] = layer
    o = hp.Objects([obj], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.zeros((40, 1), np.uint8), objects=o,
                 record=["airborne", "on_object", "layer", "rolling", "anim", "y"])
    return rec, p, o


@pytest.mark.parametrize("subtype, layer, breaks", [(0, 1, True), (0, 0, False), (0x80, 0, True),
                                                    (0x88, 1, True)])
def test_smash_ground_breaks_under_a_curled_player(subtype, layer, breaks):
    """Obj2F_Main: he landed with the roll animation (objoff_32, read before
    the solid) and is on path B (top_solid_bit $E), or subtype bit 7 is set:
    it breaks (loc_23444: curled, in the air, off the object); else he is
    put on path A."""
    rec, p, o = drop_onto(smash_ground(subtype), True, layer)
    assert (o.state(0) == "broken") == breaks
    if breaks:
        assert (rec["on_object"][:, 0] == -1).all()  # it breaks the frame he lands: he never stays on it
        assert p.raw.layer[0] == layer  # his path is left alone
        assert p.raw.rolling[0] == 1 and p.raw.yr[0] == 14 and rec["anim"][-1, 0] == ROLL
        assert int(p.raw.y[0]) >> 16 > FLOOR - 0x40  # he fell through where it was
    else:
        assert p.raw.on_object[0] == 0 and p.raw.layer[0] == 0


@pytest.mark.parametrize("layer", [0, 1])
def test_smash_ground_puts_an_uncurled_player_on_path_a(layer):
    """Standing on it without the roll animation: top_solid_bit $C (loc_23426)."""
    rec, p, o = drop_onto(smash_ground(0x80), False, layer)
    assert o.state(0) == "intact" and p.raw.on_object[0] == 0 and p.raw.layer[0] == 0
    assert int(p.raw.y[0]) >> 16 == FLOOR - 0x20 - 0x21 - 19  # on it: y - d3 - his y radius


# ---- Obj65 type 3, the sliding long platform (kind s2_slide_platform) --------------

def slide_platform(x=300, y=FLOOR - 20 - 0x30, x_flip=False):
    return KindObject("s2_slide_platform", x, y, x_flip=x_flip)


def slide_xs(obj, seq, start):
    return each_frame(obj, seq, start, lambda o, p: int(o.raw.x[0, 0]) >> 16)


def test_slide_platform_slides_out_while_a_player_is_near():
    """loc_26D94: objoff_3A += $10 a frame up to objoff_3C = $40 while a
    player is in [x - $20, x + $60) and [y - $10, y + $40); x = placed x - objoff_3A."""
    assert slide_xs(slide_platform(x=200 + 0x20), [0] * 6, 200) == [0x20 + 200 - d for d in (16, 32, 48, 64, 64, 64)]
    assert slide_xs(slide_platform(x=200 + 0x21), [0] * 2, 200) == [0x21 + 200] * 2
    assert slide_xs(slide_platform(x=200 - 0x5F), [0] * 2, 200) == [200 - 0x5F - 16, 200 - 0x5F - 32]
    assert slide_xs(slide_platform(x=200 - 0x60), [0] * 2, 200) == [200 - 0x60] * 2


def test_flipped_slide_platform():
    """x-flipped: x = placed x - ($40 - objoff_3A), from its first frame;
    window [x - $A0, x - $20)."""
    assert slide_xs(slide_platform(x=200 + 0xA0, x_flip=True), [0] * 5, 200) == \
        [200 + 0xA0 - d for d in (0x30, 0x20, 0x10, 0, 0)]
    assert slide_xs(slide_platform(x=200 + 0xA1, x_flip=True), [0] * 2, 200) == [200 + 0xA1 - 0x40] * 2
    assert slide_xs(slide_platform(x=200 + 0x21, x_flip=True), [0] * 1, 200) == [200 + 0x21 - 0x30]
    assert slide_xs(slide_platform(x=200 + 0x20, x_flip=True), [0] * 1, 200) == [200 + 0x20 - 0x40]


@pytest.mark.parametrize("dy, seen", [(0x10, True), (0x11, False), (-0x3F, True), (-0x40, False)])
def test_slide_platform_window_in_y(dy, seen):
    x = slide_xs(slide_platform(x=210, y=FLOOR - 20 + dy), [0], 200)
    assert x == [210 - 16 if seen else 210]


def test_slide_platform_goes_back_in():
    """Out of the window, objoff_3A -= $10 a frame back to 0."""
    xs = slide_xs(slide_platform(x=260, y=FLOOR - 20 - 0x30), [0] * 4 + [1] * 40, 240)
    assert xs[3] == 260 - 0x40 and xs[-1] == 260
    back = xs.index(260 - 0x30, 4)
    assert xs[back:back + 4] == [260 - 0x30, 260 - 0x20, 260 - 0x10, 260]


def test_slide_platform_does_not_carry_its_rider():
    """d4 = objoff_2E, its x after the move: a player standing on it is not
    moved across while it goes back in (a rider is above its window: unseen)."""
    x0, y = 300, FLOOR - 60
    o = hp.Objects([slide_platform(x=x0, y=y)], 1, "s2")
    o.raw.aux[0, 0] = 0x40  # out at its reach
    o.raw.state[0, 0] = 43  # ready
    o.raw.x[0, 0] = (x0 - 0x40) << 16
    p = hp.Players(1, game="s2")
    set_state(p, x=x0 - 0x40, y=y - 0xD - 19, in_air=True)
    rec = p.step(FLOOR_WORLD, np.zeros((2, 1), np.uint8), objects=o, record=["x", "on_object"])
    assert rec["on_object"][:, 0].tolist() == [0, 0]  # landed, then stands
    assert pixels(rec["x"][:, 0].tolist()) == [x0 - 0x40] * 2
    assert int(o.raw.x[0, 0]) >> 16 == x0 - 0x20


# ---- Obj23, the falling pillar's lower part (kind s2_falling_pillar) ----------------

def pillar(x=300, y=FLOOR - 80):
    return KindObject("s2_falling_pillar", x, y)


def pillar_run(obj, frames, start):
    return each_frame(obj, [0] * frames, start,
                      lambda o, p: (int(o.raw.x[0, 0]) >> 16, int(o.raw.y[0, 0]) >> 16, o.state(0)))


def test_pillar_shakes_then_falls_to_the_floor():
    """loc_2595E: a player less than $80 px away in x starts it: 8 frames of
    byte_259B0's offsets (by the count left: 7 down to 0), one frame more,
    then it falls (y_vel + $38 a frame after each ObjectMove) until
    ObjCheckFloorDist from y + $10 is negative: it lies on the floor."""
    y0 = FLOOR - 80
    frames = pillar_run(pillar(x=300, y=y0), 60, 300 - 0x7F)
    assert frames[0] == (300, y0, "shaking")
    shake = [1, 0, -1, 0, 1, -1, 1, 0]  # byte_259B0[7], [6], ... [0]
    assert [x - 300 for x, _, _ in frames[1:9]] == shake and frames[9] == (300, y0, "falling")
    ysp, y = 0, y0 << 16
    for f in range(10, 60):
        y += ysp << 8
        ysp += 0x38
        if (y >> 16) + 0x10 >= FLOOR:
            assert frames[f] == (300, FLOOR - 0x11, "landed"), f
            break
        assert frames[f] == (300, y >> 16, "falling"), f
    else:
        raise AssertionError("it never landed")
    assert frames[-1] == (300, FLOOR - 0x11, "landed")


def test_pillar_waits_for_a_player_within_0x80():
    assert pillar_run(pillar(x=300), 3, 300 - 0x80)[-1] == (300, FLOOR - 80, "waiting")
    assert pillar_run(pillar(x=300), 1, 300 + 0x7F)[0][2] == "shaking"


def test_pillar_carries_its_rider_down():
    """SolidObject each frame: a player standing on it rides it down to the floor."""
    from hedgephys.levels.place_s2_walls import PILLAR_LOWER_Y_RADIUS
    y0 = FLOOR - 80
    p = hp.Players(1, game="s2")
    set_state(p, x=300, y=y0 - PILLAR_LOWER_Y_RADIUS - 1 - 19, in_air=True)
    o = hp.Objects([pillar(x=300, y=y0)], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.zeros((60, 1), np.uint8), objects=o, record=["y", "on_object"])
    assert rec["on_object"][-1, 0] == 0 and o.state(0) == "landed"
    assert int(rec["y"][-1, 0]) >> 16 == FLOOR - 0x11 - 0x11 - 19


# ---- Obj70, the cog's teeth (kind s2_cog) --------------------------------------------

COG_Y = FLOOR + 56  # the cog's centre in these tests


def cog_tooth(t, x=300, y=COG_Y, x_flip=False):
    """Tooth t of a cog centred at (x, y), placed as Obj70_Init places it."""
    from hedgephys.levels.place_s2_walls import COG_TEETH
    dx, dy = COG_TEETH[t]
    return KindObject("s2_cog", x + dx, y + dy, tooth=t, x_flip=x_flip)


def cog_places(obj, frames):
    return each_frame(obj, [0] * frames, 100,
                      lambda o, p: ((int(o.raw.x[0, 0]) >> 16) - 300, (int(o.raw.y[0, 0]) >> 16) - COG_Y))


@pytest.mark.parametrize("x_flip, steps", [
    # objoff_36 + $18 (entries 8, 16, 24 of Obj70_Positions), then 0 with objoff_34 + 3 (entry 1, 9)
    (False, [(0xD, -0x48), (0x19, -0x44), (0x27, -0x3C), (0x32, -0x32), (0x3F, -0x26)]),
    # objoff_36 - $18: borrow to $48 with objoff_34 - 3, borrowing to $15 (entries 31, 23, 15, 7, 30)
    (True, [(-0xD, -0x48), (-0x19, -0x44), (-0x27, -0x3C), (-0x32, -0x32), (-0x3F, -0x26)])])
def test_cog_tooth_steps_every_16_frames(x_flip, steps):
    """Obj70_Main: a step on each frame whose counter AND $F is 0 (frames 16,
    32, ...: the counter is 1 on the act's first frame); still in between."""
    places = cog_places(cog_tooth(0, x_flip=x_flip), 16 * (len(steps) + 1))
    assert places[:15] == [(0, -0x48)] * 15
    for n, where in enumerate(steps, 1):
        assert places[16 * n - 1:16 * n + 15] == [where] * 16, n


@pytest.mark.parametrize("t, height", [(0, 0x10), (2, 8), (1, 0x10)])
def test_cog_tooth_height_by_its_frame(t, height):
    """byte_28706: d2 = d3 = $10, but 8 for mapping frame 8 (tooth 2 at
    first); d1 = $10 (no + $B). A player dropped on it sinks to y - d3 - 19."""
    tooth = cog_tooth(t)
    p = hp.Players(1, game="s2")
    set_state(p, x=int(tooth.x), y=int(tooth.y) - 0x10 - 19 - 6, in_air=True)
    o = hp.Objects([tooth], 1, "s2")
    rec = p.step(FLOOR_WORLD, np.zeros((12, 1), np.uint8), objects=o, record=["y", "on_object"])
    assert rec["on_object"][-1, 0] == 0 and int(rec["y"][-1, 0]) >> 16 == int(tooth.y) - height - 19


# ---- Obj69, the nut (kind s2_nut) ---------------------------------------------------

NUT_Y = FLOOR - 60


def nut_walk(subtype, seq, dx=0):
    """A player dropped onto a nut at (300, NUT_Y), dx px from its centre, then seq."""
    p = hp.Players(1, game="s2")
    set_state(p, x=300 + dx, y=NUT_Y - 0xC - 19 - 4, in_air=True)
    o = hp.Objects([KindObject("s2_nut", 300, NUT_Y, subtype=subtype)], 1, "s2")
    out = []
    for b in seq:
        x_before = int(p.raw.x[0])
        p.step(FLOOR_WORLD, np.array([[b]], np.uint8), objects=o)
        out.append({"moved_to": (x_before + (int(p.raw.xsp[0]) << 8)) >> 16, "x": int(p.raw.x[0]) >> 16,
                    "nut_y": int(o.raw.y[0, 0]) >> 16, "on": int(p.raw.on_object[0]), "state": o.state(0)})
    return out


def test_nut_turns_down_as_he_walks_left():
    """loc_2796E: each frame objoff_34 += (his x after his move - its x), he is
    put back on its x, its y = placed y - (objoff_34 asr 3). He lands (frame
    1), is held at its centre (loc_2794C, frame 2), then turns it."""
    frames = nut_walk(0x7F, [0] * 6 + [1] * 40)
    assert all(f["on"] == 0 for f in frames)
    turned = 0
    for n, f in enumerate(frames):
        if n >= 2:
            turned += f["moved_to"] - 300
        assert f["x"] == 300 and f["nut_y"] == NUT_Y - (turned >> 3), n
    assert frames[-1]["nut_y"] > NUT_Y + 2


def test_nut_turns_up_as_he_walks_right():
    frames = nut_walk(1, [0] * 4 + [2] * 40)
    assert frames[-1]["x"] == 300 and frames[-1]["nut_y"] < NUT_Y - 2


def test_nut_stops_at_its_depth():
    """Down (subtype AND $7F) x 8 px at most: there objoff_34 = -(depth << 3) and
    the mode starts again (a positive subtype): he is no longer held and walks off."""
    frames = nut_walk(1, [0] * 4 + [1] * 80)
    deep = next(n for n, f in enumerate(frames) if f["nut_y"] == NUT_Y + 8)
    assert all(f["nut_y"] == NUT_Y + 8 and f["state"] == "turning" for f in frames[deep:])
    assert frames[deep]["x"] == 300 and frames[deep + 1]["x"] < 300  # let go
    assert frames[-1]["x"] < 300 - 0x20


def test_negative_nut_drops_at_its_depth():
    """A negative subtype: routine 4 (loc_279FC), falling with y_vel + $38 until
    ObjCheckFloorDist from y + $B is negative; it lies on the floor."""
    frames = nut_walk(0x81, [0] * 4 + [1] * 150)
    assert frames[-1]["state"] == "landed" and frames[-1]["nut_y"] == FLOOR - 1 - 0xB


def test_nut_holds_him_only_past_its_centre():
    """loc_2794C: from the right (it borrows), he is held once px - x + $F < $10
    (unsigned): at its centre or left of it."""
    frames = nut_walk(0x7F, [0] * 6 + [1] * 60, dx=0x18)
    held = next(n for n, f in enumerate(frames) if f["x"] == 300)
    assert frames[held - 1]["x"] > 300 and frames[held]["moved_to"] <= 300
    assert all(f["nut_y"] == NUT_Y for f in frames[:held + 1])


# ---- the broad phase ------------------------------------------------------------

@pytest.mark.parametrize("obj", [spring_wall(1, x=320), spring_wall(0, x_flip=False, x=240),
                                 barrier(x=300, y=FLOOR - 0x20), barrier(x=300, y=FLOOR - 60, x_flip=True),
                                 smash_ground(0x80, y=FLOOR - 20), smash_ground(0, y=FLOOR - 20),
                                 slide_platform(x=330, y=FLOOR - 50), slide_platform(x=260, x_flip=True),
                                 pillar(x=400, y=FLOOR - 60), pillar(x=260, y=FLOOR - 40),
                                 cog_tooth(0, x=330, y=FLOOR + 50), cog_tooth(2, x=200, y=FLOOR - 30, x_flip=True),
                                 KindObject("s2_nut", 300, FLOOR - 40, subtype=0x82),
                                 KindObject("s2_nut", 330, FLOOR - 12, subtype=2)])
def test_broad_phase_agrees(obj):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 40 + [2] * 30 + [16] * 10 + [0] * 40
    (p1, o1), (p2, o2) = broad_phase_worlds([obj, hp.SolidBox(900, FLOOR - 16, 16, 16)], 150, "s2")
    assert_same_as_stages(p1, o1, p2, o2, seq)


# ---- the checkout's numbers and the placers ----------------------------------------

def test_numbers_from_the_checkout():
    text = disasm_read("s2", "s2.asm")
    obj66 = text[text.index("Obj66_Init:"):text.index("Obj66_MapUnc_27120:")]
    assert re.search(r"move\.b\s+#\$40,y_radius\(a0\)", obj66) and re.search(r"move\.b\s+#\$80,y_radius", obj66)
    assert re.search(r"move\.w\s+#\$13,d1", obj66) and obj66.count("move.w\t#-$800,") == 2
    assert re.search(r"move\.w\s+#\$F,move_lock\(a1\)", obj66)
    obj2d = text[text.index("Obj2D_Init:"):text.index("return_11820:")]
    assert re.search(r"subi\.w\s+#\$200,d2\s+addi\.w\s+#\$18,d3", obj2d)
    assert re.search(r"cmpi\.w\s+#\$40,objoff_30", obj2d) and "addq.w\t#8,objoff_30(a0)" in obj2d
    assert re.search(r"move\.b\s+#\$C,width_pixels", obj2d) and re.search(r"move\.w\s+#\$20,d2", obj2d)
    obj2f = text[text.index("Obj2F_Init:"):text.index("Obj2F_Fragment:")]
    assert re.search(r"move\.b\s+#\$20,y_radius\(a0\)", obj2f) and re.search(r"move\.b\s+#\$10,width_pixels", obj2f)
    assert re.search(r"cmpi\.b\s+#\$E,\(MainCharacter\+top_solid_bit\)", obj2f)
    obj65 = text[text.index("Obj65_Properties:"):text.index("loc_26E3C:")]
    from hedgephys.levels.place_s2_walls import LONG_PLATFORM_PROPERTIES
    pairs = re.findall(r"dc\.b\s+\$(\w+),\s*\$?(\w+)", obj65[:obj65.index("Obj65_Init:")])
    assert bytes(int(v, 16) for pair in pairs for v in pair) == LONG_PLATFORM_PROPERTIES
    assert re.search(r"subi\.w\s+#\$20,d4\s+addi\.w\s+#\$60,d5", obj65)
    assert re.search(r"subi\.w\s+#\$A0,d4\s+subi\.w\s+#\$20,d5", obj65)
    assert "addi.w\t#$10,objoff_3A(a0)" in obj65 and "addi_.w\t#5,d1" in obj65
    obj70 = text[text.index("Obj70_Init:"):text.index("Obj70_MapUnc_28786:")]
    from hedgephys.levels.place_s2_walls import COG_TEETH

    def sbyte(v):
        v = int(v[1:], 16) if v.startswith("$") else int(v)
        return v - 0x100 if v & 0x80 else v
    table = obj70[obj70.index("Obj70_Positions:"):]
    entries = re.findall(r"dc\.b\s+(\$?\w+),\s*(\$?\w+),\s*(\$?\w+)", table)
    assert len(entries) == 32 and [(sbyte(x), sbyte(y)) for x, y, _ in entries[:8]] == list(COG_TEETH)
    heights = re.findall(r"dc\.b\s+\$10,\s*(\$?\w+)", obj70[obj70.index("byte_28706:"):obj70.index("Obj70_Positions:")])
    assert [sbyte(h) for h in heights] == [0x10] * 7 + [0xC, 8, 0xC] + [0x10] * 6
    assert re.search(r"andi\.w\s+#\$F,d0", obj70) and re.search(r"cmpi\.w\s+#\$60,d1", obj70)
    obj69 = text[text.index("Obj69_Init:"):text.index("Obj69_MapUnc_27A26:")]
    assert re.search(r"move\.w\s+#\$2B,d1\s+move\.w\s+#\$C,d2\s+move\.w\s+#\$D,d3", obj69)
    assert re.search(r"move\.b\s+#\$B,y_radius", obj69) and re.search(r"cmpi\.w\s+#\$10,d0", obj69)
    assert re.search(r"addi\.w\s+#\$F,d0", obj69) and re.search(r"andi\.w\s+#\$7FF,y_pos", obj69)
    assert re.search(r"asr\.w\s+#3,d0", obj69) and re.search(r"addi\.w\s+#\$38,y_vel", obj69)
    obj23 = text[text.index("Obj23_Init:"):text.index("Obj23_MapUnc_259E6:")]
    assert re.search(r"addi\.w\s+#\$30,y_pos\(a1\)", obj23) and re.search(r"cmpi\.w\s+#\$80,d0", obj23)
    assert re.search(r"move\.w\s+#8,objoff_34", obj23) and re.search(r"addi\.w\s+#\$38,y_vel", obj23)
    table = re.search(r"byte_259B0:\s+((?:dc\.b\s+-?\d+[^\n]*\n\s*){8})", obj23).group(1)
    assert [int(v) for v in re.findall(r"dc\.b\s+(-?\d+)", table)] == [0, 1, -1, 1, 0, -1, 0, 1]


def of_kind(act, object_id, kind):
    recs, placed = placed_of("s2", act, object_id, KindObject)
    return recs, [o for o in placed if o.kind == kind]


@pytest.mark.parametrize("act", ["mtz1", "mtz2", "mtz3"])
def test_placers_on_metropolis(act):
    recs, walls = of_kind(act, 0x66, "s2_spring_wall")
    assert len(recs) == len(walls) > 0
    for rec, w in zip(recs, walls):
        h = 0x80 if (rec["subtype"] >> 4) & 7 else 0x40
        assert (w.x, w.y, w.subtype, bool(w.x_flip)) == (rec["x"], rec["y"], rec["subtype"], bool(rec["x_flip"]))
        assert (w.solid_width, w.half_height, w.stand_height) == (0x13, h, h + 1)
    recs, barriers = of_kind(act, 0x2D, "s2_barrier")
    assert len(recs) == len(barriers) > 0 and all(b.solid_width == 0xC + 0xB for b in barriers)
    recs, slides = of_kind(act, 0x65, "s2_slide_platform")
    sliding = [r for r in recs if r["subtype"] & 0x8F == 3 and (r["subtype"] >> 2) & 0x1C == 4]
    assert len(slides) == len(sliding) > 0
    assert all((s.solid_width, s.half_height, s.stand_height) == (0x25, 0xC, 0xD) for s in slides)


@pytest.mark.parametrize("act", ["mtz1", "mtz2", "mtz3"])
def test_nut_placer(act):
    recs, nuts = of_kind(act, 0x69, "s2_nut")
    assert len(recs) == len(nuts) > 0
    for rec, nut in zip(recs, nuts):
        assert (nut.x, nut.y, nut.subtype) == (rec["x"], rec["y"], rec["subtype"])
        assert (nut.solid_width, nut.half_height, nut.stand_height, nut.width, nut.height_radius) == \
            (0x2B, 0xC, 0xD, 0x20, 0xB)


@pytest.mark.parametrize("act", ["mtz2", "mtz3"])
def test_cog_placer(act):
    from hedgephys.levels.place_s2_walls import COG_TEETH
    recs, teeth = of_kind(act, 0x70, "s2_cog")
    assert len(teeth) == 8 * len(recs) > 0
    for n, rec in enumerate(recs):
        for t, tooth in enumerate(teeth[8 * n:8 * n + 8]):
            assert (tooth.x, tooth.y, tooth.tooth) == (int(rec["x"]) + COG_TEETH[t][0], int(rec["y"]) + COG_TEETH[t][1], t)
            assert bool(tooth.x_flip) == bool(rec["x_flip"]) and tooth.solid_width == 0x10


@pytest.mark.parametrize("act", ["arz1", "arz2"])
def test_pillar_placer(act):
    recs, placed = placed_of("s2", act, 0x23, object)
    lowers = [o for o in placed if getattr(o, "kind", "") == "s2_falling_pillar"]
    tops = {(b.x, b.y) for b in placed if isinstance(b, hp.SolidBox) and (b.width_radius, b.height_radius,
                                                                          b.stand_height) == (0x10, 0x20, 0x21)}
    assert len(recs) == len(lowers) > 0
    for rec, low in zip(recs, lowers):
        assert (rec["x"], rec["y"]) in tops and (low.x, low.y) == (rec["x"], rec["y"] + 0x30)
        assert (low.solid_width, low.half_height, low.stand_height, low.width) == (0x1B, 0x10, 0x11, 0x10)


@pytest.mark.parametrize("act, width", [("htz1", 8), ("htz2", 8), ("cpz2", 8), ("dez", 8)])
def test_barrier_and_smash_ground_placers(act, width):
    recs, barriers = of_kind(act, 0x2D, "s2_barrier")
    assert len(recs) == len(barriers) > 0 and all(b.solid_width == width + 0xB for b in barriers)
    if act.startswith("htz"):
        recs, grounds = of_kind(act, 0x2F, "s2_smash_ground")
        assert len(recs) == len(grounds) > 0
        for rec, g in zip(recs, grounds):
            assert (g.x, g.y, g.subtype) == (rec["x"], rec["y"], rec["subtype"])
            assert (g.solid_width, g.half_height, g.stand_height) == (0x1B, 0x20, 0x21)
