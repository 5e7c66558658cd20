"""The numbers the touch placers read (docs/kinds/touch.md): the hitbox size
tables, Sonic 1's ring spacing, and the collision byte each badnik's init
routine gives itself, by game and routine, read from the disassemblies.

A collision byte ``c`` (S1 ``obColType``, S2/S3K ``collision_flags``) gives
the reaction class ``c & $C0`` (rules/objects G4) and the size index
``c & $3F`` into the game's size table (rules/objects §12.3).
"""
from __future__ import annotations

# ----- hitbox sizes (width radius, height radius) ----------------------------

# S1 ReactToItem .sizes: indices $01-$24 (entry 0 is .sizes-2, never used).
_S1_SIZES = (
    (20, 20), (12, 20), (20, 12), (4, 16), (12, 18), (16, 16), (6, 6), (24, 12), (12, 16), (16, 12),
    (8, 8), (20, 16), (20, 8), (14, 14), (24, 24), (40, 16), (16, 24), (8, 16), (32, 112), (64, 32),
    (128, 32), (32, 32), (8, 8), (4, 4), (32, 8), (12, 12), (8, 4), (24, 4), (40, 4), (4, 8),
    (4, 24), (4, 40), (4, 32), (24, 24), (12, 24), (72, 8),
)
# S2 Touch_Sizes, indices 0-$32: S1's from 1 on, except $A and $21, then $25-$32.
_S2_SIZES = ((4, 4),) + _S1_SIZES[:9] + ((16, 8),) + _S1_SIZES[10:32] + ((4, 16),) + _S1_SIZES[33:] + (
    (24, 40), (16, 4), (32, 2), (4, 64), (24, 128), (32, 16), (16, 32), (16, 48), (16, 64), (16, 80),
    (16, 2), (16, 1), (2, 8), (32, 28),
)
# S3K Touch_Sizes as s3.asm has it, indices 0-$31: S2's up to $27 but $21,
# then its own (sonic3k.asm, not in the checkout this was read from, has the
# same and 7 more, $32-$38, that no placed badnik uses).
_S3K_SIZES = _S2_SIZES[:0x21] + ((24, 24),) + _S2_SIZES[0x22:0x28] + (
    (16, 28), (12, 36), (16, 2), (4, 64), (24, 64), (32, 16), (28, 20), (16, 2), (16, 1), (2, 8),
)
TOUCH_SIZES: dict[str, tuple[tuple[int, int], ...]] = {"s1": _S1_SIZES, "s2": _S2_SIZES, "s3k": _S3K_SIZES}

#: Reaction class of ``c & $C0`` (rules/objects G4), as :class:`hedgephys.Hitbox` names it.
REACTION_CLASSES = {0x00: "badnik", 0x40: "increment", 0x80: "hurt", 0xC0: "special"}


def touch_size(game: str, collision: int) -> tuple[int, int]:
    """The (width, height) radii of collision byte ``collision`` in ``game``
    (``"s1"``, ``"s2"``, ``"s3k"``); ValueError for a size index the game's
    table does not have."""
    sizes = TOUCH_SIZES[game]
    index = (collision & 0x3F) - (1 if game == "s1" else 0)  # S1 reads .sizes-2 + 2 * index
    if not 0 <= index < len(sizes):
        raise ValueError(f"collision byte {collision:#04x} has no size in {game}'s table")
    return sizes[index]


# ----- rings ------------------------------------------------------------------

#: S1 Ring_PosData: (dx, dy) between the rings of one ring object, by subtype >> 4.
S1_RING_SPACING = (
    (0x10, 0), (0x18, 0), (0x20, 0), (0, 0x10), (0, 0x18), (0, 0x20), (0x10, 0x10), (0x18, 0x18),
    (0x20, 0x20), (-0x10, 0x10), (-0x18, 0x18), (-0x20, 0x20), (0x10, 8), (0x18, 0x10), (-0x10, 8), (-0x18, 0x10),
)
#: The ring objects' collision byte: $47, increment class, size 7 = radius 6
#: (S1 Ring_Main, S2 Obj25, S3K Obj_RingInit; rules/objects G5).
RING_COLLISION = 0x47
#: The ring manager's ring radius (S2 Touch_Rings, S3K Test_Ring_Collisions: d1 = 6).
RING_RADIUS = 6

# ----- badniks: id -> (routine that sets the byte, collision byte) -----------

#: Sonic 1 (_incObj/, Obj_Index ids). Those whose init gives no collision
#: byte (Newtron $42, Roller $43: set once they show themselves) or a
#: special one (Yadrin $50: $CC) are not here (docs/kinds/touch.md).
S1_BADNIKS: dict[int, tuple[str, int]] = {
    0x1E: ("Hog_Main", 0x05), 0x1F: ("Crab_Main", 0x06), 0x22: ("Buzz_Main", 0x08),
    0x2B: ("Chop_Main", 0x09), 0x2C: ("Jaws_Main", 0x0A), 0x2D: ("Burro_Main", 0x05),
    0x40: ("Moto_Main", 0x0C), 0x55: ("Bas_Main", 0x0B), 0x5F: ("Bom_Main", 0x9A),
    0x60: ("Orb_Main", 0x0B), 0x78: ("Cat_Main", 0x0B),
}

#: Sonic 2 badniks whose init writes the byte itself (ObjXX_Init).
S2_BADNIKS: dict[int, tuple[str, int]] = {
    0x4A: ("Obj4A_Init", 0x0A), 0x4B: ("Obj4B_Init", 0x0A), 0x50: ("Obj50_Init", 0x0A),
    0x5C: ("Obj5C_Init", 0x09), 0x95: ("Obj95_Init", 0x0B),
}
#: Sonic 2 badniks whose init is LoadSubObject: the layout's subtype picks
#: an entry of SubObjData_Index, whose last byte is the collision byte.
S2_SUBOBJ_BADNIKS = frozenset({0x8C, 0x8D, 0x8E, 0x91, 0x92, 0x99, 0x9D, 0x9E, 0x9F, 0xA1, 0xA3, 0xA4,
                               0xA5, 0xA6, 0xA7, 0xAC})
#: SubObjData_Index entries (subtype -> (data, collision byte)) of those badniks.
S2_SUBOBJ_COLLISION: dict[int, tuple[str, int]] = {
    0x00: ("Obj8C_SubObjData", 0x0B), 0x02: ("Obj8D_SubObjData", 0x02), 0x08: ("Obj91_SubObjData", 0x02),
    0x0A: ("Obj92_SubObjData", 0x12), 0x12: ("Obj99_SubObjData2", 0x06), 0x1E: ("Obj9D_SubObjData", 0x09),
    0x22: ("Obj9E_SubObjData", 0x0B), 0x24: ("Obj9F_SubObjData", 0x0A), 0x28: ("ObjA1_SubObjData", 0x06),
    0x2C: ("ObjA3_SubObjData", 0x06), 0x2E: ("ObjA4_SubObjData", 0x0B), 0x32: ("ObjA5_SubObjData", 0x0B),
    0x34: ("ObjA6_SubObjData", 0x98), 0x36: ("ObjA7_SubObjData", 0x0B), 0x40: ("ObjAC_SubObjData", 0x08),
}

#: Sonic 3 & Knuckles badniks, by routine: the collision byte of the
#: attribute data their init hands to SetUp_ObjAttributes(Slotted) (s3.asm;
#: the label holding it). Those with a special byte ($D7: Jawz, Blastoid,
#: MegaChopper), none at first (Poindexter) or one that changes with their
#: state (BubblesBadnik) are not here (kinds of their own: place_s3_fan,
#: place_s3_badnik), nor the Sonic & Knuckles ones (docs/kinds/touch.md).
S3K_BADNIKS: dict[str, tuple[str, int]] = {
    "Obj_Bloominator": ("ObjDat_Bloominator", 0x23), "Obj_Rhinobot": ("ObjSlot_Rhinobot", 0x0B),
    "Obj_MonkeyDude": ("ObjDat_MonkeyDude", 0x0B), "Obj_CaterKillerJr": ("ObjDat_CaterKillerJr", 0x17),
    "Obj_Buggernaut": ("ObjDat_Buggernaut", 0x17), "Obj_TurboSpiker": ("ObjDat_TurboSpiker", 0x1A),
    "Obj_Spiker": ("ObjDat_Spiker", 0x0A), "Obj_Mantis": ("ObjDat_Mantis", 0x1A),
    "Obj_Tunnelbot": ("ObjDat_Tunnelbot", 0x10), "Obj_Clamer": ("ObjSlot_Clamer", 0x0A),
    "Obj_Batbot": ("ObjDat_Batbot", 0x0D), "Obj_Blaster": ("ObjDat_Blaster", 0x0A),
    "Obj_TechnoSqueek": ("ObjDat_576F2", 0x0B), "Obj_Penguinator": ("ObjSlot_Penguinator", 0x1A),
    "Obj_StarPointer": ("ObjDat_StarPointer", 0x0B), "Obj_SnaleBlaster": ("ObjDat_SnaleBlaster", 0x0B),
    "Obj_Ribot": ("ObjDat_Ribot", 0x0B), "Obj_Orbinaut": ("ObjDat_Orbinaut", 0x0B),
    "Obj_Corkey": ("ObjDat_Corkey", 0x0B), "Obj_Flybot767": ("ObjSlot_Flybot767", 0x1A),
}

#: Sonic & Knuckles' own badniks (SK Set 2), by routine: their code is in
#: sonic3k.asm, which the checkout these were read from lacks; the bytes are
#: those of sonicretro/skdisasm's sonic3k.asm, read from a public copy of it,
#: and are not checked by the real-checkout tests. Left out: Madmole,
#: Sandworm, Rock'n, Iwamodoki (byte 0: solids or not touchable at rest),
#: Mushmeanie ($D7, special), Fireworm (its head has no touch response).
SK_ONLY_BADNIKS: dict[str, tuple[str, int]] = {
    "Obj_Dragonfly": ("ObjDat3_8DF96", 0x17), "Obj_Butterdroid": ("ObjSlot_Butterdroid", 0x17),
    "Obj_Cluckoid": ("ObjSlot_Cluckoid", 0x1A), "Obj_Skorp": ("ObjDat_Skorp", 0x06),
    "Obj_Toxomister": ("ObjDat_Toxomister", 0x18), "Obj_Spikebonker": ("ObjDat_Spikebonker", 0x1A),
    "Obj_Chainspike": ("ObjDat_Chainspike", 0x1A),
}

# The S3K object pointer lists (Levels/Misc/Object pointers - S3 Set, SK Set 1, SK Set 2):
# the ids of those routines, of Obj_Monitor and of Obj_Ring in each.
_S3_SET = {0x81: "Obj_Bloominator", 0x82: "Obj_Rhinobot", 0x83: "Obj_MonkeyDude", 0x87: "Obj_SnaleBlaster",
           0x88: "Obj_Ribot", 0x89: "Obj_Orbinaut", 0x8A: "Obj_Corkey", 0x8B: "Obj_Flybot767",
           0x9B: "Obj_Buggernaut", 0x9C: "Obj_TurboSpiker", 0x9F: "Obj_CaterKillerJr", 0xA0: "Obj_Clamer",
           0xA2: "Obj_Batbot", 0xA4: "Obj_Tunnelbot", 0xA5: "Obj_Spiker", 0xA6: "Obj_Mantis",
           0xA7: "Obj_Blaster", 0xA8: "Obj_TechnoSqueek", 0xAA: "Obj_Penguinator", 0xAB: "Obj_StarPointer"}
_SK_SET_1 = {0x8C: "Obj_Bloominator", 0x8D: "Obj_Rhinobot", 0x8E: "Obj_MonkeyDude", 0x8F: "Obj_CaterKillerJr",
             0x95: "Obj_Buggernaut", 0x96: "Obj_TurboSpiker", 0x9C: "Obj_Spiker", 0x9D: "Obj_Mantis",
             0x9E: "Obj_Tunnelbot", 0xA3: "Obj_Clamer", 0xA5: "Obj_Batbot", 0xA8: "Obj_Blaster",
             0xA9: "Obj_TechnoSqueek", 0xAD: "Obj_Penguinator", 0xAE: "Obj_StarPointer",
             0xBE: "Obj_SnaleBlaster", 0xBF: "Obj_Ribot", 0xC0: "Obj_Orbinaut", 0xC1: "Obj_Corkey",
             0xC2: "Obj_Flybot767"}
_SK_SET_2 = {0x8E: "Obj_Dragonfly", 0x8F: "Obj_Butterdroid", 0x90: "Obj_Cluckoid", 0x94: "Obj_Skorp",
             0x9B: "Obj_Toxomister", 0xA4: "Obj_Spikebonker", 0xA5: "Obj_Chainspike"}
S3K_BADNIK_IDS: dict[str, dict[int, str]] = {"s3": _S3_SET, "sk1": _SK_SET_1, "sk2": _SK_SET_2}
S3K_MONITOR_ID = 0x01  # Obj_Monitor, in all three lists
S3K_RING_IDS: dict[str, tuple[int, ...]] = {
    "s3": (0x00, 0x25, *range(0x6F, 0x80), *range(0xD4, 0xE0), *range(0xEE, 0xFF)),
    "sk1": (0x00, 0x0B, 0x1C, 0x25, 0xC7, 0xD1, 0xD2, 0xD3),
    "sk2": (0x00, *range(0x62, 0x6A), *range(0x6F, 0x74), 0x9F),
}
