"""The camera's level events (docs/camera.md): what moves an act's bounds
while it is played, by the camera's position, transcribed per act from the
disassemblies as data (S1 ``DynamicLevelEvents``, S2 ``RunDynamicLevelEvents``,
S3K ``Do_ResizeEvents``, and for the Sonic & Knuckles acts their ``ScreenEvents``).

An act's events are rows (:class:`CameraEvent`), tested in order for the
player's current event routine (``Players.raw.event_routine``, the games'
``Dynamic_Resize_Routine`` / ``v_dle_routine``) after the camera has moved,
every frame. :func:`act_events` gives an act's rows by name;
:meth:`hedgephys.Players.set_camera_events` takes them.
"""
from __future__ import annotations

from typing import Optional

from .camera_acts_s1 import ACTS_S1
from .camera_acts_s2 import ACTS_S2
from .camera_acts_s3 import ACTS_S3, ACTS_S3K
from .camera_acts_sk import ACTS_SK
from .camera_rows import CONDITIONS, CameraEvent, event_rows

__all__ = ["CONDITIONS", "CameraEvent", "TRANSCRIBED", "act_events", "event_rows"]

_ACTS: dict[str, tuple[CameraEvent, ...]] = {**ACTS_S1, **ACTS_S2, **ACTS_S3}

#: The acts whose events are transcribed ("game/act"; "s3k/<act>" and
#: "s3/<act>" share s3.asm's rows but where S&K's own differ, ACTS_S3K; the
#: Sonic & Knuckles acts, ACTS_SK, are "s3k/<act>" alone).
TRANSCRIBED = tuple(sorted([*ACTS_S1, *ACTS_S2] + [f"{g}/{a}" for a in ACTS_S3 for g in ("s3", "s3k")]
                           + [f"s3k/{a}" for a in ACTS_SK]))


def act_events(game: str, name: str) -> Optional[tuple[CameraEvent, ...]]:
    """The act's camera events (``act_events("s2", "ehz2")``), or None when its
    events are not transcribed (its bounds then stay as the act starts)."""
    if game == "s3k" and name in ACTS_S3K:
        return ACTS_S3K[name]
    if game == "s3k" and name in ACTS_SK:
        return ACTS_SK[name]
    if game in ("s3", "s3k"):
        return _ACTS.get(name)
    return _ACTS.get(f"{game}/{name}")
