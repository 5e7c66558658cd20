"""Sonic 3's level events as rows (docs/camera.md), from s3.asm's
``Do_ResizeEvents`` (``*_Resize``), one entry per act; "s3" and "s3k" share
them (the acts' names carry no game). The palette, art, music, star post and
boss work of each step is not modelled."""
from __future__ import annotations

from typing import Optional

from .camera_rows import CameraEvent, max_y_from_x

_AIZ1_MAX_Y = ((0x8390, 0x1650), (0x83B0, 0x1B00), (0x8430, 0x2000), (0x84C0, 0x2B00),
               (0x83B0, 0x2D80), (0x82E0, 0xFFFF))  # s3.asm word_1AA84

# AIZ2's Sonic routines from the $1500 one on: (camera x, top, bottom at once)
# each moves on from: the bottom $630, the art queue (taken as clear), the top
# $15A, the bottom $15A, the battleship's signals
_AIZ2_ON: tuple[tuple[int, Optional[int], Optional[int]], ...] = (
    (0x1500, None, 0x630), (0x3C00, None, None), (0x3F00, 0x15A, None), (0x4000, None, 0x15A), (0x4160, None, None),
    (0x4780, None, None))


def _aiz2_on(routine: int, count: int) -> tuple[CameraEvent, ...]:
    """The first ``count`` of _AIZ2_ON as routines ``routine``, ``routine`` + 1..."""
    return tuple(CameraEvent(routine + i, "x>=", x, min_y=top, target_y=bottom, max_y=bottom, advance=True)
                 for i, (x, top, bottom) in enumerate(_AIZ2_ON[:count]))


ACTS_S3: dict[str, tuple[CameraEvent, ...]] = {
    # AIZ1_Resize loc_1A920 .. loc_1AA7C (s3.asm)
    "aiz1": (
        CameraEvent(0, "x>=", 0x1000, min_x="camera"),
        CameraEvent(0, "x>=", 0x1308, advance=True),
        CameraEvent(1, "always", min_x=0x1308),
        CameraEvent(1, "x>=", 0x1400, advance=True),
        *max_y_from_x(2, _AIZ1_MAX_Y),
        CameraEvent(2, "always", min_y=0),
        CameraEvent(2, "x>=", 0x2C00, min_y=0x2E0, go_on=True),
        CameraEvent(2, "x>=", 0x2D80, min_x=0x2D80, advance=True),
        *max_y_from_x(3, _AIZ1_MAX_Y),
        CameraEvent(3, "always", min_x="camera"),
        CameraEvent(3, "x>=", 0x2E00, advance=True),
        CameraEvent(4, "always", min_x="camera"),
    ),
    # AIZ2_Resize1..8 (s3.asm), the act started on its own (Apparent_zone_and_act
    # is AIZ2: the miniboss counts as beaten): from $380 the bottom $590 at once
    # and the left bound $F50. The game moves the routine on twice in that frame
    # (past AIZ2_Resize2, the way in from act 1, not modelled); routine 1 here
    # is that second step, a frame later. Then the bottom $630 from $1500, the
    # top $15A from $3F00, the bottom $15A from $4000 (AIZ2_Resize4 waits for the
    # art queue: taken as clear); the battleship's events are not modelled
    "aiz2": (
        CameraEvent(0, "x>=", 0x380, min_x=0xF50, target_y=0x590, max_y=0x590, advance=True),
        CameraEvent(1, "always", advance=True),
        *_aiz2_on(2, 6),
    ),
    # HCZ1_Resize (palette only), HCZ2_Resize and ICZ1_Resize (Events_fg_5, a
    # signal to the screen events: not modelled), CNZ1_Resize, CNZ2_Resize,
    # LBZ1_Resize (rts), LBZ2_Resize (art only): no bound moves
    "hcz1": (), "hcz2": (), "cnz1": (), "cnz2": (), "icz1": (), "lbz1": (), "lbz2": (),
    # MGZ2_Resize loc_1ACEC / loc_1AD2A: the boss arena (top and bottom $6A0,
    # right $3C80) from camera x $3A00 with y in $600..$6FF; back left of $3A00
    # (top 0, bottom $1000, right $6000), on to the left bound $3C80 from $3C80
    "mgz2": (
        CameraEvent(0, "y>=", 0x600),
        CameraEvent(0, "y<", 0x700),
        CameraEvent(0, "x>=", 0x3A00, max_x=0x3C80, min_y=0x6A0, target_y=0x6A0, max_y=0x6A0, advance=True),
        CameraEvent(1, "x<", 0x3A00, max_x=0x6000, min_y=0, target_y=0x1000, max_y=0x1000, retreat=True,
                    go_on=True),
        CameraEvent(1, "x>=", 0x3C80, min_x=0x3C80, advance=True),
    ),
    # ICZ2_Resize loc_1ADDC: the left bound $740 from camera x $740 above y $400
    "icz2": (CameraEvent(0, "x>=", 0x740), CameraEvent(0, "y<", 0x400, min_x=0x740, advance=True)),
}

# MGZ1_Resize has no code of its own (FixBugs=0): it falls into MGZ2_Resize
ACTS_S3["mgz1"] = ACTS_S3["mgz2"]

#: Sonic & Knuckles' own versions where they differ from s3.asm (sonic3k.asm),
#: for game="s3k". AIZ2_Resize for Sonic: its first routine moves on and falls
#: into AIZ2_SonicResize1 in the same frame, which from $2E0 (not $380) sets
#: the bottom $590 at once and the left bound $F50 and moves on twice (as
#: s3.asm's; the rows set the bounds in that frame and let the routine catch
#: up in the next two); AIZ2_SonicResize3..7 as s3.asm's, without the $4780
#: step. The Knuckles routines (AIZ2_KnuxResize*) are not modelled.
ACTS_S3K: dict[str, tuple[CameraEvent, ...]] = {
    "aiz2": (
        CameraEvent(0, "x>=", 0x2E0, min_x=0xF50, target_y=0x590, max_y=0x590, advance=True, go_on=True),
        CameraEvent(0, "always", advance=True),
        CameraEvent(1, "x>=", 0x2E0, min_x=0xF50, target_y=0x590, max_y=0x590, advance=True),
        CameraEvent(2, "always", advance=True),
        *_aiz2_on(3, 5),
    ),
}
