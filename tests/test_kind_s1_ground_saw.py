"""Scrap Brain's ground saws: S1 object $6A ``Saws`` subtypes 3 and 4
(s1disasm ``_incObj/6A Saws and Pizza Cutters.asm``: Saw_Main, Saw_Action
.type03 / .type04), the kind s1_spike_ball with ``saw`` (docs/kinds/s1_path.md
"The pizza cutters")."""
import os
import pathlib

import pytest

import hedgephys as hp
from hedgephys.levels.place_s1_path import SAW_COLLISION
from hedgephys.levels.touch_data import touch_size
from hedgephys.s1_kinds import S1SpikeBall
from helpers import one_player

OX, OY = 0x400, 0x300
DISASM = os.environ.get("HEDGEPHYS_DISASM")
S1 = pathlib.Path(DISASM or "/nonexistent") / "s1disasm"
W, H = touch_size("s1", SAW_COLLISION)


def saw(subtype):
    return hp.Objects([S1SpikeBall(OX, OY, subtype, width_radius=W, height_radius=H, saw=True)], 1, "s1")


def triggers(subtype, px, py):
    """.type03 / .type04 with the routine's unsigned word arithmetic."""
    if subtype == 3:
        x_ok = px >= 0xC0 and (px - 0xC0) & 0xFFFF >= OX   # subi.w #$C0 / sub.w obX: bcs .nosaw03x
    else:
        x_ok = (px + 0xE0) & 0xFFFF < OX                     # addi.w #$E0 / sub.w obX: bcc .nosaw04x
    d0 = (py - 0x80) & 0xFFFF
    return x_ok and d0 < OY and (d0 + 0x100) & 0xFFFF >= OY  # bhs / blo .nosaw03y


@pytest.mark.parametrize("subtype", [3, 4])
@pytest.mark.parametrize("dx", [-0xE2, -0xE1, -0xE0, -0x10, 0, 0xBF, 0xC0, 0xC1, 0x200])
@pytest.mark.parametrize("dy", [-0x81, -0x80, 0, 0x7F, 0x80])
def test_ground_saw_waits_for_the_player_then_runs(subtype, dx, dy):
    """Waiting: no collision ($A2 only for subtypes below 3), still; set off by
    the player's position after his move, then obVelX +-$600: SpeedToPos moves
    it 6 px a frame from the next frame on, for ever."""
    o = saw(subtype)
    p = one_player("s1", x=OX + dx, y=OY + dy, in_air=True)
    o.update(p, 0)
    fired = triggers(subtype, OX + dx, OY + dy)
    assert (int(o.raw.state[0, 0]), int(o.x[0, 0])) == (int(fired), OX)
    step = 6 if subtype == 3 else -6
    far = one_player("s1", x=OX + 0x100, y=OY + 0x400, in_air=True)  # sets nothing off
    for n in range(1, 40):
        o.update(far, 0)
        assert int(o.x[0, 0]) == (OX + n * step if fired else OX)
    assert int(o.raw.state[0, 0]) == int(fired)


def test_waiting_ground_saw_does_not_hurt_running_one_does():
    """The scan skips a waiting saw (no obColType); once running it is the hurt
    box $A2 (Touch_Sizes $22) where its last move left it."""
    o = saw(4)
    p = one_player("s1", x=OX, y=OY, in_air=True)
    o.update(p, 0)
    o.scan(p)
    assert not p.raw.hurt[0] and p.raw.ysp[0] == 0
    chaser = one_player("s1", x=OX - 0x100, y=OY, in_air=True)
    o.update(chaser, 0)  # px + $E0 < x: set off
    hit_at = None
    for n in range(2, 60):
        o.update(chaser, 0)
        victim = one_player("s1", x=OX - 0x100, y=OY, in_air=True)
        o.scan(victim)
        if victim.raw.hurt[0]:
            hit_at = int(o.x[0, 0])
            assert victim.raw.ysp[0] < 0
            break
    # Touch on the first frame its box (W) reaches the player's (8 px half
    # width, ReactToItem), give or take the edge's pixel: it came 6 px at a time.
    assert hit_at is not None and W + 1 < hit_at - (OX - 0x100) <= W + 9


def test_refuses_ground_saw_types_without_saw():
    S1SpikeBall(OX, OY, 4, saw=True)
    for bad in (3, 4):
        with pytest.raises(ValueError, match="s1_spike_ball"):
            S1SpikeBall(OX, OY, bad)
    with pytest.raises(ValueError, match="s1_spike_ball"):
        S1SpikeBall(OX, OY, 5, saw=True)


@pytest.mark.skipif(not S1.is_dir(), reason="needs HEDGEPHYS_DISASM with s1disasm")
def test_ground_saw_numbers_and_placer_on_scrap_brain():
    text = (S1 / "_incObj" / "6A Saws and Pizza Cutters.asm").read_text(errors="replace")
    for line in ("subi.w\t#$C0,d0", "addi.w\t#$E0,d0", "subi.w\t#$80,d0", "addi.w\t#$100,d0",
                 "move.w\t#$600,obVelX(a0)", "move.w\t#-$600,obVelX(a0)", "cmpi.b\t#3,obSubtype(a0)"):
        assert line in text, line
    ground = 0
    for act in ("sbz1", "sbz2"):
        recs = [r for r in hp.levels.object_layout(str(S1), act).of_id(0x6A) if r["subtype"] in (3, 4)]
        saws = [o for o in hp.levels.load(str(S1), act).objects
                if o.kind == "s1_spike_ball" and o.params["saw"] and o.params["subtype"] in (3, 4)]
        assert [(o.x, o.y, o.params["subtype"]) for o in saws] == [(int(r["x"]), int(r["y"]), int(r["subtype"]))
                                                                    for r in recs]
        ground += len(saws)
    assert ground == 6


def test_broad_phase_runs_a_waiting_saw_the_player_passed_at_another_height():
    """He runs past a type 3 saw below its y band (it idles in its $C0 window
    then; past x + $C0 it is always busy), and only when he falls off the
    floor's end (x 640) far beyond it does he come within $80 px of its y: it
    sets off there, the same in one long step as routine by routine."""
    from broad_phase_world import FLOOR_WORLD, assert_same_as_stages, broad_phase_worlds
    from hedgephys.players import R

    oy = 124 + 0x81  # on the floor he stands at y 124: py + $80 < y
    for frames, fired in ((140, False), (160, True)):
        objects = [S1SpikeBall(100, oy, 3, width_radius=W, height_radius=H, saw=True)]
        (p1, o1), (p2, o2) = broad_phase_worlds(objects, 200, "s1")
        assert_same_as_stages(p1, o1, p2, o2, [R] * frames)
        assert int(o1.raw.state[0, 0]) == fired and (int(o1.x[0, 0]) > 100) == fired
        assert int(p1.x[0]) > 600 and (int(p1.y[0]) > 124) == fired
