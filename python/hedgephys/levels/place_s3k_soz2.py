"""More placers of Sandopolis's objects whose code only Sonic & Knuckles has
(sonic3k.asm, which the checkout lacks; read from a public copy,
murshies/skdisasm, as :mod:`.place_s3k_soz`): docs/kinds/s3k_soz2.md.

* Sandopolis's spring vines (SK Set 2 $3F ``Obj_SOZSpringVine``): the kind
  ``s3k_soz_spring_vine`` (cpp/hedgephys/kinds/s3k_soz_spring_vine.cpp) with
  the layout's X-flip, $28 px below its layout position (the init's
  ``addi.w #$28,y_pos(a0)``, loc_40840). Its subtype is not read. A sloped
  top whose heights follow its rider's place and which throws him once he
  has run along it past place $3C (sub_4093E, loc_409BA);
* Sandopolis's pushable rocks (SK Set 2 $3E ``Obj_SOZPushableRock``): the
  kind ``s3k_soz_pushable_rock`` (cpp/hedgephys/kinds/s3k_soz_pushable_rock.cpp)
  with subtype & $1F, the index of its track (SOZRockRideInfo), and the
  routine's sizes: width_pixels $10, height_pixels $C, SolidObjectFull d1
  $1B, d2 $C, d3 $D (loc_405AA). A pushing player moves it 1 px every fifth
  frame (sub_406E4); off a ledge it falls and rides its track. A rock of
  subtype bit 7 (the end puzzle's, moved by the push switch, sub_41AA8) and
  an index past the 11 tracks are not placed;
* Sky Sanctuary's elevator bars (SK Set 2 $7A ``Obj_SSZElevatorBar``): the
  kind ``s3k_ssz_elevator_bar`` (cpp/hedgephys/kinds/s3k_ssz_elevator_bar.cpp)
  at its layout position (width_pixels $30, height_pixels 4). It swings up
  and down about its layout y by Gradual_SwingOffset ($18000, $480: all 0 at
  load, so its phase starts at the act's first frame) and holds a player who
  comes within its box below it (object_control 3) until a jump button
  throws him (sub_453E6). Neither its subtype nor its flip is read;
* Sky Sanctuary's swinging carriers (SK Set 2 $75 ``Obj_SSZSwingingCarrier``)
  of subtype bit 7 clear: the kind ``s3k_ssz_swinging_carrier``
  (cpp/hedgephys/kinds/s3k_ssz_swinging_carrier.cpp) with the layout's
  subtype (bits 0-1: the chain's links beyond 6) at its pivot, and the
  carrier's sizes: width_pixels $18, height_pixels $C, SolidObjectFull d1
  $23, d2 8, d3 8 (loc_46284, loc_462C2). A carrier swung on a chain by
  Gradual_SwingOffset ($20000, $821 from rest) that holds a player standing
  on it (object_control 1) until a jump button throws him at -$680, and
  hurts one touching its side or bottom (sub_46324). Bit 7 (a pivot turning
  1 a frame and SonicOnObjHitFloor's drop at $800) is not placed;
* Sky Sanctuary's rotating platforms (SK Set 2 $76
  ``Obj_SSZRotatingPlatform``): the kind ``s3k_ssz_rotating_platform``
  (cpp/hedgephys/kinds/s3k_ssz_rotating_platform.cpp) twice: its column's
  top at the layout position (SolidObjectTop d1 $10, d3 $21; width_pixels
  $C, height_pixels $20) and its platform $30 px lower (``lower``; d1 $B +
  width_pixels, $60 or $A0 with subtype bit 0; d3 $11). Each holds a player
  who stays on it a second frame (object_control 3): the column draws him
  to its x, the platform turns him round it, until a jump button throws
  him at -$680 (sub_45E6E, loc_45F74);
* Mushroom Hill's vertical swing bars (SK Set 2 $0C
  ``Obj_MHZSwingBarVertical``): the kind ``s3k_mhz_swing_bar``
  (cpp/hedgephys/kinds/s3k_mhz_swing_bar.cpp) at its layout position
  (width_pixels 4, height_pixels $20; SolidObjectTop d1 4, d3 $21). It takes
  a player running past it at $400 or more (object_control 3), swings him
  round it 31 frames (byte_3F156) and flings him on at $1000, unless a jump
  button lets him go at -$500 (sub_3F0D8). Its subtype is not read.

The other Sandopolis rows are in :mod:`.place_s3k_soz` or the catalogue.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__ = ["MHZ_SWING_BAR", "SSZ_ROT_COLUMN", "SSZ_ROT_DROP", "SSZ_ROT_PLATFORM", "SSZ_BAR_SIZE", "SSZ_CARRIER_SIZE", "SSZ_CARRIER_SOLID", "SOZ_ROCK_SIZE", "SOZ_ROCK_SOLID", "SOZ_ROCK_TRACKS", "SOZ_VINE_DROP", "SOZ_VINE_SIZE"]

#: loc_40840: addi.w #$28,y_pos(a0), once at its init.
SOZ_VINE_DROP = 0x28
#: Obj_SOZSpringVine's init: width_pixels $2C, height_pixels $2C.
SOZ_VINE_SIZE = (0x2C, 0x2C)
#: Obj_SOZPushableRock's init: width_pixels $10, height_pixels $C.
SOZ_ROCK_SIZE = (0x10, 0xC)
#: loc_405AA / loc_4063C: SolidObjectFull's d1, d2, d3.
SOZ_ROCK_SOLID = (0x1B, 0xC, 0xD)
#: Obj_SSZElevatorBar's init: width_pixels $30, height_pixels 4.
SSZ_BAR_SIZE = (0x30, 4)
#: loc_46284: the carrier's width_pixels $18, height_pixels $C.
SSZ_CARRIER_SIZE = (0x18, 0xC)
#: loc_462C2: SolidObjectFull's d1, d2, d3.
SSZ_CARRIER_SOLID = (0x23, 8, 8)
#: loc_45E2E: the column's width_pixels $C, height_pixels $20; SolidObjectTop d1 $10, d3 $21.
SSZ_ROT_COLUMN = (0xC, 0x20, 0x10, 0x21)
#: loc_45F10: the platform's addi.w #$30,y_pos(a0).
SSZ_ROT_DROP = 0x30
#: loc_45F10 / loc_45F3A: the platform's width_pixels by subtype bit 0, d1 = $B + it, d3 $11.
SSZ_ROT_PLATFORM = ((0x60, 0xA0), 0xB, 0x11)
#: Obj_MHZSwingBarVertical's init: width_pixels 4, height_pixels $20; loc_3F08C: d3 $21.
MHZ_SWING_BAR = (4, 0x20, 0x21)
#: SOZRockRideInfo's lists (y, x, y... targets), as the kind holds them.
SOZ_ROCK_TRACKS = 11


@placer("sk2", 0x3F)
def _soz_spring_vine(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZSpringVine`` (init, loc_40840): its X-flip (status bit 0,
    read by sub_4093E and SolidObjSloped), $28 px down."""
    w, h = SOZ_VINE_SIZE
    return [KindObject("s3k_soz_spring_vine", rec.x, rec.y + SOZ_VINE_DROP, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h)]


@placer("sk2", 0x3E)
def _soz_pushable_rock(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SOZPushableRock`` (init; Load_SOZ_Pushable_Rock_Track_Ride_Info):
    subtype & $1F picks its track; bit 7 hands it to the push switch
    (loc_405D6, sub_41AA8), not modelled: none placed."""
    track = rec.subtype & 0x1F
    if rec.subtype & 0x80 or track >= SOZ_ROCK_TRACKS:
        return []
    w, h = SOZ_ROCK_SIZE
    d1, d2, d3 = SOZ_ROCK_SOLID
    return [KindObject("s3k_soz_pushable_rock", rec.x, rec.y, subtype=track, width_radius=w, height_radius=h,
                       solid_width=d1, half_height=d2, stand_height=d3, width=w)]


@placer("sk2", 0x7A)
def _ssz_elevator_bar(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZElevatorBar`` (init; loc_4539E, sub_453E6): its layout
    position, the base of its swing ($1A = y_pos)."""
    w, h = SSZ_BAR_SIZE
    return [KindObject("s3k_ssz_elevator_bar", rec.x, rec.y, width_radius=w, height_radius=h)]


@placer("sk2", 0x75)
def _ssz_swinging_carrier(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZSwingingCarrier`` (init; loc_46172, loc_46216, loc_462C2):
    its pivot at the layout position; subtype bit 7 (loc_46192's turning
    pivot, loc_4639A's floor check) is not modelled: none placed."""
    if rec.subtype & 0x80:
        return []
    w, h = SSZ_CARRIER_SIZE
    d1, d2, d3 = SSZ_CARRIER_SOLID
    return [KindObject("s3k_ssz_swinging_carrier", rec.x, rec.y, subtype=rec.subtype, width_radius=w,
                       height_radius=h, solid_width=d1, half_height=d2, stand_height=d3, width=w)]


@placer("sk2", 0x76)
def _ssz_rotating_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_SSZRotatingPlatform`` (init; loc_45E2E) and the platform it
    makes (loc_45F10: $30 px lower, width_pixels $A0 with subtype bit 0)."""
    cw, ch, cd1, cd3 = SSZ_ROT_COLUMN
    widths, pad, pd3 = SSZ_ROT_PLATFORM
    pw = widths[rec.subtype & 1]
    return [KindObject("s3k_ssz_rotating_platform", rec.x, rec.y, width_radius=cw, height_radius=ch,
                       width=cd1, stand_height=cd3),
            KindObject("s3k_ssz_rotating_platform", rec.x, rec.y + SSZ_ROT_DROP, lower=True, width_radius=pw,
                       height_radius=pd3, width=pad + pw, stand_height=pd3)]


@placer("sk2", 0x0C)
def _mhz_swing_bar(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_MHZSwingBarVertical`` (init; loc_3F08C, sub_3F0D8): its
    layout position; SolidObjectTop with d1 = width_pixels."""
    w, h, d3 = MHZ_SWING_BAR
    return [KindObject("s3k_mhz_swing_bar", rec.x, rec.y, width_radius=w, height_radius=h, width=w, stand_height=d3)]
