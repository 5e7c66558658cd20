"""Placers of more of Lava Reef's Sonic & Knuckles-only objects (SK Set 2;
their code is in sonic3k.asm, which the checkout lacks, read from a public
copy, murshies/skdisasm): docs/kinds/s3k_lrz2.md.

* the swinging spike balls ($20 ``Obj_LRZSwingingSpikeBall``): the kind
  ``s3k_lrz_swing_ball`` (cpp/hedgephys/kinds/s3k_lrz_balls.cpp);
* the spike ball launchers ($37 ``Obj_LRZSpikeBallLauncher``): a still
  SolidObjectFull box and its ball, the kind ``s3k_lrz_launched_ball``;
* the spike balls of subtype 0 ($22 ``Obj_LRZSpikeBall``), rolling in place:
  the kind ``s3k_lrz_rolling_ball`` (the others, which roll away once a
  player passes, are not placed);
* the lava falls ($1F ``Obj_LRZLavaFall``): the kind ``s3k_lrz_lava_fall``
  (cpp/hedgephys/kinds/s3k_lrz_lava_fall.cpp), the falls it drops;
* the dash elevators ($1E ``Obj_LRZDashElevator``): the kind
  ``s3k_lrz_dash_elevator`` (cpp/hedgephys/kinds/s3k_lrz_dash_elevator.cpp).
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription, SolidBox
from .placing import Placement, placer
from .touch_data import touch_size

__all__: list[str] = []

#: Obj_LRZSwingingSpikeBall: collision_flags $9A.
LRZ_SWING_BALL_COLLISION = 0x9A


@placer("sk2", 0x20)
def _lrz_swing_ball(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZSwingingSpikeBall``: a hurt ball ($9A) circling its
    pivot (the layout position) by 2 a frame, -2 X-flipped, at
    ((subtype & $F) + 1, + 1 with bit 7) * trig >> 4 (sub_43604): the kind
    ``s3k_lrz_swing_ball``. A subtype whose low nibble is 0 would run the
    links' loops 65536 times (dbf from -1): not placed (the layouts have
    none)."""
    if rec.subtype & 0xF == 0:
        return []
    w, h = touch_size("s3k", LRZ_SWING_BALL_COLLISION)
    return [KindObject("s3k_lrz_swing_ball", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h)]


#: Obj_LRZSpikeBallLauncher: loc_448FA's SolidObjectFull d1, d2, d3 (width_pixels $10).
LRZ_LAUNCHER_SOLID = (0x1B, 4, 5)
#: Its ball: collision_flags $9A, 8 px above the launcher (subi.w #8,y_pos(a1)).
LRZ_LAUNCHED_BALL_COLLISION = 0x9A
LRZ_LAUNCHED_BALL_DY = -8


@placer("sk2", 0x37)
def _lrz_spike_ball_launcher(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZSpikeBallLauncher``: a still SolidObjectFull box
    (d1 = $1B, d2 = 4, d3 = 5, loc_448FA) and its ball ($9A, 8 px above),
    thrown up at -(subtype << 4) every 272 frames of the launcher's
    animation (loc_448E2, loc_44916): the kind ``s3k_lrz_launched_ball``,
    placed after the box as the init allocates it after the launcher."""
    d1, d2, d3 = LRZ_LAUNCHER_SOLID
    w, h = touch_size("s3k", LRZ_LAUNCHED_BALL_COLLISION)
    return [SolidBox(rec.x, rec.y, d1 - 0xB, d2, stand_height=d3),
            KindObject("s3k_lrz_launched_ball", rec.x, rec.y + LRZ_LAUNCHED_BALL_DY, subtype=rec.subtype,
                       width_radius=w, height_radius=h)]


#: Obj_LRZSpikeBall of subtype 0: collision_flags $8F.
LRZ_ROLLING_BALL_COLLISION = 0x8F


@placer("sk2", 0x22)
def _lrz_spike_ball(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZSpikeBall``: subtype 0 rolls in place, a hurt ball ($8F)
    at x = x0 + cos >> 2 of its own angle (-2 a frame), on the floor
    (ObjCheckFloorDist, loc_4397E): the kind ``s3k_lrz_rolling_ball``. The
    others wait for Player_1 left of them and within $40 px in Y, then roll
    off at -$400 with wall and floor checks (loc_43830, loc_4389E): not
    placed."""
    if rec.subtype != 0:
        return []
    w, h = touch_size("s3k", LRZ_ROLLING_BALL_COLLISION)
    return [KindObject("s3k_lrz_rolling_ball", rec.x, rec.y, y_flip=rec.y_flip, width_radius=w, height_radius=h)]


#: Obj_LRZLavaFall's falls: collision_flags $99 (shield_reaction bit 4: the fire shield spares).
LRZ_LAVA_FALL_COLLISION = 0x99


@placer("sk2", 0x1F)
def _lrz_lava_fall(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZLavaFall``: no collision of its own; while
    Level_frame_counter's low byte is at least its subtype, every 6th such
    frame of its own timer (loc_436A8) it drops a lava fall ($99, spared by
    the fire shield) 8 px a frame for $1C frames ($24 X-flipped; loc_43764):
    the kind ``s3k_lrz_lava_fall``."""
    w, h = touch_size("s3k", LRZ_LAVA_FALL_COLLISION)
    return [KindObject("s3k_lrz_lava_fall", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       width_radius=w, height_radius=h)]


#: Obj_LRZDashElevator: width_pixels $20 and loc_43000's SolidObjectFull d1, d2, d3.
LRZ_DASH_ELEVATOR_WIDTH = 0x20
LRZ_DASH_ELEVATOR_SOLID = (0x2B, 8, 9)


@placer("sk2", 0x1E)
def _lrz_dash_elevator(rec: Placement) -> list[ObjectDescription]:
    """S&K ``Obj_LRZDashElevator``: SolidObjectFull with d1 = $2B, d2 = 8,
    d3 = 9 (loc_43000), (subtype & $7F) * 8 px of travel, that a player
    spin-dashing on it (anim 9), then rolling, drives down facing left and up
    facing right by 8 + his spin_dash_counter's high byte (sub_4301C): the
    kind ``s3k_lrz_dash_elevator``."""
    d1, d2, d3 = LRZ_DASH_ELEVATOR_SOLID
    return [KindObject("s3k_lrz_dash_elevator", rec.x, rec.y, subtype=rec.subtype, x_flip=rec.x_flip,
                       solid_width=d1, half_height=d2, stand_height=d3, width=LRZ_DASH_ELEVATOR_WIDTH)]
