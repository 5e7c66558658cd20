"""Knuckles' moves in Sonic 3 & Knuckles (cpp/hedgephys/knuckles.cpp,
knuckles_climb.cpp; docs/knuckles.md): golden traces whose numbers come from
the routines of sonic3k.asm each test names, properties, the scenario files
of examples/ and bad input."""
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hedgephys as hp

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
FULL = [16] * 16
STATES = {name: v for v, name in hp.KNUCKLES_STATES.items()}
GLIDING, FALLING, SLIDING, CLIMBING, LEDGE = (STATES[s] for s in ("gliding", "falling", "sliding", "climbing", "ledge"))
J, L, R, U, D = hp.J, hp.L, hp.R, hp.U, hp.D

FLOOR_ROW, WALL_COL, WALL_TOP_ROW = 15, 30, 5   # floor at y 240, wall x 480..495 from y 80 down


def world(wall=True, face=1):
    """A flat floor (y >= 240) and, optionally, a wall x 480..495 from y 80 to
    the floor, of full blocks (face 1) or of 45-degree slope blocks (face 2:
    a sawtooth face, each block's rows further right toward its top)."""
    cells = np.zeros((20, 60), np.uint16)
    cells[FLOOR_ROW:, :] = 1
    if wall:
        cells[WALL_TOP_ROW:FLOOR_ROW, WALL_COL] = face
    return hp.TileMap(cells, hp.TileSet(np.array([[0] * 16, FULL, list(range(1, 17))])))


def knuckles(n=1):
    return hp.Players(n, game="s3k", character="knuckles")


def gliding(x, y, facing="right", speed=0x400):
    """Knuckles already gliding (the state Knux_Test_For_Glide leaves)."""
    p = knuckles()
    p.place(x=x, y=y, grounded=False, facing=facing)
    r = p.raw
    r.double_jump_flag[0] = GLIDING
    r.double_jump_property[0] = 0x80 if facing == "left" else 0
    r.gsp[0] = speed
    r.xsp[0] = -speed if facing == "left" else speed
    r.xr[0] = r.yr[0] = 10
    return p


def slide(x=100, y=225, speed=0x400):
    """Glide onto the flat floor until the slide starts."""
    tm = world(wall=False)
    p = gliding(x, y, speed=speed)
    for _ in range(60):
        run(p, tm, J)
        if p.raw.double_jump_flag[0] != GLIDING:
            break
    assert p.raw.double_jump_flag[0] == SLIDING
    return p, tm


def run(p, tm, buttons, frames=1):
    for _ in range(frames):
        p.step(tm, np.full(1, buttons, np.uint8))


def px(word):
    return int(word) >> 16


# ---- the glide ---------------------------------------------------------------------------

def test_knux_test_for_glide_starts_the_glide_from_the_jump():
    # Knux_Jump (0x600), then Knux_JumpHeight caps -0x600 at -0x400 once jump is
    # let go; the next press reaches Knux_Test_For_Glide: Status_Roll cleared,
    # radii 10 x 10, y speed -0x3C8 + 0x200 < 0 -> 0, ground speed 0x400, x speed
    # +0x400 facing right, angle byte 0, glide animation $20. The rest of
    # Knux_MdAir runs that frame: MoveSprite adds the gravity 0x38.
    tm = world(wall=False)
    p = knuckles()
    p.place(x=100, y=220)
    run(p, tm, J)                   # the jump
    assert p.raw.ysp[0] == -0x600 and p.raw.rolling[0]
    run(p, tm, 0)                   # let go: capped at -0x400, then gravity
    assert p.raw.ysp[0] == -0x400 + 0x38
    run(p, tm, J)                   # the second press
    r = p.raw
    assert r.double_jump_flag[0] == GLIDING and r.double_jump_property[0] == 0
    assert (r.xr[0], r.yr[0]) == (10, 10) and not r.rolling[0] and r.airborne[0]
    assert r.gsp[0] == 0x400 and r.xsp[0] == 0x400 and r.ysp[0] == 0x38
    assert r.anim[0] == 0x20 and r.mapping_frame[0] == 0xC0


def test_knux_test_for_glide_facing_left_and_a_fast_fall():
    # Facing left: x speed -0x400, angle byte 0x80. Falling fast, y speed + 0x200
    # is kept (not reset): a press at +0x100 glides at 0x300, then gravity.
    tm = world(wall=False)
    p = knuckles()
    p.place(x=300, y=100, grounded=False, rolling=True, facing="left", y_speed=1.0)
    p.raw.jumping[0] = 1
    run(p, tm, J)
    r = p.raw
    assert r.double_jump_flag[0] == GLIDING and r.double_jump_property[0] == 0x80
    assert r.xsp[0] == -0x400 and r.ysp[0] == 0x300 + 0x38
    assert r.facing_left[0] and r.mapping_frame[0] == 0xC0


def test_a_second_press_before_the_cap_does_not_glide():
    # Knux_JumpHeight: while y speed < -0x400 the press is not tested.
    tm = world(wall=False)
    p = knuckles()
    p.place(x=100, y=220)
    run(p, tm, J)
    run(p, tm, 0)    # (the cap: -0x400 + 0x38 after gravity)
    p.raw.ysp[0] = -0x500
    run(p, tm, J)
    assert p.raw.double_jump_flag[0] == 0


def test_knuckles_move_glide_speed_and_the_slow_descent():
    # Knuckles_Move_Glide: |gsp| + 8 below 0x400, + 4 up to 0x1800 while not
    # turning; y speed + 0x20 below 0x80, - 0x20 from 0x80; MoveSprite2 moves
    # by the speeds with no gravity.
    tm = world(wall=False)
    p = gliding(100, 100, speed=0x3F8)
    gsp, ysp, ys = [], [], []
    for _ in range(8):
        y0 = p.raw.y[0]
        run(p, tm, J)
        gsp.append(int(p.raw.gsp[0]))
        ysp.append(int(p.raw.ysp[0]))
        ys.append(int(p.raw.y[0]) - int(y0))
    assert gsp == [0x400, 0x404, 0x408, 0x40C, 0x410, 0x414, 0x418, 0x41C]
    assert ysp == [0x20, 0x40, 0x60, 0x80, 0x60, 0x80, 0x60, 0x80]
    assert ys == [v << 8 for v in ysp]
    assert p.raw.xsp[0] == 0x41C


def test_knuckles_move_glide_turning_around():
    # Holding left the angle byte goes 0 -> 0x80 by 2 a frame; x speed is
    # cos(angle) * gsp >> 8 (0 at 0x40, -gsp at 0x80); no gain while turning.
    # Knuckles_Set_Gliding_Animation faces left for angles 0x70..0x8F.
    tm = world(wall=False)
    p = gliding(300, 60, speed=0x600)
    props, facing = [], []
    for _ in range(64):
        run(p, tm, J | L)
        props.append(int(p.raw.double_jump_property[0]))
        facing.append(bool(p.raw.facing_left[0]))
        if props[-1] == 0x40:
            assert p.raw.xsp[0] == 0
    assert props == list(range(2, 0x82, 2))
    assert p.raw.gsp[0] == 0x604                  # +4 on the first frame only (angle 0 before)
    assert p.raw.xsp[0] == -0x604
    assert facing == [0x70 <= a <= 0x8F for a in props]
    # let go of left: the turn is over (angle 0x80): it stays; a turn begun goes on
    run(p, tm, J)
    assert p.raw.double_jump_property[0] == 0x80
    run(p, tm, J | R, 3)
    run(p, tm, J, 2)
    assert p.raw.double_jump_property[0] == 0x8A


def test_knuckles_glide_letting_go_falls():
    # Knuckles_Glide: jump let go -> double_jump_flag 2, animation $21, facing
    # the motion, x speed / 4 (two asr), the standing radii (no y change); on
    # that frame Knuckles_Move_Glide has run first (0x504 + 4). Then
    # Knuckles_Fall_From_Glide: Knux_ChgJumpDir and gravity 0x38.
    tm = world(wall=False)
    p = gliding(100, 100, speed=0x500)
    run(p, tm, J)
    y = int(p.raw.y[0])
    run(p, tm, 0)
    r = p.raw
    assert r.double_jump_flag[0] == FALLING and r.anim[0] == 0x21
    assert r.xsp[0] == 0x508 >> 2 and (r.xr[0], r.yr[0]) == (9, 19)
    assert int(r.y[0]) == y + (0x40 << 8)          # moved by the glide's y speed, no radius change
    run(p, tm, 0)
    assert r.ysp[0] == 0x40 + 0x38                 # (0x40 from the glide's last Move_Glide)


def test_knuckles_fall_from_glide_lands_with_the_lock():
    # Knuckles_Fall_From_Glide on flat ground: stopped, Knux_TouchFloor, 15
    # frames of move_lock, animation $23.
    tm = world(wall=False)
    p = gliding(100, 200)
    run(p, tm, 0)
    for _ in range(60):
        run(p, tm, 0)
        if not p.raw.airborne[0]:
            break
    r = p.raw
    assert not r.airborne[0] and r.double_jump_flag[0] == 0
    assert r.xsp[0] == r.ysp[0] == r.gsp[0] == 0
    assert px(r.y[0]) + 19 == 239 and r.anim[0] == 0x23
    assert r.control_lock[0] == 15


def test_knux_gliding_hitfloor_slides_and_gets_up():
    # Knux_Gliding_HitFloor on flat ground: double_jump_flag 3 (frame $CC),
    # y on the floor with the glide's radius 10; Knuckles_Sliding: x speed
    # - 0x20 a frame while jump is held; let go: stopped, y - 9 (10 - 19),
    # Knux_TouchFloor, move_lock 15, animation $22.
    p, tm = slide()
    r = p.raw
    assert r.double_jump_flag[0] == SLIDING and r.mapping_frame[0] == 0xCC
    assert px(r.y[0]) + 10 == 239 and r.airborne[0]
    xs = []
    for _ in range(4):
        run(p, tm, J)
        xs.append(int(r.xsp[0]))
    assert xs == [xs[0] - 0x20 * i for i in range(4)]
    run(p, tm, 0)
    assert r.double_jump_flag[0] == 0 and not r.airborne[0]
    assert px(r.y[0]) + 19 == 239 and r.anim[0] == 0x22 and r.control_lock[0] == 15
    assert r.xsp[0] == r.gsp[0] == 0


def test_knuckles_sliding_stops_when_the_speed_crosses_zero():
    p, tm = slide()
    p.raw.xsp[0] = 0x40
    run(p, tm, J)
    assert p.raw.xsp[0] == 0x20 and p.raw.double_jump_flag[0] == SLIDING
    run(p, tm, J)       # moving right, 0 still slides (bpl); the next 0x20 crosses it
    assert p.raw.xsp[0] == 0 and p.raw.double_jump_flag[0] == SLIDING
    run(p, tm, J)
    assert p.raw.xsp[0] == 0 and p.raw.double_jump_flag[0] == 0
    p, tm = slide(x=300, y=225, speed=0x400)
    p.raw.xsp[0] = -0x20     # moving left, reaching 0 stands him up (bmi)
    run(p, tm, J)
    assert p.raw.double_jump_flag[0] == 0


# ---- the wall: grab, climb, ledge, jump off ------------------------------------------------

def grab(y=150):
    """Glide right into the wall at (480, 80..239): (players, map, grab frame)."""
    tm = world()
    p = gliding(440, y)
    for f in range(40):
        run(p, tm, J)
        if p.raw.double_jump_flag[0] == CLIMBING:
            return p, tm, f
    raise AssertionError("no grab")


def test_knuckles_gliding_hitwall_grabs_the_wall():
    # Knux_DoLevelCollision_CheckRet pops him out (x + 10 at the wall's last
    # free pixel 479); Knuckles_Gliding_HitWall: CheckRightCeilingDist from
    # x + 10 at y -/+ 10 both 0 -> grab: speeds 0, double_jump_flag 4, frame
    # $B7, double_jump_property 3, x_pos+2 = x_pos (the pixel in the fraction).
    p, tm, _ = grab()
    r = p.raw
    assert px(r.x[0]) == 469 and int(r.x[0]) & 0xFFFF == 469
    assert r.xsp[0] == r.ysp[0] == r.gsp[0] == 0
    assert r.mapping_frame[0] == 0xB7 and r.double_jump_property[0] == 3
    assert not r.facing_left[0] and r.airborne[0]


def test_knuckles_wall_climb_up_and_down_one_pixel_a_frame():
    # Knuckles_Wall_Climb: up 1 px a frame (.moveUp), down 1 px (.moveDown);
    # x never moves; every 4th frame the frame steps through $B7..$BC.
    p, tm, _ = grab()
    y0 = px(p.raw.y[0])
    ys, frames = [], []
    for _ in range(8):
        run(p, tm, U)
        ys.append(px(p.raw.y[0]))
        frames.append(int(p.raw.mapping_frame[0]))
    assert ys == [y0 - i for i in range(1, 9)]
    assert frames == [0xB7, 0xB7, 0xB7, 0xB8, 0xB8, 0xB8, 0xB8, 0xB9]
    run(p, tm, D, 3)
    assert px(p.raw.y[0]) == y0 - 5 and px(p.raw.x[0]) == 469


def test_knuckles_wall_climb_reaches_the_floor():
    # .reachedFloor (sub_F828 from y + 9 + 10): on the floor, Knux_TouchFloor,
    # the wait animation.
    p, tm, _ = grab(y=200)
    for _ in range(60):
        run(p, tm, D)
        if not p.raw.airborne[0]:
            break
    r = p.raw
    assert r.double_jump_flag[0] == 0 and not r.airborne[0]
    assert px(r.y[0]) + 19 == 239 and r.anim[0] == 5 and (r.xr[0], r.yr[0]) == (9, 19)


def test_knuckles_climb_ledge_frames_and_offsets():
    # Knuckles_ClimbUp when the wall 11 px above the centre is 4+ px away, then
    # Knuckles_ClimbLedge_Frames: ($BD, +3, -3), ($BE, +8, -10), ($BF, -8, -12),
    # ($D2, +8, -5), each 6 frames after the last (the animation routine counts
    # the timer down); then Knux_TouchFloor standing on the top (y + 19 = 79).
    p, tm, _ = grab(y=100)
    r = p.raw
    frames = 0
    while r.double_jump_flag[0] == CLIMBING:
        run(p, tm, U)
        frames += 1
        assert frames < 60
    assert px(r.y[0]) == 90 - 3 and px(r.x[0]) == 469 + 3
    assert r.double_jump_flag[0] == LEDGE and r.mapping_frame[0] == 0xBD
    trace = []
    for _ in range(18):
        run(p, tm, 0)
        trace.append((px(r.x[0]), px(r.y[0]), int(r.mapping_frame[0]), int(r.double_jump_flag[0])))
    assert trace[4][:3] == (472, 87, 0xBD) and trace[5][:3] == (480, 77, 0xBE)
    assert trace[10][:3] == (480, 77, 0xBE) and trace[11][:3] == (472, 65, 0xBF)
    assert trace[16][:3] == (472, 65, 0xBF) and trace[17][:2] == (480, 60)
    assert trace[17][3] == 0 and not r.airborne[0] and r.anim[0] == 5
    run(p, tm, 0, 5)
    assert not r.airborne[0] and px(r.y[0]) == 60     # standing on the wall's top


def test_knuckles_wall_climb_jumping_off():
    # .notMoving: a new jump press: x speed 0x400 away (facing turned), y speed
    # -0x380, jumping, rolling radii 7 x 14, the roll animation, the move over.
    p, tm, _ = grab()
    run(p, tm, J)       # jump still held from the glide: no new press
    assert p.raw.double_jump_flag[0] == CLIMBING
    run(p, tm, 0)
    run(p, tm, J)
    r = p.raw
    assert r.double_jump_flag[0] == 0 and r.xsp[0] == -0x400 and r.ysp[0] == -0x380
    assert r.facing_left[0] and r.rolling[0] and r.jumping[0] and (r.xr[0], r.yr[0]) == (7, 14)


def test_knuckles_wall_climb_lets_go_when_moved():
    # x_pos no longer equals x_pos+2: Knuckles_LetGoOfWall (falling, $21, frame
    # $CB, the standing radii).
    p, tm, _ = grab()
    p.raw.x[0] += 1 << 16
    run(p, tm, 0)
    r = p.raw
    assert r.double_jump_flag[0] == FALLING and r.anim[0] == r.prev_anim[0] == 0x21
    assert r.mapping_frame[0] == 0xCB and (r.xr[0], r.yr[0]) == (9, 19)


def test_knuckles_gliding_hitwall_grabs_or_falls_as_its_casts_say():
    # Knuckles_Gliding_HitWall on a sawtooth wall: he grabs (4) or falls (2)
    # (or lands on a tooth's top first: Knux_Gliding_HitFloor, the slide).
    # A fall leaves him where the collision put him, so there the game's tests
    # must fail: the casts right from x + 10 at y - 10 / y + 10 are not both 0,
    # and the cast down from (x + 11, y - 11) is not 0..11.
    tm = world(face=2)
    outcomes = set()
    for y in range(120, 200, 3):
        p = gliding(440, y)
        for _ in range(20):
            run(p, tm, J)
            if p.raw.double_jump_flag[0] != GLIDING:
                break
        flag = int(p.raw.double_jump_flag[0])
        assert flag in (FALLING, CLIMBING, SLIDING)
        outcomes.add(flag)
        if flag == FALLING:
            assert p.raw.anim[0] == 0x21 and (p.raw.xr[0], p.raw.yr[0]) == (9, 19)
            x, yy = px(p.raw.x[0]), px(p.raw.y[0])
            top = tm.cast(x + 10, yy - 10, "right", "lrb").distance
            low = tm.cast(x + 10, yy + 10, "right", "lrb").distance
            edge = tm.cast(x + 11, yy - 11, "down", "top").distance
            assert (int(top), int(low)) != (0, 0) and not 0 <= int(edge) < 12
    assert {FALLING, CLIMBING} <= outcomes


def test_gliding_hitwall_ledge_test_moves_him_down():
    # The top of the wall 0..11 px below y - 11: y moved down by that distance, grab.
    tm = world()
    p = gliding(440, 85)
    for _ in range(10):
        run(p, tm, J)
        if p.raw.double_jump_flag[0] != GLIDING:
            break
    r = p.raw
    assert r.double_jump_flag[0] == CLIMBING and px(r.y[0]) - 11 == 79   # the row above the top


# ---- other characters and games --------------------------------------------------------

@pytest.mark.parametrize("game,character", [("s3k", "sonic"), ("s3k", "tails"), ("s2", "knuckles")])
def test_the_glide_is_s3k_knuckles_only(game, character):
    # The same second press is Sonic's insta-shield and Tails' flight in S3K
    # (docs/moves.md), and nothing in S2: never Knuckles' glide.
    tm = world(wall=False)
    p = hp.Players(1, game=game, character=character)
    p.place(x=100, y=220)
    run(p, tm, J)
    run(p, tm, 0, 3)
    run(p, tm, J)
    r = p.raw
    assert r.mapping_frame[0] == 0 and r.xr[0] != 10            # no glide frame, no glide radius
    if game == "s2":
        assert r.double_jump_flag[0] == 0 and r.rolling[0]
    else:
        assert r.double_jump_flag[0] == 1                       # the insta-shield / the flight


def test_knuckles_jump_is_lower():
    # Knux_Jump: 0x600 (Sonic_Jump 0x680).
    p = knuckles()
    assert (p.raw.xr[0], p.raw.yr[0]) == (9, 19)
    p.place(x=100, y=220)
    run(p, world(wall=False), J)
    assert p.raw.ysp[0] == -0x600


# ---- properties ---------------------------------------------------------------------------

BUTTONS = st.lists(st.sampled_from([0, J, J | L, J | R, L, R, J | U, J | D]), min_size=1, max_size=120)


@settings(deadline=None)
@given(BUTTONS, st.integers(60, 400), st.integers(30, 200), st.booleans())
def test_a_glide_never_gains_height(seq, x, y, left):
    tm = world()
    p = gliding(x, y, facing="left" if left else "right")
    for b in seq:
        before_flag, before_y = int(p.raw.double_jump_flag[0]), int(p.raw.y[0])
        run(p, tm, b)
        if before_flag == GLIDING and p.raw.double_jump_flag[0] == GLIDING:
            assert int(p.raw.y[0]) >= before_y


@settings(deadline=None)
@given(st.lists(st.sampled_from([0, U, D, U | D, L, R, U | L, D | R]), min_size=1, max_size=200),
       st.integers(95, 220))
def test_a_climbing_knuckles_stays_on_his_wall_until_it_ends(seq, y):
    # Without a jump press he stays on the wall (x fixed, pixel and mark) until
    # its top (the ledge climb) or the floor (standing): never a fall.
    p, tm, _ = grab(y=y)
    x = int(p.raw.x[0])
    for b in seq:
        run(p, tm, b)
        flag = int(p.raw.double_jump_flag[0])
        assert flag != FALLING
        if flag != CLIMBING:
            break
        assert int(p.raw.x[0]) == x


@settings(deadline=None, max_examples=50)
@given(BUTTONS, st.integers(0, 5), st.integers(0, 255))
def test_the_moves_are_the_same_for_every_thread_count(seq, flag, prop):
    tm = world()
    p1, p4 = knuckles(8), knuckles(8)
    for p in (p1, p4):
        p.place(x=np.arange(8) * 50 + 60, y=150, grounded=False)
        p.raw.double_jump_flag[:] = flag
        p.raw.double_jump_property[:] = prop
    keys = np.array(seq, np.uint8)[:, None].repeat(8, 1)
    a = p1.step(tm, keys, threads=1, record=["x", "y", "double_jump_flag"])
    b = p4.step(tm, keys, threads=4, record=["x", "y", "double_jump_flag"])
    for k in a:
        assert np.array_equal(a[k], b[k])


# ---- scenario files and bad input --------------------------------------------------------

def test_example_glide_grab_climb_s3k():
    t = hp.run_scenario(EXAMPLES / "knuckles_glide_climb_s3k.json")
    assert t.event("hit_wall").any()
    assert t.event("landed").sum() >= 1
    assert t["y"].min() < 80        # over the wall's top after the ledge climb


def test_example_glide_slide_s3k():
    t = hp.run_scenario(EXAMPLES / "knuckles_glide_slide_s3k.json")
    ys = t["y"]
    assert t.event("jumped").sum() == 1 and t.event("landed").sum() == 1
    assert np.floor(ys[-1]) == ys[0]     # standing again on the floor he started on


@pytest.mark.parametrize("flag", [6, 200, 255])
def test_a_move_number_the_game_never_writes_glides(flag):
    # Knuckles_Glide treats any value it does not name as gliding (only
    # Knuckles_Move_Glide tests for exactly 1): no crash, deterministic.
    tm = world(wall=False)
    p = gliding(100, 100)
    p.raw.double_jump_flag[0] = flag
    run(p, tm, J, 3)
    assert p.raw.double_jump_flag[0] == flag and p.raw.gsp[0] == 0x400


def test_sonic_ignores_a_raw_move():
    tm = world(wall=False)
    p = hp.Players(1, game="s3k")
    p.place(x=100, y=100, grounded=False)
    p.raw.double_jump_flag[0] = GLIDING
    run(p, tm, J)
    assert p.raw.ysp[0] == 0x38      # the ordinary air state ran


def test_knuckles_is_refused_in_sonic_3_alone():
    with pytest.raises(ValueError, match="knuckles"):
        hp.Players(1, game="s3", character="knuckles")


def test_knuckles_states_vocabulary():
    assert hp.KNUCKLES_STATES == {0: "none", 1: "gliding", 2: "falling", 3: "sliding", 4: "climbing", 5: "ledge"}


# ---- the Gymnasium observation ------------------------------------------------------------

@pytest.mark.parametrize("observation", ["dict", "compact"])
def test_gym_observes_the_move(observation):
    from hedgephys.gym import COMPACT_FIELDS, PLAYER_FIELDS, HedgephysEnv
    seen = []

    def reward_fn(prev, state):
        seen.append(int(state["double_jump_flag"][0]))
        return 0.0

    env = HedgephysEnv(game="s3k", character="knuckles", observation=observation, reward_fn=reward_fn)
    env.reset(seed=0)
    for b in (J, 0, J):
        obs, *_ = env.step(b)
    if observation == "dict":
        value = obs["player"][PLAYER_FIELDS.index("double_jump_flag")]
    else:
        value = obs[COMPACT_FIELDS.index("double_jump_flag")]
        assert obs[COMPACT_FIELDS.index("layer")] == 0
    assert value == GLIDING == env.players.raw.double_jump_flag[0]
    assert seen[-1] == GLIDING and seen[0] == 0


def test_placing_him_on_the_ground_ends_the_move():
    # Players.place(grounded=True): no move goes on on the ground (a later jump
    # is an ordinary jump, not the rest of a glide); grounded=False keeps it.
    p = hp.Players(3, game="s3k", character="knuckles")
    p.raw.double_jump_flag[:] = CLIMBING
    p.place(slice(0, 2), x=100, y=220, grounded=np.array([True, False]))
    assert p.raw.double_jump_flag.tolist() == [0, CLIMBING, CLIMBING]
    with pytest.raises(TypeError, match="grounded"):
        p.place(grounded="yes")
    assert p.raw.double_jump_flag.tolist() == [0, CLIMBING, CLIMBING]


def test_a_horizontal_spring_ends_the_glide():
    # S&K's horizontal spring (sub_23190, loc_2324C) clears double_jump_flag:
    # gliding into its face, Knuckles is launched and no longer glides.
    tm = world(wall=False)
    from hedgephys.springs import Spring, spring_subtype
    objs = hp.Objects([Spring(300, 200, subtype=spring_subtype("s3k", "horizontal"))], 1, "s3k")
    p = gliding(340, 200, facing="left")
    for _ in range(20):
        p.step(tm, np.full(1, J, np.uint8), objects=objs)
        if p.raw.double_jump_flag[0] != GLIDING:
            break
    assert "sprung:0" in objs.events(0)
    assert p.raw.double_jump_flag[0] == 0 and p.raw.xsp[0] == 0x1000 and p.raw.airborne[0]


@pytest.mark.parametrize("flag", [None, GLIDING])
def test_gliding_knuckles_destroys_a_badnik(flag):
    # S&K Touch_Enemy: Knuckles gliding (or sliding) attacks like the roll;
    # the same Knuckles falling uncurled (no move) is hurt.
    tm = world(wall=False)
    objs = hp.Objects([hp.Hitbox(330, 150, 8, 8, reaction="badnik")], 1, "s3k")
    p = gliding(300, 150)
    if flag is None:
        p.raw.double_jump_flag[0] = 0
        p.raw.xsp[0] = 0x400
    for _ in range(12):
        p.step(tm, np.full(1, J, np.uint8), objects=objs)
    state = hp.objects.STATE_NAMES["hitbox"][int(objs.raw.state[0, 0])]
    assert (state == "destroyed") == (flag == GLIDING)
    assert bool(p.raw.hurt[0]) == (flag is None)


@pytest.mark.parametrize("flag", [None, GLIDING])
def test_gliding_knuckles_breaks_a_monitor(flag):
    # S&K Touch_Monitor: the roll animation, or Knuckles gliding or sliding;
    # uncurled and not gliding he only bumps into it (its solid side).
    tm = world(wall=False)
    objs = hp.Objects([hp.Monitor(340, 150)], 1, "s3k")
    p = gliding(300, 146)
    if flag is None:
        p.raw.double_jump_flag[0] = 0
    for _ in range(12):
        p.step(tm, np.full(1, J, np.uint8), objects=objs)
    state = hp.objects.STATE_NAMES["monitor"][int(objs.raw.state[0, 0])]
    assert (state == "broken") == (flag == GLIDING)
