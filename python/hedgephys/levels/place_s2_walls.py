"""Placers of Sonic 2's walls and blocks that answer a player (docs/kinds/s2.md):
Metropolis's spring walls S2 ``Obj66`` (kind ``s2_spring_wall``), the rising
barriers S2 ``Obj2D`` (``s2_barrier``), Hill Top's smashable ground S2
``Obj2F`` (``s2_smash_ground``), Metropolis's long platforms S2 ``Obj65``
of type 3 (``s2_slide_platform``), Aquatic Ruin's falling pillars S2
``Obj23`` (a SolidBox and ``s2_falling_pillar``), Metropolis's cogs S2
``Obj70`` (eight ``s2_cog`` teeth) and nuts S2 ``Obj69`` (``s2_nut``),
each sized as its init routine reads the record.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SolidBox
from .placing import Placement, placer

__all__: list[str] = []

#: Obj66_Main: d1 = $13; Obj66_Init: width_pixels 8, y_radius $40, or $80
#: when (subtype >> 4) & 7 (its mapping frame) is nonzero.
SPRING_WALL_SOLID_WIDTH = 0x13
SPRING_WALL_WIDTH = 8
SPRING_WALL_Y_RADII = (0x40, 0x80)


@placer("s2", 0x66)
def _s2_spring_wall(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj66 (Obj66_Init; Obj66_Main: SolidObject_Always_SingleCharacter
    with d1 = $13, d2 = y_radius, d3 = y_radius + 1; loc_27042 throws a player
    who hits its face side in the air at $800 across and -$800 up)."""
    y_radius = SPRING_WALL_Y_RADII[1 if (rec.subtype >> 4) & 7 else 0]
    return [KindObject("s2_spring_wall", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=SPRING_WALL_WIDTH, height_radius=y_radius, width=SPRING_WALL_WIDTH,
                       solid_width=SPRING_WALL_SOLID_WIDTH, half_height=y_radius, stand_height=y_radius + 1)]


#: Obj2D_Init: width_pixels 8, $C in Metropolis (metropolis_zone and
#: metropolis_zone_2); Obj2D_Main: d1 = width_pixels + $B, d2 = $20, d3 = $21.
BARRIER_WIDTHS = {"mtz": 0xC}
BARRIER_WIDTH = 8
BARRIER_Y_RADIUS = 0x20


@placer("s2", 0x2D)
def _s2_barrier(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj2D (Obj2D_Init, Obj2D_Main, Obj2D_CheckCharacter: rises 8 px a
    frame up to $40 while a player is within $200 px before it, sinks back
    otherwise). Its subtype is only its picture (the fixBugs subtype 3 of
    Chemical Plant and Death Egg is not the game's)."""
    width = BARRIER_WIDTHS.get(rec.act[:3], BARRIER_WIDTH)
    return [KindObject("s2_barrier", rec.x, rec.y, x_flip=rec.x_flip, width_radius=width, width=width,
                       height_radius=BARRIER_Y_RADIUS, solid_width=width + 0xB,
                       half_height=BARRIER_Y_RADIUS, stand_height=BARRIER_Y_RADIUS + 1)]


#: Obj2F_Init: width_pixels $10; y_radius $20 whatever the subtype
#: (Obj2F_Properties' is overwritten); Obj2F_Main: d1 = width_pixels + $B.
SMASH_GROUND_WIDTH = 0x10
SMASH_GROUND_Y_RADIUS = 0x20


@placer("s2", 0x2F)
def _s2_smash_ground(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj2F (Obj2F_Init, Obj2F_Main: SolidObject with d1 = $1B, d2 = $20,
    d3 = $21; breaks under a player who rolled onto it on path B, or on any
    path with subtype bit 7; else puts him on path A)."""
    return [KindObject("s2_smash_ground", rec.x, rec.y, subtype=rec.subtype,
                       width_radius=SMASH_GROUND_WIDTH, height_radius=SMASH_GROUND_Y_RADIUS, width=SMASH_GROUND_WIDTH,
                       solid_width=SMASH_GROUND_WIDTH + 0xB, half_height=SMASH_GROUND_Y_RADIUS,
                       stand_height=SMASH_GROUND_Y_RADIUS + 1)]


#: Obj65_Properties: four bytes read at (subtype >> 2) & $1C: width_pixels,
#: y_radius, objoff_3C (the reach) and, for a negative subtype, its new type.
LONG_PLATFORM_PROPERTIES = bytes((0x40, 0xC, 0x80, 1, 0x20, 0xC, 0x40, 3,
                                  0x10, 0x10, 0x20, 0, 0x40, 0xC, 0x80, 7))
#: The entry whose type 3 slides (subtypes $1x: width $20, y_radius $C, reach $40).
SLIDE_OFFSET = 4
SLIDE_TYPE = 3


@placer("s2", 0x65)
def _s2_long_platform(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj65 of a non-negative subtype $1x of type (low nybble) 3
    (Obj65_Init; loc_26D94: slides out $10 a frame up to $40 while a player
    is near; SolidObject with d1 = width_pixels + 5, d2 = y_radius, d3 =
    y_radius + 1). The others are not placed: entry 8 ($2x) is a cog with no
    collision (loc_26EC2), types 4 and 5 ride once stood on, negative
    subtypes wait for a button (ButtonVine_Trigger) or a timer of their own."""
    offset = (rec.subtype >> 2) & 0x1C
    if rec.subtype & 0x80 or offset != SLIDE_OFFSET or rec.subtype & 0xF != SLIDE_TYPE:
        return []
    width, y_radius = LONG_PLATFORM_PROPERTIES[offset], LONG_PLATFORM_PROPERTIES[offset + 1]
    return [KindObject("s2_slide_platform", rec.x, rec.y, x_flip=rec.x_flip, width_radius=width, width=width,
                       height_radius=y_radius, solid_width=width + 5, half_height=y_radius,
                       stand_height=y_radius + 1)]


#: Obj23_Init: the top (width_pixels $10, y_radius $20) and the part it
#: allocates $30 px lower (width_pixels $10, y_radius $10); Obj23_Main:
#: SolidObject with d1 = width_pixels + $B, d2 = y_radius, d3 = y_radius + 1.
PILLAR_WIDTH = 0x10
PILLAR_TOP_Y_RADIUS = 0x20
PILLAR_LOWER_Y_RADIUS = 0x10
PILLAR_LOWER_DY = 0x30


@placer("s2", 0x23)
def _s2_falling_pillar(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj23 (Obj23_Init, Obj23_Main): the still top, then its lower part,
    which shakes once a player is less than $80 px away in x and falls
    (loc_2595E, loc_2598E, loc_259B8)."""
    h = PILLAR_LOWER_Y_RADIUS
    return [SolidBox(rec.x, rec.y, PILLAR_WIDTH, PILLAR_TOP_Y_RADIUS, stand_height=PILLAR_TOP_Y_RADIUS + 1),
            KindObject("s2_falling_pillar", rec.x, rec.y + PILLAR_LOWER_DY, width_radius=PILLAR_WIDTH,
                       height_radius=h, solid_width=PILLAR_WIDTH + 0xB, half_height=h, stand_height=h + 1,
                       width=PILLAR_WIDTH)]


#: Obj70_Positions' first eight entries: where Obj70_Init puts teeth 0-7
#: (x, y from the cog's centre); Obj70_Main: SolidObject with d1 = $10.
COG_TEETH = ((0, -0x48), (0x32, -0x32), (0x48, 0), (0x32, 0x32), (0, 0x48), (-0x32, 0x32), (-0x48, 0),
             (-0x32, -0x32))
COG_SIZE = 0x10


@placer("s2", 0x70)
def _s2_cog(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj70 (Obj70_Init: the object and seven after it, one tooth each;
    Obj70_Main: every 16th frame of the level frame counter each tooth steps
    round the cog, the other way when x-flipped)."""
    return [KindObject("s2_cog", (rec.x + dx) & 0xFFFF, (rec.y + dy) & 0xFFFF, tooth=t, x_flip=rec.x_flip, width_radius=COG_SIZE,
                       height_radius=COG_SIZE, solid_width=COG_SIZE, half_height=COG_SIZE, stand_height=COG_SIZE,
                       width=COG_SIZE)
            for t, (dx, dy) in enumerate(COG_TEETH)]


#: Obj69_Init: width_pixels $20, y_radius $B; loc_278F4: SolidObject with
#: d1 = $2B, d2 = $C, d3 = $D.
NUT_WIDTH = 0x20
NUT_Y_RADIUS = 0xB
NUT_SOLID = (0x2B, 0xC, 0xD)


@placer("s2", 0x69)
def _s2_nut(rec: Placement) -> list[ObjectDescription]:
    """S2 Obj69 (Obj69_Action: turned by a player walking on it, down at most
    (subtype AND $7F) x 8 px; a negative subtype then drops, loc_279FC)."""
    cx, hj, hs = NUT_SOLID
    return [KindObject("s2_nut", rec.x, rec.y, subtype=rec.subtype, width_radius=NUT_WIDTH,
                       height_radius=NUT_Y_RADIUS, solid_width=cx, half_height=hj, stand_height=hs, width=NUT_WIDTH)]
