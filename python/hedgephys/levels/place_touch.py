"""Placers of the touch objects (issue 18): rings, monitors and badniks
(docs/kinds/touch.md).

* Rings: Sonic 1's ring objects ($25, several rings per record) and the
  S3K ``Obj_Ring`` objects are ``"increment"`` hitboxes of radius 6; the S2
  and S3K ring layouts (:attr:`~hedgephys.levels.layout.ObjectLayout.rings`)
  are the ring manager's ``"ring"`` hitboxes, from :func:`place_rings`.
* Monitors: :class:`~hedgephys.Monitor` at the game's own size, with the
  contents its subtype names.
* Badniks: a :class:`~hedgephys.Hitbox` at the layout position, sized and
  classed by the collision byte its init routine gives it
  (:mod:`~hedgephys.levels.touch_data`). Their motion is not modelled.
"""
from __future__ import annotations

from typing import Optional

from ..monitor_contents import layout_contents
from ..objects import Hitbox, Monitor, ObjectDescription
from .layout import ObjectLayout
from .placing import Placement, placer
from .touch_data import (REACTION_CLASSES, RING_COLLISION, RING_RADIUS, S1_BADNIKS, S1_RING_SPACING, S2_BADNIKS,
                         S2_SUBOBJ_BADNIKS, S2_SUBOBJ_COLLISION, S3K_BADNIK_IDS, S3K_BADNIKS, S3K_MONITOR_ID,
                         S3K_RING_IDS, SK_ONLY_BADNIKS, touch_size)

__all__ = ["place_rings", "touch_hitbox"]


def touch_hitbox(game: str, x: int, y: int, collision: int) -> Hitbox:
    """A hitbox at (x, y) as collision byte ``collision`` of ``game`` makes
    it: size ``collision & $3F`` from the game's table, reaction ``collision & $C0``."""
    w, h = touch_size(game, collision)
    return Hitbox(x, y, w, h, reaction=REACTION_CLASSES[collision & 0xC0])


def place_rings(layout: ObjectLayout) -> list[ObjectDescription]:
    """The ring manager's rings of an S2 or S3K act, one ``"ring"`` hitbox
    of radius 6 each (S2 ``Touch_Rings``, S3K ``Test_Ring_Collisions``), in
    the layout's order; Sonic 1 keeps its rings in objects ($25): ``[]``."""
    if layout.rings is None:
        return []
    return [Hitbox(int(r["x"]), int(r["y"]), RING_RADIUS, RING_RADIUS, reaction="ring") for r in layout.rings]


# ----- Sonic 1 ------------------------------------------------------------------

@placer("s1", 0x25)
def _s1_rings(rec: Placement) -> list[ObjectDescription]:
    """S1 Ring_Main: subtype bits 0-2 the count - 1 (7 reads as 6), bits 4-7
    the spacing (Ring_PosData); the first ring at the record's position."""
    more = rec.subtype & 7
    dx, dy = S1_RING_SPACING[rec.subtype >> 4]
    w, h = touch_size("s1", RING_COLLISION)
    return [Hitbox((rec.x + i * dx) & 0xFFFF, (rec.y + i * dy) & 0xFFFF, w, h, reaction="increment")
            for i in range((6 if more == 7 else more) + 1)]


@placer("s1", 0x26)
@placer("s2", 0x26)
def _monitor(rec: Placement) -> list[ObjectDescription]:
    """S1 Monitor (Mon_Main), S2 Obj26, S3K Obj_Monitor: a monitor at its
    position, the game's size, holding what its subtype names
    (:func:`~hedgephys.monitor_contents.layout_contents`)."""
    return [Monitor(rec.x, rec.y, contents=layout_contents(rec.game, rec.subtype))]


@placer("s1", *S1_BADNIKS)
def _s1_badnik(rec: Placement) -> list[ObjectDescription]:
    """The byte each badnik's Main routine writes to obColType (S1_BADNIKS)."""
    return [touch_hitbox("s1", rec.x, rec.y, S1_BADNIKS[rec.id][1])]


# ----- Sonic 2 ------------------------------------------------------------------

@placer("s2", 0x25)
def _s2_ring(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj25: one ring object, collision $47."""
    return [touch_hitbox("s2", rec.x, rec.y, RING_COLLISION)]


@placer("s2", *S2_BADNIKS)
def _s2_badnik(rec: Placement) -> list[ObjectDescription]:
    """The byte each badnik's ObjXX_Init writes to collision_flags (S2_BADNIKS)."""
    return [touch_hitbox("s2", rec.x, rec.y, S2_BADNIKS[rec.id][1])]


@placer("s2", *S2_SUBOBJ_BADNIKS)
def _s2_subobj_badnik(rec: Placement) -> list[ObjectDescription]:
    """LoadSubObject: the subtype indexes SubObjData_Index; its last byte is
    collision_flags. A subtype without a known entry, or one with no
    collision byte, places nothing."""
    entry: Optional[tuple[str, int]] = S2_SUBOBJ_COLLISION.get(rec.subtype)
    if entry is None or entry[1] == 0:
        return []
    return [touch_hitbox("s2", rec.x, rec.y, entry[1])]


# ----- Sonic 3 & Knuckles ---------------------------------------------------------

_S3K_BYTES = {**S3K_BADNIKS, **SK_ONLY_BADNIKS}


def _s3k_badnik(rec: Placement) -> list[ObjectDescription]:
    """The collision byte of the attribute data the routine's init sets up
    (S3K_BADNIKS, SK_ONLY_BADNIKS)."""
    return [touch_hitbox("s3k", rec.x, rec.y, _S3K_BYTES[S3K_BADNIK_IDS[rec.table][rec.id]][1])]


def _s3k_ring(rec: Placement) -> list[ObjectDescription]:
    """Obj_RingInit: one ring object, collision $47."""
    return [touch_hitbox("s3k", rec.x, rec.y, RING_COLLISION)]


for _table in ("s3", "sk1", "sk2"):
    placer(_table, S3K_MONITOR_ID)(_monitor)   # Obj_Monitor
    placer(_table, *S3K_RING_IDS[_table])(_s3k_ring)
    placer(_table, *S3K_BADNIK_IDS[_table])(_s3k_badnik)
