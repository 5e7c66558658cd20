"""Marble Garden's Bubbles badnik (h-s3badnik, issue 18), read in s3.asm:
golden numbers simulated from the routine's text in the checkout, whole
frames, and the placer on real layouts (HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.kinds import KindObject
from helpers import disasm_checkout, disasm_read


def bubbles_text():
    """s3.asm from Obj_BubblesBadnik to the next badnik's routine."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index("Obj_BubblesBadnik:"):]
    return body[: body.index("Obj_Tunnelbot:")]


def script(body, label):
    """The (mapping frame, delay) pairs of a raw animation script and its
    end byte ($FC: loop, $F4: call $34)."""
    lines = body[body.index(label + ":"):].split("\n")[1:]
    values = []
    for line in lines:
        if "dc.b" not in line:
            break
        values += [int(v, 16) for v in re.findall(r"\$?([0-9A-F]+)", line.split("dc.b")[1])]
    pairs = [(values[i], values[i + 1]) for i in range(0, len(values) - 1, 2)]
    return pairs, values[-1]


def swing(yv, rising, accel, limit):
    """Swing_UpAndDown: the y speed and bit 0 of $38 after one call."""
    if not rising:
        yv -= accel
        if yv > -limit:
            return yv, rising
        rising = True
    yv += accel
    if yv < limit:
        return yv, rising
    return yv - accel, False


def bubbles_bytes(runs):
    """The collision byte each run of Obj_BubblesBadnik leaves (index =
    run, 1 = the frame it is loaded; None: not in the collision list),
    simulated from the checkout: two runs of Obj_WaitOffscreen, the init
    (loc_5615C), then loc_56198 (byte_56239 and Swing_UpAndDown; to
    loc_561D2 and byte_5622A the run y_vel reaches 0 from above) and
    loc_561D2 (its $F4 calls loc_56200: back to loc_56198); after each,
    collision $12, or $86 on mapping frame 4."""
    body = bubbles_text()
    down, down_end = script(body, "byte_56239")
    turn, turn_end = script(body, "byte_5622A")
    assert (down_end, turn_end) == (0xFC, 0xF4)
    limit = int(re.search(r"move\.w\t#\$([0-9A-F]+),d0\n\t\tmove\.w\td0,\$3E\(a0\)", body).group(1), 16)
    accel = int(re.search(r"move\.w\t#(\d+),\$40\(a0\)", body).group(1))
    out = [None, None, None, 0x12]
    swinging_down, cur, anim_frame, timer, frame, yv, rising = True, down, 0, 0, 0, limit, False
    for _ in range(4, runs + 1):
        timer -= 1
        if timer < 0:  # Animate_RawMultiDelay
            anim_frame += 2
            if anim_frame // 2 < len(cur):
                frame, timer = cur[anim_frame // 2]
            elif cur is down:  # $FC: back to the first pair
                anim_frame = 0
                frame, timer = cur[0]
            else:  # $F4: loc_56200, back to loc_56198 (this run ends as loc_561D2)
                cur, anim_frame, timer = down, 0, 0
        before = yv
        yv, rising = swing(yv, rising, accel, limit)
        if swinging_down and yv == 0 and before >= 0:  # loc_56198 to loc_561D2
            cur, anim_frame, timer = turn, 0, 0
        swinging_down = cur is down
        out.append(0x86 if frame == 4 else 0x12)
    return out


def test_bubbles_numbers_from_the_checkout():
    """The byte is set after the routine on every run ($12, $86 on mapping
    frame 4); the simulation gives $86 on runs 8-131, then a cycle of 510
    runs from 393 with $86 for 216: the numbers of kinds/s3k_bubbles.cpp."""
    from hedgephys.levels.place_s3_badnik import BUBBLES_COLLISION
    body = bubbles_text()
    assert body.index("jsr\t(Obj_WaitOffscreen).l") < body.index("BubblesBadnik_Index(pc,d0.w)")
    tail = body[body.index("BubblesBadnik_Index(pc,d1.w)"):]
    assert tail.startswith("BubblesBadnik_Index(pc,d1.w)\n\t\tmove.b\t#$12,collision_flags(a0)\n"
                           "\t\tcmpi.b\t#4,mapping_frame(a0)")
    assert "move.b\t#$86,collision_flags(a0)" in body
    assert "water" not in body.lower().replace("waitoffscreen", "")
    assert BUBBLES_COLLISION == (0x12, 0x86)
    b = bubbles_bytes(393 + 510 * 2)
    assert b[:3] == [None] * 3 and b[3:8] == [0x12] * 5
    assert b[8:132] == [0x86] * 124 and b[132:393] == [0x12] * 261
    assert b[393:609] == [0x86] * 216 and b[609:903] == [0x12] * 294
    assert b[393:903] == b[903:1413]


def test_bubbles_touch_follows_its_animation():
    """One environment for each frame tested: a rolling player put on the
    badnik before frame c finds, in that frame's scan, the byte the routine
    of frame c - 1 left: none, $12 (an enemy: destroyed, he bounces) or $86
    (hurt, rolling or not)."""
    from broad_phase_world import FLOOR, FLOOR_WORLD
    from hedgephys.levels.place_s3_badnik import _bubbles
    from hedgephys.levels.placing import Placement
    ox, oy = 500, FLOOR - 100
    frames = [c for lo, hi in ((1, 12), (128, 136), (388, 397), (604, 613), (898, 907), (1114, 1123))
              for c in range(lo, hi)]
    n = len(frames)
    obj, = _bubbles(Placement("s3", "mgz1", "s3", 0, ox, oy, 0xA3, 0, False, False, False))
    p = hp.Players(n, game="s3k")
    p.place(x=2000, y=FLOOR - 20, grounded=True)
    o = hp.Objects([obj], n, "s3k")
    roll = hp.anim_ids("s3k", "sonic")["roll"]
    want = bubbles_bytes(frames[-1])
    for c in range(1, frames[-1] + 1):
        e = frames.index(c) if c in frames else None
        r = p.raw
        if e is not None:
            r.x[e], r.y[e] = ox << 16, oy << 16
            r.airborne[e] = r.rolling[e] = 1
            r.anim[e] = r.prev_anim[e] = roll
            r.xsp[e] = r.ysp[e] = r.gsp[e] = 0
        p.step(FLOOR_WORLD, np.zeros((1, n), np.uint8), objects=o)
        if e is not None:
            got = (o.state(0, e), int(r.hurt[e]))
            expect = {None: ("active", 0), 0x12: ("destroyed", 0), 0x86: ("active", 1)}[want[c - 1]]
            assert got == expect, c


@pytest.mark.parametrize("game, act", [("s3", "mgz1"), ("s3", "mgz2"), ("s3k", "mgz1"), ("s3k", "mgz2")])
def test_bubbles_placer(game, act):
    from hedgephys.levels.placing import place
    from hedgephys.levels.touch_data import touch_size
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game).of_id(0xA3 if game == "s3" else 0x9B)
    badniks = [b for b in place(recs, game, act) if isinstance(b, KindObject)]
    assert {b.kind for b in badniks} == {"s3k_bubbles"}
    assert len(recs) == len(badniks) > 0
    for rec, b in zip(recs, badniks):
        assert (b.x, b.y) == (rec["x"], rec["y"])
        assert (b.width_radius, b.height_radius) == touch_size("s3k", 0x12) == (8, 16)
        assert (b.hurt_width_radius, b.hurt_height_radius) == touch_size("s3k", 0x86) == (16, 16)
