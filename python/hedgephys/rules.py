"""Games, characters and quirk fixes: the per-run configuration (rules/terrain §11).

Every routine of the core reads one rule set; the names here are the ones a
scenario file's ``game``, ``character`` and ``fixes`` fields accept.
"""
from __future__ import annotations

from typing import Iterable

from . import _core

GAMES = {"s1": 0, "s2": 1, "s3k": 2, "cd": 3}
CHARACTERS = {"sonic": 0, "tails": 1, "knuckles": 2}

#: Every documented quirk that can be corrected, with its bit in the core's
#: fix mask (cpp/hedgephys/rules.hpp) and where the spec describes it.
FIXES: dict[str, tuple[int, str]] = {
    # terrain
    "fix_rolljump_radii": (1 << 0, "rules/terrain §8.6: a roll-jump keeps the rolling radii"),
    "fix_rolljump_air_control": (1 << 1, "rules/terrain §8.6/§8.7: air control stays after a roll-jump"),
    "fix_air_side_landing_depth": (1 << 2, "rules/terrain §7: the mostly-left/right floor landing uses the mostly-down depth test"),
    "fix_sine_table": (1 << 3, "rules/terrain §3: sine entries 0x93 and 0xED hold -115"),
    "fix_brake_carry": (1 << 4, "rules/terrain §8.2/§8.8 [erratum rules/terrain §14.2]: braking right from exactly -dec gives 0, not +0x80"),
    "fix_air_drag_rounding": (1 << 5, "rules/terrain §8.7: air drag leaves x speeds -31..-1 alone, like 1..31"),
    "fix_push_response_class": (1 << 6, "rules/terrain §6.3 [erratum rules/terrain §14.1]: the push sensor responds by its cast direction"),
    # objects (rules/objects §11)
    "fix_slip_landing_width": (1 << 16, "rules/objects §11 Q1: the landing test uses the combined radius cx, so the player no longer slips off corners"),
    "fix_priority": (1 << 16, "rules/objects §11 Q2: behaves as fix_slip_landing_width (the seeds give no other fix)"),
    "fix_bottom_overlap": (1 << 17, "rules/objects §11 Q3/C1: the +4 no longer shrinks the underside; bottom contact when the centre is below the object"),
    "fix_false_standing_flag": (1 << 18, "rules/objects §11 Q4: removing a stood-on object clears the standing flag and makes the player airborne"),
    "fix_standing_offset": (1 << 19, "rules/objects §11 Q5: carrying places the player 1 px higher, where landing put him"),
    "fix_hitbox_even": (1 << 20, "rules/objects §11 Q6: object hitboxes cover c-r .. c+r-1 (even sizes)"),
    "fix_platform_walkoff": (1 << 21, "rules/objects §11 Q8: platforms use width + 11 for walking off"),
    "fix_side_stop_symmetric": (1 << 22, "rules/objects §11 C2: the left side stops the player only when xsp > 0"),
    "fix_s3k_rising_snap": (1 << 23, "rules/objects §11 C6: S3K tests a rising player before moving him onto the top"),
    "fix_s1_monitor_rising": (1 << 24, "rules/objects §11 C10: S1 monitors no longer land a rising player"),
    "fix_crouch_hitbox": (1 << 25, "rules/objects §11 C12: S2 shrinks the hitbox for any character while ducking"),
    "fix_push_block_left_wall": (1 << 26, "rules/objects §6 step 3, §11 C13"),
}


def game_code(game: str) -> int:
    """The core's code for a game name; ValueError names the accepted ones."""
    if not isinstance(game, str) or game not in GAMES:
        raise ValueError(f"unknown game {game!r}; expected one of {', '.join(GAMES)}")
    return GAMES[game]


def character_code(character: str) -> int:
    if not isinstance(character, str) or character not in CHARACTERS:
        raise ValueError(
            f"unknown character {character!r}; expected one of {', '.join(CHARACTERS)}"
        )
    return CHARACTERS[character]


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
    return dict(_core.anim_ids(game_code(game), character_code(character)))
