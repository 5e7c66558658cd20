"""Games, characters and quirk fixes: the per-run configuration (rules/terrain §11).

Every routine of the core reads one rule set; the names here are the ones a
scenario file's ``game``, ``character`` and ``fixes`` fields accept.
"""
from __future__ import annotations

from typing import Iterable

from . import _core

_VOCABULARY = _core.VOCABULARY  # the core's own names and codes (cpp/hedgephys/vocabulary.hpp)

GAMES: dict[str, int] = dict(_VOCABULARY["games"])
CHARACTERS: dict[str, int] = dict(_VOCABULARY["characters"])

#: Every documented quirk that can be corrected, with its bit in the core's
#: fix mask and where the spec describes it (cpp/hedgephys/rules.hpp HP_FIXES).
FIXES: dict[str, tuple[int, str]] = {name: (int(bit), str(doc)) for name, (bit, doc) in _VOCABULARY["fixes"].items()}


def game_code(game: str) -> int:
    """The core's code for a game name; ValueError names the accepted ones."""
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    return GAMES[game]


#: The per-game numbers of the core (cpp/hedgephys/rules.hpp GAME_TRAITS):
#: ``{game: {trait: value}}``, tabled in docs/physics.md.
GAME_TRAITS: dict[str, dict[str, int]] = {
    g: {k: int(v) for k, v in row.items()} for g, row in _VOCABULARY["game_traits"].items()}


def game_trait(game: str, trait: str) -> int:
    """One of the game's numbers (GAME_TRAITS), the game name checked."""
    game_code(game)
    return GAME_TRAITS[game][trait]


def character_code(character: str) -> int:
    if not isinstance(character, str) or character not in CHARACTERS:
        raise ValueError(
            f"unknown character {character!r}; expected one of {', '.join(CHARACTERS)}"
        )
    return CHARACTERS[character]


def check_character(game: str, character: str) -> None:
    """ValueError unless the game has the character (rules/terrain §9; the
    ``characters`` trait: Sonic 3 alone, ``"s3"``, has Sonic and Tails only)."""
    game_code(game)
    bit = 1 << character_code(character)
    if not GAME_TRAITS[game]["characters"] & bit:
        have = [c for c, code in CHARACTERS.items() if GAME_TRAITS[game]["characters"] & (1 << code)]
        raise ValueError(f"character {character!r} is not in game {game!r} (it has {', '.join(have)}); "
                         "Knuckles is a Sonic & Knuckles character: use game 's3k'")


def fix_mask(fixes: Iterable[str]) -> int:
    """The bit mask for a list of fix names; ValueError for an unknown name."""
    if isinstance(fixes, str):
        raise TypeError("fixes must be a list of fix names, not a single string")
    mask = 0
    for name in fixes:
        if name not in FIXES:
            raise ValueError(f"unknown fix {name!r}; see hedgephys.FIXES for the names")
        mask |= FIXES[name][0]
    return mask


def anim_ids(game: str = "s2", character: str = "sonic") -> dict[str, int]:
    """The animation ids the rules name, in the game's own numbering, by name
    (``"walk"``, ``"roll"``, ``"duck"``, ``"spindash"``, ...): what
    ``players.raw.anim`` holds (docs/physics.md "Animation state")."""
    check_character(game, character)
    return dict(_core.anim_ids(game_code(game), character_code(character)))
