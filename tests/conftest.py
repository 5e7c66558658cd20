"""Shared test fixtures: the spec's data copied into tests/data, hypothesis profiles."""
import json
import os
import pathlib

import pytest
from hypothesis import HealthCheck, settings

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
