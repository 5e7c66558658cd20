"""Sonic 1's level events as rows (docs/camera.md), from s1disasm revision 1's
``DynamicLevelEvents`` (_inc/DynamicLevelEvents.asm), one entry per act. The
routine is ``v_dle_routine`` / 2. Boss objects, their screen lock
(``f_lockscreen``), layout edits and music are not modelled."""
from __future__ import annotations

from .camera_rows import CameraEvent, lock_then_advance, steps

# boss_*_x / boss_*_y (Constants.asm)
_BOSS_SYZ, _BOSS_SBZ2, _BOSS_FZ = (0x2C00, 0x4CC), (0x2050, 0x510), (0x2450, 0x510)

ACTS_S1: dict[str, tuple[CameraEvent, ...]] = {
    # DLE_GHZ1 / DLE_GHZ2: the bottom by the camera's x
    "s1/ghz1": steps(0, 0x300, ((0x1780, 0x400),)),
    "s1/ghz2": steps(0, 0x300, ((0xED0, 0x200), (0x1600, 0x400), (0x1D60, 0x300))),
    # DLE_GHZ3main / DLE_GHZ3boss / DLE_GHZ3end (boss_ghz_x $2960, boss_ghz_y $300)
    "s1/ghz3": (
        *steps(0, 0x300, ((0x380, 0x310),)),
        CameraEvent(0, "x>=", 0x960),
        CameraEvent(0, "y<", 0x280, target_y=0x300, advance=True, go_on=True),
        CameraEvent(0, "always", target_y=0x400),
        CameraEvent(0, "x<", 0x1380, target_y=0x4C0, max_y=0x4C0, go_on=True),
        CameraEvent(0, "x>=", 0x1700, target_y=0x300, advance=True),
        CameraEvent(1, "x<", 0x960, retreat=True, go_on=True),
        CameraEvent(1, "x>=", 0x2960, advance=True),
        CameraEvent(2, "always", min_x="camera"),
    ),
    # DLE_LZ12, DLE_SLZ12, DLE_SYZ1: none (rts); DLE_LZ3 edits the layout and starts
    # the boss: no bound moves; DLE_SBZ3 (the LZ4 layout) sends the player to the
    # Final Zone at the top of the level (a level change, not modelled): no bound moves
    "s1/lz1": (), "s1/lz2": (), "s1/lz3": (), "s1/slz1": (), "s1/slz2": (), "s1/syz1": (), "s1/sbz3": (),
    # DLE_MZ1 loc_6FBA / loc_6FEA / loc_702E / loc_7050 (revision 1): the bottom and
    # the top by the camera's x and y, going back a routine above $340 / $370. Left
    # out of loc_7050: left of $B80 the game lowers the top by 2 a frame to $340
    # (kept where it is here); right of it, with the top not $500 and the camera
    # above $500 it returns before the $E70 test (here that test is made)
    "s1/mz1": (
        *steps(0, 0x1D0, ((0x700, 0x220), (0xD00, 0x340))),
        CameraEvent(0, "y>=", 0x340, advance=True),
        CameraEvent(1, "y<", 0x340, retreat=True, go_on=True),
        CameraEvent(1, "always", min_y=0),
        CameraEvent(1, "x<", 0xE00, min_y=0x340, target_y=0x340),
        CameraEvent(1, "x<", 0xA90, target_y=0x500),
        CameraEvent(1, "y>=", 0x370, advance=True),
        CameraEvent(2, "y<", 0x370, retreat=True, go_on=True),
        CameraEvent(2, "y>=", 0x500),
        CameraEvent(2, "x>=", 0xB80, min_y=0x500, advance=True),
        CameraEvent(3, "x>=", 0xB80),
        CameraEvent(3, "y>=", 0x500, min_y=0x500, go_on=True),
        CameraEvent(3, "x>=", 0xE70, min_y=0, target_y=0x500),
        CameraEvent(3, "x>=", 0x1430, target_y=0x210),
    ),
    # DLE_MZ2, DLE_SBZ1: the bottom by the camera's x
    "s1/mz2": steps(0, 0x520, ((0x1700, 0x200),)),
    "s1/sbz1": steps(0, 0x720, ((0x1880, 0x620), (0x2000, 0x2A0))),
    # DLE_MZ3boss / DLE_MZ3end (boss_mz_x $1800, boss_mz_y $210)
    "s1/mz3": (
        *steps(0, 0x720, ((0x1800 - 0x2A0, 0x210),)),
        CameraEvent(0, "x>=", 0x1800 - 0x10, advance=True),
        CameraEvent(1, "always", min_x="camera"),
    ),
    # DLE_SLZ3main / DLE_SLZ3boss / DLE_SLZ3end (boss_slz_x $2000, boss_slz_y $210)
    "s1/slz3": (
        CameraEvent(0, "x>=", 0x2000 - 0x190, target_y=0x210, advance=True),
        CameraEvent(1, "x>=", 0x2000, advance=True),
        CameraEvent(2, "always", min_x="camera"),
    ),
    # DLE_SYZ2: bottom $520, $420 from camera x $25A0, $520 again once the
    # player's own y (obY) is $4D0 or more
    "s1/syz2": (*steps(0, 0x520, ((0x25A0, 0x420),)), CameraEvent(0, "player_y>=", 0x4D0, target_y=0x520)),
    # DLE_SYZ3main / DLE_SYZ3boss / DLE_SYZ3end (the boss's blocks and the boss
    # always find a free slot here)
    "s1/syz3": (
        CameraEvent(0, "x>=", _BOSS_SYZ[0] - 0x140, advance=True),
        CameraEvent(1, "x>=", _BOSS_SYZ[0], target_y=_BOSS_SYZ[1], advance=True),
        CameraEvent(2, "always", min_x="camera"),
    ),
    # DLE_SBZ2main / DLE_SBZ2boss / DLE_SBZ2boss2 / DLE_SBZ2end (loc_72C2: the
    # left bound at the camera)
    "s1/sbz2": (
        *steps(0, 0x800, ((0x1800, _BOSS_SBZ2[1]),)),
        CameraEvent(0, "x>=", 0x1E00, advance=True),
        CameraEvent(1, "x>=", _BOSS_SBZ2[0] - 0x1A0, advance=True),
        *lock_then_advance(2, _BOSS_SBZ2[0] - 0xF0),
        CameraEvent(3, "x<", _BOSS_SBZ2[0], min_x="camera"),
    ),
    # DLE_FZmain / DLE_FZboss / DLE_FZend; locret_7322 (routine 3) waits for the
    # boss object to move on to DLE_FZend2 (not modelled: no rows past it)
    "s1/fz": (
        *lock_then_advance(0, _BOSS_FZ[0] - 0x308),
        *lock_then_advance(1, _BOSS_FZ[0] - 0x150),
        *lock_then_advance(2, _BOSS_FZ[0]),
    ),
}
