"""Placers of Launch Base's exploding triggers, gate lasers and closed tube
elevators and Marble Garden's moving spike platforms (h-lbz, issue 18), read
in s3.asm; the same objects count in the Sonic 3 & Knuckles acts of those
zones (the ``"sk1"`` table, the same ids). docs/kinds/s3k_lbz.md and
docs/kinds/s3k_mgz_spike_platform.md.

``Obj_LBZExplodingTrigger`` ($13): the kind ``s3k_lbz_exploding_trigger``
at its layout position, with the box of its collision byte $C6 (the special
class, Touch_Sizes 6). A rolling player who touches it has his speeds
negated (sub_24980) and it explodes, flipping bit 0 of the level trigger of
its subtype's low nibble (its parameter ``trigger``), which the trigger
bridges read (docs/kinds/s3k_trigger2.md).

``Obj_LBZGateLaser`` ($21): the kind ``s3k_lbz_gate_laser`` with the layout's
subtype (bits 0-3 the beam's length in 8 px, bits 4-7 its wait) and the box
of its beams' collision byte $98 (Touch_Sizes $18).

``Obj_LBZTubeElevator`` ($10) of a subtype with bit 6 set: the kind
``s3k_lbz_closed_tube``, a closed tube that bobs by its own angle
(Obj_LBZTubeElevatorClosed): width_pixels $18, height_pixels $30,
SolidObjectFull d1 = $18 + $B, d2 = $30, d3 = $31. The others (active
tubes that carry a player) are not placed.

``Obj_MGZMovingSpikePlatform`` ($56): the kind ``s3k_mgz_spike_platform``
with the layout's X-flip (its first direction, $34) and the routine's sizes:
width_pixels $18, height_pixels $30, SolidObjectFull d1 = $18 + $B, d2 = $30,
d3 = $31 (loc_33AFC).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .place_still import S3_ZONES
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_LBZExplodingTrigger's collision byte (the special class, size 6).
LBZ_TRIGGER_COLLISION = 0xC6
#: The collision byte of Obj_LBZGateLaser's beam (sub_2831E's second child).
LBZ_LASER_COLLISION = 0x98
#: Obj_LBZTubeElevator's (width_pixels, height_pixels).
LBZ_TUBE_SIZE = (0x18, 0x30)
#: The subtype bit that keeps a tube elevator closed (Obj_LBZTubeElevator: btst #6).
LBZ_TUBE_CLOSED = 0x40
#: Obj_MGZMovingSpikePlatform's (width_pixels, height_pixels).
MGZ_SPIKE_PLATFORM_SIZE = (0x18, 0x30)


def _lbz_exploding_trigger(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZExplodingTrigger``: collision $C6 (loc_24944, sub_24980)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    w, h = touch_size("s3k", LBZ_TRIGGER_COLLISION)
    # h-trig2: loc_24944 / sub_24980 flip bit 0 of the level trigger of the subtype's low nibble
    return [KindObject("s3k_lbz_exploding_trigger", rec.x, rec.y, width_radius=w, height_radius=h,
                       trigger=rec.subtype & 0xF)]


def _lbz_gate_laser(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZGateLaser``: its subtype; the beam's collision $98 (loc_282D4, loc_2836A)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    w, h = touch_size("s3k", LBZ_LASER_COLLISION)
    return [KindObject("s3k_lbz_gate_laser", rec.x, rec.y, subtype=rec.subtype, width_radius=w, height_radius=h)]


def _solid_full(kind: str, rec: Placement, size: tuple[int, int], **extra: int) -> list[ObjectDescription]:
    """The kind at the record's place with SolidObjectFull's numbers for
    (width_pixels, height_pixels): d1 = width + $B, d2 = height, d3 = height + 1."""
    w, h = size
    return [KindObject(kind, rec.x, rec.y, None, width_radius=w, height_radius=h, solid_width=w + 0xB, half_height=h,
                       stand_height=h + 1, width=w, **extra)]


def _lbz_closed_tube(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_LBZTubeElevator`` with subtype bit 6 (Obj_LBZTubeElevatorClosed)."""
    if not rec.act.startswith(S3_ZONES) or not rec.subtype & LBZ_TUBE_CLOSED:
        return []
    return _solid_full("s3k_lbz_closed_tube", rec, LBZ_TUBE_SIZE)


def _mgz_spike_platform(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_MGZMovingSpikePlatform``: its X-flip (loc_33AC0, loc_33AFC)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    return _solid_full("s3k_mgz_spike_platform", rec, MGZ_SPIKE_PLATFORM_SIZE, x_flip=rec.x_flip)


for _table in ("s3", "sk1"):  # Object pointers - S3 Set, SK Set 1: the same routines at the same ids
    placer(_table, 0x10)(_lbz_closed_tube)
    placer(_table, 0x13)(_lbz_exploding_trigger)
    placer(_table, 0x21)(_lbz_gate_laser)
    placer(_table, 0x56)(_mgz_spike_platform)
