"""Sonic & Knuckles' own acts (Mushroom Hill on) as camera-event rows
(docs/camera.md), for game="s3k". Their ``LevelResizeArray`` entries are
``No_Resize``: what moves their bounds is each act's screen or background
event routine (sonic3k.asm ``MHZ1_ScreenEvent``...), which ``ScreenEvents``
runs every frame after ``DeformBgLayer`` has moved the camera, as the rows
run here. Every compare is an unsigned word compare. The routine counted here
is the act's own event routine (``Events_routine_fg`` / ``_bg``), from the
value the act's init routine leaves. Only the writes of normal play are
rows; what a boss, a cutscene, an act transition or a star post restart
writes is not modelled (docs/camera.md lists them)."""
from __future__ import annotations

from .camera_rows import CameraEvent


def _bottom(routine: int, cond: str, at: int, y: int, table: bool = True) -> CameraEvent:
    """A row that sets the bottom bound and its target together (so the
    bottom does not approach it: it is there at once)."""
    return CameraEvent(routine, cond, at, target_y=y, max_y=y, table=table)


#: The end of one table run and the start of the next (a row that passes and sets nothing).
_NEXT = CameraEvent(0, "always")


def _unless(skips: tuple[tuple[str, int], ...], row: CameraEvent) -> tuple[CameraEvent, ...]:
    """``row`` unless one of the (condition, at) ``skips`` passes: a table run
    whose skips set nothing (the games' compares that branch past the stores)."""
    return (*(CameraEvent(row.routine, cond, at, table=True) for cond, at in skips), row._replace(table=True))

_ACTS_SK: dict[str, tuple[CameraEvent, ...]] = {
    # MHZ1_ScreenEvent (its Events_bg+$00 and +$16 tests: clear until the
    # miniboss starts): sub_54B80, the left bound $C0 above player y $580
    # and 0 from it (the locked-on game; S&K alone's $680 is not modelled);
    # the bottom $AA0, $710 from player x $4100; then from camera y $710 and
    # x $4298 the miniboss's arena: the top $710, and the routine moves on.
    # The camera is then at the right bound ($4298), and SpecialEvents
    # routine 8 (loc_54CB0) keeps the left bound at the camera's x from the
    # next frame on, which locks it there: $4298, set here at once (nothing
    # reads the bound in between). The miniboss, which moves the right bound
    # and so the lock, and the act transition are not modelled.
    "mhz1": (
        CameraEvent(0, "always", min_x=0xC0),
        CameraEvent(0, "player_y>=", 0x580, min_x=0, go_on=True),
        _bottom(0, "always", 0, 0xAA0, table=False),
        CameraEvent(0, "player_x>=", 0x4100, target_y=0x710, max_y=0x710, go_on=True),
        CameraEvent(0, "y>=", 0x710),
        CameraEvent(0, "x>=", 0x4298, min_x=0x4298, min_y=0x710, advance=True),
    ),
    # MHZ2_ScreenEvent loc_54DBE (MHZ2_ScreenInit starts it at Events_routine_fg
    # 4), loc_54DDC with Events_fg_4 clear (set by the end boss's ship: not
    # modelled). Left of camera x $3C90: the top $620, 0 from $380, $1A8
    # from $3600; left of $3600 the left bound $98 from player y $5C0 and
    # $380 above it (not while Events_bg+$16 is set, by the Knuckles
    # cutscene object: not modelled); the bottom $9A0, $280 from player x
    # $3AC0, and between $3A97 and $3ABF $280 above player y $300. At camera
    # x $3C90 exactly (its right bound) the left bound $3C90, and the top
    # $280 from camera y $280; beyond it nothing.
    "mhz2": (
        CameraEvent(0, "x>=", 0x3C90, table=True),
        CameraEvent(0, "x<", 0x380, min_y=0x620, table=True),
        CameraEvent(0, "x<", 0x3600, min_y=0, table=True),
        CameraEvent(0, "always", min_y=0x1A8, table=True),
        _NEXT,
        CameraEvent(0, "x>=", 0x3600, table=True),
        CameraEvent(0, "player_y>=", 0x5C0, min_x=0x98, table=True),
        CameraEvent(0, "always", min_x=0x380, table=True),
        _NEXT,
        CameraEvent(0, "x>=", 0x3C90, table=True),
        _bottom(0, "player_x<", 0x3A97, 0x9A0),
        _bottom(0, "player_x>=", 0x3AC0, 0x280),
        _bottom(0, "player_y>=", 0x300, 0x9A0),
        _bottom(0, "always", 0, 0x280),
        _NEXT,
        CameraEvent(0, "x>=", 0x3C90),
        CameraEvent(0, "x<", 0x3C91, min_x=0x3C90),
        CameraEvent(0, "y>=", 0x280, min_y=0x280),
    ),
    # SOZ1_BackgroundEvent loc_55A9A / loc_55ACE (Events_fg_5 clear): the
    # bottom $B20, $960 from player x $4000, every frame; sub_55E96: with the
    # bottom at $960 and the camera's y at $960 or below it, the top $960, and
    # from camera x $4310 the left bound $4180 and Events_fg_5, which moves the
    # routine on (the pyramid's rise, the miniboss and the act transition
    # that follow are not modelled).
    "soz1": (
        _bottom(0, "player_x>=", 0x4000, 0x960),
        _bottom(0, "always", 0, 0xB20),
        CameraEvent(0, "player_x>=", 0x4000),
        CameraEvent(0, "y>=", 0x960, min_y=0x960),
        CameraEvent(0, "x>=", 0x4310, min_x=0x4180, advance=True),
    ),
    # SSZ1_ScreenEvent routine 0 (loc_572BA), sub_575EA, with its flags clear
    # (the act started from its start position: its opening cutscene, which
    # holds Events_bg+$05 and the right bound $200 until its bridge leaves
    # LevelSizes' bounds, is not modelled). From camera x $19A0 above player
    # y $680 the end boss's lock: the left bound $19A0, the top and the
    # bottom's target $5C0 (Events_bg+$06: nothing more). While the camera's
    # y is in [$100, $E00) the top (word_5778A) and the bottom (word_5779A)
    # by the player's x, each only on its side of the camera's y; else the top
    # -$100 and the bottom $1000. Then the side bounds by the player's y:
    # 0..$19A0 from $880, $160..$19A0 from $440, $160..$1660 above it; and the
    # two arenas, on the ground at camera x $160 with player y $7C0..$87F
    # (the right bound $160, the top and the bottom's target $7C0) and at
    # camera x $1660 with player y $420..$43F (the left bound $1660, the top
    # and the bottom's target $380). Routine 1 is either lock: what the game
    # does after it (the bosses of Sky Sanctuary, and the frames before they
    # appear) is not modelled, and the bounds stay as the lock left them.
    "ssz1": (
        *_unless((("x<", 0x19A0), ("player_y>=", 0x680)),
                 CameraEvent(0, "always", min_x=0x19A0, min_y=0x5C0, target_y=0x5C0, advance=True)),
        _NEXT,
        CameraEvent(0, "y<", 0x100, min_y=0xFF00, table=True),
        CameraEvent(0, "y>=", 0xE00, min_y=0xFF00, table=True),
        *(CameraEvent(0, cond, x, min_y=top, table=True, guard=True)
          for cond, x, top in (("player_x<", 0xEE0, 0xD00), ("player_x<", 0x11E0, 0xCC0),
                               ("player_x<", 0x1340, 0xB20), ("always", 0, 0))),
        _NEXT,
        _bottom(0, "y<", 0x100, 0x1000),
        _bottom(0, "y>=", 0xE00, 0x1000),
        *(CameraEvent(0, cond, x, target_y=y, max_y=y, table=True, guard=True)
          for cond, x, y in (("player_x<", 0x640, 0xC60), ("player_x<", 0x880, 0xCA0), ("player_x<", 0x1200, 0xC60),
                             ("player_x<", 0x1380, 0xA80), ("player_x<", 0x13C0, 0x660), ("always", 0, 0x3E0))),
        _NEXT,
        CameraEvent(0, "player_y>=", 0x880, min_x=0, max_x=0x19A0, table=True),
        CameraEvent(0, "player_y>=", 0x440, min_x=0x160, max_x=0x19A0, table=True),
        CameraEvent(0, "always", min_x=0x160, max_x=0x1660, table=True),
        _NEXT,
        *_unless((("player_y<", 0x7C0), ("player_y>=", 0x880), ("x<", 0x160), ("x>=", 0x161), ("airborne", 0)),
                 CameraEvent(0, "always", max_x=0x160, min_y=0x7C0, target_y=0x7C0, advance=True)),
        _NEXT,
        *_unless((("player_y>=", 0x440), ("player_y<", 0x420), ("x<", 0x1660), ("x>=", 0x1661), ("airborne", 0)),
                 CameraEvent(0, "always", min_x=0x1660, min_y=0x380, target_y=0x380, advance=True)),
    ),
    # The acts whose event routines write no bound in normal play (only an
    # act transition, a boss or a star post restart does): FBZ1_BackgroundEvent,
    # LRZ1_BackgroundEvent, LRZ2, DEZ1_BackgroundEvent, DEZ2. HPZ_ScreenInit's
    # starting bounds are levels/s3k.py's.
    "fbz1": (), "lrz1": (), "lrz2": (), "dez1": (), "dez2": (), "hpz": (),
}

#: The acts' rows, each marked ``screen`` (they run after the bottom's move, as ScreenEvents does).
ACTS_SK: dict[str, tuple[CameraEvent, ...]] = {
    act: tuple(row._replace(screen=True) for row in rows) for act, rows in _ACTS_SK.items()}
