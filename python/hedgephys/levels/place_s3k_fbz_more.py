"""Placers of more of Flying Battery's S&K-only objects (SK Set 1; sonic3k.asm,
read in a public copy as :mod:`.place_s3k_fbz`): docs/kinds/s3k_fbz.md.

* the trap springs ($E3 ``Obj_FBZTrapSpring``) and the spring plungers
  ($D0 ``Obj_FBZSpringPlunger``): kind ``s3k_fbz_spring``
  (cpp/hedgephys/kinds/s3k_fbz_spring.cpp). A trap spring is top-solid
  (SolidObjectTop, d1 = $1B, d3 = 9) and throws a player up on the frame
  after he lands on it (-$1000, -$A00 with subtype bit 1; bit 0 the twirl);
  a plunger is a full solid (sub_86A3E: d1 = $1B, d2 = 4, d3 = 6) that throws
  a player standing on it at -$A00 at once. Neither has a phase;
* the propellers ($7C ``Obj_FBZPropeller``): kind ``s3k_fbz_propeller``, a
  hurting blade whose touch byte turns $B6, 0, $B6, $B7 a frame each
  (loc_3C1EE), phase from frame 0 (the game: from when the camera loads it);
* the disappearing platforms ($79 ``Obj_FBZDisappearingPlatform``): kind
  ``s3k_fbz_disappearing``, top-solid (d1 = $1B, d3 = $11) only while its
  animation shows frame 0, started by the level frame counter (loc_3BB08),
  its first start the first counter that passes the test from the act's
  first frame (the game: after the camera loads it);
* the rotating platforms ($77 ``Obj_FBZRotatingPlatform``): kind
  ``s3k_fbz_rotating``, one object per spoke of byte_3B780's row (platforms
  and spike balls circling the layout position at their radii, SolidObjectFull
  $17/$C/$D, the spike balls' touch $86), phase from frame 0 (the game: from
  when the camera loads it);
* the player launchers of Flying Battery and Death Egg (SK Set 1 and 2 $78
  ``Obj_FBZDEZPlayerLauncher``): kind ``s3k_fbz_launcher``, top-solid
  (d1 = $10, d3 = 3), which holds a rider 4 px ahead and throws him (x speed
  $100 doubled four times over $C frames), then slides home 1 px a frame.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_FBZTrapSpring's init: width_pixels, height_pixels $10; loc_3CBA6's
#: SolidObjectTop: d1 = $1B (landing half-width), d3 = 9 (surface height).
FBZ_TRAP_SPRING_SIZES = (0x10, 0x10, 0x1B, 9)
#: ObjDat_FBZSpringPlunger: width_pixels $10 (the landing width, aw),
#: height_pixels 8; sub_86A3E's SolidObjectFull: d1 = $1B, d2 = 4, d3 = 6.
FBZ_PLUNGER_SIZES = (0x10, 8, 0x1B, 4, 6)


@placer("sk1", 0xE3)
def _fbz_trap_spring(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZTrapSpring``: loc_3CB66's SolidObjectTop ($1B, 9) and
    sub_3CBCE's launch of the rider it kept since the last frame (subtype
    bit 1: -$A00 instead of -$1000; bit 0: the twirl)."""
    wr, hr, aw, hs = FBZ_TRAP_SPRING_SIZES
    return [KindObject("s3k_fbz_spring", rec.x, rec.y, subtype=rec.subtype, width_radius=wr, height_radius=hr,
                       width=aw, stand_height=hs)]


@placer("sk1", 0xD0)
def _fbz_spring_plunger(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZSpringPlunger``: sub_86A3E's SolidObjectFull ($1B, 4, 6),
    then sub_8635E's launch (-$A00) of a player standing on it."""
    wr, hr, cx, hj, hs = FBZ_PLUNGER_SIZES
    return [KindObject("s3k_fbz_spring", rec.x, rec.y, plunger=True, width_radius=wr, height_radius=hr,
                       solid_width=cx, half_height=hj, stand_height=hs, width=wr)]


#: Touch_Sizes $36 and $37 (sonic3k.asm; s3.asm's table stops at $31):
#: the (width, height) radii of CollisionSizes_FBZPropeller's $B6 and $B7.
FBZ_PROPELLER_BOXES = {0xB6: (0x40, 2), 0xB7: (0x60, 2)}


@placer("sk1", 0x7C)
def _fbz_propeller(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZPropeller``: loc_3C1EE's touch byte, $B6, 0, $B6, $B7 by
    a counter of its own frames (the subtype is not read)."""
    (w, h), (ww, wh) = FBZ_PROPELLER_BOXES[0xB6], FBZ_PROPELLER_BOXES[0xB7]
    return [KindObject("s3k_fbz_propeller", rec.x, rec.y, width_radius=w, height_radius=h,
                       wide_width_radius=ww, wide_height_radius=wh)]


#: loc_3BB6E's SolidObjectTop: d1 = $1B, d3 = $11; width_pixels, height_pixels $10.
FBZ_DISAPPEARING_SIZES = (0x10, 0x10, 0x1B, 0x11)


@placer("sk1", 0x79)
def _fbz_disappearing_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZDisappearingPlatform``: word_3BAAA's mask by subtype & $C,
    the offset by subtype >> 4, the animation by subtype & 3 (loc_3BB1C)."""
    wr, hr, aw, hs = FBZ_DISAPPEARING_SIZES
    return [KindObject("s3k_fbz_disappearing", rec.x, rec.y, subtype=rec.subtype, width_radius=wr, height_radius=hr,
                       width=aw, stand_height=hs)]


#: byte_3B780, by subtype & $F: (spike ball bits, the spokes' radius bytes),
#: the layout's own object first (its count - 1 children follow).
FBZ_ROTATING_ROWS: tuple[tuple[int, tuple[int, ...]], ...] = (
    (0x00, (0x5C, 0x44, 0x2C, 0xD4, 0xBC, 0xA4)), (0x01, (0x5C, 0x44, 0x2C, 0xD4, 0xBC, 0xA4)),
    (0x21, (0x5C, 0x44, 0x2C, 0xD4, 0xBC, 0xA4)), (0x00, (0x44, 0x2C, 0xD4, 0xBC)),
    (0x01, (0x44, 0x2C, 0xD4, 0xBC)), (0x09, (0x44, 0x2C, 0xD4, 0xBC)), (0x00, (0x2C, 0xD4)),
    (0x01, (0x2C, 0xD4)), (0x03, (0x2C, 0xD4)), (0x00, (0x5C, 0x44, 0x2C)), (0x01, (0x5C, 0x44, 0x2C)),
    (0x00, (0x44, 0x2C)), (0x01, (0x44, 0x2C)), (0x00, (0x2C,)), (0x01, (0x2C,)),
)
#: The spike ball's collision_flags $86: hurt, Touch_Sizes 6.
FBZ_ROTATING_SPIKE = 0x86


def fbz_rotating_spokes(x: int, y: int, subtype: int, x_flip: bool = False) -> list[KindObject]:
    """The ``s3k_fbz_rotating`` spokes of one ``Obj_FBZRotatingPlatform``
    (byte_3B780's row subtype & $F; a ValueError past its 15 rows), centred
    at (x, y)."""
    row = subtype & 0xF
    if row >= len(FBZ_ROTATING_ROWS):
        raise ValueError(f"Obj_FBZRotatingPlatform subtype {subtype:#x}: row {row} reads past byte_3B780's "
                         f"{len(FBZ_ROTATING_ROWS)} rows")
    bits, radii = FBZ_ROTATING_ROWS[row]
    w, h = touch_size("s3k", FBZ_ROTATING_SPIKE)
    return [KindObject("s3k_fbz_rotating", x, y, radius=radius, x_flip=x_flip, spike_ball=bool(bits >> n & 1),
                       first=n == 0, width_radius=w, height_radius=h)
            for n, radius in enumerate(radii)]


@placer("sk1", 0x77)
def _fbz_rotating_platform(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZRotatingPlatform``: byte_3B780's spokes (a row past the
    table is not placed), each loc_3B86A / loc_3B8C2."""
    if rec.subtype & 0xF >= len(FBZ_ROTATING_ROWS):
        return []
    return list(fbz_rotating_spokes(rec.x, rec.y, rec.subtype, rec.x_flip))


#: Obj_FBZDEZPlayerLauncher's init: width_pixels, height_pixels $10;
#: loc_3B97A's SolidObjectTop: d1 = $10, d3 = 3.
FBZ_LAUNCHER_SIZES = (0x10, 0x10, 0x10, 3)


def _fbz_dez_launcher(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_FBZDEZPlayerLauncher``: loc_3B97A / loc_3BA4A, thrown to the
    left when X-flipped (status bit 0); the subtype is not read."""
    wr, hr, aw, hs = FBZ_LAUNCHER_SIZES
    return [KindObject("s3k_fbz_launcher", rec.x, rec.y, x_flip=rec.x_flip, width_radius=wr, height_radius=hr,
                       width=aw, stand_height=hs)]


placer("sk1", 0x78)(_fbz_dez_launcher)  # Object pointers - SK Set 1
placer("sk2", 0x78)(_fbz_dez_launcher)  # Object pointers - SK Set 2
