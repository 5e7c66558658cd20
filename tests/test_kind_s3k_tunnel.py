"""Automatic tunnels (the kind s3k_auto_tunnel, cpp/hedgephys/kinds/s3k_auto_tunnel.cpp):
S3K Obj_AutomaticTunnel (S3 Set, SK Set 1 and 2 $24; loc_2855A, Obj_AutoTunnelInit,
Obj_AutoTunnelRun, Obj_AutoTunnelLastMove, AutoTunnel_GetPath, AutoTunnel_CalcSpeed and the
table AutoTunnel_Data), read in s3.asm; Lava Reef 2's paths ($15-$19) are sonic3k.asm's."""
import re

import numpy as np
import pytest
from broad_phase_world import assert_same_as_stages, broad_phase_worlds

import hedgephys as hp
from hedgephys.levels import catalogue
from hedgephys.levels.placing import Placement, place, placers
from helpers import disasm_checkout, s3_routine_text

EMPTY = hp.TileMap(np.zeros((1, 1), np.uint16), hp.TileSet(np.zeros((1, 16), np.int8)))
NONE = np.zeros((1, 1), np.uint8)

#: Lava Reef 2's paths, AutoTunnel_15 ... AutoTunnel_19 of sonic3k.asm (not in the checkout:
#: read from a public copy, murshies/skdisasm), as the kind holds them.
LRZ_PATHS = [
    [  # AutoTunnel_15
        (0x11B8, 0x6F0), (0x1270, 0x6F0), (0x128C, 0x6F3), (0x12A1, 0x6FE), (0x12AD, 0x710), (0x12B0, 0x728),
        (0x12B0, 0x8B0), (0x12AC, 0x8D1), (0x12A0, 0x8E3), (0x128C, 0x8EE), (0x1270, 0x8F0), (0x11B8, 0x8F0),
    ],
    [  # AutoTunnel_16
        (0x17B8, 0xB70), (0x1870, 0xB70), (0x1890, 0xB6D), (0x18A0, 0xB63), (0x18AD, 0xB53), (0x18B0, 0xB33),
        (0x18B0, 0x8B0), (0x18B2, 0x893), (0x18BC, 0x880), (0x18CE, 0x872), (0x18F0, 0x870), (0x1A70, 0x870),
        (0x1A90, 0x86D), (0x1AA2, 0x862), (0x1AAE, 0x84E), (0x1AB0, 0x830), (0x1AB0, 0x6B0), (0x1AB2, 0x692),
        (0x1ABD, 0x67E), (0x1AD2, 0x671), (0x1AF0, 0x670), (0x1B70, 0x670), (0x1B90, 0x66D), (0x1BA2, 0x662),
        (0x1BAF, 0x64E), (0x1BB0, 0x630), (0x1BB0, 0x4B0), (0x1BB0, 0x495), (0x1BA2, 0x47E), (0x1B8D, 0x471),
        (0x1B70, 0x470), (0x1AB8, 0x470),
    ],
    [  # AutoTunnel_17
        (0x22B8, 0x70), (0x2370, 0x70), (0x2390, 0x73), (0x23A1, 0x7E), (0x23AD, 0x90), (0x23B0, 0xB0),
        (0x23B0, 0x1B0), (0x23B2, 0x1D1), (0x23BF, 0x1E4), (0x23D6, 0x1F0), (0x2448, 0x1F0),
    ],
    [  # AutoTunnel_18
        (0x2D48, 0x7F0), (0x2CF0, 0x7F0), (0x2CD0, 0x7EE), (0x2CBD, 0x7E3), (0x2CB2, 0x7D0), (0x2CB0, 0x7B0),
        (0x2CB0, 0x430), (0x2CB1, 0x411), (0x2CBB, 0x3FF), (0x2CCF, 0x3F2), (0x2CF0, 0x3F0), (0x2D70, 0x3F0),
        (0x2D90, 0x3ED), (0x2DA2, 0x3E2), (0x2DAF, 0x3CE), (0x2DB0, 0x3B0), (0x2DB0, 0x330), (0x2DB2, 0x311),
        (0x2DBC, 0x2FE), (0x2DD1, 0x2F1), (0x2DEF, 0x2F0), (0x30F0, 0x2F0),
    ],
    [  # AutoTunnel_19
        (0x3A38, 0x3F0), (0x3AF0, 0x3F0), (0x3B10, 0x3EE), (0x3B23, 0x3E0), (0x3B2F, 0x3CA), (0x3B30, 0x3B0),
        (0x3B30, 0x230), (0x3B32, 0x211), (0x3B3C, 0x1FF), (0x3B50, 0x1F2), (0x3B70, 0x1F0), (0x3BC8, 0x1F0),
    ],
]


def s3_paths():
    """AutoTunnel_Data's paths 0-$14 as s3.asm lays them out (AutoTunnel_00 ...): the length word
    (4 bytes a point), then the points (skips without the checkout)."""
    text = s3_routine_text("AutoTunnel_00", 12000).split("SpriteTerminat9")[0]
    blocks = {}
    for label, body in re.findall(r"(AutoTunnel_\w+):\n(.*?)(?=\nAutoTunnel_|\Z)", text, re.S):
        words = [int(v, 16) for v in re.findall(r"\$([0-9A-F]+)", body)]
        assert words[0] == 2 * (len(words) - 1)
        blocks[label] = list(zip(words[1::2], words[2::2]))
    names = ["AutoTunnel_00", "AutoTunnel_01_02", "AutoTunnel_01_02", "AutoTunnel_03"] + [
        f"AutoTunnel_{i:02X}" for i in range(4, 0x15)]
    return [blocks[n] for n in names]


def s16(v):
    v &= 0xFFFF
    return v - 0x10000 if v & 0x8000 else v


def divs(dividend, divisor):
    """68000 divs.w: the register's new value (remainder << 16 | quotient), unchanged on overflow."""
    n = dividend - (1 << 32) if dividend & 0x80000000 else dividend
    q = abs(n) // abs(divisor) * (1 if (n < 0) == (divisor < 0) else -1)
    if not -0x8000 <= q <= 0x7FFF:
        return dividend
    return (((n - q * divisor) & 0xFFFF) << 16) | (q & 0xFFFF)


def calc_speed(x, y, tx, ty):
    """AutoTunnel_CalcSpeed from pixel (x, y) to (tx, ty): (x_vel, y_vel, timer word)."""
    vx = vy = 0x1000
    dx, dy = s16(tx - x), s16(ty - y)
    if dx < 0:
        vx = -vx
    if dy < 0:
        vy = -vy
    if abs(dy) >= abs(dx):
        q = divs(((ty - y) & 0xFFFF) << 16, vy) & 0xFFFF
        xv = s16(divs(((tx - x) & 0xFFFF) << 16, s16(q))) if dx else 0
        return xv, vy, abs(s16(q)) & 0xFFFF
    q = divs(((tx - x) & 0xFFFF) << 16, vx) & 0xFFFF
    yv = s16(divs(((ty - y) & 0xFFFF) << 16, s16(q))) if dy else 0
    return vx, yv, abs(s16(q)) & 0xFFFF


def path_of(subtype):
    i = subtype & 0x1F
    return s3_paths()[i] if i < 0x15 else LRZ_PATHS[i - 0x15]


def model(subtype, x, y):
    """The routine from the frame after the take: the player's 16.16 (x, y) then (x, y, xsp, ysp,
    object_control) after each frame until it lets him go. x, y: his position after the take."""
    pts = path_of(subtype)
    back = bool(subtype & 0x80)
    n = len(pts)
    target = n - 2 if back else 1
    count = 4 * (n - 1)
    xv, yv, timer = calc_speed(x >> 16, y >> 16, *pts[target])
    out, routine, last = [(x, y, xv, yv, 0x81)], 2, 0

    def move():
        nonlocal x, y
        x, y = (x + xv * 256) & 0xFFFFFFFF, (y + yv * 256) & 0xFFFFFFFF

    while routine:
        if routine == 2:
            t = timer >> 8
            timer = (((t - 1) & 0xFF) << 8) | (timer & 0xFF)
            if t > 1:
                move()
            else:
                x, y = (pts[target][0] << 16) | (x & 0xFFFF), (pts[target][1] << 16) | (y & 0xFFFF)
                target += -1 if back else 1
                count -= 4
                if count:
                    xv, yv, timer = calc_speed(x >> 16, y >> 16, *pts[target])
                else:
                    routine, last = 4, 2
                    y = (((y >> 16) & 0xFFF) << 16) | (y & 0xFFFF)
                    if not subtype & 0x40:
                        xv = yv = 0
                    move()
        else:
            last -= 1
            if not last:
                routine = 0
            yv = s16(yv + 0x38)
            move()
        out.append((x, y, xv, yv, 0x81 if routine else 0))
    return out


def tunnel(subtype, x, y, table="sk1", act="lbz1"):
    (obj,) = placers()[(table, 0x24)](Placement("s3k", act, table, 0, x, y, 0x24, subtype, False, False, False))
    return obj


def carried(subtype, table="sk1", act="lbz1"):
    """A player still in the air at a tunnel of the subtype, placed where its path starts (its own X
    and Y are not read after the take); the frames it holds him, as the kind runs them."""
    pts = path_of(subtype)
    ox, oy = pts[-1] if subtype & 0x80 else pts[0]
    p = hp.Players(1, game="s3k")
    o = hp.Objects([tunnel(subtype, ox, oy, table, act)], 1, "s3k")
    p.place(x=ox, y=oy, grounded=False)
    p.raw.xsp[0] = p.raw.ysp[0] = 0
    p.step(EMPTY, NONE, objects=o)
    return p, o


# ----- the routine, frame by frame ----------------------------------------------------------

def test_the_take_and_the_first_segment_golden():
    """Obj_AutoTunnelInit then AutoTunnel_GetPath for subtype 3 (path 3 forward, AutoTunnel_03):
    his x, y = ($D30, $770), the target ($DB0, $770): |dx| $80 > |dy| 0, so x_vel = $1000, y_vel =
    0, the timer $80 << 16 / $1000 = $800 (8 frames); 7 frames at 16 px, then on the 8th he is put on
    ($DB0, $770) and aimed at ($DD0, $77C): x_vel $1000, y_vel ($C << 16) / $200 = $600."""
    p, o = carried(3)
    assert (int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16) == (0xD30, 0x770)
    assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.gsp[0]) == (0x1000, 0, 0x800)
    assert (p.raw.object_control[0], p.raw.anim[0], p.raw.airborne[0], p.raw.jumping[0]) == (0x81, 2, 1, 0)
    assert o.state(0, 0) == "carrying"
    for k in range(7):
        p.step(EMPTY, NONE, objects=o)
        assert int(p.raw.x[0]) >> 16 == 0xD30 + 16 * (k + 1)
    p.step(EMPTY, NONE, objects=o)
    assert (int(p.raw.x[0]) >> 16, int(p.raw.y[0]) >> 16) == (0xDB0, 0x770)
    assert (p.raw.xsp[0], p.raw.ysp[0]) == (0x1000, 0x600)


@pytest.mark.parametrize("subtype", [0x00, 0x02, 0x03, 0x0C, 0x13, 0x62, 0xE3, 0x73, 0xF3, 0x10, 0x8D,
                                     0x55, 0xD5, 0x56, 0xD6, 0x57, 0xD7, 0x58, 0xD8, 0x59, 0xD9])
def test_the_player_follows_the_path_as_the_routine_steps(subtype):
    p, o = carried(subtype, *(("sk2", "lrz2") if subtype & 0x1F >= 0x15 else ("sk1", "lbz1")))
    frames = model(subtype, int(p.raw.x[0]), int(p.raw.y[0]))
    assert (p.raw.xsp[0], p.raw.ysp[0], p.raw.object_control[0]) == frames[0][2:]
    for x, y, xsp, ysp, oc in frames[1:]:
        p.step(EMPTY, NONE, objects=o)
        assert (int(p.raw.x[0]), int(p.raw.y[0]), p.raw.xsp[0], p.raw.ysp[0], p.raw.object_control[0]) == (
            x, y, xsp, ysp, oc)
    end = path_of(subtype)[0 if subtype & 0x80 else -1]
    assert o.state(0, 0) == "waiting" and p.raw.object_control[0] == 0
    assert abs((int(p.raw.x[0]) >> 16) - end[0]) < 0x40 and len(frames) > 3


def test_bit_6_keeps_his_speed_at_the_end_and_gravity_acts_two_frames():
    """loc_2867C: without bit 6 x_vel = y_vel = 0 at the path's end; Obj_AutoTunnelLastMove adds
    $38 to y_vel on each of its two frames."""
    for subtype, keep in ((0x83, False), (0xC3, True)):  # path 3 backward: its last segment runs left
        frames = model(subtype, 0xD70 << 16, 0x748 << 16)
        *_, (_x, _y, xsp, ysp, oc) = frames
        assert oc == 0 and ysp == (0x38 * 2 if not keep else frames[-3][3] + 0x38 * 2)
        assert (xsp == 0) != keep


def test_a_player_outside_its_window_or_held_is_not_taken():
    """Obj_AutoTunnelInit: x - its x + $10 < $20 and y - its y + $18 < $28 (unsigned), object_control 0."""
    for dx, dy, held in [(0x10, 0, 0), (-0x11, 0, 0), (0, 0x11, 0), (0, -0x19, 0), (0, 0, 1)]:
        p = hp.Players(1, game="s3k")
        o = hp.Objects([tunnel(3, 0xD70, 0x740)], 1, "s3k")
        p.place(x=0xD70 + dx, y=0x740 + dy, grounded=False)
        p.raw.xsp[0] = p.raw.ysp[0] = 0
        p.raw.object_control[0] = held
        p.step(EMPTY, NONE, objects=o)
        assert o.state(0, 0) == "waiting" and p.raw.object_control[0] == held, (dx, dy, held)
    for dx, dy in [(0xF, 0), (-0x10, 0), (0, 0xE), (0, -0x18)]:
        p = hp.Players(1, game="s3k")
        o = hp.Objects([tunnel(3, 0xD70, 0x740)], 1, "s3k")
        p.place(x=0xD70 + dx, y=0x740 + dy, grounded=False)
        p.raw.xsp[0] = p.raw.ysp[0] = 0
        p.step(EMPTY, NONE, objects=o)
        assert o.state(0, 0) == "carrying", (dx, dy)


def test_the_act_2_shield_loss():
    """Obj_AutoTunnelInit: subtype bit 5 in an act other than the first clears the fire and
    lightning shields (their bit and the shield bit); the bubble shield stays."""
    for act, shield, left in [("lbz2", 0x11, 0), ("lbz2", 0x21, 0), ("lbz2", 0x41, 0x41), ("lbz1", 0x11, 0x11)]:
        p = hp.Players(1, game="s3k")
        o = hp.Objects([tunnel(0x23, 0xD30, 0x770, act=act)], 1, "s3k")
        p.place(x=0xD30, y=0x770, grounded=False)
        p.raw.xsp[0] = p.raw.ysp[0] = 0
        p.raw.shield[0] = shield
        p.step(EMPTY, NONE, objects=o)
        assert p.raw.object_control[0] == 0x81 and p.raw.shield[0] == left, (act, shield)


def test_a_ride_agrees_with_every_routine_every_frame():
    """LBZ1's tunnels at their own places (their paths are absolute): one taken and ridden to its
    end; the broad phase skips the far ones and agrees with the stages."""
    objs = [tunnel(s, x, y) for s, x, y in [(0x62, 0xD40, 0x770), (0xE3, 0xD70, 0x740), (0x6A, 0x29C0, 0x470)]]
    seq = [0] * 160

    def start(p):
        p.place(x=0xD40 - 0x18, y=0x770 - 8, grounded=False)
        p.raw.xsp[0], p.raw.ysp[0] = 0x300, 0

    (p1, o1), (p2, o2) = broad_phase_worlds(objs, 0xD40 - 0x18, "s3k")
    start(p1)
    start(p2)
    assert_same_as_stages(p1, o1, p2, o2, seq, EMPTY)
    p = hp.Players(1, game="s3k")
    start(p)
    o = hp.Objects(objs, 1, "s3k")
    held = p.step(EMPTY, np.zeros((160, 1), np.uint8), objects=o, record=["object_control"])["object_control"]
    assert 10 < (held == 0x81).sum() < 160


# ----- the numbers and the layouts -----------------------------------------------------------

def test_the_numbers_are_the_disassembly_s():
    paths = s3_paths()
    assert len(paths) == 0x15 and paths[1] == paths[2] and len(paths[0xC]) == 65
    assert paths[3][:2] == [(0xD30, 0x770), (0xDB0, 0x770)]
    assert [len(p) for p in LRZ_PATHS] == [12, 32, 11, 22, 12]  # their length words $30 $80 $2C $58 $30
    init = s3_routine_text("Obj_AutoTunnelInit", 1500)
    for text in ("#$10,d0", "#$20,d0", "#$18,d1", "#$28,d1", "#$81,object_control(a1)", "#2,anim(a1)",
                 "#$800,ground_vel(a1)"):
        assert text in init
    run = s3_routine_text("Obj_AutoTunnelRun", 1500)
    assert "#$1000,d2" in run and "#$FFF,y_pos(a1)" in run and "#6,subtype(a0)" in run
    assert "#$38,y_vel(a1)" in s3_routine_text("Obj_AutoTunnelLastMove", 300)


@pytest.mark.parametrize("act, table, count", [("lbz1", "sk1", 14), ("lrz2", "sk2", 10)])
def test_every_tunnel_of_the_real_layouts_is_placed(act, table, count):
    recs = hp.levels.object_layout(disasm_checkout("s3k"), act).of_id(0x24)
    objs = [o for o in place(recs, "s3k", act) if o.kind == "s3k_auto_tunnel"]
    assert len(objs) == len(recs) == count
    assert [(o.x, o.y, o.params["subtype"]) for o in objs] == [
        (int(r["x"]), int(r["y"]), int(r["subtype"])) for r in recs]
    hp.Objects(objs, 1, "s3k")


def test_sonic_3_alone_places_its_tunnels_and_no_path_past_its_table():
    lay = hp.levels.object_layout(disasm_checkout("s3k"), "lbz1", game="s3")
    recs = lay.objects[lay.objects["id"] == 0x24]
    assert len([o for o in place(recs, "s3", "lbz1") if o.kind == "s3k_auto_tunnel"]) == len(recs) == 14
    fn = placers()[("s3", 0x24)]
    assert fn(Placement("s3", "lbz1", "s3", 0, 0x100, 0x100, 0x24, 0x15, False, False, False)) == []
    assert placers()[("sk2", 0x24)](Placement("s3k", "lrz2", "sk2", 0, 0x100, 0x100, 0x24, 0x1A, False, False,
                                               False)) == []


def test_the_fireworm_is_left_out_for_its_screen_tests():
    why = catalogue.unmodelled_reason("sk2", 0x99)
    assert "Obj_WaitOffscreen" in why and why.endswith(": not modelled")
