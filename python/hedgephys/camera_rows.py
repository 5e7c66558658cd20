"""The rows of the camera's level events (docs/camera.md): :class:`CameraEvent`,
the conditions a row tests, the int32 array the core takes, and the forms
several acts share (the per-game rows are in ``camera_acts_s1``/``_s2``/``_s3``;
:mod:`hedgephys.camera` gathers them)."""
from __future__ import annotations

from typing import NamedTuple, Optional

import numpy as np
from numpy.typing import NDArray

#: The tests a row makes on the camera's top-left corner (unsigned 16-bit
#: compares, as the games' ``blo``/``bhs``), by name -> the core's code.
#: ``"frames"`` counts the frames the row is reached (``raw.event_timer``, S2
#: ``Boss_spawn_delay``) and passes from the ``at``-th on; ``"player_y>="``
#: tests the player's own y pixel (S1 ``DLE_SYZ2``'s ``v_player+obY``),
#: ``"player_y<"`` the other side, ``"player_x>="`` and ``"player_x<"`` his x
#: pixel (S&K ``MHZ1_ScreenEvent``'s ``Player_1+x_pos``), ``"airborne"`` his
#: in-air status bit (S&K ``sub_575EA``).
CONDITIONS = {"always": 0, "x>=": 1, "x<": 2, "y>=": 3, "y<": 4, "frames": 5, "player_y>=": 6, "player_x>=": 7,
              "player_x<": 8, "player_y<": 9, "airborne": 10}

_FLAGS = {"min_x": 1, "max_x": 2, "min_y": 4, "target_y": 8, "max_y": 16}
_CAMERA, _ADVANCE, _GO_ON, _TABLE, _RETREAT, _GUARD, _SCREEN = 32, 64, 128, 256, 512, 1024, 2048


class CameraEvent(NamedTuple):
    """One row: in event routine ``routine``, when the camera passes ``cond``
    against ``at`` (pixels), set the bounds given (None: kept; ``min_x="camera"``:
    the camera's own x, the games' screen lock). ``target_y`` is the bottom
    bound's target, which the bottom bound approaches by 2 px a frame (8 while
    the player is in the air near it); ``max_y`` sets the bottom at once.
    ``advance`` moves the routine on and ends the frame's rows, ``retreat``
    moves it back; a failing row ends them unless ``go_on``. ``table`` rows in
    a run are a lookup: the first passing one applies (S3K ``Resize_MaxYFromX``).
    ``guard``: the top is written only when at or above the camera's y, the
    bottom and its target only when at or below it (S&K ``sub_575EA``).
    ``screen``, on every row of an act or on none: the rows are a screen or
    background event routine (S&K ``ScreenEvents``), which runs after the
    bottom's move towards its target; the resize routines run before it."""

    routine: int
    cond: str
    at: int = 0
    min_x: Optional[object] = None
    max_x: Optional[int] = None
    min_y: Optional[int] = None
    target_y: Optional[int] = None
    max_y: Optional[int] = None
    advance: bool = False
    go_on: bool = False
    table: bool = False
    retreat: bool = False
    guard: bool = False
    screen: bool = False


def event_rows(events: "tuple[CameraEvent, ...] | list[CameraEvent]") -> NDArray[np.int32]:
    """The (k, 9) int32 rows the core takes (``_core.PlayerBatch.set_camera_events``).
    Raises ValueError naming a bad row."""
    rows = np.zeros((len(events), 9), np.int32)
    for i, e in enumerate(events):
        if not isinstance(e, CameraEvent):
            raise TypeError(f"camera event {i} must be a hedgephys.camera.CameraEvent, got {type(e).__name__}")
        if e.cond not in CONDITIONS:
            raise ValueError(f"camera event {i}: condition must be one of {sorted(CONDITIONS)}, got {e.cond!r}")
        flags = ((_ADVANCE if e.advance else 0) | (_GO_ON if e.go_on else 0) | (_TABLE if e.table else 0)
                 | (_RETREAT if e.retreat else 0) | (_GUARD if e.guard else 0) | (_SCREEN if e.screen else 0))
        if e.screen != events[0].screen:
            raise ValueError(f"camera event {i}: screen must be the same on every row of an act")
        values = []
        for name in ("min_x", "max_x", "min_y", "target_y", "max_y"):
            v = getattr(e, name)
            if v is None:
                values.append(0)
                continue
            flags |= _FLAGS[name]
            if name == "min_x" and v == "camera":
                flags |= _CAMERA
                values.append(0)
                continue
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)) or not -0x8000 <= int(v) <= 0xFFFF:
                raise ValueError(f"camera event {i}: {name} must be a pixel word -32768..65535, got {v!r}")
            values.append(int(v))
        for name, v in (("routine", e.routine), ("at", e.at)):
            if isinstance(v, bool) or not isinstance(v, (int, np.integer)):
                raise ValueError(f"camera event {i}: {name} must be an integer, got {v!r}")
        if not 0 <= e.routine <= 255 or not 0 <= e.at <= 0xFFFF:
            raise ValueError(f"camera event {i}: routine must be 0..255 and at 0..65535, got {e.routine}, {e.at}")
        rows[i] = (e.routine, CONDITIONS[e.cond], flags, e.at, *values)
    return rows


def steps(routine: int, start: int, moves: tuple[tuple[int, int], ...]) -> tuple[CameraEvent, ...]:
    """S1's bottom-by-camera-x form (``DLE_GHZ1``, ``DLE_GHZ2``): ``start``, then
    each (x, bottom) from the camera's x on (nested ``blo`` compares)."""
    return (CameraEvent(routine, "always", target_y=start),
            *(CameraEvent(routine, "x>=", x, target_y=y) for x, y in moves))


def lock_then_advance(routine: int, x: int) -> tuple[CameraEvent, ...]:
    """S1's boss approach form (``DLE_SBZ2boss2``, ``DLE_FZmain``..``DLE_FZend``):
    from camera x ``x`` the routine moves on; either way the left bound becomes
    the camera's x (``loc_72C2``)."""
    return (CameraEvent(routine, "x>=", x, min_x="camera", advance=True, go_on=True),
            CameraEvent(routine, "always", min_x="camera"))


def max_y_from_x(routine: int, table: tuple[tuple[int, int], ...]) -> tuple[CameraEvent, ...]:
    """S3K ``Resize_MaxYFromX``: the first (value, x) with camera x <= x; a
    value with bit 15 set also moves the bottom at once."""
    rows = []
    for value, x in table:
        y = value & 0x7FFF
        now = y if value & 0x8000 else None
        cond, at = ("always", 0) if x == 0xFFFF else ("x<", x + 1)
        rows.append(CameraEvent(routine, cond, at, target_y=y, max_y=now, table=True))
    return tuple(rows)


def s2_arena(routine: int, top: int) -> tuple[CameraEvent, ...]:
    """S2's boss wait (``LevEvents_EHZ2_Routine3`` and its kin): the top bound
    once the camera is down there and, $5A frames on (``Boss_spawn_delay``),
    the next routine."""
    return (CameraEvent(routine, "y>=", top, min_y=top, go_on=True),
            CameraEvent(routine, "frames", 0x5A, advance=True))


def s2_boss(lock_x: int, bottom: int, arena: tuple[int, int, int], top: int,
            follow: bool) -> tuple[CameraEvent, ...]:
    """S2's boss act form (``LevEvents_CPZ2``, ``LevEvents_ARZ2``...): Routine1
    locks the left bound at the camera from ``lock_x`` and sets the bottom's
    target; Routine2 closes the arena (camera x, left, right) from its x;
    Routine3 is :func:`s2_arena`; Routine4 keeps the left bound at the camera,
    at once when ``follow``, else only once the boss is beaten
    (``Boss_defeated_flag``, set by the boss object: not modelled, so no row)."""
    at, left, right = arena
    return (CameraEvent(0, "x>=", lock_x, min_x="camera", target_y=bottom, advance=True),
            CameraEvent(1, "x>=", at, min_x=left, max_x=right, advance=True),
            *s2_arena(2, top),
            *((CameraEvent(3, "always", min_x="camera"),) if follow else ()))
