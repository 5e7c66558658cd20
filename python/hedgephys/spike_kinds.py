"""The constructors of the kinds ``spikes`` and ``breakable`` (issue 18;
their routines: cpp/hedgephys/kinds/spikes.cpp and breakable.cpp; the rules:
docs/kinds/spike.md). Hand-written (registered in :mod:`hedgephys.objects`):
their routine parameters (cx, hj, hs, aw) follow from the game, as each
game's init routine reads them.
"""
from __future__ import annotations

from typing import Optional, Union

from ._checks import whole
from .kinds import KINDS, KindObject, Motion, _kind_param, _motion, _pixels, _radius, _Row, flag_bits

__all__ = ["Spikes", "Breakable", "SPIKE_SIZES", "BREAKS"]

#: Per game, by the subtype's high nibble: (width, height radius) as the init
#: routine reads them. S1 Spik_Var (obActWid; frames 1 and 5 face sideways,
#: height 20 and 4); S2 Obj36_InitData and S3K byte_22602 (width_pixels,
#: y_radius; 4-7 face sideways).
SPIKE_SIZES: dict[str, tuple[tuple[int, int], ...]] = {
    "s1": ((0x14, 0x10), (0x10, 0x14), (4, 0x10), (0x1C, 0x10), (0x40, 0x10), (0x10, 4)),
    "s2": ((0x10, 0x10), (0x20, 0x10), (0x30, 0x10), (0x40, 0x10),
           (0x10, 0x10), (0x10, 0x20), (0x10, 0x30), (0x10, 0x40)),
}
SPIKE_SIZES["s3k"] = SPIKE_SIZES["s2"]
SPIKE_SIZES["s3"] = SPIKE_SIZES["s3k"]  # Sonic 3 alone: s3.asm's byte_22602, the same
#: The breaking rules of a :class:`Breakable`, in code order (breakable.cpp).
BREAKS = ("never", "side", "top", "knuckles", "knuckles_touch", "bottom", "plug", "knuckles_glide")


class Spikes(KindObject):
    """Spikes (S1 object 36, S2 Obj36, S3K Obj_Spikes) as the layout places them.

    ``subtype`` is the layout's byte: the high nibble picks the size and the
    orientation (the game's table :data:`SPIKE_SIZES`), the low nibble the
    movement (0 still; 1 up and down, 2 sideways: 32 px out at 8 px a frame,
    60 frames' pause, then back). ``y_flip`` (S2/S3K) makes them point down;
    ``x_flip`` only mirrors the sprite. Solid (procedure A, ``cx = width +
    11``, ``hj`` the height radius, ``hs = hj + 1``); they hurt a player who
    stands on upright ones, touches the underside of down-pointing ones or
    either side of sideways ones; Sonic 1's upright ones also hurt from below,
    and hurt while the player is invulnerable (the spike bug of revision 1).
    Sonic CD's spikes are not modelled.
    """

    kind = "spikes"

    def __init__(self, x: float, y: float, subtype: int = 0, x_flip: Union[bool, int] = False,
                 y_flip: Union[bool, int] = False, motion: Optional[Motion] = None) -> None:
        subtype = whole("subtype", subtype, 0, 0xFF, what="an int (the layout's subtype byte)")
        KindObject.__init__(self, "spikes", x, y, motion, subtype=subtype, x_flip=x_flip, y_flip=y_flip)

    def sizes(self, game: str) -> tuple[int, int, bool]:
        """(width, height radius, sideways) in ``game``, as its init routine reads the subtype."""
        table = SPIKE_SIZES.get(game)
        if table is None:
            raise ValueError(f"spikes are modelled for s1, s2, s3k and s3, not {game!r}")
        hi, lo = self.subtype >> 4, self.subtype & 0xF
        if hi >= len(table) or lo > 2:
            raise ValueError(f"spikes subtype {self.subtype:#04x} is outside {game}'s tables (high nibble "
                             f"0..{len(table) - 1}: size; low nibble 0..2: movement)")
        w, h = table[hi]
        return w, h, (hi in (1, 5)) if game == "s1" else hi >= 4

    def _row(self, game: str) -> _Row:
        w, h, side = self.sizes(game)
        cx = 0x1B if side else w + 0xB  # S1 Spik_SideWays d1 = $1B = 16 + 11 as well
        return _Row(kind=KINDS["spikes"], pos=(_pixels("x", self.x), _pixels("y", self.y)), radii=(w, h),
                    params=(cx, h, h + 1, w), flags=flag_bits("spikes", x_flip=bool(self.x_flip),
                                                               y_flip=bool(self.y_flip)),
                    reaction=0, heights=(), motion=_motion(self.motion), subtype=self.subtype)


class Breakable(KindObject):
    """A solid wall, rock or block that the player may break (breakable.cpp).

    ``width_radius`` is the routine's width (``aw``), ``solid_width`` its
    ``cx`` (0: ``width_radius + 11``, as every such routine but the purple
    rock's: ``aw = $13``, ``cx = $1B``), ``height_radius`` its ``hj``; a standing player is carried at
    ``hs = hj`` in S1 and for S2's Sonic 1 leftovers (1 px sink), ``hj + 1``
    otherwise; ``stand_height`` (not 0) is a routine's own ``hs`` (S3K
    ``Obj_ICZIceCube``: d3 = d2 = $10). ``breaks``: ``"never"`` (S1/S2 purple rock), ``"side"`` (S1
    SmashWall, S2 Obj3C, S3K Obj_BreakableWall and side-breakable rocks: a
    rolling player pushing into it at ``|x speed| >= 0x480``, or in S3K
    Knuckles on any side contact), ``"top"`` (S2 Obj32, S3K rocks: a player
    who stands on it curled bounces off), ``"knuckles"`` (S3K walls only
    Knuckles breaks by pushing), ``"knuckles_touch"`` (S3K rocks only
    Knuckles breaks, on any side contact), ``"bottom"`` (S3K cork floors of
    subtype 0: a player touching its underside breaks it, keeping his Y
    speed), ``"plug"`` (S3K ``Obj_LBZPipePlug``: the S1/S2 ``"side"`` rule,
    the pushing flag, the roll animation and the speed, with no contact
    test and no Knuckles rule), ``"knuckles_glide"`` (S&K walls only Knuckles
    breaks, sonic3k.asm ``loc_21818``: a side contact by Knuckles; a glide
    that breaks it becomes the fall). Once broken it is state
    ``"broken"`` and no longer solid; its fragments are not modelled.
    """

    kind = "breakable"

    def __init__(self, x: float, y: float, width_radius: int, height_radius: int,
                 breaks: Union[str, int] = "never", solid_width: int = 0,
                 motion: Optional[Motion] = None, stand_height: int = 0) -> None:
        _radius("width_radius", width_radius)
        _radius("height_radius", height_radius)
        code = _kind_param("breakable", "breaks", breaks, 0, len(BREAKS) - 1, BREAKS)
        KindObject.__init__(self, "breakable", x, y, motion, width_radius=width_radius,
                            height_radius=height_radius, breaks=code, solid_width=solid_width,
                            stand_height=stand_height)

    def _row(self, game: str) -> _Row:
        if game not in ("s1", "s2", "s3k", "s3"):
            raise ValueError(f"breakable walls and rocks are modelled for s1, s2, s3k and s3, not {game!r}")
        w, h = int(self.width_radius), int(self.height_radius)
        sinks = game in ("s1", "s2") and BREAKS[self.breaks] in ("never", "side")  # d3 = d2
        cx = int(self.solid_width) or w + 11
        hs = int(self.stand_height) or (h if sinks else h + 1)
        return _Row(kind=KINDS["breakable"], pos=(_pixels("x", self.x), _pixels("y", self.y)), radii=(w, h),
                    params=(cx, h, hs, w), flags=0, reaction=0, heights=(),
                    motion=_motion(self.motion), subtype=int(self.breaks))
