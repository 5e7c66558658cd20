"""Placers of Sonic 1's objects timed by the level frame counter or the
oscillators, the kinds with the ``s1_`` prefix (docs/kinds/s1_timed.md)."""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from ..s1_kinds import S1SpikeBall, S1SpinPlatform, spin_subtype_modelled
from .touch_data import touch_size
from .place_s1_chain import circling_big_ball
from .placing import Placement, placer

__all__ = ["SPIKE_BALL_COLLISION", "VANISH_WIDTH", "VANISH_SURFACE"]

#: VanP_Main's ``obActWid`` ($10) and the surface's height above the centre
#: (``PlatformObject`` and ``MvSonicOnPtfm2``: 8).
VANISH_WIDTH, VANISH_SURFACE = 0x10, 8


@placer("s1", 0x6C)
def _s1_vanish(rec: Placement) -> list[ObjectDescription]:
    """S1 ``VanishPlatform`` (VanP_Main: obActWid $10; the whole subtype sets
    its timing, loc_16068 / VanP_Vanish), a ``s1_vanish_platform``."""
    return [KindObject("s1_vanish_platform", rec.x, rec.y, subtype=rec.subtype, width=VANISH_WIDTH, surface=VANISH_SURFACE)]


@placer("s1", 0x69)
def _s1_spin(rec: Placement) -> list[ObjectDescription]:
    """S1 ``SpinPlatform`` (Spin_Main): a subtype of $80 or more is a spinner
    (Spin_Spinner: SolidObject d1 $1B, d2 7, d3 8), a ``s1_spin_platform``
    when the kind reproduces its waits (every spinner of the layouts); the
    trapdoors below $80 run a timer from their loading and are not placed."""
    if not spin_subtype_modelled(rec.subtype):
        return []
    return [S1SpinPlatform(rec.x, rec.y, subtype=rec.subtype)]


#: BBall_Main: ``move.b #$86,obColType(a0)``.
SPIKE_BALL_COLLISION = 0x86


@placer("s1", 0x58)
def _s1_spike_ball(rec: Placement) -> list[ObjectDescription]:
    """S1 ``BigSpikeBall`` (BBall_Main: collision $86; BBall_Move types 0-2:
    still, or x0 / y0 minus oscillator 3's byte, flipped: $60 / $80 minus it),
    a ``s1_spike_ball``; type 3 circles by its own angle counted from its
    loading, from the act's first frame here: a ``s1_chain_ball`` (place_s1_chain)."""
    if rec.subtype & 7 == 3:
        return circling_big_ball(rec)
    if rec.subtype & 7 > 3:
        return []
    w, h = touch_size("s1", SPIKE_BALL_COLLISION)
    return [S1SpikeBall(rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip, width_radius=w, height_radius=h)]
