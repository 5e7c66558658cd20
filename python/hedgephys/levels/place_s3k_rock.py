"""Placers of Lava Reef's Iwamodoki, SK Set 2 $9A ``Obj_Iwamodoki`` (its code
is in sonic3k.asm, which the checkout lacks, read from a public copy,
murshies/skdisasm): docs/kinds/s3k_rock.md.

A record gives five objects: the rock (the kind ``s3k_lrz_iwamodoki``) and,
after it, the four shards it bursts into (the kind
``s3k_lrz_iwamodoki_shard``, subtypes 0, 2, 4, 6 as CreateChild2_Complex
numbers them), which wait at the rock's place until it bursts.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_Iwamodoki: ObjDat_Iwamodoki's width_pixels / height_pixels $C (collision
#: 0: the rock has no touch) and its SolidObjectFull d1, d2, d3 (the $17, $C, $B of Obj_Iwamodoki's own
#: frame code, after its routine).
IWAMODOKI_SIZE = 0xC
IWAMODOKI_SOLID = (0x17, 0xC, 0xB)
#: word_8FBD0: the shards' collision_flags $98 (hurt class, Touch_Sizes $18).
IWAMODOKI_SHARD_COLLISION = 0x98
#: ChildObjDat_8FBD6: four children, their subtypes 0, 2, 4, 6 (CreateChild2_Complex: d2 += 2).
IWAMODOKI_SHARDS = 4


@placer("sk2", 0x9A)
def _iwamodoki(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_Iwamodoki``: SolidObjectFull ($17 / $C / $B) until a player
    is nearer than $40 px in X (Find_SonicTails, loc_8FB4C); 165 frames later
    (byte_8FC30 under Animate_RawMultiDelay) it bursts (loc_8FB76) into four
    shards ($98) flying under MoveSprite (loc_8FB90, loc_8FBB8). Its routine
    reads no subtype."""
    d1, d2, d3 = IWAMODOKI_SOLID
    w, h = touch_size("s3k", IWAMODOKI_SHARD_COLLISION)
    rock = KindObject("s3k_lrz_iwamodoki", rec.x, rec.y, width_radius=IWAMODOKI_SIZE, height_radius=IWAMODOKI_SIZE,
                      solid_width=d1, half_height=d2, stand_height=d3, width=IWAMODOKI_SIZE)
    out: list[ObjectDescription] = [rock]
    out += [KindObject("s3k_lrz_iwamodoki_shard", rec.x, rec.y, subtype=2 * n, width_radius=w, height_radius=h)
            for n in range(IWAMODOKI_SHARDS)]
    return out
