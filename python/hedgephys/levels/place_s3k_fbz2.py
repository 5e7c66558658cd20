"""Placers of Flying Battery's magnet objects and elevators (SK Set 1;
sonic3k.asm, read in a public copy as :mod:`.place_s3k_fbz`):
docs/kinds/s3k_fbz2.md.

* the magnetic platforms ($74 ``Obj_FBZMagneticPlatform``) and the spike
  balls of subtype 0 ($73 ``Obj_FBZMagneticSpikeBall``, loc_3B16E; the
  other subtypes are :mod:`.place_s3k_sk`'s): kind ``s3k_fbz_magnet``
  (cpp/hedgephys/kinds/s3k_fbz_magnet.cpp). Each falls to the floor
  (ObjCheckFloorDist) while the level's magnet flag is clear and rises to
  the ceiling (ObjCheckCeilingDist) or, a platform, its chain's end
  (subtype * $10 - $20 above its layout y) while it is set. The flag
  (_unkF7C1) is flipped only by AnPal_FBZ, when the level frame counter's
  low byte is 0: the objects of counter c read (c >> 8) & 1. A platform is
  solid (SolidObjectFull_Offset $23 / 8, d3 -9) and both hurt (the
  platform's touch $8D, the ball's $9A). The fall starts on the act's first
  frame (the game: when the camera loads it);
* the elevators ($E2 ``Obj_FBZElevator``): a spawner with no collision that
  makes a sloped platform (sub_1DD0E over byte_3CAD0) every $60 frames from
  its first, which rides 1 px a frame (down when the spawner is X-flipped)
  for subtype * 8 frames and is then removed: kind ``s3k_fbz_elevator``, one
  object per slot of a pool large enough that a platform is gone before its
  slot's next one (:func:`fbz_elevator_pool`), the spawner's count from the
  act's first frame (the game: from when the camera loads it).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from ..s3k_fbz2_kinds import S3kFbzElevator
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_FBZMagneticPlatform: collision_flags $8D (hurt, Touch_Sizes $D);
#: loc_3B462's SolidObjectFull_Offset: d1 = $23, d2 = 8, d3 = -9 (the kind's
#: constant); width_pixels $18.
FBZ_MAGNET_PLATFORM_TOUCH = 0x8D
FBZ_MAGNET_PLATFORM_SOLID = (0x23, 8, 0x18)
#: loc_3B16E: collision_flags $9A (hurt, Touch_Sizes $1A).
FBZ_MAGNET_BALL_TOUCH = 0x9A


def fbz_magnet(x: int, y: int, subtype: int, spike_ball: bool = False) -> KindObject:
    """One ``s3k_fbz_magnet``: a magnetic platform (subtype: its chain,
    $2E = subtype * $10 - $20) or a subtype 0 spike ball."""
    if spike_ball:
        w, h = touch_size("s3k", FBZ_MAGNET_BALL_TOUCH)
        return KindObject("s3k_fbz_magnet", x, y, subtype=subtype, spike_ball=True, width_radius=w, height_radius=h)
    w, h = touch_size("s3k", FBZ_MAGNET_PLATFORM_TOUCH)
    d1, d2, aw = FBZ_MAGNET_PLATFORM_SOLID
    return KindObject("s3k_fbz_magnet", x, y, subtype=subtype, width_radius=w, height_radius=h, solid_width=d1,
                      half_height=d2, stand_height=d2, width=aw)


@placer("sk1", 0x74)
def _fbz_magnetic_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZMagneticPlatform`` (init, loc_3B3C0, loc_3B3EC,
    loc_3B3FA, loc_3B450, loc_3B462): the subtype sets its chain's length."""
    return [fbz_magnet(rec.x, rec.y, rec.subtype)]


#: loc_3CA20: a platform every $5F + 1 frames; it rides subtype << 3 frames.
FBZ_ELEVATOR_PERIOD = 0x60
FBZ_ELEVATOR_LIFE_SHIFT = 3


def fbz_elevator_pool(subtype: int) -> int:
    """Platforms of one spawner alive at once, at most: platform n runs
    from counter 1 + $60 n for subtype * 8 + 1 frames (the last at $7F00);
    the kind's pool, which it computes as this from the subtype."""
    return (subtype << FBZ_ELEVATOR_LIFE_SHIFT) // FBZ_ELEVATOR_PERIOD + 1


def fbz_elevator(x: int, y: int, subtype: int, x_flip: bool = False) -> list[KindObject]:
    """The ``s3k_fbz_elevator`` slots of one ``Obj_FBZElevator`` at (x, y)."""
    pool = fbz_elevator_pool(subtype)
    return [S3kFbzElevator(x, y, subtype=subtype, down=x_flip, slot=j) for j in range(pool)]


@placer("sk1", 0xE2)
def _fbz_elevator(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZElevator`` (loc_3CA20) and its platforms (loc_3CA92):
    going down when the spawner is X-flipped (status bit 0)."""
    return list(fbz_elevator(rec.x, rec.y, rec.subtype, rec.x_flip))
