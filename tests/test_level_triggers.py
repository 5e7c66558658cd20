"""The level triggers (cpp/hedgephys/level_triggers.hpp, docs/objects.md "Level
triggers"): sixteen bytes per environment (S3K Level_trigger_array, S1 f_switch,
S2 ButtonVine_Trigger), state like the oscillators: a writable view, cleared
when the batch is built, kept by snapshots, resets, pickles and replace."""
import pickle

import numpy as np
import pytest

import hedgephys as hp
from hedgephys.objects import ENV_STATE


def batch(n=3):
    return hp.Objects([hp.SolidBox(100, 100, 16, 16), hp.Monitor(200, 100)], n_envs=n, game="s3k")


def test_sixteen_bytes_per_environment_cleared_at_the_start():
    o = batch()
    assert o.level_triggers.shape == (3, 16) and o.level_triggers.dtype == np.uint8
    assert not o.level_triggers.any()
    assert o.oscillators.shape == (3, 34)  # the oscillators' view is unchanged
    assert "level_triggers" in ENV_STATE


def test_a_trigger_is_its_own_byte_beside_the_oscillators():
    o = batch()
    osc = o.oscillators.copy()
    o.level_triggers[1, 3] = 0x81
    o.level_triggers[2, 15] = 1
    assert np.array_equal(o.oscillators, osc)  # no oscillator word moved
    assert o.level_triggers[1].tolist() == [0, 0, 0, 0x81] + [0] * 12
    assert o.level_triggers[0].tolist() == [0] * 16


def test_snapshots_resets_and_pickles_keep_them():
    players = hp.Players(3, game="s3k")
    o = batch()
    o.level_triggers[0, 2] = 1
    o.level_triggers[2, 7] = 0xFF
    snap = players.snapshot(objects=o)
    copy = pickle.loads(pickle.dumps(o))
    assert np.array_equal(copy.level_triggers, o.level_triggers)
    saved = o.level_triggers.copy()
    o.level_triggers[...] = 9
    players.restore(snap, objects=o)
    assert np.array_equal(o.level_triggers, saved)
    o.reset(np.array([True, False, True]))
    assert o.level_triggers[0].tolist() == [0] * 16 and o.level_triggers[2].tolist() == [0] * 16
    assert o.level_triggers[1].tolist() == saved[1].tolist()
    o.level_triggers[1, 0] = 4
    o.replace(0, hp.SolidBox(120, 100, 16, 16))  # per environment: kept
    assert o.level_triggers[1, 0] == 4


def test_snapshots_are_format_version_4_with_the_triggers():
    players = hp.Players(1, game="s3k")
    snap = bytearray(players.snapshot())
    text = bytes(snap)
    assert b'"version": 4' in text
