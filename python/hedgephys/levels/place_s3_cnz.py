"""Placers of Carnival Night's objects (S3K, read in s3.asm): the trap doors
(``Obj_CNZTrapDoor``, S3 Set and SK Set 1 $44), a
:class:`~hedgephys.JumpThrough`, the rising platforms
(``Obj_CNZRisingPlatform``, $43 of both), the kind
``s3k_cnz_rising_platform``, the cannons (``Obj_CNZCannon``, $42 of both),
the kind ``s3k_cnz_cannon``, and the cylinders (``Obj_CNZCylinder``, S3 Set
and SK Set 1 $47), the kind ``s3k_cnz_cylinder`` (docs/kinds/s3k_cnz.md).
Sonic & Knuckles' copy of the cylinder (sonic3k.asm, SK Set 1 $47) is the
same routine after one test: the one at x $17E0 deletes itself when Knuckles
plays (Player_mode 3); it is placed with ``sk_copy``, and the kind reads the
run's character.

``Obj_CNZTrapDoor`` calls ``SolidObjectTop`` every frame with d1 = $20 and
d3 = 9 (loc_30D5C), whatever its picture: a player below it within $20 px
(sub_30D8C) only starts its opening animation (``Ani_CNZTrapDoor``, drawn
frames, no routine change), and a top-solid object lets him through from
below anyway. Present from the first frame (docs/levels.md).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import JumpThrough, ObjectDescription
from .placing import Placement, placer
from .place_still import S3_ZONES

__all__: list[str] = []

#: loc_30D5C: SolidObjectTop's d1 (width) and d3 (surface height).
CNZ_TRAP_DOOR_SIZE = (0x20, 9)


def _cnz_trap_door(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_CNZTrapDoor``: SolidObjectTop, d1 = $20, d3 = 9 (Sonic 3's zones only)."""
    return [JumpThrough(rec.x, rec.y, *CNZ_TRAP_DOOR_SIZE)] if rec.act.startswith(S3_ZONES) else []


placer("s3", 0x44)(_cnz_trap_door)   # Object pointers - S3 Set
placer("sk1", 0x44)(_cnz_trap_door)  # Object pointers - SK Set 1


#: loc_30C10: SolidObjectTop's d1 (width) and d3 (surface height).
CNZ_RISING_PLATFORM_SIZE = (0x30, 0x11)


def _cnz_rising_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_CNZRisingPlatform``: sinks under a rider to the floor, springs back up when he leaves
    (sub_30C48), SolidObjectTop with d1 = $30, d3 = $11: the kind ``s3k_cnz_rising_platform``."""
    if not rec.act.startswith(S3_ZONES):
        return []
    width, surface = CNZ_RISING_PLATFORM_SIZE
    return [KindObject("s3k_cnz_rising_platform", rec.x, rec.y, width=width, surface=surface)]


placer("s3", 0x43)(_cnz_rising_platform)   # Object pointers - S3 Set
placer("sk1", 0x43)(_cnz_rising_platform)  # Object pointers - SK Set 1


#: off_31348's entries: the motions (subtype & $F) its table holds.
CNZ_CYLINDER_MOTIONS = 13


#: sonic3k.asm's Obj_CNZCylinder: the x where the copy deletes itself for Knuckles (Player_mode 3).
CNZ_CYLINDER_SK_KNUCKLES_X = 0x17E0


def _cnz_cylinder(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_CNZCylinder`` (loc_312E2; S&K's copy loc_32188): its motion (sub_3133C / sub_321E2)
    and rider routine (sub_3161A / sub_324C0), then SolidObjectFull with d1 = $2B, d2 = $20,
    d3 = $21 (the kind's defaults). S&K's copy (``sk_copy``) first deletes the one at x $17E0
    when Player_mode is 3 (Knuckles)."""
    if not rec.act.startswith(S3_ZONES) or rec.subtype & 0xF >= CNZ_CYLINDER_MOTIONS:
        return []  # motions $D-$F read past off_31348
    return [KindObject("s3k_cnz_cylinder", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       sk_copy=rec.table == "sk1")]


placer("s3", 0x47)(_cnz_cylinder)   # Object pointers - S3 Set
placer("sk1", 0x47)(_cnz_cylinder)  # Object pointers - SK Set 1 (sonic3k.asm's copy)


#: sub_307EC: SolidObjectTop's d1 (width) and d3 (surface height) while the cannon is ready.
CNZ_CANNON_SIZE = (0x10, 0x29)


def _cnz_cannon(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_CNZCannon``: top-solid while ready (d1 = $10, d3 = $29), it takes a player who lands
    on it, turns and fires him at a jump press (sub_307EC, sub_308B4): the kind ``s3k_cnz_cannon``."""
    if not rec.act.startswith(S3_ZONES):
        return []
    width, surface = CNZ_CANNON_SIZE
    return [KindObject("s3k_cnz_cannon", rec.x, rec.y, width=width, surface=surface)]


placer("s3", 0x42)(_cnz_cannon)   # Object pointers - S3 Set
placer("sk1", 0x42)(_cnz_cannon)  # Object pointers - SK Set 1 (sonic3k.asm's copy is the same routine)
