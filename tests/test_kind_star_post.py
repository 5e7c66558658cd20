"""The star posts of every game (kind ``star_post``, docs/kinds/star_post.md):
S1 ``Lamppost`` (Lamp_Main, Lamp_Blue, Lamp_Twirl, Lamp_StoreInfo), S2
``Obj79`` (Obj79_Init, Obj79_CheckActivation, loc_1F222, Obj79_Dongle,
Obj79_SaveData) and S3K ``Obj_StarPost`` (loc_2C436, sub_2C49E, loc_2C580,
sub_2C5DA; sonic3k.asm sub_2D028). Numbers from the routines: the window
px - x + 8 < $10, py - y + $40 < $68; the number compared AND $7F; the
ball's $20 + 1 runs; the stars from 50 rings (S2, S3), 20 (S&K). The
player's field ``star_post`` is the game's checkpoint byte."""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_checkout

GAMES = ("s1", "s2", "s3k", "s3")
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
STATES = {"new": 0, "idle": 1, "twirling": 2, "lit": 3, "passed": 4}


def post(x, y, subtype):
    return KindObject("star_post", x, y, subtype=subtype)


def players_at(game, xs, ys):
    """Players in the air, still, at these pixels (a still airborne player
    keeps his position on his first frame: the fall adds gravity after the move)."""
    p = hp.Players(len(xs), game=game)
    p.place(x=np.array(xs, float), y=np.array(ys, float))
    return p


@pytest.mark.parametrize("game", GAMES)
def test_the_window_is_the_routines_range_test(game):
    # Lamp_Blue .chkhit / Obj79_CheckActivation / sub_2C49E: addq.w #8 / cmpi.w #$10 (x),
    # addi.w #$40 / cmpi.w #$68 (y), unsigned: px - x in -8..7, py - y in -64..39.
    ox, oy = 400, 300
    offsets = [(dx, dy) for dx in (-9, -8, 0, 7, 8) for dy in (-65, -64, 0, 39, 40)]
    p = players_at(game, [ox + dx for dx, _ in offsets], [oy + dy for _, dy in offsets])
    o = hp.Objects([post(ox, oy, 1)], len(offsets), game)
    rec = p.step(EMPTY, np.zeros((1, len(offsets)), np.uint8), objects=o, record=["x", "y", "star_post"])
    assert (rec["x"][0] >> 16).tolist() == [ox + dx for dx, _ in offsets]  # the positions tested
    assert (rec["y"][0] >> 16).tolist() == [oy + dy for _, dy in offsets]
    for e, (dx, dy) in enumerate(offsets):
        hit = -8 <= dx <= 7 and -64 <= dy <= 39
        assert int(p.raw.star_post[e]) == (1 if hit else 0), (dx, dy)
        assert o.state(0, e) == ("twirling" if hit else "idle"), (dx, dy)


def frames(game, objs, n, x=100, y=200, **fields):
    """One still player at (x, y) in the air with objs, n frames one call
    each; after each frame the player's star_post and the objects' state,
    timer and aux (level frame counter at the anim's start)."""
    p = players_at(game, [x], [y])
    for name, value in fields.items():
        getattr(p.raw, name)[0] = value
    o = hp.Objects(objs, 1, game)
    out = []
    for _ in range(n):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        out.append((int(p.raw.star_post[0]), o.raw.state[0].tolist(), o.raw.timer[0].tolist(),
                    o.raw.aux[0].tolist()))
    return out, p, o


@pytest.mark.parametrize("game", GAMES)
def test_a_hit_sets_the_number_and_the_posts_behind_it_pass(game):
    # The player at post 2 (list index 1). Post 1 listed after it (index 2)
    # runs later on the same frame and finds the number behind it (Lamp_Blue's
    # compare, loc_1F222); post 1 listed before it (index 0) on the next
    # frame; post 3 stays idle. The twirling ball: $20 + 1 runs from the next
    # frame (Lamp_Twirl / Obj79_Dongle / loc_2C580: subq.w #1 / bpl), then the
    # post is lit (S2/S3K anim 2), its animation counted from that frame.
    objs = [post(600, 200, 1), post(100, 200, 2), post(800, 200, 1), post(900, 200, 3)]
    out, _, _ = frames(game, objs, 36)
    idle, twirl, lit, passed = STATES["idle"], STATES["twirling"], STATES["lit"], STATES["passed"]
    assert out[0][0] == 2
    assert out[0][1] == [idle, twirl, passed, idle]
    assert out[0][3][2] == 1  # level frame 1: the act's first frame
    assert out[1][1] == [passed, twirl, passed, idle] and out[1][3][0] == 2
    assert [f[2][1] for f in out[:34]] == [0x20 - n for n in range(34)]  # the ball's countdown
    assert [f[1][1] for f in out] == [twirl] * 33 + [lit] * 3
    assert out[33][3][1] == 34  # lit on frame 34: the ball's 33rd run
    assert all(f[0] == 2 for f in out) and all(f[1][3] == idle for f in out)


@pytest.mark.parametrize("game", GAMES)
def test_the_number_is_the_whole_subtype_byte_compared_without_bit_7(game):
    # Lamp_StoreInfo / Obj79_SaveData / sub_2C5DA store the subtype byte;
    # every compare takes it AND $7F.
    objs = [post(100, 200, 0x82), post(600, 200, 0x02), post(700, 200, 0x81), post(800, 200, 0x03)]
    out, _, _ = frames(game, objs, 2)
    assert out[-1][0] == 0x82
    assert out[-1][1] == [STATES["twirling"], STATES["passed"], STATES["passed"], STATES["idle"]]


@pytest.mark.parametrize("game", GAMES)
def test_a_post_numbered_below_the_players_never_activates(game):
    # The compare comes before the range test (Lamp_Blue, Obj79_CheckActivation:
    # bhs loc_1F222): standing in its window changes neither the number nor the post.
    out, _, _ = frames(game, [post(100, 200, 2)], 40, star_post=5)
    assert all(f[0] == 5 for f in out)
    assert all(f[1] == [STATES["passed"]] and f[2] == [0] for f in out)


@pytest.mark.parametrize("game", GAMES)
def test_the_init_passes_posts_numbered_at_or_below_the_players(game):
    # Lamp_Main / Obj79_Init / loc_2C436 on the act's first frame: a post
    # whose number is not above the player's is passed at once (number 0
    # at the start: a subtype-0 post; a player given number 3 before the
    # first frame: posts 1-3), its animation from frame 1.
    objs = [post(600, 200, 0), post(700, 200, 3), post(800, 200, 4)]
    out, _, _ = frames(game, objs, 1)
    assert out[0][1] == [STATES["passed"], STATES["idle"], STATES["idle"]] and out[0][3][0] == 1
    out, _, _ = frames(game, objs, 1, star_post=3)
    assert out[0][1] == [STATES["passed"], STATES["passed"], STATES["idle"]]


def test_a_number_written_between_calls_passes_far_posts_on_the_next_frame():
    # The broad phase examines every object after a write (its stamp): a
    # far idle post behind the new number runs and passes, as it would
    # with every object running (step_stages).
    out, p, o = frames("s2", [post(3000, 200, 2), post(4000, 200, 5)], 2)
    assert out[-1][1] == [STATES["idle"], STATES["idle"]]
    p.raw.star_post[0] = 4
    p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert o.raw.state[0].tolist() == [STATES["passed"], STATES["idle"]]


@pytest.mark.parametrize("game, rings, stars", [
    ("s2", 50, 1), ("s2", 49, 0), ("s3", 50, 1), ("s3", 49, 0), ("s3k", 20, 1), ("s3k", 19, 0), ("s1", 999, 0)])
def test_phase_records_the_bonus_stars_a_hit_would_spawn(game, rings, stars):
    # Obj79_CheckActivation / s3.asm sub_2C49E: cmpi.w #50,(Ring_count); sonic3k.asm
    # sub_2D028: #20; Sonic 1's lamppost has none. The stars are not modelled.
    _, _, o = frames(game, [post(100, 200, 1)], 1, rings=rings)
    assert int(o.raw.phase[0, 0]) == stars


@pytest.mark.parametrize("game", ("s1", "s2", "s3k"))
def test_the_broad_phase_agrees_with_every_routine_every_frame(game):
    # A player running right through posts 2 and 3; the posts numbered 1
    # pass, before and after post 2 in the list.
    objs = [post(160, FLOOR - 40, 2), post(400, FLOOR - 40, 1), post(600, FLOOR - 40, 3),
            post(700, FLOOR - 40, 1), post(40, FLOOR - 40, 1)]
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 100, game)
    assert_same_as_stages(p1, o1, p2, o2, [hp.R] * 150, world=WIDE)
    assert int(p1.raw.star_post[0]) == 3
    assert [o1.state(i, 0) for i in range(5)] == ["lit", "passed", "twirling", "passed", "passed"]


def test_snapshots_and_resets_cover_the_number():
    out, p, o = frames("s2", [post(100, 200, 7)], 1)
    assert out[0][0] == 7
    snap = p.snapshot(objects=o)
    p.reset()
    o.reset()
    assert int(p.raw.star_post[0]) == 0 and o.state(0, 0) == "new"
    p.restore(snap, objects=o)
    assert int(p.raw.star_post[0]) == 7 and o.state(0, 0) == "twirling"


def test_the_player_field_is_recorded():
    p = players_at("s3k", [100], [200])
    o = hp.Objects([post(100, 200, 5)], 1, "s3k")
    rec = p.step(EMPTY, np.zeros((3, 1), np.uint8), objects=o, record=["star_post"])
    assert rec["star_post"][:, 0].tolist() == [5, 5, 5]


def test_a_gym_reward_reads_the_number():
    """reward_fn's state dicts carry `star_post` (STATE_KEYS), like `rings`:
    a reward for each new checkpoint. The default level's floor top is y = 192."""
    from hedgephys.gym import STATE_KEYS, HedgephysVectorEnv
    assert "star_post" in STATE_KEYS
    posts = (post(140, 160, 1), post(260, 160, 2))
    vec = HedgephysVectorEnv(2, objects=posts,
                             reward_fn=lambda prev, s: (s["star_post"] != prev["star_post"]).astype(float))
    vec.reset(seed=0)
    total = sum(vec.step(np.array([hp.buttons("R"), 0], np.uint8))[1] for _ in range(120))
    assert total.tolist() == [2.0, 0.0]
    assert vec.players.raw.star_post.tolist() == [2, 0]


# ----- the real acts (HEDGEPHYS_DISASM) -----

@pytest.mark.parametrize("game, act, object_id", [
    ("s1", "ghz1", 0x79), ("s2", "ehz1", 0x79), ("s3k", "hcz1", 0x34), ("s3k", "mhz1", 0x34)])  # sk1, sk2
def test_running_through_an_acts_first_star_post_sets_its_number(game, act, object_id):
    checkout = disasm_checkout(game)
    layout = hp.levels.object_layout(checkout, act)
    records = layout.of_id(object_id)
    assert len(records)
    level = hp.levels.load(checkout, act)
    posts = [(i, o) for i, o in enumerate(level.objects) if o.kind == "star_post"]
    assert len(posts) == len(records)
    i, first = min(posts, key=lambda io: io[1].x)
    p = hp.Players(1, game=level.game)
    p.use_level(level)
    p.place(x=first.x - 48, y=first.y)
    o = hp.Objects(level.objects, 1, level.game)
    p.step(level.tilemap, np.full((240, 1), hp.R, np.uint8), objects=o)
    assert int(p.raw.star_post[0]) == first.params["subtype"]
    assert o.state(i, 0) in ("twirling", "lit")
