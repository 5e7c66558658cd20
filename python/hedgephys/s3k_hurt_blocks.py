"""Sonic 3's invisible hurt and insta-kill blocks (the registry kind
``s3k_hurt_block``, cpp/hedgephys/kinds/s3k_hurt_block.cpp; docs/kinds/s3k.md).

S3K objects $6A ``Obj_InvisibleHurtBlockHorizontal`` and $6B
``Obj_InvisibleHurtBlockVertical`` are invisible solid boxes
(``SolidObjectFull2`` with d1 = width + $B, d2 = height, d3 = height + 1)
that act on a player who stands on one, or with the layout's X-flip touches
either side of it, or with its Y-flip (X-flip unset) touches its underside:
$6A hurts him as spikes do (``sub_228EC``), $6B kills him
(``Kill_Character``, whatever his rings or shield: ``kills=True``). Sonic &
Knuckles' $6E ``Obj_InvisibleLavaBlock`` and $6D ``Obj_InvisibleShockBlock``
(sonic3k.asm) are $6A that spare a player with a fire or lightning shield
(``sub_1F58C``: ``spared_by="fire"`` or ``"lightning"``). The registry
parameter ``effect`` holds the four cases. Sonic 3 & Knuckles and Sonic 3
alone only: the constructor's rows refuse other games.
"""
from __future__ import annotations

from typing import Optional, Union

from .kinds import KINDS, KindObject, Motion, _motion, _pixels, _Row, flag_bits

__all__ = ["S3KHurtBlock", "hurt_block_size"]


def hurt_block_size(subtype: int) -> tuple[int, int]:
    """(width_pixels, height_pixels) of both inits: ((subtype & $F0) + $10)
    / 2 and ((subtype & $F) + 1) * 8."""
    return ((subtype & 0xF0) + 0x10) >> 1, ((subtype & 0xF) + 1) << 3


#: The registry's ``effect`` codes of the ``spared_by`` shields ($6E, $6D).
_SPARED_BY = {"fire": 2, "lightning": 3}


class S3KHurtBlock(KindObject):
    """An invisible hurt block at (x, y): ``width_radius`` / ``height_radius``
    its width_pixels and height_pixels (:func:`hurt_block_size`), ``x_flip``
    / ``y_flip`` the layout's flips (the side that acts), ``kills`` $6B's
    Kill_Character instead of $6A's spike hurt, ``spared_by`` ``"fire"``
    ($6E) or ``"lightning"`` ($6D): the shield that spares a player its hurt
    (``effect``, the registry's parameter, may be given instead)."""

    kind = "s3k_hurt_block"

    def __init__(self, x: float, y: float, width_radius: int, height_radius: int,
                 x_flip: Union[bool, int] = False, y_flip: Union[bool, int] = False,
                 kills: Union[bool, int] = False, motion: Optional[Motion] = None,
                 spared_by: Optional[str] = None, effect: Union[int, str, None] = None) -> None:
        if spared_by is not None and spared_by not in _SPARED_BY:
            raise ValueError(f"spared_by must be None, 'fire' or 'lightning', not {spared_by!r}")
        if spared_by is not None and kills:
            raise ValueError("an s3k_hurt_block that kills ($6B) is spared by no shield; spared_by is for $6D/$6E")
        if effect is None:
            effect = _SPARED_BY[spared_by] if spared_by is not None else int(bool(kills))
        elif kills or spared_by is not None:
            raise TypeError("give an s3k_hurt_block either effect or kills / spared_by, not both")
        KindObject.__init__(self, "s3k_hurt_block", x, y, motion, width_radius=width_radius,
                            height_radius=height_radius, x_flip=x_flip, y_flip=y_flip, effect=effect)

    @property
    def kills(self) -> bool:
        """$6B: Kill_Character instead of the spike hurt."""
        return self.params["effect"] == 1

    @property
    def spared_by(self) -> Optional[str]:
        """The shield that spares a player the hurt ($6E fire, $6D lightning), or None."""
        return next((k for k, v in _SPARED_BY.items() if v == self.params["effect"]), None)

    def _row(self, game: str) -> _Row:
        if game not in ("s3k", "s3"):
            raise ValueError(f"an s3k_hurt_block is Sonic 3's object (s3.asm Obj_InvisibleHurtBlock*), "
                             f"not modelled for {game!r}")
        w, h = self.params["width_radius"], self.params["height_radius"]
        flags = flag_bits("s3k_hurt_block", x_flip=bool(self.params["x_flip"]), y_flip=bool(self.params["y_flip"]))
        return _Row(kind=KINDS["s3k_hurt_block"], pos=(_pixels("x", self.x), _pixels("y", self.y)), radii=(w, h),
                    params=(w + 0xB, h, h + 1, w), flags=flags, reaction=0, heights=(),
                    motion=_motion(self.motion), subtype=self.params["effect"])
