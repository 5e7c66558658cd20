"""The sensor casts of a player's next frame, as the core makes them
(rules/terrain §5-§7): what the pictures (:mod:`hedgephys.plot`,
:mod:`hedgephys.video`) draw, and what an engine author compares against.
Not drawing code: it needs neither matplotlib nor imageio."""
from __future__ import annotations

from typing import Mapping, NamedTuple

from . import _core
from ._checks import whole
from .players import Players
from .tiles import DIRECTIONS, LAYER_NAMES, SOLIDITIES, TileMap

__all__ = ["Cast", "Sensor", "frame_casts", "player_sensors"]


class Sensor(NamedTuple):
    """One sensor cast of a player, as the core made it: the pixel it casts
    from, its direction, the solidity bit it tests, and the distance it found
    (rules/terrain §5.1)."""

    x: int
    y: int
    direction: str
    solidity: str
    distance: int


class Cast(NamedTuple):
    """One cast of a frame (:func:`frame_casts`): ``role`` is the sensor's
    letter (``"A"``..``"F"``, rotated with the ground mode as in the Sonic
    Physics Guide), ``"balance"`` for the ledge probe, ``"object"`` for an
    object's own cast."""

    x: int
    y: int
    direction: str
    solidity: str
    layer: str
    role: str
    distance: int


def _names(table: Mapping[str, int]) -> dict[int, str]:
    return {int(v): k for k, v in table.items()}


_DIRECTION_NAMES = _names(DIRECTIONS)
_SOLIDITY_NAMES = _names(SOLIDITIES)
_ROLE_NAMES = _names(_core.VOCABULARY["sensor_roles"])


def frame_casts(players: Players, terrain: TileMap, i: int = 0, buttons: int = 0) -> list[Cast]:
    """The sensor casts player ``i`` makes in its next frame on ``terrain``
    with ``buttons`` held, in the order the core makes them: the core's own
    positions (the grounded push sensor casts from the position the speed
    will take him to, rules/terrain §6.3), not a re-derivation. The player is not
    moved. Objects are left out: only the terrain casts of the frame."""
    if not isinstance(terrain, TileMap):
        raise TypeError("terrain must be a hedgephys.TileMap")
    c = players._batch.frame_casts(terrain._terrain, whole("i", i, what="a player index (int)"),
                                   whole("buttons", buttons, what="a bit mask (int)"))
    return [Cast(int(c["x"][k]), int(c["y"][k]), _DIRECTION_NAMES[int(c["direction"][k])],
                 _SOLIDITY_NAMES[int(c["solidity"][k])], LAYER_NAMES[int(c["layer"][k])],
                 _ROLE_NAMES[int(c["role"][k])], int(c["distance"][k]))
            for k in range(len(c["x"]))]


def player_sensors(players: Players, terrain: TileMap, i: int = 0, buttons: int = 0) -> dict[str, Sensor]:
    """The sensors player ``i`` casts in its next frame, by letter (A/B the
    floor pair, C/D the ceiling pair, E/F push and wall sensors; ``balance``
    the ledge probe), from :func:`frame_casts`: which ones the frame uses and
    where is the core's own answer for the player's state (grounded:
    rules/terrain §6, airborne: rules/terrain §7 by the quadrant of the motion). A sensor cast
    twice in the frame (the head-room check and the ceiling pair, say) keeps
    its first cast; a second ledge probe is ``balance2``.
    """
    out: dict[str, Sensor] = {}
    for c in frame_casts(players, terrain, i, buttons):
        name, k = c.role, 2
        if c.role == "balance":
            while name in out:
                name, k = f"balance{k}", k + 1
        elif name in out:
            continue
        out[name] = Sensor(c.x, c.y, c.direction, c.solidity, c.distance)
    return out
