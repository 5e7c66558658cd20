"""Placers of Sonic 3 & Knuckles' automatic tunnels (docs/kinds/s3k_tunnel.md).

``Obj_AutomaticTunnel`` (S3 Set, SK Set 1 and SK Set 2 $24; read in s3.asm,
and in Sonic & Knuckles' copy of sonic3k.asm, which the checkout lacks, from a
public copy, murshies/skdisasm, as :mod:`.place_s3k_sk`): the kind
``s3k_auto_tunnel``, an invisible object that takes a player within its
window over (``Obj_AutoTunnelInit``: object_control $81) and carries him
along the path of ``AutoTunnel_Data`` its subtype names (subtype & $1F; bit 7
runs it backward, bit 6 keeps his speed at the end, bit 5 in an act other
than the first takes his fire and lightning shields away).

The kind holds the table's paths 0-$19 (0-$14: Launch Base's, in both
games; $15-$19: Lava Reef 2's, in sonic3k.asm only). A subtype whose path
the act's game does not have (Sonic 3 alone: $15 and up, whose entries point
at an empty object layout; Sonic & Knuckles: $1A and up) is not placed; the
layouts have none.
"""
from __future__ import annotations

from ..kinds import KindObject
from ..objects import ObjectDescription
from .placing import Placement, placer

__all__: list[str] = []

#: AutoTunnel_Data's paths, by the table the id is read in: Sonic 3's 0-$14,
#: Sonic & Knuckles' 0-$19 (the later entries of both: SpriteTerminat9 / B).
TUNNEL_PATHS = {"s3": 0x15, "sk1": 0x1A, "sk2": 0x1A}


def _act_2(act: str) -> bool:
    """Current_act is not 0 (Obj_AutoTunnelInit's shield test): the act's number is not 1."""
    return act[-1:] in ("2", "3")


def _tunnel(rec: Placement) -> list[ObjectDescription]:
    """S3K ``Obj_AutomaticTunnel`` (loc_2855A, Obj_AutoTunnelInit, Obj_AutoTunnelRun,
    Obj_AutoTunnelLastMove, AutoTunnel_GetPath, AutoTunnel_CalcSpeed): no collision of its own."""
    if rec.subtype & 0x1F >= TUNNEL_PATHS[rec.table]:
        return []  # no path: AutoTunnel_Data's entry is an empty object layout
    return [KindObject("s3k_auto_tunnel", rec.x, rec.y, subtype=rec.subtype, act_2=int(_act_2(rec.act)))]


placer("s3", 0x24)(_tunnel)   # Object pointers - S3 Set
placer("sk1", 0x24)(_tunnel)  # Object pointers - SK Set 1
placer("sk2", 0x24)(_tunnel)  # Object pointers - SK Set 2 (Lava Reef 2's tunnels)
