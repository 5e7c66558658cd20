"""The raw fields of a batch: what ``Players.raw`` and ``Objects.raw`` hold.

Each attribute is a numpy view of the core's own array (no copy): writing to
it changes the state the next step reads. ``Players.raw`` fields have shape
(n,), one element per player; ``Objects.raw`` fields (n_envs, count), one
row per environment, one column per object. Positions are 16.16 fixed point
in a uint32 (the pixel word in the high 16 bits, 1/65536 px below); speeds
are int16 in 1/256 px per frame; angles are hex bytes (256 = a full turn,
clockwise with y down, rules/terrain §2); flags are 0 or 1.

The field lists are the core's (``HP_PLAYER_FIELDS`` in player.hpp,
``HP_OBJECT_FIELDS`` in objects.hpp); tests/test_core_stub.py checks that
these classes declare exactly those fields with their dtypes. Each field's
docstring opens with its role in the core (``[state]`` carried from frame to
frame, ``[parameter]`` set from outside and only read, ``[scratch]`` written
during a frame before it is read, ``[output]`` written for the caller only):
:data:`PLAYER_FIELD_ROLES` and :data:`OBJECT_FIELD_ROLES`, from the core's lists;
tests/test_field_roles.py checks the docstrings against them.
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Protocol

import numpy as np
from numpy.typing import NDArray

from . import _core

__all__ = ["OBJECT_FIELD_ROLES", "ObjectFields", "PLAYER_FIELD_ROLES", "PlayerFields", "PlayersLike"]

#: Each ``Players.raw`` field's role (state or output), in the core's order.
PLAYER_FIELD_ROLES: dict[str, str] = dict(_core.VOCABULARY["player_field_roles"])
#: Each ``Objects.raw`` field's role (parameter or state), in the core's order.
OBJECT_FIELD_ROLES: dict[str, str] = dict(_core.VOCABULARY["object_field_roles"])


class PlayerFields(SimpleNamespace):
    """The raw state of a :class:`~hedgephys.Players` batch (``players.raw``):
    writable views of shape (n,), in the core's order."""

    x: NDArray[np.uint32]
    """[state] (n,) uint32: x position, 16.16 fixed point (pixels * 65536)."""
    y: NDArray[np.uint32]
    """[state] (n,) uint32: y position, 16.16 fixed point (pixels * 65536), y down."""
    xsp: NDArray[np.int16]
    """[state] (n,) int16: x speed in 1/256 px per frame."""
    ysp: NDArray[np.int16]
    """[state] (n,) int16: y speed in 1/256 px per frame (positive: down)."""
    gsp: NDArray[np.int16]
    """[state] (n,) int16: ground speed in 1/256 px per frame, along the ground angle."""
    angle: NDArray[np.uint8]
    """[state] (n,) uint8: ground angle, a hex angle (odd values are flagged, rules/terrain §2)."""
    xr: NDArray[np.uint8]
    """[state] (n,) uint8: current width radius in pixels (standing or rolling, rules/terrain §9)."""
    yr: NDArray[np.uint8]
    """[state] (n,) uint8: current height radius in pixels."""
    airborne: NDArray[np.uint8]
    """[state] (n,) uint8 flag: in the air."""
    rolling: NDArray[np.uint8]
    """[state] (n,) uint8 flag: curled in a ball."""
    jumping: NDArray[np.uint8]
    """[state] (n,) uint8 flag: in a jump (the jump-height rule applies, rules/terrain §8.6)."""
    rolljump: NDArray[np.uint8]
    """[state] (n,) uint8 flag: jumped while rolling (no air control, rules/terrain §8.6)."""
    pushing: NDArray[np.uint8]
    """[state] (n,) uint8 flag: pushing against a wall or an object."""
    facing_left: NDArray[np.uint8]
    """[state] (n,) uint8 flag: facing left."""
    stick: NDArray[np.uint8]
    """[state] (n,) uint8 flag: stays on the ground however far the floor falls away (rules/terrain §6.2)."""
    layer: NDArray[np.uint8]
    """[state] (n,) uint8: collision layer, 0 = A, 1 = B (rules/terrain §4.3)."""
    control_lock: NDArray[np.uint16]
    """[state] (n,) uint16: frames left with horizontal input ignored (rules/terrain §8.5)."""
    on_object: NDArray[np.int16]
    """[state] (n,) int16: index of the object stood on, -1 for none."""
    areg_p: NDArray[np.uint8]
    """[state] (n,) uint8: the primary angle register (hex angle, rules/terrain §5.5)."""
    areg_s: NDArray[np.uint8]
    """[state] (n,) uint8: the secondary angle register (hex angle, rules/terrain §5.5)."""
    saved_p: NDArray[np.uint8]
    """[state] (n,) uint8: areg_p as saved at the end of the previous frame (rules/terrain §10)."""
    saved_s: NDArray[np.uint8]
    """[state] (n,) uint8: areg_s as saved at the end of the previous frame (rules/terrain §10)."""
    prev_buttons: NDArray[np.uint8]
    """[state] (n,) uint8: the previous frame's button mask (L=1 R=2 U=4 D=8 J=16), for the jump press."""
    balance: NDArray[np.uint8]
    """[output] (n,) uint8 bits: 1 ledge on the right, 2 ledge on the left, 4 further out (rules/terrain §6.5)."""
    dead: NDArray[np.uint8]
    """[state] (n,) uint8 flag: fell below the level's bottom bound (rules/terrain §8.9); no longer moves."""
    events: NDArray[np.uint32]
    """[output] (n,) uint32 bits: the events of the last frame (:data:`hedgephys.EVENTS`)."""
    invuln: NDArray[np.uint8]
    """[state] (n,) uint8: frames of invulnerability left after a hit."""
    hurt: NDArray[np.uint8]
    """[state] (n,) uint8 flag: knocked back by a hit; control returns on landing."""
    crushed: NDArray[np.uint8]
    """[state] (n,) uint8 flag: killed (S1 ``KillSonic``): crushed by a solid
    object, or hit without rings under :meth:`hedgephys.Players.set_ring_deaths`;
    falls through everything."""
    anim: NDArray[np.uint8]
    """[state] (n,) uint8: animation id, in the game's numbering (:func:`hedgephys.anim_ids`)."""
    prev_anim: NDArray[np.uint8]
    """[state] (n,) uint8: the animation id the animation routine last saw."""
    anim_frame: NDArray[np.uint8]
    """[state] (n,) uint8: frame index within the animation script."""
    anim_timer: NDArray[np.uint8]
    """[state] (n,) uint8: frames left on the current animation frame (a signed byte)."""
    crouch_frame: NDArray[np.uint8]
    """[state] (n,) uint8: the animation frame shown, as the crouch hitbox test reads it."""
    spindash: NDArray[np.uint8]
    """[state] (n,) uint8: S2/S3K spin dash charging flag; CD: frames charged (spin dash or peel-out)."""
    spindash_counter: NDArray[np.uint16]
    """[state] (n,) uint16: S2/S3K spin dash charge."""
    look_mode: NDArray[np.uint8]
    """[state] (n,) uint8 bits, Sonic CD: double-tap timer (bits 0-3), looking down (6), up (7)."""
    camera_bias: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's look bias in pixels, 0x60 at rest (S1 ``v_lookshift``,
    S2 ``Camera_Y_pos_bias``, S3K ``Distance_from_top``, CD ``camYCenter``; docs/camera.md)."""
    idle_timer: NDArray[np.uint16]
    """[state] (n,) uint16, Sonic CD: frames spent in the wait animation."""
    rings: NDArray[np.uint16]
    """[state] (n,) uint16: the ring count (S1 ``v_rings``, S2/S3K ``Ring_count``):
    one more per ring hitbox collected (reactions ``"increment"`` and ``"ring"``;
    S2/S3K stop at 999), 0 after a hit (docs/kinds/touch.md)."""
    water: NDArray[np.uint8]
    """[state] (n,) uint8 flag: the player's world has water (:meth:`hedgephys.Players.set_water`,
    docs/water.md); without it the water test is skipped (S2/S3K ``Water_flag``)."""
    water_y: NDArray[np.int16]
    """[state] (n,) int16: the water surface's y in pixels (S1 ``v_waterpos1``, S2
    ``Water_Level_1``, S3K ``Water_level``); the player is underwater below it."""
    underwater: NDArray[np.uint8]
    """[state] (n,) uint8 flag: underwater (status bit 6): the underwater constants apply."""
    air: NDArray[np.uint8]
    """[state] (n,) uint8: seconds of air left, 30 when full (S1 ``v_air``, S2/S3K ``air_left``)."""
    air_timer: NDArray[np.int16]
    """[state] (n,) int16: frames to the next second of air lost (the countdown object's timer)."""
    drown: NDArray[np.uint8]
    """[state] (n,) uint8: drowned, frames left until dead (0x78 at the drowning); 0: not drowned."""
    double_jump_flag: NDArray[np.uint8]
    """[state] (n,) uint8, S3K ``double_jump_flag``: Sonic 1 while a shield move
    or the insta-shield attacks, 2 once the insta-shield is over; Tails 1 flying,
    2..31 rising after a press; Knuckles his move (:data:`hedgephys.KNUCKLES_STATES`: 1 gliding,
    2 falling, 3 sliding, 4 climbing, 5 the ledge climb; docs/knuckles.md); 0 on the ground (docs/moves.md)."""
    double_jump_property: NDArray[np.uint8]
    """[state] (n,) uint8, S3K ``double_jump_property``: Tails' flight fuel,
    240 at the start, one less every other frame; 0: tired (docs/moves.md); Knuckles: the
    glide's turn angle byte (0 right, 0x80 left), the climbing frame countdown,
    the ledge climb's step offset (0, 4, 8, 12)."""
    shield: NDArray[np.uint8]
    """[state] (n,) uint8: the shield held, as the game's ``status_secondary``
    bits: 0 none, 0x01 plain, 0x11 fire, 0x21 lightning, 0x41 bubble
    (:meth:`hedgephys.Players.set_shield`; a hit takes it instead of the rings)."""
    insta_shield: NDArray[np.uint8]
    """[state] (n,) uint8, S3K Sonic: the insta-shield object's animation (bit 7
    its script, bits 0-6 the frames of its attack shown, 16 once it ended)."""
    level_frame: NDArray[np.uint16]
    """[state] (n,) uint16: ``Level_frame_counter`` as this player's frames see
    it, one more each frame; its low bit paces Tails' flight fuel."""
    mapping_frame: NDArray[np.uint8]
    """[state] (n,) uint8, S3K Knuckles: the mapping frame his glide, slide and
    climb routines set (``mapping_frame``: $C0-$C3 gliding, $CC sliding, $B7-$BC
    climbing, $BD-$BF and $D2 the ledge climb, $CB letting go); not written otherwise."""
    cam_x: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's left edge in pixels, with the level bounds on (docs/camera.md)."""
    cam_y: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's top edge in pixels."""
    cam_min_x: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's left bound (the player is kept right of it + 16)."""
    cam_max_x: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's right bound (the player's right limit follows it)."""
    cam_min_y: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's top bound (0xFF00, -256: the act wraps vertically)."""
    cam_max_y: NDArray[np.uint16]
    """[state] (n,) uint16: the camera's bottom bound; the player dies below it + 224."""
    cam_target_y: NDArray[np.uint16]
    """[state] (n,) uint16: the bottom bound's target, which it approaches by 2 (or 8) a frame."""
    cam_changing: NDArray[np.uint8]
    """[state] (n,) uint8: the bottom bound moved this frame (the next vertical scroll tests it)."""
    look_delay: NDArray[np.uint8]
    """[state] (n,) uint8, S2/S3K: frames up or down has been held standing (the bias moves from 120)."""
    event_routine: NDArray[np.uint8]
    """[state] (n,) uint8: the act's level event routine (which rows of its camera events run)."""
    event_timer: NDArray[np.uint8]
    """[state] (n,) uint8: frames counted by the act's events (S2 ``Boss_spawn_delay``), 0 at each routine."""
    invincible: NDArray[np.uint16]
    """[state] (n,) uint16: a monitor's invincibility left (S1 ``invtime``, S2 ``invincibility_time``: frames;
    S3K ``invincibility_timer``: 8-frame ticks); 0: not invincible (docs/kinds/touch.md "Monitor contents")."""
    star_post: NDArray[np.uint8]
    """[state] (n,) uint8: the last star post hit, the game's checkpoint byte (S1 ``v_lastlamp``, S2
    ``Last_star_pole_hit``, S3K ``Last_star_post_hit``): the post's subtype, its number in bits 0-6
    (bit 7: the camera's left bound on a restart there, which is not modelled); 0 at the start
    (docs/kinds/star_post.md)."""
    object_control: NDArray[np.uint8]
    """[state] (n,) uint8, S3K: ``object_control``, an object holding the player (Carnival Night's cylinders
    set 3, its cannons $81): bit 0 skips his own movement, bit 1 his animation, bits $A0 his touch
    response (docs/kinds/s3k_cnz.md)."""
    buttons_pressed: NDArray[np.uint8]
    """[scratch] (n,) uint8: the buttons newly pressed this frame as the objects read them (S3K
    ``Ctrl_1_logical``'s pressed byte), written at the start of each frame."""
    scroll_delay: NDArray[np.uint16]
    """[state] (n,) uint16, S2/S3K: the camera's lag after a spin dash or fire dash (S2 ``Horiz_scroll_delay_val``,
    S3K ``H_scroll_frame_offset``): $100 a frame, the camera following the x recorded high byte + 1 frames ago."""
    pos_rec_index: NDArray[np.uint8]
    """[state] (n,) uint8, S2/S3K: the position record's next entry x 4 (``Sonic_Pos_Record_Index``, ``Pos_table_index``)."""
    pos_rec_0: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 0-3, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_1: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 4-7, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_2: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 8-11, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_3: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 12-15, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_4: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 16-19, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_5: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 20-23, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_6: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 24-27, the x words (entry j in bits 16 * (j % 4))."""
    pos_rec_7: NDArray[np.uint64]
    """[state] (n,) uint64: position record entries 28-31, the x words (entry j in bits 16 * (j % 4))."""
    water_target: NDArray[np.int16]
    """[state] (n,) int16: the water's target level, pixels (S1 ``v_waterpos3``, S2 ``Water_Level_3``, S3
    ``Target_water_level``); the act's events set it (:mod:`hedgephys.water_events`)."""
    water_mean: NDArray[np.int16]
    """[state] (n,) int16: the water's mean level, which moves towards the target (S1 ``v_waterpos2``, S2
    ``Water_Level_2``, S3 ``Mean_water_level``); the surface is it plus the oscillation."""
    water_speed: NDArray[np.uint8]
    """[state] (n,) uint8: pixels a frame the mean level moves (S1 ``f_water``, S2 ``Water_on``, S3 ``Water_speed``)."""
    water_routine: NDArray[np.uint8]
    """[state] (n,) uint8: the act's water routine (S1 ``v_wtr_routine``, S3 Angel Island 2 ``Level_trigger_array``)."""


class ObjectFields(SimpleNamespace):
    """The raw fields of an :class:`~hedgephys.Objects` batch (``objects.raw``):
    views of shape (n_envs, count), in the core's order. The parameter fields
    (:data:`hedgephys.objects.PARAMETER_FIELDS`) are read-only, the state
    fields (:data:`hedgephys.objects.STATE_FIELDS`) writable."""

    kind: NDArray[np.uint8]
    """[parameter] (n_envs, count) uint8, read-only: object kind (0 solid, 1 platform, 2 sloped, 3 push block,
    4 monitor, 5 hitbox, 6 path swapper)."""
    x: NDArray[np.uint32]
    """[state] (n_envs, count) uint32: centre x, 16.16 fixed point (pixels * 65536)."""
    y: NDArray[np.uint32]
    """[state] (n_envs, count) uint32: centre y, 16.16 fixed point (pixels * 65536)."""
    wr: NDArray[np.uint16]
    """[parameter] (n_envs, count) uint16, read-only: width radius in pixels."""
    hr: NDArray[np.uint16]
    """[parameter] (n_envs, count) uint16, read-only: height radius in pixels."""
    cx: NDArray[np.int32]
    """[parameter] (n_envs, count) int32, read-only: the routine's horizontal half-size ("d1") for overlap and
    walking off, in pixels (a solid passes width radius + 11; a path swapper: its subtype byte)."""
    hj: NDArray[np.int32]
    """[parameter] (n_envs, count) int32, read-only: the routine's height radius ("d2") while checking collision,
    pixels."""
    hs: NDArray[np.int32]
    """[parameter] (n_envs, count) int32, read-only: the routine's height ("d3") placing a player standing on it,
    pixels."""
    aw: NDArray[np.int32]
    """[parameter] (n_envs, count) int32, read-only: the object's action width (S1 obActWid), for the landing test,
    pixels."""
    flags: NDArray[np.uint8]
    """[parameter] (n_envs, count) uint8 bits, read-only: 1 X-flipped, 2 platform (a sloped platform),
    4 Y-flipped."""
    reaction: NDArray[np.uint8]
    """[parameter] (n_envs, count) uint8, read-only: hitbox reaction class
    (:data:`hedgephys.objects.REACTIONS`)."""
    subtype: NDArray[np.uint8]
    """[parameter] (n_envs, count) uint8, read-only: the layout's subtype byte, read as the kind's routine reads
    it; a monitor's contents code (:data:`hedgephys.monitor_contents.CONTENTS`)."""
    x0: NDArray[np.uint16]
    """[parameter] (n_envs, count) uint16, read-only: the x pixel where it was placed (its layout position)."""
    y0: NDArray[np.uint16]
    """[parameter] (n_envs, count) uint16, read-only: the y pixel where it was placed (its layout position)."""
    dx: NDArray[np.int32]
    """[state] (n_envs, count) int32: motion per frame, x, in 1/256 px."""
    dy: NDArray[np.int32]
    """[state] (n_envs, count) int32: motion per frame, y, in 1/256 px."""
    heights_off: NDArray[np.uint32]
    """[parameter] (n_envs, count) uint32, read-only: a sloped object's first height in the height pool (bytes)."""
    heights_len: NDArray[np.uint32]
    """[parameter] (n_envs, count) uint32, read-only: a sloped object's number of heights."""
    x_prev: NDArray[np.uint16]
    """[state] (n_envs, count) uint16: the pixel x before this frame's motion (for carrying the player)."""
    standing: NDArray[np.uint8]
    """[state] (n_envs, count) uint8 flag: the environment's player is flagged as standing on it."""
    pushed: NDArray[np.uint8]
    """[state] (n_envs, count) uint8 flag: the environment's player is flagged as pushing against it."""
    present: NDArray[np.uint8]
    """[state] (n_envs, count) uint8 flag: 1 until it is removed (then it no longer runs)."""
    state: NDArray[np.uint8]
    """[state] (n_envs, count) uint8: state code (names by kind: :data:`hedgephys.objects.STATE_NAMES`)."""
    xsp: NDArray[np.int16]
    """[state] (n_envs, count) int16: x speed in 1/256 px per frame (a push block sliding or falling)."""
    ysp: NDArray[np.int16]
    """[state] (n_envs, count) int16: y speed in 1/256 px per frame (a falling block or monitor)."""
    events: NDArray[np.uint32]
    """[state] (n_envs, count) uint32 bits: the object's events of the last frame
    (:data:`hedgephys.objects.OBJECT_EVENTS`)."""
    timer: NDArray[np.int32]
    """[state] (n_envs, count) int32: the kind's frame counter; a broken monitor's: its contents object's runs
    left before it gives (docs/kinds/touch.md)."""
    aux: NDArray[np.int32]
    """[state] (n_envs, count) int32: the kind's second state word."""
    phase: NDArray[np.int32]
    """[state] (n_envs, count) int32: the kind's angle bytes; a moving platform's motion angle (byte 0), sag
    angle (byte 1) and S3K square quadrant (byte 2)."""


class PlayersLike(Protocol):
    """What the object routines and snapshots read of a
    :class:`~hedgephys.Players` batch. ``players.py`` imports ``objects.py``
    and ``snapshot.py``, so they name the batch by this protocol rather than
    import it back (no import loop, even for typing)."""

    game: str
    character: str
    fixes: tuple[str, ...]
    raw: PlayerFields

    @property
    def n(self) -> int: ...

    @property
    def _batch(self) -> _core.PlayerBatch: ...
