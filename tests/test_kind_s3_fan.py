"""Sonic 3's Hydrocity fans, Marble Garden's trigger platforms and
Hydrocity's Poindexter (h-s3fan, issue 18), read in s3.asm: golden numbers
from the routines, whole frames, and the placers on real layouts
(HEDGEPHYS_DISASM)."""
import re

import pytest

import hedgephys as hp
from helpers import disasm_checkout, disasm_read, one_player


def placed_of(game, act, object_id, cls):
    """The act's layout records of `object_id` and the objects of class `cls`
    their placer gave; Sonic 3 alone ("s3") read from the skdisasm checkout."""
    from hedgephys.levels.placing import place
    layout = hp.levels.object_layout(disasm_checkout("s3k"), act, game=game)
    recs = layout.of_id(object_id)
    return recs, [o for o in place(recs, game, act) if isinstance(o, cls)]


def routine_text(label, end):
    """s3.asm from `label` to the first `end` after it."""
    text = disasm_read("s3k", "s3.asm")
    body = text[text.index(label):]
    return body[: body.index(end)]


# ----- Obj_MGZTriggerPlatform: a still SolidObjectFull until its level trigger ------

def test_mgz_trigger_platform_numbers_from_the_checkout():
    """byte_33868: (width, height, frame, count) by the subtype's high
    nibble; both routines call SolidObjectFull with d1 = width + $B, d2 =
    height, d3 = d2 + 1, and move only once Level_trigger_array is set."""
    from hedgephys.levels.place_s3_fan import MGZ_TRIGGER_PLATFORM_SIZES
    table = routine_text("byte_33868:", "even")
    rows = re.findall(r"dc\.b\s+\$([0-9A-F]+),\s*\$([0-9A-F]+),", table)
    assert tuple((int(w, 16), int(h, 16)) for w, h in rows) == MGZ_TRIGGER_PLATFORM_SIZES
    body = routine_text("Obj_MGZTriggerPlatform:", "Map_MGZTriggerPlatform:")
    assert body.count("addi.w\t#$B,d1") == 2 and body.count("addq.w\t#1,d3") == 2
    assert body.count("SolidObjectFull") == 2 and body.count("tst.b\t(a3,d0.w)") == 2


@pytest.mark.parametrize("game, act, records", [("s3", "mgz1", 23), ("s3", "mgz2", 23), ("s3k", "mgz2", 26)])
def test_mgz_trigger_platform_placer(game, act, records):
    from hedgephys.levels.place_s3_fan import MGZ_TRIGGER_PLATFORM_SIZES
    recs, boxes = placed_of(game, act, 0x57, hp.SolidBox)
    assert len(recs) == len(boxes) == records
    o = hp.Objects(boxes, 1, "s3k")
    for i, rec in enumerate(recs):
        w, h = MGZ_TRIGGER_PLATFORM_SIZES[int(rec["subtype"]) >> 4]
        assert (boxes[i].x, boxes[i].y) == (rec["x"], rec["y"])
        assert (int(o.raw.cx[0, i]), int(o.raw.hj[0, i]), int(o.raw.hs[0, i])) == (w + 0xB, h, h + 1)


@pytest.mark.parametrize("n", [0, 1])
def test_mgz_trigger_platform_is_solid(n):
    """A player landing on the platform stands on it at y - d3 - 19 (A8),
    one running into its side stops at its left edge (A side contact)."""
    from hedgephys.levels.place_s3_fan import _mgz_trigger_platform
    from hedgephys.levels.placing import Placement
    ox, oy = 400, 300
    box, = _mgz_trigger_platform(Placement("s3", "mgz1", "s3", 0, ox, oy, 0x57, n << 4, False, False, False))
    w, h = ((0x40, 0x1E), (0x20, 0x40))[n]
    p = one_player("s3k", x=ox, y=oy - h - 19 + 3, y_speed=0x200, in_air=True)
    o = hp.Objects([box], 1, "s3k")
    o.update(p, 0)
    assert (int(o.raw.standing[0, 0]), int(p.raw.airborne[0]), int(p.raw.y[0]) >> 16) == (1, 0, oy - h - 1 - 19)
    p = one_player("s3k", x=ox - (w + 0xB) + 2, y=oy, x_speed=0x600, ground_speed=0x600)
    o = hp.Objects([box], 1, "s3k")
    o.update(p, 0)
    assert (int(p.raw.xsp[0]), int(p.raw.gsp[0]), int(p.raw.x[0]) >> 16) == (0, 0, ox - (w + 0xB))
