"""The still objects' placers (levels/place_still.py) on real layouts
(HEDGEPHYS_DISASM): their sizes are the routines' numbers, read from the
checkouts' text, and a player meets a placed one as its routine makes him."""
import re

import pytest

import hedgephys as hp
from hedgephys.levels.placing import place
from hedgephys.kinds import KindObject
from hedgephys.objects import Hitbox, JumpThrough, Objects, SolidBox
from hedgephys.spike_kinds import Breakable, Spikes
from helpers import disasm_checkout, disasm_read, one_player

ASM = {"s2": "s2.asm", "s3k": "s3.asm"}


def routine_lines(game, label, count=40):
    """The `count` lines of code from `label:` on in the game's source."""
    lines = disasm_read(game, ASM[game]).splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"{label}:"))
    return [line.split(";")[0].strip() for line in lines[start:start + count]]


def solid_call(lines):
    """The constant (d1, d2, d3) before the first solid call of `lines`
    (d1 = width_pixels + $B where the routine adds $B to the width)."""
    regs = {}
    for line in lines:
        m = re.match(r"move\.w\s+#\$?([0-9A-F]+),(d[123])$", line, re.I)
        if m:
            regs[m.group(2)] = int(m.group(1), 16) if "$" in line else int(m.group(1))
        if re.match(r"(jsr|jsrto|bsr)\S*\s+\S*Solid", line):
            return regs.get("d1"), regs.get("d2"), regs.get("d3")
    raise AssertionError("no solid call")


def layout_objects(game, act, obj_id, table_game=None):
    lay = hp.levels.object_layout(disasm_checkout(game), act, game=table_game or game)
    objs = place(lay.objects, table_game or game, act)
    Objects(objs, 1, "s3k" if (table_game or game) in ("s3", "s3k") else game)  # accepted by the game
    records = lay.objects[lay.objects["id"] == obj_id]
    return records, objs


def params(obj, game):
    o = Objects([obj], 1, game)
    return int(o.raw.cx[0, 0]), int(o.raw.hs[0, 0]), int(o.raw.aw[0, 0])


# ----- sizes: the routines' numbers ----------------------------------------------

def test_s2_button_sizes_are_obj47s():
    d1, d2, d3 = solid_call(routine_lines("s2", "Obj47_Main"))
    records, objs = layout_objects("s2", "mtz1", 0x47)
    buttons = [o for o in objs if isinstance(o, SolidBox) and o.height_radius == d2]
    assert len(buttons) == len(records) > 0
    assert {(o.x, o.y) for o in buttons} == {(int(r["x"]), int(r["y"]) + 4) for r in records}  # addq.w #4,y_pos
    assert {params(o, "s2") for o in buttons} == {(d1, d3, 0x10)}


def test_s2_fixed_bricks_are_placed_and_swinging_ones_not():
    d1, d2, d3 = solid_call(routine_lines("s2", "loc_28D6C"))
    assert d1 is None and (d2, d3) == (0x10, 0x11)  # d1 = width_pixels ($10) + $B
    records, objs = layout_objects("s2", "mcz1", 0x75)
    fixed = {(int(r["x"]), int(r["y"])) for r in records if r["subtype"] & 0xF == 0xF}
    bricks = [o for o in objs if isinstance(o, SolidBox) and (o.x, o.y) in fixed]
    assert len(bricks) == len(fixed) > 0 and len(fixed) < len(records)
    assert {params(o, "s2") for o in bricks} == {(0x1B, 0x11, 0x10)}


def subobj_data(label):
    """The (width_pixels, collision) of an S2 subObjData line (its last two values)."""
    line = routine_lines("s2", label, 2)[1]
    *_, width, collision = (v.strip() for v in line.split(","))
    return tuple(int(v[1:], 16) if v.startswith("$") else int(v) for v in (width, collision))


def test_s2_clucker_bases_are_solid_like_the_purple_rock():
    assert solid_call(routine_lines("s2", "ObjAD_Main")) == (0x1B, 8, 8)
    assert subobj_data("ObjAD_SubObjData") == (0x18, 0)
    records, objs = layout_objects("s2", "wfz", 0xAD)
    bases = [o for o in objs if isinstance(o, Breakable)]
    assert len(bases) == len(records) > 0 and all(int(r["subtype"]) == 0x42 for r in records)
    assert {params(o, "s2") for o in bases} == {(0x1B, 8, 0x18)}


def test_s2_vertical_propellers_are_hurt_boxes_unless_y_flipped():
    width, collision = subobj_data("ObjB4_SubObjData")
    assert collision == 0xA8
    w, h = hp.levels.touch_data.touch_size("s2", collision)
    for act in ("wfz", "scz"):
        records, objs = layout_objects("s2", act, 0xB4)
        want = {(int(r["x"]), int(r["y"])) for r in records if not r["y_flip"]}
        got = [o for o in objs if isinstance(o, Hitbox) and o.reaction == "hurt" and (o.x, o.y) in want]
        assert len(got) == len(want) and {(o.width_radius, o.height_radius) for o in got} <= {(w, h)}
        assert len(want) < len(records) if act == "scz" else len(want) == len(records) > 0


@pytest.mark.parametrize("game", ["s3k", "s3"])
def test_s3k_buttons_by_subtype_bit_5(game):
    full = solid_call(routine_lines("s3k", "loc_2BB90"))
    top = solid_call(routine_lines("s3k", "loc_2BBFE"))
    assert full == (0x1B, 4, 5) and (top[0], top[2]) == (0x10, 6)
    for act in ("hcz1", "icz1", "icz2", "aiz1"):
        records, objs = layout_objects("s3k", act, 0x33, table_game=game)
        want = {(int(r["x"]), int(r["y"]) + 4, bool(r["subtype"] & 0x20)) for r in records}
        # h-trig: the kind s3k_button (place_s3k_trigger), solid as the JumpThrough / SolidBox before
        got = {(o.x, o.y, bool(o.subtype & 0x20)) for o in objs if getattr(o, "kind", "") == "s3k_button"}
        assert got == want
        for o in objs:
            if getattr(o, "kind", "") == "s3k_button":
                was = JumpThrough(o.x, o.y, 0x10, 6) if o.subtype & 0x20 else SolidBox(o.x, o.y, 0x10, 4, stand_height=5)
                assert params(o, "s3k") == params(was, "s3k")
    jt = JumpThrough(0, 0, 0x10, 6)
    assert params(jt, "s3k")[1:] == (6, 0x10)
    assert params(SolidBox(0, 0, 0x10, 4, stand_height=5), "s3k") == (0x1B, 5, 0x10)


def test_s3k_buttons_of_sk_zones_are_placed_as_sonic_3s():
    # h-dez: sonic3k.asm's Obj_Button runs Sonic 3's two routines (tests/test_place_cov_dez.py)
    for act in ("fbz1", "fbz2", "lrz1"):
        records, objs = layout_objects("s3k", act, 0x33)
        want = {(int(r["x"]), int(r["y"]) + 4, bool(r["subtype"] & 0x20)) for r in records}
        got = {(o.x, o.y, bool(o.subtype & 0x20)) for o in objs if getattr(o, "kind", "") == "s3k_button"
               and not o.side}  # h-trig: Lava Reef's side buttons $1C are the same kind
        assert got == want and len(records) > 0


def test_hcz_blocks_follow_byte_1cfea():
    text = disasm_read("s3k", "s3.asm")
    table = text[text.index("byte_1CFEA:"):text.index("Obj_HCZBlock:")]
    sizes = [tuple(int(v, 16) for v in m) for m in re.findall(r"dc\.b\s+\$([0-9A-F]+),\s*\$([0-9A-F]+)", table)]
    lines = [" ".join(x.split()) for x in routine_lines("s3k", "Obj_HCZBlock", 30)]
    assert "addi.w #$B,d1" in lines and "addq.w #1,d3" in lines  # d1 = width + $B, d3 = d2 + 1
    for game in ("s3k", "s3"):
        records, objs = layout_objects("s3k", "hcz1", 0x40, table_game=game)
        where = {(int(r["x"]), int(r["y"])): int(r["subtype"]) for r in records}
        blocks = [o for o in objs if isinstance(o, SolidBox) and (o.x, o.y) in where]
        assert len(blocks) == len(records) > 0
        for o in blocks:
            w, h = sizes[where[(o.x, o.y)]]
            assert (o.width_radius, o.height_radius, o.stand_height) == (w, h, h + 1)


def test_icz_ice_of_subtype_0_is_a_hurt_box():
    lines = " ".join(" ".join(x.split()) for x in routine_lines("s3k", "ObjDat3_58CCA", 5))
    assert "$10, $18, 5, $82" in lines  # the collision byte, hurt class $80, size 2
    w, h = hp.levels.touch_data.touch_size("s3k", 0x82)
    for game, obj_id in (("s3k", 0xB8), ("s3", 0xC1)):
        records, objs = layout_objects("s3k", "icz1", obj_id, table_game=game)
        zero = {(int(r["x"]), int(r["y"])) for r in records if r["subtype"] == 0}
        ice = [o for o in objs if isinstance(o, Hitbox) and o.reaction == "hurt" and (o.x, o.y) in zero]
        assert len(ice) == len(zero) > 0 and len(zero) < len(records)
        assert {(o.width_radius, o.height_radius) for o in ice} == {(w, h)}


def test_hurt_blocks_are_spikes_of_their_size_and_flip():
    """Obj_InvisibleHurtBlockHorizontal: the size as Obj_InvisibleBlock's;
    unflipped only the upright spikes' sizes, y-flipped any spikes' size,
    x-flipped (a side hurt without the spikes' pushing-bit clearing) none."""
    lines = [" ".join(x.split()) for x in routine_lines("s3k", "loc_1D0F6", 20)]
    assert "bsr.w sub_228EC" in lines and "addq.w #1,d3" in lines
    for game in ("s3k", "s3"):
        for act in ("hcz1", "hcz2", "icz1", "icz2"):
            records, objs = layout_objects("s3k", act, 0x6A, table_game=game)
            spikes = {(o.x, o.y): o for o in objs if isinstance(o, Spikes)}
            for r in records:
                w, h = ((int(r["subtype"]) & 0xF0) + 0x10) >> 1, ((int(r["subtype"]) & 0xF) + 1) << 3
                upright = [(16, 16), (32, 16), (48, 16), (64, 16)]  # byte_22602, frames 0-3, then 4-7
                fits = (w, h) in upright + ([(16, 32), (16, 48), (16, 64)] if r["y_flip"] else [])
                o = spikes.get((int(r["x"]), int(r["y"])))
                assert (o is not None) == bool(fits and not r["x_flip"])
                if o is not None:
                    assert params(o, "s3k") == (w + 11, h + 1, w) and o.y_flip == bool(r["y_flip"])


# ----- a player meets them as their routines make him ------------------------------

def first(game, act, obj_id, kind, table_game=None, test=lambda r: True):
    records, objs = layout_objects(game, act, obj_id, table_game)
    where = {(int(r["x"]), int(r["y"])) for r in records if test(r)}
    return next(o for o in objs if isinstance(o, kind) and ((o.x, o.y) in where or (o.x, o.y - 4) in where))


@pytest.mark.parametrize("game, act, obj_id, test", [
    ("s2", "mtz1", 0x47, lambda r: True),
    ("s2", "mcz1", 0x75, lambda r: r["subtype"] & 0xF == 0xF),
    ("s3k", "hcz1", 0x40, lambda r: True),
])
def test_a_player_lands_on_and_is_stopped_by_a_placed_block(game, act, obj_id, test):
    box = first(game, act, obj_id, SolidBox, test=test)
    ox, oy, hj = int(box.x), int(box.y), box.height_radius
    # falling onto its middle: lands at oy - hj - 19 - 1 (A8)
    p = one_player(game, x=ox, y=oy - hj - 18, y_speed=0x100, in_air=True)
    o = Objects([box], 1, game)
    assert o.update(p, 0)[1] == "top"
    assert "landed_on_object:0" in o.events(0) and int(p.raw.y[0]) >> 16 == oy - hj - 20
    # running into its left side: pushed out, speed cleared
    p = one_player(game, x=ox - box.width_radius - 10, y=oy, x_speed=0x600, ground_speed=0x600)
    o = Objects([box], 1, game)
    assert o.update(p, 0)[1] == "side"
    assert int(p.raw.x[0]) >> 16 == ox - (box.width_radius + 11) and int(p.raw.xsp[0]) == 0


def test_a_player_lands_on_a_top_solid_button():
    button = first("s3k", "hcz1", 0x33, KindObject)  # h-trig: the kind s3k_button
    ox, oy = int(button.x), int(button.y)
    p = one_player("s3k", x=ox, y=oy - 6 - 18, y_speed=0x100, in_air=True)
    o = Objects([button], 1, "s3k")
    o.update(p, 0)
    assert p.raw.on_object[0] == 0 and int(p.raw.y[0]) >> 16 == oy - 6 - 20
    # from below it lets him through
    p = one_player("s3k", x=ox, y=oy + 10, y_speed=-0x400, in_air=True)
    o.update(p, 0)
    assert p.raw.on_object[0] == -1 and int(p.raw.ysp[0]) == -0x400


def test_a_player_lands_on_a_clucker_base_and_is_hurt_by_a_propeller():
    base = first("s2", "wfz", 0xAD, Breakable)
    ox, oy = int(base.x), int(base.y)
    p = one_player("s2", x=ox, y=oy - 8 - 18, y_speed=0x100, in_air=True)
    o = Objects([base], 1, "s2")
    assert o.update(p, 0)[1] == "top" and int(p.raw.y[0]) >> 16 == oy - 8 - 20
    prop = first("s2", "wfz", 0xB4, Hitbox)
    o = Objects([prop], 1, "s2")
    p = one_player("s2", x=int(prop.x), y=int(prop.y) + 40)
    o.scan(p)
    assert p.raw.hurt[0] == 1


def test_a_player_touching_the_ice_is_hurt():
    ice = first("s3k", "icz1", 0xB8, Hitbox, test=lambda r: r["subtype"] == 0)
    o = Objects([ice], 1, "s3k")
    p = one_player("s3k", x=int(ice.x) - ice.width_radius - 8, y=int(ice.y))
    o.scan(p)
    assert p.raw.hurt[0] == 1 and "hurt:0" in o.events(0)
    p = one_player("s3k", x=int(ice.x) - ice.width_radius - 40, y=int(ice.y))
    o.scan(p)
    assert p.raw.hurt[0] == 0


# ----- why the others are not placed ------------------------------------------------

def test_reasons_read_from_the_routines():
    from hedgephys.levels import catalogue
    assert catalogue.unmodelled_reason("s2", 0x0B).startswith("starts by the V-interrupt counter")  # Obj0B
    assert "kills" in catalogue.unmodelled_reason("sk1", 0x6B)  # Obj_InvisibleHurtBlockVertical
    assert catalogue.unmodelled_reason("s2", 0x3E).startswith("end of act")  # the words still apply


def placed_hurt_block(act, y_flip):
    records, objs = layout_objects("s3k", act, 0x6A)
    where = {(int(r["x"]), int(r["y"])) for r in records if bool(r["y_flip"]) == y_flip}
    return next(o for o in objs if isinstance(o, Spikes) and (o.x, o.y) in where)


def test_a_player_is_hurt_on_top_of_an_unflipped_hurt_block():
    block = placed_hurt_block("hcz2", False)
    ox, oy = int(block.x), int(block.y)
    p = one_player("s3k", x=ox, y=oy - 16 - 18, y_speed=0x100, in_air=True)
    o = Objects([block], 1, "s3k")
    assert o.update(p, 0)[1] == "top"
    assert o.events(0) == ["landed_on_object:0", "hurt:0"] and p.raw.hurt[0] == 1


def test_a_player_is_hurt_jumping_into_a_flipped_hurt_block():
    block = placed_hurt_block("icz1", True)
    ox, oy = int(block.x), int(block.y)
    p = one_player("s3k", x=ox, y=oy + 16 + 14, y_speed=-0x400, in_air=True)
    o = Objects([block], 1, "s3k")
    assert o.update(p, 0)[1] == "bottom"
    assert p.raw.hurt[0] == 1 and "hurt:0" in o.events(0)
