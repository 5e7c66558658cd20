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
    # h-cnz: placed from the S3 Set (place_s3_cnz); SK Set 1's copy (sonic3k.asm) differs
    "Obj_CNZCylinder": ("Sonic & Knuckles' copy deletes the one at x $17E0 when Knuckles plays (Player_mode 3), "
                        "which a placer does not see: not modelled"),
    # h-cnz: read in s3.asm and left out
    "Obj_AIZCollapsingLogBridge": ("breaks log by log once stood on, each log's delay (subtype) + 8 per "
                                   "32 px column, the rider let go when his log's delay runs out "
                                   "(sub_2A664; subtype bit 7: the burning drawbridge, on a level "
                                   "trigger): not modelled"),
    "Obj_AIZDisappearingFloor": ("its solid child exists only between frames of its irregular-delay "
                                 "animation, started by the level frame counter (mask word_29316, "
                                 "Ani_AIZDisappearingFloor): not modelled"),
    "Obj_AIZSpikedLog": ("bobs when stood on or when the water is entered (Water_entered_counter) and "
                         "turns its spikes (a $9C hurt child) by its mapping frame: not modelled"),
    "Obj_AIZFallingLog": ("drops a top-solid log every (counter + offset) & mask frames that sinks 1 px a "
                          "frame to the water level, then vanishes after 60 frames (loc_2AC9C, loc_2AD68): "
                          "not modelled"),
    # h-hcz: read again in s3.asm; each takes the player over (object_control) along a ride of its own
    "Obj_HCZSpinningColumn": ("moves by its own counter (loc_31950) or oscillator $1E (loc_31990), and a player "
                              "standing on it (SolidObjectFull $1B/$20/$21) is taken over (sub_319AE: "
                              "object_control 3, his own routine and animation stopped, x round it by its angle "
                              "and a shrinking radius) until a jump button throws him at y speed -$680: "
                              "not modelled"),
    "Obj_HCZTwistingLoop": ("takes a player entering its window on the ground (or, subtype bit 7, rolling left) "
                            "over (object_control 1, rolling, angle $28) and drives him along its route by "
                            "word_3863A's tables until their end (sub_386C0, sub_38806): not modelled"),
    "Obj_HCZHandLauncher": ("a top-solid hand (SolidObjectTop $20/$11) that rises and sinks by 8 px a frame "
                            "while a player is within $40 px across (loc_2F6D8), grabs one standing within 8 px "
                            "of its centre (sub_2F878: object_control), holds him 60 frames or until a jump "
                            "button, and throws him at ground speed $1000 or $800 (sub_2F80C): not modelled"),
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
                    "and ceiling (loc_56FC6): not modelled"),
    # h-icz: read in s3.asm and left out
    "Obj_ICZTensionPlatform": ("top-solid (SolidObjectTop, d1 $23, d3 $B) on a spring: sinks under a rider and "
                               "springs back by its own speed (sub_590E8, capped at $900), throwing its riders up "
                               "with its speed (sub_59192: in the air, anim $10): not modelled"),
    "Obj_ICZPathFollowPlatform": ("a platform (SolidObjectFull, d1 $2B, d2 $14) moved through a ten-routine "
                                  "table (ICZPathFollowPlatform_Index: MoveSprite2 along the terrain, "
                                  "ObjCheckFloorDist) that breaks Ice Cap's walls (_unkFAA4): not modelled"),
    "Obj_ICZSegmentColumn": ("a stack of segment children (CreateChild8_TreeListRepeated): the bottom one breaks "
                             "when a rolling player pushes it at $600 (sub_58438), and the ones above drop 4 px a "
                             "frame to take its place (loc_583FC): not modelled"),
    "Obj_ICZFreezer": ("a hurt box ($9A) that, while a player is within $40 px across (Find_SonicTails, "
                       "loc_57E76), blows frost on a $40-frame toggle; the frost freezes a player in its range "
                       "into an ice block (sub_581B6: object_control $81): not modelled"),
    # h-lbz: read in s3.asm and left out (place_s3k_lbz places $13, $21 and $56)
    "Obj_LBZAlarm": ("touched (special class $D7, loc_283F0) it sends a Flybot767 badnik from beside the "
                     "player (sub_2840E), whose flight is a badnik's motion: not modelled"),
    "Obj_LBZCupElevator": ("a cup that swings round its pole by its own angle (Obj_LBZCupElevatorMain) and holds "
                           "a player who stands in it (SolidObjectFull2_1P, object_control 3), climbing or "
                           "dropping along the pole by his buttons (LBZCupElevator_PlayerControl): not modelled"),
    "Obj_LBZTriggerBridge": ("a gate that turns when the level trigger of its subtype's low nibble flips "
                             "(Level_trigger_array, flipped by the exploding triggers; a new object takes the "
                             "turned box), solid only while drawn on screen (render_flags bit 7, loc_24CB8); "
                             "the level triggers: not modelled"),
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
                        "sub_55FEA): not modelled"),
    "Obj_Blastoid": ("destroyed by any touch (special class $D7, Check_PlayerCollision), and while a player is "
                     "within $80 px across (loc_55750) it fires shots ($98) that fly at x speed -$200, y speed "
                     "-$100 (ChildObjDat_557DE): their motion: not modelled"),
    "Obj_AutomaticTunnel": ("takes over a player within its range (Obj_AutoTunnelInit: object_control $81, anim 2, "
                            "ground_vel $800) and carries him along its subtype's path (AutoTunnel_GetPath): "
                            "not modelled"),
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
    ("sk2", 0x75): ("a carrier swung on a chain (its angle by Gradual_SwingOffset, or 1 a frame with subtype bit 7) "
                    "that takes a player standing on it (SolidObjectFull $23/8/8, sub_46324: object_control 1, "
                    "rolling) along until a jump button throws him at y speed -$680 or, subtype bit 7, the floor "
                    "within $10 px lets him go at x speed $800: not modelled"),
    ("sk2", 0x76): ("a column whose top (SolidObjectTop $10/$21) and a platform $30 px below it (SolidObjectTop, "
                    "d1 $B + $60 or $A0) take a player standing on them over (object_control 3, sub_45E6E, "
                    "loc_45FE4) and turn him round it until a jump button throws him at y speed -$680: "
                    "not modelled"),
    ("sk2", 0x77): ("a top solid (SolidObjectTop $60/$10/9) $C0 px right of its layout x that slides back to it, "
                    "2 px a frame, once the act's opening cutscene (CutsceneKnux_SSZ) sets Events_bg+$08 "
                    "(loc_44FA2): not modelled"),
    ("sk2", 0x79): ("a pad of another subtype beams a player standing within $C px of its centre away "
                    "(loc_45660: object_control 1, Obj_TeleporterBeam) or, negative, waits $20 px down for a boss "
                    "flag (Events_bg+0/2) and rises; the end boss's pad (x >= $1A00 above y $680, loc_45A66) has "
                    "no solid, and Hidden Palace's pads run its emerald scene (Current_zone $16): not modelled"),
    ("sk2", 0x7A): ("a bar swung up and down (Gradual_SwingOffset $18000/$480) that grabs a player within $28 px "
                    "across and $18 px below it (sub_453E6: object_control 3, hung $14 px under it) until a jump "
                    "button throws him at x speed -+$200 and y speed -$400 plus its own: not modelled"),
    ("sk2", 0xB4): ("a top solid (SolidObjectTop $1B/$10/$10) at a place of its own (word_90860 by subtype, not "
                    "its layout's), deleted unless the save's Collected_emeralds_array holds its emerald, that "
                    "takes a player standing on it into its special stage (loc_90926): not modelled"),
})
