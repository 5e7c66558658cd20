"""Placers of objects whose code only Sonic & Knuckles has (sonic3k.asm, which
the checkout lacks; read from a public copy, murshies/skdisasm, as
:data:`~hedgephys.levels.touch_data.SK_ONLY_BADNIKS`): docs/kinds/s3k.md.

* the blocks that ride the global oscillators (kind ``s3k_osc_block``,
  cpp/hedgephys/kinds/s3k_osc_block.cpp): Sandopolis's floating pillars (SK
  Set 2 $42 ``Obj_SOZFloatingPillar``), Lava Reef's solid moving platforms
  ($2D ``Obj_LRZSolidMovingPlatforms``) and Death Egg's floating platforms
  ($4A ``Obj_DEZFloatingPlatform``). The motions that count their own
  speed from when the object is loaded (LRZ and DEZ types 3, 6, 7, 8:
  sub_25974) are not placed (docs/levels.md "Objects are present from the
  first frame");
* the invisible hurt blocks of the Sonic & Knuckles zones (kind
  ``s3k_hurt_block``): $6A ``Obj_InvisibleHurtBlockHorizontal``, $6D
  ``Obj_InvisibleShockBlock`` and $6E ``Obj_InvisibleLavaBlock``, the last
  two sparing a player with a lightning or fire shield (sub_1F58C);
* Flying Battery's still magnetic spike balls (SK Set 1 $73
  ``Obj_FBZMagneticSpikeBall`` of subtype 1-$7F): a hurt box, collision $9A;
* Mushroom Hill's bouncy caps (SK Set 2 $23 ``Obj_MHZMushroomCap``; kind
  ``s3k_mushroom_cap``, cpp/hedgephys/kinds/s3k_mushroom_cap.cpp), both the
  dark-spotted ones and the light-spotted ones (subtype bit 0: $14 added to
  the sway's index, which stays inside ``MHZMushroomCap_Positions``'s 54
  pairs);
* Lava Reef's orbiting spike balls ($2B ``Obj_LRZOrbitingSpikeBallHorizontal``,
  $2C ``Obj_LRZOrbitingSpikeBallVertical``; kind ``s3k_orbit_ball``,
  cpp/hedgephys/kinds/s3k_orbit_ball.cpp);
* Lava Reef's side buttons ($1C ``Obj_LRZButtonHorizontal``): placed by
  :mod:`.place_s3k_trigger` (h-trig), writers of the level triggers;
* Sandopolis's breakable sand rocks ($44 ``Obj_SOZBreakableSandRock``): a
  breakable that a player standing on it curled breaks (``breaks="top"``).
"""
from __future__ import annotations

from typing import Optional

from ..kinds import KindObject
from ..objects import ObjectDescription
from ..s3k_hurt_blocks import S3KHurtBlock, hurt_block_size
from ..spike_kinds import Breakable
from .place_s3k_fbz2 import fbz_magnet  # h-fbz2: $73 subtype 0
from .place_touch import touch_hitbox
from .touch_data import touch_size
from .placing import Placement, Placer, placer

__all__: list[str] = []

#: Obj_SOZFloatingPillar's byte_4116A: (width_pixels, height_pixels, mapping
#: frame, touch mask) by (subtype >> 4) & 7; frame 1 has spikes on top (mask
#: $30, the touch-top bits), frame 2 below ($C, the touch-bottom bits).
SOZ_PILLARS = ((0x20, 0x40, 0, 0x00), (0x20, 0x50, 1, 0x30), (0x20, 0x50, 2, 0x0C))
#: off_41210's seven motions (subtype & $F: 0 still, 1-3 X, 4-6 Y).
SOZ_PILLAR_MOTIONS = range(7)
#: Obj_LRZSolidMovingPlatforms' byte_25826: (width_pixels, height_pixels) by
#: (subtype >> 4) & 7 (mapping frames 0 and 1: the art only).
LRZ_PLATFORMS = ((0x20, 0x20), (0x20, 0x20))
#: Obj_DEZFloatingPlatform's init: width_pixels $20, height_pixels $10.
DEZ_PLATFORM = (0x20, 0x10)
#: off_258BC / word_25AB8 motions read from the oscillators (0 still; 1, 2 X
#: from the bytes at +$0A and +$1E; 4, 5 Y): SOZ's 0-2 and 4-5. Types 3 and
#: 6-8 count their own speed from the frame they are loaded (sub_25974).
OSC_MOTIONS = (0, 1, 2, 4, 5)
#: The collision byte of a still magnetic spike ball (loc_3B122's sibling:
#: subtype 1-$7F, Sprite_CheckDeleteTouch3).
FBZ_SPIKE_BALL_COLLISION = 0x9A


def osc_block(rec: Placement, width: int, height: int, motion: int,
              spikes_top: bool = False, spikes_bottom: bool = False) -> KindObject:
    """An s3k_osc_block of width_pixels ``width`` and height_pixels ``height``
    (SolidObjectFull: d1 = width + $B, d2 = height, d3 = height + 1)."""
    return KindObject("s3k_osc_block", rec.x, rec.y, width_radius=width, height_radius=height, motion_type=motion,
                      x_flip=rec.x_flip, spikes_top=spikes_top, spikes_bottom=spikes_bottom,
                      solid_width=width + 0xB, half_height=height, stand_height=height + 1, width=width)


@placer("sk2", 0x42)
def _soz_pillar(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZFloatingPillar``: sizes, frame and touch mask from
    byte_4116A by (subtype >> 4) & 7, the motion by subtype & $F (off_41210);
    loc_411D8 each frame. Entries past either table are not placed."""
    row, motion = (rec.subtype >> 4) & 7, rec.subtype & 0xF
    if row >= len(SOZ_PILLARS) or motion not in SOZ_PILLAR_MOTIONS:
        return []
    width, height, frame, _mask = SOZ_PILLARS[row]
    return [osc_block(rec, width, height, motion, spikes_top=frame == 1, spikes_bottom=frame == 2)]


def _osc_platform(rec: Placement, size: Optional[tuple[int, int]]) -> list[ObjectDescription]:
    motion = rec.subtype & 0xF
    if size is None or motion not in OSC_MOTIONS:
        return []
    return [osc_block(rec, size[0], size[1], motion)]


@placer("sk2", 0x2D)
def _lrz_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZSolidMovingPlatforms``: byte_25826's sizes by (subtype
    >> 4) & 7, the motion by subtype & $F (off_258BC; 0-2, 4, 5 placed);
    loc_2588C: SolidObjectFull."""
    row = (rec.subtype >> 4) & 7
    return _osc_platform(rec, LRZ_PLATFORMS[row] if row < len(LRZ_PLATFORMS) else None)


@placer("sk2", 0x4A)
def _dez_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_DEZFloatingPlatform``: $20 by $10, LRZ's motions
    (word_25AB8; 0-2, 4, 5 placed); loc_25A7E: SolidObjectFull (its mapping
    frame flips every frame: the art only)."""
    return _osc_platform(rec, DEZ_PLATFORM)


def _hurt_block(spared_by: Optional[str]) -> Placer:
    def place(rec: Placement) -> list[ObjectDescription]:
        width, height = hurt_block_size(rec.subtype)
        return [S3KHurtBlock(rec.x, rec.y, width, height, x_flip=rec.x_flip, y_flip=rec.y_flip,
                             spared_by=spared_by)]
    place.__doc__ = (f"S&K Obj_InvisibleHurtBlockHorizontal's init and routines (sonic3k.asm), "
                     f"spared by {spared_by or 'no'} shield (sub_1F58C).")
    return place


placer("sk2", 0x6A)(_hurt_block(None))         # Obj_InvisibleHurtBlockHorizontal
placer("sk2", 0x6D)(_hurt_block("lightning"))  # Obj_InvisibleShockBlock: shield_reaction bit 5
placer("sk2", 0x6E)(_hurt_block("fire"))       # Obj_InvisibleLavaBlock: shield_reaction bit 4


@placer("sk1", 0x73)
def _fbz_spike_ball(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZMagneticSpikeBall``: subtype 1-$7F a still hurt box
    (collision $9A, Sprite_CheckDeleteTouch3). Subtype 0 falls to the floor
    and rises with the level's magnet flag (_unkF7C1): kind s3k_fbz_magnet
    (place_s3k_fbz2). $80+ have no collision: not placed."""
    if rec.subtype == 0:  # h-fbz2: kind s3k_fbz_magnet (place_s3k_fbz2)
        return [fbz_magnet(rec.x, rec.y, 0, spike_ball=True)]
    if not 1 <= rec.subtype <= 0x7F:
        return []
    return [touch_hitbox("s3k", rec.x, rec.y, FBZ_SPIKE_BALL_COLLISION)]


@placer("sk2", 0x23)
def _mhz_mushroom_cap(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_MHZMushroomCap`` (init, Obj_MHZMushroomCap_Main): width_pixels
    $20, height_pixels $10, SolidObjectTop with d1 = $18; the subtype's bit 0
    (the light-spotted caps) sets the sway offset $36 to $14."""
    return [KindObject("s3k_mushroom_cap", rec.x, rec.y, subtype=rec.subtype)]


#: Obj_LRZOrbitingSpikeBall*: the collision byte by subtype bit 0 (the init's
#: bclr #0): clear, a small ball ($9A); set, a big one ($8F).
ORBIT_BALL_COLLISION = (0x9A, 0x8F)


def _orbit_ball(vertical: bool) -> Placer:
    def place(rec: Placement) -> list[ObjectDescription]:
        w, h = touch_size("s3k", ORBIT_BALL_COLLISION[rec.subtype & 1])
        return [KindObject("s3k_orbit_ball", rec.x, rec.y, width_radius=w, height_radius=h, subtype=rec.subtype,
                           x_flip=rec.x_flip, vertical=vertical)]
    place.__doc__ = ("S&K Obj_LRZOrbitingSpikeBall" + ("Vertical" if vertical else "Horizontal")
                     + ": a hurt box of collision $9A (subtype bit 0 clear) or $8F (set), "
                     "swinging and harmful by the level frame counter (kind s3k_orbit_ball).")
    return place


placer("sk2", 0x2B)(_orbit_ball(False))  # Obj_LRZOrbitingSpikeBallHorizontal
placer("sk2", 0x2C)(_orbit_ball(True))   # Obj_LRZOrbitingSpikeBallVertical


# Obj_LRZButtonHorizontal (SK Set 2 $1C): the kind s3k_button with side=True, a
# writer of the level triggers (h-trig: place_s3k_trigger, docs/kinds/s3k_trigger.md).


#: Obj_SOZBreakableSandRock: width_pixels $18, height_pixels $10 (loc_4172E:
#: SolidObjectFull with d1 = $23, d2 = $10, d3 = $11).
SOZ_SAND_ROCK = (0x18, 0x10)


@placer("sk2", 0x44)
def _soz_sand_rock(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZBreakableSandRock``: solid until a player stands on it
    with the roll animation (2, read before the solid routine), who bounces
    off curled at -$300 (sub_417AC, as the S3K rocks' sub_1D7CE): a
    :class:`~hedgephys.spike_kinds.Breakable` that breaks from the top."""
    return [Breakable(rec.x, rec.y, *SOZ_SAND_ROCK, "top")]
