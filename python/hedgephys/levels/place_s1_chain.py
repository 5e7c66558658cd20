"""Placers of Sonic 1's hurting objects on the level frame counter's time
(h-s1timed, docs/kinds/s1_chain.md): the spiked balls on a chain $57, the
giant spiked balls of type 3 $58 (called from place_s1_timed's placer of
$58) and the flamethrowers $6D."""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from ..s1_chain_kinds import S1ChainBall
from .placing import Placement, placer
from .touch_data import touch_size

__all__ = ["CHAIN_COLLISION", "CHAIN_BALL_LZ_COLLISION", "BIG_BALL_RADIUS", "FLAME_COLLISION",
           "chain_radii", "circling_big_ball"]

#: SBall_Main: ``move.b #$98,obColType(a0)`` (every piece; Spring Yard), and
#: the Labyrinth ball's ``move.b #$8B,obColType(a0)`` (its links: 0, no touch).
CHAIN_COLLISION, CHAIN_BALL_LZ_COLLISION = 0x98, 0x8B
#: BBall_Main: ``move.b #$50,bball_radius(a0)`` (type 3's circle; collision $86).
BIG_BALL_RADIUS, BIG_BALL_COLLISION = 0x50, 0x86
#: Flame_Action: ``move.b #$A3,obColType(a0)`` while armed.
FLAME_COLLISION = 0xA3


def chain_radii(subtype: int) -> list[int]:
    """SBall_Main: the ball's radius (subtype & 7) * 16, then its links' as
    they are made (.makechain: 16 less each), subtype & 7 of them (the last
    at the centre), one fewer with subtype bit 3 (none at the centre)."""
    n = subtype & 7
    links = n - 1 if subtype & 8 and n else n
    return [n << 4] + [(n - i) << 4 for i in range(1, links + 1)]


def _in_labyrinth(act: str) -> bool:
    return act.startswith("lz") or act == "sbz3"  # Scrap Brain 3 is Labyrinth's fourth act (v_zone)


@placer("s1", 0x57)
def _s1_chain_ball(rec: Placement) -> list[ObjectDescription]:
    """S1 ``SpikeBall`` (SBall_Main, SBall_Move .movesub): in Spring Yard the
    ball and every link hurt ($98); in Labyrinth (and Scrap Brain 3) only the
    ball ($8B), its links have no collision and are not placed. One
    ``s1_chain_ball`` per piece that touches, the ball first, then its links
    from the outermost in (the order their slots follow the ball's when
    FindFreeObj finds the slots after it free)."""
    radii = chain_radii(rec.subtype)
    if _in_labyrinth(rec.act):
        radii = radii[:1]
    w, h = touch_size("s1", CHAIN_BALL_LZ_COLLISION if _in_labyrinth(rec.act) else CHAIN_COLLISION)
    return [S1ChainBall(rec.x, rec.y, subtype=rec.subtype, radius=r, width_radius=w, height_radius=h,
                        x_flip=rec.x_flip, y_flip=rec.y_flip) for r in radii]


def circling_big_ball(rec: Placement) -> list[ObjectDescription]:
    """S1 ``BigSpikeBall`` of type 3 (BBall_Move .type03): the same circle as
    a chain ball's (speed and first angle from BBall_Main), radius $50,
    collision $86: one ``s1_chain_ball``."""
    w, h = touch_size("s1", BIG_BALL_COLLISION)
    return [S1ChainBall(rec.x, rec.y, subtype=rec.subtype, radius=BIG_BALL_RADIUS, width_radius=w, height_radius=h,
                        x_flip=rec.x_flip, y_flip=rec.y_flip)]


@placer("s1", 0x6D)
def _s1_flamethrower(rec: Placement) -> list[ObjectDescription]:
    """S1 ``Flamethrower`` (Flame_Main: flaming time (subtype & $F0) * 2,
    pause (subtype & $F) * $20; Flame_Action: collision $A3 while the flame
    shows its longest frame), a ``s1_flamethrower``; the Y flip (the valve
    form) has the same timing."""
    w, h = touch_size("s1", FLAME_COLLISION)
    return [KindObject("s1_flamethrower", rec.x, rec.y, subtype=rec.subtype, width_radius=w, height_radius=h)]
