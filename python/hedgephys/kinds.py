"""The registry of object kinds as Python sees it (cpp/hedgephys/object_kinds.hpp,
exported as ``_core.VOCABULARY["object_kind_specs"]``): each kind's code,
routine file, state names and constructor parameters; the generic
constructor :class:`KindObject` of a kind that has no hand-written class in
:mod:`hedgephys.objects`; the kinds table of docs/objects.md
(:func:`kinds_table`); and the value checks every object constructor shares.
"""
from __future__ import annotations

from typing import Any, Mapping, Optional, Sequence, TypedDict, Union, cast

import numpy as np

from . import _core
from ._checks import is_number, whole
from .units import position_words, speed_units

__all__ = ["KINDS", "KIND_PARAMS", "KIND_FILES", "KIND_TRAITS", "STATE_NAMES", "KindObject", "flag_bits", "kind_class",
           "kinds_table"]

_SPECS: dict[str, Any] = dict(_core.VOCABULARY["object_kind_specs"])
#: Kind name -> code, in code order.
KINDS: dict[str, int] = dict(_core.VOCABULARY["object_kinds"])
#: Kind name -> the file of the core holding its routine.
KIND_FILES: dict[str, str] = {k: str(v["file"]) for k, v in _SPECS.items()}
#: kind -> its traits (object_kinds.hpp): "oscillators" (it reads the global
#: oscillators or the level frame counter), "lazy" (it may lag far from every
#: player and be caught up exactly), "touch" (the player's hitbox scan tests it)
KIND_TRAITS: dict[str, tuple[str, ...]] = {k: tuple(v["traits"]) for k, v in _SPECS.items()}
#: State names by kind (rules/scenario: they appear as "state" in traces); a path
#: swapper's state is its side flag: not yet initialised, before / at-or-past the line.
STATE_NAMES: dict[str, dict[int, str]] = {kind: dict(names) for kind, names in _core.VOCABULARY["state_names"].items()}


#: An object's motion: ``(dx, dy)`` or ``{"dx": .., "dy": ..}`` in pixels per frame.
Motion = Union[tuple[float, float], Mapping[str, float]]


class _RowBase(TypedDict):
    """One object as the core's constructor takes it (Objects._build)."""

    kind: int
    pos: tuple[int, int]
    radii: tuple[int, int]
    params: tuple[int, int, int, int]
    flags: int
    reaction: int
    heights: Sequence[int]
    motion: tuple[int, int]


class _Row(_RowBase, total=False):
    subtype: int  # the layout's subtype byte (0 when left out)


def _pixels(name: str, v: object) -> int:
    """A pixel value (multiple of 1/256) as a 16.16 word (units.position_words)."""
    if not is_number(v):
        raise TypeError(f"{name} must be a number of pixels, got {type(v).__name__}")
    return int(position_words(name, v)) & 0xFFFFFFFF


def _radius(name: str, v: object, lo: int = 0) -> int:
    return whole(name, v, lo, 0x3FF0, unit="pixels")


def _motion(motion: Any) -> tuple[int, int]:
    """motion: None, (dx, dy) or {"dx": .., "dy": ..} in pixels per frame (multiples of 1/256)."""
    if motion is None:
        return (0, 0)
    if isinstance(motion, dict):
        unknown = set(motion) - {"dx", "dy"}
        if unknown:
            raise ValueError(f"motion has unknown keys {sorted(unknown)}; expected dx, dy")
        dx, dy = motion.get("dx", 0), motion.get("dy", 0)
    else:
        try:
            dx, dy = motion
        except (TypeError, ValueError):
            raise TypeError("motion must be None, (dx, dy) or {'dx': .., 'dy': ..}") from None
    out = []
    for name, v in (("motion dx", dx), ("motion dy", dy)):
        if not is_number(v):
            raise TypeError(f"{name} must be a number (pixels per frame)")
        out.append(int(speed_units(name, v)))
    return out[0], out[1]


#: Each kind's constructor parameters from the registry: ``(name, field, lo,
#: hi, default or None (required), choice names)``. ``field`` is the core field
#: the value is stored in (``"flags bit 0"``: one bit of ``flags``); with choice
#: names, the parameter also takes the name of ``lo``, ``lo + 1``, ...
KIND_PARAMS: dict[str, tuple[tuple[str, str, int, int, Optional[int], tuple[str, ...]], ...]] = {
    name: tuple((str(n), str(f), int(lo), int(hi), None if d is None else int(d), tuple(c))
                for n, f, lo, hi, d, c in spec["params"])
    for name, spec in _SPECS.items()
}
_ROW_PARAMS = ("cx", "hj", "hs", "aw")
_FLAG_BIT = "flags bit "  # a 0/1 parameter kept in bit N of flags


class KindObject:
    """An object of a kind of the registry (cpp/hedgephys/object_kinds.hpp)
    that has no hand-written class: ``KindObject("spring", x, y, **params)``,
    or the kind's own subclass (:data:`KIND_CLASSES`), ``Spring(x, y, **params)``.

    The parameters are the kind's registry entry's (:data:`KIND_PARAMS`): each
    an int in its range, or one of its choice names; a parameter with a default
    may be left out. ``motion`` as for every object.
    """

    kind: str = ""

    def __init__(self, kind: str, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        if not isinstance(kind, str) or kind not in KIND_PARAMS:
            raise ValueError(f"unknown object kind {kind!r}; expected one of {', '.join(KINDS)}")
        _pixels("x", x)
        _pixels("y", y)
        _motion(motion)
        self.kind, self.x, self.y, self.motion = kind, x, y, motion
        spec = KIND_PARAMS[kind]
        unknown = set(params) - {p[0] for p in spec}
        if unknown:
            raise TypeError(f"a {kind} has no parameter {sorted(unknown)[0]!r}; its parameters are "
                            f"{', '.join(p[0] for p in spec) or 'none'}")
        self.params: dict[str, int] = {}
        for name, _field, lo, hi, default, choices in spec:
            if name not in params:
                if default is None:
                    raise TypeError(f"a {kind} needs the parameter {name!r}")
                self.params[name] = default
                continue
            self.params[name] = _kind_param(kind, name, params[name], lo, hi, choices)

    def __getattr__(self, name: str) -> int:
        params = self.__dict__.get("params", {})
        if name in params:
            return int(params[name])
        raise AttributeError(name)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, KindObject) and (self.kind, self.x, self.y, self.motion, self.params)
                == (other.kind, other.x, other.y, other.motion, other.params))

    def __hash__(self) -> int:
        return hash((self.kind, self.x, self.y, tuple(sorted(self.params.items()))))

    def __repr__(self) -> str:
        first = [repr(self.kind)] if type(self) is KindObject else []
        args = ", ".join(first + [repr(self.x), repr(self.y)] + [f"{k}={v!r}" for k, v in self.params.items()])
        return f"{type(self).__name__}({args})"

    def _row(self, game: str) -> _Row:
        fields = {"wr": 0, "hr": 0, "cx": 0, "hj": 0, "hs": 0, "aw": 0, "flags": 0, "reaction": 0, "subtype": 0}
        for name, field, *_ in KIND_PARAMS[self.kind]:
            if field.startswith(_FLAG_BIT):
                fields["flags"] |= self.params[name] << int(field[len(_FLAG_BIT):])
            else:
                fields[field] = self.params[name]
        params = cast("tuple[int, int, int, int]", tuple(fields[f] for f in _ROW_PARAMS))
        return _Row(kind=KINDS[self.kind], pos=(_pixels("x", self.x), _pixels("y", self.y)),
                    radii=(fields["wr"], fields["hr"]), params=params, flags=fields["flags"],
                    reaction=fields["reaction"], heights=(), motion=_motion(self.motion),
                    subtype=fields["subtype"])


def flag_bits(kind: str, **values: bool) -> int:
    """The ``flags`` word of a kind from its 0/1 parameters kept in flag bits
    (registry fields ``"flags bit N"``), e.g. ``flag_bits("sloped", x_flip=True)``."""
    out = 0
    for name, field, *_ in KIND_PARAMS[kind]:
        if field.startswith(_FLAG_BIT) and values.get(name):
            out |= 1 << int(field[len(_FLAG_BIT):])
    return out


def _kind_param(kind: str, name: str, v: object, lo: int, hi: int, choices: tuple[str, ...]) -> int:
    """One constructor parameter of a registry kind, checked: an int in lo..hi
    or one of its choice names (a bool for a 0/1 one)."""
    if isinstance(v, str) and choices:
        if v not in choices:
            raise ValueError(f"a {kind}'s {name} {v!r} is not one of {', '.join(choices)}")
        return lo + choices.index(v)
    if isinstance(v, (bool, np.bool_)) and (lo, hi) == (0, 1):
        return int(v)
    return whole(f"a {kind}'s {name}", v, lo, hi, what="an int or a name" if choices else "an int")


def kind_class(kind: str) -> type[KindObject]:
    """The constructor class of a registry kind without a hand-written one."""
    def __init__(self: KindObject, x: float, y: float, motion: Optional[Motion] = None,
                 **params: Union[int, str, bool]) -> None:
        KindObject.__init__(self, kind, x, y, motion, **params)

    name = "".join(part.capitalize() for part in kind.split("_"))
    doc = (f"A ``{kind}`` object (registry entry of cpp/hedgephys/object_kinds.hpp; its routine: "
           f"{KIND_FILES[kind]}). Parameters: " + (", ".join(p[0] for p in KIND_PARAMS[kind]) or "none") + ".")
    return type(name, (KindObject,), {"__init__": __init__, "__doc__": doc, "kind": kind})


def _param_text(p: tuple[str, str, int, int, Optional[int], tuple[str, ...]]) -> str:
    name, field, lo, hi, default, choices = p
    values = " / ".join(f"`{c}`" for c in choices) if choices else f"{lo}..{hi}"
    shown = f"`{choices[default - lo]}`" if choices and default is not None else default
    return f"`{name}` ({field}: {values}{'' if default is None else f', default {shown}'})"


def kinds_table(classes: Mapping[str, type[Any]]) -> str:
    """The kinds table of docs/objects.md, from the registry (markdown):
    code, kind (the scenario ``type``), constructor class, routine file,
    traits, states and parameters with their ranges."""
    lines = ["| code | kind | class | routine | traits | states | parameters |", "|---|---|---|---|---|---|---|"]
    for kind, code in KINDS.items():
        states = ", ".join(f"`{n}`" for n in STATE_NAMES.get(kind, {}).values()) or "—"
        params = "; ".join(_param_text(p) for p in KIND_PARAMS[kind]) or "—"
        lines.append(f"| {code} | `{kind}` | `{classes[kind].__name__}` | `{KIND_FILES[kind]}` "
                     f"`kind_update_{kind}` | {', '.join(KIND_TRAITS[kind]) or '—'} | {states} | {params} |")
    return "\n".join(lines) + "\n"
