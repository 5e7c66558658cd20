"""The catalogue of object ids (issue 18): every id table's object names
(:mod:`.catalogue_names`, generated from the disassemblies' pointer lists by
tools/gen_catalogue.py), which table each act reads its layout with, and why
an object that collides is not modelled (the coverage table of docs/levels.md,
tools/gen_coverage.py).

Which table an act reads:

* Sonic 1 and Sonic 2 have one each (``"s1"``, ``"s2"``), and so has Sonic 3
  alone (the game ``"s3"``, s3.asm: ``Object pointers - S3 Set``, ``"s3"``);
* Sonic 3 & Knuckles (the locked-on game, ``sonic3k.asm``) picks one of its
  two lists by ``Current_zone`` when it runs a layout's object: zones 0-6
  (AIZ, HCZ, MGZ, CNZ, FBZ, ICZ, LBZ) read ``Sprite_Listing3`` (``Object
  pointers - SK Set 1.asm``, ``"sk1"``), zones 7-13 (MHZ, SOZ, LRZ, SSZ, DEZ,
  DDZ) and $16/$17 (LRZ's boss act with Hidden Palace, DEZ's boss act) read
  ``Sprite_ListingK`` (``- SK Set 2.asm``, ``"sk2"``). ``"s3"`` (``- S3 Set``)
  is Sonic 3 alone's list, which no act of the locked-on game reads.
  sonic3k.asm is not in the checkout used here; the choice was read in the
  public skdisasm's object loader (the zone test before the ``Sprite_Listing3`` /
  ``Sprite_ListingK`` load) and checked against the layouts: every id each
  act's layout uses names a real object in its table (a ``"sk1"`` act uses FBZ
  objects $6F-$7B, which are rings in ``"s3"``; tests/test_coverage.py).
"""
from __future__ import annotations

from typing import Optional

from .catalogue_names import NAMES
from .catalogue_reasons_s1 import S1_REASONS
from .catalogue_reasons_sk import SK_REASONS

__all__ = ["CODE_FLAGS", "NAMES", "QUIET_SUBTYPES", "REASONS_BY_ID", "S3K_ZONE_TABLES", "id_table", "name", "routine",
           "unmodelled_reason"]

#: Sonic 3 & Knuckles zone (act name prefix) -> the id table its layouts are read with (module doc).
S3K_ZONE_TABLES = {
    **{z: "sk1" for z in ("aiz", "hcz", "mgz", "cnz", "fbz", "icz", "lbz")},
    **{z: "sk2" for z in ("mhz", "soz", "lrz", "ssz", "dez", "ddz", "hpz")},
}


def id_table(game: str, act: str) -> str:
    """The object id table an act's layout is read with (module doc)."""
    if game in ("s1", "s2", "s3"):
        return game   # Sonic 3 alone ("s3", read from skdisasm's -S3 layouts) reads the S3 Set
    if game != "s3k":
        raise ValueError(f"unknown game {game!r}; expected s1, s2, s3k or s3")
    table = S3K_ZONE_TABLES.get(act[:3].lower())
    if table is None:
        raise ValueError(f"s3k has no zone for act {act!r}; zones: {', '.join(S3K_ZONE_TABLES)}")
    return table


def _entry(table: str, object_id: int) -> Optional[tuple[str, str]]:
    if table not in NAMES:
        raise ValueError(f"unknown object id table {table!r}; expected one of {', '.join(NAMES)}")
    return NAMES[table].get(object_id)


def name(table: str, object_id: int) -> str:
    """The pointer list's name of an id (``"Bridge"``, ``"Spring"``), or
    ``"(no entry)"`` past the list's end (an id the game would crash on)."""
    e = _entry(table, object_id)
    return "(no entry)" if e is None else e[0]


def routine(table: str, object_id: int) -> Optional[str]:
    """The label of the id's routine (``"Obj11"``, ``"Obj_Spring"``), None past the list."""
    e = _entry(table, object_id)
    return None if e is None else e[1]


# Why an object that collides is not modelled, by a word of its routine's
# name (the first that matches), for the coverage table's last column.
_REASONS_BY_WORD = (
    ("Boss", "boss: its fight script is not modelled"),
    ("Miniboss", "boss: its fight script is not modelled"),
    ("Eggman", "boss: its fight script is not modelled"),
    ("Robotnik", "boss: its fight script is not modelled"),
    ("Water", "needs water (not modelled)"),
    ("Bubble", "needs water (not modelled)"),
    ("Capsule", "end of act: the act ends at its x (docs/levels.md)"),
    ("Prison", "end of act: the act ends at its x (docs/levels.md)"),
    ("Signpost", "end of act: the act ends at its x (docs/levels.md)"),
    ("GiantRing", "special stage entry: not modelled"),
    ("SSEntry", "special stage entry: not modelled"),
)
#: The default reason of an object that collides and has no placer.
NOT_YET = "not yet modelled"
#: (table, id) -> why, read in the object's own routine; before the words above.
REASONS_BY_ID: dict[tuple[str, int], str] = {("s1", i): why for i, why in S1_REASONS.items()}
REASONS_BY_ID.update(SK_REASONS)  # Sonic & Knuckles' own (sonic3k.asm)
# Sonic 2 ids placed for some subtypes only (the coverage table's reason for the rest).
REASONS_BY_ID.update({
    ("s2", 0x6B): "type 5 sinks once stood on until it is below the camera's lowest edge (Obj6B_Sink)",
    ("s2", 0x6E): "subtypes $30-$3F are the wheel's indent, drawn only (loc_284BC, no SolidObject)",
    # h-s3ice: Obj_LBZPipePlug's subtypes other than 0 (place_s3_ice)
    **{(t, 0x1B): ("a subtype other than 0 starts an automatic tunnel that carries the player when it breaks "
                   "(Obj_AutomaticTunnelDelayed, loc_2661E): not modelled") for t in ("s3", "sk1")},
    ("s2", 0x86): "subtype 0, the upward flipper, holds the player (obj_control) until a jump button "
                  "throws him (Obj86_UpwardsType)",
    ("s2", 0x65): "subtypes $2x are cogs with no collision (loc_26EC2); types 4-5 ride once stood on, "
                  "negative ones wait for a button (ButtonVine_Trigger): not modelled",
})

# Why not, by routine label, for objects whose routine was read and found to
# need more than the kinds there are (checked before the words above).
_REASONS_BY_ROUTINE = {
    "Obj85": "a plunger that holds the player (obj_control) and fires him when a jump button is let go: not modelled",
    "ObjD6": "a cage that holds the player (obj_control), gives points and lets him go: not modelled",
    "Obj76": "slides, and hurts a player touching its side: not modelled",
    "Obj0B": "starts by the V-interrupt counter (Vint_runcount, not the level frame counter), then tips over "
             "on its own timer (obj0B_duration): not modelled",
    "Obj15": "swings by its own angle word (Obj15_State2), not Sonic 1's Swing_Move: not modelled",
    "Obj1D": "throws balls in arcs: their motion is not modelled",
    "Obj22": "fires arrows: their motion is not modelled",
    "Obj_InvisibleHurtBlockVertical": "kills on one side (Kill_Character): placed in every zone (place_s3k_hurt)",
    "Obj_CNZBalloon": "bobs from a random phase (Random_Number in its init), bounces at -$700: not modelled",
    "Obj_InvisibleHurtBlockHorizontal": "hurts on one side like spikes: placed in Sonic 3's zones only (place_still)",
    "Obj_ICZIceSpikes": ("a subtype other than 0 shakes, then falls, when a player comes within $40 px "
                         "(loc_58AA6): not modelled"),
    "ObjB8": "a harmless body (collision 0) that fires shots (Obj98): their motion is not modelled",
    "ObjAE": "harmful only once it has risen (collision set after its animation): not modelled",
    # h-s3objs: Sonic 3's objects read in s3.asm and left out (docs/kinds/s3k_door.md has the one placed)
    # h-cnz: read in s3.asm and left out
    "Obj_AIZSpikedLog": ("bobs when stood on or when the water is entered (Water_entered_counter) and "
                         "turns its spikes (a $9C hurt child) by its mapping frame: not modelled"),
    "Obj_AIZFallingLog": ("drops a top-solid log every (counter + offset) & mask frames that sinks 1 px a "
                          "frame to the water level, then vanishes after 60 frames (loc_2AC9C, loc_2AD68): "
                          "not modelled"),
    # h-s3ice: read in s3.asm and left out
    "Obj_ICZSwingingPlatform": ("hangs still until a player stands on its platform (SolidObjectFull, d1 $2B) "
                                "moving at $200 or more its way (sub_58868), then swings by its own speed "
                                "(loc_584F8); with a subtype it breaks loose at y speed -$600 (loc_58554): "
                                "not modelled"),
    "Obj_LBZFlameThrower": ("fires a flame child (collision $9D) when the V-interrupt counter (V_int_run_count, not "
                            "the level frame counter) plus its subtype is a multiple of $80 (loc_2539E): not modelled"),
    "Obj_ICZCrushingColumn": ("subtype 5 rises, then takes its next routine from past byte_57DA0 ($30, past "
                              "ICZCrushingColumn_Index): not modelled"),
    # h-s3badnik: read in s3.asm (Obj_BubblesBadnik is placed: place_s3_badnik)
    "Obj_Sparkle": ("an enemy ($0B) that, once a player is within $80 px across (Find_SonicTails, loc_56F76), "
                    "sparks: a hurting arc ($AB) and two flying sparks ($98), then jumps $68 px between floor "
                    "and ceiling (loc_56FC6); the sparks are made only while it is drawn on screen (render_flags "
                    "bit 7) and deleted off screen (Sprite_CheckDeleteTouchXY): the drawing's on-screen state "
                    "is not modelled"),
    # h-icz: read in s3.asm and left out
    "Obj_ICZPathFollowPlatform": ("a platform (SolidObjectFull, d1 $2B, d2 $14) moved through a ten-routine "
                                  "table (ICZPathFollowPlatform_Index: MoveSprite2 along the terrain, "
                                  "ObjCheckFloorDist) that breaks Ice Cap's walls (_unkFAA4): not modelled"),
    "Obj_ICZSegmentColumn": ("a stack of segment children (CreateChild8_TreeListRepeated): the bottom one breaks "
                             "when a rolling player pushes it at $600 (sub_58438), and the ones above drop 4 px a "
                             "frame to take its place (loc_583FC): not modelled"),
    # h-lbz: read in s3.asm and left out (place_s3k_lbz places $13, $21 and $56)
    "Obj_LBZAlarm": ("touched (special class $D7, loc_283F0) it sends a Flybot767 badnik from beside the "
                     "player (sub_2840E), whose flight is a badnik's motion: not modelled"),
    "Obj_LBZCupElevator": ("a cup that swings round its pole by its own angle (Obj_LBZCupElevatorMain) and holds "
                           "a player who stands in it (SolidObjectFull2_1P, object_control 3), climbing or "
                           "dropping along the pole by his buttons (LBZCupElevator_PlayerControl): not modelled"),
    "Obj_MGZTopPlatform": ("a spinning top a player stands on and rides (sub_34484: object_control bit 0, "
                           "status_tertiary $80), moving by its own speeds and gravity with its own floor "
                           "collision (sub_347FC): not modelled"),
    "Obj_MGZHeadTrigger": ("a head that takes three hits (collision $17, collision_property 3: Touch_Enemy's "
                           "count, 60 frames between hits), fires arrows (collision $9B, x speed $400, deleted "
                           "off screen: render_flags bit 7) once a player is within $C0 px, and when broken sets "
                           "the level trigger that moves Marble Garden's trigger platforms: not modelled"),
}
# h-lbz: Obj_LBZTubeElevator's subtypes without bit 6 (those with it stay closed: place_s3k_lbz)
REASONS_BY_ID.update({(t, 0x10): ("a subtype without bit 6 is a tube that takes a player standing at its door "
                                  "(LBZTubeElevator_CheckPlayer: object_control $83, his speeds cleared, his X "
                                  "its own) and carries him along its path (LBZTubeElevator_Action): not modelled")
                      for t in ("s3", "sk1")})


def unmodelled_reason(table: str, object_id: int) -> str:
    """Why an id that collides has no hedgephys kind: :data:`REASONS_BY_ID`
    first, then its routine's own reason where that was read, else a word of
    its routine's or its name (boss, water, special stage...), else :data:`NOT_YET`."""
    if (table, object_id) in REASONS_BY_ID:
        return REASONS_BY_ID[(table, object_id)]
    by_routine = _REASONS_BY_ROUTINE.get(routine(table, object_id) or "")
    if by_routine is not None:
        return by_routine
    label = f"{name(table, object_id)} {routine(table, object_id) or ''}"
    for word, why in _REASONS_BY_WORD:
        if word in label:
            return why
    return NOT_YET


#: (solid, touch) of the ids whose code the coverage scan
#: (:mod:`.coverage`) reads wrongly, each with why.
CODE_FLAGS: dict[tuple[str, int], tuple[Optional[bool], Optional[bool]]] = {
    # Obj_TensionBridge (s3.asm): a log bridge that stands the player on its
    # own segment code (sub_37D54 and the routines after it), not a shared one
    ("sk1", 0x6C): (True, False),
    ("sk2", 0x6C): (True, False),
}

#: Subtypes of an id whose code sets no collision and calls no solid routine:
#: (table, id) -> (mask, value, why); a record with subtype & mask == value is
#: not counted as colliding by the coverage (:mod:`.coverage`).
QUIET_SUBTYPES: dict[tuple[str, int], tuple[int, int, str]] = {
    # Obj_FBZMagneticSpikeBall (sonic3k.asm): a negative subtype is the magnets'
    # field (loc_3B122 -> loc_3B1FC / loc_3B238: mapping frames, Sprite_OnScreen_Test),
    # set up without collision_flags; only subtypes 0 and 1..$7F are $9A spike balls
    ("sk1", 0x73): (0x80, 0x80, "subtypes $80-$FF, the magnets' field: loc_3B122 sets no collision_flags"),
}

# h-swim: Sonic 3's swimming badniks, tunnels, mud and hidden monitors, read in
# s3.asm (Obj_Jawz and Obj_SinkingMud are placed: place_s3_swim, docs/kinds/s3k_jawz.md).
_REASONS_BY_ROUTINE.update({
    "Obj_MegaChopper": ("a special touch ($D7) its routine answers (sub_55F18): a player not rolling within $10 px "
                        "of its height is caught: it clings to him, clears and locks his controls (Ctrl_1_locked) "
                        "and takes a ring every 60 frames until he shakes it off (Check_LRControllerShake, "
                        "sub_55FEA); while locked his input is the pad's left, right and start only (Ctrl_1 & "
                        "$8C8C): the locked controls are not modelled"),
    "Obj_Blastoid": ("destroyed by any touch (special class $D7, Check_PlayerCollision), and while a player is "
                     "within $80 px across (loc_55750) it fires shots ($98) that fly at x speed -$200, y speed "
                     "-$100 (ChildObjDat_557DE), only while it is drawn on screen (render_flags bit 7, "
                     "loc_55774); destroyed, it sets its subtype's level trigger (Level_trigger_array): the "
                     "shots, the on-screen state and the triggers are not modelled"),
    # h-tunnel: placed (place_s3k_tunnel); only a path past AutoTunnel_Data's is left out
    "Obj_AutomaticTunnel": ("a subtype whose path (subtype & $1F, AutoTunnel_GetPath) is past AutoTunnel_Data's "
                            "paths ($15 and up in Sonic 3, $1A and up in Sonic & Knuckles: entries that point "
                            "at an empty object layout)"),
})
#: Obj_HiddenMonitor (s3.asm; S3 Set $C5, SK Set 1 and 2 $80): no collision
#: during a hedgephys act. Its init sets collision $46, but Obj_HiddenMonitorMain
#: only draws it (Sprite_OnScreen_Test, never Add_SpriteToCollisionResponseList)
#: until a landed signpost (Obj_EndSign, created by an act 1 boss, bit 0 of its
#: $38) is over it, when it becomes an Obj_Monitor; hedgephys's acts end before
#: any signpost falls (docs/levels.md "Act ends"). Decision (h-swim): it is what
#: it is before then, a drawing, so it counts as no collision.
HIDDEN_MONITOR_WHY = ("no collision before the act's signpost lands on it (Obj_HiddenMonitorMain draws it only, "
                      "Sprite_OnScreen_Test); hedgephys's acts end before that (docs/levels.md \"Act ends\")")
for _key in (("s3", 0xC5), ("sk1", 0x80), ("sk2", 0x80)):
    CODE_FLAGS[_key] = (False, False)
    REASONS_BY_ID[_key] = HIDDEN_MONITOR_WHY

# h-mhz: Mushroom Hill's own objects read in sonic3k.asm (session 32). These set no
# collision_flags and call no solid, platform or sloped routine (nor the landing
# part of one): they act on the player by their own code, as Sonic 3's ride vines
# and hollow tree do (s3 $06, $0C, $03: "no collision" by the scan), so they do
# not count as colliding; what each does is its reason.
CODE_FLAGS.update({
    ("sk2", 0x03): (False, False),  # Obj_MHZTwistedVine: RideObject_SetRide and a sine of his x (sub_3DCD0)
    ("sk2", 0x06): (False, False),  # Obj_MHZPulleyLift: object_control 3 on its handle (sub_3E508)
    ("sk2", 0x0A): (False, False),  # Obj_MHZStickyVine: pulls the player back (sub_3EC66)
    ("sk2", 0x0B): (False, False),  # Obj_MHZSwingBarHorizontal: object_control 3 (sub_3ED6E)
    ("sk2", 0x10): (False, False),  # Obj_MHZSwingVine: the ride vine's grab (loc_2291A)
    ("sk2", 0x12): (False, False),  # Obj_MHZMushroomParachute: object_control 3 (sub_3F5C2)
    ("sk2", 0x14): (False, False),  # Obj_Updraft: lifts a player in its column (sub_3FBC4)
    ("sk2", 0xA8): (False, False),  # Obj_MHZ1CutsceneKnuckles: a cutscene script (locks the controls)
})
_MHZ_BOSS_WHY = _REASONS_BY_WORD[0][1]
REASONS_BY_ID.update({
    ("sk2", 0x03): ("no collision: a player running on the ground ($30 to $40 px to its side, within $20 px of "
                    "its height) is set riding it (RideObject_SetRide, move_lock 20, ground speed at least $600) "
                    "and, while his speed stays $500 or more, his y follows a sine of his x offset "
                    "(sub_3DCD0, sub_3DE80): not modelled"),
    ("sk2", 0x06): ("no collision: a player falling into its handle ($20 wide, $30 to $48 under it) is taken "
                    "over (object_control 3) and hangs there while the handle rides its rope (loc_3E472), until "
                    "a jump button throws him at y speed -$380 (sub_3E508): not modelled"),
    ("sk2", 0x0A): ("no collision: a player in its box ($18 wide, $30 high) is pulled back towards it every frame "
                    "by the arctangent of his offset (sub_3EC66: his x, his y in the air, his ground speed "
                    "halved) until a spin dash lets him go (loc_3ECCC): not modelled"),
    ("sk2", 0x10): ("no collision: the ride vine's grab (loc_22B06: $20 wide, $18 deep or $28 at x speed $400) "
                    "takes a player over (object_control 3) and swings him by its own angle (loc_226B0, "
                    "loc_22748) until a jump button throws him (loc_2291A): not modelled"),
    ("sk2", 0x12): ("no collision: a player falling into its handle is taken over (object_control 3) and floats "
                    "down with it (y speed towards $80 by $20 a frame, steered by left and right, sub_3F7E2, "
                    "with the terrain's collision) until a jump button lets go (sub_3F5C2): not modelled"),
    ("sk2", 0x14): ("no collision: lifts a player within $40 px of it in x whose e = py + (oscillator byte $16) "
                    "+ $40 - y is in [0, $50): y += asr(-e, 6), or asr(2(e - $40) + 2 - $40, 6) from e = $40, in "
                    "the air, y speed 0 (sub_3FBC4: the HCZ fan's formula with a height of $40), and a parachute "
                    "with its rider: not modelled"),
    ("sk2", 0xA8): ("no collision: Knuckles' cutscene at Mushroom Hill 1's start (deleted for Knuckles, after a "
                    "star post, or in Sonic & Knuckles alone): the controls locked once the player reaches x $389 "
                    "and the camera scrolled down (loc_62D04, loc_62D5A): not modelled"),
    ("sk2", 0x13): ("a seesaw of two sloped top solids (SolidObjectTopSloped2 over byte_3FB50, d1 $20; the far "
                    "end $40 across and $18 up) that tip by 8 px a frame when a player stands on one end "
                    "(sub_3F996), throwing its riders at y speed -$D00 or -$E80 and its weight at -$800 or -$A00 "
                    "(loc_3FAC2, MoveSprite): not modelled"),
    ("sk2", 0x8C): ("a mound (SolidObjectFull, d1 $1F, d2 4, d3 5: sub_8D876) from which a mole ($0B) rises "
                    "once a player is within $A0 px (Find_SonicTails) and throws a mushroom ($D8) at a speed "
                    "drawn by Random_Number (loc_8D89E) that carries off a player it hits (object_control 1, "
                    "sub_8D94A): not modelled"),
    ("sk2", 0x8D): ("a special touch ($D7) its routine answers (sub_8DC6E): it hurts a player who does not attack "
                    "and takes two hits, the first turning his speeds round and its touch off for $20 frames; "
                    "it hops after a player within $80 px (loc_8DB76): not modelled"),
    ("sk2", 0x91): _MHZ_BOSS_WHY,  # Obj_MHZMinibossTree: drops logs ($86) as Obj_MHZMiniboss changes its frame
    ("sk2", 0x93): _MHZ_BOSS_WHY,  # Obj_MHZEndBoss
    ("sk2", 0xA9): ("a button (SolidObjectFull $1B/4/5, sub_65DEC) whose door (SolidObjectFull $1B/$20/$20, "
                    "sub_65E4C) a standing player moves by $40 px (loc_62F0A, loc_63078); for Sonic and Tails "
                    "the button is not solid before Knuckles' cutscene has run (loc_62E5C): not modelled"),
})
REASONS_BY_ID[("sk2", 0x0B)] = "no collision: " + SK_REASONS[("sk2", 0x0B)]  # read again: no solid routine
# h-lrz: Lava Reef's S&K-only objects, read in sonic3k.asm (a public copy). The
# sinking rocks $17, falling spikes $18 and turbine blades $32 (subtype 1) are
# placed (place_s3k_lrz, docs/kinds/s3k_lrz.md); why the others are not.
REASONS_BY_ID.update({
    ("sk2", 0x15): ("takes a grounded runner over (object_control $43, ground_vel at least $600) and carries "
                    "him round its corkscrew by its own counter (sub_42278, byte_4248A): not modelled"),
    ("sk2", 0x16): ("takes a grounded runner over (object_control $43, ground_vel at least $400) and carries "
                    "him up the wall by its own counter (sub_42574, loc_426F8): not modelled"),
    ("sk2", 0x19): ("a solid block (SolidObjectFull, d1 = $1B, d2 = height_pixels $28, $20 in act 2) that "
                    "rises by sin over $40 frames once the level trigger of its subtype's low nibble is set "
                    "(loc_42974): the kind s3k_lrz_door (h-trig), but where Lava Reef 1's shooting triggers "
                    "($1D, not modelled) set that trigger, and Lava Reef 2's trigger 5, which a button ($33) "
                    "and a side button ($1C) 480 px apart both set: not modelled"),
    ("sk2", 0x1A): ("a solid block ($3B/$40/$41) that sinks $80 px by sin over $40 frames once Player_1 is "
                    "$50 px or more right of it within its height window, its layout entry remembering it "
                    "(respawn bit, loc_42A68): not modelled"),
    ("sk2", 0x1B): ("no collision of its own: every subtype * 4 + 1 frames, only while on screen "
                    "(render_flags bit 7, loc_42BF6), it fires a fireball (collision $9B, x speed $200) that is "
                    "deleted once off screen (loc_42C94): not modelled"),
    ("sk2", 0x1D): ("a special touch ($C6) whose count a rolling player (anim 2) answers: his speeds negated, "
                    "the level trigger of its subtype set (sub_42EC0); while on screen it fires shots ($98, "
                    "speed $200, $200; loc_42E00): not modelled"),
    ("sk2", 0x22): ("a nonzero subtype waits for Player_1 left of it within $40 px in Y (loc_43830), then, once "
                    "its own angle comes round to the subtype, rolls off at -$400 slowing by 4 a frame with wall "
                    "and floor checks (loc_4389E): not modelled"),
    ("sk2", 0x25): ("spawns platforms (subtype bit 7, off_4A914) that ride their waypoints (MoveSprite2, "
                    "velocities from divs, sub_4A818) from when they are loaded, solid and hurting a player "
                    "they push or crush from below (sub_24280): not modelled"),
    ("sk2", 0x32): ("subtype 0 takes a player in its range over (object_control 3) and spins him round it "
                    "until a jump button launches him by its angle (sub_44338, loc_443C4): not modelled"),
    ("sk2", 0x99): ("no collision of its own: once a player is within $80 (Find_SonicTails, loc_8F77A) it "
                    "makes the Fireworm (collision $1A) that flies at him (Set_VelocityXTrackSonic, "
                    "Swing_UpAndDown_Count) with four body segments ($98) and fire at random delays "
                    "(Random_Number); it waits off screen (Obj_WaitOffscreen: it runs only once drawn), and "
                    "the worm is removed by the camera (Camera_X_pos_coarse_back, loc_8F7A4) and its "
                    "segments touch only on the frames they are drawn (Child_DrawTouch_Sprite_FlickerMove): "
                    "not modelled"),
    ("sk2", 0x9C): ("a boss-like crusher started by the camera (Check_CameraInRange, Camera_max_X_pos, "
                    "loc_901F4) that shakes down with touch children ($8B, $12): not modelled"),
    ("sk2", 0x9D): "boss: its fight script is not modelled",  # Obj_LRZMiniboss (loc_78538)
    ("sk2", 0x9E): ("act 3's autoscroll cutscene: it locks the controls (Ctrl_1_locked) and flies Robotnik's "
                    "ship dropping missiles ($92, $91; loc_791D4): not modelled"),
    ("sk2", 0xAD): ("act 3's boss platforms: made when the camera shows them (sub_7A040), sinking and riding "
                    "the boss's scroll (SolidObjectTop, sub_7A064, sub_79F30): not modelled"),
    ("sk2", 0xAE): ("act 2's Knuckles cutscene, started when Player_1 comes within its range "
                    "(Check_InMyRange, loc_63B40): not modelled"),
})
# h-soz: Sandopolis's objects and badniks (SK Set 2), read in sonic3k.asm (murshies/skdisasm);
# the path swappers $3A, rising sand walls $40 and sand corks $47 are placed (place_s3k_soz). The ids below set no
# collision_flags and call no solid routine in any subtype: they move or hold the player by his
# own fields, which the coverage does not count as colliding (those not placed say why).
CODE_FLAGS.update({
    # Obj_SOZQuicksand: sub_3FD4E, sub_3FE70, loc_3FF9E, sub_400F0 test the player against its box and set his speeds
    ("sk2", 0x38): (False, False),
    # Obj_SOZPathSwap: sub_1D1E2 / sub_1D3B8 set the player's top_solid_bit / lrb_solid_bit only
    ("sk2", 0x3A): (False, False),
    # Obj_SOZLoopFallthrough: sub_40474 takes a falling player over (object_control $81)
    ("sk2", 0x3B): (False, False),
    # Obj_SOZLightSwitch: sub_40F52 takes a player within its handle's box over (object_control 1)
    ("sk2", 0x41): (False, False),
    # Obj_SOZRapelWire: sub_4AF80 takes a player within its handle's box over (object_control 3)
    ("sk2", 0x48): (False, False),
    # set_SOZ_capsule_Hyudoro_cg: loads the ghost capsule's art once a player is in range, then deletes itself
    ("sk2", 0xAB): (False, False),
})
REASONS_BY_ID.update({
    ("sk2", 0x39): ("drops a top-solid sand block (SolidObjectTop, d1 $18, d3 $D) every $80 frames from when it "
                    "is loaded, at a height from oscillator $16 (loc_402CC, sub_40302); the block falls (MoveSprite) "
                    "to the floor, slides at -$100 along it and sinks away (loc_4036E, loc_403DC, loc_4040C): "
                    "not modelled"),
    ("sk2", 0x3B): ("no collision: a player falling at $800 or more into its 32 x 32 box is taken over "
                    "(object_control $81, rolling, x speed 0) and dropped by its own gravity ($38) until "
                    "(subtype & $7F) * 16 px below it (sub_40474): not modelled"),
    ("sk2", 0x3E): ("subtype bit 7: the end puzzle's rock, handed to the push switch (loc_405D6: _unkF7C4), "
                    "which moves it (sub_41AA8) rather than a pushing player (sub_406E4): not modelled"),
    ("sk2", 0x41): ("no collision: a handle that takes a player within its box over (object_control 1, "
                    "anim $14) and lets him go on a jump button at y speed -$380 (sub_40F52), darkening or "
                    "lighting the zone (Palette_cycle_counters): not modelled"),
    # h-trig2: $45 and $46 are placed (place_s3k_trigger2); the push switch of subtype bit 7 is not
    ("sk2", 0x45): ("a subtype with bit 7 is also moved by the pushable rock $3E of subtype bit 7 (sub_41AA8, "
                    "through _unkF7C4), and the rock is not placed: not modelled"),
    ("sk2", 0x48): ("no collision: a wire whose handle takes a player within its box over (object_control 3) "
                    "and swings him on it by its angle until a jump button lets him go (sub_4AF80): "
                    "not modelled"),
    ("sk2", 0x95): ("a badnik with no touch (ObjDat_Sandworm collision 0) until $80 frames after it is first "
                    "on screen (Obj_WaitOffscreen), then leaps out of the sand with touch $8B (loc_8EAD2, "
                    "MoveSprite_LightGravity) and loses it when it lands (loc_8EB2E): not modelled"),
    ("sk2", 0x96): ("a badnik with no touch (ObjDat3_8F04E collision 0) hiding under a solid rock child "
                    "(SolidObjectFull $23/$10/$11, loc_8EF3C) that rises 16 px (loc_8EFD8) once player 1 is within "
                    "$28 px across and $40 px up or down (loc_8EF94), then rides on the badnik as it walks at $80 "
                    "along the floor (ObjHitFloor2_DoRoutine, loc_8EE3A), turning at its subtype's bounds or "
                    "towards player 1; its touch $D9 is a special one no routine counts, and a grounded attacking "
                    "player in its box (word_8EF14, Check_PlayerAttack) destroys it and the rock: not modelled"),
    ("sk2", 0x98): "boss: Sandopolis 2's end boss (Obj_SOZEndBoss), its fight script: not modelled",
    ("sk2", 0xAB): ("no collision: loads the ghost capsule's art once a player is in its range "
                    "(Check_PlayerInRange) and deletes itself, touching no player: not modelled"),
    ("sk2", 0xAC): ("Sandopolis 2's ghost capsule: an egg capsule (Map_EggCapsule, the capsule's routine "
                    "loc_89C14) whose button lets the ghosts out and saves the checkpoint (loc_8F514): "
                    "not modelled"),
})
# h-fbz: Flying Battery's S&K objects (sonic3k.asm, read in a public copy as
# above). Obj_FBZExitHall (SK Set 1 $8A): SetUp_ObjAttributes2 from off_86D12
# (both entries collision_flags 0), then only Sprite_OnScreen_Test (drawn,
# never listed for touches, no solid routine): a decoration.
CODE_FLAGS[("sk1", 0x8A)] = (False, False)
_REASONS_BY_ROUTINE.update({
    "Obj_FBZSnakePlatform": ("four platforms (itself and three AllocateObjectAfterCurrent children, waiting 1, $19, "
                             "$31 and $49 frames) ride a path of points at $140 a frame (FBZSnake_ChangeDir), "
                             "SolidObjectFull $17/$C/$D; the path (FBZSnakePlatform_Data) is not read and the "
                             "children are objects made at run time: not modelled"),
    "Obj_FBZPiston": ("a solid block (SolidObjectFull $2B/$20/$21, loc_3C2A6) pushed out left and back 2 px a "
                      "frame over subtype * 8 px, counted from when it is loaded, deleted once its x is "
                      "$200 px past the camera: not modelled"),
    "Obj_FBZMissileLauncher": ("sets no collision itself but, once on screen (render_flags bit 7, loc_3C526), "
                               "fires missiles, objects made at run time ($9E once falling, loc_3C6CC), on the level "
                               "frame counter (loc_3C534); a negative subtype adds a solid block (loc_3C636) its "
                               "missiles break: not modelled"),
    "Obj_FBZWallMissile": ("fires missiles, objects made at run time ($9B, x speed $400, loc_3C8D4), only while "
                           "on screen (render_flags bit 7, loc_3C828): not modelled"),
    "Obj_FBZSpiderCrane": ("takes over a grounded player under it (loc_3D11E: object_control $C1), lifts him and "
                           "carries him along by subtype * 4 px (loc_3D278): not modelled"),
    "Obj_FBZExitDoor": ("a special touch ($D7) its routine answers (Check_PlayerCollision, loc_70C3C): once "
                        "touched it flies off (x speed $800, MoveSprite_LightGravity) and moves Player_1 8 px "
                        "left: not modelled"),
    "Obj_FBZEggPrison": ("solid (SolidObjectFull $2B/$18/$18, sub_89D9C) with a button child (loc_89C5C) that "
                         "opens it and, by subtype (sub_89DAC), throws out animals, rings or other objects made at "
                         "run time: not modelled"),
    "Obj_FBZMagneticPendulum": ("takes over a player within its magnet's box (loc_3D7A4: object_control 1) and "
                                "swings him on its own angle until a jump (loc_3D648): not modelled"),
    "Obj_FBZ2Subboss": "the act 2 sub-boss: its fight script is not modelled",
})
# h-dez: Death Egg's and Doomsday's rows read in sonic3k.asm (a public copy,
# murshies/skdisasm). The routines below set no collision_flags and call no
# solid or platform routine in any subtype: by the code they do not collide
# (issue 18 point 3's test); what each does instead is its row's reason.
_DEZ_QUIET = {
    0x4C: ("no collision: a handle a player below it grabs (sub_4703E: object_control 1, held $28 px under it) "
           "while it rises to the ceiling and rides at $200 (loc_46FF2), let go by a jump button"),
    0x56: ("no collision: on the level frame counter's phase (sub_47DDE) it sets the collision layer of a player "
           "in its $A0 x $60 box ($E/$F) and back ($C/$D) when he leaves it (sub_47F9C)"),
    0x57: ("no collision: takes a grounded player in its $10 x $20 box over (sub_48370: object_control $81) "
           "and counts down a launch by Obj_DEZTunnelControl"),
    0x59: ("no collision: takes a grounded player in its box over (loc_48C44: object_control $83) and lifts him "
           "at y speed $1000 for (subtype & $7F) frames, setting Reverse_gravity_flag (loc_48DCA)"),
    0x5A: ("no collision: a tube that takes a player in its box over (RideObject_SetRide or sub_33C34, "
           "object_control bits 1 and 6) and moves him round its own angle (sub_48F12, sub_49090)"),
    0x5B: ("no collision: sets or clears Reverse_gravity_flag when the first player crosses its x within $20 px "
           "of its y (sub_49228)"),
    0x5C: ("no collision: takes a player in its $40 x $40 box over (sub_492D4: object_control $83), pulls him "
           "to its centre and throws him at $C00 by his buttons and its subtype (word_49420)"),
    0x5E: ("no collision: lifts a player within $40 px across by the sine of its own angle (sub_4952A: his y "
           "moved, air bit set, y speed 0)"),
    0x5F: ("no collision: takes a player within $500 px right of it over (sub_4964A: object_control 1) and "
           "flies him by his buttons ($38 a frame right, up/down $18 to $600)"),
}
for _id, _why in _DEZ_QUIET.items():
    CODE_FLAGS[("sk2", _id)] = (False, False)
    REASONS_BY_ID[("sk2", _id)] = _why
REASONS_BY_ID.update({
    ("sk2", 0x4B): ("eight solid blocks (SolidObjectFull $1B/$10/$11, loc_46EB8) that tilt by where the players "
                    "stand (byte_46ED8, loc_46E4C) and fall away once $70 px down (loc_46F18): not modelled"),
    ("sk2", 0x53): ("subtype 0 rides along the floor once stood on, turning at walls (sub_47B58: "
                    "ObjCheckFloorDist, ObjCheckLeftWallDist, ObjCheckRightWallDist, falling by MoveSprite "
                    "where the floor drops more than $E px): not modelled"),
    ("sk2", 0x58): ("a solid switch (SolidObjectFull $1B/8/9) that, hit from below or above, stops the players "
                    "and flips Reverse_gravity_flag (loc_48AD6, loc_48B7E): reverse gravity: not modelled"),
    ("sk2", 0x60): ("a negative subtype is removed once the gravity puzzle's six side bits fill "
                    "MHZ_pollen_counter ($3F, loc_497B4; sub_49A0E, the puzzle's, SK2 $61): not modelled"),
    ("sk2", 0xA6): ("a boss: its fight script (Obj_DEZMiniboss, started once the camera is in word_7DDA4's "
                    "range, Check_CameraInRange): not modelled"),
    ("sk2", 0xA7): ("a boss: its fight script (Obj_DEZEndBoss, started once the camera is in word_7F0BE's "
                    "range, Check_CameraInRange): not modelled"),
    ("sk2", 0xB6): ("a boss flown against as Super Sonic: its fight script (Obj_DDZEndBoss, moved by the "
                    "stage's scroll _unkFAAE): not modelled"),
    ("sk2", 0xB7): ("the player flies through Doomsday as Super Sonic: each asteroid moves by MoveSprite2 "
                    "less the stage's scroll (_unkFAAE) and, only with Super_Sonic_Knux_flag, "
                    "Check_InMyRange breaks it on the first player and slows the scroll _unkFA82 "
                    "(loc_821FC): not modelled"),
    ("sk2", 0xB8): ("the player flies through Doomsday as Super Sonic: a missile (ObjDat_DDZMissile, "
                    "collision 0) moves 2 px a frame less the stage's scroll (_unkFAAE) and, only with "
                    "Super_Sonic_Knux_flag, hits the first player by Check_InMyRange (sub_82B06: 90 frames' "
                    "invulnerability_timer): not modelled"),
})
# h-misc: S&K's copy of CNZ's cylinder is placed (place_s3_cnz, sk_copy), CNZ's water level button and
# AIZ's drawbridges too (place_s3k_misc); these were read and left out (s3.asm and sonic3k.asm, the same code)
_REASONS_BY_ROUTINE.update({
    # h-trig2: Obj_LBZTriggerBridge is placed (place_s3k_trigger2: kind s3k_lbz_trigger_bridge)
    "Obj_WaterDrop": ("no collision of its own: only while it is drawn on screen (render_flags bit 7, loc_382BA) "
                      "does it, every subtype * 4 frames, make a falling drop (collision $C7, MoveSprite2 with "
                      "gravity 8 down to ObjCheckFloorDist's floor) whose touch only restarts a waiting player's "
                      "animation (sub_38382: prev_anim 0 when anim is 5): not modelled"),
    "Obj_CutsceneKnuckles": ("a scripted cutscene, one script per act by subtype (CutsceneKnuckles_Index), "
                             "that starts at the player's or the camera's position, locks his controls "
                             "(Ctrl_1_locked), moves Knuckles by its own script and makes children (rocks with "
                             "SolidObjectFull2, pillars, the gray buttons that set level triggers and the water, "
                             "Obj_CutsceneButton): not modelled"),
    "Obj_HCZWaterRush": ("no collision of its own; its block child at x - $30 (SolidObjectFull $1B/$20/$21, "
                         "loc_2E5E8) rises $10 px a frame once Level_trigger_array+0 is set by a button "
                         "(loc_2E5C8) until y $560, then leaves (x $7F00), and until then it keeps Hydrocity's "
                         "water tunnels off (_unkF7C7 = 3, HCZ_WaterTunnels): not modelled"),
})
# h-ssz: Sky Sanctuary's and Hidden Palace's objects, read in sonic3k.asm (a public copy, murshies/skdisasm;
# place_s3k_ssz places $74, $7B, $7C, $7F and $79's subtype 0: docs/kinds/s3k_ssz.md).
CODE_FLAGS.update({
    # Obj_SpriteMask (loc_862B4): sets its size and priority from the subtype, then only sets
    # Spritemask_flag and draws (loc_862FE, loc_86308): no collision_flags, no solid call
    ("sk2", 0x8B): (False, False),
    # Obj_HPZMasterEmerald: ObjDat_HPZMasterEmerald's collision byte is 0; loc_90700 runs the palette
    # and Sprite_CheckDeleteTouch only (no solid call); its super emeralds are objects of their own ($B4)
    ("sk2", 0xB0): (False, False),
    # Obj_StartNewLevel: a trigger; when player 1 is in its range (Check_InMyRange, word_86426) it starts
    # the level of its subtype (StartNewLevel): no collision_flags, no solid call
    ("sk2", 0xB3): (False, False),
    # Obj_SSZCutsceneButton: SetUp_ObjAttributes, then loc_659C6 only runs Sprite_OnScreen_Test (never
    # listed for touches, no solid call); the cutscene's Knuckles presses it himself (loc_658F2)
    ("sk2", 0xAF): (False, False),
})
# CutsceneKnux_SKIntro (Obj_CutsceneKnuckles subtype $30) deletes itself unless player 1 is Knuckles,
# no star post was hit and SK_alone_flag is set (Sonic & Knuckles alone), which the locked-on game is not
QUIET_SUBTYPES[("sk2", 0x82)] = (0xFF, 0x30, "subtype $30, CutsceneKnux_SKIntro: deleted in the locked-on game "
                                              "(SK_alone_flag clear)")
# Obj_EggRobo's subtypes $n0 (sub_9185E by the low nibble: loc_91874) fly by scaled, collision 0
# (ObjDat3_9199A), drawn only (loc_91526 -> Draw_Sprite, never listed for touches), and are deleted
# once off screen (loc_91570)
QUIET_SUBTYPES[("sk2", 0xA0)] = (0x0F, 0x00, "subtypes $n0, the scaled fly-by (loc_91874, loc_91526): collision 0, "
                                              "drawn only")
REASONS_BY_ID[("sk2", 0xA0)] = ("subtype $n2, a badnik (collision 6, ObjDat3_919A6) that swings and fires lasers "
                                "($9C, loc_91756), is deleted at loading (sub_91914) unless bit n of _unkFA82 is "
                                "set, which the fly-by $n0 sets when it leaves the screen (loc_91570); subtype 4 "
                                "frees an animal every 16 frames while on screen (loc_915F6), five times, then "
                                "becomes that badnik: not modelled")
REASONS_BY_ID.update({
    ("sk2", 0x8B): "no collision: it masks sprites (Spritemask_flag, loc_862FE) and is drawn only",
    ("sk2", 0xB0): "no collision: its collision byte is 0 (ObjDat_HPZMasterEmerald) and it calls no solid routine",
    ("sk2", 0xB3): ("no collision: a trigger that starts another level when player 1 enters its range "
                    "(Check_InMyRange, word_86426)"),
    ("sk2", 0xAF): "no collision: drawn only (loc_659C6); the cutscene's Knuckles presses it (loc_658F2)",
    ("sk2", 0x82): ("Knuckles' cutscenes: in Mushroom Hill 2 (subtype $20) he presses a switch that locks the "
                    "players (object_control $81) and throws them up (loc_6338E); in Hidden Palace ($28) Sonic "
                    "fights him (collision_property 8 hits, loc_6429E): their scripts: not modelled"),
    ("sk2", 0xB2): ("Knuckles' final boss: once player 1 is in the air, Robotnik's ship swings in with a crane "
                    "whose children collide (Add_SpriteToCollisionResponseList, loc_7C9C8) and starts the "
                    "fight (loc_7CA3A): boss: not modelled"),
    ("sk2", 0x75): ("subtype bit 7: a pivot turning 1 a frame (loc_46192) whose held player is let go at x "
                    "speed $800 when SonicOnObjHitFloor finds the floor $10 px into him (loc_4639A): not modelled"),
    ("sk2", 0x77): ("a top solid (SolidObjectTop $60/$10/9) $C0 px right of its layout x that slides back to it, "
                    "2 px a frame, once the act's opening cutscene (CutsceneKnux_SSZ) sets Events_bg+$08 "
                    "(loc_44FA2): not modelled"),
    ("sk2", 0x79): ("a pad of another subtype beams a player standing within $C px of its centre away "
                    "(loc_45660: object_control 1, Obj_TeleporterBeam) or, negative, waits $20 px down for a boss "
                    "flag (Events_bg+0/2) and rises; the end boss's pad (x >= $1A00 above y $680, loc_45A66) has "
                    "no solid, and Hidden Palace's pads run its emerald scene (Current_zone $16): not modelled"),
    ("sk2", 0xB4): ("a top solid (SolidObjectTop $1B/$10/$10) at a place of its own (word_90860 by subtype, not "
                    "its layout's), deleted unless the save's Collected_emeralds_array holds its emerald, that "
                    "takes a player standing on it into its special stage (loc_90926): not modelled"),
})
# h-fbz2: Flying Battery's takeovers (SK Set 1; sonic3k.asm, a public copy as above). The
# routines below set no collision_flags and call no solid or platform routine in any subtype
# (RideObject_SetRide and sub_33C34 only set the player's riding bits): by the code they do not
# collide (issue 18 point 3's test, as _DEZ_QUIET, whose $5A tube is the same form); what each
# does instead is its row's reason.
_FBZ_QUIET = {
    0x6F: ("no collision: subtype bit 7 clear, a player landing on its top within subtype * 8 px of its x "
           "rides it (sub_39F7E: RideObject_SetRide, flip_type $80) round its own angle; bit 7 set, it takes "
           "a player in its $100 x subtype * $10 box over (sub_3A0D6: sub_33C34, object_control bits 1 and "
           "6) and carries him round by its angle"),
    0x70: ("no collision: takes a grounded runner at $400 or faster, $B0-$C0 px from its x and within $10 px "
           "of its y, over (sub_3A270: RideObject_SetRide, object_control $42) and carries him round the "
           "cage by his ground speed (loc_3A480)"),
    0x72: ("no collision: a player in its grab box hangs from it (sub_3A8B8 / sub_3AA7E: object_control 1 "
           "or 3, put under the link every frame), climbs along it hand over hand by left/right, and is let "
           "go by a jump at y speed -$380"),
    0x7B: ("no collision: takes over a player within its $18 x (subtype * 8) box (loc_3C0DC: object_control "
           "3, his speeds cleared, his x its own), who climbs it with up/down and leaves it with a jump at x "
           "speed $1000 (loc_3C068)"),
}
for _id, _why in _FBZ_QUIET.items():
    CODE_FLAGS[("sk1", _id)] = (False, False)
    REASONS_BY_ID[("sk1", _id)] = _why

# h-trig: readers of a level trigger that a button ($33, kind s3k_button) of their act writes are left
# out there (place_s3k_trigger.BUTTON_TRIGGERS; docs/kinds/s3k_trigger.md "Other readers").
for _t in ("s3", "sk1"):
    REASONS_BY_ID.setdefault((_t, 0x0D), "those of subtype bit 7 in Angel Island 2 vanish once level trigger 0 is "
                             "set (loc_1F844), which its buttons and its water event (DynamicWaterHeight_AIZ2) "
                             "set: not modelled")
    REASONS_BY_ID.setdefault((_t, 0x38), "those of subtype bit 5 (below $80) in Hydrocity 1 wait for level trigger 0 "
                             "(loc_2F02C), which its buttons and Blastoids set: not modelled")
    REASONS_BY_ID.setdefault((_t, 0x0F), "those of subtype bit 7 in Hydrocity collapse once the level trigger of "
                             "their low nibble is set (loc_1E2E8, loc_1E332), which its Blastoids set when "
                             "destroyed (sub_557A6); others: Marble Garden's configuration 2 and subtypes past "
                             "the init's tables: not modelled")
