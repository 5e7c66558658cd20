"""hedgephys.units: the one place that converts the core's fixed-point words
(rules/terrain §1: 16.16 positions, 8.8 speeds) to pixels and back."""
import numpy as np
import pytest
from hypothesis import given, strategies as st

from hedgephys import units

steps = st.integers(-32768 * 256, 65535 * 256 + 255)


@given(steps)
def test_a_position_round_trips_through_its_word(k):
    px = k / 256
    word = units.position_words("x", px)
    assert 0 <= word < 2**32 and word & 0xFF == 0
    assert float(units.pixels(word)) == px % 65536
    assert float(units.signed_pixels(word)) == ((px + 32768) % 65536) - 32768


@given(st.integers(-32768, 32767))
def test_a_speed_round_trips(k):
    assert int(units.speed_units("xsp", k / 256)) == k
    assert float(units.speed_pixels(k)) == k / 256


@pytest.mark.parametrize("value, err, words", [
    (1.001, ValueError, "exact multiple of 1/256"), (65536.0, ValueError, "out of range"),
    (-32768.5, ValueError, "out of range"), ("left", TypeError, "number"), (True, TypeError, "number"),
    (float("nan"), ValueError, "exact multiple"),
])
def test_bad_positions_are_named(value, err, words):
    with pytest.raises(err, match=words):
        units.position_words("x", value)


def test_speed_limits():
    with pytest.raises(ValueError, match="out of range"):
        units.speed_units("gsp", 128.0)
    assert int(units.speed_units("gsp", -128.0)) == -32768


def test_signed_word():
    assert units.signed_word(np.array([0, 1, 0x7FFF, 0x8000, 0xFFFF, 0x10001])).tolist() == [0, 1, 32767, -32768, -1, 1]
