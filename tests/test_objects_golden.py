"""Golden tests of object collision: every vector of objects_examples.json
(rules/objects, each naming its seed) and the seeds' push-block trace
(seeds 001/004, tests/data/push_block_seed_trace_s1.json)."""
import json

import numpy as np
import pytest

import hedgephys as hp
from conftest import load_json
from helpers import one_player, set_state
from objects_world import run

EXAMPLES = load_json("objects_examples.json")["vectors"]
BY_KIND = {}
for _v in EXAMPLES:
    BY_KIND.setdefault(_v["kind"], []).append(_v)


def after_dict(p):
    r = p.raw
    return {"x": int(r.x[0]) >> 16, "y": int(r.y[0]) >> 16, "x_speed": int(r.xsp[0]),
            "y_speed": int(r.ysp[0]), "ground_speed": int(r.gsp[0]), "in_air": bool(r.airborne[0]),
            "on_object": bool(r.on_object[0] >= 0), "pushing": bool(r.pushing[0]),
            "killed": bool(r.crushed[0])}


def check_step(v, obj, fixes=()):
    game = v["game"].lower()
    b = v["before"]
    hr = v.get("player_height_radius", 19)
    p = one_player(game, fixes, x=b["x"], y=b["y"], x_speed=b["x_speed"], y_speed=b["y_speed"],
                   ground_speed=b["ground_speed"], in_air=b["in_air"], hr=hr,
                   rolling=(hr == 14) or b.get("anim") == "roll")
    objs = hp.Objects([obj], 1, game=game)
    code, contact, xd, dist = objs.update(p, 0)
    e = v["expected"]
    assert contact == e["result"], v["id"]
    if e.get("distance") is not None:
        assert dist == e["distance"], v["id"]
    after = after_dict(p)
    if b.get("anim") == "roll" and e["result"] == "top" and hr == 19:
        # The library's curled flag is the rolling status: landing runs the
        # land-on-floor reset (A10.4, rules/terrain §8.10), which lifts a rolling
        # player by 5 px; the vector only models the animation.
        after["y"] += 5
    if e["after"]["killed"]:
        # The vector records the routine's decision; the kill itself is the
        # rules/scenario "crushed" outcome: airborne, y speed -7, other speeds 0.
        assert (after["y_speed"], after["in_air"], after["x_speed"], after["ground_speed"]) == (-0x700, True, 0, 0)
        after.update(y_speed=e["after"]["y_speed"], in_air=e["after"]["in_air"])
    assert after == e["after"], v["id"]
    return p, objs


# ---- rules/objects §2 procedure A, one routine call each ----------------------
@pytest.mark.parametrize("v", BY_KIND["full_solid_step"], ids=lambda v: v["id"])
def test_full_solid_step(v):
    o = v["object"]
    assert o["cx"] == o["aw"] + 11
    check_step(v, hp.SolidBox(o["x"], o["y"], o["aw"], o["hj"]))


# ---- rules/objects §5 procedure D ----------------------------------------------
@pytest.mark.parametrize("v", BY_KIND["jump_through_landing"], ids=lambda v: v["id"])
def test_jump_through_landing(v):
    o = v["object"]
    check_step(v, hp.JumpThrough(o["x"], o["y"], o["w"], o["y"] - o["surface"]))


# ---- rules/objects §7 F1, the S1 monitor ---------------------------------------
@pytest.mark.parametrize("v", BY_KIND["s1_monitor_solid"], ids=lambda v: v["id"])
def test_s1_monitor_solid(v):
    o = v["object"]
    assert (o["cx"], o["hj"], o["aw"]) == (26, 15, 15)
    check_step(v, hp.Monitor(o["x"], o["y"]))  # the game's own size (15/15)


# ---- rules/objects §4 procedure C / B4 -----------------------------------------
def _array(name):
    return next(v for v in EXAMPLES if v["id"] == name)["values"]


@pytest.mark.parametrize("v", BY_KIND["sloped_solid_heights"], ids=lambda v: v["id"])
def test_sloped_solid_heights(v):
    o, e = v["object"], v["expected"]
    heights = _array(o["array"])
    wr = o["aw"]
    assert o["cx"] == wr + 11 and len(heights) == o["cx"] + 1
    obj = hp.SlopedObject(o["x"], o["y"], wr, o["hj"], heights=heights, x_flip=o["x_flip"])
    # standing: B4 carries at oy - H[i] - hr
    p = one_player("s1", x=v["player_x"], y=900)
    objs = hp.Objects([obj], 1, game="s1")
    objs.raw.standing[0, 0] = 1
    p.raw.on_object[0] = 0
    objs.update(p, 0)
    assert int(p.raw.y[0]) >> 16 == e["standing_y"]
    assert e["left_difference"] == v["player_x"] - o["x"] + o["cx"]
    assert heights[e["index"]] == e["current_height"]
    # landing: falling onto it from 2 px above the landing height
    p = one_player("s1", x=v["player_x"], y=e["landing_y"] + 2, y_speed=256, in_air=True)
    objs = hp.Objects([obj], 1, game="s1")
    code, contact, xd, dist = objs.update(p, 0)
    if e["can_land"]:
        assert contact == "top"
        assert int(p.raw.y[0]) >> 16 == e["landing_y"]
        assert p.raw.on_object[0] == 0
    else:
        assert contact != "top" and p.raw.on_object[0] == -1


@pytest.mark.parametrize("v", BY_KIND["height_array"], ids=lambda v: v["id"])
def test_height_arrays_carry(v):
    """Every stored array is accepted with its object's sizes and read at
    index (px - ox + cx) >> 1 by the sloped carry (B4); S2 reads signed bytes."""
    o = v["object"]
    game = o["game"].lower()
    if v["id"] == "s2_diagonal_spring_arrays":
        arrays = [v["up"], v["down"]]
        wr, hj, platform = o["cx"] - 11, o["hj"], False
    elif "platform_width_w" in o:
        arrays, wr, hj, platform = [v["values"]], o["platform_width_w"], 32, True
    else:
        arrays, wr, hj, platform = [v["values"]], o["action_width"], o["collision_height_hj"], False
        assert len(v["values"]) == o["combined_x_radius"] + 1 == v["length"]
    for heights in arrays:
        obj = hp.SlopedObject(1000, 1000, wr, hj, heights=heights, platform=platform)
        w = wr if platform else wr + 11
        for x in range(1000 - w, 1000 + w):
            p = one_player(game, x=x, y=500)
            objs = hp.Objects([obj], 1, game=game)
            objs.raw.standing[0, 0] = 1
            p.raw.on_object[0] = 0
            objs.update(p, 0)
            h = heights[(x - 1000 + w) >> 1]
            assert int(p.raw.y[0]) >> 16 == 1000 - h - 19, (v["id"], x)


def test_height_array_step_meaning():
    v = next(v for v in EXAMPLES if v["id"] == "height_array_step_meaning")
    idx = v["expected_read"]["array_index"]
    assert idx == [o >> 1 for o in v["expected_read"]["pixel_offsets"]]
    heights = [12, 14, 16] + [16] * 30  # 45-degree steps: a 2 px x 2 px staircase, no interpolation
    obj = hp.SlopedObject(1000, 1000, 16, 12, heights=heights)
    ys = []
    for off in range(6):
        p = one_player("s2", x=1000 - 27 + off, y=500)
        objs = hp.Objects([obj], 1, game="s2")
        objs.raw.standing[0, 0] = 1
        p.raw.on_object[0] = 0
        objs.update(p, 0)
        ys.append(int(p.raw.y[0]) >> 16)
    assert ys == [1000 - heights[i] - 19 for i in idx]


# ---- seed 000/001/002/004: pop-outs move whole pixels ---------------------
def test_popout_keeps_subpixel_1_75():
    """Seeds: a player at X 1.75 overlapping by 1 px goes to 2.75 (the vector's
    shifted form, object 975, player 1001.75 -> 1002.75)."""
    p = one_player("s1", x=1001, subx=192, y=1000, in_air=True)
    objs = hp.Objects([hp.SolidBox(975, 1000, 16, 16)], 1, game="s1")
    code, contact, xd, dist = objs.update(p, 0)
    assert (contact, xd) == ("side", -1)
    assert p.x[0] == 1002.75


def test_popout_half_pixel():
    p = one_player("s1", x=973 + 1, subx=128, y=1000, in_air=True, x_speed=256)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, game="s1")
    objs.update(p, 0)
    assert p.x[0] == 973.5  # subpixel 128 kept, moved by -x_distance


# ---- the constants, each checked through behaviour ------------------------
def _const(name):
    return next(v for v in EXAMPLES if v["id"] == name)["values"]


def test_walk_off_range():
    ex = _const("walk_off_range")["example"]
    for x, stays in [(x, True) for x in ex["stays_on_for_player_x"]] + \
                    [(x, False) for x in ex["walks_off_at_player_x"]]:
        p = one_player("s2", x=x, y=964)
        objs = hp.Objects([hp.SolidBox(ex["object_x"], 1000, ex["combined_x_radius"] - 11, 16)], 1, "s2")
        objs.raw.standing[0, 0] = 1
        p.raw.on_object[0] = 0
        objs.update(p, 0)
        assert (p.raw.on_object[0] == 0) == stays, x
        assert bool(p.raw.airborne[0]) == (not stays)  # S2 sets air on walking off


def test_landing_extra_pixel_and_combined_radii():
    ex = _const("landing_extra_pixel")["example"]
    cy = _const("combined_y_radius_standing")
    assert cy["combined_y_radius"] == cy["object_height_radius"] + cy["player_height_radius"]
    p = one_player("s2", x=1000, y=962, y_speed=256, in_air=True)
    objs = hp.Objects([hp.SolidBox(1000, ex["object_y"], 16, ex["object_height_radius"])], 1, "s2")
    objs.update(p, 0)
    assert int(p.raw.y[0]) >> 16 == ex["player_y_after_landing"]


@pytest.mark.parametrize("game", ["s1", "s2", "s3k"])
def test_top_extension_and_landing_limit(game):
    ext, lim = _const("top_extension_4px")["top_extension"], _const("landing_limit_16")["land_if_y_distance_below"]
    base = 1000 - 16 - 19  # py where the feet touch the top
    # feet up to 4 px above the top still touch; 5 px above do not
    for dy, touch in ((-ext, True), (-ext - 1, False)):
        p = one_player(game, x=1000, y=base + dy, y_speed=256, in_air=True)
        objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, game)
        objs.update(p, 0)
        assert (p.raw.on_object[0] == 0) == touch, dy
    # landing needs the (+4) distance below 16
    for dy, lands in ((lim - ext - 1, True), (lim - ext, False)):
        p = one_player(game, x=1000, y=base + dy, y_speed=256, in_air=True)
        objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, game)
        objs.update(p, 0)
        assert (p.raw.on_object[0] == 0) == lands, dy


@pytest.mark.parametrize("game,ay,expect", [("s1", 4, "side"), ("s1", 5, "side"), ("s3k", 4, "none"),
                                            ("s3k", 5, "side")])
def test_small_y_threshold(game, ay, expect):
    """A6.2: |y| <= 4 with a horizontal candidate: S1/S2 side code without a
    move; S3K resolves vertically (here: outside the landing width, no land)."""
    assert _const("s3k_vertical_when_y_small")["threshold"] == 4
    assert _const("horizontal_requires_y_gt_4")["threshold"] == 4
    y = 1000 - 16 - 19 - 4 + ay  # top distance (with +4) = ay
    p = one_player(game, x=975, y=y)  # x distance 2 (left side)
    objs = hp.Objects([hp.SolidBox(1000, 1000, 16, 16)], 1, game)
    code, contact, xd, dist = objs.update(p, 0)
    if ay <= 4 and game == "s3k":
        assert contact == "none" and p.raw.x[0] >> 16 == 975
    elif ay <= 4:
        assert contact == "side" and p.raw.x[0] >> 16 == 975 and not p.raw.pushing[0]
    else:
        # ay = 5 > 4 and ax = 2 <= ay: horizontal, popped 2 px out
        assert contact == "side" and p.raw.x[0] >> 16 == 973


def test_monitor_sizes_and_window():
    s1, s3 = _const("monitor_size_s1"), _const("monitor_size_s3")
    assert hp.objects.MONITOR_SIZES["s1"] == (s1["width_radius"], s1["height_radius"])
    assert hp.objects.MONITOR_SIZES["s3k"] == (s3["width_radius"], s3["height_radius"])
    o = hp.Objects([hp.Monitor(0, 0)], 1, "s3k")
    assert (int(o.raw.cx[0, 0]), int(o.raw.hj[0, 0]), int(o.raw.hs[0, 0]), int(o.raw.aw[0, 0])) == (25, 16, 17, 14)
    w = _const("monitor_landing_window")["s1_window"]
    for x in range(w["landable_x"][0] - 2, w["landable_x"][1] + 3):
        p = one_player("s1", x=x, y=971, y_speed=256, in_air=True)
        objs = hp.Objects([hp.Monitor(w["object_x"], 1000)], 1, "s1")
        objs.update(p, 0)
        assert (p.raw.on_object[0] == 0) == (w["landable_x"][0] <= x <= w["landable_x"][1]), x


def test_monitor_bounce_constants():
    c = _const("monitor_bounce")
    p = one_player("s2", x=1000, y=1000 + c["offset"], y_speed=-0x500, in_air=True, rolling=True, hr=14)
    objs = hp.Objects([hp.Monitor(1000, 1000)], 1, "s2")
    objs.scan(p)
    assert objs.events(0) == ["monitor_bounced:0", "touched:0"]
    assert int(objs.raw.ysp[0, 0]) == c["monitor_y_speed_subpixels"]
    assert p.raw.ysp[0] == 0x500 and objs.state(0) == "falling"


def test_ring_and_player_hitbox_sizes():
    """G1/G2: ring radius 6 gives a 13 px box; the standing player's box is 17 x 33."""
    ring = _const("ring_hitbox")
    ph = _const("player_hitbox")
    touching = []
    for dx in range(-30, 31):
        p = one_player("s1", x=1000, y=1000)
        objs = hp.Objects([hp.Hitbox(1000 + dx, 1000, ring["radius"], ring["radius"], reaction="increment")], 1, "s1")
        objs.scan(p)
        touching.append(objs.state(0) == "collected")
    span = sum(touching)
    # inclusive boxes: player 17 px wide, ring 13 px wide -> 17 + 13 - 1 positions
    assert span == ph["standing_box"][0] + ring["box_width"] - 1
    vert = 0
    for dy in range(-60, 61):
        p = one_player("s1", x=1000, y=1000)
        objs = hp.Objects([hp.Hitbox(1000, 1000 + dy, 6, 6, reaction="increment")], 1, "s1")
        objs.scan(p)
        vert += objs.state(0) == "collected"
    assert vert == ph["standing_box"][1] + ring["box_width"] - 1


def test_crouch_hitbox():
    c = _const("player_crouch_hitbox")["code_box_for_hr19"]
    assert (c["top"], c["bottom"]) == ("py-4", "py+16")
    terrain = hp.TileMap(np.array([[0] * 3, [0] * 3, [0] * 3, [1] * 3], np.uint16),
                         hp.TileSet(np.array([[0] * 16, [16] * 16])))
    hits = []
    for dy in range(-40, 41):
        p = hp.Players(1, game="s1")
        p.place(x=24, y=48 - 20, grounded=True)  # standing on the floor at y 48
        objs = hp.Objects([hp.Hitbox(24, 28 + dy, 0, 0, reaction="increment")], 1, "s1")
        p.step(terrain, np.array([hp.D], np.uint8), objects=objs)
        hits.append((dy, objs.state(0) == "collected"))
    py = int(p.raw.y[0]) >> 16
    ys = [(28 + dy) for dy, h in hits if h]
    assert (min(ys), max(ys)) == (py - 4, py + 16)


def test_push_block_constants():
    c = _const("push_block_push")
    t = _const("push_block_timer_fallback")
    doc = load_json("push_block_seed_trace_s1.json")
    frames = run(doc)
    pushes = [i for i, f in enumerate(frames) if "pushed_object:0" in f["events"]]
    assert all(frames[i]["raw"]["gsp"] == c["ground_speed_subpixels"]["pushing_right"] for i in pushes)
    assert all(frames[i]["raw"]["xsp"] == c["x_speed"] for i in pushes)
    gaps = np.diff(pushes)
    assert set(gaps) <= {2, 3} and np.bincount(gaps).argmax() == t["push_every_frames"]
    xs = [f["objects"][0][0] for f in frames]
    assert xs[-1] - 2696 == len(pushes) * c["pixels"]


def test_combined_x_radius_constant():
    c = _const("combined_x_radius_push_block")
    o = hp.Objects([hp.PushBlock(0, 0)], 1, "s1")
    assert int(o.raw.cx[0, 0]) == c["combined_x_radius"] == c["object_width_radius"] + c["player_push_radius"] + 1


def test_jump_through_window_constant():
    c = _const("jump_through_window")
    # d = surface - (py + hr + 4) in [-16, -1] lands; pop = d + 3
    assert (c["d_min"], c["d_max"], c["bottom_extension"], c["pop_extra"]) == (-16, -1, 4, 3)
    for y in range(960, 1000):
        p = one_player("s2", x=1000, y=y, y_speed=256, in_air=True)
        objs = hp.Objects([hp.JumpThrough(1000, 1000, 32, 8)], 1, "s2")
        objs.update(p, 0)
        d = 992 - (y + 19 + 4)
        assert (p.raw.on_object[0] == 0) == (c["d_min"] <= d <= c["d_max"]), y


def test_slope_collision_push_radius():
    """Seed 003: the push radius 10 (walls at 704 / 831 stop the player at 693 / 842)."""
    c = _const("slope_collision_push_radius")
    # an object of width radius w is touched from px = ox - (w + 10 + 1): the push radius + 1
    o = hp.Objects([hp.SolidBox(800, 1000, 16, 16)], 1, "s2")
    assert int(o.raw.cx[0, 0]) - 16 - 1 == c["push_radius"]
    assert c["pushing_width"] == 2 * c["push_radius"] + 1
    assert c["wall_left_face_x"] - c["min_player_x_left_of_wall"] == c["push_radius"] + 1
    assert c["min_player_x_right_of_wall"] - c["wall_right_face_x"] == c["push_radius"] + 1


# ---- seeds 001/004: the push-block trace, frame by frame --------------------
def test_push_block_seed_trace():
    v = next(v for v in EXAMPLES if v["id"] == "push_block_trace_right")
    doc = load_json("push_block_seed_trace_s1.json")
    frames = run(doc, stages=True)
    for f in v["frames"]:
        got = frames[f["frame"]]
        stages = dict(got["stages"])
        am = f["after_movement"]
        player = stages["player"]
        assert player["gsp"] == am["ground_speed"]["subpixels"], f["frame"]
        assert player["xsp"] == am["x_speed"]["subpixels"], f["frame"]
        assert player["x"] / 65536 == am["x"]["value"], f["frame"]
        if f["contact"]:
            po, pu = f["after_popout"], f["after_push"]
            solid = stages["object:0:solid"]
            assert solid["x"] / 65536 == po["x"]["value"]
            assert solid["gsp"] == po["ground_speed"]["subpixels"]
            assert solid["xsp"] == po["x_speed"]["subpixels"]
            assert got["x"] == pu["x"]["value"]
            assert got["raw"]["gsp"] == pu["ground_speed"]["subpixels"]
            assert got["raw"]["xsp"] == pu["x_speed"]["subpixels"]
            assert got["objects"][0][0] == pu["block_x_derived"]
            assert "pushed_object:0" in got["events"]
        else:
            assert got["x"] == am["x"]["value"]
            assert "pushed_object:0" not in got["events"]
            assert got["pushing"]  # x distance 0: pushing flag kept


def test_push_block_trace_left_mirror():
    """The same walk mirrored (player right of the block, facing left): the
    block moves left by 1 px at the same cadence."""
    doc = load_json("push_block_seed_trace_s1.json")
    doc = json.loads(json.dumps(doc))
    doc["player"]["x"] = 2696 + (2696 - 2669.62890625)
    doc["player"]["x_speed"] = -0.296875
    doc["player"]["ground_speed"] = -0.296875
    doc["player"]["facing"] = "left"
    doc["inputs"] = [["L", 12]]
    frames = run(doc)
    pushes = [i for i, f in enumerate(frames) if "pushed_object:0" in f["events"]]
    assert len(pushes) >= 3
    assert frames[-1]["objects"][0][0] == 2696 - len(pushes)
