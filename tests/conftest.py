"""Shared test fixtures: the spec's data copied into tests/data, hypothesis profiles."""
import json
import os
import pathlib

import shutil

import pytest
from hypothesis import HealthCheck, settings

from helpers import flat_world
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
    return flat_world()


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
