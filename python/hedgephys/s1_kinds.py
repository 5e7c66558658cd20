"""Sonic 1's kinds timed by the level frame counter that need more than a
generated constructor (docs/kinds/s1_timed.md): Scrap Brain's spinning
platforms (the registry kind ``s1_spin_platform``,
cpp/hedgephys/kinds/s1_spin_platform.cpp) and Spring Yard's giant spiked
balls that swing with an oscillator (``s1_spike_ball``,
cpp/hedgephys/kinds/s1_spike_ball.cpp)."""
from __future__ import annotations

from typing import Optional

from . import _core
from .kinds import KindObject, Motion, _Row

__all__ = ["S1SpikeBall", "S1SpinPlatform", "SPIKE_BALL_RADII", "SPIN_SIZE", "spin_subtype_modelled"]

#: Spin_Spinner's SolidObject sizes: d1 $1B, d2 7, d3 = d2 + 1; Spin_Main's
#: obActWid $10 (the landing width, rules/objects A8.3).
SPIN_SIZE = (0x1B, 7, 8, 0x10)


def spin_subtype_modelled(subtype: int) -> bool:
    """Whether the kind reproduces a spinner of this subtype: $80 or more
    (lower ones are trapdoors), and its wait ``(subtype & $F) * 6`` shorter
    than the gap between two counters that start one (the lowest set bit of
    ``((subtype & $70) + $10) * 4``), so that every such counter starts a spin."""
    n = ((subtype & 0x70) + 0x10) * 4
    return 0x80 <= subtype <= 0xFF and (subtype & 0xF) * 6 < (n & -n)


class S1SpinPlatform(KindObject):
    """A spinning platform of Scrap Brain at (x, y): ``subtype`` as the layout
    gives it (``Spin_Main``); ``half_width``, ``half_height``, ``surface``:
    SolidObject's d1, d2, d3; ``width``: ``obActWid``, the landing width. Its spins come from the level frame counter: it
    takes no ``motion``."""

    kind = "s1_spin_platform"

    def __init__(self, x: float, y: float, subtype: int, half_width: int = SPIN_SIZE[0],
                 half_height: int = SPIN_SIZE[1], surface: int = SPIN_SIZE[2], width: int = SPIN_SIZE[3],
                 motion: Optional[Motion] = None) -> None:
        if isinstance(subtype, int) and not spin_subtype_modelled(subtype):
            raise ValueError(f"subtype {subtype:#x} of a s1_spin_platform is not a spinner whose waits the "
                             f"kind reproduces (spin_subtype_modelled)")
        if motion is not None:
            raise ValueError("a s1_spin_platform spins by the level frame counter; it takes no motion")
        KindObject.__init__(self, "s1_spin_platform", x, y, None, subtype=subtype, half_width=half_width,
                            half_height=half_height, surface=surface, width=width)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["radii"] = (self.params["half_width"], self.params["half_height"])  # for pictures
        return row


#: The touch box of collision byte $86 (BBall_Main), Touch_Sizes entry 6: 16 x 16 radii.
SPIKE_BALL_RADII = (16, 16)


class S1SpikeBall(KindObject):
    """A giant spiked ball of Spring Yard at (x, y), of type 1 (``subtype &
    7``: swings in X with oscillator 3) or 2 (in Y), or 0 (still); ``x_flip``
    the layout's flip (the other half of the swing). A hurting touch box
    (collision $86). Type 3 (circling by its own angle from its loading) and
    4-7 are refused. ``saw``: Scrap Brain's pizza cutter (S1 ``Saws`` $6A,
    types 1 and 2, collision $A2), whose type 2 reads oscillator 1
    (``v_oscillate+6``) instead; with ``saw``, types 3 and 4 are its ground
    saws (``.type03`` / ``.type04``: no collision until the player passes
    them, then $A2 and 6 px a frame right / left). It takes no ``motion``."""

    kind = "s1_spike_ball"

    def __init__(self, x: float, y: float, subtype: int, x_flip: bool = False,
                 width_radius: int = SPIKE_BALL_RADII[0], height_radius: int = SPIKE_BALL_RADII[1],
                 saw: bool = False, motion: Optional[Motion] = None) -> None:
        if isinstance(subtype, int) and subtype & 7 > (4 if saw else 2):
            raise ValueError(f"subtype {subtype:#x} of a s1_spike_ball: only types (subtype & 7) 0, 1 and 2 "
                             f"are modelled (BBall_Move), and 3, 4 with saw (Saw_Action's ground saws)")
        if motion is not None:
            raise ValueError("a s1_spike_ball swings with the oscillators; it takes no motion")
        KindObject.__init__(self, "s1_spike_ball", x, y, None, subtype=subtype, x_flip=x_flip,
                            width_radius=width_radius, height_radius=height_radius, saw=saw)

    def _row(self, game: str) -> _Row:
        row = super()._row(game)
        row["reaction"] = int(_core.VOCABULARY["reactions"]["hurt"])  # rules/objects G4 $80
        return row
