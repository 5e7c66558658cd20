"""Arrays the core's threads write start on a 64-byte cache line
(cpp/hedgephys/aligned.hpp, python/hedgephys/_aligned.py): threads claim
blocks of 64 environments, and an array starting inside a line would make
two threads write one line at every block edge (false sharing; 4096 players
x 1 frame on two threads ran 2x slower). Results never depend on it
(tests/test_batch.py hashes rollouts across thread counts)."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

import hedgephys as hp
from hedgephys import _aligned
from helpers import flat_world


def on_a_line(a):
    return a.ctypes.data % 64 == 0


@pytest.mark.parametrize("n", [1, 63, 64, 100])
def test_player_and_object_state_start_on_a_cache_line(n):
    p = hp.Players(n)
    assert all(on_a_line(getattr(p.raw, f)) for f in p.fields)
    objects = hp.Objects([hp.SolidBox(100, 100, 16, 16), hp.Monitor(200, 100)], n)
    fields = [f for f in vars(objects.raw) if isinstance(getattr(objects.raw, f), np.ndarray)]
    assert fields and all(on_a_line(getattr(objects.raw, f)) for f in fields)


def test_a_rollout_starts_on_a_cache_line():
    _c, tm, p = flat_world()
    out = p.step(tm, np.zeros((5, p.n), np.uint8), record=["x", "airborne", "events"])
    assert all(on_a_line(a) for a in out.values())
    assert [a.shape for a in out.values()] == [(5, p.n)] * 3


@given(st.lists(st.integers(0, 9), min_size=0, max_size=3),
       st.sampled_from([np.uint8, bool, np.int16, np.int32, np.int64, np.float32, np.float64]))
def test_aligned_zeros_are_zeros_on_a_line(dims, dtype):
    a = _aligned.zeros(tuple(dims), dtype)
    assert a.shape == tuple(dims) and a.dtype == np.dtype(dtype)
    assert a.flags.c_contiguous and a.flags.writeable and not a.any()
    assert on_a_line(a)
    b = _aligned.empty(7, dtype)
    assert b.shape == (7,) and on_a_line(b)
