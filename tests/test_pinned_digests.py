"""Determinism pinned (issue 14 item 5): one digest per game of a fixed
rollout with objects, as Box2D pins its EXPECTED_HASH.

The other determinism tests compare runs with each other (thread counts, call
splits, snapshots); these compare with a number written down. A change that
alters any result of the engine fails here loudly; if the change is meant
(a rule corrected to follow the original code), update the digest on purpose
and say why in the commit message. Refactors must leave them as they are.

What is hashed: the recorded physics fields of every frame and the objects'
state at the end, in a fixed order, so that adding a new field to the state
does not change a digest by itself.
"""
import hashlib

import numpy as np
import pytest

import hedgephys as hp
from helpers import hills_map

PLAYER_FIELDS = ("x", "y", "xsp", "ysp", "gsp", "angle", "airborne", "rolling", "pushing",
                 "layer", "control_lock", "on_object", "events", "hurt", "dead", "anim")
OBJECT_FIELDS = ("x", "y", "standing", "pushed", "present", "state", "xsp", "ysp", "events")
FLOOR = 16 * 18  # hills_map: the floor's top


def objects(n, game):
    return hp.Objects([
        hp.SolidBox(200, FLOOR - 16, 16, 16),
        hp.Monitor(420, FLOOR - 16),
        hp.JumpThrough(600, FLOOR - 60, 32, 8),
        hp.PushBlock(300, FLOOR - 16),
        hp.SlopedObject(500, FLOOR - 24, 24, 8, heights=list(range(1, 49))),
        hp.Hitbox(700, FLOOR - 40, 8, 8, reaction="hurt"),
        hp.Hitbox(760, FLOOR - 12, 8, 8, reaction="badnik"),
        hp.PathSwapper(820, FLOOR - 32, 0x08),
    ], n, game)


def rollout_digest(game, character):
    n, frames = 61, 400
    tm = hills_map(3, cols=64)
    p = hp.Players(n, game=game, character=character)
    p.place(x=np.linspace(40, 960, n).round(), y=FLOOR - 20)
    objs = objects(n, game)
    buttons = np.random.default_rng(2024).integers(0, 32, (frames, n), dtype=np.uint8)
    rec = p.step(tm, buttons, objects=objs, record=list(PLAYER_FIELDS), threads=2)
    h = hashlib.sha256()
    for name in PLAYER_FIELDS:
        h.update(name.encode())
        h.update(np.ascontiguousarray(rec[name]).astype(rec[name].dtype.newbyteorder("<")).tobytes())
    for name in OBJECT_FIELDS:
        arr = getattr(objs.raw, name)
        h.update(name.encode())
        h.update(np.ascontiguousarray(arr).astype(arr.dtype.newbyteorder("<")).tobytes())
    return h.hexdigest()[:32]


PINNED = {
    ("s1", "sonic"): "57081e4c9a7f66ec24d7c93ceecaac37",
    ("s2", "sonic"): "678386059eb238d04ce24c7177fd1e9f",
    ("s2", "tails"): "498c365402c4e3847df078156d97d0e8",
    ("s3k", "sonic"): "db288ab0a44346b04497467d27382632",
    # issue 23: S3K Knuckles now glides on a jump press in the air (Knux_Test_For_Glide);
    # the rollout's random buttons press it: every player's first difference is a glide start;
    # then a gliding Knuckles breaks the monitor he touches (S&K Touch_Monitor)
    ("s3k", "knuckles"): "59a4dec3a415b90419c5818b9eee21bd",
    ("cd", "sonic"): "1de1f4eeb4049a51530f4ef29cd7a4e1",
    # Sonic 3 alone (issue 19 point 3), pinned when the game was added.
    # s3k/s3 Sonic and s3 Tails re-pinned by issue 23: the random buttons
    # press jump in the air, which is now the insta-shield (its larger touch
    # box) and Tails' flight; with that press disabled the old digests came
    # back unchanged, so nothing else moved them.
    ("s3", "sonic"): "8f2e98329f82ec580bb20569c6d015b5",
    ("s3", "tails"): "0e0b52bd345c72f95bac2d1710082ce7",
}


@pytest.mark.parametrize("game, character", sorted(PINNED))
def test_rollout_digest_is_pinned(game, character):
    assert rollout_digest(game, character) == PINNED[game, character], (
        "the engine's results changed; if that is meant, update PINNED and say why in the commit")
