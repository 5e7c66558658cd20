"""The shields a player can hold (docs/moves.md "Shields"), by name, with the
game's own number: the ``status_secondary`` bits (Status_Shield, bit 0, with
Status_FireShield 4, Status_LtngShield 5 or Status_BublShield 6), as
``players.raw.shield`` keeps them (cpp/hedgephys/shields.hpp HP_SHIELDS)."""
from __future__ import annotations

from . import _core

__all__ = ["ELEMENTAL_GAMES", "SHIELDS", "shield_code"]

#: Shield name -> the ``status_secondary`` bits (none, plain, fire, lightning, bubble).
SHIELDS: dict[str, int] = dict(_core.VOCABULARY["shields"])
#: The games with the fire, lightning and bubble shields (Sonic 3, Sonic 3 & Knuckles).
ELEMENTAL_GAMES = ("s3k", "s3")


def shield_code(game: str, shield: object) -> int:
    """The bits of a shield by name, for a game: every game has ``"none"`` and
    the ``"plain"`` shield; only Sonic 3 (& Knuckles) the elemental ones."""
    if not isinstance(shield, str):
        raise TypeError(f"shield must be a name among {sorted(SHIELDS)}, got {shield!r}")
    if shield not in SHIELDS:
        raise ValueError(f"unknown shield {shield!r}; expected one of {sorted(SHIELDS)}")
    if shield not in ("none", "plain") and game not in ELEMENTAL_GAMES:
        raise ValueError(f"the {shield} shield is a Sonic 3 shield (games {', '.join(ELEMENTAL_GAMES)}), "
                         f"not in game {game!r}")
    return SHIELDS[shield]
