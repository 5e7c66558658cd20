"""Ice Cap's freezer (h-badnik, issue 18), read in s3.asm: its hurt box,
the frost's blow on a $40-frame toggle, the frost children's checks, the
ice block a frozen player flies in and the hit that frees him, and the
placer on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from helpers import disasm_read, placed_kind


def freezer_text():
    """s3.asm from Obj_ICZFreezer to the next object's routine."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_ICZFreezer:"):]
    return body[: body.index("ChildObjDat_582C0:")]


def label_values(text, label, directive, count):
    """The first `count` values of `directive` lines after `label`."""
    values = []
    for line in text[text.index(label + ":"):].split("\n")[1:]:
        if directive in line:
            for v in line.split(directive)[1].split(","):
                v = v.strip()
                neg = v.startswith("-")
                v = v.lstrip("-")
                n = int(v[1:], 16) if v.startswith("$") else int(v)
                values.append(-n if neg else n)
        if len(values) >= count:
            return values[:count]
    raise AssertionError(label)


def test_freezer_numbers_from_the_checkout():
    """ObjDat_ICZFreezer's byte $9A (a 12 x 12 hurt box), loc_57E4E's reach
    $40, word_57ED6's toggle $40, the frost children's Y offsets
    (ChildObjDat_582A8 / 582B0: +-$30), waits ($1F) and box (word_58206),
    sub_581B6's object_control $81 and anim $1A, the ice block's init
    (loc_57FA6) and flight (loc_58004) and the release (loc_58090): the
    numbers of kinds/s3k_icz_freezer.cpp and place_s3k_badnik2.py."""
    from hedgephys.levels.place_s3k_badnik2 import FREEZER_COLLISION, FREEZER_REACH
    from hedgephys.levels.touch_data import touch_size
    body = freezer_text()
    assert label_values(body, "ObjDat_ICZFreezer", "dc.b", 4)[3] == FREEZER_COLLISION == 0x9A
    assert touch_size("s3k", FREEZER_COLLISION) == (12, 12)
    assert body.count("cmpi.w\t#$40,d2") == 2 and FREEZER_REACH == 0x40
    assert label_values(body, "word_57ED6", "dc.w", 2) == [0x40, 0x40]
    assert label_values(body, "ChildObjDat_582A8", "dc.b", 2) == [0, 0x30]
    assert label_values(body, "ChildObjDat_582B0", "dc.b", 2) == [0, -0x30]
    assert body.count("move.w\t#$1F,$2E(a0)") == 2
    assert label_values(body, "word_58206", "dc.w", 4) == [-0x10, 0x20, -0x28, 0x50]
    assert "move.b\t#$81,object_control(a4)" in body and "move.b\t#$1A,anim(a4)" in body
    block = body[body.index("loc_57FA6:"):body.index("loc_580B2:")]
    for needle in ("move.b\t#$10,y_radius(a0)", "move.w\t#$200,d1", "move.w\t#-$400,y_vel(a0)",
                   "move.w\t#$7F,$2E(a0)", "addi.w\t#$128,d0", "addi.w\t#$20,d0", "jsr\t(MoveSprite).l",
                   "jsr\t(ObjCheckFloorDist).l", "jsr\t(HurtCharacter).l", "cmpi.b\t#$18,anim(a0)",
                   "clr.b\tobject_control(a1)", "move.b\t#2*60,invulnerability_timer(a1)"):
        assert needle in block, needle


X, FLOOR_Y = 500, None


def world(n, flipped=False):
    """n players standing on the floor $20 px right of a freezer whose frost
    (Y + $30, or Y - $30 flipped) is centred on a standing player."""
    from broad_phase_world import FLOOR, FLOOR_WORLD
    from hedgephys.levels.place_s3k_badnik2 import _icz_freezer
    from hedgephys.levels.placing import Placement
    py = FLOOR - 20
    oy = py + 0x30 if flipped else py - 0x30
    obj, = _icz_freezer(Placement("s3", "icz1", "s3", 0, X, oy, 0xBB, 0, False, flipped, False))
    p = hp.Players(n, game="s3k")
    p.place(x=X + 0x20, y=py, grounded=True)
    p.raw.cam_x[:] = X - 0xA0  # no bounds: the camera stays here (the block's clamps read it)
    return p, hp.Objects([obj], n, "s3k"), FLOOR_WORLD, py


def run_frames(p, o, w, n, frames, moves=None, watch=None):
    """Steps `frames` frames; moves[c] = envs put under the frost before frame c; returns
    the frame each env was frozen on (object_control $81 after it)."""
    frozen = {}
    for c in range(1, frames + 1):
        for e in (moves or {}).get(c, ()):
            p.raw.x[e] = X << 16 | (int(p.raw.x[e]) & 0xFFFF)
        p.step(w, np.zeros((1, n), np.uint8), objects=o)
        for e in range(n):
            if e not in frozen and int(p.raw.object_control[e]) == 0x81:
                frozen[e] = c
        if watch:
            watch(c)
    return frozen


@pytest.mark.parametrize("flipped", [False, True])
def test_frost_checks_follow_the_toggle(flipped):
    """Within $40 px from frame 1: loc_57E4E on run 4, the blow on from run
    5 (F), off from F + 65, on again from F + 130. The frost checks on F +
    33 .. F + 64 (its child's 32 waiting runs first), not on F + 65 (the
    run it sees the blow off), then its tail F + 66 .. F + 97; none until
    the next child's F + 163. A player put under the frost before frame c is
    frozen on the first checking frame from c."""
    entries = {1: 38, 37: 38, 60: 60, 69: 69, 70: 71, 71: 71, 102: 102, 103: 168}
    n = len(entries)
    p, o, w, py = world(n, flipped)
    moves = {}
    for e, c in enumerate(entries):
        moves.setdefault(c, []).append(e)
    frozen = run_frames(p, o, w, n, 170, moves)
    assert frozen == {e: f for e, f in enumerate(entries.values())}


def test_out_of_reach_no_blow():
    """A player $40 px away (d2 = $40: bhs) never starts the blow; put
    under the frost on frame 100 he is frozen 34 frames later (the blow
    from frame 101: loc_57E4E on 100, the toggle on 101, checks from 134)."""
    p, o, w, py = world(1)
    p.raw.x[0] = (X + 0x40) << 16
    frozen = run_frames(p, o, w, 1, 99)
    assert frozen == {} and o.state(0, 0) == "waiting"
    frozen = run_frames(p, o, w, 1, 40, {1: [0]})
    assert frozen == {0: 35}


def test_ice_block_flight_and_release():
    """Frozen on frame 38 at (X, py): his speeds 0, anim $1A, in the air;
    from frame 39 he is where the block is: x + 2 a frame (x_vel $200,
    his X not below the frost's), y by MoveSprite from y_vel -$400 (+ $38 a
    run) until it lands; on frame 38 + 128 HurtCharacter, then x_vel -$200
    (facing right), object_control 0, 120 frames of invulnerability."""
    p, o, w, py = world(1)
    got = {}

    def watch(c):
        got[c] = (int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16, int(p.raw.object_control[0]),
                  int(p.raw.hurt[0]), int(p.raw.xsp[0]), int(p.raw.invuln[0]), int(p.raw.anim[0]),
                  int(p.raw.airborne[0]))
    frozen = run_frames(p, o, w, 1, 170, {1: [0]}, watch)
    assert frozen == {0: 38}
    assert got[38][2:] == (0x81, 0, 0, 0, 0x1A, 1) and got[38][:2] == (X, py)
    y, ysp = py << 16, -0x400
    for c in range(39, 60):
        y += ysp * 256
        ysp += 0x38
        assert got[c][:3] == (X + 2 * (c - 38), y >> 16, 0x81), c
    assert got[165][2] == 0x81 and got[165][3] == 0
    assert got[166][2:6] == (0, 1, -0x200, 120)


def test_ice_block_stops_at_the_camera_edge():
    """Going right, the block's x_vel is cleared once its X is past
    Camera_X_pos + $128 (loc_58004): with the camera at X - $120 it moves
    8 px + 2 px (the run its X reaches X + 8 + 2 still moves: the test comes
    before MoveSprite), then no more."""
    p, o, w, py = world(1)
    p.raw.cam_x[:] = X + 8 - 0x128
    xs = {}
    run_frames(p, o, w, 1, 60, {1: [0]}, lambda c: xs.__setitem__(c, int(p.raw.x[0]) >> 16))
    assert [xs[c] - X for c in range(38, 45)] == [0, 2, 4, 6, 8, 10, 10]


@pytest.mark.parametrize("game, oid, count", [("s3", 0xBB, 20), ("s3k", 0xB2, 22)])
def test_freezer_placer(game, oid, count):
    from hedgephys.levels.placing import place
    from hedgephys.levels.touch_data import touch_size
    from helpers import disasm_checkout
    total = 0
    for act in ("icz1", "icz2"):
        kw = {"game": game} if game == "s3" else {}
        recs = hp.levels.object_layout(disasm_checkout("s3k"), act, **kw).of_id(oid)
        placed = [b for b in place(recs, game, act) if getattr(b, "kind", None) == "s3k_icz_freezer"]
        assert len(placed) == len(recs)
        for rec, b in zip(recs, placed):
            assert (b.x, b.y) == (rec["x"], rec["y"]) and b.y_flip == bool(rec["y_flip"])
            assert (b.width_radius, b.height_radius) == touch_size("s3k", 0x9A)
        total += len(recs)
    assert total == count  # docs/levels.md: 20 rows in Sonic 3, 22 in S&K's table
