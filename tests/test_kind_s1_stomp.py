"""Sonic 1's stompers, girders and small doors (docs/kinds/s1_stomp.md):
Marble Zone's chained stompers (kind ``s1_chain_stomp``; _incObj/31 Chained
Stompers.asm CStom_Main, loc_B798, CStom_Type00/01/03), Scrap Brain's
stompers and doors (``s1_scrap_stomp``; _incObj/6B SBZ Stomper and Door.asm
Sto_Main, Sto_Action .type00-.type05), its girders (``s1_girder``;
_incObj/70 Girder Block.asm Gird_Main, Gird_Action, Gird_ChgMove) and small
doors (``s1_auto_door``; _incObj/2A SBZ Small Door.asm ADoor_OpenShut,
_anim/SBZ Small Door.asm Ani_ADoor). Each against a frame-by-frame run of
its routine written from the disassembly, what it does to the player, the
broad phase and stale-object shortcut, and the placers on the real layouts
(skipped without HEDGEPHYS_DISASM)."""
import numpy as np
import pytest
from broad_phase_world import FLOOR, WIDE, assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.kinds import KindObject
from hedgephys.levels.place_s1_stomp import ADOOR_SIZE, GIRD_SIZE
from hedgephys.s1_stomp_kinds import CSTOM_HEIGHTS, CSTOM_WIDTHS, STO_VAR, S1ChainStomp, S1ScrapStomp
from hedgephys.scenario import load_scenario, run_scenario
from helpers import disasm_read, object_frames, one_player, placed_of

BX, BY = 900, 300  # far from the player
EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
WORD_B6A4 = (0x7000, 0xA000, 0x5000, 0x7800, 0x3800, 0x5800, 0xB800)


def chain(subtype, x=BX, y=BY):
    return S1ChainStomp(x, y, subtype=subtype)


def scrap(subtype, x=BX, y=BY, x_flip=False):
    return S1ScrapStomp(x, y, subtype=subtype, x_flip=x_flip)


def test_sizes_follow_the_subtype():
    """CStom_Var2 + $B, $C, $D; Sto_Var's obActWid + $B, obHeight, + 1."""
    assert chain(0x11).params == {"subtype": 0x11, "solid_width": 0x3B, "half_height": 0xC, "stand_height": 0xD,
                                  "width": 0x30}
    assert chain(0x81).params["width"] == 0x38 and chain(0x23).params["solid_width"] == 0x1B
    assert scrap(0x88).params == {"subtype": 0x88, "x_flip": 0, "solid_width": 0x4B, "half_height": 0xC,
                                  "stand_height": 0xD, "width": 0x40}
    assert scrap(0xCB).params["solid_width"] == 0x8B and scrap(0x13).params["half_height"] == 0x20


@pytest.mark.parametrize("make, subtype, params, exc", [
    (S1ChainStomp, 0x07, {}, ValueError), (S1ChainStomp, 0x30, {}, ValueError), (S1ChainStomp, 0x82, {}, ValueError),
    (S1ChainStomp, 0x100, {}, TypeError), (S1ChainStomp, "1", {}, TypeError),
    (S1ChainStomp, 0x11, {"width": 0x38}, ValueError), (S1ScrapStomp, 0x06, {}, ValueError),
    (S1ScrapStomp, 0x50, {}, ValueError), (S1ScrapStomp, True, {}, TypeError),
    (S1ScrapStomp, 0x34, {"half_height": 8}, ValueError), (S1ScrapStomp, 0x34, {"logs": 1}, ValueError)])
def test_constructor_errors(make, subtype, params, exc):
    with pytest.raises(exc, match=make.kind):
        make(0, 0, subtype=subtype, **params)


def test_scenario_type_checks_the_subtype():
    """A scenario's object of type s1_chain_stomp is built by its class (its
    registry parameters): a subtype past the tables, or a size that is not
    the subtype's, is refused."""
    stomp = S1ChainStomp(64, 60, subtype=0x11)
    d = {"format": "hedgephys-scenario/1", "game": "s1", "tiles": {"1": {"heights": [16] * 16, "angle": 0}},
         "map": [[0] * 12] * 9 + [[1] * 12], "player": {"x": 160, "y": 0},
         "objects": [dict(type="s1_chain_stomp", x=64, y=60, **stomp.params)], "inputs": [["", 2]]}
    assert load_scenario(d).objects[0].to_dict() == d["objects"][0]
    with pytest.raises(ValueError, match="s1_chain_stomp's subtype 0x37 is not modelled"):
        run_scenario(dict(d, objects=[dict(d["objects"][0], subtype=0x37)]))
    with pytest.raises(ValueError, match="width follows from its subtype 0x11: 48, got 56"):
        run_scenario(dict(d, objects=[dict(d["objects"][0], width=56)]))


def places(obj, frames, player_x=100):
    return [(int(o.raw.x[0, 0]), int(o.raw.y[0, 0]))
            for _, o in object_frames([obj], frames, "s1", player_x=player_x, player_y=BY)]


# ---- ChainStomp ----------------------------------------------------------------------
def cstom_routine(subtype, frames, player_x=100):
    """loc_B798's CStom_Types frame by frame from CStom_Main: the y it leaves."""
    if subtype & 0x80:
        subtype = 0
    t = subtype & 0xF
    d2 = WORD_B6A4[t]
    off32, vel, f36, t38 = (d2 if t == 0 else 0), 0, 0, 0
    out = []
    for _ in range(frames):
        if t == 0:
            if off32 != d2:  # loc_B8A8 (no switch): fall to objoff_34
                raise AssertionError("type 0 starts at objoff_34")
        elif t in (3, 5):
            if abs(player_x - BX) < 0x90:
                t += 1
        elif f36:
            if t38:
                t38 -= 1
            else:
                off32 -= 0x80
                if off32 < 0:
                    off32, vel, f36 = 0, 0, 0
        elif off32 != d2:
            d0 = vel
            vel += 0x70
            off32 += d0
            if off32 >= d2:
                off32, vel, f36, t38 = d2, 0, 1, 0x3C
        out.append(BY + (off32 >> 8))
    return out


@pytest.mark.parametrize("subtype", [0x11, 0x02, 0x12, 0x80, 0x81, 0x04, 0x06, 0x21])
def test_chain_stomp_follows_the_routine(subtype):
    got = [y >> 16 for _, y in places(chain(subtype), 700)]
    assert got == cstom_routine(subtype, 700)
    if subtype & 0x80:
        assert set(got) == {BY + 0x70}  # a switch stomper, no button: where CStom_Main leaves it


@pytest.mark.parametrize("subtype", [0x23, 0x13, 0x05])
@pytest.mark.parametrize("near", [False, True])
def test_chain_stomp_waits_for_the_player(subtype, near):
    px = BX - 0x8F if near else BX - 0x90  # CStom_Type03: cmpi.w #$90 / bhs
    got = [y >> 16 for _, y in places(chain(subtype), 500, player_x=px)]
    assert got == cstom_routine(subtype, 500, player_x=px)
    assert (len(set(got)) > 1) == near


def test_chain_stomp_spikes_hurt():
    """The spikes (collision $90: Touch_Sizes $10, 40 x 16) at y + $1C under a
    type 0 block hanging $70 px down; not under a $2x one (no spikes)."""
    for subtype, hurt in ((0x80, True), (0x20, False)):
        o = hp.Objects([chain(subtype, 300, 100)], 1, "s1")
        p = one_player("s1", x=300 + 30, y=100 + 0x70 + 0x1C + 16 + 12, in_air=True)
        for _ in range(3):
            p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        assert bool(p.raw.hurt[0]) == hurt, subtype


def test_chain_stomp_kills_a_rider_near_the_top():
    """loc_B798: stood on while objoff_32's high byte is below $10: KillSonic."""
    o = hp.Objects([chain(0x11, 300, 100)], 1, "s1")
    p = one_player("s1", x=300, y=100 - 0xC - 19 - 2, y_speed=0x100, in_air=True)
    p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert p.raw.crushed[0] and "killed:0" in o.events(0)


def test_chain_stomp_carries_its_rider_down():
    """A player on a type 0 block (still, $70 down) stands on its top: y + $70 - $D - 19."""
    o = hp.Objects([chain(0x80, 300, 400)], 1, "s1")
    p = one_player("s1", x=300, y=400 + 0x70 - 0xC - 19 - 3, y_speed=0x100, in_air=True)
    for _ in range(5):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
    assert not p.raw.airborne[0] and int(p.raw.y[0]) >> 16 == 400 + 0x70 - 0xD - 19


# ---- ScrapStomp ----------------------------------------------------------------------
def sto_routine(subtype, frames, flip=False):
    """Sto_Action's types 0-5 frame by frame from Sto_Main, no switch pressed: (x, y)."""
    entry = STO_VAR[(subtype >> 4) & 7]
    t = entry[3] if subtype & 0x80 else subtype & 0xF
    travel, a3a, a36, active = entry[2], 0, 0, False
    out = []
    x, y = BX, BY
    for _ in range(frames):
        if t in (1, 2):  # type 2 first counts objoff_36 from 0 round a whole word: no move here
            x = BX - ((0x80 - a3a) if flip else a3a)
        elif t in (3, 4):
            step = True
            if not active:
                if a3a:
                    a3a -= 1 if t == 3 else 8
                    step = False
                else:
                    a36 -= 1
                    if a36 >= 0:
                        step = False
                    else:
                        a36, active = 0x3C, True
            if step and active:
                if t == 3:
                    a3a += 8
                    if a3a == travel:
                        active = False
                elif a3a == travel:
                    a36 -= 1
                    if a36 < 0:
                        a36, active = 0x3C, False
                else:
                    a3a += 8
            y = BY + ((0x38 - a3a) if flip else a3a)
        out.append((x, y))
    return out


@pytest.mark.parametrize("subtype", [0x34, 0x24, 0x13, 0x88, 0x80, 0x83, 0x40, 0xCB, 0x02])
@pytest.mark.parametrize("flip", [False, True])
def test_scrap_stomp_follows_the_routine(subtype, flip):
    got = [(x >> 16, y >> 16) for x, y in places(scrap(subtype, x_flip=flip), 400)]
    assert got == sto_routine(subtype, 400, flip)


def test_scrap_stomp_is_solid():
    """A player running right into a still door (type 1, $40 x $C) stops at d1 = $4B from its centre."""
    o = hp.Objects([scrap(0x80, 300, FLOOR - 12)], 1, "s1")
    p = hp.Players(1, game="s1")
    p.place(x=150, y=FLOOR - 20, grounded=True)
    for _ in range(120):
        p.step(WIDE, np.full((1, 1), hp.R, np.uint8), objects=o)
    assert int(p.raw.x[0]) >> 16 < 300 - 0x40


# ---- Girder ----------------------------------------------------------------------------
def gird_routine(frames):
    """Gird_Main then Gird_Action frame by frame: (x, y) as 16.16."""
    settings = ((0x100, 0, 0x60), (0, 0x100, 0x30), (-0x100, -0x40, 0x60), (0, -0x100, 0x18))
    x, y, s = BX << 16, BY << 16, 0

    def chg():
        nonlocal s
        vx, vy, tm = settings[(s // 8) & 3]
        s += 8
        return vx, vy, tm, 7

    vx, vy, tm, delay = chg()
    out = []
    for _ in range(frames):
        move = True
        if delay:
            delay -= 1
            move = delay == 0
        if move:
            x, y = x + vx * 256, y + vy * 256
            tm -= 1
            if tm == 0:
                vx, vy, tm, delay = chg()
        out.append((x, y))
    return out


def test_girder_follows_the_routine():
    obj = KindObject("s1_girder", BX, BY)
    assert places(obj, 700) == gird_routine(700)
    assert gird_routine(288)[-1] == (BX << 16, BY << 16)  # 4 x 6 still + $60 + $30 + $60 + $18


def test_girder_carries_its_rider():
    """Stood on, it carries the player right by its own motion (d4 = its x before the move)."""
    o = hp.Objects([KindObject("s1_girder", 300, 400)], 1, "s1")
    p = one_player("s1", x=300, y=400 - 0x18 - 19 - 2, y_speed=0x100, in_air=True)
    xs = []
    for _ in range(60):
        p.step(EMPTY, np.zeros((1, 1), np.uint8), objects=o)
        xs.append(int(p.raw.x[0]) >> 16)
    assert not p.raw.airborne[0] and xs[-1] - xs[10] == 49  # frames 12-60: 1 px each (moving from frame 7)


# ---- AutoDoor --------------------------------------------------------------------------
def adoor_routine(px_list, ox, flip):
    """ADoor_OpenShut + AnimateSprite (speed 0, afBack 1): the mapping frame each frame."""
    prev, ani, out = 0, 0, []
    for px in px_list:
        anim = 0
        if not ((px + 0x40) & 0xFFFF < ox or (px - 0x40) & 0xFFFF >= ox):
            anim = int(flip) if px >= ox else int(not flip)
        if anim != prev:
            prev, ani = anim, 0
        script = list(range(9)) if anim else list(range(8, -1, -1))
        if ani == 9:
            ani = 8
        out.append(script[ani])
        ani += 1
    return out


@pytest.mark.parametrize("flip", [False, True])
def test_auto_door_follows_the_routine(flip):
    """A player stepping past it standing: the door is solid exactly on the frames its
    routine leaves mapping frame 0 (a top contact for a player landing on it then)."""
    ox = 400
    pxs = [100] * 12 + [ox - 0x41] * 3 + [ox - 0x40] * 12 + [ox + 0x30] * 5 + [ox + 0x3F] * 12 + [ox + 0x40] * 12
    want = [f == 0 for f in adoor_routine(pxs, ox, flip)]
    o = hp.Objects([KindObject("s1_auto_door", ox, 300, x_flip=flip)], 1, "s1")
    got = []
    for px in pxs:  # the routine reads px, then SolidObject: a player 2 px above its top, falling
        p = one_player("s1", x=px, y=300 - 0x20 - 19 - 2, y_speed=0x100, in_air=True)
        _, contact, _, _ = o.update(p, 0)
        got.append(contact == "top" or abs(px - ox) > 0x11)
        o.raw.standing[0, 0] = 0
    assert [g for g, px in zip(got, pxs) if abs(px - ox) <= 0x11] == \
        [w for w, px in zip(want, pxs) if abs(px - ox) <= 0x11]
    assert int(o.raw.phase[0, 0]) == 9  # px = ox + $40 is out of its range: shut, at rest


def test_auto_door_blocks_from_its_closed_side():
    """Unflipped it opens for a player on its left: he runs through; flipped he is stopped."""
    for flip, through in ((False, True), (True, False)):
        o = hp.Objects([KindObject("s1_auto_door", 300, FLOOR - 32, x_flip=flip)], 1, "s1")
        p = hp.Players(1, game="s1")
        p.place(x=150, y=FLOOR - 20, grounded=True)
        for _ in range(150):
            p.step(WIDE, np.full((1, 1), hp.R, np.uint8), objects=o)
        assert (int(p.raw.x[0]) >> 16 > 300) == through


# ---- shortcuts -----------------------------------------------------------------------------
@pytest.mark.parametrize("obj", [chain(0x11, 300, FLOOR - 100), chain(0x23, 300, FLOOR - 60),
                                 chain(0x80, 260, FLOOR - 150), scrap(0x34, 300, FLOOR - 90),
                                 scrap(0x13, 300, FLOOR - 80, True), scrap(0x81, 300, FLOOR - 12, True),
                                 KindObject("s1_girder", 250, FLOOR - 70),
                                 KindObject("s1_auto_door", 300, FLOOR - 32),
                                 KindObject("s1_auto_door", 300, FLOOR - 32, x_flip=True)])
def test_broad_phase_agrees(obj):
    seq = [2] * 40 + [18] * 30 + [1] * 60 + [0] * 80 + [2] * 90
    (p1, o1), (p2, o2) = broad_phase_worlds([obj], 150, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq)


def test_stale_objects_equal_every_frame():
    """Many along a wide floor: the batch step with the stale-object shortcut equals step_stages."""
    rng = np.random.default_rng(11)
    makers = [lambda x: chain(0x11, x, FLOOR - 90), lambda x: chain(0x23, x, FLOOR - 60),
              lambda x: scrap(0x24, x, FLOOR - 90), lambda x: KindObject("s1_girder", x, FLOOR - 80),
              lambda x: KindObject("s1_auto_door", x, FLOOR - 32)]
    objs = [makers[int(rng.integers(0, len(makers)))](x) for x in range(300, 2400, 230)]
    seq = [2] * 300 + list(rng.choice([2, 18, 1, 0], 200))
    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 250, "s1")
    assert_same_as_stages(p1, o1, p2, o2, seq, world=WIDE)


# ---- the checkout ----------------------------------------------------------------------
def test_numbers_from_the_checkout():
    text = disasm_read("s1", "_incObj/31 Chained Stompers.asm")
    for line in ("dc.w $7000, $A000", "dc.w $5000, $7800", "dc.w $3800, $5800", "dc.w $B800",
                 "addi.w\t#$B,d1", "move.w\t#$C,d2", "move.w\t#$D,d3", "cmpi.b\t#$10,objoff_32(a0)",
                 "move.b\t#$90,obColType(a1)", "addi.w\t#$70,obVelY(a0)", "subi.w\t#$80,objoff_32(a0)",
                 "move.w\t#$3C,objoff_38(a0)", "cmpi.w\t#$90,d0", "dc.b 4,\t$1C, 1"):
        assert line in text, line
    assert "CStom_Var2:\tdc.b $38, 0" in text and "dc.b $30, 9" in text and "dc.b $10, $A" in text
    assert CSTOM_WIDTHS == (0x38, 0x30, 0x10) and CSTOM_HEIGHTS == (0xC, 0xD)
    text = disasm_read("s1", "_incObj/6B SBZ Stomper and Door.asm")
    rows = text.split("Sto_Var:")[1].split("; ===")[0].strip().splitlines()
    assert [tuple(int(v.strip().lstrip("$"), 16) for v in row.split("dc.b")[1].split(";")[0].split(","))
            for row in rows] == list(STO_VAR)
    for line in ("addq.w\t#8,objoff_3A(a0)", "subq.w\t#8,objoff_3A(a0)", "move.w\t#$3C,objoff_36(a0)",
                 "addi.w\t#$38,d0", "addi.w\t#$80,d0"):
        assert line in text, line
    text = disasm_read("s1", "_incObj/70 Girder Block.asm")
    for line in ("move.b\t#$60,obActWid(a0)", "move.b\t#$18,obHeight(a0)", "move.w\t#7,gird_delay(a0)",
                 "dc.w   $100,\t 0,   $60", "dc.w\t  0,  $100,   $30", "dc.w  -$100,  -$40,   $60",
                 "dc.w\t  0, -$100,   $18"):
        assert line in text, line
    assert GIRD_SIZE == (0x60, 0x18)
    text = disasm_read("s1", "_incObj/2A SBZ Small Door.asm")
    for line in ("move.w\t#$40,d1", "move.w\t#$11,d1", "move.w\t#$20,d2", "move.b\t#8,obActWid(a0)"):
        assert line in text, line
    assert ADOOR_SIZE == (8, 0x11, 0x20, 0x21)
    anim = disasm_read("s1", "_anim/SBZ Small Door.asm")
    assert ".close:\t\tdc.b 0,\t8, 7, 6, 5, 4, 3, 2, 1,\t0, afBack, 1" in anim
    assert ".open:\t\tdc.b 0,\t0, 1, 2, 3, 4, 5, 6, 7,\t8, afBack, 1" in anim


@pytest.mark.parametrize("act, object_id, kind, count", [
    ("mz1", 0x31, "s1_chain_stomp", 4), ("mz2", 0x31, "s1_chain_stomp", 4), ("mz3", 0x31, "s1_chain_stomp", 15),
    ("sbz1", 0x6B, "s1_scrap_stomp", 11), ("sbz2", 0x6B, "s1_scrap_stomp", 6), ("sbz3", 0x6B, "s1_scrap_stomp", 0),
    ("sbz1", 0x70, "s1_girder", 12), ("sbz1", 0x2A, "s1_auto_door", 8), ("sbz2", 0x2A, "s1_auto_door", 6)])
def test_placers_on_the_real_acts(act, object_id, kind, count):
    recs, placed = placed_of("s1", act, object_id, KindObject)
    placed = [o for o in placed if o.kind == kind]
    assert len(placed) == count
    if count:
        assert len(recs) == count
        assert [(o.x, o.y) for o in placed] == [(int(r["x"]), int(r["y"])) for r in recs]
