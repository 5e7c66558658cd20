"""Placers of objects that never move and act on the player only through the
solid routine with constant sizes (a :class:`~hedgephys.SolidBox` or
:class:`~hedgephys.JumpThrough`, rules/objects §2 procedure A and rules/objects §5
procedure D) or through a constant hurt box (a ``"hurt"``
:class:`~hedgephys.Hitbox`, rules/objects §8): Sonic 2's buttons (Obj47)
and fixed bricks (Obj75 with subtype $xF), Wing Fortress's Clucker bases
(ObjAD) and vertical propellers (ObjB4), Hydrocity's blocks (``Obj_HCZBlock``), Ice Cap's
harmful ice (``Obj_ICZHarmfulIce`` of subtype 0), and the invisible hurt
blocks (``Obj_InvisibleHurtBlockHorizontal``: still spikes,
:class:`~hedgephys.spike_kinds.Spikes`, where size and flip make their
routine the spikes', else the kind ``s3k_hurt_block``); each
routine read in s2.asm or s3.asm.

Sonic 3 & Knuckles' buttons ($33), which also write the level triggers, are
the kind ``s3k_button`` (place_s3k_trigger). Sonic 3 & Knuckles' ids are
placed in the zones whose code s3.asm holds (AIZ-LBZ less FBZ); the Sonic &
Knuckles zones run sonic3k.asm, which the checkout lacks.

Each routine (S2 ``SolidObject``, S3K ``SolidObjectFull``) is solid only while
the object is on the screen; hedgephys has no camera and keeps it solid, as
for the invisible blocks (docs/levels.md "Objects are present from the first
frame"). So is Ice Cap's ice, whose ``Obj_WaitOffscreen`` holds its set-up
until it is first on the screen.
"""
from __future__ import annotations

from typing import Optional

from ..kinds import KindObject
from ..objects import Hitbox, ObjectDescription, SolidBox
from ..s3k_hurt_blocks import S3KHurtBlock, hurt_block_size
from ..spike_kinds import SPIKE_SIZES, Breakable, Spikes
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: The zones of the S3K acts whose objects run s3.asm's code.
S3_ZONES = ("aiz", "hcz", "mgz", "cnz", "icz", "lbz")
#: S3K byte_1CFEA: Obj_HCZBlock's (width_pixels, height_pixels) by subtype.
HCZ_BLOCK_SIZES = ((0x10, 0x10), (0x20, 0x10), (0x30, 0x10), (0x40, 0x10))
#: S2 ObjB4_SubObjData: the vertical propeller's collision byte.
S2_PROPELLER_COLLISION = 0xA8
#: S3K ObjDat3_58CCA: the collision byte of Obj_ICZHarmfulIce of subtype 0.
ICZ_ICE_COLLISION = 0x82
#: ObjDat3_58CD6: the collision byte of Obj_ICZHarmfulIce of a nonzero subtype (h-icz).
ICZ_BREAKING_ICE_COLLISION = 0xD7


@placer("s2", 0x47)
def _s2_button(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj47_Init: width_pixels $10, y_pos + 4; Obj47_Main calls
    SolidObject with d1 = $1B, d2 = 4, d3 = 5."""
    return [SolidBox(rec.x, rec.y + 4, 0x10, 4, stand_height=5)]


@placer("s2", 0x75)
def _s2_brick(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj75_Init: subtype bits 0-3 = $F is the chain's fixed brick
    (routine loc_28D6C: SolidObject with d1 = width_pixels $10 + $B, d2 =
    $10, d3 = $11); any other is a brick swinging on its chain (collision
    $9A, its motion not modelled): not placed."""
    if rec.subtype & 0xF != 0xF:
        return []
    return [SolidBox(rec.x, rec.y, 0x10, 0x10, stand_height=0x11)]


@placer("s2", 0xAD)
def _s2_clucker_base(rec: Placement) -> list[ObjectDescription]:
    """S2 ObjAD (subtype $42: LoadSubObject's ObjAD_SubObjData, width_pixels
    $18, no collision); ObjAD_Main calls SolidObject with d1 = $1B, d2 = d3 =
    8: the routine of the purple rock (Obj3B_Main, a d1 narrower than width +
    $B), a never-breaking :class:`~hedgephys.spike_kinds.Breakable` with that
    d1. Another subtype loads other data (the Clucker's shot): not placed."""
    if rec.subtype != 0x42:
        return []
    return [Breakable(rec.x, rec.y, 0x18, 8, "never", solid_width=0x1B)]


@placer("s2", 0xB4)
def _s2_propeller(rec: Placement) -> list[ObjectDescription]:
    """S2 ObjB4 (subtype $64: ObjB4_SubObjData, collision $A8, hurt class);
    ObjB4_Init clears the collision when the record is y-flipped (nothing to
    place); ObjB4_Main only animates: a constant hurt box."""
    if rec.subtype != 0x64 or rec.y_flip:
        return []
    w, h = touch_size("s2", S2_PROPELLER_COLLISION)
    return [Hitbox(rec.x, rec.y, w, h, reaction="hurt")]


def _hcz_block(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_HCZBlock: the subtype indexes byte_1CFEA (a larger one reads
    past it: not placed); loc_1D02A calls SolidObjectFull2 with d1 =
    width_pixels + $B, d2 = height_pixels, d3 = d2 + 1."""
    if rec.subtype >= len(HCZ_BLOCK_SIZES) or not rec.act.startswith(S3_ZONES):
        return []
    w, h = HCZ_BLOCK_SIZES[rec.subtype]
    return [SolidBox(rec.x, rec.y, w, h, stand_height=h + 1)]


def _icz_ice(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_ICZHarmfulIce of subtype 0: ObjDat3_58CCA's collision byte
    $82 (hurt class, size 2) and Sprite_CheckDeleteTouch only; another
    subtype: ObjDat3_58CD6's $D7 (special class, size $17), the kind
    ``s3k_icz_harmful_ice`` (loc_58C8C: a touch hurts and breaks it;
    docs/kinds/s3k_icz.md)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    if rec.subtype:
        w, h = touch_size("s3k", ICZ_BREAKING_ICE_COLLISION)
        return [KindObject("s3k_icz_harmful_ice", rec.x, rec.y, width_radius=w, height_radius=h)]
    w, h = touch_size("s3k", ICZ_ICE_COLLISION)
    return [Hitbox(rec.x, rec.y, w, h, reaction="hurt")]


def _hurt_block_spikes(width: int, height: int, y_flip: bool) -> Optional[int]:
    """The still spikes' subtype whose routine is the hurt block's, or None.
    Unflipped, loc_1D0F6 hurts a player stood on it, as upright spikes do
    (loc_226FC: sizes (16-64, 16)); y-flipped, loc_1D1C0 hurts on a bottom
    touch, as y-flipped spikes of any frame do (loc_227AA). Each calls the
    solid routine with d1 = width + $B, d2 = height, d3 = d2 + 1, then
    sub_228EC. x-flipped (loc_1D15C) it hurts on either side touch, but
    sideways spikes (loc_2274E) also clear their pushing bits: not spikes."""
    sizes = SPIKE_SIZES["s3k"]
    frames = range(len(sizes)) if y_flip else range(4)  # frames 0-3 are upright
    return next((f << 4 for f in frames if sizes[f] == (width, height)), None)


def _hurt_block(rec: Placement) -> list[ObjectDescription]:
    """S3K Obj_InvisibleHurtBlockHorizontal: width ((subtype & $F0) + $10) / 2,
    height ((subtype & $F) + 1) * 8, the routine by the flip bits (x first);
    still spikes where those are its routine, else the kind s3k_hurt_block
    (docs/kinds/s3k.md)."""
    if not rec.act.startswith(S3_ZONES):
        return []
    width, height = hurt_block_size(rec.subtype)
    subtype = None if rec.x_flip else _hurt_block_spikes(width, height, rec.y_flip)
    if subtype is None:
        return [S3KHurtBlock(rec.x, rec.y, width, height, x_flip=rec.x_flip, y_flip=rec.y_flip)]
    return [Spikes(rec.x, rec.y, subtype, y_flip=rec.y_flip)]


for _table in ("s3", "sk1"):  # the buttons $33: place_s3k_trigger (h-trig, kind s3k_button)
    placer(_table, 0x40)(_hcz_block)
    placer(_table, 0x6A)(_hurt_block)
placer("s3", 0xC1)(_icz_ice)
placer("sk1", 0xB8)(_icz_ice)
