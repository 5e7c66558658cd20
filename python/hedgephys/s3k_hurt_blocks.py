"""Sonic 3's invisible hurt and insta-kill blocks (the registry kind
``s3k_hurt_block``, cpp/hedgephys/kinds/s3k_hurt_block.cpp; docs/kinds/s3k.md).

S3K objects $6A ``Obj_InvisibleHurtBlockHorizontal`` and $6B
``Obj_InvisibleHurtBlockVertical`` are invisible solid boxes
(``SolidObjectFull2`` with d1 = width + $B, d2 = height, d3 = height + 1)
that act on a player who stands on one, or with the layout's X-flip touches
either side of it, or with its Y-flip (X-flip unset) touches its underside:
$6A hurts him as spikes do (``sub_228EC``), $6B kills him
(``Kill_Character``, whatever his rings or shield: ``kills=True``). Sonic 3
& Knuckles and Sonic 3 alone only: the constructor's rows refuse other games.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KINDS, KindObject, Motion, _motion, _pixels, _Row, flag_bits

__all__ = ["S3KHurtBlock", "hurt_block_size"]


def hurt_block_size(subtype: int) -> tuple[int, int]:
    """(width_pixels, height_pixels) of both inits: ((subtype & $F0) + $10)
    / 2 and ((subtype & $F) + 1) * 8."""
    return ((subtype & 0xF0) + 0x10) >> 1, ((subtype & 0xF) + 1) << 3


class S3KHurtBlock(KindObject):
    """An invisible hurt block at (x, y): ``width_radius`` / ``height_radius``
    its width_pixels and height_pixels (:func:`hurt_block_size`), ``x_flip``
    / ``y_flip`` the layout's flips (the side that acts), ``kills`` $6B's
    Kill_Character instead of $6A's spike hurt."""

    kind = "s3k_hurt_block"

    def __init__(self, x: float, y: float, width_radius: int, height_radius: int,
                 x_flip: Union[bool, int] = False, y_flip: Union[bool, int] = False,
                 kills: Union[bool, int] = False, motion: Optional[Motion] = None) -> None:
        KindObject.__init__(self, "s3k_hurt_block", x, y, motion, width_radius=width_radius,
                            height_radius=height_radius, x_flip=x_flip, y_flip=y_flip, kills=kills)

    def _row(self, game: str) -> _Row:
        if game not in ("s3k", "s3"):
            raise ValueError(f"an s3k_hurt_block is Sonic 3's object (s3.asm Obj_InvisibleHurtBlock*), "
                             f"not modelled for {game!r}")
        w, h = self.params["width_radius"], self.params["height_radius"]
        flags = flag_bits("s3k_hurt_block", x_flip=bool(self.params["x_flip"]), y_flip=bool(self.params["y_flip"]))
        return _Row(kind=KINDS["s3k_hurt_block"], pos=(_pixels("x", self.x), _pixels("y", self.y)), radii=(w, h),
                    params=(w + 0xB, h, h + 1, w), flags=flags, reaction=0, heights=(),
                    motion=_motion(self.motion), subtype=self.params["kills"])
