"""A level as plain numpy arrays, cheap to send to Ray actors.

A :class:`~hedgephys.TileMap` pickles (its handle into the C++ core is rebuilt
on load); :func:`pack` sends plain arrays, what it is built from (the cell words of
both layers, the tile set's heights, widths and angles, the wrap periods and
Sonic 1's loop chunks) and :func:`unpack` builds the same map again on the
other side. With ``ray.put`` the arrays go into Ray's object store once and
every actor on a machine reads them without a copy. A
:class:`~hedgephys.Level` keeps its other fields (start, layer zones, object
descriptions, bounds...), which are plain Python values.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Union

from ..level import Level
from ..loops import LoopChunks
from ..tiles import TileMap, TileSet

__all__ = ["pack", "unpack"]


def _pack_map(tm: TileMap) -> dict[str, Any]:
    ts = tm.tileset
    return {"cells": tm.cells, "cells_b": tm.cells_b, "heights": ts.heights, "widths": ts.widths,
            "angles": ts.angles, "wrap_x": tm.wrap_x, "wrap_y": tm.wrap_y,
            "loops": None if tm.loops is None else tm.loops.kinds}


def _unpack_map(d: dict[str, Any]) -> TileMap:
    loops = None if d["loops"] is None else LoopChunks(d["loops"])
    # copies: arrays read from Ray's object store are read-only, a map's cells are edited in place
    return TileMap(d["cells"].copy(), TileSet(d["heights"], d["widths"], d["angles"]),
                   None if d["cells_b"] is None else d["cells_b"].copy(),
                   wrap_x=d["wrap_x"], wrap_y=d["wrap_y"], loops=loops)


def pack(level: Union[Level, TileMap]) -> dict[str, Any]:
    """A Level or TileMap as a dict of numpy arrays and plain values (picklable)."""
    if isinstance(level, TileMap):
        return {"tilemap": _pack_map(level)}
    if not isinstance(level, Level):
        raise TypeError(f"level must be a hedgephys.Level or a hedgephys.TileMap, got {type(level).__name__}")
    fields = {f.name: getattr(level, f.name) for f in dataclasses.fields(level) if f.name != "tilemap"}
    return {"tilemap": _pack_map(level.tilemap), "level": fields}


def unpack(payload: dict[str, Any]) -> Union[Level, TileMap]:
    """The Level or TileMap that :func:`pack` was given, built anew."""
    tm = _unpack_map(payload["tilemap"])
    if "level" not in payload:
        return tm
    return Level(tm, **payload["level"])
