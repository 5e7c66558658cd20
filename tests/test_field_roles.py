"""Each raw field's role (state, parameter, scratch, output) is marked once, in
the core's X-macro lists (player.hpp HP_PLAYER_FIELDS, objects.hpp
HP_OBJECT_FIELDS): fields.py's docstrings and objects.py's field lists say the
same, and the roles hold: a scratch or output field written between frames
changes nothing that the physics carries on."""
import ast
import pathlib

import numpy as np
import pytest

import hedgephys as hp
from hedgephys import _core, fields, objects
from helpers import hills_map, make

ROLES = _core.VOCABULARY["field_roles"]
PLAYER = _core.VOCABULARY["player_field_roles"]
OBJECT = _core.VOCABULARY["object_field_roles"]


def _docstring_roles(cls_name):
    """{field: the [role] its docstring in fields.py opens with}."""
    tree = ast.parse(pathlib.Path(fields.__file__).read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == cls_name)
    out = {}
    body = cls.body
    for ann, doc in zip(body, body[1:]):
        if isinstance(ann, ast.AnnAssign) and isinstance(doc, ast.Expr):
            text = doc.value.value
            assert text.startswith("["), f"{cls_name}.{ann.target.id}: docstring names no role"
            out[ann.target.id] = text[1:text.index("]")]
    return out


def test_every_role_is_one_of_the_core_roles():
    assert list(ROLES) == ["state", "parameter", "scratch", "output"]
    assert set(PLAYER.values()) <= set(ROLES)
    assert set(OBJECT.values()) <= {"parameter", "state"}


def test_the_roles_cover_the_raw_fields_in_the_core_order():
    p = hp.Players(1)
    assert list(PLAYER) == list(vars(p.raw))
    assert fields.PLAYER_FIELD_ROLES == PLAYER and fields.OBJECT_FIELD_ROLES == OBJECT


@pytest.mark.parametrize("cls_name, roles", [("PlayerFields", PLAYER), ("ObjectFields", OBJECT)])
def test_fields_docstrings_say_the_core_role(cls_name, roles):
    assert _docstring_roles(cls_name) == roles


def test_objects_parameter_and_state_lists_are_the_core_roles():
    assert objects.PARAMETER_FIELDS == tuple(f for f, r in OBJECT.items() if r == "parameter")
    assert objects.STATE_FIELDS == tuple(f for f, r in OBJECT.items() if r == "state")


@pytest.mark.parametrize("game", ["s1", "s2", "s3k", "cd"])
def test_scratch_and_output_fields_do_not_carry_into_the_next_frame(game):
    terrain = hills_map(seed=3)
    rng = np.random.default_rng(7)
    buttons = rng.integers(0, 32, (120, 32)).astype(np.uint8)
    clean, spoiled = make(32, game=game, seed=1), make(32, game=game, seed=1)
    carried = [f for f, r in PLAYER.items() if r not in ("scratch", "output")]
    loose = [f for f, r in PLAYER.items() if r in ("scratch", "output")]
    assert loose, "no scratch or output field to check"
    for frame in buttons:
        for f in loose:
            arr = getattr(spoiled.raw, f)
            arr[:] = rng.integers(0, np.iinfo(arr.dtype).max, arr.shape, dtype=arr.dtype)
        clean.step(terrain, frame)
        spoiled.step(terrain, frame)
    for f in carried:
        np.testing.assert_array_equal(getattr(clean.raw, f), getattr(spoiled.raw, f), err_msg=f)
    assert any(clean.raw.airborne) and any(clean.raw.rolling | clean.raw.jumping)
