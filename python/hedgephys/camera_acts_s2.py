"""Sonic 2's level events as rows (docs/camera.md), from s2.asm's
``RunDynamicLevelEvents`` (``LevEvents_*``), one entry per act, for one player
(the ``Tails_*`` copies and the two-player branches are not modelled). The
routine is ``Dynamic_Resize_Routine`` / 2. Boss objects, music, art, layout
edits and the background's scroll (``ScrollBG``) are not modelled."""
from __future__ import annotations

from .camera_rows import CameraEvent, s2_arena, s2_boss

ACTS_S2: dict[str, tuple[CameraEvent, ...]] = {
    # LevEvents_EHZ: act 1 none. LevEvents_EHZ2_Routine1..3; Routine4 waits for
    # Boss_defeated_flag (set by the boss: not modelled)
    "s2/ehz1": (),
    "s2/ehz2": s2_boss(0x2780, 0x390, (0x28F0, 0x28F0, 0x2940), 0x388, follow=False),
    # LevEvents_CPZ2_Routine1..4
    "s2/cpz2": s2_boss(0x2680, 0x450, (0x2A20, 0x2A20, 0x2A20), 0x448, follow=True),
    # LevEvents_ARZ2_Routine1..4
    "s2/arz2": s2_boss(0x2810, 0x400, (0x2A40, 0x2A40, 0x2A40), 0x3F8, follow=True),
    # LevEvents_MCZ2_Routine1..4 (one player: the Two_player_mode branch is not taken)
    "s2/mcz2": s2_boss(0x2080, 0x5D0, (0x20F0, 0x20F0, 0x20F0), 0x5C8, follow=True),
    # LevEvents_OOZ2_Routine1..3; Routine4 waits for Boss_defeated_flag (not modelled)
    "s2/ooz2": s2_boss(0x2668, 0x1E0, (0x2880, 0x2880, 0x28C0), 0x1D8, follow=False),
    # LevEvents_CNZ2_Routine1..3 (one player), Routine4: bottom $5D0 and the left
    # bound at the camera from $2A00
    "s2/cnz2": (
        *s2_boss(0x27C0, 0x62E, (0x2890, 0x2860, 0x28E0), 0x4E0, follow=False),
        CameraEvent(3, "x>=", 0x2A00, min_x="camera", target_y=0x5D0),
    ),
    # LevEvents_MTZ3_Routine1..5 (Routine1 also moves the bottom at once)
    "s2/mtz3": (
        CameraEvent(0, "x>=", 0x2530, max_y=0x500, target_y=0x450, advance=True),
        CameraEvent(1, "x>=", 0x2980, min_x="camera", target_y=0x400, advance=True),
        CameraEvent(2, "x>=", 0x2A80, min_x=0x2AB0, max_x=0x2AB0, advance=True),
        *s2_arena(3, 0x400),
        CameraEvent(4, "always", min_x="camera"),
    ),
    # LevEvents_HTZ_Routine1..3 (act 1): the earthquake's routines move no bound
    # (the background's scroll and the shaking are not modelled); the rows keep
    # the routine in step with the camera: $1800 (below y $400) in, $1F00 out
    "s2/htz1": (
        CameraEvent(0, "y>=", 0x400),
        CameraEvent(0, "x>=", 0x1800, advance=True),
        CameraEvent(1, "x<", 0x1800, retreat=True, go_on=True),
        CameraEvent(1, "x>=", 0x1F00, advance=True),
        CameraEvent(2, "x<", 0x1F00, retreat=True),
    ),
    # LevEvents_HTZ2: the earthquake's routines (Routine1..5, by 1 and by 3)
    # move no bound and are not followed: the routine stays 0 until
    # LevEvents_HTZ2_Prepare sets it to Routine6 from camera x $2B00; here it
    # gets there one step a frame (bounds alike: Routine6 acts at $2C50, more
    # than 5 frames of camera away). Routine6: left lock and bottom $480 from
    # $2C50; Routine7: arena $2EE0..$2F5E from $2EDF; Routine8: top $478 and the
    # spawn delay; Routine9 waits for Boss_defeated_flag (not modelled)
    "s2/htz2": (
        CameraEvent(0, "x>=", 0x2B00, advance=True),
        *(CameraEvent(r, "always", advance=True) for r in range(1, 5)),
        CameraEvent(5, "x>=", 0x2C50, min_x="camera", target_y=0x480, advance=True),
        CameraEvent(6, "x>=", 0x2EDF, min_x=0x2EE0, max_x=0x2F5E, advance=True),
        *s2_arena(7, 0x478),
    ),
    # LevEvents_WFZ: its first index (Dynamic_Resize_Routine) scrolls the
    # background only (not modelled); the routine here is its second,
    # WFZ_LevEvent_Subrout / 2: Routine5 sets the left bound $2880 from camera
    # x $2880 and y $400, Routine6 moves on from y $500 (controls locked: not
    # modelled)
    "s2/wfz": (
        CameraEvent(0, "x>=", 0x2880),
        CameraEvent(0, "y>=", 0x400, min_x=0x2880, advance=True),
        CameraEvent(1, "y>=", 0x500, advance=True),
    ),
    # LevEvents_DEZ_Routine1..5: Routine2 waits for Silver Sonic's defeat (the
    # object moves the routine on: not modelled, so the rows past it are not reached)
    "s2/dez": (
        CameraEvent(0, "x>=", 320, advance=True),
        CameraEvent(2, "always", min_x="camera"),
        CameraEvent(2, "x>=", 0x300, advance=True),
        CameraEvent(3, "always", min_x="camera"),
        CameraEvent(3, "x>=", 0x680, min_x=0x680, max_x=0x680 + 0xC0, advance=True),
    ),
    # LevEvents_SCZ_Routine1..4: the bottom's target $500 from camera x $1180
    # (the Tornado's speeds each routine sets are not modelled)
    "s2/scz": (
        CameraEvent(0, "always", advance=True),
        CameraEvent(1, "x>=", 0x1180, target_y=0x500, advance=True),
        CameraEvent(2, "y>=", 0x500, advance=True),
        CameraEvent(3, "x>=", 0x1400, advance=True),
    ),
    # act 1s whose events are rts (LevEvents_CPZ, _ARZ, _MCZ, _OOZ, _CNZ; LevEvents_MTZ
    # is rts for MTZ1 and 2)
    "s2/cpz1": (), "s2/arz1": (), "s2/mcz1": (), "s2/ooz1": (), "s2/cnz1": (), "s2/mtz1": (), "s2/mtz2": (),
}
