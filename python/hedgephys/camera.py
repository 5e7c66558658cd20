"""The camera's level events (docs/camera.md): what moves an act's bounds
while it is played, by the camera's position, transcribed per act from the
disassemblies as data (S1 ``DynamicLevelEvents``, S2 ``RunDynamicLevelEvents``,
S3K ``Do_ResizeEvents``).

An act's events are rows (:class:`CameraEvent`), tested in order for the
player's current event routine (``Players.raw.event_routine``, the games'
``Dynamic_Resize_Routine`` / ``v_dle_routine``) after the camera has moved,
every frame. :func:`act_events` gives an act's rows by name;
:meth:`hedgephys.Players.set_camera_events` takes them.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

import numpy as np
from numpy.typing import NDArray

__all__ = ["CONDITIONS", "CameraEvent", "TRANSCRIBED", "act_events", "event_rows"]

#: The tests a row makes on the camera's top-left corner (unsigned 16-bit
#: compares, as the games' ``blo``/``bhs``), by name -> the core's code.
#: ``"frames"`` counts the frames the row is reached (``raw.event_timer``, S2
#: ``Boss_spawn_delay``) and passes from the ``at``-th on.
CONDITIONS = {"always": 0, "x>=": 1, "x<": 2, "y>=": 3, "y<": 4, "frames": 5}

_FLAGS = {"min_x": 1, "max_x": 2, "min_y": 4, "target_y": 8, "max_y": 16}
_CAMERA, _ADVANCE, _GO_ON, _TABLE, _RETREAT = 32, 64, 128, 256, 512


class CameraEvent(NamedTuple):
    """One row: in event routine ``routine``, when the camera passes ``cond``
    against ``at`` (pixels), set the bounds given (None: kept; ``min_x="camera"``:
    the camera's own x, the games' screen lock). ``target_y`` is the bottom
    bound's target, which the bottom bound approaches by 2 px a frame (8 while
    the player is in the air near it); ``max_y`` sets the bottom at once.
    ``advance`` moves the routine on and ends the frame's rows, ``retreat``
    moves it back; a failing row ends them unless ``go_on``. ``table`` rows in
    a run are a lookup: the first passing one applies (S3K ``Resize_MaxYFromX``)."""

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
                 | (_RETREAT if e.retreat else 0))
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


def _steps(routine: int, start: int, steps: tuple[tuple[int, int], ...]) -> tuple[CameraEvent, ...]:
    """S1's bottom-by-camera-x form (``DLE_GHZ1``, ``DLE_GHZ2``): ``start``, then
    each (x, bottom) from the camera's x on (nested ``blo`` compares)."""
    return (CameraEvent(routine, "always", target_y=start),
            *(CameraEvent(routine, "x>=", x, target_y=y) for x, y in steps))


def _max_y_from_x(routine: int, table: tuple[tuple[int, int], ...]) -> tuple[CameraEvent, ...]:
    """S3K ``Resize_MaxYFromX``: the first (value, x) with camera x <= x; a
    value with bit 15 set also moves the bottom at once."""
    rows = []
    for value, x in table:
        y = value & 0x7FFF
        now = y if value & 0x8000 else None
        cond, at = ("always", 0) if x == 0xFFFF else ("x<", x + 1)
        rows.append(CameraEvent(routine, cond, at, target_y=y, max_y=now, table=True))
    return tuple(rows)


def _s2_boss(lock_x: int, bottom: int, arena_x: int, arena_max_x: int, top: int) -> tuple[CameraEvent, ...]:
    """S2's boss act form (``LevEvents_EHZ2``, ``LevEvents_CPZ2``): Routine1 locks
    the left bound at the camera from ``lock_x`` and sets the bottom's target;
    Routine2 closes the arena; Routine3 sets the top once the camera is down
    there and, $5A frames on (``Boss_spawn_delay``), moves on; Routine4 keeps
    the left bound at the camera (the boss's defeat is not modelled)."""
    return (CameraEvent(0, "x>=", lock_x, min_x="camera", target_y=bottom, advance=True),
            CameraEvent(1, "x>=", arena_x, min_x=arena_x, max_x=arena_max_x, advance=True),
            CameraEvent(2, "y>=", top, min_y=top, go_on=True),
            CameraEvent(2, "frames", 0x5A, advance=True),
            CameraEvent(3, "always", min_x="camera"))


_AIZ1_MAX_Y = ((0x8390, 0x1650), (0x83B0, 0x1B00), (0x8430, 0x2000), (0x84C0, 0x2B00),
               (0x83B0, 0x2D80), (0x82E0, 0xFFFF))  # s3.asm word_1AA84

_ACTS: dict[str, tuple[CameraEvent, ...]] = {
    # S1 DLE_GHZ1 / DLE_GHZ2: the bottom by the camera's x
    "s1/ghz1": _steps(0, 0x300, ((0x1780, 0x400),)),
    "s1/ghz2": _steps(0, 0x300, ((0xED0, 0x200), (0x1600, 0x400), (0x1D60, 0x300))),
    # S1 DLE_GHZ3main / DLE_GHZ3boss / DLE_GHZ3end (boss_ghz_x $2960, boss_ghz_y $300);
    # the boss's screen lock (f_lockscreen) is not modelled
    "s1/ghz3": (
        *_steps(0, 0x300, ((0x380, 0x310),)),
        CameraEvent(0, "x>=", 0x960),
        CameraEvent(0, "y<", 0x280, target_y=0x300, advance=True, go_on=True),
        CameraEvent(0, "always", target_y=0x400),
        CameraEvent(0, "x<", 0x1380, target_y=0x4C0, max_y=0x4C0, go_on=True),
        CameraEvent(0, "x>=", 0x1700, target_y=0x300, advance=True),
        CameraEvent(1, "x<", 0x960, retreat=True, go_on=True),
        CameraEvent(1, "x>=", 0x2960, advance=True),
        CameraEvent(2, "always", min_x="camera"),
    ),
    # S1 DLE_LZ12, DLE_SLZ12, DLE_SYZ1: none (rts); DLE_LZ3 edits the layout and starts
    # the boss (its screen lock is not modelled): no bound moves
    "s1/lz1": (), "s1/lz2": (), "s1/lz3": (), "s1/slz1": (), "s1/slz2": (), "s1/syz1": (),
    # S1 DLE_MZ2, DLE_SBZ1: the bottom by the camera's x
    "s1/mz2": _steps(0, 0x520, ((0x1700, 0x200),)),
    "s1/sbz1": _steps(0, 0x720, ((0x1880, 0x620), (0x2000, 0x2A0))),
    # S1 DLE_MZ3boss / DLE_MZ3end (boss_mz_x $1800, boss_mz_y $210)
    "s1/mz3": (
        *_steps(0, 0x720, ((0x1800 - 0x2A0, 0x210),)),
        CameraEvent(0, "x>=", 0x1800 - 0x10, advance=True),
        CameraEvent(1, "always", min_x="camera"),
    ),
    # S1 DLE_SLZ3main / DLE_SLZ3boss / DLE_SLZ3end (boss_slz_x $2000, boss_slz_y $210)
    "s1/slz3": (
        CameraEvent(0, "x>=", 0x2000 - 0x190, target_y=0x210, advance=True),
        CameraEvent(1, "x>=", 0x2000, advance=True),
        CameraEvent(2, "always", min_x="camera"),
    ),
    # S2 LevEvents_EHZ1: none. LevEvents_EHZ2 Routine1..3 (one player; the boss's
    # spawn delay and Routine4's defeat are not modelled: the routine stays at 2)
    "s2/ehz1": (),
    "s2/ehz2": _s2_boss(0x2780, 0x390, 0x28F0, 0x2940, 0x388),
    # S2 LevEvents_CPZ2_Routine1..4
    "s2/cpz2": _s2_boss(0x2680, 0x450, 0x2A20, 0x2A20, 0x448),
    # S2 act 1s whose events are rts (LevEvents_MTZ is rts for MTZ1 and 2)
    "s2/cpz1": (), "s2/arz1": (), "s2/mcz1": (), "s2/ooz1": (), "s2/cnz1": (), "s2/mtz1": (), "s2/mtz2": (),
    # S3K (s3.asm) AIZ1_Resize loc_1A920 .. loc_1AA7C (the palette, art and
    # star post work of each step is not modelled)
    "aiz1": (
        CameraEvent(0, "x>=", 0x1000, min_x="camera"),
        CameraEvent(0, "x>=", 0x1308, advance=True),
        CameraEvent(1, "always", min_x=0x1308),
        CameraEvent(1, "x>=", 0x1400, advance=True),
        *_max_y_from_x(2, _AIZ1_MAX_Y),
        CameraEvent(2, "always", min_y=0),
        CameraEvent(2, "x>=", 0x2C00, min_y=0x2E0, go_on=True),
        CameraEvent(2, "x>=", 0x2D80, min_x=0x2D80, advance=True),
        *_max_y_from_x(3, _AIZ1_MAX_Y),
        CameraEvent(3, "always", min_x="camera"),
        CameraEvent(3, "x>=", 0x2E00, advance=True),
        CameraEvent(4, "always", min_x="camera"),
    ),
}

#: The acts whose events are transcribed ("game/act"; "s3k/aiz1" and
#: "s3/aiz1" share s3.asm's rows).
TRANSCRIBED = tuple(sorted([k for k in _ACTS if "/" in k] + ["s3k/aiz1", "s3/aiz1"]))


def act_events(game: str, name: str) -> Optional[tuple[CameraEvent, ...]]:
    """The act's camera events (``act_events("s2", "ehz2")``), or None when its
    events are not transcribed (its bounds then stay as the act starts)."""
    if game in ("s3", "s3k"):
        return _ACTS.get(name)
    return _ACTS.get(f"{game}/{name}")
