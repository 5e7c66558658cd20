"""Sandopolis's objects (issue 18 points 3/4; docs/kinds/s3k_soz.md), whose
code is in sonic3k.asm only: the checkout lacks it, so the numbers below were
read from a public copy (murshies/skdisasm's sonic3k.asm) and each test names
the label they come from.

* $47 Obj_SOZSandCork (loc_41D32, sub_41D5C): the kind
  ``s3k_lbz_exploding_trigger`` with collision $C6's box;
* the rows left out (the catalogue's ``# h-soz`` block): no collision
  (CODE_FLAGS) or a reason naming the routine.
"""
import numpy as np
import pytest

import hedgephys as hp
from hedgephys.levels import catalogue, coverage
from hedgephys.levels.place_s3k_soz import SOZ_SAND_CORK_COLLISION
from hedgephys.levels.placing import Placement, placers
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_checkout

OX, OY = 600, 300
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
NONE = np.zeros((1, 1), np.uint8)


def placed(object_id, subtype=0, x_flip=False, x=OX, y=OY, act="soz2"):
    rec = Placement("s3k", act, "sk2", 0, x, y, object_id, subtype, x_flip, False, False)
    (obj,) = placers()[("sk2", object_id)](rec)
    return obj


# ---- the sand cork ----

def test_the_sand_cork_is_an_exploding_trigger_with_its_collision_box():
    """Obj_SOZSandCork's init: move.b #$C6,collision_flags(a0): the special
    class, Touch_Sizes 6 (16 x 16)."""
    obj = placed(0x47, 0x18)
    assert SOZ_SAND_CORK_COLLISION == 0xC6
    assert obj.kind == "s3k_lbz_exploding_trigger" and (obj.x, obj.y) == (OX, OY)
    assert (obj.width_radius, obj.height_radius) == touch_size("s3k", 0xC6) == (0x10, 0x10)


def cork_runs(anim):
    """A player in the air flying into a cork with the animation `anim`, and
    the same player without it: (x speed, y speed, state, events) by frame."""
    runs = []
    for objs in ([placed(0x47)], []):
        p = hp.Players(1, game="s3k")
        o = hp.Objects(objs, 1, "s3k") if objs else None
        p.place(x=OX - 40, y=OY, grounded=False)
        p.raw.xsp[0], p.raw.ysp[0], p.raw.anim[0] = 0x400, -0x200, anim
        frames = []
        for _ in range(8):
            p.step(EMPTY, NONE, objects=o)
            frames.append((int(p.raw.xsp[0]), int(p.raw.ysp[0]), o.state(0) if o else "active",
                           o.events(0) if o else []))
        runs.append(frames)
    return runs


def test_a_rolling_player_is_thrown_back_and_the_cork_is_gone():
    """sub_41D5C: cmpi.b #2,anim(a1) (the roll): neg.w x_vel, neg.w y_vel;
    collision_flags cleared (loc_41DF4 falls as debris): no touch again."""
    with_it, without = cork_runs(2)
    hit = next(i for i, f in enumerate(with_it) if f[2] != "active")
    assert with_it[hit][3] == ["touched:0"]
    assert with_it[hit][:2] == (-without[hit][0], -without[hit][1])
    assert all(f[2] == with_it[hit][2] and f[3] == [] for f in with_it[hit + 1:])


def test_a_player_who_is_not_rolling_leaves_the_cork_as_it_is():
    """sub_41D5C returns at once for another animation (bne locret_41DF2)."""
    with_it, without = cork_runs(0)
    assert any(f[3] == ["touched:0"] for f in with_it)
    assert [f[:3] for f in with_it] == [f[:2] + ("active",) for f in without]


# ---- the rows left out ----

QUIET = {0x38: "Obj_SOZQuicksand", 0x3A: "Obj_SOZPathSwap", 0x3B: "Obj_SOZLoopFallthrough",
         0x41: "Obj_SOZLightSwitch", 0x48: "Obj_SOZRapelWire", 0xAB: "set_SOZ_capsule_Hyudoro_cg"}
LEFT = {0x39: "loc_402CC", 0x3B: "sub_40474", 0x3E: "sub_406E4", 0x3F: "sub_40A08", 0x40: "sub_40B62",
        0x41: "sub_40F52", 0x45: "sub_419FA", 0x46: "loc_41BE0", 0x48: "sub_4AF80", 0x95: "loc_8EAD2",
        0x96: "loc_8EF3C", 0x98: "Obj_SOZEndBoss", 0xAB: "Check_PlayerInRange", 0xAC: "loc_89C14"}


def test_the_rows_without_collision_are_not_counted():
    """Their routines set no collision_flags and call no solid routine: the
    coverage counts none of their records as colliding."""
    for oid, label in QUIET.items():
        assert catalogue.routine("sk2", oid) == label
        assert catalogue.CODE_FLAGS[("sk2", oid)] == (False, False)
        row = coverage.Row("sk2", oid, catalogue.name("sk2", oid), label, False, False, (), False, 10, 0)
        assert row.colliding == 0


def test_the_rows_left_out_say_why_from_their_routines():
    for oid, label in LEFT.items():
        why = catalogue.unmodelled_reason("sk2", oid)
        assert label in why and why.endswith(": not modelled") and len(why) > 60, oid


# ---- the real layouts ----

def test_the_corks_are_placed_on_the_real_layout():
    from hedgephys.levels.placing import place
    recs = hp.levels.object_layout(disasm_checkout("s3k"), "soz2").of_id(0x47)
    objs = [o for o in place(recs, "s3k", "soz2") if o.kind == "s3k_lbz_exploding_trigger"]
    assert len(recs) == len(objs) == 4
    assert [(o.x, o.y) for o in objs] == [(int(r["x"]), int(r["y"])) for r in recs]
