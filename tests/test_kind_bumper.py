"""The bumper kind (cpp/hedgephys/kinds/bumper.cpp, docs/kinds/bumper.md):
golden speeds from the routines (S1 _incObj/47 Bumper.asm Bump_Hit, S2
s2.asm Obj44_BumpCharacter, S3K s3.asm sub_32146: CalcAngle, CalcSine,
muls.w #-$700 / asr.l #8), the level frame counter's part, S3K's circling
bumpers (loc_320EE), whole frames, and the placers on real layouts
(HEDGEPHYS_DISASM)."""
import re

import numpy as np
import pytest

import hedgephys as hp
from broad_phase_world import FLOOR, FLOOR_WORLD
from hedgephys.bumpers import BUMPER_RADIUS, Bumper
from hedgephys.levels.touch_data import touch_size
from helpers import disasm_read, one_player, placed_of

OX, OY = 200, 200
GAMES = ["s1", "s2", "s3k"]
FRAME = 33  # the level frame counter's word in the oscillators' table


def bump(game, bumper=None, frame=None, **player):
    """The player's scan, then the bumper's routine: (players, objects)."""
    p = one_player(game, **player)
    o = hp.Objects([bumper or Bumper(OX, OY)], 1, game)
    if frame is not None:
        o.oscillators[0, FRAME] = frame
    o.scan(p)
    o.update(p, 0)
    return p, o


def speeds(p):
    return int(p.raw.xsp[0]), int(p.raw.ysp[0])


def thrown(angle):
    """-$700 times the cosine and the sine of the angle, over 256 (muls.w / asr.l #8)."""
    return (int(hp.cosine(angle)) * -0x700) >> 8, (int(hp.sine(angle)) * -0x700) >> 8


@pytest.mark.parametrize("game", GAMES)
def test_thrown_away_from_the_centre(game):
    # straight left of it: CalcAngle(10, 0) = 0, cos 256: xsp -$700
    p, o = bump(game, x=OX - 10, y=OY, x_speed=0x300, in_air=True)
    assert speeds(p) == (-0x700, 0)
    assert o.events(0) == ["touched:0", "bumped:0"]
    # up-left of it: angle $20, CalcSine $B5 = 181 both ways: 181 * -$700 >> 8 = -1267
    p, _ = bump(game, x=OX - 5, y=OY - 5)
    assert speeds(p) == (-1267, -1267) == thrown(0x20)
    # below it: angle $C0 (dy -12): thrown down
    p, _ = bump(game, x=OX, y=OY + 12)
    assert speeds(p) == (0, 0x700)


@pytest.mark.parametrize("game", GAMES)
def test_flags_set_and_cleared(game):
    """bset in-air, bclr roll-jump and pushing, clr jumping; no control lock,
    no facing or animation change, the ground speed kept."""
    p = one_player(game, x=OX - 10, y=OY, x_speed=0x300, ground_speed=0x300, rolling=True)
    r = p.raw
    r.rolljump[0] = r.pushing[0] = r.jumping[0] = 1
    anim, facing = int(r.anim[0]), int(r.facing_left[0])
    o = hp.Objects([Bumper(OX, OY)], 1, game)
    o.scan(p)
    o.update(p, 0)
    assert (r.airborne[0], r.rolljump[0], r.pushing[0], r.jumping[0]) == (1, 0, 0, 0)
    assert (r.control_lock[0], int(r.anim[0]), int(r.facing_left[0]), int(r.gsp[0])) == (0, anim, facing, 0x300)
    assert r.rolling[0] == 1


@pytest.mark.parametrize("game", GAMES)
def test_the_frame_counters_high_byte(game):
    """S2/S3K add bits 0-1 of Level_frame_counter's high byte (move.b of the
    word's address) to the angle; S1 adds nothing; the low byte plays no part."""
    for frame, extra in ((0x0001, 0), (0x00FF, 0), (0x0300, 3), (0x0502, 1), (0xFE00, 2)):
        p, _ = bump(game, frame=frame, x=OX - 10, y=OY)
        assert speeds(p) == thrown(0 if game == "s1" else extra), frame


@pytest.mark.parametrize("game", GAMES)
def test_touch_box_and_no_touch(game):
    """Collision byte $D7: size $17, 8 x 8 (G2 against the player's box);
    an untouched bumper does nothing; a hurt player is not scanned."""
    assert (BUMPER_RADIUS, BUMPER_RADIUS) == touch_size(game, 0xD7)
    p, o = bump(game, x=OX - 16, y=OY, x_speed=0x300)  # 8 + 8: still touching
    assert speeds(p)[0] == -0x700
    p, o = bump(game, x=OX - 17, y=OY, x_speed=0x300)
    assert speeds(p) == (0x300, 0) and o.events(0) == []
    p = one_player(game, x=OX - 10, y=OY, x_speed=0x300)
    p.raw.hurt[0] = 1
    o = hp.Objects([Bumper(OX, OY)], 1, game)
    o.scan(p)
    o.update(p, 0)
    assert speeds(p) == (0x300, 0)


@pytest.mark.parametrize("game", GAMES)
def test_answers_each_touch_once(game):
    """The routine clears collision_property: a second update without a scan does nothing."""
    p, o = bump(game, x=OX - 10, y=OY)
    assert int(o.raw.aux[0, 0]) == 0
    p.raw.xsp[0] = 0x123
    o.update(p, 0)
    assert speeds(p)[0] == 0x123


def test_s3k_circling_bumpers():
    """loc_320EE: angle = subtype + the frame counter's low byte (negated
    when X-flipped); x = x0 + cos >> 2, y = y0 + sin >> 2 (radius 64), before
    the touch test. S1 and S2 read no subtype."""
    p = one_player("s3k", x=0, y=0)
    o = hp.Objects([Bumper(OX, OY, subtype=0x40), Bumper(OX, OY, subtype=0x40, x_flip=True)], 1, "s3k")
    o.update(p, 0)
    o.update(p, 1)
    assert (o.x[0, 0], o.y[0, 0]) == (OX + (int(hp.cosine(0x41)) >> 2), OY + (int(hp.sine(0x41)) >> 2)) == (198, 263)
    assert (o.x[0, 1], o.y[0, 1]) == (OX + (int(hp.cosine(0x3F)) >> 2), OY + (int(hp.sine(0x3F)) >> 2)) == (201, 263)
    o.oscillators[0, FRAME] = 0x1240  # the low byte $40: angle $80
    o.update(p, 0)
    assert (o.x[0, 0], o.y[0, 0]) == (OX - 64, OY)
    for game in ("s1", "s2"):
        o = hp.Objects([Bumper(OX, OY, subtype=0x40)], 1, game)
        o.update(one_player(game, x=0, y=0), 0)
        assert (o.x[0, 0], o.y[0, 0]) == (OX, OY)


@pytest.mark.parametrize("game", GAMES)
def test_running_into_a_bumper(game):
    """Whole frames on a floor: running right into it, the player is thrown
    back left at -$700 (straight along the floor), airborne, the frame the
    scan first touches it; the frame counter runs from 1 (S2/S3K: high byte 0)."""
    p = hp.Players(1, game=game)
    p.place(x=200, y=FLOOR - 20, grounded=True, ground_speed=4, x_speed=4)
    o = hp.Objects([Bumper(260, FLOOR - 20)], 1, game)
    rec = p.step(FLOOR_WORLD, np.full((40, 1), hp.buttons("R"), np.uint8), objects=o,
                 record=["x", "xsp", "airborne"])
    hit = int(np.argmax(rec["xsp"][:, 0] < 0))
    assert hit > 0 and rec["airborne"][hit, 0] == 1
    assert int(rec["xsp"][hit, 0]) == -0x700
    assert (int(rec["x"][hit, 0]) >> 16) >= 260 - 16
    assert int(o.oscillators[0, FRAME]) == 41


def test_placers_numbers_from_the_checkouts():
    """The init routines give $D7, and $17 is 8 x 8 in each game's table."""
    texts = [disasm_read("s1", "_incObj/47 Bumper.asm"), disasm_read("s2", "s2.asm"), disasm_read("s3k", "s3.asm")]
    assert "move.b\t#$D7,obColType(a0)" in texts[0]
    assert re.search(r"Obj44_Init:.*?move\.b\s+#\$D7,collision_flags\(a0\)", texts[1], re.S)
    assert re.search(r"Obj_Bumper:.*?move\.b\s+#\$D7,collision_flags\(a0\)", texts[2], re.S)


@pytest.mark.parametrize("game, act, bumper_id, count", [("s1", "syz1", 0x47, 13), ("s2", "cnz1", 0x44, 74),
                                                          ("s3k", "cnz1", 74, 37), ("s3k", "cnz2", 74, 89)])
def test_placers_on_real_acts(game, act, bumper_id, count):
    recs, placed = placed_of(game, act, bumper_id, Bumper)
    assert len(recs) == len(placed) == count
    for rec, b in zip(recs, placed):
        assert (b.x, b.y, b.width_radius, b.height_radius) == (rec["x"], rec["y"], 8, 8)
        if game == "s3k":
            assert (b.subtype, bool(b.x_flip)) == (rec["subtype"], rec["x_flip"])
        else:
            assert (b.subtype, b.x_flip) == (0, 0)
    o = hp.Objects(placed, 1, game)
    assert o.uses_oscillators  # the level frame counter runs
    # a player dropped onto each still one is thrown away from it
    for b in placed[:8]:
        if b.subtype:
            continue
        p, _ = bump(game, b, x=b.x + 3, y=b.y - 12)
        xsp, ysp = speeds(p)
        assert ysp < 0 and xsp > 0, (b.x, b.y)


def test_the_s3k_bumpers_table_entry():
    """Obj_Bumper is entry 74 of the S3 set and of S&K set 1, not of set 2."""
    rel = "Levels/Misc/Object pointers - {}.asm"
    for name, has in (("S3 Set", True), ("SK Set 1", True), ("SK Set 2", False)):
        entries = re.findall(r"dc\.l\s+(\w+)", disasm_read("s3k", rel.format(name)))
        assert (entries[74] == "Obj_Bumper") == has
