"""Rings, the ring count, ring deaths, and the touch placers (rings,
monitors, badniks) of issue 18 (docs/kinds/touch.md).

The numbers come from the disassemblies: S1 ReactToItem / HurtSonic /
KillSonic / CollectRing / Ring_Main, S2 TouchResponse / Touch_Rings /
HurtCharacter / CollectRing / LoadSubObject, S3K Test_Ring_Collisions /
HurtCharacter / Kill_Character / GiveRing (s3.asm). The real-checkout tests
at the end compare the placers' data with the checkouts and are skipped
without HEDGEPHYS_DISASM.
"""
import os
import pickle
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels import placing
from hedgephys.levels.layout import OBJECT_DTYPE, RING_DTYPE, ObjectLayout
from hedgephys.levels.place_touch import place_rings, touch_hitbox
from hedgephys.levels.touch_data import (S1_BADNIKS, S2_BADNIKS, S2_SUBOBJ_COLLISION, S3K_BADNIK_IDS, S3K_BADNIKS,
                                         S3K_RING_IDS, TOUCH_SIZES, touch_size)
from hedgephys.objects import MONITOR_SIZES
from helpers import DISASM_ROOT, flat_world
from helpers import disasm_checkout as checkout, disasm_read as read

GAMES = ("s1", "s2", "s3k")
Y = 220  # flat_world: a player standing on the floor (top 240)


def world(game, objects, x=100, **raw):
    _, tm, _ = flat_world()
    p = hp.Players(1, game=game)
    p.place(x=x, y=Y)
    for name, value in raw.items():
        getattr(p.raw, name)[0] = value
    return tm, p, hp.Objects(objects, 1, game)


def run(tm, p, objs, buttons, frames):
    return p.step(tm, np.full((frames, 1), buttons, np.uint8), objects=objs,
                  record=["rings", "hurt", "crushed", "ysp", "xsp"])


# ----- the ring count ----------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_collecting_a_ring_adds_one_once(game):
    """G4 $40 (S1 Ring_Collect -> CollectRing, S3K Obj_RingCollect -> GiveRing):
    three rings run through give 3; running back over them gives nothing more."""
    rings = [hp.Hitbox(140 + 24 * i, Y, 6, 6, reaction="increment") for i in range(3)]
    tm, p, objs = world(game, rings)
    rec = run(tm, p, objs, 2, 60)          # right, past all three
    assert rec["rings"][-1, 0] == 3
    assert np.all(np.diff(rec["rings"][:, 0].astype(int)) >= 0)
    assert [objs.state(i) for i in range(3)] == ["collected"] * 3
    rec = run(tm, p, objs, 1, 60)          # back left over them
    assert rec["rings"][-1, 0] == 3


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("reaction", ["increment", "ring"])
def test_no_ring_while_the_hit_invulnerability_is_90_or_more(game, reaction):
    """S1 ReactToItem `cmpi.w #90,flashtime`, S2 Touch_Rings `cmpi.w #$5A`,
    S3K Test_Ring_Collisions `cmpi.b #90`: not collected at 90, collected at 89."""
    for invuln, collected in ((90, False), (89, True)):
        tm, p, objs = world(game, [hp.Hitbox(100, Y, 6, 6, reaction=reaction)], invuln=invuln)
        objs.scan(p)
        assert (objs.state(0) == "collected") == collected
        assert p.raw.rings[0] == int(collected)


@pytest.mark.parametrize("game", GAMES)
def test_the_ring_managers_rings_are_all_collected_before_the_object_scan(game):
    """S2 TouchResponse calls Touch_Rings (S3K Test_Ring_Collisions) first: every
    touching ring is collected, and the object scan still runs. Ring objects
    (increment) take the scan's one reaction (G3): one per frame, nothing after."""
    other = hp.Hitbox(100, Y, 8, 8, reaction="special")  # touched, no effect (G4 $C0)
    tm, p, objs = world(game, [hp.Hitbox(100, Y, 6, 6, reaction="ring"),
                               hp.Hitbox(104, Y, 6, 6, reaction="ring"), other])
    objs.scan(p)
    assert p.raw.rings[0] == 2 and "touched:2" in objs.events()
    assert [objs.state(i) for i in range(2)] == ["collected", "collected"]
    tm, p, objs = world(game, [hp.Hitbox(100, Y, 6, 6, reaction="increment"),
                               hp.Hitbox(104, Y, 6, 6, reaction="increment"), other])
    objs.scan(p)
    assert p.raw.rings[0] == 1 and objs.events() == ["touched:0"]
    assert [objs.state(i) for i in range(2)] == ["collected", "active"]
    # rings collected, then a hit the same frame loses them (S2 TouchResponse order)
    tm, p, objs = world(game, [hp.Hitbox(100, Y, 6, 6, reaction="ring"), hp.Hitbox(100, Y, 8, 8, reaction="hurt")])
    objs.scan(p)
    assert (objs.state(0), p.raw.rings[0], p.raw.hurt[0]) == ("collected", 0, 1)


def test_the_ring_manager_ring_box_is_the_object_box():
    """Touch_Rings: ring left edge x - 6, width 12 against the player's
    px - 8 .. px + 8 (the G2 arithmetic): touching at dx = 14, not at 15."""
    for dx, touched in ((14, True), (15, False), (-14, True), (-15, False)):
        tm, p, objs = world("s2", [hp.Hitbox(100 + dx, Y, 6, 6, reaction="ring")])
        objs.scan(p)
        assert (p.raw.rings[0] == 1) == touched, dx


@pytest.mark.parametrize("game, start, end", [("s1", 999, 1000), ("s2", 998, 999), ("s2", 999, 999),
                                              ("s3k", 999, 999), ("s1", 0xFFFF, 0)])
def test_the_ring_count_limit(game, start, end):
    """S2 CollectRing / S3K GiveRing: `cmpi.w #999` then no add; S1 CollectRing
    adds without a limit (the word wraps)."""
    tm, p, objs = world(game, [hp.Hitbox(100, Y, 6, 6, reaction="increment")], rings=start)
    objs.scan(p)
    assert p.raw.rings[0] == end


# ----- hurt, rings and ring deaths -------------------------------------------

@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("ring_deaths", [False, True])
def test_a_hit_with_rings_knocks_back_and_loses_them(game, ring_deaths):
    """HurtSonic / HurtCharacter with rings: the lost-rings object sets the
    count to 0; knocked back as ever (ysp -4, xsp -2 away from the object)."""
    tm, p, objs = world(game, [hp.Hitbox(110, Y, 8, 8, reaction="hurt")], rings=12)
    p.set_ring_deaths(ring_deaths)
    objs.scan(p)
    assert (p.raw.rings[0], p.raw.hurt[0], p.raw.crushed[0]) == (0, 1, 0)
    assert (int(p.raw.ysp[0]), int(p.raw.xsp[0])) == (-0x400, -0x200)


@pytest.mark.parametrize("game", GAMES)
def test_a_hit_without_rings_knocks_back_by_default(game):
    """rules/scenario "hurt": without the rule, no rings changes nothing."""
    tm, p, objs = world(game, [hp.Hitbox(90, Y, 8, 8, reaction="badnik")])
    assert p.ring_deaths is False
    objs.scan(p)
    assert (p.raw.hurt[0], p.raw.crushed[0], int(p.raw.xsp[0])) == (1, 0, 0x200)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("reaction", ["badnik", "hurt"])
def test_a_hit_without_rings_kills_under_ring_deaths(game, reaction):
    """S1 HurtSonic .norings -> KillSonic, S2 HurtCharacter / S3K -> KillCharacter:
    airborne, ysp -7, xsp and gsp 0, no hurt state; then the death fall with
    no collision (rules/scenario "crushed")."""
    tm, p, objs = world(game, [hp.Hitbox(110, Y, 8, 8, reaction=reaction)], xsp=0x300, gsp=0x300)
    p.set_ring_deaths(True)
    objs.scan(p)
    assert (p.raw.crushed[0], p.raw.hurt[0], p.raw.airborne[0]) == (1, 0, 1)
    assert (int(p.raw.ysp[0]), int(p.raw.xsp[0]), int(p.raw.gsp[0])) == (-0x700, 0, 0)
    assert objs.events() == ["hurt:0", "touched:0", "killed:0"]
    y0 = p.y[0]
    rec = run(tm, p, objs, 0, 120)
    assert np.all(rec["crushed"][:, 0] == 1)
    assert list(rec["ysp"][:3, 0]) == [-0x700 + 0x38, -0x700 + 0x70, -0x700 + 0xA8]
    assert p.y[0] > y0 + 100   # up, then down through the floor


@pytest.mark.parametrize("game", GAMES)
def test_ring_deaths_spare_a_rolling_player_and_a_flashing_one(game):
    """A curled player destroys a badnik (G4 $00) whatever his rings; a
    flashing one (invulnerability > 0) is not hurt, so not killed."""
    tm, p, objs = world(game, [hp.Hitbox(110, Y, 8, 8, reaction="badnik")])
    p.set_ring_deaths(True)
    p.raw.anim[0] = hp.anim_ids(game)["roll"]
    objs.scan(p)
    assert (objs.state(0), p.raw.crushed[0]) == ("destroyed", 0)
    tm, p, objs = world(game, [hp.Hitbox(110, Y, 8, 8, reaction="hurt")], invuln=1)
    p.set_ring_deaths(True)
    objs.scan(p)
    assert (p.raw.crushed[0], p.raw.hurt[0]) == (0, 0)


def test_ring_deaths_are_checked_kept_by_pickle_and_snapshots_cover_rings():
    p = hp.Players(2, game="s2")
    with pytest.raises(TypeError, match="ring deaths"):
        p.set_ring_deaths(1)  # type: ignore[arg-type]
    p.set_ring_deaths(True)
    p.raw.rings[:] = (7, 300)
    q = pickle.loads(pickle.dumps(p))
    assert q.ring_deaths and list(q.raw.rings) == [7, 300]
    snap = p.snapshot()
    p.raw.rings[:] = 0
    p.restore(snap)
    assert list(p.raw.rings) == [7, 300]
    p.reset(np.array([True, False]))
    assert list(p.raw.rings) == [0, 300]


def test_a_gym_reward_reads_the_ring_count():
    """reward_fn's state dicts carry `rings` (STATE_KEYS): a reward per ring.
    The default level's floor top is y = 192; rings ahead of the start."""
    from hedgephys.gym import STATE_KEYS, HedgephysVectorEnv
    assert "rings" in STATE_KEYS
    rings = tuple(hp.Hitbox(120 + 24 * i, 180, 6, 6, reaction="ring") for i in range(4))
    vec = HedgephysVectorEnv(2, objects=rings, reward_fn=lambda prev, s: s["rings"].astype(float) - prev["rings"])
    vec.reset(seed=0)
    total = sum(vec.step(np.array([hp.buttons("R"), 0], np.uint8))[1] for _ in range(120))
    assert total.tolist() == [4.0, 0.0]
    assert vec.players.raw.rings.tolist() == [4, 0]


# ----- the placers' data --------------------------------------------------------

@pytest.mark.parametrize("game, collision, size", [
    ("s1", 0x47, (6, 6)), ("s2", 0x47, (6, 6)), ("s3k", 0x47, (6, 6)),      # rings (G5)
    ("s1", 0x46, (16, 16)), ("s3k", 0x46, (16, 16)),                         # monitors
    ("s1", 0x0A, (16, 12)), ("s2", 0x0A, (16, 8)),                            # S2's entry $A differs
    ("s2", 0x21, (4, 16)), ("s3k", 0x21, (24, 24)), ("s1", 0x21, (4, 32)),    # and entry $21
    ("s2", 0x32, (32, 28)), ("s3k", 0x2E, (28, 20)), ("s1", 0x24, (72, 8)),   # the last entries
])
def test_touch_sizes(game, collision, size):
    """rules/objects §12.3: S1 ReactToItem .sizes (1-based), S2/S3K Touch_Sizes."""
    assert touch_size(game, collision) == size


@pytest.mark.parametrize("game, collision", [("s1", 0x00), ("s1", 0x25), ("s2", 0x33), ("s3k", 0x32)])
def test_a_size_index_past_the_table_is_refused(game, collision):
    with pytest.raises(ValueError, match="no size"):
        touch_size(game, collision)


def test_touch_hitbox_class_and_size():
    box = touch_hitbox("s1", 10, 20, 0x9A)      # S1 Bomb: hurt class, size $1A
    assert (box.width_radius, box.height_radius, box.reaction) == (12, 12, "hurt")
    box = touch_hitbox("s2", 10, 20, 0x0B)
    assert (box.width_radius, box.height_radius, box.reaction) == (8, 8, "badnik")


def rec(game, table, obj_id, subtype=0, x=1000, y=500):
    return placing.Placement(game, "test1", table, 0, x, y, obj_id, subtype, False, False, False)


def placed(r):
    return placing.placers()[(r.table, r.id)](r)


@pytest.mark.parametrize("subtype, count, step", [(0x00, 1, (16, 0)), (0x12, 3, (24, 0)), (0x06, 7, (16, 0)),
                                                  (0x07, 7, (16, 0)), (0x97, 7, (-16, 16)), (0xF3, 4, (-24, 16))])
def test_s1_ring_objects(subtype, count, step):
    """S1 Ring_Main: count (subtype & 7) + 1 with 7 read as 6, spacing
    Ring_PosData[subtype >> 4], the first ring at the record."""
    rings = placed(rec("s1", "s1", 0x25, subtype))
    assert len(rings) == count
    assert [(r.x, r.y) for r in rings] == [(1000 + i * step[0], 500 + i * step[1]) for i in range(count)]
    assert all((r.width_radius, r.height_radius, r.reaction) == (6, 6, "increment") for r in rings)


@pytest.mark.parametrize("game, table, obj_id", [("s1", "s1", 0x26), ("s2", "s2", 0x26), ("s3k", "sk1", 1),
                                                 ("s3k", "sk2", 1), ("s3k", "s3", 1)])
def test_monitors_are_placed_at_the_games_size(game, table, obj_id):
    (mon,) = placed(rec(game, table, obj_id))
    assert isinstance(mon, hp.Monitor) and (mon.x, mon.y) == (1000, 500)
    objs = hp.Objects([mon], 1, game)
    assert (objs.raw.wr[0, 0], objs.raw.hr[0, 0]) == MONITOR_SIZES[game]


@pytest.mark.parametrize("game, table, obj_id, subtype, size, reaction", [
    ("s1", "s1", 0x40, 0, (20, 16), "badnik"),    # MotoBug, Moto_Main $C
    ("s1", "s1", 0x1F, 0, (16, 16), "badnik"),    # Crabmeat $6
    ("s1", "s1", 0x5F, 0, (12, 12), "hurt"),      # Bomb $9A
    ("s2", "s2", 0x4B, 0, (16, 8), "badnik"),     # Buzzer, Obj4B_Init $A
    ("s2", "s2", 0x5C, 0, (12, 16), "badnik"),    # Masher $9
    ("s2", "s2", 0x9D, 0x1E, (12, 16), "badnik"), # Coconuts, Obj9D_SubObjData $9
    ("s2", "s2", 0xA6, 0x32, (8, 8), "badnik"),   # Spiny on a wall with ObjA5's data $B
    ("s3k", "sk1", 0x8D, 0, (8, 8), "badnik"),    # Rhinobot, ObjSlot_Rhinobot $B
    ("s3k", "s3", 0x81, 0, (12, 24), "badnik"),   # Bloominator $23
    ("s3k", "sk2", 0x94, 0, (16, 16), "badnik"),  # Skorp, ObjDat_Skorp $6 (sonic3k.asm)
])
def test_badnik_placers(game, table, obj_id, subtype, size, reaction):
    (box,) = placed(rec(game, table, obj_id, subtype))
    assert isinstance(box, hp.Hitbox) and (box.x, box.y) == (1000, 500)
    assert ((box.width_radius, box.height_radius), box.reaction) == (size, reaction)


def test_a_loadsubobject_subtype_without_an_entry_places_nothing():
    assert placed(rec("s2", "s2", 0x8C, 0x7E)) == []


def test_place_rings():
    rings = np.array([(100, 200), (124, 200)], RING_DTYPE)
    layout = ObjectLayout("s2", "ehz1", np.zeros(0, OBJECT_DTYPE), rings, ())
    placed_rings = place_rings(layout)
    assert [(r.x, r.y, r.width_radius, r.height_radius, r.reaction) for r in placed_rings] == [
        (100, 200, 6, 6, "ring"), (124, 200, 6, 6, "ring")]
    assert place_rings(ObjectLayout("s1", "ghz1", np.zeros(0, OBJECT_DTYPE), None, ())) == []


# ----- against the real disassemblies (HEDGEPHYS_DISASM) -------------------------

disasm = pytest.mark.skipif(not DISASM_ROOT, reason="HEDGEPHYS_DISASM is not set (no disassembly checkout)")


def number(token):
    token = token.strip()
    return int(token[1:], 16) if token.startswith("$") else int(token)


def after(text, label, lines=400):
    """The source from a line starting with `label:` on."""
    m = re.search(rf"^{re.escape(label)}:", text, re.M)
    assert m, label
    return "\n".join(text[m.start():].split("\n")[:lines])


def dc_b_pairs(block, count):
    """The first `count` (a, b) pairs of `dc.b a, b` lines of a block."""
    pairs = re.findall(r"dc\.b\s+([$\w]+)\s*,\s*([$\w]+)", block)
    return [(number(a), number(b)) for a, b in pairs[:count]]


@disasm
@pytest.mark.parametrize("game, rel, label, first", [
    ("s1", "_incObj/sub ReactToItem.asm", ".sizes", 1),
    ("s2", "s2.asm", "Touch_Sizes", 0),
    ("s3k", "s3.asm", "Touch_Sizes", 0),
])
def test_touch_sizes_are_the_disassemblys(game, rel, label, first):
    table = TOUCH_SIZES[game]
    assert dc_b_pairs(after(read(game, rel), label), len(table)) == list(table)


def collision_after(block, field):
    m = re.search(rf"move\.b\s+#([$\w]+),{field}\(a0\)", block)
    return number(m.group(1)) if m else None


@disasm
def test_s1_badnik_bytes_are_their_main_routines():
    ids = {}
    pointers = read("s1", "_inc/Object Pointers.asm")
    for i, name in enumerate(re.findall(r"^ptr_\w+:\s+dc\.l\s+(\w+)", pointers, re.M), start=1):
        ids[i] = name
    folder = os.path.join(checkout("s1"), "_incObj")
    for obj_id, (label, byte) in S1_BADNIKS.items():
        files = [f for f in os.listdir(folder) if f.startswith(f"{obj_id:02X} ")]
        text = "".join(open(os.path.join(folder, f), encoding="latin-1").read() for f in files)
        assert re.search(rf"^{ids[obj_id]}:", text, re.M), (obj_id, ids[obj_id])
        assert collision_after(after(text, label, 40), "obColType") == byte, label


@disasm
def test_s2_badnik_bytes_are_their_init_routines_and_subobj_data():
    text = read("s2", "s2.asm")
    for obj_id, (label, byte) in S2_BADNIKS.items():
        assert label == f"Obj{obj_id:02X}_Init"
        assert collision_after(after(text, label, 40), "collision_flags") == byte, label
    index = re.findall(r"offsetTableEntry\.w\s+(\w+)", after(text, "SubObjData_Index", 60))
    for subtype, (label, byte) in S2_SUBOBJ_COLLISION.items():
        assert index[subtype // 2] == label
        line = after(text, label, 2)
        assert number(re.search(r"subObjData\s+.*,([$\w]+)\s*$", line, re.M).group(1)) == byte, label


@disasm
def test_s3k_badnik_bytes_and_ids_are_the_disassemblys():
    text = read("s3k", "s3.asm")
    for routine, (label, byte) in S3K_BADNIKS.items():
        assert re.search(rf"lea\s+{label}\(pc\),a1", after(text, routine, 60)), routine
        data = after(text, label, 8)
        assert number(re.findall(r"dc\.b\s+.*,\s*([$\w]+)\s*$", data, re.M)[0]) == byte, label
    files = {"s3": "S3 Set", "sk1": "SK Set 1", "sk2": "SK Set 2"}
    for table, ids in S3K_BADNIK_IDS.items():
        pointers = read("s3k", f"Levels/Misc/Object pointers - {files[table]}.asm")
        names = re.findall(r"dc\.l\s+(\w+)", pointers)
        for obj_id, routine in ids.items():
            assert names[obj_id] == routine, (table, hex(obj_id))
            assert (routine in S3K_BADNIKS) != (table == "sk2")  # SK_ONLY_BADNIKS: sonic3k.asm
        assert names[1] == "Obj_Monitor"


@disasm
@pytest.mark.parametrize("game, act", [("s1", "ghz1"), ("s2", "ehz1"), ("s3k", "aiz1")])
def test_real_acts_rings_badniks_and_monitors(game, act):
    """Every ring of the act placed once (S1: the $25 records' counts; S2/S3K:
    the ring layout), every monitor, and every badnik at its record."""
    lay = hp.levels.object_layout(checkout(game), act)
    table = {"s1": "s1", "s2": "s2"}.get(game, "sk1")
    objs = placing.place(lay.objects, game, act, table)
    rings = place_rings(lay) + [o for o in objs if isinstance(o, hp.Hitbox) and o.reaction == "increment"]
    if game == "s1":
        sub = lay.of_id(0x25)["subtype"].astype(int)
        assert len(rings) == int(sum(np.where(sub & 7 == 7, 6, sub & 7) + 1)) > 100
    else:
        ring_ids = [0x25] if game == "s2" else list(S3K_RING_IDS[table])
        assert len(rings) == len(lay.rings) + int(np.isin(lay.objects["id"], ring_ids).sum())
    monitors = [o for o in objs if isinstance(o, hp.Monitor)]
    assert len(monitors) == len(lay.of_id(0x26 if game != "s3k" else 1)) > 0
    badniks = [o for o in objs if isinstance(o, hp.Hitbox) and o.reaction == "badnik"]
    assert len(badniks) > 0
    world = hp.Objects(objs + place_rings(lay), 1, game)
    assert len(world) == len(objs) + len(place_rings(lay))
