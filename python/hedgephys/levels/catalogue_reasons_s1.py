"""Why Sonic 1's colliding objects (or some of their subtypes) are not
placed, by id (the coverage table's last column, docs/levels.md), each read
in its routine (``_incObj/<id> *.asm``). No hedgephys kind reproduces what
these do to the player exactly, so placing them would approximate it.
"""
from __future__ import annotations

__all__ = ["S1_REASONS"]

_MOVES = "moves (oscillator, path or trigger): not modelled"

#: Object id ("s1" table) -> why it (or, for a placed id, its other subtypes) is not modelled.
S1_REASONS: dict[int, str] = {
    0x0B: "holds the player until it breaks (special touch $E1, timed): not modelled",   # Pole
    0x0C: "opens and closes on a timer: not modelled",                                    # FlapDoor
    0x15: "Scrap Brain's is a spiked ball on a chain (touch only): not modelled",         # SwingingPlatform
    0x17: "spikes harmful or not as the helix turns (timed touch $84): not modelled",     # Helix
    0x2F: "type 5 sinks when stood on and sets the grass on fire (GrassFire $35 hurts): not modelled",  # LargeGrass
    0x30: "type 4 rises once a button is pressed (Glass_ChkSwitch); type 3 (sinks when "  # GlassBlock
          "stood on) is in no layout: not modelled",
    0x42: ("touchable only once the player is within $80 px and it has shown itself, then it drops and runs "
           "along the floor (type 0) or fires a hurting missile (type 1): not modelled"),  # Newtron
    0x43: "collision set only once it shows itself: not modelled",                        # Roller
    0x46: "falls once the player comes near, then sinks in the lava: not modelled",       # MarbleBrick
    0x4C: "makes lava geysers on a timer: not modelled",                                  # GeyserMaker
    0x4E: "advances on the player: not modelled",                                         # LavaWall
    0x50: "special touch ($CC, spikes on its top): not modelled",                         # Yadrin
    0x52: "moves right until a wall, or falls, or waits for a switch: not modelled",      # MovingBlock
    0x56: "a switch-driven door (bit 7, types 5-7): not modelled",                        # FloatingBlock
    0x59: "spawns elevators from when it is loaded (a camera-dependent phase): not modelled",  # Elevator
    0x61: "falls once pushed from a side (type 5): not modelled",                        # LabyrinthBlock
    0x62: ("spits a new object, a hurting fireball ($98, 2 px a frame until ObjHitWallLeft/Right finds a "  # Gargoyle
           "wall), every 30-240 frames, but only while it is on screen (Gar_MakeFire, ChkObjectVisible: the "
           "camera's position) and an object slot is free (FindFreeObj): not modelled"),
    0x63: "subtypes $80-$85 spawn platforms from ObjPosLZPlatform lists (v_obj63) that move "  # LabyrinthConvey
          "along a path; subtype $7F, the wheel (28 of the 36), never collides (LCon_Main, "
          "loc_124DE) and is counted as unplaced: not modelled",
    0x66: "rotates and grabs the player: not modelled",                                   # Junction
    0x69: "the trapdoors (subtypes below $80) flip on a timer started when loaded (a "  # SpinPlatform
          "camera-dependent phase): not modelled",
    0x6B: "Scrap Brain 3's two share one flag (v_obj6B): only the first the camera "  # ScrapStomp
          "loads exists, Sto_Main deletes the other (a camera-dependent choice): not modelled",
    0x6F: _MOVES,                                                                         # SpinConvey
}
