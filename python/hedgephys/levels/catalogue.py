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

__all__ = ["CODE_FLAGS", "NAMES", "REASONS_BY_ID", "S3K_ZONE_TABLES", "id_table", "name", "routine",
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
    # h-s3fan: Obj_HCZCGZFan's subtypes of $80 and more (place_s3_fan)
    **{(t, 0x38): ("a subtype of $80 or more pairs the fan with a block that slides and switches it off by the "
                   "first player's height, from anywhere (loc_2F22E): not modelled") for t in ("s3", "sk1")},
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
    "Obj_HiddenMonitor": "revealed only where the signpost lands on it (Obj_HiddenMonitorMain): not modelled",
    "Obj_LBZAlarm": "calls a Flybot767 when touched (special class $D7): not modelled",
    "ObjB8": "a harmless body (collision 0) that fires shots (Obj98): their motion is not modelled",
    "ObjAE": "harmful only once it has risen (collision set after its animation): not modelled",
    "Obj_Blastoid": "destroyed by any touch (special class $D7); its shots' motion is not modelled",
    # h-s3objs: Sonic 3's objects read in s3.asm and left out (docs/kinds/s3k_door.md has the one placed)
    "Obj_CNZCylinder": ("moves by its own angle from when it is loaded, or sinks under a rider, and takes a "
                        "standing player round it (sub_3161A, object_control 3): not modelled"),
    "Obj_HCZSpinningColumn": ("moves by its own counter from when it is loaded and takes a standing player "
                              "round it (sub_319AE): not modelled"),
    # h-s3ice: read in s3.asm and left out
    "Obj_ICZSwingingPlatform": ("hangs still until a player stands on its platform (SolidObjectFull, d1 $2B) "
                                "moving at $200 or more its way (sub_58868), then swings by its own speed "
                                "(loc_584F8); with a subtype it breaks loose at y speed -$600 (loc_58554): "
                                "not modelled"),
    "Obj_LBZFlameThrower": ("fires a flame child (collision $9D) when the V-interrupt counter (V_int_run_count, not "
                            "the level frame counter) plus its subtype is a multiple of $80 (loc_2539E): not modelled"),
    "Obj_ICZCrushingColumn": ("subtype 5 rises, then takes its next routine from past byte_57DA0 ($30, past "
                              "ICZCrushingColumn_Index): not modelled"),
    "Obj_LBZCupElevator": ("a cup that carries a player along its pole (its Attach and Base children): "
                           "not modelled"),
    "Obj_Jawz": ("swims toward the player at $200 from when it is loaded; a special touch ($D7) its own "
                 "routine reads (loc_556E4): not modelled"),
    "Obj_MegaChopper": ("swims after the player by the water level (Find_SonicTails); a special touch ($D7) "
                        "its own routine reads: not modelled"),
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
}


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
