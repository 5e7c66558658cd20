"""What a monitor holds (docs/kinds/touch.md "Monitor contents"): the names
of :class:`~hedgephys.Monitor`'s ``contents``, and each game's layout
subtypes read as those names (the monitor's init copies its subtype to its
animation, which the contents object reads: S1 ``Mon_Main`` / ``PowerUp``,
S2 ``Obj26`` / ``Obj2E_Types``, S3K ``Obj_MonitorInit`` /
``Obj_MonitorContents``).

The contents object gives its item 32 frames after the frame the monitor
breaks (``-$300`` rising ``$18`` a frame); physics reads the ``"rings"``
(+10, S2 and S3K stop at 999) and the shields (``"shield"`` in S1 and S2,
``"fire_shield"``, ``"lightning_shield"``, ``"bubble_shield"`` in s3k / s3,
which also refills the air) and ``"invincibility"``. The other items give
nothing here: lives, the speed shoes, the Eggman monitor's hurt (S2, S3K),
S2's teleport and random item, Super Sonic are not modelled.
"""
from __future__ import annotations

from .kinds import KIND_PARAMS

__all__ = ["CONTENTS", "GAME_CONTENTS", "LAYOUT_CONTENTS", "contents_code", "layout_contents"]

#: Contents name -> code (the monitor's subtype field), in code order.
CONTENTS: dict[str, int] = {name: i for i, name in
                            enumerate(next(p[5] for p in KIND_PARAMS["monitor"] if p[0] == "contents"))}

#: Each game's layout subtypes, in subtype order (0, 1, ...).
LAYOUT_CONTENTS: dict[str, tuple[str, ...]] = {
    # S1 PowerUp: Pow_ChkEggman (1) ... Pow_ChkS (7); 8 the goggles, also nothing.
    "s1": ("static", "eggman", "one_up", "speed_shoes", "shield", "invincibility", "rings", "s", "goggles"),
    # S2 Obj2E_Types.
    "s2": ("static", "one_up", "tails_one_up", "eggman", "rings", "speed_shoes", "shield", "invincibility",
           "teleport", "random"),
    # S3K (s3.asm and sonic3k.asm) Obj_MonitorContents' table: 0 gives as the Eggman monitor.
    "s3k": ("static", "one_up", "eggman", "rings", "speed_shoes", "fire_shield", "lightning_shield",
            "bubble_shield", "invincibility", "super"),
}
LAYOUT_CONTENTS["s3"] = LAYOUT_CONTENTS["s3k"]

#: The contents each game has ("none", a monitor that gives nothing, in every
#: game; Sonic CD's monitors hold nothing here).
GAME_CONTENTS: dict[str, frozenset[str]] = {
    g: frozenset(("none",) + LAYOUT_CONTENTS.get(g, ())) for g in ("s1", "s2", "s3k", "s3", "cd")}


def contents_code(game: str, contents: object) -> int:
    """The code of ``contents`` for a monitor of ``game``; ValueError for an
    unknown name or one the game has not, TypeError for a non-string."""
    if not isinstance(contents, str):
        raise TypeError(f"a monitor's contents must be a name (str), got {type(contents).__name__}")
    if contents not in CONTENTS:
        raise ValueError(f"a monitor's contents {contents!r} is not one of {', '.join(CONTENTS)}")
    if contents not in GAME_CONTENTS[game]:
        raise ValueError(f"a {game} monitor cannot hold {contents!r}; {game} has "
                         f"{', '.join(n for n in CONTENTS if n in GAME_CONTENTS[game])}")
    return CONTENTS[contents]


def layout_contents(game: str, subtype: int) -> str:
    """The contents of a layout monitor of ``game`` with ``subtype``; a
    subtype past the game's table gives ``"none"`` (its jump table's end)."""
    table = LAYOUT_CONTENTS.get(game, ())
    return table[subtype] if 0 <= subtype < len(table) else "none"
