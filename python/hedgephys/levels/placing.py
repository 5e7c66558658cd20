"""From an act's object layout to hedgephys objects (issue 18): the placers.

A *placer* turns one layout record of an object id into the hedgephys
objects that model it (usually one; a Sonic 1 ring object with a count in its
subtype gives several). Placers are registered by the object id table the
game reads the id in, and the id:

* ``"s1"``: Sonic 1's ``Obj_Index`` (``_inc/Object Pointers.asm``);
* ``"s2"``: Sonic 2's ``Obj_Index`` (``ObjPtr_*`` in s2.asm);
* ``"s3"``, ``"sk1"``, ``"sk2"``: the three object pointer lists of Sonic 3
  & Knuckles (``Levels/Misc/Object pointers - S3 Set.asm``, ``- SK Set 1``,
  ``- SK Set 2``); which one an act reads is :func:`id_table`'s answer
  (:mod:`.catalogue`: ``"sk1"`` for zones AIZ-LBZ, ``"sk2"`` from MHZ on).

Each kind's placers live in a module of their own (``place_<kind>.py``),
listed once in :data:`_PLACER_MODULES`; the module registers them with the
:func:`placer` decorator::

    @placer("s2", 0x41)          # ObjPtr_Spring: Obj41
    def _spring(rec: Placement) -> list[ObjectDescription]:
        return [Spring(rec.x, rec.y, ...)]

A placer reads the record as the object's own init routine reads its
layout entry (name that routine in its docstring) and returns ``[]`` for a
subtype it does not model.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Optional

import numpy as np

from ..objects import ObjectDescription

if TYPE_CHECKING:
    from .layout import ObjectLayout
from .catalogue import id_table

__all__ = ["ID_TABLES", "Placement", "Placer", "PLACERS", "id_table", "placer", "placers", "place", "ring_placer"]

#: The object id tables (module doc).
ID_TABLES = ("s1", "s2", "s3", "sk1", "sk2")


@dataclass(frozen=True)
class Placement:
    """One record of an act's object layout (:data:`~hedgephys.levels.layout.OBJECT_DTYPE`)
    with where it is read: the game (``"s1"``, ``"s2"``, ``"s3k"``), the act
    (``"ghz1"``...), the id table, and the record's index in layout order."""

    game: str
    act: str
    table: str
    index: int
    x: int
    y: int
    id: int
    subtype: int
    x_flip: bool
    y_flip: bool
    flag: bool


Placer = Callable[[Placement], "list[ObjectDescription]"]
#: (id table, object id) -> placer, filled by the placer modules.
PLACERS: dict[tuple[str, int], Placer] = {}

# The modules holding placers, one per kind (or group of kinds): importing
# one registers its placers. Adding a kind's placers: one module, one entry.
_PLACER_MODULES: tuple[str, ...] = (
    "place_path",  # path swappers (S2 Obj03, S3K Obj_PathSwap)
    "place_push",  # push blocks (S1 $33)
    "place_invisible",  # invisible solid blocks (S1 $71, S2 $74, S3K $28)
    "place_spike",  # spikes, breakable walls and rocks (docs/kinds/spike.md)
    "place_touch",  # rings, monitors, badniks (docs/kinds/touch.md)
    "place_spring",  # springs (docs/kinds/spring.md)
    "place_bridge",  # bridges, collapsing ledges, floors and bridges (docs/kinds/bridge.md)
    "place_platform",  # moving and swinging platforms (docs/kinds/platform.md)
    "place_still",  # still solid blocks, buttons and hurt boxes (S2 $47 $75, HCZ blocks, ICZ ice)
    "place_s1_blocks",  # Sonic 1's blocks that stand still or ride the oscillators, buttons, MZ's green blocks
    "place_bumper",  # round bumpers (docs/kinds/bumper.md)
    "place_wall",  # Green Hill's edge walls (docs/kinds/wall.md)
    "place_timed",  # objects timed by the level frame counter (docs/kinds/timed.md)
    "place_circling",  # Sonic 1's circling platforms (docs/kinds/circling.md)
    "place_seesaw",  # Sonic 2's seesaw and its ball (docs/kinds/s2.md)
    "place_cpz_platform",  # Sonic 2's Obj19 platforms of CPZ, OOZ, WFZ (docs/kinds/s2.md)
    "place_s3k_hurt",  # S3K's invisible insta-kill blocks $6B (docs/kinds/s3k.md)
    "place_s3k_cork",  # S3K's cork floors $2A, breakable (docs/kinds/spike.md)
    "place_s3k_platform",  # S3K's LBZ moving platforms $11 (docs/kinds/platform.md)
    "place_s3k_still",  # S3K's still top-solid ice blocks (ICZ)
    "place_s2_mtz",  # h-covs2: Metropolis's moving spikes and rotating platforms, S2 $6D $68 $6E
    "place_s2_cnz",  # h-covs2: Casino Night's big moving block, S2 $D4 (docs/kinds/s2.md)
    "place_s2_square",  # h-covs2: CPZ's and MTZ's square blocks, S2 $6B (docs/kinds/s2.md)
    "place_s1_timed",  # Sonic 1's objects timed by the frame counter (docs/kinds/s1_timed.md)
    "place_s3k_door",  # h-s3objs: the doors of HCZ, CNZ and DEZ, S3K $3C (docs/kinds/s3k_door.md)
    "place_s1_path",  # h-s1path: Sonic 1's seesaw $5E and staircase $5B (docs/kinds/s1_path.md)
    "place_s1_moving",  # h-s1blocks: S1's elevators $59 and moving blocks $52 (docs/kinds/s1_blocks.md)
    "place_s2_bounce",  # h-s2bounce: Casino Night's bonus blocks and hexagonal bumpers, S2 $D8 $D7
    "place_s2_walls",  # h-s2mtz: S2 $66 $2D $2F $65 $23 $70 (docs/kinds/s2.md)
    "place_s3k_sk",  # h-skobjs: Sonic & Knuckles-only objects, sonic3k.asm (docs/kinds/s3k.md)
    "place_s1_grass",  # h-s1grass: Marble Zone's large grassy platforms $2F (docs/kinds/s1_grass.md)
    "place_s3k_sk_timed",  # h-skdez: S&K's DEZ lightning $52, FBZ mines $E1 (docs/kinds/s3k_sk_timed.md)
    "place_star_post",  # h-star: the star posts of every game, S1/S2 $79, S3K $34 (docs/kinds/star_post.md)
    "place_s1_chain",  # h-s1timed: S1's spiked balls on a chain $57 and flamethrowers $6D (docs/kinds/s1_chain.md)
    "place_s3k_mgz",  # h-s3mgz: MGZ's chained platforms $53 and spike balls $58, HCZ's snake blocks $67
    "place_s3_fan",  # h-s3fan: Hydrocity's fans $38, Marble Garden's trigger platforms $57, Poindexter (s3.asm)
    "place_s1_stomp",  # h-s1stomp: S1's stompers $31 $6B, girders $70, small doors $2A (docs/kinds/s1_stomp.md)
    "place_s3_badnik",  # h-s3badnik: Marble Garden's Bubbles badnik S3 $A3 / SK1 $9B (docs/kinds/s3k_bubbles.md)
    "place_s3_ice",  # h-s3ice: ICZ walls $BA and ice cubes $BF, LBZ pipe plugs $1B, smashing pillars $52 $20 (s3.asm)
    "place_s3k_lbz",  # h-lbz: LBZ tubes $10, exploding triggers $13, gate lasers $21; MGZ spike platforms $56
    "place_s3k_hcz",  # h-hcz: Hydrocity's conveyor spikes $3F (docs/kinds/s3k_hcz.md)
    "place_s3_swim",  # h-swim: Hydrocity's Jawz S3 $99 / SK1 $93, MGZ's sinking mud $4F (docs/kinds/s3k_jawz.md)
    "place_s3_cnz",  # h-cnz: CNZ's cannons, rising platforms, trap doors, cylinders $42-$44 $47 (s3.asm)
    "place_s3k_dez",  # h-dez: Death Egg's energy bridges SK2 $55, conveyor belts $50, staircases $4F
    "place_s3k_mhz_lrz_soz",  # h-mhz: S&K MHZ mushroom platforms $11, LRZ bridges $31, SOZ swings $43
    "place_s3k_fbz",  # h-fbz: Flying Battery's S&K-only objects, sonic3k.asm (docs/kinds/s3k_fbz.md)
    "place_s3_icz",  # h-icz: ICZ ice spikes $C0, crushing columns $B8, stalactites $BE (docs/kinds/s3k_icz.md)
    "place_s3k_mhz",  # h-mhz: Mushroom Hill's curled vines SK2 $09 (docs/kinds/s3k_mhz.md)
    "place_s3k_lrz",  # h-lrz: Lava Reef's S&K-only objects, SK2 $17 $18 $32 ... (docs/kinds/s3k_lrz.md)
    "place_s3k_soz",  # h-soz: Sandopolis's path swappers SK2 $3A, sand walls $40, corks $47 (docs/kinds/s3k_soz.md)
    "place_s3k_fbz_more",  # h-fbz (session 32): FBZ $E3 $D0 $7C $79 $77, FBZ/DEZ $78 (docs/kinds/s3k_fbz.md)
    "place_s3k_takeover",  # h-hcz: objects that take the player over, HCZ $68 $3A $69 (docs/kinds/s3k_takeover.md)
    "place_s3k_misc",  # h-misc: CNZ water button SK1 $89, AIZ drawbridges $32 and floors $29, ICZ tension platforms
    "place_s3k_ssz",  # h-ssz: SSZ bridges $7B $7C, floats $7F, springs $74, pads $79 (docs/kinds/s3k_ssz.md)
    "place_s3k_badnik2",  # h-badnik: ICZ freezers S3 $BB / SK1 $B2 (docs/kinds/s3k_badnik2.md)
    "place_s3k_fbz2",  # h-fbz2: FBZ magnetic platforms $74 (and $73 subtype 0), elevators $E2 (docs/kinds/s3k_fbz2.md)
    "place_s3k_rock",  # h-rock: Lava Reef's Iwamodoki SK2 $9A and its shards (docs/kinds/s3k_rock.md)
    "place_s3k_tunnel",  # h-tunnel: automatic tunnels S3 / SK1 / SK2 $24 (docs/kinds/s3k_tunnel.md)
    "place_s3k_trigger2",  # h-trig2: SOZ push switches SK2 $45, doors $46; LBZ trigger bridges $14 (level triggers)
    "place_s3k_lrz2",  # h-lrz2: Lava Reef's spike balls SK2 $20 $37 $22 (docs/kinds/s3k_lrz2.md)
    "place_s3k_trigger",  # h-trig: S3K buttons $33, FBZ screw doors $7A, LRZ doors $19 (docs/kinds/s3k_trigger.md)
    "place_s3k_soz2",  # h-soz2: SOZ spring vines SK2 $3F, pushable rocks $3E; SSZ $7A $75 $76; MHZ $0C (docs/kinds/s3k_soz2.md)
)
_loaded = False


def placer(table: str, *ids: int) -> Callable[[Placer], Placer]:
    """Register the decorated function as the placer of ``ids`` in ``table``."""
    if table not in ID_TABLES:
        raise ValueError(f"unknown object id table {table!r}; expected one of {', '.join(ID_TABLES)}")

    def register(fn: Placer) -> Placer:
        for i in ids:
            if not 0 <= i <= 0xFF:
                raise ValueError(f"object id {i} is not a byte")
            if (table, i) in PLACERS:
                raise ValueError(f"object id {table}:{i:#04x} has two placers")
            PLACERS[(table, i)] = fn
        return fn
    return register


def placers() -> dict[tuple[str, int], Placer]:
    """Every registered placer (importing the placer modules on first use)."""
    global _loaded
    if not _loaded:
        for name in _PLACER_MODULES:
            importlib.import_module(f"{__package__}.{name}")
        _loaded = True
    return PLACERS


def place(objects: np.ndarray, game: str, act: str, table: Optional[str] = None) -> list[ObjectDescription]:
    """The hedgephys objects of a layout (:func:`~hedgephys.levels.layout.read_objects`),
    in layout order: each record through its id's placer; ids without one are
    left out."""
    table = table or id_table(game, act)
    found = placers()
    out: list[ObjectDescription] = []
    for i, rec in enumerate(objects):
        fn = found.get((table, int(rec["id"])))
        if fn is None:
            continue
        out.extend(fn(Placement(game, act, table, i, int(rec["x"]), int(rec["y"]), int(rec["id"]),
                                int(rec["subtype"]), bool(rec["x_flip"]), bool(rec["y_flip"]), bool(rec["flag"]))))
    return out


RingPlacer = Callable[["ObjectLayout"], "list[ObjectDescription]"]


def ring_placer() -> Optional[RingPlacer]:
    """The placer of the ring layouts' rings (Sonic 2, 3&K): ``place_rings``
    of the touch kinds' module ``place_touch``, None while that is not there."""
    name = f"{__package__}.place_touch"
    if importlib.util.find_spec(name) is None:
        return None
    fn: Optional[RingPlacer] = getattr(importlib.import_module(name), "place_rings", None)
    return fn
