"""Which objects of the real acts collide, and which hedgephys models: the
coverage tables of docs/levels.md (issue 18), made by tools/gen_coverage.py
from the disassembly checkouts.

For every object id that appears in any act's layout (:func:`~hedgephys.levels.acts`,
:func:`~hedgephys.levels.object_layout`), read with the act's id table
(:func:`~hedgephys.levels.catalogue.id_table`):

* its name and routine (:mod:`.catalogue`);
* whether its code calls a solid routine (*solid*) or sets a nonzero touch
  response (*touch*). The code is found by its routine's label: the lines
  from that label to the next label of another object routine of the game's
  pointer lists or of a shared solid routine (S2 keeps its ``SolidObject``
  family right after the signpost), in the source as the assembler reads it:
  Sonic 1 ``sonic.asm`` with its ``_incObj/*.asm`` includes inlined, plus
  every ``_incObj`` file whose name starts with the id (``11 Bridge (part 2).asm``);
  Sonic 2 ``s2.asm`` with its ``misc/obj*.asm`` includes inlined; Sonic 3 &
  Knuckles and Sonic 3 alone ``s3.asm`` (sonic3k.asm is not in the checkout: a routine that only
  Sonic & Knuckles has is not found, shown "?" and counted as colliding,
  which can only lower the coverage). Solid: a call (``jsr``/``jmp``/``bsr``/
  ``bra``/``jsrto``/``jmpto``) of a routine named ``SolidObject*``,
  ``PlatformObject*``, ``SlopeObject*``, ``SlopedSolid*``, ``SlopedPlatform*``
  (S1 also ``Obj44_SolidWall``, ``SolidSides``). Touch: an immediate nonzero
  byte moved into ``obColType`` (S1) / ``collision_flags`` (S2, S3K), a
  nonzero collision argument of S2's ``subObjData``, or a nonzero collision
  byte of an S3K ``ObjDat`` / ``ObjSlot`` table (the fourth byte
  ``SetUp_ObjAttributes`` reads). Where this reading of the code is wrong,
  :data:`~hedgephys.levels.catalogue.CODE_FLAGS` says so, with the reason;
* which hedgephys kind models it: the kinds its placer
  (:func:`~hedgephys.levels.placing.placers`) gives for the act's records;
* how many records of it the layouts hold, and how many the placer turns
  into objects (a placer may leave a subtype out).

Rings of the Sonic 2 and 3&K ring layouts are a row of their own (touch).
The coverage of a game: the share of object instances, over all its acts,
whose id is solid or touch and that are modelled (placed). Records of an
id's subtypes whose code has no collision at all
(:data:`~hedgephys.levels.catalogue.QUIET_SUBTYPES`) are not counted.
"""
from __future__ import annotations

import os
import re
from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Optional

from . import catalogue
from .catalogue import CODE_FLAGS, NOT_YET, QUIET_SUBTYPES, REASONS_BY_ID, id_table, unmodelled_reason
from .placing import Placement, placers, ring_placer

__all__ = ["Row", "RINGS", "SOURCES", "code_flags", "coverage", "rows_for", "markdown"]

#: The id column of the ring layout's row.
RINGS = "rings"
_CALL = re.compile(r"^\s*(?:\w+:)?\s*(?:jsr|jmp|bsr|bra|jsrto|jmpto)(?:\.\w)?\s+\(?(?:JmpTo\d*_)?(\w+)", re.I)
_SOLID = re.compile(r"^(SolidObject|PlatformObject|SlopeObject|SlopedSolid|SlopedPlatform|Obj44_SolidWall"
                    r"|SolidSides|ExitPlatform|MvSonicOnPtfm|Plat_NoXCheck)")
_TOUCH = re.compile(r"move\.b\s+#([^,]+),\s*(?:obColType|collision_flags)\(a\d\)", re.I)
_SUBOBJ = re.compile(r"^\s*subObjData\s+(.*)$")
_LABEL = re.compile(r"^(\w+):")
_INCLUDE = re.compile(r'^\s*include\s+"([^"]+)"')
#: The games the tables are made for: (checkout folder, main source, inlined includes).
SOURCES = {"s1": ("s1disasm", "sonic.asm", "_incObj/"), "s2": ("s2disasm", "s2.asm", "misc/obj"),
           "s3k": ("skdisasm", "s3.asm", None), "s3": ("skdisasm", "s3.asm", None)}
_TABLES = {"s1": ("s1",), "s2": ("s2",), "s3k": ("s3", "sk1", "sk2"), "s3": ("s3",)}


def _value(text: str) -> Optional[int]:
    t = text.strip().split(";")[0].strip()
    try:
        return int(t[1:], 16) if t.startswith("$") else int(t[2:], 2) if t.startswith("%") else int(t, 0)
    except ValueError:
        return None  # a symbol: unknown


def _source(root: str, main: str, inline: Optional[str]) -> list[str]:
    out: list[str] = []
    for line in open(os.path.join(root, main), encoding="latin-1").read().splitlines():
        m = _INCLUDE.match(line)
        if inline and m and m.group(1).startswith(inline) and m.group(1).endswith(".asm") \
                and os.path.isfile(os.path.join(root, m.group(1))):
            out.extend(_source(root, m.group(1), inline))
        else:
            out.append(line)
    return out


@dataclass(frozen=True)
class _Code:
    """Where each routine's lines are in a game's source."""

    lines: list[str]
    start: dict[str, int]
    stops: list[int]   # sorted line numbers of every object routine and solid routine label
    labels: list[tuple[int, str]]  # every label, in order


def _code(base: str, game: str) -> _Code:
    folder, main, inline = SOURCES[game]
    root = os.path.join(base, folder)
    lines = _source(root, main, inline)
    routines = {r for t in _TABLES[game] for _n, r in catalogue.NAMES[t].values()}
    start: dict[str, int] = {}
    labels = []
    stops = []
    for i, line in enumerate(lines):
        m = _LABEL.match(line)
        if m:
            labels.append((i, m.group(1)))
            if m.group(1) in routines and m.group(1) not in start:
                start[m.group(1)] = i
            if m.group(1) in routines or _SOLID.match(m.group(1)):
                stops.append(i)   # an object, or the shared solid routines themselves
    return _Code(lines, start, stops, labels)


def _span(code: _Code, label: str, name: str) -> Optional[list[str]]:
    """The routine's lines up to the next object routine, and the blocks of
    its data labelled after it elsewhere (S2 ``Obj92_SubObjData``, S3K
    ``ObjDat_Rhinobot``, ``ObjSlot_Rhinobot``)."""
    if label not in code.start:
        return None
    i = code.start[label]
    later = [s for s in code.stops if s > i]
    out = code.lines[i:later[0] if later else len(code.lines)]
    own = re.compile(rf"^(?:{re.escape(label)}_\w*|(?:ObjDat|ObjSlot)\w*_{re.escape(name)})$")
    for k, (at, lab) in enumerate(code.labels):
        if own.match(lab) and not i <= at < (later[0] if later else len(code.lines)):
            end = code.labels[k + 1][0] if k + 1 < len(code.labels) else len(code.lines)
            out = out + code.lines[at:end]
    return out


def _s1_files(base: str, object_id: int) -> list[str]:
    """S1 _incObj files named by the id ("25 & 37 Rings.asm", "11 Bridge (part 2).asm")."""
    folder = os.path.join(base, "s1disasm", "_incObj")
    out = []
    for name in sorted(os.listdir(folder)):
        head = re.match(r"^([0-9A-F]{2}(?:(?:, | & )[0-9A-F]{2})*)[ .]", name)
        if head and object_id in {int(h, 16) for h in re.split(r", | & ", head.group(1))}:
            out.extend(open(os.path.join(folder, name), encoding="latin-1").read().splitlines())
    return out


def code_flags(lines: Iterable[str]) -> tuple[bool, bool]:
    """(solid, touch) of an object's code lines (module doc)."""
    solid = touch = False
    lines = list(lines)
    for i, raw in enumerate(lines):
        line = raw.split(";")[0]
        m = _CALL.match(line)
        if m and _SOLID.match(m.group(1)):
            solid = True
        t = _TOUCH.search(line)
        if t and _value(t.group(1)) not in (0, None):
            touch = True
        s = _SUBOBJ.match(line)
        if s and _value(s.group(1).split(",")[-1]) not in (0, None):
            touch = True
        lab = _LABEL.match(line)
        if lab and lab.group(1).startswith(("ObjDat", "ObjSlot")):  # S3K: the first 4-byte dc.b ends with the collision
            for nxt in lines[i + 1:i + 9]:
                body = nxt.split(";")[0].strip()
                if body.startswith("dc.b"):
                    values = body[4:].split(",")
                    if len(values) == 4 and _value(values[3]) not in (0, None):
                        touch = True
                    break
    return solid, touch


@dataclass(frozen=True)
class Row:
    """One id of a game's coverage table (``object_id`` is :data:`RINGS` for the ring layout)."""

    table: str
    object_id: object
    name: str
    routine: str
    solid: Optional[bool]   # None: the code is not in the checkout
    touch: Optional[bool]
    kinds: tuple[str, ...]
    modelled: bool          # the id has a placer
    count: int              # records over all acts
    placed: int             # records the placer turns into objects
    quiet: int = 0          # records of subtypes with no collision (catalogue.QUIET_SUBTYPES)

    @property
    def colliding(self) -> int:
        """The records that collide: all of a solid or touch id's but its quiet subtypes'."""
        return self.count - self.quiet if self.collides else 0

    @property
    def collides(self) -> bool:
        """Solid or touch (an unknown code counts as colliding)."""
        return self.solid is not False or self.touch is not False

    @property
    def reason(self) -> str:
        why = self._reason()
        if not self.quiet or not isinstance(self.object_id, int):
            return why
        quiet = QUIET_SUBTYPES[(self.table, self.object_id)][2]
        return f"{self.quiet} with no collision ({quiet})" + (f"; {why}" if why else "")

    def _reason(self) -> str:
        if self.modelled:
            if self.placed == self.count - self.quiet:
                return ""
            if not self.placed:
                return "its placer places none of these (their subtypes or acts are not modelled)"
            why = REASONS_BY_ID.get((self.table, self.object_id)) if isinstance(self.object_id, int) else None
            return "some subtypes not modelled" + (f": {why.removesuffix(': not modelled')}" if why else "")
        if not self.collides:  # REASONS_BY_ID may say why (catalogue.HIDDEN_MONITOR_WHY)
            why = REASONS_BY_ID.get((self.table, self.object_id)) if isinstance(self.object_id, int) else None
            return why or "no collision (decorative, or a trigger)"
        if self.solid is None:  # read in a public copy of sonic3k.asm where REASONS_BY_ID says
            why = REASONS_BY_ID.get((self.table, self.object_id)) if isinstance(self.object_id, int) else None
            return why or NOT_YET + " (Sonic & Knuckles code, not in s3.asm)"
        if isinstance(self.object_id, int):
            return unmodelled_reason(self.table, self.object_id)
        return NOT_YET


def rows_for(base: str, game: str) -> list[Row]:
    """The coverage rows of one game from the checkouts in ``base``."""
    from . import acts, object_layout

    checkout = os.path.join(base, SOURCES[game][0])
    code = _code(base, game)
    found = placers()
    counts: Counter[tuple[str, int]] = Counter()
    placed: Counter[tuple[str, int]] = Counter()
    quiet: Counter[tuple[str, int]] = Counter()
    kinds: dict[tuple[str, int], set[str]] = {}
    rings = rings_placed = 0
    touch_rings = ring_placer()
    ring_kinds: set[str] = set()
    for act in acts(checkout, game):
        lay = object_layout(checkout, act, game=game)
        table = id_table(game, act)
        for i, rec in enumerate(lay.objects):
            key = (table, int(rec["id"]))
            counts[key] += 1
            mask_value = QUIET_SUBTYPES.get(key)
            if mask_value and int(rec["subtype"]) & mask_value[0] == mask_value[1]:
                quiet[key] += 1  # a subtype with no collision: not counted as colliding
                continue
            fn = found.get(key)
            if fn is None:
                continue
            objs = fn(Placement(game, act, table, i, int(rec["x"]), int(rec["y"]), int(rec["id"]),
                                int(rec["subtype"]), bool(rec["x_flip"]), bool(rec["y_flip"]), bool(rec["flag"])))
            placed[key] += bool(objs)
            kinds.setdefault(key, set()).update(str(o.kind) for o in objs)
        if lay.rings is not None:
            rings += len(lay.rings)
            if touch_rings is not None:
                placed_rings = touch_rings(lay)
                rings_placed += len(placed_rings)
                ring_kinds.update(str(o.kind) for o in placed_rings)
    out = []
    for (table, oid), n in sorted(counts.items()):
        label = catalogue.routine(table, oid)
        lines = _span(code, label, catalogue.name(table, oid)) if label else None
        if game == "s1":
            lines = (lines or []) + _s1_files(base, oid) or None
        solid, touch = (None, None) if lines is None else code_flags(lines)
        solid, touch = CODE_FLAGS.get((table, oid), (solid, touch))
        out.append(Row(table, oid, catalogue.name(table, oid), label or "", solid, touch,
                       tuple(sorted(kinds.get((table, oid), ()))), (table, oid) in found, n, placed[(table, oid)],
                       quiet[(table, oid)]))
    if rings:
        out.append(Row(game, RINGS, "Rings (ring layout)", "",
                       False, True, tuple(sorted(ring_kinds)), touch_rings is not None, rings, rings_placed))
    return out


def coverage(rows: Iterable[Row]) -> float:
    """The share of colliding object instances that are modelled (placed)."""
    rows = list(rows)
    total = sum(r.colliding for r in rows)
    return sum(r.placed for r in rows if r.collides) / total if total else 1.0


def _flag(v: Optional[bool]) -> str:
    return "?" if v is None else "yes" if v else ""


def markdown(rows: Iterable[Row]) -> str:
    """A game's coverage table (markdown), colliding ids first."""
    rows = sorted(rows, key=lambda r: (not r.collides, r.table, r.object_id if isinstance(r.object_id, int) else -1))
    out = ["| table | id | name | routine | instances | placed | solid | touch | kind | modelled | why not |",
           "|---|---|---|---|---:|---:|---|---|---|---|---|"]
    for r in rows:
        oid = f"${r.object_id:02X}" if isinstance(r.object_id, int) else str(r.object_id)
        mark = "✔" if r.modelled else "✘"
        out.append(f"| {r.table} | {oid} | {r.name} | {r.routine} | {r.count} | {r.placed} | {_flag(r.solid)} | "
                   f"{_flag(r.touch)} | {', '.join(r.kinds)} | {mark} | {r.reason} |")
    return "\n".join(out) + "\n"
