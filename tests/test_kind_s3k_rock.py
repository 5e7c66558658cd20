"""Lava Reef's Iwamodoki (issue 18; docs/kinds/s3k_rock.md), whose code is in
sonic3k.asm only: the checkout lacks it, so the numbers below were read from a
public copy (murshies/skdisasm's sonic3k.asm) and each test names the label
they come from.

* the rock, kind ``s3k_lrz_iwamodoki`` (SK Set 2 $9A Obj_Iwamodoki, loc_8FB4C,
  loc_8FB70, loc_8FB76, byte_8FC30);
* its shards, kind ``s3k_lrz_iwamodoki_shard`` (loc_8FB90, loc_8FBB8,
  ChildObjDat_8FBD6, Sprite_CheckDeleteTouchXY), which shields turn away
  (ShieldTouchResponse, Touch_ChkHurt_Bounce_Projectile: hitbox.cpp).
"""
import numpy as np
import pytest
from broad_phase_world import FLOOR, FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.place_s3k_rock import (IWAMODOKI_SHARD_COLLISION, IWAMODOKI_SHARDS, IWAMODOKI_SIZE,
                                             IWAMODOKI_SOLID)
from hedgephys.levels.placing import Placement, placers
from hedgephys.levels.touch_data import touch_size
from hedgephys.trig import angle_of, cosine, sine
from helpers import placed_kind

X0 = 300
RY = FLOOR - 0x40  # the rock's centre: its bottom ($C) far above a player on the floor
STAND_Y = FLOOR - 20
# ChildObjDat_8FBD6: (x offset, y offset, x speed, y speed) of the shards, subtypes 0, 2, 4, 6.
SHARDS = [(-4, 4, -0x400, -0x200), (4, 4, 0x400, -0x200), (-8, -8, -0x200, -0x400), (8, -8, 0x200, -0x400)]
# byte_8FC30 under Animate_RawMultiDelay: the first entry skipped, each other for its delay + 1,
# then the $F4 on routine 4's 165th run.
DELAYS = [7, 7, 0x2F, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1] + [0] * 28 + [0x1F]
BURST_RUN = 1 + sum(d + 1 for d in DELAYS)


def placed(x=X0, y=RY):
    return placers()[("sk2", 0x9A)](Placement("s3k", "lrz1", "sk2", 0, x, y, 0x9A, 0, False, False, False))


def world(x=X0, y=RY, player_x=X0 - 0x3F, game="s3k", character="sonic"):
    p = hp.Players(1, game=game, character=character)
    p.place(x=player_x, y=STAND_Y, grounded=True)
    return p, hp.Objects(placed(x, y), 1, game)


def step(p, o, n=1, b=0):
    for _ in range(n):
        p.step(FLOOR_WORLD, np.array([[b]], np.uint8), objects=o)


def pixel(v):
    return int(v) >> 16


# ----- the numbers read in sonic3k.asm ------------------------------------------------

def test_the_placer_takes_the_routines_numbers():
    # ObjDat_Iwamodoki: width / height $C, collision 0; Obj_Iwamodoki: SolidObjectFull $17 / $C / $B;
    # word_8FBD0: the shards' collision $98 (Touch_Sizes $18: 4 x 4); ChildObjDat_8FBD6: 4 children
    assert (IWAMODOKI_SIZE, IWAMODOKI_SOLID, IWAMODOKI_SHARD_COLLISION, IWAMODOKI_SHARDS) == (
        0xC, (0x17, 0xC, 0xB), 0x98, 4)
    rock, *shards = placed()
    assert (rock.kind, rock.solid_width, rock.half_height, rock.stand_height) == ("s3k_lrz_iwamodoki", 0x17, 0xC, 0xB)
    assert [(s.kind, s.subtype, s.width_radius, s.height_radius, s.x, s.y) for s in shards] == [
        ("s3k_lrz_iwamodoki_shard", 2 * n, 4, 4, X0, RY) for n in range(4)]
    assert touch_size("s3k", 0x98) == (4, 4)
    assert BURST_RUN == 165 and len(DELAYS) == 42  # 43 entries (0..$2A), then $F4 at byte_8FC30 + $56
    assert ("sk2", 0x9A) not in catalogue.REASONS_BY_ID  # modelled now


# ----- the rock -----------------------------------------------------------------------

@pytest.mark.parametrize("dx, wakes", [(0x3F, True), (-0x3F, True), (0x40, False), (-0x40, False)])
def test_the_rock_wakes_within_0x40(dx, wakes):
    """loc_8FB4C: Find_SonicTails' d2 (|dx|) below $40 (bhs)."""
    p, o = world(player_x=X0 + dx)
    step(p, o)
    assert o.state(0) == ("waking" if wakes else "waiting")


def test_the_rock_bursts_on_the_165th_frame_after():
    """A player within $40 on frame 1 (the trigger, loc_8FB4C); routine 4's run 165 reads $F4
    (loc_8FB76): solid until then, burst and shards on that frame."""
    p, o = world()
    step(p, o)
    assert o.state(0) == "waking" and int(o.raw.timer[0, 0]) == 0
    step(p, o, BURST_RUN - 1)
    assert o.state(0) == "waking" and [o.state(i) for i in range(1, 5)] == ["waiting"] * 4
    step(p, o)
    assert o.state(0) == "burst" and [o.state(i) for i in range(1, 5)] == ["flying"] * 4
    # loc_8FB90: made at the rock's pixel plus their offsets, not moved on that frame
    for n, (dx, dy, xs, ys) in enumerate(SHARDS):
        assert (pixel(o.raw.x[0, 1 + n]), pixel(o.raw.y[0, 1 + n])) == (X0 + dx, RY + dy)
        assert (int(o.raw.xsp[0, 1 + n]), int(o.raw.ysp[0, 1 + n])) == (xs, ys)


def test_the_shards_fly_by_move_sprite():
    """loc_8FBB8: MoveSprite every frame after the burst (x += x speed, y += y speed, then
    y speed + $38), no terrain; without a camera nothing deletes them."""
    p, o = world()
    step(p, o, BURST_RUN + 1)
    for t in range(1, 60):
        step(p, o)
        for n, (dx, dy, xs, ys) in enumerate(SHARDS):
            x = ((X0 + dx) << 16) + xs * 256 * t
            y = ((RY + dy) << 16) + sum(ys + 0x38 * j for j in range(t)) * 256
            assert int(o.raw.x[0, 1 + n]) == x % (1 << 32) and int(o.raw.y[0, 1 + n]) == y % (1 << 32), (t, n)
            assert int(o.raw.ysp[0, 1 + n]) == ys + 0x38 * t


def test_a_rider_is_put_in_the_air_when_it_bursts():
    """SolidObjectFull until the burst; then Displace_PlayerOffObject (S&K's: Status_OnObj
    cleared, in the air) and no solid."""
    p, o = world()
    p.place(x=X0, y=RY - 0x30, grounded=False)
    step(p, o)
    assert o.state(0) == "waking"
    step(p, o, BURST_RUN - 1)
    assert o.standing()[0] and not p.raw.airborne[0]
    assert pixel(p.raw.y[0]) == RY - 0xB - 19  # d3 = $B above its centre
    step(p, o)
    assert o.state(0) == "burst" and not o.standing()[0] and p.raw.airborne[0]
    assert not p.raw.hurt[0]
    step(p, o, 2)  # the upper shards (-8, -8) rise into him: hurt on the second frame's scan
    assert p.raw.hurt[0]


# ----- the shards' touch, and shields -----------------------------------------------

def shard_run(shield=None, character="sonic", frames=80):
    """A rock that bursts on the next frame (its state written) with a player standing
    at x 420, in the way of shard 1 ($400, -$200) as it falls: per frame after the
    burst, (hurt, shard 1's state)."""
    p, o = world(player_x=420, character=character)
    if shield:
        p.set_shield(shield)
    o.raw.state[0, 0], o.raw.timer[0, 0] = 110, BURST_RUN - 1  # waking, its last run next
    step(p, o)
    out = []
    for _ in range(frames):
        step(p, o)
        out.append((bool(p.raw.hurt[0]), o.state(2)))
    return p, o, out


def test_a_shard_hurts():
    """The $98 touch (hurt class, Touch_Sizes $18) listed by Sprite_CheckDeleteTouchXY: the
    hurt leaves the shard flying."""
    p, o, out = shard_run()
    assert any(h for h, _ in out)
    assert all(s == "flying" for _, s in out)


@pytest.mark.parametrize("shield", ["plain", "fire", "lightning", "bubble"])
def test_any_shield_turns_a_shard_away(shield):
    """ShieldTouchResponse: the $30 x $30 box about the player meets the shard before his own
    box does: x speed, y speed = -$800 along the angle to him (GetArcTan, GetSineCosine),
    collision cleared; he keeps his shield and is never hurt."""
    _, _, bare = shard_run()
    hit = [h for h, _ in bare].index(True)
    p, o, out = shard_run(shield)
    assert not any(h for h, _ in out) and p.raw.shield[0] != 0
    turned = [s for _, s in out].index("deflected")
    assert turned < hit


def test_the_deflection_speeds():
    """Touch_ChkHurt_Bounce_Projectile: muls.w #-$800 / asr.l #8 of cos and sin."""
    p, o = world(player_x=420)
    p.set_shield("fire")
    o.raw.state[0, 0], o.raw.timer[0, 0] = 110, BURST_RUN - 1
    step(p, o)
    for _ in range(80):
        before = (pixel(p.raw.x[0]), pixel(p.raw.y[0]), pixel(o.raw.x[0, 2]), pixel(o.raw.y[0, 2]))
        step(p, o)
        if o.state(2) == "deflected":
            break
    # the scan runs at the start of the frame: the player's position after his move this frame,
    # the shard's of the last frame; then the shard moves once by its new speeds
    px, py = pixel(p.raw.x[0]), pixel(p.raw.y[0])
    a = int(angle_of(px - before[2], py - before[3]))
    xs, ys = -8 * int(cosine(a)), -8 * int(sine(a))
    assert int(o.raw.xsp[0, 2]) == xs and int(o.raw.ysp[0, 2]) == ys + 0x38


def flying_shards(p, o, places):
    """Shards 1.. written flying at the given pixel places (their rock's burst count kept)."""
    for n, (x, y) in enumerate(places):
        o.raw.state[0, 1 + n], o.raw.x[0, 1 + n], o.raw.y[0, 1 + n] = 112, x << 16, y << 16
        o.raw.xsp[0, 1 + n] = o.raw.ysp[0, 1 + n] = 0


def test_a_shield_turns_one_shard_away_a_frame():
    """ShieldTouchResponse returns after the first projectile it turns away: of two shards in
    the $30 box but outside his own, the first in the list goes this frame, the other the next."""
    p, o = world(player_x=420)
    p.set_shield("bubble")
    flying_shards(p, o, [(420 + 0x14, STAND_Y), (420 - 0x14, STAND_Y)])
    o.raw.ysp[0, 1:3] = -0x38  # MoveSprite's gravity brings them back: they stay where they are
    step(p, o)
    assert [o.state(1), o.state(2)] == ["deflected", "flying"]
    step(p, o)
    assert [o.state(1), o.state(2)] == ["deflected", "deflected"] and not p.raw.hurt[0]


def test_two_shards_on_a_shield_both_go_the_same_frame():
    """The scan's own touch (Touch_ChkHurt_HaveShield) turns away a second shard that the
    shield's pass left, on the same frame."""
    p, o = world(player_x=420)
    p.set_shield("plain")
    flying_shards(p, o, [(420, STAND_Y), (424, STAND_Y)])
    o.raw.ysp[0, 1:3] = -0x38
    step(p, o)
    assert [o.state(1), o.state(2)] == ["deflected", "deflected"] and not p.raw.hurt[0]


def test_the_deflection_is_sonic_3_and_knuckles_only():
    """In another game the touch is a plain hurt one (no shield_reaction)."""
    p, o = world(player_x=420, game="s2")
    p.set_shield("plain")
    flying_shards(p, o, [(420, STAND_Y)])
    step(p, o)
    assert p.raw.hurt[0] and p.raw.shield[0] == 0 and o.state(1) == "flying"


def test_knuckles_gliding_turns_a_shard_away():
    """Touch_ChkHurt with no power-up and double_jump_flag 1 (Knuckles gliding): the
    projectile is turned away, not a hurt (its state written for the test)."""
    p, o = world(player_x=420, character="knuckles")
    p.place(x=420, y=60, grounded=False)
    o.raw.state[0, 2], o.raw.x[0, 2], o.raw.y[0, 2] = 112, 420 << 16, 60 << 16
    p.raw.double_jump_flag[0] = 1
    step(p, o, b=16)  # jump held: the glide goes on
    assert p.raw.double_jump_flag[0] == 1
    assert not p.raw.hurt[0] and o.state(2) == "deflected"
    # without the glide, the same touch hurts
    p, o = world(player_x=420, character="knuckles")
    p.place(x=420, y=60, grounded=False)
    o.raw.state[0, 2], o.raw.x[0, 2], o.raw.y[0, 2] = 112, 420 << 16, 60 << 16
    step(p, o)
    assert p.raw.hurt[0] and o.state(2) == "flying"


# ----- the camera ---------------------------------------------------------------------

def test_the_camera_deletes_the_shards():
    """Sprite_CheckDeleteTouchXY with the camera of the frame before (Camera_Y_pos, and
    Camera_X_pos_coarse_back from Load_Sprites): y - cam_y + $80 > $200 deletes; a deleted
    shard waits at its rock's place."""
    p, o = world()
    p.set_level_bounds((0, 5000, 1000))
    p.place(x=X0 - 0x3F, y=STAND_Y, grounded=True)
    step(p, o, BURST_RUN + 1)
    assert o.state(1) == "flying"
    for _ in range(200):
        cam_y = int(p.raw.cam_y[0])
        step(p, o)
        if o.state(1) == "waiting":
            break
        assert ((pixel(o.raw.y[0, 1]) - cam_y + 0x80) & 0xFFFF) <= 0x200
    assert o.state(1) == "waiting" and (pixel(o.raw.x[0, 1]), pixel(o.raw.y[0, 1])) == (X0, RY)


def test_a_rock_out_of_range_is_loaded_again_fresh():
    """Obj_Iwamodoki's range test (x & $FF80 - Camera_X_pos_coarse_back > $280): deleted with its
    respawn bit cleared (loc_85088), so it comes back waiting; without a camera it wakes on."""
    for bounds in (True, False):
        p, o = world()
        if bounds:
            p.set_level_bounds((0, 5000, 1000))
        p.place(x=X0 - 0x3F, y=STAND_Y, grounded=True)
        step(p, o)
        assert o.state(0) == "waking"
        p.raw.cam_x[0] = X0 + 0x400  # the camera far to the right (its x as the objects see it)
        step(p, o)
        assert o.state(0) == ("waiting" if bounds else "waking")


# ----- the broad phase, and the real layouts -------------------------------------------

@pytest.mark.parametrize("shield", [None, "fire"])
@pytest.mark.parametrize("start", [150, 200, 260, 330, 420])
def test_the_broad_phase_changes_nothing(start, shield):
    """A runner wakes the rock, stops or turns back while it bursts: one long step equals
    every routine every frame."""
    for seq in ([2] * 70 + [0] * 150, [2] * 40 + [18] * 30 + [1] * 150, [1] * 60 + [0] * 160):
        (p1, o1), (p2, o2) = broad_phase_worlds(placed(y=FLOOR - 0x20), start, "s3k")
        if shield:
            p1.set_shield(shield), p2.set_shield(shield)
        assert_same_as_stages(p1, o1, p2, o2, seq)


@pytest.mark.parametrize("act", ["lrz1", "lrz2"])
def test_every_record_of_the_real_acts_is_placed(act):
    """Each $9A record: its rock, then its four shards."""
    from hedgephys.levels.placing import place
    recs, rocks = placed_kind("s3k", act, 0x9A, "s3k_lrz_iwamodoki")
    assert len(recs) > 0 and len(rocks) == len(recs)
    objs = place(recs, "s3k", act)
    assert len(objs) == 5 * len(recs)
    for n in range(len(recs)):
        assert [o.kind for o in objs[5 * n:5 * n + 5]] == ["s3k_lrz_iwamodoki"] + ["s3k_lrz_iwamodoki_shard"] * 4
        assert [o.subtype for o in objs[5 * n + 1:5 * n + 5]] == [0, 2, 4, 6]
