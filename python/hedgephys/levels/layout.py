"""Object and ring layouts of an act, as the games store them (issue 18 point 2).

Objects: 6-byte records in layout order up to an x of $FFFF (or the file's
end, in whole records), read into :data:`OBJECT_DTYPE` rows:

* Sonic 1 (``OPL_MakeItem``): x word; y word with bits 0-11 the y, bit 14
  the X-flip and bit 15 the Y-flip (``rol.w #2`` into ``obRender``); id byte
  with bit 7 "remember state" (``obRespawnNo``), the id in bits 0-6; subtype.
* Sonic 2 (``ChkLoadObj``) and Sonic 3 & Knuckles (``sub_19FDC``): x word;
  y word with bits 0-11 the y, bit 13 the X-flip, bit 14 the Y-flip (S3K
  ``rol.w #3``), bit 15 a flag (S2: remember state; S3K: load whatever the
  camera's y); id byte; subtype byte.

Rings (Sonic 2 and 3&K keep them in their own files; Sonic 1's rings are
objects, id $25): S2 ``RingsManager_Setup``: x word (negative: the end), y
word with bits 0-11 the y, bits 12-14 the count - 1 and bit 15 a column
(rings $18 px apart down, else across); S3K ``Load_Rings``: one ring per
x, y word pair, sorted by x, up to an x of $FFFF; a leading record at x = 0
is never loaded (``loc_F604`` starts at the camera's x - 8, at least 1) and is
left out. Both come back one row per ring (:data:`RING_DTYPE`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

import numpy as np

from ..level import LevelBounds
from ..tiles import TileMap
from .common import OBJECT_LAYOUT_MAX, Checkout, LevelDataError

__all__ = ["OBJECT_DTYPE", "RING_DTYPE", "ObjectLayout", "act_end", "read_objects", "read_rings"]

#: One object of a layout: position (pixels), id, subtype, flips and the
#: flag bit (S1 remember state; S2 remember state; S3K load at any y).
OBJECT_DTYPE = np.dtype([("x", np.uint16), ("y", np.uint16), ("id", np.uint8), ("subtype", np.uint8),
                         ("x_flip", np.bool_), ("y_flip", np.bool_), ("flag", np.bool_)])
#: One ring: position in pixels.
RING_DTYPE = np.dtype([("x", np.uint16), ("y", np.uint16)])

_RING_SPACING = 0x18  # S2 RingsMgr_NextRingInRow / NextRingInCol


@dataclass(frozen=True, eq=False)
class ObjectLayout:
    """An act's objects (:data:`OBJECT_DTYPE`, layout order) and rings
    (:data:`RING_DTYPE`; None in Sonic 1, whose rings are objects), with the
    checkout files they were read from."""

    game: str
    act: str
    objects: np.ndarray
    rings: Optional[np.ndarray]
    files: tuple[str, ...]

    def of_id(self, object_id: int) -> np.ndarray:
        """The objects with that id, in layout order."""
        found: np.ndarray = self.objects[self.objects["id"] == object_id]
        return found


def _records(data: bytes, size: int, rel: str, what: str) -> np.ndarray:
    """Whole big-endian records of ``size`` bytes up to a first word of
    $FFFF (the end marker, which may be that one word alone) or the file's
    end, as (count, size) bytes."""
    whole = len(data) - len(data) % size
    rows = np.frombuffer(data, np.uint8, whole).reshape(-1, size)
    first = rows[:, 0].astype(np.uint16) << 8 | rows[:, 1]
    end = np.flatnonzero(first == 0xFFFF)
    if end.size:
        return rows[:end[0]]
    if len(data) % size and data[whole:whole + 2] != b"\xff\xff":
        raise LevelDataError(f"{rel}: {len(data)} bytes is not a whole number of {size}-byte {what} "
                             "records and has no end marker (truncated?)")
    return rows


def read_objects(co: Checkout, rel: str, game: str) -> np.ndarray:
    """The object records of the layout file ``rel`` (module doc)."""
    rows = _records(co.read(rel, "object layout", OBJECT_LAYOUT_MAX), 6, rel, "object")
    out = np.zeros(len(rows), OBJECT_DTYPE)
    x = rows[:, 0].astype(np.uint16) << 8 | rows[:, 1]
    yw = rows[:, 2].astype(np.uint16) << 8 | rows[:, 3]
    out["x"], out["y"], out["subtype"] = x, yw & 0xFFF, rows[:, 5]
    if game == "s1":  # OPL_MakeItem
        out["id"] = rows[:, 4] & 0x7F
        out["flag"] = rows[:, 4] >= 0x80
        out["x_flip"], out["y_flip"] = (yw >> 14) & 1, (yw >> 15) & 1
    else:             # S2 ChkLoadObj, S3K sub_19FDC
        out["id"] = rows[:, 4]
        out["x_flip"], out["y_flip"], out["flag"] = (yw >> 13) & 1, (yw >> 14) & 1, (yw >> 15) & 1
    return out


def read_rings(co: Checkout, rel: str, game: str) -> np.ndarray:
    """The rings of the ring layout file ``rel``, one row each (module doc)."""
    data = co.read(rel, "ring layout", OBJECT_LAYOUT_MAX)
    rows = _records(data, 4, rel, "ring")
    words = (rows.astype(np.uint16)[:, 0::2] << 8) | rows[:, 1::2]
    if game in ("s3k", "s3"):  # Load_Rings: one ring per record; x = 0 never loads (loc_F604)
        keep = words[words[:, 0] != 0]
        out = np.zeros(len(keep), RING_DTYPE)
        out["x"], out["y"] = keep[:, 0], keep[:, 1]
        return out
    rings = []
    for x, yw in words.tolist():   # RingsManager_Setup: groups of 1..8 in a row or a column
        y, count, column = yw & 0xFFF, ((yw >> 12) & 7) + 1, bool(yw & 0x8000)
        for k in range(count):
            rings.append((x, (y + k * _RING_SPACING) & 0xFFFF) if column else ((x + k * _RING_SPACING) & 0xFFFF, y))
    return np.array(rings, RING_DTYPE).reshape(-1)


#: Past the camera's right limit, where the player's own right limit is
#: (rules/terrain §8.9: camera_max_x + $128; S1 and S2 add $40 while the
#: screen is not locked).
_PLAYER_RIGHT = 0x128
_UNLOCKED = {"s1": 0x40, "s2": 0x40, "s3k": 0, "s3": 0}


def act_end(objects: np.ndarray, ids: tuple[int, ...], bounds: LevelBounds, tilemap: TileMap, game: str) -> int:
    """The x (pixels) at which an act is cleared (docs/levels.md "Act ends"):
    the leftmost object of the first id of ``ids`` the layout holds (the
    signpost, whose ``Sign_Touch`` / ``Obj0D_Main`` fires once the player's x
    is at or past its own; or the capsule); without one, the fallback. Either
    way no further than the player can go at the act's start bounds (his
    right limit, ``max_x`` + $128, + $40 in S1 / S2) nor past the map's last
    pixel column: the level events that move the bounds in boss areas are
    not modelled."""
    limit = min(bounds.max_x + _PLAYER_RIGHT + _UNLOCKED[game], tilemap.size_px[0] - 1)
    for oid in ids:
        found = objects["x"][objects["id"] == oid]
        if found.size:
            return min(int(found.min()), limit)
    return limit
