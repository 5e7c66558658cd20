"""The terrain window gather behind the Gymnasium observation (window.hpp):
the same values as the numpy formula it replaced, and clear errors."""
import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from hedgephys import _core


def numpy_window(image, planes, height, width, x, y, layer, dx, dy):
    """Reference: 16-bit pixel words, clamped to the image's outside row/column."""
    sx = ((x.astype(np.int64) >> 16)[:, None] + dx[None, :]) & 0xFFFF
    sy = ((y.astype(np.int64) >> 16)[:, None] + dy[None, :]) & 0xFFFF
    plane = layer.astype(np.int64)[:, None] if planes > 1 else 0
    rows = (plane * (height + 1) + np.minimum(sy, height)) * (width + 1)
    cols = np.minimum(sx, width)
    return image[rows[:, :, None] + cols[:, None, :]]


@settings(max_examples=60)
@given(planes=st.sampled_from([1, 2]), height=st.integers(0, 40), width=st.integers(0, 40),
       n=st.integers(0, 5), seed=st.integers(0, 2 ** 32 - 1),
       radius=st.integers(0, 4), stride=st.sampled_from([1, 3, 8, 20000]))
def test_matches_the_numpy_formula(planes, height, width, n, seed, radius, stride):
    rng = np.random.default_rng(seed)
    image = rng.integers(0, 256, planes * (height + 1) * (width + 1)).astype(np.uint8)
    # positions anywhere on the 16-bit circle, near the map and near the wrap
    x = (rng.choice([0, 5, width, 65530, int(rng.integers(0, 65536))], n) << 16).astype(np.uint32)
    y = (rng.choice([0, 7, height, 65535, int(rng.integers(0, 65536))], n) << 16).astype(np.uint32)
    x |= rng.integers(0, 65536, n).astype(np.uint32)  # fractions are ignored
    layer = rng.integers(0, planes, n).astype(np.uint8)
    d = (stride * np.arange(-radius, radius + 1)).astype(np.int32)
    got = _core.sample_window(image, planes, height, width, x, y, layer, d, d[::-1].copy())
    want = numpy_window(image, planes, height, width, x, y, layer, d, d[::-1])
    assert got.shape == (n, len(d), len(d)) and got.dtype == np.uint8
    assert np.array_equal(got, want)


def args(**over):
    a = dict(image=np.zeros(2 * 3 * 5, np.uint8), planes=2, height=2, width=4,
             x=np.zeros(3, np.uint32), y=np.zeros(3, np.uint32), layer=np.zeros(3, np.uint8),
             dx=np.arange(3, dtype=np.int32), dy=np.arange(2, dtype=np.int32))
    a.update(over)
    return a


@pytest.mark.parametrize("over, err, words", [
    (dict(image=np.zeros(29, np.uint8)), ValueError, "image"),
    (dict(image=np.zeros(30, np.int8)), TypeError, "uint8"),
    (dict(x=np.zeros(3, np.int32)), TypeError, "x must have dtype uint32"),
    (dict(y=np.zeros(2, np.uint32)), ValueError, "y has shape"),
    (dict(layer=np.array([0, 2, 0], np.uint8)), ValueError, "layer"),
    (dict(dx=np.zeros((2, 2), np.int32)), ValueError, "dx must have 1"),
    (dict(planes=3), ValueError, "planes"),
    (dict(width=-1), ValueError, "width"),
])
def test_bad_input_is_named(over, err, words):
    with pytest.raises(err, match=words):
        _core.sample_window(**args(**over))
