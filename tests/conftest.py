"""Shared test fixtures: the spec's data copied into tests/data, hypothesis profiles."""
import json
import os
import pathlib

import shutil

import numpy as np
import pytest
from hypothesis import HealthCheck, settings

import hedgephys as hp
from synthetic_checkouts import write_all

DATA = pathlib.Path(__file__).parent / "data"

settings.register_profile("dev", max_examples=100, deadline=None)
settings.register_profile(
    "ci", max_examples=300, deadline=None, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))


def load_json(name):
    with open(DATA / name) as f:
        return json.load(f)


@pytest.fixture(scope="session")
def examples():
    """spec/tables/examples.json (copied as tests/data/tables_examples.json)."""
    return load_json("tables_examples.json")


# ----- fixtures shared by several test files -----

@pytest.fixture
def world():
    tiles = hp.TileSet(np.array([[0] * 16, [16] * 16]))
    c = np.zeros((20, 100), np.uint16)
    c[15:, :] = 1
    t = hp.TileMap(c, tiles)
    p = hp.Players(1)
    p.place(x=100, y=220)
    return c, t, p


@pytest.fixture(scope="module")
def co(tmp_path_factory):
    return write_all(tmp_path_factory.mktemp("checkouts"))


@pytest.fixture
def fresh(co, tmp_path):
    """A copy per test, to spoil: {game: path}."""
    out = {}
    for game, path in co.items():
        out[game] = tmp_path / path.name
        shutil.copytree(path, out[game])
    return out
