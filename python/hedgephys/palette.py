"""The one palette of every picture hedgephys draws.

``render()`` of the Gymnasium environments (:mod:`hedgephys.gym`), the
matplotlib pictures (:mod:`hedgephys.plot`: :func:`~hedgephys.plot.plot_map`,
:func:`~hedgephys.plot.plot_level`), the act pictures
(:func:`hedgephys.draw.level_image`, ``hedgephys level --png``) and the videos
(:mod:`hedgephys.video`) take their colours from here, so the same terrain
looks the same in all of them. Colours are ``(r, g, b)`` tuples of ints
0..255; :func:`hex_colour` writes one as matplotlib's ``"#rrggbb"``.

Terrain, by the solidity a pixel has (rules/terrain §4.1):

* ``"background"``: no solid pixel;
* ``"all"``: solid from every side;
* ``"top"``: top-only (jump-through: only floor sensors see it);
* ``"lrb"``: left/right/bottom only (walls and ceilings, no floor);
* ``"none"``: a tile with neither solidity (invisible to every probe; only
  :func:`~hedgephys.plot.plot_map` draws it).

Pictures of both layers tint a pixel solid in one layer only half way towards
:data:`LAYER_TINTS` and draw a flagged tile (odd angle) at
:data:`FLAGGED_SHADE` of its colour. :data:`MARKERS` colour what is drawn on
top of an act, :data:`PLAYERS` the players (player i in ``PLAYERS[i % 6]``;
``render()`` draws its player in ``PLAYERS[0]``), :data:`OBJECT` the
objects' boxes and :func:`object_kind_colour` a real act's objects by kind.
"""
from __future__ import annotations

from typing import Final, Mapping

import numpy as np
from numpy.typing import NDArray

#: An RGB colour, each channel 0..255.
RGB = tuple[int, int, int]

#: Terrain colours by solidity kind (see the module's description).
TERRAIN: Final[Mapping[str, RGB]] = {
    "background": (0xFF, 0xFF, 0xFF),
    "all": (0x9A, 0x9A, 0x9A),
    "top": (0xE6, 0x9F, 0x00),
    "lrb": (0x8E, 0x63, 0xB5),
    "none": (0xD9, 0xD9, 0xD9),
}
#: A pixel solid in layer A only (``"only_a"``) or in layer B only
#: (``"only_b"``) is drawn half way between its terrain colour and this.
LAYER_TINTS: Final[Mapping[str, RGB]] = {
    "only_a": (0x1F, 0x77, 0xB4),
    "only_b": (0x2C, 0xA0, 0x2C),
}
#: A flagged tile's pixels (odd angle, e.g. the full blocks' 0xFF) are their colour times this.
FLAGGED_SHADE: Final = 0.5
#: What is drawn on top of an act: its start (a cross), path swappers (lines),
#: Sonic 1's loop and roll-tunnel chunks (outlines).
MARKERS: Final[Mapping[str, RGB]] = {
    "start": (0xE3, 0x00, 0xC8),
    "swapper": (0x17, 0xBE, 0xCF),
    "loop": (0x2C, 0xA0, 0x2C),
    "roll_tunnel": (0xFF, 0x7F, 0x0E),
}
#: Players, in order: blue, red, green, purple, orange, cyan.
PLAYERS: Final[tuple[RGB, ...]] = (
    (0x1F, 0x3F, 0xD0), (0xD6, 0x27, 0x28), (0x2C, 0xA0, 0x2C),
    (0x94, 0x67, 0xBD), (0xFF, 0x7F, 0x0E), (0x17, 0xBE, 0xCF),
)
#: The outline of an object's box.
OBJECT: Final[RGB] = (0x8C, 0x56, 0x4B)
#: The outlines of a real act's objects by kind (:func:`object_kind_colour`):
#: a qualitative set, picked by the kind's registry code.
OBJECT_KINDS: Final[tuple[RGB, ...]] = (
    (0x8C, 0x56, 0x4B), (0xD6, 0x27, 0x28), (0x1F, 0x77, 0xB4), (0xFF, 0x7F, 0x0E), (0x94, 0x67, 0xBD),
    (0x2C, 0xA0, 0x2C), (0xE3, 0x77, 0xC2), (0x7F, 0x7F, 0x7F), (0xBC, 0xBD, 0x22), (0x17, 0xBE, 0xCF),
    (0x39, 0x3B, 0x79), (0x84, 0x3C, 0x39),
)


def object_kind_colour(code: int) -> RGB:
    """The outline colour of an object of the kind with registry code ``code``
    (``hedgephys.objects.KINDS[kind]``): the same kind, the same colour."""
    return OBJECT_KINDS[code % len(OBJECT_KINDS)]


def hex_colour(colour: RGB) -> str:
    """``colour`` as ``"#rrggbb"`` (matplotlib's colour strings)."""
    r, g, b = colour
    return f"#{r:02x}{g:02x}{b:02x}"


def terrain_lookup(top_bit: int, lrb_bit: int) -> NDArray[np.uint8]:
    """An RGB table (uint8) indexed by a terrain value made of the bits
    ``top_bit`` (floor sensors see solid) and ``lrb_bit`` (wall and ceiling
    sensors see solid): background, ``"top"``, ``"lrb"`` or ``"all"``."""
    table = np.empty(((top_bit | lrb_bit) + 1, 3), np.uint8)
    table[:] = TERRAIN["background"]
    table[top_bit], table[lrb_bit], table[top_bit | lrb_bit] = TERRAIN["top"], TERRAIN["lrb"], TERRAIN["all"]
    return table


__all__ = ["FLAGGED_SHADE", "LAYER_TINTS", "MARKERS", "OBJECT", "PLAYERS", "RGB", "TERRAIN", "hex_colour",
           "terrain_lookup"]
